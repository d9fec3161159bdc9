import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// One run of the app in this process: wires the runtime to the output channel, runs the
/// steps, and reports the final state. An exception ends the process as it would end the app.
@MainActor
final class AppSession {
    let request: RunRequest
    let output: OutputChannel
    let launcher: AppLauncher
    private var currentStep: Int?

    init(request: RunRequest, output: OutputChannel, classes: [ClassGlue], appDelegateClass: String?, sceneDelegateClass: String?) {
        self.request = request
        self.output = output
        self.launcher = AppLauncher(mainStoryboard: request.mainStoryboard, appDelegateClass: appDelegateClass,
                                    sceneDelegateClass: sceneDelegateClass)
        let runtime = Runtime.shared
        runtime.registry.register(classes)
        runtime.moduleName = request.moduleName
        for document in request.storyboards {
            if document.isNib == true { runtime.nibs[document.name] = document } else { runtime.storyboards[document.name] = document }
        }
    }

    func run() {
        let runtime = Runtime.shared
        runtime.trace.sink = { [output] event in output.send(.event(event)) }
        runtime.exceptionHandler = { [weak self] name, reason in
            self?.endWithCrash(CrashReport(kind: .uncaughtException, name: name, reason: reason, step: self?.currentStep))
        }
        runtime.warningHandler = { [output] message in output.send(.console(message)) }

        let watched = Self.classesWatchedForRelease(in: request.steps)
        for (offset, step) in request.steps.enumerated() {
            let index = request.firstStepIndex + offset
            currentStep = index
            runtime.trace.currentStep = index
            output.send(.stepStarted(index: index, description: step.description))
            do {
                try perform(step)
            } catch let failure as StepFailure {
                endWithCrash(CrashReport(kind: .stepFailed, reason: failure.message, step: index))
            } catch {
                endWithCrash(CrashReport(kind: .stepFailed, reason: "\(error)", step: index))
            }
            runtime.drain()
            if step.changesTheApp, request.settleQuietSeconds > 0 {
                // Work the code put off by a short delay (a pop 0.2 s after Save) happens, as a person sees it, before the next step.
                let delay = request.settleDelaySeconds ?? 0
                Self.settle(runtime, quiet: max(request.settleQuietSeconds, delay > 0 ? delay + 0.05 : 0), limit: max(0.5, delay + 0.3))
            }
            // An object of a class whose release is asked about later gets its tag while the app still
            // reaches it, so a cycle that keeps it alive after the app lets go is still seen.
            if step.changesTheApp, !watched.isEmpty { ObjectGraph.tagReachable(ofClasses: watched) }
            // A device persists UserDefaults by itself within moments; a relaunch must find them.
            UserDefaults.standard.synchronize()
            if request.screens == true { output.send(.screen(index: index, screen: ScreenCapture.capture())) }
        }
        runtime.trace.currentStep = nil
        if request.backgroundAtEnd == true {
            // The user leaves the app before the relaunch: it goes to the background, then ends.
            launcher.enterBackground()
            runtime.drain()
            UserDefaults.standard.synchronize()
        }
        output.send(.state(StateSnapshot.capture(screen: request.screens == true)))
        output.send(.finished)
    }

    /// The classes whose release an observation of this run asks about (`expect: {deallocated: X}`).
    static func classesWatchedForRelease(in steps: [Step]) -> Set<String> {
        Set(steps.compactMap { step in
            switch step.forApp {
            case let .observe(.holders(of: className)): return className
            default: return nil
            }
        })
    }

    /// Work a step started on another queue (`DispatchQueue.global().async { … DispatchQueue.main.async
    /// { … } }`) comes back to the main queue within a millisecond on a device, long before a person
    /// can act again or look. So after each step the main queue keeps being served until nothing
    /// new happened for `quiet` seconds (at most `limit`); longer background work needs a `wait` step.
    /// Skipped when the app's code starts no work on other threads (`RunRequest.settleQuietSeconds`
    /// is 0): `drain` has already run everything the step put on the main queue.
    static func settle(_ runtime: Runtime, quiet: TimeInterval = 0.05, limit: TimeInterval = 0.5) {
        let start = Date()
        var lastActivity = start
        while Date().timeIntervalSince(lastActivity) < quiet, Date().timeIntervalSince(start) < limit {
            let before = runtime.trace.events.count
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
            runtime.drain()
            if runtime.trace.events.count != before { lastActivity = Date() }
        }
    }

    private func perform(_ step: Step) throws {
        let actions = StepActions()
        switch step {
        case .launch:
            launcher.launch()
        case let .type(locator, text):
            try actions.type(text, into: locator)
        case let .set(locator, on, value, index):
            try actions.set(locator, on: on, value: value, index: index)
        case let .tap(locator):
            try actions.tap(locator)
        case .back:
            try actions.back()
        case let .swipe(locator, action, leading):
            try actions.swipeRow(locator, action: action, leading: leading)
        case let .swipeDown(cancel):
            try actions.swipeDown(cancel: cancel)
        case let .swipeBack(cancel):
            try actions.swipeBack(cancel: cancel)
        case .relaunch:
            break
        case let .wait(seconds):
            actions.wait(seconds: seconds)
        case .observe, .expect:
            // The host sends observations only; a request written by hand may hold expectations.
            guard case let .observe(observation) = step.forApp else { return }
            Runtime.shared.drain()
            output.send(.probe(index: currentStep ?? 0, probe: ProbeBuilder.probe(for: observation)))
        }
    }

    private func endWithCrash(_ crash: CrashReport) -> Never {
        output.send(.crash(crash))
        CoverageCounters.send(on: output)
        fflush(stdout)
        exit(crash.kind == .stepFailed ? 4 : 134)
    }
}

/// A step that cannot be carried out on the screen as it is.
struct StepFailure: Error {
    let message: String
}

extension Step {
    /// Whether the step acts on the app (and may start work that comes back later); expectations only look.
    var changesTheApp: Bool {
        switch self {
        case .observe, .expect, .relaunch, .wait: return false
        default: return true
        }
    }
}
