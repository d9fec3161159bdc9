// On iOS every Foundation object is a `CVarArg`: `String(format: "%@분", NSNumber(value: 5))`
// compiles and writes the object's `description` ("5분"). Foundation on Linux makes only
// `NSString` one, so a learner's `%@` given an `NSNumber` (an Objective-C habit) would not compile
// here although Xcode builds it (docs/uikit-rules.md R17.6). These conformances, in the UIKit
// module learners import, pass the object as an `NSString` of its description, which Linux's
// formatter writes for `%@` as iOS does. A learner's own `NSObject` subclass is not covered.
#if !canImport(Darwin)
import Foundation

/// The texts handed to a format call: kept alive until the formatter has read them (an encoding
/// is a pointer; the call reads it at once, so the last few hundred suffice).
enum FormattedObjectTexts {
    nonisolated(unsafe) private static var recent: [NSString] = []
    private static let lock = NSLock()

    static func encoding(of object: NSObject) -> [Int] {
        let text = NSString(string: object.description)
        lock.lock()
        recent.append(text)
        if recent.count > 512 { recent.removeFirst(256) }
        lock.unlock()
        return text._cVarArgEncoding
    }
}

extension NSValue: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSArray: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSDictionary: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSSet: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSDate: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSURL: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSError: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSNull: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSData: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
extension NSUUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormattedObjectTexts.encoding(of: self) }
}
#endif
