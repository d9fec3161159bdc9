import Foundation

/// Compiles the runtime linked into learner apps (WorkbookProtocol, UIKit, WorkbookDriver) from
/// source with swiftc, once per toolchain and runtime source, into the cache.
public struct RuntimeBuilder: Sendable {
    public static let modules = ["WorkbookProtocol", "UIKit", "WorkbookDriver"]
    public let sourcesRoot: URL
    public let cacheRoot: URL

    public init(sourcesRoot: URL? = nil, cacheRoot: URL = CacheLocation.root) {
        self.sourcesRoot = sourcesRoot ?? Self.defaultSourcesRoot
        self.cacheRoot = cacheRoot
    }

    /// `WORKBOOK_RUNTIME_SOURCES`, else `PREFIX/share/workbook/Sources` beside an installed
    /// `PREFIX/bin/workbook` (`make install`), else the `Sources` folder this file was compiled from.
    public static var defaultSourcesRoot: URL {
        if let path = ProcessInfo.processInfo.environment["WORKBOOK_RUNTIME_SOURCES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        if let installed = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/workbook/Sources"),
           FileManager.default.fileExists(atPath: installed.appendingPathComponent("UIKit").path) {
            return installed
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    static let flags = ["-swift-version", "5", "-parse-as-library", "-Onone"]

    /// One step of building the runtime (each module in turn, then the launcher), as it starts
    /// (`seconds` nil) and as it ends. How far the build is counts source bytes: UIKit is most
    /// of the work, so counting steps alone would mislead.
    public struct Step: Equatable, Sendable {
        /// 1-based, of `total`.
        public var number: Int
        public var total: Int
        /// A module of `modules`, or `launcherName`.
        public var name: String
        public var files: Int
        /// This step's source bytes, those of the steps before it, and those of every step.
        public var bytes: Int
        public var bytesBefore: Int
        public var bytesTotal: Int
        /// `nil` when the step starts; how long it took when it is done.
        public var seconds: Double?

        public init(number: Int, total: Int, name: String, files: Int, bytes: Int, bytesBefore: Int, bytesTotal: Int, seconds: Double? = nil) {
            self.number = number
            self.total = total
            self.name = name
            self.files = files
            self.bytes = bytes
            self.bytesBefore = bytesBefore
            self.bytesTotal = bytesTotal
            self.seconds = seconds
        }

        /// Whole percent of the runtime's sources compiled: before this step while it runs, with it once done.
        public var percentDone: Int {
            guard bytesTotal > 0 else { return (number - (seconds == nil ? 1 : 0)) * 100 / max(total, 1) }
            return min(100, (bytesBefore + (seconds == nil ? 0 : bytes)) * 100 / bytesTotal)
        }
    }

    /// The folder holding `lib*.so` (`lib*.dylib` on macOS) and `*.swiftmodule` for every runtime module, building it if
    /// needed. `progress` hears of each step as it starts and as it ends (nothing when the
    /// runtime is already in the cache).
    public func runtime(progress: ((Step) -> Void)? = nil) throws -> (directory: URL, key: String, built: Bool, seconds: Double) {
        let key = try cacheKey()
        let directory = cacheRoot.appendingPathComponent("runtime/\(key)", isDirectory: true)
        let done = directory.appendingPathComponent("ready")
        let runtimeFolder = cacheRoot.appendingPathComponent("runtime")
        if Self.isReady(directory) {
            collectStagingLeftovers(in: runtimeFolder)
            return (directory, key, false, 0)
        }
        try FileManager.default.createDirectory(at: runtimeFolder, withIntermediateDirectories: true)
        // One builder at a time; the others wait here and then find the finished runtime.
        let lock = try FileLock(path: runtimeFolder.appendingPathComponent(".lock").path)
        defer { lock.unlock() }
        if Self.isReady(directory) { return (directory, key, false, 0) }
        // A staging folder is made, filled and renamed (or removed) only under this lock, so every
        // one here now is a killed build's, whatever pid its name holds.
        TemporaryItems.collectAll(prefix: Self.stagingPrefix, in: runtimeFolder)
        let start = Date()
        let staging = TemporaryItems.url(in: runtimeFolder, prefix: Self.stagingPrefix)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        var linked: [String] = []
        let sourcesByModule = try Self.modules.map { try swiftFiles(of: $0) }
        // The module cache's step counts no source bytes: its share of the time is small.
        let sizes = sourcesByModule.map { files in files.reduce(0) { $0 + Self.size(of: $1) } } + [Self.size(of: launcherSource), 0]
        var bytesBefore = 0
        func step(_ index: Int, _ name: String, files: Int, _ work: () throws -> Void) rethrows {
            var step = Step(number: index + 1, total: sizes.count, name: name, files: files, bytes: sizes[index],
                            bytesBefore: bytesBefore, bytesTotal: sizes.reduce(0, +))
            progress?(step)
            let began = Date()
            try work()
            step.seconds = Date().timeIntervalSince(began)
            progress?(step)
            bytesBefore += sizes[index]
        }
        for (index, module) in Self.modules.enumerated() {
            try step(index, module, files: sourcesByModule[index].count) {
                let sources = sourcesByModule[index].map(\.path)
                // The final rpath is the cache folder the staging folder is renamed to.
                // Whole-module: one consistent view of the module (and about twice as fast here).
                let arguments = Self.flags + [
                    "-wmo", "-emit-library", "-emit-module", "-module-name", module,
                    "-emit-module-path", staging.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", staging.path, "-L", staging.path,
                    "-Xlinker", "-rpath", "-Xlinker", directory.path,
                ] + Platform.sharedLibraryNameFlags(module) + [
                    "-o", staging.appendingPathComponent(Platform.sharedLibrary(module)).path,
                ] + linked.map { "-l\($0)" } + sources
                let result = try ToolRunner.run(ToolRunner.swiftc, arguments)
                guard result.status == 0 else { throw LearnerBuildError.runtimeBuildFailed(result.output) }
                linked.append(module)
            }
        }
        try step(Self.modules.count, Self.launcherName, files: 1) { try buildLauncher(into: staging) }
        // Under the lock, a folder without `ready` can only be left over from a killed build.
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.moveItem(at: staging, to: directory)
        // The compiler's module cache is filled in place (its compile must see the runtime where
        // learners' compiles see it), before `ready`: a killed warm-up leaves no `ready`, so the
        // next use rebuilds the whole folder.
        try step(Self.modules.count + 1, Self.moduleCacheStepName, files: LearnerCompiler.moduleCacheImports.count + 1) {
            try LearnerCompiler(runtime: self).warmModuleCache(runtimeDirectory: directory)
            _ = SandboxCommand.standInProc(in: directory)
        }
        // `ready` holds the folder's path: the libraries' rpath and the module cache name it.
        try Data(directory.path.utf8).write(to: done)
        return (directory, key, true, Date().timeIntervalSince(start))
    }

    /// Whether the runtime in `directory` is built and usable where it is now. `ready` holds
    /// the path it was built at: the libraries find each other through an rpath naming it, and
    /// the compiler's module cache records it. A cache folder moved or copied elsewhere
    /// (`WORKBOOK_CACHE_DIR` pointed at a copy, a CI cache restored at another path) holds a
    /// runtime whose apps cannot load their libraries (exit 127) and whose module cache does not
    /// match: it is not ready, and is rebuilt in place. A `ready` from before the path was
    /// recorded (empty) is rebuilt once for the same reason.
    static func isReady(_ directory: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent("ready").path) else { return false }
        let recorded = String(decoding: data, as: UTF8.self)
        guard !recorded.isEmpty else { return false }
        if recorded == directory.path { return true }
        // The same folder reached through another path (a link): the recorded path still leads here.
        let here = directory.resolvingSymlinksInPath().path
        return FileManager.default.fileExists(atPath: recorded) && URL(fileURLWithPath: recorded).resolvingSymlinksInPath().path == here
    }

    /// The runtime's staging folders: `runtime/.staging-<pid>-<uuid>` (`.staging-<uuid>` before the pid was in the name).
    static let stagingPrefix = ".staging-"

    /// Removes a killed build's staging folders when the runtime is already built: only when one
    /// is there (one directory listing otherwise), and only if no build holds the lock now (else
    /// that build's own folder is among them; the next use collects the rest).
    func collectStagingLeftovers(in runtimeFolder: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: runtimeFolder.path),
              entries.contains(where: { TemporaryItems.isItemName($0, prefix: Self.stagingPrefix) }),
              let lock = FileLock.ifFree(path: runtimeFolder.appendingPathComponent(".lock").path) else { return }
        defer { lock.unlock() }
        TemporaryItems.collectAll(prefix: Self.stagingPrefix, in: runtimeFolder)
    }

    static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The file name of the launcher in the runtime folder (`workbook-launch.c`, compiled with clang).
    public static let launcherName = "workbook-launch"

    /// The last step's name: the compiler's module cache filled for learners' compiles.
    public static let moduleCacheStepName = "module-cache"

    var launcherSource: URL { sourcesRoot.appendingPathComponent("WorkbookLauncher/workbook-launch.c") }

    /// The C compiler beside the toolchain's swiftc (Swift toolchains ship clang), else `cc`.
    static var cCompiler: String {
        if let beside = resolvedSwiftc?.deletingLastPathComponent().appendingPathComponent("clang").path,
           FileManager.default.isExecutableFile(atPath: beside) {
            return beside
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["clang", "cc"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return "cc"
    }

    private func buildLauncher(into staging: URL) throws {
        let result = try ToolRunner.run(Self.cCompiler, ["-O2", "-Wall", "-o", staging.appendingPathComponent(Self.launcherName).path, launcherSource.path])
        guard result.status == 0 else { throw LearnerBuildError.runtimeBuildFailed("the launcher did not compile:\n" + result.output) }
    }

    /// The same key, or empty when the sources cannot be read: for caches that must answer fast.
    public var cheapKey: String { (try? cacheKey()) ?? "" }

    /// `WORKBOOK_SWIFTC`, else the swiftc on PATH, with links resolved (nil when none is found).
    public static let resolvedSwiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let name = environment["WORKBOOK_SWIFTC"] ?? "swiftc"
        let candidates = name.contains("/") ? [name] : (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }()

    /// The resolved swiftc with its size and modification time: changes when the toolchain
    /// changes, without running it (`swiftc -version` costs tens of milliseconds).
    static let toolchainFingerprint: String = {
        guard let resolved = resolvedSwiftc?.path else { return ProcessInfo.processInfo.environment["WORKBOOK_SWIFTC"] ?? "swiftc" }
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(size) \(modified)"
    }()

    func swiftFiles(of module: String) throws -> [URL] {
        let folder = sourcesRoot.appendingPathComponent(module, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw LearnerBuildError.runtimeBuildFailed("runtime sources not found at \(folder.path); set WORKBOOK_RUNTIME_SOURCES to the Sources folder of workbook")
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        guard !files.isEmpty else {
            throw LearnerBuildError.runtimeBuildFailed("no Swift files in \(folder.path); set WORKBOOK_RUNTIME_SOURCES to the Sources folder of workbook")
        }
        return files
    }

    /// Toolchain identity, flags, and every runtime source file's path and contents.
    func cacheKey() throws -> String {
        var hash = ContentHash()
        hash.add(Self.toolchainFingerprint)
        hash.add(Self.flags.joined(separator: " "))
        for module in Self.modules {
            for file in try swiftFiles(of: module) {
                hash.add(file.path.replacingOccurrences(of: sourcesRoot.path, with: ""))
                hash.add(try Data(contentsOf: file))
            }
        }
        hash.add(try Data(contentsOf: launcherSource))
        // What the folder holds besides the build: the module cache and the stand-in /proc.
        hash.add("layout-v3: module-cache, sandbox-proc, sandbox-app")
        return hash.hex
    }
}
