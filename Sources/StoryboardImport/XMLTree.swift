import Foundation
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
        guard parser.parse(), let root = builder.root else {
            if let first = builder.firstError { throw first }
            throw XMLTreeError(line: parser.lineNumber, column: parser.columnNumber,
                               message: parser.parserError.map { Self.describe($0) } ?? "the file is empty or not XML")
        }
        return root
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let name = XMLParser.ErrorCode(rawValue: code).map { String(describing: $0) } ?? "code \(code)"
        return "the XML is not well-formed here (\(name)): expected every element closed and every attribute quoted"
    }

    /// The first error, where the parser was when it found it.
    private(set) var firstError: XMLTreeError?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = XMLTreeError(line: parser.lineNumber, column: parser.columnNumber, message: Self.describe(parseError))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(XMLElement(name: elementName, attributes: attributeDict, children: [],
                                line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let element = stack.popLast() else { return }
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
}
