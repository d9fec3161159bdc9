import ArgumentParser
import Foundation
import LearnerBuild
import WorkbookCore

extension Workbook {
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check this machine: the Swift toolchain, libcmark-gfm, bubblewrap (and that it can sandbox), the runtime.",
            discussion: "Each line is ok or a problem with how to fix it. Exit codes: 0 nothing wrong, 1 some problem.")

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        func run() throws {
            let t = Catalog[lang ?? .fromEnvironment]
            var problems = 0
            func report(_ ok: Bool, _ what: String, _ fix: String? = nil, warnOnly: Bool = false) {
                let mark = ok ? "ok  " : warnOnly ? "warn" : "FAIL"
                print("\(mark)  \(what)")
                if !ok, let fix { print("      " + t.doctorFix(fix)) }
                if !ok && !warnOnly { problems += 1 }
            }
            let environment = ProcessInfo.processInfo.environment
            let swiftc = environment["WORKBOOK_SWIFTC"] ?? Self.onPath("swiftc")
            if let swiftc, let version = Self.output(swiftc, ["--version"]) {
                report(true, t.doctorSwiftToolchain(swiftc: swiftc, version: String(version.split(separator: "\n").first(where: { $0.contains("version") }) ?? "?")))
            } else {
                report(false, t.doctorNoSwiftc, t.doctorInstallSwift)
            }
            let cmark = ["/usr/lib", "/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/opt/homebrew/lib"]
                .contains { folder in
                    ["libcmark-gfm.so", "libcmark-gfm.dylib"].contains { FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
                        || ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasPrefix("libcmark-gfm.so") }
                }
            report(cmark, t.doctorCmark, t.doctorInstallCmark, warnOnly: true)
            #if os(Linux)
            if let bwrap = SandboxCommand.bwrapPath {
                report(SandboxCommand.bwrapWorks, t.doctorBubblewrap(path: bwrap, works: SandboxCommand.bwrapWorks), t.doctorAllowNamespaces, warnOnly: true)
            } else {
                report(false, t.doctorNoBubblewrap, "sudo apt-get install bubblewrap", warnOnly: true)
            }
            #else
            report(true, t.doctorSandboxLinuxOnly)
            #endif
            let builder = RuntimeBuilder()
            let sources = builder.sourcesRoot.appendingPathComponent("UIKit")
            report(FileManager.default.fileExists(atPath: sources.path), t.doctorRuntimeSources(path: builder.sourcesRoot.path), t.doctorReinstall)
            let key = builder.cheapKey
            let ready = !key.isEmpty && FileManager.default.fileExists(atPath: builder.cacheRoot.appendingPathComponent("runtime/\(key)/ready").path)
            report(ready, t.doctorRuntimeCache(path: builder.cacheRoot.path, built: ready), t.doctorFirstCheckBuildsIt, warnOnly: true)
            if problems > 0 { throw ExitCode(ExitCodes.appFailed) }
        }

        static func onPath(_ name: String) -> String? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        static func output(_ executable: String, _ arguments: [String]) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }
    }
}
