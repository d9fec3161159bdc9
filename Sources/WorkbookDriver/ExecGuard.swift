import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// No code the app did not start with (issue 18.3, below the source gate): as the driver's first
/// act, before any learner code can run (issue 29.1: the generated entry point calls the driver
/// first, and the glue's registrations run after this), a second seccomp filter refuses every new
/// executable mapping (`mmap`, `mprotect`, `pkey_mprotect` asking for `PROT_EXEC`, with EPERM).
/// The program and its libraries are mapped by then, so nothing the app writes at run time (a
/// library in its temp folder, bytes in memory) can ever run: `dlopen` and `Bundle.load()` fail.
///
/// Installed only in the sandbox (the host turns Swift's backtracer off there, so crash frames
/// are taken in the process and no other program is started) and only where `workbook-launch`
/// already installed a filter: nothing else then needs new executable mappings. Without
/// bubblewrap the backtracer, another program that inherits seccomp filters, must still load,
/// so there only the source gate (text and symbols) stands. `prctl` is variadic in C, out of
/// Swift's direct reach: it is called through its address with a fixed signature, which the
/// x86-64 and AArch64 calling conventions pass the same way for integer arguments. The filter is
/// installed with the `seccomp` system call and `SECCOMP_FILTER_FLAG_TSYNC`, so every thread the
/// process already has (a runtime's worker, whatever started before `main`) gets it too, not only
/// the calling one; if any thread cannot take it, the app stops.
enum ExecGuard {
    struct Filter {
        var code: UInt16
        var jt: UInt8
        var jf: UInt8
        var k: UInt32
    }

    struct Program {
        var length: UInt16
        var filter: UnsafeMutablePointer<Filter>?
    }

    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    typealias Syscall = @convention(c) (Int, UInt, UInt, UInt) -> Int

    static let seccompSetModeFilter: UInt = 1
    static let seccompFilterFlagTsync: UInt = 1

    static let prSetNoNewPrivs: Int32 = 38
    static let prGetSeccomp: Int32 = 21

    #if arch(x86_64)
    static let architecture: UInt32 = 0xC000_003E // AUDIT_ARCH_X86_64
    static let mmapCalls: [UInt32] = [9, 10, 329] // mmap, mprotect, pkey_mprotect
    static let seccompCall = 317
    #elseif arch(arm64)
    static let architecture: UInt32 = 0xC000_00B7 // AUDIT_ARCH_AARCH64
    static let mmapCalls: [UInt32] = [222, 226, 288]
    static let seccompCall = 277
    #else
    static let architecture: UInt32 = 0
    static let mmapCalls: [UInt32] = []
    static let seccompCall = -1
    #endif

    /// The filter: another architecture or any other call is allowed (the launcher's filter
    /// judges those); the three calls with `PROT_EXEC` (4) in their `prot` argument fail.
    static func instructions() -> [Filter] {
        let load: UInt16 = 0x20 // BPF_LD | BPF_W | BPF_ABS
        let jumpEqual: UInt16 = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
        let jumpSet: UInt16 = 0x45 // BPF_JMP | BPF_JSET | BPF_K
        let ret: UInt16 = 0x06 // BPF_RET | BPF_K
        let allow: UInt32 = 0x7FFF_0000, deny: UInt32 = 0x0005_0000 | UInt32(EPERM)
        let count = UInt8(mmapCalls.count)
        var program: [Filter] = [
            Filter(code: load, jt: 0, jf: 0, k: 4), // seccomp_data.arch
            Filter(code: jumpEqual, jt: 1, jf: 0, k: architecture),
            Filter(code: ret, jt: 0, jf: 0, k: allow),
            Filter(code: load, jt: 0, jf: 0, k: 0), // seccomp_data.nr
        ]
        // One comparison per call: equal → the prot check after the list, else the next one.
        for (index, call) in mmapCalls.enumerated() {
            program.append(Filter(code: jumpEqual, jt: count - UInt8(index) - 1 + 1, jf: 0, k: call))
        }
        program.append(Filter(code: ret, jt: 0, jf: 0, k: allow))
        program.append(Filter(code: load, jt: 0, jf: 0, k: 32)) // args[2], low half on little-endian
        program.append(Filter(code: jumpSet, jt: 0, jf: 1, k: UInt32(PROT_EXEC)))
        program.append(Filter(code: ret, jt: 0, jf: 0, k: deny))
        program.append(Filter(code: ret, jt: 0, jf: 0, k: allow))
        return program
    }

    /// Installs the filter when the launcher's own is there; returns whether it did.
    @discardableResult
    static func installIfConfined() -> Bool {
        #if os(Linux)
        guard !mmapCalls.isEmpty, let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl"),
              let syscallAddress = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syscall") else { return false }
        let prctl = unsafeBitCast(address, to: Prctl.self)
        let syscall = unsafeBitCast(syscallAddress, to: Syscall.self)
        guard prctl(prGetSeccomp, 0, 0, 0, 0) == 2 else { return false }
        var filters = instructions()
        let installed = filters.withUnsafeMutableBufferPointer { buffer -> Bool in
            var program = Program(length: UInt16(buffer.count), filter: buffer.baseAddress)
            guard prctl(prSetNoNewPrivs, 1, 0, 0, 0) == 0 else { return false }
            return withUnsafeMutablePointer(to: &program) { pointer in
                // 0 when every thread has it; a thread id (or -1) when one could not take it.
                syscall(seccompCall, seccompSetModeFilter, seccompFilterFlagTsync,
                        UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(pointer)))) == 0
            }
        }
        if !installed {
            // The launcher's filter is there but this one is not: stop rather than run unguarded.
            FileHandle.standardError.write(Data("workbook: cannot install the executable-mapping guard\n".utf8))
            exit(3)
        }
        return true
        #else
        return false
        #endif
    }
}
