import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// Finds the control a step means on the visible screen: by outlet, by the action or segue it is
/// wired to, by identifier, and last by its visible title (learners' titles differ from the book's).
@MainActor
struct ControlFinder {
    enum Found {
        case control(UIView)
        case barButtonItem(UIBarButtonItem)
    }

    /// A control on screen with what the storyboard says about it.
    struct Candidate {
        let found: Found
        let storyboardID: String?
        let actions: [String]
        let segues: [String]
        /// Classes of the scenes the control's segues lead to.
        let destinations: [String]
        let identifier: String?
        let title: String?
    }

    func find(_ locator: ControlLocator) throws -> Found {
        let runtime = Runtime.shared
        guard let controller = runtime.visibleController else {
            throw StepFailure(message: "Nothing is on screen yet: the app has not launched (add a `launch` step first).")
        }
        let candidates = self.candidates(on: controller)
        var matches = candidates
        if let outlet = locator.outlet {
            guard let object = outletValue(outlet, of: controller) else {
                let outlets = controller.workbookOutletIDs.keys.sorted()
                throw StepFailure(message: "\(runtime.trace.tag(controller)) has no outlet `\(outlet)` connected to a control. "
                    + "Outlets there: \(list(outlets)).")
            }
            matches = matches.filter { candidate in
                switch candidate.found {
                case let .control(view): return view === object
                case let .barButtonItem(item): return item === object
                }
            }
            if matches.isEmpty {
                if let view = object as? UIView { return .control(view) }
                if let item = object as? UIBarButtonItem { return .barButtonItem(item) }
            }
        }
        if let action = locator.action {
            let selector = ObjCSelector.name(fromSwiftName: action)
            matches = matches.filter { $0.actions.contains(selector) }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) is wired to `\(selector)`. "
                    + "Controls there are wired to: \(list(Array(Set(candidates.flatMap(\.actions))).sorted())).")
            }
        }
        if let segue = locator.segue {
            matches = matches.filter { $0.segues.contains(segue) }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) triggers the segue `\(segue)`. "
                    + "Segues triggered there: \(list(Array(Set(candidates.flatMap(\.segues))).sorted())).")
            }
        }
        if let destination = locator.destination {
            matches = matches.filter { $0.destinations.contains(destination) }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) has a segue to \(destination). "
                    + "Segues there lead to: \(list(Array(Set(candidates.flatMap(\.destinations))).sorted())).")
            }
        }
        if let identifier = locator.identifier {
            matches = matches.filter { $0.identifier == identifier }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) has the identifier `\(identifier)`.")
            }
        }
        if let title = locator.title {
            matches = matches.filter { $0.title == title }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) has the title \"\(title)\". "
                    + "Titles there: \(list(candidates.compactMap(\.title).map { "\"\($0)\"" })).")
            }
        }
        guard let first = matches.first else {
            throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) matches \(locator).")
        }
        return first.found
    }

    /// Every control and bar button item the user can reach on the visible controller.
    func candidates(on controller: UIViewController) -> [Candidate] {
        var result: [Candidate] = []
        let scene = controller.workbookScene
        let viewModels = Dictionary((scene?.view?.allViews ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let root = controller.workbookScreenView {
            for view in Self.allViews(root) where view is UIControl || view is UITextView {
                let model = view.workbookStoryboardID.flatMap { viewModels[$0] }
                result.append(Candidate(found: .control(view), storyboardID: view.workbookStoryboardID,
                                        actions: model?.actions.map(\.selector) ?? [],
                                        segues: model?.segues.compactMap(\.identifier) ?? [],
                                        destinations: destinations(model?.segues ?? [], controller),
                                        identifier: view.accessibilityIdentifier ?? model?.accessibilityIdentifier,
                                        title: Self.visibleTitle(of: view)))
            }
        }
        let itemModels = (scene?.navigationItem).map { $0.leftBarButtonItems + $0.rightBarButtonItems } ?? []
        let items = (controller.navigationItem.leftBarButtonItems ?? []) + (controller.navigationItem.rightBarButtonItems ?? [])
        for item in items {
            let id = controller.workbookObjectsByID.first { $0.value === item }?.key
            let model = itemModels.first { $0.id == id }
            result.append(Candidate(found: .barButtonItem(item), storyboardID: id,
                                    actions: model?.actions.map(\.selector) ?? [],
                                    segues: model?.segues.compactMap(\.identifier) ?? [],
                                    destinations: destinations(model?.segues ?? [], controller),
                                    identifier: item.accessibilityIdentifier,
                                    title: item.workbookVisibleTitle ?? model?.visibleTitle))
        }
        return result
    }

    private func destinations(_ segues: [SegueModel], _ controller: UIViewController) -> [String] {
        guard let document = controller.storyboard?.document else { return [] }
        return segues.compactMap { document.scene(withControllerID: $0.destinationID)?.controller.className }
    }

    func outletValue(_ name: String, of controller: UIViewController) -> AnyObject? {
        if let id = controller.workbookOutletIDs[name], let object = controller.workbookObjectsByID[id] { return object }
        return PropertyReader.value(named: name, of: controller) as AnyObject?
    }

    static func allViews(_ root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(allViews)
    }

    static func visibleTitle(of view: UIView) -> String? {
        if let button = view as? UIButton { return button.configuration?.title ?? button.currentTitle }
        return nil
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.map { $0.hasPrefix("\"") ? $0 : "`\($0)`" }.joined(separator: ", ")
    }
}

/// Reads a stored property by name with reflection, through superclasses, unwrapping optionals.
enum PropertyReader {
    static func value(named name: String, of object: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name || child.label == "$__lazy_storage_$_\(name)" {
                return unwrap(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let first = mirror.children.first else { return nil }
        return unwrap(first.value)
    }
}
