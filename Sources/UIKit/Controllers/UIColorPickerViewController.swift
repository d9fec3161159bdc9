import Foundation

/// The system colour picker (iOS 14): presented and dismissed like any controller. Nothing inside
/// it is simulated: no colour is picked, so its delegate is never called by a step
/// (docs/compatibility.md), as with the photo picker and the share sheet.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    open var selectedColor: UIColor = .white
    open var supportsAlpha = true
}

@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
