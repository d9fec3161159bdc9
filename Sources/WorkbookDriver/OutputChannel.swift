import Foundation
import WorkbookProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The run's key, the next sequence number and the channel's descriptor live in file-private
// globals, not in any object: learner code, which shares this process, can reach no reference to
// them (no public API, no object to reflect on). A data race can still read them (issue 18.2):
// the key alone gives nothing, since the host takes driver messages from the channel's
// descriptor only, and learner code past both gates has no call that writes to a descriptor.
private nonisolated(unsafe) var channelKey: [UInt8] = []
private nonisolated(unsafe) var nextSequence: UInt64 = 0
private nonisolated(unsafe) var channelDescriptor: Int32 = -1
private let channelLock = NSLock()

/// Sends `RunMessage`s to the host on the channel: the socket the host handed the key and the
/// request over on (standard input), moved to a high descriptor before any learner code runs.
/// Each line is sealed (`ChannelSeal`): sequence number and HMAC under the run's key, so the
/// host rejects anything else on it, forged, replayed or dropped.
///
/// What the app prints stays on its standard output, which the host reads as console only;
/// before each message a `ConsoleMark` goes there, after what the app printed, so the host puts
/// console lines and messages in their true order.
struct OutputChannel {
    /// The channel's descriptor: the lowest free one from here (the app's own files take the
    /// lowest, so it never sits where they are looked for).
    static let descriptorFloor: Int32 = 100

    private let encoder: JSONEncoder

    /// Reads the host's hand-over from standard input (first line: the key in hex; then the
    /// request as JSON) to its end (the host shut its side for writing), moves that socket to a
    /// high descriptor for the messages back, and puts `/dev/null` on standard input, before any
    /// learner code runs.
    static func receiveHandOver() -> Data? {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        channelDescriptor = fcntl(0, F_DUPFD_CLOEXEC, descriptorFloor)
        let devNull = open("/dev/null", O_RDONLY)
        if devNull >= 0 {
            dup2(devNull, 0)
            close(devNull)
        }
        guard channelDescriptor >= 0,
              let newline = input.firstIndex(of: 0x0A),
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
        channelLock.lock()
        defer { channelLock.unlock() }
        let sequence = nextSequence
        nextSequence += 1
        // The mark after what the app printed so far (a line it left open ends here, as before).
        fputs("\n" + ConsoleMark.line(sequence) + "\n", stdout)
        fflush(stdout)
        let line = Array((ChannelSeal.seal(json, sequence: sequence, key: channelKey) + "\n").utf8)
        Self.writeAll(line)
    }

    /// Writes the whole line; never raises SIGPIPE when the host is gone.
    private static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { SocketSend.all($0, to: channelDescriptor) }
    }
}
