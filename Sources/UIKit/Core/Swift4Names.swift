import Foundation

// The names iOS SDKs gave UIKit's and Foundation's types before Swift 4.2 nested them
// (`UITableViewRowAnimation` → `UITableView.RowAnimation`), which an app compiled in Swift 4 mode
// (`SWIFT_VERSION = 4.0`) still uses: the SDK's API notes keep them for Swift 4 (their
// `SwiftVersions: 4` section). As there, each is obsoleted in Swift 4.2, so a Swift 5 app that
// writes one gets Xcode's error ("'UITableViewRowAnimation' has been renamed to
// 'UITableView.RowAnimation'"). Listed from the iPhoneOS 16.5 SDK's `UIKit.apinotes` and
// `Foundation.apinotes` (`scripts/ios-sdk-names.py SDK_DIR --swift4-aliases`), keeping those whose
// new name the simulation declares (docs/compatibility.md, "Held-out run, round 2").

@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key") public typealias NSAttributedStringKey = NSAttributedString.Key
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute") public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions") public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation") public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode") public typealias NSRunLoopMode = RunLoop.Mode
@available(swift, obsoleted: 4.2, renamed: "UIActivity.Category") public typealias UIActivityCategory = UIActivity.Category
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style") public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(swift, obsoleted: 4.2, renamed: "UIActivity.ActivityType") public typealias UIActivityType = UIActivity.ActivityType
@available(swift, obsoleted: 4.2, renamed: "UIActivityViewController.CompletionWithItemsHandler") public typealias UIActivityViewControllerCompletionWithItemsHandler = UIActivityViewController.CompletionWithItemsHandler
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style") public typealias UIAlertActionStyle = UIAlertAction.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style") public typealias UIAlertControllerStyle = UIAlertController.Style
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenExternalURLOptionsKey") public typealias UIApplicationOpenExternalURLOptionsKey = UIApplication.OpenExternalURLOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State") public typealias UIApplicationState = UIApplication.State
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style") public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem") public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType") public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UICollectionViewFlowLayout.SectionInsetReference") public typealias UICollectionViewFlowLayoutSectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection") public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition") public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UIContextualAction.Handler") public typealias UIContextualActionHandler = UIContextualAction.Handler
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment") public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment") public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event") public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UIControl.State") public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode") public typealias UIDatePickerMode = UIDatePicker.Mode
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventSubtype") public typealias UIEventSubtype = UIEvent.EventSubtype
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle") public typealias UIFontTextStyle = UIFont.TextStyle
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State") public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraCaptureMode") public typealias UIImagePickerControllerCameraCaptureMode = UIImagePickerController.CameraCaptureMode
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraDevice") public typealias UIImagePickerControllerCameraDevice = UIImagePickerController.CameraDevice
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey") public typealias UIImagePickerControllerInfoKey = UIImagePickerController.InfoKey
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.QualityType") public typealias UIImagePickerControllerQualityType = UIImagePickerController.QualityType
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType") public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode") public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(swift, obsoleted: 4.2, renamed: "UIImpactFeedbackGenerator.FeedbackStyle") public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis") public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "UINib.OptionsKey") public typealias UINibOptionsKey = UINib.OptionsKey
@available(swift, obsoleted: 4.2, renamed: "UINotificationFeedbackGenerator.FeedbackType") public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode") public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Icon") public typealias UISearchBarIcon = UISearchBar.Icon
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style") public typealias UISearchBarStyle = UISearchBar.Style
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.DisplayMode") public typealias UISplitViewControllerDisplayMode = UISplitViewController.DisplayMode
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.PrimaryEdge") public typealias UISplitViewControllerPrimaryEdge = UISplitViewController.PrimaryEdge
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment") public typealias UIStackViewAlignment = UIStackView.Alignment
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution") public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem") public typealias UITabBarSystemItem = UITabBarItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType") public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle") public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle") public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle") public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle") public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation") public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition") public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style") public typealias UITableViewStyle = UITableView.Style
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle") public typealias UITextBorderStyle = UITextField.BorderStyle
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode") public typealias UITextFieldViewMode = UITextField.ViewMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions") public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask") public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode") public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level") public typealias UIWindowLevel = UIWindow.Level
