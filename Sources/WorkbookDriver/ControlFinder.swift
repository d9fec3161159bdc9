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
        /// Properties of the controller that refer to the control (outlets, or controls made in code).
        let outlets: [String]

        /// The steps' ways to reach this control, best first.
        var locators: [String] {
            var ways = outlets.map { "{outlet: \($0)}" }
            ways += actions.map { "{action: \"\($0)\"}" }
            ways += segues.map { "{segue: \($0)}" }
            if let identifier { ways.append("{identifier: \(identifier)}") }
            if let title { ways.append("{title: \"\(title)\"}") }
            return ways
        }
    }

    func find(_ locator: ControlLocator) throws -> Found {
        let runtime = Runtime.shared
        guard let controller = runtime.visibleController else {
            throw StepFailure(message: "Nothing is on screen yet: the app has not launched (add a `launch` step first).")
        }
        // The visible controller's controls, then those of the containers that show it (a
        // container's own view around an embedded child, a footer over the tabs; the bar button
        // items of the container a navigation controller shows).
        let candidates = self.candidates(on: controller) + controller.workbookAncestors.flatMap { self.candidates(on: $0, ownViewOnly: true) }
        var matches = candidates
        if let outlet = locator.outlet {
            guard let object = ([controller] + controller.workbookAncestors).lazy.compactMap({ outletValue(outlet, of: $0) }).first else {
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
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) has the identifier `\(identifier)`. "
                    + "Identifiers there: \(list(candidates.compactMap(\.identifier))).\(untitledControls(candidates))")
            }
        }
        if let title = locator.title {
            matches = matches.filter { $0.title == title }
            // A tab of the tab bar on screen is not a control of the screen: its step is `tab`.
            if matches.isEmpty, let top = runtime.presentedChain.last, let tabBar = StepActions.tabBarController(shownBy: top) {
                if let row = tabBar.workbookMoreTitles.firstIndex(of: title) {
                    throw StepFailure(message: StepActions.tabInMoreList(title: title, tabBar: runtime.trace.tag(tabBar), row: row))
                }
                if tabBar.workbookBarTitles.contains(title) {
                    let (tabs, screen) = (runtime.trace.tag(tabBar), runtime.trace.tag(controller))
                    throw StepFailure(message: "\"\(title)\" is a tab of \(tabs), not a control on \(screen): tap it with `{tab: \"\(title)\"}`.")
                }
            }
            if matches.isEmpty {
                throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) has the title \"\(title)\". "
                    + "Titles there: \(list(candidates.compactMap(\.title).map { "\"\($0)\"" })).\(untitledControls(candidates))")
            }
        }
        guard let first = matches.first else {
            throw StepFailure(message: "No control on \(runtime.trace.tag(controller)) matches \(locator).")
        }
        return first.found
    }

    /// Every control and bar button item the user can reach on the visible controller.
    func candidates(on controller: UIViewController, ownViewOnly: Bool = false) -> [Candidate] {
        var result: [Candidate] = []
        // A container's own views: not those of its children's root views, searched as their own.
        let allViews: (UIView) -> [UIView] = ownViewOnly ? { Self.ownViews($0, of: controller) } : Self.allViews
        let scene = controller.workbookScene
        let viewModels = Dictionary((scene?.view?.allViews ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let properties = PropertyReader.objectProperties(of: controller)
        func names(of object: AnyObject) -> [String] { properties.filter { $0.value === object }.map(\.name) }
        if let root = controller.workbookScreenView {
            // Controls, and views a tap recognizer is attached to (a label or image view made tappable).
            let tappable = { (view: UIView) in (view.gestureRecognizers ?? []).contains { $0 is UITapGestureRecognizer } }
            for view in allViews(root) where view is UIControl || view is UITextView || tappable(view) {
                let model = view.workbookStoryboardID.flatMap { viewModels[$0] }
                // Storyboard actions, then targets added in code (`addTarget(self, action: #selector(…), for:)`),
                // then the actions of the view's tap recognizers.
                let actions = (model?.actions.map(\.selector) ?? []) + ((view as? UIControl)?.workbookTargetSelectors ?? [])
                    + (view.gestureRecognizers ?? []).filter { $0 is UITapGestureRecognizer }.flatMap(\.workbookTargetSelectors)
                result.append(Candidate(found: .control(view), storyboardID: view.workbookStoryboardID,
                                        actions: Self.unique(actions),
                                        segues: model?.segues.compactMap(\.identifier) ?? [],
                                        destinations: destinations(model?.segues ?? [], controller),
                                        identifier: view.accessibilityIdentifier ?? model?.accessibilityIdentifier,
                                        title: Self.visibleTitle(of: view), outlets: names(of: view)))
            }
        }
        // The navigation bar's items, and those of navigation bars placed in the view.
        var items = (controller.navigationItem.leftBarButtonItems ?? []) + (controller.navigationItem.rightBarButtonItems ?? [])
        var itemModels = (scene?.navigationItem).map { $0.leftBarButtonItems + $0.rightBarButtonItems } ?? []
        for bar in (controller.workbookScreenView.map(Self.allViews) ?? []).compactMap({ $0 as? UINavigationBar }) {
            guard let top = bar.topItem else { continue }
            items += (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
            if let model = bar.workbookStoryboardID.flatMap({ viewModels[$0] })?.navigationItem {
                itemModels += model.leftBarButtonItems + model.rightBarButtonItems
            }
        }
        // A hidden item (a split view's display mode button in a compact width) cannot be tapped.
        for item in items where !item.isHidden {
            let id = controller.workbookObjectsByID.first { $0.value === item }?.key
            let model = itemModels.first { $0.id == id }
            let actions = (model?.actions.map(\.selector) ?? []) + (item.action.map { [$0.name] } ?? [])
            result.append(Candidate(found: .barButtonItem(item), storyboardID: id,
                                    actions: Self.unique(actions),
                                    segues: model?.segues.compactMap(\.identifier) ?? [],
                                    destinations: destinations(model?.segues ?? [], controller),
                                    identifier: item.accessibilityIdentifier,
                                    title: item.workbookVisibleTitle ?? model?.visibleTitle, outlets: names(of: item)))
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

    /// The views of a controller's screen that are its own: not those of another controller's root view below it.
    static func ownViews(_ root: UIView, of controller: UIViewController) -> [UIView] {
        if let owner = root.workbookOwningController, owner !== controller { return [] }
        return [root] + root.subviews.flatMap { ownViews($0, of: controller) }
    }

    static func visibleTitle(of view: UIView) -> String? {
        if let button = view as? UIButton { return button.configuration?.title ?? button.currentTitle }
        return nil
    }

    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// The buttons and bar button items without a title, each with the ways a step can reach it,
    /// or with how to make it reachable.
    private func untitledControls(_ candidates: [Candidate]) -> String {
        let untitled = candidates.filter { candidate in
            guard candidate.title == nil else { return false }
            if case let .control(view) = candidate.found { return view is UIButton }
            return true
        }
        guard !untitled.isEmpty else { return "" }
        let trace = Runtime.shared.trace
        let described = untitled.map { candidate -> String in
            let name: String
            switch candidate.found {
            case let .control(view): name = trace.tag(view)
            case let .barButtonItem(item): name = "a bar button item" + (item.image?.name.map { " (image \"\($0)\")" } ?? "")
            }
            let ways = candidate.locators
            if ways.isEmpty {
                return "\(name), which nothing names: give it an identifier (`accessibilityIdentifier = \"add\"` in code, or "
                    + "Identifier in the storyboard's Identity inspector) and tap it with {identifier: add}"
            }
            return "\(name), reached with " + ways.joined(separator: " or ")
        }
        return " Controls without a title there: " + described.joined(separator: "; ") + "."
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.map { $0.hasPrefix("\"") ? $0 : "`\($0)`" }.joined(separator: ", ")
    }
}

/// Reads a stored property by name with reflection, through superclasses, unwrapping optionals.
enum PropertyReader {
    /// The stored properties of `object` (through its superclasses) that hold an object.
    static func objectProperties(of object: Any) -> [(name: String, value: AnyObject)] {
        var result: [(String, AnyObject)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let value = unwrap(child.value), type(of: value) is AnyClass else { continue }
                let name = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
                result.append((name, value as AnyObject))
            }
            mirror = current.superclassMirror
        }
        return result
    }

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
