import Foundation

/// An image by name: no pixels, enough for code that sets images.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    public let name: String?
    open private(set) var size: CGSize = CGSize(width: 24, height: 24)
    open var renderingMode: RenderingMode = .automatic

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol image's configuration (size, weight, scale, colours): kept, nothing is drawn.
    public struct SymbolConfiguration: Hashable, Sendable {
        public private(set) var pointSize: CGFloat?
        public private(set) var weight: SymbolWeight?
        public private(set) var scale: SymbolScale?
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var font: UIFont?
        public private(set) var colors: [UIColor]?
        public private(set) var prefersMulticolor = false

        public static let unspecified = SymbolConfiguration()
        init() {}
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.pointSize = pointSize; self.weight = weight }
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        public init(weight: SymbolWeight) { self.weight = weight }
        public init(scale: SymbolScale) { self.scale = scale }
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.textStyle = textStyle; self.scale = scale }
        public init(font: UIFont) { self.font = font }
        public init(font: UIFont, scale: SymbolScale) { self.font = font; self.scale = scale }
        /// iOS 15.
        public init(hierarchicalColor: UIColor) { colors = [hierarchicalColor] }
        public init(paletteColors: [UIColor]) { colors = paletteColors }
        public static func preferringMulticolor() -> SymbolConfiguration {
            var configuration = SymbolConfiguration()
            configuration.prefersMulticolor = true
            return configuration
        }
        /// This configuration with what `otherConfiguration` sets laid over it.
        public func applying(_ otherConfiguration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = otherConfiguration else { return self }
            var merged = self
            if let value = other.pointSize { merged.pointSize = value }
            if let value = other.weight { merged.weight = value }
            if let value = other.scale { merged.scale = value }
            if let value = other.textStyle { merged.textStyle = value }
            if let value = other.font { merged.font = value }
            if let value = other.colors { merged.colors = value }
            if other.prefersMulticolor { merged.prefersMulticolor = true }
            return merged
        }
    }

    init(imageName: String?) { name = imageName; super.init() }
    public convenience init?(named name: String) { self.init(imageName: name) }
    /// Xcode's image literal (`#imageLiteral(resourceName: "logo")`).
    public required convenience init(imageLiteralResourceName path: String) { self.init(imageName: path) }
    /// An image an image context made: no name, the context's size.
    convenience init(drawnOfSize drawnSize: CGSize) {
        self.init(imageName: nil)
        size = drawnSize
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(imageName: name)
    }
    public convenience init?(systemName name: String) { self.init(imageName: name) }
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) { self.init(imageName: name) }
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(imageName: path)
    }
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(imageName: nil)
    }
    public convenience override init() { self.init(imageName: nil) }

    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = UIImage(imageName: name)
        copy.renderingMode = mode
        return copy
    }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    open func pngData() -> Data? { Data() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { Data() }
}

/// The type of an image literal with no type around it (`let logo = #imageLiteral(resourceName: "logo")`).
public typealias _ImageLiteralType = UIImage
