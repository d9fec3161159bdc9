// The learner- and instructor-facing texts of workbook, one requirement per message.
// Korean.swift and English.swift implement every one; the compiler and TextsTests keep the
// two catalogs in step. Arguments are already formatted (numbers, names, code).
import Foundation

public protocol Messages: Sendable {

    // MARK: Shared labels
    var sharedExpected: String { get }
    var sharedCompileError: String { get }
    var sharedWorkbookInternalError: String { get }
    var sharedExercise: String { get }
    var sharedHidden: String { get }
    var sharedHint: String { get }
    var sharedStudent: String { get }
    var sharedNotSubmitted: String { get }

    // MARK: Expectations (what a failed check says)
    var expectTheAppTamperedWithItsMessages: String { get }
    var expectTheAppShouldCrashForThe: String { get }
    var expectTheAppShouldHaveCrashedBut: String { get }
    var expectTheAppDidNotFinishThe: String { get }
    var expectTheAppDidNotReportWhat: String { get }
    func expectTheAppCrashedWithAUikit(whereValue: String, crashReason: String) -> String
    func expectTheAppCrashedWithASwift(place: String, crashReason: String) -> String
    /// A name the compiler cannot find is declared in a file that is not in the app target.
    func compileNotInTarget(name: String, file: String, line: Int?, target: String) -> String
    /// A compile failure while Swift files of the folder are outside the app target and no error
    /// names what they declare: they are not compiled, in Xcode either, and how to add them.
    func compileFilesNotInTarget(files: [String], target: String) -> String
    /// Where in the learner's code (`App/File.swift:12`), as it follows a sentence.
    func crashPlace(_ place: String) -> String
    /// The step a crash happened at, as it follows a sentence ("" when unknown).
    func stepPlace(_ step: Int?) -> String
    func expectTheCheckDidNotFinishIn(whereValue: String) -> String
    func expectTheAppEndedItselfExitBefore(whereValue: String) -> String
    func expectTheAppWentOverALimit(whereValue: String, crashReason: String) -> String
    func expectTheAppWasKilled(whereValue: String, crashReason: String) -> String
    // How the host saw a run end (`RunEnd`), inside the sentences above.
    func runEndCpuLimit(seconds: String) -> String
    func expectTheCheckTimedOut(whereValue: String, detail: String) -> String
    func runEndKilledFromOutside() -> String
    func runEndTimeoutComputing(seconds: String, cpu: String) -> String
    func runEndTimeoutWaiting(seconds: String, cpu: String) -> String
    func runEndOutputLimit(bytes: String) -> String
    func runEndFileSizeLimit(bytes: String) -> String
    func runEndHomeQuota(megabytes: String) -> String
    func runEndSignal(number: String, name: String) -> String
    func runEndExit(status: String) -> String
    func expectThisStepCouldNotBeDone(whereValue: String, crashReason: String) -> String
    func expectTheScreenShownShouldBe(name: String) -> String
    var expectTheNavigationStackShouldBeDifferent: String { get }
    var expectThePresentedScreensShouldBeDifferent: String { get }
    func expectLabelMissing(screen: String?, outlet: String) -> String
    func expectTheLabelShouldReadDifferently(outlet: String) -> String
    func expectThereIsNoOnScreenTo(of: String, name: String) -> String
    func expectShouldHaveAStoredProperty(of: String, name: String) -> String
    func expectShouldHoldADifferentValue(readInstance: String, name: String) -> String
    func expectTheseEventsShouldHappenInThis(missing: String) -> String
    func expectThisShouldNotHappen(pattern: String) -> String
    func expectTheShownShouldBeInstance(of: String, number: String) -> String
    func expectIsStillInMemoryAfterIt(tag: String) -> String
    func expectUserdefaultsShouldHoldADifferentValue(key: String) -> String
    var expectTheAppShouldPrintThisLine: String { get }

    // MARK: Checks
    func checkerSkippedItNeedsToPassFirst(unmet: String) -> String
    var checkerNotRunTheCodeDidNot: String { get }

    // MARK: Teaching rules (why a check failed)
    func ruleCastFailure(cast: String, from: String, to: String, place: String?, inPrepare: Bool) -> String
    /// `viaDelegate`: the code watches pops in `navigationController(_:didShow:animated:)`; else in the screen's disappearance.
    func ruleChildCoordinatorNotRemoved(actual: String, viaDelegate: Bool, comparesIdentity: Bool) -> String
    func ruleWrongPopFlag(flag: String, screen: String) -> String
    func ruleDelegateMethodNeverCalled(declared: String, expected: String) -> String
    func ruleDelegateMethodMisnamed(declared: String, place: String, protocolName: String, meant: String) -> String
    func ruleImplicitlyUnwrappedNeverSet(name: String, type: String, declaredLine: Int, place: String, giver: String?, giverLine: Int?, giverMethod: String?, owner: String, madeByStoryboard: Bool) -> String
    var ruleDelegateNotSet: String { get }
    func ruleLostValueTheShownNowIsANew(newerInstance: String, deinitEventInstance: String) -> String
    func ruleOutletBeforeViewLoad(destination: String, place: String, example: String?, observer: String?) -> String
    func rulePresentingIsNavigationController(presentInstance: String, navigation: String, className: String) -> String
    func ruleRefreshInViewWillAppear(visible: String) -> String
    func ruleLabelOverwrittenOnAppear(writer: String, outlet: String, screen: String, assignment: String) -> String
    /// `read` (in `readerClass.reader`) ran before `writer` of `writerClass`, the only method that writes it.
    func ruleReadBeforeWrittenAcross(read: String, reader: String, readerClass: String, file: String, line: Int, write: String, writeLine: Int, writer: String, writerClass: String, ranAfter: Bool) -> String
    /// The stack saved in `willShow` (`statement`, into `property`) is already the new one.
    func ruleStackSavedInWillShow(statement: String, line: Int, property: String) -> String
    /// `test` tells segues apart by the destination's class, and every segue of `screen` leads to `destination`.
    func ruleTypeTestSameDestination(test: String, line: Int, screen: String, identifiers: [String], destination: String) -> String
    /// The text expected on `outlet` is on `other` (the run's state), `outlet` shows `shown`: where the text was given.
    func ruleTextOnOtherLabel(outlet: String, shown: String, expected: String, other: String, place: TextOnOtherLabelPlace) -> String
    func ruleOneWayReference(tag: String, holder: String, property: String, path: String, declaration: String) -> String
    /// A released-object check fails while a `static` stored property of a type keeps the object.
    func ruleStaticPropertyKeeps(tag: String, type: String, property: String, path: String, collection: Bool) -> String
    /// `prepare` casts `sender` to `asked` (castLine) while `call` (callLine) gave it `given` (`self`, a `givenClass`, or `nil`).
    func ruleSenderGiven(cast: String, castLine: Int, call: String, callLine: Int, given: String, givenClass: String, asked: String) -> String
    func ruleRetainCycle(className: String, tag: String, actual: String, paths: [String], link: String?) -> String
    func ruleSheetDismissalOverStyle(style: String, presenter: String) -> String
    /// `.fullScreen` went into `target` (`statement`, at `line`), a copy or another value, never into the presented screen's `modalPresentationStyle`.
    func ruleStyleWrittenToCopy(statement: String, line: Int, target: String) -> String
    func ruleSheetDismissalSheet(presenter: String, style: String?) -> String
    func ruleSheetDismissalStyleSetTooLate(presenter: String, assignment: String, style: String) -> String
    var ruleShouldPerformNotConsulted: String { get }
    /// A screen shown by `call` (line, in `method`) with no segue at all: `shouldPerformSegue`, whose refusal tests `test` (testLine), was never asked.
    func ruleShouldPerformNotAskedWithoutSegue(call: String, line: Int, method: String, test: String, testLine: Int) -> String
    func ruleStackOverflow(name: String, line: Int?, call: String, instance: String, superHint: Bool) -> String
    /// `noControls`: a step found none of the storyboard's controls on it (the action was not found).
    func ruleStoryboardBypass(instance: String, className: String, call: String, crashPlace: String?, hasIdentifier: Bool, noControls: Bool) -> String
    func ruleTwinInstance(twin: String, shownOne: String) -> String
    func ruleValueOnNewInstance(made: String, call: String, shown: String, className: String, popped: Bool, presenterIsNavigation: Bool) -> String
    func ruleTwinInstanceShownByCode(twin: String, shownOne: String, pushed: Bool) -> String
    var ruleValuesAfterPerformSegue: String { get }
    /// `sceneOf`: the class of the scene whose Storyboard ID is `identifier` (a scene's ID given where a segue's identifier goes).
    func ruleUnknownSegueIdentifier(className: String, identifier: String, list: String, caseHint: String?, sceneOf: String?) -> String
    func ruleOutletWrongType(owner: String, outlet: String, declared: String, object: String, member: String?, place: String?) -> String
    func ruleOutletBeforeViewLoadOutside(method: String, instance: String, outlet: String, className: String, call: String?, property: String?, location: String?, optionalChain: Bool) -> String
    func ruleValuesAfterViewDidLoad(method: String, target: String) -> String
    func ruleSegueIdentifierUnknown(method: String, literal: String, list: String) -> String
    /// A string-keyed table (`table`, its keys `keys`) looked up with a segue's identifier at `line` (`lookup`), and the segue `missed` ran with an identifier no key names.
    func ruleSegueIdentifierTableKey(table: String, line: Int, lookup: String, keys: String, missed: String) -> String
    func rulePrepareIgnoresIdentifier(list: String, className: String, destination: String, identifier: String, test: String?) -> String
    var ruleValueNotPersisted: String { get }
    func ruleSegueIdentifierCase(method: String, literal: String, meant: String, stops: Bool) -> String
    func ruleEmptyValueSent(call: String, field: String) -> String
    func ruleDefaultsNonPropertyList(name: String, type: String, key: String, keyCode: String, property: String) -> String
    func ruleDefaultsNonPropertyValue(name: String, type: String, tuple: Bool, key: String, keyCode: String, line: Int) -> String
    func rulePrepareCannotCancel(early: String, identifier: String) -> String
    /// `shouldPerformSegue` was asked about `identifier` with `field` holding `text`, and its test (testLine) read `copy`, given from the field only at `places`, none of which had run then.
    func ruleShouldPerformReadOldCopy(identifier: String, field: String, text: String, copy: String, testLine: Int, places: [(line: Int, method: String)]) -> String
    /// The child's removal (`removal`, line) is reached only from `action` (owner, actionLine), an action the check never used (`usedBack`: it went back with the Back button).
    func ruleRemovalOnlyFromUnusedAction(removal: String, line: Int, action: String, actionLine: Int, owner: String, usedBack: Bool) -> String
    /// The child's removal reached only from a closure a `Timer` runs (`Timer.scheduledTimer { … tick() }`),
    /// which had not run it when the check looked: later, at its interval, not when the screen left.
    func ruleRemovalOnlyFromTimer(removal: String, line: Int, call: String, callLine: Int, method: String) -> String
    /// `property` (line) of `owner` keeps a closure that uses the local `local`, a `className`, not captured weakly (`weakSelf`: the capture list has `[weak self]`).
    func ruleClosureKeepsLocal(property: String, line: Int, local: String, className: String, owner: String, weakSelf: Bool, shownByClosure: Bool) -> String
    func ruleShouldPerformInverted(identifier: String, field: String, text: String) -> String
    func ruleEmptyTextIsNotNil(test: String, field: String, isBinding: Bool) -> String
    func ruleNewAppDelegate(name: String, shared: String, isApp: Bool) -> String
    func ruleSearchedStackWithoutIt(method: String, wanted: String, instance: String, unwind: Bool) -> String
    func ruleStackLastIsSelf(instance: String, member: String, expression: String, wanted: String, forced: Bool) -> String
    func ruleNewInstanceInsteadOfBack(left: String, className: String, newer: String, original: String, isPush: Bool, leftWasPushed: Bool?) -> String
    func ruleUnknownStoryboardIdentifier(identifier: String, list: String, caseHint: String?) -> String
    /// `inheritedFrom`: the learner's class that declares the action, when `className` only inherits it.
    func ruleUnwindStoppedEarly(identifier: String?, intended: String, instance: String, source: String, action: String, className: String, target: String, inheritedFrom: String?) -> String
    func ruleUnwindActionMissing(identifier: String, selector: String, leaving: String?, actions: [(name: String, selector: String)], declaration: String) -> String
    /// `forced`: the cast was `as!`, which stopped the app.
    func ruleUnwindDestinationIsSelf(action: String, instance: String, source: String, sourceClass: String, forced: Bool) -> String
    func ruleCustomSegueNoNavigation(segueClass: String, source: String, destination: String, released: Bool) -> String
    func ruleCustomSegueShowsNothing(segueClass: String, destination: String, released: Bool, setsStyles: Bool) -> String
    func ruleCustomSegueEmbedsChild(segueClass: String, destination: String, source: String, statement: String, line: Int) -> String
    func ruleOwnMemberOfControl(read: String, line: Int, member: String, subclass: String, control: String, initial: String, declaredLine: Int, state: String) -> String
    func ruleRuntimeAttributeUnknownKey(key: String, object: String) -> String
    func ruleArmBodiesSwapped(identifier: String, taken: String, takenLine: Int, fixed: String, other: String, otherLine: Int, reads: String) -> String
    func ruleStoryboardIDAsName(name: String, storyboard: String) -> String
    func ruleLabelSetOnOtherScreen(outlet: String, statement: String, line: Int, method: String, otherOwner: String) -> String
    func ruleNumberConverted(shown: String, wanted: String, expression: String, line: Int) -> String
    func ruleCustomUnwindGoesNowhere(segueClass: String, destination: String, callsSuper: Bool) -> String
    func rulePresentedInsteadOfPushed(shown: String, navigation: String, stack: String, caller: String, callerIsNavigation: Bool, wrapper: String?) -> String
    func ruleDismissOnPushedScreen(tag: String, navigation: String) -> String
    func ruleChildRemovedInViewDidDisappear(screen: String, className: String, method: String) -> String
    func ruleChildRemovedInDidShow(screen: String, className: String) -> String
    func ruleChildRemovedStaleStack(screen: String, className: String, copy: String, statement: String, line: Int, method: String) -> String

    // MARK: Reports: shared lines
    var reportActual: String { get }
    var reportWhy: String { get }
    var reportHint: String { get }
    func observed(_ value: String) -> String
    /// A driver's sentence for a step it could not do (`StepFailureText`), in this language.
    func stepFailureReason(_ reason: String) -> String

    // MARK: Reports: terminal
    var terminalPoints: String { get }
    var terminalNotGradedNoCheckRan: String { get }
    var gateRefusedNotSimulated: String { get }
    var gateRefusedForbidden: String { get }
    var terminalTheCodeDidNotCompileNo: String { get }
    var terminalTimeline: String { get }
    var terminalCached: String { get }
    /// Under a learner's check where every check here passed: the points of the checks only grading runs.
    func terminalHiddenChecksRemain(points: String) -> String
    func terminalSummary(passed: Int, failed: Int, skipped: Int) -> String

    // MARK: Reports: HTML
    var htmlReportFailedHere: String { get }
    var htmlReportTimelineAsText: String { get }

    // MARK: Reports: Gradescope
    var gradescopeCompileErrorN: String { get }

    // MARK: Reports: Exercism JSON
    /// First line of a test's `output` cut to Exercism's limit: only the last lines follow.
    func reportOutputCut(limit: Int) -> String

    // MARK: Reports: published
    var publishedHiddenCheckDetailsAreNotShown: String { get }
    var publishedHiddenCheckCauseShown: String { get }

    // MARK: Timelines (workbook trace)
    var timelineStep: String { get }
    var timelineNew: String { get }
    var timelineGone: String { get }
    var timelineFailed: String { get }
    var timelinePassed: String { get }
    var timelineFailed2: String { get }
    var timelineInstances: String { get }
    var timelineActual: String { get }

    // MARK: Runtime build progress
    var progressTheSharedDataFormats: String { get }
    var progressTheSimulatedUikit: String { get }
    var progressTheAppDriver: String { get }
    var progressTheSandboxLauncher: String { get }
    var progressTheModuleCache: String { get }
    var progressSeconds: String { get }
    func progressBuildingFiles(head: String, what: String, files: String, time: String) -> String
    var progressBuildingTheSimulation: String { get }
    func progressBuiltTheSimulation(seconds: String, folder: String) -> String

    // MARK: workbook doctor
    func doctorFix(_ fix: String) -> String
    func doctorSwiftToolchain(swiftc: String, version: String) -> String
    var doctorNoSwiftc: String { get }
    var doctorInstallSwift: String { get }
    var doctorCmark: String { get }
    var doctorInstallCmark: String { get }
    func doctorBubblewrap(path: String, works: Bool) -> String
    var doctorAllowNamespaces: String { get }
    var doctorNoBubblewrap: String { get }
    var doctorSandboxLinuxOnly: String { get }
    func doctorRuntimeSources(path: String) -> String
    var doctorReinstall: String { get }
    func doctorRuntimeCache(path: String, built: Bool) -> String
    var doctorFirstCheckBuildsIt: String { get }

    // MARK: Learner loop (list, hint)
    var loopThisWorkbookHasNoExercisesN: String { get }
    func loopProgressOfExercisesPassingPoints(passing: String, entriesCount: String, scoreFormattedForTrace: String, maxScoreFormattedForTrace: String) -> String
    /// After an exercise's points in `workbook list`: the points of its hidden checks.
    func loopHiddenPoints(points: String) -> String
    /// Under the progress line: what the points count, and what the grade counts.
    func loopPointsCountVisibleChecks(visible: String, hidden: String, total: String) -> String
    func loopStartCdWorkbookCheckLangEn(one: String) -> String
    var loopEveryExercisePasses: String { get }
    func loopNextSection(one: String, section: String, title: String) -> String
    func loopNotCheckedYetRunWorkbookCheck(id: String) -> String
    func loopEveryCheckPassesNoHintNeeded(id: String) -> String
    func loopTheFailingCheckHasNoHints(id: String, one: String) -> String
    func loopHintOf(number: String, total: String) -> String
    var loopThatWasTheLastHintFor: String { get }
    var loopRunWorkbookHintAgainForThe: String { get }
    var loopNotStarted: String { get }
    var loopFailing: String { get }
    var loopPassing: String { get }
    func loopHintNotRecorded(path: String, why: String) -> String

    // MARK: workbook watch
    func watchWorkbookWatchSectionSStayQ(entryId: String, section: String) -> String
    var watchStaying: String { get }
    var watchCheckingN: String { get }
    func watchNpassedMovingOnToInS(nextId: String, seconds: String) -> String
    var watchStayingOnThisExerciseN: String { get }
    var watchNeveryExercisePassesN: String { get }
    var watchNwaitingForASaveN: String { get }
    var watchMovingOnWhenItPassesN: String { get }

    // MARK: Source gate (submissions refused before compiling)
    func gateImportWorkbookSubmissionsMayImportOnly(name: String) -> String
    func gateImportNotSimulated(name: String) -> String
    func gateCoreDataStoreNotSimulated(name: String) -> String
    func gateTypeNotSimulated(name: String) -> String
    func gateCoreDataEntityNotSimulated(name: String, entity: String, model: String) -> String
    func gateCoreDataEntityTakesARuntimeName(name: String, entity: String, model: String) -> String
    var gateTestableImportOpensAnotherModulesInternal: String { get }
    var gateSpiReachesTheRuntimesPrivateInterfaces: String { get }
    func gateIsAnUnderscoredCompilerAttributeThat(name: String) -> String
    func gateChangesSymbolNamesOrLinkageWhich(name: String) -> String
    func gateConventionMakesACOrLow(name: String) -> String
    func gateGivesRawMemoryAccessOrSilences(name: String) -> String
    func gateStartsOrControlsProcessesFileDescriptors(name: String) -> String
    func gateSendsOrHandlesProcessSignalsIos(name: String) -> String
    func gateLoadsOrLooksUpCodeAt(name: String) -> String
    func gateReadsAndWritesAnyFileAt(name: String) -> String
    func gateThePathNamesTheSystemsProcess(name: String) -> String
    func gateIsANameTheWorkbookRuntime(name: String) -> String
    var gateSourcelocationChangesTheFileAndLine: String { get }
    func gateDeclaresOrExpandsACompilerPlug(name: String) -> String
    func gateIsNotAllowedInWorkbookSubmissions(name: String) -> String
    func gateUnsafeMemory(detail: String) -> String

    // MARK: Generated README of an exercise
    func readmeAnExerciseOfSectionOfThe(section: String) -> String
    var readmeTheExercise: String { get }
    var readmeWhatIsChecked: String { get }
    func readmeAndCheckSThatAreNot(hiddenCount: String) -> String
    var readmeHowToCheck: String { get }
    func readmeEditTheSwiftFilesAndBase(moduleName: String) -> String
    var readmeStoryboardHeading: String { get }
    var readmeStoryboardIntro: String { get }
    var readmeNavigationController: String { get }
    func readmeNavigationScene(root: String, isInitial: Bool) -> String
    func readmeScene(className: String, storyboardID: String?, title: String?, isInitial: Bool, isNavigationRoot: Bool) -> String
    func readmeViewKind(_ kind: String) -> String
    func readmeOutlet(_ name: String) -> String
    func readmeTitled(_ title: String) -> String
    func readmeShowing(_ text: String) -> String
    func readmePlaceholder(_ text: String) -> String
    func readmeSwitchOn(_ isOn: Bool) -> String
    func readmeAction(_ selector: String) -> String
    func readmeBarButton(_ title: String) -> String
    /// `kind`: the segue's kind as the storyboard names it (`show`, `presentation`, …).
    func readmeSegueTo(identifier: String?, kind: String, destination: String) -> String
    func readmeUnwindSegue(identifier: String?, action: String?) -> String
    func readmeManualSegue(_ segue: String) -> String
    /// Where the exercise is in the rendered book: a path inside the book's folder, not a link
    /// (a student's repository has no `_site/`).
    func readmeInTheRenderedBook(titleText: String, page: String) -> String

    // MARK: Book site: exercises
    func siteExerciseDue(due: String) -> String
    var siteExerciseCheckYourWorkWith: String { get }
    var siteExerciseStoryboard: String { get }
    var siteExerciseStoryboardCompactForm: String { get }
    var siteExerciseStarter: String { get }
    var siteExerciseInstructorEditionReferenceSolution: String { get }
    var siteExerciseInstructorEditionKnownMistake: String { get }
    var siteExerciseInstructorEditionAlternative: String { get }
    var siteExercisePassesEveryCheck: String { get }
    var siteExerciseFails: String { get }
    var siteExerciseExplains: String { get }
    var siteExerciseWhatIsChecked: String { get }
    var siteExerciseAfterTheDueDate: String { get }
    var siteExerciseInstructor: String { get }
    func siteExerciseAndCheckSThatAreNot(withheldCount: String) -> String
    var siteExerciseInstructorEditionChecksAsWritten: String { get }
    func siteExercisePoints(number: String, one: Bool) -> String
    /// The exercise card's points when some are in hidden checks: the total, then the split.
    func siteExercisePointsSplit(total: String, visible: String, hidden: String) -> String

    // MARK: Book site
    var siteFailsHere: String { get }
    var siteTimeline: String { get }
    var siteTheTraceAsText: String { get }
    var siteContents: String { get }
    var siteCopy: String { get }
    var siteCopied: String { get }
    var siteCopyFailed: String { get }
    var siteInTheOtherLanguage: String { get }
    var siteLinkToThisSection: String { get }
    var sitePrintTheBook: String { get }
    var siteSkipToContent: String { get }
    var siteNotFound: String { get }
    var siteSearch: String { get }
    var sitePrevious: String { get }
    var siteNext: String { get }
    var siteLightOrDarkTheme: String { get }
    /// The `workbook serve` bar, in the page's language: a book that does not load (the errors follow).
    var siteServeBookHasProblems: String { get }
    func siteServeValidating(_ ids: String) -> String
    func siteServeValidated(_ ids: String) -> String
    /// Before the failures of a validation run (one a line).
    var siteServeValidationProblems: String { get }
    /// The link to a chapter's source in the book's repository (`repository:` in workbook.yaml).
    var siteEditThisPage: String { get }
    var siteInstructorEdition: String { get }
    var siteNothingFound: String { get }

    // MARK: Class report (instructors)
    var classReportGenerated: String { get }
    var classReportStudents: String { get }
    var classReportExercises: String { get }
    var classReportMaximum: String { get }
    var classReportTotals: String { get }
    var classReportStudents2: String { get }
    var classReportMax: String { get }
    var classReportMean: String { get }
    var classReportSubmitted: String { get }
    var classReportRefused: String { get }
    var classReportLate: String { get }
    var classReportDue: String { get }
    var classReportCheck: String { get }
    var classReportPoints: String { get }
    var classReportVisibility: String { get }
    var classReportPassed: String { get }
    var classReportPassRate: String { get }
    var classReportNoFailuresWithAnExplanation: String { get }
    var classReportMostCommonExplanations: String { get }
    var classReportName: String { get }
    var classReportTotal: String { get }
    var classReportRefused2: String { get }
    var classReportLate2: String { get }
    var classReportD: String { get }
    var classReportInputs: String { get }
    var classReportChecks: String { get }
    var classReportRaw: String { get }
    var classReportScore: String { get }
    var classReportRefused3: String { get }
    var classReportInternalError: String { get }
    var classReportConsole: String { get }
    var classReportTrace: String { get }
    var classReportVisible: String { get }
    var classReportAfterDue: String { get }
    var classReportHistogramOfTotals: String { get }
    var classReportPoints2: String { get }
    var classReportMax2: String { get }
    var classReportHintsSeen: String { get }
    var classReportAHintRecordWasIgnored: String { get }
    var classReportHintRecordIgnored: String { get }
    var classReportScoresAreNotAffected: String { get }
    func classReportHintRequests(command: String) -> String
    var classReportLast: String { get }
    var classReportAsTheStudentsToolRecordedThem: String { get }

    // MARK: Student feedback
    var feedbackNotGraded: String { get }
    var feedbackTotal: String { get }
    var feedbackScore: String { get }
    var feedbackAttempts: String { get }
    var feedbackExpected: String { get }
    var feedbackActual: String { get }
    var feedbackWhy: String { get }
    func feedbackLate(days: Int, penalty: String, raw: String, onePoint: Bool) -> String

    // MARK: Class Gradescope results
    var classGradescopeNotSubmitted: String { get }
    var classGradescopeNotGraded: String { get }
    func classGradescopeLate(days: Int, penalty: String, score: String) -> String
    /// The late line when some tests are hidden (Gradescope then hides the score): no score.
    func classGradescopeLateWithoutScore(days: Int, penalty: String) -> String

    // MARK: Teaching from evidence (issue 27): causes read from the run's trace and the code's facts

    /// `dismiss` that UIKit ignored: nothing presented by or above `caller`, and it was not presented.
    func ruleIgnoredDismiss(caller: String, pushedOnto: String?, pushedTop: String?, coveredBy: (navigation: String, top: String)?) -> String
    /// A pop UIKit ignored: only the root is in `navigation`'s stack; `presented`: the screen the
    /// code meant to close was presented, not pushed.
    func ruleIgnoredPop(call: String, navigation: String, presented: String?) -> String
    /// `popToViewController(target)` with `target` already on top.
    func ruleIgnoredPopTo(navigation: String, target: String) -> String
    /// Any other call UIKit ignored, with its reason as the trace gives it (English, from the simulation).
    func ruleIgnoredCall(call: String, receiver: String, reason: String) -> String
    /// A screen kept alive by a repeating timer it started and never invalidated.
    func ruleTimerKeepsScreen(tag: String, line: Int, method: String, byTarget: Bool, invalidatedInDeinit: Bool) -> String
    /// A stack changed on a navigation controller that was never on screen.
    func ruleTransitionOffScreen(call: String, receiver: String, shown: String, written: String, line: Int, method: String, onScreen: String?) -> String
    /// `present` that UIKit only logged: the receiver not in the window (never shown), or already presenting.
    func ruleIgnoredPresent(receiver: String, alreadyPresenting: String?, neverShown: Bool, onScreen: String?) -> String
    /// An optional chain that skipped a call: `reason` is one of the `skipped…` sentences below.
    func ruleSkippedOptionalChain(call: String, method: String, line: Int, link: String, reason: String) -> String
    func skippedNotInNavigation(instance: String, presented: Bool) -> String
    func skippedNotPresented(instance: String) -> String
    func skippedNothingPresented(instance: String, closingItself: Bool) -> String
    func skippedNoTabBar(instance: String) -> String
    func skippedMadeInCode(instance: String) -> String
    func skippedNeverAssigned(property: String) -> String
    func skippedWeakFreshObject(property: String, value: String, line: Int) -> String
    /// A store written under one key and read under another.
    func ruleKeyMismatch(store: String, written: String, writtenLine: Int, read: String, readLine: Int) -> String
    /// A control property read that is not what the user chose (`isEnabled` of a switch).
    func ruleNotControlState(read: String, line: Int, control: String, state: String) -> String
    func ruleInputNeverRead(control: String, value: String, step: Int, expected: String, read: String) -> String
    func ruleFallbackNeverUsed(statement: String, line: Int, left: String, fallback: String) -> String
    func ruleReadBeforeWritten(method: String, property: String, line: Int, writer: String, writeLine: Int, after: Bool, initial: String?) -> String
    func ruleValueRemovedByRead(call: String, line: Int, method: String, key: String) -> String
    func ruleSuperCallOverwrites(statement: String, line: Int, method: String, owner: String, superLine: Int, base: String, baseStatement: String, baseLine: Int, twice: Bool) -> String
    func ruleObserverOtherValue(property: String, statement: String, line: Int, use: ObserverValueUse) -> String
    func ruleObserverNeverRan(property: String, owner: String, reason: ObserverSkip) -> String
    /// One or two sentences: why UIKit never called the method.
    func callbackSilence(_ silence: CallbackSilence) -> String
    /// The object holding a closure was handed only to a weak property, so it was released at once.
    func ruleClosureHolderReleased(statement: String, line: Int, closureLine: Int, made: String, handed: String, handedLine: Int, property: String) -> String
    func ruleAssignmentNeverCalled(target: String, method: String, owner: String, line: Int, silence: CallbackSilence) -> String
    func ruleSourceStale(statement: String, line: Int, method: String, property: String, initial: String?, writeLine: Int, writer: String, after: Bool, note: SourceStaleNote?) -> String
    func ruleInputNotTracked(property: String, control: String, method: String, line: Int, given: String?, reason: InputTrackReason) -> String
    /// A decision method that returns the same literal on every path.
    func ruleConstantAnswer(method: String, value: String, line: Int) -> String
    /// Work in `deinit` that did not run because the instance was never released (`holder`: what held it).
    func ruleDeinitNeverRan(className: String, instance: String, holder: String?) -> String
    /// Values read once in `init(coder:)`, before `prepare(for:sender:)` gave them.
    func ruleReadInInit(className: String, line: Int) -> String
    /// `performSegue` called inside `prepare(for:sender:)`.
    func rulePerformSegueInPrepare(line: Int) -> String
    /// `performSegue` of an unwind segue on `receiver` whose storyboard has it from `owner`'s scene.
    func ruleUnwindOnOtherScene(receiver: String, receiverClass: String, identifier: String, owner: String) -> String
    /// `segue.destination` pushed or presented by hand inside `prepare(for:sender:)`.
    func ruleShowsSegueDestinationByHand(call: String, line: Int) -> String
    /// `.fullScreen` set on a controller that is not the one presented.
    func ruleStyleOnWrongController(assignment: String, line: Int, presented: String) -> String
    /// A value given before the destination's view loaded early (`.view` read or `loadViewIfNeeded` first).
    func ruleViewLoadedBeforeValues(destination: String, line: Int) -> String
    /// The property a check reads is never assigned by the learner's code.
    /// `owner`'s own `property`, which the screen shows, is assigned nowhere; the code assigns a member of that name of another class's object (`write`, of `writeClass`, at `file` `line`).
    func ruleOwnNeverAssigned(property: String, owner: String, write: String, writeClass: String, file: String, line: Int) -> String
    /// The storyboard names class `name` (a scene's class, or a custom segue's when `segue`), which the app does not have; `nearest`: the learner's class of that kind with the nearest name.
    func ruleUnknownStoryboardClass(name: String, segue: Bool, nearest: String?) -> String
    func ruleNeverAssigned(property: String) -> String
    /// Every assignment of the value sits in a method that never ran during the check.
    func ruleAssignmentNeverRan(target: String, method: String, owner: String, line: Int) -> String
    /// An action ran, and no screen changed after it.
    /// `action` called the learner's `helper` (helperLine), which pops through `navigationController?` (`pop`, popLine), while `instance` was presented and in no navigation controller.
    func ruleHelperPopOnPresented(action: String, helper: String, helperLine: Int, pop: String, popLine: Int, instance: String) -> String
    func ruleActionMovedNothing(action: String, expected: String) -> String
    /// The last screen change before a wrong screen.
    func ruleSiblingClosureLacks(statement: String, line: Int, key: String, otherKey: String, otherFirst: Int, otherLast: Int, member: String) -> String
    func ruleForeignTemplate(literal: String, line: Int, file: String, placeholder: String, fixed: String) -> String
    func ruleLastTransition(call: String, receiver: String, shown: String, step: Int, expected: String) -> String
    func ruleTransitionThroughMissingKey(call: String, line: Int, condition: String, conditionLine: Int, dictionary: String, key: String, keys: [String], declaredLine: Int) -> String
    // MARK: LMS semester (issue 30)
    /// The Classroom workflow's result when `workbook check` wrote none (`status`: its exit code):
    /// workbook's failure or a missing exercise folder, never the learner's score of 0 by silence.
    func classroomCheckDidNotRun(exercise: String, status: String) -> String
    /// The same when the exercise's folder is gone from the repository.
    func classroomExerciseFolderMissing(exercise: String) -> String
    // MARK: Compatibility (issue 28)
    /// A compile error caused by iOS API the simulation lacks (rule `not-simulated-api`): not graded.
    func gateAPINotSimulated(name: String) -> String
    // MARK: Compile errors and crashes teach (issue 27, item 6)
    /// Before the one sentence a compile error gets in the learner's language.
    var compileLessonPrefix: String { get }
    /// One sentence beside swiftc's own message: what it means for a beginner and what to change.
    func compileErrorLesson(_ lesson: CompileErrorLesson) -> String
    /// The host's words for how a run ended (a signal, a limit, `exit`); English is what
    /// `AppRunner` records in `CrashReport.reason`.
    func crashReason(_ reason: CrashReasonText) -> String
    // MARK: Book and learner loop (issue 31)
    /// The button that shows a drawing scaled to fit at its full size, and the one that fits it again.
    var siteZoomIn: String { get }
    var siteZoomFit: String { get }
    /// The line that says the timeline below is folded to the failing step.
    func terminalTimelineFolded(lines: Int) -> String
    /// A step's heading in a check's timeline (`step 2: tap Next`).
    func terminalStepHeading(index: String, text: String) -> String
    /// `workbook check` run where no exercise is: what to do.
    func loopNoExerciseHere(path: String) -> String
    /// An exercise id that is not in the workbook, with the closest one when there is one.
    func loopNoSuchExercise(id: String, suggestion: String?, known: String) -> String
    /// A command that workbook does not have, with the closest one.
    func loopNoSuchCommand(name: String, suggestion: String?) -> String
    /// Below a report cut to fit the terminal (`watch`).
    func watchReportCut(lines: Int) -> String
    /// A storyboard that is not well-formed XML (no parser error names).
    var storyboardNotWellFormed: String { get }
    /// An element whose end tag is missing, reported at the line where it starts.
    func storyboardElementNotClosed(element: String) -> String
    var storyboardFixTheXML: String { get }
    /// The first line of a report on a project that cannot be checked as it is (English: starts with "Not graded:").
    var checkerNotGradedCannotBeChecked: String { get }
    /// The word `error` in `file:line:col: error: message`.
    var diagnosticErrorWord: String { get }
    /// The app's main storyboard (named by Info.plist) is not in the project.
    func projectMainStoryboardMissing(name: String) -> String
    var projectPutTheFileBack: String { get }
    // MARK: Screens (issue 32)
    /// Above the picture of the app's screen where a check failed.
    func screensActualAtStep(_ step: Int) -> String
    /// Above the picture of what the check expected: the storyboard scene of a class.
    func screensExpectedScene(_ className: String) -> String
    /// Above the picture of what the check expected: the same screen with a label's expected text.
    func screensExpectedLabel(_ outlet: String) -> String
    /// The terminal report's line naming a written picture.
    func screensFileActual(_ path: String) -> String
    func screensFileExpected(_ path: String) -> String
    /// `trace --screens`: how many pictures were written where.
    func screensWritten(count: Int, folder: String) -> String
    /// Under the book's storyboard drawing: the scenes drawn as Interface Builder's canvas shows them.
    var screensCanvasCaption: String { get }
    // MARK: Teaching from evidence, data flow (issue 27)
    /// A label the failure reads that nothing in the code sets.
    func ruleLabelNeverSet(outlet: String) -> String
    /// A property given a value but never read.
    func ruleWrittenNeverRead(property: String, line: Int) -> String
    /// The value shown is read (`read`, line) from another screen's view: its outlet `outlet` of class `screen`, or a view found by tag (both nil).
    func ruleOtherScreenView(read: String, line: Int, outlet: String?, screen: String?) -> String
    /// The label set at `line` of `owner` shows `read`, whose `member` nothing assigns, while the value is kept with `write` (`writer`, writeLine), which nothing reads: two stores.
    func ruleStoresDiffer(read: String, owner: String, line: Int, member: String, write: String, writer: String, writeLine: Int) -> String
    // MARK: Teaching from evidence, conditions (issue 27)
    /// `statement` (line) runs only under `conditions` (each: its text, line, and whether it must hold).
    func ruleConditionDecided(statement: String, method: String, line: Int, conditions: [ConditionText]) -> String
    /// The method that sets what the check reads is called by the learner's code only under conditions.
    func ruleCallerUnderCondition(setter: String, method: String, call: String, caller: String, line: Int, conditions: [ConditionText]) -> String
    /// The method that sets what the check reads is a protocol method nothing calls.
    /// `method` (line) of `owner` is UIKit's `callback` written with other letter case: UIKit never calls it.
    func ruleCallbackNameCase(method: String, callback: String, owner: String, line: Int) -> String
    func ruleMethodNeverCalled(setter: String, method: String, line: Int) -> String
    /// An action ran that has no line showing another screen.
    func ruleContainmentTeardownOnShownScreen(action: String, statement: String, line: Int, screen: String, presenter: String?, expected: String) -> String
    func ruleNoTransitionInAction(action: String, expected: String, suggestion: String) -> String
    /// The value shown is one branch of a condition; the expected one is the other.
    func ruleWrongBranch(subject: String, actual: String, expected: String, condition: String, line: Int, actualWhenTrue: Bool) -> String
    /// A compiler warning that changes what the code does; `place` is where it is (`File.swift:12`,
    /// with the line's code when swiftc quoted it).
    /// A slider or stepper kept a value within its range (`control-state`, R14.4).
    func ruleControlKeptInRange(statement: String, line: Int, control: String, className: String, asked: String, kept: String,
                                bound: String, boundValue: String, boundSetInCode: Bool) -> String
    /// A picker view without rows: `selectRow` ignored, `selectedRow` -1 (`control-state`).
    func rulePickerWithoutRows(statement: String, line: Int, picker: String, ignoredSelect: Bool, noDataSource: Bool) -> String
    /// A segmented control read with no segment selected (`control-state`).
    func ruleSegmentNotSelected(statement: String, line: Int, control: String, madeInCode: Bool) -> String
    /// A switch made in code, never set, read as off (`control-state`).
    func ruleSwitchNeverSet(statement: String, line: Int, control: String) -> String
    func ruleUnknownUIKitKey(lookup: String, line: Int, rawValue: String, madeAt: String?, madeLine: Int?, known: String, constant: String?) -> String
    /// `_ = x.dropLast()`: a result thrown away on purpose (`compiler-warning`).
    func ruleDiscardedResult(place: String, kind: WarningKind) -> String
    /// `copyOf`: for a function handed the value it returns a changed copy of (`appReducer(state, action)`), that argument as written.
    func ruleDiscardableResultIgnored(place: String, method: String, returned: String, copy: Bool, owner: String, explicit: Bool, copyOf: String?) -> String
    /// An enum value turned into text gave its case name, not its raw value (`enum-case-name-as-text`).
    func ruleEnumCaseNameAsText(text: String, enumName: String, rawValue: String, place: String?) -> String
    /// `modalTransitionStyle` set where `modalPresentationStyle` was meant (`sheet-no-view-will-appear`).
    func ruleTransitionStyleIsNotPresentation(assignment: String, line: Int) -> String
    /// A `UIAction` handler that uses `self` strongly, on the screen's own control (`closure-keeps-screen`).
    func ruleActionHandlerCycle(statement: String, line: Int, method: String, className: String, control: String?) -> String
    /// `performSegue` of another scene's segue, sent to go back to a screen already in the stack (`segue-on-other-receiver`).
    func ruleSegueBackToScreenBelow(receiver: String, identifier: String, owner: String, target: String, directlyBelow: Bool, call: String?, line: Int?) -> String
    /// A number a unit's factor away from the one expected (`unit-factor`).
    func ruleUnitFactor(expected: String, actual: String, factor: String, larger: Bool, came: String, meant: String,
                        statement: String?, line: Int?, secondsMember: String?) -> String
    /// An `OptionSet` option with raw value 0, tested with `contains` (`option-set-flags`).
    func ruleOptionZero(type: String, option: String, declarationLine: Int, test: String, line: Int) -> String
    /// Two options with the same bit (`option-set-flags`).
    func ruleOptionSameBit(type: String, first: String, second: String, value: Int, firstLine: Int, secondLine: Int, test: String, line: Int) -> String
    /// A set compared with `==` to one option (`option-set-flags`).
    func ruleOptionEquals(set: String, option: String, test: String, line: Int) -> String
    /// A bit tested with `|` (`option-set-flags`).
    func ruleBitTestedWithOr(test: String, bits: String, flag: String, line: Int) -> String
    /// `dismiss` on a screen that presents another: the presented one goes (`last-transition`).
    func ruleDismissClosedWhatItPresents(receiver: String, presented: String, written: String, line: Int, method: String) -> String
    /// Said after a closure that never ran when it is an alert's action and no alert was presented.
    var alertNeverPresented: String { get }
    /// Said after `ruleAlertBlocksTransition` when the work the check needs sits in an action's handler that never ran.
    func alertHandlerHoldsWork(statement: String, line: Int) -> String
    /// An unwind UIKit abandoned: refused by the controllers' `canPerformUnwindSegueAction`, or no controller has the action (`ignored-call`).
    func ruleIgnoredUnwind(action: String, source: String, refusedBy: [String], overrideLine: Int?, testsSource: Bool, notExposed: (owner: String, line: Int)?) -> String
    /// An arm of an `if` chain above the one written for this segue held first (`earlier-branch-takes-it`).
    func ruleEarlierBranchTakesIt(identifier: String, first: String, firstLine: Int, meant: String, meantLine: Int) -> String
    /// `setViewControllers` where a push was meant (`screen-flow`).
    func ruleStackReplaced(written: String, line: Int, method: String, stack: [String]) -> String
    /// A replacement on the value's way took the whole value out (`value-difference`).
    func ruleValueRemoved(statement: String, line: Int, removed: String) -> String
    /// `part` (in `statement`) turned the expected number into `result`, shown as `actual`.
    func ruleValueScaled(statement: String, line: Int, part: String, expected: String, result: String, actual: String) -> String
    /// A `String` enum's raw value that differs from a segue identifier only in case (`segue-identifier-mismatch`).
    func ruleEnumRawValueCase(enumName: String, raw: String, meant: String) -> String
    /// Where a string the code used (an identifier, a key) came from when it is not written where it is used.
    func stringOrigin(value: String, origin: StringOrigin, meant: String?) -> String
    func ruleCompilerWarning(place: String, warning: String, kind: WarningKind) -> String
    /// A call closing (or opening) a screen inside a lifecycle method.
    func ruleTransitionInLifecycle(call: String, method: String, owner: String, line: Int, closes: Bool) -> String
    /// A screen made from a storyboard ID that names another scene.
    func ruleWrongStoryboardIdentifier(identifier: String, line: Int, made: String, expected: String, expectedIdentifier: String?) -> String
    /// A receiver made right there (`ViewController()`): a new controller on no screen.
    func skippedFreshInstance(expression: String, link: String) -> String
    /// The name a value goes through is a cast of an object that is another class in the run.
    /// `unwrapped`: the name is unwrapped by an `if let`/`guard let` (the block was skipped), not chained.
    /// `direct`: the class the code wants in the end, which `object` already is (cast to it directly).
    func ruleCastNeverMatches(statement: String, method: String, line: Int, name: String, object: String, type: String, actual: String, fresh: Bool, unwrapped: Bool, direct: String?) -> String
    /// A label set only as its screen goes away.
    func ruleSetOnDisappear(target: String, owner: String, method: String, line: Int) -> String
    /// An outlet read in the controller's own initializer, before its view loaded.
    func ruleOutletInInit(outlet: String, className: String, method: String, line: Int) -> String
    // MARK: Hostile round 4 (trust)
    /// The source gate: a custom reflection (`CustomReflectable`, `customMirror`) is refused.
    func gateReplacesWhatReflectionShows(name: String) -> String
    // MARK: Teaching from evidence, timing and receivers (issue 27, round 3)
    /// A statement that gives what the check reads ran at the wrong time (or never) for its screen.
    func ruleStatementTiming(statement: String, owner: String, method: String, line: Int, timing: StatementTiming, suggestion: TimingSuggestion?) -> String
    /// A transition the check says should not happen runs on every path of the action; `guardText`
    /// is a test of the input written in another method (`guardMethod`, line `guardLine`), when there is one.
    func ruleUnguardedTransition(call: String, action: String, line: Int, input: String?, guardText: String?, guardMethod: String?, guardLine: Int?, askedShouldPerform: Bool, sideTest: String?, sideLine: Int?) -> String
    /// `performSegue` sent to a controller that cannot perform that segue: another scene's
    /// (`owner` is the scene it starts from), or one made in code (`fresh`), which has none.
    func ruleSegueOnOtherReceiver(receiver: String, identifier: String, owner: String, fresh: Bool, call: String?, line: Int?) -> String
    /// shouldPerformSegue's test (`test`, line) is not asked for performSegue from code: do the same test before it.
    func shouldPerformAskItYourself(call: String, line: Int, method: String, identifier: String) -> String
    func shouldPerformTestToRepeat(test: String, line: Int, action: String?) -> String
    /// A key the code reads (in `reader`, line) that nothing in the code ever writes.
    func ruleKeyNeverWritten(key: String, reader: String, line: Int) -> String
    /// A segue started in an initializer: prepare ran before the screen's own view loaded.
    func ruleTransitionInInit(call: String, owner: String, method: String, line: Int) -> String
    /// `UIStoryboard(name:)` given a name no storyboard of the app has; `names` lists the app's.
    func ruleUnknownStoryboardName(name: String, names: String, caseHint: String?) -> String
    /// `present` called with the presenting controller itself.
    func rulePresentedItself(controller: String, call: String?, line: Int?) -> String
    /// Where an ignored call is: its line, the method holding it, the step that method ran at.
    func ignoredCallPlace(line: Int, method: String, step: Int) -> String
    func popToIndexNote(argument: String, line: Int, index: Int, below: Int, enumName: String?, firstCase: String?, firstRaw: Int?, enumLine: Int?) -> String
    /// `childCoordinators.filter { $0 === child }`: a filter that keeps the child it meant to drop.
    func ruleFilterKeepsTheChild(closure: String, line: Int) -> String
    /// `viewController(forKey: .to)` read as the screen that left.
    func ruleTransitionKeyTo(line: Int) -> String
    /// A nil outlet unwrapped at `place` (in `method`) before `instance`'s view loaded.
    func ruleOutletMissingInScene(outlet: String, instance: String, subclass: String, base: String, method: String, place: String) -> String
    func ruleWrittenBeforeSuper(write: String, line: Int, superCall: String, superLine: Int, base: String, method: String, place: String, through: String?) -> String
    func ruleControlCopiedAtAppearance(binding: String, line: Int, method: String, read: String, setter: String, setterLine: Int, name: String) -> String
    func ruleOutletUsedBeforeLoad(outlet: String, instance: String, place: String, method: String?, observer: String?) -> String
    /// The value arrived but was turned into text another way: an optional not unwrapped, or a
    /// Double's decimal part; `place` is the interpolating statement, when found.
    func ruleValueFormat(actual: String, expected: String, place: String?, line: Int?, optional: Bool) -> String
    /// The storyboard wires a control to an action `className` does not have; `closest` is an
    /// action of a close name it has (`closestLine` its line).
    func ruleMissingAction(className: String, selector: String, swiftName: String, closest: String?, closestLine: Int?) -> String
    func rulePerformScalar(selector: String, key: String, type: String?, place: String?, written: String?) -> String
    func whatIfTryFailed(expression: String, file: String, line: Int, times: Int, error: String, kind: TryFailure) -> String
    /// `swiftOnly`: the class's own Swift method with that selector's name, declared without `@objc` (line `swiftOnlyLine`).
    func ruleSelectorNotUnderstood(className: String, selector: String, place: String?, written: String?, near: String?, nearSwift: String?, elsewhere: String?, swiftOnly: String?, swiftOnlyLine: Int?) -> String
    /// The screen is a navigation controller with an empty stack: a `present` at `presentLine`
    /// instead of a push, or the push at `pushLine` (in `pushMethod`) did not run, or no push at all.
    func ruleEmptyNavigationStack(navigation: String, presentLine: Int?, pushLine: Int?, pushMethod: String?) -> String
    /// Like `ruleSkippedOptionalChain`, for a value unwrapped with `if let`/`guard let` (`binding`)
    /// that came out nil, so the block holding the statement was skipped.
    func ruleSkippedUnwrap(statement: String, method: String, line: Int, link: String, binding: String, reason: String) -> String
    /// A key written to one UserDefaults store (`written`, line) and read from another.
    /// `writeFile`/`readFile`: the files' names when the two lines are in different files (nil otherwise).
    func ruleStoreMismatch(key: String, written: String, writeLine: Int, writeFile: String?, read: String, readLine: Int, readFile: String?) -> String
    /// `target` set at `earlierLine` and again, on every path, at `laterLine` of `method`.
    func ruleOverwrittenLater(target: String, method: String, earlierLine: Int, laterLine: Int) -> String

    // MARK: Teaching from what ran (issue 27, round 4: the app's line coverage)
    /// `statement` (line, in `method`) never ran; `condition` was reached `reached` times and each
    /// time sent the code the other way (false, or true for a statement in its `else`).
    /// `known`: a sentence that follows says which part went the wrong way (no question to the learner then).
    /// `failed`: how many of those times it went the other way (all of them when equal to `reached`).
    /// A line inside a loop whose body ran no turn: the loop went over nothing (an empty collection,
    /// none of the type a `for case let x as T` keeps) or a `while` was false from the start.
    /// A screen change made once per turn of a loop, more than once in one action.
    func ruleTransitionRepeated(call: String, line: Int, method: String, times: Int, header: String, loopLine: Int, closedRange: Bool) -> String
    /// A test in a loop whose `break` (or `return`) ended every entry in its first turn.
    func ruleLoopLeftOnFirstTurn(statement: String, method: String, line: Int, header: String, loopLine: Int, condition: String, conditionLine: Int,
                                 leavesLoop: Bool, entries: Int) -> String
    /// A line after a loop that never ran: a `return` inside the loop (`condition` the test it sits
    /// under, when one) ran on every entry of the loop and left the method before the line.
    func ruleReturnInLoop(statement: String, method: String, line: Int, header: String, loopLine: Int, returnLine: Int, condition: String?,
                          conditionLine: Int?, entries: Int) -> String
    /// A struct put into text whole (`Message(text: hello)`): its type and fields, not the field shown.
    func ruleValueDescribedWhole(actual: String, expected: String, type: String, field: String, place: String?, line: Int?) -> String
    /// An enum value interpolated whole (`success("-")`, a `Result`'s case with its value): the value inside is what to show.
    func ruleEnumCaseDescribedWhole(actual: String, expected: String, caseName: String, isResult: Bool, place: String?, line: Int?) -> String
    /// A presentation style made from its raw value (`UIModalPresentationStyle(rawValue: 1)`, `.pageSheet`).
    func ruleStyleFromRawValue(assignment: String, line: Int, raw: Int, style: String) -> String
    /// Two constants with the same text, both cases of one `switch`: the later case never runs.
    func ruleSameConstantTwice(first: String, firstLine: Int, second: String, secondLine: Int, value: String, missing: String?) -> String
    func ruleLoopNeverTurned(statement: String, method: String, line: Int, header: String, loopLine: Int, sequence: String, castType: String?,
                             isWhile: Bool, reached: Int) -> String
    func ruleConditionWentOtherWay(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, failed: Int, known: Bool) -> String
    /// `earlier` (line) ran, then `later` (laterLine) ran after it in the same call of `method`
    /// and replaced the value.
    func ruleRanThenReplaced(earlier: String, line: Int, later: String, laterLine: Int, method: String) -> String
    /// `call` (callLine) ran and did nothing: `link` was nil, because the line that gives it a
    /// value (`giver`, line, in `method`) never ran.
    func ruleLinkGiverNeverRan(call: String, callLine: Int, link: String, giver: String, line: Int, method: String) -> String
    /// `call` ran and did nothing: `link` was nil, because `giver` (line, in `method`) ran before
    /// `root` had a value (it is set in `rootMethod`, which first ran at `step`).
    func ruleLinkGivenThroughNil(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, root: String, rootMethod: String, step: Int) -> String
    /// `subject` shows `actual` because `condition` (line) was `value`; it got that value from
    /// `giver` (giverLine of `file`, in `giverMethod`), which ran.
    func ruleWrongBranchFrom(subject: String, actual: String, condition: String, line: Int, value: String, giver: String, giverLine: Int, giverMethod: String, file: String) -> String
    /// The last transition (as `ruleLastTransition`), made by the learner's `written` (line, in `method`), which ran.
    func ruleLastTransitionFrom(call: String, receiver: String, shown: String, step: Int, expected: String, written: String, line: Int, method: String) -> String
    /// `property`'s initial value (`initial`, line) was made once (`lazy`: the first time it was
    /// read; else when the object was made) and kept, while `setter` (setterLine) ran `times` times.
    func ruleReadOnce(property: String, initial: String, line: Int, lazy: Bool, isStatic: Bool, setter: String, setterLine: Int, times: Int, unwrap: Bool) -> String
    /// `last` (line, in `method`, at `step`; `removes`: it removed the key) ran after `earlier`
    /// (earlierLine, in `earlierMethod`, at `earlierStep`) and had the last word on the value (of
    /// store key `key`, read by `reader`, when there is one).
    func ruleLastWriter(last: String, line: Int, method: String, step: Int, removes: Bool, earlier: String, earlierLine: Int, earlierMethod: String,
                        earlierStep: Int, key: String?, reader: String?) -> String
    /// The arm `taken` (takenLine, in `method`) ran, and it lacks `statement`, which only the arm
    /// `arm` (armLine) holds (at `line`).
    /// A `switch` over a stored property ran `taken`, not `arm` (which holds `statement`): the property did not hold `.caseName` then, because no line gives it that case (`setter` nil), or the line that does (`setter`, in `setterMethod`) had not run by then (`ranAfter`: it ran only after the switch).
    func ruleSwitchCaseNotGiven(subject: String, taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int,
                                caseName: String, setter: String?, setterLine: Int, setterMethod: String?, ranAfter: Bool, methodNeverRan: Bool) -> String
    /// `statement` (at `file`:`line`, in `method`, run when the storyboard makes the screen) reads `property`, which `giver` (another class's line) can set only after the screen exists.
    func ruleReadWhenMade(statement: String, file: String, line: Int, method: String, property: String, giver: String, giverFile: String, giverLine: Int) -> String
    /// `write` put the value into the object `holder` held; `replace` (in `method`) ran after it and put a new object in `holder`.
    func ruleWrittenIntoReplacedObject(write: String, writeFile: String, writeLine: Int, holder: String, replace: String, replaceFile: String, replaceLine: Int, method: String) -> String
    /// `target` is set in a closure given to `receiver.call` (at `line`), which `otherLine` registers on too, while `sibling` is read nowhere.
    func ruleSameSourceBoundTwice(receiver: String, call: String, line: Int, otherLine: Int, target: String, sibling: String) -> String
    /// `function` keeps one closure (`store`); `later` ran after `first` on the same object and took its place.
    func ruleListenerReplaced(function: String, store: String, first: String, firstFile: String, firstLine: Int, later: String, laterFile: String, laterLine: Int) -> String
    /// A `case let x as type` of a `switch subject` whose object was `actual` in the run, which can never be a `type`.
    /// `role`: what the object is to the code (the navigation controller holding the screen meant, the screen an unwind went back to), told in place of "cast to its class".
    func caseTypeNeverMatches(subject: String, actual: String, type: String, role: CastRole?) -> String
    func ruleOtherArmRan(taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int, testReading: String?) -> String
    /// `statement` (line) is in `owner`'s `method`, which UIKit never called in this run.
    func ruleInMethodThatNeverRan(statement: String, line: Int, owner: String, method: String) -> String
    /// `written` (line) assigns through `member?`, which was nil: nothing stored; `fixed` is the line without that `?`.
    func ruleOptionalAssignmentSkipped(written: String, line: Int, member: String, fixed: String) -> String
    /// `statement` (line) got `fallback` every time: `object as? type` is nil, `object` being `actual` in this run.
    func ruleCastGaveDefault(statement: String, line: Int, object: String, type: String, actual: String, fallback: String, role: CastRole?) -> String
    /// UIKit stopped the app with an exception of `kind` (`detail`: the identifier or key it names);
    /// the learner's call that raised it, when known: `call` (line, in `method`), or only `file`:`line`.
    func ruleUIKitException(kind: UIKitExceptionKind, detail: String?, call: String?, file: String?, line: Int?, method: String?) -> String
    /// `NSUnknownKeyException` for `key`, raised by the learner's own key-value coding `call` (line, in `method`).
    func ruleUnknownKeyInCode(key: String, call: String, line: Int, method: String?) -> String
    /// `setter` (line) is in `owner`'s `method`, which no line of the code calls.
    func ruleHelperNeverCalled(setter: String, line: Int, method: String, owner: String) -> String
    /// `call` (line, in `owner`'s `method`) ran, but on another list than the one holding the child (`holder`: where the check found it).
    func ruleRemovedFromAnotherList(call: String, line: Int, method: String, owner: String, holder: String) -> String
    /// `call` (line, in `owner`'s `method`) ran and handed the coordinator itself, not its child.
    func rulePassesItself(call: String, line: Int, method: String, owner: String) -> String
    /// `owner`'s `method` (a navigation controller delegate's) never ran: no line that ran set the navigation controller's `delegate`.
    func ruleNavigationDelegateNotSet(method: String, owner: String) -> String

    // MARK: Teaching from what ran, round 5 (issue 27)
    /// An unwind action `method` (line, in `file`) of the selector's base name that takes no segue: its selector lacks the colon.
    func ruleUnwindActionWithoutSegue(identifier: String, selector: String, method: String, file: String?, line: Int, declaration: String) -> String
    /// `className()` made at `line` inside the custom segue `segueClass`: the storyboard's screen is the segue's `destination`.
    func ruleStoryboardBypassInSegue(instance: String, className: String, segueClass: String, line: Int) -> String
    /// Why `name.link` was nil: `name` holds the controller made by `value` (at `line`), on no screen yet.
    func ruleObservedObjectReplaced(register: String, registerLine: Int, method: String, property: String, statement: String, file: String, line: Int, target: String) -> String
    func ruleCopiedInInitializer(property: String, initial: String, line: Int, member: String, value: String, copyLine: Int, setter: String, setterLine: Int, times: Int) -> String
    func ruleDurationAsDate(date: String, line: Int, seconds: String, setter: String, setterLine: Int, expected: String, actual: String) -> String
    func ruleChildRemovedWhenShown(parameter: String, screen: String, className: String) -> String
    func ruleTextMadeNumber(conversion: String, text: String, shown: String, setter: String, line: Int) -> String
    func ruleRemoveAllKeepsTheChild(closure: String, line: Int) -> String
    func skippedHelperOnNewController(helper: String, site: String, line: Int, instance: String, link: String) -> String
    func skippedNewlyMadeName(name: String, value: String, line: Int, link: String) -> String
    /// `subject` shows `actual`, picked when `condition` is `value`; it got that value from `giver`, an expression that ran;
    /// `unreadControls`: the controls the user changed in this check that the expression does not read.
    /// `giver` (giverLine) gave the parameter `parameter:` of `method` (declared at declarationLine), whose default is `value`; `call` (callLine) left it out.
    func ruleDefaultArgumentGave(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, parameter: String, method: String, declarationLine: Int, call: String, callLine: Int) -> String
    func ruleWrongBranchComputed(subject: String, actual: String, condition: String, conditionFile: String?, line: Int, value: String,
                                 giver: String, giverLine: Int, giverMethod: String, file: String, unreadControls: [String]) -> String
    /// `subject` shows `actual`, picked when `condition` is `value`, given by `giver` (which ran); the line that reads
    /// `control` (`other`) is on the other side of `test` (line), which was `testValue` in this check: the test went the
    /// wrong way. `segue`: the test worked out on the identifier of the segue this check went through.
    func ruleInputReadOnOtherSide(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, giverMethod: String,
                                  file: String, test: String, testLine: Int, testValue: Bool, other: String, otherLine: Int, control: String,
                                  segue: SegueTestNote?) -> String
    /// `setter` (line) read `name` inside `gate` (line), whose body ends the method at `exitLine`; `writer` (line),
    /// after that `if`, is what gives `name` its value and runs only on a call where the gate did not hold: the read
    /// took what an earlier call kept (`writerRuns`/`readerRuns`: how often each ran; `shown`: the text shown).
    func ruleCachedByEarlierCall(setter: String, line: Int, name: String, gate: String, gateLine: Int, exitLine: Int, writer: String, writerLine: Int,
                                 method: String, writerRuns: Int, readerRuns: Int, shown: String?) -> String
    /// A forced cast to `to` failed on `container` (a navigation or tab bar controller), which held `inside` (a `to`) at
    /// `position` (0: root or first tab, -1: top, else its index); `windowRoot`: the cast line reads a window's `rootViewController`.
    func ruleCastOfContainer(cast: String, container: String, to: String, place: String?, inside: String, position: Int, windowRoot: Bool, tabs: Bool) -> String
    /// `statement` (line) is given only by an observer (`registration`, line, in `registerMethod`); `instance`, the screen
    /// the check read, registered after the last `post` (line, in `postPlace`) ran; `earlier`: a screen of that class that was observing then.
    func ruleObserverJoinedAfterPost(statement: String, line: Int, registration: String, registrationLine: Int, registerMethod: String, instance: String,
                                     post: String, postFile: String?, postLine: Int, postPlace: String, earlier: String?) -> String
    /// `line` (at `place`) forced (`!`, `as!`) a lookup of `key` (in UserDefaults when `defaults`, else a dictionary) that gave
    /// nil: nothing had been stored under it when it ran (in `instance`'s `method`); `writer`: the method that writes it (never ran before).
    func ruleNilLookupForced(line: String, place: String, key: String, defaults: Bool, instance: String?, method: String?,
                             writer: String?, writerFile: String?, writerLine: Int?) -> String
    /// In `method`'s `switch` on the identifier, `earlier` comes before `later` and also matches `identifier` (`test` is true for it).
    func ruleEarlierCaseMatches(method: String, earlier: String, later: String, identifier: String, test: String) -> String
    /// `property` (line) is computed and makes a new `type` screen with `made` at each read: `writer` set `state` on one, `handed` handed on another.
    func ruleComputedMakesNewScreen(property: String, line: Int, made: String, writer: String, writerLine: Int, handed: String, handedLine: Int, state: [String], type: String) -> String
    /// A forced cast to `to` failed on an object of the learner's class `from`; `scene`: the storyboard ID it was made from.
    func ruleCastToOtherClass(cast: String, from: String, to: String, place: String?, scene: String?, inPrepare: Bool) -> String
    /// `statement` (line) is in `owner`'s own `initializer`, which never ran: `instance` was made from the storyboard with
    /// `init(coder:)`; `creator`: a closure that calls it, never handed on; `made`: the call that made the screen.
    func ruleCustomInitNeverRan(statement: String, line: Int, owner: String, initializer: String, instance: String,
                                creator: String?, creatorLine: Int?, made: String?, madeLine: Int?) -> String
    /// `property` (of `owner`, line) starts as `initial`, a copy of the struct `type`'s shared value; `change` (line) changed
    /// the copy only, and `reader` (file, line) read the shared one.
    func ruleSharedStructCopied(property: String, owner: String, line: Int, initial: String, type: String, change: String, changeLine: Int,
                                reader: String?, readerFile: String?, readerLine: Int?) -> String
    /// `call` (line) makes a selector from a string that is not `method`'s selector (`selector`).
    func ruleSelectorStringMiss(call: String, line: Int, method: String, selector: String) -> String
    /// `read` (line) looks up the key path `path`, which splits at its dots (`first` first), while the value was saved under the whole key.
    func ruleKeyPathSplitsKey(read: String, line: Int, path: String, first: String, writeFile: String, writeLine: Int) -> String
    /// `test` (line) asks whether the optional `property` (declared `type` at `declarationLine`) holds a value, not what it holds; `read` tests the value.
    func ruleBoxedBoolNilTest(test: String, line: Int, property: String, type: String, declarationLine: Int, read: String) -> String
    /// `test` (line) asks whether the screen `name` is a `tested`, a class of the learner's that is no view controller: never; `meant`: the screen class it likely meant.
    func ruleImpossibleClassTest(test: String, line: Int, name: String, tested: String, meant: String?) -> String
    /// In the `switch` over `subject`, `case .present` (with a value) shows the placeholder (`placeholder`, line) and
    /// `case .absent` shows the value (`value`, line): the bodies are swapped.
    func ruleSwitchBodiesSwapped(subject: String, present: String, absent: String, placeholder: String, placeholderLine: Int, value: String, valueLine: Int) -> String
    /// Appended: `name` (line) is a `weak` local given a new object that nothing else keeps: nil at once.
    func weakLocalReleased(name: String, line: Int) -> String
    /// Appended to a test that went the other way: the transition `call` (line) ran just before it in the same method.
    func conditionAfterTransition(call: String, line: Int, condition: String) -> String
    /// An empty text field's `""` got through a nil test (`test`) and was passed on as the value.
    func ruleEmptyTextPassedOn(test: String, field: String, isBinding: Bool) -> String
    /// `expected` had to stay on top, and the learner's `written` (line, in `method`) showed `shown` over it at `step`.
    func ruleCoveredTheScreenToStay(expected: String, shown: String, step: Int, written: String, line: Int, method: String) -> String
    /// `statement` never ran: the unwrap `condition` before it was reached `reached` times and found no value.
    func ruleInElseOfUnwrap(statement: String, method: String, line: Int, condition: ConditionText, reached: Int) -> String
    func ruleUnwrapStopped(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, reason: String?) -> String
    /// Appended to a test that went the other way: what the segue identifier it reads held in this run (`values`, already quoted).
    func conditionIdentifierHeld(expression: String, values: [String], constants: [(name: String, value: String)]) -> String
    /// A negated test (`condition`) of a `flag` that `giver` gave from the switch `control` the user set: the test reads it backwards.
    func ruleTestReadsFlagBackwards(subject: String, actual: String, condition: String, conditionFile: String, line: Int, flag: String,
                                    giver: String, giverLine: Int, file: String, control: String) -> String
    /// Values set on `twin`, made in code (`className()`), while the segue showed `shownOne` (its destination).
    func ruleTwinInstanceMadeInCode(twin: String, className: String, shownOne: String) -> String
    /// `earlier` ran, then the `fallthrough` at `fallthroughLine` ran the next `case` too, whose `later` replaced the value.
    func ruleFallthroughReplaced(earlier: String, line: Int, later: String, laterLine: Int, fallthroughLine: Int) -> String
    /// The shown `newer` is a new instance; the value lived in `older` (released); the code writes it to a store under `key` (line, in `owner`) that no line reads.
    func ruleLostValueStoreNeverRead(newer: String, older: String, key: String, line: Int, owner: String, userDefaults: Bool) -> String
    /// The navigation delegate was set through `root.navigationController?` (`setter`, line) while `root` was on no screen yet (shown at `shownLine`): the chain skipped it, so `owner`'s `method` never ran.
    func ruleNavigationDelegateSetThroughNil(setter: String, line: Int, root: String, shownLine: Int?, method: String, owner: String) -> String
    /// `call` (line) ran and did nothing: the weak `link`, given by `giver` (line, in `owner`'s `method`), had lost its object;
    /// `removal` (line, in `removalMethod`): a removal from a list that ran, the strong hold that went away.
    func ruleWeakLinkReleased(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, owner: String,
                              removal: String?, removalLine: Int?, removalMethod: String?, targetRuns: Int) -> String
    /// `link!` at `place` (in `method`) crashed: `reason` says why the link was nil.
    func ruleForcedUnwrapNilLink(link: String, written: String, place: String, method: String, reason: String) -> String
    func ruleOwnDelegate(statement: String, line: Int, object: String, member: String, receiver: String?, protocolName: String?) -> String
    func ruleDecisionNotUsed(declaration: String, line: Int, name: String, call: String, callLine: Int) -> String
    func ruleViewLoadedInHelper(destination: String, call: String, line: Int, helper: String, helperLine: Int) -> String
    func ruleStaticHolderClosure(call: String, line: Int, className: String, holder: String, member: String) -> String
    func delegateReplacedInside(assignment: String, line: Int, method: String, owner: String) -> String
    func skippedParameterOnNewController(helper: String, site: String, line: Int, instance: String, parameter: String, link: String) -> String
    func ruleWeakForcedUnwrap(written: String, name: String, place: String, method: String, before: String?, beforeLine: Int?) -> String
    /// An `unowned` reference (`written`, at `place`, in `owner`) was read after its object was released: the closure or object holding it outlived that object.
    func ruleUnownedReadAfterRelease(written: String, file: String, line: Int, owner: String, isCapture: Bool) -> String
    /// `label` is set in `setterMethod` (ran `shown` times) from `property`, which changes only at `line`, in `method` (once per instance; ran `changed` times).
    func ruleUpdatedOnlyOnLoad(label: String, setterMethod: String, shown: Int, property: String, line: Int, method: String, changed: Int) -> String
    /// `key` is saved with a value of `kind` (`value`, line, in `writeOwner`) and read with `accessor` (line, in `readOwner`), which gives nothing for that kind.
    func ruleStoreTypeMismatch(key: String, kind: StoredKind, value: String, writeLine: Int, writeOwner: String, accessor: String, readLine: Int, readOwner: String) -> String
    /// `call` (line, in `method`) ran and passed `argument` (bound to `source`), which does not read the text field `field` the user typed into.
    /// The value came from `local`, chosen at `choiceLine` by `condition` (it held: `conditionHeld`), and the arm taken (`taken`) does not read `field`; only `other` does.
    func ruleChosenValueLacksInput(statement: String, line: Int, local: String, taken: String, other: String, condition: String, conditionHeld: Bool, choiceLine: Int,
                                   member: String?, memberValue: String?, memberLine: Int?, field: String) -> String
    /// `test` (line `line`) tests `parameter`, the screen `method` is given (`shown` at step `step`), for the class of the screen that left (`left`); `fromName`: the code's own name for the screen that left, when it has one.
    func ruleShownScreenTestedAsLeft(method: String, parameter: String, test: String, line: Int, left: String, shown: String, step: Int, fromName: String?) -> String
    func ruleInputNotPassed(call: String, line: Int, method: String, argument: String, source: String?, field: String) -> String
    /// `earlier` (line) ran, then the helper call `call` (line) ran and its `later` (line, in `helper`) set the value again.
    func ruleReplacedByHelper(earlier: String, line: Int, call: String, callLine: Int, later: String, laterLine: Int, helper: String) -> String

    // MARK: Teaching from what ran, round 6 (issue 27): what a test's parts held
    /// Appended to a test that went the other way: the part `part.part` read a control the check filled in
    /// (or left as the storyboard has it), and came out `part.value`, which kept the line from running.
    func conditionPartHeld(_ part: HeldPart) -> String
    /// Appended to a test of a segue identifier: the identifier held `value`, which is `constant`'s value, while the test compares with `compared`.
    func conditionValueIsOtherConstant(value: String, constant: String, compared: [String]) -> String
    /// Appended to the last transition: a pop to the root (or to a controller) that also took off `instance`, the screen that had to show.
    func transitionTookOffToo(call: String, instance: String, toRoot: Bool) -> String
    /// `popToViewController(argument)` (`argument` is `resolved`) was given `stack[index]`; the screen meant was `meant`, at `meantIndex`.
    func popToOtherEntry(argument: String, resolved: String, index: Int, stack: [String], meant: String, meantIndex: Int) -> String
    /// Appended to a navigation delegate's test that went the other way: what the controller it looks for in `viewControllers` is.
    /// Appended to a test that went the other way: an earlier test (a `guard`, an `if` around it) sent the code away the other times its method ran.
    func conditionStoppedEarlier(_ stop: EarlierStop) -> String
    func conditionStackContains(_ reading: StackContainsReading) -> String
    /// Appended to a weak link released: the removal ran from `call` (line, in a navigation delegate's `method`), which reads the screen being shown.
    func removalCalledForShownScreen(call: String, line: Int, method: String) -> String
    /// The app stopped with "Index out of range" at `place` (`written`, in `method`): it indexes the navigation stack after `transition` (transitionLine) had already changed it.
    func ruleStackIndexAfterTransition(written: String, place: String, method: String, transition: String, transitionLine: Int) -> String
    func ruleComputedMakesNew(property: String, line: Int, made: String, writer: String, writerLine: Int, reader: String, readerLine: Int, state: [String]) -> String
    func ruleDefaultedDependency(dependency: String, writerType: String, readerType: String, declaration: String, label: String, write: String, file: String, line: Int, member: String, property: String) -> String
    func ruleRemadeEachRun(statement: String, line: Int, method: String, runs: Int, type: String, property: String, state: [String], made: String) -> String
    func ruleLinkMadeAtLoad(setter: String, line: Int, method: String, property: String, owner: String, instance: String, giver: String, giverLine: Int, giverMethod: String) -> String
    func ruleFreshObjectAsked(type: String, written: String, member: String, place: String, state: [String], kept: String, setUp: String, setUpLine: Int) -> String
    /// Beside an index crash: the test around the line (`test`, at `line`) always holds (`count >= 0`), so it let the line run with the collection empty.
    func indexGuardAlwaysHolds(test: String, line: Int, counted: String) -> String
    func ruleIndexOutside(place: String, method: String, access: String, collection: String, index: String, kind: IndexOutsideKind, entries: [String], isStack: Bool, selfGone: Bool, presented: Bool, changes: [(statement: String, line: Int)]) -> String
    /// Appended to a test of the segue identifier: it asks for `compared` (already quoted), and `expression` held `value` (quoted), which it never is.
    func conditionIdentifierNotCompared(value: String, compared: [String], expression: String) -> String
    /// Appended to a weak link released: `instance` was released at `step`, right after `shown` was pushed or presented over the screen using it.
    func releasedWhileCovered(instance: String, step: Int, shown: String) -> String
    /// Appended to a weak link released: the removal ran from `call` (line, in a navigation delegate's `method`) under no test that the screen that left is gone from the stack; `testLine`: a test of the stack there that does not hold the call.
    func removalNotGuardedByPop(call: String, line: Int, method: String, testLine: Int?) -> String
    /// Why a computed `property` was nil: it is worked out as `getter` (declared at `line`), and `reason` says why that was nil.
    func skippedComputedLink(property: String, getter: String, line: Int, reason: String) -> String
    /// A `lazy var` whose declared value (`initial`, line) was nil at its first read; `reason`: why, when known.
    func skippedLazyLink(property: String, initial: String, line: Int, reason: String?) -> String
    /// `call` (line, in `method`) changed `local`, a copy of `property` made at `bindingLine`: arrays are values, so `property` did not change.
    func ruleMutatedCopy(call: String, line: Int, local: String, property: String, bindingLine: Int, method: String) -> String
    /// Appended to a test that unwraps `enumName(rawValue:)`: the identifier held `value` (quoted), which no case's raw value (`rawValues`) is.
    func conditionNoEnumCase(enumName: String, value: String, rawValues: [String]) -> String
    /// Appended to a test of the segue identifier: it asks for `written` (quoted), a letter or two away from `value` (quoted), the identifier met.
    func conditionIdentifierMisspelled(value: String, written: String, expression: String) -> String
    /// In one step two screens came: `bySegue` by a storyboard segue (`identifier`, nil when it has none) and `byCode` by the learner's `call` (line, in `method`).
    func ruleShownTwice(bySegue: String, identifier: String?, byCode: String, call: String, line: Int, method: String, step: Int) -> String
    /// `setter` (line, in `method`) ran and gave the value, but reads neither `control` (the control the user set in this check) nor a property given from it; `other`: the outlet it reads instead.
    func ruleValueNotFromControl(setter: String, line: Int, method: String, control: String, other: String?, parsed: Bool) -> String
    /// `setter` (line) ran `ran` of the `reached` times its test `test` (testLine), which reads `member` itself, was reached: the screen kept the first value.
    func ruleReadOnlyFirstTime(setter: String, line: Int, test: String, testLine: Int, reached: Int, ran: Int, member: String) -> String
    /// `assignment = { … }` (line) stores a closure in `holder` that captures `captured` strongly; `keeper`: the property of `self` that keeps `holder` (when `captured` is self).
    /// A `try` in a `do` block threw: the statements after it were skipped and a `catch` ran.
    func ruleCaughtWentOn(statement: String, line: Int, method: String, catchStatement: String, catchLine: Int, call: String, callLine: Int) -> String
    func ruleAssignmentThrew(statement: String, line: Int, call: String, method: String, catchStatement: String, catchLine: Int, reads: [String]) -> String
    func ruleThrownInDo(statement: String, line: Int, method: String, skipped: [String], skippedLines: [Int], more: Int, catchStatement: String, catchLine: Int) -> String
    /// Encoded text (JSON) shown where the value it carries was expected.
    func ruleEncodedTextShown(actual: String, expected: String, place: String?, line: Int?) -> String
    /// A property of a `Codable` type its own `CodingKeys` leaves out: never encoded, and decoded as its start value.
    func ruleCodingKeyLeftOut(type: String, property: String, keys: [String], initial: String, coder: String, line: Int, given: String?, givenLine: Int?) -> String
    func ruleStructHandedOver(handover: String, line: Int, giver: String, property: String, type: String, receiver: String, change: String, changeLine: Int) -> String
    func ruleAlertCoversScreen(alert: String, screen: String?, call: String, line: Int, method: String?) -> String
    func ruleAlertBlocksTransition(alert: String, expected: String, call: String, line: Int, method: String?, waiting: String?, waitingLine: Int?) -> String
    /// A block kept by the notification center or a repeating timer that uses `self` strongly.
    func ruleBlockKeepsScreen(call: String, line: Int, method: String, className: String, holder: String, release: String, releasedInDeinit: Bool) -> String
    func ruleClosureKeepsScreen(assignment: String, line: Int, holder: String, className: String, giver: String?, giverLine: Int?) -> String
    /// A closure given to the learner's `call` (at `line`; `function` keeps it: an `@escaping` parameter) that uses `self` (an `owner`) strongly.
    func ruleClosureGivenKeepsScreen(call: String, line: Int, function: String, owner: String) -> String
    func ruleClosureCycle(assignment: String, line: Int, holder: String, captured: String, keeper: String?) -> String
    /// Why an unwrap of `expression as? cast` found nil: `expression` is the top of the stack, the screen running the code (`owner`).
    func unwrapTopIsSelf(expression: String, cast: String, owner: String, inPrepare: Bool) -> String
    /// `later` (laterLine) is in a `defer` (deferLine) of `method`: it runs when the scope exits, after `earlier` (line), and replaced its value.
    func ruleDeferReplaced(earlier: String, line: Int, later: String, laterLine: Int, deferLine: Int, method: String) -> String
    /// `setter` (line, in `observer`'s `didSet`, or else in `method`) ran while the view of `instance` was not loaded (`trigger`, at triggerLine, made it run before the view loaded): the outlet was nil and `?.` skipped it.
    /// Another screen's outlet unwrapped (`unwrap`) before that screen's view loaded: nil, so
    /// `use` under it never ran; `property`: the plain property its `viewDidLoad` shows there.
    /// An observer's closure that never ran (`statement` inside it, registered by `registration`), and why.
    func ruleObserverNeverCalled(statement: String, line: Int, registration: String, registrationLine: Int, miss: ObserverMiss) -> String
    func ruleOutletBoundBeforeLoad(unwrap: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String
    func ruleOutletTestedBeforeLoad(test: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String
    func ruleOutletChainBeforeLoad(setter: String, line: Int, observer: String?, method: String, instance: String, outlet: String, trigger: String?, triggerLine: Int?, triggerFile: String?) -> String
    /// `assignment` (line) ran after `call` (callLine) had changed the screens (`transition` in it): the lookup (through `via`) found no screen and `?.` skipped the assignment.
    /// `assignment` (line) never ran: a test before it reads `binding` (= `value`, line), bound to the screens after `call` (line) changed them.
    func ruleReadAfterTransitionNeverRan(assignment: String, line: Int, binding: String, value: String, bindingLine: Int, call: String, callLine: Int) -> String
    /// `property` (declared `= initial` at line) is never assigned, and `setter` (line) reads it first in a `??` chain: it is never nil, so `skipped` is never reached.
    func ruleCoalesceNeverNil(property: String, initial: String, declarationLine: Int, setter: String, line: Int, skipped: String) -> String
    func ruleReadAfterTransition(assignment: String, line: Int, call: String, callLine: Int, transition: String, via: String?) -> String
    /// `assignment` (line, in `method`) changed `local`, a copy of `source` made at bindingLine: `type` is a struct, a value, so `source` kept its values.
    func ruleMutatedStructCopy(assignment: String, line: Int, local: String, source: String, bindingLine: Int, type: String, method: String) -> String
    /// The learner's `method` of `owner` (line) never ran: `protocolName` asks for `requirement` (as declared), which it does not fulfil (its labels, or else its parameter types, differ), so the default of the protocol's extension (defaultLine) ran.
    /// A computed property whose getter changes something (`change`), read more than once in `method` (at `readLines`).
    func ruleGetterSideEffect(property: String, line: Int, change: String, method: String, readLines: [Int]) -> String
    /// A computed property whose getter changes something (`change`), read at `readLine` in `method` before `later` reads what it changed.
    func ruleGetterChangesLaterRead(property: String, line: Int, change: String, method: String, readLine: Int, later: String, laterLine: Int) -> String
    /// An override of UIKit's transition method whose body ran without its `super` call running (`superLine`: the call, never reached; nil: none).
    func ruleOverrideWithoutSuper(owner: String, method: String, line: Int, superLine: Int?) -> String
    /// A method of UIKit's name that is not an override (its parameters differ): UIKit never calls it.
    func ruleNotAnOverride(owner: String, method: String, parameters: String, line: Int, declaration: String) -> String
    /// `prepare(for:sender:)` written on the segue's destination: UIKit called the source's (`source`).
    func rulePrepareOnDestination(owner: String, line: Int, source: String) -> String
    /// `prepare(for:sender:)` never called: the screen came by `call` from code, with no segue.
    func rulePrepareWithoutSegue(owner: String, line: Int, call: String, callLine: Int) -> String
    /// A capture list reading a control, in a closure made once before the user acts (`method`; nil: a property's initial value).
    func ruleCaptureListSnapshot(capture: String, method: String?, line: Int, use: String, useLine: Int) -> String
    /// `[property]` in a capture list (line, in `method`) copies the screen's stored property when the closure is made; `use` (useLine) reads that copy, while `write` (writeFile:writeLine) wrote the property later.
    func ruleCaptureListProperty(property: String, method: String?, line: Int, use: String, useLine: Int, write: String, writeFile: String, writeLine: Int) -> String
    /// A control's state read into a stored value where the screen is made or loaded (`method`),
    /// before the user changed that control, and read nowhere else: the value sent is the state then.
    func ruleControlReadAtLoad(statement: String, method: String, line: Int, read: String, outlet: String, setter: String, setterLine: Int) -> String
    /// An outlet captured by a closure's capture list in an initializer, before the view loaded: nil for ever.
    func ruleCaptureListNilOutlet(outlet: String, method: String, line: Int, use: String, useLine: Int) -> String
    /// An outlet given a new view made in code (`type`), by a line that ran; `added`: the code adds it to a view.
    func ruleOutletReplaced(outlet: String, statement: String, owner: String, method: String, line: Int, type: String, added: Bool) -> String
    /// `loadView()` overridden without `super.loadView()`: the storyboard's view and outlets never loaded.
    func ruleLoadViewWithoutSuper(owner: String, line: Int, outlet: String, crashLine: Int?) -> String
    /// A method only in a protocol's extension ran for a call through the protocol, instead of the type's own method of that name.
    func ruleStaticDispatch(method: String, owner: String, line: Int, protocolName: String, defaultLine: Int, call: String, callFile: String, callLine: Int) -> String
    func ruleNumberWrittenByHelper(shown: String, wanted: String, call: String, line: Int, function: String, functionLine: Int, argument: String) -> String
    func ruleStaticDispatchInExtension(member: String, owner: String, line: Int, protocolName: String, defaultLine: Int, user: String, userLine: Int, isProperty: Bool) -> String
    func ruleProtocolDefaultRan(method: String, owner: String, line: Int, protocolName: String, requirement: String, defaultLine: Int, labelsDiffer: Bool, nameDiffers: Bool) -> String
    /// `assignment` (line) hands `className` to `holder`, an object reached through a `static` property, whose `member` keeps it strongly (`collection`: an array or dictionary).
    func ruleStaticScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String
    /// A screen kept in a file-level (global) constant or variable.
    func ruleGlobalScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String
    func ruleNeverAssignedStaticWritten(property: String, owner: String, write: String, file: String, line: Int) -> String
    /// `keptCount`: the refused characters were the last ones typed, after this many (a length limit).
    func ruleTypingRefused(typed: String, step: Int, owner: String, line: Int, refused: [String], keptCount: Int?) -> String
    func ruleProjectedValue(statement: String, line: Int, property: String, wrapper: String, declaredLine: Int) -> String
    /// A screen kept in a `static` property of the learner's type (`ResultViewController.current = self`).
    func ruleStaticProperty(assignment: String, line: Int, className: String, property: String, collection: Bool) -> String
    func ruleStaticHolder(assignment: String, line: Int, className: String, holder: String, member: String, collection: Bool) -> String
    /// `assignment` (line, in `method`) replaced the window's root during the check: the screens there were dropped; `expected`: the instance the check wanted, `shown`: what showed instead.
    func ruleRootReplaced(assignment: String, line: Int, method: String, expected: String?, shown: String?, goingBack: Bool) -> String
    /// `post` (line, in `method`) ran before anything observed it: `observerClass` adds its observer in `observerMethod` (observeLine), which ran only later (`registeredLater`) or never, so `handler` never ran.
    func ruleNotificationUnobserved(post: String, line: Int, method: String, observerClass: String, observerMethod: String, observeLine: Int, handler: String, registeredLater: Bool) -> String
    /// Why an unwrap that reads the screens found nil: `call` (line, in the same method) had already changed them.
    func unwrapReadAfterTransition(call: String, line: Int) -> String
    /// `setter` (line) ran, but the value stored under `key` is `stored`, a `storedType`: `as? cast` of it gave nil, so `fallback` took its place.
    func ruleAnyCastMismatch(setter: String, line: Int, key: String, stored: String, storedType: String, cast: String, fallback: String) -> String
    /// `call` (line, in `method`) met the identifier `value` (unquoted), which no case of `enumName` has as raw value (`rawValues`): it gave nil.
    func ruleEnumNoCase(call: String, line: Int, method: String, value: String, enumName: String, rawValues: [String]) -> String
    /// `call` (callLine) ran because its test `test` (testLine) held: `method` returned `true` at returnLine (in the arm `branch`), a path that does not read the input.
    func ruleGateReturnedTrue(call: String, callLine: Int, test: String, testLine: Int, method: String, returnLine: Int, branch: String?) -> String
    /// `call` (line) hands `property` to `function`, which changes its parameter `parameter` (`mutation`, mutationLine): an array passed is a copy, so `property` did not change.
    /// `call` (line) handed `argument`, a `type` struct, to `function`, which changed only its own copy (`change`, changeLine).
    func ruleStructParameterCopy(call: String, line: Int, function: String, argument: String, type: String, change: String, changeLine: Int) -> String
    func ruleMutatedStackCopy(call: String, line: Int, local: String, source: String, bindingLine: Int, navigation: String) -> String
    func ruleMutatedParameter(call: String, line: Int, function: String, parameter: String, property: String, mutation: String, mutationLine: Int) -> String
    /// `call` (line, in `method`) replaced the whole navigation stack with a screen made there: the screens on it were dropped; `expected`: the instance the check wanted, `shown`: the new one.
    func ruleStackReplaced(call: String, line: Int, method: String, expected: String?, shown: String?) -> String
    /// Why an unwrap found nil: `method` returns `returned` (a child of the segue's destination), and `destination` is not a container, so it has none.
    func unwrapChildOfDestination(method: String, returned: String, destination: String) -> String
    /// Appended to a test with an unwrap beside its other parts: the unwrap stopped it, and `reason` says why it was nil.
    func conditionUnwrapNil(reason: String) -> String
    func ruleDictionaryKeyCase(dictionary: String, key: String, identifier: String, lookup: String, line: Int) -> String
    /// The test's `read` comes from `property`, given only at `line` in `writer`, which had not run before the test.
    func conditionGivenOnlyWhereNotRun(read: String, property: String, initial: String?, line: Int, writer: String) -> String
    func conditionStartValueStillHeld(property: String, initial: String, line: Int, changeLine: Int, isNow: Bool) -> String
    func unwrapNeverGiven(name: String, owner: String, through: [Int]) -> String
    func unwrapDynamicWriterNeverRan(name: String, owner: String, statement: String, line: Int, through: String, condition: String?, conditionLine: Int?,
                                     receiver: String?, object: String?) -> String
    func ruleComputedThroughNil(property: String, getter: String, link: String, owner: String, through: [Int]) -> String
    func conditionInputNeverRead(control: String, text: String, step: Int, read: String, condition: String) -> String
    func conditionTextCaseOnly(value: String, call: String, literal: String) -> String
    func unwrapDictionaryHasNoKey(dictionary: String, key: String, keys: [String], near: String?) -> String
    /// `post` (line, in `method`) ran after `observerClass` had stopped observing: `removal` (removalLine, in `removalMethod`) ran at `step`, so `handler` never ran.
    func ruleNotificationObserverRemoved(post: String, line: Int, method: String, observerClass: String, removal: String, removalLine: Int, removalMethod: String, step: Int, handler: String) -> String
    /// `setter` (line) gives `argument`, a Double, to the integer specifier `specifier` of `String(format:)`: the number printed is not the value.
    func ruleFormatSpecifierMismatch(setter: String, line: Int, specifier: String, argument: String) -> String
    /// `assignment` (line, in `method`) gives `member`, declared `weak` in `owner` (declaredLine), a new `made` that nothing else keeps (`local`: the local name holding it): it is released when the method ends, and `member` turns nil.
    func ruleWeakGivenNewObject(assignment: String, line: Int, member: String, owner: String, declaredLine: Int, made: String, local: String?, method: String) -> String
    /// `action` ran `call` (callLine) on `holder`, a `helperClass` the screen `owner` made itself (madeLine); its `transition` (transitionLine) needed `link`, which was nil: never given a value (`givenOwner` nil), or given only to another `helperClass`, in `givenOwner` (givenLine).
    func ruleHelperLinkNil(action: String, call: String, callLine: Int, transition: String, transitionLine: Int, helperClass: String, link: String, holder: String, madeLine: Int, owner: String, givenOwner: String?, givenLine: Int?) -> String
    /// `write` (writeLine) in `writer` writes to its `writerHolder`, a `type` it makes itself (writerLine), while `reader` reads its own `readerHolder`, another `type` (readerLine).
    func ruleTwoInstances(write: String, writeLine: Int, writer: String, writerHolder: String, writerLine: Int, reader: String, readerHolder: String, readerLine: Int, type: String) -> String
    /// `setter` (line, in `method`) read through `link`, an optional of `owner` (declaredLine) that nothing gives a value (`other`, otherLine: the line giving another class's `link`).
    func ruleLinkNeverGiven(setter: String, line: Int, method: String, link: String, owner: String, declaredLine: Int, other: String?, otherLine: Int?) -> String
    /// `replacement` (line, in `method`) gave the delegate `own` (ownLine) made `owner` another object (`value`): `owner`'s `delegateMethod` stopped being called.
    func ruleDelegateReplaced(replacement: String, line: Int, method: String, owner: String, own: String, ownLine: Int, delegateMethod: String, value: String) -> String
    /// `statement` (file, line, in `method` of `owner`) empties `slot` (a store key when `isKey`, else a member) where the value read was stored (writeFile, writeLine), and it ran after the value was stored: from `caller` when given (`onAppearance`: each time `owner` comes on screen).
    func ruleValueErased(statement: String, file: String?, line: Int, method: String, owner: String, slot: String, isKey: Bool, writeFile: String?, writeLine: Int, caller: String?, onAppearance: Bool) -> String
    /// The key `key` (as written, quotes included) read at readLine is worked out from `variable`, which `change` (changeLine, in `changeMethod`) changed after the value was written under that key (writeLine): the read looks up another key.
    func ruleComputedKeyChanged(key: String, readLine: Int, variable: String, change: String, changeLine: Int, changeMethod: String, writeLine: Int) -> String
    /// `call` (line, in `method`) calls the UIKit callback `callback` by hand; UIKit calls it too, so `setter` (setterLine) in it ran once more than the screens changed.
    func ruleLifecycleCalledDirectly(call: String, line: Int, method: String, callback: String, setter: String, setterFile: String?, setterLine: Int) -> String
    /// The value arrived with its letters' case changed (`actual` for `expected`): `statement` (line) calls `call` on it.
    func ruleValueCaseChanged(statement: String, line: Int, call: String) -> String
    /// The value arrived with `extra` before it (`before`) or after it: `statement` (line) adds to the text; `isLabelText`: `extra` is the label's text from the storyboard.
    func ruleValueExtraText(extra: String, before: Bool, statement: String, line: Int, isLabelText: Bool) -> String
    func ruleValueExtraTextComputed(extra: String, before: Bool, statement: String, line: Int, property: String, getter: String, getterLine: Int, value: String?) -> String
    /// Only a part of the value arrived (`actual` for `expected`): `statement` (line) cuts it with `call`.
    func ruleValueCut(statement: String, line: Int, call: String) -> String
    func ruleValueTruncated(statement: String, line: Int, expected: String, actual: String) -> String
    /// A `[weak self]` closure (handed to `call`, at line, in `method` of `owner`) ran after `owner` was released (`isSegue`: a segue, released once `perform()` returned): its `self` was nil, so the unwrap at `unwrapLine` returned (or the `self?.` chain was skipped) and skippedLine never ran.
    func ruleWeakSelfReleased(call: String?, line: Int, method: String, owner: String, isSegue: Bool, unwrapLine: Int?, skippedLine: Int) -> String
    /// `ternary` (line) tests whether `name` has a value and picks `placeholder` exactly when it has one: its two sides are the wrong way round.
    func ruleBranchesSwappedPresence(ternary: String, line: Int, name: String, placeholder: String) -> String
    /// `ternary` (line) tests `flag`, which holds the switch's state (`giver`, giverLine): the text it picks for that state is the one meant for the other state.
    func ruleBranchesSwappedSwitch(ternary: String, line: Int, flag: String, giver: String, giverFile: String?, giverLine: Int) -> String
    /// `ternary` (line) picked `chosen` (`condition` held: `held`); the side it did not pick reads `control`, which holds the value the check expected.
    func ruleBranchesSwappedControl(ternary: String, line: Int, condition: String, held: Bool, control: String) -> String
    /// `test` (line) always holds (`isCount`: `counted`, a count, is never below 0; else `|| true`), so `statement` (statementLine), which it guards, ran for an empty input too.
    func ruleAlwaysTrueTest(test: String, line: Int, statement: String, statementLine: Int, isCount: Bool, counted: String) -> String
    func ruleTestCannotChange(test: String, line: Int, subject: String, first: String, second: String, alwaysTrue: Bool) -> String
    /// `property` is `lazy` (`initial`, line): made once, at its first read in `method` (readLine), before the user filled in the controls; `setter` (setterLine) sent those first values.
    func ruleLazyMadeEarly(property: String, initial: String, line: Int, method: String, readLine: Int, setter: String, setterLine: Int) -> String
    /// Why an unwrap found nil: the `viewController` the navigation delegate method `method` is given is the screen shown (`shown`), not the one that left, so it is not a `cast`.
    func unwrapShownNotLeft(method: String, shown: String, cast: String) -> String
    /// `object as? cast` gave nil: the run's object (`actual`) is not a `cast`; for the segue's
    /// sender in `prepare`, what `performSegue` was given (`performSender`, at `performLine`).
    /// `link?.m(…)` ran and skipped the call: `link` is a computed property working out `getter`, nil here.
    func ruleComputedLinkNil(call: String, callLine: Int, link: String, getter: String) -> String
    func ruleCastReceiverNil(call: String, callLine: Int, expression: String, object: String, actual: String, cast: String, container: String, inside: String?, position: Int) -> String
    func unwrapCastOfKnownObject(expression: String, object: String, actual: String, cast: String, isSender: Bool, performSender: String?, performLine: Int?) -> String
    /// `property` of `owner` gets its value only in the closure `registration` (line, in `method`) hands another object, called only on a later change: a screen made after the change shows nothing (`setter`, setterLine).
    func ruleValueOnlyFromNotification(property: String, owner: String, handler: String, registration: String, line: Int, method: String, setter: String,
                                       setterLine: Int, called: Int, read: String?) -> String
    func ruleValueOnlyFromCallback(property: String, owner: String, registration: String, line: Int, method: String, setter: String, setterLine: Int, unkept: (value: String, line: Int)?) -> String
    /// `header` (line) stops one short of `array`'s end: `..<` leaves out its end, `- 1` the last element too (`never`: its body never ran).
    func ruleLoopOneShort(header: String, line: Int, array: String, never: Bool) -> String
    /// Appended to `ruleValueNotPersisted`: the code keeps the value in `name` (file, line), memory that a relaunch clears.
    func ruleValueNotPersistedHolder(name: String, file: String?, line: Int) -> String
    /// A relaunch found nothing: the code saves with `set…(_:forKey:)` only on lines that never ran (a method nothing called, a test that did not hold).
    func ruleSaveNeverRan(save: String, line: Int, owner: String?, method: String?, methodRan: Bool, callers: [Int], file: String?) -> String
    /// `lookup` (line) found, in the table `table` the code wrote out, the entry under `shownKey`; the value the check expected is the entry under `wantedKey` (`isArray`: positions).
    func ruleLookupSwapped(lookup: String, line: Int, table: String, shownKey: String, wantedKey: String, isArray: Bool) -> String
    /// Appended to a test that went the other way: what a part reading UIKit's state held then, and why.
    func conditionStatePart(_ part: StatePart) -> String
    func conditionGuardLeavesMethod(flag: String, statement: String) -> String
    /// The test reads `property`, given a value only by `statement` (line) in `loadMethod`, which reads the control `outlet` (`read`) before the check changes it.
    func conditionReadAtLoad(property: String, statement: String, line: Int, loadMethod: String, read: String, outlet: String, testMethod: String) -> String
    func conditionFlagNeverTurned(flag: String, initial: String, value: String, line: Int, setter: String) -> String
    /// `setter` turned `flag` from `initial` to `value` (line) before `method`, whose test reads it, first ran: the test never saw `initial`.
    func conditionFlagTurnedBefore(flag: String, initial: String, value: String, line: Int, setter: String, method: String) -> String
    /// The test's method, a screen callback, ran only at `steps`, all before the check's input into `outlet` (step `input`), and never after.
    func conditionObserverSetOnce(method: String, statement: String, line: Int, setter: String, outlet: String?) -> String
    func conditionRanOnlyBeforeInput(method: String, steps: [Int], input: Int, outlet: String) -> String
    func conditionAssignedBelow(name: String, statement: String, line: Int, testLine: Int) -> String
    func conditionWrittenJustBefore(property: String, value: String, line: Int, through: String?) -> String
    /// `write` (line) runs only under `test` (testLine), which lets it write `member` only while it is empty: reached `reached` times, it wrote `written` times, so later values were turned away.
    func ruleWrittenOnlyWhenEmpty(write: String, line: Int, test: String, testLine: Int, member: String, reached: Int, written: Int) -> String
    /// `write` (line) puts each new value at one end of `member` (`front`: at index 0; else appended at the end), and the reader takes the other end (`read`, e.g. `emails.last`), the oldest value; `other` reads the newest.
    func ruleReadAtTheOtherEnd(write: String, line: Int, member: String, front: Bool, read: String, other: String) -> String
    /// `setter` (line) reads `self.name`, the property of `owner` nothing gives a value, while the store's value is in the local `name` bound to `binding` (bindingLine), which lives only inside its `if`.
    func ruleLocalHidesProperty(name: String, line: Int, method: String, owner: String, initial: String?, reader: String, readerLine: Int) -> String
    func ruleSameValueEveryArm(test: String, line: Int, target: String, value: String, lines: [Int], ranArm: String, ranLine: Int, expected: String) -> String
    func ruleLocalGivenOnlyInOtherArm(setter: String, setterLine: Int, name: String, initial: String, declarationLine: Int, assignment: String, line: Int, condition: ConditionText) -> String
    func ruleCaseValueNotBound(pattern: String, caseName: String, line: Int, subject: String, setter: String, setterLine: Int, property: String) -> String
    func ruleLocalNamedLikeProperty(declaration: String, line: Int, method: String, owner: String, name: String, reader: String, readerLine: Int, write: String, writeLine: Int, writeFile: String?) -> String
    func ruleCopyNotWrittenBack(declaration: String, line: Int, name: String, member: String, change: String, changeLine: Int) -> String
    func ruleHandedOnBeforeWritten(handing: String, file: String, line: Int, handingMethod: String, handingClass: String, property: String, write: String, writeFile: String, writeLine: Int, writer: String, writerClass: String) -> String
    func ruleCopyTakenBeforeChange(declaration: String, line: Int, name: String, original: String, change: String, changeLine: Int, read: String) -> String
    func ruleTransitionInDefer(call: String, line: Int, deferLine: Int, action: String, test: String, testLine: Int, exitLine: Int) -> String
    func ruleDefaultsNeverWritten(read: String, line: Int, owner: String?, method: String?, count: Int) -> String
    func ruleMemberLeftByMethod(call: String, callLine: Int, type: String, method: String, methodLine: Int, given: [String], member: String, read: String, setter: String, setterLine: Int) -> String
    func ruleDefaultOverwritten(property: String, initial: String, line: Int, start: String, write: String, writeLine: Int, method: String?, writeRuns: Int, setter: String, setterLine: Int, read: String) -> String
    func ruleShownValueNotPassed(statement: String, line: Int, owner: String, value: String, expected: String, outlet: String) -> String
    func ruleNoEventFromCode(change: String, line: Int, method: String, doing: String, doingLine: Int, control: String?) -> String
    func ruleDefaultHidesOuter(call: String, line: Int, function: String, label: String, name: String, value: String, method: String) -> String
    func ruleShadowedLocal(declaration: String, line: Int, name: String, outerLine: Int, parameter: Bool, scopeEnd: Int, reader: String, readerLine: Int, assigned: String) -> String
    func ruleShadowedParameter(declaration: String, line: Int, name: String, other: String, reader: String, readerLine: Int) -> String
    func ruleShadowedName(setter: String, line: Int, name: String, owner: String, binding: String, bindingLine: Int) -> String
    /// The what-if search's finding: the check was run again with one change to the code that ran, `before` written as `after` at `line` of `file` (in `statement`; `after` empty: the statement left out), and it passed (`othersPass`: the checks that passed still pass with it). What the change means by its kind.
    /// Both identifiers are the storyboard's: the check passes with `after`, so the code receiving it treats them differently (`tests`: "condition|line").
    func whatIfOtherIdentifier(file: String, line: Int, statement: String, before: String, after: String, tests: [String]) -> String
    func whatIfTestedIdentifier(file: String, line: Int, statement: String, before: String, after: String, method: String?, performedByCode: Bool) -> String
    /// A test left out that passes, which never held in the run: its sides each time (`` `a` "x", `b` "y" ``).
    /// A dropped test (`identifier == "ActionSubmit"`) never held because the case was another one (`"DefaultSubmit"`), whose own test (`siblingTest`) ran its code: that code lacks what the check needs.
    func whatIfOtherCaseLacks(file: String, line: Int, test: String, othersPass: Bool, value: String, subject: String, siblingTest: String, siblingLine: Int) -> String
    /// The `guard` `statement` (line of file) let only its own value through and returned for `value`, so the code under
    /// `siblingTest` (siblingLine), written for `value`, was never reached.
    func whatIfGuardBlocksCase(file: String, line: Int, statement: String, value: String, siblingTest: String, siblingLine: Int) -> String
    func whatIfDroppedTestNeverHeld(file: String, line: Int, test: String, othersPass: Bool, values: [String], times: Int) -> String
    func whatIfValueBypassedProperty(file: String, line: Int, statement: String, property: String, direct: String, directFile: String, directLine: Int, value: String, fix: String, triedWithout: Bool) -> String
    func whatIfPasses(kind: WhatIfKind, file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, keeps: Bool, afterIsRead: Bool) -> String
    /// The what-if search's finding for a test turned around (a comparison, or a test of `if`/`guard`) that came out the same way every time it ran in the failed check (`outcome`): said with how it came out and, for a comparison of plain values, the values it compared, instead of "written the wrong way round".
    /// A comparison `before` (at `line` of `file`, in `statement`) that ran in the failed check and never matched, its sides differing in a way the values show (`outcome.difference`): told when no small change made the check pass.
    func whatIfNeverMatched(file: String, line: Int, statement: String, before: String, outcome: WhatIfOutcome) -> String
    /// What a position side's values show: no position reaches the count, or the entry read is at another slot.
    func whatIfPosition(_ note: WhatIfOutcome.PositionNote) -> String
    /// `operand as? type` (at `line` of `file`) gave nil each of the `times` it ran in the failed check; `values`: what `operand` was (as the search shows a value: `ResultViewController#1`, `Optional(…)`, `nil`).
    func whatIfCastNil(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String
    /// `operand is type` (at `line` of `file`) was false each of the `times` it ran; `values`: what `operand` was.
    func whatIfIsFalse(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String
    /// What the search's build saw the learner's assignments write (docs/checks.md "Values as they flowed"): the place the check read (`shown`: `resultEmail.text` of `screen`) was set from `source` before `source` got its value (`late`).
    func valueFlowLate(_ flow: ValueFlowText) -> String
    func valueFlowNeverShown(_ flow: ValueFlowText) -> String
    /// `flow.origin` saved `saved` into a store before `flow.source` gave that place the expected value; `flow.shown` read the store.
    func valueFlowSavedBeforeChange(_ flow: ValueFlowText, saved: String) -> String
    /// The value went to another instance of the screen's class (`flow.other`) than the one the check read (`flow.screen`).
    func valueFlowOtherInstance(_ flow: ValueFlowText) -> String
    func valueFlowOtherHolder(_ flow: ValueFlowText, _ holder: HolderText) -> String
    /// The value shown was copied from `flow.source`, whose value was taken before the check entered its input (`flow.inputStep`).
    func valueFlowSnapshot(_ flow: ValueFlowText) -> String
    /// The value was given to an earlier instance (`flow.other`) before the instance the check read (`flow.screen`) was made.
    func valueFlowLostWithInstance(_ flow: ValueFlowText) -> String
    /// A value read from `UserDefaults` that did not hold what was saved: saved under another key or in another store, read before it was saved, or saved over.
    func valueFlowReadNotRepeated(screen: String, read: ValueFlowText.Place, save: ValueFlowText.Place, shown: ValueFlowText.Place?, key: String, condition: String?, conditionLine: Int?) -> String
    func valueFlowStore(_ store: StoreFlowText) -> String
    /// The place read held the expected value once (`flow.source`, as set then) and was set again after (`flow.shown`).
    func valueFlowOverwritten(_ flow: ValueFlowText) -> String
    /// Saved under a key before a relaunch, shown after it from memory: no line read the key back.
    func valueFlowNotReadAfterRelaunch(_ flow: ValueFlowText) -> String
    /// A test (`flow.shown`: its subject, what it saw) ran before the write that gave its subject the value it needed (`flow.source`), in the same user action.
    /// A `switch` on a property (`flow.shown`) that last ran before the property was given another value (`flow.source`).
    func valueFlowTestBeforeWrite(_ flow: ValueFlowText) -> String
    func valueFlowTestLate(_ flow: ValueFlowText) -> String
    /// A test's subject was given another value (`flow.source`) and set back (`flow.origin`) before the test (`flow.shown`) read it.
    func valueFlowTestReset(_ flow: ValueFlowText) -> String
    /// A condition's flag (`flow.shown`) was last set at an earlier user action (`flow.source`) and never again before the test.
    func valueFlowTestStale(_ flow: ValueFlowText) -> String
    /// A test read a copy of a control's state made before the user's input to that control.
    func valueFlowTestSnapshot(_ flow: ValueFlowText) -> String
    /// A test of UIKit's state (`isMovingToParent`, `view.window`, `presentedViewController`…) that
    /// came out false at the moment that mattered, with what each state meant then.
    func valueFlowStateTest(_ text: StateTestText) -> String
    /// A chain held the expected value (`flow.source`), was set to another (`flow.origin`) before `flow.shown` read it.
    func valueFlowErased(_ flow: ValueFlowText) -> String
    /// A call through `?.` that ran with a nil object, so a method of the screen the check read never ran: with the object's last setting before the call and its first after.
    func valueFlowNilCall(_ call: NilCallText) -> String
    /// A transition called through `?.` that ran with a nil object, in a check of which screen shows (`call.screen`: the class expected on top).
    func valueFlowNilTransition(_ call: NilCallText) -> String
    /// The source was assigned only through an optional chain whose object was nil (`flow.source`, `flow.other` the object as written): nothing was assigned.
    /// The learner's own `precondition`/`assert`/`fatalError` stopped the app: `condition` did not hold in `method`.
    func ruleOwnAssertion(call: String, condition: String, line: Int, method: String, fact: AssertionFact?, held: AssertionHeld?) -> String
    /// A notification set against the observers registered when it was posted.
    func valueFlowNotification(_ flow: NotificationFlowText) -> String
    /// A statement whose method was never started: the callers that never ran and the start that could not fire.
    func ruleNotCalled(_ text: NotCalledText) -> String
    func ruleDeferredNeverRan(_ text: DeferredText) -> String
    func conditionDeferred(_ text: DeferredText) -> String
    func conditionOverriddenWithoutSuper(statement: String, line: Int, method: String, base: String, subclass: String, overrideLine: Int) -> String
    func ruleNavigationDelegateSetterNeverRan(method: String, owner: String, setter: String, line: Int) -> String
    func conditionEarlyExit(exitLine: Int, statement: String, line: Int, condition: String?) -> String
    /// The `guard` testing `test` (line) that binds `bound` returned before `statement` (statementLine), which uses none of `bound`.
    func conditionGuardReturnedBefore(test: String, line: Int, bound: [String], statement: String, statementLine: Int) -> String
    /// `statement` (line) is inside the value of `lazy var property` (propertyLine), which nothing read: it never ran.
    func conditionInUnreadLazy(statement: String, line: Int, property: String, propertyLine: Int) -> String
    func conditionBlocked(condition: String, line: Int, reached: Int, method: String?, beforeWindow: Bool, assignedBefore: [String]) -> String
    func ruleDeferredLate(_ text: DeferredText) -> String
    /// What an object a cast (or a search inside it) was given is to the code, as the what-if search tells it (one or two sentences).
    func castRoleSentence(_ role: CastRole) -> String
    /// `read` (line, in `owner`) reads UserDefaults, which nothing writes, while the value went to `write` (writer, writeLine), which nothing reads.
    func ruleDefaultsReadValueElsewhere(read: String, line: Int, owner: String, write: String, writer: String, writeLine: Int) -> String
    /// `statement` (line) sets `property`, which does not choose the presentation style (a sheet stays a sheet).
    func sheetStylePropertyLookalike(statement: String, line: Int, property: String) -> String
    /// The check entered `value` into `control` (step, 1-based), and the only lines reading it (first: `statement`, line, under `condition`) did not run.
    func ruleInputReadOnlyWhereNotRun(control: String, value: String, step: Int, statement: String, line: Int, condition: String?) -> String
    /// `shower`'s `property` (line) and `giver`'s `giverProperty` (giverLine) are each a new `type`: the giver's `use` (useLine) went into its own.
    func ruleOwnInstancePerScreen(type: String, shower: String, property: String, line: Int, giver: String, giverProperty: String, giverLine: Int, use: String, useLine: Int) -> String
    /// `statement` (line) is in the action `control.addAction(_:for: event)` (registrationLine) registered, which never ran: the event never came.
    func ruleControlEventNeverCame(statement: String, line: Int, control: String, event: String, registrationLine: Int) -> String
    func ruleIterationNeverRan(statement: String, line: Int, call: String, receiver: String?, closureLine: Int, lazy: Bool) -> String
    func ruleReturnInClosure(returnLine: Int, closure: String, closureLine: Int, method: String, call: String, callLine: Int) -> String
    func ruleStatementOrder(setter: String, line: Int, name: String, other: String, otherLine: Int, readFirst: Bool, deferred: Bool) -> String
    func ruleValueShape(_ shape: ValueShape, statement: String?, line: Int?) -> String
    func ruleSegueActionNotConnected(method: String, owner: String, line: Int, setter: String, connected: [String], segues: [String]) -> String
    func ruleClosureCalledBeforeStored(statement: String, line: Int, closureLine: Int, property: String, givenInMaker: Bool, call: String, callLine: Int, callMethod: String?, keptBy: String?, keptLine: Int?, maker: String?) -> String
    func ruleClosureNeverCalled(statement: String, line: Int, method: String, call: String?, stored: String?, closureLine: Int, isTransition: Bool) -> String
    /// A label set only in a closure handed to another object, registered `registered` times and called `called` times.
    func ruleLabelOnlyFromCallback(label: String, owner: String, registration: String, line: Int, method: String, registered: Int, called: Int, unkept: (value: String, line: Int)?) -> String
    func ruleShouldPerformAnswered(identifier: String, field: String, text: String, answer: String, line: Int) -> String
    func ruleCapturedLocal(local: String, value: String, method: String, line: Int, use: String, useLine: Int, runs: Int, made: Int) -> String
    /// A test saw the value its subject is declared with (`origin`): nothing in this process gave it
    /// another before the test; `source`: a line that would (`appearedAgain`: after a relaunch).
    func valueFlowTestInitial(_ flow: ValueFlowText) -> String
    /// A count off by a little: `origin` its declaration, `source` the line counting it, `counts` the
    /// steps it ran at, `input` the start that would give the value expected.
    func valueFlowCounter(_ flow: ValueFlowText) -> String
    /// The shown value read from another control (`other`) than the one the user entered it in (`inputControl`).
    func valueFlowOtherControl(_ flow: ValueFlowText) -> String
    /// A full-screen style set on another object than the one presented, or on it after its presentation began.
    func valueFlowStyle(_ style: StyleFlowText) -> String
    func valueFlowNilOwner(_ flow: ValueFlowText) -> String
    /// `switch subject` (at `line` of `file`) was given `value` each of the `times` it ran in the failed check: what chose its case.
    /// What UIKit's own state (`isViewLoaded`, `view.window`, `isMovingFromParent`…) holds when, for a test of it that never changed.
    func uikitState(_ state: UIKitStateNote) -> String
    func whatIfSwitchValue(subject: String, file: String, line: Int, times: Int, value: String, others: [String], miss: SwitchMiss?) -> String
    /// A number made from text (`Double(label.text ?? "0")`) gave nil each time it ran: the texts it
    /// was given (quoted as recorded) and what stood in for nil (`0` of `?? 0`), when written.
    func whatIfConversionNil(call: String, type: String, file: String, line: Int, times: Int, texts: [String], fallback: String?, decimal: Bool) -> String
    /// `setter` (which ran) gave what was read the value the check entered in `control` (`entered`),
    /// where `expected` was wanted: on this path the value is not the one entered. `twinLine`: a line
    /// giving the same place the same expression elsewhere.
    /// `setter` (line) gave `member` the control's value; on this path `override` (overrideLine, under `test`) changes another value of the same object, not this one.
    /// On this path `change` (changeLine, under `test`) changes the control itself after `setter` (line) had read it into `member`.
    func ruleControlChangedAfterRead(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, change: String, changeLine: Int, test: String, member: String) -> String
    func ruleInputKeptBesideOverride(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, override: String, overrideLine: Int, test: String, member: String) -> String
    func ruleInputPassedForFixedValue(setter: String, line: Int, method: String?, control: String, entered: String, leftAlone: Bool, expected: String, twinLine: Int?, twinMethod: String?) -> String
    /// What showed (`shown`) is a literal of `setter`; `expected` is written nowhere in the code.
    /// `elsewhere`: the same literal given to another view's text.
    func ruleLiteralShown(setter: String, line: Int, file: String, shown: String, expected: String, elsewhere: String?, elsewhereLine: Int?, elsewhereFile: String?) -> String
    /// `property` (line) is wrapped by the learner's `wrapper`, whose getter gives `stored`, taken from
    /// `source` in the wrapper's initializer (`file` line `takenLine`): read by `reader`.
    func ruleWrapperSnapshot(property: String, wrapper: String, line: Int, stored: String, source: String, takenLine: Int, file: String, reader: String, readerLine: Int) -> String
    /// Nothing assigns `property`; a local copy of it (`copy`, declared at `line` in `method`) is what
    /// `write` changes.
    func ruleCopyChangedNotProperty(property: String, copy: String, line: Int, method: String?, write: String, writeLine: Int, original: String?) -> String
    /// The cases named string constants of the code (`case Extras.SEGUE_DEFAULT`): what each holds.
    func switchCaseConstants(_ names: [String], values: [String]) -> String
    func whatIfSameEveryTime(file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, outcome: WhatIfOutcome) -> String
    /// The `guard` `statement` (line of file) that binds `bound` returned, and with it `skipped` (skippedLine, in `method`), a
    /// line using none of `bound`, never ran; `values`: what the turned-around comparison compared.
    func whatIfGuardSkippedIndependent(file: String, line: Int, statement: String, bound: [String], skipped: String, skippedLine: Int, method: String, values: [String]) -> String
    func whatIfNeverAssignedNilTest(file: String, line: Int, test: String, name: String, declarationLine: Int, owner: String?, result: Bool) -> String
    /// A part of a test that cannot come out otherwise and fixes the whole (`!visited.isEmpty` of a
    /// collection declared empty that nothing in its class fills; `value != nil` of an optional
    /// nothing assigns); `namesake`: another class whose own property of that name is the one filled.
    func whatIfConstantPart(file: String, line: Int, test: String, part: String, value: Bool, name: String, declarationLine: Int, owner: String?,
                            neverFilled: Bool, namesake: String?, times: Int) -> String
    /// A comparison that is a lookup's test, matched each time (the element found is not where the
    /// value went) or never (the value looked for is none of the elements'), with where the value
    /// came from; `after`: the turned-around test that passes only by taking another element (nil:
    /// none was run).
    func whatIfLookup(file: String, line: Int, before: String, after: String?, othersPass: Bool, outcome: WhatIfOutcome, lookup: WhatIfOutcome.LookupNote) -> String
    /// What a property the what-if search swapped is (`topViewController`: the screen at the top of the stack), nil for one it does not know.
    func whatIfGloss(member: String) -> String?
    /// A storyboard's view named in a what-if finding: its kind (`label`, `textField`, `button`) and the text it shows.
    func whatIfView(kind: String, shown: String) -> String
    /// The what-if search's finding in a storyboard: the check passes with one setting of storyboard `storyboard` changed from `before` to `after` (`before` empty: not set): of the scene of class `source` (a segue from it to `destination`, its outlet `property`), and `othersPass`.
    func whatIfStoryboardPasses(kind: StoryboardChangeKind, storyboard: String, source: String, destination: String, property: String, before: String, after: String, othersPass: Bool) -> String
    /// The text shown is the literal `literal` written at line, which differs from the text the screen should show by a space, a letter or letter case.
    func ruleLiteralSpelledDifferently(literal: String, line: Int) -> String
    /// `setter` (line) went through a cast of `segue.destination` to `cast`, but the destination was `destination` (a `className`): the cast gave nil and `?.` did nothing.
    func ruleCastOfDestination(setter: String, line: Int, cast: String, destination: String, className: String) -> String
    /// `setter` (line) went through `visibleViewController as? cast`, but the visible screen was `presented`, the screen running this code: the cast gave nil.
    func ruleCastOfVisible(setter: String, line: Int, cast: String, presented: String) -> String
    /// `method` of `owner` (line) overrides `base`'s (baseLine) without calling `super.baseName`, so the base's work (`work`, workLine) never ran for it.
    func ruleOverrideSkipsSuper(method: String, owner: String, line: Int, base: String, baseLine: Int, work: String, workLine: Int, baseName: String) -> String
    /// `method` of `owner` (line) never ran: `base`'s `inherited` (baseLine) ran instead, because the two differ in parameter types or labels.
    func ruleOverloadNotOverride(method: String, owner: String, line: Int, base: String, inherited: String, baseLine: Int) -> String
    /// Why an unwrap found nil: `expression` reads a child of the segue's destination, but the destination was `destination`, the screen itself, which has none.
    func unwrapDestinationHasNoChildren(expression: String, destination: String) -> String
}

/// A test of UIKit's state that came out false when the user's action needed the code it guards:
/// the test as written, the states it read with what each held then, the UIKit callback it ran in
/// and the screen change that ran that callback, and a line it guards that had run before.
public struct StateTestText: Sendable, Equatable {
    /// A part `….viewControllers.count > N` (or `>=`) of the test that came out false: the operator and N.
    public static func stackCount(_ t: StateTestText) -> (op: String, number: Int)? {
        for part in t.parts where part.name == "viewControllers" && part.value == nil {
            if let m = part.written.range(of: #"viewControllers\s*\.\s*count\s*(>=|>)\s*\d+\s*$"#, options: .regularExpression) {
                let tail = String(part.written[m])
                let op = tail.contains(">=") ? ">=" : ">"
                if let number = Int(tail.filter(\.isNumber)), number >= 1 { return (op, number) }
            }
        }
        return nil
    }

    /// The whole test is one yes/no state negated (`!isMovingFromParent`) that was true when the
    /// method ran: the `!` alone is what stopped the lines. The state as written, and the test without `!`.
    public static func negatedTrue(_ t: StateTestText) -> (written: String, plain: String)? {
        guard t.parts.count == 1, let part = t.parts.first, part.value == "true" else { return nil }
        let test = t.test.trimmingCharacters(in: .whitespaces)
        guard test.hasPrefix("!"), test.dropFirst().trimmingCharacters(in: .whitespaces) == part.written else { return nil }
        return (part.written, t.isGuard ? "guard \(part.written) else { return }" : "if \(part.written) { … }")
    }

    /// A state the test read: its name as UIKit declares it (`isMovingToParent`, `window`), as
    /// written (`navigationController?.presentedViewController`), and what it held when the test
    /// ran: `false`/`true`, `nil`/`set`, or nil when the test's outcome does not say.
    public struct Part: Sendable, Equatable {
        public var name: String
        public var written: String
        public var value: String?
        public init(name: String, written: String, value: String?) {
            self.name = name
            self.written = written
            self.value = value
        }
    }
    public var test: String
    public var file: String
    public var line: Int
    public var method: String?
    /// A `guard` (its `else` ran) rather than an `if`.
    public var isGuard = false
    /// The step the test ran at (0-based).
    public var step: Int?
    public var parts: [Part] = []
    /// The instance whose method ran the test (`VC2#1`).
    public var instance: String?
    /// The screen change that made UIKit run that method, as the trace names it
    /// (`popViewController(animated:)`), its receiver, and the screen it moved.
    public var move: String?
    public var moveReceiver: String?
    public var moveSubject: String?
    /// A line the test guards that ran at an earlier step, and that step (0-based).
    public var guarded: String?
    public var guardedLine: Int?
    public var guardedStep: Int?
    /// The test read a nil `navigationController` to let a pop through, on this screen, which was
    /// presented: no pop could close it.
    public var presentedPop: String?
    public init(test: String, file: String, line: Int, method: String?) {
        self.test = test
        self.file = file
        self.line = line
        self.method = method
    }
}

/// Methods UIKit calls on its own schedule (a screen's lifecycle): advice never asks a learner to
/// call one of them earlier.
public enum LifecycleCallback {
    public static let names: Set<String> = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
                                            "loadView()", "awakeFromNib()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
    public static func contains(_ method: String?) -> Bool { method.map(names.contains) ?? false }
    /// Methods UIKit calls at a moment of its own that the learner's code fills in (a segue's
    /// preparation): what they do in order is the learner's to change, calling them is not.
    public static let inOrder: Set<String> = ["prepare(for:sender:)", "shouldPerformSegue(withIdentifier:sender:)"]
}

/// The object a shown value was read through (`viewModel.email`) was not the one the value went to.
public struct HolderText: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The screen's holder was given the right object, then another (`replaced`) after it.
        case replaced
        /// The screen's holder was given another object (`replaced` says where), never the one the value went to.
        case other
        /// The holder is a computed property (declared at `line`) that makes a new object each time it is read.
        case computed(line: Int)
        /// Nothing gave the screen's holder an object: it keeps the one made at its declaration (`line`).
        case ownDefault(line: Int)
        /// The value came from a parameter (`holder`) of `method` that the call at `line` (`call`)
        /// leaves out, so Swift used its default (`value`); `given` is then the object that got the
        /// value, or empty when the value is not an object's.
        case defaultArgument(method: String, value: String, call: String, line: Int)
    }
    public var kind: Kind
    /// The property read through (`viewModel`), the object the value went to (`FormViewModel#1`),
    /// and the one the screen held, when the run shows it.
    public var holder: String
    public var given: String
    public var held: String?
    public var replaced: ValueFlowText.Place?
    public init(kind: Kind, holder: String, given: String, held: String? = nil, replaced: ValueFlowText.Place? = nil) {
        self.kind = kind
        self.holder = holder
        self.given = given
        self.held = held
        self.replaced = replaced
    }
}

/// A value's way through the learner's assignments as the search's build saw it run: each place
/// with where it was set (file, line, the statement, the method) and the value it got.
public struct ValueFlowText: Sendable, Equatable {
    /// Whether `statement` reads the control `control` (its name outside a string: a key spelled like
    /// it, `forKey: "email"`, is no read of it; held-out 276-15).
    public static func reads(_ statement: String, control: String) -> Bool {
        let code = statement.replacingOccurrences(of: #""[^"\\]*""#, with: "\"\"", options: .regularExpression)
        // (The control itself, `email.text`, `self.email`: not a member of something else spelled like it, `state.email`.)
        return code.range(of: #"(?:^|[^\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: control) + #"\b"#, options: .regularExpression) != nil
    }

    public struct Place: Sendable, Equatable {
        public var place: String
        public var file: String
        public var line: Int
        public var statement: String
        public var method: String?
        /// The call whose closure holds the statement (`present` for its completion).
        public var closureOf: String?
        public var value: String
        /// The step it ran at (0-based), when known.
        public var step: Int?
        public init(place: String, file: String, line: Int, statement: String, method: String?, closureOf: String? = nil, value: String, step: Int? = nil) {
            self.place = place
            self.file = file
            self.line = line
            self.statement = statement
            self.method = method
            self.closureOf = closureOf
            self.value = value
            self.step = step
        }
    }
    /// The instance the check read (`ResultViewController#1`).
    public var screen: String
    /// What the check read there, as set last (`resultEmail.text`), nil when nothing set it.
    public var shown: Place?
    /// The place the shown value came from, as set (late, snapshot) or as set on another instance.
    public var source: Place
    /// The place `source` copied, set before the input (snapshot).
    public var origin: Place?
    /// Another instance that got the value (other instance).
    public var other: String?
    /// For an overwritten place: the `UserDefaults` key the later line read that nothing saved in the run.
    public var unsavedKey: String?
    /// For an overwritten place set twice by one line: the loop around that line (its header and line),
    /// whose later turn wrote over what an earlier one set.
    public var loopHeader: String?
    public var loopLine: Int?
    /// For an overwritten place written twice with the same expression: a counter it reads that both
    /// methods increase (the counter, and each increase as written with its line and method).
    public var countedTwice: CountedTwice?
    public struct CountedTwice: Sendable, Equatable {
        public var counter: String
        public var first: String
        public var firstLine: Int
        public var firstMethod: String
        public var second: String
        public var secondLine: Int
        public var secondMethod: String
        public init(counter: String, first: String, firstLine: Int, firstMethod: String, second: String, secondLine: Int, secondMethod: String) {
            self.counter = counter
            self.first = first
            self.firstLine = firstLine
            self.firstMethod = firstMethod
            self.second = second
            self.secondLine = secondLine
            self.secondMethod = secondMethod
        }
    }
    /// For a value given at a later user action than the one that showed the place (late): whether
    /// the screen appeared again (`viewWillAppear`) after it.
    public var appearedAgain: Bool?
    /// What the check entered (`a@b.c`), into which control (`email`), at which step (0-based), for a snapshot.
    public var input: String?
    public var inputControl: String?
    public var inputStep: Int?
    /// For a test that saw its declared value: whether the line giving it another ran at all in this process.
    public var setterRan: Bool?
    /// No line of the code gives the subject another value than its declared one.
    public var neverGiven: Bool?
    /// For a count: the steps (0-based) at which it was counted, in order.
    public var counts: [Int] = []
    /// For a value given late in the same action: the learner's read of the screen's `view` that loaded it before.
    public var loadedBy: Place?
    /// For a value given late: the put-off work that led to the line giving it (`DispatchQueue.main.async { configure(rvc) }`):
    /// what defers it, as written, and its line; the call inside that leads to the line (nil when the line itself is inside).
    public var deferredBy: DeferredCall?
    /// For a value given late: the callback UIKit was running when the value was given and when it was
    /// shown (`ThirdViewController#1.viewWillDisappear(_:)`, `ViewController#1.unwindToHome(_:)`), when they differ.
    public var givenDuring: String?
    public var shownDuring: String?
    public struct DeferredCall: Sendable, Equatable {
        public var start: String
        public var startLine: Int
        public var call: String?
        public var callLine: Int?
        /// The line comes after an `await` (`start` is the awaited call): it runs once that call is done.
        public var afterAwait = false
        public init(start: String, startLine: Int, call: String?, callLine: Int?, afterAwait: Bool = false) {
            self.start = start; self.startLine = startLine; self.call = call; self.callLine = callLine; self.afterAwait = afterAwait
        }
    }
    /// For a value read from another control: the line making it in code (nil: an outlet).
    public var otherMadeAt: Int?
    /// For a value read from another control: that control is a computed property (its getter as written, and line), a lookup.
    public var otherLookup: String?
    public var otherLookupLine: Int?
    /// For a write through a nil object: the object was a name bound to an `as?` cast that gave nil
    /// (the cast's reading follows, so no advice about where the object exists).
    public var nilByCast = false
    /// For a value saved before a relaunch and never read back: the store (`UserDefaults.standard`) and key.
    public var relaunchStore: String?
    public var relaunchKey: String?
    /// For a value taken away by a property observer (`didSet` of another property): the
    /// assignment that ran the observer.
    public var trigger: Place?
    /// For a label never set: the line that sets it (in a callback of the screen that ran only before the value came).
    public var setterPlace: Place?

    public init(screen: String, shown: Place?, source: Place, origin: Place? = nil, other: String? = nil, input: String? = nil,
                inputControl: String? = nil, inputStep: Int? = nil) {
        self.inputControl = inputControl
        self.screen = screen
        self.shown = shown
        self.source = source
        self.origin = origin
        self.other = other
        self.input = input
        self.inputStep = inputStep
    }
}

/// What the user of a check did before the failed step, as a sentence lists it.
public enum UserAct: Sendable, Equatable {
    /// A tap; `ran`: the action method it ran (`onSend(_:)`), `segue`: the segue it triggered.
    case tap(ran: String?, segue: String?)
    case back, swipeBack, swipeDown
    case type(control: String)
    case set(control: String)
}

/// Code that runs later than the lines around it (after an `await`, in a `Task`, on the main
/// queue later, after a delay, in a completion) and what that did: a statement that had not run
/// when the check looked, or a test that ran after the moment it was meant to read.
public struct DeferredText: Sendable, Equatable {
    public enum Kind: String, Sendable { case task, mainQueue, afterDelay, completion, afterAwait, animation }
    /// The statement (or the test) as written, its line and method.
    public var statement: String
    public var line: Int
    public var method: String
    public var kind: Kind
    /// What defers it, as written, and where.
    public var start: String
    public var startLine: Int
    /// The `Task` (or queue) that runs the method holding an `await`, when the method is called
    /// from one: its line and method.
    public var taskLine: Int? = nil
    public var taskMethod: String? = nil
    /// The method that started the deferred work and went on without waiting for it.
    public var starter: String? = nil
    /// A transition of that method that ran at once, as written, and its line.
    public var wentOn: String? = nil
    public var wentOnLine: Int? = nil
    /// The statement is itself a transition (`performSegue`, `present`…).
    public var isTransition = false
    /// For a timer's block: an `invalidate()` of that timer that ran (as written, line and method):
    /// an invalidated timer never fires.
    public var stoppedBy: String? = nil
    public var stoppedLine: Int? = nil
    public var stoppedMethod: String? = nil
    /// What changed before the late statement read it: a statement outside the deferred code
    /// that ran first (`paramEmail = nil`), and its line.
    public var changedBy: String? = nil
    public var changedLine: Int? = nil
    /// A `weak`/`unowned` capture the late statement read (its object gone by then).
    public var weakCapture: String? = nil
    /// For a statement that is not deferred: the name it read before the deferred code changed it,
    /// and the deferred statement that changed it (with its line).
    public var readEarly: String? = nil
    public init(statement: String, line: Int, method: String, kind: Kind, start: String, startLine: Int) {
        self.statement = statement
        self.line = line
        self.method = method
        self.kind = kind
        self.start = start
        self.startLine = startLine
    }
}

/// A statement that never ran because its method was never started, and why it could not be.
public struct NotCalledText: Sendable, Equatable {
    public enum ControlKind: Sendable, Equatable { case button, control, barButton, gesture }
    /// A call of the previous method, in `method` of `owner`, at `file` `line`: it never ran either.
    public struct Link: Sendable, Equatable {
        public var method: String
        public var owner: String
        public var file: String
        public var line: Int
        public init(method: String, owner: String, file: String, line: Int) {
            self.method = method
            self.owner = owner
            self.file = file
            self.line = line
        }
    }
    /// Why the last method of the chain was never started.
    public enum End: Sendable, Equatable {
        /// The action of `control` (nil: a gesture or bar button, unnamed), made in code at `line`, which no line adds to a view.
        case controlNeverAdded(control: String?, kind: ControlKind, line: Int, acts: [UserAct])
        /// The action of a control made (or given its action) at `line`, which the user of the check never used: `acts` is what they did.
        case controlNotUsed(control: String?, kind: ControlKind, line: Int, acts: [UserAct])
        /// The observer of notification `name` (added at `line`), which nothing in the code posts.
        case observerNeverPosted(name: String, line: Int)
        /// The observer of notification `name`, added at `line` in `method`, a line that never ran.
        case observerNeverAdded(name: String, line: Int, method: String)
    }
    public var statement: String
    public var line: Int
    public var method: String
    public var owner: String
    public var callers: [Link]
    public var end: End
    public init(statement: String, line: Int, method: String, owner: String, callers: [Link], end: End) {
        self.statement = statement
        self.line = line
        self.method = method
        self.owner = owner
        self.callers = callers
        self.end = end
    }
}

/// A notification posted, set against the observers registered when it was posted.
public struct NotificationFlowText: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Observed under another name (`observed`), near the one posted.
        case otherName(observed: String)
        /// Observed on another center.
        case otherCenter(observed: String)
        /// Observed with an `object:` filter naming another object.
        case objectFilter(filter: String)
        /// Its observer was removed (at `removal`) before the post.
        case removedBefore(removal: ValueFlowText.Place)
        /// Its observer was added only after the post.
        case observedLater
        /// One observer registered `count` times (at `lines`): its handler ran that many times.
        case observedTwice(count: Int, lines: [Int])
        /// The observer's block runs on a queue of its own.
        case backgroundQueue
        /// The code reads `userInfo[read]`; the post's keys were `posted`.
        case userInfoKey(read: String, posted: [String])
        /// The value was posted as the `object`, with no `userInfo`; the code reads `userInfo[read]`.
        case valueInObject(read: String)
    }
    public var kind: Kind
    /// The post (its `value`: the name posted).
    public var post: ValueFlowText.Place
    /// The post's center (`default`, or `center-N` for one of the learner's own) and object.
    public var center: String
    public var object: String?
    /// Whether a center's tag is `NotificationCenter.default`'s.
    public static func isDefault(_ center: String) -> Bool { center == "default" }
    /// The observer the kind speaks of.
    public var observer: ValueFlowText.Place?
    public init(kind: Kind, post: ValueFlowText.Place, center: String, object: String?, observer: ValueFlowText.Place? = nil) {
        self.kind = kind
        self.post = post
        self.center = center
        self.object = object
        self.observer = observer
    }
}

/// What UIKit guarantees at the moment a learner's own assertion ran, about what it names.
/// How a shown text differs from the expected one, read from the two values themselves.
public enum ValueShape: Sendable, Equatable {
    /// The expected text inside quote marks (`"kept"`): a string described as Swift source or JSON.
    case quoted
    /// An object's description (`<UITextField: 0x…>`) in place of its text.
    case objectDescription(className: String)
    /// A number converted from text that gave nil, replaced by a default (`0` for `5`).
    case conversionDefault(expected: String, actual: String)
    /// A decimal point taken out of a `Double`'s text (`50` for `5`, from "5.0").
    case pointRemoved(expected: String, actual: String)
}

/// What the evidence says of a position asked of a collection that was outside it (`index-outside-collection`).
/// Where a text went to another label than the one meant.
public enum TextOnOtherLabelPlace: Sendable, Equatable {
    /// `for (label, text) in zip(labels, texts)`: the label is `labels[position]` and gets `texts[position]`
    /// (`given`); the text meant for it, `texts[otherPosition]` (`meant`), goes to `labels[otherPosition]`.
    case zip(line: Int, header: String, labels: String, texts: String, position: Int, given: String, otherPosition: Int, meant: String)
    /// The one line that gives the other label its text.
    case line(line: Int, statement: String)
    case unknown
}

public enum IndexOutsideKind: Sendable, Equatable {
    /// The position is the collection's `count`: one past the last.
    case atCount(count: Int)
    /// A position past the end (more than `count`).
    case past(position: Int, count: Int)
    /// A position before the first (`count - 2` of a one-entry collection).
    case before(position: Int, count: Int)
    /// The count is known, the position (kept by name) is not.
    case unknownPosition(count: Int)
    /// The position is known, the count is not.
    case unknownCount(position: Int)
    /// The position is a `for` loop's variable over a closed range that reaches the count (`1...items.count`).
    case loopReachesCount(range: String, line: Int)
    /// Neither is known from the evidence.
    case neither

    /// Whether the position as written already says it is the count (`vcs.count`, `endIndex`).
    public static func namesCount(_ index: String) -> Bool { index.contains("count") || index.contains("endIndex") }

    /// `count - k` with k of 2 or more: a position counted back from the end (`count - 2`, the one before the last).
    public static func countBack(_ index: String) -> Int? {
        guard let range = index.range(of: #"count\s*-\s*(\d+)\s*$"#, options: .regularExpression) else { return nil }
        return Int(index[range].filter(\.isNumber)).flatMap { $0 >= 2 ? $0 : nil }
    }
}

/// What the asserted condition met when the app stopped, from the run.
public enum AssertionHeld: Sendable, Equatable {
    /// A `switch` whose `default:` stopped the app: its subject, the value it met (when the run shows
    /// it) and the cases it lists.
    case switchMiss(subject: String, value: String?, cases: [String])
    /// A cast or a type test of `expression`, which was `object` (a tag, or a class), not a `type`.
    /// `other`: the object that is a `type`, as reached (`segue.source` (ThirdViewController#1)), when known.
    case object(expression: String, object: String, type: String, other: String?)
    /// The top of a navigation stack (`expression`) read in a method of the screen on top, `object`
    /// itself; the `type` asked for is `under` it (`viewControllers[viewControllers.count - 2]`).
    case topIsSelf(expression: String, object: String, type: String, under: String)
    /// `name != nil` asserted, and the one line that sets `name` goes through `base?.` and ran while
    /// `base` was still nil (it gets its value later, at `baseLine` in `baseMethod`): `?.` skipped it.
    case setThroughNilBase(name: String, setter: String, setterLine: Int, setterMethod: String, base: String, baseLine: Int, baseMethod: String)
}

public enum AssertionFact: Sendable, Equatable {
    /// In `prepare(for:sender:)`: the destination is made but not shown (not on the stack, its view not loaded).
    case prepareBeforeShown
    /// A screen presented from inside a navigation controller is presented by the navigation controller.
    case presenterIsContainer
    /// In an initializer or `awakeFromNib`: no view, no navigation controller, nothing given yet.
    case initializer
    /// Outlets are nil until the view loads.
    case outletsBeforeLoad
    /// A popped screen has left the stack by its `viewWillDisappear(_:)`.
    case poppedLeftStack
    /// A storyboard-triggered segue's sender is the control; `performSegue` passes what it is given.
    case segueSender
    /// A presented screen is in no navigation controller unless it was embedded in one.
    case noNavigationWhenPresented
    /// `modalPresentationStyle` is `.automatic` (a sheet) unless the code sets it.
    case defaultStyle
    /// `UserDefaults` keeps what was saved across launches.
    case storeOutlivesLaunch
    /// A key nothing has saved yet reads nil (the first launch, the first appearance).
    case storeEmpty
}

/// A presented screen that came up as a sheet although the code set a full-screen style.
public struct StyleFlowText: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Set on `owner`, not on the controller presented.
        case otherObject(owner: String)
        /// Set on the presented controller after its presentation began.
        case afterPresent
    }
    public var kind: Kind = .afterPresent
    /// The controller presented (`FormViewController#1`) and the one that presented it.
    public var presented: String
    public var presenter: String
    /// The style it came up with (`pageSheet`).
    public var style: String
    /// The assignment of the style that ran.
    public var set: ValueFlowText.Place
    public init(presented: String, presenter: String, style: String, set: ValueFlowText.Place) {
        self.presented = presented
        self.presenter = presenter
        self.style = style
        self.set = set
    }
}

/// Where the object a failed `as?` cast was given stands among the screens, read from the run's
/// state: what it holds or stands beside that is of the class the cast asked for.
public enum CastRole: Sendable, Equatable {
    /// The object is a navigation controller whose stack holds `match` (at `index` of `stack`).
    case holds(container: String, stack: [String], match: String, index: Int)
    /// The object is the screen whose code made the cast (`caller`'s class), taken from its own navigation
    /// stack (`nav.viewControllers[1]`, held-out 278-02): the top of the stack when the line ran, not the
    /// screen below it (`wanted`).
    case callerItself(object: String, wanted: String)
    /// The object is in a navigation stack that also holds `match` (another screen, of the class asked for).
    case sameStack(object: String, stack: [String], match: String)
    /// A navigation controller was asked for, and the object is a screen in none.
    case noNavigation(object: String)
    /// The object is a tab bar controller (it presented, or holds the screen), not the navigation controller or screen asked for.
    case tabBar(object: String, asked: String)
    /// The object is the `viewController` a navigation delegate's `didShow`/`willShow` was given: the screen being shown.
    case shownScreen(object: String, method: String, read: String = "viewController")
    /// The object is the screen an unwind segue went back to (its `destination`), whose unwind action ran; `source` is the screen it left.
    case unwindDestination(object: String, source: String)
    /// In an unwind action, the object read is another screen; the class asked for is the screen the unwind left (`source`).
    case unwindLeft(source: String)
    /// The object read is a `weak` property of the learner's (declared at `line`), nil: the object it was given was released.
    case weakEmptied(property: String, line: Int)
    /// The object came from `viewWithTag(tag)`, which returned `found`: the first view with that tag,
    /// the view itself first (`defaultTag`: 0, every view's tag unless set; `rootTagged`: a scene's
    /// root view has the tag; `tagged`: how many views of the storyboard have it).
    case tagSearch(tag: Int, found: String, defaultTag: Bool, rootTagged: Bool, tagged: Int)
    /// The object was a number or text of `valueType` (`5.0`, a Double), and the cast asked for another
    /// (`asked`; `generic`: a type parameter such as `T`, which the caller chose).
    case numberType(value: String, valueType: String, asked: String, generic: Bool)
    /// A tuple cast to a tuple type (`Submission`, a type alias for `(email: String, interval: Int)`)
    /// whose element `label` held `value` of `valueType` where the type declares `asked`.
    case tupleElement(alias: String, declared: String, label: String, value: String, valueType: String, asked: String)
    /// Looked for among the screens inside `prepare(for:sender:)`, where the destination is not shown yet.
    case notYetShown(asked: String)
    /// A UIKit link of a screen (`presentingViewController`, `navigationController`, `view.window`…)
    /// read as nil, told with where that screen was (`screen`: its instance, nil when not known).
    case linkNil(link: String, screen: String?, place: LinkNilPlace)
    /// The object is the scene's delegate and the app's was asked for (`objectIsScene`), or the other way round.
    case delegateKind(object: String, asked: String, objectIsScene: Bool)
    /// The object read is the learner's own computed property `member` (declared at `line`, whose getter is
    /// `getter`), read on `receiver`: it gives nil unless `inner` (the object it is read on, `self`) is an
    /// `innerType`; `innerValue` is that object when the run names it.
    case helperGaveNil(member: String, line: Int, getter: String, inner: String, innerType: String, receiver: String, innerValue: String?)
    /// Read in `screen`'s `method` (`viewWillDisappear(_:)`) while it was popped: the stack (`stack`) no
    /// longer held it, so `read`, written as if it were still on top, missed.
    case stackAfterPop(screen: String, method: String, stack: [String], read: String)
    /// Read through the app delegate's `window` (the class `appDelegate`), which nothing gives a window in an
    /// app with scenes: the window is `sceneDelegate`'s.
    case appDelegateWindow(appDelegate: String, sceneDelegate: String)
    /// Read inside the segue's destination as if it were a container (`segue.destination.children.first`,
    /// `(segue.destination as? UINavigationController)?.topViewController`), when the destination is `object`,
    /// itself of the class asked for (`asked`): the segue leads straight to that screen.
    case destinationItself(read: String, object: String, asked: String)
}

/// Where a screen whose UIKit link was nil stood, which is why it was nil.
public enum LinkNilPlace: Sendable, Equatable {
    /// On a navigation stack, pushed (not presented): `presentingViewController` is nil.
    case pushed(navigation: String, stack: [String])
    /// Presented by `presenter` on its own, in no navigation controller.
    case presented(presenter: String)
    /// The window's root (nothing presented it; no container holds it).
    case root
    /// Read in `method`, before the view was in a window (`view.window`).
    case notInWindow(method: String)
    /// The screen presents nothing at the end of the run (`presentedViewController`).
    case presentsNothing
    /// The app shows no tab bar controller at all (`tabBarController`); the screen's navigation controller, if any.
    case noTabBar(navigation: String?)
    /// Read inside `dismiss`'s completion: the screen was dismissed, its `presentingViewController` is nil.
    case afterDismiss
}

/// A value saved to and read from `UserDefaults`, as the search's build saw it run.
public struct StoreFlowText: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Saved under one key, read under another.
        case otherKey
        /// Read under a key no line of the code saves under (a flag nothing sets), while the value
        /// was saved under another key the code reads elsewhere: not a misspelling, a save missing.
        case keyNeverSaved
        /// The value the check entered was saved as a key (`save` is that save, `saveKey` the
        /// entered value), with the key the read asks for saved as its value: key and value swapped.
        case keyAndValueSwapped
        /// Saved in one store (`UserDefaults.standard`, a suite), read from the other.
        case otherStore
        /// Read before it was saved.
        case readBeforeSaved
        /// Saved, then saved over or removed before the read (`overwrite`).
        case savedOver
        /// The read's key was saved too, with a value of another kind than the read asks for
        /// (a `Date` read with `string(forKey:)`): `save` is that save, and the read found nil.
        case readAsOtherKind
    }
    public var kind: Kind
    public var screen: String
    public var shown: ValueFlowText.Place?
    /// The save of the value the check entered: its key (as it ran) and store as written.
    public var save: ValueFlowText.Place
    public var saveKey: String
    /// The store as written (`defaults`), and whether it is `UserDefaults.standard` when it ran.
    public var saveStore: String
    public var saveIsStandard = true
    /// The read that did not find it.
    public var read: ValueFlowText.Place
    public var readKey: String
    public var readStore: String
    public var readIsStandard = true
    /// What saved over it (`savedOver`).
    public var overwrite: ValueFlowText.Place?
    /// The save over it ran after the app was launched again (a new process), where the first save ran before.
    public var overwriteAfterRelaunch = false
    /// The expression the overwriting save wrote (`paramEmail`), when it is a plain name or member.
    public var overwriteExpression: String?
    /// For a save after the read: the put-off work (a `Task`, the main queue later) that led to the save.
    public var saveDeferredBy: ValueFlowText.DeferredCall?

    public init(kind: Kind, screen: String, shown: ValueFlowText.Place?, save: ValueFlowText.Place, saveKey: String, saveStore: String,
                read: ValueFlowText.Place, readKey: String, readStore: String, overwrite: ValueFlowText.Place? = nil) {
        self.kind = kind
        self.screen = screen
        self.shown = shown
        self.save = save
        self.saveKey = saveKey
        self.saveStore = saveStore
        self.read = read
        self.readKey = readKey
        self.readStore = readStore
        self.overwrite = overwrite
    }
}

/// A call through an optional chain that did nothing, as the search's build saw it run.
/// Why a UIKit link (`parent`, `navigationController`) was nil, read from where its screen was.
public enum NilCallPlace: Sendable, Equatable {
    /// `parent` of the window's root view controller.
    case rootHasNoParent
    /// `parent.navigationController` of a pushed screen: its parent is that navigation controller.
    case parentIsNavigation(String)
    /// The screen was in no container on screen (not pushed, presented, root, nor a child added).
    case inNoContainer
    /// `rootViewController.navigationController` when the window's root is that navigation controller itself.
    case rootIsNavigation(String)
}

extension NilCallText {
    /// The object the last setting gave the receiver, as written (`self`), when the run read nil
    /// right after it and the setting wrote no nil and ran through no nil object: what stores the
    /// receiver did not keep it. Nil when not so (a `weak` property has its own sentence).
    public static func givenObject(_ call: NilCallText) -> String? {
        guard let last = call.lastSet, call.skippedOwner == nil, call.weakLine == nil, call.freshObject == nil, call.setAfter == nil,
              last.value == "nil", let range = last.statement.range(of: " = ") else { return nil }
        let given = last.statement[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !given.isEmpty, given.range(of: #"\bnil\b|\?|\bas\?"#, options: .regularExpression) == nil else { return nil }
        return given
    }
}

public struct NilCallText: Sendable, Equatable {
    public var call: ValueFlowText.Place
    /// The object before `?.` as written (`delegate`), and the method called (`sendData`).
    public var receiver: String
    public var method: String
    /// The screen the check read, whose method never ran.
    public var screen: String
    /// The object holding the receiver (`SubViewController#1`).
    public var holder: String?
    /// The receiver's last setting before the call, and its first after it.
    public var lastSet: ValueFlowText.Place?
    public var setAfter: ValueFlowText.Place?
    /// `lastSet` ran through a nil object (`sub?.delegate = self` with `sub` nil), named as written.
    public var skippedOwner: String?
    /// Whether the holder (a screen) is in a navigation controller at the end of the run (a transition).
    public var holderInNavigation: Bool?
    /// Why the UIKit link was nil, from where the holder was when the check looked.
    public var place: NilCallPlace? = nil
    /// Whether the receiver's settings were looked for (a name of the holder's, not a chain).
    public var historyKnown = true
    /// The receiver is a stored closure called through `?` (`onFinish?()`): `method` is its name.
    public var isClosure = false
    /// No line of the code ever assigns that closure.
    public var neverAssigned = false
    /// The chain's first name is a local made right there (`let sceneDelegate = SceneDelegate()`):
    /// that initializer as written, and its line.
    public var freshObject: String? = nil
    public var freshLine: Int? = nil
    /// The receiver is a `weak` property (declared at this line) last set to an object (not nil):
    /// that object was released because nothing else kept it.
    public var weakLine: Int? = nil
    /// The receiver is a computed property (declared at `computedLine`): each read works out this getter.
    public var computedGetter: String? = nil
    public var computedLine: Int? = nil

    public init(call: ValueFlowText.Place, receiver: String, method: String, screen: String, holder: String?,
                lastSet: ValueFlowText.Place?, setAfter: ValueFlowText.Place?, skippedOwner: String? = nil) {
        self.skippedOwner = skippedOwner
        self.call = call
        self.receiver = receiver
        self.method = method
        self.screen = screen
        self.holder = holder
        self.lastSet = lastSet
        self.setAfter = setAfter
    }
}

/// A test of a segue's identifier worked out on the identifier of the segue a check went through:
/// inline (`segue.identifier?.hasSuffix("Submit") == true`), or through a check of the learner's
/// (`isDefault(segue.identifier)`, which answers `answer`).
public struct SegueTestNote: Sendable, Equatable {
    public var identifier: String
    public var function: String?
    public var functionLine: Int?
    public var answer: String?
    public var answerLine: Int?
    /// The test asks for a part of the identifier (`hasPrefix`, `hasSuffix`, `contains`), which several identifiers may share.
    public func asksAPart(test: String) -> Bool {
        (answer ?? test).range(of: #"has(Prefix|Suffix)|contains"#, options: .regularExpression) != nil
    }
    public init(identifier: String, function: String?, functionLine: Int?, answer: String?, answerLine: Int?) {
        self.identifier = identifier
        self.function = function
        self.functionLine = functionLine
        self.answer = answer
        self.answerLine = answerLine
    }
}

extension NilCallText {
    /// A computed receiver's getter that casts the top of the navigation stack (`viewControllers.last as? X`):
    /// the top is the screen running the code.
    public var computedTakesTop: Bool {
        computedGetter.map { $0.range(of: #"viewControllers\??\.last\b|topViewController\b"#, options: .regularExpression) != nil } ?? false
    }
}
