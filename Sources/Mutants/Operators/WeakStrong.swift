import SwiftSyntax

/// Makes a stored reference `weak`, or a `weak` one strong: the object released at once, or
/// kept alive (a retain cycle, a screen never released). Any stored optional reference of the
/// exercise's files, outlets aside.
struct WeakStrong {
    static let valueTypes: Set<String> = ["String", "Int", "Double", "Bool", "Float", "Date", "Data", "URL", "CGFloat"]

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for variable in descendants(VariableDeclSyntax.self, of: file.tree) {
            guard variable.parent?.is(MemberBlockItemSyntax.self) == true, variable.bindingSpecifier.text == "var",
                  !variable.attributes.trimmedDescription.contains("IBOutlet"),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("?"),
                  !Self.valueTypes.contains(baseTypeName(type)), !type.hasPrefix("["),
                  let typeName = enclosingTypeName(of: variable), context.source.classes[typeName] != nil else { continue }
            let weak = variable.modifiers.first { $0.name.text == "weak" }
            let code = variable.trimmedDescription
            let edit: TextEdit
            let after: String
            if let weak {
                var end = weak.endPositionBeforeTrailingTrivia.utf8Offset
                while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") { end += 1 }
                edit = TextEdit(range: weak.positionAfterSkippingLeadingTrivia.utf8Offset..<end, replacement: "")
                after = code.replacingOccurrences(of: "weak ", with: "")
            } else {
                let start = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
                edit = TextEdit(range: start..<start, replacement: "weak ")
                after = code.replacingOccurrences(of: "var ", with: "weak var ")
            }
            found.append(context.candidate(
                .weakStrong, [edit], at: variable.positionAfterSkippingLeadingTrivia.utf8Offset, before: code, after: after,
                truth: MutationTruth(summary: "`\(typeName).\(name)` made \(weak == nil ? "weak" : "strong")",
                                     from: weak == nil ? "strong" : "weak", to: weak == nil ? "weak" : "strong",
                                     tokens: [name, "weak"])))
        }
        return found
    }
}
