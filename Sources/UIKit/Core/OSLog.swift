import Foundation

// `import os` / `import os.log` compile as `import UIKit` (the unified logging system has no Linux
// module): `Logger`, `OSLog` and `os_log` write their message to standard output, as `print` and
// `NSLog` do here, so it reaches the trace's console in its place among the events. A device
// writes to the unified log instead (Xcode's console shows it); the level, subsystem and category
// are not shown, and privacy redaction (`privacy: .private`) is not applied: the console here is
// the developer's, as Xcode's is while debugging.

public struct OSLogType: RawRepresentable, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

public struct OSLogPrivacy: Equatable, Sendable {
    let level: Int
    public static let `public` = OSLogPrivacy(level: 0)
    public static let `private` = OSLogPrivacy(level: 1)
    public static let sensitive = OSLogPrivacy(level: 2)
    public static let auto = OSLogPrivacy(level: 3)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }
    public struct Mask: Equatable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// The message of a `Logger` call: a string literal with interpolations (`\(value, privacy: .public)`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += String(describing: value) }
        public mutating func appendInterpolation<T>(_ value: T?, privacy: OSLogPrivacy = .auto) {
            text += value.map { String(describing: $0) } ?? "nil"
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> String, privacy: OSLogPrivacy = .auto, align: OSLogStringAlignment = .none) {
            text += value()
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, format: OSLogIntegerFormatting = .decimal, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, format: OSLogFloatFormatting = .fixed, privacy: OSLogPrivacy = .auto) {
            text += String(describing: Double(value))
        }
    }
}

public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
}

public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
}

/// iOS 14's `Logger`.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    private func write(_ message: OSLogMessage) { print(message.text) }
    public func log(_ message: OSLogMessage) { write(message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    public func trace(_ message: OSLogMessage) { write(message) }
    public func debug(_ message: OSLogMessage) { write(message) }
    public func info(_ message: OSLogMessage) { write(message) }
    public func notice(_ message: OSLogMessage) { write(message) }
    public func warning(_ message: OSLogMessage) { write(message) }
    public func error(_ message: OSLogMessage) { write(message) }
    public func critical(_ message: OSLogMessage) { write(message) }
    public func fault(_ message: OSLogMessage) { write(message) }
}

/// The older call: `os_log("Loaded %@", log: .default, type: .info, name)`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    osLogWrite(message, args)
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    osLogWrite(message, args)
}

/// `%{public}@` and `%{private}d` are `%@` and `%d` with a privacy mark.
private func osLogWrite(_ message: StaticString, _ args: [any CVarArg]) {
    let format = "\(message)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(of: "%{private}", with: "%")
    print(String(format: format, arguments: args))
}
