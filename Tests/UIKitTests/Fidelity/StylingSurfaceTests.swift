import Foundation
@_spi(Workbook) @testable import UIKit
import XCTest

/// Styling and appearance API (docs/uikit-rules.md §18): fonts, colours, attributed strings (both
/// kinds), layers, button configurations and bar appearances compile with UIKit's signatures and
/// keep what is set; nothing is drawn. A correct solution styling its result screen with
/// `attributedPlaceholder` and `monospacedDigitSystemFont` failed to compile before.
final class StylingSurfaceTests: XCTestCase {
    /// Learner-shaped: a result screen styled in `viewDidLoad` the way iOS projects write it. It
    /// compiling is the test that the names and types are UIKit's.
    final class StyledResultViewController: UIViewController {
        let timeLabel = UILabel()
        let nameField = UITextField()
        let noteView = UITextView()
        let saveButton = UIButton(type: .system)
        let doneButton = UIButton(configuration: .filled())
        let card = UIView()
        let accent = CALayer()
        let background = CAGradientLayer()
        let cardMask = CAShapeLayer()
        let titleLabel = UILabel()
        let captionBar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        let captionLabel = UILabel()
        var minutes = 5

        override func viewDidLoad() {
            super.viewDidLoad()
            timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
            timeLabel.attributedText = NSAttributedString(string: "\(minutes)분", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 17),
                .foregroundColor: UIColor.systemGreen,
                .kern: 1.5,
                .underlineStyle: NSUnderlineStyle.single.rawValue,
            ])
            timeLabel.textAlignment = .center
            timeLabel.numberOfLines = 0
            timeLabel.adjustsFontSizeToFitWidth = true
            timeLabel.minimumScaleFactor = 0.5
            timeLabel.lineBreakMode = .byTruncatingTail

            nameField.attributedPlaceholder = NSAttributedString(string: "이름", attributes: [.foregroundColor: UIColor.placeholderText])
            nameField.borderStyle = .roundedRect
            nameField.font = .preferredFont(forTextStyle: .body)
            nameField.adjustsFontSizeToFitWidth = true

            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = 4
            paragraph.alignment = .justified
            let note = NSMutableAttributedString(string: "Saved ", attributes: [.font: UIFont.italicSystemFont(ofSize: 14)])
            note.append(NSAttributedString(string: "today", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
            note.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: note.length))
            noteView.attributedText = note
            noteView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)

            saveButton.setAttributedTitle(NSAttributedString(string: "Save", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)]), for: .normal)
            saveButton.setTitleColor(.white, for: .normal)
            saveButton.backgroundColor = .systemBlue
            saveButton.layer.cornerRadius = 12
            saveButton.clipsToBounds = true

            var configuration = UIButton.Configuration.filled()
            var title = AttributedString("Done")
            title.font = UIFont.boldSystemFont(ofSize: 20)
            configuration.attributedTitle = title
            configuration.subtitle = "\(minutes) min"
            configuration.image = UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .bold))
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 8
            configuration.baseBackgroundColor = .systemGreen
            configuration.baseForegroundColor = .white
            configuration.cornerStyle = .capsule
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
                return outgoing
            }
            doneButton.configuration = configuration

            card.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.9)
            card.layer.cornerRadius = 16
            card.layer.cornerCurve = .continuous
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.systemGray4.cgColor
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.2
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.shadowRadius = 8
            card.layer.masksToBounds = false

            background.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
            background.locations = [0, 1]
            background.startPoint = CGPoint(x: 0, y: 0)
            background.endPoint = CGPoint(x: 1, y: 1)
            background.frame = view.bounds
            view.layer.insertSublayer(background, at: 0)

            card.frame = CGRect(x: 20, y: 120, width: 280, height: 160)
            cardMask.path = UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
                                         cornerRadii: CGSize(width: 16, height: 16)).cgPath
            card.layer.mask = cardMask

            if let rounded = UIFont.systemFont(ofSize: 28, weight: .bold).fontDescriptor.withDesign(.rounded) {
                titleLabel.font = UIFontMetrics.default.scaledFont(for: UIFont(descriptor: rounded, size: 28), maximumPointSize: 40)
            }
            titleLabel.adjustsFontForContentSizeCategory = true

            captionBar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            captionBar.autoresizingMask = [.flexibleWidth]
            view.addSubview(captionBar)
            captionLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 13, weight: .medium))
            let clock = NSTextAttachment()
            clock.image = UIImage(systemName: "clock")
            clock.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
            let caption = NSMutableAttributedString(attachment: clock)
            caption.append(NSAttributedString(string: " \(minutes) min"))
            captionLabel.attributedText = caption
            captionBar.contentView.addSubview(captionLabel)

            accent.backgroundColor = UIColor.systemTeal.cgColor
            accent.cornerRadius = 4
            view.layer.insertSublayer(accent, at: 0)

            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .heavy)]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationItem.standardAppearance = appearance
            navigationItem.scrollEdgeAppearance = appearance
            navigationItem.largeTitleDisplayMode = .always
            navigationItem.backButtonDisplayMode = .minimal
            navigationController?.navigationBar.prefersLargeTitles = true
            navigationController?.navigationBar.tintColor = .white
        }
    }

    func testALearnersStyledScreenKeepsItsValues() {
        MainActor.assumeIsolated {
            let screen = StyledResultViewController()
            screen.loadViewIfNeeded()
            XCTAssertEqual(screen.timeLabel.text, "5분")
            XCTAssertEqual(screen.timeLabel.font, UIFont.boldSystemFont(ofSize: 17), "attributes at location 0 set the label's font")
            XCTAssertEqual(screen.timeLabel.textColor, .systemGreen)
            XCTAssertEqual(screen.nameField.placeholder, "이름")
            XCTAssertEqual(screen.noteView.text, "Saved today")
            XCTAssertEqual(screen.noteView.font, .italicSystemFont(ofSize: 14))
            XCTAssertEqual(screen.noteView.textAlignment, .justified)
            XCTAssertEqual(screen.saveButton.title(for: .normal), "Save")
            XCTAssertEqual(screen.doneButton.configuration?.title, "Done")
            XCTAssertEqual(screen.doneButton.configuration?.attributedTitle?.font, .boldSystemFont(ofSize: 20))
            XCTAssertEqual(screen.doneButton.configuration?.imagePlacement, .trailing)
            XCTAssertEqual(screen.card.layer.borderColor, UIColor.systemGray4.cgColor)
            XCTAssertEqual(screen.card.layer.shadowOffset, CGSize(width: 0, height: 4))
            XCTAssertTrue(screen.view.layer.sublayers?.first === screen.accent)
            XCTAssertTrue(screen.accent.superlayer === screen.view.layer)
            XCTAssertEqual(screen.navigationItem.standardAppearance?.backgroundColor, .systemIndigo)
            XCTAssertEqual(screen.navigationItem.standardAppearance?.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .white)
            XCTAssertEqual(screen.navigationItem.backButtonDisplayMode, .minimal)

            XCTAssertEqual(screen.view.layer.sublayers?.count, 2)
            XCTAssertTrue(screen.view.layer.sublayers?.last === screen.background, "accent was inserted at 0 after the gradient")
            XCTAssertEqual(screen.background.colors as? [CGColor], [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor])
            XCTAssertEqual(screen.background.locations, [0, 1])
            XCTAssertEqual(screen.background.endPoint, CGPoint(x: 1, y: 1))
            XCTAssertEqual(screen.background.frame, screen.view.bounds)
            XCTAssertTrue(screen.card.layer.mask === screen.cardMask)
            XCTAssertEqual(screen.cardMask.path?.boundingBox, CGRect(x: 0, y: 0, width: 280, height: 160))
            XCTAssertEqual(screen.titleLabel.font.fontName, ".SFUIRounded-Bold")
            XCTAssertEqual(screen.titleLabel.font.pointSize, 28)
            XCTAssertEqual(screen.captionLabel.font, .systemFont(ofSize: 13, weight: .medium), "no Dynamic Type change: the font given")
            XCTAssertEqual(screen.captionLabel.text, "\u{FFFC} 5 min")
            let clock = screen.captionLabel.attributedText?.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
            XCTAssertEqual(clock?.image?.name, "clock")
            XCTAssertEqual(clock?.bounds, CGRect(x: 0, y: -2, width: 14, height: 14))
            XCTAssertTrue(screen.captionLabel.superview === screen.captionBar.contentView)
            XCTAssertTrue(screen.captionBar.contentView.superview === screen.captionBar)
            XCTAssertEqual(screen.captionBar.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertEqual((screen.captionBar.effect as? UIBlurEffect)?.workbookStyle, .systemMaterialDark)
            XCTAssertEqual(screen.navigationItem.standardAppearance?.backgroundEffect?.workbookStyle, .systemChromeMaterial)
        }
    }

    func testSystemFontsAreNamedAsOnIOS() {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
        XCTAssertEqual(digits.pointSize, 48)
        XCTAssertEqual(digits.fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontName, ".SFUI-Regular")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .bold).fontName, ".SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .light).fontName, ".SFUI-Light")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontName, ".SFUI-RegularItalic")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontName, ".SFMono-Regular")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 18))
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .bold).withSize(30).fontName, ".SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).withSize(30).pointSize, 30)
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 20)?.fontName, "Avenir-Heavy")
    }

    func testPreferredFontsHaveTheDefaultTextSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                    (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes { XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue) }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, ".SFUI-Semibold")
    }

    func testColorsAndCGColors() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(color.withAlphaComponent(0.3).alpha, 0.3)
        XCTAssertEqual(UIColor(white: 0.2, alpha: 0.5), UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        XCTAssertEqual(UIColor(cgColor: UIColor.systemRed.cgColor), .systemRed)
        XCTAssertEqual(UIColor(cgColor: color.cgColor), color)
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1).components, [1, 0, 0, 1])
        XCTAssertEqual(UIColor.systemRed.cgColor.copy(alpha: 0.5)?.alpha, 0.5)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 0.5, accuracy: 0.0001)
        XCTAssertEqual(saturation, 1)
        XCTAssertEqual(brightness, 1)
        MainActor.assumeIsolated {
            XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: UITraitCollection.current), .systemBlue)
        }
    }

    /// UILabel: `attributedText` sets `text` and the reverse (the two documentation pages).
    func testLabelTextAndAttributedTextReplaceEachOther() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertNil(label.attributedText)
            label.attributedText = NSAttributedString(string: "5분", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
            XCTAssertEqual(label.text, "5분")
            XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .boldSystemFont(ofSize: 17))
            XCTAssertEqual(label.font, .boldSystemFont(ofSize: 17))
            label.text = "10분"
            XCTAssertEqual(label.attributedText?.string, "10분")
            XCTAssertNil(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil), "text replaces the attributed string")
            XCTAssertEqual(label.font, .boldSystemFont(ofSize: 17), "the font stays")
            label.attributedText = nil
            XCTAssertNil(label.text)
            XCTAssertNil(label.attributedText)

            let copied = NSMutableAttributedString(string: "a")
            label.attributedText = copied
            copied.append(NSAttributedString(string: "b"))
            XCTAssertEqual(label.attributedText?.string, "a", "the label keeps a copy (@NSCopying)")
            label.shadowColor = .black
            label.shadowOffset = CGSize(width: 1, height: 1)
            label.baselineAdjustment = .alignCenters
            XCTAssertEqual(label.shadowOffset, CGSize(width: 1, height: 1))
        }
    }

    /// UITextField: `attributedPlaceholder` and `placeholder`, `attributedText` and `text`.
    func testTextFieldPlaceholdersAndAttributedText() {
        MainActor.assumeIsolated {
            let field = UITextField()
            XCTAssertNil(field.attributedPlaceholder)
            field.attributedPlaceholder = NSAttributedString(string: "이름을 입력", attributes: [.foregroundColor: UIColor.lightGray])
            XCTAssertEqual(field.placeholder, "이름을 입력")
            XCTAssertEqual(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .lightGray)
            XCTAssertNil(field.textColor, "the placeholder's attributes change no other property")
            field.placeholder = "Name"
            XCTAssertEqual(field.attributedPlaceholder?.string, "Name")
            XCTAssertNil(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil))

            field.attributedText = NSAttributedString(string: "Kim", attributes: [.foregroundColor: UIColor.systemRed])
            XCTAssertEqual(field.text, "Kim")
            XCTAssertEqual(field.textColor, .systemRed)
            XCTAssertNotNil(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil))
            field.text = "Lee"
            XCTAssertEqual(field.attributedText?.string, "Lee")
            XCTAssertNil(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil))
            field.workbookType("Park")
            XCTAssertEqual(field.attributedText?.string, "Park", "typed text is the attributed text's too")
            field.borderStyle = .roundedRect
            field.minimumFontSize = 10
            field.defaultTextAttributes = [.kern: 2]
            XCTAssertEqual(field.borderStyle, .roundedRect)
            XCTAssertEqual(field.defaultTextAttributes[.kern] as? Int, 2)
        }
    }

    func testMutableAttributedStringsAndParagraphStyles() {
        let text = NSMutableAttributedString(string: "Total: ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(NSAttributedString(string: "42", attributes: [.font: UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .bold)]))
        text.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 7, length: 2))
        text.setAttributes([.backgroundColor: UIColor.yellow], range: NSRange(location: 0, length: 5))
        XCTAssertEqual(text.string, "Total: 42")
        XCTAssertEqual(text.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor, .systemOrange)
        XCTAssertNil(text.attribute(.font, at: 0, effectiveRange: nil), "setAttributes replaces the range's attributes")
        XCTAssertEqual(text.attribute(.backgroundColor, at: 0, effectiveRange: nil) as? UIColor, .yellow)

        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineHeightMultiple = 1.2
        paragraph.paragraphSpacingBefore = 6
        paragraph.lineBreakStrategy = .hangulWordPriority
        let copy = paragraph.copy() as! NSParagraphStyle
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(copy.paragraphSpacingBefore, 6)
        XCTAssertEqual(copy.lineBreakStrategy, .hangulWordPriority)

        let shadow = NSShadow()
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        shadow.shadowOffset = CGSize(width: 0, height: 2)
    }

    /// Swift's `AttributedString` with UIKit's attributes, and the conversions Linux's Foundation lacks.
    func testAttributedStringsWithUIKitAttributes() {
        var title = AttributedString("Hello")
        title.font = .boldSystemFont(ofSize: 20)
        title.foregroundColor = .systemPink
        title.underlineStyle = .single
        title.kern = 1
        var rest = AttributedString(" world")
        rest.link = URL(string: "https://example.com")
        title.append(rest)
        XCTAssertEqual(String(title.characters), "Hello world")
        XCTAssertEqual(title.runs.count, 2)

        let converted = NSAttributedString(title)
        XCTAssertEqual(converted.string, "Hello world")
        XCTAssertEqual(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(converted.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemPink)
        XCTAssertEqual(converted.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(converted.attribute(.link, at: 6, effectiveRange: nil) as? URL, URL(string: "https://example.com"))

        let back = AttributedString(converted)
        XCTAssertEqual(back.runs.first?.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(back.runs.first?.underlineStyle, .single)

        let container = AttributeContainer([.font: UIFont.systemFont(ofSize: 12), .kern: 2, .underlineStyle: NSUnderlineStyle.thick.rawValue])
        let styled = AttributedString("x", attributes: container)
        XCTAssertEqual(styled.font, .systemFont(ofSize: 12))
        XCTAssertEqual(styled.kern, 2)
        XCTAssertEqual(styled.underlineStyle, .thick)

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        XCTAssertEqual(configuration.attributedTitle, AttributedString("Go"), "title and attributedTitle are one value")
        configuration.attributedTitle = styled
        XCTAssertEqual(configuration.title, "x")
        let transformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = .red
            return outgoing
        }
        XCTAssertEqual(transformer(AttributeContainer()).foregroundColor, .red)
    }

    func testButtonsKeepAttributedTitlesAndStyles() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            let title = NSAttributedString(string: "Start", attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .heavy)])
            button.setAttributedTitle(title, for: .normal)
            XCTAssertEqual(button.attributedTitle(for: .normal)?.string, "Start")
            XCTAssertEqual(button.currentAttributedTitle?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
                           .systemFont(ofSize: 20, weight: .heavy))
            XCTAssertNil(button.attributedTitle(for: .highlighted))
            XCTAssertEqual(button.currentTitle, "Start")
            XCTAssertEqual(button.currentTitleColor, .white, "a custom button's default title colour")
            button.setTitleColor(.systemRed, for: .normal)
            XCTAssertEqual(button.currentTitleColor, .systemRed)
            button.setPreferredSymbolConfiguration(.init(scale: .large), forImageIn: .normal)
            XCTAssertEqual(button.currentPreferredSymbolConfiguration?.scale, .large)
            var updates = 0
            button.configurationUpdateHandler = { _ in updates += 1 }
            button.setNeedsUpdateConfiguration()
            XCTAssertEqual(updates, 0, "no layout pass runs the update")
            button.updateConfiguration()
            XCTAssertEqual(updates, 1)
        }
    }

    func testLayersKeepTheirStyle() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.layer.cornerRadius, 0)
            XCTAssertNil(view.layer.borderColor)
            XCTAssertEqual(view.layer.shadowOffset, CGSize(width: 0, height: -3))
            XCTAssertEqual(view.layer.shadowRadius, 3)
            XCTAssertEqual(view.layer.cornerCurve, .circular)
            view.layer.borderColor = UIColor.systemGreen.cgColor
            XCTAssertEqual(view.layer.borderColor.map(UIColor.init(cgColor:)), .systemGreen)
            let badge = CALayer()
            badge.cornerCurve = .continuous
            view.layer.addSublayer(badge)
            XCTAssertTrue(badge.superlayer === view.layer)
            let dot = CALayer()
            view.layer.insertSublayer(dot, below: badge)
            XCTAssertTrue(view.layer.sublayers?.first === dot)
            badge.removeFromSuperlayer()
            XCTAssertEqual(view.layer.sublayers?.count, 1)
            XCTAssertNil(badge.superlayer)

        }
    }

    func testControlsAndBarsKeepTheirAppearance() {
        MainActor.assumeIsolated {
            let segments = UISegmentedControl(items: ["A", UIImage(systemName: "star")!])
            segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            XCTAssertEqual(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .white)
            XCTAssertNil(segments.titleTextAttributes(for: .normal))
            XCTAssertEqual(segments.imageForSegment(at: 1)?.name, "star")
            XCTAssertNil(segments.titleForSegment(at: 1))

            let slider = UISlider()
            slider.thumbTintColor = .systemOrange
            slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
            XCTAssertEqual(slider.currentThumbImage?.name, "circle.fill")
            let progress = UIProgressView(progressViewStyle: .bar)
            progress.trackTintColor = .systemGray5
            XCTAssertEqual(progress.progressViewStyle, .bar)

            let tabs = UITabBarAppearance()
            tabs.configureWithOpaqueBackground()
            tabs.backgroundColor = .systemBackground
            tabs.stackedLayoutAppearance.selected.iconColor = .systemPink
            XCTAssertEqual(tabs.backgroundColor, .systemBackground)

            let bar = UINavigationBarAppearance()
            bar.shadowColor = .clear
            bar.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
            let copy = bar.copy() as! UINavigationBarAppearance
            XCTAssertFalse(copy === bar)
            XCTAssertEqual(copy.shadowColor, .clear)
            XCTAssertEqual(copy.backIndicatorImage?.name, "arrow.left")
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
            navigation.navigationBar.compactAppearance = bar
            navigation.navigationBar.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 18)]
            XCTAssertTrue(navigation.navigationBar.scrollEdgeAppearance === bar)

            let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .medium)
                .applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]))
            XCTAssertEqual(configuration.pointSize, 20)
            XCTAssertEqual(configuration.weight, .semibold)
            XCTAssertEqual(configuration.colors, [.systemRed, .systemBlue])
        }
    }
}
