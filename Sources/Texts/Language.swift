import Foundation

/// A text in the learner's two languages (the same text when only one is given).
public struct LocalizedText: Codable, Equatable, Sendable {
    public var ko: String
    public var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    public init(_ both: String) { self.init(ko: both, en: both) }

    public func text(_ language: Language) -> String { language == .ko ? ko : en }
}

public enum Language: String, Codable, CaseIterable, Sendable {
    case ko, en

    /// The language's name in itself, for a link to it from a page in any language.
    public var nativeName: String {
        switch self {
        case .ko: return "한국어"
        case .en: return "English"
        }
    }

    /// `LANG=ko_KR.UTF-8` → Korean; anything else English.
    public static var fromEnvironment: Language {
        let environment = ProcessInfo.processInfo.environment
        let value = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? ""
        return value.lowercased().hasPrefix("ko") ? .ko : .en
    }
}
