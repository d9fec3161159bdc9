import Foundation

/// A table view: its data source and delegate are asked for rows when a row is needed (a step
/// taps it, or code asks for a cell); nothing is laid out or drawn. Storyboard prototype cells
/// are made by `dequeueReusableCell(withIdentifier:for:)` with their outlets and segues.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var sectionHeaderHeight: CGFloat = 28
    open var sectionFooterHeight: CGFloat = 28
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
    open var isEditing = false
    open private(set) var style: Style = .plain
    private var registered: [String: UITableViewCell.Type] = [:]
    var selectedRows: [IndexPath] = []
    /// Cells handed out by the data source, by row, until `reloadData`.
    var loadedCells: [IndexPath: UITableViewCell] = [:]
    /// Prototype cells from the storyboard by reuse identifier, and how to make one.
    var prototypeFactory: ((String) -> UITableViewCell?)?
    /// The number of rows of each section as the table last heard it from its data source (its
    /// own row data in UIKit): what `insertRows` and `deleteRows` are checked against.
    var workbookRowCounts: [Int: Int] = [:]
    /// Rows inserted and deleted inside `beginUpdates`/`endUpdates` or `performBatchUpdates`.
    var workbookPendingUpdates = TableUpdates()
    var workbookUpdateDepth = 0
    /// A static table's sections (storyboard `dataMode="static"`), which a table view controller's
    /// own data source methods answer from, as UIKit's do.
    struct StaticSection {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
    }
    var workbookStaticSections: [StaticSection]?

    public convenience init(frame: CGRect, style: Style) {
        self.init(frame: frame)
        self.style = style
    }

    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
        registeredNibs[identifier] = nil
    }

    /// A cell nib (`UINib(nibName: "ItemCell", bundle: nil)`): each dequeue makes its top-level
    /// cell with its outlets; the later registration (class or nib) of an identifier wins.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    private var registeredNibs: [String: UINib] = [:]


    /// A registered class wins over a storyboard prototype with the same identifier, as in UIKit.
    private func makeCell(_ identifier: String) -> UITableViewCell? {
        let cell: UITableViewCell
        if let type = registered[identifier] {
            cell = type.init(style: .default, reuseIdentifier: identifier)
        } else if let nib = registeredNibs[identifier] {
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let made = objects.first as? UITableViewCell else {
                Runtime.shared.raise("NSInternalInconsistencyException",
                                     "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
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

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        makeCell(identifier)
    }

    // Section headers and footers: registered and dequeued (a new view each time); the
    // simulation never asks the delegate for them, as nothing is laid out.
    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = UITableViewHeaderFooterView.self
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = makeCell(identifier) else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    open func reloadData() {
        loadedCells = [:]
        selectedRows = []
        workbookRowCounts = [:]
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths { loadedCells[indexPath] = nil }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Checked as UIKit checks it (`workbookUpdate`): the data source's new row counts must be
    /// the old ones plus the rows inserted, minus the rows deleted.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadedCells = [:]
        workbookUpdate(TableUpdates(inserted: indexPaths))
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadedCells = [:]
        selectedRows.removeAll { indexPaths.contains($0) }
        workbookUpdate(TableUpdates(deleted: indexPaths))
    }
    open func beginUpdates() { workbookUpdateDepth += 1 }
    open func endUpdates() {
        workbookUpdateDepth = max(0, workbookUpdateDepth - 1)
        if workbookUpdateDepth == 0 { workbookCommitPendingUpdates() }
    }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectedRows = indexPath.map { [$0] } ?? []
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        loadedCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// The cell of a row: the one the data source gave, asked for now if the row exists and has none yet.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        if let cell = loadedCells[indexPath] { return cell }
        guard indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else { return nil }
        return loadCell(at: indexPath)
    }

    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource else { return 0 }
        Runtime.shared.trace.recordDelegateCall(dataSource, "tableView(_:numberOfRowsInSection:)", "section=\(section)")
        let rows = dataSource.tableView(self, numberOfRowsInSection: section)
        // Inside an update the table keeps the counts from before it (checked at its end).
        if workbookUpdateDepth == 0 { workbookRowCounts[section] = rows }
        return rows
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open var visibleCells: [UITableViewCell] { loadedCells.keys.sorted().compactMap { loadedCells[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? { loadedCells.keys.sorted() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        loadedCells.first { $0.value === cell }?.key
    }

    private func loadCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        Runtime.shared.trace.recordDelegateCall(dataSource, "tableView(_:cellForRowAt:)", "row=\(indexPath.row) section=\(indexPath.section)")
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        loadedCells[indexPath] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// A finger tapping a row, as UIKit handles it: `willSelectRowAt` (nil stops), the row is
    /// selected, the cell's selection segue is performed (`shouldPerformSegue`, `prepare` with
    /// the cell as sender), then `didSelectRowAt`. Throws a message when the row does not exist.
    @_spi(Workbook) public func workbookTapRow(_ indexPath: IndexPath) throws(TableRowError) {
        let cell = try workbookCell(at: indexPath)
        guard allowsSelection else { return }
        // Multiple selection: a tap on a selected row deselects it.
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            workbookDeselectByUser(indexPath)
            return
        }
        var target = indexPath
        if let delegate {
            guard let chosen = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
            target = chosen
        }
        // Single selection: the row selected before is deselected first, through the delegate
        // (`willDeselectRowAt`, nil keeps it; `didDeselectRowAt`), before the new row is selected.
        if !allowsMultipleSelection {
            for previous in selectedRows where previous != target { workbookDeselectByUser(previous) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        (loadedCells[target] ?? cell).setSelected(true, animated: false)
        (loadedCells[target] ?? cell).workbookSelectionSegue?()
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "tableView(_:didSelectRowAt:)", "row=\(target.row) section=\(target.section)")
            delegate.tableView(self, didSelectRowAt: target)
        }
    }
}

extension UITableView {
    /// The user's deselection of a row: `willDeselectRowAt` (nil keeps it selected; not traced),
    /// the row is deselected, then `didDeselectRowAt`.
    func workbookDeselectByUser(_ indexPath: IndexPath) {
        var deselected = indexPath
        if let delegate {
            guard let chosen = delegate.tableView(self, willDeselectRowAt: indexPath) else { return }
            deselected = chosen
        }
        selectedRows.removeAll { $0 == deselected }
        loadedCells[deselected]?.setSelected(false, animated: false)
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "tableView(_:didDeselectRowAt:)",
                                                    "row=\(deselected.row) section=\(deselected.section)")
            delegate.tableView(self, didDeselectRowAt: deselected)
        }
    }

    /// The cell of an existing row, asking the data source when it is not loaded yet; a message
    /// when the row does not exist.
    func workbookCell(at indexPath: IndexPath) throws(TableRowError) -> UITableViewCell {
        let sections = numberOfSections
        guard indexPath.section < sections else { throw TableRowError(message: "the table view has \(sections) section\(sections == 1 ? "" : "s")") }
        let rows = numberOfRows(inSection: indexPath.section)
        guard indexPath.row < rows else {
            throw TableRowError(message: "section \(indexPath.section) of the table view has \(rows) row\(rows == 1 ? "" : "s")")
        }
        guard let cell = loadedCells[indexPath] ?? loadCell(at: indexPath) else {
            throw TableRowError(message: "the table view has no data source")
        }
        return cell
    }

    /// A finger on a row's accessory (detail) button: the cell's accessory action segue
    /// (`shouldPerformSegue`, `prepare` with the cell as sender), then the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)`. The row is not selected.
    @_spi(Workbook) public func workbookTapAccessory(_ indexPath: IndexPath) throws(TableRowError) {
        let cell = try workbookCell(at: indexPath)
        cell.workbookAccessorySegue?()
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "tableView(_:accessoryButtonTappedForRowWith:)",
                                                    "row=\(indexPath.row) section=\(indexPath.section)")
            delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
    }
}

/// Why a row cannot be tapped.
public struct TableRowError: Error {
    public let message: String
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    public let contentView = UIView(frame: .zero)
    open internal(set) var textLabel: UILabel? = UILabel(frame: .zero)
    open internal(set) var detailTextLabel: UILabel?
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open internal(set) var reuseIdentifier: String?
    /// The segue drawn from the storyboard prototype (performed with the cell as sender).
    var workbookSelectionSegue: (() -> Void)?
    var workbookAccessorySegue: (() -> Void)?
    /// iOS 14 configurations (UIContentConfiguration.swift): the style the cell was made with,
    /// the configuration applied and the view it made inside `contentView`.
    var workbookStyle: CellStyle = .default
    var workbookContentConfiguration: UIContentConfiguration?
    var workbookContentView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open func updateConfiguration(using state: UICellConfigurationState) {}

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        workbookStyle = style
        super.init(frame: .zero)
        if style != .default { detailTextLabel = UILabel(frame: .zero) }
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// A section header or footer view: its labels hold the texts set; nothing is drawn.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView(frame: .zero)
    open private(set) var textLabel: UILabel? = UILabel(frame: .zero)
    open private(set) var detailTextLabel: UILabel? = UILabel(frame: .zero)
    open var backgroundView: UIView?
    open private(set) var reuseIdentifier: String?
    open var contentConfiguration: UIContentConfiguration? {
        get { workbookContentConfiguration }
        set {
            workbookContentConfiguration = newValue
            ContentConfigurationSlot.apply(newValue, in: contentView, shown: &workbookContentView)
        }
    }
    private var workbookContentConfiguration: UIContentConfiguration?
    private var workbookContentView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
    open func prepareForReuse() {}
    public func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        TableEditingDefaults.used = true
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

extension UITableViewCell {
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    // Layout, headers, editing and highlighting: declared so learners' implementations compile
    // and conform; the simulation lays nothing out and never asks them, except the editing
    // methods when a step swipes a row (UITableView+Editing.swift).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    // Swipe actions (iOS 11): asked when a step swipes a row (UIContextualAction.swift).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableEditingDefaults.used = true
        return nil
    }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableEditingDefaults.used = true
        return nil
    }
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// `IndexPath(row:section:)`, `row` and `section`, as UIKit adds them to Foundation's IndexPath.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { count > 0 ? self[0] : 0 }
    public var row: Int { count > 1 ? self[1] : 0 }
    public var item: Int { count > 1 ? self[1] : 0 }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}

@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView
        }
        set { storedTableView = newValue }
    }
    private var storedTableView: UITableView?
    open var clearsSelectionOnViewWillAppear = true
    /// The table view's pull-to-refresh control (UIKit installs it on the table view).
    open var refreshControl: UIRefreshControl? {
        get { storedTableView?.refreshControl ?? pendingRefreshControl }
        set {
            pendingRefreshControl = newValue
            storedTableView?.refreshControl = newValue
        }
    }
    private var pendingRefreshControl: UIRefreshControl?

    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A storyboard's table view controller has its table view as its view (with the prototype
    /// cells); one made in code gets a new table view. Either way the controller is its data
    /// source and delegate unless the storyboard connected others.
    open override func loadView() {
        super.loadView()
        if let table = viewIfLoaded as? UITableView {
            storedTableView = table
            if let pendingRefreshControl { table.refreshControl = pendingRefreshControl }
            if table.dataSource == nil { table.dataSource = self }
            if table.delegate == nil { table.delegate = self }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        if let pendingRefreshControl { table.refreshControl = pendingRefreshControl }
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = storedTableView {
            for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    // A static table (storyboard `dataMode="static"`): UIKit's table view controller answers
    // its data source questions from the storyboard's sections and cells, so a subclass may
    // override one (hide a row) and call `super` for the others.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.workbookStaticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.workbookStaticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = tableView.workbookStaticSections, sections.indices.contains(indexPath.section),
           sections[indexPath.section].cells.indices.contains(indexPath.row) {
            return sections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.workbookStaticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        TableEditingDefaults.used = true
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.workbookStaticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableEditingDefaults.used = true
        return nil
    }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        TableEditingDefaults.used = true
        return nil
    }
    // UIScrollViewDelegate, which a table view controller is through UITableViewDelegate.
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
