import Foundation

/// UIKit's additions to `NSIndexPath` (older code and Objective-C-era tutorials:
/// `(indexPath as NSIndexPath).row`, `NSIndexPath(row: 0, section: 0)`).
extension NSIndexPath {
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}

extension UITableView {
    /// UIKit's value (`UITableViewAutomaticDimension`): the row or header sizes itself.
    public static let automaticDimension: CGFloat = -1
}

extension UIResponder {
    /// `type(of: self).description()`: the class's name with its module, as
    /// `NSStringFromClass` gives it for a Swift class (`MyApp.ViewController`).
    public class func description() -> String {
        var name = String(reflecting: self)
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        return name
    }
}
