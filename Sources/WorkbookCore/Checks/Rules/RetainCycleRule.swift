import Foundation
import WorkbookProtocol

/// Something that left the screen is still alive. Two cases: a strong reference from something
/// that is still alive (one way: the holder is on screen or is the app's delegate), which is not
/// a cycle; or objects that hold each other (a retain cycle), reachable only from themselves.
struct RetainCycleRule: TeachingRule {
    let id = "retain-cycle"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation, let actual = context.failure.actual,
              !actual.contains("childCoordinators") else { return nil }
        let tag = actual.components(separatedBy: " held by: ").first ?? className
        let paths = actual.components(separatedBy: " held by: ").dropFirst().first?.components(separatedBy: "; ") ?? []
        // A path from another root: `ViewController#1.detail` holds `DetailViewController#1`.
        if let path = paths.first(where: { Self.root(of: $0) != tag && $0.contains(".") && !$0.hasPrefix("(") }) {
            let holder = Self.root(of: path)
            let property = path.split(separator: ".").dropFirst().first.map { String($0.prefix { $0 != "[" }) } ?? "a property"
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(KoreanParticle.attach(tag, .topic)) 화면을 떠났지만 해제되지 않았습니다. \(KoreanParticle.attach(holder, .subject)) 속성 `\(property)`에 강한 참조로 붙잡고 있고(\(path)), \(holder) 자신은 아직 살아 있으므로(화면에 있거나 앱의 델리게이트) \(tag)도 남습니다. 서로 붙잡는 순환 참조가 아니라 한쪽 방향의 참조입니다. \(KoreanParticle.attach(tag, .object)) 다 쓴 뒤(pop이나 dismiss 뒤) `\(property) = nil`로 놓아 주거나, 속성에 보관하지 마세요. 화면에 있는 동안만 필요하다면 `weak var`로 선언하세요.",
                en: "\(tag) left the screen but was not released: \(holder) keeps a strong reference to it in `\(property)` (\(path)), and \(holder) itself is still alive (on screen, or the app's delegate), so \(tag) stays too. This is not a retain cycle: the reference goes one way only. Set `\(property) = nil` once \(tag) is done (after it is popped or dismissed), or do not keep it in a property; declare it `weak var` if you only need it while it is on screen."))
        }
        let strongLink = actual.firstMatch(#"\.(\w*(?:delegate|Delegate|parent|Parent|coordinator|Coordinator)\w*)"#)?[1]
        let link = strongLink.map { "`\($0)`" }
        let koPaths = paths.isEmpty ? tag : paths.map { path in
            path.hasPrefix("(") ? "리플렉션으로는 보이지 않는 것(예: 자신을 붙잡는 클로저)" : path
        }.joined(separator: ", ")
        return Explanation(rule: id, text: LocalizedText(
            ko: "\(KoreanParticle.attach(tag, .subject)) 화면을 떠났는데도 해제되지 않았습니다(붙잡고 있는 경로: \(koPaths)). 두 객체가 서로를 강하게 참조하면\(link.map { "(여기서는 \($0))" } ?? "(저장 속성으로)") 어느 쪽도 해제되지 않는 순환 참조가 됩니다. 델리게이트나 부모 코디네이터 참조는 `weak var`로 선언하고(프로토콜은 AnyObject를 채택), 클로저에서는 [weak self]를 쓰세요.",
            en: "\(className) left the screen but was not released: \(actual). Two objects holding each other strongly (here through \(link ?? "a stored property")) form a retain cycle that never goes away. Declare delegate and parent-coordinator references `weak var` (with a class-bound protocol: AnyObject), and capture [weak self] in closures."))
    }

    /// `ViewController#1.detail.items[0]` → `ViewController#1`.
    static func root(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "[" })
    }
}
