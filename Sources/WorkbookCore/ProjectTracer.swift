import Foundation
import LearnerBuild
import StoryboardImport
import WorkbookProtocol

/// `workbook trace`: scan the project, import its storyboards, build it, run the steps.
public struct ProjectTracer {
    public var compiler: LearnerCompiler

    public init(compiler: LearnerCompiler = LearnerCompiler()) {
        self.compiler = compiler
    }

    public func trace(projectFolder: URL, stepsFile: URL, limits: RunLimits = RunLimits(), screens: Bool = false) throws -> AppRun {
        let steps = try loadSteps(stepsFile)
        let app = try prepare(projectFolder: projectFolder)
        return try AppRunner(app: app, limits: limits, screens: screens).run(steps: steps)
    }

    public func loadSteps(_ file: URL) throws -> [Step] {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw WorkbookError.badInput([Diagnostic(file: file.path, line: nil, column: nil, message: "cannot read the steps file",
                                                     suggestion: "Check the path given to --steps.")])
        }
        do {
            return try StepsParser.parse(text, file: file.path)
        } catch let error as DiagnosticError {
            throw WorkbookError.badInput(error.diagnostics)
        }
    }

    /// The longest delay of at most a second by which the code puts work off on the main queue,
    /// written as a number: `DispatchQueue.main.asyncAfter(deadline: .now() + 0.2)`, `.now() +
    /// .milliseconds(300)`, `Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false)`,
    /// `perform(_:with:afterDelay: 0.3)`. Longer delays are work a person waits for (a check says so
    /// with a `wait` step).
    public static func shortMainQueueDelay(in sources: [String]) -> Double {
        let patterns: [(String, Double)] = [
            (#"\.now\(\)\s*\+\s*([0-9]*\.?[0-9]+)\b(?!\s*[*/])"#, 1),
            (#"\.now\(\)\s*\+\s*\.milliseconds\(\s*([0-9]+)\s*\)"#, 0.001),
            (#"\.now\(\)\s*\+\s*\.seconds\(\s*([0-9]+)\s*\)"#, 1),
            (#"withTimeInterval:\s*([0-9]*\.?[0-9]+)\s*,\s*repeats:\s*false"#, 1),
            (#"afterDelay:\s*([0-9]*\.?[0-9]+)"#, 1),
        ]
        var longest = 0.0
        for source in sources {
            for (pattern, unit) in patterns {
                guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
                for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                    guard let range = Range(match.range(at: 1), in: source), let value = Double(source[range]) else { continue }
                    let seconds = value * unit
                    if seconds <= 1, seconds > longest { longest = seconds }
                }
            }
        }
        return longest
    }

    /// A scanner message (`App.xcodeproj: error: …`, already naming its place) as a diagnostic
    /// that names it once; a message without a place is about the folder.
    static func diagnostic(_ message: String, folder: URL) -> Diagnostic {
        if let range = message.range(of: ": error: "), !message[..<range.lowerBound].contains("\n") {
            return Diagnostic(file: String(message[..<range.lowerBound]), line: nil, column: nil, message: String(message[range.upperBound...]))
        }
        return Diagnostic(file: folder.path, line: nil, column: nil, message: message)
    }

    /// Builds the project and loads its storyboards; the result can run any number of step lists.
    public func prepare(projectFolder: URL) throws -> LaunchableApp {
        try prepare(project: scan(projectFolder: projectFolder))
    }

    /// The project as found on disk, or the learner's error when it cannot be read.
    public func scan(projectFolder: URL) throws -> LearnerProject {
        do {
            return try ProjectScanner.scan(folder: projectFolder)
        } catch let error as LearnerBuildError {
            throw WorkbookError.badInput([Self.diagnostic(error.description, folder: projectFolder)])
        }
    }

    /// Builds a scanned project (its sources as `project.sources` holds them, which may differ
    /// from the files: the what-if search builds changed sources) and loads its storyboards.
    public func prepare(project: LearnerProject) throws -> LaunchableApp {
        let projectFolder = project.folder
        var storyboards: [StoryboardDocument] = []
        for (name, url) in project.storyboards.sorted(by: { $0.key < $1.key }) + project.nibs.sorted(by: { $0.key < $1.key }) {
            do {
                storyboards.append(try IBStoryboardImporter.load(contentsOf: url, name: name, displayPath: project.relativePath(of: url)))
            } catch let error as StoryboardImportError {
                var diagnostic = Diagnostic(file: error.file, line: error.line, column: error.column, message: error.message, suggestion: error.suggestion)
                diagnostic.messageKorean = error.messageKorean
                diagnostic.suggestionKorean = error.suggestionKorean
                throw WorkbookError.badInput([diagnostic])
            }
        }
        // The storyboard the app starts from (Info.plist names it) was deleted: that is the
        // learner's cause, said before anything else happens (without it no screen appears).
        if let main = project.mainStoryboard, project.storyboards[main] == nil {
            var diagnostic = Diagnostic(file: "Base.lproj/\(main).storyboard", line: nil, column: nil,
                                        message: Catalog[.en].projectMainStoryboardMissing(name: main),
                                        suggestion: Catalog[.en].projectPutTheFileBack)
            diagnostic.messageKorean = Catalog[.ko].projectMainStoryboardMissing(name: main)
            diagnostic.suggestionKorean = Catalog[.ko].projectPutTheFileBack
            throw WorkbookError.badInput([diagnostic])
        }
        let built: BuiltApp
        do {
            built = try compiler.build(project)
        } catch let error as LearnerBuildError {
            switch error {
            case .compileFailed:
                throw WorkbookError.compileFailed(error.description + (TargetMembershipNote.note(for: project, compilerText: error.description).map { "\n" + $0 } ?? ""))
            case .refused: throw WorkbookError.refused(error.description, korean: error.text(korean: true))
            case .notAProject: throw WorkbookError.badInput([Self.diagnostic(error.description, folder: projectFolder)])
            case .runtimeBuildFailed, .glueFailed: throw WorkbookError.internalError(error.description)
            }
        }
        var app = LaunchableApp(executable: built.executable, moduleName: built.moduleName, storyboards: storyboards,
                                mainStoryboard: built.mainStoryboard, sceneDelegateClass: built.sceneDelegateClass,
                                readablePaths: [built.runtimeDirectory],
                                launcher: built.runtimeDirectory.appendingPathComponent(RuntimeBuilder.launcherName),
                                mapFatalError: { LearnerCompiler.mapRuntimeMessage($0, app: built) })
        app.startsBackgroundWork = built.startsBackgroundWork
        app.shortMainQueueDelay = built.startsBackgroundWork ? Self.shortMainQueueDelay(in: project.sources.map(\.contents)) : 0
        app.warnings = built.warnings.filter { $0.severity == "warning" }
        return app
    }
}
