import Foundation
import LearnerBuild
import Texts
import WorkbookProtocol

/// A method of a class that adopts a UIKit delegate or data-source protocol, named almost like one
/// of the protocol's methods (`NavigationController(_:didShow:animated:)`, `textfieldShouldReturn`),
/// that never ran: the protocol's methods are optional, so the near miss compiles, is just another
/// method of the class, and UIKit never calls it (Xcode warns that it "nearly matches an optional
/// requirement"). Premise: the class (or an extension of it) adopts the protocol; the method's base
/// name is not one of the protocol's and equals one of them but for letter case, or is one or two
/// letters away from one of eight letters or more; the method never ran in this check.
struct DelegateMethodMisnamedRule: TeachingRule {
    let id = "delegate-method-misnamed"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let names = IOSSDKNames.shared
        for method in code.methods where !method.isOverride {
            guard let owner = method.owner, (context.ran(method) ?? 1) == 0 else { continue }
            let adopted = (code.classes + code.extensions).filter { $0.name == owner }.flatMap(\.supertypes)
            for protocolName in adopted where protocolName.hasSuffix("Delegate") || protocolName.hasSuffix("DataSource") {
                guard let members = names.members[protocolName], !members.contains(method.baseName),
                      let meant = members.sorted().first(where: { Self.nearlyEqual(method.baseName, $0) }) else { continue }
                let file = context.fileName(method.file) ?? ""
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleDelegateMethodMisnamed(declared: method.name, place: "\(file):\(method.line)", protocolName: protocolName, meant: meant)
                })
            }
        }
        return nil
    }

    /// The same name but for letter case, or (for names of eight letters or more) one or two
    /// letters away.
    static func nearlyEqual(_ written: String, _ name: String) -> Bool {
        if written.lowercased() == name.lowercased() { return true }
        guard name.count >= 8, abs(written.count - name.count) <= 2 else { return false }
        return distance(Array(written.lowercased()), Array(name.lowercased())) <= 2
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
