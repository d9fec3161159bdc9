import Foundation

extension GlueGenerator {
    /// `extension T { @MainActor fileprivate static func … -> ClassGlue }` for one declaration.
    func classGlue(_ declaration: SourceAnalysis.TypeDeclaration, function: String) -> [String] {
        let type = declaration.name
        var arguments = ["className: \(Self.literal(ClassRole.unqualified(type))), type: \(type).self"]
        if !declaration.isExtension {
            switch role(of: type) {
            case .controller, .view:
                arguments.append("makeWithCoder: { \(type)(coder: $0) }")
                if hasFrameInitializerForCollectionView(type) { arguments.append("makeWithFrame: { \(type)(frame: $0) }") }
            case .segue: arguments.append("makeSegue: { \(type)(identifier: $0, source: $1, destination: $2) }")
            case .appDelegate, .sceneDelegate: arguments.append("makePlain: { \(type)() }")
            case .other: break
            }
        }
        let outletNames = Set(declaration.outlets.map(\.name))
        let keyValue = declaration.keyValueProperties.filter { !outletNames.contains($0) }
        if !declaration.outlets.isEmpty || !keyValue.isEmpty {
            let entries = declaration.outlets.map { outlet in
                "\(Self.literal(outlet.name)): { ($0 as! \(type)).\(outlet.name) = \(outletValue(outlet)) },"
            } + keyValue.map { name in
                // Key-value coding's writes (`setValue(_:forKey:)`), converted as Objective-C does.
                "\(Self.literal(name)): { let target = $0 as! \(type); target.`\(name)` = __workbookKVC($1, target.`\(name)`, target, \(Self.literal(name))) },"
            }
            arguments.append(dictionary("outlets", entries))
        }
        let actions = declaration.actions + protocolWitnesses(declaration)
        if !actions.isEmpty {
            let entries = actions.map { action in
                // A method of two parameters can also be sent two objects (`perform(_:with:with:)`).
                let invoke2 = action.parameters.count == 2 && !action.parameters[1].typeName.hasPrefix("UIEvent")
                    ? ", invoke2: { target, first, second in (target as! \(type)).\(actionCall(action, two: true)) }" : ""
                return "\(Self.literal(action.selector)): __WorkbookClassGlue.Action(swiftName: \(Self.literal(action.swiftName))\(invoke2)) { target, sender in "
                    + "(target as! \(type)).\(actionCall(action)) },"
            }
            arguments.append(dictionary("actions", entries))
        }
        if !declaration.segueActions.isEmpty {
            let entries = declaration.segueActions.map { action in
                "\(Self.literal(action.selector)): __WorkbookClassGlue.SegueAction(swiftName: \(Self.literal(action.swiftName))) { target, coder, sender, identifier in "
                    + "(target as! \(type)).\(segueActionCall(action)) },"
            }
            arguments.append(dictionary("segueActions", entries))
        }
        // The methods it declares (every class body says, so an empty list means "none").
        if !declaration.isExtension || !declaration.methodNames.isEmpty {
            arguments.append("methods: [" + declaration.methodNames.map(Self.literal).joined(separator: ", ") + "]")
        }
        if !declaration.computedProperties.isEmpty {
            let entries = declaration.computedProperties.map { name in
                "\(Self.literal(name)): { (($0 as! \(type)).`\(name)`) as Any },"
            }
            arguments.append(dictionary("computed", entries))
        }
        if !declaration.staticStoredProperties.isEmpty, analysis.classes[type] != nil {
            let entries = declaration.staticStoredProperties.map { name in
                "\(Self.literal(name)): { \(type).`\(name)` as Any },"
            }
            arguments.append(dictionary("statics", entries))
        }
        return [
            "extension \(type) {",
            "    @MainActor fileprivate static func \(function)() -> __WorkbookClassGlue {",
            "        __WorkbookClassGlue(",
            "            " + arguments.joined(separator: ",\n            "),
            "        )",
            "    }",
            "}",
            "",
        ]
    }

    private func dictionary(_ label: String, _ entries: [String]) -> String {
        "\(label): [\n" + entries.map { "                " + $0 }.joined(separator: "\n") + "\n            ]"
    }

    /// `$1 as? UITextField` (`T!`, `T?`), `($1 as? [Any])?.compactMap { $0 as? T }` (collections),
    /// a checked cast for the rare non-optional outlet.
    func outletValue(_ outlet: SourceAnalysis.Outlet) -> String {
        if outlet.isCollection {
            let value = "($1 as? [Any])?.compactMap { $0 as? \(outlet.typeName) }"
            return outlet.isOptional ? value : "(\(value) ?? [])"
        }
        return outlet.isOptional ? "__workbookOutlet($1, $0, \(Self.literal(outlet.name)))" : "__workbookCast($1, \(Self.literal(outlet.name)))"
    }

    /// `onSubmit(__workbookCast(sender, "onSubmit:"))`, `tap()`, `unwindToMain(segue: …)`.
    func actionCall(_ action: SourceAnalysis.Action, two: Bool = false) -> String {
        let arguments = action.parameters.enumerated().map { index, parameter -> String in
            let value: String
            if two, index < 2 {
                value = "__workbookCast(\(index == 0 ? "first" : "second"), \(Self.literal(action.selector)))"
            } else if index == 0 {
                value = "__workbookCast(sender, \(Self.literal(action.selector)))"
            } else if parameter.typeName.hasPrefix("UIEvent") {
                value = "__WorkbookEvent()"
            } else {
                value = "__workbookCast(nil, \(Self.literal(action.selector)))"
            }
            return value
        }
        guard !arguments.isEmpty else { return "\(action.name)()" }
        // Named in full (`onDone(_:)`), so a property of the same name (`var onDone: (String) -> Void`)
        // is never called instead: UIKit sends the action to the method by its selector.
        let labels = action.parameters.map { "\($0.label):" }.joined()
        return "\(action.name)(\(labels))(\(arguments.joined(separator: ", ")))"
    }

    /// `@IBSegueAction` forms: `(coder)`, `(coder, sender)`, `(coder, sender, segueIdentifier)`.
    func segueActionCall(_ action: SourceAnalysis.Action) -> String {
        let arguments = action.parameters.enumerated().map { index, parameter -> String in
            let value: String
            switch index {
            case 0: value = "coder"
            case 1: value = parameter.typeName == "Any?" ? "sender" : "__workbookCast(sender, \(Self.literal(action.selector)))"
            case 2: value = parameter.typeName.hasSuffix("?") ? "identifier" : "identifier ?? \"\""
            default: value = "__workbookCast(nil, \(Self.literal(action.selector)))"
            }
            return parameter.label == "_" ? value : "\(parameter.label): \(value)"
        }
        return "\(action.name)(\(arguments.joined(separator: ", ")))"
    }

    /// A collection view cell or reusable view class (by its superclasses' names) that has
    /// `init(frame:)`: declared, or inherited because it declares no designated initializer.
    /// A collection view makes a registered class with it (R13.2).
    public func hasFrameInitializerForCollectionView(_ name: String) -> Bool {
        let classes = analysis.classes
        var current = name
        var seen: Set<String> = []
        var hasFrame: Bool?
        while seen.insert(current).inserted {
            guard let declaration = classes[current] else { return false }
            let labels = declaration.designatedInitializerLabels
            // The nearest class that declares a designated initializer decides.
            if hasFrame == nil, !labels.isEmpty { hasFrame = labels.contains(["frame"]) }
            guard let superclass = declaration.inheritedTypes.first.map(ClassRole.unqualified) else { return false }
            if ["UICollectionViewCell", "UICollectionReusableView"].contains(superclass) { return hasFrame ?? true }
            current = superclass
        }
        return false
    }
}
