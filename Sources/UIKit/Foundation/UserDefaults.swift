#if !canImport(Darwin)
import Foundation

/// `UserDefaults` as iOS's Foundation has it (R17.4, R17.5): Foundation on Linux stores and reads
/// the same values but tells nobody when they change. This subclass, which shadows Foundation's
/// name for code that imports UIKit (`UserDefaults.standard`, `UserDefaults(suiteName:)` and
/// `UserDefaults()` all make it), tells what iOS tells after every change made through it:
///
/// - the observers of the key (`observe(\.email, …)` of an `@objc dynamic var email` declared in an
///   `extension UserDefaults`, `addObserver(_:forKeyPath:options:context:)` with the key), each with
///   the old and new values its options ask for, `.prior` before the write;
/// - then `UserDefaults.didChangeNotification`, on `NotificationCenter.default`, with the object
///   written to as its object.
///
/// Both on the thread that writes, before the write returns. Registering defaults
/// (`register(defaults:)`) is no change: it posts nothing and tells no observer. A suite is its own
/// object: observers of `UserDefaults.standard` are not told of a write to a suite.
/// Foundation's own `UserDefaults.standard` (the driver's) reads and writes the same store.
open class UserDefaults: Foundation.UserDefaults {
    nonisolated(unsafe) private static let shared = UserDefaults(suiteName: nil)!

    open override class var standard: UserDefaults { shared }

    open override func set(_ value: Any?, forKey defaultName: String) {
        changing([defaultName]) { super.set(value, forKey: defaultName) }
    }

    open override func set(_ value: Int, forKey defaultName: String) {
        changing([defaultName]) { super.set(value, forKey: defaultName) }
    }

    open override func set(_ value: Float, forKey defaultName: String) {
        changing([defaultName]) { super.set(value, forKey: defaultName) }
    }

    open override func set(_ value: Double, forKey defaultName: String) {
        changing([defaultName]) { super.set(value, forKey: defaultName) }
    }

    open override func set(_ value: Bool, forKey defaultName: String) {
        changing([defaultName]) { super.set(value, forKey: defaultName) }
    }

    open override func set(_ url: URL?, forKey defaultName: String) {
        changing([defaultName]) { super.set(url, forKey: defaultName) }
    }

    open override func removeObject(forKey defaultName: String) {
        changing([defaultName]) { super.removeObject(forKey: defaultName) }
    }

    /// A whole domain replaced or removed (`removePersistentDomain(forName: bundleIdentifier)`, the
    /// "reset" learners write): every key it held or holds now changes.
    open override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        let keys = Set((persistentDomain(forName: domainName) ?? [:]).keys).union(domain.keys)
        changing(keys.sorted()) { super.setPersistentDomain(domain, forName: domainName) }
    }

    open override func removePersistentDomain(forName domainName: String) {
        let keys = (persistentDomain(forName: domainName) ?? [:]).keys.sorted()
        changing(keys) { super.removePersistentDomain(forName: domainName) }
    }

    /// Foundation's overloads call one another (`set(Int)` stores through `set(Any?)`): only the
    /// outermost call of a thread tells.
    private static let depthKey = "workbook.UserDefaults.changeDepth"

    private func changing(_ keys: [String], _ write: () -> Void) {
        let thread = Thread.current.threadDictionary
        let depth = thread[Self.depthKey] as? Int ?? 0
        guard depth == 0 else { return write() }
        let before = keys.map { key in (key, object(forKey: key)) }
        for (key, old) in before {
            for observation in KeyValueObservers.observations(of: self, key: key) { observation.callback?(old, nil, true) }
        }
        thread[Self.depthKey] = depth + 1
        write()
        thread[Self.depthKey] = depth
        for (key, old) in before {
            let new = object(forKey: key)
            for observation in KeyValueObservers.observations(of: self, key: key) { observation.callback?(old, new, false) }
        }
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }
}
#endif
