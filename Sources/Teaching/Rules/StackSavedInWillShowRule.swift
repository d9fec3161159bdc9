import Foundation
import Texts
import WorkbookProtocol

/// The stack "before the change" saved in `navigationController(_:willShow:animated:)`: UIKit calls
/// `willShow` after the push or pop already changed `viewControllers` (R2.4, R6.2), so what is saved
/// is the new stack, the one `didShow` reads too, and comparing the two finds no change.
///
/// Premise: a stored property of the delegate is given a value that reads `viewControllers` in
/// `willShow`, which ran; `didShow` of the same class reads that property.
struct StackSavedInWillShowRule: TeachingRule {
    let id = "stack-saved-in-will-show"
    static let willShow = "navigationController(_:willShow:animated:)"
    static let didShow = "navigationController(_:didShow:animated:)"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for write in code.assignments where write.method == Self.willShow && write.value.range(of: #"\bviewControllers\b"#, options: .regularExpression) != nil {
            guard let owner = write.owner, write.base == nil || write.base == "self",
                  code.properties.contains(where: { $0.name == write.member && $0.owner == owner && !$0.isComputed }),
                  let didShow = code.method(Self.didShow, in: owner), didShow.reads.contains(write.member),
                  !context.runs(of: Self.willShow, owner: owner).isEmpty, (context.ran(write) ?? 1) > 0 else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleStackSavedInWillShow(statement: write.statement, line: write.line, property: write.member)
            })
        }
        return nil
    }
}
