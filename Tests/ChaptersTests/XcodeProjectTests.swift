@testable import Chapters
import Foundation
import StoryboardImport
import WorkbookProtocol
import XCTest

/// The generated Xcode project: read back by an independent parser (Python's `pbxproj`), its
/// structure against an Xcode 15 project, a golden file, and the same bytes every time.
final class XcodeProjectTests: XCTestCase {
    static let golden = BookTests.repository.appendingPathComponent("Tests/Fixtures/golden/xcode")

    /// A project with a subfolder, so nested groups are covered too.
    static let nested = XcodeProject(module: "SegueValues",
                                     swiftFiles: ["AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Screens/ResultViewController.swift"])

    static func book() throws -> Book {
        let (book, problems) = Book.load(root: BookTests.repository)
        return try XCTUnwrap(book, problems.map(\.description).joined(separator: "\n"))
    }

    /// Every exercise of the book: its project file and the Swift files its Sources phase must list.
    static func projects() throws -> [(exercise: Exercise, pbxproj: String, swiftFiles: [String])] {
        let book = try book()
        return book.exercises.map { exercise in
            let files = WorkbookGenerator().files(for: exercise, book: book)
            let module = exercise.moduleName
            let swift = files.keys.filter { $0.hasPrefix("\(module)/") && $0.hasSuffix(".swift") }.map { String($0.dropFirst(module.count + 1)) }
            return (exercise, files["\(module).xcodeproj/project.pbxproj"] ?? "", swift.sorted())
        }
    }

    // MARK: - read back with Python's pbxproj

    static let reader = #"""
    import json, sys
    from pbxproj import XcodeProject
    project = XcodeProject.load(sys.argv[1])
    objects = project.objects
    root = objects[project.rootObject]
    targets = [objects[t] for t in root.targets]
    def path_of(ref):
        obj = objects[ref]
        return obj.path if hasattr(obj, "path") else obj.name
    out = {"isa": root.isa, "targets": []}
    for target in targets:
        phases = {}
        for phase_id in target.buildPhases:
            phase = objects[phase_id]
            phases[phase.isa] = [path_of(objects[f].fileRef) for f in phase.files]
        configs = objects[target.buildConfigurationList].buildConfigurations
        out["targets"].append({
            "isa": target.isa, "name": target.name, "productType": target.productType,
            "phases": phases,
            "configurations": sorted(objects[c].name for c in configs),
            "infoplist": [objects[c].buildSettings["INFOPLIST_FILE"] for c in configs],
        })
    out["groups"] = sorted(g.path for g in objects.get_objects_in_section("PBXGroup") if hasattr(g, "path"))
    print(json.dumps(out, sort_keys=True))
    """#

    struct Read: Decodable {
        struct Target: Decodable {
            var isa: String, name: String, productType: String
            var phases: [String: [String]]
            var configurations: [String]
            var infoplist: [String]
        }
        var isa: String
        var targets: [Target]
        var groups: [String]
    }

    func readWithPython(_ pbxproj: String) throws -> Read {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import pbxproj"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        do { try check.run() } catch { throw XCTSkip("python3 is not available: \(error)") }
        check.waitUntilExit()
        if check.terminationStatus != 0 {
            throw XCTSkip("Python's pbxproj package is missing: `pip install --quiet pbxproj` (scripts/install-deps.sh does it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try pbxproj.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.reader, file.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "pbxproj could not read the project:\n\(errorText)")
        return try JSONDecoder().decode(Read.self, from: data)
    }

    func testPythonPbxprojReadsOneAppTargetWithExactlyTheExerciseSwiftFiles() throws {
        let projects = try Self.projects()
        XCTAssertFalse(projects.isEmpty)
        for (exercise, pbxproj, swiftFiles) in projects {
            let read = try readWithPython(pbxproj)
            XCTAssertEqual(read.isa, "PBXProject")
            XCTAssertEqual(read.targets.count, 1, exercise.id)
            let target = try XCTUnwrap(read.targets.first)
            XCTAssertEqual(target.isa, "PBXNativeTarget")
            XCTAssertEqual(target.name, exercise.moduleName)
            XCTAssertEqual(target.productType, "com.apple.product-type.application")
            XCTAssertEqual(target.phases["PBXSourcesBuildPhase"]?.sorted(), swiftFiles, exercise.id)
            XCTAssertTrue(swiftFiles.contains("AppDelegate.swift") && swiftFiles.count >= 3, "\(swiftFiles)")
            XCTAssertEqual(target.phases["PBXResourcesBuildPhase"]?.sorted(), ["LaunchScreen.storyboard", "Main.storyboard"])
            XCTAssertEqual(target.phases["PBXFrameworksBuildPhase"], [])
            XCTAssertEqual(target.configurations, ["Debug", "Release"])
            XCTAssertEqual(target.infoplist, ["\(exercise.moduleName)/Info.plist", "\(exercise.moduleName)/Info.plist"])
            XCTAssertEqual(read.groups, [exercise.moduleName])
        }
    }

    func testPythonPbxprojReadsNestedGroups() throws {
        let read = try readWithPython(Self.nested.pbxproj)
        XCTAssertEqual(read.targets.first?.phases["PBXSourcesBuildPhase"]?.sorted(),
                       ["AppDelegate.swift", "ResultViewController.swift", "SceneDelegate.swift", "ViewController.swift"])
        XCTAssertEqual(read.groups, ["Screens", "SegueValues"])
    }

    // MARK: - structure, in Swift

    /// The object graph an Xcode 15 iOS app project has, followed from `rootObject`.
    func testStructureFollowsAnXcode15AppProject() throws {
        let file = Self.nested.file
        let project = try XCTUnwrap(file.object(file.rootObject))
        XCTAssertEqual(project.isa, "PBXProject")
        XCTAssertEqual(file.objectVersion, 56)
        func ids(_ value: PBXValue?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap { if case .reference(let id, _) = $0 { return id } else { return nil } }
        }
        func id(_ value: PBXValue?) -> String? { if case .reference(let id, _)? = value { return id } else { return nil } }
        func string(_ value: PBXValue?) -> String? { if case .string(let text)? = value { return text } else { return nil } }
        func settings(_ listID: String?, _ name: String) throws -> [String: PBXValue] {
            let list = try XCTUnwrap(listID.flatMap(file.object))
            XCTAssertEqual(list.isa, "XCConfigurationList")
            let configuration = try XCTUnwrap(ids(list["buildConfigurations"]).compactMap(file.object).first { string($0["name"]) == name })
            guard case .dictionary(let fields)? = configuration["buildSettings"] else { XCTFail("no buildSettings"); return [:] }
            return Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.value) })
        }

        let targets = ids(project["targets"]).compactMap(file.object)
        XCTAssertEqual(targets.map(\.isa), ["PBXNativeTarget"])
        let target = try XCTUnwrap(targets.first)
        XCTAssertEqual(ids(target["buildPhases"]).compactMap(file.object).map(\.isa),
                       ["PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase"])
        let product = try XCTUnwrap(id(target["productReference"]).flatMap(file.object))
        XCTAssertEqual(string(product["explicitFileType"]), "wrapper.application")

        // Main.storyboard through a variant group of Base.lproj.
        let resources = try XCTUnwrap(ids(target["buildPhases"]).compactMap(file.object).first { $0.isa == "PBXResourcesBuildPhase" })
        let variants = ids(resources["files"]).compactMap(file.object).compactMap { id($0["fileRef"]).flatMap(file.object) }
        XCTAssertEqual(variants.map(\.isa), ["PBXVariantGroup", "PBXVariantGroup"])
        let main = try XCTUnwrap(variants.first { string($0["name"]) == "Main.storyboard" })
        XCTAssertEqual(ids(main["children"]).compactMap(file.object).map { string($0["path"]) }, ["Base.lproj/Main.storyboard"])

        // Groups mirror the folder: main group → SegueValues (→ Screens) and Products.
        let mainGroup = try XCTUnwrap(id(project["mainGroup"]).flatMap(file.object))
        let top = ids(mainGroup["children"]).compactMap(file.object)
        XCTAssertEqual(top.map { string($0["path"]) ?? string($0["name"]) }, ["SegueValues", "Products"])
        let moduleChildren = ids(top[0]["children"]).compactMap(file.object)
        XCTAssertEqual(moduleChildren.map { string($0["path"]) ?? string($0["name"]) },
                       ["AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Screens", "Main.storyboard", "LaunchScreen.storyboard", "Info.plist"])

        // Each kind of object has the keys Xcode 15's iOS App template gives it.
        let xcode15Keys: [String: Set<String>] = [
            "PBXBuildFile": ["fileRef"],
            "PBXFrameworksBuildPhase": ["buildActionMask", "files", "runOnlyForDeploymentPostprocessing"],
            "PBXGroup": ["children", "sourceTree"], // plus `path` (folders) or `name` (Products)
            "PBXNativeTarget": ["buildConfigurationList", "buildPhases", "buildRules", "dependencies", "name", "productName",
                                "productReference", "productType"],
            "PBXProject": ["attributes", "buildConfigurationList", "compatibilityVersion", "developmentRegion", "hasScannedForEncodings",
                           "knownRegions", "mainGroup", "productRefGroup", "projectDirPath", "projectRoot", "targets"],
            "PBXResourcesBuildPhase": ["buildActionMask", "files", "runOnlyForDeploymentPostprocessing"],
            "PBXSourcesBuildPhase": ["buildActionMask", "files", "runOnlyForDeploymentPostprocessing"],
            "PBXVariantGroup": ["children", "name", "sourceTree"],
            "XCBuildConfiguration": ["buildSettings", "name"],
            "XCConfigurationList": ["buildConfigurations", "defaultConfigurationIsVisible", "defaultConfigurationName"],
        ]
        XCTAssertEqual(Set(file.objects.map(\.isa)), Set(xcode15Keys.keys).union(["PBXFileReference"]))
        for object in file.objects {
            var keys = Set(object.fields.map(\.key))
            if object.isa == "PBXGroup" { keys.subtract(["path", "name"]) }
            if object.isa == "PBXFileReference" {
                XCTAssertTrue(keys == ["lastKnownFileType", "path", "sourceTree"] || keys == ["lastKnownFileType", "name", "path", "sourceTree"]
                              || keys == ["explicitFileType", "includeInIndex", "path", "sourceTree"], "\(keys)")
                continue
            }
            XCTAssertEqual(keys, xcode15Keys[object.isa], object.isa)
        }

        for name in ["Debug", "Release"] {
            let projectSettings = try settings(id(project["buildConfigurationList"]), name)
            XCTAssertEqual(string(projectSettings["IPHONEOS_DEPLOYMENT_TARGET"]), "15.0")
            XCTAssertEqual(string(projectSettings["SDKROOT"]), "iphoneos")
            let targetSettings = try settings(id(target["buildConfigurationList"]), name)
            XCTAssertEqual(string(targetSettings["INFOPLIST_FILE"]), "SegueValues/Info.plist")
            XCTAssertEqual(string(targetSettings["GENERATE_INFOPLIST_FILE"]), "NO")
            XCTAssertEqual(string(targetSettings["SWIFT_VERSION"]), "5.0")
            XCTAssertEqual(string(targetSettings["PRODUCT_BUNDLE_IDENTIFIER"]), "com.example.workbook.SegueValues")
            XCTAssertEqual(string(targetSettings["TARGETED_DEVICE_FAMILY"]), "1")
        }
    }

    /// The Info.plist is whole (GENERATE_INFOPLIST_FILE = NO) and names the launch screen the project builds.
    func testInfoPlistNamesTheLaunchScreenAndMainStoryboard() throws {
        let book = try Self.book()
        let exercise = try XCTUnwrap(book.exercises.first)
        let files = WorkbookGenerator().files(for: exercise, book: book)
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(
            from: Data(try XCTUnwrap(files["\(exercise.moduleName)/Info.plist"]).utf8), format: nil) as? [String: Any])
        XCTAssertEqual(plist["UILaunchStoryboardName"] as? String, "LaunchScreen")
        XCTAssertEqual(plist["UIMainStoryboardFile"] as? String, "Main")
        XCTAssertEqual(plist["CFBundleExecutable"] as? String, "$(EXECUTABLE_NAME)")
        XCTAssertEqual(plist["CFBundleIdentifier"] as? String, "$(PRODUCT_BUNDLE_IDENTIFIER)")
        let launch = try XCTUnwrap(files["\(exercise.moduleName)/Base.lproj/LaunchScreen.storyboard"])
        let imported = try IBStoryboardImporter.load(data: Data(launch.utf8), name: "LaunchScreen", displayPath: "LaunchScreen.storyboard")
        XCTAssertEqual(imported.initialControllerID, "launch")
        XCTAssertTrue(launch.contains(#"launchScreen="YES""#))
    }

    // MARK: - serializer

    func testQuotingFollowsTheOldPlistFormat() {
        XCTAssertEqual(PBXProjectFile.quoted("Main.storyboard"), "Main.storyboard")
        XCTAssertEqual(PBXProjectFile.quoted("$inherited_1/a.b"), "$inherited_1/a.b")
        XCTAssertEqual(PBXProjectFile.quoted("$(inherited)"), "\"$(inherited)\"")
        XCTAssertEqual(PBXProjectFile.quoted("com.apple.product-type.application"), "\"com.apple.product-type.application\"")
        XCTAssertEqual(PBXProjectFile.quoted("<group>"), "\"<group>\"")
        XCTAssertEqual(PBXProjectFile.quoted(""), "\"\"")
        XCTAssertEqual(PBXProjectFile.quoted("a//b"), "\"a//b\"")
        XCTAssertEqual(PBXProjectFile.quoted("Xcode 14.0"), "\"Xcode 14.0\"")
        XCTAssertEqual(PBXProjectFile.quoted("say \"hi\"\\\n\t"), #""say \"hi\"\\\n\t""#)
        XCTAssertEqual(PBXProjectFile.quoted("화면"), "\"화면\"")
        XCTAssertEqual(PBXProjectFile.idWithComment("ABC", "a */ b"), "ABC /* a * / b */")
    }

    func testObjectIDsAreStableHexAndDistinct() {
        let id = PBXProjectFile.objectID("SegueValues:target")
        XCTAssertEqual(id, PBXProjectFile.objectID("SegueValues:target"))
        XCTAssertEqual(id.count, 24)
        XCTAssertTrue(id.allSatisfy { "0123456789ABCDEF".contains($0) }, id)
        XCTAssertNotEqual(id, PBXProjectFile.objectID("SegueValues:project"))
        XCTAssertNotEqual(PBXProjectFile.objectID("LostValue:target"), id)
    }

    /// Generating twice gives the same bytes, for every exercise's files.
    func testGenerationIsDeterministic() throws {
        let book = try Self.book()
        for exercise in book.exercises {
            XCTAssertEqual(WorkbookGenerator().files(for: exercise, book: book), WorkbookGenerator().files(for: exercise, book: book), exercise.id)
        }
        XCTAssertEqual(Self.nested.pbxproj, XcodeProject(module: "SegueValues", swiftFiles: Self.nested.swiftFiles.reversed()).pbxproj)
    }

    /// `Tests/Fixtures/golden/xcode/SegueValues.pbxproj` (re-record with `make golden`).
    func testGoldenProjectFile() throws {
        let url = Self.golden.appendingPathComponent("SegueValues.pbxproj")
        let text = Self.nested.pbxproj
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !record { XCTFail("recorded the missing golden file \(url.path); check it and run again") }
            return
        }
        XCTAssertEqual(text, expected, "the project file differs from its golden file (make golden re-records)")
    }
}
