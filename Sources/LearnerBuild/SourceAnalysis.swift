import Foundation
import WorkbookProtocol

/// What the glue needs to know about the learner's Swift code.
public struct SourceAnalysis: Sendable {
    public struct Outlet: Sendable, Equatable {
        public var name: String
        /// The declared type without `!` or `?` (`UITextField`); for collections the element type.
        public var typeName: String
        /// An outlet collection: `[UIButton]!`.
        public var isCollection: Bool
        public var isOptional: Bool
        public var line: Int
    }

    public struct Parameter: Sendable, Equatable {
        /// External label (`_` when none).
        public var label: String
        public var typeName: String
    }

    /// An `@IBAction`, `@IBSegueAction` or other `@objc` method.
    public struct Action: Sendable, Equatable {
        public var name: String
        /// An `@objc` method reached by `#selector`, not wired in the storyboard.
        public var isObjCOnly = false
        public var parameters: [Parameter]
        /// From `@objc(name:)`.
        public var explicitSelector: String?
        /// The declared result type (`ResultViewController?`), nil for `Void`.
        public var returnType: String?
        public var line: Int

        public var parameterCount: Int { parameters.count }

        /// `onSubmit(_:)`.
        public var swiftName: String {
            parameters.isEmpty ? "\(name)()" : "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        }

        /// The Objective-C selector a storyboard names: `onSubmit:`, `unwindToMainWithSegue:`, `tap`.
        public var selector: String {
            explicitSelector ?? Self.selector(name: name, labels: parameters.map(\.label))
        }

        /// Swift's rule for the Objective-C name of a method (`ObjCSelector`): `config(coder:)` →
        /// `configWithCoder:`, `save(with:)` → `saveWith:`.
        public static func selector(name: String, labels: [String]) -> String {
            ObjCSelector.name(base: name, labels: labels)
        }
    }

    /// A class declaration or an extension of one, in one file.
    public struct TypeDeclaration: Sendable {
        public var name: String
        /// Superclass first (when there is one), then protocols, as written.
        public var inheritedTypes: [String]
        public var isExtension: Bool
        public var isGeneric: Bool
        /// Declared inside another type (or a function): the glue cannot name it.
        public var isNested: Bool
        /// `@main` or `@UIApplicationMain`.
        public var hasMainAttribute: Bool
        /// Declares `init(coder:)` itself (`required init?(coder:)`).
        public var declaresCoderInitializer = false
        /// The argument labels of the designated initializers a class declares (`[["frame"], ["coder"]]`).
        public var designatedInitializerLabels: [[String]] = []
        public var outlets: [Outlet]
        public var actions: [Action]
        public var segueActions: [Action]
        /// Its other instance methods (not `@objc`, `@IBAction`, `override`): those that fulfil an
        /// `@objc protocol`'s requirements are `@objc` on iOS, so `responds(to:)` and `perform` reach them.
        public var otherMethods: [Action] = []
        public var line: Int
        /// In an extension: its `override` members (UTF-8 byte ranges), which Swift off Apple
        /// platforms refuses there ("declarations in extensions cannot override yet") and which
        /// are compiled inside the class body instead (see `SourcePreparer`).
        public var overridingMembers: [MovedMember] = []
        /// In an extension: its other methods (`func`, not `override`), each with its base name;
        /// one that a subclass overrides is compiled inside the class body too (Swift off Apple
        /// platforms refuses overriding a declaration of an extension, iOS allows it for the
        /// `@objc` methods of UIKit's delegate protocols).
        public var extensionMethods: [MovedMember] = []
        /// The base names of the `override func` members of a class body or extension.
        public var overriddenMethodNames: [String] = []
        /// The Swift names (`tableView(_:didSelectRowAt:)`) of the instance methods declared in a
        /// class body or extension: the glue tells the runtime which optional delegate methods a
        /// class implements, as UIKit asks `respondsToSelector:` before calling and tracing one.
        public var methodNames: [String] = []
        /// The instance properties with a getter the class body or extension declares (`var x: T { … }`):
        /// a check reads them by name as it reads stored ones (a `Mirror` sees only stored ones).
        public var computedProperties: [String] = []
        /// The `static` stored properties whose start value runs no code (`static var kept:
        /// LeftCoordinator?`, `= nil`, `= []`, `= [:]`, `= [T]()`): what they hold is reached as
        /// a root of the app's objects (ObjectGraph), so an object kept only there is not taken for
        /// released. Reading one cannot start its initializer's work: it has none.
        public var staticStoredProperties: [String] = []
        /// Stored properties key-value coding can write on iOS (`@objc` or `dynamic`, or in an
        /// `@objcMembers` class): their setters join the outlets' (`setValue(_:forKey:)`).
        public var keyValueProperties: [String] = []
        /// `@objcMembers`: every member is `@objc`.
        public var isObjcMembers = false
        /// In an extension: the `private`/`fileprivate` modifiers of the extension and of its direct
        /// members (UTF-8 byte ranges). When its overrides move into a class body in another file,
        /// they are blanked so the moved code still reaches those helpers.
        public var privateModifiers: [Range<Int>] = []
        /// In a class: the UTF-8 offset of the closing brace of its body.
        public var closingBrace: Int? = nil
    }

    /// A member declared in an extension that is compiled inside the class body.
    public struct MovedMember: Sendable, Equatable {
        /// From the first attribute or modifier to the end of the declaration.
        public var range: Range<Int>
        public var line: Int
        /// A method's base name (`navigationController`), for `extensionMethods`.
        public var name: String? = nil
    }

    /// A `#selector(onTap(_:))`: the base name and argument labels as written (nil labels: `#selector(onTap)`).
    public struct SelectorExpression: Sendable, Equatable {
        public var range: Range<Int>
        public var baseName: String
        public var labels: [String]?
        /// `#selector(setter: T.name)` (`setName:`) or `#selector(getter: T.name)` (`name`): the
        /// Objective-C name of a property's accessor, known from the expression alone.
        public var accessor: String? = nil
    }

    public struct File: Sendable {
        public var relativePath: String
        public var declarations: [TypeDeclaration]
        /// UTF-8 byte ranges to blank: Objective-C/IB-only attributes and modifiers.
        public var blankRanges: [Range<Int>]
        /// `#selector(…)` expressions (UTF-8 byte ranges) with the method they name, rewritten as
        /// `Selector("…")` once the selector is known.
        public var selectorExpressions: [SelectorExpression] = []
        /// The module name of each `import CoreData` (UTF-8 byte ranges): compiled as `UIKit` padded
        /// with spaces, since the simulation's Core Data declarations (the template's container) are
        /// UIKit's.
        public var coreDataImports: [Range<Int>] = []
        public var lineCount: Int
        /// Text put in place of a range (an empty range: inserted): an `@objc protocol` made
        /// class-bound (`P` → `P: AnyObject`), as it is on iOS.
        public var rewrites: [Rewrite] = []
        /// `@objc protocol` requirements marked `optional` (their names), which Swift without the
        /// Objective-C runtime cannot have: they become requirements with an empty default
        /// (`optionalDefaults`, compiled after the file), and `x.name?(…)` calls lose the `?`.
        public var optionalRequirements: [String] = []
        public var optionalDefaults: [String] = []
        /// `x.name?(…)` calls (the name and the `?`'s byte range), blanked when `name` is an
        /// optional requirement of any file's `@objc protocol`.
        public var optionalCalls: [(name: String, mark: Range<Int>)] = []
        /// `@objc protocol` name → the base names of its method requirements.
        public var objcProtocols: [String: [String]] = [:]
    }

    public struct Rewrite: Sendable {
        public var range: Range<Int>
        public var text: String
    }

    public var files: [File]

    public init(files: [File]) { self.files = files }

    /// The selector text for a `#selector(…)`: from its labels, or from the one method with that name.
    public func selector(for expression: SelectorExpression) -> String {
        if let accessor = expression.accessor { return accessor }
        if let labels = expression.labels { return Action.selector(name: expression.baseName, labels: labels) }
        let candidates = files.flatMap(\.declarations).flatMap { $0.actions }.filter { $0.name == expression.baseName }
        if let only = candidates.first, Set(candidates.map(\.selector)).count == 1 { return only.selector }
        return expression.baseName
    }

    /// The base names of the method requirements of the `@objc protocol`s a class adopts, in its
    /// declaration or any extension.
    public func objcRequirements(adoptedBy className: String) -> Set<String> {
        let protocols = files.reduce(into: [String: [String]]()) { $0.merge($1.objcProtocols) { first, _ in first } }
        guard !protocols.isEmpty else { return [] }
        var names = Set<String>()
        for declaration in files.flatMap(\.declarations) where declaration.name == className {
            for inherited in declaration.inheritedTypes { names.formUnion(protocols[ClassRole.unqualified(inherited)] ?? []) }
        }
        return names
    }

    /// Every class declaration (not extensions), by name.
    public var classes: [String: TypeDeclaration] {
        var result: [String: TypeDeclaration] = [:]
        for file in files {
            for declaration in file.declarations where !declaration.isExtension { result[declaration.name] = declaration }
        }
        return result
    }
}
