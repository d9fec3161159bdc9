import Foundation
import LearnerBuild
import XCTest

/// The scan reads nothing outside the project and refuses names the compiler or its messages
/// cannot carry.
final class ProjectScannerSafetyTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try Paths.temporaryFolder("safety").appendingPathComponent("App")
        try Paths.write([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            "App/Base.lproj/Main.storyboard": "<document/>",
        ], into: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// The scan's error text, or nil when it succeeds.
    func scanError() -> String? {
        do {
            _ = try ProjectScanner.scan(folder: folder)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func link(_ path: String, to target: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func testAnOrdinaryProjectScans() throws {
        XCTAssertNil(scanError())
    }

    /// Host-side reading and analysis come before any compiler limit: a 10 MB Swift file cost
    /// minutes there (issue 18.7). A file over 1 MB, or over 4 MB of Swift in all, is refused.
    func testAHugeSwiftFileIsRefusedBeforeAnyAnalysis() throws {
        let line = "let filler = \"" + String(repeating: "x", count: 1000) + "\"\n"
        try ("import Foundation\n" + String(repeating: line, count: 1100)).write(to: folder.appendingPathComponent("App/Data.swift"), atomically: true, encoding: .utf8)
        let started = Date()
        let error = try XCTUnwrap(scanError())
        XCTAssertTrue(error.hasPrefix("App/Data.swift: error: this Swift file is 1091 KB; workbook reads Swift files of up to 1024 KB"), error)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refused before anything reads it closely (a bound, not a timing assertion)")
        // Many files just under the limit: the total counts.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Data.swift"))
        for index in 0..<5 {
            try ("import Foundation\n" + String(repeating: line, count: 900)).write(to: folder.appendingPathComponent("App/Data\(index).swift"), atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(try XCTUnwrap(scanError()).contains("the app's Swift files hold"), scanError() ?? "")
    }

    /// Issue 29.5: each storyboard under the per-file limit, twelve of 4.8 MB cost 45–132 s and
    /// 1.8 GB of memory in one check. The scan bounds their total size and count (storyboards,
    /// xibs, data models) from the folder's entries, before any XML is parsed.
    func testInterfaceFilesAreBoundedInTotalBeforeAnyXMLIsRead() throws {
        // Not even XML: the bound is judged before anything reads them.
        let big = String(repeating: "x", count: 1_000_000)
        for index in 0..<9 {
            try big.write(to: folder.appendingPathComponent("App/Base.lproj/Screen\(index).storyboard"), atomically: true, encoding: .utf8)
        }
        let started = Date()
        let error = try XCTUnwrap(scanError())
        XCTAssertTrue(error.contains("the project's storyboards, xibs and data models hold more than 8 MB in all"), error)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refused before anything parses them (a bound, not a timing assertion)")
        for index in 0..<9 {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Base.lproj/Screen\(index).storyboard"))
        }
        XCTAssertNil(scanError())
        for index in 0..<70 {
            try "<document/>".write(to: folder.appendingPathComponent("App/Cell\(index).xib"), atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(try XCTUnwrap(scanError()).contains("more than 64 storyboards, xibs and data models"), scanError() ?? "")
    }

    /// Issue 29.3: a project named after one of the toolchain's modules gave "internal error… a
    /// bug in workbook" (and kept its student out of the gradebook); it is refused by name.
    func testAProjectNamedAfterAToolchainModuleIsRefusedByName() throws {
        for name in ["_FoundationCShims", "CoreFoundation", "_Concurrency", "FoundationEssentials", "SwiftShims"] {
            let renamed = folder.deletingLastPathComponent().appendingPathComponent(name)
            try FileManager.default.createDirectory(at: renamed, withIntermediateDirectories: true)
            try Paths.write([
                "\(name).xcodeproj/project.pbxproj": "// !$*UTF8*$!",
                "App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
            ], into: renamed)
            do {
                _ = try ProjectScanner.scan(folder: renamed)
                XCTFail("\(name) scanned")
            } catch {
                XCTAssertTrue("\(error)".contains("the module name '\(name)' is taken"), "\(error)")
            }
        }
    }

    func testSymlinkOutsideTheProjectIsRefused() throws {
        try link("App/Secrets.swift", to: "/etc/passwd")
        XCTAssertEqual(scanError(), "App/Secrets.swift: error: this symbolic link points outside the project folder (to '/etc/passwd'); workbook reads only files inside the project, so replace the link with a copy of the file")
    }

    func testSymlinkToProcIsRefusedEvenWhenIgnored() throws {
        try link("App/notes.txt", to: "/proc/self/environ")
        XCTAssertEqual(scanError()?.hasPrefix("App/notes.txt: error: this symbolic link points outside the project folder (to '/proc/self/environ')"), true)
    }

    func testSymlinkedFolderOutsideIsRefused() throws {
        try link("App/Shared", to: "../../..")
        XCTAssertEqual(scanError()?.hasPrefix("App/Shared: error: this symbolic link points outside the project folder (to '../../..')"), true)
    }

    func testDanglingSymlinkIsRefused() throws {
        try link("App/Gone.swift", to: "Missing.swift")
        XCTAssertEqual(scanError(), "App/Gone.swift: error: this symbolic link points to 'Missing.swift', which does not exist (or loops); replace the link with the file itself")
    }

    func testSymlinkInsideTheProjectIsFollowedAndLoopsEnd() throws {
        try Paths.write(["Common/Model.swift": "struct Model {}\n"], into: folder)
        try link("App/Shared", to: "../Common")
        try link("App/Loop", to: "..")
        try link("App/Again.swift", to: "ViewController.swift")
        let project = try ProjectScanner.scan(folder: folder)
        XCTAssertEqual(project.sources.map(\.relativePath), ["App/ViewController.swift", "Common/Model.swift"],
                       "each file once, by its real path")
    }

    func testSymlinkedProjectFileOutsideIsRefused() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try link("App.xcodeproj/project.pbxproj", to: "/etc/hostname")
        XCTAssertEqual(scanError()?.hasPrefix("App.xcodeproj/project.pbxproj: error: this symbolic link points outside"), true)
    }

    func testNamesStartingWithADashAreRefused() throws {
        try Paths.write(["App/-Xlinker.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError(), "App/-Xlinker.swift: error: the name starts with '-', which command-line tools read as an option; rename it")
    }

    func testFolderNamesStartingWithADashAreRefused() throws {
        try Paths.write(["-o/Model.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError(), "-o: error: the name starts with '-', which command-line tools read as an option; rename it")
    }

    func testControlCharactersAreRefused() throws {
        try Paths.write(["App/View\nController.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError(), "App/View\\nController.swift: error: the name holds a control character (such as a line break or tab); rename it")
    }

    func testDirectionCharactersAndColonsAreRefused() throws {
        try Paths.write(["App/Model\u{202E}tfiws.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError()?.contains("text-direction character"), true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Model\u{202E}tfiws.swift"))
        try Paths.write(["App/a.swift:1:1: error: fake.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError()?.contains("the name holds ':'"), true)
    }

    func testInvalidUTF8NamesAreRefused() throws {
        let name: [CChar] = (Array((folder.path + "/App/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]).map { CChar(bitPattern: $0) }
        let descriptor = creat(name, 0o644)
        guard descriptor >= 0 else { throw XCTSkip("this file system does not take names that are not UTF-8") }
        close(descriptor)
        XCTAssertEqual(scanError(), "App/Bad\u{FFFD}.swift: error: the name is not valid UTF-8 text; rename it")
    }

    func testGeneratedFileNamesAreRefused() throws {
        try Paths.write(["App/__WorkbookMain.swift": "let x = 1\n"], into: folder)
        XCTAssertEqual(scanError(), "App/__WorkbookMain.swift: error: names starting with '__workbook' are reserved for the files workbook generates; rename it")
    }

    func testIgnoredFilesMayHaveOddNames() throws {
        try Paths.write(["App/Icon\r": "", "App/-notes.txt": "x"], into: folder)
        XCTAssertNil(scanError())
    }

    func testSpecialFilesAreRefused() throws {
        let fifo = folder.appendingPathComponent("App/Pipe.swift").path
        guard mkfifo(fifo, 0o600) == 0 else { throw XCTSkip("mkfifo failed") }
        XCTAssertEqual(scanError(), "App/Pipe.swift: error: this is not a regular file (a pipe, socket or device); replace it with the file itself")
    }

    func testHardLinksAreRefused() throws {
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside.swift")
        try "let secret = 1\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.linkItem(at: outside, to: folder.appendingPathComponent("App/Linked.swift"))
        XCTAssertEqual(scanError()?.hasPrefix("App/Linked.swift: error: this file is a hard link"), true)
    }

    func testReservedModuleNamesAreRefused() throws {
        try FileManager.default.moveItem(at: folder.appendingPathComponent("App.xcodeproj"), to: folder.appendingPathComponent("WorkbookDriver.xcodeproj"))
        XCTAssertEqual(scanError(), "WorkbookDriver.xcodeproj: error: the module name 'WorkbookDriver' is taken by one of Swift's or workbook's own modules; rename the project (or its folder)")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("WorkbookDriver.xcodeproj"), to: folder.appendingPathComponent("uikit.xcodeproj"))
        XCTAssertEqual(scanError(), "uikit.xcodeproj: error: the module name 'uikit' is taken by 'UIKit', one of Swift's or workbook's own modules; rename the project (or its folder)")
    }
}
