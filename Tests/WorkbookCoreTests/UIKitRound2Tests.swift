import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Issue 28, end to end: real project shapes for the UIKit items of the second round of learner
/// projects (static table cells, container views with embed segues, …), built and run unchanged.
final class UIKitRound2Tests: XCTestCase, CompatTracing {
    override class func setUp() {
        super.setUp()
        CompatFidelityTests.setUp()
    }

    /// A settings form of static cells behind a profile screen with a container view: the
    /// summary child is made and prepared before the profile's `viewDidLoad` (its outlets set,
    /// the child's view loaded into the container); the form's outlets inside its cells are set
    /// by `viewDidLoad` (before, they were nil and the learner's own line crashed); typing into a
    /// cell's field, a switch's action, and a tap on the About cell performs its segue, then
    /// `didSelectRowAt`.
    func testStaticSettingsFormAndAContainerView() throws {
        let run = try cleanTrace("SettingsForm", """
        - launch
        - tap: {title: "Settings"}
        - type: {outlet: nameField, text: "Lee"}
        - set: {outlet: notifySwitch, on: false}
        - tap: {row: 0, section: 1}
        """)
        let launch = lines(of: run, step: 0)
        let embed = try XCTUnwrap(launch.firstIndex(of: "ProfileViewController#1.loadView"))
        XCTAssertEqual(Array(launch[embed...].prefix(11)), [
            "ProfileViewController#1.loadView",
            "SummaryViewController#1.init(coder:)",
            "SummaryViewController#1.awakeFromNib",
            "ProfileViewController#1.prepare(for:sender:) segue=\"EmbedSummary\" destination=SummaryViewController#1 sender=ProfileViewController#1",
            "embedding, header outlet set: true",
            "SummaryViewController#1.loadView",
            "SummaryViewController#1.viewDidLoad",
            "ProfileViewController#1.viewDidLoad",
            "profile loaded with 1 child",
            "ProfileViewController#1.viewWillAppear(_:) animated=false",
            "SummaryViewController#1.viewWillAppear(_:) animated=false",
        ])
        XCTAssertTrue(launch.contains("SummaryViewController#1.viewDidAppear(_:) animated=false"))
        XCTAssertEqual(run.console.filter { $0.hasPrefix("notify") }, ["notify false"])
        XCTAssertEqual(lines(of: run, step: 4), [
            "SettingsTableViewController#1.tableView(_:numberOfRowsInSection:) section=1",
            "SettingsTableViewController#1.tableView(_:cellForRowAt:) row=0 section=1",
            "SettingsTableViewController#1.shouldPerformSegue(withIdentifier:sender:) \"ShowAbout\" sender=UITableViewCell#1",
            "AboutViewController#1.init(coder:)",
            "AboutViewController#1.awakeFromNib",
            "SettingsTableViewController#1.prepare(for:sender:) segue=\"ShowAbout\" destination=AboutViewController#1 sender=UITableViewCell#1",
            "SettingsTableViewController#1.show(_:sender:) AboutViewController#1",
            "UINavigationController#1.show(_:sender:) AboutViewController#1",
            "UINavigationController#1.pushViewController(_:animated:) AboutViewController#1 animated=true",
            "SettingsTableViewController#1.tableView(_:didSelectRowAt:) row=0 section=1",
            "selected section 1 row 0",
            "AboutViewController#1.loadView",
            "AboutViewController#1.viewDidLoad",
            "SettingsTableViewController#1.viewWillDisappear(_:) animated=true",
            "AboutViewController#1.viewWillAppear(_:) animated=true",
            "SettingsTableViewController#1.viewDidDisappear(_:) animated=true",
            "AboutViewController#1.viewDidAppear(_:) animated=true",
        ])
        XCTAssertEqual(run.state?.visibleController, "AboutViewController#1")
        XCTAssertEqual(run.state?.labels.first { $0.outlet == "aboutLabel" }?.text, "Version 1.0")
    }
}
