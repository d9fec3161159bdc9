import Foundation

/// The compile errors beginners hit most, read out of swiftc 6's own wording into their parts, so
/// that each catalog can add one sentence in the learner's language beside the compiler's English
/// (`Messages.compileErrorLesson`). An error not listed here gets no sentence.
///
/// When a case is added, an incremental build may keep another module's code built for the old
/// layout (tests then crash in "outlined consume of CompileErrorLesson"); a clean build of the
/// modules that use it does not. A new lesson of an existing shape is told by its case with a
/// `where` in the catalogs (a member asked of `Any` is `noMember`; a protocol type that cannot be
/// `Equatable` is `existentialEquality`).
public indirect enum CompileErrorLesson: Hashable, Sendable {
    /// A learner declaration a misspelled or misplaced name most likely meant: swiftc's
    /// `'Owner.name' declared here` note that workbook adds (owner nil for a local or global).
    public struct Declared: Hashable, Sendable {
        public var name: String
        public var owner: String?
        public var file: String
        public var line: Int

        public init(name: String, owner: String?, file: String, line: Int) {
            self.name = name
            self.owner = owner
            self.file = file
            self.line = line
        }

        /// `ViewController.swift:7`: the file name only, as the learner's editor tab shows it.
        public var place: String { "\((file as NSString).lastPathComponent):\(line)" }
    }

    /// `overriding declaration requires an 'override' keyword`; `base`: the learner's own
    /// declaration it replaces (swiftc's `overridden declaration is here` in a learner file), nil for UIKit's.
    case missingOverride(name: String, base: Declared?)
    /// `method does not override any method from its superclass` (or property, initializer);
    /// `closest`: UIKit's method of a close spelling, when there is one.
    case overridesNothing(name: String, closest: String?)
    /// `argument labels for method 'viewWillDisappear(animated:)' do not match those of overridden method 'viewWillDisappear'`.
    case overrideLabels(name: String, overridden: String)
    /// `value of optional type 'String?' must be unwrapped …`.
    case unwrapOptional(type: String)
    /// `'weak' must not be applied to non-class-bound 'any SendDelegate'; …`.
    case weakNonClassProtocol(protocolName: String)
    /// `cannot find 'savedMemo' in scope`.
    case notInScope(name: String, declared: Declared?)
    /// `cannot find type 'UILabel' in scope`.
    case typeNotInScope(name: String, declared: Declared?)
    /// `value of type 'UIViewController' has no member 'paramEmail'`.
    case noMember(type: String, member: String, declared: Declared?)
    /// `cannot assign to property: 'count' is a 'let' constant` (or `value:`).
    case letConstant(name: String)
    /// `cannot assign through subscript: 'rvc' is a 'let' constant` on `rvc[keyPath: path] = …`:
    /// a `WritableKeyPath` writes into a variable; an object of a class takes a `ReferenceWritableKeyPath`.
    case keyPathThroughLet(name: String)
    /// `cannot assign through subscript: 'kp' is a read-only key path` (or `key path is read-only`):
    /// a `KeyPath` only reads; `name` is the key path's name when swiftc gives one.
    case readOnlyKeyPath(name: String?)
    /// `missing return in instance method expected to return 'String'`.
    case missingReturn(type: String)
    /// `incorrect argument label in call (have 'a:', expected 'b:')`, `missing argument label 'b:' in call`,
    /// `extraneous argument label 'x:' in call`: what was written and what is declared (either may be nil).
    case argumentLabels(have: String?, expected: String?)
    /// `cannot convert value of type 'String' to specified type 'Int'` (and to an argument,
    /// return or assignment of another type).
    case typeMismatch(from: String, to: String)
    /// `x as T` where `x` is not always a `T` (`cannot convert value of type … to type … in coercion`): a cast is asked with `as?`/`as!`.
    case coercion(from: String, to: String)
    /// `class 'ResultViewController' has no initializers`, with the stored property its note names.
    case noInitializers(className: String, property: String?)
    /// `initializer for conditional binding must have Optional type, not 'Int'`.
    case bindingNotOptional(type: String)
    /// `'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'`.
    case requiredInitializer(initializer: String, superclass: String)
    /// `'UIViewController' is not convertible to 'ThirdViewController'` (note: `did you mean to use 'as!'`).
    case forcedDowncast(from: String, to: String)
    /// `instance method 'sendData' has different argument labels from those required by protocol 'P' ('sendData(data:)')`.
    case protocolLabels(name: String, protocolName: String, required: String)
    /// `type 'Main' does not conform to protocol 'P'`, with the requirement its note names (`sendData(data:)`).
    case doesNotConform(type: String, protocolName: String, required: String?)
    /// `missing argument for parameter 'animated' in call`.
    case missingArgument(parameter: String)
    /// `'weak' variable should have optional type '(any MyDataDelegate)?'`.
    case weakNotOptional(type: String)
    /// `'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope`.
    case guardFallsThrough
    /// `binary operator '==' cannot be applied to two 'any Coordinator' operands`.
    case existentialEquality(op: String, type: String)
    /// `argument type 'String' expected to be an instance of a class or class-constrained type` on a
    /// line comparing with `===`/`!==`: identity asked of a value (JavaScript's strict equality).
    case identityOnValue(op: String, type: String)
    /// `type 'String?' has no member 'actionSubmit'` on a `case .actionSubmit:` line: an enum case pattern
    /// matched against a raw value (a `switch` over `segue.identifier` with the cases of a `String` enum).
    case casePatternOnRawValue(type: String, member: String)
    /// `instance method 'configure()' is declared in extension of 'BaseScreen' and cannot be overridden`:
    /// Xcode refuses it too unless the method is `@objc` ("overriding non-@objc declarations from
    /// extensions is not supported").
    case extensionMethodOverridden(name: String, owner: String)
    /// `binary operator '==' cannot be applied to two 'Screen' operands`: a type of the learner's
    /// (an enum with associated values, a struct, a class) that does not adopt `Equatable`.
    case notEquatable(op: String, type: String)
    /// `if name { … }` with an optional: Swift has no truthiness.
    case optionalAsBool(type: String)
    /// `argument of '#selector' refers to instance method 'changed(_:)' that is not exposed to Objective-C`.
    case selectorNotObjC(method: String)
    /// `argument of '#selector' refers to property 'note' that is not exposed to Objective-C` (`#selector(setter: T.note)`).
    case selectorPropertyNotObjC(property: String)
    /// `'@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes`
    /// (an `@IBAction` or `@objc` method in a protocol extension or a struct).
    case objcOutsideClass
    /// `only instance methods can be declared @IBAction`: a `static` or `class func` marked `@IBAction`.
    case staticAction
    /// The same error for an `@IBAction` written inside another function's body (a local function in
    /// `viewDidLoad`): its line has neither `static` nor `class`.
    case localAction
    /// `cannot assign to property: 'self' is immutable`: a struct's method that is not `mutating` changes a property.
    case selfImmutable
    /// `key path of type 'KeyPath<F, String?>' cannot be applied to a base of type 'F?'`: the base is optional.
    case keyPathOnOptional(base: String)
    /// The same name declared twice in one scope.
    case redeclaration(name: String)
    /// The object used (a property, a method, `self` itself) before `super.init` made it.
    case selfBeforeSuperInit(member: String?)
    /// An override of a `required` initializer without `required`.
    case requiredModifier
    /// `switch must be exhaustive`.
    case switchNotExhaustive
    /// A `switch` over an enum of the learner's that leaves out cases (the compiler's notes name them).
    case switchMissingCases(cases: [String])
    /// `@IBAction … async`: an action UIKit calls cannot be `async`.
    case asyncAction
    /// A closure whose parameters are not written (`UIAction { … }` without `_ in`).
    case closureParametersIgnored(count: String)
    /// `return value` inside a closure that returns nothing (`forEach`'s), or inside a `defer`.
    case returnValueInVoidClosure
    case returnInDefer
    /// An instance's member used on the type (`UserDefaults.synchronize()`, `Router.push(…)`).
    case instanceMemberOnType(member: String, type: String)
    /// An argument the function has no parameter for.
    case extraArgument(label: String)
    /// A local used on a line above its `let`/`var`.
    case useBeforeDeclaration(name: String)
    /// `cannot override with a stored property 'paramEmail'`.
    case storedOverride(name: String)
    /// `cannot use instance member 'storyboard' as a default parameter`.
    case instanceMemberDefault(name: String)
    /// `cannot assign to property: 'items' is a get-only property` (or a mutating member used on one).
    case getOnly(name: String)
    /// `'sourceViewController' has been renamed to 'source'`: a name an older Swift (or an older
    /// tutorial) used for an API that today's SDK calls otherwise.
    case renamed(old: String, new: String)
    /// `failed to produce diagnostic for expression`: swiftc could not say what is wrong; `plainCast`
    /// when the line converts with a plain `as` (`… as DetailViewController`), the usual cause.
    case compilerGaveUp(plainCast: Bool)
    /// `type '(UIControl.State) -> String?' cannot conform to 'StringProtocol'`: a method named
    /// without its call (`button.title`), used where a value was meant.
    case methodAsValue(type: String)
    /// `declaration is only valid at file scope`: an `extension` (or `import`, an operator) written inside a type.
    case fileScopeOnly
    /// `variable with a setter must also have a getter`.
    case setterWithoutGetter
    /// `'lazy' cannot be used on a let`: the name declared.
    case lazyLet(name: String?)
    /// `property in protocol must have explicit { get } or { get set } specifier`: the property as named.
    case protocolPropertySpecifier(name: String?)
    /// `cannot find 'final' in scope` (`val`, `const`, `auto`…): another language's word for declaring
    /// a name, written where Swift writes `let` or `var`.
    case foreignDeclarationWord(word: String)
    /// `cannot find type 'void' in scope` (`string`, `int`, `boolean`…): a type as another language
    /// spells it; `swift` is Swift's name for it.
    case foreignTypeName(name: String, swift: String)
    /// `cannot find 'YES' in scope`: a value as another language spells it (`YES`, `NULL`, `None`,
    /// `this`), with Swift's (`true`, `nil`, `self`).
    case foreignValueName(name: String, swift: String)
    /// `value of type 'String' has no member 'length'` (or of `String?`, which must be unwrapped to
    /// refer to it): a text's or an array's member as another language names it, with Swift's (`count`).
    case foreignMember(type: String, member: String, swift: String, optional: Bool)
    /// `type 'String' does not conform to protocol 'Error'` for a standard type: used where an error
    /// type is required (`Result`'s failure type, a typed `throws`), which the type is not.
    case notAnErrorType(type: String)
    /// `'didSet' cannot be provided together with a getter` (or `willSet`).
    case observerWithGetter(observer: String)
    /// `value of type 'UIViewController' has no member 'map'` on a line that reaches it through `?.`: a
    /// collection's or an optional's method asked, after the chain, of the value inside the optional.
    case optionalChainMember(type: String, member: String)
    /// `call can throw, but it is not marked with 'try' and the error is not handled`.
    case tryMissing
    /// `errors thrown from here are not handled because the enclosing catch is not exhaustive`:
    /// a `do` whose `catch` clauses match some errors only, in a function that does not throw.
    case catchNotExhaustive
    /// `error is not handled because the enclosing function is not declared 'throws'`: a `throw` (or a
    /// `try` outside `do`) in a function that does not throw, such as an `@IBAction`.
    case throwOutsideThrowing
    /// `method does not override any method from its parent protocol` (or `'super' cannot be used in non-class
    /// type 'P'`): an `override` of UIKit's method written in a protocol or its extension.
    case overrideInProtocol(protocolName: String?)
    /// `inheritance from a final class 'Base'` (or `… overrides a 'final' …`): a class (a method, when
    /// `member`) marked `final` cannot be subclassed (overridden); `name` is the final class.
    case finalInherited(name: String?, member: Bool)
    /// `unknown attribute 'State'`: another framework's property wrapper or attribute (SwiftUI's
    /// `@State`, `@Published` without Combine) that this file cannot see; `framework` names where it is from.
    case unknownAttribute(name: String, framework: String?)
    /// `expected ',' joining parts of a multi-clause condition`: a second test written after an
    /// `if`/`guard`/`while` condition without a comma; `usesWhere`: written with `where`, which only
    /// a `switch` case, a `for`-`in` or a `catch` takes.
    case conditionClauses(usesWhere: Bool)
    /// `expected member name or initializer call after type name`: a type where its value (`T.self`) is meant.
    case typeWithoutSelf
    /// `cannot use instance member 'storyboard' within property initializer; property initializers run before 'self' is available`.
    case instanceMemberInInitializer(name: String)
    /// `static member 'presets' cannot be used on instance of type 'ViewController'`.
    case staticMemberOnInstance(member: String, type: String)
    /// `'email' is inaccessible due to 'private' protection level` (or `fileprivate`).
    case inaccessible(name: String, level: String)
    /// `cannot assign to property: 'paramEmail' setter is inaccessible`: a `private(set)` property
    /// written from outside its type.
    case setterInaccessible(name: String)
    /// `setter for property 'x' must be declared internal because it matches a requirement in
    /// internal protocol 'P'`: a `private(set)` property where a protocol asks for `{ get set }`.
    case setterBelowProtocol(name: String, protocolName: String)
    /// `instance method 'encode' requires that 'Settings' conform to 'Encodable'` (a coder given a type that is not Codable).
    case requiresConformance(type: String, protocolName: String)
    /// `reference to property 'label' in closure requires explicit use of 'self' to make capture semantics explicit`.
    case explicitSelf(name: String)
    /// `assigning non-escaping parameter 'completion' to an @escaping closure` (a closure parameter kept for later).
    case nonEscapingStored(name: String)
    /// `expression is 'async' but is not marked with 'await'`.
    case awaitMissing
    /// `'async' call in a function that does not support concurrency`.
    case asyncInSyncContext
    /// `circular reference` at a stored or `lazy` property without a type whose initial value
    /// uses the property itself (a `UIAction` handler that refers to the item it makes): swiftc
    /// cannot infer the type from a value that needs it; a written type ends the cycle.
    case circularPropertyType(name: String, keyword: String, type: String?)
    /// `unexpected non-void return value in void function` where the `return` is in a function
    /// (`name`), not a closure; nil when the lines shown do not say which.
    case returnValueInVoidFunction(name: String?)
    /// `non-void function should return a value`: a bare `return` in a function that returns something.
    case bareReturnInValueFunction
    /// `heterogeneous collection literal could only be inferred to '[Any]'`.
    case heterogeneousLiteral(type: String)
    /// `generic parameter 'T' could not be inferred`.
    case genericNotInferred(parameter: String)
    /// `member 'show' cannot be used on value of type 'any Screen'`: a protocol with an
    /// `associatedtype` (or `Self`) used as a type.
    case associatedTypeMember(member: String, protocolName: String)
    /// `contextual closure type '(Int, Int) -> Int' expects 2 arguments, but 1 was used in closure body`.
    case closureArgumentCount(expected: String, used: String)
    /// `tuple pattern has the wrong length for tuple type '(email: String, autoRenew: Bool, minutes: Double)'`:
    /// an enum case's (or a tuple's) values matched by a pattern naming another number of them.
    case tuplePatternLength(type: String)
    /// `property cannot be marked '@objc' because its type cannot be represented in Objective-C` (also a method, a parameter).
    case objcUnrepresentable(kind: String)
    /// `constructing an object of class type 'Self' with a metatype value must use a 'required' initializer`.
    case selfNeedsRequiredInit
    /// `cannot call value of non-function type 'String'`.
    case callOfNonFunction(type: String)
    /// `'weak' may only be applied to class and class-bound protocol types, not 'String'`.
    case weakValueType(type: String)
    /// `argument passed to call that takes no arguments`.
    case argumentToNoArgumentCall
    /// `property 'self.name' not initialized at super.init call` (or `return from initializer without initializing all stored properties`).
    case propertyNotInitialized(name: String?)
    /// `variable 'x' used before being initialized` (or `constant`).
    case usedBeforeInitialized(name: String)
    /// `redundant conformance of 'MainCoordinator' to protocol 'UINavigationControllerDelegate'`.
    case redundantConformance(type: String, protocolName: String)
    /// `extensions must not contain stored properties`.
    case storedPropertyInExtension
    /// `cannot find 'viewControllers' in scope`: a member of the container that holds a screen (its
    /// navigation or tab bar controller), written bare as if the screen had it; `via` is the screen's
    /// link to that container (`navigationController?`).
    case containerMember(name: String, via: String)
    /// `cannot convert value of type 'Mood' to specified type 'String'` where `Mood` is the
    /// learner's enum with raw values of `rawType` (workbook's note says so): the text or number
    /// is the case's `.rawValue`.
    case rawValueMissing(enumType: String, rawType: String, to: String)
    /// `property wrapper can only be applied to a 'var'`; `wrapper`: its name on the learner's line.
    case wrapperOnLet(wrapper: String?)
    /// `single-quoted string literal found, use '"'`.
    case singleQuotes
    /// `cannot find 'storyboard' in scope` inside an extension of the learner's protocol that does
    /// not say `where Self: UIViewController` (workbook's note names the protocol).
    case protocolExtensionMember(name: String, protocolName: String)

    /// What a view controller has that code in a protocol extension may want.
    public static let viewControllerMembers: Set<String> = [
        "storyboard", "navigationController", "tabBarController", "present", "dismiss", "performSegue", "show",
        "presentingViewController", "presentedViewController", "view", "title", "modalPresentationStyle", "parent",
        "children", "addChild", "splitViewController", "isMovingFromParent", "isBeingDismissed", "traitCollection",
    ]
    /// `firstIndex(of:)`, `contains(_:)`, `lastIndex(of:)` on elements that are not `Equatable`
    /// (a struct or class of the learner's, `type` when swiftc names it).
    case notEquatableElement(method: String, type: String?)

    /// Members of the containers that hold a screen, which a screen reaches through its link to them.
    public static let containerMembers: [String: String] = {
        var table: [String: String] = [:]
        for name in ["viewControllers", "topViewController", "visibleViewController", "pushViewController", "popViewController",
                     "popToRootViewController", "popToViewController", "setViewControllers", "navigationBar", "isNavigationBarHidden",
                     "setNavigationBarHidden", "interactivePopGestureRecognizer", "isToolbarHidden", "setToolbarHidden"] {
            table[name] = "navigationController?"
        }
        for name in ["selectedIndex", "selectedViewController", "tabBar"] { table[name] = "tabBarController?" }
        return table
    }()

    /// Whether an access level keeps a name inside its own type (`private`), not only its file.
    public static func isTypePrivate(_ level: String) -> Bool { level == "private" }

    /// The lesson for one error: its message, its notes' messages (with their places), and the
    /// learner's line it points at (for the declaration's name). nil when no lesson fits.
    public static func parse(message original: String, notes: [(message: String, file: String, line: Int)], sourceLine: String?,
                             linesAbove: [String] = []) -> CompileErrorLesson? {
        // A type alias's spelling out (`'TimeInterval' (aka 'Double')`) is not part of what the lesson reads.
        // Nor is the diagnostic group swiftc 6.2+ names at the end (`… [#ProtocolTypeNonConformance]`).
        let message = original.replacingOccurrences(of: #" \(aka '[^']+'\)"#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: #"\s*\[#[A-Za-z]+\]$"#, with: "", options: .regularExpression)
        let declared = notes.lazy.compactMap { note in Self.declared(note.message, file: note.file, line: note.line) }.first
        if message == "overriding declaration requires an 'override' keyword" {
            let name = sourceLine.flatMap(declaredName) ?? ""
            // The overridden declaration in a learner's file (a base class of theirs), not UIKit's.
            let base = notes.first { $0.message == "overridden declaration is here" && isLearnerFile($0.file) }
                .map { Declared(name: name, owner: nil, file: $0.file, line: $0.line) }
            return .missingOverride(name: name, base: base)
        }
        if message.hasSuffix("does not override any method from its superclass")
            || message.hasSuffix("does not override any property from its superclass")
            || message.hasSuffix("does not override a designated initializer from its superclass") {
            let name = sourceLine.flatMap(declaredName) ?? ""
            return .overridesNothing(name: name, closest: closestOverridable(name))
        }
        if let m = match(#"argument labels for (?:method|initializer) '([^']+)' do not match those of overridden (?:method|initializer) '([^']+)'"#, message) {
            return .overrideLabels(name: m[0], overridden: m[1])
        }
        if let m = match(#"(?:instance )?method '([^']+)' is declared in extension of '([^']+)' and cannot be overridden"#, message) {
            return .extensionMethodOverridden(name: m[0], owner: m[1])
        }
        if let m = match(#"argument type '([^']+)' expected to be an instance of a class or class-constrained type"#, message),
           let op = sourceLine.flatMap({ firstMatch(#"(===|!==)"#, $0)?[0] }) {
            return .identityOnValue(op: op, type: m[0])
        }
        // `NSString`'s member asked of an optional `String` (`email.text.length`): the member is the first fault.
        if let m = match(#"value of optional type 'String\?' must be unwrapped to refer to member '([^']+)' of wrapped base type 'String'"#, message),
           nsStringOnly[m[0]] != nil {
            return .noMember(type: "String?", member: m[0], declared: nil)
        }
        if let m = match(#"value of optional type '([^']+)\?' must be unwrapped to refer to member '([^']+)' of wrapped base type '[^']+'"#, message),
           let swift = foreignMember(m[1], on: m[0]) {
            return .foreignMember(type: m[0], member: m[1], swift: swift, optional: true)
        }
        if let m = match(#"value of type '([^']+)' has no member '([^']+)'"#, message), let swift = foreignMember(m[1], on: m[0]) {
            return .foreignMember(type: m[0], member: m[1], swift: swift, optional: false)
        }
        if let m = match(#"value of optional type '([^']+)' must be unwrapped.*"#, message) { return .unwrapOptional(type: m[0]) }
        if message.hasPrefix("property wrapper can only be applied to a 'var'") {
            return .wrapperOnLet(wrapper: sourceLine.flatMap { firstMatch(#"@([A-Z]\w*)"#, $0)?[0] })
        }
        if message.hasPrefix("single-quoted string literal found") { return .singleQuotes }
        // An element search by `==` on a type that has none.
        if let m = match(#"referencing instance method '((?:first|last)Index\(of:\)|contains\(_:\))' on '\w+' requires that '([^']+)' conform to 'Equatable'"#, message) {
            return m[1].hasPrefix("any ") ? .existentialEquality(op: m[0], type: m[1]) : .notEquatableElement(method: m[0], type: m[1])
        }
        if let line = sourceLine, let method = searchByValue(in: line) {
            if message == "missing argument label 'where:' in call" { return .notEquatableElement(method: method, type: nil) }
            if let m = match(#"cannot convert value of type '([^']+)' to expected argument type '\(([^']+)\) throws -> Bool'"#, message), m[0] == m[1] {
                return m[0].hasPrefix("any ") ? .existentialEquality(op: method, type: m[0]) : .notEquatableElement(method: method, type: m[0])
            }
        }
        if let m = match(#"cannot convert value of type '([^']+)' to (?:specified|expected argument|expected element|expected dictionary value) type '([^']+)'"#, message)
            ?? match(#"cannot assign value of type '([^']+)' to type '([^']+)'"#, message),
           let raw = notes.lazy.compactMap({ note -> String? in
               guard let n = match(#"enum '([^']+)' declared here with raw values of type '([^']+)'"#, note.message), n[0] == m[0] else { return nil }
               return n[1]
           }).first {
            return .rawValueMissing(enumType: m[0], rawType: raw, to: m[1])
        }
        if let m = match(#"'weak' must not be applied to non-class-bound 'any ([^']+)'.*"#, message) {
            return .weakNonClassProtocol(protocolName: m[0])
        }
        if let m = match(#"cannot find type '([^']+)' in scope"#, message), declared == nil, let swift = foreignTypes[m[0]] {
            return .foreignTypeName(name: m[0], swift: swift)
        }
        if let m = match(#"cannot find '([^']+)' in scope"#, message), declared == nil, let swift = foreignValues[m[0]] {
            return .foreignValueName(name: m[0], swift: swift)
        }
        if let m = match(#"cannot find '([^']+)' in scope"#, message), declared == nil, foreignDeclarationWords.contains(m[0]) {
            return .foreignDeclarationWord(word: m[0])
        }
        if let m = match(#"cannot find type '([^']+)' in scope"#, message) { return .typeNotInScope(name: m[0], declared: declared) }
        if let m = match(#"cannot find '([^']+)' in scope"#, message),
           let protocolName = notes.lazy.compactMap({ match(#"extension of protocol '([^']+)' declared here without 'where Self: UIViewController'"#, $0.message)?[0] }).first {
            return .protocolExtensionMember(name: m[0], protocolName: protocolName)
        }
        if let m = match(#"cannot find '([^']+)' in scope"#, message), let via = containerMembers[m[0]], declared?.name != m[0] {
            return .containerMember(name: m[0], via: via)
        }
        if let m = match(#"cannot find '([^']+)' in scope"#, message) { return .notInScope(name: m[0], declared: declared) }
        if let m = match(#"(?:value of )?type '([^']+)' has no member '([^']+)'"#, message),
           ["map", "flatMap", "compactMap", "filter", "forEach", "reduce", "first", "contains", "isEmpty", "count"].contains(m[1]),
           !m[0].hasSuffix("?"), !m[0].hasPrefix("["), !m[0].hasPrefix("Array"), !m[0].hasPrefix("Optional"),
           let line = sourceLine, line.contains("?.") || line.trimmingCharacters(in: .whitespaces).hasPrefix(".") {
            return .optionalChainMember(type: m[0], member: m[1])
        }
        if let m = match(#"(?:value of )?type '([^']+)' has no member '([^']+)'"#, message),
           ["String", "String?", "Int", "Int?", "Double", "Double?", "Substring"].contains(m[0]),
           let line = sourceLine, firstMatch(#"^\s*case\s+(?:let\s+)?\.(\w+)"#, line)?[0] == m[1] {
            return .casePatternOnRawValue(type: m[0], member: m[1])
        }
        if let m = match(#"(?:value of )?type '([^']+)' has no member '([^']+)'"#, message) {
            return .noMember(type: m[0], member: m[1], declared: declared)
        }
        if let m = match(#"cannot assign through subscript: '([^']+)' is a 'let' constant"#, message), sourceLine?.contains("[keyPath:") == true {
            return .keyPathThroughLet(name: m[0])
        }
        if let m = match(#"cannot assign through subscript: (?:'([^']+)' is a read-only key path|key path is read-only)"#, message) {
            return .readOnlyKeyPath(name: m[0].isEmpty ? nil : m[0])
        }
        if let m = match(#"(?:cannot assign to (?:property|value)|cannot assign through subscript|left side of mutating operator isn't mutable|cannot use mutating member on immutable value|cannot pass immutable value as inout argument): '([^']+)' is a 'let' constant"#, message) {
            return .letConstant(name: m[0])
        }
        if let m = match(#"'([^']+)' has been renamed to '([^']+)'"#, message) { return .renamed(old: m[0], new: m[1]) }
        if match(#"(?:cannot assign to (?:property|value)|left side of mutating operator isn't mutable|cannot use mutating member on immutable value|cannot pass immutable value as inout argument): 'self' is immutable"#, message) != nil
            || message == "cannot assign to property: 'self' is immutable" {
            return .selfImmutable
        }
        if let m = match(#"type '(\(.*\)\s*(?:async\s*)?(?:throws\s*)?->\s*.+)' cannot conform to '[^']+'(?: \[#\w+\])?"#, message) { return .methodAsValue(type: m[0]) }
        if message == "declaration is only valid at file scope" { return .fileScopeOnly }
        if message.hasPrefix("failed to produce diagnostic for expression") {
            return .compilerGaveUp(plainCast: sourceLine?.range(of: #"\bas\s+[A-Z]"#, options: .regularExpression) != nil)
        }
        if let m = match(#"(?:cannot assign to (?:property|value)|left side of mutating operator isn't mutable|cannot use mutating member on immutable value|cannot pass immutable value as inout argument): '([^']+)' is a get-only property"#, message) {
            return .getOnly(name: m[0])
        }
        if message.hasPrefix("variable with a setter must also have a getter") { return .setterWithoutGetter }
        if message == "'lazy' cannot be used on a let" {
            return .lazyLet(name: sourceLine.flatMap { firstMatch(#"\blazy\s+let\s+(\w+)"#, $0)?[0] })
        }
        if message.hasPrefix("property in protocol must have explicit { get } or { get set } specifier") {
            return .protocolPropertySpecifier(name: sourceLine.flatMap { firstMatch(#"\bvar\s+(\w+)"#, $0)?[0] })
        }
        if message.hasPrefix("expected ',' joining parts of a multi-clause condition") {
            return .conditionClauses(usesWhere: sourceLine?.range(of: #"\bwhere\b"#, options: .regularExpression) != nil)
        }
        if message.hasPrefix("call can throw, but it is not marked with 'try'") || message.hasPrefix("call can throw but is not marked with 'try'") { return .tryMissing }
        if message.hasPrefix("errors thrown from here are not handled because the enclosing catch is not exhaustive") { return .catchNotExhaustive }
        if let m = match(#"^inheritance from a final class '([^']+)'"#, message) { return .finalInherited(name: m[0], member: false) }
        if message.range(of: #"^(instance method|property|class method|static method|subscript|initializer) overrides a 'final'"#, options: .regularExpression) != nil {
            return .finalInherited(name: nil, member: true)
        }
        if message.hasPrefix("method does not override any method from its parent protocol") { return .overrideInProtocol(protocolName: nil) }
        if let m = match(#"'super' cannot be used in non-class type '([^']+)'"#, message) { return .overrideInProtocol(protocolName: m[0]) }
        if message.hasPrefix("error is not handled because the enclosing function is not declared 'throws'") || message == "errors thrown from here are not handled" {
            return .throwOutsideThrowing
        }
        if let m = match(#"unknown attribute '([^']+)'"#, message) {
            let swiftUI: Set<String> = ["State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Observable", "Bindable", "AppStorage", "SceneStorage", "FocusState"]
            return .unknownAttribute(name: m[0], framework: swiftUI.contains(m[0]) ? "SwiftUI" : m[0] == "Published" ? "Combine" : nil)
        }
        if message.hasPrefix("expected member name or initializer call after type name") || message.hasPrefix("expected member name or constructor call after type name") { return .typeWithoutSelf }
        if let m = match(#"cannot use instance member '([^']+)' within property initializer.*"#, message) { return .instanceMemberInInitializer(name: m[0]) }
        if let m = match(#"static member '([^']+)' cannot be used on instance of type '([^']+)'"#, message) { return .staticMemberOnInstance(member: m[0], type: m[1]) }
        if let m = match(#"'([^']+)' is inaccessible due to '(private|fileprivate)' protection level"#, message) { return .inaccessible(name: m[0], level: m[1]) }
        if let m = match(#"cannot assign to property: '([^']+)' setter is inaccessible"#, message) { return .setterInaccessible(name: m[0]) }
        if let m = match(#"setter for property '([^']+)' must be declared (?:internal|public|fileprivate) because it matches a requirement in (?:internal |public |fileprivate )?protocol '([^']+)'"#, message) {
            return .setterBelowProtocol(name: m[0], protocolName: m[1])
        }
        if let m = match(#"(?:instance method|initializer|generic parameter|global function) '[^']+' requires that '([^']+)' conform to '(Encodable|Decodable|Codable)'"#, message) {
            return .requiresConformance(type: m[0], protocolName: m[1])
        }
        if let m = match(#"reference to (?:property|method) '([^']+)' in closure requires explicit use of 'self'.*"#, message) { return .explicitSelf(name: m[0]) }
        // `implicit use of 'self' in closure`: the name is the one the learner's line uses there.
        if message.hasPrefix("implicit use of 'self' in closure") {
            let name = sourceLine.flatMap { line in match(#"^.*?\b(navigationController|presentingViewController|dismiss|present|performSegue|storyboard|view|title)\b.*$"#, line)?[0] }
            return .explicitSelf(name: name ?? "…")
        }
        if let m = match(#"redundant conformance of '([^']+)' to protocol '([^']+)'"#, message) { return .redundantConformance(type: m[0], protocolName: m[1]) }
        if message.hasPrefix("extensions must not contain stored properties") { return .storedPropertyInExtension }
        if let m = match(#"(?:assigning|converting) non-escaping parameter '([^']+)' to an '?@escaping'? closure"#, message)
            ?? match(#"escaping closure captures non-escaping parameter '([^']+)'"#, message) { return .nonEscapingStored(name: m[0]) }
        if message.hasPrefix("expression is 'async' but is not marked with 'await'") { return .awaitMissing }
        if message.hasPrefix("'async' call in a function that does not support concurrency") { return .asyncInSyncContext }
        if message == "circular reference", let line = sourceLine,
           let m = match(#"^\s*(?:@\w+\s+)*((?:(?:private|fileprivate|internal|public|open|static|class|final|lazy)\s+)*)var\s+(\w+)\s*=\s*([A-Z]\w*)?.*"#, line) {
            return .circularPropertyType(name: m[1], keyword: m[0].contains("lazy") ? "lazy var" : "var", type: m[2].isEmpty ? nil : m[2])
        }
        if let m = match(#"missing return in .* expected to return '([^']+)'"#, message) { return .missingReturn(type: m[0]) }
        if let m = match(#"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)"#, message) {
            return .argumentLabels(have: m[0], expected: m[1])
        }
        if let m = match(#"missing argument labels? '([^']+)' in call"#, message) { return .argumentLabels(have: nil, expected: m[0]) }
        if let m = match(#"extraneous argument labels? '([^']+)' in call"#, message) { return .argumentLabels(have: m[0], expected: nil) }
        if let m = match(#"cannot convert value of type '([^']+)' to type '([^']+)' in coercion"#, message) { return .coercion(from: m[0], to: m[1]) }
        // A value of a type that does not adopt the protocol a parameter asks for.
        if let m = match(#"argument type '([^']+)' does not conform to expected type '([^']+)'"#, message) { return .typeMismatch(from: m[0], to: "any " + m[1]) }
        if let m = match(#"cannot convert value of type '([^']+)' to (?:specified|expected argument|expected element|expected dictionary value) type '([^']+)'"#, message)
            ?? match(#"cannot assign value of type '([^']+)' to type '([^']+)'"#, message)
            ?? match(#"cannot convert return expression of type '([^']+)' to return type '([^']+)'"#, message) {
            // An optional where a plain value is expected is the unwrapping lesson.
            if m[0] == m[1] + "?" { return .unwrapOptional(type: m[0]) }
            return .typeMismatch(from: m[0], to: m[1])
        }
        if let m = match(#"'([^'<]+)(?:<[^']*>)?' cannot be constructed because it has no accessible initializers"#, message) {
            return .noInitializers(className: m[0], property: nil)
        }
        if let m = match(#"class '([^']+)' has no initializers"#, message) {
            let property = notes.lazy.compactMap { match(#"stored property '([^']+)' without initial value prevents synthesized initializers"#, $0.message)?[0] }.first
            return .noInitializers(className: m[0], property: property)
        }
        if let m = match(#"initializer for conditional binding must have Optional type, not '([^']+)'"#, message) {
            return .bindingNotOptional(type: m[0])
        }
        if let m = match(#"'required' initializer '([^']+)' must be provided by subclass of '([^']+)'"#, message) {
            return .requiredInitializer(initializer: m[0], superclass: m[1])
        }
        if let m = match(#"'([^']+)' is not convertible to '([^']+)'"#, message) { return .forcedDowncast(from: m[0], to: m[1]) }
        if let m = match(#"(?:instance|static|class)? ?method '([^']+)' has different argument labels from those required by protocol '([^']+)' \('([^']+)'\)"#, message) {
            return .protocolLabels(name: m[0], protocolName: m[1], required: m[2])
        }
        if let m = match(#"missing arguments? for parameters? '([^']+)'.* in call"#, message) { return .missingArgument(parameter: m[0]) }
        if let m = match(#"'weak' variable should have optional type '(.+)'"#, message) {
            return .weakNotOptional(type: m[0].replacingOccurrences(of: #"^\(any (.+)\)\?$"#, with: "$1?", options: .regularExpression))
        }
        if message.hasPrefix("'guard' body must not fall through") { return .guardFallsThrough }
        if let m = match(#"optional type '([^']+)' cannot be used as a boolean.*"#, message) { return .optionalAsBool(type: m[0]) }
        if let m = match(#"argument of '#selector' refers to instance method '([^']+)' that is not exposed to Objective-C"#, message) {
            return .selectorNotObjC(method: m[0])
        }
        if let m = match(#"argument of '#selector' refers to property '([^']+)' that is not exposed to Objective-C"#, message) {
            return .selectorPropertyNotObjC(property: m[0])
        }
        if message.hasPrefix("only instance methods can be declared @IBAction") {
            guard let line = sourceLine, line.contains("func "), line.range(of: #"\b(static|class)\b[^(]*\bfunc\b"#, options: .regularExpression) == nil else { return .staticAction }
            return .localAction
        }
        if message.hasPrefix("'@objc' can only be used with members of classes") {
            return .objcOutsideClass
        }
        if message.hasPrefix("cannot assign to property: 'self' is immutable") || message.hasPrefix("cannot assign to value: 'self' is immutable") {
            return .selfImmutable
        }
        if let m = match(#"key path of type '[^']+' cannot be applied to a base of type '([^']+)\?'"#, message) { return .keyPathOnOptional(base: m[0]) }
        if let m = match(#"invalid redeclaration of '([^']+)'"#, message) { return .redeclaration(name: m[0]) }
        if message == "'self' used before 'super.init' call" { return .selfBeforeSuperInit(member: nil) }
        if let m = match(#"'self' used in (?:property access|method call) '([^']+)' before 'super\.init' call"#, message) { return .selfBeforeSuperInit(member: m[0]) }
        if message == "'required' modifier must be present on all overrides of a required initializer" { return .requiredModifier }
        // `firstIndex(of:)` or `==` through a generic on protocol values: the same lesson as `==` itself.
        if let m = match(#"type '(any [^']+)' cannot conform to 'Equatable'"#, message) {
            return .existentialEquality(op: sourceLine.flatMap(searchByValue(in:)) ?? "==", type: m[0])
        }
        if message == "switch must be exhaustive" {
            let missing = notes.compactMap { match(#"add missing case: '([^']+)'"#, $0.message)?[0] }
            return missing.isEmpty ? .switchNotExhaustive : .switchMissingCases(cases: missing)
        }
        if message.contains("@IBAction") && (message.contains("asynchronous") || message.contains("'async'")) { return .asyncAction }
        if let m = match(#"contextual type for closure argument list expects (\d+) arguments?, which cannot be implicitly ignored"#, message) {
            return .closureParametersIgnored(count: m[0])
        }
        // The other way round: a closure called with no values (a `dismiss`/`present` completion) that names a parameter.
        if let m = match(#"contextual closure type '[^']*' expects 0 arguments?, but (\d+) (?:was|were) used in closure body"#, message) {
            return .closureParametersIgnored(count: "0 \(m[0])")
        }
        if message.hasPrefix("unexpected non-void return value in void function") {
            // What the `return` is in: the nearest line above that opens a closure or declares a function.
            for line in linesAbove.reversed() {
                // An accessor, an initializer or a type's own brace: not a closure, and no name to call it by.
                if line.range(of: #"^\s*(?:[@\w]+\s+)*(?:init|deinit|didSet|willSet|set|get|class|struct|enum|extension|protocol)\b"#, options: .regularExpression) != nil {
                    return .returnValueInVoidFunction(name: nil)
                }
                if line.range(of: #"\bin\s*$|\b(?:forEach|map|filter|sink|UIAction)\s*\{|\{\s*\[(?:weak|unowned)|completion:\s*\{|\{\s*$"#, options: .regularExpression) != nil,
                   line.range(of: #"\bfunc\s"#, options: .regularExpression) == nil,
                   line.range(of: #"^\s*(?:\}\s*)?(?:if|else|guard|for|while|switch|do|defer|repeat|case)\b|^\s*(?:\}\s*)?else\s*\{"#, options: .regularExpression) == nil {
                    return .returnValueInVoidClosure
                }
                if let m = match(#"^.*\bfunc\s+([^\s(<]+).*$"#, line) { return .returnValueInVoidFunction(name: m[0]) }
            }
            return .returnValueInVoidFunction(name: nil)
        }
        if message.hasPrefix("non-void function should return a value") { return .bareReturnInValueFunction }
        if message.range(of: #"^cannot convert value of type '[^']+' to closure result type 'Void'"#, options: .regularExpression) != nil { return .returnValueInVoidClosure }
        if let m = match(#"heterogeneous collection literal could only be inferred to '([^']+)'.*"#, message) { return .heterogeneousLiteral(type: m[0]) }
        if let m = match(#"generic parameter '([^']+)' could not be inferred.*"#, message) { return .genericNotInferred(parameter: m[0]) }
        if let m = match(#"member '([^']+)' cannot be used on value of type 'any ([^']+)'.*"#, message) {
            return .associatedTypeMember(member: m[0], protocolName: m[1])
        }
        if let m = match(#"contextual closure type '[^']*' expects (\d+) arguments?, but (\d+) (?:was|were) used in closure body"#, message) {
            return .closureArgumentCount(expected: m[0], used: m[1])
        }
        if let m = match(#"tuple pattern has the wrong length for tuple type '(.+)'$"#, message) { return .tuplePatternLength(type: m[0]) }
        if let m = match(#"^(\w+) cannot be (?:marked '@objc'|a member of an @objc \w+|represented in Objective-C).*because (?:its|the) (?:type|result type|parameter).*cannot be represented in Objective-C"#, message) {
            return .objcUnrepresentable(kind: m[0])
        }
        if message.contains("with a metatype value must use a 'required' initializer") { return .selfNeedsRequiredInit }
        if let m = match(#"cannot call value of non-function type '([^']+)'"#, message) { return .callOfNonFunction(type: m[0]) }
        if let m = match(#"'weak' may only be applied to class and class-bound protocol types, not '([^']+)'"#, message) { return .weakValueType(type: m[0]) }
        if message == "argument passed to call that takes no arguments" { return .argumentToNoArgumentCall }
        if let m = match(#"property '(?:self\.)?([^']+)' not initialized at (?:super\.init call|implicitly generated super\.init call)"#, message) {
            return .propertyNotInitialized(name: m[0])
        }
        if message.hasPrefix("return from initializer without initializing all stored properties") {
            let property = notes.lazy.compactMap { match(#"'self\.([^']+)' not initialized"#, $0.message)?[0] }.first
            return .propertyNotInitialized(name: property)
        }
        if let m = match(#"(?:variable|constant) '([^']+)' (?:used|captured by a closure|passed by reference) before being initialized"#, message) {
            return .usedBeforeInitialized(name: m[0])
        }
        if message.contains("cannot transfer control out of a defer statement") { return .returnInDefer }
        if let m = match(#"instance member '([^']+)' cannot be used on type '([^']+)'"#, message) { return .instanceMemberOnType(member: m[0], type: m[1]) }
        if let m = match(#"extra argument '([^']+)' in call"#, message) { return .extraArgument(label: m[0]) }
        if let m = match(#"use of local variable '([^']+)' before its declaration"#, message) { return .useBeforeDeclaration(name: m[0]) }
        if let m = match(#"cannot override with a stored property '([^']+)'"#, message) { return .storedOverride(name: m[0]) }
        if let m = match(#"cannot use instance member '([^']+)' as a default parameter"#, message) { return .instanceMemberDefault(name: m[0]) }
        if let m = match(#"binary operator '(==|!=)' cannot be applied to two '(any [^']+)' operands"#, message) {
            return .existentialEquality(op: m[0], type: m[1])
        }
        if let m = match(#"binary operator '(==|!=)' cannot be applied to two '([A-Za-z_][\w.]*)' operands"#, message) {
            return .notEquatable(op: m[0], type: m[1])
        }
        if let m = match(#"type '([^']+)' does not conform to protocol '([^']+)'"#, message), m[1] == "Error",
           ["String", "Int", "Bool", "Double", "Float", "Character", "Substring", "Any", "AnyObject", "[String]", "[String : Any]"].contains(m[0]) {
            return .notAnErrorType(type: m[0])
        }
        if let m = match(#"'(didSet|willSet)' cannot be provided together with a (?:getter|setter)"#, message) { return .observerWithGetter(observer: m[0]) }
        if let m = match(#"type '([^']+)' does not conform to protocol '([^']+)'"#, message) {
            let required = notes.lazy.compactMap { match(#"protocol requires (?:function|property|initializer) '([^']+)'.*"#, $0.message)?[0] }.first
            return .doesNotConform(type: m[0], protocolName: m[1], required: required)
        }
        return nil
    }

    /// Values as other languages spell them (Objective-C, C, Python, JavaScript, Java), with Swift's.
    static let foreignValues: [String: String] = [
        "YES": "true", "NO": "false", "TRUE": "true", "FALSE": "false", "True": "true", "False": "false",
        "NULL": "nil", "null": "nil", "None": "nil", "nullptr": "nil", "undefined": "nil", "Nil": "nil", "this": "self",
    ]
    /// Members of a text or an array as other languages name them, with Swift's.
    static let foreignMembers: [String: String] = [
        "length": "count", "size": "count", "len": "count", "push": "append(_:)", "add": "append(_:)", "push_back": "append(_:)",
        "toUpperCase": "uppercased()", "toLowerCase": "lowercased()", "toUpper": "uppercased()", "toLower": "lowercased()",
        "upper": "uppercased()", "lower": "lowercased()", "strip": "trimmingCharacters(in: .whitespaces)", "trim": "trimmingCharacters(in: .whitespaces)",
        "equals": "==", "isEqualToString": "==", "indexOf": "firstIndex(of:)", "includes": "contains(_:)",
    ]
    /// Swift's name for `member` of a `String`, `Substring` or array (`type` as swiftc writes it), when it is another language's.
    static func foreignMember(_ member: String, on type: String) -> String? {
        guard let swift = foreignMembers[member] else { return nil }
        let text = ["String", "Substring", "NSString"].contains(type)
        let array = type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") || type.hasPrefix("Array<")
        guard text || array else { return nil }
        // (`NSString`'s own members on a `String` have their lesson, `noMember`'s.)
        if text, nsStringOnly[member] != nil { return nil }
        // Case-changing and trimming are a text's; adding an element is an array's.
        if ["append(_:)"].contains(swift) { return array ? swift : nil }
        if swift.hasPrefix("uppercased") || swift.hasPrefix("lowercased") || swift.hasPrefix("trimming") { return text ? swift : nil }
        return swift
    }
    /// Words other languages declare a name with, which Swift does not have.
    static let foreignDeclarationWords: Set<String> = ["final", "val", "const", "auto", "def", "function", "fn", "mut", "dim", "late", "dynamic"]
    /// Types as other languages spell them, with Swift's name.
    static let foreignTypes: [String: String] = [
        "void": "Void", "string": "String", "int": "Int", "integer": "Int", "bool": "Bool", "boolean": "Bool", "Boolean": "Bool",
        "double": "Double", "float": "Float", "char": "Character", "long": "Int", "object": "Any", "dynamic": "Any", "Object": "Any",
        "str": "String", "i32": "Int32", "i64": "Int", "f64": "Double", "u8": "UInt8", "usize": "Int", "var": "Any",
    ]

    /// `'ViewController.savedMemos' declared here` (or `'userName' declared here`).
    /// The search by value a line calls (`list.firstIndex(of: x)` → `firstIndex(of:)`), not one given a test (`where:`, a closure).
    static func searchByValue(in line: String) -> String? {
        guard let m = firstMatch(#"\.(firstIndex|lastIndex|contains)\(\s*(of:)?\s*([^{\s)])"#, line), !line.contains("where:") else { return nil }
        if m[0] == "contains" { return m[1].isEmpty ? "contains(_:)" : nil }
        return m[1].isEmpty ? nil : m[0] + "(of:)"
    }

    static func declared(_ message: String, file: String, line: Int) -> Declared? {
        guard !file.isEmpty, let m = match(#"'([A-Za-z_][A-Za-z0-9_.]*)' declared here"#, message) else { return nil }
        let parts = m[0].split(separator: ".")
        return Declared(name: String(parts.last ?? ""), owner: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, file: file, line: line)
    }

    /// A note's file that is the learner's (a project path), not the runtime's UIKit or an interface.
    static func isLearnerFile(_ file: String) -> Bool {
        file.hasSuffix(".swift") && !file.contains("/share/workbook/") && !file.contains("/UIKit/") && !file.contains("/WorkbookDriver/")
    }

    /// The name a declaration line declares: `override func viewDidload() {` → `viewDidload`,
    /// `var title: String` → `title`, `init(name: String)` → `init`.
    static func declaredName(_ line: String) -> String? {
        if let m = firstMatch(#"\b(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#, line) { return m[0] }
        if line.range(of: #"\binit\s*[?!]?\s*\("#, options: .regularExpression) != nil { return "init" }
        return nil
    }

    /// The methods of UIKit's controllers, views and segues that apps override, for a misspelled
    /// `override func` (`viewDidload`, `viewWillAppear` written `viewWillApear`).
    public static let overridableNames = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewIsAppearing", "prepare", "shouldPerformSegue", "performSegue",
        "awakeFromNib", "didReceiveMemoryWarning", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "perform", "willMove", "didMove", "canPerformUnwindSegueAction", "unwind", "dismiss", "present",
        "traitCollectionDidChange", "viewWillTransition", "layoutSubviews", "setEditing", "updateViewConstraints",
        "numberOfSections", "tableView", "collectionView", "prepareForReuse", "setSelected", "setHighlighted",
    ]

    static func closestOverridable(_ name: String) -> String? {
        guard !name.isEmpty, name != "init" else { return nil }
        return closest(to: name, among: overridableNames)
    }

    /// The candidate nearest `name` in spelling (letter case first, then at most one edit in four
    /// letters, at least one and at most two), nil when none is that near or two are equally near.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        let sameLetters = candidates.filter { $0 != name && $0.lowercased() == lower }
        if sameLetters.count == 1 { return sameLetters[0] }
        let limit = min(2, max(1, name.count / 4))
        var best: (name: String, distance: Int)?
        var tie = false
        for candidate in Set(candidates) where candidate != name {
            let distance = editDistance(lower, candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
                tie = false
            } else if distance == best!.distance {
                tie = true
            }
        }
        return tie ? nil : best?.name
    }

    /// Levenshtein distance, a transposition of neighbours counting as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }

    static func match(_ pattern: String, _ text: String) -> [String]? { StepFailureText.match(pattern, text) }

    /// The elements of a tuple type as written (`(email: String, autoRenew: Bool)` → `["email: String", "autoRenew: Bool"]`).
    public static func tupleElements(_ type: String) -> [String] {
        var text = type.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        var parts: [String] = [], depth = 0, current = ""
        for char in text {
            if "([<".contains(char) { depth += 1 }
            if ")]>".contains(char) { depth -= 1 }
            if char == ",", depth == 0 { parts.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue }
            current.append(char)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }

    /// What a tuple pattern must name for `type`: how many values, their labels as shown (or the type
    /// itself when they have none), and a pattern naming all but the last (`(email, autoRenew, _)`).
    public static func tuplePattern(_ type: String) -> (count: Int, shown: String, sample: String) {
        let elements = tupleElements(type)
        let names = elements.map { $0.split(separator: ":").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "_" }
        let labelled = elements.allSatisfy { $0.contains(":") }
        let sample = names.enumerated().map { $0.offset == names.count - 1 ? "_" : (labelled ? $0.element : "x\($0.offset)") }.joined(separator: ", ")
        return (elements.count, labelled ? names.map { "`\($0)`" }.joined(separator: ", ") : "`\(type)`", "(\(sample))")
    }

    /// The protocol a value of the learner's own type was put where (`(any MyDataDelegate)?`): the type
    /// does not say it adopts it. nil for UIKit's types (a cast is the lesson there) and for optionals.
    public static func adoptedProtocol(from: String, to: String) -> String? {
        let standard: Set<String> = ["String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "Array", "Dictionary", "Set", "Optional", "CGFloat", "Decimal", "UUID"]
        guard from.range(of: #"^[A-Z]\w*$"#, options: .regularExpression) != nil, !from.hasPrefix("UI"), !from.hasPrefix("NS"), !from.hasPrefix("CG"), !standard.contains(from),
              let name = firstMatch(#"^\(?any (\w+)\)?\??$"#, to)?.first, name != from, !name.hasSuffix("Protocol"), name != "Equatable", name != "Hashable", name != "Codable" else { return nil }
        return name
    }
    /// `NSString`'s members that a Swift `String` lacks on iOS, each with the String way to write it.
    public static let nsStringOnly: [String: String] = [
        "length": "text.count", "intValue": "Int(text) ?? 0", "integerValue": "Int(text) ?? 0", "doubleValue": "Double(text) ?? 0",
        "floatValue": "Float(text) ?? 0", "boolValue": "Bool(text) ?? false", "longLongValue": "Int64(text) ?? 0",
        "utf8String": "text.utf8CString", "character": "Array(text)[i]", "isEqual": "text == other", "cString": "text.utf8CString",
        "getCharacters": "Array(text)", "substring": "String(text.prefix(n))",
    ]

    public static func firstMatch(_ pattern: String, _ text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<found.numberOfRanges).map { Range(found.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }
}

/// The host's own sentences for how a run ended (`AppRunner`: a signal, a limit, `exit`), read
/// back into their parts so that a Korean report says them in Korean (`Messages.crashReason`).
public enum CrashReasonText: Equatable, Sendable {
    case homeQuota(megabytes: String)
    /// `cpu`: the CPU seconds used by then, when measured; `computing`: most of the time on the CPU.
    case timeout(seconds: String, cpu: String?, computing: Bool)
    case outputLimit(bytes: String)
    case fileSizeLimit(bytes: String)
    case cpuLimit(seconds: String)
    case killedFromOutside
    case signal(number: String, name: String)
    case exit(status: String)

    public static func parse(_ text: String) -> CrashReasonText? {
        let match = StepFailureText.match
        if let m = match(#"The app stored more than (\d+) MB in its home folder\."#, text) { return .homeQuota(megabytes: m[0]) }
        if let m = match(#"The app was still running after ([0-9.]+) s \(computing all the time, ([0-9.]+) s of CPU: an endless loop\)\."#, text) {
            return .timeout(seconds: m[0], cpu: m[1], computing: true)
        }
        if let m = match(#"The app was still running after ([0-9.]+) s \(only ([0-9.]+) s of it on the CPU: .*\)\."#, text) {
            return .timeout(seconds: m[0], cpu: m[1], computing: false)
        }
        if let m = match(#"The app was still running after ([0-9.]+) s \(an endless loop, or waiting for something that never happens\)\."#, text) {
            return .timeout(seconds: m[0], cpu: nil, computing: false)
        }
        if let m = match(#"The app wrote more than (\d+) bytes of output\."#, text) { return .outputLimit(bytes: m[0]) }
        if let m = match(#"The app wrote more than (\d+) bytes\."#, text) { return .fileSizeLimit(bytes: m[0]) }
        if let m = match(#"The app used more than (\d+) s of CPU time\."#, text) { return .cpuLimit(seconds: m[0]) }
        if text.hasPrefix("The app was stopped from outside (SIGKILL)") { return .killedFromOutside }
        if let m = match(#"The app was killed by signal (\d+) \((.+)\)\."#, text) { return .signal(number: m[0], name: m[1]) }
        if let m = match(#"The app ended with exit\((-?\d+)\) before the steps finished\."#, text) { return .exit(status: m[0]) }
        return nil
    }
}

extension CompileErrorLesson {
    /// Members every screen gets from UIKit (`storyboard`, `navigationController`…): a `static`
    /// helper cannot declare them `static`, it must be given the screen or what it needs.
    public static func isScreenMember(_ member: String) -> Bool {
        ["storyboard", "view", "navigationController", "presentingViewController", "presentedViewController", "tabBarController",
         "parent", "navigationItem", "title", "present", "dismiss", "performSegue", "show", "children", "splitViewController",
         "modalPresentationStyle", "isViewLoaded", "viewIfLoaded", "traitCollection"].contains(member)
    }

    /// `storyboard`: a screen's storyboard, which a static helper can load by name instead.
    public static func isStoryboard(_ member: String) -> Bool { member == "storyboard" }
}
