import DaybookDomain
import Foundation

/// What an import or a copy does with a destination that holds data (the Domain's
/// `ImportMode`), under the name front ends use.
public typealias ArchiveImportMode = ImportMode

/// The outcome of a data command: a sentence for people and a value for `--json`.
public struct ArchiveResultViewState: Sendable {
    public let message: String
    public let json: ArchiveResultJSON
}

/// `--json` of every data command; a stable contract. Counts are what the command moved or
/// found; `stored` is what the destination holds afterwards (imports and copies).
public struct ArchiveResultJSON: Encodable, Sendable {
    public struct Counts: Encodable, Sendable {
        public let todos: Int
        public let profiles: Int

        init(_ counts: ArchiveCounts) {
            todos = counts.todos
            profiles = counts.profiles
        }
    }

    public let action: String
    public let file: String?
    public let todos: Int
    public let profiles: Int
    public let skipped: Counts?
    public let stored: Counts?
}

/// Drives the data commands: export, import, backup and copy, with messages in one language.
public struct ArchiveController: Sendable {
    private let useCases: ArchiveUseCases
    private let localize: Localizer
    private let errors: ErrorPresenter

    public init(useCases: ArchiveUseCases, localizer: Localizer) {
        self.useCases = useCases
        localize = localizer
        errors = ErrorPresenter(localizer: localizer, vocabulary: ArchiveText.vocabulary)
    }

    private func counts(_ value: ArchiveCounts) -> String {
        ArchiveText.counts((value.todos, value.profiles), in: localize.language)
    }

    private func name(_ location: ArchiveLocation) -> String? {
        if case .file(let path) = location { path } else { nil }
    }

    public func export(to location: ArchiveLocation, progress: ArchiveProgress? = nil) async throws(ErrorViewState)
        -> ArchiveResultViewState
    {
        do {
            let exported = try await useCases.export(to: location, progress: progress)
            let message =
                name(location).map {
                    localize(ArchiveResultText.exportedToFile, ["counts": counts(exported), "file": $0])
                }
                ?? localize(ArchiveResultText.exported, ["counts": counts(exported)])
            return ArchiveResultViewState(
                message: message,
                json: ArchiveResultJSON(
                    action: "export", file: name(location), todos: exported.todos, profiles: exported.profiles,
                    skipped: nil, stored: nil))
        } catch {
            throw errors.present(error)
        }
    }

    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress? = nil)
        async throws(ErrorViewState) -> ArchiveResultViewState
    {
        do {
            let summary = try await useCases.importArchive(from: location, mode: mode, progress: progress)
            return ArchiveResultViewState(
                message: imported(summary), json: json("import", file: name(location), summary))
        } catch {
            throw errors.present(error)
        }
    }

    public func backup(to path: String) async throws(ErrorViewState) -> ArchiveResultViewState {
        do {
            let held = try await useCases.backup(to: path)
            return ArchiveResultViewState(
                message: localize(ArchiveResultText.backedUp, ["counts": counts(held), "file": path]),
                json: ArchiveResultJSON(
                    action: "backup", file: path, todos: held.todos, profiles: held.profiles, skipped: nil, stored: nil)
            )
        } catch {
            throw errors.present(error)
        }
    }

    /// Copies into `destination`, described to people as `destinationName`, and says so in one
    /// sentence.
    public func copy(
        to destination: any ArchiveRepository, named destinationName: String, mode: ImportMode,
        through scratch: ArchiveLocation, exporting: ArchiveProgress? = nil, importing: ArchiveProgress? = nil
    ) async throws(ErrorViewState) -> ArchiveResultViewState {
        do {
            let summary = try await useCases.copy(
                to: destination, mode: mode, through: scratch, exporting: exporting, importing: importing)
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
        } catch .archive(.destinationNotEmpty(let held)) {
            // Said of "the database" by an import; a copy has two, so it names the one it means.
            throw ErrorViewState(
                message: localize(
                    ArchiveText.copyDestinationNotEmpty, ["destination": destinationName, "counts": counts(held)]),
                kind: .usage)
        } catch {
            throw errors.present(error)
        }
    }

    private func imported(_ summary: ArchiveImportSummary) -> String {
        let written = localize(ArchiveResultText.imported, ["counts": counts(summary.written)])
        let skipped =
            summary.skipped == .zero
            ? "" : " " + localize(ArchiveResultText.skipped, ["counts": counts(summary.skipped)])
        return written + skipped + " " + localize(ArchiveResultText.holds, ["counts": counts(summary.stored)])
    }

    private func json(_ action: String, file: String?, _ summary: ArchiveImportSummary) -> ArchiveResultJSON {
        ArchiveResultJSON(
            action: action, file: file, todos: summary.written.todos, profiles: summary.written.profiles,
            skipped: .init(summary.skipped), stored: .init(summary.stored))
    }
}

/// The data commands' results, in both languages.
public enum ArchiveResultText: LocalizedText, CaseIterable {
    case exported
    case exportedToFile
    case imported
    case skipped
    case holds
    case backedUp
    case copied
    case copiedMerged
    case copiedMergedKeeping

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.exported, .english): "Exported {counts}."
        case (.exported, .japanese): "{counts}をエクスポートしました。"
        case (.exportedToFile, .english): "Exported {counts} to {file}."
        case (.exportedToFile, .japanese): "{counts}を {file} にエクスポートしました。"
        case (.imported, .english): "Imported {counts}."
        case (.imported, .japanese): "{counts}をインポートしました。"
        case (.skipped, .english): "Kept what was there for {counts} (they were not newer)."
        case (.skipped, .japanese): "{counts}は既存のデータの方が新しいため、既存のデータを残しました。"
        case (.holds, .english): "The database now holds {counts}."
        case (.holds, .japanese): "データベースには現在{counts}があります。"
        case (.backedUp, .english): "Backed up the database, with {counts}, to {file}."
        case (.backedUp, .japanese): "データベース（{counts}）を {file} にバックアップしました。"
        case (.copied, .english): "Copied {counts} to {destination}, and checked that it holds them."
        case (.copied, .japanese): "{counts}を {destination} にコピーし、コピー先にすべてあることを確認しました。"
        case (.copiedMerged, .english): "Copied {written} to {destination}, and checked that it holds {stored}."
        case (.copiedMerged, .japanese): "{written}を {destination} にコピーし、コピー先が{stored}になったことを確認しました。"
        case (.copiedMergedKeeping, .english):
            "Copied {written} to {destination}, kept {skipped} there that were as new or newer, and checked that it holds {stored}."
        case (.copiedMergedKeeping, .japanese):
            "{written}を {destination} にコピーし（{skipped}はコピー先の方が新しいか同じため残しました）、コピー先が{stored}になったことを確認しました。"
        }
    }
}

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
        async throws(ErrorViewState) -> ArchiveResultViewState
    {
        defer { cleanUp() }
        return try await controller.copy(
            to: destination, named: destinationName, mode: mode, through: scratch, exporting: exporting,
            importing: importing)
    }
}
