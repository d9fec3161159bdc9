import Foundation
import WorkbookCore
import WorkbookProtocol

/// The storyboard told in words for an exercise's README, in the README's language: each scene
/// (class, Storyboard ID, navigation title, whether it is the entry point or a navigation
/// controller's root) and its controls top to bottom, with their outlets, actions and segues.
/// Written from the exercise's storyboard model, so each language's README says the same facts
/// whatever the chapter's prose says (a chapter presenting the storyboard as a block says nothing
/// in words).
enum StoryboardDescription {
    static func lines(_ storyboard: StoryboardDocument, language: Language) -> [String] {
        let t = Catalog[language]
        let controllers = storyboard.scenes.map(\.controller)
        func className(of id: String) -> String {
            controllers.first { $0.id == id }.map { $0.kind == .navigationController ? t.readmeNavigationController : "`\($0.className)`" } ?? id
        }
        func segue(_ segue: SegueModel) -> String {
            if segue.kind == .unwind { return t.readmeUnwindSegue(identifier: segue.identifier, action: segue.unwindAction) }
            return t.readmeSegueTo(identifier: segue.identifier, kind: segue.kind.rawValue, destination: className(of: segue.destinationID))
        }
        var lines = [t.readmeStoryboardIntro, ""]
        for controller in controllers {
            let isInitial = controller.id == storyboard.initialControllerID
            if controller.kind == .navigationController {
                let root = controller.rootRelationship.map { className(of: $0.destinationID) } ?? "?"
                lines.append("- " + t.readmeNavigationScene(root: root, isInitial: isInitial))
                continue
            }
            let inNavigation = controllers.contains { $0.rootRelationship?.destinationID == controller.id }
            lines.append("- " + t.readmeScene(className: controller.className, storyboardID: controller.storyboardIdentifier,
                                              title: controller.navigationItem?.title ?? controller.title,
                                              isInitial: isInitial, isNavigationRoot: inNavigation))
            for view in controller.view?.allViews ?? [] where view.kind != .view || !view.actions.isEmpty || !view.segues.isEmpty {
                var parts = [t.readmeViewKind(view.kind.rawValue)]
                if let outlet = controller.outlets.first(where: { $0.destinationID == view.id }) { parts.append(t.readmeOutlet(outlet.property)) }
                if let title = view.title, !title.isEmpty { parts.append(t.readmeTitled(title)) }
                if let text = view.text, !text.isEmpty { parts.append(t.readmeShowing(text)) }
                if let placeholder = view.placeholder, !placeholder.isEmpty { parts.append(t.readmePlaceholder(placeholder)) }
                if let isOn = view.isOn { parts.append(t.readmeSwitchOn(isOn)) }
                parts += view.actions.map { t.readmeAction($0.selector) }
                parts += view.segues.map(segue)
                lines.append("  - " + parts.joined(separator: ", "))
            }
            for item in (controller.navigationItem?.leftBarButtonItems ?? []) + (controller.navigationItem?.rightBarButtonItems ?? []) {
                var parts = [t.readmeBarButton(item.visibleTitle ?? "?")]
                parts += item.actions.map { t.readmeAction($0.selector) }
                parts += item.segues.map(segue)
                lines.append("  - " + parts.joined(separator: ", "))
            }
            for manual in controller.segues where manual.kind != .relationship {
                lines.append("  - " + t.readmeManualSegue(segue(manual)))
            }
        }
        return lines
    }
}
