import Foundation

/// A value of the old-style (NeXTSTEP) property list Xcode writes as `project.pbxproj`.
public indirect enum PBXValue: Equatable, Sendable {
    case string(String)
    /// Another object's id, written with its comment (`ID /* name */`).
    case reference(String, comment: String?)
    case array([PBXValue])
    case dictionary([PBXField])

    public static func ref(_ object: PBXObject) -> PBXValue { .reference(object.id, comment: object.comment) }
}

public struct PBXField: Equatable, Sendable {
    public var key: String
    public var value: PBXValue
    public init(_ key: String, _ value: PBXValue) {
        self.key = key
        self.value = value
    }
}

/// One entry of `objects`: its id, `isa`, the comment Xcode writes beside its id, its fields.
public struct PBXObject: Equatable, Sendable {
    public var id: String
    public var isa: String
    public var comment: String?
    public var fields: [PBXField]

    public init(id: String, isa: String, comment: String?, fields: [PBXField]) {
        self.id = id
        self.isa = isa
        self.comment = comment
        self.fields = fields
    }

    public subscript(key: String) -> PBXValue? { fields.first { $0.key == key }?.value }
}

/// A whole `project.pbxproj`: the objects and the root object (a `PBXProject`). The serializer
/// writes what Xcode 15 writes: sections by `isa` in alphabetical order, objects by id inside
/// them, keys sorted with `isa` first, `PBXBuildFile` and `PBXFileReference` on one line.
public struct PBXProjectFile: Equatable, Sendable {
    public var objectVersion = 56
    public var objects: [PBXObject]
    public var rootObject: String

    public init(objects: [PBXObject], rootObject: String) {
        self.objects = objects
        self.rootObject = rootObject
    }

    public func object(_ id: String) -> PBXObject? { objects.first { $0.id == id } }

    /// Object ids: 24 upper-case hex digits from a hash of a stable name (FNV-1a, two seeds), so
    /// the same project always gets the same ids. Swift's `Hasher` is seeded per process and is
    /// not usable here.
    public static func objectID(_ name: String) -> String {
        func fnv1a(_ basis: UInt64) -> UInt64 {
            var hash = basis
            for byte in name.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100000001b3
            }
            return hash
        }
        let high = fnv1a(0xcbf29ce484222325), low = fnv1a(0x84222325cbf29ce4)
        return hex(high, digits: 16) + hex(low >> 32, digits: 8)
    }

    static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    public func serialized() -> String {
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        let sections = Dictionary(grouping: objects, by: \.isa)
        for isa in sections.keys.sorted() {
            out += "\n/* Begin \(isa) section */\n"
            for object in sections[isa]!.sorted(by: { $0.id < $1.id }) {
                let oneLine = isa == "PBXBuildFile" || isa == "PBXFileReference"
                out += "\t\t" + Self.idWithComment(object.id, object.comment) + " = "
                let fields = [PBXField("isa", .string(isa))] + object.fields.sorted { $0.key < $1.key }
                out += Self.write(.dictionary(fields), indent: 2, oneLine: oneLine) + ";\n"
            }
            out += "/* End \(isa) section */\n"
        }
        let root = object(rootObject)
        out += "\t};\n\trootObject = \(Self.idWithComment(rootObject, root?.comment));\n}\n"
        return out
    }

    static func idWithComment(_ id: String, _ comment: String?) -> String {
        guard let comment else { return id }
        // A comment must not end itself early.
        return "\(id) /* \(comment.replacingOccurrences(of: "*/", with: "* /")) */"
    }

    static func write(_ value: PBXValue, indent: Int, oneLine: Bool) -> String {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            return quoted(text)
        case .reference(let id, let comment):
            return idWithComment(id, comment)
        case .array(let items):
            if oneLine { return "(" + items.map { write($0, indent: 0, oneLine: true) + ", " }.joined() + ")" }
            return "(\n" + items.map { tabs + "\t" + write($0, indent: indent + 1, oneLine: false) + ",\n" }.joined() + tabs + ")"
        case .dictionary(let fields):
            if oneLine {
                return "{" + fields.map { "\(quoted($0.key)) = \(write($0.value, indent: 0, oneLine: true)); " }.joined() + "}"
            }
            return "{\n" + fields.map { tabs + "\t\(quoted($0.key)) = \(write($0.value, indent: indent + 1, oneLine: false));\n" }.joined() + tabs + "}"
        }
    }

    static let bare = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$./".unicodeScalars)

    /// Bare when it is only `[A-Za-z0-9_$./]` (and holds no `//`, which would start a comment);
    /// otherwise in double quotes with `\`, `"` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.unicodeScalars.allSatisfy(bare.contains), !text.contains("//") { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += "\\U" + hex(UInt64(scalar.value), digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
