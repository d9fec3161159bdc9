import Foundation

/// One storyboard, as the simulation uses it. Filled by the Interface Builder XML importer
/// (`StoryboardImport`) and, later, by the compact YAML form in chapters. Shared with the
/// learner process as JSON, so it stays plain data.
public struct StoryboardDocument: Codable, Equatable, Sendable {
    /// The storyboard's name as `UIStoryboard(name:bundle:)` sees it: `Main` for `Base.lproj/Main.storyboard`.
    public var name: String
    /// The `id` of the entry-point controller (`initialViewController`), if any.
    public var initialControllerID: String?
    public var scenes: [SceneModel]
    /// Where the document came from, for messages (a path relative to the project folder).
    public var sourcePath: String?
    /// A `.xib` (nib) rather than a storyboard: one scene whose controller is the File's Owner
    /// (its class, its outlets) and whose view is the nib's top-level view (a plain view wired
    /// to the owner's `view` outlet, or a table view cell). Nil for storyboards.
    public var isNib: Bool? = nil
    /// A nib's placeholders and every top-level object, in document order. Nil for storyboards.
    public var nib: NibContents? = nil
    /// The device Interface Builder lays the document out for (`<device id="retina6_12">`).
    public var device: String? = nil

    public init(name: String, initialControllerID: String? = nil, scenes: [SceneModel] = [], sourcePath: String? = nil, isNib: Bool? = nil) {
        self.isNib = isNib
        self.name = name
        self.initialControllerID = initialControllerID
        self.scenes = scenes
        self.sourcePath = sourcePath
    }

    public func scene(withControllerID id: String) -> SceneModel? {
        scenes.first { $0.controller.id == id }
    }

    public func scene(withStoryboardIdentifier identifier: String) -> SceneModel? {
        scenes.first { $0.controller.storyboardIdentifier == identifier }
    }
}

/// A storyboard scene: one top-level controller plus its exit placeholder.
public struct SceneModel: Codable, Equatable, Sendable {
    public var sceneID: String?
    public var controller: ControllerModel
    /// The `id` of the scene's `<exit>` placeholder, the destination of its unwind segues.
    public var exitID: String?
    public var line: Int?

    public init(sceneID: String? = nil, controller: ControllerModel, exitID: String? = nil, line: Int? = nil) {
        self.sceneID = sceneID
        self.controller = controller
        self.exitID = exitID
        self.line = line
    }
}

public enum ControllerKind: String, Codable, Equatable, Sendable {
    case viewController
    case navigationController
    case tableViewController
    case collectionViewController
    case tabBarController
    case splitViewController
    case pageViewController
    case viewControllerPlaceholder
    case other
}

/// A view controller object in a scene.
public struct ControllerModel: Codable, Equatable, Sendable {
    public var id: String
    public var kind: ControllerKind
    /// Swift class name (`customClass`); nil means the plain UIKit class of `kind`.
    public var customClass: String?
    public var customModule: String?
    /// Storyboard ID (`storyboardIdentifier`), used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    public var title: String?
    /// `modalPresentationStyle` / `modalTransitionStyle` set on the controller itself (IB names: `fullScreen`, `pageSheet`, …).
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var definesPresentationContext: Bool?
    /// The root view (`<view key="view">`) with its subview tree; nil for a navigation controller.
    public var view: ViewModel?
    public var navigationItem: NavigationItemModel?
    /// `<tabBarItem key="tabBarItem">`: what the controller shows in a tab bar.
    public var tabBarItem: TabBarItemModel?
    /// A storyboard reference (`viewControllerPlaceholder`): the storyboard it names (nil: this
    /// one) and the Storyboard ID of the scene there (nil: that storyboard's initial controller).
    public var referencedStoryboardName: String?
    public var referencedIdentifier: String?
    /// The controller's own `<connections>`: outlets, manual segues (and unwind segues drawn from the controller icon),
    /// relationship segues (a navigation controller's root).
    public var outlets: [OutletModel]
    public var segues: [SegueModel]
    public var line: Int?
    /// The scene's simulated size: `<simulatedMetrics>`'s `freeformSize` when the scene is
    /// freeform, else the document's device; nil when neither is written.
    public var simulatedSize: SizeModel? = nil
    /// `restorationIdentifier` as Interface Builder writes it (or the Storyboard ID when "Use
    /// Storyboard ID" is ticked); nil when none is set.
    public var restorationIdentifier: String? = nil
    /// User Defined Runtime Attributes (Identity inspector): set by key path when the scene is made.
    public var runtimeAttributes: [RuntimeAttributeModel]? = nil

    public init(id: String, kind: ControllerKind = .viewController, customClass: String? = nil, customModule: String? = nil,
                storyboardIdentifier: String? = nil, title: String? = nil, modalPresentationStyle: String? = nil,
                modalTransitionStyle: String? = nil, definesPresentationContext: Bool? = nil, view: ViewModel? = nil,
                navigationItem: NavigationItemModel? = nil, outlets: [OutletModel] = [], segues: [SegueModel] = [],
                line: Int? = nil) {
        self.id = id
        self.kind = kind
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.definesPresentationContext = definesPresentationContext
        self.view = view
        self.navigationItem = navigationItem
        self.outlets = outlets
        self.segues = segues
        self.line = line
    }

    /// The class the runtime instantiates: `customClass`, or the UIKit class for `kind`.
    public var className: String {
        if let customClass, !customClass.isEmpty { return customClass }
        switch kind {
        case .navigationController: return "UINavigationController"
        case .tableViewController: return "UITableViewController"
        case .collectionViewController: return "UICollectionViewController"
        case .tabBarController: return "UITabBarController"
        case .splitViewController: return "UISplitViewController"
        case .pageViewController: return "UIPageViewController"
        default: return "UIViewController"
        }
    }

    /// Every segue of the scene: the controller's own, its views' and its bar button items'.
    public var allSegues: [SegueModel] {
        var all = segues
        all += view?.allViews.flatMap(\.segues) ?? []
        all += view?.allPrototypeCells.flatMap { $0.allViews.flatMap(\.segues) } ?? []
        if let item = navigationItem { all += (item.leftBarButtonItems + item.rightBarButtonItems).flatMap(\.segues) }
        all += view?.allViews.compactMap(\.navigationItem).flatMap { ($0.leftBarButtonItems + $0.rightBarButtonItems).flatMap(\.segues) } ?? []
        return all
    }

    /// The `viewControllers` relationships of a tab bar controller, in tab order.
    public var viewControllersRelationships: [SegueModel] {
        segues.filter { $0.kind == .relationship && $0.relationship == "viewControllers" }
    }

    /// A split view controller's `masterViewController` or `detailViewController` relationship.
    public func splitRelationship(_ name: String) -> SegueModel? {
        segues.first { $0.kind == .relationship && $0.relationship == name }
    }

    /// The `rootViewController` relationship of a navigation controller.
    public var rootRelationship: SegueModel? {
        segues.first { $0.kind == .relationship && ($0.relationship == nil || $0.relationship == "rootViewController") }
    }
}

public enum ViewKind: String, Codable, Equatable, Sendable {
    case view, label, button, textField, textView, `switch`, stepper, slider, segmentedControl, datePicker
    case imageView, stackView, scrollView, tableView, collectionView, activityIndicatorView, progressView
    case tableViewCell
    /// A collection view's prototype cell (`<collectionViewCell>`), or a cell nib's top-level cell.
    case collectionViewCell
    case pickerView
    case searchBar
    case pageControl
    case other
}

/// A view or control in a scene, with its subviews.
public struct ViewModel: Codable, Equatable, Sendable {
    public var id: String
    public var kind: ViewKind
    /// The XML element name as written (`button`, `datePicker`, `containerView`, …), for messages.
    public var elementName: String?
    public var customClass: String?
    public var userLabel: String?
    /// `restorationIdentifier` / `accessibilityIdentifier`, which steps may use to address a control.
    public var accessibilityIdentifier: String?
    /// The view's own `restorationIdentifier` (nil when none is set), and its
    /// `<accessibility identifier>` alone (what `accessibilityIdentifier` holds in the app).
    public var restorationIdentifier: String? = nil
    public var ownAccessibilityIdentifier: String? = nil
    /// User Defined Runtime Attributes: set by key path on the view when it is made.
    public var runtimeAttributes: [RuntimeAttributeModel]? = nil
    public var tag: Int?
    /// Label / text field / text view text.
    public var text: String?
    public var placeholder: String?
    /// A button's visible title (`buttonConfiguration` title when present, else the normal state's title).
    public var title: String?
    public var isOn: Bool?
    public var isEnabled: Bool?
    public var isHidden: Bool?
    /// `userInteractionEnabled="NO"` / `"YES"` as written (Xcode writes NO for labels and image
    /// views and leaves the attribute out once the box is ticked).
    public var isUserInteractionEnabled: Bool?
    /// The view's own `<constraints>`.
    public var constraints: [ConstraintModel]?
    /// Stepper and slider values.
    public var value: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var stepValue: Double?
    public var selectedSegmentIndex: Int?
    public var segments: [String]?
    public var subviews: [ViewModel]
    /// Target-actions and triggered segues in the view's own `<connections>`.
    public var actions: [ActionModel]
    public var segues: [SegueModel]
    public var line: Int?
    /// `<color key="backgroundColor" …>` and a label's `<color key="textColor" …>`.
    public var backgroundColor: ColorModel?
    public var textColor: ColorModel?
    /// An image view's image, a button's normal-state `image` and `backgroundImage` (asset or SF Symbol names).
    public var image: String?
    public var backgroundImage: String?
    /// A table view's prototype cells (`<prototypes>`), each a `tableViewCell` view with its reuse
    /// identifier; a collection view's (`<cells>`), each a `collectionViewCell`.
    public var prototypeCells: [ViewModel]?
    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`: kept, not laid out.
    public var collectionLayout: CollectionLayoutModel?
    /// A table view cell's or collection view cell's `reuseIdentifier`.
    public var reuseIdentifier: String?
    /// A table view cell's standard style (`style="IBUITableViewCellStyleSubtitle"`: 0 default,
    /// 1 value1, 2 value2, 3 subtitle), the ids of the labels that are its `textLabel` and
    /// `detailTextLabel`, and its `accessoryType` (UITableViewCell.AccessoryType's raw value).
    public var cellStyle: Int?
    public var textLabelID: String?
    public var detailTextLabelID: String?
    public var accessoryType: Int?
    /// Outlets in a view's own `<connections>`: a table view's `dataSource`/`delegate`, a cell's outlets to its subviews.
    public var outlets: [OutletModel]?
    /// A navigation bar placed in a view (`<navigationBar>` › `<items>`): its top item, with its bar button items.
    public var navigationItem: NavigationItemModel?
    /// A table view's header view (`key="tableHeaderView"`, often a `searchBar`): the id of its
    /// first subview, which is that view.
    public var tableHeaderViewID: String?
    /// A static table view's sections (`dataMode="static"`: `<sections>` › `<tableViewSection>`),
    /// each with its cells, which are decoded with the scene (their views, outlets and segues
    /// belong to the scene's controller). Nil for a dynamic table.
    public var staticSections: [TableSectionModel]?
    /// `<rect key="frame">`: where Interface Builder placed the view in its superview.
    public var frame: RectModel?
    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …>`: the flags written
    /// (`flexibleMinX`, `widthSizable`, `flexibleMaxX`, `flexibleMinY`, `heightSizable`, `flexibleMaxY`).
    public var autoresizingMask: [String]?
    /// `<fontDescription … pointSize="17">` and `type="boldSystem"` (labels, buttons, text fields).
    public var fontSize: Double?
    public var fontBold: Bool?
    /// `textAlignment="center"` (`left`, `center`, `right`, `justified`, `natural`).
    public var textAlignment: String?

    public init(id: String, kind: ViewKind, elementName: String? = nil, customClass: String? = nil, userLabel: String? = nil,
                accessibilityIdentifier: String? = nil, tag: Int? = nil, text: String? = nil, placeholder: String? = nil,
                title: String? = nil, isOn: Bool? = nil, isEnabled: Bool? = nil, isHidden: Bool? = nil, value: Double? = nil,
                minimumValue: Double? = nil, maximumValue: Double? = nil, stepValue: Double? = nil,
                selectedSegmentIndex: Int? = nil, segments: [String]? = nil, subviews: [ViewModel] = [],
                actions: [ActionModel] = [], segues: [SegueModel] = [], line: Int? = nil) {
        self.id = id
        self.kind = kind
        self.elementName = elementName
        self.customClass = customClass
        self.userLabel = userLabel
        self.accessibilityIdentifier = accessibilityIdentifier
        self.tag = tag
        self.text = text
        self.placeholder = placeholder
        self.title = title
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segments = segments
        self.subviews = subviews
        self.actions = actions
        self.segues = segues
        self.line = line
    }

    /// This view and all views below it, depth first (a static table's cells and their views
    /// after the table's other subviews).
    public var allViews: [ViewModel] {
        [self] + subviews.flatMap(\.allViews) + (staticSections ?? []).flatMap(\.cells).flatMap(\.allViews)
    }

    /// The prototype cells below this view (with their own views), whose segues belong to the scene too.
    public var allPrototypeCells: [ViewModel] {
        (prototypeCells ?? []) + subviews.flatMap(\.allPrototypeCells)
    }
}

/// One section of a static table view: its header and footer titles and its cells, in order.
public struct TableSectionModel: Codable, Equatable, Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    public var cells: [ViewModel]

    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [ViewModel] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}

/// A collection view's flow layout as Interface Builder writes it (sizes in points; nil: UIKit's default).
public struct CollectionLayoutModel: Codable, Equatable, Sendable {
    public var itemWidth: Double?
    public var itemHeight: Double?
    public var estimatedItemWidth: Double?
    public var estimatedItemHeight: Double?
    /// `automaticEstimatedItemSize="YES"` (Xcode 11+): `estimatedItemSize` is `automaticSize`.
    public var automaticEstimatedItemSize: Bool?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    /// `scrollDirection="horizontal"`; nil is vertical.
    public var scrollDirection: String?
    /// `sectionInset`: top, left, bottom, right.
    public var sectionInset: [Double]?
    /// Another layout than a flow layout (a custom class, or a compositional layout set in code).
    public var customClass: String?

    public init(itemWidth: Double? = nil, itemHeight: Double? = nil, minimumLineSpacing: Double? = nil,
                minimumInteritemSpacing: Double? = nil, scrollDirection: String? = nil) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.scrollDirection = scrollDirection
    }
}

/// A colour as Interface Builder writes it: a system colour (`systemColor="systemBackgroundColor"`,
/// or the older `cocoaTouchSystemColor`), an asset catalog colour (`name`), or components in an
/// sRGB / RGB (`red green blue alpha`) or grey (`white alpha`) colour space.
public struct ColorModel: Codable, Equatable, Sendable {
    public var systemColor: String?
    public var named: String?
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var white: Double?
    public var alpha: Double?

    public init(systemColor: String? = nil, named: String? = nil, red: Double? = nil, green: Double? = nil, blue: Double? = nil,
                white: Double? = nil, alpha: Double? = nil) {
        self.systemColor = systemColor
        self.named = named
        self.red = red
        self.green = green
        self.blue = blue
        self.white = white
        self.alpha = alpha
    }
}

public struct NavigationItemModel: Codable, Equatable, Sendable {
    public var id: String?
    public var title: String?
    public var leftBarButtonItems: [BarButtonItemModel]
    public var rightBarButtonItems: [BarButtonItemModel]

    public init(id: String? = nil, title: String? = nil, leftBarButtonItems: [BarButtonItemModel] = [],
                rightBarButtonItems: [BarButtonItemModel] = []) {
        self.id = id
        self.title = title
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
    }
}

/// A controller's tab bar item (`<tabBarItem key="tabBarItem" title="First" image="first" badgeValue="3">`).
public struct TabBarItemModel: Codable, Equatable, Sendable {
    public var id: String?
    public var title: String?
    /// `systemItem` (`favorites`, `more`, `topRated`, …).
    public var systemItem: String?
    public var image: String?
    public var selectedImage: String?
    public var badgeValue: String?
    public var tag: Int?

    public init(id: String? = nil, title: String? = nil, systemItem: String? = nil, image: String? = nil,
                selectedImage: String? = nil, badgeValue: String? = nil, tag: Int? = nil) {
        self.id = id
        self.title = title
        self.systemItem = systemItem
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
        self.tag = tag
    }
}

public struct BarButtonItemModel: Codable, Equatable, Sendable {
    public var id: String
    public var title: String?
    /// `systemItem` (`done`, `add`, `cancel`, `save`, …).
    public var systemItem: String?
    public var image: String?
    public var customClass: String?
    /// Actions of a bar button item carry no event type.
    public var actions: [ActionModel]
    public var segues: [SegueModel]
    public var line: Int?

    public init(id: String, title: String? = nil, systemItem: String? = nil, image: String? = nil, customClass: String? = nil,
                actions: [ActionModel] = [], segues: [SegueModel] = [], line: Int? = nil) {
        self.id = id
        self.title = title
        self.systemItem = systemItem
        self.image = image
        self.customClass = customClass
        self.actions = actions
        self.segues = segues
        self.line = line
    }

    /// The title a learner sees: the title, or the system item's English title (`Done`, `Cancel`, …).
    public var visibleTitle: String? {
        if let title, !title.isEmpty { return title }
        guard let systemItem else { return nil }
        return systemItem.prefix(1).uppercased() + systemItem.dropFirst()
    }
}

/// A `<constraint>` of a view's `<constraints>`: kept (not solved) so an outlet can reach it
/// (`@IBOutlet weak var heightConstraint: NSLayoutConstraint!`).
public struct ConstraintModel: Codable, Equatable, Sendable {
    public var id: String
    public var constant: Double
    public var multiplier: Double
    public var priority: Float
    public var identifier: String?

    public init(id: String, constant: Double = 0, multiplier: Double = 1, priority: Float = 1000, identifier: String? = nil) {
        self.id = id
        self.constant = constant
        self.multiplier = multiplier
        self.priority = priority
        self.identifier = identifier
    }
}

/// `<outlet property="email" destination="ID"/>`: set on the controller when its view loads.
public struct OutletModel: Codable, Equatable, Sendable {
    public var property: String
    public var destinationID: String
    /// `outletCollection` connections set an array property.
    public var isCollection: Bool
    public var line: Int?

    public init(property: String, destinationID: String, isCollection: Bool = false, line: Int? = nil) {
        self.property = property
        self.destinationID = destinationID
        self.isCollection = isCollection
        self.line = line
    }
}

/// `<action selector="onSubmit:" destination="CONTROLLER_ID" eventType="touchUpInside"/>`.
public struct ActionModel: Codable, Equatable, Sendable {
    /// Objective-C selector of the Swift method (`onSubmit:`, `tap`, `unwindToMainWithSegue:`).
    public var selector: String
    /// The `id` of the target object: a controller (usually the scene's own) or the first responder placeholder.
    public var destinationID: String
    /// `touchUpInside`, `valueChanged`, `editingChanged`, `primaryActionTriggered`, …; nil for bar button items.
    public var eventType: String?
    public var line: Int?

    public init(selector: String, destinationID: String, eventType: String? = nil, line: Int? = nil) {
        self.selector = selector
        self.destinationID = destinationID
        self.eventType = eventType
        self.line = line
    }
}

public enum SegueKind: String, Codable, Equatable, Sendable {
    case show, showDetail, presentation, popoverPresentation, custom, unwind, relationship, embed
    /// Pre-iOS 8 names, tolerated: `push` behaves as show, `modal` as presentation.
    case push, modal
    case replace
}

/// A segue as drawn in the storyboard. Where it sits decides how it fires: inside a control or bar
/// button item it is triggered by a tap; inside the controller's connections it is manual.
public struct SegueModel: Codable, Equatable, Sendable {
    public var id: String
    public var identifier: String?
    public var kind: SegueKind
    /// The destination controller's `id`; for an unwind segue, the scene's `<exit>` id.
    public var destinationID: String
    public var customClass: String?
    public var customModule: String?
    /// Objective-C selector of the unwind action (`unwindToMainWithSegue:`).
    public var unwindAction: String?
    /// For `relationship` segues: `rootViewController`, `viewControllers`.
    public var relationship: String?
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    /// The "Animates" checkbox (`animates="NO"` turns it off).
    public var animates: Bool
    /// `@IBSegueAction` selector (`makeResultWithCoder:sender:`).
    public var destinationCreationSelector: String?
    public var line: Int?
    /// A popover segue's anchor (`popoverAnchorView` / `popoverAnchorBarButtonItem`): a view or bar button item id.
    public var popoverAnchorID: String?
    /// `trigger="accessoryAction"`: a table cell's segue fired by its accessory (detail) button, not by the row.
    public var trigger: String?
    public var isAccessoryAction: Bool { trigger == "accessoryAction" }

    public init(id: String, identifier: String? = nil, kind: SegueKind, destinationID: String, customClass: String? = nil,
                customModule: String? = nil, unwindAction: String? = nil, relationship: String? = nil,
                modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil, animates: Bool = true,
                destinationCreationSelector: String? = nil, line: Int? = nil) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.customClass = customClass
        self.customModule = customModule
        self.unwindAction = unwindAction
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.destinationCreationSelector = destinationCreationSelector
        self.line = line
    }
}

/// A User Defined Runtime Attribute (`<userDefinedRuntimeAttribute type="string" keyPath="message"
/// value="from VC3"/>`): UIKit sets it with `setValue(_:forKeyPath:)` when the object is decoded,
/// after `init(coder:)` and before `awakeFromNib`.
public struct RuntimeAttributeModel: Codable, Equatable, Sendable {
    /// `string`, `boolean`, `number`, `localizedString`, `nil`, or another Interface Builder type.
    public var type: String
    public var keyPath: String
    /// The value as written: text, `YES`/`NO`, or a number's digits.
    public var value: String?
    public var line: Int?
    public init(type: String, keyPath: String, value: String?, line: Int? = nil) {
        self.type = type
        self.keyPath = keyPath
        self.value = value
        self.line = line
    }
}
