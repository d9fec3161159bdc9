import Foundation

extension SourceGate {
    /// C functions (re-exported by Foundation on Linux) that start, control or replace processes
    /// and file descriptors. Refused as free calls and bare references; `game.kill()` is not one.
    static let processFunctions: Set<String> = [
        "fork", "vfork", "clone", "clone3", "execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp", "execveat",
        "fexecve", "system", "popen", "pclose", "ptrace", "process_vm_readv", "process_vm_writev", "syscall", "prctl",
        "setrlimit", "prlimit", "setsid", "setpgid", "setpgrp", "unshare", "setns", "chroot", "daemon",
        "atexit", "at_quick_exit", "on_exit", "dup", "dup2", "dup3", "fcntl", "ioctl", "mmap", "munmap", "mprotect",
        "pipe", "pipe2", "socket", "socketpair", "memfd_create", "seccomp",
    ]

    /// Sending signals or changing how they are handled.
    static let signalFunctions: Set<String> = [
        "kill", "killpg", "tkill", "tgkill", "pthread_kill", "raise", "signal", "sigaction", "sigprocmask",
        "pthread_sigmask", "sigqueue", "alarm", "ualarm", "setitimer", "sigaltstack",
    ]

    /// Loading code at run time.
    static let dynamicLoadingFunctions: Set<String> = [
        "dlopen", "dlmopen", "dlsym", "dlvsym", "dladdr", "dlinfo", "dlclose", "dlerror", "dl_iterate_phdr",
    ]

    /// Types refused wherever they are named (unless the project declares its own of that name).
    static let refusedTypes: [String: String] = [
        "Process": "process", "NSTask": "process", "CommandLine": "process",
        "FileHandle": "raw-file", "NSFileHandle": "raw-file",
        "Unmanaged": "unsafe", "OpaquePointer": "unsafe",
    ]

    /// Members (or free names) that hand out raw memory or pointers, refused wherever they appear.
    static let memoryMembers: Set<String> = [
        "pointee", "withMemoryRebound", "assumingMemoryBound", "bindMemory", "baseAddress",
        "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable", "utf8String", "withCString",
        "withVaList", "getVaList", "fileSystemRepresentation", "mutableBytes", "initializeMemory", "moveInitializeMemory",
        "copyMemory", "storeBytes",
    ]

    /// Dispatch sources that watch signals or other processes.
    static let processMembers: [String: String] = ["makeSignalSource": "signal", "makeProcessSource": "process"]

    /// Attributes that change symbol names, sections or linkage (some without an underscore in
    /// newer Swift): code could run before `main` or replace runtime functions.
    static let linkageAttributes: Set<String> = ["c", "cdecl", "section", "used", "extern", "export"]

    /// Path prefixes of the kernel's process, device and system files.
    static let systemPathPrefixes = ["/proc", "/dev/", "/sys/"]

    /// The two sentences of a finding.
    static func message(_ rule: String, _ name: String) -> (en: String, ko: String) {
        switch rule {
        case "import":
            return ("`import \(name)`: workbook submissions may import only UIKit and Foundation (Dispatch comes with UIKit); other modules reach outside the simulated app.",
                    "`import \(name)`: workbook 제출물은 UIKit과 Foundation만 import할 수 있습니다(Dispatch는 UIKit에 포함됨). 다른 모듈은 시뮬레이션된 앱 밖에 닿을 수 있습니다.")
        case "testable":
            return ("`@testable import` opens another module's internal declarations; it is not allowed in workbook submissions.",
                    "`@testable import`는 다른 모듈의 internal 선언을 엽니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "spi":
            return ("`@_spi` reaches the runtime's private interfaces; it is not allowed in workbook submissions.",
                    "`@_spi`는 런타임의 비공개 인터페이스에 닿습니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "underscored-attribute":
            return ("`@\(name)` is an underscored compiler attribute that bypasses Swift's rules (symbol names, linkage, load-time code); it is not allowed in workbook submissions.",
                    "`@\(name)`는 Swift 규칙(심벌 이름, 링크, 로드 시 실행 코드)을 우회하는 밑줄 컴파일러 속성입니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "linkage":
            return ("`@\(name)` changes symbol names or linkage, which could run code before the app starts or replace runtime functions; it is not allowed in workbook submissions.",
                    "`@\(name)`는 심벌 이름이나 링크를 바꿔 앱 시작 전에 코드를 실행하거나 런타임 함수를 바꿀 수 있습니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "convention":
            return ("`@convention(\(name))` makes a C or low-level function pointer; iOS app code in this workbook does not need it, so it is not allowed.",
                    "`@convention(\(name))`는 C/저수준 함수 포인터를 만듭니다. 이 workbook의 iOS 앱 코드에는 필요 없으므로 사용할 수 없습니다.")
        case "unsafe":
            return ("`\(name)` gives raw memory access or silences Swift's memory-safety checks; it is not allowed in workbook submissions (if it is your own name, rename it).",
                    "`\(name)`는 메모리에 직접 접근하거나 Swift의 메모리 안전 검사를 끕니다. workbook 제출물에서는 사용할 수 없습니다(직접 지은 이름이면 이름을 바꾸세요).")
        case "process":
            return ("`\(name)` starts or controls processes, file descriptors or the command line; iOS apps cannot do this, so it is not allowed in workbook submissions (if it is your own function or variable, rename it or write `self.\(name)`).",
                    "`\(name)`는 프로세스, 파일 디스크립터, 명령줄을 다룹니다. iOS 앱은 할 수 없는 일이므로 workbook 제출물에서는 사용할 수 없습니다(직접 만든 함수나 변수라면 이름을 바꾸거나 `self.\(name)`로 쓰세요).")
        case "signal":
            return ("`\(name)` sends or handles process signals; iOS apps cannot do this, so it is not allowed in workbook submissions (if it is your own function or variable, rename it or write `self.\(name)`).",
                    "`\(name)`는 프로세스 시그널을 보내거나 처리합니다. iOS 앱은 할 수 없는 일이므로 workbook 제출물에서는 사용할 수 없습니다(직접 만든 함수나 변수라면 이름을 바꾸거나 `self.\(name)`로 쓰세요).")
        case "dynamic-loading":
            return ("`\(name)` loads or looks up code at run time; iOS apps cannot load code, so it is not allowed in workbook submissions.",
                    "`\(name)`는 실행 중에 코드를 불러오거나 찾습니다. iOS 앱은 코드를 불러올 수 없으므로 workbook 제출물에서는 사용할 수 없습니다.")
        case "raw-file":
            return ("`\(name)` reads and writes any file at any offset, including the process's own memory; use `Data`, `String` and `FileManager` for files instead.",
                    "`\(name)`는 프로세스 자신의 메모리를 포함해 어떤 파일이든 임의 위치에서 읽고 씁니다. 파일은 `Data`, `String`, `FileManager`로 다루세요.")
        case "system-path":
            return ("The path \(name) names the system's process, device or kernel files, which an iOS app cannot reach; it is not allowed in workbook submissions.",
                    "경로 \(name)는 iOS 앱이 접근할 수 없는 시스템의 프로세스·장치·커널 파일을 가리킵니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "shadowing":
            return ("`\(name)` is a name the workbook runtime or its generated code relies on; declaring or extending it here would replace theirs, so choose another name.",
                    "`\(name)`는 workbook 런타임이나 생성 코드가 쓰는 이름입니다. 여기서 선언하거나 확장하면 그것을 대신하게 되므로 다른 이름을 쓰세요.")
        case "source-location":
            return ("`#sourceLocation` changes the file and line the compiler reports, which would misplace messages; it is not allowed in workbook submissions.",
                    "`#sourceLocation`은 컴파일러가 알리는 파일과 줄을 바꿔 메시지 위치를 틀리게 합니다. workbook 제출물에서는 사용할 수 없습니다.")
        case "macro":
            return ("`\(name)` declares or expands a compiler plug-in macro; it is not allowed in workbook submissions.",
                    "`\(name)`는 컴파일러 플러그인 매크로를 선언하거나 펼칩니다. workbook 제출물에서는 사용할 수 없습니다.")
        default:
            return ("`\(name)` is not allowed in workbook submissions.", "`\(name)`는 workbook 제출물에서 사용할 수 없습니다.")
        }
    }
}
