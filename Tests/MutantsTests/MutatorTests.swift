import Chapters
import Foundation
@testable import Mutants
import SwiftParser
import SwiftSyntax
import XCTest

/// The mutator: each operator at the places it applies to, the truth it records, and the
/// bundled book's corpus (large, deterministic, every exercise and operator).
final class MutatorTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A two-file exercise in the shape the chapters write, with solution regions.
    static let files: [(name: String, content: String)] = [
        ("ViewController.swift", """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @IBAction func onSubmit(_ sender: Any) {
                // BEGIN SOLUTION: // TODO: values
                guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                rvc.paramUpdate = self.isUpdate.isOn
                UserDefaults.standard.set(self.email.text, forKey: "email")
                if self.isUpdate.isOn {
                    self.navigationController?.pushViewController(rvc, animated: true)
                }
                // END SOLUTION
            }
        }
        """),
        ("ResultViewController.swift", """
        import UIKit

        class ResultViewController: UIViewController {
            var paramUpdate: Bool = false
            weak var owner: ViewController?
            @IBAction func onBack(_ sender: Any) {
                // BEGIN SOLUTION
                self.dismiss(animated: true)
                // END SOLUTION
            }
        }
        """),
    ]

    func mutants() -> [Mutant] {
        Mutator().mutants(exercise: "sample", files: Self.files, storyboardSource: "scenes:\n  - id: result\n    storyboardID: RVC\n")
    }

    func testEveryOperatorApplies() {
        let found = Set(mutants().map(\.mutationOperator))
        for op in MutationOperator.allCases where op != .constantReturn {
            XCTAssertTrue(found.contains(op), "no \(op.rawValue) mutant")
        }
    }

    func testMovesAStatementIntoALifecycleMethodAndNamesBoth() throws {
        let moves = mutants().filter { $0.mutationOperator == .moveToLifecycle }
        // `rvc.paramUpdate = …` needs the local `rvc`: never moved. UserDefaults.set needs nothing.
        XCTAssertFalse(moves.contains { $0.before.contains("rvc.paramUpdate") })
        let deinitMove = try XCTUnwrap(moves.first { $0.truth.to == "deinit" && $0.before.contains("UserDefaults") })
        XCTAssertEqual(deinitMove.truth.from, "onSubmit")
        XCTAssertEqual(deinitMove.truth.tokens, ["deinit", "onSubmit"])
        XCTAssertTrue(deinitMove.source.contains("    deinit {\n        UserDefaults.standard.set(self.email.text, forKey: \"email\")\n    }"))
        XCTAssertFalse(deinitMove.source.contains("@IBAction func onSubmit(_ sender: Any) {\n        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: \"RVC\") as? ResultViewController else { return }\n        rvc.paramUpdate = self.isUpdate.isOn\n        UserDefaults"))
        // Into the existing viewDidLoad, after its super call.
        let load = try XCTUnwrap(moves.first { $0.truth.to == "viewDidLoad" && $0.before.contains("UserDefaults") })
        XCTAssertTrue(load.source.contains("super.viewDidLoad()\n        UserDefaults.standard.set(self.email.text, forKey: \"email\")\n    }"))
    }

    func testSwapsReceiversAndMakesNewInstances() {
        let swaps = mutants().filter { $0.mutationOperator == .swapReceiver }
        XCTAssertTrue(swaps.contains { $0.source.contains("self.presentingViewController?.navigationController?.pushViewController(rvc") })
        XCTAssertTrue(swaps.contains { $0.source.contains("ResultViewController() as? ResultViewController") && $0.truth.tokens == ["ResultViewController#new"] })
        XCTAssertTrue(swaps.contains { $0.source.contains("self.presentingViewController?.dismiss(animated: true)") })
    }

    func testChangesKeysAndIdentifiersOnly() {
        let literals = mutants().filter { $0.mutationOperator == .changeKeyLiteral }
        XCTAssertEqual(Set(literals.compactMap(\.truth.to)), ["Email", "emai", "rVC", "RV"])
        let key = literals.first { $0.truth.to == "Email" }
        XCTAssertEqual(key?.truth.tokens, ["\"Email\"", "Email", "\"email\""])
    }

    func testDropsInvertsAndSwapsTransitions() {
        let all = mutants()
        XCTAssertTrue(all.contains { $0.mutationOperator == .dropStatement && $0.before.hasPrefix("UserDefaults") && $0.truth.tokens.contains("\"email\"") })
        // The guard binds `rvc`, used afterwards: not dropped.
        XCTAssertFalse(all.contains { $0.mutationOperator == .dropStatement && $0.before.hasPrefix("guard let rvc") })
        XCTAssertTrue(all.contains { $0.mutationOperator == .invertCondition && $0.source.contains("if !(self.isUpdate.isOn) {") && $0.truth.tokens == ["isUpdate", "isOn"] })
        XCTAssertTrue(all.contains { $0.mutationOperator == .pushPresent && $0.source.contains("self.present(rvc, animated: true)") })
        XCTAssertTrue(all.contains { $0.mutationOperator == .pushPresent && $0.source.contains("self.navigationController?.popViewController(animated: true)") })
        XCTAssertTrue(all.contains { $0.mutationOperator == .weakStrong && $0.source.contains("    var owner: ViewController?") && $0.truth.tokens == ["owner", "weak"] })
        XCTAssertTrue(all.contains { $0.mutationOperator == .controlProperty && $0.source.contains("rvc.paramUpdate = self.isUpdate.isEnabled") })
        // A write to a control is not a read: `text` of the label is never replaced.
        XCTAssertFalse(all.contains { $0.mutationOperator == .controlProperty && $0.source.contains("placeholder =") })
    }

    func testTokensMatchWholeNamesOnly() {
        XCTAssertTrue(MutationTruth.names(token: "present", in: "`present(_:animated:)` shows it"))
        XCTAssertFalse(MutationTruth.names(token: "present", in: "the presented screen"))
        XCTAssertFalse(MutationTruth.names(token: "present", in: "presentingViewController"))
        XCTAssertTrue(MutationTruth.names(token: "push", in: "push했지만"))
        XCTAssertTrue(MutationTruth.names(token: "ViewController#new", in: "값은 ViewController#2에 들어갔습니다"))
        XCTAssertFalse(MutationTruth.names(token: "ViewController#new", in: "ViewController#1 and ResultViewController#2"))
        XCTAssertTrue(MutationTruth.names(token: "ViewController#new", in: "a new `ViewController()`"))
        XCTAssertTrue(MutationTruth.names(token: "MainCoordinator#new", in: "(`delegate = MainCoordinator(navigationController: nav)`)"))
        XCTAssertFalse(MutationTruth.names(token: "Coordinator#new", in: "`MainCoordinator(navigationController: nav)`"))
        XCTAssertTrue(MutationTruth.names(token: "\"email\"", in: "the key \"email\" is never written"))
    }

    func testTheBookGivesAtLeast500MutantsOverEveryExerciseAndOperator() throws {
        let book = try BookChecks.loadBook(Self.repository)
        let bench = MutationBench(book: book)
        let all = bench.mutants()
        XCTAssertGreaterThanOrEqual(all.count, 500)
        XCTAssertEqual(Set(all.map(\.exercise)), Set(book.exercises.map(\.id)))
        XCTAssertEqual(Set(all.map(\.mutationOperator)), Set(MutationOperator.allCases))
        XCTAssertEqual(Set(all.map(\.id)).count, all.count, "ids are unique")
        // Deterministic: the same chapters, the same mutants.
        XCTAssertEqual(bench.mutants().map(\.source), all.map(\.source))
        for mutant in all {
            XCTAssertFalse(mutant.truth.tokens.isEmpty, "\(mutant.id) has no truth tokens")
            XCTAssertFalse(Parser.parse(source: mutant.source).hasError, "\(mutant.id) is not Swift:\n\(mutant.source)")
        }
        let sample = MutationBench.sample(all, count: 40, seed: 1)
        XCTAssertEqual(sample.map(\.id), MutationBench.sample(all, count: 40, seed: 1).map(\.id))
        XCTAssertEqual(Set(sample.map(\.mutationOperator)), Set(MutationOperator.allCases))
        XCTAssertNotEqual(sample.map(\.id), MutationBench.sample(all, count: 40, seed: 2).map(\.id))
    }
}
