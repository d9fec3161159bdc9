import Foundation

/// The public Swift names of UIKit, Foundation and Core Animation as an iOS app sees them: each
/// type with its superclass and protocols, and the base names of its members. Read from an
/// iPhoneOS SDK's headers, API notes and Swift overlay interfaces by `scripts/ios-sdk-names.py`
/// into `Data/ios-sdk-api.txt`, embedded here as `IOSSDKNames.data` (the same text; a test keeps
/// them equal). It tells the compiler's "has no member" and "cannot find … in scope" about iOS
/// API the simulation lacks (not the learner's mistake) from a misspelling (the learner's).
public struct IOSSDKNames: Sendable {
    /// Supertypes (superclass and protocols) of each type, by Swift name (`UITableViewCell.CellStyle`).
    public let supertypes: [String: [String]]
    /// Member base names of each type; `*` holds module-scope names.
    public let members: [String: Set<String>]

    public static let shared = IOSSDKNames(text: IOSSDKNames.data)

    public init(text: String) {
        var supertypes: [String: [String]] = [:]
        var members: [String: Set<String>] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let first = fields.first, !first.isEmpty else { continue }
            let type = String(first)
            supertypes[type] = fields.count > 1 ? fields[1].split(separator: ",").map(String.init) : []
            members[type] = fields.count > 2 ? Set(fields[2].split(separator: " ").map(String.init)) : []
        }
        self.supertypes = supertypes
        self.members = members
        // A lowercase module-scope name that is also a member of some type (`viewControllers`,
        // `text`, `delegate`) was read from a parameter or a member's declaration, not a global:
        // bare in a class that lacks it, it is the learner's error on a device too.
        let memberNames = members.filter { $0.key != "*" }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        self.membersOnly = Set((members["*"] ?? []).filter { name in name.first?.isLowercase == true && !name.hasPrefix("k") && memberNames.contains(name) })
    }

    /// Lowercase module-scope names that are members of SDK types too: never told as a global.
    let membersOnly: Set<String>

    /// Whether `name` is a type, function or constant the SDK declares at module scope.
    public func declaresGlobal(_ name: String) -> Bool {
        (members["*"]?.contains(name) == true && !membersOnly.contains(name)) || supertypes[name] != nil
    }

    /// The endings Swift 2 kept on a method's name that Swift 3 moved into its labels
    /// (`…WithIdentifier`, `…Animated`, `…ForKey`): no name of today's SDK ends so. (A class name
    /// at the end, `…ViewController`, is left out: today's `showDetailViewController(_:sender:)`
    /// ends so too. The older names the exercises' screens use are declared unavailable and
    /// renamed in the simulation itself, `Swift3Names.swift`.)
    static let olderNameEndings = ["Animated", "WithIdentifier", "ForSegue", "ForKeyPath", "ForKey", "ForState"]

    /// Whether `member` is the name an older Swift gave a method of `type` whose newer name the SDK
    /// also lists: `member` is that name with one of `olderNameEndings` added
    /// (`performSegueWithIdentifier` beside `performSegue`). Such names are the SDK's unavailable,
    /// renamed declarations, not API an app can call today.
    public func isOlderSwiftName(_ member: String, on type: String, learnerSupertypes: [String: [String]] = [:]) -> Bool {
        Self.olderNameEndings.contains { ending in
            guard member.hasSuffix(ending), member.count > ending.count else { return false }
            let stem = String(member.dropLast(ending.count))
            return hasMember(stem, on: type, learnerSupertypes: learnerSupertypes)
        }
    }

    /// Whether the SDK type `type` (or one of its supertypes, or a learner type whose
    /// `learnerSupertypes` lead to SDK types) has a member with base name `member`.
    public func hasMember(_ member: String, on type: String, learnerSupertypes: [String: [String]] = [:], excluding: Set<String> = []) -> Bool {
        var queue = [Self.bare(type)]
        var seen = excluding
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if members[next]?.contains(member) == true { return true }
            queue += (supertypes[next] ?? []) + (learnerSupertypes[next] ?? []).map(Self.bare)
        }
        return false
    }

    /// Whether `type` is an SDK type, directly or through a learner type's supertypes.
    public func isSDKType(_ type: String, learnerSupertypes: [String: [String]] = [:]) -> Bool {
        var queue = [Self.bare(type)]
        var seen = Set<String>()
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if supertypes[next] != nil { return true }
            queue += (learnerSupertypes[next] ?? []).map(Self.bare)
        }
        return false
    }

    /// `UIKit.UITableView` → `UITableView`; `UITableView.Type` → `UITableView`; generic arguments dropped.
    static func bare(_ type: String) -> String {
        var name = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        for module in ["UIKit.", "Foundation.", "QuartzCore.", "Swift."] where name.hasPrefix(module) { name = String(name.dropFirst(module.count)) }
        if name.hasSuffix(".Type") { name = String(name.dropLast(5)) }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        return name
    }
}
