@testable import Texts
import XCTest

/// A switch's one value read against its cases: letter case, a typo, a number no case names (a
/// tag left at 0); nothing when a case names the value or nothing shows.
final class SwitchMissTests: XCTestCase {
    func testLetterCaseAndTypo() {
        XCTAssertEqual(SwitchMiss.read(value: "Optional(\"Submit\")", cases: ["\"submit\"", "\"Default\""], subject: "button.currentTitle"),
                       .letterCase(pattern: "\"submit\""))
        XCTAssertEqual(SwitchMiss.read(value: "\"DefaultSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSumbit\""], subject: "segue.identifier"),
                       .typo(pattern: "\"DefaultSumbit\""))
        XCTAssertEqual(SwitchMiss.read(value: "Optional(\"Submit\")", cases: ["\"Submit\"?"], subject: "title"), nil)
        XCTAssertEqual(SwitchMiss.read(value: "\"SubmitSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSubmit\""], subject: "route"), nil)
    }

    func testANumberNoCaseNames() {
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: ["1", "2"], subject: "button.tag"), .noNumber(value: "0", tag: true))
        XCTAssertEqual(SwitchMiss.read(value: "3", cases: ["1", "let n"], subject: "count"), .noNumber(value: "3", tag: false))
        XCTAssertEqual(SwitchMiss.read(value: "1", cases: ["1", "2"], subject: "button.tag"), nil)
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: [".first", ".second"], subject: "route"), nil)
    }

    func testAnEarlierCaseForASuperclassCatchesTheObject() {
        XCTAssertEqual(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["let control as UIControl", "is UIButton"], subject: "sender"),
                       .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        // The specific case first: no miss; no later case for the class: nothing to say.
        XCTAssertNil(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["is UIButton", "let control as UIControl"], subject: "sender"))
        XCTAssertNil(SwitchMiss.read(value: "UISwitch#1", cases: ["let control as UIControl", "is UIButton"], subject: "sender"))
        let text = English().whatIfSwitchValue(subject: "sender", file: "ViewController.swift", line: 25, times: 1, value: "Optional(UIButton#1)",
                                               miss: .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        XCTAssertEqual(text, "In this run `switch sender` (ViewController.swift line 25) was given `Optional(UIButton#1)` the one time it ran, and `case let control as UIControl` matched it first: a `UIButton` is a `UIControl`, and a `switch` takes the first case that matches, so `case is UIButton` below it never gets one. Put the case for the more specific class first.")
    }
}

/// What a statement the what-if search left out does, read from its shape, and the sentence each
/// shape gets in both languages.
final class DroppedShapeTests: XCTestCase {
    func testShapes() {
        XCTAssertEqual(WhatIfKind.droppedShape("self.message = nil"), .emptied(target: "message"))
        XCTAssertEqual(WhatIfKind.droppedShape("resultLabel.text = \"\""), .emptied(target: "resultLabel.text"))
        XCTAssertEqual(WhatIfKind.droppedShape("items.removeAll()"), .emptied(target: "items"))
        XCTAssertEqual(WhatIfKind.droppedShape("UserDefaults.standard.removeObject(forKey: \"email\")"), .emptied(target: "UserDefaults.standard[\"email\"]"))
        XCTAssertEqual(WhatIfKind.droppedShape("sub.email = draft.email"), .overwritten(target: "sub.email", value: "draft.email"))
        XCTAssertEqual(WhatIfKind.droppedShape("dismiss(animated: true)"), .screenRemoved(call: "dismiss"))
        XCTAssertEqual(WhatIfKind.droppedShape("navigationController?.popViewController(animated: true)"), .screenRemoved(call: "popViewController"))
        XCTAssertEqual(WhatIfKind.droppedShape("present(vc, animated: true)"), .transitionStarted(call: "present"))
        XCTAssertEqual(WhatIfKind.droppedShape("performSegue(withIdentifier: \"next\", sender: self)"), .transitionStarted(call: "performSegue"))
        XCTAssertEqual(WhatIfKind.droppedShape("history.append(value)"), .added(target: "history"))
        XCTAssertEqual(WhatIfKind.droppedShape("ResultViewController.current = self"), .kept(target: "ResultViewController.current", value: "self"))
        XCTAssertEqual(WhatIfKind.droppedShape("screens[id] = vc"), .kept(target: "screens[id]", value: "vc"))
        XCTAssertEqual(WhatIfKind.droppedShape("rvc.onClose = { print(rvc.paramEmail) }"), .kept(target: "rvc.onClose", value: "{ print(rvc.paramEmail) }"))
        XCTAssertEqual(WhatIfKind.droppedShape("count += 1"), .added(target: "count"))
        // A declaration, a plain call or an `if` is no shape: the general sentence stays.
        XCTAssertNil(WhatIfKind.droppedShape("let x = 1"))
        XCTAssertNil(WhatIfKind.droppedShape("configure()"))
        XCTAssertNil(WhatIfKind.droppedShape("if a == b { refresh() }"))
    }

    func testEachShapeIsToldInBothLanguages() {
        for statement in ["message = nil", "sub.email = draft.email", "Cache.current = self", "dismiss(animated: true)", "present(vc, animated: true)", "history.append(value)"] {
            let shape = WhatIfKind.droppedShape(statement)!
            let english = English().whatIfPasses(kind: .statementDropped, file: "A.swift", line: 3, statement: statement, before: statement, after: "", othersPass: true)
            let korean = Korean().whatIfPasses(kind: .statementDropped, file: "A.swift", line: 3, statement: statement, before: statement, after: "", othersPass: true)
            XCTAssertFalse(english.contains("(it overwrites, empties, removes or takes a screen away)"), "\(shape)")
            XCTAssertFalse(korean.contains("덮어쓰거나, 비우거나, 지우거나"), "\(shape)")
            switch shape {
            case let .emptied(target): XCTAssertTrue(english.contains("empties `\(target)`") && korean.contains("`\(target)`"))
            case let .overwritten(target, value): XCTAssertTrue(english.contains("writes `\(value)` into `\(target)`") && korean.contains("`\(value)`"))
            case let .screenRemoved(call), let .transitionStarted(call): XCTAssertTrue(english.contains("`\(call)`") && korean.contains("`\(call)`"))
            case let .added(target): XCTAssertTrue(english.contains("adds to `\(target)`") && korean.contains("`\(target)`에"))
            case let .kept(target, _): XCTAssertTrue(english.contains("in `\(target)`") && korean.contains("`\(target)`에"))
            }
        }
    }
}
