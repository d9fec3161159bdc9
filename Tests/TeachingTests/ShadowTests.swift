@testable import Teaching
import XCTest

/// Local names declared again where an outer declaration is in scope, with the block each lives in.
final class ShadowTests: XCTestCase {
    func testShadowsAreFoundWithTheirScopes() {
        let facts = CodeFacts(sources: ["""
        class A {
            func prepare(flag: Bool, data: String) {
                var update = false
                var minutes = 0.0
                if flag {
                    let (update, minutes) = (true, 10.0)
                    print(update, minutes)
                }
                let data = label ?? data
                if let flag = Optional(flag) { print(flag) }
                let copy = data
                func helper(data: String) -> String { data }
                print(update, minutes, copy, helper(data: data))
            }
        }
        """])
        let shadows = facts.shadows.map { "\($0.name)@\($0.line) outer \($0.outerLine) end \($0.scopeEnd) param \($0.parameter) tuple \($0.inTuple)" }
        XCTAssertEqual(shadows, [
            "update@6 outer 3 end 8 param false tuple true",
            "minutes@6 outer 4 end 8 param false tuple true",
            "data@9 outer 2 end 14 param true tuple false",
        ])
        XCTAssertEqual(facts.shadows.first?.method, "prepare(flag:data:)")
        XCTAssertEqual(facts.shadows.first?.owner, "A")
    }

    /// A nested function's parameter with a default value that hides the enclosing function's parameter.
    func testANestedFunctionsDefaultParameterIsAShadow() {
        let facts = CodeFacts(sources: ["""
        class C {
            var items: [AnyObject] = []
            func finish(_ child: AnyObject?) {
                func index(of child: AnyObject? = nil) -> Int? { items.firstIndex { $0 === child } }
                func count(_ limit: Int) -> Int { limit }
                if let i = index() { items.remove(at: i) }
            }
        }
        """])
        XCTAssertEqual(facts.shadows.count, 1)
        XCTAssertEqual(facts.shadows.first?.nestedFunction, "index")
        XCTAssertEqual(facts.shadows.first?.label, "of")
        XCTAssertEqual(facts.shadows.first?.value, "nil")
        XCTAssertEqual(facts.shadows.first?.parameter, true)
    }
}
