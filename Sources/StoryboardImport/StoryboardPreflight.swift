import Foundation

/// Checks a storyboard's bytes before XMLParser sees them, so that no learner's file can crash or
/// exhaust the checker: FoundationXML traps on names and comments that are not UTF-8, libxml2
/// substitutes entities (billion laughs) and recursion on deep nesting can overflow the stack.
///
/// One pass over the bytes (UTF-8, control characters, line and column), then one cheap scan of
/// the markup (declarations, nesting depth, element count) that skips comments, CDATA, processing
/// instructions and quoted attribute values. Columns count characters, from 1.
public enum StoryboardPreflight {
    /// What the file is, for messages: the same checks guard storyboards, xibs and Core Data models.
    public struct Subject: Sendable {
        let name: String
        let plural: String
        let sizeAdvice: String
        let countAdvice: String
        let depthAdvice: String

        public static let storyboard = Subject(
            name: "storyboard", plural: "storyboards",
            sizeAdvice: "Is this really a storyboard? Split a very large storyboard into several with storyboard references.",
            countAdvice: "Split the storyboard into several with storyboard references.",
            depthAdvice: "Is an element left unclosed above? Otherwise flatten the view hierarchy (stack views, container views).")
        public static let coreDataModel = Subject(
            name: "Core Data model", plural: "Core Data models",
            sizeAdvice: "Is this really the `contents` file Xcode writes in a .xcdatamodel folder? A model with dozens of entities is a few kilobytes.",
            countAdvice: "Is this really the `contents` file Xcode writes in a .xcdatamodel folder? Xcode writes one element per entity and attribute.",
            depthAdvice: "Is an element left unclosed above? Xcode nests a model's elements three deep.")
    }

    /// Xcode's largest storyboards are a few hundred kilobytes.
    public static let maximumBytes = 8 * 1024 * 1024
    /// Interface Builder nests a view inside about four elements per level; 200 is far deeper than any real storyboard.
    public static let maximumDepth = 200
    /// A storyboard with 50 scenes has about 10,000 elements.
    public static let maximumElements = 100_000

    public static func check(_ data: Data, file: String, subject: Subject = .storyboard) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            try checkSize(bytes.count, file: file, subject: subject)
            try checkCharacters(bytes, file: file, subject: subject)
            try checkMarkup(bytes, file: file, subject: subject)
        }
    }

    static func checkSize(_ count: Int, file: String, subject: Subject = .storyboard) throws {
        guard count <= maximumBytes else {
            throw StoryboardImportError(file: file, line: 1, column: 1,
                                        message: "the \(subject.name) is \(count) bytes, more than the \(maximumBytes) bytes (8 MB) this tool reads",
                                        suggestion: subject.sizeAdvice, kind: .tooLarge)
        }
    }

    // MARK: - Characters

    static func checkCharacters(_ bytes: UnsafeBufferPointer<UInt8>, file: String, subject: Subject = .storyboard) throws {
        var line = 1
        var column = 1
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0x0A {
                    line += 1
                    column = 1
                } else {
                    if lead < 0x20 && lead != 0x09 && lead != 0x0D || lead == 0x7F {
                        throw controlError(UInt32(lead), line: line, column: column, file: file, subject: subject)
                    }
                    column += 1
                }
                index += 1
                continue
            }
            // Length and the allowed range of the second byte (excludes overlong forms, surrogates, > U+10FFFF).
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: throw utf8Error(bad: lead, line: line, column: column, file: file, subject: subject)
            }
            guard index + length <= count else {
                throw utf8Error(bad: lead, line: line, column: column, file: file, subject: subject, truncated: true)
            }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { throw utf8Error(bad: second, line: line, column: column, file: file, subject: subject) }
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            scalar = scalar << 6 | UInt32(second & 0x3F)
            if length > 2 {
                for offset in 2..<length {
                    let next = bytes[index + offset]
                    guard next & 0xC0 == 0x80 else { throw utf8Error(bad: next, line: line, column: column, file: file, subject: subject) }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
            }
            if (0x80...0x9F).contains(scalar) {
                throw controlError(scalar, line: line, column: column, file: file, subject: subject)
            }
            column += 1
            index += length
        }
    }

    private static func utf8Error(bad byte: UInt8, line: Int, column: Int, file: String, subject: Subject,
                                  truncated: Bool = false) -> StoryboardImportError {
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        let what = truncated ? "a UTF-8 sequence starting with byte \(hex) is cut off by the end of the file"
                             : "byte \(hex) is not valid UTF-8"
        return StoryboardImportError(file: file, line: line, column: column,
                                     message: "\(what): expected the \(subject.name) in UTF-8, as Xcode writes it",
                                     suggestion: "Re-save the file as UTF-8 (Xcode: File Inspector › Text Encoding › Unicode (UTF-8)) or retype the text at this place.",
                                     kind: .invalidUTF8)
    }

    private static func controlError(_ scalar: UInt32, line: Int, column: Int, file: String, subject: Subject) -> StoryboardImportError {
        let name = scalar == 0 ? "NUL" : "control character"
        return StoryboardImportError(file: file, line: line, column: column,
                                     message: "\(name) U+\(String(format: "%04X", scalar)) in the \(subject.name): expected only text, tab, CR and LF",
                                     suggestion: "Delete the invisible character at this place (it may have been pasted into a label, title or comment).",
                                     kind: .controlCharacter)
    }

    // MARK: - Markup

    static func checkMarkup(_ bytes: UnsafeBufferPointer<UInt8>, file: String, subject: Subject = .storyboard) throws {
        let count = bytes.count
        var index = 0
        var depth = 0
        var elements = 0

        /// Index just past the first occurrence of `pattern` at or after `from`, or nil.
        func skip(past pattern: [UInt8], from: Int) -> Int? {
            guard pattern.count <= count else { return nil }
            var position = from
            while position + pattern.count <= count {
                if bytes[position] == pattern[0] {
                    var matches = true
                    for offset in 1..<pattern.count where bytes[position + offset] != pattern[offset] {
                        matches = false
                        break
                    }
                    if matches { return position + pattern.count }
                }
                position += 1
            }
            return nil
        }
        func starts(with pattern: [UInt8], at position: Int, caseInsensitive: Bool = false) -> Bool {
            guard position + pattern.count <= count else { return false }
            for offset in 0..<pattern.count {
                var byte = bytes[position + offset]
                if caseInsensitive && byte >= 0x61 && byte <= 0x7A { byte -= 0x20 }
                if byte != pattern[offset] { return false }
            }
            return true
        }
        func error(_ offset: Int, _ message: String, _ suggestion: String, _ kind: StoryboardImportError.Kind) -> StoryboardImportError {
            let (line, column) = position(of: offset, in: bytes)
            return StoryboardImportError(file: file, line: line, column: column, message: message, suggestion: suggestion, kind: kind)
        }

        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index
            if starts(with: Array("<!--".utf8), at: index) {
                guard let end = skip(past: Array("-->".utf8), from: index + 4) else { return }
                index = end
            } else if starts(with: Array("<![CDATA[".utf8), at: index) {
                guard let end = skip(past: Array("]]>".utf8), from: index + 9) else { return }
                index = end
            } else if starts(with: Array("<?".utf8), at: index) {
                // Only the XML declaration (`<?xml` and its version): any other processing
                // instruction is refused. Xcode writes none, and Foundation's XMLParser on Linux
                // crashes (strlen of NULL) on one without data, such as `<?x?>`.
                // (Unterminated, it is left to the parser, which reports it as malformed.)
                guard let end = skip(past: Array("?>".utf8), from: index + 2) else { return }
                let isDeclaration = starts(with: Array("<?XML".utf8), at: index, caseInsensitive: true)
                    && index + 5 < count && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index + 5])
                guard isDeclaration else {
                    throw error(start, "a processing instruction (<?…?>) other than the <?xml …?> declaration: \(subject.plural) have none",
                                "Delete it; Xcode writes only <?xml version=\"1.0\" encoding=\"UTF-8\"?> on the first line.", .declaration)
                }
                try checkEncoding(bytes, from: index, to: end, error: error)
                index = end
            } else if starts(with: Array("<!".utf8), at: index) {
                let isDoctype = starts(with: Array("<!DOCTYPE".utf8), at: index, caseInsensitive: true)
                throw error(start, isDoctype ? "a <!DOCTYPE> declaration: \(subject.plural) have none, and its entities could read other files or expand without end"
                                             : "a markup declaration (<!ENTITY, <!ELEMENT, …) outside a DOCTYPE: \(subject.plural) have none",
                            "Delete the declaration; Xcode never writes one in a \(subject.name).", .declaration)
            } else if starts(with: Array("</".utf8), at: index) {
                depth = max(0, depth - 1)
                guard let end = skip(past: [UInt8(ascii: ">")], from: index + 2) else { return }
                index = end
            } else {
                // A start tag: find its end outside quoted attribute values.
                elements += 1
                if elements > maximumElements {
                    throw error(start, "more than \(maximumElements) elements: expected a \(subject.name) of at most that size",
                                subject.countAdvice, .tooManyElements)
                }
                var position = index + 1
                var quote: UInt8? = nil
                var selfClosing = false
                var closed = false
                while position < count {
                    let byte = bytes[position]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        selfClosing = bytes[position - 1] == UInt8(ascii: "/")
                        closed = true
                        break
                    } else if byte == UInt8(ascii: "<") {
                        break  // malformed: count it as opened and let XMLParser report it
                    }
                    position += 1
                }
                if !selfClosing {
                    depth += 1
                    if depth > maximumDepth {
                        throw error(start, "elements nested more than \(maximumDepth) deep: expected the shallow nesting Xcode writes",
                                    subject.depthAdvice, .tooDeep)
                    }
                }
                index = closed ? position + 1 : position
            }
        }
    }

    private static func checkEncoding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                      error: (Int, String, String, StoryboardImportError.Kind) -> StoryboardImportError) throws {
        let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        guard !["utf-8", "utf8"].contains(value.lowercased()) else { return }
        throw error(start, "the XML declaration names the encoding \"\(StoryboardImportError.excerpt(String(value), limit: 40))\": expected UTF-8",
                    "Re-save the file as UTF-8 and write <?xml version=\"1.0\" encoding=\"UTF-8\"?> as Xcode does.", .unsupportedEncoding)
    }

    /// Line and column (characters, from 1) of a byte offset in valid UTF-8.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
