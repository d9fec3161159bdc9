import Foundation
import Texts
import WorkbookProtocol

/// The value reaches the screen only through a notification's observer (a block observer's
/// closure, or the method a `#selector` observer names), and the screen the check reads registered
/// its observer after the last post of that name: a notification reaches only the observers there
/// when it is posted and is never delivered again, so that screen never got the value (an earlier
/// screen of the same class may have). Proved by the trace's order: the post's runs (for a post in
/// a property's `didSet`, the runs of the methods that set the property) before the registering
/// method's first run on the instance whose label the check read.
struct ObserverJoinedAfterPostRule: TeachingRule {
    let id = "observer-joined-after-post"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let property = context.subjectProperty else { return nil }
        let code = context.code
        // The lines that write the property itself (not the ones that feed it from elsewhere).
        let setters = context.settersOfSubject.filter { FailureContext.mentions($0.written.isEmpty ? $0.target : $0.written, property) }
        guard !setters.isEmpty else { return nil }
        // Every line that gives the value is an observer's.
        var registration: CodeFacts.Call?
        for setter in setters {
            if let span = code.closureSpans.first(where: { $0.file == setter.file && $0.firstLine <= setter.line && setter.line <= $0.lastLine && $0.call == "addObserver" }),
               let found = context.registration(of: span) {
                registration = registration ?? found
                continue
            }
            if let method = setter.method.map({ String($0.prefix { $0 != "(" }) }),
               let found = code.calls.first(where: { call in
                   call.name == "addObserver" && call.owner == setter.owner
                       && call.arguments.contains { $0.range(of: #"#selector\(\s*(?:self\.)?\#(method)\b"#, options: .regularExpression) != nil } }) {
                registration = registration ?? found
                continue
            }
            return nil
        }
        guard let registration, let registerMethod = registration.method, let owner = registration.owner,
              let nameArgument = zip(registration.labels, registration.arguments).first(where: { $0.0 == "forName" || $0.0 == "name" })?.1 else { return nil }
        let key = NotificationUnobservedRule.nameKey(nameArgument, code: code)
        let posts = code.calls.filter { post in
            guard post.name == "post", (post.receiver ?? "").contains("NotificationCenter"), (context.ran(post) ?? 0) > 0, let posted = post.arguments.first else { return false }
            if let key, let postedKey = NotificationUnobservedRule.nameKey(posted, code: code) { return key == postedKey }
            return CodeFacts.normalized(posted) == CodeFacts.normalized(nameArgument)
        }
        // When each post ran: its method's runs, or for a property's `didSet`, the runs of the methods
        // that set that property.
        var postTimes: [Int] = []
        var postPlace: String?
        for post in posts {
            guard let method = post.method else { continue }
            if method.hasSuffix(".didSet") || method.hasSuffix(".willSet") {
                let member = String(method.prefix { $0 != "." })
                for setter in code.assignments where setter.member == member && (context.ran(setter) ?? 0) > 0 {
                    guard let setterMethod = setter.method else { continue }
                    postTimes += context.runs(of: setterMethod, owner: setter.owner).map(\.index)
                }
                postPlace = postPlace ?? "`\(member)`'s `\(method.split(separator: ".").last ?? "")`"
            } else {
                postTimes += context.runs(of: method, owner: post.owner).map(\.index)
                postPlace = postPlace ?? "`\(method)`"
            }
        }
        guard let post = posts.first, let lastPost = postTimes.max(), let place = postPlace else { return nil }
        // The screen whose label the check read: the controller of that class holding the label.
        let labels = (context.evidence.states.last?.labels ?? []).filter { $0.outlet == property && $0.controller.hasPrefix(owner + "#") }
        guard let instance = labels.last?.controller,
              let registered = context.runs(of: registerMethod, owner: owner, instance: instance).first?.index, lastPost < registered else { return nil }
        let earlier = context.runs(of: registerMethod, owner: owner).first { $0.index < lastPost && $0.event.instance != instance }?.event.instance
        let setter = setters[0]
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleObserverJoinedAfterPost(statement: setter.statement, line: setter.line, registration: "addObserver(…\(nameArgument)…)", registrationLine: registration.line,
                                          registerMethod: registerMethod, instance: instance, post: "post(name: \(post.arguments.first ?? nameArgument), …)",
                                          postFile: post.file == setter.file ? nil : context.fileName(post.file), postLine: post.line, postPlace: place, earlier: earlier)
        })
    }
}
