#include <cmark-gfm.h>
