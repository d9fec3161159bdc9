import UIKit

@objc protocol MyDataDelegate {
    @objc optional func sendData(_ data: String)
    @objc optional func subViewDidClose()
}
