import XCTest
@testable import Teaching
import Texts

/// Round 40's small pieces, exactly: what `StringPredicate` works out (and refuses to guess), the
/// Objective-C selector of a Swift method, the compile lesson's premise for a protocol not adopted.
final class Round40UnitTests: XCTestCase {
    func testStringPredicateWorksOutPlainQuestionsOnly() {
        let parts = StringPredicate.parts(of: #"text.contains("@") && text.count <= 16"#, name: "text", value: "saved@example.com")
        XCTAssertEqual(parts?.map(\.value), [true, false])
        XCTAssertEqual(parts?.last?.count, 17)
        XCTAssertEqual(StringPredicate.parts(of: #"identifier?.hasSuffix("Submit") ?? false"#, name: "identifier", value: "ActionSubmit")?.map(\.value), [true])
        XCTAssertEqual(StringPredicate.parts(of: #"segue.identifier?.contains("Default") == false"#, name: "segue.identifier", value: "DefaultSubmit")?.map(\.value), [false])
        XCTAssertEqual(StringPredicate.parts(of: #"!text.trimmingCharacters(in: .whitespaces).isEmpty"#, name: "text", value: "  ")?.map(\.value), [false])
        // Not a plain question of the text: not worked out (never guessed).
        XCTAssertNil(StringPredicate.parts(of: #"text.contains("@") && isValidDomain(text)"#, name: "text", value: "a@b.c"))
        XCTAssertNil(StringPredicate.parts(of: #"text.range(of: pattern, options: .regularExpression) != nil"#, name: "text", value: "a"))
    }

    func testObjectiveCSelectorsOfSwiftMethods() {
        XCTAssertEqual(FailureContext.objcSelector("sendData(_:)"), "sendData:")
        XCTAssertEqual(FailureContext.objcSelector("send(data:)"), "sendWithData:")
        XCTAssertEqual(FailureContext.objcSelector("update(with:)"), "updateWith:")
        XCTAssertEqual(FailureContext.objcSelector("move(to:animated:)"), "moveTo:animated:")
        XCTAssertEqual(FailureContext.objcSelector("reload()"), "reload")
    }

    func testTheAdoptionLessonIsOnlyForTheLearnersOwnTypes() {
        XCTAssertEqual(CompileErrorLesson.adoptedProtocol(from: "MainViewController", to: "(any MyDataDelegate)?"), "MyDataDelegate")
        XCTAssertNil(CompileErrorLesson.adoptedProtocol(from: "Character", to: "any StringProtocol"))
        XCTAssertNil(CompileErrorLesson.adoptedProtocol(from: "UIViewController", to: "(any MyDataDelegate)?"))
        XCTAssertNil(CompileErrorLesson.adoptedProtocol(from: "Main", to: "String?"))
    }
}
