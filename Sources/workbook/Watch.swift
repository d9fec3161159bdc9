import ArgumentParser
import Foundation
import LearnerBuild
import WorkbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workbook {
    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an exercise on every save; when it passes, move on to the next one (press s to stay).",
            discussion: """
            Polls the exercise's files five times a second, re-checks when one changes, and redraws the report \
            (plain ANSI; no colour with NO_COLOR; works over SSH). Keys: s stays on this exercise (press again \
            to move on after passing), q quits. Progress is recorded like `workbook check`.
            """)

        @Argument(help: "The exercise id (default: the exercise of the current folder, else the next one to do).")
        var exercise: String?

        @Option(name: .long, help: "The workbook folder (default: the one holding the current folder).")
        var workbook: String?

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        @Option(name: .long, help: "auto (bubblewrap when installed), bwrap, or none.")
        var sandbox: SandboxMode = .auto

        @Option(name: .long, help: "Seconds between looks at the files.")
        var interval: Double = 0.2

        @Option(name: .long, help: "Seconds to wait for s after a pass before moving on.")
        var pause: Double = 3

        @Flag(name: .long, help: "Show a failed check's whole timeline (default: the failing step only).")
        var fullTimeline = false

        func run() throws {
            let folder = try LearnerProgress.workbook(workbook)
            let first = LearnerLoopText.next(folder.exercises(), state: LearnerState.load(from: folder.root))?.id
            var entry = try LearnerProgress.exercise(exercise, in: folder, fallback: first ?? folder.exercises().first?.id)
            if let reason = sandbox.unavailableReason {
                DiagnosticsPrinter.print("error: \(reason)")
                throw ExitCode(ExitCodes.internalError)
            }
            let language = lang ?? .fromEnvironment
            let ko = language == .ko
            let keys = KeyReader()
            defer { keys.restore() }
            var limits = RunLimits()
            limits.sandbox = sandbox
            var checker = Checker(limits: limits)
            checker.parallelRuns = Checker.learnerParallelRuns
            checker.whatIf = true
            var stay = false
            var lastSeen: [String] = []
            RuntimeNotice.prepare(language: language)
            while true {
                let snapshot = Self.snapshot(entry.folder)
                if snapshot != lastSeen {
                    lastSeen = snapshot
                    let header = (Catalog[korean: ko].watchWorkbookWatchSectionSStayQ(entryId: "\(entry.id)", section: "\(entry.section)"))
                        + (stay ? (Catalog[korean: ko].watchStaying) : "")
                    Screen.redraw(header + "\n\n" + (Catalog[korean: ko].watchCheckingN))
                    let report = Self.check(entry, checker: checker)
                    if let report {
                        LearnerProgress.record(report, exercise: entry.id, in: folder)
                        let text = ReportFormat.terminal.render(report, language: language, color: TerminalColor.enabled(), fullTimeline: fullTimeline)
                        Screen.redraw(Screen.fitted(header + "\n\n" + text, language: language))
                    }
                    if report?.status == .passed, !stay {
                        let state = LearnerState.load(from: folder.root)
                        if let next = LearnerLoopText.next(folder.exercises(), state: state) {
                            Screen.write(Catalog[korean: ko].watchNpassedMovingOnToInS(nextId: next.id, seconds: "\(Int(pause))"))
                            let key = keys.wait(seconds: pause, for: ["s", "q"])
                            if key == "q" { return }
                            if key == "s" {
                                stay = true
                                Screen.write(Catalog[korean: ko].watchStayingOnThisExerciseN)
                            } else {
                                entry = next
                                lastSeen = []
                                continue
                            }
                        } else {
                            Screen.write(Catalog[korean: ko].watchNeveryExercisePassesN)
                        }
                    }
                    Screen.write(Catalog[korean: ko].watchNwaitingForASaveN)
                }
                switch keys.wait(seconds: interval, for: ["s", "q"]) {
                case "q": return
                case "s":
                    stay.toggle()
                    Screen.write(stay ? (Catalog[korean: ko].watchStayingOnThisExerciseN)
                                      : (Catalog[korean: ko].watchMovingOnWhenItPassesN))
                default: break
                }
            }
        }

        /// The exercise's files (path, size, modification time), without hidden files and folders.
        static func snapshot(_ folder: URL) -> [String] {
            var lines: [String] = []
            let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                lines.append("\(url.path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)")
            }
            return lines.sorted()
        }

        static func check(_ entry: WorkbookFolder.Entry, checker: Checker) -> CheckReport? {
            let checksFile = entry.folder.appendingPathComponent("checks.yaml")
            do {
                let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
                return checker.check(project: entry.folder, checks: checks)
            } catch {
                Screen.write("\(error)\n")
                return nil
            }
        }
    }
}

/// Drawing for `watch`: on a terminal the screen is cleared first (plain ANSI, no colour);
/// elsewhere each report follows the last one.
enum Screen {
    /// On a terminal, `text` cut to the window's height (less the lines watch writes below it),
    /// so its top (the ✘ line and why it failed) stays on the screen; elsewhere unchanged.
    static func fitted(_ text: String, language: Language) -> String {
        var size = winsize()
        let asked = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard isatty(STDOUT_FILENO) != 0, asked == 0, size.ws_row > 8 else { return text }
        let room = Int(size.ws_row) - 4
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let body = text.hasSuffix("\n") ? lines.dropLast() : lines[...]
        guard body.count > room else { return text }
        return body.prefix(room - 1).joined(separator: "\n") + "\n" + Catalog[language].watchReportCut(lines: body.count - (room - 1)) + "\n"
    }

    static func redraw(_ text: String) {
        write((isatty(STDOUT_FILENO) != 0 ? "\u{1B}[H\u{1B}[2J\u{1B}[3J" : "\n") + text)
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

nonisolated(unsafe) private var savedTerminal: termios?

/// Single keys from a terminal without Enter (non-canonical, no echo), restored on exit and on
/// Ctrl-C. Without a terminal on standard input, no keys are read.
final class KeyReader {
    let active: Bool

    init() {
        guard isatty(STDIN_FILENO) != 0 else {
            active = false
            return
        }
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        savedTerminal = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        active = true
        signal(SIGINT) { _ in
            if var saved = savedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
            _exit(130)
        }
    }

    func restore() {
        if active, var saved = savedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }

    /// Waits up to `seconds` for one of `keys`; other keys are ignored.
    func wait(seconds: Double, for keys: Set<Character>) -> Character? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return nil }
            guard active else {
                usleep(useconds_t(min(left, 0.5) * 1_000_000))
                continue
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000)) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
            let key = Character(Unicode.Scalar(byte))
            if keys.contains(key) { return key }
        }
    }
}

/// The first check builds the UIKit simulation (about a minute, once): said before it starts,
/// then each step as it runs and how far the build is (standard error only: never in a report on
/// standard output).
enum RuntimeNotice {
    static func prepare(language: Language = .fromEnvironment) {
        let builder = RuntimeBuilder()
        let key = builder.cheapKey
        guard !key.isEmpty else { return }
        let ready = builder.cacheRoot.appendingPathComponent("runtime/\(key)/ready")
        guard !FileManager.default.fileExists(atPath: ready.path) else { return }
        DiagnosticsPrinter.print(Catalog[language].progressBuildingTheSimulation)
        let printer = RuntimeProgressPrinter(terminal: isatty(STDERR_FILENO) != 0, language: language)
        do {
            let built = try builder.runtime(progress: printer.show)
            printer.close()
            DiagnosticsPrinter.print(Catalog[language].progressBuiltTheSimulation(seconds: "\(Int(built.seconds.rounded()))", folder: builder.cacheRoot.path))
        } catch {
            printer.close()
            // The check itself reports the failure.
        }
    }
}

/// The runtime build's progress on standard error: on a terminal one line redrawn in place,
/// its seconds counting while a step runs; otherwise a plain line as each step starts.
final class RuntimeProgressPrinter: @unchecked Sendable {
    let terminal: Bool
    let language: Language
    private let lock = NSLock()
    private var current: (step: RuntimeBuilder.Step, began: Date)?
    private var drawn = false
    private var ticker: Thread?

    init(terminal: Bool, language: Language) {
        self.terminal = terminal
        self.language = language
    }

    func show(_ step: RuntimeBuilder.Step) {
        lock.lock()
        defer { lock.unlock() }
        guard step.seconds == nil else { return }
        current = (step, Date())
        if terminal {
            draw()
            if ticker == nil {
                let thread = Thread { [weak self] in
                    while let self, self.tick() { Thread.sleep(forTimeInterval: 1) }
                }
                ticker = thread
                thread.start()
            }
        } else {
            DiagnosticsPrinter.print(RuntimeProgressText.line(step, language: language))
        }
    }

    /// Redraws the line; false once closed.
    private func tick() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard current != nil else { return false }
        draw()
        return true
    }

    private func draw() {
        guard let (step, began) = current else { return }
        let text = RuntimeProgressText.line(step, language: language, elapsed: Date().timeIntervalSince(began))
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        drawn = true
    }

    /// Ends the redrawn line (the next message starts on a line of its own).
    func close() {
        lock.lock()
        defer { lock.unlock() }
        current = nil
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
        drawn = false
    }
}
