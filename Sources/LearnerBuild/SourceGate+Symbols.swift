import Foundation
import Texts

extension SourceGate {
    /// What the linked app calls, judged by meaning: the text rules see names as written, so a
    /// `typealias B = Bundle` (or a Glibc function Foundation re-exports under another spelling)
    /// slips past them, but the compiler resolves every name, and the app's undefined dynamic
    /// symbols say what it really calls. A refused symbol refuses the build, like a text finding.
    ///
    /// Swift symbols are matched by their mangled prefixes (a `Bundle` initializer taking a path
    /// or URL, any member of `Process` or `FileHandle`); C functions by name. Only what the glue
    /// and the generated main never call is listed (`GateByMeaningTests.testACorrectAppIsNotRefused`;
    /// every app in the test suite's build cache was checked when the lists were written).
    static let refusedSwiftSymbols: [(prefix: String, rule: String, name: String)] = [
        ("$s10Foundation6BundleC4path", "dynamic-loading", "Bundle(path:)"),
        ("$s10Foundation6BundleC3url", "dynamic-loading", "Bundle(url:)"),
        ("$s10Foundation7ProcessC", "process", "Process"),
        ("$s10Foundation10FileHandleC", "raw-file", "FileHandle"),
        // Wraps a descriptor it is given (the driver's channel) and writes to it.
        ("$s10Foundation10SocketPortC", "raw-file", "SocketPort"),
        // The runtime's own socket writer (the host's and the driver's): not for learner code,
        // which cannot import its module, but refused by meaning too.
        ("$s16WorkbookProtocol10SocketSendO", "raw-file", "SocketSend"),
        // The Glibc overlay's own `open`, `openat`, `fcntl` and `ioctl` (Swift functions, so the
        // C names below never show): opening by path, duplicating or driving a descriptor.
        ("$s5Glibc4open", "raw-file", "open"),
        ("$s5Glibc6openat", "raw-file", "openat"),
        ("$s5Glibc5fcntl", "process", "fcntl"),
        ("$s5Glibc5ioctl", "process", "ioctl"),
    ]

    /// Writing to, opening or closing a descriptor by number. The driver's messages to the host
    /// travel on a descriptor of this process (the channel, issue 18.2): learner code must have
    /// no call that writes to it, or (knowing the run's key, which a data race can read from
    /// memory) it could write the run itself. No correct app calls any of these: it prints, and
    /// reads and writes files through Foundation (the corpus, `SolutionCorpusTests`).
    static let descriptorFunctions: Set<String> = [
        "write", "__write", "writev", "pwrite", "pwrite64", "pwritev", "pwritev64", "pwritev2", "pwritev64v2",
        "send", "__send", "sendto", "sendmsg", "sendmmsg", "splice", "tee", "vmsplice", "sendfile", "sendfile64",
        "copy_file_range", "close", "__close", "close_range", "closefrom", "open", "__open", "open64", "__open64",
        "openat", "openat64", "fdopen", "dprintf", "vdprintf", "aio_write", "aio_write64", "lio_listio", "lio_listio64",
        // Shutting the channel for writing would keep the launcher's end-of-run record (how the app
        // ended, issue 29.2) from the host.
        "shutdown",
    ]

    /// The C functions refused by name (the text rules' lists: process control, signals,
    /// loading; and writing to descriptors).
    static var refusedCSymbols: [String: String] {
        var rules: [String: String] = [:]
        for name in descriptorFunctions { rules[name] = "raw-file" }
        for name in processFunctions { rules[name] = "process" }
        for name in signalFunctions { rules[name] = "signal" }
        for name in dynamicLoadingFunctions { rules[name] = "dynamic-loading" }
        return rules
    }

    /// Findings for `symbols` (undefined dynamic symbols of the linked app, as `nm -D
    /// --undefined-only` prints them: `dlopen@GLIBC_2.34`), each placed at the first line of the
    /// learner's files that names what it refuses (`typealias B = Bundle`), else at 1:1 of the
    /// first file.
    public static func findings(fromSymbols symbols: [String], learnerFiles: [(path: String, contents: String)]) -> [GateFinding] {
        var found: [(rule: String, name: String, plain: String)] = []
        let cRules = refusedCSymbols
        for symbol in symbols {
            let bare = String(symbol.prefix { $0 != "@" })
            if let match = refusedSwiftSymbols.first(where: { bare.hasPrefix($0.prefix) }) {
                found.append((match.rule, match.name, String(match.name.prefix { $0 != "(" })))
            } else if let rule = cRules[bare] {
                found.append((rule, bare, bare))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.name).inserted }.map { item in
            var place = (file: learnerFiles.first?.path ?? "", line: 1, column: 1)
            search: for file in learnerFiles {
                for (index, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let range = line.range(of: item.plain) {
                        place = (file.path, index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
                        break search
                    }
                }
            }
            return GateFinding(file: place.file, line: place.line, column: place.column, rule: item.rule,
                               text: message(item.rule, item.name))
        }
    }

    /// The undefined dynamic symbols of `binary`, read with the toolchain's `llvm-nm` (or the
    /// system's `nm`); nil when neither could read it.
    /// `dynamic`: a linked program's dynamic symbols; false: an object file's undefined symbols.
    public static func undefinedSymbols(of binary: URL, toolchainBin: URL?, dynamic: Bool = true) -> [String]? {
        let candidates = [toolchainBin?.appendingPathComponent("llvm-nm").path, "/usr/bin/llvm-nm", "/usr/bin/nm"].compactMap { $0 }
        guard let nm = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nm)
        process.arguments = (dynamic ? ["-D"] : []) + ["--undefined-only", binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
        }
    }
}
