import Foundation
import SwiftSyntax

/// One change the mutator found to make, before it is numbered.
struct MutationCandidate {
    var mutationOperator: MutationOperator
    var file: Int
    var edits: [TextEdit]
    /// Where the change is (a byte offset in the original file), for the line and the order.
    var offset: Int
    var before: String
    var after: String
    var truth: MutationTruth
}

/// Makes the mutants of exercises' reference solutions: every operator at every place of the
/// solution regions it applies to, in source order. The same chapters give the same mutants.
public struct Mutator {
    public init() {}

    /// Every mutant of one exercise (`files`: each Swift file's name and its content with the
    /// region markers, as the chapter has it).
    public func mutants(exercise id: String, files: [(name: String, content: String)], storyboardSource: String) -> [Mutant] {
        let source = ExerciseSource(id: id, files: files, storyboardSource: storyboardSource)
        var candidates: [MutationCandidate] = []
        for index in source.files.indices {
            let context = MutationContext(source: source, fileIndex: index)
            candidates += MoveToLifecycle().candidates(context)
            candidates += SwapReceiver().candidates(context)
            candidates += ChangeKeyLiteral().candidates(context)
            candidates += DropStatement().candidates(context)
            candidates += InvertCondition().candidates(context)
            candidates += PushPresent().candidates(context)
            candidates += WeakStrong().candidates(context)
            candidates += ControlProperty().candidates(context)
            candidates += ConstantReturn().candidates(context)
        }
        // Numbered per operator, in file and source order; a change that leaves the file as it
        // was (or repeats another) is no mutant.
        candidates.sort { ($0.mutationOperator, $0.file, $0.offset) < ($1.mutationOperator, $1.file, $1.offset) }
        var counters: [MutationOperator: Int] = [:]
        var seen = Set<String>()
        var mutants: [Mutant] = []
        for candidate in candidates {
            let file = source.files[candidate.file]
            let text = file.applying(candidate.edits)
            guard text != file.text, seen.insert(file.name + "\u{0}" + text).inserted else { continue }
            let number = counters[candidate.mutationOperator, default: 0] + 1
            counters[candidate.mutationOperator] = number
            let line = SolutionFile(name: file.name, text: text, regionLines: []).line(atOffset: candidate.offset)
            mutants.append(Mutant(id: "\(id):\(candidate.mutationOperator.rawValue):\(number)", exercise: id, file: file.name,
                                  mutationOperator: candidate.mutationOperator, line: line,
                                  before: oneLine(candidate.before), after: oneLine(candidate.after), truth: candidate.truth, source: text))
        }
        return mutants
    }
}

/// What an operator reads: one file of the exercise, and the whole exercise around it.
struct MutationContext {
    let source: ExerciseSource
    let fileIndex: Int
    var file: SolutionFile { source.files[fileIndex] }

    func candidate(_ mutationOperator: MutationOperator, _ edits: [TextEdit], at offset: Int, before: String, after: String,
                   truth: MutationTruth) -> MutationCandidate {
        MutationCandidate(mutationOperator: mutationOperator, file: fileIndex, edits: edits, offset: offset,
                          before: before, after: after, truth: truth)
    }

    /// The statement holding `node`, before and after the edit (one line each).
    func statementChange(at node: some SyntaxProtocol, _ edit: TextEdit) -> (before: String, after: String) {
        guard let statement = ancestor(CodeBlockItemSyntax.self, of: node) else {
            return (node.trimmedDescription, edit.replacement)
        }
        let range = file.range(of: statement)
        guard range.contains(edit.range.lowerBound), edit.range.upperBound <= range.upperBound else {
            return (statement.trimmedDescription, edit.replacement)
        }
        var bytes = Array(file.bytes[range])
        bytes.replaceSubrange((edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound), with: Array(edit.replacement.utf8))
        return (statement.trimmedDescription, String(decoding: bytes, as: UTF8.self))
    }

    /// The statements of the solution regions that are in a function, in source order.
    var regionStatements: [CodeBlockItemSyntax] {
        descendants(CodeBlockItemSyntax.self, of: file.tree).filter { file.inRegion($0) && EnclosingFunction(of: $0) != nil }
    }

    /// Nodes of type `T` in the solution regions.
    func inRegions<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        descendants(type, of: file.tree).filter { file.inRegion($0) }
    }
}
