import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a trap happened, when Swift's own backtracer cannot run (inside the sandbox it has no
/// `/proc` and may not read another process's memory). On `SIGILL`/`SIGTRAP` (how Swift traps:
/// `Index out of range`, a failed `as!`, `fatalError`) a handler writes one line to standard
/// error, `workbook-frames: 0x… 0x…`: the return addresses of the crashing thread that lie in the
/// app's executable, as offsets from where it was loaded. The host turns them into file and line
/// with llvm-symbolizer and keeps the learner's first frame. The line can only ever name a place
/// in the learner's own program: it decides no outcome.
enum CrashFrames {
    typealias BacktraceFunction = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
    typealias DladdrFunction = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32

    nonisolated(unsafe) static var backtrace: BacktraceFunction?
    nonisolated(unsafe) static var dladdr: DladdrFunction?
    /// The executable's load address.
    nonisolated(unsafe) static var executableBase: UInt = 0
    nonisolated(unsafe) static var frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 64)
    nonisolated(unsafe) static var line = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 19 + 32)
    /// glibc's `Dl_info`: file name, file base, symbol name, symbol address.
    nonisolated(unsafe) static var info = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 4)

    /// Installs the handler (the executable's load address is found from a first backtrace).
    static func install() {
        #if os(Linux)
        guard let backtraceSymbol = dlsym(nil, "backtrace"), let dladdrSymbol = dlsym(nil, "dladdr") else { return }
        backtrace = unsafeBitCast(backtraceSymbol, to: BacktraceFunction.self)
        dladdr = unsafeBitCast(dladdrSymbol, to: DladdrFunction.self)
        // The first call loads the unwinder (libgcc_s): done now, not in the handler. Its deepest
        // frame is in the executable (`main`, which called the driver).
        let count = Int(backtrace?(frames, 64) ?? 0)
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let pc = frames[index], dladdr?(UnsafeRawPointer(pc), UnsafeMutableRawPointer(info)) ?? 0 != 0,
                  let name = info[0] else { continue }
            let path = String(cString: name.assumingMemoryBound(to: CChar.self))
            if !path.contains(".so") {
                executableBase = UInt(bitPattern: info[1])
                break
            }
        }
        guard executableBase != 0 else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, _, _ in CrashFrames.report(signal) }
        action.sa_flags = SA_SIGINFO | Int32(truncatingIfNeeded: SA_RESETHAND)
        sigemptyset(&action.sa_mask)
        for signal in [SIGILL, SIGTRAP] { sigaction(signal, &action, nil) }
        #endif
    }

    /// In the handler: no allocation, one `write`, then the default action (the handler was
    /// reset), which ends the process with the same signal when the trap instruction runs again.
    static func report(_ signal: Int32) {
        guard let backtrace, let dladdr else { return }
        let count = Int(backtrace(frames, 64))
        var length = 0
        func append(_ byte: UInt8) { line[length] = byte; length += 1 }
        for byte in "\nworkbook-frames:".utf8 { append(byte) }
        for index in 0..<count {
            guard let pc = frames[index], dladdr(UnsafeRawPointer(pc), UnsafeMutableRawPointer(info)) != 0,
                  UInt(bitPattern: info[1]) == executableBase else { continue }
            // A return address points after the call: one byte back is inside it.
            var offset = UInt(bitPattern: pc) - executableBase - (index == 0 ? 0 : 1)
            append(UInt8(ascii: " ")); append(UInt8(ascii: "0")); append(UInt8(ascii: "x"))
            var digits = 0
            var reversed: UInt64 = 0
            repeat { reversed = reversed << 4 | UInt64(offset & 0xF); offset >>= 4; digits += 1 } while offset != 0
            for _ in 0..<digits {
                let digit = UInt8(reversed & 0xF)
                append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                reversed >>= 4
            }
        }
        append(UInt8(ascii: "\n"))
        _ = write(2, line, length)
    }
}
