import Foundation
import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// A simulated app inside the test process: a storyboard, learner-like classes registered as the
/// generated glue would register them, a key window, and the trace.
@MainActor
final class TestApp {
    let storyboard: UIStoryboard
    let window: UIWindow
    private var mark = 0

    init(_ document: StoryboardDocument, classes: [ClassGlue] = []) {
        let runtime = Runtime.shared
        runtime.resetForTesting()
        runtime.registry.register(classes)
        runtime.storyboards[document.name] = document
        runtime.moduleName = "App"
        runtime.exceptionHandler = { name, reason in
            XCTFail("unexpected exception \(name): \(reason)")
        }
        storyboard = UIStoryboard(document: document)
        window = UIWindow(frame: UIScreen.main.bounds)
    }

    /// Instantiates the entry point, makes the window key and visible, lets the run loop turn.
    @discardableResult
    func launch() -> UIViewController? {
        let root = storyboard.instantiateInitialViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        drain()
        return root
    }

    func drain() { Runtime.shared.drain() }

    /// Trace lines recorded since the last call (or since launch with `fromStart`).
    func newLines(fromStart: Bool = false) -> [String] {
        let events = Runtime.shared.trace.events
        let start = fromStart ? 0 : mark
        mark = events.count
        return events[start...].map(\.line)
    }

    /// Forgets what happened so far: `newLines()` starts after this point.
    func markNow() { mark = Runtime.shared.trace.events.count }

    /// Lines without the `animated=…` details, for tests that don't care about the flag.
    func newEvents() -> [String] {
        newLines().map { line in
            line.replacingOccurrences(of: " animated=true", with: "").replacingOccurrences(of: " animated=false", with: "")
        }
    }

    var visible: UIViewController? { Runtime.shared.visibleController }

    /// Taps the button whose storyboard id is `id` on the visible controller.
    func tapButton(_ id: String) {
        guard let control = visible?.workbookObjectsByID[id] as? UIControl else {
            XCTFail("no control \(id) on \(String(describing: visible))"); return
        }
        control.workbookTap()
        drain()
    }

    func tapBarButton(_ id: String) {
        guard let item = visible?.workbookObjectsByID[id] as? UIBarButtonItem else {
            XCTFail("no bar button item \(id) on \(String(describing: visible))"); return
        }
        item.workbookTap()
        drain()
    }
}

/// Helpers that build storyboard models tersely.
enum SB {
    static func scene(_ id: String, _ className: String? = nil, storyboardID: String? = nil, views: [ViewModel] = [],
                      segues: [SegueModel] = [], outlets: [OutletModel] = [], items: [BarButtonItemModel] = [],
                      style: String? = nil) -> SceneModel {
        SceneModel(controller: ControllerModel(
            id: id, kind: .viewController, customClass: className, storyboardIdentifier: storyboardID,
            modalPresentationStyle: style,
            view: ViewModel(id: "\(id)-view", kind: .view, subviews: views),
            navigationItem: items.isEmpty ? nil : NavigationItemModel(rightBarButtonItems: items),
            outlets: outlets, segues: segues), exitID: "\(id)-exit")
    }

    static func navigation(_ id: String, root: String, className: String? = nil) -> SceneModel {
        SceneModel(controller: ControllerModel(
            id: id, kind: .navigationController, customClass: className,
            segues: [SegueModel(id: "\(id)-root", kind: .relationship, destinationID: root, relationship: "rootViewController")]))
    }

    static func button(_ id: String, title: String = "Button", actions: [String] = [], owner: String = "",
                       segues: [SegueModel] = []) -> ViewModel {
        ViewModel(id: id, kind: .button, title: title,
                  actions: actions.map { ActionModel(selector: $0, destinationID: owner, eventType: "touchUpInside") },
                  segues: segues)
    }

    static func label(_ id: String, text: String? = nil) -> ViewModel {
        ViewModel(id: id, kind: .label, text: text)
    }

    static func segue(_ id: String, to destination: String, kind: SegueKind = .show, identifier: String? = nil,
                      style: String? = nil, customClass: String? = nil, unwindAction: String? = nil) -> SegueModel {
        SegueModel(id: id, identifier: identifier, kind: kind, destinationID: destination, customClass: customClass,
                   unwindAction: unwindAction, modalPresentationStyle: style)
    }

    static func document(initial: String?, _ scenes: [SceneModel]) -> StoryboardDocument {
        StoryboardDocument(name: "Main", initialControllerID: initial, scenes: scenes)
    }
}

/// Glue as the generator writes it, for a test class.
@MainActor
func glue<T: UIViewController>(_ type: T.Type, _ name: String? = nil, actions: [String: ClassGlue.Action] = [:],
                               outlets: [String: @MainActor (AnyObject, Any?) -> Void] = [:]) -> ClassGlue {
    ClassGlue(className: name ?? String(describing: type), type: type,
              makeWithCoder: { T(coder: $0) }, outlets: outlets, actions: actions)
}
