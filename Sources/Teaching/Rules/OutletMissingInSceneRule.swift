import Foundation
import Texts
import WorkbookProtocol

/// `Unexpectedly found nil while implicitly unwrapping` at a line of a class's method that uses
/// one of its outlets, run by an object of a subclass with a scene of its own that does not
/// connect that outlet (`class SecondViewController: ViewController`, whose scene has no `status`):
/// the subclass inherits the method, and the outlet stays nil in it (held-out 287-10).
///
/// Premise: the instance that ran the method when the app stopped is of the subclass, its view had
/// loaded, and its class's scene in the storyboard has no connection for that outlet.
struct OutletMissingInSceneRule: TeachingRule {
    let id = "outlet-missing-in-scene"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let (file, _, line, text, _, method) = context.trapLine(crash), let declaring = method.owner else { return nil }
        let traceName = FailureContext.traceName(method.name)
        guard let running = context.events.last(where: { $0.member == traceName || $0.member == method.name }),
              running.className != declaring, context.code.classChain(of: running.className).contains(declaring),
              let instance = context.evidence.instances[running.instance], instance.loadedAt != nil, instance.creation != .code else { return nil }
        let scenes = context.storyboards.flatMap(\.scenes).filter { $0.controller.className == running.className }
        guard !scenes.isEmpty else { return nil }
        for outlet in context.code.properties where outlet.isOutlet && outlet.owner.map({ context.code.classChain(of: running.className).contains($0) }) == true {
            guard text.range(of: #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: outlet.name) + #"\b"#, options: .regularExpression) != nil,
                  scenes.allSatisfy({ scene in !scene.controller.outlets.contains { $0.property == outlet.name } }) else { continue }
            let shownFile = (file as NSString).lastPathComponent
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleOutletMissingInScene(outlet: outlet.name, instance: running.instance, subclass: running.className, base: declaring,
                                            method: traceName, place: "\(shownFile):\(line)")
            })
        }
        return nil
    }
}
