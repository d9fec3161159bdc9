import Foundation

/// A 128-bit FNV-1a content hash (two 64-bit lanes) for cache keys; not for security.
public struct ContentHash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    public mutating func add(_ text: String) {
        add(Data(text.utf8))
    }

    public mutating func add(_ data: Data) {
        for byte in data {
            low = (low ^ UInt64(byte)) &* Self.prime
            high = (high ^ UInt64(byte ^ 0x5a)) &* Self.prime
        }
        // Length separator, so ("ab", "c") and ("a", "bc") differ.
        var length = UInt64(data.count)
        for _ in 0..<8 {
            low = (low ^ (length & 0xff)) &* Self.prime
            length >>= 8
        }
    }

    public var hex: String {
        String(format: "%016llx%016llx", high, low)
    }
}
