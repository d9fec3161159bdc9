// 한국어 카탈로그: workbook이 학습자와 교사에게 보여 주는 모든 한국어 문장.
// 이름 뒤의 조사는 KoreanParticle이 받침에 맞춰 고릅니다.

struct Korean: Messages {

    // MARK: Shared labels
    var sharedExpected: String { "기대: " }
    var sharedCompileError: String { "컴파일 오류" }
    var sharedWorkbookInternalError: String { "workbook 내부 오류: " }
    var sharedExercise: String { "연습" }
    var sharedHidden: String { "숨김" }
    var sharedHint: String { "힌트" }
    var sharedStudent: String { "학생" }
    var sharedNotSubmitted: String { "제출하지 않았습니다." }

    // MARK: Expectations (what a failed check says)
    var expectTheAppTamperedWithItsMessages: String { "앱이 검사기와의 통신을 변조했습니다. 이 검사는 통과할 수 없습니다." }
    var expectTheAppShouldCrashForThe: String { "앱이 예상한 이유로 종료되어야 합니다." }
    var expectTheAppShouldHaveCrashedBut: String { "앱이 종료(크래시)되어야 하는데 계속 실행되었습니다." }
    var expectTheAppDidNotFinishThe: String { "앱이 단계를 끝내지 못했습니다." }
    var expectTheAppDidNotReportWhat: String { "앱이 이 단계의 관찰 결과를 보고하지 않았습니다. 확인되지 않은 기대는 통과로 치지 않습니다." }
    func expectTheAppCrashedWithAUikit(whereValue: String, crashReason: String) -> String { "앱이 UIKit 예외로 종료되었습니다\(whereValue): \(crashReason)" }
    func expectTheAppCrashedWithASwift(place: String, crashReason: String) -> String { "앱이 Swift 오류로 종료되었습니다\(place): \(crashReason)" }
    func compileFilesNotInTarget(files: [String], target: String) -> String {
        "참고: \(files.joined(separator: ", "))은(는) 폴더에 있지만 앱 타깃 \(target)에 들어 있지 않아서(project.pbxproj에 없습니다) Xcode가 컴파일하지 않습니다(workbook도 마찬가지입니다). 위의 코드가 그 파일에 선언된 것을 쓴다면, Xcode에서 그 파일을 선택하고 `File` 인스펙터(⌥⌘1)의 `Target Membership`에서 \(target)에 체크하세요. 또는 `File > New > File…`로 \(target)에 체크한 채 파일을 만드세요."
    }
    func compileNotInTarget(name: String, file: String, line: Int?, target: String) -> String { "참고: \(KoreanParticle.attach("`\(name)`", .topic)) \(file)\(line.map { ":\($0)" } ?? "")에 선언되어 있지만, 그 파일은 앱 타깃 \(target)에 들어 있지 않아서 Xcode가 컴파일하지 않습니다(workbook도 마찬가지입니다). Xcode에서 \(KoreanParticle.attach(file, .object)) 선택하고 `File` 인스펙터(⌥⌘1)의 `Target Membership`에서 \(target)에 체크하세요. 또는 `File > New > File…`로 \(target)에 체크한 채 파일을 만드세요." }
    func crashPlace(_ place: String) -> String { "(\(place))" }
    func stepPlace(_ step: Int?) -> String { step.map { "(\($0)단계)" } ?? "" }
    func expectTheCheckDidNotFinishIn(whereValue: String) -> String { "제한 시간 안에 끝나지 않았습니다\(whereValue). 무한 루프나 끝나지 않는 대기가 있는지 보세요." }
    func expectTheAppEndedItselfExitBefore(whereValue: String) -> String { "앱이 단계를 마치기 전에 스스로 종료했습니다(exit)\(whereValue). 통과로 치지 않습니다." }
    func expectTheAppWentOverALimit(whereValue: String, crashReason: String) -> String { "앱이 자원 한도를 넘었습니다\(whereValue): \(hostReason(crashReason))" }
    func expectTheAppWasKilled(whereValue: String, crashReason: String) -> String { "앱이 비정상 종료되었습니다\(whereValue): \(hostReason(crashReason))" }
    func expectTheCheckTimedOut(whereValue: String, detail: String) -> String { "제한 시간 안에 끝나지 않았습니다\(whereValue): \(detail)" }
    func runEndCpuLimit(seconds: String) -> String { "CPU 시간을 \(seconds)초 넘게 썼습니다(끝나지 않는 반복문이거나 지나치게 많은 작업)." }
    func runEndKilledFromOutside() -> String { "앱의 코드가 아니라 바깥에서 중지되었습니다(SIGKILL). 컴퓨터의 메모리가 부족했거나 누군가 실행을 멈췄을 수 있습니다. 두 번 실행해 보았으니 잠시 뒤 다시 확인하세요." }
    func runEndTimeoutComputing(seconds: String, cpu: String) -> String { "\(seconds)초가 지나도 계속 계산하고 있었습니다(CPU \(cpu)초). 끝나지 않는 반복문이 있는지 보세요." }
    func runEndTimeoutWaiting(seconds: String, cpu: String) -> String { "두 배의 시간을 주어도 \(seconds)초가 지나도록 끝나지 않았는데, 계산한 시간은 \(cpu)초뿐입니다. 일어나지 않는 일을 기다리고 있습니다." }
    func runEndOutputLimit(bytes: String) -> String { "출력을 \(bytes)바이트 넘게 썼습니다." }
    func runEndFileSizeLimit(bytes: String) -> String { "\(bytes)바이트보다 큰 파일을 썼습니다." }
    func runEndHomeQuota(megabytes: String) -> String { "홈 폴더에 \(megabytes)MB 넘게 저장했습니다." }
    func runEndSignal(number: String, name: String) -> String { "시그널 \(number)(\(name))로 종료되었습니다." }
    func runEndExit(status: String) -> String { "단계가 끝나기 전에 exit(\(status))를 불렀습니다." }
    func expectThisStepCouldNotBeDone(whereValue: String, crashReason: String) -> String { "이 단계를 실행할 수 없습니다\(whereValue): \(crashReason)" }
    func expectTheScreenShownShouldBe(name: String) -> String { "보이는 화면은 \(KoreanParticle.attach(name, .copula)) 합니다." }
    var expectTheNavigationStackShouldBeDifferent: String { "내비게이션 스택이 아래 기대와 같아야 합니다." }
    var expectThePresentedScreensShouldBeDifferent: String { "모달로 표시된 화면이 아래 기대와 같아야 합니다." }
    func expectLabelMissing(screen: String?, outlet: String) -> String { "보이는 화면(\(screen ?? "없음"))에 `\(outlet)` 레이블이 있어야 합니다." }
    func expectTheLabelShouldReadDifferently(outlet: String) -> String { "`\(outlet)` 레이블의 글자는 아래 기대 값이어야 합니다." }
    func expectThereIsNoOnScreenTo(of: String, name: String) -> String { "화면에 \(KoreanParticle.attach(of, .subject)) 없어 `\(name)` 속성을 읽을 수 없습니다." }
    func expectShouldHaveAStoredProperty(of: String, name: String) -> String { "\(of)에 `\(name)` 속성이 있어야 합니다." }
    func expectShouldHoldADifferentValue(readInstance: String, name: String) -> String { "\(readInstance).\(name) 값은 아래 기대 값이어야 합니다." }
    func expectTheseEventsShouldHappenInThis(missing: String) -> String { "이 이벤트가 이 순서로 일어나야 합니다: \(missing)" }
    func expectThisShouldNotHappen(pattern: String) -> String { "이 이벤트는 일어나면 안 됩니다: \(pattern)" }
    func expectTheShownShouldBeInstance(of: String, number: String) -> String { "보이는 \(KoreanParticle.attach(of, .topic)) \(number)번째 인스턴스여야 합니다." }
    func expectIsStillInMemoryAfterIt(tag: String) -> String { "\(KoreanParticle.attach(tag, .subject)) 화면을 떠난 뒤에도 메모리에 남아 있습니다." }
    func expectUserdefaultsShouldHoldADifferentValue(key: String) -> String { "UserDefaults의 `\(key)` 값은 아래 기대 값이어야 합니다." }
    var expectTheAppShouldPrintThisLine: String { "콘솔에 이 줄이 출력되어야 합니다." }

    // MARK: Checks
    func checkerSkippedItNeedsToPassFirst(unmet: String) -> String { "먼저 통과해야 하는 검사가 통과하지 못해 건너뛰었습니다: \(unmet)" }
    var checkerNotRunTheCodeDidNot: String { "코드가 컴파일되지 않아 실행하지 않았습니다." }

    // MARK: Teaching rules (why a check failed)
    func ruleCastFailure(cast: String, from: String, to: String, place: String?, inPrepare: Bool) -> String {
        let hint = inPrepare
            ? "prepare(for:sender:)는 모든 세그웨이에서 호출되고, segue.destination은 그 세그웨이가 가는 화면입니다. segue.identifier를 먼저 확인하거나 `guard let vc = segue.destination as? \(to) else { return }`처럼 as?로 바꾸세요."
            : "그 객체가 정말 \(KoreanParticle.attach(to, .copula)) 하는지 확인하고, 아닐 수 있다면 as?로 바꿔 nil을 처리하세요."
        return "강제 캐스트 \(KoreanParticle.attach(cast, .subject)) 실패했습니다\(place.map { "(\($0))" } ?? ""). 실제 객체는 \(KoreanParticle.attach(from, .was))습니다. \(hint)"
    }
    func ruleChildCoordinatorNotRemoved(actual: String, viaDelegate: Bool, comparesIdentity: Bool) -> String {
        "자식 코디네이터가 화면이 사라진 뒤에도 부모의 childCoordinators 배열에 남아 있습니다(\(observed(actual))). 자식의 화면이 팝되면 부모의 childDidFinish(_:)로 바로 그 자식을 배열에서 지우세요"
            + (comparesIdentity ? "(코드가 이미 ===로 비교합니다. 화면이나 부모가 아니라 자식 코디네이터 자신과 비교하는지 확인하세요). " : "(===로 비교). ")
            + (viaDelegate ? "navigationController(_:didShow:animated:)에서 떠난 화면은 transitionCoordinator?.viewController(forKey: .from)이고, viewControllers에 더 이상 없으면 팝된 것입니다." : "화면은 viewDidDisappear(_:)에서 isMovingFromParent가 true이면 팝된 것을 압니다(거기서는 이미 스택을 떠나 navigationController가 nil입니다). 뒤로 가기 버튼으로 나가도 마찬가지입니다.")
    }
    func ruleWrongPopFlag(flag: String, screen: String) -> String { "코드는 \(KoreanParticle.attach(screen, .subject)) 떠나는지 `\(flag)`로 확인하지만, 내비게이션 스택에서 팝될 때 \(flag)는 false입니다. \(flag == "isBeingDismissed" ? "isBeingDismissed는 `present`로 띄운 화면이 닫힐 때만" : "isMovingToParent는 화면이 `push`되거나 추가될 때만") true입니다. 그래서 자식 코디네이터는 끝났다는 알림을 받지 못했습니다. 팝은 viewWillDisappear(_:)나 viewDidDisappear(_:)에서 isMovingFromParent로 확인하세요." }
    func ruleImplicitlyUnwrappedNeverSet(name: String, type: String, declaredLine: Int, place: String, giver: String?, giverLine: Int?, giverMethod: String?, owner: String, madeByStoryboard: Bool) -> String {
        let head = "`\(name)`(\(declaredLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(type)`\(KoreanParticle.form(.direction, after: type)) 선언되어 있습니다. 암시적으로 언래핑되는 옵셔널은 nil로 시작하므로, 값을 받기 전에 읽으면 \(place)에서처럼 앱이 종료됩니다. "
        let why = giver.map { "값을 주는 줄 `\($0)`(\(giverLine ?? 0)번째 줄\(giverMethod.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.topic, after: "줄")) 그 전에 한 번도 실행되지 않았습니다." }
            ?? "코드의 어느 줄도 `\(name)`에 값을 주지 않습니다."
        let made = madeByStoryboard ? " 스토리보드는 \(owner)\(KoreanParticle.form(.object, after: owner)) `init(coder:)`로 만들고 아웃렛만 연결하므로, 아무것도 그 값을 넣어 주지 않습니다." : ""
        return head + why + made + " 선언할 때 값을 주거나(`var \(name): \(type.dropLast()) = …`), 화면을 쓰기 전에(앞 화면의 `prepare(for:sender:)`나 화면을 만드는 곳에서) 값을 넣으세요."
    }
    func ruleDelegateMethodMisnamed(declared: String, place: String, protocolName: String, meant: String) -> String {
        "`\(declared)`(\(place))\(KoreanParticle.form(.topic, after: "\(place))")) \(protocolName)의 메서드가 아닙니다. 그 프로토콜의 메서드 이름은 `\(meant)(…)`입니다\(declared.lowercased().hasPrefix(meant.lowercased() + "(") ? "(대소문자까지 같아야 합니다)" : ""). 프로토콜의 메서드는 선택 사항이라 이름이 조금 다른 메서드도 컴파일되지만, 그것은 클래스의 다른 메서드일 뿐이어서 UIKit은 부르지 않고, 이번 검사에서 그 안의 코드는 한 줄도 실행되지 않았습니다(Xcode는 선택 요구 사항과 거의 같다고 경고합니다). UIKit의 레이블 그대로 `\(meant)`\(KoreanParticle.form(.direction, after: meant)) 이름을 바꾸세요."
    }
    func ruleDelegateMethodNeverCalled(declared: String, expected: String) -> String {
        let fix = declared.contains("animated:") ? "UIKit의 레이블을 그대로 쓰세요: `\(expected)`." : "`animated: Bool` 매개변수를 더하세요."
        return "`\(declared)`는 UIKit이 부르는 메서드가 아닙니다. UINavigationControllerDelegate의 메서드는 \(declared.contains("animated:") ? "" : "`animated:`까지 있는 ")`\(expected)`입니다. 이름이 다른 메서드는 그냥 클래스의 다른 메서드일 뿐이라서 UIKit이 부르지 않고, 그 안의 코드도 실행되지 않았습니다(Swift는 거의 일치한다는 경고만 냅니다). \(fix)"
    }
    var ruleDelegateNotSet: String { "값을 보내는 화면은 delegate?.로 메서드를 부르지만, 코드 어디에서도 그 화면의 delegate에 받을 객체를 넣지 않습니다. delegate가 nil이면 delegate?.호출은 아무 일도 하지 않습니다(오류도 없습니다). 화면을 열 때(예: prepare(for:sender:)에서) 목적지의 delegate에 self를 넣으세요." }
    func ruleLostValueTheShownNowIsANew(newerInstance: String, deinitEventInstance: String) -> String { "지금 보이는 \(KoreanParticle.attach(newerInstance, .topic)) 세그웨이가 새로 만든 인스턴스입니다. 값은 \(deinitEventInstance)에 있었는데, 이전 화면으로 돌아갈 때 \(KoreanParticle.attach(deinitEventInstance, .topic)) 해제(deinit)되었습니다. 화면을 다시 열면 값이 없는 새 인스턴스가 생깁니다. 남아야 하는 값은 AppDelegate나 UserDefaults 같은 저장소에 두고 viewWillAppear에서 읽으세요." }
    func ruleOutletBeforeViewLoad(destination: String, place: String, example: String?, observer: String?) -> String {
        "prepare(for:sender:) 안에서 \(destination)의 아웃렛을 썼습니다\(place)" + (observer.map { "(prepare의 대입이 실행한 `\($0)`의 `didSet` 안에서)" } ?? "")
            + ". 이때는 목적지의 뷰가 아직 로드되지 않아 아웃렛이 nil이고, 암시적 언래핑(!)에서 앱이 종료됩니다. prepare에서는 일반 프로퍼티" + (example.map { "(예: `\($0)`)" } ?? "")
            + "에 값을 넣고, 목적지의 viewDidLoad에서 그 값을 레이블에 표시하세요" + (observer != nil ? "(`didSet`에서는 `isViewLoaded`가 참일 때만)." : ".")
    }
    func rulePresentingIsNavigationController(presentInstance: String, navigation: String, className: String) -> String { "\(KoreanParticle.attach(presentInstance, .topic)) 내비게이션 컨트롤러 안에 있어서, 모달을 띄운 컨트롤러(presentingViewController)는 \(KoreanParticle.attach(presentInstance, .subject)) 아니라 \(navigation)입니다. 그래서 `presentingViewController as? \(className)` 캐스팅이 nil이 되어 값이 전달되지 않습니다. (presentingViewController as? UINavigationController)?.topViewController를 쓰거나, 델리게이트로 값을 돌려주세요." }
    func ruleRefreshInViewWillAppear(visible: String) -> String { "\(KoreanParticle.attach(visible, .topic)) 다시 만들어지지 않고 다시 보였을 뿐이라 viewDidLoad는 다시 실행되지 않습니다(처음 한 번만). 돌아올 때마다 값을 보여 주려면 viewWillAppear(_:)에서 화면을 갱신하세요." }
    func ruleReadBeforeWrittenAcross(read: String, reader: String, readerClass: String, file: String, line: Int, write: String, writeLine: Int, writer: String, writerClass: String, ranAfter: Bool) -> String {
        "`\(read)`\(KoreanParticle.form(.topic, after: read)) 값을 받기 전에 \(readerClass)의 `\(reader)`(\(file) \(line)번째 줄)에서 읽힙니다. 이 값을 쓰는 유일한 줄 `\(write)`(\(writeLine)번째 줄)는 \(writerClass)의 `\(writer)`에 있는데, "
            + (ranAfter ? "이번 실행에서 UIKit은 이 메서드를 `\(reader)` 다음에 불렀습니다" : "`\(reader)`가 읽을 때 아직 실행되지 않았습니다")
            + ". 그래서 읽은 값은 그 전의 값이었습니다. 읽기 전에 값을 주거나(입력이 바뀔 때, 또는 값을 넘기는 메서드에서), 값이 있는 곳에서 바로 읽으세요."
    }
    func ruleStackSavedInWillShow(statement: String, line: Int, property: String) -> String {
        "`\(statement)`(\(line)번째 줄)는 `navigationController(_:willShow:animated:)`에서 실행되는데, 그때는 화면을 넣거나 빼는 전환이 이미 `viewControllers`를 바꾼 뒤입니다. UIKit은 스택이 바뀐 다음에 `willShow`를 부릅니다. 그래서 `\(property)`에는 새 스택에서 얻은 값이 들어가고, 이 스택은 `navigationController(_:didShow:animated:)`가 보는 스택과 같으므로 둘을 비교해도 바뀐 것이 없습니다. 스택은 `didShow`의 끝에서 다음 전환을 위해 저장하거나, `didShow`에서 `transitionCoordinator?.viewController(forKey: .from)`로 떠나는 화면을 얻으세요."
    }
    func ruleTypeTestSameDestination(test: String, line: Int, screen: String, identifiers: [String], destination: String) -> String {
        let named = identifiers.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(test)`(\(line)번째 줄)는 여기의 모든 세그에서 같은 결과가 나옵니다. \(screen)의 세그(\(named))는 모두 \(destination)(으)로 가므로, 목적지의 클래스를 검사해서는 세그를 구별할 수 없고, 어느 세그가 실행되든 코드는 같은 길로 갑니다. 세그는 `segue.identifier`로 구별하세요."
    }
    func ruleTextOnOtherLabel(outlet: String, shown: String, expected: String, other: String, place: TextOnOtherLabelPlace) -> String {
        let head = "이 검사가 `\(outlet)`에 바라는 텍스트 \"\(expected)\"\(KoreanParticle.form(.topic, after: expected)) `\(other)`에 있고, `\(outlet)`에는 \"\(shown)\"\(KoreanParticle.form(.subject, after: shown)) 보입니다. 텍스트는 바르게 만들었지만 다른 레이블에 주었습니다."
        switch place {
        case let .zip(line, header, labels, texts, position, given, otherPosition, meant):
            return head + " `\(header)`(\(line)번째 줄)는 두 배열을 항목끼리 짝짓습니다. `\(outlet)`\(KoreanParticle.form(.topic, after: outlet)) `\(labels)[\(position)]`이므로 `\(texts)[\(position)]`(`\(given)`)를 받고, 이 레이블의 텍스트인 `\(texts)[\(otherPosition)]`(`\(meant)`)는 `\(labels)[\(otherPosition)]`인 `\(other)`에 갑니다. 레이블과 텍스트를 같은 순서로 나열하세요."
        case let .line(line, statement):
            return head + " \(line)번째 줄(`\(statement)`)이 그 텍스트를 `\(other)`에 줍니다. 그 텍스트는 `\(outlet)`에 주고, `\(other)`에는 제 텍스트를 주세요."
        case .unknown:
            return head + " 각 레이블의 텍스트를 주는 곳을 보세요. 두 레이블이 엇갈려 있습니다."
        }
    }
    func ruleLabelOverwrittenOnAppear(writer: String, outlet: String, screen: String, assignment: String) -> String { "\(writer)에서 아래 화면의 레이블 `\(outlet)`에 직접 글자를 넣었지만, 그 화면 \(KoreanParticle.attach(screen, .subject)) 다시 보이면서 자기 viewWillAppear(_:)에서 `\(assignment)` 줄을 실행해 그 글자를 덮어썼습니다. 화면은 나타날 때 자기 값으로 레이블을 다시 그립니다. 값은 레이블이 아니라 viewWillAppear가 읽는 프로퍼티에 넣으세요." }
    func ruleStaticPropertyKeeps(tag: String, type: String, property: String, path: String, collection: Bool) -> String {
        "\(KoreanParticle.attach(tag, .topic)) 화면을 떠났지만 해제되지 않았습니다. `\(type).\(property)`는 `static` 속성이라 \(type)의 객체 하나가 아니라 타입 자체에 속하고, 앱이 실행되는 동안 계속 남습니다. 이 속성이 \(KoreanParticle.attach(tag, .object)) 강하게 붙잡고 있으므로(\(path)) \(KoreanParticle.attach(tag, .topic)) 해제되지 않습니다. 서로 붙잡는 순환 참조가 아니라 한쪽 방향의 참조입니다. "
            + (collection ? "일이 끝나면 `\(type).\(property)`에서 \(KoreanParticle.attach(tag, .object)) 빼거나, `static`에 두지 마세요." : "일이 끝나면 `\(type).\(property) = nil`로 비우거나, `static`에 두지 마세요. 부모의 `childCoordinators`(또는 그것을 쓰는 화면의 속성)가 둘 곳입니다.")
    }
    func ruleOneWayReference(tag: String, holder: String, property: String, path: String, declaration: String) -> String { "\(KoreanParticle.attach(tag, .topic)) 화면을 떠났지만 해제되지 않았습니다. \(KoreanParticle.attach(holder, .subject)) 속성 `\(property)`에 강한 참조로 붙잡고 있고(\(path)), \(holder) 자신은 아직 살아 있으므로(화면에 있거나 앱의 델리게이트) \(tag)도 남습니다. 서로 붙잡는 순환 참조가 아니라 한쪽 방향의 참조입니다. " + {
        switch declaration {
        case "collection": return "\(KoreanParticle.attach(tag, .object)) 다 쓴 뒤(pop이나 dismiss 뒤) `\(property)`에서 빼거나, 화면을 배열에 보관하지 마세요."
        case "lazy": return "`\(property)`는 `lazy var`라서 한 번 만들어지면 계속 남고, `weak`로 선언할 수도 없습니다. 화면은 보여 줄 때 지역 상수로 만들고 보관하지 마세요."
        case "nonOptional": return "`\(property)`는 옵셔널이 아니라서 `nil`로 만들 수도, `weak`로 선언할 수도 없습니다. 화면은 보여 줄 때 지역 상수로 만들고 보관하지 마세요."
        case "cached": return "`\(property)`\(KoreanParticle.form(.topic, after: property)) 처음 필요할 때 만들어져 보관되고(화면을 받기 전에 `nil`인지 검사합니다), 보여 줄 때마다 그 화면을 다시 씁니다. `weak`로 하면 새 화면이 보이기도 전에 해제되고, 그 보관이 화면을 살려 두는 것입니다. 화면은 보여 줄 때 지역 상수로 만들고 보관하지 마세요."
        case "madeOnce": return "`\(property)`\(KoreanParticle.form(.topic, after: property)) \(holder)\(KoreanParticle.form(.subject, after: holder)) 만들어지거나 로드될 때 한 번만 화면을 받고, 보여 줄 때마다 그 화면을 다시 씁니다. `weak`로 하면 곧바로 해제되고, `nil`로 만들면 다음에 보여 줄 화면이 없습니다. 화면은 보여 줄 때 지역 상수로 만들고 보관하지 마세요."
        default: return "\(KoreanParticle.attach(tag, .object)) 다 쓴 뒤(pop이나 dismiss 뒤) `\(property) = nil`로 비워 주거나, 속성에 보관하지 마세요. 화면에 있는 동안만 필요하다면 `weak var`로 선언하세요."
        }
    }() }
    func ruleSenderGiven(cast: String, castLine: Int, call: String, callLine: Int, given: String, givenClass: String, asked: String) -> String {
        let what = given == "nil" ? "nil" : "`self`, 곧 이 \(givenClass)"
        return "`prepare(for:sender:)`는 `\(cast)`(\(castLine)번째 줄)를 읽는데, `sender`는 `performSegue`가 받은 값 그대로입니다. `\(call)`(\(callLine)번째 줄)은 `\(asked)`가 아니라 \(what)를 주므로 캐스트가 nil이 되었고 그것에 기대는 코드는 건너뛰었습니다. 그 호출에서 `prepare`가 기대하는 것을 `sender`로 넘기거나, `prepare`에서 값이 있는 곳에서 직접 읽으세요."
    }
    func ruleRetainCycle(className: String, tag: String, actual: String, paths: [String], link: String?) -> String {
        if !paths.isEmpty, paths.allSatisfy({ $0.hasPrefix("(") }), link == nil {
            return "\(KoreanParticle.attach(className, .subject)) 화면을 떠났는데도 해제되지 않았고, 앱의 화면이나 델리게이트, 그 프로퍼티 가운데 붙잡고 있는 것이 없습니다. 붙잡는 것은 그 바깥에 있습니다. \(className)\(KoreanParticle.form(.object, after: className))(또는 그 안의 `self`를) 저장하거나 캡처하는 곳을 보세요: `static` 프로퍼티나 싱글턴(`shared`), 다른 객체가 붙잡는 클로저(알림 옵저버의 블록, 타이머, 계속 남는 객체에 준 핸들러), 또는 서로 붙잡는 객체와 클로저. 그곳에서 약하게 붙잡거나(`weak`, `[weak self]`), 화면이 사라질 때 놓아주세요."
        }
        let holders = paths.isEmpty ? tag : paths.map { $0.hasPrefix("(") ? "리플렉션으로는 보이지 않는 것(예: 자신을 붙잡는 클로저)" : $0 }.joined(separator: ", ")
        return "\(KoreanParticle.attach(tag, .subject)) 화면을 떠났는데도 해제되지 않았습니다(붙잡고 있는 경로: \(holders)). 두 객체가 서로를 강하게 참조하면\(link.map { "(여기서는 `\($0)`)" } ?? "(저장 속성으로)") 어느 쪽도 해제되지 않는 순환 참조가 됩니다. 델리게이트나 부모 코디네이터 참조는 `weak var`로 선언하고(프로토콜은 AnyObject를 채택), 클로저에서는 [weak self]를 쓰세요."
    }
    func ruleSheetDismissalOverStyle(style: String, presenter: String) -> String { ".\(style) 스타일은 띄운 화면을 아래 화면 위에 겹쳐 그립니다. 아래 화면 \(KoreanParticle.attach(presenter, .topic)) 창에서 한 번도 사라지지 않았으므로, 위 화면이 닫혀도 viewWillAppear가 호출되지 않고 그래서 값이 화면에 다시 그려지지 않았습니다. \(sheetFix)" }
    func ruleSheetDismissalStyleSetTooLate(presenter: String, assignment: String, style: String) -> String { "`\(assignment)` 줄이 present(_:animated:)보다 뒤에 있습니다. UIKit은 `present`할 때 modalPresentationStyle을 읽으므로, 화면은 이미 .\(style) 스타일(아래 화면을 덮지 않는 시트)로 올라갔고 그 뒤에 바꾼 스타일은 아무 효과가 없습니다. 시트가 닫힐 때 아래 화면(\(presenter))은 화면을 떠난 적이 없으므로 viewWillAppear가 불리지 않고, 값도 다시 그려지지 않았습니다. 스타일은 `present`하기 전에 정하세요. `\(assignment)`를 `present` 호출 위로 옮기세요." }
    /// `style`: the sheet style the code or storyboard chose; nil when it is the default.
    func ruleStyleWrittenToCopy(statement: String, line: Int, target: String) -> String {
        "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `.fullScreen`을 띄운 화면의 `modalPresentationStyle`이 아니라 `\(target)`에 넣습니다. 복사해 온 원래 값은 함께 바뀌지 않고 그 값을 화면에 다시 넣는 곳도 없어서, 화면은 원래 스타일대로 올라갔습니다."
    }
    func ruleSheetDismissalSheet(presenter: String, style: String?) -> String {
        let opening = style.map { "띄운 화면의 스타일 .\($0)는 시트입니다(iOS 13부터 시트는 아래 화면을 덮지 않습니다)." } ?? "iOS 13부터 모달의 기본 스타일은 시트(pageSheet)입니다."
        return opening + " 시트가 닫혀도 아래 화면 \(KoreanParticle.attach(presenter, .topic)) 화면에서 사라진 적이 없으므로 viewWillAppear가 호출되지 않고, 그래서 값이 화면에 다시 그려지지 않았습니다. \(sheetFix)"
    }
    func ruleShouldPerformNotAskedWithoutSegue(call: String, line: Int, method: String, test: String, testLine: Int) -> String {
        "shouldPerformSegue(withIdentifier:sender:)는 세그웨이에만, 그것도 스토리보드의 컨트롤이 일으키는 세그웨이에만 호출됩니다. `\(method)`의 `\(call)`(\(line)번째 줄)는 세그웨이 없이 코드에서 화면을 바꾸므로 아무도 그것에 묻지 않았고, 무엇이라 답했든 화면은 바뀌었습니다. 그 검사 `\(test)`(\(testLine)번째 줄)를 `\(method)`에서 그 `\(call)` 앞에 직접 하세요."
    }
    var ruleShouldPerformNotConsulted: String { "shouldPerformSegue(withIdentifier:sender:)는 스토리보드의 컨트롤이 직접 일으키는 세그웨이에만 호출됩니다. 코드에서 performSegue(withIdentifier:sender:)를 부르면 묻지 않고 바로 실행됩니다. 조건 검사는 performSegue를 부르기 전에 하세요." }
    /// `line` and `call` when the recursive call was found in the source, else `instance` from the trace.
    func ruleStackOverflow(name: String, line: Int?, call: String, instance: String, superHint: Bool) -> String {
        let place = line.map { "\($0)번째 줄의 `\(call)`" }
            ?? "실행 기록에서 \(KoreanParticle.attach(instance, .subject)) 이 메서드를 끝없이 다시 호출합니다"
        let fix = superHint
            ? "UIKit의 원래 동작을 부르려던 것이라면 `super.`를 붙이세요(예: `super.viewWillAppear(animated)`)."
            : "재귀가 끝나는 조건을 두거나, 다른 메서드를 부르도록 고치세요."
        return "스택 오버플로: \(KoreanParticle.attach(name, .subject)) 자기 자신을 호출합니다(\(place)). 멈추는 조건이 없어 호출 스택이 가득 찼고, 운영체제가 앱을 강제로 종료했습니다(시그널 11). \(fix)"
    }
    func ruleStoryboardBypass(instance: String, className: String, call: String, crashPlace: String?, hasIdentifier: Bool, noControls: Bool) -> String {
        let result = crashPlace.map { ", \($0)에서 암시적 언래핑(!)이 앱을 종료시켰습니다" } ?? ", 값이 화면에 나타나지 않았습니다"
        let identifier = hasIdentifier ? "" : " 먼저 스토리보드에서 그 화면의 스토리보드 ID(Xcode의 Storyboard ID 칸)를 \(KoreanParticle.attach("\"\(className)\"", .direction)) 정해 두세요."
        if noControls {
            return "\(KoreanParticle.attach(instance, .topic)) 스토리보드가 아니라 코드(\(className)() 또는 init(nibName:bundle:))로 만들어져서, 스토리보드가 그 장면에 주는 컨트롤이 하나도 없습니다. 뷰는 비어 있고 액션에 연결된 버튼도 없습니다. 스토리보드에서 만드세요: `\(call)`.\(identifier) 또는 세그웨이를 쓰세요."
        }
        return "\(KoreanParticle.attach(instance, .topic)) 스토리보드가 아니라 코드(\(className)() 또는 init(nibName:bundle:))로 만들어졌습니다. 스토리보드가 만들지 않았으니 아웃렛을 연결한 것도 없어 아웃렛이 nil이고\(result). 스토리보드에서 만드세요: `\(call)`.\(identifier) 또는 세그웨이를 쓰세요."
    }
    func ruleTwinInstance(twin: String, shownOne: String) -> String { "instantiateViewController로 \(KoreanParticle.attach(twin, .object)) 새로 만들어 값을 넣었지만, 세그웨이가 화면에 보여준 것은 다른 인스턴스 \(shownOne)(segue.destination)입니다. 두 인스턴스는 쌍둥이일 뿐 같은 객체가 아니라서 값이 전달되지 않습니다. prepare(for:sender:)에서 segue.destination을 다운캐스팅해 값을 넣으세요." }
    func ruleValueOnNewInstance(made: String, call: String, shown: String, className: String, popped: Bool, presenterIsNavigation: Bool) -> String { "값을 \(KoreanParticle.attach(call, .direction)) 새로 만든 인스턴스 \(made)에 넣었습니다. \(KoreanParticle.attach(made, .topic)) 화면에 나타나지 않았고, 돌아온 화면은 \(popped ? "이미 내비게이션 스택에 있던" : "닫은 화면 아래에 있던") \(shown)입니다. 새 인스턴스는 어떻게 만들든(스토리보드로 만들어도) 이미 보이던 화면이 아닙니다. 값은 \(shown) 자신에게 넣으세요: \(popped ? "루트는 `navigationController?.viewControllers.first as? \(className)`, 바로 아래 화면은 `viewControllers[viewControllers.count - 2]`로 얻은 뒤 pop하세요" : (presenterIsNavigation ? "`(presentingViewController as? UINavigationController)?.topViewController as? \(className)`(띄운 쪽은 내비게이션 컨트롤러입니다)" : "`presentingViewController as? \(className)`") + "로 얻은 뒤 dismiss하세요")." }
    func ruleTwinInstanceShownByCode(twin: String, shownOne: String, pushed: Bool) -> String { "값이나 표시 스타일은 \(twin)에 넣었지만, \(pushed ? "`push`한" : "`present`한") 화면은 instantiateViewController를 한 번 더 불러 만든 또 다른 인스턴스 \(shownOne)입니다. 부를 때마다 따로 된 새 인스턴스가 생깁니다. 두 인스턴스는 쌍둥이일 뿐 같은 객체가 아니라서 \(KoreanParticle.attach(shownOne, .topic)) 값을 받지 못했고 \(KoreanParticle.attach(twin, .topic)) 화면에 나타나지 않았습니다. 인스턴스는 한 번만 만들어 상수 하나에 담고, 그 상수에 값을 넣은 뒤 바로 그 상수를 \(pushed ? "`push`하세요" : "`present`하세요")." }
    var ruleValuesAfterPerformSegue: String { "performSegue(withIdentifier:sender:)는 그 안에서 바로 목적지를 만들고 prepare(for:sender:)를 호출합니다. 그 뒤의 줄에서 값을 넣으면 이미 늦습니다. 값은 prepare(for:sender:)에서 segue.destination에 넘기세요." }
    func ruleUnknownSegueIdentifier(className: String, identifier: String, list: String, caseHint: String?, sceneOf: String?) -> String {
        if let scene = sceneOf {
            return "\(KoreanParticle.attach("\"\(identifier)\"", .topic)) 세그웨이의 식별자가 아니라 \(scene) 장면의 `Storyboard ID`라서, UIKit이 \(className)에서 그 이름의 세그웨이를 찾지 못하고 앱을 종료했습니다(이 컨트롤러의 세그웨이: \(list == "—" ? "없음" : list)). `performSegue`는 스토리보드에 그려진 세그웨이를 실행하므로, 코드에서 그 장면을 보여 주려면 `storyboard?.instantiateViewController(withIdentifier: \"\(identifier)\")`로 만들어 푸시하거나(`navigationController?.pushViewController(_:animated:)`) `present(_:animated:)`로 띄우세요."
        }
        return "\(className)에는 식별자가 \"\(identifier)\"인 세그웨이가 없어서 UIKit이 앱을 종료했습니다. 이 컨트롤러에서 쓸 수 있는 식별자: \(list)."
            + (caseHint.map { " 식별자는 대소문자를 구분합니다: \(KoreanParticle.attach("\"\($0)\"", .direction)) 쓰세요." } ?? " 코드에 그 식별자 가운데 하나를 글자 그대로 쓰세요(다른 세그웨이를 뜻했다면 스토리보드에서 그 세그웨이의 `Identifier`를 이 이름으로 정하세요).")
    }
    func ruleOutletWrongType(owner: String, outlet: String, declared: String, object: String, member: String?, place: String?) -> String {
        let device = member.map { "실제 기기에서는 이 속성에 \(KoreanParticle.attach(object, .subject)) 그대로 들어가, `\($0)`처럼 \(object)에 없는 것을 쓰는 순간 '-[\(object) \($0)]: unrecognized selector sent to instance' 예외로 앱이 종료됩니다." }
            ?? "실제 기기에서는 이 속성에 \(KoreanParticle.attach(object, .subject)) 그대로 들어가, \(object)에 없는 메서드나 속성을 쓰는 순간 'unrecognized selector' 예외로 앱이 종료됩니다."
        return "스토리보드가 \(owner)의 아웃렛 `\(outlet)`(\(declared) 타입)을 \(KoreanParticle.attach(declared, .subject)) 아닌 \(object)에 연결했습니다. \(device) 여기서는 아웃렛이 nil로 남아 같은 줄\(place.map { "(\($0))" } ?? "")에서 멈췄습니다. Xcode의 Connections 인스펙터에서 `\(outlet)` 연결을 지우고, 스토리보드의 알맞은 \(KoreanParticle.attach(declared, .direction)) 다시 연결하세요."
    }
    /// An outlet of a controller the storyboard just made, set before present/push loaded its view.
    func ruleOutletBeforeViewLoadOutside(method: String, instance: String, outlet: String, className: String, call: String?, property: String?, location: String?, optionalChain: Bool) -> String {
        let when = call.map { "\($0) 뒤에 화면에 나타날 때" } ?? "화면에 나타날 때"
        let result = optionalChain
            ? "옵셔널 체이닝(`?.`)이라 앱은 멈추지 않았지만, 그 줄은 아무 일도 하지 않았고 값은 사라졌습니다"
            : "암시적 언래핑(!)에서 앱이 종료되었습니다"
        return "\(method)에서 \(instance)의 아웃렛 `\(outlet)`에 값을 넣었습니다\(location.map { "(\($0))" } ?? ""). \(KoreanParticle.attach(instance, .topic)) 스토리보드가 방금 만들었을 뿐 아직 뷰가 로드되지 않았습니다. 뷰는 \(when) 로드되고 그때 아웃렛이 연결되므로, 지금은 아웃렛이 nil입니다. \(result). 일반 프로퍼티\(property.map { "(예: \($0))" } ?? "")에 값을 넣고, \(className)의 viewDidLoad에서 그 값을 레이블에 표시하세요."
    }
    func ruleValuesAfterViewDidLoad(method: String, target: String) -> String { "\(KoreanParticle.attach(method, .topic)) \(target).viewDidLoad보다 나중에 실행되었습니다. \(KoreanParticle.attach(target, .topic)) viewDidLoad에서 그때 가진 값으로 레이블을 이미 채웠으므로, 그 뒤에 넣은 값은 화면에 나타나지 않습니다. 세그웨이로 넘기는 값은 목적지의 뷰가 로드되기 전, prepare(for:sender:)에서 segue.destination에 넣으세요." }
    func ruleSegueIdentifierTableKey(table: String, line: Int, lookup: String, keys: String, missed: String) -> String { "`\(lookup)`(\(line)번째 줄)는 세그웨이 식별자로 `\(table)`에서 찾는데, 그 키는 \(keys)입니다. 실행된 세그웨이는 \"\(missed)\"이고 그런 키가 없으므로 찾은 값은 nil입니다. 그래서 작성한 항목이 아니라 `??` 뒤의 대신 값이 쓰였습니다(`?` 뒤라면 아무것도 실행되지 않았습니다). 딕셔너리는 철자가 똑같은 키만 찾습니다. 스토리보드에 적힌 식별자 그대로 \"\(missed)\"를 키로 쓰세요." }
    func ruleSegueIdentifierUnknown(method: String, literal: String, list: String) -> String { "\(method)에서 세그웨이 식별자가 \"\(literal)\"인지 확인하지만, 스토리보드에는 그런 식별자를 가진 세그웨이가 없습니다(있는 식별자: \(list)). 그래서 이 비교는 늘 거짓이고, 그 분기는 한 번도 실행되지 않습니다. 스토리보드에서 세그웨이를 선택해 Identifier 칸을 확인하고, 코드의 문자열을 대소문자까지 똑같이 맞추세요." }
    func rulePrepareIgnoresIdentifier(list: String, className: String, destination: String, identifier: String, test: String?) -> String {
        if let test {
            return "\(className)에서 \(KoreanParticle.attach(destination, .direction)) 가는 세그웨이가 여럿(\(list)) 있고, 모두 하나뿐인 `prepare(for:sender:)`를 거칩니다. 지금 `prepare`는 `\(test)`로 넘길 값을 정하는데, 이것은 `segue.identifier`도 `sender`도 읽지 않아서 어느 세그웨이가 실행되든 같습니다. 그래서 이번에 실행된 \"\(identifier)\" 세그웨이도 자기 값이 아니라 그 조건이 고른 값을 넘겼습니다. `segue.identifier`(또는 세그웨이를 시작한 컨트롤인 `sender`)로 세그웨이를 구별하세요."
        }
        return "\(className)에서 \(KoreanParticle.attach(destination, .direction)) 가는 세그웨이가 여럿(\(list)) 있지만, prepare(for:sender:)는 하나뿐이라 모든 세그웨이가 같은 prepare를 거칩니다. 지금 prepare는 segue.identifier를 보지 않고 다운캐스팅만 하므로, 이번에 실행된 \"\(identifier)\" 세그웨이도 다른 세그웨이와 똑같은 값을 넘겼습니다. 목적지 클래스가 같으면 다운캐스팅으로는 어느 세그웨이인지 알 수 없습니다. `switch segue.identifier`로 식별자마다 넘길 값을 나누세요."
    }
    var ruleValueNotPersisted: String { "검사는 앱을 끝내고 다시 실행했습니다. 다시 실행하면 프로세스의 메모리가 통째로 새로 시작해서, 화면과 레이블, 프로퍼티, 앱 델리게이트에 있던 값은 모두 사라지고 스토리보드의 처음 모습으로 돌아갑니다. 코드 어디에서도 값을 앱 밖에 저장하지 않으니, 다시 실행한 앱이 읽을 값이 없습니다. 값을 `UserDefaults.standard.set(_:forKey:)`로 저장하고, 보여 줄 화면의 viewWillAppear(_:)에서 `UserDefaults.standard.string(forKey:)`로 읽으세요." }
    func ruleSegueIdentifierCase(method: String, literal: String, meant: String, stops: Bool) -> String { "\(method)에서 세그웨이 식별자가 \"\(literal)\"인지 확인하지만, 스토리보드의 세그웨이 식별자는 \"\(meant)\"입니다. 식별자는 대소문자를 구분하므로 이 비교는 늘 거짓이고, 그 분기는 한 번도 실행되지 않습니다. 앱이 멈추지 않아 알아차리기 어렵지만, 그 분기에서 하려던 \(KoreanParticle.attach(stops ? "세그웨이를 막는 일" : "값을 넘기는 일", .subject)) 일어나지 않았습니다. 코드의 문자열을 고쳐 \"\(meant)\" 그대로 쓰세요." }
    func ruleEmptyValueSent(call: String, field: String) -> String { "\(KoreanParticle.attach(field, .subject)) 비어 있을 때도 \(KoreanParticle.attach("`\(call)`", .direction)) 빈 문자열(\"\")을 보냅니다. 받는 쪽은 그 빈 문자열로 값을 바꾸므로, 아무것도 입력하지 않고 돌아가면 앞의 값이 지워집니다. 보내기 전에 `if let text = \(field).text, !text.isEmpty { … }`처럼 비어 있지 않은지 확인하고, 비어 있으면 보내지 마세요." }
    func ruleDefaultsNonPropertyValue(name: String, type: String, tuple: Bool, key: String, keyCode: String, line: Int) -> String {
        "`set(\(name), forKey: \(keyCode))`(\(line)번째 줄)는 UserDefaults에 " + (tuple ? "튜플(`\(type)`)" : "직접 선언한 타입 `\(type)`의 값")
            + "을 넣습니다. UserDefaults에는 프로퍼티 리스트 값(`String`, 숫자, `Bool`, `Date`, `Data`와 그것들의 배열, 딕셔너리)만 넣을 수 있고, " + (tuple ? "튜플" : "직접 선언한 구조체, 클래스, 열거형") + "은 그중 어느 것도 아닙니다. 기기에서는 앱이 'Attempt to insert non-property list object … for key \(key)' 예외로 종료되고, 여기서도 Swift가 같은 자리에서 앱을 멈췄습니다. "
            + (tuple ? "각 부분을 자기 키로 따로 저장하거나(또는 그것들의 딕셔너리), `Codable` 구조체로 만들어 `JSONEncoder`가 주는 `Data`를 저장하세요." : "`\(type)`\(KoreanParticle.form(.object, after: type)) `Codable`로 만들고 `JSONEncoder`가 주는 `Data`를 저장하세요(읽을 때는 `data(forKey:)`와 `JSONDecoder`). 또는 프로퍼티를 하나씩 저장하세요.")
    }
    func ruleDefaultsNonPropertyList(name: String, type: String, key: String, keyCode: String, property: String) -> String { "`set(\(name), forKey:)`는 UserDefaults에 \(property) 값이 아니라 \(type) 객체 자체를 넣습니다. UserDefaults에는 프로퍼티 리스트 값(String, 숫자, Bool, Date, Data와 그것들의 배열, 딕셔너리)만 넣을 수 있습니다. 기기에서는 앱이 'Attempt to insert non-property list object <\(type): …> for key \(key)' 예외로 종료되고, 여기서도 Swift가 같은 자리에서 앱을 멈췄습니다. 값을 저장하세요: `UserDefaults.standard.set(\(name).\(property), forKey: \(keyCode))`." }
    func rulePrepareCannotCancel(early: String, identifier: String) -> String { "prepare(for:sender:)가 일찍 `return`하지만(`\(early)`), UIKit이 prepare를 부를 때는 \"\(identifier)\" 세그웨이가 이미 실행되기로 정해진 뒤입니다. `return`은 prepare의 나머지(값 전달)만 건너뛰고, 화면은 그대로 넘어갑니다. prepare에서는 세그웨이를 취소할 수 없습니다. 컨트롤이 실행하는 세그웨이를 막으려면 shouldPerformSegue(withIdentifier:sender:)에서 false를 반환하고, performSegue로 실행하는 세그웨이는 아예 실행하지 마세요." }
    func ruleShouldPerformReadOldCopy(identifier: String, field: String, text: String, copy: String, testLine: Int, places: [(line: Int, method: String)]) -> String {
        let given = places.map { "\($0.line)번째 줄(`\($0.method)` 안)" }.joined(separator: "과 ")
        return "shouldPerformSegue(withIdentifier:sender:)는 \(field)에 \"\(text)\"\(KoreanParticle.form(.subject, after: text)) 들어 있을 때 \"\(identifier)\"에 대해 물음을 받았지만, 그 검사(\(testLine)번째 줄)는 필드가 아니라 `\(copy)`\(KoreanParticle.form(.object, after: copy)) 읽습니다. 그 값은 \(given)에서만 필드에서 복사되는데, 세그웨이에 대해 물었을 때는 그 어느 줄도 아직 실행되지 않았습니다(`prepare(for:sender:)`는 `shouldPerformSegue`가 세그웨이를 허락한 뒤에야 실행됩니다). 복사본은 아직 예전 값이었으므로 세그웨이가 취소되었습니다. 거기서 필드 자체(`\(field).text`)를 검사하세요."
    }
    func ruleRemovalOnlyFromTimer(removal: String, line: Int, call: String, callLine: Int, method: String) -> String {
        "`\(removal)`(\(line)번째 줄)에는 `\(method)`에서 만든 `Timer`의 클로저 안 `\(call)`(\(callLine)번째 줄)을 통해서만 닿습니다. 타이머는 화면이 떠날 때가 아니라 나중에 정한 간격마다 클로저를 실행하므로, 검사가 확인할 때까지 그 제거에 닿지 않았습니다. 화면은 `viewDidDisappear(_:)`에서 `isMovingFromParent`가 참일 때 떠난 것을 알 수 있으니 그곳에서 정리하세요(그리고 `invalidate()`로 타이머를 멈추세요. 클로저가 `self`를 쓰는 반복 타이머는 화면을 붙잡아 둡니다)."
    }
    func ruleRemovalOnlyFromUnusedAction(removal: String, line: Int, action: String, actionLine: Int, owner: String, usedBack: Bool) -> String {
        "자식을 지우는 줄(`\(removal)`, \(line)번째 줄)은 한 번도 실행되지 않았습니다. 그 줄에 이르는 길은 모두 액션 `\(action)`(\(owner), \(actionLine)번째 줄)에서 시작하는데, 이번 검사는 그 액션을 쓰지 않았습니다" + (usedBack ? ". 뒤로 가기 버튼으로 돌아갔고, 그 버튼은 여러분의 액션을 부르지 않습니다." : ".") + " 화면이 어떻게 떠나든 실행되는 곳에서 정리를 시작하세요. `isMovingFromParent`가 참일 때의 `viewDidDisappear(_:)`나, 내비게이션 델리게이트의 `navigationController(_:didShow:animated:)`입니다."
    }
    func ruleClosureKeepsLocal(property: String, line: Int, local: String, className: String, owner: String, weakSelf: Bool, shownByClosure: Bool) -> String {
        "`\(property)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: property)) \(className)인 `\(local)`\(KoreanParticle.form(.object, after: local)) 쓰는 클로저를 간직합니다. 클로저는 자기가 쓰는 바깥 이름을 모두 강하게 잡습니다" + (weakSelf ? "(`[weak self]`는 `self`만 약하게 잡습니다)" : "") + ". 그래서 \(owner)\(KoreanParticle.form(.subject, after: owner)) `\(property)`\(KoreanParticle.form(.object, after: property)) 간직하는 동안 \(className)\(KoreanParticle.form(.topic, after: className)) 화면을 떠난 뒤에도 해제되지 않습니다. " + (shownByClosure
            ? "게다가 클로저는 실행될 때마다 그 한 화면을 보여 주므로 새 화면이 아니라 같은 \(className)\(KoreanParticle.form(.subject, after: className)) 다시 보입니다. 화면은 클로저 안에서 실행될 때마다(그 안의 지역 상수로) 만드세요. 그러면 화면이 떠난 뒤 그것을 붙잡는 것이 없습니다."
            : "그것도 약하게 잡거나(`[weak \(local)]`), 클로저를 간직하지 말고 값을 바로 넘기거나, 화면이 떠날 때 `\(property) = nil`로 놓아 주세요.")
    }
    func ruleShouldPerformInverted(identifier: String, field: String, text: String) -> String { "\(KoreanParticle.attach(field, .subject)) \"\(text)\"일 때 shouldPerformSegue(withIdentifier:sender:)에 \"\(identifier)\" 세그웨이를 실행할지 물었는데 세그웨이가 실행되지 않았으므로, false를 반환한 것입니다. 이 메서드는 세그웨이를 실행해도 되는지를 반환합니다. true면 실행되고 false면 취소됩니다. 조건이 거꾸로(또는 늘 false로) 되어 있습니다. \(KoreanParticle.attach(field, .subject)) 비어 있지 않으면 true, 비어 있으면 false를 반환하세요." }
    func ruleEmptyTextIsNotNil(test: String, field: String, isBinding: Bool) -> String { "텍스트 필드에서 `\(test)`\(isBinding ? "는 늘 성공합니다" : "로는 빈 필드를 가려낼 수 없습니다"). UITextField의 `text`는 nil이 되지 않고, 빈 필드의 `text`는 nil이 아니라 \"\"(빈 문자열)입니다. 그래서 빈 \(KoreanParticle.attach(field, .subject)) 검사를 통과해 화면이 넘어갔습니다. 빈 문자열인지 확인하세요: \(EmptyTextFix.sample(test: test, field: field, isBinding: isBinding, korean: true) ?? "`if let text = \(field).text, !text.isEmpty { … }`(또는 `\(field).text?.isEmpty == false`)")." }
    func ruleNewAppDelegate(name: String, shared: String, isApp: Bool) -> String { "\(KoreanParticle.attach("`\(name)()`", .topic)) \(KoreanParticle.attach(name, .object)) 새로 하나 더 만듭니다. 이 새 객체는 \(isApp ? "앱이 시작할 때 UIKit이 만든 단 하나의 앱 델리게이트가" : "씬이 연결될 때 UIKit이 만든 씬 델리게이트가") 아니라서, 여기에 넣은 값은 아무도 읽지 않고 새 객체와 함께 곧 사라집니다. 다른 화면들이 읽는 것은 앱이 처음부터 가진 바로 그 객체입니다. \(KoreanParticle.attach("`\(shared)`", .direction)) 이미 있는 그 객체를 얻어 값을 넣으세요." }
    func ruleSearchedStackWithoutIt(method: String, wanted: String, instance: String, unwind: Bool) -> String {
        "\(method)\(KoreanParticle.form(.topic, after: method)) 내비게이션 스택인 `navigationController?.viewControllers`에서 `\(wanted)`\(KoreanParticle.form(.object, after: wanted)) 찾지만, \(KoreanParticle.attach(instance, .topic)) 그 스택에 있던 적이 없습니다. 푸시가 아니라 모달로 띄운 화면이라서, 찾아도 아무것도 나오지 않고 값은 어디에도 가지 않습니다. "
            + (unwind ? "언와인드 액션에서 떠나는 화면은 `segue.source`입니다: `segue.source as? \(wanted)`." : "모달로 띄운 화면은 그것을 띄운 화면의 `presentedViewController`로 찾거나, 띄울 때 참조를 보관하세요.")
    }
    func ruleStackLastIsSelf(instance: String, member: String, expression: String, wanted: String, forced: Bool) -> String { "\(KoreanParticle.attach("\(instance).\(member)", .subject)) 실행될 때 내비게이션 스택의 맨 위는 \(instance) 자신입니다. \(KoreanParticle.attach("`\(expression)`", .topic)) 지금 화면을 돌려주므로 \(forced ? "강제 캐스팅 \(KoreanParticle.attach("`as! \(wanted)`", .subject)) 실패해 앱이 멈췄습니다" : "`as? \(wanted)` 캐스팅은 nil이 되고, 값은 어디에도 가지 않았습니다(오류도 없습니다)"). 이전 화면은 그 바로 아래, `viewControllers[viewControllers.count - 2]`입니다. 그 인스턴스에 값을 넣고 팝하세요." }
    /// `leftWasPushed`: how the screen being left arrived (nil: not known).
    func ruleNewInstanceInsteadOfBack(left: String, className: String, newer: String, original: String, isPush: Bool, leftWasPushed: Bool?) -> String {
        let call = isPush ? "pushViewController(_:animated:)로 스택에 올렸습니다" : "present(_:animated:)로 띄웠습니다"
        let fix: String
        switch leftWasPushed {
        case true?: fix = "\(KoreanParticle.attach(left, .topic)) 스택에 올라온 화면이니 navigationController?.popViewController(animated:)로 내리세요. 더 아래 화면으로 한 번에 가려면 popToViewController(_:animated:)나 popToRootViewController(animated:)를 씁니다."
        case false?: fix = "\(KoreanParticle.attach(left, .topic)) 모달로 띄운 화면이니 dismiss(animated:)로 닫으세요."
        case nil: fix = "모달로 띄운 화면은 dismiss(animated:)로 닫고, 스택에 올린(`push`) 화면은 navigationController?.popViewController(animated:)로 내리세요."
        }
        return "\(left)에서 돌아가려고 \(KoreanParticle.attach(className, .object)) 새로 만들어(\(newer)) \(call). 하지만 돌아갈 화면 \(KoreanParticle.attach(original, .topic)) 아래에 그대로 살아 있습니다. 새 인스턴스를 띄우면 그 위에 화면이 하나 더 쌓일 뿐, 원래 화면으로 돌아간 것이 아닙니다. \(fix) 그러면 \(KoreanParticle.attach(original, .subject)) 다시 나타납니다."
    }
    func ruleUnknownStoryboardIdentifier(identifier: String, list: String, caseHint: String?) -> String {
        let fix = caseHint.map { "스토리보드 ID는 대소문자를 구분합니다. \(KoreanParticle.attach("\"\($0)\"", .direction)) 쓰세요." }
            ?? "코드의 문자열과 스토리보드에 적은 그 화면의 스토리보드 ID를 글자 하나까지 똑같이 맞추세요."
        return "스토리보드에 스토리보드 ID가 \"\(identifier)\"인 화면이 없습니다. instantiateViewController(withIdentifier:)는 그런 화면을 만들 수 없으면 nil을 돌려주지 않고 예외(NSInvalidArgumentException)를 던집니다. 이 예외를 잡는 곳이 없으니 앱이 종료되었습니다. `if let`이나 `as?`로 감싸도 이 예외는 막을 수 없습니다. 이 스토리보드에 있는 스토리보드 ID: \(list). \(fix)"
    }
    func ruleUnwindStoppedEarly(identifier: String?, intended: String, instance: String, source: String, action: String, className: String, target: String, inheritedFrom: String?) -> String {
        if let base = inheritedFrom {
            return "언와인드 세그웨이\(identifier.map { "(\($0))" } ?? "")가 \(intended)까지 가지 않고 \(instance)에서 멈췄습니다. UIKit은 떠나는 화면 \(source)에서 출발해 뒤쪽으로 거슬러 가며 \(action) 메서드를 가진 첫 번째 컨트롤러에서 멈추는데, 중간 화면인 \(KoreanParticle.attach(className, .subject)) \(base)에게서 \(action) 메서드를 물려받아 가지고 있어서 그 위의 화면만 닫혔습니다. 언와인드 액션은 돌아갈 화면에만 두세요. \(action) 메서드를 \(base)에서 \(KoreanParticle.attach(target, .direction)) 옮기거나, \(KoreanParticle.attach(className, .subject)) \(KoreanParticle.attach(base, .object)) 상속하지 않게 하세요."
        }
        return "언와인드 세그웨이\(identifier.map { "(\($0))" } ?? "")가 \(intended)까지 가지 않고 \(instance)에서 멈췄습니다. UIKit은 떠나는 화면 \(source)에서 출발해 뒤쪽으로 거슬러 가며 \(action) 메서드를 가진 첫 번째 컨트롤러에서 멈추는데, 중간 화면인 \(KoreanParticle.attach(className, .subject)) 같은 이름의 메서드를 가지고 있어서 그 위의 화면만 닫혔습니다. 언와인드 액션은 돌아갈 화면(\(target))에만 두고, \(className)의 \(action) 메서드를 지우거나 다른 이름으로 바꾸세요."
    }
    /// `leaving`: the screen the unwind started from, when the trace shows it; `actions`: the code's unwind actions.
    func ruleUnwindActionMissing(identifier: String, selector: String, leaving: String?, actions: [(name: String, selector: String)], declaration: String) -> String {
        let from = leaving.map { "떠나는 화면 \($0)에서" } ?? "떠나는 화면에서"
        let mine = actions.isEmpty
            ? " 코드에는 언와인드 액션(UIStoryboardSegue를 받는 @IBAction)이 하나도 없습니다."
            : " 코드에 있는 언와인드 액션: \(actions.map { "\($0.name)(셀렉터 \($0.selector))" }.joined(separator: ", ")). 셀렉터가 스토리보드와 다릅니다."
        return "스토리보드에서 언와인드 세그웨이 \"\(identifier)\"에 연결된 액션의 셀렉터는 \(selector)입니다. UIKit은 \(from) 뒤쪽으로 거슬러 가며 이 액션을 가진 컨트롤러를 찾는데, 하나도 찾지 못하면 예외도 없이 아무 일도 하지 않습니다. 그래서 화면이 그대로 남았습니다.\(mine) 돌아갈 화면에 `@IBAction func \(declaration)`를 만드세요(메서드 이름을 바꿨다면 스토리보드에서 언와인드 세그웨이를 다시 연결하세요)."
    }
    func ruleUnwindDestinationIsSelf(action: String, instance: String, source: String, sourceClass: String, forced: Bool) -> String {
        "언와인드 액션 \(action) 안에서 segue.destination은 돌아온 화면, 곧 이 액션을 실행하는 \(instance) 자신입니다. 떠나는 화면 \(KoreanParticle.attach(source, .topic)) segue.source입니다. 그래서 " + (forced ? "강제 캐스팅 `segue.destination as! \(sourceClass)`가 실패해 앱이 멈췄습니다." : "`segue.destination as? \(sourceClass)`는 nil이 되어 값을 읽지 못했습니다.") + " `segue.source as\(forced ? "!" : "?") \(sourceClass)`로 바꾸세요."
    }
    func ruleCustomSegueNoNavigation(segueClass: String, source: String, destination: String, released: Bool) -> String {
        "\(segueClass)의 perform()이 source.navigationController?.pushViewController(_:animated:)를 불렀지만, 출발 화면 \(KoreanParticle.attach(source, .topic)) 내비게이션 컨트롤러 안에 있지 않아 navigationController가 nil입니다. 옵셔널 체이닝(?.) 때문에 그 호출은 오류도 없이 건너뛰어졌습니다. \(destinationFate(destination, released: released)) 내비게이션 컨트롤러 없이 보여 주려면 source.present(destination, animated: true)로 띄우고, pushViewController를 쓰려면 스토리보드에서 출발 화면을 내비게이션 컨트롤러 안에 넣으세요."
    }
    func ruleOwnMemberOfControl(read: String, line: Int, member: String, subclass: String, control: String, initial: String, declaredLine: Int, state: String) -> String {
        "`\(read)`(\(line)번째 줄)는 직접 만든 \(subclass)(\(control))의 프로퍼티 `\(member)`입니다. 읽을 때 아직 아무것도 값을 넣지 않아서 선언한 값 `\(initial)`(\(declaredLine)번째 줄) 그대로였습니다. \(control)\(KoreanParticle.form(.subject, after: control)) 담고 있는 것은 인터페이스 빌더나 사용자가 넣은 `\(state)`이지 `\(member)`\(KoreanParticle.form(.subject, after: member)) 아닙니다. 거기서 `\(state)`\(KoreanParticle.form(.object, after: state)) 읽거나, 화면이 로드될 때 `\(member)`에 그 값을 넣어 맞춰 두세요."
    }
    func ruleRuntimeAttributeUnknownKey(key: String, object: String) -> String {
        "UIKit이 화면을 불러오다 앱을 끝냈습니다. 스토리보드가 User Defined Runtime Attribute `\(key)`(Identity 인스펙터)를 \(object)에 주는데, \(object)에는 그 이름의 프로퍼티가 없어서 키로 값을 넣다가 예외가 났습니다. 그 프로퍼티가 있는 객체(스토리보드에서 그 장면의 뷰 컨트롤러나 직접 만든 클래스의 뷰)에 속성을 두거나, 그곳에서 속성을 지우세요."
    }
    func ruleArmBodiesSwapped(identifier: String, taken: String, takenLine: Int, fixed: String, other: String, otherLine: Int, reads: String) -> String {
        "이 검사의 세그웨이는 \"\(identifier)\"였고 `\(taken)`(\(takenLine)번째 줄)이 그것과 맞았습니다. 그 분기가 실행되어 고정된 값(`\(fixed)`)을 넘겼고, `\(other)`(\(otherLine)번째 줄)는 같은 프로퍼티에 검사가 설정한 컨트롤의 값(`\(reads)`)을 넘깁니다. 조건은 맞고, 두 분기의 본문이 서로 바뀌었습니다. 각 본문을 그 세그웨이의 조건 아래로 옮기세요."
    }
    func ruleStoryboardIDAsName(name: String, storyboard: String) -> String {
        "앱에 \"\(name)\" 스토리보드 파일이 없어서 `UIStoryboard(name:bundle:)`가 앱을 종료했습니다. \"\(name)\"\(KoreanParticle.form(.topic, after: name)) 파일이 아니라 \"\(storyboard)\" 안 장면의 스토리보드 ID입니다. 파일은 이름으로 열고 장면은 ID로 만드세요: `UIStoryboard(name: \"\(storyboard)\", bundle: nil).instantiateViewController(withIdentifier: \"\(name)\")` (그 스토리보드의 화면에서는 `storyboard?.instantiateViewController(withIdentifier: \"\(name)\")`)."
    }
    func ruleLabelSetOnOtherScreen(outlet: String, statement: String, line: Int, method: String, otherOwner: String) -> String {
        "코드 어디에서도 `\(outlet).text`를 설정하지 않아서 레이블은 스토리보드가 준 글자를 그대로 보여 줍니다. 값은 다른 곳으로 갔습니다. `\(method)`의 `\(statement)`(\(line)번째 줄)가 실행되어 값을 `\(outlet)`\(KoreanParticle.form(.subject, after: outlet)) 아니라 다른 화면인 \(otherOwner)의 레이블에 넣었습니다. 거기서 `\(outlet).text`를 설정하세요."
    }
    func ruleNumberConverted(shown: String, wanted: String, expression: String, line: Int) -> String {
        "검사가 설정한 값 \(wanted) 대신 숫자가 \(shown)\(KoreanParticle.form(.direction, after: shown)) 보입니다. 직접 쓴 계산 `\(expression)`(\(line)번째 줄)이 중간에 값을 바꾸었습니다. 값은 입력한 그대로 넘기고 보여 주고, 다른 단위가 필요한 곳에서만 바꾸세요."
    }
    func ruleCustomUnwindGoesNowhere(segueClass: String, destination: String, callsSuper: Bool) -> String {
        "커스텀 되감기 세그웨이 \(segueClass)의 perform()이 실행되었고 되감기 액션도 \(destination)에서 실행되었지만, perform()이 되돌아가지 않았습니다. \(destination)\(KoreanParticle.form(.topic, after: destination)) 이미 위에 띄운 화면들 아래에 있고, 되감기 세그웨이의 perform()은 그 화면들을 직접 치워야(dismiss나 pop으로 되돌아가야) 합니다" + (callsSuper ? ". perform()이 super.perform()을 부르는 줄이 이번 실행에서 실행되지 않았습니다. 매번 부르세요." : ". 또는 그 일을 하는 `super.perform()`을 부르세요. `perform()`에서 (애니메이션을 시작한 뒤나 완료 블록에서) `super.perform()`을 부르고, 목적지를 `present`하지 마세요. 새 화면이 아닙니다.")
    }
    func ruleCustomSegueShowsNothing(segueClass: String, destination: String, released: Bool, setsStyles: Bool) -> String {
        "커스텀 세그웨이 \(segueClass)의 perform()이 실행되었지만 아무 화면도 띄우지 않았습니다. UIKit은 prepare(for:sender:) 다음에 perform()을 부를 뿐이고, 화면을 실제로 바꾸는 일은 perform()이 직접 해야 합니다.\(setsStyles ? " 전환 스타일을 정하는 것만으로는 아무것도 보이지 않습니다." : "") \(destinationFate(destination, released: released)) perform() 안에서 source.present(destination, animated: true)를 부르세요(출발 화면이 내비게이션 컨트롤러 안에 있다면 source.navigationController?.pushViewController(destination, animated: true))."
    }
    func ruleCustomSegueEmbedsChild(segueClass: String, destination: String, source: String, statement: String, line: Int) -> String {
        "커스텀 세그웨이 \(segueClass)의 perform()이 실행되었고, perform()은 도착 화면 \(destination)을 \(source)의 자식으로 붙였습니다: `\(statement)`(\(line)번째 줄). 자식 컨트롤러는 부모 화면 안에 그려지는 한 부분일 뿐, 그 위에 띄워지는 화면이 아닙니다. 그래서 아무것도 띄워지지 않았고, 보이는 화면은 여전히 \(source)이며, \(destination)에서 부르는 dismiss는 닫을 것이 없습니다. 대신 perform() 안에서 source.present(destination, animated: true)로 띄우고, addChild, addSubview, didMove(toParent:) 줄은 지우세요(UIKit은 부모가 있는 컨트롤러를 띄우지 않습니다: 'Application tried to present modally an active controller')."
    }
    func rulePresentedInsteadOfPushed(shown: String, navigation: String, stack: String, caller: String, callerIsNavigation: Bool, wrapper: String?) -> String {
        let fix = callerIsNavigation
            ? "\(navigation)의 pushViewController(_:animated:)로 스택에 올리세요."
            : "\(KoreanParticle.attach(caller, .topic)) 내비게이션 컨트롤러 안에 있으니 self.navigationController?.pushViewController(_:animated:)로 스택에 올리세요."
        if let wrapper {
            return "\(KoreanParticle.attach(shown, .subject)) 새 내비게이션 컨트롤러 \(wrapper)에 담겨 `present`로 모달로 띄워졌습니다. 띄운 화면은 내비게이션 스택에 들어가지 않습니다. \(KoreanParticle.attach(shown, .topic)) 따로 만든 스택의 첫 화면이고, \(navigation)의 스택은 여전히 [\(stack)]입니다(그래서 거기서 팝해도 아무것도 빠지지 않습니다). 감싸지 말고 \(fix)"
        }
        return "\(KoreanParticle.attach(shown, .topic)) present(_:animated:)로 띄운 모달 화면입니다. 모달로 띄운 화면은 내비게이션 스택에 들어가지 않으므로 \(navigation)의 스택은 [\(stack)] 그대로이고, 그 화면에는 내비게이션 바도 뒤로 가기 버튼도 없습니다. \(fix)"
    }
    func ruleDismissOnPushedScreen(tag: String, navigation: String) -> String {
        "\(KoreanParticle.attach(tag, .topic)) pushViewController(_:animated:)로 \(navigation)의 스택에 올린 화면인데, dismiss(animated:)로 닫으려고 했습니다. dismiss(animated:)는 present(_:animated:)로 띄운 모달 화면을 닫는 메서드입니다. \(KoreanParticle.attach(tag, .topic)) 모달이 아니고 닫을 모달도 없으므로 아무 일도 일어나지 않았고, 화면은 스택에 그대로 남았습니다. 스택에 올린 화면은 navigationController?.popViewController(animated:)로 내리세요."
    }
    func ruleChildRemovedInViewDidDisappear(screen: String, className: String, method: String) -> String {
        "\(className)의 \(method)(_:)에서 자식 코디네이터를 정리합니다. 그런데 \(method)(_:)는 화면이 스택에서 빠질 때만이 아니라, 그 위에 다른 화면이 푸시되어 가려질 때도 불립니다. 그래서 \(KoreanParticle.attach(screen, .subject)) 가려지는 순간 자식 코디네이터가 부모의 배열에서 지워져 해제되었고, 다시 \(screen)에 돌아왔을 때 weak로 가진 `coordinator`는 nil이라 버튼이 아무 일도 하지 않았습니다. 화면이 정말 떠날 때만 정리하세요: `if isMovingFromParent { coordinator?.didFinish() }`."
    }
    func ruleChildRemovedInDidShow(screen: String, className: String) -> String {
        "\(className)의 navigationController(_:didShow:animated:)는 팝뿐 아니라 푸시마다 불립니다. 떠난 화면(transitionCoordinator의 .from)이 스택에 아직 남아 있는지 확인하지 않아서, \(screen) 위에 다른 화면이 푸시될 때도 \(KoreanParticle.attach(screen, .subject)) 떠난 것으로 보고 자식 코디네이터를 지웠습니다. 그래서 다시 \(screen)에 돌아왔을 때 weak로 가진 `coordinator`는 nil이었습니다. 지우기 전에 `navigationController.viewControllers.contains(fromViewController)`가 false인지(정말 빠졌는지) 확인하세요."
    }
    func ruleChildRemovedStaleStack(screen: String, className: String, copy: String, statement: String, line: Int, method: String) -> String {
        "\(className)의 navigationController(_:didShow:animated:)는 팝뿐 아니라 푸시가 끝날 때마다 실행되고, 떠난 화면이 아직 스택에 있는지를 `\(copy)`\(KoreanParticle.form(.direction, after: copy)) 묻습니다. 그런데 `\(statement)`(`\(method)`의 \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 스택을 한 번 복사했을 뿐이고, 배열은 값이므로 `\(copy)`\(KoreanParticle.form(.topic, after: copy)) 그 뒤의 푸시와 팝을 따라가지 않습니다. \(screen) 위에 다른 화면이 푸시되었을 때 `\(copy)`에는 \(screen)\(KoreanParticle.form(.subject, after: screen)) 없었으므로, 코드는 그것이 떠났다고 보고 자식 코디네이터를 지웠습니다. \(screen)\(KoreanParticle.form(.direction, after: screen)) 돌아왔을 때 그 weak 코디네이터는 nil이었습니다. 지금의 스택에 물으세요: `navigationController.viewControllers.contains(fromViewController)`."
    }

    // MARK: Reports: shared lines
    var reportActual: String { "실제: " }
    var reportWhy: String { "이유: " }
    var reportHint: String { "힌트: " }
    func stepFailureReason(_ reason: String) -> String {
        func list(_ items: String) -> String { items == StepFailureText.none ? "없음" : items }
        switch StepFailureText.parse(reason) {
        case nil: return reason
        case .notLaunched?: return "아직 화면에 아무것도 없습니다. 앱이 실행되지 않았습니다(먼저 `launch` 단계를 넣으세요)."
        case let .noOutlet(screen, outlet, outlets)?: return "\(screen)에는 컨트롤에 연결된 아웃렛 `\(outlet)`이 없습니다. 그 화면의 아웃렛: \(list(outlets))."
        case let .noAction(screen, selector, actions)?: return "\(screen)에는 `\(selector)`에 연결된 컨트롤이 없습니다. 그 화면의 컨트롤이 연결된 액션: \(list(actions))."
        case let .noSegue(screen, segue, segues)?: return "\(screen)에는 세그웨이 `\(segue)`를 실행하는 컨트롤이 없습니다. 그 화면의 컨트롤이 실행하는 세그웨이: \(list(segues))."
        case let .noDestination(screen, destination, destinations)?: return "\(screen)에는 \(KoreanParticle.attach(destination, .direction)) 가는 세그웨이를 가진 컨트롤이 없습니다. 그 화면의 세그웨이가 가는 곳: \(list(destinations))."
        case let .noIdentifier(screen, identifier)?: return "\(screen)에는 식별자가 `\(identifier)`인 컨트롤이 없습니다."
        case let .noTitle(screen, title, titles)?: return "\(screen)에는 제목이 \"\(title)\"인 컨트롤이 없습니다. 그 화면의 제목: \(list(titles))."
        case let .noBackButtonOutsideNavigation(screen)?: return "뒤로 가기 버튼이 없습니다. 보이는 화면(\(screen == StepFailureText.none ? "없음" : screen))이 내비게이션 컨트롤러 안에 있지 않습니다."
        case let .noBackButtonAtRoot(screen)?: return "뒤로 가기 버튼이 없습니다. \(KoreanParticle.attach(screen, .topic)) 내비게이션 컨트롤러의 루트입니다."
        case let .noBackButtonHidden(screen)?: return "뒤로 가기 버튼이 없습니다. \(KoreanParticle.attach(screen, .topic)) 버튼을 숨깁니다(`navigationItem.hidesBackButton`이 참)."
        case .nothingToSwipeBack?: return "밀어서 돌아갈 화면이 없습니다. 보이는 화면이 내비게이션 컨트롤러에서 다른 화면 위에 있지 않습니다."
        case .noSheetToSwipeDown?: return "아래로 밀어 닫을 시트가 없습니다. 맨 위 화면이 시트로 띄워져 있지 않습니다."
        case let .noTabBar(screen)?: return "화면에 탭 바가 없습니다. \(KoreanParticle.attach(screen, .topic)) 탭 바 컨트롤러 안에 있지 않습니다."
        case let .tabBarCovered(tabBar, top)?: return "\(tabBar)의 탭 바를 그 위에 띄운 \(KoreanParticle.attach(top, .subject)) 가리고 있습니다. 그 화면을 먼저 닫으세요."
        case let .noSuchTabIndex(tabBar, count, tabs)?: return "\(tabBar)의 탭은 0번부터 \(count)개입니다: \(tabs)."
        case let .noSuchTabTitle(tabBar, title, tabs)?: return "\(tabBar)에는 제목이 \"\(title)\"인 탭이 없습니다. 탭: \(tabs)."
        case let .titleIsATab(title, screen, tabBar)?:
            return "\"\(title)\" 탭은 \(screen)의 컨트롤이 아니라 \(tabBar)의 탭입니다. `{tab: \"\(title)\"}`로 누르세요."
        case let .tabInMoreList(title, tabBar, row)?:
            return "\"\(title)\" 탭은 \(tabBar)의 더 보기 목록에 있습니다(탭 바에는 탭 네 개와 더 보기만 보입니다). `{tab: \"More\"}`를 누른 다음 그 행 `{row: \(row)}`를 누르세요."
        case let .noTableView(screen)?: return "\(screen)에는 행을 누를 테이블 뷰가 없습니다."
        case let .noCollectionView(screen)?: return "\(screen)에는 항목을 누를 컬렉션 뷰가 없습니다."
        case let .noCollectionOutlet(screen, outlet)?: return "\(screen)에는 컬렉션 뷰를 가리키는 아웃렛 `\(outlet)`이 없습니다."
        case let .severalCollectionViews(screen, count, outlets)?:
            return "\(screen)에는 컬렉션 뷰가 \(count)개 있습니다. `collection: OUTLET`으로 하나를 고르세요. 그 뷰들을 가리키는 아웃렛: \(list(outlets))."
        case let .itemNotTappable(item, section, screen, reason, original)?:
            let why: String
            switch reason {
            case .noDataSource?: why = "컬렉션 뷰에 데이터 소스가 없습니다"
            case let .sections(count)?: why = "컬렉션 뷰의 섹션은 \(count)개입니다"
            case let .items(itemSection, count)?: why = "컬렉션 뷰의 \(itemSection)번 섹션에는 항목이 \(count)개 있습니다"
            case nil: why = original
            }
            return "\(screen)의 \(section)번 섹션 \(item)번 항목을 누를 수 없습니다: \(why)."
        case .refreshNeedsOn?: return "새로 고침 컨트롤은 `on: true`로 당깁니다. 새로 고침을 끝내는 것은 앱이 `endRefreshing()`으로 합니다."
        case .pickerNeedsIndex?: return "피커 뷰는 `index: ROW`로 설정합니다(구성 요소가 여럿이면 `component: N`도 씁니다)."
        case let .rowNotPickable(row, component, screen, reason, original)?:
            let why: String
            switch reason {
            case .noDataSource?: why = "피커 뷰에 데이터 소스가 없습니다"
            case let .components(count)?: why = "피커 뷰의 구성 요소는 \(count)개입니다"
            case let .rows(rowComponent, count)?: why = "피커 뷰의 \(rowComponent)번 구성 요소에는 행이 \(count)개 있습니다"
            case nil: why = original
            }
            return "\(screen)에서 \(component)번 구성 요소의 \(row)번 행을 고를 수 없습니다: \(why)."
        case let .noSearchBar(screen)?: return "\(screen)에는 검색 막대가 없습니다. 내비게이션 항목에 검색 컨트롤러가 없고 뷰에도 검색 막대가 없습니다."
        case let .noSearchBarOutlet(screen, outlet)?: return "\(screen)에는 검색 막대나 검색 컨트롤러를 가리키는 아웃렛 `\(outlet)`이 없습니다."
        case let .severalSearchBars(screen, count, outlets)?:
            return "\(screen)에는 검색 막대가 \(count)개 있습니다. `outlet: OUTLET`으로 하나를 고르세요. 그 막대들을 가리키는 아웃렛: \(list(outlets))."
        case let .searchBarNotEditing(screen)?: return "\(screen)의 검색 막대를 편집하고 있지 않아 키보드의 검색 키가 없습니다. 먼저 검색 막대에 입력하세요."
        case let .searchNotActive(screen)?: return "\(screen)의 검색 막대에 취소 버튼이 없습니다. 검색 컨트롤러가 활성 상태가 아닙니다(먼저 검색 막대에 입력하세요)."
        case let .noCancelButton(screen)?: return "\(screen)의 검색 막대에 취소 버튼이 없습니다. `showsCancelButton`이 거짓입니다."
        case let .rowNotSwipeable(row, section, screen, reason, original)?:
            let why: String
            switch reason {
            case .noDataSource?: why = "테이블 뷰에 데이터 소스가 없습니다"
            case let .sections(count)?: why = "테이블 뷰의 섹션은 \(count)개입니다"
            case let .rows(rowSection, count)?: why = "테이블 뷰의 \(rowSection)번 섹션에는 행이 \(count)개 있습니다"
            case .notEditable?: why = "데이터 소스의 `tableView(_:canEditRowAt:)`가 이 행에 `false`를 돌려줍니다"
            case .emptyConfiguration?: why = "델리게이트가 돌려준 스와이프 동작 구성에 동작이 없습니다"
            case let .noSuchAction(title, actions)?: why = "제목이 \"\(title)\"인 스와이프 동작이 없습니다. 이 행의 동작: \(actions)"
            case .noLeadingActions?: why = "델리게이트가 이 행의 앞쪽 스와이프 동작을 주지 않습니다"
            case .notDeleteStyle?: why = "델리게이트가 스와이프 동작을 주지 않고, 행의 편집 스타일이 `.delete`가 아닙니다"
            case .noCommit?: why = "델리게이트가 스와이프 동작을 주지 않고, 데이터 소스가 `tableView(_:commit:forRowAt:)`를 구현하지 않습니다"
            case nil: why = original
            }
            return "\(screen)의 \(section)번 섹션 \(row)번 행을 밀 수 없습니다: \(why)."
        case let .alertOnScreen(title, buttons)?: return "화면에 알림(\"\(title)\")이 떠 있습니다. 그 버튼 가운데 하나를 제목으로 누르세요: \(buttons)."
        case let .notTappable(locator)?: return "`\(locator)`: 누를 수 있는 컨트롤이 아닙니다."
        }
    }
    /// An expected or observed value as a report shows it: the checker's own words translated,
    /// the app's values (names, texts in quotes, code) left as they are.
    func observed(_ value: String) -> String {
        if value.isEmpty { return "\"\" (빈 문자열)" }
        switch value {
        case "no crash": return "종료되지 않음"
        case "nothing": return "없음"
        case "no navigation stack": return "내비게이션 스택 없음"
        case "nothing presented": return "띄운 화면 없음"
        case "no value": return "값 없음"
        default: break
        }
        if let range = value.range(of: " held by: ") {
            let holders = value[range.upperBound...].replacingOccurrences(
                of: "(held by something reflection cannot see, such as a closure capturing it)",
                with: "(리플렉션으로는 보이지 않는 것, 예: 자신을 붙잡는 클로저)")
                .replacingOccurrences(of: "(not reached from the app's delegates or screens: a static or global object)",
                                      with: "(앱의 델리게이트나 화면에서 닿지 않는 것: `static`이나 전역 객체)")
            return "\(value[..<range.lowerBound]), 붙잡고 있는 것: \(holders)"
        }
        if let reason = CrashReasonText.parse(value) { return crashReason(reason) }
        if value.hasSuffix(" released") { return "\(value.dropLast(" released".count)) 해제됨" }
        if value.hasPrefix("labels: ") { return "레이블: " + value.dropFirst("labels: ".count) }
        if value.hasPrefix("label ") { return "레이블 " + value.dropFirst("label ".count) }
        // The checker's "no X" (X a class, a property or an event, never the app's own text).
        if value.hasPrefix("no property `") { return "프로퍼티 " + value.dropFirst("no property ".count) + " 없음" }
        if value.hasPrefix("no "), value.hasSuffix(" on screen") { return "화면에 " + value.dropFirst("no ".count).dropLast(" on screen".count) + " 없음" }
        if value.hasPrefix("no "), let first = value.dropFirst("no ".count).first, first.isUppercase, !value.dropFirst("no ".count).contains(" ") {
            return value.dropFirst("no ".count) + " 없음"
        }
        return stepFailureReason(value)
    }

    // MARK: Reports: terminal
    var terminalPoints: String { "점" }
    var terminalNotGradedNoCheckRan: String { "채점하지 않았습니다: 검사를 실행하지 않았습니다." }
    var gateRefusedNotSimulated: String { "채점하지 않았습니다: 시뮬레이션이 제공하지 않는 것을 사용합니다:" }
    var gateRefusedForbidden: String { "채점하지 않았습니다: 제출물에서 쓸 수 없는 것을 사용합니다(iOS 앱에서도 쓸 수 없거나, 검사기에 닿을 수 있는 것):" }
    var terminalTheCodeDidNotCompileNo: String { "컴파일 오류: 검사를 실행하지 않았습니다." }
    var terminalTimeline: String { "타임라인:" }
    var terminalCached: String { " (캐시)" }
    func terminalHiddenChecksRemain(points: String) -> String {
        "여기 있는 검사는 모두 통과했습니다. 채점에서는 이 사본에 없는 검사(\(points)점)를 더 실행합니다. 그 검사가 무엇을 보는지는 README에 있습니다(예: 다시 실행한 뒤에도 값이 남는지, 닫힌 화면이 해제되는지)."
    }
    func terminalSummary(passed: Int, failed: Int, skipped: Int) -> String { "통과 \(passed)개, 실패 \(failed)개, 건너뜀 \(skipped)개" }

    // MARK: Reports: HTML
    var htmlReportFailedHere: String { "✘ 여기서 실패" }
    var htmlReportTimelineAsText: String { "타임라인 텍스트" }

    // MARK: Reports: Gradescope
    var gradescopeCompileErrorN: String { "컴파일 오류:\n" }

    // MARK: Reports: Exercism JSON
    func reportOutputCut(limit: Int) -> String { "(출력이 \(limit)자를 넘어 잘렸습니다. 마지막 줄만 보입니다.)" }

    // MARK: Reports: published
    var publishedHiddenCheckDetailsAreNotShown: String { "숨겨진 검사: 자세한 내용은 공개되지 않습니다" }
    var publishedHiddenCheckCauseShown: String { "숨겨진 검사: 단계와 값은 공개되지 않지만, 코드에서 찾은 원인은 알려 드립니다" }

    // MARK: Timelines (workbook trace)
    var timelineStep: String { "단계" }
    var timelineNew: String { "  + 새 인스턴스" }
    var timelineGone: String { "  - 해제" }
    var timelineFailed: String { "✘ 실패:" }
    var timelinePassed: String { "통과" }
    var timelineFailed2: String { "실패" }
    var timelineInstances: String { "인스턴스: " }
    var timelineActual: String { "실제: " }

    // MARK: Runtime build progress
    var progressTheSharedDataFormats: String { "공유 데이터 형식" }
    var progressTheSimulatedUikit: String { "UIKit 시뮬레이션" }
    var progressTheAppDriver: String { "앱 드라이버" }
    var progressTheSandboxLauncher: String { "샌드박스 실행기" }
    var progressTheModuleCache: String { "컴파일러 모듈 캐시" }
    var progressSeconds: String { "초" }
    func progressBuildingFiles(head: String, what: String, files: String, time: String) -> String { "\(head) \(what) 빌드 중 (파일 \(files)개)…\(time)" }
    var progressBuildingTheSimulation: String { "UIKit 시뮬레이션을 빌드합니다(처음 한 번만, 1분쯤 걸립니다)…" }
    func progressBuiltTheSimulation(seconds: String, folder: String) -> String { "UIKit 시뮬레이션을 \(seconds)초 만에 빌드했습니다. \(folder)에 보관합니다." }

    // MARK: workbook doctor
    func doctorFix(_ fix: String) -> String { "고치는 법: \(fix)" }
    func doctorSwiftToolchain(swiftc: String, version: String) -> String { "Swift 툴체인: \(swiftc) (\(version))" }
    var doctorNoSwiftc: String { "Swift 툴체인: PATH에 `swiftc`가 없습니다" }
    var doctorInstallSwift: String { "`https://swift.org/install`에서 Swift 6을 설치하고 그 `usr/bin`을 PATH에 넣으세요(또는 WORKBOOK_SWIFTC를 설정하세요)" }
    var doctorCmark: String { "`libcmark-gfm` (책의 장을 읽는 데 씁니다)" }
    var doctorInstallCmark: String { "`sudo apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev` (또는 `bash scripts/install-deps.sh`)" }
    func doctorBubblewrap(path: String, works: Bool) -> String { "bubblewrap: \(path)" + (works ? ", 여기서 샌드박스를 만들 수 있습니다" : ", 여기서는 샌드박스를 만들 수 없습니다") }
    var doctorAllowNamespaces: String { "비특권 사용자 네임스페이스를 허용하세요(`sysctl kernel.unprivileged_userns_clone=1`, 컨테이너에서는 `--security-opt seccomp=unconfined`로 실행). 그때까지 검사는 제한만 걸고 실행합니다" }
    var doctorNoBubblewrap: String { "bubblewrap: 설치되어 있지 않습니다(검사는 제한만 걸고, 보고서 캐시 없이 실행합니다)" }
    var doctorSandboxLinuxOnly: String { "샌드박스: `bubblewrap`은 Linux 전용입니다. 이 시스템에서는 검사를 제한만 걸고 실행합니다" }
    func doctorRuntimeSources(path: String) -> String { "런타임 소스: \(path)" }
    var doctorReinstall: String { "`make install`로 다시 설치하거나, WORKBOOK_RUNTIME_SOURCES를 UIKit/, WorkbookDriver/, WorkbookProtocol/이 든 폴더로 설정하세요" }
    func doctorRuntimeCache(path: String, built: Bool) -> String { "런타임 캐시: \(path)" + (built ? " (빌드됨)" : " (아직 빌드하지 않음)") }
    var doctorFirstCheckBuildsIt: String { "처음 실행하는 `workbook check`가 빌드합니다(1분쯤). 캐시 폴더에 쓸 수 있어야 합니다" }

    // MARK: Learner loop (list, hint)
    var loopThisWorkbookHasNoExercisesN: String { "이 워크북에는 연습이 없습니다.\n" }
    func loopProgressOfExercisesPassingPoints(passing: String, entriesCount: String, scoreFormattedForTrace: String, maxScoreFormattedForTrace: String) -> String { "진행: 연습 \(entriesCount)개 중 \(passing)개 통과, \(scoreFormattedForTrace)/\(maxScoreFormattedForTrace)점" }
    func loopHiddenPoints(points: String) -> String { "+숨은 \(points)" }
    func loopPointsCountVisibleChecks(visible: String, hidden: String, total: String) -> String { "점수: 직접 돌리는 검사의 \(visible)점입니다. 교사의 채점은 숨은 검사 \(hidden)점까지 셉니다(모두 \(total)점)." }
    func loopStartCdWorkbookCheckLangEn(one: String) -> String { "  시작: cd \(one) && workbook check --lang ko\n" }
    var loopEveryExercisePasses: String { "모든 연습을 통과했습니다." }
    func loopNextSection(one: String, section: String, title: String) -> String { "다음: \(one) (\(section)절) — \(title)" }
    func loopNotCheckedYetRunWorkbookCheck(id: String) -> String { "\(id): 아직 검사하지 않았습니다. 먼저 `workbook check`를 실행하세요.\n" }
    func loopEveryCheckPassesNoHintNeeded(id: String) -> String { "\(id): 모든 검사를 통과했습니다. 힌트가 필요 없습니다.\n" }
    func loopTheFailingCheckHasNoHints(id: String, one: String) -> String { "\(id): 실패한 검사 `\(one)`에는 힌트가 없습니다.\n" }
    func loopHintOf(number: String, total: String) -> String { "힌트 \(number)/\(total): " }
    var loopThatWasTheLastHintFor: String { "(이 검사의 힌트를 모두 보았습니다.)" }
    var loopRunWorkbookHintAgainForThe: String { "(다음 힌트: `workbook hint` 다시 실행)" }
    var loopNotStarted: String { "시작 전" }
    var loopFailing: String { "실패" }
    var loopPassing: String { "통과" }
    func loopHintNotRecorded(path: String, why: String) -> String { "경고: 힌트를 \(path)에 기록하지 못했습니다: \(why) (힌트 자체에는 영향이 없습니다)" }

    // MARK: workbook watch
    func watchWorkbookWatchSectionSStayQ(entryId: String, section: String) -> String { "workbook watch — \(entryId) (\(section)절)   s: 머무르기, q: 끝내기" }
    var watchStaying: String { "   [머무르는 중]" }
    var watchCheckingN: String { "검사하는 중…\n" }
    func watchNpassedMovingOnToInS(nextId: String, seconds: String) -> String { "\n통과했습니다! \(seconds)초 뒤 다음 연습 \(KoreanParticle.attach(nextId, .direction)) 넘어갑니다 (s: 머무르기).\n" }
    var watchStayingOnThisExerciseN: String { "이 연습에 머무릅니다.\n" }
    var watchNeveryExercisePassesN: String { "\n모든 연습을 통과했습니다.\n" }
    var watchNwaitingForASaveN: String { "\n저장하면 다시 검사합니다…\n" }
    var watchMovingOnWhenItPassesN: String { "통과하면 다음 연습으로 넘어갑니다.\n" }

    // MARK: Source gate (submissions refused before compiling)
    func gateImportNotSimulated(name: String) -> String { "`import \(name)`: 채점하지 않음: \(KoreanParticle.attach(name, .topic)) 시뮬레이션되지 않습니다. workbook은 UIKit과 Foundation(그리고 Xcode 템플릿의 Core Data 설정)만으로 만든 앱을 실행합니다. 프로젝트를 확인받으려면 이 화면에서 \(KoreanParticle.attach(name, .object)) 쓰지 않도록 바꾸세요." }
    func gateCoreDataStoreNotSimulated(name: String) -> String { "`\(name)`: 채점하지 않음: Core Data 저장소는 시뮬레이션되지 않습니다. Xcode의 \"Use Core Data\" 템플릿이 쓰는 NSPersistentContainer 설정만 컴파일됩니다(저장소는 불러오지 않음). 프로젝트를 확인받으려면 앱의 데이터를 메모리나 UserDefaults에 두세요." }
    func gateTypeNotSimulated(name: String) -> String { "`\(name)`: 채점하지 않음: \(KoreanParticle.attach(name, .topic)) 시뮬레이션되지 않습니다. workbook의 UIKit에는 아직 없습니다(실행되는 것은 `docs/compatibility.md`에 있습니다). 프로젝트를 확인받으려면 이 화면에서 \(KoreanParticle.attach(name, .object)) 쓰지 않도록 바꾸세요." }
    func gateCoreDataEntityNotSimulated(name: String, entity: String, model: String) -> String { "`\(name)`: 채점하지 않음: Core Data 저장소(\(model)에서 생성된 엔티티 `\(entity)`)는 시뮬레이션되지 않습니다. 이 클래스는 Xcode가 모델에서 만들어 주며, 여기서는 Xcode의 \"Use Core Data\" 템플릿이 쓰는 NSPersistentContainer 설정만 컴파일됩니다. 프로젝트를 확인받으려면 앱의 데이터를 메모리나 UserDefaults에 두세요." }
    func gateCoreDataEntityTakesARuntimeName(name: String, entity: String, model: String) -> String { "`\(name)`: \(model)의 Core Data 엔티티 `\(entity)`에 대해 Xcode가 만드는 코드의 클래스 이름이 UIKit·Swift·workbook의 타입 이름과 같아, 앱 코드에서 원래 타입이 가려집니다. Xcode 모델 편집기에서 엔티티(또는 클래스) 이름을 바꾸세요." }
    func gateImportWorkbookSubmissionsMayImportOnly(name: String) -> String { "`import \(name)`: workbook 제출물은 UIKit과 Foundation만 import할 수 있습니다(Dispatch는 UIKit에 포함됨). 다른 모듈은 시뮬레이션된 앱 밖에 닿을 수 있습니다." }
    var gateTestableImportOpensAnotherModulesInternal: String { "`@testable import`는 다른 모듈의 internal 선언을 엽니다. workbook 제출물에서는 사용할 수 없습니다." }
    var gateSpiReachesTheRuntimesPrivateInterfaces: String { "`@_spi`는 런타임의 비공개 인터페이스에 닿습니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateIsAnUnderscoredCompilerAttributeThat(name: String) -> String { "\(KoreanParticle.attach("`@\(name)`", .topic)) Swift 규칙(심벌 이름, 링크, 로드 시 실행 코드)을 우회하는 밑줄 컴파일러 속성입니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateChangesSymbolNamesOrLinkageWhich(name: String) -> String { "\(KoreanParticle.attach("`@\(name)`", .topic)) 심벌 이름이나 링크를 바꿔 앱 시작 전에 코드를 실행하거나 런타임 함수를 바꿀 수 있습니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateConventionMakesACOrLow(name: String) -> String { "\(KoreanParticle.attach("`@convention(\(name))`", .topic)) C/저수준 함수 포인터를 만듭니다. 이 workbook의 iOS 앱 코드에는 필요 없으므로 사용할 수 없습니다." }
    func gateGivesRawMemoryAccessOrSilences(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 메모리에 직접 접근하거나 Swift의 메모리 안전 검사를 끕니다. workbook 제출물에서는 사용할 수 없습니다(직접 지은 이름이면 이름을 바꾸세요)." }
    func gateStartsOrControlsProcessesFileDescriptors(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 프로세스, 파일 디스크립터, 명령줄을 다룹니다. iOS 앱은 할 수 없는 일이므로 workbook 제출물에서는 사용할 수 없습니다(직접 만든 함수나 변수라면 이름을 바꾸거나 \(KoreanParticle.attach("`self.\(name)`", .direction)) 쓰세요)." }
    func gateSendsOrHandlesProcessSignalsIos(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 프로세스 시그널을 보내거나 처리합니다. iOS 앱은 할 수 없는 일이므로 workbook 제출물에서는 사용할 수 없습니다(직접 만든 함수나 변수라면 이름을 바꾸거나 \(KoreanParticle.attach("`self.\(name)`", .direction)) 쓰세요)." }
    func gateLoadsOrLooksUpCodeAt(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 실행 중에 코드를 불러오거나 찾습니다. iOS 앱은 코드를 불러올 수 없으므로 workbook 제출물에서는 사용할 수 없습니다." }
    func gateReadsAndWritesAnyFileAt(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 프로세스 자신의 메모리를 포함해 어떤 파일이든 임의 위치에서 읽고 씁니다. 파일은 `Data`, `String`, `FileManager`로 다루세요." }
    func gateThePathNamesTheSystemsProcess(name: String) -> String { "경로 \(KoreanParticle.attach(name, .topic)) iOS 앱이 접근할 수 없는 시스템의 프로세스·장치·커널 파일을 가리킵니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateIsANameTheWorkbookRuntime(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) workbook 런타임이나 생성 코드가 쓰는 이름입니다. 여기서 선언하거나 확장하면 그것을 대신하게 되므로 다른 이름을 쓰세요." }
    var gateSourcelocationChangesTheFileAndLine: String { "`#sourceLocation`은 컴파일러가 알리는 파일과 줄을 바꿔 메시지 위치를 틀리게 합니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateDeclaresOrExpandsACompilerPlug(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) 컴파일러 플러그인 매크로를 선언하거나 펼칩니다. workbook 제출물에서는 사용할 수 없습니다." }
    func gateIsNotAllowedInWorkbookSubmissions(name: String) -> String { "\(KoreanParticle.attach("`\(name)`", .topic)) workbook 제출물에서 사용할 수 없습니다." }
    func gateUnsafeMemory(detail: String) -> String { "안전하지 않은 메모리 사용(\(detail)): 포인터와 검사되지 않는 메모리 접근은 workbook 제출물에서 사용할 수 없습니다." }

    // MARK: Generated README of an exercise
    func readmeAnExerciseOfSectionOfThe(section: String) -> String { "책 \(section)절의 연습입니다." }
    var readmeTheExercise: String { "## 연습 설명" }
    var readmeWhatIsChecked: String { "## 확인할 것" }
    func readmeAndCheckSThatAreNot(hiddenCount: String) -> String { "- 그리고 공개되지 않은 검사 \(hiddenCount)개" }
    var readmeHowToCheck: String { "## 확인하는 방법" }
    func readmeEditTheSwiftFilesAndBase(moduleName: String) -> String { "`\(moduleName)/` 폴더의 Swift 파일과 `Base.lproj/Main.storyboard`를 고치세요. Xcode에서 열어도 됩니다." }
    var readmeStoryboardHeading: String { "## 스토리보드" }
    var readmeStoryboardIntro: String { "`Base.lproj/Main.storyboard`의 장면과 컨트롤(위에서 아래로)입니다." }
    var readmeNavigationController: String { "내비게이션 컨트롤러" }
    func readmeNavigationScene(root: String, isInitial: Bool) -> String { (isInitial ? "진입점은 " : "") + "루트가 \(root)인 내비게이션 컨트롤러" + (isInitial ? "입니다." : "가 있습니다.") }
    func readmeScene(className: String, storyboardID: String?, title: String?, isInitial: Bool, isNavigationRoot: Bool) -> String {
        var parts = ["`\(className)`"]
        if let storyboardID { parts.append("스토리보드 ID `\(storyboardID)`") }
        if let title { parts.append("내비게이션 제목 `\(title)`") }
        if isInitial { parts.append("진입점") }
        if isNavigationRoot { parts.append("내비게이션 컨트롤러의 루트") }
        return parts.joined(separator: ", ") + ":"
    }
    func readmeViewKind(_ kind: String) -> String {
        switch kind {
        case "label": return "레이블"
        case "button": return "버튼"
        case "textField": return "텍스트 필드"
        case "textView": return "텍스트 뷰"
        case "switch": return "스위치"
        case "stepper": return "스테퍼"
        case "slider": return "슬라이더"
        case "segmentedControl": return "세그먼트 컨트롤"
        case "datePicker": return "날짜 선택기"
        case "imageView": return "이미지 뷰"
        case "tableView": return "테이블 뷰"
        case "collectionView": return "컬렉션 뷰"
        case "pickerView": return "피커 뷰"
        default: return "뷰"
        }
    }
    func readmeOutlet(_ name: String) -> String { "아웃렛 `\(name)`" }
    func readmeTitled(_ title: String) -> String { "제목 `\(title)`" }
    func readmeShowing(_ text: String) -> String { "`\(text)` 표시" }
    func readmePlaceholder(_ text: String) -> String { "안내 문구 `\(text)`" }
    func readmeSwitchOn(_ isOn: Bool) -> String { isOn ? "켜짐" : "꺼짐" }
    func readmeAction(_ selector: String) -> String { "액션 `\(selector)`" }
    func readmeBarButton(_ title: String) -> String { "바 버튼 `\(title)`" }
    func readmeSegueTo(identifier: String?, kind: String, destination: String) -> String { "\(KoreanParticle.attach(destination, .direction)) 가는 `\(kind)` 세그웨이" + (identifier.map { " `\($0)`" } ?? "") }
    func readmeUnwindSegue(identifier: String?, action: String?) -> String { "언와인드 세그웨이" + (identifier.map { " `\($0)`" } ?? "") + (action.map { "(액션 `\($0)`)" } ?? "") }
    func readmeManualSegue(_ segue: String) -> String { "컨트롤러 자체에서 나가는(수동) \(segue)" }
    func readmeInTheRenderedBook(titleText: String, page: String) -> String { "렌더링한 책에서 읽기(책 폴더에서 `workbook render`): \(titleText), `\(page)`" }

    // MARK: Book site: exercises
    func siteExerciseDue(due: String) -> String { "마감 \(due)" }
    var siteExerciseCheckYourWorkWith: String { "학습자 폴더에서 이 명령으로 확인합니다:" }
    var siteExerciseStoryboard: String { "스토리보드" }
    var siteExerciseStoryboardCompactForm: String { "스토리보드 (간단한 형식)" }
    var siteExerciseStarter: String { "시작 코드" }
    var siteExerciseInstructorEditionReferenceSolution: String { "교사용 — 참고 답안" }
    var siteExerciseInstructorEditionKnownMistake: String { "교사용 — 자주 하는 실수" }
    var siteExerciseInstructorEditionAlternative: String { "교사용 — 다른 정답" }
    var siteExercisePassesEveryCheck: String { "모든 검사를 통과합니다." }
    var siteExerciseFails: String { "실패하는 검사: " }
    var siteExerciseExplains: String { "설명: " }
    var siteExerciseWhatIsChecked: String { "확인하는 것" }
    var siteExerciseAfterTheDueDate: String { "마감 후 공개" }
    var siteExerciseInstructor: String { "교사용" }
    func siteExerciseAndCheckSThatAreNot(withheldCount: String) -> String { "그리고 공개되지 않은 검사 \(withheldCount)개" }
    var siteExerciseInstructorEditionChecksAsWritten: String { "교사용 — 검사 원문" }
    func siteExercisePoints(number: String, one: Bool) -> String { "\(number)점" }
    func siteExercisePointsSplit(total: String, visible: String, hidden: String) -> String { "\(total)점: 직접 돌리는 검사 \(visible)점, 숨은 검사 \(hidden)점" }

    // MARK: Book site
    var siteFailsHere: String { "✘ 여기서 실패" }
    var siteTimeline: String { "타임라인" }
    var siteTheTraceAsText: String { "트레이스 원문" }
    var siteContents: String { "목차" }
    var siteCopy: String { "복사" }
    var siteCopied: String { "복사했습니다" }
    var siteCopyFailed: String { "복사하지 못했습니다" }
    var siteInTheOtherLanguage: String { "다른 언어" }
    var siteLinkToThisSection: String { "이 절로 가는 링크" }
    var sitePrintTheBook: String { "책 전체를 한 페이지로 (인쇄용)" }
    var siteSkipToContent: String { "본문으로 건너뛰기" }
    var siteNotFound: String { "책에 없는 페이지입니다." }
    var siteSearch: String { "검색" }
    var sitePrevious: String { "이전" }
    var siteNext: String { "다음" }
    var siteLightOrDarkTheme: String { "밝은/어두운 테마" }
    var siteServeBookHasProblems: String { "책에 문제가 있어 마지막으로 만들어진 페이지를 보여 줍니다:" }
    func siteServeValidating(_ ids: String) -> String { "\(ids) 검증 중 …" }
    func siteServeValidated(_ ids: String) -> String { "\(ids) 검증 완료: 모든 연습 문제가 올바릅니다" }
    var siteServeValidationProblems: String { "검증(`workbook validate`)에서 문제를 찾았습니다:" }
    var siteEditThisPage: String { "이 페이지 고치기" }
    var siteInstructorEdition: String { "교사용" }
    var siteNothingFound: String { "찾은 것이 없습니다" }

    // MARK: Class report (instructors)
    var classReportGenerated: String { "생성" }
    var classReportStudents: String { "명" }
    var classReportExercises: String { "개 연습" }
    var classReportMaximum: String { "만점" }
    var classReportTotals: String { "총점 분포" }
    var classReportStudents2: String { "학생" }
    var classReportMax: String { "만점" }
    var classReportMean: String { "제출자 평균" }
    var classReportSubmitted: String { "제출" }
    var classReportRefused: String { "채점 거부" }
    var classReportLate: String { "지각" }
    var classReportDue: String { "마감" }
    var classReportCheck: String { "검사" }
    var classReportPoints: String { "점수" }
    var classReportVisibility: String { "공개" }
    var classReportPassed: String { "통과" }
    var classReportPassRate: String { "통과율" }
    var classReportNoFailuresWithAnExplanation: String { "설명이 붙은 실패가 없습니다." }
    var classReportMostCommonExplanations: String { "가장 흔한 이유" }
    var classReportName: String { "이름" }
    var classReportTotal: String { "합계" }
    var classReportRefused2: String { "거부" }
    var classReportLate2: String { "지각" }
    var classReportD: String { "일" }
    var classReportInputs: String { "입력" }
    var classReportChecks: String { "검사" }
    var classReportRaw: String { "점수" }
    var classReportScore: String { "최종" }
    var classReportRefused3: String { "채점 거부" }
    var classReportInternalError: String { "내부 오류" }
    var classReportConsole: String { "콘솔" }
    var classReportTrace: String { "흐름" }
    var classReportVisible: String { "공개" }
    var classReportAfterDue: String { "마감 후 공개" }
    var classReportHistogramOfTotals: String { "총점 분포" }
    var classReportPoints2: String { "점수" }
    var classReportMax2: String { "만점" }
    var classReportHintsSeen: String { "본 힌트" }
    var classReportAHintRecordWasIgnored: String { "무시한 힌트 기록이 있습니다" }
    var classReportHintRecordIgnored: String { "힌트 기록을 무시했습니다" }
    var classReportScoresAreNotAffected: String { "점수에는 영향이 없습니다" }
    func classReportHintRequests(command: String) -> String { "\(command) 요청" }
    var classReportLast: String { "마지막" }
    var classReportAsTheStudentsToolRecordedThem: String { "학생의 도구가 기록한 것, 점수와 무관" }

    // MARK: Student feedback
    var feedbackNotGraded: String { "채점하지 않았습니다: " }
    var feedbackTotal: String { "총점" }
    var feedbackScore: String { "점수" }
    var feedbackAttempts: String { "제출 기록" }
    var feedbackExpected: String { "기대" }
    var feedbackActual: String { "실제" }
    var feedbackWhy: String { "이유" }
    func feedbackLate(days: Int, penalty: String, raw: String, onePoint: Bool) -> String { "\(days)일 늦게 제출: \(penalty)점 감점 (\(raw)점에서)" }

    // MARK: Class Gradescope results
    var classGradescopeNotSubmitted: String { "제출하지 않았습니다" }
    var classGradescopeNotGraded: String { "채점하지 않았습니다: " }
    func classGradescopeLate(days: Int, penalty: String, score: String) -> String { "\(days)일 지각, \(penalty)점 감점 → \(score)" }
    func classGradescopeLateWithoutScore(days: Int, penalty: String) -> String { "\(days)일 지각, \(penalty)점 감점" }

    // MARK: LMS semester (issue 30)
    func classroomCheckDidNotRun(exercise: String, status: String) -> String {
        "workbook이 \(exercise) 과제를 검사하지 못했습니다(종료 코드 \(status)). 이것은 여러분의 점수가 아닙니다. 이유는 위의 `Check \(exercise)` 단계에 있습니다. 다시 푸시하거나 강사에게 알려 주세요."
    }
    func classroomExerciseFolderMissing(exercise: String) -> String {
        "Exercises/\(exercise) 폴더가 없어서 이 과제의 점수를 받을 수 없습니다. 이전 커밋이나 과제 템플릿에서 폴더를 되살린 뒤 다시 푸시하세요."
    }
    // MARK: Compatibility (issue 28)
    func gateAPINotSimulated(name: String) -> String { "`\(name)`: 채점하지 않음: workbook은 \(KoreanParticle.attach("`\(name)`", .object)) 시뮬레이션하지 않습니다. 올바른 iOS 코드이며 여러분의 실수가 아닙니다. workbook의 UIKit에는 아직 없습니다(실행되는 것은 `docs/compatibility.md`에 있습니다). 이것을 쓰지 않으면 프로젝트를 확인받을 수 있습니다." }

    private var sheetFix: String { "띄울 때 modalPresentationStyle = .fullScreen으로 하거나, 델리게이트나 클로저로 값을 받자마자 화면을 갱신하세요." }
    private func destinationFate(_ destination: String, released: Bool) -> String {
        "도착 화면 \(KoreanParticle.attach(destination, .topic)) 한 번도 " + (released ? "나타나지 못한 채 해제(deinit)되었습니다." : "나타나지 않았습니다.")
    }

    // MARK: Teaching from evidence (issue 27)

    func ruleIgnoredDismiss(caller: String, pushedOnto: String?, pushedTop: String?, coveredBy: (navigation: String, top: String)?) -> String {
        "\(caller)에서 부른 `dismiss(animated:completion:)`는 아무 일도 하지 않았습니다: 그 화면이 띄운 화면도, 그 위에 떠 있는 화면도 없고, 그 화면 자신도 모달로 뜬 화면이 아닙니다. UIKit은 이런 호출을 아무 말 없이 무시합니다. "
            + (coveredBy.map { "\(KoreanParticle.attach(caller, .topic)) \($0.navigation)의 스택에서 \($0.top) 아래에 있고, \(KoreanParticle.attach($0.top, .topic)) 모달이 아니라 푸시된 화면입니다. 푸시된 화면은 팝으로 돌아갑니다: `navigationController?.popViewController(animated: true)`(첫 화면으로 돌아가려면 `popToRootViewController(animated: true)`)." }
               ?? pushedTop.map { "\(KoreanParticle.attach(caller, .topic)) 내비게이션 컨트롤러이고, \(KoreanParticle.attach($0, .topic)) 거기에 푸시된 화면입니다. 푸시된 화면은 팝으로 돌아갑니다: 푸시된 화면에서 `navigationController?.popViewController(animated: true)`." }
               ?? pushedOnto.map { "\(KoreanParticle.attach(caller, .topic)) \($0)에 푸시된 화면이므로 `navigationController?.popViewController(animated: true)`로 돌아가세요." }
               ?? "dismiss는 모달로 뜬 화면(또는 그 화면을 띄운 화면)에서 부르세요.")
    }
    func ruleIgnoredPop(call: String, navigation: String, presented: String?) -> String {
        "\(navigation)에서 부른 `\(call)`는 아무 일도 하지 않았습니다: 스택에 루트 뷰 컨트롤러 하나뿐이고, UIKit은 루트를 팝하지 않습니다. "
            + (presented.map { "\(KoreanParticle.attach($0, .topic)) 푸시가 아니라 모달로 뜬 화면이므로 `dismiss(animated: true)`로 닫으세요." } ?? "먼저 화면을 푸시하거나, 모달로 뜬 화면은 dismiss로 닫으세요.")
    }
    func ruleIgnoredPopTo(navigation: String, target: String) -> String {
        "`popToViewController(_:animated:)`는 아무 일도 하지 않았습니다: \(KoreanParticle.attach(target, .subject)) 이미 \(navigation) 스택의 맨 위라서 그 위에 팝할 화면이 없습니다. 그 아래 화면(예: `viewControllers[viewControllers.count - 2]`)으로 팝하거나 popViewController(animated:)를 쓰세요."
    }
    func ruleIgnoredPresent(receiver: String, alreadyPresenting: String?, neverShown: Bool, onScreen: String?) -> String {
        if let other = alreadyPresenting {
            return "\(receiver)에서 부른 `present(_:animated:completion:)`는 아무 일도 하지 않았습니다. \(receiver)\(KoreanParticle.form(.topic, after: receiver)) 이미 \(other)\(KoreanParticle.form(.object, after: other)) 띄우고 있고, 컨트롤러는 한 번에 한 화면만 띄우므로 UIKit은 콘솔에 경고만 남기고 아무것도 보여 주지 않습니다. 맨 위 화면인 \(other)에서 띄우거나, 먼저 닫고 닫기의 완료 클로저에서 띄우세요."
        }
        return "\(receiver)에서 부른 `present(_:animated:completion:)`는 아무 일도 하지 않았습니다. \(receiver)\(KoreanParticle.form(.topic, after: receiver)) 화면에 \(neverShown ? "나온 적이 없는(사용자가 보는 인스턴스가 아닌 새 인스턴스)" : "더 이상 없는") 컨트롤러라 그 뷰가 윈도 계층에 없으므로, UIKit은 콘솔에 경고만 남기고 아무것도 보여 주지 않습니다." + (onScreen.map { " 화면에 있던 것은 \($0)입니다. 그 화면에서(그 클래스 코드의 `self`로) 띄우세요." } ?? " 화면에 있는 화면에서(그 클래스 코드의 `self`로) 띄우세요.")
    }
    func ruleTransitionOffScreen(call: String, receiver: String, shown: String, written: String, line: Int, method: String, onScreen: String?) -> String {
        "`\(method)`의 `\(written)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(receiver)에서 `\(call)`\(KoreanParticle.form(.object, after: call)) 실행했지만\(shown.isEmpty ? "" : "(\(shown))"), \(receiver)\(KoreanParticle.form(.topic, after: receiver)) 화면에 나온 적이 없습니다. 사용자가 보는 것과 다른 내비게이션 컨트롤러(코드가 새로 만들었거나 어느 윈도에도 없는 것)라서 그 컨트롤러의 스택만 바뀌고 화면은 바뀌지 않았습니다. " + (onScreen.map { "화면에 있던 내비게이션 컨트롤러는 \($0)입니다. 보이는 화면의 `navigationController`를 쓰세요." } ?? "화면에 있는 내비게이션 컨트롤러, 곧 보이는 화면의 `navigationController`를 쓰세요.")
    }
    func ruleTimerKeepsScreen(tag: String, line: Int, method: String, byTarget: Bool, invalidatedInDeinit: Bool) -> String {
        "\(tag)\(KoreanParticle.form(.topic, after: tag)) 화면을 떠났지만 해제되지 않았습니다. \(line)번째 줄(`\(method)` 안)에서 만든 반복 타이머가 붙잡고 있습니다. 예약된 타이머는 무효화될 때까지 런 루프가 붙잡고, 타이머는 " + (byTarget ? "대상인 `self`를" : "블록이 캡처한 것, 여기서는 `self`를 강하게") + " 붙잡으므로 타이머가 도는 동안 화면은 사라질 수 없습니다" + (invalidatedInDeinit ? ". `deinit` 안의 `invalidate()`는 실행되지 않습니다. `deinit`은 타이머가 놓아 주기를 기다리기 때문입니다" : "") + ". 화면이 떠날 때(`viewWillDisappear(_:)`나 `viewDidDisappear(_:)`에서) 무효화하세요" + (byTarget ? "." : ". 또는 블록에서 `[weak self]`로 캡처하세요.")
    }
    func ruleIgnoredCall(call: String, receiver: String, reason: String) -> String {
        "\(receiver)에서 부른 `\(call)`는 아무 일도 하지 않았습니다(`\(reason)`). UIKit은 이런 호출을 아무 말 없이 무시합니다."
    }
    func ruleSkippedOptionalChain(call: String, method: String, line: Int, link: String, reason: String) -> String {
        "\(method) 안의 `\(call)`(\(line)번째 줄)는 아무 일도 하지 않았습니다: \(reason). 그래서 `\(link)`는 nil이고, 옵셔널 체이닝(`?.`)이 아무 말 없이 호출을 건너뛰었습니다."
    }
    func skippedNotInNavigation(instance: String, presented: Bool) -> String {
        "\(KoreanParticle.attach(instance, .topic)) 내비게이션 컨트롤러 안에 있지 않습니다" + (presented ? "(모달로 떴습니다. 그 아래 화면은 `presentingViewController`이고, 닫을 때는 `dismiss`를 씁니다)" : "")
    }
    func skippedNotPresented(instance: String) -> String { "\(KoreanParticle.attach(instance, .topic)) 모달로 뜬 화면이 아닙니다(푸시되었거나 윈도의 루트입니다)" }
    func skippedNothingPresented(instance: String, closingItself: Bool) -> String {
        "그때 \(KoreanParticle.attach(instance, .topic)) 아무 화면도 띄우고 있지 않았습니다" + (closingItself ? "(`presentedViewController`는 그 화면이 직접 띄운 화면입니다. \(KoreanParticle.attach(instance, .object)) 띄운 화면은 `presentingViewController`이고, \(KoreanParticle.attach(instance, .object)) 닫으려면 `self`에 `dismiss(animated:)`를 부르세요. UIKit이 띄운 쪽에 넘겨 줍니다)" : "")
    }
    func skippedNoTabBar(instance: String) -> String { "\(KoreanParticle.attach(instance, .topic)) 탭 바 컨트롤러 안에 있지 않습니다" }
    func skippedMadeInCode(instance: String) -> String { "\(KoreanParticle.attach(instance, .topic)) 스토리보드가 아니라 코드로 만든 인스턴스입니다(`UIStoryboard(name: \"Main\", bundle: nil)`을 쓰세요)" }
    func skippedNeverAssigned(property: String) -> String { "코드 어디에서도 `\(property)`에 값을 넣지 않습니다" }
    func skippedWeakFreshObject(property: String, value: String, line: Int) -> String {
        "`\(property)`는 weak인데, 다른 누구도 붙잡지 않는 새 객체 `\(value)`를 넣었습니다(\(line)번째 줄). 그 객체는 곧바로 해제되었습니다(Swift도 경고합니다)"
    }
    func ruleKeyMismatch(store: String, written: String, writtenLine: Int, read: String, readLine: Int) -> String {
        "저장은 키 \"\(written)\"로 하고(\(writtenLine)번째 줄) 읽기는 \"\(read)\"로 합니다(\(readLine)번째 줄). \(store)에는 \"\(read)\" 키로 저장된 값이 없어서 nil(또는 0, false)을 읽습니다. 두 곳에서 같은 키를 쓰세요. 함께 쓰는 상수로 두면 가장 좋습니다."
    }
    func ruleInputNotTracked(property: String, control: String, method: String, line: Int, given: String?, reason: InputTrackReason) -> String {
        let head = "`\(property)`는 `\(control)`의 값을 따라가도록 `\(method)`에서 복사합니다(\(line)번째 줄). "
        let stale = "그래서 코드가 `\(property)`를 쓸 때, 사용자가 `\(control)`에 준 값" + (given.map { "(\($0))" } ?? "") + "이 들어 있지 않았습니다. "
        switch reason {
        case let .eventNeverSent(event, listen, kind, registration):
            return head + "그런데 `.\(event)` 이벤트에 연결했고(\(registration)번째 줄), \(kind)는 사용자가 값을 바꿀 때 `.\(event)`를 보내지 않습니다. 그래서 `\(method)`는 한 번도 실행되지 않았습니다. " + stale
                + "`.\(listen)`에 연결하세요."
        case let .otherControl(other, listen, registration):
            return head + "그런데 `\(control)`가 아니라 `\(other)`의 타깃으로 연결했습니다(\(registration)번째 줄). 그래서 `\(control)`를 바꿔도 실행되지 않았습니다. " + stale
                + "타깃을 `\(control)`에 `.\(listen)`로 추가하세요."
        case let .neverConnected(selector, listen, state):
            return head + "그런데 이 메서드를 `\(control)`에 연결하는 곳이 없습니다. `addTarget`도 스토리보드 연결도 없어서 한 번도 실행되지 않았습니다. " + stale
                + "`viewDidLoad()`에서 `\(control).addTarget(self, action: #selector(\(selector)), for: .\(listen))`로 연결하거나, 값을 보내는 곳에서 `\(control).\(state)`를 바로 읽으세요."
        case let .addedBeforeLoad(place, registration):
            return head + "그런데 `addTarget` 호출(\(registration)번째 줄)이 `\(place)` 안에 있습니다. 이때는 뷰가 아직 로드되지 않아 `\(control)`가 nil이었고, `?.`가 호출을 건너뛰어 타깃이 추가되지 않았습니다. " + stale
                + "타깃은 아웃렛이 연결된 뒤인 `viewDidLoad()`에서 추가하세요."
        case let .registrationNeverRan(registration):
            return head + "그런데 연결하는 줄(\(registration)번째 줄)이 한 번도 실행되지 않아 UIKit이 `\(method)`를 부르지 않았습니다. " + stale
                + "사용자가 `\(control)`를 바꾸기 전에 실행되는 곳(예: `viewDidLoad()`)에서 연결하세요."
        case .delegateNotSet:
            return head + "그런데 `\(method)`는 텍스트 필드의 델리게이트 메서드인데, `\(control).delegate`를 코드에서도 스토리보드에서도 설정하지 않아 UIKit이 부르지 않았습니다. " + stale
                + "`viewDidLoad()`에서 `\(control).delegate = self`를 설정하세요."
        case let .onlyOnReturn(state):
            return head + "그런데 `\(method)`는 사용자가 키보드의 리턴 키를 누를 때만 실행됩니다. 여기서는 입력한 뒤 버튼을 눌렀으므로 실행되지 않았습니다. " + stale
                + "`.editingChanged`에서 복사하거나, 보내는 곳에서 `\(control).\(state)`를 바로 읽으세요."
        case let .onlyWhenEditingEnds(state):
            return head + "그런데 `\(method)`는 편집이 끝날 때, 즉 필드가 첫 번째 응답자에서 물러날 때(`resignFirstResponder()`, `endEditing(_:)`, 다른 텍스트 필드, 화면이 사라질 때)만 실행됩니다. 여기서는 입력한 뒤 버튼을 눌렀는데, 버튼을 눌러도 편집은 끝나지 않으므로 실행되지 않았습니다. " + stale
                + "`.editingChanged`에서 복사하거나, 보내는 곳에서 `\(control).\(state)`를 바로 읽으세요."
        case let .beforeTyping(state):
            return head + "그런데 `\(method)`는 편집이 시작될 때, 아무것도 입력하기 전에 한 번만 실행되고 그 뒤로는 실행되지 않습니다. " + stale
                + "`.editingChanged`에서 복사하거나, 보내는 곳에서 `\(control).\(state)`를 바로 읽으세요."
        case .beforeEachChange:
            return head + "그런데 `\(method)`는 각 변경이 적용되기 전에 실행됩니다. 그 안의 `text`는 아직 바뀌기 전의 글자라서 복사본은 늘 한 번씩 늦습니다. " + stale
                + "`range`와 `string`으로 새 글자를 계산하거나(`(text as NSString).replacingCharacters(in: range, with: string)`), `.editingChanged`에서 복사하세요."
        case let .countsEvents(statement, statementLine):
            return head + "그런데 `\(statement)`(\(statementLine)번째 줄)는 값을 읽지 않고 바뀐 횟수를 셉니다. 한 번의 변경으로 값이 여러 단계 움직이거나 줄어들 수 있습니다. " + stale
                + "컨트롤의 `value`(`sender.value`)를 복사하세요."
        case let .startNotCopied(initial, start, state):
            return "`\(property)`는 `\(control)`의 값을 따라가도록 `\(method)`에서 복사합니다(\(line)번째 줄). 그런데 `\(property)`는 `\(initial)`로 시작하고 `\(control)`는 스토리보드에서 `\(start)`로 시작합니다. `\(method)`는 사용자가 `\(control)`를 바꿀 때만 실행되는데, 이번 실행에서는 아무도 바꾸지 않아서 `\(property)`에는 `\(control)`의 상태가 한 번도 들어가지 않았습니다. "
                + "`viewDidLoad()`에서 시작 상태를 복사하거나(`\(property) = \(control).\(state)`), 값을 보내는 곳에서 `\(control).\(state)`를 바로 읽으세요."
        }
    }
    func ruleSourceStale(statement: String, line: Int, method: String, property: String, initial: String?, writeLine: Int, writer: String, after: Bool, note: SourceStaleNote?) -> String {
        let why: String
        if after {
            why = "`\(property)`는 \(writeLine)번째 줄 `\(writer)`에서 쓰는데, 그 메서드는 `\(method)`가 복사한 뒤에야 실행되었습니다"
        } else {
            let reason: String
            switch note {
            case .shouldPerformNotAsked?: reason = "(UIKit은 스토리보드가 시작하는 세그웨이 전에만 이 메서드에 묻고, 코드의 `performSegue` 호출에는 묻지 않습니다)"
            case .returnKeyOnly?: reason = "(키보드의 리턴 키만 이 메서드를 부르는데, 사용자는 버튼을 눌렀습니다)"
            case .silent?, nil: reason = ""
            }
            why = "`\(property)`는 \(writeLine)번째 줄 `\(writer)`에서만 쓰는데, 그 메서드는 이번 검사에서 한 번도 실행되지 않았습니다" + reason
        }
        if case let .silent(silence)? = note {
            return "`\(statement)`(\(line)번째 줄, `\(method)`)는 `\(property)`를 복사합니다. 그런데 \(why). 그래서 `\(property)`의 시작값" + (initial.map { " `\($0)`" } ?? "") + "을 복사했습니다. "
                + callbackSilence(silence)
        }
        return "`\(statement)`(\(line)번째 줄, `\(method)`)는 `\(property)`를 복사합니다. 그런데 \(why). 그래서 `\(property)`의 시작값" + (initial.map { " `\($0)`" } ?? "") + "을 복사했습니다. "
            + "그 순간 값이 있는 곳(컨트롤, 다른 화면, 저장소)에서 바로 읽거나, \(line)번째 줄보다 먼저 실행되는 곳에서 `\(property)`를 쓰세요."
    }
    func ruleAssignmentNeverCalled(target: String, method: String, owner: String, line: Int, silence: CallbackSilence) -> String {
        "코드는 `\(target)`를 \(owner).\(method)(\(line)번째 줄)에서만 설정하는데, 그 메서드는 이번 검사에서 한 번도 실행되지 않아 값이 전달되지 않았습니다. " + callbackSilence(silence)
    }
    func ruleClosureHolderReleased(statement: String, line: Int, closureLine: Int, made: String, handed: String, handedLine: Int, property: String) -> String {
        "`\(statement)`(\(line)번째 줄)는 \(closureLine)번째 줄에서 `\(made)`에 준 클로저 안에 있는데, 이번 실행에서 그 클로저는 한 번도 실행되지 않았습니다. 그 클로저를 가진 \(made)\(KoreanParticle.form(.topic, after: made)) 누가 부르기도 전에 해제되었습니다. 그것을 가리키는 다른 곳은 `\(handed)`(\(handedLine)번째 줄)뿐인데 `\(property)`\(KoreanParticle.form(.topic, after: property)) `weak`라 객체를 붙잡지 않으므로, 메서드가 끝나자 아무도 \(made)\(KoreanParticle.form(.object, after: made)) 붙잡지 않았습니다. 계속 살아 있는 객체의 저장 프로퍼티에 담아 두고(`let helper = \(made)(…)`) 그것을 대입하세요."
    }
    func callbackSilence(_ silence: CallbackSilence) -> String {
        switch silence {
        case let .nameDiffers(method, requirement, protocolName):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 이름이 `\(protocolName)`의 것과 다르기 때문입니다. UIKit은 `\(requirement)`를 부르는데, `\(method)`는 (예전 Swift의 표기인) 다른 메서드라 아무도 부르지 않습니다. 프로토콜이 선언한 그대로 메서드를 쓰세요(Xcode의 자동 완성을 쓰세요)."
        case let .neverSet(owner, property, holderClass, outlets, protocolName):
            let receiver = outlets.count == 1 ? "`\(outlets[0]).\(property)`" : "\(holderClass)의 `\(property)`"
            let fix = outlets.count == 1 ? "`\(outlets[0]).\(property) = self`" : "`<\(holderClass)>.\(property) = self`"
            return "UIKit이 이 메서드를 부르지 않은 까닭은 \(receiver)를 한 번도 설정하지 않았기 때문입니다. UIKit은 \(holderClass)의 `\(property)`에 든 객체에만 `\(protocolName)` 메서드를 부르는데, 코드의 어느 줄도(스토리보드의 연결도) \(owner)를 거기에 넣지 않아 nil로 남습니다. \(owner)의 `viewDidLoad()`에서 \(fix)로 설정하세요."
        case let .otherClass(method, owner, statement, line, delegateClass):
            let set = line == 0 ? "스토리보드가 `delegate`를 \(delegateClass)에 연결했는데" : "`\(statement)`(\(line)번째 줄)가 \(delegateClass)를 델리게이트로 정했는데"
            return "UIKit이 이 메서드를 부르지 않은 까닭은 \(set), \(delegateClass)에는 `\(method)`가 없기 때문입니다. UIKit은 델리게이트에게만 묻고, 메서드가 있는 \(owner)는 델리게이트가 아닙니다. 메서드를 \(delegateClass)로 옮기거나(값은 거기서 넘기세요), \(owner)를 델리게이트로 정하세요."
        case let .released(statement, line, made, property):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 `\(statement)`(\(line)번째 줄)가 `\(property)`에 새 \(made)를 주는데 그것을 붙잡는 곳이 없기 때문입니다. `\(property)`는 `weak`라 객체를 붙잡지 않으므로, \(made)는 메서드가 끝나자마자 해제되고 `\(property)`는 nil이 됩니다(Swift 컴파일러도 이 대입에 경고를 냅니다). 화면의 저장 프로퍼티에 담아 두고(`let helper = \(made)()`) 그것을 대입하세요."
        case let .wrongEvent(statement, line, control, event, sends):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 이 메서드를 `\(event)`에 대해 추가했는데, \(KoreanParticle.attach(control, .topic)) 그 동작에 \(KoreanParticle.attach("`\(event)`", .object)) 보내지 않고 \(KoreanParticle.attach("`\(sends)`", .object)) 보내기 때문입니다. `\(sends)`에 대해 타깃을 추가하세요."
        case let .targetNeverAdded(statement, line, method):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 이 메서드를 컨트롤의 타깃으로 추가하는 `\(statement)`(\(line)번째 줄\(method.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.subject, after: "줄")) 이번 검사에서 한 번도 실행되지 않았기 때문입니다. 사용자가 조작하기 전에 반드시 실행되는 곳(`viewDidLoad`)에서 타깃을 추가하세요."
        case let .targetReleased(statement, line, target):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) \(KoreanParticle.attach("`\(target)`", .object)) 타깃으로 삼는데, 컨트롤은 타깃을 붙잡지 않기(약하게 참조하기) 때문입니다. \(KoreanParticle.attach("`\(target)`", .object)) 붙잡는 곳이 없어 곧바로 해제되었고, 컨트롤은 알릴 대상이 없었습니다. 타깃을 저장 프로퍼티(`weak` 아님)에 두거나 화면 자신을 타깃으로 하세요."
        case let .targetOnUnloadedOutlet(statement, line, method):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) `\(method)`에서, 다른 화면의 뷰가 로드되기 전에 실행되기 때문입니다. 그때 그 화면의 아웃렛은 아직 nil이라 `?.`가 타깃 추가를 건너뛰었습니다. 그 화면의 `viewDidLoad`에서(또는 뷰가 로드된 뒤에) 타깃을 추가하세요."
        case let .otherObject(notification, object, line, poster):
            return "UIKit이 이 메서드를 부르지 않은 까닭은 옵저버(\(line)번째 줄)가 `\(notification)`를 `\(object)`에게서만 받도록(`object: \(object)`) 등록했는데, 그 알림은 \(poster)가 보내기 때문입니다. 그래서 하나도 닿지 않았습니다. `object:`에는 알림을 보내는 객체를(모든 발신자를 들으려면 `nil`을) 주세요."
        }
    }
    func ruleObserverOtherValue(property: String, statement: String, line: Int, use: ObserverValueUse) -> String {
        switch use {
        case .oldValueInDidSet:
            return "`\(property)`의 `didSet` 안에서 `oldValue`는 이번 대입 전의 값이고, 새 값은 `\(property)` 자신입니다. `\(statement)`(\(line)번째 줄)는 이전 값을 씁니다. 그 자리에 `\(property)`를 쓰세요."
        case .propertyInWillSet:
            return "`\(property)`의 `willSet` 안에서 `\(property)`는 아직 이전 값(처음에는 nil)이고, 들어오는 값은 `newValue`입니다. `\(statement)`(\(line)번째 줄)는 이전 값을 다룹니다. 그 자리에 `newValue`를 쓰거나, 코드를 `didSet`으로 옮기세요."
        case .nilPropertyInDidSet:
            return "`\(property)`의 `didSet`에 있는 `\(statement)`(\(line)번째 줄)는 `\(property)`가 nil이 된 뒤에 실행되어 `?.`가 호출을 건너뛰었습니다. `didSet` 안에서 프로퍼티는 이미 새 값입니다. 이전에 들고 있던 객체는 `oldValue`이니, `oldValue`에 대해 부르세요."
        }
    }
    func ruleObserverNeverRan(property: String, owner: String, reason: ObserverSkip) -> String {
        let head = "\(owner)의 `\(property)`에는 `didSet`이 있는데, 이번 검사에서 한 번도 실행되지 않았습니다. "
        switch reason {
        case let .initialValue(initial, place):
            return head + "`\(property)`는 시작값 `\(initial)` 뒤로 아무도 대입하지 않고, 시작값은 `didSet`을 부르지 않습니다. 그 일을 직접 하거나(`\(place)`나 값이 필요한 곳에서), 프로퍼티에 값을 대입하세요."
        case let .initializer(line):
            return head + "이 프로퍼티는 \(owner)의 이니셜라이저(\(line)번째 줄)에서만 설정되는데, Swift는 자기 클래스의 이니셜라이저가 프로퍼티를 설정할 때 옵저버를 부르지 않습니다. 다른 어느 줄도 `\(property)`에 새 값을 주지 않습니다. `didSet`이 설정 작업을 한다면 그 일을 이니셜라이저 안에서 직접 하거나 그 뒤(`start()`나 `viewDidLoad()`)에서 하고, 변화를 알려야 한다면 값이 바뀌는 곳(값을 저장하거나 받는 메서드, 바인딩된 바로 그 객체)에서 `\(property)`에 값을 넣으세요."
        case let .replaced(target, statement, line, method):
            return head + "`\(statement)`(\(line)번째 줄\(method.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.topic, after: "줄")) 이미 있는 객체의 `\(property)`\(KoreanParticle.form(.object, after: property)) 바꾸는 대신 그 값으로 새 \(KoreanParticle.attach(owner, .object)) 만듭니다. 초기화 메서드는 `didSet`을 부르지 않고, 예전 \(owner)에 해 둔 설정(연결된 클로저)은 새 객체에 없으므로 아무것도 그 값을 보여 주지 않습니다. 있는 객체에 설정하세요: `\(target).\(property) = …`."
        case let .copy(name, source, line):
            return head + "`var \(name) = \(source)`(\(line)번째 줄)는 값을 복사하고(구조체는 공유되지 않고 복사됩니다), 변경은 복사본에만 들어갑니다. `\(source)` 자체에는 대입하지 않습니다. 복사본을 다시 대입하거나(`\(source) = \(name)`), `\(source)`를 직접 바꾸세요."
        }
    }
    func ruleSuperCallOverwrites(statement: String, line: Int, method: String, owner: String, superLine: Int, base: String, baseStatement: String, baseLine: Int, twice: Bool) -> String {
        if twice {
            return "\(owner)의 `\(method)`는 `\(statement)`(\(line)번째 줄)를 하고 `super.\(method)`(\(superLine)번째 줄)도 부르는데, \(base)의 `\(method)`도 `\(baseStatement)`(\(baseLine)번째 줄)를 합니다. 한 번 부를 때마다 값이 두 번 바뀝니다. 그 줄은 두 클래스 중 한 곳에만 두세요."
        }
        return "`\(statement)`(\(line)번째 줄, \(owner)의 `\(method)`)는 `super.\(method)`(\(superLine)번째 줄)보다 먼저 실행되고, \(base)의 `\(method)`가 같은 값을 다시 설정합니다(`\(baseStatement)`, \(baseLine)번째 줄). 그래서 기본 클래스의 값이 여러분의 값을 덮어씁니다. `super`를 먼저 부르고, 그다음에 여러분의 값을 설정하세요."
    }
    func ruleValueRemovedByRead(call: String, line: Int, method: String, key: String) -> String {
        "`\(call)`(\(line)번째 줄, `\(method)`)는 값을 돌려주면서 저장소에서 꺼내 지웁니다. 첫 번째로 읽은 뒤에는 저장소에 \"\(key)\"가 없어서, 그 뒤의 모든 읽기(다시 만들어진 화면)는 아무것도 찾지 못합니다. 지우지 말고 읽고(`store[\"\(key)\"]`), 값이 없어져야 할 때만 지우세요."
    }
    func ruleReadBeforeWritten(method: String, property: String, line: Int, writer: String, writeLine: Int, after: Bool, initial: String?) -> String {
        "`\(method)`는 아무것도 `\(property)`를 채우기 전에 그것을 읽습니다(\(line)번째 줄). `\(property)`는 `\(writer)`(\(writeLine)번째 줄)에서만 쓰는데, 그 메서드는 "
            + (after ? "`\(method)`보다 나중에 실행됩니다" : "UIKit이 `\(method)` 다음에만 부르는 메서드입니다(이번에는 실행되지 않았습니다)") + ". 그래서 검사는 시작값" + (initial.map { " `\($0)`" } ?? "") + "을 읽었습니다. "
            + "`\(method)`가 실행될 때 값이 있는 곳(컨트롤 자체)에서 읽거나, 그 전에 `\(property)`를 채우세요."
    }
    func ruleFallbackNeverUsed(statement: String, line: Int, left: String, fallback: String) -> String {
        "`\(statement)`(\(line)번째 줄)는 `\(left)`가 nil일 때만 `\(fallback)`를 씁니다. 여기서는 nil이 아니었으므로(뷰가 로드되면 아웃렛은 설정됩니다) 값은 `\(fallback)`가 아니라 `\(left)`에서 왔습니다. `??`는 값이 없을 때의 대신 값입니다. 이 경우에 `\(fallback)`를 쓰려면 직접 대입하세요."
    }
    func ruleInputNeverRead(control: String, value: String, step: Int, expected: String, read: String) -> String {
        "\(step)단계에서 검사가 `\(control)`에 \(value)\(KoreanParticle.form(.object, after: value)) 넣었고, 검사가 찾은 값도 그 값을 보여야 합니다(\"\(expected)\"). 그런데 코드 어디에서도 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽지 않아, 보인 값은 다른 곳에서 왔습니다. 값을 넘기는 곳에서 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽으세요."
    }
    func ruleNotControlState(read: String, line: Int, control: String, state: String) -> String {
        "`\(read)`를 읽었는데(\(line)번째 줄), 이것은 사용자가 \(control)에서 고른 값이 아닙니다. 고른 값은 `\(state)`입니다. `\(state)`를 읽으세요."
    }
    func ruleConstantAnswer(method: String, value: String, line: Int) -> String {
        "`\(method)`(\(line)번째 줄)는 모든 경로에서 `\(value)`를 돌려줍니다. 사용자가 무엇을 하든 답이 같습니다. " + (value == "false" ? "입력이 올바른 경로에 `return true`를 두세요." : value == "true" ? "입력이 올바르지 않은 경로에 `return false`를 두세요." : "입력이 다른 경로에서는 다른 답을 돌려주세요.")
    }
    func ruleDeinitNeverRan(className: String, instance: String, holder: String?) -> String {
        "\(className)의 deinit에 둔 일은 검사하는 동안 한 번도 실행되지 않았습니다: \(KoreanParticle.attach(instance, .topic)) 해제되지 않았습니다" + (holder.map { "(아직 \($0)에 붙잡혀 있습니다)" } ?? "")
            + ". deinit은 마지막 강한 참조가 사라질 때만 실행됩니다. 스택에 남아 있거나, 모달로 떠 있거나, 클로저나 강한 델리게이트가 붙잡은 컨트롤러는 해제되지 않습니다. 그 일은 화면이 사라질 때(viewWillDisappear) 또는 값이 바뀌는 순간에 하세요."
    }
    func ruleReadInInit(className: String, line: Int) -> String {
        "\(KoreanParticle.attach(className, .topic)) 값을 init(coder:)에서 읽습니다(\(line)번째 줄). init(coder:)는 스토리보드가 인스턴스를 만들 때 한 번, prepare(for:sender:)가 값을 넘기기 전에 실행됩니다. 값은 viewDidLoad(또는 viewWillAppear)에서 읽으세요."
    }
    func rulePerformSegueInPrepare(line: Int) -> String {
        "prepare(for:sender:) 안에서 performSegue를 부릅니다(\(line)번째 줄). 준비 중인 세그웨이는 이미 진행 중이고, 그 안에서 또 다른 세그웨이를 시작하면 화면이 하나 더 뜨거나 계속 반복됩니다. performSegue는 전환을 시작하는 액션에서 부르고, prepare에서는 값만 넘기세요."
    }
    func ruleShowsSegueDestinationByHand(call: String, line: Int) -> String {
        "prepare(for:sender:)에서 segue.destination을 `\(call)`로 직접 띄웁니다(\(line)번째 줄). 세그웨이는 prepare가 끝나면 도착 화면을 스스로 띄웁니다. prepare에서는 값만 넘기세요."
    }
    func ruleStyleOnWrongController(assignment: String, line: Int, presented: String) -> String {
        "`\(assignment)`(\(line)번째 줄)를 띄워지는 화면이 아닌 컨트롤러에 설정했습니다. 스타일은 띄울 컨트롤러(여기서는 \(presented))에, 띄우기 전에 설정해야 합니다. 띄워진 화면은 기본값인 시트로 떴습니다."
    }
    func ruleViewLoadedBeforeValues(destination: String, line: Int) -> String {
        "값을 넘기기 전에 도착 화면의 `view`를 읽어서(\(line)번째 줄) \(destination)의 viewDidLoad가 그 자리에서, 값이 비어 있는 채로 실행되었습니다. 값을 먼저 넘기거나, 화면은 viewWillAppear에서 채우세요."
    }
    func ruleOwnNeverAssigned(property: String, owner: String, write: String, writeClass: String, file: String, line: Int) -> String {
        "화면은 \(owner) 자신의 `\(property)`\(KoreanParticle.form(.object, after: property)) 보여 주는데, 코드 어디에서도 그것에 값을 넣지 않아 선언할 때의 값 그대로입니다. 값은 `\(write)`(\(file) \(line)번째 줄)에 들어갑니다. 이것은 이름만 같은 다른 객체인 \(writeClass)의 `\(property)`입니다. 값을 넣은 곳(`\(write)`의 객체)에서 읽거나, \(owner)의 `\(property)`에 값을 넣으세요."
    }
    func ruleUnknownStoryboardClass(name: String, segue: Bool, nearest: String?) -> String {
        let what = segue
            ? "커스텀 세그의 클래스로 `\(name)`\(KoreanParticle.form(.object, after: name)) 적었는데 코드에는 그런 이름의 클래스가 없어서, UIKit이 세그를 만들지 못하고 앱을 멈춥니다(`Could not find a segue class named '\(name)'`)"
            : "한 장면의 클래스로 `\(name)`\(KoreanParticle.form(.object, after: name)) 적었는데 코드에는 그런 이름의 클래스가 없어서, UIKit이 그 자리에 평범한 UIViewController를 만들었고(콘솔의 `Unknown class \(name) in Interface Builder file.`) 그 화면에서는 여러분 클래스의 코드가 하나도 실행되지 않습니다"
        return "스토리보드가 \(what)." + (nearest.map { " 여러분의 클래스는 `\($0)`입니다. 한쪽에서만 이름을 바꾼 것입니다." } ?? "")
            + " 두 이름을 같게 하세요: \(segue ? "세그의 Class(Attributes 인스펙터)" : "장면의 Class(Identity 인스펙터)")와 코드에 선언한 클래스."
    }
    func ruleNeverAssigned(property: String) -> String {
        "코드 어디에서도 `\(property)`에 값을 넣지 않습니다. 선언할 때의 값 그대로입니다. 화면이 값을 받는 곳(prepare(for:sender:), 또는 푸시하거나 띄우기 전)에서 값을 넣으세요."
    }
    func ruleAssignmentNeverRan(target: String, method: String, owner: String, line: Int) -> String {
        "`\(target)`에 값을 넣는 코드는 \(owner).\(method)(\(line)번째 줄)에만 있는데, 이 메서드는 검사하는 동안 한 번도 실행되지 않아서 값이 전달되지 않았습니다. \(method)를 부르는 쪽을 확인하세요: 연결된 세그웨이나 컨트롤, 그 식별자, 그리고 전환이 실제로 일어났는지."
    }
    func ruleHelperPopOnPresented(action: String, helper: String, helperLine: Int, pop: String, popLine: Int, instance: String) -> String {
        "\(action)\(KoreanParticle.form(.topic, after: action)) 실행되어 `\(helper)`(\(helperLine)번째 줄)를 불렀고, 그것은 `\(pop)`(\(popLine)번째 줄)로 돌아갑니다. 하지만 \(instance)\(KoreanParticle.form(.topic, after: instance)) 푸시가 아니라 모달로 띄워져 어떤 내비게이션 컨트롤러에도 들어 있지 않으므로 `navigationController`가 nil이고, 옵셔널 체이닝이 아무 말 없이 `pop`을 건너뛰었습니다. 모달로 띄운 화면은 `dismiss(animated:)`로 돌아갑니다. `\(helper)`에서 그것을 쓰세요."
    }
    func ruleActionMovedNothing(action: String, expected: String) -> String {
        "\(KoreanParticle.attach(action, .subject)) 실행되었지만 그 뒤로 화면이 바뀌지 않았습니다. 푸시도, 모달도, 세그웨이도, dismiss도 일어나지 않아서 \(KoreanParticle.attach(expected, .subject)) 화면에 나오지 못했습니다. 그 액션이 하는 일을 살펴보세요: `if`에 걸려 건너뛴 전환, 먼저 `return`한 `guard`, nil에 걸린 옵셔널 체이닝."
    }
    func ruleTransitionThroughMissingKey(call: String, line: Int, condition: String, conditionLine: Int, dictionary: String, key: String, keys: [String], declaredLine: Int) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행된 것은 `\(condition)` 검사(\(conditionLine)번째 줄)가 `??`의 기본값으로만 참이 되었기 때문입니다. `\(dictionary)`(\(declaredLine)번째 줄)에는 \"\(key)\" 키가 없고(\(keys.map { "\"\($0)\"" }.joined(separator: ", "))만 있음) `\(dictionary)[\"\(key)\"]`\(KoreanParticle.form(.topic, after: key)) nil이라, 아무것도 검사하지 않고 기본값이 결정했습니다. `\(dictionary)`에 \"\(key)\" 항목을(다른 항목과 같은 검사로) 넣거나, 있는 키를 찾으세요."
    }
    func ruleSiblingClosureLacks(statement: String, line: Int, key: String, otherKey: String, otherFirst: Int, otherLast: Int, member: String) -> String {
        "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(key) 항목의 클로저에만 있습니다. 이 검사에서는 \(otherKey) 항목의 클로저(\(otherFirst)-\(otherLast)번째 줄)가 실행되었는데, 그 클로저는 `\(member)`\(KoreanParticle.form(.object, after: member)) 주지 않아서 빈 값 그대로였습니다. \(otherKey) 클로저에서도 `\(member)`\(KoreanParticle.form(.object, after: member)) 주세요(각 항목이 화면에 보일 값을 모두 주어야 합니다)."
    }
    func ruleForeignTemplate(literal: String, line: Int, file: String, placeholder: String, fixed: String) -> String {
        "보인 글자는 쓴 그대로의 `\(literal)`입니다(\(file) \(line)번째 줄). `\(placeholder)`\(KoreanParticle.form(.topic, after: placeholder)) 다른 언어(Kotlin, JavaScript, Ruby, Python)에서 문자열에 값을 넣는 방법이고, Swift는 `\\(…)`만 채우므로 그대로 글자로 남았습니다. `\(fixed)`처럼 쓰거나 값 자체를 주세요(옵셔널이면 `?? \"\"`와 함께)."
    }
    func ruleLastTransition(call: String, receiver: String, shown: String, step: Int, expected: String) -> String {
        "마지막 화면 전환은 \(receiver)에서 \(shown.isEmpty ? "" : "\(shown)에 대해 ")부른 `\(call)`입니다(\(step)단계). 그 뒤로 \(KoreanParticle.attach(expected, .object)) 보여 준 전환은 없습니다. 그 호출을 한 코드를 따라가 보세요."
    }
    // MARK: Compile errors and crashes teach (issue 27, item 6)
    var compileLessonPrefix: String { "쉽게 말하면: " }
    func compileErrorLesson(_ lesson: CompileErrorLesson) -> String {
        func code(_ text: String) -> String { "`\(text)`" }
        func with(_ text: String, _ particle: KoreanParticle) -> String { KoreanParticle.attach(code(text), particle) }
        /// `` `name`이라는 `` / `` `value`라는 ``.
        func called(_ text: String) -> String { code(text) + (KoreanParticle.ending(of: text) == .vowel ? "라는" : "이라는") }
        switch lesson {
        case let .missingOverride(name, base?):
            return "\(name.isEmpty ? "이 선언은" : with(name, .topic)) 슈퍼클래스에서 물려받은 것인데 슈퍼클래스의 그 선언은 직접 쓴 것(\(base.place))이라 여기서 다시 선언하면 그것을 대체하므로, 이 선언 맨 앞에 `override`를 쓰거나(슈퍼클래스의 본문도 실행되어야 하면 그 안에서 `super.\(name.isEmpty ? "…" : name)(…)`도 부르고) 이 선언에 다른 이름을 주세요."
        case let .missingOverride(name, nil):
            return "\(name.isEmpty ? "이 선언은" : with(name, .topic)) 슈퍼클래스(UIKit)에서 물려받은 것이라 다시 선언하면 UIKit의 것을 대체하므로, 대체한다는 뜻으로 선언 맨 앞에 `override`를 쓰세요."
        case let .overridesNothing(name, closest?):
            return "슈퍼클래스에는 대체할 \(with(name, .subject)) 없으니(이름은 대소문자를 구별함) UIKit의 \(with(closest, .object)) 뜻했다면 그 이름을 똑같이 쓰고, 그렇지 않다면 `override`를 지우세요."
        case let .overridesNothing(name, nil):
            return "슈퍼클래스에는 이 인자 레이블과 타입 그대로인 \(name.isEmpty ? "선언이" : with(name, .subject)) 없어 대체할 것이 없으니, UIKit의 선언을 그대로 옮겨 쓰거나 직접 만든 메서드라면 `override`를 지우세요."
        case let .overrideLabels(name, overridden):
            return "`override`는 대체하는 메서드의 인자 레이블을 그대로 지켜야 하는데 UIKit의 \(code(overridden))에는 \(code(name))의 레이블이 없으니, UIKit에 레이블이 없는 자리는 `_`로 두고 선언을 그대로 옮겨 쓰세요."
        case let .unwrapOptional(type):
            return "\(with(type, .topic)) 옵셔널이라 nil일 수 있어서 Swift는 옵셔널을 벗긴 뒤에만 안의 값을 쓰게 하므로, `if let`, `guard let`, `?? 기본값`, 또는 nil이면 호출을 건너뛰는 `?.`를 쓰세요."
        case let .weakNonClassProtocol(protocolName):
            return "`weak`는 클래스 인스턴스에만 쓸 수 있는데 \(with(protocolName, .topic)) 구조체도 채택할 수 있으므로, `protocol \(protocolName): AnyObject`로 선언해야 weak 참조가 컴파일됩니다."
        case let .rawValueMissing(enumType, rawType, to):
            let value = to == rawType || to == rawType + "?" ? "value.rawValue" : "String(value.rawValue)"
            return "\(code(enumType))의 케이스는 그 원시값이 아니라서(Swift는 케이스와 거기 적은 \(code(rawType)) 값을 따로 둠) \(code(to))\(KoreanParticle.form(.subject, after: to)) 필요한 곳에는 원시값을 `\(value)`로 꺼내 쓰고, 반대로는 `\(enumType)(rawValue: text)`(어느 케이스에도 없는 글자면 nil)를 쓰세요."
        case let .protocolExtensionMember(name, protocolName):
            return "\(code(protocolName))의 익스텐션은 \(code(protocolName))\(KoreanParticle.form(.subject, after: protocolName)) 선언한 것만 아는데 \(code(name))\(KoreanParticle.form(.topic, after: name)) 뷰 컨트롤러의 것이니, `extension \(protocolName) where Self: UIViewController { … }`로 이 익스텐션이 뷰 컨트롤러 전용이라고 밝히거나 프로토콜을 `protocol \(protocolName): UIViewController`로 선언하세요."
        case let .wrapperOnLet(wrapper):
            let name = wrapper.map { "`@" + $0 + "`" } ?? "프로퍼티 래퍼"
            return "\(name)\(KoreanParticle.form(.topic, after: wrapper ?? "래퍼")) 프로퍼티의 값을 자기 저장소에 두고 세터로 바꾸므로 감싸는 프로퍼티가 `var`여야 하니, `\(wrapper.map { "@" + $0 } ?? "@Wrapper") var …`로 쓰고 다른 곳에서 바꾸지 못하게 하려면 `private(set) var`로 쓰세요."
        case .singleQuotes:
            return "Swift의 글자는 한 글자라도 `\"…\"`처럼 큰따옴표 사이에 쓰고(`Character`도 `\"a\"`로 씀) 작은따옴표는 Swift 문법이 아니니, 작은따옴표를 큰따옴표로 바꾸세요."
        case let .notEquatableElement(method, type):
            let name = type.map { code($0) + KoreanParticle.form(.subject, after: $0) } ?? "이 배열의 요소 타입이"
            let sample = method.hasPrefix("contains") ? "contains(where: { $0.id == x.id })" : method.replacingOccurrences(of: "(of:)", with: "") + "(where: { $0.id == x.id })"
            return "`\(method)`는 넘긴 값과 `==`로 같은 요소를 찾는데 \(name) `==`를 갖고 있지 않으니, `Equatable`을 채택하거나(`struct … : Equatable`, 모든 프로퍼티가 `==`를 가지면 Swift가 대신 써 줌) `\(sample)`처럼 직접 조건을 주어(같은 객체인지는 `$0 === x`) 무엇이 같으면 같은 것인지 정하세요."
        case let .optionalAsBool(type) where type == "Any?":
            return "`Any?`는 무엇이든 담을 수 있는 옵셔널(`UserDefaults`의 `object(forKey:)`나 `[String: Any]`에서 꺼낸 값)이지 `Bool`이 아니므로, 저장한 예/아니오를 읽으려면 `defaults.bool(forKey: key)`나 `(value as? Bool) == true`처럼 `Bool`로 꺼내고, 무엇이든 저장되어 있는지 물으려면 `!= nil`로 비교하세요."
        case let .containerMember(name, via):
            let container = via.hasPrefix("tab") ? "탭 바 컨트롤러" : "내비게이션 컨트롤러"
            return "\(code(name))\(KoreanParticle.form(.topic, after: name)) 화면 자신이 아니라 이 화면을 담은 \(container)의 것이니, 그 연결을 거쳐 `\(via).\(name)`\(KoreanParticle.form(.direction, after: name)) 쓰세요."
        case let .notInScope(name, nil) where name == "newValue" || name == "oldValue":
            return name == "newValue"
                ? "`newValue`는 `willSet`(과 계산 프로퍼티의 `set`)에만 있고, `didSet`에서는 새 값이 프로퍼티 자신이며 이전 값은 `oldValue`입니다."
                : "`oldValue`는 `didSet`에만 있고, `willSet`에서는 프로퍼티 자신이 아직 이전 값이며 들어오는 값은 `newValue`입니다."
        case let .notInScope(name, declared?) where declared.name == name:
            return "\(with(name, .topic)) \(declared.place)에 선언했지만 다른 함수나 블록 안이라 이 줄에서는 보이지 않으니, 여러 메서드에서 함께 쓰려면 클래스의 속성으로(어떤 함수에도 속하지 않게) 선언하세요."
        case let .notInScope(name, declared?) where declared.name.lowercased() == name.lowercased():
            return "\(called(name)) 이름은 없고 \(declared.place)에 \(with(declared.name, .object)) 선언했는데, Swift의 이름은 대소문자를 구별하므로 똑같이 쓰세요."
        case let .notInScope(name, declared?):
            return "여기에는 \(called(name)) 이름이 없고 \(declared.place)에 선언한 이름은 \(code(declared.name))이므로, 철자를 확인하세요."
        case let .notInScope(name, nil):
            return "이 줄에서 보이는 곳에 \(called(name)) 이름이 선언되어 있지 않으니, 철자(대소문자 포함)를 확인하고 이 클래스나 이 함수 안에서 이 줄보다 앞에 선언했는지(다른 함수나 블록 안이 아닌지) 보세요."
        case let .typeNotInScope(name, _) where name.hasPrefix("UI") || name.hasPrefix("NS"):
            return "\(with(name, .topic)) UIKit의 타입이고 파일마다 쓰는 것을 직접 import하므로, 이 파일 맨 위에 `import UIKit`을 쓰세요."
        case let .typeNotInScope(name, declared?):
            return "\(called(name)) 타입은 없고 \(declared.place)에 선언한 타입은 \(code(declared.name))이므로, 철자(대소문자 포함)를 확인하세요."
        case let .typeNotInScope(name, nil):
            return "이 앱에는 \(called(name)) 타입이 없으니, 철자(대소문자 포함)를 확인하거나 그 타입을 선언하세요."
        case let .noMember(type, member, nil) where (type == "String" || type == "String?") && CompileErrorLesson.nsStringOnly[member] != nil:
            return "iOS에서 Swift `String`에는 \(code(member))\(KoreanParticle.form(.subject, after: member)) 없고 그것은 Xcode가 `String`에서 찾아 주지 않는 `NSString`의 멤버이니, String의 방식대로 \(code(CompileErrorLesson.nsStringOnly[member] ?? ""))처럼 쓰거나 `(text as NSString).\(member)`처럼 먼저 바꾸세요."
        case .noMember(let type, let member, nil) where type.hasSuffix("Segue") && ["present", "dismiss", "navigationController", "show", "performSegue", "view", "storyboard"].contains(member):
            return "\(with(type, .topic)) 화면이 아니라 세그웨이라서 \(code(member))\(KoreanParticle.form(.subject, after: member)) 없고 잇는 두 화면 `source`와 `destination`을 가지고 있으니, `source.present(destination, animated: true)`나 `source.navigationController?.pushViewController(destination, animated: true)`처럼 화면에게 물으세요."
        case let .noMember(type, member, declared?) where declared.name == member && declared.owner != nil && declared.owner != type:
            let owner = declared.owner ?? ""
            return "\(with(member, .topic)) 직접 만든 \(code(owner))에 선언되어 있지만(\(declared.place)) Swift는 이 값을 \(with(type, .direction))만 알므로, `if let screen = … as? \(owner) { screen.\(member)… }`처럼 먼저 캐스팅하세요."
        case let .noMember(type, member, declared?):
            return "\(code(type))에는 \(with(member, .subject)) 없고 \(declared.place)에 선언한 이름은 \(code(declared.name))이므로, 철자(대소문자 포함)를 확인하세요."
        case let .noMember(type, member, nil) where ["Any", "Any?", "AnyObject", "AnyObject?"].contains(type):
            return "\(code(type))\(KoreanParticle.form(.topic, after: type)) 객체가 무엇인지 알려 주지 않아 \(code(member)) 속성이나 메서드가 없으니, `(sender as? UIButton)?.\(member)`처럼 그것을 가진 클래스로 먼저 캐스팅하거나 매개변수를 그 클래스로 선언하세요."
        case let .noMember(type, member, nil) where type.count == 1 && type.first?.isUppercase == true:
            return "\(with(type, .topic)) 제네릭 타입 매개변수라서 제네릭 코드 안에서 Swift는 제약이 약속하는 것만 아는데 \(code(type))의 어떤 제약도 \(with(member, .object)) 주지 않으니, \(with(member, .object)) 선언한 프로토콜이나 클래스로 \(with(type, .object)) 제약하거나(예: `<\(type): UIViewController & TheProtocol>`) 그 타입에서 직접 \(with(member, .object)) 부르세요."
        case let .noMember(type, member, nil):
            return "\(code(type))에는 \(called(member)) 속성이나 메서드가 없으니, 철자(대소문자 포함)를 확인하고 쓰려던 객체가 맞는지 보세요."
        case let .conditionClauses(usesWhere):
            return usesWhere
                ? "`where`는 `switch`의 `case`, `for … in` 반복문, `catch`에만 조건을 더하므로, `if`, `guard`, `while` 조건에서는(`if case`, `if let`도) `if case let text? = field.text, !text.isEmpty`처럼 다음 조건을 쉼표 뒤에 쓰세요."
                : "`if`, `guard`, `while` 조건의 여러 부분은 쉼표로(두 `Bool` 검사 사이라면 `&&`로) 이으니, 부분 사이에 쉼표를 넣으세요."
        case let .keyPathThroughLet(name):
            return "`WritableKeyPath`는 바뀔 수 있는 값에 쓰는데 \(with(name, .topic)) 상수(`let`이거나, 역시 상수인 매개변수)이니, 클래스의 객체라면 이름이 아니라 객체 자체가 바뀌어 상수를 거쳐서도 쓰는 `ReferenceWritableKeyPath<…>`를 받으세요."
        case let .readOnlyKeyPath(name):
            return "`KeyPath`는\(name.map { "(\(code($0))도 그렇습니다)" } ?? "") 읽기만 하는데 그렇게 선언했거나 가리키는 프로퍼티를 여기서 바꿀 수 없기(`let`, `private(set)`, 세터 없는 계산 프로퍼티) 때문이니, 그 경로로 쓰려면 프로퍼티를 `var`로 만들고 클래스라면 `ReferenceWritableKeyPath<Root, Value>`를(`var`에 담긴 구조체라면 `WritableKeyPath`를) 받으세요."
        case let .letConstant(name):
            return "\(with(name, .topic)) `let`으로 선언해서 한 번 값이 정해지면 바꿀 수 없으니, 바뀌어야 한다면 `var`로 선언하세요."
        case let .missingReturn(type):
            return "이 함수에는 `return` 없이 끝에 닿는 길이 있으니, 모든 갈래(`if`, `else`, `switch`의 각 `case`)에서 \(with(type, .object)) 반환하게 하세요."
        case let .argumentLabels(have?, expected?):
            return "인자는 함수가 선언한 레이블로 정확히 이름을 붙이므로, \(code(have)) 대신 \(with(expected, .object)) 쓰세요."
        case let .argumentLabels(nil, expected?):
            return "함수 선언에서 이 인자의 레이블은 \(code(expected))이니, 값 앞에 그 레이블을 쓰세요."
        case let .argumentLabels(have?, nil):
            return "함수 선언에는 이 자리에 \(code(have)) 레이블이 없으니(매개변수가 `_`로 선언됨), 레이블 없이 값만 넘기세요."
        case .argumentLabels(nil, nil):
            return "인자는 함수가 선언한 레이블로 정확히 이름을 붙이므로, 호출과 선언을 비교해 보세요."
        case let .typeMismatch(from, to) where to.hasPrefix("Dictionary<") && to.hasSuffix(">.Index"):
            return "키로 찾은 값은 딕셔너리 값 타입의 옵셔널(`userInfo`나 `[String: Any]`라면 `Any?`)이라 이 줄이 넣는 자리에 맞지 않아서 Swift가 여기의 `[\(from == "String" ? "\"…\"" : "…")]`를 키가 아니라 딕셔너리의 위치(`.Index`)로 읽었으니, 찾은 값을 `dictionary[\"key\"] as? String`처럼(또는 넣은 타입으로) 캐스팅하세요."
        case let .typeMismatch(from, to) where from == "()" && to != "()" && to != "Void":
            return "이 줄은 값을 주지 않는데(`()`: `UIView.animate`처럼 아무것도 돌려주지 않는 호출) 여기에는 \(code(to))\(KoreanParticle.form(.subject, after: to)) 필요하고 클로저 안의 `return`은 메서드가 아니라 클로저에서 돌아가므로, 그 값은 클로저 밖에서 메서드의 `return`으로 주세요."
        case let .typeMismatch(from, to) where from == "String" && ["Int", "Double", "Float"].contains(to):
            return "`String`은 글자이지 숫자가 아니고 Swift는 타입을 저절로 바꾸지 않으니, 글자가 숫자가 아니면 nil이 되는 `\(to)(text)`를 `\(to)(text) ?? 0`처럼 쓰세요."
        case let .typeMismatch(from, to) where ["Int", "Double", "Float", "Bool"].contains(from) && to == "String":
            return "Swift는 \(with(from, .object)) 저절로 글자로 바꾸지 않으니, `String(value)`나 `\"\\(value)\"`로 쓰세요."
        case let .typeMismatch(from, to) where ["UIColor", "UIImage", "UIBezierPath"].contains(from) && to.hasPrefix("CG"):
            return "레이어는 Core Graphics 타입을 받아 \(with(from, .subject)) 아니라 \(code(to))\(KoreanParticle.form(.subject, after: to)) 필요하니, `UIColor.systemGreen.cgColor`처럼 UIKit 값의 Core Graphics 형태인 `.\(from == "UIColor" ? "cgColor" : from == "UIImage" ? "cgImage" : "cgPath")`를 넘기세요."
        case let .typeMismatch(from, to) where from.hasPrefix("UI") && !to.hasSuffix("?") && !to.hasPrefix("UI") && to.first?.isUppercase == true && !["String", "Int", "Double", "Float", "Bool"].contains(to):
            return "Swift는 이 값을 직접 만든 \(with(to, .subject)) 아니라 \(with(from, .direction))만 알므로, `as? \(to)`\(KoreanParticle.form(.direction, after: to)) 캐스팅한 결과를 `if let`이나 `guard let`으로 벗겨 쓰세요."
        case let .typeMismatch(from, to) where CompileErrorLesson.adoptedProtocol(from: from, to: to) != nil:
            let name = CompileErrorLesson.adoptedProtocol(from: from, to: to)!
            return "\(with(from, .topic)) 선언에 적기 전에는 \(with(name, .subject)) 아니고 프로토콜과 같은 이름의 메서드가 있는 것만으로는 부족하니, 클래스 선언에 프로토콜을 더하거나(`class \(from): …, \(name)`) 그 메서드들을 `extension \(from): \(name) { … }`로 감싸세요."
        case let .typeMismatch(from, to) where from == "Date" && (to.hasPrefix("TimeInterval") || to == "Double"):
            return "두 날짜는 `-`로 빼지 않으니, 둘 사이의 시간(초)은 `later.timeIntervalSince(earlier)`(`TimeInterval`)로 구하세요."
        case let .coercion(from, to):
            return "그냥 `as`는 값이 언제나 그 타입일 때만(리터럴, 상위 클래스로 보는 클래스) 쓸 수 있는데 \(with(from, .topic)) 언제나 \(code(to))인 것은 아니므로, `as? \(to)`\(KoreanParticle.form(.direction, after: to)) 물어보고 결과를 `if let`이나 `guard let`으로 꺼내세요."
        case let .typeMismatch(from, to):
            return "\(with(to, .subject)) 필요한 곳에 \(with(from, .object)) 쓸 수 없고 Swift는 타입을 저절로 바꾸지 않으니, 직접 변환하거나 맞는 타입의 값을 쓰세요."
        case .selfImmutable:
            return "구조체는 값이라서 보통 메서드는 상수 `self`를 받아 자기 속성을 바꿀 수 없으니, 메서드에 `mutating`을 붙이거나 바꾼 복사본을 돌려주게 하고(`var copy = self; copy.… = …; return copy`) 돌려받은 값을 쓰세요."
        case let .keyPathOnOptional(base):
            return "키 경로는 \(code(base))의 것인데 그것을 적용한 값은 옵셔널 \(code(base + "?"))이니, `value?[keyPath: path]`나 `if let`/`guard let`으로 먼저 옵셔널을 벗기세요."
        case let .noInitializers(className, property) where !className.hasSuffix("Controller") && !className.hasSuffix("Cell") && !className.hasSuffix("View"):
            return (property.map { "\(with($0, .topic)) 처음 값이 없고, " } ?? "저장 속성에 처음 값이 없고, ") + "\(code(className))에는 그 값을 주는 `init`이 없어서 Swift가 \(with(className, .object)) 만들 수 없으니, 모든 저장 속성을 정하는 초기화 메서드를 쓰거나(예: `init(_ value: T) { self.value = value }`) 각각에 처음 값을 주세요."
        case let .noInitializers(className, property?):
            return "\(with(property, .topic)) 처음 값이 없는데 스토리보드가 \(with(className, .object)) 만들려면 모든 저장 속성에 처음 값이 있어야 하니, 값을 주거나(`var \(property) = …`) `var \(property): 타입?`처럼 옵셔널로 선언하세요."
        case let .noInitializers(className, nil):
            return "스토리보드가 \(with(className, .object)) 만들려면 모든 저장 속성에 처음 값이 있거나 옵셔널 타입이어야 합니다."
        case let .bindingNotOptional(type):
            return "`if let`과 `guard let`은 옵셔널을 벗기는데 이 값은 nil일 수 없는 그냥 \(code(type))이니, `if let` 없이 `let value = …`처럼 바로 쓰세요."
        case let .requiredInitializer(initializer, superclass) where initializer == "init(coder:)":
            return "클래스에 직접 `init`을 선언하면 \(with(superclass, .subject)) 스토리보드에서 화면을 만들 때 쓰는 `init(coder:)`도 직접 제공해야 하니, 저장 프로퍼티마다 값을 준 뒤(선언에서, 또는 그 `init`에서 `super.init` 전에) `required init?(coder: NSCoder) { super.init(coder: coder) }`를 추가하거나, 화면을 직접 쓴 이니셜라이저(크리에이터)로만 만든다면 `required init?(coder: NSCoder) { fatalError(\"…\") }`로 그 사실을 밝히세요."
        case let .requiredInitializer(initializer, superclass):
            return "클래스에 직접 `init`을 선언하면, \(with(superclass, .subject)) 모든 서브클래스에 요구하는 \(code(initializer))도 직접 제공해야 합니다."
        case let .forcedDowncast(from, to):
            return "\(with(from, .topic)) 늘 \(code(to))인 것은 아니고 `as`는 반드시 맞는 변환만 하므로, `as? \(to)`\(KoreanParticle.form(.direction, after: to)) 바꾼 뒤 결과를 언래핑하거나(`if let`, `guard let`), 반드시 그 타입이어야 할 때는 그 타입이 아니면 앱이 크래시하는 `as! \(to)`\(KoreanParticle.form(.object, after: to)) 쓰세요."
        case let .protocolLabels(name, protocolName, required):
            return "\(with(name, .topic)) \(code(protocolName))의 \(code(required))와 인자 레이블이 다르니, 델리게이트 메서드를 프로토콜이 선언한 그대로(같은 이름, 같은 레이블, 프로토콜에 있을 때만 `_`) 선언해야 호출하는 쪽의 `delegate?.\(required)`가 닿습니다."
        case let .doesNotConform(type, protocolName, required?):
            return "\(with(type, .topic)) \(with(protocolName, .object)) 채택한다고 했지만 \(with(protocolName, .subject)) 요구하는 \(with(required, .object)) 선언하지 않았으니, 철자가 다르면 다른 메서드이므로 그 이름과 레이블 그대로 메서드를 추가하세요."
        case let .doesNotConform(type, protocolName, nil):
            return "\(with(type, .topic)) \(with(protocolName, .object)) 채택한다고 했지만 \(with(protocolName, .subject)) 요구하는 것을 모두 선언하지는 않았으니, 요구 사항을 이름, 레이블, 타입까지 그대로 옮기세요."
        case let .missingArgument(parameter):
            return "호출에 메서드가 필요로 하는 인자 \(with(parameter + ":", .subject)) 빠졌고 기본값도 없으니(UIKit의 `present`와 `dismiss`는 늘 `animated:`를 받음), \(code(parameter + ": true"))처럼 호출에 적어 주세요."
        case let .optionalAsBool(type):
            return "Swift는 값을 참이나 거짓으로 읽지 않고 \(code(type))\(KoreanParticle.form(.topic, after: type)) 옵셔널이니, 무언가 들어 있는지는 `!= nil`로, 들어 있는 값을 쓰려면 `if let value = …`로, 글자라면 `!(text ?? \"\").isEmpty`로 뜻하는 것을 물으세요."
        case let .selectorNotObjC(method):
            return "`#selector`는 UIKit이 Objective-C를 통해 부르는 메서드를 가리키므로 그 메서드가 Objective-C에 보여야 하니(스토리보드 액션은 `@IBAction`이라 이미 보임), \(code(method))의 `func` 앞에 `@objc`를 쓰세요."
        case let .selectorPropertyNotObjC(property):
            return "`#selector(setter:)`와 `#selector(getter:)`는 Objective-C가 부르는 프로퍼티의 접근자를 가리키므로 그 프로퍼티가 Objective-C에 보여야 하니, \(code(property))의 `var` 앞에 `@objc`를 쓰거나 `screen.\(property) = value`처럼 프로퍼티에 바로 값을 넣으세요."
        case .objcOutsideClass:
            return "`@IBAction`이나 `@objc` 메서드는 UIKit이 Objective-C를 통해 부르는 메서드라서 클래스(또는 클래스의 익스텐션)만 가질 수 있고 프로토콜 익스텐션이나 구조체는 가질 수 없으니, 그 메서드를 뷰 컨트롤러 클래스 안으로(프로토콜의 기본 구현은 거기서 일반 도우미 함수로 부를 수 있음) 옮기세요."
        case let .redeclaration(name):
            return "\(with(name, .subject)) 한 이름이 보이는 곳(같은 범위, 또는 앱의 파일들은 한 모듈이라 두 파일의 맨 바깥)에 두 번 선언되었으니, 선언은 하나만 두고 다른 것에는 다른 이름을 주거나 `var`/`let` 없이 첫 번째 것에 값을 넣으세요."
        case let .selfBeforeSuperInit(member?):
            return "이니셜라이저에서 객체는 `super.init(…)` 뒤에야 만들어지는데 \(with(member, .subject)) 그 호출보다 먼저 쓰였으니, 여러분의 프로퍼티에 값을 먼저 주고 `super.init(…)`을 부른 다음 \(with(member, .object)) 쓰거나, 뷰 컨트롤러라면 그 일을 `viewDidLoad`로 옮기세요."
        case .selfBeforeSuperInit(nil):
            return "이니셜라이저에서 객체는 `super.init(…)` 뒤에야 만들어지는데 `self`가 그 호출보다 먼저 쓰였으니, 여러분의 프로퍼티에 값을 먼저 주고 `super.init(…)`을 부른 다음 `self`를 쓰거나, 뷰 컨트롤러라면 그 일을 `viewDidLoad`로 옮기세요."
        case .requiredModifier:
            return "상위 클래스가 이 이니셜라이저를 `required`로 표시했으니(모든 하위 클래스가 가져야 하며, UIKit은 스토리보드에서 화면을 만들 때 `init(coder:)`를 씀), `required init?(coder: NSCoder)`처럼 앞에 `required`를 쓰세요."
        case .guardFallsThrough:
            return "`guard`의 `else`는 검사가 실패할 때 실행되고 반드시 함수를 빠져나가야 하니, `return`으로 끝내되(값을 돌려주는 함수라면 `return false`처럼 그 값과 함께) `print`를 남긴다면 그 뒤에 쓰세요."
        case let .storedOverride(name):
            return "하위 클래스는 상위 클래스의 \(code(name)) 위에 저장 프로퍼티를 다시 선언할 수 없으니, 상위 클래스의 프로퍼티를 그대로 두고 값을 넣거나(`viewDidLoad`나 화면을 준비하는 곳에서) `override var \(name): … { get { … } set { … } }`처럼 계산 프로퍼티로 재정의하세요."
        case let .instanceMemberDefault(name):
            return "기본 인자는 객체 없이 계산되므로 \(code(name))\(KoreanParticle.form(.object, after: name)) 쓸 수 없으니, 매개변수를 옵셔널로 하고 기본값을 `nil`로 둔 뒤 nil이면 메서드 안에서 \(code(name))\(KoreanParticle.form(.object, after: name)) 쓰거나, 호출할 때 값을 넘기세요."
        case .fileScopeOnly:
            return "`extension`은(`import`나 연산자 선언처럼) 어떤 클래스나 구조체 밖, 파일의 맨 바깥 수준에 있어야 하니 클래스의 닫는 중괄호 아래로 옮기세요."
        case let .methodAsValue(type):
            return "여기 적힌 것은 값이 아니라 메서드이고(타입 `\(type)`은 함수입니다) 버튼의 `title`(실제로는 `title(for:)`)처럼 호출 없이 이름만 쓴 메서드는 텍스트로 쓸 수 없으니, 인자를 넣어 호출하거나 뜻한 프로퍼티(버튼에 보이는 텍스트라면 `currentTitle`)를 쓰세요."
        case let .compilerGaveUp(plainCast):
            return plainCast
                ? "Swift가 이 줄의 무엇이 틀렸는지조차 말하지 못했고 흔한 원인은 그냥 `as`인데, `as`는 실패할 수 없는 변환만 하므로 `UIViewController?`(`instantiateViewController`나 `segue.destination`이 주는 값)를 여러분의 클래스로 바꾸려면 `as?`(아니면 nil)나 `as!`(아니면 앱이 멈춤)를 쓰세요."
                : "Swift가 이 식의 무엇이 틀렸는지 말하지 못했으니, 이 줄의 값들에 타입을 직접 적거나 더 짧은 줄로 나누어 컴파일러가 진짜 오류를 말하게 하세요."
        case let .renamed(old, new):
            return "\(code(old))\(KoreanParticle.form(.topic, after: old)) 예전 Swift(Swift 2~4용 튜토리얼이 아직 쓰는 이름)가 이 API에 붙인 이름이고 지금 SDK의 이름은 \(code(new))이므로, Xcode의 자동 수정처럼 오류가 말하는 대로\(new.contains("(") ? " 레이블까지 맞춰" : "") \(code(new))\(KoreanParticle.form(.object, after: new)) 쓰세요."
        case let .getOnly(name):
            return "\(code(name))\(KoreanParticle.form(.topic, after: name)) 여기서 읽기만 할 수 있는데, 게터만 있는 계산 프로퍼티(읽을 때마다 계산)이거나 프로토콜 타입으로 쓰는 `{ get }`(또는 지정자 없는) 프로토콜 요구 사항이라 값을 넣을 곳이 없으니, 계산에 쓰는 값을 바꾸거나 `var \(name) = …`처럼 저장 프로퍼티로 만들거나 프로토콜에서 `{ get set }`으로 선언하세요."
        case let .circularPropertyType(name, keyword, type):
            return "`\(name)`에는 타입을 적지 않아 Swift가 처음 값에서 타입을 추론하는데 그 값이(클로저나 핸들러 안에서) `\(name)` 자신을 써서 타입을 알아내는 데 그 타입이 필요한 셈이고 Xcode에서도 여기서 멈추니, `\(keyword) \(name): \(type ?? "타입") = …`처럼 타입을 적으세요."
        case .tryMissing:
            return "이 호출은 오류를 던지며 실패할 수 있어 Swift는 호출하는 자리에서 그것을 밝히라고 하니, `do { … } catch { … }` 안에서(또는 `throws`가 붙은 함수 안에서) 앞에 `try`를 쓰거나 실패하면 nil을 받도록 `try?`를 쓰세요."
        case let .overrideInProtocol(protocolName):
            return "`override`와 `super`는 상위 클래스의 메서드를 바꾸는 클래스의 것이고 프로토콜\(protocolName.map { "(\(code($0)))" } ?? "")과 그 확장에는 상위 클래스가 없어 UIKit이 그곳에 쓴 `viewWillAppear`를 부르지 않으니, 뷰 컨트롤러 클래스에 `override func viewWillAppear(_ animated: Bool)`를 쓰고 그 안에서 프로토콜의 메서드를 부르세요."
        case let .finalInherited(name, member):
            return member ? "상위 클래스에서 `final`로 표시한 멤버는 재정의할 수 없으니, 하위 클래스가 바꿔야 한다면 그곳의 `final`을 지우거나 하위 클래스의 메서드에 다른 이름을 주세요."
                : "\(name.map { code($0) } ?? "그 클래스")에 붙은 `final`은 어떤 클래스도 그것을 상속할 수 없다는 뜻이라 이 하위 클래스는 거부되니, 함께 쓰려는 부모 클래스에서 `final`을 지우거나 그 클래스를 상속하지 마세요."
        case .throwOutsideThrowing:
            return "이 함수에는 `throws`가 없어 여기서 던진 오류가 갈 곳이 없으니(`@IBAction`이나 UIKit 재정의 메서드는 아예 던질 수 없습니다), 던지는 자리에서 `do { try … } catch { … }`로 잡거나 `throw` 대신 다른 방법(메시지를 보여 주기, `return`)으로 결과를 알리세요."
        case let .unknownAttribute(name, framework):
            return framework.map { "`@\(name)`\(KoreanParticle.form(.topic, after: name)) UIKit 뷰 컨트롤러가 쓰지 않는 \($0)의 것이니, 값은 평범한 `var` 저장 프로퍼티에 두고 그것을 보여 주는 곳은 직접(`didSet`에서, 또는 값이 바뀌는 곳에서) 갱신하세요." }
                ?? "`@\(name)`\(KoreanParticle.form(.topic, after: name)) 여기서 Swift가 아는 속성이 아니니, 철자나 그것을 선언한 모듈의 `import`를 확인하세요."
        case .catchNotExhaustive:
            return "이 `do`의 `catch`들은 일부 오류만 잡고(`catch MyError.someCase`) 둘러싼 함수는 `throws`가 아니어서 어느 `catch`에도 맞지 않는 오류는 갈 곳이 없으니, 나머지 오류를 모두 `error`로 받는 패턴 없는 `catch { … }`로 끝내거나 함수에 `throws`를 붙이세요."
        case .typeWithoutSelf:
            return "타입 이름만으로는 값이 아니니, 함수가 타입 자체를 요구하는 자리(`decode(_:from:)`, `register(_:)`)에서는 `SubmitValues.self`처럼 뒤에 `.self`를 붙이고, 그 타입의 값을 만들려면 `SubmitValues(…)`처럼 호출하세요."
        case let .instanceMemberInInitializer(name):
            return "저장 프로퍼티의 초깃값은 객체를 만드는 도중, `self`가 생기기 전에 계산되므로 \(KoreanParticle.attach(code(name), .object)) 포함해 객체의 어떤 것도 쓸 수 없으니, 프로퍼티를 `lazy var`로 만들거나(처음 쓸 때 계산) 값을 나중에(`viewDidLoad`에서, 또는 쓰는 곳에서) 주세요."
        case let .lazyLet(name):
            return "`lazy` 프로퍼티는 처음 읽을 때 값이 정해지며 바뀌는 것이라 `lazy`는 `var`에만 쓸 수 있으니, `lazy var \(name ?? "이름")`로 쓰거나 값을 가진 보통 `let`으로 쓰세요."
        case let .protocolPropertySpecifier(name):
            return "프로토콜은 프로퍼티를 어떻게 담는지가 아니라 무엇을 내주는지만 말하므로 요구하는 프로퍼티마다 타입 뒤에 `{ get }`(읽기)이나 `{ get set }`(읽기와 쓰기)이 있어야 하니, 여기에 `var \(name ?? "이름"): Type { get set }`처럼 쓰고 저장 프로퍼티는 프로토콜을 채택하는 클래스에 두세요."
        case let .optionalChainMember(type, member):
            return "`?.` 뒤의 호출은 옵셔널 안의 값, 여기서는 컬렉션도 옵셔널도 아닌 \(code(type))에 가고 그것에는 \(code(member))\(KoreanParticle.form(.subject, after: member)) 없으니, 옵셔널 자신의 \(code(member))\(KoreanParticle.form(.object, after: member)) 쓰려면 체인을 괄호로 감싸거나(`(a?.b).\(member) { … }`) 먼저 `if let`/`guard let`으로 풀어서 그 값으로 하세요."
        case let .foreignDeclarationWord(word):
            let note: String
            switch word {
            case "final": note = "(`final`은 클래스나 멤버의 재정의를 막는 말)"
            default: note = ""
            }
            return "Swift에서는 \(code(word))\(KoreanParticle.form(.direction, after: word)) 이름을 선언하지 않으니" + note + ", 상수는 `let 이름 = …`, 변수는 `var 이름 = …`로 선언하세요."
        case let .foreignValueName(name, swift):
            return "\(code(name))\(KoreanParticle.form(.topic, after: name)) 다른 언어(Objective-C의 `YES`/`NO`, C의 `NULL`, Python의 `None`)에서 이 값을 쓰는 방법이고, Swift에서는 \(code(swift))\(KoreanParticle.form(.direction, after: swift)) 쓰세요."
        case let .foreignMember(type, member, swift, optional):
            let what = type.hasPrefix("[") || type.hasPrefix("Array") ? "배열" : "`\(type)`"
            let use = swift == "==" ? "`==`로 비교하" : "\(code(swift))\(KoreanParticle.form(.object, after: swift)) 쓰"
            return "Swift의 \(what)에는 (다른 언어의 이름인) \(code(member))\(KoreanParticle.form(.subject, after: member)) 없으니 \(use)" + (optional ? "되, 값이 옵셔널(nil일 수 있음)이므로 `(email.text ?? \"\").count`처럼 또는 `if let`/`guard let`으로 먼저 풀어서 쓰세요." : "세요.")
        case let .foreignTypeName(name, swift):
            return "Swift에서 이 타입은 \(code(name))\(KoreanParticle.form(.subject, after: name)) 아니라 \(code(swift))(타입 이름은 대문자로 시작)\(KoreanParticle.form(.direction, after: swift)) 쓰니 그렇게 고치" + (swift == "Void" ? "고, 함수 타입은 `(String) -> Void`처럼 매개변수 타입을 괄호에 넣어 화살표 앞에 쓰세요." : "세요.")
        case let .notAnErrorType(type):
            return "오류 타입이 필요한 자리(`Result`의 두 번째 타입, 타입을 밝힌 `throws(…)`)에는 `Error`가 아닌 \(code(type))\(KoreanParticle.form(.subject, after: type)) 올 수 없으니, `enum FormError: Error { case emptyEmail }`처럼 직접 오류 타입을 선언해 `Result<String, FormError>`처럼 그 자리에 쓰세요."
        case let .observerWithGetter(observer):
            return "`get`이 있는 프로퍼티는 값을 담지 않는 계산 프로퍼티라 \(code(observer))\(KoreanParticle.form(.subject, after: observer)) 지켜볼 값이 없으니, 할 일은 `set` 안에 두거나 초깃값이 있는 저장 프로퍼티로 만들어 `var 이름: String = \"\" { \(observer) { … } }`처럼 쓰세요."
        case .setterWithoutGetter:
            return "계산 프로퍼티에는 `get`(읽을 때 주는 값)이 있어야 하고 `set`만 둘 수는 없으니, `get { … }`을 더하거나 바뀔 때 할 일은 저장 프로퍼티의 `didSet`에 두세요."
        case let .switchMissingCases(cases) where cases.contains(".some(_)"):
            return "이 `switch`는 옵셔널(예를 들어 `segue.identifier`는 `String?`)에 대한 것이라 케이스에 적은 값 말고도 다른 모든 값과 nil을 다뤄야 하니, 나머지를 모두 받는 `default: break`(또는 `default: return`)로 끝내세요."
        case let .switchMissingCases(cases):
            return "이 `switch`에는 \(cases.map { "`case \($0)`" }.joined(separator: ", "))\(KoreanParticle.form(.subject, after: cases.last ?? "")) 빠져 있는데 열거형에 대한 `switch`는 모든 경우를 다뤄야 하니, `default:`로도 컴파일되지만 나중에 더한 경우가 말없이 처리되므로 빠진 경우와 그때 할 일을 더하세요."
        case .asyncAction:
            return "UIKit은 `@IBAction`을 부르고 기다리지 않으므로 액션은 `async`일 수 없으니, 액션은 보통 메서드로 두고 기다리는 일은 그 안에서 `Task { … }`로 시작하되 화면이 바뀌기 전에 해야 하는 일은 기다리지 않게 하세요."
        case let .closureParametersIgnored(count) where count.hasPrefix("0 "):
            return "이 클로저는 불릴 때 아무 값도 받지 않는데(`dismiss`나 `present`의 완료 클로저는 값을 받지 않음) 매개변수(`finished in`)를 적었으니, 매개변수 목록을 지우고 클로저의 본문만 쓰세요."
        case let .closureParametersIgnored(count):
            return "이 클로저는 불릴 때 값 \(count)개를 받는데 Swift는 쓰지 않더라도 매개변수를 적기를 요구하니, `UIAction { _ in … }`처럼 `_ in`으로 시작\(count == "1" ? "하세요." : "하되 값마다 `_`를 하나씩 적으세요.")"
        case .returnValueInVoidClosure:
            return "이 `return`은 아무것도 돌려주지 않는 클로저(`forEach`의 클로저, 액션) 안에서 값을 돌려주는데 그 값은 갈 곳이 없고 그 `return`은 메서드가 아니라 클로저만 빠져나가니, 반복 전에 검사하거나(`contains(where:)`, `allSatisfy`) `return`이 메서드를 끝내는 `for` 반복문을 쓰세요."
        case let .returnValueInVoidFunction(name?):
            return "`\(name)`\(KoreanParticle.form(.topic, after: name)) 결과 타입 없이 선언되어 아무것도 돌려주지 않으므로 이 `return`의 값은 갈 곳이 없으니, 부르는 쪽에 값이 필요하면 함수가 돌려주는 타입을 선언하고(`func \(name)(…) -> Bool`) 아니라면 값을 지우고 `return`만 쓰세요."
        case .returnValueInVoidFunction(nil):
            return "이 `return`은 값을 돌려주지만 이 코드가 들어 있는 곳은 아무것도 돌려주지 않는 곳(`-> 타입` 없이 선언된 함수, 또는 `forEach`의 클로저나 액션 같은 클로저)이니, 함수라면 돌려주는 타입을 선언하거나(`-> Bool`) 값을 지우고, 클로저라면 그 `return`은 메서드가 아니라 클로저만 빠져나가므로 반복 전에 검사하거나(`contains(where:)`) `for` 반복문을 쓰세요."
        case .bareReturnInValueFunction:
            return "이 함수는 값을 돌려준다고(`-> 타입`) 선언되어 있어 `else { return }`의 것까지 안의 모든 `return`이 값을 돌려줘야 하니, 타입이 옵셔널이면 `return nil`을, 아니면 그때 돌려줄 값을 쓰세요."
        case let .heterogeneousLiteral(type):
            return "이 대괄호 안의 값들은 타입이 서로 달라서 Swift는 컬렉션을 \(code(type))\(KoreanParticle.form(.direction, after: type)) 만들 수밖에 없고 그러면 요소를 하나하나 다시 캐스팅하지 않고는 거의 아무것도 할 수 없으니, 한 타입의 값만 넣거나(화면들은 `UIViewController`를 함께 씀) 섞는 것이 뜻이라면 `let items: \(type) = […]`처럼 타입을 적으세요."
        case let .genericNotInferred(parameter):
            return "Swift는 `\(parameter)`\(KoreanParticle.form(.object, after: parameter)) 호출의 인자나 결과를 담는 타입에서 알아내는데 여기서는 둘 다 그것이 무엇인지 말해 주지 않으니, 선언에(`let store: Store<String> = Store()`) 또는 호출에(`Store<String>()`) 타입을 적으세요."
        case let .associatedTypeMember(member, protocolName):
            return "`\(protocolName)`에는 `associatedtype`이 있어서(또는 `Self`를 써서) `any \(protocolName)`\(KoreanParticle.form(.object, after: protocolName)) 통해서는 `\(member)`\(KoreanParticle.form(.subject, after: member)) 어떤 타입을 받고 주는지 Swift가 알 수 없으니, 실제 타입을 쓰거나(`weak var screen: ResultViewController?`) 프로토콜에서 `associatedtype` 대신 `func \(member)(_ value: String)`처럼 구체적인 타입을 쓰세요."
        case let .closureArgumentCount(expected, used):
            return "이 클로저는 불릴 때 값 \(expected)개를 받는데 이름은 \(used)개를 적었으니, `{ first, second in … }`처럼 값마다 이름(또는 `_`)을 하나씩 차례대로 적으세요."
        case let .objcUnrepresentable(kind):
            _ = kind
            return "Objective-C(그리고 키-값 코딩, `#selector`, `@objc` 프로토콜)는 표현할 수 있는 것(`NSObject`를 상속한 클래스, `String`, 숫자, `Bool`, 그리고 그것들의 배열과 딕셔너리)만 보고 Swift의 `struct`, 연관 값이 있는 `enum`, 튜플은 여기에 들지 않아 이 선언은 `@objc`가 될 수 없으니, 여기서 `@objc`를 빼거나(Swift 코드는 없어도 접근함) 그 타입을 `NSObject`를 상속한 클래스로 만드세요."
        case .selfNeedsRequiredInit:
            return "`Self()`는 이 코드를 실행하는 하위 클래스가 무엇이든 그 객체를 만들므로 모든 하위 클래스에 반드시 있는 `required` 이니셜라이저가 필요한데 `UIViewController`의 `init()`은 그렇지 않으니, 스토리보드 화면이라면 스토리보드에서 만들거나(`UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: …) as! Self`) 구체적인 클래스를 `DetailViewController()`처럼 직접 쓰세요."
        case let .tuplePatternLength(type):
            let pattern = CompileErrorLesson.tuplePattern(type)
            return "`enum`의 `case`(또는 튜플)의 값은 자리 순서대로 맞춰지고 이 `case`에는 값이 \(pattern.count)개(\(pattern.shown)) 있으니, `\(pattern.sample)`처럼 순서대로 하나씩 이름을 붙이고 필요 없는 값은 `_`로 두세요."
        case let .callOfNonFunction(type):
            return "이 이름은 함수가 아니라 \(code(type)) 타입의 값을 담고 있어서 `()`로 부를 수 없으니, 프로퍼티는 괄호 없이 읽고, 메서드를 뜻했다면 프로퍼티와 메서드는 한 이름을 함께 쓸 수 없으므로 그 이름을 확인하세요."
        case let .weakValueType(type):
            return "`weak`는 다른 주인이 살려 두는 클래스 객체(화면, 델리게이트 객체)에 대한 참조에 쓰는데 \(code(type))\(KoreanParticle.form(.topic, after: type)) 공유되지 않고 복사되는 값이니, `weak`를 지우세요."
        case .argumentToNoArgumentCall:
            return "여기서 부르는 함수나 이니셜라이저는 인자를 받지 않으니, 괄호를 비우고 넘기려던 것은 그다음에 설정하거나(`let vc = ResultViewController(); vc.paramEmail = …`) 뜻한 것을 불렀는지 확인하세요."
        case let .propertyNotInitialized(name?):
            return "`\(name)`에는 기본값이 없고 UIKit이 보기 전에 화면이 온전해야 하므로 `init`이 `super.init(…)`을 부르기 전에 값을 줘야 하니, 먼저 `self.\(name) = …`를 쓰거나 기본값을 주거나(`var \(name) = …`) 옵셔널로 만드세요."
        case .propertyNotInitialized(nil):
            return "기본값이 없는 저장 프로퍼티는 모든 `init`에서 `super.init(…)` 전에 값을 받아야 하니, 먼저 설정하거나 기본값을 주거나 옵셔널로 만드세요."
        case let .redundantConformance(type, protocolName):
            return "\(code(type))\(KoreanParticle.form(.topic, after: type)) 이미 `\(protocolName)`\(KoreanParticle.form(.object, after: protocolName)) 채택한다고 선언했고(선언부나 다른 확장에서) 타입은 프로토콜을 한 번만 채택하므로, 이 확장에서 `: \(protocolName)`\(KoreanParticle.form(.object, after: protocolName)) 지우고 메서드는 그대로 두세요."
        case .storedPropertyInExtension:
            return "객체의 크기는 클래스가 정하므로 확장은 메서드와 계산 프로퍼티는 더할 수 있지만 저장 프로퍼티(`var x = …`, `let x: T`)는 더할 수 없으니, 프로퍼티를 클래스 선언 안으로 옮기거나 계산 프로퍼티(`var x: T { … }`)로 만드세요."
        case let .usedBeforeInitialized(name):
            return "어떤 경로는 `\(name)`에 값을 주지 않고(`else` 없는 `if`, 값을 주지 않는 `switch`의 경우) 이 줄에 닿으니, 모든 경로에서 값을 주거나 선언할 때 처음 값을 주세요."
        case .returnInDefer:
            return "`defer` 블록은 메서드가 끝날 때 실행되며 메서드를 일찍 끝낼 수 없어 그 안에 `return`을 둘 수 없으니, 검사와 `return`은 메서드 안에 두세요."
        case let .instanceMemberOnType(member, type):
            if type == "UserDefaults" {
                return "`\(member)`\(KoreanParticle.form(.topic, after: member)) 타입 자체가 아니라 `UserDefaults` 타입의 객체에 속하니, 공유 객체에서 `UserDefaults.standard.\(member)…`처럼 부르세요."
            }
            let head = "`\(member)`\(KoreanParticle.form(.topic, after: member)) 타입 자체가 아니라 \(code(type)) 타입의 객체 하나하나에 속하는데 이 줄에는 그런 객체가 없으므로(`static`이나 `class` 메서드, 프로퍼티 안에 있거나 타입 이름으로 `\(member)`에 닿고 있음), "
            if CompileErrorLesson.isStoryboard(member) {
                return head + "`storyboard`를 읽을 화면이 없는 `static` 도우미라면 스토리보드를 매개변수로 받거나(`static func make(from storyboard: UIStoryboard)`, 화면에서 `storyboard!`로 부르기) 이름으로 `UIStoryboard(name: \"Main\", bundle: nil)`를 불러오세요."
            }
            if CompileErrorLesson.isScreenMember(member) {
                return head + "UIKit은 `\(member)`\(KoreanParticle.form(.object, after: member)) 화면마다 주니 도우미가 화면을 매개변수로 받아 `screen.\(member)`\(KoreanParticle.form(.object, after: member)) 쓰게 하거나, 도우미를 인스턴스 메서드(`static` 없이)로 만드세요."
            }
            return head + "뜻하는 객체(인스턴스 메서드 안의 `self`, 또는 넘겨받은 객체)에서 쓰거나, 타입 전체가 값 하나를 함께 쓴다면 `static`으로 선언하세요."
        case .localAction:
            return "이 `@IBAction`은 클래스의 메서드가 아니라 다른 함수의 본문 안(`viewDidLoad` 같은 곳)이나 클래스의 중괄호 밖에 쓰여 있는데 스토리보드는 클래스의 메서드만 부를 수 있으니, 클래스 안, 다른 메서드와 같은 높이에 두세요."
        case .staticAction:
            return "`@IBAction`은 스토리보드가 만든 화면 객체에서 불리므로 인스턴스 메서드여야 하니(그 안에서 `self`가 그 화면이고 아웃렛도 거기 있음), 선언에서 `static`(또는 `class`)을 지우세요."
        case let .extraArgument(label):
            return "부르는 함수에는 `\(label)` 매개변수가 없으니, 선언을 확인해 받는 것만 넘기고 다른 것은 `present` 전에 `vc.modalPresentationStyle = …`처럼 부르기 전에 객체에 설정하세요."
        case let .staticMemberOnInstance(member, type):
            return "`\(member)`\(KoreanParticle.form(.topic, after: member)) `static`으로 선언되어 객체마다가 아니라 타입 \(code(type))에 속하므로, 인스턴스의 코드에서는 `\(type).\(member)`(또는 `Self.\(member)`)처럼 타입 이름으로 쓰세요."
        case let .inaccessible(name, level):
            return "`\(name)`\(KoreanParticle.form(.topic, after: name)) `\(level)`\(KoreanParticle.form(.direction, after: level)) 선언되어 \(CompileErrorLesson.isTypePrivate(level) ? "자기 타입 안(과 같은 파일의 확장)" : "같은 파일")의 코드만 쓸 수 있으니, 다른 화면이 설정할 수 있는 `private`이 아닌 프로퍼티를 두거나(`var \(name)…`) `\(level)`\(KoreanParticle.form(.object, after: level)) 지우세요."
        case let .setterInaccessible(name):
            return "`\(name)`\(KoreanParticle.form(.topic, after: name)) 세터가 `private(set)`이라 자기 타입만 바꿀 수 있어서 여기서 읽을 수는 있어도 바꿀 수는 없으니, 세터를 드러내거나(`private(set)`을 지우기) 그 타입에 값을 넣는 자기 메서드(`configure(…)`)가 있으면 그것을 부르세요."
        case let .setterBelowProtocol(name, protocolName):
            return "`\(protocolName)`\(KoreanParticle.form(.topic, after: protocolName)) `\(name)`\(KoreanParticle.form(.object, after: name)) `{ get set }`으로 요구하므로 어떤 `\(protocolName)`\(KoreanParticle.form(.object, after: protocolName)) 가진 코드든 그것을 바꿀 수 있어야 해서 세터가 `private`일 수 없으니, 여기서 `private(set)`을 지우거나 프로토콜이 `{ get }`만 요구하게 하세요."
        case let .requiresConformance(type, protocolName):
            return "인코더와 디코더는 코딩할 수 있다고 밝힌 타입만 다루므로, 저장 프로퍼티의 타입까지 모두 코딩할 수 있게 하고 \(code(type))\(KoreanParticle.form(.object, after: type)) `struct \(type): Codable { … }`처럼 `\(protocolName)`\(KoreanParticle.form(.direction, after: protocolName)) 선언하세요."
        case let .explicitSelf(name):
            return "나중을 위해 보관되는 클로저 안에서 Swift는 클로저가 `self`\(KoreanParticle.form(.object, after: "self")) 붙잡는다는 것을 보이도록 `self.\(name)`\(KoreanParticle.form(.object, after: name)) 적기를 요구하니, `self.\(name)`\(KoreanParticle.form(.direction, after: name)) 쓰거나 클로저가 화면보다 오래 남을 수 있으면 `[weak self]`\(KoreanParticle.form(.object, after: "self")) 캡처하고 `self?.\(name)`\(KoreanParticle.form(.object, after: name)) 쓰세요."
        case let .nonEscapingStored(name):
            return "`\(name)`\(KoreanParticle.form(.topic, after: name)) 함수가 실행되는 동안만 쓸 수 있는 클로저 매개변수이니, 보관하려면(프로퍼티에, 또는 나중에 부를 완료 클로저로) `\(name): @escaping (…) -> Void`처럼 \(KoreanParticle.attach("`@escaping`", .direction)) 선언하세요."
        case .awaitMissing:
            return "이 호출은 `async`라서 잠시 멈출 수 있으므로 Swift는 그 자리에 \(KoreanParticle.attach("`await`", .object)) 적기를 요구하니, `async` 함수나 `Task { … }` 안에서 `let value = await load()`처럼 쓰세요."
        case .asyncInSyncContext:
            return "`async` 호출은 `async` 코드에서만 할 수 있는데 UIKit의 메서드(`viewDidLoad`, `@IBAction`)는 그렇지 않으니, `Task { let value = await load(); label.text = value }`처럼 `Task { … }` 안에서 시작하세요."
        case let .useBeforeDeclaration(name):
            return "`\(name)`\(KoreanParticle.form(.subject, after: name)) 그것을 선언하는 줄보다 위에서 쓰였는데 지역 상수와 변수는 `let`/`var` 줄부터 있으니, 선언을 처음 쓰는 곳보다 위로 옮기세요."
        case .switchNotExhaustive:
            return "`switch`는 가능한 모든 값을 다뤄야 하는데 글자나 숫자는 무엇이든 될 수 있으니, `default:`(그 밖의 값일 때 할 일)를 더하거나 옵셔널이면 `nil`인 경우를 더하세요."
        case let .notEquatable(op, type):
            return "\(code(type))\(KoreanParticle.form(.topic, after: type)) `Equatable`을 채택하지 않아 `\(op)`가 없으니, 선언에 `: Equatable`을 붙이거나(저장 프로퍼티나 연관값이 모두 `==`를 가지면 Swift가 대신 써 줌) 열거형이라면 `if case .someCase = value`로 케이스 자체를 검사하고, 클래스의 두 객체가 같은 객체인지는 `\(op == "==" ? "===" : "!==")`로 물으세요."
        case let .existentialEquality(op, type) where op != "==" && op != "!=":
            let sample = op.hasPrefix("contains") ? "contains(where: { $0 === x })" : op.replacingOccurrences(of: "(of:)", with: "") + "(where: { $0 === x })"
            return "\(code(type))\(KoreanParticle.form(.topic, after: type)) 프로토콜을 채택한 어떤 타입이든 될 수 있고 `\(op)`는 같은 요소를 `==`로 찾는데 `==`는 하나의 `Equatable` 타입 값끼리만 있으니, `\(sample)`처럼 같은 객체를 조건으로 찾거나(`===`를 쓰려면 프로토콜을 `protocol … : AnyObject`로 클래스 전용으로) 직접 만든 프로퍼티를 `$0.id == x.id`처럼 비교하세요."
        case let .extensionMethodOverridden(name, owner):
            return "\(code(name))\(KoreanParticle.form(.topic, after: name)) \(code(owner))의 익스텐션에 선언되어 있고, 익스텐션의 메서드는 `@objc`일 때만 재정의할 수 있으니(Xcode도 `overriding non-@objc declarations from extensions is not supported`라고 알립니다) `class \(owner)` 본문에 직접 선언하거나 `@objc`를 붙이세요."
        case let .casePatternOnRawValue(type, member):
            let kind = type.hasPrefix("String") || type == "Substring" ? "문자열" : "숫자"
            return "`case .\(member)`\(KoreanParticle.form(.topic, after: member)) `switch`가 받은 값의 케이스를 찾지만 \(code(type))\(KoreanParticle.form(.topic, after: type)) 케이스가 없는 \(kind)이니, 먼저 열거형으로 바꾸거나(`switch YourEnum(rawValue: …)`) `case \(kind == "문자열" ? "\"…\"" : "1"):`처럼 값 자체와 맞춰 보세요."
        case let .identityOnValue(op, type):
            return "`\(op)`\(KoreanParticle.form(.topic, after: op)) 두 참조가 바로 같은 객체인지 묻기 때문에 클래스 인스턴스에만 쓸 수 있는데, \(code(type))\(KoreanParticle.form(.topic, after: type)) 값입니다(문자열, 숫자, 구조체, 열거형은 담긴 값으로 비교합니다). `\(op == "===" ? "==" : "!=")`\(KoreanParticle.form(.direction, after: op == "===" ? "==" : "!=")) 비교하세요."
        case let .existentialEquality(op, type):
            return "\(code(type))\(KoreanParticle.form(.topic, after: type)) 프로토콜을 채택한 어떤 타입이든 될 수 있고 `\(op)`\(KoreanParticle.form(.topic, after: op)) 하나의 `Equatable` 타입 값끼리만 비교하니, 두 참조가 같은 객체인지 물으려면 `\(op == "==" ? "===" : "!==")`\(KoreanParticle.form(.direction, after: op == "==" ? "===" : "!==")) 비교하고 Swift가 요구하면 프로토콜을 `protocol … : AnyObject`로 클래스 전용으로 만드세요."
        case let .weakNotOptional(type):
            return "`weak` 프로퍼티는 객체를 붙잡지 않아 객체가 사라지면 nil이 되므로 타입이 옵셔널이어야 하니, \(code("weak var … : " + type))로 쓰고 `?.`로 호출하세요."
        }
    }
    func crashReason(_ reason: CrashReasonText) -> String {
        /// The signal's name as `AppRunner` writes it, said in Korean.
        func signalName(_ name: String) -> String? {
            switch name {
            case "segmentation fault": return "잘못된 메모리 접근"
            case "illegal instruction": return "잘못된 명령"
            case "trace trap": return "트랩"
            case "abort": return "스스로 중단"
            case "bus error": return "버스 오류"
            default: return nil
            }
        }
        switch reason {
        case let .homeQuota(megabytes): return "앱이 홈 폴더에 \(megabytes)MB 넘게 저장했습니다."
        case let .timeout(seconds, cpu?, true): return "앱이 \(seconds)초가 지나도 계속 실행 중이었습니다(내내 계산하며 CPU \(cpu)초: 끝나지 않는 반복문)."
        case let .timeout(seconds, cpu?, false): return "앱이 \(seconds)초가 지나도 계속 실행 중이었습니다(그중 CPU는 \(cpu)초뿐: 일어나지 않는 일을 기다리거나, 컴퓨터가 너무 바빴습니다)."
        case let .timeout(seconds, nil, _): return "앱이 \(seconds)초가 지나도 계속 실행 중이었습니다(끝나지 않는 반복문이거나, 일어나지 않는 일을 기다림)."
        case let .outputLimit(bytes): return "앱이 출력을 \(bytes)바이트 넘게 썼습니다."
        case let .fileSizeLimit(bytes): return "앱이 \(bytes)바이트 넘게 썼습니다."
        case let .cpuLimit(seconds): return "앱이 CPU 시간을 \(seconds)초 넘게 썼습니다."
        case .killedFromOutside: return "앱의 코드가 아니라 바깥에서 중지되었습니다(SIGKILL). 컴퓨터의 메모리가 부족했거나 누군가 실행을 멈췄을 수 있습니다."
        case let .signal(number, name): return "앱이 시그널 \(number)\(signalName(name).map { "(\($0))" } ?? "")로 강제 종료되었습니다."
        case let .exit(status): return "앱이 단계가 끝나기 전에 exit(\(status))로 끝났습니다."
        }
    }
    /// The host's English sentence for how a run ended, said in Korean (other text as it is).
    private func hostReason(_ text: String) -> String { CrashReasonText.parse(text).map(crashReason) ?? text }
    // MARK: Book and learner loop (issue 31)
    var siteZoomIn: String { "원래 크기" }
    var siteZoomFit: String { "맞춤 크기" }
    func terminalTimelineFolded(lines: Int) -> String { "(실패한 단계만 보입니다. 나머지 \(lines)줄은 `--full-timeline`이나 `workbook trace`로 볼 수 있습니다)" }
    func terminalStepHeading(index: String, text: String) -> String { text.isEmpty ? "단계 \(index)" : "단계 \(index): \(text)" }
    func loopNoExerciseHere(path: String) -> String { "\(path): 오류: 여기에는 연습 문제가 없습니다(이 폴더에도 위 폴더에도 checks.yaml이 없습니다). 연습 문제 폴더에서 `workbook check`를 실행하거나, 연습 문제 id나 폴더를 주세요(`workbook check lost-value-vc1-vc2-vc3`). 또는 `--project`와 `--exercise`를 주세요." }
    func loopNoSuchExercise(id: String, suggestion: String?, known: String) -> String {
        "오류: 여기에는 `\(id)` 연습 문제가 없습니다." + (suggestion.map { " \(KoreanParticle.attach("`" + $0 + "`", .object)) 찾으셨나요?" } ?? "") + " 연습 문제: \(known)"
    }
    func loopNoSuchCommand(name: String, suggestion: String?) -> String {
        "오류: workbook에는 `\(name)` 명령이 없습니다." + (suggestion.map { " \(KoreanParticle.attach("`workbook " + $0 + "`", .object)) 찾으셨나요?" } ?? "") + " (`workbook --help`에 명령 목록이 있습니다)"
    }
    func watchReportCut(lines: Int) -> String { "… \(lines)줄 더 있습니다(창을 키우거나 `workbook check`로 볼 수 있습니다)" }
    var storyboardNotWellFormed: String { "스토리보드가 여기서 올바른 XML이 아닙니다. 모든 요소는 닫혀야 하고, 모든 속성 값은 따옴표로 감싸야 합니다." }
    func storyboardElementNotClosed(element: String) -> String {
        "여기서 시작하는 \(KoreanParticle.attach("<" + element + ">", .subject)) 닫히지 않았습니다. \(KoreanParticle.attach("</" + element + ">", .subject)) 빠졌거나, 그 안의 태그가 닫히지 않았습니다."
    }
    var storyboardFixTheXML: String { "빠진 부분을 되돌리세요(스토리보드를 마지막으로 고친 것을 취소하거나, 연습 문제의 원본과 비교하세요). 지금 상태로는 Xcode도 이 스토리보드를 열 수 없습니다." }
    var checkerNotGradedCannotBeChecked: String { "채점하지 않았습니다: 프로젝트를 지금 상태로는 검사할 수 없습니다:" }
    var diagnosticErrorWord: String { "오류" }
    func projectMainStoryboardMissing(name: String) -> String { "앱의 메인 스토리보드 \(KoreanParticle.attach(name + ".storyboard", .subject)) 없습니다. Info.plist가 이 스토리보드를 가리키고, 앱의 첫 화면이 여기서 나옵니다." }
    var projectPutTheFileBack: String { "파일을 되돌려 놓으세요. 지운 것을 취소하거나(`git checkout`, 편집기의 실행 취소), 처음 받은 연습 문제에서 복사하세요." }
    // MARK: Screens (issue 32)
    func screensActualAtStep(_ step: Int) -> String { "\(step)단계 뒤의 화면" }
    func screensExpectedScene(_ className: String) -> String { "기대한 화면: 스토리보드의 \(className) 장면" }
    func screensExpectedLabel(_ outlet: String) -> String { "기대한 화면: \(outlet)에 기대한 글자가 있는 같은 화면" }
    func screensFileActual(_ path: String) -> String { "실패한 단계의 화면: \(path)" }
    func screensFileExpected(_ path: String) -> String { "기대한 화면: \(path)" }
    func screensWritten(count: Int, folder: String) -> String { "화면 그림 \(count)개를 \(folder)에 썼습니다" }
    var screensCanvasCaption: String { "인터페이스 빌더 캔버스처럼 그린 장면들 (처음 글자와 값)" }
    // MARK: Teaching from evidence, data flow (issue 27)
    func ruleLabelNeverSet(outlet: String) -> String {
        "코드 어디에서도 `\(outlet).text`를 정하지 않아서, 레이블은 스토리보드의 글자 그대로입니다. 화면이 값을 받거나 보여 줄 때(viewDidLoad, 또는 매번 새로 그리려면 viewWillAppear) 정하세요."
    }
    func ruleStoresDiffer(read: String, owner: String, line: Int, member: String, write: String, writer: String, writeLine: Int) -> String {
        "화면은 `\(read)`\(KoreanParticle.form(.object, after: read)) 보여 주는데(\(owner), \(line)번째 줄), 코드 어디에서도 `\(member)`에 값을 넣지 않습니다. 값은 다른 곳, `\(write)`에(\(writer), \(writeLine)번째 줄) 맡겨지고, 그곳은 아무도 읽지 않습니다. 값을 맡기는 화면과 보여 주는 화면이 서로 다른 저장소를 씁니다. 같은 곳에 쓰고 같은 곳에서 읽으세요."
    }
    func ruleOtherScreenView(read: String, line: Int, outlet: String?, screen: String?) -> String {
        let what = outlet.map { name in "\(screen ?? "다른 화면")의 뷰인 `\(name)`" } ?? "태그로 찾은 뷰"
        return "보이는 값은 이 화면에 건네진 값이 아니라 \(what)에서 `\(read)`\(KoreanParticle.form(.direction, after: read)) 읽습니다(\(line)번째 줄). 화면의 뷰는 값을 맡겨 둘 곳이 아닙니다. 뷰는 그 화면의 뷰가 로드되어 있고 누군가 그 화면을 붙잡고 있는 동안만 있습니다(뷰가 로드되기 전에는 아웃렛이 nil이고, 팝되거나 dismiss된 뒤에는 아무도 붙잡지 않으며, 태그는 그 태그를 가진 뷰만 찾습니다). 값 자체를 그 값을 보여 줄 화면에 건네세요. 나타나기 전에 정하는 프로퍼티로(prepare(for:sender:)에서), 돌아갈 때는 값을 입력하는 곳에서 내비게이션 스택이나 `presentingViewController`, 델리게이트를 통해 건네세요."
    }
    func ruleWrittenNeverRead(property: String, line: Int) -> String {
        "`\(property)`에 값을 넣지만(\(line)번째 줄) 코드 어디에서도 읽지 않습니다. 값은 도착하지만 화면에 쓰이지 않습니다. 화면이 레이블을 채우는 곳에서 `\(property)`를 쓰세요."
    }
    // MARK: Teaching from evidence, conditions (issue 27)
    private func conditionList(_ conditions: [ConditionText]) -> String {
        conditions.map { "`\($0.text)`(\($0.line)번째 줄)" + ($0.holds ? "" : "가 거짓") }.joined(separator: ", ")
    }
    func ruleConditionDecided(statement: String, method: String, line: Int, conditions: [ConditionText]) -> String {
        "`\(method)`의 `\(statement)`(\(line)번째 줄)는 \(conditionList(conditions))일 때만 실행됩니다. 이번 실행에서는 그 결과가 나타나지 않았습니다. 사용자가 한 일에 비추어 그 조건을 읽어 보세요(거꾸로 된 검사, `!=` 자리에 `==`, 하나 많거나 모자란 `!`)."
    }
    func ruleCallerUnderCondition(setter: String, method: String, call: String, caller: String, line: Int, conditions: [ConditionText]) -> String {
        "`\(setter)`는 `\(method)`에서 정해지는데, 코드는 \(conditionList(conditions))일 때만 그것을 부릅니다(`\(caller)`의 `\(call)`, \(line)번째 줄). 이번 실행에서는 값이 도착하지 않았습니다. 사용자가 한 일에 비추어 그 조건을 읽어 보세요."
    }
    func ruleMethodNeverCalled(setter: String, method: String, line: Int) -> String {
        "`\(setter)`는 `\(method)`(\(line)번째 줄)에서 정해지는데, 코드 어디에서도 `\(method)`를 부르지 않아 한 번도 실행되지 않습니다. 값이 준비된 곳(값을 보내는 화면)에서 부르세요: `delegate?.\(method.split(separator: "(").first.map(String.init) ?? method)(…)`."
    }
    func ruleContainmentTeardownOnShownScreen(action: String, statement: String, line: Int, screen: String, presenter: String?, expected: String) -> String {
        "\(action)이 실행되어 자식 화면이 부모를 떠나는 방식으로 화면을 치웠습니다: `\(statement)`(\(line)번째 줄). 하지만 \(screen)은 \(presenter.map { "\($0)가 " } ?? "")`present`로 띄운 화면이지 자식으로 붙인 화면이 아닙니다. 부모가 없으니 removeFromParent()와 willMove(toParent: nil)은 아무 일도 하지 않고, 화면은 띄워진 채로 남아\(presenter.map { "(\($0)의 presentedViewController)" } ?? "") \(expected)은 다시 나타나지 않았습니다. 띄운 화면은 dismiss로 닫습니다: 그 줄들을 `dismiss(animated: true)`로 바꾸세요."
    }
    func ruleNoTransitionInAction(action: String, expected: String, suggestion: String) -> String {
        "\(KoreanParticle.attach(action, .subject)) 실행되었지만 그 안에 화면을 바꾸는 줄이 없습니다(`pushViewController`, `present`, `show`, `performSegue`, `dismiss`, `popViewController`가 없음). 그래서 \(KoreanParticle.attach(expected, .subject)) 화면에 나오지 못했습니다. 거기서 화면을 바꾸세요. 예: `\(suggestion)`."
    }
    func ruleWrongBranch(subject: String, actual: String, expected: String, condition: String, line: Int, actualWhenTrue: Bool) -> String {
        "`\(subject)`에 나온 \(actual)는 `\(condition)`(\(line)번째 줄)가 \(actualWhenTrue ? "참" : "거짓")일 때 코드가 고르는 값이고, \(expected)는 \(actualWhenTrue ? "거짓" : "참")일 때 고르는 값입니다. 이번에는 `\(condition)`가 \(actualWhenTrue ? "참" : "거짓")이었습니다. 그 값이 어디서 정해지는지, 검사가 거꾸로 되지 않았는지 보세요."
    }
    func ruleControlKeptInRange(statement: String, line: Int, control: String, className: String, asked: String, kept: String,
                                bound: String, boundValue: String, boundSetInCode: Bool) -> String {
        "`\(statement)`(\(line)번째 줄)가 `\(control)`에 넣으려 한 값은 \(asked), 남은 값은 \(kept)입니다. `\(className)`는 `value`를 `minimumValue...maximumValue` 안으로 맞추는데, `\(bound)`의 값이 \(boundValue)"
            + (boundSetInCode ? "입니다. " : "입니다(그것을 정하는 줄이 없어 새 `\(className)`의 기본값 그대로입니다). ")
            + "그래서 그 줄 뒤에 `\(control)`에서 읽는 값은 넣은 값(\(asked))이 아니라 남은 값(\(kept))입니다. 값을 넣기 전에 `\(control).\(bound)`를 그 값이 들어갈 수 있게 정하거나, 값이 처음 나오는 곳에서 읽으세요."
    }
    func rulePickerWithoutRows(statement: String, line: Int, picker: String, ignoredSelect: Bool, noDataSource: Bool) -> String {
        (ignoredSelect ? "`\(statement)`(\(line)번째 줄)는 아무것도 선택하지 못했습니다. `\(picker)`에 행이 없어 UIKit이 그 선택을 무시하고, `selectedRow(inComponent:)`는 -1을 줍니다. "
                       : "`\(statement)`(\(line)번째 줄)는 -1을 주었습니다. `\(picker)`의 그 컴포넌트에 행이 없고, 행이 없는 피커 뷰에는 선택된 행도 없습니다. ")
            + (noDataSource ? "피커 뷰는 행의 개수를 `dataSource`에게 묻는데, `\(picker).dataSource`를 정하는 줄이 없습니다. `viewDidLoad`에서 정하세요(제목을 위해 `delegate`도). 예: `\(picker).dataSource = self`."
                            : "그 순간 `dataSource`가 행을 주지 않았습니다. `numberOfComponents(in:)`와 `pickerView(_:numberOfRowsInComponent:)`를 확인하세요.")
    }
    func ruleSegmentNotSelected(statement: String, line: Int, control: String, madeInCode: Bool) -> String {
        "`\(statement)`(\(line)번째 줄)는 -1(`UISegmentedControl.noSegment`)이었습니다. `\(control)`에서 선택된 세그먼트가 없었습니다. "
            + (madeInCode ? "코드로 만든 세그먼티드 컨트롤은" : "이 세그먼티드 컨트롤은 스토리보드에서 선택된 세그먼트가 없어,")
            + " 코드가 `selectedSegmentIndex`를 정하거나 사용자가 누르기 전까지 아무 세그먼트도 선택하지 않는데, 이 검사에서는 아무도 누르지 않습니다. 컨트롤을 준비하는 곳에서 처음 세그먼트를 선택하세요. 예: `viewDidLoad`에서 `\(control).selectedSegmentIndex = 0`."
    }
    func ruleSwitchNeverSet(statement: String, line: Int, control: String) -> String {
        "`\(statement)`(\(line)번째 줄)는 false였습니다. `\(control)`는 코드로 만든 스위치인데, 새 `UISwitch`는 꺼져 있고 그것을 켜는 줄이 없습니다(이 검사에서는 아무도 건드리지 않습니다). 켜진 채로 시작해야 한다면 만드는 곳에서 `\(control).isOn = true`로 정하고, 그 일이 스위치에 달려 있지 않아야 한다면 스위치를 검사하지 마세요."
    }
    func ruleUnknownUIKitKey(lookup: String, line: Int, rawValue: String, madeAt: String?, madeLine: Int?, known: String, constant: String?) -> String {
        let made = madeAt.map { made in "키를 `\(made)`\(madeLine.map { "(\($0)번째 줄)" } ?? "")처럼 손으로 만들었습니다. 이런 키는 속이 문자열이라 컴파일은 되지만, UIKit은 자기 키(\(known))만 알아보므로 \"\(rawValue)\"로 만든 키로는 아무것도 찾지 못합니다." } ?? "키 \"\(rawValue)\"는 UIKit의 키(\(known))가 아니어서 아무것도 찾지 못합니다."
        let fix = constant.map { "UIKit의 상수를 쓰세요: `forKey: \($0)`." } ?? "UIKit의 상수 `.from`이나 `.to`를 쓰세요."
        return "`\(lookup)`(\(line)번째 줄)는 이 실행에서 nil을 돌려주었습니다. \(made) 그 답이 필요한 코드는 모두 건너뛰었습니다. \(fix)"
    }
    func ruleDiscardableResultIgnored(place: String, method: String, returned: String, copy: Bool, owner: String, explicit: Bool, copyOf: String?) -> String {
        if copy, let given = copyOf {
            return "\(place)에서 `\(method)`는 `\(given)`\(KoreanParticle.form(.direction, after: given))부터 만든 새 `\(returned)`\(KoreanParticle.form(.object, after: returned)) 돌려줍니다(\(returned.hasPrefix("[") ? (returned.contains(":") ? "딕셔너리는" : "배열은") : returned == "String" ? "문자열은" : "구조체는") 값이라서 함수는 복사본을 받을 뿐, `\(given)` 자신은 바뀌지 않습니다). 그런데 이 줄은 그 새 값을 버립니다. \(explicit ? "`_ =`로 버렸으니 Swift는 경고하지 않습니다." : "`@discardableResult` 때문에 Swift는 경고하지 않습니다.") 그래서 `\(given)`\(KoreanParticle.form(.topic, after: given)) 원래 값을 그대로 갖고, 그 뒤에 읽는 값도 모두 옛 값입니다. 결과를 간직하세요: 다시 대입하세요(`\(given) = \(method.prefix { $0 != "(" })(…)`)."
        }
        if copy {
            return "\(place)에서 `\(method)`는 `\(owner)`의 바뀐 복사본을 돌려줍니다(구조체는 값이라서 메서드는 자기 복사본을 바꿀 뿐, 부른 쪽의 값을 바꾸지 않습니다). 그런데 이 줄은 그 복사본을 버립니다. \(explicit ? "`_ =`로 버렸으니 Swift는 경고하지 않습니다." : "`@discardableResult` 때문에 Swift는 경고하지 않습니다.") 메서드를 부른 값은 그대로입니다. 결과를 간직하세요: 호출을 이어 쓰고 마지막 결과를 쓰거나, 다시 대입하세요(`x = x.\(method.prefix { $0 != "(" })(…)`)."
        }
        return "\(place)에서 `\(method)`는 `\(returned)` 답을 돌려주는데, 이 줄은 그 답을 버립니다. `@discardableResult` 때문에 Swift는 경고하지 않습니다. 그래서 그 뒤의 코드는 답이 무엇이든 그대로 진행합니다. 답을 쓰세요: 허락해야 할 일 앞에 `guard \(method.prefix { $0 != "(" })(…) else { return }`를 두세요."
    }
    func ruleDiscardedResult(place: String, kind: WarningKind) -> String {
        guard case let .unusedResult(call, _, _) = kind else { return "" }
        let full = ruleCompilerWarning(place: place, warning: "", kind: kind)
        let meaning = full.components(separatedBy: "실패하는 까닭이 여기 있습니다: ").last ?? ""
        return "\(place)에서 `\(call)`의 결과를 버립니다(`_ =`). 그래서 Swift는 아무 말도 하지 않지만, 이것이 원인입니다: \(meaning)"
    }
    func ruleEnumCaseNameAsText(text: String, enumName: String, rawValue: String, place: String?) -> String {
        "이 실행이 쓴 글자는 \"\(text)\"입니다. 이것은 케이스 `\(enumName).\(text)`의 *이름*이고, 그 원시 값(`rawValue`)은 \"\(rawValue)\"입니다. "
            + (place.map { "\($0)에서 열거형 값을 글자로 바꾸는데, " } ?? "")
            + "열거형 값을 글자로 바꾸면(`\"\\(value)\"`, `String(describing:)`) 원시 값이 아니라 케이스 이름이 나옵니다. `.rawValue`를 쓰세요(`\(enumName).\(text).rawValue`는 \"\(rawValue)\"입니다)."
    }
    func ruleTransitionStyleIsNotPresentation(assignment: String, line: Int) -> String {
        "`\(assignment)`(\(line)번째 줄)는 화면이 들어오는 애니메이션(`modalTransitionStyle`)만 정할 뿐, 화면을 띄우는 방식은 정하지 않습니다. 그것은 `modalPresentationStyle`인데, 그것을 정하는 줄이 없어 기본값 그대로입니다."
    }
    func ruleActionHandlerCycle(statement: String, line: Int, method: String, className: String, control: String?) -> String {
        "\(line)번째 줄 `UIAction`의 핸들러(`\(statement)`, `\(method)` 안)가 `self`를 강하게 씁니다. \(control.map { "`\($0)`" } ?? "그 액션을 받은 컨트롤이나 바 버튼 아이템")는 자기 액션을, 액션은 핸들러를, 핸들러는 이 \(className)를 붙잡고, \(className)는 \(control.map { "`\($0)`" } ?? "그 컨트롤")를 (뷰나 내비게이션 아이템 안에) 붙잡습니다. 서로 붙잡는 순환 참조인데, 핸들러가 클로저여서 프로퍼티 목록에는 보이지 않습니다. 그래서 화면이 해제되지 않습니다. 약하게 캡처하세요: `UIAction { [weak self] _ in … }`, 그다음 `self?.`를 씁니다."
    }
    func ruleSegueBackToScreenBelow(receiver: String, identifier: String, owner: String, target: String, directlyBelow: Bool, call: String?, line: Int?) -> String {
        let place = call.map { c in "(`\(c)`" + (line.map { ", \($0)번째 줄)" } ?? ")") } ?? (line.map { "(\($0)번째 줄)" } ?? "")
        return "`performSegue(withIdentifier: \"\(identifier)\")`를 \(receiver)에 보냈는데\(place), 세그웨이 \"\(identifier)\"는 \(receiver)가 아니라 \(owner)의 장면에서 시작하므로 UIKit이 앱을 멈췄습니다. "
            + "게다가 그것은 돌아가는 길이 아닙니다. \(target)는 이미 내비게이션 스택에서 \(receiver) 아래에 있고, 세그웨이는 새 화면을 만듭니다. "
            + (directlyBelow ? "`navigationController?.popViewController(animated: true)`" : "`navigationController?.popToViewController(_:animated:)`(`viewControllers`에서 그 화면을 넘깁니다)")
            + "나 언와인드 세그웨이로 돌아가세요."
    }
    func ruleUnitFactor(expected: String, actual: String, factor: String, larger: Bool, came: String, meant: String,
                        statement: String?, line: Int?, secondsMember: String?) -> String {
        let units = UnitWords.korean
        let opening = "기대한 수는 \(expected)인데 실제 값은 \(actual)입니다. \(factor)배 " + (larger ? "큽니다" : "작습니다")
            + ". 같은 양을 \(units[meant] ?? meant) 대신 \(units[came] ?? came) 단위로 센 값입니다. "
        let convert = larger ? "÷ \(factor)" : "× \(factor)"
        guard let statement else { return opening + "값을 넘기는 곳에서 한 번만 바꾸거나(\(convert)), 처음부터 끝까지 한 단위를 쓰세요." }
        if let secondsMember {
            return opening + "`\(statement)`(\(line ?? 0)번째 줄)는 초 단위로 세는 `\(secondsMember)`를 읽습니다. 거기서 바꾸거나(\(convert)), 처음부터 끝까지 한 단위를 쓰세요."
        }
        return opening + "`\(statement)`(\(line ?? 0)번째 줄)가 그 배수로 바꿉니다. 단위가 바뀐 곳이 거기입니다. 다른 화면이 보여 주는 단위 그대로 넘기거나(그 변환을 빼고), 보여 주는 곳에서 되돌리세요."
    }
    func ruleOptionZero(type: String, option: String, declarationLine: Int, test: String, line: Int) -> String {
        "`\(type).\(option)`(\(declarationLine)번째 줄)의 원시 값은 0입니다. 비트가 하나도 없는 빈 집합입니다. 모든 집합은 빈 집합을 포함하므로 `\(test)`(\(line)번째 줄)는 사용자가 무엇을 고르든 true이고, `.\(option)`를 넣어도 아무것도 바뀌지 않습니다. 옵션마다 자기 비트를 주세요: `1 << 0`, `1 << 1`, `1 << 2`…"
    }
    func ruleOptionSameBit(type: String, first: String, second: String, value: Int, firstLine: Int, secondLine: Int, test: String, line: Int) -> String {
        "`\(type).\(first)`(\(firstLine)번째 줄)와 `\(type).\(second)`(\(secondLine)번째 줄)의 원시 값이 \(value)로 같습니다. 이름만 둘인 한 비트여서 하나를 가진 집합은 다른 하나도 가지므로, `\(test)`(\(line)번째 줄)는 둘을 구별하지 못합니다. 옵션마다 자기 비트를 주세요(`1 << 0`, `1 << 1`, …)."
    }
    func ruleOptionEquals(set: String, option: String, test: String, line: Int) -> String {
        "`\(test)`(\(line)번째 줄)는 집합 전체를 비교합니다. `\(set)`에는 `.\(option)` 말고도 다른 옵션이 있으므로 `.\(option)` 하나와 같지 않고, 그래서 검사는 false입니다. 그 옵션이 들어 있는지 물으려면 `\(set).contains(.\(option))`로 쓰세요."
    }
    func ruleBitTestedWithOr(test: String, bits: String, flag: String, line: Int) -> String {
        "`\(test)`(\(line)번째 줄)는 플래그를 `|`로 검사하는데, `|`는 비트를 *켭니다*. `\(bits) | \(flag)`에는 `\(bits)`가 무엇이든 그 비트가 있으므로 검사는 언제나 같은 답을 냅니다. 비트는 `&`로 검사하세요: `(\(bits) & \(flag)) != 0`."
    }
    func ruleDismissClosedWhatItPresents(receiver: String, presented: String, written: String, line: Int, method: String) -> String {
        "`\(method)`의 `\(written)`(\(line)번째 줄)는 \(receiver)가 \(presented)를 띄우고 있을 때 \(receiver)에서 실행되었습니다. 다른 화면을 띄운 화면에서 `dismiss`를 부르면 그 띄운 화면(\(presented))이 닫히고, \(receiver)는 그대로 남습니다. \(receiver) 위에 아무것도 없을 때(\(presented)가 사라진 뒤, 또는 \(presented)를 띄우지 않고) 닫거나, `presentingViewController`에게 닫으라고 하세요."
    }
    var alertNeverPresented: String {
        "그것은 알림의 액션인데, 이 실행에서는 알림이 하나도 표시되지 않았습니다. 알림은 사용자가 그 버튼을 누를 때 액션의 핸들러를 실행하는데, 만들기만 하고 `present(_:animated:)`에 넘기지 않은 알림은 버튼을 하나도 보여 주지 않습니다."
    }
    func alertHandlerHoldsWork(statement: String, line: Int) -> String {
        "여기서 `\(statement)`(\(line)번째 줄)는 알림 액션의 핸들러 안에 있어 한 번도 실행되지 않았습니다. 핸들러 밖으로, 사용자의 동작이 실행되는 곳으로 옮기세요."
    }
    func ruleIgnoredUnwind(action: String, source: String, refusedBy: [String], overrideLine: Int?, testsSource: Bool, notExposed: (owner: String, line: Int)?) -> String {
        let opening = "\(source)에서 시작한 언와인드 세그웨이(액션 `\(action)`)는 아무 데도 가지 못했고, UIKit은 아무 말 없이 그만두었습니다. "
        if refusedBy.isEmpty, let notExposed {
            return opening + "UIKit은 돌아가는 길의 화면들에서 액션 `\(action)`를 Objective-C 런타임으로 찾는데, \(notExposed.owner)의 `\(action.replacingOccurrences(of: ":", with: ""))`(\(notExposed.line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `@IBAction`(또는 `@objc`)이 붙지 않은 보통 Swift 메서드라서 런타임에 보이지 않고, 그래서 그 액션을 가진 화면이 없습니다. `@IBAction func \(action.replacingOccurrences(of: ":", with: ""))(_ segue: UIStoryboardSegue)`처럼 표시하세요."
        }
        if refusedBy.isEmpty {
            return opening + "UIKit은 돌아가는 길에 있는 화면들(\(source)의 부모와 띄운 화면)에서 그 액션을 찾는데, 그중 `\(action)`를 가진 화면이 없습니다. 언와인드로 돌아갈 화면에 `@IBAction func \(action.replacingOccurrences(of: ":", with: ""))(_ segue: UIStoryboardSegue)`를 선언하세요."
        }
        let who = refusedBy.joined(separator: ", ")
        return opening + "\(who)에 그 액션이 있지만 `canPerformUnwindSegueAction(_:from:sender:)`" + (overrideLine.map { "(\($0)번째 줄)" } ?? "")
            + "가 false로 답해서, UIKit은 계속 찾다가 그 액션을 받는 다른 화면을 찾지 못했습니다. " + (testsSource ? "거기서 `fromViewController`는 언와인드가 시작한 화면(\(source))이지 그 아래 화면이 아닙니다. " : "") + "이 액션에는 true를 돌려주세요(또는 그 메서드를 빼세요. 기본으로 화면은 자기가 가진 언와인드 액션을 받습니다)."
    }
    func ruleEarlierBranchTakesIt(identifier: String, first: String, firstLine: Int, meant: String, meantLine: Int) -> String {
        "이 실행의 세그웨이는 \"\(identifier)\"였는데, 먼저 나오는 `\(first)`(\(firstLine)번째 줄)가 그것에도 참이어서 그것을 위해 쓴 분기 `\(meant)`(\(meantLine)번째 줄)는 실행되지 않았습니다. `if`/`else if` 사슬은 검사가 참인 첫 분기를 실행합니다. 첫 검사를 정확하게 만들거나(식별자 전체를 비교), \"\(identifier)\"를 위한 분기를 먼저 두세요."
    }
    func ruleStackReplaced(written: String, line: Int, method: String, stack: [String]) -> String {
        "`\(method)`의 `\(written)`(\(line)번째 줄)가 내비게이션 스택 전체를 넘겨준 목록으로 바꾸었습니다. 이제 스택은 \(stack.joined(separator: ", "))이고, 그 전에 스택에 있던 화면들은 사라졌습니다(돌아갈 곳이 없습니다). 이미 있는 화면들 위에 화면을 더하려면 `navigationController?.pushViewController(_:animated:)`로 쌓으세요. `setViewControllers`는 스택을 일부러 바꿀 때 씁니다."
    }
    func ruleValueScaled(statement: String, line: Int, part: String, expected: String, result: String, actual: String) -> String {
        "값은 넘어가는 길에 `\(statement)`(\(line)번째 줄)의 `\(part)`\(KoreanParticle.form(.object, after: part)) 거쳐 \(expected)에서 \(result)\(KoreanParticle.form(.direction, after: result)) 바뀌었습니다\(result == actual ? "" : "(화면에는 \(actual))"). 값을 변환했는데 화면은 원래 단위로 보여 줍니다. 값을 그대로 넘기세요(또는 보여 주는 곳에서 되돌리세요)."
    }
    func ruleValueRemoved(statement: String, line: Int, removed: String) -> String {
        "값이 하나도 오지 않았습니다. `\(statement)`(\(line)번째 줄)가 \"\(removed)\"를 모두 빈 글자로 바꾸는데, 값이 바로 \"\(removed)\"였습니다(또는 그것을 담고 있었습니다). 값을 그대로 넘기세요."
    }
    func stringOrigin(value: String, origin: StringOrigin, meant: String?) -> String {
        switch origin {
        case let .constant(name, line):
            return "\"\(value)\"는 상수 `\(name)`(\(line)번째 줄)의 값입니다. " + (meant.map { "그곳에서 \(KoreanParticle.attach("\"\($0)\"", .direction)) 고치세요." } ?? "그곳에서 고치세요.")
        case let .implicitRawValue(enumName, caseName, line):
            return "\"\(value)\"는 코드 어디에도 적혀 있지 않습니다. `\(enumName).\(caseName)`(\(line)번째 줄)의 원시값이고, `String` 열거형의 케이스에 `= \"…\"`를 적지 않으면 케이스 이름이 그대로 원시값이 됩니다. 스토리보드의 식별자를 원시값으로 적으세요: `case \(caseName) = \"\(meant ?? "…")\"`."
        case let .typeName(expression, line):
            return "\"\(value)\"는 코드 어디에도 적혀 있지 않습니다. `\(expression)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: expression)) 클래스 이름으로 만든 문자열입니다. 스토리보드는 직접 적어 넣지 않는 한 클래스 이름을 식별자로 쓰지 않습니다. 그 클래스에 스토리보드의 식별자" + (meant.map { "(\"\($0)\")" } ?? "") + "를 주거나, 장면의 칸에 클래스 이름을 적으세요."
        }
    }
    func ruleEnumRawValueCase(enumName: String, raw: String, meant: String) -> String {
        "열거형 `\(enumName)`의 한 케이스는 원시 값이 \"\(raw)\"인데, 스토리보드의 세그웨이는 \"\(meant)\"입니다. 식별자는 대소문자를 구분하므로 그 세그웨이에 대해 `\(enumName)(rawValue:)`는 nil을 주고 `.rawValue`와의 비교는 언제나 false입니다. 그 세그웨이를 위한 코드는 실행되지 않고, 아무것도 알려 주지 않습니다. 원시 값을 스토리보드와 똑같이 쓰세요: \"\(meant)\"."
    }
    func ruleCompilerWarning(place: String, warning: String, kind: WarningKind) -> String {
        let meaning: String
        switch kind {
        case .castAlwaysFails: meaning = "이 형변환은 언제나 nil이 되어, 그 결과가 필요한 코드는 실행되지 않습니다. 그 클래스를 정말 가진 것(`segue.source`, `segue.destination`, `presentingViewController`…)을 형변환하세요"
        case .releasedAtOnce: meaning = "객체가 만들어지자마자 해제됩니다. `weak` 프로퍼티는 아무것도 붙잡지 않으므로 그 줄 뒤에는 nil입니다. 새 객체가 아니라 이미 누군가 붙잡고 있는 객체를 넣으세요(델리게이트라면 호출을 받아야 할 화면, 흔히 `self`)"
        case .neverExecuted: meaning = "그 뒤의 코드는 절대 실행되지 않습니다"
        case .alwaysSame: meaning = "이 검사는 언제나 같은 답을 내므로 한쪽 분기는 실행되지 않습니다"
        case let .unusedResult(call, receiver, mutating):
            let on = receiver.map { "`\($0)`" } ?? "호출한 대상"
            meaning = "`\(call)`는 아무것도 바꾸지 않습니다. 새 값을 돌려줄 뿐 \(on)는 그대로 두는데, 그 새 값을 버리므로 뒤의 코드는 바뀌지 않은 값으로 일합니다. "
                + (mutating.map { "그 자리에서 바꾸는 호출 `\(receiver.map { $0 + "." } ?? "")\($0)`를 쓰거나, 결과를 담으세요(`\(receiver ?? "x") = …`)" }
                   ?? "결과를 담으세요(`\(receiver ?? "x") = \(receiver.map { $0 + "." } ?? "")\(call)(…)`). 아니면 그 값이 필요한 곳에서 결과를 쓰세요")
        case let .unusedValue(name):
            meaning = "`\(name)`는 계산만 되고 쓰이지 않습니다. 그 뒤의 줄은 여전히 계산하기 전의 값을 씁니다. 값이 필요한 곳에서 `\(name)`를 쓰세요"
        case .notCalled:
            meaning = "그 줄은 클로저나 메서드의 이름만 쓰고 부르지 않습니다(뒤에 `()`가 없습니다). 그래서 그 안의 코드는 한 번도 실행되지 않습니다. `()`를 붙여(인자와 함께) 부르세요"
        }
        return "Swift가 \(place)에서 경고했습니다: \"\(warning)\". 실패하는 까닭이 여기 있습니다: \(meaning)."
    }
    func ruleTransitionInLifecycle(call: String, method: String, owner: String, line: Int, closes: Bool) -> String {
        "`\(call)`가 \(owner)의 `\(method)`(\(line)번째 줄)에 있습니다. UIKit은 화면이 로드되거나 나타나려 할 때마다 그 메서드를 부르므로, "
            + (closes ? "화면이 나오자마자 사라집니다. 화면을 닫아야 하는 액션 안으로 옮기세요."
                      : "사용자가 아무것도 하기 전에 저절로 다음 화면으로 넘어갑니다. 사용자가 누르는 액션 안으로 옮기세요.")
    }
    func ruleWrongStoryboardIdentifier(identifier: String, line: Int, made: String, expected: String, expectedIdentifier: String?) -> String {
        "`instantiateViewController(withIdentifier: \"\(identifier)\")`(\(line)번째 줄)는 \(KoreanParticle.attach(made, .object)) 만들었습니다. \"\(identifier)\"는 \(made) 장면의 스토리보드 ID입니다. "
            + (expectedIdentifier.map { "\(expected) 장면의 ID는 \"\($0)\"입니다. 그것을 쓰세요." } ?? "\(expected) 장면에 스토리보드 ID를 주고(Identity 인스펙터) 그것을 쓰세요.")
    }
    func ruleCastNeverMatches(statement: String, method: String, line: Int, name: String, object: String, type: String, actual: String, fresh: Bool, unwrapped: Bool, direct: String?) -> String {
        "\(method)에서 `\(statement)`(\(line)번째 줄)는 아무 일도 하지 않았습니다. `\(name)`는 `\(object) as? \(type)`인데, `\(object)`는 "
            + (fresh && actual == type ? "그 자리에서 만든 새 \(actual)입니다. 화면에 있는 것이 아니므로 값은 아무도 보여 주지 않는 컨트롤러에 들어갔습니다. "
               : (fresh ? "그 자리에서 만든 새 \(actual)" : "이번 실행에서 \(actual)") + "이고 \(type)가 아니므로, 형변환이 nil이 되어 " + (unwrapped ? "언래핑이 그 줄에 닿기 전에 멈췄습니다. " : "옵셔널 체이닝이 그 줄을 건너뛰었습니다. "))
            + (direct.map { "`\(object)`\(KoreanParticle.form(.topic, after: object)) 이미 원하는 \($0)입니다. \(type)\(KoreanParticle.form(.object, after: type)) 거치지 말고 바로 형변환하세요: `\(object) as? \($0)`." }
               ?? (method.contains("prepare(for:sender:)") ? "정말 \(type)인 객체를 형변환하세요(prepare(for:sender:)에서는 `segue.destination`)." : "정말 \(type)인 객체를 찾아 쓰세요."))
    }
    func ruleSetOnDisappear(target: String, owner: String, method: String, line: Int) -> String {
        "`\(target)`는 \(owner)의 `\(method)`(\(line)번째 줄)에서만 정해집니다. 이 메서드는 화면이 돌아올 때가 아니라 사라질 때 불리므로, 나중에 도착한 값은 화면에 나오지 않습니다. `viewWillAppear(_:)`에서 정하세요."
    }
    func ruleOutletInInit(outlet: String, className: String, method: String, line: Int) -> String {
        "\(className)의 `\(method)`가 아웃렛 `\(outlet)`를 읽습니다(\(line)번째 줄). 아웃렛은 뷰가 로드될 때, 즉 `\(method)` 뒤에야 연결되므로 거기서는 아직 nil이고, 암시적 언래핑이 크래시를 냅니다. 그 줄을 `viewDidLoad()`나 사용자가 값을 준 뒤의 액션으로 옮기세요."
    }
    func skippedFreshInstance(expression: String, link: String) -> String {
        "`\(expression)`는 어느 화면에도 없는 새 컨트롤러를 만들므로 그 `\(link)`는 nil입니다. 화면에 있는 컨트롤러(`self`, 또는 UIKit이 넘겨주는 것)를 쓰세요"
    }
    // MARK: Hostile round 4 (trust)
    func gateReplacesWhatReflectionShows(name: String) -> String {
        "\(KoreanParticle.attach("`\(name)`", .topic)) 리플렉션이 보여 주는 객체의 내용을 바꿉니다. 검사기는 여러분의 프로퍼티를 리플렉션으로 읽으므로(UIKit은 이것을 묻지 않는 Objective-C 런타임으로 아웃렛을 읽습니다) workbook 제출물에서는 사용할 수 없습니다. 지우고, 보고 싶은 값은 `print`나 `dump`로 출력하세요."
    }
    // MARK: Teaching from evidence, timing and receivers (issue 27, round 3)
    func ruleStatementTiming(statement: String, owner: String, method: String, line: Int, timing: StatementTiming, suggestion: TimingSuggestion?) -> String {
        let head = "`\(statement)`(\(line)번째 줄)는 \(owner)의 `\(method)` 안에 있습니다."
        let when: String
        switch timing {
        case .never:
            when = " 이 메서드는 이번 검사에서 한 번도 실행되지 않아 그 줄은 효과가 없었습니다."
        case let .beforeAction(nil, action, actionStep):
            when = " 이 메서드는 \(KoreanParticle.attach("`\(action)`", .subject)) 값을 준 뒤(\(actionStep)단계)에 실행되지 않아, 검사가 읽는 값이 바뀌지 않았습니다."
        case let .beforeAction(lastStep?, action, actionStep):
            when = " 이 메서드는 \(lastStep)단계에 마지막으로 실행됐습니다. \(KoreanParticle.attach("`\(action)`", .subject)) 값을 준 \(actionStep)단계보다 앞이고, 그 뒤에는 다시 실행되지 않아 검사가 읽는 값이 바뀌지 않았습니다."
        case let .beforeInput(step, control, inputStep):
            when = " 이 메서드는 \(step)단계에 실행되었는데, \(KoreanParticle.attach("`\(control)`", .subject)) \(inputStep)단계에서 채워지기 전입니다. 그래서 그때 컨트롤에 있던 값을 넘겼습니다."
        case let .afterRead(step, reader, readStep):
            when = " 이 메서드는 \(KoreanParticle.attach("`\(reader)`", .subject)) 값을 이미 읽은 뒤(\(readStep)단계)인 \(step)단계에야 실행되어, 너무 늦었습니다."
        case let .inCompletion(call, reader):
            when = " 그 줄은 `\(call)`의 완료 클로저 안에 있습니다. UIKit은 이 클로저를 전환이 끝난 뒤에 실행하므로, \(KoreanParticle.attach("`\(reader)`", .subject)) 이미 값을 읽은 다음이었고 화면에는 이전 값이 나왔습니다."
        case let .inDelayedClosure(call, reader):
            when = " 그 줄은 `\(call)`의 클로저 안에 있습니다. 이 클로저는 나중에, 메인 큐의 다음 차례에 실행되므로, \(KoreanParticle.attach("`\(reader)`", .subject)) 이미 값을 읽은 다음이었고 화면에는 이전 값이 나왔습니다."
        case let .beforeWrite(step, source, writeStep):
            when = " 이 메서드는 \(step)단계에 실행되었는데, \(source)에 값이 쓰인 \(writeStep)단계보다 앞입니다. 그래서 이전 값을 복사했고, 그 복사본은 다시 읽히지 않았습니다."
        }
        let advice: String
        switch suggestion {
        case let .appears(method)?: advice = " 화면이 (다시) 나타날 때마다 불리는 `\(method)`로 옮기세요."
        case let .unwind(method)?: advice = " 언와인드 세그웨이가 도착할 때 UIKit이 이 화면에서 부르는 언와인드 액션 `\(method)`로 옮기세요."
        case let .loads(method)?: advice = " 새 화면이 로드될 때 불리는 `\(method)`로 옮기세요."
        case let .action(method)?: advice = " 사용자가 입력을 마친 뒤 실행되는 액션 `\(method)`로 옮기세요."
        case let .beforeCall(call)?: advice = call.hasPrefix("DispatchQueue") ? " `\(call)`에 미루지 말고, 화면을 바꾸기 전에 바로 하세요." : " 값은 완료 클로저가 아니라 `\(call)`를 부르기 전에 넘기세요."
        case nil:
            if case let .afterRead(_, reader, _) = timing {
                advice = " `\(reader)`\(KoreanParticle.form(.subject, after: reader)) 읽기 전에 실행되는 메서드(전환을 시작하는 액션이나 `prepare(for:sender:)`)에서 값을 더 일찍 주거나, `\(reader)`\(KoreanParticle.form(.subject, after: reader)) 값이 이미 있는 곳에서 읽게 하세요."
            } else {
                advice = " 값이 준비된 뒤에 실행되는 메서드로 옮기세요."
            }
        }
        return head + when + advice
    }
    func ruleUnguardedTransition(call: String, action: String, line: Int, input: String?, guardText: String?, guardMethod: String?, guardLine: Int?, askedShouldPerform: Bool, sideTest: String?, sideLine: Int?) -> String {
        if let sideTest, let sideLine {
            return "`\(call)`(\(line)번째 줄)는 `\(action)`의 모든 경로에서 실행됩니다. `\(sideTest)`(\(sideLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 입력을 검사하기는 하지만, 그 분기가 끝나면 메서드는 어느 쪽이든 \(line)번째 줄로 이어집니다(호출이 `if` 아래가 아니라 뒤에 있습니다). 그래서 바뀌지 말아야 할 화면이 바뀌었습니다. 그 분기를 `return`으로 끝내세요(또는 호출을 `else` 안에 넣으세요)."
        }
        var text = "`\(call)`(\(line)번째 줄)는 `\(action)`의 모든 경로에서 실행됩니다. 그 액션 안에서 호출 전에 입력\(input.map { "(`\($0)`)" } ?? "")을 검사하는 곳이 없어, 바뀌면 안 되는 화면이 바뀌었습니다."
        if let guardText, let guardMethod, let guardLine {
            text += " 입력 검사 `\(guardText)`(\(guardLine)번째 줄)는 `\(guardMethod)` 안에 있습니다. 그 `return`은 `\(action)`이 아니라 `\(guardMethod)`를 끝낼 뿐입니다."
        }
        if askedShouldPerform {
            text += " 코드에서 부른 `performSegue`에는 `shouldPerformSegue(withIdentifier:sender:)`가 물어지지 않습니다."
        }
        return text + " 검사를 `\(action)` 안, 그 호출 앞에 두세요."
    }
    func ruleUnwindOnOtherScene(receiver: String, receiverClass: String, identifier: String, owner: String) -> String {
        "\(receiver)에 `performSegue(withIdentifier: \"\(identifier)\")`를 보냈지만, 언와인드 세그 \"\(identifier)\"는 \(owner)의 씬에서(그 씬에서 `Exit`로 끌어서) 만들어졌습니다. 그래서 \(receiverClass)에는 그 이름의 세그가 없어 UIKit이 앱을 끝냈습니다. 언와인드 세그는 떠나는 화면의 것입니다. \(receiverClass)의 씬에서 컨트롤러를 `Exit`로 끌어 만들고 이 식별자를 주세요."
    }
    func ruleSegueOnOtherReceiver(receiver: String, identifier: String, owner: String, fresh: Bool, call: String?, line: Int?) -> String {
        let place = call.map { c in "(`\(c)`" + (line.map { ", \($0)번째 줄)" } ?? ")") } ?? ""
        if fresh {
            return "`performSegue(withIdentifier: \"\(identifier)\")`가 \(receiver)\(place)에 보내졌습니다. 이 컨트롤러는 스토리보드가 아니라 코드에서 만든 것이라 세그웨이가 하나도 없고, 그래서 UIKit이 앱을 종료했습니다. 세그웨이 \"\(identifier)\"는 \(owner)의 씬에서 시작합니다. 그 컨트롤러(거기서는 `self`)에서 `performSegue`를 부르세요."
        }
        return "`performSegue(withIdentifier: \"\(identifier)\")`가 \(receiver)\(place)에 보내졌지만, 세그웨이 \"\(identifier)\"는 \(receiver)가 아니라 \(owner)의 씬에서 시작하므로 UIKit이 앱을 종료했습니다. 화면에 있는 \(owner)(거기서는 `self`)에서 `performSegue`를 부르세요."
    }
    func shouldPerformAskItYourself(call: String, line: Int, method: String, identifier: String) -> String {
        "여기서는 `\(call)`(\(line)번째 줄, `\(method)` 안)이 실행되었고, 여러분의 `shouldPerformSegue`는 \"\(identifier)\"에 대해 한 번도 불리지 않았습니다. 그 자리에서 직접 물어보세요: `if shouldPerformSegue(withIdentifier: \"\(identifier)\", sender: sender) { performSegue(…) }`. 또는 호출하기 전에 같은 검사를 직접 하세요."
    }
    func shouldPerformTestToRepeat(test: String, line: Int, action: String?) -> String {
        "`shouldPerformSegue`는 `\(test)`를 검사합니다(\(line)번째 줄). 코드에서 부른 `performSegue`에는 이 검사가 물어지지 않으니 직접 하세요"
            + (action.map { ": `\($0)` 안에서 `performSegue`를 부르기 전에." } ?? ": `performSegue`를 부르기 전에.")
    }
    func ruleKeyNeverWritten(key: String, reader: String, line: Int) -> String {
        "`\(reader)`는 키 \"\(key)\"를 읽지만(\(line)번째 줄), 코드 어디에서도 그 키에 값을 쓰지 않아 읽어도 아무것도 없습니다. 사용자의 값이 준비된 곳에서, 이 화면이 읽기 전에 \"\(key)\"에 저장하세요(`UserDefaults.standard.set(…, forKey: \"\(key)\")`)."
    }
    func ruleTransitionInInit(call: String, owner: String, method: String, line: Int) -> String {
        "`\(call)`가 \(owner)의 `\(method)`(\(line)번째 줄) 안에 있습니다. UIKit은 이것을 스토리보드가 화면을 만들 때, 뷰가 로드되기 전이자 화면에 아무것도 나오기 전에 실행합니다. 그래서 `prepare(for:sender:)`가 아직 nil인 \(owner)의 아웃렛을 읽었고 암시적 언래핑이 크래시를 냈습니다. 그 호출을 사용자가 누르는 액션으로 옮기세요."
    }
    func ruleUnknownStoryboardName(name: String, names: String, caseHint: String?) -> String {
        "앱에 \"\(name)\"\(KoreanParticle.ending(of: name) == .vowel ? "라는" : "이라는") 스토리보드가 없어서 `UIStoryboard(name:bundle:)`가 앱을 종료했습니다. 앱의 스토리보드: \(names)."
            + (caseHint.map { " 이름은 대소문자를 구분합니다. \"\($0)\"\(KoreanParticle.form(.direction, after: $0)) 쓰세요." } ?? " `.storyboard`를 뺀 파일 이름을 정확히 쓰세요.")
    }
    func rulePresentedItself(controller: String, call: String?, line: Int?) -> String {
        "\(KoreanParticle.attach(controller, .subject)) 자기 자신을 띄우려 했습니다" + (line.map { l in "(" + (call.map { "`\($0)`, " } ?? "") + "\(l)번째 줄)" } ?? "") + ". 화면은 자기 위에 자신을 띄울 수 없으므로 UIKit이 앱을 종료했습니다. `self`가 아니라 다른 화면(만들었거나 스토리보드에서 가져온 것)을 띄우세요."
    }
    func popToIndexNote(argument: String, line: Int, index: Int, below: Int, enumName: String?, firstCase: String?, firstRaw: Int?, enumLine: Int?) -> String {
        let head = "거기에 준 화면은 `\(argument)`(\(line)번째 줄)이고, 인덱스 \(index)\(KoreanParticle.form(.object, after: "\(index)")) 골랐습니다. 스택은 0부터 세므로 맨 위 바로 아래 화면은 인덱스 \(below)에 있습니다."
        guard let enumName, let firstCase, let firstRaw, let enumLine else { return head }
        return head + " 그 인덱스는 `\(enumName)`의 원시값인데, 그 케이스들은 \(firstRaw)부터 번호가 매겨집니다(`case \(firstCase) = \(firstRaw)`, \(enumLine)번째 줄). 그래서 각 케이스의 원시값은 그 케이스가 가리키는 화면의 자리보다 \(firstRaw) 큽니다. 케이스를 0부터 번호 매기거나(`= \(firstRaw)`를 지우거나), 인덱스로 쓸 때 \(firstRaw)\(KoreanParticle.form(.object, after: "\(firstRaw)")) 빼세요."
    }
    func ignoredCallPlace(line: Int, method: String, step: Int) -> String {
        " 그 호출은 `\(method)` 안의 \(line)번째 줄에 있고, 이 메서드는 \(step)단계에 실행됐습니다."
    }
    func ruleFilterKeepsTheChild(closure: String, line: Int) -> String {
        "`filter`는 클로저가 참인 원소를 남깁니다. `\(closure)`(\(line)번째 줄)는 끝난 자식을 남기고 나머지를 버리므로, 자식이 childCoordinators에 그대로 남습니다. 지우려면 나머지를 남기세요: `filter { $0 !== child }` 또는 `removeAll { $0 === child }`."
    }
    func ruleTransitionKeyTo(line: Int) -> String {
        "`viewController(forKey: .to)`(\(line)번째 줄)는 들어온 화면이고, 떠난 화면은 `viewController(forKey: .from)`입니다. 들어온 화면은 늘 스택에 있으므로 코드는 떠난 화면을 보지 못했고 자식 코디네이터를 지우지 않았습니다."
    }
    func ruleOutletMissingInScene(outlet: String, instance: String, subclass: String, base: String, method: String, place: String) -> String {
        "\(instance)\(KoreanParticle.form(.subject, after: instance)) \(base)의 `\(method)`(\(place))\(KoreanParticle.form(.object, after: method)) 실행했는데, 이 메서드는 아웃렛 `\(outlet)`\(KoreanParticle.form(.object, after: outlet)) 씁니다. \(subclass)\(KoreanParticle.form(.topic, after: subclass)) \(base)\(KoreanParticle.form(.object, after: base)) 상속하므로 그 메서드와 아웃렛도 함께 가지지만, 스토리보드의 자기 장면에는 `\(outlet)` 연결이 없습니다. 그래서 \(instance)에서 `\(outlet)`\(KoreanParticle.form(.topic, after: outlet)) nil로 남았고 암시적 언래핑에서 앱이 멈췄습니다. 자기 장면이 있는 화면은 `UIViewController`를 상속하게 하거나(두 화면이 함께 쓰는 것은 아웃렛이 없는 부모 클래스에 두세요), 그 장면에서 `\(outlet)`\(KoreanParticle.form(.object, after: outlet)) 연결하세요."
    }
    func ruleWrittenBeforeSuper(write: String, line: Int, superCall: String, superLine: Int, base: String, method: String, place: String, through: String?) -> String {
        "`\(write)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(superCall)`(\(superLine)번째 줄)보다 먼저 실행되는데, 그 호출이 실행하는 \(base)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) `\(place)`\(KoreanParticle.form(.object, after: place)) " + (through.map { "(`\($0)`\(KoreanParticle.form(.object, after: $0)) 거쳐) " } ?? "") + "읽습니다. 그래서 사용자가 입력한 값이 아니라 \(line)번째 줄이 방금 넣은 값을 읽었습니다. `super` 앞의 코드는 부모 클래스의 일보다 먼저 실행되니, \(line)번째 줄을 `super` 호출 뒤로 옮기세요(또는 빼세요)."
    }
    func ruleControlCopiedAtAppearance(binding: String, line: Int, method: String, read: String, setter: String, setterLine: Int, name: String) -> String {
        "`\(binding)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 화면이 로드되거나 나타날 때, 사용자가 무엇을 입력하거나 고르기 전에 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽고, 그곳에서 만든 클로저는 그 복사본을 붙잡아 둡니다. 그래서 `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 클로저가 나중에 불릴 때마다 그때의 `\(name)`\(KoreanParticle.form(.object, after: name)) 넘깁니다. 복사본 대신 클로저가 실행될 때 그 안에서 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽으세요."
    }
    func ruleOutletUsedBeforeLoad(outlet: String, instance: String, place: String, method: String?, observer: String?) -> String {
        "\(place)" + (method.map { "(`\($0)` 안)" } ?? "") + "에서 \(instance)의 뷰가 로드되기 전에 아웃렛 `\(outlet)`를 썼습니다. 아웃렛은 뷰가 로드될 때(화면이 나타나기 직전, 또는 처음 `.view`를 읽을 때)에야 연결되므로 `\(outlet)`는 아직 nil이었고 암시적 언래핑이 크래시를 냈습니다. " + (observer.map { o in
            let (property, kind) = (o.components(separatedBy: ".").first ?? o, o.components(separatedBy: ".").last ?? "didSet")
            return "이 줄은 `\(property)`의 `\(kind)`에서 실행되었는데, 그것은 `\(property)`에 값을 넣을 때마다, 뷰가 로드되기 전에도 실행됩니다. 그 안에서는 뷰가 로드된 뒤에만(`if isViewLoaded { … }`) 아웃렛을 갱신하고, `viewDidLoad()`에서 한 번 더 하세요."
        } ?? "값은 일반 프로퍼티에 두고 `viewDidLoad()`에서 `\(outlet)`에 넣으세요.")
    }
    func ruleValueFormat(actual: String, expected: String, place: String?, line: Int?, optional: Bool) -> String {
        "값은 도착했지만 다른 모양의 글자로 바뀌었습니다: \"\(expected)\"\(KoreanParticle.form(.subject, after: expected)) 아니라 \"\(actual)\"입니다" + (place.map { p in "(\(p)" + (line.map { ", \($0)번째 줄" } ?? "") + ")" } ?? "") + ". "
            + (optional ? "옵셔널을 문자열에 넣으면 `Optional(…)`로 보입니다. 먼저 언래핑하세요(`if let`, `guard let`, 또는 `?? \"\"`)."
                        : "Double을 문자열에 넣으면 소수 부분(`5.0`)이 남습니다. 먼저 변환하거나(`Int(value)`) 형식을 정하세요.")
    }
    func ruleMissingAction(className: String, selector: String, swiftName: String, closest: String?, closestLine: Int?) -> String {
        "스토리보드는 \(className) 씬의 컨트롤을 액션 `\(selector)`에 연결해 두었지만, \(className)에는 `@IBAction func \(swiftName)`가 없어 누르는 순간 앱이 종료되었습니다('unrecognized selector'). "
            + (closest.map { c in "클래스에는 `\(c)`가 있습니다" + (closestLine.map { "(\($0)번째 줄)" } ?? "") + ". 스토리보드가 쓰는 이름으로 되돌리거나, 스토리보드에서 컨트롤을 그 액션에 다시 연결하세요." }
               ?? "그 액션을 추가하세요(메서드 이름을 바꾸거나 지워도 스토리보드는 예전 이름을 그대로 가지고 있습니다). 또는 컨트롤을 있는 액션에 다시 연결하세요.")
    }
    func rulePerformScalar(selector: String, key: String, type: String?, place: String?, written: String?) -> String {
        "`perform(_:with:)`" + (place.map { "(\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "") + "\(KoreanParticle.form(.topic, after: "with:)")) `\(key)`의 세터 \(KoreanParticle.attach("`\(selector)`", .object)) 보내는데, `\(key)`에는 객체가 아니라 " + (type.map { "`\($0)`" } ?? "숫자나 Bool") + " 값이 들어갑니다. `perform`은 객체만 넘기므로 값이 `NSNumber`로 포장되고 세터는 그 상자의 주소를 값으로 받습니다. 그래서 실제 기기에서는 `\(key)`에 의미 없는 값이 들어갑니다(여기서는 이전 값이 그대로 남았습니다). 속성에 직접 넣거나(클래스로 캐스팅한 뒤 `screen.\(key) = …`), 숫자를 풀어 주는 `setValue(_:forKey:)`를 쓰세요."
    }
    func whatIfTryFailed(expression: String, file: String, line: Int, times: Int, error: String, kind: TryFailure) -> String {
        let head = "이번 실행에서 `\(expression)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(times == 1 ? "한 번 실행되었을 때" : "실행된 \(times)번 모두") nil이었습니다. 호출이 오류를 던졌고 `try?`는 오류를 말없이 nil로 바꾸므로, 코드는 값 없이 계속되었습니다. 오류는 `\(error)`였습니다. "
        let why: String
        switch kind {
        case let .keyNotFound(key):
            why = "데이터에 키 `\(key)`의 값이 없습니다. 인코딩할 때 쓴 이름과 디코딩할 때 읽는 이름이 다릅니다(`CodingKeys`의 항목이나 그 문자열, 한쪽에만 있는 `.convertToSnakeCase` 같은 키 전략, 다른 타입, 인코더가 빠뜨린 속성). 양쪽에서 같은 타입, 같은 키와 전략으로 인코딩하고 디코딩하세요."
        case let .typeMismatch(type, nil, _) where type.hasPrefix("Dictionary") || type.hasPrefix("Array"):
            let list = type.hasPrefix("Array")
            why = "데이터 전체가 " + (list ? "값 하나인데 디코더는 목록(배열)을 기대합니다. 한쪽은 값 하나를 인코딩하고 다른 쪽은 그 배열을 디코딩합니다." : "목록(배열)인데 디코더는 값 하나(키가 있는 객체)를 기대합니다. 한쪽은 배열을 인코딩하고 다른 쪽은 값 하나를 디코딩합니다.")
                + " 양쪽에서 같은 타입을 인코딩하고 디코딩하세요(양쪽 모두 `[T].self`, 또는 양쪽 모두 `T` 하나)."
        case let .typeMismatch(type, key, _):
            why = (key.map { "`\($0)`의 " } ?? "") + "값이 디코더가 기대하는 `\(type)`\(KoreanParticle.form(.direction, after: type)) 저장되어 있지 않습니다. 양쪽이 다르게 씁니다(한쪽에만 있는 날짜·키 전략, 문자열로 쓴 숫자, 목록을 저장했는데 값 하나로 읽기). 양쪽에서 같은 타입과 전략을 쓰세요."
        case let .valueNotFound(type, key):
            why = "타입에 필요한 `\(type)`" + (key.map { "(`\($0)`)" } ?? "") + " 값이 데이터에서 `null`이었습니다. 인코딩되지 않았거나 nil로 인코딩되었습니다. 옵셔널로 만들거나 인코딩하세요."
        case .notJSON:
            why = "데이터가 JSON이 아닙니다. 다른 인코더(`PropertyListEncoder`?)가 썼습니다. 인코더에 맞는 디코더로 디코딩하세요."
        case let .describedData(statement, file, line):
            why = "데이터가 JSON이 아닙니다. `\(statement)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 인코딩된 `Data`를 그 안의 JSON 텍스트가 아니라 설명(`\"42 bytes\"`)으로 바꿉니다. `String(data: data, encoding: .utf8)`로 텍스트를 만들거나 `Data` 자체를 넘기세요."
        case let .nestedOnOneSide(key, type, nestedInEncode):
            why = "`\(type)`의 " + (nestedInEncode ? "`encode(to:)`는 키를 중첩 컨테이너(`nestedContainer(keyedBy:forKey:)`) 안에 쓰는데, `init(from:)`는 `\(key)`\(KoreanParticle.form(.object, after: key)) 맨 위 단계에서 읽습니다" : "`init(from:)`는 `\(key)`\(KoreanParticle.form(.object, after: key)) 중첩 컨테이너(`nestedContainer(keyedBy:forKey:)`) 안에서 읽는데, `encode(to:)`는 맨 위 단계에 씁니다")
                + ". 키는 데이터에 있지만 한 단계 " + (nestedInEncode ? "아래" : "위") + "에 있습니다. 양쪽에서 같은 단계(같은 중첩 컨테이너, 또는 둘 다 없이)로 읽고 쓰세요."
        case .notJSONText:
            why = "데이터가 JSON이 아닙니다. 디코딩한 텍스트는 `JSONEncoder`가 쓴 것이 아닙니다(출력해 보세요: 설명, 손으로 쓴 값, 다른 형식). 인코더가 준 `Data` 그대로, 또는 `String(data:encoding:)`으로 만든 텍스트를 디코딩하세요."
        case .notPropertyList:
            why = "데이터가 프로퍼티 리스트가 아닙니다. 다른 인코더(`JSONEncoder`?)가 썼습니다. 인코더에 맞는 디코더로 디코딩하세요."
        case let .file(code, path, miss):
            let missing = [4, 260].contains(code)
            let what = missing ? "앱 폴더의 `\(path)`에 파일이 없습니다" : "`\(path)`에 대한 파일 호출이 실패했습니다(Cocoa 오류 \(code)\(code == 513 || code == 642 ? ", 그곳에 쓸 권한이 없음" : ""))"
            switch miss {
            case let .letterCase(found)?:
                why = what + ". 대신 `\(found)`\(KoreanParticle.form(.subject, after: found)) 있습니다. 두 이름은 대소문자만 다른데, 파일 시스템은 대소문자를 구별합니다(기기에서도). 한 이름(공유하는 상수)으로 쓰고 읽으세요."
            case let .otherFolder(found)?:
                why = what + ". 파일은 `\(found)`에 있습니다. 읽는 폴더와 다른 폴더에 썼습니다. 양쪽에서 같은 폴더(예: `.documentDirectory`)로 URL을 만드세요."
            case .urlText?:
                why = what + ". 그것은 경로가 아니라 URL의 텍스트(`file://…`)입니다. `absoluteString`은 URL의 텍스트를 줍니다. 경로를 받는 호출에는 `url.path`를 쓰거나 URL 자체를 넘기세요(`Data(contentsOf: url)`)."
            case .writtenLater?:
                why = what + ". 이 줄이 읽을 때는 없었지만 실행이 끝날 때는 있습니다. 이 읽기 뒤에 썼다는 뜻입니다. 읽는 코드가 실행되기 전에 파일을 쓰세요(완료 핸들러나 나중 단계가 아니라)."
            case let .writeFailed(statement, file, line, writeCode, writePath)?:
                why = what + ". 쓰기 `\(statement)`(\(file) \(line)번째 줄)도 오류를 던졌고(`\(writePath)`에 대한 Cocoa 오류 \(writeCode)" + (writeCode == 513 || writeCode == 642 ? ", 그곳에 쓸 권한이 없음: 기기에서 앱 번들은 읽기 전용이니 Documents나 Caches에 쓰세요" : (path.hasPrefix(writePath + "/") ? ": 그 경로는 파일이 아니라 폴더입니다. `appendingPathComponent(_:)`로 파일 이름을 붙이세요" : "")) + "), 그 `try?`가 그것을 숨겼습니다. 쓰기의 오류도 잡으세요."
            case let .noneWritten(files)?:
                why = what + ". 이번 실행에서 그것을 쓴 코드도 없습니다. 실행이 끝날 때 앱 폴더에는 " + (files.isEmpty ? "파일이 하나도 없었습니다" : files.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + "만 있었습니다") + ". 이 읽기 전에 같은 폴더와 이름으로 쓰기가 (오류 없이) 실행되는지 확인하세요."
            case .inBundle?:
                why = what + ". 그곳은 앱 번들(`Bundle.main`) 안인데, 기기에서 앱은 번들에 쓸 수 없으므로(서명되어 있고 읽기 전용) 거기에는 아무것도 쓰이지 않습니다. 앱이 만드는 파일은 Documents나 Caches에 두세요(`FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`). 쓰는 쪽과 읽는 쪽 모두."
            case let .writtenAfterLoad(method)?:
                why = what + ". 이 줄이 읽을 때는 없었지만 실행이 끝날 때는 있습니다. 이 읽기 뒤에 썼고, 이 줄은 화면이 만들어질 때 한 번만 실행되는 `\(method)`에 있어 화면이 돌아올 때는 다시 실행되지 않습니다. 화면이 돌아올 때(`viewWillAppear(_:)`) 파일을 읽으세요."
            case .isFolder?:
                why = what + ". `\(path)`\(KoreanParticle.form(.topic, after: path)) 파일이 아니라 폴더입니다. 폴더의 URL에 `appendingPathComponent(_:)`로 파일 이름을 붙이세요(쓰는 쪽과 읽는 쪽 모두)."
            case nil:
                why = what + ". 양쪽의 폴더와 파일 이름, 그리고 쓰기가 먼저 실행되었는지 확인하세요."
            }
        case .other:
            why = "오류가 그 호출에 대해 무엇을 말하는지 읽어 보세요."
        }
        return head + why + " 원인을 찾는 동안에는 `try?` 대신 오류를 잡으세요: `do { … try … } catch { print(error) }`."
    }
    func ruleSelectorNotUnderstood(className: String, selector: String, place: String?, written: String?, near: String?, nearSwift: String?, elsewhere: String?, swiftOnly: String?, swiftOnlyLine: Int?) -> String {
        if let swiftOnly {
            return "`\(selector)` 메시지가 \(className)에 보내졌고" + (place.map { "(\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "")
                + " 앱이 종료되었습니다('unrecognized selector'). \(className)에는 Objective-C 이름이 `\(selector)`가 될 `\(swiftOnly)`" + (swiftOnlyLine.map { "(\($0)번째 줄)" } ?? "")
                + "가 있지만, `@objc`가 아닌 Swift 메서드라서 Objective-C 런타임(`perform`, 문자열로 만든 셀렉터)은 그것을 찾지 못합니다. Swift답게 직접 부르거나(`delegate?.\(swiftOnly.prefix { $0 != "(" })(…)`), 꼭 이름으로 보내야 한다면 `@objc`를 붙이세요."
        }
        let colons = { (text: String) in text.filter { $0 == ":" }.count }
        let sent = "메시지 \(KoreanParticle.attach("`\(selector)`", .subject)) \(className)에 보내졌지만" + (place.map { "(\($0)" + (written.map { ": `\($0)`" } ?? "") + ")" } ?? "")
            + " \(className)에는 그 Objective-C 이름의 메서드가 없어 앱이 종료되었습니다('unrecognized selector'). "
        if let elsewhere {
            return sent + "\(KoreanParticle.attach("`\(selector)`", .topic)) \(KoreanParticle.attach(className, .subject)) 아니라 \(elsewhere)의 메서드입니다. 메시지가 다른 객체로 갔습니다. \(elsewhere)에 보내거나(또는 그 객체의 메서드를 직접 호출하거나), 메서드를 \(KoreanParticle.attach(className, .direction)) 옮기세요."
        }
        if let near, let nearSwift {
            return sent + "\(className)에는 \(KoreanParticle.attach("`\(nearSwift)`", .subject)) 있고, 그 Objective-C 이름은 `\(near)`입니다. 셀렉터는 메서드 이름, 첫 인자의 레이블(`With…`, `_`이면 없음), 인자마다 콜론 하나로 이루어집니다. 문자열 대신 `#selector(\(nearSwift))`로 쓰면 컴파일러가 이름을 확인합니다."
        }
        if let near {
            let shape = near.prefix { $0 != ":" } == selector.prefix { $0 != ":" } && colons(near) != colons(selector)
                ? "UIKit의 메서드는 인자 \(colons(near))개(콜론마다 하나)를 받는 `\(near)`입니다. `\(selector)`는 인자가 \(colons(selector))개인, 존재하지 않는 메서드를 가리킵니다. "
                : "\(className)에 있는 가장 가까운 이름은 `\(near)`입니다. "
            return sent + shape + "이름을 보내는 대신 Swift 속성이나 메서드를 직접 쓰세요. 컴파일러가 확인해 주고, `perform`은 객체만 넘깁니다."
        }
        return sent + "메서드 선언과 이름을 비교하세요(`@objc func name()`은 `name`, `name(_ x:)`는 `name:`, `name(label x:)`는 `nameWithLabel:`). 또는 `#selector(…)`로 쓰면 컴파일러가 확인합니다."
    }
    func ruleEmptyNavigationStack(navigation: String, presentLine: Int?, pushLine: Int?, pushMethod: String?) -> String {
        let head = "윈도에는 스택이 빈 \(navigation)만 보여서 누를 화면도 컨트롤도 없습니다. 첫 화면이 그 안에 들어가지 않았습니다. "
        if let presentLine {
            return head + "코드가 내비게이션 컨트롤러에서 화면을 푸시하지 않고 띄웁니다(\(presentLine)번째 줄). 띄운 화면은 스택에 들어가지 않고, 아직 화면에 없는 내비게이션 컨트롤러는 띄울 수도 없습니다. `pushViewController(_:animated:)`(또는 `setViewControllers`)로 넣으세요."
        }
        if let pushLine {
            return head + "윈도가 보이기 전에 이 내비게이션 컨트롤러에 실행된 푸시가 없습니다(코드의 푸시: " + (pushMethod.map { "`\($0)`, " } ?? "") + "\(pushLine)번째 줄). 첫 화면은 앱이 시작할 때 실행되는 코드(첫 코디네이터의 `start()`)가 이 내비게이션 컨트롤러에 푸시해야 합니다."
        }
        return head + "코드 어디에서도 첫 화면을 푸시하지 않습니다. 시작할 때 `navigationController.pushViewController(_:animated:)`(또는 `setViewControllers`)로 첫 화면을 넣으세요."
    }
    func ruleSkippedUnwrap(statement: String, method: String, line: Int, link: String, binding: String, reason: String) -> String {
        "\(method) 안의 `\(statement)`(\(line)번째 줄)는 실행되지 않았습니다: \(reason). 그래서 `\(link)`는 nil이고, 언래핑 `\(binding)`가 아무것도 얻지 못해 그 줄이 있는 블록을 아무 말 없이 건너뛰었습니다."
    }
    func ruleStoreMismatch(key: String, written: String, writeLine: Int, writeFile: String?, read: String, readLine: Int, readFile: String?) -> String {
        func place(_ file: String?, _ line: Int) -> String { file.map { "\($0) \(line)번째 줄" } ?? "\(line)번째 줄" }
        return "키 \"\(key)\"는 `\(written)`에 쓰고(\(place(writeFile, writeLine))) `\(read)`에서 읽습니다(\(place(readFile, readLine))). 둘은 서로 다른 저장소라서 한쪽에 쓴 키는 다른 쪽에 없습니다. 양쪽에서 같은 저장소를 쓰세요."
    }
    func ruleOverwrittenLater(target: String, method: String, earlierLine: Int, laterLine: Int) -> String {
        "`\(target)`는 `\(method)`의 \(earlierLine)번째 줄에서 정해지고, \(laterLine)번째 줄에서 모든 경로에 걸쳐 다시 정해집니다. 나중 대입이 먼저 것 뒤에 실행되어 그 값을 덮어씁니다. 대입을 하나만 두거나, 두 번째 것을 알맞은 분기 안에 넣으세요."
    }

    // MARK: Teaching from what ran (issue 27, round 4: the app's line coverage)
    func ruleTransitionRepeated(call: String, line: Int, method: String, times: Int, header: String, loopLine: Int, closedRange: Bool) -> String {
        "\(call)(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "안")) 이번 실행에서 반복문 `\(header)`(\(loopLine)번째 줄)의 한 바퀴마다 한 번씩, 모두 \(times)번 실행되었습니다. 바퀴마다 화면이 한 번 더 바뀌어서 앱이 검사가 기대한 화면을 지나쳐 버렸습니다."
            + (closedRange ? " `...`로 쓴 범위는 끝을 포함합니다. `0...n`은 `n + 1`번, `0..<n`은 `n`번 돕니다." : "")
            + " 화면을 바꿔야 하는 횟수만큼만 돌게 하거나(바꾼 뒤 `break`로 빠져나오기), 반복문 밖에서 한 번만 바꾸세요."
    }
    func ruleLoopLeftOnFirstTurn(statement: String, method: String, line: Int, header: String, loopLine: Int, condition: String, conditionLine: Int,
                                 leavesLoop: Bool, entries: Int) -> String {
        let leaves = leavesLoop ? "`break`가 반복문 전체를 빠져나가서" : "`return`이 메서드 전체를 빠져나가서"
        return "이번 실행에서 `\(statement)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "안")) 실행되지 않았습니다. 반복문 `\(header)`(\(loopLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(entries == 1 ? "" : "도달한 \(entries)번 모두 ")첫 바퀴에서 끝났습니다. 검사 `\(condition)`(\(conditionLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 첫 요소만 보고 정했고, \(leaves) 나머지 요소는 한 번도 살펴보지 않았습니다. 다음 요소로 넘어가려면 `continue`를 쓰세요. 필요한 것을 찾은 뒤에만 반복문을 빠져나오세요(또는 반복문이 끝난 뒤 모든 요소를 보고 정하세요)."
    }
    func ruleReturnInLoop(statement: String, method: String, line: Int, header: String, loopLine: Int, returnLine: Int, condition: String?,
                          conditionLine: Int?, entries: Int) -> String {
        let test = condition.map { c in "(`\(c)`" + (conditionLine.map { ", \($0)번째 줄" } ?? "") + " 안)" } ?? ""
        return "이번 실행에서 `\(statement)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "안")) 실행되지 않았습니다. 이 줄은 반복문 `\(header)`(\(loopLine)번째 줄) 뒤에 있는데, 그 반복문 안의 \(returnLine)번째 줄 `return`\(test)\(KoreanParticle.form(.subject, after: test.isEmpty ? "반" : "안")) \(entries == 1 ? "반복문이 실행될 때" : "반복문이 실행된 \(entries)번 모두") 실행되어 반복문만이 아니라 메서드 전체를 빠져나갔습니다. 그래서 반복문 뒤의 코드에는 닿지 못했습니다. 반복문만 멈추고 \(line)번째 줄로 이어가려면 `break`를 쓰세요\(condition == nil ? "" : ". 이 입력에서 메서드가 아예 멈추면 안 된다면 `return`을 감싼 검사를 살펴보세요")."
    }
    func ruleValueDescribedWhole(actual: String, expected: String, type: String, field: String, place: String?, line: Int?) -> String {
        "값이 다른 값 안에 담겨 도착했습니다. \"\(actual)\"\(KoreanParticle.form(.topic, after: actual)) `\(type)` 값 전체를 문자열로 만들 때(`\"\\(…)\"`, `String(describing:)`, 또는 그렇게 돌려주는 `description`) Swift가 쓰는 모양입니다(타입 이름과 필드들)" + (place.map { p in ". 여기서는 \(p)" + (line.map { "(\($0)번째 줄)" } ?? "") + "에서 그렇게 되었습니다" } ?? "") + ". `\(type)` 전체가 아니라 값을 담은 필드 `.\(field)`(\"\(expected)\")를 보여 주세요."
    }
    func ruleEnumCaseDescribedWhole(actual: String, expected: String, caseName: String, isResult: Bool, place: String?, line: Int?) -> String {
        "값이 열거형 값 안에 담겨 도착했습니다. \"\(actual)\"\(KoreanParticle.form(.topic, after: actual)) 연관값을 가진 케이스(`Result`나 직접 만든 열거형의 `.\(caseName)`) 전체를 문자열로 만들 때(`\"\\(…)\"`, `String(describing:)`) Swift가 쓰는 모양입니다" + (place.map { p in ". 여기서는 \(p)" + (line.map { "(\($0)번째 줄)" } ?? "") + "에서 그렇게 되었습니다" } ?? "") + ". 케이스에서 값을 먼저 꺼내 그 값(\"\(expected)\")을 보여 주세요: `if case .\(caseName)(let value) = …`나 `switch`의 `case .\(caseName)(let value):`" + (isResult ? ", `Result`라면 `try result.get()`" : "") + "를 쓰면 됩니다."
    }
    func ruleStyleFromRawValue(assignment: String, line: Int, raw: Int, style: String) -> String {
        "`\(assignment)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 스타일을 숫자로 만듭니다. `UIModalPresentationStyle(rawValue: \(raw))`\(KoreanParticle.form(.topic, after: "\(raw)")) `.\(style)`입니다(`.fullScreen`은 0, `.pageSheet`는 1, `.formSheet`는 2, `.automatic`은 -2). 뒤에 붙인 `??`는 어떤 스타일도 아닌 숫자일 때만 쓰입니다. 스타일 이름을 직접 쓰세요: `.fullScreen`."
    }
    func ruleSameConstantTwice(first: String, firstLine: Int, second: String, secondLine: Int, value: String, missing: String?) -> String {
        "`\(second)`\(KoreanParticle.form(.subject, after: second)) `\(first)`에 든 것과 같은 텍스트 \"\(value)\"를 담고 있습니다. 그래서 `switch`는 그 값에 대해 언제나 `case \(first)`(\(firstLine)번째 줄)를 택하고, `case \(second)`(\(secondLine)번째 줄)는 결코 실행될 수 없습니다. 다른 상수에서 복사한 상수는 바꾸기 전까지 그 텍스트를 그대로 가집니다. `\(second)`에 자신의 값을 주세요"
            + (missing.map { "(스토리보드에서 가리키는 식별자는 아마 어떤 `case`도 담고 있지 않은 \"\($0)\"일 것입니다)" } ?? "") + "."
    }
    func ruleLoopNeverTurned(statement: String, method: String, line: Int, header: String, loopLine: Int, sequence: String, castType: String?,
                             isWhile: Bool, reached: Int) -> String {
        let times = reached == 1 ? "한 번 도달했지만" : "\(reached)번 도달했지만"
        let why: String
        if isWhile {
            why = "조건 `\(sequence)`\(KoreanParticle.form(.subject, after: sequence)) 매번 처음부터 거짓이어서 본문이 한 번도 실행되지 않았습니다(`while let`은 값이 nil이면 바로 멈춥니다)"
        } else if let castType {
            why = "`\(sequence)`에 `\(castType)`인 요소가 하나도 없었습니다(`for case let … as \(castType)`\(KoreanParticle.form(.topic, after: castType)) 그런 요소에 대해서만 실행되고, 요소가 아예 없을 수도 있습니다)"
        } else if let range = CompileErrorLesson.firstMatch(#"^\s*([1-9]\d*)\s*\.\.[<.]\s*(.+?)\s*$"#, sequence).map({ [""] + $0 }) {
            why = "`\(sequence)`\(KoreanParticle.form(.subject, after: sequence)) 매번 비어 있었습니다. 이 범위는 \(range[1])번 위치에서 시작하는데 위치는 0부터 세므로 첫 요소(0번 위치)를 빼고, 요소가 \(range[1])개 이하이면 비게 됩니다. 0부터 시작하세요(`0..<…`, 또는 `.indices`)"
        } else {
            why = "`\(sequence)`\(KoreanParticle.form(.subject, after: sequence)) 매번 비어 있어서 돌 것이 없었습니다"
        }
        return "이번 실행에서 `\(statement)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: ")")) 실행되지 않았습니다. 이 줄은 반복문 `\(header)`(\(loopLine)번째 줄) 안에 있는데, 이 반복문은 \(times) 본문을 한 번도 실행하지 않았습니다. \(why). 그 순간 반복문이 무엇을 도는지 보세요. 필요한 객체가 그 안에 있나요? (`segue.destination`이나 `segue.source`처럼 알고 있는 객체 하나는 찾지 말고 바로 쓰세요.)"
    }
    func ruleConditionWentOtherWay(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, failed: Int, known: Bool) -> String {
        let each = reached == 1 ? "" : failed < reached ? "그 가운데 \(failed)번 " : "매번 "
        let way = condition.holds ? "\(each)거짓이었습니다" : "\(each)참이었습니다(그 줄은 검사가 거짓일 때만 실행됩니다)"
        return "이번 실행에서 `\(method)`의 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) 한 번도 실행되지 않았습니다. `\(condition.text)` 검사(\(condition.line)번째 줄)에 \(reached == 1 ? "한 " : String(reached))번 도달했고 \(way).\(known ? "" : " 사용자가 한 일에 비추어 그 검사를 읽어 보세요. 그 순간 검사의 각 부분이 무엇을 담고 있나요(거꾸로 된 검사, 다른 컨트롤이나 식별자, `!=` 자리에 `==`)?" + (condition.holds ? "" : " 아니면 그 줄의 자리가 틀렸습니다. 그 줄은 그 검사의 `else` 안에 있어 검사가 실패할 때만 실행됩니다. 검사 결과와 상관없이 실행되어야 한다면 `if`/`else` 뒤로 옮기세요."))"
    }
    func ruleRanThenReplaced(earlier: String, line: Int, later: String, laterLine: Int, method: String) -> String {
        "`\(earlier)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: earlier)) 실행되었지만, 같은 `\(method)` 호출에서 그 뒤에 `\(later)`(\(laterLine)번째 줄)\(KoreanParticle.form(.subject, after: later)) 실행되어 값을 바꿨습니다. 경로마다 대입을 하나만 두세요. 공통 대입을 먼저(`if` 앞에) 두거나 `else` 안으로 옮기세요."
    }
    func ruleLinkGiverNeverRan(call: String, callLine: Int, link: String, giver: String, line: Int, method: String) -> String {
        "`\(call)`(\(callLine)번째 줄)는 실행되었지만 아무 일도 하지 않았습니다. 그때 `\(link)`\(KoreanParticle.form(.subject, after: link)) nil이었습니다. 이번 실행에서 `\(method)`의 `\(giver)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: giver)) 한 번도 실행되지 않았기 때문입니다. 호출보다 먼저 반드시 실행되는 곳에서 `\(link)`에 값을 주세요(세그웨이로 여는 화면이라면 `prepare(for:sender:)`에서)."
    }
    func ruleLinkGivenThroughNil(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, root: String, rootMethod: String, step: Int) -> String {
        "`\(call)`(\(callLine)번째 줄)는 실행되었지만 아무 일도 하지 않았습니다. 그때 `\(link)`\(KoreanParticle.form(.subject, after: link)) nil이었습니다. `\(method)`의 `\(giver)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: giver)) `\(root)`에 값이 들어가기 전에 실행되어(`\(root)`\(KoreanParticle.form(.topic, after: root)) \(step)단계에 처음 실행된 `\(rootMethod)`에서 정해집니다) 옵셔널 체이닝이 그 줄을 건너뛰었습니다. 객체가 손에 있는 곳, 곧 `\(rootMethod)`에서 `\(root)`\(KoreanParticle.form(.object, after: root)) 정하는 바로 그 자리에서 `\(link)`에 값을 주세요."
    }
    func ruleWrongBranchFrom(subject: String, actual: String, condition: String, line: Int, value: String, giver: String, giverLine: Int, giverMethod: String, file: String) -> String {
        "`\(subject)`에 \(actual)\(KoreanParticle.form(.subject, after: actual)) 보이는 것은 `\(condition)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: condition)) \(value)였기 때문이고, 그 값은 이번 실행에서 실행된 `\(giverMethod)`의 `\(giver)`(\(file), \(giverLine)번째 줄)에서 왔습니다. 사용자가 한 일에 비추어 그 줄이 왜 실행되었는지 읽어 보세요. 그 줄을 둘러싼 `if`나 `case`, 그 안으로 들어오는 `fallthrough`, 거꾸로 된 검사."
    }
    func ruleLastTransitionFrom(call: String, receiver: String, shown: String, step: Int, expected: String, written: String, line: Int, method: String) -> String {
        "마지막 화면 전환은 \(receiver)에서 \(shown.isEmpty ? "" : "\(shown)에 대해 ")부른 `\(call)`입니다(\(step)단계). 이번 실행에서 실행된 `\(method)`의 `\(written)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: written)) 부른 것이고, 그 뒤로 \(KoreanParticle.attach(expected, .object)) 보여 준 전환은 없습니다. 이 동작에 필요한 호출이 그것인지, 여기서 실행되어야 하는 것이 맞는지 보세요."
    }
    func ruleReadOnce(property: String, initial: String, line: Int, lazy: Bool, isStatic: Bool, setter: String, setterLine: Int, times: Int, unwrap: Bool) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) `\(initial)`(\(line)번째 줄)의 값을 " + (isStatic ? "처음 읽힐 때(`static` 프로퍼티의 값은 앱이 실행되는 동안 한 번만 만들어집니다)" : lazy ? "처음 읽힐 때(`lazy`)" : "객체가 만들어질 때")
            + " 한 번만 받아 그 값을 계속 간직합니다. `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(unwrap ? .subject : .topic, after: setter)) " + (unwrap ? "\(times)번 검사되었지만 매번 간직한 값을 읽어" : "\(times)번 실행되었지만 매번 간직한 값을 보여 주어") + ", 나중에 바뀐 값은 나타나지 않았습니다. 필요할 때마다 값을 읽으세요. `\(property)`\(KoreanParticle.form(.object, after: property)) 계산 프로퍼티(`\(SwitchMiss.staticPrefix(isStatic))var \(property): … { \(initial) }`)로 바꾸거나 그 메서드 안에서 직접 읽으세요."
    }
    func ruleLastWriter(last: String, line: Int, method: String, step: Int, removes: Bool, earlier: String, earlierLine: Int, earlierMethod: String,
                        earlierStep: Int, key: String?, reader: String?) -> String {
        let what = key.map { "키 \"\($0)\"의 값" } ?? "값"
        let effect = removes ? "그 키를 지웠습니다" : "그 값을 덮어썼습니다"
        let read = reader.map { " `\($0)`\(KoreanParticle.form(.subject, after: $0)) 읽기 전에" } ?? ""
        return "`\(earlierMethod)`의 `\(earlier)`(\(earlierLine)번째 줄)\(KoreanParticle.form(.subject, after: earlier)) \(earlierStep)단계에 \(what)\(KoreanParticle.form(.object, after: what)) 주었지만, 그 뒤 \(step)단계에\(read) `\(method)`의 `\(last)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: last)) 실행되어 \(effect). 값을 주는 줄 뒤에 그것을 되돌리는 코드가 실행되지 않게 하세요. 그 줄을 옮기거나 조건을 붙이세요(화면이 나타나거나 사라질 때마다, 또는 실행할 때마다 불리는 메서드는 사용자의 동작 뒤에도 실행됩니다)."
    }
    func ruleSwitchCaseNotGiven(subject: String, taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int,
                                caseName: String, setter: String?, setterLine: Int, setterMethod: String?, ranAfter: Bool, methodNeverRan: Bool) -> String {
        let start = "이번 실행에서 `switch \(subject)`(`\(method)` 안)는 `\(arm)`(\(armLine)번째 줄) 대신 `\(taken)`(\(takenLine)번째 줄) 분기를 실행했습니다. `\(statement)`(\(line)번째 줄)는 `\(arm)` 분기에만 있습니다. `switch`가 실행될 때 `\(subject)`\(KoreanParticle.form(.topic, after: subject)) `.\(caseName)`\(KoreanParticle.form(.subject, after: caseName)) 아니었습니다."
        guard let setter else {
            return start + " 코드 어디에도 `\(subject)`에 `.\(caseName)` 케이스를 주는 줄이 없어서 그 분기는 결코 실행될 수 없습니다. `\(subject)`\(KoreanParticle.form(.topic, after: subject)) 처음 값 그대로입니다. 값이 정해지는 곳에서, 그 값으로 `switch` 하는 코드가 실행되기 전에 그 케이스를 주세요(`\(subject) = .\(caseName)(…)`)."
        }
        let when = ranAfter
            ? "`switch`보다 나중에야 실행되어, `switch`가 실행될 때 `\(subject)`\(KoreanParticle.form(.topic, after: subject)) 아직 그 케이스가 아니었습니다"
            : "`switch`가 실행될 때까지 실행되지 않았습니다" + (setterMethod.flatMap { methodNeverRan ? $0 : nil }.map { "(`\($0)`\(KoreanParticle.form(.topic, after: $0)) 그 전에 실행되지 않았습니다)" } ?? "")
        return start + " 그 케이스를 주는 줄 `\(setter)`(\(setterLine)번째 줄\(setterMethod.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.topic, after: "줄")) \(when). 사용자의 입력이 들어오는 곳에서, 그 값으로 `switch` 하는 코드가 실행되기 전에 `\(subject)`에 그 케이스를 주세요(또는 그곳에서 입력 자체로 `switch` 하세요)."
    }
    func ruleReadWhenMade(statement: String, file: String, line: Int, method: String, property: String, giver: String, giverFile: String, giverLine: Int) -> String {
        "`\(statement)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 스토리보드가 화면을 만들 때 불리는 `\(method)`에서 실행됩니다. 그때 `\(property)`\(KoreanParticle.form(.topic, after: property)) 아직 시작 값이었습니다. `\(giver)`(\(giverFile) \(giverLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 화면이 만들어진 뒤에야 값을 줄 수 있으므로, 거기서 만든 것은 시작 값을 그대로 가졌습니다. 값이 들어온 뒤에 만드세요: `viewDidLoad()`(값을 넣는 코드 다음, 화면이 보이기 전에 실행됩니다)에서 만들거나, 보여 주는 곳에서 `\(property)`\(KoreanParticle.form(.object, after: property)) 읽으세요(계산 프로퍼티)."
    }
    func ruleWrittenIntoReplacedObject(write: String, writeFile: String, writeLine: Int, holder: String, replace: String, replaceFile: String, replaceLine: Int, method: String) -> String {
        "`\(write)`(\(writeFile) \(writeLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그때 `\(holder)`\(KoreanParticle.form(.subject, after: holder)) 가리키던 객체에 값을 넣었습니다. 그 뒤에 `\(replace)`(\(replaceFile) \(replaceLine)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: "안")) 실행되어 `\(holder)`에 새 객체를 넣었고, 예전 객체에 넣은 값은 그 객체와 함께 사라졌습니다. 그 객체는 한 번만 만들고(`viewDidLoad()`에서, 또는 `\(holder)`\(KoreanParticle.form(.object, after: holder)) 선언하는 곳에서) `\(method)`에서는 읽기만 하세요. 아니면 새 객체를 만드는 재료에 값을 넣으세요."
    }
    func ruleSameSourceBoundTwice(receiver: String, call: String, line: Int, otherLine: Int, target: String, sibling: String) -> String {
        "`\(target)`\(KoreanParticle.form(.topic, after: target)) `\(receiver).\(call)`(\(line)번째 줄)에 넘긴 클로저에서 정해지는데, \(otherLine)번째 줄도 `\(receiver)`에 등록합니다. 둘 다 같은 값을 따라가므로 `\(target)`에는 `\(receiver)`의 값이 나오고, `\(sibling)`에는 아무것도 등록하지 않습니다. 복사한 줄을 고치지 않은 것 아닌가요? `\(target)`\(KoreanParticle.form(.object, after: target)) `\(sibling)`에 등록하세요."
    }
    func ruleListenerReplaced(function: String, store: String, first: String, firstFile: String, firstLine: Int, later: String, laterFile: String, laterLine: Int) -> String {
        "여러분의 `\(function)`\(KoreanParticle.form(.topic, after: function)) 클로저를 하나만 보관합니다: `\(store)`\(KoreanParticle.form(.subject, after: "\(store)")) 앞의 것을 바꿔 넣습니다. `\(later)`(\(laterFile) \(laterLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) `\(first)`(\(firstFile) \(firstLine)번째 줄)보다 나중에 같은 객체에 실행되어 그 자리를 차지했고, 값을 보여 주는 첫 클로저는 다시 불리지 않았습니다. 클로저를 모두 보관하거나(배열에 `listeners.append(listener)`, 바뀔 때마다 모두 부르기), 그 객체에 두 번째로 등록하지 마세요."
    }
    func caseTypeNeverMatches(subject: String, actual: String, type: String, role: CastRole?) -> String {
        let className = actual.split(separator: "#").first.map(String.init) ?? actual
        return " 이번 실행에서 `\(subject)`\(KoreanParticle.form(.topic, after: subject)) \(actual)였고, 이것은 \(KoreanParticle.attach(type, .subject)) 아니므로 이 `case`는 결코 맞을 수 없습니다. "
            + (role.map(castRole) ?? "실제 클래스로 캐스팅하세요: `case let screen as \(className)`.")
    }
    func ruleOtherArmRan(taken: String, takenLine: Int, method: String, statement: String, line: Int, arm: String, armLine: Int, testReading: String?) -> String {
        "이번 실행에서는 `\(method)`의 `\(taken)` 분기(\(takenLine)번째 줄)가 실행되었는데, 그 분기에는 `\(statement)`가 없습니다. 그 줄(\(line)번째 줄)은 실행되지 않은 `\(arm)` 분기(\(armLine)번째 줄)에만 있습니다. "
            + (testReading.map { "맞지 않는 것은 그 분기의 검사입니다:\($0)" }
               ?? "그 분기의 검사가 사용자가 한 일과 맞지 않거나, 그 줄이 실행된 분기에도 있어야 합니다(또는 모든 분기가 갖도록 `if`/`switch` 앞에 두세요).")
    }
    func ruleInMethodThatNeverRan(statement: String, line: Int, owner: String, method: String) -> String {
        let when = method.hasPrefix("prepare(for:") ? "(UIKit은 그 화면에서 세그웨이가 시작될 때만 부릅니다)" : ""
        return "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) \(owner)의 `\(method)` 안에 있는데, 이번 실행에서 그 메서드가 한 번도 실행되지 않아\(when) 그 줄도 실행되지 않았습니다. 값이 준비되었을 때 실행되는 메서드로 옮기세요. 사용자가 누르는 액션이나, 화면이 사라질 때 불리는 `viewWillDisappear(_:)`입니다."
    }
    func ruleOptionalAssignmentSkipped(written: String, line: Int, member: String, fixed: String) -> String {
        "`\(written)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: written)) 실행되었지만 아무것도 저장하지 않았습니다. `=` 왼쪽의 `\(member)` 뒤에 붙은 `?`는 `\(member)`에 이미 값이 있을 때만 대입하는데, 그때 nil이었습니다. `\(fixed)`로 쓰세요."
    }
    func ruleCastGaveDefault(statement: String, line: Int, object: String, type: String, actual: String, fallback: String, role: CastRole?) -> String {
        "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) \(fallback)\(KoreanParticle.form(.object, after: fallback)) 주었습니다. 이번 실행에서 `\(object)`\(KoreanParticle.form(.topic, after: object)) \(actual)이고 \(type)\(KoreanParticle.form(.subject, after: type)) 아니어서 `\(object) as? \(type)`\(KoreanParticle.form(.subject, after: type)) nil이 되었고, `??`가 기본값을 썼습니다. " + (role.map(castRole) ?? "실제로 가진 객체(`\(object)`로 넘어온 것)에서 값을 읽거나, 값 자체를 넘기세요.")
    }
    func ruleUnknownKeyInCode(key: String, call: String, line: Int, method: String?) -> String {
        "UIKit이 앱을 멈췄습니다. \(method.map { "`\($0)` 안의 " } ?? "")`\(call)`(\(line)번째 줄)이 쓰는 키 `\(key)`가 그 호출을 받는 객체에 없습니다. 키-값 코딩은 Objective-C가 보는 것만 찾습니다: 클래스의 `@objc` 프로퍼티(그냥 Swift `var`는 키가 아닙니다)와 UIKit의 Objective-C 이름(`isMovingFromParent`가 아니라 `movingFromParentViewController`)입니다. `value(forKey:)`는 키 하나를 받고, 점으로 이어진 경로는 `value(forKeyPath:)`가 따라갑니다. 키와 그 키를 받는 객체를 확인하거나, 프로퍼티에 직접 대입하세요."
    }

    func ruleUIKitException(kind: UIKitExceptionKind, detail: String?, call written: String?, file: String?, line: Int?, method: String?) -> String {
        let call: String
        if let written, let line { call = "그 호출은 \(method.map { "`\($0)`의 " } ?? "")`\(written)`(\(line)번째 줄)입니다. " }
        else if let file, let line { call = "\(file):\(line)에서 일어났습니다. " }
        else { call = "" }
        let name = detail ?? "?"
        switch kind {
        case .pushNavigationController:
            return "UIKit이 앱을 멈췄습니다. 내비게이션 스택에 UINavigationController를 푸시했는데, 내비게이션 컨트롤러는 푸시할 수 없습니다. \(call)화면 자체를 푸시하세요(Storyboard ID로 `instantiateViewController(withIdentifier:)`를 써서 만듭니다. `instantiateInitialViewController()`는 스토리보드의 첫 컨트롤러, 흔히 내비게이션 컨트롤러를 돌려줍니다)."
        case .presentActive:
            return "UIKit이 앱을 멈췄습니다. 띄우려는 컨트롤러가 이미 화면에 있습니다(활성 상태). \(call)보이는 화면 위에 새 화면을 띄우세요. `present`를 받는 객체와 인자가 무엇인지 확인하세요(커스텀 세그웨이라면 `source.present(destination, …)`)."
        case .alreadyPresented:
            return "UIKit이 앱을 멈췄습니다. 띄우려는 컨트롤러는 이미 다른 컨트롤러가 띄워 둔 화면입니다. \(call)새 화면을 띄우거나, 떠 있는 화면을 먼저 닫으세요."
        case .pushSameTwice:
            return "UIKit이 앱을 멈췄습니다. 푸시한 컨트롤러가 이미 내비게이션 스택에 있습니다. \(call)새로 만든 화면을 푸시하거나, 스택에 있는 화면으로 돌아가세요(pop)."
        case .popToMissing:
            return "UIKit이 앱을 멈췄습니다. `popToViewController(_:animated:)`에 이 내비게이션 스택에 없는 컨트롤러를 주었습니다. \(call)새 인스턴스가 아니라 `navigationController?.viewControllers` 가운데 하나(예: `viewControllers.first`)를 넘기세요."
        case .distinctControllers:
            return "UIKit이 앱을 멈췄습니다. 내비게이션 컨트롤러에 준 목록에 같은 컨트롤러가 두 번 들어 있습니다. \(call)화면마다 한 번씩만 넣으세요."
        case .noSceneWithIdentifier:
            return "UIKit이 앱을 멈췄습니다. 스토리보드에 Storyboard ID가 \"\(name)\"인 씬이 없습니다. \(call)스토리보드의 Identity 인스펙터에 있는 ID를 그대로 쓰세요(대소문자를 구분합니다)."
        case .emptyIdentifier:
            return "UIKit이 앱을 멈췄습니다. Storyboard ID나 세그웨이 식별자가 비어 있었습니다. \(call)스토리보드가 쓰는 식별자를 주세요."
        case .unknownKey:
            return "UIKit이 화면을 불러오다 앱을 멈췄습니다. 스토리보드는 아웃렛 `\(name)`을 연결해 두었는데 클래스에는 그 프로퍼티가 없습니다(코드에서 이름을 바꾸거나 지웠습니다). 프로퍼티 이름을 되돌리거나(`@IBOutlet var \(name)`), 스토리보드의 Connections 인스펙터에서 옛 연결을 지우세요."
        case .dequeue:
            return "UIKit이 앱을 멈췄습니다. 재사용 식별자가 \"\(name)\"인 셀이 등록되어 있지도, 스토리보드에 그려져 있지도 않습니다. \(call)스토리보드 프로토타입 셀의 Identifier를 쓰거나, 그 식별자로 셀 클래스를 등록하세요."
        case .tabSelection:
            return "UIKit이 앱을 멈췄습니다. 탭 바 컨트롤러는 자기 `viewControllers` 가운데 하나만 선택할 수 있습니다. \(call)인덱스(`selectedIndex`)로 고르거나 그 `viewControllers` 가운데 하나를 넘기세요."
        case .nibViewNotSet:
            return "UIKit이 앱을 멈췄습니다. 닙 파일의 `File's Owner`에 `view` 아웃렛이 연결되어 있지 않습니다. `File's Owner`의 `view`를 그 파일의 맨 위 뷰에 연결하세요."
        case .textFieldOnActionSheet:
            return "UIKit이 앱을 멈췄습니다. 스타일이 `.actionSheet`인 알림 컨트롤러에 `addTextField(configurationHandler:)`를 불렀는데, 텍스트 필드는 `.alert`에만 넣을 수 있습니다. \(call)글자를 입력받으려면 `preferredStyle: .alert`로 만들고, 액션 시트에는 텍스트 필드를 넣지 마세요."
        case .segueClassMissing:
            return "UIKit이 앱을 멈췄습니다. 스토리보드의 세그웨이가 앱에 없는 클래스 \"\(name)\"을 커스텀 클래스(`customClass`)로 가리킵니다. 그 이름의 `UIStoryboardSegue` 하위 클래스를 만들거나, 스토리보드에서 세그웨이의 클래스를 여러분이 쓴 클래스로 정하세요."
        case .notAViewController:
            return "UIKit이 앱을 멈췄습니다. 스토리보드 장면의 커스텀 클래스가 `UIViewController`의 하위 클래스가 아닙니다. \(call)그 클래스가 `UIViewController`(또는 그 장면의 컨트롤러 종류)를 상속하게 하거나, 장면의 클래스를 여러분의 뷰 컨트롤러로 정하세요."
        case .creatorWrongClass:
            return "UIKit이 앱을 멈췄습니다. `instantiateViewController(identifier:creator:)`의 `creator` 클로저가 장면과 다른 클래스의 컨트롤러를 만들었습니다. \(call)클로저에서 그 장면의 클래스를 만드세요(`Second` 장면이면 `SecondViewController(coder: coder)`)."
        case .initCoderNil:
            return "UIKit이 앱을 멈췄습니다. 스토리보드가 장면을 만드는 동안 컨트롤러의 `init?(coder:)`가 nil을 돌려주었습니다. \(call)`init?(coder:)`가 `super.init(coder: coder)`를 부르고 컨트롤러를 돌려주게 하세요. 필요한 값에는 실패하는 대신 기본값을 주세요."
        case .nibNotFound:
            return "UIKit이 앱을 멈췄습니다. 그 이름의 닙 파일(`\(name)`)이 앱에 없습니다. \(call)`.xib`를 뺀 닙 파일 이름을 쓰거나, 화면을 스토리보드에서 만드세요."
        case .nilCell:
            return "UIKit이 앱을 멈췄습니다. 데이터 소스의 `cellForItemAt`이 셀을 돌려주지 않았습니다. \(call)모든 분기에서 `dequeueReusableCell(withReuseIdentifier:for:)`가 주는 셀을 돌려주세요."
        case .nilForScalarKey:
            return "UIKit이 앱을 멈췄습니다. nil을 담을 수 없는 프로퍼티(숫자나 Bool)에 `setValue(nil, forKey:)`로 nil을 넣었습니다. \(call)값을 넘기거나 프로퍼티를 옵셔널로 만드세요."
        case .referenceWithoutInitial:
            return "UIKit이 앱을 멈췄습니다. 스토리보드 참조가 가리키는 스토리보드에 첫 뷰 컨트롤러가 없습니다. 그 스토리보드의 장면 하나에 `Is Initial View Controller`를 켜거나, 참조에 장면의 Storyboard ID(`Referenced ID`)를 주세요."
        case .invalidCellNib:
            return "UIKit이 앱을 멈췄습니다. 셀 식별자에 등록한 닙 파일에는 맨 위 객체가 셀 하나만 있어야 합니다. \(call)닙 파일에 맨 위 셀 하나만 두거나, 셀의 클래스를 등록하세요."
        case .cellWithoutReuseIdentifier:
            return "UIKit이 앱을 멈췄습니다. 돌려준 셀이 `dequeueReusableCell(withReuseIdentifier:for:)`에서 꺼낸 것이 아니라 초기화 메서드로 만든 것이어서 재사용 식별자가 없습니다. \(call)등록한 식별자로 셀을 꺼내세요."
        }
    }
    func ruleCallbackNameCase(method: String, callback: String, owner: String, line: Int) -> String {
        "\(owner)의 `\(method)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: ")")) UIKit의 `\(callback)`가 아닙니다. 이름은 대소문자를 구별하므로 `\(callback)`를 그 이름 그대로 부르는 UIKit은 여러분의 메서드를 부르지 않고, `override`가 없어서 아무것도 알려 주지 않았습니다. 이름을 `\(callback)`로 하고 `override`를 붙이세요(그러면 Swift가 UIKit에 그 메서드가 있는지 확인합니다)."
    }
    func ruleHelperNeverCalled(setter: String, line: Int, method: String, owner: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: setter)) \(owner)의 `\(method)` 안에 있는데, 코드 어디에서도 `\(method)`를 부르지 않아 한 번도 실행되지 않았습니다. 값이 필요한 곳에서 부르세요(예: `prepare(for:sender:)`에서 이 값을 주어야 하는 분기)."
    }
    func ruleRemovedFromAnotherList(call: String, line: Int, method: String, owner: String, holder: String) -> String {
        "\(owner)의 `\(method)`에 있는 `\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: call)) 실행되었지만 다른 목록에 대해서였습니다. 자식을 붙잡고 있는 부모의 목록이 아니라 `\(call.components(separatedBy: ".childCoordinators").first ?? call)` 자신의 `childCoordinators`입니다(검사가 찾은 곳: \(observed(holder))). 부모 자신의 `childCoordinators`에서 자식을 빼세요(부모에서 `childCoordinators.removeAll { $0 === child }`)."
    }
    func rulePassesItself(call: String, line: Int, method: String, owner: String) -> String {
        "\(owner)의 `\(method)`에 있는 `\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: call)) 실행되었지만, 거기서 `self`는 끝난 자식 코디네이터가 아니라 \(owner) 자신이라 엉뚱한 객체와 비교해 아무것도 빼지 못했습니다. 화면이 떠난 자식 코디네이터(`childCoordinators`에 들어 있는 것, 예: 떠나는 화면의 `coordinator`)를 넘기세요."
    }
    func ruleNavigationDelegateNotSet(method: String, owner: String) -> String {
        "이번 실행에서 \(owner)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 실행되지 않았습니다. UIKit은 내비게이션 컨트롤러의 `delegate`로 정해진 객체에서만 그 메서드를 부르는데, 실행된 코드 가운데 그것을 정한 줄이 없습니다. 화면이 바뀌기 전에(`start()`에서) \(owner)에서 `navigationController.delegate = self`를 하세요."
    }

    // MARK: Teaching from what ran, round 5 (issue 27)
    func ruleUnwindActionWithoutSegue(identifier: String, selector: String, method: String, file: String?, line: Int, declaration: String) -> String {
        let place = file.map { "\($0) \(line)번째 줄" } ?? "\(line)번째 줄"
        return "스토리보드에서 언와인드 세그웨이 \"\(identifier)\"\(KoreanParticle.form(.subject, after: identifier + "\"")) 부르는 액션은 콜론이 붙은 `\(selector)`, 곧 세그웨이를 매개변수로 받는 메서드입니다. 여러분의 `\(method)`(\(place))\(KoreanParticle.form(.topic, after: method)) 매개변수가 없어서 셀렉터가 콜론 없는 `\(selector.prefix { $0 != ":" })`이고, UIKit은 이것을 언와인드 액션으로 보지 않습니다. 되돌아가며 찾다가 하나도 찾지 못해 아무 오류 없이 아무것도 하지 않았고, 그래서 화면이 그대로였습니다. 세그웨이 매개변수를 주세요: `@IBAction func \(declaration)`."
    }
    func ruleStoryboardBypassInSegue(instance: String, className: String, segueClass: String, line: Int) -> String {
        "\(segueClass)\(KoreanParticle.form(.topic, after: segueClass)) 코드로 새 화면 `\(className)()`\(KoreanParticle.form(.object, after: className + "()")) 만듭니다(\(line)번째 줄). \(instance)\(KoreanParticle.form(.topic, after: instance)) 스토리보드의 씬이 아니어서 씬의 컨트롤이 하나도 없습니다(레이블도, 액션에 연결된 버튼도 없음). 이 세그웨이가 보여 줄 화면은 스토리보드가 이미 모든 연결을 갖춰 만들어 세그웨이의 `destination`으로 넘겨 주었습니다. `perform()`에서 새로 만들지 말고 `destination`을 보여 주세요(속성이 필요하면 `as? \(className)`\(KoreanParticle.form(.direction, after: className)) 캐스팅하세요)."
    }
    func ruleObservedObjectReplaced(register: String, registerLine: Int, method: String, property: String, statement: String, file: String, line: Int, target: String) -> String {
        "`\(register)`(\(registerLine)번째 줄, `\(method)` 안)는 `\(target)`\(KoreanParticle.form(.object, after: target)) 정하는 클로저를 그때 `\(property)`\(KoreanParticle.form(.subject, after: property)) 가진 객체에 등록했습니다. 나중에 `\(statement)`(\(file) \(line)번째 줄)가 실행되어 `\(property)`에 새 객체를 넣었습니다. 클로저는 옛 객체에 남아 있고 새 객체를 지켜보는 것은 없어서, 클로저가 다시 실행되지 않았고 `\(target)`\(KoreanParticle.form(.topic, after: target)) 옛 값을 유지했습니다. 이미 있는 객체의 값을 바꾸거나(`…\(property).….value = …`), 새 객체에 클로저를 다시 등록하세요."
    }
    func ruleCopiedInInitializer(property: String, initial: String, line: Int, member: String, value: String, copyLine: Int, setter: String, setterLine: Int, times: Int) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) 화면을 만들 때 한 번 만들어지고(`\(initial)`, \(line)번째 줄), 그 이니셜라이저가 그 순간의 `\(value)`\(KoreanParticle.form(.object, after: value)) `\(member)`에 복사합니다(\(copyLine)번째 줄). `\(setter)`(\(setterLine)번째 줄)는 \(times)번 실행되었고 매번 그 복사본을 보여 주었으므로, 나중에 준 값은 보이지 않았습니다. 보여 줄 때 값을 읽으세요: `\(member)`\(KoreanParticle.form(.object, after: member)) 계산 프로퍼티로 만들거나(`var \(member): … { \(value) }`), 보여 주는 메서드에서 원본을 직접 읽으세요."
    }
    func ruleDurationAsDate(date: String, line: Int, seconds: String, setter: String, setterLine: Int, expected: String, actual: String) -> String {
        "`\(setter)`(\(setterLine)번째 줄)는 \(expected)\(KoreanParticle.form(.copula, after: expected)) 하는 곳에 \(actual)\(KoreanParticle.form(.object, after: actual)) 보여 주었습니다. 그 숫자는 `\(date)`(\(line)번째 줄)를 거치는데, 이것은 `\(seconds)`\(KoreanParticle.form(.object, after: seconds)) 정해진 기준 시각부터 센 초로 읽어 한 시점을 만듭니다. 그 시점을 포매터로 바꾸면 하루 중 시각이나 날짜의 한 부분이 나올 뿐(그 기준 시각에서 몇 초 지난 시점의 분은 여전히 0이고, 시간대에 따라 달라집니다) `\(seconds)`\(KoreanParticle.form(.subject, after: seconds)) 가진 시간의 길이가 나오지 않습니다. 시간의 길이는 숫자이니 숫자로 보여 주거나(`Int(\(seconds))`, 그 값의 단위로), 길이에는 `DateComponentsFormatter`를 쓰세요."
    }
    func ruleChildRemovedWhenShown(parameter: String, screen: String, className: String) -> String {
        "\(className)의 `navigationController(_:didShow:animated:)`는 `\(parameter)`\(KoreanParticle.form(.subject, after: parameter)) 자식의 화면일 때 자식 코디네이터를 지우는데, `\(parameter)`\(KoreanParticle.form(.topic, after: parameter)) 떠난 화면이 아니라 방금 보인 화면입니다. 그래서 \(screen)\(KoreanParticle.form(.subject, after: screen)) 화면에 나타나는 순간 자식이 지워졌고, 그 화면이 떠날 때는 아무것도 지워지지 않습니다. 떠난 화면 `navigationController.transitionCoordinator?.viewController(forKey: .from)`을 가져와, 그것이 `viewControllers`에 더 이상 없을 때만 정리하세요."
    }
    func ruleTextMadeNumber(conversion: String, text: String, shown: String, setter: String, line: Int) -> String {
        "`\(setter)`(\(line)번째 줄)는 \"\(text)\"\(KoreanParticle.form(.copula, after: text)) 하는 곳에 \"\(shown)\"\(KoreanParticle.form(.object, after: shown)) 보여 주었습니다. 값이 가는 길에 `\(conversion)`\(KoreanParticle.form(.object, after: conversion)) 거치는데, 이것은 텍스트를 숫자로 바꾸고 \"\(text)\"처럼 숫자가 아닌 텍스트에는 nil을 줍니다. 그 대신 들어간 값이 보인 것입니다. 텍스트를 그대로 넘기고 보여 주거나, 정말 숫자가 필요한 곳에서만 바꾸세요."
    }
    func ruleRemoveAllKeepsTheChild(closure: String, line: Int) -> String {
        "`childCoordinators.removeAll(where: \(closure))`(\(line)번째 줄)는 조건이 참인 요소를 모두 지웁니다. 끝난 자식이 아닌 자식을 모두 지우는 것입니다. 끝난 자식은 배열에 남습니다(다른 자식들은 지워집니다). 맞는 것을 지우세요: `removeAll(where: { $0 === child })`."
    }
    func skippedHelperOnNewController(helper: String, site: String, line: Int, instance: String, link: String) -> String {
        "`\(helper)`\(KoreanParticle.form(.object, after: helper)) \(line)번째 줄에서 방금 만든 컨트롤러 `\(site)`에 대해 불렀습니다. `\(helper)` 안의 `self`는 그 새 \(instance)이고, 무언가가 그것을 푸시하거나 프레젠트하기 전에는 어느 화면에도 없습니다(화면에 있는 컨트롤러에서 부르거나, `\(helper)`\(KoreanParticle.form(.subject, after: helper)) 그 컨트롤러를 받게 하세요: `from.\(link)?.…`)"
    }
    func skippedNewlyMadeName(name: String, value: String, line: Int, link: String) -> String {
        "`\(name)`에는 \(line)번째 줄에서 만든 컨트롤러(`\(value)`)가 들어 있는데, 무언가가 그것을 푸시하거나 프레젠트하기 전에는 어느 화면에도 없습니다(`\(name).\(link)`이 아니라 화면에 있는 컨트롤러에게 물으세요: `self.\(link)?.…`)"
    }
    func ruleDefaultArgumentGave(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, parameter: String, method: String, declarationLine: Int, call: String, callLine: Int) -> String {
        "`\(subject)`\(KoreanParticle.form(.topic, after: subject)) \(actual)\(KoreanParticle.form(.object, after: "\"")) 보여 줍니다. `\(condition)`\(KoreanParticle.form(.subject, after: condition)) \(value)일 때 코드가 고르는 값입니다. 그 \(value)는 `\(giver)`(\(giverLine)번째 줄)에서 왔고, 거기서 `\(parameter):`는 기본값 \(value)였습니다(`\(method)`, \(declarationLine)번째 줄). 실행된 호출 `\(call)`(\(callLine)번째 줄)이 `\(parameter):`를 넘기지 않아 Swift가 기본값을 썼습니다. 그 호출에서 이 경로에 필요한 값을 넘기거나(`\(parameter): …`), 모든 호출이 값을 말하도록 매개변수의 기본값을 없애세요."
    }
    func ruleWrongBranchComputed(subject: String, actual: String, condition: String, conditionFile: String?, line: Int, value: String,
                                 giver: String, giverLine: Int, giverMethod: String, file: String, unreadControls: [String]) -> String {
        let place = conditionFile.map { "\($0) \(line)번째 줄" } ?? "\(line)번째 줄"
        let shown = value == "true" ? "참" : value == "false" ? "거짓" : value
        let controls = unreadControls.map { "`\($0)`" }.joined(separator: ", ")
        let unread = unreadControls.isEmpty
            ? " 이번 검사에서 사용자가 한 일로 그 식을 계산해 보세요. 의도한 값이 나오지 않습니다."
            : " 이번 검사에서 사용자는 \(controls)\(KoreanParticle.form(.object, after: unreadControls.last ?? "")) 바꾸었는데, 그 식은 그것을 읽지 않습니다. 다른 것에서 값을 계산해서 이번에는 \(shown)이 나왔습니다. `\(condition)`의 값은 컨트롤 자체에서 가져오세요(스위치라면 `isOn`)."
        return "`\(subject)`에 나온 \(actual)\(KoreanParticle.form(.topic, after: actual)) `\(condition)`(\(place))\(KoreanParticle.form(.subject, after: condition)) \(shown)일 때 코드가 고르는 값입니다. 그 \(shown) 값은 `\(giver)`(\(file) \(giverLine)번째 줄, `\(giverMethod)` 안)에서 왔고, 이 줄은 실행되었습니다.\(unread)"
    }
    func ruleInputReadOnOtherSide(subject: String, actual: String, condition: String, value: String, giver: String, giverLine: Int, giverMethod: String,
                                  file: String, test: String, testLine: Int, testValue: Bool, other: String, otherLine: Int, control: String,
                                  segue: SegueTestNote?) -> String {
        let shown = value == "true" ? "참" : value == "false" ? "거짓" : value
        let was = testValue ? "참" : "거짓", other_ = testValue ? "거짓" : "참"
        var worked = ""
        if let segue {
            if let function = segue.function, let answer = segue.answer, let line = segue.answerLine {
                worked = " 이번 검사는 세그웨이 \"\(segue.identifier)\"\(KoreanParticle.form(.object, after: segue.identifier)) 거쳤고, `\(function)`\(KoreanParticle.form(.topic, after: function)) `\(answer)`(\(line)번째 줄)\(KoreanParticle.form(.object, after: answer)) 돌려주는데, 이것은 \"\(segue.identifier)\"에 대해서도 \(was)입니다."
            } else {
                worked = " 이번 검사는 세그웨이 \"\(segue.identifier)\"\(KoreanParticle.form(.object, after: segue.identifier)) 거쳤고, `\(test)`\(KoreanParticle.form(.topic, after: test)) \"\(segue.identifier)\"에 대해서도 \(was)입니다."
            }
        }
        let compare = segue?.asksAPart(test: test) == true
            ? " 여러 식별자가 함께 가진 일부가 아니라 식별자 전체로 경우를 가르세요(`segue.identifier == \"…\"`)." : ""
        return "`\(subject)`에 나온 \(actual)\(KoreanParticle.form(.topic, after: actual)) `\(condition)`\(KoreanParticle.form(.subject, after: condition)) \(shown)일 때 코드가 고르는 값입니다. 그 값은 `\(giver)`(\(file) \(giverLine)번째 줄, `\(giverMethod)` 안)에서 왔고, 이 줄은 `\(test)`(\(testLine)번째 줄)\(KoreanParticle.form(.subject, after: test)) \(was)이어서 실행되었습니다. 사용자가 이번 검사에서 바꾼 컨트롤 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽는 줄은 `\(other)`(\(otherLine)번째 줄)인데, 그 검사의 반대쪽에 있어서 한 번도 실행되지 않았습니다.\(worked) 그러니 이 경우에 검사가 잘못된 쪽으로 갔습니다. 여기서는 `\(test)`\(KoreanParticle.form(.subject, after: test)) \(other_)이 되고, 의도한 경우에만 \(was)이 되게 하세요.\(compare)"
    }
    func ruleCachedByEarlierCall(setter: String, line: Int, name: String, gate: String, gateLine: Int, exitLine: Int, writer: String, writerLine: Int,
                                 method: String, writerRuns: Int, readerRuns: Int, shown: String?) -> String {
        let kept = shown.map { "(여기서는 \"\($0)\")" } ?? ""
        let runs = writerRuns == 1 ? "첫 호출에서 한 번" : "\(writerRuns)번"
        return "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: setter)) `\(gate)`(\(gateLine)번째 줄)\(KoreanParticle.form(.subject, after: gate)) `\(name)`에서 값을 찾을 때만 실행됩니다\(exitLine > 0 ? "(그다음 \(exitLine)번째 줄에서 메서드가 끝납니다)" : ""). 값이 실제로 있는 곳을 읽는 줄 `\(writer)`(\(writerLine)번째 줄)\(KoreanParticle.form(.topic, after: writer)) 그 검사의 반대쪽에 있어서, `\(name)`\(KoreanParticle.form(.subject, after: name)) 아직 비어 있는 `\(method)` 호출에서만 실행됩니다. 이 줄은 기대한 값이 생기기 전에 \(runs) 실행되어, 찾은 것\(kept)\(KoreanParticle.form(.object, after: "것")) `\(name)`에 남겼습니다. 그 뒤의 모든 호출(여기서는 \(readerRuns)번)에서는 검사가 남겨 둔 그 값을 찾아 보여 주었으므로, 그 뒤에 주어진 값은 한 번도 읽히지 않았습니다. `\(name)`\(KoreanParticle.form(.topic, after: name)) 새로 고치지 않는 캐시처럼 동작합니다. 호출할 때마다 원래 있는 곳을 읽거나(앞의 `return`을 빼세요), `\(name)`에는 \"없음\"을 대신하는 값이 아니라 진짜 값만 남기세요."
    }
    func ruleCastOfContainer(cast: String, container: String, to: String, place: String?, inside: String, position: Int, windowRoot: Bool, tabs: Bool) -> String {
        let spot = tabs ? "\(position + 1)번째 탭" : position == 0 ? "스택의 루트" : position == -1 ? "스택의 맨 위" : "스택의 \(position)번 자리"
        let root = windowRoot ? " 윈도의 `rootViewController`는 스토리보드가 처음 띄우는 컨트롤러이고, 여기서는 그 안의 화면이 아니라 \(container)입니다." : ""
        let reach = tabs
            ? "`(… as? \(container))?.viewControllers?[\(position)] as? \(to)`, 또는 그 탭 안의 화면에서는 `tabBarController?.viewControllers`"
            : "`(… as? \(container))?.viewControllers.\(ContainerEnd.member(position)) as? \(to)`\(position > 0 ? "(또는 \(position)번 원소)" : ""), 또는 같은 스택의 화면에서는 `navigationController?.viewControllers`"
        return "강제 캐스트 \(cast)\(KoreanParticle.form(.subject, after: to))\(place.map { " \($0)에서" } ?? "") 실패했습니다. 그 객체는 \(container)였습니다. 화면들을 담는 컨테이너이지, 그 화면 중 하나가 아닙니다. 원하는 \(to)인 \(inside)\(KoreanParticle.form(.topic, after: inside)) 그 안의 \(spot)에 있었습니다.\(root) 컨테이너를 거쳐 가져오세요: \(reach). 그리고 `as?`로 캐스팅해서 잘못 짚었을 때 크래시가 아니라 nil이 되게 하세요."
    }
    func ruleObserverJoinedAfterPost(statement: String, line: Int, registration: String, registrationLine: Int, registerMethod: String, instance: String,
                                     post: String, postFile: String?, postLine: Int, postPlace: String, earlier: String?) -> String {
        let got = earlier.map { "(그때 이미 관찰하던 \($0)\(KoreanParticle.form(.topic, after: $0)) 받았습니다)" } ?? ""
        let place = postPlace.replacingOccurrences(of: "'s ", with: "의 ")
        return "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) `\(registerMethod)`에서 `\(registration)`(\(registrationLine)번째 줄)\(KoreanParticle.form(.subject, after: registration)) 등록하는 옵저버에 알림이 올 때만 실행됩니다. 이 검사가 읽은 화면 \(instance)\(KoreanParticle.form(.topic, after: instance)) 마지막 `\(post)`(\(postFile.map { $0 + " " } ?? "")\(postLine)번째 줄, \(place) 안)\(KoreanParticle.form(.subject, after: post)) 실행된 뒤에야 옵저버를 등록했습니다\(got). 알림은 올린 그 순간 등록되어 있는 옵저버에게만 가고, 나중에 등록한 옵저버에게 다시 전달되지 않으므로 \(instance)\(KoreanParticle.form(.topic, after: instance)) 값을 받지 못했습니다. 화면이 보일 때(`viewWillAppear(_:)`) 값이 보관된 곳에서 지금 값을 읽고, 알림은 화면이 떠 있는 동안의 변경에만 쓰세요."
    }
    func ruleNilLookupForced(line: String, place: String, key: String, defaults: Bool, instance: String?, method: String?,
                             writer: String?, writerFile: String?, writerLine: Int?) -> String {
        let store = defaults ? "UserDefaults" : "딕셔너리"
        let when = instance.map { " 이 줄은 \($0)의 `\(method ?? "?")`에서 실행되었는데" } ?? " 이 줄이 실행될 때"
        let before = writer.map { ", \"\(key)\"\(KoreanParticle.form(.object, after: key)) 저장하는 줄(`\($0)`, \(writerFile ?? "?") \(writerLine ?? 0)번째 줄)은 아직 실행되기 전이었습니다" } ?? ", 코드 어디에도 \"\(key)\"\(KoreanParticle.form(.object, after: key)) 저장하는 줄이 없습니다"
        let fix = defaults ? "`UserDefaults.standard.string(forKey: \"\(key)\") ?? \"-\"`(또는 대신할 값과 함께 `as? String`)" : "`dictionary[\"\(key)\"] as? String ?? \"-\"`"
        return "`\(line)`(\(place))에서 앱이 멈췄습니다. \(store)에서 아무것도 저장되지 않은 키를 찾으면 nil이 나오고, nil에 `!`나 `as!`를 쓰면 앱이 멈춥니다.\(when)\(before). 그래서 \"\(key)\"에는 아직 아무것도 없었습니다. 아직 저장하지 않은 키는 흔한 경우입니다(첫 실행, 화면이 처음 보일 때). nil일 때 대신할 값이 있게 읽으세요: \(fix)."
    }
    func ruleEarlierCaseMatches(method: String, earlier: String, later: String, identifier: String, test: String) -> String {
        "\(method)에서 세그웨이 식별자로 나누는 `switch`를 보면 `\(earlier)`\(KoreanParticle.form(.subject, after: earlier)) `\(later)`보다 앞에 있고 \"\(identifier)\"에도 맞습니다. `\(test)`\(KoreanParticle.form(.subject, after: test)) 그 식별자에 대해 참이기 때문입니다. `switch`는 처음 맞는 `case` 하나만 실행하므로, 세그웨이 \"\(identifier)\"에는 그것을 위해 쓴 `case`가 실행되지 않습니다. 정확한 `case`를 앞에 두거나, 앞의 `case`가 의도한 것에만 맞게 하세요(식별자 전체, `case \"…\"`)."
    }
    func ruleComputedMakesNewScreen(property: String, line: Int, made: String, writer: String, writerLine: Int, handed: String, handedLine: Int, state: [String], type: String) -> String {
        let given = state.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(property)`\(KoreanParticle.form(.topic, after: property)) 계산 프로퍼티입니다(\(line)번째 줄). 읽을 때마다 `\(made)`\(KoreanParticle.form(.subject, after: made)) 새 \(type)\(KoreanParticle.form(.object, after: type)) 만듭니다. 그래서 `\(writer)`(\(writerLine)번째 줄)\(KoreanParticle.form(.topic, after: writer)) 새 화면 하나에 \(given)\(KoreanParticle.form(.object, after: state.last ?? "")) 주었고, `\(handed)`(\(handedLine)번째 줄)\(KoreanParticle.form(.topic, after: handed)) `\(property)`\(KoreanParticle.form(.object, after: property)) 다시 읽어 \(given)\(KoreanParticle.form(.object, after: state.last ?? "")) 받지 못한 다른 화면을 넘겼습니다. 한 번만 읽어 지역 상수에 담고(`let screen = \(property)`), 그 객체를 설정한 뒤 같은 객체를 넘기세요."
    }
    func ruleCastToOtherClass(cast: String, from: String, to: String, place: String?, scene: String?, inPrepare: Bool) -> String {
        let made = scene.map { " 스토리보드 ID가 \"\($0)\"인 장면은 \(from)\(KoreanParticle.form(.was, after: from))습니다(그 장면의 `Custom Class`). 그래서 `instantiateViewController(withIdentifier: \"\($0)\")`\(KoreanParticle.form(.topic, after: "\")")) 그 클래스를 만듭니다." } ?? ""
        let other = inPrepare
            ? " `prepare(for:sender:)`는 모든 세그웨이에서 불립니다. 일부 세그웨이만 \(to)\(KoreanParticle.form(.direction, after: to)) 간다면 먼저 `segue.identifier`를 확인하거나 `guard let … as? \(to) else { return }`로 캐스팅하세요."
            : " 이 화면을 뜻했다면 그 클래스로 캐스팅하고(`as? \(from)`), \(to)\(KoreanParticle.form(.object, after: to)) 뜻했다면 그 객체가 있는 곳에서 가져오세요."
        return "강제 캐스트 \(cast)\(KoreanParticle.form(.subject, after: to))\(place.map { " \($0)에서" } ?? "") 실패했습니다. 그 객체는 \(to)\(KoreanParticle.form(.subject, after: to)) 아니라 직접 만든 클래스 \(from)\(KoreanParticle.form(.was, after: from))습니다.\(made)\(other)"
    }
    func ruleCustomInitNeverRan(statement: String, line: Int, owner: String, initializer: String, instance: String,
                                creator: String?, creatorLine: Int?, made: String?, madeLine: Int?) -> String {
        let unused = creator.map { name in
            " `\(name)`(\(creatorLine ?? 0)번째 줄)\(KoreanParticle.form(.subject, after: name)) 바로 그런 클로저인데, 아무도 그것을 넘기지 않습니다" + (made.map { ". `\($0)`(\(madeLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: $0)) 그것 없이 화면을 만듭니다" } ?? "") + "."
        } ?? ""
        return "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) \(owner)\(KoreanParticle.form(.subject, after: owner)) 직접 쓴 `\(initializer)` 안에 있는데, 이 이니셜라이저는 한 번도 실행되지 않았습니다. \(instance)\(KoreanParticle.form(.topic, after: instance)) 스토리보드에서 만들어졌고, UIKit은 스토리보드 화면을 `init(coder:)`로 만듭니다. 직접 쓴 이니셜라이저는 코드가 부를 때만 실행되고, 스토리보드 장면이라면 크리에이터를 거쳐야 합니다: `instantiateViewController(identifier: \"…\", creator: { coder in \(owner)(coder: coder, …) })`.\(unused)"
    }
    func ruleSharedStructCopied(property: String, owner: String, line: Int, initial: String, type: String, change: String, changeLine: Int,
                                reader: String?, readerFile: String?, readerLine: Int?) -> String {
        let read = reader.map { " `\($0)`(\(readerFile.map { $0 + " " } ?? "")\(readerLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: $0)) `\(initial)`\(KoreanParticle.form(.object, after: initial)) 읽는데, 그 값은 한 번도 바뀌지 않았습니다." } ?? " 검사가 읽은 값은 한 번도 바뀌지 않은 `\(initial)`에서 옵니다."
        return "\(owner)의 `\(property)`\(KoreanParticle.form(.topic, after: property)) `\(initial)`\(KoreanParticle.form(.direction, after: initial)) 시작하고(\(line)번째 줄), `\(type)`\(KoreanParticle.form(.topic, after: type)) 구조체입니다. 구조체는 값이라서 그 줄은 공유 값의 다른 이름이 아니라 복사본을 만들었습니다. `\(change)`(\(changeLine)번째 줄)\(KoreanParticle.form(.topic, after: change)) 복사본만 바꿨습니다.\(read) 공유 값 자체를 바꾸거나(`\(initial).… = …`), `\(type)`\(KoreanParticle.form(.object, after: type)) 클래스로 만들어 모든 이름이 한 객체를 가리키게 하세요."
    }
    func ruleSelectorStringMiss(call: String, line: Int, method: String, selector: String) -> String {
        "`\(method)`\(KoreanParticle.form(.topic, after: method)) `\(call)`(\(line)번째 줄)로만 불리는데, 그 문자열은 이 메서드의 셀렉터가 아닙니다. Swift 메서드의 Objective-C 셀렉터는 이름 뒤에 매개변수마다 콜론을 붙인 것이고(첫 레이블 앞에는 `With`), 그래서 `\(method)`의 셀렉터는 \"\(selector)\"입니다. 어떤 메서드도 가리키지 않는 셀렉터에는 `responds(to:)`가 false를 돌려주고 `perform`도 아무것도 찾지 못하므로, `\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 실행되지 않았습니다. 컴파일러가 확인해 주는 `#selector(\(method))`를 쓰거나, 메서드를 직접 부르세요."
    }
    func ruleKeyPathSplitsKey(read: String, line: Int, path: String, first: String, writeFile: String, writeLine: Int) -> String {
        "`\(read)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: read)) 키가 아니라 키 경로를 읽습니다. `value(forKeyPath:)`는 \"\(path)\"\(KoreanParticle.form(.object, after: path)) 점마다 나누어 먼저 \"\(first)\"\(KoreanParticle.form(.object, after: first)) 찾고, 찾은 것 안에서 나머지를 찾습니다. \"\(first)\"에는 아무것도 저장되어 있지 않아서 nil이 나왔습니다. 값은 키 전체 \"\(path)\"에 저장되었는데도 그렇습니다(\(writeFile) \(writeLine)번째 줄). 키 자체로 읽으세요: `string(forKey: \"\(path)\")`(또는 `object(forKey:)`)."
    }
    func ruleBoxedBoolNilTest(test: String, line: Int, property: String, type: String, declarationLine: Int, read: String) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) `\(type)`\(KoreanParticle.form(.direction, after: type)) 선언되어 있습니다(\(declarationLine)번째 줄). 옵셔널 상자에 든 예/아니오입니다. `\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: test)) 상자에 값이 있는지를 묻지, 그 값이 무엇인지를 묻지 않으므로, 저장된 `false`도 `true`처럼 통과합니다(Objective-C의 `if (object)`와 마찬가지로, `false`가 든 상자도 있는 것입니다). 값 자체를 검사하세요: `\(read)`."
    }
    func ruleImpossibleClassTest(test: String, line: Int, name: String, tested: String, meant: String?) -> String {
        "`\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: test)) 결코 참이 될 수 없습니다. `\(name)`\(KoreanParticle.form(.topic, after: name)) 화면(뷰 컨트롤러)이고 `\(tested)`\(KoreanParticle.form(.topic, after: tested)) 뷰 컨트롤러가 아닌 직접 만든 클래스라서, 어떤 화면도 \(tested)\(KoreanParticle.form(.subject, after: tested)) 될 수 없습니다. 그 검사가 지키는 줄은 한 번도 실행되지 않았습니다. 화면 자신의 클래스를 검사하세요\(meant.map { "(`\($0)`)" } ?? "")."
    }
    func ruleSwitchBodiesSwapped(subject: String, present: String, absent: String, placeholder: String, placeholderLine: Int, value: String, valueLine: Int) -> String {
        "`\(subject)`\(KoreanParticle.form(.object, after: subject)) 나누는 `switch`에서 `case .\(present)`와 `case .\(absent)`의 본문이 뒤바뀌었습니다. 이번 실행은 값이 있는 `.\(present)`였는데, 그 본문은 자리표시 값을 보여 주고(`\(placeholder)`, \(placeholderLine)번째 줄), `.\(absent)`\(KoreanParticle.form(.subject, after: absent)) 값을 보여 줍니다(`\(value)`, \(valueLine)번째 줄). 상태는 맞고, 각 `case`가 하는 일이 거꾸로입니다. 두 본문을 맞바꾸세요."
    }
    func weakLocalReleased(name: String, line: Int) -> String {
        "여기서 `\(name)`\(KoreanParticle.form(.topic, after: name)) `weak` 지역 변수입니다(\(line)번째 줄). 약한 참조는 받은 새 객체를 붙잡지 않고 다른 무엇도 붙잡지 않았으므로, 그 객체는 곧바로 해제되었고 `\(name)`\(KoreanParticle.form(.topic, after: name)) 다음 줄에서 이미 nil이었습니다(Swift도 경고합니다). 그냥 `let`으로 붙잡으세요."
    }
    func whatIfConversionNil(call: String, type: String, file: String, line: Int, times: Int, texts: [String], fallback: String?, decimal: Bool) -> String {
        let given = texts.joined(separator: ", ")
        return "이번 실행에서 `\(call)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) " + (times == 1 ? "한 번 실행되었을 때" : "\(times)번 실행될 때마다") + " nil을 주었습니다. "
            + "받은 텍스트는 \(given)인데, " + (decimal ? "`\(type)(_:)`는 소수점이 없는 정수만 읽으므로" : "`\(type)(_:)`는 텍스트 전체가 숫자일 때만(단위, 공백, 다른 낱말 없이) 숫자로 읽으므로") + " nil을 주었습니다"
            + (fallback.map { ". 그래서 `?? \($0)`\(KoreanParticle.form(.subject, after: $0)) 대신 쓰여 코드는 \($0)\(KoreanParticle.form(.object, after: $0)) 가지고 계속했습니다" } ?? "") + ". "
            + "숫자는 숫자로 간직된 곳(컨트롤의 `value`, 프로퍼티)에서 읽고, 화면에 보이려고 만든 텍스트에서 읽지 마세요. 아니면 숫자 부분만 바꾸세요."
    }
    func ruleControlChangedAfterRead(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, change: String, changeLine: Int, test: String, member: String) -> String {
        "이 경로에서 코드는 컨트롤 자체를 `\(change)`(\(changeLine)번째 줄, `\(test)` 아래)로 바꾸지만, `\(setter)`(\(line)번째 줄)가 그 전에 이미 컨트롤을 읽었습니다. 그래서 `\(member)`\(KoreanParticle.form(.topic, after: member)) "
            + (leftAlone ? "그때 `\(control)`\(KoreanParticle.form(.subject, after: control)) 가진 값 \(entered)(이 검사는 그 컨트롤을 건드리지 않았습니다)" : "`\(control)`에 입력한 값 \(entered)")
            + "\(KoreanParticle.form(.object, after: entered)) 받았고, \"\(expected)\"\(KoreanParticle.form(.object, after: "\"")) 기대한 곳에 그것이 보였습니다. 나중에 컨트롤을 바꿔도 이미 넘긴 값은 바뀌지 않으니, 컨트롤을 바꾸는 대신 `\(member)`에 이 경로의 값을 주세요."
    }
    func ruleInputKeptBesideOverride(setter: String, line: Int, control: String, entered: String, leftAlone: Bool, expected: String, override: String, overrideLine: Int, test: String, member: String) -> String {
        "이 경로에서 코드는 `\(override)`(\(overrideLine)번째 줄, `\(test)` 아래)는 바꾸지만 `\(member)`\(KoreanParticle.form(.object, after: member)) 바꾸지 않습니다. 그래서 `\(member)`\(KoreanParticle.form(.topic, after: member)) `\(setter)`(\(line)번째 줄)가 준 값, "
            + (leftAlone ? "`\(control)`\(KoreanParticle.form(.subject, after: control)) 가진 값 \(entered)(이 검사는 그 컨트롤을 건드리지 않았습니다)" : "`\(control)`에 입력한 값 \(entered)")
            + "\(KoreanParticle.form(.object, after: entered)) 그대로 가졌고, \"\(expected)\"\(KoreanParticle.form(.object, after: "\"")) 기대한 곳에 그것이 보였습니다. \(overrideLine)번째 줄 옆에서 `\(member)`에도 컨트롤의 값 대신 이 경로의 값을 주세요."
    }
    func ruleInputPassedForFixedValue(setter: String, line: Int, method: String?, control: String, entered: String, leftAlone: Bool, expected: String, twinLine: Int?, twinMethod: String?) -> String {
        "`\(setter)`(\(line)번째 줄" + (method.map { ", `\($0)` 안" } ?? "") + ")\(KoreanParticle.form(.topic, after: "줄")) 실행되어 " + (leftAlone ? "`\(control)`\(KoreanParticle.form(.subject, after: control)) 가진 값 \(entered)(이 검사는 그 컨트롤을 건드리지 않았습니다)" : "`\(control)`에 입력한 값 \(entered)") + "\(KoreanParticle.form(.object, after: entered)) 주었고, 그것이 보였습니다. 이 검사는 컨트롤의 값이 아닌 \"\(expected)\"\(KoreanParticle.form(.object, after: "\"")) 기대했습니다."
            + (twinLine.map { " \($0)번째 줄" + (twinMethod.map { "(`\($0)` 안)" } ?? "") + "도 같은 식을 주므로, 이 경로의 값은 다른 경로와 같습니다." } ?? "")
            + " 여기서는 값이 컨트롤에서 오지 않습니다. `\(control)`\(KoreanParticle.form(.object, after: control)) 읽는 대신 이 경로가 뜻하는 값(기본값이나 정해진 설정)을 주세요."
    }
    func ruleLiteralShown(setter: String, line: Int, file: String, shown: String, expected: String, elsewhere: String?, elsewhereLine: Int?, elsewhereFile: String?) -> String {
        "보인 \"\(shown)\"\(KoreanParticle.form(.topic, after: "\"")) 코드에 적힌 텍스트입니다. `\(setter)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되어 그것을 주었습니다. 검사는 \"\(expected)\"\(KoreanParticle.form(.object, after: "\"")) 기대하는데, 그 텍스트는 코드 어디에도 없습니다. 그 줄의 선택은 맞을 수 있지만, 글자가 연습 문제가 요구하는 것과 다릅니다."
            + (elsewhere.map { " 같은 텍스트를 \(elsewhereFile ?? file) \(elsewhereLine ?? 0)번째 줄(`\($0)`)에서도 줍니다. 거기서 복사한 줄은 그 뷰의 글자를 그대로 가집니다." } ?? "")
            + " 연습 문제에 적힌 그대로 \"\(expected)\"\(KoreanParticle.form(.object, after: "\"")) 쓰세요."
    }
    func ruleWrapperSnapshot(property: String, wrapper: String, line: Int, stored: String, source: String, takenLine: Int, file: String, reader: String, readerLine: Int) -> String {
        "`\(reader)`(\(readerLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `@\(wrapper)` 프로퍼티인 `\(property)`(\(line)번째 줄)\(KoreanParticle.form(.object, after: property)) 읽습니다. 그것을 읽으면 \(wrapper)의 게터가 실행되어 `\(stored)`\(KoreanParticle.form(.object, after: stored)) 주는데, 이것은 화면이 만들어질 때 래퍼의 초기화 메서드가(\(file) \(takenLine)번째 줄) `\(source)`에서 한 번 복사해 둔 값입니다. 그 뒤에 쓴 값(다른 화면의 래퍼를 거쳤든 저장소에 바로 썼든)은 저장소로 갈 뿐 이 복사본에는 들어오지 않으므로, 이 화면은 만들어질 때 저장소가 가졌던 값을 계속 읽습니다. 게터가 매번 저장소 자체를 읽게 하고(`get { \(source) }`), 복사본을 두지 마세요."
    }
    func ruleCopyChangedNotProperty(property: String, copy: String, line: Int, method: String?, write: String, writeLine: Int, original: String?) -> String {
        "코드 어디에서도 `\(property)`에 값을 넣지 않으므로, 선언할 때의 값을 그대로 가집니다. 바뀌는 것은 \(line)번째 줄" + (method.map { "(`\($0)` 안)" } ?? "") + "에서 만든 지역 복사본 `\(copy)`입니다. `\(write)`(\(writeLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 복사본을 바꾸고, 값의 복사본은 그것을 읽어 온 프로퍼티가 아닙니다(지역 변수를 캡처한 클로저는 `\(property)`\(KoreanParticle.form(.subject, after: property)) 아니라 그 지역 변수를 가집니다). 거기서 `\(original ?? "self." + property)` 자체를 읽고 쓰세요."
    }
    func switchCaseConstants(_ names: [String], values: [String]) -> String {
        "(`case`가 상수를 씁니다: " + zip(names, values).map { "`\($0)`의 값은 `\"\($1)\"`" }.joined(separator: ", ") + ".)"
    }
    func conditionAfterTransition(call: String, line: Int, condition: String) -> String {
        " 바로 앞에서 `\(call)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: call)) 실행되었다는 점을 보세요. `\(condition)`\(KoreanParticle.form(.object, after: condition)) 읽을 때는 이미 화면이 바뀐 뒤라서, 그 검사는 바뀐 뒤의 스택을 봅니다. 할 일은 화면을 바꾸기 전에 하거나, 필요한 검사를 그 호출 전에 하세요."
    }
    func ruleEmptyTextPassedOn(test: String, field: String, isBinding: Bool) -> String {
        "텍스트 필드에서 `\(test)`\(KoreanParticle.form(.topic, after: test)) \(isBinding ? "언제나 성공합니다" : "빈 필드를 가려내지 못합니다"). UITextField의 `text`는 nil이 되지 않고, 빈 필드의 `text`는 nil이 아니라 \"\"(빈 문자열)입니다. 그래서 빈 `\(field)`\(KoreanParticle.form(.subject, after: field)) 검사를 통과해 그 \"\"\(KoreanParticle.form(.subject, after: "\"\"")) 그대로 넘어갔고, 남아 있어야 할 값을 덮어썼습니다. 빈 문자열도 검사하세요: `if let text = \(field).text, !text.isEmpty { … }`."
    }
    func ruleCoveredTheScreenToStay(expected: String, shown: String, step: Int, written: String, line: Int, method: String) -> String {
        "여기서는 \(expected)\(KoreanParticle.form(.subject, after: expected)) 맨 위에 그대로 있어야 하고, 실제로 떠나지도 않았습니다. 그런데 여러분의 `\(written)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: written)) \(step)단계에서 그 위에 \(shown)\(KoreanParticle.form(.object, after: shown)) 띄웠고, 검사할 때도 \(shown)\(KoreanParticle.form(.subject, after: shown)) 맨 위에 있었습니다. 이 경로에서는 화면 위에 아무것도 띄우면 안 됩니다. 화면이 그대로 있어야 하는 경로에서 그 호출을 빼세요."
    }
    func ruleInElseOfUnwrap(statement: String, method: String, line: Int, condition: ConditionText, reached: Int) -> String {
        "이번 실행에서 `\(method)`의 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) 한 번도 실행되지 않았습니다. 그 줄은 언래핑 `\(condition.text)`(\(condition.line)번째 줄)의 `else` 안에 있어 언래핑이 값을 찾지 못할 때만 실행되는데, \(reached == 1 ? "도달한 한 번" : "도달한 \(reached)번 모두") 값을 찾았습니다. 어느 경우에나 실행되어야 한다면 그 줄을 `if`/`else` 뒤로(또는 두 갈래 모두에) 옮기세요."
    }
    func ruleUnwrapStopped(statement: String, method: String, line: Int, condition: ConditionText, reached: Int, reason: String?) -> String {
        "이번 실행에서 `\(method)`의 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: statement)) 한 번도 실행되지 않았습니다. 옵셔널 바인딩 `\(condition.text)`(\(condition.line)번째 줄)에 \(reached == 1 ? "한 " : String(reached))번 도달했지만 값이 없어서(nil) 코드가 거기서 멈췄습니다. " + (reason.map { "nil이었던 까닭: \($0)" + ($0.hasSuffix(".") ? "" : ".") } ?? "그 순간 무엇을 꺼내는지 보세요. 그 객체가 아닌 클래스로의 캐스팅, 그때 nil인 연결(`navigationController`, `presentingViewController`, `weak` 속성), 값을 받은 적 없는 이름 등입니다.")
    }
    func conditionIdentifierHeld(expression: String, values: [String], constants: [(name: String, value: String)]) -> String {
        let named = constants.map { "`\($0.name)`의 값: \"\($0.value)\"" }.joined(separator: ", ")
        return " 이번 실행에서 `\(expression)`의 값: \(values.joined(separator: ", 그다음 "))" + (named.isEmpty ? "." : "; \(named).")
    }
    func ruleTestReadsFlagBackwards(subject: String, actual: String, condition: String, conditionFile: String, line: Int, flag: String,
                                    giver: String, giverLine: Int, file: String, control: String) -> String {
        "`\(subject)`에 \(actual)\(KoreanParticle.form(.subject, after: actual)) 나온 것은 `\(condition)` 검사(\(conditionFile) \(line)번째 줄) 때문입니다. `\(flag)`에는 사용자가 고른 값이 들어 있습니다. 그 값은 `\(giver)`(\(file) \(giverLine)번째 줄)에서 왔고, 이 줄은 실행되었으며 스위치 `\(control)`\(KoreanParticle.form(.object, after: control)) 직접 읽습니다. 값은 맞았고 검사가 그것을 거꾸로 읽습니다. `\(condition)`\(KoreanParticle.form(.topic, after: condition)) `\(flag)`\(KoreanParticle.form(.subject, after: flag)) 거짓일 때 참입니다. `\(flag)` 자체를 검사하거나 두 값을 서로 바꾸세요."
    }
    func ruleTwinInstanceMadeInCode(twin: String, className: String, shownOne: String) -> String {
        "\(twin)\(KoreanParticle.form(.object, after: twin)) 코드로(`\(className)()`) 만들어 값을 넣었지만, 세그웨이가 보여 준 것은 다른 인스턴스인 \(shownOne), 곧 스토리보드가 만든 세그웨이의 `destination`입니다. 둘은 서로 다른 객체라서 값은 화면에 닿지 않았고, \(twin)\(KoreanParticle.form(.topic, after: twin)) 나타나지도 않았습니다. prepare(for:sender:)에서 새로 만들지 말고 `segue.destination as? \(className)`에 값을 넣으세요."
    }
    func ruleFallthroughReplaced(earlier: String, line: Int, later: String, laterLine: Int, fallthroughLine: Int) -> String {
        "`\(earlier)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: earlier)) 실행되었지만, 이어서 \(fallthroughLine)번째 줄의 `fallthrough`가 다음 `case`까지 실행했고, 그 안의 `\(later)`(\(laterLine)번째 줄)\(KoreanParticle.form(.subject, after: later)) 값을 바꿨습니다. Swift의 `case`는 저절로 끝나며, `fallthrough`는 다음 `case`의 본문을 검사 없이 실행합니다. `fallthrough`를 지우거나, 두 `case`가 함께 쓰는 것은 `switch` 앞에 두세요."
    }
    func ruleLostValueStoreNeverRead(newer: String, older: String, key: String, line: Int, owner: String, userDefaults: Bool) -> String {
        let read = userDefaults ? "`UserDefaults.standard.string(forKey: \"\(key)\")`" : "\"\(key)\" 키에 저장한 값"
        return "지금 보이는 \(newer)\(KoreanParticle.form(.topic, after: newer)) 새 인스턴스입니다. 필요한 값은 \(older)에 있었는데, 되돌아갈 때 해제되었습니다. 값을 \"\(key)\" 키로 저장하기는 하지만(\(owner), \(line)번째 줄) 그 키를 읽는 줄이 코드에 없어서 새 화면은 값을 받지 못합니다. 화면이 값을 보여 주는 곳(`viewWillAppear(_:)`)에서 \(read)\(KoreanParticle.form(.object, after: read)) 읽으세요."
    }
    func ruleNavigationDelegateSetThroughNil(setter: String, line: Int, root: String, shownLine: Int?, method: String, owner: String) -> String {
        let when = shownLine.map { "\($0)번째 줄에서야 푸시됩니다" } ?? "아직 아무것도 그것을 푸시하지 않았습니다"
        return "이번 실행에서 \(owner)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 실행되지 않았습니다. 내비게이션 컨트롤러의 `delegate`가 정해지지 않았기 때문입니다. `\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: setter)) 실행되었지만, 그때 `\(root)`\(KoreanParticle.form(.topic, after: root)) 아직 화면에 없어서(\(when)) `navigationController`가 nil이었고, 옵셔널 체이닝이 아무 말 없이 대입을 건너뛰었습니다. 코디네이터가 가진 내비게이션 컨트롤러에 정하세요: `navigationController.delegate = self`."
    }
    func ruleWeakLinkReleased(call: String, callLine: Int, link: String, giver: String, line: Int, method: String, owner: String,
                              removal: String?, removalLine: Int?, removalMethod: String?, targetRuns: Int) -> String {
        let gone = removal.map { r in " 이번 실행에서 `\(r)`(\(removalLine ?? 0)번째 줄\(removalMethod.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.subject, after: r)) 실행되었습니다. 화면이 아직 그 객체를 쓰는 동안 목록에서 빼지 않는지 보세요." } ?? ""
        let never = targetRuns == 0 ? "그것이 부르는 메서드는 한 번도 실행되지 않았습니다" : "마지막으로 실행되었을 때는 그것이 부르는 메서드가 실행되지 않았습니다"
        return "`\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.topic, after: call)) 실행되었지만, \(never). 그때 `\(link)`\(KoreanParticle.form(.subject, after: link)) nil이었기 때문입니다. `\(link)`\(KoreanParticle.form(.topic, after: link)) `weak`이고, 객체를 받기는 했지만(\(owner)의 `\(method)` 안, \(line)번째 줄 `\(giver)`) weak 참조는 객체를 붙잡아 두지 않습니다. 다른 무엇도 그 객체를 붙잡지 않게 되자 객체가 해제되어 `\(link)`\(KoreanParticle.form(.subject, after: link)) nil이 되었습니다.\(gone) 화면이 필요로 하는 동안 그 객체를 강하게 붙잡는 곳에 두세요(코디네이터라면 부모의 `childCoordinators`)."
    }
    func ruleOwnDelegate(statement: String, line: Int, object: String, member: String, receiver: String?, protocolName: String?) -> String {
        "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(object)`\(KoreanParticle.form(.object, after: object)) 자기 자신의 `\(member)`\(KoreanParticle.form(.direction, after: member)) 삼습니다. 그래서 `\(member)?.…` 호출은 모두 자기 자신에게 돌아가고, "
            + (receiver.map { "값을 받아야 할 화면인 \($0)\(KoreanParticle.form(.topic, after: $0)) 아무것도 전달받지 못합니다" } ?? "값을 받아야 할 객체는 아무것도 전달받지 못합니다")
            + ". 전달받아야 할 객체를 주세요: `\(object).\(member) = self`" + (receiver.map { "(\($0) 안에서)" } ?? "")
            + (protocolName.map { ". 그리고 그 클래스가 `\($0)`\(KoreanParticle.form(.object, after: $0)) 채택하고 그 메서드를 구현하게 하세요" } ?? "") + "."
    }
    func ruleDecisionNotUsed(declaration: String, line: Int, name: String, call: String, callLine: Int) -> String {
        "`\(declaration)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 계속 진행할지를 계산하지만, `\(name)`\(KoreanParticle.form(.object, after: name)) 보고 결정하는 곳이 없습니다. 어떤 `if`나 `guard`도 그것을 읽지 않아서 `\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 값이 무엇이든 실행되었고, 화면이 머물러야 할 때 바뀌었습니다. 호출을 그 값 아래에 두세요: \(callLine)번째 줄 앞에 `guard \(name) else { return }`(또는 호출을 `if \(name) { … }`로 감싸기)."
    }
    func ruleViewLoadedInHelper(destination: String, call: String, line: Int, helper: String, helperLine: Int) -> String {
        "`\(call)`(\(line)번째 줄, `prepare(for:sender:)` 안)\(KoreanParticle.form(.topic, after: ")")) 값을 넘기기 전에 실행되고, `\(helper)`(\(helperLine)번째 줄)\(KoreanParticle.form(.topic, after: ")")) 화면의 `view`를 읽습니다. `view`를 읽으면 뷰가 로드되므로 \(destination)의 `viewDidLoad`가 바로 그 호출 안에서, 값이 아직 비어 있을 때 실행되었고, 그 뒤의 줄들은 프로퍼티만 바꾸었습니다. 값을 먼저 넘기고 `\(helper)`\(KoreanParticle.form(.object, after: helper)) 그 뒤에 부르거나, `view`를 건드리지 않게 하세요(화면을 로드하는 부작용이 있습니다)."
    }
    func ruleStaticHolderClosure(call: String, line: Int, className: String, holder: String, member: String) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: ")")) `self`를 쓰는 클로저를 `\(holder)`에 넘깁니다. `static` 프로퍼티로 닿는 `\(holder)`\(KoreanParticle.form(.topic, after: holder)) 앱이 실행되는 동안 살아 있고 그 클로저를 `\(member)`에 보관합니다. 클로저는 캡처한 것을 강하게 붙잡으므로, 그것을 통해 \(className)도 붙잡혀서 화면을 떠난 뒤에도 해제되지 않습니다. 약하게 캡처하거나(`{ [weak self] in … self?… }`), 화면이 사라질 때 `\(member)`에서 그 클로저를 지우세요."
    }
    func delegateReplacedInside(assignment: String, line: Int, method: String, owner: String) -> String {
        "(그 호출 안에서 일어납니다: \(owner)의 `\(method)` 안, \(line)번째 줄 `\(assignment)`.)"
    }
    func skippedParameterOnNewController(helper: String, site: String, line: Int, instance: String, parameter: String, link: String) -> String {
        "`\(helper)`\(KoreanParticle.form(.object, after: helper)) \(line)번째 줄에서 방금 만든 컨트롤러 `\(site)`\(KoreanParticle.form(.object, after: site)) 넘겨 불렀습니다. 그 안의 `\(parameter)`\(KoreanParticle.form(.topic, after: parameter)) 그 새 \(instance)이고, 무언가가 그것을 푸시하거나 프레젠트하기 전에는 어느 화면에도 없습니다(`\(helper)`\(KoreanParticle.form(.subject, after: helper)) 화면에 있는 컨트롤러도 받아 그 링크를 쓰게 하세요: `from.\(link)?.…`)"
    }
    func ruleUnownedReadAfterRelease(written: String, file: String, line: Int, owner: String, isCapture: Bool) -> String {
        "이미 해제된 객체를 가리키는 `unowned` 참조를 읽어서 앱이 멈췄습니다: `\(written)`(\(file) \(line)번째 줄, `\(owner)` 안). `unowned` 참조는 객체를 붙잡지도 않고, 객체가 해제되어도 nil이 되지 않기 때문에 그 뒤에 읽으면 앱이 죽습니다."
            + (isCapture ? " 그것을 캡처한 클로저는 (그 클로저를 넘겨받은 객체가) 계속 들고 있었고, 캡처된 `\(owner)`\(KoreanParticle.form(.subject, after: owner)) 화면에서 떠나 해제된 뒤에 실행되었습니다." : " 그 참조를 가진 객체가 가리키는 객체보다 오래 살아남아 나중에 그것을 읽었습니다.")
            + " 대신 `weak` 참조를 쓰세요(`[weak self]`, 그다음 `self?.`). `weak` 참조는 nil이 되고, 그것을 거치는 코드는 건너뜁니다. 아니면 화면이 사라질 때 그 클로저를 지우세요."
    }
    func ruleWeakForcedUnwrap(written: String, name: String, place: String, method: String, before: String?, beforeLine: Int?) -> String {
        "`\(written)`(\(place), `\(method)` 안)에서 nil을 만났습니다. `\(name)`\(KoreanParticle.form(.topic, after: name)) `weak` 프로퍼티이고, `weak` 참조는 그 객체를 붙잡는 다른 것이 없어지는 순간 nil이 됩니다."
            + (before.map { " 바로 앞에서 `\($0)`(\(beforeLine ?? 0)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었습니다. 그 뒤로는 그 객체를 붙잡는 것이 없어서(그 호출이 객체를 놓아 주었습니다) 다음 줄에서 `\(name)`\(KoreanParticle.form(.topic, after: name)) 이미 nil이었습니다." } ?? " 가리키던 객체를 붙잡는 다른 것이 없었습니다(또는 처음부터 주어진 적이 없습니다).")
            + " `weak` 참조를 강제로 풀지 마세요. `\(name)?`\(KoreanParticle.form(.object, after: "?")) 쓰거나(객체가 없으면 그 줄을 건너뜁니다), 객체를 놓아 주는 호출 전에 필요한 값을 먼저 읽어 두세요."
    }
    func ruleForcedUnwrapNilLink(link: String, written: String, place: String, method: String, reason: String) -> String {
        "앱이 \(place)(`\(method)` 안)에서 멈췄습니다. `\(written)`\(KoreanParticle.form(.topic, after: written)) `\(link)`\(KoreanParticle.form(.object, after: link)) 강제로 꺼내는데, 그때 그것이 nil이었습니다: \(reason). nil에 `!`(또는 `as!`)를 쓰면 앱이 끝납니다. 실제로 있는 객체를 쓰거나\(method.hasPrefix("prepare(for:") ? "(`prepare(for:sender:)`에서 세그웨이가 여는 화면은 `segue.destination`입니다)" : ""), `if let`/`guard let`으로 꺼내 nil을 처리하세요."
    }
    func ruleUpdatedOnlyOnLoad(label: String, setterMethod: String, shown: Int, property: String, line: Int, method: String, changed: Int) -> String {
        "`\(label)`\(KoreanParticle.form(.topic, after: label)) \(shown)번 실행된 `\(setterMethod)`에서 `\(property)`\(KoreanParticle.form(.object, after: property)) 보고 정해집니다. 그런데 `\(property)`\(KoreanParticle.form(.topic, after: property)) \(line)번째 줄, `\(method)`에서만 바뀌고, UIKit은 그 메서드를 인스턴스마다 한 번만 부릅니다(\(changed == 1 ? "한 " : String(changed))번 실행됨). 그래서 화면이 다시 나타날 때마다 레이블은 바뀌지 않은 값을 보여 주었습니다. `\(property)`\(KoreanParticle.form(.object, after: property)) 그 일이 다시 일어나는 곳에서 바꾸세요(나타날 때마다라면 `viewWillAppear(_:)`)."
    }
    func ruleStoreTypeMismatch(key: String, kind: StoredKind, value: String, writeLine: Int, writeOwner: String, accessor: String, readLine: Int, readOwner: String) -> String {
        let what: String
        switch kind {
        case .dictionary: what = "딕셔너리"
        case .array: what = "배열"
        case .string: what = "문자열"
        case .number: what = "숫자"
        case .bool: what = "Bool 값"
        case .data: what = "인코딩한 데이터(`Data` 값)"
        }
        return "\"\(key)\" 키에 \(what)(`\(value)`, \(writeOwner) \(writeLine)번째 줄)\(KoreanParticle.form(.object, after: what)) 저장하고, `\(accessor)`(\(readOwner) \(readLine)번째 줄)\(KoreanParticle.form(.direction, after: accessor)) 읽습니다. 이 메서드는 그 키에 이름이 말하는 종류의 값이 있을 때만 값을 주고, \(what)\(KoreanParticle.form(.direction, after: what))는 아무 오류 없이 nil(숫자라면 0이나 false)을 줍니다. 저장한 종류에 맞는 메서드(`\(kind.accessor)`)로 읽어 필요한 것을 꺼내거나, 읽는 종류 그대로 값을 저장하세요."
    }
    func ruleChosenValueLacksInput(statement: String, line: Int, local: String, taken: String, other: String, condition: String, conditionHeld: Bool, choiceLine: Int,
                                   member: String?, memberValue: String?, memberLine: Int?, field: String) -> String {
        let holds = conditionHeld ? "참이어서" : "거짓이어서"
        let gives = member.flatMap { member in memberValue.map { " 그 `\(member)` 값은 `\($0)`입니다\(memberLine.map { "(\($0)번째 줄)" } ?? "")." } } ?? ""
        let what = member.map { "`\($0)`\(KoreanParticle.form(.topic, after: $0))" } ?? "그 값은"
        return "`\(statement)`(\(line)번째 줄)에는 `\(field)`에 입력한 값이 들어가지 않았습니다. 이 검사에서는 `\(condition)`\(KoreanParticle.form(.subject, after: condition)) \(holds) \(choiceLine)번째 줄에서 `\(local)`에 `\(taken)`\(KoreanParticle.form(.subject, after: taken)) 들어갔습니다.\(gives) "
            + "`\(field)`에 입력한 값은 다른 쪽인 `\(other)`에서만 읽습니다. 이 경우에도 \(what) `\(field).text`에서 가져오고, 나머지만 `\(taken)`에서 가져오세요."
    }
    func ruleShownScreenTestedAsLeft(method: String, parameter: String, test: String, line: Int, left: String, shown: String, step: Int, fromName: String?) -> String {
        "`\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: test)) `\(method)`\(KoreanParticle.form(.subject, after: method)) 받는 화면 `\(parameter)`\(KoreanParticle.form(.object, after: parameter)) 검사하는데, 그것은 떠난 화면이 아니라 지금 보이는 화면입니다. \(step)단계에서 \(KoreanParticle.attach(left, .topic)) 떠났고 `\(parameter)`\(KoreanParticle.form(.topic, after: parameter)) \(shown)였으므로, 이 검사는 검사하려던 화면을 한 번도 만나지 못합니다. "
            + "떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`입니다" + (fromName.map { "(코드의 `\($0)`)" } ?? "")
            + ". 그 화면을 검사하고, `viewControllers`에 더 이상 없을 때 정리하세요."
    }
    func ruleInputNotPassed(call: String, line: Int, method: String, argument: String, source: String?, field: String) -> String {
        "이번 검사에서 사용자는 `\(field)`에 입력했지만, `\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: call)) 넘기는 것은 `\(argument)`\(source.map { "(곧 `\($0)`)" } ?? "")이고, 이것은 `\(field)`\(KoreanParticle.form(.object, after: field)) 읽지 않습니다. 호출은 실행되었지만 입력한 글자는 그 화면을 떠나지 못했습니다. 필드가 가진 값을 넘기세요: `\(field).text ?? \"\"`."
    }
    func ruleReplacedByHelper(earlier: String, line: Int, call: String, callLine: Int, later: String, laterLine: Int, helper: String) -> String {
        "`\(earlier)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: earlier)) 실행되었지만, 그 뒤에 `\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.subject, after: call)) 실행되었고, 그 안의 `\(later)`(\(laterLine)번째 줄, `\(helper)` 안)\(KoreanParticle.form(.subject, after: later)) 값을 바꿨습니다. 도우미 함수에서는 모든 경우가 함께 쓰는 값만 정하고, 경우마다 다른 값은 그 함수를 부른 뒤에 주세요(또는 함수에 넘기세요)."
    }

    // MARK: Teaching from what ran, round 6 (issue 27): what a test's parts held
    func conditionPartHeld(_ part: HeldPart) -> String {
        let through = part.via.map { "(`\($0)`의 값은 `\(part.viaGetter ?? "")`, \(part.viaLine ?? 0)번째 줄)" } ?? ""
        let outcome = "`\(part.part)`\(through)\(KoreanParticle.form(.topic, after: through.isEmpty ? part.part : "줄")) \(part.value)\(KoreanParticle.form(.was, after: "\(part.value)"))고, 그 때문에 그 줄이 실행되지 못했습니다."
        if let later = part.filledLater {
            let state = part.isSwitch ? (part.held == "true" ? "켜진 채" : "꺼진 채") : part.held.isEmpty ? "비어 있는 채" : "\"\(part.held)\"인 채"
            let what = later.text.map { "\"\($0)\"\(KoreanParticle.form(.object, after: $0)) 입력하는" } ?? "값을 정하는"
            return " 그 줄에 닿았을 때 `\(part.control)`\(KoreanParticle.form(.topic, after: part.control)) 화면이 열릴 때 그대로(\(state))였으므로 \(outcome) 검사가 그 컨트롤에 \(what) 것은 이 조건을 확인한 뒤인 \(later.step)단계입니다. 조건이 거꾸로 된 것이 아니라 너무 일찍 실행된 것입니다. 값이 채워진 뒤에 실행되는 메서드(값을 보내는 액션, 또는 화면을 떠날 때의 `viewWillDisappear(_:)`)에서 이 일을 하세요."
        }
        if part.isSwitch {
            let state = part.held == "true" ? "켜져" : "꺼져"
            let by = part.filledByCheck ? "이번 검사에서 사용자가 바꾼 상태" : "스토리보드에 정해진 상태"
            if let line = part.independentLine {
                return " 검사에 도달했을 때 스위치 `\(part.control)`\(KoreanParticle.form(.topic, after: part.control)) \(state) 있었으므로(\(by)) \(outcome) 그런데 `\(line)`\(KoreanParticle.form(.topic, after: line)) 스위치를 읽지 않습니다. 스위치가 켜져 있든 꺼져 있든 필요한 줄인데, 이 검사는 스위치가 그 상태일 때마다 그 줄을 건너뜁니다. 그 줄을 검사 밖으로(검사 앞으로) 옮기고, 검사 아래에는 스위치에 따라 달라지는 것만 두세요."
            }
            return " 검사에 도달했을 때 스위치 `\(part.control)`\(KoreanParticle.form(.topic, after: part.control)) \(state) 있었으므로(\(by)) \(outcome) 그 부분은 스위치를 거꾸로 읽습니다: `\(part.inverted)`\(KoreanParticle.form(.direction, after: part.inverted)) 쓰세요."
        }
        if part.filledByCheck {
            return " 검사에 도달했을 때 `\(part.control)`의 글자: \"\(part.held)\"(이번 검사에서 사용자가 입력한 글자). 그래서 \(outcome) 그 부분은 필드를 거꾸로 읽습니다: `\(part.inverted)`\(KoreanParticle.form(.direction, after: part.inverted)) 쓰세요\(part.via.map { "(또는 `\($0)` 자체를 거꾸로 바꾸세요)" } ?? "")."
        }
        let state = part.held.isEmpty ? "비어 있었습니다" : "아직 스토리보드의 글자(\"\(part.held)\") 그대로였습니다"
        if !part.filledOthers.isEmpty {
            let others = part.filledOthers.map { "`\($0)`" }.joined(separator: ", ")
            return " 검사에 도달했을 때 `\(part.control)`\(KoreanParticle.form(.topic, after: part.control)) \(state). 이번 검사에서 사용자는 `\(part.control)`\(KoreanParticle.form(.subject, after: part.control)) 아니라 \(others)에 입력했습니다. \(outcome) 이 단계에서 사용자가 채우는 필드를 검사하세요."
        }
        return " 검사에 도달했을 때 `\(part.control)`\(KoreanParticle.form(.topic, after: part.control)) \(state)(이번 검사에서 사용자는 여기에 아무것도 입력하지 않았습니다). \(outcome) 그 부분은 필드를 거꾸로 읽습니다: `\(part.inverted)`\(KoreanParticle.form(.direction, after: part.inverted)) 쓰세요."
    }
    func conditionValueIsOtherConstant(value: String, constant: String, compared: [String]) -> String {
        let with = compared.isEmpty ? "" : " 검사가 비교하는 것은 \(compared.map { "`\($0)`" }.joined(separator: ", "))이므로 이 세그웨이와는 결코 맞지 않습니다."
        guard let first = compared.first else { return " `\(constant)`의 값이 바로 \"\(value)\"입니다. 이 세그웨이를 뜻하는 곳에서는 `\(constant)`에 비교하세요." }
        return " `\(constant)`의 값이 바로 \"\(value)\"입니다.\(with) 검사 아래의 코드가 이 세그웨이에도 실행되어야 한다면 이것도 검사하고(`… == \(first) || … == \(constant)`), `\(first)`만을 위한 코드라면 이 세그웨이에는 따로 검사를 두세요."
    }
    func popToOtherEntry(argument: String, resolved: String, index: Int, stack: [String], meant: String, meantIndex: Int) -> String {
        let what = resolved == argument ? "`\(argument)`" : "`\(argument)`(`\(resolved)`)"
        let back = stack.count - meantIndex
        return " \(what)\(KoreanParticle.form(.topic, after: "`")) \(stack.joined(separator: ", ")) 가운데 \(index)번 항목\(index == 0 ? "(루트)" : "")인 \(stack[index])였습니다. 뜻한 화면 \(meant)\(KoreanParticle.form(.topic, after: meant)) \(meantIndex)번 항목(`viewControllers[\(meantIndex)]`\(back >= 2 ? ", `count - \(back)`" : ""))이었으므로 그 화면을 지나쳐 꺼냈습니다. `popToViewController`에 그 항목을 주세요" + (back == 2 ? ". 바로 아래 화면으로 돌아가려면 `popViewController(animated:)`를 쓰세요." : ".")
    }
    func transitionTookOffToo(call: String, instance: String, toRoot: Bool) -> String {
        " 그 호출은 \(instance)도 스택에서 내렸습니다: " + (toRoot ? "`\(call)`\(KoreanParticle.form(.topic, after: call)) 맨 위 화면만이 아니라 루트 위의 모든 화면을 내립니다." : "`\(call)`\(KoreanParticle.form(.topic, after: call)) 지정한 화면 위의 모든 화면을 내립니다.")
            + " 바로 아래 화면으로 한 단계만 돌아가려면 `popViewController(animated:)`를 쓰세요."
    }
    func conditionStoppedEarlier(_ stop: EarlierStop) -> String {
        let test = stop.isGuard ? "\(stop.line)번째 줄의 `guard`(`\(stop.condition)`)가 메서드를 빠져나갔습니다"
            : stop.exits ? "`\(stop.condition)` 검사(\(stop.line)번째 줄)가 참이어서 그 분기가 메서드를 빠져나갔습니다" : "그 바깥의 `\(stop.condition)` 검사(\(stop.line)번째 줄)가 거짓이었습니다"
        var text = " `\(stop.method)`\(KoreanParticle.form(.subject, after: stop.method)) 실행된 나머지 \(stop.times)번은 코드가 그 검사까지 가지 못했습니다. \(test)."
        if let shown = stop.shown {
            text += " 마지막 실행(\(shown.step)단계, 팝 뒤)에서 `\(shown.parameter)`\(KoreanParticle.form(.topic, after: shown.parameter)) \(shown.screen)\(KoreanParticle.form(.was, after: shown.screen))습니다. `\(shown.parameter)`\(KoreanParticle.form(.topic, after: shown.parameter)) 지금 보이는 화면(돌아간 화면)이지 떠난 화면이 아니므로, 그것을 검사해서는 팝된 화면을 찾을 수 없습니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`이니 그 화면을 검사하세요."
        }
        if let miss = stop.stack {
            text += " \(miss.step)단계에서 스택은 이미 [\(miss.stack.joined(separator: ", "))]\(KoreanParticle.form(.was, after: miss.stack.last ?? ""))습니다. 팝 뒤에 `\(stop.method)`\(KoreanParticle.form(.subject, after: stop.method)) 실행될 때 떠난 화면은 `viewControllers`에 더는 없으므로 `\(miss.searched)` 화면을 찾지 못했고, 바로 그 줄이 필요했던 실행에서 코드가 멈췄습니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`입니다. `viewControllers`에 그 화면이 더는 없을 때 그 화면을 처리하세요."
        }
        return text
    }
    func conditionStackContains(_ reading: StackContainsReading) -> String {
        if reading.shownOne, let taken = reading.takenFrom {
            return " `\(reading.subject)`\(KoreanParticle.form(.topic, after: reading.subject)) 스택 자체에서 꺼낸 값(`\(taken)`)이라서 `viewControllers` 안에 언제나 들어 있습니다. 그래서 `\(reading.part)`\(KoreanParticle.form(.topic, after: reading.part)) 푸시 뒤에도 팝 뒤에도 같은 값이 나와 화면이 팝되었는지 가려내지 못합니다(팝 뒤에는 떠난 화면이 이미 스택에 없어서 거기서 찾을 수도 없습니다). 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`이고, `viewControllers`에 더는 없을 때 팝된 것입니다."
        }
        if reading.shownOne {
            return " `\(reading.subject)`\(KoreanParticle.form(.topic, after: reading.subject)) 지금 나타나는 화면이고, 그 화면은 언제나 `viewControllers` 안에 있습니다. 그래서 `\(reading.part)`\(KoreanParticle.form(.topic, after: reading.part)) 푸시 뒤에도 팝 뒤에도 같은 값이 나와 화면이 팝되었는지 가려내지 못합니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`이고, `viewControllers`에 더는 없을 때 팝된 것입니다."
        }
        return " `\(reading.subject)`\(KoreanParticle.form(.topic, after: reading.subject)) 떠난 화면입니다. 푸시 뒤에는 (새 화면 아래에) 아직 `viewControllers` 안에 있고, 팝 뒤에는 없습니다. 그래서 `\(reading.part)` 검사로는 그 줄이 푸시 뒤에만 실행되고, 정작 필요한 팝 뒤에는 실행되지 않습니다. 그 부분을 거꾸로 바꾸세요(`\(reading.fix ?? "")`)."
    }
    func removalCalledForShownScreen(call: String, line: Int, method: String) -> String {
        " 그 제거는 `\(call)`(\(line)번째 줄, `\(method)` 안)에서 왔고, 이 호출은 `viewController`를 읽습니다. 그것은 떠난 화면이 아니라 지금 나타나는 화면(여기서는 막 푸시된 화면)이라서, 자식은 그 화면이 나타나자마자 놓여났습니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`입니다. `viewControllers`에 그 화면이 더는 없을 때만 처리하세요."
    }
    func ruleComputedMakesNew(property: String, line: Int, made: String, writer: String, writerLine: Int, reader: String, readerLine: Int, state: [String]) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) 계산 프로퍼티입니다(\(line)번째 줄). 읽을 때마다 `\(made)`\(KoreanParticle.form(.subject, after: made)) 새 객체를 만듭니다. 그래서 `\(writer)`(\(writerLine)번째 줄)\(KoreanParticle.form(.topic, after: writer)) 한 객체를 바꾸고, `\(reader)`(\(readerLine)번째 줄)\(KoreanParticle.form(.topic, after: reader)) 또 다른 새 객체에게 묻습니다. 그 객체는 선언된 기본값(" + state.map { "`\($0)`" }.joined(separator: ", ") + ")만 가지고 있습니다. 한 번 만들어 보관하세요: 저장 프로퍼티(`lazy var \(property) = \(made)`)."
    }
    func ruleDefaultedDependency(dependency: String, writerType: String, readerType: String, declaration: String, label: String, write: String, file: String, line: Int, member: String, property: String) -> String {
        "`\(writerType)`와 `\(readerType)`는 각자 자기 `\(dependency)`\(KoreanParticle.form(.object, after: dependency)) 만듭니다. 두 `init`이 새 객체를 만드는 기본값으로 받는데(`\(declaration)`), 이들을 만드는 곳 어디에서도 `\(label):`\(KoreanParticle.form(.object, after: label)) 넘기지 않습니다. 그래서 `\(write)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: write)) `\(writerType)`의 `\(dependency)`에 쓰고, `\(readerType)`는 아무도 쓰지 않은 자기 것에서 `\(property).\(member)`\(KoreanParticle.form(.object, after: member)) 읽습니다. `\(dependency)`\(KoreanParticle.form(.object, after: dependency)) 하나만 만들어 둘 모두에게 같은 것을 넘기세요(예를 들어 앱 델리게이트가 보관하는 것)."
    }
    func ruleRemadeEachRun(statement: String, line: Int, method: String, runs: Int, type: String, property: String, state: [String], made: String) -> String {
        "`\(statement)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: statement)) \(runs)번 실행되었습니다. 실행될 때마다 `\(property)`에 새 `\(type)`\(KoreanParticle.form(.object, after: type)) 넣으므로, 이전 객체가 쌓아 둔 값(" + state.map { "`\($0)`" }.joined(separator: ", ") + ")은 선언된 값에서 다시 시작합니다. 한 번 만들어 보관하세요: `viewDidLoad`에서, 또는 `lazy var \(property) = \(made)`."
    }
    func ruleLinkMadeAtLoad(setter: String, line: Int, method: String, property: String, owner: String, instance: String, giver: String, giverLine: Int, giverMethod: String) -> String {
        "`\(setter)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: setter)) \(instance)의 뷰가 로드되기 전에 실행되었고, \(owner)\(KoreanParticle.form(.topic, after: owner)) `\(property)`\(KoreanParticle.form(.object, after: property)) `\(giverMethod)`에서만 받습니다(`\(giver)`, \(giverLine)번째 줄). 그때는 아직 nil이라 `?.`가 그 대입을 건너뛰었습니다. 화면이 보이기 전에 `\(property)`\(KoreanParticle.form(.object, after: property)) 만들거나(`lazy var`, 또는 `init(coder:)`에서), \(owner)의 일반 프로퍼티에 값을 넘기고 `\(giverMethod)`에서 전달하세요."
    }
    func ruleFreshObjectAsked(type: String, written: String, member: String, place: String, state: [String], kept: String, setUp: String, setUpLine: Int) -> String {
        "`\(written)`(\(place))\(KoreanParticle.form(.topic, after: written)) 그 자리에서 새 `\(type)`\(KoreanParticle.form(.object, after: type)) 만들어 묻습니다. 그래서 답은 새 객체의 선언된 기본값(" + state.map { "`\($0)`" }.joined(separator: ", ") + ")에서 나옵니다. 이 객체는 코드가 보관하고 설정한 `\(kept)`(`\(setUp)`, \(setUpLine)번째 줄)\(KoreanParticle.form(.subject, after: kept)) 아닙니다. 대신 `\(kept)`에게 물으세요(`\(kept).\(member)`)."
    }
    func indexGuardAlwaysHolds(test: String, line: Int, counted: String) -> String {
        " 그 줄을 지키려던 검사 `\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 언제나 참입니다. 개수는 0보다 작을 수 없어서, `\(counted)`\(KoreanParticle.form(.subject, after: counted)) 0일 때(아무것도 없을 때)도 그 줄을 실행시켰습니다. 읽을 것이 있는지 검사하세요: `\(counted) > 0`, `!…isEmpty`, 또는 `.last`를 읽으세요(비어 있으면 nil)."
    }
    func ruleIndexOutside(place: String, method: String, access: String, collection: String, index: String, kind: IndexOutsideKind, entries: [String], isStack: Bool, selfGone: Bool, presented: Bool, changes: [(statement: String, line: Int)]) -> String {
        func held(_ count: Int) -> String {
            let listed = entries.isEmpty ? "" : "(" + entries.joined(separator: ", ") + ")"
            return count == 0 ? "그때 `\(collection)`\(KoreanParticle.form(.topic, after: collection)) 비어 있었습니다\(listed)" : "그때 `\(collection)`에는 항목이 \(count)개\(listed) 있었고, 위치는 \(count == 1 ? "0 하나뿐" : "0부터 \(count - 1)까지")였습니다"
        }
        let changed = changes.isEmpty ? "" : " 그 값을 바꾸는 곳: " + changes.map { "\($0.line)번째 줄(`\($0.statement)`)" }.joined(separator: ", ") + "."
        let head = "앱이 \(place)(`\(method)` 안)에서 `Index out of range`로 멈췄습니다. `\(access)`\(KoreanParticle.form(.topic, after: access)) `\(collection)`의 `\(index)` 위치를 읽는데"
        if presented, isStack, case let .before(position, count) = kind {
            return head + "(\(position), 첫 항목보다 앞), \(held(count)). 이 화면은 그 스택 위에 띄워졌을 뿐 스택에 쌓이지 않았으므로 그 항목이 아닙니다. 그래서 이 화면 아래의 화면은 끝에서 두 번째가 아니라 스택의 마지막 항목(`count - 1`, `\(collection).last`)입니다."
        }
        if selfGone, case let .before(position, count) = kind {
            return head + "(\(position), 첫 항목보다 앞), \(held(count)). 이 화면은 이미 스택에서 빠져 있었습니다. 팝은 `\(method)`\(KoreanParticle.form(.subject, after: method)) 실행되기 전에 `viewControllers`를 바로 바꾸므로, 돌아갈 화면은 이 화면 아래가 아니라 맨 위(`viewControllers.last`)에 있습니다. 팝하기 전에(팝하는 액션 안에서) 값을 넘기거나, 다른 길로 그 화면에 닿으세요(델리게이트, 또는 여기서는 `viewControllers.last`)."
        }
        switch kind {
        case let .atCount(count):
            return head + (IndexOutsideKind.namesCount(index) ? "" : "(\(count))") + ", \(held(count)). 위치는 0부터 세므로 `count`는 끝을 하나 지난 자리입니다. 마지막 항목은 `count - 1`" + (isStack ? "(맨 위 화면, 곧 이 화면)에 있고, 그 아래 화면은 `count - 2`에 있습니다." : "에 있습니다.")
        case let .past(position, count):
            return head + (index == "\(position)" ? "" : "(\(position))") + ", \(held(count)). \(position)\(KoreanParticle.form(.topic, after: String(position))) 끝을 지난 위치입니다.\(changed) 읽기 전에 위치를 `\(collection).count`와 비교하세요(마지막은 `count - 1`)."
        case let .before(position, count):
            let why = isStack && count == 1
                ? " 이 화면이 내비게이션 스택의 유일한 화면이라 그 아래에는 아무것도 없습니다. 찾는 화면은 이 화면보다 먼저 푸시되지 않았습니다(이 스택에 아예 없습니다)."
                : " 코드가 기대하는 것보다 항목이 적습니다. 읽기 전에 `\(collection)`에 그만큼 있는지(`count`) 확인하세요."
            return head + "(\(position), 첫 항목보다 앞), \(held(count))." + why
        case let .unknownPosition(count):
            return head + ", \(held(count)). `\(index)`\(KoreanParticle.form(.topic, after: index)) 그 범위를 벗어나 있었습니다.\(changed) 0부터 `\(collection).count - 1` 안에 있도록, 읽기 전에(또는 옮기기 전에) `count`와 비교하세요."
        case let .unknownCount(position):
            return head + (index == "\(position)" ? "" : "(\(position))") + ", 그때 `\(collection)`에는 그 위치에 항목이 없었습니다. 항목이 \(position)개 이하였습니다. 위치는 0부터 셉니다. 첫 항목은 0, 마지막 항목은 `count - 1`에 있습니다.\(changed) 원하는 항목이 어느 위치에 있는지 확인하세요(`first`, `last`, `firstIndex(where:)`)."
        case let .loopReachesCount(range, line):
            return head + ", `\(index)`\(KoreanParticle.form(.topic, after: index)) `\(range)`\(KoreanParticle.form(.object, after: range)) 도는 반복문(\(line)번째 줄)에서 나오고, 이 범위는 `count`까지 갑니다. 위치는 0부터 `count - 1`까지이므로 마지막 반복은 끝을 하나 지난 위치를 읽습니다. `\(collection).indices`(또는 `0..<\(collection).count`)를 도세요."
        case .neither:
            if let back = IndexOutsideKind.countBack(index) {
                return head + ", 이는 마지막에서 \(back - 1)개 앞의 항목이고, 그때는 그런 항목이 없었습니다. `\(collection)`의 항목은 \(back)개보다 적었습니다. 마지막(가장 최근) 항목은 `count - 1`(`\(collection).last`)에 있습니다."
            }
            return head + ", 그때 `\(index)`\(KoreanParticle.form(.topic, after: index)) 그 위치 범위(0부터 `count - 1`) 밖이었습니다.\(changed) 위치는 0부터 셉니다. 위치를 계산하는 방식을 그 범위와 맞춰 보세요."
        }
    }
    func ruleStackIndexAfterTransition(written: String, place: String, method: String, transition: String, transitionLine: Int) -> String {
        "앱이 \(place)(`\(method)` 안)에서 `Index out of range`로 멈췄습니다. `\(written)`\(KoreanParticle.form(.topic, after: written)) 내비게이션 스택을 읽는데, 그 전에 `\(transition)`(\(transitionLine)번째 줄)\(KoreanParticle.form(.subject, after: transition)) 이미 실행되었습니다. 팝이나 푸시를 하면 스택은 그 자리에서 바로 바뀌고(애니메이션은 나중), 그래서 그 줄은 바뀐 뒤의 스택을 읽었고 인덱스가 범위를 벗어났습니다. 스택을 읽어 값을 먼저 넘긴 다음에 돌아가세요."
    }
    func conditionIdentifierNotCompared(value: String, compared: [String], expression: String) -> String {
        " 그 검사는 `\(expression)`의 값으로 \(compared.joined(separator: " 또는 "))만 받으므로, \(value)에 대해서는 사용자가 무엇을 했든 참이 될 수 없습니다. 그 아래 줄은 다른 세그웨이를 위한 것입니다. \(value)일 때도 그 줄이 실행되어야 한다면 \(value)도 검사하세요."
    }
    func releasedWhileCovered(instance: String, step: Int, shown: String) -> String {
        " \(instance)\(KoreanParticle.form(.topic, after: instance)) \(step)단계에서 해제되었는데, 바로 앞에서 \(shown)\(KoreanParticle.form(.subject, after: shown)) 그 화면 위에 나타났습니다. 그때 그 화면은 가려졌을 뿐(새 화면 아래 `viewControllers`에 그대로 있음) 사라진 것이 아니므로, 그 객체를 놓아서는 안 되었습니다."
    }
    func removalNotGuardedByPop(call: String, line: Int, method: String, testLine: Int?) -> String {
        " 그 제거는 `\(call)`(\(line)번째 줄, `\(method)` 안)에서 왔는데, 이 메서드는 푸시를 포함해 화면이 바뀔 때마다 실행됩니다. 그 앞의 어떤 것도 떠난 화면이 `viewControllers`에서 사라졌는지 묻지 않습니다\(testLine.map { "(\($0)번째 줄의 검사는 코드를 멈추지 않습니다: `return`이 없고, 그 호출도 그 안에 있지 않습니다)" } ?? ""). 자식의 화면 위로 다른 화면이 푸시되면 그 화면은 가려질 뿐인데도 떠난 화면이 되고, 자식이 놓여났습니다. 떠난 화면이 아직 `viewControllers`에 있으면 먼저 멈추세요(`guard !navigationController.viewControllers.contains(fromVC) else { return }`)."
    }
    func skippedLazyLink(property: String, initial: String, line: Int, reason: String?) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) `lazy var`입니다. 그 값 `\(initial)`(\(line)번째 줄)는 처음 읽을 때 한 번 계산되어 그대로 남는데, 그때 nil이었습니다\(reason.map { ": " + $0 } ?? ". `lazy var`는 다시 보지 않습니다")"
    }
    func skippedComputedLink(property: String, getter: String, line: Int, reason: String) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) 읽을 때마다 `\(getter)`(\(line)번째 줄)\(KoreanParticle.form(.direction, after: getter)) 계산되는데, 그것이 nil이었습니다: \(reason)"
    }
    func ruleMutatedCopy(call: String, line: Int, local: String, property: String, bindingLine: Int, method: String) -> String {
        "`\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: call)) 실행되었지만, 바뀐 것은 복사본인 `\(local)`입니다. `var \(local) = \(property)`(\(bindingLine)번째 줄)\(KoreanParticle.form(.topic, after: "\(property)")) 배열을 복사합니다. Swift의 배열(딕셔너리, 구조체도)은 함께 쓰는 객체가 아니라 값이기 때문입니다. `\(property)` 자체에는 모든 요소가 그대로 남았습니다. `\(property)`\(KoreanParticle.form(.object, after: property)) 직접 바꾸거나(`\(property).remove(at: index)`, `\(property).removeAll { … }`), 복사본을 다시 대입하세요."
    }
    func conditionNoEnumCase(enumName: String, value: String, rawValues: [String]) -> String {
        " `\(enumName)`에는 원시값이 \(value)인 `case`가 없어서 `\(enumName)(rawValue:)`의 결과가 nil이었고, 코드는 거기서 멈췄습니다. 각 `case`의 원시값: \(rawValues.map { "\"\($0)\"" }.joined(separator: ", ")). `= \"…\"` 없이 쓴 `case`는 자기 이름을 글자 그대로 원시값으로 가집니다. 그 `case`에 스토리보드의 식별자를 주세요: `case … = \(value)`."
    }
    func conditionIdentifierMisspelled(value: String, written: String, expression: String) -> String {
        " 그 검사가 기다리는 `\(expression)`의 값은 \(written)이지만, 스토리보드의 식별자는 \(value)입니다. 두 철자가 다릅니다. 식별자는 대소문자까지 글자 하나하나가 같아야 하므로 그 검사는 한 번도 참이 되지 않았습니다. 코드에 \(value) 그대로 쓰세요."
    }
    func ruleShownTwice(bySegue: String, identifier: String?, byCode: String, call: String, line: Int, method: String, step: Int) -> String {
        "\(step)단계에서 한 번 눌렀는데 화면이 두 개 나타났습니다. \(byCode)\(KoreanParticle.form(.topic, after: byCode)) 여러분의 `\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.direction, after: call)), \(bySegue)\(KoreanParticle.form(.topic, after: bySegue)) 같은 컨트롤에서 나가는 스토리보드 세그웨이\(identifier.map { " \"\($0)\"" } ?? "(식별자 없음)")\(KoreanParticle.form(.direction, after: "이")) 나타났고, 그 세그웨이의 `prepare(for:sender:)`도 실행되었습니다. 컨트롤이 액션과 세그웨이 두 가지로 연결되어 있습니다. 한 가지만 남기세요: 스토리보드에서 세그웨이를 지우고 코드를 남기거나, 코드의 화면 전환을 지우고 값은 `prepare(for:sender:)`에서 `segue.destination`에 넘기세요."
    }
    func ruleValueNotFromControl(setter: String, line: Int, method: String, control: String, other: String?, parsed: Bool) -> String {
        "`\(setter)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: setter)) 실행되었지만, 이번 검사에서 사용자가 바꾼 컨트롤 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽지 않습니다. 그 숫자를 \(other.map { "`\($0)`" } ?? "다른 것")에서 계산합니다\(other == nil || !parsed ? "" : "(레이블의 글자는 사람이 읽으라고 만든 것이라, 글자로 바뀐 숫자는 `Double(…)`로 되돌아오지 않아 기본값이 쓰였습니다)"). 컨트롤 자체의 값을 읽으세요: `\(control).value`."
    }
    func ruleReadOnlyFirstTime(setter: String, line: Int, test: String, testLine: Int, reached: Int, ran: Int, member: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: setter)) \(ran == 1 ? "한 번만" : "\(ran)번만") 실행되었지만, 그 검사 `\(test)`(\(testLine)번째 줄)에는 \(reached)번 도달했습니다. 처음 한 번(`\(member)`\(KoreanParticle.form(.subject, after: member)) 바뀐 때) 뒤로는 그 검사가 그 줄을 다시 실행하지 못하게 해서, 화면은 처음 값을 계속 보여 주었고 새 값은 한 번도 읽지 않았습니다. 화면이 필요할 때마다(그 검사 없이) 읽으세요."
    }
    func ruleCodingKeyLeftOut(type: String, property: String, keys: [String], initial: String, coder: String, line: Int, given: String?, givenLine: Int?) -> String {
        let listed = keys.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(type)`\(KoreanParticle.form(.topic, after: type)) 자기 `CodingKeys`\(KoreanParticle.form(.object, after: "CodingKeys")) 선언했는데(\(keys.isEmpty ? "케이스 없음" : listed)), `\(property)` 케이스가 없습니다. \(KoreanParticle.attach("`CodingKeys`", .subject)) 있는 타입은 거기 적힌 프로퍼티만 인코딩하고 디코딩합니다. "
            + (given.map { "\(givenLine ?? 0)번째 줄의 `\($0)`에서 `\(property)`에 준 값은 " } ?? "\(KoreanParticle.attach("`\(property)`", .topic)) ")
            + "데이터에 들어가지 않았고, \(line)번째 줄의 \(KoreanParticle.attach("`\(coder)`", .topic)) 오류 없이 \(KoreanParticle.attach("`\(property)`", .object)) 시작값 `\(initial)`\(KoreanParticle.form(.direction, after: initial)) 둔 채 값을 다시 만들었습니다. `CodingKeys`에 `case \(property)`\(KoreanParticle.form(.object, after: property)) 넣으세요(데이터가 다른 키를 쓰면 그 키로)."
    }
    func ruleEncodedTextShown(actual: String, expected: String, place: String?, line: Int?) -> String {
        "보이는 것은 값이 아니라 값을 담은 인코딩된 글자(JSON) `\(actual)`입니다. `\(expected)`\(KoreanParticle.form(.topic, after: expected)) 그 안에 있습니다. " + (place.map { "\($0)" + (line.map { "(\($0)번째 줄)" } ?? "") + "\(KoreanParticle.form(.topic, after: "줄")) 도착한 글자를 그대로 보여 줍니다. " } ?? "")
            + "한쪽에서 인코딩한 값을 다른 쪽에서 디코딩하지 않았습니다. 도착한 곳에서 디코딩해(`JSONDecoder().decode(…, from: Data(text.utf8))`) 그 필드를 보여 주거나, 값 그대로 넘기세요."
    }
    func ruleCaughtWentOn(statement: String, line: Int, method: String, catchStatement: String, catchLine: Int, call: String, callLine: Int) -> String {
        "`\(method)`에서 `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 오류를 던졌고 `catch`(`\(catchStatement)`, \(catchLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었지만, 오류를 알리기만 합니다. `do`/`catch` 다음 코드는 그대로 이어지므로 `\(call)`(\(callLine)번째 줄)도 실행되었습니다. 그 호출을 `do` 안, `try` 다음에 두거나(아무것도 던지지 않았을 때만 실행됩니다), `catch`에서 메서드를 끝내세요(`return`)."
    }
    func ruleAssignmentThrew(statement: String, line: Int, call: String, method: String, catchStatement: String, catchLine: Int, reads: [String]) -> String {
        "`\(method)`에서 `\(statement)`(\(line)번째 줄)의 `\(call)`\(KoreanParticle.form(.subject, after: call)) 오류를 던져 대입이 일어나지 않았습니다. 값은 그대로였고, 대신 `catch`(`\(catchStatement)`, \(catchLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었습니다. 사용자가 입력한 값으로 `\(call)`\(KoreanParticle.form(.subject, after: call)) 왜 오류를 던지는지(무엇을 읽고\(reads.isEmpty ? "" : "(" + reads.map { "`\($0)`" }.joined(separator: ", ") + ")") 어떻게 바꾸는지) 찾거나, 사용자가 값을 입력한 곳에서 값을 가져오세요."
    }
    func ruleThrownInDo(statement: String, line: Int, method: String, skipped: [String], skippedLines: [Int], more: Int, catchStatement: String, catchLine: Int) -> String {
        "`\(statement)`(\(line)번째 줄, `\(method)` 안)에서 오류가 던져져, 그 `do` 블록의 나머지는 실행되지 않았습니다. " + zip(skipped, skippedLines).map { "`\($0)`(\($1)번째 줄)" }.joined(separator: ", ") + (more > 0 ? " 외 \(more)개" : "") + "의 문장이 건너뛰어졌고, 대신 `catch`가 실행되었습니다(\(catchLine)번째 줄: `\(catchStatement)`). "
            + "무엇이 던졌는지 확인하고(`catch`에서 `print(error)`), 던지는 호출에 준 것을 고치세요. 어떤 경우에도 일어나야 하는 일은 `do` 블록 밖(앞이나 뒤)에 두세요."
    }
    func ruleStructHandedOver(handover: String, line: Int, giver: String, property: String, type: String, receiver: String, change: String, changeLine: Int) -> String {
        "`\(handover)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(giver)의 `\(property)` 사본을 \(KoreanParticle.attach(receiver, .direction)) 넘깁니다. `\(type)`\(KoreanParticle.form(.topic, after: type)) 구조체이고, 구조체는 대입할 때 복사되므로 화면마다 자기 것을 가집니다. \(KoreanParticle.attach(receiver, .subject)) 자기 사본에서 바꾼 것(`\(change)`, \(changeLine)번째 줄)은 \(giver)의 `\(property)`에 닿지 않습니다. `\(type)`\(KoreanParticle.form(.object, after: type)) 클래스로 만들거나(두 화면이 같은 객체를 공유), 바뀐 값을 델리게이트나 클로저로 돌려주거나, \(giver)의 `\(property)`에 직접 쓰세요."
    }
    func ruleAlertBlocksTransition(alert: String, expected: String, call: String, line: Int, method: String?, waiting: String?, waitingLine: Int?) -> String {
        "`\(call)`(\(line)번째 줄\(method.map { ", `\($0)`" } ?? ""))\(KoreanParticle.form(.subject, after: "줄")) 화면 위에 알림(\(alert))을 띄웠고 알림은 아직 떠 있습니다. 검사는 맨 위에 \(KoreanParticle.attach(expected, .object)) 기대했습니다. "
            + (waiting.map { w in "그곳으로 가는 `\(w)`(\(waitingLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 알림 액션의 핸들러 안에서 기다리는데, 그 핸들러는 누군가 그 버튼을 탭할 때만 실행됩니다. 폼의 버튼을 탭해도 거기에는 닿지 않습니다. " } ?? "검사에 필요한 일은 누군가 알림에 답하기를 기다립니다. ")
            + "사용자의 동작이 실행되는 곳에서 화면을 바꾸고(값도 넘기고), 알림은 알리기만 하거나 동작 전에 묻게 하세요. 동작을 대신하게 하지 마세요."
    }
    func ruleAlertCoversScreen(alert: String, screen: String?, call: String, line: Int, method: String?) -> String {
        "`\(call)`(\(line)번째 줄\(method.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.topic, after: "줄")) 화면 위에 알림(\(alert))을 띄웁니다. 알림도 다른 화면처럼 띄우는 뷰 컨트롤러이므로, 떠 있는 동안 " + (screen.map { "\(KoreanParticle.attach($0, .topic)) 맨 위 화면이 아닙니다" } ?? "화면이 가려집니다") + ". 이 검사는 화면이 아무것도 덮이지 않은 채 그대로 있기를 기대합니다. 아무것도 띄우지 말고 거절하세요(`false`를 돌려주거나 `performSegue`를 부르지 않기). 이유를 알리고 싶다면 알림 대신 화면 안(레이블)에 보여 주세요."
    }
    func ruleBlockKeepsScreen(call: String, line: Int, method: String, className: String, holder: String, release: String, releasedInDeinit: Bool) -> String {
        let kept = holder == "NotificationCenter" ? "알림 센터는 옵저버를 지울 때까지 그 블록을 붙잡습니다" : "런 루프는 반복 타이머를, 타이머는 그 블록을 무효화할 때까지 붙잡습니다"
        return "`\(call)`(\(line)번째 줄, `\(method)` 안)에 준 블록이 `self`\(KoreanParticle.form(.object, after: "self")) 강하게 씁니다. \(kept). 그래서 블록이 이 \(className)\(KoreanParticle.form(.object, after: className)) 화면을 떠난 뒤에도 붙잡아, 해제되지 않습니다. "
            + (releasedInDeinit ? "`deinit`의 `\(release)`\(KoreanParticle.form(.topic, after: release)) 오지 않습니다. `deinit`은 블록이 놓아주기를 기다립니다. " : "")
            + "약하게 캡처하고(`{ [weak self] … in … }` 뒤 `self?.`), 화면이 사라질 때(`viewDidDisappear(_:)`에서) `\(release)`\(KoreanParticle.form(.object, after: release)) 부르세요."
    }
    func ruleClosureKeepsScreen(assignment: String, line: Int, holder: String, className: String, giver: String?, giverLine: Int?) -> String {
        "`\(assignment) = { … }`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `self`를 강하게 붙잡는 클로저를 \(KoreanParticle.attach("`\(holder)`", .direction)) 넘깁니다. 그래서 \(KoreanParticle.attach("`\(holder)`", .subject)) 그 클로저를 가지고 있는 동안 이 \(KoreanParticle.attach(className, .topic)) 해제되지 않습니다. "
            + (giver.map { g in "\(KoreanParticle.attach("`\(holder)`", .topic)) `\(g)`에서 넘겨받은 것이고" + (giverLine.map { "(\($0)번째 줄)" } ?? "") + ", 그쪽은 화면이 사라진 뒤에도 남아 있으므로 화면이 해제되지 않습니다. " } ?? "\(KoreanParticle.attach("`\(holder)`", .topic)) 화면보다 오래 살아 있으므로 화면이 해제되지 않습니다. ")
            + "`{ [weak self] in … }`처럼 약하게 붙잡으세요(그다음 `self?.`를 씁니다). 또는 그 객체를 화면이 직접 가지게 하세요."
    }
    func ruleClosureGivenKeepsScreen(call: String, line: Int, function: String, owner: String) -> String {
        "`\(call)`(\(line)번째 줄)에 넘긴 클로저는 `self`\(KoreanParticle.form(.object, after: "self")) 강하게 붙잡고, 여러분의 `\(function)`\(KoreanParticle.form(.topic, after: function)) 그 클로저를 보관합니다(매개변수가 `@escaping`이라 나중을 위해 저장됩니다). 그래서 그 객체를 가진 쪽이 클로저를, 클로저를 통해 이 \(owner)\(KoreanParticle.form(.object, after: owner)) 붙잡아 화면이 사라져도 해제되지 않습니다. 약하게 캡처하세요: `{ [weak self] … in … }`, 그다음 `self?.`."
    }
    func ruleClosureCycle(assignment: String, line: Int, holder: String, captured: String, keeper: String?) -> String {
        let cycle = keeper.map { "`self`가 (`\($0)`에) `\(holder)`\(KoreanParticle.form(.object, after: holder)) 붙잡고, 클로저가 `self`를 붙잡습니다" } ?? "`\(holder)`\(KoreanParticle.form(.subject, after: holder)) 클로저를 붙잡고, 클로저가 `\(holder)`\(KoreanParticle.form(.object, after: holder)) 붙잡습니다"
        return "`\(assignment) = { … }`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(holder)`에 클로저를 저장하는데, 그 클로저가 `\(captured)`\(KoreanParticle.form(.object, after: captured)) 강하게 붙잡습니다. \(cycle). 서로를 붙잡고 있어서 화면이 사라져도 둘 다 해제되지 않습니다. 약하게 붙잡으세요: `{ [weak \(captured)] … in … }`(그다음 `\(captured)?.`로 쓰세요)."
    }
    func unwrapTopIsSelf(expression: String, cast: String, owner: String, inPrepare: Bool) -> String {
        "`\(expression)`\(KoreanParticle.form(.topic, after: expression)) 내비게이션 스택의 맨 위이고, 맨 위는 이 코드를 실행하는 화면인 \(owner)입니다. \(cast)\(KoreanParticle.form(.subject, after: cast)) 아닙니다. "
            + (inPrepare ? "prepare(for:sender:)에서는 다음 화면이 아직 스택에 없습니다. 그 화면은 `segue.destination`입니다(\(cast)\(KoreanParticle.form(.direction, after: cast)) 캐스팅하세요)."
                         : "그 아래 화면은 `viewControllers[viewControllers.count - 2]`입니다.")
    }
    func ruleDeferReplaced(earlier: String, line: Int, later: String, laterLine: Int, deferLine: Int, method: String) -> String {
        "`\(later)`(\(laterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `defer`(\(deferLine)번째 줄) 안에 있습니다. `defer`는 그것이 든 범위를 벗어날 때 실행되므로, 같은 `\(method)` 호출에서 `\(earlier)`(\(line)번째 줄)보다 나중에 실행되어 그 값을 바꿨습니다. 다른 경로가 정하는 값을 `defer`에 두지 마세요. 경로마다 대입을 따로 두세요(`if`/`else`나 `switch`)."
    }
    func ruleObserverNeverCalled(statement: String, line: Int, registration: String, registrationLine: Int, miss: ObserverMiss) -> String {
        var head = "`\(statement)`(\(line)번째 줄)는 `\(registration)`\(KoreanParticle.form(.subject, after: registration)) 더하는 관찰자(\(registrationLine)번째 줄) 안에 있는데, 이번 실행에서 한 번도 실행되지 않았습니다. "
        if case .textFieldText = miss {
            head = "`\(statement)`(\(line)번째 줄)는 `\(registration)`\(KoreanParticle.form(.subject, after: registration)) 더하는 관찰자(\(registrationLine)번째 줄) 안에 있는데, 사용자가 입력한 것에는 한 번도 실행되지 않았습니다. "
        } else if case .tokenNotKept(_, _, true) = miss {
            head = "`\(statement)`(\(line)번째 줄)는 `\(registration)`\(KoreanParticle.form(.subject, after: registration)) 더하는 관찰자(\(registrationLine)번째 줄) 안에 있는데, 관찰을 만들 때(`.initial`)만 실행되고 그 뒤의 변화에는 한 번도 실행되지 않았습니다. "
        }
        let object = { (text: String, owner: String?) in text == "self" ? "`self`(\(owner ?? "그 객체") 자신)" : "`\(text)`" }
        switch miss {
        case let .nameDiffers(observed, posted, postLine):
            return head + "관찰하는 이름은 \(observed)이고, 코드가 보내는 이름은 \(posted)입니다(\(postLine)번째 줄). 알림은 이름이 대소문자까지 똑같은 관찰자에게만 갑니다. 양쪽에 같은 이름(공유하는 `Notification.Name` 상수)을 쓰세요."
        case let .removedBefore(removeLine, removeMethod, post, postLine, postMethod):
            let covered = ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(removeMethod)
                ? " `\(removeMethod)`\(KoreanParticle.form(.topic, after: removeMethod)) 화면이 아주 떠날 때만이 아니라 다른 화면이 이 화면을 덮자마자(`push`, `present`) 실행됩니다." : ""
            return head + "보내기 전에 관찰자가 치워졌습니다. `removeObserver`(\(removeLine)번째 줄, `\(removeMethod)`)가 관찰자를 더한 뒤, `\(post)`(\(postLine)번째 줄, `\(postMethod)`)보다 먼저 실행되어 알림이 왔을 때 관찰하는 쪽이 없었습니다.\(covered) 알림이 올 수 있는 동안 관찰자를 두거나(`deinit`에서 치우기), 값을 직접 넘기세요."
        case let .postedBefore(post, postLine, postMethod, registerMethod):
            return head + "`\(post)`(\(postLine)번째 줄, `\(postMethod)`)가 이 관찰자를 더하기 전에(나중에 실행된 `\(registerMethod)`에서 더함) 실행되었습니다. 알림은 보낼 때 등록되어 있는 관찰자에게만 가고, 나중에 오는 관찰자를 위해 남지 않습니다. 보내기 전에 관찰자를 더하거나, 다른 방법(화면을 보이기 전에 속성에 값 주기)으로 값을 넘기세요."
        case let .objectFilter(filter, filterOwner, posted, postLine, postOwner):
            return head + "이 관찰자는 `object`가 \(object(filter, filterOwner))인 알림만 받는데, 보내는 쪽(\(postLine)번째 줄\(postOwner.map { ", \($0)" } ?? ""))은 `object`로 \(object(posted, postOwner)), 다른 객체를 보내므로 이 관찰자에게 오지 않습니다. 누가 보내든 받으려면 `object: nil`을 쓰거나, 관찰하는 객체를 `object`로 보내세요."
        case let .postNeverRan(post, postLine):
            return head + "`\(post)`(\(postLine)번째 줄)가 이번 실행에서 한 번도 실행되지 않아 보낸 알림이 없습니다."
        case let .nothingPosts(name):
            return head + "코드 어디에서도 \(name)\(KoreanParticle.form(.object, after: name)) 보내지 않으므로 불리지 않습니다."
        case let .notDynamic(property, owner, line):
            return head + "키-값 관찰은 `@objc dynamic`으로 선언한 속성의 변화만 알리는데, \(owner.map { "`\($0)`의 " } ?? "")`\(property)`(\(line)번째 줄)는 `dynamic`이 아니어서 변화가 알려지지 않습니다. `@objc dynamic var`로 선언하세요."
        case let .tokenNotKept(token, method, _):
            return head + "관찰은 `observe`가 돌려주는 `NSKeyValueObservation`을 간직하는 동안만 이어지는데, " + (token.map { "`\($0)`\(KoreanParticle.form(.topic, after: $0)) `\(method)`의 지역 값이라 메서드가 끝나면 해제되어" } ?? "코드가 그것을 간직하지 않아") + " 관찰이 곧바로 끝납니다. 객체의 속성에 간직하세요(`var observation: NSKeyValueObservation?`)."
        case .textFieldText:
            return head + "텍스트 필드는 입력을 `text`의 키-값 관찰로 알리지 않습니다(UIKit이 KVO 관찰자에게 알리지 않고 텍스트를 바꿉니다). `addTarget(_:action:for: .editingChanged)`나 텍스트 필드의 delegate로 입력을 받거나, 필요할 때 `text`를 읽으세요."
        }
    }
    func ruleOutletBoundBeforeLoad(unwrap: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String {
        let fix = property.map { "그 화면의 일반 속성 `\($0)`에 값을 주세요. 그 화면의 `viewDidLoad`가 그것을 `\(outlet)`에 표시합니다." }
            ?? "값을 그 화면의 일반 속성에 두고, 그 화면의 `viewDidLoad`에서 레이블에 넣으세요(아웃렛이 연결된 뒤에 실행됩니다)."
        return "`\(unwrap)`(\(line)번째 줄, `\(method)`)는 \(instance)의 뷰가 아직 로드되지 않았을 때 실행되었습니다. 그 아웃렛들은(`\(outlet)`도) 아직 nil이어서 언래핑이 실패했고, `\(use)`(\(useLine)번째 줄)는 실행되지 않았습니다. \(fix)"
    }
    func ruleOutletTestedBeforeLoad(test: String, line: Int, method: String, instance: String, outlet: String, use: String, useLine: Int, property: String?) -> String {
        let fix = property.map { "그 화면의 일반 속성 `\($0)`에 값을 주세요. 그 화면의 `viewDidLoad`가 그것을 `\(outlet)`에 표시합니다." }
            ?? "값을 그 화면의 일반 속성에 두고, 그 화면의 `viewDidLoad`에서 레이블에 넣으세요(아웃렛이 연결된 뒤에 실행됩니다)."
        return "`\(test)` 검사(\(line)번째 줄, `\(method)`)는 \(instance)의 뷰가 아직 로드되지 않았을 때 실행되었습니다. 그 아웃렛들은(`\(outlet)`도) 아직 nil이어서 검사가 거짓이 되었고, `\(use)`(\(useLine)번째 줄)는 실행되지 않았습니다. \(fix)"
    }
    func ruleOutletChainBeforeLoad(setter: String, line: Int, observer: String?, method: String, instance: String, outlet: String, trigger: String?, triggerLine: Int?, triggerFile: String?) -> String {
        let place = observer.map { "`\($0)`의 `didSet`" } ?? "`\(method)` 안"
        let cause = trigger.map { " 그 줄은 화면이 보이기 전에 `\($0)`\(triggerLine.map { "(\(triggerFile.map { "\($0) " } ?? "")\($0)번째 줄)" } ?? "") 때문에 실행되었습니다." } ?? ""
        return "`\(setter)`(\(line)번째 줄, \(place))\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, \(instance)의 뷰가 아직 로드되지 않았을 때였습니다. 그때 아웃렛(`\(outlet)` 포함)은 아직 nil이라서 `?.`가 대입을 건너뛰었고, 레이블은 값을 받지 못했습니다.\(cause) 값은 일반 프로퍼티에 두고, 레이블에는 `viewDidLoad`에서 넣으세요(아웃렛이 연결된 뒤에 실행됩니다)."
    }
    func ruleCoalesceNeverNil(property: String, initial: String, declarationLine: Int, setter: String, line: Int, skipped: String) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) `= \(initial)`로 선언되어 있고(\(declarationLine)번째 줄) 코드 어디에서도 값을 주지 않으므로 nil이 되는 일이 없습니다. `\(setter)`(\(line)번째 줄)는 `??` 연결의 맨 앞에서 그것을 쓰는데, `??`는 왼쪽이 nil일 때만 `\(skipped)` 쪽으로 넘어가므로 그쪽에는 한 번도 가지 않습니다. `\(property)`를 값 없이 선언하거나(`var \(property): …?`, 무언가 값을 줄 때까지 nil), 연결에서 빼세요."
    }
    func ruleReadAfterTransitionNeverRan(assignment: String, line: Int, binding: String, value: String, bindingLine: Int, call: String, callLine: Int) -> String {
        "`\(assignment)`(\(line)번째 줄)은 실행되지 않았습니다. `\(binding)`(\(bindingLine)번째 줄)은 `\(value)`인데, `\(call)`(\(callLine)번째 줄)이 이미 화면을 바꾼 뒤에 읽었습니다. UIKit은 스택을 바로 바꿉니다(`pop`된 화면은 호출이 돌아올 때 이미 `viewControllers`에 없고, 애니메이션만 나중에 옵니다). 그래서 `\(binding)`에는 코드가 찾던 것이 없었고, 그 줄 앞의 검사가 성립하지 않았습니다. 먼저 화면을 찾아 값을 준 다음 화면을 바꾸세요."
    }
    func ruleReadAfterTransition(assignment: String, line: Int, call: String, callLine: Int, transition: String, via: String?) -> String {
        let through = via.map { "(`\($0)`을 거쳐) " } ?? ""
        let by = call.hasPrefix(transition + "(") ? "`\(call)`" : "`\(transition)`를 부르는 `\(call)`"
        return "`\(assignment)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, \(by)(\(callLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 이미 화면을 바꾼 뒤였습니다. 그 줄이 \(through)찾는 화면은 더 이상 코드가 찾는 자리에 없어서 찾지 못했고, `?.`가 대입을 건너뛰었습니다. 화면을 먼저 찾아 값을 넘긴 다음에 화면을 바꾸세요."
    }
    func ruleMutatedStructCopy(assignment: String, line: Int, local: String, source: String, bindingLine: Int, type: String, method: String) -> String {
        "`\(assignment)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, 바뀐 것은 복사본인 `\(local)`입니다. `var \(local) = \(source)`(\(bindingLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 값을 복사합니다. `\(type)`\(KoreanParticle.form(.topic, after: type)) 구조체이고, 구조체는 공유되는 객체가 아니라 값이기 때문입니다. `\(source)` 자체는 예전 값을 그대로 가지고 있었고, 코드는 그 뒤에 그것을 썼습니다. `\(source)`\(KoreanParticle.form(.object, after: source)) 직접 바꾸거나, 복사본을 다시 대입하거나(`\(source) = \(local)`), `\(type)`\(KoreanParticle.form(.object, after: type)) 클래스로 만드세요."
    }
    func ruleGetterSideEffect(property: String, line: Int, change: String, method: String, readLines: [Int]) -> String {
        let lines = readLines.map(String.init).joined(separator: ", ")
        return "`\(property)`(\(line)번째 줄)는 게터가 무언가를 바꾸기도 하는 계산 프로퍼티입니다(`\(change)`). 읽을 때마다 게터가 다시 실행됩니다. `\(method)`는 그것을 여러 번 읽으므로(\(lines)번째 줄), 뒤의 읽기는 앞의 읽기가 남긴 것을 얻습니다. 한 번만 읽어 지역 상수에 담고(`let value = \(property)`), 게터에서는 아무것도 바꾸지 마세요."
    }
    func ruleGetterChangesLaterRead(property: String, line: Int, change: String, method: String, readLine: Int, later: String, laterLine: Int) -> String {
        "`\(property)`(\(line)번째 줄)는 게터가 무언가를 바꾸기도 하는 계산 프로퍼티입니다(`\(change)`). `\(method)`는 \(readLine)번째 줄에서 그것을 읽어 그 변경을 실행하고, 그 뒤에야 `\(later)`(\(laterLine)번째 줄)가 바뀐 것을 읽습니다. 그래서 사용자가 정한 값이 아니라 게터가 넣은 값을 얻었습니다. 게터에서는 아무것도 바꾸지 말거나(컨트롤을 바꾸지 말고 값만 돌려주기), 그보다 먼저 컨트롤을 읽으세요."
    }
    func ruleOverrideWithoutSuper(owner: String, method: String, line: Int, superLine: Int?) -> String {
        let base = String(method.prefix { $0 != "(" })
        let missing = superLine.map { "`super.\(base)(…)`(\($0)번째 줄)는 실행되지 않았습니다" } ?? "`super.\(base)(…)`를 부르지 않습니다"
        return "\(owner)\(KoreanParticle.form(.topic, after: owner)) `\(method)`(\(line)번째 줄)를 재정의했고 그 본문은 이번 실행에서 실행되었지만, \(missing). 재정의는 UIKit의 메서드를 대신합니다. 화면을 옮기는 UIKit의 `\(method)`가 실행되지 않았으니 아무것도 옮겨지지 않았습니다. 재정의 안에서, 계속 진행해야 하는 모든 경로에서 (자기 일을 한 뒤) `super.\(base)(…)`를 부르거나, 재정의하지 마세요."
    }
    func ruleNotAnOverride(owner: String, method: String, parameters: String, line: Int, declaration: String) -> String {
        "\(owner)의 `\(method)`(\(line)번째 줄)는 UIKit의 이름이지만 매개변수 `\(parameters)`가 달라 재정의가 아닙니다. Swift는 이것을 같은 이름의 다른 메서드로 받아들이고, UIKit은 그것을 부르지 않으므로 안의 코드는 실행되지 않았습니다. UIKit과 똑같이 선언하세요: `\(declaration)`."
    }
    func rulePrepareOnDestination(owner: String, line: Int, source: String) -> String {
        "\(owner)의 `prepare(for:sender:)`(\(line)번째 줄)는 실행되지 않았습니다. UIKit은 세그가 출발하는 화면(여기서는 \(source))의 `prepare(for:sender:)`를 부르고, 도착 화면의 것은 부르지 않습니다. 이 코드를 출발 화면의 `prepare(for:sender:)`로 옮겨 `segue.destination`에 값을 주세요."
    }
    func rulePrepareWithoutSegue(owner: String, line: Int, call: String, callLine: Int) -> String {
        "\(owner)의 `prepare(for:sender:)`(\(line)번째 줄)는 실행되지 않았습니다. UIKit은 세그가 있을 때만 그것을 부르는데, 여기서는 화면이 세그 없이 `\(call)`(\(callLine)번째 줄)로 왔습니다. 그 `\(call)` 전에 보여 줄 컨트롤러에 값을 주세요."
    }
    func ruleShouldPerformAnswered(identifier: String, field: String, text: String, answer: String, line: Int) -> String {
        "shouldPerformSegue(withIdentifier:sender:)에 \"\(identifier)\"에 대해 물었을 때 \(field)에는 \"\(text)\"\(KoreanParticle.form(.subject, after: text)) 들어 있었는데, `return \(answer)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: ")")) false를 돌려주어 세그웨이가 취소되었습니다(true여야 실행됩니다). `\(answer)`\(KoreanParticle.form(.subject, after: answer)) 세그웨이를 물을 때 무엇을 읽는지 따라가 보세요(화면이 로드될 때나 그 뒤가 아니라). \(field)\(KoreanParticle.form(.subject, after: field)) 채워져 있으면 언제나 true여야 합니다."
    }
    func ruleClosureCalledBeforeStored(statement: String, line: Int, closureLine: Int, property: String, givenInMaker: Bool, call: String, callLine: Int, callMethod: String?, keptBy: String?, keptLine: Int?, maker: String?) -> String {
        let kept = keptBy.map { "\(closureLine)번째 줄에서 `\($0)`에 넘겨져 `\(property)`에 보관되는" + (keptLine.map { "(\($0)번째 줄)" } ?? "") } ?? "\(closureLine)번째 줄에서 `\(property)`에 저장되는"
        return "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(kept) 클로저 안에 있고, 그 클로저는 한 번도 실행되지 않았습니다. `\(call)`(\(callLine)번째 줄" + (callMethod.map { ", `\($0)` 안" } ?? "") + ")\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만 그때마다 `\(property)`에 아직 클로저가 없어서 호출이 아무 일도 하지 않았습니다(`?`는 nil에 대한 호출을 건너뜁니다). 클로저는 그 뒤에야 들어갔습니다. "
            + (keptBy == nil && givenInMaker && maker.map(LifecycleCallback.inOrder.contains) == true
               ? "`\(maker ?? "")` 안에서 값을 주는 줄들보다 먼저 클로저를 저장하거나(그 줄들이 저마다 `\(call)`\(KoreanParticle.form(.object, after: call)) 바로 실행합니다), 저장할 때 현재 값으로 한 번 호출되게 하세요."
               : keptBy == nil && LifecycleCallback.contains(maker)
               ? "UIKit은 `\(maker ?? "")`\(KoreanParticle.form(.object, after: maker ?? "")) 화면이 로드될 때, 곧 값을 넘긴 뒤에야 실행합니다. 거기서 클로저를 저장한 바로 뒤에 현재 값을 한 번 보여 주거나(클로저나 화면을 갱신하는 메서드를 직접 부르세요), 값을 넘기기 전에 클로저를 저장하세요."
               : "값을 넘기기 전에 클로저를 먼저 저장하거나(" + ((keptBy ?? (LifecycleCallback.inOrder.contains(maker ?? "") ? nil : maker)).map { "\(KoreanParticle.attach("`\($0)`", .object)) 먼저 호출" } ?? "바인딩을 먼저") + "), 저장할 때 현재 값으로 한 번 호출되게 하세요.")
    }
    /// 콜백 읽기의 조언: 보관된 값을 읽거나, 아무것도 보관하지 않으면 먼저 보관하기.
    private static func unkeptAdvice(_ unkept: (value: String, line: Int)?) -> String {
        guard let unkept else { return "화면이 나타날 때(`viewWillAppear(_:)`에서) 현재 값을 읽고, 클로저는 나중의 변경에만 쓰세요." }
        return "게다가 나중에 읽을 값을 아무것도 보관하지 않습니다: 클로저는 `\(unkept.value)`(\(unkept.line)번째 줄)\(KoreanParticle.form(.object, after: "줄")) 받을 뿐 다른 어디에도 저장되지 않습니다. 값을 보내는 곳에서 화면들보다 오래 사는 저장소(앱 델리게이트의 속성이나 `UserDefaults`)에 저장하고, 화면이 나타날 때(`viewWillAppear(_:)`에서) 거기서 읽으세요."
    }
    func ruleLabelOnlyFromCallback(label: String, owner: String, registration: String, line: Int, method: String, registered: Int, called: Int, unkept: (value: String, line: Int)?) -> String {
        "\(owner)의 `\(label)`\(KoreanParticle.form(.topic, after: label)) `\(registration)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: "록")) 다른 객체에 넘기는 클로저 안에서만 정해지고, 그 객체는 화면이 등록한 뒤 값이 바뀔 때만 그 클로저를 부릅니다. 이번 실행에서 화면 \(registered)개가 등록했고 클로저는 \(called == 0 ? "한 번도 실행되지 않았습니다" : "\(called)번 실행되었습니다"). 값이 보내진 뒤 만든 \(owner)\(KoreanParticle.form(.topic, after: owner)) 불리지 않아 레이블이 스토리보드의 값을 그대로 가집니다. " + Self.unkeptAdvice(unkept)
    }
    func ruleClosureNeverCalled(statement: String, line: Int, method: String, call: String?, stored: String?, closureLine: Int, isTransition: Bool) -> String {
        let holder = stored.map { "`\($0)`에 저장한" } ?? call.map { "`\($0)`에 넘긴" } ?? "만든"
        var sentence = "`\(statement)`(\(line)번째 줄)는 \(closureLine)번째 줄에서 \(holder) 클로저 안에 있는데, 이번 실행에서 그 클로저는 한 번도 실행되지 않았습니다. `\(method)`\(KoreanParticle.form(.subject, after: method)) 클로저를 만들었지만, 클로저 안의 코드는 쓰인 곳이 아니라 그것을 가진 쪽이 부를 때 실행됩니다."
        if let call, ["UIAction", "addAction", "addTarget", "UIBarButtonItem", "UIButton"].contains(call) {
            sentence += " 컨트롤에 더한 액션은 더한 뒤에 컨트롤을 쓸 때 실행됩니다. 탭을 처리하는 도중에 더한 액션은 다음 탭에서야 실행됩니다."
        } else if let stored {
            sentence += " 검사가 실행되는 동안 그 객체의 `\(stored)`\(KoreanParticle.form(.object, after: stored)) 부른 곳이 없었습니다."
        }
        return sentence + (isTransition ? " 화면 전환은 `\(method)`에서 바로 하세요." : " 이 일은 해야 할 곳(`\(method)` 안)에서 하거나, 그때 클로저가 불리게 하세요.")
    }
    func ruleSegueActionNotConnected(method: String, owner: String, line: Int, setter: String, connected: [String], segues: [String]) -> String {
        let which = connected.isEmpty
            ? "스토리보드에서 \(owner) 장면의 어느 세그웨이도 그것을 액션으로 지정하지 않았습니다(세그웨이의 `destinationCreationSelector`, Interface Builder에서 세그웨이를 메서드로 끌어 연결)"
            : "그것을 지정한 세그웨이는 \(connected.map { "\"\($0)\"" }.joined(separator: ", "))뿐인데, 여기서는 그중 어느 것도 실행되지 않았습니다"
        return "`\(setter)`(\(line)번째 줄)는 `@IBSegueAction`인 `\(method)` 안에 있는데, 그 메서드는 실행되지 않았습니다. UIKit은 세그웨이 액션을 그것에 연결된 세그웨이를 실행할 때만 부르는데, \(which)\(segues.isEmpty ? "" : "(장면의 세그웨이: \(segues.map { "\"\($0)\"" }.joined(separator: ", ")))"). 스토리보드에서 세그웨이를 `\(method)`에 연결하거나, 값을 `prepare(for:sender:)`에서 주세요."
    }
    func ruleValueShape(_ shape: ValueShape, statement: String?, line: Int?) -> String {
        let at = statement.map { "(`\($0)`\(line.map { ", \($0)번째 줄" } ?? ""))" } ?? ""
        switch shape {
        case .quoted:
            return "보이는 텍스트는 기대한 텍스트에 따옴표가 붙은 것입니다. 문자열을 Swift 소스나 JSON처럼 적는 것(`debugDescription`, `String(reflecting:)`, JSON으로 인코딩한 문자열을 그대로 읽기)이 만들었습니다\(at). 문자열 자체를 넘기거나 JSON을 디코딩하세요."
        case let .objectDescription(className):
            return "보이는 텍스트는 `\(className)` 객체의 설명(`<\(className): 0x…>`)이지 그것이 담은 텍스트가 아닙니다. 코드가 객체 자체를 텍스트로 바꿨습니다\(at)(`description`, 또는 `\\(…)` 안의 객체). 그 객체의 `.text`를 읽으세요."
        case let .conversionDefault(expected, actual):
            return "숫자가 \(expected)\(KoreanParticle.form(.subject, after: expected)) 아니라 \(actual)로 보입니다. 텍스트에서 숫자로 바꾸는 변환이 nil을 주어 기본값이 들어갔습니다\(at). `Int(…)`와 `Double(…)`는 정확히 그 종류의 숫자가 아닌 텍스트에 nil을 줍니다(`Int(\"5.0\")`도, \"5분\"처럼 단위가 붙은 텍스트도 nil). 텍스트가 아니라 값 자체를 바꾸세요(`Int(stepper.value)`)."
        case let .pointRemoved(expected, actual):
            return "숫자가 \(expected)\(KoreanParticle.form(.subject, after: expected)) 아니라 \(actual)로 보입니다. `Double`의 텍스트에서 소수점을 빼서(\"\(expected).0\"이 \"\(expected)0\"이 됨) 생긴 일입니다\(at). 텍스트를 고치지 말고 숫자를 정수로 바꾸세요(`Int(value)`)."
        }
    }
    func ruleStatementOrder(setter: String, line: Int, name: String, other: String, otherLine: Int, readFirst: Bool, deferred: Bool) -> String {
        if readFirst {
            return "`\(setter)`(\(line)번째 줄)는 `\(other)`(\(otherLine)번째 줄)\(KoreanParticle.form(.subject, after: other)) `\(name)`에 값을 주기 전에 그것을 읽었습니다. 한 줄은 실행될 때 이름이 담은 값을 가져가고, 나중 줄은 이미 넘긴 값을 바꾸지 않습니다. `\(name)`에 먼저 값을 준 다음에 넘기세요."
        }
        let when = deferred ? "이 줄은 메서드가 끝날 때 실행되는 `defer` 안에 있어서, 그때는 이미 " : "그 전에 "
        return "\(when)`\(other)`(\(otherLine)번째 줄)\(KoreanParticle.form(.subject, after: other)) 사용자가 설정한 `\(name)`\(KoreanParticle.form(.object, after: name)) 바꿔 놓아서, `\(setter)`(\(line)번째 줄)는 사용자가 넣은 값이 아니라 그 줄이 넣은 값을 넘겼습니다. 컨트롤을 바꾸기 전에 사용자의 값을 읽으세요(또는 값을 넘긴 뒤에 바꾸세요)."
    }
    func ruleReturnInClosure(returnLine: Int, closure: String, closureLine: Int, method: String, call: String, callLine: Int) -> String {
        "\(returnLine)번째 줄의 `return`은 `\(closure)`에 넘긴 클로저(\(closureLine)번째 줄) 안에 있습니다. 그 `return`은 클로저만 빠져나갈 뿐 `\(method)`\(KoreanParticle.form(.object, after: method)) 끝내지 않으므로, 클로저 뒤에 쓴 `\(call)`(\(callLine)번째 줄)는 그대로 실행되었습니다. 메서드를 멈추려면 메서드 안에서 `guard`/`if`로 검사하세요(목록이라면 `contains(where:)`, `allSatisfy`, 또는 `return`이 메서드를 끝내는 `for` 반복문)."
    }
    func castRoleSentence(_ role: CastRole) -> String { castRole(role) }
    func ruleDefaultsReadValueElsewhere(read: String, line: Int, owner: String, write: String, writer: String, writeLine: Int) -> String {
        "코드는 `\(read)`(\(owner), \(line)번째 줄)로 읽지만 `UserDefaults`에 쓰는 줄은 하나도 없어서 그 읽기는 아무것도 찾지 못합니다. 값은 `\(write)`(\(writer), \(writeLine)번째 줄)에 들어갔는데 그것을 읽는 곳이 없습니다. 값을 간직하는 화면과 보여 주는 화면이 서로 다른 저장소를 씁니다. 간직한 곳(`\(write)`)에서 읽거나, 읽는 곳에 간직하세요."
    }
    func sheetStylePropertyLookalike(statement: String, line: Int, property: String) -> String {
        let does = ["isModalInPresentation": "사용자가 시트를 쓸어내려 닫지 못하게 할 뿐입니다", "modalTransitionStyle": "애니메이션만 정합니다",
                    "definesPresentationContext": "`.currentContext`로 띄울 때 어느 화면을 덮을지만 정합니다"][property] ?? "스타일을 정하지 않습니다"
        return "`\(statement)`(\(line)번째 줄)는 그것을 바꾸지 않습니다. `\(property)`\(KoreanParticle.form(.topic, after: property)) \(does). 스타일은 `modalPresentationStyle`(`.fullScreen`)입니다."
    }
    func ruleInputReadOnlyWhereNotRun(control: String, value: String, step: Int, statement: String, line: Int, condition: String?) -> String {
        "검사는 `\(control)`에 \"\(value)\"\(KoreanParticle.form(.object, after: value)) 넣었는데(단계 \(step)), 코드가 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽는 줄은 이번 검사에서 실행되지 않은 줄뿐입니다. 그 첫 줄은 `\(statement)`(\(line)번째 줄\(condition.map { ", `\($0)` 아래" } ?? ""))입니다. 실행된 경로에서는 넣은 값을 아무것도 전하지 않아, 보인 값은 다른 곳에서 왔습니다. 이 경로에서도 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽으세요(또는 경로가 갈리기 전에 한 번 읽어 모두에 쓰세요)."
    }
    func ruleOwnInstancePerScreen(type: String, shower: String, property: String, line: Int, giver: String, giverProperty: String, giverLine: Int, use: String, useLine: Int) -> String {
        "\(shower)의 `\(property)`(\(line)번째 줄)와 \(giver)의 `\(giverProperty)`(\(giverLine)번째 줄)는 각각 `\(type)()`입니다. 화면이 만들어질 때마다 자기 \(type)\(KoreanParticle.form(.object, after: type)) 만들므로 객체가 둘입니다. `\(use)`(\(useLine)번째 줄)는 \(giver) 자신의 것에 들어갔고 그것은 화면과 함께 사라지며, \(shower)\(KoreanParticle.form(.topic, after: shower)) 값을 받은 적 없는 자기 것을 읽습니다. \(type)\(KoreanParticle.form(.object, after: type)) 하나만 만들어 함께 쓰세요: 두 화면이 같은 인스턴스를 쓰거나(`static let shared = \(type)()`, 또는 앱 델리게이트의 것), 열 때(`prepare(for:sender:)`에서) \(shower)의 `\(property)`\(KoreanParticle.form(.object, after: property)) \(giver)에 넘기세요."
    }
    func ruleControlEventNeverCame(statement: String, line: Int, control: String, event: String, registrationLine: Int) -> String {
        let meanings: [String: String] = [".editingDidEndOnExit": "이 이벤트는 사용자가 키보드의 Return을 누를 때만 옵니다. 입력하면 `.editingChanged`가 오고, 화면을 떠나면 `.editingDidEnd`로 편집이 끝나며 이 이벤트는 오지 않습니다", ".editingDidEnd": "이 이벤트는 필드의 편집이 끝날 때(다른 필드나 키보드의 Return이 초점을 가져갈 때) 옵니다", ".editingChanged": "이 이벤트는 사용자가 입력으로 내용을 바꿀 때마다 옵니다", ".valueChanged": "이 이벤트는 사용자가 컨트롤의 값을 바꿀 때(스위치를 켜고 끄거나 스테퍼를 누를 때) 옵니다. 코드에서 값을 넣으면 이벤트는 오지 않습니다", ".touchUpInside": "이 이벤트는 사용자가 컨트롤을 탭할 때 옵니다", ".primaryActionTriggered": "이 이벤트는 사용자가 컨트롤의 주된 동작을 일으킬 때(탭, 필드의 Return) 옵니다"]
        return "`\(statement)`(\(line)번째 줄)는 `\(control).addAction(_:for: \(event))`(\(registrationLine)번째 줄)로 등록한 동작 안에 있는데, 그 동작은 실행되지 않았습니다. UIKit은 `\(control)`\(KoreanParticle.form(.subject, after: control)) `\(event)`\(KoreanParticle.form(.object, after: event)) 보낼 때만 그것을 실행합니다. "
            + (meanings[event].map { "\($0)." } ?? "이번 검사에서는 그 이벤트가 오지 않았습니다.")
            + " 그 일은 일어나야 할 곳(돌려줄 값이라면 `viewWillDisappear(_:)`)에서 하거나, 사용자가 실제로 일으키는 이벤트에 등록하세요."
    }
    func ruleIterationNeverRan(statement: String, line: Int, call: String, receiver: String?, closureLine: Int, lazy: Bool) -> String {
        let on = receiver.map { "`\($0)`의 " } ?? ""
        if lazy {
            return "`\(statement)`(\(line)번째 줄)는 \(on)`\(call)`에 넘긴 클로저(\(closureLine)번째 줄) 안에 있는데, 그 클로저는 실행되지 않았습니다. `lazy` 시퀀스에서 `\(call)`\(KoreanParticle.form(.topic, after: call)) 클로저를 기록만 하고, 결과의 요소를 읽을 때 실행합니다. 아무도 읽지 않았습니다(`_ =`로 버린 결과는 읽히지 않습니다). 일을 바로 하거나, `lazy`가 아닌 반복문을 쓰세요."
        }
        return "`\(statement)`(\(line)번째 줄)는 \(on)`\(call)`에 넘긴 클로저(\(closureLine)번째 줄) 안에 있는데, 그 클로저는 실행되지 않았습니다. `\(call)`\(KoreanParticle.form(.topic, after: call)) 있는 값마다(옵셔널 안의 값, 컬렉션의 각 요소) 클로저를 한 번씩 부르는데, 여기에는 값이 없었습니다. 옵셔널이 nil이었거나 컬렉션이 비어 있었습니다. 클로저가 아니라 그때 `\(receiver ?? call)`\(KoreanParticle.form(.subject, after: receiver ?? call)) 무엇을 담고 있었는지 보세요."
    }
    func ruleCapturedLocal(local: String, value: String, method: String, line: Int, use: String, useLine: Int, runs: Int, made: Int) -> String {
        "`\(use)`(\(useLine)번째 줄)는 `\(method)`에서 만든 클로저 안에 있고, `\(method)`\(KoreanParticle.form(.subject, after: method)) 한 번 구해 둔 지역 상수 `\(local)`\(KoreanParticle.form(.object, after: local)) 읽습니다(\(line)번째 줄: `\(local) = \(value)`). 클로저는 그 복사본을 간직합니다. 여기서 클로저는 \(runs)번 실행되었지만 `\(method)`\(KoreanParticle.form(.topic, after: method)) \(made)번뿐이라, 나중의 실행은 모두 지금 값이 아니라 클로저를 만든 순간의 값을 주었습니다. `\(value)`\(KoreanParticle.form(.object, after: value)) 클로저 안에서, 실행될 때마다 읽으세요."
    }
    func ruleCaptureListProperty(property: String, method: String?, line: Int, use: String, useLine: Int, write: String, writeFile: String, writeLine: Int) -> String {
        let when = method.map { "클로저가 `\($0)`에서 만들어질 때 한 번" } ?? "클로저가 만들어질 때 한 번"
        return "캡처 목록(\(line)번째 줄)의 `\(property)`\(KoreanParticle.form(.topic, after: property)) \(when) 프로퍼티 값을 복사하고, 클로저는 그 복사본을 간직합니다. `\(use)`(\(useLine)번째 줄)는 실행될 때마다 그 복사본을 읽으므로, 나중에 \(writeFile) \(writeLine)번째 줄(`\(write)`)에서 쓴 값을 보지 못합니다. `\(property)`\(KoreanParticle.form(.object, after: property)) 캡처 목록에서 빼고, 클로저가 실행될 때 그 안에서 `self?.\(property)`\(KoreanParticle.form(.object, after: "self?.\(property)")) 읽으세요."
    }
    func ruleCaptureListSnapshot(capture: String, method: String?, line: Int, use: String, useLine: Int) -> String {
        let when = method.map { "클로저를 만들 때, 여기서는 사용자가 입력하기 전인 `\($0)`에서" } ?? "클로저를 만들 때, 객체와 함께, 사용자가 입력하기 전에"
        return "`[\(capture)]`(\(line)번째 줄)는 캡처 목록입니다. \(when) 한 번 읽히고, 클로저는 그 복사본을 간직합니다. `\(use)`(\(useLine)번째 줄)는 클로저가 실행될 때마다 그 옛 복사본을 줍니다. 캡처 목록이 아니라 클로저 안에서, 실행될 때 컨트롤을 읽으세요(`self`를 통해)."
    }
    func ruleControlReadAtLoad(statement: String, method: String, line: Int, read: String, outlet: String, setter: String, setterLine: Int) -> String {
        let when = method.hasPrefix("init") ? "화면이 만들어질 때" : "화면이 로드될 때"
        return "`\(statement)`(\(line)번째 줄, `\(method)`)는 \(when), 이 검사에서 사용자가 `\(outlet)`\(KoreanParticle.form(.object, after: outlet)) 바꾸기 전에 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽고, 다른 코드는 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽지 않습니다. 그래서 `\(setter)`(\(setterLine)번째 줄)에 이르는 값은 사용자가 고른 값이 아니라 그때 컨트롤이 가졌던 값입니다. 값을 보내는 곳(`prepare(for:sender:)`나 액션)에서 컨트롤을 읽거나, 컨트롤이 바뀔 때마다 다시 저장하세요."
    }
    func ruleCaptureListNilOutlet(outlet: String, method: String, line: Int, use: String, useLine: Int) -> String {
        "`[\(outlet)]`(`\(method)` 안 \(line)번째 줄)는 클로저를 만들 때의 아웃렛 `\(outlet)`\(KoreanParticle.form(.object, after: outlet)) 캡처하는데, 그때는 뷰가 아직 로드되지 않았습니다. 아웃렛은 뷰가 로드될 때까지 nil이므로 클로저는 nil을 계속 간직하고, `\(use)`(\(useLine)번째 줄)는 아무 일도 하지 않습니다. `[weak self]`를 캡처하고 클로저가 실행될 때 아웃렛에 닿거나(`self?.\(outlet)`), 클로저를 `viewDidLoad()`에서 만드세요."
    }
    func ruleOutletReplaced(outlet: String, statement: String, owner: String, method: String, line: Int, type: String, added: Bool) -> String {
        let where_ = added ? "화면 위에 하나 더 얹은 뷰이지, 스토리보드의 것이 아닙니다" : "그것을 뷰에 넣는 줄이 없어 화면에 나오지도 않습니다"
        return "`\(statement)`(\(owner)의 `\(method)` 안 \(line)번째 줄)는 아웃렛을 바꿔 버렸습니다. 그 줄부터 `\(outlet)`\(KoreanParticle.form(.topic, after: outlet)) 코드로 새로 만든 \(type)를 가리킵니다(\(where_)). 스토리보드가 연결한 것은 그대로 화면에 남아 있고, 사용자가 보고 쓰는 것도 그것입니다. 그 뒤 코드가 `\(outlet)`에 주는 것은 새것으로 갑니다. 스토리보드가 연결한 아웃렛을 그대로 두고, 새로 만들지 말고 그 속성(`\(outlet).font = …`)을 바꾸세요."
    }
    func ruleLoadViewWithoutSuper(owner: String, line: Int, outlet: String, crashLine: Int?) -> String {
        let crash = crashLine.map { "(\($0)번째 줄이 그것을 읽다가 멈춥니다)" } ?? ""
        return "\(owner)는 `loadView()`(\(line)번째 줄)를 재정의하면서 `super.loadView()`를 부르지 않습니다. 스토리보드 화면의 뷰를 불러오고 아웃렛을 연결하는 것은 UIKit의 `loadView()`입니다. 그것을 대신하면 아웃렛은 nil로 남습니다. `\(outlet)`도 nil입니다\(crash). 코드로 만드는 뷰는 `viewDidLoad()`에서 만들거나(그때는 스토리보드의 뷰가 있습니다), 먼저 `super.loadView()`를 부르세요."
    }
    func ruleStaticDispatch(method: String, owner: String, line: Int, protocolName: String, defaultLine: Int, call: String, callFile: String, callLine: Int) -> String {
        "이번 실행에서 \(owner)의 `\(method)`(\(line)번째 줄)는 한 번도 실행되지 않았습니다. `\(call)`(\(callFile) \(callLine)번째 줄)는 실행되었지만, 실행된 것은 `\(protocolName)` 확장의 `\(method)`(\(defaultLine)번째 줄)였습니다. `\(method)`는 프로토콜 `\(protocolName)` 본문에 선언되지 않고 확장에만 있어서, 프로토콜 타입을 통한 호출은 객체가 아니라 코드에 적힌 타입을 보고 그 메서드를 고릅니다(정적 디스패치). 프로토콜 본문에 선언하세요(`protocol \(protocolName) { func … }`). 그러면 각 타입의 메서드가 실행됩니다."
    }
    func ruleNumberWrittenByHelper(shown: String, wanted: String, call: String, line: Int, function: String, functionLine: Int, argument: String) -> String {
        "숫자 주변의 글자는 맞지만, 숫자 부분이 \"\(wanted)\"가 아니라 \"\(shown)\"입니다. `\(call)`(\(line)번째 줄)이 그 부분을 쓰는데, 직접 만든 `\(function)`(\(functionLine)번째 줄)이 값을 자기 방식으로 바꿉니다. 검사가 보여 주는 대로 숫자를 넣거나(정수는 `\\(Int(\(argument)))`), `\(function)`\(KoreanParticle.form(.subject, after: function)) 그렇게 쓰게 하세요."
    }
    func ruleStaticDispatchInExtension(member: String, owner: String, line: Int, protocolName: String, defaultLine: Int, user: String, userLine: Int, isProperty: Bool) -> String {
        let declaration = CodeShown.requirement(member, isProperty: isProperty)
        return "이번 실행에서 `\(protocolName)` 확장의 `\(user)`(\(userLine)번째 줄)가 실행되었고, 그 안에서 `\(member)`\(KoreanParticle.form(.object, after: member)) 씁니다. 프로토콜 확장 안에서 `\(member)`\(KoreanParticle.form(.topic, after: member)) \(owner)의 것(\(line)번째 줄)이 아니라 확장 자신의 것(\(defaultLine)번째 줄)입니다. `\(member)`\(KoreanParticle.form(.topic, after: member)) 프로토콜 `\(protocolName)` 본문에 선언되지 않고 확장에만 있어서, Swift는 객체가 아니라 코드에 적힌 타입을 보고 고릅니다(정적 디스패치). 그래서 \(owner)의 `\(member)`\(KoreanParticle.form(.topic, after: member)) 거기서 쓰이지 않습니다. 프로토콜 본문에 선언해(`protocol \(protocolName) { \(declaration) }`) 각 타입의 것이 쓰이게 하거나, 결정을 내리는 곳에서 \(owner)의 `\(member)`\(KoreanParticle.form(.object, after: member)) 직접 쓰세요."
    }
    func ruleProtocolDefaultRan(method: String, owner: String, line: Int, protocolName: String, requirement: String, defaultLine: Int, labelsDiffer: Bool, nameDiffers: Bool) -> String {
        "`\(owner)`의 `\(method)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 한 번도 실행되지 않았습니다. 프로토콜 `\(protocolName)`\(KoreanParticle.form(.topic, after: protocolName)) `\(requirement)`\(KoreanParticle.form(.object, after: requirement)) 요구하는데, \(nameDiffers ? "이름이 다른 메서드는" : (labelsDiffer ? "인자 레이블" : "매개변수 타입") + "이 다른 메서드는") 그 요구를 채우지 못합니다. 그래서 모든 호출이 프로토콜 익스텐션에 쓴 기본 구현(\(defaultLine)번째 줄)으로 갔고, 그것이 대신 실행되었습니다. 메서드를 프로토콜이 선언한 그대로(`\(requirement)`) 쓰거나, 기본 구현을 지워서 클래스가 프로토콜을 채우지 못하면 Swift가 알려 주게 하세요."
    }
    func ruleStaticScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String {
        "`\(holder)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: ")")) `static` 프로퍼티라 한 번 만들어지고 앱이 실행되는 동안 \(className)\(KoreanParticle.form(.object, after: className)) 계속 붙잡습니다. 그래서 그것으로 보여 준 화면(`\(use)`, \(useLine)번째 줄)은 떠난 뒤에도 해제되지 않고, 보여 줄 때마다 같은 화면이 다시 나옵니다. 보여 줄 때마다 새 화면을 만들고(액션에서 `instantiateViewController(withIdentifier:)`), 화면을 `static`에 두지 마세요."
    }
    func ruleGlobalScreen(holder: String, line: Int, className: String, use: String, useLine: Int) -> String {
        "`\(holder)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: ")")) 어떤 타입에도 속하지 않고 파일의 맨 위 수준에 선언된 전역 값입니다. 처음 읽힐 때 한 번 만들어지고 앱이 실행되는 동안 계속 남습니다. 그래서 그것이 붙잡은 \(className)\(KoreanParticle.form(.topic, after: className)) `\(use)`(\(useLine)번째 줄)로 넣거나 보여 준 뒤 떠나도 해제되지 않고, 보여 줄 때마다 같은 화면이 다시 나옵니다(`viewDidLoad`도 다시 실행되지 않습니다). 보여 줄 때마다 액션 안의 지역 상수로 새 화면을 만들고(`let screen = storyboard?.instantiateViewController(withIdentifier:)`), 화면을 전역 값에 두지 마세요."
    }
    func ruleNeverAssignedStaticWritten(property: String, owner: String, write: String, file: String, line: Int) -> String {
        "코드 어디에서도 `\(property)`에 값을 넣지 않아, 선언할 때의 값을 그대로 가집니다. 값은 대신 `\(write)`(\(file) \(line)번째 줄)로 갑니다. 이것은 `static` 프로퍼티라 화면에 있는 \(owner) 인스턴스가 아니라 \(owner) 타입 자체의 것이고, 화면은 자기 `\(property)`\(KoreanParticle.form(.object, after: property)) 보여 줍니다. 화면 인스턴스에 값을 주거나(`screen.\(property) = …`), 타입 프로퍼티를 보여 주세요(`Self.…`)."
    }
    func ruleTypingRefused(typed: String, step: Int, owner: String, line: Int, refused: [String], keptCount: Int?) -> String {
        let which = refused.map { "\"\($0)\"" }.joined(separator: ", ")
        let head = "검사가 텍스트 필드에 \"\(typed)\"\(KoreanParticle.form(.object, after: typed)) 입력하는 동안(\(step + 1)단계), \(owner)의 `textField(_:shouldChangeCharactersIn:replacementString:)`\(line > 0 ? "(\(line)번째 줄)" : "")\(KoreanParticle.form(.topic, after: ")")) \(which)에 false를 돌려주었습니다. 그러면 UIKit은 필드를 그대로 두므로 그 글자는 들어가지 못했고, 값에 빠졌습니다."
        if let kept = keptCount {
            return head + " 처음 \(kept)글자는 받아들이고 그 뒤의 글자는 모두 거절했습니다. 한 글자 일찍 멈추는 길이 제한입니다(`<=`를 뜻했는데 `<`를 썼거나, 새 글자를 넣기 전의 길이를 셌습니다). 이번 편집 뒤의 길이를 제한과 비교하세요."
        }
        return head + " 값에 들어갈 수 있는 글자는 모두 받아들이고(이메일에는 \"@\"와 \".\"가 있습니다), 뜻한 것만 거절하세요. false를 돌려주는 조건을 읽어 보세요."
    }
    func ruleProjectedValue(statement: String, line: Int, property: String, wrapper: String, declaredLine: Int) -> String {
        "`\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: ")")) `@\(wrapper)` 래퍼(\(declaredLine)번째 줄)의 투영 값 `$\(property)`\(KoreanParticle.form(.object, after: property)) 넘깁니다. 앞에 `$`를 붙이면 Swift는 저장된 값이 아니라 래퍼의 `projectedValue`가 돌려주는 것을 줍니다. 값 자체를 넘기려면 `$` 없이 `\(property)`\(KoreanParticle.form(.object, after: property)) 쓰세요."
    }
    func ruleStaticProperty(assignment: String, line: Int, className: String, property: String, collection: Bool) -> String {
        "`\(assignment)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(className)\(KoreanParticle.form(.object, after: className)) `static` 프로퍼티 `\(property)`에 둡니다. `static`은 앱이 살아 있는 동안 계속 있고 받은 것을 강하게 붙잡으므로, \(className)\(KoreanParticle.form(.topic, after: className)) 화면을 떠난 뒤에도 해제되지 않습니다. " + (collection ? "화면이 사라질 때 그 항목을 지우세요(또는 화면을 거기에 두지 마세요)." : "`weak static var`로 선언하거나, 화면이 사라질 때(`viewDidDisappear(_:)`에서) nil로 바꾸세요.")
    }
    func ruleStaticHolder(assignment: String, line: Int, className: String, holder: String, member: String, collection: Bool) -> String {
        "`\(assignment)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(className)\(KoreanParticle.form(.object, after: className)) `\(holder)`에 넘깁니다. 그것은 `static` 프로퍼티로 닿는 객체라서 앱이 끝날 때까지 살아 있고, 그 `\(member)`\(KoreanParticle.form(.subject, after: member)) \(className)\(KoreanParticle.form(.object, after: className)) 강하게 붙잡으므로, 화면에서 사라진 뒤에도 해제되지 않습니다. " + (collection ? "화면이 사라질 때 그 항목을 지우세요(또는 화면을 그 안에 두지 마세요)." : "`weak var \(member)`로 선언하거나, 화면이 사라질 때 nil을 넣으세요.")
    }
    func ruleRootReplaced(assignment: String, line: Int, method: String, expected: String?, shown: String?, goingBack: Bool) -> String {
        let head = "`\(assignment)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 윈도의 루트를 바꿨습니다. 그 자리에 있던 화면은 모두 한꺼번에 버려지고, 보이는 것은 새로 만든 루트\(shown.map { "(\(observed($0)))" } ?? "")입니다"
        return goingBack
            ? head + "\(expected.map { ". 사용자가 떠나온 \($0)\(KoreanParticle.form(.topic, after: $0)) 다시 보이지 않습니다" } ?? ""). 돌아가려면 위에 올린 화면을 닫으세요: 띄운 화면은 `dismiss(animated:)`, 푸시한 화면은 `popViewController(animated:)`."
            : head + ". 화면들 위에 올라간 것이 아니라 그 자리를 대신했습니다\(expected.map { "(검사는 \($0)\(KoreanParticle.form(.object, after: $0)) 기대합니다)" } ?? ""). 윈도의 루트는 실행할 때 한 번 정합니다. 다음 화면은 지금 보이는 화면에서 띄우거나(`present(_:animated:)`) 푸시하세요(`navigationController?.pushViewController(_:animated:)`)."
    }
    func ruleNotificationUnobserved(post: String, line: Int, method: String, observerClass: String, observerMethod: String, observeLine: Int, handler: String, registeredLater: Bool) -> String {
        "`\(post)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 아무도 관찰하기 전에 실행되었습니다. \(observerClass)\(KoreanParticle.form(.topic, after: observerClass)) `\(observerMethod)`(\(observeLine)번째 줄)에서 옵저버를 추가하는데, 그 메서드는 \(registeredLater ? "그 뒤에야 실행되었습니다" : "이번 검사에서 한 번도 실행되지 않았습니다"). 알림은 보내는 순간에 등록된 옵저버에게만 가므로 `\(handler)`\(KoreanParticle.form(.topic, after: handler)) 한 번도 실행되지 않았습니다. 화면을 보여 주기 전에 값을 직접 넘기거나(푸시 전에 프로퍼티를 정하거나 `prepare(for:sender:)`에서), 화면이 읽는 저장소에 두세요."
    }
    func unwrapReadAfterTransition(call: String, line: Int) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 이미 화면을 바꾼 뒤에 화면을 읽었기 때문입니다. 찾는 화면은 더 이상 그 자리에 없습니다. 화면을 먼저 찾아 값을 넘긴 다음에 화면을 바꾸세요"
    }
    func ruleAnyCastMismatch(setter: String, line: Int, key: String, stored: String, storedType: String, cast: String, fallback: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, `\(key)`에 저장된 값은 `\(stored)`, 곧 `\(storedType)`입니다. `Any`로 담긴 값은 자기 타입으로만 캐스팅되므로 `as? \(cast)`\(KoreanParticle.form(.topic, after: cast)) nil을 주었고, 그 자리에 `?? \(fallback)`\(KoreanParticle.form(.subject, after: fallback)) 들어갔습니다. 값을 `\(cast)`\(KoreanParticle.form(.direction, after: cast)) 저장하거나, `\(storedType)`\(KoreanParticle.form(.direction, after: storedType)) 캐스팅한 뒤 변환하세요."
    }
    func ruleEnumNoCase(call: String, line: Int, method: String, value: String, enumName: String, rawValues: [String]) -> String {
        "`\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 식별자 \"\(value)\"를 만났는데, `\(enumName)`의 어떤 케이스도 그것을 원시값으로 갖지 않습니다(케이스의 원시값: \(rawValues.map { "\"\($0)\"" }.joined(separator: ", "))). 그래서 nil이 되었고, 코드는 맞는 케이스가 없는 것처럼 진행했습니다. 케이스의 원시값은 스토리보드의 식별자와 글자 하나까지 같아야 합니다: `case … = \"\(value)\"`."
    }
    func ruleGateReturnedTrue(call: String, callLine: Int, test: String, testLine: Int, method: String, returnLine: Int, branch: String?) -> String {
        "`\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 검사 `\(test)`(\(testLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 참이어서 실행되었습니다. `\(method)`\(KoreanParticle.form(.subject, after: method)) \(returnLine)번째 줄\(branch.map { "(`\($0)` 갈래)" } ?? "")에서 `true`를 돌려주었는데, 그 경로는 사용자가 입력한 것을 보지 않고 `true`라고 답합니다. 그 경로에서도 입력을 검사하거나, 이 경우에 따로 갈래를 주세요."
    }
    func ruleStructParameterCopy(call: String, line: Int, function: String, argument: String, type: String, change: String, changeLine: Int) -> String {
        "`\(call)`(\(line)번째 줄)는 실행되었지만 바꾼 것이 `\(argument)`에 닿지 않았습니다. `\(type)`\(KoreanParticle.form(.topic, after: type)) 구조체, 곧 값이라서 `\(function)`\(KoreanParticle.form(.topic, after: "`")) 자기 사본을 받았고, `\(change)`(\(changeLine)번째 줄)는 그 사본만 바꿨습니다. `\(argument)`\(KoreanParticle.form(.topic, after: argument)) 원래 값을 그대로 가졌고, 코드는 그 뒤에 그것을 썼습니다. 바꾼 값을 돌려받아 쓰거나(`var \(argument)`로 두고 `\(argument) = …(\(argument))`), 매개변수를 `inout`으로 하고 `&\(argument)`를 넘기거나, `\(type)`\(KoreanParticle.form(.object, after: type)) 클래스로 만드세요."
    }
    func ruleMutatedStackCopy(call: String, line: Int, local: String, source: String, bindingLine: Int, navigation: String) -> String {
        "`\(call)`(\(line)번째 줄)이 실행되었지만 `\(local)`\(KoreanParticle.form(.topic, after: local)) \(bindingLine)번째 줄에서 만든 `\(source)`의 복사본입니다. 배열은 값이라 바뀐 것은 복사본뿐이고, 내비게이션 컨트롤러의 스택에는 모든 화면이 그대로 남았습니다(아무 화면도 빠지거나 들어오지 않았습니다). 바꾼 배열을 `\(navigation).setViewControllers(\(local), animated: true)`로 돌려주거나, 내비게이션 컨트롤러를 통해 직접 스택을 바꾸세요(`\(navigation).popViewController(animated: true)`)."
    }
    func ruleMutatedParameter(call: String, line: Int, function: String, parameter: String, property: String, mutation: String, mutationLine: Int) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, `\(function)`\(KoreanParticle.form(.topic, after: function)) `\(property)`의 복사본을 받았습니다. 배열은 값이라서 `\(mutation)`(\(mutationLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 바꾼 것은 함수의 복사본인 `\(parameter)`이고, `\(property)` 자체는 모든 원소를 그대로 가지고 있었습니다. `\(property)`\(KoreanParticle.form(.object, after: property)) 직접 바꾸거나(`\(property).removeAll { … }`), 매개변수를 `inout`으로 만들고 `&\(property)`\(KoreanParticle.form(.object, after: property)) 넘기세요."
    }
    func ruleStackReplaced(call: String, line: Int, method: String, expected: String?, shown: String?) -> String {
        "`\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 내비게이션 스택 전체를 그 자리에서 만든 화면\(shown.map { "(\(observed($0)))" } ?? "")으로 바꿨습니다. 스택에 있던 화면은 버려집니다\(expected.map { "(사용자가 떠나온 \($0)도 포함)" } ?? ""). 돌아가려면 맨 위 화면을 빼세요: `navigationController?.popViewController(animated: true)`."
    }
    func unwrapChildOfDestination(method: String, returned: String, destination: String) -> String {
        "`\(method)`\(KoreanParticle.form(.topic, after: method)) `\(returned)`\(KoreanParticle.form(.object, after: returned)) 돌려주는데, 목적지 \(destination)\(KoreanParticle.form(.topic, after: destination)) 내비게이션 컨트롤러가 아니라서 자식 화면이 없으므로 그 값은 nil입니다. `segue.destination` 자체를 캐스팅하세요"
    }
    func conditionTextCaseOnly(value: String, call: String, literal: String) -> String {
        " `\(call)`는 글자 하나하나를 그대로 비교합니다. \"\(literal)\"와 \"\(value)\"는 대소문자가 달라서 그 검사는 한 번도 참이 되지 않았습니다. 스토리보드에 있는 대로 대소문자까지 똑같이 쓰세요(또는 `lowercased()`로 바꾼 글자끼리 비교하세요)."
    }
    func unwrapDictionaryHasNoKey(dictionary: String, key: String, keys: [String], near: String?) -> String {
        let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let advice = near.map { near in near.lowercased() == key.lowercased()
            ? " \"\(near)\"와는 대소문자만 다른데, 딕셔너리의 키는 글자 하나하나가 같아야 찾습니다. \"\(near)\"로 찾으세요"
            : " \"\(near)\"와 철자가 다릅니다. \"\(near)\"로 찾으세요" } ?? " 있는 키로 찾거나 이 키를 넣으세요"
        return "`\(dictionary)`에는 키 \"\(key)\"가 없어서 `\(dictionary)[\"\(key)\"]`는 nil입니다. 키는 \(list)뿐입니다.\(advice)"
    }
    func conditionInputNeverRead(control: String, text: String, step: Int, read: String, condition: String) -> String {
        " 검사는 \(step)단계에서 `\(control)`에 \"\(text)\"를 입력했지만, 코드 어디에서도 `\(read)`를 읽지 않습니다. 그래서 `\(condition)`가 검사하는 값은 사용자가 입력한 것을 알지 못합니다. 검사에 필요한 곳에서 `\(read)`를 읽으세요(검사하기 전에 검사가 읽는 값에 옮겨 두세요)."
    }
    func unwrapDynamicWriterNeverRan(name: String, owner: String, statement: String, line: Int, through: String, condition: String?, conditionLine: Int?,
                                     receiver: String?, object: String?) -> String {
        var text = "\(owner)의 `\(name)`에 값을 주는 유일한 줄 `\(statement)`(\(line)번째 줄, `\(through)`\(KoreanParticle.form(.object, after: through)) 통해)\(KoreanParticle.form(.topic, after: statement)) 한 번도 실행되지 않았습니다"
        if let condition, let conditionLine { text += ". `\(condition)` 검사(\(conditionLine)번째 줄)가 그 줄을 막았습니다" }
        if let receiver, let object {
            text += ". `\(receiver)`\(KoreanParticle.form(.topic, after: receiver)) `\(owner)`\(KoreanParticle.form(.subject, after: owner)) 아니라 \(object)\(KoreanParticle.form(.was, after: object))고, 그것에는 `\(name)`\(KoreanParticle.form(.subject, after: name)) 없어 그 셀렉터에 응답하지 않으므로, 그 값을 가진 화면에는 호출이 가지 않습니다"
            text += object.hasPrefix("UINavigationController")
                ? ". 그 화면은 내비게이션 컨트롤러 안에 있으니 `(\(receiver) as? UINavigationController)?.topViewController as? \(owner)`에 보내세요"
                : ". `\(owner)` 자신에게 보내세요"
        }
        return text
    }
    func unwrapNeverGiven(name: String, owner: String, through: [Int]) -> String {
        "코드 어디에서도 \(owner)의 `\(name)`에 값을 주지 않아서 아직 nil이기 때문입니다" + (through.isEmpty ? "" : "(\(through.map(String.init).joined(separator: ", "))번째 줄은 `\(name)?.…`처럼 그것을 거쳐 갈 뿐이고, 옵셔널 체이닝은 nil이면 아무것도 하지 않습니다)") + ". 필요해지기 전에 객체를 만들어 주세요(`\(name) = …`)"
    }
    func ruleComputedThroughNil(property: String, getter: String, link: String, owner: String, through: [Int]) -> String {
        "`\(property)`는 계산 프로퍼티(`\(getter)`)인데, 코드 어디에서도 \(owner)의 `\(link)`에 값을 주지 않습니다. 그래서 nil이고, 게터는 기본값을 돌려줍니다." + (through.isEmpty ? "" : " \(through.map(String.init).joined(separator: ", "))번째 줄은 `\(link)?.…`처럼 그것을 거쳐 갈 뿐이고, 옵셔널 체이닝은 nil이면 아무것도 하지 않습니다.") + " 값이 그것을 거쳐 가기 전에 객체를 만들어 주세요(`\(link) = …`)."
    }
    func conditionGivenOnlyWhereNotRun(read: String, property: String, initial: String?, line: Int, writer: String) -> String {
        let via = read == property ? "`\(property)`\(KoreanParticle.form(.topic, after: property))" : "`\(read)`\(KoreanParticle.form(.topic, after: read)) `\(property)`\(KoreanParticle.form(.object, after: property)) 읽는데, 그 값은"
        return " \(via) \(line)번째 줄, `\(writer)` 안에서만 주어집니다. 그 메서드는 이 검사 전에 실행되지 않았으므로 값은 처음 값\(initial.map { " `\($0)`" } ?? "") 그대로였습니다. 검사가 필요로 하는 곳, 곧 이 메서드 안에서 검사 전에 입력을 넣으세요."
    }
    func conditionStartValueStillHeld(property: String, initial: String, line: Int, changeLine: Int, isNow: Bool) -> String {
        " `\(property)`에는 아직 처음 값 `\(initial)`(\(line)번째 줄)이 들어 있었습니다\(isNow ? ". 객체가 만들어진 순간이므로 검사는 (거의) 지금부터 잰 셈입니다" : ""). 그 값을 바꾸는 줄(\(changeLine)번째 줄)은 이 검사 전에 한 번도 실행되지 않았습니다. 처음 한 번은 통과하는 값으로 시작하거나\(isNow ? "(시각이라면 `.distantPast`)" : ""), 검사 전에 바꾸세요."
    }
    func ruleDictionaryKeyCase(dictionary: String, key: String, identifier: String, lookup: String, line: Int) -> String {
        "`\(lookup)`(\(line)번째 줄)는 세그웨이의 식별자 \"\(identifier)\"로 찾지만, `\(dictionary)`의 키는 \"\(key)\"입니다. 딕셔너리는 대소문자까지 글자 하나하나가 같은 키만 찾으므로 nil이 나오고, 키가 없을 때 하는 코드가 대신 결정했습니다. 스토리보드의 식별자 철자 그대로 키를 쓰세요: \"\(identifier)\"."
    }
    func conditionUnwrapNil(reason: String) -> String {
        " 멈춘 곳은 옵셔널 바인딩이었고, nil이었던 까닭: \(reason)."
    }
    func ruleNotificationObserverRemoved(post: String, line: Int, method: String, observerClass: String, removal: String, removalLine: Int, removalMethod: String, step: Int, handler: String) -> String {
        "`\(post)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) \(observerClass)\(KoreanParticle.form(.subject, after: observerClass)) 관찰을 멈춘 뒤에 실행되었습니다. `\(removal)`(\(removalLine)번째 줄, `\(removalMethod)` 안)\(KoreanParticle.form(.subject, after: "줄")) 다른 화면이 그 화면을 덮은 \(step)단계에 실행되어, 알림을 관찰하는 것이 없었고 `\(handler)`\(KoreanParticle.form(.topic, after: handler)) 한 번도 실행되지 않았습니다. 자기가 띄운 화면에게서 값을 받아야 하는 화면은 가려질 때 관찰을 멈추면 안 됩니다. 값을 직접 돌려주거나(내비게이션 스택, 델리게이트, 클로저), 관찰은 `deinit`에서만 멈추세요."
    }
    func ruleFormatSpecifierMismatch(setter: String, line: Int, specifier: String, argument: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `Double`인 `\(argument)`\(KoreanParticle.form(.object, after: argument)) 정수를 읽는 `\(specifier)`에 넘깁니다. `String(format:)`은 값을 변환하지 않으므로 찍힌 숫자는 그 값이 아닙니다(여기서는 0). 먼저 변환하거나(`\(specifier)`에는 `Int(\(argument))`), `Double`에는 `%.0f`를 쓰거나, `\"\\(Int(\(argument)))…\"`로 쓰세요."
    }
    func ruleWeakGivenNewObject(assignment: String, line: Int, member: String, owner: String, declaredLine: Int, made: String, local: String?, method: String) -> String {
        "`\(assignment)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) \(owner)\(KoreanParticle.form(.subject, after: owner)) `weak`로 선언한\(declaredLine > 0 ? "(\(declaredLine)번째 줄)" : "") `\(member)`에 새로 만든 \(made)\(KoreanParticle.form(.object, after: made)) 넣는데, 그 객체를 붙잡는 다른 것이 없습니다\(local.map { "(지역 상수 `\($0)`만 붙잡습니다)" } ?? ""). 약한 참조는 객체를 살려 두지 않으므로 \(made)\(KoreanParticle.form(.topic, after: made)) `\(method)`\(KoreanParticle.form(.subject, after: method)) 끝나자마자 해제되고 `\(member)`\(KoreanParticle.form(.topic, after: member)) nil이 됩니다. 그 뒤로 그것을 거친 호출은 아무 일도 하지 않습니다. \(made)\(KoreanParticle.form(.object, after: made)) 만든 화면의 강한 프로퍼티에 두거나, 그 화면 자신을 `\(member)`\(KoreanParticle.form(.direction, after: member)) 삼으세요."
    }
    func ruleHelperLinkNil(action: String, call: String, callLine: Int, transition: String, transitionLine: Int, helperClass: String, link: String, holder: String, madeLine: Int, owner: String, givenOwner: String?, givenLine: Int?) -> String {
        let why = givenOwner.map { "\(owner)의 `\(holder)`\(KoreanParticle.form(.topic, after: holder)) 자기가 새로 만든 \(helperClass)(\(madeLine)번째 줄)이고, `\(link)`\(KoreanParticle.form(.object, after: link)) 받은 것은 \($0)의 \(helperClass)뿐이기(\(givenLine ?? 0)번째 줄) 때문입니다. 하나가 아니라 두 객체입니다" }
            ?? "코드 어디에서도 `\(link)`에 값을 주지 않기 때문입니다"
        return "\(action)\(KoreanParticle.form(.topic, after: action)) `\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.object, after: "줄")) 실행했지만 화면은 바뀌지 않았습니다. \(helperClass)의 `\(transition)`(\(transitionLine)번째 줄)에는 `\(link)`\(KoreanParticle.form(.subject, after: link)) 필요한데, `\(link)`\(KoreanParticle.form(.topic, after: link)) nil이었습니다. \(why). 이 화면이 쓰는 \(helperClass)에 `\(link)`\(KoreanParticle.form(.object, after: link)) 주거나(또는 화면끼리 \(helperClass) 하나를 함께 쓰거나), 화면 자신이 전환하세요."
    }
    func ruleTwoInstances(write: String, writeLine: Int, writer: String, writerHolder: String, writerLine: Int, reader: String, readerHolder: String, readerLine: Int, type: String) -> String {
        "`\(write)`(\(writeLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(writer)의 `\(writerHolder)`, 곧 \(writer)\(KoreanParticle.form(.subject, after: writer)) 스스로 만든 \(type)(\(writerLine)번째 줄)에 씁니다. 그런데 \(reader)\(KoreanParticle.form(.topic, after: reader)) 자기의 `\(readerHolder)`, 곧 다른 \(type)(\(readerLine)번째 줄)를 읽습니다. 두 객체라서 한쪽이 가진 것을 다른 쪽은 보지 못합니다. \(type) 하나를 넘겨주거나(예: `prepare(for:sender:)`에서 `destination.\(writerHolder) = \(readerHolder)`), 하나를 함께 쓰세요."
    }
    func ruleLinkNeverGiven(setter: String, line: Int, method: String, link: String, owner: String, declaredLine: Int, other: String?, otherLine: Int?) -> String {
        "`\(setter)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, 그때 `\(link)`\(KoreanParticle.form(.topic, after: link)) nil이었습니다. 코드 어디에서도 \(owner)의 `\(link)`(\(declaredLine)번째 줄)에 값을 주지 않으므로\(other.map { "(`\($0)`(\(otherLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 다른 화면의 것에 줍니다)" } ?? ""), 그것을 거쳐 읽은 값은 nil이었습니다. \(owner)\(KoreanParticle.form(.subject, after: owner)) 만들어지는 곳(그 화면을 여는 화면의 `prepare(for:sender:)`)에서 `\(link)`\(KoreanParticle.form(.object, after: link)) 주거나, 스스로 만들게 하세요."
    }
    func ruleDelegateReplaced(replacement: String, line: Int, method: String, owner: String, own: String, ownLine: Int, delegateMethod: String, value: String) -> String {
        "`\(replacement)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 그 델리게이트 자리에서 \(owner)\(KoreanParticle.form(.object, after: owner)) 밀어냈습니다(`\(own)`, \(ownLine)번째 줄). 델리게이트는 한 객체뿐이라서, 그 줄이 실행된 뒤로 UIKit은 `\(value)`의 메서드를 불렀고 \(owner)의 `\(delegateMethod)`\(KoreanParticle.form(.topic, after: delegateMethod)) 다시 불리지 않았습니다. 델리게이트를 하나만 두고 두 가지 일을 모두 맡기세요(또는 다른 쪽으로 호출을 넘기게 하세요)."
    }
    func ruleValueErased(statement: String, file: String?, line: Int, method: String, owner: String, slot: String, isKey: Bool, writeFile: String?, writeLine: Int, caller: String?, onAppearance: Bool) -> String {
        let place = file.map { "\($0) \(line)번째 줄" } ?? "\(line)번째 줄"
        let stored = writeFile.map { "\($0) \(writeLine)번째 줄" } ?? "\(writeLine)번째 줄"
        let what = isKey ? "키 \"\(slot)\"" : "`\(slot)`"
        let when = caller.map { " `\($0)`에서 불렀고" + (onAppearance ? ", 그 메서드는 \(owner)\(KoreanParticle.form(.subject, after: owner)) 화면에 나타날 때마다 실행됩니다" : "") + "." }
            ?? (onAppearance ? " `\(method)`\(KoreanParticle.form(.topic, after: method)) \(owner)\(KoreanParticle.form(.subject, after: owner)) 화면에 나타날 때마다 실행됩니다." : "")
        return "`\(statement)`(\(place), \(owner)의 `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) 값이 저장된 곳(\(stored))인 \(what)\(KoreanParticle.form(.object, after: slot)) 비우는데, 값이 저장된 뒤에 실행되었습니다.\(when) "
            + "그래서 그 뒤에 \(what)에서 읽은 값은 없었고, 화면은 아무것도 저장되지 않았을 때의 모습을 보여 줍니다. "
            + "그 초기화를 지우거나, 값을 정말 다 쓴 뒤에만(화면에 보여 준 뒤에) 비우세요" + (onAppearance ? ". 화면이 나타날 때마다 비우면 안 됩니다." : ".")
    }
    func ruleComputedKeyChanged(key: String, readLine: Int, variable: String, change: String, changeLine: Int, changeMethod: String, writeLine: Int) -> String {
        "\(readLine)번째 줄에서 읽는 키 `\(key)`\(KoreanParticle.form(.topic, after: key)) 그 줄이 실행될 때의 `\(variable)`\(KoreanParticle.form(.direction, after: variable)) 만들어지는데, 값을 그 키에 쓴 뒤(\(writeLine)번째 줄) `\(change)`(\(changeLine)번째 줄, `\(changeMethod)` 안)\(KoreanParticle.form(.subject, after: "줄")) `\(variable)`\(KoreanParticle.form(.object, after: variable)) 바꿨습니다. 그래서 읽을 때는 아무것도 쓰지 않은 다른 키를 찾았습니다. 키를 한 번 만들어 쓰기와 읽기에 함께 쓰거나(또는 `\(variable)`\(KoreanParticle.form(.object, after: variable)) 바꾸기 전에 읽거나), 값 자체를 넘기세요."
    }
    func ruleLifecycleCalledDirectly(call: String, line: Int, method: String, callback: String, setter: String, setterFile: String?, setterLine: Int) -> String {
        let when = callback.hasPrefix("viewDidLoad") || callback.hasPrefix("loadView") || callback.hasPrefix("awakeFromNib") ? "화면이 로드될 때" : callback.contains("Disappear") ? "화면이 사라질 때" : callback.contains("Layout") ? "뷰를 배치할 때" : "화면이 나타날 때"
        return "`\(call)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.topic, after: "줄")) `\(callback)`\(KoreanParticle.form(.object, after: callback)) 직접 부릅니다. UIKit도 자기 때에(\(when)마다) 그것을 부르므로, 그 안의 `\(setter)`(\(setterFile.map { "\($0) " } ?? "")\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 화면이 바뀐 것보다 한 번 더 실행되었습니다. 콜백은 UIKit이 부르게 두세요: 그 호출을 지우거나, 할 일을 직접 만든 메서드로 옮겨 필요한 곳에서 그것을 부르세요."
    }
    func ruleValueCaseChanged(statement: String, line: Int, call: String) -> String {
        "값은 왔지만 대소문자가 바뀌었습니다. `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 값에 `\(call)`\(KoreanParticle.form(.object, after: call)) 부릅니다. 값은 사용자가 입력한 그대로 넘기세요(대소문자 없이 비교하려면 양쪽의 `\(call)`\(KoreanParticle.form(.object, after: call)) 비교하되, 저장하고 보여 주는 것은 원래 값이어야 합니다)."
    }
    func ruleValueExtraTextComputed(extra: String, before: Bool, statement: String, line: Int, property: String, getter: String, getterLine: Int, value: String?) -> String {
        "값은 도착했지만 \(before ? "앞에" : "뒤에") 다른 글자(\"\(extra)\")가 붙어 있습니다. `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 보여 주기 위해 만든 계산 프로퍼티 `\(property)`\(KoreanParticle.form(.object, after: property)) 넘깁니다. 그 getter(\(getterLine)번째 줄)는 `\(getter)`, 곧 값에 글자를 더한 것입니다. 거기에는 값 자체"
            + (value.map { "(`\($0)`)" } ?? "") + "\(KoreanParticle.form(.object, after: value.map { "`\($0)`)" } ?? "자체")) 넘기고, `\(property)`\(KoreanParticle.form(.topic, after: property)) 글 전체가 필요한 곳에 쓰세요."
    }
    func ruleValueExtraText(extra: String, before: Bool, statement: String, line: Int, isLabelText: Bool) -> String {
        "값은 왔지만 \(before ? "앞" : "뒤")에 다른 글자가 붙었습니다" + (isLabelText ? "(스토리보드에 있던 레이블의 글자 \"\(extra)\")" : "")
            + (statement.contains("\\(") && !statement.contains("+")
                ? ". `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 값보다 많이 씁니다. 같은 글자 안에서 \"\(extra)\"\(KoreanParticle.form(.subject, after: extra)) 값의 \(before ? "앞" : "뒤")에 붙습니다. 그 자리에는 값만 두고, 나머지는 다른 곳(다른 레이블, 제목)에 보여 주세요."
                : ". `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 글자를 바꾸지 않고 덧붙입니다. 이전 글자에 덧붙이지 말고 새 값 자체를 대입하세요.")
    }
    func ruleValueTruncated(statement: String, line: Int, expected: String, actual: String) -> String {
        "숫자가 \(expected)\(KoreanParticle.form(.subject, after: expected)) 아니라 \(actual)\(KoreanParticle.form(.direction, after: actual)) 나왔습니다. `\(statement)`(\(line)번째 줄)는 계산한 `Double`을 `Int`로 바꾸는데, `Int(_:)`는 반올림하지 않고 소수 부분을 버립니다. 시간이나 나눗셈으로 계산한 값은 조금 모자라게 나오기 쉽습니다(\(expected)보다 조금 작으면 \(actual)). 먼저 반올림하거나(`Int(value.rounded())`), 처음 값을 그대로 넘기세요."
    }
    func ruleValueCut(statement: String, line: Int, call: String) -> String {
        "값의 일부만 왔습니다. `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) `\(call)`\(KoreanParticle.form(.direction, after: call)) 값을 자릅니다. 값 전체를 넘기세요."
    }
    func ruleWeakSelfReleased(call: String?, line: Int, method: String, owner: String, isSegue: Bool, unwrapLine: Int?, skippedLine: Int) -> String {
        let closure = (call.map { "`\($0)`에 넘긴 " } ?? "") + "`[weak self]` 클로저(\(line)번째 줄, `\(method)` 안)"
        let why = isSegue ? "UIKit은 `perform()`이 끝나자마자 세그웨이를 해제하고, \(owner)\(KoreanParticle.form(.object, after: owner)) 붙잡는 것이 따로 없었습니다" : "\(owner)\(KoreanParticle.form(.topic, after: owner)) 화면에서 사라졌고 그것을 붙잡는 것이 따로 없었습니다"
        let effect = unwrapLine.map { "그래서 `self`가 nil이었고, \($0)번째 줄의 언래핑이 `return`해서 \(skippedLine)번째 줄은 한 번도 실행되지 않았습니다" } ?? "그래서 `self`가 nil이었고, \(skippedLine)번째 줄의 `self?.` 체인은 아무것도 하지 않았습니다"
        return closure + "\(KoreanParticle.form(.topic, after: "클로저")) \(owner)\(KoreanParticle.form(.subject, after: owner)) 해제된 뒤에야 실행되었습니다. \(why). 약한 참조는 그때 nil이 됩니다. " + effect
            + ". 그 일은 \(owner)\(KoreanParticle.form(.subject, after: owner)) 사라지기 전에, 나중의 클로저가 아니라 바로 하거나, `self` 대신 클로저에 필요한 것(다른 화면, 값)을 캡처하세요."
    }
    func ruleBranchesSwappedPresence(ternary: String, line: Int, name: String, placeholder: String) -> String {
        "`\(ternary)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(name)`에 값이 있을 때 바로 그때 자리표시 글자 \"\(placeholder)\"\(KoreanParticle.form(.object, after: "\"\(placeholder)\"")) 고르고, 값이 없을 때만 `\(name)` 자체를 고릅니다. 두 쪽이 뒤바뀌었습니다. 두 쪽을 바꾸거나 반대로 검사하세요(`\(name) ?? \"\(placeholder)\"`\(KoreanParticle.form(.topic, after: "\"\(placeholder)\"")) 같은 일을 한 번에 합니다)."
    }
    func ruleBranchesSwappedSwitch(ternary: String, line: Int, flag: String, giver: String, giverFile: String?, giverLine: Int) -> String {
        "`\(ternary)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(flag)`\(KoreanParticle.form(.direction, after: flag)) 글자를 고르는데, `\(flag)`\(KoreanParticle.form(.topic, after: flag)) 스위치의 상태를 담고 있어(`\(giver)`, \(giverFile.map { "\($0) " } ?? "")\(giverLine)번째 줄) 값은 맞았습니다. 그 상태에 고르는 글자가 다른 상태를 위한 글자입니다. 두 글자가 뒤바뀌었으니 서로 바꾸세요."
    }
    func ruleBranchesSwappedControl(ternary: String, line: Int, condition: String, held: Bool, control: String) -> String {
        "`\(ternary)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 여기서 `\(condition)`\(KoreanParticle.form(.subject, after: condition)) \(held ? "참" : "거짓")이어서 \(held ? "앞" : "뒤")쪽을 골랐습니다. 고르지 않은 쪽이 검사가 기대한 값을 가진 `\(control)`\(KoreanParticle.form(.object, after: control)) 읽습니다. 두 쪽이 뒤바뀌었거나 검사가 거꾸로입니다. 두 쪽을 바꾸거나 검사를 뒤집으세요."
    }
    func ruleTestCannotChange(test: String, line: Int, subject: String, first: String, second: String, alwaysTrue: Bool) -> String {
        alwaysTrue
            ? "`\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 언제나 참입니다. `\(subject)`\(KoreanParticle.form(.topic, after: subject)) `\(first)`이면서 동시에 `\(second)`일 수 없으므로, 무엇을 담고 있든 둘 중 적어도 하나와는 다르고, `||`는 `!=` 하나만 참이어도 참입니다. 이 검사는 경우를 구별하지 못해서 그 분기가 매번 실행됩니다. 둘 다 아닌지 검사하려면 두 비교를 `&&`로 잇고, 둘 중 하나인지 검사하려면 `==`로 쓰고 `||`로 이으세요."
            : "`\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 언제나 거짓입니다. `\(subject)`\(KoreanParticle.form(.topic, after: subject)) `\(first)`이면서 동시에 `\(second)`일 수 없는데, `&&`는 두 `==`가 모두 참이어야 참입니다. 이 검사는 경우를 구별하지 못해서 그 분기는 한 번도 실행되지 않습니다. 둘 중 하나인지 검사하려면 두 비교를 `||`로 이으세요."
    }
    func ruleAlwaysTrueTest(test: String, line: Int, statement: String, statementLine: Int, isCount: Bool, counted: String) -> String {
        "`\(test)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 언제나 참입니다" + (isCount ? ". `\(counted)`\(KoreanParticle.form(.topic, after: counted)) 0보다 작을 수 없어서 빈 글자도 검사를 통과합니다" : ". `|| true` 때문에 앞이 무엇이든 검사 전체가 참이 됩니다")
            + ". 그래서 그 검사가 지키는 `\(statement)`(\(statementLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었습니다. 글자가 있어야 한다면 `!text.isEmpty`(또는 `count > 0`)\(KoreanParticle.form(.object, after: "`count > 0`)")) 검사하세요."
    }
    func ruleLazyMadeEarly(property: String, initial: String, line: Int, method: String, readLine: Int, setter: String, setterLine: Int) -> String {
        "`\(property)`\(KoreanParticle.form(.topic, after: property)) `lazy`입니다. 처음 읽힐 때 한 번, 그 순간의 컨트롤 값으로 만들어집니다(`\(initial)`, \(line)번째 줄). 처음 읽는 곳은 `\(method)`(\(readLine)번째 줄)인데, 이 메서드는 화면이 나타날 때, 사용자가 아무것도 입력하기 전에 실행되었습니다. 그래서 빈 폼의 값이 그대로 남았고, `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 처음 값을 보냈습니다. 보낼 때 컨트롤을 읽거나(예: `prepare(for:sender:)`에서), `\(property)`\(KoreanParticle.form(.object, after: property)) 매번 컨트롤을 읽는 계산 프로퍼티(`var \(property): … { … }`)로 만드세요."
    }
    func ruleCastReceiverNil(call: String, callLine: Int, expression: String, object: String, actual: String, cast: String, container: String, inside: String?, position: Int) -> String {
        let head = "`\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 실행되었지만, 그것이 부르는 메서드는 한 번도 실행되지 않았습니다. 이번 실행에서 `\(object)`\(KoreanParticle.form(.topic, after: object)) \(cast)가 아니라 \(actual)\(KoreanParticle.form(.was, after: actual))으므로 `\(expression)`\(KoreanParticle.form(.topic, after: expression)) nil이 되었고, `?.`가 아무 말 없이 호출을 건너뛰었습니다."
        guard let inside else {
            return head + " 그 객체의 실제 클래스로 캐스팅하거나, \(cast)\(KoreanParticle.form(.object, after: cast)) 보관한 곳에서 가져오세요."
        }
        let spot = position == 0 ? "스택의 맨 아래(루트)" : position == -1 ? "스택의 맨 위" : "스택의 \(position)번 자리"
        return head + " \(actual)\(KoreanParticle.form(.topic, after: actual)) 화면들을 담는 그릇인 내비게이션 컨트롤러이고, 원하는 \(cast)인 \(inside)\(KoreanParticle.form(.topic, after: inside)) 그 안의 \(spot)에 있습니다. 그릇을 거쳐 가져오세요: `(\(object) as? \(container))?.viewControllers.\(ContainerEnd.member(position)) as? \(cast)`" + (position > 0 ? "(또는 \(position)번 요소)." : ".")
    }
    func ruleComputedLinkNil(call: String, callLine: Int, link: String, getter: String) -> String {
        "`\(call)`(\(callLine)번째 줄)는 실행되었지만 그것이 부르는 메서드는 실행되지 않았습니다. `\(link)`\(KoreanParticle.form(.topic, after: link)) 매번 `\(getter)`\(KoreanParticle.form(.direction, after: getter)) 계산되는데 그 값이 nil이어서, `?`가 아무 말 없이 호출을 건너뛰었습니다."
    }
    func unwrapCastOfKnownObject(expression: String, object: String, actual: String, cast: String, isSender: Bool, performSender: String?, performLine: Int?) -> String {
        let head = "`\(expression)`\(KoreanParticle.form(.topic, after: expression)) nil을 냈습니다. 이번 실행에서 `\(object)`\(KoreanParticle.form(.topic, after: object)) \(actual)였고, 이는 \(cast)\(KoreanParticle.form(.subject, after: cast)) 아닙니다"
        if isSender, let performSender, let performLine {
            return head + ". `prepare`가 받는 `sender`는 `performSegue(withIdentifier:sender:)`에 넘긴 것입니다. \(performLine)번째 줄에서 그것은 `\(performSender)`입니다. 거기서 \(cast) 자체를 `sender`로 넘기세요(또는 `prepare`에서 화면의 값으로 직접 만드세요)"
        }
        if isSender {
            return head + ". 스토리보드에서 시작한 세그웨이의 `sender`는 그것을 시작한 컨트롤입니다. `sender`를 캐스팅하지 말고 `prepare`에서 화면의 값으로 \(cast)\(KoreanParticle.form(.object, after: cast)) 만드세요"
        }
        let real = actual.split(separator: "#").first.map(String.init) ?? actual
        return head + ". 그래서 이 캐스팅은 결코 성공할 수 없습니다. 실제 클래스 \(real)\(KoreanParticle.form(.direction, after: real)) 캐스팅하거나, \(cast)\(KoreanParticle.form(.object, after: cast)) 보관한 곳에서 가져오세요"
    }
    func unwrapShownNotLeft(method: String, shown: String, cast: String) -> String {
        "`\(method)`\(KoreanParticle.form(.subject, after: method)) 받는 `viewController`는 지금 보이는 화면(마지막에는 \(shown))이고, 떠난 화면이 아니어서 \(cast)\(KoreanParticle.form(.subject, after: cast)) 아니기 때문입니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`입니다. 거기서 얻고, 스택에 더 이상 없는지 확인하세요"
    }
    func ruleValueOnlyFromNotification(property: String, owner: String, handler: String, registration: String, line: Int, method: String, setter: String,
                                       setterLine: Int, called: Int, read: String?) -> String {
        "\(owner)의 `\(property)`\(KoreanParticle.form(.topic, after: property)) `\(handler)` 안에서만 값을 받는데, 그 메서드는 `\(registration)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: "줄")) 등록한 알림이 이 화면이 등록한 뒤에 올 때만 실행됩니다"
            + "(이번 실행에서 \(called == 0 ? "한 번도 실행되지 않았습니다" : "\(called)번 실행되었습니다")). 값이 바뀐 뒤에(돌아간 뒤나 앱을 다시 실행한 뒤에) 만들어진 화면은 알림을 받지 못해서 `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 빈 값을 보여 주었습니다. "
            + (read.map { "화면이 나타날 때(`viewWillAppear(_:)`에서) `\($0)`\(KoreanParticle.form(.object, after: $0)) 직접 읽고, 옵저버는 그 뒤의 변화에만 쓰세요." }
               ?? "화면이 나타날 때(`viewWillAppear(_:)`에서) 지금 값을 읽고, 옵저버는 그 뒤의 변화에만 쓰세요.")
    }
    func ruleValueOnlyFromCallback(property: String, owner: String, registration: String, line: Int, method: String, setter: String, setterLine: Int, unkept: (value: String, line: Int)?) -> String {
        "\(owner)의 `\(property)`\(KoreanParticle.form(.topic, after: property)) `\(registration)`(\(line)번째 줄, `\(method)` 안)\(KoreanParticle.form(.subject, after: "줄")) 다른 객체에 넘기는 클로저 안에서만 값을 받고, 그 객체는 이 화면이 등록한 뒤에 값이 바뀔 때만 그 클로저를 부릅니다. 값을 보낸 뒤에 만들어진 \(owner)\(KoreanParticle.form(.topic, after: owner)) 한 번도 불리지 않아서, `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 빈 값을 보여 주었습니다. " + Self.unkeptAdvice(unkept)
    }
    func ruleLoopOneShort(header: String, line: Int, array: String, never: Bool) -> String {
        "`\(header)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 하나 모자라게 멈춥니다. `..<`\(KoreanParticle.form(.topic, after: "..<")) 이미 끝을 빼므로, `- 1`\(KoreanParticle.form(.topic, after: "- 1")) `\(array)`의 마지막 요소까지 뺍니다" + (never ? ". 요소가 하나뿐이면 반복이 아예 실행되지 않습니다(여기서 본문은 한 번도 실행되지 않았습니다)" : "")
            + ". `\(array).count`까지 반복하거나(`0..<\(array).count`, 또는 `\(array).indices`), 배열이 찾게 하세요(`firstIndex(where:)`, `removeAll(where:)`)."
    }
    func ruleSaveNeverRan(save: String, line: Int, owner: String?, method: String?, methodRan: Bool, callers: [Int], file: String?) -> String {
        let place = (file.map { "\($0) " } ?? "") + "\(line)번째 줄" + (method.map { ", " + (owner.map { "\($0)의 " } ?? "") + "`\($0)`" } ?? "")
        let why: String
        if let method, !methodRan {
            why = callers.isEmpty
                ? "`\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 불리지 않았습니다. 그것을 부르는 줄이 없습니다"
                : "`\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 불리지 않았습니다. 그것을 부르는 줄(\(callers.map(String.init).joined(separator: ", "))번째 줄)이 실행되지 않았습니다"
        } else {
            why = "그 줄을 둘러싼 조건이 실행을 막았습니다"
        }
        return "검사는 앱을 종료했다가 다시 실행했고, 다시 실행한 앱에는 저장된 것이 없었습니다. 코드가 앱 밖에 저장하는 곳은 `\(save)`(\(place))뿐인데, 그 줄은 이번 검사에서 한 번도 실행되지 않았습니다. \(why). 그래서 값은 메모리에만 있었고(다시 실행하기 전에 화면이 값을 찾은 곳이 여기입니다), 다시 실행하면 메모리는 처음부터 시작합니다. 값을 입력받을 때 저장이 실행되게 하세요\(method.map { !methodRan ? ". 값을 넣은 뒤 `\($0)`\(KoreanParticle.form(.object, after: $0)) 부르거나, 그 자리에서 `UserDefaults.standard.set(_:forKey:)`로 쓰세요" : "" } ?? "")."
    }
    func ruleValueNotPersistedHolder(name: String, file: String?, line: Int) -> String {
        " 여기서는 값을 `\(name)`(\(file.map { "\($0) " } ?? "")\(line)번째 줄)에 두는데, `static`이나 전역, 앱 델리게이트의 프로퍼티도 메모리에 있는 다른 모든 것처럼 프로세스가 살아 있는 동안만 남습니다."
    }
    func ruleLookupSwapped(lookup: String, line: Int, table: String, shownKey: String, wantedKey: String, isArray: Bool) -> String {
        "`\(lookup)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(table)`에서 \(isArray ? "위치" : "키") `\(shownKey)`의 항목을 가져왔습니다. 검사가 기대한 값은 같은 표의 \(isArray ? "위치" : "키") `\(wantedKey)`에 있습니다. `\(table)`의 항목이 뒤바뀌었거나, 찾을 때 만든 \(isArray ? "인덱스" : "키")\(KoreanParticle.form(.subject, after: isArray ? "인덱스" : "키")) 뒤바뀐 것입니다. 두 항목을 바꾸거나 \(isArray ? "인덱스" : "키")\(KoreanParticle.form(.object, after: isArray ? "인덱스" : "키")) 바꾸세요."
    }
    func conditionGuardLeavesMethod(flag: String, statement: String) -> String {
        " 그 `guard`는 사용자가 고른 값 `\(flag)`를 검사하고, 거짓이면 메서드 전체를 빠져나갑니다. 그래서 그 선택에서는 그 뒤의 모든 줄(`\(statement)` 포함)도 건너뜁니다. 사용자가 고를 수 있는 값은 처리할 경우입니다. `return`하지 말고, 필요한 곳에서만(`if`나 `? :`로) 검사하세요."
    }
    func conditionReadAtLoad(property: String, statement: String, line: Int, loadMethod: String, read: String, outlet: String, testMethod: String) -> String {
        let when = loadMethod.hasPrefix("init") ? "화면이 만들어질 때" : "화면이 로드될 때"
        return " `\(property)`\(KoreanParticle.form(.topic, after: property)) `\(statement)`(\(line)번째 줄, `\(loadMethod)`)에서만 값을 받는데, 그 줄은 \(when) `\(read)`를 읽습니다. 이 검사에서 사용자가 `\(outlet)`를 바꾸기 전이고, 그 뒤에 다시 읽는 곳이 없습니다. 그래서 검사는 사용자가 입력한 값이 아니라 그때 `\(outlet)`에 있던 값을 보았습니다. `\(read)`는 검사하는 곳(`\(testMethod)`)에서 읽으세요."
    }
    func conditionFlagNeverTurned(flag: String, initial: String, value: String, line: Int, setter: String) -> String {
        " `\(flag)`는 `\(initial)`로 시작하고 \(line)번째 줄 `\(setter)`에서만 `\(value)`가 되는데, 그 메서드는 이번 실행에서 한 번도 실행되지 않았습니다(사용자가 다른 길로 왔습니다). 그래서 검사는 매번 `\(initial)`를 읽었습니다. 사용자가 어떻게 떠나거나 오든 참인 것을 검사하거나(화면이 사라질 때는 `isMovingFromParent`나 `isBeingDismissed`), 모든 경로에서 플래그를 설정하세요."
    }
    func conditionFlagTurnedBefore(flag: String, initial: String, value: String, line: Int, setter: String, method: String) -> String {
        " `\(flag)`\(KoreanParticle.form(.topic, after: flag)) `\(initial)`로 시작하지만 `\(setter)`\(KoreanParticle.form(.subject, after: setter)) \(line)번째 줄에서 `\(value)`로 바꾸고, `\(setter)`\(KoreanParticle.form(.topic, after: setter)) 이 화면에서 `\(method)`\(KoreanParticle.form(.subject, after: method)) 처음 실행되기 전에 실행되었습니다. 그래서 검사는 `\(initial)`를 한 번도 보지 못했고, 실행된 줄 가운데 그 값을 되돌린 줄도 없었습니다. 플래그는 그 뜻이 바뀌는 곳에서 바꾸세요. 검사가 값을 쓴 뒤(`\(method)` 안)나 기다리던 값이 도착하는 곳에서 바꾸고, UIKit이 더 먼저 실행하는 메서드에서 바꾸지 마세요."
    }
    func conditionObserverSetOnce(method: String, statement: String, line: Int, setter: String, outlet: String?) -> String {
        "`\(method)`\(KoreanParticle.form(.topic, after: method)) 그 속성에 값이 들어갈 때만 실행되는데, 값을 넣는 유일한 줄 `\(statement)`(\(line)번째 줄, `\(setter)` 안)은 "
            + (outlet.map { "스토리보드가 아웃렛 `\($0)`\(KoreanParticle.form(.object, after: $0)) 연결할 때(화면이 로드되기 전) 한 번 실행될 뿐, 사용자가 입력하거나 고를 때 실행되지 않습니다" } ?? "화면이 로드될 때, 사용자가 입력하거나 고르기 전에 한 번 실행될 뿐입니다")
            + ". 그래서 검사는 그때의 컨트롤 값을 보았습니다. 한 번만 값을 받는 옵저버가 아니라 값을 보내는 곳(액션, 또는 값을 돌려보낼 때는 `viewWillDisappear(_:)`)에서 컨트롤을 읽으세요."
    }
    func conditionRanOnlyBeforeInput(method: String, steps: [Int], input: Int, outlet: String) -> String {
        let at = steps.map { "\($0)단계" }.joined(separator: ", ")
        return " `\(method)`\(KoreanParticle.form(.topic, after: method)) \(at)에서만 실행되었습니다. 검사가 `\(outlet)`에 값을 넣기(\(input)단계) 전이었고, 그 뒤로는 실행되지 않았습니다. UIKit은 화면이 나타나거나 떠날 때만 그것을 부르므로, 검사는 값이 오기 전의 상태를 보았고 이 코드를 다시 실행한 것도 없었습니다. 이 일은 값이 도착하는 곳(값을 받는 액션이나 클로저)에서 하고, 그보다 먼저 실행된 콜백에서 하지 마세요."
    }
    func conditionAssignedBelow(name: String, statement: String, line: Int, testLine: Int) -> String {
        " `\(name)`\(KoreanParticle.form(.topic, after: name)) 검사(\(testLine)번째 줄)보다 아래인 \(line)번째 줄(`\(statement)`)에서야 값을 받습니다. 검사가 실행될 때는 아직 그 전 값이었습니다. 그 줄을 검사 위로 옮기세요."
    }
    func conditionWrittenJustBefore(property: String, value: String, line: Int, through: String?) -> String {
        " `\(property)`는 같은 호출 안에서 먼저 \(line)번째 줄에서 `\(value)`로 바뀝니다" + (through.map { "(`\($0)`를 거기서 읽기 전에)" } ?? "") + ". 그래서 검사는 방금 넣은 값만 보고, 그 전의 값은 보지 못합니다. 이전 값을 먼저 읽고, 그다음에 새 값을 넣으세요."
    }
    func conditionStatePart(_ part: StatePart) -> String {
        switch part {
        case let .viewNotLoaded(part, receiver, justMade):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) 거짓이었습니다. `\(receiver)`의 뷰가 아직 로드되지 않았습니다. " + (justMade ? "방금 만든 컨트롤러는 화면에 보일 때에야 뷰를 로드합니다" : "세그웨이의 목적지는 `prepare(for:sender:)`가 끝나고 화면에 보일 때에야 뷰를 로드합니다")
                + ". 뷰를 기다리지 말고 지금 프로퍼티에 값을 넣으세요. 레이블은 그 화면의 `viewDidLoad`가 채웁니다."
        case let .covered(part, receiver):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) 거짓이었습니다. `\(receiver)`\(KoreanParticle.form(.topic, after: receiver)) 위의 화면에 가려져 있고, 가려진 화면의 뷰는 다시 보일 때까지 윈도에서 빠집니다. 윈도를 검사하지 마세요. 필요한 것은 보이든 안 보이든 그대로 있습니다."
        case let .nothingPresented(part, owner):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) 거짓이었습니다. \(owner)\(KoreanParticle.form(.topic, after: owner)) 아직 아무것도 띄우지 않아서 `presentedViewController`가 nil이었습니다. 이 검사는 지키는 일에 비해 거꾸로입니다. 아무것도 보이지 않을 때만 띄우려면 `presentedViewController == nil`\(KoreanParticle.form(.object, after: "nil")) 검사하세요."
        case let .popNotDismiss(part, owner):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) 거짓이었습니다. \(owner)\(KoreanParticle.form(.topic, after: owner)) 팝으로 떠났고, `isBeingDismissed`는 띄운 화면을 닫을 때만 참입니다. 팝한 화면은 `isMovingFromParent`\(KoreanParticle.form(.object, after: "isMovingFromParent")) 검사하세요."
        case let .reappeared(part, owner):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) \(owner)\(KoreanParticle.form(.subject, after: owner)) 처음 화면에 올 때(푸시하거나 띄울 때)만 참이고, 위 화면이 떠나서 다시 보일 때는 거짓이었습니다. 그 검사 없이 나타날 때마다 일하세요."
        case let .pushedNotPresented(part, owner):
            return " `\(part)`\(KoreanParticle.form(.topic, after: part)) 거짓이었습니다. \(owner)\(KoreanParticle.form(.topic, after: owner)) 푸시되었고, `isBeingPresented`는 띄우는 화면에서만 참입니다. 푸시한 화면은 `isMovingToParent`\(KoreanParticle.form(.object, after: "isMovingToParent")) 검사하세요."
        }
    }
    func ruleWrittenOnlyWhenEmpty(write: String, line: Int, test: String, testLine: Int, member: String, reached: Int, written: Int) -> String {
        "`\(write)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(test)`(\(testLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 참일 때만 실행되므로, `\(member)`\(KoreanParticle.form(.subject, after: member)) 아직 비어 있을 때만 씁니다. 검사에는 \(reached)번 닿았고 값은 \(written)번 쓰였습니다. 처음 값이 그대로 남고, 그 뒤의 값은 모두 버려졌습니다. 새 값을 매번 쓰세요(쓰기에서 비어 있는지 검사를 빼세요)."
    }
    func ruleReadAtTheOtherEnd(write: String, line: Int, member: String, front: Bool, read: String, other: String) -> String {
        "`\(write)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 새 값을 `\(member)`의 \(front ? "맨 앞" : "맨 뒤")에 넣는데, 화면은 반대쪽인 `\(read)`\(KoreanParticle.form(.object, after: read)) 읽습니다. 그것은 가장 새 값이 아니라 가장 오래된 값입니다. `\(other)`\(KoreanParticle.form(.object, after: other)) 읽거나, 읽는 쪽에 새 값을 넣으세요."
    }
    func ruleLocalHidesProperty(name: String, line: Int, method: String, owner: String, initial: String?, reader: String, readerLine: Int) -> String {
        "`\(method)`의 \(line)번째 줄 `let`/`var`는 새 지역 이름 `\(name)`를 만듭니다. 이 지역 이름이 그 메서드 안에서 \(owner)의 프로퍼티 `\(name)`를 가려서, 값은 지역 이름에 들어가고 프로퍼티에는 한 번도 들어가지 않습니다. `\(reader)`(\(readerLine)번째 줄)는 프로퍼티를 읽으므로 시작값" + (initial.map { " `\($0)`" } ?? "") + "을 얻습니다. `let`/`var`를 빼고 프로퍼티에 넣으세요(`\(name) = …` 또는 `self.\(name) = …`)."
    }
    func ruleSameValueEveryArm(test: String, line: Int, target: String, value: String, lines: [Int], ranArm: String, ranLine: Int, expected: String) -> String {
        "`\(test)`(\(line)번째 줄)의 모든 갈래가 `\(target)`에 똑같은 \(value)\(KoreanParticle.form(.object, after: value)) 넣습니다(\(lines.map(String.init).joined(separator: ", "))번째 줄). 그래서 검사가 어느 쪽으로 가든 \(value)\(KoreanParticle.form(.subject, after: value)) 보입니다. 한 갈래를 다른 갈래에서 복사하고 고치지 않았습니다. 이 검사에서는 `\(ranArm)`\(KoreanParticle.form(.subject, after: ranArm)) 실행되었습니다(\(ranLine)번째 줄). 그 갈래는 \"\(expected)\"\(KoreanParticle.form(.object, after: expected)) 넣어야 합니다."
    }
    func ruleLocalGivenOnlyInOtherArm(setter: String, setterLine: Int, name: String, initial: String, declarationLine: Int, assignment: String, line: Int, condition: ConditionText) -> String {
        let arm = condition.holds ? "`\(condition.text)`\(KoreanParticle.form(.subject, after: condition.text)) 참일 때만 실행됩니다" : "`\(condition.text)`의 `else` 안에 있어 그 검사가 거짓일 때만 실행됩니다"
        let went = condition.holds ? "거짓" : "참"
        return "`\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(name)`\(KoreanParticle.form(.object, after: name)) 넘기는데, 그 값은 선언할 때 받은 `\(initial)` 그대로였습니다(\(declarationLine)번째 줄). `\(assignment)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 한 번도 실행되지 않았습니다. 그 줄은 \(arm)(\(condition.line)번째 줄). 이번 실행에서 그 검사는 \(went)이었습니다. 검사와 상관없이 `\(name)`\(KoreanParticle.form(.subject, after: name)) 그 값을 받아야 한다면 그 줄을 `if`/`else` 밖으로 옮기고, 아니라면 검사를 고치세요."
    }
    func ruleCaseValueNotBound(pattern: String, caseName: String, line: Int, subject: String, setter: String, setterLine: Int, property: String) -> String {
        "`case \(pattern):`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(subject)`\(KoreanParticle.form(.object, after: subject)) 맞추기만 하고 그 `case`가 담은 값을 꺼내지 않습니다. 그래서 `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(subject)` 안의 값이 아니라, 아무도 값을 넣지 않는 이 화면의 `\(property)`\(KoreanParticle.form(.object, after: property)) 보여 줍니다. 패턴에서 값을 꺼내 쓰세요: `case .\(caseName)(let value):`."
    }
    func ruleLocalNamedLikeProperty(declaration: String, line: Int, method: String, owner: String, name: String, reader: String, readerLine: Int, write: String, writeLine: Int, writeFile: String?) -> String {
        "`\(declaration)`(`\(method)`의 \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(owner)의 프로퍼티 `\(name)`와 같은 이름의 지역 변수를 만듭니다. 그 아래, 같은 블록 안에서 그냥 쓴 `\(name)`\(KoreanParticle.form(.topic, after: name)) 프로퍼티가 아니라 그 지역 변수입니다. `\(reader)`(\(readerLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 지역 변수를 읽고, 값은 프로퍼티에 들어갑니다(`\(write)`, \(writeFile.map { "\($0) " } ?? "")\(writeLine)번째 줄). 지역 변수 선언을 지우거나, 그곳에서 `self.\(name)`\(KoreanParticle.form(.object, after: name)) 읽으세요."
    }
    func ruleCopyNotWrittenBack(declaration: String, line: Int, name: String, member: String, change: String, changeLine: Int) -> String {
        "`\(declaration)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(member)`\(KoreanParticle.form(.object, after: member)) 지역 변수 `\(name)`에 복사합니다. `\(change)`(\(changeLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 복사본을 바꾸고, 아무것도 원래 자리에 다시 쓰지 않으므로 `\(member)`\(KoreanParticle.form(.topic, after: member)) 처음 값 그대로입니다(튜플, 구조체, 문자열, 숫자는 공유되지 않고 복사됩니다). 바꾼 뒤 복사본을 `\(member)`에 다시 쓰거나, `\(member)` 자체를 바꾸세요."
    }
    func ruleHandedOnBeforeWritten(handing: String, file: String, line: Int, handingMethod: String, handingClass: String, property: String, write: String, writeFile: String, writeLine: Int, writer: String, writerClass: String) -> String {
        "\(handingClass)의 `\(handingMethod)`에 있는 `\(handing)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 줄이 실행되는 순간의 `\(property)`\(KoreanParticle.form(.object, after: property)) 넘깁니다. 이번 실행에서 이 줄이 마지막으로 실행된 것은 `\(write)`(\(writeFile) \(writeLine)번째 줄, \(writerClass)의 `\(writer)`)\(KoreanParticle.form(.subject, after: "줄")) `\(property)`에 값을 넣기 전이었습니다. 그 뒤로는 값을 다시 넘기는 곳이 없어서 화면에는 그 전의 값이 남았습니다. 값을 쓰는 곳에서 넘기거나, 화면이 나타날 때(`viewWillAppear`) 값이 보관된 곳에서 읽게 하세요."
    }
    func ruleCopyTakenBeforeChange(declaration: String, line: Int, name: String, original: String, change: String, changeLine: Int, read: String) -> String {
        "`\(declaration)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 그 순간의 `\(original)`\(KoreanParticle.form(.object, after: original)) 복사합니다. 구조체는 값이므로 `\(name)`\(KoreanParticle.form(.topic, after: name)) `\(original)`의 다른 이름이 아니라 따로 떨어진 복사본입니다. `\(change)`(\(changeLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 복사한 뒤에 `\(original)`\(KoreanParticle.form(.object, after: original)) 바꾸고, 그 변경은 `\(name)`에 닿지 않으므로 `\(read)`에는 그 전의 값이 그대로 있었습니다. `\(original)`\(KoreanParticle.form(.object, after: original)) 바꾸는 줄들 뒤에서 복사하거나, `\(original)`\(KoreanParticle.form(.object, after: original)) 직접 읽으세요."
    }
    func ruleTransitionInDefer(call: String, line: Int, deferLine: Int, action: String, test: String, testLine: Int, exitLine: Int) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(deferLine)번째 줄의 `defer` 블록 안에 있습니다. `defer` 블록은 `\(action)`\(KoreanParticle.form(.object, after: action)) 어떤 길로 떠나든 실행되므로, 입력이 알맞지 않을 때 테스트 `\(test)`(\(testLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 타는 `return`(\(exitLine)번째 줄)으로 떠날 때도 실행됩니다. 그래서 테스트가 입력을 막았는데도 화면이 바뀌었습니다. `defer`에 넣지 말고 테스트 뒤, 액션의 마지막 줄에서 부르세요."
    }
    func ruleDefaultsNeverWritten(read: String, line: Int, owner: String?, method: String?, count: Int) -> String {
        "코드는 `UserDefaults`를 읽지만(`\(read)`, \(line)번째 줄\(method.map { ", " + (owner.map { "\($0)의 " } ?? "") + "`\($0)`" } ?? "")\(count > 1 ? ", 그 밖에 \(count - 1)곳" : "")), 그곳에 쓰는 줄은 하나도 없습니다. `UserDefaults.standard.set(_:forKey:)`를 부르는 곳이 없으므로 읽을 때마다 아무것도 찾지 못하고, 앱이 저장한 값은 메모리의 프로퍼티(자기만의 복사본)에만 남아서 다른 화면도, 다시 실행한 앱도 보지 못합니다. 값을 입력받는 곳에서 `UserDefaults.standard.set(value, forKey: …)`로 저장하고, 같은 키로 읽으세요."
    }
    func ruleDefaultOverwritten(property: String, initial: String, line: Int, start: String, write: String, writeLine: Int, method: String?, writeRuns: Int, setter: String, setterLine: Int, read: String) -> String {
        let place = method.map { "`\($0)`의 " } ?? ""
        return "`\(property)`\(KoreanParticle.form(.topic, after: property)) `\(initial)`(\(line)번째 줄)로 시작하고, 이것이 검사가 원한 기본값(`\(start)`)입니다. 그런데 `\(write)`(\(place)\(writeLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 이번 실행에서 먼저 \(writeRuns == 1 ? "한 번" : "\(writeRuns)번") 실행되어 그 값을 덮어썼고, 기본값을 되돌려 놓는 줄은 없습니다. 그래서 다른 경로에서 `\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 다시 실행되었을 때 `\(read)`에는 기본값이 아니라 그 줄이 남긴 값이 있었습니다. 한 경로가 바꾸는 변수는 더 이상 기본값이 아닙니다. 기본값이 필요한 경로에는 상수(`let`이나 값 그 자체)를 쓰고, 사용자가 입력한 값은 지역 변수나 다른 프로퍼티에 두세요."
    }
    func ruleMemberLeftByMethod(call: String, callLine: Int, type: String, method: String, methodLine: Int, given: [String], member: String, read: String, setter: String, setterLine: Int) -> String {
        let names = given.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(setter)`(\(setterLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(read)`\(KoreanParticle.form(.object, after: read)) 읽었습니다. 그 전에 `\(call)`(\(callLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었고, \(type)의 `\(method)`(\(methodLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 이 줄 옆의 줄들이 넘기는 \(names)에는 값을 주지만 `\(member)`에는 주지 않습니다. 그래서 `\(read)`에는 호출 전의 값이 그대로 있었습니다. `\(method)`에서 `\(member)`에도 값을 주세요."
    }
    func ruleShownValueNotPassed(statement: String, line: Int, owner: String, value: String, expected: String, outlet: String) -> String {
        "`\(statement)`(\(owner)의 \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(value)`\(KoreanParticle.form(.object, after: value)) 넘깁니다. 그런데 검사가 원한 값 \"\(expected)\"\(KoreanParticle.form(.topic, after: expected)) 그때 \(owner)의 `\(outlet)`\(KoreanParticle.form(.subject, after: outlet)) 보여 주는 값입니다. 화면에 보이는 값을 넘기세요: `\(outlet).text`."
    }
    func ruleNoEventFromCode(change: String, line: Int, method: String, doing: String, doingLine: Int, control: String?) -> String {
        "`\(change)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 코드에서 바꿉니다. UIKit은 "
            + (control.map { "사용자가 바꿀 때만 `\($0)`의 `.valueChanged`를 보내고, 코드가 값을 정할 때는 보내지 않습니다. `\(method)`" } ?? "사용자가 탭할 때만 `\(method)`\(KoreanParticle.form(.object, after: method)) 부르고, 코드가 선택할 때는 부르지 않습니다. 그 메서드")
            + "\(KoreanParticle.form(.subject, after: "드")) 실행되지 않아 `\(doing)`(\(doingLine)번째 줄)도 실행되지 않았습니다. 바꾸는 곳에서 필요한 일을 직접 부르세요(또는 두 곳에서 부르는 메서드에 두세요)."
    }
    func ruleDefaultHidesOuter(call: String, line: Int, function: String, label: String, name: String, value: String, method: String) -> String {
        "`\(call)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(label == "_" ? name : label + ":")`\(KoreanParticle.form(.object, after: label == "_" ? name : label)) 빼고 부르므로, `\(function)` 안에서 매개변수 `\(name)`\(KoreanParticle.form(.topic, after: name)) 기본값 `\(value)`입니다. 이 매개변수가 `\(method)`\(KoreanParticle.form(.subject, after: method)) 받은 `\(name)`\(KoreanParticle.form(.object, after: name)) 가려서, 중첩 함수는 그것을 보지 못합니다. 넘기거나(`\(function)(\(label == "_" ? "" : label + ": ")\(name))`), 매개변수를 없애고 바깥의 `\(name)`\(KoreanParticle.form(.object, after: name)) 쓰세요."
    }
    func ruleShadowedLocal(declaration: String, line: Int, name: String, outerLine: Int, parameter: Bool, scopeEnd: Int, reader: String, readerLine: Int, assigned: String) -> String {
        "`\(declaration)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 새 `\(name)`\(KoreanParticle.form(.object, after: name)) 선언합니다. 이 이름은 그 블록 끝(\(scopeEnd)번째 줄)까지만 있고, \(outerLine)번째 줄에서 선언한 \(parameter ? "매개변수" : "`\(name)`")\(KoreanParticle.form(.object, after: parameter ? "매개변수" : name)) 가립니다. 값은 새 이름으로 들어갔습니다. `\(reader)`(\(readerLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 바깥의 `\(name)`\(KoreanParticle.form(.object, after: name)) 읽는데, 그 줄은 이것을 바꾸지 않았습니다. `let`/`var`를 빼서 바깥 이름에 값을 주세요: `\(assigned)`."
    }
    func ruleShadowedParameter(declaration: String, line: Int, name: String, other: String, reader: String, readerLine: Int) -> String {
        "`\(declaration)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 매개변수 `\(name)`\(KoreanParticle.form(.object, after: name)) 가리는 새 `\(name)`\(KoreanParticle.form(.object, after: name)) 선언합니다. 새 이름은 `\(other)`\(KoreanParticle.form(.subject, after: other)) nil이 아니면 그 값을 갖고, 그렇지 않을 때만 매개변수 값을 갖습니다. `\(reader)`(\(readerLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 새 이름을 읽으므로 넘겨받은 값이 보이지 않습니다. 매개변수를 그대로 쓰세요(또는 새 상수에 다른 이름을 주고 원하는 것을 쓰세요)."
    }
    func ruleShadowedName(setter: String, line: Int, name: String, owner: String, binding: String, bindingLine: Int) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(owner)의 프로퍼티인 `self.\(name)`\(KoreanParticle.form(.object, after: name)) 읽는데, 그 프로퍼티에는 아무도 값을 주지 않습니다. `\(binding)`에서 꺼낸 값은 \(bindingLine)번째 줄에서 묶은 지역 이름 `\(name)`에 있고, 이름만 같은 다른 것이며 그 `if` 안에서만 살아 있습니다. 레이블을 그 `if` 안에서 그 값으로 정하거나, `self.\(name)`에 값을 넣으세요."
    }
    func whatIfTestedIdentifier(file: String, line: Int, statement: String, before: String, after: String, method: String?, performedByCode: Bool) -> String {
        "workbook이 `\(before)` 대신 `\(after)`\(KoreanParticle.form(.object, after: after))(\(file) \(line)번째 줄, `\(statement)`\(method.map { ", `\($0)`" } ?? "")) 써서 이 검사를 다시 돌려 보니 통과합니다. 두 식별자 모두 스토리보드에 있습니다. 검사식은 `\(before)`\(KoreanParticle.form(.object, after: before)) 찾는데, 이 검사가 일으키는 전환은 `\(after)`여서 그 검사식 아래의 코드가 실행되지 않았습니다. 검사가 시작하는 세그웨이의 식별자(`\(after)`)를 검사하세요"
            + (performedByCode ? ". `shouldPerformSegue(withIdentifier:sender:)`는 스토리보드가 시작하는 세그웨이에 대해서만 불리고, 직접 부르는 `performSegue(withIdentifier: \(before), …)`에 대해서는 불리지 않습니다. 그 호출 앞에서 값을 검사하세요." : ". 둘 다 필요하면 둘 다 검사하세요.")
    }
    func whatIfOtherIdentifier(file: String, line: Int, statement: String, before: String, after: String, tests: [String]) -> String {
        let named = tests.map { entry -> String in
            let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
            return "`\(parts[0])`(\(parts.count > 1 ? parts[1] : "?")번째 줄)"
        }
        let where_ = named.isEmpty ? "그것을 받는 코드" : named.joined(separator: ", ")
        return "workbook이 `\(before)` 자리에 `\(after)`\(KoreanParticle.form(.object, after: after)) 넣고(\(file) \(line)번째 줄\(statement == before ? "" : ", `\(statement)`")) 이 검사를 다시 실행하니 통과합니다. 둘 다 스토리보드에 있는 식별자이므로 `\(before)`\(KoreanParticle.form(.topic, after: before)) 오타가 아닙니다. 코드가 둘을 다르게 다루어, 검사가 필요로 하는 처리를 `\(after)`만 받습니다: \(where_). 식별자를 바꾸지 말고 그 코드가 `\(before)`도 다루게 하세요(두 식별자를 모두 검사하거나, 둘이 공유하는 것을 검사하세요)."
    }
    func whatIfGuardBlocksCase(file: String, line: Int, statement: String, value: String, siblingTest: String, siblingLine: Int) -> String {
        "이번 검사에서 값은 \(value)였는데, `\(statement)`(\(file) \(line)번째 줄)는 다른 값만 통과시키므로 \(value)에서는 `return`했고, `\(siblingTest)`(\(siblingLine)번째 줄) 아래에 \(value)에 맞춰 쓴 코드에는 닿지 못했습니다. `guard`가 \(value)도 받아들이게 하거나, 고르는 일은 그 아래의 `if`에 맡기세요."
    }
    func whatIfOtherCaseLacks(file: String, line: Int, test: String, othersPass: Bool, value: String, subject: String, siblingTest: String, siblingLine: Int) -> String {
        "이 검사에서 `\(subject)`의 값은 \(value)였으므로 `\(siblingTest)` 아래의 코드(\(siblingLine)번째 줄)가 실행되었고 `\(test)` 아래의 코드(\(file) \(line)번째 줄)는 실행되지 않았습니다. "
            + "workbook이 `\(test)` 아래의 코드도 실행되게 해서 검사를 다시 돌려 보니 통과했습니다" + (othersPass ? "(통과하던 검사도 그대로 통과)" : "")
            + ". 검사에 필요한 것은 다른 경우의 코드에서만 주고 있습니다. \(value)의 코드에서도 주세요(또는 모든 경우에 해당하도록 검사 앞에서 주세요). 검사 자체는 맞습니다."
    }
    func whatIfDroppedTestNeverHeld(file: String, line: Int, test: String, othersPass: Bool, values: [String], times: Int) -> String {
        "workbook이 실행된 코드 한 곳만 바꿔 이 검사를 다시 돌려 보니 `\(test)`(\(file) \(line)번째 줄)를 빼면 통과합니다"
            + (othersPass ? ". 통과하던 검사도 그대로 통과합니다. " : ". ")
            + "그러니 이 검사가 지키는 코드는 맞고, 그 코드를 막은 것은 이 검사입니다: \(times == 1 ? "한 번" : "\(times)번") 검사되었고 한 번도 참이 아니었습니다. 그때 값은 "
            + values.joined(separator: "; 다음은 ") + "입니다. 이 경우에도 참이 되도록 고치거나(이 경우가 가진 값과 비교하세요), 필요 없다면 검사를 빼세요."
    }
    func whatIfValueBypassedProperty(file: String, line: Int, statement: String, property: String, direct: String, directFile: String, directLine: Int, value: String, fix: String, triedWithout: Bool) -> String {
        "`\(statement)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(property)`\(KoreanParticle.form(.object, after: property)) 보여 주는데, `\(property)`에 값을 넣는 줄이 하나도 없습니다. `\(direct)`(\(directFile) \(directLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(value)`\(KoreanParticle.form(.object, after: value)) 그 자리에 바로 넣고, \(line)번째 줄이 다시 실행될 때 `\(property)`의 값으로 덮어씁니다" + (triedWithout ? "(workbook이 \(line)번째 줄을 빼고 검사를 다시 돌려 보니 통과했습니다)." : ".") + " 값이 화면이 보여 주는 프로퍼티를 거치지 않았습니다. 그곳에서 `\(property)`에 주고(`\(fix)`), \(line)번째 줄이 그것을 보여 주게 하세요."
    }
    func whatIfPasses(kind: WhatIfKind, file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, keeps: Bool, afterIsRead: Bool) -> String {
        let place = "\(file) \(line)번째 줄"
        if kind == .statementMovedUp {
            return "workbook이 `\(after)`를 `\(before)`(\(place))보다 위로 옮겨 이 검사를 다시 실행했더니 통과했습니다"
                + (othersPass ? ". 이미 통과하던 검사도 그대로 통과합니다. " : ". ")
                + "즉 `\(before)`가 너무 일찍 실행되었습니다. 이 줄은 `\(after)`가 정하는 값을 (직접, 또는 그 값을 읽는 여러분의 속성이나 메서드를 거쳐) 읽는데, 이 줄이 실행될 때는 아직 그 줄이 실행되지 않아 이전 값을 읽었습니다. 먼저 정하세요: `\(after)`를 그 값을 쓰는 줄들보다 앞에 두세요."
        }
        if kind == .statementsSwapped {
            return "workbook이 \(KoreanParticle.attach("`\(after)`", .object))(\(place)) 바로 위 문장 `\(before)`보다 먼저 실행되게 옮겨 이 검사를 다시 돌려 보니 통과합니다"
                + (othersPass ? ". 통과하던 검사도 그대로 통과합니다. " : ". ")
                + "두 문장의 순서가 잘못되었습니다. \(KoreanParticle.attach("`\(before)`", .subject)) 실행될 때 \(KoreanParticle.attach("`\(after)`", .subject)) 하는 일(클로저나 델리게이트 설정, 값 전달, 뷰 로드)이 아직 일어나지 않았거나, \(KoreanParticle.attach("`\(after)`", .subject)) 그 결과를 되돌렸습니다. \(KoreanParticle.attach("`\(after)`", .object)) 먼저 두세요."
        }
        let change = after.isEmpty
            ? "`\(before)`(\(place))\(KoreanParticle.form(.object, after: "줄")) 빼면"
            : "`\(before)` 대신 `\(after)`\(KoreanParticle.form(.object, after: after))(\(place)\(statement == before ? "" : ", `\(statement)`")) 쓰면"
        let found = "workbook이 실행된 코드를 한 곳만 바꿔 이 검사를 다시 돌려 보니, \(change) 통과합니다"
            + (othersPass ? ". 통과하던 검사도 그대로 통과합니다. " : ". ")
        switch kind {
        case .comparisonInverted:
            return found + "이 비교가 결과를 정하는데, 이번 실행에서는 검사에 필요한 것과 반대로 나왔습니다. 거꾸로 썼거나(`!=` 대신 `==`, `!==` 대신 `===`), 두 쪽이 생각한 대로 같아지지 않습니다. 같은 종류의 값끼리 비교하세요(문자열은 문자열과, 옵셔널이나 그것의 `String(describing:)`이 아닌 꺼낸 값으로, 같은 객체는 `===`로). 두 쪽을 출력해 보면 어느 쪽인지 보입니다."
        case .boundary:
            return found + "이 비교의 경계가 잘못된 쪽에 있습니다. `\(before)`\(KoreanParticle.form(.topic, after: before)) 경계값 자체를 빼거나 넣습니다. 경계값을 포함할지 정하고 그에 맞게 `>=`/`<=` 또는 `>`/`<`로 비교하세요."
        case .comparisonReversed:
            return found + "이 비교는 방향이 반대입니다. 버리려던 값을 남깁니다. 방향을 뒤집으세요."
        case .logicOperator:
            return found + "두 조건을 잘못 이었습니다. `&&`\(KoreanParticle.form(.topic, after: "&&")) 둘 다 참이어야 하고, `||`\(KoreanParticle.form(.topic, after: "||")) 하나만 참이면 됩니다."
        case .termDropped:
            return found + "값은 `\(after)`만으로 맞습니다. `\(before)`에서 그 나머지, 더하거나 빼는 부분이 값을 틀리게 만듭니다. 그 부분(보너스, 오프셋, 단위, 개수, 덧붙인 글자)이 왜 있는지, 이 값에 속하는 것인지 보세요."
        case .resultKept:
            return found + "새로 계산한 값이 버려졌습니다. `_ =`는 `\(before.replacingOccurrences(of: #"^_\s*=\s*"#, with: "", options: .regularExpression))`\(KoreanParticle.form(.subject, after: before)) 만든 값을 버리고, 시작한 값 자체는 바뀌지 않습니다(새 값을 돌려주는 연산자나 메서드는 그 자체로 아무것도 바꾸지 않습니다). 결과를 다시 넣으세요: `\(after)`(또는 `removeAll(where:)`처럼 값을 그 자리에서 바꾸는 메서드를 쓰세요)."
        case .operandsSwapped:
            return found + "직접 만든 연산자의 두 쪽이 뒤바뀌었습니다. `\(before)`\(KoreanParticle.form(.topic, after: before)) 각 값을 반대쪽에 줍니다. 직접 선언한 연산자의 왼쪽은 그 함수의 첫째 매개변수, 오른쪽은 둘째 매개변수입니다(연산자를 선언한 곳을 보세요). 연산자가 값을 읽는 쪽과 값을 주는 쪽에 맞게 각 값을 쓰세요."
        case .receiverArgumentSwapped:
            return found + "호출의 방향이 거꾸로입니다. 받는 쪽과 인자는 하는 일이 다릅니다. `a.contains(b)`, `a.hasPrefix(b)`, `a.isSubset(of: b)`에서는 `b`를 찾거나 검사하는 대상이 `a`이고, 병합이나 차집합에서는 어느 값이 받는 쪽이고 어느 값이 인자인지가 결과에 남는 것을 정합니다. 각 값을 그 하는 일에 맞는 자리에 두세요: `\(after)`."
        case .mergeSideSwapped:
            return found + "두 딕셔너리에 같은 키가 있을 때 병합이 잘못된 쪽을 남깁니다. `merging(_:uniquingKeysWith:)`의 클로저는 원래 있던 값을 첫째로, 들어오는 값을 둘째로 받고, 돌려준 값이 남습니다. 남아야 할 값을 돌려주세요(또는 반대 방향으로 병합하세요)."
        case .conditionDropped:
            return found + "이 조건이 지키는 코드는 맞고, 조건이 그 코드를 막고 있습니다. 이번 실행에서 검사가 그 코드를 필요로 할 때 조건이 성립하지 않았습니다. 이번 실행의 값으로 조건이 비교하는 것을 보세요. 그 시점에 생각과 다른 시각, 개수, 플래그나 객체입니다(다시 만든 화면은 만든 시각과 프로퍼티가 새것이고, 그 전에 저장한 값은 그보다 오래되었습니다). 여기서 조건이 성립하게 고치거나, 필요 없다면 빼세요."
        case .conditionNegated:
            return found + "이 조건이 결과를 정하는데, 이번 실행에서는 검사에 필요한 것과 반대로 갔습니다. 거꾸로 썼거나, 조건이 검사하는 것이 여기서 생각한 값을 갖고 있지 않습니다(옵셔널, 다른 타입, 아직 정해지지 않은 값). 이번 실행의 값으로 조건이 검사하는 것을 출력해 보세요."
        case .endSwapped:
            if before.contains("(where:") {
                let loose = ["hasSuffix", "hasPrefix", "contains", "lowercased", "is "].first { before.contains($0) }
                return found + "`\(before.contains("first(where:") ? "first(where:)" : "last(where:)")`에 준 조건이 둘 이상의 요소와 맞았습니다(하나뿐이라면 `first`와 `last`가 같은 것을 찾습니다). 검색이 원하는 것이 아닌 다른 요소를 가져왔습니다. 원하는 요소 하나만 맞도록 조건을 쓰세요" + (loose.map { "(`\($0.trimmingCharacters(in: .whitespaces))`\(KoreanParticle.form(.topic, after: $0)) 그 값 하나보다 많은 것과 맞습니다. 값 전체를 `==`로 비교하세요)" } ?? "") + "."
            }
            return found + "코드가 컬렉션의 반대쪽 끝을 가져옵니다. `first`\(KoreanParticle.form(.topic, after: "`first`")) 가장 오래된 것(내비게이션 스택에서는 루트 화면), `last`\(KoreanParticle.form(.topic, after: "`last`")) 가장 새로운 것(맨 위)입니다. 원하는 요소가 있는 끝을 쓰세요."
        case .literalChanged:
            return found + "`\(before)`\(KoreanParticle.form(.topic, after: before)) 다른 쪽에서 쓰는 이름이 아닙니다. 키나 식별자는 쓰는 곳, 읽는 곳, 스토리보드에서 글자 하나까지 똑같아야 합니다. 철자를 하나로 맞추세요(두 곳이 함께 쓰는 상수가 도움이 됩니다)."
        case .numberChanged where before == "0" && statement.contains("viewControllers"):
            return found + "0번 자리는 반대쪽 끝입니다. `viewControllers`는 스택의 맨 아래(0, 첫 화면, 루트)부터 맨 위(`count - 1`, 보이는 화면)까지 이어집니다. 맨 위는 `viewControllers.last`입니다(`removeLast()`, 또는 간단히 `popViewController(animated:)`)."
        case .numberChanged:
            return found + "이 숫자가 하나 어긋납니다. 세기가 0과 1 중 어디서 시작하는지, 끝을 포함하는지 다시 세어 보세요."
        case .statementDropped where before.range(of: #"\bawait\b"#, options: .regularExpression) != nil:
            return found + "이 문장 자체는 아무것도 바꾸지 않습니다. `await`이라서 둘레의 코드를 멈추게 하고, 그 뒤의 줄들은 그것이 돌아온 뒤에야, UIKit이 그 줄들이 주는 것(보여 줄 화면, 표시할 값)을 읽은 뒤에 실행됩니다. 이 문장이 없으면 제때 실행됩니다. 값을 주고 화면을 바꾸는 일 사이에서 기다리지 마세요. 기다려야 하는 일은 그 전에 하거나 하지 마세요."
        case .statementDropped where before.range(of: #"^\s*(assert|precondition|assertionFailure|preconditionFailure|fatalError)\b"#, options: .regularExpression) != nil:
            return found + "이 줄은 조건이 거짓이면 앱을 멈추는데, 여기서는 이 줄이 실행될 때 거짓이었습니다. 단언한 것이 UIKit에서 그 순간에는 성립하지 않습니다. 이 줄을 지우거나, 조건을 `if`/`guard`로 검사해 다른 경우도 처리하세요."
        case .statementDropped, .statementsSwapped, .statementMovedUp:
            if kind == .statementDropped, let shape = WhatIfKind.droppedShape(before).map({ keeps ? $0.asKept : $0 }) {
                switch shape {
                case let .emptied(target):
                    return found + "결과를 망치는 것은 이 줄입니다. \(KoreanParticle.attach("`\(target)`", .subject)) 검사에 필요한 값을 가진 뒤에 이 줄이 그것을 비우고, 그 뒤에 읽는 코드는 빈 값을 얻습니다. 이 줄을 지우거나, 값을 읽는 코드 뒤로 옮기세요."
                case let .overwritten(target, value):
                    return found + "결과를 망치는 것은 이 줄입니다. \(KoreanParticle.attach("`\(target)`", .subject)) 검사에 필요한 값을 가진 뒤에 이 줄이 그 위에 \(KoreanParticle.attach("`\(value)`", .object)) 쓰고, 그 뒤에 읽는 코드는 \(KoreanParticle.attach("`\(value)`", .object)) 얻습니다. 이 줄을 지우거나, `\(target)`에 맞는 값을 주는 줄보다 앞으로 옮기세요."
                case let .screenRemoved(call):
                    return found + "결과를 망치는 것은 이 줄입니다. 검사에 필요한 화면 전환이 일어난 뒤에 \(KoreanParticle.attach("`\(call)`", .subject)) 화면을 치우는데, 치운 화면은 남아 있어야 할 화면(또는 값이 있던 화면)입니다. 이 줄을 지우거나, 그 화면이 정말 사라져야 할 곳에서만 부르세요."
                case let .transitionStarted(call):
                    return found + "결과를 망치는 것은 이 줄입니다. \(KoreanParticle.attach("`\(call)`", .subject)) 검사가 기대하는 전환 말고 전환을 하나 더 시작합니다(두 번째 화면, 같은 화면 한 번 더, 또는 다른 전환이 진행 중이라 UIKit이 거절하는 전환). 한 동작에는 전환 하나만 두세요. 이 줄이나 다른 쪽을 지우세요(스토리보드에 그린 세그웨이가 이미 전환을 합니다)."
                case let .kept(target, value) where DictionaryKeyTarget.keptAsKey(target, value: value) != nil:
                    let (dictionary, key) = DictionaryKeyTarget.keptAsKey(target, value: value) ?? ("", "")
                    return found + "결과를 망치는 것은 이 줄입니다. \(KoreanParticle.attach("`\(key)`", .object)) `\(dictionary)`의 키로 둡니다(값은 `\(value)`). 딕셔너리는 값처럼 키도 강하게 붙잡고, `\(dictionary)`가 살아 있는 동안 놓지 않으므로, 키로 쓴 객체는 그 화면이 사라져도 해제되지 않습니다. 객체가 아닌 것을 키로 쓰거나(`ObjectIdentifier(\(key))`), 화면이 사라질 때 그 항목을 지우거나, 객체를 약하게 붙잡으세요."
                case let .kept(target, value):
                    return found + "결과를 망치는 것은 이 줄입니다. \(value.hasPrefix("{") ? "클로저를" : KoreanParticle.attach("`\(value)`", .object)) `\(target)`에 두는데, `\(target)`\(KoreanParticle.form(.topic, after: target)) 그것이 살아 있는 동안 계속 강하게 붙잡습니다(`static` 프로퍼티나 싱글턴은 앱이 살아 있는 동안 계속 있고, 저장된 클로저는 캡처한 것을 붙잡습니다). 그래서 붙잡힌 것이 화면이 사라져도 해제되지 않거나, 다른 값이 있어야 할 자리에 남습니다. 이 줄을 지우거나, 약하게 붙잡거나, 화면이 사라질 때 비우세요."
                case let .added(target):
                    return found + "결과를 망치는 것은 이 줄입니다. `\(target)`에 요소를 한 번 더 넣어서, 읽는 코드가 요소를 하나 더(또는 끝에서 엉뚱한 것을) 얻습니다. 요소마다 한 번만 넣으세요."
                }
            }
            return found + "결과를 망치는 것은 이 문장입니다. 모든 것이 맞게 된 뒤에 실행되어 검사가 보는 것을 바꿉니다(덮어쓰거나, 비우거나, 지우거나, 화면을 치웁니다). 이 문장을 지우거나 알맞은 곳으로 옮기세요."
        case .memberSwapped:
            let (mine, theirs) = (WhatIfKind.memberName(before), WhatIfKind.memberName(after))
            let glosses = [(mine, whatIfGloss(member: mine)), (theirs, whatIfGloss(member: theirs))].compactMap { name, gloss in gloss.map { "`\(name)`\(KoreanParticle.form(.topic, after: name)) \($0)" } }
            return found + "여기서 뜻한 것은 `\(mine)`\(KoreanParticle.form(.subject, after: mine)) 아닙니다" + (glosses.isEmpty ? "." : ". " + glosses.joined(separator: ", ") + "입니다.")
        case .receiverSwapped where !afterIsRead && (statement.hasPrefix(before + " =") || statement.hasPrefix(before + "=")):
            return found + "그러니 이 줄이 `\(before)`에 쓰는 것이 결과를 망칩니다. 모든 것이 맞게 된 뒤에 실행되어 검사가 보는 것을 바꿉니다(덮어쓰거나 비웁니다). 이 줄을 빼거나, 있어야 할 곳으로 옮기세요."
        case .receiverSwapped:
            return found + "이 줄은 엉뚱한 객체의 `\(WhatIfKind.memberName(before))`\(KoreanParticle.form(.object, after: WhatIfKind.memberName(before))) 씁니다. 실행에 필요한 것은 `\(before)`\(KoreanParticle.form(.subject, after: before)) 아니라 다른 객체의 같은 프로퍼티인 `\(after)`입니다. 값을 가진(또는 보여야 할) 객체가 어느 것인지 확인하세요."
        case .copyWrittenThrough:
            return found + "`\(before)`\(KoreanParticle.form(.topic, after: before)) `\(after)`\(KoreanParticle.form(.subject, after: after)) 아니라 따로 있는 변수입니다. `var \(before) = \(after)`\(KoreanParticle.form(.topic, after: after)) 그때 `\(after)`의 값을 넣었을 뿐이라서 이 줄이 바꾼 것은 `\(before)`에만 남습니다(구조체, 배열, 딕셔너리, 문자열은 새 변수에 넣을 때 복사되고, 변수에 다시 넣으면 그 변수만 바뀝니다). `\(after)` 자체를 바꾸거나, 다 바꾼 뒤 복사본을 되돌려 넣으세요(`\(after) = \(before)`)."
        case .readAgain:
            return found + "`\(before)`\(KoreanParticle.form(.topic, after: before)) 오래된 복사본을 갖고 있습니다. `\(after)`의 값을 한 번(화면이 만들어지거나 로드될 때) 받았을 뿐 다시 받지 않아서, 지금이 아니라 그때의 `\(after)` 값을 그대로 갖고 있습니다. 값이 필요한 곳에서 `\(after)`\(KoreanParticle.form(.object, after: after)) 읽거나, 값이 바뀔 수 있을 때마다(viewWillAppear에서, 또는 사용자의 입력을 읽는 곳에서) 다시 복사하세요."
        case .deferredRunNow:
            return found + "`\(before)`\(KoreanParticle.form(.direction, after: before)) 미룬 일이 너무 늦게 실행됩니다. 그 결과가 필요한 코드(다음 화면이 로드되어 값을 보여 주기, 화면이 사라지기, 값을 읽기)가 먼저 실행된 뒤에야 돕니다. 그 일은 바로, 순서대로 하세요. 정말 기다려야 하는 것만 미루세요."
        }
    }
    func whatIfNeverMatched(file: String, line: Int, statement: String, before: String, outcome: WhatIfOutcome) -> String {
        let times = outcome.times == 1 ? "한 번 실행되었을 때" : "실행된 \(outcome.times)번 중 한 번도"
        let values = outcome.pairs.map { "`\($0[0])`, `\($0[1])`" }.joined(separator: " / ")
        let head = "비교 `\(before)`(\(file) \(line)번째 줄\(statement == before ? "" : ", `\(statement)`"))\(KoreanParticle.form(.topic, after: "줄")) 이번 실행에서 \(times) 맞은 적이 없습니다. 비교한 두 값: \(values). "
        if outcome.textTest == nil, outcome.position == nil, outcome.source == nil, outcome.untaggedView(before) {
            return head + "뷰의 `tag`는 스토리보드(속성 인스펙터의 `View › Tag`)나 코드가 정해 주지 않으면 0이고, 이 뷰에는 아무것도 `tag`를 주지 않아 모든 컨트롤이 0입니다. 컨트롤마다 `tag`를 주거나, `prepare(for:sender:)`의 `segue.identifier`나 아웃렛과의 `===`처럼 다른 방법으로 구별하세요."
        }
        if outcome.textTest != nil, let pair = outcome.pairs.first {
            let times = outcome.times == 1 ? "한 번 실행되었을 때" : "실행된 \(outcome.times)번 모두"
            return "검사 `\(before)`(\(file) \(line)번째 줄\(statement == before ? "" : ", `\(statement)`"))\(KoreanParticle.form(.topic, after: "줄")) 이번 실행에서 \(times) 참이 되지 않았습니다. `\(pair[0])`에서 `\(pair[1])`\(KoreanParticle.form(.object, after: pair[1])) 찾았습니다. " + whatIfDifference(outcome.difference)
        }
        if let position = outcome.position { return head + whatIfPosition(position) }
        if let fresh = outcome.freshEachRead {
            return head + "`\(fresh.side)`\(KoreanParticle.form(.topic, after: fresh.side)) 계산 프로퍼티 `\(fresh.property)`(`{ \(fresh.getter) }`, \(fresh.line)번째 줄)를 읽습니다. 읽을 때마다 새 값을 만들므로 전에 만든 값과 같을 수가 없습니다. 값을 한 번 받는 저장 프로퍼티로 만드세요(`let \(fresh.property) = \(fresh.getter)`)."
        }
        return head + (outcome.source.map(sideSource) ?? whatIfDifference(outcome.difference))
    }
    func whatIfPosition(_ note: WhatIfOutcome.PositionNote) -> String {
        switch note {
        case let .countReached(position, collection, count, test):
            return "`\(position)`\(KoreanParticle.form(.topic, after: position)) `\(collection)` 안의 위치이고, 위치는 0부터 `\(collection).count - 1`까지입니다" + (count > 0 ? "(여기서는 0부터 \(count - 1)까지)" : "")
                + ". 어떤 위치도 `\(collection).count`가 되지 않으므로 `\(test)`\(KoreanParticle.form(.topic, after: test)) 참이 될 수 없습니다. 마지막 항목은 `\(collection).count - 1`에 있습니다."
        case let .numberedEntry(position, collection, number, entry, actual, actualEntry):
            return "`\(position)`\(KoreanParticle.form(.topic, after: position)) 0부터 세는 `\(collection)` 안의 위치입니다. \(number)\(KoreanParticle.form(.topic, after: String(number))) `\(collection)[\(number)]`인 `\(entry)`\(KoreanParticle.form(.object, after: entry)) 가리키고, 이번 실행에서 `\(position)`\(KoreanParticle.form(.topic, after: position)) `\(actualEntry)`의 위치인 \(actual)이었습니다. 뜻하는 항목의 위치(또는 항목 자체)와 비교하세요."
        case let .otherSlot(collection, read, readValue, value, found):
            return "`\(collection)[\(read)]`\(KoreanParticle.form(.topic, after: "]")) 위치 \(read)의 항목 `\(readValue)`입니다. 다른 쪽의 `\(value)`\(KoreanParticle.form(.topic, after: value)) 위치 \(found)의 항목(`\(collection)[\(found)]`)입니다. 위치는 0부터 셉니다. 이 검사가 뜻하는 항목을 읽으세요(또는 항목을 위치를 세는 순서대로 두세요)."
        }
    }
    private func sideSource(_ source: SideSource) -> String {
        let what: String
        switch source.value {
        case "nil": what = "nil"
        case "0": what = "0"
        default: what = "빈 값"
        }
        let head = "`\(source.side)`\(KoreanParticle.form(.topic, after: source.side)) 매번 UIKit의 기본값인 \(what)이었습니다. 코드도 스토리보드도 여기서 `\(source.member)`에 값을 주지 않습니다."
        func attribute(_ place: SideSource.Place) -> String {
            let view = place.view.map { kind in "\(place.owner)의 \(kind)" + (place.shown.map { " \"\($0)\"" } ?? "") } ?? place.owner
            switch place.attribute {
            case .controllerTitle: return "\(place.owner)의 제목(`title`)"
            case .navigationItemTitle: return "\(place.owner)의 내비게이션 아이템 제목(`navigationItem.title`, 컨트롤러 자신의 `title`과는 다릅니다)"
            case .storyboardIdentifier: return "\(place.owner)의 스토리보드 ID(`instantiateViewController(withIdentifier:)`가 쓰는 것으로, 다시 읽을 수 있는 프로퍼티가 아닙니다)"
            case .segueIdentifier: return "\(place.owner)의 세그웨이 식별자(`segue.identifier`)"
            case .accessibilityIdentifier: return "\(view)의 접근성 식별자(`accessibilityIdentifier`)"
            case .tag: return "\(view)의 태그"
            case .buttonTitle: return "\(view)의 제목(`currentTitle`)"
            case .text: return "\(view)의 텍스트"
            }
        }
        guard !source.places.isEmpty else {
            return head + " 스토리보드의 어디에도 `\(source.literal)`\(KoreanParticle.form(.subject, after: source.literal)) 없습니다. 객체를 만드는 곳(스토리보드의 인스펙터나 코드)에서 `\(source.member)`에 그 값을 주거나, 다른 방법으로 객체를 구별하세요: 클래스(`is`/`as?`)나 동일성(아웃렛이나 가진 화면과 `===`)."
        }
        return head + " 스토리보드에서 `\(source.literal)`\(KoreanParticle.form(.topic, after: source.literal)) " + source.places.map(attribute).joined(separator: ", 그리고 ") + "에 있습니다. 그 값을 가진 것을 읽거나, 다른 방법으로 객체를 구별하세요: 클래스(`is`/`as?`)나 동일성(`===`)."
    }
    private func whatIfDifference(_ difference: WhatIfOutcome.Difference?) -> String {
        switch difference {
        case .emptyVersusNil: return "한쪽은 빈 문자열(`\"\"`)이고 다른 쪽은 같은 자리에 `nil`이라서 절대 같아지지 않습니다. 아무것도 입력하지 않은 텍스트 필드의 `text`는 nil이 아니라 `\"\"`입니다. nil과 비교하지 말고 빈 문자열인지 검사하세요(`isEmpty`, `(text ?? \"\").isEmpty`, 또는 `\"\"`와 비교)."
        case .optional: return "한쪽은 옵셔널(`Optional(…)`)이고 다른 쪽은 아니라서 절대 같아지지 않습니다. 비교하거나 문자열로 만들기 전에 옵셔널을 꺼내세요(`if let`, `guard let`, `??`)."
        case .letterCase: return "대문자와 소문자만 다르고, 문자열은 대소문자까지 한 글자씩 비교합니다. 두 쪽을 같은 철자로 쓰세요."
        case .textAndValue: return "한쪽은 따옴표 안의 문자열이고 다른 쪽은 다른 타입의 값이라서 절대 같아지지 않습니다. 값을 제 타입(`Bool`, `Int`)으로 두거나 문자열은 문자열과 비교하세요."
        case .spaces: return "글자 앞뒤의 공백이나 줄바꿈만 다릅니다. 잘라 내거나 두 쪽에 같은 글을 쓰세요."
        case .otherClass: return "서로 다른 클래스의 객체라서 절대 같은 객체가 될 수 없습니다. 뜻한 객체와 비교하세요(이 줄이 손에 쥔 객체가 무엇인지 보세요)."
        case .otherInstance: return "같은 클래스의 두 객체일 뿐 같은 객체가 아니고, `===`는 바로 그 객체인지를 묻습니다. 비교하는 객체는 화면에 있는 것과 다른 인스턴스입니다(다시 만들었거나 예전 것을 들고 있습니다)."
        case let .letterCaseWithin(test): return "대문자와 소문자를 가리지 않을 때만 그 안에 들어 있습니다. `\(test)`는 대소문자까지 글자 하나하나를 비교합니다. 찾는 값과 같은 대소문자로 쓰거나(식별자는 스토리보드에 적힌 그대로), 양쪽의 `lowercased()`를 비교하세요."
        case let .instanceDescription(className): return "한쪽은 객체로 만든 텍스트입니다(\(className) 인스턴스의 `String(describing:)`이나 `\\(…)`). Swift는 이를 `<모듈.\(className): 0x…>`처럼 실행할 때마다 바뀌는 객체 주소와 함께 쓰므로, 직접 쓴 어떤 텍스트와도 같아지지 않습니다. 타입 자체를 검사하거나(`is \(className)`, `as? \(className)`) 맨 클래스 이름을 주는 `String(describing: type(of: x))`를 비교하세요."
        case let .extraText(longer, shorter, extra, atEnd): return "`\"\(longer)\"`\(KoreanParticle.form(.topic, after: longer)) `\"\(shorter)\"`의 \(atEnd ? "끝에" : "앞에") `\"\(extra)\"`\(KoreanParticle.form(.subject, after: extra)) 붙은 글자입니다. 한쪽이 다른 쪽에 없는 부분을 지닌 이름(클래스 이름, 제목, 식별자)으로 만들어졌습니다. 양쪽을 같은 방식으로 만들거나, 다른 쪽(스토리보드의 식별자, 다른 파일이 쓰는 키)이 쓰는 글자 그대로 쓰세요."
        case let .misspelled(first, second): return "`\"\(first)\"`, `\"\(second)\"` 두 글자는 한두 자만 다릅니다. 둘 중 하나의 철자가 틀렸습니다. 각 쪽이 어디서 오는지(상수, 문자열, 스토리보드의 식별자) 찾아 틀린 쪽을 다른 쪽과 똑같이 쓰세요. 상수 하나를 선언해 양쪽에서 쓰면 어긋날 일이 없습니다."
        case let .exactType(object, asked): return "이것은 타입입니다. `type(of:)`는 객체의 정확한 클래스(여기서는 `\(object)`)를 주고, 한 클래스는 다른 클래스와, 자기 상위 클래스와도 같지 않습니다. 클래스는 `is \(asked)`나 `as? \(asked)`로 검사하고(하위 클래스도 참), 검사하는 객체가 생각한 그 객체인지 확인하세요. 여기서는 `\(object)`였습니다."
        case .modulePrefix: return "한쪽은 모듈 이름이 앞에 붙은 클래스 이름입니다. `NSStringFromClass`와 `String(reflecting:)`는 Swift 클래스를 `모듈.클래스`로 부르므로 맨 이름과 같아지지 않습니다. 타입 자체를 검사하거나(`is`, `as?`) 맨 이름을 주는 `String(describing: type(of: x))`를 쓰세요."
        case nil: return "여기서 같아야 했다면 이번 실행에서 각 쪽이 무엇을 갖고 있는지 보세요(두 쪽에 같은 종류의 값, `===`라면 같은 객체). 같지 않아야 했다면 조건을 거꾸로 쓴 것입니다."
        }
    }
    func whatIfCastNil(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String {
        let shown = values.map { "`\($0)`" }.joined(separator: ", ")
        let was = values.last.map { last in " `\(operand)`의 값은 \(shown)\(KoreanParticle.form(.was, after: last))고 `\(type)`\(KoreanParticle.form(.subject, after: type)) 아니었습니다." } ?? ""
        if case .linkNil? = role, let role {
            return "이번 실행에서 `\(operand) as? \(type)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(times == 1 ? "한 번 실행되었을 때" : "실행된 \(times)번 모두") nil이었습니다. `\(operand)` 자체가 nil이어서 캐스팅할 것이 없었고, 그것이 필요한 코드는 건너뛰었습니다. " + castRole(role)
        }
        return "이번 실행에서 `\(operand) as? \(type)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(times == 1 ? "한 번 실행되었을 때" : "실행된 \(times)번 모두") nil이었습니다.\(was) `as?`\(KoreanParticle.form(.topic, after: "as?")) 객체가 그 클래스가 아니면 nil을 주므로, 그것이 필요한 코드는 건너뛰었습니다. " + (role.map(castRole) ?? "객체의 실제 타입으로 캐스팅하거나, 뜻한 객체에 닿으세요.")
    }
    func whatIfIsFalse(operand: String, type: String, file: String, line: Int, times: Int, values: [String], role: CastRole?) -> String {
        let shown = values.map { "`\($0)`" }.joined(separator: ", ")
        let was = values.last.map { last in " `\(operand)`의 값은 \(shown)\(KoreanParticle.form(.was, after: last))고 `\(type)`\(KoreanParticle.form(.subject, after: type)) 아니었습니다." } ?? ""
        return "이번 실행에서 `\(operand) is \(type)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(times == 1 ? "한 번 실행되었을 때" : "실행된 \(times)번 모두") 거짓이었습니다.\(was) 그래서 그것이 필요한 코드는 건너뛰었습니다. " + (role.map(castRole) ?? "뜻한 객체를 검사하세요.")
    }
    private func stackPlace(_ stack: [String], _ index: Int) -> String {
        if index == stack.count - 1 { return "`topViewController`(`viewControllers.last`)" }
        if index == 0 { return "`viewControllers.first`" }
        if index == stack.count - 2 { return "맨 위 바로 아래인 `viewControllers[viewControllers.count - 2]`" }
        return "`viewControllers[\(index)]`"
    }
    private func castRole(_ role: CastRole) -> String {
        switch role {
        case let .holds(container, stack, match, index):
            return "`\(container)`\(KoreanParticle.form(.topic, after: container)) \(match)\(KoreanParticle.form(.object, after: match)) 담은 내비게이션 컨트롤러입니다(스택: \(stack.joined(separator: ", "))). 그 안에서 \(stackPlace(stack, index))를 쓰세요."
        case let .sameStack(object, stack, match):
            let matchClass = match.split(separator: "#").first.map(String.init) ?? match
            return "실행이 끝날 때 \(object)\(KoreanParticle.form(.topic, after: object)) 내비게이션 스택 \(stack.joined(separator: ", "))에 있고, 뜻한 `\(matchClass)`\(KoreanParticle.form(.topic, after: matchClass)) 그 스택의 다른 화면인 \(match)입니다. 화면을 넣고 빼면 위치가 바뀌니, 위치가 아니라 클래스로 찾으세요: `viewControllers.last { $0 is \(matchClass) } as? \(matchClass)`."
        case let .callerItself(object, wanted):
            let objectClass = object.split(separator: "#").first.map(String.init) ?? object
            return "\(object)\(KoreanParticle.form(.topic, after: object)) 이 캐스팅을 한 코드의 `\(objectClass)`, 곧 그 줄이 실행될 때 내비게이션 스택 맨 위에 있던 화면 자신입니다(위치는 루트가 0이고 맨 위는 `viewControllers.last`). 그 아래, 이 화면을 보여 준 화면은 `viewControllers[viewControllers.count - 2]`이거나, 클래스로 찾으면 `viewControllers.last { $0 is \(wanted) } as? \(wanted)`입니다."
        case let .noNavigation(object):
            return "\(object)\(KoreanParticle.form(.topic, after: object)) 여기서 어떤 내비게이션 컨트롤러에도 들어 있지 않은 화면 자체입니다. 그 화면의 클래스로 캐스팅하세요(또는 스토리보드에서 내비게이션 컨트롤러에 넣으세요)."
        case let .shownScreen(object, method, read):
            return "`\(method)`에서 `\(read)`\(KoreanParticle.form(.topic, after: read)) 지금 보여지는 화면(여기서는 \(object))이고, 떠난 화면이 아닙니다. 팝 뒤에는 그 아래 화면입니다. 떠난 화면은 `navigationController.transitionCoordinator?.viewController(forKey: .from)`이니 그것을 캐스팅하세요(`viewControllers`에 더는 없으면 팝된 것입니다)."
        case let .tabBar(object, asked):
            return "\(object)\(KoreanParticle.form(.topic, after: object)) 탭 바 컨트롤러입니다. 가장 바깥 컨테이너라서 탭 안의 화면들을 대신해 화면을 띄우고, 그 화면들을 `viewControllers`에 담고 있습니다. 원하는 `\(asked)`\(KoreanParticle.form(.topic, after: asked)) 그 안에 있습니다. `selectedViewController`(또는 `viewControllers?[i]`)를 `\(asked)`\(KoreanParticle.form(.direction, after: asked)) 캐스팅하세요."
        case let .unwindLeft(source):
            return "찾는 화면은 언와인드가 떠난 화면 \(source)입니다. 언와인드 액션에서는 `segue.source`로 받습니다(표시된 화면은 어느 내비게이션 스택에도 없습니다). 그것을 캐스팅하세요."
        case let .unwindDestination(object, source):
            return "\(object)\(KoreanParticle.form(.topic, after: object)) 언와인드 세그가 돌아간 화면, 곧 언와인드 액션이 실행되는 화면입니다(`segue.destination`, 거기서는 `self`). 떠난 화면 \(source)\(KoreanParticle.form(.topic, after: source)) `segue.source`입니다. 그것을 읽으세요."
        case let .delegateKind(object, asked, objectIsScene):
            if objectIsScene {
                return "\(object)\(KoreanParticle.form(.topic, after: object)) 씬의 델리게이트(`UIWindowSceneDelegate`)로, 앱 델리게이트와는 다른 객체이며 결코 `\(asked)`\(KoreanParticle.form(.subject, after: asked)) 아닙니다. 앱 델리게이트는 `UIApplication.shared.delegate as? \(asked)`입니다."
            }
            return "\(object)\(KoreanParticle.form(.topic, after: object)) 앱 델리게이트(`UIApplication.shared.delegate`)로, 씬의 델리게이트와는 다른 객체이며 결코 `\(asked)`\(KoreanParticle.form(.subject, after: asked)) 아닙니다. 화면에서 자기 씬의 델리게이트는 `view.window?.windowScene?.delegate as? \(asked)`로 얻습니다."
        case let .appDelegateWindow(appDelegate, sceneDelegate):
            return "앱 델리게이트의 `window`는 nil이었습니다. 이 앱은 씬을 쓰므로 UIKit은 창을 씬의 델리게이트(\(sceneDelegate).window)에게 주고, \(appDelegate)의 `window`에는 아무것도 창을 주지 않습니다. 필요한 것은 앱 델리게이트를 거치지 말고 화면 자신에게서 얻으세요(`navigationController`, `view.window?.rootViewController`)."
        case let .stackAfterPop(screen, method, stack, read):
            return "\(screen)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) 그 화면이 팝되는 중에 실행되었고, 그때 내비게이션 컨트롤러는 이미 \(screen)\(KoreanParticle.form(.object, after: screen)) 스택에서 뺀 뒤였습니다. 거기서 `viewControllers`는 [\(stack.joined(separator: ", "))]\(KoreanParticle.form(.was, after: stack.last ?? ""))으므로, \(screen)\(KoreanParticle.form(.subject, after: screen)) 아직 맨 위에 있는 것처럼 쓴 `\(read)`\(KoreanParticle.form(.topic, after: read)) 뜻한 화면을 놓쳤습니다. 화면이 떠나는 동안에는 그 아래 화면이 이미 `viewControllers.last`입니다. 아니면 팝하기 전에 액션에서 값을 넘기세요."
        case let .helperGaveNil(member, line, getter, inner, innerType, receiver, innerValue):
            let container = ["UINavigationController", "UITabBarController", "UISplitViewController"].contains(innerType)
            let object = innerValue.map { "`\(receiver)`\(KoreanParticle.form(.topic, after: receiver)) \($0)\(KoreanParticle.form(.was, after: $0))고 `\(innerType)`\(KoreanParticle.form(.subject, after: innerType)) 아니었습니다" }
                ?? "`\(receiver)`\(KoreanParticle.form(.topic, after: receiver)) `\(innerType)`\(KoreanParticle.form(.subject, after: innerType)) 아니었습니다"
            return "`\(member)`\(KoreanParticle.form(.topic, after: member)) 직접 만든 계산 프로퍼티(\(line)번째 줄) `\(getter)`입니다. 읽히는 객체(거기서 `\(inner)`)가 `\(innerType)`\(KoreanParticle.form(.subject, after: innerType)) 아니면 nil을 줍니다. 여기서 \(object). 그래서 `\(member)`\(KoreanParticle.form(.subject, after: member)) nil을 주었습니다. "
                + (container ? "여기서 화면은 어느 컨테이너에도 없습니다. `\(innerType)`\(KoreanParticle.form(.subject, after: innerType)) 아닐 때는 `\(member)`\(KoreanParticle.form(.subject, after: member)) 객체 자신을 주게 하거나(`… ?? self`), `\(receiver)`\(KoreanParticle.form(.object, after: receiver)) 바로 캐스팅하세요."
                             : "`\(member)`\(KoreanParticle.form(.subject, after: member)) 여기서 읽힌 객체를 다루게 하거나, 그것 없이 원하는 객체에 닿으세요.")
        case let .destinationItself(read, object, asked) where read.contains("segue.source"):
            return "`segue.source`는 이미 `\(asked)`인 \(object) 그 자체였습니다. 되감기(`unwind`)가 떠난 바로 그 화면이지 그 화면을 담은 컨테이너가 아니므로, `\(read)`\(KoreanParticle.form(.topic, after: read)) 다른 화면을 담고 있지 않은 화면 안을 뒤져 아무것도 찾지 못합니다. 출발 화면 자체를 캐스팅하세요: `segue.source as? \(asked)`."
        case let .destinationItself(read, object, asked):
            return "`segue.destination`은 이미 `\(asked)`인 \(object) 그 자체였습니다. 세그웨이는 그 화면을 감싼 내비게이션 컨트롤러 같은 컨테이너가 아니라 그 화면으로 곧바로 이어지므로, `\(read)`\(KoreanParticle.form(.topic, after: read)) 다른 화면을 담고 있지 않은 화면 안을 뒤져 아무것도 찾지 못합니다. 목적지 자체를 캐스팅하세요: `segue.destination as? \(asked)`."
        case let .notYetShown(asked):
            return "`prepare(for:sender:)` 안에서는 세그웨이가 보여 줄 화면이 아직 나오지 않았습니다. UIKit은 `prepare`가 끝난 뒤에야 그 화면을 푸시하거나 띄우므로, 어느 스택에도 없고 아무도 그것을 띄우고 있지 않습니다. 세그웨이에서 꺼내세요: `segue.destination as? \(asked)`."
        case let .tupleElement(alias, declared, label, value, valueType, asked):
            return "`\(alias)`\(KoreanParticle.form(.topic, after: alias)) `\(declared)`이고, 튜플은 모든 요소의 타입이 같을 때만 그것에 맞습니다. 그런데 `\(label)`에는 `\(valueType)`인 `\(value)`\(KoreanParticle.form(.subject, after: value)) 있었고 `\(alias)`\(KoreanParticle.form(.topic, after: alias)) 그 자리를 `\(asked)`\(KoreanParticle.form(.direction, after: asked)) 선언하므로, 캐스트 전체가 nil을 주었습니다(캐스트는 요소를 변환하지 않습니다). 요소를 값이 가진 타입으로 선언하거나(`\(label): \(valueType)`), 선언한 타입의 값으로 튜플을 만드세요."
        case let .numberType(value, valueType, asked, generic):
            let target = generic ? "호출한 쪽이 요구한 타입(대입받는 변수의 타입) `\(asked)`" : "`\(asked)`"
            return "`\(value)`\(KoreanParticle.form(.topic, after: value)) `\(valueType)`이고, \(target)\(KoreanParticle.form(.direction, after: asked))의 캐스트는 값을 변환하지 않습니다. `Any`로 담긴 `\(valueType)`\(KoreanParticle.form(.topic, after: valueType)) 언제나 `\(valueType)`일 뿐입니다. 저장한 타입 그대로 읽고(`as? \(valueType)`), 다른 타입이 필요하면 그다음에 변환하세요(`Int(…)`, `Double(…)`)."
        case let .tagSearch(tag, found, defaultTag, rootTagged, tagged):
            let why: String
            if defaultTag {
                why = "태그를 정하지 않은 뷰는 모두 태그가 0이므로, 호출한 뷰 자신(또는 첫 하위 뷰)이 먼저 맞습니다"
            } else if rootTagged {
                why = "스토리보드에서 화면의 루트 뷰 자신이 태그 \(tag)\(KoreanParticle.form(.object, after: String(tag))) 가지고 있고, 그것을 가장 먼저 찾습니다"
            } else if tagged > 1 {
                why = "스토리보드에서 태그가 \(tag)인 뷰가 \(tagged)개이고, 처음 만나는 것을 돌려줍니다"
            } else {
                why = "그 태그를 가진 뷰 중 처음 만나는 것을 돌려줍니다"
            }
            return "`viewWithTag(\(tag))`\(KoreanParticle.form(.topic, after: ")")) 호출한 뷰 자신을 먼저, 그다음 하위 뷰를 차례로 찾아 `tag`가 \(tag)인 첫 뷰를 돌려줍니다. 여기서는 `\(found)`\(KoreanParticle.form(.object, after: found)) 돌려주었습니다: \(why). 원하는 뷰에 다른 뷰와 겹치지 않는 태그(0이 아닌)를 주거나, 아웃렛으로 닿으세요."
        case let .linkNil(link, screen, place):
            let it = screen ?? "그 화면"
            let container = link == "tabBarController" ? "탭 바" : "내비게이션"
            switch place {
            case let .pushed(navigation, stack):
                return "\(KoreanParticle.attach(it, .topic)) \(navigation)의 스택(\(stack.joined(separator: ", ")))에 푸시되었고, 띄운 화면이 아닙니다. `presentingViewController`는 `present(_:animated:)`나 모달 세그웨이로 띄운 화면에만 있고, 내비게이션 스택에 푸시된 화면에서는 nil입니다. 아래 화면은 `navigationController?.viewControllers`(바로 앞의 것)로 찾거나, 그 화면이 `prepare(for:sender:)`에서 값을 넘겨주게 하세요."
            case let .presented(presenter):
                return "\(KoreanParticle.attach(it, .topic)) \(presenter)\(KoreanParticle.form(.subject, after: presenter)) 혼자 띄운 화면이고 푸시되지 않았습니다. 띄운 화면은 \(container) 컨트롤러로 감싸지 않는 한 어디에도 들어 있지 않아 `\(link)`\(KoreanParticle.form(.topic, after: link)) nil입니다. 아래 화면은 `presentingViewController`로 찾거나, 그 화면을 담은 내비게이션 컨트롤러를 띄우세요."
            case .root:
                return link == "presentingViewController"
                    ? "\(KoreanParticle.attach(it, .topic)) 윈도의 루트 화면이라 띄운 화면이 없으므로 `presentingViewController`는 nil입니다."
                    : "\(KoreanParticle.attach(it, .topic)) 윈도의 루트 화면 자체이고 \(container) 컨트롤러에 들어 있지 않아 `\(link)`\(KoreanParticle.form(.topic, after: link)) nil입니다. 스토리보드에서 감싸세요(Editor › Embed In)\(link == "navigationController" ? ". 또는 다음 화면을 `present(_:animated:)`로 띄우세요. 그러면 내비게이션 컨트롤러가 필요 없습니다" : "")."
            case let .notInWindow(method):
                return "`view.window`는 화면의 뷰가 윈도에 들어간 뒤(`viewWillAppear(_:)` 다음)에야 생기므로, `\(method)`에서는 아직 nil입니다. 거기서 검사하지 말고 `viewDidAppear(_:)`에서 하거나 윈도 없이 하세요."
            case .presentsNothing:
                return "그때 \(KoreanParticle.attach(it, .topic)) 아무 화면도 띄우고 있지 않았습니다. `presentedViewController`는 그 화면이 띄운 화면이 떠 있는 동안에만 있습니다(닫히면 다시 nil)."
            case .afterDismiss:
                return "`dismiss(animated:completion:)`의 완료 클로저 안에서 읽었는데, 이 클로저는 화면이 닫힌 다음에 실행됩니다. 그때는 `presentingViewController`가 nil이고, 그것을 거쳐 닿는 것도 모두 nil입니다. `dismiss`를 부르기 전에 값을 넘기세요."
            case let .noTabBar(navigation):
                return "이 앱에는 탭 바 컨트롤러가 없으므로 모든 화면에서 `tabBarController`는 nil이고, 그것을 거쳐(`?.`) 읽는 것도 모두 nil입니다" + (navigation.map { ". \(KoreanParticle.attach(it, .topic)) \($0)의 스택에 있습니다. 대신 `navigationController`를 거쳐(그 `viewControllers`, 또는 그 위에 쌓기) 화면에 닿으세요." } ?? ". 뜻하는 화면에는 다른 길(`navigationController`, `presentingViewController`, 또는 간직한 참조)로 닿으세요.")
            }
        case let .weakEmptied(property, line):
            return "`\(property)`\(KoreanParticle.form(.topic, after: property)) `weak`로 선언되어(\(line)번째 줄) 받은 객체를 붙잡지 않고, 다른 곳에서 그 객체를 붙잡지 않으면 곧바로 nil이 됩니다. 넘겨주는 자리에서 바로 만든 객체(`x.\(property) = Helper()`, 또는 메서드와 함께 사라지는 지역 상수)는 즉시 해제됩니다. 다른 곳에서 붙잡고 있는 객체(화면 자신, 또는 저장 프로퍼티에 담아 둔 객체)를 넘기세요."
        }
    }
    private func flowWhere(_ place: ValueFlowText.Place) -> String {
        let method = place.method.map { method in place.closureOf.map { closure in ", `\(method)` 안 `\(closure)`의 클로저" } ?? ", `\(method)` 안" } ?? ""
        return "\(place.file) \(place.line)번째 줄(`\(place.statement)`\(method))"
    }
    func valueFlowSavedBeforeChange(_ flow: ValueFlowText, saved: String) -> String {
        let save = flow.origin.map { "\(flowWhere($0))에서 " } ?? "먼저 "
        let shown = flow.shown.map { " 그 뒤 \(flow.screen)의 `\($0.place)`에는 저장소가 가진 값인 `\($0.value)`\(KoreanParticle.form(.subject, after: $0.value)) \(flowWhere($0))에서 들어갔습니다." } ?? ""
        return "이번 실행에서 `\(saved)`\(KoreanParticle.form(.topic, after: saved)) `\(flow.origin?.value ?? "nil")` 값일 때 \(save)저장되었고, `\(flow.source.value)` 값은 그 뒤에야 \(flowWhere(flow.source))에서 들어갔습니다. 그 뒤로 다시 저장한 줄은 없습니다.\(shown) 저장은 그 줄이 실행될 때 인자가 가진 값을 간직합니다. 바꾼 뒤에 저장하세요(저장하는 줄을 값을 바꾸는 줄 아래로 옮기세요)."
    }
    func valueFlowNeverShown(_ flow: ValueFlowText) -> String {
        guard let setter = flow.setterPlace, let method = setter.method else { return valueFlowOtherInstance(flow) }
        let head = "이번 실행에서 \(flow.screen)의 `\(setter.place)`에는 한 번도 값이 들어가지 않았습니다. 그 값은 \(flowWhere(setter))에서 넣는데, \(flow.screen)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어가기(\(flowWhere(flow.source))) 전에 실행되었고, 그 뒤로는 다시 실행되지 않았습니다. 그래서 레이블은 스토리보드가 준 글자 그대로입니다."
        if let deferred = flow.deferredBy, deferred.afterAwait {
            return head + " 그 줄은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 뒤에 있습니다. `await` 뒤의 코드는 기다린 호출이 끝난 뒤에야, 여기서는 화면이 나타난 뒤에야 실행됩니다. 값은 그 호출 전에 주세요."
        }
        if let deferred = flow.deferredBy {
            let through = deferred.call.map { call in " 그 줄로 이어지는 `\(call)`(\(deferred.callLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다" }
                ?? " 그 줄은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다"
            return head + through + ". 거기로 미룬 일은 지금 하는 일이 끝난 뒤, 여기서는 전환이 이미 화면을 보여 준 뒤에 실행됩니다. 값을 먼저 주고 나서 전환(`popViewController`, `dismiss`, `present`, `performSegue`)을 시작하세요. 미루지 마세요."
        }
        return head + " 화면이 나타나기 전에(그 화면을 보여 주는 전환 전에) 값을 주거나, 값이 도착하는 곳에서 레이블을 다시 설정하세요."
    }
    func valueFlowLate(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown else { return valueFlowOtherInstance(flow) }
        if let appeared = flow.appearedAgain {
            let head = "이번 실행에서 \(flow.screen)의 `\(shown.place)`에는 \(flowWhere(shown))에서 `\(shown.value)` 값이 들어갔고, `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어간 것은 화면이 이미 보인 뒤, \(flowWhere(flow.source))에서였습니다. 그 뒤로 `\(shown.place)`에 다시 값을 넣은 줄은 없습니다."
            return head + (appeared
                ? " 그 뒤 \(flow.screen)\(KoreanParticle.form(.topic, after: flow.screen)) 다시 나타났지만(`viewWillAppear(_:)`가 실행됨), `\(shown.place)`\(KoreanParticle.form(.topic, after: shown.place)) \(shown.method.map { "`\($0)`" } ?? "다른 메서드")에서만 설정됩니다. 화면이 돌아올 때마다 실행되는 `viewWillAppear(_:)`에서 설정하세요."
                : " 그 뒤 \(flow.screen)\(KoreanParticle.form(.topic, after: flow.screen)) 다시 나타나지 않았습니다(`viewWillAppear(_:)`가 실행되지 않음). 시트 아래의 화면은 떠나지 않으므로, 시트가 닫혀도 다시 나타나지 않습니다. 다른 화면을 띄우기 전에 그 화면에 `.fullScreen`을 설정해 띄우거나, 값이 도착하는 곳에서 보여 주세요.")
        }
        let head = "이번 실행에서 \(flow.screen)의 `\(shown.place)`에는 \(flowWhere(shown))에서 `\(shown.value)` 값이 들어갔고, `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어간 것은 그 뒤, \(flowWhere(flow.source))에서였습니다. 그 뒤로 `\(shown.place)`에 다시 값을 넣은 줄은 없습니다."
        if ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(flow.source.method ?? "") && shown.method.map { $0.hasPrefix("prepare(for:") } == true {
            return head + " UIKit은 떠나는 화면의 `\(flow.source.method ?? "")`보다 먼저 `prepare(for:sender:)`를 부릅니다. 화면을 떠날 때 모은 값은 보여 줄 화면에는 너무 늦습니다. 값을 넘기는 곳(`prepare(for:sender:)`, 또는 `performSegue` 앞의 액션)에서 컨트롤을 읽으세요."
        }
        if let closure = flow.source.closureOf, ["async", "asyncAfter"].contains(closure) {
            return head + " `DispatchQueue.main.async`에 넣은 일은 지금 하는 일이 끝난 뒤, 여기서는 화면이 로드된 뒤에 실행됩니다. `DispatchQueue.main.async` 없이 값을 바로 넣으세요."
        }
        if let deferred = flow.deferredBy, deferred.afterAwait {
            return head + " 그 줄은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 뒤에 있습니다. `await` 뒤의 코드는 기다린 호출이 끝난 뒤에야, 여기서는 화면이 로드되어 값을 보여 준 뒤에야 실행됩니다. 값은 그 호출 전에 주세요."
        }
        if let deferred = flow.deferredBy {
            let through = deferred.call.map { call in " 그 줄로 이어지는 `\(call)`(\(deferred.callLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다" }
                ?? " 그 줄은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다"
            return head + through + ". 거기로 미룬 일은 지금 하는 일이 끝난 뒤, 여기서는 화면이 이미 값을 보여 준 뒤에 실행됩니다. 미루지 말고 순서대로 바로 하세요."
        }
        if let given = flow.givenDuring, let shownAt = flow.shownDuring, given.hasSuffix("Disappear(_:)") {
            return head + " 그 값은 UIKit이 \(given)\(KoreanParticle.form(.object, after: given)) 실행할 때 들어갔는데, 그것은 값을 보여 준 \(shownAt)보다 뒤에 옵니다. 화면이 떠나면서 마련한 값은 전환이 시작될 때 실행되는 것(언와인드 액션, `prepare(for:sender:)`)에는 너무 늦습니다. 전환이 시작되기 전에, 전환을 시작하는 액션에서(또는 떠나는 화면의 `prepare(for:sender:)`에서) 값을 주세요."
        }
        if let loaded = flow.loadedBy {
            return head + " 그 줄보다 먼저 `\(loaded.place)`(\(loaded.line)번째 줄)가 그 자리에서 \(flow.screen)의 뷰를 로드했습니다. 컨트롤러의 `view`를 읽으면(또는 `loadViewIfNeeded()`를 부르면) 뷰가 로드되고 `viewDidLoad()`가 바로 실행됩니다. `\(loaded.place)`를 읽기 전에 값을 넘기세요."
        }
        return head + " 값을 보여 주는 줄은 그 줄이 실행될 때 있는 값을 보여 줍니다. 그 줄보다 먼저 값을 넘기거나(`present`, `pushViewController`, `performSegue` 전에, 또는 `prepare(for:sender:)`에서, 화면의 뷰가 로드되기 전에 프로퍼티를 설정), 값이 도착할 때 다시 보여 주세요."
    }
    func valueFlowOtherInstance(_ flow: ValueFlowText) -> String {
        let other = flow.other ?? "다른 인스턴스"
        let shown = flow.shown.map { "(\(flow.screen)의 `\($0.place)`에는 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔습니다)" } ?? ""
        return "이번 실행에서 `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어간 곳은 \(flowWhere(flow.source))의 \(other)인데, 검사가 읽은 화면은 \(flow.screen)입니다\(shown). 같은 클래스의 두 인스턴스는 프로퍼티를 따로 가집니다. 화면에 보이는 그 인스턴스(`prepare(for:sender:)`의 `segue.destination`, 또는 `present`하거나 `push`하는 바로 그 객체)에 값을 넘기고, 따로 만든 객체에 넘기지 마세요."
    }
    func valueFlowOtherHolder(_ flow: ValueFlowText, _ holder: HolderText) -> String {
        let kind = holder.given.split(separator: "#").first.map(String.init) ?? holder.given
        let read = flow.shown.map { "\(flowWhere($0))의 `\($0.place)`\(KoreanParticle.form(.topic, after: $0.place)) `\($0.value)` 값을 읽었습니다" } ?? "검사는 다른 값을 읽었습니다"
        let head = "이번 실행에서 `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어간 곳은 \(flowWhere(flow.source))의 \(holder.given)입니다"
        switch holder.kind {
        case .replaced:
            let held = holder.held ?? "다른 \(kind)"
            let at = holder.replaced.map { " \(flowWhere($0))에서" + ($0.step.map { "(\($0 + 1)단계)" } ?? "") } ?? ""
            return head + ". 그런데 그 뒤\(at) \(flow.screen)의 `\(holder.holder)`에 \(held)\(KoreanParticle.form(.subject, after: held)) 들어가서, 그 값을 받은 적이 없는 \(held)에서 \(read). 객체마다 프로퍼티를 따로 가집니다. 넘겨받은 \(kind) 위에 새 \(kind)\(KoreanParticle.form(.object, after: kind)) 만들지 말거나(`viewDidLoad`, `viewWillAppear(_:)`, 설정 메서드에서), 화면이 가진 객체에 값을 주세요."
        case .other:
            let held = holder.held ?? "다른 \(kind)"
            let at = holder.replaced.map { "(\(flowWhere($0))에서 들어감)" } ?? ""
            return head + ". 그런데 \(flow.screen)의 `\(holder.holder)`\(KoreanParticle.form(.topic, after: holder.holder)) 다른 \(kind)인 \(held)\(at)이라서, \(read). 객체마다 프로퍼티를 따로 가집니다. 값을 받는 바로 그 \(kind)\(KoreanParticle.form(.object, after: kind)) 화면에 넘기거나(기본 인자의 `\(kind)()`나 `.init()` 같은 새 객체가 아니라), 화면이 가진 객체에 값을 주세요."
        case let .computed(line):
            return head + ". 그런데 `\(holder.holder)`\(KoreanParticle.form(.topic, after: holder.holder)) 읽을 때마다 새 \(kind)\(KoreanParticle.form(.object, after: kind)) 만드는 계산 프로퍼티(\(line)번째 줄)라서, 또 다른 새 객체에서 \(read). 한 번 만들어 간직하는 저장 프로퍼티로 바꾸세요(`let \(holder.holder) = \(kind)()`)."
        case let .defaultArgument(method, value, call, line):
            let shown = flow.shown.map { "\(flowWhere($0))의 `\($0.place)`\(KoreanParticle.form(.topic, after: $0.place)) `\($0.value)` 값을 읽었습니다" } ?? "검사는 다른 값을 읽었습니다"
            let object = holder.given.isEmpty ? "" : " 값을 받은 \(holder.given)(\(flowWhere(flow.source)))이 아니라 새 \(kind)입니다."
            return "이번 실행에서 \(shown). 그 값은 `\(method)`의 `\(holder.holder)`에서 오는데, \(line)번째 줄의 호출(`\(call)`)이 `\(holder.holder):`를 빼서 Swift가 기본값 `\(value)`\(KoreanParticle.form(.object, after: value)) 썼습니다.\(object) 기본 인자는 호출이 빼면 조용히 쓰입니다. 사용자가 준 값으로 넘기세요(`\(holder.holder): …`)."
        case let .ownDefault(line):
            return head + ". 그런데 \(flow.screen)의 `\(holder.holder)`에 그 객체를 준 곳이 없습니다. 선언(\(line)번째 줄)에서 만든 다른 \(kind)\(KoreanParticle.form(.object, after: kind)) 그대로 가지고 있어서 \(read). 그 \(kind)\(KoreanParticle.form(.object, after: kind)) 필요한 화면마다 넘기거나(`prepare(for:sender:)`에서 화면마다), 그것을 가진 화면에서 읽으세요."
        }
    }
    func valueFlowSnapshot(_ flow: ValueFlowText) -> String {
        guard let origin = flow.origin else { return valueFlowLate(flow) }
        let shown = flow.shown.map { "\(flow.screen)의 `\($0.place)`에는 \(flowWhere($0))에서 `\(flow.source.place)`의 `\($0.value)` 값이 들어갔고, " } ?? ""
        let when = origin.step.map { " \($0 + 1)단계에서" } ?? ""
        let input = flow.input.map { "검사가 \(flow.inputControl.map { "`\($0)`에 " } ?? "")\"\($0)\"를 입력하기\(flow.inputStep.map { "(\($0 + 1)단계)" } ?? "")" } ?? "입력이 들어오기"
        return "이번 실행에서 \(shown)`\(flow.source.place)`에는 \(flowWhere(flow.source))에서 `\(flow.source.value)` 값이 들어갔습니다. 그 값은 `\(origin.place)`에서 왔는데, `\(origin.place)`\(KoreanParticle.form(.topic, after: origin.place)) \(flowWhere(origin))에서\(when) 마지막으로 값을 받았고, 그때는 \(input) 전이었습니다. 그 뒤로 다시 값을 받지 않았으니, 입력이 들어오기 전에 복사해 둔 값입니다. " + snapshotAdvice(flow, origin: origin)
    }
    private func snapshotAdvice(_ flow: ValueFlowText, origin: ValueFlowText.Place) -> String {
        let read = origin.statement.components(separatedBy: " = ").dropFirst().joined(separator: " = ")
        if let control = flow.inputControl, !read.isEmpty, !ValueFlowText.reads(origin.statement, control: control) {
            return "`\(read)`\(KoreanParticle.form(.object, after: read)) 그곳에서만 읽습니다. 화면이 값을 보여 줄 때마다(`viewWillAppear(_:)`에서) 다시 읽으세요. 한 번 미리 읽어 두지 마세요."
        }
        return "값이 필요한 때(액션이나 `prepare(for:sender:)` 안에서) 컨트롤을 읽으세요. 한 번 미리 읽어 두지 마세요."
    }
    func ruleOwnAssertion(call: String, condition: String, line: Int, method: String, fact: AssertionFact?, held: AssertionHeld?) -> String {
        var head = "앱은 직접 쓴 `\(call)`(`\(method)` 안 \(line)번째 줄)에서 멈췄습니다. 그 줄이 실행될 때 `\(condition)`\(KoreanParticle.form(.subject, after: condition)) 성립하지 않았습니다."
        switch held {
        case let .switchMiss(subject, value, cases)?:
            let listed = cases.map { "`\($0)`" }.joined(separator: ", ")
            head = "앱은 직접 쓴 `\(call)`(`\(method)` 안 \(line)번째 줄, `switch \(subject)`의 `default:`)에서 멈췄습니다. "
                + (value.map { "`\(subject)`\(KoreanParticle.form(.topic, after: subject)) \($0)였고, 어느 `case`(\(listed))에도 맞지 않습니다." } ?? "만난 값이 어느 `case`(\(listed))에도 맞지 않습니다.")
        case let .object(expression, object, type, other)?:
            head += " `\(expression)`\(KoreanParticle.form(.topic, after: expression)) `\(type)`\(KoreanParticle.form(.subject, after: type)) 아니라 \(object)\(KoreanParticle.form(.was, after: object))습니다" + (other.map { ". 여기서 `\(type)`\(KoreanParticle.form(.topic, after: type)) \($0)입니다." } ?? ".")
        case let .setThroughNilBase(name, setter, setterLine, setterMethod, base, baseLine, baseMethod)?:
            head += " `\(name)`\(KoreanParticle.form(.topic, after: name)) nil이었습니다. 그것을 넣는 유일한 줄 `\(setter)`(\(setterLine)번째 줄, `\(setterMethod)`)\(KoreanParticle.form(.topic, after: "줄")) `\(base)`\(KoreanParticle.form(.subject, after: base)) 아직 nil일 때 실행되어(`\(base)`\(KoreanParticle.form(.topic, after: base)) 나중에야 \(baseLine)번째 줄 `\(baseMethod)`에서 값을 받습니다) `?.`가 아무 말 없이 건너뛰었습니다. 객체가 손에 있는 곳, 곧 \(baseLine)번째 줄 바로 뒤에서 `\(base)`에 준 객체에 `\(name)`\(KoreanParticle.form(.object, after: name)) 넣으세요."
        case let .topIsSelf(expression, object, type, under)?:
            head += " `\(expression)`\(KoreanParticle.form(.topic, after: expression)) \(object) 자신이었습니다. 화면 자신의 메서드가 실행되는 동안에는 그 화면이 스택의 맨 위입니다. `\(type)`\(KoreanParticle.form(.topic, after: type)) 그 아래, `viewControllers[viewControllers.count - 2]`(\(under))입니다."
        case nil: break
        }
        head += " 실패한 `precondition`, `assert`, 그리고 `fatalError`는 직접 만든 크래시라서 검사가 더 나아갈 수 없었습니다."
        let told: String
        switch fact {
        case .prepareBeforeShown?:
            told = " `prepare(for:sender:)`에서는 세그가 목적지를 만들었지만 아직 보여 주지 않았습니다. 푸시나 띄우기는 `prepare`가 끝난 뒤에 일어나므로 `topViewController`는 아직 이 화면이고, 목적지의 뷰는 로드되지 않았습니다(아웃렛은 nil)."
        case .presenterIsContainer?:
            told = " 내비게이션 컨트롤러 안의 화면에서 띄운 화면은 그 내비게이션 컨트롤러가 띄운 것입니다. `presentingViewController`는 `UINavigationController`이고, 뜻하는 화면은 그 `topViewController`입니다."
        case .initializer?:
            told = " 이니셜라이저(또는 `awakeFromNib`)에서는 스토리보드가 화면을 만들고 있을 뿐입니다. 아직 뷰가 없고(아웃렛은 nil), 어떤 내비게이션 컨트롤러에도 없으며, 받은 것도 없습니다."
        case .outletsBeforeLoad?:
            told = " 아웃렛은 화면의 뷰가 로드될 때(`viewDidLoad()` 전에) 연결됩니다. 그 전에는 nil이고 `isViewLoaded`는 false입니다."
        case .poppedLeftStack?:
            told = " 팝된 화면은 `viewWillDisappear(_:)`가 실행될 때 이미 내비게이션 스택을 떠났습니다. 스택의 마지막 화면은 그 아래 화면이고, 팝과 가려짐을 구별하는 것은 `isMovingFromParent`입니다."
        case .segueSender?:
            told = " 스토리보드의 컨트롤이 시작한 세그는 그 컨트롤을 `sender`로 받습니다. `performSegue(withIdentifier:sender:)`는 넘긴 것(`nil` 포함)을 받습니다."
        case .noNavigationWhenPresented?:
            told = " 띄운 화면은 내비게이션 컨트롤러에 넣지 않았다면 어떤 내비게이션 컨트롤러에도 없습니다. 그 `navigationController`는 nil입니다."
        case .defaultStyle?:
            told = " 화면의 `modalPresentationStyle`은 코드가 정하기 전까지 `.automatic`(시트)입니다."
        case .storeOutlivesLaunch?:
            told = " `UserDefaults`는 저장한 것을 다음 실행까지 간직합니다. 다시 실행한 뒤에도 전에 저장한 값이 그대로 있습니다."
        case .storeEmpty?:
            told = " 이 줄이 실행될 때는 그 키로 아직 아무것도 저장되지 않았습니다(앱의 첫 실행, 화면의 첫 등장). 저장이 실행되기 전까지 그 키는 nil을 읽으므로, 코드는 거기서 nil을 처리해야 합니다(자리 표시 문구를 보이기)."
        case nil:
            told = ""
        }
        return head + told + " 그 순간에 성립하는 것을 검사해서 처리하거나, UIKit이 그곳에서 보장하는 것만 단언하세요."
    }
    func valueFlowNotification(_ flow: NotificationFlowText) -> String {
        let name = "\"\(flow.post.value)\""
        let posted = "이번 실행에서 \(flowWhere(flow.post))은 \(name) 알림을 보냈습니다"
        let center = { (tag: String) in NotificationFlowText.isDefault(tag) ? "`NotificationCenter.default`" : "직접 만든 `NotificationCenter`" }
        let observer = flow.observer.map { "\(flowWhere($0))에서 추가한 옵저버" } ?? "옵저버"
        switch flow.kind {
        case let .otherName(observed):
            return "\(posted). 그런데 \(observer)는 \"\(observed)\"를 관찰합니다. 이름은 정확히(대소문자까지) 비교되므로 아무 옵저버도 받지 못했습니다. 양쪽에 같은 `Notification.Name` 상수를 쓰세요."
        case let .otherCenter(observed):
            return "\(posted). \(center(flow.center))에 보냈는데, \(observer)는 \(center(observed))에서 듣습니다. 센터는 자기에게 보낸 것만 전합니다. `NotificationCenter.default`에 보내고 거기서 관찰하세요."
        case let .objectFilter(filter):
            return "\(posted). `object:`는 \(flow.object ?? "nil")였는데, \(observer)는 객체가 \(filter)인 알림만 받겠다고 했습니다. `object:` 필터는 받을 보낸 쪽 하나를 정하므로 이 알림은 전달되지 않았습니다. 모든 보낸 쪽을 들으려면 `object: nil`을, 아니면 보낸 쪽 자신을 넘기세요."
        case let .removedBefore(removal):
            return "\(posted). 그 전에 \(observer)는 \(flowWhere(removal))에서 제거되어, 듣고 있는 것이 없었습니다. 화면에 알림이 더 필요 없을 때(`deinit`)에만 옵저버를 제거하세요."
        case .observedLater:
            return "\(posted). 그때는 아무도 관찰하지 않았습니다. \(observer)는 그 뒤에야 실행되었습니다. 알림은 보내는 순간 등록된 옵저버에게만 갑니다. 옵저버를 먼저 추가하거나, 값을 직접 넘기세요."
        case let .observedTwice(count, lines):
            return "\(posted). 그때 한 옵저버가 그 알림에 \(count)번 등록되어 있었습니다(\(lines.map(String.init).joined(separator: ", "))번째 줄). 등록마다 핸들러가 실행되므로 한 번 보낸 알림에 \(count)번 실행되었습니다. 옵저버는 한 번만(`viewDidLoad()`에서) 추가하거나, 다시 추가하기 전에 제거하세요."
        case .backgroundQueue:
            return "\(posted). \(observer)는 블록을 직접 만든 `OperationQueue()`에서 실행합니다. 블록은 보내는 동안이 아니라 나중에, 메인 스레드 밖에서 실행되므로 화면에 하는 일이 제때 일어나지 않습니다. `queue: .main`(또는 `nil`)을 쓰세요."
        case let .userInfoKey(read, keys):
            return "\(posted). `userInfo`의 키는 \(keys.map { "\"\($0)\"" }.joined(separator: ", "))였는데, 코드는 `userInfo[\"\(read)\"]`를 읽습니다. 키는 정확히(대소문자까지) 비교되므로 그 읽기는 nil을 얻었습니다. 양쪽에 키마다 같은 상수를 쓰세요."
        case let .valueInObject(read):
            return "\(posted). 값은 `object:`로 보냈고 `userInfo`는 없었는데, 코드는 `userInfo[\"\(read)\"]`를 읽습니다. 거기에는 아무것도 없습니다. `notification.object`를 읽거나, 값을 `userInfo`에 담아 보내세요."
        }
    }
    private func userActs(_ acts: [UserAct]) -> String {
        let told = acts.map { act -> String in
            switch act {
            case let .tap(ran, segue):
                if let ran { return "`\(ran)`\(KoreanParticle.form(.object, after: ran)) 실행한 탭" }
                return segue.map { "세그 \"\($0)\"의 버튼 탭" } ?? "탭"
            case .back: return "내비게이션 바의 Back 버튼"
            case .swipeBack: return "뒤로 스와이프"
            case .swipeDown: return "시트 아래로 스와이프"
            case let .type(control): return "`\(control)`에 입력"
            case let .set(control): return "`\(control)` 설정"
            }
        }
        return told.joined(separator: ", 그다음 ")
    }
    private func deferredWhere(_ text: DeferredText) -> String {
        switch text.kind {
        case .afterAwait: return "이 줄은 `\(text.start)`(\(text.startLine)번째 줄) 뒤에 있는데, `await` 뒤의 코드는 기다리던 일이 돌아와야 실행됩니다"
        case .task: return "이 줄은 \(text.startLine)번째 줄에서 시작한 `Task` 안에 있는데, `Task`는 그것을 시작한 메서드가 끝난 뒤에 실행됩니다"
        case .mainQueue: return "이 줄은 `\(text.start) { … }`(\(text.startLine)번째 줄) 안에 있는데, 그 블록은 부른 메서드가 끝난 뒤에 실행됩니다"
        case .afterDelay: return "이 줄은 `\(text.start) { … }`(\(text.startLine)번째 줄) 안에 있는데, 그 블록은 그 시간이 지나야 실행됩니다"
        case .completion: return "이 줄은 `\(text.start)`(\(text.startLine)번째 줄)의 완료 블록 안에 있는데, 완료 블록은 그 화면 전환이 끝나야 실행됩니다"
        case .animation: return "이 줄은 `\(text.start)`(\(text.startLine)번째 줄)의 완료 블록 안에 있는데, 완료 블록은 그 애니메이션이 끝나야 실행됩니다. 호출이 돌아오기 전에는 결코 실행되지 않으므로(길이가 0이어도 런 루프의 다음 차례), 메서드와 UIKit이 그 뒤에 바로 하는 일보다 늦습니다"
        }
    }
    func ruleDeferredNeverRan(_ text: DeferredText) -> String {
        var sentence = "`\(text.statement)`(`\(text.method)` 안 \(text.line)번째 줄)는 검사가 값을 볼 때까지 실행되지 않았습니다. \(deferredWhere(text))"
        if let stop = text.stoppedBy, let line = text.stoppedLine {
            return sentence + ". 게다가 `\(stop)`(\(line)번째 줄\(text.stoppedMethod.map { ", `\($0)` 안" } ?? ""))\(KoreanParticle.form(.subject, after: "줄")) 타이머가 울리기 전에 실행되었습니다. 무효화된 타이머는 울리지 않습니다. 그 일이 더는 필요 없는 곳에서만 타이머를 멈추거나(화면이 나타나는 곳에서 다시 시작하거나), 타이머 없이 그 일을 하세요."
        }
        if let line = text.taskLine, let method = text.taskMethod {
            sentence += method == text.method ? ". 이 줄은 \(line)번째 줄에서 시작한 `Task` 안에 있습니다"
                : ". `\(text.method)`\(KoreanParticle.form(.topic, after: text.method)) `\(method)`의 \(line)번째 줄에서 시작한 `Task` 안에서 실행됩니다"
        }
        sentence += "."
        if text.isTransition {
        } else if let starter = text.starter, let call = text.wentOn, let line = text.wentOnLine {
            sentence += " `\(starter)`\(KoreanParticle.form(.topic, after: starter)) 그것을 기다리지 않았습니다. `\(call)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: call)) 곧바로 실행되어, 이 줄이 값을 주기 전에 화면이 바뀌고 값을 읽었습니다."
        } else if let starter = text.starter {
            sentence += " `\(starter)`\(KoreanParticle.form(.topic, after: starter)) 그것을 기다리지 않았고, 검사는 이 줄이 값을 주기 전에 값을 읽었습니다."
        }
        if text.isTransition {
            return sentence + " 사용자의 동작과 검사는 그것을 기다리지 않고 지나갔고, 검사가 볼 때 화면은 그대로였습니다. 화면 전환은 그 메서드 안에서 바로 하세요(`await` 뒤, `Task` 안, 지연 뒤가 아니라). 기다려야 하는 일은 그 전에 하거나, 다음 화면에 필요한 것을 바로 주세요."
        }
        return sentence + " 이 일은 화면이 바뀌기 전에, 미루지 말고(`Task`, `async`, 지연 없이) 하거나, 화면 전환을 같은 미뤄진 코드 안에서 이 줄 뒤에 시작하세요."
    }
    func ruleDeferredLate(_ text: DeferredText) -> String {
        if let name = text.readEarly, let changed = text.changedBy, let line = text.changedLine {
            let place = text.kind == .afterAwait ? "`\(text.start)` 뒤에 있어서" : "`\(text.start)` 안에 있어서"
            return "`\(text.statement)`(`\(text.method)` 안 \(text.line)번째 줄)는 \(text.startLine)번째 줄에서 미룬 코드가 `\(name)`\(KoreanParticle.form(.object, after: name)) 바꾸기 전에 그것을 읽었습니다. `\(changed)`(\(line)번째 줄)는 \(place) `\(text.method)`\(KoreanParticle.form(.subject, after: text.method)) 끝난 뒤에야 실행되고, `\(text.statement)`\(KoreanParticle.form(.topic, after: text.statement)) 바뀌기 전의 값을 넘겼습니다. `\(name)`\(KoreanParticle.form(.object, after: name)) 바꾸는 일(또는 넘길 값을 정하는 일)은 이 줄보다 먼저, `Task`나 큐 없이 바로 하세요."
        }
        var sentence = "`\(text.statement)`(`\(text.method)` 안 \(text.line)번째 줄)는 늦게 실행되었습니다. \(deferredWhere(text))."
        if let weak = text.weakCapture {
            sentence += " 그때는 `\(weak)`(`weak` 캡처)로 읽는 객체가 이미 사라져 `\(weak)`\(KoreanParticle.form(.subject, after: weak)) nil이었고, 이 줄은 아무것도 읽지 못했습니다. 필요한 값은 메서드가 실행될 때 바로 읽어(`let note = …`) 미룬 코드에서는 그 복사본을 쓰세요. `weak` 캡처는 객체를 붙잡아 두지 않습니다."
        } else if let changed = text.changedBy, let line = text.changedLine {
            sentence += " 이 줄이 실행되기 전에 `\(text.starter ?? text.method)`에서 `\(changed)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: changed)) 이미 실행되어, 이 줄은 그 뒤의 값을 읽었습니다. 필요한 것은 일을 미루기 전에 지역 상수로 읽어 두거나(또는 일을 바로 하고), 그다음에 바꾸세요."
        }
        return sentence
    }
    func conditionBlocked(condition: String, line: Int, reached: Int, method: String?, beforeWindow window: Bool, assignedBefore: [String]) -> String {
        return " 그 줄은 테스트 `\(condition)`(\(line)번째 줄) 안에 있는데, 이 테스트는 \(reached == 1 ? "도달한 한 번" : "도달한 \(reached)번 모두") 거짓이었습니다."
            + (window ? " `view.window`는 화면의 뷰가 윈도에 들어간 뒤(`viewWillAppear(_:)` 다음)에야 생기므로 `\(method ?? "")`에서는 아직 nil이고, 그것을 거쳐 얻는 것도 모두 nil입니다." : "")
            + (assignedBefore.count == 3 ? " 테스트 바로 전 \(assignedBefore[2])번째 줄에서 `\(assignedBefore[0])`에 \(KoreanParticle.attach("`\(assignedBefore[1])`", .subject)) 들어갔으므로, 이 테스트는 \(KoreanParticle.attach("`\(assignedBefore[1])`", .object)) 자기 자신과 비교해서 새것과 예전 것을 구별하지 못합니다. 그 줄보다 먼저 테스트하세요(또는 예전 것을 다른 이름에 먼저 담아 두세요)." : "")
    }
    func conditionInUnreadLazy(statement: String, line: Int, property: String, propertyLine: Int) -> String {
        " `\(statement)`(\(line)번째 줄)는 `lazy var \(property)`(\(propertyLine)번째 줄)의 값 안에 있습니다. 그 값은 `\(property)`\(KoreanParticle.form(.object, after: property)) 처음 읽을 때에야 만들어지는데 아무 코드도 읽지 않으므로, 그 줄은 실행되지 않았습니다. 그 일은 `lazy` 프로퍼티의 값이 아니라 `start()`, `init`, `viewDidLoad()`에서 바로 하세요."
    }
    func conditionGuardReturnedBefore(test: String, line: Int, bound: [String], statement: String, statementLine: Int) -> String {
        let names = bound.map { "`\($0)`" }.joined(separator: ", ")
        return " \(line)번째 줄의 `guard`(`\(test)`)가 `return`하여 `\(statement)`(\(statementLine)번째 줄)보다 먼저 메서드를 떠났습니다. 그 줄은 `guard`가 지키는 \(names)\(KoreanParticle.form(.object, after: bound.last ?? "")) 쓰지 않는데도 그것을 쓰는 줄들과 함께 건너뛰었습니다. 그 줄은 검사 결과와 상관없이 필요하니 `guard` 앞으로 옮기세요."
    }
    func conditionOverriddenWithoutSuper(statement: String, line: Int, method: String, base: String, subclass: String, overrideLine: Int) -> String {
        " `\(statement)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(base)의 `\(method)`에 있는데, 그 메서드는 한 번도 실행되지 않았습니다. \(subclass)\(KoreanParticle.form(.subject, after: subclass)) `\(method)`\(KoreanParticle.form(.object, after: method)) 재정의하고(\(overrideLine)번째 줄) 그 안에서 `super`를 부르지 않으므로, 부모 클래스의 본문은 실행되지 않고 대체됩니다. 부모의 일을 지키려면 재정의한 메서드에서 (자기 코드보다 먼저) `super`를 부르세요."
    }
    func ruleNavigationDelegateSetterNeverRan(method: String, owner: String, setter: String, line: Int) -> String {
        "이번 실행에서 \(owner)의 `\(method)`\(KoreanParticle.form(.topic, after: method)) 한 번도 실행되지 않았습니다. UIKit은 내비게이션 컨트롤러의 `delegate`로 정해진 객체에서만 그 메서드를 부르는데, 그것을 정하는 줄 `\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되지 않았습니다."
    }
    func conditionEarlyExit(exitLine: Int, statement: String, line: Int, condition: String?) -> String {
        " \(condition.map { "검사 `\($0)`\(KoreanParticle.form(.subject, after: $0)) 참이었고, 그 분기는" } ?? "그 분기는") `return`(\(exitLine)번째 줄)으로 끝납니다. 그 분기를 타면 메서드가 거기서 멈추므로, 그 뒤에 쓴 `\(statement)`(\(line)번째 줄)는 실행되지 않습니다. 그 분기에도 그 줄을 넣거나(`return` 앞에), 돌아가지 말고 이어서 실행되게 하세요."
    }
    func conditionDeferred(_ text: DeferredText) -> String {
        let when = text.starter.map { " `\($0)`\(KoreanParticle.form(.subject, after: $0)) 끝난 뒤," } ?? ""
        return " 이 검사는 늦게 실행되었습니다. \(deferredWhere(text)). 그래서\(when) 읽으려던 순간이 이미 지나간 때에 실행되었습니다(UIKit의 전환 상태, 화면, 값이 그사이 모두 바뀌었을 수 있습니다). 필요한 것은 일을 미루기 전에 그 메서드 안에서 읽어 두고, 미뤄진 코드에서는 그 복사본을 쓰세요."
    }
    func ruleNotCalled(_ text: NotCalledText) -> String {
        var sentence = "`\(text.statement)`(\(text.owner)의 `\(text.method)` 안 \(text.line)번째 줄)는 이번 실행에서 한 번도 실행되지 않았습니다"
        var last = "`\(text.method)`"
        for link in text.callers {
            sentence += ". \(last)\(KoreanParticle.form(.object, after: last)) 부르는 곳은 `\(link.method)`(\(link.file) \(link.line)번째 줄)뿐인데, 그것도 실행되지 않았습니다"
            last = "`\(link.method)`"
        }
        switch text.end {
        case let .controlNeverAdded(control, kind, line, acts):
            let what = kind == .gesture ? "코드로 만든 제스처 인식기(\(line)번째 줄)" : kind == .barButton ? "코드로 만든 바 버튼(\(line)번째 줄)"
                : "\(control.map { "`\($0)`, 곧 " } ?? "")코드로 만든 \(kind == .button ? "버튼" : "컨트롤")(\(line)번째 줄)"
            let add = kind == .gesture ? "`addGestureRecognizer`" : "`view.addSubview(\(control ?? "…"))`"
            let tapped = acts.reversed().lazy.compactMap { act -> String? in if case let .tap(ran, _) = act { return ran } else { return nil } }.first
            return sentence + ". \(last)\(KoreanParticle.form(.topic, after: last)) \(what)의 액션인데, 그것을 뷰에 넣는 줄(\(add))이 없습니다. 화면에 없으니 아무도 탭할 수 없습니다. 사용자는 스토리보드의 컨트롤을 탭합니다\(tapped.map { "(여기서는 `\($0)`\(KoreanParticle.form(.object, after: $0)) 실행한 탭)" } ?? ""). 만든 컨트롤을 뷰에 넣거나, \(tapped.map { "`\($0)`" } ?? "사용자가 탭하는 컨트롤의 액션")에서 이 일을 하세요."
        case let .controlNotUsed(control, kind, line, acts):
            let what = kind == .barButton ? "\(line)번째 줄에서 코드로 만든 바 버튼" : kind == .gesture ? "\(line)번째 줄에서 만든 제스처 인식기"
                : "\(control.map { "`\($0)`" } ?? "그 컨트롤")(\(line)번째 줄에서 액션 설정)"
            let did = acts.isEmpty ? "" : " 이 검사에서 사용자가 한 일: \(userActs(acts))."
            let back = acts.contains(.back) || acts.contains(.swipeBack)
            return sentence + ". \(last)\(KoreanParticle.form(.topic, after: last)) \(what)\(KoreanParticle.form(.object, after: what)) 탭할 때만 실행되는데, 사용자는 그것을 탭하지 않습니다.\(did) " + (back
                ? "화면을 어떻게 떠나든 해야 하는 일은 그때 실행되는 메서드에 두세요. `viewWillDisappear(_:)`는 Back에서도 실행됩니다."
                : "사용자가 실제로 하는 동작의 액션에서 이 일을 하거나, 그 컨트롤을 \(last)에 연결하세요.")
        case let .observerNeverPosted(name, line):
            return sentence + ". \(last)\(KoreanParticle.form(.topic, after: last)) 알림 `\(name)`의 옵저버(\(line)번째 줄)인데, 코드 어디에서도 `\(name)`\(KoreanParticle.form(.object, after: name)) `post`하지 않습니다. 옵저버는 바로 그 이름이 `post`될 때만 실행됩니다. 값을 주는 곳에서 같은 이름으로 `post`하세요(`NotificationCenter.default.post(name: \(name), …)`)."
        case let .observerNeverAdded(name, line, method):
            return sentence + ". \(last)\(KoreanParticle.form(.topic, after: last)) 알림 `\(name)`의 옵저버인데, 옵저버를 등록하는 줄(`\(method)` 안 \(line)번째 줄)이 실행되지 않아 `post`될 때 듣고 있는 것이 없었습니다. `post`보다 먼저 실행되는 곳(이미 있는 화면의 `viewDidLoad()`)에서 등록하세요."
        }
    }
    func valueFlowTestInitial(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown, let declared = flow.origin else { return valueFlowLate(flow) }
        if flow.neverGiven == true {
            return "이번 실행에서 \(flowWhere(test))의 검사는 `\(test.value)`를 보았습니다. 이것은 `\(test.place)`를 선언할 때의 값입니다(\(declared.file) \(declared.line)번째 줄). 코드 어디에서도 `\(test.place)`에 다른 값을 주지 않아서, 모든 인스턴스가 `\(declared.value)`\(KoreanParticle.form(.object, after: declared.value)) 그대로 가집니다. 화면을 준비하는 곳(`prepare(for:sender:)`의 목적지, 또는 보여 주기 전)에서 이 경로에 필요한 값을 주세요."
        }
        let relaunch = flow.appearedAgain == true ? " 검사는 앱을 다시 실행했습니다. 다시 실행한 뒤의 화면은 모두 새 인스턴스이고, 새 인스턴스는 선언한 값에서 시작합니다." : ""
        let ran = flow.setterRan == false ? (flow.appearedAgain == true ? "다시 실행한 뒤로 실행되지 않았습니다" : "이번 실행에서 한 번도 실행되지 않았습니다") : "검사 전에 이 인스턴스에서 실행되지 않았습니다"
        let advice = flow.appearedAgain == true
            ? " 인스턴스마다 처음부터 시작하는 플래그로 인스턴스보다 오래 남는 것(저장소)을 읽을지 정하지 마세요. 모든 경우에 읽거나, 화면에 오는 모든 길에서 플래그에 값을 주세요."
            : " 플래그에는 그것을 정하는 줄이 준 값만 있습니다. 사용자가 실제로 검사에 이르는 길에서 정하거나, 플래그가 뜻하는 것(컨트롤, 값)을 직접 검사하세요."
        return "이번 실행에서 \(flowWhere(test))의 검사는 `\(test.value)`를 보았습니다. 이것은 `\(test.place)`를 선언할 때의 값입니다(\(declared.file) \(declared.line)번째 줄). 검사 전에 다른 값을 준 줄은 없었습니다. `\(flow.source.statement)`(\(flow.source.file) \(flow.source.line)번째 줄\(flow.source.method.map { ", `\($0)` 안" } ?? ""))는 \(ran).\(relaunch)\(advice)"
    }
    func valueFlowCounter(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown, let declared = flow.origin else { return valueFlowLate(flow) }
        let steps = flow.counts.map { $0 == 0 ? "앱을 시작할 때" : "\($0 + 1)단계에서" }
        let times = "\(flow.counts.count)번"
        let launch = flow.counts.first == 0 ? " 시작도 셉니다. `\(flow.source.method ?? "그 메서드")`\(KoreanParticle.form(.topic, after: flow.source.method ?? "그 메서드")) 앱이 시작할 때도 실행됩니다." : ""
        return "이번 실행에서 \(flow.screen)의 `\(shown.place)`에는 \(flowWhere(shown))에서 `\(declared.place)`로 만든 `\(shown.value)` 값이 들어갔습니다. `\(declared.place)`\(KoreanParticle.form(.topic, after: declared.place)) \(declared.value)에서 시작하고(\(declared.file) \(declared.line)번째 줄), 그 전에 `\(flow.source.statement)`(\(flow.source.line)번째 줄)가 \(times)(\(steps.joined(separator: ", "))) 실행되어 `\(flow.source.value)`\(KoreanParticle.form(.subject, after: flow.source.value)) 되었습니다.\(launch) 기대한 값에서 끝나려면 `\(declared.place)`\(KoreanParticle.form(.object, after: declared.place)) \(flow.input ?? "?")에서 시작하거나, 세어야 할 때만 세세요."
    }
    func valueFlowOtherControl(_ flow: ValueFlowText) -> String {
        let shown = flow.shown ?? flow.source
        let other = flow.other ?? "?"
        let input = flow.inputControl ?? "?"
        let what = flow.otherLookup.map { "읽을 때마다 `\($0)`(\(flow.otherLookupLine ?? 0)번째 줄)로 찾는 값으로, 그 컨트롤을 주지 않았습니다" }
            ?? flow.otherMadeAt.map { "코드로 만든 컨트롤(\($0)번째 줄)로, 아무도 쓰지 않았습니다" } ?? "다른 아웃렛으로, 스토리보드의 다른 컨트롤에 연결되어 있습니다"
        return "이번 실행에서 \(flow.screen)의 `\(shown.place)`에는 \(flowWhere(shown))에서 `\(other)`에서 읽은 `\(shown.value)` 값이 들어갔습니다. 그런데 사용자는 \"\(flow.input ?? "")\"\(KoreanParticle.form(.object, after: flow.input ?? "")) `\(input)`에 입력했습니다\(flow.inputStep.map { "(\($0 + 1)단계)" } ?? ""). 그것이 스토리보드가 아웃렛 `\(input)`에 연결한 컨트롤입니다. `\(other)`\(KoreanParticle.form(.topic, after: other)) \(what). 사용자가 쓰는 컨트롤 `\(input)`\(KoreanParticle.form(.object, after: input)) 읽으세요."
    }
    func valueFlowStyle(_ style: StyleFlowText) -> String {
        let under = " 시트가 닫혀도 그 아래 화면은 떠난 적이 없으므로 `viewWillAppear(_:)`가 실행되지 않고, 거기서 보여 주는 값도 다시 그려지지 않습니다."
        switch style.kind {
        case let .otherObject(owner):
            let whose = owner == style.presenter ? "띄우는 쪽인 \(owner)" : owner
            return "이번 실행에서 \(flowWhere(style.set))은 전체 화면 스타일을 띄워지는 컨트롤러인 \(KoreanParticle.attach(style.presented, .subject)) 아니라 \(whose)에 설정했습니다. \(style.presented)\(KoreanParticle.form(.topic, after: style.presented)) 자기 스타일을 그대로 가져 시트(`\(style.style)`)로 떴습니다.\(under) UIKit은 띄워지는 컨트롤러의 `modalPresentationStyle`을 읽습니다. 띄우기 전에 그 컨트롤러(`segue.destination`, 또는 `present`에 넘기는 컨트롤러)에 설정하세요."
        case .afterPresent:
            let why: String
            if let closure = style.set.closureOf, ["async", "asyncAfter"].contains(closure) {
                why = " `DispatchQueue.main.async`에 넣은 일은 지금 하는 일이 끝난 뒤, 여기서는 띄우기가 시작된 뒤에 실행됩니다."
            } else if let method = style.set.method, ["viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)"].contains(method) {
                why = " 띄워지는 화면의 `\(method)`는 띄우기가 이미 진행 중일 때 실행됩니다."
            } else {
                why = ""
            }
            return "이번 실행에서 \(flowWhere(style.set))은 \(KoreanParticle.attach(style.presented, .object)) 띄우기 시작한 뒤에야 전체 화면 스타일을 설정했습니다. 그 화면은 이미 시트(`\(style.style)`)로 떴고, 나중에 설정한 스타일은 아무것도 바꾸지 않습니다.\(why)\(under) 띄우기가 시작되기 전에 `modalPresentationStyle`을 설정하세요. `prepare(for:sender:)`에서 `segue.destination`에, 또는 `present`를 부르기 전에 그 컨트롤러에 설정하세요."
        }
    }
    func valueFlowNilOwner(_ flow: ValueFlowText) -> String {
        let object = flow.other ?? "그 객체"
        let shown = flow.shown.map { "\(flow.screen)의 `\($0.place)`에는 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔습니다. " } ?? ""
        let when = flow.source.step.map { " \($0 + 1)단계에서" } ?? ""
        return "이번 실행에서 \(shown)`\(flow.source.place)`에 값을 넣는 유일한 줄인 \(flowWhere(flow.source))\(KoreanParticle.form(.topic, after: "줄"))\(when) `\(object)`\(KoreanParticle.form(.subject, after: object)) nil일 때 실행되어 아무것도 넣지 않았습니다." + (flow.nilByCast ? " `\(object)`\(KoreanParticle.form(.subject, after: object)) nil이었던 것은 그 값을 준 캐스트가 실패했기 때문입니다." : " `?.`를 거친 대입은 그 앞이 nil이면 아무 일도 하지 않습니다. 그 객체가 있는 곳에서 값을 넘기세요(`prepare(for:sender:)`의 `segue.destination`, 또는 `present`하거나 `push`하는 화면에 보여 주기 전에).")
    }
    func valueFlowLostWithInstance(_ flow: ValueFlowText) -> String {
        let other = flow.other ?? "이전 인스턴스"
        let shown = flow.shown.map { "(그 화면의 `\($0.place)`에는 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔습니다)" } ?? ""
        return "이번 실행에서 `\(flow.source.place)`에 `\(flow.source.value)` 값이 들어간 곳은 \(flowWhere(flow.source))의 \(other)인데, 검사가 읽은 화면은 그 뒤에 새로 만들어진 \(flow.screen)입니다\(shown). 화면의 프로퍼티에 둔 값은 그 인스턴스가 있는 동안만 살고, 새 인스턴스는 자기 값으로 시작합니다. 화면보다 오래 사는 곳(UserDefaults나 앱 델리게이트의 프로퍼티)에 값을 두고, 새 화면이 나타날 때(`viewWillAppear(_:)`) 거기서 읽게 하세요."
    }
    private func storeName(_ written: String, standard: Bool) -> String {
        written == "UserDefaults.standard" ? "`\(written)`" : "`\(written)` (" + (standard ? "`UserDefaults.standard`" : "`UserDefaults.standard`가 아닌 별도 저장소") + ")"
    }
    func valueFlowReadNotRepeated(screen: String, read: ValueFlowText.Place, save: ValueFlowText.Place, shown: ValueFlowText.Place?, key: String, condition: String?, conditionLine: Int?) -> String {
        let shownText = shown.map { " \(screen)의 `\($0.place)`에는 그 저장 뒤 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔는데," } ?? " 값은 그 저장 뒤에 보였는데,"
        return "이번 실행에서 \"\(key)\" 키를 읽는 \(flowWhere(read))\(KoreanParticle.form(.topic, after: "줄")) \(flowWhere(save))에서 `\(save.value)`\(KoreanParticle.form(.subject, after: save.value)) 저장되기 전에 실행되었고, 저장 뒤에는 그 키를 읽는 코드가 실행되지 않았습니다.\(shownText) 이 값은 저장소가 아니라 앞의 읽기에서 찾아 간직해 둔 것입니다. "
            + (condition.map { "그 읽기는 `\($0)`(\(conditionLine ?? 0)번째 줄) 아래에서만 실행됩니다. " } ?? "")
            + "값을 보여 줄 때마다 저장소에서 읽거나(또는 저장하는 곳에서 간직한 값도 바꾸거나) 해서, 나중에 저장한 값이 보이게 하세요."
    }
    func valueFlowStore(_ store: StoreFlowText) -> String {
        let shown = store.shown.map { " \(store.screen)의 `\($0.place)`에는 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔습니다." } ?? ""
        let saved = "\(flowWhere(store.save))에서 `\(store.save.value)` 값을 \"\(store.saveKey)\" 키로 저장했"
        let read = "\(flowWhere(store.read))에서 \"\(store.readKey)\" 키로 읽은 값은 `\(store.read.value)`\(KoreanParticle.form(.was, after: store.read.value))습니다"
        switch store.kind {
        case .readAsOtherKind:
            let getter = store.readGetter
            return "이번 실행에서 \(saved)습니다. 그런데 그 키를 \(flowWhere(store.read))에서 읽었을 때 `\(store.read.value)`였습니다. `\(getter)(forKey:)`는 키에 저장된 값이 자기가 읽는 종류가 아니면 nil을 줍니다(`\(store.save.statement)`가 저장한 것은 \(getter) 종류가 아닙니다).\(shown) 저장한 종류에 맞는 메서드로 읽거나(날짜라면 `object(forKey:) as? Date`), 읽는 종류로 저장하세요."
        case .keyAndValueSwapped:
            return "이번 실행에서 `\(store.save.value)` 값이 \(flowWhere(store.save))에서 키 \"\(store.saveKey)\" 아래 저장되었습니다. 사용자가 입력한 글이 키가 되고, 키가 값이 되었습니다. \(flowWhere(store.read))에서 \"\(store.readKey)\" 키로 읽었을 때는 `\(store.read.value)`\(KoreanParticle.form(.object, after: store.read.value)) 얻었습니다.\(shown) 키와 값이 뒤바뀌었습니다. `set(_:forKey:)`는 값을 먼저, 키를 나중에 받으니, 거기까지 가는 길에 인자의 순서를 살펴보세요(순서를 반대로 받는 도우미 함수나 클로저)."
        case .keyNeverSaved:
            return "이번 실행에서 \(read). 그런데 코드의 어느 줄도 \"\(store.readKey)\" 키로는 아무것도 저장하지 않습니다. 값은 다른 키로 저장되었고(\(saved)습니다), 코드는 그 키를 다른 곳에서 읽습니다. 아무것도 저장하지 않은 키를 읽으면 아무것도 찾지 못하므로(`false`, `0`, nil), 그 값에 기대는 부분이 모두 반대로 갔습니다.\(shown) 값을 저장하는 곳에서 \"\(store.readKey)\" 키로도 저장하거나, 그 키에 기대지 마세요."
        case .otherKey:
            return "이번 실행에서 \(saved)지만, \(read). 키가 서로 다르고, 키는 바로 그 키로 저장한 값만 찾습니다.\(shown) 저장과 읽기에 같은 키(양쪽에서 쓰는 상수 하나)를 쓰세요."
        case .otherStore:
            return "이번 실행에서 \(storeName(store.saveStore, standard: store.saveIsStandard))에 \(saved)지만, \(storeName(store.readStore, standard: store.readIsStandard))에서 \(read). 서로 다른 저장소이고 값도 따로 가집니다.\(shown) 같은 저장소(양쪽 모두 `UserDefaults.standard`)에 저장하고 읽으세요."
        case .readBeforeSaved:
            if let deferred = store.saveDeferredBy {
                let through = deferred.afterAwait
                    ? " 그 저장은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 뒤에 있어서, 그 호출이 끝난 뒤에야 실행됩니다."
                    : (deferred.call.map { " 그 저장으로 이어지는 `\($0)`(\(deferred.callLine ?? 0)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다" }
                        ?? " 그 저장은 `\(deferred.start)`(\(deferred.startLine)번째 줄) 안에서 실행됩니다") + ". 거기로 미룬 일은 지금 하는 일이 끝난 뒤, 여기서는 화면이 이미 나타나 그 키를 읽은 뒤에 실행됩니다."
                return "이번 실행에서 \(read). 저장은 그 뒤였습니다: \(saved)습니다.\(shown)" + through + " 화면이 바뀌기 전에 바로(미루지 말고) 저장하고, 화면이 보여 줄 때(`viewWillAppear(_:)`) 읽으세요."
            }
            return "이번 실행에서 \(read). 저장은 그 뒤였습니다: \(saved)습니다.\(shown) 읽기는 그 전에 저장한 값만 찾습니다. 사용자가 행동할 때(액션 안, 화면이 바뀌기 전) 저장하고, 화면이 보여 줄 때(`viewWillAppear(_:)`) 읽으세요."
        case .savedOver:
            if let overwrite = store.overwrite, store.overwriteAfterRelaunch {
                let same = overwrite.file == store.save.file && overwrite.line == store.save.line
                let what = store.overwriteExpression.map { "`\($0)`의 값이 `\(overwrite.value)`\(KoreanParticle.form(.was, after: overwrite.value))고" } ?? "`\(overwrite.value)` 값을 저장했고"
                let line = same ? "같은 줄이 새 화면에서 다시 실행되었는데, " : "\(flowWhere(overwrite))이 새 화면에서 실행되었는데, "
                return "이번 실행에서 \(saved)습니다. 앱을 다시 실행한 뒤 \(line)\(what)(새 화면은 폼이 예전 화면에 준 값을 갖고 있지 않습니다), 그 `\(overwrite.value)` 값이 저장된 값을 덮어쓴 뒤에 \(read).\(shown) 화면이 나타날 때마다 저장하면 새 화면에 없는 값까지 저장하게 됩니다: 값이 도착하는 곳(사용자가 동작할 때)에서 저장하거나 값이 있을 때만(`if let`) 저장하고, `viewWillAppear(_:)`에서는 읽기만 하세요."
            }
            let over = store.overwrite.map { " 그런데 \(flowWhere($0))에서 그 위에 `\($0.value)` 값을 저장했고, \(read)." } ?? " 그런데 \(read)."
            return "이번 실행에서 \(saved)습니다.\(over)\(shown) 값을 마지막에 저장하거나, 도중에 덮어쓰지 마세요."
        }
    }
    func valueFlowNilCall(_ call: NilCallText) -> String {
        let when = call.call.step.map { " \($0 + 1)단계에서" } ?? ""
        if call.isClosure {
            let head = "이번 실행에서 \(flowWhere(call.call))의 `\(call.receiver)?(…)`\(KoreanParticle.form(.topic, after: ")"))\(when) `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) nil일 때 실행되어, 불러야 할 클로저가 실행되지 않았습니다(`?`를 거친 호출은 아무 말 없이 건너뜁니다)."
            if call.neverAssigned {
                return head + " 코드 어디에서도 `\(call.method)`에 클로저를 넣지 않습니다. 그것을 부르는 바로 그 객체에, 불리기 전에 넣으세요(`….\(call.method) = { … }`)."
            }
            var history = ""
            if let last = call.lastSet, let skipped = call.skippedOwner {
                history = " 그것을 넣는 줄인 \(flowWhere(last))\(KoreanParticle.form(.topic, after: "줄")) `\(skipped)`\(KoreanParticle.form(.subject, after: skipped)) nil일 때 실행되어 아무것도 넣지 않았습니다."
            } else if let last = call.lastSet {
                history = " 마지막으로 넣은 곳은 \(flowWhere(last))\(last.step.map { "(\($0 + 1)단계)" } ?? "")이고, 넣은 대상은 \(call.holder ?? "그 객체")입니다."
            } else if call.historyKnown {
                history = " 그 전에 \(call.holder.map { "\($0)의 " } ?? "")`\(call.method)`에 값을 넣은 줄은 없었습니다\(call.setAfter.map { ". 넣은 것은 호출 뒤, \(flowWhere($0))에서였습니다" } ?? "")."
            }
            if call.lastSet == nil, call.historyKnown, call.setAfter != nil {
                return head + history + " 나중에 연결한 클로저는 그보다 먼저 도착한 값에 대해서는 불리지 않습니다. 값이 클로저보다 먼저 와 있었습니다. 값이 도착하기 전에 연결하거나, 연결한 바로 뒤에 \(call.holder ?? "그 객체")\(KoreanParticle.form(.subject, after: call.holder ?? "그 객체")) 이미 가진 값을 한 번 보여 주세요(클로저나 화면을 갱신하는 메서드를 직접 부르세요)."
            }
            return head + history + " 클로저는 그것을 부르는 객체(다른 인스턴스가 아니라 화면에 있는 그 인스턴스)에, 호출이 실행되기 전에 넣으세요."
        }
        let holder = call.holder.map { "\($0)의 " } ?? ""
        var history = ""
        if let last = call.lastSet, let skipped = call.skippedOwner {
            history = " `\(call.receiver)`에 값을 넣는 줄인 \(flowWhere(last))\(KoreanParticle.form(.topic, after: "줄"))\(last.step.map { " \($0 + 1)단계에서" } ?? "") `\(skipped)`\(KoreanParticle.form(.subject, after: skipped)) nil일 때 실행되어 아무것도 넣지 않았습니다"
        } else if let last = call.lastSet {
            history = " 그 전에 \(holder)`\(call.receiver)`에 마지막으로 값을 넣은 곳은 \(flowWhere(last))\(last.step.map { "(\($0 + 1)단계)" } ?? "")이고, 값은 `\(last.value)`\(KoreanParticle.form(.was, after: last.value))습니다"
        } else if call.historyKnown {
            history = " 그 전에 \(holder)`\(call.receiver)`에 값을 넣은 줄은 없었습니다"
        }
        if let after = call.setAfter {
            history += ". 다시 값을 넣은 것은 호출 뒤, \(flowWhere(after))에서였습니다."
        } else if !history.isEmpty {
            history += "."
        }
        let root = String(call.receiver.prefix { $0 != "." && $0 != "?" })
        let computed = call.computedGetter.map { getter in
            " `\(call.receiver)`\(KoreanParticle.form(.topic, after: call.receiver)) 계산 프로퍼티입니다(\(call.computedLine ?? 0)번째 줄). 읽을 때마다 `\(getter)`\(KoreanParticle.form(.object, after: getter)) 계산하는데, 여기서는 그 값이 nil이었습니다."
                + (call.computedTakesTop ? " 이 화면이 내비게이션 스택의 맨 위에 있다면 `viewControllers`의 마지막은 이 코드를 실행하는 화면, 곧 \(call.holder ?? "이 화면") 자신이고, 캐스팅이 바라는 화면이 아닙니다. 그 아래 화면은 `viewControllers.count - 2`(또는 `dropLast().last`)에 있습니다. 내비게이션 스택에 없다면 `navigationController` 자체가 nil입니다." : "")
        } ?? ""
        let fresh = computed + (call.freshObject.map { made in " `\(root)`\(KoreanParticle.form(.topic, after: root)) 그 자리에서 새로 만든 객체(`\(made)`, \(call.freshLine ?? 0)번째 줄)이지 앱이 쓰는 객체가 아닙니다. 아무것도 그것에 `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) 읽는 값을 주지 않았습니다. 새로 만들지 말고 쓰이고 있는 객체(`UIApplication.shared.delegate`나 `view.window?.windowScene?.delegate`로 얻는 앱의 델리게이트, 스택에 있는 화면)에 닿으세요." } ?? "")
        if let weakLine = call.weakLine, let last = call.lastSet {
            return "이번 실행에서 \(flowWhere(call.call))의 `\(call.receiver)?.\(call.method)(…)`\(KoreanParticle.form(.topic, after: ")"))\(when) `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) nil일 때 실행되어 아무 일도 하지 않았고, \(call.screen)의 `\(call.method)`\(KoreanParticle.form(.topic, after: call.method)) 실행되지 않았습니다.\(history) "
                + "`\(call.receiver)`\(KoreanParticle.form(.topic, after: call.receiver)) `weak`로 선언되어(\(weakLine)번째 줄) `\(last.value)`\(KoreanParticle.form(.object, after: last.value)) 붙잡지 않습니다. 그래서 다른 곳에서 그 객체를 붙잡지 않자 호출 전에 해제되었고, weak 프로퍼티는 객체가 사라지면 nil이 됩니다. 만든 곳에서 바로 그 객체를 강하게 붙잡으세요(저장 프로퍼티나 그것을 가지는 배열). 같은 방법으로 만든 다른 객체가 아니라 바로 그 객체여야 합니다."
        }
        if let given = NilCallText.givenObject(call) {
            return "이번 실행에서 \(flowWhere(call.call))의 `\(call.receiver)?.\(call.method)(…)`\(KoreanParticle.form(.topic, after: ")"))\(when) `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) nil일 때 실행되어 아무 일도 하지 않았고, \(call.screen)의 `\(call.method)`\(KoreanParticle.form(.topic, after: call.method)) 실행되지 않았습니다.\(history) 그 줄은 nil이 아니라 `\(given)`\(KoreanParticle.form(.object, after: given)) 주었는데도 `\(call.receiver)`\(KoreanParticle.form(.topic, after: call.receiver)) nil로 읽혔습니다. `\(call.receiver)`\(KoreanParticle.form(.object, after: call.receiver)) 저장하는 쪽이 그 객체를 붙잡지 않은 것입니다(다른 곳에서 붙잡지 않는 객체를 가리키는 `weak` 참조, 또는 다른 것을 간직하는 프로퍼티 래퍼나 세터). `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) 어떻게 선언되고 저장되는지 보고, 그 객체 자체를 붙잡으세요."
        }
        return "이번 실행에서 \(flowWhere(call.call))의 `\(call.receiver)?.\(call.method)(…)`\(KoreanParticle.form(.topic, after: ")"))\(when) `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) nil일 때 실행되어 아무 일도 하지 않았고, \(call.screen)의 `\(call.method)`\(KoreanParticle.form(.topic, after: call.method)) 실행되지 않았습니다.\(fresh)\(history)" + (call.computedGetter != nil ? " `?.`를 거친 호출은 객체가 nil이면 아무 말 없이 건너뜁니다. 계산 프로퍼티가 뜻한 객체를 찾게 하세요." : " `?.`를 거친 호출은 객체가 nil이면 아무 말 없이 건너뜁니다. 호출이 실행되기 전에 `\(call.receiver)`에 값을 넣고(델리게이트라면 `prepare(for:sender:)`에서 `sub.delegate = self`), 다른 화면이 아직 호출할 수 있는 동안에는 값을 빼지 마세요.")
    }
    func valueFlowNilTransition(_ call: NilCallText) -> String {
        let when = call.call.step.map { " \($0 + 1)단계에서" } ?? ""
        let link = ["navigationController", "presentingViewController", "presentedViewController", "tabBarController", "storyboard"].contains(call.receiver.split(separator: ".").last.map(String.init) ?? "")
        let why = link ? " `\(call.receiver)`\(KoreanParticle.form(.topic, after: call.receiver)) 물어본 객체에 그것이 없으면 nil입니다(내비게이션 컨트롤러에 들어 있지 않은 화면, 또는 아직 들어가기 전: `init` 안, 화면에 보이기 전; 화면이 아닌 객체는 한 번 받은 자기 프로퍼티를 가집니다)." : ""
        let head = "이번 실행에서 \(flowWhere(call.call))의 `\(call.receiver)?.\(call.method)(…)`\(KoreanParticle.form(.topic, after: ")"))\(when) `\(call.receiver)`\(KoreanParticle.form(.subject, after: call.receiver)) nil일 때 실행되어 아무 일도 하지 않았고, \(call.screen)\(KoreanParticle.form(.topic, after: call.screen)) 화면에 나오지 않았습니다."
        if let holder = call.holder {
            switch call.place {
            case .rootHasNoParent?:
                return head + " \(holder)\(KoreanParticle.form(.topic, after: holder)) 윈도의 루트 뷰 컨트롤러라서 그것을 담은 컨테이너가 없고, 그래서 `parent`가 nil입니다. 화면은 스스로 띄웁니다. `self`에서 `\(call.method)`\(KoreanParticle.form(.object, after: call.method)) 부르세요."
            case let .parentIsNavigation(stack)?:
                return head + " \(holder)의 `parent`는 \(stack) 자신이고(푸시된 화면의 부모는 그 내비게이션 컨트롤러입니다), 다른 스택에 들어 있지 않은 내비게이션 컨트롤러에는 `navigationController`가 없습니다. \(holder) 자신의 `navigationController`를 쓰세요."
            case let .rootIsNavigation(root)?:
                return head + " 창의 루트 뷰 컨트롤러는 내비게이션 컨트롤러 자신인 \(root)입니다. 스택을 가진 쪽이고 다른 내비게이션 컨트롤러 안에 있지 않으므로 `navigationController`는 nil입니다. 그것에 바로 푸시하거나(`(view.window?.rootViewController as? UINavigationController)?.pushViewController(…)`), 간단히 `self.navigationController`에 푸시하세요."
            case .inNoContainer?:
                return head + " \(holder)\(KoreanParticle.form(.topic, after: holder)) 화면에 있는 어떤 컨테이너에도 없었습니다. 푸시되지도, 모달로 표시되지도 않았고, 윈도의 루트도 아니며, `addChild(_:)`로 더한 자식도 아닙니다. 그래서 `parent`와 `navigationController`가 nil입니다. 그 뷰가 다른 화면 안에 있다면 컨트롤러도 그 화면의 자식으로 더하세요(`addChild(_:)`, 그다음 뷰, 그다음 `didMove(toParent:)`). 자식의 `navigationController`는 부모의 것입니다."
            case nil: break
            }
        }
        if call.receiver.hasSuffix(".navigationController"), !call.receiver.hasPrefix("self.") {
            let base = String(call.receiver.dropLast(".navigationController".count))
            if call.method.hasPrefix("pop") {
                return head + " 이것이 실행될 때 `\(base)`\(KoreanParticle.form(.topic, after: base)) 어떤 내비게이션 컨트롤러에도 들어 있지 않아 `navigationController`가 nil입니다. 그 화면은 푸시가 아니라 모달로 띄워졌고, 모달로 띄운 화면은 `pop`이 아니라 `dismiss(animated:)`로 돌아갑니다(`\(base).dismiss(animated: true)`)."
            }
            return head + " 이것이 실행될 때 `\(base)`\(KoreanParticle.form(.topic, after: base)) 어떤 내비게이션 컨트롤러에도 들어 있지 않아 `navigationController`가 nil입니다. 화면을 `present(_:animated:)`로 띄우거나, 스토리보드에서 `\(base)`의 화면을 내비게이션 컨트롤러에 넣으세요."
        }
        if call.receiver == "navigationController" || call.receiver == "self.navigationController", call.holderInNavigation == false, let holder = call.holder {
            if call.method.hasPrefix("pop") {
                return head + " \(holder)\(KoreanParticle.form(.topic, after: holder)) 어떤 내비게이션 컨트롤러에도 들어 있지 않아 `navigationController`가 nil입니다. `push`된 것이 아니라 `present`된 화면이니 `dismiss(animated:)`로 닫으세요."
            }
            return head + " \(holder)\(KoreanParticle.form(.topic, after: holder)) 어떤 내비게이션 컨트롤러에도 들어 있지 않아 `navigationController`가 nil입니다. `present(_:animated:)`로 화면을 띄우거나, 스토리보드에서 \(holder)\(KoreanParticle.form(.object, after: holder)) 내비게이션 컨트롤러에 넣으세요(Editor › Embed In › Navigation Controller)."
        }
        if call.receiver == "presentedViewController" || call.receiver == "self.presentedViewController", call.method.hasPrefix("dismiss") {
            let holder = call.holder ?? "이 화면"
            return head + " `presentedViewController`는 \(holder)\(KoreanParticle.form(.subject, after: holder)) 직접 띄운 화면인데, 띄운 화면이 없었으므로 nil입니다. \(holder)\(KoreanParticle.form(.object, after: holder)) 띄운 화면은 `presentingViewController`입니다. \(holder)\(KoreanParticle.form(.object, after: holder)) 닫으려면 `self`에 `dismiss(animated:)`를 부르세요(UIKit이 띄운 쪽에 넘겨 줍니다)."
        }
        return head + "\(why) `?.`를 거친 호출은 객체가 nil이면 아무 말 없이 건너뜁니다. 호출이 실행될 때 그 객체에 닿으세요(액션 안에서 `self.navigationController`). 미리 받아 둔 복사본을 쓰지 마세요."
    }
    func valueFlowNotReadAfterRelaunch(_ flow: ValueFlowText) -> String {
        let key = flow.relaunchKey ?? "?"
        let store = flow.relaunchStore ?? "UserDefaults.standard"
        let shown = flow.shown.map { "앱을 다시 실행한 뒤 \(flow.screen)의 `\($0.place)`에는 \(flowWhere($0))에서 `\($0.value)` 값이 들어갔습니다. " } ?? ""
        return "\(shown)검사가 기대한 값은 이번 실행에서 앱을 다시 실행하기 전에 \(flowWhere(flow.source))에서 \"\(key)\" 키로 저장되었지만, 다시 실행한 뒤에는 그 키를 읽는 줄이 하나도 실행되지 않았습니다. 보인 값은 앱의 메모리에서 왔고, 다시 실행하면 새 프로세스가 시작되어 모든 프로퍼티가 선언한 값으로 다시 시작합니다. 저장은 절반일 뿐입니다: 실행된 뒤 저장소에서 값을 다시 읽으세요. 값을 보여 주는 곳이나 값을 간직하는 객체를 만드는 곳에서 `\(store).string(forKey: \"\(key)\")`(또는 값의 타입에 맞는 읽기 메서드)로 읽으세요."
    }
    /// 두 곳 가운데 남길 곳: 화면이 보일 때마다 실행되는 나타남 콜백.
    private static func keepCount(_ twice: ValueFlowText.CountedTwice) -> String {
        let appearing = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]
        if appearing.contains(twice.secondMethod), !appearing.contains(twice.firstMethod) {
            return " 화면이 보일 때마다 실행되는 `\(twice.secondMethod)`에 남기고 `\(twice.firstMethod)`에서는 빼세요."
        }
        if appearing.contains(twice.firstMethod), !appearing.contains(twice.secondMethod) {
            return " 화면이 보일 때마다 실행되는 `\(twice.firstMethod)`에 남기고 `\(twice.secondMethod)`에서는 빼세요."
        }
        return ""
    }
    func valueFlowOverwritten(_ flow: ValueFlowText) -> String {
        guard let shown = flow.shown else { return valueFlowLate(flow) }
        let head = "이번 실행에서 \(flow.screen)의 `\(flow.source.place)`에는 \(flowWhere(flow.source))에서 검사가 기대한 값 `\(flow.source.value)`\(KoreanParticle.form(.subject, after: flow.source.value)) 들어갔지만, 그 뒤에 실행된 \(flowWhere(shown))에서 다시 `\(shown.value)` 값이 들어갔습니다."
        if let header = flow.loopHeader, let loopLine = flow.loopLine {
            return head + " 이 둘은 반복문 `\(header)`(\(loopLine)번째 줄)의 바퀴마다 한 번씩 실행되는 같은 줄입니다. 값을 찾은 바퀴가 값을 넣었고, 그 뒤의 바퀴가 그 위에 다시 썼습니다. 값을 찾으면 `break`로 반복문을 빠져나오세요(또는 처음 찾은 것을 두고 더 찾지 마세요)."
        }
        if let twice = flow.countedTwice {
            return head + " 두 줄 모두 `\(twice.counter)`\(KoreanParticle.form(.object, after: twice.counter)) 보여 주는데, 이 값은 `\(twice.firstMethod)`(\(twice.firstLine)번째 줄, `\(twice.first)`)와 `\(twice.secondMethod)`(\(twice.secondLine)번째 줄, `\(twice.second)`) 두 곳에서 늘어나고, 같은 돌아옴에 둘 다 실행되었습니다. 두 번 센 것입니다. 한 곳에서만 세세요." + Self.keepCount(twice)
        }
        if let key = flow.unsavedKey {
            return head + " 그 줄은 `UserDefaults`에서 \"\(key)\" 키로 읽는데, 이번 실행에서 그 키로 무언가를 저장한 줄은 없었습니다. 값이 입력되는 곳에서 그 키로 저장하세요(저장하는 줄이 실행되는지 보세요). 그래야 나중 줄이 값을 찾습니다."
        }
        return head + " 나중 줄이 처음 줄이 보여 준 것을 바꿉니다. 그곳에서 그 줄을 빼거나, 같은 값(처음 줄이 받은 값)을 보여 주게 하세요."
    }
    func valueFlowErased(_ flow: ValueFlowText) -> String {
        guard let erase = flow.origin, let read = flow.shown else { return valueFlowLate(flow) }
        if let trigger = flow.trigger, let observer = erase.method {
            let observed = String(observer.prefix { $0 != "." }), kind = observer.hasSuffix("willSet") ? "willSet" : "didSet"
            return "이번 실행에서 \(flow.screen)의 `\(flow.source.place)`에는 \(flowWhere(flow.source))에서 `\(flow.source.value)` 값이 들어갔다가, \(erase.file) \(erase.line)번째 줄(`\(erase.statement)`)에서 `\(erase.value)` 값으로 바뀌었습니다. 그 줄은 `\(observed)`의 `\(kind)` 안에 있고, 그 뒤 \(flowWhere(trigger))에서 `\(observed)`에 값을 넣을 때 실행되었습니다. \(read.file) \(read.line)번째 줄(`\(read.statement)`)은 그다음에야 값을 읽어 `\(read.value)`\(KoreanParticle.form(.object, after: read.value)) 보여 주었습니다. 관찰자가 방금 넘겨받은 값을 없앴습니다. 관찰자가 초기화하는 값들보다 `\(observed)`에 먼저 값을 넣거나, 관찰자에서 초기화를 빼세요."
        }
        return "이번 실행에서 `\(flow.source.place)`에는 \(flowWhere(flow.source))에서 `\(flow.source.value)` 값이 들어갔다가, \(flowWhere(erase))에서 `\(erase.value)` 값으로 바뀌었고, 그 뒤에 \(flowWhere(read))에서 \(flow.screen)\(KoreanParticle.form(.object, after: flow.screen)) 위해 읽었습니다(읽은 값은 `\(read.value)`). 나중 줄이 값을 읽기 전에 값을 없앴습니다. 그 줄이 다른 경로(다른 세그웨이, 다른 선택)의 것이라면 그 경로에서만 실행되게 하세요(`else`, 또는 `segue.identifier`처럼 갈림을 정하는 것에 대한 `switch`). 그렇지 않다면 그 줄을 빼거나, 값을 다 쓴 뒤에만 실행되게 하세요."
    }
    func valueFlowTestBeforeWrite(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "이번 실행에서 \(flowWhere(test))의 `\(test.statement)`\(KoreanParticle.form(.topic, after: test.statement)) \(test.step.map { "\($0 + 1)단계에서 " } ?? "")마지막으로 실행되었고, 그때 `\(test.place)`\(KoreanParticle.form(.topic, after: test.place)) `\(test.value)`였습니다. `\(test.place)`에 `\(flow.source.value)` 값이 들어간 것은 그 뒤 \(flowWhere(flow.source))\(flow.source.step.map { "(\($0 + 1)단계)" } ?? "")에서였고, 그 `switch`는 다시 실행되지 않아 화면은 옛 값을 그대로 보여 줍니다. 값이 바뀐 뒤 다시 실행하세요. 화면이 다시 보일 때(`viewWillAppear(_:)`)나 프로퍼티의 `didSet`에서 부르세요."
    }
    func valueFlowTestLate(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "이번 실행에서 \(flowWhere(test))의 `\(test.place)` 검사는 `\(test.value)` 값을 보았습니다. `\(test.place)`에 `\(flow.source.value)` 값이 들어간 것은 같은 동작 안에서 검사가 실행된 뒤, \(flowWhere(flow.source))에서였습니다. 검사는 실행될 때 있는 값을 읽습니다. 검사보다 먼저 `\(test.place)`에 값을 주세요(또는 그 값이 나오는 곳을 검사하세요)."
    }
    func valueFlowTestReset(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown, let reset = flow.origin else { return valueFlowLate(flow) }
        return "이번 실행에서 `\(test.place)`에는 \(flowWhere(flow.source))에서 `\(flow.source.value)` 값이 들어갔다가, \(flowWhere(reset))에서 다시 `\(reset.value)` 값으로 돌아갔고, 그 뒤에 \(flowWhere(test))의 검사가 읽었습니다(본 값은 `\(test.value)`). 나중 줄이 검사가 쓰기 전에 값을 되돌렸습니다. 검사가 읽은 뒤에 되돌리거나, 그곳에서 되돌리지 마세요."
    }
    func valueFlowStateTest(_ t: StateTestText) -> String {
        let at = t.step.map { "\($0 + 1)단계에서 " } ?? ""
        let method = t.method.map { ", `\($0)` 안" } ?? ""
        let outcome = t.isGuard ? "거짓이어서 그 `guard`가 뒤의 줄들보다 먼저 메서드를 빠져나갔습니다" : "거짓이어서 그것이 지키는 코드는 실행되지 않았습니다"
        var text: String
        if let guarded = t.guarded, let line = t.guardedLine {
            text = "`\(guarded)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(t.guardedStep.map { "\($0 + 1)단계에서 " } ?? "")실행되었지만 사용자의 동작 뒤에는 다시 실행되지 않았습니다. 검사 `\(t.test)`(\(t.file) \(t.line)번째 줄\(method))\(KoreanParticle.form(.subject, after: "줄")) \(at)\(outcome)."
        } else {
            text = "이번 실행에서 검사 `\(t.test)`(\(t.file) \(t.line)번째 줄\(method))\(KoreanParticle.form(.subject, after: "줄")) \(at)\(outcome)."
        }
        // `isViewLoaded` false is told on its own below.
        let viewNotLoaded = t.parts.contains { $0.name == "isViewLoaded" && $0.value == "false" }
        let held = t.parts.filter { !(viewNotLoaded && $0.name == "isViewLoaded") }.compactMap { part -> String? in
            switch part.value {
            case "nil"?: return "`\(part.written)`\(KoreanParticle.form(.topic, after: part.written)) nil"
            case "set"?: return "`\(part.written)`\(KoreanParticle.form(.topic, after: part.written)) nil이 아님"
            case "true"?: return "`\(part.written)`\(KoreanParticle.form(.topic, after: part.written)) 참"
            case "false"?: return "`\(part.written)`\(KoreanParticle.form(.topic, after: part.written)) 거짓"
            case let value?: return "`\(part.written)`\(KoreanParticle.form(.topic, after: part.written)) \(value)"
            case nil: return nil
            }
        }
        if !held.isEmpty { text += " 그때 " + held.joined(separator: ", ") + "이었습니다." }
        if t.parts.contains(where: { $0.value == nil }) { text += " 조건의 부분 가운데 적어도 하나가 거짓이었습니다." }
        if let instance = t.instance, let move = t.move {
            text += " \(t.method.map { "`\($0)`" } ?? "그 메서드")는 \(t.moveReceiver ?? "앱")의 `\(move)`\(t.moveSubject.map { "(\($0))" } ?? "") 때문에 \(at)\(instance)에서 실행되었습니다."
        }
        if let (value, literal) = StateTestText.caseOnlyMismatch(t) {
            return text + " \"\(value)\"와 \"\(literal)\"를 비교했습니다. 대소문자만 다른 같은 낱말인데, 문자열의 `==`는 대소문자를 구분하므로 이 검사는 결코 참이 되지 않습니다. 코드가 읽는 그대로 \"\(value)\"로 쓰세요(또는 `caseInsensitiveCompare(_:) == .orderedSame`로 비교하세요)."
        }
        if viewNotLoaded {
            return text + " 아직 아무것도 그 화면을 보여 주지 않았으므로 `isViewLoaded`는 false였습니다. 뷰가 로드되기 전에는 아웃렛이 nil이므로, 아웃렛을 채우는 줄이 기다리는 것은 옳습니다. 하지만 뷰는 나중에 로드되고, 그때 아웃렛을 채우는 코드가 없습니다. `viewDidLoad()`에서도 값을 보여 주세요(앞서 넣어 둔 프로퍼티로 같은 코드를 부르세요). 그러면 어느 쪽이 나중에 오든 아웃렛이 채워집니다."
        }
        if let (op, number) = StateTestText.stackCount(t) {
            let needed = op == ">" ? number + 1 : number
            return text + " `viewControllers.count`는 스택의 모든 화면을 셉니다. 루트와 맨 위 화면(이 코드를 실행하는 화면)도 들어가므로, 루트 위에 화면 하나를 `push`하면 2입니다. 그래서 `count \(op) \(number)`는 스택에 화면이 \(needed)개 이상일 때만 성립합니다. 이 코드가 실행될 때 스택이 실제로 가진 개수와 비교하거나(루트 위에 `push`된 화면이라면 `count > 1`), 개수 검사를 빼세요. UIKit은 어차피 루트를 pop하지 않습니다."
        }
        for part in t.parts where part.value.map({ !$0.contains("#") }) == true { if let meaning = stateMeaning(part.name) { text += " " + meaning } }
        if let (written, plain) = StateTestText.negatedTrue(t) {
            return text + " 그러니 이번 실행에서 이 줄들을 막은 것은 `!`입니다. 이 검사가 그 줄들을 필요로 할 때 `\(written)`\(KoreanParticle.form(.topic, after: written)) 참이었고, `!\(written)`\(KoreanParticle.form(.subject, after: written)) 검사를 거짓으로 만들었습니다. 그 줄들이 이 순간의 일이라면 상태 자체를 검사하세요(`\(plain)`). `!`가 일부러 쓴 것이라면(이 순간을 건너뛰려고), 값은 여기서 실제로 실행되는 경로에서 와야 합니다."
        }
        if let presented = t.presentedPop {
            return text + " \(presented)\(KoreanParticle.form(.topic, after: presented)) 푸시된 것이 아니라 `present`로 띄운 화면이라 어떤 내비게이션 컨트롤러에도 들어 있지 않으므로, 이 테스트는 팝을 한 번도 통과시킬 수 없고, 팝으로는 어차피 닫을 수도 없습니다. 띄운 화면은 `dismiss(animated: true)`로 닫으세요."
        }
        return text + " 이런 상태는 그 순간 화면이 어떻게 나타나고 사라지는지를 알려 줄 뿐, 코드가 실행되어야 하는지를 알려 주지 않습니다. 그 줄을 이 상태에 묶지 말거나, 기대한 값을 갖는 순간에 읽으세요."
    }
    private func stateMeaning(_ name: String) -> String? {
        switch name {
        case "isMovingToParent": return "`isMovingToParent`는 화면이 부모에 더해지는(푸시되는) 동안에만 참입니다. 위의 화면이 팝되거나 닫혀서 다시 보일 때는 거짓입니다."
        case "isMovingFromParent": return "`isMovingFromParent`는 화면이 부모에서 빠지는(팝되는) 동안에만 참입니다. 그 위로 다른 화면이 푸시되거나 표시될 때는 거짓입니다."
        case "isBeingPresented": return "`isBeingPresented`는 그 화면 자신이 모달로 표시되는 동안에만 참입니다. 푸시된 화면이거나, 그 화면이 띄운 화면이 닫혀서 다시 보일 때는 거짓입니다."
        case "isBeingDismissed": return "`isBeingDismissed`는 그 화면 자신(또는 그것을 담은 화면)이 닫히는 동안에만 참입니다. 팝될 때나 위로 다른 화면이 푸시될 때는 거짓입니다."
        case "window": return "`view.window`는 화면의 뷰가 윈도에 들어가기 전까지 nil입니다. `viewDidLoad`에서는 언제나 nil이고, `viewDidAppear(_:)` 때에는 정해져 있습니다."
        case "presentedViewController": return "`presentedViewController`는 이 화면이 띄워서 아직 떠 있는 화면입니다. 그런 화면이 없으면 nil입니다. 푸시나 팝은 아무것도 띄우지 않고, 닫은 뒤에는 다시 nil입니다."
        case "presentingViewController": return "`presentingViewController`는 이 화면(또는 이 화면을 담은 화면)을 띄운 화면입니다. 푸시되기만 하고 모달로 표시된 적 없는 화면에서는 nil입니다."
        case "navigationController": return "`navigationController`는 화면이 들어 있는 내비게이션 컨트롤러입니다. 혼자 모달로 표시된 화면에서는 nil이고, 팝된 뒤에도 nil입니다."
        case "tabBarController": return "`tabBarController`는 화면(또는 그 내비게이션 컨트롤러)이 들어 있는 탭 바 컨트롤러입니다. 앱에 그것을 감싼 탭 바 컨트롤러가 없으면 nil이고, 모달로 표시된 화면에서도 nil입니다."
        case "parent": return "`parent`는 화면이 더해진 컨테이너(내비게이션 컨트롤러의 푸시, `addChild(_:)`)입니다. 혼자 모달로 표시된 화면에서는 nil입니다."
        case "isViewLoaded": return "`isViewLoaded`는 무엇인가 `view`를 읽기 전까지(화면을 보여 줄 때 UIKit이 읽습니다) 거짓입니다."
        case "animated": return "`animated`는 UIKit이 이번 나타남이나 사라짐을 애니메이션으로 보여 주는지만 알려 줍니다. 앱을 시작하거나 다시 시작할 때 보이는 화면, 그리고 `animated: false`로 요청한 전환에서는 거짓이므로, 화면에 값이 필요한지는 알려 주지 않습니다."
        case "topViewController", "viewControllers", "visibleViewController": return "`\(name)`는 읽는 순간의 스택을 알려 줍니다. 푸시의 콜백에서는 이미 새 화면을 담고 있고, 팝의 콜백에서는 떠난 화면이 이미 빠져 있습니다."
        default: return nil
        }
    }
    func valueFlowTestSnapshot(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        let control = flow.inputControl.map { "`\($0)`" } ?? "컨트롤"
        return "이번 실행에서 \(flowWhere(test))의 검사는 `\(test.place)`\(KoreanParticle.form(.object, after: test.place)) 읽었고, 그 값은 `\(test.value)`\(KoreanParticle.form(.was, after: test.value))습니다. \(flowWhere(flow.source))\(KoreanParticle.form(.subject, after: "줄")) \(flow.source.step.map { "\($0 + 1)단계에서 " } ?? "")\(control)의 값을 복사해 둔 것인데, 검사가 \(control)에 \"\(flow.input ?? "")\"\(KoreanParticle.form(.object, after: flow.input ?? "")) 입력한 것\(flow.inputStep.map { "(\($0 + 1)단계)" } ?? "")은 그 뒤이고, 검사 전까지 다시 복사한 줄은 없습니다. 복사본은 만들어진 순간 컨트롤이 가진 값을 간직할 뿐, 사용자가 나중에 입력한 값을 따라가지 않습니다. 검사가 필요한 곳(검사를 하는 동작 메서드)에서 \(control)\(KoreanParticle.form(.object, after: flow.inputControl ?? "컨트롤")) 직접 읽으세요."
    }
    func valueFlowTestStale(_ flow: ValueFlowText) -> String {
        guard let test = flow.shown else { return valueFlowLate(flow) }
        return "이번 실행에서 \(flowWhere(test))의 검사가 거짓이어서 그것이 지키는 코드는 실행되지 않았습니다. `\(test.place)`에는 이전 동작\(flow.source.step.map { "(\($0 + 1)단계)" } ?? "")에서 \(flowWhere(flow.source))\(KoreanParticle.form(.subject, after: "줄")) 넣은 `\(flow.source.value)` 값이 그대로 있었고, 그 뒤로 다른 값을 넣은 줄은 없습니다. 플래그는 어떤 줄이 바꿀 때까지 값을 유지합니다. 그 상태가 끝나는 곳에서 되돌리거나, 플래그 대신 그것이 뜻하는 것(값 자체)을 검사하세요."
    }
    func whatIfSwitchValue(subject: String, file: String, line: Int, times: Int, value: String, others: [String], miss: SwitchMiss?) -> String {
        let when = others.isEmpty ? (times == 1 ? "한 번 실행되었을 때 " : "실행된 \(times)번 모두 ") : ""
        let also = others.isEmpty ? "" : "(다른 때에는 " + others.map { "`\($0)`" }.joined(separator: ", ") + ")"
        let head = "이번 실행에서 `switch \(subject)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) \(when)`\(value)` 값을 받았습니다\(also)"
        switch miss {
        case let .earlierCase(earlier, later)?:
            return head + ". `case \(earlier)`가 이 값을 가져갔습니다. `switch`는 처음 맞는 `case`를 실행하므로, 그 아래에 있어 이 값에도 맞고 더 많은 것을 요구하는 `case \(later)`에는 오지 않습니다. 더 많은 것을 요구하는 `case`를 먼저 두세요."
        case let .oneElement(pattern, position, wants, had)?:
            let empty = wants == "nil" && (had == "Optional(\"\")" || had == "\"\"")
            return head + ". 이 값을 가져간 `case`가 없어 다른 분기가 실행되었습니다. `case \(pattern)`는 \(position)번째 요소만 빼고 모두 맞습니다. 그 자리에서 패턴은 `\(wants)`를 바라는데 값은 `\(had)`였습니다. "
                + (empty ? "빈 텍스트 필드의 `text`는 `nil`이 아니라 `\"\"`입니다. 텍스트 자체를 검사하세요(`case (…, let text) where (text ?? \"\").isEmpty`)." : "이 `case`가 실행되어야 할 때 오는 값을 패턴에 쓰세요(또는 그 요소를 계산하는 식을 뒤집으세요).")
        case let .elementsSwapped(pattern, subject)?:
            return head + ". 이 값을 가져간 `case`가 없어 다른 분기가 실행되었습니다. `case \(pattern)`는 두 요소의 순서를 바꾸면 이 값을 가져갑니다. 튜플 패턴은 튜플을 만든 순서, 여기서는 `\(subject)`의 순서대로 요소마다 맞춰 봅니다. 패턴을 그 순서로 쓰세요(또는 패턴의 순서대로 튜플을 만드세요)."
        case let .linkNil(pattern, position, element, role)?:
            return head + ". 이 값을 가져간 `case`가 없어 다른 분기가 실행되었습니다. `case \(pattern)`는 \(position)번째 요소 `\(element)`만 빼고 모두 맞는데, 그 요소가 nil이었습니다. " + castRole(role)
        case let .noCaseFor(text, cases)?:
            return head + ". 이 값을 적은 `case`가 없어서(" + cases.map { "`\($0)`" }.joined(separator: ", ") + "만 있습니다) `default`로 갔습니다. 그 `case`들이 하는 일(검사, `return`)은 이 값에는 일어나지 않습니다. 이 값에도 같은 일을 하는 `case`를 따로 주거나(`case \(text):`, 필요하면 같은 `where` 검사도. 여러 패턴 뒤의 `where`는 마지막 패턴만 검사합니다), 모든 값에 그 일을 하세요."
        case let .emptyNotNil(pattern)?:
            return head + ". `case \(pattern)`\(KoreanParticle.form(.topic, after: pattern)) 이 값을 받지 않았습니다. 빈 입력란의 `text`는 nil이 아니라 `\"\"`이므로, 빈 입력란이 채워진 입력란과 같은 길로 갔습니다. 텍스트 자체를 검사하세요: 채워진 입력란은 `case let text? where !text.isEmpty`, 또는 `guard let text = field.text, !text.isEmpty`."
        case let .letterCase(pattern)?:
            return head + ". 이 값에 맞는 `case`가 없습니다. `case \(pattern)`는 대소문자만 다르고, `switch`는 글자를 정확히 비교합니다. 값의 철자(스토리보드의 제목이나 식별자) 그대로 `case`를 쓰세요."
        case let .instanceDescription(className)?:
            return head + ". 어떤 `case`도 이 값과 같을 수 없습니다. 이것은 `String(describing:)`(또는 `\"\\(…)\"`)이 인스턴스를 쓰는 모양, 곧 `<모듈.클래스: 주소>`이고, 주소는 실행할 때마다 새로 바뀌며 클래스 이름이 아닙니다. 객체가 무엇인지로 나누려면 타입을 검사하세요: 객체 자체로 `switch`하고 `case is \(className):`(또는 `if object is \(className)`)를 쓰거나, 타입을 설명하는 `String(describing: type(of: object))`를 쓰면 `\"\(className)\"`이 나옵니다."
        case let .optionalDescription(inner)?:
            return head + ". 어떤 `case`도 이 값과 같을 수 없습니다. 옵셔널을 `\"\\(…)\"`로 쓰면 담긴 값(`\(inner)`)을 `Optional(…)`이 감싸므로, 이 글자는 이름만과는 결코 같지 않습니다. 먼저 꺼낸 뒤(`if let`, `guard let`, `?? \"\"`) 안의 값을 설명하거나 비교하세요."
        case let .typo(pattern)?:
            return head + ". 이 값에 맞는 `case`가 없습니다. `case \(pattern)`는 한두 글자가 다른 오타입니다. 값의 철자(스토리보드의 제목이나 식별자) 그대로 `case`를 쓰세요."
        case let .noNumber(number, tag)?:
            return head + ". `\(number)`인 `case`가 없어서 다른 `case`가 실행되었습니다" + (tag ? ". 뷰의 `tag`는 스토리보드(`Attributes inspector`의 `View › Tag`)나 코드에서 정하지 않으면 0입니다. 컨트롤마다 `tag`를 주거나, 다른 방법(아웃렛과 `===` 비교)으로 구별하세요." : ". 그 숫자가 어디서 오는지 확인하세요.")
        case .tagZero?:
            return head + ". 뷰의 `tag`는 스토리보드(`Attributes inspector`의 `View › Tag`)나 코드에서 정하지 않으면 0이라 모든 컨트롤이 0을 주고 같은 `case`로 갑니다. 컨트롤마다 `tag`를 주거나, 다른 방법(`prepare(for:sender:)`의 `segue.identifier`, 아웃렛과 `===` 비교)으로 구별하세요."
        case let .noTypeFor(valueClass, types, containers, role)?:
            let named = types.map { "`\($0)`" }.joined(separator: ", ")
            return head + ". 이 값은 `\(valueClass)`이고 \(named)\(KoreanParticle.form(.subject, after: types.last ?? "")) 아니므로, 어느 `case`의 타입에도 맞지 않아 그 `case`들은 실행되지 않았습니다. "
                + (containers ? "여기서 이 객체는 화면을 담은 컨테이너가 아니라 화면 자신입니다. 내비게이션 컨트롤러나 탭 바 컨트롤러는 스토리보드의 세그웨이가 그쪽으로 이어질 때만 옵니다. " : "")
                + (role.map(castRole) ?? "실제 클래스로 캐스팅하세요: `case let screen as \(valueClass)`.")
        case let .shadowedBy(earlier, later, valueClass, superclass)?:
            return head + ". `case \(earlier)`가 먼저 맞았습니다. `\(valueClass)`는 `\(superclass)`이기도 하고, `switch`는 처음 맞는 `case`를 고르므로 그 아래의 `case \(later)`에는 오지 않습니다. 더 구체적인 클래스의 `case`를 먼저 두세요."
        case nil:
            return head + ". 그 값이 실행된 `case`를 골랐습니다. 각 `case`의 패턴과 견주어 보세요(옵셔널은 `case \"x\"?`나 `.some`에 맞고 `nil`에는 맞지 않습니다. 글자, 공백, 타입이 정확히 같아야 합니다)."
        }
    }
    func whatIfLookup(file: String, line: Int, before: String, after: String?, othersPass: Bool, outcome: WhatIfOutcome, lookup: WhatIfOutcome.LookupNote) -> String {
        let found = outcome.equalSides == true
        let times = outcome.times == 1 ? "한 번 실행되었을 때" : "실행된 \(outcome.times)번 모두"
        let values = outcome.pairs.map { "`\($0[0])`, `\($0[1])`" }
        let compared = values.isEmpty ? "" : " 비교한 두 값: " + values.joined(separator: " / ") + "."
        let search = "`\(lookup.collection).\(lookup.call)`"
        let turned = after.map { " 그 자리에 `\($0)`\(KoreanParticle.form(.object, after: $0)) 쓰면 검사가 통과하지만" + (othersPass ? "(통과하던 검사도 그대로 통과합니다)" : "") + ", 그것은 \(lookup.call.hasPrefix("last") ? "마지막" : "처음 나오는") 다른 요소를 가져오는데 여기서는 마침 그것이 검사가 바라는 요소이기 때문일 뿐입니다. 비교를 뒤집는 것은 고치는 방법이 아닙니다." } ?? ""
        let added = lookup.added, given = lookup.given, fresh = lookup.fresh, written = lookup.written
        let where_ = { (file: String, line: Int) in "(\(file) \(line)번째 줄)" }
        if found {
            var text = "비교 `\(before)`(\(file) \(line)번째 줄)는 \(search)의 조건이고, \(times) 맞았습니다. 찾는 요소를 찾은 것입니다.\(compared)\(turned) 그러니 검사가 바라는 값은 찾은 요소에 들어 있지 않습니다."
            if let first = added.first {
                text += " `\(first.0)`\(where_(first.1, first.2))\(KoreanParticle.form(.topic, after: ")")) 찾는 요소를 바꾸지 않고 `\(lookup.collection)`에 새 요소를 더하므로, 찾는 요소는 예전 값 그대로입니다. 그 요소를 바꾸세요(`firstIndex(where:)`로 위치를 찾은 뒤 `\(lookup.collection)[index] = …`)."
            } else {
                text += " 값을 쓰는 곳을 보세요. 값이 찾는 요소가 아닌 다른 요소(복사본이나 새 요소)에 들어갑니다."
            }
            return text
        }
        var text = "비교 `\(before)`(\(file) \(line)번째 줄)는 \(search)의 조건인데, \(times) 맞는 요소가 없었습니다. 아무것도 찾지 못한 것입니다.\(compared)\(turned)"
        if let written {
            text += " 찾는 값 `\(written.0)`\(KoreanParticle.form(.topic, after: written.0)) `\(written.1)`\(where_(written.2, written.3))\(KoreanParticle.form(.subject, after: ")")) 찾은 요소에 써 넣는 값이라, 쓰기 전에는 어떤 요소도 갖고 있지 않습니다. 요소가 이미 가진 것으로 찾으세요"
                + (written.4.isEmpty ? "(그 id 등)." : ". 이 화면은 " + written.4.map { "`\($0)`" }.joined(separator: ", ") + "\(KoreanParticle.form(.object, after: written.4.last ?? "")) 넘겨받습니다.")
        } else if let fresh {
            text += " `\(fresh.0)`\(KoreanParticle.form(.topic, after: fresh.0)) 만들어질 때마다 새 `\(fresh.1)`\(KoreanParticle.form(.object, after: fresh.1)) 받으므로(`\(fresh.1) = \(fresh.2)`, \(fresh.3)번째 줄), 다른 `\(fresh.0)(…)` 호출로 만든 요소는 이 인스턴스의 `\(fresh.1)`\(KoreanParticle.form(.object, after: fresh.1)) 절대 갖지 않습니다"
            if let first = added.first {
                text += ". `\(first.0)`\(where_(first.1, first.2))\(KoreanParticle.form(.subject, after: ")")) 바로 그런 새 요소를 더합니다. 인스턴스 자체를 더하거나, 더한 요소의 `\(fresh.1)`\(KoreanParticle.form(.object, after: fresh.1)) 찾으세요."
            } else {
                text += ". 찾으려는 `\(fresh.1)`\(KoreanParticle.form(.subject, after: fresh.1)) 있는 그 인스턴스(또는 그 `\(fresh.1)`)를 간직하세요."
            }
        } else if !given.isEmpty {
            text += " 찾는 값은 " + given.map { "`\($0.1)` \(where_($0.2, $0.3))" }.joined(separator: ", ") + "에서 주어지는데, `\(lookup.collection)`의 어떤 요소도 그 값을 갖고 있지 않습니다. 찾으려는 요소가 가진 값을 주세요."
                + (given.contains { $0.1.hasSuffix(".count") } ? " 개수는 마지막 위치보다 하나 큽니다. 요소를 더한 뒤의 `count`는 그 요소의 위치에 1을 더한 값입니다(방금 더한 요소는 `count - 1`에 있습니다)." : "")
        } else {
            text += " 찾는 값이 무엇이고 어디서 주어지는지 보세요. `\(lookup.collection)`의 어떤 요소도 그 값을 갖고 있지 않습니다."
        }
        return text
    }
    func whatIfNeverAssignedNilTest(file: String, line: Int, test: String, name: String, declarationLine: Int, owner: String?, result: Bool) -> String {
        "`\(test)`(\(file) \(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 실행될 때마다 \(result ? "참" : "거짓")이었고, 달라질 수 없습니다. `\(name)`(\(owner.map { "\($0)의 " } ?? "")\(declarationLine)번째 줄에 선언)\(KoreanParticle.form(.subject, after: ")")) 코드 어디에서도 값을 받지 않아 언제나 nil이기 때문입니다. 이 검사는 경우를 구별하지 못합니다. 값을 실제로 담고 있는 곳(저장하거나 넘겨준 곳)을 검사하거나, 값이 도착하는 곳에서 `\(name)`에 값을 주세요. 검사의 그 부분이 필요 없다면 빼세요."
    }
    func whatIfConstantPart(file: String, line: Int, test: String, part: String, value: Bool, name: String, declarationLine: Int, owner: String?,
                            neverFilled: Bool, namesake: String?, times: Int) -> String {
        let whole = part == test ? "`\(part)`(\(file) \(line)번째 줄)" : "`\(test)`(\(file) \(line)번째 줄) 안의 `\(part)`"
        let place = "\(owner.map { "\($0)의 " } ?? "")\(declarationLine)번째 줄에 \(neverFilled ? "빈 컬렉션으로 " : "")선언"
        let never = neverFilled
            ? "\(owner ?? "코드") 어디에서도 `\(name)`에 아무것도 넣지 않아 언제나 비어 있습니다"
            : "\(owner ?? "코드") 어디에서도 `\(name)`에 값을 주지 않아 언제나 nil입니다"
        let other = namesake.map { " (\($0)의 `\(name)`\(KoreanParticle.form(.topic, after: name)) 그 클래스 자신의 \(neverFilled ? "컬렉션" : "프로퍼티")입니다. \($0)\(KoreanParticle.form(.subject, after: $0)) 거기에 넣은 것은 \(owner ?? "이쪽")에 닿지 않습니다)" } ?? ""
        let fixes = part == test ? ""
            : (value ? " `||`로 묶였으므로 이 한 부분이 다른 부분과 상관없이 검사 전체를 참으로 만듭니다." : " `&&`로 묶였으므로 이 한 부분이 다른 부분과 상관없이 검사 전체를 거짓으로 만듭니다.")
        return "\(whole)\(KoreanParticle.form(.topic, after: part == test ? "줄" : part)) \(times == 1 ? "한 번 실행될 때" : "실행된 \(times)번 모두") \(value ? "참" : "거짓")이었고, 달라질 수 없습니다. 그 자리에서 `\(name)`(\(place))\(KoreanParticle.form(.object, after: "선언")) 읽지만, \(never)\(other).\(fixes) 이 검사는 경우를 구별하지 못합니다. 값을 실제로 담고 있는 곳(저장하거나 넘겨준 곳)을 검사하거나, 값이 도착하는 곳에서 `\(name)`에 \(neverFilled ? "값을 넣으세요" : "값을 주세요"). 검사의 그 부분이 필요 없다면 빼세요."
    }
    func uikitState(_ state: UIKitStateNote) -> String {
        switch state {
        case .viewLoaded:
            return "화면의 뷰는 처음 필요할 때, 곧 화면이 나타날 때에야 로드됩니다. `prepare(for:sender:)`에서, 그리고 화면을 만들거나 푸시한 직후에는 `isViewLoaded`가 아직 `false`입니다(`viewIfLoaded`는 `nil`). 거기서는 값을 프로퍼티에 주고, 레이블은 그 화면의 `viewDidLoad`에서 채우세요."
        case .window:
            return "화면의 `view.window`는 뷰가 윈도우에 들어가기 전까지 `nil`입니다. `viewDidLoad`와 `prepare`에서, 그리고 나타나는 화면은 `viewDidAppear` 전까지 그렇습니다. 코드가 정하는 값을 검사하거나, 그 일을 `viewDidAppear(_:)`에서 하세요."
        case .moving:
            return "`isMovingFromParent`는 팝되는 화면의 `viewWillDisappear`/`viewDidDisappear` 안에서만 `true`입니다(`isMovingToParent`는 푸시되는 동안만). `isBeingDismissed`/`isBeingPresented`는 닫히거나 표시되는 동안만 `true`입니다. 그 밖의 곳이나 다른 종류의 전환에서는 `false`이므로, 실제로 일어나는 전환에 맞는 메서드에서 검사하세요."
        }
    }
    func whatIfGuardSkippedIndependent(file: String, line: Int, statement: String, bound: [String], skipped: String, skippedLine: Int, method: String, values: [String]) -> String {
        let names = bound.map { "`\($0)`" }.joined(separator: ", ")
        let compared = values.count == 2 ? "(비교한 값: `\(values[0])`, `\(values[1])`)" : ""
        return "\(file) \(line)번째 줄의 `guard`(`\(statement)`)가 `return`했고\(compared), 그 `return`이 `\(method)`\(KoreanParticle.form(.object, after: method)) 끝내 버려 `\(skipped)`(\(skippedLine)번째 줄)도 실행되지 않았습니다. 그 줄은 `guard`가 지키는 \(names)\(KoreanParticle.form(.object, after: bound.last ?? "")) 쓰지 않는데도, 그것을 쓰는 줄들과 함께 건너뛰었습니다. 그 줄은 검사 결과와 상관없이 필요하니 `guard` 앞으로 옮겨서, \(names)\(KoreanParticle.form(.subject, after: bound.last ?? "")) 필요한 줄만 검사를 기다리게 하세요."
    }
    func whatIfSameEveryTime(file: String, line: Int, statement: String, before: String, after: String, othersPass: Bool, outcome: WhatIfOutcome) -> String {
        let change = "`\(before)` 대신 `\(after)`\(KoreanParticle.form(.object, after: after))(\(file) \(line)번째 줄\(statement == before ? "" : ", `\(statement)`")) 쓰면"
        let found = "workbook이 실행된 코드를 한 곳만 바꿔 이 검사를 다시 돌려 보니, \(change) 통과합니다"
            + (othersPass ? ". 통과하던 검사도 그대로 통과합니다. " : ". ")
        if let validator = outcome.validator {
            let part = { (part: WhatIfOutcome.Validator.Part) in "`\(part.text)`(\(part.line)번째 줄)" }
            var why: [String] = []
            if !validator.rejects.isEmpty { why.append(validator.rejects.map(part).joined(separator: " 또는 ") + "이면 false를 돌려주는데, 이 값에는 그것이 참이었습니다") }
            if !validator.answers.isEmpty { why.append(validator.answers.map(part).joined(separator: ", ") + "\(KoreanParticle.form(.object, after: ")")) 돌려주는데, 이 값에는 그것이 거짓이었습니다") }
            let literals = validator.literals.isEmpty ? "" : "(" + validator.literals.map(part).joined(separator: ", ") + ")"
            let value = validator.typed.map { "`\"\($0)\"`" } ?? "받은 값"
            if let typed = validator.typed, !validator.unmet.isEmpty || !validator.held.isEmpty {
                let length = validator.length.map { "(이 텍스트는 \($0)자)" } ?? ""
                var told: [String] = []
                if !validator.unmet.isEmpty {
                    told.append(validator.unmet.map(part).joined(separator: ", ") + "\(KoreanParticle.form(.subject, after: ")")) 맞지 않고")
                }
                if !validator.held.isEmpty {
                    told.append(validator.held.map(part).joined(separator: ", ") + "\(KoreanParticle.form(.subject, after: ")")) 참이어서 false를 돌려주고")
                }
                return found + "직접 쓴 검사 `\(validator.function)`(\(validator.line)번째 줄)는 `\"\(typed)\"`에 대해 매번 false를 돌려주었습니다. 그 텍스트로 따져 보면 \(told.joined(separator: ", "))\(length), 나머지 조건은 모두 맞습니다. 이 검사는 `\"\(typed)\"`\(KoreanParticle.form(.subject, after: typed)) 통과하기를 기대하므로, 그 조건이 맞는 값을 막고 있거나(그 조건을 빼거나 이런 값이 통과하도록 느슨하게 하세요), 호출하는 곳에서 검사의 답을 거꾸로 읽고 있습니다."
            }
            return found + "직접 쓴 검사 `\(validator.function)`(\(validator.line)번째 줄)는 \(value)에 대해 매번 false를 돌려주었습니다"
                + (why.isEmpty ? "" : ". " + why.joined(separator: ". ") + literals) + ". 그러니 호출이 거꾸로이거나(여기서 코드에 필요한 것은 반대 답), 검사가 맞는 값이 가질 필요 없는 것을 값에 요구합니다. 검사가 무엇을 위한 것인지 보고 어느 쪽인지 정하세요."
        }
        let times = outcome.times == 1 ? "한 번 실행되었을 때" : "실행된 \(outcome.times)번 모두"
        let value = { (flag: Bool) in flag ? "참" : "거짓" }
        let values = outcome.pairs.map { "`\($0[0])`, `\($0[1])`" }
        var compared = values.isEmpty ? "" : " 비교한 두 값: " + values.joined(separator: " / ") + "."
        for sign in outcome.signs {
            switch sign {
            case let .signsCancel(expression, value):
                compared += " `\(expression)`\(KoreanParticle.form(.topic, after: expression)) `\(value)`입니다. 두 마이너스 부호가 서로 없앱니다."
            case let .pastIsNegative(expression, value):
                compared += " `\(expression)`\(KoreanParticle.form(.topic, after: expression)) `\(value)`, 0보다 작았습니다. 지금부터 지난 시점까지의 시간은 음수입니다(1분 전은 -60)."
            }
        }
        if !outcome.junctionParts.isEmpty {
            let told = outcome.junctionParts.map { part in
                "`\(part.text)`: " + (part.values == ["·"] ? "닿지 않음" : part.values.map { $0 == "·" ? "닿지 않음" : "`\($0)`" }.joined(separator: ", 그다음 "))
            }
            compared += " 각 부분의 값은 " + told.joined(separator: "; ") + "였습니다."
            for part in outcome.junctionParts {
                if let declared = part.declared, let line = part.declaredLine {
                    compared += " `\(part.text)`\(KoreanParticle.form(.topic, after: part.text)) `\(declared)`로 선언되었고(\(line)번째 줄) 다른 값을 넣는 줄이 없어서, 매번 `\(declared)`입니다. 바뀌어야 할 곳에서 값을 넣으세요(또는 조건에서 빼세요)."
                }
            }
        }
        if let looked = outcome.emptyTestOf, !outcome.emptyTestValues.isEmpty {
            let shown = outcome.emptyTestValues.map { "`\($0)`" }
            compared += " `\(looked)`의 값은 " + (shown.count == 1 ? (outcome.times == 1 ? "" : "매번 ") + shown[0] : shown.joined(separator: ", ")) + "였습니다."
        }
        guard let equal = outcome.equalSides else {
            let through = outcome.readThrough.map { " `\($0.property)`\(KoreanParticle.form(.topic, after: $0.property)) 계산 프로퍼티라 읽을 때마다 `\($0.getter)`\(KoreanParticle.form(.object, after: $0.getter)) 계산합니다(\($0.line)번째 줄)." } ?? ""
            if let read = outcome.readThrough, let fixed = read.namedOppositeOfGetter {
                return found + "이 조건이 결과를 정하는데, \(times) \(value(outcome.result))이었고 한 번도 \(value(!outcome.result))이 아니었습니다.\(compared)\(through) 이름은 무언가 있을 때 참이라고 말하지만 `isEmpty`는 아무것도 없을 때 참이므로, 게터가 거꾸로입니다. `\(fixed)`로 쓰세요."
            }
            if let state = UIKitStateNote.of(before) {
                return found + "이 조건이 결과를 정하는데, \(times) \(value(outcome.result))이었고 한 번도 \(value(!outcome.result))이 아니었습니다. 경우를 가르지 못한 것입니다.\(compared)\(through) " + uikitState(state)
            }
            return found + "이 조건이 결과를 정하는데, \(times) \(value(outcome.result))이었고 한 번도 \(value(!outcome.result))이 아니었습니다. 경우를 가르지 못한 것입니다.\(compared)\(through) 거꾸로 썼거나, 조건이 검사하는 것이 그 순간 생각한 값을 갖고 있지 않습니다(옵셔널, 다른 타입, 아직 정해지지 않았거나 너무 늦게 정해진 값). 이번 실행의 값으로 조건이 검사하는 것을 출력해 보세요."
        }
        if equal, case let .numberedEntry(position, collection, number, entry, _, _)? = outcome.position {
            return found + "이 비교가 결과를 정하는데, 두 쪽이 \(times) 같았습니다.\(compared) `\(position)`\(KoreanParticle.form(.topic, after: position)) 0부터 세는 `\(collection)` 안의 위치입니다. \(number)\(KoreanParticle.form(.topic, after: String(number))) 이번 실행의 항목인 `\(collection)[\(number)]`, 곧 `\(entry)`\(KoreanParticle.form(.object, after: entry)) 가리키므로 이 검사는 `\(entry)`에서 참입니다. 이 갈래가 뜻하는 항목의 위치(또는 항목 자체)와 비교하세요."
        }
        if equal {
            return found + "이 비교가 결과를 정하는데, 두 쪽이 \(times) 같았습니다.\(compared) 언제나 같게 나오는 검사는 경우를 가르지 못합니다. 경우마다 달라지는 것을 비교하세요(거꾸로 썼다면 뒤집으세요)."
        }
        let advice = whatIfDifference(outcome.difference)
        return found + "이 비교가 결과를 정하는데, 두 쪽이 한 번도 같지 않았습니다. \(times) 달랐습니다.\(compared) \(advice)"
    }
    func whatIfStoryboardPasses(kind: StoryboardChangeKind, storyboard: String, source: String, destination: String, property: String, before: String, after: String, othersPass: Bool) -> String {
        let before = StoryboardChangeKind.viewParts(before).map { whatIfView(kind: $0.kind, shown: $0.shown) } ?? before
        let after = StoryboardChangeKind.viewParts(after).map { whatIfView(kind: $0.kind, shown: $0.shown) } ?? after
        let was = before.isEmpty ? "없음" : "\"\(before)\""
        let found = "workbook이 \(storyboard).storyboard를 한 곳만 바꿔 이 검사를 다시 돌려 보니, "
        let others = othersPass ? " 통과하던 검사도 그대로 통과합니다. " : " "
        let place: String
        switch kind {
        case .segueIdentifier, .segueKind: place = "\(source)에서 \(destination)\(KoreanParticle.form(.direction, after: destination)) 가는 세그웨이"
        case .storyboardIdentifier, .sceneClass: place = "\(source)의 장면"
        case .actionSelector: place = "\(source)의 컨트롤"
        case .outletView: place = "\(source)의 아웃렛 `\(property)`"
        case .segueSource: place = "\(source)에서 \(destination)\(KoreanParticle.form(.direction, after: destination)) 가는 세그웨이"
        }
        switch kind {
        case .segueIdentifier:
            return found + "\(place)의 식별자를 \"\(after)\"(지금은 \(was))로 하면 통과합니다." + others + "스토리보드의 세그웨이 식별자와 코드가 쓰는 식별자가 다릅니다. 세그웨이의 Identifier(속성 인스펙터)를 코드가 쓰는 이름과 똑같이 하거나, 그 반대로 하세요."
        case .segueKind:
            let name = { (kind: String) -> String in
                switch kind {
                case "show", "push": return "`Show`"
                case "presentation", "modal": return "`Present Modally`"
                case "custom": return "`Custom`"
                default: return "`\(kind)`"
                }
            }
            return found + "\(place)\(KoreanParticle.form(.object, after: "세그웨이")) \(name(after)) 세그웨이로 하면(지금은 \(name(before))) 통과합니다." + others + (after == StoryboardChangeKind.customSegue ? "세그웨이는 클래스가 여러분의 `\(property)`인 Custom 세그웨이여야 합니다. 그래야 UIKit이 그 `perform()`을 부릅니다. Show나 Present Modally 세그웨이는 UIKit의 전환을 쓰고 여러분의 클래스를 부르지 않습니다." : "세그웨이의 종류가 화면이 오는 방식을 정합니다. Show는 내비게이션 스택에 푸시하고(돌아갈 때 팝), Present Modally는 화면 위에 띄웁니다(돌아갈 때 dismiss). 코드가 돌아가는 방식에 맞는 종류를 고르세요.")
        case .storyboardIdentifier:
            return found + "\(place)에 Storyboard ID \"\(after)\"\(KoreanParticle.form(.object, after: after))(지금은 \(was)) 주면 통과합니다." + others + "`instantiateViewController(withIdentifier:)`\(KoreanParticle.form(.subject, after: "withIdentifier")) 그 장면에 없는 ID를 찾습니다. Storyboard ID(아이덴티티 인스펙터)를 코드가 쓰는 이름과 똑같이 하세요."
        case .sceneClass:
            return found + "\(place)\(KoreanParticle.form(.object, after: "장면")) `\(after)`\(KoreanParticle.form(.direction, after: after)) 만들면(지금 Class는 \(before.isEmpty ? "비어 있음" : "`\(before)`")) 통과합니다." + others + "그 장면은 여러분의 클래스로 만들어지지 않아 그 코드가 하나도 실행되지 않습니다. 장면의 Class(아이덴티티 인스펙터)를 `\(after)`\(KoreanParticle.form(.direction, after: after)) 정하세요."
        case .actionSelector:
            return found + "\(place)\(KoreanParticle.form(.subject, after: "컨트롤")) `\(before)` 대신 `\(after)`\(KoreanParticle.form(.object, after: after)) 부르게 하면 통과합니다." + others + "그 컨트롤은 클래스의 다른 메서드에 연결되어 있습니다. 맞는 액션에 연결하고(연결 인스펙터), 옛 연결은 지우세요."
        case .segueSource:
            let from = { (spot: String) in spot.isEmpty ? "뷰 컨트롤러 자체" : spot }
            return found + "\(place)\(KoreanParticle.form(.object, after: "세그웨이")) \(from(before)) 대신 \(from(after))에서 시작하게 그리면 통과합니다." + others + "세그웨이가 잘못된 곳에서 시작합니다. 버튼에서 그린 세그웨이는 코드가 무엇을 정하든 버튼을 누르면 실행되고, 뷰 컨트롤러에서 그린 세그웨이는 코드가 `performSegue(withIdentifier:sender:)`\(KoreanParticle.form(.object, after: "`sender`")) 부를 때만 실행됩니다. 시작해야 할 곳에서 그리세요."
        case .outletView:
            return found + "\(place)\(KoreanParticle.form(.object, after: "아웃렛")) \(before.isEmpty ? "아무 데도 연결되지 않은 상태(그래서 nil)" : before) 대신 \(after)에 연결하면 통과합니다." + others + (before.isEmpty ? "그 아웃렛은 스토리보드에서 연결되지 않았습니다. 그 아웃렛이 가리킬 뷰에 연결하세요(연결 인스펙터). 아무것도 연결되지 않은 아웃렛은 코드가 쓸 때 nil입니다." : "그 아웃렛은 뜻한 뷰가 아닌 다른 뷰를 가리킵니다. 다시 연결하세요(연결 인스펙터).")
        }
    }
    func whatIfView(kind: String, shown: String) -> String {
        let word: String
        switch kind {
        case "label": word = "레이블"
        case "textField": word = "텍스트 필드"
        case "button": word = "버튼"
        case "switch": word = "스위치"
        case "stepper": word = "스테퍼"
        case "slider": word = "슬라이더"
        case "segmentedControl": word = "세그먼트 컨트롤"
        case "datePicker": word = "데이트 피커"
        case "imageView": word = "이미지 뷰"
        case "textView": word = "텍스트 뷰"
        default: word = "뷰"
        }
        return (shown.isEmpty ? "" : "\"\(shown)\" ") + word
    }
    func whatIfGloss(member: String) -> String? {
        switch member {
        case "topViewController": return "내비게이션 스택 맨 위의 화면"
        case "visibleViewController": return "지금 보이는 화면(스택 위에 모달로 띄운 화면이 있으면 그 화면)"
        case "presentedViewController": return "이 화면이 모달로 띄운 화면(띄운 것이 없으면 nil)"
        case "presentingViewController": return "이 화면을 모달로 띄운 화면(푸시된 화면이면 nil)"
        case "source": return "세그웨이가 떠나는 화면(되감기에서는 닫히는 화면)"
        case "destination": return "세그웨이가 가는 화면(되감기에서는 돌아가는 화면)"
        case "isMovingFromParent": return "화면이 내비게이션 스택에서 팝되는 동안 참"
        case "isMovingToParent": return "화면이 푸시되는 동안 참"
        case "isBeingDismissed": return "모달로 띄운 화면이 닫히는 동안 참(팝에서는 늘 거짓)"
        case "isBeingPresented": return "화면이 모달로 뜨는 동안 참(푸시에서는 늘 거짓)"
        case "text": return "입력한 글자"
        case "placeholder": return "필드가 비었을 때 보이는 회색 안내 글자"
        case "value": return "컨트롤의 현재 값"
        case "stepValue": return "한 번 누를 때 바뀌는 양"
        case "minimumValue", "maximumValue": return "값의 한계일 뿐 값이 아닌 것"
        case "isOn": return "스위치가 켜졌는지"
        case "isEnabled": return "컨트롤이 터치를 받는지"
        case "from": return "떠나는 화면"
        case "to": return "들어오는 화면"
        default: return nil
        }
    }
    func ruleLiteralSpelledDifferently(literal: String, line: Int) -> String {
        "보이는 글자 \"\(literal)\"\(KoreanParticle.form(.topic, after: "\"\(literal)\"")) 코드(\(line)번째 줄)에 그렇게 적혀 있는데, 화면이 보여야 할 글자와 똑같지 않습니다. 띄어쓰기나 글자, 대소문자가 다릅니다. 연습의 글자를 한 글자도 틀리지 않게 옮겨 쓰세요."
    }
    func ruleCastOfDestination(setter: String, line: Int, cast: String, destination: String, className: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 아무 일도 하지 않았습니다. `segue.destination as? \(cast)`\(KoreanParticle.form(.object, after: cast)) 거치는데, 세그웨이의 목적지는 \(cast)\(KoreanParticle.form(.subject, after: cast)) 아니라 \(destination) 자체였습니다(이 세그웨이는 화면으로 바로 갑니다). 그래서 캐스팅은 nil이 되었고 `?.`가 나머지를 건너뛰었습니다. `segue.destination`을 `\(className)`\(KoreanParticle.form(.direction, after: className)) 캐스팅하세요."
    }
    func ruleCastOfVisible(setter: String, line: Int, cast: String, presented: String) -> String {
        "`\(setter)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 아무 일도 하지 않았습니다. `visibleViewController as? \(cast)`\(KoreanParticle.form(.object, after: cast)) 거치는데, 보이는 화면은 위에 띄운 화면, 곧 이 코드를 실행하는 \(presented)\(KoreanParticle.form(.topic, after: presented)) \(cast)\(KoreanParticle.form(.subject, after: cast)) 아닙니다. 그래서 캐스팅은 nil이 되었고 `?.`가 나머지를 건너뛰었습니다. 그 아래 화면은 내비게이션 컨트롤러의 `topViewController`입니다."
    }
    func ruleOverrideSkipsSuper(method: String, owner: String, line: Int, base: String, baseLine: Int, work: String, workLine: Int, baseName: String) -> String {
        "\(owner)의 `override func \(method)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) `super.\(baseName)(…)`\(KoreanParticle.form(.object, after: baseName)) 부르지 않습니다. 그래서 \(base)의 `\(method)`(\(baseLine)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 이 클래스에서 한 번도 실행되지 않았고, 그 메서드가 하는 일인 `\(work)`(\(workLine)번째 줄)도 실행되지 않았습니다. 오버라이드는 부모의 메서드를 대신합니다. 부모의 일을 남기려면 그 안에서 `super.\(baseName)(…)`\(KoreanParticle.form(.object, after: baseName)) 부르세요(자기 코드보다 먼저)."
    }
    func ruleOverloadNotOverride(method: String, owner: String, line: Int, base: String, inherited: String, baseLine: Int) -> String {
        "\(owner)의 `\(method)`(\(line)번째 줄)\(KoreanParticle.form(.topic, after: "줄")) 한 번도 실행되지 않았고, 대신 \(base)의 `\(inherited)`(\(baseLine)번째 줄)\(KoreanParticle.form(.subject, after: "줄")) 실행되었습니다. 두 메서드의 매개변수 타입이나 레이블이 달라서, 직접 쓴 것은 부모의 메서드를 대신하는 오버라이드가 아니라 그 옆의 새 메서드이고, 부모의 시그니처로 부른 호출은 모두 부모의 것으로 갔습니다. 부모와 똑같은 시그니처에 `override`를 붙여 선언하세요(그러면 Swift가 정말 대신하는지 확인합니다)."
    }
    func unwrapDestinationHasNoChildren(expression: String, destination: String) -> String {
        "`\(expression)`\(KoreanParticle.form(.topic, after: expression)) 세그웨이 목적지의 자식을 찾는데, 목적지는 컨테이너가 아니라 화면 자체인 \(destination)\(KoreanParticle.form(.was, after: destination))고 자식이 없기 때문입니다. `segue.destination` 자체를 캐스팅하세요"
    }
}
