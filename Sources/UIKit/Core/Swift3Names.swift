import Foundation

// The names Swift 2 gave UIKit's methods (each Objective-C selector's first piece,
// `presentViewController:animated:completion:` → `presentViewController(_:animated:completion:)`),
// and the names Swift 4 gave the ones Swift 4.2 renamed (`addChildViewController(_:)`,
// `isMovingFromParentViewController`). Swift 3 split the first into a base name and labels
// (`present(_:animated:completion:)`), and the SDK keeps each old name as an unavailable
// declaration that points at the new one: an app that writes one (a learner following an older
// tutorial) gets Xcode's error, "'presentViewController(_:animated:completion:)' has been renamed
// to 'present(_:animated:completion:)'", with its fix-it. As there, each is declared here
// unavailable and renamed, so the learner is told their own compile error rather than a gap of the
// simulation (docs/compatibility.md, "Older Swift names"). Kept to the calls the exercises' screens
// make; names a learner might give their own properties (`parentViewController`,
// `childViewControllers`) are left out, since a subclass's own property must not clash with one.

extension UIViewController {
    @available(*, unavailable, renamed: "present(_:animated:completion:)")
    public func presentViewController(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) { fatalError() }
    @available(*, unavailable, renamed: "dismiss(animated:completion:)")
    public func dismissViewControllerAnimated(_ flag: Bool, completion: (() -> Void)?) { fatalError() }
    @available(*, unavailable, renamed: "performSegue(withIdentifier:sender:)")
    public func performSegueWithIdentifier(_ identifier: String, sender: Any?) { fatalError() }
    // Swift 4's names, which an app in Swift 4 mode (`SWIFT_VERSION = 4.0`) still calls: there
    // they work; from Swift 4.2 on they are Xcode's rename errors (as `Swift4Names.swift`).
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    @available(swift, obsoleted: 4.2, renamed: "isMovingFromParent")
    public var isMovingFromParentViewController: Bool { isMovingFromParent }
    @available(swift, obsoleted: 4.2, renamed: "isMovingToParent")
    public var isMovingToParentViewController: Bool { isMovingToParent }
}

extension UINavigationController {
    @available(*, unavailable, renamed: "popViewController(animated:)")
    @discardableResult public func popViewControllerAnimated(_ animated: Bool) -> UIViewController? { fatalError() }
    @available(*, unavailable, renamed: "popToRootViewController(animated:)")
    @discardableResult public func popToRootViewControllerAnimated(_ animated: Bool) -> [UIViewController]? { fatalError() }
}

extension UIStoryboard {
    @available(*, unavailable, renamed: "instantiateViewController(withIdentifier:)")
    public func instantiateViewControllerWithIdentifier(_ identifier: String) -> UIViewController { fatalError() }
}

extension UIApplication {
    @available(*, unavailable, renamed: "shared")
    public class func sharedApplication() -> UIApplication { fatalError() }
}

extension UIControl {
    @available(*, unavailable, renamed: "addTarget(_:action:for:)")
    public func addTarget(_ target: Any?, action: Selector, forControlEvents controlEvents: UIControl.Event) { fatalError() }
}

extension UIButton {
    @available(*, unavailable, renamed: "setTitle(_:for:)")
    public func setTitle(_ title: String?, forState state: UIControl.State) { fatalError() }
}
