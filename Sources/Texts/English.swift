// The English catalog: every English sentence workbook shows learners and instructors.

struct English: Messages {

    // MARK: Shared labels
    var sharedExpected: String { "expected: " }
    var sharedCompileError: String { "Compile error" }
    var sharedWorkbookInternalError: String { "workbook internal error: " }
    var sharedExercise: String { "Exercise" }
    var sharedHidden: String { "hidden" }
    var sharedHint: String { "Hint" }
    var sharedStudent: String { "Student" }
    var sharedNotSubmitted: String { "Not submitted." }

    // MARK: Expectations (what a failed check says)
    var expectTheAppTamperedWithItsMessages: String { "The app tampered with its messages to the checker; this check cannot pass." }
    var expectTheAppShouldCrashForThe: String { "The app should crash for the expected reason." }
    var expectTheAppShouldHaveCrashedBut: String { "The app should have crashed, but it kept running." }
    var expectTheAppDidNotFinishThe: String { "The app did not finish the steps." }
    var expectTheAppDidNotReportWhat: String { "The app did not report what this step observes; an expectation that was not observed does not pass." }
    func expectTheAppCrashedWithAUikit(whereValue: String, crashReason: String) -> String { "The app crashed with a UIKit exception\(whereValue): \(crashReason)" }
    func expectTheAppCrashedWithASwift(place: String, crashReason: String) -> String { "The app crashed with a Swift runtime error\(place): \(crashReason)" }
    func compileFilesNotInTarget(files: [String], target: String) -> String {
        let list = files.joined(separator: ", ")
        return "note: \(list) \(files.count == 1 ? "is" : "are") in the folder but not part of the app target \(target) (project.pbxproj does not list \(files.count == 1 ? "it" : "them")), so Xcode does not compile \(files.count == 1 ? "it" : "them") (and neither does workbook). If the code above needs what \(files.count == 1 ? "it declares" : "they declare"), in Xcode select the file, open the File inspector (⌥⌘1) and tick \(target) under Target Membership; or create the file with File > New > File… with \(target) ticked."
    }
    func compileNotInTarget(name: String, file: String, line: Int?, target: String) -> String { "note: `\(name)` is declared in \(file)\(line.map { ":\($0)" } ?? ""), but that file is not part of the app target \(target), so Xcode does not compile it (and neither does workbook). In Xcode, select \(file), open the File inspector (⌥⌘1) and tick \(target) under Target Membership; or create the file with File > New > File… with \(target) ticked." }
    func crashPlace(_ place: String) -> String { " at \(place)" }
    func stepPlace(_ step: Int?) -> String { step.map { " (step \($0))" } ?? "" }
    func expectTheCheckDidNotFinishIn(whereValue: String) -> String { "The check did not finish in time\(whereValue): look for an endless loop or a wait that never ends." }
    func expectTheAppEndedItselfExitBefore(whereValue: String) -> String { "The app ended itself (exit) before the steps finished\(whereValue); that does not count as a pass." }
    func expectTheAppWentOverALimit(whereValue: String, crashReason: String) -> String { "The app went over a limit\(whereValue): \(crashReason)" }
    func expectTheAppWasKilled(whereValue: String, crashReason: String) -> String { "The app was killed\(whereValue): \(crashReason)" }
    func expectTheCheckTimedOut(whereValue: String, detail: String) -> String { "The check did not finish in time\(whereValue): \(detail)" }
    func runEndCpuLimit(seconds: String) -> String { "it used more than \(seconds) s of CPU time (an endless loop, or far too much work)." }
    func runEndKilledFromOutside() -> String { "it was stopped from outside (SIGKILL), not by its own code: the machine may have run short of memory, or someone stopped the run. It was tried twice; check again later." }
    func runEndTimeoutComputing(seconds: String, cpu: String) -> String { "it was still running after \(seconds) s and computing all the time (\(cpu) s of CPU): look for an endless loop." }
    func runEndTimeoutWaiting(seconds: String, cpu: String) -> String { "it was still running after \(seconds) s, even when given twice the time, though it computed for only \(cpu) s: it is waiting for something that never happens." }
    func runEndOutputLimit(bytes: String) -> String { "it wrote more than \(bytes) bytes of output." }
    func runEndFileSizeLimit(bytes: String) -> String { "it wrote a file larger than \(bytes) bytes." }
    func runEndHomeQuota(megabytes: String) -> String { "it stored more than \(megabytes) MB in its home folder." }
    func runEndSignal(number: String, name: String) -> String { "it was ended by signal \(number) (\(name))." }
    func runEndExit(status: String) -> String { "it called exit(\(status)) before the steps finished." }
    func expectThisStepCouldNotBeDone(whereValue: String, crashReason: String) -> String { "This step could not be done\(whereValue): \(crashReason)" }
    func expectTheScreenShownShouldBe(name: String) -> String { "The screen shown should be \(name)." }
    var expectTheNavigationStackShouldBeDifferent: String { "The navigation stack should be different." }
    var expectThePresentedScreensShouldBeDifferent: String { "The presented screens should be different." }
    func expectLabelMissing(screen: String?, outlet: String) -> String { "The screen shown (\(screen ?? "none")) should have the label `\(outlet)`." }
    func expectTheLabelShouldReadDifferently(outlet: String) -> String { "The label `\(outlet)` should read differently." }
    func expectThereIsNoOnScreenTo(of: String, name: String) -> String { "There is no \(of) on screen to read `\(name)` from." }
    func expectShouldHaveAStoredProperty(of: String, name: String) -> String { "\(of) should have a property `\(name)` (stored, or computed with a getter)." }
    func expectShouldHoldADifferentValue(readInstance: String, name: String) -> String { "\(readInstance).\(name) should hold a different value." }
    func expectTheseEventsShouldHappenInThis(missing: String) -> String { "These events should happen in this order; missing: \(missing)" }
    func expectThisShouldNotHappen(pattern: String) -> String { "This should not happen: \(pattern)" }
    func expectTheShownShouldBeInstance(of: String, number: String) -> String { "The \(of) shown should be instance #\(number)." }
    func expectIsStillInMemoryAfterIt(tag: String) -> String { "\(tag) is still in memory after it left the screen." }
    func expectUserdefaultsShouldHoldADifferentValue(key: String) -> String { "UserDefaults should hold a different value for `\(key)`." }
    var expectTheAppShouldPrintThisLine: String { "The app should print this line." }

    // MARK: Checks
    func checkerSkippedItNeedsToPassFirst(unmet: String) -> String { "Skipped: it needs \(unmet) to pass first." }
    var checkerNotRunTheCodeDidNot: String { "Not run: the code did not compile." }

    // MARK: Teaching rules (why a check failed)
    func ruleCastFailure(cast: String, from: String, to: String, place: String?, inPrepare: Bool) -> String {
        let hint = inPrepare
            ? "prepare(for:sender:) runs for every segue, and segue.destination is the screen that segue leads to: check segue.identifier first, or cast with `guard let vc = segue.destination as? \(to) else { return }`."
            : "Make sure the object really is a \(to) there, or cast with as? and handle nil."
        return "The forced cast \(cast) failed\(place.map { " at \($0)" } ?? ""): the object was a \(from), not a \(to). \(hint)"
    }
    func ruleChildCoordinatorNotRemoved(actual: String, viaDelegate: Bool, comparesIdentity: Bool) -> String {
        "The child coordinator is still in the parent's childCoordinators after its screen went away (\(actual)). When the child's screen is popped, remove it with the parent's childDidFinish(_:), which must remove that very child"
            + (comparesIdentity ? " (your code compares with ===: check that it compares against the child coordinator itself, not its screen or the parent). " : " (compare with ===). ")
            + (viaDelegate ? "In navigationController(_:didShow:animated:), the screen that left is transitionCoordinator?.viewController(forKey: .from); it was popped when viewControllers no longer contains it." : "The screen knows it was popped in viewDidDisappear(_:) when isMovingFromParent is true (there its navigationController is already nil: it has left the stack), which the Back button triggers too.")
    }
    func ruleWrongPopFlag(flag: String, screen: String) -> String { "Your code asks `\(flag)` to tell that \(screen) is leaving, but when a screen is popped from a navigation stack \(flag) is false: \(flag == "isBeingDismissed" ? "isBeingDismissed is true only for a presented screen being dismissed" : "isMovingToParent is true only for a screen being pushed or added"). So the child coordinator was never told it finished. For a pop, test isMovingFromParent in viewWillDisappear(_:) or viewDidDisappear(_:)." }
    func ruleImplicitlyUnwrappedNeverSet(name: String, type: String, declaredLine: Int, place: String, giver: String?, giverLine: Int?, giverMethod: String?, owner: String, madeByStoryboard: Bool) -> String {
        let head = "`\(name)` (line \(declaredLine)) is declared `\(type)`: an implicitly unwrapped optional starts as nil, and reading it before something gives it a value ends the app, as at \(place). "
        let why = giver.map { "The line that gives it, `\($0)` (line \(giverLine ?? 0)\(giverMethod.map { ", in `\($0)`" } ?? "")), never ran before that." }
            ?? "No line of your code gives `\(name)` a value."
        let made = madeByStoryboard ? " The storyboard makes \(owner) with `init(coder:)` and sets only its outlets, so nothing injects it." : ""
        return head + why + made + " Give it a value where it is declared (`var \(name): \(type.dropLast()) = …`), or set it before the screen is used (in `prepare(for:sender:)` of the screen before, or where the screen is made)."
    }
    func ruleDelegateMethodMisnamed(declared: String, place: String, protocolName: String, meant: String) -> String {
        "`\(declared)` (\(place)) is not a method of \(protocolName): its method is named `\(meant)(…)`\(declared.lowercased().hasPrefix(meant.lowercased() + "(") ? ", letter case included" : ""). The protocol's methods are optional, so the near miss compiles as just another method of your class, and UIKit never calls it: nothing in it ran in this check (Xcode warns that it nearly matches an optional requirement). Rename it to `\(meant)` with UIKit's labels."
    }
    func ruleDelegateMethodNeverCalled(declared: String, expected: String) -> String {
        let fix = declared.contains("animated:") ? "Use UIKit's labels exactly: `\(expected)`." : "Add the `animated: Bool` parameter."
        return "`\(declared)` is not the method UIKit calls: UINavigationControllerDelegate's method is `\(expected)`\(declared.contains("animated:") ? "" : ", with `animated:`"). A method whose name differs is just another method of your class, so UIKit never calls it and nothing in it ran (Swift only warns that it nearly matches). \(fix)"
    }
    var ruleDelegateNotSet: String { "The sending screen calls its method through delegate?., but nothing in the code ever sets that screen's delegate. While delegate is nil, a delegate?. call does nothing (and raises no error). Set the destination's delegate to self when you open it (for example in prepare(for:sender:))." }
    func ruleLostValueTheShownNowIsANew(newerInstance: String, deinitEventInstance: String) -> String { "The \(newerInstance) shown now is a new instance made by the segue. The value lived in \(deinitEventInstance), which was released (deinit) when you went back. Opening the screen again creates a new instance without it. Keep values that must survive in a store (the app delegate or UserDefaults) and read them in viewWillAppear." }
    func ruleOutletBeforeViewLoad(destination: String, place: String, example: String?, observer: String?) -> String {
        "prepare(for:sender:) used an outlet of \(destination)\(place)" + (observer.map { ", in `\($0)`'s `didSet`, which the assignment in prepare ran" } ?? "")
            + ". The destination's view has not loaded yet at that point, so its outlets are nil and the implicit unwrap (!) crashes. In prepare, set plain properties"
            + (example.map { " (such as `\($0)`)" } ?? "") + " and show them in the destination's viewDidLoad" + (observer != nil ? " (in `didSet`, only once `isViewLoaded` is true)." : ".")
    }
    func rulePresentingIsNavigationController(presentInstance: String, navigation: String, className: String) -> String { "\(presentInstance) sits inside a navigation controller, so the controller that presented (presentingViewController) is \(navigation), not \(presentInstance). The cast `presentingViewController as? \(className)` gives nil and the value is lost. Use (presentingViewController as? UINavigationController)?.topViewController, or pass the value back with a delegate." }
    func ruleRefreshInViewWillAppear(visible: String) -> String { "\(visible) was shown again, not created again, so viewDidLoad did not run again (it runs once). To show the value every time the screen comes back, update it in viewWillAppear(_:)." }
    func ruleReadBeforeWrittenAcross(read: String, reader: String, readerClass: String, file: String, line: Int, write: String, writeLine: Int, writer: String, writerClass: String, ranAfter: Bool) -> String {
        "`\(read)` is read in \(readerClass)'s `\(reader)` (\(file) line \(line)) before anything gives it its value: its only write, `\(write)` (line \(writeLine)), is in \(writerClass)'s `\(writer)`, which "
            + (ranAfter ? "UIKit called after `\(reader)` in this run" : "had not run yet when `\(reader)` read it")
            + ", so the read found the value from before. Give the value before that read (where the input changes, or in the method that hands it on), or read it from where it is."
    }
    func ruleStackSavedInWillShow(statement: String, line: Int, property: String) -> String {
        "`\(statement)` (line \(line)) runs in `navigationController(_:willShow:animated:)`, and by then the push or pop has already changed `viewControllers`: UIKit calls `willShow` after the stack changed. So `\(property)` is taken from the new stack, the same one `navigationController(_:didShow:animated:)` sees, and comparing them finds no change. Keep the stack at the end of `didShow` for the next transition, or take the screen being left from `transitionCoordinator?.viewController(forKey: .from)` in `didShow`."
    }
    func ruleTypeTestSameDestination(test: String, line: Int, screen: String, identifiers: [String], destination: String) -> String {
        let named = identifiers.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(test)` (line \(line)) comes out the same for every segue here: all the segues of \(screen) (\(named)) lead to \(destination), so a test of the destination's class cannot tell them apart, and the code takes the same way whichever segue ran. Tell the segues apart by `segue.identifier`."
    }
    func ruleTextOnOtherLabel(outlet: String, shown: String, expected: String, other: String, place: TextOnOtherLabelPlace) -> String {
        let head = "The text this check wants on `\(outlet)`, \"\(expected)\", is on `\(other)` instead, and `\(outlet)` shows \"\(shown)\": the text was made right and given to the wrong label."
        switch place {
        case let .zip(line, header, labels, texts, position, given, otherPosition, meant):
            return head + " `\(header)` (line \(line)) pairs the two arrays entry by entry: `\(outlet)` is `\(labels)[\(position)]`, so it gets `\(texts)[\(position)]` (`\(given)`), while its text, `\(texts)[\(otherPosition)]` (`\(meant)`), goes to `\(labels)[\(otherPosition)]`, `\(other)`. List the labels and the texts in the same order."
        case let .line(line, statement):
            return head + " Line \(line) (`\(statement)`) gives that text to `\(other)`: give it to `\(outlet)`, and `\(other)` its own."
        case .unknown:
            return head + " Look at where each label's text is set: the two are crossed."
        }
    }
    func ruleLabelOverwrittenOnAppear(writer: String, outlet: String, screen: String, assignment: String) -> String { "\(writer) wrote the label `\(outlet)` of the screen below directly, but that screen, \(screen), then came back on screen and its own viewWillAppear(_:) ran `\(assignment)`, which overwrote your text. A screen redraws its labels from its own values when it appears: give the value to the property its viewWillAppear reads, not to its label." }
    func ruleStaticPropertyKeeps(tag: String, type: String, property: String, path: String, collection: Bool) -> String {
        "\(tag) left the screen but was not released: `\(type).\(property)` is a `static` property, which belongs to the type \(type), not to one of its objects, and lives as long as the app runs; it keeps \(tag) strongly (\(path)), so \(tag) is never released. This is not a retain cycle: the reference goes one way only. "
            + (collection ? "Remove \(tag) from `\(type).\(property)` once it is done, or do not keep it in a static." : "Set `\(type).\(property) = nil` once \(tag) is done, or do not keep it in a static: the parent's `childCoordinators` (or a property of the screen that uses it) is the place.")
    }
    func ruleOneWayReference(tag: String, holder: String, property: String, path: String, declaration: String) -> String { "\(tag) left the screen but was not released: \(holder) keeps a strong reference to it in `\(property)` (\(path)), and \(holder) itself is still alive (on screen, or the app's delegate), so \(tag) stays too. This is not a retain cycle: the reference goes one way only. " + {
        switch declaration {
        case "collection": return "Remove \(tag) from `\(property)` once it is done (after it is popped or dismissed), or do not keep screens in it."
        case "lazy": return "`\(property)` is a `lazy var`, made once and kept for good, and it cannot be `weak`: make the screen where you show it, in a local constant, instead of keeping it."
        case "nonOptional": return "`\(property)` is not optional, so it can be neither `nil` nor `weak`: make the screen where you show it, in a local constant, instead of keeping it."
        case "cached": return "`\(property)` is made the first time it is needed and kept (the test for `nil` before it is given its screen), and every showing reuses that one: `weak` would let the new screen go before it is shown, and the cache is what keeps it alive. Make the screen where you show it, in a local constant, instead of keeping it."
        case "madeOnce": return "`\(property)` is given its screen only once, when \(holder) is made or loaded, and every showing reuses that one: `weak` would let it go at once, and setting it to `nil` would leave nothing for the next showing. Make the screen where you show it, in a local constant, instead of keeping it."
        default: return "Set `\(property) = nil` once \(tag) is done (after it is popped or dismissed), or do not keep it in a property; declare it `weak var` if you only need it while it is on screen."
        }
    }() }
    func ruleSenderGiven(cast: String, castLine: Int, call: String, callLine: Int, given: String, givenClass: String, asked: String) -> String {
        let what = given == "nil" ? "nil" : "`self`, this \(givenClass)"
        return "`prepare(for:sender:)` reads `\(cast)` (line \(castLine)), and `sender` is whatever `performSegue` was given: `\(call)` (line \(callLine)) gives \(what), not \(EnglishArticle.before(asked)) `\(asked)`, so the cast gave nil and what depends on it was skipped. Pass what `prepare` expects as the sender there, or read the values in `prepare` from where they are."
    }
    func ruleRetainCycle(className: String, tag: String, actual: String, paths: [String], link: String?) -> String {
        // Nothing the app's objects reach holds it: the holder is outside them, not necessarily a cycle.
        if !paths.isEmpty, paths.allSatisfy({ $0.hasPrefix("(") }), link == nil {
            return "\(className) left the screen but was not released, and none of the app's screens, delegates or their properties holds it: what keeps it is outside them. Look where \(className) (or `self` inside it) is stored or captured: a `static` property or a singleton (`shared`), a closure kept by another object (a notification observer's block, a timer, a handler given to an object that stays), or an object and a closure holding each other. Hold it weakly there (`weak`, `[weak self]`), or let go of it when the screen goes away."
        }
        return "\(className) left the screen but was not released: \(actual). Two objects holding each other strongly (here through \(link.map { "`\($0)`" } ?? "a stored property")) form a retain cycle that never goes away. Declare delegate and parent-coordinator references `weak var` (with a class-bound protocol: AnyObject), and capture [weak self] in closures."
    }
    func ruleSheetDismissalOverStyle(style: String, presenter: String) -> String { "The .\(style) style draws the presented screen over the one below, which stays in the window. The screen below (\(presenter)) never left, so when the presented one is dismissed its viewWillAppear is not called and the value was never redrawn. \(sheetFix)" }
    func ruleSheetDismissalStyleSetTooLate(presenter: String, assignment: String, style: String) -> String { "`\(assignment)` comes after present(_:animated:). UIKit reads modalPresentationStyle when presenting, so the screen had already gone up with the .\(style) style, a sheet that does not cover the screen below, and setting the style afterwards changed nothing. When the sheet was dismissed, the screen below (\(presenter)) had never left, so its viewWillAppear was not called and the value was never redrawn. Set the style before presenting: move `\(assignment)` above the present call." }
    /// `style`: the sheet style the code or storyboard chose; nil when it is the default.
    func ruleStyleWrittenToCopy(statement: String, line: Int, target: String) -> String {
        "`\(statement)` (line \(line)) puts `.fullScreen` in `\(target)`, not in the presented screen's `modalPresentationStyle`: what it was copied from does not change with it, and nothing gives it back to the screen, so the screen went up in its own style."
    }
    func ruleSheetDismissalSheet(presenter: String, style: String?) -> String {
        let opening = style.map { "The screen was presented with the .\($0) style, a sheet (since iOS 13 a sheet does not cover the screen below)." } ?? "Since iOS 13 the default modal style is a sheet (pageSheet)."
        return opening + " When a sheet is dismissed, the screen below (\(presenter)) never left the screen, so its viewWillAppear is not called and the value was never redrawn. \(sheetFix)"
    }
    func ruleShouldPerformNotAskedWithoutSegue(call: String, line: Int, method: String, test: String, testLine: Int) -> String {
        "shouldPerformSegue(withIdentifier:sender:) is asked only for a segue, and only one a storyboard control triggers. Your `\(call)` (line \(line), in `\(method)`) changes the screen from code with no segue at all, so nothing asked it, and the screen changed whatever it would have answered. Make its test, `\(test)` (line \(testLine)), yourself in `\(method)`, before that `\(call)`."
    }
    var ruleShouldPerformNotConsulted: String { "shouldPerformSegue(withIdentifier:sender:) is asked only for segues a storyboard control triggers. performSegue(withIdentifier:sender:) from code runs the segue without asking it. Check your condition before calling performSegue." }
    /// `line` and `call` when the recursive call was found in the source, else `instance` from the trace.
    func ruleStackOverflow(name: String, line: Int?, call: String, instance: String, superHint: Bool) -> String {
        let place = line.map { "line \($0): `\(call)`" } ?? "the trace shows \(instance) entering it again and again"
        let fix = superHint
            ? "If you meant UIKit's own behaviour, call it through `super.` (for example `super.viewWillAppear(animated)`)."
            : "Give the recursion a condition that ends it, or call a different method."
        return "stack overflow: \(name) calls itself (\(place)). Nothing stops it, so the call stack filled up and the system killed the app (signal 11). \(fix)"
    }
    func ruleStoryboardBypass(instance: String, className: String, call: String, crashPlace: String?, hasIdentifier: Bool, noControls: Bool) -> String {
        let result = crashPlace.map { ", and the implicit unwrap (!) at \($0) crashed" } ?? ", and the value never reached the screen"
        let identifier = hasIdentifier ? "" : " Give the scene the Storyboard ID \"\(className)\" in the identity inspector first."
        if noControls {
            return "\(instance) was made in code (\(className)() or init(nibName:bundle:)), not by the storyboard, so it has none of the controls the storyboard gives its scene: its view is empty, and no button is wired to its actions. Create it from the storyboard: `\(call)`.\(identifier) Or use a segue."
        }
        return "\(instance) was made in code (\(className)() or init(nibName:bundle:)), not by the storyboard. Nothing from the storyboard made it, so nothing connected its outlets: they are nil\(result). Create it from the storyboard: `\(call)`.\(identifier) Or use a segue."
    }
    func ruleTwinInstance(twin: String, shownOne: String) -> String { "You made \(twin) with instantiateViewController and set values on it, but the segue showed a different instance, \(shownOne) (segue.destination). They are twins, not the same object, so the values never reach the screen. Set the values on segue.destination, downcast, in prepare(for:sender:)." }
    func ruleValueOnNewInstance(made: String, call: String, shown: String, className: String, popped: Bool, presenterIsNavigation: Bool) -> String { "You gave the value to \(made), a new instance made with \(call). It never appeared: the screen that came back is \(shown), the \(className) that was \(popped ? "already in the navigation stack" : "under the screen you closed"). A new instance is never the screen already shown, however it is made (a storyboard would not help either). Give the value to \(shown) itself: \(popped ? "`navigationController?.viewControllers.first as? \(className)` for the root, or `viewControllers[viewControllers.count - 2]` for the screen just below, then pop" : (presenterIsNavigation ? "`(presentingViewController as? UINavigationController)?.topViewController as? \(className)` (what presented is its navigation controller)" : "`presentingViewController as? \(className)`") + ", then dismiss")." }
    func ruleTwinInstanceShownByCode(twin: String, shownOne: String, pushed: Bool) -> String { "What you set on \(twin) (values, a presentation style) went to it, but the screen you \(pushed ? "pushed" : "presented") is \(shownOne), another instance made by another instantiateViewController call. Each call makes a new, separate instance: they are twins, not the same object, so \(shownOne) never received what you set and \(twin) never appeared. Make the instance once, keep it in one constant, set it up and \(pushed ? "push" : "present") that same constant." }
    var ruleValuesAfterPerformSegue: String { "performSegue(withIdentifier:sender:) creates the destination and calls prepare(for:sender:) right inside the call. Lines after it run too late to pass values. Pass them to segue.destination in prepare(for:sender:)." }
    func ruleUnknownSegueIdentifier(className: String, identifier: String, list: String, caseHint: String?, sceneOf: String?) -> String {
        if let scene = sceneOf {
            return "\"\(identifier)\" is the Storyboard ID of the \(scene) scene, not the identifier of a segue, so UIKit found no segue by that name from \(className) and ended the app (segues from it: \(list == "—" ? "none" : list)). `performSegue` runs a segue drawn in the storyboard; to show that scene from code, make it with `storyboard?.instantiateViewController(withIdentifier: \"\(identifier)\")` and push it (`navigationController?.pushViewController(_:animated:)`) or present it."
        }
        return "\(className) has no segue with the identifier \"\(identifier)\", so UIKit ended the app. Identifiers that exist from this controller: \(list)."
            + (caseHint.map { " Identifiers are case-sensitive: write \"\($0)\"." } ?? " Write one of those identifiers in your code, letter for letter (or, if you meant another segue, give that segue this Identifier in the storyboard).")
    }
    func ruleOutletWrongType(owner: String, outlet: String, declared: String, object: String, member: String?, place: String?) -> String {
        let device = member.map { "On a device the property holds the \(object) anyway, and using `\($0)`, which a \(object) does not have, ends the app with '-[\(object) \($0)]: unrecognized selector sent to instance'." }
            ?? "On a device the property holds the \(object) anyway, and the first method or property a \(object) does not have ends the app with an 'unrecognized selector' exception."
        return "The storyboard connects \(owner)'s outlet `\(outlet)` (a \(declared)) to a \(object), not a \(declared). \(device) Here the outlet stays nil and the app stopped at the same line\(place.map { " (\($0))" } ?? ""). In Xcode's Connections inspector remove the `\(outlet)` connection and connect it again to the right \(declared) in the storyboard."
    }
    /// An outlet of a controller the storyboard just made, set before present/push loaded its view.
    func ruleOutletBeforeViewLoadOutside(method: String, instance: String, outlet: String, className: String, call: String?, property: String?, location: String?, optionalChain: Bool) -> String {
        let when = call.map { "when it goes on screen after \($0)" } ?? "when it goes on screen"
        let result = optionalChain
            ? "With optional chaining (`?.`) nothing crashed, but the line did nothing and the value was lost"
            : "The implicit unwrap (!) crashed the app"
        return "\(method) set the outlet `\(outlet)` of \(instance)\(location.map { " (\($0))" } ?? ""). The storyboard had just made \(instance) and its view had not loaded yet: the view loads \(when), and only then are the outlets connected, so they are still nil. \(result). Set a plain property\(property.map { " (such as \($0))" } ?? "") instead and show it in \(className)'s viewDidLoad."
    }
    func ruleValuesAfterViewDidLoad(method: String, target: String) -> String { "\(method) ran after \(target).viewDidLoad. \(target) had already filled its labels in viewDidLoad with the values it had then, so values set afterwards never show. Give the values to segue.destination in prepare(for:sender:), before the destination's view loads." }
    func ruleSegueIdentifierTableKey(table: String, line: Int, lookup: String, keys: String, missed: String) -> String { "`\(lookup)` (line \(line)) looks up the segue's identifier in `\(table)`, whose keys are \(keys); the segue that ran is \"\(missed)\", and no key is that, so the lookup gives nil: the fallback after `??` (or nothing, after `?`) is what ran, not the entry you wrote. A dictionary finds only a key spelled exactly the same: key the entry by the identifier as the storyboard spells it, \"\(missed)\"." }
    func ruleSegueIdentifierUnknown(method: String, literal: String, list: String) -> String { "\(method) compares the segue identifier with \"\(literal)\", but no segue in the storyboard has that identifier (the identifiers are \(list)). The comparison is always false and that branch never runs. Select the segue in the storyboard, read its Identifier, and make the string in the code match it exactly, case included." }
    func rulePrepareIgnoresIdentifier(list: String, className: String, destination: String, identifier: String, test: String?) -> String {
        if let test {
            return "Several segues (\(list)) lead from \(className) to \(destination), and every one of them goes through the one prepare(for:sender:). Your prepare decides what to pass by `\(test)`, which reads neither segue.identifier nor the sender: it is the same whichever segue ran, so the \"\(identifier)\" segue that ran passed what that test chose, not its own values. Tell the segues apart by `segue.identifier` (or by `sender`, the control that started the segue)."
        }
        return "Several segues (\(list)) lead from \(className) to \(destination), but there is one prepare(for:sender:), so every one of them goes through it. Your prepare only downcasts and never reads segue.identifier, so the \"\(identifier)\" segue that ran passed the same values as the others. When the destination class is the same, a downcast cannot tell the segues apart: branch on `switch segue.identifier` and pass each segue its own values."
    }
    var ruleValueNotPersisted: String { "The check quit the app and launched it again. A relaunch starts the process's memory from scratch: screens, labels, properties and the app delegate lose their values and look as the storyboard made them. Nothing in the code saves the value outside the app, so the relaunched app has nothing to read. Save it with `UserDefaults.standard.set(_:forKey:)` and read it with `UserDefaults.standard.string(forKey:)` in the showing screen's viewWillAppear(_:)." }
    func ruleSegueIdentifierCase(method: String, literal: String, meant: String, stops: Bool) -> String { "\(method) compares the segue identifier with \"\(literal)\", but the storyboard's segue is \"\(meant)\". Identifiers are case-sensitive, so the comparison is always false and that branch never runs. Nothing crashes, which makes it hard to notice, but what the branch was for, \(stops ? "stopping the segue" : "passing the values"), never happened. Change the string in the code to \"\(meant)\"." }
    func ruleEmptyValueSent(call: String, field: String) -> String { "`\(call)` sends an empty string (\"\") whenever \(field) is empty. The receiver replaces its value with it, so going back without typing anything erases the value shown before. Check that the text is not empty before sending (`if let text = \(field).text, !text.isEmpty { … }`), and send nothing when it is." }
    func ruleDefaultsNonPropertyValue(name: String, type: String, tuple: Bool, key: String, keyCode: String, line: Int) -> String {
        "`set(\(name), forKey: \(keyCode))` (line \(line)) gives UserDefaults " + (tuple ? "a tuple (`\(type)`)" : "a `\(type)`, a type of your own")
            + ". UserDefaults holds only property-list values (String, numbers, Bool, Date, Data, and arrays and dictionaries of them), and " + (tuple ? "a tuple" : "a struct, class or enum you declare") + " is none of them. On a device the app ends with \"Attempt to insert non-property list object … for key \(key)\"; here Swift stopped it the same way. "
            + (tuple ? "Save each part under its own key (or a dictionary of them), or make it a `Codable` struct and save the `Data` a `JSONEncoder` gives." : "Make `\(type)` `Codable` and save the `Data` a `JSONEncoder` gives (read it back with `data(forKey:)` and a `JSONDecoder`), or save its properties one by one.")
    }
    func ruleDefaultsNonPropertyList(name: String, type: String, key: String, keyCode: String, property: String) -> String { "`set(\(name), forKey:)` gives UserDefaults the \(type) itself, not its \(property). UserDefaults holds only property-list values (String, numbers, Bool, Date, Data, and arrays and dictionaries of them). On a device the app ends with \"Attempt to insert non-property list object <\(type): …> for key \(key)\"; here Swift stopped it the same way. Save the value instead: `UserDefaults.standard.set(\(name).\(property), forKey: \(keyCode))`." }
    func rulePrepareCannotCancel(early: String, identifier: String) -> String { "Your prepare(for:sender:) returns early (`\(early)`), but when UIKit calls prepare the \"\(identifier)\" segue is already decided: returning skips only the rest of prepare (the values), and the screen changes anyway. A segue cannot be cancelled in prepare. To stop a segue a control triggers, return false from shouldPerformSegue(withIdentifier:sender:); a segue you start with performSegue, do not start." }
    func ruleShouldPerformReadOldCopy(identifier: String, field: String, text: String, copy: String, testLine: Int, places: [(line: Int, method: String)]) -> String {
        let given = places.map { "line \($0.line) (in `\($0.method)`)" }.joined(separator: " and ")
        return "shouldPerformSegue(withIdentifier:sender:) was asked about \"\(identifier)\" with \(field) holding \"\(text)\", but its test (line \(testLine)) reads `\(copy)`, not the field: a copy of it given only at \(given), none of which had run when the segue was asked about (`prepare(for:sender:)` runs only after `shouldPerformSegue` lets the segue go). The copy still held its old value, so the segue was cancelled. Test the field itself there (`\(field).text`)."
    }
    func ruleRemovalOnlyFromTimer(removal: String, line: Int, call: String, callLine: Int, method: String) -> String {
        "`\(removal)` (line \(line)) is reached only from `\(call)` (line \(callLine)), inside the closure of a `Timer` made in `\(method)`: a timer runs its closure later, at its interval, not when the screen leaves, and it had not reached the removal when the check looked. A screen knows it left in `viewDidDisappear(_:)` when `isMovingFromParent` is true: do the cleanup there (and stop the timer with `invalidate()`: a repeating timer whose closure uses `self` keeps the screen alive)."
    }
    func ruleRemovalOnlyFromUnusedAction(removal: String, line: Int, action: String, actionLine: Int, owner: String, usedBack: Bool) -> String {
        "The line that removes the child (`\(removal)`, line \(line)) never ran: every way to it starts at `\(action)` (\(owner), line \(actionLine)), an action, and this check never used it" + (usedBack ? ": it went back with the Back button, which calls no action of yours." : ".") + " Start the clean-up from what runs however the screen leaves: `viewDidDisappear(_:)` when `isMovingFromParent` is true, or the navigation delegate's `navigationController(_:didShow:animated:)`."
    }
    func ruleClosureKeepsLocal(property: String, line: Int, local: String, className: String, owner: String, weakSelf: Bool, shownByClosure: Bool) -> String {
        "`\(property)` (line \(line)) keeps a closure that uses `\(local)`, \(EnglishArticle.before(className)) \(className), and a closure keeps strongly every outside name it uses" + (weakSelf ? " (`[weak self]` covers only `self`)" : "") + ": as long as \(owner) keeps `\(property)`, \(className) stays alive, even after it left the screen. " + (shownByClosure
            ? "And the closure shows that one screen every time it runs, so the same \(className) is shown again, never a new one: make the screen inside the closure, each time it runs (a local there), and nothing keeps it after it leaves."
            : "Capture it weakly too (`[weak \(local)]`), give the values directly instead of keeping the closure, or set `\(property) = nil` when the screen goes away.")
    }
    func ruleShouldPerformInverted(identifier: String, field: String, text: String) -> String { "shouldPerformSegue(withIdentifier:sender:) was asked about \"\(identifier)\" with \(field) holding \"\(text)\", and the segue did not run, so it returned false. It returns whether the segue may run: true lets it run, false cancels it. Your condition is the wrong way round (or always false): return true when \(field) is not empty, false when it is." }
    func ruleEmptyTextIsNotNil(test: String, field: String, isBinding: Bool) -> String { "`\(test)` \(isBinding ? "always succeeds" : "never tells an empty field apart") for a text field: UITextField's text is never nil, and an empty field's text is \"\" (an empty string), not nil. So the empty \(field) passed your test and the screen changed. Test for the empty string instead: \(EmptyTextFix.sample(test: test, field: field, isBinding: isBinding) ?? "`if let text = \(field).text, !text.isEmpty { … }` (or `\(field).text?.isEmpty == false`)")." }
    func ruleNewAppDelegate(name: String, shared: String, isApp: Bool) -> String { "`\(name)()` makes one more, new \(name). It is not \(isApp ? "the one app delegate UIKit made when the app started" : "the scene delegate UIKit made when the scene connected"), so whatever you store in it is read by nobody and goes away with it. The other screens read the app's own one: get that existing object with `\(shared)` and store the value there." }
    func ruleSearchedStackWithoutIt(method: String, wanted: String, instance: String, unwind: Bool) -> String {
        "\(method) looks for a `\(wanted)` in `navigationController?.viewControllers`, the navigation stack, but \(instance) was never on it: it was presented, not pushed, so the search finds nothing and the value goes nowhere. "
            + (unwind ? "In an unwind action the screen being left is `segue.source`: `segue.source as? \(wanted)`." : "Reach a presented screen through `presentedViewController` (from the screen that presented it), or keep a reference to it when you present it.")
    }
    func ruleStackLastIsSelf(instance: String, member: String, expression: String, wanted: String, forced: Bool) -> String { "When \(instance).\(member) ran, the top of the navigation stack was \(instance) itself. `\(expression)` is the current screen, so \(forced ? "the forced cast `as! \(wanted)` failed and the app stopped" : "the cast `as? \(wanted)` gave nil and the value went nowhere (without any error)"). The previous screen is the one just below: `viewControllers[viewControllers.count - 2]`. Give the value to that instance, then pop." }
    /// `leftWasPushed`: how the screen being left arrived (nil: not known).
    func ruleNewInstanceInsteadOfBack(left: String, className: String, newer: String, original: String, isPush: Bool, leftWasPushed: Bool?) -> String {
        let call = isPush ? "pushed it with pushViewController(_:animated:)" : "presented it with present(_:animated:)"
        let fix: String
        switch leftWasPushed {
        case true?: fix = "\(left) was pushed, so take it off with navigationController?.popViewController(animated:). To go further down at once, use popToViewController(_:animated:) or popToRootViewController(animated:)."
        case false?: fix = "\(left) was presented modally, so close it with dismiss(animated:)."
        case nil: fix = "Close a presented screen with dismiss(animated:), and take a pushed one off with navigationController?.popViewController(animated:)."
        }
        return "To go back from \(left), you made a new \(className) (\(newer)) and \(call). But the screen to go back to, \(original), is still alive underneath. A new instance only piles one more screen on top; it does not return to the original. \(fix) Then \(original) appears again."
    }
    func ruleUnknownStoryboardIdentifier(identifier: String, list: String, caseHint: String?) -> String {
        let fix = caseHint.map { "Storyboard IDs are case-sensitive: write \"\($0)\"." }
            ?? "Make the string in the code and the scene's Storyboard ID field in the storyboard exactly the same."
        return "The storyboard has no scene with the Storyboard ID \"\(identifier)\". instantiateViewController(withIdentifier:) does not return nil when it cannot make the screen: it raises an exception (NSInvalidArgumentException), so the app ended. Wrapping it in if let or as? does not stop that exception. Storyboard IDs in this storyboard: \(list). \(fix)"
    }
    func ruleUnwindStoppedEarly(identifier: String?, intended: String, instance: String, source: String, action: String, className: String, target: String, inheritedFrom: String?) -> String {
        let head = "The unwind segue\(identifier.map { " \($0)" } ?? "") stopped at \(instance) instead of going back to \(intended). UIKit starts from the screen being left (\(source)), walks back, and stops at the first controller that has \(action); "
        if let base = inheritedFrom {
            return head + "the screen in between, \(className), inherits \(action) from \(base), so it has it too, and only the screens above it were closed. Keep the unwind action only in the screen to go back to: move \(action) out of \(base) into \(target) (or do not make \(className) a \(base))."
        }
        return head + "the screen in between, \(className), has a method of that name, so only the screens above it were closed. Keep the unwind action only in the screen to go back to (\(target)), and remove or rename \(action) in \(className)."
    }
    /// `leaving`: the screen the unwind started from, when the trace shows it; `actions`: the code's unwind actions.
    func ruleUnwindActionMissing(identifier: String, selector: String, leaving: String?, actions: [(name: String, selector: String)], declaration: String) -> String {
        let from = leaving.map { "the screen being left (\($0))" } ?? "the screen being left"
        let mine = actions.isEmpty
            ? " The code has no unwind action (an @IBAction taking a UIStoryboardSegue) at all."
            : " Unwind actions in the code: \(actions.map { "\($0.name) (\($0.selector))" }.joined(separator: ", ")). Their selectors differ from the storyboard's."
        return "In the storyboard the unwind segue \"\(identifier)\" calls the action \(selector). UIKit walks back from \(from) looking for a controller that has this action; when it finds none it does nothing, without any exception, so the screen stayed.\(mine) Add `@IBAction func \(declaration)` to the screen to go back to (if you renamed the method, connect the unwind segue again in the storyboard)."
    }
    func ruleUnwindDestinationIsSelf(action: String, instance: String, source: String, sourceClass: String, forced: Bool) -> String {
        "Inside the unwind action \(action), segue.destination is the screen you came back to: \(instance) itself, the one running the action. The screen being left, \(source), is segue.source. So " + (forced ? "the forced cast `segue.destination as! \(sourceClass)` failed and stopped the app." : "`segue.destination as? \(sourceClass)` gave nil and no value was read.") + " Use `segue.source as\(forced ? "!" : "?") \(sourceClass)`."
    }
    func ruleCustomSegueNoNavigation(segueClass: String, source: String, destination: String, released: Bool) -> String {
        "\(segueClass).perform() tried to push with source.navigationController?.pushViewController(_:animated:), but the source, \(source), is not inside a navigation controller, so navigationController is nil and the optional chain (?.) skipped the push without any error. \(destinationFate(destination, released: released)) Without a navigation controller, present it: source.present(destination, animated: true); to push, embed the source in a navigation controller in the storyboard."
    }
    func ruleOwnMemberOfControl(read: String, line: Int, member: String, subclass: String, control: String, initial: String, declaredLine: Int, state: String) -> String {
        "`\(read)` (line \(line)) is `\(member)`, a property of your \(subclass), a \(control): it still held its declared `\(initial)` (line \(declaredLine)) when it was read, because nothing had given it a value yet. What the \(control) holds is its `\(state.split(separator: ".").last ?? "")` (`\(state)`), which Interface Builder or the user gave it, not `\(member)`. Read `\(state)` there, or keep `\(member)` in step with it (give it the value when the screen loads)."
    }
    func ruleRuntimeAttributeUnknownKey(key: String, object: String) -> String {
        "UIKit ended the app while loading the screen: the storyboard gives the User Defined Runtime Attribute `\(key)` (Identity inspector) to a \(object), which has no property of that name, so setting it by key raised. Put the attribute on the object that has the property (select that scene's view controller, or the view of your class, in the storyboard), or remove it there."
    }
    func ruleArmBodiesSwapped(identifier: String, taken: String, takenLine: Int, fixed: String, other: String, otherLine: Int, reads: String) -> String {
        "This check's segue was \"\(identifier)\", and `\(taken)` (line \(takenLine)) met it: that branch ran, and it gives fixed values (`\(fixed)`), while `\(other)` (line \(otherLine)) gives the same properties from the controls the check set (`\(reads)`). The test is right; the bodies of the two branches are the wrong way round. Move each body under the test of the segue it belongs to."
    }
    func ruleStoryboardIDAsName(name: String, storyboard: String) -> String {
        "The app has no storyboard file named \"\(name)\", so `UIStoryboard(name:bundle:)` ended the app: \"\(name)\" is the Storyboard ID of a scene in \"\(storyboard)\", not a file. Open the file by its name and make the scene by its ID: `UIStoryboard(name: \"\(storyboard)\", bundle: nil).instantiateViewController(withIdentifier: \"\(name)\")` (or `storyboard?.instantiateViewController(withIdentifier: \"\(name)\")` from a screen of that storyboard)."
    }
    func ruleLabelSetOnOtherScreen(outlet: String, statement: String, line: Int, method: String, otherOwner: String) -> String {
        "Nothing in your code sets `\(outlet).text`, so the label keeps the text the storyboard gave it. The value went elsewhere: `\(statement)` (line \(line), in `\(method)`) ran and put it into a label of \(otherOwner), another screen, not into `\(outlet)`. Set `\(outlet).text` there instead."
    }
    func ruleNumberConverted(shown: String, wanted: String, expression: String, line: Int) -> String {
        "The number shows as \(shown) where \(wanted), the value the check set, was expected: a computation of yours changed it on the way, `\(expression)` (line \(line)). Pass and show the value as it was entered, and convert only where the exercise asks for another unit."
    }
    func ruleCustomUnwindGoesNowhere(segueClass: String, destination: String, callsSuper: Bool) -> String {
        "The custom unwind segue \(segueClass) ran perform(), and the unwind action ran on \(destination), but perform() did not go back: \(destination) is already there, under the screens shown above it, and an unwind segue's perform() must take those screens away itself (dismiss or pop back to it)" + (callsSuper ? ". Your perform() calls super.perform() only where that line did not run in this run: call it every time." : ", or call super.perform(), which does that. Call super.perform() in perform() (after your animation starts, or in its completion), and never present the destination: it is not new.")
    }
    func ruleCustomSegueShowsNothing(segueClass: String, destination: String, released: Bool, setsStyles: Bool) -> String {
        "The custom segue \(segueClass) ran perform(), but perform() showed nothing. UIKit only calls perform() after prepare(for:sender:); changing the screen is perform()'s own job.\(setsStyles ? " Setting the styles alone shows nothing." : "") \(destinationFate(destination, released: released)) Call source.present(destination, animated: true) in perform() (or source.navigationController?.pushViewController(destination, animated: true) when the source is inside a navigation controller)."
    }
    func ruleCustomSegueEmbedsChild(segueClass: String, destination: String, source: String, statement: String, line: Int) -> String {
        "The custom segue \(segueClass) ran perform(), and perform() made the destination, \(destination), a child of \(source): `\(statement)` (line \(line)). A child controller is a part drawn inside its parent's screen, not a screen shown on top of it: nothing was presented, the screen shown is still \(source), and a dismiss from \(destination) has nothing to dismiss. Present it instead: source.present(destination, animated: true) in perform(), and remove the addChild, addSubview and didMove(toParent:) lines (UIKit refuses to present a controller that has a parent: \"Application tried to present modally an active controller\")."
    }
    func rulePresentedInsteadOfPushed(shown: String, navigation: String, stack: String, caller: String, callerIsNavigation: Bool, wrapper: String?) -> String {
        let fix = callerIsNavigation
            ? "Push it with \(navigation)'s pushViewController(_:animated:)."
            : "\(caller) is inside a navigation controller: push it with self.navigationController?.pushViewController(_:animated:)."
        if let wrapper {
            return "\(shown) was put in a new navigation controller, \(wrapper), and that was presented modally with present. A presented screen does not join the navigation stack: \(shown) is the first screen of a stack of its own, and the stack of \(navigation) is still [\(stack)] (so popping it there pops nothing). Do not wrap it. \(fix)"
        }
        return "\(shown) was presented modally with present. A presented screen does not join the navigation stack, so the stack of \(navigation) is still [\(stack)], and the screen has no navigation bar and no Back button. \(fix)"
    }
    func ruleDismissOnPushedScreen(tag: String, navigation: String) -> String {
        "\(tag) was pushed onto \(navigation), but you tried to close it with dismiss(animated:). dismiss closes a screen that was presented modally. \(tag) is not a modal and has none to close, so nothing happened and the screen stayed on the stack. Take a pushed screen off with navigationController?.popViewController(animated:)."
    }
    func ruleChildRemovedInViewDidDisappear(screen: String, className: String, method: String) -> String {
        "\(className)'s \(method)(_:) cleans up the child coordinator. But \(method)(_:) runs not only when the screen leaves the stack: it also runs when another screen is pushed on top of it. So the moment \(screen) was covered, its child coordinator was removed from the parent's array and released, and back on \(screen) its weak coordinator was nil and the buttons did nothing. Clean up only when the screen really leaves: `if isMovingFromParent { coordinator?.didFinish() }`."
    }
    func ruleChildRemovedInDidShow(screen: String, className: String) -> String {
        "\(className)'s navigationController(_:didShow:animated:) runs after every push, not only after a pop. It does not check whether the screen left behind (the transition coordinator's .from) is still on the stack, so when another screen was pushed on top of \(screen) it treated \(screen) as gone and removed its child coordinator. Back on \(screen), its weak coordinator was nil. Before removing, check that `navigationController.viewControllers.contains(fromViewController)` is false (the screen really left)."
    }
    func ruleChildRemovedStaleStack(screen: String, className: String, copy: String, statement: String, line: Int, method: String) -> String {
        "\(className)'s navigationController(_:didShow:animated:) runs after every push, not only after a pop, and it asks whether the screen that left is still on the stack through `\(copy)`: but `\(statement)` (line \(line), in `\(method)`) copied the stack once, and an array is a value, so `\(copy)` never follows the pushes and pops after it. When another screen was pushed on top of \(screen), `\(copy)` did not hold \(screen), so the code treated it as gone and removed its child coordinator; back on \(screen), its weak coordinator was nil. Ask the stack as it is now: `navigationController.viewControllers.contains(fromViewController)`."
    }

    // MARK: Reports: shared lines
    var reportActual: String { "actual: " }
    var reportWhy: String { "why: " }
    var reportHint: String { "hint: " }
    func stepFailureReason(_ reason: String) -> String { reason }
    /// An expected or observed value as a report shows it.
    func observed(_ value: String) -> String {
        value.isEmpty ? "\"\" (empty)" : value
    }

    // MARK: Reports: terminal
    var terminalPoints: String { " points" }
    var terminalNotGradedNoCheckRan: String { "Not graded; no check ran." }
    var gateRefusedNotSimulated: String { "Not graded: the submission uses what the simulation does not provide:" }
    var gateRefusedForbidden: String { "Not graded: the submission uses what workbook submissions may not use (iOS apps cannot either, or it could reach the checker):" }
    var terminalTheCodeDidNotCompileNo: String { "The code did not compile; no check ran." }
    var terminalTimeline: String { "timeline:" }
    var terminalCached: String { " (cached)" }
    func terminalHiddenChecksRemain(points: String) -> String {
        "Every check here passes. Grading runs more checks (\(points) \(points == "1" ? "point" : "points")) that this copy leaves out: the README says what they look at (for example a value kept after a relaunch, or screens released after they close)."
    }
    func terminalSummary(passed: Int, failed: Int, skipped: Int) -> String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    // MARK: Reports: HTML
    var htmlReportFailedHere: String { "✘ failed here" }
    var htmlReportTimelineAsText: String { "Timeline as text" }

    // MARK: Reports: Gradescope
    var gradescopeCompileErrorN: String { "Compile error:\n" }

    // MARK: Reports: Exercism JSON
    func reportOutputCut(limit: Int) -> String { "(Output cut at \(limit) characters: only the last lines are shown.)" }

    // MARK: Reports: published
    var publishedHiddenCheckDetailsAreNotShown: String { "hidden check: details are not shown" }
    var publishedHiddenCheckCauseShown: String { "hidden check: its steps and values are not shown, but the cause found in your code is" }

    // MARK: Timelines (workbook trace)
    var timelineStep: String { "step" }
    var timelineNew: String { "  + new" }
    var timelineGone: String { "  - gone" }
    var timelineFailed: String { "✘ failed:" }
    var timelinePassed: String { "passed" }
    var timelineFailed2: String { "failed" }
    var timelineInstances: String { "instances: " }
    var timelineActual: String { "actual:   " }

    // MARK: Runtime build progress
    var progressTheSharedDataFormats: String { "the shared data formats" }
    var progressTheSimulatedUikit: String { "the simulated UIKit" }
    var progressTheAppDriver: String { "the app driver" }
    var progressTheSandboxLauncher: String { "the sandbox launcher" }
    var progressTheModuleCache: String { "the compiler's module cache" }
    var progressSeconds: String { " s" }
    func progressBuildingFiles(head: String, what: String, files: String, time: String) -> String { "\(head) building \(what) (\(files) \(files == "1" ? "file" : "files"))…\(time)" }
    var progressBuildingTheSimulation: String { "Building the UIKit simulation (first run only, about a minute)…" }
    func progressBuiltTheSimulation(seconds: String, folder: String) -> String { "Built the UIKit simulation in \(seconds) s; it is kept in \(folder)." }

    // MARK: workbook doctor
    func doctorFix(_ fix: String) -> String { "fix: \(fix)" }
    func doctorSwiftToolchain(swiftc: String, version: String) -> String { "Swift toolchain: \(swiftc) (\(version))" }
    var doctorNoSwiftc: String { "Swift toolchain: no swiftc on PATH" }
    var doctorInstallSwift: String { "install Swift 6 from https://swift.org/install and put its usr/bin on PATH (or set WORKBOOK_SWIFTC)" }
    var doctorCmark: String { "libcmark-gfm (reading the book's chapters)" }
    var doctorInstallCmark: String { "sudo apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev (or: bash scripts/install-deps.sh)" }
    func doctorBubblewrap(path: String, works: Bool) -> String { "bubblewrap: \(path)" + (works ? ", can create a sandbox here" : " cannot create a sandbox here") }
    var doctorAllowNamespaces: String { "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1, or in containers run with --security-opt seccomp=unconfined); until then checks run with limits only" }
    var doctorNoBubblewrap: String { "bubblewrap: not installed (checks run with limits only, and without the report cache)" }
    var doctorSandboxLinuxOnly: String { "sandbox: bubblewrap is Linux only; on this system checks run with limits only" }
    func doctorRuntimeSources(path: String) -> String { "runtime sources: \(path)" }
    var doctorReinstall: String { "reinstall with `make install`, or set WORKBOOK_RUNTIME_SOURCES to the folder holding UIKit/, WorkbookDriver/, WorkbookProtocol/" }
    func doctorRuntimeCache(path: String, built: Bool) -> String { "runtime cache: \(path)" + (built ? " (built)" : " (not built yet)") }
    var doctorFirstCheckBuildsIt: String { "the first `workbook check` builds it (about a minute); the cache folder must be writable" }

    // MARK: Learner loop (list, hint)
    var loopThisWorkbookHasNoExercisesN: String { "This workbook has no exercises.\n" }
    func loopProgressOfExercisesPassingPoints(passing: String, entriesCount: String, scoreFormattedForTrace: String, maxScoreFormattedForTrace: String) -> String { "Progress: \(passing) of \(entriesCount) exercises passing, \(scoreFormattedForTrace)/\(maxScoreFormattedForTrace) points" }
    func loopHiddenPoints(points: String) -> String { "+\(points) hidden" }
    func loopPointsCountVisibleChecks(visible: String, hidden: String, total: String) -> String { "Points: \(visible) in the checks you run; your instructor's grade also counts \(hidden) points of hidden checks (\(total) in all)." }
    func loopStartCdWorkbookCheckLangEn(one: String) -> String { "  Start: cd \(one) && workbook check --lang en\n" }
    var loopEveryExercisePasses: String { "Every exercise passes." }
    func loopNextSection(one: String, section: String, title: String) -> String { "Next: \(one) (section \(section)) — \(title)" }
    func loopNotCheckedYetRunWorkbookCheck(id: String) -> String { "\(id): not checked yet. Run `workbook check` first.\n" }
    func loopEveryCheckPassesNoHintNeeded(id: String) -> String { "\(id): every check passes; no hint needed.\n" }
    func loopTheFailingCheckHasNoHints(id: String, one: String) -> String { "\(id): the failing check `\(one)` has no hints.\n" }
    func loopHintOf(number: String, total: String) -> String { "Hint \(number) of \(total): " }
    var loopThatWasTheLastHintFor: String { "(That was the last hint for this check.)" }
    var loopRunWorkbookHintAgainForThe: String { "(Run `workbook hint` again for the next one.)" }
    var loopNotStarted: String { "not started" }
    var loopFailing: String { "failing" }
    var loopPassing: String { "passing" }
    func loopHintNotRecorded(path: String, why: String) -> String { "warning: cannot record the hint in \(path): \(why) (the hint itself is not affected)" }

    // MARK: workbook watch
    func watchWorkbookWatchSectionSStayQ(entryId: String, section: String) -> String { "workbook watch — \(entryId) (section \(section))   s: stay, q: quit" }
    var watchStaying: String { "   [staying]" }
    var watchCheckingN: String { "Checking…\n" }
    func watchNpassedMovingOnToInS(nextId: String, seconds: String) -> String { "\nPassed! Moving on to \(nextId) in \(seconds) s (s: stay).\n" }
    var watchStayingOnThisExerciseN: String { "Staying on this exercise.\n" }
    var watchNeveryExercisePassesN: String { "\nEvery exercise passes.\n" }
    var watchNwaitingForASaveN: String { "\nWaiting for a save…\n" }
    var watchMovingOnWhenItPassesN: String { "Moving on when it passes.\n" }

    // MARK: Source gate (submissions refused before compiling)
    func gateImportNotSimulated(name: String) -> String { "`import \(name)`: not graded: \(name) is not simulated; workbook runs apps made with UIKit and Foundation only (and the Core Data set-up of Xcode's template). Remove this screen's use of \(name) to have the project checked." }
    func gateCoreDataStoreNotSimulated(name: String) -> String { "`\(name)`: not graded: a Core Data store is not simulated; only the NSPersistentContainer set-up Xcode's \"Use Core Data\" template writes compiles here (its container loads no store). Keep the app's data in memory or in UserDefaults to have the project checked." }
    func gateTypeNotSimulated(name: String) -> String { "`\(name)`: not graded: \(name) is not simulated; workbook's UIKit does not have it yet (docs/compatibility.md lists what runs). Remove this screen's use of \(name) to have the project checked." }
    func gateCoreDataEntityNotSimulated(name: String, entity: String, model: String) -> String { "`\(name)`: not graded: a Core Data store (entity `\(entity)` generated from \(model)) is not simulated; Xcode writes this class from the model, and only the NSPersistentContainer set-up of Xcode's \"Use Core Data\" template compiles here. Keep the app's data in memory or in UserDefaults to have the project checked." }
    func gateCoreDataEntityTakesARuntimeName(name: String, entity: String, model: String) -> String { "`\(name)`: the Core Data entity `\(entity)` of \(model) makes Xcode generate code for a class named like one of UIKit's, Swift's or workbook's own types, which would hide that type from the app's code. Rename the entity (or its class) in Xcode's model editor." }
    func gateImportWorkbookSubmissionsMayImportOnly(name: String) -> String { "`import \(name)`: workbook submissions may import only UIKit and Foundation (Dispatch comes with UIKit); other modules reach outside the simulated app." }
    var gateTestableImportOpensAnotherModulesInternal: String { "`@testable import` opens another module's internal declarations; it is not allowed in workbook submissions." }
    var gateSpiReachesTheRuntimesPrivateInterfaces: String { "`@_spi` reaches the runtime's private interfaces; it is not allowed in workbook submissions." }
    func gateIsAnUnderscoredCompilerAttributeThat(name: String) -> String { "`@\(name)` is an underscored compiler attribute that bypasses Swift's rules (symbol names, linkage, load-time code); it is not allowed in workbook submissions." }
    func gateChangesSymbolNamesOrLinkageWhich(name: String) -> String { "`@\(name)` changes symbol names or linkage, which could run code before the app starts or replace runtime functions; it is not allowed in workbook submissions." }
    func gateConventionMakesACOrLow(name: String) -> String { "`@convention(\(name))` makes a C or low-level function pointer; iOS app code in this workbook does not need it, so it is not allowed." }
    func gateGivesRawMemoryAccessOrSilences(name: String) -> String { "`\(name)` gives raw memory access or silences Swift's memory-safety checks; it is not allowed in workbook submissions (if it is your own name, rename it)." }
    func gateStartsOrControlsProcessesFileDescriptors(name: String) -> String { "`\(name)` starts or controls processes, file descriptors or the command line; iOS apps cannot do this, so it is not allowed in workbook submissions (if it is your own function or variable, rename it or write `self.\(name)`)." }
    func gateSendsOrHandlesProcessSignalsIos(name: String) -> String { "`\(name)` sends or handles process signals; iOS apps cannot do this, so it is not allowed in workbook submissions (if it is your own function or variable, rename it or write `self.\(name)`)." }
    func gateLoadsOrLooksUpCodeAt(name: String) -> String { "`\(name)` loads or looks up code at run time; iOS apps cannot load code, so it is not allowed in workbook submissions." }
    func gateReadsAndWritesAnyFileAt(name: String) -> String { "`\(name)` reads and writes any file at any offset, including the process's own memory; use `Data`, `String` and `FileManager` for files instead." }
    func gateThePathNamesTheSystemsProcess(name: String) -> String { "The path \(name) names the system's process, device or kernel files, which an iOS app cannot reach; it is not allowed in workbook submissions." }
    func gateIsANameTheWorkbookRuntime(name: String) -> String { "`\(name)` is a name the workbook runtime or its generated code relies on; declaring or extending it here would replace theirs, so choose another name." }
    var gateSourcelocationChangesTheFileAndLine: String { "`#sourceLocation` changes the file and line the compiler reports, which would misplace messages; it is not allowed in workbook submissions." }
    func gateDeclaresOrExpandsACompilerPlug(name: String) -> String { "`\(name)` declares or expands a compiler plug-in macro; it is not allowed in workbook submissions." }
    func gateIsNotAllowedInWorkbookSubmissions(name: String) -> String { "`\(name)` is not allowed in workbook submissions." }
    func gateUnsafeMemory(detail: String) -> String { "Unsafe memory use (\(detail)): raw pointers and unchecked memory access are not allowed in workbook submissions." }

    // MARK: Generated README of an exercise
    func readmeAnExerciseOfSectionOfThe(section: String) -> String { "An exercise of section \(section) of the book." }
    var readmeTheExercise: String { "## The exercise" }
    var readmeWhatIsChecked: String { "## What is checked" }
    func readmeAndCheckSThatAreNot(hiddenCount: String) -> String { "- and \(hiddenCount) check(s) that are not shown" }
    var readmeHowToCheck: String { "## How to check" }
    func readmeEditTheSwiftFilesAndBase(moduleName: String) -> String { "Edit the Swift files and `Base.lproj/Main.storyboard` in `\(moduleName)/`. You can open them in Xcode too." }
    var readmeStoryboardHeading: String { "## The storyboard" }
    var readmeStoryboardIntro: String { "The scenes of `Base.lproj/Main.storyboard` and their controls, top to bottom:" }
    var readmeNavigationController: String { "a navigation controller" }
    func readmeNavigationScene(root: String, isInitial: Bool) -> String { (isInitial ? "The entry point is a navigation controller" : "A navigation controller") + " whose root is \(root)." }
    func readmeScene(className: String, storyboardID: String?, title: String?, isInitial: Bool, isNavigationRoot: Bool) -> String {
        var parts = ["`\(className)`"]
        if let storyboardID { parts.append("Storyboard ID `\(storyboardID)`") }
        if let title { parts.append("navigation title `\(title)`") }
        if isInitial { parts.append("the entry point") }
        if isNavigationRoot { parts.append("the navigation controller's root") }
        return parts.joined(separator: ", ") + ":"
    }
    func readmeViewKind(_ kind: String) -> String {
        switch kind {
        case "label": return "a label"
        case "button": return "a button"
        case "textField": return "a text field"
        case "textView": return "a text view"
        case "switch": return "a switch"
        case "stepper": return "a stepper"
        case "slider": return "a slider"
        case "segmentedControl": return "a segmented control"
        case "datePicker": return "a date picker"
        case "imageView": return "an image view"
        case "tableView": return "a table view"
        case "collectionView": return "a collection view"
        case "pickerView": return "a picker view"
        default: return "a view"
        }
    }
    func readmeOutlet(_ name: String) -> String { "outlet `\(name)`" }
    func readmeTitled(_ title: String) -> String { "titled `\(title)`" }
    func readmeShowing(_ text: String) -> String { "showing `\(text)`" }
    func readmePlaceholder(_ text: String) -> String { "placeholder `\(text)`" }
    func readmeSwitchOn(_ isOn: Bool) -> String { isOn ? "on" : "off" }
    func readmeAction(_ selector: String) -> String { "action `\(selector)`" }
    func readmeBarButton(_ title: String) -> String { "a bar button `\(title)`" }
    func readmeSegueTo(identifier: String?, kind: String, destination: String) -> String { "a \(kind) segue" + (identifier.map { " `\($0)`" } ?? "") + " to \(destination)" }
    func readmeUnwindSegue(identifier: String?, action: String?) -> String { "an unwind segue" + (identifier.map { " `\($0)`" } ?? "") + (action.map { " to the action `\($0)`" } ?? "") }
    func readmeManualSegue(_ segue: String) -> String { "from the controller itself (manual): \(segue)" }
    func readmeInTheRenderedBook(titleText: String, page: String) -> String { "In the rendered book (`workbook render` in the book's folder): \(titleText), `\(page)`" }

    // MARK: Book site: exercises
    func siteExerciseDue(due: String) -> String { "due \(due)" }
    var siteExerciseCheckYourWorkWith: String { "Check your work with:" }
    var siteExerciseStoryboard: String { "Storyboard" }
    var siteExerciseStoryboardCompactForm: String { "Storyboard (compact form)" }
    var siteExerciseStarter: String { "starter" }
    var siteExerciseInstructorEditionReferenceSolution: String { "Instructor edition — reference solution" }
    var siteExerciseInstructorEditionKnownMistake: String { "Instructor edition — known mistake" }
    var siteExerciseInstructorEditionAlternative: String { "Instructor edition — another correct solution" }
    var siteExercisePassesEveryCheck: String { "Passes every check." }
    var siteExerciseFails: String { "fails: " }
    var siteExerciseExplains: String { "explains: " }
    var siteExerciseWhatIsChecked: String { "What is checked" }
    var siteExerciseAfterTheDueDate: String { "after the due date" }
    var siteExerciseInstructor: String { "instructor" }
    func siteExerciseAndCheckSThatAreNot(withheldCount: String) -> String { "and \(withheldCount) check(s) that are not shown" }
    var siteExerciseInstructorEditionChecksAsWritten: String { "Instructor edition — checks as written" }
    func siteExercisePoints(number: String, one: Bool) -> String { one ? "1 point" : "\(number) points" }
    func siteExercisePointsSplit(total: String, visible: String, hidden: String) -> String { "\(total) points: \(visible) in the checks you run, \(hidden) in hidden checks" }

    // MARK: Book site
    var siteFailsHere: String { "✘ fails here" }
    var siteTimeline: String { "Timeline" }
    var siteTheTraceAsText: String { "The trace as text" }
    var siteContents: String { "Contents" }
    var siteCopy: String { "Copy" }
    var siteCopied: String { "Copied" }
    var siteCopyFailed: String { "Could not copy" }
    var siteInTheOtherLanguage: String { "In the other language" }
    var siteLinkToThisSection: String { "link to this section" }
    var sitePrintTheBook: String { "The whole book on one page (to print)" }
    var siteSkipToContent: String { "Skip to the text" }
    var siteNotFound: String { "This page is not in the book." }
    var siteSearch: String { "Search" }
    var sitePrevious: String { "Previous" }
    var siteNext: String { "Next" }
    var siteLightOrDarkTheme: String { "Light or dark theme" }
    var siteServeBookHasProblems: String { "the book has problems; the page shows the last good version:" }
    func siteServeValidating(_ ids: String) -> String { "validating \(ids) …" }
    func siteServeValidated(_ ids: String) -> String { "validated \(ids): every exercise is sound" }
    var siteServeValidationProblems: String { "workbook validate found problems:" }
    var siteEditThisPage: String { "Edit this page" }
    var siteInstructorEdition: String { "Instructor edition" }
    var siteNothingFound: String { "Nothing found" }

    // MARK: Class report (instructors)
    var classReportGenerated: String { "Generated" }
    var classReportStudents: String { "students" }
    var classReportExercises: String { "exercises" }
    var classReportMaximum: String { "maximum" }
    var classReportTotals: String { "Totals" }
    var classReportStudents2: String { "Students" }
    var classReportMax: String { "Max" }
    var classReportMean: String { "Mean of submitted" }
    var classReportSubmitted: String { "Submitted" }
    var classReportRefused: String { "Refused" }
    var classReportLate: String { "Late" }
    var classReportDue: String { "Due" }
    var classReportCheck: String { "Check" }
    var classReportPoints: String { "Points" }
    var classReportVisibility: String { "Visibility" }
    var classReportPassed: String { "Passed" }
    var classReportPassRate: String { "Pass rate" }
    var classReportNoFailuresWithAnExplanation: String { "No failures with an explanation." }
    var classReportMostCommonExplanations: String { "Most common explanations" }
    var classReportName: String { "Name" }
    var classReportTotal: String { "Total" }
    var classReportRefused2: String { "refused" }
    var classReportLate2: String { "late" }
    var classReportD: String { "d" }
    var classReportInputs: String { "Inputs" }
    var classReportChecks: String { "Checks" }
    var classReportRaw: String { "Raw" }
    var classReportScore: String { "Score" }
    var classReportRefused3: String { "refused" }
    var classReportInternalError: String { "Internal error" }
    var classReportConsole: String { "Console" }
    var classReportTrace: String { "Trace" }
    var classReportVisible: String { "visible" }
    var classReportAfterDue: String { "after due" }
    var classReportHistogramOfTotals: String { "Histogram of totals" }
    var classReportPoints2: String { "points" }
    var classReportMax2: String { "max" }
    var classReportHintsSeen: String { "Hints seen" }
    var classReportAHintRecordWasIgnored: String { "a hint record was ignored" }
    var classReportHintRecordIgnored: String { "Hint record ignored" }
    var classReportScoresAreNotAffected: String { "scores are not affected" }
    func classReportHintRequests(command: String) -> String { "\(command) requests" }
    var classReportLast: String { "last" }
    var classReportAsTheStudentsToolRecordedThem: String { "as the student's tool recorded them; not part of the score" }

    // MARK: Student feedback
    var feedbackNotGraded: String { "Not graded: " }
    var feedbackTotal: String { "Total" }
    var feedbackScore: String { "Score" }
    var feedbackAttempts: String { "Attempts" }
    var feedbackExpected: String { "Expected" }
    var feedbackActual: String { "Actual" }
    var feedbackWhy: String { "Why" }
    func feedbackLate(days: Int, penalty: String, raw: String, onePoint: Bool) -> String { "Submitted \(days) day\(days == 1 ? "" : "s") late: \(penalty) point\(onePoint ? "" : "s") off (from \(raw))" }

    // MARK: Class Gradescope results
    var classGradescopeNotSubmitted: String { "not submitted" }
    var classGradescopeNotGraded: String { "not graded: " }
    func classGradescopeLate(days: Int, penalty: String, score: String) -> String { "\(days) day(s) late, \(penalty) off → \(score)" }
    func classGradescopeLateWithoutScore(days: Int, penalty: String) -> String { "\(days) day(s) late, \(penalty) off" }

    // MARK: LMS semester (issue 30)
    func classroomCheckDidNotRun(exercise: String, status: String) -> String {
        "workbook could not check \(exercise) (exit \(status)): this is not your score; the step Check \(exercise) above says why. Push again, or tell your instructor."
    }
    func classroomExerciseFolderMissing(exercise: String) -> String {
        "The folder Exercises/\(exercise) is missing, so none of its points can be earned. Restore it (from an earlier commit, or from the assignment's template) and push again."
    }
    // MARK: Compatibility (issue 28)
    func gateAPINotSimulated(name: String) -> String { "`\(name)`: not graded: workbook does not simulate `\(name)`. This is valid iOS code, not your mistake; workbook's UIKit does not have it yet (docs/compatibility.md lists what runs). Without it the project can be checked." }

    private var sheetFix: String { "Present with modalPresentationStyle = .fullScreen, or update the screen as soon as the value arrives through a delegate or closure." }
    private func destinationFate(_ destination: String, released: Bool) -> String {
        "The destination, \(destination), never appeared" + (released ? " and was released (deinit)." : ".")
    }

    // MARK: Teaching from evidence (issue 27)

    func ruleIgnoredDismiss(caller: String, pushedOnto: String?, pushedTop: String?, coveredBy: (navigation: String, top: String)?) -> String {
        "`dismiss(animated:completion:)` on \(caller) did nothing: nothing was presented by it or above it, and it was not presented itself. UIKit ignores such a call without a word. "
            + (coveredBy.map { "\(caller) is in \($0.navigation)'s stack, under \($0.top), which was pushed, not presented: a pushed screen goes back by a pop, `navigationController?.popViewController(animated: true)` (or `popToRootViewController(animated: true)` to go back to the first screen)." }
               ?? pushedTop.map { "\(caller) is a navigation controller, and \($0) was pushed onto it: a pushed screen goes back by a pop, `navigationController?.popViewController(animated: true)` (from the pushed screen)." }
               ?? pushedOnto.map { "\(caller) was pushed onto \($0): go back with `navigationController?.popViewController(animated: true)`." }
               ?? "Call dismiss on a screen that was presented (or on the one that presented it).")
    }
    func ruleIgnoredPop(call: String, navigation: String, presented: String?) -> String {
        "`\(call)` on \(navigation) did nothing: only the root view controller is in its stack, and UIKit never pops the root. "
            + (presented.map { "\($0) was presented, not pushed: close it with `dismiss(animated: true)`." } ?? "Push the screen first, or close a presented screen with dismiss.")
    }
    func ruleIgnoredPopTo(navigation: String, target: String) -> String {
        "`popToViewController(_:animated:)` did nothing: \(target) is already the top of \(navigation)'s stack, so there is nothing above it to pop. Pop to a controller below it (for example `viewControllers[viewControllers.count - 2]`), or use popViewController(animated:)."
    }
    func ruleIgnoredPresent(receiver: String, alreadyPresenting: String?, neverShown: Bool, onScreen: String?) -> String {
        if let other = alreadyPresenting {
            return "`present(_:animated:completion:)` on \(receiver) did nothing: it is already presenting \(other), and a controller presents one screen at a time, so UIKit only logs \"Attempt to present … which is already presenting …\" and shows nothing. Present from \(other), the screen on top, or dismiss it first and present in the dismissal's completion."
        }
        return "`present(_:animated:completion:)` on \(receiver) did nothing: \(receiver) was not on screen\(neverShown ? " (it was never shown: a new instance, not the one the user sees)" : " any more") and its view is not in the window hierarchy, so UIKit only logs \"Attempt to present … whose view is not in the window hierarchy\" and shows nothing." + (onScreen.map { " The screen on screen was \($0): present from it (`self` in its own code)." } ?? " Present from the screen that is on screen (`self` in its own code).")
    }
    func ruleTransitionOffScreen(call: String, receiver: String, shown: String, written: String, line: Int, method: String, onScreen: String?) -> String {
        "Your `\(written)` (line \(line), in `\(method)`) ran `\(call)` on \(receiver)\(shown.isEmpty ? "" : " with \(shown)"), but \(receiver) was never on screen: it is another navigation controller than the one the user sees (a new one made by the code, or one no window shows), so only its own stack changed and the screen did not. " + (onScreen.map { "The navigation controller on screen was \($0): use it, `navigationController` of the screen that is showing." } ?? "Use the navigation controller on screen: `navigationController` of the screen that is showing.")
    }
    func ruleTimerKeepsScreen(tag: String, line: Int, method: String, byTarget: Bool, invalidatedInDeinit: Bool) -> String {
        "\(tag) left the screen but was not released: the repeating timer made at line \(line) (in `\(method)`) keeps it. A scheduled timer is kept by the run loop until it is invalidated, and it keeps " + (byTarget ? "its target, `self`," : "what its block captures, here `self`, strongly,") + " so the screen cannot go while the timer runs" + (invalidatedInDeinit ? "; the `invalidate()` in `deinit` never comes, because `deinit` waits for the timer to let go" : "") + ". Invalidate it when the screen leaves (in `viewWillDisappear(_:)` or `viewDidDisappear(_:)`)" + (byTarget ? "." : ", or capture `[weak self]` in its block.")
    }
    func ruleIgnoredCall(call: String, receiver: String, reason: String) -> String {
        "`\(call)` on \(receiver) did nothing (\(reason)); UIKit ignores it without a word."
    }
    func ruleSkippedOptionalChain(call: String, method: String, line: Int, link: String, reason: String) -> String {
        "In \(method), `\(call)` (line \(line)) did nothing: \(reason), so `\(link)` is nil and the optional chain (`?.`) skipped the call without a word."
    }
    func skippedNotInNavigation(instance: String, presented: Bool) -> String {
        "\(instance) is not in a navigation controller" + (presented ? " (it was presented modally: the screen under it is its `presentingViewController`, and it closes with `dismiss`)" : "")
    }
    func skippedNotPresented(instance: String) -> String { "\(instance) was not presented (it was pushed, or it is the window's root)" }
    func skippedNothingPresented(instance: String, closingItself: Bool) -> String {
        "\(instance) has presented nothing at that moment" + (closingItself ? " (`presentedViewController` is the screen it presented itself; the screen that presented \(instance) is its `presentingViewController`, and to close \(instance) you call `dismiss(animated:)` on `self`: UIKit hands it to the presenter)" : "")
    }
    func skippedNoTabBar(instance: String) -> String { "\(instance) is not inside a tab bar controller" }
    func skippedMadeInCode(instance: String) -> String { "\(instance) was made in code, not from a storyboard (use `UIStoryboard(name: \"Main\", bundle: nil)`)" }
    func skippedNeverAssigned(property: String) -> String { "nothing in your code ever assigns `\(property)`" }
    func skippedWeakFreshObject(property: String, value: String, line: Int) -> String {
        "`\(property)` is weak and was given a new object, `\(value)` (line \(line)), that nothing else holds: it was released at once (Swift warns about this)"
    }
    func ruleKeyMismatch(store: String, written: String, writtenLine: Int, read: String, readLine: Int) -> String {
        "You save under the key \"\(written)\" (line \(writtenLine)) but read \"\(read)\" (line \(readLine)): \(store) holds nothing under \"\(read)\", so the read gives nil (or 0, false). Use one key in both places, best as a constant they share."
    }
    func ruleInputNotTracked(property: String, control: String, method: String, line: Int, given: String?, reason: InputTrackReason) -> String {
        let head = "`\(property)` is meant to follow `\(control)`: `\(method)` copies it (line \(line)). "
        let stale = "So `\(property)` did not hold " + (given.map { "\($0), what the user gave `\(control)`," } ?? "what the user gave `\(control)`") + " when your code used it. "
        switch reason {
        case let .eventNeverSent(event, listen, kind, registration):
            return head + "But it is added for `.\(event)` (line \(registration)), and a \(kind) never sends `.\(event)` when the user changes it, so `\(method)` never ran. " + stale
                + "Add it for `.\(listen)`."
        case let .otherControl(other, listen, registration):
            return head + "But it is added as a target of `\(other)` (line \(registration)), not of `\(control)`, so changing `\(control)` never ran it. " + stale
                + "Add the target to `\(control)`, for `.\(listen)`."
        case let .neverConnected(selector, listen, state):
            return head + "But nothing connects it to `\(control)`: no `addTarget` names it and no storyboard connection does, so it never ran. " + stale
                + "Add it in `viewDidLoad()` with `\(control).addTarget(self, action: #selector(\(selector)), for: .\(listen))`, or read `\(control).\(state)` where you send the value."
        case let .addedBeforeLoad(place, registration):
            return head + "But the `addTarget` call (line \(registration)) is in `\(place)`, which runs before the view loads: `\(control)` was still nil, so `?.` skipped the call and no target was added. " + stale
                + "Add targets in `viewDidLoad()`, when the outlets are set."
        case let .registrationNeverRan(registration):
            return head + "But the line that connects it (line \(registration)) never ran, so UIKit never called `\(method)`. " + stale
                + "Connect it where it runs before the user can change `\(control)`, as in `viewDidLoad()`."
        case .delegateNotSet:
            return head + "But `\(method)` is a method of the text field's delegate, and `\(control).delegate` is never set (in code or in the storyboard), so UIKit never called it. " + stale
                + "Set `\(control).delegate = self` in `viewDidLoad()`."
        case let .onlyOnReturn(state):
            return head + "But `\(method)` runs only when the user presses Return on the keyboard; here the user typed and then tapped a button, so it never ran. " + stale
                + "Copy the text on `.editingChanged`, or read `\(control).\(state)` where you send it."
        case let .onlyWhenEditingEnds(state):
            return head + "But `\(method)` runs only when editing ends, when the field stops being first responder (`resignFirstResponder()`, `endEditing(_:)`, another text field, the screen going away); here the user typed and then tapped a button, which does not end editing, so it had not run. " + stale
                + "Copy the text on `.editingChanged`, or read `\(control).\(state)` where you send it."
        case let .beforeTyping(state):
            return head + "But `\(method)` runs once, when editing begins, before anything is typed, and not again after. " + stale
                + "Copy the text on `.editingChanged`, or read `\(control).\(state)` where you send it."
        case .beforeEachChange:
            return head + "But `\(method)` runs before each change is made: `text` there is still the text before the change, so the copy is always one edit behind. " + stale
                + "Work out the new text from `range` and `string` (`(text as NSString).replacingCharacters(in: range, with: string)`), or copy on `.editingChanged`."
        case let .countsEvents(statement, statementLine):
            return head + "But `\(statement)` (line \(statementLine)) counts the changes instead of reading the value: one change can move it by more than one step, or down. " + stale
                + "Copy the control's `value` (`sender.value`)."
        case let .startNotCopied(initial, start, state):
            return "`\(property)` is meant to follow `\(control)`: `\(method)` copies it (line \(line)). But `\(property)` starts as `\(initial)` while `\(control)` starts with `\(start)` in the storyboard, and `\(method)` runs only when the user changes `\(control)`; in this run nobody did, so `\(property)` never held `\(control)`'s state. "
                + "Copy the start state in `viewDidLoad()` (`\(property) = \(control).\(state)`), or read `\(control).\(state)` where you send the value."
        }
    }
    func ruleSourceStale(statement: String, line: Int, method: String, property: String, initial: String?, writeLine: Int, writer: String, after: Bool, note: SourceStaleNote?) -> String {
        let why: String
        if after {
            why = "`\(property)` is written at line \(writeLine), in `\(writer)`, which ran only after `\(method)` had copied it"
        } else {
            let reason: String
            switch note {
            case .shouldPerformNotAsked?: reason = " (UIKit asks it only before a segue the storyboard starts, never for your own `performSegue` call)"
            case .returnKeyOnly?: reason = " (only the keyboard's Return key calls it, and the user tapped a button instead)"
            case .silent?, nil: reason = ""
            }
            why = "`\(property)` is written only at line \(writeLine), in `\(writer)`, which never ran in this check" + reason
        }
        if case let .silent(silence)? = note {
            return "`\(statement)` (line \(line), in `\(method)`) copies `\(property)`, but \(why): so it copied `\(property)`'s start value" + (initial.map { ", `\($0)`" } ?? "")
                + ". " + callbackSilence(silence)
        }
        return "`\(statement)` (line \(line), in `\(method)`) copies `\(property)`, but \(why): so it copied `\(property)`'s start value" + (initial.map { ", `\($0)`" } ?? "")
            + ". Read the value where it is at that moment (the control, the other screen, the store), or write `\(property)` where it runs before line \(line)."
    }
    func ruleAssignmentNeverCalled(target: String, method: String, owner: String, line: Int, silence: CallbackSilence) -> String {
        "Your code sets `\(target)` only in \(owner).\(method) (line \(line)), which never ran during this check, so the value was never given. " + callbackSilence(silence)
    }
    func ruleClosureHolderReleased(statement: String, line: Int, closureLine: Int, made: String, handed: String, handedLine: Int, property: String) -> String {
        "`\(statement)` (line \(line)) is inside the closure given to `\(made)` at line \(closureLine), and that closure never ran in this run. The \(made) that holds it was released before anything could call it: its only other reference is `\(handed)` (line \(handedLine)), and `\(property)` is `weak` (it does not keep its object), so when the method ended nothing kept the \(made). Keep it in a stored property (`let helper = \(made)(…)` on the object that lives on), then assign that."
    }
    func callbackSilence(_ silence: CallbackSilence) -> String {
        switch silence {
        case let .nameDiffers(method, requirement, protocolName):
            return "UIKit never called it because its name is not `\(protocolName)`'s: UIKit calls `\(requirement)`, and `\(method)` is another method (an older Swift's spelling), which nothing calls. Write the method exactly as the protocol declares it (let Xcode complete it)."
        case let .neverSet(owner, property, holderClass, outlets, protocolName):
            let receiver = outlets.count == 1 ? "`\(outlets[0]).\(property)`" : "the \(holderClass)'s `\(property)`"
            let fix = outlets.count == 1 ? "`\(outlets[0]).\(property) = self`" : "`<the \(holderClass)>.\(property) = self`"
            return "UIKit never called it because \(receiver) is never set: UIKit calls a `\(protocolName)` method only on the object in the \(holderClass)'s `\(property)`, and no line of your code (nor a connection in the storyboard) puts \(owner) there, so it stays nil. Set \(fix) in \(owner)'s `viewDidLoad()`."
        case let .otherClass(method, owner, statement, line, delegateClass):
            let set = line == 0 ? "the storyboard connects the `delegate` to \(delegateClass)" : "`\(statement)` (line \(line)) makes \(delegateClass) the delegate"
            return "UIKit never called it because \(set), and \(delegateClass) has no `\(method)`: UIKit asks only the delegate, and \(owner), where the method is, never is one. Put the method in \(delegateClass) (and hand the value on from there), or make \(owner) the delegate."
        case let .released(statement, line, made, property):
            return "UIKit never called it because `\(statement)` (line \(line)) gives `\(property)` a new \(made) that nothing else keeps: `\(property)` is `weak` (it does not keep its object), so the \(made) is released as soon as the method ends and `\(property)` turns nil (Swift warns: \"instance will be immediately deallocated\"). Keep it in a stored property of the screen (`let helper = \(made)()`), then assign that."
        case let .wrongEvent(statement, line, control, event, sends):
            return "UIKit never called it because `\(statement)` (line \(line)) adds it for `\(event)`, and a \(control) never sends `\(event)` for that: it sends `\(sends)`. Add the target for `\(sends)`."
        case let .targetNeverAdded(statement, line, method):
            return "UIKit never called it because `\(statement)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")), which adds it as the control's target, never ran in this check: add the target where it surely runs before the user acts (in `viewDidLoad`)."
        case let .targetReleased(statement, line, target):
            return "UIKit never called it because `\(statement)` (line \(line)) makes `\(target)` the target, and a control does not keep its targets (the target is held weakly): nothing else kept `\(target)`, so it was released at once and the control had no one to tell. Keep the target in a stored property (not `weak`), or make the screen itself the target."
        case let .targetOnUnloadedOutlet(statement, line, method):
            return "UIKit never called it because `\(statement)` (line \(line)) runs in `\(method)`, before the other screen's view is loaded: its outlet is still nil there, so `?.` skipped adding the target. Add the target in that screen's own `viewDidLoad` (or after its view is loaded)."
        case let .otherObject(notification, object, line, poster):
            return "UIKit never called it because the observer (line \(line)) listens for `\(notification)` only from `\(object)` (`object: \(object)`), and that notification is posted by \(poster.hasPrefix("`") ? poster : "a " + poster), so none reached it. Pass `object:` what posts it (or `nil` to hear every sender)."
        }
    }
    func ruleObserverOtherValue(property: String, statement: String, line: Int, use: ObserverValueUse) -> String {
        switch use {
        case .oldValueInDidSet:
            return "In `\(property)`'s `didSet`, `oldValue` is the value `\(property)` had before this assignment; the new value is `\(property)` itself. `\(statement)` (line \(line)) uses the old one: write `\(property)` there."
        case .propertyInWillSet:
            return "In `\(property)`'s `willSet`, `\(property)` is still the old value (nil the first time), and the incoming one is `newValue`. `\(statement)` (line \(line)) works on the old one: use `newValue` there (or move the code to `didSet`)."
        case .nilPropertyInDidSet:
            return "`\(statement)` (line \(line)) in `\(property)`'s `didSet` ran after `\(property)` was set to nil, so `?.` skipped the call: inside `didSet` the property is already the new value. The object it held before is `oldValue`: call it on `oldValue`."
        }
    }
    func ruleObserverNeverRan(property: String, owner: String, reason: ObserverSkip) -> String {
        let head = "\(owner)'s `\(property)` has a `didSet`, and it never ran in this check: "
        switch reason {
        case let .initialValue(initial, place):
            return head + "nothing assigns `\(property)` after its initial value `\(initial)`, and an initial value does not call `didSet`. Do that work directly (in `\(place)`, or where the value is needed), or assign the property."
        case let .initializer(line):
            return head + "it is set only in an initializer of \(owner) (line \(line)), and Swift does not call a property's observers while its own class's initializer sets it; no other line gives `\(property)` a new value. If the `didSet` does set-up work, do it in the initializer itself, or after it (in `start()` or `viewDidLoad()`); if it should tell a change, assign `\(property)` where its value changes (the method that saves or receives it, on the object that is bound)."
        case let .replaced(target, statement, line, method):
            return head + "`\(statement)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")) makes a new \(owner) with the value instead of setting `\(property)` on the one that is there. Its initializer does not call `didSet`, and what was set up on the old \(owner) (the closures bound to it) is not on the new one, so nothing shows the value. Set it on the existing object: `\(target).\(property) = …`."
        case let .copy(name, source, line):
            return head + "`var \(name) = \(source)` (line \(line)) copies the value (a struct is copied, not shared), and the changes go to the copy; `\(source)` itself is never assigned. Assign the copy back (`\(source) = \(name)`) or change `\(source)` directly."
        }
    }
    func ruleSuperCallOverwrites(statement: String, line: Int, method: String, owner: String, superLine: Int, base: String, baseStatement: String, baseLine: Int, twice: Bool) -> String {
        if twice {
            return "\(owner)'s `\(method)` does `\(statement)` (line \(line)) and calls `super.\(method)` (line \(superLine)), and \(base)'s `\(method)` does `\(baseStatement)` (line \(baseLine)) too: each call changes the value twice. Keep that line in one of the two classes."
        }
        return "`\(statement)` (line \(line), in \(owner)'s `\(method)`) runs before `super.\(method)` (line \(superLine)), and \(base)'s `\(method)` sets the same value again (`\(baseStatement)`, line \(baseLine)): the base's value replaces yours. Call `super` first, then set your own values."
    }
    func ruleValueRemovedByRead(call: String, line: Int, method: String, key: String) -> String {
        "`\(call)` (line \(line), in `\(method)`) gives the value and takes it out of the store: after the first read the store no longer holds \"\(key)\", so every later read of it (a screen made again) finds nothing. Read it without removing it (`store[\"\(key)\"]`), and remove it only when the value must go."
    }
    func ruleReadBeforeWritten(method: String, property: String, line: Int, writer: String, writeLine: Int, after: Bool, initial: String?) -> String {
        "`\(method)` reads `\(property)` (line \(line)) before anything has filled it: `\(property)` is written only in `\(writer)` (line \(writeLine)), which "
            + (after ? "runs after `\(method)`" : "UIKit calls only after `\(method)` (here it never ran)") + ", so the test read its start value" + (initial.map { ", `\($0)`" } ?? "")
            + ". Read the value where it is when `\(method)` runs (the control itself), or fill `\(property)` before."
    }
    func ruleFallbackNeverUsed(statement: String, line: Int, left: String, fallback: String) -> String {
        "`\(statement)` (line \(line)) uses `\(fallback)` only when `\(left)` is nil, and here it was not (an outlet is set once the view has loaded), so the value came from `\(left)`, never `\(fallback)`. `??` gives a value for a missing one; to use `\(fallback)` in this case, assign it directly."
    }
    func ruleInputNeverRead(control: String, value: String, step: Int, expected: String, read: String) -> String {
        "At step \(step) the check entered \(value) in `\(control)`, and what it looked for shows that value (\"\(expected)\"), but no line of your code reads `\(control)`: the value shown came from somewhere else. Read `\(read)` where you pass the value on."
    }
    func ruleNotControlState(read: String, line: Int, control: String, state: String) -> String {
        "You read `\(read)` (line \(line)), which is not what the user chose on the \(control): that is `\(state)`. Read `\(state)` instead."
    }
    func ruleConstantAnswer(method: String, value: String, line: Int) -> String {
        "`\(method)` (line \(line)) returns `\(value)` on every path: whatever the user did, the answer is the same. " + (value == "false" ? "Add a `return true` on the path where the input is acceptable." : value == "true" ? "Add a `return false` on the path where the input is not acceptable." : "Return another answer on the path where the input differs.")
    }
    func ruleDeinitNeverRan(className: String, instance: String, holder: String?) -> String {
        "The work in \(className)'s deinit never ran during the check: \(instance) was not released" + (holder.map { " (still held by \($0))" } ?? "")
            + ". deinit runs only when the last strong reference goes; a controller still in a stack, presented, or captured by a closure or a strong delegate is never released. Do that work when the screen goes away (viewWillDisappear, or the moment the value changes)."
    }
    func ruleReadInInit(className: String, line: Int) -> String {
        "\(className) reads its values in init(coder:) (line \(line)), which runs once, when the storyboard makes it, before prepare(for:sender:) gives it the values. Read them in viewDidLoad (or viewWillAppear)."
    }
    func rulePerformSegueInPrepare(line: Int) -> String {
        "prepare(for:sender:) calls performSegue (line \(line)): the segue being prepared is already on its way, and starting another one from inside it shows a second screen (or starts again and again). Call performSegue from the action that starts the transition, and only hand over values in prepare."
    }
    func ruleShowsSegueDestinationByHand(call: String, line: Int) -> String {
        "prepare(for:sender:) also calls `\(call)` with segue.destination (line \(line)): the segue shows its destination itself once prepare returns. Only hand over the values in prepare."
    }
    func ruleStyleOnWrongController(assignment: String, line: Int, presented: String) -> String {
        "You set `\(assignment)` (line \(line)) on a controller that is not the one presented: the style belongs to the controller you present (here \(presented)), set before it is presented. The presented one kept the default sheet."
    }
    func ruleViewLoadedBeforeValues(destination: String, line: Int) -> String {
        "Your code read the destination's view (line \(line)) before giving it the values, so \(destination)'s viewDidLoad ran right then, with the values still empty. Give the values first, or fill the screen in viewWillAppear."
    }
    func ruleOwnNeverAssigned(property: String, owner: String, write: String, writeClass: String, file: String, line: Int) -> String {
        "The screen shows \(owner)'s own `\(property)`, and nothing in your code assigns it: it keeps the value it was declared with. The value goes into `\(write)` (\(file) line \(line)), the `\(property)` of `\(writeClass)`, another object that only shares the name. Read it where it was put (`\(write)`'s object), or give \(owner)'s `\(property)` the value."
    }
    func ruleUnknownStoryboardClass(name: String, segue: Bool, nearest: String?) -> String {
        let what = segue
            ? "a custom segue of class `\(name)`, and your code has no class of that name, so UIKit cannot make the segue and stops the app (`Could not find a segue class named '\(name)'`)"
            : "the class `\(name)` for a scene, and your code has no class of that name, so UIKit made a plain UIViewController there (`Unknown class \(name) in Interface Builder file.` in the console) and none of your class's code runs on that screen"
        return "The storyboard names \(what)." + (nearest.map { " Your class is `\($0)`: a name changed in one place and not the other." } ?? "")
            + " Make the two the same: the \(segue ? "segue's Class (Attributes inspector)" : "scene's Class (Identity inspector)") and the class declared in your code."
    }
    func ruleNeverAssigned(property: String) -> String {
        "Nothing in your code assigns `\(property)`: it keeps the value it was declared with. Give it the value where the screen receives it (in prepare(for:sender:), or before pushing or presenting it)."
    }
    func ruleAssignmentNeverRan(target: String, method: String, owner: String, line: Int) -> String {
        "Your code sets `\(target)` only in \(owner).\(method) (line \(line)), which never ran during this check, so the value was never given. Check what should call \(method): the segue or the control wired to it, its identifier, and whether the transition happened at all."
    }
    func ruleHelperPopOnPresented(action: String, helper: String, helperLine: Int, pop: String, popLine: Int, instance: String) -> String {
        "\(action) ran and called `\(helper)` (line \(helperLine)), which goes back with `\(pop)` (line \(popLine)); but \(instance) was presented, not pushed, so it is in no navigation controller: its `navigationController` is nil, and the optional chain skipped the pop without a word. A presented screen goes back with `dismiss(animated:)`: use it in `\(helper)` for a presented screen."
    }
    func ruleActionMovedNothing(action: String, expected: String) -> String {
        "\(action) ran, but no screen changed after it: no push, present, segue or dismiss happened, so \(expected) never came on screen. Look at what that action does: a transition skipped by an `if`, a `guard` that returned, or an optional chain on nil."
    }
    func ruleTransitionThroughMissingKey(call: String, line: Int, condition: String, conditionLine: Int, dictionary: String, key: String, keys: [String], declaredLine: Int) -> String {
        "`\(call)` (line \(line)) ran because the test `\(condition)` (line \(conditionLine)) held only through its `??` default: `\(dictionary)` (line \(declaredLine)) has no key \"\(key)\" (only \(keys.map { "\"\($0)\"" }.joined(separator: ", "))), so `\(dictionary)[\"\(key)\"]` is nil and the default decided, without checking anything. Give `\(dictionary)` an entry for \"\(key)\" (the same check as the others), or look up a key it has."
    }
    func ruleSiblingClosureLacks(statement: String, line: Int, key: String, otherKey: String, otherFirst: Int, otherLast: Int, member: String) -> String {
        "`\(statement)` (line \(line)) is only in the \(key) entry's closure. In this check the \(otherKey) entry's closure ran (lines \(otherFirst)-\(otherLast)), and it never gives `\(member)`, so it kept its empty value. Give `\(member)` in the \(otherKey) closure too (each entry must give every value its screen shows)."
    }
    func ruleForeignTemplate(literal: String, line: Int, file: String, placeholder: String, fixed: String) -> String {
        "The text shown is `\(literal)` as written (\(file) line \(line)): `\(placeholder)` is how another language (Kotlin, JavaScript, Ruby, Python) puts a value into a string, and Swift fills in only `\\(…)`, so it stayed plain text. Write `\(fixed)`, or give the value itself (with `?? \"\"` for an optional)."
    }
    func ruleLastTransition(call: String, receiver: String, shown: String, step: Int, expected: String) -> String {
        "The last screen change was `\(call)` on \(receiver)\(shown.isEmpty ? "" : " with \(shown)") (step \(step)); nothing showed \(expected) after it. Follow that call back to the code that made it."
    }
    // MARK: Compile errors and crashes teach (issue 27, item 6)
    var compileLessonPrefix: String { "In plain words: " }
    func compileErrorLesson(_ lesson: CompileErrorLesson) -> String {
        func code(_ text: String) -> String { "`\(text)`" }
        switch lesson {
        case let .missingOverride(name, base?):
            return "Your class inherits \(name.isEmpty ? "this declaration" : code(name)) from its superclass, where you declared it yourself (\(base.place)), so declaring it again here replaces that one: write `override` at the start of this declaration (and call `super.\(name.isEmpty ? "…" : name)(…)` in it if the superclass's body should still run), or give this one another name."
        case let .missingOverride(name, nil):
            return "Your class inherits \(name.isEmpty ? "this declaration" : code(name)) from its superclass, so declaring it again replaces UIKit's: say so by writing `override` at the start of the declaration."
        case let .overridesNothing(name, closest?):
            return "The superclass has no \(code(name)) to replace (names are case-sensitive): if you meant UIKit's \(code(closest)), write its name exactly that way, otherwise remove `override`."
        case let .overridesNothing(name, nil):
            return "The superclass has no \(name.isEmpty ? "declaration" : code(name)) with exactly these argument labels and types to replace: copy UIKit's declaration exactly, or remove `override` if this is a method of your own."
        case let .overrideLabels(name, overridden):
            return "An override must keep the argument labels of what it replaces: UIKit's \(code(overridden)) does not have the labels of \(code(name)), so copy its declaration exactly (with `_` where UIKit has no label)."
        case let .unwrapOptional(type):
            return "\(code(type)) is an optional: it may hold nil, so Swift lets you use the value inside only once you unwrap it, with `if let`, `guard let`, `?? defaultValue`, or `?.` (which skips the call when it is nil)."
        case let .weakNonClassProtocol(protocolName):
            return "`weak` works only for class instances, and a struct could adopt \(code(protocolName)) too: declare it `protocol \(protocolName): AnyObject` so that the weak reference compiles."
        case let .rawValueMissing(enumType, rawType, to):
            let value = to == rawType || to == rawType + "?" ? "value.rawValue" : "String(value.rawValue)"
            return "A case of \(code(enumType)) is not its raw value (Swift keeps the case and the \(code(rawType)) written for it apart), so where \(EnglishArticle.before(to)) \(code(to)) is wanted, take the raw value, `\(value)` (and back: `\(enumType)(rawValue: text)`, nil for a text no case has)."
        case let .protocolExtensionMember(name, protocolName):
            return "An extension of \(code(protocolName)) knows only what \(code(protocolName)) declares, and \(code(name)) belongs to a view controller: say the extension is for view controllers only, `extension \(protocolName) where Self: UIViewController { … }` (or declare the protocol `protocol \(protocolName): UIViewController`)."
        case let .wrapperOnLet(wrapper):
            let name = wrapper.map { "@" + $0 } ?? "A property wrapper"
            return "\(wrapper == nil ? name : code(name)) keeps the property's value in storage of its own that its setter changes, so the property it wraps must be a `var`: write `\(wrapper.map { "@" + $0 } ?? "@Wrapper") var …` (a `private(set) var` if nothing else should change it)."
        case .singleQuotes:
            return "Swift writes text between double quotes only: `\"…\"`, even for a single letter (a `Character` is written `\"a\"` too); single quotes are not Swift."
        case let .notEquatableElement(method, type):
            let name = type.map(code) ?? "this array's element type"
            let sample = method.hasPrefix("contains") ? "contains(where: { $0.id == x.id })" : method.replacingOccurrences(of: "(of:)", with: "") + "(where: { $0.id == x.id })"
            return "`\(method)` finds an element equal to the one you pass, with `==`, and \(name) has no `==`: say what makes two equal, either by adopting `Equatable` (`struct … : Equatable`, Swift writes `==` for you when every property has one) or with a test of your own, `\(sample)` (`$0 === x` for the same object)."
        case let .optionalAsBool(type) where type == "Any?":
            return "`Any?` is an optional of anything (what `UserDefaults`' `object(forKey:)` or a `[String: Any]` lookup gives), not a `Bool`: to read a stored yes/no, ask for it as one, `defaults.bool(forKey: key)` or `(value as? Bool) == true`; to ask whether anything is stored at all, `!= nil`."
        case let .containerMember(name, via):
            let container = via.hasPrefix("tab") ? "tab bar controller" : "navigation controller"
            return "\(code(name)) belongs to the \(container) that holds this screen, not to the screen itself: reach it through that link, `\(via).\(name)`."
        case let .notInScope(name, nil) where name == "newValue" || name == "oldValue":
            return name == "newValue"
                ? "`newValue` exists only in `willSet` (and a computed property's `set`): in `didSet` the new value is the property itself, and the value before is `oldValue`."
                : "`oldValue` exists only in `didSet`: in `willSet` the property itself is still the old value, and the incoming one is `newValue`."
        case let .notInScope(name, declared?) where declared.name == name:
            return "\(code(name)) is declared at \(declared.place), but inside another function or block, so this line cannot see it: to share it between methods, declare it as a property of the class (outside any function)."
        case let .notInScope(name, declared?) where declared.name.lowercased() == name.lowercased():
            return "Nothing is named \(code(name)), but you declared \(code(declared.name)) (\(declared.place)): Swift names are case-sensitive, so write it exactly the same."
        case let .notInScope(name, declared?):
            return "Nothing is named \(code(name)) here; you declared \(code(declared.name)) (\(declared.place)): check the spelling."
        case let .notInScope(name, nil):
            return "Nothing named \(code(name)) is declared where this line can see it: check the spelling (letter case counts), and that it is declared in this class, or in this function before this line, not inside another function or block."
        case let .typeNotInScope(name, _) where name.hasPrefix("UI") || name.hasPrefix("NS"):
            return "\(code(name)) is a UIKit type: add `import UIKit` at the top of this file (each file imports what it uses)."
        case let .typeNotInScope(name, declared?):
            return "There is no type \(code(name)); you declared \(code(declared.name)) (\(declared.place)): check the spelling (letter case counts)."
        case let .typeNotInScope(name, nil):
            return "No type named \(code(name)) exists in this app: check its spelling (letter case counts), or declare it."
        case let .noMember(type, member, nil) where (type == "String" || type == "String?") && CompileErrorLesson.nsStringOnly[member] != nil:
            return "A Swift `String` has no \(code(member)) on iOS: that member is `NSString`'s, which Xcode does not reach from a `String`, so write it the String way, \(code(CompileErrorLesson.nsStringOnly[member] ?? "")), or convert first (`(text as NSString).\(member)`)."
        case .noMember(let type, let member, nil) where type.hasSuffix("Segue") && ["present", "dismiss", "navigationController", "show", "performSegue", "view", "storyboard"].contains(member):
            return "\(code(type)) is a segue, not a screen, and has no \(code(member)): it holds the two screens it joins, `source` and `destination`, so ask the screen, for example `source.present(destination, animated: true)` or `source.navigationController?.pushViewController(destination, animated: true)`."
        case let .noMember(type, member, declared?) where declared.name == member && declared.owner != nil && declared.owner != type:
            let owner = declared.owner ?? ""
            return "\(code(member)) is declared in your \(code(owner)) (\(declared.place)), but Swift only knows this value as \(EnglishArticle.before(type)) \(code(type)): cast it first, for example `if let screen = … as? \(owner) { screen.\(member)… }`."
        case let .noMember(type, member, declared?):
            return "\(code(type)) has no \(code(member)); you declared \(code(declared.name)) (\(declared.place)): check the spelling (letter case counts)."
        case let .noMember(type, member, nil) where ["Any", "Any?", "AnyObject", "AnyObject?"].contains(type):
            return "\(code(type)) says nothing about what the object is, so it has no \(code(member)): cast it to the class that has it first, for example `(sender as? UIButton)?.\(member)`, or declare the parameter with that class."
        case let .noMember(type, member, nil) where type.count == 1 && type.first?.isUppercase == true:
            return "\(code(type)) is a generic type parameter, and inside the generic code Swift knows only what its constraints promise, none of which gives it \(code(member)): constrain \(code(type)) to the protocol or class that declares \(code(member)) (for example `<\(type): UIViewController & TheProtocol>`), or call \(code(member)) on that type itself."
        case let .noMember(type, member, nil):
            return "\(code(type)) has no property or method named \(code(member)): check the spelling (letter case counts), and that this is the object you meant."
        case let .conditionClauses(usesWhere):
            return usesWhere
                ? "`where` adds a test only to a `case` of a `switch`, a `for … in` loop or a `catch`; in an `if`, `guard` or `while` condition (`if case`, `if let` too) the next test follows a comma: `if case let text? = field.text, !text.isEmpty`."
                : "The tests of an `if`, `guard` or `while` condition are joined by a comma (or `&&` between two `Bool` tests): put one between the parts."
        case let .keyPathThroughLet(name):
            return "A `WritableKeyPath` writes into a value that can change, and \(code(name)) is a constant (a `let`, or a parameter, which is a constant too): for an object of a class, take a `ReferenceWritableKeyPath<…>`, which writes through a constant because the object itself changes, not the name."
        case let .readOnlyKeyPath(name):
            return "A `KeyPath` only reads\(name.map { " (and \(code($0)) is one)" } ?? ""), because you declared it so or because the property it points to cannot be set from here (a `let`, a `private(set)`, a computed property without a setter): to write through it, make the property a `var` and take a `ReferenceWritableKeyPath<Root, Value>` for a class (`WritableKeyPath` for a struct kept in a `var`)."
        case let .letConstant(name):
            return "\(code(name)) is declared with `let`, so it cannot change once it has a value: declare it with `var` if it must change."
        case let .missingReturn(type):
            return "Some path reaches the end of this function without `return`: every branch (each `if`, `else` and `switch` case) must return a \(code(type))."
        case let .argumentLabels(have?, expected?):
            return "Each argument is named by the label its function declares, spelled exactly: write \(code(expected)) where you wrote \(code(have))."
        case let .argumentLabels(nil, expected?):
            return "The function's declaration names this argument \(code(expected)): write that label before the value."
        case let .argumentLabels(have?, nil):
            return "The function's declaration has no label \(code(have)) here (its parameter is declared with `_`): pass the value without that label."
        case .argumentLabels(nil, nil):
            return "Each argument is named by the label its function declares, spelled exactly: compare the call with the declaration."
        case let .typeMismatch(from, to) where to.hasPrefix("Dictionary<") && to.hasSuffix(">.Index"):
            return "Swift read `[\(from == "String" ? "\"…\"" : "…")]` here as a dictionary's position (`.Index`), not its key, because a lookup by key gives an optional of the dictionary's value type (`Any?` for `userInfo` and `[String: Any]`), which does not fit where this line puts it, so cast what the lookup gives: `dictionary[\"key\"] as? String` (or the type you put in)."
        case let .typeMismatch(from, to) where from == "()" && to != "()" && to != "Void":
            return "This line gives no value (`()`: a call that returns nothing, such as `UIView.animate`) where \(code(to)) is wanted, and a `return` inside a closure returns from the closure, not from your method, so give the method's own `return` the value, outside the closure."
        case let .typeMismatch(from, to) where from == "String" && ["Int", "Double", "Float"].contains(to):
            return "A `String` is text, not a number, and Swift never converts on its own: use `\(to)(text)`, which is nil when the text is not a number (for example `\(to)(text) ?? 0`)."
        case let .typeMismatch(from, to) where ["Int", "Double", "Float", "Bool"].contains(from) && to == "String":
            return "Swift never turns a \(code(from)) into text on its own: write `String(value)` or `\"\\(value)\"`."
        case let .typeMismatch(from, to) where ["UIColor", "UIImage", "UIBezierPath"].contains(from) && to.hasPrefix("CG"):
            return "A layer takes Core Graphics types, \(code(to)) and not \(code(from)), so pass the UIKit value's own Core Graphics form, `.\(from == "UIColor" ? "cgColor" : from == "UIImage" ? "cgImage" : "cgPath")` (for example `UIColor.systemGreen.cgColor`)."
        case let .typeMismatch(from, to) where from.hasPrefix("UI") && !to.hasSuffix("?") && !to.hasPrefix("UI") && to.first?.isUppercase == true && !["String", "Int", "Double", "Float", "Bool"].contains(to):
            return "Swift only knows this value as \(EnglishArticle.before(from)) \(code(from)), not as your \(code(to)): cast it with `as? \(to)` and unwrap the result (`if let`, `guard let`)."
        case let .typeMismatch(from, to) where CompileErrorLesson.adoptedProtocol(from: from, to: to) != nil:
            let name = CompileErrorLesson.adoptedProtocol(from: from, to: to)!
            return "\(code(from)) is not \(EnglishArticle.before(name)) \(code(name)) until its declaration says so (methods with the protocol's names are not enough): add the protocol to the class (`class \(from): …, \(name)`) or write `extension \(from): \(name) { … }` around those methods."
        case let .typeMismatch(from, to) where from == "Date" && (to.hasPrefix("TimeInterval") || to == "Double"):
            return "Two dates are not subtracted with `-`: the time between them, in seconds, is `later.timeIntervalSince(earlier)` (a `TimeInterval`)."
        case let .coercion(from, to):
            return "A plain `as` only works where the value always is that type (a literal, a class seen as its superclass): \(EnglishArticle.before(from)) \(code(from)) is not always \(EnglishArticle.before(to)) \(code(to)), so ask with `as? \(to)` and unwrap the result (`if let`, `guard let`)."
        case let .typeMismatch(from, to):
            return "\(EnglishArticle.before(from).capitalized) \(code(from)) cannot be used where \(EnglishArticle.before(to)) \(code(to)) is expected, and Swift never converts types on its own: convert it explicitly, or use a value of the right type."
        case .selfImmutable:
            return "A struct is a value, and its plain methods get a constant `self`, so they cannot change its properties: mark the method `mutating`, or make it return a changed copy (`var copy = self; copy.… = …; return copy`) and use what it returns."
        case let .keyPathOnOptional(base):
            return "The key path belongs to \(code(base)), but the value it is applied to is an optional \(code(base + "?")): unwrap it first (`value?[keyPath: path]`, or `if let`/`guard let`)."
        case let .noInitializers(className, property) where !className.hasSuffix("Controller") && !className.hasSuffix("Cell") && !className.hasSuffix("View"):
            return (property.map { "\(code($0)) has no starting value, and " } ?? "A stored property has no starting value, and ") + "\(code(className)) declares no `init` that gives it one, so Swift cannot make a \(code(className)): write an initializer that sets every stored property (for example `init(_ value: T) { self.value = value }`), or give each a starting value."
        case let .noInitializers(className, property?):
            return "\(code(property)) has no starting value, and every stored property of \(code(className)) needs one before the storyboard can create it: give it one (`var \(property) = …`) or make it optional (`var \(property): Type?`)."
        case let .noInitializers(className, nil):
            return "Every stored property of \(code(className)) needs a starting value or an optional type before the storyboard can create it."
        case let .bindingNotOptional(type):
            return "`if let` and `guard let` unwrap optionals, but this value is a plain \(code(type)) that is never nil: use it directly (`let value = …`) without `if let`."
        case let .requiredInitializer(initializer, superclass) where initializer == "init(coder:)":
            return "Once your class declares its own `init`, it must also provide `init(coder:)`, which \(code(superclass)) requires to create the screen from the storyboard: add `required init?(coder: NSCoder) { super.init(coder: coder) }` after giving every stored property a value (in its declaration, or in that `init` before `super.init`), or, if the screen is only ever made by your own initializer (a creator), say so with `required init?(coder: NSCoder) { fatalError(\"made only by init(coder:…)\") }`."
        case let .requiredInitializer(initializer, superclass):
            return "Once your class declares its own `init`, it must also provide \(code(initializer)), which \(code(superclass)) requires of every subclass."
        case let .forcedDowncast(from, to):
            func article(_ word: String, capital: Bool = false) -> String {
                let found = EnglishArticle.before(word)
                return capital ? found.capitalized : found
            }
            return "\(article(from, capital: true)) \(code(from)) is not always \(article(to)) \(code(to)), and `as` only converts what is sure to fit: use `as? \(to)` and unwrap the result (`if let`, `guard let`), or `as! \(to)` when it must be one (the app crashes when it is not)."
        case let .protocolLabels(name, protocolName, required):
            return "Your \(code(name)) does not have the argument labels of \(code(protocolName))'s \(code(required)): a delegate's method must be declared exactly as the protocol declares it (same name, same labels, `_` only where the protocol has it), or the caller's `delegate?.\(required)` cannot reach it."
        case let .doesNotConform(type, protocolName, required?):
            return "\(code(type)) says it adopts \(code(protocolName)) but declares no \(code(required)), which \(code(protocolName)) requires: add that method with exactly that name and those labels (a different spelling is another method)."
        case let .doesNotConform(type, protocolName, nil):
            return "\(code(type)) says it adopts \(code(protocolName)) but does not declare everything \(code(protocolName)) requires: copy each of its requirements exactly (name, labels, types)."
        case let .missingArgument(parameter):
            return "The call leaves out the argument \(code(parameter + ":")), which the method needs (it has no default value): write it in the call, for example \(code(parameter + ": true")) (UIKit's `present` and `dismiss` always take `animated:`)."
        case let .weakNotOptional(type):
            return "A `weak` property does not keep its object and becomes nil when the object goes, so its type must be optional: write \(code("weak var … : " + type)) and call through it with `?.`."
        case let .optionalAsBool(type):
            return "Swift does not read a value as true or false: \(code(type)) is an optional, so ask what you mean, `!= nil` (it holds something), `if let value = …` (use what it holds), or for a text, `!(text ?? \"\").isEmpty`."
        case let .selectorNotObjC(method):
            return "`#selector` names a method UIKit calls through Objective-C, so the method must be visible there: write `@objc` before `func` of \(code(method)) (a storyboard action already is, as `@IBAction`)."
        case let .selectorPropertyNotObjC(property):
            return "`#selector(setter:)` and `#selector(getter:)` name a property's accessor that Objective-C calls, so the property must be visible there: write `@objc` before `var` of \(code(property)), or give the property its value directly (`screen.\(property) = value`)."
        case .objcOutsideClass:
            return "An `@IBAction` or `@objc` method is one UIKit calls through Objective-C, and only a class (or an extension of a class) can hold one, not a protocol extension or a struct: move the method into the view controller class (a protocol's default can call a plain helper from there)."
        case let .redeclaration(name):
            return "\(code(name)) is declared twice where one name can be seen (in one scope, or at the top level of two files: an app's files are one module): keep one declaration and give the other thing another name (or assign to the first one without `var`/`let`)."
        case let .selfBeforeSuperInit(member?):
            return "In an initializer the object exists only after `super.init(…)`, and \(code(member)) is used before that call: give your own properties their values first, then call `super.init(…)`, then use \(code(member)) (in a view controller, that work can also go to `viewDidLoad`)."
        case .selfBeforeSuperInit(nil):
            return "In an initializer the object exists only after `super.init(…)`, and `self` is used before that call: give your own properties their values first, then call `super.init(…)`, then use `self` (in a view controller, that work can also go to `viewDidLoad`)."
        case .requiredModifier:
            return "The superclass marks this initializer `required` (every subclass must have it, as UIKit needs `init(coder:)` to make screens from a storyboard): write `required` in front of it, for example `required init?(coder: NSCoder)`."
        case .guardFallsThrough:
            return "The `else` of a `guard` runs when the test fails, and it must leave the function: end it with `return` (in a function that returns a value, `return` that value, for example `return false`), after your `print` if you keep one."
        case let .storedOverride(name):
            return "A subclass cannot declare a stored property \(code(name)) over its superclass's: keep the superclass's property and give it a value (in `viewDidLoad`, or where the screen is set up), or override it with a computed property (`override var \(name): … { get { … } set { … } }`)."
        case let .instanceMemberDefault(name):
            return "A default argument is worked out without the object, so it cannot use \(code(name)): make the parameter optional with `nil` as its default and use \(code(name)) inside the method when it is nil, or pass the value at the call."
        case .fileScopeOnly:
            return "An `extension` (like an `import` or an operator declaration) belongs at the top level of a file, outside every class and struct: move it below the class's closing brace."
        case let .methodAsValue(type):
            return "What is written here is a method, not a value (its type, `\(type)`, is a function): a method named without its call, such as a button's `title` (which is `title(for:)`), cannot be used as text, so call it with its arguments or use the property you meant (`currentTitle` for the text a button shows)."
        case let .compilerGaveUp(plainCast):
            return plainCast
                ? "Swift could not even say what is wrong on this line, and the plain `as` is the usual cause: `as` only converts what cannot fail, so to turn a `UIViewController?` (what `instantiateViewController` or `segue.destination` give) into your class, write `as?` (nil when it is not one) or `as!` (stops the app when it is not)."
                : "Swift could not say what is wrong with this expression, so look for the part it cannot check: give the values on this line explicit types, or split it into shorter lines, and the compiler will name the real error."
        case let .renamed(old, new):
            return "\(code(old)) is the name an older Swift gave this API (tutorials written for Swift 2 to 4 still use it), and today's SDK calls it \(code(new)): write \(code(new)) as the error says\(new.contains("(") ? ", with its labels" : "") (Xcode's fix-it makes the same change)."
        case let .getOnly(name):
            return "\(code(name)) can only be read here: it is a computed property with only a getter (worked out each time it is read), or a protocol's requirement declared `{ get }` (or without a specifier) used through the protocol's type, so there is nothing to assign; change what it is computed from, make it a stored property (`var \(name) = …`), or declare it `{ get set }` in the protocol."
        case let .circularPropertyType(name, keyword, type):
            return "`\(name)` has no written type, and Swift cannot infer it from its initial value because that value uses `\(name)` itself (in a closure, a handler): the type would be needed to work out the type, which stops Xcode here too, so write it, `\(keyword) \(name): \(type ?? "Type") = …`."
        case .tryMissing:
            return "This call can fail by throwing an error, and Swift wants that said where it is called: write `try` in front of it inside a `do { … } catch { … }` (or in a function marked `throws`), or `try?` to get nil when it fails."
        case let .overrideInProtocol(protocolName):
            return "`override` and `super` belong to a class replacing its superclass's method, and a protocol\(protocolName.map { " (\(code($0)))" } ?? "") and its extension have no superclass, so UIKit never calls a `viewWillAppear` written there: write `override func viewWillAppear(_ animated: Bool)` in the view controller class and call your protocol's method from it."
        case let .finalInherited(name, member):
            return member ? "A member marked `final` in the superclass cannot be overridden: remove `final` there if subclasses should replace it, or give the subclass's method another name."
                : "`final` on \(name.map { code($0) } ?? "a class") says no class may inherit from it, so this subclass is refused: remove `final` from the base class you mean to share, or do not inherit from it."
        case .throwOutsideThrowing:
            return "This function does not say `throws`, so an error thrown here has nowhere to go (an `@IBAction` or a UIKit override cannot throw at all): catch it where it is thrown, `do { try … } catch { … }`, or report the failure another way (show a message, `return`) instead of `throw`."
        case let .unknownAttribute(name, framework):
            return framework.map { "`@\(name)` is \($0)'s, which a UIKit view controller does not use: keep the value in a plain stored property (`var \(name == "Published" ? "value" : "email") = …`) and update what shows it yourself (in `didSet`, or where it changes)." }
                ?? "`@\(name)` is no attribute Swift knows here: check its spelling, or the `import` of the module that declares it."
        case .catchNotExhaustive:
            return "The `catch` clauses of this `do` match only some errors (`catch MyError.someCase`), and the function around it does not throw, so an error none of them matches would have nowhere to go: end with a `catch { … }` without a pattern, which takes every other error as `error`, or mark the function `throws`."
        case .typeWithoutSelf:
            return "A type's name alone is not a value: where a function asks for the type itself (`decode(_:from:)`, `register(_:)`), write `.self` after it (`SubmitValues.self`); to make a value of it, call it (`SubmitValues(…)`)."
        case let .instanceMemberInInitializer(name):
            return "A stored property's initial value is worked out while the object is being made, before `self` exists, so it cannot use \(code(name)) or anything else of the object: make the property `lazy var` (worked out at its first use), or give it its value later (in `viewDidLoad`, or where you use it)."
        case let .lazyLet(name):
            return "`lazy` works only with `var`, because a lazy property is given its value the first time it is read, which changes it: write `lazy var \(name ?? "name")`, or a plain `let` with the value."
        case let .protocolPropertySpecifier(name):
            return "A protocol says only what a property offers, not how it is kept, so each property it requires needs `{ get }` (read) or `{ get set }` (read and write) after its type: write `var \(name ?? "name"): Type { get set }` here, and keep the stored property in the class that adopts the protocol."
        case let .optionalChainMember(type, member):
            return "After `?.` a call goes to the value inside the optional, here \(EnglishArticle.before(type)) \(code(type)), which is not a collection or an optional and has no \(code(member)): to use the optional's own \(code(member)), put the chain in parentheses (`(a?.b).\(member) { … }`), or unwrap it first with `if let`/`guard let` and work on the value."
        case let .foreignDeclarationWord(word):
            return "Swift has no \(code(word)) for declaring a name: a constant is `let name = …` and a variable `var name = …`" + (word == "final" ? " (`final` only keeps a class or a member from being overridden)." : ".")
        case let .foreignValueName(name, swift):
            return "\(code(name)) is how another language writes this value (Objective-C's `YES`/`NO`, C's `NULL`, Python's `None`), and Swift writes it \(code(swift))."
        case let .foreignMember(type, member, swift, optional):
            let what = type.hasPrefix("[") || type.hasPrefix("Array") ? "an array" : "a `\(type)`"
            let use = swift == "==" ? "compare with `==`" : "use \(code(swift))"
            return "Swift has no \(code(member)) on \(what) (another language's name for it): \(use)" + (optional ? ", and since the value is optional (it may be nil), unwrap it first, `(email.text ?? \"\").count`, or with `if let`/`guard let`." : ".")
        case let .foreignTypeName(name, swift):
            return "Swift spells this type \(code(swift)), not \(code(name)) (its types start with a capital letter)" + (swift == "Void" ? ", and a function type is written `(String) -> Void`, the parameters' types in parentheses before the arrow." : ".")
        case let .notAnErrorType(type):
            return "Where an error type is required (`Result`'s second type, a typed `throws(…)`), \(code(type)) does not fit, since it is not an `Error`: declare one of your own, `enum FormError: Error { case emptyEmail }`, and use it there (`Result<String, FormError>`)."
        case let .observerWithGetter(observer):
            return "A property with a `get` is computed and keeps no value, so there is nothing for \(code(observer)) to watch: do the work in its `set`, or make it a stored property with an initial value and the \(code(observer)) (`var name: String = \"\" { \(observer) { … } }`)."
        case .setterWithoutGetter:
            return "A computed property needs a `get` (what reading it gives), since a `set` alone is not allowed: add `get { … }`, or use a stored property with `didSet` to act when it changes."
        case let .switchMissingCases(cases) where cases.contains(".some(_)"):
            return "This `switch` is over an optional (`segue.identifier` is a `String?`, for one): besides the values your cases list, it must handle every other value and nil, so end it with `default: break` (or `default: return`), which takes all the rest."
        case let .switchMissingCases(cases):
            return "This `switch` leaves out \(cases.map { "`case \($0)`" }.joined(separator: ", ")), and a `switch` over an enum must handle each of its cases: add \(cases.count == 1 ? "that case" : "those cases") with what to do for \(cases.count == 1 ? "it" : "them") (a `default:` would also compile, but then a case you add later is handled silently)."
        case .asyncAction:
            return "UIKit calls an `@IBAction` and does not wait for it, so it cannot be `async`: make the action a plain method, and start the waiting work inside it with `Task { … }` (what must happen before the screen changes should not wait)."
        case let .closureParametersIgnored(count) where count.hasPrefix("0 "):
            return "This closure is given no values when it is called (a `dismiss` or `present` completion gets none), but it names \(count == "0 1" ? "a parameter" : "parameters") (`finished in`): remove the parameter list and write only the closure's body."
        case let .closureParametersIgnored(count):
            return "This closure is given \(count == "1" ? "one value" : "\(count) values") when it is called, and Swift wants its parameters written even when you do not use them: start it with `_ in` (`UIAction { _ in … }`)\(count == "1" ? "" : ", one `_` per value")."
        case .returnValueInVoidClosure:
            return "This `return` gives a value inside a closure that returns nothing (a `forEach`'s, an action's): the value has nowhere to go, and the `return` would only leave the closure, not your method, so test before the loop (`contains(where:)`, `allSatisfy`) or use a `for` loop, where `return` leaves the method."
        case let .returnValueInVoidFunction(name?):
            return "`\(name)` is declared without a result type, so it returns nothing and this `return` has nowhere to give its value: if the caller needs the value, declare what the function gives (`func \(name)(…) -> Bool`); if not, write `return` alone (or drop the value)."
        case .returnValueInVoidFunction(nil):
            return "This `return` gives a value, but the code it is in returns nothing (a function declared without `-> Type`, or a closure such as a `forEach`'s or an action's): in a function, declare what it gives (`-> Bool`) or drop the value; in a closure, where the `return` would only leave the closure and not your method, test before the loop (`contains(where:)`) or use a `for` loop."
        case .bareReturnInValueFunction:
            return "This function is declared to give a value (its `-> Type`), so every `return` in it must give one, the ones in an `else { return }` too: write `return nil` when its type is optional, or the value it should give there."
        case let .heterogeneousLiteral(type):
            return "The values in these brackets are of different types, so Swift could only make the collection \(code(type)), with which you can do almost nothing without casting each element back: put values of one type in it (screens share `UIViewController`), or, if you meant the mix, write the type: `let items: \(type) = […]`."
        case let .genericNotInferred(parameter):
            return "Swift works out `\(parameter)` from the arguments of the call or from the type the result is stored in, and here neither says what it is: write the type, in the declaration (`let store: Store<String> = Store()`) or in the call (`Store<String>()`)."
        case let .associatedTypeMember(member, protocolName):
            return "`\(protocolName)` has an `associatedtype` (or uses `Self`), so through an `any \(protocolName)` Swift cannot know which type `\(member)` takes or gives: name the real type instead (`weak var screen: ResultViewController?`), or give the protocol a concrete type in place of the `associatedtype` (`func \(member)(_ value: String)`)."
        case let .closureArgumentCount(expected, used):
            return "This closure is given \(expected == "1" ? "one value" : "\(expected) values") when it is called, and it names \(used == "1" ? "one" : used): write one name (or `_`) per value, in order (`{ first, second in … }`)."
        case let .objcUnrepresentable(kind):
            return "Objective-C (and key-value coding, `#selector`, `@objc` protocols) sees only what it can represent (classes that inherit from `NSObject`, `String`, numbers, `Bool`, and arrays and dictionaries of those), not a Swift `struct`, an `enum` with associated values or a tuple, so this \(kind) cannot be `@objc`: drop `@objc` here (Swift code reaches it without), or make its type a class that inherits from `NSObject`."
        case .selfNeedsRequiredInit:
            return "`Self()` makes an object of whatever subclass runs this code, so Swift needs an initializer every subclass is sure to have, a `required` one, which `UIViewController`'s `init()` is not: make a storyboard screen from the storyboard instead (`UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: …) as! Self`), or write the concrete class (`DetailViewController()`)."
        case let .tuplePatternLength(type):
            let pattern = CompileErrorLesson.tuplePattern(type)
            return "The values of an enum case (or a tuple) are matched by position, and this one holds \(pattern.count) (\(pattern.shown)): name one for each, in order, with `_` for those you do not need (`\(pattern.sample)`)."
        case let .callOfNonFunction(type):
            return "This name holds a value of type \(code(type)), not a function, so it cannot be called with `()`: read a property without parentheses, or, if you meant a method, check its name (a property and a method cannot share one)."
        case let .weakValueType(type):
            return "`weak` is for references to objects of a class (a screen, a delegate object), which another owner keeps alive; a \(code(type)) is a value that is copied, never shared: remove `weak`."
        case .argumentToNoArgumentCall:
            return "The function or initializer called here takes no arguments: leave the parentheses empty and set what you meant to pass afterwards (`let vc = ResultViewController(); vc.paramEmail = …`), or check that you called the one you meant."
        case let .propertyNotInitialized(name?):
            return "`\(name)` has no default value, so your `init` must give it one before `super.init(…)` runs (the screen must be whole before UIKit sees it): set `self.\(name) = …` first, or give it a default (`var \(name) = …`) or make it optional."
        case .propertyNotInitialized(nil):
            return "Every stored property without a default value must be given one in each `init` before `super.init(…)`: set them first, or give them defaults or make them optional."
        case let .redundantConformance(type, protocolName):
            return "\(code(type)) already says it adopts `\(protocolName)` (in its declaration or another extension), and a type adopts a protocol once: remove `: \(protocolName)` from this one and keep its methods as they are."
        case .storedPropertyInExtension:
            return "An extension can add methods and computed properties, but not stored ones (`var x = …`, `let x: T`), because the object's size is fixed by its class: move the property into the class's own declaration, or make it computed (`var x: T { … }`)."
        case let .usedBeforeInitialized(name):
            return "Some path reaches this line without giving `\(name)` a value (an `if` without `else`, a `switch` case that does not set it): give it a value on every path, or a starting value where it is declared."
        case .returnInDefer:
            return "A `defer` block runs as the method ends and cannot leave it early, so it takes no `return`: put the test and its `return` in the method itself."
        case let .instanceMemberOnType(member, type):
            if type == "UserDefaults" {
                return "`\(member)` belongs to an object of type `UserDefaults`, not to the type itself: call it on the shared one, `UserDefaults.standard.\(member)…`."
            }
            let head = "`\(member)` belongs to each object of type \(code(type)), not to the type itself, and this line has no such object (it is in a `static` or `class` method or property, or reaches `\(member)` through the type's name): "
            if CompileErrorLesson.isStoryboard(member) {
                return head + "a `static` helper has no screen whose `storyboard` it could read, so take the storyboard as a parameter (`static func make(from storyboard: UIStoryboard)`, called with `storyboard!` from a screen), or load it by name, `UIStoryboard(name: \"Main\", bundle: nil)`."
            }
            if CompileErrorLesson.isScreenMember(member) {
                return head + "UIKit gives `\(member)` to each screen, so take the screen as a parameter of the helper and use `screen.\(member)`, or make the helper an instance method (no `static`)."
            }
            return head + "use it on the object you mean (`self` in an instance method, or an object you pass in), or declare it `static` if one value is shared by the whole type."
        case .localAction:
            return "This `@IBAction` is not a method of the class: it is written inside another function's body (as in `viewDidLoad`) or outside the class's braces, and the storyboard can only call a method of the class: put it inside the class, at the level of its other methods."
        case .staticAction:
            return "An `@IBAction` is called on the screen object the storyboard made, so it must be an instance method: remove `static` (or `class`) from its declaration; inside it, `self` is that screen and its outlets are there."
        case let .extraArgument(label):
            return "The function you call has no parameter `\(label)`: check its declaration and pass only what it takes (set other things on the object before the call, e.g. `vc.modalPresentationStyle = …` before `present`)."
        case let .staticMemberOnInstance(member, type):
            return "`\(member)` is declared `static`: it belongs to the type \(code(type)), not to each object, so an instance's code reaches it through the type's name: `\(type).\(member)` (or `Self.\(member)`)."
        case let .inaccessible(name, level):
            return "`\(name)` is declared `\(level)`, so only code inside its own type (\(level == "private" ? "and its extensions in the same file" : "in the same file")) may use it: give the other screen a property that is not private to set (`var \(name)…`), or remove `\(level)`."
        case let .setterInaccessible(name):
            return "`\(name)` can be read from here but not set, because its setter is private (`private(set)`) and only its own type may change it: make the setter visible (drop `private(set)`), or, if the type has a method of its own that sets it (a `configure(…)`), call that."
        case let .setterBelowProtocol(name, protocolName):
            return "`\(protocolName)` asks for `\(name)` with `{ get set }`, so code that holds any `\(protocolName)` may set it and its setter cannot be private: drop `private(set)` here, or make the protocol ask for `{ get }` only."
        case let .requiresConformance(type, protocolName):
            return "An encoder or decoder works only with types that say they can be coded: declare \(code(type)) as `\(protocolName == "Codable" ? "Codable" : protocolName)` (`struct \(type): Codable { … }`, every stored property of a codable type too)."
        case let .explicitSelf(name):
            return "Inside a closure that is kept for later, Swift wants you to write `self.\(name)`, so that you see the closure keeps `self`: write `self.\(name)`, or capture `[weak self]` and use `self?.\(name)` when the closure may outlive the screen."
        case let .nonEscapingStored(name):
            return "`\(name)` is a closure parameter Swift allows only while the function runs; to keep it (in a property, or for a completion called later), declare it `@escaping`: `\(name): @escaping (…) -> Void`."
        case .awaitMissing:
            return "This call is `async`: it may pause, and Swift wants you to mark the place with `await` (`let value = await load()`), inside an `async` function or a `Task { … }`."
        case .asyncInSyncContext:
            return "An `async` call can only be made from `async` code, which UIKit's methods (`viewDidLoad`, an `@IBAction`) are not: start the work in `Task { … }` (`Task { let value = await load(); label.text = value }`)."
        case let .useBeforeDeclaration(name):
            return "`\(name)` is used above the line that declares it, and a local exists only from its `let`/`var` on: move the declaration up, before its first use."
        case .switchNotExhaustive:
            return "A `switch` must handle every possible value: a text or a number can be anything, so add `default:` (what to do for any other value), or a case for `nil` when the value is optional."
        case let .existentialEquality(op, type) where op != "==" && op != "!=":
            let sample = op.hasPrefix("contains") ? "contains(where: { $0 === x })" : op.replacingOccurrences(of: "(of:)", with: "") + "(where: { $0 === x })"
            return "\(code(type)) can be any type that adopts the protocol, and `\(op)` looks for an equal element with `==`, which only values of one `Equatable` type have: find the same object with a test, `\(sample)` (make the protocol class-bound, `protocol … : AnyObject`, for `===`), or compare a property of yours (`$0.id == x.id`)."
        case let .notEquatable(op, type):
            return "\(code(type)) has no `\(op)` because it does not adopt `Equatable`: add `: Equatable` to its declaration (Swift writes `==` for you when every stored property or associated value has one), or for an enum test the case itself with `if case .someCase = value`, and for two objects of a class ask whether they are the same one with `\(op == "==" ? "===" : "!==")`."
        case let .extensionMethodOverridden(name, owner):
            return "\(code(name)) is declared in an extension of \(code(owner)), and a method of an extension can be overridden only when it is `@objc` (Xcode says \"overriding non-@objc declarations from extensions is not supported\"): declare it in the body of `class \(owner)` itself, or mark it `@objc`."
        case let .casePatternOnRawValue(type, member):
            let kind = type.hasPrefix("String") || type == "Substring" ? "text" : "a number"
            return "`case .\(member)` asks for a case of the value the `switch` is given, and \(code(type)) is \(kind), which has no cases: turn it into your enum first (`switch YourEnum(rawValue: \(type.hasSuffix("?") ? "value ?? \"\"" : "value"))`), or match the value itself (`case \(kind == "text" ? "\"…\"" : "1"):`)."
        case let .identityOnValue(op, type):
            return "`\(op)` asks whether two references are the very same object, so it works only on class instances, and \(code(type)) is a value (strings, numbers, structs and enums are compared by what they hold): compare them with `\(op == "===" ? "==" : "!=")`."
        case let .existentialEquality(op, type):
            return "\(code(type)) can be any type that adopts the protocol, and `\(op)` compares only values of one `Equatable` type: to ask whether two references are the same object, compare with `\(op == "==" ? "===" : "!==")` (make the protocol class-bound, `protocol … : AnyObject`, if Swift asks for it)."
        }
    }
    func crashReason(_ reason: CrashReasonText) -> String {
        switch reason {
        case let .homeQuota(megabytes): return "The app stored more than \(megabytes) MB in its home folder."
        case let .timeout(seconds, cpu?, true): return "The app was still running after \(seconds) s (computing all the time, \(cpu) s of CPU: an endless loop)."
        case let .timeout(seconds, cpu?, false): return "The app was still running after \(seconds) s (only \(cpu) s of it on the CPU: waiting for something that never happens, or a machine too busy)."
        case let .timeout(seconds, nil, _): return "The app was still running after \(seconds) s (an endless loop, or waiting for something that never happens)."
        case let .outputLimit(bytes): return "The app wrote more than \(bytes) bytes of output."
        case let .fileSizeLimit(bytes): return "The app wrote more than \(bytes) bytes."
        case let .cpuLimit(seconds): return "The app used more than \(seconds) s of CPU time."
        case .killedFromOutside: return "The app was stopped from outside (SIGKILL), not by its own code: the machine may have run short of memory, or someone stopped the run."
        case let .signal(number, name): return "The app was killed by signal \(number) (\(name))."
        case let .exit(status): return "The app ended with exit(\(status)) before the steps finished."
        }
    }
    // MARK: Book and learner loop (issue 31)
    var siteZoomIn: String { "Full size" }
    var siteZoomFit: String { "Fit" }
    func terminalTimelineFolded(lines: Int) -> String { "(the failing step only; \(lines) more line\(lines == 1 ? "" : "s"): --full-timeline or `workbook trace` shows the whole)" }
    func terminalStepHeading(index: String, text: String) -> String { text.isEmpty ? "step \(index)" : "step \(index): \(text)" }
    func loopNoExerciseHere(path: String) -> String { "\(path): error: no exercise here (no checks.yaml in this folder or above it); run `workbook check` in an exercise's folder, give its id or folder (`workbook check lost-value-vc1-vc2-vc3`), or give --project and --exercise" }
    func loopNoSuchExercise(id: String, suggestion: String?, known: String) -> String {
        "error: no exercise `\(id)` here" + (suggestion.map { "; did you mean `\($0)`?" } ?? "") + " The exercises are: \(known)"
    }
    func loopNoSuchCommand(name: String, suggestion: String?) -> String {
        "error: workbook has no command `\(name)`" + (suggestion.map { "; did you mean `workbook \($0)`?" } ?? "") + " (`workbook --help` lists them)"
    }
    func watchReportCut(lines: Int) -> String { "… \(lines) more line\(lines == 1 ? "" : "s") (a taller window, or `workbook check`, shows them)" }
    var storyboardNotWellFormed: String { "the storyboard is not well-formed XML here: every element must be closed and every attribute value quoted" }
    func storyboardElementNotClosed(element: String) -> String { "the <\(element)> that starts here is never closed: its </\(element)> is missing (or a tag inside it is not closed)" }
    var storyboardFixTheXML: String { "Put the missing part back (undo your last edit of the storyboard, or compare it with the exercise's original); Xcode cannot open the storyboard as it is either." }
    var checkerNotGradedCannotBeChecked: String { "Not graded: the project cannot be checked as it is:" }
    var diagnosticErrorWord: String { "error" }
    func projectMainStoryboardMissing(name: String) -> String { "the app's main storyboard, \(name).storyboard, is missing: Info.plist names it, and the app's first screen comes from it" }
    var projectPutTheFileBack: String { "Put the file back: undo its deletion (git checkout, or your editor's undo), or copy it from the exercise as it was given." }
    // MARK: Screens (issue 32)
    func screensActualAtStep(_ step: Int) -> String { "The screen after step \(step)" }
    func screensExpectedScene(_ className: String) -> String { "Expected: the storyboard scene of \(className)" }
    func screensExpectedLabel(_ outlet: String) -> String { "Expected: the same screen with \(outlet)'s expected text" }
    func screensFileActual(_ path: String) -> String { "screen at the failing step: \(path)" }
    func screensFileExpected(_ path: String) -> String { "expected screen: \(path)" }
    func screensWritten(count: Int, folder: String) -> String { "\(count) screen picture\(count == 1 ? "" : "s") written to \(folder)" }
    var screensCanvasCaption: String { "The scenes as Interface Builder's canvas shows them (initial texts and values)" }
    // MARK: Teaching from evidence, data flow (issue 27)
    func ruleLabelNeverSet(outlet: String) -> String {
        "Nothing in your code sets `\(outlet).text`, so the label keeps the text the storyboard gave it. Set it where the screen receives or shows the value (viewDidLoad, or viewWillAppear to refresh it each time)."
    }
    func ruleStoresDiffer(read: String, owner: String, line: Int, member: String, write: String, writer: String, writeLine: Int) -> String {
        "The screen shows `\(read)` (\(owner), line \(line)), and nothing in your code gives `\(member)` a value; the value is kept elsewhere, with `\(write)` (\(writer), line \(writeLine)), which nothing reads. The screen that keeps the value and the screen that shows it use two different stores: write and read the same one."
    }
    func ruleOtherScreenView(read: String, line: Int, outlet: String?, screen: String?) -> String {
        let what = outlet.map { name in "`\(name)`, a view of \(screen ?? "another screen")" } ?? "a view found by its tag"
        return "The value shown is read with `\(read)` (line \(line)) from \(what), not from a value given to this screen. A screen's views are no place to keep a value: they exist only while that screen's view is loaded and something keeps the screen (before its view loads its outlets are nil; once it is popped or dismissed, nothing holds it; a tag finds only a view that has that tag). Give the value itself to the screen that shows it: a property set before it appears (in prepare(for:sender:)), or, going back, through the navigation stack, `presentingViewController` or a delegate, from where the value is typed."
    }
    func ruleWrittenNeverRead(property: String, line: Int) -> String {
        "`\(property)` is given a value (line \(line)), but nothing in your code reads it: the value arrives and the screen never shows it. Use `\(property)` where the screen fills its labels."
    }
    // MARK: Teaching from evidence, conditions (issue 27)
    private func conditionList(_ conditions: [ConditionText]) -> String {
        conditions.map { "`\($0.text)` (line \($0.line))" + ($0.holds ? "" : " is false") }.joined(separator: " and ")
    }
    func ruleConditionDecided(statement: String, method: String, line: Int, conditions: [ConditionText]) -> String {
        "`\(statement)` (line \(line), in `\(method)`) runs only when \(conditionList(conditions)). In this run what it does never showed: read that condition against what the user did (a test the wrong way round, `==` for `!=`, a `!` too many or too few)."
    }
    func ruleCallerUnderCondition(setter: String, method: String, call: String, caller: String, line: Int, conditions: [ConditionText]) -> String {
        "`\(setter)` is set in `\(method)`, and your code calls it (`\(call)`, line \(line), in `\(caller)`) only when \(conditionList(conditions)). In this run the value never arrived: read that condition against what the user did."
    }
    func ruleMethodNeverCalled(setter: String, method: String, line: Int) -> String {
        "`\(setter)` is set in `\(method)` (line \(line)), but nothing in your code calls `\(method)`, so it never runs. Call it where the value is ready (the screen that sends it: `delegate?.\(method.split(separator: "(").first.map(String.init) ?? method)(…)`)."
    }
    func ruleContainmentTeardownOnShownScreen(action: String, statement: String, line: Int, screen: String, presenter: String?, expected: String) -> String {
        "\(action) ran and took the screen away as a child leaves its parent: `\(statement)` (line \(line)). But \(screen) was presented\(presenter.map { " by \($0)" } ?? ""), not added as a child: it has no parent, so removeFromParent() and willMove(toParent: nil) do nothing, and it stays presented\(presenter.map { " (\($0)'s presentedViewController)" } ?? ""), so \(expected) never came back on screen. A presented screen goes away by being dismissed: replace those lines with `dismiss(animated: true)`."
    }
    func ruleNoTransitionInAction(action: String, expected: String, suggestion: String) -> String {
        "\(action) ran, but it has no line that changes the screen (no `pushViewController`, `present`, `show`, `performSegue`, `dismiss` or `popViewController`), so \(expected) never came on screen. Change the screen there, for example with `\(suggestion)`."
    }
    func ruleWrongBranch(subject: String, actual: String, expected: String, condition: String, line: Int, actualWhenTrue: Bool) -> String {
        "`\(subject)` shows \(actual), the value your code picks when `\(condition)` (line \(line)) is \(actualWhenTrue ? "true" : "false"); \(expected) is picked when it is \(actualWhenTrue ? "false" : "true"). So `\(condition)` was \(actualWhenTrue ? "true" : "false") here: check what gives it its value and whether the test is the right way round."
    }
    func ruleControlKeptInRange(statement: String, line: Int, control: String, className: String, asked: String, kept: String,
                                bound: String, boundValue: String, boundSetInCode: Bool) -> String {
        "`\(statement)` (line \(line)) asked `\(control)` for \(asked), and it kept \(kept): a `\(className)` keeps its `value` within `minimumValue...maximumValue`, and its `\(bound)` is \(boundValue)"
            + (boundSetInCode ? " at that moment. " : " (no line sets it: that is a new \(className)'s default). ")
            + "So every value read from `\(control)` after that line is \(kept), not \(asked). Give `\(control).\(bound)` a value that lets \(asked) in before setting the value, or read the value from where it comes from."
    }
    func rulePickerWithoutRows(statement: String, line: Int, picker: String, ignoredSelect: Bool, noDataSource: Bool) -> String {
        (ignoredSelect ? "`\(statement)` (line \(line)) selected nothing: `\(picker)` has no rows, so UIKit ignores the selection, and `selectedRow(inComponent:)` gives -1. "
                       : "`\(statement)` (line \(line)) gave -1: `\(picker)` has no rows in that component, and a picker view without rows has no selected row. ")
            + (noDataSource ? "A picker view asks its `dataSource` how many rows it has, and no line sets `\(picker).dataSource`: set it (and `delegate`, for the titles) in `viewDidLoad`, for example `\(picker).dataSource = self`."
                            : "Its `dataSource` gives it no rows at that moment: check `numberOfComponents(in:)` and `pickerView(_:numberOfRowsInComponent:)`.")
    }
    func ruleSegmentNotSelected(statement: String, line: Int, control: String, madeInCode: Bool) -> String {
        "`\(statement)` (line \(line)) was -1 (`UISegmentedControl.noSegment`): no segment of `\(control)` was selected. "
            + (madeInCode ? "A segmented control made in code selects no segment" : "This segmented control's storyboard selects no segment")
            + " until the code sets `selectedSegmentIndex` or the user taps one, and in this check nobody taps it. Select the starting segment where the control is set up, for example `\(control).selectedSegmentIndex = 0` in `viewDidLoad`."
    }
    func ruleSwitchNeverSet(statement: String, line: Int, control: String) -> String {
        "`\(statement)` (line \(line)) was false: `\(control)` is a switch made in code, a new `UISwitch` is off, and no line turns it on (in this check nobody touches it). If it should start on, set `\(control).isOn = true` where it is made; if the work should not depend on it, do not test it."
    }
    func ruleUnknownUIKitKey(lookup: String, line: Int, rawValue: String, madeAt: String?, madeLine: Int?, known: String, constant: String?) -> String {
        let made = madeAt.map { made in "The key is made by hand, `\(made)`\(madeLine.map { " (line \($0))" } ?? ""): it compiles, because such a key is a string underneath, but UIKit knows only its own keys (\(known)), so a key made from \"\(rawValue)\" finds nothing." } ?? "The key \"\(rawValue)\" is not one of UIKit's own keys (\(known)), so it finds nothing."
        let fix = constant.map { "Use UIKit's constant: `forKey: \($0)`." } ?? "Use UIKit's constants `.from` or `.to`."
        return "`\(lookup)` (line \(line)) gave nil in this run. \(made) Everything that needed the answer was skipped. \(fix)"
    }
    func ruleDiscardableResultIgnored(place: String, method: String, returned: String, copy: Bool, owner: String, explicit: Bool, copyOf: String?) -> String {
        if copy, let given = copyOf {
            return "At \(place), `\(method)` returns a new `\(returned)` made from `\(given)` (\(returned.hasPrefix("[") ? (returned.contains(":") ? "a dictionary" : "an array") : returned == "String" ? "a string" : "a struct") is a value: the function got a copy, and `\(given)` itself is not changed by it), and this line throws that new value away\(explicit ? " with `_ =`, which tells Swift not to warn" : "; `@discardableResult` keeps Swift from warning"). So `\(given)` keeps what it held, and everything read from it after is the old value. Keep the result: assign it back (`\(given) = \(method.prefix { $0 != "(" })(…)`)."
        }
        if copy {
            return "At \(place), `\(method)` returns a changed copy of the `\(owner)` (a struct is a value: the method changes its own copy, not the one it is called on), and this line throws that copy away\(explicit ? " with `_ =`, which tells Swift not to warn" : "; `@discardableResult` keeps Swift from warning"). The value it is called on is unchanged. Keep the result: chain the calls and use the last one's result, or assign it back (`x = x.\(method.prefix { $0 != "(" })(…)`)."
        }
        return "At \(place), `\(method)` answers a `\(returned)`, and this line throws the answer away; `@discardableResult` keeps Swift from warning. The code after it goes on whatever the answer was. Use it: `guard \(method.prefix { $0 != "(" })(…) else { return }` before what it should allow."
    }
    func ruleDiscardedResult(place: String, kind: WarningKind) -> String {
        guard case let .unusedResult(call, _, _) = kind else { return "" }
        let full = ruleCompilerWarning(place: place, warning: "", kind: kind)
        let meaning = full.components(separatedBy: "That is why it fails: ").last ?? ""
        return "At \(place), the result of `\(call)` is thrown away (`_ =`), so Swift says nothing, but it is the cause: \(meaning)"
    }
    func ruleEnumCaseNameAsText(text: String, enumName: String, rawValue: String, place: String?) -> String {
        "The text this run used was \"\(text)\": the *name* of the case `\(enumName).\(text)`, whose raw value is \"\(rawValue)\". "
            + (place.map { "At \($0) an enum value is turned into text, and " } ?? "")
            + "an enum value turned into text (`\"\\(value)\"`, `String(describing:)`) gives its case's name, not its raw value. Use `.rawValue` (`\(enumName).\(text).rawValue` is \"\(rawValue)\")."
    }
    func ruleTransitionStyleIsNotPresentation(assignment: String, line: Int) -> String {
        "`\(assignment)` (line \(line)) sets only the animation the screen comes in with (`modalTransitionStyle`), not how it is presented: that is `modalPresentationStyle`, which no line sets, so it stays the default."
    }
    func ruleActionHandlerCycle(statement: String, line: Int, method: String, className: String, control: String?) -> String {
        "The handler of the `UIAction` at line \(line) (`\(statement)`, in `\(method)`) uses `self` strongly. \(control.map { "`\($0)`" } ?? "The control or bar button item it is given to") keeps its actions, each action keeps its handler, and the handler keeps this \(className); the \(className) keeps \(control.map { "`\($0)`" } ?? "that control") (in its view or navigation item). They hold each other, a retain cycle the property list does not show (the handler is a closure), so the screen is never released. Capture it weakly: `UIAction { [weak self] _ in … }`, then use `self?.`."
    }
    func ruleSegueBackToScreenBelow(receiver: String, identifier: String, owner: String, target: String, directlyBelow: Bool, call: String?, line: Int?) -> String {
        let place = call.map { c in " (`\(c)`" + (line.map { ", line \($0))" } ?? ")") } ?? (line.map { " (line \($0))" } ?? "")
        return "`performSegue(withIdentifier: \"\(identifier)\")` was sent to \(receiver)\(place), but the segue \"\(identifier)\" starts at \(owner)'s scene, not \(receiver)'s, so UIKit ended the app. "
            + "And it is not the way back: \(target) is already in the navigation stack below \(receiver), and a segue would make a new one. Go back to it with "
            + (directlyBelow ? "`navigationController?.popViewController(animated: true)`" : "`navigationController?.popToViewController(_:animated:)` (passing that screen from `viewControllers`)")
            + " or an unwind segue."
    }
    func ruleUnitFactor(expected: String, actual: String, factor: String, larger: Bool, came: String, meant: String,
                        statement: String?, line: Int?, secondsMember: String?) -> String {
        let opening = "The number came out as \(actual) where \(expected) was expected: \(factor) times " + (larger ? "too large" : "too small")
            + ", the same amount counted in \(came) instead of \(meant). "
        let convert = larger ? "divide by \(factor)" : "multiply by \(factor)"
        guard let statement else { return opening + "Convert once, where the value is handed on (\(convert)), or keep one unit throughout." }
        if let secondsMember {
            return opening + "`\(statement)` (line \(line ?? 0)) reads `\(secondsMember)`, which is counted in seconds: convert there (\(convert)), or keep one unit throughout."
        }
        return opening + "`\(statement)` (line \(line ?? 0)) converts by that factor: that is where the unit changed. Hand the value on in the unit the other screen shows (leave the conversion out), or convert it back where it is shown."
    }
    func ruleOptionZero(type: String, option: String, declarationLine: Int, test: String, line: Int) -> String {
        "`\(type).\(option)` (line \(declarationLine)) has the raw value 0: no bit at all, the empty set. Every set contains the empty set, so `\(test)` (line \(line)) is true whatever the user chose, and inserting `.\(option)` changes nothing. Give each option its own bit: `1 << 0`, `1 << 1`, `1 << 2`…"
    }
    func ruleOptionSameBit(type: String, first: String, second: String, value: Int, firstLine: Int, secondLine: Int, test: String, line: Int) -> String {
        "`\(type).\(first)` (line \(firstLine)) and `\(type).\(second)` (line \(secondLine)) have the same raw value, \(value): they are one bit under two names, so a set holding one holds the other, and `\(test)` (line \(line)) cannot tell them apart. Give each option its own bit (`1 << 0`, `1 << 1`, …)."
    }
    func ruleOptionEquals(set: String, option: String, test: String, line: Int) -> String {
        "`\(test)` (line \(line)) compares the whole set: `\(set)` holds more than `.\(option)`, so it is not equal to `.\(option)` alone and the test is false. To ask whether the set has that option, write `\(set).contains(.\(option))`."
    }
    func ruleBitTestedWithOr(test: String, bits: String, flag: String, line: Int) -> String {
        "`\(test)` (line \(line)) tests the flag with `|`, which *sets* the bit: `\(bits) | \(flag)` always has that bit, whatever `\(bits)` holds, so the test always gives the same answer. Test a bit with `&`: `(\(bits) & \(flag)) != 0`."
    }
    func ruleDismissClosedWhatItPresents(receiver: String, presented: String, written: String, line: Int, method: String) -> String {
        "Your `\(written)` (line \(line), in `\(method)`) ran on \(receiver) while \(receiver) was presenting \(presented). `dismiss` on a screen that presents another closes the one it presents, \(presented), and \(receiver) itself stays on screen. Dismiss \(receiver) when nothing is over it (after \(presented) is gone, or without putting \(presented) up first), or ask its `presentingViewController` to dismiss."
    }
    var alertNeverPresented: String {
        "It is an alert's action, and no alert was presented in this run: an alert runs an action's handler when the user taps that button, and an alert that is made but never given to `present(_:animated:)` shows no buttons at all."
    }
    func alertHandlerHoldsWork(statement: String, line: Int) -> String {
        "Here `\(statement)` (line \(line)) is in one of the alert's action handlers, and it never ran: move it out of the handler, to where the user's action runs."
    }
    func ruleIgnoredUnwind(action: String, source: String, refusedBy: [String], overrideLine: Int?, testsSource: Bool, notExposed: (owner: String, line: Int)?) -> String {
        let opening = "The unwind segue from \(source) (action `\(action)`) went nowhere, and UIKit gave it up without a word: "
        if refusedBy.isEmpty, let notExposed {
            return opening + "UIKit looks for the action `\(action)` through the Objective-C runtime on the screens on the way back, and \(notExposed.owner)'s `\(action.replacingOccurrences(of: ":", with: ""))` (line \(notExposed.line)) is a plain Swift method, not marked `@IBAction` (nor `@objc`): the runtime cannot see it, so no screen has the action. Mark it: `@IBAction func \(action.replacingOccurrences(of: ":", with: ""))(_ segue: UIStoryboardSegue)`."
        }
        if refusedBy.isEmpty {
            return opening + "UIKit looks for the action on the screens on the way back (the parents and presenters of \(source)), and none of them has `\(action)`. Declare `@IBAction func \(action.replacingOccurrences(of: ":", with: ""))(_ segue: UIStoryboardSegue)` in the screen the unwind should go back to."
        }
        let who = refusedBy.joined(separator: ", ")
        return opening + "\(who) has that action, but its `canPerformUnwindSegueAction(_:from:sender:)`" + (overrideLine.map { " (line \($0))" } ?? "")
            + " answered false, so UIKit went on looking and found no other screen that takes it. " + (testsSource ? "`fromViewController` there is the screen the unwind starts from (\(source)), not the one below it. " : "") + "Return true for this action (or leave the method out: by default a screen takes an unwind action it has)."
    }
    func ruleEarlierBranchTakesIt(identifier: String, first: String, firstLine: Int, meant: String, meantLine: Int) -> String {
        "In this run the segue was \"\(identifier)\", and `\(first)` (line \(firstLine)) comes first and held for it too, so the branch written for it, `\(meant)` (line \(meantLine)), never ran: an `if`/`else if` chain runs the first branch whose test holds. Make the first test exact (compare the whole identifier), or put the branch for \"\(identifier)\" first."
    }
    func ruleStackReplaced(written: String, line: Int, method: String, stack: [String]) -> String {
        "Your `\(written)` (line \(line), in `\(method)`) replaced the whole navigation stack with the list it was given: the stack is now \(stack.joined(separator: ", ")), and the screens that were in it before are gone (there is nothing to go back to). To add a screen on top of the ones already there, push it (`navigationController?.pushViewController(_:animated:)`); `setViewControllers` is for replacing the stack on purpose."
    }
    func ruleValueScaled(statement: String, line: Int, part: String, expected: String, result: String, actual: String) -> String {
        "On its way the value went through `\(part)`, in `\(statement)` (line \(line)), which turns \(expected) into \(result)\(result == actual ? "" : ", shown as \(actual)"): the value was converted, and the screen shows it in the unit it had. Pass it on as it is (or convert it back where it is shown)."
    }
    func ruleValueRemoved(statement: String, line: Int, removed: String) -> String {
        "Nothing of the value arrived: `\(statement)` (line \(line)) replaces every \"\(removed)\" with nothing, and \"\(removed)\" is what the value was (or held). Pass the value on as it is."
    }
    func stringOrigin(value: String, origin: StringOrigin, meant: String?) -> String {
        switch origin {
        case let .constant(name, line):
            return "\"\(value)\" is the value of your constant `\(name)` (line \(line)): " + (meant.map { "change it there to \"\($0)\"." } ?? "change it there.")
        case let .implicitRawValue(enumName, caseName, line):
            return "\"\(value)\" is not written anywhere in your code: it is the raw value of `\(enumName).\(caseName)` (line \(line)), and a case of a `String` enum with no `= \"…\"` has its own name as its raw value. Write the raw value the storyboard has: `case \(caseName) = \"\(meant ?? "…")\"`."
        case let .typeName(expression, line):
            return "\"\(value)\" is not written anywhere in your code: `\(expression)` (line \(line)) makes it from the name of the class. The storyboard does not use class names as identifiers unless you type them there: give that class the identifier the storyboard has" + (meant.map { " (\"\($0)\")" } ?? "") + ", or type the class name into the scene's field."
        }
    }
    func ruleEnumRawValueCase(enumName: String, raw: String, meant: String) -> String {
        "A case of your enum `\(enumName)` has the raw value \"\(raw)\", but the storyboard's segue is \"\(meant)\". Identifiers are case-sensitive, so `\(enumName)(rawValue:)` gives nil for that segue and a comparison with `.rawValue` is always false: the code meant for it never runs, and nothing says so. Write the raw value exactly as the storyboard does: \"\(meant)\"."
    }
    func ruleCompilerWarning(place: String, warning: String, kind: WarningKind) -> String {
        let meaning: String
        switch kind {
        case .castAlwaysFails: meaning = "the cast gives nil every time, so the code that needs its result never runs. Cast what really holds that class (`segue.source`, `segue.destination`, `presentingViewController`…)"
        case .releasedAtOnce: meaning = "the object is released as soon as it is made: a `weak` property keeps nothing, so it is nil after that line. Give it an object something else already holds (for a delegate, the screen that should receive the calls, often `self`), not a new one"
        case .neverExecuted: meaning = "the code after it can never run"
        case .alwaysSame: meaning = "the test gives the same answer every time, so one branch never runs"
        case let .unusedResult(call, receiver, mutating):
            let on = receiver.map { "`\($0)`" } ?? "what it is called on"
            meaning = "`\(call)` changes nothing: it returns a new value and leaves \(on) as it was, and that new value is thrown away, so the code after it works with the value unchanged. "
                + (mutating.map { "Use the call that changes it in place, `\(receiver.map { $0 + "." } ?? "")\($0)`, or keep the result (`\(receiver ?? "x") = …`)" }
                   ?? "Keep the result: assign it (`\(receiver ?? "x") = \(receiver.map { $0 + "." } ?? "")\(call)(…)`) or use it where the value is needed")
        case let .unusedValue(name):
            meaning = "`\(name)` is worked out and never used: the lines after it still use the value it was worked out from. Use `\(name)` where the value is needed"
        case .notCalled:
            meaning = "the line names a closure or a method without calling it (no `()` after it), so what it holds never runs. Call it: add `()` (with its arguments)"
        }
        return "Swift warned at \(place): \"\(warning)\". That is why it fails: \(meaning)."
    }
    func ruleTransitionInLifecycle(call: String, method: String, owner: String, line: Int, closes: Bool) -> String {
        "`\(call)` is in \(owner)'s `\(method)` (line \(line)): UIKit calls that method each time the screen loads or is about to appear, "
            + (closes ? "so the screen goes away as soon as it comes. Move the call into the action that should close the screen."
                      : "so it moves on to the next screen by itself, before the user does anything. Move the call into the action the user triggers.")
    }
    func ruleWrongStoryboardIdentifier(identifier: String, line: Int, made: String, expected: String, expectedIdentifier: String?) -> String {
        "`instantiateViewController(withIdentifier: \"\(identifier)\")` (line \(line)) made a \(made): \"\(identifier)\" is the Storyboard ID of a \(made) scene. "
            + (expectedIdentifier.map { "\(expected)'s scene has the ID \"\($0)\": use that." } ?? "Give \(expected)'s scene a Storyboard ID (Identity inspector) and use it.")
    }
    func ruleCastNeverMatches(statement: String, method: String, line: Int, name: String, object: String, type: String, actual: String, fresh: Bool, unwrapped: Bool, direct: String?) -> String {
        "In \(method), `\(statement)` (line \(line)) did nothing: `\(name)` is `\(object) as? \(type)`, and `\(object)` is "
            + (fresh && actual == type ? "a new \(actual), made right there: not the one on screen, so the value went to a controller nobody shows. "
               : (fresh ? "a new \(actual), made right there" : "\(actual) in this run") + ", not a \(type), so the cast gave nil and " + (unwrapped ? "the unwrap stopped before the line. " : "the optional chain skipped the line. "))
            + (direct.map { "`\(object)` already is the \($0) you want: cast it directly, `\(object) as? \($0)`, without going through a \(type)." }
               ?? (method.contains("prepare(for:sender:)") ? "Cast the object that really is the \(type) (in prepare(for:sender:), `segue.destination`)." : "Reach the object that really is the \(type)."))
    }
    func ruleSetOnDisappear(target: String, owner: String, method: String, line: Int) -> String {
        "`\(target)` is set only in \(owner)'s `\(method)` (line \(line)), which runs as the screen goes away, not when it comes back: the value that arrived later was never shown. Set it in `viewWillAppear(_:)`."
    }
    func ruleOutletInInit(outlet: String, className: String, method: String, line: Int) -> String {
        "\(className)'s `\(method)` reads the outlet `\(outlet)` (line \(line)), but outlets are connected only when the view loads, after `\(method)`: `\(outlet)` is still nil there, so the implicit unwrap crashes. Move that line to `viewDidLoad()` or to the action where the user has given the value."
    }
    func skippedFreshInstance(expression: String, link: String) -> String {
        "`\(expression)` makes a new controller that is on no screen, so its `\(link)` is nil. Use the controller that is on screen (`self`, or the one UIKit hands you)"
    }
    // MARK: Hostile round 4 (trust)
    func gateReplacesWhatReflectionShows(name: String) -> String {
        "`\(name)` replaces what reflection shows of an object; the checker reads your properties by reflection (as UIKit reads outlets through the Objective-C runtime, which never asks it), so it is not allowed in workbook submissions. Remove it; `print` or `dump` the values you want to see."
    }
    // MARK: Teaching from evidence, timing and receivers (issue 27, round 3)
    func ruleStatementTiming(statement: String, owner: String, method: String, line: Int, timing: StatementTiming, suggestion: TimingSuggestion?) -> String {
        let head = "`\(statement)` (line \(line)) is in \(owner)'s `\(method)`"
        let when: String
        switch timing {
        case .never:
            when = ", which did not run during this check, so that line never took effect."
        case let .beforeAction(nil, action, actionStep):
            when = ", which did not run after `\(action)` (step \(actionStep)) gave the value, so what the check reads was never updated."
        case let .beforeAction(lastStep?, action, actionStep):
            when = ", which last ran at step \(lastStep), before `\(action)` (step \(actionStep)) gave the value, and not again after it, so what the check reads was never updated."
        case let .beforeInput(step, control, inputStep):
            when = ", which ran at step \(step), before `\(control)` was filled in at step \(inputStep): it passed on what the control held then."
        case let .afterRead(step, reader, readStep):
            when = ", which ran only at step \(step), after `\(reader)` had already read the value (step \(readStep)): too late to be seen."
        case let .inCompletion(call, reader):
            when = ", inside the completion closure of `\(call)`: UIKit runs that closure once the transition has finished, after `\(reader)` had already read the value, so the screen showed the old one."
        case let .inDelayedClosure(call, reader):
            when = ", inside the closure of `\(call)`: that closure runs later, on a later turn of the main queue, and by then `\(reader)` had already read the value, so the screen showed the old one."
        case let .beforeWrite(step, source, writeStep):
            when = ", which ran at step \(step), before \(source) was written at step \(writeStep): it copied the old value, and the copy was not read again."
        }
        let advice: String
        switch suggestion {
        case let .appears(method)?: advice = " Move it to `\(method)`, which runs each time the screen comes on screen (again)."
        case let .unwind(method)?: advice = " Move it to the unwind action `\(method)`, which UIKit calls on this screen when the unwind segue arrives."
        case let .loads(method)?: advice = " Move it to `\(method)`, which runs when the new screen loads."
        case let .action(method)?: advice = " Move it to `\(method)`, the action that runs once the user is done."
        case let .beforeCall(call)?: advice = call.hasPrefix("DispatchQueue") ? " Do it right away, before the transition, not in `\(call)`." : " Give the value before calling `\(call)`, not in its completion."
        case nil:
            if case let .afterRead(_, reader, _) = timing {
                advice = " Give the value earlier, in a method that runs before `\(reader)` reads it (the action that starts the transition, or `prepare(for:sender:)`), or let `\(reader)` read it where it already is."
            } else {
                advice = " Move it to a method that runs after the value is there."
            }
        }
        return head + when + advice
    }
    func ruleUnguardedTransition(call: String, action: String, line: Int, input: String?, guardText: String?, guardMethod: String?, guardLine: Int?, askedShouldPerform: Bool, sideTest: String?, sideLine: Int?) -> String {
        if let sideTest, let sideLine {
            return "`\(call)` (line \(line)) runs on every path of `\(action)`: your `\(sideTest)` (line \(sideLine)) does test the input, but its branch ends and the method goes on to line \(line) either way (the call is after the `if`, not under it), so the screen changed even though it should not have. End that branch with `return` (or put the call in its `else`)."
        }
        var text = "`\(call)` (line \(line)) runs on every path of `\(action)`: nothing in that action tests the input\(input.map { " (`\($0)`)" } ?? "") before it, so the screen changed even though it should not have."
        if let guardText, let guardMethod, let guardLine {
            text += " Your test `\(guardText)` (line \(guardLine)) is in `\(guardMethod)` instead: its `return` leaves `\(guardMethod)`, not `\(action)`."
        }
        if askedShouldPerform {
            text += " `shouldPerformSegue(withIdentifier:sender:)` is not asked for a `performSegue` from code."
        }
        return text + " Put the test in `\(action)`, before the call."
    }
    func ruleUnwindOnOtherScene(receiver: String, receiverClass: String, identifier: String, owner: String) -> String {
        "`performSegue(withIdentifier: \"\(identifier)\")` was sent to \(receiver), but the unwind segue \"\(identifier)\" was made from \(owner)'s scene (dragged from that scene to its Exit), so \(receiverClass) has none by that name and UIKit ended the app. An unwind segue belongs to the screen it leaves: make it from \(receiverClass)'s scene, dragging from its controller to its Exit, and give it this identifier."
    }
    func ruleSegueOnOtherReceiver(receiver: String, identifier: String, owner: String, fresh: Bool, call: String?, line: Int?) -> String {
        let place = call.map { c in " (`\(c)`" + (line.map { ", line \($0))" } ?? ")") } ?? ""
        if fresh {
            return "`performSegue(withIdentifier: \"\(identifier)\")` was sent to \(receiver)\(place), a controller made in code, not by the storyboard: it has no segues at all, so UIKit ended the app. The segue \"\(identifier)\" starts at \(owner)'s scene: call `performSegue` on that controller (`self` there)."
        }
        return "`performSegue(withIdentifier: \"\(identifier)\")` was sent to \(receiver)\(place), but the segue \"\(identifier)\" starts at \(owner)'s scene, not \(receiver)'s, so UIKit ended the app. Call `performSegue` on the \(owner) that is on screen (`self` there)."
    }
    func shouldPerformAskItYourself(call: String, line: Int, method: String, identifier: String) -> String {
        "Here `\(call)` (line \(line), in `\(method)`) ran and your `shouldPerformSegue` was never asked about \"\(identifier)\": ask it yourself there, `if shouldPerformSegue(withIdentifier: \"\(identifier)\", sender: sender) { performSegue(…) }`, or make its test before the call."
    }
    func shouldPerformTestToRepeat(test: String, line: Int, action: String?) -> String {
        "Your `shouldPerformSegue` tests `\(test)` (line \(line)); that test is not asked for a `performSegue` from code, so make it yourself"
            + (action.map { " in `\($0)`, before calling `performSegue`." } ?? " before calling `performSegue`.")
    }
    func ruleKeyNeverWritten(key: String, reader: String, line: Int) -> String {
        "`\(reader)` reads the key \"\(key)\" (line \(line)), but nothing in your code ever writes that key, so the read finds nothing. Store the value under \"\(key)\" (`UserDefaults.standard.set(…, forKey: \"\(key)\")`) where the user's value is ready, before this screen reads it."
    }
    func ruleTransitionInInit(call: String, owner: String, method: String, line: Int) -> String {
        "`\(call)` is in \(owner)'s `\(method)` (line \(line)): UIKit runs it when the storyboard creates the screen, before its view loads and before anything is on screen, so `prepare(for:sender:)` read \(owner)'s own outlets while they were still nil and the implicit unwrap crashed. Move the call into the action the user triggers."
    }
    func ruleUnknownStoryboardName(name: String, names: String, caseHint: String?) -> String {
        "The app has no storyboard named \"\(name)\", so `UIStoryboard(name:bundle:)` ended the app. Its storyboards are: \(names)."
            + (caseHint.map { " Names are case-sensitive: write \"\($0)\"." } ?? " Give the file's name without `.storyboard`, spelled exactly.")
    }
    func rulePresentedItself(controller: String, call: String?, line: Int?) -> String {
        "\(controller) was asked to present itself" + (line.map { l in " (" + (call.map { "`\($0)`, " } ?? "") + "line \(l))" } ?? "") + ": a screen cannot be presented on top of itself, so UIKit ended the app. Present the other screen (the one you made or got from the storyboard), not `self`."
    }
    func popToIndexNote(argument: String, line: Int, index: Int, below: Int, enumName: String?, firstCase: String?, firstRaw: Int?, enumLine: Int?) -> String {
        let head = "The screen given to it is `\(argument)` (line \(line)), which picked index \(index): a stack counts from 0, so the screen just below the top is at index \(below)."
        guard let enumName, let firstCase, let firstRaw, let enumLine else { return head }
        return head + " The index is a raw value of `\(enumName)`, whose cases are numbered from \(firstRaw) (`case \(firstCase) = \(firstRaw)`, line \(enumLine)): each case's raw value is \(firstRaw == 1 ? "one" : "\(firstRaw)") past the place of the screen it names. Number the cases from 0 (drop `= \(firstRaw)`), or subtract \(firstRaw) where you index."
    }
    func ignoredCallPlace(line: Int, method: String, step: Int) -> String {
        " The call is on line \(line), in `\(method)`, which ran at step \(step)."
    }
    func ruleFilterKeepsTheChild(closure: String, line: Int) -> String {
        "`filter` keeps the elements for which its closure is true: `\(closure)` (line \(line)) keeps the finished child and drops the others, so the child stays in childCoordinators. To remove it, keep the others: `filter { $0 !== child }`, or `removeAll { $0 === child }`."
    }
    func ruleTransitionKeyTo(line: Int) -> String {
        "`viewController(forKey: .to)` (line \(line)) is the screen that arrived; the screen that left is `viewController(forKey: .from)`. The arriving screen is always in the stack, so your code never saw a screen leave and never removed its child coordinator."
    }
    func ruleOutletMissingInScene(outlet: String, instance: String, subclass: String, base: String, method: String, place: String) -> String {
        "\(instance) ran \(base)'s `\(method)` (\(place)), which uses the outlet `\(outlet)`: \(subclass) inherits from \(base), so it has that method and that outlet too, but its own scene in the storyboard connects no `\(outlet)`, so in \(instance) `\(outlet)` stayed nil and the implicit unwrap crashed. A screen with a scene of its own should inherit from `UIViewController` (put what both screens share in a base class without outlets), or its scene must connect `\(outlet)`."
    }
    func ruleWrittenBeforeSuper(write: String, line: Int, superCall: String, superLine: Int, base: String, method: String, place: String, through: String?) -> String {
        "`\(write)` (line \(line)) runs before `\(superCall)` (line \(superLine)), and \(base)'s `\(method)`, which that call runs, reads `\(place)`" + (through.map { " (through `\($0)`)" } ?? "") + ": it found what line \(line) had just written, not what the user entered. Code before `super` runs before the base's work: move line \(line) after the `super` call (or leave it out)."
    }
    func ruleControlCopiedAtAppearance(binding: String, line: Int, method: String, read: String, setter: String, setterLine: Int, name: String) -> String {
        "`\(binding)` (line \(line), in `\(method)`) reads `\(read)` when the screen loads or appears, before the user typed or chose anything, and the closure made there keeps that copy: `\(setter)` (line \(setterLine)) hands on `\(name)` as it was then, whenever the closure is called later. Read `\(read)` inside the closure, when it runs, instead of the copy."
    }
    func ruleOutletUsedBeforeLoad(outlet: String, instance: String, place: String, method: String?, observer: String?) -> String {
        "\(place)" + (method.map { " (in `\($0)`)" } ?? "") + " uses the outlet `\(outlet)` of \(instance) before its view loaded. Outlets are connected only when the view loads (when the screen is about to appear, or on the first `.view`), so `\(outlet)` was still nil and the implicit unwrap crashed. " + (observer.map { o in
            let (property, kind) = (o.components(separatedBy: ".").first ?? o, o.components(separatedBy: ".").last ?? "didSet")
            return "It ran from `\(property)`'s `\(kind)`, which runs each time `\(property)` is set, also before the view loads: there, update the outlets only once the view is loaded (`if isViewLoaded { … }`), and do it again in `viewDidLoad()`."
        } ?? "Keep the value in a plain property, and put it into `\(outlet)` in `viewDidLoad()`.")
    }
    func ruleValueFormat(actual: String, expected: String, place: String?, line: Int?, optional: Bool) -> String {
        "The value arrived, but it was turned into text another way: \"\(actual)\" instead of \"\(expected)\"" + (place.map { p in ", by \(p)" + (line.map { " (line \($0))" } ?? "") } ?? "") + ". "
            + (optional ? "An optional put into a string shows as `Optional(…)`: unwrap it first (`if let`, `guard let`, or `?? \"\"`)."
                        : "A Double put into a string keeps its decimal part (`5.0`): convert it first (`Int(value)`) or format it.")
    }
    func ruleMissingAction(className: String, selector: String, swiftName: String, closest: String?, closestLine: Int?) -> String {
        "The storyboard wires a control of \(className)'s scene to the action `\(selector)`, but \(className) has no `@IBAction func \(swiftName)`, so tapping it ended the app ('unrecognized selector'). "
            + (closest.map { c in "Your class has `\(c)`" + (closestLine.map { " (line \($0))" } ?? "") + ": give it back the name the storyboard uses, or connect the control to it again in the storyboard." }
               ?? "Add that action (the storyboard keeps the old name when a method is renamed or deleted), or connect the control to an action that exists.")
    }
    func rulePerformScalar(selector: String, key: String, type: String?, place: String?, written: String?) -> String {
        "`perform(_:with:)`" + (place.map { " (\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "") + " sends `\(selector)`, the setter of `\(key)`, which holds a " + (type.map { "`\($0)`" } ?? "number or a Bool") + ", not an object. `perform` passes only objects: the value is boxed into an `NSNumber` and the setter receives that box's address as its " + (type.map { "`\($0)`" } ?? "value") + ", so on a device `\(key)` gets a meaningless value (here it kept its old one). Set the property directly (`screen.\(key) = …`, after casting to its class), or with `setValue(_:forKey:)`, which unboxes numbers."
    }
    func whatIfTryFailed(expression: String, file: String, line: Int, times: Int, error: String, kind: TryFailure) -> String {
        let head = "In this run `\(expression)` (\(file) line \(line)) gave nil \(times == 1 ? "the one time it ran" : "each of the \(times) times it ran"): the call threw an error, and `try?` turns an error into nil without a word, so the code went on without the value. The error was `\(error)`. "
        let why: String
        switch kind {
        case let .keyNotFound(key):
            why = "The data has no value for the key `\(key)`: the names written when it was encoded are not the ones read when decoding (a `CodingKeys` case or its text, a key strategy such as `.convertToSnakeCase` on one side only, another type, or a property the encoder left out). Encode and decode with the same type, keys and strategies."
        case let .typeMismatch(type, nil, found) where type.hasPrefix("Dictionary") || type.hasPrefix("Array"):
            let list = type.hasPrefix("Array")
            why = "The data as a whole is " + (found.map { "\($0)" } ?? (list ? "one value" : "a list")) + ", and the decoder expects " + (list ? "a list (an array)" : "one value (a keyed object)")
                + ": " + (list ? "one side encodes a single value where the other decodes an array of them" : "one side encodes an array (a list) where the other decodes a single value") + ". Encode and decode the same type (`[T].self` on both sides, or one `T` on both)."
        case let .typeMismatch(type, key, found):
            why = "The value" + (key.map { " at `\($0)`" } ?? "") + (found.map { " is \($0), not" } ?? " is not stored as") + " the `\(type)` the decoder expects: the two sides write it differently (a date or key strategy on one side only, a number written as text, one value where a list was saved). Use the same type and strategies on both sides."
        case let .valueNotFound(type, key):
            why = "A `\(type)` the type needs" + (key.map { " (`\($0)`)" } ?? "") + " was null in the data: it was not encoded, or encoded as nil. Make it optional, or encode it."
        case .notJSON:
            why = "The data is not JSON: it was written by another encoder (a `PropertyListEncoder`?). Decode with the decoder that matches the encoder."
        case let .describedData(statement, file, line):
            why = "The data is not JSON: `\(statement)` (\(file) line \(line)) turns the encoded `Data` into its description (\"42 bytes\"), not into the JSON text it holds. Make the text with `String(data: data, encoding: .utf8)` (or hand the `Data` itself on)."
        case let .nestedOnOneSide(key, type, nestedInEncode):
            why = "`\(type)`'s " + (nestedInEncode ? "`encode(to:)` writes keys inside a nested container (`nestedContainer(keyedBy:forKey:)`), while its `init(from:)` reads `\(key)` at the top level" : "`init(from:)` reads `\(key)` inside a nested container (`nestedContainer(keyedBy:forKey:)`), while its `encode(to:)` writes it at the top level")
                + ": the key is in the data, one level " + (nestedInEncode ? "down" : "up") + ". Read and write it at the same level (the same nested container on both sides, or none)."
        case .notJSONText:
            why = "The data is not JSON: the text decoded is not what a `JSONEncoder` wrote (print it: a description, a value typed by hand, another format). Decode exactly the `Data` the encoder gave, or the text made from it with `String(data:encoding:)`."
        case .notPropertyList:
            why = "The data is not a property list: it was written by another encoder (a `JSONEncoder`?). Decode with the decoder that matches the encoder."
        case let .file(code, path, miss):
            let missing = [4, 260].contains(code)
            let what = missing ? "There is no file at `\(path)` (in the app's folders)" : "The file call on `\(path)` failed (Cocoa error \(code)\(code == 513 || code == 642 ? ": no permission to write there" : ""))"
            switch miss {
            case let .letterCase(found)?:
                why = what + ", but there is `\(found)`: the two names differ in letter case, and the file system tells capitals apart (on a device too). Write and read one name (a shared constant)."
            case let .otherFolder(found)?:
                why = what + ", but the file is at `\(found)`: it was written into another folder than it is read from. Build the URL from the same folder (`.documentDirectory` on both sides, say)."
            case .urlText?:
                why = what + ": that is a URL's text (`file://…`), not a path. `absoluteString` gives the URL's text; a call that takes a path wants `url.path` (or pass the URL itself: `Data(contentsOf: url)`)."
            case .writtenLater?:
                why = what + " when this line read it, yet it is there when the run ends: it was written after this read. Write the file before the code that reads it runs (not in a completion or a later step)."
            case let .writeFailed(statement, file, line, writeCode, writePath)?:
                why = what + ": the write `\(statement)` (\(file) line \(line)) threw too (Cocoa error \(writeCode) on `\(writePath)`" + (writeCode == 513 || writeCode == 642 ? ", no permission to write there: the app bundle is read-only on a device; write into Documents or Caches" : (path.hasPrefix(writePath + "/") ? ": that path is a folder, not a file; add the file's name with `appendingPathComponent(_:)`" : "")) + "), and its `try?` hid it. Catch the write's error as well."
            case let .noneWritten(files)?:
                why = what + ", and nothing in this run wrote one: the app's folders held " + (files.isEmpty ? "no file at all" : files.prefix(5).map { "`\($0)`" }.joined(separator: ", ")) + " when it ended. Check that the write runs (and does not throw) before this read, with the same folder and name."
            case .inBundle?:
                why = what + ": that is inside the app bundle (`Bundle.main`), which the app cannot write to on a device (it is signed and read-only), so nothing is ever written there. Files the app makes go into Documents or Caches (`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`), on the side that writes and the side that reads."
            case let .writtenAfterLoad(method)?:
                why = what + " when this line read it, yet it is there when the run ends: it was written after this read, and this line is in `\(method)`, which runs once, when the screen is made, not when it comes back. Read the file where the screen comes back (`viewWillAppear(_:)`)."
            case .isFolder?:
                why = what + ": `\(path)` is a folder, not a file. Add the file's name to the folder's URL with `appendingPathComponent(_:)` (on the side that writes and the side that reads)."
            case nil:
                why = what + ". Check the folder and the file's name on both sides, and that the write ran before."
            }
        case .other:
            why = "Read what the error says about the call."
        }
        return head + why + " While you look for it, catch the error instead of `try?`: `do { … try … } catch { print(error) }`."
    }
    func ruleSelectorNotUnderstood(className: String, selector: String, place: String?, written: String?, near: String?, nearSwift: String?, elsewhere: String?, swiftOnly: String?, swiftOnlyLine: Int?) -> String {
        let colons = { (text: String) in text.filter { $0 == ":" }.count }
        if let swiftOnly {
            return "The message `\(selector)` was sent to a \(className)" + (place.map { " (\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "")
                + ", and the app ended ('unrecognized selector'): \(className) does have `\(swiftOnly)`" + (swiftOnlyLine.map { " (line \($0))" } ?? "")
                + ", whose Objective-C name would be `\(selector)`, but it is a Swift method, not `@objc`, so the Objective-C runtime (`perform`, a selector made from a string) cannot find it. Call it directly, as Swift does (`delegate?.\(swiftOnly.prefix { $0 != "(" })(…)`), or mark it `@objc` if it must be sent by name."
        }
        let sent = "The message `\(selector)` was sent to a \(className)" + (place.map { " (\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "")
            + ", and \(className) has no method of that Objective-C name, so the app ended ('unrecognized selector'). "
        if let elsewhere {
            return sent + "`\(selector)` is a method of \(elsewhere), not of \(className): the message went to the wrong object. Send it to the \(elsewhere) (or call the method on it directly), or move the method to \(className)."
        }
        if let near, let nearSwift {
            return sent + "\(className) has `\(nearSwift)`, whose Objective-C name is `\(near)`: a selector holds the method's name, the first argument's label as `With…` (none for `_`), and one colon per argument. Write `#selector(\(nearSwift))` instead of a string, so the compiler checks the name."
        }
        if let near {
            let argument = { (count: Int) in count == 1 ? "1 argument" : "\(count) arguments" }
            let shape = near.prefix { $0 != ":" } == selector.prefix { $0 != ":" } && colons(near) != colons(selector)
                ? "UIKit's method is `\(near)`, which takes \(argument(colons(near))) (one colon each); `\(selector)` names a method of \(argument(colons(selector))), which does not exist. "
                : "The closest name \(className) has is `\(near)`. "
            return sent + shape + "Call the Swift property or method itself instead of sending its name: the compiler checks it, and `perform` passes only objects."
        }
        return sent + "Check the name against the method's declaration (an `@objc func name()` is `name`, `name(_ x:)` is `name:`, `name(label x:)` is `nameWithLabel:`), or write `#selector(…)` so the compiler checks it."
    }
    func ruleEmptyNavigationStack(navigation: String, presentLine: Int?, pushLine: Int?, pushMethod: String?) -> String {
        let head = "The window shows \(navigation) with nothing in its stack, so there is no screen and no control to tap: the first screen was never put in it. "
        if let presentLine {
            return head + "Your code presents a screen from the navigation controller (line \(presentLine)) instead of pushing it: a presented screen is not in the stack, and a navigation controller that is not on screen yet cannot present. Push it with `pushViewController(_:animated:)` (or `setViewControllers`)."
        }
        if let pushLine {
            return head + "None of your pushes ran on it before the window was shown (your code pushes in " + (pushMethod.map { "`\($0)`, " } ?? "") + "line \(pushLine)): the first screen must be pushed by the code that runs at launch (the first coordinator's `start()`), on this navigation controller."
        }
        return head + "Nothing in your code pushes it: push the first screen with `navigationController.pushViewController(_:animated:)` (or `setViewControllers`) when you start."
    }
    func ruleSkippedUnwrap(statement: String, method: String, line: Int, link: String, binding: String, reason: String) -> String {
        "In \(method), `\(statement)` (line \(line)) never ran: \(reason), so `\(link)` is nil, the unwrap `\(binding)` found nothing, and the block holding that line was skipped without a word."
    }
    func ruleStoreMismatch(key: String, written: String, writeLine: Int, writeFile: String?, read: String, readLine: Int, readFile: String?) -> String {
        func place(_ file: String?, _ line: Int) -> String { file.map { "\($0) line \(line)" } ?? "line \(line)" }
        return "The key \"\(key)\" is written to `\(written)` (\(place(writeFile, writeLine))) but read from `\(read)` (\(place(readFile, readLine))): those are two different stores, and a key written in one is not in the other. Use the same store on both sides."
    }
    func ruleOverwrittenLater(target: String, method: String, earlierLine: Int, laterLine: Int) -> String {
        "`\(target)` is set at line \(earlierLine) and set again at line \(laterLine) of `\(method)`, on every path: the later assignment runs after the first and replaces its value. Keep one assignment, or put the second in the branch where it belongs."
    }

    // MARK: Teaching from what ran (issue 27, round 4: the app's line coverage)
    func ruleTransitionRepeated(call: String, line: Int, method: String, times: Int, header: String, loopLine: Int, closedRange: Bool) -> String {
        "\(call) (line \(line), in `\(method)`) ran \(times) times in this run, once per turn of the loop `\(header)` (line \(loopLine)): each turn made one more screen change, so the app went on past the screen the check expected."
            + (closedRange ? " A range written with `...` includes its end: `0...n` turns n + 1 times, `0..<n` turns n times." : "")
            + " Make the loop turn only as many times as screens should change (or leave it with `break` after the change), or make the change once, outside the loop."
    }
    func ruleLoopLeftOnFirstTurn(statement: String, method: String, line: Int, header: String, loopLine: Int, condition: String, conditionLine: Int,
                                 leavesLoop: Bool, entries: Int) -> String {
        let leaves = leavesLoop ? "`break` leaves the whole loop" : "`return` leaves the whole method"
        return "In this run `\(statement)` (line \(line), in `\(method)`) never ran: the loop `\(header)` (line \(loopLine)) ended in its first turn\(entries == 1 ? "" : " each of the \(entries) times it was reached"): the test `\(condition)` (line \(conditionLine)) decided on the first element, and its \(leaves), so the other elements were never tried. To go on to the next element, use `continue`; leave the loop only once you have found what you need (or decide after the loop, from all of them)."
    }
    func ruleReturnInLoop(statement: String, method: String, line: Int, header: String, loopLine: Int, returnLine: Int, condition: String?,
                          conditionLine: Int?, entries: Int) -> String {
        let test = condition.map { c in " (under `\(c)`" + (conditionLine.map { ", line \($0)" } ?? "") + ")" } ?? ""
        return "In this run `\(statement)` (line \(line), in `\(method)`) never ran: it comes after the loop `\(header)` (line \(loopLine)), and the `return` at line \(returnLine)\(test), inside that loop, ran \(entries == 1 ? "when the loop ran" : "each of the \(entries) times the loop ran") and left the whole method, not only the loop, so nothing after the loop was reached. To stop the loop and go on with line \(line), use `break`\(condition == nil ? "" : "; if the method should not stop for this input at all, look at the test around the `return`")."
    }
    func ruleValueDescribedWhole(actual: String, expected: String, type: String, field: String, place: String?, line: Int?) -> String {
        "The value arrived inside another one: \"\(actual)\" is how Swift writes a whole `\(type)` as text (its type's name and its fields), when it is put into a string (`\"\\(…)\"`, `String(describing:)`) or its `description` gives that" + (place.map { p in "; here by \(p)" + (line.map { " (line \($0))" } ?? "") } ?? "") + ". Show the field that holds the value, `.\(field)` (\"\(expected)\"), not the whole `\(type)`."
    }
    func ruleEnumCaseDescribedWhole(actual: String, expected: String, caseName: String, isResult: Bool, place: String?, line: Int?) -> String {
        "The value arrived inside an enum value: \"\(actual)\" is how Swift writes a case with its associated value (`.\(caseName)` of a `Result`, or of an enum of yours) when the whole value is put into a string (`\"\\(…)\"`, `String(describing:)`)" + (place.map { p in "; here by \(p)" + (line.map { " (line \($0))" } ?? "") } ?? "") + ". Take the value out of the case first and show that (\"\(expected)\"): `if case .\(caseName)(let value) = …` or a `switch` with `case .\(caseName)(let value):`" + (isResult ? ", or `try result.get()` for a `Result`" : "") + "."
    }
    func ruleStyleFromRawValue(assignment: String, line: Int, raw: Int, style: String) -> String {
        "`\(assignment)` (line \(line)) makes the style from its number: `UIModalPresentationStyle(rawValue: \(raw))` is `.\(style)` (`.fullScreen` is 0, `.pageSheet` 1, `.formSheet` 2, `.automatic` -2), and a `??` after it is used only for a number that is no style at all. Name the style itself: `.fullScreen`."
    }
    func ruleSameConstantTwice(first: String, firstLine: Int, second: String, secondLine: Int, value: String, missing: String?) -> String {
        "`\(second)` holds \"\(value)\", the same text as `\(first)`: the `switch` takes `case \(first)` (line \(firstLine)) for that value every time, so `case \(second)` (line \(secondLine)) can never run. A constant copied from another keeps its text until you change it: give `\(second)` its own value"
            + (missing.map { " (the storyboard's identifier it stands for is probably \"\($0)\", which no case holds)" } ?? "") + "."
    }
    func ruleLoopNeverTurned(statement: String, method: String, line: Int, header: String, loopLine: Int, sequence: String, castType: String?,
                             isWhile: Bool, reached: Int) -> String {
        let times = reached == 1 ? "was reached once" : "was reached \(reached) times"
        let why: String
        if isWhile {
            why = "its condition, `\(sequence)`, was false from the start each time, so the body never ran (a `while let` stops at once when the value is nil)"
        } else if let castType {
            why = "`\(sequence)` held no element that is \(EnglishArticle.before(castType)) `\(castType)` (`for case let … as \(castType)` runs only for those; it may hold none at all)"
        } else if let range = CompileErrorLesson.firstMatch(#"^\s*([1-9]\d*)\s*\.\.[<.]\s*(.+?)\s*$"#, sequence).map({ [""] + $0 }) {
            // A range of positions that starts past the first one: the first element is never gone over.
            why = "`\(sequence)` was empty each time: it starts at position \(range[1]), and positions start at 0, so the range leaves out the first element (position 0), and with \(range[1]) element\(range[1] == "1" ? "" : "s") or fewer it is empty. Start at 0 (`0..<…`, or go over `.indices`)"
        } else {
            why = "`\(sequence)` was empty each time, so there was nothing to go over"
        }
        return "In this run `\(statement)` (line \(line), in `\(method)`) never ran: it is inside the loop `\(header)` (line \(loopLine)), which \(times) and ran its body no time: \(why). Look at what the loop goes over at that moment: is the object you need in it? (To reach one known object, such as `segue.destination` or `segue.source`, take it directly rather than search for it.)"
    }
    func ruleConditionWentOtherWay(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, failed: Int, known: Bool) -> String {
        let times = reached == 1 ? "once, and" : failed < reached ? "\(reached) times, and \(failed == 1 ? "once" : "\(failed) times")" : "\(reached) times, and each time"
        let way = condition.holds ? "it was false" : "it was true (the line runs only when it is false)"
        return "In this run `\(statement)` (line \(line), in `\(method)`) never ran: the test `\(condition.text)` (line \(condition.line)) was reached \(times) \(way)\(known ? "." : ". Read that test against what the user did: what does each part of it hold at that moment (a test the wrong way round, another control or identifier, `==` for `!=`)?" + (condition.holds ? "" : " Or the line is in the wrong place: it sits in the `else` of that test, so it runs only when the test fails; if it must run whatever the test says, move it after the `if`/`else`."))"
    }
    func ruleRanThenReplaced(earlier: String, line: Int, later: String, laterLine: Int, method: String) -> String {
        "`\(earlier)` (line \(line)) ran, but `\(later)` (line \(laterLine)) ran after it in the same call of `\(method)` and replaced the value. Give each path one assignment: put the general one first (before the `if`), or move it into an `else`."
    }
    func ruleLinkGiverNeverRan(call: String, callLine: Int, link: String, giver: String, line: Int, method: String) -> String {
        "`\(call)` (line \(callLine)) ran, but did nothing: `\(link)` was nil there, because `\(giver)` (line \(line), in `\(method)`) never ran in this run. Give `\(link)` its value where the code surely runs before the call (for a screen you open by a segue: in `prepare(for:sender:)`)."
    }
    func ruleLinkGivenThroughNil(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, root: String, rootMethod: String, step: Int) -> String {
        "`\(call)` (line \(callLine)) ran, but did nothing: `\(link)` was nil there. `\(giver)` (line \(line), in `\(method)`) ran before `\(root)` had a value (it is set in `\(rootMethod)`, which first ran at step \(step)), so the optional chain skipped it. Give `\(link)` its value where the object is at hand: in `\(rootMethod)`, right where `\(root)` is set."
    }
    func ruleWrongBranchFrom(subject: String, actual: String, condition: String, line: Int, value: String, giver: String, giverLine: Int, giverMethod: String, file: String) -> String {
        "`\(subject)` shows \(actual) because `\(condition)` (line \(line)) was \(value), and it got \(value) from `\(giver)` (\(file), line \(giverLine), in `\(giverMethod)`), which ran in this run. Read why that line ran for what the user did: the `if` or `case` around it, a `fallthrough` into it, a test the wrong way round."
    }
    func ruleLastTransitionFrom(call: String, receiver: String, shown: String, step: Int, expected: String, written: String, line: Int, method: String) -> String {
        "The last screen change was `\(call)` on \(receiver)\(shown.isEmpty ? "" : " with \(shown)") (step \(step)), made by your `\(written)` (line \(line), in `\(method)`), which ran in this run; nothing showed \(expected) after it. Is that the call this action needs, and is it the one that should run here?"
    }
    func ruleReadOnce(property: String, initial: String, line: Int, lazy: Bool, isStatic: Bool, setter: String, setterLine: Int, times: Int, unwrap: Bool) -> String {
        "`\(property)` gets `\(initial)` (line \(line)) only once, "
            + (isStatic ? "the first time it is read (a `static` property's value is made once for the whole run of the app)," : lazy ? "the first time it is read (it is `lazy`)," : "when the object is made,")
            + " and keeps that value: `\(setter)` (line \(setterLine)) " + (unwrap ? "was reached \(times) times and found the kept value each time" : "ran \(times) times and showed the kept value each time") + ", so what changed later never showed. Read the value each time you need it: make `\(property)` a computed property (`\(isStatic ? "static " : "")var \(property): … { \(initial) }`) or read it in the method itself."
    }
    func ruleLastWriter(last: String, line: Int, method: String, step: Int, removes: Bool, earlier: String, earlierLine: Int, earlierMethod: String,
                        earlierStep: Int, key: String?, reader: String?) -> String {
        let what = key.map { "the value of the key \"\($0)\"" } ?? "the value"
        let effect = removes ? "removed the key" : "wrote over it"
        let read = reader.map { ", before `\($0)` read it" } ?? ""
        return "`\(earlier)` (line \(earlierLine), in `\(earlierMethod)`) gave \(what) at step \(earlierStep), but `\(last)` (line \(line), in `\(method)`) ran after it, at step \(step)\(read), and \(effect). Make sure nothing runs after the line that gives the value and undoes it: move or guard that line (a method that runs each time a screen appears or disappears, or at every launch, runs after the user's action too)."
    }
    func ruleSwitchCaseNotGiven(subject: String, taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int,
                                caseName: String, setter: String?, setterLine: Int, setterMethod: String?, ranAfter: Bool, methodNeverRan: Bool) -> String {
        let start = "In this run `switch \(subject)` (in `\(method)`) ran the branch `\(taken)` (line \(takenLine)), not `\(arm)` (line \(armLine)), which holds `\(statement)` (line \(line)): `\(subject)` did not hold `.\(caseName)` when the switch ran."
        guard let setter else {
            return start + " No line of your code gives `\(subject)` the case `.\(caseName)`, so that branch can never run: `\(subject)` keeps the value it started with. Give it that case (`\(subject) = .\(caseName)(…)`) where the values are known, before the code that switches on it runs."
        }
        let when = ranAfter
            ? "ran only after the switch, so when the switch ran `\(subject)` did not hold that case yet"
            : "had not run when the switch ran" + (setterMethod.flatMap { methodNeverRan ? $0 : nil }.map { " (`\($0)` had not run before it)" } ?? "")
        return start + " The line that gives it that case, `\(setter)` (line \(setterLine)\(setterMethod.map { ", in `\($0)`" } ?? "")), \(when). Give `\(subject)` that case where the user's input arrives, before the code that switches on it runs (or switch on the input itself there)."
    }
    func ruleReadWhenMade(statement: String, file: String, line: Int, method: String, property: String, giver: String, giverFile: String, giverLine: Int) -> String {
        "`\(statement)` (\(file) line \(line)) runs in `\(method)`, when the storyboard makes the screen. `\(property)` still held its starting value then: `\(giver)` (\(giverFile) line \(giverLine)) can give it a value only after the screen exists, so what was made there kept the starting values. Make it where the values have arrived: in `viewDidLoad()` (it runs after the code that sets them, before the screen shows), or read `\(property)` where it is shown (a computed property)."
    }
    func ruleWrittenIntoReplacedObject(write: String, writeFile: String, writeLine: Int, holder: String, replace: String, replaceFile: String, replaceLine: Int, method: String) -> String {
        "`\(write)` (\(writeFile) line \(writeLine)) put the value into the object `\(holder)` held then. `\(replace)` (\(replaceFile) line \(replaceLine), in `\(method)`) ran after it and put a new object in `\(holder)`, so the value written into the old one went away with it. Make that object once (in `viewDidLoad()`, or where `\(holder)` is declared) and only read it in `\(method)`, or give the value to what the new object is made from."
    }
    func ruleSameSourceBoundTwice(receiver: String, call: String, line: Int, otherLine: Int, target: String, sibling: String) -> String {
        "`\(target)` is set in the closure given to `\(receiver).\(call)` (line \(line)), and line \(otherLine) registers on `\(receiver)` too: both follow the same source, so `\(target)` shows `\(receiver)`'s value, while nothing registers on `\(sibling)`. A copied line left on the first source? Register `\(target)` on `\(sibling)`."
    }
    func ruleListenerReplaced(function: String, store: String, first: String, firstFile: String, firstLine: Int, later: String, laterFile: String, laterLine: Int) -> String {
        "Your `\(function)` keeps one closure only: `\(store)` replaces the one before. `\(later)` (\(laterFile) line \(laterLine)) ran after `\(first)` (\(firstFile) line \(firstLine)) on the same object and took its place, so the first closure, the one that shows the value, was never called again. Keep every closure (an array, `listeners.append(listener)`, each called on a change), or do not register on that object a second time."
    }
    func caseTypeNeverMatches(subject: String, actual: String, type: String, role: CastRole?) -> String {
        let className = actual.split(separator: "#").first.map(String.init) ?? actual
        return " in this run `\(subject)` was \(actual), which is not \(EnglishArticle.before(type)) \(type), so this case can never match it. "
            + (role.map(castRole) ?? "Cast to the class it really is: `case let screen as \(className)`.")
    }
    func ruleOtherArmRan(taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int, testReading: String?) -> String {
        "In this run the branch `\(taken)` (line \(takenLine), in `\(method)`) ran, and it has no `\(statement)`: that line (line \(line)) is only in the branch `\(arm)` (line \(armLine)), which did not run. "
            + (testReading.map { "That branch's test is what does not match:\($0)" }
               ?? "Either that branch's test does not match what the user did, or the line belongs in the branch that ran too (or before the `if`/`switch`, so that every branch has it).")
    }
    func ruleInMethodThatNeverRan(statement: String, line: Int, owner: String, method: String) -> String {
        let when = method.hasPrefix("prepare(for:") ? " (UIKit calls it only when a segue starts from that screen)" : ""
        return "`\(statement)` (line \(line)) is in \(owner)'s `\(method)`, which never ran in this run\(when), so the line never ran either. Put it in a method that runs when the value is ready: the action the user taps, or `viewWillDisappear(_:)` when the screen goes away."
    }
    func ruleOptionalAssignmentSkipped(written: String, line: Int, member: String, fixed: String) -> String {
        "`\(written)` (line \(line)) ran, but stored nothing: a `?` after `\(member)` on the left of `=` assigns only when `\(member)` already holds a value, and it was nil. Write `\(fixed)`."
    }
    func ruleCastGaveDefault(statement: String, line: Int, object: String, type: String, actual: String, fallback: String, role: CastRole?) -> String {
        "`\(statement)` (line \(line)) gave \(fallback): `\(object) as? \(type)` is nil, because `\(object)` is \(actual) in this run, not a \(type), so `??` used its default. " + (role.map(castRole) ?? "Read the value from the object you really have (what was passed as `\(object)`), or pass the value itself.")
    }
    func ruleUnknownKeyInCode(key: String, call: String, line: Int, method: String?) -> String {
        "UIKit ended the app: your `\(call)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")) uses the key `\(key)`, which the object it is sent to does not have. Key-value coding finds only what Objective-C sees: the class's `@objc` properties (a plain Swift `var` is no key) and UIKit's Objective-C names (`movingFromParentViewController`, not `isMovingFromParent`); `value(forKey:)` takes one key, `value(forKeyPath:)` follows dots. Check the key and the object that receives it, or assign the property directly."
    }

    func ruleUIKitException(kind: UIKitExceptionKind, detail: String?, call written: String?, file: String?, line: Int?, method: String?) -> String {
        let call: String
        if let written, let line { call = "The call was your `\(written)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")). " }
        else if let file, let line { call = "It happened at \(file):\(line). " }
        else { call = "" }
        let name = detail ?? "?"
        switch kind {
        case .pushNavigationController:
            return "UIKit ended the app: you pushed a UINavigationController onto a navigation stack, and a navigation controller cannot be pushed. \(call)Push the screen itself (made with `instantiateViewController(withIdentifier:)` and its Storyboard ID; `instantiateInitialViewController()` gives the storyboard's initial controller, often the navigation controller)."
        case .presentActive:
            return "UIKit ended the app: the controller you asked to present is already on screen (active). \(call)Present the new screen on the one that is shown: check which object receives `present` and which is its argument (in a custom segue: `source.present(destination, …)`)."
        case .alreadyPresented:
            return "UIKit ended the app: the controller you present is already presented by another one. \(call)Present a new screen, or dismiss the presented one first."
        case .pushSameTwice:
            return "UIKit ended the app: the controller you pushed is already in the navigation stack. \(call)Push a new screen (made again), or pop back to the one in the stack."
        case .popToMissing:
            return "UIKit ended the app: `popToViewController(_:animated:)` was given a controller that is not in this navigation stack. \(call)Pass one of `navigationController?.viewControllers` (for example `viewControllers.first`), not a new instance."
        case .distinctControllers:
            return "UIKit ended the app: the list given to the navigation controller holds the same controller twice. \(call)Give each screen once."
        case .noSceneWithIdentifier:
            return "UIKit ended the app: no scene of the storyboard has the Storyboard ID \"\(name)\". \(call)Use the ID the scene has in the storyboard's Identity inspector (IDs are case-sensitive)."
        case .emptyIdentifier:
            return "UIKit ended the app: a Storyboard ID or segue identifier was empty. \(call)Give the identifier the storyboard uses."
        case .unknownKey:
            return "UIKit ended the app while loading the screen: the storyboard connects an outlet `\(name)` that the class does not have (renamed or deleted in the code). Give the property its old name (`@IBOutlet var \(name)`), or remove the old connection in the storyboard's Connections inspector."
        case .dequeue:
            return "UIKit ended the app: no cell is registered or drawn in the storyboard with the reuse identifier \"\(name)\". \(call)Use the prototype cell's Identifier from the storyboard, or register a cell class for it."
        case .tabSelection:
            return "UIKit ended the app: the tab bar controller can select only one of its own `viewControllers`. \(call)Select it by index (`selectedIndex`) or pass one of its `viewControllers`."
        case .nibViewNotSet:
            return "UIKit ended the app: the nib's File's Owner has no `view` outlet connected. Connect the File's Owner's `view` to the nib's top view."
        case .textFieldOnActionSheet:
            return "UIKit ended the app: `addTextField(configurationHandler:)` was called on an alert controller of style `.actionSheet`, and only an `.alert` takes text fields. \(call)Make the controller with `preferredStyle: .alert` to ask for text, or leave the text field out of the action sheet."
        case .segueClassMissing:
            return "UIKit ended the app: the storyboard's segue names a custom class (`customClass`) that the app has no class of: \"\(name)\". Give the class that name (a `UIStoryboardSegue` subclass), or set the segue's Class in the storyboard to the class you wrote."
        case .notAViewController:
            return "UIKit ended the app: a storyboard scene's Custom Class is a class that is not a `UIViewController` subclass. \(call)Make the class inherit from `UIViewController` (or the controller kind of the scene), or set the scene's Class to your view controller."
        case .creatorWrongClass:
            return "UIKit ended the app: the creator closure of `instantiateViewController(identifier:creator:)` made a controller of another class than the scene's. \(call)Make the scene's class in the closure (`SecondViewController(coder: coder)` for a Second scene)."
        case .initCoderNil:
            return "UIKit ended the app: the controller's `init?(coder:)` returned nil while the storyboard made the scene. \(call)Let `init?(coder:)` call `super.init(coder: coder)` and return the controller; give values it needs defaults instead of failing."
        case .nibNotFound:
            return "UIKit ended the app: no nib of that name is in the app (`\(name)`). \(call)Use the nib's file name without `.xib`, or make the screen from the storyboard instead."
        case .nilCell:
            return "UIKit ended the app: the data source's `cellForItemAt` returned no cell. \(call)Return the cell `dequeueReusableCell(withReuseIdentifier:for:)` gives, in every branch."
        case .nilForScalarKey:
            return "UIKit ended the app: `setValue(nil, forKey:)` was given nil for a property that cannot hold nil (a number or a Bool). \(call)Pass a value, or make the property optional."
        case .referenceWithoutInitial:
            return "UIKit ended the app: a storyboard reference names a storyboard that has no initial view controller. Tick Is Initial View Controller on a scene of that storyboard, or give the reference the scene's Storyboard ID (Referenced ID)."
        case .invalidCellNib:
            return "UIKit ended the app: the nib registered for the cell identifier must hold exactly one top-level object, a cell. \(call)Give the nib one top-level cell, or register the cell's class instead."
        case .cellWithoutReuseIdentifier:
            return "UIKit ended the app: the cell returned was made with its initializer, not taken from `dequeueReusableCell(withReuseIdentifier:for:)`, so it has no reuse identifier. \(call)Dequeue the cell with the identifier you registered."
        }
    }
    func ruleCallbackNameCase(method: String, callback: String, owner: String, line: Int) -> String {
        "\(owner)'s `\(method)` (line \(line)) is not UIKit's `\(callback)`: names are case-sensitive, so UIKit, which calls `\(callback)` by that exact name, never calls yours, and without `override` nothing warned you. Name it `\(callback)` and mark it `override` (Swift then checks that UIKit has it)."
    }
    func ruleHelperNeverCalled(setter: String, line: Int, method: String, owner: String) -> String {
        "`\(setter)` (line \(line)) is in \(owner)'s `\(method)`, and no line of your code calls `\(method)`, so it never ran. Call it where the value is needed (for example in `prepare(for:sender:)`, on the branch that should give this value)."
    }
    func ruleRemovedFromAnotherList(call: String, line: Int, method: String, owner: String, holder: String) -> String {
        "`\(call)` (line \(line), in \(owner)'s `\(method)`) ran, but on another list: `\(call.components(separatedBy: ".childCoordinators").first ?? call)`'s own `childCoordinators`, not the parent's list that holds the child (the check found \(holder)). Remove the child from the parent's own `childCoordinators` (`childCoordinators.removeAll { $0 === child }` in the parent)."
    }
    func rulePassesItself(call: String, line: Int, method: String, owner: String) -> String {
        "`\(call)` (line \(line), in \(owner)'s `\(method)`) ran, but `self` there is the \(owner) itself, not the child coordinator that finished, so the removal compared against the wrong object and removed nothing. Pass the child coordinator whose screen left (the one kept in `childCoordinators`, for example the leaving screen's `coordinator`)."
    }
    func ruleNavigationDelegateNotSet(method: String, owner: String) -> String {
        "\(owner)'s `\(method)` never ran in this run: UIKit calls it only on the object set as the navigation controller's `delegate`, and no line that ran set it. Set `navigationController.delegate = self` in \(owner) before the screens change (in `start()`)."
    }

    // MARK: Teaching from what ran, round 5 (issue 27)
    func ruleUnwindActionWithoutSegue(identifier: String, selector: String, method: String, file: String?, line: Int, declaration: String) -> String {
        let place = file.map { "\($0) line \(line)" } ?? "line \(line)"
        return "In the storyboard the unwind segue \"\(identifier)\" calls the action `\(selector)`, with a colon: a method that takes the segue. Your `\(method)` (\(place)) takes no parameter, so its selector is `\(selector.prefix { $0 != ":" })` without the colon, and UIKit does not take it for the unwind action: it found none while walking back, did nothing and raised no error, so the screen stayed. Give it the segue parameter: `@IBAction func \(declaration)`."
    }
    func ruleStoryboardBypassInSegue(instance: String, className: String, segueClass: String, line: Int) -> String {
        "\(segueClass) makes a new screen in code, `\(className)()` (line \(line)): \(instance) is not the scene of the storyboard, so it has none of its controls (no label, no button wired to an action). The storyboard already made the screen this segue shows, with everything connected, and handed it to the segue as `destination`. In `perform()`, show `destination` (cast it with `as? \(className)` if you need its properties) instead of making a new one."
    }
    func ruleObservedObjectReplaced(register: String, registerLine: Int, method: String, property: String, statement: String, file: String, line: Int, target: String) -> String {
        "`\(register)` (line \(registerLine), in `\(method)`) registered the closure that sets `\(target)` with the object `\(property)` held then. `\(statement)` (\(file) line \(line)) ran later and put a new object in `\(property)`: the closure stays with the old object, and nothing observes the new one, so the closure never ran again and `\(target)` kept its old value. Change the value on the object already there (`…\(property).….value = …`), or register the closure again with the new object."
    }
    func ruleCopiedInInitializer(property: String, initial: String, line: Int, member: String, value: String, copyLine: Int, setter: String, setterLine: Int, times: Int) -> String {
        "`\(property)` is made once, when the screen is made (`\(initial)`, line \(line)), and its initializer copies `\(value)` into `\(member)` (line \(copyLine)) at that moment: `\(setter)` (line \(setterLine)) ran \(times) times and showed that copy each time, so the value given later never showed. Read the value when you show it: make `\(member)` a computed property (`var \(member): … { \(value) }`), or read the source itself in the method that shows it."
    }
    func ruleDurationAsDate(date: String, line: Int, seconds: String, setter: String, setterLine: Int, expected: String, actual: String) -> String {
        "`\(setter)` (line \(setterLine)) showed \(actual) where \(expected) was expected. Its number goes through `\(date)` (line \(line)), which reads `\(seconds)` as seconds counted from a fixed moment and makes a point in time; formatting that point shows a part of a time of day or a date (a few seconds from that moment are still minute 0, and the result depends on the time zone), not the length of time `\(seconds)` holds. A length of time is a number: show it as one (`Int(\(seconds))`, with the unit it is in), or use `DateComponentsFormatter` for a duration."
    }
    func ruleChildRemovedWhenShown(parameter: String, screen: String, className: String) -> String {
        "\(className)'s `navigationController(_:didShow:animated:)` removes the child coordinator when `\(parameter)` is its screen, but `\(parameter)` is the screen just shown, not the one that left: the child was removed the moment \(screen) came on screen, and when that screen leaves nothing is removed. Take the screen that left, `navigationController.transitionCoordinator?.viewController(forKey: .from)`, and clean up only when it is no longer in `viewControllers`."
    }
    func ruleTextMadeNumber(conversion: String, text: String, shown: String, setter: String, line: Int) -> String {
        "`\(setter)` (line \(line)) showed \"\(shown)\" where \"\(text)\" was expected: on its way the value goes through `\(conversion)`, which turns text into a number and gives nil for text that is not one, like \"\(text)\"; what stood in for it is what showed. Pass and show the text itself, or convert only where a number is really meant."
    }
    func ruleRemoveAllKeepsTheChild(closure: String, line: Int) -> String {
        "`childCoordinators.removeAll(where: \(closure))` (line \(line)) removes every element its test is true for: every child that is not the one that finished. The finished child stays in the array (and the others go). Remove what matches: `removeAll(where: { $0 === child })`."
    }
    func skippedHelperOnNewController(helper: String, site: String, line: Int, instance: String, link: String) -> String {
        "`\(helper)` was called at line \(line) on `\(site)`, a controller made right there: inside `\(helper)`, `self` is that new \(instance), which is on no screen until something pushes or presents it (call it on the controller that is on screen, or let `\(helper)` take that controller: `from.\(link)?.…`)"
    }
    func skippedNewlyMadeName(name: String, value: String, line: Int, link: String) -> String {
        "`\(name)` holds the controller made at line \(line) (`\(value)`), which is on no screen until something pushes or presents it (ask the controller that is on screen instead: `self.\(link)?.…`, not `\(name).\(link)`)"
    }
    func ruleDefaultArgumentGave(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, parameter: String, method: String, declarationLine: Int, call: String, callLine: Int) -> String {
        "`\(subject)` shows \(actual), the value your code picks when `\(condition)` is \(value). It got \(value) from `\(giver)` (line \(giverLine)), and there `\(parameter):` held its default, \(value) (`\(method)`, line \(declarationLine)): the call `\(call)` (line \(callLine)), which ran, does not pass `\(parameter):`, so Swift used the default. Pass the value this path needs at that call (`\(parameter): …`), or give the parameter no default so that every call must say it."
    }
    func ruleWrongBranchComputed(subject: String, actual: String, condition: String, conditionFile: String?, line: Int, value: String,
                                 giver: String, giverLine: Int, giverMethod: String, file: String, unreadControls: [String]) -> String {
        let place = conditionFile.map { "\($0) line \(line)" } ?? "line \(line)"
        let controls = unreadControls.map { "`\($0)`" }.joined(separator: ", ")
        let unread = unreadControls.isEmpty
            ? " Work that expression out with what the user did in this check: it does not give the value you meant."
            : " In this check the user changed \(controls), and that expression does not read \(unreadControls.count == 1 ? "it" : "them"): it is worked out from something else, which gave \(value) here. Give `\(condition)` its value from the control itself (for a switch, its `isOn`)."
        return "`\(subject)` shows \(actual), the value your code picks when `\(condition)` (\(place)) is \(value). It got \(value) from `\(giver)` (\(file) line \(giverLine), in `\(giverMethod)`), which ran.\(unread)"
    }
    func ruleInputReadOnOtherSide(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, giverMethod: String,
                                  file: String, test: String, testLine: Int, testValue: Bool, other: String, otherLine: Int, control: String,
                                  segue: SegueTestNote?) -> String {
        var worked = ""
        if let segue {
            if let function = segue.function, let answer = segue.answer, let line = segue.answerLine {
                worked = " This check went through the segue \"\(segue.identifier)\", and `\(function)` answers `\(answer)` (line \(line)), which is \(testValue ? "true" : "false") for \"\(segue.identifier)\" too."
            } else {
                worked = " This check went through the segue \"\(segue.identifier)\", and `\(test)` is \(testValue ? "true" : "false") for \"\(segue.identifier)\" too."
            }
        }
        let compare = segue?.asksAPart(test: test) == true
            ? " Tell the cases apart by the whole identifier (`segue.identifier == \"…\"`), not a part several identifiers share." : ""
        return "`\(subject)` shows \(actual), the value your code picks when `\(condition)` is \(value). It got \(value) from `\(giver)` (\(file) line \(giverLine), in `\(giverMethod)`), which ran because `\(test)` (line \(testLine)) was \(testValue ? "true" : "false"). The line that reads `\(control)`, the control the user changed in this check, is `\(other)` (line \(otherLine)), on the other side of that test: it never ran.\(worked) So the test went the wrong way for this case: make `\(test)` \(testValue ? "false" : "true") here and \(testValue ? "true" : "false") only in the case it is meant for.\(compare)"
    }
    func ruleCachedByEarlierCall(setter: String, line: Int, name: String, gate: String, gateLine: Int, exitLine: Int, writer: String, writerLine: Int,
                                 method: String, writerRuns: Int, readerRuns: Int, shown: String?) -> String {
        let kept = shown.map { " (\"\($0)\" here)" } ?? ""
        let runs = writerRuns == 1 ? "once, on the first call" : "\(writerRuns) times"
        return "`\(setter)` (line \(line)) runs only when `\(gate)` (line \(gateLine)) finds a value in `\(name)`\(exitLine > 0 ? ", and the method then ends (line \(exitLine))" : ""); `\(writer)` (line \(writerLine)), the line that reads where the value really is, is on the other side of that test and so runs only on a call of `\(method)` where `\(name)` is still empty. It ran \(runs), before the value you expected was there, and kept what it found\(kept) in `\(name)`; on every later call (\(readerRuns) here) the test found that kept value and showed it, so the value given since was never read. `\(name)` works as a cache that is never refreshed: read the source on every call (drop the early `return`), or keep in `\(name)` only a real value, not the stand-in for none."
    }
    func ruleCastOfContainer(cast: String, container: String, to: String, place: String?, inside: String, position: Int, windowRoot: Bool, tabs: Bool) -> String {
        let spot = tabs ? "its tab \(position + 1)" : position == 0 ? "the root of its stack" : position == -1 ? "the top of its stack" : "place \(position) of its stack"
        let root = windowRoot ? " A window's `rootViewController` is the controller the storyboard starts with, and here that is the \(container), not the screen inside it." : ""
        let reach = tabs
            ? "`(… as? \(container))?.viewControllers?[\(position)] as? \(to)`, or from a screen in one of its tabs, `tabBarController?.viewControllers`"
            : "`(… as? \(container))?.viewControllers.\(ContainerEnd.member(position)) as? \(to)`\(position > 0 ? " (or the element at \(position))" : ""), or from a screen in the same stack, `navigationController?.viewControllers`"
        return "The forced cast \(cast) failed\(place.map { " at \($0)" } ?? ""): the object was \(EnglishArticle.before(container)) \(container), the container that holds screens, not one of them. The \(to) you want, \(inside), was inside it, at \(spot).\(root) Reach it through the container: \(reach); and cast with `as?` so that a wrong guess is nil, not a crash."
    }
    func ruleObserverJoinedAfterPost(statement: String, line: Int, registration: String, registrationLine: Int, registerMethod: String, instance: String,
                                     post: String, postFile: String?, postLine: Int, postPlace: String, earlier: String?) -> String {
        let got = earlier.map { " (\($0), which was already observing then, did get it)" } ?? ""
        return "`\(statement)` (line \(line)) runs only when a notification reaches the observer that `\(registration)` (line \(registrationLine)) registers in `\(registerMethod)`. \(instance), the screen this check read, registered its observer only after the last `\(post)` (\(postFile.map { $0 + " " } ?? "")line \(postLine), in \(postPlace)) had run\(got). A notification reaches only the observers registered when it is posted, and it is never delivered again to one added later, so \(instance) never got the value. Read the current value from where it is kept when the screen shows (in `viewWillAppear(_:)`), and keep the notification only for changes made while the screen is up."
    }
    func ruleNilLookupForced(line: String, place: String, key: String, defaults: Bool, instance: String?, method: String?,
                             writer: String?, writerFile: String?, writerLine: Int?) -> String {
        let store = defaults ? "UserDefaults" : "the dictionary"
        let when = instance.map { " It ran in \($0)'s `\(method ?? "?")`" } ?? " It ran"
        let before = writer.map { ", before any line that stores \"\(key)\" had run (the one in `\($0)`, \(writerFile ?? "?") line \(writerLine ?? 0), runs later, if at all)" } ?? ", and no line of yours stores \"\(key)\""
        let fix = defaults ? "`UserDefaults.standard.string(forKey: \"\(key)\") ?? \"-\"` (or `as? String` with a stand-in)" : "`dictionary[\"\(key)\"] as? String ?? \"-\"`"
        return "`\(line)` (\(place)) crashed: a lookup in \(store) gives nil for a key with nothing stored under it, and `!`/`as!` on nil stops the app.\(when)\(before), so nothing was stored under \"\(key)\" yet. A key not saved yet is a normal case (the first launch, the first time a screen shows): read it so that nil has a stand-in, \(fix)."
    }
    func ruleEarlierCaseMatches(method: String, earlier: String, later: String, identifier: String, test: String) -> String {
        "In the `switch` on the segue's identifier in \(method), `\(earlier)` comes before `\(later)` and matches \"\(identifier)\" too: `\(test)` is true for it. A `switch` runs the first case that matches, so for the segue \"\(identifier)\" the case written for it never runs. Put the exact case first, or make the earlier one match only what it is meant for (the whole identifier, `case \"…\"`)."
    }
    func ruleComputedMakesNewScreen(property: String, line: Int, made: String, writer: String, writerLine: Int, handed: String, handedLine: Int, state: [String], type: String) -> String {
        let given = state.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(property)` is a computed property (line \(line)): each time it is read, `\(made)` makes a new \(type). So `\(writer)` (line \(writerLine)) set \(given) on one new screen, and `\(handed)` (line \(handedLine)) read `\(property)` again and handed on another, which never got \(given). Read it once into a local (`let screen = \(property)`), set that one up, and hand on the same object."
    }
    func ruleCastToOtherClass(cast: String, from: String, to: String, place: String?, scene: String?, inPrepare: Bool) -> String {
        let made = scene.map { " The scene with storyboard ID \"\($0)\" is a \(from) (its Custom Class), so that is what `instantiateViewController(withIdentifier: \"\($0)\")` makes." } ?? ""
        let other = inPrepare
            ? " `prepare(for:sender:)` runs for every segue: when only some lead to a \(to), check `segue.identifier` first or cast with `guard let … as? \(to) else { return }`."
            : " If this is the screen you meant, cast to its class (`as? \(from)`); if you meant a \(to), take it from where that one is."
        return "The forced cast \(cast) failed\(place.map { " at \($0)" } ?? ""): the object was a \(from), a class of yours, not a \(to).\(made)\(other)"
    }
    func ruleCustomInitNeverRan(statement: String, line: Int, owner: String, initializer: String, instance: String,
                                creator: String?, creatorLine: Int?, made: String?, madeLine: Int?) -> String {
        let unused = creator.map { name in
            " `\(name)` (line \(creatorLine ?? 0)) is such a closure, but nothing hands it on" + (made.map { ": `\($0)` (line \(madeLine ?? 0)) makes the screen without it" } ?? "") + "."
        } ?? ""
        return "`\(statement)` (line \(line)) is in \(owner)'s own `\(initializer)`, which never ran: \(instance) was made from the storyboard, and UIKit makes a storyboard screen with `init(coder:)`. Your initializer runs only when code calls it, and for a storyboard scene that is through a creator: `instantiateViewController(identifier: \"…\", creator: { coder in \(owner)(coder: coder, …) })`.\(unused)"
    }
    func ruleSharedStructCopied(property: String, owner: String, line: Int, initial: String, type: String, change: String, changeLine: Int,
                                reader: String?, readerFile: String?, readerLine: Int?) -> String {
        let read = reader.map { " `\($0)` (\(readerFile.map { $0 + " " } ?? "")line \(readerLine ?? 0)) reads `\(initial)`, which never changed." } ?? " What the check read comes from `\(initial)`, which never changed."
        return "\(owner)'s `\(property)` starts as `\(initial)` (line \(line)), and `\(type)` is a struct: a struct is a value, so that line made a copy, not a second name for the shared one. `\(change)` (line \(changeLine)) changed the copy only.\(read) Change the shared value itself (`\(initial).… = …`), or make `\(type)` a class, so that every name refers to one object."
    }
    func ruleSelectorStringMiss(call: String, line: Int, method: String, selector: String) -> String {
        "`\(method)` is reached only through `\(call)` (line \(line)), and that string is not its selector: a Swift method's Objective-C selector is its name with a colon for each parameter (and `With` before a first label), so the selector of `\(method)` is \"\(selector)\". A selector that names no method makes `responds(to:)` answer false and `perform` find nothing, so `\(method)` never ran. Write `#selector(\(method))`, which the compiler checks, or call the method itself."
    }
    func ruleKeyPathSplitsKey(read: String, line: Int, path: String, first: String, writeFile: String, writeLine: Int) -> String {
        "`\(read)` (line \(line)) reads a key path, not a key: `value(forKeyPath:)` splits \"\(path)\" at each dot and looks up \"\(first)\" first, then the rest inside what it found. Nothing is stored under \"\(first)\", so it gave nil, although the value was saved under the whole key \"\(path)\" (\(writeFile) line \(writeLine)). Read the key itself: `string(forKey: \"\(path)\")` (or `object(forKey:)`)."
    }
    func ruleBoxedBoolNilTest(test: String, line: Int, property: String, type: String, declarationLine: Int, read: String) -> String {
        "`\(property)` is declared `\(type)` (line \(declarationLine)): a yes/no in an optional box. `\(test)` (line \(line)) asks whether there is a value in the box, not what the value is, so a stored `false` passes it just as `true` does (as with Objective-C's `if (object)`, a box holding `false` is still there). Test the value itself: `\(read)`."
    }
    func ruleImpossibleClassTest(test: String, line: Int, name: String, tested: String, meant: String?) -> String {
        "`\(test)` (line \(line)) can never be true: `\(name)` is a screen (a view controller), and `\(tested)` is a class of yours that is no view controller, so no screen is ever a \(tested). The line it guards never ran. Test the screen's own class\(meant.map { " (`\($0)`)" } ?? "")."
    }
    func ruleSwitchBodiesSwapped(subject: String, present: String, absent: String, placeholder: String, placeholderLine: Int, value: String, valueLine: Int) -> String {
        "In the `switch` over `\(subject)`, the bodies of `case .\(present)` and `case .\(absent)` are swapped: this run was in `.\(present)` (there is a value), whose body shows the placeholder (`\(placeholder)`, line \(placeholderLine)), while `.\(absent)` shows the value (`\(value)`, line \(valueLine)). The state is right; what each case does is the wrong way round: swap the two bodies."
    }
    func weakLocalReleased(name: String, line: Int) -> String {
        "Here `\(name)` is a `weak` local (line \(line)): a weak reference does not keep the new object it is given, and nothing else kept it, so it was released at once and `\(name)` was already nil on the next line (Swift warns about this). Hold it with a plain `let`."
    }
    func whatIfConversionNil(call: String, type: String, file: String, line: Int, times: Int, texts: [String], fallback: String?, decimal: Bool) -> String {
        let given = texts.joined(separator: ", ")
        return "In this run `\(call)` (\(file) line \(line)) gave nil " + (times == 1 ? "the one time it ran" : "each of the \(times) times it ran")
            + ": it was given \(given), and " + (decimal ? "`\(type)(_:)` reads only a whole number, with no decimal point" : "`\(type)(_:)` reads a text only when the whole text is a number (no unit, no space, no other word)") + ", so it gave nil"
            + (fallback.map { " and `?? \($0)` stood in: the code went on with \($0)" } ?? "") + ". "
            + "Take the number from where it is kept as a number (a control's `value`, a property), not from a text written for display, or convert only the digits."
    }
    func ruleControlChangedAfterRead(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, change: String, changeLine: Int, test: String, member: String) -> String {
        "On this path your code changes the control itself, `\(change)` (line \(changeLine), under `\(test)`), but `\(setter)` (line \(line)) had already read it: `\(member)` got "
            + (leftAlone ? "what `\(control)` held then, \(entered) (this check left it alone)" : "the value entered in `\(control)`, \(entered)")
            + ", and that showed where \"\(expected)\" was expected; changing the control afterwards does not change what was passed on. Give `\(member)` this path's own value instead of changing the control."
    }
    func ruleInputKeptBesideOverride(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, override: String, overrideLine: Int, test: String, member: String) -> String {
        "On this path your code changes `\(override)` (line \(overrideLine), under `\(test)`) but not `\(member)`: it keeps what `\(setter)` (line \(line)) gave it, "
            + (leftAlone ? "what `\(control)` held, \(entered) (this check left it alone)" : "the value entered in `\(control)`, \(entered)")
            + ", and that is what showed where \"\(expected)\" was expected. Give `\(member)` this path's own value too, beside line \(overrideLine), instead of the control's."
    }
    func ruleInputPassedForFixedValue(setter: String, line: Int, method: String?, control: String, entered: String, leftAlone: Bool, expected: String, twinLine: Int?, twinMethod: String?) -> String {
        "`\(setter)` (line \(line)" + (method.map { ", in `\($0)`" } ?? "") + ") ran and gave " + (leftAlone ? "what `\(control)` held, \(entered) (this check left it alone)" : "the value entered in `\(control)`, \(entered)") + ", and that is what showed; this check expected \"\(expected)\", which is not what the control held."
            + (twinLine.map { " Line \($0)" + (twinMethod.map { " (in `\($0)`)" } ?? "") + " gives it the same expression, so on this path the value is the same as on the other one." } ?? "")
            + " Here the value does not come from the control: give it the value this path stands for (a default or a fixed setting) instead of reading `\(control)`."
    }
    func ruleLiteralShown(setter: String, line: Int, file: String, shown: String, expected: String, elsewhere: String?, elsewhereLine: Int?, elsewhereFile: String?) -> String {
        "What showed, \"\(shown)\", is a text written in your code: `\(setter)` (\(file) line \(line)) ran and gave it. The check expects \"\(expected)\", and that text is written nowhere in your code: the line may choose rightly, but its words are not the ones the exercise asks for."
            + (elsewhere.map { " The same text is given at \(elsewhereFile ?? file) line \(elsewhereLine ?? 0) (`\($0)`): a line copied from there keeps that view's words." } ?? "")
            + " Write the text exactly as the exercise gives it: \"\(expected)\"."
    }
    func ruleWrapperSnapshot(property: String, wrapper: String, line: Int, stored: String, source: String, takenLine: Int, file: String, reader: String, readerLine: Int) -> String {
        "`\(reader)` (line \(readerLine)) reads `\(property)`, an `@\(wrapper)` property (line \(line)): reading it runs \(wrapper)'s getter, which gives `\(stored)`, a copy the wrapper took from `\(source)` in its initializer (\(file) line \(takenLine)), once, when the screen holding it was made. A value written since (through another screen's wrapper, or straight to the store) goes to the store, not into this copy, so this screen still reads what the store held when it was made. Make the getter read the store itself each time (`get { \(source) }`), and keep no copy."
    }
    func ruleCopyChangedNotProperty(property: String, copy: String, line: Int, method: String?, write: String, writeLine: Int, original: String?) -> String {
        "Nothing in your code assigns `\(property)`, so it keeps the value it was declared with. What is changed is `\(copy)`, a local copy of it made at line \(line)" + (method.map { " (in `\($0)`)" } ?? "") + ": `\(write)` (line \(writeLine)) changes that copy, and a copy of a value is not the property it was read from (a closure that captures the local keeps the local, not `\(property)`). Read and write `\(original ?? "self." + property)` itself there."
    }
    func switchCaseConstants(_ names: [String], values: [String]) -> String {
        "(Your cases name constants: " + zip(names, values).map { "`\($0)` holds `\"\($1)\"`" }.joined(separator: ", ") + ".)"
    }
    func conditionAfterTransition(call: String, line: Int, condition: String) -> String {
        " Note that `\(call)` (line \(line)) ran just before it: the screens had already changed when `\(condition)` was read, so it describes the stack after that change, not before. Do the work before the transition, or test what you need before calling it."
    }
    func ruleEmptyTextPassedOn(test: String, field: String, isBinding: Bool) -> String {
        "`\(test)` \(isBinding ? "always succeeds" : "never tells an empty field apart") for a text field: UITextField's text is never nil, and an empty field's text is \"\" (an empty string), not nil. So the empty `\(field)` passed your test and its \"\" was passed on, replacing the value that should have stayed. Test for the empty string too: `if let text = \(field).text, !text.isEmpty { … }`."
    }
    func ruleCoveredTheScreenToStay(expected: String, shown: String, step: Int, written: String, line: Int, method: String) -> String {
        "\(expected) had to stay on top here, and it did not go away: your `\(written)` (line \(line), in `\(method)`) showed \(shown) over it at step \(step), and \(shown) was still on top when the check looked. On this path nothing may come over the screen: leave that call out of the path where the screen must stay as it is."
    }
    func ruleInElseOfUnwrap(statement: String, method: String, line: Int, condition: ConditionText, reached: Int) -> String {
        "In this run `\(statement)` (line \(line), in `\(method)`) never ran: it sits in the `else` of the unwrap `\(condition.text)` (line \(condition.line)), so it runs only when that unwrap finds nothing, and \(reached == 1 ? "the one time it was reached" : "each of the \(reached) times") it found a value. If the line must run in either case, move it after the `if`/`else` (or into both branches)."
    }
    func ruleUnwrapStopped(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, reason: String?) -> String {
        "In this run `\(statement)` (line \(line), in `\(method)`) never ran: the unwrap `\(condition.text)` (line \(condition.line)) was reached \(reached == 1 ? "once" : "\(reached) times") and found no value (nil), so the code stopped there. " + (reason.map { "It was nil because \($0)" + ($0.hasSuffix(".") ? "" : ".") } ?? "Look at what it unwraps at that moment: a cast to a class the object is not, a link (`navigationController`, `presentingViewController`, a `weak` property) that is nil there, a name that was never given a value.")
    }
    func conditionIdentifierHeld(expression: String, values: [String], constants: [(name: String, value: String)]) -> String {
        let named = constants.map { "`\($0.name)` is \"\($0.value)\"" }.joined(separator: ", ")
        return " In this run `\(expression)` was \(values.joined(separator: ", then "))" + (named.isEmpty ? "." : ", and \(named).")
    }
    func ruleTestReadsFlagBackwards(subject: String, actual: String, condition: String, conditionFile: String, line: Int, flag: String,
                                    giver: String, giverLine: Int, file: String, control: String) -> String {
        "`\(subject)` shows \(actual) because of the test `\(condition)` (\(conditionFile) line \(line)). `\(flag)` holds what the user chose: it comes from `\(giver)` (\(file) line \(giverLine)), which ran and reads the switch `\(control)` itself. So the value was right and the test reads it the wrong way round: `\(condition)` is true when `\(flag)` is false. Test `\(flag)` itself, or swap the two values."
    }
    func ruleTwinInstanceMadeInCode(twin: String, className: String, shownOne: String) -> String {
        "You made \(twin) in code (`\(className)()`) and set values on it, but the segue showed another instance, \(shownOne): the segue's destination, which the storyboard made. They are two separate objects, so the values never reached the screen, and \(twin) never appeared. In prepare(for:sender:), set the values on `segue.destination as? \(className)` instead of making a new one."
    }
    func ruleFallthroughReplaced(earlier: String, line: Int, later: String, laterLine: Int, fallthroughLine: Int) -> String {
        "`\(earlier)` (line \(line)) ran, but the `fallthrough` at line \(fallthroughLine) then ran the next `case` as well, and its `\(later)` (line \(laterLine)) replaced the value. In Swift a `case` ends by itself; `fallthrough` runs the next case's body without testing it. Remove the `fallthrough`, or put what both cases share before the `switch`."
    }
    func ruleLostValueStoreNeverRead(newer: String, older: String, key: String, line: Int, owner: String, userDefaults: Bool) -> String {
        let read = userDefaults ? "`UserDefaults.standard.string(forKey: \"\(key)\")`" : "the value stored under \"\(key)\""
        return "The screen shown now, \(newer), is a new instance: the value it needs lived in \(older), which was released when you went back. You do save it, under the key \"\(key)\" (\(owner), line \(line)), but no line of your code reads that key, so the new screen never gets it. Read it back where the screen shows it: \(read) in `viewWillAppear(_:)`."
    }
    func ruleNavigationDelegateSetThroughNil(setter: String, line: Int, root: String, shownLine: Int?, method: String, owner: String) -> String {
        let when = shownLine.map { "it is pushed only at line \($0)" } ?? "nothing had pushed it yet"
        return "\(owner)'s `\(method)` never ran in this run, because the navigation controller's `delegate` was never set. `\(setter)` (line \(line)) ran, but `\(root)` was on no screen yet (\(when)), so its `navigationController` was nil and the optional chain skipped the assignment without a word. Set the delegate on the navigation controller the coordinator holds: `navigationController.delegate = self`."
    }
    func ruleWeakLinkReleased(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, owner: String,
                              removal: String?, removalLine: Int?, removalMethod: String?, targetRuns: Int) -> String {
        let gone = removal.map { r in " Here `\(r)` (line \(removalLine ?? 0)\(removalMethod.map { ", in `\($0)`" } ?? "")) ran: check that it does not drop the object while its screen is still in use." } ?? ""
        let never = targetRuns == 0 ? "the method it calls never did" : "the method it calls did not run on its last run"
        return "`\(call)` (line \(callLine)) ran, but \(never): `\(link)` was nil there. It is `weak`, and it was given an object (`\(giver)`, line \(line), in \(owner)'s `\(method)`), but a weak reference does not keep its object alive: once nothing else held that object, it was released and `\(link)` became nil.\(gone) Keep the object in something that holds it strongly for as long as the screen needs it (a coordinator: in its parent's `childCoordinators`)."
    }
    func ruleOwnDelegate(statement: String, line: Int, object: String, member: String, receiver: String?, protocolName: String?) -> String {
        "`\(statement)` (line \(line)) makes `\(object)` its own `\(member)`: each `\(member)?.…` call it makes goes back to itself, so "
            + (receiver.map { "\($0), the screen that should receive the value, is never told" } ?? "the object that should receive the value is never told")
            + ". Give it the object that should be told: `\(object).\(member) = self`" + (receiver.map { " (in \($0))" } ?? "")
            + (protocolName.map { ", and have that class adopt `\($0)` and implement its method" } ?? "") + "."
    }
    func ruleDecisionNotUsed(declaration: String, line: Int, name: String, call: String, callLine: Int) -> String {
        "`\(declaration)` (line \(line)) works out whether to go on, but nothing decides on `\(name)`: no `if` or `guard` reads it, so `\(call)` (line \(callLine)) runs whatever it holds, and the screen changed when it should have stayed. Put the call under it: `guard \(name) else { return }` before line \(callLine) (or `if \(name) { … }` around the call)."
    }
    func ruleViewLoadedInHelper(destination: String, call: String, line: Int, helper: String, helperLine: Int) -> String {
        "`\(call)` (line \(line), in `prepare(for:sender:)`) runs before the values are given, and `\(helper)` (line \(helperLine)) reads a screen's `view`: reading `view` loads it, so \(destination)'s `viewDidLoad` ran right then, inside that call, with the values still empty, and the lines after it only changed the properties. Give the values first and call `\(helper)` after them, or let it not touch `view` (it loads the screen as a side effect)."
    }
    func ruleStaticHolderClosure(call: String, line: Int, className: String, holder: String, member: String) -> String {
        "`\(call)` (line \(line)) hands `\(holder)` a closure that uses `self`, and `\(holder)`, reached through a `static` property, lives as long as the app and keeps the closure in `\(member)`. A closure keeps strongly what it captures, so through it \(className) is kept too and is never released after it leaves the screen. Capture it weakly (`{ [weak self] in … self?… }`), or remove the closure from `\(member)` when the screen goes away."
    }
    func delegateReplacedInside(assignment: String, line: Int, method: String, owner: String) -> String {
        "(It happens inside that call: `\(assignment)`, line \(line), in \(owner)'s `\(method)`.)"
    }
    func skippedParameterOnNewController(helper: String, site: String, line: Int, instance: String, parameter: String, link: String) -> String {
        "`\(helper)` was called at line \(line) with `\(site)`, a controller made just before: inside it, `\(parameter)` is that new \(instance), which is on no screen until something pushes or presents it"
            + " (let `\(helper)` also take the controller that is on screen and use its link: `from.\(link)?.…`)"
    }
    func ruleUnownedReadAfterRelease(written: String, file: String, line: Int, owner: String, isCapture: Bool) -> String {
        "The app stopped when it read an `unowned` reference whose object was already gone: `\(written)` (\(file) line \(line), in `\(owner)`). An `unowned` reference neither keeps its object nor becomes nil when the object is released, so reading it afterwards crashes."
            + (isCapture ? " The closure that captures it was kept (by the object it was handed to) after the `\(owner)` it captured had left the screen and been released, and it ran later." : " The object holding it lived on after the object it points to was released, and read it later.")
            + " Use `weak` instead (`[weak self]`, then `self?.`): a weak reference becomes nil, and the code through it is skipped. Or remove the closure when the screen goes away."
    }
    func ruleWeakForcedUnwrap(written: String, name: String, place: String, method: String, before: String?, beforeLine: Int?) -> String {
        "`\(written)` (\(place), in `\(method)`) found nil: `\(name)` is a `weak` property, and a weak reference becomes nil as soon as nothing else keeps its object."
            + (before.map { " `\($0)` (line \(beforeLine ?? 0)) ran just before: after it nothing kept that object any more (the call let it go), so on the next lines `\(name)` was already nil." } ?? " Nothing else kept the object it pointed to (or it was never given one).")
            + " Never force-unwrap a weak reference: use `\(name)?` (the line is skipped when the object is gone), or read what you need from it before the call that lets it go."
    }
    func ruleForcedUnwrapNilLink(link: String, written: String, place: String, method: String, reason: String) -> String {
        "The app stopped at \(place) (in `\(method)`): `\(written)` force-unwraps `\(link)`, and it was nil there: \(reason). A `!` (or `as!`) on nil ends the app. Use the object that is really there\(method.hasPrefix("prepare(for:") ? " (in `prepare(for:sender:)`, the screen the segue opens is `segue.destination`)" : ""), or unwrap it with `if let`/`guard let` and handle nil."
    }
    func ruleUpdatedOnlyOnLoad(label: String, setterMethod: String, shown: Int, property: String, line: Int, method: String, changed: Int) -> String {
        "`\(label)` is set in `\(setterMethod)`, which ran \(shown) times, from `\(property)`; but `\(property)` changes only at line \(line), in `\(method)`, which UIKit calls once per instance (it ran \(changed == 1 ? "once" : "\(changed) times")). So each time the screen came back, the label showed a value that had not changed. Change `\(property)` where the event happens again (for each appearance: in `viewWillAppear(_:)`)."
    }
    func ruleStoreTypeMismatch(key: String, kind: StoredKind, value: String, writeLine: Int, writeOwner: String, accessor: String, readLine: Int, readOwner: String) -> String {
        let what: String
        switch kind {
        case .dictionary: what = "a dictionary"
        case .array: what = "an array"
        case .string: what = "a string"
        case .number: what = "a number"
        case .bool: what = "a Bool"
        case .data: what = "encoded data (a `Data` value)"
        }
        return "You save \(what) (`\(value)`, \(writeOwner) line \(writeLine)) under the key \"\(key)\", and read it back with `\(accessor)` (\(readOwner) line \(readLine)), which gives a value only when the key holds the kind it names: for \(what) it gives nil (0 or false for numbers), without any error. Read it with the accessor of the kind you saved (`\(kind.accessor)`, then take what you need from it), or save the value itself in the kind you read."
    }
    func ruleChosenValueLacksInput(statement: String, line: Int, local: String, taken: String, other: String, condition: String, conditionHeld: Bool, choiceLine: Int,
                                   member: String?, memberValue: String?, memberLine: Int?, field: String) -> String {
        let holds = conditionHeld ? "held" : "did not hold"
        let gives = member.flatMap { member in memberValue.map { " Its `\(member)` is `\($0)`\(memberLine.map { " (line \($0))" } ?? "")." } } ?? ""
        return "`\(statement)` (line \(line)) did not get what was typed into `\(field)`: in this check `\(local)` was `\(taken)`, the choice line \(choiceLine) makes when `\(condition)` \(holds).\(gives) "
            + "What was typed into `\(field)` is read only in the other choice, `\(other)`. Give this case the typed text too: take \(member.map { "`\($0)`" } ?? "that value") from `\(field).text` for it as well, and keep only the rest from `\(taken)`."
    }
    func ruleShownScreenTestedAsLeft(method: String, parameter: String, test: String, line: Int, left: String, shown: String, step: Int, fromName: String?) -> String {
        "`\(test)` (line \(line)) tests the screen `\(method)` is given, `\(parameter)`, and that is the screen being shown, not the one that left: at step \(step) \(left) left and `\(parameter)` was \(shown), so the test never meets the screen it is written for. "
            + "The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`"
            + (fromName.map { " (your `\($0)`)" } ?? "") + ": test that one, and act when `viewControllers` no longer contains it."
    }
    func ruleInputNotPassed(call: String, line: Int, method: String, argument: String, source: String?, field: String) -> String {
        "In this check the user typed into `\(field)`, but what `\(call)` (line \(line), in `\(method)`) passes on is `\(argument)`\(source.map { " (that is, `\($0)`)" } ?? ""), which does not read `\(field)`: the call ran, and the typed text never left the screen. Pass what the field holds: `\(field).text ?? \"\"`."
    }
    func ruleReplacedByHelper(earlier: String, line: Int, call: String, callLine: Int, later: String, laterLine: Int, helper: String) -> String {
        "`\(earlier)` (line \(line)) ran, but `\(call)` (line \(callLine)) ran after it, and its `\(later)` (line \(laterLine), in `\(helper)`) replaced the value. Let the helper set only what every case shares, and give the case's own values after calling it (or pass them to it)."
    }

    // MARK: Teaching from what ran, round 6 (issue 27): what a test's parts held
    func conditionPartHeld(_ part: HeldPart) -> String {
        let through = part.via.map { " (`\($0)` is `\(part.viaGetter ?? "")`, line \(part.viaLine ?? 0))" } ?? ""
        let outcome = "so `\(part.part)` was \(part.value)\(through), and that stopped the line from running."
        if let later = part.filledLater {
            let what = later.text.map { "types \"\($0)\" into it" } ?? "sets it"
            return " When it was reached, `\(part.control)` was still as the screen opened (\(part.isSwitch ? (part.held == "true" ? "on" : "off") : part.held.isEmpty ? "empty" : "\"\(part.held)\"")), \(outcome) The check \(what) only at step \(later.step), after this test ran: the test is not the wrong way round, it runs too early. Do this work where the value is there, in the method that runs after the user has filled it in (the action that sends it, or `viewWillDisappear(_:)` when the screen is left)."
        }
        if part.isSwitch {
            let state = part.held == "true" ? "on" : "off"
            let by = part.filledByCheck ? "the user set it in this check" : "as the storyboard has it"
            if let line = part.independentLine {
                return " When it was reached, the switch `\(part.control)` was \(state) (\(by)), \(outcome) But `\(line)` does not read the switch: it is needed whether the switch is on or off, and the test skips it whenever the switch is \(state). Move it out from under the test (before it), and keep under the test only what depends on the switch."
            }
            return " When it was reached, the switch `\(part.control)` was \(state) (\(by)), \(outcome) That part reads the switch the wrong way round: write `\(part.inverted)`."
        }
        if part.filledByCheck {
            return " When it was reached, `\(part.control)` held \"\(part.held)\" (the user typed it in this check), \(outcome) That part reads the field the wrong way round: write `\(part.inverted)`\(part.via.map { " (or turn `\($0)` itself round)" } ?? "")."
        }
        let state = part.held.isEmpty ? "was empty" : "still held its storyboard text \"\(part.held)\""
        if !part.filledOthers.isEmpty {
            let others = part.filledOthers.map { "`\($0)`" }.joined(separator: " and ")
            return " When it was reached, `\(part.control)` \(state): in this check the user typed into \(others), not into `\(part.control)`. So `\(part.part)` was \(part.value), and that stopped the line from running. Test the field the user fills in here."
        }
        return " When it was reached, `\(part.control)` \(state) (the user typed nothing into it in this check), \(outcome) That part reads the field the wrong way round: write `\(part.inverted)`."
    }
    func conditionValueIsOtherConstant(value: String, constant: String, compared: [String]) -> String {
        let with = compared.isEmpty ? "" : " The test compares with \(compared.map { "`\($0)`" }.joined(separator: " and ")), so it never matches this segue."
        guard let first = compared.first else { return " \"\(value)\" is the value of `\(constant)`. Compare with `\(constant)` where this segue is meant." }
        return " \"\(value)\" is the value of `\(constant)`.\(with) If the code under the test should run for this segue too, test it as well (`… == \(first) || … == \(constant)`); if it is meant for `\(first)` alone, this segue needs a test of its own."
    }
    func popToOtherEntry(argument: String, resolved: String, index: Int, stack: [String], meant: String, meantIndex: Int) -> String {
        let what = resolved == argument ? "`\(argument)`" : "`\(argument)` (`\(resolved)`)"
        let back = stack.count - meantIndex
        return " \(what) was \(stack[index]), the stack's entry \(index)\(index == 0 ? " (its root)" : "") of \(stack.joined(separator: ", ")); \(meant), the screen meant, was entry \(meantIndex) (`viewControllers[\(meantIndex)]`\(back >= 2 ? ", `count - \(back)`" : "")), so the pop went past it. Give `popToViewController` that entry" + (back == 2 ? ", or use `popViewController(animated:)`, which goes back to the screen right below." : ".")
    }
    func transitionTookOffToo(call: String, instance: String, toRoot: Bool) -> String {
        " It took \(instance) off the stack as well: " + (toRoot ? "`\(call)` takes off every screen above the root, not only the one on top." : "`\(call)` takes off every screen above the one you name.")
            + " To go back one screen, to the one right below, use `popViewController(animated:)`."
    }
    func conditionStoppedEarlier(_ stop: EarlierStop) -> String {
        let times = stop.times == 1 ? "The other time" : "The other \(stop.times) times"
        let test = stop.isGuard ? "the `guard` at line \(stop.line) (`\(stop.condition)`) left the method"
            : stop.exits ? "the test `\(stop.condition)` (line \(stop.line)) was true, and its branch left the method" : "the test `\(stop.condition)` around it (line \(stop.line)) was false"
        var text = " \(times) `\(stop.method)` ran, the code did not get as far as that test: \(test)."
        if let shown = stop.shown {
            text += " On its last run, at step \(shown.step) after the pop, `\(shown.parameter)` was \(shown.screen): `\(shown.parameter)` is the screen now shown (the one gone back to), not the one that left, so a test on it cannot find the screen that was popped. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: test that one."
        }
        if let miss = stop.stack {
            text += " At step \(miss.step) the stack was already [\(miss.stack.joined(separator: ", "))]: when `\(stop.method)` runs after a pop, `viewControllers` no longer holds the screen that left, so the search for \(EnglishArticle.before(miss.searched)) `\(miss.searched)` found none, and the code stopped on the very run the line was needed for. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: act on it when `viewControllers` no longer contains it."
        }
        return text
    }
    func conditionStackContains(_ reading: StackContainsReading) -> String {
        if reading.shownOne, let taken = reading.takenFrom {
            return " `\(reading.subject)` is taken from the stack itself (`\(taken)`), so `viewControllers` always contains it: `\(reading.part)` comes out the same after a push and after a pop, so it cannot tell that a screen was popped (and after the pop the screen that left is no longer in the stack to be found there). The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`; it was popped when `viewControllers` no longer contains it."
        }
        if reading.shownOne {
            return " `\(reading.subject)` is the screen being shown, and that one is always in `viewControllers`: `\(reading.part)` comes out the same after a push and after a pop, so it cannot tell that a screen was popped. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`; it was popped when `viewControllers` no longer contains it."
        }
        return " `\(reading.subject)` is the screen that left. After a push it is still in `viewControllers` (under the new screen); after a pop it is not. So `\(reading.part)` lets the line run after pushes only, never after the pop it is meant for: turn that part round (`\(reading.fix ?? "")`)."
    }
    func removalCalledForShownScreen(call: String, line: Int, method: String) -> String {
        " That removal came from `\(call)` (line \(line), in `\(method)`), which reads `viewController`: that is the screen being shown (here the one just pushed), not the one that left, so the child was let go as soon as its screen appeared. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`; act only when `viewControllers` no longer contains it."
    }
    func ruleComputedMakesNew(property: String, line: Int, made: String, writer: String, writerLine: Int, reader: String, readerLine: Int, state: [String]) -> String {
        "`\(property)` is a computed property (line \(line)): each time it is read, `\(made)` makes a new object. So `\(writer)` (line \(writerLine)) changed one object, and `\(reader)` (line \(readerLine)) asks another, new one, which holds only its declared defaults (" + state.map { "`\($0)`" }.joined(separator: ", ") + "). Make it once and keep it: a stored property (`lazy var \(property) = \(made)`)."
    }
    func ruleDefaultedDependency(dependency: String, writerType: String, readerType: String, declaration: String, label: String, write: String, file: String, line: Int, member: String, property: String) -> String {
        "`\(writerType)` and `\(readerType)` each make their own `\(dependency)`: their `init` takes it with a default that makes a new one (`\(declaration)`), and nothing that makes them passes `\(label):`. So `\(write)` (\(file) line \(line)) writes into \(writerType)'s `\(dependency)`, and \(readerType) reads `\(property).\(member)` from its own, which nothing wrote. Make one `\(dependency)` and pass the same one to both (for example one the app delegate keeps)."
    }
    func ruleRemadeEachRun(statement: String, line: Int, method: String, runs: Int, type: String, property: String, state: [String], made: String) -> String {
        "`\(statement)` (line \(line), in `\(method)`) ran \(runs) times: each time it puts a new `\(type)` in `\(property)`, so what the old one had built up (" + state.map { "`\($0)`" }.joined(separator: ", ") + ") starts again from its declared value. Make it once and keep it: in `viewDidLoad`, or `lazy var \(property) = \(made)`."
    }
    func ruleLinkMadeAtLoad(setter: String, line: Int, method: String, property: String, owner: String, instance: String, giver: String, giverLine: Int, giverMethod: String) -> String {
        "`\(setter)` (line \(line), in `\(method)`) ran before \(instance)'s view loaded, and \(owner) gets its `\(property)` only in `\(giverMethod)` (`\(giver)`, line \(giverLine)): it was still nil, so `?.` skipped the write. Make `\(property)` before the screen is shown (`lazy var`, or in `init(coder:)`), or hand the value to a plain property of \(owner) that `\(giverMethod)` passes on."
    }
    func ruleFreshObjectAsked(type: String, written: String, member: String, place: String, state: [String], kept: String, setUp: String, setUpLine: Int) -> String {
        "`\(written)` (\(place)) makes a new `\(type)` right there and asks it, so what it answers comes from that new one's declared defaults (" + state.map { "`\($0)`" }.joined(separator: ", ") + "). It is not `\(kept)`, the `\(type)` this code keeps and sets up (`\(setUp)`, line \(setUpLine)). Ask `\(kept)` instead (`\(kept).\(member)`)."
    }
    func indexGuardAlwaysHolds(test: String, line: Int, counted: String) -> String {
        " The test `\(test)` (line \(line)) meant to keep that line safe always holds: a count is never below 0, so it let the line run when `\(counted)` was 0 (nothing in it). Test that there is something to read: `\(counted) > 0`, `!…isEmpty`, or read `.last` (nil when empty)."
    }
    func ruleIndexOutside(place: String, method: String, access: String, collection: String, index: String, kind: IndexOutsideKind, entries: [String], isStack: Bool, selfGone: Bool, presented: Bool, changes: [(statement: String, line: Int)]) -> String {
        func held(_ count: Int) -> String {
            let listed = entries.isEmpty ? "" : " (" + entries.joined(separator: ", ") + ")"
            return count == 0 ? "`\(collection)` was empty then\(listed)" : "`\(collection)` held \(count) \(count == 1 ? "entry" : "entries") then\(listed), at \(count == 1 ? "position 0 only" : "positions 0 to \(count - 1)")"
        }
        let changed = changes.isEmpty ? "" : " What moves it: " + changes.map { "line \($0.line) (`\($0.statement)`)" }.joined(separator: ", ") + "."
        let head = "The app stopped at \(place) (in `\(method)`) with \"Index out of range\": `\(access)` asks `\(collection)` for position `\(index)`"
        if presented, isStack, case let .before(position, count) = kind {
            return head + " (\(position), before the first), but \(held(count)). This screen was presented over that stack, not pushed onto it: it is not one of its entries, so the screen under it is the stack's last entry (`count - 1`, `\(collection).last`), not the one before the last."
        }
        if selfGone, case let .before(position, count) = kind {
            return head + " (\(position), before the first), but \(held(count)). This screen had already been taken off its stack: a pop changes `viewControllers` at once, before `\(method)` runs, so the screen you go back to is now on top (`viewControllers.last`), not under this one. Hand the value over before you pop (in the action that pops), or reach that screen another way (a delegate, or `viewControllers.last` here)."
        }
        switch kind {
        case let .atCount(count):
            return head + (IndexOutsideKind.namesCount(index) ? "" : " (\(count))") + ", but \(held(count)). Positions count from 0, so `count` is one past the end: the last entry is at `count - 1`" + (isStack ? " (the screen on top, this one), and the screen under it at `count - 2`." : ".")
        case let .past(position, count):
            return head + (index == "\(position)" ? "" : " (\(position))") + ", but \(held(count)): \(position) is past the end.\(changed) Test the position against `\(collection).count` before you read it (the last is `count - 1`)."
        case let .before(position, count):
            let why = isStack && count == 1
                ? " This screen is the only one on its navigation stack: nothing sits under it, so the screen you look for was not pushed before it (it is not on this stack at all)."
                : " There are fewer entries than the code counts on: make sure `\(collection)` holds them (test `count`) before you read."
            return head + " (\(position), before the first), but \(held(count))." + why
        case let .unknownPosition(count):
            return head + ", but \(held(count)), and `\(index)` had gone outside them.\(changed) Keep it within 0 to `\(collection).count - 1`: test it against `count` before you read (or before you move it on)."
        case let .unknownCount(position):
            return head + (index == "\(position)" ? "" : " (\(position))") + ", but `\(collection)` had no entry there: it held \(position) or fewer then. Positions count from 0: the first entry is at 0, the last at `count - 1`.\(changed) Check which position holds the one you want (`first`, `last`, `firstIndex(where:)`)."
        case let .loopReachesCount(range, line):
            return head + ", and `\(index)` comes from the loop over `\(range)` (line \(line)), which reaches `count`: positions run from 0 to `count - 1`, so the last turn of the loop asks for one past the end. Loop over `\(collection).indices` (or `0..<\(collection).count`)."
        case .neither:
            if let back = IndexOutsideKind.countBack(index) {
                return head + ", the entry \(back - 1 == 1 ? "before the last" : "\(back - 1) before the last"), and there was none at that moment: `\(collection)` held fewer than \(back) entries. The last (newest) entry is at `count - 1` (`\(collection).last`)."
            }
            return head + ", and `\(index)` was outside its positions (0 to `count - 1`) at that moment.\(changed) Positions count from 0: check how the position is worked out against that."
        }
    }
    func ruleStackIndexAfterTransition(written: String, place: String, method: String, transition: String, transitionLine: Int) -> String {
        "The app stopped at \(place) (in `\(method)`) with \"Index out of range\": `\(written)` reads the navigation stack, but `\(transition)` (line \(transitionLine)) had already run. The stack changes at once when you pop or push (the animation comes later), so the line read the stack as it was after that change, and the index fell outside it. Read the stack and hand over the value first, then go back."
    }
    func conditionIdentifierNotCompared(value: String, compared: [String], expression: String) -> String {
        " The test asks for `\(expression)` to be \(compared.joined(separator: " or ")), so for \(value) it can never hold, whatever the user did: the line under it is for another segue. If it must run for \(value) too, test for \(value) as well."
    }
    func releasedWhileCovered(instance: String, step: Int, shown: String) -> String {
        " \(instance) was released at step \(step), right after \(shown) was shown over its screen: that screen was only covered then (it stays in `viewControllers`, under the new one), not gone, so nothing should have let its object go."
    }
    func removalNotGuardedByPop(call: String, line: Int, method: String, testLine: Int?) -> String {
        " That removal came from `\(call)` (line \(line), in `\(method)`), which runs after every screen change, pushes included: nothing before it asks whether the screen that left is gone from `viewControllers`\(testLine.map { " (the test at line \($0) does not stop the code: it has no `return`, and the call is not inside it)" } ?? ""). When a screen is pushed over the child's screen, that screen leaves only to be covered, and the child was let go. Stop first when `viewControllers` still contains the screen that left (`guard !navigationController.viewControllers.contains(fromVC) else { return }`)."
    }
    func skippedLazyLink(property: String, initial: String, line: Int, reason: String?) -> String {
        "`\(property)` is a `lazy var`: its value, `\(initial)` (line \(line)), is worked out once, at its first read, and kept; it was nil then\(reason.map { ": " + $0 } ?? ", and a `lazy var` never looks again")"
    }
    func skippedComputedLink(property: String, getter: String, line: Int, reason: String) -> String {
        "`\(property)` is worked out at each read as `\(getter)` (line \(line)), and that was nil: \(reason)"
    }
    func ruleMutatedCopy(call: String, line: Int, local: String, property: String, bindingLine: Int, method: String) -> String {
        "`\(call)` (line \(line), in `\(method)`) ran, but it changed `\(local)`, a copy: `var \(local) = \(property)` (line \(bindingLine)) copies the array, because Swift's arrays (and dictionaries, and structs) are values, not shared objects. `\(property)` itself kept every element. Change `\(property)` directly (`\(property).remove(at: index)`, `\(property).removeAll { … }`), or assign the copy back."
    }
    func conditionNoEnumCase(enumName: String, value: String, rawValues: [String]) -> String {
        " No case of `\(enumName)` has the raw value \(value), so `\(enumName)(rawValue:)` gave nil and the code stopped there. Its cases' raw values are \(rawValues.map { "\"\($0)\"" }.joined(separator: ", ")): a case written without `= \"…\"` has its own name as raw value, letter for letter. Give the case the storyboard's identifier: `case … = \(value)`."
    }
    func conditionIdentifierMisspelled(value: String, written: String, expression: String) -> String {
        " The test asks for `\(expression)` to be \(written), which is spelled differently from the storyboard's \(value): identifiers must match letter for letter, case included, so the test never held. Write \(value) exactly."
    }
    func ruleShownTwice(bySegue: String, identifier: String?, byCode: String, call: String, line: Int, method: String, step: Int) -> String {
        "At step \(step) two screens came up for one tap: \(byCode) by your `\(call)` (line \(line), in `\(method)`), and \(bySegue) by the storyboard's segue \(identifier.map { "\"\($0)\"" } ?? "(it has no identifier)") from the same control, whose `prepare(for:sender:)` ran. The control is wired twice: to your action and to a segue. Keep one way: delete the segue in the storyboard and keep your code, or drop the code transition and hand the values over in `prepare(for:sender:)` to `segue.destination`."
    }
    func ruleValueNotFromControl(setter: String, line: Int, method: String, control: String, other: String?, parsed: Bool) -> String {
        "`\(setter)` (line \(line), in `\(method)`) ran, but it does not read `\(control)`, the control the user set in this check: it works the number out from \(other.map { "`\($0)`" } ?? "something else")\(other == nil || !parsed ? "" : ", whose text is made for the eye (a number turned into words does not turn back with `Double(…)`, so the default was used)"). Read the control's own value: `\(control).value`."
    }
    func ruleReadOnlyFirstTime(setter: String, line: Int, test: String, testLine: Int, reached: Int, ran: Int, member: String) -> String {
        "`\(setter)` (line \(line)) ran \(ran == 1 ? "only once" : "only \(ran) times"), though its test `\(test)` (line \(testLine)) was reached \(reached) times: after the first time (when `\(member)` changed), the test stopped the line from running again, so the screen went on showing the first value and never read the new one. Read it each time the screen needs it (without that test)."
    }
    func ruleCodingKeyLeftOut(type: String, property: String, keys: [String], initial: String, coder: String, line: Int, given: String?, givenLine: Int?) -> String {
        let listed = keys.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(type)` declares its own `CodingKeys` (\(keys.isEmpty ? "with no case" : "with " + listed)), and it has no case for `\(property)`. A type with `CodingKeys` encodes and decodes only the properties listed there: "
            + (given.map { "what `\($0)` (line \(givenLine ?? 0)) gave `\(property)` " } ?? "`\(property)` ")
            + "never went into the data, and `\(coder)` (line \(line)) made the value again with `\(property)` at its start value, `\(initial)`, without an error. Add `case \(property)` to `CodingKeys` (with the key the data uses, if it differs)."
    }
    func ruleEncodedTextShown(actual: String, expected: String, place: String?, line: Int?) -> String {
        "What shows is `\(actual)`, the encoded text (JSON) that carries the value, not the value: `\(expected)` is inside it. " + (place.map { "\($0)" + (line.map { " (line \($0))" } ?? "") + " shows the text as it arrived. " } ?? "")
            + "The value was encoded on one side and never decoded on the other: decode it where it arrives (`JSONDecoder().decode(…, from: Data(text.utf8))`) and show the field, or pass the plain value."
    }
    func ruleCaughtWentOn(statement: String, line: Int, method: String, catchStatement: String, catchLine: Int, call: String, callLine: Int) -> String {
        "In `\(method)`, `\(statement)` (line \(line)) threw, and the `catch` ran (`\(catchStatement)`, line \(catchLine)), but it only reports the error: the code after the `do`/`catch` goes on, so `\(call)` (line \(callLine)) ran anyway. Put that call inside the `do`, after the `try` (it runs only when nothing threw), or leave the method in the `catch` (`return`)."
    }
    func ruleAssignmentThrew(statement: String, line: Int, call: String, method: String, catchStatement: String, catchLine: Int, reads: [String]) -> String {
        "In `\(method)`, `\(call)` threw in `\(statement)` (line \(line)), so the assignment never happened: the value stayed as it was, and the `catch` ran instead (`\(catchStatement)`, line \(catchLine)). Find why `\(call)` throws with what the user entered (what it reads\(reads.isEmpty ? "" : ": " + reads.map { "`\($0)`" }.joined(separator: ", ")), how it converts it), or give the value from where the user entered it."
    }
    func ruleThrownInDo(statement: String, line: Int, method: String, skipped: [String], skippedLines: [Int], more: Int, catchStatement: String, catchLine: Int) -> String {
        "`\(statement)` (line \(line), in `\(method)`) threw an error, so the rest of its `do` block never ran (" + zip(skipped, skippedLines).map { "`\($0)`, line \($1)" }.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "") + "), and the `catch` ran instead (line \(catchLine): `\(catchStatement)`). "
            + "Find out what threw (`print(error)` in the `catch`), then fix what the throwing call was given; and put what must happen anyway outside the `do` block (before it, or after it)."
    }
    func ruleStructHandedOver(handover: String, line: Int, giver: String, property: String, type: String, receiver: String, change: String, changeLine: Int) -> String {
        "`\(handover)` (line \(line)) gives \(receiver) a copy of \(giver)'s `\(property)`: `\(type)` is a struct, and a struct is copied when it is assigned, so each screen has its own. What \(receiver) changes in its copy (`\(change)`, line \(changeLine)) never reaches \(giver)'s `\(property)`. Make `\(type)` a class (one object both screens share), or hand the changed value back (a delegate or a closure), or write it into \(giver)'s `\(property)` itself."
    }
    func ruleAlertBlocksTransition(alert: String, expected: String, call: String, line: Int, method: String?, waiting: String?, waitingLine: Int?) -> String {
        "`\(call)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")) put an alert (\(alert)) over the screen, and it is still up: the check expected \(expected) on top. "
            + (waiting.map { w in "The way there, `\(w)` (line \(waitingLine ?? 0)), waits in an alert action's handler, which runs only when someone taps that button: the user's tap on the form's own button never reaches it. " } ?? "What the check needs waits for someone to answer the alert. ")
            + "Make the transition (and hand the values on) where the user's action runs, and let an alert only inform, or ask before the action, not in its place."
    }
    func ruleAlertCoversScreen(alert: String, screen: String?, call: String, line: Int, method: String?) -> String {
        "`\(call)` (line \(line)\(method.map { ", in `\($0)`" } ?? "")) put an alert (\(alert)) over the screen: an alert is a view controller presented like any other, so while it is up " + (screen.map { "\($0) is not the top screen" } ?? "the screen is covered") + ", and this check expects the screen to stay as it was, with nothing over it. Refuse without showing anything (return `false`, or do not call `performSegue`); to tell the user why, show it on the screen itself (a label) rather than with an alert."
    }
    func ruleBlockKeepsScreen(call: String, line: Int, method: String, className: String, holder: String, release: String, releasedInDeinit: Bool) -> String {
        let kept = holder == "NotificationCenter" ? "the notification center keeps an observer's block until the observer is removed" : "the run loop keeps a repeating timer, and the timer its block, until the timer is invalidated"
        return "The block given to `\(call)` (line \(line), in `\(method)`) uses `self` strongly, and \(kept): so the block keeps this \(className) alive after it leaves the screen, and it is never released. "
            + (releasedInDeinit ? "The `\(release)` in `deinit` never comes: `deinit` waits for the block to let go. " : "")
            + "Capture it weakly (`{ [weak self] … in … }`, then `self?.`), and call `\(release)` when the screen goes away (in `viewDidDisappear(_:)`)."
    }
    func ruleClosureKeepsScreen(assignment: String, line: Int, holder: String, className: String, giver: String?, giverLine: Int?) -> String {
        "`\(assignment) = { … }` (line \(line)) gives `\(holder)` a closure that captures `self` strongly, so as long as `\(holder)` keeps the closure it keeps this \(className) alive. "
            + (giver.map { g in "`\(holder)` is handed in by `\(g)`" + (giverLine.map { " (line \($0))" } ?? "") + ", which stays after the screen goes away, so the screen is never released. " } ?? "`\(holder)` lives longer than the screen, so the screen is never released. ")
            + "Capture it weakly: `{ [weak self] in … }` (then use `self?.`), or let the screen own that object."
    }
    func ruleClosureGivenKeepsScreen(call: String, line: Int, function: String, owner: String) -> String {
        "The closure given to `\(call)` (line \(line)) uses `self` strongly, and your `\(function)` keeps that closure (its parameter is `@escaping`, stored for later): whatever holds that object holds the closure, and through it this \(owner), so the screen is not released when it goes away. Capture it weakly: `{ [weak self] … in … }`, then `self?.`."
    }
    func ruleClosureCycle(assignment: String, line: Int, holder: String, captured: String, keeper: String?) -> String {
        let cycle = keeper.map { $0 == holder ? "`self` keeps `\(holder)` in its property, and the closure keeps `self`" : "`self` keeps `\(holder)` (in `\($0)`), and the closure keeps `self`" } ?? "`\(holder)` keeps the closure, and the closure keeps `\(holder)`"
        return "`\(assignment) = { … }` (line \(line)) stores in `\(holder)` a closure that captures `\(captured)` strongly: \(cycle). They hold each other, so neither is released when the screen goes away. Capture it weakly: `{ [weak \(captured)] … in … }` (then use `\(captured)?.`)."
    }
    func unwrapTopIsSelf(expression: String, cast: String, owner: String, inPrepare: Bool) -> String {
        "`\(expression)` is the top of the navigation stack, and the top is the screen running this code, \(owner), not a \(cast). "
            + (inPrepare ? "In prepare(for:sender:) the next screen is not on the stack yet: it is `segue.destination` (cast it to \(cast))."
                         : "The screen below it is `viewControllers[viewControllers.count - 2]`.")
    }
    func ruleDeferReplaced(earlier: String, line: Int, later: String, laterLine: Int, deferLine: Int, method: String) -> String {
        "`\(later)` (line \(laterLine)) is inside a `defer` (line \(deferLine)): a `defer` runs when the scope it is in exits, so it ran after `\(earlier)` (line \(line)) in the same call of `\(method)` and replaced that value. Do not put in a `defer` what another path sets: give each path its own assignment (`if`/`else` or a `switch`)."
    }
    func ruleObserverNeverCalled(statement: String, line: Int, registration: String, registrationLine: Int, miss: ObserverMiss) -> String {
        var head = "`\(statement)` (line \(line)) is inside the observer `\(registration)` adds (line \(registrationLine)), and it never ran in this run: "
        if case .textFieldText = miss {
            head = "`\(statement)` (line \(line)) is inside the observer `\(registration)` adds (line \(registrationLine)), and it never ran for what the user typed: "
        } else if case .tokenNotKept(_, _, true) = miss {
            head = "`\(statement)` (line \(line)) is inside the observer `\(registration)` adds (line \(registrationLine)), and it ran only when the observation was made (`.initial`), never for a later change: "
        }
        let object = { (text: String, owner: String?) in text == "self" ? "`self` (the \(owner ?? "object") itself)" : "`\(text)`" }
        switch miss {
        case let .nameDiffers(observed, posted, postLine):
            return head + "it observes \(observed), and the code posts \(posted) (line \(postLine)). A notification reaches only the observers of exactly its name, letter case included: use one name (a shared `Notification.Name` constant) on both sides."
        case let .removedBefore(removeLine, removeMethod, post, postLine, postMethod):
            let covered = ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(removeMethod)
                ? " `\(removeMethod)` runs as soon as another screen covers this one (a push, a presentation), not only when it goes for good." : ""
            return head + "the observer was taken away before the post: `removeObserver` (line \(removeLine), in `\(removeMethod)`) ran after it was added and before `\(post)` (line \(postLine), in `\(postMethod)`), so nothing was observing when the notification came.\(covered) Keep the observer until the post can come (remove it in `deinit`), or hand the value over directly."
        case let .postedBefore(post, postLine, postMethod, registerMethod):
            return head + "`\(post)` (line \(postLine), in `\(postMethod)`) ran before this observer was added (in `\(registerMethod)`, which ran later). A notification reaches only the observers registered when it is posted; it is not kept for later ones. Add the observer before the post (or hand the value over another way: a property set before the screen is shown)."
        case let .objectFilter(filter, filterOwner, posted, postLine, postOwner):
            return head + "it takes only notifications whose `object` is \(object(filter, filterOwner)), and the post (line \(postLine)\(postOwner.map { ", in \($0)" } ?? "")) sends \(object(posted, postOwner)) as its object, another object, so it is not delivered to this observer. Pass `object: nil` to take the notification from any sender, or post with the object observed."
        case let .postNeverRan(post, postLine):
            return head + "`\(post)` (line \(postLine)) never ran in this run, so nothing was posted to it."
        case let .nothingPosts(name):
            return head + "nothing in the code posts \(name), so it is never called."
        case let .notDynamic(property, owner, line):
            return head + "key-value observing tells of changes only to properties declared `@objc dynamic`, and `\(property)`\(owner.map { " of `\($0)`" } ?? "") (line \(line)) is not `dynamic`, so its changes are not reported. Declare it `@objc dynamic var`."
        case let .tokenNotKept(token, method, _):
            return head + "an observation lasts only as long as the `NSKeyValueObservation` that `observe` returns is kept, and " + (token.map { "`\($0)` is a local of `\(method)`, released when the method returns" } ?? "the code does not keep it") + ", which ends the observation at once. Keep it in a property of the object (`var observation: NSKeyValueObservation?`)."
        case .textFieldText:
            return head + "a text field does not report typing through key-value observing of `text` (UIKit changes the text without telling KVO observers). Listen to the typing with `addTarget(_:action:for: .editingChanged)` or the text field's delegate, or read `text` when you need it."
        }
    }
    func ruleOutletBoundBeforeLoad(unwrap: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String {
        let fix = property.map { "Give the screen the value in its plain property `\($0)`, which its `viewDidLoad` puts on `\(outlet)`." }
            ?? "Keep the value in a plain property of that screen and put it on the label in its `viewDidLoad` (it runs once the outlets are connected)."
        return "`\(unwrap)` (line \(line), in `\(method)`) ran while the view of \(instance) was not loaded yet: its outlets, `\(outlet)` among them, were still nil, so the unwrap failed and `\(use)` (line \(useLine)) never ran. \(fix)"
    }
    func ruleOutletTestedBeforeLoad(test: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String {
        let fix = property.map { "Give the screen the value in its plain property `\($0)`, which its `viewDidLoad` puts on `\(outlet)`." }
            ?? "Keep the value in a plain property of that screen and put it on the label in its `viewDidLoad` (it runs once the outlets are connected)."
        return "The test `\(test)` (line \(line), in `\(method)`) ran while the view of \(instance) was not loaded yet: its outlets, `\(outlet)` among them, were still nil, so the test failed and `\(use)` (line \(useLine)) never ran. \(fix)"
    }
    func ruleOutletChainBeforeLoad(setter: String, line: Int, observer: String?, method: String, instance: String, outlet: String, trigger: String?, triggerLine: Int?, triggerFile: String?) -> String {
        let place = observer.map { "`\($0)`'s `didSet`" } ?? "`\(method)`"
        let cause = trigger.map { " It ran because of `\($0)`\(triggerLine.map { " (\(triggerFile.map { "\($0) " } ?? "")line \($0))" } ?? ""), before the screen was shown." } ?? ""
        return "`\(setter)` (line \(line), in \(place)) ran, but while the view of \(instance) was not loaded yet: its outlets, `\(outlet)` among them, were still nil, so `?.` skipped the assignment and the label never got the value.\(cause) Keep the value in a plain property and put it on the label in `viewDidLoad` (it runs once the outlets are connected)."
    }
    func ruleCoalesceNeverNil(property: String, initial: String, declarationLine: Int, setter: String, line: Int, skipped: String) -> String {
        "`\(property)` is declared with `= \(initial)` (line \(declarationLine)) and nothing in your code assigns it, so it is never nil: `\(setter)` (line \(line)) takes it at the start of its `??` chain, and `??` goes on to `\(skipped)` only when the left side is nil, which never happens. Declare `\(property)` without a value (`var \(property): …?`, nil until something gives it one), or leave it out of the chain."
    }
    func ruleReadAfterTransitionNeverRan(assignment: String, line: Int, binding: String, value: String, bindingLine: Int, call: String, callLine: Int) -> String {
        "`\(assignment)` (line \(line)) never ran: `\(binding)` (line \(bindingLine)) is `\(value)`, read after `\(call)` (line \(callLine)) had already changed the screens. UIKit changes the stack at once (a popped screen is off `viewControllers` when the call returns; the animation comes later), so `\(binding)` no longer held what the code looked for, and the test before the line did not hold. Find the screen and give it the value first, then make the transition."
    }
    func ruleReadAfterTransition(assignment: String, line: Int, call: String, callLine: Int, transition: String, via: String?) -> String {
        let through = via.map { " (through `\($0)`)" } ?? ""
        let by = call.hasPrefix(transition + "(") ? "`\(call)`" : "`\(call)`, which calls `\(transition)`,"
        return "`\(assignment)` (line \(line)) ran, but after \(by) (line \(callLine)) had already changed the screens: the screen it looks up\(through) was no longer where the code looked, so the lookup found nothing and `?.` skipped the assignment. Find the screen and give it the value first, then make the transition."
    }
    func ruleMutatedStructCopy(assignment: String, line: Int, local: String, source: String, bindingLine: Int, type: String, method: String) -> String {
        "`\(assignment)` (line \(line), in `\(method)`) ran, but it changed `\(local)`, a copy: `var \(local) = \(source)` (line \(bindingLine)) copies it, because `\(type)` is a struct, and a struct is a value, not a shared object. `\(source)` itself kept its old values, and that is what the code used afterwards. Change `\(source)` directly (`\(source).\(assignment.split(separator: "=").first.map { String($0).split(separator: ".").last.map(String.init) ?? "" }?.trimmingCharacters(in: .whitespaces) ?? "…") = …`), assign the copy back (`\(source) = \(local)`), or make `\(type)` a class."
    }
    func ruleGetterSideEffect(property: String, line: Int, change: String, method: String, readLines: [Int]) -> String {
        let lines = readLines.count == 1 ? "line \(readLines[0])" : "lines " + readLines.map(String.init).joined(separator: ", ")
        return "`\(property)` (line \(line)) is a computed property whose getter also changes something (`\(change)`): every read runs the getter again. `\(method)` reads it more than once (\(lines)), so a later read gets what an earlier one left behind. Read it once into a local (`let value = \(property)`), and keep the getter free of changes."
    }
    func ruleGetterChangesLaterRead(property: String, line: Int, change: String, method: String, readLine: Int, later: String, laterLine: Int) -> String {
        "`\(property)` (line \(line)) is a computed property whose getter also changes something (`\(change)`). `\(method)` reads it at line \(readLine), which runs that change, and only then `\(later)` (line \(laterLine)) reads what it changed: it got the getter's value, not what the user set. Keep the getter free of changes (return the values without setting the controls), or read the controls before it."
    }
    func ruleOverrideWithoutSuper(owner: String, method: String, line: Int, superLine: Int?) -> String {
        let base = String(method.prefix { $0 != "(" })
        let missing = superLine.map { "its `super.\(base)(…)` (line \($0)) never ran" } ?? "it never calls `super.\(base)(…)`"
        return "\(owner) overrides `\(method)` (line \(line)), and its body ran in this run, but \(missing). An override replaces UIKit's method: UIKit's own `\(method)`, the one that moves the screens, never ran, so nothing moved. Call `super.\(base)(…)` in your override (after your own work), on every path that should go on, or do not override it."
    }
    func ruleNotAnOverride(owner: String, method: String, parameters: String, line: Int, declaration: String) -> String {
        "\(owner)'s `\(method)` (line \(line)) has UIKit's name but not its parameters, `\(parameters)`, so it is not an override: Swift takes it as another method of the same name, which UIKit never calls, and nothing in it ran. Declare it exactly as UIKit does: `\(declaration)`."
    }
    func rulePrepareOnDestination(owner: String, line: Int, source: String) -> String {
        "\(owner)'s `prepare(for:sender:)` (line \(line)) never ran: UIKit calls `prepare(for:sender:)` on the screen a segue starts from (here \(source)), not on its destination. Put this code in the source's `prepare(for:sender:)`, giving the values to `segue.destination`."
    }
    func rulePrepareWithoutSegue(owner: String, line: Int, call: String, callLine: Int) -> String {
        "\(owner)'s `prepare(for:sender:)` (line \(line)) never ran: UIKit calls it only for a segue, and here the screen came by your `\(call)` (line \(callLine)), with no segue. Give the values to the controller you show before that `\(call)`."
    }
    func ruleShouldPerformAnswered(identifier: String, field: String, text: String, answer: String, line: Int) -> String {
        "shouldPerformSegue(withIdentifier:sender:) was asked about \"\(identifier)\" with \(field) holding \"\(text)\", and `return \(answer)` (line \(line)) answered false, so the segue was cancelled (true lets it run). Follow what `\(answer)` reads when the segue is asked, not when the screen loaded or after it: it should be true whenever \(field) is filled in."
    }
    func ruleClosureCalledBeforeStored(statement: String, line: Int, closureLine: Int, property: String, givenInMaker: Bool, call: String, callLine: Int, callMethod: String?, keptBy: String?, keptLine: Int?, maker: String?) -> String {
        let kept = keptBy.map { "given to `\($0)` at line \(closureLine), which keeps it in `\(property)`" + (keptLine.map { " (line \($0))" } ?? "") } ?? "stored in `\(property)` at line \(closureLine)"
        return "`\(statement)` (line \(line)) is inside the closure \(kept), and that closure never ran. `\(call)` (line \(callLine)" + (callMethod.map { ", in `\($0)`" } ?? "") + ") did run, but each time `\(property)` held no closure yet, so the call did nothing (`?` skips a call on nil): the closure was put there only after. "
            + (keptBy == nil && givenInMaker && maker.map(LifecycleCallback.inOrder.contains) == true
               ? "In `\(maker ?? "")`, store the closure before the lines that give the values (each of them runs `\(call)` at once), or have it called once with the current value when it is stored."
               : keptBy == nil && LifecycleCallback.contains(maker)
               ? "UIKit runs `\(maker ?? "")` only when the screen loads, after the values were given: right after storing the closure there, show the current values once (call it, or your update method, yourself), or store it before the values are given."
               : "Store the closure before the values are given" + ((keptBy ?? (LifecycleCallback.inOrder.contains(maker ?? "") ? nil : maker)).map { " (call `\($0)` before `\(callMethod ?? call)` runs)" } ?? "") + ", or have it called once with the current value when it is stored.")
    }
    /// The advice of the callback readings: read the value kept, or keep it first when nothing does.
    private static func unkeptAdvice(_ unkept: (value: String, line: Int)?) -> String {
        guard let unkept else { return "Read the current value when the screen appears (in `viewWillAppear(_:)`), and keep the closure for later changes only." }
        return "And nothing keeps the value to read later: the closure is handed `\(unkept.value)` (line \(unkept.line)) and nothing else stores it. Save it in a store that outlives the screens (a property of the app delegate, or `UserDefaults`) where it is sent, and read it from there when the screen appears (in `viewWillAppear(_:)`)."
    }
    func ruleLabelOnlyFromCallback(label: String, owner: String, registration: String, line: Int, method: String, registered: Int, called: Int, unkept: (value: String, line: Int)?) -> String {
        "\(owner)'s `\(label)` is set only inside the closure that `\(registration)` (line \(line), in `\(method)`) hands to another object, and that object calls it only when the value changes after the screen registered it: in this run \(registered == 1 ? "one screen" : "\(registered) screens") registered and the closure ran \(called == 0 ? "never" : called == 1 ? "once" : "\(called) times"). A \(owner) made after the value was sent is never called, so its label keeps what the storyboard gave it. " + Self.unkeptAdvice(unkept)
    }
    func ruleClosureNeverCalled(statement: String, line: Int, method: String, call: String?, stored: String?, closureLine: Int, isTransition: Bool) -> String {
        let holder = stored.map { "stored in `\($0)`" } ?? call.map { "given to `\($0)`" } ?? "made"
        var sentence = "`\(statement)` (line \(line)) is inside the closure \(holder) at line \(closureLine), and that closure never ran in this run: `\(method)` made it, but code in a closure runs only when whoever holds it calls it, not where it is written."
        if let call, ["UIAction", "addAction", "addTarget", "UIBarButtonItem", "UIButton"].contains(call) {
            sentence += " An action added to a control runs when the control is used after it was added: one added while a tap is being handled fires only on a later tap."
        } else if let stored {
            sentence += " Nothing called `\(stored)` on that object while the check ran."
        }
        return sentence + (isTransition ? " Make the transition directly in `\(method)`." : " Do this work where it must happen (in `\(method)` itself), or make sure the closure is called then.")
    }
    func ruleSegueActionNotConnected(method: String, owner: String, line: Int, setter: String, connected: [String], segues: [String]) -> String {
        let which = connected.isEmpty
            ? "no segue of \(owner)'s scene in the storyboard names it as its action (the segue's `destinationCreationSelector`, set by dragging from the segue to the method in Interface Builder)"
            : "only the segues \(connected.map { "\"\($0)\"" }.joined(separator: ", ")) name it, and none of them ran here"
        return "`\(setter)` (line \(line)) is in `\(method)`, an `@IBSegueAction`, which never ran: UIKit calls a segue action only while performing a segue that is connected to it, and \(which)\(segues.isEmpty ? "" : " (the scene's segues: \(segues.map { "\"\($0)\"" }.joined(separator: ", ")))"). Connect the segue to `\(method)` in the storyboard, or give the values in `prepare(for:sender:)`."
    }
    func ruleValueShape(_ shape: ValueShape, statement: String?, line: Int?) -> String {
        let at = statement.map { " (`\($0)`\(line.map { ", line \($0)" } ?? ""))" } ?? ""
        switch shape {
        case .quoted:
            return "The text shown is the expected text inside quote marks: it was made\(at) by something that writes a string the way Swift source or JSON spells it (`debugDescription`, `String(reflecting:)`, a JSON-encoded string read back as text). Pass the string itself (or decode the JSON) instead."
        case let .objectDescription(className):
            return "The text shown is the description of a `\(className)` object (`<\(className): 0x…>`), not the text it holds: the code\(at) turned the object itself into text (`description`, or the object in `\\(…)`). Read its `.text` instead."
        case let .conversionDefault(expected, actual):
            return "The number shows as \(actual) where \(expected) was expected: a conversion from text gave nil and the default took its place\(at). `Int(…)` and `Double(…)` give nil for text that is not exactly a number of that kind (`Int(\"5.0\")` is nil, and so is text with a unit like \"5분\"). Convert the value itself (`Int(stepper.value)`), not its text."
        case let .pointRemoved(expected, actual):
            return "The number shows as \(actual) where \(expected) was expected: the decimal point was taken out of a `Double`'s text (\"\(expected).0\" becomes \"\(expected)0\")\(at). Convert the number to a whole number (`Int(value)`) instead of editing its text."
        }
    }
    func ruleStatementOrder(setter: String, line: Int, name: String, other: String, otherLine: Int, readFirst: Bool, deferred: Bool) -> String {
        if readFirst {
            return "`\(setter)` (line \(line)) read `\(name)` before `\(other)` (line \(otherLine)) gave it its value: a line takes what a name holds when that line runs, and a later line does not change what was already passed on. Give `\(name)` its value first, then pass it on."
        }
        let when = deferred ? "This line is in a `defer`, which runs when the method ends: by then " : "Before it, "
        return "\(when)`\(other)` (line \(otherLine)) had changed `\(name)`, which the user had set, so `\(setter)` (line \(line)) passed on what that line put there, not what the user entered. Read the user's value before changing the control (or change it after the value is passed on)."
    }
    func ruleReturnInClosure(returnLine: Int, closure: String, closureLine: Int, method: String, call: String, callLine: Int) -> String {
        "The `return` on line \(returnLine) is inside the closure given to `\(closure)` (line \(closureLine)): it leaves only that closure, not `\(method)`, so `\(call)` (line \(callLine)), written after the closure, still ran. To stop the method, test with `guard`/`if` in the method itself (for a list: `contains(where:)`, `allSatisfy`, or a `for` loop, where `return` leaves the method)."
    }
    func castRoleSentence(_ role: CastRole) -> String { castRole(role) }
    func ruleDefaultsReadValueElsewhere(read: String, line: Int, owner: String, write: String, writer: String, writeLine: Int) -> String {
        "Your code reads `\(read)` (line \(line), in \(owner)), but no line of yours writes `UserDefaults`, so that read finds nothing; the value went to `\(write)` (\(writer), line \(writeLine)), which nothing reads. The screen that keeps the value and the screen that shows it use two different stores: read it where it is kept (`\(write)`), or keep it where you read it."
    }
    func sheetStylePropertyLookalike(statement: String, line: Int, property: String) -> String {
        let does = ["isModalInPresentation": "only keeps the user from swiping the sheet away", "modalTransitionStyle": "only chooses the animation",
                    "definesPresentationContext": "only chooses which screen a `.currentContext` presentation covers"][property] ?? "does not choose the style"
        return "`\(statement)` (line \(line)) does not change that: `\(property)` \(does); the style is `modalPresentationStyle` (`.fullScreen`)."
    }
    func ruleInputReadOnlyWhereNotRun(control: String, value: String, step: Int, statement: String, line: Int, condition: String?) -> String {
        "The check entered \"\(value)\" into `\(control)` (step \(step)), and your code reads `\(control)` only in lines that did not run in this check, the first `\(statement)` (line \(line)\(condition.map { ", under `\($0)`" } ?? "")): on the path that ran nothing carried what was entered, so the value shown came from elsewhere. Read `\(control)` on this path too (or once before the paths part, for all of them)."
    }
    func ruleOwnInstancePerScreen(type: String, shower: String, property: String, line: Int, giver: String, giverProperty: String, giverLine: Int, use: String, useLine: Int) -> String {
        "\(shower)'s `\(property)` (line \(line)) and \(giver)'s `\(giverProperty)` (line \(giverLine)) are each `\(type)()`: every screen that is made makes its own \(type), so there are two objects. `\(use)` (line \(useLine)) went into \(giver)'s own one, which goes away with it, while \(shower) reads its own, which never got the value. Make one \(type) and share it: a single instance both screens use (`static let shared = \(type)()`, or the app delegate's), or hand \(shower)'s `\(property)` to \(giver) when you open it (in `prepare(for:sender:)`)."
    }
    func ruleControlEventNeverCame(statement: String, line: Int, control: String, event: String, registrationLine: Int) -> String {
        let meanings: [String: String] = [".editingDidEndOnExit": "it comes only when the user taps Return on the keyboard; typing sends `.editingChanged`, and leaving the screen ends editing with `.editingDidEnd`, not this one", ".editingDidEnd": "it comes when the field stops being edited (another field or the keyboard's Return takes the focus away)", ".editingChanged": "it comes with each change the user types", ".valueChanged": "it comes when the user changes the control's value (a switch turned, a stepper tapped); a value set from code sends no event", ".touchUpInside": "it comes when the user taps the control", ".primaryActionTriggered": "it comes when the user triggers the control's main action (a tap, Return in a field)"]
        return "`\(statement)` (line \(line)) is in the action `\(control).addAction(_:for: \(event))` registered (line \(registrationLine)), which never ran: UIKit runs it only when `\(control)` sends `\(event)`"
            + (meanings[event].map { ", and \($0)." } ?? ", and in this check it never did.")
            + " Do that work where it must happen (for a value to send back, in `viewWillDisappear(_:)`), or register for the event the user really causes."
    }
    func ruleIterationNeverRan(statement: String, line: Int, call: String, receiver: String?, closureLine: Int, lazy: Bool) -> String {
        let on = receiver.map { " on `\($0)`" } ?? ""
        if lazy {
            return "`\(statement)` (line \(line)) is inside the closure given to `\(call)`\(on) (line \(closureLine)), which never ran: on a `lazy` sequence `\(call)` only records the closure, and it runs when the result's elements are read. Nothing read them (a result thrown away with `_ =` is never read). Do the work directly, or use a plain (not lazy) loop."
        }
        return "`\(statement)` (line \(line)) is inside the closure given to `\(call)`\(on) (line \(closureLine)), which never ran: `\(call)` calls its closure once for each value there is (the value inside an optional, each element of a collection), and here there was none: the optional was nil or the collection empty. Look at what `\(receiver ?? call)` held at that moment, not at the closure."
    }
    func ruleCapturedLocal(local: String, value: String, method: String, line: Int, use: String, useLine: Int, runs: Int, made: Int) -> String {
        "`\(use)` (line \(useLine)) is inside a closure made in `\(method)`, and it reads `\(local)`, a local constant that `\(method)` worked out once (line \(line): `\(local) = \(value)`). The closure keeps that copy: it ran \(runs) times here, `\(method)` only \(made), so every later run gave the value from the moment the closure was made, not the current one. Read `\(value)` inside the closure, each time it runs."
    }
    func ruleCaptureListProperty(property: String, method: String?, line: Int, use: String, useLine: Int, write: String, writeFile: String, writeLine: Int) -> String {
        let when = method.map { "once, when the closure is made in `\($0)`" } ?? "once, when the closure is made"
        return "`\(property)` in the capture list (line \(line)) copies the property's value \(when), and the closure keeps that copy: `\(use)` (line \(useLine)) reads the copy each time it runs, so it never sees the value written later at \(writeFile) line \(writeLine) (`\(write)`). Leave `\(property)` out of the capture list and read `self?.\(property)` inside the closure, when it runs."
    }
    func ruleCaptureListSnapshot(capture: String, method: String?, line: Int, use: String, useLine: Int) -> String {
        let when = method.map { "when the closure is made, here in `\($0)`, before the user acted" } ?? "when the closure is made, with the object, before the user acted"
        return "`[\(capture)]` (line \(line)) is a capture list: it is read once, \(when), and the closure keeps that copy. `\(use)` (line \(useLine)) gives that old copy each time the closure runs. Read the control inside the closure, when it runs (through `self`), not in its capture list."
    }
    func ruleControlReadAtLoad(statement: String, method: String, line: Int, read: String, outlet: String, setter: String, setterLine: Int) -> String {
        let when = method.hasPrefix("init") ? "when the screen is made" : "when the screen loads"
        return "`\(statement)` (line \(line), in `\(method)`) reads `\(read)` \(when), before the user changes `\(outlet)` in this check, and no other code reads `\(read)`: what reaches `\(setter)` (line \(setterLine)) is what the control held then, not what the user chose. Read the control where the value is sent (in `prepare(for:sender:)` or the action), or store it again each time the control changes."
    }
    func ruleCaptureListNilOutlet(outlet: String, method: String, line: Int, use: String, useLine: Int) -> String {
        "`[\(outlet)]` (line \(line), in `\(method)`) captures the outlet `\(outlet)` as it is when the closure is made, and there the view is not loaded yet: an outlet is nil until its view loads, so the closure keeps nil for ever and `\(use)` (line \(useLine)) does nothing. Capture `[weak self]` and reach the outlet when the closure runs (`self?.\(outlet)`), or make the closure in `viewDidLoad()`."
    }
    func ruleOutletReplaced(outlet: String, statement: String, owner: String, method: String, line: Int, type: String, added: Bool) -> String {
        let where_ = added ? "a second view laid over the screen, not the storyboard's" : "and no line adds it to a view, so it is never on screen"
        return "`\(statement)` (line \(line), in `\(method)` of \(owner)) replaced the outlet: from that line on `\(outlet)` names a new \(type) made in code (\(where_)), not the one the storyboard connected. The storyboard's stays on screen as it was, and it is the one the user sees and uses; what your code gives `\(outlet)` afterwards goes to the new one. Keep the outlet the storyboard connected: change its properties (`\(outlet).font = …`) instead of making a new one."
    }
    func ruleLoadViewWithoutSuper(owner: String, line: Int, outlet: String, crashLine: Int?) -> String {
        let crash = crashLine.map { " (line \($0) reads it and crashes)" } ?? ""
        return "\(owner) overrides `loadView()` (line \(line)) without calling `super.loadView()`. UIKit's own `loadView()` is what loads the storyboard scene's view and connects its outlets; yours replaces it, so the outlets stay nil: `\(outlet)` is nil\(crash). Make the views you add in code in `viewDidLoad()` (the storyboard's view is there by then), or call `super.loadView()` first."
    }
    func ruleStaticDispatch(method: String, owner: String, line: Int, protocolName: String, defaultLine: Int, call: String, callFile: String, callLine: Int) -> String {
        "\(owner)'s `\(method)` (line \(line)) never ran in this run, though `\(call)` (\(callFile) line \(callLine)) did: it ran the `\(method)` of the extension of `\(protocolName)` (line \(defaultLine)). `\(method)` is not declared in the protocol `\(protocolName)` itself, only in its extension, and a call through the protocol's type picks such a method by the type the code names (static dispatch), not by the object it holds. Declare it in the protocol's body (`protocol \(protocolName) { func … }`), so each type's own version runs."
    }
    func ruleNumberWrittenByHelper(shown: String, wanted: String, call: String, line: Int, function: String, functionLine: Int, argument: String) -> String {
        "The text around the number is right, but the number reads \"\(shown)\" where \"\(wanted)\" was expected. `\(call)` (line \(line)) writes it, and your `\(function)` (line \(functionLine)) formats the value its own way. Put the number into the text as the check shows it (a whole number as `\\(Int(\(argument)))`), or make `\(function)` write it that way."
    }
    func ruleStaticDispatchInExtension(member: String, owner: String, line: Int, protocolName: String, defaultLine: Int, user: String, userLine: Int, isProperty: Bool) -> String {
        let declaration = CodeShown.requirement(member, isProperty: isProperty)
        return "`\(user)` in the extension of `\(protocolName)` (line \(userLine)) ran in this run and uses `\(member)`. Inside a protocol's extension, `\(member)` is the extension's own (line \(defaultLine)), not \(owner)'s (line \(line)): `\(member)` is not declared in the protocol `\(protocolName)` itself, only in its extension, so Swift picks it by the type the code names (static dispatch), not by the object, and \(owner)'s `\(member)` is never used there. Declare it in the protocol's body (`protocol \(protocolName) { \(declaration) }`), so each type's own version is used, or use \(owner)'s `\(member)` directly where the decision is made."
    }
    func ruleProtocolDefaultRan(method: String, owner: String, line: Int, protocolName: String, requirement: String, defaultLine: Int, labelsDiffer: Bool, nameDiffers: Bool) -> String {
        "Your `\(method)` (line \(line), in `\(owner)`) never ran: the protocol `\(protocolName)` asks for `\(requirement)`, and a method \(nameDiffers ? "of another name" : "whose " + (labelsDiffer ? "argument labels" : "parameter types") + " differ") does not fulfil it. So every call went to the default written in the protocol's extension (line \(defaultLine)), which ran instead. Write the method exactly as the protocol declares it (`\(requirement)`), or remove the default, so that Swift tells you when a class does not fulfil the protocol."
    }
    func ruleStaticScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String {
        "`\(holder)` (line \(line)) is a `static` property: it is made once and keeps its \(className) for as long as the app runs, so the screen shown with it (`\(use)`, line \(useLine)) is never released after it leaves, and every time it is shown it is that same one again. Make a new screen each time you show it (`instantiateViewController(withIdentifier:)` in the action), and keep no screen in a `static`."
    }
    func ruleGlobalScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String {
        "`\(holder)` (line \(line)) is declared outside any type, at the file's top level: a global, made once the first time it is read and kept for as long as the app runs. So the \(className) it holds, put there or shown with `\(use)` (line \(useLine)), is never released after it leaves, and every time it is shown it is that same one again (its `viewDidLoad` does not run again). Make a new screen each time you show it, in a local constant (`let screen = storyboard?.instantiateViewController(withIdentifier:)` in the action), and keep no screen in a global."
    }
    func ruleNeverAssignedStaticWritten(property: String, owner: String, write: String, file: String, line: Int) -> String {
        "Nothing in your code assigns `\(property)`: it keeps the value it was declared with. The value goes to `\(write)` (\(file) line \(line)) instead: a `static` property, which belongs to the type \(owner) itself, not to the \(owner) on screen, and the screen shows its own `\(property)`. Give the value to the screen's instance (`screen.\(property) = …`), or show the static one (`Self.…`)."
    }
    func ruleTypingRefused(typed: String, step: Int, owner: String, line: Int, refused: [String], keptCount: Int?) -> String {
        let which = refused.map { "\"\($0)\"" }.joined(separator: ", ")
        let head = "While the check typed \"\(typed)\" into the text field (step \(step + 1)), \(owner)'s `textField(_:shouldChangeCharactersIn:replacementString:)`\(line > 0 ? " (line \(line))" : "") returned false for \(which): UIKit then leaves the field as it was, so \(refused.count == 1 ? "that character never got" : "those characters never got") in, and the value is missing \(refused.count == 1 ? "it" : "them")."
        if let kept = keptCount {
            return head + " It let the first \(kept) characters in and refused every one after: a length limit that stops one too early (`<` where `<=` was meant, or a count taken before the new character). Compare the length the text would have after this edit with the limit."
        }
        return head + " Let through every character the value may hold (an email has \"@\" and \".\"), and refuse only what you mean to: read the test that returns false."
    }
    func ruleProjectedValue(statement: String, line: Int, property: String, wrapper: String, declaredLine: Int) -> String {
        "`\(statement)` (line \(line)) hands over `$\(property)`, the projected value of the `@\(wrapper)` wrapper (line \(declaredLine)): with `$` in front, Swift gives what the wrapper's `projectedValue` returns, not the value stored. Write `\(property)` without the `$` to hand over the value itself."
    }
    func ruleStaticProperty(assignment: String, line: Int, className: String, property: String, collection: Bool) -> String {
        "`\(assignment)` (line \(line)) keeps \(className) in `\(property)`, a `static` property: a static lives as long as the app and holds what it is given strongly, so \(className) is never released after it leaves the screen. " + (collection ? "Remove the entry when the screen goes away (or do not keep screens in it)." : "Declare it `weak static var`, or set it to nil when the screen goes away (in `viewDidDisappear(_:)`).")
    }
    func ruleStaticHolder(assignment: String, line: Int, className: String, holder: String, member: String, collection: Bool) -> String {
        "`\(assignment)` (line \(line)) hands \(className) to `\(holder)`, an object reached through a `static` property, which lives as long as the app; its `\(member)` keeps \(className) strongly, so it is never released after it leaves the screen. " + (collection ? "Remove the entry when the screen goes away (or do not keep screens in it)." : "Declare it `weak var \(member)`, or set it to nil when the screen goes away.")
    }
    func ruleRootReplaced(assignment: String, line: Int, method: String, expected: String?, shown: String?, goingBack: Bool) -> String {
        let head = "`\(assignment)` (line \(line), in `\(method)`) replaced the window's root: every screen that was there is dropped at once, and what shows is the root you made\(shown.map { " (\($0))" } ?? "")"
        return goingBack
            ? head + "\(expected.map { ", not \($0), which the user came from" } ?? ""). To go back, close the screens on top instead: `dismiss(animated:)` for a presented screen, `popViewController(animated:)` for a pushed one."
            : head + ", in place of the screens, not over them\(expected.map { " (the check expects \($0))" } ?? ""). The window's root is set once, at launch: to show the next screen, present it (`present(_:animated:)`) or push it (`navigationController?.pushViewController(_:animated:)`) from the screen on screen."
    }
    func ruleNotificationUnobserved(post: String, line: Int, method: String, observerClass: String, observerMethod: String, observeLine: Int, handler: String, registeredLater: Bool) -> String {
        "`\(post)` (line \(line), in `\(method)`) ran before anything observed it: \(observerClass) adds its observer in `\(observerMethod)` (line \(observeLine)), which \(registeredLater ? "ran only afterwards" : "never ran in this check"). A notification reaches only the observers registered at the moment it is posted, so `\(handler)` never ran. Give the screen its values directly before you show it (set its properties before the push, or in `prepare(for:sender:)`), or keep them in a store it reads."
    }
    func unwrapReadAfterTransition(call: String, line: Int) -> String {
        "it reads the screens after `\(call)` (line \(line)) had already changed them: the screen it looks for is no longer where it looks. Find the screen and give it the value first, then make the transition"
    }
    func ruleAnyCastMismatch(setter: String, line: Int, key: String, stored: String, storedType: String, cast: String, fallback: String) -> String {
        "`\(setter)` (line \(line)) ran, but the value stored under `\(key)` is `\(stored)`, an `\(storedType)`: a value kept as `Any` casts only to its own type, so `as? \(cast)` gave nil and `?? \(fallback)` took its place. Store the value as a `\(cast)`, or cast to `\(storedType)` and convert it."
    }
    func ruleEnumNoCase(call: String, line: Int, method: String, value: String, enumName: String, rawValues: [String]) -> String {
        "`\(call)` (line \(line), in `\(method)`) met the identifier \"\(value)\", which no case of `\(enumName)` has as raw value (its cases' raw values are \(rawValues.map { "\"\($0)\"" }.joined(separator: ", "))): it gave nil, and the code went on as if no case matched. A case's raw value must be the storyboard's identifier letter for letter: `case … = \"\(value)\"`."
    }
    func ruleGateReturnedTrue(call: String, callLine: Int, test: String, testLine: Int, method: String, returnLine: Int, branch: String?) -> String {
        "`\(call)` (line \(callLine)) ran because its test `\(test)` (line \(testLine)) held: `\(method)` returned `true` at line \(returnLine)\(branch.map { ", in its `\($0)` branch" } ?? ""), a path that answers `true` without looking at what the user entered. Make that path test the input as well, or give this case its own branch."
    }
    func ruleStructParameterCopy(call: String, line: Int, function: String, argument: String, type: String, change: String, changeLine: Int) -> String {
        "`\(call)` (line \(line)) ran, but what it changed never reached `\(argument)`: `\(type)` is a struct, a value, so `\(function)` got its own copy, and `\(change)` (line \(changeLine)) changed only that copy; `\(argument)` kept its values, and that is what the code used afterwards. Return the changed value and use it (`\(argument) = …(\(argument))`, with `var \(argument)`), or make the parameter `inout` and pass `&\(argument)`, or make `\(type)` a class."
    }
    func ruleMutatedStackCopy(call: String, line: Int, local: String, source: String, bindingLine: Int, navigation: String) -> String {
        "`\(call)` (line \(line)) ran, but `\(local)` is a copy of `\(source)` made at line \(bindingLine): arrays are values, so the change went to the copy, and the navigation controller's own stack kept every screen (nothing was popped or pushed). Give the changed array back, `\(navigation).setViewControllers(\(local), animated: true)`, or change the stack through the navigation controller itself (`\(navigation).popViewController(animated: true)`)."
    }
    func ruleMutatedParameter(call: String, line: Int, function: String, parameter: String, property: String, mutation: String, mutationLine: Int) -> String {
        "`\(call)` (line \(line)) ran, but `\(function)` got a copy of `\(property)`: arrays are values, so what `\(mutation)` (line \(mutationLine)) removed or added changed `\(parameter)`, the function's own copy, and `\(property)` itself kept every element. Change `\(property)` directly (`\(property).removeAll { … }`), or make the parameter `inout` and pass `&\(property)`."
    }
    func ruleStackReplaced(call: String, line: Int, method: String, expected: String?, shown: String?) -> String {
        "`\(call)` (line \(line), in `\(method)`) replaced the whole navigation stack with a screen made right there\(shown.map { " (\($0))" } ?? ""): the screens that were on the stack are dropped\(expected.map { ", \($0), which the user came from, among them" } ?? ""). To go back, take the screen on top off instead: `navigationController?.popViewController(animated: true)`."
    }
    func unwrapChildOfDestination(method: String, returned: String, destination: String) -> String {
        "`\(method)` returns `\(returned)`, and the destination, \(destination), is not a navigation controller: it holds no child screens, so that is nil. Cast `segue.destination` itself"
    }
    func conditionTextCaseOnly(value: String, call: String, literal: String) -> String {
        " `\(call)` compares letter for letter: \"\(literal)\" and \"\(value)\" differ in letter case, so the test never held. Write the text as the storyboard has it, letter case included (or compare `lowercased()` texts)."
    }
    func unwrapDictionaryHasNoKey(dictionary: String, key: String, keys: [String], near: String?) -> String {
        let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let advice = near.map { near in near.lowercased() == key.lowercased()
            ? ", and \"\(near)\" differs from it only in letter case (a dictionary's keys match letter for letter). Look it up as \"\(near)\""
            : ", and \"\(near)\" is spelled differently. Look it up as \"\(near)\"" } ?? ". Look up a key it has, or add this one"
        return "`\(dictionary)` has no key \"\(key)\", so `\(dictionary)[\"\(key)\"]` gave nil: its keys are \(list)\(advice)"
    }
    func conditionInputNeverRead(control: String, text: String, step: Int, read: String, condition: String) -> String {
        " The check typed \"\(text)\" into `\(control)` at step \(step), but nothing in your code reads `\(read)`: what `\(condition)` tests never learns what the user typed. Read `\(read)` where the test needs it (copy it into what the test reads before the test)."
    }
    func unwrapDynamicWriterNeverRan(name: String, owner: String, statement: String, line: Int, through: String, condition: String?, conditionLine: Int?,
                                     receiver: String?, object: String?) -> String {
        var text = "the only line that gives \(owner)'s `\(name)` a value, `\(statement)` (line \(line), through `\(through)`), never ran"
        if let condition, let conditionLine { text += ": the test `\(condition)` (line \(conditionLine)) kept it from running" }
        if let receiver, let object {
            text += ". `\(receiver)` was \(object), not \(EnglishArticle.before(owner)) `\(owner)`: it has no `\(name)`, so it does not respond to that selector, and the call is never made for the screen that has it"
            text += object.hasPrefix("UINavigationController")
                ? ". The screen is inside that navigation controller: send it to `(\(receiver) as? UINavigationController)?.topViewController as? \(owner)`"
                : ". Send it to the `\(owner)` itself"
        }
        return text
    }
    func unwrapNeverGiven(name: String, owner: String, through: [Int]) -> String {
        "no line of your code ever gives \(owner)'s `\(name)` a value, so it is still nil" + (through.isEmpty ? "" : " (the lines \(through.map(String.init).joined(separator: ", ")) only go through it, `\(name)?.…`, and an optional chain does nothing while it is nil)") + ": make the object and give it (`\(name) = …`) before it is needed"
    }
    func ruleComputedThroughNil(property: String, getter: String, link: String, owner: String, through: [Int]) -> String {
        "`\(property)` is computed (`\(getter)`), and no line of your code ever gives \(owner)'s `\(link)` a value: it is nil, so the getter answers its default." + (through.isEmpty ? "" : " The lines \(through.map(String.init).joined(separator: ", ")) only go through it (`\(link)?.…`): an optional chain does nothing while it is nil.") + " Make the object and give it (`\(link) = …`) before the values go through it."
    }
    func conditionGivenOnlyWhereNotRun(read: String, property: String, initial: String?, line: Int, writer: String) -> String {
        let via = read == property ? "`\(property)`" : "`\(read)` reads `\(property)`, which"
        return " \(via) is given only at line \(line), in `\(writer)`, which had not run before this test, so it still held its starting value\(initial.map { ", `\($0)`" } ?? ""). Give it the input where the test needs it: in this method, before the test."
    }
    func conditionStartValueStillHeld(property: String, initial: String, line: Int, changeLine: Int, isNow: Bool) -> String {
        " `\(property)` still held its starting value, `\(initial)` (line \(line))\(isNow ? ": the moment the object was made, so the test measured from (almost) now" : ""): the line that changes it (line \(changeLine)) never ran before this test. Start it with a value that lets the first time through\(isNow ? " (`.distantPast` for a time)" : ""), or change it before the test."
    }
    func ruleDictionaryKeyCase(dictionary: String, key: String, identifier: String, lookup: String, line: Int) -> String {
        "`\(lookup)` (line \(line)) looks up the segue's identifier, \"\(identifier)\", but `\(dictionary)` is keyed \"\(key)\": a dictionary finds a key only letter for letter, case included, so the lookup gives nil and what the code does for a missing key decided instead. Write the key as the storyboard spells the identifier: \"\(identifier)\"."
    }
    func conditionUnwrapNil(reason: String) -> String {
        " It was its unwrap that found nil, because \(reason)."
    }
    func ruleNotificationObserverRemoved(post: String, line: Int, method: String, observerClass: String, removal: String, removalLine: Int, removalMethod: String, step: Int, handler: String) -> String {
        "`\(post)` (line \(line), in `\(method)`) ran after \(observerClass) had stopped observing: `\(removal)` (line \(removalLine), in `\(removalMethod)`) ran at step \(step), when another screen covered it, so nothing observed the notification and `\(handler)` never ran. A screen that must hear from the screen it shows cannot stop observing when it is covered: hand the value back directly (through the navigation stack, a delegate or a closure), or stop observing only in `deinit`."
    }
    func ruleFormatSpecifierMismatch(setter: String, line: Int, specifier: String, argument: String) -> String {
        "`\(setter)` (line \(line)) gives `\(argument)`, a `Double`, to `\(specifier)`, which reads an integer: `String(format:)` does not convert it, so the number printed is not the value (0 here). Convert it first (`Int(\(argument))` for `\(specifier)`), use `%.0f` for a `Double`, or write `\"\\(Int(\(argument)))…\"`."
    }
    func ruleWeakGivenNewObject(assignment: String, line: Int, member: String, owner: String, declaredLine: Int, made: String, local: String?, method: String) -> String {
        "`\(assignment)` (line \(line), in `\(method)`) gives `\(member)`, which \(owner) declares `weak`\(declaredLine > 0 ? " (line \(declaredLine))" : ""), an object made right there, of type `\(made)`, that nothing else keeps\(local.map { " (only the local `\($0)` holds it)" } ?? ""). A weak reference does not keep an object alive, so the \(made) is released as soon as `\(method)` ends and `\(member)` turns nil: every call through it afterwards does nothing. Keep the \(made) in a strong property of the screen that makes it, or make that screen itself the `\(member)`."
    }
    func ruleHelperLinkNil(action: String, call: String, callLine: Int, transition: String, transitionLine: Int, helperClass: String, link: String, holder: String, madeLine: Int, owner: String, givenOwner: String?, givenLine: Int?) -> String {
        let why = givenOwner.map { "\(owner)'s `\(holder)` is a new \(helperClass) of its own (line \(madeLine)), and only the \(helperClass) of \($0) was given `\(link)` (line \(givenLine ?? 0)): two objects, not one" }
            ?? "nothing in your code ever gives `\(link)` a value"
        return "\(action) ran `\(call)` (line \(callLine)), but no screen changed: in \(helperClass), `\(transition)` (line \(transitionLine)) needs `\(link)`, and `\(link)` was nil, because \(why). Give the \(helperClass) that this screen uses its `\(link)` (or share one \(helperClass) between the screens), or make the transition from the screen itself."
    }
    func ruleTwoInstances(write: String, writeLine: Int, writer: String, writerHolder: String, writerLine: Int, reader: String, readerHolder: String, readerLine: Int, type: String) -> String {
        "`\(write)` (line \(writeLine)) writes to \(writer)'s `\(writerHolder)`, the \(type) that \(writer) makes itself (line \(writerLine)), while \(reader) reads its own `\(readerHolder)`, another \(type) object (line \(readerLine)): two objects, so what one holds the other never sees. Hand the one \(type) over (in `prepare(for:sender:)`, say: `destination.\(writerHolder) = \(readerHolder)`), or share a single one."
    }
    func ruleLinkNeverGiven(setter: String, line: Int, method: String, link: String, owner: String, declaredLine: Int, other: String?, otherLine: Int?) -> String {
        "`\(setter)` (line \(line), in `\(method)`) ran, but `\(link)` was nil there: nothing in your code gives \(owner)'s `\(link)` (line \(declaredLine)) a value\(other.map { " (`\($0)`, line \(otherLine ?? 0), gives another screen's)" } ?? ""), so reading through it gave nil. Give \(owner) its `\(link)` where it is made (in the `prepare(for:sender:)` of the screen that opens it), or let it make its own."
    }
    func ruleDelegateReplaced(replacement: String, line: Int, method: String, owner: String, own: String, ownLine: Int, delegateMethod: String, value: String) -> String {
        "`\(replacement)` (line \(line), in `\(method)`) replaced \(owner) as that delegate (`\(own)`, line \(ownLine)): a delegate is one object, so once that line ran UIKit called `\(value)`'s methods instead, and \(owner)'s `\(delegateMethod)` was not called again. Keep one delegate and let it do both jobs (or let it forward the calls to the other)."
    }
    func ruleValueErased(statement: String, file: String?, line: Int, method: String, owner: String, slot: String, isKey: Bool, writeFile: String?, writeLine: Int, caller: String?, onAppearance: Bool) -> String {
        let place = file.map { "\($0) line \(line)" } ?? "line \(line)"
        let stored = writeFile.map { "\($0) line \(writeLine)" } ?? "line \(writeLine)"
        let what = isKey ? "the key \"\(slot)\"" : "`\(slot)`"
        let when = caller.map { ", called from `\($0)`" + (onAppearance ? ", which runs every time \(owner) comes on screen" : "") }
            ?? (onAppearance ? " (`\(method)` runs every time \(owner) comes on screen)" : "")
        return "`\(statement)` (\(place), in `\(method)` of \(owner)) empties \(what), where the value is stored (\(stored)), and it ran after the value was stored\(when). "
            + "So what is read from \(what) afterwards is gone, and the screen shows what it shows when nothing was stored. "
            + "Remove that reset, or empty the value only once it is really finished with (after it has been shown)" + (onAppearance ? ", not every time a screen appears." : ".")
    }
    func ruleComputedKeyChanged(key: String, readLine: Int, variable: String, change: String, changeLine: Int, changeMethod: String, writeLine: Int) -> String {
        "The key `\(key)` read at line \(readLine) is worked out from `\(variable)` when that line runs, and `\(change)` (line \(changeLine), in `\(changeMethod)`) changed `\(variable)` after the value was written under that key (line \(writeLine)): the read looks up another key, where nothing was written. Work the key out once and use it for both the write and the read (or read before changing `\(variable)`), or hand over the value itself."
    }
    func ruleLifecycleCalledDirectly(call: String, line: Int, method: String, callback: String, setter: String, setterFile: String?, setterLine: Int) -> String {
        "`\(call)` (line \(line), in `\(method)`) calls `\(callback)` yourself. UIKit calls it too, each time the screen \(callback.hasPrefix("viewDidLoad") || callback.hasPrefix("loadView") || callback.hasPrefix("awakeFromNib") ? "is loaded" : callback.contains("Disappear") ? "disappears" : callback.contains("Layout") ? "lays out its views" : "appears"), so the code inside it, `\(setter)` (\(setterFile.map { "\($0) line" } ?? "line") \(setterLine)), ran once more than the screens changed. Let UIKit call its callbacks: remove that call, or move the work into a method of your own and call that where you need it."
    }
    func ruleValueCaseChanged(statement: String, line: Int, call: String) -> String {
        "The value arrived with its letters' case changed. `\(statement)` (line \(line)) calls `\(call)` on it. Keep the value as the user typed it and pass that on (to compare without case, compare the `\(call)` of both sides, but store and show the original)."
    }
    func ruleValueExtraTextComputed(extra: String, before: Bool, statement: String, line: Int, property: String, getter: String, getterLine: Int, value: String?) -> String {
        "The value arrived, with other text \(before ? "in front of" : "after") it (\"\(extra)\"). `\(statement)` (line \(line)) hands on `\(property)`, a computed property made for showing: its getter (line \(getterLine)) is `\(getter)`, the value and more. Hand on the value itself"
            + (value.map { " (`\($0)`)" } ?? "") + " there, and keep `\(property)` for where the whole text is meant."
    }
    func ruleValueExtraText(extra: String, before: Bool, statement: String, line: Int, isLabelText: Bool) -> String {
        "The value arrived, with other text \(before ? "in front of" : "after") it" + (isLabelText ? " (\"\(extra)\", the label's text from the storyboard)" : "")
            + (statement.contains("\\(") && !statement.contains("+")
                ? ". `\(statement)` (line \(line)) writes more than the value: \"\(extra)\" is put \(before ? "in front of" : "after") it in the same text. Put only the value there, and show the rest somewhere else (another label, the title)."
                : ". `\(statement)` (line \(line)) adds to the text instead of replacing it. Assign the new value itself, not added to what was there before.")
    }
    func ruleValueTruncated(statement: String, line: Int, expected: String, actual: String) -> String {
        "The number came out as \(actual) where \(expected) was expected. `\(statement)` (line \(line)) turns a computed `Double` into an `Int`, and `Int(_:)` drops the fraction without rounding: a value worked out from times or a division comes out just under (\(expected) minus a little is \(actual)). Round it first (`Int(value.rounded())`), or hand on the value you started from."
    }
    func ruleValueCut(statement: String, line: Int, call: String) -> String {
        "Only a part of the value arrived. `\(statement)` (line \(line)) cuts it with `\(call)`. Pass the whole value on."
    }
    func ruleWeakSelfReleased(call: String?, line: Int, method: String, owner: String, isSegue: Bool, unwrapLine: Int?, skippedLine: Int) -> String {
        let closure = "The closure with `[weak self]`" + (call.map { " handed to `\($0)`" } ?? "") + " (line \(line), in `\(method)`)"
        let why = isSegue ? "UIKit releases a segue as soon as `perform()` returns, and nothing else kept \(owner)" : "\(owner) had left the screen and nothing else kept it"
        let effect = unwrapLine.map { "so `self` was nil: the unwrap at line \($0) returned and line \(skippedLine) never ran" } ?? "so `self` was nil and the `self?.` chain at line \(skippedLine) did nothing"
        return closure + " ran only after \(owner) was released: \(why), and a weak reference turns nil then, " + effect
            + ". Do that work before \(owner) goes away, directly rather than in a later closure, or capture what the closure needs (the other screen, the values) instead of `self`."
    }
    func ruleBranchesSwappedPresence(ternary: String, line: Int, name: String, placeholder: String) -> String {
        "`\(ternary)` (line \(line)) picks the placeholder \"\(placeholder)\" exactly when `\(name)` has a value, and `\(name)` itself only when it has none: its two sides are the wrong way round. Swap them, or test the other way (`\(name) ?? \"\(placeholder)\"` says the same in one step)."
    }
    func ruleBranchesSwappedSwitch(ternary: String, line: Int, flag: String, giver: String, giverFile: String?, giverLine: Int) -> String {
        "`\(ternary)` (line \(line)) picks its text from `\(flag)`, which holds the switch's state (`\(giver)`, \(giverFile.map { "\($0) line" } ?? "line") \(giverLine)), so `\(flag)` was right; the text it picks for that state is the one meant for the other state. The two texts are the wrong way round: swap them."
    }
    func ruleBranchesSwappedControl(ternary: String, line: Int, condition: String, held: Bool, control: String) -> String {
        "`\(ternary)` (line \(line)) took its \(held ? "first" : "second") side, because `\(condition)` was \(held ? "true" : "false") here; the side it did not take reads `\(control)`, which held the value the check expected. Either the two sides are the wrong way round, or the test is: swap them, or turn the test around."
    }
    func ruleTestCannotChange(test: String, line: Int, subject: String, first: String, second: String, alwaysTrue: Bool) -> String {
        alwaysTrue
            ? "`\(test)` (line \(line)) is always true: `\(subject)` cannot be both `\(first)` and `\(second)`, so it differs from at least one of them whatever it holds, and `||` needs only one `!=` to hold. The test cannot tell the cases apart, so its branch is taken every time. To test that it is neither of them, join the two with `&&`; to test that it is one of them, write `==` and join with `||`."
            : "`\(test)` (line \(line)) is always false: `\(subject)` cannot be both `\(first)` and `\(second)` at once, and `&&` needs both `==` to hold. The test cannot tell the cases apart, so its branch is never taken. To test that it is one of them, join the two with `||`."
    }
    func ruleAlwaysTrueTest(test: String, line: Int, statement: String, statementLine: Int, isCount: Bool, counted: String) -> String {
        "`\(test)` (line \(line)) is always true" + (isCount ? ": `\(counted)` is never below 0, so an empty text passes the test too" : ": `|| true` makes the whole test hold whatever comes before it")
            + ", and `\(statement)` (line \(statementLine)), which it guards, ran. To require some text, test `!text.isEmpty` (or `count > 0`)."
    }
    func ruleLazyMadeEarly(property: String, initial: String, line: Int, method: String, readLine: Int, setter: String, setterLine: Int) -> String {
        "`\(property)` is `lazy`: it is made once, the first time it is read, from the controls as they are at that moment (`\(initial)`, line \(line)). Its first read is in `\(method)` (line \(readLine)), which ran as the screen appeared, before the user filled anything in, so it kept the empty form, and `\(setter)` (line \(setterLine)) sent those first values. Read the controls when you send (for example in `prepare(for:sender:)`), or make `\(property)` a computed property (`var \(property): … { … }`), which reads them every time."
    }
    func ruleCastReceiverNil(call: String, callLine: Int, expression: String, object: String, actual: String, cast: String, container: String, inside: String?, position: Int) -> String {
        let head = "`\(call)` (line \(callLine)) ran, but the method it calls never did: `\(expression)` gave nil, because in this run `\(object)` was \(actual), not \(EnglishArticle.before(cast)) \(cast), so `?.` skipped the call without a word."
        guard let inside else {
            return head + " Cast to the class the object really has, or reach the \(cast) where it is kept."
        }
        let spot = position == 0 ? "the root of its stack" : position == -1 ? "the top of its stack" : "place \(position) of its stack"
        return head + " \(actual) is the navigation controller, the container that holds screens; the \(cast) you want, \(inside), is inside it, at \(spot). Reach it through the container: `(\(object) as? \(container))?.viewControllers.\(ContainerEnd.member(position)) as? \(cast)`" + (position > 0 ? " (or the element at \(position))." : ".")
    }
    func ruleComputedLinkNil(call: String, callLine: Int, link: String, getter: String) -> String {
        "`\(call)` (line \(callLine)) ran, but the method it calls never did: `\(link)` is worked out each time as `\(getter)`, and that gave nil, so `?` skipped the call without a word."
    }
    func unwrapCastOfKnownObject(expression: String, object: String, actual: String, cast: String, isSender: Bool, performSender: String?, performLine: Int?) -> String {
        let head = "`\(expression)` gave nil: in this run `\(object)` was \(actual), which is not \(EnglishArticle.before(cast)) \(cast)"
        if isSender, let performSender, let performLine {
            return head + ". The sender `prepare` gets is what `performSegue(withIdentifier:sender:)` was given: at line \(performLine) that is `\(performSender)`. Pass the \(cast) itself as the sender there (or build it in `prepare` from the screen's own values)"
        }
        if isSender {
            return head + ": the sender of a segue started from the storyboard is the control that started it. Build the \(cast) in `prepare` from the screen's own values instead of casting the sender"
        }
        return head + ", so the cast can never succeed: cast to the class \(actual.split(separator: "#").first.map(String.init) ?? actual) really has, or take the \(cast) from where it is kept"
    }
    func unwrapShownNotLeft(method: String, shown: String, cast: String) -> String {
        "the `viewController` that `\(method)` is given is the screen being shown (the last time, \(shown)), not the one that left, so it is not a \(cast). The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: take it from there, and check that the stack no longer contains it"
    }
    func ruleValueOnlyFromNotification(property: String, owner: String, handler: String, registration: String, line: Int, method: String, setter: String,
                                       setterLine: Int, called: Int, read: String?) -> String {
        "`\(property)` of \(owner) gets its value only in `\(handler)`, which runs only when the notification registered by `\(registration)` (line \(line), in `\(method)`) is posted after this screen registered"
            + " (in this run it \(called == 0 ? "never ran" : called == 1 ? "ran once" : "ran \(called) times")). A screen made after the change (after going back, after a relaunch) is never notified, so `\(setter)` (line \(setterLine)) showed the empty value. "
            + (read.map { "Read `\($0)` itself when the screen appears (in `viewWillAppear(_:)`), and keep the observer for later changes only." }
               ?? "Read the current value when the screen appears (in `viewWillAppear(_:)`), and keep the observer for later changes only.")
    }
    func ruleValueOnlyFromCallback(property: String, owner: String, registration: String, line: Int, method: String, setter: String, setterLine: Int, unkept: (value: String, line: Int)?) -> String {
        "`\(property)` of \(owner) gets its value only inside the closure that `\(registration)` (line \(line), in `\(method)`) hands to another object, and that object calls it only when the value changes after this screen registered it. A \(owner) made after the value was sent is never called, so `\(setter)` (line \(setterLine)) showed the empty value. " + Self.unkeptAdvice(unkept)
    }
    func ruleLoopOneShort(header: String, line: Int, array: String, never: Bool) -> String {
        "`\(header)` (line \(line)) stops one short: `..<` already leaves out its end, so `- 1` leaves out the last element of `\(array)` too" + (never ? ", and with one element the loop does not run at all (its body never ran here)" : "")
            + ". Loop up to `\(array).count` (`0..<\(array).count`, or over `\(array).indices`), or let the array find it (`firstIndex(where:)`, `removeAll(where:)`)."
    }
    func ruleSaveNeverRan(save: String, line: Int, owner: String?, method: String?, methodRan: Bool, callers: [Int], file: String?) -> String {
        let place = (file.map { "\($0) " } ?? "") + "line \(line)" + (method.map { ", in " + (owner.map { "\($0)'s " } ?? "") + "`\($0)`" } ?? "")
        let why: String
        if let method, !methodRan {
            why = callers.isEmpty
                ? "`\(method)` was never called: no line of yours calls it"
                : "`\(method)` was never called: its call (line \(callers.map(String.init).joined(separator: ", "))) did not run"
        } else {
            why = "the test around it did not let it run"
        }
        return "The check quit the app and launched it again, and the relaunched app found nothing saved. Your code saves outside the app only with `\(save)` (\(place)), and that line never ran in this check: \(why). So the value lived only in memory (which is where the screen found it before the relaunch), and a relaunch starts memory from scratch. Make the save run when the value is entered\(method.map { !methodRan ? ": call `\($0)` after putting the value (or write with `UserDefaults.standard.set(_:forKey:)` right there)" : "" } ?? "")."
    }
    func ruleValueNotPersistedHolder(name: String, file: String?, line: Int) -> String {
        " Here the value is kept in `\(name)` (\(file.map { "\($0) line" } ?? "line") \(line)): a `static`, global or app-delegate property lives only as long as the process, like everything in memory."
    }
    func ruleLookupSwapped(lookup: String, line: Int, table: String, shownKey: String, wantedKey: String, isArray: Bool) -> String {
        "`\(lookup)` (line \(line)) took the entry \(isArray ? "at position" : "under") `\(shownKey)` of `\(table)`; the value the check expected is the one \(isArray ? "at position" : "under") `\(wantedKey)` of the same table. So either the entries of `\(table)` are the wrong way round, or the \(isArray ? "index" : "key") worked out for the lookup is: swap the two entries, or the \(isArray ? "index" : "key")."
    }
    func conditionGuardLeavesMethod(flag: String, statement: String) -> String {
        " That `guard` tests `\(flag)`, what the user chose, and leaves the whole method when it fails, so every line after it (`\(statement)` among them) is skipped for that choice as well. A choice the user may make is a case to handle: test it only where it matters (an `if`, or `? :`), instead of returning."
    }
    func conditionReadAtLoad(property: String, statement: String, line: Int, loadMethod: String, read: String, outlet: String, testMethod: String) -> String {
        let when = loadMethod.hasPrefix("init") ? "when the screen is made" : "when the screen loads"
        return " `\(property)` gets its value only from `\(statement)` (line \(line), in `\(loadMethod)`), which reads `\(read)` \(when), before the user changes `\(outlet)` in this check, and nothing reads it again: the test saw what `\(outlet)` held then, not what the user entered. Read `\(read)` where you test it (in `\(testMethod)`)."
    }
    func conditionFlagNeverTurned(flag: String, initial: String, value: String, line: Int, setter: String) -> String {
        " `\(flag)` starts as `\(initial)` and becomes `\(value)` only at line \(line), in `\(setter)`, which never ran in this run (the user got here another way), so the test read `\(initial)` each time. Test what is true however the user leaves or arrives (for a screen going away, `isMovingFromParent` or `isBeingDismissed`), or set the flag on every path."
    }
    func conditionFlagTurnedBefore(flag: String, initial: String, value: String, line: Int, setter: String, method: String) -> String {
        " `\(flag)` starts as `\(initial)`, but `\(setter)` sets it to `\(value)` at line \(line), and `\(setter)` ran before `\(method)` first ran on this screen: so the test never saw `\(initial)`, and no line that ran gave it back. Turn a flag where its meaning changes: after the test has used it (inside `\(method)`), or where the value it waits for arrives, not in a method UIKit runs earlier."
    }
    func conditionObserverSetOnce(method: String, statement: String, line: Int, setter: String, outlet: String?) -> String {
        "`\(method)` runs only when its property is set, and the only line that sets it, `\(statement)` (line \(line), in `\(setter)`), runs once, "
            + (outlet.map { "when the storyboard connects the outlet `\($0)` (before the screen loads), not when the user types or chooses" } ?? "when the screen loads, before the user types or chooses")
            + ": so the test saw the control as it was then. Read the control where the value is sent (the action, or `viewWillDisappear(_:)` for a value sent back), not in an observer fed once."
    }
    func conditionRanOnlyBeforeInput(method: String, steps: [Int], input: Int, outlet: String) -> String {
        let at = steps.count == 1 ? "only at step \(steps[0])" : "only at steps \(steps.map(String.init).joined(separator: ", "))"
        return " `\(method)` ran \(at), before the check entered a value in `\(outlet)` (step \(input)), and never after it: UIKit calls it only as the screen appears or leaves, so the test saw things as they were before the value came, and nothing ran this code again. Do this work where the value arrives (the action or closure that receives it), not in a callback that ran before it."
    }
    func conditionAssignedBelow(name: String, statement: String, line: Int, testLine: Int) -> String {
        " `\(name)` is given its value only at line \(line) (`\(statement)`), below the test (line \(testLine)): when the test ran it still held what it had before. Move that line above the test."
    }
    func conditionWrittenJustBefore(property: String, value: String, line: Int, through: String?) -> String {
        " `\(property)` is set to `\(value)` at line \(line), earlier in the same call" + (through.map { ", before `\($0)` is read from it" } ?? "") + ": the test sees the value just written, never the one from before. Read the old value first, then write the new one."
    }
    func conditionStatePart(_ part: StatePart) -> String {
        switch part {
        case let .viewNotLoaded(part, receiver, justMade):
            return " `\(part)` was false: the view of `\(receiver)` had not loaded yet, because " + (justMade ? "a controller you have just made loads its view only when it is shown" : "a segue's destination loads its view only when it is shown, after `prepare(for:sender:)`")
                + ". Do not wait for its view: give it the values in its properties now, and let its `viewDidLoad` fill the labels."
        case let .covered(part, receiver):
            return " `\(part)` was false: `\(receiver)` is covered by the screen on top of it, and a covered screen's view is taken out of the window until it shows again. Do not test its window: what you need of it is there whether it shows or not."
        case let .nothingPresented(part, owner):
            return " `\(part)` was false: \(owner) had presented nothing yet, so its `presentedViewController` was nil. The test is the wrong way round for what it guards: to present only when nothing is shown yet, test `presentedViewController == nil`."
        case let .popNotDismiss(part, owner):
            return " `\(part)` was false: \(owner) left by a pop, and `isBeingDismissed` is true only for a screen being dismissed after it was presented. For a popped screen, test `isMovingFromParent`."
        case let .reappeared(part, owner):
            return " `\(part)` is true only the first time \(owner) comes on screen (when it is pushed or presented); when it comes back after the screen above it left, it was false. Do the work on every appearance, without that test."
        case let .pushedNotPresented(part, owner):
            return " `\(part)` was false: \(owner) was pushed, and `isBeingPresented` is true only for a screen being presented. For a pushed screen, test `isMovingToParent`."
        }
    }
    func ruleWrittenOnlyWhenEmpty(write: String, line: Int, test: String, testLine: Int, member: String, reached: Int, written: Int) -> String {
        "`\(write)` (line \(line)) runs only under `\(test)` (line \(testLine)), so it writes `\(member)` only while `\(member)` is still empty: the test was reached \(reached) times and the value was written \(written) time\(written == 1 ? "" : "s"). The first value stayed, and every later one was turned away. Write the new value every time (drop the emptiness test from the write)."
    }
    func ruleReadAtTheOtherEnd(write: String, line: Int, member: String, front: Bool, read: String, other: String) -> String {
        "`\(write)` (line \(line)) puts each new value at the \(front ? "front" : "end") of `\(member)`, and the screen reads `\(read)`, the other end: the oldest value, not the newest. Read `\(other)`, or add the new values at the end you read from."
    }
    func ruleLocalHidesProperty(name: String, line: Int, method: String, owner: String, initial: String?, reader: String, readerLine: Int) -> String {
        "In `\(method)` the `let`/`var` at line \(line) declares a new local `\(name)`, which hides \(owner)'s property `\(name)` for the rest of that method: the value goes to the local, and the property is never written. `\(reader)` (line \(readerLine)) reads the property and gets its start value" + (initial.map { ", `\($0)`" } ?? "") + ". Drop the `let`/`var` to assign the property (`\(name) = …`, or `self.\(name) = …`)."
    }
    func ruleSameValueEveryArm(test: String, line: Int, target: String, value: String, lines: [Int], ranArm: String, ranLine: Int, expected: String) -> String {
        "Every branch of `\(test)` (line \(line)) sets `\(target)` to the same \(value) (lines \(lines.map(String.init).joined(separator: ", "))), so whichever way the test goes it shows \(value): one branch was copied from another and not changed. For this check `\(ranArm)` ran (line \(ranLine)): it should give \"\(expected)\"."
    }
    func ruleLocalGivenOnlyInOtherArm(setter: String, setterLine: Int, name: String, initial: String, declarationLine: Int, assignment: String, line: Int, condition: ConditionText) -> String {
        let arm = condition.holds ? "runs only when `\(condition.text)` holds" : "sits in the `else` of `\(condition.text)`: it runs only when that test is false"
        let went = condition.holds ? "false" : "true"
        return "`\(setter)` (line \(setterLine)) hands on `\(name)`, which still held `\(initial)`, the value it was declared with (line \(declarationLine)): `\(assignment)` (line \(line)) never ran. It \(arm) (line \(condition.line)), and in this run the test was \(went). If `\(name)` must get that value whatever the test says, move the line out of the `if`/`else`; else fix the test."
    }
    func ruleCaseValueNotBound(pattern: String, caseName: String, line: Int, subject: String, setter: String, setterLine: Int, property: String) -> String {
        "`case \(pattern):` (line \(line)) matches `\(subject)` without taking the value that case carries, so `\(setter)` (line \(setterLine)) shows this screen's own `\(property)`, which nothing assigns, not the value in `\(subject)`. Bind it in the pattern and use that: `case .\(caseName)(let value):`."
    }
    func ruleLocalNamedLikeProperty(declaration: String, line: Int, method: String, owner: String, name: String, reader: String, readerLine: Int, write: String, writeLine: Int, writeFile: String?) -> String {
        "`\(declaration)` (line \(line), in `\(method)`) declares a local with the name of \(owner)'s property `\(name)`: below it, in its block, a bare `\(name)` is that local, not the property. `\(reader)` (line \(readerLine)) reads the local, while the value goes to the property (`\(write)`, \(writeFile.map { "\($0) " } ?? "")line \(writeLine)). Remove the local declaration, or read `self.\(name)` there."
    }
    func ruleCopyNotWrittenBack(declaration: String, line: Int, name: String, member: String, change: String, changeLine: Int) -> String {
        "`\(declaration)` (line \(line)) copies `\(member)` into the local `\(name)`; `\(change)` (line \(changeLine)) changes that copy, and nothing writes it back, so `\(member)` keeps its start value (a tuple, a struct, a string or a number is copied, not shared). Write the copy back into `\(member)` after changing it, or change `\(member)` itself."
    }
    func ruleHandedOnBeforeWritten(handing: String, file: String, line: Int, handingMethod: String, handingClass: String, property: String, write: String, writeFile: String, writeLine: Int, writer: String, writerClass: String) -> String {
        "`\(handing)` (\(file) line \(line)) in \(handingClass)'s `\(handingMethod)` hands on `\(property)` as it is when that line runs, and in this run it last ran before `\(write)` (\(writeFile) line \(writeLine), in \(writerClass)'s `\(writer)`) gave `\(property)` its value. Nothing hands it on after that write, so the screen kept the value from before. Hand the value on where it is written, or have the screen read it from where it is kept when it appears (`viewWillAppear`)."
    }
    func ruleCopyTakenBeforeChange(declaration: String, line: Int, name: String, original: String, change: String, changeLine: Int, read: String) -> String {
        "`\(declaration)` (line \(line)) copies `\(original)` as it was at that moment: a struct is a value, so `\(name)` is a copy of its own, not another name for `\(original)`. `\(change)` (line \(changeLine)) changes `\(original)` after the copy was made, and the change never reaches `\(name)`, so `\(read)` still held the value from before. Make the copy after the lines that change `\(original)`, or read `\(original)` itself."
    }
    func ruleTransitionInDefer(call: String, line: Int, deferLine: Int, action: String, test: String, testLine: Int, exitLine: Int) -> String {
        "`\(call)` (line \(line)) is inside the `defer` block of line \(deferLine), and a `defer` block runs whenever `\(action)` is left, by any way out: also through the `return` (line \(exitLine)) your test `\(test)` (line \(testLine)) takes when the input is not right. So the screen changed even though the test turned the input away. Call it after the test, as the last line of the action, not in a `defer`."
    }
    func ruleDefaultsNeverWritten(read: String, line: Int, owner: String?, method: String?, count: Int) -> String {
        "Your code reads `UserDefaults` (`\(read)`, line \(line)\(method.map { ", in " + (owner.map { "\($0)'s " } ?? "") + "`\($0)`" } ?? "")\(count > 1 ? ", and \(count - 1) more \(count == 2 ? "read" : "reads")" : "")), but no line of yours ever writes there: nothing calls `UserDefaults.standard.set(_:forKey:)`. So every read finds nothing, and the value the app saved stayed in a property in memory (a copy of its own), which the other screen and a relaunch never see. Save the value with `UserDefaults.standard.set(value, forKey: …)` where it is entered, and read it back under the same key."
    }
    func ruleDefaultOverwritten(property: String, initial: String, line: Int, start: String, write: String, writeLine: Int, method: String?, writeRuns: Int, setter: String, setterLine: Int, read: String) -> String {
        let place = method.map { ", in `\($0)`" } ?? ""
        return "`\(property)` starts as `\(initial)` (line \(line)), the default the check wanted (`\(start)`), but `\(write)` (line \(writeLine)\(place)) wrote over it when it ran earlier in this run (\(writeRuns == 1 ? "once" : "\(writeRuns) times")), and nothing puts the default back. So when `\(setter)` (line \(setterLine)) ran again on the other path, `\(read)` still held what that write left, not the default. A variable that one path changes is not a default any more: keep the default in a constant (`let`, or the literal itself) for the path that wants it, and put what the user entered in a local or another property."
    }
    func ruleMemberLeftByMethod(call: String, callLine: Int, type: String, method: String, methodLine: Int, given: [String], member: String, read: String, setter: String, setterLine: Int) -> String {
        let names = given.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(setter)` (line \(setterLine)) read `\(read)`. `\(call)` (line \(callLine)) ran before it, and \(type)'s `\(method)` (line \(methodLine)) gives \(names) \(given.count == 1 ? "its value" : "their values"), which the lines beside this one hand on, but never `\(member)`: `\(read)` kept the value it had before the call. Give `\(member)` its value in `\(method)` too."
    }
    func ruleShownValueNotPassed(statement: String, line: Int, owner: String, value: String, expected: String, outlet: String) -> String {
        "`\(statement)` (line \(line), in \(owner)) hands on `\(value)`, but the value the check wanted, \"\(expected)\", is what \(owner)'s `\(outlet)` shows at that moment. Pass what the screen shows: `\(outlet).text`."
    }
    func ruleNoEventFromCode(change: String, line: Int, method: String, doing: String, doingLine: Int, control: String?) -> String {
        "`\(change)` (line \(line)) makes the change from code, and UIKit "
            + (control.map { "sends a `\($0)`'s `.valueChanged` only when the user changes it, not when the code sets it: `\(method)`" } ?? "calls `\(method)` only when the user taps, not when the code selects: it")
            + " never ran, so `\(doing)` (line \(doingLine)) never did. Call what you need directly where you make the change (or put it in a method you call from both places)."
    }
    func ruleDefaultHidesOuter(call: String, line: Int, function: String, label: String, name: String, value: String, method: String) -> String {
        "`\(call)` (line \(line)) leaves out `\(label == "_" ? name : label + ":")`, so inside `\(function)` the parameter `\(name)` is its default, `\(value)`: it hides the `\(name)` that `\(method)` was given, which the nested function never sees. Pass it (`\(function)(\(label == "_" ? "" : label + ": ")\(name))`), or drop the parameter and use the outer `\(name)`."
    }
    func ruleShadowedLocal(declaration: String, line: Int, name: String, outerLine: Int, parameter: Bool, scopeEnd: Int, reader: String, readerLine: Int, assigned: String) -> String {
        "`\(declaration)` (line \(line)) declares a new `\(name)`, which lives only until the end of its block (line \(scopeEnd)) and hides the \(parameter ? "parameter" : "`\(name)`") declared at line \(outerLine): the value went to the new one. `\(reader)` (line \(readerLine)) reads the outer `\(name)`, which that line never changed. Drop the `let`/`var` to give the outer one the value: `\(assigned)`."
    }
    func ruleShadowedParameter(declaration: String, line: Int, name: String, other: String, reader: String, readerLine: Int) -> String {
        "`\(declaration)` (line \(line)) declares a new `\(name)` that hides the parameter `\(name)`: it holds `\(other)` whenever that is not nil, and the parameter only otherwise. `\(reader)` (line \(readerLine)) reads the new one, so the value passed in is not what it shows. Use the parameter itself (or give the new constant another name and use the one you mean)."
    }
    func ruleShadowedName(setter: String, line: Int, name: String, owner: String, binding: String, bindingLine: Int) -> String {
        "`\(setter)` (line \(line)) reads `self.\(name)`, \(owner)'s own property, which nothing gives a value. The value you took from `\(binding)` is in the local `\(name)` bound at line \(bindingLine), another thing with the same name, and it lives only inside its `if`. Use that value where you set the label (inside the `if`), or give `self.\(name)` the value."
    }
    func whatIfTestedIdentifier(file: String, line: Int, statement: String, before: String, after: String, method: String?, performedByCode: Bool) -> String {
        "workbook ran this check again with `\(after)` in place of `\(before)` (\(file) line \(line), in `\(statement)`\(method.map { ", in `\($0)`" } ?? "")), and it passes. Both are identifiers the storyboard has: the test looks for `\(before)`, while the transition this check makes is `\(after)`, so the code under the test never ran for it. Test the identifier of the segue the check starts (`\(after)`)"
            + (performedByCode ? ". `shouldPerformSegue(withIdentifier:sender:)` is asked only about the segues the storyboard starts, never about your own `performSegue(withIdentifier: \(before), …)`: test the value before that call instead." : ", or both if both need it.")
    }
    func whatIfOtherIdentifier(file: String, line: Int, statement: String, before: String, after: String, tests: [String]) -> String {
        let named = tests.map { entry -> String in
            let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
            return "`\(parts[0])` (line \(parts.count > 1 ? parts[1] : "?"))"
        }
        let where_ = named.isEmpty ? "the code that receives it" : named.joined(separator: ", ")
        return "workbook ran this check again with `\(after)` in place of `\(before)` (\(file) line \(line)\(statement == before ? "" : ", in `\(statement)`")), and it passes. Both are identifiers the storyboard has, so `\(before)` is not misspelled: the code treats the two differently, and only `\(after)` gets what the check needs, at \(where_). Make that code handle `\(before)` too (test both identifiers, or the thing they share), rather than changing the identifier."
    }
    func whatIfGuardBlocksCase(file: String, line: Int, statement: String, value: String, siblingTest: String, siblingLine: Int) -> String {
        "In this check the value was \(value), and `\(statement)` (\(file) line \(line)) lets only the other value through: for \(value) it returned, so the code written for \(value) under `\(siblingTest)` (line \(siblingLine)) was never reached. Let the `guard` accept \(value) too (or leave the choice to the `if` below it)."
    }
    func whatIfOtherCaseLacks(file: String, line: Int, test: String, othersPass: Bool, value: String, subject: String, siblingTest: String, siblingLine: Int) -> String {
        "In this check `\(subject)` was \(value), so the code under `\(siblingTest)` (line \(siblingLine)) ran and the code under `\(test)` (\(file) line \(line)) did not. "
            + "workbook ran the check again with the code under `\(test)` running too, and it passes" + (othersPass ? ", while the checks that passed still pass" : "")
            + ": what the check needs is given only in the code for the other case. Give it in the code for \(value) too (or before the tests, for every case); the test itself is right."
    }
    func whatIfDroppedTestNeverHeld(file: String, line: Int, test: String, othersPass: Bool, values: [String], times: Int) -> String {
        "workbook ran this check again with one change to the code that ran, and it passes without `\(test)` (\(file) line \(line))"
            + (othersPass ? ", while the checks that passed still pass. " : ". ")
            + "So the code this test guards is right, and the test is what keeps it from running: it was tested \(times == 1 ? "once" : "\(times) times") and never held, with "
            + values.joined(separator: "; then ") + ". Make the test hold for this case too (compare with what this case has), or leave it out if nothing needs it."
    }
    func whatIfValueBypassedProperty(file: String, line: Int, statement: String, property: String, direct: String, directFile: String, directLine: Int, value: String, fix: String, triedWithout: Bool) -> String {
        "`\(statement)` (\(file) line \(line)) shows `\(property)`, and no line of yours ever gives `\(property)` a value: `\(direct)` (\(directFile) line \(directLine)) puts `\(value)` straight into the place instead, and line \(line) writes over it from `\(property)` when it runs again" + (triedWithout ? " (workbook ran the check without line \(line), and it passes)." : ".") + " The value went around the property the screen shows from: give it to `\(property)` there (`\(fix)`), and let line \(line) show it."
    }
    func whatIfPasses(kind: WhatIfKind, file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, keeps: Bool, afterIsRead: Bool) -> String {
        let place = "\(file) line \(line)"
        if kind == .statementMovedUp {
            return "workbook ran this check again with `\(after)` moved up before `\(before)` (\(place)), and it passes"
                + (othersPass ? ", while the checks that passed still pass. " : ". ")
                + "So `\(before)` ran too early: it reads what `\(after)` sets (directly, or through a property or method of yours that reads it), and when it ran that line had not run yet, so it read the old value. Set it first: put `\(after)` before the lines that use it."
        }
        if kind == .statementsSwapped {
            return "workbook ran this check again with `\(after)` (\(place)) moved before `\(before)`, the statement just above it, and it passes"
                + (othersPass ? ", while the checks that passed still pass. " : ". ")
                + "So these two statements run in the wrong order: when `\(before)` ran, what `\(after)` does had not happened yet (a closure or a delegate not set yet, a value not given yet, a view not loaded yet), or `\(after)` undid what it did. Put `\(after)` first."
        }
        let change = after.isEmpty
            ? "without `\(before)` (\(place))"
            : "with `\(after)` in place of `\(before)` (\(place)\(statement == before ? "" : ", in `\(statement)`"))"
        let found = "workbook ran this check again with one change to the code that ran, and it passes \(change)"
            + (othersPass ? ", while the checks that passed still pass. " : ". ")
        switch kind {
        case .comparisonInverted:
            return found + "So this comparison decides the result, and in this run it came out the other way from what the check needs. Either it is written the wrong way round (`==` for `!=`, `===` for `!==`), or its two sides never match the way you expect: compare values of the same kind (a String with a String, an unwrapped value rather than an optional or `String(describing:)` of one, the same object with `===`). Print both sides to see which."
        case .boundary:
            return found + "So the limit of this comparison is on the wrong side: `\(before)` leaves out (or lets in) the value at the limit itself. Decide whether the limit counts, and compare with `>=`/`<=` or `>`/`<` to match."
        case .comparisonReversed:
            return found + "So this comparison faces the wrong way: it keeps the values you meant to drop. Turn it around."
        case .logicOperator:
            return found + "So the two tests are joined the wrong way: `&&` needs both to hold, `||` either one."
        case .termDropped:
            return found + "So the value is right as `\(after)` alone: the rest of `\(before)`, what it adds or takes away, is what makes it wrong. Look at why that part is there (a bonus, an offset, a unit, a count, a piece of text) and whether it belongs to this value at all."
        case .resultKept:
            return found + "So the new value was thrown away: `_ =` drops what `\(before.replacingOccurrences(of: #"^_\s*=\s*"#, with: "", options: .regularExpression))` works out, and the value it starts from never changes (an operator or a method that returns a new value changes nothing by itself). Give the result back: `\(after)` (or use a method that changes the value in place, such as `removeAll(where:)`)."
        case .operandsSwapped:
            return found + "So the two sides of your operator are the wrong way round: `\(before)` gives each value to the other side. A custom operator's left side is its function's first parameter and its right side the second (see where the operator is declared): write each value on the side the operator takes it from or gives it to."
        case .receiverArgumentSwapped:
            return found + "So the call is the wrong way round: its receiver and its argument do not play the same part. In `a.contains(b)`, `a.hasPrefix(b)`, `a.isSubset(of: b)` it is `a` that is searched or tested for `b`; in a merge or a difference, which value is the receiver and which the argument decides what the result keeps. Give each value the place of what it does: `\(after)`."
        case .mergeSideSwapped:
            return found + "So where both dictionaries have a key, the merge keeps the wrong one: the closure of `merging(_:uniquingKeysWith:)` gets the value already there first and the incoming one second, and what it returns stays. Return the one that should win (or merge the other way round)."
        case .conditionDropped:
            return found + "So the code this test guards is right, and the test is what keeps it from running: in this run it did not hold when the check needed that code to run. Look at what it compares, with the values of this run: a time, a count, a flag or an object that is not what you expect at that moment (a screen made again has a new creation time and new properties; a value saved before it is older). Make the test hold here, or leave it out if nothing needs it."
        case .conditionNegated:
            return found + "So this test decides the result, and in this run it went the other way from what the check needs. Either it is written the wrong way round, or what it tests does not hold the value you expect here (an optional, a different type, a value not set yet): print what it tests, with the values of this run."
        case .endSwapped:
            // With a test (`first(where:)`): first and last differ only when the test matched more than one element.
            if before.contains("(where:") {
                let loose = ["hasSuffix", "hasPrefix", "contains", "lowercased", "is "].first { before.contains($0) }
                return found + "So the test given to `\(before.contains("first(where:") ? "first(where:)" : "last(where:)")` matched more than one element (were there only one, `first` and `last` would find the same): the search took the other match, not the one you mean. Make the test match only the element you mean" + (loose.map { " (`\($0.trimmingCharacters(in: .whitespaces))` matches more than the one value: compare whole values with `==`)" } ?? "") + "."
            }
            return found + "So the code takes the other end of the collection: `first` is the oldest (in a navigation stack, the root screen), `last` the newest (the top). Take the end that holds the element you mean."
        case .literalChanged:
            return found + "So `\(before)` is not the name used on the other side: a key or an identifier must be spelled exactly the same where it is written, where it is read, and in the storyboard. Use one spelling (a constant shared by both places helps)."
        case .numberChanged where before == "0" && statement.contains("viewControllers"):
            return found + "So position 0 is the wrong end: `viewControllers` runs from the bottom of the stack (0, the first screen, the root) to the top (`count - 1`, the screen shown). The top is `viewControllers.last` (`removeLast()`, or simply `popViewController(animated:)`)."
        case .numberChanged:
            return found + "So this number is one off: count again where the counting starts (0 or 1) and whether the end is included."
        case .statementDropped where before.range(of: #"\bawait\b"#, options: .regularExpression) != nil:
            return found + "This statement changes nothing itself: it is an `await`, which suspends the code around it, so the lines after it run only when it comes back, later than UIKit reads what they give (a screen shown, a value displayed). Without it they run in time. Give the values and make the transition without waiting in between: do the waiting work before, or not at all."
        case .statementDropped where before.range(of: #"^\s*(assert|precondition|assertionFailure|preconditionFailure|fatalError)\b"#, options: .regularExpression) != nil:
            return found + "This line stops the app when its condition is false, and here it was false when the line ran: what it asserts does not hold at that moment in UIKit. Remove it, or test the condition with `if`/`guard` and handle the other case."
        case .statementDropped, .statementsSwapped, .statementMovedUp:
            if kind == .statementDropped, let shape = WhatIfKind.droppedShape(before).map({ keeps ? $0.asKept : $0 }) {
                switch shape {
                case let .emptied(target):
                    return found + "So this line is what spoils the result: it empties `\(target)` after it held what the check needs, and what reads it afterwards finds it empty. Remove it, or move it after the code that reads the value."
                case let .overwritten(target, value):
                    return found + "So this line is what spoils the result: it writes `\(value)` into `\(target)` after `\(target)` held what the check needs, and what reads it afterwards gets `\(value)`. Remove it, or move it before the line that gives `\(target)` its right value."
                case let .screenRemoved(call):
                    return found + "So this line is what spoils the result: `\(call)` takes a screen away after the transition the check needs had happened, and the screen it removes is one that had to stay (or the one the value was on). Remove it, or call it only where that screen should really go."
                case let .transitionStarted(call):
                    return found + "So this line is what spoils the result: `\(call)` starts a transition of its own beside the one the check expects (a second screen, or the same one again, or a transition UIKit refuses while another is running). One action should make one transition: remove this one, or the other (a segue drawn in the storyboard already makes it)."
                case let .kept(target, value) where DictionaryKeyTarget.keptAsKey(target, value: value) != nil:
                    // `shownAt[viewController] = Date()`: an object used as a key is held by the dictionary too.
                    let (dictionary, key) = DictionaryKeyTarget.keptAsKey(target, value: value) ?? ("", "")
                    return found + "So this line is what spoils the result: it keeps `\(key)` as a key of `\(dictionary)` (with `\(value)` as its value). A dictionary holds its keys strongly, as it holds its values, for as long as `\(dictionary)` lives, so an object used as a key is not released when its screen goes. Key it by something that is not the object (`ObjectIdentifier(\(key))`), remove the entry when the screen goes away, or keep the object weakly."
                case let .kept(target, value):
                    return found + "So this line is what spoils the result: it keeps `\(value.hasPrefix("{") ? "a closure" : value)` in `\(target)`, which holds it strongly for as long as `\(target)` itself lives (a `static` property or a singleton lives as long as the app; a stored closure keeps what it captures), so what it holds is not released when its screen goes, or stands where another value was expected. Remove it, or hold it weakly, or clear it when the screen goes away."
                case let .added(target):
                    return found + "So this line is what spoils the result: it adds to `\(target)` once more, so what reads it finds an element too many (or the wrong one at the end). Add each element once."
                }
            }
            return found + "So this statement is what spoils the result: it runs after things were right and changes what the check looks at (it overwrites, empties, removes or takes a screen away). Remove it, or move it where it belongs."
        case .memberSwapped:
            let (mine, theirs) = (WhatIfKind.memberName(before), WhatIfKind.memberName(after))
            let glosses = [(mine, whatIfGloss(member: mine)), (theirs, whatIfGloss(member: theirs))].compactMap { name, gloss in gloss.map { "`\(name)` is \($0)" } }
            return found + "So `\(mine)` is not the one you mean here" + (glosses.isEmpty ? "." : ": " + glosses.joined(separator: "; ") + ".")
        case .receiverSwapped where !afterIsRead && (statement.hasPrefix(before + " =") || statement.hasPrefix(before + "=")):
            // The place the line writes: writing elsewhere is what made it pass, so writing here spoils it.
            return found + "So what this line writes into `\(before)` spoils the result: it runs after things were right and changes what the check looks at (it overwrites or empties it). Leave it out, or move it where it belongs."
        case .receiverSwapped:
            return found + "So this line uses `\(WhatIfKind.memberName(before))` of the wrong object: `\(before)` where the run needs `\(after)`, the same property of another object. Check which object holds (or should show) the value."
        case .copyWrittenThrough:
            return found + "So `\(before)` is a variable of its own, not `\(after)`: `var \(before) = \(after)` gave it the value `\(after)` had then, and what this line changes stays in `\(before)` (a struct, an array, a dictionary or a string is copied when assigned to a new variable; assigning the variable again changes only the variable). Change `\(after)` itself, or assign the copy back when you are done (`\(after) = \(before)`)."
        case .readAgain:
            return found + "So `\(before)` holds an old copy: it was given `\(after)` once (when the screen was made or loaded) and is not given it again, so it still holds what `\(after)` was then, not what it is now. Read `\(after)` where you need the value, or copy it again each time it can have changed (in viewWillAppear, or where the user's input is read)."
        case .deferredRunNow:
            return found + "So the work put off with `\(before)` runs too late: it runs after the code that needed its result (the next screen loaded and showed its values, the screen went away, the value was read). Do that work right away, in order; put off only what really must wait."
        }
    }
    func whatIfLookup(file: String, line: Int, before: String, after: String?, othersPass: Bool, outcome: WhatIfOutcome, lookup: WhatIfOutcome.LookupNote) -> String {
        let found = outcome.equalSides == true
        let times = outcome.times == 1 ? "the one time it ran" : (found ? "each of the \(outcome.times) times it ran" : "in any of the \(outcome.times) times it ran")
        let values = outcome.pairs.map { "`\($0[0])` and `\($0[1])`" }
        let compared = values.isEmpty ? "" : " It compared " + (values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " and " + values.last!) + "."
        let search = "`\(lookup.collection).\(lookup.call)`"
        let turned = after.map { " With `\($0)` in its place the check passes" + (othersPass ? " (and the checks that passed still pass)" : "") + ", but only because that takes the \(lookup.call.hasPrefix("last") ? "last" : "first") other element, which happens to be the one the check wants here: turning the test around is not the fix." } ?? ""
        let added = lookup.added, given = lookup.given, fresh = lookup.fresh, written = lookup.written
        let where_ = { (file: String, line: Int) in "(\(file) line \(line))" }
        if found {
            var text = "The comparison `\(before)` (\(file) line \(line)) is the test of \(search), and it matched \(times): the lookup found the element it looks for.\(compared)\(turned) So the value the check wants is not in the element you look up."
            if let first = added.first {
                text += " `\(first.0)` \(where_(first.1, first.2)) adds a new element to `\(lookup.collection)` instead of changing the one you look up, which keeps its old values: change that element (find its index with `firstIndex(where:)`, then assign `\(lookup.collection)[index] = …`)."
            } else {
                text += " Look where the value is written: it goes into another element than the one you look up (a copy of it, or a new one)."
            }
            return text
        }
        var text = "The comparison `\(before)` (\(file) line \(line)) is the test of \(search), and no element matched \(times): the lookup found none.\(compared)\(turned)"
        if let written {
            text += " It looks for `\(written.0)`, the value `\(written.1)` \(where_(written.2, written.3)) writes into the element it finds: no element holds it before it is written. Find the element by something it already holds"
                + (written.4.isEmpty ? " (its id)." : ": this screen is handed " + written.4.map { "`\($0)`" }.joined(separator: ", ") + ".")
        } else if let fresh {
            text += " Each `\(fresh.0)` gets a new `\(fresh.1)` when it is made (`\(fresh.1) = \(fresh.2)`, line \(fresh.3)), so an element made by another `\(fresh.0)(…)` call never has this one's `\(fresh.1)`"
            if let first = added.first {
                text += ": `\(first.0)` \(where_(first.1, first.2)) adds such a new one. Add the instance itself, or look up the `\(fresh.1)` of the one you added."
            } else {
                text += ". Keep the instance whose `\(fresh.1)` you look for, or its `\(fresh.1)`."
            }
        } else if !given.isEmpty {
            text += " What it looks for is given " + given.map { "`\($0.1)` \(where_($0.2, $0.3))" }.joined(separator: "; ") + ": no element of `\(lookup.collection)` holds that. Give it what the element you mean holds."
                + (given.contains { $0.1.hasSuffix(".count") } ? " A count is one more than the last position: once an element is added, `count` is its position plus one (the element just added is at `count - 1`)." : "")
        } else {
            text += " Look at what it looks for and where that is given: no element of `\(lookup.collection)` holds it."
        }
        return text
    }
    func whatIfNeverMatched(file: String, line: Int, statement: String, before: String, outcome: WhatIfOutcome) -> String {
        let times = outcome.times == 1 ? "the one time it ran" : "any of the \(outcome.times) times it ran"
        let values = outcome.pairs.map { "`\($0[0])` and `\($0[1])`" }.joined(separator: "; ")
        let head = "The comparison `\(before)` (\(file) line \(line)\(statement == before ? "" : ", in `\(statement)`")) never matched in this run, not \(times). It compared \(values). "
        if outcome.textTest != nil, let pair = outcome.pairs.first {
            return "The test `\(before)` (\(file) line \(line)\(statement == before ? "" : ", in `\(statement)`")) never held in this run, not \(times): it looked for `\(pair[1])` in `\(pair[0])`. " + whatIfDifference(outcome.difference)
        }
        if let position = outcome.position { return head + whatIfPosition(position) }
        // A view's `tag` that was 0 each time: no storyboard or code gave it one.
        if outcome.source == nil, outcome.untaggedView(before) {
            return head + "A view's `tag` is 0 unless the storyboard (Attributes inspector, View › Tag) or your code gives it one, and nothing gave this one a tag, so it is 0 for every control. Give each control its tag, or tell them apart another way: by `segue.identifier` in `prepare(for:sender:)`, or by `===` with the outlet."
        }
        if let fresh = outcome.freshEachRead {
            return head + "`\(fresh.side)` reads `\(fresh.property)`, a computed property (`{ \(fresh.getter) }`, line \(fresh.line)): each read makes a new value, so it never equals one made before, here or anywhere. Make it a stored property given its value once (`let \(fresh.property) = \(fresh.getter)`)."
        }
        return head + (outcome.source.map(sideSource) ?? whatIfDifference(outcome.difference))
    }
    func whatIfPosition(_ note: WhatIfOutcome.PositionNote) -> String {
        switch note {
        case let .countReached(position, collection, count, test):
            return "`\(position)` is a position in `\(collection)`, and positions run from 0 to `\(collection).count - 1`" + (count > 0 ? " (here 0 to \(count - 1))" : "")
                + ": no position is ever `\(collection).count`, so `\(test)` cannot hold. The last entry is at `\(collection).count - 1`."
        case let .numberedEntry(position, collection, number, entry, actual, actualEntry):
            return "`\(position)` is a position in `\(collection)`, counted from 0: \(number) stands for `\(collection)[\(number)]`, `\(entry)`, and in this run `\(position)` was \(actual), the position of `\(actualEntry)`. Compare with the position of the entry you mean (or with the entry itself)."
        case let .otherSlot(collection, read, readValue, value, found):
            return "`\(collection)[\(read)]` is `\(readValue)`, the entry at position \(read); `\(value)`, on the other side, is the entry at position \(found) (`\(collection)[\(found)]`). Positions count from 0: read the entry this test is for (or put the entries in the order your positions count them)."
        }
    }
    private func sideSource(_ source: SideSource) -> String {
        let what: String
        switch source.value {
        case "nil": what = "nil"
        case "0": what = "0"
        default: what = "empty"
        }
        let head = "`\(source.side)` was \(what) each time, UIKit's default: neither your code nor the storyboard gives `\(source.member)` a value here."
        func attribute(_ place: SideSource.Place) -> String {
            let view = place.view.map { kind in "\(place.owner)'s \(kind)" + (place.shown.map { " \"\($0)\"" } ?? "") } ?? place.owner
            switch place.attribute {
            case .controllerTitle: return "\(place.owner)'s title (`title`)"
            case .navigationItemTitle: return "the title of \(place.owner)'s navigation item (`navigationItem.title`), which is not the controller's own `title`"
            case .storyboardIdentifier: return "\(place.owner)'s Storyboard ID (used by `instantiateViewController(withIdentifier:)`, not a property you can read back)"
            case .segueIdentifier: return "the identifier of a segue of \(place.owner) (`segue.identifier`)"
            case .accessibilityIdentifier: return "the accessibility identifier of \(view) (`accessibilityIdentifier`)"
            case .tag: return "the tag of \(view)"
            case .buttonTitle: return "the title of \(view) (`currentTitle`)"
            case .text: return "the text of \(view)"
            }
        }
        guard !source.places.isEmpty else {
            return head + " And nothing in the storyboard holds `\(source.literal)` either. Give `\(source.member)` that value where the object is made (the storyboard's inspectors, or your code), or tell the objects apart another way: by class (`is`/`as?`) or by identity (`===` with an outlet or the screen you hold)."
        }
        return head + " `\(source.literal)` is in the storyboard as " + source.places.map(attribute).joined(separator: "; and as ") + ". Read what holds it, or tell the objects apart another way: by class (`is`/`as?`) or by identity (`===`)."
    }
    private func whatIfDifference(_ difference: WhatIfOutcome.Difference?) -> String {
        switch difference {
        case .emptyVersusNil: return "One side holds empty text (`\"\"`) where the other holds `nil`, so they never match: a text field's `text` is `\"\"` when nothing was typed, never nil. Test for empty text (`isEmpty`, `(text ?? \"\").isEmpty`), or compare with `\"\"`, not with nil."
        case .optional: return "One side is an optional (`Optional(…)`), the other is not, so they never match: unwrap the optional (`if let`, `guard let`, `??`) before you compare it or make text of it."
        case .letterCase: return "They differ only in capital letters, and strings compare letter for letter, case included: write the same spelling on both sides."
        case .textAndValue: return "One side is text (in quotes) and the other a value of another type, so they never match: keep the value in its own type (a `Bool`, an `Int`), or compare text with text."
        case .spaces: return "They differ only in spaces or line breaks around the text: trim them, or write the same text on both sides."
        case .otherClass: return "They are objects of different classes, so they are never the same object: compare with the object you mean (which one does this line have in hand?)."
        case .otherInstance: return "They are two objects of the same class, not the same object, and `===` asks for the very same one: the object you compare with is another instance than the one on screen (made again, or kept from earlier)."
        case let .letterCaseWithin(test): return "It is there only if capital letters are ignored, and `\(test)` compares letter for letter, case included: write the text with the same capitals as the value it looks in (an identifier as the storyboard spells it), or compare `lowercased()` of both."
        case let .instanceDescription(className): return "One side is text made from an object (`String(describing:)` or `\\(…)` of an instance of \(className)): Swift writes it as `<Module.\(className): 0x…>`, with the object's address, new every run, so no text you write can equal it. Test the type itself (`is \(className)`, `as? \(className)`), or compare `String(describing: type(of: x))`, which gives the bare class name."
        case .modulePrefix: return "One is a class's name with its module in front: `NSStringFromClass` and `String(reflecting:)` name a Swift class as `Module.Class`, so it never equals the bare name. Test the type itself (`is ResultViewController`, `as?`), or use `String(describing: type(of: x))`, which gives the bare name."
        case let .extraText(longer, shorter, extra, atEnd): return "`\"\(longer)\"` is `\"\(shorter)\"` with `\"\(extra)\"` \(atEnd ? "added at its end" : "in front"): one side is built from a name (a class's, a title, an identifier) that carries a part the other does not. Build both the same way, or write the text exactly as the other side (the storyboard's identifier, the key the other file uses) spells it."
        case let .misspelled(first, second): return "`\"\(first)\"` and `\"\(second)\"` are a letter or two apart: one of them is misspelled. Find where each side comes from (a constant, a literal, the storyboard's identifier) and spell the wrong one as the other; a constant declared once and used on both sides cannot drift apart."
        case let .exactType(object, asked): return "These are types: `type(of:)` gives an object's exact class, here `\(object)`, and a class is never equal to another, even to its own superclass. Test the class with `is \(asked)` or `as? \(asked)` (true for its subclasses too), and check that the object you test is the one you mean: here it is a `\(object)`."
        case nil: return "If they should have matched here, look at what each side holds in this run (the same kind of value on both sides, the same object for `===`); if they should not, the test is written the wrong way round."
        }
    }
    func whatIfCastNil(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String {
        let shown = values.map { "`\($0)`" }.joined(separator: ", ")
        let was = values.isEmpty ? "" : ": `\(operand)` was \(shown)"
        if case .linkNil? = role, let role {
            return "In this run `\(operand) as? \(type)` (\(file) line \(line)) gave nil \(times == 1 ? "the one time it ran" : "each of the \(times) times it ran"): `\(operand)` itself was nil, so there was nothing to cast and the code that needed it was skipped. " + castRole(role)
        }
        return "In this run `\(operand) as? \(type)` (\(file) line \(line)) gave nil \(times == 1 ? "the one time it ran" : "each of the \(times) times it ran")\(was), not \(EnglishArticle.before(type)) `\(type)`. An `as?` gives nil when the object is not of that class, so the code that needed it was skipped" + (role.map { ". " + castRole($0) } ?? ": cast what the object really is, or reach the object you mean.")
    }
    func whatIfIsFalse(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String {
        let shown = values.map { "`\($0)`" }.joined(separator: ", ")
        let was = values.isEmpty ? "" : ": `\(operand)` was \(shown)"
        return "In this run `\(operand) is \(type)` (\(file) line \(line)) was false \(times == 1 ? "the one time it ran" : "each of the \(times) times it ran")\(was), not a `\(type)`, so the code that needed it was skipped" + (role.map { ". " + castRole($0) } ?? ": test the object you mean.")
    }
    private func stackPlace(_ stack: [String], _ index: Int) -> String {
        if index == stack.count - 1 { return "`topViewController` (`viewControllers.last`)" }
        if index == 0 { return "`viewControllers.first`" }
        if index == stack.count - 2 { return "`viewControllers[viewControllers.count - 2]`, the one under the top" }
        return "`viewControllers[\(index)]`"
    }
    private func castRole(_ role: CastRole) -> String {
        switch role {
        case let .holds(container, stack, match, index):
            return "`\(container)` is the navigation controller that holds \(match) (its stack: \(stack.joined(separator: ", "))): reach the screen through it, its \(stackPlace(stack, index))."
        case let .sameStack(object, stack, match):
            let matchClass = match.split(separator: "#").first.map(String.init) ?? match
            return "At the end of the run \(object) is in the navigation stack \(stack.joined(separator: ", ")): the `\(matchClass)` you mean is \(match), another screen of that stack. Positions change as screens are pushed and popped, so take it by its class: `viewControllers.last { $0 is \(matchClass) } as? \(matchClass)`."
        case let .callerItself(object, wanted):
            let objectClass = object.split(separator: "#").first.map(String.init) ?? object
            return "\(object) is the `\(objectClass)` whose code made this cast: the screen itself, on top of the navigation stack when the line ran (positions count from 0 at the root; the top is `viewControllers.last`). The screen below it, the one that showed it, is `viewControllers[viewControllers.count - 2]`, or take it by its class: `viewControllers.last { $0 is \(wanted) } as? \(wanted)`."
        case let .noNavigation(object):
            return "\(object) is in no navigation controller here: it is the screen itself, so cast to its own class (or embed it in a navigation controller in the storyboard)."
        case let .shownScreen(object, method, read):
            return "In `\(method)`, `\(read)` is the screen being shown (here \(object)), never the one that left: after a pop it is the screen below. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: cast that one (it was popped when `viewControllers` no longer contains it)."
        case let .tabBar(object, asked):
            return "\(object) is a tab bar controller: the outermost container, which presents for the screens in its tabs and holds them in `viewControllers`. The `\(asked)` you mean is inside it: its `selectedViewController` (or `viewControllers?[i]`), cast to `\(asked)`."
        case let .unwindLeft(source):
            return "The screen you mean is the one the unwind left, \(source): an unwind action gets it as `segue.source` (a presented screen is in no navigation stack). Cast that one."
        case let .unwindDestination(object, source):
            return "\(object) is where the unwind segue went back to, the screen whose unwind action runs (`segue.destination`, `self` there); the screen it left, \(source), is `segue.source`: read that one."
        case let .delegateKind(object, asked, objectIsScene):
            if objectIsScene {
                return "\(object) is the scene's delegate (`UIWindowSceneDelegate`), a separate object from the app delegate, and it never is \(EnglishArticle.before(asked)) `\(asked)`: the app delegate is `UIApplication.shared.delegate as? \(asked)`."
            }
            return "\(object) is the app delegate (`UIApplication.shared.delegate`), a separate object from a scene's delegate, and it never is \(EnglishArticle.before(asked)) `\(asked)`: a screen reaches its scene's delegate with `view.window?.windowScene?.delegate as? \(asked)`."
        case let .appDelegateWindow(appDelegate, sceneDelegate):
            return "The app delegate's `window` was nil: this app has scenes, so UIKit gives the window to the scene's delegate (\(sceneDelegate).window), and nothing ever gives \(appDelegate)'s own `window` one. Reach what you need from the screen itself (`navigationController`, `view.window?.rootViewController`), not through the app delegate."
        case let .stackAfterPop(screen, method, stack, read):
            return "`\(method)` of \(screen) ran while it was being popped, and by then the navigation controller had already taken \(screen) off its stack: `viewControllers` was [\(stack.joined(separator: ", "))] there, so `\(read)`, written as if \(screen) were still on top, missed the screen you meant. While a screen leaves, the one below it is already `viewControllers.last`; or hand the value over in the action, before the pop."
        case let .helperGaveNil(member, line, getter, inner, innerType, receiver, innerValue):
            let container = ["UINavigationController", "UITabBarController", "UISplitViewController"].contains(innerType)
            let object = innerValue.map { "`\(receiver)` was \($0), not \(EnglishArticle.before(innerType)) `\(innerType)`" }
                ?? "`\(receiver)` was not \(EnglishArticle.before(innerType)) `\(innerType)`"
            return "`\(member)` is your own computed property (line \(line)), `\(getter)`: it gives nil unless the object it is read on (`\(inner)` there) is \(EnglishArticle.before(innerType)) `\(innerType)`. Here \(object), so `\(member)` gave nil. "
                + (container ? "The screen is in no container here: make `\(member)` give the object itself when it is not \(EnglishArticle.before(innerType)) `\(innerType)` (`… ?? self`), or cast `\(receiver)` directly."
                             : "Make `\(member)` handle what it was read on here, or reach the object you mean without it.")
        case let .destinationItself(read, object, asked) where read.contains("segue.source"):
            return "`segue.source` was \(object) itself, already \(EnglishArticle.before(asked)) `\(asked)`: it is the screen the unwind left, not a container holding it, so `\(read)` looks inside a screen that holds no other screens and finds nothing. Cast the source itself: `segue.source as? \(asked)`."
        case let .destinationItself(read, object, asked):
            return "`segue.destination` was \(object) itself, already \(EnglishArticle.before(asked)) `\(asked)`: the segue leads straight to that screen, not to a navigation controller or other container holding it, so `\(read)` looks inside a screen that holds no other screens and finds nothing. Cast the destination itself: `segue.destination as? \(asked)`."
        case let .notYetShown(asked):
            return "In `prepare(for:sender:)` the screen the segue leads to is not shown yet: UIKit pushes or presents it only after `prepare` returns, so no stack holds it and nothing presents it. Take it from the segue: `segue.destination as? \(asked)`."
        case let .tupleElement(alias, declared, label, value, valueType, asked):
            return "`\(alias)` is `\(declared)`, and a tuple matches it only when every element has that type: its `\(label)` held `\(value)`, \(EnglishArticle.before(valueType)) `\(valueType)`, where `\(alias)` declares `\(asked)`, so the whole cast gave nil (a cast never converts an element). Declare the element as the type the value has (`\(label): \(valueType)`), or build the tuple with a value of the declared type."
        case let .numberType(value, valueType, asked, generic):
            let target = generic ? "`\(asked)`, the type the caller asked for (the type of the variable it assigns to)," : "`\(asked)`"
            let an = EnglishArticle.before(valueType)
            return "`\(value)` is \(an) `\(valueType)`, and a cast to \(target) never converts a value: \(an) `\(valueType)` kept as `Any` is only ever \(an) `\(valueType)`. Read it back as the type it was saved as (`as? \(valueType)`), then convert it (`Int(…)`, `Double(…)`) if you need another."
        case let .tagSearch(tag, found, defaultTag, rootTagged, tagged):
            let why: String
            if defaultTag {
                why = "0 is every view's tag unless one is set, so the view it is called on (or the first of its subviews) matches first"
            } else if rootTagged {
                why = "the screen's root view itself has tag \(tag) in the storyboard, and it is searched first"
            } else if tagged > 1 {
                why = "\(tagged) views of the storyboard have tag \(tag), and it returns the first one it meets"
            } else {
                why = "it returns the first view with that tag it meets"
            }
            return "`viewWithTag(\(tag))` searches the view it is called on first, then its subviews in order, and returns the first view whose `tag` is \(tag); here it returned `\(found)`: \(why). Give the view you mean a tag no other view has (not 0), or reach it through its outlet."
        case let .linkNil(link, screen, place):
            let it = screen ?? "The screen"
            switch place {
            case let .pushed(navigation, stack):
                return "\(it) was pushed onto \(navigation)'s stack (\(stack.joined(separator: ", "))), not presented: `presentingViewController` is set only for a screen shown with `present(_:animated:)` or a modal segue, and is nil for a screen pushed on a navigation stack. Reach the screen under it through `navigationController?.viewControllers` (the one before it), or have that screen hand the values over (in `prepare(for:sender:)`)."
            case let .presented(presenter):
                return "\(it) was presented by \(presenter) on its own, not pushed: a presented screen is in no \(link == "tabBarController" ? "tab bar" : "navigation") controller unless it is wrapped in one, so `\(link)` is nil. Reach the screen under it with `presentingViewController`, or present a navigation controller that holds it."
            case .root:
                return link == "presentingViewController"
                    ? "\(it) is the window's root screen: nothing presented it, so `presentingViewController` is nil."
                    : "\(it) is the window's root screen itself, in no \(link == "tabBarController" ? "tab bar" : "navigation") controller, so `\(link)` is nil: embed it in one in the storyboard (Editor › Embed In)\(link == "navigationController" ? ", or show the next screen with `present(_:animated:)`, which needs none" : "")."
            case let .notInWindow(method):
                return "`view.window` is nil until the screen's view is put in a window, which happens after `viewWillAppear(_:)`: in `\(method)` it is not in one yet. Do not test it there: do the work in `viewDidAppear(_:)`, or without the window."
            case .presentsNothing:
                return "\(it) presented nothing at that moment: `presentedViewController` is set only while a screen it presented is up (and nil again once it is dismissed)."
            case .afterDismiss:
                return "It is read inside the completion of `dismiss(animated:completion:)`, which runs once the screen has been dismissed: by then its `presentingViewController` is nil, and everything reached through it is nil too. Hand the value over before calling `dismiss`."
            case let .noTabBar(navigation):
                return "This app shows no tab bar controller, so `tabBarController` is nil for every screen, and everything read through it (`?.`) is nil too" + (navigation.map { ": \(it) is in \($0)'s stack. Reach the screens through `navigationController` instead (its `viewControllers`, or push on it)." } ?? ". Reach the screen you mean another way (through `navigationController`, `presentingViewController`, or a reference you keep).")
            }
        case let .weakEmptied(property, line):
            return "`\(property)` is declared `weak` (line \(line)): it does not keep the object it is given, and turns nil as soon as nothing else holds that object. An object made right where it is handed over (`x.\(property) = Helper()`, or a local that goes away with its method) is released at once. Hand over an object that something else keeps (the screen itself, or one kept in a stored property)."
        }
    }
    private func flowWhere(_ place: ValueFlowText.Place) -> String {
        let method = place.method.map { method in place.closureOf.map { closure in ", in the closure of `\(closure)` in `\(method)`" } ?? ", in `\(method)`" } ?? ""
        return "\(place.file) line \(place.line) (`\(place.statement)`\(method))"
    }
    func valueFlowSavedBeforeChange(_ flow: ValueFlowText, saved: String) -> String {
        let save = flow.origin.map { "at \(flowWhere($0))" } ?? "earlier"
        let shown = flow.shown.map { " \(flow.screen)'s `\($0.place)` was then set at \(flowWhere($0)) to `\($0.value)`, from what the store held." } ?? ""
        return "In this run `\(saved)` was saved \(save) while it held `\(flow.origin?.value ?? "nil")`, and it was given `\(flow.source.value)` only after that, at \(flowWhere(flow.source)); nothing saved it again.\(shown) A save keeps the value its argument holds when the line runs: save after the change (move the save below the line that changes it)."
    }
    func valueFlowNeverShown(_ flow: ValueFlowText) -> String {
        guard let setter = flow.setterPlace, let method = setter.method else { return valueFlowOtherInstance(flow) }
        let head = "In this run \(flow.screen)'s `\(setter.place)` was never set. It is set at \(flowWhere(setter)), and \(flow.screen)'s `\(method)` ran before `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)); it did not run again after that, so the label kept what the storyboard gave it."
        if let deferred = flow.deferredBy, deferred.afterAwait {
            return head + " That line comes after `\(deferred.start)` (line \(deferred.startLine)): code after an `await` runs only once the awaited call is done, here after the screen had appeared. Give the value before that call."
        }
        if let deferred = flow.deferredBy {
            let through = deferred.call.map { call in " `\(call)` (line \(deferred.callLine ?? 0)), which leads to that line, runs inside `\(deferred.start)` (line \(deferred.startLine))" }
                ?? " That line runs inside `\(deferred.start)` (line \(deferred.startLine))"
            return head + through + ": work put off there runs after the current work is done, here after the transition had already shown the screen. Give the value first, then start the transition (`popViewController`, `dismiss`, `present`, `performSegue`), not put off."
        }
        return head + " Give the value before the screen appears (before the transition that shows it), or set the label again where the value arrives."
    }
    func valueFlowLate(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown else { return valueFlowOtherInstance(flow) }
        if let appeared = flow.appearedAgain {
            let head = "In this run \(flow.screen)'s `\(shown.place)` was set at \(flowWhere(shown)) to `\(shown.value)`, and `\(flow.source.place)` was given `\(flow.source.value)` later, at \(flowWhere(flow.source)), when the screen was already shown; nothing set `\(shown.place)` again."
            return head + (appeared
                ? " \(flow.screen) appeared again after that (its `viewWillAppear(_:)` ran), but `\(shown.place)` is set only in \(shown.method.map { "`\($0)`" } ?? "another method"): set it in `viewWillAppear(_:)`, which runs each time the screen comes back."
                : " \(flow.screen) did not appear again after that (no `viewWillAppear(_:)`): a screen under a sheet never leaves, so it does not appear again when the sheet closes. Present the other screen with `.fullScreen` set on it before it is presented, or show the value where it arrives.")
        }
        let head = "In this run \(flow.screen)'s `\(shown.place)` was set at \(flowWhere(shown)) to `\(shown.value)`, and `\(flow.source.place)` was given `\(flow.source.value)` only after that, at \(flowWhere(flow.source)); nothing set `\(shown.place)` again."
        if ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(flow.source.method ?? "") && shown.method.map { $0.hasPrefix("prepare(for:") } == true {
            return head + " UIKit calls `prepare(for:sender:)` before the screen that is left gets `\(flow.source.method ?? "")`: a value put together as the screen leaves comes too late for the screen that is shown. Read the controls where you hand the values on (in `prepare(for:sender:)`, or in the action before `performSegue`)."
        }
        if let closure = flow.source.closureOf, ["async", "asyncAfter"].contains(closure) {
            return head + " Work put in `DispatchQueue.main.async` runs after the current work is done, here after the screen loaded: set the values directly, not in `DispatchQueue.main.async`."
        }
        if let deferred = flow.deferredBy, deferred.afterAwait {
            return head + " That line comes after `\(deferred.start)` (line \(deferred.startLine)): code after an `await` runs only once the awaited call is done, here once the screen had loaded and shown its values. Give the values before that call."
        }
        if let deferred = flow.deferredBy {
            let through = deferred.call.map { call in " `\(call)` (line \(deferred.callLine ?? 0)), which leads to that line, runs inside `\(deferred.start)` (line \(deferred.startLine))" }
                ?? " That line runs inside `\(deferred.start)` (line \(deferred.startLine))"
            return head + through + ": work put off there runs after the current work is done, here after the screen had already shown its values. Do it directly, in order, not put off."
        }
        if let given = flow.givenDuring, let shownAt = flow.shownDuring, given.hasSuffix("Disappear(_:)") {
            return head + " It was given while UIKit ran \(given), which comes after \(shownAt), where the value was shown: a value put together as a screen leaves comes too late for what runs as the transition starts (an unwind action, `prepare(for:sender:)`). Give it before the transition starts, in the action that starts it (or in the leaving screen's `prepare(for:sender:)`)."
        }
        if let loaded = flow.loadedBy {
            return head + " `\(loaded.place)` (line \(loaded.line)) loaded \(flow.screen)'s view right there, before that line: reading a controller's `view` (or calling `loadViewIfNeeded()`) loads it and runs its `viewDidLoad()` at once. Give the values before anything reads `\(loaded.place)`."
        }
        return head + " A line that shows a value shows what is there when it runs: give the value before it runs (set the properties before `present`, `pushViewController` or `performSegue`, or in `prepare(for:sender:)`, before the screen's view loads), or show the value again when it arrives."
    }
    func valueFlowOtherInstance(_ flow: ValueFlowText) -> String {
        let other = flow.other ?? "another instance"
        let shown = flow.shown.map { " (\(flow.screen)'s `\($0.place)` was set at \(flowWhere($0)) to `\($0.value)`)" } ?? ""
        return "In this run `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)) on \(other), but the screen the check read is \(flow.screen)\(shown). Two instances of one class each have their own properties: give the values to the instance that is shown (`segue.destination` in `prepare(for:sender:)`, or the one you present or push), not to one made beside it."
    }
    func valueFlowOtherHolder(_ flow: ValueFlowText, _ holder: HolderText) -> String {
        let kind = holder.given.split(separator: "#").first.map(String.init) ?? holder.given
        let read = flow.shown.map { "`\($0.place)` (\(flowWhere($0))) read `\($0.value)`" } ?? "the check read another value"
        let head = "In this run `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)), on \(holder.given)"
        switch holder.kind {
        case .replaced:
            let held = holder.held ?? "another \(kind)"
            let at = holder.replaced.map { " at \(flowWhere($0))" + ($0.step.map { " (step \($0 + 1))" } ?? "") } ?? ""
            return head + ", but \(flow.screen)'s `\(holder.holder)` was then given \(held)\(at), so \(read) from \(held), which never got it. Each object has its own properties: do not make a new \(kind) over the one handed in (in `viewDidLoad`, `viewWillAppear(_:)`, a setup method), or give the value to the one the screen keeps."
        case .other:
            let held = holder.held ?? "another \(kind)"
            let at = holder.replaced.map { " (given at \(flowWhere($0)))" } ?? ""
            return head + ", but \(flow.screen)'s `\(holder.holder)` is \(held)\(at), another \(kind), so \(read). Each object has its own properties: hand the screen the very \(kind) that gets the value (not a new one, such as a default argument's `\(kind)()` or `.init()`), or give the value to the one it holds."
        case let .computed(line):
            return head + ", but `\(holder.holder)` is a computed property (line \(line)) that makes a new \(kind) each time it is read, so \(read) from yet another new one. Make it a stored property (`let \(holder.holder) = \(kind)()`), made once and kept."
        case let .defaultArgument(method, value, call, line):
            let shown = flow.shown.map { "`\($0.place)` (\(flowWhere($0))) read `\($0.value)`" } ?? "The check read another value"
            let object = holder.given.isEmpty ? "" : ", a new \(kind), not \(holder.given), which got `\(flow.source.value)` at \(flowWhere(flow.source))"
            return "In this run \(shown): it comes from `\(holder.holder)` of `\(method)`, and the call at line \(line) (`\(call)`) leaves `\(holder.holder):` out, so Swift used its default, `\(value)`\(object). A default argument is used whenever a call leaves it out, silently: pass it (`\(holder.holder): …` with the value the user gave)."
        case let .ownDefault(line):
            return head + ", but nothing ever gave \(flow.screen)'s `\(holder.holder)` that object: it keeps the \(kind) made at its declaration (line \(line)), another one, so \(read). Hand that very \(kind) on to every screen that needs it (in `prepare(for:sender:)`, screen by screen), or read it from the screen that has it."
        }
    }
    func valueFlowSnapshot(_ flow: ValueFlowText) -> String {
        guard let origin = flow.origin else { return valueFlowLate(flow) }
        let shown = flow.shown.map { "\(flow.screen)'s `\($0.place)` was set to `\($0.value)` at \(flowWhere($0)), from `\(flow.source.place)`, and " } ?? ""
        let when = origin.step.map { " at step \($0 + 1)" } ?? ""
        let input = flow.input.map { " the check entered \"\($0)\"\(flow.inputControl.map { " in `\($0)`" } ?? "")\(flow.inputStep.map { " (step \($0 + 1))" } ?? "")" } ?? " the input was entered"
        return "In this run \(shown)`\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)). That value comes from `\(origin.place)`, last given at \(flowWhere(origin))\(when), before\(input), and nothing gave it again after: the copy was made before the input it should hold. " + snapshotAdvice(flow, origin: origin)
    }
    /// A copy of a control: read the control when the value is needed; a copy of a store (the app
    /// delegate, `UserDefaults`): read the store again each time the screen shows it.
    private func snapshotAdvice(_ flow: ValueFlowText, origin: ValueFlowText.Place) -> String {
        let read = origin.statement.components(separatedBy: " = ").dropFirst().joined(separator: " = ")
        if let control = flow.inputControl, !read.isEmpty, !ValueFlowText.reads(origin.statement, control: control) {
            return "`\(read)` is read only there: read it again each time the screen shows the value (in `viewWillAppear(_:)`), not once earlier."
        }
        return "Read the controls when the value is needed (in the action or in `prepare(for:sender:)`), not once earlier."
    }
    func ruleOwnAssertion(call: String, condition: String, line: Int, method: String, fact: AssertionFact?, held: AssertionHeld?) -> String {
        var head = "The app stopped on your own `\(call)` (line \(line), in `\(method)`): `\(condition)` did not hold when that line ran."
        switch held {
        case let .switchMiss(subject, value, cases)?:
            let listed = cases.map { "`\($0)`" }.joined(separator: ", ")
            head = "The app stopped on your own `\(call)` (line \(line), in `\(method)`), in the `default:` of `switch \(subject)`: "
                + (value.map { "`\(subject)` was \($0), which none of its cases (\(listed)) matches." } ?? "the value it met matches none of its cases (\(listed)).")
        case let .object(expression, object, type, other)?:
            head += " `\(expression)` was \(object), not a `\(type)`" + (other.map { "; the `\(type)` here is \($0)." } ?? ".")
        case let .setThroughNilBase(name, setter, setterLine, setterMethod, base, baseLine, baseMethod)?:
            head += " `\(name)` was nil: the one line that sets it, `\(setter)` (line \(setterLine), in `\(setterMethod)`), ran while `\(base)` was still nil (`\(base)` gets its value only later, at line \(baseLine) in `\(baseMethod)`), so `?.` skipped it without a word. Set `\(name)` where the object is at hand: right after line \(baseLine), on the object given to `\(base)`."
        case let .topIsSelf(expression, object, type, under)?:
            head += " `\(expression)` was \(object) itself: while a screen's own method runs, that screen is the top of its stack. The `\(type)` is the one under it, `viewControllers[viewControllers.count - 2]` (\(under))."
        case nil: break
        }
        head += " A failed `precondition`, `assert` or a `fatalError` is a crash you wrote, so the check could go no further."
        let told: String
        switch fact {
        case .prepareBeforeShown?:
            told = " In `prepare(for:sender:)` the segue has made its destination but not shown it yet: it is pushed or presented only after `prepare` returns, so `topViewController` is still this screen, and the destination's view is not loaded (its outlets are nil)."
        case .presenterIsContainer?:
            told = " A screen presented from a screen inside a navigation controller is presented by that navigation controller: `presentingViewController` is the `UINavigationController`, and the screen you mean is its `topViewController`."
        case .initializer?:
            told = " In an initializer (or `awakeFromNib`) the storyboard is only making the screen: it has no view yet (its outlets are nil), it is in no navigation controller, and nothing has been given to it."
        case .outletsBeforeLoad?:
            told = " Outlets are connected when the screen's view loads (before `viewDidLoad()`); until then they are nil, and `isViewLoaded` is false."
        case .poppedLeftStack?:
            told = " A popped screen has already left the navigation stack by the time its `viewWillDisappear(_:)` runs: the stack's last screen is the one below, and `isMovingFromParent` is what tells a pop from being covered."
        case .segueSender?:
            told = " A segue started by a control in the storyboard gets that control as its `sender`; `performSegue(withIdentifier:sender:)` gets what you pass, `nil` included."
        case .noNavigationWhenPresented?:
            told = " A presented screen is in no navigation controller unless it was embedded in one: its `navigationController` is nil."
        case .defaultStyle?:
            told = " A screen's `modalPresentationStyle` is `.automatic` (a sheet) until your code sets it."
        case .storeOutlivesLaunch?:
            told = " `UserDefaults` keeps what was saved across launches: after a relaunch the value saved before is still there."
        case .storeEmpty?:
            told = " Nothing had been saved under that key yet when this line ran (the app's first launch, the screen's first appearance): a key reads nil until a save runs, so the code must handle nil there (show a placeholder)."
        case nil:
            told = ""
        }
        return head + told + " Test what holds at that moment and handle it, or assert only what UIKit guarantees there."
    }
    func valueFlowNotification(_ flow: NotificationFlowText) -> String {
        let name = "\"\(flow.post.value)\""
        let posted = "In this run \(flowWhere(flow.post)) posted \(name)"
        let center = { (tag: String) in NotificationFlowText.isDefault(tag) ? "`NotificationCenter.default`" : "a `NotificationCenter` of your own" }
        let observer = flow.observer.map { "the observer added at \(flowWhere($0))" } ?? "the observer"
        switch flow.kind {
        case let .otherName(observed):
            return "\(posted), but \(observer) observes \"\(observed)\": names are compared exactly (letter case too), so no observer got it. Use one `Notification.Name` constant on both sides."
        case let .otherCenter(observed):
            return "\(posted) on \(center(flow.center)), but \(observer) listens on \(center(observed)): a center delivers only what is posted on it. Post and observe on `NotificationCenter.default`."
        case let .objectFilter(filter):
            return "\(posted) with `object:` \(flow.object ?? "nil"), but \(observer) asked only for notifications whose object is \(filter): the `object:` filter names the one sender it accepts, so this post was not delivered. Pass `object: nil` to hear every sender, or the sender itself."
        case let .removedBefore(removal):
            return "\(posted) after \(observer) was removed, at \(flowWhere(removal)): nothing was listening. Remove an observer only once its screen no longer needs the notification (in `deinit`)."
        case .observedLater:
            return "\(posted) before anything observed it: \(observer) ran only later. A notification reaches only the observers registered at the moment it is posted: add the observer first, or hand the value over directly."
        case let .observedTwice(count, lines):
            return "\(posted) while one observer was registered for it \(count) times (lines \(lines.map(String.init).joined(separator: ", "))): each registration runs the handler, so it ran \(count) times for one post. Add the observer once (in `viewDidLoad()`), or remove it before adding it again."
        case .backgroundQueue:
            return "\(posted), and \(observer) runs its block on an `OperationQueue()` of its own: the block runs later, off the main thread, not during the post, so what it does to the screens does not happen in time. Use `queue: .main` (or `nil`)."
        case let .userInfoKey(read, keys):
            return "\(posted) with `userInfo` keys \(keys.map { "\"\($0)\"" }.joined(separator: ", ")), but your code reads `userInfo[\"\(read)\"]`: keys are compared exactly (letter case too), so that read found nil. Use one constant for each key on both sides."
        case let .valueInObject(read):
            return "\(posted) with the value as its `object:` and no `userInfo`, but your code reads `userInfo[\"\(read)\"]`: nothing is there. Read `notification.object`, or post the value in `userInfo`."
        }
    }
    private func userActs(_ acts: [UserAct]) -> String {
        let told = acts.map { act -> String in
            switch act {
            case let .tap(ran, segue):
                if let ran { return "a tap that ran `\(ran)`" }
                return segue.map { "a tap on the button of segue \"\($0)\"" } ?? "a tap"
            case .back: return "the navigation bar's Back button"
            case .swipeBack: return "the swipe back"
            case .swipeDown: return "a swipe down on the sheet"
            case let .type(control): return "typing in `\(control)`"
            case let .set(control): return "setting `\(control)`"
            }
        }
        return told.joined(separator: ", then ")
    }
    private func deferredWhere(_ text: DeferredText) -> String {
        switch text.kind {
        case .afterAwait: return "it comes after `\(text.start)` (line \(text.startLine)), and code after an `await` runs only when the awaited work comes back"
        case .task: return "it is inside the `Task` started at line \(text.startLine), which runs after the method that starts it has returned"
        case .mainQueue: return "it is inside `\(text.start) { … }` (line \(text.startLine)), which runs after the method that calls it has returned"
        case .afterDelay: return "it is inside `\(text.start) { … }` (line \(text.startLine)), which runs only when that time has passed"
        case .completion: return "it is inside the completion of `\(text.start)` (line \(text.startLine)), which runs only when that transition has finished"
        case .animation: return "it is inside the completion of `\(text.start)` (line \(text.startLine)), which runs only when that animation has ended: never before the call returns (with no duration, on the next turn of the run loop), so after what the method and UIKit do right after it"
        }
    }
    func ruleDeferredNeverRan(_ text: DeferredText) -> String {
        var sentence = "`\(text.statement)` (line \(text.line), in `\(text.method)`) had not run when the check looked: \(deferredWhere(text))"
        if let stop = text.stoppedBy, let line = text.stoppedLine {
            return sentence + ". And `\(stop)` (line \(line)\(text.stoppedMethod.map { ", in `\($0)`" } ?? "")) ran before it fired: an invalidated timer never fires. Stop the timer only where its work is no longer needed (or start it again where the screen shows), or do the work without a timer."
        }
        if let line = text.taskLine, let method = text.taskMethod {
            sentence += method == text.method ? ", inside the `Task` started at line \(line)" : ". `\(text.method)` runs in the `Task` started at line \(line) of `\(method)`"
        }
        sentence += "."
        if text.isTransition {
        } else if let starter = text.starter, let call = text.wentOn, let line = text.wentOnLine {
            sentence += " `\(starter)` did not wait for it: `\(call)` (line \(line)) ran at once, so the screens changed (and read the value) before this line gave it."
        } else if let starter = text.starter {
            sentence += " `\(starter)` did not wait for it, and the check read the value before this line gave it."
        }
        if text.isTransition {
            return sentence + " The user's action and the check went on without it: the screen was still the same when the check looked. Make the transition in the method itself (not after an `await`, in a `Task` or after a delay); do any waiting work before it, or give the next screen what it needs right away."
        }
        return sentence + " Do this work before the screen changes, without putting it off (no `Task`, `async` or delay around it), or start the transition after it, in the same deferred code."
    }
    func ruleDeferredLate(_ text: DeferredText) -> String {
        if let name = text.readEarly, let changed = text.changedBy, let line = text.changedLine {
            return "`\(text.statement)` (line \(text.line), in `\(text.method)`) read `\(name)` before the code put off at line \(text.startLine) changed it: `\(changed)` (line \(line)) \(text.kind == .afterAwait ? "comes after `\(text.start)`" : "is inside `\(text.start)`"), so it runs only after `\(text.method)` has returned, and `\(text.statement)` passed on the value from before. Change `\(name)` (or work out the value to pass) directly, before this line, without a `Task` or queue around it."
        }
        var sentence = "`\(text.statement)` (line \(text.line), in `\(text.method)`) ran late: \(deferredWhere(text))."
        if let weak = text.weakCapture {
            sentence += " By then the object it reads through `\(weak)` (a `weak` capture) was gone, so `\(weak)` was nil and the line read nothing. Read the value you need at once, when the method runs (`let note = …`), and use that copy in the deferred code; a `weak` capture does not keep the object."
        } else if let changed = text.changedBy, let line = text.changedLine {
            sentence += " Before it ran, `\(changed)` (line \(line)) had already run in `\(text.starter ?? text.method)`, so this line read the value as it was after that. Read what you need into a local constant before putting work off (or do the work right away), then change it."
        }
        return sentence
    }
    func conditionBlocked(condition: String, line: Int, reached: Int, method: String?, beforeWindow window: Bool, assignedBefore: [String]) -> String {
        return " That line is under the test `\(condition)` (line \(line)), which was false \(reached == 1 ? "the one time it was reached" : "each of the \(reached) times it was reached")."
            + (window ? " `view.window` is nil until the screen's view is put in a window (after `viewWillAppear(_:)`): in `\(method ?? "")` it is not in one yet, so anything reached through it is nil there." : "")
            + (assignedBefore.count == 3 ? " `\(assignedBefore[0])` was given `\(assignedBefore[1])` at line \(assignedBefore[2]), just before the test, so the test compares `\(assignedBefore[1])` with itself and can never tell a new one from the old: make the test before that line (or keep the old one in another name first)." : "")
    }
    func conditionInUnreadLazy(statement: String, line: Int, property: String, propertyLine: Int) -> String {
        " `\(statement)` (line \(line)) is inside the value of `lazy var \(property)` (line \(propertyLine)), which is made only the first time `\(property)` is read, and nothing reads it, so that line never ran. Do that work directly (in `start()`, `init`, or `viewDidLoad()`), not as a lazy property's value."
    }
    func conditionGuardReturnedBefore(test: String, line: Int, bound: [String], statement: String, statementLine: Int) -> String {
        let names = bound.map { "`\($0)`" }.joined(separator: ", ")
        return " The `guard` at line \(line) (`\(test)`) returned, leaving the method before `\(statement)` (line \(statementLine)), a line that does not use \(names), what the guard is there for: it went with the lines that do. Put it before the `guard` (it is needed whatever the test says)."
    }
    func conditionOverriddenWithoutSuper(statement: String, line: Int, method: String, base: String, subclass: String, overrideLine: Int) -> String {
        " `\(statement)` (line \(line)) is in \(base)'s `\(method)`, which never ran: \(subclass) overrides `\(method)` (line \(overrideLine)) and its override never calls `super`, so the base's body is replaced, not run. Call `super` in the override (first, before its own code) to keep the base's work."
    }
    func ruleNavigationDelegateSetterNeverRan(method: String, owner: String, setter: String, line: Int) -> String {
        "\(owner)'s `\(method)` never ran in this run: UIKit calls it only on the object set as the navigation controller's `delegate`, and the line that sets it, `\(setter)` (line \(line)), never ran."
    }
    func conditionEarlyExit(exitLine: Int, statement: String, line: Int, condition: String?) -> String {
        " \(condition.map { "The test `\($0)` held, and its branch" } ?? "That branch") ends with `return` (line \(exitLine)): when it is taken the method stops there, so `\(statement)` (line \(line)), written after it, never runs for it. Give that branch the line too (before its `return`), or let the branch go on instead of returning."
    }
    func conditionDeferred(_ text: DeferredText) -> String {
        let when = text.starter.map { " after `\($0)` had returned" } ?? ""
        return " This test ran late: \(deferredWhere(text)). So it ran\(when), when the moment it means to read was over (UIKit's transition state, the screens and the values may all have changed by then). Read what you need in the method itself, before putting work off, and use that copy in the deferred code."
    }
    func ruleNotCalled(_ text: NotCalledText) -> String {
        var sentence = "`\(text.statement)` (line \(text.line), in `\(text.method)` of \(text.owner)) never ran in this run"
        var last = "`\(text.method)`"
        for link in text.callers {
            sentence += ": \(last) is called only from `\(link.method)` (\(link.file) line \(link.line)), which never ran either"
            last = "`\(link.method)`"
        }
        switch text.end {
        case let .controlNeverAdded(control, kind, line, acts):
            let what = kind == .gesture ? "a gesture recognizer made in code (line \(line))" : kind == .barButton ? "a bar button made in code (line \(line))"
                : "\(control.map { "`\($0)`, " } ?? "")a \(kind == .button ? "button" : "control") made in code (line \(line))"
            let add = kind == .gesture ? "`addGestureRecognizer`" : "`view.addSubview(\(control ?? "…"))`"
            let tapped = acts.reversed().lazy.compactMap { act -> String? in if case let .tap(ran, _) = act { return ran } else { return nil } }.first
            return sentence + ". \(last) is the action of \(what), and no line adds it to a view (\(add)): it is never on screen, so no one can tap it. The user taps the storyboard's controls\(tapped.map { " (here a tap that ran `\($0)`)" } ?? ""): add yours to the view, or do this work in \(tapped.map { "`\($0)`" } ?? "the action of the control the user taps")."
        case let .controlNotUsed(control, kind, line, acts):
            let what = kind == .barButton ? "the bar button made in code at line \(line)" : kind == .gesture ? "the gesture recognizer made at line \(line)"
                : "\(control.map { "`\($0)`" } ?? "the control") (its action set at line \(line))"
            let did = acts.isEmpty ? "" : " In this check the user did this: \(userActs(acts))."
            let back = acts.contains(.back) || acts.contains(.swipeBack)
            return sentence + ". \(last) runs only when \(what) is tapped, and the user never taps it.\(did) " + (back
                ? "What must happen however the screen is left belongs in a method that runs then: `viewWillDisappear(_:)` runs on Back too."
                : "Do this work in the action the user does trigger, or connect that control to \(last).")
        case let .observerNeverPosted(name, line):
            return sentence + ". \(last) is the observer of the notification `\(name)` (line \(line)), and nothing in your code posts `\(name)`: an observer runs only when that very name is posted. Post it where the value is given (`NotificationCenter.default.post(name: \(name), …)`), with the same name on both sides."
        case let .observerNeverAdded(name, line, method):
            return sentence + ". \(last) is the observer of the notification `\(name)`, but the line that adds it (line \(line), in `\(method)`) never ran, so nothing was listening when it was posted. Add the observer where it runs before the post (in `viewDidLoad()` of the screen that is already there)."
        }
    }
    func valueFlowTestInitial(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown, let declared = flow.origin else { return valueFlowLate(flow) }
        if flow.neverGiven == true {
            return "In this run the test at \(flowWhere(test)) saw `\(test.value)`, the value `\(test.place)` is declared with (\(declared.file) line \(declared.line)): no line of your code ever gives `\(test.place)` another value, so every instance keeps `\(declared.value)`. Give it the value this way of arriving needs where the screen is set up (on the destination in `prepare(for:sender:)`, or before you show it)."
        }
        let relaunch = flow.appearedAgain == true ? " The check relaunched the app: every screen after a relaunch is a new instance, and a new instance starts from the declared values." : ""
        let ran = flow.setterRan == false ? (flow.appearedAgain == true ? "had not run since the relaunch" : "never ran in this run") : "had not run on this instance before the test"
        let advice = flow.appearedAgain == true
            ? " Do not let a flag that starts over with each instance decide whether to read what outlives it (the store): read it in every case, or give the flag its value where every way of arriving passes."
            : " A flag holds only what the lines that set it gave it: set it on the way the user really comes to the test, or test what it stands for (the control, the value) directly."
        return "In this run the test at \(flowWhere(test)) saw `\(test.value)`, the value `\(test.place)` is declared with (\(declared.file) line \(declared.line)): nothing had given it another value before the test. `\(flow.source.statement)` (\(flow.source.file) line \(flow.source.line)\(flow.source.method.map { ", in `\($0)`" } ?? "")) \(ran).\(relaunch)\(advice)"
    }
    func valueFlowCounter(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown, let declared = flow.origin else { return valueFlowLate(flow) }
        let steps = flow.counts.map { $0 == 0 ? "at launch" : "at step \($0 + 1)" }
        let times = flow.counts.count == 1 ? "once" : "\(flow.counts.count) times"
        let launch = flow.counts.first == 0 ? " It counts the launch too: `\(flow.source.method ?? "that method")` runs when the app starts." : ""
        return "In this run \(flow.screen)'s `\(shown.place)` was set at \(flowWhere(shown)) to `\(shown.value)`, from `\(declared.place)`: it starts at \(declared.value) (\(declared.file) line \(declared.line)) and `\(flow.source.statement)` (line \(flow.source.line)) ran \(times) before that, \(steps.joined(separator: ", ")), leaving `\(flow.source.value)`.\(launch) To end at the value expected, start `\(declared.place)` at \(flow.input ?? "?"), or count only the times that should count."
    }
    func valueFlowOtherControl(_ flow: ValueFlowText) -> String {
        let shown = flow.shown ?? flow.source
        let other = flow.other ?? "?"
        let input = flow.inputControl ?? "?"
        let what = flow.otherLookup.map { "worked out at each read by `\($0)` (line \(flow.otherLookupLine ?? 0)), which did not give that control" }
            ?? flow.otherMadeAt.map { "a control made in code (line \($0)), which nobody used" } ?? "another outlet, connected to another control of the storyboard"
        return "In this run \(flow.screen)'s `\(shown.place)` was set at \(flowWhere(shown)) to `\(shown.value)`, read from `\(other)`. But the user entered \"\(flow.input ?? "")\" in `\(input)`\(flow.inputStep.map { " (step \($0 + 1))" } ?? ""), the control the storyboard connects to the outlet `\(input)`; `\(other)` is \(what). Read the control the user uses: `\(input)`."
    }
    func valueFlowStyle(_ style: StyleFlowText) -> String {
        let under = " When a sheet closes, the screen under it never left, so its `viewWillAppear(_:)` does not run and what it shows there is not redrawn."
        switch style.kind {
        case let .otherObject(owner):
            let whose = owner == style.presenter ? "\(owner), the controller that presents it" : owner
            return "In this run \(flowWhere(style.set)) set a full-screen style on \(whose), not on \(style.presented), the controller presented; \(style.presented) kept its own style and came up as a sheet (`\(style.style)`).\(under) UIKit reads the `modalPresentationStyle` of the controller being presented: set it on that controller (`segue.destination`, or the one you pass to `present`), before it is presented."
        case .afterPresent:
            let why: String
            if let closure = style.set.closureOf, ["async", "asyncAfter"].contains(closure) {
                why = " Work put in `DispatchQueue.main.async` runs after the current work is done, here after the presentation began."
            } else if let method = style.set.method, ["viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)"].contains(method) {
                why = " The presented screen's own `\(method)` runs only once its presentation is under way."
            } else {
                why = ""
            }
            return "In this run \(flowWhere(style.set)) set a full-screen style on \(style.presented) only after its presentation began: it had already come up as a sheet (`\(style.style)`), and a style set later changes nothing.\(why)\(under) Set `modalPresentationStyle` before the presentation starts: on `segue.destination` in `prepare(for:sender:)`, or on the controller before you call `present`."
        }
    }
    func valueFlowNilOwner(_ flow: ValueFlowText) -> String {
        let object = flow.other ?? "the object"
        let shown = flow.shown.map { "\(flow.screen)'s `\($0.place)` was set at \(flowWhere($0)) to `\($0.value)`; " } ?? ""
        let when = flow.source.step.map { " at step \($0 + 1)" } ?? ""
        return "In this run \(shown)the only line that gives `\(flow.source.place)` a value, \(flowWhere(flow.source)), ran\(when) while `\(object)` was nil, so it assigned nothing." + (flow.nilByCast ? " `\(object)` was nil because the cast that gave it its value failed." : " An assignment through `?.` does nothing when what comes before it is nil: give the value where that object exists (on `segue.destination` in `prepare(for:sender:)`, or on the screen you present or push, before it is shown).")
    }
    func valueFlowLostWithInstance(_ flow: ValueFlowText) -> String {
        let other = flow.other ?? "an earlier instance"
        let shown = flow.shown.map { ", whose `\($0.place)` was set at \(flowWhere($0)) to `\($0.value)`" } ?? ""
        return "In this run `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)) on \(other); the screen the check read is \(flow.screen), a new instance made after that\(shown). A value kept in a screen's property lives only as long as that instance, and a new instance starts with its own. Keep the value where it outlives the screen (UserDefaults, or a property of the app delegate) and have the new screen read it from there when it appears (`viewWillAppear(_:)`)."
    }
    private func storeName(_ written: String, standard: Bool) -> String {
        written == "UserDefaults.standard" ? "`\(written)`" : "`\(written)` (" + (standard ? "`UserDefaults.standard`" : "a suite of its own, not `UserDefaults.standard`") + ")"
    }
    func valueFlowReadNotRepeated(screen: String, read: ValueFlowText.Place, save: ValueFlowText.Place, shown: ValueFlowText.Place?, key: String, condition: String?, conditionLine: Int?) -> String {
        let shownText = shown.map { " \(screen)'s `\($0.place)` was set after that save, at \(flowWhere($0)), to `\($0.value)`:" } ?? " The value was shown after that save:"
        return "In this run the read under \"\(key)\" at \(flowWhere(read)) ran before `\(save.value)` was saved there at \(flowWhere(save)), and no read of that key ran after the save.\(shownText) it came from what the earlier read had found, kept, not from the store. "
            + (condition.map { "That read runs only under `\($0)` (line \(conditionLine ?? 0)). " } ?? "")
            + "Read the store each time the value is shown (or update what you keep where you save), so a later save is seen."
    }
    func valueFlowStore(_ store: StoreFlowText) -> String {
        let shown = store.shown.map { " \(store.screen)'s `\($0.place)` was set at \(flowWhere($0)) to `\($0.value)`." } ?? ""
        let saved = "`\(store.save.value)` was saved under the key \"\(store.saveKey)\" at \(flowWhere(store.save))"
        let read = "the read under \"\(store.readKey)\" at \(flowWhere(store.read)) found `\(store.read.value)`"
        switch store.kind {
        case .readAsOtherKind:
            let getter = store.readGetter
            return "In this run \(saved), and the read under that key at \(flowWhere(store.read)) found `\(store.read.value)`: `\(getter)(forKey:)` gives nil when the value saved under the key is not of the kind it reads (what `\(store.save.statement)` saved is not a\(getter == "integer" || getter == "object" || getter == "array" ? "n" : "") \(getter)).\(shown) Read it with the getter of its kind (`object(forKey:) as? Date` for a date), or save the kind you read."
        case .keyAndValueSwapped:
            return "In this run `\(store.save.value)` was saved under the key \"\(store.saveKey)\" at \(flowWhere(store.save)): the text the user entered became the key, and the key became the value. \(read.prefix(1).uppercased() + read.dropFirst()).\(shown) Key and value are the wrong way round: `set(_:forKey:)` takes the value first and the key second, so look at the order of the arguments on the way there (a helper or a closure that takes them the other way)."
        case .keyNeverSaved:
            return "In this run \(read), and no line of your code saves anything under \"\(store.readKey)\": \(saved), another key, which your code reads elsewhere. A read under a key nothing saved finds nothing (`false`, `0` or nil), so whatever depends on it went the other way.\(shown) Save under \"\(store.readKey)\" too where you save the value, or stop depending on that key."
        case .otherKey:
            return "In this run \(saved), but \(read): the keys differ, and a key finds only what was saved under that very key.\(shown) Save and read with one key (one constant used on both sides)."
        case .otherStore:
            return "In this run \(saved) in \(storeName(store.saveStore, standard: store.saveIsStandard)), but \(read) in \(storeName(store.readStore, standard: store.readIsStandard)): two different stores, each with its own values.\(shown) Save and read in the same one (`UserDefaults.standard` on both sides)."
        case .readBeforeSaved:
            if let deferred = store.saveDeferredBy {
                let through = deferred.call.map { " `\($0)` (line \(deferred.callLine ?? 0)), which leads to that save, runs inside `\(deferred.start)` (line \(deferred.startLine))" }
                    ?? " That save runs inside `\(deferred.start)` (line \(deferred.startLine))"
                let wait = deferred.afterAwait ? " comes after `\(deferred.start)` (line \(deferred.startLine)), so it runs only once that call is done" : ""
                return "In this run \(read) before \(saved).\(shown)" + (deferred.afterAwait ? " That save" + wait + "." : through + ": work put off there runs after the current work is done, here after the screen had already appeared and read the key.") + " Save right away, before the screen changes (not put off), and read where the screen shows it (`viewWillAppear(_:)`)."
            }
            return "In this run \(read) before \(saved).\(shown) A read finds only what was saved before it: save when the user acts (in the action, before the screen changes), and read where the screen shows it (`viewWillAppear(_:)`)."
        case .savedOver:
            if let overwrite = store.overwrite, store.overwriteAfterRelaunch {
                let same = overwrite.file == store.save.file && overwrite.line == store.save.line
                let what = store.overwriteExpression.map { "`\($0)` held `\(overwrite.value)`" } ?? "it saved `\(overwrite.value)`"
                let line = same ? "that same line ran again" : "\(flowWhere(overwrite)) ran"
                return "In this run \(saved). After the app was launched again, \(line) on the new screen, where \(what) (a new screen starts without the value the form gave the old one), and saved `\(overwrite.value)` over it before \(read).\(shown) A save that runs every time the screen appears also saves what a new screen does not have: save where the value arrives (when the user acts), or only when there is a value (`if let`), and in `viewWillAppear(_:)` only read."
            }
            let over = store.overwrite.map { ", and \(flowWhere($0)) saved `\($0.value)` over it before \(read)" } ?? ", but \(read)"
            return "In this run \(saved)\(over).\(shown) Save the value last, or do not save over it on the way."
        }
    }
    func valueFlowNilCall(_ call: NilCallText) -> String {
        let when = call.call.step.map { " at step \($0 + 1)" } ?? ""
        if call.isClosure {
            let head = "In this run `\(call.receiver)?(…)` at \(flowWhere(call.call)) ran\(when) while `\(call.receiver)` was nil, so the closure it should call never ran (a call through `?` is skipped without a word)."
            if call.neverAssigned {
                return head + " No line of your code ever gives `\(call.method)` a closure: assign it (`….\(call.method) = { … }`) on the very object that calls it, before it can be called."
            }
            var history = ""
            if let last = call.lastSet, let skipped = call.skippedOwner {
                history = " The line that sets it, \(flowWhere(last)), ran while `\(skipped)` was nil, so it set nothing."
            } else if let last = call.lastSet {
                history = " It was last set at \(flowWhere(last))\(last.step.map { " at step \($0 + 1)" } ?? ""), on \(call.holder ?? "that object")."
            } else if call.historyKnown {
                history = " No line of yours had set \(call.holder.map { "\($0)'s " } ?? "")`\(call.method)` before it\(call.setAfter.map { "; it was set only after the call, at \(flowWhere($0))" } ?? "")."
            }
            if call.lastSet == nil, call.historyKnown, call.setAfter != nil {
                return head + history + " A closure bound later is not called for values that arrived before it: the values were there before the closure was. Bind it before the values can arrive, or, right after binding it, show once what \(call.holder ?? "the object") already holds (call the closure or your update method yourself)."
            }
            return head + history + " Give the closure to the object that calls it (the instance on screen, not another one), before the call can run."
        }
        let holder = call.holder.map { "\($0)'s " } ?? ""
        var history = ""
        if let last = call.lastSet, let skipped = call.skippedOwner {
            history = " The line that sets `\(call.receiver)`, \(flowWhere(last)), ran\(last.step.map { " at step \($0 + 1)" } ?? "") while `\(skipped)` was nil, so it set nothing"
        } else if let last = call.lastSet {
            history = " \(holder)`\(call.receiver)` was last set before it at \(flowWhere(last))\(last.step.map { " at step \($0 + 1)" } ?? ""), to `\(last.value)`"
        } else if call.historyKnown {
            history = " No line of yours had set \(holder)`\(call.receiver)` before it"
        }
        if let after = call.setAfter {
            history += ", and set again only after the call, at \(flowWhere(after))."
        } else if !history.isEmpty {
            history += "."
        }
        let root = String(call.receiver.prefix { $0 != "." && $0 != "?" })
        let computed = call.computedGetter.map { getter in
            " `\(call.receiver)` is a computed property (line \(call.computedLine ?? 0)): each read works out `\(getter)`, and that gave nil here."
                + (call.computedTakesTop ? " When this screen is in a navigation stack and on top, the last of `viewControllers` is the screen running this code, \(call.holder ?? "this one") itself, which is not what the cast asks for: the screen below it is at `viewControllers.count - 2` (or `dropLast().last`); when it is in no navigation stack, `navigationController` itself is nil." : "")
        } ?? ""
        let fresh = computed + (call.freshObject.map { made in " `\(root)` is a new object made right there (`\(made)`, line \(call.freshLine ?? 0)), not the one the app uses: nothing ever gave it what `\(call.receiver)` reads. Reach the object that is in use (the app's own delegate through `UIApplication.shared.delegate` or `view.window?.windowScene?.delegate`, the screen on the stack) instead of making a new one." } ?? "")
        if let weakLine = call.weakLine, let last = call.lastSet {
            return "In this run `\(call.receiver)?.\(call.method)(…)` at \(flowWhere(call.call)) ran\(when) while `\(call.receiver)` was nil, so it did nothing, and `\(call.method)` never ran for \(call.screen).\(history) "
                + "`\(call.receiver)` is declared `weak` (line \(weakLine)): it does not keep `\(last.value)`, so that object was released before the call because nothing else held it, and a weak property turns nil when its object goes. Keep a strong reference to that very object where it is made (a stored property, or the array that owns it), not to another one made the same way."
        }
        if let given = NilCallText.givenObject(call) {
            return "In this run `\(call.receiver)?.\(call.method)(…)` at \(flowWhere(call.call)) ran\(when) while `\(call.receiver)` was nil, so it did nothing, and `\(call.method)` never ran for \(call.screen).\(history) That line gave it `\(given)`, not nil, and yet `\(call.receiver)` read back nil: what stores `\(call.receiver)` did not keep that object (a `weak` reference to an object nothing else holds, or a property wrapper or setter that keeps something else). Look at how `\(call.receiver)` is declared and stored, and keep the object itself."
        }
        return "In this run `\(call.receiver)?.\(call.method)(…)` at \(flowWhere(call.call)) ran\(when) while `\(call.receiver)` was nil, so it did nothing, and `\(call.method)` never ran for \(call.screen).\(fresh)\(history)" + (call.computedGetter != nil ? " A call through `?.` is skipped without a word when the object is nil: make the getter find the object you mean." : " A call through `?.` is skipped without a word when the object is nil: give `\(call.receiver)` its value before the call can run (a delegate: `sub.delegate = self` in `prepare(for:sender:)`), and do not take it away while the other screen can still call it.")
    }
    func valueFlowNilTransition(_ call: NilCallText) -> String {
        let when = call.call.step.map { " at step \($0 + 1)" } ?? ""
        let link = ["navigationController", "presentingViewController", "presentedViewController", "tabBarController", "storyboard"].contains(call.receiver.split(separator: ".").last.map(String.init) ?? "")
        let head = "In this run `\(call.receiver)?.\(call.method)(…)` at \(flowWhere(call.call)) ran\(when) while `\(call.receiver)` was nil, so it did nothing and \(call.screen) never came on screen."
        if let holder = call.holder {
            // The UIKit link read against where the screen really was.
            switch call.place {
            case .rootHasNoParent?:
                return head + " \(holder) is the window's root view controller: no container holds it, so its `parent` is nil. A screen presents for itself: call `\(call.method)` on `self`."
            case let .parentIsNavigation(stack)?:
                return head + " The `parent` of \(holder) is \(stack) itself (a pushed screen's parent is its navigation controller), and a navigation controller in no other stack has no `navigationController`. Use \(holder)'s own `navigationController`."
            case let .rootIsNavigation(root)?:
                return head + " The window's root view controller is \(root), the navigation controller itself: it holds the stack and is in no other navigation controller, so its `navigationController` is nil. Push on it directly (`(view.window?.rootViewController as? UINavigationController)?.pushViewController(…)`), or simply on `self.navigationController`."
            case .inNoContainer?:
                return head + " \(holder) was in no container on screen: not pushed, not presented, not the window's root, and not a child added with `addChild(_:)`, so its `parent` and `navigationController` are nil. If its view sits inside another screen, add the controller as that screen's child too (`addChild(_:)`, then its view, then `didMove(toParent:)`): a child's `navigationController` is its parent's."
            case nil: break
            }
        }
        if call.receiver.hasSuffix(".navigationController"), !call.receiver.hasPrefix("self.") {
            let base = String(call.receiver.dropLast(".navigationController".count))
            // Going back from a screen in no navigation controller: it was presented, and goes back by `dismiss`.
            if call.method.hasPrefix("pop") {
                return head + " `\(base)` is in no navigation controller when this runs, so its `navigationController` is nil: it was presented, not pushed, and a presented screen goes back with `dismiss(animated:)` (`\(base).dismiss(animated: true)`), not a pop."
            }
            return head + " `\(base)` is in no navigation controller when this runs, so its `navigationController` is nil: present the screen (`present(_:animated:)`), or embed `\(base)`'s screen in a navigation controller in the storyboard."
        }
        if call.receiver == "navigationController" || call.receiver == "self.navigationController", call.holderInNavigation == false, let holder = call.holder {
            if call.method.hasPrefix("pop") {
                return head + " \(holder) is in no navigation controller, so its `navigationController` is nil: it was presented, not pushed, so close it with `dismiss(animated:)`."
            }
            return head + " \(holder) is in no navigation controller, so its `navigationController` is nil: show the screen with `present(_:animated:)`, or embed \(holder) in a navigation controller in the storyboard (Editor › Embed In › Navigation Controller)."
        }
        if call.receiver == "presentedViewController" || call.receiver == "self.presentedViewController", call.method.hasPrefix("dismiss") {
            let holder = call.holder ?? "this screen"
            return head + " `presentedViewController` is the screen \(holder) itself presented, and it had presented none, so it is nil. The screen that presented \(holder) is its `presentingViewController`; to close \(holder), call `dismiss(animated:)` on `self` (UIKit hands it to the presenter)."
        }
        let why = link ? " `\(call.receiver)` is nil when the object asked has none (a screen not in a navigation controller, or not yet: in `init`, before it is pushed or shown; an object that is not a screen has its own property, given once)." : ""
        return head + "\(why) A call through `?.` is skipped without a word when the object is nil: reach the object when the call runs (`self.navigationController` in the action), not a copy taken earlier."
    }
    func valueFlowNotReadAfterRelaunch(_ flow: ValueFlowText) -> String {
        let key = flow.relaunchKey ?? "?"
        let store = flow.relaunchStore ?? "UserDefaults.standard"
        let shown = flow.shown.map { "after the relaunch \(flow.screen)'s `\($0.place)` was set at \(flowWhere($0)) to `\($0.value)`. The value the check expects" } ?? "the value the check expects"
        return "In this run \(shown) was saved under the key \"\(key)\" before the relaunch, at \(flowWhere(flow.source)), but after the relaunch no line read that key back: the value shown came from the app's memory, and a relaunch starts a new process whose every property starts again from its declared value. Saving is only half: read the value back from the store after a launch, `\(store).string(forKey: \"\(key)\")` (or the getter of its type), where the value is shown or where the object that keeps it is made."
    }
    /// Which of two counting methods to keep: the appearance callback, which runs each time the screen shows.
    private static func keepCount(_ twice: ValueFlowText.CountedTwice) -> String {
        let appearing = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]
        if appearing.contains(twice.secondMethod), !appearing.contains(twice.firstMethod) {
            return ": keep it in `\(twice.secondMethod)`, which runs each time the screen shows, and take it out of `\(twice.firstMethod)`"
        }
        if appearing.contains(twice.firstMethod), !appearing.contains(twice.secondMethod) {
            return ": keep it in `\(twice.firstMethod)`, which runs each time the screen shows, and take it out of `\(twice.secondMethod)`"
        }
        return ""
    }
    func valueFlowOverwritten(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown else { return valueFlowLate(flow) }
        let head = "In this run \(flow.screen)'s `\(flow.source.place)` was set to `\(flow.source.value)`, the value the check expected, at \(flowWhere(flow.source)), and then set again, to `\(shown.value)`, at \(flowWhere(shown)), which ran after it."
        if let header = flow.loopHeader, let loopLine = flow.loopLine {
            return head + " That is one line, run once per turn of the loop `\(header)` (line \(loopLine)): the turn that found the value set it, and a later turn wrote over it. Leave the loop with `break` once the value is found (or keep the first match and stop looking)."
        }
        if let twice = flow.countedTwice {
            return head + " Both lines show `\(twice.counter)`, and it is increased both in `\(twice.firstMethod)` (line \(twice.firstLine), `\(twice.first)`) and in `\(twice.secondMethod)` (line \(twice.secondLine), `\(twice.second)`), which both ran for the same return: it was counted twice. Count it in one place only" + Self.keepCount(twice) + "."
        }
        if let key = flow.unsavedKey {
            return head + " That line reads `UserDefaults` under \"\(key)\", and no line of yours saved anything under that key in this run: save the value there where it is entered (check that the line saving it runs), so that the later line finds it."
        }
        return head + " The later line replaces what the first one showed: leave it out there, or have it show the same value (read what the first one was given)."
    }
    func valueFlowErased(_ flow: ValueFlowText) -> String {
        guard let erase = flow.origin, let read = flow.shown else { return valueFlowLate(flow) }
        if let trigger = flow.trigger, let observer = erase.method {
            let observed = observer.prefix { $0 != "." }, kind = observer.hasSuffix("willSet") ? "willSet" : "didSet"
            return "In this run \(flow.screen)'s `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)), then `\(erase.value)` at \(erase.file) line \(erase.line) (`\(erase.statement)`), in the `\(kind)` of `\(observed)`, which ran when \(flowWhere(trigger)) set `\(observed)` after that. \(read.file) line \(read.line) (`\(read.statement)`) read it only then, and showed `\(read.value)`. The observer took away the value just handed over: give `\(observed)` its value before the values its observer resets, or leave the reset out of the observer."
        }
        return "In this run `\(flow.source.place)` was given `\(flow.source.value)` at \(flowWhere(flow.source)), then `\(erase.value)` at \(flowWhere(erase)), before \(flowWhere(read)) read it for \(flow.screen) (it got `\(read.value)`). The later line took the value away before it was read: if it belongs to another path (another segue, another choice), run it only on that path (an `else`, or a `switch` on what decides, such as `segue.identifier`); otherwise leave it out, or have it run only when the value is used up."
    }
    func valueFlowTestBeforeWrite(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "In this run `\(test.statement)` at \(flowWhere(test)) last ran\(test.step.map { " at step \($0 + 1)" } ?? ""), when `\(test.place)` was `\(test.value)`. `\(test.place)` was given `\(flow.source.value)` only later, at \(flowWhere(flow.source))\(flow.source.step.map { " (step \($0 + 1))" } ?? ""), and nothing ran that `switch` again, so what it set up still shows the old value. Run it again after the change: where the screen shows again (`viewWillAppear(_:)`), or from the property's `didSet`."
    }
    func valueFlowTestLate(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "In this run the test on `\(test.place)` at \(flowWhere(test)) saw `\(test.value)`: `\(test.place)` was given `\(flow.source.value)` only after the test ran, at \(flowWhere(flow.source)), in the same action. A test reads the value that is there when it runs: give `\(test.place)` its value before the test (or test what the value comes from)."
    }
    func valueFlowTestReset(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown, let reset = flow.origin else { return valueFlowLate(flow) }
        return "In this run `\(test.place)` was set to `\(flow.source.value)` at \(flowWhere(flow.source)), then back to `\(reset.value)` at \(flowWhere(reset)), before the test at \(flowWhere(test)) read it (it saw `\(test.value)`). The later line undid the value before the test needed it: set it back only after the test has read it, or not there."
    }
    func valueFlowStateTest(_ t: StateTestText) -> String {
        let at = t.step.map { " at step \($0 + 1)" } ?? ""
        let method = t.method.map { ", in `\($0)`" } ?? ""
        let outcome = t.isGuard ? "came out false\(at), so its `guard` left the method before the lines after it" : "came out false\(at), so the code it guards did not run"
        var text: String
        if let guarded = t.guarded, let line = t.guardedLine {
            text = "`\(guarded)` (line \(line)) ran\(t.guardedStep.map { " at step \($0 + 1)" } ?? "") but not again after the user's action: the test `\(t.test)` (\(t.file) line \(t.line)\(method)) \(outcome)."
        } else {
            text = "In this run the test `\(t.test)` (\(t.file) line \(t.line)\(method)) \(outcome)."
        }
        // `isViewLoaded` false is told on its own below.
        let viewNotLoaded = t.parts.contains { $0.name == "isViewLoaded" && $0.value == "false" }
        let held = t.parts.filter { !(viewNotLoaded && $0.name == "isViewLoaded") }.compactMap { part -> String? in
            switch part.value {
            case "nil"?: return "`\(part.written)` was nil"
            case "set"?: return "`\(part.written)` was not nil"
            case let value?: return "`\(part.written)` was \(value)"
            case nil: return nil
            }
        }
        if !held.isEmpty { text += " Then " + (held.count == 1 ? held[0] : held.dropLast().joined(separator: ", ") + " and " + held.last!) + "." }
        if t.parts.contains(where: { $0.value == nil }) { text += " At least one of its parts was false." }
        if let instance = t.instance, let move = t.move {
            text += " \(t.method.map { "`\($0)`" } ?? "That method") ran for \(instance)\(at) because of `\(move)` on \(t.moveReceiver ?? "the app")\(t.moveSubject.map { " (\($0))" } ?? "")."
        }
        // A text compared with a literal that differs from it only in letter case: that is the fault.
        if let (value, literal) = StateTestText.caseOnlyMismatch(t) {
            return text + " It compared \"\(value)\" with \"\(literal)\": the same word in other letter case, and `==` on strings is case-sensitive, so the test can never hold. Write \"\(value)\" exactly as the code reads it (or compare with `caseInsensitiveCompare(_:) == .orderedSame`)."
        }
        // A view not loaded yet: the line waits rightly (its outlets are nil), but nothing fills them later.
        if viewNotLoaded {
            return text + " `isViewLoaded` was false because nothing had shown the screen yet: its outlets are nil until its view loads, so a line that fills them is right to wait. But the view loads later, and then nothing fills them: show the values in `viewDidLoad()` too (call the same code there, from the properties set before), so that whichever comes second fills the outlets."
        }
        // A count of the stack compared with a number: what the count holds, the screen on top included.
        if let (op, number) = StateTestText.stackCount(t) {
            let needed = op == ">" ? number + 1 : number
            return text + " `viewControllers.count` counts every screen on the stack, the root and the screen on top (the one running this code) included: one screen pushed over the root makes 2, so `count \(op) \(number)` holds only with \(needed) screens or more on the stack. Compare with the count the stack really has when this runs (a screen pushed over the root: `count > 1`), or leave the count out: UIKit never pops the root anyway."
        }
        for part in t.parts where part.value.map({ !$0.contains("#") }) == true { if let meaning = stateMeaning(part.name) { text += " " + meaning } }
        if let (written, plain) = StateTestText.negatedTrue(t) {
            return text + " So in this run the `!` is what stopped these lines: `\(written)` was true when this check needed them, and `!\(written)` made the test false. If they belong to this moment, test the state itself (`\(plain)`); if the `!` is meant (to skip this moment), the value has to come from the path that does run here."
        }
        if let presented = t.presentedPop {
            return text + " \(presented) was presented, not pushed: it is in no navigation controller, so the test can never let the pop through, and a pop would not close it anyway. Close a presented screen with `dismiss(animated: true)`."
        }
        return text + " Such a state says how a screen is coming or going at that moment, not whether the code needs to run: do not make the line wait on it, or read it where it holds what you expect."
    }
    private func stateMeaning(_ name: String) -> String? {
        switch name {
        case "isMovingToParent": return "`isMovingToParent` is true only while the screen is being added to its parent (pushed); when it shows again because a screen above it was popped or dismissed, it is false."
        case "isMovingFromParent": return "`isMovingFromParent` is true only while the screen is being taken out of its parent (popped); when a screen is pushed or presented over it, it is false."
        case "isBeingPresented": return "`isBeingPresented` is true only while the screen itself is being presented; when it was pushed, or shows again after a screen it presented went away, it is false."
        case "isBeingDismissed": return "`isBeingDismissed` is true only while the screen itself (or the screen holding it) is being dismissed; for a pop, or a screen pushed over it, it is false."
        case "window": return "`view.window` is nil until the screen's view is put in a window: in `viewDidLoad` it always is, and it is set by `viewDidAppear(_:)`."
        case "presentedViewController": return "`presentedViewController` is the screen this one presented that is still up; it is nil when none is: a push or a pop presents nothing, and after a dismiss it is nil again."
        case "presentingViewController": return "`presentingViewController` is the screen that presented this one (or the one holding it); for a screen that was pushed and never presented it is nil."
        case "navigationController": return "`navigationController` is the navigation controller the screen is in; for a screen presented on its own it is nil, and after the screen is popped too."
        case "tabBarController": return "`tabBarController` is the tab bar controller the screen (or its navigation controller) is in: nil when the app has none around it, and for a presented screen."
        case "parent": return "`parent` is the container the screen was added to (a navigation controller's push, `addChild(_:)`); for a screen presented on its own it is nil."
        case "isViewLoaded": return "`isViewLoaded` is false until something reads `view` (UIKit does when it shows the screen)."
        case "animated": return "`animated` only says whether UIKit animates this appearance or disappearance: it is false for the screen shown at launch or after a relaunch, and for a transition asked with `animated: false`, so it says nothing about whether the screen needs its values."
        case "topViewController", "viewControllers", "visibleViewController": return "`\(name)` tells the stack as it is when read: in the callbacks of a push it already holds the new screen, in those of a pop the screen that left is already gone."
        default: return nil
        }
    }
    func valueFlowTestSnapshot(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        let control = flow.inputControl.map { "`\($0)`" } ?? "the control"
        return "In this run the test at \(flowWhere(test)) read `\(test.place)`, which held `\(test.value)`: \(flowWhere(flow.source)) copied it from \(control)\(flow.source.step.map { " at step \($0 + 1)" } ?? ""), before the check entered \"\(flow.input ?? "")\" in \(control)\(flow.inputStep.map { " (step \($0 + 1))" } ?? ""), and nothing copied it again before the test. A copy keeps what the control held when it was made, not what the user typed later: read \(control) itself where the test needs it (in the action that runs the test)."
    }
    func valueFlowTestStale(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "In this run the test at \(flowWhere(test)) came out false, so the code it guards did not run: `\(test.place)` still held `\(flow.source.value)`, given at \(flowWhere(flow.source))\(flow.source.step.map { " at step \($0 + 1)" } ?? ""), an earlier action, and nothing gave it another value since. A flag keeps its value until a line changes it: set it back where that state ends, or test what it stands for (the value itself) instead."
    }
    func whatIfSwitchValue(subject: String, file: String, line: Int, times: Int, value: String, others: [String], miss: SwitchMiss?) -> String {
        let head = "In this run `switch \(subject)` (\(file) line \(line)) was given `\(value)` "
            + (others.isEmpty ? (times == 1 ? "the one time it ran" : "each of the \(times) times it ran") : "(and " + others.map { "`\($0)`" }.joined(separator: ", ") + " the other times)")
        switch miss {
        case let .earlierCase(earlier, later)?:
            return head + ", and `case \(earlier)` took it: a `switch` runs the first case that matches, and `case \(later)` below it, which matches it too and asks more, never gets it. Put the case that asks more first."
        case let .oneElement(pattern, position, wants, had)?:
            let empty = wants == "nil" && (had == "Optional(\"\")" || had == "\"\"")
            return head + ", and no case took it, so another branch ran: `case \(pattern)` matches all of it but element \(position), where the pattern wants `\(wants)` and the value had `\(had)`. "
                + (empty ? "An empty text field's `text` is `\"\"`, not `nil`: test the text itself (`case (…, let text) where (text ?? \"\").isEmpty`)." : "Write in the pattern the value that comes when this case should run (or turn around what that element computes).")
        case let .elementsSwapped(pattern, subject)?:
            return head + ", and no case took it, so another branch ran: `case \(pattern)` would take it with its two elements the other way round. A tuple pattern is matched element by element, in the order the tuple is built, here `\(subject)`: write the pattern in that order (or build the tuple in the order the pattern has)."
        case let .linkNil(pattern, position, element, role)?:
            return head + ", and no case took it, so another branch ran: `case \(pattern)` matches all of it but element \(position), `\(element)`, which was nil. " + castRole(role)
        case let .noCaseFor(text, cases)?:
            return head + ", and no case names it (the cases name " + cases.map { "`\($0)`" }.joined(separator: ", ") + "), so it went to `default`: what those cases do (their tests, their `return`) does not happen for it. Give it a case of its own with the same work (`case \(text):`, and the same `where` test if it needs one: a `where` after several patterns tests only the last), or do that work for every value."
        case let .emptyNotNil(pattern)?:
            return head + ", and `case \(pattern)` did not take it: an empty text field's `text` is `\"\"`, not nil, so an empty field went the way of a filled one. Test the text itself: `case let text? where !text.isEmpty` for a filled field, or `guard let text = field.text, !text.isEmpty`."
        case let .instanceDescription(className)?:
            return head + ", and no case can match it: that is how `String(describing:)` (or `\"\\(…)\"`) writes an instance, `<Module.Class: address>`, with an address that is new every run, not the name of its class. To branch on what the object is, test its type: `switch` on the object itself with `case is \(className):` (or `if object is \(className)`), or describe the type, `String(describing: type(of: object))`, which gives `\"\(className)\"`."
        case let .optionalDescription(inner)?:
            return head + ", and no case can match it: `\"\\(…)\"` of an optional writes `Optional(…)` around what it holds (`\(inner)`), so the text never equals the name alone. Unwrap it first (`if let`, `guard let`, `?? \"\"`), then describe or compare what is inside."
        case let .letterCase(pattern)?:
            return head + ", and no case matches it: `case \(pattern)` differs from it only in letter case, and a switch compares text exactly. Write the case as the value is spelled (the storyboard's title or identifier)."
        case let .typo(pattern)?:
            return head + ", and no case matches it: `case \(pattern)` is a letter or two away from it, a typo. Write the case as the value is spelled (the storyboard's title or identifier)."
        case let .noNumber(number, tag)?:
            return head + ", and no case is `\(number)`, so the other case ran" + (tag ? ": a view's `tag` is 0 unless the storyboard (Attributes inspector, View › Tag) or the code sets it. Give each control its tag, or tell them apart another way (`===` with the outlet)." : ". Check where that number comes from.")
        case .tagZero?:
            return head + ": a view's `tag` is 0 unless the storyboard (Attributes inspector, View › Tag) or the code sets it, so every control gives 0 and takes the same case. Give each control its tag, or tell them apart another way (`segue.identifier` in `prepare(for:sender:)`, or `===` with the outlet)."
        case let .noTypeFor(valueClass, types, containers, role)?:
            let named = types.map { "`\($0)`" }.joined(separator: " or ")
            return head + ", which is \(EnglishArticle.before(valueClass)) `\(valueClass)`, not \(types.count == 1 ? EnglishArticle.before(types[0]) + " " : "")\(named): no case's type matches it, so none of them ran for it. "
                + (containers ? "Here the object is the screen itself, not a container holding it: a navigation or tab bar controller comes only when the storyboard's segue leads to one. " : "")
                + (role.map(castRole) ?? "Cast to the class it really is: `case let screen as \(valueClass)`.")
        case let .shadowedBy(earlier, later, valueClass, superclass)?:
            return head + ", and `case \(earlier)` matched it first: a `\(valueClass)` is a `\(superclass)`, and a `switch` takes the first case that matches, so `case \(later)` below it never gets one. Put the case for the more specific class first."
        case nil:
            return head + ": that value chose the case that ran. Compare it with the patterns of your cases (an optional matches `case \"x\"?` or `.some`, never `nil`; letters, spaces and types must match exactly)."
        }
    }
    func whatIfNeverAssignedNilTest(file: String, line: Int, test: String, name: String, declarationLine: Int, owner: String?, result: Bool) -> String {
        "`\(test)` (\(file) line \(line)) was \(result ? "true" : "false") every time it ran, and it cannot be otherwise: `\(name)` (declared at line \(declarationLine)\(owner.map { ", in \($0)" } ?? "")) is never given a value anywhere in your code, so it is nil every time. The test cannot tell the cases apart. Test what really holds the value (where it was saved or handed over), or give `\(name)` its value where it arrives; if that part of the test is not needed, leave it out."
    }
    func whatIfConstantPart(file: String, line: Int, test: String, part: String, value: Bool, name: String, declarationLine: Int, owner: String?,
                            neverFilled: Bool, namesake: String?, times: Int) -> String {
        let whole = part == test ? "`\(part)` (\(file) line \(line))" : "`\(part)`, in `\(test)` (\(file) line \(line)),"
        let place = "declared \(neverFilled ? "empty " : "")at line \(declarationLine)\(owner.map { ", in \($0)" } ?? "")"
        let never = neverFilled
            ? "nothing in \(owner ?? "your code") ever adds to `\(name)`, so it is empty every time"
            : "nothing in \(owner ?? "your code") ever gives `\(name)` a value, so it is nil every time"
        let other = namesake.map { " (`\(name)` in \($0) is that class's own \(neverFilled ? "collection" : "property"): what \($0) puts there never reaches \(owner ?? "this one"))" } ?? ""
        let fixes = part == test ? ""
            : (value ? " With `||` that one part makes the whole test true, whatever the others hold." : " With `&&` that one part makes the whole test false, whatever the others hold.")
        return "\(whole) was \(value ? "true" : "false") \(times == 1 ? "the one time it ran" : "each of the \(times) times it ran"), and it cannot be otherwise: `\(name)` (\(place)) is read there, but \(never)\(other).\(fixes) The test cannot tell the cases apart. Test what really holds the value (where it was saved or handed over), or \(neverFilled ? "add to `\(name)`" : "give `\(name)` its value") where the value arrives; if that part of the test is not needed, leave it out."
    }
    func uikitState(_ state: UIKitStateNote) -> String {
        switch state {
        case .viewLoaded:
            return "A screen's view loads only when it is first needed, as the screen comes on screen: in `prepare(for:sender:)`, and right after you make or push the screen, `isViewLoaded` is still false (and `viewIfLoaded` nil). Give the values to properties there, and fill the labels in the screen's own `viewDidLoad`."
        case .window:
            return "A screen's `view.window` is nil until its view is in the window: in `viewDidLoad`, in `prepare`, and for a screen being shown, until `viewDidAppear`. Test something your code sets, or do the work in `viewDidAppear(_:)`."
        case .moving:
            return "`isMovingFromParent` is true only inside `viewWillDisappear`/`viewDidDisappear` of a screen being popped (and `isMovingToParent` only while it is pushed); `isBeingDismissed`/`isBeingPresented` only during a dismissal or presentation. Anywhere else, or for the other kind of transition, they are false: test them in those methods, for the transition that really happens."
        }
    }
    func whatIfGuardSkippedIndependent(file: String, line: Int, statement: String, bound: [String], skipped: String, skippedLine: Int, method: String, values: [String]) -> String {
        let names = bound.map { "`\($0)`" }.joined(separator: ", ")
        let compared = values.count == 2 ? " (it compared `\(values[0])` and `\(values[1])`)" : ""
        return "The `guard` at \(file) line \(line) (`\(statement)`) returned\(compared), and its `return` left `\(method)` before `\(skipped)` (line \(skippedLine)), a line that does not use \(names), what the guard is there for: it was skipped with the lines that do. Put that line before the `guard` (it is needed whatever the test says), so that only the lines that need \(names) wait for the test."
    }
    func whatIfSameEveryTime(file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, outcome: WhatIfOutcome) -> String {
        let change = "with `\(after)` in place of `\(before)` (\(file) line \(line)\(statement == before ? "" : ", in `\(statement)`"))"
        let found = "workbook ran this check again with one change to the code that ran, and it passes \(change)"
            + (othersPass ? ", while the checks that passed still pass. " : ". ")
        if let validator = outcome.validator {
            let part = { (part: WhatIfOutcome.Validator.Part) in "`\(part.text)` (line \(part.line))" }
            var why: [String] = []
            if !validator.rejects.isEmpty { why.append("it returns false when " + validator.rejects.map(part).joined(separator: " or ") + ", which held for it") }
            if !validator.answers.isEmpty { why.append("it answers " + validator.answers.map(part).joined(separator: " and ") + ", which was false for it") }
            let literals = validator.literals.isEmpty ? "" : " (" + validator.literals.map(part).joined(separator: ", ") + ")"
            let value = validator.typed.map { "`\"\($0)\"`" } ?? "the value it was given"
            if let typed = validator.typed, !validator.unmet.isEmpty || !validator.held.isEmpty {
                let length = validator.length.map { " (it has \($0) character\($0 == 1 ? "" : "s"))" } ?? ""
                var told: [String] = []
                if !validator.unmet.isEmpty {
                    told.append(validator.unmet.map(part).joined(separator: " and ") + (validator.unmet.count == 1 ? " is" : " are") + " not met")
                }
                if !validator.held.isEmpty {
                    told.append(validator.held.map(part).joined(separator: " and ") + (validator.held.count == 1 ? " is" : " are") + " true for it, and there it returns false")
                }
                return found + "`\(validator.function)` (line \(validator.line)), a check of yours, answered false for `\"\(typed)\"` each time: worked out on that text, \(told.joined(separator: "; "))\(length), while the rest of what it asks holds. This check expects `\"\(typed)\"` to get through, so either that part turns a right value away (drop it, or loosen it so that values like this one pass), or the code reads the check's answer the wrong way round where it calls it."
            }
            return found + "`\(validator.function)` (line \(validator.line)), a check of yours, answered false for \(value) each time"
                + (why.isEmpty ? "" : ": " + why.joined(separator: "; ") + literals) + ". So either the call is the wrong way round (the code needed the other answer here), or the check asks something of the value that a right one need not have: decide which, from what the check is for."
        }
        let times = outcome.times == 1 ? "the one time it ran" : "each of the \(outcome.times) times it ran"
        let values = outcome.pairs.map { "`\($0[0])` and `\($0[1])`" }
        var compared = values.isEmpty ? "" : " It compared " + (values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " and " + values.last!) + "."
        for sign in outcome.signs {
            switch sign {
            case let .signsCancel(expression, value):
                compared += " `\(expression)` is `\(value)`: its two minus signs cancel."
            case let .pastIsNegative(expression, value):
                compared += " `\(expression)` was `\(value)`, below zero: the time from now to a moment in the past is negative (a minute ago is -60)."
            }
        }
        if !outcome.junctionParts.isEmpty {
            let told = outcome.junctionParts.map { part in
                "`\(part.text)` " + (part.values == ["·"] ? "was not reached" : "was " + part.values.map { $0 == "·" ? "not reached" : "`\($0)`" }.joined(separator: ", then "))
            }
            compared += " Its parts: " + told.joined(separator: "; ") + "."
            for part in outcome.junctionParts {
                if let declared = part.declared, let line = part.declaredLine {
                    compared += " `\(part.text)` is declared `\(declared)` (line \(line)) and no line of yours gives it another value, so it is `\(declared)` every time: give it its value where it should change (or leave it out of the test)."
                }
            }
        }
        if let looked = outcome.emptyTestOf, !outcome.emptyTestValues.isEmpty {
            let shown = outcome.emptyTestValues.map { "`\($0)`" }
            compared += " `\(looked)` was " + (shown.count == 1 ? shown[0] + (outcome.times == 1 ? "" : " each time") : shown.dropLast().joined(separator: ", ") + " and " + shown.last!) + "."
        }
        guard let equal = outcome.equalSides else {
            let through = outcome.readThrough.map { " `\($0.property)` is a computed property: each read works out `\($0.getter)` (line \($0.line))." } ?? ""
            if let read = outcome.readThrough, let fixed = read.namedOppositeOfGetter {
                return found + "So this test decides the result, and it was \(outcome.result) \(times), never \(!outcome.result).\(compared)\(through) Its name says it holds when there is something, but `isEmpty` holds when there is nothing: the getter is the wrong way round. Write `\(fixed)`."
            }
            if let state = UIKitStateNote.of(before) {
                return found + "So this test decides the result, and it was \(outcome.result) \(times), never \(!outcome.result): it never told the cases apart.\(compared)\(through) " + uikitState(state)
            }
            return found + "So this test decides the result, and it was \(outcome.result) \(times), never \(!outcome.result): it never told the cases apart.\(compared)\(through) Either it is written the wrong way round, or what it tests never holds what you expect at that moment (an optional, a value of another type, a value not set yet, or set too late): print what it tests, with the values of this run."
        }
        if equal, case let .numberedEntry(position, collection, number, entry, _, _)? = outcome.position {
            return found + "So this comparison decides the result, and its two sides were equal \(times).\(compared) `\(position)` is a position in `\(collection)`, counted from 0: \(number) stands for `\(collection)[\(number)]`, `\(entry)`, the entry this run had, so the test holds for `\(entry)`. Compare with the position of the entry this branch is for (or with the entry itself)."
        }
        if equal {
            return found + "So this comparison decides the result, and its two sides were equal \(times).\(compared) A test that always comes out the same way does not tell the cases apart: compare something that differs between them (or, if it is written the wrong way round, turn it around)."
        }
        let advice = whatIfDifference(outcome.difference)
        return found + "So this comparison decides the result, and its two sides were never equal: they differed \(times).\(compared) \(advice)"
    }
    func whatIfStoryboardPasses(kind: StoryboardChangeKind, storyboard: String, source: String, destination: String, property: String, before: String, after: String, othersPass: Bool) -> String {
        let before = StoryboardChangeKind.viewParts(before).map { whatIfView(kind: $0.kind, shown: $0.shown) } ?? before
        let after = StoryboardChangeKind.viewParts(after).map { whatIfView(kind: $0.kind, shown: $0.shown) } ?? after
        let was = before.isEmpty ? "none" : "\"\(before)\""
        let found = "workbook ran this check again with one change to \(storyboard).storyboard, and it passes "
        let subject: String
        switch kind {
        case .segueIdentifier, .segueKind: subject = "the segue from \(source) to \(destination)"
        case .storyboardIdentifier, .sceneClass: subject = "the scene of \(source)"
        case .actionSelector: subject = "a control of \(source)"
        case .outletView: subject = "the outlet `\(property)` of \(source)"
        case .segueSource: subject = "the segue from \(source) to \(destination)"
        }
        let others = othersPass ? ", while the checks that passed still pass. " : ". "
        switch kind {
        case .segueIdentifier:
            return found + "with \(subject) identified as \"\(after)\" (it is \(was))" + others + "So the segue's identifier in the storyboard and the one your code uses differ: set the segue's Identifier (Attributes inspector) to exactly the name the code uses, or the other way round."
        case .segueKind:
            let name = ["show": "Show", "push": "Show", "presentation": "Present Modally", "modal": "Present Modally", "custom": "Custom"]
            return found + "with \(subject) made a \(name[after] ?? after) segue (it is \(name[before] ?? before))" + others + (after == StoryboardChangeKind.customSegue ? "So the segue must be a Custom segue whose class is your `\(property)`: only then does UIKit run its `perform()`; a Show or Present Modally segue does UIKit's own transition and never calls your class." : "So the segue's kind decides how the screen comes: Show pushes it onto the navigation stack (popped to go back), Present Modally presents it over the screen (dismissed to go back). Choose the kind that fits how your code goes back.")
        case .storyboardIdentifier:
            return found + "with \(subject) given the Storyboard ID \"\(after)\" (it is \(was))" + others + "So `instantiateViewController(withIdentifier:)` asks for an ID that scene does not have: set the Storyboard ID (Identity inspector) to exactly the name your code uses."
        case .sceneClass:
            return found + "with \(subject) made as `\(after)` (its Class is \(before.isEmpty ? "not set" : "`\(before)`"))" + others + "So that scene is not made from your class, and none of its code runs there: set the scene's Class (Identity inspector) to `\(after)`."
        case .actionSelector:
            return found + "with \(subject) calling `\(after)` in place of `\(before)`" + others + "So that control is wired to another method of your class: connect it to the right action (Connections inspector), and remove the old connection."
        case .segueSource:
            let from = { (place: String) in place.isEmpty ? "the view controller itself" : place }
            return found + "with \(subject) drawn from \(from(after)) in place of \(from(before))" + others + "So the segue starts from the wrong place: a segue drawn from a button runs when the button is tapped, whatever your code decides; one drawn from the view controller runs only when your code calls `performSegue(withIdentifier:sender:)`. Draw it from where it should start."
        case .outletView:
            return found + "with \(subject) connected to \(after) in place of \(before.isEmpty ? "nothing (it is not connected, so it is nil)" : before)" + others + (before.isEmpty ? "So that outlet is not connected in the storyboard: connect it to the view it stands for (Connections inspector); an outlet nothing connects is nil when the code uses it." : "So that outlet points at another view than the one you mean: reconnect it (Connections inspector).")
        }
    }
    func whatIfView(kind: String, shown: String) -> String {
        let words = ["textField": "text field", "segmentedControl": "segmented control", "datePicker": "date picker", "imageView": "image view", "textView": "text view"]
        return "the \(words[kind] ?? kind)" + (shown.isEmpty ? "" : " \"\(shown)\"")
    }
    func whatIfGloss(member: String) -> String? {
        switch member {
        case "topViewController": return "the screen at the top of the navigation stack"
        case "visibleViewController": return "the screen showing now (one presented over the stack, if any)"
        case "presentedViewController": return "the screen this one presented modally (nil when it presented none)"
        case "presentingViewController": return "the screen that presented this one modally (nil for a pushed screen)"
        case "source": return "the screen the segue leaves (in an unwind, the screen being closed)"
        case "destination": return "the screen the segue goes to (in an unwind, the screen it returns to)"
        case "isMovingFromParent": return "true while the screen is popped off its navigation stack"
        case "isMovingToParent": return "true while the screen is pushed"
        case "isBeingDismissed": return "true while a presented screen is dismissed (never for a pop)"
        case "isBeingPresented": return "true while the screen is presented modally (never for a push)"
        case "text": return "what was typed"
        case "placeholder": return "the grey hint shown while the field is empty"
        case "value": return "the control's current value"
        case "stepValue": return "how much one tap changes the value"
        case "minimumValue", "maximumValue": return "a limit of the value, not the value"
        case "isOn": return "whether the switch is on"
        case "isEnabled": return "whether the control takes touches"
        case "from": return "the screen leaving"
        case "to": return "the screen arriving"
        default: return nil
        }
    }
    func ruleLiteralSpelledDifferently(literal: String, line: Int) -> String {
        "The text shown, \"\(literal)\", is written that way in your code (line \(line)), and it is not exactly the text the screen should show: a space, a letter or the letter case differs. Copy the text letter for letter from the exercise."
    }
    func ruleCastOfDestination(setter: String, line: Int, cast: String, destination: String, className: String) -> String {
        "`\(setter)` (line \(line)) did nothing: it goes through `segue.destination as? \(cast)`, but the segue's destination was \(destination) itself, not a \(cast) (this segue leads straight to the screen), so the cast gave nil and `?.` skipped the rest. Cast `segue.destination` to `\(className)`."
    }
    func ruleCastOfVisible(setter: String, line: Int, cast: String, presented: String) -> String {
        "`\(setter)` (line \(line)) did nothing: it goes through `visibleViewController as? \(cast)`, but the visible screen is the one presented on top, \(presented), the screen running this code, not a \(cast); the cast gave nil and `?.` skipped the rest. The screen under it is the navigation controller's `topViewController`."
    }
    func ruleOverrideSkipsSuper(method: String, owner: String, line: Int, base: String, baseLine: Int, work: String, workLine: Int, baseName: String) -> String {
        "\(owner)'s `override func \(method)` (line \(line)) never calls `super.\(baseName)(…)`, so \(base)'s `\(method)` (line \(baseLine)) never ran for it, and neither did the work it does, `\(work)` (line \(workLine)). An override replaces the base's method: call `super.\(baseName)(…)` in it (first, before your own code) to keep the base's work."
    }
    func ruleOverloadNotOverride(method: String, owner: String, line: Int, base: String, inherited: String, baseLine: Int) -> String {
        "Your `\(method)` (line \(line), in \(owner)) never ran: \(base)'s `\(inherited)` (line \(baseLine)) ran instead. Their parameter types or labels differ, so yours is a new method beside the base's, not an override of it, and every call of the base's signature went to the base. Declare it with the base's exact signature and `override` (Swift then checks that it really replaces it)."
    }
    func unwrapDestinationHasNoChildren(expression: String, destination: String) -> String {
        "`\(expression)` looks for a child of the segue's destination, but the destination was \(destination), the screen itself, not a container: it has no children. Cast `segue.destination` itself"
    }
}
