import Foundation

/// A rectangle in points, as Interface Builder writes `<rect key="frame" x= y= width= height=>`
/// and as a view's `frame` reads in the app.
public struct RectModel: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// A size in points (`<size key="freeformSize" width= height=>`, a device's screen).
public struct SizeModel: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The iPhone Interface Builder simulates when a storyboard names none: iPhone 15 (393×852).
    public static let defaultPhone = SizeModel(width: 393, height: 852)

    /// Portrait screen sizes of Interface Builder's `<device id=…>` names (points).
    public static func device(_ id: String) -> SizeModel? {
        switch id {
        case "retina4_0": return SizeModel(width: 320, height: 568)
        case "retina4_7": return SizeModel(width: 375, height: 667)
        case "retina5_5": return SizeModel(width: 414, height: 736)
        case "retina5_9", "retina5_8": return SizeModel(width: 375, height: 812)
        case "retina6_1": return SizeModel(width: 414, height: 896)
        case "retina6_5": return SizeModel(width: 414, height: 896)
        case "retina6_0": return SizeModel(width: 390, height: 844)
        case "retina6_12": return SizeModel(width: 393, height: 852)
        case "retina6_3": return SizeModel(width: 402, height: 874)
        case "retina6_7": return SizeModel(width: 428, height: 926)
        case "retina6_72": return SizeModel(width: 430, height: 932)
        case "retina6_9": return SizeModel(width: 440, height: 956)
        default: return nil
        }
    }
}

/// The phone's screen after a step, as the app shows it: the window's root controller and each
/// controller presented above it (bottom to top), each with its bars and view tree. Made by the
/// driver only when the host asks for screens (`RunRequest.screens`); drawn by the host
/// (`ScreenSVG`). Plain data: what the app put in its views (texts, titles) is carried as
/// written and escaped where it is drawn.
public struct ScreenSnapshot: Codable, Equatable, Sendable {
    /// The screen's size in points.
    public var width: Double
    public var height: Double
    /// The app's appearance where it chose one (`overrideUserInterfaceStyle` on the window or
    /// the root): "light" or "dark"; nil follows the picture's own choice.
    public var style: String?
    public var layers: [ScreenLayer]

    public init(width: Double = SizeModel.defaultPhone.width, height: Double = SizeModel.defaultPhone.height,
                style: String? = nil, layers: [ScreenLayer] = []) {
        self.width = width
        self.height = height
        self.style = style
        self.layers = layers
    }
}

/// One controller on screen: the window's root, or a presented one with its presentation style.
public struct ScreenLayer: Codable, Equatable, Sendable {
    /// Instance tag (`ResultViewController#1`) of the layer's controller (the presented one, or the root).
    public var controller: String
    /// The content controller whose view is shown (inside the navigation and tab containers).
    public var contentController: String?
    /// `root`, or the presentation style in use (`pageSheet`, `fullScreen`, `overFullScreen`, …).
    public var style: String
    public var navigationBar: NavigationBarSnapshot?
    public var tabBar: TabBarSnapshot?
    /// The content controller's view (the root view, or the view that replaced it on screen).
    public var view: ScreenView?
    /// An alert controller or action sheet (then `view` is nil).
    public var alert: AlertSnapshot?

    public init(controller: String, contentController: String? = nil, style: String = "root", navigationBar: NavigationBarSnapshot? = nil,
                tabBar: TabBarSnapshot? = nil, view: ScreenView? = nil, alert: AlertSnapshot? = nil) {
        self.controller = controller
        self.contentController = contentController
        self.style = style
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.view = view
        self.alert = alert
    }
}

public struct NavigationBarSnapshot: Codable, Equatable, Sendable {
    public var title: String?
    /// The Back button's title (the previous controller's `backButtonTitle` or title, else "Back");
    /// nil when there is no Back button (the root, or `hidesBackButton`).
    public var backTitle: String?
    public var leftItems: [String]
    public var rightItems: [String]
    public var prefersLargeTitles: Bool?

    public init(title: String? = nil, backTitle: String? = nil, leftItems: [String] = [], rightItems: [String] = [],
                prefersLargeTitles: Bool? = nil) {
        self.title = title
        self.backTitle = backTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.prefersLargeTitles = prefersLargeTitles
    }
}

public struct TabBarSnapshot: Codable, Equatable, Sendable {
    public var titles: [String]
    public var badges: [String?]
    public var selectedIndex: Int?

    public init(titles: [String], badges: [String?], selectedIndex: Int?) {
        self.titles = titles
        self.badges = badges
        self.selectedIndex = selectedIndex
    }
}

public struct AlertSnapshot: Codable, Equatable, Sendable {
    /// `alert` or `actionSheet`.
    public var style: String
    public var title: String?
    public var message: String?
    public var actions: [AlertActionSnapshot]
    /// The alert's text fields: their text, or placeholder in parentheses when empty.
    public var textFields: [ScreenView]

    public init(style: String, title: String?, message: String?, actions: [AlertActionSnapshot], textFields: [ScreenView] = []) {
        self.style = style
        self.title = title
        self.message = message
        self.actions = actions
        self.textFields = textFields
    }
}

public struct AlertActionSnapshot: Codable, Equatable, Sendable {
    public var title: String
    /// `default`, `cancel` or `destructive`.
    public var style: String
    public var isEnabled: Bool

    public init(title: String, style: String, isEnabled: Bool = true) {
        self.title = title
        self.style = style
        self.isEnabled = isEnabled
    }
}

/// A colour as the app set it: a system colour's name (drawn in the picture's light or dark
/// palette), else its components.
public struct ScreenColor: Codable, Equatable, Sendable {
    public var name: String?
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(name: String? = nil, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// One view of the tree with what is drawn of it. `frame` is in its superview's coordinates;
/// nil or empty when the app never gave the view a size (a view made in code and placed with
/// constraints the simulation does not solve): the drawing stacks such views (`ScreenSVG`).
public struct ScreenView: Codable, Equatable, Sendable {
    /// `ViewKind`'s raw value (`label`, `button`, `textField`, `switch`, …; `view` for plain views).
    public var kind: String
    /// The outlet of the shown controller that holds this view (`resultLabel`), when one does.
    public var outlet: String?
    public var frame: RectModel?
    public var isHidden: Bool?
    public var alpha: Double?
    public var backgroundColor: ScreenColor?
    public var textColor: ScreenColor?
    /// A label's, text field's, text view's or search bar's text; a button's current title.
    public var text: String?
    public var placeholder: String?
    public var fontSize: Double?
    public var bold: Bool?
    /// `left`, `center`, `right`, `natural`, `justified`.
    public var alignment: String?
    public var isOn: Bool?
    public var isEnabled: Bool?
    public var value: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var segments: [String]?
    public var selectedIndex: Int?
    /// An image view's or button's image name, when it has one (drawn as a placeholder).
    public var image: String?
    /// A table or collection view's cells the app has made (its visible rows), in order.
    public var cells: [ScreenCell]?
    public var subviews: [ScreenView]

    public init(kind: String, frame: RectModel? = nil, text: String? = nil, subviews: [ScreenView] = []) {
        self.kind = kind
        self.frame = frame
        self.text = text
        self.subviews = subviews
    }
}

/// A table or collection view cell: its standard labels' texts and its own views.
public struct ScreenCell: Codable, Equatable, Sendable {
    public var section: Int
    public var row: Int
    public var text: String?
    public var detailText: String?
    /// UITableViewCell.AccessoryType's raw value (1 disclosure indicator, 2 detail disclosure, 3 checkmark, 4 detail).
    public var accessory: Int?
    public var isSelected: Bool?
    public var height: Double?
    /// Views the app added to the cell's content view (custom cells).
    public var subviews: [ScreenView]

    public init(section: Int, row: Int, text: String? = nil, detailText: String? = nil, subviews: [ScreenView] = []) {
        self.section = section
        self.row = row
        self.text = text
        self.detailText = detailText
        self.subviews = subviews
    }
}
