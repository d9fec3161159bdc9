import Foundation
import Texts

/// A closure registered with an object the screen holds (`viewModel.email.observe { … }`,
/// `model.bind { … }`) sets what the check reads, and later the code puts a new object in that
/// property (`main.viewModel = MainViewModel(email: …)`): the closure stays registered with the old
/// object, the new one has no observer, so nothing calls the closure again.
///
/// Premise: the failure is about a missing value; the line setting what the check read is in the
/// closure of a call on a stored property of its own class (the call ran); an assignment of a new
/// object (`Type(…)`) to that property ran after the screen was set up (not in an initializer,
/// `viewDidLoad` or `loadView`), and it is not the object the closure's call was made on again.
struct ObservedObjectReplacedRule: TeachingRule {
    let id = "observed-object-replaced"
    static let setUp: Set<String> = ["viewDidLoad()", "loadView()", "awakeFromNib()", "init(coder:)", "init()", "init(nibName:bundle:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let closure = setter.closureOf, let method = setter.method else { continue }
            // The call whose closure holds the setter: the nearest one above it in the same method.
            guard let register = code.calls.filter({
                $0.name == closure && $0.method == method && $0.owner == setter.owner && $0.file == setter.file && $0.line <= setter.line
            }).max(by: { $0.line < $1.line }), (context.ran(register) ?? 0) > 0,
                  var root = register.receiverRoot, let receiver = register.receiver else { continue }
            if root == "self" { root = receiver.split(separator: ".").dropFirst().first.map(String.init) ?? root }
            // A property that registers again when it is given a new object (`didSet { bind() }`) keeps
            // the closure with the object it holds.
            let ownProperty = code.properties.contains(where: { $0.name == root && $0.owner == setter.owner && !$0.isComputed && !$0.isOutlet && $0.observers.isEmpty })
            // An object reached through another's property (`Store.shared.text.bind { … }`): a new
            // object put at that same path (`Store.shared.text = Observable(value)`, in any class).
            let path = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
            let throughPath: CodeFacts.Assignment? = ownProperty || !path.contains(".") || root == "self" ? nil : code.assignments.first { assignment in
                let target = assignment.target.hasPrefix("self.") ? String(assignment.target.dropFirst(5)) : assignment.target
                return target == path && assignment.op == "=" && SkippedOptionalChainRule.isFreshObject(assignment.value)
                    && !Self.setUp.contains(assignment.method ?? "") && !(assignment.method ?? "").hasPrefix("init(") && (context.ran(assignment) ?? 0) > 0
                    && code.properties.contains { $0.name == assignment.member && !$0.isComputed && $0.observers.isEmpty }
            }
            if throughPath != nil { root = String(path.split(separator: ".").last ?? Substring(root)) }
            guard ownProperty || throughPath != nil else { continue }
            guard let replaced = throughPath ?? code.assignments.first(where: { assignment in
                // The screen's own property: bare in its class, or through a name of its class.
                let ownerOfTarget = assignment.base.map { base in
                    FailureContext.isSelfBase(base) ? assignment.owner : NotControlStateRule.type(of: base, method: assignment.method, owner: assignment.owner, code: code).map { CodeFacts.bareType($0) }
                } ?? assignment.owner
                return assignment.member == root && assignment.op == "=" && SkippedOptionalChainRule.isFreshObject(assignment.value)
                    && (ownerOfTarget == nil || ownerOfTarget == setter.owner)
                    && !Self.setUp.contains(assignment.method ?? "") && !(assignment.method ?? "").hasPrefix("init(")
                    && (context.ran(assignment) ?? 0) > 0
            }) else { continue }
            // The new object came after the closure was registered (in `prepare`, before the screen
            // loaded, it is the very object the closure is registered with).
            guard let registered = context.runs(of: method, owner: setter.owner).first,
                  let replacing = replaced.method.map({ context.runs(of: $0, owner: replaced.owner) }),
                  replacing.contains(where: { $0.index > registered.index }) else { continue }
            let file = context.fileName(replaced.file) ?? "?"
            let registerText = "\(receiver).\(closure) { … }"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleObservedObjectReplaced(register: registerText, registerLine: register.line, method: FailureContext.traceName(method),
                                              property: root, statement: replaced.statement, file: file, line: replaced.line,
                                              target: setter.target)
            })
        }
        return nil
    }
}
