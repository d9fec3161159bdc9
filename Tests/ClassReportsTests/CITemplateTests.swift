@testable import ClassReports
import Foundation
import WorkbookCore
import XCTest
import Yams

/// `workbook ci-template`: the workflows (golden, valid YAML of the right shape) and the command.
final class CITemplateTests: XCTestCase {
    let source = CITemplates.Source(repository: "https://github.com/example/workbook", ref: "v0.1.0")

    func testGitHubClassroomWorkflow() throws {
        let yaml = try CITemplates.githubClassroom(exercises: ["manual-segue-values", "unwind-segue"], source: source)
        try Fixture.assertGolden(yaml, "ci/github-classroom.yml")
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        let job = try XCTUnwrap(workflow["jobs"]?["run-autograding-tests"])
        XCTAssertEqual(job["container"]?.string, CITemplates.Source.defaultImage)
        let steps = try XCTUnwrap(job["steps"]?.sequence)
        XCTAssertEqual(steps.compactMap { $0["id"]?.string }, ["workbook", "build-cache", "runtime-cache", "manualseguevalues", "unwindsegue"])
        XCTAssertEqual(job["env"]?["WORKBOOK_LANG"]?.string, "")
        let reporter = try XCTUnwrap(steps.last)
        XCTAssertEqual(reporter["uses"]?.string, "classroom-resources/autograding-grading-reporter@v1")
        XCTAssertEqual(reporter["with"]?["runners"]?.string, "manualseguevalues,unwindsegue")
        XCTAssertEqual(reporter["env"]?["MANUALSEGUEVALUES_RESULTS"]?.string, "${{ steps.manualseguevalues.outputs.result }}")
        XCTAssertEqual(reporter["env"]?["UNWINDSEGUE_RESULTS"]?.string, "${{ steps.unwindsegue.outputs.result }}")
        let check = try XCTUnwrap(steps.first { $0["id"]?.string == "unwindsegue" }?["run"]?.string)
        XCTAssertTrue(check.contains("workbook check \"Exercises/unwind-segue\" --format classroom"), check)
        XCTAssertTrue(check.contains("base64 -w0"), check)
        XCTAssertTrue(workflow["on"]?["push"] != nil)
        try assertCaches(Array(steps), checks: ["manualseguevalues", "unwindsegue"])
    }

    /// The built workbook and the UIKit simulation are restored before they are needed and saved
    /// whatever the job's outcome (`if: always()`), keyed by the workbook commit and the image.
    func assertCaches(_ steps: [Yams.Node], checks: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let uses = steps.map { $0["uses"]?.string ?? "" }
        XCTAssertFalse(uses.contains("actions/cache@v6"), "\(uses)", file: file, line: line)
        func index(_ name: String) throws -> Int { try XCTUnwrap(steps.firstIndex { $0["name"]?.string == name }, name, file: file, line: line) }
        let fetch = try index("Fetch workbook ${{ env.WORKBOOK_REF }}")
        XCTAssertEqual(steps[fetch]["id"]?.string, "workbook")
        XCTAssertTrue(steps[fetch]["run"]?.string?.contains("echo \"commit=$(git rev-parse HEAD)\" >> \"$GITHUB_OUTPUT\"") == true)
        XCTAssertTrue(steps[fetch]["run"]?.string?.contains("WORKBOOK_CACHE_DIR=$HOME/workbook-cache") == true)
        let install = try index("Install workbook ${{ env.WORKBOOK_REF }}")
        func isCheck(_ step: Yams.Node) -> Bool { checks.contains(step["id"]?.string ?? "") || checks.contains(step["name"]?.string ?? "") }
        let firstCheck = try XCTUnwrap(steps.firstIndex(where: isCheck), file: file, line: line)
        let lastCheck = try XCTUnwrap(steps.lastIndex(where: isCheck), file: file, line: line)
        for (what, path, restoreBefore, saveAfter) in [("build", "~/workbook-src/.build", install, install),
                                                        ("runtime", "~/workbook-cache/runtime", firstCheck, lastCheck)] {
            let restore = try XCTUnwrap(steps.firstIndex { $0["uses"]?.string == "actions/cache/restore@v6" && $0["with"]?["path"]?.string == path })
            let save = try XCTUnwrap(steps.firstIndex { $0["uses"]?.string == "actions/cache/save@v6" && $0["with"]?["path"]?.string == path })
            XCTAssertTrue(fetch < restore && restore < restoreBefore, what, file: file, line: line)
            XCTAssertGreaterThan(save, saveAfter, what, file: file, line: line)
            let key = "workbook-\(what)-swift-6.3-noble-${{ steps.workbook.outputs.commit }}"
            XCTAssertEqual(steps[restore]["with"]?["key"]?.string, key, file: file, line: line)
            XCTAssertEqual(steps[restore]["with"]?["restore-keys"]?.string, "workbook-\(what)-swift-6.3-noble-", file: file, line: line)
            XCTAssertEqual(steps[save]["with"]?["key"]?.string, key, file: file, line: line)
            let id = try XCTUnwrap(steps[restore]["id"]?.string)
            let condition = try XCTUnwrap(steps[save]["if"]?.string)
            XCTAssertTrue(condition.hasPrefix("always() && steps.\(id).outputs.cache-hit != 'true'"), condition, file: file, line: line)
        }
    }

    func testGitHubClassroomWorkflowInTheImage() throws {
        let image = "ghcr.io/example/workbook-classroom:v0.1.0"
        let yaml = try CITemplates.githubClassroom(exercises: ["manual-segue-values"], source: source, image: image, language: "ko")
        try Fixture.assertGolden(yaml, "ci/github-classroom-image.yml")
        let job = try XCTUnwrap(try Yams.compose(yaml: yaml)?["jobs"]?["run-autograding-tests"])
        XCTAssertEqual(job["container"]?.string, image)
        XCTAssertEqual(job["env"]?["WORKBOOK_LANG"]?.string, "ko")
        XCTAssertNil(job["env"]?["WORKBOOK_REPOSITORY"])
        let steps = try XCTUnwrap(job["steps"]?.sequence)
        // Nothing is built or cached: the image holds workbook and the UIKit simulation.
        XCTAssertEqual(steps.compactMap { $0["uses"]?.string }, ["actions/checkout@v7", "classroom-resources/autograding-grading-reporter@v1"])
        XCTAssertFalse(steps.contains { $0["run"]?.string?.contains("swift build") == true })
        XCTAssertTrue(steps.contains { $0["id"]?.string == "manualseguevalues" })
        // The image is required to be a pinned, lower-case reference.
        for bad in ["ghcr.io/example/workbook-classroom", "ghcr.io/Example/wb:v1", "ghcr.io/example/wb:v1; curl evil", ""] {
            XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a"], source: source, image: bad), bad)
        }
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a"], source: source, language: "fr"))
    }

    /// The Dockerfile's instructions, continuation lines joined, comments left out.
    static func instructions(_ dockerfile: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var pending = ""
        for line in dockerfile.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty && (text.isEmpty || text.hasPrefix("#")) { continue }
            if text.hasSuffix("\\") { pending += text.dropLast() + " "; continue }
            let whole = pending + text
            pending = ""
            let parts = whole.split(separator: " ", maxSplits: 1)
            result.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : ""))
        }
        return result
    }

    func testImageDockerfileAndItsPublishingWorkflow() throws {
        let dockerfile = try CITemplates.dockerfile(source: source)
        try Fixture.assertGolden(dockerfile, "ci/workbook.Dockerfile")
        let instructions = Self.instructions(dockerfile)
        XCTAssertEqual(instructions.map(\.0), ["FROM", "ARG", "ARG", "ENV", "RUN"])
        XCTAssertEqual(instructions[0].1, "swift:6.3-noble")
        XCTAssertEqual(instructions[1].1, "WORKBOOK_REPOSITORY=https://github.com/example/workbook")
        XCTAssertEqual(instructions[2].1, "WORKBOOK_REF=v0.1.0")
        XCTAssertEqual(instructions[3].1, "WORKBOOK_CACHE_DIR=/var/cache/workbook")
        let run = instructions[4].1
        let commands = run.components(separatedBy: " && ").map { $0.trimmingCharacters(in: .whitespaces) }
        let order = ["git fetch --quiet --depth 1 origin \"$WORKBOOK_REF\"", "make install PREFIX=/usr/local",
                     "{ workbook check Exercises/manual-segue-values --no-cache --lang en; test $? -eq 1; }", "workbook doctor"]
        let positions = try order.map { command in try XCTUnwrap(commands.firstIndex(of: command), "\(command) in \(commands)") }
        XCTAssertEqual(positions, positions.sorted())
        // The runtime stays; the sources, learner builds and reports do not.
        XCTAssertTrue(commands.last?.hasPrefix("rm -rf /usr/src/workbook \"$WORKBOOK_CACHE_DIR/builds\"") == true, run)
        XCTAssertFalse(commands.last?.contains("runtime") == true)

        let image = "ghcr.io/example/workbook-classroom:v0.1.0"
        let yaml = try CITemplates.imageWorkflow(image: image, source: source)
        try Fixture.assertGolden(yaml, "ci/workbook-image.yml")
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        XCTAssertEqual(workflow["permissions"]?["packages"]?.string, "write")
        XCTAssertEqual(workflow["on"]?["push"]?["paths"]?.sequence?.compactMap(\.string), [CITemplates.dockerfileName, CITemplates.imageWorkflowName])
        let job = try XCTUnwrap(workflow["jobs"]?["publish"])
        XCTAssertEqual(job["env"]?["IMAGE"]?.string, image)
        let steps = try XCTUnwrap(job["steps"]?.sequence)
        XCTAssertEqual(steps.compactMap { $0["uses"]?.string },
                       ["actions/checkout@v7", "docker/login-action@v3", "docker/metadata-action@v5", "docker/build-push-action@v6"])
        let login = try XCTUnwrap(steps.first { $0["uses"]?.string == "docker/login-action@v3" })
        XCTAssertEqual(login["with"]?["registry"]?.string, "ghcr.io")
        XCTAssertEqual(login["with"]?["password"]?.string, "${{ secrets.GITHUB_TOKEN }}")
        let meta = try XCTUnwrap(steps.first { $0["uses"]?.string == "docker/metadata-action@v5" })
        XCTAssertEqual(meta["with"]?["images"]?.string, "ghcr.io/example/workbook-classroom")
        XCTAssertEqual(meta["with"]?["tags"]?.string, "type=raw,value=v0.1.0")
        let build = try XCTUnwrap(steps.first { $0["uses"]?.string == "docker/build-push-action@v6" })
        XCTAssertEqual(build["with"]?["file"]?.string, CITemplates.dockerfileName)
        XCTAssertEqual(build["with"]?["push"]?.bool, true)
        XCTAssertEqual(build["with"]?["tags"]?.string, "${{ steps.meta.outputs.tags }}")
        // Once per tag: built only when the tag is not published yet, or when asked to rebuild.
        let published = try XCTUnwrap(steps.first { $0["id"]?.string == "published" }?["run"]?.string)
        XCTAssertTrue(published.contains("docker manifest inspect \"$IMAGE\""), published)
        for step in [meta, build] { XCTAssertEqual(step["if"]?.string, "steps.published.outputs.exists != 'true' || inputs.rebuild") }
        XCTAssertThrowsError(try CITemplates.imageWorkflow(image: "docker.io/example/wb:v1", source: source))
        XCTAssertThrowsError(try CITemplates.imageWorkflow(image: "ghcr.io/example/wb", source: source))
    }

    func testGitHubMatrixWorkflow() throws {
        let yaml = try CITemplates.githubMatrix(shards: 3, submissions: "submissions", source: source)
        try Fixture.assertGolden(yaml, "ci/github-matrix.yml")
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        let grade = try XCTUnwrap(workflow["jobs"]?["grade"])
        XCTAssertEqual(grade["strategy"]?["matrix"]?["shard"]?.sequence?.compactMap(\.int), [1, 2, 3])
        let runs = grade["steps"]?.sequence?.compactMap { $0["run"]?.string } ?? []
        XCTAssertTrue(runs.contains { $0.contains("workbook grade \"$SUBMISSIONS\" --out \"shard-${{ matrix.shard }}\" --shard \"${{ matrix.shard }}/3\"") }, "\(runs)")
        try assertCaches(Array(try XCTUnwrap(grade["steps"]?.sequence)), checks: ["Grade shard ${{ matrix.shard }}/3"])
        // Grading runs students' code with every check: bubblewrap asked for by name, in a
        // container that lets it make its namespaces, and proven to work before any code runs.
        XCTAssertTrue(runs.contains { $0.hasSuffix("--sandbox bwrap") && $0.contains("workbook grade") }, "\(runs)")
        XCTAssertEqual(grade["container"]?["options"]?.string, "--privileged")
        XCTAssertEqual(grade["container"]?["image"]?.string, "swift:6.3-noble")
        let doctor = try XCTUnwrap(runs.firstIndex { $0.contains("workbook doctor | grep -q") })
        XCTAssertLessThan(doctor, try XCTUnwrap(runs.firstIndex { $0.contains("workbook grade \"$SUBMISSIONS\"") }))
        // Merging runs no student code: a plain container.
        XCTAssertEqual(workflow["jobs"]?["merge"]?["container"]?.string, "swift:6.3-noble")
        let merge = try XCTUnwrap(workflow["jobs"]?["merge"])
        XCTAssertEqual(merge["needs"]?.string, "grade")
        XCTAssertTrue(merge["steps"]?.sequence?.contains { $0["run"]?.string == "workbook grade merge shard-* --out final" } ?? false)
    }

    func testUnsafeValuesAreRefused() {
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a\"; rm -rf ~; \""], source: source))
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: [], source: source))
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a", "a"], source: source))
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a"], source: .init(repository: "x' && curl evil", ref: "main")))
        XCTAssertThrowsError(try CITemplates.githubClassroom(exercises: ["a"], source: .init(repository: "https://x", ref: "--upload-pack=evil")))
        XCTAssertThrowsError(try CITemplates.githubMatrix(shards: 0, submissions: "s", source: source))
        XCTAssertThrowsError(try CITemplates.githubMatrix(shards: 2, submissions: "$(evil)", source: source))
    }

    // MARK: The command

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ci-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testCommandFindsTheExercisesAndRefusesToOverwrite() throws {
        let folder = try temporaryFolder()
        for id in ["b-second", "a-first"] {
            let exercise = folder.appendingPathComponent("Exercises/\(id)")
            try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
            try "exercise: \(id)\n".write(to: exercise.appendingPathComponent("checks.yaml"), atomically: true, encoding: .utf8)
        }
        let printed = try run(["ci-template", "github-classroom", "--workbook-repo", "https://github.com/example/workbook", "--ref", "v0.1.0"], in: folder)
        XCTAssertEqual(printed.status, 0, printed.error)
        XCTAssertTrue(printed.output.contains("runners: afirst,bsecond"), printed.output)

        let target = folder.appendingPathComponent(".github/workflows/classroom.yml")
        let written = try run(["ci-template", "github-classroom", "--output", target.path], in: folder)
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertTrue(try String(contentsOf: target, encoding: .utf8).contains("runners: afirst,bsecond"))

        try "mine\n".write(to: target, atomically: true, encoding: .utf8)
        let refused = try run(["ci-template", "github-matrix", "--output", target.path], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("exists; not replaced (add --force"), refused.error)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "mine\n")

        let forced = try run(["ci-template", "github-matrix", "--shards", "2", "--output", target.path, "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.error)
        XCTAssertTrue(try String(contentsOf: target, encoding: .utf8).contains("shard: [1, 2]"))
        // Nothing but the workflow was left behind (no temporary files).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path), ["classroom.yml"])
    }

    func testCommandFindsTheWorkbookFromInsideIt() throws {
        let folder = try temporaryFolder()
        for id in ["b-second", "a-first"] {
            let exercise = folder.appendingPathComponent("Exercises/\(id)/App")
            try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
            try "exercise: \(id)\n".write(to: exercise.deletingLastPathComponent().appendingPathComponent("checks.yaml"), atomically: true, encoding: .utf8)
        }
        for inside in ["Exercises", "Exercises/b-second", "Exercises/b-second/App"] {
            let printed = try run(["ci-template", "github-classroom", "--image", "ghcr.io/example/wb:v1"], in: folder.appendingPathComponent(inside))
            XCTAssertEqual(printed.status, 0, inside + printed.error)
            XCTAssertTrue(printed.output.contains("runners: afirst,bsecond"), inside + printed.output)
            XCTAssertTrue(printed.output.contains("workbook check \"Exercises/a-first\""), printed.output)
        }
    }

    func testImageCommandNeedsTheImageAndWritesBothFiles() throws {
        let folder = try temporaryFolder()
        let missing = try run(["ci-template", "image", "--ref", "v0.1.0"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("image needs --image"), missing.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        let arguments = ["ci-template", "image", "--image", "ghcr.io/example/workbook-classroom:v0.1.0", "--ref", "v0.1.0",
                         "--workbook-repo", "https://github.com/example/workbook"]
        let written = try run(arguments, in: folder)
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(CITemplates.dockerfileName), encoding: .utf8),
                       try CITemplates.dockerfile(source: source))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(CITemplates.imageWorkflowName), encoding: .utf8),
                       try CITemplates.imageWorkflow(image: "ghcr.io/example/workbook-classroom:v0.1.0", source: source))
        let again = try run(arguments, in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.error.contains("exists; not replaced"), again.error)
    }

    func testCommandWithoutExercisesOrWithABadIdExitsTwo() throws {
        let folder = try temporaryFolder()
        let none = try run(["ci-template", "github-classroom"], in: folder)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.error.contains("no Exercises/<id>/checks.yaml here"), none.error)
        let bad = try run(["ci-template", "github-classroom", "--exercise", "a b"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("exercise id 'a b' cannot be used"), bad.error)
    }
}
