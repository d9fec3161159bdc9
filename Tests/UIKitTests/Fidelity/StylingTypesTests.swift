import Foundation
@_spi(Workbook) @testable import UIKit
import XCTest

/// The styling types that were on the source gate's not-simulated list (docs/uikit-rules.md §18):
/// paths, gradient and shape layers, blur views, font descriptors and metrics, text attachments and
/// `UIBarAppearance`. Values are stored with the SDK's defaults and read back exactly; nothing is drawn.
final class StylingTypesTests: XCTestCase {
    private func assertRect(_ rect: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-9,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rect.minX, expected.minX, accuracy: accuracy, "minX of \(rect)", file: file, line: line)
        XCTAssertEqual(rect.minY, expected.minY, accuracy: accuracy, "minY of \(rect)", file: file, line: line)
        XCTAssertEqual(rect.width, expected.width, accuracy: accuracy, "width of \(rect)", file: file, line: line)
        XCTAssertEqual(rect.height, expected.height, accuracy: accuracy, "height of \(rect)", file: file, line: line)
    }

    func testBezierPathsKeepTheirShapeAndSettings() {
        let empty = UIBezierPath()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertTrue(empty.bounds.isNull)
        XCTAssertEqual(empty.currentPoint, .zero)
        XCTAssertEqual(empty.lineWidth, 1)
        XCTAssertEqual(empty.lineCapStyle, .butt)
        XCTAssertEqual(empty.lineJoinStyle, .miter)
        XCTAssertEqual(empty.miterLimit, 10)
        XCTAssertFalse(empty.usesEvenOddFillRule)

        XCTAssertEqual(UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).bounds, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 12).bounds,
                       CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 40, height: 20)).bounds, CGRect(x: 5, y: 5, width: 40, height: 20))
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertEqual(top.bounds, CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertEqual(top.currentPoint, CGPoint(x: 10, y: 0), "closed: back at the subpath's start, after the top-left corner")

        // A full circle; a half turn clockwise on screen goes through the bottom (y grows down).
        assertRect(UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true).bounds,
                   CGRect(x: 40, y: 40, width: 20, height: 20))
        let lower = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        assertRect(lower.bounds, CGRect(x: 40, y: 50, width: 20, height: 10))
        XCTAssertEqual(lower.currentPoint.x, 40, accuracy: 1e-9)
        let upper = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        assertRect(upper.bounds, CGRect(x: 40, y: 40, width: 20, height: 10))

        let drawn = UIBezierPath()
        drawn.move(to: CGPoint(x: 0, y: 0))
        drawn.addLine(to: CGPoint(x: 100, y: 0))
        drawn.addCurve(to: CGPoint(x: 100, y: 100), controlPoint1: CGPoint(x: 150, y: 0), controlPoint2: CGPoint(x: 150, y: 100))
        XCTAssertEqual(drawn.currentPoint, CGPoint(x: 100, y: 100))
        XCTAssertEqual(drawn.bounds, CGRect(x: 0, y: 0, width: 150, height: 100), "control points count (the bounds documentation)")
        drawn.close()
        XCTAssertEqual(drawn.currentPoint, .zero)
        drawn.lineWidth = 4
        drawn.lineCapStyle = .round
        drawn.fill()
        drawn.stroke()
        XCTAssertEqual(drawn.lineWidth, 4)
        XCTAssertEqual(drawn.lineCapStyle, .round)

        let copy = drawn.copy() as! UIBezierPath
        copy.addLine(to: CGPoint(x: -10, y: 0))
        XCTAssertEqual(copy.lineWidth, 4)
        XCTAssertEqual(drawn.bounds.minX, 0, "a copy is independent")
        let fromCG = UIBezierPath(cgPath: drawn.cgPath)
        XCTAssertEqual(fromCG.cgPath, drawn.cgPath)
        drawn.removeAllPoints()
        XCTAssertTrue(drawn.isEmpty)
    }

    func testCoreGraphicsPaths() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(rect.boundingBox, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(rect.isEmpty)
        XCTAssertEqual(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).boundingBox,
                       CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: nil).boundingBox,
                       CGRect(x: 0, y: 0, width: 10, height: 10))

        let path = CGMutablePath()
        XCTAssertTrue(path.boundingBox.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBoxOfPath.height, 5, accuracy: 0.01, "the curve reaches half way to its control point")
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, .zero)

        // Core Graphics' clockwise is in y-up coordinates: towards decreasing angles, the top on screen.
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        assertRect(arc.boundingBox, CGRect(x: 40, y: 40, width: 20, height: 10))
        let copy = arc.mutableCopy()!
        copy.addLine(to: CGPoint(x: 0, y: 100))
        XCTAssertNotEqual(copy, arc)
        XCTAssertEqual(arc.copy(), arc)
    }

    func testGradientAndShapeLayersKeepWhatIsSet() {
        MainActor.assumeIsolated {
            let gradient = CAGradientLayer()
            XCTAssertNil(gradient.colors)
            XCTAssertNil(gradient.locations)
            XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
            XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
            XCTAssertEqual(gradient.type, .axial)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.locations = [0, 0.25, 1]
            gradient.type = .radial
            gradient.cornerRadius = 8
            XCTAssertEqual(gradient.colors as? [CGColor], [UIColor.red.cgColor, UIColor.blue.cgColor])
            XCTAssertEqual(gradient.locations?.map(\.doubleValue), [0, 0.25, 1])
            XCTAssertEqual(gradient.type.rawValue, "radial")
            XCTAssertEqual(gradient.cornerRadius, 8)

            let shape = CAShapeLayer()
            XCTAssertNil(shape.path)
            XCTAssertEqual(shape.fillColor, CGColor(gray: 0, alpha: 1), "opaque black by default")
            XCTAssertNil(shape.strokeColor)
            XCTAssertEqual(shape.lineWidth, 1)
            XCTAssertEqual(shape.strokeStart, 0)
            XCTAssertEqual(shape.strokeEnd, 1)
            XCTAssertEqual(shape.lineCap, .butt)
            XCTAssertEqual(shape.lineJoin, .miter)
            XCTAssertEqual(shape.fillRule, .nonZero)
            let ring = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
            shape.path = ring.cgPath
            shape.fillColor = UIColor.clear.cgColor
            shape.strokeColor = UIColor.systemGreen.cgColor
            shape.lineWidth = 4
            shape.lineCap = .round
            shape.strokeEnd = 0.75
            shape.lineDashPattern = [4, 2]
            XCTAssertEqual(shape.path, ring.cgPath)
            XCTAssertEqual(shape.fillColor, UIColor.clear.cgColor)
            XCTAssertEqual(shape.strokeColor, UIColor.systemGreen.cgColor)
            XCTAssertEqual(shape.lineWidth, 4)
            XCTAssertEqual(shape.lineCap.rawValue, "round")
            XCTAssertEqual(shape.strokeEnd, 0.75)
            XCTAssertEqual(shape.lineDashPattern, [4, 2])

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layer.addSublayer(shape)
            view.layer.mask = CAShapeLayer()
            XCTAssertTrue(shape.superlayer === view.layer)
            XCTAssertTrue(view.layer.mask is CAShapeLayer)
        }
    }

    func testBlurViewsKeepTheirEffectAndContent() {
        MainActor.assumeIsolated {
            let blur = UIBlurEffect(style: .dark)
            XCTAssertEqual(blur.workbookStyle, .dark)
            XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
            let effectView = UIVisualEffectView(effect: blur)
            XCTAssertTrue(effectView.effect === blur)
            XCTAssertEqual(effectView.subviews.count, 1)
            XCTAssertTrue(effectView.subviews.first === effectView.contentView)
            effectView.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
            XCTAssertEqual(effectView.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 60))
            let label = UILabel()
            effectView.contentView.addSubview(label)
            XCTAssertTrue(label.superview === effectView.contentView)
            effectView.effect = nil
            XCTAssertNil(effectView.effect)
            let asView: UIView = effectView
            XCTAssertTrue(asView is UIVisualEffectView)
            XCTAssertTrue((blur as UIVisualEffect).copy() as AnyObject === blur)
        }
    }

    func testFontDescriptorsChangeTheSystemFontsFace() {
        let regular = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(regular.fontDescriptor.postscriptName, ".SFUI-Regular")
        XCTAssertEqual(regular.fontDescriptor.pointSize, 17)
        XCTAssertEqual(regular.fontDescriptor.symbolicTraits, [])
        XCTAssertEqual(UIFont(descriptor: regular.fontDescriptor, size: 0), regular, "size 0 keeps the descriptor's")

        let bold = UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertEqual(bold.fontName, ".SFUI-Bold")
        XCTAssertEqual(bold.pointSize, 17)
        XCTAssertEqual(bold.fontDescriptor.symbolicTraits, .traitBold)
        let boldItalic = UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits(bold.fontDescriptor.symbolicTraits.union(.traitItalic))!, size: 20)
        XCTAssertEqual(boldItalic.fontName, ".SFUI-BoldItalic")
        XCTAssertEqual(boldItalic.pointSize, 20)
        XCTAssertEqual(boldItalic.fontDescriptor.symbolicTraits, [.traitBold, .traitItalic])
        // The traits replace the font's: italic alone is no longer bold.
        XCTAssertEqual(UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0).fontName, ".SFUI-RegularItalic")
        // The bold system font keeps its name when its traits do not change.
        let systemBold = UIFont.boldSystemFont(ofSize: 15)
        XCTAssertEqual(UIFont(descriptor: systemBold.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0), systemBold)
        XCTAssertEqual(UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits(.traitMonoSpace)!, size: 0).fontName, ".SFMono-Regular")

        let heavy = UIFont.systemFont(ofSize: 28, weight: .heavy)
        XCTAssertEqual(UIFont(descriptor: heavy.fontDescriptor.withDesign(.rounded)!, size: 28).fontName, ".SFUIRounded-Heavy")
        XCTAssertEqual(UIFont(descriptor: regular.fontDescriptor.withDesign(.serif)!, size: 0).fontName, ".NewYork-Regular")
        XCTAssertEqual(UIFont(descriptor: regular.fontDescriptor.withDesign(.monospaced)!, size: 0).fontName, ".SFMono-Regular")
        XCTAssertEqual(regular.fontDescriptor.withDesign(.rounded)!.withDesign(.default).map { UIFont(descriptor: $0, size: 0) }, regular)
        XCTAssertEqual(regular.fontDescriptor.withSize(30).pointSize, 30)

        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        XCTAssertEqual(body.pointSize, 17)
        XCTAssertEqual(body.object(forKey: .textStyle) as? String, UIFont.TextStyle.body.rawValue)
        XCTAssertEqual(UIFont(descriptor: body, size: 0), .preferredFont(forTextStyle: .body))
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline), size: 0).fontName, ".SFUI-Semibold")
    }

    func testFontDescriptorsOfOtherFonts() {
        let descriptor = UIFontDescriptor(name: "Avenir-Book", size: 16)
        XCTAssertEqual(descriptor.postscriptName, "Avenir-Book")
        XCTAssertEqual(descriptor.pointSize, 16)
        XCTAssertEqual(descriptor.fontAttributes[.name] as? String, "Avenir-Book")
        XCTAssertEqual((descriptor.fontAttributes[.size] as? NSNumber)?.doubleValue, 16)
        XCTAssertNil(descriptor.withDesign(.rounded), "the system font's designs only")
        let font = UIFont(descriptor: descriptor, size: 0)
        XCTAssertEqual(font.fontName, "Avenir-Book")
        XCTAssertEqual(font.pointSize, 16)
        let italic = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        XCTAssertEqual(italic.fontName, "Avenir-Book", "no other face is looked up")
        XCTAssertEqual(italic.fontDescriptor.symbolicTraits, .traitItalic)
        let fromAttributes = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 12])
        XCTAssertEqual(fromAttributes.postscriptName, "Georgia")
        XCTAssertEqual(fromAttributes.pointSize, 12)
        XCTAssertEqual(descriptor.addingAttributes([.size: 20]).pointSize, 20)
    }

    func testFontMetricsDoNotScaleAtTheDefaultTextSize() {
        let font = UIFont.systemFont(ofSize: 15, weight: .medium)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30), font)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 12).pointSize, 12)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 12).fontName, font.fontName)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 8.5), 8.5)
    }

    func testTextAttachmentsInAttributedStrings() {
        let image = UIImage(systemName: "star.fill")!
        let attachment = NSTextAttachment(image: image)
        XCTAssertTrue(attachment.image === image)
        XCTAssertEqual(attachment.bounds, .zero)
        attachment.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)
        XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
        let text = NSAttributedString(attachment: attachment)
        XCTAssertEqual(text.string, "\u{FFFC}")
        XCTAssertEqual(text.length, 1)
        XCTAssertTrue(text.attribute(.attachment, at: 0, effectiveRange: nil) as AnyObject === attachment)
        let line = NSMutableAttributedString(string: "Rated ")
        line.append(text)
        XCTAssertEqual(line.string, "Rated \u{FFFC}")
        let data = NSTextAttachment(data: Data([1, 2]), ofType: "public.png")
        XCTAssertEqual(data.contents, Data([1, 2]))
        XCTAssertEqual(data.fileType, "public.png")
        XCTAssertNil(data.image)
    }

    func testBarAppearancesShareUIBarAppearance() {
        MainActor.assumeIsolated {
            let navigation = UINavigationBarAppearance()
            let base: UIBarAppearance = navigation
            XCTAssertEqual(base.idiom, .phone)
            base.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
            base.backgroundColor = .systemIndigo
            base.shadowColor = nil
            navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
            XCTAssertEqual(navigation.backgroundEffect?.workbookStyle, .systemThinMaterial)
            XCTAssertEqual(navigation.backgroundColor, .systemIndigo)

            let copy = navigation.copy() as! UINavigationBarAppearance
            XCTAssertFalse(copy === navigation)
            XCTAssertEqual(copy.backgroundColor, .systemIndigo)
            XCTAssertTrue(copy.backgroundEffect === navigation.backgroundEffect)
            XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)

            // init(barAppearance:) takes the common properties only.
            let tabs = UITabBarAppearance(barAppearance: navigation)
            XCTAssertEqual(tabs.backgroundColor, .systemIndigo)
            XCTAssertEqual(tabs.backgroundEffect?.workbookStyle, .systemThinMaterial)
            XCTAssertNil(tabs.selectionIndicatorTintColor)
            tabs.stackedLayoutAppearance.normal.iconColor = .systemGray
            let tabsCopy = tabs.copy() as! UITabBarAppearance
            tabsCopy.stackedLayoutAppearance.normal.iconColor = .systemRed
            XCTAssertEqual(tabs.stackedLayoutAppearance.normal.iconColor, .systemGray, "a copy's item appearances are its own")
            XCTAssertEqual(UITabBarAppearance(idiom: .pad).idiom, .pad)
            XCTAssertEqual((UIBarAppearance().copy() as! UIBarAppearance).idiom, .phone)
        }
    }
}
