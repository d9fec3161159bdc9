import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// The entry point of every learner binary (the generated `main` calls it): reads the run
/// request, boots the app as `UIApplicationMain` would, runs the steps, and streams the trace.
public enum WorkbookDriver {
    /// The generated entry point's only call (issue 29.1). Everything that must hold before any
    /// learner code runs happens here, in this module, whose names the learner's module cannot
    /// reach or overload: the crash-frame handler, the executable-mapping guard (on every thread),
    /// the hand-over read to its end and standard input put on `/dev/null`. Only then are the
    /// glue's registration functions called (they live in the learner's files and resolve names
    /// there). The generated call passes function references and two string literals typed
    /// `Swift.String` (an empty name: none), so nothing in it can resolve to a learner declaration.
    @_spi(Workbook)
    public static func start(_ registrations: (@MainActor () -> [ClassGlue])..., appDelegateClass: String, sceneDelegateClass: String,
                             coverage: @escaping (Bool) -> [UInt8]) -> Never {
        // The coverage runtime would write a profile file at exit (into the working folder): off.
        _ = coverage(false)
        // In the sandbox (the host turns Swift's backtracer off there) crash frames are taken in
        // this process, and no other program is ever started from it.
        let sandboxed = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]?.contains("enable=no") == true
        if sandboxed {
            CrashFrames.install()
            // Below the source gate: from here on no new code can be mapped executable, on any
            // thread. Not without the sandbox, where Swift's backtracer (another program,
            // inheriting the filter) must load.
            ExecGuard.installIfConfined()
        }
        guard let handOver = OutputChannel.receiveHandOver() else {
            FileHandle.standardError.write(Data("""
            This program is a learner app built by `workbook`. Run it through `workbook trace` or `workbook check`.

            """.utf8))
            exit(2)
        }
        let output = OutputChannel()
        let request: RunRequest
        do {
            request = try JSONDecoder().decode(RunRequest.self, from: handOver)
        } catch {
            output.send(.crash(CrashReport(kind: .stepFailed, reason: "Cannot read the run request: \(error)")))
            exit(3)
        }
        MainActor.assumeIsolated {
            let classes = registrations.flatMap { $0() }
            WorkbookAppContainer.prepareHome()
            CoverageCounters.read = coverage
            WorkbookWhatIf.selected = request.whatIf
            let session = AppSession(request: request, output: output, classes: classes,
                                     appDelegateClass: appDelegateClass.isEmpty ? nil : appDelegateClass,
                                     sceneDelegateClass: request.sceneDelegateClass ?? (sceneDelegateClass.isEmpty ? nil : sceneDelegateClass))
            session.run()
        }
        CoverageCounters.send(on: output)
        exit(0)
    }
}

/// Which of the learner's lines ran: the coverage counters of the app (built with
/// `-profile-generate -profile-coverage-mapping`), sent once as the run ends (finished, or ended
/// by a failed step or an uncaught exception; a trap loses them). The host turns them into line
/// counts only for a failed check's explanations; they never decide a verdict.
@_spi(Workbook)
public enum CoverageCounters {
    nonisolated(unsafe) static var read: ((Bool) -> [UInt8])?
    nonisolated(unsafe) static var sent = false

    static func send(on output: OutputChannel) {
        guard !sent else { return }
        sent = true
        if let read {
            let bytes = read(true)
            if !bytes.isEmpty { output.send(.coverage(Data(bytes))) }
        }
        let seen = WorkbookWhatIf.seen.values.sorted { $0.id < $1.id }
        if !seen.isEmpty { output.send(.whatIfSeen(Array(seen.prefix(100)))) }
        if !WorkbookWhatIf.writes.isEmpty { output.send(.whatIfWrites(WorkbookWhatIf.writes)) }
    }
}
