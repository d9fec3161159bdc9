import Foundation

/// Foundation on Linux lets a `String` reach members of `NSString` by bridging it implicitly
/// (`text.length`, `text.intValue`: swiftc's AST shows a `bridge_to_objc_expr` under the member):
/// they compile here. On iOS a `String` has no such members, and Xcode stops with "value of type
/// 'String' has no member 'length'". When the learner's files name one of those members after a
/// dot (`mayUse`, a cheap test made on every build), their type-checked AST (`swiftc -dump-ast`,
/// about a second, only then) tells whether the member was found through that bridge; each such use
/// is reported as Xcode reports it (`failures`).
enum NSStringBridgeCheck {
    /// Members of `NSString` that a Swift `String` does not have on iOS (Foundation's `StringProtocol`
    /// extension gives it `components(separatedBy:)`, `range(of:)` and the like, not these).
    static let names = ["length", "intValue", "integerValue", "doubleValue", "floatValue", "boolValue", "longLongValue",
                        "utf8String", "character", "isEqual", "cString", "getCharacters", "substring"]

    static func mayUse(_ sources: [String]) -> Bool {
        let pattern = #"\.\s*("# + names.joined(separator: "|") + #")\b"#
        return sources.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }

    /// The uses found through the bridge, in swiftc's format (learner paths, with the line's excerpt).
    static func failures(dump: String, sources: [(path: String, contents: String)]) -> String {
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        var output = ""
        var seen = Set<String>()
        let declPattern = #"decl="Foundation\.\(file\)\.NSString(?: extension)?\.(\w+)"#
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: declPattern, options: .regularExpression) else { continue }
            let decl = String(line[range])
            guard let name = decl.split(separator: ".").last.map({ String($0.prefix { $0 != "(" && $0 != "\"" }) }), names.contains(name),
                  // The implicit bridge of a String (`String._ObjectType`), not an `as NSString` the learner wrote (`NSString`).
                  lines[(index + 1)..<min(lines.count, index + 5)].contains(where: { $0.contains("bridge_to_objc_expr implicit type=\"String._ObjectType\"") }),
                  let location = line.range(of: #"location=([^ ]+):(\d+):(\d+)"#, options: .regularExpression) else { continue }
            let parts = line[location].dropFirst("location=".count).split(separator: ":")
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            guard let source = sources.first(where: { path == $0.path || path.hasSuffix("/" + $0.path) }),
                  seen.insert("\(source.path):\(lineNumber):\(column)").inserted else { continue }
            let text = source.contents.split(separator: "\n", omittingEmptySubsequences: false)
            let lineText = lineNumber >= 1 && lineNumber <= text.count ? String(text[lineNumber - 1]) : ""
            let message = "value of type 'String' has no member '\(name)'"
            let gutter = String(lineNumber)
            output += "\(source.path):\(lineNumber):\(column): error: \(message)\n"
                + "\(gutter) | \(lineText)\n\(String(repeating: " ", count: gutter.count)) | \(String(repeating: " ", count: max(0, column - 1)))`- error: \(message)\n\n"
        }
        return output
    }
}
