import Foundation
@testable import Gradebook
import XCTest

/// `grade --similarity` finds planted copies (renamed variables and types, reordered functions,
/// new comments and layout) and does not flag independent correct solutions of the same exercise.
final class SimilarityTests: XCTestCase {
    static let starter = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @IBAction func onNext(_ sender: Any) {
                // TODO: show the result screen with the values entered
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
        }
        """

    /// Three students who solved it on their own, each their own way.
    static let ana = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @IBAction func onNext(_ sender: Any) {
                guard let email = emailField.text, !email.isEmpty else { return }
                performSegue(withIdentifier: "showResult", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let result = segue.destination as? ResultViewController {
                    result.name = nameField.text
                    result.email = emailField.text
                }
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var name: String?
            var email: String?

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = name
                emailLabel.text = email
            }
        }
        """

    static let ben = """
        import UIKit

        struct Entry {
            let name: String
            let email: String

            var isValid: Bool { email.contains("@") && !name.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!
            private var pending: Entry?

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Sign up"
                emailField.keyboardType = .emailAddress
            }

            @IBAction func onNext(_ sender: Any) {
                let entry = Entry(name: nameField.text ?? "", email: emailField.text ?? "")
                if entry.isValid == false {
                    let alert = UIAlertController(title: "Check the form", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                    return
                }
                pending = entry
                performSegue(withIdentifier: "showResult", sender: nil)
            }

            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                return pending != nil
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard segue.identifier == "showResult", let target = segue.destination as? ResultViewController, let entry = pending else { return }
                target.entry = entry
                pending = nil
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var entry: Entry? {
                didSet { render() }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                render()
            }

            private func render() {
                guard isViewLoaded, let entry else { return }
                nameLabel.text = "Name: \\(entry.name)"
                emailLabel.text = "Email: \\(entry.email)"
            }
        }
        """

    static let cho = """
        import UIKit

        class ViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                nameField.delegate = self
                emailField.delegate = self
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField === nameField {
                    emailField.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                    onNext(textField)
                }
                return true
            }

            @IBAction func onNext(_ sender: Any) {
                let values = [nameField.text ?? "", emailField.text ?? ""]
                switch values[1].isEmpty {
                case true:
                    emailField.layer.borderWidth = 1
                    emailField.layer.borderColor = UIColor.red.cgColor
                case false:
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let next = storyboard.instantiateViewController(withIdentifier: "Result") as! ResultViewController
                    next.values = values
                    navigationController?.pushViewController(next, animated: true)
                }
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var values: [String] = []

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                for (label, value) in zip([nameLabel, emailLabel], values) {
                    label?.text = value
                }
            }
        }
        """

    /// ben's work copied: every name changed, the functions reordered, comments and layout new.
    static let dan = """
        import UIKit

        // my own validation model
        struct Signup {
            let fullName: String
            let address: String

            var ok: Bool { address.contains("@") && !fullName.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!
            private var waiting: Signup?

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard segue.identifier == "showResult", let screen = segue.destination as? ResultViewController, let s = waiting else { return }
                screen.signup = s
                waiting = nil
            }

            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                return waiting != nil
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Register"
                emailField.keyboardType = .emailAddress
            }

            @IBAction func onNext(_ sender: Any) {
                let s = Signup(fullName: nameField.text ?? "", address: emailField.text ?? "")
                if s.ok == false {
                    let box = UIAlertController(title: "Please fix the form", message: nil, preferredStyle: .alert)
                    box.addAction(UIAlertAction(title: "Okay", style: .default))
                    present(box, animated: true)
                    return
                }
                waiting = s
                performSegue(withIdentifier: "showResult", sender: nil)
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!

            private func show() {
                guard isViewLoaded, let signup else { return }
                nameLabel.text = "Name: \\(signup.fullName)"
                emailLabel.text = "Email: \\(signup.address)"
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                show()
            }

            var signup: Signup? {
                didSet { show() }
            }
        }
        """

    /// cho's work copied with the helper types renamed and the two classes swapped.
    static let eun = """
        import UIKit

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var items: [String] = []

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                for (l, v) in zip([nameLabel, emailLabel], items) {
                    l?.text = v
                }
            }
        }

        class ViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            @IBAction func onNext(_ sender: Any) {
                let items = [nameField.text ?? "", emailField.text ?? ""]
                switch items[1].isEmpty {
                case true:
                    emailField.layer.borderWidth = 2
                    emailField.layer.borderColor = UIColor.orange.cgColor
                case false:
                    let sb = UIStoryboard(name: "Main", bundle: nil)
                    let vc = sb.instantiateViewController(withIdentifier: "Result") as! ResultViewController
                    vc.items = items
                    navigationController?.pushViewController(vc, animated: true)
                }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                nameField.delegate = self
                emailField.delegate = self
            }

            func textFieldShouldReturn(_ field: UITextField) -> Bool {
                if field === nameField {
                    emailField.becomeFirstResponder()
                } else {
                    field.resignFirstResponder()
                    onNext(field)
                }
                return true
            }
        }
        """

    /// Two more independent solutions, close to the chapter's own (what a correct answer of a small
    /// exercise looks like: most of the class writes about this).
    static let fay = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @IBAction func onNext(_ sender: Any) {
                if emailField.text?.isEmpty ?? true { return }
                performSegue(withIdentifier: "showResult", sender: self)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let vc = segue.destination as! ResultViewController
                vc.name = nameField.text
                vc.email = emailField.text
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var name: String?
            var email: String?

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                nameLabel.text = name ?? ""
                emailLabel.text = email ?? ""
            }
        }
        """

    static let gus = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var emailField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @IBAction func onNext(_ sender: Any) {
                guard emailField.hasText else { return }
                performSegue(withIdentifier: "showResult", sender: nil)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let destination = segue.destination as? ResultViewController else { return }
                destination.name = nameField.text
                destination.email = emailField.text
            }
        }

        class ResultViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var emailLabel: UILabel!
            var name: String?
            var email: String?

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = name
                emailLabel.text = email
            }
        }
        """

    func submission(_ student: String, _ text: String) -> Similarity.Submission {
        Similarity.Submission(student: student, files: [(path: "Values/ViewController.swift", text: text)])
    }

    func testPlantedCopiesAreFoundAndIndependentSolutionsAreNot() {
        let class_ = [("ana", Self.ana), ("ben", Self.ben), ("cho", Self.cho), ("dan", Self.dan), ("eun", Self.eun),
                      ("fay", Self.fay), ("gus", Self.gus)].map { submission($0.0, $0.1) }
        let pairs = Similarity.compare(exercise: "manual-segue-values", submissions: class_,
                                       starter: [(path: "Values/ViewController.swift", text: Self.starter)])
        let found = Set(pairs.map { "\($0.first)·\($0.second)" })
        XCTAssertEqual(found, ["ben·dan", "cho·eun"], pairs.map { "\($0.first)·\($0.second) \($0.score) \($0.shared)" }.joined(separator: "\n"))
        // The shared regions point at the copied code on both sides.
        let ben = pairs.first { $0.first == "ben" }!
        XCTAssertFalse(ben.regions.isEmpty)
        XCTAssertTrue(ben.regions.allSatisfy { $0.first.path == "Values/ViewController.swift" })
        let html = Similarity.html(pairs, sources: ["manual-segue-values": Dictionary(uniqueKeysWithValues: class_.map { ($0.student, $0.files) })],
                                   title: "Similar submissions")
        XCTAssertTrue(html.contains("ben · dan"), html)
        XCTAssertTrue(html.contains("class=\"l m0\""), html)
        XCTAssertFalse(html.contains("<script"))
    }

    /// The starter alone, handed in by everyone, is never a match; nor is the same reference
    /// solution written by most of the class (what the exercise asks for), while a copy of a
    /// rare solution is.
    func testWhatEveryoneHasIsNotAMatch() {
        let starters = (1...4).map { submission("s\($0)", Self.starter) }
        XCTAssertTrue(Similarity.compare(exercise: "x", submissions: starters, starter: [(path: "Values/ViewController.swift", text: Self.starter)]).isEmpty)
        let common = (1...4).map { submission("r\($0)", Self.gus) } + [submission("ben", Self.ben), submission("dan", Self.dan)]
        let pairs = Similarity.compare(exercise: "x", submissions: common, starter: [(path: "Values/ViewController.swift", text: Self.starter)])
        XCTAssertEqual(pairs.map { "\($0.first)·\($0.second)" }, ["ben·dan"])
    }

    func testTokensIgnoreNamesCommentsAndLayout() {
        let a = Similarity.tokens(of: [(path: "a", text: "let total = price * 2 // twice\nprint(total)")]).map(\.kind)
        let b = Similarity.tokens(of: [(path: "b", text: "/* x */ let   sum=cost*3\n\n  print( sum )")]).map(\.kind)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, ["let", "ID", "=", "ID", "*", "NUM", "ID", "(", "ID", ")"])
    }
}
