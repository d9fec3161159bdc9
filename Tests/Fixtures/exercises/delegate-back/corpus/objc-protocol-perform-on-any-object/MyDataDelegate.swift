import UIKit

@objc protocol MyDataDelegate {
    func sendData(_ data: String)
}
