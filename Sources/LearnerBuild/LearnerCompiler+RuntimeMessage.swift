import Foundation

extension LearnerCompiler {
    /// Markers the Swift runtime prints before a trap's message.
    static let trapMarkers = ["Fatal error", "Precondition failed", "Assertion failed"]
    /// Failed `as!` casts print no marker and no location.
    static let castFailure = "Could not cast value of type"

    /// Maps a Swift runtime trap to the learner's file and line.
    ///
    /// Swift 6.3 on Linux prints `<Module>/<File>.swift:<line>: Fatal error: <message>` on standard
    /// error (the `#fileID` form: module name and file name only, whatever path was compiled), e.g.
    /// `SegueBasics/ViewController.swift:14: Fatal error: Unexpectedly found nil while implicitly
    /// unwrapping an Optional value`. File names are unique within a module, so the file name
    /// finds the learner's path. Traps inside the standard library (`Swift/ContiguousArrayBuffer.swift:692:
    /// Fatal error: Index out of range`) carry no learner location; when the backtrace that follows
    /// names a frame in a learner file (`… at SegueBasics/ViewController.swift:9:37`, printed when
    /// the app has debug info), that frame is used. `text` may be one line or the whole standard error.
    public static func mapRuntimeMessage(_ text: String, app: BuiltApp) -> (message: String, file: String?, line: Int?) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { line in trapMarkers.contains { line.contains($0) } })
                ?? lines.firstIndex(where: { $0.hasPrefix(castFailure) }) else {
            let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? text
            return (first, nil, nil)
        }
        let line = lines[index]
        let backtrace = lines[(index + 1)...]
        guard let marker = trapMarkers.compactMap({ line.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
            // A failed `as!`: the backtrace's learner frame, else the learner's cast to that type.
            let frame = firstLearnerFrame(backtrace, app: app) ?? castLocation(line, app: app)
            return (line, frame?.file, frame?.line)
        }
        let kind = String(line[marker])
        var message = String(line[marker.upperBound...])
        message = message.hasPrefix(": ") ? String(message.dropFirst(2)) : message
        if kind != "Fatal error" { message = message.isEmpty ? kind : "\(kind): \(message)" }
        if message.isEmpty { message = "Fatal error" }
        message = appleWording(message)
        let location = line[..<marker.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        if let (file, number) = splitLocation(location), let learnerFile = learnerFile(file, app: app) {
            return (message, learnerFile, number)
        }
        // A trap in the standard library or the runtime: the first learner frame of the backtrace.
        let frame = firstLearnerFrame(backtrace, app: app)
        return (message, frame?.file, frame?.line)
    }

    /// The Swift runtime on Linux words a few traps differently from the one on iOS: the message
    /// a learner sees is the device's (an unowned reference read after its object is gone is
    /// "…was already deallocated" on iOS, "…was already destroyed" on Linux).
    static func appleWording(_ message: String) -> String {
        guard message.hasPrefix("Attempted to read an unowned reference but ") else { return message }
        return message.replacingOccurrences(of: "was already destroyed", with: "was already deallocated")
    }

    /// The learner's `as! T` for `Could not cast value of type 'M.A' (0x…) to 'M.T' (0x…).`: the
    /// first cast to `T` (written `T` or `Outer.T`) outside comments, in the prepared copies the
    /// app was built from (lines mapped back through the copy's `#sourceLocation` lines).
    /// Without a backtrace (inside bubblewrap) this is the only way to name the line.
    static func castLocation(_ message: String, app: BuiltApp) -> (file: String, line: Int)? {
        guard let typeName = castTarget(message) else { return nil }
        let pattern = #"as!\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)*"# + NSRegularExpression.escapedPattern(for: typeName) + #"(?![A-Za-z0-9_])"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        var found: [(file: String, line: Int)] = []
        for (path, lineCount) in app.learnerFiles.sorted(by: { $0.key < $1.key }) {
            guard let text = try? String(contentsOf: app.sourceRoot.appendingPathComponent(path), encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let origins = DiagnosticMapper.origins(of: lines, file: path)
            for (index, line) in lines.enumerated() {
                let origin = origins.map { $0[safe: index] ?? nil } ?? DiagnosticMapper.Origin(file: path, line: index + 1)
                guard let origin, origin.line <= (app.learnerFiles[origin.file] ?? lineCount) else { continue }
                let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                if regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.append((origin.file, origin.line))
                }
            }
        }
        return found.min { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// `Could not cast value of type 'M.A' (0x…) to 'M.Outer.T' (0x…).` → `T`; nil for generic
    /// or other types a learner does not write as one name.
    static func castTarget(_ message: String) -> String? {
        guard let to = message.range(of: "' to '", options: .backwards) ?? message.range(of: ") to '", options: .backwards) else { return nil }
        let rest = message[to.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let qualified = rest[..<end]
        guard !qualified.contains("<"), !qualified.contains(" "), let last = qualified.split(separator: ".").last else { return nil }
        return String(last)
    }

    /// `  3 [ra] 0x… ViewController.run(_:) + 488 in app at SegueBasics/ViewController.swift:9:37`.
    static func firstLearnerFrame(_ lines: ArraySlice<String>, app: BuiltApp) -> (file: String, line: Int)? {
        for frame in lines {
            guard let at = frame.range(of: " at ", options: .backwards) else { continue }
            let parts = frame[at.upperBound...].split(separator: ":")
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]),
                  let file = learnerFile(parts.dropLast(2).joined(separator: ":"), app: app) else { continue }
            return (file, number)
        }
        return nil
    }

    /// `Module/File.swift:12` → (`Module/File.swift`, 12).
    static func splitLocation(_ location: String) -> (String, Int)? {
        guard let colon = location.lastIndex(of: ":"), let number = Int(location[location.index(after: colon)...]) else { return nil }
        return (String(location[..<colon]), number)
    }

    /// The learner's relative path for a `#fileID` (`SegueBasics/ViewController.swift`), a path as
    /// compiled (`SegueBasics/ViewController.swift` relative to the build's sources) or an absolute
    /// path under the build; nil for files of other modules.
    static func learnerFile(_ path: String, app: BuiltApp) -> String? {
        var path = path
        if path.hasPrefix(app.sourceRoot.path + "/") { path = String(path.dropFirst(app.sourceRoot.path.count + 1)) }
        if app.learnerFiles[path] != nil { return path }
        let components = path.split(separator: "/")
        guard components.count == 2, components[0] == app.moduleName else { return nil }
        let name = String(components[1])
        return app.learnerFiles.keys.sorted().first { ($0 as NSString).lastPathComponent == name }
    }
}
