import Foundation

/// What a `.xib` holds besides its File's Owner (docs/uikit-rules.md §11): the placeholders'
/// ids, which connections name, and the top-level objects in document order, the order
/// `UINib.instantiate(withOwner:options:)` returns them in.
public struct NibContents: Codable, Equatable, Sendable {
    /// The File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`, `id="-1"` as Xcode writes it).
    public var ownerID: String
    /// The First Responder placeholder (`IBFirstResponder`, `id="-2"`): an action drawn to it is
    /// sent up the responder chain.
    public var firstResponderID: String?
    public var objects: [NibObjectModel]

    public init(ownerID: String, firstResponderID: String? = nil, objects: [NibObjectModel] = []) {
        self.ownerID = ownerID
        self.firstResponderID = firstResponderID
        self.objects = objects
    }
}

/// One top-level object of a nib: a view (a plain or custom view, a cell, any control), or a view
/// controller dragged into the xib (`<viewController customClass="PopupViewController">`), with
/// the view drawn inside it and its own outlets.
public enum NibObjectModel: Codable, Equatable, Sendable {
    case view(ViewModel)
    case controller(ControllerModel)

    public var id: String {
        switch self {
        case let .view(view): return view.id
        case let .controller(controller): return controller.id
        }
    }
}
