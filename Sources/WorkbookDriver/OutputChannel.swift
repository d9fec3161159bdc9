import Foundation
import WorkbookProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `RunMessage`s to standard output, interleaved in true order with what the app
/// prints: both go through C `stdout`, line-buffered. A message line starts with the marker
/// the host passed in `WORKBOOK_MARKER`; every other line is the app's console.
struct OutputChannel {
    static let markerVariable = "WORKBOOK_MARKER"
    let marker: String
    private let encoder: JSONEncoder

    init(marker: String) {
        self.marker = marker
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        setvbuf(stdout, nil, _IOLBF, 0)
    }

    func send(_ message: RunMessage) {
        guard let data = try? encoder.encode(message), let json = String(data: data, encoding: .utf8) else { return }
        fputs("\n" + marker + json + "\n", stdout)
        fflush(stdout)
    }
}
