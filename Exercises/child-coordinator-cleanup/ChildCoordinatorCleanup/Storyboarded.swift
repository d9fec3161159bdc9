import UIKit

// 클래스 이름과 같은 Storyboard ID로 Main.storyboard에서 화면을 꺼냅니다. (Takes the screen out of Main.storyboard by the Storyboard ID that matches the class name.)
// (Makes a screen from Main.storyboard with the Storyboard ID equal to the class name.)
protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let identifier = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: identifier) as! Self
    }
}
