import Foundation
import WorkbookCore
import WorkbookProtocol
import Yams

/// The compact YAML form of a storyboard used in chapters (documented in docs/authoring.md). It
/// fills the same model as the Interface Builder importer; object ids are made from scene ids,
/// so the same YAML always gives the same storyboard.
public enum CompactStoryboard {
    static let sceneKeys = ["id", "navigation", "class", "storyboardID", "title", "presentation", "views", "barButtons", "segues"]
    static let viewKinds: [String: ViewKind] = [
        "label": .label, "button": .button, "textField": .textField, "textView": .textView, "switch": .switch,
        "stepper": .stepper, "slider": .slider, "segmentedControl": .segmentedControl, "datePicker": .datePicker,
        "imageView": .imageView, "view": .view,
    ]
    static let viewKeys = ["id", "outlet", "text", "title", "placeholder", "on", "value", "min", "max", "step", "segments",
                           "selected", "action", "segue", "identifier", "enabled", "hidden"]
    static let segueKeys = ["id", "to", "kind", "style", "transition", "class", "action", "animates"]

    /// `line` is the file line of the YAML's first line, so diagnostics point into the chapter.
    public static func parse(_ text: String, name: String = "Main", file: String, line: Int = 1) throws -> StoryboardDocument {
        var reader = Reader(file: file, lineOffset: line - 1)
        return try reader.read(text, name: name)
    }

    struct Reader {
        let file: String
        let lineOffset: Int
        var problems: [Diagnostic] = []
        var outlets: [String: [OutletModel]] = [:]
        /// Every object id the storyboard will hold, with what holds it and its line: each must be
        /// unique, as in an Interface Builder file (`InterfaceBuilderWriter` writes them as `id=`).
        var claimed: [String: (owner: String, line: Int?, segue: (scene: String, identifier: String)?)] = [:]

        init(file: String, lineOffset: Int) {
            self.file = file
            self.lineOffset = lineOffset
        }

        mutating func problem(_ node: Node?, _ message: String, suggestion: String? = nil) {
            problems.append(Diagnostic(file: file, line: node?.mark.map { $0.line + lineOffset }, column: node?.mark?.column,
                                       message: message, suggestion: suggestion))
        }

        /// Records `id` for `owner`; a second claim is an error at `node`, naming the first and its line.
        mutating func claim(_ id: String, owner: String, node: Node?, line: Int? = nil, suggestion: String,
                            segue: (scene: String, identifier: String)? = nil) {
            let line = line ?? node?.mark.map { $0.line + lineOffset }
            guard let earlier = claimed[id] else {
                claimed[id] = (owner, line, segue)
                return
            }
            let at = earlier.line.map { " at line \($0)" } ?? ""
            if let segue, let first = earlier.segue, first == segue {
                problem(node, "the scene `\(segue.scene)` already has a segue `\(segue.identifier)`\(at): a controller's segue identifiers are unique",
                        suggestion: "give this segue another `id`")
            } else {
                problem(node, "the id `\(id)` is already the id of \(earlier.owner)\(at): every object of a storyboard needs its own id",
                        suggestion: suggestion)
            }
        }

        static let renameScene = "give this scene another `id`"

        mutating func unknownKeys(_ mapping: Node.Mapping, allowed: [String], what: String) {
            for (key, _) in mapping {
                let name = key.string ?? ""
                guard !allowed.contains(name) else { continue }
                problem(key, "unknown \(what) key `\(name)`",
                        suggestion: Suggestions.closest(to: name, in: allowed).map { "did you mean `\($0)`?" } ?? "expected one of: \(allowed.joined(separator: ", "))")
            }
        }

        mutating func read(_ text: String, name: String) throws -> StoryboardDocument {
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch let error as YamlError {
                var diagnostic = Diagnostic.fromYamlError(error, file: file)
                diagnostic.line = diagnostic.line.map { $0 + lineOffset }
                throw DiagnosticError([diagnostic])
            }
            guard case let .mapping(mapping)? = root, case let .sequence(sceneNodes)? = mapping["scenes"] else {
                throw DiagnosticError([Diagnostic(file: file, line: lineOffset + 1, column: 1,
                                                  message: "a storyboard block needs `scenes:`, a list of scenes")])
            }
            unknownKeys(mapping, allowed: ["initial", "scenes"], what: "storyboard")
            var document = StoryboardDocument(name: name, initialControllerID: mapping["initial"]?.string, sourcePath: file)
            for node in sceneNodes {
                if let scene = readScene(node) { document.scenes.append(scene) }
            }
            check(document, initialNode: mapping["initial"])
            guard problems.isEmpty else { throw DiagnosticError(problems) }
            return document
        }

        mutating func readScene(_ node: Node) -> SceneModel? {
            guard case let .mapping(mapping) = node, let id = mapping["id"]?.string, !id.isEmpty else {
                problem(node, "a scene needs an `id`")
                return nil
            }
            unknownKeys(mapping, allowed: sceneKeys, what: "scene")
            let line = node.mark.map { $0.line + lineOffset }
            let idNode = mapping["id"]
            claim(id, owner: "the scene `\(id)`", node: idNode, suggestion: Self.renameScene)
            claim("\(id)-scene", owner: "the scene of `\(id)`", node: idNode, suggestion: Self.renameScene)
            if let root = mapping["navigation"]?.string {
                claim("\(id)-root", owner: "the root segue of the navigation scene `\(id)`", node: idNode, suggestion: Self.renameScene)
                let controller = ControllerModel(id: id, kind: .navigationController, customClass: mapping["class"]?.string,
                                                 segues: [SegueModel(id: "\(id)-root", kind: .relationship, destinationID: root,
                                                                     relationship: "rootViewController")], line: line)
                return SceneModel(sceneID: "\(id)-scene", controller: controller, line: line)
            }
            var controller = ControllerModel(id: id, customClass: mapping["class"]?.string,
                                             storyboardIdentifier: mapping["storyboardID"]?.string,
                                             modalPresentationStyle: mapping["presentation"]?.string, line: line)
            claim("\(id)-view", owner: "the root view of the scene `\(id)`", node: idNode, line: line, suggestion: Self.renameScene)
            claim("\(id)-exit", owner: "the exit of the scene `\(id)`", node: idNode, line: line, suggestion: Self.renameScene)
            var root = ViewModel(id: "\(id)-view", kind: .view)
            if case let .sequence(views)? = mapping["views"] {
                for (index, view) in views.enumerated() {
                    if let model = readView(view, scene: id, index: index, controller: &controller) { root.subviews.append(model) }
                }
            }
            controller.view = root
            let title = mapping["title"]?.string
            var items: [BarButtonItemModel] = []
            if case let .sequence(buttons)? = mapping["barButtons"] {
                for (index, button) in buttons.enumerated() {
                    guard case let .mapping(fields) = button else { problem(button, "a bar button is a mapping like `{title: Edit}`"); continue }
                    unknownKeys(fields, allowed: ["title", "system", "action", "segue", "outlet"], what: "bar button")
                    let itemID = "\(id)-bar\(index + 1)"
                    claim(itemID, owner: "a bar button", node: button, suggestion: Self.renameScene)
                    var item = BarButtonItemModel(id: itemID, title: fields["title"]?.string, systemItem: fields["system"]?.string,
                                                  line: button.mark.map { $0.line + lineOffset })
                    if let action = fields["action"] { item.actions = [readAction(action, target: id, defaultEvent: nil)].compactMap { $0 } }
                    if let segue = fields["segue"], let model = readSegue(segue, scene: id, fallbackID: "\(itemID)-segue") { item.segues = [model] }
                    if let outlet = fields["outlet"]?.string { controller.outlets.append(OutletModel(property: outlet, destinationID: itemID)) }
                    items.append(item)
                }
            }
            if title != nil || !items.isEmpty {
                claim("\(id)-item", owner: "the navigation item of the scene `\(id)`", node: idNode, line: line, suggestion: Self.renameScene)
                controller.navigationItem = NavigationItemModel(id: "\(id)-item", title: title, rightBarButtonItems: items)
            }
            if case let .sequence(segues)? = mapping["segues"] {
                for (index, segue) in segues.enumerated() {
                    if let model = readSegue(segue, scene: id, fallbackID: "\(id)-segue\(index + 1)") { controller.segues.append(model) }
                }
            }
            return SceneModel(sceneID: "\(id)-scene", controller: controller, exitID: "\(id)-exit", line: line)
        }

        mutating func readView(_ node: Node, scene: String, index: Int, controller: inout ControllerModel) -> ViewModel? {
            guard case let .mapping(outer) = node, outer.count == 1, let (kindNode, value) = outer.first, let kindName = kindNode.string else {
                problem(node, "a view is one kind with its properties, like `- label: {outlet: resultEmail}`")
                return nil
            }
            guard let kind = viewKinds[kindName] else {
                problem(kindNode, "unknown view kind `\(kindName)`",
                        suggestion: Suggestions.closest(to: kindName, in: Array(viewKinds.keys)).map { "did you mean `\($0)`?" })
                return nil
            }
            var fields = Node.Mapping([])
            if case let .mapping(mapping) = value { fields = mapping } else if value.string != nil && value.string != "" {
                problem(value, "`\(kindName)` takes a mapping of properties, like `{outlet: name}`")
            }
            unknownKeys(fields, allowed: viewKeys, what: "\(kindName)")
            let id = fields["id"]?.string ?? "\(scene)-\(kindName)\(index + 1)"
            claim(id, owner: "the view", node: fields["id"] ?? node,
                  suggestion: fields["id"] != nil ? "give this view another `id`, or leave `id` out (one is made from the scene)"
                                                   : "give this view an `id` of its own")
            var view = ViewModel(id: id, kind: kind, elementName: kindName, accessibilityIdentifier: fields["identifier"]?.string,
                                 text: fields["text"]?.string, placeholder: fields["placeholder"]?.string, title: fields["title"]?.string,
                                 isOn: fields["on"]?.bool, isEnabled: fields["enabled"]?.bool, isHidden: fields["hidden"]?.bool,
                                 value: fields["value"].flatMap(number), minimumValue: fields["min"].flatMap(number),
                                 maximumValue: fields["max"].flatMap(number), stepValue: fields["step"].flatMap(number),
                                 selectedSegmentIndex: fields["selected"]?.int, line: node.mark.map { $0.line + lineOffset })
            if case let .sequence(segments)? = fields["segments"] { view.segments = segments.compactMap(\.string) }
            if let outlet = fields["outlet"]?.string { controller.outlets.append(OutletModel(property: outlet, destinationID: id)) }
            let defaultEvent: String
            switch kind {
            case .switch, .stepper, .slider, .segmentedControl, .datePicker: defaultEvent = "valueChanged"
            case .textField: defaultEvent = "editingChanged"
            default: defaultEvent = "touchUpInside"
            }
            if let action = fields["action"] { view.actions = [readAction(action, target: scene, defaultEvent: defaultEvent)].compactMap { $0 } }
            if let segue = fields["segue"], let model = readSegue(segue, scene: scene, fallbackID: "\(id)-segue") { view.segues = [model] }
            return view
        }

        mutating func readAction(_ node: Node, target: String, defaultEvent: String?) -> ActionModel? {
            if let selector = node.string { return ActionModel(selector: selector, destinationID: target, eventType: defaultEvent) }
            guard case let .mapping(fields) = node, let selector = fields["selector"]?.string else {
                problem(node, "an action is a selector like `\"onSubmit:\"`, or `{selector: \"onSubmit:\", event: touchUpInside}`")
                return nil
            }
            return ActionModel(selector: selector, destinationID: target, eventType: fields["event"]?.string ?? defaultEvent)
        }

        mutating func readSegue(_ node: Node, scene: String, fallbackID: String) -> SegueModel? {
            guard case let .mapping(fields) = node else {
                problem(node, "a segue is a mapping like `{id: ManualSubmit, to: result}`")
                return nil
            }
            unknownKeys(fields, allowed: segueKeys, what: "segue")
            let kindName = fields["kind"]?.string ?? (fields["action"] != nil ? "unwind" : "show")
            guard let kind = SegueKind(rawValue: kindName) else {
                problem(fields["kind"], "unknown segue kind `\(kindName)`",
                        suggestion: "segue kinds: show, showDetail, presentation, popoverPresentation, custom, unwind")
                return nil
            }
            let identifier = fields["id"]?.string
            let destination: String
            if kind == .unwind {
                destination = "\(scene)-exit"
                if fields["action"]?.string == nil { problem(node, "an unwind segue needs `action: \"unwindToMainWithSegue:\"`") }
            } else {
                guard let to = fields["to"]?.string else {
                    problem(node, "the segue \(identifier.map { "`\($0)` " } ?? "")needs `to:` (a scene id)")
                    return nil
                }
                destination = to
            }
            let segueID = identifier.map { "\(scene)-\($0)" } ?? fallbackID
            claim(segueID, owner: "the segue", node: fields["id"] ?? node, suggestion: "give this segue another `id`",
                  segue: identifier.map { (scene, $0) })
            return SegueModel(id: segueID, identifier: identifier, kind: kind,
                              destinationID: destination, customClass: fields["class"]?.string, unwindAction: fields["action"]?.string,
                              modalPresentationStyle: fields["style"]?.string, modalTransitionStyle: fields["transition"]?.string,
                              animates: fields["animates"]?.bool ?? true, line: node.mark.map { $0.line + lineOffset })
        }

        func number(_ node: Node) -> Double? { node.float ?? node.int.map(Double.init) }

        /// Scene references resolve and the entry point exists (ids are checked as they are claimed).
        mutating func check(_ document: StoryboardDocument, initialNode: Node?) {
            let ids = document.scenes.map(\.controller.id)
            if let initial = document.initialControllerID, !ids.contains(initial) {
                problem(initialNode, "`initial: \(initial)` names no scene",
                        suggestion: Suggestions.closest(to: initial, in: ids).map { "did you mean `\($0)`?" })
            }
            for scene in document.scenes {
                for segue in scene.controller.allSegues where segue.kind != .unwind && !ids.contains(segue.destinationID) {
                    problems.append(Diagnostic(file: file, line: segue.line ?? scene.line, column: nil,
                                               message: "the segue \(segue.identifier.map { "`\($0)` " } ?? "")goes to `\(segue.destinationID)`, which is not a scene",
                                               suggestion: Suggestions.closest(to: segue.destinationID, in: ids).map { "did you mean `\($0)`?" }))
                }
            }
        }
    }
}
