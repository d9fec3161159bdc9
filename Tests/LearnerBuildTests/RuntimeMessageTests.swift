import Foundation
@testable import LearnerBuild
import XCTest

/// How this toolchain prints a trap, and how it maps back to the learner's file and line.
final class RuntimeMessageTests: XCTestCase {
    func app(module: String, files: [String: Int]) -> BuiltApp {
        let root = URL(fileURLWithPath: "/cache/builds/KEY")
        return BuiltApp(executable: root.appendingPathComponent("app"), moduleName: module, sourceRoot: root.appendingPathComponent("src"),
                        storyboards: [:], warnings: [], cached: false, runtimeSeconds: 0, compileSeconds: 0,
                        learnerFiles: files, runtimeDirectory: root)
    }

    func testImplicitlyUnwrappedNilMapsToTheLearnersFile() {
        let app = app(module: "SegueBasics", files: ["SegueBasics/ResultViewController.swift": 30, "SegueBasics/ViewController.swift": 50])
        let mapped = LearnerCompiler.mapRuntimeMessage("""
        SegueBasics/ResultViewController.swift:18: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value

        *** Signal 4: Backtracing from 0x7f3d5d96df7f... done ***
        """, app: app)
        XCTAssertEqual(mapped.message, "Unexpectedly found nil while implicitly unwrapping an Optional value")
        XCTAssertEqual(mapped.file, "SegueBasics/ResultViewController.swift")
        XCTAssertEqual(mapped.line, 18)
    }

    func testOtherTrapKinds() {
        let app = app(module: "App", files: ["Sources/App/Main/VC.swift": 30])
        XCTAssertEqual(LearnerCompiler.mapRuntimeMessage("App/VC.swift:7: Fatal error", app: app).message, "Fatal error")
        let precondition = LearnerCompiler.mapRuntimeMessage("App/VC.swift:9: Precondition failed: too big", app: app)
        XCTAssertEqual(precondition.message, "Precondition failed: too big")
        XCTAssertEqual(precondition.file, "Sources/App/Main/VC.swift")
        let library = LearnerCompiler.mapRuntimeMessage("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", app: app)
        XCTAssertEqual(library.message, "Index out of range")
        XCTAssertNil(library.file, "a trap inside the standard library names no learner file")
        let withFrames = LearnerCompiler.mapRuntimeMessage("""
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
          2 [ra] 0x00007f71725a5f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          3 [ra] 0x0000557b1ae88e09 VC.run(_:) + 488 in app at Sources/App/Main/VC.swift:9:37
        """, app: app)
        XCTAssertEqual(withFrames.file, "Sources/App/Main/VC.swift", "the first learner frame of the backtrace")
        XCTAssertEqual(withFrames.line, 9)
        let cast = LearnerCompiler.mapRuntimeMessage("""
        Could not cast value of type 'Swift.Int' (0x7f) to 'Swift.String' (0x7f).
          4 [ra] 0x0000557b1ae88e09 VC.run(_:) + 488 in app at Sources/App/Main/VC.swift:12:5
        """, app: app)
        XCTAssertEqual(cast.message, "Could not cast value of type 'Swift.Int' (0x7f) to 'Swift.String' (0x7f).")
        XCTAssertEqual(cast.line, 12)
    }

    /// Issue 28: an `unowned` reference read after its object is gone reads as on iOS ("was
    /// already deallocated"), not as the Linux runtime words it ("was already destroyed").
    func testUnownedReadAfterReleaseInApplesWording() {
        let app = app(module: "App", files: ["App/VC.swift": 30])
        let mapped = LearnerCompiler.mapRuntimeMessage(
            "App/VC.swift:12: Fatal error: Attempted to read an unowned reference but object 0x55d1c2a3f4b0 was already destroyed", app: app)
        XCTAssertEqual(mapped.message, "Attempted to read an unowned reference but object 0x55d1c2a3f4b0 was already deallocated")
        XCTAssertEqual(mapped.line, 12)
        let library = LearnerCompiler.mapRuntimeMessage(
            "Fatal error: Attempted to read an unowned reference but the object was already destroyed", app: app)
        XCTAssertEqual(library.message, "Attempted to read an unowned reference but the object was already deallocated")
        XCTAssertEqual(LearnerCompiler.mapRuntimeMessage("App/VC.swift:3: Fatal error: was already destroyed", app: app).message,
                       "was already destroyed", "only the runtime's unowned-reference text is reworded")
    }

    /// Compiles a tiny program the way learner apps are compiled (relative paths from the
    /// sources folder, Swift 5 mode) and checks the trap line this toolchain really prints.
    func testThisToolchainPrintsTheFileIDAndLine() throws {
        let folder = try Paths.temporaryFolder("trap")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = MarkedSource("""
        final class Label { var text: String? }
        final class ViewController {
            var label: Label!
            func viewDidLoad() {
        1️⃣        label.text = "hello"
            }
        }
        @main enum Main { static func main() { ViewController().viewDidLoad() } }
        """)
        try Paths.write(["src/My App/ViewController.swift": source.text], into: folder)
        let compiled = try ToolRunner.run(ToolRunner.swiftc, LearnerCompiler.flags + [
            "-module-name", "My_App", "-o", folder.appendingPathComponent("app").path, "My App/ViewController.swift",
        ], in: folder.appendingPathComponent("src"))
        XCTAssertEqual(compiled.status, 0, compiled.output)
        let process = Process()
        process.executableURL = folder.appendingPathComponent("app")
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let standardError = Pipe()
        process.standardError = standardError
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(text.hasPrefix("My_App/ViewController.swift:\(source.line("1️⃣")): Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"),
                      "the #fileID form (module/file name), not the compiled path:\n\(text)")
        let mapped = LearnerCompiler.mapRuntimeMessage(text, app: app(module: "My_App", files: ["My App/ViewController.swift": 8]))
        XCTAssertEqual(mapped.file, "My App/ViewController.swift")
        XCTAssertEqual(mapped.line, source.line("1️⃣"))
    }
}
