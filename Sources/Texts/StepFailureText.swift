import Foundation

/// The sentences the driver writes when a step cannot be done (in English, inside the app's
/// process: `ControlFinder`, `StepActions`), read back into their parts so that each catalog
/// says them in its own language (`Messages.stepFailureReason`). A sentence not listed here is
/// shown as it is.
public enum StepFailureText: Equatable, Sendable {
    case notLaunched
    case noOutlet(screen: String, outlet: String, outlets: String)
    case noAction(screen: String, selector: String, actions: String)
    case noSegue(screen: String, segue: String, segues: String)
    case noDestination(screen: String, destination: String, destinations: String)
    case noIdentifier(screen: String, identifier: String)
    case noTitle(screen: String, title: String, titles: String)
    case noBackButtonOutsideNavigation(screen: String)
    case noBackButtonAtRoot(screen: String)
    case noBackButtonHidden(screen: String)
    case nothingToSwipeBack
    case noSheetToSwipeDown
    case noTabBar(screen: String)
    case tabBarCovered(tabBar: String, top: String)
    case noSuchTabIndex(tabBar: String, count: String, tabs: String)
    case noSuchTabTitle(tabBar: String, title: String, tabs: String)
    case noTableView(screen: String)
    case noCollectionView(screen: String)
    case noCollectionOutlet(screen: String, outlet: String)
    case severalCollectionViews(screen: String, count: String, outlets: String)
    case itemNotTappable(item: String, section: String, screen: String, reason: CollectionItemReason?, original: String)
    case pickerNeedsIndex
    case refreshNeedsOn
    case rowNotPickable(row: String, component: String, screen: String, reason: PickerRowReason?, original: String)
    case noSearchBar(screen: String)
    case noSearchBarOutlet(screen: String, outlet: String)
    case severalSearchBars(screen: String, count: String, outlets: String)
    case searchBarNotEditing(screen: String)
    case searchNotActive(screen: String)
    case noCancelButton(screen: String)
    case rowNotSwipeable(row: String, section: String, screen: String, reason: SwipeRowReason?, original: String)
    case alertOnScreen(title: String, buttons: String)
    case notTappable(locator: String)
    // Issue 28 (UIKit slice): a tab named as a control, a tab in the More list.
    case titleIsATab(title: String, screen: String, tabBar: String)
    case tabInMoreList(title: String, tabBar: String, row: String)

    /// Why a collection view item cannot be tapped (the runtime's words, `UICollectionView.workbookCell(at:)`).
    public enum CollectionItemReason: Equatable, Sendable {
        case noDataSource
        case sections(count: String)
        case items(section: String, count: String)

        static func parse(_ text: String) -> CollectionItemReason? {
            if text == "the collection view has no data source" { return .noDataSource }
            if let m = StepFailureText.match(#"the collection view has (\d+) sections?"#, text) { return .sections(count: m[0]) }
            if let m = StepFailureText.match(#"section (\d+) of the collection view has (\d+) items?"#, text) { return .items(section: m[0], count: m[1]) }
            return nil
        }
    }

    /// Why a picker view row cannot be picked (the runtime's words, `UIPickerView.workbookPick(row:component:)`).
    public enum PickerRowReason: Equatable, Sendable {
        case noDataSource
        case components(count: String)
        case rows(component: String, count: String)

        static func parse(_ text: String) -> PickerRowReason? {
            if text == "the picker view has no data source" { return .noDataSource }
            if let m = StepFailureText.match(#"the picker view has (\d+) components?"#, text) { return .components(count: m[0]) }
            if let m = StepFailureText.match(#"component (\d+) of the picker view has (\d+) rows?"#, text) { return .rows(component: m[0], count: m[1]) }
            return nil
        }
    }

    /// Why a table row cannot be swiped (the runtime's words, `UITableView.workbookSwipe`).
    public enum SwipeRowReason: Equatable, Sendable {
        case noDataSource
        case sections(count: String)
        case rows(section: String, count: String)
        case notEditable
        case emptyConfiguration
        case noSuchAction(title: String, actions: String)
        case noLeadingActions
        case notDeleteStyle
        case noCommit

        static func parse(_ text: String) -> SwipeRowReason? {
            if text == "the table view has no data source" { return .noDataSource }
            if let m = StepFailureText.match(#"the table view has (\d+) sections?"#, text) { return .sections(count: m[0]) }
            if let m = StepFailureText.match(#"section (\d+) of the table view has (\d+) rows?"#, text) { return .rows(section: m[0], count: m[1]) }
            if text == "the data source's `tableView(_:canEditRowAt:)` returns false for it" { return .notEditable }
            if text == "the delegate's swipe actions configuration for it has no actions" { return .emptyConfiguration }
            if let m = StepFailureText.match(#"it has no swipe action titled "(.*)"; its actions: (.*)"#, text) { return .noSuchAction(title: m[0], actions: m[1]) }
            if text == "the delegate gives no leading swipe actions for it" { return .noLeadingActions }
            if text == "the delegate gives no swipe actions for it and its editing style is not `.delete`" { return .notDeleteStyle }
            if text == "the delegate gives no swipe actions for it and the data source does not implement `tableView(_:commit:forRowAt:)`" { return .noCommit }
            return nil
        }
    }

    static func match(_ pattern: String, _ text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$", options: [.dotMatchesLineSeparators]),
              let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<found.numberOfRanges).map { Range(found.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }

    /// The driver's word for an empty list.
    public static let none = "none"

    public static func parse(_ reason: String) -> StepFailureText? {
        func match(_ pattern: String) -> [String]? {
            guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$", options: [.dotMatchesLineSeparators]),
                  let found = regex.firstMatch(in: reason, range: NSRange(reason.startIndex..., in: reason)) else { return nil }
            return (1..<found.numberOfRanges).map { Range(found.range(at: $0), in: reason).map { String(reason[$0]) } ?? "" }
        }
        if reason == "Nothing is on screen yet: the app has not launched (add a `launch` step first)." { return .notLaunched }
        if let m = match(#"(\S+) has no outlet `(.+?)` connected to a control\. Outlets there: (.*)\."#) { return .noOutlet(screen: m[0], outlet: m[1], outlets: m[2]) }
        if let m = match(#"No control on (\S+) is wired to `(.+?)`\. Controls there are wired to: (.*)\."#) { return .noAction(screen: m[0], selector: m[1], actions: m[2]) }
        if let m = match(#"No control on (\S+) triggers the segue `(.+?)`\. Segues triggered there: (.*)\."#) { return .noSegue(screen: m[0], segue: m[1], segues: m[2]) }
        if let m = match(#"No control on (\S+) has a segue to (\S+)\. Segues there lead to: (.*)\."#) { return .noDestination(screen: m[0], destination: m[1], destinations: m[2]) }
        if let m = match(#"No control on (\S+) has the identifier `(.+?)`\."#) { return .noIdentifier(screen: m[0], identifier: m[1]) }
        if let m = match(#"No control on (\S+) has the title "(.*)"\. Titles there: (.*)\."#) { return .noTitle(screen: m[0], title: m[1], titles: m[2]) }
        if let m = match(#"There is no Back button: the visible screen \((.*)\) is not inside a navigation controller\."#) { return .noBackButtonOutsideNavigation(screen: m[0]) }
        if let m = match(#"There is no Back button: (\S+) is the root of its navigation controller\."#) { return .noBackButtonAtRoot(screen: m[0]) }
        if let m = match(#"There is no Back button: (\S+) hides it \(navigationItem\.hidesBackButton is true\)\."#) { return .noBackButtonHidden(screen: m[0]) }
        if reason == "There is nothing to swipe back to: the visible screen is not above another one in a navigation controller." { return .nothingToSwipeBack }
        if reason == "There is no sheet to swipe down: the top screen is not presented as a sheet." { return .noSheetToSwipeDown }
        if let m = match(#"There is no tab bar on screen: (.+) is not inside a tab bar controller\."#) { return .noTabBar(screen: m[0]) }
        if let m = match(#"The tab bar of (\S+) is covered by (\S+), presented over it: close that screen first\."#) { return .tabBarCovered(tabBar: m[0], top: m[1]) }
        if let m = match(#"(\S+) has (\d+) tab\(s\), numbered from 0: (.*)\."#) { return .noSuchTabIndex(tabBar: m[0], count: m[1], tabs: m[2]) }
        if let m = match(#""(.*)" is a tab of (\S+), not a control on (\S+): tap it with `\{tab: ".*"\}`\."#) { return .titleIsATab(title: m[0], screen: m[2], tabBar: m[1]) }
        if let m = match(#"The tab "(.*)" of (\S+) is in the More list \(the bar shows four tabs and More\): tap `\{tab: "More"\}`, then its row `\{row: (\d+)\}`\."#) { return .tabInMoreList(title: m[0], tabBar: m[1], row: m[2]) }
        if let m = match(#"No tab of (\S+) has the title "(.*)"\. Its tabs: (.*)\."#) { return .noSuchTabTitle(tabBar: m[0], title: m[1], tabs: m[2]) }
        if let m = match(#"There is no table view on (\S+) to tap a row of\."#) { return .noTableView(screen: m[0]) }
        if let m = match(#"There is no collection view on (\S+) to tap an item of\."#) { return .noCollectionView(screen: m[0]) }
        if let m = match(#"(\S+) has no outlet `(.+?)` that refers to a collection view\."#) { return .noCollectionOutlet(screen: m[0], outlet: m[1]) }
        if let m = match(#"(\S+) shows (\d+) collection views: name one with `collection: OUTLET`\. Outlets to them: (.*)\."#) {
            return .severalCollectionViews(screen: m[0], count: m[1], outlets: m[2])
        }
        if let m = match(#"Item (\d+) of section (\d+) cannot be tapped on (\S+): (.*)\."#) {
            return .itemNotTappable(item: m[0], section: m[1], screen: m[2], reason: CollectionItemReason.parse(m[3]), original: m[3])
        }
        if reason == "A picker view is set with `index: ROW` (and `component: N` when it has several)." { return .pickerNeedsIndex }
        if reason == "A refresh control is pulled with `on: true`; the app itself ends the refresh with `endRefreshing()`." { return .refreshNeedsOn }
        if let m = match(#"Row (\d+) of component (\d+) cannot be picked on (\S+): (.*)\."#) {
            return .rowNotPickable(row: m[0], component: m[1], screen: m[2], reason: PickerRowReason.parse(m[3]), original: m[3])
        }
        if let m = match(#"There is no search bar on (\S+): its navigation item has no search controller and its view has no search bar\."#) { return .noSearchBar(screen: m[0]) }
        if let m = match(#"(\S+) has no outlet `(.+?)` that refers to a search bar or a search controller\."#) { return .noSearchBarOutlet(screen: m[0], outlet: m[1]) }
        if let m = match(#"(\S+) shows (\d+) search bars: name one with `outlet: OUTLET`\. Outlets to them: (.*)\."#) {
            return .severalSearchBars(screen: m[0], count: m[1], outlets: m[2])
        }
        if let m = match(#"The search bar on (\S+) is not being edited, so the keyboard's Search key is not there: type into it first\."#) { return .searchBarNotEditing(screen: m[0]) }
        if let m = match(#"The search bar on (\S+) shows no Cancel button: its search controller is not active \(type into its search bar first\)\."#) { return .searchNotActive(screen: m[0]) }
        if let m = match(#"The search bar on (\S+) shows no Cancel button: its `showsCancelButton` is false\."#) { return .noCancelButton(screen: m[0]) }
        if let m = match(#"Row (\d+) of section (\d+) cannot be swiped on (\S+): (.*)\."#) {
            return .rowNotSwipeable(row: m[0], section: m[1], screen: m[2], reason: SwipeRowReason.parse(m[3]), original: m[3])
        }
        if let m = match(#"An alert is on screen \("(.*)"\); tap one of its buttons by title: (.*)\."#) { return .alertOnScreen(title: m[0], buttons: m[1]) }
        if let m = match(#"(.+) is not a control that can be tapped\."#) { return .notTappable(locator: m[0]) }
        return nil
    }
}
