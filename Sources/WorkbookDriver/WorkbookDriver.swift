import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// The entry point of every learner binary (the generated `main` calls it): reads the run
/// request, boots the app as `UIApplicationMain` would, runs the steps, and streams the trace.
public enum WorkbookDriver {
    @_spi(Workbook) @MainActor
    public static func main(classes: [ClassGlue], appDelegateClass: String?, sceneDelegateClass: String?) -> Never {
        guard let handOver = OutputChannel.receiveHandOver() else {
            FileHandle.standardError.write(Data("""
            This program is a learner app built by `workbook`. Run it through `workbook trace` or `workbook check`.

            """.utf8))
            exit(2)
        }
        // In the sandbox (the host turns Swift's backtracer off there) crash frames are taken in
        // this process, and no other program is ever started from it.
        let sandboxed = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]?.contains("enable=no") == true
        if sandboxed { CrashFrames.install() }
        let output = OutputChannel()
        let request: RunRequest
        do {
            request = try JSONDecoder().decode(RunRequest.self, from: handOver)
        } catch {
            output.send(.crash(CrashReport(kind: .stepFailed, reason: "Cannot read the run request: \(error)")))
            exit(3)
        }
        // Below the source gate: from here on no new code can be mapped executable. Not without
        // the sandbox, where Swift's backtracer (another program, inheriting the filter) must load.
        if sandboxed { ExecGuard.installIfConfined() }
        WorkbookAppContainer.prepareHome()
        let session = AppSession(request: request, output: output, classes: classes,
                                 appDelegateClass: appDelegateClass,
                                 sceneDelegateClass: request.sceneDelegateClass ?? sceneDelegateClass)
        session.run()
        exit(0)
    }
}
