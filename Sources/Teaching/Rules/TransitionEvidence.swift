import Foundation
import WorkbookProtocol

/// Readings of the trace shared by the transition rules: what was presented or pushed, how a
/// controller came on screen, which controllers are alive.
extension FailureContext {
    /// `present(_:animated:completion:)` and `pushViewController(_:animated:)` events with the controller they show.
    var shows: [(event: TraceEvent, index: Int, shown: String, isPush: Bool)] {
        events.enumerated().compactMap { index, event in
            let isPush = event.member == "pushViewController(_:animated:)"
            guard isPush || event.member == "present(_:animated:completion:)",
                  let shown = event.detail?.firstMatch(#"^(\w+#\d+)"#)?[1] else { return nil }
            return (event, index, shown, isPush)
        }
    }

    /// How `tag` came on screen before event `index`: pushed, presented, or nil when neither (a root).
    func arrival(of tag: String, before index: Int) -> (isPush: Bool, by: String)? {
        shows.last { $0.index < index && $0.shown == tag }.map { ($0.isPush, $0.event.instance) }
    }

    /// `tag` was released (deinit) before event `index` (or at all when nil).
    func released(_ tag: String, before index: Int? = nil) -> Bool {
        events.enumerated().contains { $0.element.instance == tag && $0.element.member == "deinit" && $0.offset < (index ?? Int.max) }
    }

    /// The failed expectation is about which screen is shown (top, stack, modals, instance).
    var isAboutScreens: Bool {
        switch failure.expectation {
        case .top?, .stack?, .presented?, .instance?: return true
        default: return false
        }
    }

    /// The class the failed expectation wants to see on top.
    var expectedTopClass: String? {
        switch failure.expectation {
        case let .top(name)?: return name
        case let .instance(of, _)?: return of
        case let .stack(classes)?: return classes.last
        default: return nil
        }
    }
}

extension TraceEvent {
    /// `Class#n` → n.
    var instanceNumber: Int { Int(instance.split(separator: "#").last ?? "") ?? 0 }

    /// An unwind action's event (`ViewController#1.unwindToHome(_:) segue="BackHome" source=ThirdViewController#1`): the source.
    public var unwindSource: String? {
        guard member != "prepare(for:sender:)" else { return nil }
        return detail?.firstMatch(#"^segue=\S+ source=(\w+#\d+)$"#)?[1]
    }
}
