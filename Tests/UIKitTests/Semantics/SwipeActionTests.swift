import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Swipe to delete and swipe actions on table rows (docs/uikit-rules.md §15).

/// A to-do list that deletes with the classic `tableView(_:commit:forRowAt:)`.
class TodoCommitVC: UITableViewController {
    var items = ["milk", "eggs", "bread"]
    var editable = true
    var style: UITableViewCell.EditingStyle = .delete
    var deleteTitle: String?
    /// The classic mistake: the row is deleted from the table but not from the array.
    var forgetsTheArray = false
    var editingEvents: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { editingEvents.append("will \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { editingEvents.append("did \(indexPath?.row ?? -1)") }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if !forgetsTheArray { items.remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

/// A list that gives its own swipe actions.
final class TodoActionsVC: TodoCommitVC {
    var done: [String] = []
    var completions: [Bool] = []
    var fullSwipe = true
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Remove") { [unowned self] _, _, completion in
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let finish = UIContextualAction(style: .normal, title: "Done") { [unowned self] action, view, completion in
            done.append(items[indexPath.row])
            completion(false)
        }
        finish.backgroundColor = .systemGreen
        let configuration = UISwipeActionsConfiguration(actions: [delete, finish])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
}

/// A list that never implements `commit` nor gives swipe actions.
final class ReadOnlyListVC: UITableViewController {
    let items = ["a", "b"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
}

final class SwipeActionTests: XCTestCase {
    @MainActor
    private func listApp<T: UITableViewController>(_ type: T.Type, _ name: String) -> (TestApp, T) {
        let list = SceneModel(controller: ControllerModel(id: "list", kind: .tableViewController, customClass: name,
                                                          view: ViewModel(id: "table", kind: .tableView)))
        let app = TestApp(SB.document(initial: "list", [list]), classes: [glue(type, name)])
        let controller = app.launch() as! T
        app.markNow()
        return (app, controller)
    }

    /// R15.1, R15.2: without swipe actions, a data source that implements `commit` gets UIKit's
    /// Delete button; tapping it calls `commit` with `.delete` between `willBeginEditingRowAt` and
    /// `didEndEditingRowAt`, and the learner's `deleteRows` is checked against the new count.
    func testTheDefaultDeleteButtonCallsCommit() throws {
        try MainActor.assumeIsolated {
            let (app, list) = listApp(TodoCommitVC.self, "TodoCommitVC")
            try list.tableView.workbookSwipe(IndexPath(row: 1, section: 0), edge: .trailing, actionTitle: "Delete")
            XCTAssertEqual(app.newEvents(), [
                "TodoCommitVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "TodoCommitVC#1.tableView(_:cellForRowAt:) row=1 section=0",
                "TodoCommitVC#1.tableView(_:commit:forRowAt:) editingStyle=delete row=1 section=0",
                "TodoCommitVC#1.tableView(_:numberOfRowsInSection:) section=0",
            ])
            XCTAssertEqual(list.items, ["milk", "bread"])
            XCTAssertEqual(list.editingEvents, ["will 1", "did 1"])
            // A full swipe deletes too; the button's title is the delegate's.
            list.deleteTitle = "Remove"
            try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)
            XCTAssertEqual(list.items, ["bread"])
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: "Delete")) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "it has no swipe action titled \"Delete\"; its actions: \"Remove\"")
            }
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .leading, actionTitle: nil)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the delegate gives no leading swipe actions for it")
            }
        }
    }

    /// R15.1: `canEditRowAt` false, an editing style other than `.delete`, or no `commit` at all:
    /// no swipe, and nothing of the learner's deletion runs.
    func testRowsThatCannotBeSwiped() throws {
        try MainActor.assumeIsolated {
            let (app, list) = listApp(TodoCommitVC.self, "TodoCommitVC")
            list.editable = false
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the data source's `tableView(_:canEditRowAt:)` returns false for it")
            }
            list.editable = true
            list.style = .none
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the delegate gives no swipe actions for it and its editing style is not `.delete`")
            }
            XCTAssertEqual(list.items.count, 3)
            XCTAssertFalse(app.newEvents().contains { $0.contains("commit") })
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 5, section: 0), edge: .trailing, actionTitle: nil)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "section 0 of the table view has 3 rows")
            }
            let (_, readOnly) = listApp(ReadOnlyListVC.self, "ReadOnlyListVC")
            XCTAssertThrowsError(try readOnly.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)) { error in
                XCTAssertEqual((error as? TableRowError)?.message,
                               "the delegate gives no swipe actions for it and the data source does not implement `tableView(_:commit:forRowAt:)`")
            }
        }
    }

    /// R15.3: the delegate's configuration replaces the Delete button: the action with the title
    /// runs its handler (traced with its completion), a full swipe runs the first action unless
    /// `performsFirstActionWithFullSwipe` is false; `commit` is not called.
    func testSwipeActionsRunTheirHandlers() throws {
        try MainActor.assumeIsolated {
            let (app, list) = listApp(TodoActionsVC.self, "TodoActionsVC")
            try list.tableView.workbookSwipe(IndexPath(row: 2, section: 0), edge: .trailing, actionTitle: "Done")
            XCTAssertEqual(app.newEvents(), [
                "TodoActionsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "TodoActionsVC#1.tableView(_:cellForRowAt:) row=2 section=0",
                "TodoActionsVC#1.tableView(_:trailingSwipeActionsConfigurationForRowAt:) row=2 section=0 -> [\"Remove\", \"Done\"]",
                "UIContextualAction#1.handler \"Done\" row=2 section=0",
                "UIContextualAction#1.completionHandler false",
            ])
            XCTAssertEqual(list.done, ["bread"])
            XCTAssertEqual(list.editingEvents, ["will 2", "did 2"])
            try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)
            XCTAssertEqual(app.newEvents(), [
                "TodoActionsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "TodoActionsVC#1.tableView(_:cellForRowAt:) row=0 section=0",
                "TodoActionsVC#1.tableView(_:trailingSwipeActionsConfigurationForRowAt:) row=0 section=0 -> [\"Remove\", \"Done\"]",
                "UIContextualAction#2.handler \"Remove\" row=0 section=0",
                "TodoActionsVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "UIContextualAction#2.completionHandler true",
            ])
            XCTAssertEqual(list.items, ["eggs", "bread"])
            list.fullSwipe = false
            try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: nil)
            XCTAssertEqual(list.items, ["eggs", "bread"])
            XCTAssertFalse(app.newEvents().contains { $0.contains("handler") })
            XCTAssertThrowsError(try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: "Archive")) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "it has no swipe action titled \"Archive\"; its actions: \"Remove\", \"Done\"")
            }
            let action = UIContextualAction(style: .destructive, title: "X") { _, _, _ in }
            XCTAssertEqual(action.backgroundColor, .systemRed)
            XCTAssertEqual(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor, .systemGray)
            XCTAssertTrue(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
        }
    }

    /// R15.4: `deleteRows` after a `commit` that did not remove the item from the array: the
    /// data source still has 3 rows, UIKit's check fails with its exact reason.
    func testDeletingARowWithoutUpdatingTheDataSourceIsAnInvalidUpdate() throws {
        try MainActor.assumeIsolated {
            let (_, list) = listApp(TodoCommitVC.self, "TodoCommitVC")
            list.forgetsTheArray = true
            // The table knows its rows (as on screen); an update held open, as inside
            // beginUpdates, lets the test read the check instead of ending the process.
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
            list.tableView.beginUpdates()
            try list.tableView.workbookSwipe(IndexPath(row: 0, section: 0), edge: .trailing, actionTitle: "Delete")
            XCTAssertEqual(list.tableView.workbookPendingUpdateFailure(),
                           "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
            list.tableView.endUpdates()
            list.tableView.beginUpdates()
            list.tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            XCTAssertEqual(list.tableView.workbookPendingUpdateFailure(),
                           "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
            list.tableView.endUpdates()
            // Inserting after appending adds up; reloadData forgets the counts.
            list.items.append("tea")
            list.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            XCTAssertEqual(list.tableView.workbookRowCounts, [0: 4])
            list.tableView.reloadData()
            XCTAssertEqual(list.tableView.workbookRowCounts, [:])
        }
    }
}
