/// SplitMix64: small, fast and the same on every platform, so a seed replays the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Byte-level mutations of seed inputs, with tokens that matter to the parser under test.
struct Mutator {
    var random: SeededGenerator
    let tokens: [[UInt8]]
    /// Openers repeated to build deep nesting (`<view>`, `[`, `> `…).
    let nesting: [[UInt8]]
    let maximumSize: Int

    static let commonTokens: [[UInt8]] = {
        var tokens = ["<", ">", "&", "\"", "'", "\t", "\n", "\r\n", "\r", " ", ":", "-", "#", "\\",
                      "\u{202E}", "\u{1B}[31m", "\u{FEFF}", "\u{FFFD}", "한글", "𝄞",
                      "99999999999999999999999999", "-9223372036854775809", "9223372036854775807", "1e400", "-0", "0x7fffffffffffffff",
                      ".nan", ".NaN", ".inf", "-.inf", "NaN", "Infinity"].map { Array($0.utf8) }
        tokens += [[0x00], [0xFF], [0xFE], [0x80], [0xC0, 0xAF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                   [0xF0, 0x9F, 0x98], [0xEF, 0xBF, 0xBF], [0x7F], [0xC2, 0x9B], [0x1B], [0x07], [0x08]]
        return tokens
    }()

    static let interestingBytes: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x26, 0x27, 0x2D, 0x3A, 0x3C, 0x3E,
                                             0x5B, 0x5D, 0x7B, 0x7D, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF8, 0xFF]

    init(seed: UInt64, tokens: [String], nesting: [String], maximumSize: Int) {
        random = SeededGenerator(seed: seed)
        self.tokens = Self.commonTokens + tokens.map { Array($0.utf8) }
        self.nesting = nesting.map { Array($0.utf8) }
        self.maximumSize = maximumSize
    }

    mutating func int(_ upperBound: Int) -> Int { upperBound <= 0 ? 0 : Int.random(in: 0..<upperBound, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }

    /// A position biased toward the start of a line or a markup boundary half of the time.
    mutating func position(in input: [UInt8]) -> Int {
        guard !input.isEmpty else { return 0 }
        let index = int(input.count + 1)
        if chance(50), index < input.count,
           let boundary = input[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) {
            return boundary + (chance(50) ? 1 : 0)
        }
        return index
    }

    mutating func mutate(_ seed: [UInt8], other: [UInt8]) -> [UInt8] {
        var input = seed
        let rounds = 1 + int(chance(30) ? 8 : 3)
        for _ in 0..<rounds {
            mutateOnce(&input, other: other)
            if input.count > maximumSize { input.removeLast(input.count - maximumSize) }
        }
        return input
    }

    mutating func mutateOnce(_ input: inout [UInt8], other: [UInt8]) {
        switch int(12) {
        case 0 where !input.isEmpty:  // flip a bit
            let index = int(input.count)
            input[index] ^= UInt8(1 << int(8))
        case 1 where !input.isEmpty:  // replace a byte with an interesting one
            input[int(input.count)] = Self.interestingBytes[int(Self.interestingBytes.count)]
        case 2, 3:  // insert a token
            let token = tokens[int(tokens.count)]
            input.insert(contentsOf: token, at: position(in: input))
        case 4 where !input.isEmpty:  // delete a range
            let start = int(input.count)
            let length = 1 + int(min(64, input.count - start))
            input.removeSubrange(start..<min(input.count, start + length))
        case 5 where !input.isEmpty:  // duplicate a range, sometimes many times
            let start = int(input.count)
            let length = 1 + int(min(256, input.count - start))
            let piece = Array(input[start..<min(input.count, start + length)])
            let copies = chance(10) ? 1 + int(200) : 1
            let at = position(in: input)
            var repeated: [UInt8] = []
            for _ in 0..<copies { repeated += piece }
            input.insert(contentsOf: repeated, at: at)
        case 6 where !input.isEmpty:  // truncate
            input.removeSubrange(int(input.count)...)
        case 7 where !other.isEmpty:  // splice: our prefix, the other seed's suffix
            let cut = int(input.count + 1)
            let otherCut = int(other.count)
            input = Array(input[..<cut]) + Array(other[otherCut...])
        case 8 where !other.isEmpty:  // insert a piece of the other seed
            let start = int(other.count)
            let length = 1 + int(min(512, other.count - start))
            input.insert(contentsOf: other[start..<min(other.count, start + length)], at: position(in: input))
        case 9 where !nesting.isEmpty:  // deep nesting
            let opener = nesting[int(nesting.count)]
            let depth = [10, 100, 250, 1000, 5000, 60_000][int(6)]
            var block: [UInt8] = []
            block.reserveCapacity(opener.count * depth)
            for _ in 0..<depth { block += opener }
            input.insert(contentsOf: block.prefix(maximumSize), at: position(in: input))
        case 10 where !input.isEmpty:  // swap two bytes
            let a = int(input.count), b = int(input.count)
            input.swapAt(a, b)
        default:  // insert random bytes
            let count = 1 + int(8)
            let at = position(in: input)
            input.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
        }
    }
}

/// FNV-1a, 64 bits: names saved inputs by their content.
func contentHash(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
}
