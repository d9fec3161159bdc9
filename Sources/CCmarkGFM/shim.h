#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
