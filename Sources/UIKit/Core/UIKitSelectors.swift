import Foundation

/// The Objective-C selectors of UIKit's classes that learners reach by name (`responds(to:)`,
/// `perform(_:)`, `NSSelectorFromString`), from the SDK headers (R10.11), and the key-value coding
/// keys of their properties (R10.12). Each selector maps to how `perform` runs it here, or to nil
/// when it is UIKit's but taking scalars or blocks (which `perform` cannot pass) or not worth
/// running this way: `perform` then says so on the console and does nothing.
@MainActor
enum UIKitSelectors {
    typealias Implementation = @MainActor (_ target: NSObject, _ first: Any?, _ second: Any?) -> Any?

    /// UIKit's (or NSObject's) implementation of `selector` for this object: `.none` when its class
    /// has no such method, `.some(nil)` when it has one that is not run by `perform`.
    static func implementation(_ selector: String, of object: NSObject) -> Implementation?? {
        for (type, table) in tables where type(object) {
            if let entry = table[selector] { return .some(entry) }
        }
        return .none
    }

    /// Every selector UIKit's class of this object (and its superclasses) has here.
    static func selectors(of object: NSObject) -> [String] {
        tables.filter { $0.0(object) }.flatMap { $0.1.keys }
    }

    private static let tables: [((NSObject) -> Bool, [String: Implementation?])] = [
        ({ $0 is UINavigationController }, navigationController),
        ({ $0 is UITabBarController }, tabBarController),
        ({ $0 is UIViewController }, viewController),
        ({ $0 is UIButton }, button),
        ({ $0 is UISwitch }, toggle),
        ({ $0 is UITextField }, textField),
        ({ $0 is UILabel }, label),
        ({ $0 is UIControl }, control),
        ({ $0 is UIView }, view),
        ({ $0 is UIApplication }, application),
        ({ $0 is UIResponder }, responder),
        ({ _ in true }, object),
    ]

    private static let object: [String: Implementation?] = [
        "description": { target, _, _ in target.description },
        "class": nil, "self": { target, _, _ in target }, "hash": nil, "isEqual:": nil, "isKindOfClass:": nil,
        "isMemberOfClass:": nil, "respondsToSelector:": nil, "conformsToProtocol:": nil, "init": nil, "copy": nil,
        "mutableCopy": nil, "performSelector:": nil, "performSelector:withObject:": nil,
        "performSelector:withObject:withObject:": nil, "valueForKey:": { target, key, _ in (key as? String).flatMap { target.value(forKey: $0) } },
        "setValue:forKey:": { target, value, key in (key as? String).map { target.setValue(value, forKey: $0) } },
        "valueForKeyPath:": { target, key, _ in (key as? String).flatMap { target.value(forKeyPath: $0) } },
        "setValue:forKeyPath:": { target, value, key in (key as? String).map { target.setValue(value, forKeyPath: $0) } },
        "setValuesForKeysWithDictionary:": nil, "awakeFromNib": nil, "dealloc": nil,
        "addObserver:forKeyPath:options:context:": nil, "removeObserver:forKeyPath:": nil,
    ]

    private static let responder: [String: Implementation?] = [
        "nextResponder": { target, _, _ in (target as? UIResponder)?.next },
        "becomeFirstResponder": { target, _, _ in (target as? UIResponder)?.becomeFirstResponder() },
        "resignFirstResponder": { target, _, _ in (target as? UIResponder)?.resignFirstResponder() },
        "canBecomeFirstResponder": nil, "canResignFirstResponder": nil, "isFirstResponder": nil,
        "touchesBegan:withEvent:": nil, "touchesMoved:withEvent:": nil, "touchesEnded:withEvent:": nil,
        "touchesCancelled:withEvent:": nil, "canPerformAction:withSender:": nil, "targetForAction:withSender:": nil,
        "undoManager": nil, "inputView": nil, "inputAccessoryView": nil,
    ]

    private static let viewController: [String: Implementation?] = [
        "view": { target, _, _ in (target as? UIViewController)?.view },
        "setView:": { target, view, _ in (target as? UIViewController).map { $0.view = view as? UIView } },
        "title": { target, _, _ in (target as? UIViewController)?.title },
        "setTitle:": { target, title, _ in (target as? UIViewController).map { $0.title = title as? String } },
        "loadView": nil, "viewDidLoad": nil, "viewWillAppear:": nil, "viewDidAppear:": nil, "viewWillDisappear:": nil,
        "viewDidDisappear:": nil, "viewWillLayoutSubviews": nil, "viewDidLayoutSubviews": nil, "didReceiveMemoryWarning": nil,
        "loadViewIfNeeded": { target, _, _ in (target as? UIViewController)?.loadViewIfNeeded() },
        "isViewLoaded": { target, _, _ in (target as? UIViewController)?.isViewLoaded },
        "viewIfLoaded": { target, _, _ in (target as? UIViewController)?.viewIfLoaded },
        "navigationController": { target, _, _ in (target as? UIViewController)?.navigationController },
        "tabBarController": { target, _, _ in (target as? UIViewController)?.tabBarController },
        "splitViewController": nil,
        "navigationItem": { target, _, _ in (target as? UIViewController)?.navigationItem },
        "presentingViewController": { target, _, _ in (target as? UIViewController)?.presentingViewController },
        "presentedViewController": { target, _, _ in (target as? UIViewController)?.presentedViewController },
        "parentViewController": { target, _, _ in (target as? UIViewController)?.parent },
        "childViewControllers": { target, _, _ in (target as? UIViewController)?.children },
        "storyboard": { target, _, _ in (target as? UIViewController)?.storyboard },
        "performSegueWithIdentifier:sender:": { target, identifier, sender in
            (target as? UIViewController).map { $0.performSegue(withIdentifier: identifier as? String ?? "", sender: sender) }
        },
        "shouldPerformSegueWithIdentifier:sender:": nil, "prepareForSegue:sender:": nil,
        "presentViewController:animated:completion:": nil, "dismissViewControllerAnimated:completion:": nil,
        "showViewController:sender:": { target, shown, sender in
            guard let controller = target as? UIViewController, let shown = shown as? UIViewController else { return nil }
            controller.show(shown, sender: sender)
            return nil
        },
        "showDetailViewController:sender:": nil,
        "addChildViewController:": { target, child, _ in
            guard let controller = target as? UIViewController, let child = child as? UIViewController else { return nil }
            controller.addChild(child)
            return nil
        },
        "removeFromParentViewController": { target, _, _ in (target as? UIViewController)?.removeFromParent() },
        "willMoveToParentViewController:": nil, "didMoveToParentViewController:": nil,
        "isMovingFromParentViewController": { target, _, _ in (target as? UIViewController)?.isMovingFromParent },
        "isMovingToParentViewController": { target, _, _ in (target as? UIViewController)?.isMovingToParent },
        "isBeingPresented": { target, _, _ in (target as? UIViewController)?.isBeingPresented },
        "isBeingDismissed": { target, _, _ in (target as? UIViewController)?.isBeingDismissed },
        "modalPresentationStyle": nil, "setModalPresentationStyle:": nil, "modalTransitionStyle": nil,
        "setModalTransitionStyle:": nil, "isEditing": nil, "setEditing:": nil, "setEditing:animated:": nil,
        "editButtonItem": { target, _, _ in (target as? UIViewController)?.editButtonItem },
        "unwindForSegue:towardsViewController:": nil, "canPerformUnwindSegueAction:fromViewController:sender:": nil,
        "canPerformUnwindSegueAction:fromViewController:withSender:": nil,
        "initWithCoder:": nil, "initWithNibName:bundle:": nil, "nibName": nil, "nibBundle": nil, "traitCollection": nil,
        "preferredStatusBarStyle": nil, "definesPresentationContext": nil, "setDefinesPresentationContext:": nil,
        "transitionCoordinator": nil, "toolbarItems": nil, "setToolbarItems:": nil, "hidesBottomBarWhenPushed": nil,
        "setHidesBottomBarWhenPushed:": nil, "presentationController": nil, "tabBarItem": nil, "setTabBarItem:": nil,
    ]

    private static let navigationController: [String: Implementation?] = [
        "viewControllers": { target, _, _ in (target as? UINavigationController)?.viewControllers },
        "setViewControllers:": { target, stack, _ in
            (target as? UINavigationController).map { $0.setViewControllers(UIKitKeys.controllers(stack) ?? [], animated: false) }
        },
        "setViewControllers:animated:": nil,
        "pushViewController:animated:": nil, "popViewControllerAnimated:": nil, "popToRootViewControllerAnimated:": nil,
        "popToViewController:animated:": nil,
        "topViewController": { target, _, _ in (target as? UINavigationController)?.topViewController },
        "visibleViewController": { target, _, _ in (target as? UINavigationController)?.visibleViewController },
        "delegate": { target, _, _ in (target as? UINavigationController)?.delegate },
        "setDelegate:": { target, delegate, _ in
            (target as? UINavigationController).map { $0.delegate = delegate as? UINavigationControllerDelegate }
        },
        "navigationBar": { target, _, _ in (target as? UINavigationController)?.navigationBar },
        "isNavigationBarHidden": nil, "setNavigationBarHidden:": nil, "setNavigationBarHidden:animated:": nil,
        "toolbar": nil, "isToolbarHidden": nil, "setToolbarHidden:animated:": nil, "interactivePopGestureRecognizer": nil,
        "initWithRootViewController:": nil,
    ]

    private static let tabBarController: [String: Implementation?] = [
        "viewControllers": { target, _, _ in (target as? UITabBarController)?.viewControllers },
        "setViewControllers:": { target, tabs, _ in
            (target as? UITabBarController).map { $0.setViewControllers(UIKitKeys.controllers(tabs), animated: false) }
        },
        "setViewControllers:animated:": nil, "selectedIndex": nil, "setSelectedIndex:": nil,
        "selectedViewController": { target, _, _ in (target as? UITabBarController)?.selectedViewController },
        "setSelectedViewController:": { target, selected, _ in
            (target as? UITabBarController).map { $0.selectedViewController = selected as? UIViewController }
        },
        "delegate": { target, _, _ in (target as? UITabBarController)?.delegate },
        "setDelegate:": { target, delegate, _ in
            (target as? UITabBarController).map { $0.delegate = delegate as? UITabBarControllerDelegate }
        },
        "tabBar": { target, _, _ in (target as? UITabBarController)?.tabBar },
    ]

    private static let view: [String: Implementation?] = [
        "superview": { target, _, _ in (target as? UIView)?.superview },
        "subviews": { target, _, _ in (target as? UIView)?.subviews },
        "window": { target, _, _ in (target as? UIView)?.window },
        "addSubview:": { target, subview, _ in
            guard let view = target as? UIView, let subview = subview as? UIView else { return nil }
            view.addSubview(subview)
            return nil
        },
        "removeFromSuperview": { target, _, _ in (target as? UIView)?.removeFromSuperview() },
        "isHidden": nil, "setHidden:": nil, "alpha": nil, "setAlpha:": nil, "backgroundColor": nil, "setBackgroundColor:": nil,
        "frame": nil, "setFrame:": nil, "bounds": nil, "setBounds:": nil, "center": nil, "setCenter:": nil, "tag": nil, "setTag:": nil,
        "layoutSubviews": nil, "setNeedsLayout": nil, "layoutIfNeeded": nil, "setNeedsDisplay": nil,
        "isUserInteractionEnabled": nil, "setUserInteractionEnabled:": nil, "addGestureRecognizer:": nil,
        "removeGestureRecognizer:": nil, "endEditing:": nil, "viewWithTag:": nil, "layer": nil, "tintColor": nil, "setTintColor:": nil,
        "initWithFrame:": nil, "addConstraint:": nil, "addConstraints:": nil, "sizeToFit": nil,
    ]

    private static let control: [String: Implementation?] = [
        "addTarget:action:forControlEvents:": nil, "removeTarget:action:forControlEvents:": nil,
        "sendActionsForControlEvents:": nil, "sendAction:to:forEvent:": nil, "isEnabled": nil, "setEnabled:": nil,
        "isSelected": nil, "setSelected:": nil, "isHighlighted": nil, "setHighlighted:": nil, "allTargets": nil,
    ]

    private static let button: [String: Implementation?] = [
        "setTitle:forState:": nil, "titleForState:": nil, "titleLabel": nil, "currentTitle": nil, "setImage:forState:": nil,
        "setTitleColor:forState:": nil, "imageView": nil, "configuration": nil, "setConfiguration:": nil,
    ]

    private static let toggle: [String: Implementation?] = ["isOn": nil, "setOn:": nil, "setOn:animated:": nil, "onTintColor": nil]

    private static let label: [String: Implementation?] = [
        "text": { target, _, _ in (target as? UILabel)?.text },
        "setText:": { target, text, _ in (target as? UILabel).map { $0.text = text as? String } },
        "textColor": nil, "setTextColor:": nil, "font": nil, "setFont:": nil, "numberOfLines": nil, "setNumberOfLines:": nil,
        "textAlignment": nil, "setTextAlignment:": nil, "attributedText": nil, "setAttributedText:": nil,
    ]

    private static let textField: [String: Implementation?] = [
        "text": { target, _, _ in (target as? UITextField)?.text },
        "setText:": { target, text, _ in (target as? UITextField).map { $0.text = text as? String } },
        "placeholder": nil, "setPlaceholder:": nil,
        "delegate": { target, _, _ in (target as? UITextField)?.delegate },
        "setDelegate:": { target, delegate, _ in (target as? UITextField).map { $0.delegate = delegate as? UITextFieldDelegate } },
        "isEditing": nil, "textColor": nil, "setTextColor:": nil, "font": nil, "setFont:": nil, "keyboardType": nil,
        "setKeyboardType:": nil, "isSecureTextEntry": nil, "setSecureTextEntry:": nil, "borderStyle": nil, "setBorderStyle:": nil,
    ]

    private static let application: [String: Implementation?] = [
        "delegate": { target, _, _ in (target as? UIApplication)?.delegate },
        "keyWindow": nil, "windows": nil, "connectedScenes": nil, "openURL:options:completionHandler:": nil, "canOpenURL:": nil,
        "sendAction:to:from:forEvent:": nil, "applicationIconBadgeNumber": nil, "setApplicationIconBadgeNumber:": nil,
    ]

    /// UIKit's delegate and data source methods, by Objective-C selector, with the Swift name an
    /// app's class declares them by (UIKit asks `respondsToSelector:` with these).
    static let delegateMethods: [String: String] = [
        "navigationController:willShowViewController:animated:": "navigationController(_:willShow:animated:)",
        "navigationController:didShowViewController:animated:": "navigationController(_:didShow:animated:)",
        "tabBarController:didSelectViewController:": "tabBarController(_:didSelect:)",
        "tabBarController:shouldSelectViewController:": "tabBarController(_:shouldSelect:)",
        "tableView:numberOfRowsInSection:": "tableView(_:numberOfRowsInSection:)",
        "tableView:cellForRowAtIndexPath:": "tableView(_:cellForRowAt:)",
        "numberOfSectionsInTableView:": "numberOfSections(in:)",
        "tableView:didSelectRowAtIndexPath:": "tableView(_:didSelectRowAt:)",
        "tableView:heightForRowAtIndexPath:": "tableView(_:heightForRowAt:)",
        "tableView:titleForHeaderInSection:": "tableView(_:titleForHeaderInSection:)",
        "tableView:commitEditingStyle:forRowAtIndexPath:": "tableView(_:commit:forRowAt:)",
        "collectionView:numberOfItemsInSection:": "collectionView(_:numberOfItemsInSection:)",
        "collectionView:cellForItemAtIndexPath:": "collectionView(_:cellForItemAt:)",
        "collectionView:didSelectItemAtIndexPath:": "collectionView(_:didSelectItemAt:)",
        "numberOfSectionsInCollectionView:": "numberOfSections(in:)",
        "textFieldShouldReturn:": "textFieldShouldReturn(_:)",
        "textFieldDidBeginEditing:": "textFieldDidBeginEditing(_:)",
        "textFieldDidEndEditing:": "textFieldDidEndEditing(_:)",
        "textFieldShouldBeginEditing:": "textFieldShouldBeginEditing(_:)",
        "textField:shouldChangeCharactersInRange:replacementString:": "textField(_:shouldChangeCharactersIn:replacementString:)",
        "presentationControllerDidDismiss:": "presentationControllerDidDismiss(_:)",
        "presentationControllerShouldDismiss:": "presentationControllerShouldDismiss(_:)",
        "scrollViewDidScroll:": "scrollViewDidScroll(_:)",
        "numberOfComponentsInPickerView:": "numberOfComponents(in:)",
        "pickerView:numberOfRowsInComponent:": "pickerView(_:numberOfRowsInComponent:)",
        "pickerView:titleForRow:forComponent:": "pickerView(_:titleForRow:forComponent:)",
        "pickerView:didSelectRow:inComponent:": "pickerView(_:didSelectRow:inComponent:)",
        "searchBar:textDidChange:": "searchBar(_:textDidChange:)",
        "updateSearchResultsForSearchController:": "updateSearchResults(for:)",
        "application:didFinishLaunchingWithOptions:": "application(_:didFinishLaunchingWithOptions:)",
        "scene:willConnectToSession:options:": "scene(_:willConnectTo:options:)",
    ]
}
