import ArgumentParser
import Foundation
import LearnerBuild
import WorkbookCore

extension Workbook {
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check this machine: the Swift toolchain, libcmark-gfm, bubblewrap (and that it can sandbox), the runtime.",
            discussion: "Each line is ok or a problem with how to fix it. Exit codes: 0 nothing wrong, 1 some problem.")

        func run() throws {
            var problems = 0
            func report(_ ok: Bool, _ what: String, _ fix: String? = nil, warnOnly: Bool = false) {
                let mark = ok ? "ok  " : warnOnly ? "warn" : "FAIL"
                print("\(mark)  \(what)")
                if !ok, let fix { print("      fix: \(fix)") }
                if !ok && !warnOnly { problems += 1 }
            }
            let environment = ProcessInfo.processInfo.environment
            let swiftc = environment["WORKBOOK_SWIFTC"] ?? Self.onPath("swiftc")
            if let swiftc, let version = Self.output(swiftc, ["--version"]) {
                report(true, "Swift toolchain: \(swiftc) (\(version.split(separator: "\n").first(where: { $0.contains("version") }) ?? "?"))")
            } else {
                report(false, "Swift toolchain: no swiftc on PATH",
                       "install Swift 6 from https://swift.org/install and put its usr/bin on PATH (or set WORKBOOK_SWIFTC)")
            }
            let cmark = ["/usr/lib", "/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/opt/homebrew/lib"]
                .contains { folder in
                    ["libcmark-gfm.so", "libcmark-gfm.dylib"].contains { FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
                        || ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasPrefix("libcmark-gfm.so") }
                }
            report(cmark, "libcmark-gfm (reading the book's chapters)",
                   "sudo apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev (or: bash scripts/install-deps.sh)", warnOnly: true)
            #if os(Linux)
            if let bwrap = SandboxCommand.bwrapPath {
                report(SandboxCommand.bwrapWorks, "bubblewrap: \(bwrap)" + (SandboxCommand.bwrapWorks ? ", can create a sandbox here" : " cannot create a sandbox here"),
                       "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1, or in containers run with "
                       + "--security-opt seccomp=unconfined); until then checks run with limits only", warnOnly: true)
            } else {
                report(false, "bubblewrap: not installed (checks run with limits only, and without the report cache)",
                       "sudo apt-get install bubblewrap", warnOnly: true)
            }
            #else
            report(true, "sandbox: bubblewrap is Linux only; on this system checks run with limits only")
            #endif
            let builder = RuntimeBuilder()
            let sources = builder.sourcesRoot.appendingPathComponent("UIKit")
            report(FileManager.default.fileExists(atPath: sources.path), "runtime sources: \(builder.sourcesRoot.path)",
                   "reinstall with `make install`, or set WORKBOOK_RUNTIME_SOURCES to the folder holding UIKit/, WorkbookDriver/, WorkbookProtocol/")
            let key = builder.cheapKey
            let ready = !key.isEmpty && FileManager.default.fileExists(atPath: builder.cacheRoot.appendingPathComponent("runtime/\(key)/ready").path)
            report(ready, "runtime cache: \(builder.cacheRoot.path)" + (ready ? " (built)" : " (not built yet)"),
                   "the first `workbook check` builds it (about a minute); the cache folder must be writable", warnOnly: true)
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
