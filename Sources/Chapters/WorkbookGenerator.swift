import Foundation
import WorkbookCore
import WorkbookProtocol

/// `workbook generate`: the student workbook `Exercises/<id>/` from the book. The output is a
/// pure function of the chapters (byte-identical for the same input) and is written through a
/// temporary folder renamed into place. Hidden checks, solutions and mistakes never appear.
public struct WorkbookGenerator {
    public init() {}

    /// Every file of one exercise folder: relative path → contents. `solution: true` gives the
    /// reference solution instead of the starter (for validation; never written to Exercises/).
    public func files(for exercise: Exercise, book: Book, solution: Bool = false, replacing mistake: Mistake? = nil) -> [String: String] {
        let module = exercise.moduleName
        var files: [String: String] = [:]
        files["\(module)/AppDelegate.swift"] = ProjectTemplate.appDelegate(module)
        files["\(module)/SceneDelegate.swift"] = ProjectTemplate.sceneDelegate(module)
        files["\(module)/Info.plist"] = ProjectTemplate.infoPlist
        files["\(module).xcodeproj/project.pbxproj"] = ProjectTemplate.pbxproj(module)
        files["\(module)/Base.lproj/Main.storyboard"] = InterfaceBuilderWriter.write(exercise.storyboard, moduleName: module)
        files["storyboard.yaml"] = exercise.storyboardSource
        for file in exercise.files {
            var text = solution || mistake != nil ? file.solution : file.starter
            if let mistake, mistake.file == file.name { text = mistake.content }
            files["\(module)/\(file.name)"] = text.hasSuffix("\n") ? text : text + "\n"
        }
        if !solution && mistake == nil {
            files["checks.yaml"] = ChecksWriter.write(exercise.checks, only: true)
            files["README.md"] = readme(exercise, book: book, language: book.languages.first ?? .ko)
            for language in book.languages.dropFirst() {
                files["README.\(language.rawValue).md"] = readme(exercise, book: book, language: language)
            }
        } else {
            files["checks.yaml"] = ChecksWriter.write(exercise.checks, only: false)
        }
        return files
    }

    func readme(_ exercise: Exercise, book: Book, language: Language) -> String {
        let ko = language == .ko
        var lines = ["# \(exercise.title.text(language))", ""]
        lines.append(ko ? "책 \(exercise.section)절의 연습입니다." : "An exercise of section \(exercise.section) of the book.")
        if let chapter = exercise.chapters[language] {
            lines.append(ko ? "설명: [\(chapter)](../../\(chapter))" : "Read: [\(chapter)](../../\(chapter))")
        }
        lines += ["", ko ? "## 확인할 것" : "## What is checked", ""]
        for check in exercise.checks.checks where check.visibility == .visible {
            lines.append("- `\(check.id)`: \(check.title.text(language))")
        }
        let hiddenCount = exercise.checks.checks.filter { $0.visibility != .visible }.count
        if hiddenCount > 0 {
            lines.append(ko ? "- 그리고 공개되지 않은 검사 \(hiddenCount)개" : "- and \(hiddenCount) check(s) that are not shown")
        }
        lines += ["", ko ? "## 확인하는 방법" : "## How to check", "", "```sh",
                  "workbook check --lang \(language.rawValue)", "```", "",
                  ko ? "`\(exercise.moduleName)/` 폴더의 Swift 파일과 `Base.lproj/Main.storyboard`를 고치세요. Xcode에서 열어도 됩니다."
                     : "Edit the Swift files and `Base.lproj/Main.storyboard` in `\(exercise.moduleName)/`. You can open them in Xcode too.", ""]
        return lines.joined(separator: "\n")
    }

    /// Writes `Exercises/` whole: a staging folder, then renamed over the old one.
    public func generate(_ book: Book, into folder: URL) throws {
        let fileManager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).staging-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: staging) }
        for exercise in book.exercises {
            for (path, text) in files(for: exercise, book: book) {
                let url = staging.appendingPathComponent(exercise.id).appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        let old = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).old-\(UUID().uuidString)")
        if fileManager.fileExists(atPath: folder.path) { try fileManager.moveItem(at: folder, to: old) }
        try fileManager.moveItem(at: staging, to: folder)
        try? fileManager.removeItem(at: old)
    }

    /// Paths under `folder` that differ from what `generate` would write (empty: up to date).
    public func staleFiles(_ book: Book, in folder: URL) -> [String] {
        var expected: [String: String] = [:]
        for exercise in book.exercises {
            for (path, text) in files(for: exercise, book: book) { expected["\(exercise.id)/\(path)"] = text }
        }
        var stale: [String] = []
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            let actual = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if actual != text { stale.append(path) }
        }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if expected[relative] == nil && !relative.hasPrefix(".") { stale.append(relative + " (not generated)") }
        }
        return stale
    }
}
