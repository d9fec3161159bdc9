import Foundation

extension CodeFacts {
    /// Whether a path the object graph reported as holding an object (`MainViewController#1.subView.delegate`)
    /// goes through a property the learner's code declares `weak` or `unowned`: reflection shows such a
    /// property's object like any other, but it does not keep that object alive, so the path is not why
    /// the object is still in memory. Each link is looked up on the type the link before it declares
    /// (the root's class, then each property's declared type, an array's or optional's element); a link
    /// whose type is not known ends the walk and the path is kept.
    public func passesWeakLink(_ path: String) -> Bool {
        let cleaned = path.components(separatedBy: " (").first ?? path
        var links = cleaned.split(separator: ".").map { String($0.prefix { $0 != "[" }) }
        guard !links.isEmpty else { return false }
        var type: String? = String(links.removeFirst().prefix { $0 != "#" })
        for link in links {
            guard let owner = type else { return false }
            let owners = [owner] + supertypesChain(of: owner)
            guard let property = properties.first(where: { $0.name == link && owners.contains($0.owner ?? "") }) else { return false }
            if property.isWeak { return true }
            type = property.type.flatMap(Self.elementType)
        }
        return false
    }

    /// The learner's supertypes of `type`, nearest first, then theirs.
    func supertypesChain(of type: String) -> [String] {
        var result: [String] = []
        var next = Array(supertypes(of: type))
        while let first = next.first, result.count < 16 {
            next.removeFirst()
            guard !result.contains(first) else { continue }
            result.append(first)
            next += supertypes(of: first)
        }
        return result
    }

    /// `SubViewController?` → `SubViewController`; `[Coordinator]` → `Coordinator`; `Box<T>` → nil.
    static func elementType(_ declared: String) -> String? {
        var text = declared.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            // A dictionary's values: `[String: Screen]`.
            text = String(inner.split(separator: ":").last ?? inner).trimmingCharacters(in: .whitespaces)
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !text.isEmpty ? text : nil
    }
}
