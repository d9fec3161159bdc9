import Foundation
import WorkbookProtocol

/// A notification posted before anything observed it: `post(name: N, …)` ran, and the
/// `addObserver(…, name: N, …)` of the screen that should receive it ran only afterwards (in the
/// `viewDidLoad` of a screen shown after the post), or never; its selector never ran (the
/// coverage shows it). A notification reaches only the observers registered when it is posted.
struct NotificationUnobservedRule: TeachingRule {
    let id = "notification-unobserved"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for post in code.calls where post.name == "post" && (post.receiver ?? "").contains("NotificationCenter") && (context.ran(post) ?? 0) > 0 {
            guard let name = post.arguments.first, let key = Self.nameKey(name, code: code) else { continue }
            for observe in code.calls where observe.name == "addObserver" && observe.arguments.contains(where: { Self.nameKey($0, code: code) == key }) {
                // The method the observer calls, which never ran.
                guard let selector = observe.arguments.lazy.compactMap({ $0.firstMatch(#"#selector\(\s*(?:self\.)?(\w+)"#)?[1] }).first,
                      let handler = code.methods.first(where: { $0.baseName == selector && $0.owner == observe.owner }), context.ran(handler) == 0,
                      let observerMethod = observe.method, let observerClass = observe.owner, let postMethod = post.method else { continue }
                let observed = context.ran(observe) ?? 0
                // When it ran, the trace says it was after the post's method, or that a removal of
                // the observer ran between the registration and the post.
                if observed > 0 {
                    let posted = context.runs(of: postMethod, owner: post.owner).first?.index
                    let registered = context.runs(of: observerMethod, owner: observerClass).first?.index
                    guard let posted, let registered else { continue }
                    if registered < posted {
                        guard let removal = code.calls.first(where: { $0.name == "removeObserver" && $0.owner == observerClass && (context.ran($0) ?? 0) > 0 }),
                              let removalMethod = removal.method,
                              let removed = context.runs(of: removalMethod, owner: observerClass).last(where: { $0.index < posted }),
                              removed.index > registered else { continue }
                        return Explanation(rule: id, text: Catalog.both {
                            $0.ruleNotificationObserverRemoved(post: "NotificationCenter.default.post(name: \(name), …)", line: post.line, method: postMethod,
                                                               observerClass: observerClass, removal: removal.written, removalLine: removal.line,
                                                               removalMethod: removalMethod, step: removed.event.step ?? 0, handler: handler.name)
                        })
                    }
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNotificationUnobserved(post: "NotificationCenter.default.post(name: \(name), …)", line: post.line, method: postMethod,
                                                  observerClass: observerClass, observerMethod: observerMethod, observeLine: observe.line,
                                                  handler: handler.name, registeredLater: observed > 0)
                })
            }
        }
        return nil
    }

    /// The string a notification name stands for: a literal in it (`Notification.Name("x")`), or
    /// in the declaration of the constant it names (`.didSubmitForm`).
    static func nameKey(_ expression: String, code: CodeFacts) -> String? {
        if let literal = expression.firstMatch(#"Name\(\s*(?:rawValue:\s*)?"([^"]*)"\s*\)"#)?[1] { return literal }
        guard let last = expression.firstMatch(#"^\.?(?:[\w.]*\.)?(\w+)$"#)?[1] else { return nil }
        guard let property = code.properties.first(where: { $0.name == last }), let initial = property.initial else { return nil }
        return initial.firstMatch(#""([^"]*)""#)?[1]
    }
}
