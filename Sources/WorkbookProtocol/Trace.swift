import Foundation

/// One event of the simulated app: `ResultViewController#2.viewDidLoad`, `ViewController#1.prepare(for:sender:) …`.
public struct TraceEvent: Codable, Equatable, Sendable {
    /// `Class#n`: n numbers the instances of that class from 1, in creation order, per app process.
    public var instance: String
    public var className: String
    /// The Swift member name: `init(coder:)`, `viewDidLoad`, `prepare(for:sender:)`, `deinit`, an unwind action, …
    public var member: String
    public var detail: String?
    /// Index of the step (in the run's step list) during which the event happened.
    public var step: Int?
    /// Set when UIKit did nothing for this call and said nothing (a `dismiss` with nothing
    /// presented, a pop with nothing to pop): why, in a few English words.
    public var ignored: String?
    /// Set when a control's state was read or written in a way that does not hold what the code
    /// may think (a slider keeping its value within its range, a segmented control read with no
    /// segment selected): what UIKit did, in a few English words.
    public var note: String?

    public init(instance: String, className: String, member: String, detail: String? = nil, step: Int? = nil, ignored: String? = nil, note: String? = nil) {
        self.instance = instance
        self.className = className
        self.member = member
        self.detail = detail
        self.step = step
        self.ignored = ignored
        self.note = note
    }

    enum CodingKeys: String, CodingKey {
        case instance
        case className = "class"
        case member, detail, step, ignored, note
    }

    /// `Class#n.member detail`, the text format's line (` — ignored: why` after a call UIKit ignored).
    public var line: String {
        var line = "\(instance).\(member)"
        if let detail, !detail.isEmpty { line += " " + detail }
        if let ignored { line += " — ignored: " + ignored }
        if let note { line += " — " + note }
        return line
    }
}

/// What the app looked like after the last step.
public struct AppState: Codable, Equatable, Sendable {
    /// Instance tag of the window's root view controller.
    public var windowRoot: String?
    /// Every navigation controller on screen (the root's and presented ones), bottom to top.
    public var navigationStacks: [NavigationStackState]
    /// The presented chain from the root's presented controller outward, with styles.
    public var presented: [PresentedState]
    /// The controller the user sees (top of the topmost navigation stack or presented controller).
    public var visibleController: String?
    /// Each label visible on the visible controller, in view order.
    public var labels: [LabelState]
    /// Every tab bar controller on screen with its tabs; nil when there is none (and left out of the JSON).
    public var tabBars: [TabBarState]?
    /// The files in the app's home when the run ended (`Documents/a.plist`), set by the host after
    /// the run, never by the app; nil when not looked at.
    public var containerFiles: [String]?
    /// Every split view controller on screen with its children; nil when there is none (and left out of the JSON).
    public var splitViews: [SplitViewState]?
    /// The screen as drawn (`ScreenSnapshot`), only when the run asked for screens.
    public var screen: ScreenSnapshot?

    public init(windowRoot: String? = nil, navigationStacks: [NavigationStackState] = [], presented: [PresentedState] = [],
                visibleController: String? = nil, labels: [LabelState] = []) {
        self.windowRoot = windowRoot
        self.navigationStacks = navigationStacks
        self.presented = presented
        self.visibleController = visibleController
        self.labels = labels
    }
}

/// A tab bar controller on screen: its tabs' controllers, titles and badges, and which one is selected.
public struct TabBarState: Codable, Equatable, Sendable {
    public var tabBarController: String
    public var tabs: [String]
    public var titles: [String?]
    /// Each tab's `badgeValue`.
    public var badges: [String?]
    public var selectedIndex: Int?
    public init(tabBarController: String, tabs: [String], titles: [String?], badges: [String?], selectedIndex: Int?) {
        self.tabBarController = tabBarController
        self.tabs = tabs
        self.titles = titles
        self.badges = badges
        self.selectedIndex = selectedIndex
    }
}

/// A split view controller on screen: its children (`viewControllers`: the primary alone once
/// collapsed) and whether it is collapsed (always, on an iPhone-sized screen, once shown).
public struct SplitViewState: Codable, Equatable, Sendable {
    public var splitViewController: String
    public var viewControllers: [String]
    public var collapsed: Bool
    public init(splitViewController: String, viewControllers: [String], collapsed: Bool) {
        self.splitViewController = splitViewController
        self.viewControllers = viewControllers
        self.collapsed = collapsed
    }
}

public struct NavigationStackState: Codable, Equatable, Sendable {
    public var navigationController: String
    public var stack: [String]
    public init(navigationController: String, stack: [String]) {
        self.navigationController = navigationController
        self.stack = stack
    }
}

public struct PresentedState: Codable, Equatable, Sendable {
    public var controller: String
    public var presentingController: String
    public var style: String
    public init(controller: String, presentingController: String, style: String) {
        self.controller = controller
        self.presentingController = presentingController
        self.style = style
    }
}

public struct LabelState: Codable, Equatable, Sendable {
    /// The controller whose view holds the label.
    public var controller: String
    /// The outlet property naming the label, when one does.
    public var outlet: String?
    public var text: String?
    public init(controller: String, outlet: String?, text: String?) {
        self.controller = controller
        self.outlet = outlet
        self.text = text
    }
}

/// How the app ended when it did not end normally.
public struct CrashReport: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// An Objective-C style exception UIKit raises (`NSInvalidArgumentException`, `NSUnknownKeyException`, …).
        case uncaughtException
        /// A Swift runtime trap: `Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value`.
        case fatalError
        /// Killed by a signal with no message (segmentation fault, …).
        case signal
        /// The learner's code called `exit`.
        case exit
        /// A step or the whole run went past its time limit.
        case timeout
        /// A resource limit (memory, output size, processes) was hit.
        case limit
        /// A step the driver could not carry out (no control with that outlet, …).
        case stepFailed
    }

    public var kind: Kind
    /// Exception name, e.g. `NSInvalidArgumentException`.
    public var name: String?
    /// UIKit's reason text, or the Swift runtime's message.
    public var reason: String
    /// Index of the step that was running.
    public var step: Int?
    /// The learner's file (as in their project) and line, when known.
    public var file: String?
    public var line: Int?

    public init(kind: Kind, name: String? = nil, reason: String, step: Int? = nil, file: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.name = name
        self.reason = reason
        self.step = step
        self.file = file
        self.line = line
    }
}
