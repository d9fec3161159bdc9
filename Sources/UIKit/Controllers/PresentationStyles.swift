import Foundation

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2

    /// Whether the presenter's views are removed, so that it gets disappear and appear callbacks (R4.7–R4.9).
    var removesPresenterViews: Bool {
        switch self {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// A card the user can swipe down (R4.10).
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic, .popover: return true
        default: return false
        }
    }

    /// The Interface Builder name (`fullScreen`, `pageSheet`, …) and the name traces use.
    public var name: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .blurOverFullScreen: return "blurOverFullScreen"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }

    init?(storyboardName: String) {
        let all: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .currentContext, .custom,
                                               .overFullScreen, .overCurrentContext, .popover, .blurOverFullScreen,
                                               .none, .automatic]
        guard let style = all.first(where: { $0.name == storyboardName }) else { return nil }
        self = style
    }
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3

    init?(storyboardName: String) {
        switch storyboardName {
        case "coverVertical": self = .coverVertical
        case "flipHorizontal": self = .flipHorizontal
        case "crossDissolve": self = .crossDissolve
        case "partialCurl": self = .partialCurl
        default: return nil
        }
    }
}
