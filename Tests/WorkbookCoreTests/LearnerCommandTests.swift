import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The learner's loop as a learner runs it: usage errors, `--output`, `list`, `hint`, `trace`,
/// the state file, and `watch` driven in a real terminal (tmux).
final class LearnerCommandTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = CheckCommandTests.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static let solutions = CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/solutions")

    /// A generated-style workbook with two exercises (sections 1.1 and 1.2), each the SegueBasics
    /// project with `solution`'s ViewController.swift and the fixture's checks.
    func makeWorkbook(first: String = "twin-instance", second: String = "twin-instance") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("learner-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "generated\n".write(to: root.appendingPathComponent(".workbook-generated"), atomically: true, encoding: .utf8)
        for (id, section, solution) in [("a-first", "1.1", first), ("b-second", "1.2", second)] {
            let folder = root.appendingPathComponent(id)
            try FileManager.default.copyItem(at: CheckerTests.fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
            try FileManager.default.copyItem(at: CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml"),
                                             to: folder.appendingPathComponent("checks.yaml"))
            try "# \(id)\n\nAn exercise of section \(section) of the book.\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            try save(solution, in: folder)
        }
        return root
    }

    func save(_ solution: String, in folder: URL) throws {
        let target = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: Self.solutions.appendingPathComponent("\(solution)/ViewController.swift"), to: target)
    }

    // MARK: Usage and output errors

    func testUsageErrorsExitTwo() throws {
        for arguments in [["check", "--no-such-option"], ["no-such-command"], ["trace", "--project", "x"], ["list", "--lang", "fr"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.contains("Usage") || result.error.contains("Error") || result.error.contains("has no command"), result.error)
        }
        XCTAssertEqual(try run(["--help"]).status, 0)
        XCTAssertEqual(try run(["--version"]).status, 0)
    }

    func testAnUnwritableOutputIsOneClearLine() throws {
        let folder = try makeWorkbook().appendingPathComponent("a-first")
        let file = folder.appendingPathComponent("README.md").path
        for output in [file + "/report.json", folder.path] {
            let result = try run(["check", folder.path, "--format", "json", "--output", output, "--no-cache"])
            XCTAssertEqual(result.status, 2, result.error)
            XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
            XCTAssertTrue(result.error.hasPrefix("error: cannot write the report to \(output): "), result.error)
        }
    }

    /// `--output` pointed at the learner's own source overwrote it with the report (hostile
    /// round 4, 22d). An existing file is replaced only when it can be an earlier report, and
    /// never inside the project being checked; a new file anywhere, or an earlier report, is fine.
    func testAnOutputOverAFileThatIsNotAReportIsRefused() throws {
        let root = try makeWorkbook()
        let folder = root.appendingPathComponent("a-first")
        let storyboard = root.appendingPathComponent("Main.storyboard"), plain = root.appendingPathComponent("notes")
        try "<document/>".write(to: storyboard, atomically: true, encoding: .utf8)
        try "mine".write(to: plain, atomically: true, encoding: .utf8)
        let cases: [(URL, String)] = [
            (folder.appendingPathComponent("SegueBasics/ViewController.swift"), "it is an existing file that is not a report"),
            (storyboard, "it is an existing file that is not a report"), (plain, "it is an existing file that is not a report"),
            (folder.appendingPathComponent("README.md"), "it is an existing file of the project being checked"),
        ]
        for (url, why) in cases {
            let before = try Data(contentsOf: url)
            for arguments in [["check", folder.path, "--format", "json", "--output", url.path, "--no-cache"],
                              ["trace", "--project", folder.path, "--steps", "steps.yaml", "--output", url.path]]
                where arguments[0] == "check" || !why.contains("project") {
                let result = try run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.error)")
                XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
                XCTAssertTrue(result.error.hasPrefix("error: cannot write the report to \(url.path): \(why)"), result.error)
                XCTAssertEqual(try Data(contentsOf: url), before, "\(url.lastPathComponent) is untouched")
            }
        }
        // An earlier report outside the project is replaced, and so is a new file inside it.
        let earlier = root.appendingPathComponent("report.json")
        try "{}".write(to: earlier, atomically: true, encoding: .utf8)
        for output in [earlier, folder.appendingPathComponent("new-report.json")] {
            let result = try run(["check", folder.path, "--format", "json", "--output", output.path])
            XCTAssertNotEqual(result.status, 2, result.error)
            XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("\"max_score\""), output.path)
        }
    }

    func testGenerateIgnoresTheStateFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: output) }
        let result = try run(["generate", "--root", TraceEndToEndTests.repository.path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.error)
        let ignore = try String(contentsOf: output.appendingPathComponent(".gitignore"), encoding: .utf8)
        XCTAssertTrue(ignore.split(separator: "\n").contains(".workbook-state.json"), ignore)
    }

    /// The first check of a machine builds the runtime and says so on standard error, step by
    /// step with how far it is, never on standard output (here `--format json`). Stand-in runtime
    /// sources keep it fast; a fresh cache makes it a first run.
    func testTheFirstRuntimeBuildShowsItsProgressOnStandardErrorOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-build-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "WorkbookProtocol/Protocol.swift": "public struct Message { public init() {} }\n",
            "UIKit/View.swift": "import WorkbookProtocol\nopen class UIView { public init() {} }\n",
            "WorkbookDriver/Driver.swift": "import UIKit\npublic enum WorkbookDriver { public static func main() { _ = UIView() } }\n",
            "WorkbookLauncher/workbook-launch.c": "int main(void) { return 0; }\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent("Sources/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let exercise = try makeWorkbook().appendingPathComponent("a-first")
        let result = try run(["check", exercise.path, "--format", "json", "--no-cache", "--sandbox", "none"],
                             environment: ["WORKBOOK_RUNTIME_SOURCES": folder.appendingPathComponent("Sources").path,
                                           "WORKBOOK_CACHE_DIR": folder.appendingPathComponent("cache").path, "LANG": "en_US.UTF-8",
                                           "LC_ALL": "", "LC_MESSAGES": ""])
        let lines = result.error.split(separator: "\n").map(String.init)
        let progress = lines.filter { $0.hasPrefix("[") }
        XCTAssertEqual(progress.map { String($0.prefix(6)) }, ["[1/5] ", "[2/5] ", "[3/5] ", "[4/5] ", "[5/5] "], result.error)
        XCTAssertTrue(progress[0].hasPrefix("[1/5] 0% building the shared data formats (1 file)…"), result.error)
        XCTAssertTrue(progress[1].contains("% building the simulated UIKit (1 file)…"), result.error)
        XCTAssertTrue(progress[4].hasPrefix("[5/5] 100% building the compiler's module cache (8 files)…"), result.error)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Built the UIKit simulation in ") }, result.error)
        XCTAssertFalse(result.output.contains("[1/5]") || result.output.contains("building"), result.output)
        XCTAssertFalse(result.error.contains("\u{1B}"), "no terminal: plain lines")
    }

    // MARK: check → list → hint → trace

    /// `list`, `list --next` (and `watch`, which asks the same folder) follow the book's order as
    /// `generate` wrote it into the marker, not the names; a marker without it falls back to
    /// section, then name.
    func testListFollowsTheBooksOrderNotTheNames() throws {
        let root = try makeWorkbook()
        try "generated\n\nExercises in the book's order:\nb-second\na-first\n".write(to: root.appendingPathComponent(".workbook-generated"), atomically: true, encoding: .utf8)
        // Same section for both, so only the book's order can put b-second first.
        for id in ["a-first", "b-second"] {
            try "# \(id)\n\nAn exercise of section 1.1 of the book.\n".write(to: root.appendingPathComponent("\(id)/README.md"), atomically: true, encoding: .utf8)
        }
        let list = try run(["list", "--lang", "en"], in: root)
        let ids = list.output.split(separator: "\n").compactMap { line in ["a-first", "b-second"].first { line.contains($0 + " ") } }
        XCTAssertEqual(ids.prefix(2), ["b-second", "a-first"], list.output)
        XCTAssertTrue(try run(["list", "--next", "--lang", "en"], in: root).output.hasPrefix("Next: b-second"))
        try "generated\n".write(to: root.appendingPathComponent(".workbook-generated"), atomically: true, encoding: .utf8)
        XCTAssertTrue(try run(["list", "--next", "--lang", "en"], in: root).output.hasPrefix("Next: a-first"))

        // The bundled workbook: the book's first exercise comes first, custom-segue fourth in 5.1.
        let bundled = try run(["list", "--lang", "en"], in: TraceEndToEndTests.repository.appendingPathComponent("Exercises"))
        let order = bundled.output.split(separator: "\n").prefix(4).map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] }
        XCTAssertEqual(order, ["present-by-identifier", "push-and-pop", "unwind-multi-level", "custom-segue"], bundled.output)
        XCTAssertTrue(bundled.output.contains("0/5 +1 hidden"), bundled.output)
        XCTAssertTrue(bundled.output.contains("your instructor's grade also counts"), bundled.output)
    }

    func testCheckRecordsProgressThatListAndHintRead() throws {
        let root = try makeWorkbook()
        let first = root.appendingPathComponent("a-first")
        let fresh = try run(["list", "--lang", "en"], in: root)
        XCTAssertEqual(fresh.status, 0, fresh.error)
        XCTAssertTrue(fresh.output.contains("a-first   not started"), fresh.output)
        XCTAssertEqual(try run(["hint", "--lang", "en"], in: first).output, "a-first: not checked yet. Run `workbook check` first.\n")

        let check = try run(["check", "--lang", "en", "--no-cache"], in: first)
        XCTAssertEqual(check.status, 1, check.output + check.error)
        let state = try String(contentsOf: root.appendingPathComponent(".workbook-state.json"), encoding: .utf8)
        XCTAssertTrue(state.contains("\"a-first\""), state)

        let list = try run(["list", "--lang", "en"], in: first)
        XCTAssertTrue(list.output.contains("a-first   failing"), list.output)
        XCTAssertTrue(list.output.contains("Next: a-first (section 1.1)"), list.output)
        let ko = try run(["list", "--next", "--lang", "ko"], in: root)
        XCTAssertTrue(ko.output.hasPrefix("다음: a-first (1.1절)"), ko.output)

        let hint = try run(["hint", "a-first", "--lang", "en", "--workbook", root.path])
        XCTAssertEqual(hint.status, 0, hint.error)
        XCTAssertTrue(hint.output.hasPrefix("a-first › passes-values"), hint.output)
        let logged = try String(contentsOf: root.appendingPathComponent(".workbook-state.json"), encoding: .utf8)
        XCTAssertTrue(logged.contains("\"hintLog\""), logged)
        XCTAssertTrue(logged.contains("\"check\" : \"passes-values\""), logged)
        // …and in the exercise's hint record, which is handed in with the exercise (not git-ignored).
        let record = try String(contentsOf: first.appendingPathComponent(".workbook-hints.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"exercise\" : \"a-first\"") && record.contains("\"check\" : \"passes-values\""), record)

        let unknown = try run(["hint", "nope", "--workbook", root.path])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("a-first, b-second"), unknown.error)
    }

    func testTraceShowsTheFailingStepOfACheck() throws {
        let root = try makeWorkbook()
        let result = try run(["trace", "a-first", "--check", "passes-values", "--lang", "en"], in: root, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.hasPrefix("passes-values — "), result.output)
        XCTAssertTrue(result.output.contains("+ new"), result.output)
        XCTAssertTrue(result.output.contains("✘ step"), result.output)
        XCTAssertFalse(result.output.contains("\u{1B}"), "no colour without a terminal")
        let page = root.appendingPathComponent("trace.html")
        let html = try run(["trace", "a-first", "--check", "passes-values", "--html", "--output", page.path], in: root)
        XCTAssertEqual(html.status, 1, html.error)
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains("<html"))
        let missing = try run(["trace", "a-first", "--check", "no-such-check"], in: root)
        XCTAssertEqual(missing.status, 2)
    }

    // MARK: In a terminal (tmux)

    /// A tmux server of its own; skipped when tmux is not installed.
    struct Tmux {
        let socket = "workbook-test-\(UUID().uuidString.prefix(8))"
        static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

        /// Runs tmux with posix_spawn and waitpid, its output in a file: the tmux server that the
        /// first call starts keeps every descriptor it inherited, which makes Foundation's
        /// `Process` wait for ever on Linux.
        @discardableResult
        func callAsFunction(_ arguments: String...) throws -> String {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
            defer { try? FileManager.default.removeItem(at: file) }
            let argv = [Self.path!, "-L", socket, "-f", "/dev/null"] + arguments
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            var pid: pid_t = 0
            let cArguments = argv.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            guard posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ) == 0 else {
                throw CocoaError(.executableLoad)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
        }

        /// The pane's text (with `-e`, its escape sequences), polled until `predicate` holds or
        /// `limit` seconds pass (a generous bound for slow machines, not a timing assertion).
        func waitFor(_ target: String = "main", escapes: Bool = false, limit: Double = 300, _ predicate: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(limit)
            var screen = ""
            while Date() < deadline {
                screen = escapes ? try self("capture-pane", "-p", "-e", "-t", target) : try self("capture-pane", "-p", "-t", target)
                if predicate(screen) { return screen }
                usleep(200_000)
            }
            return screen
        }
    }

    func tmux() throws -> Tmux {
        guard Tmux.path != nil else { throw XCTSkip("tmux is not installed (apt-get install tmux): the terminal tests are skipped") }
        let tmux = Tmux()
        addTeardownBlock { _ = try? tmux("kill-server") }
        return tmux
    }

    func command(_ arguments: String, in folder: URL, environment: String = "") -> String {
        let cache = ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] ?? ""
        return "cd '\(folder.path)' && env -u NO_COLOR WORKBOOK_CACHE_DIR='\(cache)' \(environment) '\(CheckCommandTests.binary.path)' \(arguments); sleep 600"
    }

    func testNoColorTurnsColourOffInATerminal() throws {
        let tmux = try tmux()
        let root = try makeWorkbook()
        try tmux("new-session", "-d", "-s", "main", "-x", "160", "-y", "40", command("list --lang en", in: root))
        let coloured = try tmux.waitFor(escapes: true) { $0.contains("Progress:") }
        XCTAssertTrue(coloured.contains("\u{1B}["), "colour on a terminal: \(coloured)")
        try tmux("new-session", "-d", "-s", "plain", "-x", "160", "-y", "40", command("list --lang en", in: root, environment: "NO_COLOR=1"))
        let plain = try tmux.waitFor("plain", escapes: true) { $0.contains("Progress:") }
        XCTAssertTrue(plain.contains("Progress:"), plain)
        XCTAssertFalse(plain.contains("\u{1B}["), "NO_COLOR=1: \(plain)")
        try tmux("new-session", "-d", "-s", "empty", "-x", "160", "-y", "40", command("list --lang en", in: root, environment: "NO_COLOR="))
        XCTAssertTrue(try tmux.waitFor("empty", escapes: true) { $0.contains("Progress:") }.contains("\u{1B}["), "an empty NO_COLOR keeps colour")
    }

    /// Save a wrong solution: the failure shows. Save the fix: it passes, and watch moves on.
    func testWatchRechecksOnSaveAndMovesOnWhenItPasses() throws {
        let tmux = try tmux()
        let root = try makeWorkbook(first: "twin-instance", second: "twin-instance")
        let first = root.appendingPathComponent("a-first")
        try tmux("new-session", "-d", "-s", "main", "-x", "200", "-y", "300",
                 command("watch --lang en --pause 1 --sandbox none", in: first, environment: "NO_COLOR=1"))
        // An editor in a second pane saves the files.
        try tmux("split-window", "-t", "main", "-v", "-d", "bash --norc")
        func saveInEditor(_ solution: String) throws {
            let source = Self.solutions.appendingPathComponent("\(solution)/ViewController.swift").path
            try tmux("send-keys", "-t", "main.1", "cp '\(source)' '\(first.path)/SegueBasics/ViewController.swift'", "Enter")
        }
        let initial = try tmux.waitFor { $0.contains("Waiting for a save") }
        XCTAssertTrue(initial.contains("workbook watch — a-first"), initial)
        XCTAssertTrue(initial.contains("✘ passes-values"), initial)

        try saveInEditor("wrong-identifier")
        let wrong = try tmux.waitFor { $0.contains("✘ shows-result") && $0.contains("Waiting for a save") }
        XCTAssertTrue(wrong.contains("✘ shows-result"), wrong)
        XCTAssertFalse(wrong.contains("\u{1B}[3"), "NO_COLOR")

        try saveInEditor("correct")
        let moved = try tmux.waitFor { $0.contains("workbook watch — b-second") && $0.contains("Waiting for a save") }
        XCTAssertTrue(moved.contains("workbook watch — b-second"), moved)
        let state = try String(contentsOf: root.appendingPathComponent(".workbook-state.json"), encoding: .utf8)
        XCTAssertTrue(state.contains("\"status\" : \"passed\""), state)
    }

    /// `s` keeps watch on the exercise after it passes.
    func testWatchStaysWhenSIsPressed() throws {
        let tmux = try tmux()
        let root = try makeWorkbook(first: "twin-instance", second: "twin-instance")
        let first = root.appendingPathComponent("a-first")
        try tmux("new-session", "-d", "-s", "main", "-x", "200", "-y", "300",
                 command("watch a-first --lang en --pause 1 --sandbox none", in: root, environment: "NO_COLOR=1"))
        _ = try tmux.waitFor { $0.contains("Waiting for a save") }
        try tmux("send-keys", "-t", "main", "s")
        let staying = try tmux.waitFor { $0.contains("Staying on this exercise.") }
        XCTAssertTrue(staying.contains("Staying on this exercise."), staying)
        try save("correct", in: first)
        let passed = try tmux.waitFor { $0.contains("[staying]") && $0.contains("0 failed") && $0.contains("Waiting for a save") }
        XCTAssertTrue(passed.contains("workbook watch — a-first"), passed)
        XCTAssertFalse(passed.contains("Moving on to"), passed)
        try tmux("send-keys", "-t", "main", "q")
    }
}
