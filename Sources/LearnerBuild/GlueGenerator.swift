import Foundation

/// Writes the glue appended to each learner file: for each class (or extension) an extension
/// in the same file, so `private` outlets and actions are reachable, returning a `ClassGlue`;
/// then one function per file that returns them all, called from the generated main file.
public struct GlueGenerator {
    public typealias Role = ClassRole

    let analysis: SourceAnalysis
    let roles: [String: ClassRole]

    public init(analysis: SourceAnalysis) {
        self.analysis = analysis
        self.roles = ClassRole.resolve(analysis)
    }

    public func role(of className: String) -> ClassRole { roles[className] ?? .other }

    /// Whether a declaration gets glue: learner classes UIKit creates or calls, and extensions
    /// that add outlets or actions. Generic and nested classes cannot be named here (see `warnings`).
    func includes(_ declaration: SourceAnalysis.TypeDeclaration) -> Bool {
        guard !declaration.isGeneric, !declaration.isNested else { return false }
        let hasMembers = !declaration.outlets.isEmpty || !declaration.actions.isEmpty || !declaration.segueActions.isEmpty
            || !declaration.keyValueProperties.isEmpty || !protocolWitnesses(declaration).isEmpty
        // A class adopting a delegate or data source protocol, and the extensions of a class the
        // runtime knows that declare methods (a controller adopting a delegate protocol in an
        // extension), tell which methods they have (R1.9).
        let known = role(of: declaration.name) != .other || isDelegateClass(declaration.name)
        // Static stored properties of the project's own classes: roots of the app's objects.
        let hasStatics = !declaration.staticStoredProperties.isEmpty
        if declaration.isExtension {
            // Only of a class the project declares (not generic, not nested), which has glue itself.
            guard let owner = analysis.classes[declaration.name], !owner.isGeneric, !owner.isNested else { return hasMembers }
            return hasMembers || hasStatics || (known && !declaration.methodNames.isEmpty)
        }
        return known || hasMembers || hasStatics
    }

    /// The methods of a class body or extension that fulfil a requirement of an `@objc protocol`
    /// the class adopts: `@objc` on iOS without the attribute (`responds(to:)`, `perform`).
    func protocolWitnesses(_ declaration: SourceAnalysis.TypeDeclaration) -> [SourceAnalysis.Action] {
        guard !declaration.otherMethods.isEmpty else { return [] }
        let requirements = analysis.objcRequirements(adoptedBy: declaration.name)
        return declaration.otherMethods.filter { requirements.contains($0.name) }
    }

    /// A class (not a struct) that adopts a `…Delegate` or `…DataSource` protocol in its
    /// declaration or an extension: UIKit calls its optional methods only when it has them.
    func isDelegateClass(_ name: String) -> Bool {
        guard analysis.classes[name] != nil else { return false }
        return analysis.files.flatMap(\.declarations).contains { declaration in
            declaration.name == name && declaration.inheritedTypes.contains {
                let type = ClassRole.unqualified($0)
                return type.hasSuffix("Delegate") || type.hasSuffix("DataSource")
            }
        }
    }

    /// `(declaration, static function name)` for every declaration of the file that gets glue.
    func entries(in file: SourceAnalysis.File) -> [(declaration: SourceAnalysis.TypeDeclaration, function: String)] {
        var used: [String: Int] = [:]
        return file.declarations.filter(includes).map { declaration in
            let base = "__workbookGlue_" + Self.identifier(declaration.name)
            used[base, default: 0] += 1
            let count = used[base, default: 1]
            return (declaration, count == 1 ? base : "\(base)_\(count)")
        }
    }

    /// The file-level function that returns the file's glue, or nil when the file has none.
    public func registrationFunction(for file: SourceAnalysis.File) -> String? {
        guard !entries(in: file).isEmpty, let index = analysis.files.firstIndex(where: { $0.relativePath == file.relativePath }) else { return nil }
        let name = (file.relativePath as NSString).lastPathComponent
        let stem = Self.identifier(name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
        // File names are unique within a module (swiftc refuses duplicates), but `A-B` and `A_B` are not.
        let clashes = analysis.files.contains { other in
            other.relativePath != file.relativePath
                && Self.identifier(((other.relativePath as NSString).lastPathComponent as NSString).deletingPathExtension) == stem
        }
        return "__workbookGlueFile_" + stem + (clashes ? "_\(index)" : "")
    }

    /// The text appended after the learner's last line (empty when the file needs no glue). It
    /// imports nothing and names UIKit only through the main file's `__Workbook…` typealiases, so
    /// a file that forgot `import UIKit` fails as it does in Xcode (`cannot find type
    /// 'UIViewController' in scope`) instead of compiling thanks to the glue's import.
    public func glue(for file: SourceAnalysis.File) -> String {
        let entries = entries(in: file)
        // The empty defaults of an `@objc protocol`'s optional requirements.
        let defaults = file.optionalDefaults.isEmpty ? "" : (["", "// MARK: - workbook glue (generated; not part of the learner's file)"]
            + file.optionalDefaults).joined(separator: "\n") + "\n"
        guard !entries.isEmpty, let registration = registrationFunction(for: file) else { return defaults }
        var lines = ["", "// MARK: - workbook glue (generated; not part of the learner's file)", ""] + file.optionalDefaults
        for (declaration, function) in entries {
            lines += classGlue(declaration, function: function)
        }
        lines += [
            "@MainActor func \(registration)() -> [__WorkbookClassGlue] {",
            "    [",
        ] + entries.map { "        \($0.declaration.name).\($0.function)()," } + [
            "    ]",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Classes UIKit would create or call that the glue must leave out, as warnings on their line.
    public var warnings: [CompilerDiagnostic] {
        analysis.files.flatMap { file in
            file.declarations.compactMap { declaration -> CompilerDiagnostic? in
                guard !declaration.isExtension, declaration.isGeneric || declaration.isNested,
                      role(of: declaration.name) != .other || !declaration.outlets.isEmpty || !declaration.actions.isEmpty else { return nil }
                let why = declaration.isGeneric ? "generic" : "declared inside another type or function"
                return CompilerDiagnostic(
                    file: file.relativePath, line: declaration.line, column: 1, severity: "warning",
                    message: "workbook cannot register class '\(declaration.name)' because it is \(why); storyboards and actions cannot reach it in the simulation")
            }
        }
    }

    /// The app delegate: the class marked `@main`/`@UIApplicationMain`, else one adopting UIApplicationDelegate.
    public var appDelegateClass: String? {
        let declarations = analysis.files.flatMap(\.declarations).filter { !$0.isExtension && !$0.isNested && !$0.isGeneric }
        if let marked = declarations.first(where: { $0.hasMainAttribute }) { return marked.name }
        return declarations.first { role(of: $0.name) == .appDelegate }?.name
    }

    public var sceneDelegateClass: String? {
        analysis.files.flatMap(\.declarations).first {
            !$0.isExtension && !$0.isNested && !$0.isGeneric && role(of: $0.name) == .sceneDelegate
        }?.name
    }

    /// Letters, digits and `_` only.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
