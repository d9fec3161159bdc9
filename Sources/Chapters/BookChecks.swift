import Foundation
import WorkbookCore
import WorkbookProtocol

/// The book as the instructor's single source of checks: every check of an exercise, hidden and
/// `after_due` ones included (what `workbook generate` leaves out of `Exercises/<id>/checks.yaml`).
public enum BookChecks {
    /// Why the book's checks could not be had: the book does not load, or has no such exercise.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Whether `folder` holds a book (a `workbook.yaml`).
    public static func isBook(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("workbook.yaml").path)
    }

    /// The book at `root`, refusing one with errors (each printed as `file:line:col: error: …`).
    public static func loadBook(_ root: URL) throws -> Book {
        let (book, problems) = Book.load(root: root)
        let errors = problems.filter { $0.severity == .error }
        guard let book, errors.isEmpty else {
            let lines = errors.isEmpty ? ["\(root.path)/workbook.yaml: error: the book could not be read"] : errors.map(\.description)
            throw Failure(lines.joined(separator: "\n") + "\n  (in the book at \(root.path); `workbook lint` lists every problem)")
        }
        return book
    }

    /// Every check of exercise `id` of `book`, or `nil` when the book has no such exercise.
    public static func fullChecks(of id: String, in book: Book) -> ExerciseChecks? {
        book.exercises.first { $0.id == id }?.checks
    }

    /// Every check of exercise `id` of the book at `root`.
    public static func fullChecks(exercise id: String, bookRoot root: URL) throws -> ExerciseChecks {
        let book = try loadBook(root)
        guard let checks = fullChecks(of: id, in: book) else {
            throw Failure("\(root.path)/workbook.yaml: error: the book has no exercise `\(id)`"
                + (Suggestions.closest(to: id, in: book.exercises.map(\.id)).map { "; did you mean `\($0)`?" } ?? "")
                + "\n  its exercises: \(book.exercises.map(\.id).joined(separator: ", "))")
        }
        return checks
    }
}
