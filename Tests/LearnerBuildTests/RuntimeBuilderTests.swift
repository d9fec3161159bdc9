import Foundation
@testable import LearnerBuild
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The runtime cache, on three one-file stand-in modules (the real runtime is built by
/// `LearnerCompilerTests`).
final class RuntimeBuilderTests: XCTestCase {
    var sources: URL!
    var cache: URL!

    override func setUpWithError() throws {
        let folder = try Paths.temporaryFolder("runtime")
        sources = folder.appendingPathComponent("Sources")
        cache = folder.appendingPathComponent("cache")
        try Paths.write([
            "WorkbookProtocol/Protocol.swift": "public struct Message { public init() {} }\n",
            "UIKit/Core/View.swift": "import WorkbookProtocol\nopen class UIView { public init() {}; public var message = Message() }\n",
            "WorkbookDriver/Driver.swift": "import UIKit\npublic enum WorkbookDriver { public static func main() { _ = UIView() } }\n",
            "WorkbookLauncher/workbook-launch.c": "int main(void) { return 0; }\n",
        ], into: sources)
        addTeardownBlock { [folder] in try? FileManager.default.removeItem(at: folder) }
    }

    func testBuildsOnceThenAnswersFromTheCache() throws {
        let builder = RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache)
        let first = try builder.runtime()
        XCTAssertTrue(first.built)
        for module in RuntimeBuilder.modules {
            XCTAssertTrue(FileManager.default.fileExists(atPath: first.directory.appendingPathComponent("lib\(module).so").path), module)
            XCTAssertTrue(FileManager.default.fileExists(atPath: first.directory.appendingPathComponent("\(module).swiftmodule").path), module)
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: first.directory.appendingPathComponent(RuntimeBuilder.launcherName).path),
                      "the launcher is built with the runtime")
        let second = try builder.runtime()
        XCTAssertFalse(second.built)
        XCTAssertEqual(second.key, first.key)

        try "open class UIView { public init() {} }\n// changed\n".write(
            to: sources.appendingPathComponent("UIKit/Core/View.swift"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try builder.cacheKey(), first.key, "a changed runtime source is a new runtime")
    }

    /// The build reports each step as it starts and ends, in order, with how far it is by source
    /// bytes; a runtime already in the cache reports nothing.
    func testTheBuildReportsEachStepAndHowFarItIs() throws {
        let builder = RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache)
        let steps = StepBox()
        XCTAssertTrue(try builder.runtime(progress: steps.append).built)
        let seen = steps.values
        XCTAssertEqual(seen.map { "\($0.number)/\($0.total) \($0.name) \($0.seconds == nil ? "start" : "end")" }, [
            "1/5 WorkbookProtocol start", "1/5 WorkbookProtocol end", "2/5 UIKit start", "2/5 UIKit end",
            "3/5 WorkbookDriver start", "3/5 WorkbookDriver end", "4/5 workbook-launch start", "4/5 workbook-launch end",
            "5/5 module-cache start", "5/5 module-cache end",
        ])
        XCTAssertEqual(seen.map(\.files), [1, 1, 1, 1, 1, 1, 1, 1, 8, 8], "the module cache's step compiles 8 probe files")
        let total = try ["WorkbookProtocol/Protocol.swift", "UIKit/Core/View.swift", "WorkbookDriver/Driver.swift", "WorkbookLauncher/workbook-launch.c"]
            .reduce(0) { $0 + (try Data(contentsOf: sources.appendingPathComponent($1)).count) }
        XCTAssertTrue(seen.allSatisfy { $0.bytesTotal == total })
        XCTAssertEqual(seen.first?.percentDone, 0)
        XCTAssertEqual(seen.last?.percentDone, 100)
        XCTAssertEqual(seen.map(\.percentDone), seen.map(\.percentDone).sorted(), "never goes back")
        XCTAssertEqual(seen[2].percentDone, 100 * seen[0].bytes / total, "UIKit starts after the protocol's share")

        let again = StepBox()
        XCTAssertFalse(try builder.runtime(progress: again.append).built)
        XCTAssertEqual(again.values, [])
    }

    /// Two builders at once (two workbook processes): one builds, the other waits for it.
    func testConcurrentBuildersBuildOnce() throws {
        let builder = RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache)
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            results.append(Result { try builder.runtime().built })
        }
        let built = try results.values.map { try $0.get() }
        XCTAssertEqual(built.sorted { !$0 && $1 }, [false, true])
    }

    /// A build killed midway (`kill -9`, a power cut) leaves its staging folder. Under the runtime
    /// lock no other build is running, so the next build removes every staging folder workbook
    /// names (`.staging-<pid>-<uuid>`, and `.staging-<uuid>` of older versions) even when its pid
    /// is alive again as another process or as this one (pids are reused, in containers first);
    /// nothing else in the folder is touched.
    func testTheNextBuildCollectsStagingFoldersOfKilledBuilds() throws {
        let runtime = cache.appendingPathComponent("runtime")
        let stale = [".staging-1-\(UUID().uuidString)", ".staging-\(getpid())-\(UUID().uuidString)", ".staging-\(UUID().uuidString)"]
        let kept = [".staging-notes", "staging-1-\(UUID().uuidString)", ".staging-1-not-a-uuid", ".reserved-names-1-\(UUID().uuidString)"]
        for name in stale + kept {
            try FileManager.default.createDirectory(at: runtime.appendingPathComponent(name).appendingPathComponent("UIKit.swiftmodule"),
                                                    withIntermediateDirectories: true)
        }
        XCTAssertTrue(try RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache).runtime().built)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: runtime.path))
        XCTAssertEqual(left.intersection(stale), [], "every staging folder of a dead build is removed")
        XCTAssertEqual(left.intersection(kept), Set(kept), "nothing that is not a staging folder of workbook is touched")
    }

    /// A cache folder copied or moved elsewhere (`WORKBOOK_CACHE_DIR` pointed at the copy) holds
    /// a runtime whose libraries name the old folder (rpath): it is rebuilt where it is now, and
    /// then answers from the cache there.
    func testACacheCopiedOrMovedElsewhereIsRebuiltThere() throws {
        XCTAssertTrue(try RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache).runtime().built)
        let copy = cache.deletingLastPathComponent().appendingPathComponent("copy")
        try FileManager.default.copyItem(at: cache, to: copy)
        let moved = RuntimeBuilder(sourcesRoot: sources, cacheRoot: copy)
        let rebuilt = try moved.runtime()
        XCTAssertTrue(rebuilt.built, "a copied runtime is not used as it is")
        XCTAssertEqual(try String(contentsOf: rebuilt.directory.appendingPathComponent("ready"), encoding: .utf8), rebuilt.directory.path)
        XCTAssertFalse(try moved.runtime().built)
        XCTAssertFalse(try RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache).runtime().built, "the original stays usable where it is")
    }

    /// A runtime already built by another process does not keep a killed build's leftovers for
    /// good: the next use collects them when no build holds the lock.
    func testStagingFoldersAreCollectedAlsoWhenTheRuntimeIsAlreadyBuilt() throws {
        let builder = RuntimeBuilder(sourcesRoot: sources, cacheRoot: cache)
        XCTAssertTrue(try builder.runtime().built)
        let leftover = cache.appendingPathComponent("runtime/.staging-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        XCTAssertFalse(try builder.runtime().built)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
    }

    func testAMissingModuleFolderSaysWhereItLooked() throws {
        let builder = RuntimeBuilder(sourcesRoot: sources.appendingPathComponent("nowhere"), cacheRoot: cache)
        XCTAssertThrowsError(try builder.runtime()) { error in
            XCTAssertTrue("\(error)".contains("WORKBOOK_RUNTIME_SOURCES"), "\(error)")
        }
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<Bool, Error>] = []
    func append(_ value: Result<Bool, Error>) { lock.withLock { stored.append(value) } }
    var values: [Result<Bool, Error>] { lock.withLock { stored } }
}

final class ContentHashTests: XCTestCase {
    func testSeparatesFieldsAndIsStable() {
        var a = ContentHash(), b = ContentHash(), c = ContentHash()
        a.add("ab"); a.add("c")
        b.add("a"); b.add("bc")
        c.add("ab"); c.add("c")
        XCTAssertNotEqual(a.hex, b.hex)
        XCTAssertEqual(a.hex, c.hex)
        XCTAssertEqual(a.hex.count, 32)
        XCTAssertEqual(ContentHash().hex, "6c62272e07bb0142cbf29ce484222325")
    }
}

final class StepBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [RuntimeBuilder.Step] = []
    func append(_ step: RuntimeBuilder.Step) { lock.lock(); items.append(step); lock.unlock() }
    var values: [RuntimeBuilder.Step] { lock.lock(); defer { lock.unlock() }; return items }
}
