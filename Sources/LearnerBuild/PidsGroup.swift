import Foundation

/// A pids cgroup per learner process tree: the process limit that holds when workbook runs as
/// root (RLIMIT_NPROC exempts the initial user, which bubblewrap's uid 65534 still is outside its
/// namespace, so an app could start thousands of threads). `workbook-launch --join-cgroup` puts
/// itself in the group before it starts bubblewrap or the program; everything below stays there,
/// and `pids.max` bounds processes and threads together.
///
/// Made where the cgroup v1 `pids` hierarchy is writable (`/sys/fs/cgroup/pids`, as root), under
/// `workbook/` beside this process's own group. Elsewhere (cgroup v2 only, not root, macOS) there
/// is none and RLIMIT_NPROC is what limits, as before. Groups are named `run-<pid>-<uuid>`; an
/// empty one older than a minute is removed by the next `make` (only names of that shape, only
/// empty ones: the kernel refuses to remove a group with processes in it).
public enum PidsGroup {
    static let hierarchy = "/sys/fs/cgroup/pids"

    /// This process's group in the pids hierarchy (from /proc/self/cgroup), or "/".
    static func ownPath() -> String {
        guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return "/" }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, parts[1].split(separator: ",").contains("pids") { return String(parts[2]) }
        }
        return "/"
    }

    /// A new group limited to `maxPids`; returns its `cgroup.procs`, or nil where none can be made.
    public static func make(maxPids: Int) -> URL? {
        #if os(Linux)
        let fileManager = FileManager.default
        guard getuid() == 0, fileManager.isWritableFile(atPath: hierarchy) else { return nil }
        let parent = URL(fileURLWithPath: hierarchy).appendingPathComponent(ownPath()).appendingPathComponent("workbook")
        if !fileManager.fileExists(atPath: parent.path) { try? fileManager.createDirectory(at: parent, withIntermediateDirectories: true) }
        collectStale(in: parent)
        let group = parent.appendingPathComponent("run-\(getpid())-\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: group, withIntermediateDirectories: false)
            try "\(maxPids)\n".write(to: group.appendingPathComponent("pids.max"), atomically: false, encoding: .utf8)
        } catch {
            rmdir(group.path)
            return nil
        }
        return group.appendingPathComponent("cgroup.procs")
        #else
        return nil
        #endif
    }

    /// Removes the empty `run-…` groups under `parent` that are over a minute old at `now`.
    static func collectStale(in parent: URL, now: Date = Date()) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix("run-") {
            let group = parent.appendingPathComponent(name)
            guard let created = (try? fileManager.attributesOfItem(atPath: group.path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(created) > 60,
                  let procs = try? String(contentsOf: group.appendingPathComponent("cgroup.procs"), encoding: .utf8),
                  procs.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            rmdir(group.path)
        }
    }
}
