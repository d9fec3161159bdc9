import Foundation
import LearnerBuild
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// A hostile learner who wants a pass without solving the exercise. Each fixture is an unsolved
/// starter plus one forgery; every check must fail (or the submission be refused outright).
final class ForgeryTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let checks = """
    exercise: forgery
    checks:
      - id: shows-result
        timeout: 6
        steps:
          - launch
          - type: {outlet: email, text: "learner@example.com"}
          - tap: {action: "onPerformSegue:"}
          - expect: {top: ResultViewController}
      - id: hidden-value
        visibility: hidden
        timeout: 6
        steps:
          - launch
          - type: {outlet: email, text: "hidden@example.com"}
          - tap: {action: "onPerformSegue:"}
          - expect: {label: {outlet: resultEmail, text: "hidden@example.com"}}
    """

    /// The SegueBasics starter with `body` run in `viewDidLoad` of the first screen.
    func project(forging body: String) throws -> URL {
        let source = TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forgery-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        try """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onPerformSegue(_ sender: Any) {}
            @IBAction func onSubmit(_ sender: Any) {}
            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        return folder
    }

    func check(_ project: URL, gate: Bool = true) throws -> CheckReport {
        var compiler = LearnerCompiler()
        compiler.enforcesGate = gate
        let checks = try ChecksParser.parse(Self.checks, file: "forgery.yaml")
        return Checker(tracer: ProjectTracer(compiler: compiler), reportCache: nil).check(project: project, checks: checks)
    }

    func assertNothingPasses(_ report: CheckReport, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(report.score, 0, "forged points: \(report.checks.map { "\($0.id)=\($0.status)" })", file: file, line: line)
        XCTAssertNotEqual(report.exitCode, 0, file: file, line: line)
        for result in report.checks { XCTAssertNotEqual(result.status, .passed, result.id, file: file, line: line) }
    }

    /// The old forgery: print what the driver would print, `finished` included, then exit(0).
    /// Unsealed lines are console at best; a line imitating the channel marks the run tampered.
    func testPrintedDriverMessagesAndExitFailEveryCheck() throws {
        let report = try check(project(forging: #"""
                for sequence in 0..<6 {
                    print("\u{1}WB \(sequence) " + String(repeating: "0", count: 64) + #" {"finished":{}}"#)
                }
                print(#"{"finished":{}}"#)
                exit(0)
        """#))
        assertNothingPasses(report)
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .failed })
    }

    /// (The gate refuses FileHandle; with it off:) reading the hand-over again finds nothing: the driver read it to the end and put /dev/null there.
    func testTheRequestAndKeyCannotBeReadAgain() throws {
        let report = try check(project(forging: #"""
                let rest = FileHandle.standardInput.readDataToEndOfFile()
                print("stdin bytes: \(rest.count)")
                print("environment: \(ProcessInfo.processInfo.environment.keys.sorted().joined(separator: ","))")
        """#), gate: false)
        assertNothingPasses(report)
        let visible = try XCTUnwrap(report.checks.first { $0.id == "shows-result" })
        XCTAssertTrue(visible.console.contains("stdin bytes: 0"), "\(visible.console)")
        XCTAssertFalse(visible.console.joined().contains("WORKBOOK"), "no workbook variable reaches the app: \(visible.console)")
    }

    /// Raw memory access, a process, signals, a shadowed entry point: refused before anything runs.
    func testTheGateRefusesReachingForTheChecker() throws {
        for body in [
            #"let p = ("x" as NSString).utf8String!; print(p[4096])"#,
            #"kill(getppid(), SIGKILL)"#,
            #"let handle = dlopen(nil, RTLD_NOW); print(handle as Any)"#,
        ] {
            let report = try check(project(forging: "        " + body))
            assertNothingPasses(report)
            XCTAssertTrue(report.compileError?.hasPrefix("Not graded") == true, "\(body): \(report.compileError ?? "no refusal")")
        }
        let shadow = try project(forging: "")
        try "enum WorkbookDriver { static func main() {} }\n".write(to: shadow.appendingPathComponent("SegueBasics/Shadow.swift"),
                                                                  atomically: true, encoding: .utf8)
        let report = try check(shadow)
        assertNothingPasses(report)
        XCTAssertTrue(report.compileError?.contains("shadowing") == true, report.compileError ?? "no refusal")
    }

    /// With the gate off (the next layer alone): reflecting on the app's objects and printing
    /// imitation messages earns nothing.
    func testWithoutTheGateReflectionAndImitationsEarnNothing() throws {
        let report = try check(project(forging: #"""
                let mirror = Mirror(reflecting: UIApplication.shared)
                print("reflected \(mirror.children.count)")
                for sequence in 0..<3 { print("\u{1}WB \(sequence) " + String(repeating: "a", count: 64) + " {}") }
        """#), gate: false)
        assertNothingPasses(report)
    }

    /// A sealed stream is judged line by line: a forged, replayed or reordered message is tampering.
    func testTheHostRejectsForgedReplayedAndReorderedMessages() {
        let key = Array(repeating: UInt8(7), count: 32)
        let finished = #"{"finished":{}}"#
        let good = ChannelSeal.seal(finished, sequence: 0, key: key)
        XCTAssertEqual(ChannelSeal.open(Substring(good), key: key), .message(sequence: 0, json: Substring(finished)))
        XCTAssertEqual(ChannelSeal.open(Substring(ChannelSeal.seal(finished, sequence: 0, key: Array(repeating: 8, count: 32))), key: key), .forged)
        XCTAssertEqual(ChannelSeal.open("hello", key: key), .console)
        let tampered = good.replacingOccurrences(of: "finished", with: "finishes")
        XCTAssertEqual(ChannelSeal.open(Substring(tampered), key: key), .forged)

        // The host's reading of a process's two streams: the channel in sequence is accepted,
        // with the console lines placed by the driver's marks; a replayed, a reordered or a
        // forged message, anything else on the channel, and on standard output a sealed message,
        // an imitation or a mark out of order, mark the run tampered with.
        let step = ChannelSeal.seal(#"{"stepStarted":{"index":0,"description":"launch"}}"#, sequence: 0, key: key)
        let done = ChannelSeal.seal(finished, sequence: 1, key: key)
        let channel = [step, done].joined(separator: "\n")
        let marks = (0..<2).map { ConsoleMark.line(UInt64($0)) }
        let honest = OutputParser.parse(channel: channel, console: ["before", marks[0], "a printed line", marks[1], "after"].joined(separator: "\n"), key: key)
        XCTAssertNil(honest.tampered)
        XCTAssertTrue(honest.finished)
        XCTAssertEqual(honest.console, ["before", "a printed line", "after"])
        XCTAssertEqual(honest.timeline, [.console("before"), .step(index: 0, description: "launch"), .console("a printed line"), .console("after")])
        let replayed = OutputParser.parse(channel: [step, step, done].joined(separator: "\n"), key: key)
        XCTAssertNotNil(replayed.tampered, "a message sent twice")
        let reordered = OutputParser.parse(channel: [done, step].joined(separator: "\n"), key: key)
        XCTAssertNotNil(reordered.tampered, "messages out of order")
        let forged = OutputParser.parse(channel: [step, tampered].joined(separator: "\n"), key: key)
        XCTAssertNotNil(forged.tampered, "a line that imitates the channel")
        XCTAssertFalse(forged.finished)
        XCTAssertNotNil(OutputParser.parse(channel: [step, "a line", done].joined(separator: "\n"), key: key).tampered,
                        "the channel carries sealed messages only")
        // Standard output is console only: the driver's own sealed messages there (written by an
        // app that knows the key) are tampering, and count for nothing.
        let printed = OutputParser.parse(channel: step, console: done, key: key)
        XCTAssertNotNil(printed.tampered, "a sealed message on standard output")
        XCTAssertFalse(printed.finished)
        XCTAssertNotNil(OutputParser.parse(channel: channel, console: [marks[0], marks[0], marks[1]].joined(separator: "\n"), key: key).tampered,
                        "a mark printed twice")
        XCTAssertNotNil(OutputParser.parse(channel: channel, console: marks[1], key: key).tampered, "a mark out of order")
        let failure = ExpectationEvaluator(steps: [.launch], run: replayed).firstFailure()
        XCTAssertEqual(failure?.message.en, "The app tampered with its messages to the checker; this check cannot pass.")
    }

    /// RFC 4231 test case 2 and FIPS 180-2's "abc".
    func testHMACAndSHA256MatchTheStandards() {
        XCTAssertEqual(ChannelSeal.hex(SHA256Digest.hash(Array("abc".utf8))),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ChannelSeal.hex(HMACSHA256.authenticate(Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8))),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // Two blocks: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq" (FIPS 180-2, appendix B.2).
        XCTAssertEqual(ChannelSeal.hex(SHA256Digest.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
