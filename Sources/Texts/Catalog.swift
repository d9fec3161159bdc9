/// Where every sentence workbook shows comes from: `Catalog[language].someMessage`, or
/// `Catalog.both { $0.someMessage(…) }` for a text kept in both languages (reports carry both,
/// and the reader's language is chosen when it is shown).
public enum Catalog {
    public static subscript(_ language: Language) -> any Messages {
        language == .ko ? Korean() : English()
    }

    public static subscript(korean korean: Bool) -> any Messages {
        korean ? Korean() : English()
    }

    public static func both(_ make: (any Messages) -> String) -> LocalizedText {
        LocalizedText(ko: KoreanParticle.fitAfterQuotes(make(Korean())), en: make(English()))
    }
}
