import Foundation
import Texts
import WorkbookProtocol

/// `var paramEmail: String?` (or `var value = "-"`) inside a method of a class that has a stored
/// property of that name: from there to the end of its block the bare name is the local, not the
/// property. The line that sets what the check read uses the bare name (in its value, its test, or
/// a name bound from it) and so reads the local, while the property is given its value elsewhere
/// (`self.value = …` in the same method, or another object's `main.paramEmail = …`).
///
/// Premise: the failure is about a value; the setter of what the check read ran, sits below the
/// local in its scope and reads the bare name; some line writes the property itself.
struct LocalNamedLikePropertyRule: TeachingRule {
    let id = "local-named-like-property"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let setters = code.assignments.filter(context.setsSubject)
        for local in code.locals {
            guard let owner = local.owner, let method = local.method,
                  code.properties.contains(where: { $0.owner == owner && $0.name == local.name && !$0.isOutlet && !$0.isComputed && !$0.isStatic }),
                  // A copy of the property itself (`let value = self.value`) means to read it.
                  !(local.value.map { FailureContext.mentions($0, local.name) } ?? false) else { continue }
            // The setter of what the check read, below the local in its scope, that reads the bare name.
            let reading = setters.first { setter in
                guard setter.owner == owner, setter.method == method, setter.file == local.file,
                      setter.line > local.line, setter.line <= local.scopeEnd, (context.ran(setter) ?? 1) > 0 else { return false }
                // What the value is made of: the setter's value and tests, the names bound from it, and
                // the assignments of the method's other locals it reads (`text = p` under `if let p = paramEmail`), two steps back.
                var read = [setter.value] + setter.conditions.map(\.text)
                var seen: Set<Int> = [setter.line]
                for _ in 0..<2 {
                    let joined = read.joined(separator: " ")
                    read += code.bindings.filter { $0.owner == owner && $0.method == method && $0.line >= local.line && FailureContext.mentions(joined, $0.name) }.map(\.value)
                    for other in code.locals where other.owner == owner && other.method == method && other.name != local.name && FailureContext.mentions(joined, other.name) {
                        for assignment in code.assignments where assignment.owner == owner && assignment.method == method && assignment.base == nil
                            && assignment.member == other.name && assignment.line < setter.line && !seen.contains(assignment.line) {
                            seen.insert(assignment.line)
                            read += [assignment.value] + assignment.conditions.map(\.text)
                        }
                    }
                }
                return Self.bare(read.joined(separator: " "), local.name)
            }
            guard let reading else { continue }
            // The property given its value: `self.name = …` in this method below the local, or any
            // line of another method or object writing it.
            let writes = code.assignments.filter { write in
                guard write.member == local.name, write.line != local.line || write.file != local.file else { return false }
                if write.owner == owner && write.method == method && write.file == local.file && write.line > local.line && write.line <= local.scopeEnd {
                    return (write.written.isEmpty ? write.target : write.written).hasPrefix("self.")
                }
                return write.owner != owner ? write.base != nil : write.method != method
            }
            guard let write = writes.first(where: { (context.ran($0) ?? 1) > 0 }) ?? writes.first else { continue }
            let path = write.file < context.learnerPaths.count ? (context.learnerPaths[write.file] as NSString).lastPathComponent : ""
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLocalNamedLikeProperty(declaration: local.declaration, line: local.line, method: method, owner: owner, name: local.name,
                                              reader: reading.statement, readerLine: reading.line,
                                              write: write.statement, writeLine: write.line, writeFile: write.file == local.file ? nil : path)
            })
        }
        return nil
    }

    /// `name` read bare (`name`, not `self.name`, not `x.name`), outside string literals.
    static func bare(_ text: String, _ name: String) -> Bool {
        let unquoted = text.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
        return unquoted.range(of: "(?<![\\w.])\(NSRegularExpression.escapedPattern(for: name))\\b(?!\\s*:)", options: .regularExpression) != nil
    }
}
