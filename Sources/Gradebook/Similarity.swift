import Foundation
import SwiftParser
import SwiftSyntax

/// `workbook grade --similarity`: pairs of students whose code for an exercise is unusually
/// alike, the way MOSS and compare50 find them (Schleimer, Wilkerson and Aiken, "Winnowing:
/// local algorithms for document fingerprinting", SIGMOD 2003):
///
/// 1. each Swift file is read into SwiftSyntax tokens (comments, spacing and layout are trivia,
///    so they do not count); identifiers become `ID` and literals `NUM`/`STR`, so renamed
///    variables, types and functions read the same;
/// 2. every run of `k` tokens is hashed, and winnowing keeps the smallest hash of each window of
///    `w` hashes: a shared run of at least `k + w - 1` tokens always shares a fingerprint, and
///    since fingerprints are compared as sets, reordered functions still match;
/// 3. fingerprints of the starter project (what everyone was given) are dropped, and so are
///    fingerprints more than `commonFraction` of the class has (what a correct solution of a
///    small exercise has to say: independent correct solutions share it, and it proves nothing);
/// 4. a pair's score is its shared fingerprints over the smaller student's; a pair is reported
///    when the score reaches `threshold` and at least `minimumShared` fingerprints are shared.
///
/// A report is a lead for a human, never a verdict: the HTML shows the shared regions side by side.
public enum Similarity {
    public struct Options: Sendable {
        public var k = 10
        public var window = 6
        public var threshold = 0.6
        public var minimumShared = 6
        public var commonFraction = 0.5

        public init() {}
    }

    /// One student's files of one exercise.
    public struct Submission: Sendable {
        public var student: String
        public var files: [(path: String, text: String)]

        public init(student: String, files: [(path: String, text: String)]) {
            self.student = student
            self.files = files
        }
    }

    struct Token {
        var kind: String
        var file: Int
        var line: Int
    }

    /// A pair of students found alike in one exercise.
    public struct Pair: Sendable {
        public var exercise: String
        public var first: String
        public var second: String
        /// Shared fingerprints over the smaller side's fingerprints (0…1).
        public var score: Double
        public var shared: Int
        /// Shared regions as line ranges: (file path, first line, last line) on each side, in pairs.
        public var regions: [(first: (path: String, lines: ClosedRange<Int>), second: (path: String, lines: ClosedRange<Int>))]
    }

    // MARK: Tokens and fingerprints

    static func tokens(of files: [(path: String, text: String)]) -> [Token] {
        var tokens: [Token] = []
        for (index, file) in files.enumerated() {
            let tree = Parser.parse(source: file.text)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let kind: String
                switch token.tokenKind {
                case .identifier, .dollarIdentifier: kind = "ID"
                case .integerLiteral, .floatLiteral: kind = "NUM"
                case .stringSegment, .regexLiteralPattern: kind = "STR"
                case .endOfFile: continue
                default: kind = token.text
                }
                let line = token.startLocation(converter: converter).line
                tokens.append(Token(kind: kind, file: index, line: line))
            }
        }
        return tokens
    }

    /// Winnowed fingerprints: hash → the token indexes where its `k`-gram starts.
    static func fingerprints(_ tokens: [Token], options: Options) -> [UInt64: [Int]] {
        let k = options.k
        guard tokens.count >= k else { return [:] }
        let kindHashes = tokens.map { fnv($0.kind) }
        var grams: [UInt64] = []
        grams.reserveCapacity(tokens.count - k + 1)
        for start in 0...(tokens.count - k) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in 0..<k { hash = (hash ^ kindHashes[start + offset]) &* 0x0000_0100_0000_01b3 }
            grams.append(hash)
        }
        var chosen: [UInt64: [Int]] = [:]
        let window = max(1, min(options.window, grams.count))
        var lastPicked = -1
        for start in 0...(grams.count - window) {
            var best = start
            for index in start..<(start + window) where grams[index] <= grams[best] { best = index }
            if best != lastPicked {
                chosen[grams[best], default: []].append(best)
                lastPicked = best
            }
        }
        return chosen
    }

    static func fnv(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    // MARK: Comparing a class

    /// The pairs of `submissions` (one exercise) that are unusually alike, most alike first.
    public static func compare(exercise: String, submissions: [Submission], starter: [(path: String, text: String)],
                               options: Options = Options()) -> [Pair] {
        let starterPrints = Set(fingerprints(tokens(of: starter), options: options).keys)
        let prepared = submissions.map { submission -> (Submission, [Token], [UInt64: [Int]]) in
            let tokens = tokens(of: submission.files)
            var prints = fingerprints(tokens, options: options)
            for hash in starterPrints { prints[hash] = nil }
            return (submission, tokens, prints)
        }
        var frequency: [UInt64: Int] = [:]
        for (_, _, prints) in prepared { for hash in prints.keys { frequency[hash, default: 0] += 1 } }
        let common = max(2, Int((Double(submissions.count) * options.commonFraction).rounded(.down)))
        let kept = prepared.map { submission, tokens, prints in
            (submission, tokens, prints.filter { frequency[$0.key, default: 0] <= common })
        }
        var pairs: [Pair] = []
        for i in kept.indices {
            for j in kept.indices where j > i {
                let (a, tokensA, printsA) = kept[i], (b, tokensB, printsB) = kept[j]
                let smaller = min(printsA.count, printsB.count)
                guard smaller > 0 else { continue }
                let shared = Set(printsA.keys).intersection(printsB.keys)
                let score = Double(shared.count) / Double(smaller)
                guard score >= options.threshold, shared.count >= options.minimumShared else { continue }
                pairs.append(Pair(exercise: exercise, first: a.student, second: b.student, score: score, shared: shared.count,
                                  regions: regions(shared, printsA, tokensA, a.files, printsB, tokensB, b.files, k: options.k)))
            }
        }
        return pairs.sorted { ($0.score, $1.first, $1.second) > ($1.score, $0.first, $0.second) }
    }

    /// Shared fingerprints grown into regions: on each side the token runs they cover, merged
    /// where they touch, each region of the first side paired with the second side's run of the
    /// same fingerprints, as line ranges.
    static func regions(_ shared: Set<UInt64>, _ printsA: [UInt64: [Int]], _ tokensA: [Token], _ filesA: [(path: String, text: String)],
                        _ printsB: [UInt64: [Int]], _ tokensB: [Token], _ filesB: [(path: String, text: String)], k: Int)
        -> [(first: (path: String, lines: ClosedRange<Int>), second: (path: String, lines: ClosedRange<Int>))] {
        // Matches in A's order: (start in A, start in B) for each shared fingerprint's first places.
        var matches: [(Int, Int)] = []
        for hash in shared {
            guard let a = printsA[hash]?.first, let b = printsB[hash]?.first else { continue }
            matches.append((a, b))
        }
        matches.sort { $0 < $1 }
        var runs: [(a: ClosedRange<Int>, b: ClosedRange<Int>)] = []
        for (a, b) in matches {
            let ra = a...(a + k - 1), rb = b...(b + k - 1)
            if let last = runs.last, ra.lowerBound <= last.a.upperBound + 1, abs(rb.lowerBound - last.b.upperBound) <= k {
                runs[runs.count - 1] = (last.a.lowerBound...max(last.a.upperBound, ra.upperBound),
                                        min(last.b.lowerBound, rb.lowerBound)...max(last.b.upperBound, rb.upperBound))
            } else {
                runs.append((ra, rb))
            }
        }
        func lines(_ range: ClosedRange<Int>, _ tokens: [Token], _ files: [(path: String, text: String)]) -> (path: String, lines: ClosedRange<Int>) {
            let first = tokens[min(range.lowerBound, tokens.count - 1)]
            let lastIndex = min(range.upperBound, tokens.count - 1)
            // A run crossing into the next file ends at the first file's last token.
            let last = tokens[first.file == tokens[lastIndex].file ? lastIndex
                              : (range.lowerBound...lastIndex).last { tokens[$0].file == first.file } ?? range.lowerBound]
            return (files[first.file].path, first.line...max(first.line, last.line))
        }
        return runs.map { (lines($0.a, tokensA, filesA), lines($0.b, tokensB, filesB)) }
    }

    // MARK: Report

    /// `index.html`: each pair with its score and the shared regions side by side (instructor only:
    /// it shows students' code). Self-contained: inline CSS, no script.
    public static func html(_ pairs: [Pair], sources: [String: [String: [(path: String, text: String)]]], title: String) -> String {
        func escape(_ text: String) -> String {
            var out = ""
            for character in text {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default:
                    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                       (scalar.properties.generalCategory == .control && scalar != "\t") || scalar.properties.generalCategory == .format {
                        out += String(format: "\\u{%04X}", scalar.value)
                    } else {
                        out.append(character)
                    }
                }
            }
            return out
        }
        var html = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
            table.pairs td,table.pairs th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left}
            .side{display:grid;grid-template-columns:1fr 1fr;gap:1em}
            pre{background:#f7f7f7;padding:.5em;overflow-x:auto;font-size:.85em;line-height:1.35}
            .l{display:block}.m0{background:#ffe08a}.m1{background:#b8e6b8}.m2{background:#c6d8ff}.m3{background:#f5c6e6}
            .n{color:#999;user-select:none}
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p>Pairs whose code for an exercise is unusually alike after removing the starter and what most of the class wrote, with identifiers and literals normalized (renamed variables and reordered functions still match). A lead to look at, not a verdict.</p>

            """
        if pairs.isEmpty { html += "<p>No pair is unusually alike.</p>\n" }
        html += "<table class=pairs><tr><th>exercise</th><th>students</th><th>similarity</th><th>shared fingerprints</th></tr>\n"
        for (index, pair) in pairs.enumerated() {
            html += "<tr><td>\(escape(pair.exercise))</td><td><a href=\"#p\(index)\">\(escape(pair.first)) · \(escape(pair.second))</a></td>"
                + "<td>\(Int((pair.score * 100).rounded()))%</td><td>\(pair.shared)</td></tr>\n"
        }
        html += "</table>\n"
        for (index, pair) in pairs.enumerated() {
            html += "<section id=\"p\(index)\"><h2>\(escape(pair.exercise)): \(escape(pair.first)) · \(escape(pair.second)) — \(Int((pair.score * 100).rounded()))%</h2>\n<div class=side>\n"
            for (side, student) in [(0, pair.first), (1, pair.second)] {
                html += "<div><h3>\(escape(student))</h3>\n"
                let files = sources[pair.exercise]?[student] ?? []
                for file in files {
                    let marks = pair.regions.enumerated().compactMap { number, region -> (Int, ClosedRange<Int>)? in
                        let part = side == 0 ? region.first : region.second
                        return part.path == file.path ? (number, part.lines) : nil
                    }
                    guard !marks.isEmpty else { continue }
                    html += "<p>\(escape(file.path))</p><pre>"
                    for (offset, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        let number = offset + 1
                        let mark = marks.first { $0.1.contains(number) }.map { " m\($0.0 % 4)" } ?? ""
                        html += "<span class=\"l\(mark)\"><span class=n>\(String(format: "%4d", number)) </span>\(escape(String(line)))</span>"
                    }
                    html += "</pre>\n"
                }
                html += "</div>\n"
            }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }
}
