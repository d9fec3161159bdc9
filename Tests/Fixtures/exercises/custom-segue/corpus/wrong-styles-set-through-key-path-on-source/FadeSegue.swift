import UIKit

class FadeSegue: UIStoryboardSegue {

    private func set<Value>(_ path: ReferenceWritableKeyPath<UIViewController, Value>, _ value: Value, on controller: UIViewController) {
        controller[keyPath: path] = value
    }

    override func perform() {
        set(\.modalPresentationStyle, .fullScreen, on: source)
        set(\.modalTransitionStyle, .crossDissolve, on: source)
        source.present(destination, animated: true)
    }
}
