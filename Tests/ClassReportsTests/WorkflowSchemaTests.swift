@testable import ClassReports
import Foundation
import WorkbookCore
import XCTest
import Yams

/// Every workflow `workbook ci-template` writes is valid against GitHub's workflow schema
/// (SchemaStore's `github-workflow.json`, as PyPI's check-jsonschema vendors it:
/// `scripts/install-deps.sh` installs it), names the current major versions of GitHub's own
/// actions, and loses no data: the grading matrix checks out submodules and stops on empty
/// folders, and a Classroom step without a result keeps the exercise's points in the total.
final class WorkflowSchemaTests: XCTestCase {
    let source = CITemplates.Source(repository: "https://github.com/example/workbook", ref: "v1.2.3")

    /// The current major versions (checked against each action's releases, 2026-11):
    /// actions/checkout v7, actions/cache v6, actions/upload-artifact v7, actions/download-artifact v8.
    static let currentMajors = ["actions/checkout": "v7", "actions/cache/restore": "v6", "actions/cache/save": "v6",
                                "actions/upload-artifact": "v7", "actions/download-artifact": "v8"]

    func workflows() throws -> [String: String] {
        [
            "classroom.yml": try CITemplates.githubClassroom(exercises: ["manual-segue-values", "unwind-segue"], source: source,
                                                             maxScores: ["manual-segue-values": 5, "unwind-segue": 2.5]),
            "classroom-image.yml": try CITemplates.githubClassroom(exercises: ["manual-segue-values"], source: source,
                                                                   image: "ghcr.io/example/wb:v1", language: "ko"),
            "grade.yml": try CITemplates.githubMatrix(shards: 4, submissions: "submissions", source: source),
            "workbook-image.yml": try CITemplates.imageWorkflow(image: "ghcr.io/example/wb:v1", source: source),
        ]
    }

    func testEveryWorkflowIsValidAgainstGitHubsSchema() throws {
        // The python3 on PATH first (the one `scripts/install-deps.sh` installed into), then the system's.
        let python = ((ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
                      + ["/usr/bin/python3", "/usr/local/bin/python3"]).first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("python3 is not installed: the workflow schema check needs check-jsonschema (scripts/install-deps.sh)") }
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try Fixture.run(URL(fileURLWithPath: python), arguments, in: nil, environment: nil)
        }
        guard try run(["-c", "import check_jsonschema"]).0 == 0 else {
            throw XCTSkip("Python's check-jsonschema is not installed (scripts/install-deps.sh installs it): the workflows were not checked against GitHub's schema")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workflows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in try workflows() {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let (status, output) = try run(["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows"] + files.sorted())
        XCTAssertEqual(status, 0, output)
        // The check can fail: a workflow breaking the schema is refused.
        let broken = folder.appendingPathComponent("broken.yml")
        try "name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v7\n        with: 3\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try run(["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", broken.path]).0, 0)
    }

    func testGitHubsOwnActionsAreAtTheirCurrentMajorVersions() throws {
        for (name, text) in try workflows() {
            for line in text.split(separator: "\n") where line.contains("uses: actions/") {
                let reference = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
                let parts = reference.split(separator: "@").map(String.init)
                XCTAssertEqual(parts.count, 2, reference)
                XCTAssertEqual(Self.currentMajors[parts[0]], parts[1], "\(name): \(reference)")
            }
        }
    }

    func testTheMatrixChecksOutSubmodulesAndStopsOnEmptyFolders() throws {
        let yaml = try CITemplates.githubMatrix(shards: 2, submissions: "submissions", source: source)
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        let steps = try XCTUnwrap(workflow["jobs"]?["grade"]?["steps"]?.sequence)
        let checkout = try XCTUnwrap(steps.first { $0["uses"]?.string == "actions/checkout@v7" })
        XCTAssertEqual(checkout["with"]?["submodules"]?.string, "recursive")
        let guardStep = try XCTUnwrap(steps.firstIndex { $0["name"]?.string == "Every submission is here" })
        let grade = try XCTUnwrap(steps.firstIndex { $0["run"]?.string?.contains("workbook grade \"$SUBMISSIONS\"") == true })
        XCTAssertLessThan(guardStep, grade)
        // The guard's shell, run on folders: an empty student folder or exercise folder stops it.
        let script = try XCTUnwrap(steps[guardStep]["run"]?.string)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func guardStatus() throws -> (status: Int32, output: String) {
            try Fixture.run(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], in: root,
                            environment: ["PATH": "/usr/bin:/bin", "SUBMISSIONS": "submissions"])
        }
        let alice = root.appendingPathComponent("submissions/hw1-alice/Exercises/ex")
        try FileManager.default.createDirectory(at: alice, withIntermediateDirectories: true)
        try "let a = 1\n".write(to: alice.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try guardStatus().0, 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("submissions/hw1-bob"), withIntermediateDirectories: true)
        var (status, output) = try guardStatus()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("submissions/hw1-bob"), output)
        try FileManager.default.removeItem(at: root.appendingPathComponent("submissions/hw1-bob"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("submissions/hw1-alice/Exercises/other"), withIntermediateDirectories: true)
        (status, output) = try guardStatus()
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.contains("hw1-alice/Exercises/other"), output)
    }

    /// The step's fallback, run as bash runs it: a deleted exercise folder gives an `error`
    /// result holding the exercise's points, with a message in the student's language.
    func testAStepWithoutAResultKeepsTheExercisesPointsInTheStudentsLanguage() throws {
        let yaml = try CITemplates.githubClassroom(exercises: ["manual-segue-values"], source: source, image: "ghcr.io/example/wb:v1",
                                                   maxScores: ["manual-segue-values": 5], workbookLanguage: "ko")
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        let steps = try XCTUnwrap(workflow["jobs"]?["run-autograding-tests"]?["steps"]?.sequence)
        let script = try XCTUnwrap(steps.first { $0["id"]?.string == "manualseguevalues" }?["run"]?.string)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("classroom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A `workbook` that fails the way a broken install does (exit 3, no result).
        try "#!/bin/sh\nexit 3\n".write(to: root.appendingPathComponent("bin/workbook"), atomically: true, encoding: .utf8)
        chmod(root.appendingPathComponent("bin/workbook").path, 0o755)
        func result(language: String) throws -> [String: Any] {
            let output = root.appendingPathComponent("output")
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: root.appendingPathComponent("manualseguevalues.json"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-e", "-c", script]
            process.currentDirectoryURL = root
            process.environment = ["PATH": root.appendingPathComponent("bin").path + ":/usr/bin:/bin", "RUNNER_TEMP": root.path,
                                   "GITHUB_OUTPUT": output.path, "WORKBOOK_LANG": language]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            let line = try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let json = try XCTUnwrap(Data(base64Encoded: String(line.dropFirst("result=".count))))
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        }
        // No folder: the workbook's own language (Korean), the exercise's 5 points kept.
        var decoded = try result(language: "")
        XCTAssertEqual(decoded["status"] as? String, "error")
        XCTAssertEqual(decoded["max_score"] as? Int, 5)
        var message = ((decoded["tests"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        XCTAssertEqual(message, Catalog[.ko].classroomExerciseFolderMissing(exercise: "manual-segue-values"))
        // The folder is there but workbook fails: not the student's score, in English when asked.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises/manual-segue-values"), withIntermediateDirectories: true)
        decoded = try result(language: "en")
        message = ((decoded["tests"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        XCTAssertEqual(message, Catalog[.en].classroomCheckDidNotRun(exercise: "manual-segue-values", status: "3"))
        XCTAssertEqual(decoded["max_score"] as? Int, 5)
    }
}
