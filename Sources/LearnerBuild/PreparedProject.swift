import Foundation
import StoryboardImport

/// The learner's files as they are compiled: analysed, blanked, glue appended, plus the
/// generated main file. Its content decides the build's cache key.
struct PreparedProject {
    struct File {
        var relativePath: String
        var original: String
        var prepared: String
        var lineCount: Int
    }

    var moduleName: String
    var files: [File]
    var mainFile: String
    var appDelegateClass: String?
    var sceneDelegateClass: String?
    var glueWarnings: [CompilerDiagnostic]
    var infoPlist: String?
    /// The Core Data entities' classes and codegen: the source gate's findings depend on them,
    /// and it runs only on builds not in the cache.
    var coreDataEntities: [String]

    init(_ project: LearnerProject) {
        let analysis = SourceAnalyzer.analyze(project.sources)
        let generator = GlueGenerator(analysis: analysis)
        moduleName = project.moduleName
        appDelegateClass = generator.appDelegateClass
        sceneDelegateClass = project.sceneDelegateClass ?? generator.sceneDelegateClass
        let moves = Self.movedMembers(project.sources, analysis: analysis)
        files = zip(project.sources, analysis.files).map { source, file in
            File(relativePath: source.relativePath, original: source.contents,
                 prepared: SourcePreparer.prepare(source.contents, file: file, glue: generator.glue(for: file),
                                                  selectorText: analysis.selector(for:),
                                                  removed: moves.removed[source.relativePath] ?? [],
                                                  insertions: moves.insertions[source.relativePath] ?? [:])
                    + Self.networkingImport(source.contents) + Self.selectorImport(source.contents) + Self.defaultsImport(source.contents),
                 lineCount: file.lineCount)
        }
        mainFile = generator.mainFile(appDelegate: appDelegateClass, sceneDelegate: sceneDelegateClass)
        glueWarnings = generator.warnings
        infoPlist = project.infoPlist
        coreDataEntities = project.coreDataModels.flatMap { model in
            model.entities.map { "\(model.file):\($0.line):\($0.column) \($0.name) \($0.className) \($0.codeGeneration.rawValue)" }
        }
    }

    /// On iOS `URLSession` and its kin come with Foundation (and UIKit); on Linux they live in
    /// FoundationNetworking, which a learner file may not import (source-gate rule `import`). A
    /// file that imports UIKit, Foundation or CoreData and names one of them gets that import
    /// after its last line (no line moves); the sandbox has no network, so a request fails.
    static func networkingImport(_ source: String) -> String {
        guard source.contains("URL") || source.contains("HTTP") else { return "" }
        let imports = Self.imports(source, "UIKit|Foundation|CoreData")
        let names = source.range(of: #"\b(URLSession\w*|URLRequest|URLResponse|HTTPURLResponse|URLCache|URLCredential\w*|URLProtocol\w*|URLAuthenticationChallenge\w*|HTTPCookie\w*|URLProtectionSpace)\b"#,
                                 options: .regularExpression) != nil
        return imports && names ? "\nimport FoundationNetworking // workbook: URLSession is Foundation's on iOS\n" : ""
    }

    /// Whether a line of the file imports one of these modules (`A|B`), attributes allowed.
    static func imports(_ source: String, _ modules: String) -> Bool {
        source.range(of: #"(?m)^\s*(@\w+\s+)*import\s+("# + modules + #")\b"#, options: .regularExpression) != nil
    }

    /// On iOS `Selector` comes with Foundation (from the Objective-C module); here UIKit declares
    /// it. A file that imports Foundation but not UIKit and names `Selector` (or writes
    /// `#selector`, compiled as `Selector("…")`) gets that one type imported after its last line,
    /// so no other UIKit name becomes visible there.
    static func selectorImport(_ source: String) -> String {
        guard source.contains("elector") else { return "" }
        let importsUIKit = Self.imports(source, "UIKit|CoreData")
        let importsFoundation = Self.imports(source, "Foundation")
        let names = source.range(of: #"\bSelector\b|#selector\b"#, options: .regularExpression) != nil
        return importsFoundation && !importsUIKit && names ? "\nimport struct UIKit.Selector // workbook: Foundation's on iOS\n" : ""
    }

    /// iOS's `UserDefaults` tells its observers and posts `didChangeNotification` when a value
    /// changes; Foundation's on Linux does not, so UIKit declares a `UserDefaults` that does
    /// (`Sources/UIKit/Foundation/UserDefaults.swift`, R17.4). A file that imports Foundation
    /// (alone or with UIKit, where `UserDefaults(suiteName:)` would find both classes' initializers)
    /// or CoreData and names `UserDefaults` gets UIKit's by a scoped import after its last line,
    /// which takes precedence over Foundation's.
    static func defaultsImport(_ source: String) -> String {
        guard source.contains("UserDefaults"), Self.imports(source, "UIKit|Foundation|CoreData"),
              source.range(of: #"\bUserDefaults\b"#, options: .regularExpression) != nil else { return "" }
        return "\nimport class UIKit.UserDefaults // workbook: tells observers of its changes, as on iOS\n"
    }

    /// `override` members of extensions of the learner's classes, to compile inside the class body:
    /// by file, the ranges to blank, and by file and closing-brace offset, the members to insert there.
    /// A class declared twice, nested or generic keeps its extensions as they are (swiftc then
    /// reports what it reports).
    static func movedMembers(_ sources: [LearnerProject.SourceFile], analysis: SourceAnalysis)
        -> (removed: [String: [Range<Int>]], insertions: [String: [Int: [SourcePreparer.Insertion]]]) {
        var classes: [String: [(file: String, brace: Int)]] = [:]
        for (source, file) in zip(sources, analysis.files) {
            let bytes = Array(source.contents.utf8)
            for declaration in file.declarations where !declaration.isExtension {
                guard let brace = declaration.closingBrace, !declaration.isNested, !declaration.isGeneric,
                      brace >= 0, brace < bytes.count, bytes[brace] == UInt8(ascii: "}") else {
                    classes[declaration.name, default: []].append((file.relativePath, -1))
                    continue
                }
                classes[declaration.name, default: []].append((file.relativePath, brace))
            }
        }
        // Methods a subclass overrides, by the class whose extension declares them.
        var superclassOf: [String: String] = [:]
        for declaration in analysis.files.flatMap(\.declarations) where !declaration.isExtension {
            if let first = declaration.inheritedTypes.first { superclassOf[declaration.name] = first }
        }
        var overriddenBelow: [String: Set<String>] = [:]
        for declaration in analysis.files.flatMap(\.declarations) where !declaration.overriddenMethodNames.isEmpty {
            var ancestor = superclassOf[declaration.name]
            var seen: Set<String> = [declaration.name]
            while let name = ancestor, seen.insert(name).inserted {
                overriddenBelow[name, default: []].formUnion(declaration.overriddenMethodNames)
                ancestor = superclassOf[name]
            }
        }
        var removed: [String: [Range<Int>]] = [:]
        var insertions: [String: [Int: [SourcePreparer.Insertion]]] = [:]
        for (source, file) in zip(sources, analysis.files) {
            for var declaration in file.declarations where declaration.isExtension {
                let overridden = overriddenBelow[declaration.name] ?? []
                declaration.overridingMembers += declaration.extensionMethods.filter { overridden.contains($0.name ?? "") }
                guard !declaration.overridingMembers.isEmpty else { continue }
                guard let targets = classes[declaration.name], targets.count == 1, let target = targets.first, target.brace >= 0 else { continue }
                // Moved into another file: the extensions' private helpers become internal, so the
                // moved code still reaches them (columns kept: the modifier turns into spaces).
                if target.file != file.relativePath {
                    for other in file.declarations where other.isExtension && other.name == declaration.name {
                        removed[file.relativePath, default: []] += other.privateModifiers.filter { modifier in
                            !declaration.overridingMembers.contains { $0.range.contains(modifier.lowerBound) }
                        }
                    }
                }
                for member in declaration.overridingMembers {
                    removed[file.relativePath, default: []].append(member.range)
                    let text = SourcePreparer.movedText(source.contents, file: file, range: member.range, selectorText: analysis.selector(for:))
                    insertions[target.file, default: [:]][target.brace, default: []]
                        .append(SourcePreparer.Insertion(file: file.relativePath, line: member.line, text: text))
                }
            }
        }
        return (removed, insertions)
    }

    var lineCounts: [String: Int] {
        Dictionary(files.map { ($0.relativePath, $0.lineCount) }, uniquingKeysWith: { first, _ in first })
    }

    /// Runtime, flags, module name, every prepared file's path and text, the main file, Info.plist
    /// and the Core Data entities.
    func cacheKey(runtimeKey: String, flags: [String]) -> String {
        var hash = ContentHash()
        hash.add(runtimeKey)
        hash.add(flags.joined(separator: " "))
        hash.add(moduleName)
        for file in files {
            hash.add(file.relativePath)
            hash.add(file.prepared)
        }
        hash.add(mainFile)
        hash.add(infoPlist ?? "")
        if !coreDataEntities.isEmpty { hash.add(coreDataEntities.joined(separator: "\n")) }
        return hash.hex
    }

    func write(into sources: URL, mainFile mainURL: URL) throws {
        for file in files {
            let target = sources.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.prepared.write(to: target, atomically: false, encoding: .utf8)
        }
        try mainFile.write(to: mainURL, atomically: false, encoding: .utf8)
    }

    func diagnosticMapper(sourceRoot: String, generatedFiles: Set<String>) -> DiagnosticMapper {
        let texts = files.map { file in
            (file.relativePath, DiagnosticMapper.FileText(original: lines(file.original), prepared: lines(file.prepared),
                                                           lineCount: file.lineCount,
                                                           origins: DiagnosticMapper.origins(of: lines(file.prepared), file: file.relativePath)))
        }
        return DiagnosticMapper(files: Dictionary(texts, uniquingKeysWith: { first, _ in first }),
                                sourceRoot: sourceRoot, generatedFiles: generatedFiles)
    }

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}
