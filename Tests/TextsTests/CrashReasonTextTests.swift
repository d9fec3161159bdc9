import Texts
import XCTest

/// How a run ended, as the host words it (`AppRunner` writes `Catalog[.en].crashReason`), is said
/// in Korean in a Korean report: never `실제: The app was killed by signal 11` (issue 27, item 6).
final class CrashReasonTextTests: XCTestCase {
    static let reasons: [CrashReasonText] = [
        .homeQuota(megabytes: "64"),
        .timeout(seconds: "10", cpu: "9.8", computing: true),
        .timeout(seconds: "10", cpu: "0.2", computing: false),
        .timeout(seconds: "2.5", cpu: nil, computing: false),
        .outputLimit(bytes: "1048576"),
        .fileSizeLimit(bytes: "1048576"),
        .cpuLimit(seconds: "20"),
        .killedFromOutside,
        .signal(number: "11", name: "segmentation fault"),
        .signal(number: "6", name: "abort"),
        .signal(number: "7", name: "signal 7"),
        .exit(status: "0"),
        .exit(status: "3"),
    ]

    func testEveryEnglishReasonReadsBackAndIsSaidInKorean() {
        for reason in Self.reasons {
            let english = Catalog[.en].crashReason(reason)
            XCTAssertEqual(CrashReasonText.parse(english), reason, english)
            let korean = Catalog[.ko].observed(english)
            XCTAssertEqual(korean, Catalog[.ko].crashReason(reason))
            XCTAssertFalse(korean.contains("The app"), korean)
            XCTAssertNil(korean.range(of: #"\b(killed|signal|wrote|used|ended|running|stored)\b"#, options: .regularExpression), korean)
            XCTAssertEqual(Catalog[.en].observed(english), english, "English stays the host's own words")
        }
        XCTAssertEqual(Catalog[.ko].observed("The app was killed by signal 11 (segmentation fault)."),
                       "앱이 시그널 11(잘못된 메모리 접근)로 강제 종료되었습니다.")
    }

    /// The crash sentences a Korean report builds around the reason say it in Korean too (when
    /// the run's end is not known, as in a report cached before `RunEnd` existed).
    func testKilledAndLimitSentencesSayTheReasonInKorean() {
        let signal = Catalog[.en].crashReason(.signal(number: "11", name: "segmentation fault"))
        XCTAssertEqual(Catalog[.ko].expectTheAppWasKilled(whereValue: "(2단계)", crashReason: signal),
                       "앱이 비정상 종료되었습니다(2단계): 앱이 시그널 11(잘못된 메모리 접근)로 강제 종료되었습니다.")
        let limit = Catalog[.en].crashReason(.cpuLimit(seconds: "20"))
        XCTAssertEqual(Catalog[.ko].expectTheAppWentOverALimit(whereValue: "", crashReason: limit), "앱이 자원 한도를 넘었습니다: 앱이 CPU 시간을 20초 넘게 썼습니다.")
        XCTAssertEqual(Catalog[.ko].expectTheAppWasKilled(whereValue: "", crashReason: "other"), "앱이 비정상 종료되었습니다: other")
    }

    /// Each compile lesson has a sentence in both languages that names what the learner wrote.
    func testCompileLessonsNameTheirFactsInBothLanguages() {
        let declared = CompileErrorLesson.Declared(name: "savedMemos", owner: "ViewController", file: "App/ViewController.swift", line: 7)
        let lessons: [(CompileErrorLesson, [String])] = [
            (.missingOverride(name: "viewDidLoad", base: nil), ["viewDidLoad", "override"]),
            (.overridesNothing(name: "viewDidload", closest: "viewDidLoad"), ["viewDidload", "viewDidLoad"]),
            (.unwrapOptional(type: "String?"), ["String?", "if let"]),
            (.weakNonClassProtocol(protocolName: "SendDelegate"), ["protocol SendDelegate: AnyObject"]),
            (.notInScope(name: "savedMemo", declared: declared), ["savedMemo`", "savedMemos", "ViewController.swift:7"]),
            (.noMember(type: "UIViewController", member: "paramEmail",
                       declared: .init(name: "paramEmail", owner: "ResultViewController", file: "A/R.swift", line: 3)), ["as? ResultViewController", "R.swift:3"]),
            (.letConstant(name: "count"), ["count", "var"]),
            (.keyPathThroughLet(name: "screen"), ["screen", "ReferenceWritableKeyPath"]),
            (.conditionClauses(usesWhere: true), ["`where`", "if case let text? = field.text, !text.isEmpty"]),
            (.conditionClauses(usesWhere: false), ["`&&`"]),
            (.setterInaccessible(name: "paramEmail"), ["`paramEmail`", "private(set)"]),
            (.setterBelowProtocol(name: "childCoordinators", protocolName: "Coordinator"), ["`Coordinator`", "{ get set }"]),
            (.typeMismatch(from: "UIColor", to: "CGColor"), ["UIColor.systemGreen.cgColor"]),
            (.missingReturn(type: "String"), ["String", "return"]),
            (.argumentLabels(have: "withIdentifer:sender:", expected: "withIdentifier:sender:"), ["withIdentifer:sender:", "withIdentifier:sender:"]),
            (.typeMismatch(from: "String", to: "Int"), ["Int(text)"]),
            (.noInitializers(className: "ResultViewController", property: "name"), ["name"]),
            (.bindingNotOptional(type: "Int"), ["Int", "if let"]),
            (.requiredInitializer(initializer: "init(coder:)", superclass: "UIViewController"), ["required init?(coder: NSCoder)"]),
            (.forcedDowncast(from: "UIViewController", to: "ThirdViewController"), ["UIViewController", "as? ThirdViewController", "as! ThirdViewController"]),
            (.protocolLabels(name: "sendData", protocolName: "SendDataDelegate", required: "sendData(data:)"), ["sendData", "SendDataDelegate", "sendData(data:)"]),
            (.doesNotConform(type: "Main", protocolName: "SendDataDelegate", required: "sendData(data:)"), ["Main", "SendDataDelegate", "sendData(data:)"]),
            (.missingArgument(parameter: "animated"), ["`animated:`", "`animated: true`"]),
            (.weakNotOptional(type: "MyDataDelegate?"), ["weak var … : MyDataDelegate?", "?."]),
            (.guardFallsThrough, ["`return`", "`return false`"]),
            (.existentialEquality(op: "==", type: "any Coordinator"), ["`any Coordinator`", "`===`", "AnyObject"]),
            (.identityOnValue(op: "===", type: "String?"), ["`===`", "`String?`", "`==`"]),
            (.optionalAsBool(type: "String?"), ["`String?`", "`!= nil`", "`if let value = …`"]),
            (.redeclaration(name: "dup"), ["`dup`"]),
            (.objcOutsideClass, ["`@IBAction`", "`@objc`"]),
            (.staticAction, ["`@IBAction`", "`static`"]),
            (.instanceMemberOnType(member: "storyboard", type: "ResultViewController"), ["`storyboard`", "`UIStoryboard(name: \"Main\", bundle: nil)`"]),
            (.instanceMemberOnType(member: "status", type: "ViewController"), ["`status`", "`static`"]),
            (.selfBeforeSuperInit(member: "g"), ["`g`", "`super.init(…)`"]),
            (.selfBeforeSuperInit(member: nil), ["`self`", "`super.init(…)`"]),
            (.requiredModifier, ["`required init?(coder: NSCoder)`"]),
            (.noMember(type: "Any", member: "tag", declared: nil), ["`Any`", "`tag`", "`(sender as? UIButton)?.tag`"]),
            (.switchNotExhaustive, ["`default:`", "`nil`"]),
            (.switchMissingCases(cases: [".confirm"]), ["`case .confirm`"]),
            (.asyncAction, ["`@IBAction`", "`async`", "`Task { … }`"]),
            (.closureParametersIgnored(count: "1"), ["`_ in`"]),
            (.closureParametersIgnored(count: "0 1"), ["`dismiss`", "`finished in`"]),
            (.typeMismatch(from: "()", to: "Bool"), ["`()`", "`Bool`", "`return`"]),
            (.returnValueInVoidClosure, ["`forEach`", "`for`"]),
            (.returnInDefer, ["`defer`", "`return`"]),
            (.instanceMemberOnType(member: "synchronize", type: "UserDefaults"), ["`synchronize`", "`UserDefaults`", "UserDefaults.standard"]),
            (.extraArgument(label: "modalPresentationStyle"), ["`modalPresentationStyle`"]),
            (.useBeforeDeclaration(name: "typedEmail"), ["`typedEmail`", "`let`"]),
            (.storedOverride(name: "paramEmail"), ["`paramEmail`", "override var paramEmail"]),
            (.instanceMemberDefault(name: "storyboard"), ["`storyboard`", "`nil`"]),
            (.notInScope(name: "newValue", declared: nil), ["`newValue`", "`willSet`", "`oldValue`"]),
            (.getOnly(name: "leftChildren"), ["`leftChildren`", "`var leftChildren = …`"]),
            (.setterWithoutGetter, ["`get { … }`", "`didSet`"]),
            (.tryMissing, ["`try`", "`try?`", "`do { … } catch { … }`"]),
            (.typeWithoutSelf, ["`.self`", "`SubmitValues.self`"]),
            (.instanceMemberInInitializer(name: "storyboard"), ["`storyboard`", "`lazy var`", "`viewDidLoad`"]),
            (.staticMemberOnInstance(member: "presets", type: "ViewController"), ["`presets`", "`ViewController.presets`"]),
            (.inaccessible(name: "email", level: "private"), ["`email`", "`private`"]),
            (.requiresConformance(type: "Settings", protocolName: "Encodable"), ["`Settings`", "`struct Settings: Codable { … }`"]),
            (.explicitSelf(name: "label"), ["`self.label`", "`[weak self]`"]),
            (.nonEscapingStored(name: "completion"), ["`completion`", "`@escaping`"]),
            (.awaitMissing, ["`await`", "`Task { … }`"]),
            (.asyncInSyncContext, ["`async`", "`Task { … }`"]),
            (.circularPropertyType(name: "resetItem", keyword: "lazy var", type: "UIBarButtonItem"), ["`resetItem`", "`lazy var resetItem: UIBarButtonItem = …`"]),
            (.containerMember(name: "selectedIndex", via: "tabBarController?"), ["`selectedIndex`", "`tabBarController?.selectedIndex`"]),
        ]
        for (lesson, facts) in lessons {
            for language in [Language.en, .ko] {
                let text = Catalog[language].compileErrorLesson(lesson)
                for fact in facts { XCTAssertTrue(text.contains(fact), "\(language) \(lesson): \(text) lacks \(fact)") }
            }
        }
        XCTAssertTrue(Catalog[.ko].compileErrorLesson(.notInScope(name: "total", declared: nil)).contains("`total`이라는 이름"))
        // A lazy property whose type is inferred from a value that uses it (swiftc 6.3: "circular reference").
        XCTAssertEqual(CompileErrorLesson.parse(message: "circular reference", notes: [],
                                                sourceLine: "    lazy var resetItem = UIBarButtonItem(primaryAction: UIAction(title: \"Reset\") { [weak self] action in"),
                       .circularPropertyType(name: "resetItem", keyword: "lazy var", type: "UIBarButtonItem"))
        // swiftc's own texts (Swift 6.3) read into their lessons.
        let downcast = CompileErrorLesson.parse(message: "'UIViewController' is not convertible to 'ThirdViewController'", notes: [], sourceLine: nil)
        guard case let .forcedDowncast(from, to)? = downcast else { return XCTFail("no downcast lesson") }
        XCTAssertEqual([from, to], ["UIViewController", "ThirdViewController"])
        let labels = CompileErrorLesson.parse(message: "instance method 'sendData' has different argument labels from those required by protocol 'SendDataDelegate' ('sendData(data:)')", notes: [], sourceLine: nil)
        guard case let .protocolLabels(name, protocolName, required)? = labels else { return XCTFail("no labels lesson") }
        XCTAssertEqual([name, protocolName, required], ["sendData", "SendDataDelegate", "sendData(data:)"])
        let conform = CompileErrorLesson.parse(message: "type 'Main' does not conform to protocol 'SendDataDelegate'",
                                               notes: [("protocol requires function 'sendData(data:)' with type '(String) -> ()'", "a.swift", 3)], sourceLine: nil)
        guard case let .doesNotConform(type, adopted, requirement)? = conform else { return XCTFail("no conformance lesson") }
        XCTAssertEqual([type, adopted, requirement ?? "-"], ["Main", "SendDataDelegate", "sendData(data:)"])
        XCTAssertTrue(Catalog[.ko].compileErrorLesson(.notInScope(name: "value", declared: nil)).contains("`value`라는 이름"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot assign to property: 'paramEmail' setter is inaccessible", notes: [], sourceLine: nil),
                       .setterInaccessible(name: "paramEmail"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "setter for property 'childCoordinators' must be declared internal because it matches a requirement in internal protocol 'Coordinator'",
                                                notes: [], sourceLine: nil),
                       .setterBelowProtocol(name: "childCoordinators", protocolName: "Coordinator"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "expected ',' joining parts of a multi-clause condition", notes: [], sourceLine: "if case let t? = f.text where !t.isEmpty {"),
                       .conditionClauses(usesWhere: true))
        XCTAssertEqual(CompileErrorLesson.parse(message: "missing argument for parameter 'animated' in call", notes: [], sourceLine: nil),
                       .missingArgument(parameter: "animated"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'weak' variable should have optional type '(any MyDataDelegate)?'", notes: [], sourceLine: nil),
                       .weakNotOptional(type: "MyDataDelegate?"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", notes: [], sourceLine: nil),
                       .guardFallsThrough)
        XCTAssertEqual(CompileErrorLesson.parse(message: "binary operator '==' cannot be applied to two 'any Coordinator' operands", notes: [], sourceLine: nil),
                       .existentialEquality(op: "==", type: "any Coordinator"))
        // Round 47 (held-out 260-23): JavaScript's strict equality on a string.
        XCTAssertEqual(CompileErrorLesson.parse(message: "argument type 'String?' expected to be an instance of a class or class-constrained type", notes: [],
                                                sourceLine: "if segue.identifier === \"ActionSubmit\" {"), .identityOnValue(op: "===", type: "String?"))
        XCTAssertNil(CompileErrorLesson.parse(message: "argument type 'Int' expected to be an instance of a class or class-constrained type", notes: [], sourceLine: "keep(5)"))
        // Round 21: swiftc 6.3's words for a struct method changing `self`, a key path on an optional,
        // `@IBAction` in a protocol extension, a generic class without `init`, and `Date - Date`.
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot assign to property: 'self' is immutable", notes: [], sourceLine: nil), .selfImmutable)
        XCTAssertEqual(CompileErrorLesson.parse(message: "key path of type 'KeyPath<UITextField, String?>' cannot be applied to a base of type 'UITextField?'", notes: [], sourceLine: nil),
                       .keyPathOnOptional(base: "UITextField"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "only instance methods can be declared @IBAction", notes: [], sourceLine: nil), .staticAction)
        XCTAssertEqual(CompileErrorLesson.parse(message: "'Box<T>' cannot be constructed because it has no accessible initializers", notes: [], sourceLine: nil),
                       .noInitializers(className: "Box", property: nil))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.noInitializers(className: "Box", property: "value")).contains("`Box` declares no `init`"))
        XCTAssertTrue(Catalog[.en].compileErrorLesson(.noInitializers(className: "ResultViewController", property: "value")).contains("before the storyboard can create it"))
        let dates = CompileErrorLesson.parse(message: "cannot convert value of type 'Date' to expected argument type 'TimeInterval' (aka 'Double')", notes: [], sourceLine: nil)
        XCTAssertEqual(dates, .typeMismatch(from: "Date", to: "TimeInterval"))
        XCTAssertTrue(Catalog[.ko].compileErrorLesson(dates!).contains("`later.timeIntervalSince(earlier)`"))
        // swiftc 6.3's words for four beginners' errors.
        XCTAssertEqual(CompileErrorLesson.parse(message: "optional type 'String?' cannot be used as a boolean; test for '!= nil' instead", notes: [], sourceLine: nil),
                       .optionalAsBool(type: "String?"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "invalid redeclaration of 'dup'", notes: [], sourceLine: nil), .redeclaration(name: "dup"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes",
                                                notes: [], sourceLine: nil), .objcOutsideClass)
        XCTAssertEqual(CompileErrorLesson.parse(message: "'self' used before 'super.init' call", notes: [], sourceLine: nil), .selfBeforeSuperInit(member: nil))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'self' used in method call 'g' before 'super.init' call", notes: [], sourceLine: nil), .selfBeforeSuperInit(member: "g"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'required' modifier must be present on all overrides of a required initializer", notes: [], sourceLine: nil),
                       .requiredModifier)
        // Three more from held-out sets 54 and 55.
        XCTAssertEqual(CompileErrorLesson.parse(message: "type 'any Coordinator' cannot conform to 'Equatable'", notes: [], sourceLine: nil),
                       .existentialEquality(op: "==", type: "any Coordinator"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "value of type 'Any' has no member 'tag'", notes: [], sourceLine: nil), .noMember(type: "Any", member: "tag", declared: nil))
        XCTAssertEqual(CompileErrorLesson.parse(message: "switch must be exhaustive", notes: [], sourceLine: nil), .switchNotExhaustive)
        // Round 14: the compile errors of held-out sets 69-80 that had no sentence.
        XCTAssertEqual(CompileErrorLesson.parse(message: "switch must be exhaustive", notes: [("add missing case: '.confirm'", "", 0)], sourceLine: nil),
                       .switchMissingCases(cases: [".confirm"]))
        XCTAssertEqual(CompileErrorLesson.parse(message: "@IBAction instance method cannot be asynchronous", notes: [], sourceLine: nil), .asyncAction)
        XCTAssertEqual(CompileErrorLesson.parse(message: "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored", notes: [], sourceLine: nil),
                       .closureParametersIgnored(count: "1"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "unexpected non-void return value in void function", notes: [], sourceLine: nil,
                                                linesAbove: ["        list.forEach { n in"]), .returnValueInVoidClosure)
        // Round 15: a completion closure given a parameter it does not get.
        XCTAssertEqual(CompileErrorLesson.parse(message: "contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body", notes: [], sourceLine: nil),
                       .closureParametersIgnored(count: "0 1"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "'return' cannot transfer control out of a defer statement", notes: [], sourceLine: nil), .returnInDefer)
        XCTAssertEqual(CompileErrorLesson.parse(message: "instance member 'synchronize' cannot be used on type 'UserDefaults'", notes: [], sourceLine: nil),
                       .instanceMemberOnType(member: "synchronize", type: "UserDefaults"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "extra argument 'modalPresentationStyle' in call", notes: [], sourceLine: nil), .extraArgument(label: "modalPresentationStyle"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "use of local variable 'typedEmail' before its declaration", notes: [], sourceLine: nil), .useBeforeDeclaration(name: "typedEmail"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot override with a stored property 'paramEmail'", notes: [], sourceLine: nil), .storedOverride(name: "paramEmail"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot use instance member 'self' as a default parameter", notes: [], sourceLine: nil),
                       .instanceMemberDefault(name: "self"))
        // Computed properties (round 13).
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot use mutating member on immutable value: 'leftChildren' is a get-only property", notes: [], sourceLine: nil),
                       .getOnly(name: "leftChildren"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot assign to property: 'total' is a get-only property", notes: [], sourceLine: nil), .getOnly(name: "total"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "variable with a setter must also have a getter", notes: [], sourceLine: nil), .setterWithoutGetter)
        // Round 17: swiftc 6.3's wording.
        XCTAssertEqual(CompileErrorLesson.parse(message: "call can throw, but it is not marked with 'try' and the error is not handled", notes: [], sourceLine: nil), .tryMissing)
        XCTAssertEqual(CompileErrorLesson.parse(message: "expected member name or initializer call after type name", notes: [], sourceLine: nil), .typeWithoutSelf)
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot use instance member 'storyboard' within property initializer; property initializers run before 'self' is available",
                                                notes: [], sourceLine: nil), .instanceMemberInInitializer(name: "storyboard"))
        XCTAssertEqual(CompileErrorLesson.parse(message: "cannot assign through subscript: 'shown' is a 'let' constant", notes: [], sourceLine: nil), .letConstant(name: "shown"))
    }

    /// Round 28: swiftc 6.3's words for errors of learners writing generics, collection chains and
    /// early exits, each read into its lesson, and the lesson said in both languages.
    func testRound28CompileLessons() {
        func parse(_ message: String, _ above: [String] = []) -> CompileErrorLesson? {
            CompileErrorLesson.parse(message: message, notes: [], sourceLine: nil, linesAbove: above)
        }
        XCTAssertEqual(parse("non-void function should return a value"), .bareReturnInValueFunction)
        XCTAssertEqual(parse("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional"), .heterogeneousLiteral(type: "[Any]"))
        XCTAssertEqual(parse("generic parameter 'T' could not be inferred"), .genericNotInferred(parameter: "T"))
        XCTAssertEqual(parse("member 'show' cannot be used on value of type 'any Screen'; consider using a generic constraint instead [#ExistentialMemberAccess]"),
                       .associatedTypeMember(member: "show", protocolName: "Screen"))
        XCTAssertEqual(parse("contextual closure type '(Int, Int) -> Int' expects 2 arguments, but 1 was used in closure body"), .closureArgumentCount(expected: "2", used: "1"))
        XCTAssertEqual(parse("cannot call value of non-function type 'String'"), .callOfNonFunction(type: "String"))
        XCTAssertEqual(parse("'weak' may only be applied to class and class-bound protocol types, not 'String'"), .weakValueType(type: "String"))
        XCTAssertEqual(parse("argument passed to call that takes no arguments"), .argumentToNoArgumentCall)
        XCTAssertEqual(parse("property 'self.name' not initialized at super.init call"), .propertyNotInitialized(name: "name"))
        XCTAssertEqual(parse("variable 'x' used before being initialized"), .usedBeforeInitialized(name: "x"))
        XCTAssertEqual(parse("redundant conformance of 'MainCoordinator' to protocol 'UINavigationControllerDelegate'"),
                       .redundantConformance(type: "MainCoordinator", protocolName: "UINavigationControllerDelegate"))
        XCTAssertEqual(parse("extensions must not contain stored properties"), .storedPropertyInExtension)
        // A container's member written bare in a screen: reached through the screen's link to it.
        XCTAssertEqual(parse("cannot find 'viewControllers' in scope"), .containerMember(name: "viewControllers", via: "navigationController?"))
        XCTAssertEqual(parse("cannot find 'selectedIndex' in scope"), .containerMember(name: "selectedIndex", via: "tabBarController?"))
        XCTAssertEqual(Catalog[.en].compileErrorLesson(.containerMember(name: "viewControllers", via: "navigationController?")),
                       "`viewControllers` belongs to the navigation controller that holds this screen, not to the screen itself: reach it through that link, `navigationController?.viewControllers`.")
        XCTAssertEqual(CompileErrorLesson.parse(message: "implicit use of 'self' in closure; use 'self.' to make capture semantics explicit", notes: [],
                                                sourceLine: "        let leave = { navigationController?.popViewController(animated: true) }"),
                       .explicitSelf(name: "navigationController"))
        // A value returned where nothing is returned: in a function (named), in a closure, or unknown.
        let void = "unexpected non-void return value in void function"
        XCTAssertEqual(parse(void, ["", "func noValue() {", "    let n = 1"]), .returnValueInVoidFunction(name: "noValue"))
        XCTAssertEqual(parse(void, ["    func send() {", "        items.forEach { item in", "            if item.isEmpty {"]), .returnValueInVoidClosure)
        XCTAssertEqual(parse(void, ["    private func send(_ a: Int) {", "        if a > 1 {", "        } else {"]), .returnValueInVoidFunction(name: "send"))
        XCTAssertEqual(parse(void, ["    var value = 0 {", "        didSet {"]), .returnValueInVoidFunction(name: nil))
        XCTAssertEqual(parse(void, []), .returnValueInVoidFunction(name: nil))
        XCTAssertEqual(parse("cannot convert value of type 'Bool' to closure result type 'Void'"), .returnValueInVoidClosure)
        let lessons: [(CompileErrorLesson, [String])] = [
            (.returnValueInVoidFunction(name: "noValue"), ["`noValue`", "-> Bool"]),
            (.bareReturnInValueFunction, ["`return nil`"]),
            (.heterogeneousLiteral(type: "[Any]"), ["`[Any]`", "`UIViewController`"]),
            (.genericNotInferred(parameter: "T"), ["`T`", "`Store<String>()`"]),
            (.associatedTypeMember(member: "show", protocolName: "Screen"), ["`Screen`", "`associatedtype`", "`any Screen`"]),
            (.closureArgumentCount(expected: "2", used: "1"), ["`_`"]),
            (.callOfNonFunction(type: "String"), ["`String`", "`()`"]),
            (.weakValueType(type: "String"), ["`String`", "`weak`"]),
            (.propertyNotInitialized(name: "name"), ["`name`", "`super.init(…)`"]),
            (.usedBeforeInitialized(name: "x"), ["`x`"]),
        ]
        for (lesson, facts) in lessons {
            for language in [Language.en, .ko] {
                let text = Catalog[language].compileErrorLesson(lesson)
                for fact in facts { XCTAssertTrue(text.contains(fact), "\(language) \(lesson): \(text) lacks \(fact)") }
            }
        }
    }
}

/// A test's text compared with a literal that differs only in letter case is the fault (round 20).
final class StateTestCaseMismatchTests: XCTestCase {
    func testATitleComparedWithALiteralOfOtherCaseIsTold() {
        var test = StateTestText(test: #"top?.navigationItem.title == "main""#, file: "Left.swift", line: 16, method: "viewDidDisappear(_:)")
        test.parts = [.init(name: "title", written: "top?.navigationItem.title", value: "\"Main\"")]
        XCTAssertEqual(StateTestText.caseOnlyMismatch(test)?.value, "Main")
        XCTAssertEqual(StateTestText.caseOnlyMismatch(test)?.literal, "main")
        XCTAssertTrue(Catalog[.en].valueFlowStateTest(test).contains(#"It compared "Main" with "main""#))
        XCTAssertTrue(Catalog[.ko].valueFlowStateTest(test).contains("대소문자만 다른 같은 낱말"))
        test.parts = [.init(name: "title", written: "top?.navigationItem.title", value: "\"Other\"")]
        XCTAssertNil(StateTestText.caseOnlyMismatch(test))
    }
}
