import Foundation

/// GitHub Actions workflows `workbook ci-template` writes: one for a student's repository (GitHub
/// Classroom autograding) and one for the instructor's grading repository (a matrix of shards).
public enum CITemplates {
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Where workbook itself comes from in CI: a git repository and a pinned ref (tag, branch or
    /// commit), and the Swift container image that builds it and compiles learners' code.
    public struct Source: Equatable, Sendable {
        public var repository: String
        public var ref: String
        public var swiftImage: String

        public static let defaultImage = "swift:6.3-noble"

        public init(repository: String, ref: String, swiftImage: String = Source.defaultImage) {
            self.repository = repository
            self.ref = ref
            self.swiftImage = swiftImage
        }

        func validate() throws {
            try CITemplates.require(repository, punctuation: ":/._@~+-", what: "--workbook-repo", example: "https://github.com/OWNER/workbook")
            try CITemplates.require(ref, punctuation: "._/-", what: "--ref", example: "v1.0.0 or a commit hash")
            try CITemplates.require(swiftImage, punctuation: ":/._@-", what: "--swift-image", example: Source.defaultImage)
        }
    }

    /// Values go into YAML and shell: ASCII letters, digits and the `punctuation` given only,
    /// never empty, never starting with `-`.
    static func require(_ value: String, punctuation: String, what: String, example: String) throws {
        let allowed = Set(punctuation.unicodeScalars)
        let safe = value.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || allowed.contains(scalar))
        }
        guard !value.isEmpty, !value.hasPrefix("-"), safe else {
            throw Error("error: \(what) \(value.isEmpty ? "is empty" : "'\(value)' has characters a workflow cannot carry safely"); "
                + "give something like \(example)")
        }
    }

    /// An exercise id as the workflow uses it: letters, digits, `.`, `_`, `-`, starting with a letter or digit.
    static func validateExercise(_ id: String) throws {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard let first = id.unicodeScalars.first, CharacterSet.alphanumerics.contains(first), first.isASCII,
              id.unicodeScalars.allSatisfy({ allowed.contains($0) }) else {
            throw Error("error: exercise id '\(id)' cannot be used in a workflow: use letters, digits, '.', '_' and '-' "
                + "(the name of its folder under Exercises/)")
        }
    }

    /// The reporter's runner ids: one per exercise, letters and digits only (the reporter reads
    /// `<ID uppercased>_RESULTS` and accepts only `[a-zA-Z0-9]` in its `runners` list), starting
    /// with a letter (a step id must), and distinct.
    public static func runnerIDs(_ exercises: [String]) -> [String] {
        var used = Set<String>()
        return exercises.map { exercise in
            var base = String(exercise.lowercased().unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }.map(Character.init))
            if base.isEmpty || base.first!.isNumber { base = "ex" + base }
            var candidate = base
            var number = 2
            while !used.insert(candidate).inserted {
                candidate = "\(base)\(number)"
                number += 1
            }
            return candidate
        }
    }

    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The steps that fetch workbook at the pinned ref, install what it needs and build it.
    static func installSteps(_ source: Source) -> String {
        """
              - name: Cache the workbook build
                uses: actions/cache@v4
                with:
                  path: ~/workbook-src/.build
                  key: \(quoted("workbook-${{ env.WORKBOOK_REF }}-" + source.swiftImage))
              - name: Install workbook ${{ env.WORKBOOK_REF }}
                run: |
                  git init --quiet "$HOME/workbook-src"
                  cd "$HOME/workbook-src"
                  git remote add origin "$WORKBOOK_REPOSITORY"
                  git fetch --quiet --depth 1 origin "$WORKBOOK_REF"
                  git checkout --quiet FETCH_HEAD
                  bash scripts/install-deps.sh
                  swift build -c release --product workbook
                  install -m 755 "$(swift build -c release --show-bin-path)/workbook" /usr/local/bin/workbook
                  workbook --version
        """
    }

    static func header(_ source: Source) -> String {
        """
            container: \(quoted(source.swiftImage))
            defaults:
              run:
                shell: bash
            env:
              WORKBOOK_REPOSITORY: \(quoted(source.repository))
              WORKBOOK_REF: \(quoted(source.ref))
        """
    }

    /// A student repository's workflow (`.github/workflows/classroom.yml`): on every push, check
    /// each exercise with the checks in `Exercises/<id>/checks.yaml`, then hand every result to
    /// Classroom's reporter, which records the points.
    public static func githubClassroom(exercises: [String], source: Source) throws -> String {
        guard !exercises.isEmpty else {
            throw Error("error: no exercises to check: give --exercise ID (repeatable), or run in a workbook with Exercises/<id>/checks.yaml")
        }
        for exercise in exercises { try validateExercise(exercise) }
        guard Set(exercises).count == exercises.count else { throw Error("error: an exercise is given twice in --exercise") }
        try source.validate()
        let runners = runnerIDs(exercises)
        var steps: [String] = []
        for (exercise, runner) in zip(exercises, runners) {
            steps.append("""
                  - name: Check \(exercise)
                    id: \(runner)
                    run: |
                      status=0
                      workbook check "Exercises/\(exercise)" --format classroom --lang "$WORKBOOK_LANG" \\
                        --output "$RUNNER_TEMP/\(runner).json" || status=$?
                      if [ ! -s "$RUNNER_TEMP/\(runner).json" ]; then
                        # workbook could not check (exit $status): an error result, so the reporter fails the job.
                        printf '{"version":1,"status":"error","max_score":0,"tests":[{"name":"\(exercise)","status":"error","message":"workbook check exited with %s; see this step log","test_code":"\(exercise)","filename":"","line_no":0,"execution_time":"0s","score":0}]}' "$status" > "$RUNNER_TEMP/\(runner).json"
                      fi
                      echo "result=$(base64 -w0 < "$RUNNER_TEMP/\(runner).json")" >> "$GITHUB_OUTPUT"
            """)
        }
        let environment = zip(exercises, runners).map { _, runner in
            "          \(runner.uppercased())_RESULTS: \"${{ steps.\(runner).outputs.result }}\""
        }
        return """
        # Autograding for GitHub Classroom, written by `workbook ci-template github-classroom`.
        # Each exercise is checked with the checks in its Exercises/<id>/checks.yaml (the visible
        # ones: hidden checks are graded by the instructor with `workbook grade`); Classroom records
        # the sum of the checks' points. See docs/classroom.md of workbook.
        name: Autograding Tests
        on:
          push:
          workflow_dispatch:
          repository_dispatch:
        permissions:
          checks: write
          actions: read
          contents: read
        jobs:
          run-autograding-tests:
            runs-on: ubuntu-latest
            if: github.actor != 'github-classroom[bot]'
            timeout-minutes: 45
        \(header(source))
              WORKBOOK_LANG: en
            steps:
              - name: Checkout code
                uses: actions/checkout@v4
        \(installSteps(source))
        \(steps.joined(separator: "\n"))
              - name: Autograding Reporter
                uses: classroom-resources/autograding-grading-reporter@v1
                env:
        \(environment.joined(separator: "\n"))
                with:
                  runners: \(runners.joined(separator: ","))

        """
    }

    /// The instructor's grading workflow (`.github/workflows/grade.yml` in a repository holding
    /// the book and the submissions): `shards` jobs each grade a slice, a last job merges them.
    public static func githubMatrix(shards: Int, submissions: String, source: Source) throws -> String {
        guard (1...256).contains(shards) else { throw Error("error: --shards \(shards): give a number of jobs from 1 to 256") }
        try require(submissions, punctuation: "._/-", what: "--submissions", example: "submissions")
        try source.validate()
        let matrix = (1...shards).map(String.init).joined(separator: ", ")
        return """
        # Grades a whole class on a CI matrix, written by `workbook ci-template github-matrix`.
        # Each of the \(shards) jobs grades a deterministic slice of the students (`--shard i/\(shards)`),
        # every check included; the last job merges the shard gradebooks into one (grades.csv, the
        # class report, feedback). See docs/classroom.md of workbook.
        name: Grade the class
        on:
          workflow_dispatch:
        permissions:
          contents: read
        jobs:
          grade:
            runs-on: ubuntu-latest
            timeout-minutes: 120
            strategy:
              fail-fast: false
              matrix:
                shard: [\(matrix)]
        \(header(source))
              SUBMISSIONS: \(quoted(submissions))
            steps:
              - name: Checkout the book and the submissions
                uses: actions/checkout@v4
        \(installSteps(source))
              - name: Grade shard ${{ matrix.shard }}/\(shards)
                run: workbook grade "$SUBMISSIONS" --out "shard-${{ matrix.shard }}" --shard "${{ matrix.shard }}/\(shards)"
              - name: Upload shard ${{ matrix.shard }}
                if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: shard-${{ matrix.shard }}
                  path: shard-${{ matrix.shard }}
                  if-no-files-found: error
          merge:
            # Only when every shard finished: a missing shard would silently drop its students.
            needs: grade
            runs-on: ubuntu-latest
            timeout-minutes: 30
        \(header(source))
            steps:
              - name: Checkout the book
                uses: actions/checkout@v4
        \(installSteps(source))
              - name: Download every shard
                uses: actions/download-artifact@v4
                with:
                  pattern: shard-*
              - name: Merge the shards
                run: workbook grade merge shard-* --out final
              - name: Upload the grades
                uses: actions/upload-artifact@v4
                with:
                  name: grades
                  path: final

        """
    }
}
