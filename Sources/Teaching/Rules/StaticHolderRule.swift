import Foundation
import WorkbookProtocol

/// A screen that left but was not released, handed to an object reached through a `static`
/// property of a type of the learner's (`NavigationHistory.shared.lastPushed = detail`,
/// `Registry.shared.receivers["sub"] = self`): that object lives as long as the app, and holds
/// it strongly. The line ran (the coverage shows it); the reflection that looks for holders
/// starts from the app's objects and cannot see a `static`, so the run alone does not name it.
struct StaticHolderRule: TeachingRule {
    let id = "static-holder"
    static let valueTypes = ["String", "Int", "Double", "Bool", "Float", "Date", "Data", "URL", "CGFloat", "[String]", "[Int]"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation else { return nil }
        let code = context.code
        let types = Set(code.classes.map(\.name)).union(code.structs)
        // The singletons: a type with a `static` property holding an instance of itself (`static let shared = Cache()`).
        let singletons = Dictionary(code.properties.compactMap { property -> (String, String)? in
            guard property.isStatic, let owner = property.owner, types.contains(owner),
                  CodeFacts.bareType(property.type) == owner || (property.initial ?? "").hasPrefix(owner + "(") else { return nil }
            return (owner, property.name)
        }, uniquingKeysWith: { first, _ in first })
        for assignment in code.assignments where assignment.value != "nil" && (context.ran(assignment) ?? 0) > 0 {
            let links = assignment.target.split(separator: ".").map(String.init)
            // `Type.current = self`: a static property of the learner's type, strong.
            if links.count == 2, types.contains(links[0]), let property = code.properties.first(where: {
                   $0.owner == links[0] && $0.name == String(links[1].prefix { $0 != "[" }) && $0.isStatic && !$0.isWeak }),
               Self.isScreen(assignment.value, className: className, method: assignment.method, owner: assignment.owner, code: code) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStaticProperty(assignment: "\(assignment.written) = \(assignment.value)", line: assignment.line, className: className,
                                          property: "\(links[0]).\(property.name)", collection: links[1].contains("[") || (property.type ?? property.initial ?? "").hasPrefix("["))
                })
            }
            // Inside a singleton: its own collection keeps what it is given (`screens[id] = vc` in `ScreenCache`).
            // Or a plain strong property of it (`presented = second`) that no line that ran sets back to nil.
            if let owner = assignment.owner, let shared = singletons[owner], links.count <= 2, links.first.map({ $0 == "self" || links.count == 1 }) == true,
               let memberName = (links.last).map({ String($0.prefix { $0 != "[" }) }),
               let holding = code.properties.first(where: { $0.owner == owner && $0.name == memberName && !$0.isWeak && !$0.isStatic }),
               assignment.target.contains("[") || !code.assignments.contains(where: { cleared in
                   cleared.owner == owner && cleared.member == memberName && cleared.value == "nil" && (context.ran(cleared) ?? 1) > 0
               }),
               Self.isScreen(assignment.value, className: className, method: assignment.method, owner: assignment.owner, code: code) {
                let collection = assignment.target.contains("[")
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStaticHolder(assignment: "\(assignment.written) = \(assignment.value)", line: assignment.line, className: className,
                                        holder: "\(owner).\(shared)", member: holding.name, collection: collection)
                })
            }
            guard links.count >= 3, types.contains(links[0]) else { continue }
            let shared = String(links[1].prefix { $0 != "[" }), member = String(links[2].prefix { $0 != "[" })
            guard code.properties.contains(where: { $0.owner == links[0] && $0.name == shared }),
                  let holding = code.properties.first(where: { $0.name == member && !$0.isWeak }),
                  !Self.valueTypes.contains((holding.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))) else { continue }
            // What is handed over is the screen that stayed: `self` in its class, or a name given that screen.
            guard Self.isScreen(assignment.value, className: className, method: assignment.method, owner: assignment.owner, code: code) else { continue }
            let holder = "\(links[0]).\(shared)"
            // (The run's own account: a what-if search after it only finds other objects to hand over.)
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleStaticHolder(assignment: "\(assignment.written) = \(assignment.value)", line: assignment.line, className: className, holder: holder,
                                    member: member, collection: (holding.type ?? holding.initial ?? "").hasPrefix("["))
            })
        }
        // A screen made once and kept in a static property (`static let second: UIViewController = { … }()`),
        // read where it is shown (`present(Screens.second, animated: true)`).
        for property in code.properties where !property.isWeak && !property.isComputed {
            // (A file-level constant or variable, outside any type, is kept the same way: a global.)
            let global = property.owner == nil
            let owner = property.owner ?? ""
            guard global || ((types.contains(owner) || owner.first?.isUppercase == true) && owner != className) else { continue }
            let declared = CodeFacts.bareType(property.type)
            let made = (property.initial ?? "") + " " + (property.getterBody ?? "")
            guard declared == className || declared.hasSuffix("ViewController") || made.contains("instantiateViewController") || made.contains("\(className)(") else { continue }
            let path = global ? property.name : "\(owner).\(property.name)"
            // Read where it is shown, directly or through a local given it (`let rvc = ResultViewController.Screen.shared`).
            func names(_ argument: String, _ call: CodeFacts.Call) -> Bool {
                let written = CodeFacts.normalized(argument)
                if written == path { return true }
                guard written.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                      let binding = code.bindings.last(where: { $0.name == written && $0.method == call.method && $0.owner == call.owner }) else { return false }
                let value = CodeFacts.normalized(binding.value)
                return value == path || value.hasSuffix("." + path)
            }
            guard let use = code.calls.first(where: { call in
                (context.ran(call) ?? 0) > 0 && call.arguments.contains { names($0, call) }
                    && ["present", "pushViewController", "show", "showDetailViewController", "setViewControllers"].contains(call.name)
            }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                global ? $0.ruleGlobalScreen(holder: path, line: property.line, className: className, use: use.written, useLine: use.line)
                    : $0.ruleStaticScreen(holder: path, line: property.line, className: className, use: use.written, useLine: use.line)
            })
        }
        // A global collection of screens (`var screenCache: [String: UIViewController] = [:]`) that a line
        // that ran fills with a screen made there (`screenCache[id] = storyboard.instantiateViewController(…)`).
        for property in code.properties where property.owner == nil && !property.isWeak && !property.isComputed {
            let declared = (property.type ?? "").replacingOccurrences(of: " ", with: "")
            guard declared.hasPrefix("["), declared.range(of: #"(ViewController|\#(className))\]\??$"#, options: .regularExpression) != nil else { continue }
            func screen(_ value: String, method: String?, owner: String?) -> Bool {
                value.contains("instantiateViewController") || value.contains(className + "(")
                    || Self.isScreen(value, className: className, method: method, owner: owner, code: code)
            }
            let stored: (text: String, line: Int)? = code.assignments.first(where: { assignment in
                assignment.target.hasPrefix(property.name + "[") && (context.ran(assignment) ?? 0) > 0 && screen(assignment.value, method: assignment.method, owner: assignment.owner)
            }).map { ("\($0.written.isEmpty ? $0.target : $0.written) = \(FreshObjectAskedRule.oneLine($0.value))", $0.line) }
                ?? code.calls.first(where: { call in
                    call.receiver.map(CodeFacts.normalized) == property.name && ["append", "insert"].contains(call.name) && (context.ran(call) ?? 0) > 0
                        && call.arguments.first.map { screen($0, method: call.method, owner: call.owner) } == true
                }).map { ($0.written, $0.line) }
            guard let stored else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleGlobalScreen(holder: property.name, line: property.line, className: className, use: stored.text, useLine: stored.line)
            })
        }
        // Added to a static collection of a type of the learner's (`WorkoutHistory.sessions.append(second)`).
        for call in code.calls where ["append", "insert"].contains(call.name) && (context.ran(call) ?? 0) > 0 {
            guard let receiver = call.receiver.map(CodeFacts.normalized) else { continue }
            let links = receiver.split(separator: ".").map(String.init)
            // A singleton's own collection (`Router.shared.path.append(rvc)`).
            if links.count == 3, types.contains(links[0]),
               code.properties.contains(where: { $0.owner == links[0] && $0.name == links[1] && $0.isStatic }),
               let holding = code.properties.first(where: { $0.owner == links[0] && $0.name == links[2] && !$0.isWeak && !$0.isStatic }),
               let argument = call.arguments.first,
               Self.isScreen(argument, className: className, method: call.method, owner: call.owner, code: code),
               // (Not when a line that takes entries out of it, or empties it, ran.)
               !code.calls.contains(where: { removal in
                   removal.receiver.map(CodeFacts.normalized) == receiver && (context.ran(removal) ?? 0) > 0
                       && ["removeLast", "removeFirst", "removeAll", "popLast", "remove", "removeSubrange", "removeLast(_:)"].contains(removal.name)
               }),
               !code.assignments.contains(where: { CodeFacts.normalized($0.target) == receiver && (context.ran($0) ?? 0) > 0 && $0.value.trimmingCharacters(in: .whitespaces) == "[]" }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStaticHolder(assignment: call.written, line: call.line, className: className, holder: "\(links[0]).\(links[1])",
                                        member: holding.name, collection: true)
                })
            }
            guard links.count == 2, types.contains(links[0]) || links[0].first?.isUppercase == true,
                  let property = code.properties.first(where: { $0.owner == links[0] && $0.name == links[1] && $0.isStatic && !$0.isWeak }),
                  let argument = call.arguments.first,
                  Self.isScreen(argument, className: className, method: call.method, owner: call.owner, code: code) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStaticProperty(assignment: call.written, line: call.line, className: className, property: "\(links[0]).\(property.name)", collection: true)
            })
        }
        // Through a method of the static object that stores what it is given
        // (`Navigator.shared.push(rvc, from: self)`, whose body does `history.append(screen)`).
        for call in code.calls where (context.ran(call) ?? 0) > 0 {
            guard let receiver = call.receiver.map(CodeFacts.normalized) else { continue }
            let links = receiver.split(separator: ".").map(String.init)
            guard links.count == 2, types.contains(links[0]), code.properties.contains(where: { $0.owner == links[0] && $0.name == links[1] }),
                  let method = code.methods.first(where: { $0.owner == links[0] && $0.baseName == call.name }) else { continue }
            for store in code.calls where store.method == method.name && store.owner == links[0] && ["append", "insert"].contains(store.name) && (context.ran(store) ?? 0) > 0 {
                guard let member = store.receiver.map(CodeFacts.normalized), member.range(of: #"^\w+$"#, options: .regularExpression) != nil,
                      let holding = code.properties.first(where: { $0.name == member && $0.owner == links[0] && !$0.isWeak }),
                      let parameter = store.arguments.first, let index = method.parameterNames.firstIndex(of: parameter),
                      call.arguments.indices.contains(index) else { continue }
                let argument = call.arguments[index]
                // A closure made in the screen's class that uses `self` without `[weak self]` keeps the screen too.
                let closure = call.owner == className && argument.hasPrefix("{") && FailureContext.mentions(argument, "self")
                    && argument.range(of: #"\[\s*(weak|unowned)\s+self"#, options: .regularExpression) == nil
                guard closure || Self.isScreen(argument, className: className, method: call.method, owner: call.owner, code: code) else { continue }
                if closure {
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleStaticHolderClosure(call: call.quoted, line: call.line, className: className, holder: receiver, member: holding.name)
                    })
                }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleStaticHolder(assignment: call.written, line: call.line, className: className, holder: receiver,
                                        member: holding.name, collection: true)
                })
            }
        }
        return nil
    }

    /// Whether `value`, handed over in `method` of `owner`, is the screen that stayed: `self` in its
    /// class, or a name given a controller made there.
    static func isScreen(_ value: String, className: String, method: String?, owner: String?, code: CodeFacts) -> Bool {
        let value = value.trimmingCharacters(in: .whitespaces)
        if value == "self" { return owner == className }
        // The segue's destination handed over in `prepare` (`Router.shared.current = segue.destination`).
        if value.range(of: #"^\(?segue\.destination\s*(as[!?]\s*\w+)?\)?$"#, options: .regularExpression) != nil { return method == "prepare(for:sender:)" }
        guard value.range(of: #"^\w+$"#, options: .regularExpression) != nil,
              let binding = code.bindings.last(where: { $0.name == value && $0.method == method && $0.owner == owner }) else { return false }
        if binding.value.contains(className) || binding.value.contains("instantiateViewController") || binding.value.contains("segue.destination") { return true }
        // Made by a method of the learner's that returns that class (`Router.shared.makeResult(from:)`).
        guard let called = binding.value.firstMatch(#"(\w+)\s*\("#)?[1] else { return false }
        return code.methods.contains { $0.baseName == called && ($0.returnType ?? "").contains(className) }
    }
}
