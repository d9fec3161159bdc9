import Foundation

/// How a step finds a control on the visible screen. Robust references come first: a learner's
/// storyboard differs from the book's in titles and layout, not in outlets and actions.
public struct ControlLocator: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The outlet property of the visible controller that refers to the control.
    public var outlet: String?
    /// The action selector the control is wired to (`onPerformSegue:`), or its Swift name (`onPerformSegue(_:)`).
    public var action: String?
    /// The identifier of the segue the control triggers.
    public var segue: String?
    /// Accessibility/restoration identifier.
    public var identifier: String?
    /// The class of the scene the control's segue leads to.
    public var destination: String?
    /// The visible title (button title, bar button title, system item name).
    public var title: String?
    /// A table view row: `row` (and `section`, 0 unless given) of the table view the visible
    /// controller shows, or of the one its outlet `table` refers to.
    public var row: Int?
    public var section: Int?
    public var table: String?
    /// A row's accessory (detail) button instead of the row (`{accessory: 2}`, with `section` and `table` as for `row`).
    public var accessory: Int?
    /// A collection view item: `item` (and `section`, 0 unless given) of the collection view the
    /// visible controller shows, or of the one its outlet `collection` refers to.
    public var item: Int?
    public var collection: String?
    /// A picker view's component (wheel) for `set` (0 unless given).
    public var component: Int?
    /// A tab of the tab bar on screen, by index (`{tab: 1}`) or by its title (`{tab: "Second"}`).
    public var tab: Int?
    public var tabTitle: String?
    /// The search bar on screen (the navigation item's search controller's bar, or a search bar in
    /// the view; `outlet` names one): typed into (`type: {search: "…"}`), or its Cancel button or
    /// the keyboard's Search key tapped (`tap: {search: cancel}`, `tap: {search: search}`).
    public var search: SearchPart?

    public enum SearchPart: String, Codable, Equatable, Sendable {
        case bar, cancel, search
    }

    public init(outlet: String? = nil, action: String? = nil, segue: String? = nil, identifier: String? = nil,
                destination: String? = nil, title: String? = nil, row: Int? = nil, section: Int? = nil, table: String? = nil,
                tab: Int? = nil, tabTitle: String? = nil, accessory: Int? = nil, item: Int? = nil, collection: String? = nil,
                component: Int? = nil, search: SearchPart? = nil) {
        self.search = search
        self.component = component
        self.item = item
        self.collection = collection
        self.accessory = accessory
        self.tab = tab
        self.tabTitle = tabTitle
        self.row = row
        self.section = section
        self.table = table
        self.destination = destination
        self.outlet = outlet
        self.action = action
        self.segue = segue
        self.identifier = identifier
        self.title = title
    }

    public var description: String {
        var parts: [String] = []
        if let outlet { parts.append("outlet: \(outlet)") }
        if let action { parts.append("action: \"\(action)\"") }
        if let segue { parts.append("segue: \(segue)") }
        if let identifier { parts.append("identifier: \(identifier)") }
        if let destination { parts.append("destination: \(destination)") }
        if let title { parts.append("title: \"\(title)\"") }
        if let row { parts.append("row: \(row)") }
        if let accessory { parts.append("accessory: \(accessory)") }
        if let item { parts.append("item: \(item)") }
        if let section { parts.append("section: \(section)") }
        if let table { parts.append("table: \(table)") }
        if let collection { parts.append("collection: \(collection)") }
        if let component { parts.append("component: \(component)") }
        if let tab { parts.append("tab: \(tab)") }
        if let tabTitle { parts.append("tab: \"\(tabTitle)\"") }
        if let search { parts.append("search: \(search.rawValue)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// One thing a learner does to the app.
public enum Step: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Start the app (`UIApplicationMain`).
    case launch
    /// Type text into a text field (replacing its text), sending `editingChanged`.
    case type(ControlLocator, text: String)
    /// Set a switch (`on`), a stepper or slider (`value`), or a segmented control (`index`), sending
    /// `valueChanged`; or pick a picker view's row (`index`, in `locator.component`).
    case set(ControlLocator, on: Bool?, value: Double?, index: Int?)
    /// Tap a button or bar button item (its actions and its triggered segue), a table row, a
    /// collection view item, or a tab.
    case tap(ControlLocator)
    /// The Back button of the top navigation controller.
    case back
    /// Swipe a table view row (`locator.row`, `section`, `table`) from its trailing edge (its
    /// leading edge with `leading`) and tap the swipe action titled `action`; without a title, a
    /// full swipe (the first action).
    case swipe(ControlLocator, action: String?, leading: Bool)
    /// Interactive dismissal of the top sheet, completed or abandoned half way.
    case swipeDown(cancel: Bool)
    /// The edge-swipe back gesture of the top navigation controller, completed or cancelled.
    case swipeBack(cancel: Bool)
    /// End the app and start it again in a new process with the same HOME.
    case relaunch
    /// Let the main queue run (timers and `asyncAfter` up to this many seconds of simulated time).
    case wait(seconds: Double)
    /// A check's expectation at this point. Never sent to the app: the host turns it into an
    /// `observe` step (`forApp`) and judges the answer itself.
    case expect(Expectation)
    /// What the app must report at this point (a `Probe`), without any expected value.
    case observe(Observation)

    public var description: String {
        switch self {
        case .launch: return "launch"
        case let .type(locator, text): return "type \(locator) text: \"\(text)\""
        case let .set(locator, on, value, index):
            if let on { return "set \(locator) on: \(on)" }
            if let value { return "set \(locator) value: \(value.formattedForTrace)" }
            if let index { return "set \(locator) index: \(index)" }
            return "set \(locator)"
        case let .tap(locator): return "tap \(locator)"
        case .back: return "back"
        case let .swipe(locator, action, leading):
            return "swipe \(locator)" + (action.map { " action: \"\($0)\"" } ?? " (full swipe)") + (leading ? " edge: leading" : "")
        case let .swipeDown(cancel): return cancel ? "swipeDown (cancelled)" : "swipeDown"
        case let .swipeBack(cancel): return cancel ? "swipeBack (cancelled)" : "swipeBack"
        case .relaunch: return "relaunch"
        case let .wait(seconds): return "wait \(seconds.formattedForTrace)"
        case let .expect(expectation): return "expect \(expectation.kind)"
        case .observe: return "expect"
        }
    }
}

extension Double {
    /// `5` for whole numbers, `2.5` otherwise: how values read in traces.
    public var formattedForTrace: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
