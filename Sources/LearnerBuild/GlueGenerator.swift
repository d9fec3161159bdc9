import Foundation

/// Writes the glue appended to each learner file: for each class (or extension) an extension
/// in the same file, so `private` outlets and actions are reachable, returning a `ClassGlue`.
public struct GlueGenerator {
    public enum Role: Sendable, Equatable { case controller, view, segue, delegate, other }

    let analysis: SourceAnalysis
    let roles: [String: Role]

    public init(analysis: SourceAnalysis) {
        self.analysis = analysis
        self.roles = Self.resolveRoles(analysis)
    }

    static let controllerBases: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
    ]
    static let viewBases: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView", "UISwitch", "UIStepper", "UISlider",
        "UISegmentedControl", "UIDatePicker", "UIImageView", "UIStackView", "UIScrollView", "UITableViewCell", "UICollectionViewCell",
    ]
    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

    /// Follows superclasses by name across files to the UIKit class each learner class comes from.
    static func resolveRoles(_ analysis: SourceAnalysis) -> [String: Role] {
        let classes = analysis.classes
        var roles: [String: Role] = [:]
        func role(of name: String, seen: Set<String>) -> Role {
            if let known = roles[name] { return known }
            guard let declaration = classes[name], !seen.contains(name) else { return .other }
            var result: Role = .other
            let allConformances = analysis.files.flatMap(\.declarations).filter { $0.name == name }.flatMap(\.inheritedTypes)
            if allConformances.contains(where: delegateProtocols.contains) { result = .delegate }
            if let superclass = declaration.inheritedTypes.first {
                let base = superclass.split(separator: ".").last.map(String.init) ?? superclass
                if controllerBases.contains(base) { result = .controller }
                else if viewBases.contains(base) { result = .view }
                else if base == "UIStoryboardSegue" { result = .segue }
                else if classes[base] != nil {
                    let inherited = role(of: base, seen: seen.union([name]))
                    if inherited != .other { result = inherited }
                }
            }
            roles[name] = result
            return result
        }
        for name in classes.keys { _ = role(of: name, seen: []) }
        return roles
    }

    public func role(of className: String) -> Role { roles[className] ?? .other }

    /// The glue function names per file: `(typeName, functionName)`, in order.
    public func glueFunctions(in file: SourceAnalysis.File) -> [(type: String, function: String)] {
        file.declarations.enumerated().compactMap { index, declaration in
            guard includes(declaration) else { return nil }
            return (declaration.name, functionName(declaration, index: index, file: file))
        }
    }

    func includes(_ declaration: SourceAnalysis.TypeDeclaration) -> Bool {
        guard !declaration.isGeneric, !declaration.isNested, role(of: declaration.name) != .other else { return false }
        if declaration.isExtension { return !declaration.outlets.isEmpty || !declaration.actions.isEmpty || !declaration.segueActions.isEmpty }
        return true
    }

    func functionName(_ declaration: SourceAnalysis.TypeDeclaration, index: Int, file: SourceAnalysis.File) -> String {
        let fileTag = file.relativePath.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return "__workbookGlue_\(declaration.name)_\(fileTag)_\(index)"
    }

    /// The text appended after the learner's last line.
    public func glue(for file: SourceAnalysis.File) -> String {
        let functions = glueFunctions(in: file)
        guard !functions.isEmpty else { return "" }
        var lines = ["", "// MARK: - workbook glue (generated; not part of the learner's file)", "@_spi(Workbook) import UIKit", ""]
        for (index, declaration) in file.declarations.enumerated() where includes(declaration) {
            lines += classGlue(declaration, function: functionName(declaration, index: index, file: file))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func classGlue(_ declaration: SourceAnalysis.TypeDeclaration, function: String) -> [String] {
        let type = declaration.name
        let role = self.role(of: type)
        var arguments = ["className: \(literal(type))", "type: \(type).self"]
        if !declaration.isExtension {
            switch role {
            case .controller, .view: arguments.append("makeWithCoder: { \(type)(coder: $0) }")
            case .segue: arguments.append("makeSegue: { \(type)(identifier: $0, source: $1, destination: $2) }")
            case .delegate: arguments.append("makePlain: { \(type)() }")
            case .other: break
            }
        }
        if !declaration.outlets.isEmpty {
            let entries = declaration.outlets.map { outlet -> String in
                let value: String
                if outlet.isCollection {
                    value = "($1 as? [Any])?.compactMap { $0 as? \(outlet.typeName) }"
                } else if outlet.isOptional {
                    value = "$1 as? \(outlet.typeName)"
                } else {
                    value = "__workbookCast($1, \(literal(outlet.name)))"
                }
                let assigned = outlet.isCollection && !outlet.isOptional ? "(\(value) ?? [])" : value
                return "            \(literal(outlet.name)): { ($0 as! \(type)).\(outlet.name) = \(assigned) },"
            }
            arguments.append("outlets: [\n" + entries.joined(separator: "\n") + "\n        ]")
        }
        if !declaration.actions.isEmpty {
            let entries = declaration.actions.map { action in
                "            \(literal(action.selector)): ClassGlue.Action(swiftName: \(literal(action.swiftName))) { target, sender in "
                    + "(target as! \(type)).\(call(action, senderExpression: "sender")) },"
            }
            arguments.append("actions: [\n" + entries.joined(separator: "\n") + "\n        ]")
        }
        if !declaration.segueActions.isEmpty {
            let entries = declaration.segueActions.map { action in
                "            \(literal(action.selector)): ClassGlue.SegueAction(swiftName: \(literal(action.swiftName))) { target, coder, sender, identifier in "
                    + "(target as! \(type)).\(segueCall(action)) },"
            }
            arguments.append("segueActions: [\n" + entries.joined(separator: "\n") + "\n        ]")
        }
        return [
            "extension \(type) {",
            "    @MainActor static func \(function)() -> ClassGlue {",
            "        ClassGlue(",
            "        " + arguments.joined(separator: ",\n        "),
            "        )",
            "    }",
            "}",
            "",
        ]
    }

    /// `onSubmit(__workbookCast(sender, "onSubmit:"))`, `tap()`, `unwind(segue: …)`.
    private func call(_ action: SourceAnalysis.Action, senderExpression: String) -> String {
        let arguments = action.parameters.enumerated().map { index, parameter -> String in
            let value = index == 0
                ? "__workbookCast(\(senderExpression), \(literal(action.selector)))"
                : (parameter.typeName.hasPrefix("UIEvent") ? "UIEvent()" : "__workbookCast(nil, \(literal(action.selector)))")
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        return "\(action.name)(\(arguments.joined(separator: ", ")))"
    }

    /// `@IBSegueAction` forms: `(coder)`, `(coder, sender)`, `(coder, sender, segueIdentifier)`.
    private func segueCall(_ action: SourceAnalysis.Action) -> String {
        let values = ["coder", "sender", "identifier"]
        let arguments = action.parameters.enumerated().map { index, parameter -> String in
            let value = index < values.count ? values[index] : "nil"
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        return "\(action.name)(\(arguments.joined(separator: ", ")))"
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The generated entry point: registers every class and hands over to the driver.
    public func mainFile(appDelegate: String?, sceneDelegate: String?) -> String {
        let registrations = analysis.files.flatMap { file in
            glueFunctions(in: file).map { "\($0.type).\($0.function)()" }
        }
        let appDelegate = appDelegate.map(literal) ?? "nil"
        let sceneDelegate = sceneDelegate.map(literal) ?? "nil"
        return """
        // Generated by workbook: the app's entry point (UIApplicationMain is played by the driver).
        @_spi(Workbook) import UIKit
        @_spi(Workbook) import WorkbookDriver

        /// Casts an action's sender as the method expects, failing as Objective-C would not.
        @MainActor func __workbookCast<T>(_ value: Any?, _ selector: String) -> T {
            if let typed = value as? T { return typed }
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "-[\\(selector)]: argument of type \\(value.map { String(describing: type(of: $0)) } ?? "nil") cannot be passed as \\(T.self)")
        }

        @main
        enum __WorkbookMain {
            static func main() {
                MainActor.assumeIsolated {
                    WorkbookDriver.main(classes: [
        \(registrations.map { "                " + $0 + "," }.joined(separator: "\n"))
                    ], appDelegateClass: \(appDelegate), sceneDelegateClass: \(sceneDelegate))
                }
            }
        }

        """
    }

    /// The app delegate: the class marked `@main`/`@UIApplicationMain`, else one adopting UIApplicationDelegate.
    public var appDelegateClass: String? {
        let declarations = analysis.files.flatMap(\.declarations)
        if let marked = declarations.first(where: { $0.hasMainAttribute }) { return marked.name }
        return declarations.first { $0.inheritedTypes.contains("UIApplicationDelegate") }?.name
    }

    public var sceneDelegateClass: String? {
        analysis.files.flatMap(\.declarations).first {
            $0.inheritedTypes.contains("UIWindowSceneDelegate") || $0.inheritedTypes.contains("UISceneDelegate")
        }?.name
    }
}
