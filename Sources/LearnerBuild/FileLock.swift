import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a file, so two workbook processes don't build the same thing at once.
/// Held until `unlock()` or deinit.
final class FileLock {
    private var descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw LearnerBuildError.runtimeBuildFailed("cannot open the lock file \(path)") }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// The lock if no one holds it now, else nil (without waiting). The kernel releases a `flock`
    /// when its process ends, however it ends, so holding it proves that no other holder is alive.
    static func ifFree(path: String) -> FileLock? {
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return nil }
        var status: Int32
        repeat { status = flock(descriptor, LOCK_EX | LOCK_NB) } while status != 0 && errno == EINTR
        guard status == 0 else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
