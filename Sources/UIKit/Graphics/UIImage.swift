import Foundation

/// An image by name: no pixels, enough for code that sets images.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    public let name: String?
    open private(set) var size: CGSize = CGSize(width: 24, height: 24)
    open var renderingMode: RenderingMode = .automatic

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public struct SymbolConfiguration: Sendable {
        public init(pointSize: CGFloat) {}
        public init(scale: Int) {}
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
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    open func pngData() -> Data? { Data() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { Data() }
}

/// The type of an image literal with no type around it (`let logo = #imageLiteral(resourceName: "logo")`).
public typealias _ImageLiteralType = UIImage
