import Foundation
import WorkbookProtocol

/// Screen pictures written to a folder: one per step of a trace (`trace --screens`), or the
/// failed checks' screens (`check --screens`). Each file is written whole (temporary file, then
/// rename); the folder is made when missing; nothing else in it is touched.
public enum ScreenFiles {
    /// `step-03.svg` for each step the run has a screen of; `dark.` pictures too with `dark`.
    /// Returns the files written, in step order.
    @discardableResult
    public static func writeSteps(_ run: AppRun, to folder: URL, appearance: ScreenSVG.Appearance? = nil) throws -> [URL] {
        try prepare(folder)
        var written: [URL] = []
        for step in run.screens.keys.sorted() {
            guard let screen = run.screens[step] else { continue }
            let url = folder.appendingPathComponent(String(format: "step-%02d.svg", step))
            let description = run.timeline.lazy.compactMap { entry -> String? in
                if case let .step(index, description) = entry, index == step { return description } else { return nil }
            }.first ?? ""
            try AtomicFile.write(ScreenSVG(appearance: appearance, scale: 1, label: "step \(step): \(description)").render(screen) + "\n", to: url)
            written.append(url)
        }
        return written
    }

    /// The pictures of every failed check the learners may read in full (`<check>-actual.svg`,
    /// `<check>-expected.svg`), their paths recorded in the report's results for the terminal
    /// report to name. A withheld check writes nothing.
    public static func writeFailures(_ report: inout CheckReport, to folder: URL, now: Date = Date()) throws {
        let readable = report.published(for: .learners, now: now).content.checks
        for index in report.checks.indices {
            guard report.checks[index].status == .failed, let screens = readable.first(where: { $0.id == report.checks[index].id })?.screens,
                  report.checks[index].screens != nil else { continue }
            try prepare(folder)
            let name = fileName(report.checks[index].id)
            let actual = folder.appendingPathComponent("\(name)-actual.svg")
            var svg = ScreenSVG(scale: 1, label: "\(name) step \(screens.step)")
            svg.highlight = screens.outlet
            try AtomicFile.write(svg.render(screens.actual) + "\n", to: actual)
            report.checks[index].screens?.actualFile = actual.path
            if let expected = screens.expected {
                let url = folder.appendingPathComponent("\(name)-expected.svg")
                svg.highlightColor = "#248A3D"
                try AtomicFile.write(svg.render(expected) + "\n", to: url)
                report.checks[index].screens?.expectedFile = url.path
            }
        }
    }

    /// A check id as a file name: letters, digits, `-` and `_` kept, anything else `_`.
    static func fileName(_ id: String) -> String {
        let kept = String(id.prefix(80).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        return kept.isEmpty ? "check" : kept
    }

    static func prepare(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw WorkbookError.badInput([Diagnostic(file: folder.path, line: nil, column: nil, message: "not a folder: screens are written into a folder",
                                                         suggestion: "Give --screens a folder path (it is made when missing).")])
            }
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
