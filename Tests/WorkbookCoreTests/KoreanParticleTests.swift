@testable import WorkbookCore
import XCTest

/// Particles chosen by how the name ends when read aloud in Korean.
final class KoreanParticleTests: XCTestCase {
    func testHangulEndings() {
        XCTAssertEqual(KoreanParticle.attach("화면", .topic), "화면은")
        XCTAssertEqual(KoreanParticle.attach("시트", .topic), "시트는")
        XCTAssertEqual(KoreanParticle.attach("레이블", .direction), "레이블로")
        XCTAssertEqual(KoreanParticle.attach("화면", .direction), "화면으로")
        XCTAssertEqual(KoreanParticle.attach("값", .object), "값을")
        XCTAssertEqual(KoreanParticle.attach("메서드", .copula), "메서드여야")
    }

    func testNamesInLatinLettersAndDigits() {
        XCTAssertEqual(KoreanParticle.attach("ViewController#1", .topic), "ViewController#1은")       // 일
        XCTAssertEqual(KoreanParticle.attach("ViewController#2", .subject), "ViewController#2가")     // 이
        XCTAssertEqual(KoreanParticle.attach("ResultViewController#3", .object), "ResultViewController#3을") // 삼
        XCTAssertEqual(KoreanParticle.attach("VC#10", .topic), "VC#10은")                              // 십
        XCTAssertEqual(KoreanParticle.attach("ViewController", .subject), "ViewController가")
        XCTAssertEqual(KoreanParticle.attach("UIButton", .subject), "UIButton이")
        XCTAssertEqual(KoreanParticle.attach("UILabel", .direction), "UILabel로")
        XCTAssertEqual(KoreanParticle.attach("UILabel", .topic), "UILabel은")
        XCTAssertEqual(KoreanParticle.attach("`as! FormViewController`", .subject), "`as! FormViewController`가")
        XCTAssertEqual(KoreanParticle.attach("\"RVC\"", .direction), "\"RVC\"로")
        XCTAssertEqual(KoreanParticle.attach("ViewController#1", .direction), "ViewController#1로")       // 일로
        XCTAssertEqual(KoreanParticle.attach("Segue#6", .direction), "Segue#6으로")                        // 육으로
    }
}
