import Foundation

/// Interface Builder's names for control events and system items.
extension UIControl.Event {
    init?(storyboardName: String?) {
        guard let name = storyboardName else { return nil }
        let table: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        guard let event = table[name] else { return nil }
        self = event
    }
}

extension UIBarButtonItem.SystemItem {
    init?(storyboardName: String) {
        let table: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
            "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
            "close": .close,
        ]
        guard let item = table[storyboardName] else { return nil }
        self = item
    }
}
