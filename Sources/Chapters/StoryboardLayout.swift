import Foundation
import WorkbookProtocol

/// Where the generated storyboard puts each control: a vertical stack on an iPhone 15 screen
/// (393×852), each control pinned to the safe area's leading edge (and trailing edge, or no
/// further than it for controls of fixed width) with 20-point margins, the first 20 points below
/// the safe area's top, each next one 12 points below the one before. The frames agree with the
/// constraints, so Interface Builder shows no misplaced views.
public enum StoryboardLayout {
    public static let screenWidth = 393
    public static let screenHeight = 852
    /// The safe area's top on that phone: the status bar, and a navigation bar inside a navigation controller.
    public static let statusBarHeight = 59
    public static let navigationBarHeight = 44
    public static let margin = 20
    public static let spacing = 12

    public struct Frame: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
    }

    /// One Auto Layout constraint as Interface Builder writes it. `firstItem`/`secondItem` nil
    /// means the view that holds the constraint.
    public struct Constraint: Equatable, Sendable {
        public var id: String
        public var firstItem: String?
        public var firstAttribute: String
        public var relation: String?
        public var secondItem: String?
        public var secondAttribute: String?
        public var constant: Int
    }

    public struct Placement: Equatable, Sendable {
        public var frame: Frame
        /// Constraints the control holds itself (its height, for controls without a natural height).
        public var ownConstraints: [Constraint]
    }

    public struct RootLayout: Equatable, Sendable {
        public var safeAreaID: String
        public var placements: [String: Placement]
        /// Constraints the root view holds: edges to the safe area, each control below the previous.
        public var constraints: [Constraint]
    }

    /// Natural size of a control: (fixed width or nil to stretch, height, height needs a constraint).
    static func size(_ view: ViewModel) -> (width: Int?, height: Int, constrained: Bool) {
        switch view.kind {
        case .label: return (nil, 21, false)
        case .button: return (nil, 35, false)
        case .textField: return (nil, 34, false)
        case .textView: return (nil, 128, true)
        case .switch: return (51, 31, false)
        case .stepper: return (94, 32, false)
        case .slider: return (nil, 30, false)
        case .segmentedControl: return (nil, 32, false)
        case .datePicker: return (nil, 35, false)
        case .activityIndicatorView: return (20, 20, false)
        case .progressView: return (nil, 4, false)
        case .imageView: return (nil, 128, true)
        default: return (nil, 44, true)
        }
    }

    /// The layout of a controller's root view whose safe area starts at `safeTop`.
    public static func layout(root: ViewModel, safeTop: Int) -> RootLayout {
        let safe = "\(root.id)-safeArea"
        var placements: [String: Placement] = [:]
        var constraints: [Constraint] = []
        var y = safeTop + margin
        var previous: String?
        for view in root.subviews {
            let (fixedWidth, height, constrained) = size(view)
            let width = fixedWidth ?? screenWidth - 2 * margin
            var own: [Constraint] = []
            if constrained {
                own.append(Constraint(id: "\(view.id)-height", firstItem: nil, firstAttribute: "height", relation: nil,
                                      secondItem: nil, secondAttribute: nil, constant: height))
            }
            placements[view.id] = Placement(frame: Frame(x: margin, y: y, width: width, height: height), ownConstraints: own)
            constraints.append(Constraint(id: "\(view.id)-leading", firstItem: view.id, firstAttribute: "leading", relation: nil,
                                          secondItem: safe, secondAttribute: "leading", constant: margin))
            constraints.append(Constraint(id: "\(view.id)-trailing", firstItem: safe, firstAttribute: "trailing",
                                          relation: fixedWidth == nil ? nil : "greaterThanOrEqual",
                                          secondItem: view.id, secondAttribute: "trailing", constant: margin))
            if let previous {
                constraints.append(Constraint(id: "\(view.id)-top", firstItem: view.id, firstAttribute: "top", relation: nil,
                                              secondItem: previous, secondAttribute: "bottom", constant: spacing))
            } else {
                constraints.append(Constraint(id: "\(view.id)-top", firstItem: view.id, firstAttribute: "top", relation: nil,
                                              secondItem: safe, secondAttribute: "top", constant: margin))
            }
            previous = view.id
            y += height + spacing
        }
        if let previous {
            constraints.append(Constraint(id: "\(previous)-bottom", firstItem: safe, firstAttribute: "bottom", relation: "greaterThanOrEqual",
                                          secondItem: previous, secondAttribute: "bottom", constant: margin))
        }
        return RootLayout(safeAreaID: safe, placements: placements, constraints: constraints)
    }

    /// Controllers shown under a navigation bar: the root of a navigation controller and, from
    /// there, every controller reached by a `show` (or `push`) segue.
    public static func underNavigationBar(_ document: StoryboardDocument) -> Set<String> {
        var inside = Set<String>()
        for scene in document.scenes where scene.controller.kind == .navigationController {
            for segue in scene.controller.allSegues where segue.kind == .relationship && segue.relationship == "rootViewController" {
                inside.insert(segue.destinationID)
            }
        }
        var changed = true
        while changed {
            changed = false
            for scene in document.scenes where inside.contains(scene.controller.id) {
                for segue in scene.controller.allSegues where (segue.kind == .show || segue.kind == .push) && !inside.contains(segue.destinationID) {
                    inside.insert(segue.destinationID)
                    changed = true
                }
            }
        }
        return inside
    }
}
