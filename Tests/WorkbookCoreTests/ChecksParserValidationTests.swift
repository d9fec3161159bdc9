import Foundation
import WorkbookCore
import XCTest

/// What an instructor writes in checks.yaml (or a chapter's `checks` block) is validated: every
/// value a grade or a run depends on is an error with its file:line:column when it is wrong.
final class ChecksParserValidationTests: XCTestCase {
    /// A valid checks.yaml with `check` as the lines of its one check after `- id: a` (line 3).
    func yaml(top: String = "", check: String = "", steps: String = "[launch]") -> String {
        "exercise: x\n\(top)checks:\n  - id: a\n\(check)    steps: \(steps)\n"
    }

    func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try ChecksParser.parse(text, file: "checks.yaml")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics
        } catch {
            XCTFail("unexpected \(error)")
            return []
        }
    }

    /// Exactly one diagnostic, with this description (`file:line:column: error: message`, then the suggestion).
    func assertOnly(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(problems(text).map(\.description), [expected], file: file, line: line)
    }

    func parses(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ExerciseChecks? {
        XCTAssertNoThrow(try ChecksParser.parse(text, file: "checks.yaml"), file: file, line: line)
        return try? ChecksParser.parse(text, file: "checks.yaml")
    }

    static let timeoutAdvice = "\n  a timeout is more than 0 and at most 600 seconds, for example `timeout: 10`"

    // MARK: - Timeouts

    func testNaNTimeoutIsAnError() {
        assertOnly(yaml(check: "    timeout: .nan\n"), "checks.yaml:4:14: error: `timeout: .nan` is not allowed: it is not a number" + Self.timeoutAdvice)
    }

    func testInfiniteTimeoutIsAnError() {
        assertOnly(yaml(check: "    timeout: .inf\n"), "checks.yaml:4:14: error: `timeout: .inf` is not allowed: a check must end" + Self.timeoutAdvice)
    }

    func testNegativeTimeoutIsAnError() {
        assertOnly(yaml(check: "    timeout: -1\n"), "checks.yaml:4:14: error: `timeout: -1` is not allowed: it must be more than 0" + Self.timeoutAdvice)
    }

    func testZeroTimeoutIsAnError() {
        assertOnly(yaml(check: "    timeout: 0\n"), "checks.yaml:4:14: error: `timeout: 0` is not allowed: it must be more than 0" + Self.timeoutAdvice)
    }

    func testHugeTimeoutIsAnError() {
        assertOnly(yaml(check: "    timeout: 601\n"), "checks.yaml:4:14: error: `timeout: 601` is not allowed: that is more than 600 seconds" + Self.timeoutAdvice)
        assertOnly(yaml(check: "    timeout: 1e300\n"), "checks.yaml:4:14: error: `timeout: 1e300` is not allowed: that is more than 600 seconds" + Self.timeoutAdvice)
    }

    func testATimeoutThatIsNotANumberIsAnError() {
        assertOnly(yaml(check: "    timeout: ten\n"), "checks.yaml:4:14: error: `timeout` is a number of seconds, not `ten`\n  write, for example, `timeout: 10`")
    }

    func testAFileLevelTimeoutIsCheckedToo() {
        assertOnly(yaml(top: "timeout: .nan\n"), "checks.yaml:2:10: error: `timeout: .nan` is not allowed: it is not a number" + Self.timeoutAdvice)
    }

    func testTimeoutsInRangeAreKept() {
        XCTAssertEqual(parses(yaml(check: "    timeout: 600\n"))?.checks.first?.timeout, 600)
        XCTAssertEqual(parses(yaml(check: "    timeout: 0.5\n"))?.checks.first?.timeout, 0.5)
        XCTAssertEqual(parses(yaml(top: "timeout: 15\n"))?.checks.first?.timeout, 15)
        XCTAssertEqual(parses(yaml())?.checks.first?.timeout, 10)
    }

    func testAWaitStepMustBeFiniteAndBounded() {
        assertOnly(yaml(steps: "[launch, {wait: .nan}]"),
                   "checks.yaml:4:28: error: `wait: .nan` is not allowed: a wait is 0 to 600 seconds\n  write, for example, `wait: 0.5`")
        assertOnly(yaml(steps: "[launch, {wait: -1}]"),
                   "checks.yaml:4:28: error: `wait: -1` is not allowed: a wait is 0 to 600 seconds\n  write, for example, `wait: 0.5`")
    }

    // MARK: - Points

    func testPointsThatAreTextAreAnError() {
        assertOnly(yaml(check: "    points: \"two\"\n"), "checks.yaml:4:13: error: `points` is a whole number, 0 or more, not `two`\n  write, for example, `points: 2`")
    }

    func testNegativePointsAreAnError() {
        assertOnly(yaml(check: "    points: -1\n"), "checks.yaml:4:13: error: `points` is a whole number, 0 or more, not `-1`\n  write, for example, `points: 2`")
    }

    func testFractionalPointsAreAnError() {
        assertOnly(yaml(check: "    points: 1.5\n"), "checks.yaml:4:13: error: `points` is a whole number, 0 or more, not `1.5`\n  write, for example, `points: 2`")
        assertOnly(yaml(check: "    points: .nan\n"), "checks.yaml:4:13: error: `points` is a whole number, 0 or more, not `.nan`\n  write, for example, `points: 2`")
    }

    func testWholePointsAreKept() {
        XCTAssertEqual(parses(yaml(check: "    points: 3\n"))?.checks.first?.points, 3)
        XCTAssertEqual(parses(yaml(check: "    points: 0\n"))?.checks.first?.points, 0)
        XCTAssertEqual(parses(yaml())?.checks.first?.points, 1)
    }

    /// A learner's copy says how many points its checks leave out; the grade counts them too.
    func testHiddenPointsAreReadAndMustBeANumber() {
        XCTAssertEqual(parses(yaml(top: "hidden_points: 2\n"))?.hiddenPoints, 2)
        XCTAssertEqual(parses(yaml(top: "hidden_points: 2\n"))?.pointsNotVisible, 2)
        XCTAssertNil(parses(yaml())?.hiddenPoints)
        assertOnly(yaml(top: "hidden_points: many\n"),
                   "checks.yaml:2:16: error: `hidden_points: many` is not a number of points\n  write the points of the checks left out of this file as a number, such as `hidden_points: 1`")
    }

    // MARK: - Unknown keys, at every level

    func testUnknownKeyAtTheTopIsAnError() {
        assertOnly(yaml(top: "titel: X\n"),
                   "checks.yaml:2:1: error: unknown key `titel` at the top of the checks (known: exercise, title, due, timeout, hidden_points, checks)\n  did you mean `title`?")
    }

    func testUnknownCheckKeyIsAnError() {
        assertOnly(yaml(check: "    point: 2\n"),
                   "checks.yaml:4:5: error: unknown check key `point` (known: id, title, points, visibility, feedback, depends, timeout, hints, steps)\n  did you mean `points`?")
    }

    /// A hint fits the failures its `when` names; one without `when` fits every failure.
    func testAHintIsShownForTheFailuresItFits() throws {
        let text = yaml(check: "    hints:\n      - {ko: 모두, en: all}\n      - {ko: 레이블, en: label, when: label}\n      - {ko: 메모리, en: memory, when: [deallocated, crash]}\n")
        let check = try XCTUnwrap(parses(text)?.checks.first)
        XCTAssertEqual(check.hints.map(\.en), ["all", "label", "memory"])
        XCTAssertEqual(check.hints(forFailure: "label").map(\.en), ["all", "label"])
        XCTAssertEqual(check.hints(forFailure: "deallocated").map(\.en), ["all", "memory"])
        XCTAssertEqual(check.hints(forFailure: nil).map(\.en), ["all", "memory"], "a crash first is `crash`")
        XCTAssertEqual(check.hints(forFailure: "top").map(\.en), ["all"])
        assertOnly(yaml(check: "    hints:\n      - {ko: a, en: a, when: labels}\n"),
                   "checks.yaml:5:30: error: a hint's `when` lists failures: top, stack, presented, label, property, events, noEvents, instance, deallocated, userDefaults, crash, console, not `labels`")
    }

    /// A hint whose `unless_code` the learner's code already holds (by tokens: spaces, comments,
    /// `self.` do not matter) is not shown; code without it still gets the hint.
    func testAHintIsNotShownToCodeThatAlreadyDoesWhatItAsks() throws {
        let text = yaml(check: "    hints:\n      - {ko: 델리게이트, en: delegate, unless_code: \"sub.delegate = self\"}\n      - {ko: 모두, en: all, when: label, unless_code: [\"performSegue(withIdentifier: \\\"Go\\\"\", \"dismiss(\"]}\n")
        let check = try XCTUnwrap(parses(text)?.checks.first)
        XCTAssertEqual(check.hintsUnlessCode, [0: ["sub.delegate = self"], 1: ["performSegue(withIdentifier: \"Go\"", "dismiss("]])
        let doesIt = CodeMatch(sources: ["class A { func f() {\n  self.sub.delegate=self // set\n  performSegue(withIdentifier:\"Other\", sender: nil)\n} }"])
        XCTAssertEqual(check.hints(forFailure: "label", code: doesIt).map(\.en), ["all"])
        let other = CodeMatch(sources: ["class A { func f() {\n  // sub.delegate = self\n  performSegue(withIdentifier: \"Go\", sender: nil)\n} }"])
        XCTAssertEqual(check.hints(forFailure: "label", code: other).map(\.en), ["delegate"], "a comment is not code; the right identifier hides the second")
        XCTAssertEqual(check.hints(forFailure: "label", code: CodeMatch(sources: [])).map(\.en), ["delegate", "all"])
        let bad = problems(yaml(check: "    hints:\n      - {ko: a, en: a, unless_code: {a: b}}\n")).map(\.description)
        XCTAssertEqual(bad.count, 1)
        XCTAssertTrue(bad.first?.contains("a hint's `unless_code` is a piece of Swift") == true, "\(bad)")
    }

    /// A name for an object stands for it in a hint's condition: a local or a parameter given
    /// `UserDefaults.standard` saves in UserDefaults, a constant bound to the segue's destination
    /// writes to it; a name given two objects stands for neither.
    func testAHintConditionReadsNamesForObjects() {
        let store = CodeMatch(sources: ["""
        enum Store {
            static func save(email: String?, in defaults: UserDefaults = .standard) { defaults.set(email, forKey: "email") }
        }
        class VC3 { func onSend() { let defaults = UserDefaults.standard; defaults.set("v", forKey: "k") } }
        """])
        XCTAssertTrue(store.contains("UserDefaults.standard.set("))
        XCTAssertTrue(store.contains("in onSend: UserDefaults.standard.set("))
        XCTAssertTrue(store.contains("in save: UserDefaults.standard.set("))
        XCTAssertFalse(store.contains("in onSend: UserDefaults.standard.removeObject("))
        let prepare = CodeMatch(sources: ["""
        class A { override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let next = segue.destination as? ResultViewController else { return }
            next.viewModel = model
            let other = segue.source; other?.title = "x"
        } }
        """])
        XCTAssertTrue(prepare.contains("in prepare: segue.destination.viewModel ="))
        XCTAssertTrue(prepare.contains("segue.source.title ="), "`?` after the name is left out")
        XCTAssertFalse(prepare.contains("segue.destination.title ="))
        let twice = CodeMatch(sources: ["class A { func f() { let d = UserDefaults.standard; d.set(1, forKey: \"a\") }\n func g() { let d = Store.shared; d.set(1, forKey: \"a\") } }"])
        XCTAssertFalse(twice.contains("UserDefaults.standard.set("), "a name given two objects stands for neither")
        XCTAssertTrue(twice.contains("in f: UserDefaults.standard.set("), "inside one function its own local counts")
        let getter = CodeMatch(sources: ["""
        class A {
            var hasEmail: Bool { !(email.text ?? "").isEmpty }
            @IBAction func onPerformSegue(_ sender: Any) {
                guard hasEmail else { return }
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }
            func other() { print(1) }
        }
        """])
        XCTAssertTrue(getter.contains("in onPerformSegue: isEmpty"), "a computed property the function reads does what its getter does")
        XCTAssertFalse(getter.contains("in other: isEmpty"))
        let chained = CodeMatch(sources: ["""
        class R { override func viewDidLoad() { super.viewDidLoad(); resultEmail?.text = paramEmail; resultUpdate!.text = "x" } }
        class V { func onSubmit() { let rvc = R(); (rvc.paramEmail, rvc.paramUpdate, rvc.paramInterval) = (email.text ?? "", isUpdate.isOn, interval.value) } }
        """])
        XCTAssertTrue(chained.contains("in viewDidLoad: resultEmail.text ="), "an optional chain before a member is that member")
        XCTAssertTrue(chained.contains("resultUpdate.text ="), "so is a forced unwrap")
        XCTAssertTrue(chained.contains("resultEmail?.text = paramEmail"), "a fragment written with the chain matches too")
        XCTAssertTrue(chained.contains("rvc.paramInterval = interval.value"), "a tuple assignment makes each of its assignments")
        XCTAssertTrue(chained.contains("in onSubmit: paramEmail ="))
        // Round 47 (held-out 271-01, 271-13): a property written through a key path or key-value coding
        // holds the assignment it stands for, so a hint asking for it is not shown.
        let keyed = CodeMatch(sources: ["""
        class A { override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let sub = segue.destination as! Sub
            sub.with(\\.delegate, self).with(\\.paramText, resultLabel.text)
        } }
        class B { func f(_ r: R) { r[keyPath: \\R.paramEmail] = field.text; r.setValue(true, forKey: "paramUpdate") } }
        """])
        XCTAssertTrue(keyed.contains("in prepare: .delegate ="), "a key path handed with its value")
        XCTAssertTrue(keyed.contains("paramText = resultLabel.text"))
        XCTAssertTrue(keyed.contains("in f: paramEmail ="), "a key path subscript")
        XCTAssertTrue(keyed.contains("paramUpdate = true"), "key-value coding")
        XCTAssertFalse(keyed.contains("in f: .delegate ="))
        XCTAssertFalse(chained.contains("paramEmail = isUpdate.isOn"), "each name is paired with its own value")
    }

    func testFeedbackIsCauseOrOutcome() {
        XCTAssertEqual(parses(yaml())?.checks.first?.feedback, .cause)
        XCTAssertEqual(parses(yaml(check: "    feedback: outcome\n"))?.checks.first?.feedback, .outcome)
        assertOnly(yaml(check: "    feedback: steps\n"), "checks.yaml:4:15: error: feedback is `cause` or `outcome`, not `steps`")
    }

    func testUnknownStepKeyIsAnError() {
        assertOnly(yaml(steps: "[launch, {swipeBack: {cancle: true}}]"),
                   "checks.yaml:4:34: error: unknown key `cancle` in `swipeBack` (known: cancel)\n  did you mean `cancel`?")
        XCTAssertEqual(problems(yaml(steps: "[launch, {tap: {outlet: a, colour: red}}]")).map(\.message), ["unknown key `colour`"])
    }

    func testUnknownExpectationKeyIsAnError() {
        assertOnly(yaml(steps: "[launch, {expect: {label: {outlet: a, txt: b}}}]"),
                   "checks.yaml:4:50: error: unknown key `txt` in `label` (known: outlet, text)\n  did you mean `text`?")
        assertOnly(yaml(steps: "[launch, {expect: {property: {of: A, name: b, equals: c, within: 1}}}]"),
                   "checks.yaml:4:69: error: unknown key `within` in `property` (known: of, name, equals)")
        assertOnly(yaml(steps: "[launch, {expect: {crash: {reason: r, kind: k}}}]"),
                   "checks.yaml:4:50: error: unknown key `kind` in `crash` (known: reason, name)")
    }

    func testUnknownLanguageInATitleIsAnError() {
        assertOnly(yaml(check: "    title: {ko: 가, en: A, fr: B}\n"),
                   "checks.yaml:4:27: error: unknown language `fr` in a text (known: ko, en)")
    }

    // MARK: - Due dates

    func testABadDueIsAnError() {
        for bad in ["tomorrow", "2026-13-01", "2026-02-30", "2026-12-1", "2026-12-01T25:00:00Z", "2026-12-01T10:00:00", "20261201"] {
            assertOnly(yaml(top: "due: \(bad)\n"),
                       "checks.yaml:2:6: error: `due: \(bad)` is not a date\n  write the date as `YYYY-MM-DD` (the end of that day, UTC) or as an ISO 8601 date-time such as `2026-12-01T18:00:00+09:00`")
        }
    }

    func testGoodDuesAreRead() {
        XCTAssertEqual(parses(yaml(top: "due: 2026-12-01\n"))?.due, Date(timeIntervalSince1970: 1_796_169_599))
        XCTAssertEqual(parses(yaml(top: "due: \"2026-12-01T23:59:59Z\"\n"))?.due, Date(timeIntervalSince1970: 1_796_169_599))
        XCTAssertEqual(parses(yaml(top: "due: 2026-12-02T08:59:59+09:00\n"))?.due, Date(timeIntervalSince1970: 1_796_169_599))
        XCTAssertEqual(parses(yaml(top: "due: 2026-12-01T23:59:59.500Z\n"))?.due, Date(timeIntervalSince1970: 1_796_169_599.5))
        XCTAssertEqual(ChecksParser.parseDate("2028-02-29"), Date(timeIntervalSince1970: 1_835_481_599))
    }

    func testAfterDueWithoutADueIsAnError() {
        assertOnly(yaml(check: "    visibility: after_due\n"),
                   "checks.yaml:4:17: error: the check `a` is `after_due`, but the exercise has no due date: its details would show at once\n  add `due: YYYY-MM-DD` at the top of checks.yaml, or make the check `hidden`")
        XCTAssertEqual(parses(yaml(top: "due: 2026-12-01\n", check: "    visibility: after_due\n"))?.checks.first?.visibility, .afterDue)
    }

    func testAfterDueInAChapterNeedsTheExerciseDue() throws {
        let block = "- id: a\n  visibility: after_due\n  steps: [launch]\n"
        XCTAssertThrowsError(try ChecksParser.parseChecks(block, exercise: "x", title: LocalizedText("X"), file: "c.md", line: 20)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.description),
                           ["c.md:21:15: error: the check `a` is `after_due`, but the exercise has no due date: its details would show at once\n  add `due: YYYY-MM-DD` to the exercise block, or make the check `hidden`"])
        }
        let due = try XCTUnwrap(ChecksParser.parseDate("2026-12-01"))
        XCTAssertEqual(try ChecksParser.parseChecks(block, exercise: "x", title: LocalizedText("X"), file: "c.md", line: 20, due: due).due, due)
    }

    // MARK: - Ids and dependencies

    func testDuplicateCheckIDsAreAnError() {
        assertOnly(yaml() + "  - id: a\n    steps: [launch]\n",
                   "checks.yaml:5:9: error: duplicate check id `a` (first at line 3)\n  give each check its own id")
    }

    func testADependencyOnAnUnknownCheckIsAnError() {
        assertOnly(yaml() + "  - id: b\n    depends: [aa]\n    steps: [launch]\n",
                   "checks.yaml:6:15: error: `b` depends on `aa`, which is not a check of this exercise\n  did you mean `a`?")
    }

    func testADependencyOnItselfIsAnError() {
        assertOnly(yaml(check: "    depends: a\n"),
                   "checks.yaml:4:14: error: `a` depends on itself\n  remove `a` from its `depends`")
    }

    func testACycleIsAnError() {
        let text = "exercise: x\nchecks:\n  - id: a\n    depends: [b]\n    steps: [launch]\n  - id: b\n    depends: [a]\n    steps: [launch]\n"
        assertOnly(text, "checks.yaml:4:15: error: `a` depends on `b`, which is defined after it (checks run in order, so this could form a cycle)\n  move `b` above `a`, or remove the dependency")
    }

    func testDependenciesOnEarlierChecksAreKept() {
        XCTAssertEqual(parses(yaml() + "  - id: b\n    depends: [a]\n    steps: [launch]\n")?.checks.last?.depends, ["a"])
    }

    // MARK: - An empty list of checks

    /// `checks: []` cannot be graded: an error at the list, saying what to add.
    func testAnEmptyCheckListIsAnError() {
        assertOnly("exercise: x\nchecks: []\n",
                   "checks.yaml:2:9: error: `checks` is empty: an exercise needs at least one check to be graded\n  add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`")
        assertOnly("exercise: x\nchecks:\n",
                   "checks.yaml:1:1: error: missing `checks:`, a list of checks")
    }

    /// The same in a chapter's `checks` block, at the block's line.
    func testAnEmptyChecksBlockInAChapterIsAnError() {
        XCTAssertThrowsError(try ChecksParser.parseChecks("[]\n", exercise: "x", title: LocalizedText("X"), file: "c.md", line: 30)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.description),
                           ["c.md:30:1: error: `checks` is empty: an exercise needs at least one check to be graded\n  add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`"])
        }
        XCTAssertThrowsError(try ChecksParser.parseChecks("\n", exercise: "x", title: LocalizedText("X"), file: "c.md", line: 30)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.description),
                           ["c.md:30:1: error: the `checks` block is empty: an exercise needs at least one check to be graded\n  add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`"])
        }
    }

    // MARK: - Chapters, all at once, the bundled files

    func testAChapterBlockPointsIntoTheChapter() {
        let block = "- id: a\n  timeout: .nan\n  points: two\n  steps: [launch]\n"
        XCTAssertThrowsError(try ChecksParser.parseChecks(block, exercise: "x", title: LocalizedText("X"), file: "c.md", line: 30)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" }.sorted(), ["c.md:31:12", "c.md:32:11"])
        }
    }

    func testEveryProblemIsReportedAtOnce() {
        let text = "exercise: x\ndue: soon\ntimeout: .inf\nchecks:\n  - id: a\n    points: -2\n    colour: red\n    steps: [launch]\n"
            + "  - id: b\n    steps: [launch]\n  - id: b\n    depends: [zz]\n    steps: [launch]\n"
        XCTAssertEqual(problems(text).count, 6, problems(text).map(\.description).joined(separator: "\n"))
    }

    // MARK: - Values of the wrong shape (hostile round 4, 23f)

    /// `events: [[…]]`, `[{…}]` and `[]` were read as an empty list: an expectation that held for
    /// any app (the starter passed). Every malformed or empty expectation value is now an error
    /// at the value, saying what was expected and what to write.
    func testEventsOfTheWrongShapeAreErrors() {
        for key in ["events", "noEvents"] {
            let nested = problems(yaml(steps: "[launch, {expect: {\(key): [[\"ViewController.prepare(for:sender:)\"], [\"ResultViewController.viewDidLoad\"]]}}]"))
            XCTAssertEqual(nested.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["4:\(34 + key.count)", "4:\(75 + key.count)"], "\(nested)")
            XCTAssertTrue(nested.allSatisfy { $0.message.contains("not a list") && $0.suggestion?.contains("flat list") == true }, "\(nested)")
            XCTAssertEqual(problems(yaml(steps: "[launch, {expect: {\(key): [{a: 1}]}}]")).map(\.message),
                           ["each item of `\(key)` is one event, `Class.member` with an optional detail after a space, not a mapping"])
            XCTAssertEqual(problems(yaml(steps: "[launch, {expect: {\(key): []}}]")).map(\.message),
                           ["`\(key)` is empty: an expectation of no events can never fail"])
            XCTAssertEqual(problems(yaml(steps: "[launch, {expect: {\(key): \"ViewController.viewDidLoad\"}}]")).count, 1)
            // Text that matches no event (no `Class.member`) would make `noEvents` hold always.
            for pattern in ["prepare", "\"\"", ".viewDidLoad", "ViewController.", "\" \""] {
                XCTAssertEqual(problems(yaml(steps: "[launch, {expect: {\(key): [\(pattern)]}}]")).count, 1, pattern)
            }
            XCTAssertEqual(parses(yaml(steps: "[launch, {expect: {\(key): [\"ViewController#1.present(_:animated:completion:) style=fullScreen\", ViewController.viewDidLoad]}}]"))?
                .checks.first?.steps.last, key == "events"
                    ? .expect(.events(["ViewController#1.present(_:animated:completion:) style=fullScreen", "ViewController.viewDidLoad"]))
                    : .expect(.noEvents(["ViewController#1.present(_:animated:completion:) style=fullScreen", "ViewController.viewDidLoad"])))
        }
    }

    /// A nested list repeated through YAML aliases is one problem per place, not per use.
    func testANestedListRepeatedByAliasesIsReportedOnce() {
        let text = yaml(steps: "[launch, {expect: {noEvents: &a [[\"X.a\"]]}}, {expect: {noEvents: [*a, *a, *a]}}]")
        XCTAssertEqual(problems(text).count, 2, problems(text).map(\.description).joined(separator: "\n"))
    }

    /// The same hole in the other expectations: a list, mapping or empty text where a name or a
    /// text belongs, and a check with no steps, are errors.
    func testOtherExpectationsOfTheWrongShapeAreErrors() {
        let refused = [
            "{top: [ResultViewController]}", "{top: \"\"}", "{stack: [[A, B]]}", "{presented: [{a: 1}]}", "{stack: A}",
            "{label: {outlet: a, text: [b]}}", "{label: {outlet: [a], text: b}}", "{property: {of: A, name: \"\", equals: c}}",
            "{userDefaults: {key: k, equals: {a: 1}}}", "{crash: \"\"}", "{crash: {reason: r, name: [N]}}", "{crash: {reason: \"\"}}",
            "{console: \"\"}", "{console: [a]}", "{deallocated: {a: 1}}", "{instance: {of: A, number: 0}}", "{instance: {of: A, number: [1]}}",
        ]
        for expectation in refused {
            XCTAssertEqual(problems(yaml(steps: "[launch, {expect: \(expectation)}]")).count, 1, expectation)
            XCTAssertEqual(problems(yaml(steps: "[launch, {expect: \(expectation)}]")).first?.line, 4, expectation)
        }
        XCTAssertEqual(problems(yaml(steps: "[launch, {expect: {label: {outlet: a, text: [b]}}}]")).first?.description,
                       "checks.yaml:4:56: error: `label`'s `text` is a text, not a list\n  write it as one value, such as `text: \"…\"`")
        let kept = ["{stack: []}", "{presented: []}", "{label: {outlet: a, text: ~}}", "{label: {outlet: a, text: 5}}",
                    "{userDefaults: {key: k}}", "{crash: {reason: r, name: N}}", "{instance: {of: A, number: 2}}"]
        for expectation in kept { XCTAssertNotNil(parses(yaml(steps: "[launch, {expect: \(expectation)}]")), expectation) }
        assertOnly(yaml(steps: "[]"), "checks.yaml:4:12: error: the check `a` has no steps: with nothing launched or expected it cannot fail\n"
                   + "  list the steps, for example `steps: [launch, {expect: {top: ViewController}}]`")
    }

    /// A chapter's block is read by the same parser, so `workbook lint` reports it too.
    func testAChapterBlockRefusesNestedEvents() {
        let block = "- id: a\n  steps:\n    - launch\n    - expect: {events: [[\"ViewController.viewDidLoad\"]]}\n"
        XCTAssertThrowsError(try ChecksParser.parseChecks(block, exercise: "x", title: LocalizedText("X"), file: "c.md", line: 30)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" }, ["c.md:33:25"])
        }
    }

    /// A check that depends on one refused for its own problem is not also told its dependency
    /// is "defined after it" (hostile round 4, 23c).
    func testADependencyOnARefusedEarlierCheckIsNotReportedAgain() {
        let text = "exercise: x\nchecks:\n  - id: a\n    points: -1\n    steps: [launch]\n  - id: b\n    depends: [a]\n    steps: [launch]\n"
        XCTAssertEqual(problems(text).map(\.line), [4])
        let later = "exercise: x\nchecks:\n  - id: b\n    depends: [a]\n    steps: [launch]\n  - id: a\n    points: -1\n    steps: [launch]\n"
        XCTAssertEqual(problems(later).compactMap(\.line).sorted(), [4, 7])
    }

    func testTheBundledAndFixtureChecksParse() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Tests/Fixtures/exercises", "Exercises"] {
            let base = repository.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) where !name.hasPrefix(".") {
                // Folders holding only a corpus of solutions (checked against the book's checks) have none.
                let file = base.appendingPathComponent(name).appendingPathComponent("checks.yaml")
                if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
            }
        }
        XCTAssertGreaterThanOrEqual(files.count, 7)
        for file in files {
            XCTAssertNoThrow(try ChecksParser.parse(String(contentsOf: file, encoding: .utf8), file: file.path), file.path)
        }
    }
}
