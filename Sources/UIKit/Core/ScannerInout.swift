import Foundation

// Foundation's `Scanner` hands numbers back through pointers (`scanHexInt64(&value)`), which the
// source gate refuses as unsafe memory use. The `UIColor(hex:)` extension learners copy from
// tutorials calls them with `&value`, so these overloads take the same `&value` as `inout`
// (Swift prefers them to the pointer conversion): the learner's code compiles unchanged and no
// pointer is made.
extension Scanner {
    @available(iOS, deprecated: 13.0)
    public func scanHexInt64(_ result: inout UInt64) -> Bool {
        guard let value = scanUInt64(representation: .hexadecimal) else { return false }
        result = value
        return true
    }

    @available(iOS, deprecated: 13.0)
    public func scanHexInt32(_ result: inout UInt32) -> Bool {
        let start = currentIndex
        guard let value = scanUInt64(representation: .hexadecimal), value <= UInt64(UInt32.max) else {
            currentIndex = start
            return false
        }
        result = UInt32(value)
        return true
    }

    @available(iOS, deprecated: 13.0)
    public func scanInt(_ result: inout Int) -> Bool {
        guard let value = scanInt(representation: .decimal) else { return false }
        result = value
        return true
    }

    @available(iOS, deprecated: 13.0)
    public func scanInt64(_ result: inout Int64) -> Bool {
        guard let value = scanInt64(representation: .decimal) else { return false }
        result = value
        return true
    }

    @available(iOS, deprecated: 13.0)
    public func scanDouble(_ result: inout Double) -> Bool {
        guard let value = scanDouble(representation: .decimal) else { return false }
        result = value
        return true
    }

    @available(iOS, deprecated: 13.0)
    public func scanFloat(_ result: inout Float) -> Bool {
        guard let value = scanFloat(representation: .decimal) else { return false }
        result = value
        return true
    }
}
