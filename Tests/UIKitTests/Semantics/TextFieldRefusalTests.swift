import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// A form whose field delegate refuses "@" (docs/uikit-rules.md R10.7).
final class NoAtFormVC: UIViewController, UITextFieldDelegate {
    var field: UITextField!
    override func viewDidLoad() {
        super.viewDidLoad()
        field.delegate = self
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains("@")
    }
}

final class TextFieldRefusalTests: XCTestCase {
    /// Each edit the delegate refuses is traced on the delegate, with the field and the text; the
    /// edits it lets through are not (UIKit asks on every keystroke).
    func testAnEditTheDelegateRefusesIsTraced() throws {
        try MainActor.assumeIsolated {
            let scene = SceneModel(controller: ControllerModel(id: "form", customClass: "NoAtFormVC",
                                                               view: ViewModel(id: "root", kind: .view, subviews: [ViewModel(id: "f", kind: .textField)]),
                                                               outlets: [OutletModel(property: "field", destinationID: "f")]))
            let app = TestApp(SB.document(initial: "form", [scene]), classes: [
                glue(NoAtFormVC.self, "NoAtFormVC", outlets: ["field": { ($0 as! NoAtFormVC).field = $1 as? UITextField }]),
            ])
            let controller = try XCTUnwrap(app.launch() as? NoAtFormVC)
            app.markNow()
            controller.field.workbookType("a@b")
            XCTAssertEqual(controller.field.text, "ab")
            XCTAssertEqual(app.newEvents().filter { $0.contains("shouldChangeCharactersIn") },
                           ["NoAtFormVC#1.textField(_:shouldChangeCharactersIn:replacementString:) UITextField#1 \"@\" refused"])
        }
    }
}
