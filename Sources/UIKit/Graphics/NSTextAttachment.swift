import Foundation

/// An image (or data) shown inline in attributed text (an icon before a label's text): kept with
/// its `bounds`; nothing is drawn. In a string it is the attachment character U+FFFC carrying the
/// `.attachment` attribute (`NSAttributedString(attachment:)`).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The object replacement character an attachment stands at (`NSAttachmentCharacter`).
    public static let character = 0xFFFC

    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public override init() { super.init() }
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    /// iOS 13.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// One character, U+FFFC, with the attachment as its `.attachment` attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
