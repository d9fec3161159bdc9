import Foundation

/// What a check expects at one point of its steps. Expectations name what the storyboard and
/// the book name (scene classes, outlets, properties, segue identifiers), never a learner's
/// private choices.
public enum Expectation: Codable, Equatable, Sendable {
    /// The class of the controller the user sees.
    case top(String)
    /// The classes of the navigation stack that holds the visible controller, bottom to top.
    case stack([String])
    /// The classes presented above the window's root, bottom to top (empty: nothing presented).
    case presented([String])
    /// The text of a label of the visible controller, by outlet (nil: the label has no text).
    case label(outlet: String, text: String?)
    /// A stored property of a controller (`ResultViewController`, or a tag `ResultViewController#2`),
    /// read by reflection; the topmost instance on screen when a class is named.
    case property(of: String, name: String, equals: String)
    /// These events happened, in this order (a subsequence of the trace so far).
    case events([String])
    /// None of these events happened so far.
    case noEvents([String])
    /// The controller of this class the user sees is instance number `number` (`VC2#1` vs `VC2#2`).
    case instance(of: String, number: Int)
    /// Every instance of this class that is no longer on screen has been released.
    case deallocated(String)
    /// A `UserDefaults.standard` value (nil: no value for the key).
    case userDefaults(key: String, equals: String?)
    /// The app crashed, with a reason containing this text (and this exception name, if given).
    case crash(reason: String, name: String?)
    /// The app printed a line containing this text.
    case console(String)

    public var kind: String {
        switch self {
        case .top: return "top"
        case .stack: return "stack"
        case .presented: return "presented"
        case .label: return "label"
        case .property: return "property"
        case .events: return "events"
        case .noEvents: return "noEvents"
        case .instance: return "instance"
        case .deallocated: return "deallocated"
        case .userDefaults: return "userDefaults"
        case .crash: return "crash"
        case .console: return "console"
        }
    }
}

/// What the app is asked to report at an `expect` step: what to look at, never what the check
/// expects to see (the app's process runs learner code, which must learn nothing of a hidden
/// check's answers).
public enum Observation: Codable, Equatable, Sendable {
    /// The screen: window, stacks, presented chain, visible controller and its labels, live instances.
    case screen
    /// The screen, and a stored property of a controller (a class, or a tag `VC#2`).
    case property(of: String, name: String)
    /// The screen, and a `UserDefaults.standard` value.
    case userDefaults(key: String)
    /// The screen, and what still holds the off-screen instances of a class.
    case holders(of: String)
}

extension Expectation {
    /// What the app must report for this expectation to be judged.
    public var observation: Observation {
        switch self {
        case let .property(of, name, _): return .property(of: of, name: name)
        case let .userDefaults(key, _): return .userDefaults(key: key)
        case let .deallocated(className): return .holders(of: className)
        case .top, .stack, .presented, .label, .events, .noEvents, .instance, .crash, .console: return .screen
        }
    }
}

extension Step {
    /// The step as the app's process receives it: expectations become observations.
    public var forApp: Step {
        if case let .expect(expectation) = self { return .observe(expectation.observation) }
        return self
    }
}

/// What the app process reports at an `expect` step: enough for the host to judge it.
public struct Probe: Codable, Equatable, Sendable {
    public var state: AppState
    /// Property reads: `(of, name)` → value.
    public var properties: [PropertyRead]
    public var userDefaults: [String: String]
    /// Tags of instances still alive, among those the trace has numbered.
    public var liveInstances: [String]
    /// For each live instance that should have gone, what still holds it (paths of property names).
    public var holders: [String: [String]]

    public init(state: AppState, properties: [PropertyRead] = [], userDefaults: [String: String] = [:],
                liveInstances: [String] = [], holders: [String: [String]] = [:]) {
        self.state = state
        self.properties = properties
        self.userDefaults = userDefaults
        self.liveInstances = liveInstances
        self.holders = holders
    }
}

public struct PropertyRead: Codable, Equatable, Sendable {
    public var of: String
    public var name: String
    /// The instance read (`ResultViewController#1`), nil when none was found.
    public var instance: String?
    /// The value as Swift describes it (strings unquoted), nil when the property does not exist or is nil.
    public var value: String?
    public var exists: Bool

    public init(of: String, name: String, instance: String?, value: String?, exists: Bool) {
        self.of = of
        self.name = name
        self.instance = instance
        self.value = value
        self.exists = exists
    }
}
