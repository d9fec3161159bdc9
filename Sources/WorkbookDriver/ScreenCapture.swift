import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// The screen as the app shows it after a step (`ScreenSnapshot`), read from the simulation's
/// controllers and views. Made only when the host asks for screens (`RunRequest.screens`); it
/// reads properties and calls nothing that records an event, asks a data source or loads a view,
/// so a run with screens has the same trace as one without. Bounded: at most `nodeLimit` views
/// and `depthLimit` levels, texts cut at `textLimit` characters.
@MainActor
enum ScreenCapture {
    static let nodeLimit = 1500
    static let depthLimit = 40
    static let textLimit = 300
    /// The shown controller's outlets by storyboard object id, while its views are read.
    static var outletsByID: [String: String] = [:]

    static func capture() -> ScreenSnapshot {
        let runtime = Runtime.shared
        let trace = runtime.trace
        let chain = runtime.presentedChain
        var snapshot = ScreenSnapshot()
        var budget = nodeLimit
        for (index, controller) in chain.enumerated() {
            let style = index == 0 ? "root" : (controller.workbookPresentationStyle?.name ?? "unknown")
            if let alert = controller as? UIAlertController {
                snapshot.layers.append(ScreenLayer(controller: trace.tag(alert), style: style, alert: alertSnapshot(alert, budget: &budget)))
                continue
            }
            var layer = ScreenLayer(controller: trace.tag(controller), style: style)
            var content = controller
            // Down through the containers whose bars the screen shows, to the controller whose view fills it.
            for _ in 0..<depthLimit {
                if let tabs = content as? UITabBarController {
                    let children = tabs.viewControllers ?? []
                    let selected = tabs.selectedViewController.flatMap { selected in children.firstIndex { $0 === selected } }
                    layer.tabBar = TabBarSnapshot(titles: tabs.workbookTabTitles.map { cut($0 ?? "") },
                                                  badges: children.map { $0.tabBarItem.badgeValue.map(cut) }, selectedIndex: selected)
                    guard let next = tabs.selectedViewController else { break }
                    content = next
                } else if let navigation = content as? UINavigationController {
                    if !navigation.isNavigationBarHidden { layer.navigationBar = navigationBar(navigation) }
                    guard let top = navigation.topViewController else { break }
                    content = top
                } else if content is UISplitViewController, let shown = content.workbookVisibleChildren.last {
                    content = shown
                } else {
                    break
                }
            }
            layer.contentController = trace.tag(content)
            outletsByID = Dictionary(content.workbookOutletIDs.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            if let view = content.workbookScreenView { layer.view = capture(view, depth: 0, budget: &budget) }
            outletsByID = [:]
            if index == 0, let frame = content.workbookScreenView?.frame, frame.width > 0, frame.height > 0 {
                snapshot.width = Double(frame.width)
                snapshot.height = Double(frame.height)
            }
            if index == 0 {
                let styles = [runtime.keyWindow?.overrideUserInterfaceStyle, controller.overrideUserInterfaceStyle]
                if styles.contains(.dark) { snapshot.style = "dark" } else if styles.contains(.light) { snapshot.style = "light" }
            }
            snapshot.layers.append(layer)
        }
        return snapshot
    }

    static func cut(_ text: String) -> String { text.count > textLimit ? String(text.prefix(textLimit)) + "…" : text }

    static func navigationBar(_ navigation: UINavigationController) -> NavigationBarSnapshot {
        let stack = navigation.viewControllers
        guard let top = stack.last else { return NavigationBarSnapshot() }
        let item = top.navigationItem
        var bar = NavigationBarSnapshot(title: (item.title ?? top.title).map(cut),
                                        leftItems: (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map { cut($0.workbookVisibleTitle ?? "•") },
                                        rightItems: (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map { cut($0.workbookVisibleTitle ?? "•") })
        if navigation.navigationBar.prefersLargeTitles { bar.prefersLargeTitles = true }
        if stack.count > 1, !item.hidesBackButton, bar.leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let previous = stack[stack.count - 2]
            let title = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title
            bar.backTitle = cut(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back")
        }
        return bar
    }

    static func alertSnapshot(_ alert: UIAlertController, budget: inout Int) -> AlertSnapshot {
        let actions = alert.actions.map { action -> AlertActionSnapshot in
            let style: String
            switch action.style {
            case .cancel: style = "cancel"
            case .destructive: style = "destructive"
            default: style = "default"
            }
            return AlertActionSnapshot(title: cut(action.title ?? ""), style: style, isEnabled: action.isEnabled)
        }
        return AlertSnapshot(style: alert.preferredStyle == .actionSheet ? "actionSheet" : "alert", title: alert.title.map(cut),
                             message: alert.message.map(cut), actions: actions,
                             textFields: (alert.textFields ?? []).compactMap { capture($0, depth: 0, budget: &budget) })
    }

    static func kind(of view: UIView) -> String {
        switch view {
        case is UILabel: return ViewKind.label.rawValue
        case is UIButton: return ViewKind.button.rawValue
        case is UITextField: return ViewKind.textField.rawValue
        case is UITextView: return ViewKind.textView.rawValue
        case is UISwitch: return ViewKind.switch.rawValue
        case is UIStepper: return ViewKind.stepper.rawValue
        case is UISlider: return ViewKind.slider.rawValue
        case is UISegmentedControl: return ViewKind.segmentedControl.rawValue
        case is UIDatePicker: return ViewKind.datePicker.rawValue
        case is UIImageView: return ViewKind.imageView.rawValue
        case is UIStackView: return ViewKind.stackView.rawValue
        case is UITableView: return ViewKind.tableView.rawValue
        case is UICollectionView: return ViewKind.collectionView.rawValue
        case is UITableViewCell: return ViewKind.tableViewCell.rawValue
        case is UICollectionViewCell: return ViewKind.collectionViewCell.rawValue
        case is UISearchBar: return ViewKind.searchBar.rawValue
        case is UIPickerView: return ViewKind.pickerView.rawValue
        case is UIActivityIndicatorView: return ViewKind.activityIndicatorView.rawValue
        case is UIProgressView: return ViewKind.progressView.rawValue
        case is UINavigationBar: return "navigationBar"
        case is UIScrollView: return ViewKind.scrollView.rawValue
        default: return ViewKind.view.rawValue
        }
    }

    static func color(_ color: UIColor?) -> ScreenColor? {
        guard let color else { return nil }
        return ScreenColor(name: color.workbookName, red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
                           alpha: Double(color.alpha))
    }

    static func alignment(_ alignment: NSTextAlignment) -> String {
        switch alignment {
        case .left: return "left"
        case .center: return "center"
        case .right: return "right"
        case .justified: return "justified"
        case .natural: return "natural"
        }
    }

    static func rect(_ frame: CGRect) -> RectModel? {
        let values: [Double] = [frame.origin.x, frame.origin.y, frame.width, frame.height].map { Double($0) }
        guard values.allSatisfy({ $0.isFinite }) else { return nil }
        return RectModel(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func capture(_ view: UIView, depth: Int, budget: inout Int) -> ScreenView? {
        guard budget > 0, depth < depthLimit else { return nil }
        budget -= 1
        var node = ScreenView(kind: kind(of: view), frame: rect(view.frame))
        node.outlet = view.workbookStoryboardID.flatMap { outletsByID[$0] }
        if view.isHidden { node.isHidden = true }
        if view.alpha < 1 { node.alpha = max(0, Double(view.alpha)) }
        node.backgroundColor = color(view.backgroundColor)
        switch view {
        case let label as UILabel:
            node.text = label.text.map(cut)
            node.fontSize = label.font.map { Double($0.pointSize) }
            if label.font?.fontName.contains("Semibold") == true || label.font?.fontName.contains("Bold") == true { node.bold = true }
            node.alignment = alignment(label.textAlignment)
            node.textColor = color(label.textColor)
        case let button as UIButton:
            node.text = (button.currentTitle ?? button.configuration?.title).map(cut)
            node.fontSize = button.titleLabel?.font.map { Double($0.pointSize) }
            node.isEnabled = button.isEnabled
            node.image = (button.currentImage ?? button.configuration?.image)?.name.map(cut)
        case let field as UITextField:
            node.text = field.text.map(cut)
            node.placeholder = field.placeholder.map(cut)
            node.fontSize = field.font.map { Double($0.pointSize) }
            node.alignment = alignment(field.textAlignment)
            node.isEnabled = field.isEnabled
        case let textView as UITextView:
            node.text = textView.text.map(cut)
            node.fontSize = textView.font.map { Double($0.pointSize) }
            node.alignment = alignment(textView.textAlignment)
        case let toggle as UISwitch:
            node.isOn = toggle.workbookIsOn
            node.isEnabled = toggle.isEnabled
        case let stepper as UIStepper:
            node.value = stepper.value
            node.minimumValue = stepper.minimumValue
            node.maximumValue = stepper.maximumValue
            node.isEnabled = stepper.isEnabled
        case let slider as UISlider:
            node.value = Double(slider.value)
            node.minimumValue = Double(slider.minimumValue)
            node.maximumValue = Double(slider.maximumValue)
            node.isEnabled = slider.isEnabled
        case let segments as UISegmentedControl:
            node.segments = (0..<min(segments.numberOfSegments, 50)).map { cut(segments.titleForSegment(at: $0) ?? "") }
            node.selectedIndex = segments.workbookSelectedSegmentIndex
        case let progress as UIProgressView:
            node.value = Double(progress.progress)
        case let imageView as UIImageView:
            node.image = imageView.image.map { $0.name.map(cut) ?? "" }
        case let bar as UISearchBar:
            node.text = bar.text.map(cut)
            node.placeholder = bar.placeholder.map(cut)
        case let table as UITableView:
            node.cells = table.visibleCells.prefix(100).compactMap { cell in
                guard let path = table.indexPath(for: cell) else { return nil }
                return self.cell(cell, contentView: cell.contentView, textLabel: cell.textLabel, detailLabel: cell.detailTextLabel,
                                 section: path.section, row: path.row, accessory: cell.accessoryType.rawValue, selected: cell.isSelected,
                                 depth: depth, budget: &budget)
            }
            return node
        case let collection as UICollectionView:
            node.cells = collection.visibleCells.prefix(100).compactMap { cell in
                guard let path = collection.indexPath(for: cell) else { return nil }
                return self.cell(cell, contentView: cell.contentView, textLabel: nil, detailLabel: nil,
                                 section: path.section, row: path.item, accessory: nil, selected: cell.isSelected,
                                 depth: depth, budget: &budget)
            }
            return node
        default:
            break
        }
        // A button's and a text field's own parts are drawn from their properties.
        guard !(view is UIButton) else { return node }
        for subview in view.subviews {
            if let child = capture(subview, depth: depth + 1, budget: &budget) { node.subviews.append(child) }
        }
        return node
    }

    /// A cell: the texts of its labels (its standard `textLabel` and `detailTextLabel`, or the
    /// labels of its content view and content configuration, in order), and the content view's
    /// views that have frames (a custom cell's).
    static func cell(_ cell: UIView, contentView: UIView, textLabel: UILabel?, detailLabel: UILabel?, section: Int, row: Int,
                     accessory: Int?, selected: Bool, depth: Int, budget: inout Int) -> ScreenCell {
        var texts: [String] = []
        func labels(in view: UIView, depth: Int) {
            guard depth < depthLimit, !view.isHidden else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(cut(text)) }
            for subview in view.subviews { labels(in: subview, depth: depth + 1) }
        }
        for label in [textLabel, detailLabel] {
            if let label, label.superview == nil, let text = label.text, !text.isEmpty { texts.append(cut(text)) }
        }
        labels(in: contentView, depth: 0)
        var result = ScreenCell(section: section, row: row, text: texts.first, detailText: texts.dropFirst().first)
        if let accessory, accessory != 0 { result.accessory = accessory }
        if selected { result.isSelected = true }
        if cell.frame.height > 0 { result.height = Double(cell.frame.height) }
        let framed = contentView.subviews.filter { !$0.frame.isEmpty }
        if !framed.isEmpty, framed.count == contentView.subviews.count {
            result.subviews = framed.compactMap { capture($0, depth: depth + 2, budget: &budget) }
        }
        return result
    }
}
