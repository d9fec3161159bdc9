import UIKit

// 모든 코디네이터가 따르는 약속입니다. AnyObject: weak으로 가리키고 ===로 비교할 수 있습니다. (The promise every coordinator keeps. AnyObject: it can be pointed to weakly and compared with ===.)
// (The promise every coordinator keeps. AnyObject: it can be held weak and compared with ===.)
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}
