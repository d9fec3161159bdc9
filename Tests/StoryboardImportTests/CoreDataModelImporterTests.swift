import Foundation
@testable import StoryboardImport
import XCTest

/// A Core Data model's `contents` is the learner's file: read with the storyboards' care, its
/// entities' names, classes and codegen kept; anything hostile is an error with a line, never a crash.
final class CoreDataModelImporterTests: XCTestCase {
    static let path = "App/Model.xcdatamodeld/Model.xcdatamodel/contents"

    func model(_ entities: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23C71" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        </model>

        """.utf8)
    }

    func load(_ data: Data) throws -> CoreDataModel {
        try CoreDataModelImporter.load(data: data, modelName: "Model.xcdatamodeld", displayPath: Self.path)
    }

    func error(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> StoryboardImportError? {
        do {
            let model = try load(data)
            XCTFail("expected an error, read \(model)", file: file, line: line)
        } catch let error as StoryboardImportError {
            return error
        } catch {
            XCTFail("expected a StoryboardImportError, got \(error)", file: file, line: line)
        }
        return nil
    }

    /// The three codegen settings of Xcode's Data Model inspector, and a class in another module.
    func testEntitiesClassesAndCodegen() throws {
        let model = try load(model("""
            <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="category"/>
            <entity name="Tag" representedClassName="TagMO" syncable="YES"/>
            <entity name="Folder" representedClassName=".Folder" syncable="YES" codeGenerationType="class"/>
            <entity name="Person" syncable="YES" codeGenerationType="class"/>
        """))
        XCTAssertEqual(model.name, "Model.xcdatamodeld")
        XCTAssertEqual(model.file, Self.path)
        // Lines and columns as the parser gives them for every Interface Builder file: the end of the start tag.
        XCTAssertEqual(model.entities.map { "\($0.name) \($0.className) \($0.codeGeneration.rawValue) \($0.line):\($0.column)" }, [
            "Item Item class 3:94", "Note Note category 6:97", "Tag TagMO manual 7:67", "Folder Folder class 8:99", "Person Person class 9:68",
        ])
    }

    /// The template's empty model (as Xcode's "Use Core Data" writes it) has no entities.
    func testTheTemplatesEmptyModel() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/projects/compat/CoreDataTemplate/CoreDataTemplate/CoreDataTemplate.xcdatamodeld/CoreDataTemplate.xcdatamodel/contents")
        let model = try CoreDataModelImporter.load(contentsOf: url, modelName: "CoreDataTemplate.xcdatamodeld", displayPath: "contents")
        XCTAssertEqual(model.entities, [])
    }

    /// Hostile or broken models: too large, not XML, entity declarations, not a model, names no
    /// Swift class can have (control characters, markup, a lowercase start, too long), an entity
    /// twice. Each is an error naming the line, never a crash or a hang.
    func testHostileModelsAreClearErrors() throws {
        let huge = model(String(repeating: "<entity name=\"Item\" syncable=\"YES\"/>\n", count: 300_000))
        XCTAssertGreaterThan(huge.count, StoryboardPreflight.maximumBytes)
        XCTAssertEqual(error(huge)?.kind, .tooLarge)
        XCTAssertEqual(error(huge)?.message.hasPrefix("the Core Data model is \(huge.count) bytes, more than the 8388608 bytes (8 MB)"), true)

        let malformed = try XCTUnwrap(error(model("<entity name=\"Item\" syncable=\"YES\">")))
        XCTAssertEqual(malformed.kind, .malformedXML, "\(malformed)")
        XCTAssertEqual(malformed.file, Self.path)

        let laughs = Data("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<model><entity name=\"&b;\"/></model>\n".utf8)
        let declaration = try XCTUnwrap(error(laughs))
        XCTAssertEqual(declaration.kind, .declaration)
        XCTAssertEqual(declaration.line, 2)
        XCTAssertEqual(declaration.message, "a <!DOCTYPE> declaration: Core Data models have none, and its entities could read other files or expand without end")

        let storyboard = try XCTUnwrap(error(Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".utf8)))
        XCTAssertEqual(storyboard.kind, .invalidCoreDataModel)
        XCTAssertEqual(storyboard.message, "expected a Core Data model <model>, found <document>")

        let deep = model(String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300))
        XCTAssertEqual(error(deep)?.kind, .tooDeep)

        for (name, shown) in [("item", "item"), ("Item-1", "Item-1"), ("Item&lt;script&gt;", "Item<script>"), ("Item\u{202E}meti", "Item\\u{202e}meti"),
                              (String(repeating: "A", count: 201), String(repeating: "A", count: 80) + "…")] {
            let refused = try XCTUnwrap(error(model("    <entity name=\"\(name)\" syncable=\"YES\" codeGenerationType=\"class\"/>")), name)
            XCTAssertEqual(refused.kind, .invalidCoreDataModel, name)
            XCTAssertEqual(refused.line, 3, name)
            XCTAssertTrue(refused.message.hasPrefix("the entity name \"\(shown)"), refused.message)
            XCTAssertTrue(refused.message.hasSuffix("is not one Xcode generates a Swift class for: expected a capital letter, then letters, digits and _ (at most 200)"), refused.message)
        }
        // A character reference to a control character is not XML: the parser stops there.
        XCTAssertEqual(error(model("    <entity name=\"Item&#x1B;[31m\"/>"))?.kind, .malformedXML)
        let badClass = try XCTUnwrap(error(model("    <entity name=\"Item\" representedClassName=\"Item Class\" codeGenerationType=\"class\"/>")))
        XCTAssertTrue(badClass.message.hasPrefix("the class name \"Item Class\""), badClass.message)

        let twice = try XCTUnwrap(error(model("    <entity name=\"Item\"/>\n    <entity name=\"Item\"/>")))
        XCTAssertEqual(twice.line, 4)
        XCTAssertEqual(twice.message, "a second entity named \"Item\" (the first is at line 3)")
    }
}
