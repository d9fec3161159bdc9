import Teaching
import WorkbookProtocol
import XCTest

/// The value a failed check read, followed through the writes the search's build recorded
/// (docs/checks.md "Values as they flowed"): each reading with its exact text, and no reading
/// where the recorded writes do not prove it.
final class ValueFlowTests: XCTestCase {
    let result = """
    import UIKit
    class ResultViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        var paramEmail = ""
        override func viewDidLoad() {
            super.viewDidLoad()
            resultEmail.text = paramEmail
        }
    }
    """
    let main = """
    import UIKit
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        var input = ""
        var result: ResultViewController?
        override func viewDidLoad() { super.viewDidLoad(); input = email.text ?? "" }
        @IBAction func onSubmit(_ sender: Any) {
            let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
            present(rvc, animated: true) {
                rvc.paramEmail = self.email.text ?? ""
            }
        }
        func copyLate(_ rvc: ResultViewController) { rvc.paramEmail = input }
        func forward() { result?.paramEmail = input }
    }
    """
    let paths = ["App/ResultViewController.swift", "App/ViewController.swift"]
    var facts: CodeFacts { CodeFacts(sources: [result, main]) }

    func write(_ id: Int, _ path: Int, _ line: Int, _ statement: String, target: String, owner: String?, member: String) -> WhatIfProbe {
        WhatIfProbe(id: id, kind: .write(target: target, owner: owner, member: member), path: paths[path], line: line, text: statement)
    }

    lazy var label = write(1, 0, 7, "resultEmail.text = paramEmail", target: "resultEmail.text", owner: "resultEmail", member: "text")
    lazy var completion = write(2, 1, 10, "rvc.paramEmail = self.email.text ?? \"\"", target: "rvc.paramEmail", owner: "rvc", member: "paramEmail")
    lazy var copy = write(3, 1, 13, "rvc.paramEmail = input", target: "rvc.paramEmail", owner: "rvc", member: "paramEmail")
    lazy var taken = write(4, 1, 6, "input = email.text ?? \"\"", target: "input", owner: "self", member: "input")
    lazy var forward = write(5, 1, 14, "result?.paramEmail = input", target: "result?.paramEmail", owner: "result", member: "paramEmail")

    func testAValueGivenAfterTheLineThatShowsItIsLate() throws {
        let writes = [
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"\")", step: 2, event: 10)),
            ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"a@b.c\"", step: 2, event: 14)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-late")
        XCTAssertEqual(found.conclusive, true)
        XCTAssertEqual(found.text.en, "In this run ResultViewController#1's `resultEmail.text` was set at ResultViewController.swift line 7 (`resultEmail.text = paramEmail`, in `viewDidLoad()`) to `\"\"`, and `rvc.paramEmail` was given `\"a@b.c\"` only after that, at ViewController.swift line 10 (`rvc.paramEmail = self.email.text ?? \"\"`, in the closure of `present` in `onSubmit(_:)`); nothing set `resultEmail.text` again. A line that shows a value shows what is there when it runs: give the value before it runs (set the properties before `present`, `pushViewController` or `performSegue`, or in `prepare(for:sender:)`, before the screen's view loads), or show the value again when it arrives.")
        XCTAssertTrue(found.text.ko.contains("그 뒤, ViewController.swift 10번째 줄"), found.text.ko)
    }

    func testTheRightValueShownIsNoFinding() {
        let writes = [
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"a@b.c\")", step: 2, event: 10)),
            ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"x\"", step: 2, event: 14)),
        ]
        XCTAssertNil(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                    writes: writes, facts: facts, paths: paths))
    }

    func testALaterWriteOfTheSameValueIsNotLate() {
        let writes = [
            ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"\"", step: 2, event: 8)),
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"\")", step: 2, event: 10)),
            ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"\"", step: 2, event: 14)),
        ]
        XCTAssertNil(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                    writes: writes, facts: facts, paths: paths))
    }

    func testTheValueOnAnotherInstanceIsNamed() throws {
        let writes = [
            ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"a@b.c\"", step: 2, event: 8)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .property(name: "paramEmail", instance: "ResultViewController#2"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-other-instance")
        XCTAssertEqual(found.text.en, "In this run `rvc.paramEmail` was given `\"a@b.c\"` at ViewController.swift line 10 (`rvc.paramEmail = self.email.text ?? \"\"`, in the closure of `present` in `onSubmit(_:)`) on ResultViewController#1, but the screen the check read is ResultViewController#2. Two instances of one class each have their own properties: give the values to the instance that is shown (`segue.destination` in `prepare(for:sender:)`, or the one you present or push), not to one made beside it.")
    }

    func testACopyTakenBeforeTheInputIsASnapshot() throws {
        let writes = [
            ValueFlow.Write(probe: taken, record: WhatIfWrite(id: 4, owner: "ViewController#1", value: "\"\"", step: 0, event: 3)),
            ValueFlow.Write(probe: copy, record: WhatIfWrite(id: 3, owner: "ResultViewController#1", value: "\"\"", step: 2, event: 8)),
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"\")", step: 2, event: 10)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths,
                                                 inputs: [ValueFlow.Input(value: "a@b.c", control: "email", step: 1)]))
        XCTAssertEqual(found.rule, "value-flow-snapshot")
        XCTAssertEqual(found.text.en, "In this run ResultViewController#1's `resultEmail.text` was set to `\"\"` at ResultViewController.swift line 7 (`resultEmail.text = paramEmail`, in `viewDidLoad()`), from `rvc.paramEmail`, and `rvc.paramEmail` was given `\"\"` at ViewController.swift line 13 (`rvc.paramEmail = input`, in `copyLate(_:)`). That value comes from `input`, last given at ViewController.swift line 6 (`input = email.text ?? \"\"`, in `viewDidLoad()`) at step 1, before the check entered \"a@b.c\" in `email` (step 2), and nothing gave it again after: the copy was made before the input it should hold. Read the controls when the value is needed (in the action or in `prepare(for:sender:)`), not once earlier.")
        // Given again after the input: not a snapshot.
        let again = writes + [ValueFlow.Write(probe: taken, record: WhatIfWrite(id: 4, owner: "ViewController#1", value: "\"a@b.c\"", step: 2, event: 4))]
        XCTAssertNil(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                    writes: [again[0], again[3], again[1], again[2]], facts: facts, paths: paths,
                                    inputs: [ValueFlow.Input(value: "a@b.c", control: "email", step: 1)]))
    }

    func testAnAssignmentThroughANilObjectAssignsNothing() throws {
        var skipped = WhatIfWrite(id: 5, owner: nil, value: "nil", step: 1, event: 5)
        skipped.ownerIsNil = true
        let writes = [
            ValueFlow.Write(probe: forward, record: skipped),
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"\")", step: 2, event: 10)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-nil-owner")
        XCTAssertEqual(found.text.en, "In this run ResultViewController#1's `resultEmail.text` was set at ResultViewController.swift line 7 (`resultEmail.text = paramEmail`, in `viewDidLoad()`) to `\"\"`; the only line that gives `result?.paramEmail` a value, ViewController.swift line 14 (`result?.paramEmail = input`, in `forward()`), ran at step 2 while `result` was nil, so it assigned nothing. An assignment through `?.` does nothing when what comes before it is nil: give the value where that object exists (on `segue.destination` in `prepare(for:sender:)`, or on the screen you present or push, before it is shown).")
        // Also assigned on the screen read: not this reading.
        let also = writes + [ValueFlow.Write(probe: completion, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "\"\"", step: 2, event: 4))]
        XCTAssertNotEqual(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                         writes: [also[0], also[2], also[1]], facts: facts, paths: paths)?.rule, "value-flow-nil-owner")
    }

    // A value saved to `UserDefaults` and read back under another key, from another store, or before it was saved.
    func store(_ id: Int, _ path: Int, _ line: Int, _ statement: String, receiver: String, key: String, read: Bool) -> WhatIfProbe {
        WhatIfProbe(id: id, kind: .store(receiver: receiver, key: key, isRead: read), path: paths[path], line: line, text: statement)
    }

    func record(_ id: Int, store: String, key: String, value: String, read: Bool, event: Int) -> WhatIfWrite {
        var write = WhatIfWrite(id: id, owner: store, value: value, step: 2, event: event)
        write.key = key
        write.isRead = read
        return write
    }

    func testAValueSavedUnderOneKeyAndReadUnderAnotherIsNamedWithBothKeys() throws {
        let save = store(6, 1, 10, "UserDefaults.standard.set(email.text, forKey: key)", receiver: "UserDefaults.standard", key: "key", read: false)
        let load = store(7, 0, 7, "UserDefaults.standard.string(forKey: \"email\")", receiver: "UserDefaults.standard", key: "\"email\"", read: true)
        let writes = [
            ValueFlow.Write(probe: save, record: record(6, store: "standard", key: "Send", value: "Optional(\"a@b.c\")", read: false, event: 4)),
            ValueFlow.Write(probe: load, record: record(7, store: "standard", key: "email", value: "nil", read: true, event: 9)),
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"-\")", step: 2, event: 10)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-store")
        XCTAssertEqual(found.text.en, "In this run `\"a@b.c\"` was saved under the key \"Send\" at ViewController.swift line 10 (`UserDefaults.standard.set(email.text, forKey: key)`), but the read under \"email\" at ResultViewController.swift line 7 (`UserDefaults.standard.string(forKey: \"email\")`) found `nil`: the keys differ, and a key finds only what was saved under that very key. ResultViewController#1's `resultEmail.text` was set at ResultViewController.swift line 7 (`resultEmail.text = paramEmail`, in `viewDidLoad()`) to `\"-\"`. Save and read with one key (one constant used on both sides).")
        XCTAssertTrue(found.text.ko.contains("\"email\" 키로 읽은 값은 `nil`이었습니다"), found.text.ko)
    }

    func testAValueSavedInAnotherStoreIsNamedWithBothStores() throws {
        let save = store(6, 1, 10, "defaults.set(email.text, forKey: \"email\")", receiver: "defaults", key: "\"email\"", read: false)
        let load = store(7, 0, 7, "UserDefaults.standard.string(forKey: \"email\")", receiver: "UserDefaults.standard", key: "\"email\"", read: true)
        let writes = [
            ValueFlow.Write(probe: save, record: record(6, store: "suite", key: "email", value: "Optional(\"a@b.c\")", read: false, event: 4)),
            ValueFlow.Write(probe: load, record: record(7, store: "standard", key: "email", value: "nil", read: true, event: 9)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .property(name: "paramEmail", instance: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-store")
        XCTAssertTrue(found.text.en.contains("in `defaults` (a suite of its own, not `UserDefaults.standard`), but the read under \"email\""), found.text.en)
        XCTAssertTrue(found.text.en.contains("found `nil` in `UserDefaults.standard`: two different stores"), found.text.en)
    }

    func testAReadBeforeTheSaveIsTooEarlyAndTheSameKeyAndStoreIsNoFinding() throws {
        let save = store(6, 1, 10, "UserDefaults.standard.set(email.text, forKey: \"email\")", receiver: "UserDefaults.standard", key: "\"email\"", read: false)
        let load = store(7, 0, 7, "UserDefaults.standard.string(forKey: \"email\")", receiver: "UserDefaults.standard", key: "\"email\"", read: true)
        let early = [
            ValueFlow.Write(probe: load, record: record(7, store: "standard", key: "email", value: "nil", read: true, event: 2)),
            ValueFlow.Write(probe: save, record: record(6, store: "standard", key: "email", value: "Optional(\"a@b.c\")", read: false, event: 9)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .property(name: "paramEmail", instance: "ResultViewController#1"), expected: "a@b.c",
                                                 writes: early, facts: facts, paths: paths))
        XCTAssertTrue(found.text.en.hasPrefix("In this run the read under \"email\" at ResultViewController.swift line 7"), found.text.en)
        XCTAssertTrue(found.text.en.contains("found `nil` before `\"a@b.c\"` was saved under the key \"email\""), found.text.en)
        // Saved first, read after, same key and store: the store is not the fault.
        XCTAssertNil(ValueFlow.read(target: .property(name: "paramEmail", instance: "ResultViewController#1"), expected: "a@b.c",
                                    writes: [early[1], ValueFlow.Write(probe: load, record: record(7, store: "standard", key: "email", value: "Optional(\"a@b.c\")", read: true, event: 12))],
                                    facts: facts, paths: paths))
    }

    func testACallThroughANilDelegateIsToldWithTheDelegatesHistory() throws {
        let sub = """
        import UIKit
        protocol Receiver: AnyObject { func receive(_ text: String) }
        class SubViewController: UIViewController {
            weak var delegate: Receiver?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                delegate?.receive("x")
            }
        }
        class MainViewController: UIViewController, Receiver {
            var sub: SubViewController?
            func receive(_ text: String) {}
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); sub?.delegate = self }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); sub?.delegate = nil }
        }
        """
        let paths = ["App/Sub.swift"]
        let facts = CodeFacts(sources: [sub])
        let call = WhatIfProbe(id: 1, kind: .optionalCall(receiver: "delegate", method: "receive", ownerIsSelf: true), path: paths[0], line: 7, text: "delegate?.receive(\"x\")")
        let clear = WhatIfProbe(id: 2, kind: .write(target: "sub?.delegate", owner: "sub", member: "delegate"), path: paths[0], line: 14, text: "sub?.delegate = nil")
        let set = WhatIfProbe(id: 3, kind: .write(target: "sub?.delegate", owner: "sub", member: "delegate"), path: paths[0], line: 13, text: "sub?.delegate = self")
        let writes = [
            ValueFlow.Write(probe: clear, record: WhatIfWrite(id: 2, owner: "SubViewController#1", value: "nil", step: 2, event: 5)),
            ValueFlow.Write(probe: call, record: WhatIfWrite(id: 1, owner: "SubViewController#1", value: "nil", step: 4, event: 9)),
            ValueFlow.Write(probe: set, record: WhatIfWrite(id: 3, owner: "SubViewController#1", value: "Optional(MainViewController#1)", step: 4, event: 12)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultLabel", screen: "MainViewController#1"), expected: "x",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-nil-call")
        XCTAssertEqual(found.text.en, "In this run `delegate?.receive(…)` at Sub.swift line 7 (`delegate?.receive(\"x\")`, in `viewWillDisappear(_:)`) ran at step 5 while `delegate` was nil, so it did nothing, and `receive` never ran for MainViewController#1. SubViewController#1's `delegate` was last set before it at Sub.swift line 14 (`sub?.delegate = nil`, in `viewWillDisappear(_:)`) at step 3, to `nil`, and set again only after the call, at Sub.swift line 13 (`sub?.delegate = self`, in `viewWillAppear(_:)`). A call through `?.` is skipped without a word when the object is nil: give `delegate` its value before the call can run (a delegate: `sub.delegate = self` in `prepare(for:sender:)`), and do not take it away while the other screen can still call it.")
        // A call to a method the screen read does not declare is not this reading.
        XCTAssertNil(ValueFlow.read(target: .label(outlet: "resultLabel", screen: "OtherViewController#1"), expected: "x",
                                    writes: writes, facts: facts, paths: paths))
    }

    func testATransitionThroughANilNavigationControllerIsNamedWithWhatToDo() throws {
        let push = WhatIfProbe(id: 1, kind: .optionalCall(receiver: "navigationController", method: "pushViewController", ownerIsSelf: true),
                               path: paths[1], line: 9, text: "navigationController?.pushViewController(rvc, animated: true)")
        let writes = [ValueFlow.Write(probe: push, record: WhatIfWrite(id: 1, owner: "ViewController#1", value: "nil", step: 2, event: 9))]
        let found = try XCTUnwrap(ValueFlow.transitionSkipped(expected: "ResultViewController", since: 2, writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-nil-transition")
        XCTAssertEqual(found.text.en, "In this run `navigationController?.pushViewController(…)` at ViewController.swift line 9 (`navigationController?.pushViewController(rvc, animated: true)`, in `onSubmit(_:)`) ran at step 3 while `navigationController` was nil, so it did nothing and ResultViewController never came on screen. ViewController#1 is in no navigation controller, so its `navigationController` is nil: show the screen with `present(_:animated:)`, or embed ViewController#1 in a navigation controller in the storyboard (Editor › Embed In › Navigation Controller).")
        // In a navigation controller at the end: the generic advice; a call of an earlier step: no reading.
        XCTAssertTrue(try XCTUnwrap(ValueFlow.transitionSkipped(expected: "ResultViewController", since: 2, writes: writes, facts: facts, paths: paths,
                                                                inNavigation: ["ViewController#1"])).text.en.contains("reach the object when the call runs"))
        XCTAssertNil(ValueFlow.transitionSkipped(expected: "ResultViewController", since: 3, writes: writes, facts: facts, paths: paths))
    }

    func testAValueTakenAwayBeforeItWasReadIsErased() throws {
        let set = WhatIfProbe(id: 1, kind: .write(target: "Store.shared.value", owner: "Store.shared", member: "value"), path: paths[1], line: 10, text: "Store.shared.value = text")
        let erase = WhatIfProbe(id: 2, kind: .write(target: "Store.shared.value", owner: "Store.shared", member: "value"), path: paths[1], line: 13, text: "Store.shared.value = nil")
        let read = WhatIfProbe(id: 3, kind: .write(target: "paramEmail", owner: "self", member: "paramEmail"), path: paths[0], line: 4, text: "paramEmail = Store.shared.value ?? \"\"")
        let writes = [
            ValueFlow.Write(probe: set, record: WhatIfWrite(id: 1, owner: nil, value: "Optional(\"a@b.c\")", step: 2, event: 3)),
            ValueFlow.Write(probe: erase, record: WhatIfWrite(id: 2, owner: nil, value: "nil", step: 3, event: 6)),
            ValueFlow.Write(probe: read, record: WhatIfWrite(id: 3, owner: "ResultViewController#2", value: "\"\"", step: 4, event: 8)),
            ValueFlow.Write(probe: label, record: WhatIfWrite(id: 4, owner: "ResultViewController#2", ownerIsScreen: true, value: "Optional(\"\")", step: 4, event: 9)),
        ]
        let found = try XCTUnwrap(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#2"), expected: "a@b.c",
                                                 writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-erased")
        XCTAssertTrue(found.text.en.hasPrefix("In this run `Store.shared.value` was given `\"a@b.c\"` at ViewController.swift line 10 (`Store.shared.value = text`"), found.text.en)
        XCTAssertTrue(found.text.en.contains("then `nil` at ViewController.swift line 13 (`Store.shared.value = nil`"), found.text.en)
        XCTAssertTrue(found.text.en.contains("read it for ResultViewController#2 (it got `\"\"`)"), found.text.en)
        // Never set to the expected value: nothing was taken away.
        XCTAssertNotEqual(ValueFlow.read(target: .label(outlet: "resultEmail", screen: "ResultViewController#2"), expected: "a@b.c",
                                         writes: Array(writes.dropFirst()), facts: facts, paths: paths)?.rule, "value-flow-erased")
    }

    /// A property's observer that resets a neighbour the presenter gave first: the value handed
    /// over is gone before `viewDidLoad` shows it, and the assignment that ran the observer is named.
    func testAValueResetByAnObserverBeforeItIsShownIsErasedWithItsTrigger() throws {
        let result = """
        import UIKit
        class ResultViewController: UIViewController {
            @IBOutlet var resultInterval: UILabel!
            var paramEmail = "" {
                didSet { paramInterval = 0 }
            }
            var paramInterval = 0.0
            override func viewDidLoad() {
                super.viewDidLoad()
                resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            }
        }
        """
        let main = """
        import UIKit
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.paramInterval = 5
                rvc.paramEmail = "a@b.c"
                present(rvc, animated: true)
            }
        }
        """
        let facts = CodeFacts(sources: [result, main])
        func probe(_ id: Int, _ path: Int, _ line: Int, _ text: String, target: String, owner: String?, member: String) -> WhatIfProbe {
            WhatIfProbe(id: id, kind: .write(target: target, owner: owner, member: member), path: paths[path], line: line, text: text)
        }
        let given = probe(1, 1, 5, "rvc.paramInterval = 5", target: "rvc.paramInterval", owner: "rvc", member: "paramInterval")
        let reset = probe(2, 0, 5, "paramInterval = 0", target: "paramInterval", owner: "self", member: "paramInterval")
        let email = probe(3, 1, 6, "rvc.paramEmail = \"a@b.c\"", target: "rvc.paramEmail", owner: "rvc", member: "paramEmail")
        let shown = probe(4, 0, 10, "resultInterval.text = \"\\(Int(paramInterval))분 마다 갱신\"", target: "resultInterval.text", owner: "resultInterval", member: "text")
        let writes = [
            ValueFlow.Write(probe: given, record: WhatIfWrite(id: 1, owner: "ResultViewController#1", value: "5.0", step: 2, event: 3)),
            ValueFlow.Write(probe: reset, record: WhatIfWrite(id: 2, owner: "ResultViewController#1", value: "0.0", step: 2, event: 3)),
            ValueFlow.Write(probe: email, record: WhatIfWrite(id: 3, owner: "ResultViewController#1", value: "\"a@b.c\"", step: 2, event: 3)),
            ValueFlow.Write(probe: shown, record: WhatIfWrite(id: 4, owner: "ResultViewController#1", ownerIsScreen: true, value: "Optional(\"0분 마다 갱신\")", step: 2, event: 5)),
        ]
        let target = ValueFlow.Target.label(outlet: "resultInterval", screen: "ResultViewController#1")
        let found = try XCTUnwrap(ValueFlow.read(target: target, expected: "5분 마다 갱신", writes: writes, facts: facts, paths: paths))
        XCTAssertEqual(found.rule, "value-flow-erased")
        XCTAssertEqual(found.text.en, "In this run ResultViewController#1's `rvc.paramInterval` was given `5.0` at ViewController.swift line 5 (`rvc.paramInterval = 5`, in `onSubmit(_:)`), then `0.0` at ResultViewController.swift line 5 (`paramInterval = 0`), in the `didSet` of `paramEmail`, which ran when ViewController.swift line 6 (`rvc.paramEmail = \"a@b.c\"`, in `onSubmit(_:)`) set `paramEmail` after that. ResultViewController.swift line 10 (`resultInterval.text = \"\\(Int(paramInterval))분 마다 갱신\"`) read it only then, and showed `\"0분 마다 갱신\"`. The observer took away the value just handed over: give `paramEmail` its value before the values its observer resets, or leave the reset out of the observer.")
        XCTAssertTrue(found.text.ko.contains("`paramEmail`의 `didSet` 안에 있고"), found.text.ko)
        // The expected text does not show the first value (a count, not the interval): no reading.
        XCTAssertNotEqual(ValueFlow.read(target: target, expected: "7분 마다 갱신", writes: writes, facts: facts, paths: paths)?.rule, "value-flow-erased")
        // Given once only: nothing was taken away.
        XCTAssertNil(ValueFlow.read(target: target, expected: "5분 마다 갱신", writes: Array(writes.dropFirst()), facts: facts, paths: paths).flatMap { $0.rule == "value-flow-erased" ? $0 : nil })
    }

    func testAFlagTestedBeforeItWasGivenOrAfterItWasSetBack() throws {
        let setTrue = WhatIfProbe(id: 1, kind: .write(target: "isReady", owner: "self", member: "isReady"), path: paths[1], line: 9, text: "isReady = true")
        let setFalse = WhatIfProbe(id: 2, kind: .write(target: "isReady", owner: "self", member: "isReady"), path: paths[1], line: 12, text: "isReady = false")
        func test(_ outcome: String, order: Int) -> ValueFlow.Test {
            ValueFlow.Test(subject: "isReady", path: paths[1], line: 10, record: WhatIfWrite(id: 7, owner: nil, value: outcome, step: 2, event: 5), order: order, isCondition: true)
        }
        // Tested (false) before the same action gave it true.
        let late = try XCTUnwrap(ValueFlow.testHistory(tests: [test("false", order: 0)],
                                                       writes: [ValueFlow.Write(probe: setTrue, record: WhatIfWrite(id: 1, owner: "ViewController#1", value: "true", step: 2, event: 6), order: 1)],
                                                       since: 2, facts: facts, paths: paths))
        XCTAssertEqual(late.rule, "value-flow-test-late")
        XCTAssertEqual(late.text.en, "In this run the test on `isReady` at ViewController.swift line 10 (`isReady`, in `onSubmit(_:)`) saw `false`: `isReady` was given `true` only after the test ran, at ViewController.swift line 9 (`isReady = true`, in `onSubmit(_:)`), in the same action. A test reads the value that is there when it runs: give `isReady` its value before the test (or test what the value comes from).")
        // Set true, then back to false (the value it is declared with), before the test read it.
        let declared = CodeFacts(sources: [result, main + "\nextension ViewController { var isReady = false }"])
        let resetWrites = [
            ValueFlow.Write(probe: setTrue, record: WhatIfWrite(id: 1, owner: "ViewController#1", value: "true", step: 1, event: 3), order: 0),
            ValueFlow.Write(probe: setFalse, record: WhatIfWrite(id: 2, owner: "ViewController#1", value: "false", step: 1, event: 4), order: 1),
        ]
        let reset = try XCTUnwrap(ValueFlow.testHistory(tests: [test("false", order: 2)], writes: resetWrites, since: 2, facts: declared, paths: paths))
        XCTAssertEqual(reset.rule, "value-flow-test-reset")
        // Without knowing it held `false` before `true` came, the last line is not "setting it back".
        XCTAssertNotEqual(ValueFlow.testHistory(tests: [test("false", order: 2)], writes: resetWrites, since: 2, facts: facts, paths: paths)?.rule, "value-flow-test-reset")
        // Set by an earlier action and never again: stale.
        let stale = try XCTUnwrap(ValueFlow.testHistory(tests: [test("false", order: 1)], writes: [
            ValueFlow.Write(probe: setFalse, record: WhatIfWrite(id: 2, owner: "ViewController#1", value: "false", step: 0, event: 2), order: 0),
        ], since: 2, facts: facts, paths: paths))
        XCTAssertEqual(stale.rule, "value-flow-test-stale")
        XCTAssertTrue(stale.text.en.contains("`isReady` still held `false`, given at ViewController.swift line 12 (`isReady = false`"), stale.text.en)
        // (The line that gave it is the subject: "…줄(…)이 넣은", never "…은가".)
        XCTAssertTrue(stale.text.ko.contains(")이 넣은 `false` 값이 그대로 있었고"), stale.text.ko)
        // A condition that held let its code run: not what kept the value away.
        XCTAssertNil(ValueFlow.testHistory(tests: [test("true", order: 0)],
                                           writes: [ValueFlow.Write(probe: setFalse, record: WhatIfWrite(id: 2, owner: "ViewController#1", value: "false", step: 2, event: 6), order: 1)],
                                           since: 2, facts: facts, paths: paths))
        // A test before the user's last action: not this failure's.
        XCTAssertNil(ValueFlow.testHistory(tests: [test("false", order: 0)],
                                           writes: [ValueFlow.Write(probe: setTrue, record: WhatIfWrite(id: 1, owner: "ViewController#1", value: "true", step: 2, event: 6), order: 1)],
                                           since: 3, facts: facts, paths: paths))
    }
}
