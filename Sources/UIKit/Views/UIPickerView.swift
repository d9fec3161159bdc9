import Foundation

/// A picker view (R14.1): its data source says how many components and rows it has, its delegate
/// gives the rows' titles and hears which row the user picked. Nothing spins or is drawn; a `set`
/// step picks a row as a finger does.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    open var showsSelectionIndicator = true
    /// The selected row of each component that has been selected (the others are on row 0).
    private var selectedRows: [Int: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, component >= 0, component < dataSource.numberOfComponents(in: self) else { return 0 }
        return dataSource.pickerView(self, numberOfRowsInComponent: component)
    }

    /// The selected row of a component: row 0 until another is selected, -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else {
            Runtime.shared.trace.recordControlNote(self, "selectedRow(inComponent:)", "-1", note: noRowsReason(component))
            return -1
        }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    /// Selecting from code: no delegate call (the `selectRow(_:inComponent:animated:)` documentation).
    /// A component without rows keeps nothing (R14.4).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if numberOfRows(inComponent: component) == 0 {
            Runtime.shared.trace.record(self, "selectRow(_:inComponent:animated:)", "row=\(row) component=\(component)", ignored: noRowsReason(component))
            return
        }
        selectedRows[component] = row
    }

    /// Why a component has no rows, in a few words.
    private func noRowsReason(_ component: Int) -> String {
        guard let dataSource else { return "the picker view has no dataSource, so component \(component) has no rows" }
        let components = dataSource.numberOfComponents(in: self)
        return component < components ? "its dataSource gives component \(component) no rows" : "its dataSource gives \(components) component\(components == 1 ? "" : "s")"
    }

    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open func rowSize(forComponent component: Int) -> CGSize { CGSize(width: 0, height: 32) }
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    /// The titles the delegate gives the rows of a component (empty without a delegate).
    @_spi(Workbook) public func workbookTitles(inComponent component: Int) -> [String?] {
        guard let delegate else { return [] }
        return (0..<numberOfRows(inComponent: component)).map { row in
            delegate.pickerView(self, titleForRow: row, forComponent: component)
                ?? delegate.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
        }
    }

    /// A finger spinning a component to a row (R14.2): the row is selected, then the delegate is
    /// told `pickerView(_:didSelectRow:inComponent:)`. A message when the row does not exist.
    @_spi(Workbook) public func workbookPick(row: Int, component: Int) throws(TableRowError) {
        guard let dataSource else { throw TableRowError(message: "the picker view has no data source") }
        let components = dataSource.numberOfComponents(in: self)
        guard component < components else {
            throw TableRowError(message: "the picker view has \(components) component\(components == 1 ? "" : "s")")
        }
        let rows = numberOfRows(inComponent: component)
        guard row < rows else {
            throw TableRowError(message: "component \(component) of the picker view has \(rows) row\(rows == 1 ? "" : "s")")
        }
        selectedRows[component] = row
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "pickerView(_:didSelectRow:inComponent:)", "row=\(row) component=\(component)")
            delegate.pickerView(self, didSelectRow: row, inComponent: component)
        }
    }
}

@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        view ?? UIView(frame: .zero)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
