import Chapters
import Foundation
import WorkbookCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `workbook serve`: a local preview on 127.0.0.1. A minimal HTTP/1.1 server (GET and HEAD only,
/// one request per connection, paths confined to the site folder) serves the rendered site; a
/// watcher polls the book's files and re-renders on change; the pages poll `/_status` and reload
/// when the site's version changes. After a change, the exercises of the changed chapters are
/// validated in the background (what `workbook validate` does; slow, so one run at a time and
/// changes during a run are gathered for the next) and their failures are shown on the page.
public final class PreviewServer: @unchecked Sendable {
    public let root: URL
    public let site: URL
    public let validate: Bool
    private let lock = NSLock()
    private var version = 0
    private var message = ""
    /// The message in each of the book's languages (the pages show their own).
    private var messages: [String: String] = [:]
    private var ok = true
    private var socketFD: Int32 = -1
    /// The port listened on (the `Host` a request must name).
    private var listeningPort: UInt16 = 0
    /// Requests read whole, waiting for an answering thread (`maximumClients` of them).
    private var answerQueue: [(fd: Int32, request: [UInt8])] = []
    private let answerReady = NSCondition()
    static let maximumClients = 32
    /// How long one client may take to send its request, in all.
    static let requestSeconds = 5.0
    private var stopped = false
    private var pendingValidation: Set<String> = []
    private var validating = false
    /// The folders of the chapters of the last book read (besides Chapters/ and theme/).
    private var watchedFolders: [String] = []
    /// The files as `rebuild` last read them.
    private var lastSnapshot: [String: String] = [:]
    /// Called with each line worth printing (re-rendered, validation results).
    public var log: @Sendable (String) -> Void = { print($0) }

    public init(root: URL, site: URL, validate: Bool = true) {
        self.root = root
        self.site = site
        self.validate = validate
    }

    /// The status the pages poll.
    public var status: (version: Int, ok: Bool, message: String) {
        lock.lock(); defer { lock.unlock() }
        return (version, ok, message)
    }

    /// The status; `message` is English, `localized` makes it in each language (the pages show theirs).
    private func setStatus(ok: Bool, message: String, bump: Bool, localized: ((any Messages) -> String)? = nil) {
        var messages: [String: String] = [:]
        if let localized { for language in Language.allCases { messages[language.rawValue] = localized(Catalog[language]) } }
        lock.lock()
        self.ok = ok
        self.message = message
        self.messages = messages
        if bump { version += 1 }
        lock.unlock()
    }

    // MARK: Rendering

    /// Loads and renders the book into the site folder; returns the book when it rendered.
    @discardableResult
    public func rebuild() -> Book? {
        // The files as they are before reading them: a change from now on is seen by `watch`.
        let before = snapshot()
        lock.lock(); lastSnapshot = before; lock.unlock()
        let (book, problems) = Book.load(root: root)
        guard let book, problems.isEmpty else {
            let text = problems.map(\.description).joined(separator: "\n")
            setStatus(ok: false, message: Catalog[.en].siteServeBookHasProblems + "\n" + text, bump: false) { $0.siteServeBookHasProblems + "\n" + text }
            log(text)
            return nil
        }
        lock.lock()
        watchedFolders = Array(Set(book.chapters.map { ($0.path as NSString).deletingLastPathComponent })).sorted()
        lock.unlock()
        do {
            let rendered = try SiteRenderer(book: book, options: SiteOptions(liveReload: true)).render()
            try SiteWriter.write(rendered, into: site, book: book)
            setStatus(ok: true, message: "", bump: true)
            log("rendered \(rendered.pages.count) pages")
            return book
        } catch let error as DiagnosticError {
            setStatus(ok: false, message: error.description, bump: false)
            log(error.description)
        } catch {
            setStatus(ok: false, message: "\(error)", bump: false)
            log("\(error)")
        }
        return nil
    }

    /// Modification times and sizes of the files the site is made from.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        let fileManager = FileManager.default
        lock.lock()
        let folders = ["theme", "Chapters"] + watchedFolders
        lock.unlock()
        func add(_ url: URL) {
            if let attributes = try? fileManager.attributesOfItem(atPath: url.path) {
                let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[url.path] = "\(date) \(attributes[.size] as? Int ?? 0)"
            }
        }
        add(root.appendingPathComponent("workbook.yaml"))
        for folder in Set(folders) {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = fileManager.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            while let file = enumerator.nextObject() as? URL { add(file) }
        }
        return result
    }

    /// Re-renders on every change (polled each `interval` seconds) until `stop()`.
    public func watch(interval: Double = 0.5) {
        while !isStopped {
            Thread.sleep(forTimeInterval: interval)
            let now = snapshot()
            lock.lock(); let last = lastSnapshot; lock.unlock()
            guard now != last else { continue }
            let changed = Set(now.keys.filter { now[$0] != last[$0] } + last.keys.filter { now[$0] == nil })
            log("changed: " + changed.map { $0.replacingOccurrences(of: root.path + "/", with: "") }.sorted().joined(separator: ", "))
            if let book = rebuild(), validate {
                let paths = Set(changed.map { $0.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "").replacingOccurrences(of: root.path + "/", with: "") })
                let ids = book.exercises.filter { exercise in
                    paths.contains(exercise.definedIn) || exercise.chapters.values.contains { paths.contains($0) }
                }.map(\.id)
                scheduleValidation(Set(ids))
            }
        }
    }

    // MARK: Validation

    /// Validates these exercises in the background; a run already going is not interrupted, the
    /// next one takes everything asked for meanwhile.
    public func scheduleValidation(_ ids: Set<String>) {
        guard !ids.isEmpty else { return }
        lock.lock()
        pendingValidation.formUnion(ids)
        let start = !validating
        if start { validating = true }
        lock.unlock()
        guard start else { return }
        Thread.detachNewThread { [self] in
            while true {
                lock.lock()
                let batch = pendingValidation
                pendingValidation = []
                if batch.isEmpty { validating = false; lock.unlock(); return }
                lock.unlock()
                let ids = batch.sorted().joined(separator: ", ")
                setStatus(ok: true, message: Catalog[.en].siteServeValidating(ids), bump: false) { $0.siteServeValidating(ids) }
                let (book, problems) = Book.load(root: root)
                guard let book, problems.isEmpty else { continue }
                var failures: [String] = []
                for exercise in book.exercises where batch.contains(exercise.id) {
                    do {
                        let findings = try ExerciseValidator().validate(exercise, book: book)
                        failures += findings.filter { !$0.ok }.map(\.description)
                    } catch {
                        failures.append("FAIL \(exercise.id): \(error)")
                    }
                }
                let text: (any Messages) -> String = { catalog in
                    failures.isEmpty ? catalog.siteServeValidated(ids) : catalog.siteServeValidationProblems + "\n" + failures.joined(separator: "\n")
                }
                log(text(Catalog[.en]))
                setStatus(ok: failures.isEmpty, message: text(Catalog[.en]), bump: false, localized: text)
            }
        }
    }

    // MARK: HTTP

    private var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    /// Binds 127.0.0.1:`port` (0: any free port) and returns the port.
    public func listen(port: UInt16) throws -> UInt16 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServeError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServeError("cannot listen on 127.0.0.1:\(port): \(reason); pick another with --port")
        }
        guard systemListen(fd, 16) == 0 else { close(fd); throw ServeError("cannot listen: \(String(cString: strerror(errno)))") }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let listened = UInt16(bigEndian: actual.sin_port)
        lock.lock(); socketFD = fd; listeningPort = listened; lock.unlock()
        return listened
    }

    /// Connections whose request is still being read, at most; past that the one that has waited
    /// longest is closed to make room (never the newcomer).
    static let maximumPendingClients = 512

    /// A connection whose request has not fully arrived.
    private struct PendingClient {
        var fd: Int32
        var started: Date
        var request: [UInt8] = []
    }

    /// Answers requests until `stop()`.
    ///
    /// Requests are read by this one loop, `poll` over every connection (issue 29.6): a client that
    /// sends nothing, or a byte at a time, costs a descriptor and no thread, and is closed after
    /// `requestSeconds`. Before, each connection took one of the 32 answering threads while its
    /// request was read: 40 silent connections closed 12 of 13 normal requests. A request read
    /// whole is answered by one of `maximumClients` answering threads (more wait their turn). When `maximumPendingClients` connections are being read, the oldest
    /// is closed: an idle flood only pushes itself out, and a normal request, which arrives whole
    /// at once, is read as soon as it comes.
    public func serve() {
        lock.lock(); let fd = socketFD; lock.unlock()
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var pending: [PendingClient] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<Self.maximumClients {
            Thread.detachNewThread { [self] in
                while let (client, request) = nextAnswer() {
                    respond(client, request: request)
                    close(client)
                }
            }
        }
        func answer(_ client: PendingClient) {
            // Blocking again, with the send timeout: the answer is written by an answering thread.
            _ = fcntl(client.fd, F_SETFL, fcntl(client.fd, F_GETFL) & ~O_NONBLOCK)
            answerReady.lock()
            if answerQueue.count >= Self.maximumPendingClients { close(answerQueue.removeFirst().fd) }
            answerQueue.append((client.fd, client.request))
            answerReady.signal()
            answerReady.unlock()
        }
        while !isStopped {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
                + pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), 100)
            if isStopped { break }
            if ready > 0 {
                var keep: [PendingClient] = []
                for (index, var client) in pending.enumerated() {
                    guard fds[index + 1].revents != 0 else { keep.append(client); continue }
                    let count = recv(client.fd, &buffer, buffer.count, 0)
                    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { keep.append(client); continue }
                    if count <= 0 { close(client.fd); continue }
                    client.request += buffer[0..<count]
                    if client.request.count >= 16 * 1024 || Self.headerEnded(client.request) {
                        answer(client)
                    } else {
                        keep.append(client)
                    }
                }
                pending = keep
                if fds[0].revents != 0 {
                    while true {
                        let client = accept(fd, nil, nil)
                        if client < 0 { break }
                        #if !os(Linux)
                        // No MSG_NOSIGNAL on macOS: a client that hangs up must not end the server with SIGPIPE.
                        var on: Int32 = 1
                        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
                        #endif
                        var timeout = timeval(tv_sec: 2, tv_usec: 0)
                        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
                        if pending.count >= Self.maximumPendingClients {
                            close(pending.removeFirst().fd)
                        }
                        pending.append(PendingClient(fd: client, started: Date()))
                    }
                }
            }
            let now = Date()
            pending.removeAll { client in
                guard now.timeIntervalSince(client.started) > Self.requestSeconds else { return false }
                close(client.fd)
                return true
            }
        }
        for client in pending { close(client.fd) }
        answerReady.lock()
        answerReady.broadcast()
        answerReady.unlock()
    }

    /// The next request to answer; nil once the server is stopped.
    private func nextAnswer() -> (Int32, [UInt8])? {
        answerReady.lock()
        defer { answerReady.unlock() }
        while answerQueue.isEmpty {
            if isStopped { return nil }
            answerReady.wait(until: Date().addingTimeInterval(0.5))
        }
        let next = answerQueue.removeFirst()
        return (next.fd, next.request)
    }

    static func headerEnded(_ request: [UInt8]) -> Bool {
        guard request.count >= 4 else { return false }
        for index in 0...(request.count - 4) where request[index] == 13 && request[index + 1] == 10 && request[index + 2] == 13 && request[index + 3] == 10 {
            return true
        }
        return false
    }

    public func stop() {
        lock.lock()
        stopped = true
        let fd = socketFD
        socketFD = -1
        lock.unlock()
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
    }

    private func respond(_ client: Int32, request: [UInt8]) {
        let (status, type, body, head) = respond(to: String(decoding: request, as: UTF8.self))
        var response = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        response.reserveCapacity(response.utf8.count)
        var bytes = Array(response.utf8)
        if !head { bytes += body }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBufferPointer { send(client, $0.baseAddress, $0.count, Self.noSignal) }
            if count <= 0 { break }
            sent += count
        }
    }

    /// Status line, content type, body, and whether it is a HEAD request.
    func respond(to request: String) -> (String, String, [UInt8], Bool) {
        let line = request.split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return ("400 Bad Request", "text/plain", Array("bad request\n".utf8), false) }
        let method = parts[0], head = method == "HEAD"
        guard method == "GET" || head else { return ("405 Method Not Allowed", "text/plain", Array("GET only\n".utf8), false) }
        // Only this machine's own names: a page elsewhere that rebinds its DNS name to 127.0.0.1
        // must not read the book (its instructor edition, validation messages) through the browser.
        guard Self.isLocalHost(Self.hostHeader(of: request), port: port) else {
            return ("421 Misdirected Request", "text/plain", Array("this preview answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/\n".utf8), false)
        }
        var path = String(parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "/")
        path = path.removingPercentEncoding ?? ""
        if path == "/_status" || path == "/_version" {
            let state = status
            let currentMessages: [String: String] = { lock.lock(); defer { lock.unlock() }; return messages }()
            if path == "/_version" { return ("200 OK", "text/plain", Array("\(state.version)\n".utf8), head) }
            let json = (try? JSONSerialization.data(withJSONObject: ["version": state.version, "ok": state.ok, "message": state.message, "messages": currentMessages],
                                                    options: [.sortedKeys])) ?? Data("{}".utf8)
            return ("200 OK", "application/json", Array(json), head)
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\"),
              !components.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else {
            return ("404 Not Found", "text/plain", Array("not found\n".utf8), head)
        }
        var file = site.appendingPathComponent(components.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            file = file.appendingPathComponent("index.html")
        }
        let siteReal = WorkbookGenerator.realPath(site.path)
        let fileReal = WorkbookGenerator.realPath(file.path)
        guard fileReal.hasPrefix(siteReal + "/"), let data = FileManager.default.contents(atPath: fileReal) else {
            // The site's own 404 page, as a host serves it (in the book's languages, with the way back).
            if let page = FileManager.default.contents(atPath: site.appendingPathComponent("404.html").path) {
                return ("404 Not Found", "text/html; charset=utf-8", Array(page), head)
            }
            return ("404 Not Found", "text/plain", Array("not found\n".utf8), head)
        }
        return ("200 OK", Self.contentType(file.pathExtension), Array(data), head)
    }

    /// The port `respond` checks `Host` against.
    var port: UInt16 {
        lock.lock(); defer { lock.unlock() }
        return listeningPort
    }

    /// The `Host` header's value (nil when there is none, or more than one).
    static func hostHeader(of request: String) -> String? {
        let head = request.components(separatedBy: "\r\n\r\n").first ?? request
        let values = head.components(separatedBy: "\r\n").dropFirst().compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "host" else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return values.count == 1 ? values[0] : nil
    }

    /// `127.0.0.1`, `localhost` or `[::1]`, with this port or none.
    static func isLocalHost(_ host: String?, port: UInt16) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return ["127.0.0.1", "localhost", "[::1]"].contains { host == $0 || host == "\($0):\(port)" }
    }

    static func contentType(_ ext: String) -> String {
        switch ext.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "md", "txt", "swift", "yaml", "yml": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}

public struct ServeError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension PreviewServer {
    /// `send` flags: no SIGPIPE when the client has gone (Linux; macOS sets SO_NOSIGPIPE per socket).
    static var noSignal: Int32 {
        #if os(Linux)
        return Int32(MSG_NOSIGNAL)
        #else
        return 0
        #endif
    }
}

/// `listen(2)`, out of reach of the server's own `listen(port:)`.
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.listen(fd, backlog)
    #else
    return Darwin.listen(fd, backlog)
    #endif
}
