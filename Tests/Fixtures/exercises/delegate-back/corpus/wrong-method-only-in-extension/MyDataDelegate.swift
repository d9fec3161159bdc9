import UIKit

// 값을 돌려받을 쪽이 채택하는 약속입니다. AnyObject: 클래스만 채택할 수 있어 weak으로 가리킬 수 있습니다. (The promise the side that gets the value back adopts. AnyObject: only classes can adopt it, so it can be pointed to weakly.)
// (The promise the receiving side adopts. AnyObject: only classes adopt it, so it can be held weak.)
protocol MyDataDelegate: AnyObject {
    func sendData(_ data: String)
}

// 수정한 시각도 함께 보낼 수 있게 한다
extension MyDataDelegate {
    func sendData(_ data: String, editedAt: Date) {
        // 기본 동작: 시각이 필요 없는 쪽은 값만 받는다
    }
}
