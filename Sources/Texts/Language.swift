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
        // An empty variable counts as unset (POSIX): `LC_ALL=` leaves the choice to LC_MESSAGES and LANG.
        func setting(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let value = setting("LC_ALL") ?? setting("LC_MESSAGES") ?? setting("LANG") ?? ""
        return value.lowercased().hasPrefix("ko") ? .ko : .en
    }
}
