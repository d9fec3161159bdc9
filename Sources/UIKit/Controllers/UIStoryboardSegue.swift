import Foundation

/// A segue: `identifier`, `source`, `destination`, and `perform()` (R2.1, R2.5). Subclasses
/// override `perform()`; the storyboard runtime gives standard segues a perform handler.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    var performHandler: (@MainActor () -> Void)?
    @_spi(Workbook) public var workbookInstanceTag: String?

    @available(*, unavailable, renamed: "source")
    open var sourceViewController: UIViewController { source }
    @available(*, unavailable, renamed: "destination")
    open var destinationViewController: UIViewController { destination }

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the perform handler, if any (a standard storyboard segue's show/present, or the block given at init).
    open func perform() {
        performHandler?()
    }

    /// How the segue reads in traces: `segue "ManualSubmit"` or its custom class tag.
    var traceName: String {
        if let identifier { return "\"\(identifier)\"" }
        return "(no identifier)"
    }

    open override var description: String { Runtime.objectDescription(self) }
}

/// What an unwind search receives: the controller the unwind started from, its action and sender.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    open private(set) var source: UIViewController
    open private(set) var unwindAction: Selector
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
