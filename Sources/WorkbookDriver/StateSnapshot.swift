import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// The app as it looks after the last step: window root, navigation stacks, presented chain,
/// the visible controller and its labels.
@MainActor
enum StateSnapshot {
    /// `screen`: add the screen as drawn (`ScreenCapture`), only when the host asked for screens.
    static func capture(screen: Bool = false) -> AppState {
        let runtime = Runtime.shared
        let trace = runtime.trace
        let chain = runtime.presentedChain
        var state = AppState()
        state.windowRoot = runtime.keyWindow?.rootViewController.map { trace.tag($0) }
        for controller in chain {
            for tabBar in shownContainers(in: controller, of: UITabBarController.self) {
                let tabs = tabBar.viewControllers ?? []
                let selected = tabBar.selectedViewController.flatMap { selected in tabs.firstIndex { $0 === selected } }
                state.tabBars = (state.tabBars ?? []) + [TabBarState(tabBarController: trace.tag(tabBar), tabs: tabs.map { trace.tag($0) },
                                                                     titles: tabBar.workbookTabTitles,
                                                                     badges: tabs.map { $0.tabBarItem.badgeValue }, selectedIndex: selected)]
            }
            for split in shownContainers(in: controller, of: UISplitViewController.self) {
                state.splitViews = (state.splitViews ?? []) + [SplitViewState(splitViewController: trace.tag(split),
                                                                              viewControllers: split.viewControllers.map { trace.tag($0) },
                                                                              collapsed: split.isCollapsed)]
            }
            for navigation in shownContainers(in: controller, of: UINavigationController.self) {
                state.navigationStacks.append(NavigationStackState(navigationController: trace.tag(navigation),
                                                                   stack: navigation.viewControllers.map { trace.tag($0) }))
            }
        }
        for (presenter, presented) in zip(chain, chain.dropFirst()) {
            state.presented.append(PresentedState(controller: trace.tag(presented), presentingController: trace.tag(presenter),
                                                  style: presented.workbookPresentationStyle?.name ?? "unknown"))
        }
        if let visible = runtime.visibleController {
            // The screen on top is the one a navigation, tab or split controller shows (or the
            // presented one): a content screen's embedded children (a container view, `addChild`)
            // are parts of it, not the top (docs/uikit-rules.md R4.22).
            let screen = topScreen(of: visible)
            state.visibleController = trace.tag(screen)
            // Its labels and its children's, with those of the containers around it.
            state.labels = labels(ofScreen: screen) + screen.workbookAncestors.flatMap { labels(of: $0, ownViewOnly: true) }
        }
        if screen { state.screen = ScreenCapture.capture() }
        return state
    }

    /// The screen `visible` is part of: climbing from an embedded child to the content screen that
    /// holds it, up to the child of a navigation, tab or split controller (or a root or
    /// presented controller).
    static func topScreen(of visible: UIViewController) -> UIViewController {
        var screen = visible
        while let parent = screen.parent, !isSystemContainer(parent) { screen = parent }
        return screen
    }

    static func isSystemContainer(_ controller: UIViewController) -> Bool {
        controller is UINavigationController || controller is UITabBarController || controller is UISplitViewController
    }

    /// A screen's labels: its own view's, and each embedded child's (named by that child's outlets).
    static func labels(ofScreen screen: UIViewController) -> [LabelState] {
        labels(of: screen, ownViewOnly: true) + screen.workbookVisibleChildren.filter { !isSystemContainer($0) }.flatMap { labels(ofScreen: $0) }
    }

    /// The containers of this kind among `controller` and the children it shows, outermost first.
    private static func shownContainers<Container: UIViewController>(in controller: UIViewController, of kind: Container.Type) -> [Container] {
        var result: [Container] = []
        if let container = controller as? Container { result.append(container) }
        for child in controller.workbookVisibleChildren { result += shownContainers(in: child, of: kind) }
        return result
    }

    static func labels(of controller: UIViewController, ownViewOnly: Bool = false) -> [LabelState] {
        guard let root = controller.workbookScreenView else { return [] }
        let views = ownViewOnly ? ControlFinder.ownViews(root, of: controller) : ControlFinder.allViews(root)
        let outletByID = Dictionary(controller.workbookOutletIDs.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let tag = Runtime.shared.trace.tag(controller)
        return views.compactMap { view in
            guard let label = view as? UILabel, !label.isHidden else { return nil }
            return LabelState(controller: tag, outlet: label.workbookStoryboardID.flatMap { outletByID[$0] }, text: label.text)
        }
    }
}
