import XCTest
@testable @_spi(Workbook) import UIKit

/// Issue 28, item 2: the members the fresh sample of learner projects used that the simulation
/// lacked, with UIKit's values.
final class CompatibilityMembersTests: XCTestCase {
    final class CardCell: UITableViewCell {}

    /// The appearance proxy: one per class and containment, of that class, keeping what is set.
    func testAppearanceProxies() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar.appearance()
            bar.tintColor = .white
            XCTAssertTrue(UINavigationBar.appearance() === bar, "the same proxy for the same class")
            XCTAssertEqual(UINavigationBar.appearance().tintColor, .white)
            let contained = UISearchBar.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
            XCTAssertFalse(contained === UISearchBar.appearance(), "containment gives its own proxy")
            UISearchBar.appearance().setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            XCTAssertEqual(UISearchBar.appearance().scopeBarButtonTitleTextAttributes(for: .normal)?.count, 1)
            XCTAssertTrue(CardCell.appearance() is CardCell, "a subclass's proxy is of that subclass")
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            XCTAssertNotNil(UIBarButtonItem.appearance().titleTextAttributes(for: .normal))
        }
    }

    func testIndexPathsAndAutomaticDimension() {
        MainActor.assumeIsolated {
            let path = NSIndexPath(row: 2, section: 1)
            XCTAssertEqual(path.row, 2)
            XCTAssertEqual(path.section, 1)
            XCTAssertEqual((IndexPath(row: 4, section: 0) as NSIndexPath).row, 4)
            XCTAssertEqual(UITableView.automaticDimension, -1)
        }
    }

    /// `type(of: self).description()` names the class with its module, as `NSStringFromClass` does.
    func testClassDescription() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIViewController.description(), "UIViewController")
            XCTAssertTrue(CardCell.description().hasSuffix("CompatibilityMembersTests.CardCell"), CardCell.description())
        }
    }

    /// `currentPage` stays in `0..<numberOfPages`, as in UIKit.
    func testPageControlClampsItsPage() {
        MainActor.assumeIsolated {
            let pages = UIPageControl()
            pages.numberOfPages = 3
            pages.currentPage = 5
            XCTAssertEqual(pages.currentPage, 2)
            pages.currentPage = -1
            XCTAssertEqual(pages.currentPage, 0)
            pages.currentPage = 2
            pages.numberOfPages = 2
            XCTAssertEqual(pages.currentPage, 1)
        }
    }

    func testTraitsAndBarsCompileAndKeepTheirValues() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.keyboardType = .numberPad
            field.keyboardAppearance = .dark
            XCTAssertEqual(field.keyboardAppearance, .dark)
            let search = UISearchBar()
            search.keyboardAppearance = .light
            XCTAssertEqual(search.searchTextField.keyboardAppearance, .light)
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.hidesBarsOnTap = true
            XCTAssertTrue(navigation.hidesBarsOnTap)
            field.setNeedsUpdateConstraints()
            field.updateConstraintsIfNeeded()
            let picker = UIColorPickerViewController()
            picker.selectedColor = .red
            XCTAssertEqual(picker.selectedColor, .red)
        }
    }

    /// UIKit's `UIStackView.init(coder:)` is `required init(coder: NSCoder)`, not failable: the
    /// subclass learners write compiles only against that (held-out round 2; two projects of the
    /// first sweep were blamed for it).
    final class CardStack: UIStackView {
        var madeFromCoder = false
        override init(frame: CGRect) { super.init(frame: frame) }
        required init(coder: NSCoder) {
            super.init(coder: coder)
            madeFromCoder = true
        }
    }

    func testStackViewInitCoderIsNotFailable() {
        MainActor.assumeIsolated {
            let decoded: CardStack = CardStack(coder: NSCoder())
            XCTAssertTrue(decoded.madeFromCoder)
            let plain: UIStackView = UIStackView(coder: NSCoder())
            XCTAssertEqual(plain.axis, .horizontal)
            XCTAssertFalse(CardStack(arrangedSubviews: [UILabel()]).madeFromCoder)
            XCTAssertEqual(CardStack(arrangedSubviews: [UILabel()]).arrangedSubviews.count, 1)
        }
    }

    /// The keyboard's text input traits (`UITextInputTraits`) on text fields, text views and search
    /// bars, kept with UIKit's defaults (no keyboard is shown); `UIKeyboardType.alphabet` is
    /// `asciiCapable`; a window scene's coordinate space is its screen's (held-out round 2).
    func testTextInputTraitsAndTheSceneCoordinateSpace() {
        MainActor.assumeIsolated {
            let field = UITextField()
            XCTAssertFalse(field.enablesReturnKeyAutomatically)
            XCTAssertEqual(field.spellCheckingType, .default)
            field.enablesReturnKeyAutomatically = true
            field.spellCheckingType = .no
            field.smartQuotesType = .no
            field.keyboardType = .alphabet
            XCTAssertEqual(field.keyboardType, .asciiCapable)
            XCTAssertTrue(field.enablesReturnKeyAutomatically)
            let text = UITextView()
            XCTAssertEqual(text.autocapitalizationType, .sentences)
            text.returnKeyType = .done
            text.isSecureTextEntry = true
            XCTAssertEqual(text.returnKeyType, .done)
            let search = UISearchBar()
            search.enablesReturnKeyAutomatically = true
            XCTAssertTrue(search.searchTextField.enablesReturnKeyAutomatically)
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            XCTAssertEqual(scene.coordinateSpace.bounds, UIScreen.main.bounds)
        }
    }

    /// `private var timer = Timer()` compiles as on iOS (NSObject's `init()`, which Foundation on
    /// Linux does not give `Timer`): a placeholder never scheduled, replaced later; invalidating it
    /// is harmless (held-out round 2: a first-sweep app was blamed with "missing arguments for
    /// parameters 'timeInterval', 'repeats', 'block'").
    final class Stopwatch {
        private(set) var timer = Timer()
        func start() {
            timer.invalidate()
            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in }
        }
    }

    func testPlaceholderTimer() {
        let stopwatch = Stopwatch()
        XCTAssertTrue(stopwatch.timer.isValid)
        let placeholder = stopwatch.timer
        stopwatch.start()
        XCTAssertFalse(placeholder.isValid)
        XCTAssertTrue(stopwatch.timer.isValid)
        stopwatch.timer.invalidate()
    }
}
