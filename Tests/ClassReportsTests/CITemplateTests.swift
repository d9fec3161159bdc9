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
        XCTAssertEqual(steps.compactMap { $0["id"]?.string }, ["manualseguevalues", "unwindsegue"])
        let reporter = try XCTUnwrap(steps.last)
        XCTAssertEqual(reporter["uses"]?.string, "classroom-resources/autograding-grading-reporter@v1")
        XCTAssertEqual(reporter["with"]?["runners"]?.string, "manualseguevalues,unwindsegue")
        XCTAssertEqual(reporter["env"]?["MANUALSEGUEVALUES_RESULTS"]?.string, "${{ steps.manualseguevalues.outputs.result }}")
        XCTAssertEqual(reporter["env"]?["UNWINDSEGUE_RESULTS"]?.string, "${{ steps.unwindsegue.outputs.result }}")
        let check = try XCTUnwrap(steps.first { $0["id"]?.string == "unwindsegue" }?["run"]?.string)
        XCTAssertTrue(check.contains("workbook check \"Exercises/unwind-segue\" --format classroom"), check)
        XCTAssertTrue(check.contains("base64 -w0"), check)
        XCTAssertTrue(workflow["on"]?["push"] != nil)
    }

    func testGitHubMatrixWorkflow() throws {
        let yaml = try CITemplates.githubMatrix(shards: 3, submissions: "submissions", source: source)
        try Fixture.assertGolden(yaml, "ci/github-matrix.yml")
        let workflow = try XCTUnwrap(try Yams.compose(yaml: yaml))
        let grade = try XCTUnwrap(workflow["jobs"]?["grade"])
        XCTAssertEqual(grade["strategy"]?["matrix"]?["shard"]?.sequence?.compactMap(\.int), [1, 2, 3])
        let runs = grade["steps"]?.sequence?.compactMap { $0["run"]?.string } ?? []
        XCTAssertTrue(runs.contains { $0.contains("workbook grade \"$SUBMISSIONS\" --out \"shard-${{ matrix.shard }}\" --shard \"${{ matrix.shard }}/3\"") }, "\(runs)")
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
