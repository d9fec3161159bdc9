import Foundation
@testable import LearnerBuild
import Texts
import XCTest

/// Compile errors teach (issue 27, item 6): beside swiftc's own message, one sentence in the
/// learner's language for the errors beginners hit most. Every case is a learner-like file
/// compiled for real against the simulated UIKit; `‸` marks where swiftc points (file, line and
/// column are asserted), and the sentence is asserted in English and Korean.
///
/// `seen` cases (`heldOut: false`) are the ones the matchers were written against; `heldOut`
/// cases were written afterwards, in other styles and spellings, to measure whether the matchers
/// generalize. First run: 34 of the 37 held-out type-checking variants and 3 of 3 missing-return
/// variants got the right sentence; `let3` and `let4` (swiftc's other wordings for a `let`
/// changed: `+=`, a mutating method) got none and `nothing4` suggested `prepareForReuse` for
/// `prepareForSegue` (a suggestion three edits away); the matchers were then fixed for those
/// classes. (`'required' initializer 'init(coder:)' must be provided` is a warning in Swift 5
/// mode, so it is not among the errors tested.)
final class CompileLessonTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    struct Case {
        var name: String
        /// Declarations at the top level of the file (protocols), then the class body.
        var topLevel: String = ""
        var body: String
        var expected: CompileErrorLesson?
        var heldOut: Bool
    }

    typealias Declared = CompileErrorLesson.Declared

    /// The type-checking errors (missing returns are diagnosed only once a module type-checks:
    /// `returnCases` build apart). `#file#` and `#line:N#` in expectations are filled per case.
    static let cases: [Case] = [
        // missing `override`
        Case(name: "override1", body: "func ‸viewDidLoad() { super.viewDidLoad() }", expected: .missingOverride(name: "viewDidLoad", base: nil), heldOut: false),
        Case(name: "override2", body: "func ‸viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n    }",
             expected: .missingOverride(name: "viewWillAppear", base: nil), heldOut: true),
        Case(name: "override3", body: "func ‸prepare(for segue: UIStoryboardSegue, sender: Any?) {}", expected: .missingOverride(name: "prepare", base: nil), heldOut: true),
        Case(name: "override4", body: "public func ‸viewDidDisappear(_ animated: Bool) {}", expected: .missingOverride(name: "viewDidDisappear", base: nil), heldOut: true),
        // `override` of nothing
        Case(name: "nothing1", body: "override func ‸viewDidload() {}", expected: .overridesNothing(name: "viewDidload", closest: "viewDidLoad"), heldOut: false),
        Case(name: "nothing2", body: "override func ‸viewWillApear(_ animated: Bool) {}", expected: .overridesNothing(name: "viewWillApear", closest: "viewWillAppear"), heldOut: true),
        Case(name: "nothing3", body: "override func ‸viewdidappear(_ animated: Bool) {}", expected: .overridesNothing(name: "viewdidappear", closest: "viewDidAppear"), heldOut: true),
        Case(name: "nothing4", body: "override func ‸prepareForSegue(_ segue: UIStoryboardSegue, sender: Any?) {}", expected: .overridesNothing(name: "prepareForSegue", closest: nil), heldOut: true),
        // override with other labels
        Case(name: "labels1", body: "override func ‸viewWillDisappear(animated: Bool) {}",
             expected: .overrideLabels(name: "viewWillDisappear(animated:)", overridden: "viewWillDisappear"), heldOut: false),
        Case(name: "labels2", body: "override func ‸viewDidAppear(animated: Bool) {\n        super.viewDidAppear(animated)\n    }",
             expected: .overrideLabels(name: "viewDidAppear(animated:)", overridden: "viewDidAppear"), heldOut: true),
        // unwrapping an optional
        Case(name: "unwrap1", body: "var memo: String? = \"x\"\n    func f() -> Int { return ‸memo.count }", expected: .unwrapOptional(type: "String?"), heldOut: false),
        Case(name: "unwrap2", body: "@IBOutlet var email: UITextField!\n    func f() { let s: String = email.‸text; print(s) }", expected: .unwrapOptional(type: "String?"), heldOut: true),
        Case(name: "unwrap3", body: "func f() { let n: Int = ‸Int(\"3\"); print(n) }", expected: .unwrapOptional(type: "Int?"), heldOut: true),
        Case(name: "unwrap4", body: "func f() { ‸navigationController.pushViewController(UIViewController(), animated: true) }",
             expected: .unwrapOptional(type: "UINavigationController?"), heldOut: true),
        Case(name: "unwrap5", body: "@IBOutlet var name: UITextField!\n    func take(_ s: String) {}\n    func f() { take(name.‸text) }", expected: .unwrapOptional(type: "String?"), heldOut: true),
        // weak delegate of a protocol that is not class-bound
        Case(name: "weak1", topLevel: "protocol SendDelegate1 { func send(_ value: String) }", body: "weak var ‸delegate: SendDelegate1?",
             expected: .weakNonClassProtocol(protocolName: "SendDelegate1"), heldOut: false),
        Case(name: "weak2", topLevel: "protocol ResultDelegate2 {\n    func didFinish(with value: Int)\n}", body: "weak var ‸resultDelegate: ResultDelegate2?",
             expected: .weakNonClassProtocol(protocolName: "ResultDelegate2"), heldOut: true),
        Case(name: "weak3", topLevel: "protocol DataDelegate3 { func pass(_ text: String) }", body: "weak var ‸delegate: (any DataDelegate3)?",
             expected: .weakNonClassProtocol(protocolName: "DataDelegate3"), heldOut: true),
        Case(name: "weak4", topLevel: "protocol BackDelegate4 { func back() }", body: "weak var ‸delegate: BackDelegate4!",
             expected: .weakNonClassProtocol(protocolName: "BackDelegate4"), heldOut: true),
        // a name that does not exist: the learner's declaration it meant
        Case(name: "scope1", body: "var savedMemos: [String] = []\n    func f() { ‸savedMemo.append(\"x\") }",
             expected: .notInScope(name: "savedMemo", declared: Declared(name: "savedMemos", owner: "#class#", file: "#file#", line: -1)), heldOut: false),
        Case(name: "scope2", body: "func f() {\n        let userName = \"a\"\n        print(‸username)\n    }",
             expected: .notInScope(name: "username", declared: Declared(name: "userName", owner: nil, file: "#file#", line: -1)), heldOut: true),
        Case(name: "scope3", body: "override func viewDidLoad() {\n        super.viewDidLoad()\n        let total = 3\n        print(total)\n    }\n    func g() { print(‸total) }",
             expected: .notInScope(name: "total", declared: Declared(name: "total", owner: nil, file: "#file#", line: -3)), heldOut: true),
        Case(name: "scope4", body: "func configure(email: String) { print(‸emial) }",
             expected: .notInScope(name: "emial", declared: Declared(name: "email", owner: nil, file: "#file#", line: 0)), heldOut: true),
        Case(name: "scope5", body: "func f() { print(‸qwertyuiop) }", expected: .notInScope(name: "qwertyuiop", declared: nil), heldOut: true),
        Case(name: "scope6", body: "func f() { let r = ‸ResultViewControler(); print(r) }",
             expected: .notInScope(name: "ResultViewControler", declared: Declared(name: "ResultViewController", owner: nil, file: "SegueBasics/ResultViewController.swift", line: 8)), heldOut: true),
        Case(name: "scope7", body: "var stepInterval: Double = 0\n    @IBAction func changed(_ sender: UIStepper) { ‸stepInteval = sender.value }",
             expected: .notInScope(name: "stepInteval", declared: Declared(name: "stepInterval", owner: "#class#", file: "#file#", line: -1)), heldOut: true),
        // a type that does not exist
        Case(name: "type1", body: "@IBOutlet var name: ‸UILable!", expected: .typeNotInScope(name: "UILable", declared: nil), heldOut: false),
        Case(name: "type2", body: "var next: ‸ResultViewControler?",
             expected: .typeNotInScope(name: "ResultViewControler", declared: Declared(name: "ResultViewController", owner: nil, file: "SegueBasics/ResultViewController.swift", line: 8)), heldOut: true),
        // a member that does not exist: cast, or the learner's spelling
        Case(name: "member1", body: "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        segue.destination.‸paramEmail = \"x\"\n    }",
             expected: .noMember(type: "UIViewController", member: "paramEmail", declared: Declared(name: "paramEmail", owner: "ResultViewController", file: "SegueBasics/ResultViewController.swift", line: 14)), heldOut: false),
        Case(name: "member2", body: "func f() {\n        let vc = storyboard!.instantiateViewController(withIdentifier: \"Result\")\n        vc.‸paramInterval = 3\n    }",
             expected: .noMember(type: "UIViewController", member: "paramInterval", declared: Declared(name: "paramInterval", owner: "ResultViewController", file: "SegueBasics/ResultViewController.swift", line: 16)), heldOut: true),
        Case(name: "member3", body: "func f() {\n        let r = ResultViewController()\n        r.‸paramEmal = \"x\"\n    }",
             expected: .noMember(type: "ResultViewController", member: "paramEmal", declared: Declared(name: "paramEmail", owner: "ResultViewController", file: "SegueBasics/ResultViewController.swift", line: 14)), heldOut: true),
        Case(name: "member4", body: "@IBOutlet var label: UILabel!\n    func f() { label.‸txt = \"a\" }", expected: .noMember(type: "UILabel", member: "txt", declared: nil), heldOut: true),
        Case(name: "member5", body: "func f() {\n        if let vc = presentingViewController {\n            vc.‸paramUpdate = true\n        }\n    }",
             expected: .noMember(type: "UIViewController", member: "paramUpdate", declared: Declared(name: "paramUpdate", owner: "ResultViewController", file: "SegueBasics/ResultViewController.swift", line: 15)), heldOut: true),
        // a `let` constant assigned
        Case(name: "let1", body: "let count = 1\n    func f() { ‸count = 2 }", expected: .letConstant(name: "count"), heldOut: false),
        Case(name: "let2", body: "func f(x: Int) { ‸x = 3 }", expected: .letConstant(name: "x"), heldOut: true),
        Case(name: "let3", body: "func f() {\n        let total = 0\n        total ‸+= 1\n        print(total)\n    }", expected: .letConstant(name: "total"), heldOut: true),
        Case(name: "keypath1", body: "func set<V>(_ path: WritableKeyPath<ResultViewController, V>, _ value: V, on screen: ResultViewController) {\n        screen‸[keyPath: path] = value\n    }",
             expected: .keyPathThroughLet(name: "screen"), heldOut: false),
        // `where` on an `if case` (only a switch case, `for`-`in` or `catch` takes it)
        Case(name: "where1", body: "@IBOutlet var field: UITextField!\n    func f() {\n        if case let text? = field.text ‸where !text.isEmpty { print(text) }\n    }",
             expected: .conditionClauses(usesWhere: true), heldOut: false),
        Case(name: "where2", body: "func f(x: Int?) {\n        guard let y = x ‸where y > 0 else { return }\n        print(y)\n    }",
             expected: .conditionClauses(usesWhere: true), heldOut: true),
        // a `private(set)` property set from outside its type
        Case(name: "setter1", body: "final class Box { private(set) var count = 0 }\n    func f() {\n        let box = Box()\n        box.‸count = 2\n        print(box.count)\n    }",
             expected: .setterInaccessible(name: "count"), heldOut: false),
        Case(name: "let4", body: "func f() {\n        let names: [String] = []\n        names.‸append(\"a\")\n    }", expected: .letConstant(name: "names"), heldOut: true),
        // argument labels
        Case(name: "arg1", body: "func f() { performSegue‸(withIdentifer: \"x\", sender: nil) }",
             expected: .argumentLabels(have: "withIdentifer:sender:", expected: "withIdentifier:sender:"), heldOut: false),
        Case(name: "arg2", body: "func send(value: Int) {}\n    func f() { send(‸3) }", expected: .argumentLabels(have: nil, expected: "value:"), heldOut: true),
        Case(name: "arg3", body: "func show(_ v: Int) {}\n    func f() { show‸(v: 3) }", expected: .argumentLabels(have: "v:", expected: nil), heldOut: true),
        Case(name: "arg4", body: "func f(_ vc: UIViewController) { navigationController?.pushViewController‸(vc, true) }",
             expected: .argumentLabels(have: nil, expected: "animated:"), heldOut: true),
        // type mismatch
        Case(name: "convert1", body: "func f() { let count: Int = ‸\"three\"; print(count) }", expected: .typeMismatch(from: "String", to: "Int"), heldOut: false),
        Case(name: "convert2", body: "@IBOutlet var field: UITextField!\n    func f() { let n: Int = field.text‸!; print(n) }", expected: .typeMismatch(from: "String", to: "Int"), heldOut: true),
        Case(name: "convert3", body: "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        let vc: ResultViewController = segue.‸destination\n        print(vc)\n    }",
             expected: .typeMismatch(from: "UIViewController", to: "ResultViewController"), heldOut: true),
        Case(name: "convert4", body: "var total: Double = 3\n    func f() { let i: Int = ‸total; print(i) }", expected: .typeMismatch(from: "Double", to: "Int"), heldOut: true),
        // a stored property without a starting value
        Case(name: "init1", body: "var name: String", expected: .noInitializers(className: "#class#", property: "name"), heldOut: false),
        Case(name: "init2", body: "var count: Int\n    override func viewDidLoad() { super.viewDidLoad() }", expected: .noInitializers(className: "#class#", property: "count"), heldOut: true),
        // `if let` of a value that is not optional
        Case(name: "bind1", body: "func f() {\n        let text: String = \"a\"\n        if ‸let t = text { print(t) }\n    }", expected: .bindingNotOptional(type: "String"), heldOut: false),
        Case(name: "bind2", body: "var paramName = \"\"\n    func f() {\n        guard ‸let email = paramName else { return }\n        print(email)\n    }", expected: .bindingNotOptional(type: "String"), heldOut: true),
        Case(name: "bind3", body: "@IBOutlet var stepper: UIStepper!\n    func f() { if ‸let v = stepper.value { print(v) } }", expected: .bindingNotOptional(type: "Double"), heldOut: true),
        // round 18: more errors beginners hit
        Case(name: "static1", body: "static let presets = [1]\n    func f() { print(‸presets) }", expected: .staticMemberOnInstance(member: "presets", type: "#class#"), heldOut: false),
        Case(name: "private1", topLevel: "class Holder { private var secret = 1 }", body: "func f(_ h: Holder) { print(h.‸secret) }", expected: .inaccessible(name: "secret", level: "private"), heldOut: false),
        Case(name: "codable1", topLevel: "struct Plain { var a = 1 }", body: "func f() { _ = try? JSONEncoder().‸encode(Plain()) }", expected: .requiresConformance(type: "Plain", protocolName: "Encodable"), heldOut: false),
        Case(name: "self1", body: "var text = \"\"\n    func f() { DispatchQueue.main.async { print(‸text) } }", expected: .explicitSelf(name: "text"), heldOut: false),
        Case(name: "escape1", body: "var saved: (() -> Void)?\n    func f(_ completion: () -> Void) { saved ‸= completion }", expected: .nonEscapingStored(name: "completion"), heldOut: false),
        Case(name: "await1", body: "func load() async -> Int { 1 }\n    func f() async { let n = ‸load(); print(n) }", expected: .awaitMissing, heldOut: false),
        Case(name: "inout1", body: "func bump(_ x: inout Int) { x += 1 }\n    func f() { let n = 1; bump(‸&n) }", expected: .letConstant(name: "n"), heldOut: false),
    ]

    /// Missing returns (diagnosed after type checking, so in a file of their own that type-checks).
    static let returnCases: [Case] = [
        Case(name: "return1", body: "var flag = false\n    func answer() -> String {\n        if flag { return \"a\" }\n    ‸}", expected: .missingReturn(type: "String"), heldOut: false),
        Case(name: "return2", body: "var flag = false\n    var label: String {\n        if flag { return \"on\" }\n    ‸}", expected: .missingReturn(type: "String"), heldOut: true),
        Case(name: "return3", body: "func pick(_ i: Int) -> Int {\n        switch i {\n        case 0: return 1\n        default: print(i)\n        }\n    ‸}", expected: .missingReturn(type: "Int"), heldOut: true),
        Case(name: "return4", body: "var on = true\n    func check() -> Bool {\n        if on { return true } else if !on { return false }\n    ‸}", expected: .missingReturn(type: "Bool"), heldOut: true),
    ]

    /// One file: each case in a class of its own; the marker's line and UTF-8 column.
    /// Without a marker the error belongs to the class (missing initializers): it is looked for
    /// from the class's first line to the line after its end.
    static func file(_ cases: [Case], prefix: String) -> (text: String, places: [String: (line: Int, column: Int, classStart: Int)], classEnds: [String: Int]) {
        var lines = ["import UIKit", ""]
        var places: [String: (line: Int, column: Int, classStart: Int)] = [:]
        var classEnds: [String: Int] = [:]
        for item in cases {
            if !item.topLevel.isEmpty { lines += item.topLevel.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            let classStart = lines.count + 1
            lines.append("class \(prefix)\(item.name.capitalized)VC: UIViewController {")
            for line in ("    " + item.body).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if let marker = line.range(of: "‸") {
                    places[item.name] = (lines.count + 1, line[..<marker.lowerBound].utf8.count + 1, classStart)
                }
                lines.append(line.replacingOccurrences(of: "‸", with: ""))
            }
            if places[item.name] == nil { places[item.name] = (0, 0, classStart) }
            lines += ["}", ""]
            classEnds[item.name] = lines.count - 1
        }
        return (lines.joined(separator: "\n"), places, classEnds)
    }

    /// Compiles the cases, then for each: the lesson line (English and Korean) after the error
    /// at its marker, compared with the expected sentence. Returns the names that did not match.
    func run(_ cases: [Case], fileName: String, extraFiles: [String: String] = [:]) throws -> [String] {
        let prefix = fileName.replacingOccurrences(of: ".swift", with: "")
        let (text, places, classEnds) = Self.file(cases, prefix: prefix)
        let path = "SegueBasics/\(fileName)"
        let folder = try copyOfProject("SegueBasics", replacing: [path: text].merging(extraFiles) { $1 })
        var output = ""
        do {
            _ = try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))
            XCTFail("expected a compile error")
        } catch let LearnerBuildError.compileFailed(_, text) {
            output = text
        }
        var wrong: [String] = []
        for item in cases {
            guard let place = places[item.name] else { XCTFail("no marker in \(item.name)"); continue }
            var expected = item.expected
            // Fill the learner's own names and lines the case declares relative to its marker.
            func fill(_ declared: Declared?) -> Declared? {
                guard var declared else { return nil }
                if declared.file == "#file#" { declared.file = path; declared.line = place.line + declared.line }
                if declared.owner == "#class#" { declared.owner = "\(prefix)\(item.name.capitalized)VC" }
                return declared
            }
            switch expected {
            case let .notInScope(name, declared)?: expected = .notInScope(name: name, declared: fill(declared))
            case let .typeNotInScope(name, declared)?: expected = .typeNotInScope(name: name, declared: fill(declared))
            case let .noMember(type, member, declared)?: expected = .noMember(type: type, member: member, declared: fill(declared))
            case let .noInitializers("#class#", property)?: expected = .noInitializers(className: "\(prefix)\(item.name.capitalized)VC", property: property)
            case let .staticMemberOnInstance(member, "#class#")?: expected = .staticMemberOnInstance(member: member, type: "\(prefix)\(item.name.capitalized)VC")
            default: break
            }
            let location = "\(path):\(place.line):\(place.column): error: "
            let classLines = place.classStart...(classEnds[item.name] ?? place.classStart) + 1
            for language in [Language.en, .ko] {
                let annotated = CompileLessons.annotate(output, language: language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                // The error is at the marker; a class-level error (missing initializers) within the class.
                guard let start = place.line > 0 ? annotated.firstIndex(where: { $0.hasPrefix(location) })
                        : annotated.firstIndex(where: { line in
                            CompilerOutput.header(line).map { $0.file == path && $0.severity == "error" && classLines.contains($0.line) } == true
                        }) else {
                    wrong.append("\(item.name) [\(language)]: no error at \(location)")
                    continue
                }
                let rest = annotated[(start + 1)...]
                let end = rest.firstIndex { CompilerOutput.header($0).map { $0.severity != "note" } == true } ?? annotated.endIndex
                let lesson = annotated[(start + 1)..<end].first { $0.hasPrefix(Catalog[language].compileLessonPrefix) }
                let wanted = expected.map { Catalog[language].compileLessonPrefix + Catalog[language].compileErrorLesson($0) }
                if lesson != wanted {
                    wrong.append("\(item.name) [\(language)]: got \(lesson ?? "nothing") for \(annotated[start]); wanted \(wanted ?? "nothing")")
                }
            }
        }
        if !wrong.isEmpty { print("compiler output:\n" + output) }
        return wrong
    }

    /// Cases swiftc leaves unreported in a file full of other errors (it stops checking some
    /// bodies): compiled in a file of their own.
    static let apart: Set<String> = ["convert2", "convert3", "bind1", "bind2", "bind3"]

    func testEachErrorClassGetsItsSentenceInBothLanguagesAtTheErrorsPlace() throws {
        let wrong = try run(Self.cases.filter { !Self.apart.contains($0.name) }, fileName: "Lessons.swift")
            + run(Self.cases.filter { Self.apart.contains($0.name) }, fileName: "Apart.swift")
        let heldOut = Self.cases.filter(\.heldOut)
        let failedHeldOut = Set(wrong.map { String($0.prefix { $0 != " " }) }).intersection(heldOut.map(\.name))
        print("held-out variants with the right sentence: \(heldOut.count - failedHeldOut.count) of \(heldOut.count)")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }

    /// Round 42: round 41's held-out compile errors (a raw value left out, a wrapper on a `let`,
    /// single quotes, a search by value on elements with no `==`, a stored `Any?` read as a yes/no),
    /// each as a class: the second spelling of each was written after the matcher.
    static let round42Cases: [Case] = [
        Case(name: "raw1", topLevel: "enum Mood42: String { case happy, sad }", body: "var mood = Mood42.happy\n    func f() { let s: String = ‸mood; print(s) }",
             expected: .rawValueMissing(enumType: "Mood42", rawType: "String", to: "String"), heldOut: false),
        Case(name: "raw2", topLevel: "enum Size42: Int { case small = 1, large = 2 }", body: "@IBOutlet var label: UILabel!\n    func f(_ size: Size42) { label.text = ‸size }",
             expected: .rawValueMissing(enumType: "Size42", rawType: "Int", to: "String"), heldOut: true),
        Case(name: "wrap1", topLevel: "@propertyWrapper struct Trimmed42 { var v = \"\"; var wrappedValue: String { get { v } set { v = newValue } } }",
             body: "‸@Trimmed42 let title: String = \"\"", expected: .wrapperOnLet(wrapper: "Trimmed42"), heldOut: false),
        Case(name: "eq1", topLevel: "struct Loan42 { var id = 1 }", body: "var loans: [Loan42] = []\n    func f(_ loan: Loan42) { _ = loans.‸firstIndex(of: loan) }",
             expected: .notEquatableElement(method: "firstIndex(of:)", type: "Loan42"), heldOut: false),
        Case(name: "eq2", topLevel: "protocol Step42: AnyObject { var name: String { get } }", body: "var steps: [Step42] = []\n    func f(_ s: Step42) { _ = steps.‸firstIndex(of: s) }",
             expected: .existentialEquality(op: "firstIndex(of:)", type: "any Step42"), heldOut: true),
        // Round 47 (held-out 260-23): JavaScript's strict equality on strings.
        Case(name: "casepat1", topLevel: "enum SegueID47: String { case actionSubmit = \"ActionSubmit\" }",
             body: "func f(_ id: String?) {\n        switch id {\n        case .‸actionSubmit: print(1)\n        default: break\n        }\n    }",
             expected: .casePatternOnRawValue(type: "String?", member: "actionSubmit"), heldOut: true),
        Case(name: "extov1", topLevel: "extension UIViewController { func hook47() {} }",
             body: "override func ‸hook47() {}", expected: .extensionMethodOverridden(name: "hook47()", owner: "UIViewController"), heldOut: true),
        // Round 48 (Round 47's leftovers 270-24, 271-24): a `catch` that matches some errors only; a write through a `KeyPath`.
        Case(name: "catch1", topLevel: "enum Fail48: Error { case empty, tooLong }\nfunc check48(_ s: String) throws { if s.isEmpty { throw Fail48.empty } }",
             body: "func f(_ s: String) {\n        do { ‸try check48(s) } catch Fail48.empty { print(1) }\n    }", expected: .catchNotExhaustive, heldOut: false),
        Case(name: "catch2", topLevel: "enum Fail48b: Error { case a, b }\nfunc load48() throws(Fail48b) -> Int { 1 }",
             body: "func f() {\n        do { _ = ‸try load48() } catch .a { print(2) }\n    }", expected: .catchNotExhaustive, heldOut: true),
        Case(name: "rokp1", body: "var memo = \"\"\n    func f(_ path: KeyPath<ResultViewController, String>) { self‸[keyPath: path] = \"a\" }",
             expected: .readOnlyKeyPath(name: "path"), heldOut: false),
        Case(name: "rokp2", topLevel: "final class Box48 { private(set) var text = \"\" }", body: "func f(_ b: Box48) { b‸[keyPath: \\Box48.text] = \"b\" }",
             expected: .readOnlyKeyPath(name: nil), heldOut: true),
        // Round 48 (held-out 272-23/24, an Objective-C habit): another language's value and member names.
        Case(name: "yes1", body: "func f() -> Bool { return ‸YES }", expected: .foreignValueName(name: "YES", swift: "true"), heldOut: false),
        Case(name: "none1", body: "var picked: String? = nil\n    func f() { picked = ‸None }", expected: .foreignValueName(name: "None", swift: "nil"), heldOut: true),
        Case(name: "len1", body: "@IBOutlet var field: UITextField!\n    func f() -> Int { field.‸text.length }",
             expected: .noMember(type: "String?", member: "length", declared: nil), heldOut: false),
        Case(name: "len2", body: "func f(_ s: String) -> Int { s.‸size }", expected: .foreignMember(type: "String", member: "size", swift: "count", optional: false), heldOut: true),
        Case(name: "push1", body: "var items: [String] = []\n    func f() { items.‸push(\"a\") }",
             expected: .foreignMember(type: "[String]", member: "push", swift: "append(_:)", optional: false), heldOut: true),
        // Round 48 (held-out 276-23, 279-24): SwiftUI's `@State` in a view controller; a `throw` in an action.
        Case(name: "state1", body: "@‸State var email = \"\"", expected: .unknownAttribute(name: "State", framework: "SwiftUI"), heldOut: false),
        Case(name: "pub1", body: "@‸Published var count = 0", expected: .unknownAttribute(name: "Published", framework: "Combine"), heldOut: true),
        Case(name: "throw1", topLevel: "enum Bad48: Error { case empty }", body: "@IBAction func go48(_ sender: Any) {\n        ‸throw Bad48.empty\n    }",
             expected: .throwOutsideThrowing, heldOut: false),
        Case(name: "throw2", topLevel: "func load48c() throws -> Int { 1 }", body: "func f() -> Int {\n        return ‸try load48c()\n    }", expected: .throwOutsideThrowing, heldOut: true),
        Case(name: "ident1", body: "func f(_ s: String?) { if s === ‸\"A\" { print(1) } }", expected: .identityOnValue(op: "===", type: "String"), heldOut: true),
        Case(name: "any1", body: "func f() { if UserDefaults.standard.‸object(forKey: \"on\") { print(1) } }", expected: .optionalAsBool(type: "Any?"), heldOut: false),
        Case(name: "any2", body: "var info: [String: Any] = [:]\n    func f() { if info‸[\"agreed\"] { print(1) } }", expected: .optionalAsBool(type: "Any?"), heldOut: true),
    ]

    func testRound42LessonsInBothLanguages() throws {
        var wrong = try run(Self.round42Cases, fileName: "Round42.swift")
        // A parse error (single quotes) in a file of its own, as a learner's file would hold it.
        wrong += try run([Case(name: "quote1", body: "@IBOutlet var label: UILabel!\n    func f() { label.text = ‸'Done' }", expected: .singleQuotes, heldOut: false)],
                         fileName: "Quotes42.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }

    /// Round 43: `==` on a type of the learner's that does not adopt `Equatable` (an enum with an
    /// associated value, a struct), compiled by swiftc.
    static let round43Cases: [Case] = [
        Case(name: "neq1", topLevel: "enum Screen43 { case main, detail(id: Int) }", body: "var current = Screen43.main\n    func f(_ s: Screen43) { if s ‸== current { print(1) } }",
             expected: .notEquatable(op: "==", type: "Screen43"), heldOut: false),
        Case(name: "neq2", topLevel: "struct Pick43 { var email: String; var on: Bool }", body: "var last: Pick43?\n    func f(_ p: Pick43) { if let last, p ‸!= last { print(1) } }",
             expected: .notEquatable(op: "!=", type: "Pick43"), heldOut: true),
    ]

    /// Round 44: the names Swift 2 and 4 gave UIKit's methods (an older tutorial's), which the
    /// SDK keeps as unavailable and renamed: the learner's compile error, told as a rename.
    static let round44Cases: [Case] = [
        Case(name: "ren1", body: "func f(_ segue: UIStoryboardSegue) { _ = segue.‸sourceViewController }",
             expected: .renamed(old: "sourceViewController", new: "source"), heldOut: false),
        Case(name: "ren2", body: "func f(_ vc: UIViewController) { ‸presentViewController(vc, animated: true, completion: nil) }",
             expected: .renamed(old: "presentViewController(_:animated:completion:)", new: "present(_:animated:completion:)"), heldOut: false),
        Case(name: "ren3", body: "func f() { navigationController?.‸popViewControllerAnimated(true) }",
             expected: .renamed(old: "popViewControllerAnimated", new: "popViewController(animated:)"), heldOut: true),
        Case(name: "ren4", body: "func f() { ‸performSegueWithIdentifier(\"Next\", sender: nil) }",
             expected: .renamed(old: "performSegueWithIdentifier(_:sender:)", new: "performSegue(withIdentifier:sender:)"), heldOut: true),
        Case(name: "ren5", body: "func f() -> Bool { ‸isMovingFromParentViewController }",
             expected: .renamed(old: "isMovingFromParentViewController", new: "isMovingFromParent"), heldOut: true),
    ]

    /// Round 43's fidelity leftover: `NSString`'s members reached from a `String` through Linux's
    /// implicit bridge are Xcode's "has no member" error; an `as NSString` the learner writes is not.
    func testNSStringMembersOnAStringAreXcodesError() throws {
        let wrong = try run([Case(name: "nss1", body: "func f(_ t: String) -> Int { t.‸length }", expected: .noMember(type: "String", member: "length", declared: nil), heldOut: false)],
                            fileName: "Round44c.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
        let explicit = "import UIKit\nclass Round44dVC: UIViewController {\n    func f(_ t: String) -> Int { (t as NSString).length + t.count }\n}\n"
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/Round44d.swift": explicit])
        XCTAssertNoThrow(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder)))
    }

    /// Round 44 (held-out 229-23, 230-23): a method named without its call used as text; a struct's
    /// method changing the struct through a mutating call without `mutating`.
    func testRound44MoreLessons() {
        XCTAssertEqual(CompileErrorLesson.parse(message: "type '(UIControl.State) -> String?' cannot conform to 'StringProtocol' [#ProtocolTypeNonConformance]", notes: [], sourceLine: nil),
                       .methodAsValue(type: "(UIControl.State) -> String?"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot use mutating member on immutable value: 'self' is immutable", notes: [], sourceLine: "        items.append(x)"),
                       .selfImmutable)
        XCTAssertTrue(Catalog[.ko].compileErrorLesson(.methodAsValue(type: "(UIControl.State) -> String?")).contains("`currentTitle`"))
    }

    /// Round 45 (held-out 238-24, 235-24, 236-23): `lazy let`; a protocol's property without
    /// `{ get set }` (and the get-only error that follows it, told for a protocol's requirement too);
    /// a collection's or an optional's method asked, after `?.`, of the value inside.
    static let round45Cases: [Case] = [
        Case(name: "lazy1", body: "‸lazy let board: UIStoryboard? = nil", expected: .lazyLet(name: "board"), heldOut: false),
        Case(name: "chain1", body: "func f() { _ = storyboard?.instantiateViewController(withIdentifier: \"A\").‸map { $0 } }",
             expected: .optionalChainMember(type: "UIViewController", member: "map"), heldOut: false),
        Case(name: "chain2", body: "func f() { _ = navigationController?.topViewController?.‸compactMap { $0 as? UINavigationController } }",
             expected: .optionalChainMember(type: "UIViewController", member: "compactMap"), heldOut: true),
    ]

    func testRound45LessonsInBothLanguages() throws {
        let wrong = try run(Self.round45Cases, fileName: "Round45.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "property in protocol must have explicit { get } or { get set } specifier", notes: [], sourceLine: "    var paramEmail: String?"),
                       .protocolPropertySpecifier(name: "paramEmail"))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.protocolPropertySpecifier(name: "paramEmail")).contains("`var paramEmail: Type { get set }`"))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.getOnly(name: "paramEmail")).contains("`{ get set }` in the protocol"))
        // An optional's own `map` (the chain in parentheses) is no such error; neither is a collection's.
        XCTAssertNotEqual(CompileErrorLesson.parse(message: "value of type '[Int]' has no member 'mapp'", notes: [], sourceLine: "a?.mapp { $0 }"),
                          .optionalChainMember(type: "[Int]", member: "mapp"))
    }

    /// Round 46 (held-out 247-23, 247-24, 250-24, 248-23): another language's word for a constant
    /// (`final`), a type spelled as another language does (`void Function(String)`), a standard type
    /// given as `Result`'s error type, an observer beside a getter. Each read from swiftc's own error.
    static let round46Cases: [Case] = [
        Case(name: "final1", body: "func f() { ‸final x = 3; print(x) }", expected: .foreignDeclarationWord(word: "final"), heldOut: false),
        Case(name: "val1", body: "func f() { ‸val name = \"a\"; print(name) }", expected: .foreignDeclarationWord(word: "val"), heldOut: true),
        Case(name: "void1", body: "var onSaved: ‸void Function(String)?", expected: .foreignTypeName(name: "void", swift: "Void"), heldOut: false),
        Case(name: "string1", body: "var title: ‸string = \"\"", expected: .foreignTypeName(name: "string", swift: "String"), heldOut: true),
        Case(name: "result1", body: "var last: ‸Result<String, String>? = nil", expected: .notAnErrorType(type: "String"), heldOut: false),
        Case(name: "didset1", body: "var v: Int { get { 1 } ‸didSet { } }", expected: .observerWithGetter(observer: "didSet"), heldOut: false),
    ]

    func testRound46LessonsInBothLanguages() throws {
        let wrong = try run(Self.round46Cases, fileName: "Round46.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
        // A name the learner declared is theirs, not another language's word.
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot find 'final' in scope", notes: [("'final' declared here", "App/ViewController.swift", 3)], sourceLine: nil),
                       .notInScope(name: "final", declared: CompileErrorLesson.Declared(name: "final", owner: nil, file: "App/ViewController.swift", line: 3)))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.foreignTypeName(name: "void", swift: "Void")).contains("`(String) -> Void`"))
    }

    /// Round 44 (held-out 223-23): swiftc gives up on a plain `as` from an optional controller.
    func testACompilerThatGaveUpIsToldTheLikelyCast() {
        let line = "        let detail = storyboard?.instantiateViewController(withIdentifier: \"Detail\") as DetailViewController"
        let message = "failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)"
        XCTAssertEqual(CompileErrorLesson.parse(message: message, notes: [], sourceLine: line), .compilerGaveUp(plainCast: true))
        XCTAssertEqual(CompileErrorLesson.parse(message: message, notes: [], sourceLine: "let x = a.b(c) + d"), .compilerGaveUp(plainCast: false))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.compilerGaveUp(plainCast: true)).contains("write `as?`"))
    }

    func testRound44LessonsInBothLanguages() throws {
        let wrong = try run(Self.round44Cases, fileName: "Round44.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }

    func testRound43LessonsInBothLanguages() throws {
        let wrong = try run(Self.round43Cases, fileName: "Round43.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }

    /// `contains(_:)` on elements with no `==`: swiftc asks for a `where:` label, which would not
    /// help; the lesson is the element's missing `==`, on both of swiftc's errors at that place.
    func testContainsOnElementsWithoutEquality() {
        let line = "        if loans.contains(loan) {"
        XCTAssertEqual(CompileErrorLesson.parse(message: "missing argument label 'where:' in call", notes: [], sourceLine: line),
                       .notEquatableElement(method: "contains(_:)", type: nil))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot convert value of type 'Loan' to expected argument type '(Loan) throws -> Bool'", notes: [], sourceLine: line),
                       .notEquatableElement(method: "contains(_:)", type: "Loan"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "missing argument label 'where:' in call", notes: [], sourceLine: "items.first(where x)"),
                       .argumentLabels(have: nil, expected: "where:"))
        let english = Catalog[.en].compileErrorLesson(.notEquatableElement(method: "contains(_:)", type: "Loan"))
        XCTAssertTrue(english.contains("`contains(where: { $0.id == x.id })`"), english)
        XCTAssertFalse(english.contains("label"), english)
    }

    /// A lesson for each branch of the catalogs' `compileErrorLesson` (each `case`, `where` and
    /// inner `if` of English.swift and Korean.swift), with the arguments learners' errors give.
    static let everyLesson: [CompileErrorLesson] = {
        let here = CompileErrorLesson.Declared(name: "total", owner: nil, file: "App/ViewController.swift", line: 12)
        let spelled = CompileErrorLesson.Declared(name: "savedMemos", owner: "ViewController", file: "App/ViewController.swift", line: 7)
        let cased = CompileErrorLesson.Declared(name: "userName", owner: nil, file: "App/ViewController.swift", line: 9)
        let typeDeclared = CompileErrorLesson.Declared(name: "ResultViewController", owner: nil, file: "App/ResultViewController.swift", line: 8)
        let member = CompileErrorLesson.Declared(name: "paramEmail", owner: "ResultViewController", file: "App/ResultViewController.swift", line: 14)
        let base = CompileErrorLesson.Declared(name: "render", owner: "BaseViewController", file: "App/BaseViewController.swift", line: 4)
        return [
            .missingOverride(name: "render", base: base), .missingOverride(name: "", base: base),
            .missingOverride(name: "viewDidLoad", base: nil), .missingOverride(name: "", base: nil),
            .overridesNothing(name: "viewDidload", closest: "viewDidLoad"), .overridesNothing(name: "prepareForSegue", closest: nil), .overridesNothing(name: "", closest: nil),
            .overrideLabels(name: "viewWillDisappear(animated:)", overridden: "viewWillDisappear"),
            .unwrapOptional(type: "String?"), .weakNonClassProtocol(protocolName: "SendDelegate"),
            .rawValueMissing(enumType: "Mood", rawType: "String", to: "String"), .rawValueMissing(enumType: "Size", rawType: "Int", to: "String"),
            .protocolExtensionMember(name: "storyboard", protocolName: "Routing"),
            .wrapperOnLet(wrapper: "Trimmed"), .wrapperOnLet(wrapper: nil), .singleQuotes,
            .notEquatableElement(method: "firstIndex(of:)", type: "Loan"), .notEquatableElement(method: "contains(_:)", type: nil),
            .optionalAsBool(type: "Any?"), .optionalAsBool(type: "String?"),
            .containerMember(name: "viewControllers", via: "navigationController?"), .containerMember(name: "selectedIndex", via: "tabBarController?"),
            .notInScope(name: "newValue", declared: nil), .notInScope(name: "oldValue", declared: nil),
            .notInScope(name: "total", declared: here), .notInScope(name: "username", declared: cased),
            .notInScope(name: "savedMemo", declared: spelled), .notInScope(name: "total", declared: nil), .notInScope(name: "value", declared: nil),
            .typeNotInScope(name: "UILable", declared: nil), .typeNotInScope(name: "NSLayoutConstraint", declared: nil),
            .typeNotInScope(name: "ResultViewControler", declared: typeDeclared), .typeNotInScope(name: "Recipe", declared: nil),
            .renamed(old: "sourceViewController", new: "source"), .lazyLet(name: "board"), .lazyLet(name: nil), .protocolPropertySpecifier(name: "paramEmail"),
            .protocolPropertySpecifier(name: nil), .foreignDeclarationWord(word: "final"), .foreignDeclarationWord(word: "val"),
            .foreignTypeName(name: "void", swift: "Void"), .foreignTypeName(name: "string", swift: "String"), .notAnErrorType(type: "String"),
            .observerWithGetter(observer: "didSet"), .optionalChainMember(type: "UIViewController", member: "compactMap"), .compilerGaveUp(plainCast: true), .compilerGaveUp(plainCast: false), .fileScopeOnly, .methodAsValue(type: "(UIControl.State) -> String?"), .noMember(type: "String", member: "length", declared: nil),
            .noMember(type: "UIStoryboardSegue", member: "navigationController", declared: nil),
            .noMember(type: "UIViewController", member: "paramEmail", declared: member),
            .noMember(type: "ResultViewController", member: "paramEmal", declared: member),
            .noMember(type: "Any", member: "tag", declared: nil), .noMember(type: "AnyObject?", member: "tag", declared: nil),
            .noMember(type: "T", member: "show", declared: nil), .noMember(type: "UILabel", member: "txt", declared: nil),
            .conditionClauses(usesWhere: true), .conditionClauses(usesWhere: false),
            .keyPathThroughLet(name: "screen"), .letConstant(name: "count"), .missingReturn(type: "String"), .missingReturn(type: "Int"),
            .argumentLabels(have: "withIdentifer:sender:", expected: "withIdentifier:sender:"), .argumentLabels(have: nil, expected: "value:"),
            .argumentLabels(have: "v:", expected: nil), .argumentLabels(have: nil, expected: nil),
            .typeMismatch(from: "String", to: "Dictionary<String, Any>.Index"), .typeMismatch(from: "Int", to: "Dictionary<String, Any>.Index"),
            .typeMismatch(from: "()", to: "Bool"), .typeMismatch(from: "String", to: "Int"), .typeMismatch(from: "Double", to: "String"),
            .typeMismatch(from: "UIColor", to: "CGColor"), .typeMismatch(from: "UIImage", to: "CGImage"), .typeMismatch(from: "UIBezierPath", to: "CGPath"),
            .typeMismatch(from: "UIViewController", to: "ResultViewController"), .typeMismatch(from: "MainViewController", to: "(any MyDataDelegate)?"),
            .typeMismatch(from: "Date", to: "TimeInterval"), .typeMismatch(from: "Double", to: "Int"), .typeMismatch(from: "Int", to: "Array<String>"),
            .coercion(from: "Any", to: "String"), .coercion(from: "UIViewController", to: "ResultViewController"),
            .selfImmutable, .keyPathOnOptional(base: "UITextField"),
            .noInitializers(className: "Box", property: "value"), .noInitializers(className: "Box", property: nil),
            .noInitializers(className: "ResultViewController", property: "name"), .noInitializers(className: "ResultViewController", property: nil),
            .bindingNotOptional(type: "String"),
            .requiredInitializer(initializer: "init(coder:)", superclass: "UIViewController"), .requiredInitializer(initializer: "init(name:)", superclass: "Base"),
            .forcedDowncast(from: "UIViewController", to: "ThirdViewController"), .forcedDowncast(from: "Any", to: "Int"),
            .protocolLabels(name: "sendData", protocolName: "SendDataDelegate", required: "sendData(data:)"),
            .doesNotConform(type: "Main", protocolName: "SendDataDelegate", required: "sendData(data:)"),
            .doesNotConform(type: "Main", protocolName: "SendDataDelegate", required: nil),
            .missingArgument(parameter: "animated"), .weakNotOptional(type: "MyDataDelegate?"), .selectorNotObjC(method: "changed(_:)"),
            .objcOutsideClass, .redeclaration(name: "dup"), .selfBeforeSuperInit(member: "g"), .selfBeforeSuperInit(member: nil),
            .requiredModifier, .guardFallsThrough, .storedOverride(name: "paramEmail"), .instanceMemberDefault(name: "storyboard"),
            .getOnly(name: "leftChildren"),
            .circularPropertyType(name: "resetItem", keyword: "lazy var", type: "UIBarButtonItem"), .circularPropertyType(name: "item", keyword: "let", type: nil),
            .tryMissing, .catchNotExhaustive, .throwOutsideThrowing, .overrideInProtocol(protocolName: nil), .overrideInProtocol(protocolName: "Showing"), .finalInherited(name: "BaseViewController", member: false), .finalInherited(name: nil, member: true), .localAction, .unknownAttribute(name: "State", framework: "SwiftUI"), .unknownAttribute(name: "Foo", framework: nil), .selectorPropertyNotObjC(property: "paramEmail"), .foreignValueName(name: "YES", swift: "true"), .foreignMember(type: "String", member: "size", swift: "count", optional: true),
            .foreignMember(type: "[String]", member: "equals", swift: "==", optional: false), .readOnlyKeyPath(name: "path"), .readOnlyKeyPath(name: nil), .typeWithoutSelf, .instanceMemberInInitializer(name: "storyboard"), .setterWithoutGetter,
            .switchMissingCases(cases: [".some(_)"]), .switchMissingCases(cases: [".confirm"]), .switchMissingCases(cases: [".small", ".large"]),
            .asyncAction, .closureParametersIgnored(count: "0 1"), .closureParametersIgnored(count: "0 2"),
            .closureParametersIgnored(count: "1"), .closureParametersIgnored(count: "2"),
            .returnValueInVoidClosure, .returnValueInVoidFunction(name: "noValue"), .returnValueInVoidFunction(name: nil), .bareReturnInValueFunction,
            .heterogeneousLiteral(type: "[Any]"), .genericNotInferred(parameter: "T"), .associatedTypeMember(member: "show", protocolName: "Screen"),
            .closureArgumentCount(expected: "2", used: "1"), .closureArgumentCount(expected: "1", used: "2"),
            .objcUnrepresentable(kind: "property"), .selfNeedsRequiredInit,
            .tuplePatternLength(type: "(email: String, autoRenew: Bool, minutes: Double)"), .tuplePatternLength(type: "(String, Int)"),
            .callOfNonFunction(type: "String"), .weakValueType(type: "String"), .argumentToNoArgumentCall,
            .propertyNotInitialized(name: "name"), .propertyNotInitialized(name: nil),
            .redundantConformance(type: "MainCoordinator", protocolName: "UINavigationControllerDelegate"),
            .storedPropertyInExtension, .usedBeforeInitialized(name: "x"), .returnInDefer,
            .instanceMemberOnType(member: "synchronize", type: "UserDefaults"), .instanceMemberOnType(member: "storyboard", type: "ResultViewController"),
            .instanceMemberOnType(member: "navigationController", type: "Router"), .instanceMemberOnType(member: "status", type: "ViewController"),
            .staticAction, .extraArgument(label: "modalPresentationStyle"), .staticMemberOnInstance(member: "presets", type: "ViewController"),
            .inaccessible(name: "email", level: "private"), .inaccessible(name: "email", level: "fileprivate"),
            .setterInaccessible(name: "paramEmail"), .setterBelowProtocol(name: "childCoordinators", protocolName: "Coordinator"),
            .requiresConformance(type: "Settings", protocolName: "Encodable"), .requiresConformance(type: "Settings", protocolName: "Codable"),
            .explicitSelf(name: "label"), .nonEscapingStored(name: "completion"), .awaitMissing, .asyncInSyncContext,
            .useBeforeDeclaration(name: "typedEmail"), .switchNotExhaustive,
            .existentialEquality(op: "firstIndex(of:)", type: "any Step"), .existentialEquality(op: "contains(_:)", type: "any Step"),
            .existentialEquality(op: "==", type: "any Coordinator"), .existentialEquality(op: "!=", type: "any Coordinator"),
            .identityOnValue(op: "===", type: "String"), .identityOnValue(op: "!==", type: "String?"),
            .casePatternOnRawValue(type: "String?", member: "actionSubmit"), .casePatternOnRawValue(type: "Int", member: "first"),
            .extensionMethodOverridden(name: "configure()", owner: "BaseScreen"),
            .notEquatable(op: "==", type: "Screen"), .notEquatable(op: "!=", type: "Settings"),
        ]
    }()

    /// How many times `pattern` matches in `text`.
    static func count(_ pattern: String, in text: String) -> Int {
        (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? 0
    }

    /// Sentence ends outside code spans: Korean `다.`/`요.` (and `다:`/`요:`/`요?`/`까?`/`다!` that
    /// would end one mid-text); English a `.`, `?` or `!` followed by a capital or a code span,
    /// outside code spans and parentheses (`e.g.` is no end), plus the final period.
    static func sentenceEnds(_ text: String, language: Language) -> Int {
        var plain = text.replacingOccurrences(of: "e.g.", with: "eg").replacingOccurrences(of: "i.e.", with: "ie")
            .replacingOccurrences(of: #"`[^`]*`"#, with: "C", options: .regularExpression)
        if language == .ko {
            return count(#"[다요][.:!?]|까\?"#, in: plain)
        }
        while plain.range(of: #"\([^()]*\)"#, options: .regularExpression) != nil {
            plain = plain.replacingOccurrences(of: #"\([^()]*\)"#, with: "P", options: .regularExpression)
        }
        return count(#"[.?!]\s+[A-Z]"#, in: plain) + (plain.hasSuffix(".") ? 1 : 0)
    }

    /// The product asks for ONE sentence per lesson in the learner's language: every lesson the
    /// tests construct (each branch of both catalogs' `compileErrorLesson`, and the expectations of
    /// the compiled cases above) is one sentence in Korean (a single final `다.`/`요.`, none inside)
    /// and in English (no sentence end followed by a capital outside code and parentheses, one final
    /// period). Every case of `CompileErrorLesson` is among them, so a new lesson is checked too.
    func testEachLessonIsOneSentenceInBothLanguages() throws {
        let compiled = (Self.cases + Self.returnCases + Self.round42Cases).compactMap(\.expected) + [.singleQuotes]
        var multi: [String] = []
        for lesson in Self.everyLesson + compiled {
            for language in [Language.ko, .en] {
                let text = Catalog[language].compileErrorLesson(lesson)
                let ends = Self.sentenceEnds(text, language: language)
                let endsRight = language == .ko ? text.hasSuffix("다.") || text.hasSuffix("요.") : text.hasSuffix(".") && !text.hasSuffix("..")
                if ends != 1 || !endsRight { multi.append("[\(language)] \(ends) sentence ends: \(text)") }
            }
        }
        XCTAssertEqual(multi, [], multi.joined(separator: "\n"))
        // The sentence counter itself: what it counts as two sentences, and what stays one.
        XCTAssertEqual(Self.sentenceEnds("`x`는 상수입니다. `var`로 선언하세요.", language: .ko), 2)
        XCTAssertEqual(Self.sentenceEnds("`x`는 상수이니 `var`로 선언하세요(`let`은 바뀌지 않음).", language: .ko), 0, "a final parenthesis hides the ending")
        XCTAssertEqual(Self.sentenceEnds("`x`는 상수이니 `var`로 선언하세요.", language: .ko), 1)
        XCTAssertEqual(Self.sentenceEnds("`x` is a constant. Declare it with `var`.", language: .en), 2)
        XCTAssertEqual(Self.sentenceEnds("`x` is a constant (it is set once. Really.): declare it with `var`, e.g. `var x = 1`.", language: .en), 1)
        // Each case of the enum has a lesson in the list above (the source's `case` declarations).
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Texts/CompileErrorLesson.swift"), encoding: .utf8)
        let body = source.components(separatedBy: "public indirect enum CompileErrorLesson")[1].components(separatedBy: "public enum CrashReasonText")[0]
        let declared = Set(body.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    case ") else { return nil }
            return String(line.dropFirst(9).prefix { $0.isLetter || $0.isNumber })
        })
        let listed = Set(Self.everyLesson.map { lesson in Mirror(reflecting: lesson).children.first?.label ?? "\(lesson)" })
        XCTAssertGreaterThan(declared.count, 80, "the enum's cases were read")
        XCTAssertEqual(declared.subtracting(listed).sorted(), [], "lessons the one-sentence test does not construct")
    }

    func testMissingReturnGetsItsSentence() throws {
        let wrong = try run(Self.returnCases, fileName: "Returns.swift")
        XCTAssertEqual(wrong, [], wrong.joined(separator: "\n"))
    }

    /// A file that forgot `import UIKit`: each UIKit type it names gets the import sentence.
    func testAFileWithoutImportUIKit() throws {
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/NoImport.swift": "class NoImportVC: UIViewController {\n    @IBOutlet var label: UILabel!\n}\n"])
        var output = ""
        do {
            _ = try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))
        } catch let LearnerBuildError.compileFailed(_, text) {
            output = text
        }
        for language in [Language.en, .ko] {
            let annotated = CompileLessons.annotate(output, language: language)
            for name in ["UIViewController", "UILabel"] {
                XCTAssertTrue(annotated.contains(Catalog[language].compileLessonPrefix + Catalog[language].compileErrorLesson(.typeNotInScope(name: name, declared: nil))), annotated)
            }
        }
    }

    /// Text that is not a compile error, and errors no lesson fits, are left as they are.
    func testTextWithoutKnownErrorsIsUnchanged() {
        let text = "Not graded: the project cannot be checked as it is:\nA/B.swift:3:4: error: some rare message\n 3 | x\n   | `- error: some rare message\n"
        XCTAssertEqual(CompileLessons.annotate(text, language: .ko), text)
    }

    /// Round 48 (held-out 283-24): UIKit's method overridden in a protocol extension, both of swiftc's errors read.
    func testAnOverrideInAProtocolExtensionIsRead() {
        XCTAssertEqual(CompileErrorLesson.parse(message: "method does not override any method from its parent protocol", notes: [], sourceLine: nil),
                       .overrideInProtocol(protocolName: nil))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'super' cannot be used in non-class type 'SavedEmailDisplaying'", notes: [], sourceLine: nil),
                       .overrideInProtocol(protocolName: "SavedEmailDisplaying"))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.overrideInProtocol(protocolName: "SavedEmailDisplaying")).contains("a protocol (`SavedEmailDisplaying`)"))
    }

    /// Round 49 (held-out 287-24): a subclass of a `final` class, and an override of a `final` member.
    func testAFinalClassOrMemberInheritedIsRead() {
        XCTAssertEqual(CompileErrorLesson.parse(message: "inheritance from a final class 'BaseViewController'", notes: [], sourceLine: nil),
                       .finalInherited(name: "BaseViewController", member: false))
        XCTAssertEqual(CompileErrorLesson.parse(message: "instance method overrides a 'final' instance method", notes: [], sourceLine: nil),
                       .finalInherited(name: nil, member: true))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.finalInherited(name: "BaseViewController", member: false)).contains("`final` on `BaseViewController`"))
    }

    /// Round 49 (held-out 289-24): an `@IBAction` declared inside `viewDidLoad` is no `static` one.
    func testAnActionDeclaredInsideAFunctionIsToldToMoveOut() {
        XCTAssertEqual(CompileErrorLesson.parse(message: "only instance methods can be declared @IBAction", notes: [], sourceLine: "        @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {"),
                       .localAction)
        XCTAssertEqual(CompileErrorLesson.parse(message: "only instance methods can be declared @IBAction", notes: [], sourceLine: "    @IBAction static func onSave(_ sender: Any) {"),
                       .staticAction)
    }

    func testClosestName() {
        XCTAssertEqual(CompileErrorLesson.closest(to: "viewDidload", among: CompileErrorLesson.overridableNames), "viewDidLoad")
        XCTAssertEqual(CompileErrorLesson.closest(to: "savedMemo", among: ["savedMemos", "save"]), "savedMemos")
        XCTAssertNil(CompileErrorLesson.closest(to: "abc", among: ["xyz"]))
        XCTAssertNil(CompileErrorLesson.closest(to: "cat", among: ["bat", "hat"]), "a tie names nothing")
        XCTAssertNil(CompileErrorLesson.closest(to: "prepareForSegue", among: CompileErrorLesson.overridableNames), "three edits are too many")
    }
}
