import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Issue 20: collection views, simulated like table views (docs/uikit-rules.md §13).

/// A prototype cell with an outlet that follows its selection, as learners write them.
final class PhotoCell: UICollectionViewCell {
    var nameLabel: UILabel!
    var madeWithFrame = false
    var selectionChanges: [Bool] = []
    override var isSelected: Bool { didSet { selectionChanges.append(isSelected) } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A collection view controller whose prototype cell has a segue to a detail screen; it notes
/// every delegate call it gets.
final class GalleryVC: UICollectionViewController {
    let items = ["apple", "banana", "cherry"]
    var calls: [String] = []
    var refuseSelection = false
    var refuseHighlight = false
    var senderWasCell = false
    var itemInPrepare: IndexPath?
    var selectedInPrepare: [IndexPath]?
    var viewDidLoadSawLayout: UICollectionViewLayout?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadSawLayout = collectionView.collectionViewLayout
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.nameLabel?.text = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return !refuseHighlight
    }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !refuseSelection
    }
    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        calls.append("prepare")
        guard let cell = sender as? UICollectionViewCell else { return }
        senderWasCell = true
        itemInPrepare = collectionView.indexPath(for: cell)
        selectedInPrepare = collectionView.indexPathsForSelectedItems
        (segue.destination as? ResultVC)?.paramEmail = items[itemInPrepare?.item ?? 0]
    }
}

/// A cell made in code, configured by a cell registration.
final class BadgeCell: UICollectionViewCell {
    var text = ""
}

enum FruitSection { case fresh, dried }

/// A screen built in code with a diffable data source and a cell registration (iOS 14 style).
final class DiffableVC: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<FruitSection, String>!
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, fruit in cell.text = fruit }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = NSDiffableDataSourceSnapshot<FruitSection, String>()
        snapshot.appendSections([.fresh, .dried])
        snapshot.appendItems(["apple", "banana"], toSection: .fresh)
        snapshot.appendItems(["fig"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let fruit = dataSource.itemIdentifier(for: indexPath) { selected.append(fruit) }
    }
}

final class CollectionViewTests: XCTestCase {
    static let photoCellGlue = ClassGlue(className: "PhotoCell", type: PhotoCell.self, makeWithCoder: { PhotoCell(coder: $0) },
                                         makeWithFrame: { PhotoCell(frame: $0) },
                                         outlets: ["nameLabel": { ($0 as! PhotoCell).nameLabel = $1 as? UILabel }])

    /// A navigation controller whose root is a storyboard collection view controller with a
    /// flow layout and a `PhotoCell` prototype; with `segue`, the cell shows `ResultVC`.
    @MainActor
    private func galleryApp(segue: Bool = true) -> (TestApp, GalleryVC) {
        var cell = ViewModel(id: "cell", kind: .collectionViewCell, customClass: "PhotoCell",
                             subviews: [ViewModel(id: "name", kind: .label, text: "Label")],
                             segues: segue ? [SB.segue("toDetail", to: "detail", kind: .show, identifier: "ShowDetail")] : [])
        cell.reuseIdentifier = "PhotoCell"
        cell.outlets = [OutletModel(property: "nameLabel", destinationID: "name")]
        var collection = ViewModel(id: "collection", kind: .collectionView)
        collection.prototypeCells = [cell]
        collection.collectionLayout = CollectionLayoutModel(itemWidth: 120, itemHeight: 140, minimumLineSpacing: 8,
                                                            minimumInteritemSpacing: 4, scrollDirection: "horizontal")
        collection.outlets = [OutletModel(property: "dataSource", destinationID: "gallery"),
                              OutletModel(property: "delegate", destinationID: "gallery")]
        let gallery = SceneModel(controller: ControllerModel(id: "gallery", kind: .collectionViewController, customClass: "GalleryVC",
                                                             view: collection))
        let document = SB.document(initial: "nav", [gallery, SB.scene("detail", "ResultVC"), SB.navigation("nav", root: "gallery")])
        let app = TestApp(document, classes: [glue(GalleryVC.self, "GalleryVC"), Self.photoCellGlue] + Glue.all)
        let navigation = app.launch() as! UINavigationController
        app.markNow()
        return (app, navigation.topViewController as! GalleryVC)
    }

    /// The cell's segue, the first cell handed out being the sender (as a table cell's, R1.7).
    static let cellSegueToDetail = [
        "GalleryVC#1.shouldPerformSegue(withIdentifier:sender:) \"ShowDetail\" sender=PhotoCell#1",
        "ResultVC#1.init(coder:)",
        "ResultVC#1.awakeFromNib",
        "GalleryVC#1.prepare(for:sender:) segue=\"ShowDetail\" destination=ResultVC#1 sender=PhotoCell#1",
        "GalleryVC#1.show(_:sender:) ResultVC#1",
        "UINavigationController#1.show(_:sender:) ResultVC#1",
        "UINavigationController#1.pushViewController(_:animated:) ResultVC#1",
    ]
    static let detailAppears = [
        "ResultVC#1.loadView",
        "ResultVC#1.viewDidLoad",
        "GalleryVC#1.viewWillDisappear(_:)",
        "ResultVC#1.viewWillAppear(_:)",
        "GalleryVC#1.viewDidDisappear(_:)",
        "ResultVC#1.viewDidAppear(_:)",
    ]

    /// R13.1, R13.3: a storyboard collection view controller's collection view is its view, with
    /// the storyboard's layout values, and the controller as data source and delegate. Tapping an
    /// item asks for the item, highlights it, asks `shouldSelectItemAt`, selects it, performs the
    /// cell's segue with the cell as sender (prepare sees `indexPath(for:)` and the selection),
    /// then calls `didSelectItemAt`.
    func testTappingAnItemPerformsTheCellSegueThenDidSelect() throws {
        try MainActor.assumeIsolated {
            let (app, gallery) = galleryApp()
            XCTAssertTrue(gallery.view === gallery.collectionView)
            XCTAssertTrue(gallery.collectionView.dataSource === gallery)
            XCTAssertTrue(gallery.collectionView.delegate === gallery)
            let layout = try XCTUnwrap(gallery.viewDidLoadSawLayout as? UICollectionViewFlowLayout)
            XCTAssertEqual(layout.itemSize, CGSize(width: 120, height: 140))
            XCTAssertEqual(layout.minimumLineSpacing, 8)
            XCTAssertEqual(layout.minimumInteritemSpacing, 4)
            XCTAssertEqual(layout.scrollDirection, .horizontal)
            XCTAssertTrue(layout.collectionView === gallery.collectionView)

            try gallery.collectionView.workbookTapItem(IndexPath(item: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "GalleryVC#1.collectionView(_:numberOfItemsInSection:) section=0",
                "GalleryVC#1.collectionView(_:cellForItemAt:) item=1 section=0",
            ] + Self.cellSegueToDetail + ["GalleryVC#1.collectionView(_:didSelectItemAt:) item=1 section=0"] + Self.detailAppears)
            XCTAssertEqual(gallery.calls, ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "prepare", "didSelect 1"])
            XCTAssertTrue(gallery.senderWasCell)
            XCTAssertEqual(gallery.itemInPrepare, IndexPath(item: 1, section: 0))
            XCTAssertEqual(gallery.selectedInPrepare, [IndexPath(item: 1, section: 0)])
            XCTAssertEqual((app.visible as? ResultVC)?.emailSeenInViewDidLoad, "banana")
            let cell = try XCTUnwrap(gallery.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
            XCTAssertEqual(cell.nameLabel.text, "banana")
            XCTAssertTrue(cell.nameLabel.superview === cell.contentView, "a prototype's views sit in its content view")
            XCTAssertFalse(cell.madeWithFrame, "a prototype cell is decoded with init(coder:)")
            XCTAssertEqual(cell.reuseIdentifier, "PhotoCell")
            XCTAssertEqual(cell.selectionChanges, [true])
        }
    }

    /// R13.3: `shouldSelectItemAt` returning false leaves the item unselected: no segue, no
    /// `didSelectItemAt`; `shouldHighlightItemAt` returning false stops before it is asked.
    func testRefusingSelectionOrHighlightStopsTheTap() throws {
        try MainActor.assumeIsolated {
            let (app, gallery) = galleryApp()
            gallery.refuseSelection = true
            try gallery.collectionView.workbookTapItem(IndexPath(item: 0, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "GalleryVC#1.collectionView(_:numberOfItemsInSection:) section=0",
                "GalleryVC#1.collectionView(_:cellForItemAt:) item=0 section=0",
            ])
            XCTAssertEqual(gallery.calls, ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldSelect 0"])
            XCTAssertEqual(gallery.collectionView.indexPathsForSelectedItems, [])
            gallery.calls = []
            gallery.refuseHighlight = true
            try gallery.collectionView.workbookTapItem(IndexPath(item: 0, section: 0))
            XCTAssertEqual(gallery.calls, ["shouldHighlight 0"])
            XCTAssertTrue(app.visible === gallery)
        }
    }

    /// R13.4: in single selection, tapping another item deselects the previous one
    /// (`didDeselectItemAt`) before selecting it; tapping the selected item selects it again.
    /// In multiple selection a tap on a selected item deselects it (`shouldDeselectItemAt`,
    /// `didDeselectItemAt`). Selecting from code calls no delegate method.
    func testSingleAndMultipleSelection() throws {
        try MainActor.assumeIsolated {
            let (app, gallery) = galleryApp(segue: false)
            let collection = gallery.collectionView!
            try collection.workbookTapItem(IndexPath(item: 0, section: 0))
            try collection.workbookTapItem(IndexPath(item: 2, section: 0))
            XCTAssertEqual(app.newEvents(), [
                "GalleryVC#1.collectionView(_:numberOfItemsInSection:) section=0",
                "GalleryVC#1.collectionView(_:cellForItemAt:) item=0 section=0",
                "GalleryVC#1.collectionView(_:didSelectItemAt:) item=0 section=0",
                "GalleryVC#1.collectionView(_:numberOfItemsInSection:) section=0",
                "GalleryVC#1.collectionView(_:cellForItemAt:) item=2 section=0",
                "GalleryVC#1.collectionView(_:didDeselectItemAt:) item=0 section=0",
                "GalleryVC#1.collectionView(_:didSelectItemAt:) item=2 section=0",
            ])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
            XCTAssertEqual((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.isSelected, false)
            gallery.calls = []
            try collection.workbookTapItem(IndexPath(item: 2, section: 0))
            XCTAssertEqual(gallery.calls, ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2"])

            collection.allowsMultipleSelection = true
            try collection.workbookTapItem(IndexPath(item: 1, section: 0))
            app.markNow()
            gallery.calls = []
            try collection.workbookTapItem(IndexPath(item: 2, section: 0))
            XCTAssertEqual(app.newEvents(), [
                "GalleryVC#1.collectionView(_:numberOfItemsInSection:) section=0",
                "GalleryVC#1.collectionView(_:didDeselectItemAt:) item=2 section=0",
            ])
            XCTAssertEqual(gallery.calls, ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldDeselect 2", "didDeselect 2"])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])

            gallery.calls = []
            collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(gallery.calls, [])
            XCTAssertEqual(app.newEvents(), [])
        }
    }

    /// R13.5: coming back to the collection view controller clears its selection.
    func testSelectionClearedOnReturn() throws {
        try MainActor.assumeIsolated {
            let (app, gallery) = galleryApp()
            try gallery.collectionView.workbookTapItem(IndexPath(item: 0, section: 0))
            app.drain()
            XCTAssertEqual(gallery.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
            gallery.navigationController?.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(gallery.collectionView.indexPathsForSelectedItems, [])
        }
    }

    /// An item past the end, or a section past the end, is refused with the counts.
    func testMissingItemsAreRefusedWithTheCounts() throws {
        try MainActor.assumeIsolated {
            let (_, gallery) = galleryApp()
            XCTAssertThrowsError(try gallery.collectionView.workbookTapItem(IndexPath(item: 5, section: 0))) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "section 0 of the collection view has 3 items")
            }
            XCTAssertThrowsError(try gallery.collectionView.workbookTapItem(IndexPath(item: 0, section: 1))) { error in
                XCTAssertEqual((error as? TableRowError)?.message, "the collection view has 1 section")
            }
            XCTAssertEqual(gallery.collectionView.numberOfSections, 1)
            XCTAssertEqual(gallery.collectionView.numberOfItems(inSection: 0), 3)
        }
    }

    /// R13.2: a class registered for the identifier replaces the storyboard prototype and is made
    /// with `init(frame:)`, with the identifier as its `reuseIdentifier`.
    func testRegisteredClassWinsOverThePrototypeAndIsMadeWithInitFrame() {
        MainActor.assumeIsolated {
            let (_, gallery) = galleryApp()
            gallery.collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
            let cell = gallery.collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: IndexPath(item: 0, section: 0)) as? PhotoCell
            XCTAssertEqual(cell?.madeWithFrame, true)
            XCTAssertNil(cell?.nameLabel, "a registered class has no storyboard outlets")
            XCTAssertEqual(cell?.reuseIdentifier, "PhotoCell")
            gallery.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
            let plain = gallery.collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: IndexPath(item: 0, section: 0))
            XCTAssertTrue(type(of: plain) == UICollectionViewCell.self)
            XCTAssertTrue(plain.contentView.superview === plain)
        }
    }

    /// R13.7: a diffable data source becomes the collection view's data source and answers from
    /// the snapshot applied last (not traced: UIKit's object answers); its cell provider runs the
    /// learner's code, here through a cell registration whose class is made with `init(frame:)`.
    /// The delegate's selection calls are traced as always.
    func testDiffableDataSourceAndCellRegistration() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: nil, []), classes: [
                ClassGlue(className: "BadgeCell", type: BadgeCell.self, makeWithCoder: { BadgeCell(coder: $0) },
                          makeWithFrame: { BadgeCell(frame: $0) }),
            ])
            let controller = DiffableVC()
            app.window.rootViewController = controller
            app.window.makeKeyAndVisible()
            app.drain()
            app.markNow()
            let collection = try XCTUnwrap(controller.collectionView)
            XCTAssertTrue(collection.dataSource === controller.dataSource)
            XCTAssertEqual(collection.numberOfSections, 2)
            XCTAssertEqual(collection.numberOfItems(inSection: 1), 1)
            try collection.workbookTapItem(IndexPath(item: 0, section: 1))
            XCTAssertEqual(app.newEvents(), ["DiffableVC#1.collectionView(_:didSelectItemAt:) item=0 section=1"])
            XCTAssertEqual(controller.selected, ["fig"])
            XCTAssertEqual((collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? BadgeCell)?.text, "fig")

            let dataSource = try XCTUnwrap(controller.dataSource)
            XCTAssertEqual(dataSource.indexPath(for: "banana"), IndexPath(item: 1, section: 0))
            XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)))
            XCTAssertEqual(dataSource.sectionIdentifier(for: 1), .dried)
            var snapshot = dataSource.snapshot()
            XCTAssertEqual(snapshot.itemIdentifiers, ["apple", "banana", "fig"])
            snapshot.deleteItems(["apple"])
            snapshot.insertItems(["cherry"], afterItem: "banana")
            snapshot.insertItems(["avocado"], beforeItem: "banana")
            snapshot.moveItem("fig", beforeItem: "avocado")
            var applied = false
            dataSource.apply(snapshot) { applied = true }
            XCTAssertTrue(applied)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: .fresh), ["fig", "avocado", "banana", "cherry"])
            XCTAssertEqual(dataSource.snapshot().numberOfItems(inSection: .dried), 0)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [], "applying a snapshot reloads the collection view")
            XCTAssertEqual((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)?.text, "fig")
            snapshot.deleteSections([.dried])
            dataSource.applySnapshotUsingReloadData(snapshot)
            XCTAssertEqual(collection.numberOfSections, 1)
        }
    }

    /// R13.2: a cell nib registered for an identifier makes each dequeued cell from the nib's
    /// top-level `collectionViewCell`: its class, its content views, its outlets on the cell.
    func testACellNibMakesEachDequeuedCell() throws {
        try MainActor.assumeIsolated {
            let (_, gallery) = galleryApp()
            var cell = ViewModel(id: "nibCell", kind: .collectionViewCell, customClass: "PhotoCell",
                                 subviews: [ViewModel(id: "nibName", kind: .label, text: "From nib")])
            cell.outlets = [OutletModel(property: "nameLabel", destinationID: "nibName")]
            Runtime.shared.nibs["PhotoCell"] = StoryboardDocument(name: "PhotoCell", scenes: [
                SceneModel(controller: ControllerModel(id: "owner", view: cell)),
            ], isNib: true)
            gallery.collectionView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "Nib")
            let first = try XCTUnwrap(gallery.collectionView.dequeueReusableCell(withReuseIdentifier: "Nib", for: IndexPath(item: 0, section: 0)) as? PhotoCell)
            let second = try XCTUnwrap(gallery.collectionView.dequeueReusableCell(withReuseIdentifier: "Nib", for: IndexPath(item: 1, section: 0)) as? PhotoCell)
            XCTAssertFalse(first === second)
            XCTAssertEqual(first.nameLabel?.text, "From nib")
            XCTAssertTrue(first.nameLabel?.superview === first.contentView)
            XCTAssertFalse(first.madeWithFrame)
            XCTAssertEqual(first.reuseIdentifier, "Nib")
            let loaded = UINib(nibName: "PhotoCell", bundle: nil).instantiate(withOwner: nil).first as? PhotoCell
            XCTAssertEqual(loaded?.nameLabel?.text, "From nib")
        }
    }

    /// A collection view controller made in code: its collection view is made with the layout
    /// given, and the controller is its data source and delegate.
    func testCollectionViewControllerMadeInCode() {
        MainActor.assumeIsolated {
            _ = TestApp(SB.document(initial: nil, []))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let controller = UICollectionViewController(collectionViewLayout: layout)
            XCTAssertTrue(controller.collectionView.collectionViewLayout === layout)
            XCTAssertTrue(controller.collectionView.dataSource === controller)
            XCTAssertTrue(controller.collectionView.delegate === controller)
            XCTAssertEqual(controller.collectionView.numberOfItems(inSection: 0), 0)
        }
    }
}
