import UIKit

// Excluded from the target in Xcode (Target Membership unticked): never compiled.
let draft: Int = "not yet"
