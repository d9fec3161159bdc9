import Foundation

/// A learner app built against the runtime.
public struct BuiltApp: Sendable {
    public var executable: URL
    public var moduleName: String
    public var sourceRoot: URL
    public var appDelegateClass: String?
    public var sceneDelegateClass: String?
    public var mainStoryboard: String?
    public var warnings: [CompilerDiagnostic]
    /// Whether this build came from the cache, and how long the parts took.
    public var cached: Bool
    public var runtimeSeconds: Double
    public var compileSeconds: Double
    /// Learner files by relative path with their line counts (for mapping messages).
    public var learnerFiles: [String: Int]
    /// The runtime libraries the executable loads.
    public var runtimeDirectory: URL
}

/// Prepares the learner's files and compiles them with swiftc against the cached runtime.
public struct LearnerCompiler {
    public let runtime: RuntimeBuilder

    public init(runtime: RuntimeBuilder = RuntimeBuilder()) {
        self.runtime = runtime
    }

    public func build(_ project: LearnerProject) throws -> BuiltApp {
        let (runtimeDirectory, runtimeKey, _, runtimeSeconds) = try runtime.runtime()
        let analysis = SourceAnalyzer.analyze(project.sources)
        let generator = GlueGenerator(analysis: analysis)
        let sceneDelegate = project.sceneDelegateClass ?? generator.sceneDelegateClass
        let appDelegate = generator.appDelegateClass
        let learnerFiles = Dictionary(analysis.files.map { ($0.relativePath, $0.lineCount) }, uniquingKeysWith: { first, _ in first })

        var hash = ContentHash()
        hash.add(runtimeKey)
        hash.add(project.moduleName)
        for source in project.sources {
            hash.add(source.relativePath)
            hash.add(source.contents)
        }
        hash.add(sceneDelegate ?? "-")
        let buildRoot = runtime.cacheRoot.appendingPathComponent("builds", isDirectory: true)
        let directory = buildRoot.appendingPathComponent(hash.hex, isDirectory: true)
        let executable = directory.appendingPathComponent("app")
        let sourceRoot = directory.appendingPathComponent("src", isDirectory: true)
        func result(cached: Bool, seconds: Double, warnings: [CompilerDiagnostic]) -> BuiltApp {
            BuiltApp(executable: executable, moduleName: project.moduleName, sourceRoot: sourceRoot, appDelegateClass: appDelegate,
                     sceneDelegateClass: sceneDelegate, mainStoryboard: project.mainStoryboard, warnings: warnings, cached: cached,
                     runtimeSeconds: runtimeSeconds, compileSeconds: seconds, learnerFiles: learnerFiles,
                     runtimeDirectory: runtimeDirectory)
        }
        if FileManager.default.isExecutableFile(atPath: executable.path) {
            return result(cached: true, seconds: 0, warnings: [])
        }

        let start = Date()
        let staging = buildRoot.appendingPathComponent(".staging-\(UUID().uuidString)", isDirectory: true)
        let stagingSources = staging.appendingPathComponent("src", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        var paths: [String] = []
        for (source, file) in zip(project.sources, analysis.files) {
            let target = stagingSources.appendingPathComponent(source.relativePath)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let prepared = SourcePreparer.prepare(source.contents, file: file, glue: generator.glue(for: file),
                                                  selectorText: analysis.selector(for:))
            try prepared.write(to: target, atomically: true, encoding: .utf8)
            paths.append(target.path)
        }
        let mainFile = staging.appendingPathComponent("__WorkbookMain.swift")
        try generator.mainFile(appDelegate: appDelegate, sceneDelegate: sceneDelegate).write(to: mainFile, atomically: true, encoding: .utf8)

        let arguments = RuntimeBuilder.flags + [
            "-module-name", project.moduleName,
            "-I", runtimeDirectory.path, "-L", runtimeDirectory.path,
            "-lWorkbookDriver", "-lUIKit", "-lWorkbookProtocol",
            "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory.path,
            "-o", staging.appendingPathComponent("app").path,
        ] + paths + [mainFile.path]
        // Paths in messages are the learner's own: compile from the staging sources folder.
        let compiled = try ToolRunner.run(ToolRunner.swiftc, arguments, in: stagingSources)
        let diagnostics = CompilerDiagnostic.parse(compiled.output, sourceRoot: stagingSources.path)
        guard compiled.status == 0 else {
            let learnerErrors = diagnostics.filter { diagnostic in
                diagnostic.severity == "error" && (learnerFiles[diagnostic.file].map { diagnostic.line <= $0 } ?? false)
            }
            let text = compiled.output
                .replacingOccurrences(of: stagingSources.path + "/", with: "")
                .replacingOccurrences(of: staging.path + "/", with: "")
            if learnerErrors.isEmpty && diagnostics.contains(where: { $0.severity == "error" }) {
                throw LearnerBuildError.glueFailed(text)
            }
            throw LearnerBuildError.compileFailed(diagnostics: diagnostics.filter { learnerFiles[$0.file] != nil }, output: text)
        }
        try FileManager.default.createDirectory(at: buildRoot, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: directory)
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch where FileManager.default.isExecutableFile(atPath: executable.path) {
            // Another process finished the same build first.
        }
        let warnings = diagnostics.filter { $0.severity == "warning" && learnerFiles[$0.file] != nil }
        return result(cached: false, seconds: Date().timeIntervalSince(start), warnings: warnings)
    }

    /// Maps the Swift runtime's `…File.swift:12: Fatal error: message` line to the learner's file and line.
    public static func mapRuntimeMessage(_ line: String, app: BuiltApp) -> (message: String, file: String?, line: Int?) {
        guard let marker = line.range(of: "Fatal error: ") else { return (line, nil, nil) }
        let message = String(line[marker.upperBound...])
        let location = line[..<marker.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        let parts = location.split(separator: ":")
        guard parts.count >= 2, let lineNumber = Int(parts[parts.count - 1]) else { return (message, nil, nil) }
        let path = parts.dropLast().joined(separator: ":")
        var file = path
        if path.hasPrefix(app.sourceRoot.path + "/") { file = String(path.dropFirst(app.sourceRoot.path.count + 1)) }
        if app.learnerFiles[file] == nil {
            // `#fileID` form (`Module/File.swift`) or another absolute path: match by file name.
            let name = (path as NSString).lastPathComponent
            file = app.learnerFiles.keys.sorted().first { ($0 as NSString).lastPathComponent == name } ?? path
        }
        return (message, file, lineNumber)
    }
}
