// Generated from Sources/UIKit by scripts/uikit-callbacks.py: do not edit.

extension UIKitCallbacks {
    /// Each delegate or data source protocol's methods, as Swift names them.
    static let protocols: [String: [String]] = [
        "CAAnimationDelegate": ["animationDidStart(_:)", "animationDidStop(_:finished:)"],
        "UIAdaptivePresentationControllerDelegate": ["adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)", "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)"],
        "UIApplicationDelegate": ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)", "application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)", "application(_:open:options:)"],
        "UICollectionViewDataSource": ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)", "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)"],
        "UICollectionViewDelegate": ["collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)", "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)", "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)"],
        "UIColorPickerViewControllerDelegate": ["colorPickerViewController(_:didSelect:continuously:)", "colorPickerViewControllerDidSelectColor(_:)", "colorPickerViewControllerDidFinish(_:)"],
        "UIGestureRecognizerDelegate": ["gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", "gestureRecognizer(_:shouldReceive:)", "gestureRecognizer(_:shouldRequireFailureOf:)"],
        "UIImagePickerControllerDelegate": ["imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)"],
        "UINavigationControllerDelegate": ["navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)"],
        "UIPickerViewDataSource": ["numberOfComponents(in:)", "pickerView(_:numberOfRowsInComponent:)"],
        "UIPickerViewDelegate": ["pickerView(_:titleForRow:forComponent:)", "pickerView(_:attributedTitleForRow:forComponent:)", "pickerView(_:viewForRow:forComponent:reusing:)", "pickerView(_:didSelectRow:inComponent:)", "pickerView(_:widthForComponent:)", "pickerView(_:rowHeightForComponent:)"],
        "UIPopoverPresentationControllerDelegate": ["prepareForPopoverPresentation(_:)", "popoverPresentationControllerShouldDismissPopover(_:)", "popoverPresentationControllerDidDismissPopover(_:)"],
        "UISceneDelegate": ["scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)", "scene(_:openURLContexts:)"],
        "UIScrollViewDelegate": ["scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDecelerating(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndScrollingAnimation(_:)", "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)", "viewForZooming(in:)", "scrollViewDidZoom(_:)"],
        "UISearchBarDelegate": ["searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)", "searchBarShouldEndEditing(_:)", "searchBarTextDidEndEditing(_:)", "searchBar(_:textDidChange:)", "searchBar(_:shouldChangeTextIn:replacementText:)", "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)", "searchBarBookmarkButtonClicked(_:)", "searchBarResultsListButtonClicked(_:)", "searchBar(_:selectedScopeButtonIndexDidChange:)"],
        "UISearchControllerDelegate": ["willPresentSearchController(_:)", "didPresentSearchController(_:)", "willDismissSearchController(_:)", "didDismissSearchController(_:)"],
        "UISearchResultsUpdating": ["updateSearchResults(for:)"],
        "UISplitViewControllerDelegate": ["splitViewController(_:collapseSecondary:onto:)", "splitViewController(_:separateSecondaryFrom:)", "primaryViewController(forCollapsing:)", "primaryViewController(forExpanding:)", "splitViewController(_:show:sender:)", "splitViewController(_:showDetail:sender:)", "splitViewController(_:willChangeTo:)", "targetDisplayModeForAction(in:)", "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)", "splitViewControllerDidCollapse(_:)", "splitViewControllerDidExpand(_:)", "splitViewController(_:willShow:)", "splitViewController(_:willHide:)", "splitViewControllerInteractivePresentationGestureWillBegin(_:)", "splitViewControllerInteractivePresentationGestureDidEnd(_:)"],
        "UITabBarControllerDelegate": ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"],
        "UITabBarDelegate": ["tabBar(_:didSelect:)"],
        "UITableViewDataSource": ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)", "tableView(_:commit:forRowAt:)", "tableView(_:titleForFooterInSection:)", "tableView(_:canMoveRowAt:)", "tableView(_:moveRowAt:to:)", "sectionIndexTitles(for:)", "tableView(_:canEditRowAt:)"],
        "UITableViewDelegate": ["tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)", "tableView(_:heightForRowAt:)", "tableView(_:willDisplay:forRowAt:)", "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:estimatedHeightForRowAt:)", "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)", "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)", "tableView(_:willDisplayHeaderView:forSection:)", "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:willDeselectRowAt:)", "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)", "tableView(_:editingStyleForRowAt:)", "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:willBeginEditingRowAt:)", "tableView(_:didEndEditingRowAt:)", "tableView(_:indentationLevelForRowAt:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"],
        "UITextFieldDelegate": ["textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)"],
        "UITextViewDelegate": ["textViewDidChange(_:)", "textViewDidBeginEditing(_:)", "textViewDidEndEditing(_:)"],
        "UIWindowSceneDelegate": [],
    ]

    /// The UIKit classes that hold an object of each protocol, and the (weak) property it is in.
    static let holders: [String: [Holder]] = [
        "UIAdaptivePresentationControllerDelegate": [Holder(owner: "UIPresentationController", property: "delegate")],
        "UICollectionViewDataSource": [Holder(owner: "UICollectionView", property: "dataSource")],
        "UICollectionViewDelegate": [Holder(owner: "UICollectionView", property: "delegate")],
        "UIColorPickerViewControllerDelegate": [Holder(owner: "UIColorPickerViewController", property: "delegate")],
        "UIGestureRecognizerDelegate": [Holder(owner: "UIGestureRecognizer", property: "delegate")],
        "UINavigationControllerDelegate": [Holder(owner: "UINavigationController", property: "delegate")],
        "UIPickerViewDataSource": [Holder(owner: "UIPickerView", property: "dataSource")],
        "UIPickerViewDelegate": [Holder(owner: "UIPickerView", property: "delegate")],
        "UISearchBarDelegate": [Holder(owner: "UISearchBar", property: "delegate")],
        "UISearchControllerDelegate": [Holder(owner: "UISearchController", property: "delegate")],
        "UISearchResultsUpdating": [Holder(owner: "UISearchController", property: "searchResultsUpdater")],
        "UISplitViewControllerDelegate": [Holder(owner: "UISplitViewController", property: "delegate")],
        "UITabBarControllerDelegate": [Holder(owner: "UITabBarController", property: "delegate")],
        "UITabBarDelegate": [Holder(owner: "UITabBar", property: "delegate")],
        "UITableViewDataSource": [Holder(owner: "UITableView", property: "dataSource")],
        "UITableViewDelegate": [Holder(owner: "UITableView", property: "delegate")],
        "UITextFieldDelegate": [Holder(owner: "UITextField", property: "delegate")],
        "UITextViewDelegate": [Holder(owner: "UITextView", property: "delegate")],
    ]

    /// UIKit's notifications and the class whose instance posts them (the notification's `object`).
    static let posters: [String: String] = [
        "UITextField.textDidBeginEditingNotification": "UITextField",
        "UITextField.textDidChangeNotification": "UITextField",
        "UITextField.textDidEndEditingNotification": "UITextField",
        "UserDefaults.didChangeNotification": "UserDefaults",
    ]
}
