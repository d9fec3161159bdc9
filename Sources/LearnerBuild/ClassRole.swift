import Foundation

/// What a learner class is to UIKit, found by following its superclasses by name across files.
public enum ClassRole: Sendable, Equatable {
    /// Reaches `UIViewController` (or a UIKit subclass): storyboards create it with `init(coder:)`.
    case controller
    /// Reaches `UIView`: storyboards create it with `init(coder:)`.
    case view
    /// Reaches `UIStoryboardSegue`: created with `init(identifier:source:destination:)`.
    case segue
    /// Adopts `UIApplicationDelegate` or carries `@main`/`@UIApplicationMain`.
    case appDelegate
    /// Adopts `UIWindowSceneDelegate` or `UISceneDelegate`.
    case sceneDelegate
    case other

    static let controllerBases: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
    ]
    static let viewBases: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView", "UISwitch", "UIStepper", "UISlider",
        "UISegmentedControl", "UIDatePicker", "UIPickerView", "UIImageView", "UIStackView", "UIScrollView",
        "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIActivityIndicatorView", "UIProgressView", "UIPageControl",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIVisualEffectView",
    ]
    static let appDelegateProtocols: Set<String> = ["UIApplicationDelegate"]
    static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    /// The role of every class declared in the analysed files.
    static func resolve(_ analysis: SourceAnalysis) -> [String: ClassRole] {
        let classes = analysis.classes
        var conformances: [String: Set<String>] = [:]
        for declaration in analysis.files.flatMap(\.declarations) {
            conformances[declaration.name, default: []].formUnion(declaration.inheritedTypes.map(unqualified))
        }
        var roles: [String: ClassRole] = [:]
        func role(of name: String, seen: Set<String>) -> ClassRole {
            if let known = roles[name] { return known }
            guard let declaration = classes[name], !seen.contains(name) else { return .other }
            var result: ClassRole = .other
            let adopted = conformances[name] ?? []
            if declaration.hasMainAttribute || !adopted.isDisjoint(with: appDelegateProtocols) {
                result = .appDelegate
            } else if !adopted.isDisjoint(with: sceneDelegateProtocols) {
                result = .sceneDelegate
            }
            if let superclass = declaration.inheritedTypes.first.map(unqualified) {
                if controllerBases.contains(superclass) { result = .controller }
                else if viewBases.contains(superclass) { result = .view }
                else if superclass == "UIStoryboardSegue" { result = .segue }
                else if classes[superclass] != nil {
                    let inherited = role(of: superclass, seen: seen.union([name]))
                    if inherited != .other { result = inherited }
                }
            }
            roles[name] = result
            return result
        }
        for name in classes.keys.sorted() { _ = role(of: name, seen: []) }
        return roles
    }

    /// `UIKit.UIViewController` → `UIViewController`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
