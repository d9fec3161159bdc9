import Foundation
import Texts
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes, children and the line it starts on.
struct XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement]
    let line: Int
    let column: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }
    func child(named name: String) -> XMLElement? { children.first { $0.name == name } }
    func child(named name: String, key: String) -> XMLElement? {
        children.first { $0.name == name && $0["key"] == key }
    }
}

/// Reads a whole document into `XMLElement`s with Foundation's XMLParser.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElement] = []
    private(set) var root: XMLElement?
    private weak var parser: XMLParser?

    static func parse(_ data: Data) throws -> XMLElement {
        let parser = XMLParser(data: data)
        let builder = XMLTreeBuilder()
        builder.parser = parser
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        // Never load a DTD or an external entity (the preflight already refused any declaration).
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        let finished = parser.parse()
        if let stop = builder.stopError { throw stop }
        guard finished, let root = builder.root else {
            if let first = builder.firstError { throw first }
            throw XMLTreeError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                               message: parser.parserError.map { Self.describe($0) } ?? "the file is empty or not XML",
                               messageKorean: parser.parserError.map { _ in Catalog[.ko].storyboardNotWellFormed })
        }
        return root
    }

    /// What a learner reads: no parser error names (`nmtokenRequiredError`), in both languages.
    private static func describe(_ error: Error) -> String { Catalog[.en].storyboardNotWellFormed }

    /// The errors libxml2 reports where an end tag is missing: at the end tag of an element
    /// further out (`</scenes>` when a `</scene>` was deleted, often many lines below), or at the
    /// end of the file.
    /// libxml2's codes, which XMLParser passes on (swift-corelibs-foundation's `ErrorCode` numbers
    /// them differently): tag name mismatch 76, tag not finished 77, document end 5, not well balanced 85.
    static let missingEndTag: Set<Int> = [5, 76, 77, 85]

    /// The first error, where the parser was when it found it.
    private(set) var firstError: XMLTreeError?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        // A missing end tag is the open element's: reported at the line where that element starts.
        if Self.missingEndTag.contains((parseError as NSError).code), let open = stack.last, stack.count > 1 || open.line < parser.lineNumber {
            firstError = XMLTreeError(line: open.line, column: open.column,
                                      message: Catalog[.en].storyboardElementNotClosed(element: open.name),
                                      messageKorean: Catalog[.ko].storyboardElementNotClosed(element: open.name))
            parser.abortParsing()
            return
        }
        firstError = XMLTreeError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: Self.describe(parseError),
                                  messageKorean: Catalog[.ko].storyboardNotWellFormed)
        // Only the first error is reported. libxml2 parses in recovery mode and would otherwise go on
        // reporting an error per byte of a broken file: seconds for a few hundred kilobytes.
        parser.abortParsing()
    }

    /// Set when the builder stopped the parse itself (too deep, control characters from references).
    private(set) var stopError: XMLTreeError?
    private var elementCount = 0

    private func stop(_ parser: XMLParser, _ error: XMLTreeError) {
        guard stopError == nil else { return }
        stopError = error
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stopError == nil else { return }
        // The preflight scan already bounds both; this guards against any disagreement with libxml2.
        elementCount += 1
        guard stack.count < StoryboardPreflight.maximumDepth, elementCount <= StoryboardPreflight.maximumElements else {
            stop(parser, XMLTreeError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                                      message: "elements nested more than \(StoryboardPreflight.maximumDepth) deep or more than \(StoryboardPreflight.maximumElements) elements",
                                      kind: stack.count >= StoryboardPreflight.maximumDepth ? .tooDeep : .tooManyElements))
            return
        }
        // Character references (&#x1B;, &#x9B;) can still put control characters into a value.
        for (name, value) in attributeDict where Self.hasControlCharacter(value) || Self.hasControlCharacter(name) {
            stop(parser, XMLTreeError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                                      message: "the attribute `\(StoryboardImportError.excerpt(name))` of <\(StoryboardImportError.excerpt(elementName))> holds a control character: expected only text, tab, CR and LF",
                                      kind: .controlCharacter))
            return
        }
        stack.append(XMLElement(name: elementName, attributes: attributeDict, children: [],
                                line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
    }

    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: return false
            case 0x00...0x1F, 0x7F...0x9F: return true
            default: return false
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard stopError == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}

struct XMLTreeError: Error {
    let line: Int
    let column: Int
    let message: String
    var kind: StoryboardImportError.Kind = .malformedXML
    /// The message in Korean, when the learner may read it in Korean.
    var messageKorean: String?

    init(line: Int, column: Int, message: String, kind: StoryboardImportError.Kind = .malformedXML, messageKorean: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
        self.messageKorean = messageKorean
    }
}
