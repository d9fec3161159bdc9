import Foundation
@testable import LearnerBuild
import XCTest

/// An `@objc` declaration whose type Objective-C cannot represent is refused as Xcode's compiler
/// refuses it (this compiler has no Objective-C and never asks), with swiftc 6.3's words and notes
/// at the same places; a representable one, one this check cannot place, and a member of an
/// `@objcMembers` class without `@objc` of its own are passed. The expected texts are what
/// `swiftc -frontend -typecheck -enable-objc-interop` 6.3.1 prints for the same code (UIKit's class
/// declared in its place), without its context lines.
final class ObjcRepresentabilityCheckTests: XCTestCase {
    let varsSource = """
        import UIKit
        struct Score { var value = 0 }
        enum Mood { case happy, sad }
        @objc enum Level: Int { case low, high }
        class Tracker {}
        class ViewController: UIViewController {
            @objc dynamic var appearances: Int?
            @objc var score: Score = Score()
            @objc var mood: Mood = .happy
            @objc var level: Level? = nil
            @objc var pair: (Int, Int) = (0, 0)
            @objc var initial: Character = "a"
            @objc var done: Bool!
            @objc let ratio: Double? = nil
            @objc var best = Score()
            @objc var tracker: Tracker = Tracker()
            @objc weak var lastTracker: Tracker?
            @objc var scores: [Score] = []
            @objc var maybes: [Int?] = []
            @objc static var shared: Int? = nil
            @objc var total: Float? { nil }
        }
        extension ViewController {
            @objc var average: Optional<Double> { nil }
        }
        """

    let funcsSource = """
        import UIKit
        struct Score { var value = 0 }
        enum Mood { case happy, sad }
        class ViewController: UIViewController {
            @objc func show(_ score: Score) {}
            @objc func update(_ count: Int, _ mood: Mood?) {}
            @objc func best() -> Score { Score() }
            @objc func moods(_ a: Int?, b: Mood) -> Score { Score() }
            @objc static func make() -> Int? { nil }
            @objc class func reset(_ pair: (Int, Int)) {}
            @objc func save(
                name: String,
                score: Score
            ) {}
        }
        """

    /// Each error as `line:column message`, followed by its notes' words.
    func summary(_ text: String) -> [String] {
        CompilerOutput.parse(text).map { diagnostic in
            let notes = diagnostic.excerpt.compactMap { line in line.range(of: "- note: ").map { " + note: " + line[$0.upperBound...] } }
            return "\(diagnostic.line):\(diagnostic.column) \(diagnostic.message)" + notes.joined()
        }
    }

    /// The case seen: `@objc dynamic var appearances: Int?` compiled here and passed; Xcode refuses it.
    func testAnOptionalIntIsRefusedAsXcodeRefusesIt() {
        let text = ObjcRepresentabilityCheck.failures([("App/ViewController.swift", """
        import UIKit
        class ViewController: UIViewController {
            @objc dynamic var appearances: Int?
        }
        """)])
        XCTAssertEqual(text, """
        App/ViewController.swift:3:23: error: property cannot be marked '@objc' because its type cannot be represented in Objective-C
        3 |     @objc dynamic var appearances: Int?
          |                       `- error: property cannot be marked '@objc' because its type cannot be represented in Objective-C


        """)
        let diagnostics = CompilerOutput.parse(text)
        XCTAssertEqual(diagnostics.map(\.severity), ["error"])
        XCTAssertEqual(diagnostics.map(\.file), ["App/ViewController.swift"])
    }

    /// Stored and computed properties, `let` and `var`, static, in a class and in its extension:
    /// optionals of trivial types and of the learner's enums, structs, enums, tuples, `Character`,
    /// a Swift root class, arrays of structs and of optionals; the note at the type (at the name
    /// when the type is inferred), none for an optional.
    func testPropertiesOfTypesObjectiveCCannotRepresent() {
        let text = ObjcRepresentabilityCheck.failures([("App/ViewController.swift", varsSource)])
        let message = "property cannot be marked '@objc' because its type cannot be represented in Objective-C"
        XCTAssertEqual(summary(text), [
            "7:23 \(message)",
            "8:15 \(message) + note: Swift structs cannot be represented in Objective-C",
            "9:15 \(message) + note: Swift enums not marked '@c' or '@objc' cannot be represented in Objective-C",
            "10:15 \(message)",
            "11:15 \(message) + note: tuples cannot be represented in Objective-C",
            "12:15 \(message) + note: Swift structs cannot be represented in Objective-C",
            "13:15 \(message)",
            "14:15 \(message)",
            "15:15 \(message) + note: Swift structs cannot be represented in Objective-C",
            "16:15 \(message) + note: classes not annotated with '@objc' cannot be represented in Objective-C",
            "17:20 \(message)",
            "18:15 \(message) + note: Swift structs cannot be represented in Objective-C",
            "19:15 \(message) + note: Swift structs cannot be represented in Objective-C",
            "20:22 \(message)",
            "21:15 \(message)",
            "24:15 \(message)",
        ])
        // The note under its type, right of the error's marker; at the name, below the error.
        XCTAssertTrue(text.contains("""
        8 |     @objc var score: Score = Score()
          |               |      `- note: Swift structs cannot be represented in Objective-C
          |               `- error: \(message)

        """))
        XCTAssertTrue(text.contains("""
        15 |     @objc var best = Score()
           |               |- error: \(message)
           |               `- note: Swift structs cannot be represented in Objective-C

        """))
    }

    /// Methods: "the parameter" for a method of one parameter, "the parameter N" otherwise, one
    /// error for each such parameter; the result only when every parameter is representable; the
    /// kind as swiftc names it (instance, static, class method); a note on a later line shown there.
    func testMethodsWhoseParameterOrResultObjectiveCCannotRepresent() {
        XCTAssertEqual(ObjcRepresentabilityCheck.failures([("App/Scores.swift", funcsSource)]), """
        App/Scores.swift:5:16: error: instance method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C
        5 |     @objc func show(_ score: Score) {}
          |                |             `- note: Swift structs cannot be represented in Objective-C
          |                `- error: instance method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C

        App/Scores.swift:6:16: error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C
        6 |     @objc func update(_ count: Int, _ mood: Mood?) {}
          |                `- error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C

        App/Scores.swift:7:16: error: instance method cannot be marked '@objc' because its result type cannot be represented in Objective-C
        7 |     @objc func best() -> Score { Score() }
          |                |         `- note: Swift structs cannot be represented in Objective-C
          |                `- error: instance method cannot be marked '@objc' because its result type cannot be represented in Objective-C

        App/Scores.swift:8:16: error: instance method cannot be marked '@objc' because the type of the parameter 1 cannot be represented in Objective-C
        8 |     @objc func moods(_ a: Int?, b: Mood) -> Score { Score() }
          |                `- error: instance method cannot be marked '@objc' because the type of the parameter 1 cannot be represented in Objective-C

        App/Scores.swift:8:16: error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C
        8 |     @objc func moods(_ a: Int?, b: Mood) -> Score { Score() }
          |                |                   `- note: Swift enums not marked '@c' or '@objc' cannot be represented in Objective-C
          |                `- error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C

        App/Scores.swift:9:23: error: static method cannot be marked '@objc' because its result type cannot be represented in Objective-C
        9 |     @objc static func make() -> Int? { nil }
          |                       `- error: static method cannot be marked '@objc' because its result type cannot be represented in Objective-C

        App/Scores.swift:10:22: error: class method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C
        10 |     @objc class func reset(_ pair: (Int, Int)) {}
           |                      |             `- note: tuples cannot be represented in Objective-C
           |                      `- error: class method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C

        App/Scores.swift:11:16: error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C
        11 |     @objc func save(
           |                `- error: instance method cannot be marked '@objc' because the type of the parameter 2 cannot be represented in Objective-C
        12 |         name: String,
        13 |         score: Score
           |                `- note: Swift structs cannot be represented in Objective-C


        """)
    }

    /// Representable types are passed. So are, left alone on purpose though Xcode may refuse some
    /// of them: closures, UIKit's value types (`CGRect?`), type aliases, and declarations this check
    /// does not reason about (`@IBAction`, `@IBOutlet`, overrides, members of an `@objc extension`
    /// without `@objc` of their own, generic classes, declarations without `@objc`).
    func testRepresentableAndUnplacedTypesArePassed() {
        let text = ObjcRepresentabilityCheck.failures([("App/ViewController.swift", """
        import UIKit
        @objc enum Level: Int { case low, high }
        @objc protocol Scoring: AnyObject {}
        protocol Named {}
        class Model: NSObject {}
        class Round: Model {}
        struct Score { var value = 0 }
        typealias Points = Int?
        class ViewController: UIViewController {
            @IBOutlet weak var label: UILabel!
            @objc dynamic var count: Int = 0
            @objc var ratio: Double = 0
            @objc var isOn: Bool = false
            @objc var width: CGFloat = 0
            @objc var name: String?
            @objc var names: [String] = []
            @objc var numbers: [Int] = []
            @objc var info: [String: Any] = [:]
            @objc var day: Date?
            @objc var link: URL?
            @objc var blob: Data?
            @objc var anything: Any?
            @objc var object: AnyObject?
            @objc var model: Model?
            @objc var round: Round = Round()
            @objc weak var scoring: Scoring?
            @objc var level: Level = .low
            @objc var colour: UIColor?
            @objc var views: [UIView] = []
            @objc var frameBox: CGRect?
            @objc var points: Points
            @objc var handler: ((Int?) -> Void)?
            @IBAction func tapped(_ sender: UIButton) {}
            @objc func send(_ sender: Any?) {}
            @objc func run(_ completion: @escaping (Score) -> Void) {}
            @objc func total(of values: [Int], by rounds: [Round]) -> Int { 0 }
            @objc func find(_ id: String) -> Model? { nil }
            override func viewDidLoad() { super.viewDidLoad() }
            var plain: Int?
            func helper(_ score: Score) -> Score? { nil }
            dynamic var notObjC: Int?
        }
        @objc extension ViewController {
            var extra: Int? { nil }
        }
        class Box<T>: NSObject {
            @objc var value: Int?
        }
        struct Holder {
            var count: Int?
        }
        """)])
        XCTAssertEqual(text, "")
    }

    /// An `@objcMembers` class exposes only the members Objective-C can represent and skips the
    /// others silently (Xcode's compiler says nothing): nothing is said; a member marked `@objc`
    /// itself is refused as anywhere else.
    func testObjcMembersSkipsWhatItCannotExposeWithoutAWord() {
        let source = """
        import UIKit
        struct Score { var value = 0 }
        @objcMembers class ViewController: UIViewController {
            var appearances: Int?
            var score = Score()
            func show(_ score: Score) -> Score? { nil }
        }
        """
        XCTAssertEqual(ObjcRepresentabilityCheck.failures([("App/ViewController.swift", source)]), "")
        let marked = source.replacingOccurrences(of: "    var appearances", with: "    @objc var appearances")
        XCTAssertEqual(summary(ObjcRepresentabilityCheck.failures([("App/ViewController.swift", marked)])),
                       ["4:15 property cannot be marked '@objc' because its type cannot be represented in Objective-C"])
    }

    /// A type of the learner's declared in another file counts as declared; a name declared twice
    /// as different kinds (a nested struct, a class elsewhere) is not placed: nothing is said.
    func testTypesAreFoundAcrossFiles() {
        let files = [
            ("App/ViewController.swift", """
            import UIKit
            class ViewController: UIViewController {
                @objc var score: Score?
                @objc var item: Item?
            }
            """),
            ("App/Score.swift", "struct Score { var value = 0 }\nstruct List { struct Item {} }\nclass Item: NSObject {}"),
        ]
        XCTAssertEqual(summary(ObjcRepresentabilityCheck.failures(files)),
                       ["3:15 property cannot be marked '@objc' because its type cannot be represented in Objective-C"])
    }
}
