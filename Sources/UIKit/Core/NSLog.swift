import Foundation

// Foundation's `NSLog` writes to standard error, which the trace does not read as console.
// These overloads (UIKit re-exports Foundation, and a declaration here wins for the usual
// calls) write the formatted message to standard output, as `print` does, so it reaches the
// trace's console in its place among the events. The date and `App[pid:tid]` prefix a device
// adds is left out: it would make every trace different.
//
// There is deliberately no variadic overload: one would be ambiguous with Foundation's in a
// file that imports both Foundation and UIKit. A call with more than six arguments keeps
// Foundation's `NSLog` (standard error).

@inline(__always)
private func workbookLog(_ message: String) {
    print(message)
}

public func NSLog(_ format: String) {
    workbookLog(String(format: format, arguments: []))
}

public func NSLog(_ format: String, _ a: Int) {
    workbookLog(String(format: format, a))
}

public func NSLog(_ format: String, _ a: Double) {
    workbookLog(String(format: format, a))
}

public func NSLog(_ format: String, _ a: String) {
    workbookLog(String(format: format, a))
}

public func NSLog<A: CVarArg>(_ format: String, _ a: A) {
    workbookLog(String(format: format, a))
}

public func NSLog<A: CVarArg, B: CVarArg>(_ format: String, _ a: A, _ b: B) {
    workbookLog(String(format: format, a, b))
}

public func NSLog<A: CVarArg, B: CVarArg, C: CVarArg>(_ format: String, _ a: A, _ b: B, _ c: C) {
    workbookLog(String(format: format, a, b, c))
}

public func NSLog<A: CVarArg, B: CVarArg, C: CVarArg, D: CVarArg>(_ format: String, _ a: A, _ b: B, _ c: C, _ d: D) {
    workbookLog(String(format: format, a, b, c, d))
}

public func NSLog<A: CVarArg, B: CVarArg, C: CVarArg, D: CVarArg, E: CVarArg>(
    _ format: String, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
    workbookLog(String(format: format, a, b, c, d, e))
}

public func NSLog<A: CVarArg, B: CVarArg, C: CVarArg, D: CVarArg, E: CVarArg, F: CVarArg>(
    _ format: String, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
    workbookLog(String(format: format, a, b, c, d, e, f))
}
