import Foundation
import StoryboardImport

/// Finds the Swift files, storyboards and Info.plist of an Xcode-shaped folder.
public enum ProjectScanner {
    /// Folders that hold no app sources: dependencies, build products, asset catalogs.
    static let skippedFolders: Set<String> = ["Pods", "DerivedData", "Carthage", ".git", ".swiftpm", "build"]

    /// Walks `folder` as `scan` does (nothing outside it read, links, hard links, devices, sizes
    /// and names checked) without asking it to be one app: a student's whole repository, which
    /// holds one Xcode project per exercise, is checked this way before each exercise is scanned.
    public static func checkContained(folder: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LearnerBuildError.notAProject("\(folder.path): error: no such folder")
        }
        _ = try listFiles(in: folder)
    }

    /// The largest Swift file, and the most Swift in all, that an app may hold.
    static let maximumSwiftFileSize = 1 << 20
    static let maximumSwiftTotalSize = 4 << 20

    public static func scan(folder: URL) throws -> LearnerProject {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LearnerBuildError.notAProject("\(folder.path): error: no such folder")
        }
        let found = try listFiles(in: folder)
        // A folder of several projects (a repository of textbook practice apps side by side) is
        // not one app: say which folders to check instead of compiling one picked by name.
        let depth = { (path: String) in path.split(separator: "/").count }
        if let shallowest = found.projectPaths.map(depth).min() {
            let projects = found.projectPaths.filter { depth($0) == shallowest }.sorted()
            if projects.count > 1 {
                let shown = projects.prefix(5).joined(separator: ", ") + (projects.count > 5 ? ", …" : "")
                throw LearnerBuildError.notAProject("\(folder.path): error: this folder holds \(projects.count) Xcode projects (\(shown)); check one app at a time: a folder with one .xcodeproj, its Swift files and Base.lproj/Main.storyboard")
            }
        }
        let target = targetSources(found, folder: folder)
        let sources = try found.swiftFiles.filter { url in
            target.map { $0.sources.contains(relative(url, to: folder), under: $0.base) } ?? true
        }.sorted { $0.path < $1.path }.compactMap { url -> LearnerProject.SourceFile? in
            let contents: String
            do {
                contents = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw LearnerBuildError.notAProject("\(relative(url, to: folder)): error: cannot read this file as UTF-8 text")
            }
            if isTestFile(contents) { return nil }
            return LearnerProject.SourceFile(relativePath: relative(url, to: folder), url: url, contents: contents)
        }
        // Host-side reading and analysis (SwiftSyntax, the gate, the glue) run before any limit of
        // the compiler's: a 10 MB file cost minutes there. A learner's file is a few kilobytes.
        for source in sources where source.contents.utf8.count > maximumSwiftFileSize {
            throw LearnerBuildError.notAProject("\(source.relativePath): error: this Swift file is \(source.contents.utf8.count / 1024) KB; "
                + "workbook reads Swift files of up to \(maximumSwiftFileSize / 1024) KB (an app's source file is a few KB: remove generated or pasted data)")
        }
        let total = sources.reduce(0) { $0 + $1.contents.utf8.count }
        if total > maximumSwiftTotalSize {
            throw LearnerBuildError.notAProject("\(folder.path): error: the app's Swift files hold \(total / 1024) KB in all; "
                + "workbook reads up to \(maximumSwiftTotalSize / 1024) KB of Swift per app (remove generated or pasted data)")
        }
        if sources.isEmpty, !found.objectiveCFiles.isEmpty {
            let named = found.objectiveCFiles.sorted().prefix(3).joined(separator: ", ")
            throw LearnerBuildError.notAProject("\(named): error: this is an Objective-C project; workbook builds and checks apps written in Swift (UIKit's Swift API), so it cannot check this one")
        }
        if let target, sources.isEmpty {
            throw LearnerBuildError.notAProject("\(target.project)/project.pbxproj: error: the app target '\(target.sources.targetName)' compiles none of the Swift files in this folder; add them to the target in Xcode (File Inspector → Target Membership)")
        }
        guard !sources.isEmpty else {
            throw LearnerBuildError.notAProject("\(folder.path): error: no Swift files in this folder; expected an Xcode project folder with AppDelegate.swift and Base.lproj/Main.storyboard")
        }
        let plist = found.plists.sorted { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }.first
        let facts = plist.flatMap { InfoPlistFacts.read($0) } ?? InfoPlistFacts()
        let projectName = found.projectNames.sorted().first
        // Xcode 13+ may keep the main storyboard in the build settings instead of Info.plist.
        let buildSettingStoryboard = projectName.flatMap { name -> String? in
            let pbxproj = folder.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
            return (try? String(contentsOf: pbxproj, encoding: .utf8)).flatMap(InfoPlistFacts.storyboardSetting)
        }
        let storyboards = pickStoryboards(found.storyboards)
        let launchNames: Set<String> = ["LaunchScreen", facts.launchStoryboard].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
        let fallback = plist == nil && storyboards["Main"] != nil ? "Main" : nil
        let module = moduleName(projectName ?? folder.lastPathComponent)
        if let reserved = SourceGate.reservedModuleNames.first(where: { $0.lowercased() == module.lowercased() })
            ?? SourceGate.toolchainModuleNames.first(where: { $0.lowercased() == module.lowercased() })
            ?? (module.lowercased().hasPrefix("__workbook") ? module : nil) {
            throw LearnerBuildError.notAProject("\(projectName.map { "\($0).xcodeproj" } ?? folder.path): error: the module name '\(module)' is taken by \(reserved == module ? "" : "'\(reserved)', ")one of Swift's or workbook's own modules; rename the project (or its folder)")
        }
        var project = LearnerProject(folder: folder, moduleName: module, sources: sources,
                                     storyboards: storyboards.filter { !launchNames.contains($0.key) },
                                     mainStoryboard: facts.mainStoryboard ?? buildSettingStoryboard ?? fallback,
                                     sceneDelegateClass: facts.sceneDelegateClass,
                                     infoPlist: plist.flatMap { try? String(contentsOf: $0, encoding: .utf8) })
        project.launchScreens = storyboards.filter { launchNames.contains($0.key) }
        project.swiftLanguageMode = XcodeTargetSources.languageMode(swiftVersion: target?.sources.swiftVersion)
        project.nibs = pickStoryboards(found.nibs)
        project.coreDataModels = try found.dataModels.sorted { $0.path < $1.path }.map { try readModel($0, folder: folder) }
        return project
    }

    /// A Core Data model version's `contents`, read as untrusted XML (`CoreDataModelImporter`); a
    /// model Xcode could not compile either is an error naming its line.
    static func readModel(_ url: URL, folder: URL) throws -> CoreDataModel {
        let path = relative(url, to: folder)
        let modelName = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        do {
            return try CoreDataModelImporter.load(contentsOf: url, modelName: (modelName as NSString).lastPathComponent, displayPath: path)
        } catch let error as StoryboardImportError {
            throw LearnerBuildError.notAProject(error.description)
        }
    }

    /// The app target's Swift sources when the folder has an `.xcodeproj` whose app target lists
    /// them (the shallowest project first); nil otherwise (then every Swift file is compiled).
    /// `base`: the folder holding the `.xcodeproj`, relative to the scanned folder.
    static func targetSources(_ found: FoundFiles, folder: URL) -> (sources: XcodeTargetSources, base: String, project: String)? {
        let projects = found.projectPaths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for project in projects {
            let url = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let name = ((project as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let sources = XcodeTargetSources.read(pbxproj: text, preferredTarget: name) else { continue }
            return (sources, (project as NSString).deletingLastPathComponent, project)
        }
        return nil
    }

    /// Xcode's product module name: letters, digits and `_`, not starting with a digit.
    public static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.isEmpty { result = "App" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// A test file: it imports XCTest or Testing, or `@testable import`s the app.
    public static func isTestFile(_ contents: String) -> Bool {
        contents.split(separator: "\n").contains { line in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            if words.first == "@testable" { return words.dropFirst().first == "import" }
            guard words.first == "import" else { return false }
            words = words.dropFirst()
            if let kind = words.first, ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) {
                words = words.dropFirst()
            }
            let module = words.first?.split(separator: ".").first
            return module == "XCTest" || module == "Testing"
        }
    }

    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
    }
}
