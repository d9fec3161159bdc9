import Chapters
import Foundation
import StoryboardImport
import WorkbookCore

/// What is fuzzed: its seeds, its tokens, and how one input runs in-process.
enum FuzzTarget: String, CaseIterable {
    case storyboard, model, checks, chapter

    var fileExtension: String {
        switch self {
        case .storyboard: return "storyboard"
        case .model: return "contents"
        case .checks: return "yaml"
        case .chapter: return "md"
        }
    }

    /// Seed files under the repository root.
    func seedFiles(root: URL) -> [URL] {
        func files(under folder: String, where keep: (URL) -> Bool) -> [URL] {
            let base = root.appendingPathComponent(folder)
            let all = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return all.filter(keep)
        }
        let found: [URL]
        switch self {
        case .storyboard:
            found = files(under: "Tests/Fixtures") { $0.pathExtension == "storyboard" && !$0.path.contains("/fuzz-crashes/") }
                + files(under: "Exercises") { $0.pathExtension == "storyboard" }
        case .model:
            found = files(under: "Tests/Fixtures") { $0.lastPathComponent == "contents" && $0.deletingLastPathComponent().pathExtension == "xcdatamodel" }
        case .checks:
            found = files(under: "Tests/Fixtures/exercises") { $0.lastPathComponent == "checks.yaml" }
                + files(under: "Exercises") { $0.lastPathComponent == "checks.yaml" }
        case .chapter:
            found = files(under: "Chapters") { $0.pathExtension == "md" } + [root.appendingPathComponent("docs/authoring.md")]
        }
        return found.filter { FileManager.default.fileExists(atPath: $0.path) }.sorted { $0.path < $1.path }
    }

    var tokens: [String] {
        switch self {
        case .storyboard:
            return ["<!DOCTYPE document [<!ENTITY x \"y\">]>", "<!ENTITY a SYSTEM \"file:///etc/passwd\">", "&x;", "&a;", "&amp;", "&lt;",
                    "&#0;", "&#x1B;", "&#x9B;", "&#xFFFE;", "&#x10FFFF;", "&#99999999;", "<![CDATA[", "]]>", "<!--", "-->", "<?pi x?>",
                    "<?xml version=\"1.0\" encoding=\"UTF-16\"?>", "<?xml version=\"1.1\"?>", "<view>", "</view>", "/>", "</", "=\"",
                    " id=\"", " destination=\"", " kind=\"unwind\"", " kind=\"show\"", " key=\"view\"", " customClass=\"",
                    "<segue destination=\"A\" kind=\"show\" id=\"q\"/>", "<outlet property=\"p\" destination=\"d\" id=\"o\"/>",
                    "<action selector=\"tap:\" destination=\"d\" eventType=\"touchUpInside\" id=\"a\"/>",
                    "<scene sceneID=\"z\"><objects><viewController id=\"Z\"/></objects></scene>", "<subviews>", "</subviews>",
                    " xmlns:a=\"b\"", "a:b", "xmlns=\"\"", " value=\"1e400\"", " tag=\"99999999999999999999\"", " value=\"nan\""]
        case .model:
            return ["<!DOCTYPE model [<!ENTITY x \"y\">]>", "<!ENTITY a SYSTEM \"file:///etc/passwd\">", "&x;", "&a;", "&amp;", "&lt;",
                    "&#0;", "&#x1B;", "&#x202E;", "<![CDATA[", "]]>", "<!--", "-->", "<?pi x?>", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>",
                    "<entity name=\"Item\" representedClassName=\"Item\" syncable=\"YES\" codeGenerationType=\"class\">", "</entity>",
                    "<entity name=\"Item\"/>", "<entity/>", " name=\"", " representedClassName=\"", " representedClassName=\".\"",
                    " codeGenerationType=\"class\"", " codeGenerationType=\"category\"", " codeGenerationType=\"", "<attribute name=\"a\"/>",
                    "<model>", "</model>", "<document>", "/>", "</", "=\"", " xmlns:a=\"b\"", "a:b"]
        case .checks:
            return ["&a ", "*a", "<<: *a", "&a [*a, *a, *a]", "!!str ", "!!int ", "!!float ", "!!binary ", "!!map ", "!!seq ", "!!null ",
                    "!<tag:yaml.org,2002:str> ", "!custom ", "? ", ": ", "- ", "[", "]", "{", "}", "| ", "> ", "|-\n", "---\n", "...\n",
                    "%YAML 1.1\n", "%TAG ! tag:x,2000:\n", "~", "null", "yes", "no", "on", "0o17", "0b101", "0x1F", "1_000",
                    "id: ", "steps: ", "points: ", "timeout: ", "depends: ", "hints: ", "visibility: hidden", "expect: ", "top: ",
                    "stack: ", "events: ", "- launch\n", "- tap: {action: \"x:\"}\n", "label: {outlet: a, text: b}", "ko: ", "en: ",
                    "due: 2024-13-45", "timeout: -1", "points: 1e400", "timeout: .nan", "timeout: 99999999999999999999"]
        case .chapter:
            return ["```", "````", "~~~", "```storyboard\n", "```checks\n", "```exercise\n", "```hint\n", "```swift file=ViewController.swift\n",
                    "```swift mistake=m file=ViewController.swift fails=x\n", "```swift file=../../etc/passwd\n", "---\n", "section: ",
                    "lang: ", "title: ", "id: ", "# ", "## ", "### ", "<!-- ", " -->", "| a | b |\n| --- | --- |\n", "*", "_", "`", "> ",
                    "1. ", "- [ ] ", "[x]: http://x\n", "![i](", "&nbsp;", "<div>", "</div>", "// solution\n", "// end solution\n",
                    "  ", "&a ", "*a", "!!str ", "[", "{", "    ", "\u{00A0}", "\\`"]
        }
    }

    var nesting: [String] {
        switch self {
        case .storyboard: return ["<view>", "<subviews><view id=\"n\">", "<a>", "<!--", "<![CDATA["]
        case .model: return ["<entity>", "<model>", "<a>", "<!--", "<![CDATA["]
        case .checks: return ["[", "{a: ", "- ", "&a [", "!!seq ["]
        case .chapter: return ["> ", "- ", "* ", "[", "*_", "<div>", "1. ", "  - ", "`"]
        }
    }

    /// Runs one input and names its outcome; traps only if the parser under test does.
    func run(_ bytes: [UInt8]) -> String {
        switch self {
        case .storyboard:
            do {
                let document = try IBStoryboardImporter.load(data: Data(bytes), name: "Main", displayPath: "Main.storyboard")
                return "ok scenes=\(min(document.scenes.count, 3))"
            } catch let error as StoryboardImportError {
                Self.checkPrintable(error)
                return "error \(error.kind.rawValue) \(Self.shape(error.message))"
            } catch {
                return "other \(type(of: error))"
            }
        case .model:
            do {
                let model = try CoreDataModelImporter.load(data: Data(bytes), modelName: "Model.xcdatamodeld", displayPath: "Model.xcdatamodel/contents")
                return "ok entities=\(min(model.entities.count, 3))"
            } catch let error as StoryboardImportError {
                Self.checkPrintable(error)
                return "error \(error.kind.rawValue) \(Self.shape(error.message))"
            } catch {
                return "other \(type(of: error))"
            }
        case .checks:
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let checks = try ChecksParser.parse(text, file: "checks.yaml")
                return "ok checks=\(min(checks.checks.count, 3))"
            } catch let error as DiagnosticError {
                return "error \(error.diagnostics.prefix(2).map { Self.shape($0.message) }.joined(separator: " | "))"
            } catch {
                return "other \(type(of: error))"
            }
        case .chapter:
            let text = String(decoding: bytes, as: UTF8.self)
            let (chapter, diagnostics) = ChapterParser().parse(text, path: "chapter.md")
            let head = chapter.map { "chapter exercises=\(min($0.exercises.count, 3))" } ?? "none"
            return head + " " + diagnostics.prefix(2).map { Self.shape($0.message) }.joined(separator: " | ")
        }
    }

    /// The full result of one input, for --replay.
    func detail(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .storyboard:
            do {
                let document = try IBStoryboardImporter.load(data: Data(bytes), name: "Main", displayPath: "Main.storyboard")
                return "read \(document.scenes.count) scenes"
            } catch { return "\(error)" }
        case .model:
            do {
                let model = try CoreDataModelImporter.load(data: Data(bytes), modelName: "Model.xcdatamodeld", displayPath: "Model.xcdatamodel/contents")
                return "read \(model.entities.count) entities: " + model.entities.map { "\($0.name) \($0.className) \($0.codeGeneration.rawValue)" }.joined(separator: ", ")
            } catch { return "\(error)" }
        case .checks:
            do {
                return "read \(try ChecksParser.parse(text, file: "checks.yaml").checks.count) checks"
            } catch { return "\(error)" }
        case .chapter:
            let (chapter, diagnostics) = ChapterParser().parse(text, path: "chapter.md")
            return (chapter.map { "read \($0.exercises.count) exercises" } ?? "no chapter") + "\n" + diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// An importer's error is printed to the learner: it must be safe to print and bounded.
    static func checkPrintable(_ error: StoryboardImportError) {
        let text = error.description
        precondition(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
                         || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                     "importer error text with a control character: \(text.debugDescription.prefix(300))")
        precondition(text.count <= 2 * StoryboardImportError.maximumTextLength + StoryboardImportError.maximumPathLength + 64,
                     "importer error text of \(text.count) characters")
        precondition(error.line >= 1 && error.column >= 1, "importer error at \(error.line):\(error.column)")
    }

    /// A message with quoted values and numbers taken out, so that outcomes group by kind.
    static func shape(_ message: String) -> String {
        var result = ""
        var quote: Character? = nil
        for character in message {
            if let open = quote {
                if character == open { quote = nil; result.append(character) }
                continue
            }
            if character == "\"" || character == "`" {
                quote = character
                result.append(character)
            } else if character.isNumber {
                if result.last != "#" { result.append("#") }
            } else {
                result.append(character)
            }
            if result.count >= 100 { break }
        }
        return result
    }
}
