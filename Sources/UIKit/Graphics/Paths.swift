import Foundation

// Paths (uikit-rules §18): `CGPath`, `CGMutablePath` and `UIBezierPath` keep their elements (an
// arc as the cubic Bézier segments Core Graphics makes of it, at most a quarter turn each) so
// `bounds`, `currentPoint` and `isEmpty` read back; nothing is filled, stroked or clipped.

/// One element of a path, in the path's own coordinates.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The points the element names, control points included.
    var points: [CGPoint] {
        switch self {
        case let .move(point), let .line(point): return [point]
        case let .quadCurve(point, control): return [control, point]
        case let .curve(point, control1, control2): return [control1, control2, point]
        case .close: return []
        }
    }
}

/// The elements of a path and where it stands: shared by `CGPath` and `UIBezierPath`.
struct PathElements: Equatable, Sendable {
    var elements: [PathElement] = []

    /// Where the next element starts: the last point, or the start of the subpath a close ended.
    var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case let .move(point): subpathStart = point; current = point
            case .close: current = subpathStart
            default: current = element.points.last
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included (`CGPath.boundingBox`,
    /// `UIBezierPath.bounds`); `.null` for a path without points.
    var bounds: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of what would be drawn (`CGPath.boundingBoxOfPath`): control points of
    /// curves count only as far as the curve reaches them, sampled.
    var pathBounds: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(point), let .line(point): points.append(point); last = point
            case let .quadCurve(point, control):
                for step in 1...32 {
                    let t = CGFloat(step) / 32, u = 1 - t
                    points.append(CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * point.x,
                                          y: u * u * last.y + 2 * u * t * control.y + t * t * point.y))
                }
                last = point
            case let .curve(point, control1, control2):
                for step in 1...32 {
                    let t = CGFloat(step) / 32, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * last.x + b * control1.x + c * control2.x + d * point.x,
                                          y: a * last.y + b * control1.y + c * control2.y + d * point.y))
                }
                last = point
            case .close: break
            }
        }
        return PathElements(elements: points.map { .line($0) }).bounds
    }

    mutating func move(to point: CGPoint) { elements.append(.move(point)) }

    /// A line needs a current point; without one it starts a subpath (Core Graphics logs and
    /// does nothing; UIKit's `addLine` raises: the path here stays usable).
    mutating func addLine(to point: CGPoint) {
        elements.append(currentPoint == nil ? .move(point) : .line(point))
    }

    mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { elements.append(.move(control)) }
        elements.append(.quadCurve(point, control: control))
    }

    mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { elements.append(.move(control1)) }
        elements.append(.curve(point, control1: control1, control2: control2))
    }

    mutating func close() {
        if let last = elements.last, last != .close, currentPoint != nil { elements.append(.close) }
    }

    /// An arc of a circle from `startAngle` (radians, from the x axis towards y) in the direction
    /// of increasing angles when `increasing`: a line (or a move, on an empty path) to its start,
    /// then at most quarter-turn cubic segments. A sweep of 2π or more is one full turn.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = increasing ? endAngle - startAngle : startAngle - endAngle
        if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { elements.append(.move(start)) } else if currentPoint != start { elements.append(.line(start)) }
        guard sweep > 0, radius > 0 else { return }
        let count = max(1, Int((sweep / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = (increasing ? sweep : -sweep) / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let from = CGPoint(x: cos(angle), y: sin(angle)), to = CGPoint(x: cos(next), y: sin(next))
            let control1 = CGPoint(x: center.x + radius * (from.x - k * from.y), y: center.y + radius * (from.y + k * from.x))
            let control2 = CGPoint(x: center.x + radius * (to.x + k * to.y), y: center.y + radius * (to.y - k * to.x))
            elements.append(.curve(CGPoint(x: center.x + radius * to.x, y: center.y + radius * to.y),
                                   control1: control1, control2: control2))
            angle = next
        }
    }

    /// An ellipse in the rectangle: four quarter curves from its right middle, closed.
    mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        elements.append(.move(CGPoint(x: rect.maxX, y: cy)))
        elements.append(.curve(CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: rect.maxY)))
        elements.append(.curve(CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: cy + k * ry)))
        elements.append(.curve(CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: rect.minY)))
        elements.append(.curve(CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: cy - k * ry)))
        elements.append(.close)
    }

    mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        elements.append(.move(CGPoint(x: rect.minX, y: rect.minY)))
        elements.append(.line(CGPoint(x: rect.maxX, y: rect.minY)))
        elements.append(.line(CGPoint(x: rect.maxX, y: rect.maxY)))
        elements.append(.line(CGPoint(x: rect.minX, y: rect.maxY)))
        elements.append(.close)
    }

    /// A rectangle with the given corners rounded by `radius` (at most half the shorter side, as
    /// UIKit limits it), clockwise on screen from the top left.
    mutating func addRoundedRect(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat) {
        let rect = rect.standardized
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        func cornerRadius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let topLeft = cornerRadius(.topLeft), topRight = cornerRadius(.topRight)
        let bottomRight = cornerRadius(.bottomRight), bottomLeft = cornerRadius(.bottomLeft)
        let half = CGFloat.pi / 2
        elements.append(.move(CGPoint(x: rect.minX + topLeft, y: rect.minY)))
        elements.append(.line(CGPoint(x: rect.maxX - topRight, y: rect.minY)))
        if topRight > 0 { addArc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, startAngle: -half, endAngle: 0, increasing: true) }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 { addArc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, startAngle: 0, endAngle: half, increasing: true) }
        addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 { addArc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, startAngle: half, endAngle: .pi, increasing: true) }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 { addArc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, startAngle: .pi, endAngle: 3 * half, increasing: true) }
        elements.append(.close)
    }
}

/// Which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

public enum CGLineCap: Int32, Sendable { case butt = 0, round = 1, square = 2 }
public enum CGLineJoin: Int32, Sendable { case miter = 0, round = 1, bevel = 2 }
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd = 1 }

/// An immutable Core Graphics path (`UIBezierPath.cgPath`, `CAShapeLayer.path`). The SDK's
/// `transform:` parameters take a pointer to a `CGAffineTransform`, which is not simulated: only
/// `nil` is accepted.
open class CGPath: @unchecked Sendable {
    var storage: PathElements

    init(storage: PathElements) { self.storage = storage }

    public convenience init(rect: CGRect, transform: Never?) {
        var storage = PathElements()
        storage.addRect(rect)
        self.init(storage: storage)
    }
    public convenience init(ellipseIn rect: CGRect, transform: Never?) {
        var storage = PathElements()
        storage.addEllipse(in: rect)
        self.init(storage: storage)
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: Never?) {
        var storage = PathElements()
        storage.addRoundedRect(rect, corners: .allCorners, radius: min(cornerWidth, cornerHeight))
        self.init(storage: storage)
    }

    public var isEmpty: Bool { storage.elements.isEmpty }
    /// `.zero` when the path has no current point, as Core Graphics gives it.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    /// Every point of the path, control points included; `.null` for an empty path.
    public var boundingBox: CGRect { storage.bounds }
    /// What the path covers, without the control points the curves do not reach.
    public var boundingBoxOfPath: CGRect { storage.pathBounds }
    public func copy() -> CGPath? { CGPath(storage: storage) }
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.storage = storage
        return copy
    }
}

extension CGPath: Equatable {
    public static func == (a: CGPath, b: CGPath) -> Bool { a.storage == b.storage }
}

/// A path built element by element (`move(to:)`, `addLine(to:)`, `addArc`…). Core Graphics'
/// `clockwise` is in its own coordinates (y up): `clockwise: true` goes towards decreasing angles,
/// which is anticlockwise on a UIKit screen, the opposite of `UIBezierPath`'s.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(storage: PathElements()) }

    public func move(to point: CGPoint) { storage.move(to: point) }
    public func addLine(to point: CGPoint) { storage.addLine(to: point) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        storage.move(to: first)
        for point in points.dropFirst() { storage.addLine(to: point) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { storage.addQuadCurve(to: end, control: control) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise)
    }
    public func addRect(_ rect: CGRect) { storage.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { storage.addRect(rect) } }
    public func addEllipse(in rect: CGRect) { storage.addEllipse(in: rect) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        storage.addRoundedRect(rect, corners: .allCorners, radius: min(cornerWidth, cornerHeight))
    }
    public func addPath(_ path: CGPath) { storage.elements += path.storage.elements }
    public func closeSubpath() { storage.close() }
}

/// UIKit's path: the elements and the drawing settings it keeps; `fill()`, `stroke()` and
/// `addClip()` draw nothing (there is no drawing context). Angles are in UIKit's coordinates:
/// `clockwise: true` is clockwise on screen (towards increasing angles).
open class UIBezierPath: NSObject, NSCopying {
    var storage = PathElements()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage.addRoundedRect(rect, corners: .allCorners, radius: cornerRadius)
    }
    /// The corners' radius is `cornerRadii.width` (UIKit uses the width for both).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        storage.addRoundedRect(rect, corners: corners, radius: cornerRadii.width)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.storage
    }

    /// A copy of the elements as an immutable path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(storage: storage) }
        set { storage = newValue.storage }
    }
    open var isEmpty: Bool { storage.elements.isEmpty }
    /// Every point of the path, control points included (the `bounds` documentation); `.null` when empty.
    open var bounds: CGRect { storage.bounds }
    open var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    open func move(to point: CGPoint) { storage.move(to: point) }
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { storage.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
    }
    open func close() { storage.close() }
    open func removeAllPoints() { storage.elements.removeAll() }
    open func append(_ bezierPath: UIBezierPath) { storage.elements += bezierPath.storage.elements }

    /// Nothing is drawn: there is no graphics context.
    open func fill() {}
    open func stroke() {}
    open func addClip() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.storage = storage
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.flatness = flatness; copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }
}
