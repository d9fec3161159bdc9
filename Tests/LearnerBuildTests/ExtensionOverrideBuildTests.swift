import Foundation
@testable import LearnerBuild
import XCTest

/// Overrides in extensions are compiled inside the class body; errors in them keep the learner's
/// file, line, column and text.
final class ExtensionOverrideBuildTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    func testErrorsInAMovedOverrideNameTheExtensionsFileAndLine() throws {
        let source = MarkedSource("""
        import UIKit

        extension ViewController {
            // A comment before the override.
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
        1️⃣        let count: Int = "three"
            }
        }
        """)
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/ViewController+Appear.swift": source.text])
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))) { error in
            guard case let LearnerBuildError.compileFailed(diagnostics, output) = error else {
                return XCTFail("expected compileFailed, got \(error)")
            }
            let errors = diagnostics.filter { $0.severity == "error" }
            XCTAssertEqual(errors.map(\.file), ["SegueBasics/ViewController+Appear.swift"], output)
            XCTAssertEqual(errors.map(\.line), [source.line("1️⃣")], output)
            XCTAssertEqual(errors.first?.column, 26, output)
            XCTAssertTrue(output.contains("\(source.line("1️⃣")) |         let count: Int = \"three\""), output)
            XCTAssertFalse(output.contains("sourceLocation"), output)
            XCTAssertFalse(output.contains("class ViewController"), "no lines of the file the member was compiled in:\n\(output)")
        }
    }

    /// What the held-out corpus of real projects showed (issue 20): a coordinator base class
    /// whose navigation-delegate methods sit in an extension and are overridden by a child
    /// coordinator (iOS allows it: they are `@objc`), Xcode 15's `#Preview`, and `URLSession`
    /// (Foundation's on iOS, FoundationNetworking's here) all compile unchanged.
    func testRealProjectShapesCompile() throws {
        let source = """
        import UIKit

        class Coordinator: NSObject {
            var children: [Coordinator] = []
            var task: URLSessionDataTask?
            func load() {
                task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, _ in print(data?.count ?? 0) }
                task?.cancel()
            }
        }

        extension Coordinator: UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
            private func helper() {}
        }

        final class ChildCoordinator: Coordinator {
            override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                print("didShow \\(viewController)")
            }
        }

        #Preview {
            let controller = UIViewController()
            return controller
        }

        // A table view controller overriding what settings screens and lists override.
        final class SettingsTableViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
            override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
            override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "v1.0" }
            override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") ?? UITableViewHeaderFooterView(reuseIdentifier: "Header")
                header.textLabel?.text = "Section \\(section)"
                return header
            }
        }

        // A profile screen with a photo button and a share button.
        final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var photo: UIImage?
            func pickPhoto() {
                guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
                let picker = UIImagePickerController()
                picker.sourceType = .photoLibrary
                picker.allowsEditing = true
                picker.delegate = self
                present(picker, animated: true)
            }
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                photo = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
                picker.dismiss(animated: true)
            }
            func share() {
                let sheet = UIActivityViewController(activityItems: ["Hi", photo as Any], applicationActivities: nil)
                sheet.completionWithItemsHandler = { type, completed, _, _ in print(type?.rawValue ?? "-", completed) }
                present(sheet, animated: true)
            }
        }

        // The one-colour image helper learners copy for navigation bar backgrounds.
        extension UIImage {
            static func filled(with color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) -> UIImage? {
                UIGraphicsBeginImageContextWithOptions(size, false, 0)
                color.setFill()
                UIRectFill(CGRect(origin: .zero, size: size))
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return image
            }
        }

        // A compositional grid, a list layout and list cells, as iOS 14+ tutorials build them.
        func makeGrid() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            _ = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            return UICollectionViewCompositionalLayout(section: section)
        }

        final class NameCell: UICollectionViewListCell {
            func show(_ name: String) {
                var content = defaultContentConfiguration()
                content.text = name
                contentConfiguration = content
            }
        }

        // The UIColor(hex:) extension tutorials hand out, Auto Layout's first API, text attributes.
        extension UIColor {
            convenience init(hex: String) {
                var int = UInt64()
                Scanner(string: hex).scanHexInt64(&int)
                self.init(red: CGFloat(int >> 16) / 255, green: CGFloat(int >> 8 & 0xFF) / 255, blue: CGFloat(int & 0xFF) / 255, alpha: 1)
            }
        }

        extension UIView {
            func pin(to view: UIView) {
                [NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1.0, constant: 0)]
                    .forEach { $0.isActive = true }
                let title = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red,
                                                                                  .underlineStyle: NSUnderlineStyle.single.rawValue])
                let style = NSMutableParagraphStyle()
                style.lineSpacing = 4
                title.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 2))
                UITextView().attributedText = title
                backgroundColor = #colorLiteral(red: 0.06274510175, green: 0, blue: 0.1921568662, alpha: 1)
                let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
                let logo = #imageLiteral(resourceName: "logo")
                let item = UITabBarItem(title: "Chat", image: logo, selectedImage: nil)
                item.setTitleTextAttributes([.foregroundColor: tint], for: .selected)
                item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
                item.imageInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
            }
        }
        """
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/ViewController+Appear.swift": source])
        XCTAssertNoThrow(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder)), "the source gate passes it too")
    }

    func testOverridesMoveIntoTheClassBodyWithoutMovingLines() throws {
        let files = [
            LearnerProject.SourceFile(relativePath: "App/A.swift", url: URL(fileURLWithPath: "/x/A.swift"), contents: """
            import UIKit
            class A: UIViewController {
                private var n = 1
            }
            extension A {
                @objc override func viewDidLoad() { n += 1 }
                func helper() {}
            }
            """),
        ]
        let project = LearnerProject(folder: URL(fileURLWithPath: "/x"), moduleName: "App", sources: files)
        let prepared = PreparedProject(project)
        let text = try XCTUnwrap(prepared.files.first?.prepared)
        XCTAssertEqual(text.components(separatedBy: "\n").prefix(9).joined(separator: "\n"), """
        import UIKit
        class A: UIViewController {
            private var n = 1

        #sourceLocation(file: "App/A.swift", line: 6)
                  override func viewDidLoad() { n += 1 }
        #sourceLocation(file: "App/A.swift", line: 4)
        }
        extension A {
        """)
        let origins = try XCTUnwrap(DiagnosticMapper.origins(of: text.split(separator: "\n", omittingEmptySubsequences: false), file: "App/A.swift"))
        XCTAssertEqual(origins[5], DiagnosticMapper.Origin(file: "App/A.swift", line: 6))
        XCTAssertEqual(origins[7], DiagnosticMapper.Origin(file: "App/A.swift", line: 4))
        XCTAssertEqual(origins[9], DiagnosticMapper.Origin(file: "App/A.swift", line: 6))
        XCTAssertEqual(SourcePreparer.directive(file: "a\"b\\c.swift", line: 2), #"#sourceLocation(file: "a\"b\\c.swift", line: 2)"#)
    }
}
