import ArgumentParser
import ClassReports
import Foundation
import WorkbookCore

extension Workbook {
    struct CITemplate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ci-template",
            abstract: "Write a GitHub Actions workflow: Classroom autograding, a grading matrix, or the image Classroom checks run in.",
            discussion: """
            `workbook ci-template github-classroom` writes the workflow of a student repository: it builds \
            workbook at --ref, checks every exercise (--exercise, or each Exercises/<id>/checks.yaml here) \
            with --format classroom, and hands the results to GitHub Classroom's grading reporter; with \
            --image REF it runs in that image instead and builds nothing.
            `workbook ci-template image --image ghcr.io/OWNER/NAME:TAG` writes \(CITemplates.dockerfileName) (Swift, workbook \
            at --ref installed, the UIKit simulation built) and \(CITemplates.imageWorkflowName), which publishes it \
            to GHCR once, in --output DIR (default: here).
            `workbook ci-template github-matrix --shards N` writes the instructor's grading workflow: N jobs \
            each run `workbook grade --shard i/N`, a last one `workbook grade merge`. See docs/classroom.md.
            Exit codes: 0 written, 2 bad input or usage (or the output file exists without --force).
            """)

        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case githubClassroom = "github-classroom"
            case githubMatrix = "github-matrix"
            case image
        }

        @Argument(help: "github-classroom, github-matrix or image.")
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

        @Option(name: .long, help: "The container image (with its tag): the one `image` publishes, or the one github-classroom runs in (then nothing is built). Required for image.")
        var image: String?

        @Option(name: .long, help: "ko or en: the language of the results in github-classroom (default: the workbook's own).")
        var lang: String?

        @Option(name: .long, help: "Write the workflow to this file (atomically) instead of standard output; for image, the folder to write both files in (default: here).")
        var output: String?

        @Flag(name: .long, help: "Replace --output if it exists.")
        var force = false

        func run() throws {
            let source = CITemplates.Source(repository: workbookRepository, ref: ref, swiftImage: swiftImage)
            var files: [(URL?, String)] = []
            do {
                switch kind {
                case .githubClassroom:
                    let chosen = exercise.isEmpty ? try exercisesHere() : exercise
                    let folders = exercisesFolder()
                    // Each exercise's points and the workbook's language, for the step that writes a
                    // result when `workbook check` cannot (a deleted folder keeps its maximum).
                    var maxScores: [String: Double] = [:]
                    for id in chosen {
                        let file = folders?.appendingPathComponent("\(id)/checks.yaml")
                        if let file, let text = try? String(contentsOf: file, encoding: .utf8),
                           let checks = try? ChecksParser.parse(text, file: file.path) {
                            maxScores[id] = checks.checks.reduce(0) { $0 + $1.points }
                        }
                    }
                    let bookLanguage = folders.flatMap { folder in chosen.lazy.compactMap { Workbook.Check.workbookLanguage(near: folder.appendingPathComponent($0)) }.first }
                    let text = try CITemplates.githubClassroom(exercises: chosen, source: source, image: image, language: lang,
                                                               maxScores: maxScores, workbookLanguage: bookLanguage?.rawValue)
                    files = [(output.map { URL(fileURLWithPath: $0) }, text)]
                case .githubMatrix:
                    files = [(output.map { URL(fileURLWithPath: $0) }, try CITemplates.githubMatrix(shards: shards, submissions: submissions, source: source))]
                case .image:
                    guard let image else {
                        throw CITemplates.Error("error: image needs --image ghcr.io/OWNER/NAME:TAG: the image to publish, which student workflows "
                            + "then name with `workbook ci-template github-classroom --image …`")
                    }
                    let folder = URL(fileURLWithPath: output ?? FileManager.default.currentDirectoryPath)
                    files = [(folder.appendingPathComponent(CITemplates.dockerfileName), try CITemplates.dockerfile(source: source)),
                             (folder.appendingPathComponent(CITemplates.imageWorkflowName), try CITemplates.imageWorkflow(image: image, source: source))]
                }
            } catch let error as CITemplates.Error {
                DiagnosticsPrinter.print(error.description)
                throw ExitCode(ExitCodes.badInput)
            }
            // Nothing is written unless every file can be.
            for case let (url?, _) in files { try checkReplaceable(url) }
            for (url, text) in files {
                guard let url else {
                    FileHandle.standardOutput.write(Data(text.utf8))
                    continue
                }
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try AtomicFile.write(text, to: url)
                } catch {
                    DiagnosticsPrinter.print("\(url.path): error: cannot write: \(error.localizedDescription)")
                    throw ExitCode(ExitCodes.badInput)
                }
            }
        }

        func checkReplaceable(_ url: URL) throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
            if isDirectory.boolValue {
                DiagnosticsPrinter.print("\(url.path): error: is a folder; give the workflow file's path, like .github/workflows/classroom.yml")
                throw ExitCode(ExitCodes.badInput)
            }
            if !force {
                DiagnosticsPrinter.print("\(url.path): error: exists; not replaced (add --force to replace it)")
                throw ExitCode(ExitCodes.badInput)
            }
        }

        /// The student workbook's `Exercises/` folder, found as `exercisesHere` finds it (nil: none).
        func exercisesFolder() -> URL? {
            let fileManager = FileManager.default
            let start = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL
            func holdsChecks(_ folder: URL) -> Bool {
                ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).contains {
                    fileManager.fileExists(atPath: folder.appendingPathComponent("\($0)/checks.yaml").path)
                }
            }
            if let workbook = WorkbookFolder.find(from: start), holdsChecks(workbook.root) { return workbook.root }
            for current in start.selfAndAncestors(limit: 8) {
                let candidates = [current.appendingPathComponent("Exercises")] + (current.lastPathComponent == "Exercises" ? [current] : [])
                if let folder = candidates.first(where: holdsChecks) { return folder }
            }
            return nil
        }

        /// The exercises of the student workbook: `Exercises/<id>/checks.yaml`, sorted, found from
        /// the current folder or any folder above it (so it works inside `Exercises/` or an exercise too).
        func exercisesHere() throws -> [String] {
            let fileManager = FileManager.default
            let start = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL
            func exercises(in folder: URL) -> [String] {
                let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
                return names.filter { fileManager.fileExists(atPath: folder.appendingPathComponent("\($0)/checks.yaml").path) }.sorted()
            }
            if let workbook = WorkbookFolder.find(from: start), !exercises(in: workbook.root).isEmpty { return exercises(in: workbook.root) }
            for current in start.selfAndAncestors(limit: 8) {
                let candidates = [current.appendingPathComponent("Exercises")] + (current.lastPathComponent == "Exercises" ? [current] : [])
                for folder in candidates where !exercises(in: folder).isEmpty { return exercises(in: folder) }
            }
            throw CITemplates.Error("\(start.path): error: no Exercises/<id>/checks.yaml here or above; run in the student workbook "
                + "(after `workbook generate`) or give --exercise ID")
        }
    }
}
