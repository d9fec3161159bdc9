import Foundation

// Core Animation's gradient and shape layers (uikit-rules §18): what is set is kept with the
// SDK's types and defaults; nothing is drawn.

/// A layer that would draw a gradient of `colors` (`CGColor`s, as `[Any]?` in the SDK) at
/// `locations` from `startPoint` to `endPoint` (unit coordinates of the layer).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that would draw `path`: filled opaque black and not stroked unless set otherwise
/// (the SDK's defaults). Used as a `mask` it keeps the path; nothing is clipped here.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
