import Foundation

/// What the host asks one learner process to do. Handed over on the app's standard input (after
/// the run's key); the process answers with sealed `RunMessage` lines on that same socket, which
/// the driver moves to a high descriptor before any learner code runs (`ChannelSeal`).
public struct RunRequest: Codable, Equatable, Sendable {
    /// Every storyboard of the project, by name (`Main`).
    public var storyboards: [StoryboardDocument]
    /// The storyboard UIKit loads at launch (`UIMainStoryboardFile` or the scene manifest's `UISceneStoryboardFile`).
    public var mainStoryboard: String?
    /// The scene delegate class from the scene manifest, when the app uses scenes.
    public var sceneDelegateClass: String?
    /// The app target's module name, as `String(reflecting:)` shows class names (`MyApp.ViewController`).
    public var moduleName: String
    public var steps: [Step]
    /// Index of `steps[0]` in the whole scenario (a relaunch continues numbering).
    public var firstStepIndex: Int
    /// How long the main queue must stay quiet after a step before the next one: work the step
    /// started on another thread comes back within it. 0 when the app's code starts no such
    /// work (the host reads that from its symbols): the step's own main-queue work is drained.
    public var settleQuietSeconds: Double
    public static let defaultSettleQuietSeconds = 0.05
    /// Send the screen after every step (`RunMessage.screen`) and in the final state. Nil or
    /// false: no screen is read, which costs nothing.
    public var screens: Bool? = nil
    /// The explanation search's change to turn on in this run (`__workbookWhatIf`), only ever in a
    /// build made for that search; nil in every check's own run.
    public var whatIf: Int? = nil
    /// A `relaunch` follows this process: after its last step the user leaves the app (home,
    /// then ends it in the app switcher), so the app goes to the background before it ends
    /// (R8.2). Nil or false: the process ends where its steps end.
    public var backgroundAtEnd: Bool? = nil
    /// The longest short delay the app's code puts main-queue work off by (`asyncAfter(deadline:
    /// .now() + 0.2)`, a timer of under a second): after each step the driver keeps serving the main
    /// queue that long, so work a person sees happen at once on a device (a pop 0.2 s after Save) has
    /// happened when the next step looks. Nil: none.
    public var settleDelaySeconds: Double? = nil

    public init(storyboards: [StoryboardDocument], mainStoryboard: String?, sceneDelegateClass: String?, moduleName: String,
                steps: [Step], firstStepIndex: Int = 0, settleQuietSeconds: Double = RunRequest.defaultSettleQuietSeconds) {
        self.settleQuietSeconds = settleQuietSeconds
        self.storyboards = storyboards
        self.mainStoryboard = mainStoryboard
        self.sceneDelegateClass = sceneDelegateClass
        self.moduleName = moduleName
        self.steps = steps
        self.firstStepIndex = firstStepIndex
    }
}

/// One message of the learner process to the host, a sealed line on the channel. Written as it
/// happens, so a crash loses nothing that came before it.
public enum RunMessage: Codable, Equatable, Sendable {
    case stepStarted(index: Int, description: String)
    case event(TraceEvent)
    /// A warning of the runtime's, shown with the console (what the app prints stays on its
    /// standard output, placed by `ConsoleMark`).
    case console(String)
    case crash(CrashReport)
    case state(AppState)
    /// The answer to an `expect` step.
    case probe(index: Int, probe: Probe)
    /// The screen after step `index`, when the request asked for screens.
    case screen(index: Int, screen: ScreenSnapshot)
    /// The app's coverage counters (a raw profile, as `llvm-profdata` reads it), once at the end.
    case coverage(Data)
    /// What the what-if search's build saw its tests come to (`__workbookWhatIfSeen`), once at
    /// the end; only that build sends it, and only explanations read it.
    case whatIfSeen([WhatIfSeen])
    /// What the what-if search's build saw the learner's assignments write (`__workbookWhatIfWrote`),
    /// once at the end, in the order they ran; only that build sends it, and only explanations read it.
    case whatIfWrites([WhatIfWrite])
    case finished
}

/// Where each driver message falls among the lines the app prints. The driver's messages travel
/// on their own channel; what the app prints goes to its standard output, read by the host as it
/// comes. Before message `n` the driver writes the line `\u{1}WB n` to standard output (after
/// flushing what the app printed), so the host puts every console line before it ahead of
/// message `n`, as a device's console shows it between the lifecycle events around it.
///
/// A mark says only where console lines go, never what happened: a mark the app prints itself
/// arrives twice or out of order (the driver writes every number once, in order) and marks the
/// run tampered with.
public enum ConsoleMark {
    public static func line(_ sequence: UInt64) -> String { ChannelSeal.prefix + String(sequence) }

    /// The sequence number of a mark line, nil for any other line.
    public static func sequence(in line: Substring) -> UInt64? {
        guard line.hasPrefix(ChannelSeal.prefix) else { return nil }
        let digits = line.dropFirst(ChannelSeal.prefix.count)
        guard !digits.isEmpty, digits.count <= 20, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt64(digits)
    }
}

/// How one test of the learner's code came out in a run of the what-if search's build: how often
/// it was true and false, and (for a comparison of plain values) the first few pairs of values it
/// compared, as Swift prints them (`String(reflecting:)`). Read only to word an explanation.
/// One run of an assignment of the learner's, recorded by the what-if search's build: what it left
/// in the place it assigned (as `WhatIfSeen` describes values), the screen or object that holds that
/// place, and when it ran (the step, and how many trace events came before it in the run).
public struct WhatIfWrite: Codable, Equatable, Sendable {
    /// The site's id (`WhatIfProbe.id`).
    public var id: Int
    /// The instance tag of the object assigned to (`ResultViewController#1`), or of the screen whose
    /// view holds the view assigned to (a label's text); nil when it has none.
    public var owner: String?
    /// True when `owner` is the screen of a view that was assigned to (not the object itself).
    public var ownerIsScreen: Bool
    /// True when the object before the place was nil (`result?.value = v` with `result` nil: nothing was assigned).
    public var ownerIsNil: Bool = false
    /// A store's key (`UserDefaults`): a value saved under it (`set(_:forKey:)`, read back after), or
    /// read from it (`isRead`). `owner` is then `standard` or `suite` (another `UserDefaults`).
    public var key: String? = nil
    public var isRead: Bool = false
    /// Not a write: a test the search's build records (a `switch`'s subject, a condition's outcome),
    /// timed like the writes (its first few runs), `value` what it saw.
    public var isTest: Bool = false
    /// For a test that compares two plain values: the two sides as they were (`.preview`, `.result`).
    public var sides: [String]? = nil
    /// A notification posted (`isPost`) or observed (an observer added), or an observer removed
    /// (`isRemoval`): the name's raw value (nil: every name), the center (`default`, or `center-N`
    /// for one of the learner's own), the object (`owner`: the post's object or the observer's
    /// filter, nil for none), the observer (`observer`: the object registered, or `self` where a
    /// block was), the keys of the post's `userInfo`, and the queue of a block's (`main`, `nil`, `other`).
    public var notification: String? = nil
    public var isNotification: Bool = false
    public var isPost: Bool = false
    public var isRemoval: Bool = false
    public var center: String? = nil
    public var observer: String? = nil
    public var userInfoKeys: [String]? = nil
    public var queue: String? = nil
    /// Which process of the run wrote it (0 first; a relaunch starts the next), set by the host:
    /// instance tags are numbered per process.
    public var process: Int = 0
    /// The value after the assignment, cut to 80 characters.
    public var value: String
    public var step: Int?
    /// How many trace events the run had recorded before this assignment ran.
    public var event: Int

    public init(id: Int, owner: String?, ownerIsScreen: Bool = false, value: String, step: Int?, event: Int) {
        self.id = id
        self.owner = owner
        self.ownerIsScreen = ownerIsScreen
        self.value = value
        self.step = step
        self.event = event
    }

    /// At most so many writes are kept per process.
    public static let limit = 400
}

public struct WhatIfSeen: Codable, Equatable, Sendable {
    public var id: Int
    public var trues: Int
    public var falses: Int
    /// Up to three distinct pairs of sides, each side cut to 80 characters.
    public var pairs: [[String]]

    public init(id: Int, trues: Int = 0, falses: Int = 0, pairs: [[String]] = []) {
        self.id = id
        self.trues = trues
        self.falses = falses
        self.pairs = pairs
    }

    /// How many distinct pairs of values are kept.
    public static let pairLimit = 3

    /// Another record of the same test (another process of the run) added to this one.
    public mutating func add(_ other: WhatIfSeen) {
        trues += other.trues
        falses += other.falses
        for pair in other.pairs { keep(pair) }
    }

    /// A pair of values kept when it is new and fewer than `pairLimit` are kept.
    public mutating func keep(_ pair: [String]) {
        if pairs.count < Self.pairLimit, !pairs.contains(pair) { pairs.append(pair) }
    }
}
