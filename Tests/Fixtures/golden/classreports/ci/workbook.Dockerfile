# The image GitHub Classroom's student workflows run in, written by `workbook ci-template image`:
# workbook v0.1.0 installed with `make install`, and the UIKit simulation already built,
# so a student's check compiles only their app. Built and published by .github/workflows/workbook-image.yml.
FROM swift:6.3-noble
ARG WORKBOOK_REPOSITORY=https://github.com/example/workbook
ARG WORKBOOK_REF=v0.1.0
ENV WORKBOOK_CACHE_DIR=/var/cache/workbook
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git make >/dev/null \
 && git init --quiet /usr/src/workbook \
 && cd /usr/src/workbook \
 && git remote add origin "$WORKBOOK_REPOSITORY" \
 && git fetch --quiet --depth 1 origin "$WORKBOOK_REF" \
 && git checkout --quiet FETCH_HEAD \
 && make install PREFIX=/usr/local \
 && workbook --version \
 && { workbook check Exercises/manual-segue-values --no-cache --lang en; test $? -eq 1; } \
 && workbook doctor \
 && rm -rf /usr/src/workbook "$WORKBOOK_CACHE_DIR/builds" "$WORKBOOK_CACHE_DIR/reports" /var/lib/apt/lists/*
