import Foundation
import Texts
import SwiftParser
import SwiftSyntax

/// One construct the source gate refuses, on the learner's own line and column (UTF-8 columns,
/// as swiftc counts them).
public struct GateFinding: Equatable, Sendable, Codable, CustomStringConvertible {
    /// The learner's relative path.
    public var file: String
    public var line: Int
    public var column: Int
    /// A stable id: `import`, `testable`, `spi`, `underscored-attribute`, `linkage`, `unsafe`,
    /// `convention`, `process`, `signal`, `dynamic-loading`, `raw-file`, `system-path`,
    /// `shadowing`, `source-location`, `macro`, `unsafe-memory`; and, for what is allowed on iOS
    /// but not simulated, `not-simulated`, `core-data-store`, `not-simulated-type` and `not-simulated-api` (`notSimulatedRules`).
    public var rule: String

    /// Rules about what an iOS app may use but the simulation does not provide ("not graded").
    public static let notSimulatedRules: Set<String> = ["not-simulated", "core-data-store", "not-simulated-type", "not-simulated-api"]
    /// What was found and why it is not allowed, one sentence each language.
    public var en: String
    public var ko: String

    public init(file: String, line: Int, column: Int, rule: String, en: String, ko: String) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.en = en
        self.ko = ko
    }

    public init(file: String, line: Int, column: Int, rule: String, text: LocalizedText) {
        self.init(file: file, line: line, column: column, rule: rule, en: text.en, ko: text.ko)
    }

    /// `App/ViewController.swift:3:1: error: … [rule]`, as compiler messages read.
    public var description: String { rendered(korean: false) }

    public func rendered(korean: Bool) -> String {
        "\(file):\(line):\(column): error: \(korean ? ko : en) [\(rule)]"
    }
}

/// Inspects learner Swift source before it is built or run, and refuses constructs that could
/// reach outside the simulated app: other modules, raw memory, processes, signals, dynamic
/// loading, linker-level attributes, names the generated code relies on. See `docs/source-gate.md`.
public enum SourceGate {
    /// Bumped whenever a rule (text or symbol) is added or tightened: a cached build is keyed by
    /// it, so code a newer rule refuses is never run from a build the older rules let through.
    /// The checks after a successful compile (`ObjcSelectorCheck`, `ObjcRepresentabilityCheck`)
    /// count too: a build is kept only once they pass. 7: `ObjcRepresentabilityCheck`.
    public static let rulesVersion = 7

    /// Modules a learner file may import.
    /// `CoreData` only for what Xcode's "Use Core Data" template writes in the app delegate: its
    /// store types are refused by name (rule `core-data-store`, `SourceGate.refusedTypes`).
    /// `os` (`import os`, `import os.log`) and `OSLog` for `Logger` and `os_log`, compiled as `UIKit`.
    public static let allowedImports: Set<String> = ["UIKit", "Foundation", "CoreData", "os", "OSLog"]

    /// The unified logging modules: their API is UIKit's here (`Sources/UIKit/Core/OSLog.swift`).
    static let loggingModules: Set<String> = ["os", "OSLog"]

    /// The C library and toolchain modules an `import` could reach besides the reserved ones: refused
    /// by the `import` rule; any other module is an iOS framework or library (`not-simulated`).
    static let systemModules: Set<String> = [
        "SwiftGlibc", "Glibc", "Musl", "Darwin", "Android", "Bionic", "WinSDK", "ucrt", "CRT", "FoundationNetworking",
        "FoundationXML", "FoundationEssentials", "Synchronization", "Distributed", "Observation", "RegexBuilder",
        "SwiftShims", "CxxStdlib", "Cxx", "SwiftSyntax", "LearnerBuild", "StoryboardImport", "Texts",
    ]

    /// Module names a learner declaration or project may not take: the generated entry point and
    /// glue qualify names with them (`WorkbookDriver.start`), so a learner type of that name would
    /// take their place.
    public static let reservedModuleNames: Set<String> = [
        "UIKit", "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation",
        "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "Dispatch",
        "Glibc", "SwiftGlibc", "Musl", "Darwin", "WorkbookDriver", "WorkbookProtocol", "XCTest", "Testing", "CoreData",
    ]

    /// Every module the toolchain in use provides (issue 29.3), read from its `lib/swift`: Swift
    /// modules (`Foundation.swiftmodule`, `_Concurrency.swiftmodule`, …) and the C modules its
    /// module maps declare (`_FoundationCShims`, `CoreFoundation`, `SwiftShims`, …), with the
    /// C library's (`SwiftGlibc`) and the runtime's own (`systemModules`). A learner module of
    /// such a name cannot be compiled (Foundation's own imports would find the learner's module,
    /// or the other way round): the project is refused by name, never built into an internal error.
    public static let toolchainModuleNames: Set<String> = {
        var names = systemModules
        guard let lib = RuntimeBuilder.resolvedSwiftc?.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift") else { return names }
        let fileManager = FileManager.default
        var folders = [lib, lib.appendingPathComponent("linux"), lib.appendingPathComponent("macosx")]
        if let arch = try? fileManager.contentsOfDirectory(atPath: lib.appendingPathComponent("linux").path) {
            folders += arch.map { lib.appendingPathComponent("linux").appendingPathComponent($0) }
        }
        var mapFiles: [URL] = []
        for folder in folders {
            for entry in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let url = folder.appendingPathComponent(entry)
                if entry.hasSuffix(".swiftmodule") || entry.hasSuffix(".swiftinterface") {
                    names.insert(String(entry.prefix { $0 != "." }))
                } else if entry.hasSuffix(".modulemap") {
                    mapFiles.append(url)
                } else if fileManager.fileExists(atPath: url.appendingPathComponent("module.modulemap").path) {
                    mapFiles.append(url.appendingPathComponent("module.modulemap"))
                }
            }
        }
        // `module Name {`, `framework module Name`, `explicit module Name` at the start of a line.
        for file in mapFiles {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.utf8.count < 1 << 20 else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })
                guard let index = words.firstIndex(of: "module"), index + 1 < words.count,
                      words[..<index].allSatisfy({ ["framework", "explicit", "extern"].contains($0) }) else { continue }
                let name = words[index + 1]
                if name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    names.insert(String(name))
                }
            }
        }
        return names
    }()

    /// Standard-library names the generated entry point and glue use before the driver runs
    /// (`MainActor.assumeIsolated { … }`): a learner type of that name, or an extension of it,
    /// would run learner code in the driver's place.
    public static let generatedCodeNames: Set<String> = ["MainActor", "String", "Optional", "Array", "Never"]

    /// Types whose extensions are refused: generated code calls their members before the driver
    /// runs, and an overload in an extension could be chosen instead.
    static let reservedExtensionTargets: Set<String> = ["MainActor", "Swift.MainActor", "ClassGlue", "UIKit.ClassGlue", "Runtime", "UIKit.Runtime"]

    /// Names starting with this (any case) belong to the generated glue.
    static let reservedPrefix = "__workbook"

    /// Module names, generated-code names, and names starting with `__workbook`.
    static func isReserved(_ name: String, _ reservedNames: Set<String>) -> Bool {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        return reservedNames.contains(bare) || reservedModuleNames.contains(bare) || generatedCodeNames.contains(bare)
            || bare.lowercased().hasPrefix(reservedPrefix)
    }

    /// Syntax-level inspection of every learner source file. Bare type names such as `Process`
    /// are the learner's own when the project declares a top-level type of that name. A class
    /// Xcode generates from a Core Data model is reported at its first use in the project (files
    /// in path order), once per class.
    public static func inspect(_ project: LearnerProject, reservedNames: Set<String>) -> [GateFinding] {
        let trees = project.sources.map { ($0.relativePath, Parser.parse(source: $0.contents)) }
        let ownTypes = trees.reduce(into: Set<String>()) { $0.formUnion(topLevelTypeNames($1.1)) }
        var findings = modelFindings(project.coreDataModels, reservedNames: reservedNames)
        let entities = generatedEntityClasses(project.coreDataModels, reservedNames: reservedNames)
        var reported = Set<String>()
        for (file, tree) in trees {
            let result = inspect(file: file, tree: tree, reservedNames: reservedNames, ownTypes: ownTypes, entities: entities)
            let firstUses = result.entityUses.filter { reported.insert($0.className).inserted }.map(\.finding)
            findings += sortedUnique(result.findings + firstUses)
        }
        return firstUseOfEachName(findings)
    }

    /// An SDK name the simulation does not declare is reported once, where the project first uses it.
    static func firstUseOfEachName(_ findings: [GateFinding]) -> [GateFinding] {
        var seen = Set<String>()
        return findings.filter { $0.rule != "not-simulated-type" || seen.insert($0.en).inserted }
    }

    /// Syntax-level inspection of one file.
    public static func inspect(file: String, source: String, reservedNames: Set<String>) -> [GateFinding] {
        let tree = Parser.parse(source: source)
        return firstUseOfEachName(sortedUnique(inspect(file: file, tree: tree, reservedNames: reservedNames, ownTypes: topLevelTypeNames(tree),
                                                       entities: [:]).findings))
    }

    static func inspect(file: String, tree: SourceFileSyntax, reservedNames: Set<String>, ownTypes: Set<String>,
                        entities: [String: GeneratedEntity]) -> (findings: [GateFinding], entityUses: [(className: String, finding: GateFinding)]) {
        // A nested type or generic parameter named like an entity class is the learner's own there.
        let local = entities.isEmpty ? [] : LocalTypeNames.collect(tree)
        let visitor = SourceGateVisitor(file: file, converter: SourceLocationConverter(fileName: file, tree: tree),
                                        reservedNames: reservedNames, ownTypes: ownTypes,
                                        entities: entities.filter { !local.contains($0.key) })
        visitor.walk(tree)
        let uses = visitor.entityUses.sorted { ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column) }
        return (visitor.findings, uses)
    }

    private static func sortedUnique(_ findings: [GateFinding]) -> [GateFinding] {
        var seen = Set<String>()
        return findings
            .sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
            .filter { seen.insert("\($0.line):\($0.column):\($0.rule)").inserted }
    }

    /// Types declared at file scope (also inside `#if`): in the learner's module they hide
    /// imported types of the same name.
    static func topLevelTypeNames(_ tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard let decl = item.item.as(DeclSyntax.self) else { continue }
                if let name = typeDeclarationName(decl) { names.insert(name) }
                if let config = decl.as(IfConfigDeclSyntax.self) { collect(config) }
            }
        }
        func collect(_ config: IfConfigDeclSyntax) {
            for clause in config.clauses {
                if let items = clause.elements?.as(CodeBlockItemListSyntax.self) { collect(items) }
            }
        }
        collect(tree.statements)
        return names
    }

    static func typeDeclarationName(_ decl: DeclSyntax) -> String? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// Public top-level type names declared in the runtime sources a learner's module sees or
    /// the generated code names (`UIKit` and `WorkbookDriver` folders under `sourcesRoot`), plus
    /// the reserved module names and the standard-library names generated code uses.
    ///
    /// `WorkbookProtocol` is read too, but only its module name is reserved: learner code
    /// neither imports it nor sees it through UIKit, generated code names none of its types,
    /// and its types have names learners use for their own (`ViewModel`, `AppState`, `Step`).
    public static func runtimeReservedNames(sourcesRoot: URL) throws -> Set<String> {
        var names = reservedModuleNames.union(generatedCodeNames)
        for module in ["UIKit", "WorkbookDriver"] {
            let folder = sourcesRoot.appendingPathComponent(module)
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                throw LearnerBuildError.notAProject("\(folder.path): error: cannot read the runtime sources")
            }
            var sawSwift = false
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                sawSwift = true
                let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
                names.formUnion(publicTopLevelTypeNames(tree))
            }
            if !sawSwift {
                throw LearnerBuildError.notAProject("\(folder.path): error: no runtime sources in this folder")
            }
        }
        return names
    }

    static func publicTopLevelTypeNames(_ tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self), let name = typeDeclarationName(decl),
                  let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { continue }
            names.insert(name)
        }
        return names
    }
}
