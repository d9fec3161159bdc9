import Foundation

/// A collection view, simulated like a table view (docs/uikit-rules.md §13): its data source is
/// asked for items when one is needed (a step taps it, or code asks for a cell); the layout is
/// kept, not computed, and nothing is drawn. Storyboard prototype cells are made by
/// `dequeueReusableCell(withReuseIdentifier:for:)` with their outlets and segues.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kinds of a flow layout's supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    static let elementKindCell = "UICollectionElementKindCell"

    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false

    private var registered: [String: UICollectionReusableView.Type] = [:]
    private var registeredNibs: [String: UINib] = [:]
    private var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    private var registeredSupplementaryNibs: [String: UINib] = [:]
    private var selectedItems: [IndexPath] = []
    /// Cells handed out by the data source, by item, until `reloadData`.
    private var loadedCells: [IndexPath: UICollectionViewCell] = [:]
    /// Prototype cells from the storyboard by reuse identifier, and how to make one.
    var prototypeFactory: ((String) -> UICollectionViewCell?)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionReusableView.Type
        registeredNibs[identifier] = nil
    }

    /// A cell nib: each dequeue makes its top-level cell with its outlets; the later
    /// registration (class or nib) of an identifier wins.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementary[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
        registeredSupplementaryNibs[elementKind + "/" + identifier] = nil
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[kind + "/" + identifier] = nib
        registeredSupplementary[kind + "/" + identifier] = nil
    }

    /// A registered class or nib wins over a storyboard prototype with the same identifier (R13.2).
    private func makeCell(_ identifier: String) -> UICollectionViewCell? {
        let cell: UICollectionViewCell
        if let type = registered[identifier] {
            guard let made = Self.make(type) as? UICollectionViewCell else { return nil }
            cell = made
        } else if let nib = registeredNibs[identifier] {
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let made = objects.first as? UICollectionViewCell else {
                Runtime.shared.raise("NSInternalInconsistencyException",
                                     "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionViewCell instance")
            }
            cell = made
        } else if let prototype = prototypeFactory?(identifier) {
            cell = prototype
        } else {
            return nil
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A registered class is made with `init(frame:)`, as UIKit does: through the learner class's
    /// glue when it has one, else the UIKit class itself.
    static func make(_ type: UICollectionReusableView.Type) -> UICollectionReusableView? {
        if let make = Runtime.shared.registry.glue(for: type)?.makeWithFrame {
            return make(.zero) as? UICollectionReusableView
        }
        if type == UICollectionViewCell.self || type == UICollectionReusableView.self { return type.workbookMake() }
        // A learner class without `init(frame:)`: Swift's trap when Objective-C calls it.
        fatalError("Use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: type))'")
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = makeCell(identifier) else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "could not dequeue a view of kind: \(Self.elementKindCell) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        var view: UICollectionReusableView?
        if let type = registeredSupplementary[key] {
            view = Self.make(type)
        } else if let nib = registeredSupplementaryNibs[key] {
            view = nib.instantiate(withOwner: nil).first as? UICollectionReusableView
        }
        guard let view else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Data

    open func reloadData() {
        loadedCells = [:]
        selectedItems = []
    }
    open func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { loadedCells[indexPath] = nil }
    }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { loadedCells = [:] }
    open func deleteItems(at indexPaths: [IndexPath]) {
        loadedCells = [:]
        selectedItems.removeAll { indexPaths.contains($0) }
    }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { loadedCells = [:] }
    open func insertSections(_ sections: IndexSet) { loadedCells = [:] }
    open func deleteSections(_ sections: IndexSet) { loadedCells = [:] }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource else { return 0 }
        if !(dataSource is WorkbookUntracedDataSource) {
            Runtime.shared.trace.recordDelegateCall(dataSource, "collectionView(_:numberOfItemsInSection:)", "section=\(section)")
        }
        return dataSource.collectionView(self, numberOfItemsInSection: section)
    }

    // MARK: Cells and selection

    /// The cell of an item: the one the data source gave, asked for now if the item exists and has none yet.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let cell = loadedCells[indexPath] { return cell }
        guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        return loadCell(at: indexPath)
    }

    open var visibleCells: [UICollectionViewCell] { loadedCells.keys.sorted().compactMap { loadedCells[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { loadedCells.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        loadedCells.first { $0.value === cell }?.key
    }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selecting from code: no delegate call, no segue (R13.4).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for previous in selectedItems { loadedCells[previous]?.isSelected = false }
            selectedItems = []
            return
        }
        if !allowsMultipleSelection {
            for previous in selectedItems where previous != indexPath { loadedCells[previous]?.isSelected = false }
            selectedItems = []
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        loadedCells[indexPath]?.isSelected = true
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        loadedCells[indexPath]?.isSelected = false
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }

    /// Asks the data source for the cell of an item (R13.1). A cell it did not dequeue is
    /// UIKit's exception (R13.2).
    private func loadCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        if !(dataSource is WorkbookUntracedDataSource) {
            Runtime.shared.trace.recordDelegateCall(dataSource, "collectionView(_:cellForItemAt:)", "item=\(indexPath.item) section=\(indexPath.section)")
        }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard cell.reuseIdentifier != nil else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        loadedCells[indexPath] = cell
        if selectedItems.contains(indexPath) { cell.isSelected = true }
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// A finger tapping an item, as UIKit handles it (R13.3): `shouldHighlightItemAt` (false
    /// stops), `didHighlightItemAt`, `didUnhighlightItemAt`; then, for an item already selected
    /// in multiple selection, `shouldDeselectItemAt` and `didDeselectItemAt`; otherwise
    /// `shouldSelectItemAt` (false stops), the previously selected items are deselected
    /// (`didDeselectItemAt`), the item is selected, the cell's selection segue is performed
    /// (`shouldPerformSegue`, `prepare` with the cell as sender), then `didSelectItemAt`.
    @_spi(Workbook) public func workbookTapItem(_ indexPath: IndexPath) throws(TableRowError) {
        let cell = try workbookCell(at: indexPath)
        guard allowsSelection else { return }
        if let delegate {
            guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else { return }
            cell.isHighlighted = true
            delegate.collectionView(self, didHighlightItemAt: indexPath)
            cell.isHighlighted = false
            delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            if let delegate {
                guard delegate.collectionView(self, shouldDeselectItemAt: indexPath) else { return }
            }
            deselectItem(at: indexPath, animated: true)
            if let delegate {
                Runtime.shared.trace.recordDelegateCall(delegate, "collectionView(_:didDeselectItemAt:)", "item=\(indexPath.item) section=\(indexPath.section)")
                delegate.collectionView(self, didDeselectItemAt: indexPath)
            }
            return
        }
        if let delegate {
            guard delegate.collectionView(self, shouldSelectItemAt: indexPath) else { return }
        }
        if !allowsMultipleSelection {
            for previous in selectedItems where previous != indexPath {
                deselectItem(at: previous, animated: true)
                if let delegate {
                    Runtime.shared.trace.recordDelegateCall(delegate, "collectionView(_:didDeselectItemAt:)", "item=\(previous.item) section=\(previous.section)")
                    delegate.collectionView(self, didDeselectItemAt: previous)
                }
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        let selected = loadedCells[indexPath] ?? cell
        selected.isSelected = true
        selected.workbookSelectionSegue?()
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "collectionView(_:didSelectItemAt:)", "item=\(indexPath.item) section=\(indexPath.section)")
            delegate.collectionView(self, didSelectItemAt: indexPath)
        }
    }

    /// The cell of an existing item, asking the data source when it is not loaded yet; a message
    /// when the item does not exist.
    func workbookCell(at indexPath: IndexPath) throws(TableRowError) -> UICollectionViewCell {
        guard dataSource != nil else { throw TableRowError(message: "the collection view has no data source") }
        let sections = numberOfSections
        guard indexPath.section < sections else {
            throw TableRowError(message: "the collection view has \(sections) section\(sections == 1 ? "" : "s")")
        }
        let items = numberOfItems(inSection: indexPath.section)
        guard indexPath.item < items else {
            throw TableRowError(message: "section \(indexPath.section) of the collection view has \(items) item\(items == 1 ? "" : "s")")
        }
        guard let cell = loadedCells[indexPath] ?? loadCell(at: indexPath) else {
            throw TableRowError(message: "the collection view has no data source")
        }
        return cell
    }
}

/// A view a collection view shows: a cell, a section header or footer.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func prepareForReuse() {}

    /// A UIKit class registered by class (no learner glue): made with `init(frame:)`.
    class func workbookMake() -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    /// The segue drawn from the storyboard prototype (performed with the cell as sender).
    var workbookSelectionSegue: (() -> Void)?
    /// iOS 14 configurations (CompositionalLayout.swift, UIContentConfiguration.swift).
    var workbookContentConfiguration: UIContentConfiguration?
    var workbookContentView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open func updateConfiguration(using state: UICellConfigurationState) {}

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    override class func workbookMake() -> UICollectionReusableView { UICollectionViewCell(frame: .zero) }
}

/// A layout: kept, not computed (no frames are laid out here).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public init?(coder: NSCoder) {
        super.init()
    }

    open func invalidateLayout() {}
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}

/// A flow layout's settings, kept as set (from the storyboard's `<collectionViewFlowLayout>` or in code).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`, for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// The flow layout's questions to the delegate. Asked by a real layout pass; kept here so that
/// learners' implementations compile (nothing is laid out, so they are not called).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set { storedCollectionView = newValue }
    }
    private var storedCollectionView: UICollectionView?
    private var layoutInCode: UICollectionViewLayout?
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false
    open var useLayoutToLayoutNavigationTransitions = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutInCode = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? layoutInCode ?? UICollectionViewFlowLayout()
    }

    /// A storyboard's collection view controller has its collection view as its view (with the
    /// prototype cells); one made in code gets a new collection view with its layout. Either way
    /// the controller is its data source and delegate unless the storyboard connected others.
    open override func loadView() {
        super.loadView()
        if let collection = viewIfLoaded as? UICollectionView {
            storedCollectionView = collection
            if collection.dataSource == nil { collection.dataSource = self }
            if collection.delegate == nil { collection.delegate = self }
            return
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutInCode ?? UICollectionViewFlowLayout())
        collection.dataSource = self
        collection.delegate = self
        storedCollectionView = collection
        view = collection
    }

    /// R13.5: the selection is cleared when the screen appears again.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = storedCollectionView {
            for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
        }
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    // UIScrollViewDelegate, which a collection view controller is through UICollectionViewDelegate.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
