import Foundation

/// An Xcode Core Data model: the entities of one `Model.xcdatamodeld/Model.xcdatamodel/contents`
/// and the code Xcode generates for each (its Data Model inspector's "Codegen").
public struct CoreDataModel: Equatable, Sendable {
    /// `codeGenerationType` in the model's XML.
    public enum CodeGeneration: String, Equatable, Sendable {
        /// "Class Definition" (`codeGenerationType="class"`, Xcode's default): Xcode writes the
        /// class (`Item+CoreDataClass.swift`) and its properties; no file of the project declares it.
        case classDefinition = "class"
        /// "Category/Extension" (`"category"`): the learner declares the class, Xcode the properties.
        case categoryExtension = "category"
        /// "Manual/None" (no attribute): the learner writes both.
        case manual
    }

    public struct Entity: Equatable, Sendable {
        public var name: String
        /// The Swift class: the entity's `representedClassName` without a module, else its name.
        public var className: String
        public var codeGeneration: CodeGeneration
        /// Where the `<entity>` element starts in `contents`.
        public var line: Int
        public var column: Int

        public init(name: String, className: String, codeGeneration: CodeGeneration, line: Int, column: Int) {
            self.name = name
            self.className = className
            self.codeGeneration = codeGeneration
            self.line = line
            self.column = column
        }
    }

    /// The model as the learner names it: `Model.xcdatamodeld`.
    public var name: String
    /// The `contents` file, relative to the project folder, for messages.
    public var file: String
    public var entities: [Entity]

    public init(name: String, file: String, entities: [Entity]) {
        self.name = name
        self.file = file
        self.entities = entities
    }
}

/// Reads a Core Data model's `contents` XML with the storyboards' care (it is the learner's file,
/// so untrusted): `StoryboardPreflight` first (at most 8 MB of UTF-8, no DOCTYPE or entity
/// declarations, bounded nesting and element count), then Foundation's XMLParser without
/// external entities. Only entity names, classes and codegen are read.
public enum CoreDataModelImporter {
    /// The longest entity or class name read; Xcode's are a word or two.
    public static let maximumNameLength = 200

    public static func load(contentsOf url: URL, modelName: String, displayPath: String) throws -> CoreDataModel {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: StoryboardPreflight.maximumBytes + 1) ?? Data()
        } catch {
            throw StoryboardImportError(file: displayPath, line: 1, column: 1,
                                        message: "cannot read the Core Data model: \(error.localizedDescription)", kind: .unreadable)
        }
        if data.count > StoryboardPreflight.maximumBytes {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? data.count
            try StoryboardPreflight.checkSize(size, file: displayPath, subject: .coreDataModel)
        }
        return try load(data: data, modelName: modelName, displayPath: displayPath)
    }

    public static func load(data: Data, modelName: String, displayPath: String) throws -> CoreDataModel {
        try StoryboardPreflight.check(data, file: displayPath, subject: .coreDataModel)
        let root: XMLElement
        do {
            root = try XMLTreeBuilder.parse(data)
        } catch let error as XMLTreeError {
            throw StoryboardImportError(file: displayPath, line: error.line, column: error.column, message: error.message,
                                        suggestion: "Open the model in Xcode or a text editor and fix the XML at this place.", kind: error.kind)
        }
        func invalid(_ element: XMLElement, _ message: String, _ suggestion: String) -> StoryboardImportError {
            StoryboardImportError(file: displayPath, line: element.line, column: element.column, message: message,
                                  suggestion: suggestion, kind: .invalidCoreDataModel)
        }
        guard root.name == "model" else {
            throw invalid(root, "expected a Core Data model <model>, found <\(StoryboardImportError.excerpt(root.name))>",
                          "A .xcdatamodel folder holds the `contents` file Xcode's model editor writes; restore it from Xcode.")
        }
        var entities: [CoreDataModel.Entity] = []
        var seen: [String: Int] = [:]
        for element in root.children(named: "entity") {
            guard let name = element["name"] else {
                throw invalid(element, "an <entity> has no name", "Name the entity in Xcode's model editor.")
            }
            let className = element["representedClassName"].map(Self.withoutModule).flatMap { $0.isEmpty ? nil : $0 } ?? name
            for (what, value) in [("entity name", name), ("class name", className)] where !Self.isClassName(value) {
                throw invalid(element, "the \(what) \"\(StoryboardImportError.excerpt(value))\" is not one Xcode generates a Swift class for: expected a capital letter, then letters, digits and _ (at most \(maximumNameLength))",
                              "Rename the entity (or its class) in Xcode's model editor.")
            }
            if let line = seen[name] {
                throw invalid(element, "a second entity named \"\(name)\" (the first is at line \(line))",
                              "Give every entity its own name in Xcode's model editor.")
            }
            seen[name] = element.line
            let codeGeneration = CoreDataModel.CodeGeneration(rawValue: element["codeGenerationType"] ?? "") ?? .manual
            entities.append(CoreDataModel.Entity(name: name, className: className, codeGeneration: codeGeneration,
                                                 line: element.line, column: element.column))
        }
        return CoreDataModel(name: modelName, file: displayPath, entities: entities)
    }

    /// `MyApp.Item` or `.Item` (the "Current Product Module" setting) is the class `Item`.
    static func withoutModule(_ className: String) -> String {
        className.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? className
    }

    /// A name Xcode's model editor takes for an entity and the Swift class it generates.
    static func isClassName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= maximumNameLength,
              ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
