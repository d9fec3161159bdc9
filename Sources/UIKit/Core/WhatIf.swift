import Foundation

/// The explanation search's switch (`workbook check`, docs/checks.md "What if"): when a failed
/// check has no reading, the checker builds the learner's code once more with small changes at
/// the lines that ran, each behind `__workbookWhatIf(n)`, and runs the failed check with one change
/// on at a time. A check's own run never sets it (no change is on, and the checked build holds
/// none), so nothing here can change a verdict.
public enum WorkbookWhatIf {
    /// The change this run turns on (`RunRequest.whatIf`).
    @_spi(Workbook) nonisolated(unsafe) public static var selected: Int?
}

/// True in the run that turns change `id` on.
@inline(never)
public func __workbookWhatIf(_ id: Int) -> Bool { WorkbookWhatIf.selected == id }
