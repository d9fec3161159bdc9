import Foundation

/// SHA-256 (FIPS 180-4), small and dependency-free: the runtime linked into learner apps is
/// compiled with `swiftc` alone, so it cannot use a package. Tested against the FIPS and RFC 4231
/// vectors.
public struct SHA256Digest {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            buffer.append(byte)
            length &+= 1
            if buffer.count == 64 {
                compress(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
    }

    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        update([0x80])
        while buffer.count != 56 { update([0]) }
        for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        compress(buffer)
        buffer.removeAll()
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var digest = SHA256Digest()
        digest.update(bytes)
        return digest.finalize()
    }

    private mutating func compress(_ block: [UInt8]) {
        var w = [UInt32](repeating: 0, count: 64)
        for i in 0..<16 {
            w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
        }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ Self.k[i] &+ w[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
    }

    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { (value >> count) | (value << (32 - count)) }
}

/// HMAC-SHA256 (RFC 2104).
public enum HMACSHA256 {
    public static func authenticate<Message: Sequence>(_ message: Message, key: [UInt8]) -> [UInt8] where Message.Element == UInt8 {
        var key = key.count > 64 ? SHA256Digest.hash(key) : key
        key += [UInt8](repeating: 0, count: 64 - key.count)
        var inner = SHA256Digest()
        inner.update(key.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256Digest()
        outer.update(key.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }
}

/// How a driver message travels on the app's standard output so that learner code, which shares
/// the process and the descriptor, can neither forge, replay, reorder nor drop one unnoticed:
///
///     \u{1}WB <sequence> <hex HMAC-SHA256 of "<sequence> <json>"> <json>
///
/// under a per-run key the host hands over on standard input, which the driver reads and closes
/// before any learner code runs. Sequence numbers start at 0 in every process and go up by one.
public enum ChannelSeal {
    public static let prefix = "\u{1}WB "

    public static func seal(_ json: String, sequence: UInt64, key: [UInt8]) -> String {
        let body = "\(sequence) \(json)"
        return prefix + "\(sequence) " + hex(HMACSHA256.authenticate(Array(body.utf8), key: key)) + " " + json
    }

    public enum Opened: Equatable {
        /// Not a driver message: a line the app printed.
        case console
        case message(sequence: UInt64, json: Substring)
        /// Looks like a driver message but is not one: forged, damaged or replayed.
        case forged
    }

    /// Checks one line: its MAC under the key. (The caller checks the sequence.)
    public static func open(_ line: Substring, key: [UInt8]) -> Opened {
        guard line.hasPrefix(prefix) else { return .console }
        let rest = line.dropFirst(prefix.count)
        let parts = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let sequence = UInt64(parts[0]), parts[1].count == 64 else { return .forged }
        let body = "\(parts[0]) \(parts[2])"
        let expected = hex(HMACSHA256.authenticate(Array(body.utf8), key: key))
        // Constant-time comparison: the learner cannot time the host, but there is no reason to leak.
        var difference: UInt8 = 0
        for (a, b) in zip(expected.utf8, parts[1].utf8) { difference |= a ^ b }
        guard difference == 0 else { return .forged }
        return .message(sequence: sequence, json: parts[2])
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func bytes(fromHex text: Substring) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var result: [UInt8] = []
        var index = 0
        while index < utf8.count {
            guard let high = value(utf8[index]), let low = value(utf8[index + 1]) else { return nil }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }
}
