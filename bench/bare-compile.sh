# Sourced by the benchmarks: `bare_compile RUNTIME BUILD OUT` is a bare swiftc compile+link of a
# build's prepared files (glue included) against the runtime folder, into OUT: what the compiler
# alone costs for the same files (no sandbox, no gate, a warm module cache). With the coverage
# flags learner apps are built with: the generated main reads the counters, so the same files need
# the coverage runtime to link.
bare_compile() {
  (cd "$2/src" && swiftc -swift-version 5 -parse-as-library -Onone -profile-generate -profile-coverage-mapping -module-name App -I "$1" -L "$1" \
    -lWorkbookDriver -lUIKit -lWorkbookProtocol -Xlinker -rpath -Xlinker "$1" \
    $(find . -name '*.swift') ../__WorkbookMain.swift -o "$3" 2>/dev/null)
}
