// Apple's UIKit re-exports Foundation: learner code that says only `import UIKit` uses
// `UserDefaults`, `Date`, `URL`, `CGFloat`, `DispatchQueue`, … without importing them.
@_exported import Foundation
@_exported import Dispatch
