import UIKit

@objc protocol MyDataDelegate: NSObjectProtocol {
    @objc optional func sendData(_ data: String)
}
