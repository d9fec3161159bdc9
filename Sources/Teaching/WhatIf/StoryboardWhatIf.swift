import Foundation
import Texts
import WorkbookProtocol

/// The what-if search's changes to the storyboards: the storyboards travel to the app in each
/// run's request, so a change to them needs no build. Each is one edit of one connection or
/// setting Interface Builder holds: a segue's identifier or kind, a scene's Storyboard ID or class,
/// a control's action, an outlet's view.
public struct StoryboardChange: Sendable {
    public var kind: StoryboardChangeKind
    /// The storyboard (`Main`) and what the change is to, as the learner finds it in Xcode: the
    /// scene's class, a segue's destination class, an outlet's property.
    public var storyboard: String
    public var source: String
    public var destination: String
    public var property: String
    public var before: String
    public var after: String
    /// The edits: each sets `key` of the object at `path` of the documents' JSON to `value`.
    var edits: [StoryboardEdit]

    init(kind: StoryboardChangeKind, storyboard: String, source: String, destination: String = "", property: String = "",
         before: String, after: String, path: [Int], key: String, value: StoryboardValue) {
        self.init(kind: kind, storyboard: storyboard, source: source, destination: destination, property: property, before: before, after: after,
                  edits: [StoryboardEdit(path: path, key: key, value: value)])
    }

    init(kind: StoryboardChangeKind, storyboard: String, source: String, destination: String = "", property: String = "",
         before: String, after: String, edits: [StoryboardEdit]) {
        self.kind = kind
        self.storyboard = storyboard
        self.source = source
        self.destination = destination
        self.property = property
        self.before = before
        self.after = after
        self.edits = edits
    }
}

struct StoryboardEdit: Sendable {
    var path: [Int]
    var key: String
    var value: StoryboardValue
}

enum StoryboardValue: Sendable {
    case string(String)
    case none
    /// Any JSON value, written out (an array of segues, an outlet).
    case json(String)
}

public enum StoryboardWhatIf {
    /// Every change of the storyboards worth a run: identifiers the code uses that the storyboard
    /// does not have (the nearest first), the learner's controller classes no scene uses, the
    /// other actions of the class a control's action goes to, the other views of the same kind
    /// an outlet could point at, the other kind of a show/present segue.
    public static func changes(_ documents: [StoryboardDocument], code: CodeFacts, codeLiterals: Set<String>, limit: Int = 24) -> [StoryboardChange] {
        guard let data = try? JSONEncoder().encode(documents), let tree = try? JSONSerialization.jsonObject(with: data) as? [Any] else { return [] }
        var controllers: [String: (className: String, storyboard: String)] = [:]
        var views: [String: (kind: String, name: String, controller: String)] = [:]
        var storyboardIdentifiers = Set<String>()
        // First: what each id is (controllers and views), and the identifiers the storyboards hold.
        func index(_ node: Any, storyboard: String, controller: String?) {
            if let dict = node as? [String: Any] {
                var current = controller
                if dict["outlets"] != nil, dict["segues"] != nil, let id = dict["id"] as? String, dict["kind"] is String {
                    let uikit = ["navigationController": "UINavigationController", "tableViewController": "UITableViewController",
                                 "tabBarController": "UITabBarController", "collectionViewController": "UICollectionViewController"]
                    let name = (dict["customClass"] as? String) ?? uikit[dict["kind"] as? String ?? ""] ?? "UIViewController"
                    controllers[id] = (name, storyboard)
                    current = name
                    if let identifier = dict["storyboardIdentifier"] as? String { storyboardIdentifiers.insert(identifier) }
                } else if let id = dict["id"] as? String, let kind = dict["kind"] as? String, dict["subviews"] != nil {
                    views[id] = (kind, Self.viewName(dict), controller ?? "?")
                }
                if dict["destinationID"] != nil, dict["kind"] != nil, let identifier = dict["identifier"] as? String { storyboardIdentifiers.insert(identifier) }
                for (_, value) in dict { index(value, storyboard: storyboard, controller: current) }
            } else if let array = node as? [Any] {
                for value in array { index(value, storyboard: storyboard, controller: controller) }
            }
        }
        for case let document as [String: Any] in tree { index(document, storyboard: document["name"] as? String ?? "Main", controller: nil) }
        let learnerClasses = code.classes.filter { $0.supertypes.contains { $0.hasSuffix("ViewController") || $0 == "UIViewController" } }.map(\.name)
        let usedClasses = Set(controllers.values.map(\.className))
        let unusedClasses = learnerClasses.filter { !usedClasses.contains($0) }
        let missingIdentifiers = codeLiterals.subtracting(storyboardIdentifiers).filter { !$0.isEmpty && !$0.contains(" ") }
        func nearest(_ value: String?, _ pool: Set<String>) -> [String] {
            pool.sorted { (SiteFinder.distance($0, value ?? ""), $0) < (SiteFinder.distance($1, value ?? ""), $1) }.prefix(3).map { $0 }
        }

        var found: [StoryboardChange] = []
        // Where things are, for the changes that move a segue or add a connection.
        var controllerDicts: [(path: [Int], dict: [String: Any], className: String, storyboard: String)] = []
        var viewDicts: [(path: [Int], dict: [String: Any], controller: String)] = []
        var segueDicts: [(path: [Int], dict: [String: Any], controller: String, storyboard: String)] = []
        func visit(_ node: Any, path: [Int], storyboard: String, controller: String?) {
            if let dict = node as? [String: Any] {
                var current = controller
                let id = dict["id"] as? String
                if dict["outlets"] != nil, dict["segues"] != nil, let id, let className = controllers[id]?.className {
                    controllerDicts.append((path, dict, className, storyboard))
                } else if id != nil, dict["kind"] is String, dict["subviews"] != nil {
                    viewDicts.append((path, dict, controller ?? "?"))
                }
                if dict["kind"] is String, dict["destinationID"] is String, id != nil {
                    segueDicts.append((path, dict, controller ?? "?", storyboard))
                }
                if dict["outlets"] != nil, dict["segues"] != nil, let id, let className = controllers[id]?.className {
                    current = className
                    let identifier = dict["storyboardIdentifier"] as? String
                    for other in nearest(identifier, missingIdentifiers) {
                        found.append(StoryboardChange(kind: .storyboardIdentifier, storyboard: storyboard, source: className, before: identifier ?? "",
                                                      after: other, path: path, key: "storyboardIdentifier", value: .string(other)))
                    }
                    for other in unusedClasses.prefix(3) where dict["kind"] as? String == "viewController" {
                        found.append(StoryboardChange(kind: .sceneClass, storyboard: storyboard, source: className, before: (dict["customClass"] as? String) ?? "",
                                                      after: other, path: path, key: "customClass", value: .string(other)))
                    }
                }
                if let kind = dict["kind"] as? String, let destination = dict["destinationID"] as? String, dict["id"] != nil {
                    // A segue.
                    let to = controllers[destination]?.className ?? destination
                    if !["relationship", "embed", "unwind"].contains(kind) {
                        let identifier = dict["identifier"] as? String
                        for other in nearest(identifier, missingIdentifiers) {
                            found.append(StoryboardChange(kind: .segueIdentifier, storyboard: storyboard, source: controller ?? "?", destination: to, before: identifier ?? "",
                                                          after: other, path: path, key: "identifier", value: .string(other)))
                        }
                    }
                    let swapped = ["show": "presentation", "push": "presentation", "presentation": "show", "modal": "show"][kind]
                    if let swapped {
                        found.append(StoryboardChange(kind: .segueKind, storyboard: storyboard, source: controller ?? "?", destination: to, before: kind, after: swapped,
                                                      path: path, key: "kind", value: .string(swapped)))
                    }
                }
                if let selector = dict["selector"] as? String, let destination = dict["destinationID"] as? String {
                    // A control's action: another action method of the class it goes to.
                    let target = controllers[destination]?.className ?? controller ?? "?"
                    let actions = code.methods.filter { $0.isAction && $0.owner == target }.map { Self.selector($0) }
                    for other in actions where other != selector {
                        found.append(StoryboardChange(kind: .actionSelector, storyboard: storyboard, source: controller ?? "?", before: selector,
                                                      after: other, path: path, key: "selector", value: .string(other)))
                    }
                }
                if let property = dict["property"] as? String, let destination = dict["destinationID"] as? String, let view = views[destination] {
                    // An outlet: another view of the same kind in the same scene.
                    for (otherID, other) in views.sorted(by: { $0.key < $1.key }) where otherID != destination && other.kind == view.kind && other.controller == view.controller {
                        found.append(StoryboardChange(kind: .outletView, storyboard: storyboard, source: controller ?? "?", property: property,
                                                      before: view.name, after: other.name, path: path, key: "destinationID", value: .string(otherID)))
                    }
                }
                for key in dict.keys.sorted() {
                    guard let value = dict[key] else { continue }
                    if value is [String: Any] || value is [Any] {
                        visit(value, path: path + [Self.keyIndex(key)], storyboard: storyboard, controller: current)
                    }
                }
            } else if let array = node as? [Any] {
                for (offset, value) in array.enumerated() { visit(value, path: path + [offset], storyboard: storyboard, controller: controller) }
            }
        }
        for (offset, element) in tree.enumerated() {
            guard let document = element as? [String: Any] else { continue }
            visit(document, path: [offset], storyboard: document["name"] as? String ?? "Main", controller: nil)
        }
        found += structural(code: code, controllers: controllers, controllerDicts: controllerDicts, viewDicts: viewDicts, segueDicts: segueDicts)
        return Array(found.prefix(limit))
    }

    /// The storyboards with `change` made.
    public static func applying(_ change: StoryboardChange, to documents: [StoryboardDocument]) -> [StoryboardDocument]? {
        guard let data = try? JSONEncoder().encode(documents), var tree = try? JSONSerialization.jsonObject(with: data) as Any else { return nil }
        func edit(_ node: inout Any, _ path: ArraySlice<Int>, _ change: StoryboardEdit) -> Bool {
            if path.isEmpty {
                guard var dict = node as? [String: Any] else { return false }
                switch change.value {
                case let .string(value): dict[change.key] = value
                case .none: dict.removeValue(forKey: change.key)
                case let .json(text):
                    guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return false }
                    dict[change.key] = value
                }
                node = dict
                return true
            }
            let step = path.first!
            if var array = node as? [Any], step < array.count, step >= 0 {
                var child = array[step]
                guard edit(&child, path.dropFirst(), change) else { return false }
                array[step] = child
                node = array
                return true
            }
            if var dict = node as? [String: Any] {
                guard let key = dict.keys.sorted().first(where: { keyIndex($0) == step }), var child = dict[key] else { return false }
                guard edit(&child, path.dropFirst(), change) else { return false }
                dict[key] = child
                node = dict
                return true
            }
            return false
        }
        for one in change.edits { guard edit(&tree, one.path[...], one) else { return nil } }
        guard let out = try? JSONSerialization.data(withJSONObject: tree) else { return nil }
        return try? JSONDecoder().decode([StoryboardDocument].self, from: out)
    }

    static func json(_ value: Any) -> String? {
        (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A view as the learner finds it on the canvas, for the catalog to word
    /// (`StoryboardChangeKind.view(kind:shown:)`): its kind and the text it shows (or its id).
    static func viewName(_ dict: [String: Any]) -> String {
        let kind = (dict["kind"] as? String) ?? "view"
        let shown = (dict["userLabel"] as? String) ?? (dict["title"] as? String) ?? (dict["text"] as? String) ?? (dict["placeholder"] as? String)
        return StoryboardChangeKind.view(kind: kind, shown: shown ?? (dict["id"] as? String) ?? "")
    }

    /// Changes that move a segue between a button and its controller, swap two segues'
    /// identifiers, make a segue the learner's custom one, or connect an outlet nothing connects.
    static func structural(code: CodeFacts, controllers: [String: (className: String, storyboard: String)],
                           controllerDicts: [(path: [Int], dict: [String: Any], className: String, storyboard: String)],
                           viewDicts: [(path: [Int], dict: [String: Any], controller: String)],
                           segueDicts: [(path: [Int], dict: [String: Any], controller: String, storyboard: String)]) -> [StoryboardChange] {
        var found: [StoryboardChange] = []
        func destination(_ segue: [String: Any]) -> String { (segue["destinationID"] as? String).flatMap { controllers[$0]?.className } ?? "?" }
        let movable = segueDicts.filter { ["show", "presentation", "push", "modal"].contains($0.dict["kind"] as? String ?? "") }
        // Two segues of one controller with each other's identifiers.
        for (offset, first) in movable.enumerated() {
            for second in movable.dropFirst(offset + 1) where second.controller == first.controller {
                guard let a = first.dict["identifier"] as? String, let b = second.dict["identifier"] as? String, a != b else { continue }
                found.append(StoryboardChange(kind: .segueIdentifier, storyboard: first.storyboard, source: first.controller, destination: destination(first.dict),
                                              before: a, after: b, edits: [StoryboardEdit(path: first.path, key: "identifier", value: .string(b)),
                                                                           StoryboardEdit(path: second.path, key: "identifier", value: .string(a))]))
            }
        }
        // The learner's own segue class for a show or present segue.
        let segueClasses = code.classes.filter { $0.supertypes.contains("UIStoryboardSegue") }.map(\.name)
        for segue in movable where segue.dict["customClass"] == nil {
            for segueClass in segueClasses.prefix(2) {
                found.append(StoryboardChange(kind: .segueKind, storyboard: segue.storyboard, source: segue.controller, destination: destination(segue.dict),
                                              property: segueClass, before: segue.dict["kind"] as? String ?? "", after: "custom",
                                              edits: [StoryboardEdit(path: segue.path, key: "kind", value: .string("custom")),
                                                      StoryboardEdit(path: segue.path, key: "customClass", value: .string(segueClass))]))
            }
        }
        // A segue moved between the controller (manual: runs when code performs it) and a button of its scene.
        for controller in controllerDicts {
            let buttons = viewDicts.filter { $0.controller == controller.className && $0.dict["kind"] as? String == "button" }
            let own = (controller.dict["segues"] as? [[String: Any]]) ?? []
            for (index, segue) in own.enumerated() where ["show", "presentation", "push", "modal"].contains(segue["kind"] as? String ?? "") {
                for button in buttons where ((button.dict["segues"] as? [Any]) ?? []).isEmpty && ((button.dict["actions"] as? [Any]) ?? []).isEmpty {
                    var rest = own
                    rest.remove(at: index)
                    guard let restJSON = json(rest), let moved = json([segue]) else { continue }
                    found.append(StoryboardChange(kind: .segueSource, storyboard: controller.storyboard, source: controller.className, destination: destination(segue),
                                                  before: "", after: viewName(button.dict),
                                                  edits: [StoryboardEdit(path: controller.path, key: "segues", value: .json(restJSON)),
                                                          StoryboardEdit(path: button.path, key: "segues", value: .json(moved))]))
                }
            }
            for button in buttons {
                let segues = (button.dict["segues"] as? [[String: Any]]) ?? []
                for (index, segue) in segues.enumerated() where segue["identifier"] is String {
                    var rest = segues
                    rest.remove(at: index)
                    guard let restJSON = json(rest), let all = json(own + [segue]) else { continue }
                    found.append(StoryboardChange(kind: .segueSource, storyboard: controller.storyboard, source: controller.className, destination: destination(segue),
                                                  before: viewName(button.dict), after: "",
                                                  edits: [StoryboardEdit(path: button.path, key: "segues", value: .json(restJSON)),
                                                          StoryboardEdit(path: controller.path, key: "segues", value: .json(all))]))
                }
            }
            // An outlet the class declares and the scene does not connect: each view of its kind.
            let connected = Set(((controller.dict["outlets"] as? [[String: Any]]) ?? []).compactMap { $0["property"] as? String })
            let kinds = ["UILabel": "label", "UITextField": "textField", "UIButton": "button", "UISwitch": "switch", "UIStepper": "stepper",
                         "UISlider": "slider", "UITextView": "textView", "UISegmentedControl": "segmentedControl"]
            for property in code.properties where property.isOutlet && property.owner == controller.className && !connected.contains(property.name) {
                let type = (property.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                guard let kind = kinds[type] else { continue }
                for view in viewDicts where view.controller == controller.className && view.dict["kind"] as? String == kind {
                    guard let viewID = view.dict["id"] as? String else { continue }
                    let outlets = ((controller.dict["outlets"] as? [Any]) ?? []) + [["property": property.name, "destinationID": viewID, "isCollection": false] as [String: Any]]
                    guard let text = json(outlets) else { continue }
                    found.append(StoryboardChange(kind: .outletView, storyboard: controller.storyboard, source: controller.className, property: property.name,
                                                  before: "", after: viewName(view.dict),
                                                  edits: [StoryboardEdit(path: controller.path, key: "outlets", value: .json(text))]))
                }
            }
        }
        return found
    }

    /// A dictionary key as a path step (negative, never an array index).
    static func keyIndex(_ key: String) -> Int { -1 - Int(truncatingIfNeeded: key.utf8.reduce(UInt32(5381)) { ($0 &* 33) &+ UInt32($1) } & 0x7fff_ffff) }

    /// `onDone(_:)` → `onDone:`, `onDone()` → `onDone`, `unwind(segue:)` → `unwindWithSegue:`.
    static func selector(_ method: CodeFacts.Method) -> String {
        // `name` is Swift's full name: `onDone(_:)`, `unwind(segue:)`, `onDone()`.
        guard let open = method.name.firstIndex(of: "("), method.name.hasSuffix(")") else { return method.baseName }
        let labels = method.name[method.name.index(after: open)..<method.name.index(before: method.name.endIndex)]
            .split(separator: ":").map(String.init)
        guard !labels.isEmpty else { return method.baseName }
        var result = method.baseName
        for (offset, label) in labels.enumerated() {
            if offset == 0 {
                result += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                result += (label == "_" ? "" : label) + ":"
            }
        }
        return result
    }
}
