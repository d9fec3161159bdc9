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
        XCTAssertEqual(SwitchMiss.read(value: "\"SubmitSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSubmit\""], subject: "route"),
                       .noCaseFor(value: "\"SubmitSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSubmit\""]))
    }

    /// A text made by describing an instance or an optional: no case can hold it (round 24).
    func testAnInstanceOrOptionalDescriptionNoCaseCanName() {
        XCTAssertEqual(SwitchMiss.read(value: "\"<CoordinatorDidShow.LeftViewController: 0x560c843a2290>\"", cases: ["\"LeftViewController\""], subject: "screenName"),
                       .instanceDescription(className: "LeftViewController"))
        XCTAssertEqual(SwitchMiss.read(value: "\"Optional(\"Left\")\"", cases: ["\"Left\"", "\"Right\""], subject: "name"),
                       .optionalDescription(inner: "\"Left\""))
        // A case naming the very text is no miss.
        XCTAssertEqual(SwitchMiss.read(value: "\"Optional(x)\"", cases: ["\"Optional(x)\""], subject: "name"), nil)
    }

    func testANumberNoCaseNames() {
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: ["1", "2"], subject: "button.tag"), .noNumber(value: "0", tag: true))
        XCTAssertEqual(SwitchMiss.read(value: "3", cases: ["1", "let n"], subject: "count"), .noNumber(value: "3", tag: false))
        XCTAssertEqual(SwitchMiss.read(value: "1", cases: ["1", "2"], subject: "button.tag"), nil)
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: [".first", ".second"], subject: "route"), nil)
        // Round 48 (held-out 278-12): a tag against constants of the learner's, or `default` only.
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: ["TAG_DEFAULT"], subject: "tag"), .tagZero)
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: ["kDefaultTag", "kSubmitTag"], subject: "(sender as? UIButton)?.tag ?? 0"), .tagZero)
        XCTAssertEqual(SwitchMiss.read(value: "2", cases: ["TAG_DEFAULT"], subject: "tag"), nil)
    }

    func testAnEarlierCaseForASuperclassCatchesTheObject() {
        XCTAssertEqual(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["let control as UIControl", "is UIButton"], subject: "sender"),
                       .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        // The specific case first: no miss; no later case for the class: nothing to say.
        XCTAssertNil(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["is UIButton", "let control as UIControl"], subject: "sender"))
        XCTAssertNil(SwitchMiss.read(value: "UISwitch#1", cases: ["let control as UIControl", "is UIButton"], subject: "sender"))
        let text = English().whatIfSwitchValue(subject: "sender", file: "ViewController.swift", line: 25, times: 1, value: "Optional(UIButton#1)", others: [],
                                               miss: .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        XCTAssertEqual(text, "In this run `switch sender` (ViewController.swift line 25) was given `Optional(UIButton#1)` the one time it ran, and `case let control as UIControl` matched it first: a `UIButton` is a `UIControl`, and a `switch` takes the first case that matches, so `case is UIButton` below it never gets one. Put the case for the more specific class first.")
    }

    /// Cases held against a value element by element: a case above the one meant that takes it
    /// (and asks less), one element of a tuple off (`nil` where an empty field's `""` came, `true`
    /// where `false` came), a text no case names; nothing where a case or an unknown pattern may take it.
    func testCasesHeldAgainstTheValueElementByElement() {
        XCTAssertEqual(SwitchMiss.read(value: "(Optional(UINavigationController#1), Optional(DetailViewController#1))",
                                       cases: ["(_, let detail?)", "(let nav?, let detail?)"], subject: "(navigationController, detail)"),
                       .earlierCase(earlier: "(_, let detail?)", later: "(let nav?, let detail?)"))
        // The narrower case first: it takes the value, nothing to say.
        XCTAssertNil(SwitchMiss.read(value: "(Optional(UINavigationController#1), Optional(DetailViewController#1))",
                                     cases: ["(let nav?, let detail?)", "(_, let detail?)"], subject: "pair"))
        XCTAssertEqual(SwitchMiss.read(value: "(\"ActionSubmit\", Optional(\"\"))", cases: ["(\"ActionSubmit\", nil)"], subject: "(identifier, email.text)"),
                       .oneElement(pattern: "(\"ActionSubmit\", nil)", position: 2, wants: "nil", had: "Optional(\"\")"))
        XCTAssertEqual(SwitchMiss.read(value: "(LeftViewController#1, false)", cases: ["(let left as LeftViewController, true)"], subject: "(from, contained)"),
                       .oneElement(pattern: "(let left as LeftViewController, true)", position: 2, wants: "true", had: "false"))
        // A `where` clause may be what refused it: its pattern still counts, the clause is kept in the text.
        XCTAssertEqual(SwitchMiss.read(value: "\"ManualSubmit\"", cases: ["\"ActionSubmit\" where !isFilled(email.text)"], subject: "identifier"),
                       .noCaseFor(value: "\"ManualSubmit\"", cases: ["\"ActionSubmit\""]))
        // An element no text decides (a class the learner declared, an expression): no reading.
        XCTAssertNil(SwitchMiss.read(value: "(MainViewController#2, false)", cases: ["(let left as LeftViewController, true)"], subject: "pair"))
        XCTAssertNil(SwitchMiss.read(value: "(\"a\", 3)", cases: ["(\"a\", limit)"], subject: "pair"))
        // Labels on either side, a binding `let` over the whole tuple.
        XCTAssertEqual(SwitchMiss.read(value: "(name: \"a\", on: true)", cases: ["let (name, false)"], subject: "state"),
                       .oneElement(pattern: "let (name, false)", position: 2, wants: "false", had: "true"))
        let english = English().whatIfSwitchValue(subject: "(identifier, email.text)", file: "ViewController.swift", line: 8, times: 1, value: "(\"ActionSubmit\", Optional(\"\"))", others: [],
                                                  miss: .oneElement(pattern: "(\"ActionSubmit\", nil)", position: 2, wants: "nil", had: "Optional(\"\")"))
        XCTAssertEqual(english, "In this run `switch (identifier, email.text)` (ViewController.swift line 8) was given `(\"ActionSubmit\", Optional(\"\"))` the one time it ran, and no case took it, so another branch ran: `case (\"ActionSubmit\", nil)` matches all of it but element 2, where the pattern wants `nil` and the value had `Optional(\"\")`. An empty text field's `text` is `\"\"`, not `nil`: test the text itself (`case (…, let text) where (text ?? \"\").isEmpty`).")
        let korean = Korean().whatIfSwitchValue(subject: "pair", file: "A.swift", line: 3, times: 2, value: "(LeftViewController#1, false)", others: ["(MainViewController#2, true)"],
                                                miss: .oneElement(pattern: "(let left as LeftViewController, true)", position: 2, wants: "true", had: "false"))
        XCTAssertTrue(korean.contains("2번째 요소") && korean.contains("(다른 때에는 `(MainViewController#2, true)`)"), korean)
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
            let english = English().whatIfPasses(kind: .statementDropped, file: "A.swift", line: 3, statement: statement, before: statement, after: "", othersPass: true, keeps: false, afterIsRead: false)
            let korean = Korean().whatIfPasses(kind: .statementDropped, file: "A.swift", line: 3, statement: statement, before: statement, after: "", othersPass: true, keeps: false, afterIsRead: false)
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

/// A decoder's failure told from the code's evidence: keys nested on one side only, encoded data
/// turned into its description, text that was never JSON (no guess at another encoder).
final class TryFailureEvidenceTests: XCTestCase {
    func testEachReadingIsToldInBothLanguages() {
        let cases: [(TryFailure, String, String)] = [
            (.nestedOnOneSide(key: "isUpdate", type: "SubmitForm", nestedInEncode: true), "one level down", "한 단계 아래"),
            (.describedData(statement: "String(describing: data)", file: "SubViewController.swift", line: 25), "(SubViewController.swift line 25) turns the encoded `Data` into its description", "SubViewController.swift 25번째 줄"),
            (.notJSONText, "is not what a `JSONEncoder` wrote", "`JSONEncoder`가 쓴 것이 아닙니다"),
        ]
        for (kind, english, korean) in cases {
            let en = English().whatIfTryFailed(expression: "try? decode()", file: "A.swift", line: 3, times: 1, error: "e", kind: kind)
            let ko = Korean().whatIfTryFailed(expression: "try? decode()", file: "A.swift", line: 3, times: 1, error: "e", kind: kind)
            XCTAssertTrue(en.contains(english), en)
            XCTAssertTrue(ko.contains(korean), ko)
            XCTAssertFalse(en.contains("PropertyListEncoder"), en)
        }
    }
}

/// The Back step's failures say why there is no Back button: the root of its stack, or hidden.
final class BackButtonStepTextTests: XCTestCase {
    func testEachReasonIsReadAndTranslated() {
        XCTAssertEqual(StepFailureText.parse("There is no Back button: LeftViewController#1 hides it (navigationItem.hidesBackButton is true)."),
                       .noBackButtonHidden(screen: "LeftViewController#1"))
        XCTAssertEqual(StepFailureText.parse("There is no Back button: LeftViewController#1 is the root of its navigation controller."),
                       .noBackButtonAtRoot(screen: "LeftViewController#1"))
    }
}

extension SwitchMissTests {
    /// A value one case names exactly chose the case written for it; the same text in another
    /// case of a list, an optional pattern and an enum case count too.
    func testAValueACaseNamesExactly() {
        XCTAssertTrue(SwitchMiss.namedByACase("Optional(\"DefaultSubmit\")", cases: ["\"ActionSubmit\"", "\"DefaultSubmit\"?"]))
        XCTAssertTrue(SwitchMiss.namedByACase("fade", cases: [".slide, .fade"]))
        XCTAssertTrue(SwitchMiss.namedByACase("\"x\"", cases: [".some(\"x\")"]))
        XCTAssertFalse(SwitchMiss.namedByACase("Optional(\"defaultSubmit\")", cases: ["\"DefaultSubmit\""]), "letter case counts")
        XCTAssertFalse(SwitchMiss.namedByACase("nil", cases: ["_"]))
    }
}

extension SwitchMissTests {
    /// Round 28: names in Korean bind as any name does, and a two-element pattern written for the
    /// other order of its tuple is told as such.
    func testKoreanNamesAndSwappedElements() {
        XCTAssertEqual(SwitchMiss.read(value: "(Optional(\"DefaultSubmit\"), ResultViewController#1)",
                                       cases: ["(_, let 결과화면 as ResultViewController)", "(\"DefaultSubmit\"?, let 결과화면 as ResultViewController)"],
                                       subject: "(segue.identifier, segue.destination)"),
                       .earlierCase(earlier: "(_, let 결과화면 as ResultViewController)", later: "(\"DefaultSubmit\"?, let 결과화면 as ResultViewController)"))
        XCTAssertEqual(SwitchMiss.read(value: "(LeftViewController#1, false)", cases: ["(let 왼쪽화면 as LeftViewController, true)"], subject: "(떠난화면, 스택에있음)"),
                       .oneElement(pattern: "(let 왼쪽화면 as LeftViewController, true)", position: 2, wants: "true", had: "false"))
        XCTAssertEqual(SwitchMiss.read(value: "(true, false)", cases: ["(false, true)"], subject: "(isMovingFromParent, isBeingDismissed)"),
                       .elementsSwapped(pattern: "(false, true)", subject: "(isMovingFromParent, isBeingDismissed)"))
        // Both elements wrong, and not swapped: nothing sure to say about the pattern.
        XCTAssertNotEqual(SwitchMiss.read(value: "(true, true)", cases: ["(false, false)"], subject: "(a, b)"),
                          .elementsSwapped(pattern: "(false, false)", subject: "(a, b)"))
        for language in [Language.en, .ko] {
            let text = Catalog[language].whatIfSwitchValue(subject: "(a, b)", file: "V.swift", line: 3, times: 1, value: "(true, false)", others: [],
                                                           miss: .elementsSwapped(pattern: "(false, true)", subject: "(a, b)"))
            XCTAssertTrue(text.contains("`case (false, true)`") && text.contains("`(a, b)`"), text)
        }
    }
}

extension SwitchMissTests {
    /// A test of UIKit state that holds only at some moments is told when it holds.
    func testUIKitStateNotes() {
        XCTAssertEqual(UIKitStateNote.of("result.isViewLoaded"), .viewLoaded)
        XCTAssertEqual(UIKitStateNote.of("rvc.viewIfLoaded != nil"), .viewLoaded)
        XCTAssertEqual(UIKitStateNote.of("view.window != nil"), .window)
        XCTAssertEqual(UIKitStateNote.of("!isMovingFromParent"), .moving)
        XCTAssertNil(UIKitStateNote.of("email.text != nil"))
        for language in [Language.en, .ko] {
            XCTAssertTrue(Catalog[language].uikitState(.viewLoaded).contains("`isViewLoaded`"))
            XCTAssertTrue(Catalog[language].uikitState(.moving).contains("`isMovingFromParent`"))
        }
    }
}
