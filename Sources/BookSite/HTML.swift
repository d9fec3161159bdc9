import Foundation

/// HTML escaping for every text the site writes (chapter text, code, names, check titles).
public enum HTML {
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The visible text of an HTML fragment: tags dropped, the five entities read back. Used for
    /// the search index and by tests that look for strings in what a reader sees.
    public static func text(_ html: String) -> String {
        var output = ""
        var inTag = false
        var inScript = false
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if inScript {
                if html[index...].hasPrefix("</script") || html[index...].hasPrefix("</style") { inScript = false; inTag = true }
                index = html.index(after: index)
                continue
            }
            if character == "<" {
                if html[index...].hasPrefix("<script") || html[index...].hasPrefix("<style") { inScript = true }
                inTag = true
                output.append(" ")
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                output.append(character)
            }
            index = html.index(after: index)
        }
        return output.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
