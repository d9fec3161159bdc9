import Foundation

/// Table views compile and keep their data source and delegate; rows are not laid out or
/// tapped yet (the simulation covers screen transitions).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
    open var isEditing = false
    open private(set) var style: Style = .plain
    private var registered: [String: UITableViewCell.Type] = [:]
    open private(set) var indexPathForSelectedRow: IndexPath?

    public convenience init(frame: CGRect, style: Style) {
        self.init(frame: frame)
        self.style = style
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { indexPathForSelectedRow = indexPath }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { indexPathForSelectedRow = nil }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { dataSource?.tableView(self, cellForRowAt: indexPath) }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    public let contentView = UIView(frame: .zero)
    open private(set) var textLabel: UILabel? = UILabel(frame: .zero)
    open private(set) var detailTextLabel: UILabel?
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false
    open private(set) var reuseIdentifier: String?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
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

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

extension UITableViewCell {
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
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

    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        view.addSubview(table)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
