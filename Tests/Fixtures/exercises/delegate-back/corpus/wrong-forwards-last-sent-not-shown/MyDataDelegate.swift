import UIKit

protocol MyDataDelegate: class {
    func sendData(_ data: String)
}
