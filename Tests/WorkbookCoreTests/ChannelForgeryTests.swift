import Foundation
import LearnerBuild
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Issue 18, item 2: a data race on a global `String` (pure Swift, no unsafe API) reads the heap,
/// where the run's key lives; with it the app wrote the rest of the run itself, sealed, on its
/// standard output, and earned every point. The race is stood in for here with the gate off: the
/// app reads its own memory through raw pointers (what the torn value gave the attacker) and
/// finds the key there; it puts a pipe in place of its standard output (as the relay in
/// `RunFolderTests` does) to learn the sequence numbers and rewrites, sealed under the real key,
/// every driver message that shows its unsolved label. (Its HMAC is the runtime's own, imported;
/// the attacker wrote it in pure Swift.)
///
/// Before the channel moved off standard output this earned the point. Now the driver's messages
/// travel on a descriptor learner code has no API to write to, standard output is console only,
/// and the check fails as the unsolved app deserves.
final class ChannelForgeryTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let checks = """
    exercise: channel-forgery
    checks:
      - id: label-solved
        timeout: 30
        steps:
          - launch
          - expect: {label: {outlet: isUpdateText, text: "Solved"}}
    """

    /// The SegueBasics starter, whose first screen leaves its label unsolved and runs the forger.
    func forgingProject() throws -> URL {
        try HostileProject.make(viewDidLoad: """
                isUpdateText.text = "Q7unsolved"
                Forger.start()
        """, extra: #"""
        import WorkbookProtocol

        enum Forger {
            nonisolated(unsafe) static var candidates: [[UInt8]] = []
            nonisolated(unsafe) static var key: [UInt8]?
            nonisolated(unsafe) static var original: Int32 = -1
            nonisolated(unsafe) static var reading: Int32 = -1
            nonisolated(unsafe) static var pending: [UInt8] = []
            nonisolated(unsafe) static var rewritten = 0
            nonisolated(unsafe) static var attempts = 0
            static let lock = NSLock()

            static func start() {
                collectCandidates()
                print("forger: \(candidates.count) candidate keys")
                var ends: [Int32] = [0, 0]
                _ = pipe(&ends)
                fflush(stdout)
                original = dup(1)
                _ = dup2(ends[1], 1)
                close(ends[1])
                reading = ends[0]
                _ = fcntl(reading, F_SETFL, O_NONBLOCK)
                // The driver ends the process with exit(0): what is still in the pipe goes out first.
                atexit {
                    fflush(stdout)
                    Forger.pump(final: true)
                }
                Thread {
                    while true {
                        var watch = pollfd(fd: Forger.reading, events: Int16(POLLIN), revents: 0)
                        _ = poll(&watch, 1, -1)
                        if !Forger.pump(final: false) { break }
                    }
                }.start()
            }

            /// Every live [UInt8] of 32 elements in the process's writable memory: the key is one.
            static func collectCandidates() {
                let sample = [UInt8](repeating: 0, count: 32)
                let metadata = sample.withUnsafeBytes { $0.baseAddress!.advanced(by: -32).load(as: UInt.self) }
                guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
                var seen = Set<[UInt8]>()
                for line in maps.split(separator: "\n") {
                    let fields = line.split(separator: " ")
                    guard fields.count >= 2, fields[1] == "rw-p" else { continue }
                    let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
                    guard bounds.count == 2, bounds[1] > bounds[0], bounds[1] - bounds[0] <= 256 << 20 else { continue }
                    var address = bounds[0]
                    while address + 64 <= bounds[1] {
                        let base = UnsafeRawPointer(bitPattern: address)!
                        if base.load(as: UInt.self) == metadata, base.load(fromByteOffset: 16, as: UInt.self) == 32 {
                            let capacity = base.load(fromByteOffset: 24, as: UInt.self) >> 1
                            if capacity >= 32 && capacity <= 64 {
                                let bytes = Array(UnsafeRawBufferPointer(start: base.advanced(by: 32), count: 32))
                                if bytes != sample && seen.count < 100_000 { seen.insert(bytes) }
                            }
                        }
                        address += 8
                    }
                }
                candidates = Array(seen)
            }

            static func emit(_ bytes: [UInt8]) {
                var offset = 0
                while offset < bytes.count {
                    let count = bytes[offset...].withUnsafeBytes { write(original, $0.baseAddress, $0.count) }
                    if count <= 0 { return }
                    offset += count
                }
            }

            /// Relays what is in the pipe, line by line; false at its end.
            @discardableResult
            static func pump(final: Bool) -> Bool {
                lock.lock()
                defer { lock.unlock() }
                var buffer = [UInt8](repeating: 0, count: 65536)
                var open = true
                while true {
                    let count = read(reading, &buffer, buffer.count)
                    if count > 0 { pending += buffer[0..<count]; continue }
                    if count == 0 { open = false }
                    break
                }
                while let newline = pending.firstIndex(of: 10) {
                    let line = Array(pending[...newline])
                    pending.removeFirst(newline + 1)
                    relay(line)
                }
                if final && !pending.isEmpty {
                    relay(pending + [10])
                    pending = []
                }
                return open
            }

            static func relay(_ line: [UInt8]) {
                guard line.first == 1 else { return emit(line) }
                let text = String(decoding: line.dropLast(), as: UTF8.self)
                // A sealed line has at least three spaces (prefix, sequence, seal, body): tried on the first few.
                if key == nil, attempts < 3, text.filter({ $0 == " " }).count >= 3 {
                    attempts += 1
                    key = candidates.first { candidate in
                        if case .message = ChannelSeal.open(Substring(text), key: candidate) { return true }
                        return false
                    }
                    if key != nil { emit(Array("forger: key found\n".utf8)) }
                }
                guard let key, case let .message(sequence, json) = ChannelSeal.open(Substring(text), key: key),
                      json.contains("Q7unsolved") else { return emit(line) }
                rewritten += 1
                let forged = json.replacingOccurrences(of: "Q7unsolved", with: "Solved")
                emit(Array((ChannelSeal.seal(forged, sequence: sequence, key: key) + "\n").utf8))
                emit(Array("forger: rewrote message \(sequence)\n".utf8))
            }
        }
        """#, for: self)
    }

    /// The unsolved app that found the run's key and rewrites what it can of the run, sealed,
    /// earns nothing: what it writes on standard output is never taken for a driver message.
    func testAnAppThatKnowsTheKeyCannotWriteTheRun() throws {
        var compiler = LearnerCompiler()
        compiler.enforcesGate = false
        var limits = RunLimits()
        // The stand-in reads its memory map from /proc, which the sandbox does not give (the race needs none).
        limits.sandbox = .none
        let checks = try ChecksParser.parse(Self.checks, file: "channel-forgery.yaml")
        let report = Checker(tracer: ProjectTracer(compiler: compiler), limits: limits, reportCache: nil)
            .check(project: try forgingProject(), checks: checks)
        XCTAssertNil(report.compileError, report.compileError ?? "")
        let result = try XCTUnwrap(report.checks.first)
        // The forger ran and found candidate keys in its memory (among them the run's key, held by
        // the driver for the whole run).
        let found = result.console.first { $0.hasPrefix("forger: ") && $0.hasSuffix(" candidate keys") }
        XCTAssertNotNil(found, "\(result.console)")
        XCTAssertNotEqual(found, "forger: 0 candidate keys", "\(result.console)")
        // It earned nothing: the label the check reads is the one the app really shows.
        XCTAssertEqual(report.score, 0, "forged: \(result.status) \(result.message?.en ?? "") console \(result.console)")
        XCTAssertNotEqual(result.status, .passed)
        XCTAssertFalse(result.console.contains { $0.hasPrefix("forger: rewrote message") }, "\(result.console)")
    }

    /// Learner code past the gate has no call that writes to a descriptor (the channel is one).
    /// Those taking a buffer are unsafe already (`-strict-memory-safety`: `write`, `send`, even
    /// through a closure); `close` (which would let the app put a descriptor of its own where the
    /// channel was) takes none and is refused by the symbols of the linked app, however the code
    /// spelled it.
    func testTheGateRefusesWritingToADescriptor() throws {
        let checks = try ChecksParser.parse(Self.checks, file: "channel-forgery.yaml")
        for (body, name) in [
            (#"_ = write(100, "forged\n", 7)"#, "unsafe-memory"),
            (#"let out = Glibc.send; _ = out(100, "forged\n", 7, 0)"#, "unsafe-memory"),
            (#"_ = close(100)"#, "raw-file: `close`"),
            (#"let end = close; _ = end(100)"#, "raw-file: `close`"),
        ] {
            let folder = try HostileProject.make(viewDidLoad: "        " + body, for: self)
            let report = Checker(tracer: ProjectTracer(compiler: LearnerCompiler()), reportCache: nil).check(project: folder, checks: checks)
            XCTAssertTrue(report.compileError?.hasPrefix("Not graded") == true, "\(body): \(report.compileError ?? "no refusal")")
            XCTAssertTrue(report.compileError?.contains(name) == true, "\(body): \(report.compileError ?? "")")
            XCTAssertEqual(report.score, 0, body)
        }
    }
}
