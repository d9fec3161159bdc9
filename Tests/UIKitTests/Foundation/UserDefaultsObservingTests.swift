import XCTest
@testable @_spi(Workbook) import UIKit
import class UIKit.UserDefaults

// What a learner's `extension UserDefaults { @objc dynamic var email: String? { string(forKey: "email") } }`
// compiles to here (the build blanks `@objc`; `dynamic` stays).
extension UserDefaults {
    dynamic var workbookTestEmail: String? { string(forKey: "workbookTestEmail") }
    dynamic var workbookTestCount: Int { integer(forKey: "workbookTestCount") }
}

/// R17.4 and R17.5 (docs/uikit-rules.md): `UserDefaults` posts `didChangeNotification` and tells the
/// observers of a key after each change, on the writing thread; registration is no change.
final class UserDefaultsObservingTests: XCTestCase {
    private func suite() -> UserDefaults {
        UserDefaults(suiteName: "workbook-test-\(UUID().uuidString)")!
    }

    /// Every write posts once, with the defaults written to as the object; `register(defaults:)` never.
    func testEveryChangePostsDidChangeNotificationOnce() {
        nonisolated(unsafe) let defaults = suite()
        nonisolated(unsafe) var log: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { note in
            log.append((note.object as AnyObject?) === defaults ? "defaults" : "other")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        func step(_ name: String, _ write: () -> Void) {
            log.append(name)
            write()
        }
        step("register") { defaults.register(defaults: ["count": 1]) }
        step("any") { defaults.set("a@b.c", forKey: "email") }
        step("int") { defaults.set(3, forKey: "count") }
        step("float") { defaults.set(Float(1.5), forKey: "f") }
        step("double") { defaults.set(2.5, forKey: "d") }
        step("bool") { defaults.set(true, forKey: "b") }
        step("url") { defaults.set(URL(string: "https://example.com"), forKey: "u") }
        step("same value") { defaults.set(3, forKey: "count") }
        step("setValue") { defaults.setValue("Kim", forKey: "name") }
        step("remove") { defaults.removeObject(forKey: "email") }
        step("read") { _ = defaults.string(forKey: "name") }
        XCTAssertEqual(log, ["register", "any", "defaults", "int", "defaults", "float", "defaults", "double", "defaults",
                             "bool", "defaults", "url", "defaults", "same value", "defaults", "setValue", "defaults",
                             "remove", "defaults", "read"])
        XCTAssertEqual(defaults.integer(forKey: "count"), 3)
        XCTAssertNil(defaults.string(forKey: "email"))
    }

    /// Delivered before the write returns, on the thread that wrote.
    func testTheNotificationArrivesOnTheWritingThread() {
        nonisolated(unsafe) let defaults = suite()
        let lock = NSLock()
        nonisolated(unsafe) var threads: [Bool] = []
        let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: defaults, queue: nil) { _ in
            lock.lock(); threads.append(Thread.isMainThread); lock.unlock()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let done = expectation(description: "background write")
        DispatchQueue.global().async {
            defaults.set(1, forKey: "k")
            lock.lock(); let seen = threads; lock.unlock()
            XCTAssertEqual(seen, [false], "posted on the background thread before set returned")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        defaults.set(2, forKey: "k")
        XCTAssertEqual(threads, [false, true])
    }

    /// `observe(\.key)` of a property named as the key: `.initial`, `.new`, `.old`, `.prior`, in order.
    func testObservingADefaultsKeyThroughAnExtensionProperty() {
        let defaults = suite()
        var log: [String] = []
        func text(_ value: String??) -> String { value.map { $0 ?? "nil" } ?? "-" }
        let observation = defaults.observe("workbookTestEmail", \.workbookTestEmail, options: [.initial, .new, .old, .prior]) { object, change in
            XCTAssertTrue(object === defaults)
            log.append("prior=\(change.isPrior) old=\(text(change.oldValue)) new=\(text(change.newValue))")
        }
        defaults.set("a@b.c", forKey: "workbookTestEmail")
        defaults.set("d@e.f", forKey: "workbookTestEmail")
        defaults.set("x", forKey: "another key")
        defaults.removeObject(forKey: "workbookTestEmail")
        defaults.register(defaults: ["workbookTestEmail": "registered"])
        observation.invalidate()
        defaults.set("after", forKey: "workbookTestEmail")
        XCTAssertEqual(log, [
            "prior=false old=- new=nil",
            "prior=true old=nil new=-", "prior=false old=nil new=a@b.c",
            "prior=true old=a@b.c new=-", "prior=false old=a@b.c new=d@e.f",
            "prior=true old=d@e.f new=-", "prior=false old=d@e.f new=nil",
        ])
    }

    /// A number stored by `set(_: Int, …)` reaches an `Int` property's observers; without `.new`
    /// and `.old` the change carries no values.
    func testObservingANumberAndOptionsLeftOut() {
        let defaults = suite()
        var values: [String] = []
        let counting = defaults.observe("workbookTestCount", \.workbookTestCount, options: [.new, .old]) { _, change in
            values.append("\(change.oldValue.map(String.init) ?? "-")→\(change.newValue.map(String.init) ?? "-")")
        }
        var bare: [String] = []
        let plain = defaults.observe("workbookTestCount", \.workbookTestCount) { _, change in
            bare.append("\(change.kind.rawValue) \(change.newValue.map(String.init) ?? "-") \(change.oldValue.map(String.init) ?? "-")")
        }
        defaults.set(1, forKey: "workbookTestCount")
        defaults.set(2, forKey: "workbookTestCount")
        XCTAssertEqual(values, ["-→1", "1→2"], "no old value before the first write")
        XCTAssertEqual(bare, ["1 - -", "1 - -"])
        _ = (counting, plain)
    }

    /// A suite is its own object: observers of one are not told of writes to another or to `.standard`.
    func testSuitesAreSeparateObjects() {
        let first = suite(), second = suite()
        var log: [String] = []
        let a = first.observe("workbookTestEmail", \.workbookTestEmail, options: [.new]) { _, change in log.append("first \(change.newValue!!)") }
        let b = second.observe("workbookTestEmail", \.workbookTestEmail, options: [.new]) { _, change in log.append("second \(change.newValue!!)") }
        nonisolated(unsafe) var posted: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: second, queue: nil) { _ in
            posted.append("second")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        first.set("1", forKey: "workbookTestEmail")
        second.set("2", forKey: "workbookTestEmail")
        XCTAssertEqual(log, ["first 1", "second 2"])
        XCTAssertEqual(posted, ["second"])
        XCTAssertTrue(UserDefaults.standard === UserDefaults.standard)
        XCTAssertTrue(type(of: UserDefaults.standard) == UserDefaults.self, "the simulation's class, which tells")
        _ = (a, b)
    }

    /// Objective-C's way: `addObserver(_:forKeyPath:options:context:)` and the observer's
    /// `observeValue(forKeyPath:of:change:context:)`, until `removeObserver(_:forKeyPath:)`.
    func testAddObserverSendsObserveValue() {
        MainActor.assumeIsolated {
            let defaults = suite()
            let screen = KeyPathObservingViewController()
            defaults.addObserver(screen, forKeyPath: "email", options: [.initial, .new, .old], context: nil)
            defaults.set("a@b.c", forKey: "email")
            defaults.set("d@e.f", forKey: "email")
            defaults.set("x", forKey: "other")
            defaults.removeObserver(screen, forKeyPath: "email")
            defaults.set("after", forKey: "email")
            XCTAssertEqual(screen.log, [
                "email kind=1 new=<null> old=-",
                "email kind=1 new=a@b.c old=<null>",
                "email kind=1 new=d@e.f old=a@b.c",
            ])
        }
    }

    /// The learner's screen: one controller shows the saved e-mail and observes
    /// `UserDefaults.standard` through an extension property; another saves it.
    func testALearnersScreenFollowsTheSavedValue() {
        MainActor.assumeIsolated {
            UserDefaults.standard.removeObject(forKey: "workbookTestEmail")
            defer { UserDefaults.standard.removeObject(forKey: "workbookTestEmail") }
            let profile = ProfileViewController()
            profile.loadViewIfNeeded()
            XCTAssertEqual(profile.emailLabel.text, "No e-mail")
            let editor = EditEmailViewController()
            editor.loadViewIfNeeded()
            editor.emailField.text = "learner@example.com"
            editor.save()
            XCTAssertEqual(profile.emailLabel.text, "learner@example.com", "told before set(_:forKey:) returned")
            XCTAssertEqual(profile.updates, ["No e-mail", "learner@example.com"])
            XCTAssertEqual(profile.notifications, 1)
        }
    }
}

/// `override func observeValue(…)` as learners write it.
final class KeyPathObservingViewController: UIViewController {
    var log: [String] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        func text(_ key: NSKeyValueChangeKey) -> String {
            guard let value = change?[key] else { return "-" }
            return value is NSNull ? "<null>" : "\(value)"
        }
        log.append("\(keyPath ?? "") kind=\(text(.kindKey)) new=\(text(.newKey)) old=\(text(.oldKey))")
    }
}

final class ProfileViewController: UIViewController {
    let emailLabel = UILabel()
    private var observation: NSKeyValueObservation?
    private var token: NSObjectProtocol?
    var updates: [String] = []
    var notifications = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emailLabel)
        // As written: `UserDefaults.standard.observe(\.email, options: [.initial, .new]) { … }`.
        observation = UserDefaults.standard.observe("workbookTestEmail", \.workbookTestEmail, options: [.initial, .new]) { [weak self] _, change in
            let text = (change.newValue ?? nil) ?? "No e-mail"
            self?.emailLabel.text = text
            self?.updates.append(text)
        }
        token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: UserDefaults.standard,
                                                       queue: nil) { [weak self] _ in self?.notifications += 1 }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

final class EditEmailViewController: UIViewController {
    let emailField = UITextField()

    func save() {
        UserDefaults.standard.set(emailField.text, forKey: "workbookTestEmail")
    }
}
