import Foundation

/// What can contain views for the appearance proxy (`appearance(whenContainedInInstancesOf:)`):
/// views, view controllers and presentation controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// The appearance proxies handed out so far, one per class and containment (UIKit hands out the
/// same proxy for the same class and containers).
@MainActor
enum AppearanceProxies {
    static var proxies: [String: AnyObject] = [:]

    static func key(_ type: AnyClass, _ containers: [any UIAppearanceContainer.Type]) -> String {
        ([String(reflecting: type)] + containers.map { String(reflecting: $0) }).joined(separator: "|")
    }

    /// The proxy of `type` in `containers`: the one handed out before, or a new one from `make`
    /// (the class's `init(coder:)`), kept for the next call.
    static func proxy<Proxy: AnyObject>(_ type: Proxy.Type, in containers: [any UIAppearanceContainer.Type],
                                        make: () -> Proxy?) -> Proxy {
        let key = key(type, containers)
        if let proxy = proxies[key] as? Proxy { return proxy }
        guard let proxy = make() else {
            fatalError("workbook: \(String(reflecting: type)).init(coder:) returned nil for the appearance proxy")
        }
        proxies[key] = proxy
        return proxy
    }
}

/// The appearance proxy (`UINavigationBar.appearance().tintColor = .white`,
/// `UISearchBar.appearance(whenContainedInInstancesOf: [UINavigationBar.self])`): an object of
/// the class that keeps what is set on it. Nothing is drawn here, so what is set is kept and not
/// applied to the views the app shows (docs/simulation.md). The proxy is made with
/// `init(coder:)`, as UIKit makes its proxies without `init(frame:)`.
extension UIView {
    public class func appearance() -> Self { workbookProxy([]) }

    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        workbookProxy(containerTypes)
    }

    public class func appearance(for trait: UITraitCollection) -> Self { workbookProxy([]) }

    private class func workbookProxy(_ containers: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(self, in: containers) { self.init(coder: AppearanceCoder()) }
    }
}

extension UIBarItem {
    public class func appearance() -> Self { workbookProxy([]) }

    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        workbookProxy(containerTypes)
    }

    private class func workbookProxy(_ containers: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(self, in: containers) { self.init(coder: AppearanceCoder()) }
    }
}

/// The coder the proxies are made with: it holds nothing.
final class AppearanceCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}

/// The scope bar's button title attributes by state (kept; nothing is drawn).
extension UISearchBar {
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        workbookScopeTitleAttributes[state.rawValue] = attributes
    }

    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        workbookScopeTitleAttributes[state.rawValue]
    }
}

/// UIKit's keyboard appearance trait (text fields, text views, search bars): kept, no keyboard is drawn.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}
