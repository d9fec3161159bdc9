import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Issue 20: picker views (docs/uikit-rules.md §14).

/// A screen with a storyboard picker view whose data source and delegate it is.
final class SizeVC: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var picker: UIPickerView!
    let sizes = [["S", "M", "L"], ["Red", "Blue"]]
    var picked: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append("\(sizes[component][row]) selected=\(pickerView.selectedRow(inComponent: component))")
    }
}

final class PickerViewTests: XCTestCase {
    @MainActor
    private func pickerApp(connected: Bool = true) -> (TestApp, SizeVC) {
        var picker = ViewModel(id: "picker", kind: .pickerView)
        if connected {
            picker.outlets = [OutletModel(property: "dataSource", destinationID: "sizes"), OutletModel(property: "delegate", destinationID: "sizes")]
        }
        let scene = SceneModel(controller: ControllerModel(id: "sizes", customClass: "SizeVC",
                                                           view: ViewModel(id: "root", kind: .view, subviews: [picker]),
                                                           outlets: [OutletModel(property: "picker", destinationID: "picker")]))
        let app = TestApp(SB.document(initial: "sizes", [scene]), classes: [
            glue(SizeVC.self, "SizeVC", outlets: ["picker": { ($0 as! SizeVC).picker = $1 as? UIPickerView }]),
        ])
        let controller = app.launch() as! SizeVC
        app.markNow()
        return (app, controller)
    }

    /// R14.1, R14.2: the storyboard's `dataSource` and `delegate` outlets connect the screen; a
    /// finger picking a row selects it, then the delegate hears `didSelectRow` (traced); selecting
    /// from code calls nothing; every component starts on row 0.
    func testPickingARowTellsTheDelegateSelectingFromCodeDoesNot() throws {
        try MainActor.assumeIsolated {
            let (app, controller) = pickerApp()
            let picker = try XCTUnwrap(controller.picker)
            XCTAssertTrue(picker.dataSource === controller)
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
            XCTAssertEqual(picker.workbookTitles(inComponent: 1), ["Red", "Blue"])
            try picker.workbookPick(row: 2, component: 0)
            XCTAssertEqual(app.newEvents(), ["SizeVC#1.pickerView(_:didSelectRow:inComponent:) row=2 component=0"])
            XCTAssertEqual(controller.picked, ["L selected=2"])
            picker.selectRow(1, inComponent: 1, animated: true)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
            XCTAssertEqual(controller.picked, ["L selected=2"])
            XCTAssertEqual(app.newEvents(), [])
        }
    }

    /// A row or component that does not exist is refused with the counts; a picker without a data
    /// source has no rows and no selected row (-1).
    func testMissingRowsAndNoDataSource() throws {
        try MainActor.assumeIsolated {
            let (_, controller) = pickerApp()
            XCTAssertThrowsError(try controller.picker.workbookPick(row: 2, component: 1)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "component 1 of the picker view has 2 rows")
            }
            XCTAssertThrowsError(try controller.picker.workbookPick(row: 0, component: 2)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the picker view has 2 components")
            }
            let (_, unconnected) = pickerApp(connected: false)
            XCTAssertEqual(unconnected.picker.numberOfComponents, 0)
            XCTAssertEqual(unconnected.picker.selectedRow(inComponent: 0), -1)
            XCTAssertThrowsError(try unconnected.picker.workbookPick(row: 0, component: 0)) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the picker view has no data source")
            }
        }
    }
}

/// R14.3: pull to refresh.
final class RefreshControlTests: XCTestCase {
    /// A pull starts refreshing and sends `valueChanged` once; another pull while refreshing does
    /// nothing; `beginRefreshing()` from code sends nothing; the control given to a table view
    /// controller is installed on its table view, as a subview.
    func testAPullSendsValueChangedOnce() {
        MainActor.assumeIsolated {
            _ = TestApp(SB.document(initial: nil, []))
            let controller = UITableViewController(style: .plain)
            let refresh = UIRefreshControl()
            var pulls = 0
            refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
            controller.refreshControl = refresh
            XCTAssertTrue(controller.tableView.refreshControl === refresh)
            XCTAssertTrue(refresh.superview === controller.tableView)
            refresh.workbookPull()
            XCTAssertTrue(refresh.isRefreshing)
            refresh.workbookPull()
            XCTAssertEqual(pulls, 1)
            refresh.endRefreshing()
            XCTAssertFalse(refresh.isRefreshing)
            refresh.beginRefreshing()
            XCTAssertTrue(refresh.isRefreshing)
            XCTAssertEqual(pulls, 1)
        }
    }
}

/// R14.4: a control's state that does not hold what the code may think is noted in the trace, once
/// per control, member and step: a value kept within the range, a row selected in a picker without
/// rows (ignored), a segmented control read with no segment selected, a switch made in code read
/// before anything set it.
final class ControlStateNoteTests: XCTestCase {
    func testKeptValuesIgnoredSelectionsAndUnsetStatesAreNoted() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: nil, []))
            app.markNow()
            let slider = UISlider()
            slider.value = 5
            XCTAssertEqual(slider.value, 1)
            slider.maximumValue = 60
            slider.value = 5
            XCTAssertEqual(slider.value, 5)
            slider.maximumValue = 3
            XCTAssertEqual(slider.value, 3, "a smaller maximum pulls the value in")
            let stepper = UIStepper()
            stepper.maximumValue = 10
            stepper.value = 12
            XCTAssertEqual(stepper.value, 10)
            stepper.workbookStep(up: true)
            let picker = UIPickerView()
            picker.selectRow(4, inComponent: 0, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
            let segments = UISegmentedControl(items: ["A", "B"])
            XCTAssertEqual(segments.selectedSegmentIndex, -1)
            XCTAssertEqual(segments.selectedSegmentIndex, -1)
            segments.selectedSegmentIndex = 1
            XCTAssertEqual(segments.selectedSegmentIndex, 1)
            let toggle = UISwitch()
            XCTAssertFalse(toggle.isOn)
            toggle.isOn = false
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(app.newEvents(), [
                "UISlider#1.value 5.0 → 1.0 — kept within minimumValue...maximumValue = 0.0...1.0",
                "UIStepper#1.value 12.0 → 10.0 — kept within minimumValue...maximumValue = 0.0...10.0",
                "UIPickerView#1.selectRow(_:inComponent:animated:) row=4 component=0 — ignored: the picker view has no dataSource, so component 0 has no rows",
                "UIPickerView#1.selectedRow(inComponent:) -1 — the picker view has no dataSource, so component 0 has no rows",
                "UISegmentedControl#1.selectedSegmentIndex -1 — no segment is selected (UISegmentedControl.noSegment)",
                "UISwitch#1.isOn false — never set: a switch made in code starts off",
            ])
        }
    }
}
