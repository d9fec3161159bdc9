import Foundation
import WorkbookProtocol

/// `AppDelegate()` in the learner's code: a second, new app delegate instead of the app's own
/// (`UIApplication.shared.delegate`). Values put into it are read by nobody and go away with it.
struct NewAppDelegateRule: TeachingRule {
    let id = "new-app-delegate"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let delegates = SourceScan.classes(in: context.sources).filter { declared in
            declared.supertypes.contains { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" }
        }
        for declared in delegates {
            let name = declared.name
            // A call `AppDelegate()` outside the class's own declaration line.
            guard context.sources.map(SegueIdentifierMismatchRule.withoutComments).contains(where: {
                $0.range(of: #"(?<![\w.])\#(name)\s*\(\s*\)"#, options: .regularExpression) != nil
            }) else { continue }
            let isApp = declared.supertypes.contains("UIApplicationDelegate")
            let shared = isApp ? "UIApplication.shared.delegate as? \(name)" : "view.window?.windowScene?.delegate as? \(name)"
            return Explanation(rule: id, text: Catalog.both { $0.ruleNewAppDelegate(name: name, shared: shared, isApp: isApp) })
        }
        return nil
    }
}
