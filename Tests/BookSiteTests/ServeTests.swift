import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `workbook serve` end to end: the real binary on 127.0.0.1, requested over a socket.
final class ServeTests: XCTestCase {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    /// `workbook serve` on a copy of the fixture book, stopped and the copy removed when `test`
    /// ends: the copy, and the port named by its line `serving the book on http://127.0.0.1:PORT/`.
    static func serve(_ test: XCTestCase, prefix: String) throws -> (folder: URL, port: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: SiteTests.fixtureBook, to: folder)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--root", folder.path, "--port", "0", "--out", folder.appendingPathComponent("preview").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        test.addTeardownBlock { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        var firstLine = ""
        while !firstLine.contains("serving") || !firstLine.hasSuffix("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            firstLine += String(decoding: data, as: UTF8.self)
        }
        let port = try XCTUnwrap(firstLine.components(separatedBy: "127.0.0.1:").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }, firstLine)
        DispatchQueue.global().async { while !output.fileHandleForReading.availableData.isEmpty {} }
        return (folder, port)
    }

    /// A socket connected (or trying to connect) to 127.0.0.1:`port`.
    static func connect(_ port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return fd
    }

    /// One raw HTTP/1.1 request to 127.0.0.1:`port`; the status code and the body.
    func request(_ port: Int, _ raw: String) throws -> (Int, String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw NSError(domain: "connect", code: Int(errno)) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(raw.utf8)
        _ = bytes.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count, 0) }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    func get(_ port: Int, _ path: String) throws -> (Int, String) {
        try request(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    }

    /// Waits (a bound, not a timing assertion) until `/_status` satisfies `condition`.
    func waitForStatus(_ port: Int, seconds: Double, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        var last: [String: Any] = [:]
        while Date() < deadline {
            let (_, body) = try get(port, "/_status")
            last = (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.3)
        }
        XCTFail("status never came: \(last)")
        return last
    }

    func testServeRendersReloadsRevalidatesAndStaysInsideTheSite() throws {
        let (folder, port) = try Self.serve(self, prefix: "serve-book")

        let (status, index) = try get(port, "/")
        XCTAssertEqual(status, 200)
        XCTAssertTrue(index.contains("시험용 책"))
        let (_, page) = try get(port, "/ko/lost.html")
        let live = try XCTUnwrap(page.range(of: "window.WORKBOOK_LIVE = true"), "served pages poll for changes")
        let script = try XCTUnwrap(page.range(of: "assets/site.js"))
        XCTAssertLessThan(live.lowerBound, script.lowerBound, "the flag is set before the script that reads it")
        XCTAssertEqual(try get(port, "/../workbook.yaml").0, 404)
        XCTAssertEqual(try get(port, "/%2e%2e/workbook.yaml").0, 404)
        XCTAssertEqual(try get(port, "/.workbook-site").0, 404)
        XCTAssertEqual(try get(port, "/nothing.html").0, 404)
        XCTAssertEqual(try request(port, "POST / HTTP/1.1\r\nHost: x\r\n\r\n").0, 405)
        // Only this machine's names: a DNS-rebound page (Host: its own name) reads nothing.
        XCTAssertEqual(try request(port, "GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n").0, 421)
        XCTAssertEqual(try request(port, "GET / HTTP/1.1\r\n\r\n").0, 421, "no Host at all")
        XCTAssertEqual(try request(port, "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n").0, 200)
        // A client that sends its request a byte at a time, or never, stalls no one else.
        let stalled = (0..<3).map { _ -> Int32 in
            let fd = Self.connect(port)
            _ = send(fd, "G", 1, 0)
            return fd
        }
        let started = Date()
        XCTAssertEqual(try get(port, "/_version").0, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.5, "answered while three clients hang (a bound, not a timing assertion)")
        for fd in stalled { close(fd) }
        let first = try waitForStatus(port, seconds: 10) { $0["version"] as? Int != nil }
        let version = try XCTUnwrap(first["version"] as? Int)

        // A change: re-rendered, the version moves on, the page has the new text.
        let chapter = folder.appendingPathComponent("Chapters/ko/lost.md")
        let original = try String(contentsOf: chapter, encoding: .utf8)
        try (original + "\n새로 쓴 문단 QWERTY.\n").write(to: chapter, atomically: true, encoding: .utf8)
        _ = try waitForStatus(port, seconds: 30) { ($0["version"] as? Int ?? 0) > version }
        XCTAssertTrue(try get(port, "/ko/lost.html").1.contains("QWERTY"))
        // The changed chapter's exercise is validated in the background; a mistake that does not
        // fail what it declares is shown as a failure.
        let wrong = original.replacingOccurrences(of: "mistake=instance-property file=VC3.swift fails=value-survives-vc2",
                                                  with: "mistake=instance-property file=VC3.swift fails=value-back-in-vc2")
        XCTAssertNotEqual(wrong, original)
        try wrong.write(to: chapter, atomically: true, encoding: .utf8)
        let failed = try waitForStatus(port, seconds: 400) { ($0["message"] as? String ?? "").contains("workbook validate found problems") }
        XCTAssertEqual(failed["ok"] as? Bool, false)
        XCTAssertTrue((failed["message"] as? String ?? "").contains("instance-property"), "\(failed)")
        // The bar speaks each page's language: the status carries the message in each.
        let messages = failed["messages"] as? [String: String] ?? [:]
        XCTAssertTrue((messages["ko"] ?? "").hasPrefix("검증(`workbook validate`)에서 문제를 찾았습니다:"), "\(failed)")
        XCTAssertTrue((messages["en"] ?? "").hasPrefix("workbook validate found problems:"), "\(failed)")
        // A broken book: the error with file:line, the last good site still served.
        try (original + "\n[broken](#no-such-heading)\n").write(to: chapter, atomically: true, encoding: .utf8)
        let broken = try waitForStatus(port, seconds: 30) { ($0["message"] as? String ?? "").contains("Chapters/ko/lost.md:") }
        XCTAssertEqual(broken["ok"] as? Bool, false)
        XCTAssertEqual(try get(port, "/ko/lost.html").0, 200)
    }
}

/// Issue 29.6: idle clients must not starve others. Before, each connection held one of 32
/// answering threads while its request was read (up to 5 s): 40 silent connections closed 12 of
/// 13 normal requests.
final class ServeIdleClientsTests: XCTestCase {
    /// The status code of `GET /_version`, 0 when the connection was closed without one.
    func status(_ port: Int) -> Int {
        let fd = ServeTests.connect(port)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = Array("GET /_version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        return Int(String(decoding: response, as: UTF8.self).split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func testSilentConnectionsDoNotKeepOthersFromTheirPages() throws {
        let port = try ServeTests.serve(self, prefix: "serve-idle").port

        // 40 connections that never send a byte, and 600 more opened while the pages are asked for.
        var idle = (0..<40).map { _ in ServeTests.connect(port) }
        var answered = 0
        for round in 0..<13 {
            idle += (0..<(round < 12 ? 50 : 0)).map { _ in ServeTests.connect(port) }
            if status(port) == 200 { answered += 1 }
        }
        XCTAssertEqual(answered, 13, "every normal request answered while \(idle.count) connections sent nothing")
        for fd in idle { close(fd) }

        // Round-4 review: 100 clients that send whole requests and never read their answers, and
        // 300 that send a byte each second: normal requests are still answered.
        var hostile = (0..<100).map { _ -> Int32 in
            let fd = ServeTests.connect(port)
            _ = send(fd, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 35, 0)
            return fd
        }
        hostile += (0..<300).map { _ -> Int32 in
            let fd = ServeTests.connect(port)
            _ = send(fd, "G", 1, 0)
            return fd
        }
        answered = 0
        for _ in 0..<13 {
            for fd in hostile.suffix(300) { _ = send(fd, "E", 1, Int32(MSG_NOSIGNAL)) }
            if status(port) == 200 { answered += 1 }
        }
        XCTAssertEqual(answered, 13, "every normal request answered beside slow readers and slow writers")
        for fd in hostile { close(fd) }
    }
}

/// `workbook render` as an author runs it: exit codes, and nothing written on an error.
final class RenderCommandTests: XCTestCase {
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = ServeTests.binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testRenderWritesTheSiteAndRefusesBadInputWithExitTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-book-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: SiteTests.fixtureBook, to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let ok = try run(["render", "--root", folder.path])
        XCTAssertEqual(ok.status, 0, ok.error)
        XCTAssertTrue(ok.output.contains("rendered 2 pages (learner edition) into _site/"), ok.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/ko/lost.html").path))
        let instructor = try run(["render", "--root", folder.path, "--instructor", "--out", "teacher"])
        XCTAssertEqual(instructor.status, 0, instructor.error)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("teacher/ko/lost.html"), encoding: .utf8).contains("instructor-only"))

        // A broken anchor: file:line, exit 2, nothing written.
        let chapter = folder.appendingPathComponent("Chapters/en/lost.md")
        try (try String(contentsOf: chapter, encoding: .utf8) + "\n[x](#no-such-heading)\n").write(to: chapter, atomically: true, encoding: .utf8)
        let broken = try run(["render", "--root", folder.path, "--out", "fresh"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.error.contains("Chapters/en/lost.md:"), broken.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fresh").path))

        // A folder it did not write: refused, untouched.
        let mine = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try "keep".write(to: mine.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try (try String(contentsOf: chapter, encoding: .utf8).replacingOccurrences(of: "\n[x](#no-such-heading)\n", with: "")).write(to: chapter, atomically: true, encoding: .utf8)
        let refused = try run(["render", "--root", folder.path, "--out", mine.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("`workbook render` did not write it"), refused.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mine.path), ["a.txt"])
    }
}
