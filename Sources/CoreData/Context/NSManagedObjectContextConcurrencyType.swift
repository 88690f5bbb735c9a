/// The queue a context's blocks run on. Here both run as turns of the main run loop
/// (References §60.3).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    @available(*, deprecated, message: "Use a private-queue or main-queue context")
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}
