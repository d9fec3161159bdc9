import UIKit

class FadeSegue: UIStoryboardSegue {

    override func perform() {
        // TODO: 도착 화면을 전체 화면, 크로스 디졸브로 설정하고 출발 화면에서 띄우세요. (Make the destination full screen with a cross-dissolve transition and present it from the source.)
    }
}
