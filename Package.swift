// swift-tools-version:6.0
import PackageDescription

/// The runtime linked into every learner binary (WorkbookProtocol, UIKit, WorkbookDriver) is
/// written in Swift 5 language mode, like most Xcode projects the learners bring.
let runtimeSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "workbook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "workbook-fuzz", targets: ["workbook-fuzz"]),
        .executable(name: "workbook-mutate", targets: ["workbook-mutate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // Linked into learner binaries: Foundation only.
        .target(name: "WorkbookProtocol", exclude: ["README.md"], swiftSettings: runtimeSettings),
        .target(name: "UIKit", dependencies: ["WorkbookProtocol"], exclude: ["README.md"], swiftSettings: runtimeSettings),
        .target(name: "WorkbookDriver", dependencies: ["UIKit", "WorkbookProtocol"], exclude: ["README.md"], swiftSettings: runtimeSettings),

        // Host side.
        .target(name: "StoryboardImport", dependencies: ["WorkbookProtocol", "Texts"], exclude: ["README.md"]),
        // Every sentence shown to learners and instructors, one catalog per language.
        .target(name: "Texts", exclude: ["README.md"]),
        .target(name: "LearnerBuild", dependencies: [
            "WorkbookProtocol", "Texts", "StoryboardImport",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], exclude: ["README.md"]),
        // Explanations from evidence: the run's trace and the learner's code read into typed
        // facts, the teaching rules over them, and the conditions of hints.
        .target(name: "Teaching", dependencies: [
            "WorkbookProtocol", "Texts", "LearnerBuild",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            // The what-if search reads `a > b && c` as the compiler groups it.
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ], exclude: ["README.md"]),
        .target(name: "WorkbookCore", dependencies: [
            "WorkbookProtocol", "StoryboardImport", "LearnerBuild", "Texts", "Teaching",
            .product(name: "Yams", package: "Yams"),
        ], exclude: ["README.md"]),
        // Chapters: Markdown parsed with libcmark-gfm (Debian libcmark-gfm-dev).
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .target(name: "Chapters", dependencies: ["CCmarkGFM", "WorkbookCore", "WorkbookProtocol", "LearnerBuild", .product(name: "Yams", package: "Yams")],
                exclude: ["README.md"]),
        // Class results (made by the gradebook) and what is written from them: class report,
        // per-student feedback, Gradescope results.
        .target(name: "ClassReports", dependencies: ["WorkbookCore"]),
        // The gradebook (`workbook grade`): every (student, exercise) pair checked, results in SQLite.
        .target(name: "Gradebook", dependencies: [
            "WorkbookCore", "LearnerBuild", "ClassReports", "Chapters",
            .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Yams", package: "Yams"),
            // `grade --similarity` reads students' code as Swift tokens.
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The book as a static site: `workbook render` and `workbook serve` (docs/site.md).
        .target(name: "BookSite", dependencies: [
            "Chapters", "WorkbookCore", "WorkbookProtocol", "LearnerBuild", "CCmarkGFM",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        .executableTarget(name: "workbook", dependencies: [
            "WorkbookCore", "Chapters", "LearnerBuild", "ClassReports", "Gradebook", "BookSite",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], exclude: ["README.md"]),
        // The mutation benchmark of the teaching explanations (docs/mutation-bench.md).
        .target(name: "Mutants", dependencies: [
            "Chapters", "WorkbookCore", "LearnerBuild",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "workbook-mutate", dependencies: [
            "Mutants", "Chapters", "WorkbookCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Fuzzes the storyboard importer, the checks parser and the chapter parser (docs/fuzzing.md).
        .executableTarget(name: "workbook-fuzz", dependencies: ["StoryboardImport", "WorkbookCore", "Chapters"]),

        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "WorkbookProtocol"], swiftSettings: runtimeSettings),
        .testTarget(name: "StoryboardImportTests", dependencies: ["StoryboardImport"]),
        .testTarget(name: "LearnerBuildTests", dependencies: ["LearnerBuild", "StoryboardImport"]),
        .testTarget(name: "TextsTests", dependencies: [
            "Texts",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "TeachingTests", dependencies: ["Teaching", "WorkbookProtocol", "LearnerBuild"]),
        .testTarget(name: "WorkbookCoreTests", dependencies: ["WorkbookCore", "Teaching", "LearnerBuild", "WorkbookProtocol"]),
        .testTarget(name: "ChaptersTests", dependencies: ["Chapters", "WorkbookCore", "StoryboardImport"]),
        .testTarget(name: "ClassReportsTests", dependencies: ["ClassReports", "WorkbookCore"]),
        .testTarget(name: "GradebookTests", dependencies: ["Gradebook", "ClassReports", "WorkbookCore", "Chapters"]),
        .testTarget(name: "MutantsTests", dependencies: ["Mutants", "Chapters", "WorkbookCore", "Texts"]),
        .testTarget(name: "BookSiteTests", dependencies: ["BookSite", "Chapters", "WorkbookCore", "WorkbookProtocol"]),
    ]
)
