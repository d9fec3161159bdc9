import Foundation

/// Korean particles chosen by how a name ends, as a native reader says it: after a final
/// consonant (받침) `은`, `이`, `을`, `이어야`, `으로`; after a vowel `는`, `가`, `를`, `여야`, `로`
/// (`로` after ㄹ too). Names in Latin letters and digits are read the Korean way: digits by their
/// Korean reading (1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영, 10 십 end in a consonant), letters by the
/// English sound (`…l`, `…m`, `…n`, `…ng` end in a consonant: `Label`, `Button`, `Item`;
/// `Controller`, `View`, `Segue` end in a vowel). Brackets, quotes and punctuation at the end are
/// skipped (`` `email` `` is read as `email`).
public enum KoreanParticle: Sendable {
    case topic      // 은/는
    case subject    // 이/가
    case object     // 을/를
    case copula     // 이어야/여야
    case direction  // 으로/로
    case was        // 이었/였 (before 습니다)

    /// `word` followed by the particle that fits it.
    public static func attach(_ word: String, _ particle: KoreanParticle) -> String {
        word + form(particle, after: word)
    }

    public static func form(_ particle: KoreanParticle, after word: String) -> String {
        let ending = Self.ending(of: word)
        switch particle {
        case .topic: return ending == .vowel ? "는" : "은"
        case .subject: return ending == .vowel ? "가" : "이"
        case .object: return ending == .vowel ? "를" : "을"
        case .copula: return ending == .vowel ? "여야" : "이어야"
        case .direction: return ending == .consonant ? "으로" : "로"
        case .was: return ending == .vowel ? "였" : "이었"
        }
    }

    public enum Ending: Sendable { case vowel, consonant, rieul }

    public static func ending(of word: String) -> Ending {
        let trimmed = word.unicodeScalars.reversed().drop { !CharacterSet.alphanumerics.contains($0) }
        guard let last = trimmed.first else { return .vowel }
        let value = last.value
        if (0xAC00...0xD7A3).contains(value) {
            let final = (value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        if ("0"..."9").contains(Character(last)) {
            let digits = String(String.UnicodeScalarView(trimmed.prefix { ("0"..."9").contains(Character($0)) }.reversed()))
            // 10, 100, 1000, 10000 read 십, 백, 천, 만: all end in a consonant.
            if digits.count > 1, digits.hasSuffix("0") { return .consonant }
            switch last {
            case "1", "7", "8": return .rieul      // 일, 칠, 팔
            case "3", "6", "0": return .consonant  // 삼, 육, 영
            default: return .vowel                 // 이, 사, 오, 구
            }
        }
        let letters = String(String.UnicodeScalarView(trimmed.prefix { CharacterSet.letters.contains($0) }.reversed())).lowercased()
        if letters.hasSuffix("l") { return .rieul }
        if letters.hasSuffix("m") || letters.hasSuffix("n") || letters.hasSuffix("ng") { return .consonant }
        // A silent final `e` after l, m, n or p is read with a final consonant: `File` 파일,
        // `Home` 홈, `onDone` 온던, `Type` 타입 (after other letters the Korean reading ends in a
        // vowel: `Code` 코드, `Save` 세이브).
        if letters.count > 2, letters.hasSuffix("e"), !["ee", "ie", "oe", "ue", "ae"].contains(where: letters.hasSuffix) {
            let before = letters.dropLast().last
            if before == "l" { return .rieul }
            if before == "m" || before == "n" || before == "p" { return .consonant }
        }
        return .vowel
    }

    /// A text whose particles after quoted code or text (`` `name`는 ``, `"자동갱신"는`, with a
    /// place between them: `` `x`(3번째 줄)는 ``) are chosen for the quoted word: a catalog
    /// sentence that puts a fixed particle after a name it does not know is read as a native
    /// reader says it. Only a particle that stands alone (before a space or punctuation) after a
    /// quote ending in a letter or digit is changed.
    public static func fitAfterQuotes(_ text: String) -> String {
        let pattern = #"(`[^`\n]+`|"[^"\n]+")(\([^()\n]*\))?(은|는|이|가|을|를)(?=[\s,.:;)!?]|$)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let quoted = source.substring(with: match.range(at: 1))
            let place = match.range(at: 2).location == NSNotFound ? "" : source.substring(with: match.range(at: 2))
            let particle = source.substring(with: match.range(at: 3))
            let kind: KoreanParticle
            switch particle {
            case "은", "는": kind = .topic
            case "이", "가": kind = .subject
            default: kind = .object
            }
            let word = String(quoted.dropFirst().dropLast())
            // Code that ends in a bracket or an ellipsis (`f(x)`, `a = …`) has no one reading: its
            // particle stays as the sentence wrote it.
            guard let end = word.unicodeScalars.last, CharacterSet.alphanumerics.contains(end) else { continue }
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += quoted + place + form(kind, after: word)
            last = match.range.location + match.range.length
        }
        result += source.substring(from: last)
        return result
    }
}
