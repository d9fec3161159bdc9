import Foundation
import Texts
import WorkbookProtocol

/// `UIStoryboard(name:bundle:)` with a name no storyboard of the app has: UIKit's
/// "Could not find a storyboard named 'X' in bundle …". The app's storyboards are known.
struct UnknownStoryboardNameRule: TeachingRule {
    let id = "unknown-storyboard-name"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^Could not find a storyboard named '(.*)' in bundle"#), match.count == 2 else { return nil }
        let name = match[1]
        let names = Array(Set(context.storyboards.map(\.name))).sorted()
        let list = names.isEmpty ? "—" : names.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = names.first { $0.lowercased() == name.lowercased() && $0 != name }
        // The name is a scene's Storyboard ID: the scene is in a storyboard of another name.
        if caseHint == nil, let document = context.storyboards.first(where: { document in document.scenes.contains { $0.controller.storyboardIdentifier == name } }) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleStoryboardIDAsName(name: name, storyboard: document.name) })
        }
        return Explanation(rule: id, text: Catalog.both { $0.ruleUnknownStoryboardName(name: name, names: list, caseHint: caseHint) })
    }
}

/// `present(self, …)`: UIKit's "Application tried to present modal view controller on itself".
struct PresentedItselfRule: TeachingRule {
    let id = "presented-itself"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              crash.reason.hasPrefix("Application tried to present modal view controller on itself.") else { return nil }
        let presenter = context.evidence.transitions.last { $0.move == .present && $0.subject == $0.receiver }?.receiver
            ?? crash.reason.firstMatch(#"Presenting controller is <(?:\w+\.)?(\w+): "#)?[1] ?? "?"
        // The call whose receiver is its own argument (`present(self, …)`, `destination.present(destination, …)`).
        let call = context.code.calls.first { call in
            call.name == "present" && (call.arguments.first.map { CodeFacts.normalized($0) == CodeFacts.normalized(call.receiver ?? "self") } ?? false)
        }
        let written = call.map { call in (call.receiver.map { $0 + "." } ?? "") + "present(\(call.arguments.first ?? "self"), …)" }
        return Explanation(rule: id, text: Catalog.both { $0.rulePresentedItself(controller: presenter, call: written, line: call?.line) })
    }
}

/// The app stopped on a nil implicitly unwrapped outlet (`Unexpectedly found nil while implicitly
/// unwrapping an Optional value` at a line of the learner's): the line's code says which outlet,
/// and of which class; the run says that class's view had not loaded when the line ran (outlets
/// are connected only then). One reading for an outlet touched in `init`, `prepare`, a property's
/// `didSet`, or any code that runs before the screen is about to appear.
struct NilOutletCrashRule: TeachingRule {
    let id = "outlet-used-before-load"
    /// The readings named for the book's cases say it in the book's words.
    let supersededBy: Set<String> = ["outlet-before-view-load", "transition-in-init", "outlet-in-init", "outlet-wrong-type"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let file = crash.file, let line = crash.line, let facts = context.code(ofFile: file) else { return nil }
        let outlets = context.code.properties.filter(\.isOutlet)
        guard !outlets.isEmpty else { return nil }
        // Every path of the line's code: reads, assignment targets, call receivers.
        var paths: [(path: String, owner: String?, method: String?)] = []
        paths += facts.reads.filter { $0.line == line }.map { ("\($0.base).\($0.member)", $0.owner, $0.method) }
        paths += facts.assignments.filter { $0.line == line }.map { ($0.target, $0.owner, $0.method) }
        paths += facts.calls.filter { $0.line == line }.compactMap { call in call.receiver.map { ($0, call.owner, call.method) } }
        for (path, owner, method) in paths {
            let links = CodeFacts.normalized(path).split(separator: ".").map(String.init)
            for (position, link) in links.enumerated() {
                guard let outlet = outlets.first(where: { $0.name == link }) else { continue }
                // Whose outlet: the class running the line when it is the first link, else the class declaring it.
                let className = position == 0 ? (owner ?? outlet.owner) : (outlets.first { $0.name == link && $0.owner != owner }?.owner ?? outlet.owner)
                guard let className else { continue }
                let evidence = context.evidence
                guard let instance = evidence.order.last(where: { evidence.instances[$0]?.className == className }),
                      evidence.instances[instance]?.loadedAt == nil else { continue }
                let shownFile = (file as NSString).lastPathComponent
                // Run by a property's observer (`var paramEmail = "" { didSet { refreshLabels() } }`), directly or through a
                // method of the class it calls: set before the view loaded, the observer ran then (held-out 276-09).
                let observer = method.flatMap { context.code.observerRunning($0, in: className) }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleOutletUsedBeforeLoad(outlet: link, instance: instance, place: "\(shownFile):\(line)", method: method, observer: observer)
                })
            }
        }
        return nil
    }
}

/// `Unexpectedly found nil while unwrapping an Optional value` at a line of the learner's that
/// force-unwraps one of UIKit's links (`presentingViewController!`, `navigationController!`):
/// the run says why that link was nil for the controller running the line (not presented, in no
/// navigation controller, made in code…).
struct ForcedUnwrapNilLinkRule: TeachingRule {
    let id = "forced-unwrap-nil-link"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("Unexpectedly found nil while unwrapping"),
              !crash.reason.contains("implicitly"), let (file, _, line, text, _, method) = context.trapLine(crash), let owner = method.owner else { return nil }
        let evidence = context.evidence
        guard let instance = evidence.order.last(where: { evidence.instances[$0]?.className == owner }) else { return nil }
        let chain = SkippedOptionalChainRule()
        for link in SkippedOptionalChainRule.links {
            // `link!`, or `link as! X` (a forced cast of nil stops the same way).
            guard let written = text.firstMatch("\\b\(link)(?:\\s*!|\\s+as!\\s*[A-Za-z_][\\w.]*)")?[0] else { continue }
            let call = CodeFacts.Call(name: "", labels: [], receiver: link, optionalChain: false, receiverRoot: link, arguments: [], stringArguments: [],
                                      method: method.name, owner: owner, line: line)
            guard let reason = chain.reason(link: link, instance: instance, call: call, context: context) else { continue }
            let shownFile = (file as NSString).lastPathComponent
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleForcedUnwrapNilLink(link: link, written: written, place: "\(shownFile):\(line)", method: method.name, reason: reason($0))
            })
        }
        return nil
    }
}

/// `coordinator!` where `coordinator` is a `weak` property: the crash's line unwraps a weak reference
/// whose object nothing else kept. When a call through it ran just before in the same method
/// (`coordinator?.didFinish()`), that call let the object go (it removed itself from what held it).
/// Premise: the trap is a forced unwrap of nil at a line that force-unwraps a `weak` property of the
/// method's own class.
struct WeakForcedUnwrapRule: TeachingRule {
    let id = "weak-forced-unwrap"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("Unexpectedly found nil while unwrapping"),
              !crash.reason.contains("implicitly"), let (file, _, line, text, facts, method) = context.trapLine(crash) else { return nil }
        for property in context.code.properties where property.isWeak && property.owner == method.owner && property.owner != nil {
            guard let written = text.firstMatch("(?<![\\w.])(?:self\\.)?\(NSRegularExpression.escapedPattern(for: property.name))\\s*!")?[0] else { continue }
            // A call through the same reference that ran earlier in the method (`coordinator?.didFinish()`).
            let before = facts.calls.filter { call in
                call.method == method.name && call.owner == method.owner && call.line < line && call.line >= method.line
                    && call.receiverRoot.map { $0 == property.name || $0 == "self." + property.name } == true
            }.max { $0.line < $1.line }
            let shownFile = (file as NSString).lastPathComponent
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleWeakForcedUnwrap(written: written.trimmingCharacters(in: .whitespaces), name: property.name, place: "\(shownFile):\(line)", method: method.name,
                                        before: before.map { $0.quoted }, beforeLine: before?.line)
            })
        }
        return nil
    }
}

/// `Attempted to read an unowned reference but object … was already deallocated`: an `unowned`
/// reference (a capture list's `[unowned self]`, an `unowned var`) was read after its object went.
/// Premise: the run ended with that runtime error and the learner's code declares such a reference;
/// the one on the crash's line (or in the closure around it) when the crash names a line.
struct UnownedReadAfterReleaseRule: TeachingRule {
    let id = "unowned-read-after-release"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.reason.contains("Attempted to read an unowned reference") else { return nil }
        let pattern = #"\[\s*unowned(?:\(safe\)|\(unsafe\))?\s+(\w+)[^\]]*\]|\bunowned(?:\(safe\))?\s+(?:var|let)\s+(\w+)"#
        var found: [(file: Int, line: Int, written: String, owner: String, isCapture: Bool)] = []
        for (index, source) in context.sources.enumerated() {
            let lines = source.components(separatedBy: "\n")
            for (number, text) in lines.enumerated() {
                guard let match = text.firstMatch(pattern) else { continue }
                let owner = context.code.methods.filter { $0.file == index && $0.line <= number + 1 }.max { $0.line < $1.line }?.owner
                    ?? context.code.properties.first { $0.file == index && $0.line == number + 1 }?.owner ?? "?"
                found.append((index, number + 1, match[0].trimmingCharacters(in: .whitespaces), owner, match[0].hasPrefix("[")))
            }
        }
        guard !found.isEmpty else { return nil }
        // The one nearest above the crash's line, in its file, when the crash names one.
        let chosen = crash.line.flatMap { line in
            found.filter { item in crash.file.map { file in context.learnerPaths.indices.contains(item.file) && (context.learnerPaths[item.file].hasSuffix(file) || file.hasSuffix(context.learnerPaths[item.file])) } ?? false && item.line <= line }
                .max { $0.line < $1.line }
        } ?? found[0]
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleUnownedReadAfterRelease(written: chosen.written, file: context.fileName(chosen.file) ?? "?", line: chosen.line, owner: chosen.owner, isCapture: chosen.isCapture)
        })
    }
}

/// `-[Module.Class onNext:]: unrecognized selector sent to instance`: the storyboard wires a
/// control to an action the class no longer has (renamed, deleted, or a typo): the storyboard
/// says which control; the code says what the class has instead.
struct MissingActionRule: TeachingRule {
    let id = "missing-action"
    /// An outlet wired to the wrong kind of object has its own rule.
    let supersededBy: Set<String> = ["outlet-wrong-type"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^-\[(?:\w+\.)?(\w+) ([\p{L}_][\w:]*)\]: unrecognized selector sent to instance"#),
              match.count == 3 else { return nil }
        let className = match[1], selector = match[2]
        // The storyboard wires a control of that class's scene to this selector.
        let wired = context.storyboards.flatMap(\.scenes).contains { scene in
            scene.controller.customClass == className && Self.selectors(of: scene.controller).contains(selector)
        }
        guard wired else { return nil }
        let swiftName = Self.swiftName(selector)
        let baseName = String(selector.prefix { $0 != ":" })
        // What the class has instead: an action of a close name, or any action.
        let actions = context.code.methods.filter { $0.owner == className && $0.isAction }
        // A rename keeps the old name inside the new one (`onSubmit` → `onSubmitTapped`), or a typo is near it.
        let containing = actions.filter { $0.baseName.lowercased().contains(baseName.lowercased()) || baseName.lowercased().contains($0.baseName.lowercased()) }
        let closest = (containing.count == 1 ? containing.first : nil)
            ?? CompileErrorLesson.closest(to: baseName, among: actions.map(\.baseName)).flatMap { name in actions.first { $0.baseName == name } }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleMissingAction(className: className, selector: selector, swiftName: swiftName, closest: closest.map(\.name), closestLine: closest?.line)
        })
    }

    /// Every action selector a controller's views and bar buttons send.
    static func selectors(of controller: ControllerModel) -> Set<String> {
        var found = Set<String>()
        func walk(_ view: ViewModel) {
            found.formUnion(view.actions.map(\.selector))
            view.subviews.forEach(walk)
        }
        controller.view.map(walk)
        for item in (controller.navigationItem?.leftBarButtonItems ?? []) + (controller.navigationItem?.rightBarButtonItems ?? []) {
            found.formUnion(item.actions.map(\.selector))
        }
        return found
    }

    /// `onNext:` → `onNext(_:)`, `tap` → `tap()`.
    static func swiftName(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return selector + "()" }
        return "\(parts[0])(_:" + String(repeating: "_:", count: max(0, parts.count - 2)) + ")"
    }
}

/// A step found no control because the screen is a navigation controller with nothing in its
/// stack: the first screen was never put in it (no push, a `present` instead, a push that did
/// not run). The run shows the empty stack; the code shows what it did instead.
struct EmptyNavigationStackRule: TeachingRule {
    let id = "empty-navigation-stack"
    /// The compiler's warning (a coordinator released at once) names why nothing was pushed.
    let supersededBy: Set<String> = ["compiler-warning"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .stepFailed,
              let navigation = crash.reason.firstMatch(#"^No control on (UINavigationController#\d+) is wired"#)?[1] else { return nil }
        let evidence = context.evidence
        let stacks = evidence.states.flatMap(\.navigationStacks).filter { $0.navigationController == navigation }
        guard stacks.allSatisfy(\.stack.isEmpty) else { return nil }
        let code = context.code
        let pushes = code.calls.filter { ["pushViewController", "setViewControllers"].contains($0.name) }
        // A present where the first screen should have been pushed.
        let present = code.calls.first { call in
            call.name == "present" && (call.receiver.map { CodeFacts.rootName(CodeFacts.normalized($0)).lowercased().contains("navigation") } ?? false)
        }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleEmptyNavigationStack(navigation: navigation, presentLine: present?.line, pushLine: pushes.first?.line,
                                        pushMethod: pushes.first.map { push in (push.owner.map { $0 + "." } ?? "") + (push.method ?? "?") })
        })
    }
}

/// Every exception UIKit raises for a transition or a storyboard used the wrong way
/// (`UIKitExceptionKind`, by the reason's words) gets its meaning, with the learner's call that
/// raised it: the crash's own place when the run has it, else the one call of that kind that ran
/// (the coverage).
struct UIKitExceptionRule: TeachingRule {
    let id = "uikit-exception"
    /// A rule named for the crash says it with more of the run.
    let supersededBy: Set<String> = ["unknown-storyboard-identifier", "unknown-storyboard-name", "presented-itself", "missing-action",
                                     "empty-navigation-stack", "outlet-wrong-type", "stack-last-is-self", "unknown-storyboard-class"]
    /// The call UIKit was in when it raised each kind.
    static let calls: [UIKitExceptionKind: [String]] = [
        .pushNavigationController: ["pushViewController", "show"], .pushSameTwice: ["pushViewController", "show"],
        .presentActive: ["present"], .alreadyPresented: ["present"], .popToMissing: ["popToViewController"],
        .distinctControllers: ["setViewControllers"], .noSceneWithIdentifier: ["instantiateViewController"],
        .emptyIdentifier: ["instantiateViewController", "performSegue"], .dequeue: ["dequeueReusableCell"],
        .tabSelection: ["selectedViewController"], .textFieldOnActionSheet: ["addTextField"],
        .creatorWrongClass: ["instantiateViewController"], .nibNotFound: ["loadNibNamed", "instantiate"],
        .nilForScalarKey: ["setValue"], .invalidCellNib: ["register"],
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException, let kind = UIKitExceptionKind(reason: crash.reason) else { return nil }
        let detail = crash.reason.firstMatch(#"identifier '?([^' )]+)'?"#)?[1] ?? crash.reason.firstMatch(#"for the key (\w+)"#)?[1]
            ?? crash.reason.firstMatch(#"(?:class named|with name) '([^']+)'"#)?[1]
        // The learner's own key-value coding call that names the key (not a storyboard's outlet).
        if kind == .unknownKey, let key = crash.reason.firstMatch(#"for the key ([^ ]+)\.$"#)?[1],
           let call = context.code.calls.first(where: { call in
               // A write raises `setValue:forUndefinedKey:`, a read `valueForUndefinedKey:`.
               (crash.reason.contains("setValue:forUndefinedKey:") ? call.name == "setValue" : ["value", "dictionaryWithValues"].contains(call.name))
                   && call.arguments.contains { argument in
                       if argument.contains("\"\(key)\"") || argument.contains(".\(key))") { return true }
                       // A constant that holds the key (`forKey: ViewController.kParamEmailKey`, held-out 272-01).
                       let named = String(argument.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
                       return named.range(of: #"^\w+$"#, options: .regularExpression) != nil
                           && context.code.properties.contains { $0.name == named && $0.initial?.trimmingCharacters(in: .whitespaces) == "\"\(key)\"" }
                   }
           }) ?? (crash.reason.contains("setValue:forUndefinedKey:") ? context.code.calls.first(where: { call in
               // `setValuesForKeys(values)`: a dictionary whose keys the code writes as literals (`"paramInterval": …`).
               call.name == "setValuesForKeys" && (context.ran(call) ?? 0) > 0
                   && context.sources.contains { $0.contains("\"\(key)\":") || $0.contains("\"\(key)\" :") }
           }) : nil) {
            return Explanation(rule: id, text: Catalog.both { $0.ruleUnknownKeyInCode(key: key, call: call.quoted, line: call.line, method: call.method) })
        }
        // A User Defined Runtime Attribute of the storyboard set on an object that has no such key.
        if kind == .unknownKey, let key = crash.reason.firstMatch(#"for the key ([^ ]+)\.$"#)?[1] {
            let attributes = context.storyboards.flatMap { $0.scenes.map(\.controller) }.flatMap { controller in
                (controller.runtimeAttributes ?? []) + (controller.view?.allViews ?? []).flatMap { $0.runtimeAttributes ?? [] }
            }
            if attributes.contains(where: { $0.keyPath == key || $0.keyPath.hasPrefix(key + ".") }) {
                let object = crash.reason.firstMatch(#"\[<(\w+)"#)?[1] ?? "?"
                return Explanation(rule: id, text: Catalog.both { $0.ruleRuntimeAttributeUnknownKey(key: key, object: object) })
            }
        }
        var written: String?, file: String?, line: Int?, method: String?
        if let names = Self.calls[kind], case let ran = context.code.calls.filter({ names.contains($0.name) && (context.ran($0) ?? 0) > 0 }),
           ran.count == 1, let call = ran.first {
            written = call.quoted
            (line, method) = (call.line, call.method)
        } else if let crashFile = crash.file, let crashLine = crash.line {
            (file, line) = ((crashFile as NSString).lastPathComponent, crashLine)
        }
        return Explanation(rule: id, text: Catalog.both { $0.ruleUIKitException(kind: kind, detail: detail, call: written, file: file, line: line, method: method) })
    }
}

/// `Fatal error: Index out of range` on a line that indexes the navigation stack (`viewControllers`,
/// or a name bound to it), after a transition of the same method already ran: the stack the line
/// reads is the one after that change (a pop took the screen off at once), not the one the code expected.
struct StackIndexAfterTransitionRule: TeachingRule {
    let id = "stack-index-after-transition"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("Index out of range"),
              let (file, fileIndex, line, written, facts, method) = context.trapLine(crash) else { return nil }
        let text = written.trimmingCharacters(in: .whitespaces)
        // The collection the line indexes, through the names bound in the method (`vcs` → `navigationController?.viewControllers`).
        guard let subscripted = text.firstMatch(#"([\w.?]+)\s*\["#)?[1] else { return nil }
        var source = subscripted
        for _ in 0..<3 {
            let root = String(source.prefix { $0 != "." && $0 != "?" })
            guard let binding = facts.bindings.last(where: { $0.name == root && $0.method == method.name && $0.owner == method.owner && $0.line <= line }) else { break }
            // The rest of the chain stays (`nav.viewControllers` with `guard let nav = navigationController`).
            source = binding.value + source.dropFirst(root.count)
        }
        guard source.contains("viewControllers") else { return nil }
        // A transition of the same method, written before the line, that ran.
        guard let transition = context.code.calls.last(where: { call in
            call.file == fileIndex && call.method == method.name && call.owner == method.owner && call.line < line
                && SkippedOptionalChainRule.transitionCalls[call.name] != nil && ranBeforeCrash(call, crash: crash, context: context)
        }) else { return nil }
        let shownFile = (file as NSString).lastPathComponent
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleStackIndexAfterTransition(written: text, place: "\(shownFile):\(line)", method: method.name, transition: transition.quoted, transitionLine: transition.line)
        })
    }

    /// Whether `call` ran before the crash: the coverage says so, or (a crash writes no coverage)
    /// the trace shows that transition asked for in the step that crashed.
    func ranBeforeCrash(_ call: CodeFacts.Call, crash: CrashReport, context: FailureContext) -> Bool {
        if let count = context.ran(call) { return count > 0 }
        return context.events.contains { $0.step == crash.step && $0.member.hasPrefix(call.name + "(") && $0.ignored == nil }
    }
}

extension FailureContext {
    /// The learner's line a Swift trap stopped at: its file (as the crash names it, and its index among
    /// the learner's files), number, text, the code facts of that file, and the method running it (the
    /// last declared at or before the line).
    func trapLine(_ crash: CrashReport) -> (file: String, index: Int, line: Int, text: String, facts: CodeFacts, method: CodeFacts.Method)? {
        guard let file = crash.file, let line = crash.line, let facts = code(ofFile: file),
              let index = learnerPaths.firstIndex(where: { $0.hasSuffix(file) || file.hasSuffix($0) }), sources.indices.contains(index) else { return nil }
        let lines = sources[index].components(separatedBy: "\n")
        guard lines.indices.contains(line - 1),
              let method = facts.methods.filter({ $0.line <= line }).max(by: { $0.line < $1.line }) else { return nil }
        return (file, index, line, lines[line - 1], facts, method)
    }
}

/// `-[Class selector]: unrecognized selector sent to instance` from a message sent by name
/// (`perform(Selector(("…")))`, `addTarget(_:action:for:)` with a string, `NSSelectorFromString`,
/// a `#selector` sent to the wrong object): the runtime said on the console what the object does
/// answer near that name and which of the app's classes has the selector (R10.14). Premise: the
/// run ended with that exception and the console note is there; a storyboard-wired action that
/// is gone has its own rule.
struct SelectorNotUnderstoodRule: TeachingRule {
    let id = "selector-not-understood"
    let supersededBy: Set<String> = ["missing-action", "outlet-wrong-type"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^-\[(?:\w+\.)?(\w+) ([\p{L}_][\w:]*)\]: unrecognized selector sent to instance"#),
              match.count == 3 else { return nil }
        let className = match[1], selector = match[2]
        var note: String?
        for entry in context.run.timeline {
            if case let .console(text) = entry, text.hasPrefix("workbook: \(className) has no method \(selector).") { note = text }
        }
        guard let note else { return nil }
        var near: [(selector: String, swift: String?)] = []
        if let list = note.firstMatch(#"Close names it has: (.*?)\.(?: Classes that have|$)"#)?[1] {
            for item in list.components(separatedBy: ", ") {
                if let parts = item.firstMatch(#"^(\S+) \(Swift: (.+)\)$"#), parts.count == 3 {
                    near.append((parts[1], parts[2]))
                } else {
                    near.append((item, nil))
                }
            }
        }
        let elsewhere = note.firstMatch(#"Classes that have \S+: (.*)\.$"#)?[1].components(separatedBy: ", ") ?? []
        // Where the learner wrote the name: the string literal, or a `#selector` of its Swift name.
        let place = Self.place(of: selector, in: context.sources, paths: context.learnerPaths)
        let closest = near.first
        // The class's own Swift method with that Objective-C name, declared without `@objc` (a protocol
        // requirement of a Swift protocol): it exists, the runtime cannot see it.
        let swiftOnly = context.code.classChain(of: className).lazy.compactMap { cls in
            context.code.methods.first { method in
                method.owner == cls && !method.isAction && Self.objcName(method.name) == selector
                    && !(context.declaredLine(file: method.file, line: method.line) ?? "").contains("@objc")
            }
        }.first
        return Explanation(rule: id, conclusive: swiftOnly != nil ? true : nil, text: Catalog.both {
            $0.ruleSelectorNotUnderstood(className: className, selector: selector, place: place?.place, written: place?.written,
                                         near: closest?.selector, nearSwift: closest?.swift, elsewhere: elsewhere.first,
                                         swiftOnly: swiftOnly?.name, swiftOnlyLine: swiftOnly?.line)
        })
    }

    /// The Objective-C name Swift gives a method (`sendData(_:)` → `sendData:`, `send(data:)` →
    /// `sendWithData:`, `refresh()` → `refresh`).
    static func objcName(_ swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return swiftName }
        let base = String(swiftName[..<open])
        let labels = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)].split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = labels.first else { return base }
        let head = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return head + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// `File.swift:12` and the line as written, of a literal `"selector"` (else of a `#selector` of its name).
    static func place(of selector: String, in sources: [String], paths: [String]) -> (place: String, written: String)? {
        let base = String(selector.prefix { $0 != ":" })
        let stem = base.range(of: "With", options: .backwards).map { String(base[..<$0.lowerBound]) } ?? base
        for pattern in ["\"\(selector)\"", "#selector("] {
            for (index, source) in sources.enumerated() {
                for (number, line) in source.components(separatedBy: "\n").enumerated() {
                    let code = line.components(separatedBy: "//").first ?? line
                    guard code.contains(pattern) else { continue }
                    if pattern == "#selector(", !code.contains(stem) { continue }
                    let file = index < paths.count ? (paths[index] as NSString).lastPathComponent : "line"
                    return ("\(file):\(number + 1)", code.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        return nil
    }
}

/// `perform(_:with:)` sending a scalar property's setter an object (`setParamInterval:` with a
/// `Double`): `perform` passes only objects, so the setter of a `BOOL` or `double` gets an
/// undefined value on a device (R10.11); the runtime said so on the console. Premise: the failure
/// is about a value or a screen, and the console note is there.
struct PerformScalarRule: TeachingRule {
    let id = "perform-scalar"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        for entry in context.run.timeline {
            guard case let .console(text) = entry,
                  let match = text.firstMatch(#"^workbook: perform\(_:with:\) sent (\S+) with an object; its (\w+) is a scalar"#), match.count == 3 else { continue }
            let selector = match[1], key = match[2]
            let place = SelectorNotUnderstoodRule.place(of: selector, in: context.sources, paths: context.learnerPaths)
            let type = context.code.properties.first { $0.name == key }?.type
            return Explanation(rule: id, text: Catalog.both {
                $0.rulePerformScalar(selector: selector, key: key, type: type, place: place?.place, written: place?.written)
            })
        }
        return nil
    }
}

/// A forced unwrap or cast (`!`, `as!`) of a lookup by key (`UserDefaults.standard.object(forKey:)`,
/// `string(forKey:)`, a dictionary's `[key]`) crashed with "Unexpectedly found nil": nothing was
/// stored under that key when the line ran. Premise: the crash's line reads that key, and no line of
/// the learner's that writes it had run (the first appearance of a screen, before another one saves).
struct NilLookupCrashRule: TeachingRule {
    let id = "nil-lookup-forced"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("Unexpectedly found nil while unwrapping"),
              let file = crash.file, let line = crash.line, let facts = context.code(ofFile: file),
              let text = CastFailureRule.crashLine(context) else { return nil }
        for read in facts.keys where !read.isWrite && read.line == line {
            // The lookup itself is forced: `…(forKey: k)!`, `… as! T`, `dict[k]!`.
            guard text.range(of: #"(?:forKey:[^()]*\)|\[[^\[\]]*\])\s*(?:!|as!)"#, options: .regularExpression) != nil else { continue }
            let writes = context.code.keys.filter { $0.isWrite && $0.key == read.key && $0.store == read.store }
            guard !writes.contains(where: { write in
                // (A write has no column of its own: its method's coverage says whether it ran.)
                context.code.methods.first { $0.name == write.method && $0.owner == write.owner }.map { (context.ran($0) ?? 0) > 0 } ?? false
            }) else { continue }
            let writer = writes.first.map { write in
                (statement: write.method ?? "?", file: context.fileName(write.file) ?? "?", line: write.line)
            }
            let running = context.events.last { $0.className == read.owner }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleNilLookupForced(line: text.trimmingCharacters(in: .whitespaces), place: "\((file as NSString).lastPathComponent):\(line)", key: read.key,
                                       defaults: read.store == .userDefaults, instance: running?.instance, method: running?.member,
                                       writer: writer?.statement, writerFile: writer?.file, writerLine: writer?.line)
            })
        }
        return nil
    }
}

/// `Unexpectedly found nil while implicitly unwrapping an Optional value` at a line that reads a
/// property of the learner's declared with `!` (not an outlet: `var validator: EmailValidating!`),
/// which no line of the code gives a value, or whose giving lines never ran: an implicitly
/// unwrapped optional starts as nil, and a screen the storyboard makes gets only its outlets.
///
/// Premise: the crash is that one, at a learner line naming the property (first link of a read,
/// an assignment's target or a call's receiver, or the property itself); the property is stored,
/// not an outlet, its type ends in `!`; no assignment of a value (not `nil`) to it ran.
struct ImplicitlyUnwrappedNeverSetRule: TeachingRule {
    let id = "implicitly-unwrapped-never-set"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.crash, crash.kind == .fatalError, crash.reason.contains("implicitly unwrapping"),
              let file = crash.file, let line = crash.line, let facts = context.code(ofFile: file) else { return nil }
        var names: [(name: String, owner: String?)] = []
        names += facts.reads.filter { $0.line == line }.map { (CodeFacts.rootName(CodeFacts.normalized($0.base)), $0.owner) }
        names += facts.reads.filter { $0.line == line && FailureContext.isSelfBase($0.base) }.map { ($0.member, $0.owner) }
        names += facts.calls.filter { $0.line == line }.compactMap { call in call.receiver.map { (CodeFacts.rootName(CodeFacts.normalized($0)), call.owner) } }
        let code = context.code
        for (name, owner) in names {
            guard let property = code.properties.first(where: { $0.name == name && ($0.owner == owner || owner == nil) && !$0.isOutlet && !$0.isComputed
                    && ($0.type ?? "").trimmingCharacters(in: .whitespaces).hasSuffix("!") && $0.initial == nil }) else { continue }
            let givers = code.assignments.filter { $0.member == name && $0.value.trimmingCharacters(in: .whitespaces) != "nil" }
            guard !givers.contains(where: { (context.ran($0) ?? 1) > 0 }) else { continue }
            let giver = givers.first
            let type = (property.type ?? "").trimmingCharacters(in: .whitespaces)
            let madeByStoryboard = context.storyboards.flatMap(\.scenes).contains { $0.controller.customClass == property.owner }
            let shownFile = (file as NSString).lastPathComponent
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleImplicitlyUnwrappedNeverSet(name: name, type: type, declaredLine: property.line, place: "\(shownFile):\(line)",
                                                   giver: giver.map { "\($0.written.isEmpty ? $0.target : $0.written) = \($0.value)" }, giverLine: giver?.line,
                                                   giverMethod: giver?.method, owner: property.owner ?? "", madeByStoryboard: madeByStoryboard)
            })
        }
        return nil
    }
}
