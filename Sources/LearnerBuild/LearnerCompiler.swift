import Foundation
import SwiftParser

/// Prepares the learner's files and compiles them with swiftc against the cached runtime.
public struct LearnerCompiler: Sendable {
    public let runtime: RuntimeBuilder

    /// Learner code compiles in Swift 5 mode, as most Xcode projects and course code do. Line
    /// tables (about 0.1 s more per build) let a crash's backtrace name the learner's line when the
    /// trap itself is inside the standard library (`Index out of range`). Not `-g`: it makes the
    /// driver emit the module in a separate job that stops at the first declaration error, so
    /// errors inside function bodies would go unreported.
    /// `-strict-memory-safety`: every use of raw pointers and other unsafe constructs in the
    /// learner's files is a warning the source gate turns into a refusal.
    /// `-continue-building-after-errors`: every file is compiled even when another has errors, so
    /// the learner sees all errors at once, as in Xcode.
    /// `-wmo`: one frontend job for the whole module. A learner's app is a few files: parsing
    /// and type-checking them once, instead of once per file in as many jobs, halves the compile
    /// (and it reports the same errors in every file).
    /// `-profile-generate -profile-coverage-mapping`: the app counts which of the learner's lines
    /// run (no measurable cost to the compile or the run), evidence for a failed check's
    /// explanations (`CoverageCounters` in the driver). `-save-temps` keeps the module's object
    /// file in the build's own temporary folder: the gate by meaning reads the learner's symbols
    /// there, because the linked app also holds the coverage runtime's (which opens and writes files).
    static let flags = ["-swift-version", "5", "-parse-as-library", "-Onone", "-gline-tables-only", "-strict-memory-safety",
                        "-continue-building-after-errors", "-wmo", "-profile-generate", "-profile-coverage-mapping", "-save-temps"]
    static let mainFileName = "__WorkbookMain.swift"

    /// `flags` with the app target's language mode (`-swift-version 4` for a `SWIFT_VERSION = 4.0` project).
    static func flags(languageMode: String) -> [String] {
        var flags = Self.flags
        if let index = flags.firstIndex(of: "-swift-version") { flags[index + 1] = languageMode }
        return flags
    }

    /// Whether the compiler runs inside bubblewrap (when it can make a sandbox here).
    public var sandboxed: Bool
    /// The compiler's limits: a source file of megabytes or a type-checker bomb stops here.
    public var wallSeconds: Double = 120
    public var cpuSeconds = 120
    public var memoryBytes = 4 << 30
    /// The source gate (always on in the tool; tests of the deeper layers turn it off to run
    /// hostile code that the gate would refuse).
    public var enforcesGate = true
    /// The what-if search's build (docs/checks.md "What if"): the gate stays on, and the one name it
    /// lets through is UIKit's switch `__workbookWhatIf` where the search wrote it.
    public var allowsWhatIfSwitch = false
    /// Only while the runtime's module cache is filled (by workbook, from its own probe files):
    /// the cache is bound writable over the read-only runtime folder.
    var writableModuleCache: URL?

    public init(runtime: RuntimeBuilder = RuntimeBuilder(), sandboxed: Bool = SandboxCommand.bwrapWorks) {
        self.runtime = runtime
        self.sandboxed = sandboxed
    }

    /// Builds the app, or returns the cached build of identical input at once.
    /// Throws `LearnerBuildError.compileFailed` when the learner's code does not compile.
    /// A `shadowing` finding on the token `__workbookWhatIf` itself.
    static func isWhatIfSwitch(_ finding: GateFinding, in project: LearnerProject) -> Bool {
        guard finding.rule == "shadowing", let file = project.sources.first(where: { $0.relativePath == finding.file }) else { return false }
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard finding.line >= 1, finding.line <= lines.count else { return false }
        let bytes = Array(lines[finding.line - 1].utf8)
        guard finding.column >= 1, finding.column - 1 <= bytes.count else { return false }
        let rest = bytes[(finding.column - 1)...]
        return ["__workbookWhatIf(", "__workbookWhatIfSeen(", "__workbookQueue(", "__workbookWhatIfValue(", "__workbookWhatIfCast(", "__workbookWhatIfWrote(", "__workbookWhatIfIs(", "__workbookWhatIfStored(", "__workbookWhatIfLoaded(", "__workbookWhatIfCalled(", "__workbookWhatIfNotified(", "__workbookWhatIfTry("].contains { rest.starts(with: Array($0.utf8)) }
    }

    public func build(_ project: LearnerProject) throws -> BuiltApp {
        let (runtimeDirectory, runtimeKey, _, runtimeSeconds) = try runtime.runtime()
        let prepared = PreparedProject(project)
        // The gate runs only on a fresh build, so a cached build is keyed by whether the gate was
        // on and by its rules: a build made under looser rules (or with the gate off) is never
        // reused once they are tightened (round-4 review). The runtime's path is part of the key
        // too: an app links to the runtime by that path (rpath), so a build from a cache folder
        // moved elsewhere is not reused.
        let gate = (enforcesGate ? "gate-rules-\(SourceGate.rulesVersion)" : "gate-off") + (allowsWhatIfSwitch ? "-what-if" : "")
            + "-objc-\(ObjcSelectorCheck.version)"
        let flags = Self.flags(languageMode: project.swiftLanguageMode)
        let key = prepared.cacheKey(runtimeKey: runtimeKey + "\u{0}" + runtimeDirectory.path, flags: flags + [gate])
        let buildRoot = runtime.cacheRoot.appendingPathComponent("builds", isDirectory: true)
        let directory = buildRoot.appendingPathComponent(key, isDirectory: true)
        let executable = directory.appendingPathComponent("app")
        let record = directory.appendingPathComponent("build.json")
        func result(cached: Bool, seconds: Double, warnings: [CompilerDiagnostic], facts: BuildFacts) -> BuiltApp {
            var app = BuiltApp(executable: executable, moduleName: project.moduleName, sourceRoot: directory.appendingPathComponent("src"),
                               appDelegateClass: prepared.appDelegateClass, sceneDelegateClass: prepared.sceneDelegateClass,
                               mainStoryboard: project.mainStoryboard, storyboards: project.storyboards, warnings: warnings,
                               cached: cached, runtimeSeconds: runtimeSeconds, compileSeconds: seconds,
                               learnerFiles: prepared.lineCounts, runtimeDirectory: runtimeDirectory)
            app.startsBackgroundWork = facts.startsBackgroundWork
            return app
        }
        if FileManager.default.isExecutableFile(atPath: executable.path) {
            let warnings = (try? JSONDecoder().decode([CompilerDiagnostic].self, from: Data(contentsOf: record))) ?? []
            return result(cached: true, seconds: 0, warnings: warnings, facts: BuildFacts.read(in: directory))
        }

        // The source gate, before anything is built: refused code never reaches the compiler.
        let reserved = Self.reservedNames(runtimeDirectory: runtimeDirectory, sourcesRoot: runtime.sourcesRoot)
        var findings = enforcesGate ? SourceGate.inspect(project, reservedNames: reserved) : []
        if allowsWhatIfSwitch { findings.removeAll { Self.isWhatIfSwitch($0, in: project) } }
        if !findings.isEmpty { throw LearnerBuildError.refused(findings) }

        let start = Date()
        try FileManager.default.createDirectory(at: buildRoot, withIntermediateDirectories: true)
        let staging = TemporaryItems.url(in: buildRoot, prefix: ".staging-")
        defer { try? FileManager.default.removeItem(at: staging) }
        let sources = staging.appendingPathComponent("src", isDirectory: true)
        try prepared.write(into: sources, mainFile: staging.appendingPathComponent(Self.mainFileName))
        // Relative paths from `src`: messages and `#filePath` name the learner's own paths.
        let arguments = flags + [
            "-module-name", project.moduleName,
            "-I", runtimeDirectory.path, "-L", runtimeDirectory.path,
            "-lWorkbookDriver", "-lUIKit", "-lWorkbookProtocol",
            "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory.path,
            "-o", staging.appendingPathComponent("app").path,
        ] + prepared.files.map { Self.fileArgument($0.relativePath) } + ["../\(Self.mainFileName)"]
        var compiled = try compile(arguments + Self.moduleCacheArguments(runtimeDirectory), in: sources, staging: staging,
                                   runtimeDirectory: runtimeDirectory)
        if Self.missedModuleCache(compiled, runtimeDirectory: runtimeDirectory) {
            // A module the shared cache does not hold (an unusual import): this build fills a cache
            // of its own, removed with the staging folder.
            let own = staging.appendingPathComponent("module-cache", isDirectory: true)
            compiled = try compile(arguments + ["-module-cache-path", own.path], in: sources, staging: staging, runtimeDirectory: runtimeDirectory)
            try? FileManager.default.removeItem(at: own)
        }
        if compiled.status == -1 {
            throw LearnerBuildError.compileFailed(diagnostics: [], output: "error: the compiler was stopped after \(Int(wallSeconds)) s "
                + "(a very large file or an expression too complex to type-check in reasonable time); simplify the code and try again\n")
        }
        let unsafe = SourceGate.findings(fromCompilerOutput: compiled.output, learnerFiles: Set(prepared.files.map(\.relativePath)))
        if enforcesGate, !unsafe.isEmpty { throw LearnerBuildError.refused(unsafe) }
        let mapper = prepared.diagnosticMapper(sourceRoot: sources.path, generatedFiles: ["../\(Self.mainFileName)"])
        let diagnostics = CompilerOutput.parse(compiled.output)
        guard compiled.status == 0 else {
            let failure = Self.failure(diagnostics: diagnostics, output: compiled.output, mapper: mapper)
            // Valid iOS code naming API the simulation lacks: not graded, never the learner's error.
            if case let .compileFailed(shown, _) = failure,
               let gaps = SimulationGaps.findings(for: shown, sources: project.sources.map { ($0.relativePath, $0.contents) }) {
                throw LearnerBuildError.refused(gaps)
            }
            // A syntax error the learner's file leaves open (`print(1` at its end, a missing
            // brace) surfaces in the glue appended to that file: say it where the learner wrote it.
            if case .glueFailed = failure, let syntax = try syntaxFailure(project, staging: staging, runtimeDirectory: runtimeDirectory) {
                throw syntax
            }
            throw failure
        }
        // `#selector` of a method not exposed to Objective-C: Xcode's compiler refuses it, this
        // one cannot see it (no Objective-C here), so it is said as Xcode says it.
        // An `@objc` declaration whose type Objective-C cannot represent (`@objc var n: Int?`): the same.
        if project.sources.contains(where: { $0.contents.contains("@objc") || $0.contents.contains("#selector") }) {
            let files = project.sources.map { ($0.relativePath, $0.contents) }
            let objc = (project.sources.contains(where: { $0.contents.contains("#selector") }) ? ObjcSelectorCheck.failures(files) : "")
                + ObjcRepresentabilityCheck.failures(files)
            if !objc.isEmpty {
                throw LearnerBuildError.compileFailed(diagnostics: CompilerOutput.parse(objc).filter { $0.severity != "remark" }, output: objc)
            }
        }
        // A `String` reaching `NSString`'s members through Linux's implicit bridge (`text.length`):
        // no such member on iOS, where Xcode stops there. Read from the type-checked AST, only when a
        // file names one of those members.
        if NSStringBridgeCheck.mayUse(project.sources.map(\.contents)) {
            let dumpArguments = flags.filter { !["-profile-generate", "-profile-coverage-mapping", "-save-temps", "-wmo"].contains($0) }
                + ["-dump-ast", "-module-name", project.moduleName, "-I", runtimeDirectory.path]
                + prepared.files.map { Self.fileArgument($0.relativePath) } + ["../\(Self.mainFileName)"] + Self.moduleCacheArguments(runtimeDirectory)
            if let dumped = try? compile(dumpArguments, in: sources, staging: staging, runtimeDirectory: runtimeDirectory), dumped.status == 0 {
                let bridged = NSStringBridgeCheck.failures(dump: dumped.output, sources: project.sources.map { ($0.relativePath, $0.contents) })
                if !bridged.isEmpty {
                    throw LearnerBuildError.compileFailed(diagnostics: CompilerOutput.parse(bridged), output: bridged)
                }
            }
        }
        // The gate by meaning: what the learner's module really calls, whatever names the code
        // used (its object file: the app also links the coverage runtime, which is not learner code).
        let symbols = Self.moduleObject(in: staging.appendingPathComponent(Self.temporaryFolderName)).flatMap {
            SourceGate.undefinedSymbols(of: $0, toolchainBin: RuntimeBuilder.resolvedSwiftc?.deletingLastPathComponent(), dynamic: false)
        }
        try? FileManager.default.removeItem(at: staging.appendingPathComponent(Self.temporaryFolderName))
        if enforcesGate {
            guard let symbols else {
                throw LearnerBuildError.runtimeBuildFailed("cannot read the symbols of the built app (llvm-nm or nm is needed)")
            }
            let called = SourceGate.findings(fromSymbols: symbols, learnerFiles: project.sources.map { ($0.relativePath, $0.contents) })
            if !called.isEmpty { throw LearnerBuildError.refused(called) }
        }
        var seenWarnings = Set<String>()
        let warnings = prepared.glueWarnings + diagnostics
            .filter { $0.severity == "warning" && mapper.place(of: $0) == .learner }
            .filter { seenWarnings.insert("\($0.file):\($0.line):\($0.column): \($0.message)").inserted }
            .map(mapper.mapped)
        try JSONEncoder().encode(warnings).write(to: staging.appendingPathComponent("build.json"))
        let facts = BuildFacts(symbols: symbols)
        try JSONEncoder().encode(facts).write(to: staging.appendingPathComponent(BuildFacts.fileName))
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch where FileManager.default.isExecutableFile(atPath: executable.path) {
            // Another process finished the same build first: its result is identical.
        }
        return result(cached: false, seconds: Date().timeIntervalSince(start), warnings: warnings, facts: facts)
    }

    /// The runtime's public names the gate reserves, read from its sources once per runtime build
    /// (parsing them costs more than the rest of a check) and kept beside it.
    static func reservedNames(runtimeDirectory: URL, sourcesRoot: URL) -> Set<String> {
        let file = runtimeDirectory.appendingPathComponent("reserved-names.txt")
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            return Set(text.split(separator: "\n").map(String.init))
        }
        guard let names = try? SourceGate.runtimeReservedNames(sourcesRoot: sourcesRoot) else { return [] }
        let staging = TemporaryItems.url(in: runtimeDirectory, prefix: ".reserved-names-")
        if (try? names.sorted().joined(separator: "\n").write(to: staging, atomically: false, encoding: .utf8)) != nil {
            if (try? FileManager.default.moveItem(at: staging, to: file)) == nil { try? FileManager.default.removeItem(at: staging) }
        }
        return names
    }

    /// The Clang modules learners' code loads (Glibc, Foundation's and Dispatch's shims…), built
    /// once per runtime by `warmModuleCache` and then only read: without it every compile builds
    /// them again (about a second of CPU). Inside bubblewrap the runtime folder is bound read-only,
    /// so learner code can never change what later compiles read.
    static func moduleCache(_ runtimeDirectory: URL) -> URL {
        runtimeDirectory.appendingPathComponent("module-cache", isDirectory: true)
    }

    static func moduleCacheArguments(_ runtimeDirectory: URL) -> [String] {
        ["-module-cache-path", moduleCache(runtimeDirectory).path]
    }

    /// Whether a compile failed only because it needed a module the read-only cache lacks.
    static func missedModuleCache(_ compiled: (status: Int32, output: String), runtimeDirectory: URL) -> Bool {
        compiled.status > 0 && compiled.output.contains(moduleCache(runtimeDirectory).path)
            && compiled.output.contains("Read-only file system")
    }

    /// What the warm-up imports: what learner code imports in practice, each in a file of its own
    /// and all of them together (the set of modules loaded can change the cache's folder).
    public static let moduleCacheImports = ["UIKit", "Foundation", "Dispatch", "Glibc", "CoreFoundation", "FoundationNetworking", "FoundationXML"]

    /// Fills the runtime's module cache: a small app for each import (and one with all of them)
    /// compiled with learners' exact flags, in the same sandbox, the cache writable only now.
    /// Imports this toolchain lacks are skipped; a learner's compile that still misses the cache
    /// builds what it needs in a cache of its own (`missedModuleCache`).
    func warmModuleCache(runtimeDirectory: URL) throws {
        let cache = Self.moduleCache(runtimeDirectory)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let staging = TemporaryItems.url(in: runtimeDirectory, prefix: ".warm-")
        defer { try? FileManager.default.removeItem(at: staging) }
        let sources = staging.appendingPathComponent("src", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var compiler = self
        compiler.writableModuleCache = cache
        let probes = Self.moduleCacheImports.map { [$0] } + [Self.moduleCacheImports]
        for (index, imports) in probes.enumerated() {
            let file = "Probe\(index).swift"
            let text = imports.map { "import \($0)\n" }.joined() + "@main struct Probe { static func main() {} }\n"
            try Data(text.utf8).write(to: sources.appendingPathComponent(file))
            let arguments = Self.flags + [
                "-module-name", "Probe",
                "-I", runtimeDirectory.path, "-L", runtimeDirectory.path,
                "-lWorkbookDriver", "-lUIKit", "-lWorkbookProtocol",
                "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory.path,
                "-o", staging.appendingPathComponent("probe").path,
            ] + Self.moduleCacheArguments(runtimeDirectory) + [file]
            let result = try compiler.compile(arguments, in: sources, staging: staging, runtimeDirectory: runtimeDirectory)
            // Only an import this toolchain lacks may fail, and never UIKit's.
            if result.status != 0, imports == ["UIKit"] {
                throw LearnerBuildError.runtimeBuildFailed("the module cache could not be filled:\n" + result.output)
            }
        }
    }

    /// The compiler's own syntax errors on the learner's files as they wrote them (`swiftc
    /// -parse`, no glue), when SwiftSyntax finds any; nil when every file parses.
    func syntaxFailure(_ project: LearnerProject, staging: URL, runtimeDirectory: URL) throws -> LearnerBuildError? {
        let broken = project.sources.filter { Parser.parse(source: $0.contents).hasError }
        guard !broken.isEmpty else { return nil }
        let originals = staging.appendingPathComponent("originals", isDirectory: true)
        for file in broken {
            let url = originals.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let parsed = try compile(["-parse", "-swift-version", "5", "-parse-as-library"] + broken.map { Self.fileArgument($0.relativePath) },
                                 in: originals, staging: staging, runtimeDirectory: runtimeDirectory)
        let diagnostics = CompilerOutput.parse(parsed.output).filter { $0.severity != "remark" }
        guard parsed.status != 0, diagnostics.contains(where: { $0.severity == "error" && !$0.file.isEmpty }) else { return nil }
        return .compileFailed(diagnostics: diagnostics, output: parsed.output)
    }

    /// A path argument that can never be read as an option (the scanner refuses such names too).
    static func fileArgument(_ path: String) -> String { path.hasPrefix("-") ? "./" + path : path }

    /// swiftc under `workbook-launch` (limits, no inherited descriptors), inside bubblewrap when
    /// it works here: the toolchain and runtime read-only, the build's own folder writable, no
    /// network, a private /tmp.
    func compile(_ arguments: [String], in sources: URL, staging: URL, runtimeDirectory: URL) throws -> (status: Int32, output: String) {
        let launcher = runtimeDirectory.appendingPathComponent(RuntimeBuilder.launcherName)
        // The driver's temporary files (the module's object, kept by `-save-temps`) go in the
        // build's own folder, where the gate reads the object.
        let temporary = staging.appendingPathComponent(Self.temporaryFolderName, isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        guard FileManager.default.isExecutableFile(atPath: launcher.path), let swiftc = RuntimeBuilder.resolvedSwiftc else {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporary.path
            return try ToolRunner.run(ToolRunner.swiftc, arguments, in: sources, environment: environment, timeout: wallSeconds)
        }
        var command = SandboxCommand(isolation: sandboxed ? .bwrap(path: SandboxCommand.bwrapPath ?? "bwrap") : .none,
                                     launcher: launcher, workingDirectory: sources)
        command.mountsProc = true
        command.readOnly = [runtimeDirectory]
        command.writable = [staging] + (writableModuleCache.map { [$0] } ?? [])
        command.cpuSeconds = cpuSeconds
        command.memoryBytes = memoryBytes
        command.fileSizeBytes = 512 << 20
        command.maxProcesses = 128
        command.maxOpenFiles = 1024
        command.scratchBytes = 1 << 30
        // swiftc is the driver's symlink: keep its name so it runs as swiftc.
        let line = command.commandLine(program: URL(fileURLWithPath: ToolRunner.swiftcPath(resolvedFrom: swiftc)), arguments: arguments)
        let environment = ["PATH": swiftc.deletingLastPathComponent().path + ":/usr/bin:/bin", "LANG": "C.UTF-8",
                           "TMPDIR": temporary.path,
                           "HOME": sandboxed ? "/tmp" : FileManager.default.temporaryDirectory.path]
        return try ToolRunner.run(line[0], Array(line.dropFirst()), in: sources, environment: environment, timeout: wallSeconds)
    }

    static let temporaryFolderName = "tmp"

    /// The module's object file the driver kept (`-save-temps`, `TemporaryDirectory.*/Module-1.o`).
    static func moduleObject(in temporary: URL) -> URL? {
        guard let found = FileManager.default.enumerator(at: temporary, includingPropertiesForKeys: nil) else { return nil }
        return found.compactMap { $0 as? URL }.first { $0.pathExtension == "o" }
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
        // Learner-located diagnostics, and notes elsewhere (UIKit's declarations) that explain
        // them, rewritten without workbook's paths or internals (`RuntimeNote`).
        var shown: [CompilerDiagnostic] = fileErrors
        var explained: CompilerDiagnostic?
        // With `-continue-building-after-errors` each file's job reports the errors of the
        // declarations it reads from other files again: each error (and its notes) once.
        var seen = Set<String>()
        var repeated = false
        let sources = mapper.files.mapValues { $0.original.joined(separator: "\n") }
        var parsed: [String: CompileLessons.FileDeclarations] = [:]
        for diagnostic in diagnostics where !diagnostic.file.isEmpty {
            let place = mapper.place(of: diagnostic)
            if diagnostic.severity != "note" {
                repeated = !seen.insert("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity): \(diagnostic.message)").inserted
            }
            if repeated { continue }
            if diagnostic.severity == "note" {
                if place == .learner {
                    shown.append(mapper.mapped(diagnostic))
                } else if place == .elsewhere, explained != nil,
                          let note = RuntimeNote.rewrite(diagnostic, explaining: explained),
                          !shown.suffix(4).contains(where: { $0.file.isEmpty && $0.message == note.message }) {
                    shown.append(note)
                }
                continue
            }
            explained = place == .learner ? diagnostic : nil
            if explained != nil {
                let mapped = mapper.mapped(diagnostic)
                shown.append(mapped)
                // The learner's declaration a name that does not exist most likely meant.
                if let note = CompileLessons.declarationNotes(for: mapped, sources: sources, parsed: &parsed) { shown.append(note) }
            }
        }
        let text = shown.map(\.rendered).joined(separator: "\n\n")
        return .compileFailed(diagnostics: shown, output: mapper.rewrite(text) + "\n")
    }
}
