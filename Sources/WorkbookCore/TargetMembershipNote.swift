import Foundation
import LearnerBuild

/// A compile failure while a Swift file of the folder is not in the app target (project.pbxproj
/// does not list it): Xcode (and so workbook) does not compile it. The note says which file and
/// how to add it (Target Membership), in both languages (the compiler's text has no language of
/// its own; the reader's comes first):
/// - an error about a name (`value of type 'UserDefaults' has no member 'sentValue'`, `cannot find
///   'Store' in scope`) that such a file declares: that name, at its file and line;
/// - an error that names a type (`cannot assign value of type 'MainViewController' to type
///   '(any MyDataDelegate)?'`) such a file extends: that extension, at its file and line (a
///   conformance written in a new file);
/// - else, any other compile error: the files that are left out, in case the code needs them.
/// What is compiled does not change: the target's files, as in Xcode.
public enum TargetMembershipNote {
    public static func note(for project: LearnerProject, compilerText: String, language: Language = .fromEnvironment) -> String? {
        let compiled = Set(project.sources.map(\.url.standardizedFileURL.path))
        let skipped = (FileManager.default.enumerator(at: project.folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" && !compiled.contains($0.standardizedFileURL.path) }
            .filter { url in !url.pathComponents.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") } }
            .sorted { $0.path < $1.path }
            .compactMap { url -> (relative: String, text: String)? in
                guard let text = try? String(contentsOf: url, encoding: .utf8), !ProjectScanner.isTestFile(text) else { return nil }
                let relative = String(url.standardizedFileURL.path.dropFirst(project.folder.standardizedFileURL.path.count))
                    .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                return (relative, text)
            }
        guard !skipped.isEmpty else { return nil }
        func both(_ text: (any Messages) -> String) -> String {
            let both = Catalog.both(text)
            return language == .ko ? both.ko + "\n" + both.en : both.en + "\n" + both.ko
        }

        let names = Set(["has no member '(\\w+)'", "cannot find '(\\w+)' in scope", "cannot find type '(\\w+)' in scope"].flatMap { pattern in
            compilerText.allMatches(pattern).map { $0[1] }
        })
        for file in skipped {
            for name in names.sorted() {
                if let line = line(of: #"\b(?:var|let|func|class|struct|enum|protocol|typealias|actor)\s+\#(name)\b"#, in: file.text) {
                    return both { $0.compileNotInTarget(name: name, file: file.relative, line: line, target: project.moduleName) }
                }
            }
        }
        // Types the errors name ('MainViewController', '(any MyDataDelegate)?'): an extension of
        // one of them in a file left out (its members or its conformance are missing).
        let quoted = Set(compilerText.allMatches("error: [^\\n]*").flatMap { match in
            match[0].allMatches("'([^']+)'").flatMap { $0[1].allMatches("[A-Z]\\w*").map { $0[0] } }
        })
        for file in skipped {
            for name in quoted.sorted() {
                if let line = line(of: #"\bextension\s+\#(name)\b"#, in: file.text) {
                    return both { $0.compileNotInTarget(name: "extension \(name)", file: file.relative, line: line, target: project.moduleName) }
                }
            }
        }
        // A left-out file that declares nothing (only imports, comments) is no cause.
        let declaring = skipped.filter { line(of: #"\b(?:class|struct|enum|protocol|extension|func|var|let|typealias|actor)\s+\w"#, in: $0.text) != nil }
        guard !declaring.isEmpty else { return nil }
        return both { $0.compileFilesNotInTarget(files: declaring.map(\.relative), target: project.moduleName) }
    }

    /// The 1-based line of the first match of `pattern` in `text`.
    private static func line(of pattern: String, in text: String) -> Int? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
