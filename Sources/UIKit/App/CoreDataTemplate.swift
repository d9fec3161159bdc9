import Foundation

// What Xcode's "Use Core Data" template writes in the app delegate of projects that never use it
// (`import CoreData`, compiled as UIKit: see docs/learner-build.md): the container, its store
// loading and the `saveContext()` the scene delegate calls when the app goes to the background.
// No store exists: the context never has changes, so `save()` is never reached by the template.
// Code that really uses a store (`NSManagedObject`, `NSFetchRequest`, `NSEntityDescription`…) is
// refused before it is built with "not graded" naming its file and line (docs/source-gate.md).

/// `NSPersistentContainer(name: "App")`: a container whose stores load at once, without error.
open class NSPersistentContainer: NSObject {
    public let name: String
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    open private(set) var viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

    public init(name: String) {
        self.name = name
        self.persistentStoreDescriptions = [NSPersistentStoreDescription()]
        super.init()
    }

    /// Calls the handler once per store description before returning, as a device does for the
    /// template's SQLite store (`shouldAddStoreAsynchronously` is false by default).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }
}

/// The template's CloudKit variant ("Use Core Data" with "Host in CloudKit").
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

open class NSPersistentStoreDescription: NSObject {
    open var type = "SQLite"
    open var url: URL?
    open var shouldAddStoreAsynchronously = false
    public override init() { super.init() }
}

/// A context with nothing in it: `hasChanges` is false and `save()` has nothing to write.
open class NSManagedObjectContext: NSObject {
    public enum ConcurrencyType: UInt, Sendable { case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType }
    public let concurrencyType: ConcurrencyType
    open var automaticallyMergesChangesFromParent = false
    open var hasChanges: Bool { false }

    public init(concurrencyType ct: ConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    open func save() throws {}
    open func rollback() {}
    open func reset() {}
}
