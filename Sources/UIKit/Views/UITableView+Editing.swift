import Foundation

/// Rows inserted and deleted by one update of a table view.
struct TableUpdates {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
}

// MARK: Row updates (docs/uikit-rules.md §15)

extension UITableView {
    /// An update outside `beginUpdates`/`performBatchUpdates` is checked at once; inside, at its end.
    func workbookUpdate(_ updates: TableUpdates) {
        workbookPendingUpdates.deleted += updates.deleted
        workbookPendingUpdates.inserted += updates.inserted
        if workbookUpdateDepth == 0 { workbookCommitPendingUpdates() }
    }

    /// UIKit's check of an update: a deleted row must exist before it, an inserted one after it,
    /// and every section the table knows must now hold its old number of rows plus the rows
    /// inserted, minus the rows deleted (the data source is asked again). Sections the table has
    /// not asked about since `reloadData` are not checked.
    func workbookCommitPendingUpdates() {
        if let reason = workbookPendingUpdateFailure() {
            Runtime.shared.raise("NSInternalInconsistencyException", reason)
        }
    }

    /// The reason UIKit raises for the pending updates, nil when they add up; the table then
    /// knows the new row counts.
    func workbookPendingUpdateFailure() -> String? {
        let updates = workbookPendingUpdates
        workbookPendingUpdates = TableUpdates()
        guard !updates.deleted.isEmpty || !updates.inserted.isEmpty else { return nil }
        for path in updates.deleted {
            if let before = workbookRowCounts[path.section], path.row >= before {
                return "attempt to delete row \(path.row) from section \(path.section) which only contains \(before) rows before the update"
            }
        }
        let before = workbookRowCounts
        workbookRowCounts = [:]
        let depth = workbookUpdateDepth
        workbookUpdateDepth = 0
        defer { workbookUpdateDepth = depth }
        for section in before.keys.sorted() {
            let after = numberOfRows(inSection: section)
            let inserted = updates.inserted.filter { $0.section == section }.count
            let deleted = updates.deleted.filter { $0.section == section }.count
            if let reason = Self.invalidUpdateReason(section: section, before: before[section] ?? 0, after: after,
                                                     inserted: inserted, deleted: deleted) {
                return reason
            }
        }
        for path in updates.inserted {
            if let after = workbookRowCounts[path.section], path.row >= after {
                return "attempt to insert row \(path.row) into section \(path.section), but there are only \(after) rows in section \(path.section) after the update"
            }
        }
        return nil
    }

    /// UIKit's reason for a section whose new row count does not add up (nil when it does).
    static func invalidUpdateReason(section: Int, before: Int, after: Int, inserted: Int, deleted: Int) -> String? {
        guard after != before + inserted - deleted else { return nil }
        return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section "
            + "after the update (\(after)) must be equal to the number of rows contained in that section before the update "
            + "(\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, "
            + "\(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    }
}

// MARK: Swipe actions (docs/uikit-rules.md §15)

extension UITableView {
    @_spi(Workbook) public enum SwipeEdge: Sendable { case leading, trailing }

    /// A finger swiping a row from `edge` and tapping the action titled `actionTitle` (nil: a full
    /// swipe, which runs the first action). UIKit's order: the data source's
    /// `tableView(_:canEditRowAt:)` (false: no swipe), the delegate's swipe actions configuration
    /// for the edge; without one (nil or not implemented), on the trailing edge, the default
    /// Delete button when `tableView(_:editingStyleForRowAt:)` is `.delete` and the data source
    /// implements `tableView(_:commit:forRowAt:)`, titled by
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)` or "Delete". Then
    /// `tableView(_:willBeginEditingRowAt:)`, the action (its handler with a completion handler,
    /// or `commit` with `.delete`), and `tableView(_:didEndEditingRowAt:)` when it is done.
    @_spi(Workbook) public func workbookSwipe(_ indexPath: IndexPath, edge: SwipeEdge, actionTitle: String?) throws(TableRowError) {
        _ = try workbookCell(at: indexPath)
        guard let dataSource else { throw TableRowError(message: "the table view has no data source") }
        guard dataSource.tableView(self, canEditRowAt: indexPath) else {
            throw TableRowError(message: "the data source's `tableView(_:canEditRowAt:)` returns false for it")
        }
        let rowText = "row=\(indexPath.row) section=\(indexPath.section)"
        if let configuration = askSwipeConfiguration(edge, indexPath) {
            let titles = configuration.actions.map { "\"\($0.title ?? "")\"" }
            guard !configuration.actions.isEmpty else {
                throw TableRowError(message: "the delegate's swipe actions configuration for it has no actions")
            }
            let chosen: UIContextualAction
            if let actionTitle {
                guard let found = configuration.actions.first(where: { $0.title == actionTitle }) else {
                    throw TableRowError(message: "it has no swipe action titled \"\(actionTitle)\"; its actions: \(titles.joined(separator: ", "))")
                }
                chosen = found
            } else {
                // A full swipe that does not perform the first action only shows the buttons.
                guard configuration.performsFirstActionWithFullSwipe else {
                    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
                    return
                }
                chosen = configuration.actions[0]
            }
            delegate?.tableView(self, willBeginEditingRowAt: indexPath)
            let trace = Runtime.shared.trace
            let tag = trace.tag(anyObject: chosen)
            trace.record(tag: tag, className: "UIContextualAction", member: "handler", detail: "\"\(chosen.title ?? "")\" \(rowText)")
            var completed = false
            chosen.handler(chosen, UIView(frame: .zero)) { [weak self] performed in
                guard !completed else { return }
                completed = true
                trace.record(tag: tag, className: "UIContextualAction", member: "completionHandler", detail: "\(performed)")
                if let self { self.delegate?.tableView(self, didEndEditingRowAt: indexPath) }
            }
            return
        }
        guard edge == .trailing else {
            throw TableRowError(message: "the delegate gives no leading swipe actions for it")
        }
        let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete else {
            throw TableRowError(message: "the delegate gives no swipe actions for it and its editing style is not `.delete`")
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        if let actionTitle, actionTitle != title {
            throw TableRowError(message: "it has no swipe action titled \"\(actionTitle)\"; its actions: \"\(title)\"")
        }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        Runtime.shared.trace.recordDelegateCall(dataSource, "tableView(_:commit:forRowAt:)", "editingStyle=delete \(rowText)")
        TableEditingDefaults.used = false
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        if TableEditingDefaults.used {
            throw TableRowError(message: "the delegate gives no swipe actions for it and the data source does not implement `tableView(_:commit:forRowAt:)`")
        }
        delegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// The delegate's configuration for the edge, traced when the delegate implements the method.
    private func askSwipeConfiguration(_ edge: SwipeEdge, _ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate else { return nil }
        TableEditingDefaults.used = false
        let configuration = edge == .trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if !TableEditingDefaults.used {
            let answer = configuration.map { "[" + $0.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ") + "]" } ?? "nil"
            Runtime.shared.trace.recordDelegateCall(delegate, edge == .trailing ? "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
                                                                        : "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
                                                    "row=\(indexPath.row) section=\(indexPath.section) -> \(answer)")
        }
        return configuration
    }
}
