import Foundation
import WorkbookProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The run's key and the next sequence number live in file-private globals, not in any object:
// learner code, which shares this process, can reach no reference to them (no public API, no
// object to reflect on) and, past the source gate, has no raw memory access to find them.
private nonisolated(unsafe) var channelKey: [UInt8] = []
private nonisolated(unsafe) var nextSequence: UInt64 = 0

/// Writes `RunMessage`s to standard output, interleaved in true order with what the app
/// prints: both go through C `stdout`, line-buffered. A message line is sealed (`ChannelSeal`):
/// sequence number and HMAC under the run's key, so the host tells driver messages from
/// anything the app prints, forged, replayed or dropped.
struct OutputChannel {
    private let encoder: JSONEncoder

    /// Reads the host's hand-over from standard input (first line: the key in hex; then the
    /// request as JSON), then puts `/dev/null` in its place, before any learner code runs.
    static func receiveHandOver() -> Data? {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let devNull = open("/dev/null", O_RDONLY)
        if devNull >= 0 {
            dup2(devNull, 0)
            close(devNull)
        }
        guard let newline = input.firstIndex(of: 0x0A),
              let key = ChannelSeal.bytes(fromHex: Substring(String(decoding: input[input.startIndex..<newline], as: UTF8.self))),
              key.count >= 16 else { return nil }
        channelKey = key
        nextSequence = 0
        return input[input.index(after: newline)...]
    }

    init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        setvbuf(stdout, nil, _IOLBF, 0)
    }

    func send(_ message: RunMessage) {
        guard let data = try? encoder.encode(message), let json = String(data: data, encoding: .utf8) else { return }
        let line = ChannelSeal.seal(json, sequence: nextSequence, key: channelKey)
        nextSequence += 1
        fputs("\n" + line + "\n", stdout)
        fflush(stdout)
    }
}
