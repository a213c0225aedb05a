import DaybookDomain
import Foundation

/// A copy ready to run: this database's controller, the destination, and where the archive
/// between them is kept meanwhile (freed afterwards, by `cleanUp`).
public struct ArchiveCopy: Sendable {
    let controller: ArchiveController
    let destination: any ArchiveRepository
    public let sourceName: String
    public let destinationName: String
    let scratch: ArchiveLocation
    let cleanUp: @Sendable () -> Void

    public init(
        controller: ArchiveController, destination: any ArchiveRepository, sourceName: String,
        destinationName: String, scratch: ArchiveLocation, cleanUp: @escaping @Sendable () -> Void
    ) {
        self.controller = controller
        self.destination = destination
        self.sourceName = sourceName
        self.destinationName = destinationName
        self.scratch = scratch
        self.cleanUp = cleanUp
    }

    public func run(mode: ImportMode, exporting: ArchiveProgress? = nil, importing: ArchiveProgress? = nil)
        async throws(AppError) -> ArchiveResultViewState
    {
        defer { cleanUp() }
        return try await controller.copy(
            to: destination, named: destinationName, mode: mode, through: scratch, exporting: exporting,
            importing: importing)
    }
}
