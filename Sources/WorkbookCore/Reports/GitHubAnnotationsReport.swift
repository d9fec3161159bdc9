import Foundation

/// Where annotation paths start: GitHub attaches an annotation to a file only when `file=` is
/// relative to the repository root (the workflow's working directory, `$GITHUB_WORKSPACE`). The
/// learner's files are named relative to the project folder (`SegueValues/ViewController.swift`),
/// which in a student repository sits deeper (`Exercises/<id>/`).
public struct WorkflowPaths: Equatable, Sendable {
    /// The folder the report's file names are relative to (the checked project).
    public var projectFolder: URL
    /// The folder `file=` is written relative to.
    public var root: URL

    public init(projectFolder: URL, root: URL) {
        self.projectFolder = projectFolder
        self.root = root
    }

    /// The root for `projectFolder`: `$GITHUB_WORKSPACE` when it is set and holds the project;
    /// otherwise the nearest folder above the project (or the project itself) holding `.git` (a
    /// folder, or a file in a worktree or submodule; git is not run); otherwise `currentDirectory`.
    public static func locate(projectFolder: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> WorkflowPaths {
        let project = real(projectFolder)
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            let root = real(resolve(workspace, in: currentDirectory))
            if relative(project, to: root) != nil { return WorkflowPaths(projectFolder: project, root: root) }
        }
        if let repository = project.selfAndAncestors().first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent(".git").path) }) {
            return WorkflowPaths(projectFolder: project, root: repository)
        }
        return WorkflowPaths(projectFolder: project, root: real(currentDirectory))
    }

    /// `file` (relative to the project folder) relative to the root, or nil when it is not inside
    /// the root (then no annotation can attach to it).
    public func file(_ file: String) -> String? {
        Self.relative(Self.real(Self.resolve(file, in: projectFolder)), to: root)
    }

    /// `path` as is when absolute, else inside `folder`.
    static func resolve(_ path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    /// `url` with symbolic links resolved (as far as they exist) and `.`/`..` removed.
    static func real(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath().standardizedFileURL
    }

    /// The path of `url` below `root` (`a/b.swift`), "" for the root itself, nil outside it.
    static func relative(_ url: URL, to root: URL) -> String? {
        let path = url.path
        let base = root.path == "/" ? "" : root.path
        if path == root.path { return "" }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }
}

/// GitHub Actions workflow commands: an `::error` per failed check, on the learner's file and
/// line when the failure has one (a crash) and a compile error each on its place, and a notice
/// with the score. Escaped as GitHub's toolkit does (`@actions/core`, `command.ts`): in the
/// message `%`, CR and LF; in properties also `:` and `,`.
public struct GitHubAnnotationsReport {
    public let language: Language
    public let paths: WorkflowPaths

    public init(language: Language, paths: WorkflowPaths) {
        self.language = language
        self.paths = paths
    }

    public func render(_ published: PublishedReport) -> String {
        let report = published.content
        var lines: [String] = []
        if let compileError = report.compileError {
            for line in compileError.split(separator: "\n") {
                guard let match = String(line).firstMatch(#"^(.+?):(\d+):(\d+): error: (.*)$"#) else { continue }
                lines.append(command(file: match[1], line: match[2], column: match[3], title: "compile error", message: match[4]))
            }
        }
        for result in report.checks where result.status == .failed || result.status == .error {
            lines.append(command(file: result.crash?.file, line: result.crash?.line.map(String.init), column: nil,
                                 title: "\(result.id): \(result.title.text(language))", message: result.failureText(language)))
        }
        lines.append("::notice title=workbook \(property(report.exercise))::\(data("\(report.score.formattedForTrace)/\(report.maxScore.formattedForTrace)"))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `::error`, on `file` relative to the repository root; a file outside the root cannot
    /// carry an annotation, so its place goes at the start of the message instead.
    func command(file: String?, line: String?, column: String?, title: String, message: String) -> String {
        var properties: [String] = []
        var message = message
        if let file {
            if let relative = paths.file(file), !relative.isEmpty {
                properties.append("file=\(property(relative))")
                if let line { properties.append("line=\(line)") }
                if line != nil, let column { properties.append("col=\(column)") }
            } else {
                message = ([file] + [line, column].compactMap { $0 }).joined(separator: ":") + ": " + message
            }
        }
        properties.append("title=\(property(title))")
        return "::error \(properties.joined(separator: ","))::\(data(message))"
    }

    private func data(_ text: String) -> String { InertText.workflowData(text) }

    private func property(_ text: String) -> String { InertText.workflowProperty(text) }
}
