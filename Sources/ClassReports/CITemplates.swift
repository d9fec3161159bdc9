import Foundation
import WorkbookCore

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

    /// A shell word holding `text` as is (single quotes).
    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// `text` as the inside of a JSON string.
    static func jsonInside(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// The shell setting `message` to the fallback result's text in one language (`$status`
    /// spliced in where the exit code goes): the folder is missing, or workbook could not check.
    static func fallbackMessages(_ exercise: String, korean: Bool) -> String {
        let texts = Catalog[korean: korean]
        let marker = "\u{1}"
        let didNotRun = texts.classroomCheckDidNotRun(exercise: exercise, status: marker).components(separatedBy: marker).map(jsonInside)
        let missing = jsonInside(texts.classroomExerciseFolderMissing(exercise: exercise))
        let ran = didNotRun.map(shellQuoted).joined(separator: "\"$status\"")
        return "if [ -d \"Exercises/\(exercise)\" ]; then message=\(ran); else message=\(shellQuoted(missing)); fi"
    }

    /// Points as JSON writes them: `5`, `2.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A container image reference as a workflow and a Dockerfile carry it: `registry/name:tag`
    /// or `…@sha256:…`, lower case (GHCR refuses upper case), always with a tag or digest (no
    /// `latest` by omission: an image is pinned like the ref).
    public static func validateImage(_ image: String) throws {
        try require(image, punctuation: ":/._@-", what: "--image", example: "ghcr.io/OWNER/workbook-classroom:v0.1.0")
        guard image.lowercased() == image, !imageParts(image).tag.isEmpty || image.contains("@sha256:") else {
            throw Error("error: --image '\(image)' must be lower case and name its tag (or digest), like ghcr.io/owner/workbook-classroom:v0.1.0")
        }
    }

    /// The image reference without its tag (and digest), and its tag.
    static func imageParts(_ image: String) -> (name: String, tag: String) {
        let name = image.split(separator: "@", maxSplits: 1).first.map(String.init) ?? image
        guard let colon = name.lastIndex(of: ":"), !name[colon...].contains("/") else { return (name, "") }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    /// The cache keys: the built workbook and the UIKit simulation change with the workbook
    /// commit and the Swift image; a new commit starts from the last one's (`restore-keys`).
    static func cacheKey(_ what: String, _ source: Source) -> String {
        "workbook-\(what)-\(source.swiftImage.replacingOccurrences(of: ":", with: "-"))-"
    }

    /// The steps that fetch workbook at the pinned ref, restore the build and the runtime cache
    /// (`actions/cache/restore`), build and install workbook, and save the build even when a
    /// later step fails (`actions/cache/save`, `if: always()`). The runtime cache is saved by
    /// `saveRuntimeStep` after the checks, which build it.
    static func installSteps(_ source: Source) -> String {
        let build = cacheKey("build", source), runtime = cacheKey("runtime", source)
        return """
              - name: Fetch workbook ${{ env.WORKBOOK_REF }}
                id: workbook
                run: |
                  git init --quiet "$HOME/workbook-src"
                  cd "$HOME/workbook-src"
                  git remote add origin "$WORKBOOK_REPOSITORY"
                  git fetch --quiet --depth 1 origin "$WORKBOOK_REF"
                  git checkout --quiet FETCH_HEAD
                  echo "commit=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"
                  echo "WORKBOOK_CACHE_DIR=$HOME/workbook-cache" >> "$GITHUB_ENV"
              - name: Restore the workbook build
                id: build-cache
                uses: actions/cache/restore@v6
                with:
                  path: ~/workbook-src/.build
                  key: \(quoted(build + "${{ steps.workbook.outputs.commit }}"))
                  restore-keys: \(quoted(build))
              - name: Restore the UIKit simulation
                id: runtime-cache
                uses: actions/cache/restore@v6
                with:
                  path: ~/workbook-cache/runtime
                  key: \(quoted(runtime + "${{ steps.workbook.outputs.commit }}"))
                  restore-keys: \(quoted(runtime))
              - name: Install workbook ${{ env.WORKBOOK_REF }}
                run: |
                  cd "$HOME/workbook-src"
                  bash scripts/install-deps.sh
                  swift build -c release --product workbook
                  install -m 755 "$(swift build -c release --show-bin-path)/workbook" /usr/local/bin/workbook
                  workbook --version
              - name: Save the workbook build
                if: always() && steps.build-cache.outputs.cache-hit != 'true' && steps.workbook.outputs.commit != ''
                uses: actions/cache/save@v6
                with:
                  path: ~/workbook-src/.build
                  key: \(quoted(build + "${{ steps.workbook.outputs.commit }}"))
        """
    }

    /// Saves the UIKit simulation built by the first check, whatever the checks' outcome.
    static func saveRuntimeStep(_ source: Source) -> String {
        """
              - name: Save the UIKit simulation
                if: always() && steps.runtime-cache.outputs.cache-hit != 'true' && steps.workbook.outputs.commit != ''
                uses: actions/cache/save@v6
                with:
                  path: ~/workbook-cache/runtime
                  key: \(quoted(cacheKey("runtime", source) + "${{ steps.workbook.outputs.commit }}"))
        """
    }

    /// `sandboxed`: the job runs students' code with every check (grading), so the container is
    /// privileged: Docker's default seccomp and AppArmor profiles refuse the user namespace and
    /// mounts bubblewrap needs (moby/moby#42441, containers/bubblewrap#505), and `workbook grade`
    /// fails closed without them. The runner VM is disposable; the sandbox inside it is what keeps
    /// one student's app from the hidden checks and the other students' folders.
    static func header(_ source: Source, sandboxed: Bool = false) -> String {
        (sandboxed ? """
            container:
              image: \(quoted(source.swiftImage))
              options: --privileged
        """ : """
            container: \(quoted(source.swiftImage))
        """) + "\n" + """
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
    /// Classroom's reporter, which records the points. With `image`, the job runs in that
    /// container (`workbook ci-template image`: workbook installed, the UIKit simulation built)
    /// and nothing is built; without, it builds workbook at `source.ref` (cached).
    /// `language` (`ko`/`en`) is the results' language; nil: the workbook's own.
    /// `maxScores`: each exercise's points in its `checks.yaml` (the visible checks), so a step
    /// that writes no result (a deleted exercise folder, workbook failing) still counts the
    /// exercise's maximum instead of leaving it out of Classroom's total. `workbookLanguage`: the
    /// language of that step's message when `WORKBOOK_LANG` is empty (the workbook's own).
    public static func githubClassroom(exercises: [String], source: Source, image: String? = nil, language: String? = nil,
                                       maxScores: [String: Double] = [:], workbookLanguage: String? = nil) throws -> String {
        guard !exercises.isEmpty else {
            throw Error("error: no exercises to check: give --exercise ID (repeatable), or run in a workbook with Exercises/<id>/checks.yaml")
        }
        for exercise in exercises { try validateExercise(exercise) }
        guard Set(exercises).count == exercises.count else { throw Error("error: an exercise is given twice in --exercise") }
        if let image { try validateImage(image) } else { try source.validate() }
        if let language, !["ko", "en"].contains(language) { throw Error("error: --lang \(language): give ko or en") }
        let runners = runnerIDs(exercises)
        let fallbackLanguage = language ?? (workbookLanguage == "ko" ? "ko" : "en")
        var steps: [String] = []
        for (exercise, runner) in zip(exercises, runners) {
            let output = "\"$RUNNER_TEMP/\(runner).json\""
            steps.append("""
                  - name: Check \(exercise)
                    id: \(runner)
                    run: |
                      status=0
                      if [ -d "Exercises/\(exercise)" ]; then
                        workbook check "Exercises/\(exercise)" --format classroom ${WORKBOOK_LANG:+--lang "$WORKBOOK_LANG"} \\
                          --output \(output) || status=$?
                      fi
                      if [ ! -s \(output) ]; then
                        # No result (the folder is gone, or workbook failed: exit $status): an error result that
                        # keeps the exercise's points in the total, so the reporter fails the job without
                        # dropping the exercise.
                        case "${WORKBOOK_LANG:-\(fallbackLanguage)}" in
                          ko) \(fallbackMessages(exercise, korean: true)) ;;
                          *) \(fallbackMessages(exercise, korean: false)) ;;
                        esac
                        printf '{"version":1,"status":"error","max_score":\(points(maxScores[exercise] ?? 0)),"tests":[{"name":"\(exercise)","status":"error","message":"%s","test_code":"\(exercise)","filename":"","line_no":0,"execution_time":"0s","score":0}]}' "$message" > \(output)
                      fi
                      echo "result=$(base64 -w0 < \(output))" >> "$GITHUB_OUTPUT"
            """)
        }
        let environment = zip(exercises, runners).map { _, runner in
            "          \(runner.uppercased())_RESULTS: \"${{ steps.\(runner).outputs.result }}\""
        }
        let setUp: String
        if let image {
            setUp = """
                container: \(quoted(image))
                defaults:
                  run:
                    shell: bash
                env:
                  WORKBOOK_LANG: \(quoted(language ?? ""))
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v7
                  - name: workbook in the image
                    run: workbook --version; workbook doctor || true
            """
        } else {
            setUp = """
            \(header(source))
                  WORKBOOK_LANG: \(quoted(language ?? ""))
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v7
            \(installSteps(source))
            """
        }
        return """
        # Autograding for GitHub Classroom, written by `workbook ci-template github-classroom`.
        # Each exercise is checked with the checks in its Exercises/<id>/checks.yaml (the visible
        # ones: hidden checks are graded by the instructor with `workbook grade`); Classroom records
        # the sum of the checks' points. Each check step's log shows the report, and the reporter's
        # log each failed check's explanation. WORKBOOK_LANG: ko or en; empty, the workbook's own.
        # See docs/classroom.md of workbook.
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
            timeout-minutes: \(image == nil ? 45 : 15)
        \(setUp)
        \(steps.joined(separator: "\n"))\(image == nil ? "\n" + saveRuntimeStep(source) : "")
              - name: Autograding Reporter
                uses: classroom-resources/autograding-grading-reporter@v1
                env:
        \(environment.joined(separator: "\n"))
                with:
                  runners: \(runners.joined(separator: ","))

        """
    }

    /// The file names `image` writes, relative to the folder it writes in.
    public static let dockerfileName = "workbook.Dockerfile"
    public static let imageWorkflowName = ".github/workflows/workbook-image.yml"

    /// The image student workflows run in: the Swift image, workbook at `source.ref` installed
    /// with `make install`, and the UIKit simulation built once (by checking a starter of the
    /// workbook's own Exercises/, which fails: exit 1 is expected) in `WORKBOOK_CACHE_DIR`.
    public static func dockerfile(source: Source) throws -> String {
        try source.validate()
        return """
        # The image GitHub Classroom's student workflows run in, written by `workbook ci-template image`:
        # workbook \(source.ref) installed with `make install`, and the UIKit simulation already built,
        # so a student's check compiles only their app. Built and published by \(imageWorkflowName).
        FROM \(source.swiftImage)
        ARG WORKBOOK_REPOSITORY=\(source.repository)
        ARG WORKBOOK_REF=\(source.ref)
        ENV WORKBOOK_CACHE_DIR=/var/cache/workbook
        RUN apt-get update -qq \\
         && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git make >/dev/null \\
         && git init --quiet /usr/src/workbook \\
         && cd /usr/src/workbook \\
         && git remote add origin "$WORKBOOK_REPOSITORY" \\
         && git fetch --quiet --depth 1 origin "$WORKBOOK_REF" \\
         && git checkout --quiet FETCH_HEAD \\
         && make install PREFIX=/usr/local \\
         && workbook --version \\
         && { workbook check Exercises/manual-segue-values --no-cache --lang en; test $? -eq 1; } \\
         && workbook doctor \\
         && rm -rf /usr/src/workbook "$WORKBOOK_CACHE_DIR/builds" "$WORKBOOK_CACHE_DIR/reports" /var/lib/apt/lists/*

        """
    }

    /// The instructor's workflow that builds `dockerfileName` and publishes it as `image` on
    /// GHCR, once: a tag already published is left alone unless the run asks to rebuild.
    public static func imageWorkflow(image: String, source: Source) throws -> String {
        try source.validate()
        try validateImage(image)
        let (name, tag) = imageParts(image)
        guard image.hasPrefix("ghcr.io/"), !tag.isEmpty, !image.contains("@") else {
            throw Error("error: --image '\(image)' must be a GHCR image with a tag, like ghcr.io/owner/workbook-classroom:\(source.ref)")
        }
        return """
        # Builds the image student workflows run in (\(dockerfileName)) and publishes it to GHCR
        # as \(image), written by `workbook ci-template image`. A tag is built once: a run
        # finds it published and stops, unless started by hand with "rebuild". Make the package
        # public (or give Classroom's repositories access) so student jobs can pull it.
        name: Publish the workbook image
        on:
          push:
            paths:
              - \(dockerfileName)
              - \(imageWorkflowName)
          workflow_dispatch:
            inputs:
              rebuild:
                description: Build and publish even if the tag exists
                type: boolean
                default: false
        permissions:
          contents: read
          packages: write
        jobs:
          publish:
            runs-on: ubuntu-latest
            timeout-minutes: 90
            env:
              IMAGE: \(quoted(image))
            steps:
              - name: Checkout
                uses: actions/checkout@v7
              - name: Log in to GHCR
                uses: docker/login-action@v3
                with:
                  registry: ghcr.io
                  username: ${{ github.actor }}
                  password: ${{ secrets.GITHUB_TOKEN }}
              - name: Published already?
                id: published
                run: |
                  if docker manifest inspect "$IMAGE" >/dev/null 2>&1; then
                    echo "exists=true" >> "$GITHUB_OUTPUT"
                    echo "$IMAGE is published already (start this workflow with rebuild to replace it)"
                  else
                    echo "exists=false" >> "$GITHUB_OUTPUT"
                  fi
              - name: Labels
                id: meta
                if: steps.published.outputs.exists != 'true' || inputs.rebuild
                uses: docker/metadata-action@v5
                with:
                  images: \(quoted(name))
                  tags: \(quoted("type=raw,value=" + tag))
              - name: Build and publish \(image)
                if: steps.published.outputs.exists != 'true' || inputs.rebuild
                uses: docker/build-push-action@v6
                with:
                  context: .
                  file: \(dockerfileName)
                  push: true
                  tags: ${{ steps.meta.outputs.tags }}
                  labels: ${{ steps.meta.outputs.labels }}

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
        \(header(source, sandboxed: true))
              SUBMISSIONS: \(quoted(submissions))
            steps:
              - name: Checkout the book and the submissions
                uses: actions/checkout@v7
                with:
                  # Classroom clones committed here are gitlinks (submodules): check them out too. Private
                  # student repositories need a token that can read them (a secret SUBMISSIONS_TOKEN).
                  submodules: recursive
                  token: ${{ secrets.SUBMISSIONS_TOKEN || github.token }}
              - name: Every submission is here
                run: |
                  # An empty student or exercise folder (a gitlink whose repository was not checked out, a
                  # clone that failed) would be graded as nothing handed in: stop and say which.
                  empty=$(find "$SUBMISSIONS" -mindepth 1 -maxdepth 1 -type d -empty;
                          find "$SUBMISSIONS" -mindepth 3 -maxdepth 3 -path "$SUBMISSIONS/*/Exercises/*" -type d -empty)
                  if [ -z "$(find "$SUBMISSIONS" -mindepth 1 -maxdepth 1 -type d -not -name '.*')" ]; then
                    echo "::error::$SUBMISSIONS holds no student folder"
                    exit 1
                  fi
                  if [ -n "$empty" ]; then
                    echo "::error::empty folders in $SUBMISSIONS (submodules not checked out? commit the clones' files, or give SUBMISSIONS_TOKEN access to them):"
                    echo "$empty"
                    exit 1
                  fi
        \(installSteps(source))
              - name: The sandbox works here
                run: |
                  workbook doctor
                  # grade fails closed without it; say so before any student's code is built.
                  workbook doctor | grep -q '^ok    bubblewrap:.*can create a sandbox'
              - name: Grade shard ${{ matrix.shard }}/\(shards)
                run: workbook grade "$SUBMISSIONS" --out "shard-${{ matrix.shard }}" --shard "${{ matrix.shard }}/\(shards)" --sandbox bwrap
        \(saveRuntimeStep(source))
              - name: Upload shard ${{ matrix.shard }}
                if: always()
                uses: actions/upload-artifact@v7
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
                uses: actions/checkout@v7
        \(installSteps(source))
              - name: Download every shard
                uses: actions/download-artifact@v8
                with:
                  pattern: shard-*
              - name: Merge the shards
                run: workbook grade merge shard-* --out final
              - name: Upload the grades
                uses: actions/upload-artifact@v7
                with:
                  name: grades
                  path: final

        """
    }
}
