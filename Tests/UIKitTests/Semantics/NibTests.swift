import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// Xibs beyond one top-level view (docs/uikit-rules.md §11, R11.3–R11.5): every top-level object
/// returned in document order, UIKit's three passes (make, connect, awake), the File's Owner's
/// and the views' own outlets and actions, and a view controller object inside a xib.
final class NibTests: XCTestCase {
    /// What the nib loader does to the test classes, in order (their outlets and `awakeFromNib`).
    @MainActor static var log: [String] = []

    /// A custom view whose nib connects its outlet and its action to the view itself.
    final class NibCardView: UIView {
        var titleLabel: UILabel? { didSet { NibTests.log.append("NibCardView.titleLabel set") } }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            NibTests.log.append("NibCardView.init(coder:)")
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            NibTests.log.append("NibCardView.awakeFromNib titleLabel=\(titleLabel != nil)")
        }
        func like(_ sender: Any?) {}
    }

    /// A File's Owner: outlets into the nib, actions drawn to it, and an action that reaches it
    /// up the responder chain.
    final class NibHostVC: UIViewController {
        var banner: UIView? { didSet { NibTests.log.append("NibHostVC.banner set") } }
        override func awakeFromNib() {
            super.awakeFromNib()
            NibTests.log.append("NibHostVC.awakeFromNib")
        }
        func promo(_ sender: Any?) {}
        func refresh(_ sender: Any?) {}
    }

    /// A view controller object dragged into a xib.
    final class NibPopupVC: UIViewController {
        var messageLabel: UILabel? { didSet { NibTests.log.append("NibPopupVC.messageLabel set") } }
        override func viewDidLoad() {
            super.viewDidLoad()
            NibTests.log.append("NibPopupVC.viewDidLoad messageLabel=\(messageLabel != nil)")
        }
    }

    @MainActor static let classes: [ClassGlue] = [
        ClassGlue(className: "NibCardView", type: NibCardView.self, makeWithCoder: { NibCardView(coder: $0) },
                  outlets: ["titleLabel": { ($0 as! NibCardView).titleLabel = $1 as? UILabel }],
                  actions: ["like:": ClassGlue.Action(swiftName: "like(_:)") { target, sender in (target as! NibCardView).like(sender) }]),
        glue(NibHostVC.self, "NibHostVC", actions: [
            "promo:": ClassGlue.Action(swiftName: "promo(_:)") { target, sender in (target as! NibHostVC).promo(sender) },
            "refresh:": ClassGlue.Action(swiftName: "refresh(_:)") { target, sender in (target as! NibHostVC).refresh(sender) },
        ], outlets: ["banner": { ($0 as! NibHostVC).banner = $1 as? UIView }]),
        glue(NibPopupVC.self, "NibPopupVC", outlets: ["messageLabel": { ($0 as! NibPopupVC).messageLabel = $1 as? UILabel }]),
    ]

    /// `Cards.xib` as Xcode writes a nib of several views: a NibCardView whose label and button are
    /// connected to the view itself, a second plain view with a button drawn to the File's
    /// Owner and one drawn to the First Responder, and a view controller object.
    static func cards(ownerClass: String? = "NibHostVC") -> StoryboardDocument {
        let card = ViewModel(id: "card", kind: .view, customClass: "NibCardView", subviews: [
            SB.label("title", text: "Title"),
            SB.button("like", title: "Like", actions: ["like:"], owner: "card"),
        ])
        var cardWithOutlets = card
        cardWithOutlets.outlets = [OutletModel(property: "titleLabel", destinationID: "title")]
        let banner = ViewModel(id: "banner", kind: .view, subviews: [
            SB.button("promo", title: "Promo", actions: ["promo:"], owner: "-1"),
            SB.button("refresh", title: "Refresh", actions: ["refresh:"], owner: "-2"),
        ])
        let popup = ControllerModel(id: "popup", customClass: "NibPopupVC",
                                    view: ViewModel(id: "popup-view", kind: .view, subviews: [SB.label("message", text: "Message")]),
                                    outlets: [OutletModel(property: "messageLabel", destinationID: "message")])
        let owner = ControllerModel(id: "-1", customClass: ownerClass, outlets: [OutletModel(property: "banner", destinationID: "banner")])
        var document = StoryboardDocument(name: "Cards", scenes: [SceneModel(controller: owner)], isNib: true)
        document.nib = NibContents(ownerID: "-1", firstResponderID: "-2",
                                   objects: [.view(cardWithOutlets), .view(banner), .controller(popup)])
        return document
    }

    @MainActor private func app() -> TestApp {
        let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all + Self.classes)
        Runtime.shared.nibs["Cards"] = Self.cards()
        Self.log = []
        return app
    }

    /// R11.3: `instantiate(withOwner:options:)` and `loadNibNamed(_:owner:options:)` return the
    /// nib's top-level objects, placeholders left out, in document order, made anew each time;
    /// the view controller object among them is decoded with `init(coder:)` and `awakeFromNib`.
    func testTopLevelObjectsInDocumentOrderMadeAnew() throws {
        try MainActor.assumeIsolated {
            let app = app()
            app.launch()
            app.markNow()
            let first = UINib(nibName: "Cards", bundle: nil).instantiate(withOwner: nil, options: nil)
            XCTAssertEqual(first.map { String(describing: type(of: $0)) }, ["NibCardView", "UIView", "NibPopupVC"])
            let second = try XCTUnwrap(Bundle.main.loadNibNamed("Cards", owner: nil, options: nil))
            XCTAssertEqual(second.count, 3)
            XCTAssertFalse(first[0] as AnyObject === second[0] as AnyObject, "each load makes its own objects")
            XCTAssertEqual(app.newLines(), [
                "NibPopupVC#1.init(coder:)",
                "NibPopupVC#1.awakeFromNib",
                "NibPopupVC#2.init(coder:)",
                "NibPopupVC#2.awakeFromNib",
            ])
        }
    }

    /// R11.4: every object is made, then every outlet is set (the File's Owner's, then the
    /// views' own), then every object the nib made gets `awakeFromNib`, its outlets already set;
    /// the File's Owner gets none. Actions go to the object they are drawn to: the custom view,
    /// the owner, or (drawn to the First Responder) up the responder chain.
    func testObjectsAreMadeThenConnectedThenWokenAndActionsReachTheirTargets() throws {
        try MainActor.assumeIsolated {
            let app = app()
            app.launch()
            let host = NibHostVC()
            let objects = UINib(nibName: "Cards", bundle: nil).instantiate(withOwner: host, options: nil)
            XCTAssertEqual(Self.log, [
                "NibCardView.init(coder:)",
                "NibHostVC.banner set",
                "NibCardView.titleLabel set",
                "NibCardView.awakeFromNib titleLabel=true",
            ])
            let card = try XCTUnwrap(objects[0] as? NibCardView)
            XCTAssertTrue(host.banner === objects[1] as AnyObject, "the owner's outlet is the second top-level view")
            for case let view as UIView in objects { host.view.addSubview(view) }
            app.markNow()
            let buttons = Dictionary(uniqueKeysWithValues: ControlFinderStandIn.buttons(in: host.view).map { ($0.currentTitle ?? "", $0) })
            for title in ["Like", "Promo", "Refresh"] { try XCTUnwrap(buttons[title]).sendActions(for: .touchUpInside) }
            XCTAssertEqual(app.newLines().filter { !$0.contains("loadView") && !$0.contains("viewDidLoad") }, [
                "NibCardView#1.like(_:) sender=UIButton#1",
                "NibHostVC#1.promo(_:) sender=UIButton#2",
                "NibHostVC#1.refresh(_:) sender=UIButton#3",
            ])
            XCTAssertTrue(card.titleLabel?.superview === card)
        }
    }

    /// R11.4 [I]: without an owner, the File's Owner's outlets are not set and an action drawn to
    /// it has no target, so it goes up the responder chain.
    func testWithoutAnOwnerTheOwnersConnectionsAreNotMade() throws {
        try MainActor.assumeIsolated {
            let app = app()
            app.launch()
            let objects = UINib(nibName: "Cards", bundle: nil).instantiate(withOwner: nil, options: nil)
            XCTAssertEqual(Self.log, ["NibCardView.init(coder:)", "NibCardView.titleLabel set", "NibCardView.awakeFromNib titleLabel=true"])
            let host = NibHostVC()
            for case let view as UIView in objects { host.view.addSubview(view) }
            XCTAssertNil(host.banner)
            app.markNow()
            let promo = try XCTUnwrap(ControlFinderStandIn.buttons(in: host.view).first { $0.currentTitle == "Promo" })
            promo.sendActions(for: .touchUpInside)
            XCTAssertEqual(app.newLines(), ["NibHostVC#1.promo(_:) sender=UIButton#1"])
        }
    }

    /// R11.5: a view controller object in a xib comes back decoded (`init(coder:)`,
    /// `awakeFromNib`), without a storyboard and with its view not loaded; the view drawn inside
    /// it loads when first asked for, its outlets set before `viewDidLoad`.
    func testAViewControllerInANibLoadsItsViewWhenAskedFor() throws {
        try MainActor.assumeIsolated {
            let app = app()
            app.launch()
            app.markNow()
            let popup = try XCTUnwrap(UINib(nibName: "Cards", bundle: nil).instantiate(withOwner: nil, options: nil)[2] as? NibPopupVC)
            XCTAssertFalse(popup.isViewLoaded)
            XCTAssertNil(popup.storyboard)
            XCTAssertNil(popup.messageLabel)
            _ = popup.view
            XCTAssertEqual(app.newLines(), [
                "NibPopupVC#1.init(coder:)",
                "NibPopupVC#1.awakeFromNib",
                "NibPopupVC#1.loadView",
                "NibPopupVC#1.viewDidLoad",
            ])
            XCTAssertEqual(Self.log.suffix(2), ["NibPopupVC.messageLabel set", "NibPopupVC.viewDidLoad messageLabel=true"])
            XCTAssertEqual(popup.messageLabel?.text, "Message")
        }
    }
}

/// The buttons below a view, depth first (what the driver's control finder walks).
@MainActor
enum ControlFinderStandIn {
    static func buttons(in view: UIView) -> [UIButton] {
        let own = (view as? UIButton).map { [$0] } ?? []
        return own + view.subviews.flatMap(buttons)
    }
}
