import Foundation
import LearnerBuild

/// A compile error about a name (`value of type 'UserDefaults' has no member 'sentValue'`,
/// `cannot find 'Store' in scope`) that a Swift file of the folder declares, while that file is
/// not in the app target: Xcode (and so workbook) does not compile it. The note says which file,
/// and how to add it (Target Membership), in both languages (the compiler's text has no language
/// of its own; the reader's comes first).
public enum TargetMembershipNote {
    public static func note(for project: LearnerProject, compilerText: String, language: Language = .fromEnvironment) -> String? {
        let names = Set(["has no member '(\\w+)'", "cannot find '(\\w+)' in scope", "cannot find type '(\\w+)' in scope"].flatMap { pattern in
            compilerText.allMatches(pattern).map { $0[1] }
        })
        guard !names.isEmpty else { return nil }
        let compiled = Set(project.sources.map(\.url.standardizedFileURL.path))
        let skipped = (FileManager.default.enumerator(at: project.folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" && !compiled.contains($0.standardizedFileURL.path) }
            .filter { url in !url.pathComponents.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") } }
            .sorted { $0.path < $1.path }
        for file in skipped {
            guard let text = try? String(contentsOf: file, encoding: .utf8), !ProjectScanner.isTestFile(text) else { continue }
            for name in names.sorted() where text.range(of: #"\b(?:var|let|func|class|struct|enum|protocol|typealias|actor)\s+\#(name)\b"#, options: .regularExpression) != nil {
                let relative = String(file.standardizedFileURL.path.dropFirst(project.folder.standardizedFileURL.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                let both = Catalog.both { $0.compileNotInTarget(name: name, file: relative, target: project.moduleName) }
                return language == .ko ? both.ko + "\n" + both.en : both.en + "\n" + both.ko
            }
        }
        return nil
    }
}
