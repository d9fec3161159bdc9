import Foundation
import LearnerBuild

/// What the first check says while it builds the UIKit simulation (`RuntimeBuilder.Step`), on
/// standard error: on a terminal one line redrawn in place with the seconds going by, otherwise
/// one plain line per step.
public enum RuntimeProgressText {
    /// What a step builds, in the learner's words.
    static func what(_ name: String, language: Language) -> String {
        let ko = language == .ko
        switch name {
        case "WorkbookProtocol": return Catalog[korean: ko].progressTheSharedDataFormats
        case "UIKit": return Catalog[korean: ko].progressTheSimulatedUikit
        case "WorkbookDriver": return Catalog[korean: ko].progressTheAppDriver
        case RuntimeBuilder.launcherName: return Catalog[korean: ko].progressTheSandboxLauncher
        case RuntimeBuilder.moduleCacheStepName: return Catalog[korean: ko].progressTheModuleCache
        default: return name
        }
    }

    /// `[2/4] 9% building the simulated UIKit (85 files)…`: the step under way and how much of
    /// the sources is compiled, with the step's `elapsed` seconds when given (the terminal's
    /// redrawn line).
    public static func line(_ step: RuntimeBuilder.Step, language: Language, elapsed: Double? = nil) -> String {
        let what = what(step.name, language: language)
        let head = "[\(step.number)/\(step.total)] \(step.percentDone)%"
        let time = elapsed.map { " \(Int($0))" + Catalog[language].progressSeconds } ?? ""
        return Catalog[language].progressBuildingFiles(head: head, what: what, files: "\(step.files)", time: time)
    }
}
