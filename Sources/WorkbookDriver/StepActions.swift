import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// Carries out a learner's gesture on the visible screen, the way UIKit delivers it.
@MainActor
struct StepActions {
    let finder = ControlFinder()

    func tap(_ locator: ControlLocator) throws {
        if let part = locator.search {
            try tapSearch(part, outlet: locator.outlet)
            return
        }
        if locator.tab != nil || locator.tabTitle != nil {
            try tapTab(index: locator.tab, title: locator.tabTitle)
            return
        }
        if let item = locator.item {
            try tapItem(item, section: locator.section ?? 0, collection: locator.collection)
            return
        }
        if let row = locator.row ?? locator.accessory {
            try tapRow(row, section: locator.section ?? 0, table: locator.table, accessory: locator.accessory != nil)
            return
        }
        if let alert = Runtime.shared.visibleController as? UIAlertController {
            try tapAlertAction(alert, locator)
            return
        }
        switch try finder.find(locator) {
        case let .control(control):
            guard let button = control as? UIControl else {
                if try tapGestures(on: control) { return }
                throw StepFailure(message: "\(locator) is not a control that can be tapped.")
            }
            // The control's own tap recognizers first, then its actions (R10.17).
            button.workbookTap()
        case let .barButtonItem(item):
            guard item.isEnabled else { return }
            item.workbookTap()
        }
    }

    /// A finger on a view that is not a control: UIKit's hit-testing gives the touch to the view
    /// itself if it takes touches (`isUserInteractionEnabled`, not hidden), else to its nearest
    /// superview that does; the tap recognizers of that view and of its superviews see it, and
    /// the deepest one that recognizes wins. False when no tap recognizer is there (then the
    /// step says the view cannot be tapped); a recognizer that exists but cannot see the touch
    /// (a label whose `isUserInteractionEnabled` is still false) makes a tap that does nothing.
    private func tapGestures(on view: UIView) throws -> Bool {
        var chain: [UIView] = []
        var current: UIView? = view
        while let candidate = current { chain.append(candidate); current = candidate.superview }
        let taps = { (views: ArraySlice<UIView>) in views.flatMap { ($0.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer } } }
        guard !taps(chain[...]).isEmpty else { return false }
        // Hit-testing skips a view that ignores touches or is hidden, with all its subviews.
        let outermostSkipped = chain.lastIndex { !$0.isUserInteractionEnabled || $0.isHidden }
        let hit = outermostSkipped.map { $0 + 1 } ?? 0
        guard hit < chain.count else { return true }
        for recognizer in taps(chain[hit...]) where recognizer.workbookRecognize() { break }
        return true
    }

    /// A finger on a table view row: the table the visible controller shows (named by its outlet
    /// when there are several).
    private func tapRow(_ row: Int, section: Int, table outlet: String?, accessory: Bool) throws {
        let (table, name) = try visibleTable(outlet)
        do {
            if accessory {
                try table.workbookTapAccessory(IndexPath(row: row, section: section))
            } else {
                try table.workbookTapRow(IndexPath(row: row, section: section))
            }
        } catch {
            throw StepFailure(message: "\(accessory ? "The accessory button of row" : "Row") \(row) of section \(section) cannot be tapped on \(name): \(error.message).")
        }
    }

    /// A finger swiping a table view row and tapping one of its swipe actions (a full swipe
    /// without a title), as UIKit handles it (`UITableView.workbookSwipe`).
    func swipeRow(_ locator: ControlLocator, action: String?, leading: Bool) throws {
        let row = locator.row ?? 0, section = locator.section ?? 0
        let (table, name) = try visibleTable(locator.table)
        do {
            try table.workbookSwipe(IndexPath(row: row, section: section), edge: leading ? .leading : .trailing, actionTitle: action)
        } catch {
            throw StepFailure(message: "Row \(row) of section \(section) cannot be swiped on \(name): \(error.message).")
        }
    }

    /// The table view the visible controller shows (named by its outlet when there are several), with the controller's tag.
    private func visibleTable(_ outlet: String?) throws -> (UITableView, String) {
        try visibleView(UITableView.self, outlet: outlet,
                        noOutlet: { name, outlet in "\(name) has no outlet `\(outlet)` that refers to a table view." },
                        none: { name in "There is no table view on \(name) to tap a row of." },
                        several: { name, tables, outlets in
                            let named = outlets.isEmpty ? "." : " (" + outlets.map { "`\($0)`" }.joined(separator: ", ") + ")."
                            return "\(name) shows \(tables.count) table views: name one with `table: OUTLET`" + named
                        })
    }

    /// The one view of a kind the visible controller shows, or the one its outlet names, with the
    /// controller's tag. The failure sentences are the caller's: each kind keeps its own words
    /// (the Korean catalog translates them one by one).
    private func visibleView<View: UIView>(_ kind: View.Type, outlet: String?,
                                           noOutlet: (String, String) -> String, none: (String) -> String,
                                           several: (String, [View], [String]) -> String) throws -> (View, String) {
        let runtime = Runtime.shared
        guard let controller = runtime.visibleController else {
            throw StepFailure(message: "Nothing is on screen yet: the app has not launched (add a `launch` step first).")
        }
        let name = runtime.trace.tag(controller)
        if let outlet {
            guard let found = finder.outletValue(outlet, of: controller) as? View else { throw StepFailure(message: noOutlet(name, outlet)) }
            return (found, name)
        }
        let views = controller.viewIfLoaded.map { ControlFinder.allViews($0).compactMap { $0 as? View } } ?? []
        guard let only = views.first else { throw StepFailure(message: none(name)) }
        guard views.count == 1 else {
            let outlets = controller.workbookOutletIDs.filter { controller.workbookObjectsByID[$0.value] is View }.keys.sorted()
            throw StepFailure(message: several(name, views, outlets))
        }
        return (only, name)
    }

    /// A finger on a collection view item (R13.3): the collection view the visible controller
    /// shows (named by its outlet when there are several).
    private func tapItem(_ item: Int, section: Int, collection outlet: String?) throws {
        let (collection, name) = try visibleView(
            UICollectionView.self, outlet: outlet,
            noOutlet: { name, outlet in "\(name) has no outlet `\(outlet)` that refers to a collection view." },
            none: { name in "There is no collection view on \(name) to tap an item of." },
            several: { name, collections, outlets in
                let named = outlets.isEmpty ? "none" : outlets.map { "`\($0)`" }.joined(separator: ", ")
                return "\(name) shows \(collections.count) collection views: name one with `collection: OUTLET`. Outlets to them: \(named)."
            })
        do {
            try collection.workbookTapItem(IndexPath(item: item, section: section))
        } catch {
            throw StepFailure(message: "Item \(item) of section \(section) cannot be tapped on \(name): \(error.message).")
        }
    }

    /// A finger on a tab of the tab bar on screen (R9.4): the tab bar of the top presented
    /// controller, or of the container it shows. A tab bar under a presented screen cannot be reached.
    private func tapTab(index: Int?, title: String?) throws {
        let runtime = Runtime.shared
        guard let top = runtime.presentedChain.last else {
            throw StepFailure(message: "Nothing is on screen yet: the app has not launched (add a `launch` step first).")
        }
        guard let tabBar = Self.tabBarController(shownBy: top) else {
            if let covered = runtime.presentedChain.dropLast().compactMap(Self.tabBarController(shownBy:)).last {
                throw StepFailure(message: "The tab bar of \(runtime.trace.tag(covered)) is covered by \(runtime.trace.tag(top)), presented over it: close that screen first.")
            }
            let visible = runtime.visibleController.map { runtime.trace.tag($0) } ?? "the screen"
            throw StepFailure(message: "There is no tab bar on screen: \(visible) is not inside a tab bar controller.")
        }
        // The items the bar shows: with more than five tabs, four and More (R9.7).
        let titles = tabBar.workbookBarTitles
        let tabs = titles.enumerated().map { "\($0.offset) \($0.element.map { "\"\($0)\"" } ?? "(no title)")" }.joined(separator: ", ")
        let name = runtime.trace.tag(tabBar)
        let target: Int
        if let index {
            guard titles.indices.contains(index) else {
                throw StepFailure(message: "\(name) has \(titles.count) tab(s), numbered from 0: \(tabs).")
            }
            target = index
        } else {
            guard let found = titles.firstIndex(where: { $0 == title }) else {
                if let title, let row = tabBar.workbookMoreTitles.firstIndex(of: title) {
                    throw StepFailure(message: Self.tabInMoreList(title: title, tabBar: name, row: row))
                }
                throw StepFailure(message: "No tab of \(name) has the title \"\(title ?? "")\". Its tabs: \(tabs).")
            }
            target = found
        }
        tabBar.workbookTapTab(at: target)
    }

    /// A tab past the fourth of more than five is not on the bar (R9.7): the steps that reach it.
    static func tabInMoreList(title: String, tabBar: String, row: Int) -> String {
        "The tab \"\(title)\" of \(tabBar) is in the More list (the bar shows four tabs and More): tap `{tab: \"More\"}`, then its row `{row: \(row)}`."
    }

    /// The tab bar controller `controller` is, or shows (through the containers' shown children).
    static func tabBarController(shownBy controller: UIViewController) -> UITabBarController? {
        var current: UIViewController? = controller
        while let candidate = current {
            if let tabBar = candidate as? UITabBarController { return tabBar }
            current = candidate.workbookVisibleChildren.last
        }
        return nil
    }

    /// An alert's button: the alert is dismissed, then the action's handler runs (as in UIKit).
    private func tapAlertAction(_ alert: UIAlertController, _ locator: ControlLocator) throws {
        let titles = alert.actions.compactMap(\.title)
        guard let title = locator.title, let action = alert.actions.first(where: { $0.title == title }) else {
            throw StepFailure(message: "An alert is on screen (\"\(alert.title ?? "")\"); tap one of its buttons by title: "
                + titles.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        guard action.isEnabled else { return }
        let trace = Runtime.shared.trace
        alert.dismiss(animated: true) {
            trace.record(tag: trace.tag(anyObject: action), className: "UIAlertAction", member: "handler", detail: "\"\(title)\"")
            action.workbookInvoke()
        }
    }

    func type(_ text: String, into locator: ControlLocator) throws {
        if locator.search != nil {
            try typeSearch(text, outlet: locator.outlet)
            return
        }
        guard case let .control(control) = try finder.find(locator) else {
            throw StepFailure(message: "\(locator) is a bar button item, not a text field.")
        }
        if let field = control as? UITextField {
            // A finger in the field makes it first responder (editing begins, the field that was
            // editing ends), then the keyboard types. The field stays first responder after, as
            // with the keyboard still up: editing ends only when something makes it resign (R10.15).
            guard field.isFirstResponder || field.becomeFirstResponder() else { return }
            field.workbookType(text)
        } else if let bar = control as? UISearchBar {
            guard bar.isFirstResponder || bar.becomeFirstResponder() else { return }
            bar.workbookReplaceText(with: text)
        } else if let textView = control as? UITextView {
            textView.text = text
        } else {
            throw StepFailure(message: "\(locator) is a \(Swift.type(of: control)), not a text field.")
        }
    }

    /// A finger on the search bar, then the keyboard (R16.3): the bar begins editing (a search
    /// controller's bar activates its controller first) unless it already is, then the text is
    /// replaced as a paste does. The bar stays in editing, as with the keyboard still up.
    private func typeSearch(_ text: String, outlet: String?) throws {
        let bar = try searchBar(outlet: outlet)
        guard bar.isFirstResponder || bar.becomeFirstResponder() else { return }
        bar.workbookReplaceText(with: text)
    }

    /// The search bar's Cancel button, or the keyboard's Search key (R16.4).
    private func tapSearch(_ part: ControlLocator.SearchPart, outlet: String?) throws {
        let bar = try searchBar(outlet: outlet)
        let name = Runtime.shared.visibleController.map { Runtime.shared.trace.tag($0) } ?? "none"
        if part == .search {
            guard bar.isFirstResponder else {
                throw StepFailure(message: "The search bar on \(name) is not being edited, so the keyboard's Search key is not there: type into it first.")
            }
            bar.workbookTapSearchButton()
            return
        }
        guard bar.workbookShowsCancelButton else {
            if bar.workbookSearchControllerIsInactive {
                throw StepFailure(message: "The search bar on \(name) shows no Cancel button: its search controller is not active (type into its search bar first).")
            }
            throw StepFailure(message: "The search bar on \(name) shows no Cancel button: its `showsCancelButton` is false.")
        }
        bar.workbookTapCancel()
    }

    /// The search bar on screen: the one an outlet of the visible controller refers to (a search
    /// bar or a search controller), else the only one there: its navigation item's (or its
    /// parents' up to the navigation controller) search controller's bar, or a search bar in its
    /// view (a table view's header view included).
    private func searchBar(outlet: String?) throws -> UISearchBar {
        let runtime = Runtime.shared
        guard let controller = runtime.visibleController else {
            throw StepFailure(message: "Nothing is on screen yet: the app has not launched (add a `launch` step first).")
        }
        let name = runtime.trace.tag(controller)
        if let outlet {
            switch finder.outletValue(outlet, of: controller) {
            case let bar as UISearchBar: return bar
            case let search as UISearchController: return search.searchBar
            default: throw StepFailure(message: "\(name) has no outlet `\(outlet)` that refers to a search bar or a search controller.")
            }
        }
        var bars: [UISearchBar] = []
        var current: UIViewController? = controller
        while let candidate = current, !(candidate is UINavigationController) {
            if let bar = candidate.navigationItem.searchController?.searchBar { bars.append(bar) }
            current = candidate.parent
        }
        let views = controller.viewIfLoaded.map(ControlFinder.allViews) ?? []
        let headers = views.compactMap { ($0 as? UITableView)?.tableHeaderView }.flatMap(ControlFinder.allViews)
        for case let bar as UISearchBar in views + headers where !bars.contains(where: { $0 === bar }) { bars.append(bar) }
        guard let first = bars.first else {
            throw StepFailure(message: "There is no search bar on \(name): its navigation item has no search controller and its view has no search bar.")
        }
        guard bars.count == 1 else {
            let outlets = controller.workbookOutletIDs.filter { controller.workbookObjectsByID[$0.value] is UISearchBar }.keys.sorted()
            let named = outlets.isEmpty ? "none" : outlets.map { "`\($0)`" }.joined(separator: ", ")
            throw StepFailure(message: "\(name) shows \(bars.count) search bars: name one with `outlet: OUTLET`. Outlets to them: \(named).")
        }
        return first
    }

    func set(_ locator: ControlLocator, on: Bool?, value: Double?, index: Int?) throws {
        let found = try finder.find(locator)
        if case let .control(view) = found, let picker = view as? UIPickerView {
            try pick(picker, row: index, component: locator.component ?? 0, locator: locator)
            return
        }
        if case let .control(view) = found, let refresh = view as? UIRefreshControl {
            guard on == true else {
                throw StepFailure(message: "A refresh control is pulled with `on: true`; the app itself ends the refresh with `endRefreshing()`.")
            }
            refresh.workbookPull()
            return
        }
        guard case let .control(view) = found, let control = view as? UIControl else {
            throw StepFailure(message: "\(locator) is not a control whose value can be set.")
        }
        switch control {
        case let toggle as UISwitch:
            guard let on else { throw StepFailure(message: "A switch is set with `on: true|false`.") }
            toggle.setOn(on, animated: true)
        case let stepper as UIStepper:
            guard let value else { throw StepFailure(message: "A stepper is set with `value: N`.") }
            stepper.value = value
        case let slider as UISlider:
            guard let value else { throw StepFailure(message: "A slider is set with `value: N`.") }
            slider.value = Float(value)
        case let segments as UISegmentedControl:
            guard let index else { throw StepFailure(message: "A segmented control is set with `index: N`.") }
            segments.selectedSegmentIndex = index
        case let picker as UIDatePicker:
            guard let value else { throw StepFailure(message: "A date picker is set with `value: SECONDS_SINCE_1970`.") }
            picker.date = Date(timeIntervalSince1970: value)
        default:
            throw StepFailure(message: "\(locator) is a \(Swift.type(of: control)); `set` works on switches, steppers, sliders, segmented controls, date pickers, picker views and refresh controls.")
        }
        control.sendActions(for: .valueChanged)
    }

    /// A finger spinning a picker view's component to a row (R14.2).
    private func pick(_ picker: UIPickerView, row: Int?, component: Int, locator: ControlLocator) throws {
        guard let row else { throw StepFailure(message: "A picker view is set with `index: ROW` (and `component: N` when it has several).") }
        let name = Runtime.shared.visibleController.map { Runtime.shared.trace.tag($0) } ?? "none"
        do {
            try picker.workbookPick(row: row, component: component)
        } catch {
            throw StepFailure(message: "Row \(row) of component \(component) cannot be picked on \(name): \(error.message).")
        }
    }

    /// The Back button of the navigation controller that holds the visible screen.
    func back() throws {
        let runtime = Runtime.shared
        guard let visible = runtime.visibleController, let navigation = visible.workbookBackNavigationController else {
            throw StepFailure(message: "There is no Back button: the visible screen (\(runtime.visibleController.map { runtime.trace.tag($0) } ?? "none")) is not inside a navigation controller.")
        }
        guard navigation.viewControllers.count > 1 else {
            throw StepFailure(message: "There is no Back button: \(runtime.trace.tag(visible)) is the root of its navigation controller.")
        }
        // A left bar button item takes the Back button's place unless it only supplements it: the
        // user's way back is that item, so the step taps it (what it does is the learner's).
        if let left = visible.navigationItem.leftBarButtonItems?.first, !visible.navigationItem.leftItemsSupplementBackButton {
            runtime.trace.record(visible, "navigationItem.leftBarButtonItem", "Back (\"\(left.title ?? "")\")")
            left.workbookTap()
            return
        }
        guard !visible.navigationItem.hidesBackButton else {
            throw StepFailure(message: "There is no Back button: \(runtime.trace.tag(visible)) hides it (navigationItem.hidesBackButton is true).")
        }
        // iOS 16: a navigation item's `backAction` replaces the pop (its handler decides what Back does).
        if let action = visible.navigationItem.backAction {
            runtime.trace.record(visible, "navigationItem.backAction", "Back")
            action.workbookPerform(sender: nil)
            return
        }
        navigation.popViewController(animated: true)
    }

    func swipeBack(cancel: Bool) throws {
        let runtime = Runtime.shared
        guard let navigation = runtime.visibleController?.workbookBackNavigationController,
              navigation.workbookInteractivePop(cancelled: cancel) else {
            throw StepFailure(message: "There is nothing to swipe back to: the visible screen is not above another one in a navigation controller.")
        }
    }

    func swipeDown(cancel: Bool) throws {
        guard Runtime.shared.swipeDownTopSheet(cancel: cancel) else {
            throw StepFailure(message: "There is no sheet to swipe down: the top screen is not presented as a sheet.")
        }
    }

    func wait(seconds: Double) {
        let deadline = Date().addingTimeInterval(min(seconds, 5))
        while Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date().addingTimeInterval(0.01)))
            Runtime.shared.drain()
        }
    }
}
