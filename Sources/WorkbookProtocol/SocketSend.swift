import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a whole buffer to the channel's socket, on either side of it (the host's hand-over,
/// the driver's sealed messages): a socket may take part of it, a signal may interrupt it, and a
/// peer that is gone must end the write, never the process with SIGPIPE.
public enum SocketSend {
    /// Sends all of `bytes` to `descriptor`; stops at the first error (the peer is gone).
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard descriptor >= 0, let base = bytes.baseAddress else { return }
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let count = send(descriptor, base + offset, bytes.count - offset, flags)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += count
        }
    }
}
