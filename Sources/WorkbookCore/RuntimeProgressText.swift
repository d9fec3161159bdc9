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
        case "WorkbookProtocol": return ko ? "공유 데이터 형식" : "the shared data formats"
        case "UIKit": return ko ? "UIKit 시뮬레이션" : "the simulated UIKit"
        case "WorkbookDriver": return ko ? "앱 드라이버" : "the app driver"
        case RuntimeBuilder.launcherName: return ko ? "샌드박스 실행기" : "the sandbox launcher"
        default: return name
        }
    }

    /// `[2/4] 9% building the simulated UIKit (85 files)…`: the step under way and how much of
    /// the sources is compiled, with the step's `elapsed` seconds when given (the terminal's
    /// redrawn line).
    public static func line(_ step: RuntimeBuilder.Step, language: Language, elapsed: Double? = nil) -> String {
        let what = what(step.name, language: language)
        let head = "[\(step.number)/\(step.total)] \(step.percentDone)%"
        let time = elapsed.map { " \(Int($0))" + (language == .ko ? "초" : " s") } ?? ""
        return language == .ko ? "\(head) \(what) 빌드 중 (파일 \(step.files)개)…\(time)" : "\(head) building \(what) (\(step.files) files)…\(time)"
    }
}
