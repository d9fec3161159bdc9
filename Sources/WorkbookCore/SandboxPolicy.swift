import Foundation
import LearnerBuild

/// When running learner code without bubblewrap is refused (fail closed) rather than done with
/// limits only. Without the sandbox the learner's app runs as the grader's own user and can
/// read and write whatever that user can: the full check set beside it (a hidden check's steps
/// and expected values, printed as the console of a visible check), other students' folders
/// in a class, the grader's files. So:
/// - `workbook grade` never falls back: `--sandbox auto` where bubblewrap cannot sandbox is an
///   error; only an explicit `--sandbox none` runs a class without it;
/// - `workbook check` falls back only when nothing is withheld from the learner: a check set
///   with hidden or `after_due` checks (the instructor's view, a Gradescope autograder) is
///   refused under `auto` without bubblewrap, as in `grade`; the learner's own copy (visible
///   checks only, in their own folder) still runs with limits only and a warning.
public enum SandboxPolicy {
    /// Why running with `mode` must be refused here, or nil. `grading`: a whole class;
    /// `withholds`: the check set has checks the learner must not see.
    public static func refusal(mode: SandboxMode, grading: Bool, withholds: Bool,
                               bwrapWorks: Bool = SandboxCommand.bwrapWorks, bwrapInstalled: Bool = SandboxCommand.bwrapPath != nil) -> String? {
        guard mode == .auto, !bwrapWorks, grading || withholds else { return nil }
        let why = bwrapInstalled
            ? "bubblewrap is installed but cannot create a sandbox here (user namespaces off or refused, e.g. in a Docker container or under Ubuntu 24.04's AppArmor restriction)"
            : "bubblewrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)"
        let what = grading
            ? "workbook grade runs other people's code: without the sandbox one student's app could read the hidden checks or rewrite another student's files"
            : "these checks include hidden or after_due ones: without the sandbox the learner's app could read them and print them in a visible check"
        return "error: \(why); \(what). Run where `workbook doctor` says bubblewrap can create a sandbox (docs/security.md), "
            + "or pass --sandbox none to run without it knowingly."
    }

    /// Whether `checks` holds checks the learner is not shown (hidden, or after_due).
    public static func withholds(_ checks: ExerciseChecks) -> Bool {
        checks.checks.contains { $0.visibility != .visible }
    }
}
