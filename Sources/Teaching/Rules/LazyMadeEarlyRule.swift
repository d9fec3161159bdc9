import Foundation
import Texts
import WorkbookProtocol

/// `lazy var settings = Settings(email: email.text ?? "", …)`, first read in `viewDidLoad` (a
/// `print`, a check): a `lazy` value is made once, the first time it is read, from the controls as
/// they are then, before the user filled them in. What it sends later is that first, empty form.
///
/// Premise: what the check read comes from the property (the setters' origins); its initial value
/// reads the screen's own controls; it was made once (coverage); it is read in a UIKit callback
/// that runs as the screen appears, and that callback ran before the check's first input.
struct LazyMadeEarlyRule: TeachingRule {
    let id = "lazy-made-early"

    static let early = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "loadView()", "awakeFromNib()"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let firstInput = context.inputSteps(upTo: context.failure.step ?? Int.max).first?.step else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            let read = context.origins(of: setter)
            for property in code.properties where property.isLazy && property.initialLine > 0 && FailureContext.mentions(read, property.name) {
                guard let owner = property.owner, let initial = property.initial,
                      context.ran(file: property.file, line: property.initialLine, column: property.initialColumn) == 1 else { continue }
                let controls = code.properties.filter { $0.owner == owner && $0.isOutlet && FailureContext.mentions(initial, $0.name) }
                guard !controls.isEmpty else { continue }
                // Its first read: a statement of an early callback of the same class mentioning it.
                let statements: [(method: String?, line: Int, text: String)] =
                    code.calls.filter { $0.owner == owner }.map { ($0.method, $0.line, $0.arguments.joined(separator: " ") + " " + ($0.receiver ?? "")) }
                    + code.assignments.filter { $0.owner == owner }.map { ($0.method, $0.line, $0.value) }
                    + code.bindings.filter { $0.owner == owner }.map { ($0.method, $0.line, $0.value) }
                guard let first = statements.filter({ Self.early.contains($0.method ?? "") && FailureContext.mentions($0.text, property.name) }).min(by: { $0.line < $1.line }),
                      let method = first.method,
                      context.runs(of: method, owner: owner).contains(where: { ($0.event.step ?? 0) < firstInput }) else { continue }
                let made = ReadOnceRule.oneLine(initial)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLazyMadeEarly(property: property.name, initial: made, line: property.initialLine, method: method, readLine: first.line,
                                         setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", setterLine: setter.line)
                })
            }
        }
        return nil
    }
}
