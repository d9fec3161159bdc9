import Foundation
import Texts
import WorkbookProtocol

/// What an object a cast (or a `switch`'s type pattern) was given is to the code, from the run: the
/// scene's delegate asked as the app's, the screen an unwind went back to (the one left is
/// `segue.source`), a tab bar controller, the navigation controller that holds the screen asked for,
/// another screen of the same stack, a screen in no navigation controller.
public enum CastRoles {
    /// The role of the one object in `values` (as the search shows a value: `UINavigationController#1`,
    /// `Optional(…)`) for a cast to `type`, from the state at the end of the run and its events.
    /// `caller`: the class whose code made the cast, when known: a screen of that class pushed onto the
    /// container and gone by the end of the run was on top of it when the cast ran.
    public static func read(values: [String], type: String, state: AppState?, events: [TraceEvent] = [], facts: CodeFacts? = nil, caller: String? = nil) -> CastRole? {
        guard let state, values.count == 1, var object = values.first else { return nil }
        while object.hasPrefix("Optional("), object.hasSuffix(")") { object = String(object.dropFirst(9).dropLast()) }
        guard object.contains("#") else { return nil }
        // The app's delegate asked of a scene (or the scene's of the application): each is its own object.
        if let facts, let objectClass = object.split(separator: "#").first.map(String.init) {
            let asked = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            func role(_ name: String) -> Bool? {
                let supertypes = facts.supertypes(of: name)
                if supertypes.contains("UIApplicationDelegate") { return false }
                if supertypes.contains("UIWindowSceneDelegate") || supertypes.contains("UISceneDelegate") { return true }
                return nil
            }
            if let isScene = role(objectClass), let askedScene = role(asked), isScene != askedScene {
                return .delegateKind(object: object, asked: asked, objectIsScene: isScene)
            }
        }
        // The screen an unwind went back to, whose unwind action ran: the one left is the segue's source.
        if let unwind = events.last(where: { $0.instance == object && $0.unwindSource != nil }), let source = unwind.unwindSource {
            return .unwindDestination(object: object, source: source)
        }
        let wanted = type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
        if object.hasPrefix("UITabBarController#") || object.split(separator: "#").first.map({ $0.hasSuffix("TabBarController") }) == true,
           !wanted.hasSuffix("TabBarController") {
            return .tabBar(object: object, asked: wanted)
        }
        func isWanted(_ tag: String) -> Bool { tag.split(separator: "#").first.map(String.init) == wanted }
        // The screen whose code made the cast, taken from its own stack (it was pushed: on top when the line ran).
        if let caller, caller != wanted, object.hasPrefix(caller + "#"),
           events.contains(where: { event in
               // (`FormViewController#1 animated=true`: the instance whole, not `#12`.)
               event.member == "pushViewController(_:animated:)" && (event.detail == object || (event.detail ?? "").hasPrefix(object + " "))
           }) {
            return .callerItself(object: object, wanted: wanted)
        }
        if let stack = state.navigationStacks.first(where: { $0.navigationController == object }),
           let index = stack.stack.lastIndex(where: isWanted) {
            // The caller's screen, pushed onto it and popped since, was on top when the cast ran: the stack then.
            var then = stack.stack
            if let caller, !then.contains(where: { $0.hasPrefix(caller + "#") }),
               let pushed = events.last(where: { $0.instance == object && $0.member == "pushViewController(_:animated:)" && ($0.detail ?? "").hasPrefix(caller + "#") }),
               let tag = pushed.detail?.firstMatch(#"^(\w+#\d+)"#)?[1] {
                then.append(tag)
            }
            return .holds(container: object, stack: then, match: then[index], index: index)
        }
        if let stack = state.navigationStacks.first(where: { $0.stack.contains(object) }),
           let index = stack.stack.lastIndex(where: { isWanted($0) && $0 != object }) {
            return .sameStack(object: object, stack: stack.stack, match: stack.stack[index])
        }
        if wanted.hasSuffix("NavigationController"), !state.navigationStacks.contains(where: { $0.navigationController == object || $0.stack.contains(object) }) {
            return .noNavigation(object: object)
        }
        return nil
    }
}
