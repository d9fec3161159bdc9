import Foundation

/// The Xcode project of one generated exercise: one iOS app target named after the module whose
/// Sources build phase lists exactly the exercise's Swift files, its storyboards as resources,
/// Debug and Release configurations, and the folder `<module>/` as its group. Object ids are
/// hashes of stable names, so the same exercise always gives the same bytes.
public struct XcodeProject: Sendable {
    public var module: String
    /// Paths relative to `<module>/`, e.g. `ViewController.swift` (subfolders become groups).
    public var swiftFiles: [String]
    /// Storyboards under `<module>/Base.lproj/`, by name without extension.
    public var baseStoryboards: [String]
    public var infoPlist = "Info.plist"
    public var deploymentTarget = "15.0"

    public init(module: String, swiftFiles: [String], baseStoryboards: [String] = ["Main", "LaunchScreen"]) {
        self.module = module
        self.swiftFiles = Array(Set(swiftFiles)).sorted()
        self.baseStoryboards = baseStoryboards
    }

    /// `com.example.workbook.<module>` with characters a bundle identifier cannot hold replaced by `-`.
    public var bundleIdentifier: String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.".unicodeScalars)
        let name = String(String.UnicodeScalarView(module.unicodeScalars.map { allowed.contains($0) ? $0 : "-" }))
        return "com.example.workbook." + name
    }

    public var pbxproj: String { file.serialized() }

    public var file: PBXProjectFile {
        var objects: [PBXObject] = []
        func make(_ name: String, _ isa: String, _ comment: String?, _ fields: [PBXField]) -> PBXObject {
            let object = PBXObject(id: PBXProjectFile.objectID("\(module):\(name)"), isa: isa, comment: comment, fields: fields)
            objects.append(object)
            return object
        }
        let group = PBXValue.string("<group>")
        func fileReference(_ path: String, type: String) -> PBXObject {
            make("file:\(path)", "PBXFileReference", (path as NSString).lastPathComponent,
                 [PBXField("lastKnownFileType", .string(type)), PBXField("path", .string((path as NSString).lastPathComponent)),
                  PBXField("sourceTree", group)])
        }

        // Files and their build files.
        let product = make("product", "PBXFileReference", "\(module).app",
                           [PBXField("explicitFileType", .string("wrapper.application")), PBXField("includeInIndex", .string("0")),
                            PBXField("path", .string("\(module).app")), PBXField("sourceTree", .string("BUILT_PRODUCTS_DIR"))])
        var sources: [PBXValue] = []
        var groupChildren: [String: [PBXValue]] = [:] // folder under the module ("" = the module's group) → children
        for path in swiftFiles {
            let reference = fileReference(path, type: "sourcecode.swift")
            let name = (path as NSString).lastPathComponent
            let build = make("build:sources:\(path)", "PBXBuildFile", "\(name) in Sources", [PBXField("fileRef", .ref(reference))])
            sources.append(.ref(build))
            groupChildren[(path as NSString).deletingLastPathComponent, default: []].append(.ref(reference))
        }
        var resources: [PBXValue] = []
        for storyboard in baseStoryboards {
            let name = "\(storyboard).storyboard"
            let base = make("file:Base.lproj/\(name)", "PBXFileReference", "Base",
                            [PBXField("lastKnownFileType", .string("file.storyboard")), PBXField("name", .string("Base")),
                             PBXField("path", .string("Base.lproj/\(name)")), PBXField("sourceTree", group)])
            let variant = make("variant:\(name)", "PBXVariantGroup", name,
                               [PBXField("children", .array([.ref(base)])), PBXField("name", .string(name)), PBXField("sourceTree", group)])
            let build = make("build:resources:\(name)", "PBXBuildFile", "\(name) in Resources", [PBXField("fileRef", .ref(variant))])
            resources.append(.ref(build))
            groupChildren["", default: []].append(.ref(variant))
        }
        let plist = fileReference(infoPlist, type: "text.plist.xml")
        groupChildren["", default: []].append(.ref(plist))

        // Groups: one per folder, nested like the folders.
        func groupObject(_ folder: String) -> PBXObject {
            var children = groupChildren[folder] ?? []
            let subfolders = Set(groupChildren.keys.compactMap { key -> String? in
                guard !key.isEmpty, key != folder, folder.isEmpty || key.hasPrefix(folder + "/") else { return nil }
                let rest = folder.isEmpty ? key : String(key.dropFirst(folder.count + 1))
                let first = rest.split(separator: "/").first.map(String.init) ?? rest
                return folder.isEmpty ? first : folder + "/" + first
            })
            let swiftCount = children.count - (folder.isEmpty ? baseStoryboards.count + 1 : 0)
            let subgroups = subfolders.sorted().map { PBXValue.ref(groupObject($0)) }
            children.insert(contentsOf: subgroups, at: max(0, swiftCount))
            let path = folder.isEmpty ? module : (folder as NSString).lastPathComponent
            return make("group:\(folder)", "PBXGroup", path,
                        [PBXField("children", .array(children)), PBXField("path", .string(path)), PBXField("sourceTree", group)])
        }
        let moduleGroup = groupObject("")
        let productsGroup = make("group:Products", "PBXGroup", "Products",
                                 [PBXField("children", .array([.ref(product)])), PBXField("name", .string("Products")), PBXField("sourceTree", group)])
        let mainGroup = make("group:main", "PBXGroup", nil,
                             [PBXField("children", .array([.ref(moduleGroup), .ref(productsGroup)])), PBXField("sourceTree", group)])

        // Build phases.
        func phase(_ isa: String, _ comment: String, _ files: [PBXValue]) -> PBXObject {
            make("phase:\(comment)", isa, comment,
                 [PBXField("buildActionMask", .string("2147483647")), PBXField("files", .array(files)),
                  PBXField("runOnlyForDeploymentPostprocessing", .string("0"))])
        }
        let sourcesPhase = phase("PBXSourcesBuildPhase", "Sources", sources)
        let frameworksPhase = phase("PBXFrameworksBuildPhase", "Frameworks", [])
        let resourcesPhase = phase("PBXResourcesBuildPhase", "Resources", resources)

        // Configurations.
        func configuration(_ owner: String, _ name: String, _ settings: [String: PBXValue]) -> PBXObject {
            make("config:\(owner):\(name)", "XCBuildConfiguration", name,
                 [PBXField("buildSettings", .dictionary(settings.map { PBXField($0.key, $0.value) }.sorted { $0.key < $1.key })),
                  PBXField("name", .string(name))])
        }
        func list(_ owner: String, _ comment: String, _ configurations: [PBXObject]) -> PBXObject {
            make("configlist:\(owner)", "XCConfigurationList", comment,
                 [PBXField("buildConfigurations", .array(configurations.map { .ref($0) })),
                  PBXField("defaultConfigurationIsVisible", .string("0")), PBXField("defaultConfigurationName", .string("Release"))])
        }
        let projectList = list("project", "Build configuration list for PBXProject \"\(module)\"",
                               [configuration("project", "Debug", projectSettings(debug: true)),
                                configuration("project", "Release", projectSettings(debug: false))])
        let targetList = list("target", "Build configuration list for PBXNativeTarget \"\(module)\"",
                              [configuration("target", "Debug", targetSettings), configuration("target", "Release", targetSettings)])

        let target = make("target", "PBXNativeTarget", module,
                          [PBXField("buildConfigurationList", .ref(targetList)),
                           PBXField("buildPhases", .array([.ref(sourcesPhase), .ref(frameworksPhase), .ref(resourcesPhase)])),
                           PBXField("buildRules", .array([])), PBXField("dependencies", .array([])),
                           PBXField("name", .string(module)), PBXField("productName", .string(module)),
                           PBXField("productReference", .ref(product)),
                           PBXField("productType", .string("com.apple.product-type.application"))])
        let project = make("project", "PBXProject", "Project object", [
            PBXField("attributes", .dictionary([
                PBXField("BuildIndependentTargetsInParallel", .string("1")),
                PBXField("LastSwiftUpdateCheck", .string("1500")),
                PBXField("LastUpgradeCheck", .string("1500")),
                PBXField("TargetAttributes", .dictionary([
                    PBXField(target.id, .dictionary([PBXField("CreatedOnToolsVersion", .string("15.0"))])),
                ])),
            ])),
            PBXField("buildConfigurationList", .ref(projectList)),
            PBXField("compatibilityVersion", .string("Xcode 14.0")),
            PBXField("developmentRegion", .string("en")),
            PBXField("hasScannedForEncodings", .string("0")),
            PBXField("knownRegions", .array([.string("en"), .string("Base")])),
            PBXField("mainGroup", .ref(mainGroup)),
            PBXField("productRefGroup", .ref(productsGroup)),
            PBXField("projectDirPath", .string("")),
            PBXField("projectRoot", .string("")),
            PBXField("targets", .array([.ref(target)])),
        ])
        let ids = objects.map(\.id)
        precondition(Set(ids).count == ids.count, "two objects of the \(module) project have the same id")
        return PBXProjectFile(objects: objects, rootObject: project.id)
    }

    /// The target's settings: the Info.plist written beside the sources (not generated), the
    /// product named after the target (so the module name is the project's).
    var targetSettings: [String: PBXValue] {
        [
            "CODE_SIGN_STYLE": .string("Automatic"),
            "CURRENT_PROJECT_VERSION": .string("1"),
            "GENERATE_INFOPLIST_FILE": .string("NO"),
            "INFOPLIST_FILE": .string("\(module)/\(infoPlist)"),
            "LD_RUNPATH_SEARCH_PATHS": .array([.string("$(inherited)"), .string("@executable_path/Frameworks")]),
            "MARKETING_VERSION": .string("1.0"),
            "PRODUCT_BUNDLE_IDENTIFIER": .string(bundleIdentifier),
            "PRODUCT_NAME": .string("$(TARGET_NAME)"),
            "SWIFT_EMIT_LOC_STRINGS": .string("YES"),
            "SWIFT_VERSION": .string("5.0"),
            "TARGETED_DEVICE_FAMILY": .string("1"),
        ]
    }

    /// The project's settings, as Xcode 15's iOS App template writes them.
    func projectSettings(debug: Bool) -> [String: PBXValue] {
        var settings: [String: PBXValue] = [:]
        for key in ["CLANG_ANALYZER_NONNULL", "CLANG_ENABLE_MODULES", "CLANG_ENABLE_OBJC_ARC", "CLANG_ENABLE_OBJC_WEAK",
                    "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING", "CLANG_WARN_BOOL_CONVERSION", "CLANG_WARN_COMMA",
                    "CLANG_WARN_CONSTANT_CONVERSION", "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS", "CLANG_WARN_EMPTY_BODY",
                    "CLANG_WARN_ENUM_CONVERSION", "CLANG_WARN_INFINITE_RECURSION", "CLANG_WARN_INT_CONVERSION",
                    "CLANG_WARN_NON_LITERAL_NULL_CONVERSION", "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF",
                    "CLANG_WARN_OBJC_LITERAL_CONVERSION", "CLANG_WARN_RANGE_LOOP_ANALYSIS", "CLANG_WARN_STRICT_PROTOTYPES",
                    "CLANG_WARN_SUSPICIOUS_MOVE", "CLANG_WARN_UNREACHABLE_CODE", "CLANG_WARN__DUPLICATE_METHOD_MATCH",
                    "ENABLE_STRICT_OBJC_MSGSEND", "ENABLE_USER_SCRIPT_SANDBOXING", "GCC_NO_COMMON_BLOCKS",
                    "GCC_WARN_64_TO_32_BIT_CONVERSION", "GCC_WARN_UNDECLARED_SELECTOR", "GCC_WARN_UNUSED_FUNCTION",
                    "GCC_WARN_UNUSED_VARIABLE", "LOCALIZATION_PREFERS_STRING_CATALOGS", "MTL_FAST_MATH"] {
            settings[key] = .string("YES")
        }
        settings["ALWAYS_SEARCH_USER_PATHS"] = .string("NO")
        settings["COPY_PHASE_STRIP"] = .string("NO")
        settings["CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION"] = .string("YES_AGGRESSIVE")
        settings["CLANG_CXX_LANGUAGE_STANDARD"] = .string("gnu++20")
        settings["CLANG_WARN_DIRECT_OBJC_ISA_USAGE"] = .string("YES_ERROR")
        settings["CLANG_WARN_DOCUMENTATION_COMMENTS"] = .string("YES")
        settings["CLANG_WARN_OBJC_ROOT_CLASS"] = .string("YES_ERROR")
        settings["CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER"] = .string("YES")
        settings["CLANG_WARN_UNGUARDED_AVAILABILITY"] = .string("YES_AGGRESSIVE")
        settings["GCC_C_LANGUAGE_STANDARD"] = .string("gnu17")
        settings["GCC_WARN_ABOUT_RETURN_TYPE"] = .string("YES_ERROR")
        settings["GCC_WARN_UNINITIALIZED_AUTOS"] = .string("YES_AGGRESSIVE")
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = .string(deploymentTarget)
        settings["SDKROOT"] = .string("iphoneos")
        if debug {
            settings["DEBUG_INFORMATION_FORMAT"] = .string("dwarf")
            settings["ENABLE_TESTABILITY"] = .string("YES")
            settings["GCC_DYNAMIC_NO_PIC"] = .string("NO")
            settings["GCC_OPTIMIZATION_LEVEL"] = .string("0")
            settings["GCC_PREPROCESSOR_DEFINITIONS"] = .array([.string("DEBUG=1"), .string("$(inherited)")])
            settings["MTL_ENABLE_DEBUG_INFO"] = .string("INCLUDE_SOURCE")
            settings["ONLY_ACTIVE_ARCH"] = .string("YES")
            settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = .string("DEBUG $(inherited)")
            settings["SWIFT_OPTIMIZATION_LEVEL"] = .string("-Onone")
        } else {
            settings["DEBUG_INFORMATION_FORMAT"] = .string("dwarf-with-dsym")
            settings["ENABLE_NS_ASSERTIONS"] = .string("NO")
            settings["MTL_ENABLE_DEBUG_INFO"] = .string("NO")
            settings["SWIFT_COMPILATION_MODE"] = .string("wholemodule")
            settings["VALIDATE_PRODUCT"] = .string("YES")
        }
        return settings
    }
}
