import Foundation
import LearnerBuild
import Teaching

/// Turns the coverage counters a run sent (`AppRun.coverage`, raw profiles) into the learner's
/// line counts, with the toolchain's `llvm-profdata` and `llvm-cov` (beside swiftc; Xcode's
/// through `xcrun`). Only for a failed check's explanations, and only when a rule asks: about
/// 0.2 s. Any trouble (no tools, a profile that does not read) gives nil: no evidence, never an error.
enum LineCoverageReader {
    /// Profiles larger than this are not read (a learner app's are a few kilobytes).
    static let byteLimit = 8 << 20

    static func read(executable: URL, profiles: [Data], learnerFiles: [String]) -> LineCoverage? {
        guard !profiles.isEmpty, profiles.reduce(0, { $0 + $1.count }) <= byteLimit,
              let profdata = tool("llvm-profdata"), let cov = tool("llvm-cov") else { return nil }
        let folder = TemporaryItems.url(in: FileManager.default.temporaryDirectory, prefix: "workbook-coverage-")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        var raw: [String] = []
        for (index, profile) in profiles.enumerated() {
            let file = folder.appendingPathComponent("\(index).profraw")
            guard (try? profile.write(to: file)) != nil else { return nil }
            raw.append(file.path)
        }
        let merged = folder.appendingPathComponent("run.profdata").path
        guard run(profdata.path, profdata.prefix + ["merge", "-sparse", "-o", merged] + raw, output: folder.appendingPathComponent("merge.log")) else { return nil }
        let exported = folder.appendingPathComponent("coverage.json")
        guard run(cov.path, cov.prefix + ["export", "-format=text", "-skip-expansions", "-skip-functions", executable.path, "-instr-profile=" + merged],
                  output: exported),
              let data = try? Data(contentsOf: exported) else { return nil }
        return parse(data, learnerFiles: learnerFiles, sourceRoot: executable.deletingLastPathComponent().appendingPathComponent("src"))
    }

    /// Runs a tool with its output in a file; false when it fails or runs past `seconds`.
    static func run(_ executable: String, _ arguments: [String], output: URL, seconds: Double = 20) -> Bool {
        guard FileManager.default.createFile(atPath: output.path, contents: nil), let handle = try? FileHandle(forWritingTo: output) else { return false }
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return false
            }
            usleep(2_000)
        }
        return process.terminationStatus == 0
    }

    /// `llvm-cov export`'s JSON: `data[0].files[].{filename, segments: [[line, col, count, hasCount, isRegionEntry, isGap]]}`.
    /// Only the learner's files are kept (the glue's main file is not theirs).
    static func parse(_ data: Data, learnerFiles: [String], sourceRoot: URL? = nil) -> LineCoverage? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let exports = root["data"] as? [[String: Any]], let first = exports.first,
              let files = first["files"] as? [[String: Any]] else { return nil }
        var result: [String: [LineCoverage.Segment]] = [:]
        for file in files {
            guard let name = file["filename"] as? String, let segments = file["segments"] as? [[Any]] else { continue }
            guard let learner = learnerFiles.first(where: { name == $0 || name.hasSuffix("/" + $0) }) else { continue }
            // Code the build moved (an extension's `override`, compiled inside its class body) sits
            // between `#sourceLocation` lines; llvm-cov counts it where it was compiled: put each
            // segment back at the learner's file and line (columns were kept).
            // (The build was staged under another name and moved: its `src` folder sits beside the app.)
            let moved = sourceRoot.flatMap { root in name.range(of: "/src/").map { root.appendingPathComponent(String(name[$0.upperBound...])).path } }
            let places = ((try? String(contentsOfFile: name, encoding: .utf8)) ?? moved.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) })
                .map { sourcePlaces($0, file: learner, learnerFiles: learnerFiles) }
            for values in segments {
                guard values.count >= 6, let line = values[0] as? Int, let column = values[1] as? Int,
                      let count = values[2] as? Int else { continue }
                func flag(_ value: Any) -> Bool { (value as? Bool) ?? ((value as? Int) == 1) }
                let place: (file: String, line: Int) = places.flatMap { line - 1 < $0.count && line >= 1 ? $0[line - 1] : nil } ?? (file: learner, line: line)
                result[place.file, default: []].append(LineCoverage.Segment(line: place.line, column: column, count: count, hasCount: flag(values[3]),
                                                                            isRegionEntry: flag(values[4]), isGap: flag(values[5])))
            }
        }
        for (file, segments) in result {
            result[file] = segments.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }.map(\.element)
        }
        return result.isEmpty ? nil : LineCoverage(files: result)
    }

    /// For each line of a compiled file, the learner's file and line it stands for: its own line,
    /// or, after `#sourceLocation(file: "App/X.swift", line: 12)`, that file's lines from 12 on
    /// (`#sourceLocation()` goes back to the file's own lines). A directive's file that is not one
    /// of the learner's keeps the line where it is.
    static func sourcePlaces(_ text: String, file: String, learnerFiles: [String]) -> [(file: String, line: Int)] {
        var places: [(file: String, line: Int)] = []
        var mapped: (file: String, line: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#sourceLocation(") {
                places.append((file, index + 1))
                if let match = trimmed.firstMatch(of: /^#sourceLocation\(file:\s*"((?:[^"\\]|\\.)*)",\s*line:\s*(\d+)\)/), let number = Int(match.2) {
                    let named = String(match.1).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
                    let learner = learnerFiles.first { named == $0 || named.hasSuffix("/" + $0) || $0.hasSuffix("/" + named) }
                    mapped = learner.map { ($0, number) }
                } else {
                    mapped = nil
                }
                continue
            }
            if let current = mapped {
                places.append(current)
                mapped = (current.file, current.line + 1)
            } else {
                places.append((file, index + 1))
            }
        }
        return places
    }

    /// The tool beside the toolchain's swiftc, else on the PATH's usual places, else `xcrun TOOL`.
    static func tool(_ name: String) -> (path: String, prefix: [String])? {
        let candidates = [RuntimeBuilder.resolvedSwiftc?.deletingLastPathComponent().appendingPathComponent(name).path,
                          "/usr/bin/\(name)", "/usr/local/bin/\(name)"].compactMap { $0 }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return (found, []) }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") { return ("/usr/bin/xcrun", [name]) }
        return nil
    }
}
