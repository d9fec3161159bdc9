import Foundation
import Texts
import WorkbookProtocol

/// A storyboard that names a class the app does not have (a class renamed in the code and not in
/// the storyboard, or the other way round): for a scene UIKit logs "Unknown class X in Interface
/// Builder file." and makes a plain `UIViewController`, so none of the learner's code runs there;
/// for a custom segue it raises "Could not find a segue class named 'X'". Premise: the run logged
/// or raised it, for a class no declaration of the learner's has.
struct UnknownStoryboardClassRule: TeachingRule {
    let id = "unknown-storyboard-class"

    func explain(_ context: FailureContext) -> Explanation? {
        var name: String?
        var segue = false
        if let crash = context.crash, crash.kind == .uncaughtException,
           let match = crash.reason.firstMatch(#"^Could not find a segue class named '([^']+)'$"#), match.count == 2 {
            name = match[1]
            segue = true
        } else {
            for entry in context.run.timeline {
                guard case let .console(text) = entry, let match = text.firstMatch(#"Unknown class (\S+) in Interface Builder file\."#), match.count == 2 else { continue }
                name = match[1]
                break
            }
        }
        guard let name, !context.code.classes.contains(where: { $0.name == name }) else { return nil }
        // The learner's classes of the same kind, nearest spelling first: what the storyboard may mean.
        let kinds = segue ? ["UIStoryboardSegue"] : ["UIViewController", "UITableViewController", "UINavigationController", "UICollectionViewController"]
        // A typealias of that name (`typealias ResultViewController = ResultScreen`) is no class at run time.
        let aliased = context.sources.lazy.compactMap { $0.firstMatch(#"typealias\s+\#(NSRegularExpression.escapedPattern(for: name))\s*=\s*(\w+)"#)?[1] }.first
        let candidates = (aliased.map { [$0] } ?? []) + context.code.classes.filter { type in type.supertypes.contains { kinds.contains($0) } || (!segue && type.name.hasSuffix("Controller")) }
            .map(\.name).sorted { (Self.distance($0, name), $0) < (Self.distance($1, name), $1) }
            .filter { $0 != aliased }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleUnknownStoryboardClass(name: name, segue: segue, nearest: candidates.first)
        })
    }

    static func distance(_ first: String, _ second: String) -> Int {
        CompileErrorLesson.editDistance(first.lowercased(), second.lowercased())
    }

}
