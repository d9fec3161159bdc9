import Foundation
import Texts
import WorkbookProtocol

/// A test that read a copy of a control's state made before the user entered it (docs/checks.md
/// "Round 15"): `savedEmail = email.text ?? ""` in `viewWillAppear(_:)`, then `if savedEmail.isEmpty`
/// in the tap's action. The search's build recorded the copy's write with its step and the test
/// after it; the check's steps say when the control got its input. Whatever the test is (`isEmpty`,
/// a comparison, a count) and wherever the copy was made, the copy older than the input is the cause.
extension ValueFlow {
    public static func testSnapshot(tests: [Test], writes: [Write], since: Int, inputs: [Input], facts: CodeFacts, paths: [String]) -> Explanation? {
        let outlets = Set(facts.properties.filter(\.isOutlet).map(\.name))
        for test in tests.reversed() where (test.record.step ?? -1) >= since && !test.isBinding {
            let owner = enclosingMethod(at: test.line, path: test.path, facts: facts, paths: paths)?.owner
            // A property of the screen's (`savedEmail`), or a state of an object it keeps (`sendItem.isEnabled`),
            // written by a line of the code.
            let chains = Set(test.subject.allMatches(#"\b(?:self\.)?([\p{L}_]\w*(?:\.[\p{L}_]\w*)+)"#).map { $0[1] })
            for name in names(in: test.subject).sorted() + chains.sorted() where !outlets.contains(name) {
                let isPath = name.contains(".")
                guard isPath || facts.properties.contains(where: { $0.name == name && !$0.isComputed && ($0.owner == owner || owner == nil) }),
                      let copy = writes.last(where: { write in
                          write.order < test.order && !write.record.ownerIsScreen
                              && (isPath ? write.probe.write.map { $0.target == name || $0.target == "self." + name } == true : write.probe.write?.member == name)
                      }),
                      let step = copy.record.step, let copied = value(of: copy, facts: facts, paths: paths) else { continue }
                // The controls it was made from, or those a method of the screen it calls reads (`form = validated()`).
                let called = names(in: copied).flatMap { name in facts.methods.filter { $0.baseName == name && ($0.owner == owner || owner == nil) }.flatMap(\.reads) }
                let controls = names(in: copied).union(called).intersection(outlets)
                guard let input = inputs.first(where: { controls.contains($0.control) && $0.step > step && $0.step <= (test.record.step ?? Int.max) }) else { continue }
                let place = ValueFlowText.Place(place: name, file: (test.path as NSString).lastPathComponent, line: test.line, statement: test.subject,
                                                method: method(at: test.line, path: test.path, facts: facts, paths: paths), value: shown(copy.record.value),
                                                step: test.record.step)
                let flow = ValueFlowText(screen: "", shown: place, source: describe(copy, facts: facts, paths: paths), input: input.value,
                                         inputControl: input.control, inputStep: input.step)
                return explanation("value-flow-test-snapshot", flow) { $0.valueFlowTestSnapshot($1) }
            }
        }
        return nil
    }
}
