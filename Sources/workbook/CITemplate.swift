import ArgumentParser
import ClassReports
import Foundation
import WorkbookCore

extension Workbook {
    struct CITemplate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ci-template",
            abstract: "Write a GitHub Actions workflow: Classroom autograding, or a grading matrix.",
            discussion: """
            `workbook ci-template github-classroom` writes the workflow of a student repository: it builds \
            workbook at --ref, checks every exercise (--exercise, or each Exercises/<id>/checks.yaml here) \
            with --format classroom, and hands the results to GitHub Classroom's grading reporter.
            `workbook ci-template github-matrix --shards N` writes the instructor's grading workflow: N jobs \
            each run `workbook grade --shard i/N`, a last one `workbook grade merge`. See docs/classroom.md.
            Exit codes: 0 written, 2 bad input or usage (or the output file exists without --force).
            """)

        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case githubClassroom = "github-classroom"
            case githubMatrix = "github-matrix"
        }

        @Argument(help: "github-classroom or github-matrix.")
        var kind: Kind

        @Option(name: .long, help: "An exercise to check (repeatable; github-classroom). Default: every Exercises/<id>/checks.yaml here.")
        var exercise: [String] = []

        @Option(name: .long, help: "The number of grading jobs (github-matrix).")
        var shards: Int = 4

        @Option(name: .long, help: "The submissions folder in the grading repository (github-matrix).")
        var submissions: String = "submissions"

        @Option(name: .customLong("workbook-repo"), help: "The git repository workbook is built from in CI.")
        var workbookRepository: String = "https://github.com/OWNER/workbook"

        @Option(name: .long, help: "The workbook tag, branch or commit to build (pin it: every run grades alike).")
        var ref: String = "main"

        @Option(name: .long, help: "The Swift container image the jobs run in.")
        var swiftImage: String = CITemplates.Source.defaultImage

        @Option(name: .long, help: "Write the workflow to this file (atomically) instead of standard output.")
        var output: String?

        @Flag(name: .long, help: "Replace --output if it exists.")
        var force = false

        func run() throws {
            let source = CITemplates.Source(repository: workbookRepository, ref: ref, swiftImage: swiftImage)
            let text: String
            do {
                switch kind {
                case .githubClassroom:
                    text = try CITemplates.githubClassroom(exercises: exercise.isEmpty ? try exercisesHere() : exercise, source: source)
                case .githubMatrix:
                    text = try CITemplates.githubMatrix(shards: shards, submissions: submissions, source: source)
                }
            } catch let error as CITemplates.Error {
                DiagnosticsPrinter.print(error.description)
                throw ExitCode(ExitCodes.badInput)
            }
            guard let output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            let url = URL(fileURLWithPath: output)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    DiagnosticsPrinter.print("\(url.path): error: is a folder; give the workflow file's path, like .github/workflows/classroom.yml")
                    throw ExitCode(ExitCodes.badInput)
                }
                if !force {
                    DiagnosticsPrinter.print("\(url.path): error: exists; not replaced (add --force to replace it)")
                    throw ExitCode(ExitCodes.badInput)
                }
            }
            do {
                try AtomicFile.write(text, to: url)
            } catch {
                DiagnosticsPrinter.print("\(url.path): error: cannot write: \(error.localizedDescription)")
                throw ExitCode(ExitCodes.badInput)
            }
        }

        /// The exercises of the student workbook in the current folder: `Exercises/<id>/checks.yaml`, sorted.
        func exercisesHere() throws -> [String] {
            let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Exercises")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let found = names.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/checks.yaml").path) }.sorted()
            if found.isEmpty {
                throw CITemplates.Error("\(folder.path): error: no Exercises/<id>/checks.yaml here; run in the student workbook "
                    + "(after `workbook generate`) or give --exercise ID")
            }
            return found
        }
    }
}
