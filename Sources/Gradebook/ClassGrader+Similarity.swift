import Chapters
import Foundation
import LearnerBuild
import WorkbookCore

/// `--similarity`: after grading, each exercise's submissions of this run compared (see
/// `Similarity`), written to `similarity/index.html` beside the gradebook (instructor only).
extension ClassGrader {
    /// The pairs found, as lines for the run's summary (`exercise: a · b 87%`).
    func writeSimilarity(_ folders: [StudentFolder]) throws -> [String] {
        var pairs: [Similarity.Pair] = []
        var sources: [String: [String: [(path: String, text: String)]]] = [:]
        let generator = WorkbookGenerator()
        for exercise in book.exercises where exercises.contains(where: { $0.exercise == exercise.id }) {
            var submissions: [Similarity.Submission] = []
            for student in folders where student.refusal == nil {
                guard let folder = student.exerciseFolder(exercise.id), let project = try? ProjectScanner.scan(folder: folder) else { continue }
                let files = project.sources.map { (path: $0.relativePath, text: $0.contents) }
                submissions.append(Similarity.Submission(student: student.id, files: files))
                sources[exercise.id, default: [:]][student.id] = files
            }
            let starter = ((try? generator.files(for: exercise, book: book)) ?? [:])
                .filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
            pairs += Similarity.compare(exercise: exercise.id, submissions: submissions, starter: starter)
        }
        let html = Similarity.html(pairs, sources: sources, title: "Similar submissions")
        try GradeExports.writeFolder(["index.html": html], to: options.out.appendingPathComponent("similarity"))
        return pairs.map { "\($0.exercise): \($0.first) · \($0.second) \(Int(($0.score * 100).rounded()))% alike (\($0.shared) shared fingerprints)" }
    }
}
