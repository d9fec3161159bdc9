import Chapters
import XCTest

final class MarkdownDocumentTests: XCTestCase {
    func testFrontMatterHeadingsAndFencedBlocksWithTheirLines() {
        let text = """
        ---
        section: 5.2.3
        lang: ko
        ---

        # 세그웨이로 **값** 전달하기

        See [the book](#values).

        ```swift file=ViewController.swift
        import UIKit
        ```

        ```swift mistake=twin file="View Controller.swift" fails=a,b
        let x = 1
        ```
        """
        let document = MarkdownDocument.parse(text)
        XCTAssertEqual(document.frontMatter, "section: 5.2.3\nlang: ko")
        XCTAssertEqual(document.headings.first?.text, "세그웨이로 값 전달하기")
        XCTAssertEqual(document.headings.first?.line, 6)
        XCTAssertEqual(document.codeBlocks.count, 2)
        XCTAssertEqual(document.codeBlocks[0].language, "swift")
        XCTAssertEqual(document.codeBlocks[0].attributes["file"], "ViewController.swift")
        XCTAssertEqual(document.codeBlocks[0].line, 10)
        XCTAssertEqual(document.codeBlocks[0].content, "import UIKit\n")
        XCTAssertEqual(document.codeBlocks[1].attributes["file"], "View Controller.swift")
        XCTAssertEqual(document.codeBlocks[1].attributes["fails"], "a,b")
        XCTAssertEqual(document.links.first?.destination, "#values")
        XCTAssertEqual(document.links.first?.line, 8)
    }
}
