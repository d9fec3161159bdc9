import Foundation
import Texts

extension SourceGate {
    /// C functions (re-exported by Foundation on Linux) that start, control or replace processes
    /// and file descriptors. Refused as free calls and bare references; `game.kill()` is not one.
    static let processFunctions: Set<String> = [
        "fork", "vfork", "clone", "clone3", "execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp", "execveat",
        "fexecve", "system", "popen", "pclose", "ptrace", "process_vm_readv", "process_vm_writev", "syscall", "prctl",
        "setrlimit", "prlimit", "setsid", "setpgid", "setpgrp", "unshare", "setns", "chroot", "daemon",
        "atexit", "at_quick_exit", "on_exit", "dup", "dup2", "dup3", "fcntl", "ioctl", "mmap", "munmap", "mprotect",
        "pipe", "pipe2", "socket", "socketpair", "memfd_create", "seccomp",
    ]

    /// Sending signals or changing how they are handled.
    static let signalFunctions: Set<String> = [
        "kill", "killpg", "tkill", "tgkill", "pthread_kill", "raise", "signal", "sigaction", "sigprocmask",
        "pthread_sigmask", "sigqueue", "alarm", "ualarm", "setitimer", "sigaltstack",
    ]

    /// Loading code at run time.
    static let dynamicLoadingFunctions: Set<String> = [
        "dlopen", "dlmopen", "dlsym", "dlvsym", "dladdr", "dlinfo", "dlclose", "dlerror", "dl_iterate_phdr",
    ]

    /// Names that replace what `Mirror(reflecting:)` shows of an object: the driver reads a
    /// `property` expectation, outlets and what holds an instance by reflection (hostile round 4:
    /// a `customMirror` reported a value the stored property did not hold). Refused wherever
    /// written; a conformance or a `customMirror` cannot be had without writing one of them.
    static let reflectionNames: Set<String> = ["CustomReflectable", "CustomLeafReflectable", "customMirror"]

    /// Types refused wherever they are named (unless the project declares its own of that name).
    static let refusedTypes: [String: String] = [
        "Process": "process", "NSTask": "process", "CommandLine": "process",
        "FileHandle": "raw-file", "NSFileHandle": "raw-file",
        "Unmanaged": "unsafe", "OpaquePointer": "unsafe",
        // A Core Data store really used: only the template's container set-up is simulated.
        "NSManagedObject": "core-data-store", "NSFetchRequest": "core-data-store", "NSEntityDescription": "core-data-store",
        "NSFetchedResultsController": "core-data-store", "NSFetchedResultsControllerDelegate": "core-data-store",
        "NSBatchDeleteRequest": "core-data-store", "NSManagedObjectID": "core-data-store", "NSFetchRequestResult": "core-data-store",
    ]

    /// iOS SDK names (UIKit and what it brings: Core Animation, Core Graphics, text kit) that valid
    /// iOS code may use but the simulation does not declare: "not graded: X is not simulated" at
    /// the first use (rule `not-simulated-type`) instead of a compile error. A name `Sources/UIKit`
    /// declares must never be here (`SourceGateTests.testNotSimulatedNamesAreNotDeclaredByTheSimulation`);
    /// a misspelt name (`UILable`) is not, and stays a compile error.
    public static let notSimulatedNames: Set<String> = [
        // pages, search, pickers of documents and photos, effects (blur and its view are simulated, §18)
        "UIDocumentPickerDelegate",
        "UIDocumentPickerViewController", "UIFontPickerViewController", "UIInterpolatingMotionEffect", "UIMotionEffect",
        "UIPageViewController", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate", "UIVibrancyEffect",
        // controllers
        "UICloudSharingController", "UIDocumentBrowserViewController",
        "UIDocumentInteractionController", "UIInputViewController", "UIMenuController", "UIPopoverController",
        "UIPrintInteractionController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        // drawing and Core Animation (paths, gradient and shape layers, explicit animations and transitions are simulated, §18)
        "CADisplayLink", "CAEmitterCell",
        "CAEmitterLayer",
        "CAReplicatorLayer", "CATextLayer", "CATransform3D", "CATransform3DIdentity",
        "CATransform3DMakeRotation", "CATransform3DMakeScale", "CGAffineTransform", "CGContext", "CGGradient",
        "CGImage", "UIGraphicsGetCurrentContext", "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext",
        "UIGraphicsImageRendererFormat", "UIGraphicsRenderer",
        // collection layouts and diffable data
        "NSDiffableDataSourceSectionSnapshot", "UITableViewDiffableDataSource",
        // other
        "NSLayoutManager", "NSTextContainer",
        "NSTextStorage", "UIAccessibility", "UIAccessibilityCustomAction", "UIAccessibilityTraits", "UIActionSheet",
        "UIActivityItemSource", "UIAlertView", "UIAttachmentBehavior",
        "UIBackgroundTaskIdentifier", "UICellAccessory", "UICollectionViewDragDelegate",
        "UICollectionViewDropDelegate", "UICollisionBehavior", "UIColorWell", "UIConfigurationStateCustomKey",
        "UIContentUnavailableConfiguration", "UIContentUnavailableView", "UIContextMenuConfiguration",
        "UIContextMenuInteraction", "UIContextMenuInteractionDelegate", "UIDeferredMenuElement",
        "UIDocument", "UIDragInteraction", "UIDropInteraction", "UIDynamicAnimator",
        "UIGravityBehavior", "UIImageAsset", "UIImageConfiguration", "UIInputView",
        "UIKeyCommand", "UILexicon", "UILocalNotification", "UIPasteboard",
        "UIPercentDrivenInteractiveTransition", "UIPinchGestureRecognizer", "UIPointerInteraction", "UIPopoverBackgroundView",
        "UIPreviewInteraction", "UIPrintInfo", "UIPushBehavior", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer", "UISnapBehavior", "UIStoryboardPopoverSegue",
        "UITableViewDragDelegate", "UITableViewDropDelegate",
        "UITextChecker", "UITextInput", "UITextInputTraits", "UIToolbar", "UIToolbarAppearance",
        "UIViewControllerAnimatedTransitioning", "UIViewControllerContextTransitioning",
        "UIViewControllerInteractiveTransitioning", "UIViewControllerPreviewing", "UIViewControllerTransitioningDelegate",
        "UIWebView",
    ]

    /// Member types of simulated UIKit types that the simulation does not declare (none at the moment:
    /// `UICollectionView.CellRegistration` and `SupplementaryRegistration` are simulated).
    static let notSimulatedMemberTypes: Set<String> = []

    /// Members (or free names) that hand out raw memory or pointers, refused wherever they appear.
    static let memoryMembers: Set<String> = [
        "pointee", "withMemoryRebound", "assumingMemoryBound", "bindMemory", "baseAddress",
        "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable", "utf8String", "withCString",
        "withVaList", "getVaList", "fileSystemRepresentation", "mutableBytes", "initializeMemory", "moveInitializeMemory",
        "copyMemory", "storeBytes",
    ]

    /// Dispatch sources that watch signals or other processes.
    static let processMembers: [String: String] = ["makeSignalSource": "signal", "makeProcessSource": "process"]

    /// Attributes that change symbol names, sections or linkage (some without an underscore in
    /// newer Swift): code could run before `main` or replace runtime functions.
    static let linkageAttributes: Set<String> = ["c", "cdecl", "section", "used", "extern", "export"]

    /// Path prefixes of the kernel's process, device and system files.
    static let systemPathPrefixes = ["/proc", "/dev/", "/sys/"]

    /// The two sentences of a finding.
    static func message(_ rule: String, _ name: String) -> LocalizedText {
        switch rule {
        case "import":
            return Catalog.both { $0.gateImportWorkbookSubmissionsMayImportOnly(name: name) }
        case "not-simulated":
            return Catalog.both { $0.gateImportNotSimulated(name: name) }
        case "core-data-store":
            return Catalog.both { $0.gateCoreDataStoreNotSimulated(name: name) }
        case "not-simulated-type":
            return Catalog.both { $0.gateTypeNotSimulated(name: name) }
        case "testable":
            return Catalog.both { $0.gateTestableImportOpensAnotherModulesInternal }
        case "spi":
            return Catalog.both { $0.gateSpiReachesTheRuntimesPrivateInterfaces }
        case "underscored-attribute":
            return Catalog.both { $0.gateIsAnUnderscoredCompilerAttributeThat(name: name) }
        case "linkage":
            return Catalog.both { $0.gateChangesSymbolNamesOrLinkageWhich(name: name) }
        case "convention":
            return Catalog.both { $0.gateConventionMakesACOrLow(name: name) }
        case "unsafe":
            return Catalog.both { $0.gateGivesRawMemoryAccessOrSilences(name: name) }
        case "process":
            return Catalog.both { $0.gateStartsOrControlsProcessesFileDescriptors(name: name) }
        case "signal":
            return Catalog.both { $0.gateSendsOrHandlesProcessSignalsIos(name: name) }
        case "dynamic-loading":
            return Catalog.both { $0.gateLoadsOrLooksUpCodeAt(name: name) }
        case "raw-file":
            return Catalog.both { $0.gateReadsAndWritesAnyFileAt(name: name) }
        case "system-path":
            return Catalog.both { $0.gateThePathNamesTheSystemsProcess(name: name) }
        case "shadowing":
            return Catalog.both { $0.gateIsANameTheWorkbookRuntime(name: name) }
        case "source-location":
            return Catalog.both { $0.gateSourcelocationChangesTheFileAndLine }
        case "macro":
            return Catalog.both { $0.gateDeclaresOrExpandsACompilerPlug(name: name) }
        case "reflection":
            return Catalog.both { $0.gateReplacesWhatReflectionShows(name: name) }
        default:
            return Catalog.both { $0.gateIsNotAllowedInWorkbookSubmissions(name: name) }
        }
    }
}
