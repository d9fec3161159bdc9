import Foundation
import SwiftParser
import SwiftSyntax

/// Reads classes, outlets, actions and the attributes to blank from learner files with SwiftSyntax.
public enum SourceAnalyzer {
    /// Attributes that need the Objective-C runtime (or would clash with the generated entry
    /// point: the generated `__WorkbookMain` is the app's only `@main`).
    static let blankedAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "IBDesignable", "objc", "objcMembers", "nonobjc", "GKInspectable",
        "main", "UIApplicationMain", "NSApplicationMain", "NSManaged",
    ]

    public static func analyze(_ sources: [LearnerProject.SourceFile]) -> SourceAnalysis {
        var files = sources.map { analyze(source: $0.contents, relativePath: $0.relativePath) }
        // A call of an `@objc optional` requirement (`delegate?.didSave?(x)`) calls the requirement
        // its empty default now stands for: the `?` after the name goes.
        let optional = Set(files.flatMap(\.optionalRequirements))
        if !optional.isEmpty {
            for index in files.indices {
                files[index].blankRanges += files[index].optionalCalls.filter { optional.contains($0.name) }.map(\.mark)
            }
        }
        return SourceAnalysis(files: files)
    }

    public static func analyze(source: String, relativePath: String) -> SourceAnalysis.File {
        let tree = Parser.parse(source: source)
        let visitor = DeclarationVisitor(converter: SourceLocationConverter(fileName: relativePath, tree: tree))
        visitor.walk(tree)
        var file = SourceAnalysis.File(relativePath: relativePath, declarations: visitor.declarations,
                                       blankRanges: visitor.blankRanges, selectorExpressions: visitor.selectorExpressions,
                                       coreDataImports: visitor.coreDataImports, lineCount: lineCount(of: source))
        file.rewrites = visitor.rewrites
        file.optionalRequirements = visitor.optionalRequirements
        file.optionalDefaults = visitor.optionalDefaults
        file.optionalCalls = visitor.optionalCalls
        file.objcProtocols = visitor.objcProtocols
        // `x.perform(…)` where `x` is typed `AnyObject`: `__workbookObjC(x).perform(…)` (the
        // Objective-C runtime's dynamic lookup; see `__WorkbookAnyObject` in UIKit).
        for call in visitor.dynamicCalls where call.isCast || call.name.map(visitor.anyObjectNames.contains) == true {
            file.rewrites.append(.init(range: call.receiver.lowerBound..<call.receiver.lowerBound, text: "__workbookObjC("))
            file.rewrites.append(.init(range: call.receiver.upperBound..<call.receiver.upperBound, text: ")"))
        }
        return file
    }

    /// Lines as the compiler counts them: a final newline does not start another line.
    public static func lineCount(of source: String) -> Int {
        var count = source.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if let last = source.utf8.last, last != UInt8(ascii: "\n") { count += 1 }
        return count
    }
}
