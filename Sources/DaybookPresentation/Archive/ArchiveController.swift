import DaybookDomain
import Foundation

/// Drives the data commands: export, import, backup and copy, with messages in one language.
/// Its use case acts on one person's data or on everyone's (`scope`), which the results say:
/// everyone's name the accounts too.
public struct ArchiveController: Sendable {
    private let archive: any ArchiveUseCase
    private let localize: Localizer
    private let scope: ArchiveScope
    /// Whose data a person's use case acts on, as people name it: the account's name, or `nil`
    /// for the household's (a Daybook without accounts).
    private let personName: String?

    public init(
        archive: any ArchiveUseCase, localizer: Localizer, scope: ArchiveScope = .person, personName: String? = nil
    ) {
        self.archive = archive
        localize = localizer
        self.scope = scope
        self.personName = personName
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
        let exported = try await archive.export(to: location, progress: progress)
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
        let summary: ArchiveImportSummary
        do throws(AppError) {
            summary = try await archive.importArchive(from: location, mode: mode, progress: progress)
        } catch .archive(.destinationNotEmpty(let held)) where scope == .person {
            // Said of "the database" by the store; a person's import names whose data it means.
            throw .archive(.personNotEmpty(name: personName, held))
        }
        return ArchiveResultViewState(
            message: imported(summary), json: json("import", file: name(location), summary))
    }

    public func backup(to path: String) async throws(AppError) -> ArchiveResultViewState {
        let held = try await archive.backup(to: path)
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
        let summary: ArchiveCopySummary
        do throws(AppError) {
            summary = try await archive.copy(
                to: destination, mode: mode, through: scratch, exporting: exporting, importing: importing)
        } catch .archive(.destinationNotEmpty(let held)) {
            // Said of "the database" by an import; a copy has two, so it names the one it means.
            throw .archive(.copyDestinationNotEmpty(destination: destinationName, held))
        }
        let imported = summary.imported
        let copied =
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
        return ArchiveResultViewState(
            message: copied + renumbered(imported), json: json("copy", file: nil, imported))
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
        return written + skipped + renumbered(summary) + " " + holds(summary.stored)
    }

    /// What the data imported into holds now, named as whose it is.
    private func holds(_ stored: ArchiveCounts) -> String {
        let counts = counts(stored)
        return switch (scope, personName) {
        case (.everyone, _): localize(ArchiveResultText.holds, ["counts": counts])
        case (.person, let name?): localize(ArchiveResultText.personHolds, ["name": name, "counts": counts])
        case (.person, nil): localize(ArchiveResultText.householdHolds, ["counts": counts])
        }
    }

    /// How many todos are kept under new ids, as a sentence of its own; nothing when none are.
    private func renumbered(_ summary: ArchiveImportSummary) -> String {
        guard summary.renumbered > 0 else { return "" }
        return " "
            + localize(
                count: summary.renumbered, one: ArchiveResultText.renumberedOne, other: ArchiveResultText.renumbered,
                ["count": "\(summary.renumbered)"])
    }

    private func json(_ action: String, file: String?, _ summary: ArchiveImportSummary) -> ArchiveResultJSON {
        ArchiveResultJSON(
            action: action, file: file, accounts: accounts(summary.written), todos: summary.written.todos,
            profiles: summary.written.profiles, skipped: .init(summary.skipped, scope: scope),
            stored: .init(summary.stored, scope: scope), renumbered: summary.renumbered)
    }

    /// The accounts, for everyone's data; nothing for a person's.
    private func accounts(_ counts: ArchiveCounts) -> Int? {
        scope == .everyone ? counts.accounts : nil
    }
}
