import Foundation
import Texts
import WorkbookProtocol

/// A test of the destination's class (`destination is ResultViewController`, `as? ResultViewController`
/// in an `if`) used to tell segues apart, when every segue of the screen leads to that same class: it
/// comes out the same for all of them, so the code takes one way whichever segue ran.
///
/// Premise: `prepare(for:sender:)` of a scene with two or more segues ran, all of them to scenes of one
/// class; a test the code ran (its branch's line ran, or not) is a type test against that class.
struct TypeTestSameDestinationRule: TeachingRule {
    let id = "type-test-same-destination"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for scene in context.storyboards.flatMap(\.scenes) {
            let controller = scene.controller
            let segues = controller.allSegues.filter { $0.kind != .unwind && $0.relationship == nil && $0.identifier != nil }
            guard segues.count >= 2, !context.runs(of: "prepare(for:sender:)", owner: controller.className).isEmpty else { continue }
            let classes = Set(segues.compactMap { segue in
                context.storyboards.lazy.compactMap { $0.scene(withControllerID: segue.destinationID) }.first?.controller.className
            })
            guard classes.count == 1, let destination = classes.first, segues.allSatisfy({ segue in
                context.storyboards.contains { $0.scene(withControllerID: segue.destinationID) != nil }
            }) else { continue }
            let tests = code.calls.flatMap(\.conditions) + code.assignments.flatMap(\.conditions) + code.returns.flatMap(\.conditions)
            let pattern = #"^!?\(?\s*([\w.?]+)\s+is\s+"# + NSRegularExpression.escapedPattern(for: destination) + #"\s*\)?$"#
            guard let test = tests.first(where: { $0.text.range(of: pattern, options: .regularExpression) != nil }) else { continue }
            let identifiers = segues.compactMap(\.identifier)
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleTypeTestSameDestination(test: test.text, line: test.line, screen: controller.className, identifiers: identifiers, destination: destination)
            })
        }
        return nil
    }
}
