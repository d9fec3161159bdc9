import Foundation
import WorkbookProtocol

/// Builds a scene's view tree from the storyboard model with the controls' initial values, as
/// the nib decoder does. Outlets, actions and segues are connected by the scene loader.
@_spi(Workbook) @preconcurrency @MainActor
public enum StoryboardViewFactory {
    public static func makeView(_ model: ViewModel,
                                makeCustom: (String, NSCoder?) -> UIView?) -> (root: UIView, objectsByID: [String: AnyObject]) {
        var objects: [String: AnyObject] = [:]
        let root = build(model, makeCustom: makeCustom, objects: &objects)
        return (root, objects)
    }

    private static func build(_ model: ViewModel, makeCustom: (String, NSCoder?) -> UIView?,
                              objects: inout [String: AnyObject]) -> UIView {
        let view = make(model, makeCustom: makeCustom)
        view.workbookStoryboardID = model.id
        if let tag = model.tag { view.tag = tag }
        if let hidden = model.isHidden { view.isHidden = hidden }
        if let interaction = model.isUserInteractionEnabled { view.isUserInteractionEnabled = interaction }
        // The accessibility identifier as set (a restoration ID is not one, though steps may address a control by either).
        if let identifier = model.ownAccessibilityIdentifier ?? (model.restorationIdentifier == nil ? model.accessibilityIdentifier : nil) {
            view.accessibilityIdentifier = identifier
        }
        view.restorationIdentifier = model.restorationIdentifier
        if let enabled = model.isEnabled, let control = view as? UIControl { control.isEnabled = enabled }
        place(view, from: model)
        configure(view, from: model)
        objects[model.id] = view
        for constraintModel in model.constraints ?? [] {
            let constraint = NSLayoutConstraint(storyboard: constraintModel)
            view.constraints.append(constraint)
            objects[constraintModel.id] = constraint
        }
        for child in model.subviews {
            let subview = build(child, makeCustom: makeCustom, objects: &objects)
            // A standard-style cell's labels are its textLabel and detailTextLabel (Basic, Subtitle,
            // Right Detail, Left Detail in Interface Builder).
            if let cell = view as? UITableViewCell, let label = subview as? UILabel {
                if child.id == model.textLabelID { cell.textLabel = label }
                if child.id == model.detailTextLabelID { cell.detailTextLabel = label }
            }
            if let table = view as? UITableView, child.id == model.tableHeaderViewID { table.tableHeaderView = subview }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else if let cell = view as? UITableViewCell {
                cell.contentView.addSubview(subview)
            } else if let cell = view as? UICollectionViewCell {
                cell.contentView.addSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        // A static table's cells are decoded with the scene (so the controller's outlets to the
        // views inside them connect) and are the table's rows; they are its subviews, as the
        // rows of a form on screen are.
        if let table = view as? UITableView, let sections = model.staticSections {
            table.workbookStaticSections = sections.map { section in
                let cells = section.cells.map { cellModel -> UITableViewCell in
                    let built = build(cellModel, makeCustom: makeCustom, objects: &objects)
                    guard let cell = built as? UITableViewCell else {
                        return UITableViewCell(style: .default, reuseIdentifier: cellModel.reuseIdentifier)
                    }
                    table.addSubview(cell)
                    return cell
                }
                return UITableView.StaticSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells)
            }
        }
        return view
    }

    private static func make(_ model: ViewModel, makeCustom: (String, NSCoder?) -> UIView?) -> UIView {
        if let customClass = model.customClass, !customClass.isEmpty, let custom = makeCustom(customClass, nil) {
            return custom
        }
        if model.elementName == "navigationBar" { return UINavigationBar(frame: .zero) }
        switch model.kind {
        case .label: return UILabel(frame: .zero)
        case .button: return UIButton(type: .system)
        case .textField: return UITextField(frame: .zero)
        case .textView: return UITextView(frame: .zero)
        case .switch: return UISwitch(frame: .zero)
        case .stepper: return UIStepper(frame: .zero)
        case .slider: return UISlider(frame: .zero)
        case .segmentedControl: return UISegmentedControl(items: model.segments ?? [])
        case .datePicker: return UIDatePicker(frame: .zero)
        case .imageView: return UIImageView(frame: .zero)
        case .stackView: return UIStackView(frame: .zero)
        case .tableView: return UITableView(frame: .zero)
        case .tableViewCell:
            return UITableViewCell(style: model.cellStyle.flatMap(UITableViewCell.CellStyle.init(rawValue:)) ?? .default,
                                   reuseIdentifier: model.reuseIdentifier)
        case .collectionView: return UICollectionView(frame: .zero, collectionViewLayout: makeLayout(model.collectionLayout))
        case .collectionViewCell: return UICollectionViewCell(frame: .zero)
        case .pickerView: return UIPickerView(frame: .zero)
        case .searchBar: return UISearchBar(frame: .zero)
        case .scrollView: return UIScrollView(frame: .zero)
        case .activityIndicatorView: return UIActivityIndicatorView(frame: .zero)
        case .progressView: return UIProgressView(frame: .zero)
        case .pageControl: return UIPageControl(frame: .zero)
        case .view, .other: return UIView(frame: .zero)
        }
    }

    /// A storyboard collection view's flow layout with the values Interface Builder wrote (R13.6).
    static func makeLayout(_ model: CollectionLayoutModel?) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        guard let model else { return layout }
        if let width = model.itemWidth, let height = model.itemHeight { layout.itemSize = CGSize(width: width, height: height) }
        if model.automaticEstimatedItemSize == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        } else if let width = model.estimatedItemWidth, let height = model.estimatedItemHeight {
            layout.estimatedItemSize = CGSize(width: width, height: height)
        }
        if let spacing = model.minimumLineSpacing { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = model.minimumInteritemSpacing { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if model.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
        if let inset = model.sectionInset, inset.count == 4 {
            layout.sectionInset = UIEdgeInsets(top: CGFloat(inset[0]), left: CGFloat(inset[1]), bottom: CGFloat(inset[2]), right: CGFloat(inset[3]))
        }
        return layout
    }

    /// The frame, autoresizing mask, font size and alignment Interface Builder wrote. Frames are
    /// kept as written (the simulation solves no constraints), which is where Interface Builder
    /// shows each view on the simulated device.
    private static func place(_ view: UIView, from model: ViewModel) {
        if let frame = model.frame {
            view.frame = CGRect(x: CGFloat(frame.x), y: CGFloat(frame.y), width: CGFloat(frame.width), height: CGFloat(frame.height))
        }
        if let flags = model.autoresizingMask {
            let bits: [String: UIView.AutoresizingMask] = [
                "flexibleMinX": .flexibleLeftMargin, "widthSizable": .flexibleWidth, "flexibleMaxX": .flexibleRightMargin,
                "flexibleMinY": .flexibleTopMargin, "heightSizable": .flexibleHeight, "flexibleMaxY": .flexibleBottomMargin,
            ]
            view.autoresizingMask = UIView.AutoresizingMask(flags.compactMap { bits[$0] })
        }
        let alignments: [String: NSTextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
        let alignment = model.textAlignment.flatMap { alignments[$0] }
        let font = model.fontSize.map { model.fontBold == true ? UIFont.boldSystemFont(ofSize: CGFloat($0)) : UIFont.systemFont(ofSize: CGFloat($0)) }
        switch view {
        case let label as UILabel:
            if let font { label.font = font }
            if let alignment { label.textAlignment = alignment }
        case let field as UITextField:
            if let font { field.font = font }
            if let alignment { field.textAlignment = alignment }
        case let button as UIButton:
            if let font { button.titleLabel?.font = font }
        case let textView as UITextView:
            if let font { textView.font = font }
            if let alignment { textView.textAlignment = alignment }
        default:
            break
        }
    }

    /// Initial values; a missing attribute keeps UIKit's default (docs/storyboard-subset.md, "Views").
    private static func configure(_ view: UIView, from model: ViewModel) {
        if let color = model.backgroundColor { view.backgroundColor = UIColor(storyboard: color) }
        switch view {
        case let label as UILabel:
            label.text = model.text
            if let color = model.textColor { label.textColor = UIColor(storyboard: color) }
        case let button as UIButton:
            button.setTitle(model.title, for: .normal)
            if let image = model.image { button.setImage(UIImage(named: image), for: .normal) }
            if let image = model.backgroundImage { button.setBackgroundImage(UIImage(named: image), for: .normal) }
        case let imageView as UIImageView:
            if let image = model.image { imageView.image = UIImage(named: image) }
        case let bar as UISearchBar:
            // `isOn` holds `showsCancelButton` (R16.1).
            bar.text = model.text
            bar.placeholder = model.placeholder
            bar.showsCancelButton = model.isOn ?? false
        case let field as UITextField:
            field.text = model.text
            field.placeholder = model.placeholder
        case let textView as UITextView:
            textView.text = model.text ?? ""
        case let toggle as UISwitch:
            toggle.isOn = model.isOn ?? false
        case let stepper as UIStepper:
            stepper.maximumValue = model.maximumValue ?? 100
            stepper.minimumValue = model.minimumValue ?? 0
            stepper.stepValue = model.stepValue ?? 1
            stepper.value = model.value ?? 0
        case let slider as UISlider:
            slider.minimumValue = Float(model.minimumValue ?? 0)
            slider.maximumValue = Float(model.maximumValue ?? 1)
            slider.value = Float(model.value ?? 0.5)
        case let pages as UIPageControl:
            pages.numberOfPages = Int(model.maximumValue ?? 3)
            pages.currentPage = Int(model.value ?? 0)
        case let cell as UITableViewCell:
            if let type = model.accessoryType.flatMap(UITableViewCell.AccessoryType.init(rawValue:)) { cell.accessoryType = type }
        case let segments as UISegmentedControl:
            segments.selectedSegmentIndex = model.selectedSegmentIndex ?? UISegmentedControl.noSegment
        default:
            break
        }
    }
}
