import Foundation

/// Prepares the learner's files and compiles them with swiftc against the cached runtime.
public struct LearnerCompiler: Sendable {
    public let runtime: RuntimeBuilder

    /// Learner code compiles in Swift 5 mode, as most Xcode projects and course code do. Line
    /// tables (about 0.1 s more per build) let a crash's backtrace name the learner's line when the
    /// trap itself is inside the standard library (`Index out of range`). Not `-g`: it makes the
    /// driver emit the module in a separate job that stops at the first declaration error, so
    /// errors inside function bodies would go unreported.
    static let flags = ["-swift-version", "5", "-parse-as-library", "-Onone", "-gline-tables-only"]
    static let mainFileName = "__WorkbookMain.swift"

    public init(runtime: RuntimeBuilder = RuntimeBuilder()) {
        self.runtime = runtime
    }

    /// Builds the app, or returns the cached build of identical input at once.
    /// Throws `LearnerBuildError.compileFailed` when the learner's code does not compile.
    public func build(_ project: LearnerProject) throws -> BuiltApp {
        let (runtimeDirectory, runtimeKey, _, runtimeSeconds) = try runtime.runtime()
        let prepared = PreparedProject(project)
        let key = prepared.cacheKey(runtimeKey: runtimeKey, flags: Self.flags)
        let buildRoot = runtime.cacheRoot.appendingPathComponent("builds", isDirectory: true)
        let directory = buildRoot.appendingPathComponent(key, isDirectory: true)
        let executable = directory.appendingPathComponent("app")
        let record = directory.appendingPathComponent("build.json")
        func result(cached: Bool, seconds: Double, warnings: [CompilerDiagnostic]) -> BuiltApp {
            BuiltApp(executable: executable, moduleName: project.moduleName, sourceRoot: directory.appendingPathComponent("src"),
                     appDelegateClass: prepared.appDelegateClass, sceneDelegateClass: prepared.sceneDelegateClass,
                     mainStoryboard: project.mainStoryboard, storyboards: project.storyboards, warnings: warnings,
                     cached: cached, runtimeSeconds: runtimeSeconds, compileSeconds: seconds,
                     learnerFiles: prepared.lineCounts, runtimeDirectory: runtimeDirectory)
        }
        if FileManager.default.isExecutableFile(atPath: executable.path) {
            let warnings = (try? JSONDecoder().decode([CompilerDiagnostic].self, from: Data(contentsOf: record))) ?? []
            return result(cached: true, seconds: 0, warnings: warnings)
        }

        let start = Date()
        try FileManager.default.createDirectory(at: buildRoot, withIntermediateDirectories: true)
        let staging = buildRoot.appendingPathComponent(".staging-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let sources = staging.appendingPathComponent("src", isDirectory: true)
        try prepared.write(into: sources, mainFile: staging.appendingPathComponent(Self.mainFileName))
        // Relative paths from `src`: messages and `#filePath` name the learner's own paths.
        let arguments = Self.flags + [
            "-module-name", project.moduleName,
            "-I", runtimeDirectory.path, "-L", runtimeDirectory.path,
            "-lWorkbookDriver", "-lUIKit", "-lWorkbookProtocol",
            "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory.path,
            "-o", staging.appendingPathComponent("app").path,
        ] + prepared.files.map(\.relativePath) + ["../\(Self.mainFileName)"]
        let compiled = try ToolRunner.run(ToolRunner.swiftc, arguments, in: sources)
        let mapper = prepared.diagnosticMapper(sourceRoot: sources.path, generatedFiles: ["../\(Self.mainFileName)"])
        let diagnostics = CompilerOutput.parse(compiled.output)
        guard compiled.status == 0 else {
            throw Self.failure(diagnostics: diagnostics, output: compiled.output, mapper: mapper)
        }
        let warnings = prepared.glueWarnings + diagnostics
            .filter { $0.severity == "warning" && mapper.place(of: $0) == .learner }
            .map(mapper.mapped)
        try JSONEncoder().encode(warnings).write(to: staging.appendingPathComponent("build.json"))
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch where FileManager.default.isExecutableFile(atPath: executable.path) {
            // Another process finished the same build first: its result is identical.
        }
        return result(cached: false, seconds: Date().timeIntervalSince(start), warnings: warnings)
    }

    /// The learner's errors (glue errors they caused left out), or a glue failure when the
    /// learner's lines compiled and the generated code did not.
    static func failure(diagnostics: [CompilerDiagnostic], output: String, mapper: DiagnosticMapper) -> LearnerBuildError {
        let learnerErrors = diagnostics.filter { $0.severity == "error" && mapper.place(of: $0) == .learner }
        // swiftc's own refusals about the learner's files, such as two files with the same name.
        let fileErrors = diagnostics.filter { $0.file.isEmpty && $0.severity == "error" && $0.message.contains("used twice") }
        guard !learnerErrors.isEmpty || !fileErrors.isEmpty else {
            let summary = diagnostics.filter { $0.severity == "error" }.map { diagnostic in
                diagnostic.file.isEmpty ? "error: \(diagnostic.message)"
                    : "\(mapper.path(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message) (\(mapper.glueContext(of: diagnostic)))"
            }
            return .glueFailed((summary + ["", "swiftc's output:", mapper.rewrite(output)]).joined(separator: "\n"))
        }
        // Learner-located diagnostics, and notes elsewhere (UIKit's declarations) that explain them.
        var shown: [CompilerDiagnostic] = fileErrors
        var explainsShown = false
        for diagnostic in diagnostics where !diagnostic.file.isEmpty {
            let place = mapper.place(of: diagnostic)
            if diagnostic.severity == "note" {
                if place == .learner || (place == .elsewhere && explainsShown) { shown.append(mapper.mapped(diagnostic)) }
                continue
            }
            explainsShown = place == .learner
            if explainsShown { shown.append(mapper.mapped(diagnostic)) }
        }
        let text = shown.map(\.rendered).joined(separator: "\n\n")
        return .compileFailed(diagnostics: shown, output: mapper.rewrite(text) + "\n")
    }
}
