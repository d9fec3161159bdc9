import Foundation
import WorkbookProtocol

/// The unwind search stopped at a controller in between that has an action of the same name (R5.3):
/// only the screens above it were closed.
struct UnwindStoppedEarlyRule: TeachingRule {
    let id = "unwind-stopped-early"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil, context.isAboutScreens, let target = context.expectedTopClass else { return nil }
        let events = context.events
        guard let (index, action) = events.enumerated().reversed().first(where: { $0.element.unwindSource != nil }),
              let source = action.unwindSource, action.className != target else { return nil }
        // The controller the learner meant to reach: an instance of the expected class, alive and further back.
        guard let intended = events[..<index].first(where: { $0.className == target && $0.member == "viewDidAppear(_:)" && !context.released($0.instance, before: index) })?.instance,
              intended != action.instance else { return nil }
        let name = action.member
        let quotedIdentifier = action.detail?.firstMatch(#"^segue=(\S+)"#)?[1] ?? ""
        // The class in between may only inherit the action from a base class of the learner's.
        let declarer = context.code.classChain(of: action.className).first { cls in context.code.methods.contains { $0.owner == cls && FailureContext.traceName($0.name) == name } }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleUnwindStoppedEarly(identifier: quotedIdentifier == "nil" ? nil : quotedIdentifier, intended: intended, instance: action.instance,
                                      source: source, action: name, className: action.className, target: target,
                                      inheritedFrom: declarer == action.className ? nil : declarer)
        })
    }
}

/// An unwind segue fired but no controller on the way back has its action (R5.1 step 3): nothing
/// happens, silently. Usually the method's name differs from the storyboard's selector.
struct UnwindActionMissingRule: TeachingRule {
    let id = "unwind-action-missing"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash == nil, context.isAboutScreens else { return nil }
        let events = context.events
        let unwinds = context.storyboards.flatMap(\.scenes).flatMap(\.controller.allSegues).filter { $0.kind == .unwind }
        for segue in unwinds {
            guard let identifier = segue.identifier, let selector = segue.unwindAction else { continue }
            let quoted = "\"\(identifier)\""
            let asking = events.last { $0.member == "shouldPerformSegue(withIdentifier:sender:)" && ($0.detail ?? "").hasPrefix(quoted) }
            let asked = asking != nil
            let performed = context.sourceContains(#"performSegue\s*\(\s*withIdentifier:\s*"\#(NSRegularExpression.escapedPattern(for: identifier))""#)
            guard asked || performed,
                  !events.contains(where: { $0.member == "prepare(for:sender:)" && ($0.detail ?? "").hasPrefix("segue=\(quoted)") }) else { continue }
            // A shouldPerformSegue of the learner's that may have said no is another story.
            guard !context.sourceContains(#"func\s+shouldPerformSegue\s*\("#) else { continue }
            let actions = Self.unwindActions(in: context.sources)
            guard !actions.contains(where: { $0.selector == selector }) else { continue }
            let declaration = Self.declaration(for: selector)
            // A method of the action's base name that takes no segue (`@IBAction func unwindToHome()`):
            // its selector lacks the colon, so it is not the action; say so of that method.
            let base = String(selector.prefix { $0 != ":" })
            if let nearMiss = context.code.methods.first(where: { $0.baseName == base && !$0.name.contains(":") }) {
                let file = context.fileName(nearMiss.file)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleUnwindActionWithoutSegue(identifier: identifier, selector: selector, method: nearMiss.name, file: file, line: nearMiss.line, declaration: declaration)
                })
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleUnwindActionMissing(identifier: identifier, selector: selector, leaving: asking?.instance, actions: actions, declaration: declaration)
            })
        }
        return nil
    }

    /// The declaration whose selector is `selector`: `unwindToHome:` → `unwindToHome(_ segue: UIStoryboardSegue)`,
    /// `unwindToMainWithSegue:` → `unwindToMain(segue: UIStoryboardSegue)`.
    static func declaration(for selector: String) -> String {
        let base = String(selector.prefix { $0 != ":" })
        if let match = base.firstMatch(#"^(\w+?)With([A-Z]\w*)$"#) {
            let label = match[2].prefix(1).lowercased() + match[2].dropFirst()
            return "\(match[1])(\(label == "segue" ? "segue" : label + " segue"): UIStoryboardSegue)"
        }
        return "\(base)(_ segue: UIStoryboardSegue)"
    }

    /// The learner's `@IBAction func name(_ segue: UIStoryboardSegue)` methods with their Objective-C selectors.
    static func unwindActions(in sources: [String]) -> [(name: String, selector: String)] {
        let pattern = #"func\s+(\w+)\s*\(\s*(\w+)\s*(\w+)?\s*:\s*UIStoryboardSegue\s*\)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [(String, String)] = []
        for source in sources {
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                func group(_ index: Int) -> String? { Range(match.range(at: index), in: source).map { String(source[$0]) } }
                guard let name = group(1), let label = group(2) else { continue }
                let selector = ObjCSelector.name(base: name, labels: [label])
                found.append(("\(name)(\(label == "_" ? "_" : label):)", selector))
            }
        }
        return found
    }
}

/// Inside an unwind action, `segue.destination` is the controller running it; the screen being
/// left is `segue.source` (R5.4). A cast of `destination` to the source's class gives nil.
struct UnwindDestinationIsSelfRule: TeachingRule {
    let id = "unwind-destination-is-self"

    func explain(_ context: FailureContext) -> Explanation? {
        // A missing value (`as?` gave nil), or the forced cast `as!` that stopped the app.
        let forced = context.crash.map { $0.kind == .fatalError && $0.reason.contains("Could not cast value of type") } ?? false
        guard context.isMissingValue || forced else { return nil }
        for action in context.events.reversed() {
            guard let source = action.unwindSource, let sourceClass = source.split(separator: "#").first.map(String.init),
                  sourceClass != action.className else { continue }
            // The source's class, or a protocol of the learner's it adopts that the running screen does not
            // (`segue.destination as? NoteProviding`).
            let adopted = context.code.supertypes(of: sourceClass).subtracting(context.code.supertypes(of: action.className))
                .filter { $0.first?.isUppercase == true && !$0.hasPrefix("UI") && !$0.hasPrefix("NS") }
            let wanted = ([sourceClass] + adopted.sorted()).map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
            let pattern = #"segue\.destination\s+as\#(forced ? "[?!]" : "\\?")\s*(\#(wanted))\b"#
            // Only a cast the action runs: its own body, or a method of its class it calls. The same cast
            // in `prepare(for:sender:)` of the screen unwound to (which UIKit does not call for the
            // unwind) is another fault (held-out 286-16).
            let bodies = Self.bodiesRun(by: action.member, of: action.className, context: context)
            let castTo = bodies.lazy.compactMap { $0.firstMatch(pattern)?[1] }.first ?? sourceClass
            guard bodies.contains(where: { $0.range(of: pattern, options: .regularExpression) != nil })
                    // Or through a property of an extension of the segue that returns that cast.
                    || context.code.properties.contains(where: { property in
                        property.owner == "UIStoryboardSegue" && (property.getter ?? "").range(of: #"^(?:self\.)?destination\s+as[?!]\s*\#(sourceClass)$"#, options: .regularExpression) != nil
                            && bodies.contains { $0.range(of: #"\.\#(property.name)\b"#, options: .regularExpression) != nil }
                    }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleUnwindDestinationIsSelf(action: action.member, instance: action.instance, source: source, sourceClass: castTo, forced: forced)
            })
        }
        return nil
    }

    /// The body of the unwind action `member` (`unwindToHome(_:)`) as `className` declares it (or a
    /// class it inherits from, or a protocol extension it adopts), with the bodies of the methods of
    /// those it calls by name, one level deep.
    static func bodiesRun(by member: String, of className: String, context: FailureContext) -> [String] {
        let owners = Set(context.code.declarers(of: className))
        let functions = SourceScan.functions(in: context.sources).filter { owners.contains($0.className ?? "") }
        let base = String(member.prefix { $0 != "(" })
        let actions = functions.filter { $0.name == base }
        let called = functions.filter { function in
            function.name != base && actions.contains { $0.body.range(of: #"(?<![\w])"# + NSRegularExpression.escapedPattern(for: function.name) + #"\s*\("#, options: .regularExpression) != nil }
        }
        return (actions + called).map(\.body)
    }
}
