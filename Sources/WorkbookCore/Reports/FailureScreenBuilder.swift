import Foundation
import WorkbookProtocol

extension FailureScreens {
    /// The screens of a failed check: the app's screen after the failing step (or the last step
    /// that ran, when the app crashed or stopped earlier) and what the check expected there.
    /// Nil when the run has no screens (it was not asked for them).
    public static func make(run: AppRun, failure: ExpectationEvaluator.Failure, storyboards: [StoryboardDocument]) -> FailureScreens? {
        let shown = run.screens.keys.filter { failure.step == nil || $0 <= failure.step! }
        guard let step = shown.max() ?? run.screens.keys.max(), let actual = run.screens[step] else { return nil }
        var result = FailureScreens(step: step, actual: actual)
        func scene(_ className: String) {
            guard let expected = StoryboardScreen.snapshot(storyboards, className: className) else { return }
            result.expected = expected
            result.expectedScene = className.split(separator: ".").last.map(String.init) ?? className
        }
        switch failure.expectation {
        case let .top(className)?: scene(className)
        case let .instance(className, _)?: scene(className)
        case let .stack(classes)?: classes.last.map(scene)
        case let .presented(classes)?: classes.last.map(scene)
        case let .label(outlet, text)?:
            result.outlet = outlet
            var expected = actual
            if let last = expected.layers.indices.last, var view = expected.layers[last].view, view.setText(text, ofOutlet: outlet) {
                expected.layers[last].view = view
                result.expected = expected
                result.expectedScene = outlet
            }
        default:
            break
        }
        return result
    }
}

extension ScreenView {
    /// Sets the text of the view held by `outlet`; false when no view of the tree is.
    mutating func setText(_ text: String?, ofOutlet outlet: String) -> Bool {
        if self.outlet == outlet {
            self.text = text
            isHidden = nil
            return true
        }
        for index in subviews.indices where subviews[index].setText(text, ofOutlet: outlet) { return true }
        return false
    }
}
