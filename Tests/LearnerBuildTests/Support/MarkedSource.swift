import Foundation

/// A Swift source with location markers (`1️⃣`, `2️⃣`, …) removed, and the line of each marker.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let text: String
    private let lines: [String: Int]

    init(_ marked: String) {
        var lines: [String: Int] = [:]
        var output: [String] = []
        for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = String(line)
            for marker in Self.markers where clean.contains(marker) {
                lines[marker] = index + 1
                clean = clean.replacingOccurrences(of: marker, with: "")
            }
            output.append(clean)
        }
        self.text = output.joined(separator: "\n")
        self.lines = lines
    }

    /// The line of a marker (0 when the marker is not in the source, so the assertion fails).
    func line(_ marker: String) -> Int { lines[marker] ?? 0 }
}
