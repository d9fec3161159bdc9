import Foundation
import Texts
import WorkbookProtocol

/// Two screens that use two different stores: the screen that shows the value reads another
/// object's member (`appDelegate?.value`, `Store.shared.email`) that nothing in the code assigns,
/// while the value is kept somewhere nothing reads (a UserDefaults key written and never read, or
/// another object's member assigned and never read). A learner mixing two chapters' techniques
/// writes with one and reads with the other.
///
/// Premise: the failing label's setter reads (directly or through a local bound to it) a member of
/// another object that no line assigns, and a store write exists whose key (or member) no line reads.
struct StoresDifferRule: TeachingRule {
    let id = "stores-differ"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        for set in code.labelSetters(outlet) {
            // (What a string literal spells, `"Keys.lastSong"`, is text, not a member read.)
            for text in ([set.value] + code.bindings(readBy: set).map(\.value)).map({ $0.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression) }) {
                // `base?.member` or `base.member`, the base not the screen itself.
                for match in text.allMatches(#"([\p{L}_][\w]*(?:\([^()]*\))?(?:\?|!)?(?:\.[\p{L}_]\w*(?:\?|!)?)*)\.([\p{L}_]\w*)"#) {
                    let base = match[1], member = match[2]
                    guard base != "self", !base.hasPrefix("self."), base.first?.isLowercase == true || base.first?.isUppercase == true,
                          !code.givesAValue(to: member),
                          // A member of the learner's own classes (a UIKit property is UIKit's to give).
                          code.properties.contains(where: { $0.name == member && !$0.isOutlet && $0.owner != set.owner }),
                          // A computed member is worked out at each read, not given: not a store nobody writes.
                          !code.properties.contains(where: { $0.name == member && $0.isComputed }) else { continue }
                    guard let elsewhere = Self.unreadWrite(code, besides: member) else { continue }
                    let read = "\(base).\(member)".replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "..", with: ".")
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleStoresDiffer(read: read, owner: set.owner ?? "?", line: set.line, member: member,
                                            write: elsewhere.write, writer: elsewhere.owner, writeLine: elsewhere.line)
                    })
                }
            }
        }
        return nil
    }

    /// A store write nothing reads: a UserDefaults key written and never read, or another
    /// object's member assigned and never read.
    static func unreadWrite(_ code: CodeFacts, besides member: String) -> (write: String, owner: String, line: Int)? {
        for key in code.keys where key.isWrite && key.store == .userDefaults && !key.key.hasPrefix("@") {
            guard !code.keys.contains(where: { !$0.isWrite && $0.key == key.key }) else { continue }
            return ("UserDefaults \"\(key.key)\"", key.owner ?? "?", key.line)
        }
        for assignment in code.assignments where assignment.member != member {
            guard let base = assignment.base, base != "self", !base.hasSuffix(".view"),
                  code.properties.contains(where: { $0.name == assignment.member && !$0.isOutlet && $0.owner != assignment.owner }),
                  !code.reads(assignment.member) else { continue }
            return ("\(base).\(assignment.member)", assignment.owner ?? "?", assignment.line)
        }
        return nil
    }
}
