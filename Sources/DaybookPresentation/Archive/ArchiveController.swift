import DaybookDomain
import Foundation

/// Drives the data commands: export, import, backup and copy, with messages in one language.
/// Its use cases act on one person's data or on everyone's (`scope`), which the results say:
/// everyone's name the accounts too.
public struct ArchiveController: Sendable {
    private let useCases: ArchiveUseCases
    private let localize: Localizer
    private let scope: ArchiveScope

    public init(useCases: ArchiveUseCases, localizer: Localizer, scope: ArchiveScope = .person) {
        self.useCases = useCases
        localize = localizer
        self.scope = scope
    }

    private func counts(_ value: ArchiveCounts) -> String {
        ArchiveText.counts(value, in: localize.language)
    }

    private func name(_ location: ArchiveLocation) -> String? {
        if case .file(let path) = location { path } else { nil }
    }

    public func export(to location: ArchiveLocation, progress: ArchiveProgress? = nil) async throws(AppError)
        -> ArchiveResultViewState
    {
        let exported = try await useCases.export(to: location, progress: progress)
        let message =
            name(location).map {
                localize(ArchiveResultText.exportedToFile, ["counts": counts(exported), "file": $0])
            }
            ?? localize(ArchiveResultText.exported, ["counts": counts(exported)])
        return ArchiveResultViewState(
            message: message,
            json: ArchiveResultJSON(
                action: "export", file: name(location), accounts: accounts(exported), todos: exported.todos,
                profiles: exported.profiles, skipped: nil, stored: nil))
    }

    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress? = nil)
        async throws(AppError) -> ArchiveResultViewState
    {
        let summary = try await useCases.importArchive(from: location, mode: mode, progress: progress)
        return ArchiveResultViewState(
            message: imported(summary), json: json("import", file: name(location), summary))
    }

    public func backup(to path: String) async throws(AppError) -> ArchiveResultViewState {
        let held = try await useCases.backup(to: path)
        return ArchiveResultViewState(
            message: localize(ArchiveResultText.backedUp, ["counts": counts(held), "file": path]),
            json: ArchiveResultJSON(
                action: "backup", file: path, accounts: held.accounts, todos: held.todos, profiles: held.profiles,
                skipped: nil,
                stored: nil)
        )
    }

    /// Copies into `destination`, described to people as `destinationName`, and says so in one
    /// sentence.
    public func copy(
        to destination: any ArchiveRepository, named destinationName: String, mode: ImportMode,
        through scratch: ArchiveLocation, exporting: ArchiveProgress? = nil, importing: ArchiveProgress? = nil
    ) async throws(AppError) -> ArchiveResultViewState {
        let summary: ArchiveUseCases.CopySummary
        do throws(AppError) {
            summary = try await useCases.copy(
                to: destination, mode: mode, through: scratch, exporting: exporting, importing: importing)
        } catch .archive(.destinationNotEmpty(let held)) {
            // Said of "the database" by an import; a copy has two, so it names the one it means.
            throw .archive(.copyDestinationNotEmpty(destination: destinationName, held))
        }
        let imported = summary.imported
        let message =
            switch (mode, imported.skipped == .zero) {
            case (.merge, true):
                localize(
                    ArchiveResultText.copiedMerged,
                    [
                        "written": counts(imported.written), "destination": destinationName,
                        "stored": counts(imported.stored),
                    ])
            case (.merge, false):
                localize(
                    ArchiveResultText.copiedMergedKeeping,
                    [
                        "written": counts(imported.written), "destination": destinationName,
                        "skipped": counts(imported.skipped), "stored": counts(imported.stored),
                    ])
            default:
                localize(
                    ArchiveResultText.copied, ["counts": counts(summary.source), "destination": destinationName])
            }
        return ArchiveResultViewState(message: message, json: json("copy", file: nil, imported))
    }

    private func imported(_ summary: ArchiveImportSummary) -> String {
        let written = localize(ArchiveResultText.imported, ["counts": counts(summary.written)])
        let skipped =
            summary.skipped == .zero
            ? ""
            : " "
                + localize(
                    summary.skipped.accounts > 0 ? ArchiveResultText.skippedWithAccounts : ArchiveResultText.skipped,
                    ["counts": counts(summary.skipped)])
        return written + skipped + " " + localize(ArchiveResultText.holds, ["counts": counts(summary.stored)])
    }

    private func json(_ action: String, file: String?, _ summary: ArchiveImportSummary) -> ArchiveResultJSON {
        ArchiveResultJSON(
            action: action, file: file, accounts: accounts(summary.written), todos: summary.written.todos,
            profiles: summary.written.profiles, skipped: .init(summary.skipped, scope: scope),
            stored: .init(summary.stored, scope: scope))
    }

    /// The accounts, for everyone's data; nothing for a person's.
    private func accounts(_ counts: ArchiveCounts) -> Int? {
        scope == .everyone ? counts.accounts : nil
    }
}
