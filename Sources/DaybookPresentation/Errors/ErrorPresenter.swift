import DaybookDomain
import Foundation

/// Turns an `AppError` into the message and kind a front end shows, in the words of the features'
/// ``ErrorVocabulary``. Pure and nonisolated.
///
/// An error is converted once, where it is shown: a front end catches the `AppError` its
/// controller or use case threw and presents it here (the command line as a message and an exit
/// status, the web app as a page or JSON with an HTTP status, a view model as an alert).
public struct ErrorPresenter: Sendable {
    private let localize: Localizer
    private let vocabulary: ErrorVocabulary

    public init(localizer: Localizer, vocabulary: ErrorVocabulary = .everyFeature) {
        localize = localizer
        self.vocabulary = vocabulary
    }

    public func present(_ error: AppError) -> ErrorViewState {
        switch error {
        case .offline: ErrorViewState(message: offline(), kind: .unavailable)
        case .timeout: ErrorViewState(message: localize(ErrorText.timeout), kind: .unavailable)
        case .notFound(let resource):
            ErrorViewState(message: localize(vocabulary.notFoundText(resource)), kind: .notFound)
        case .alreadyExists(let resource):
            ErrorViewState(message: localize(vocabulary.alreadyExistsText(resource)), kind: .conflict)
        case .unauthorized: ErrorViewState(message: localize(ErrorText.unauthorized), kind: .unavailable)
        case .signedOut: ErrorViewState(message: localize(ErrorText.signedOut), kind: .signedOut)
        case .rateLimited(let seconds?):
            ErrorViewState(
                message: localize(
                    count: seconds, one: ErrorText.rateLimitedRetryOne, other: ErrorText.rateLimitedRetry,
                    ["seconds": "\(seconds)"]),
                kind: .unavailable)
        case .rateLimited(nil): ErrorViewState(message: localize(ErrorText.rateLimited), kind: .unavailable)
        case .server(let status):
            ErrorViewState(message: localize(ErrorText.server, ["status": "\(status)"]), kind: .unavailable)
        case .unreadableResponse: ErrorViewState(message: localize(ErrorText.unreadableResponse), kind: .unavailable)
        case .validation(let failure): ErrorViewState(message: message(for: failure), kind: .invalidInput)
        case .storage(.busy): ErrorViewState(message: localize(ErrorText.storageBusy), kind: .busy)
        case .storage(.unreachable(let server)):
            ErrorViewState(
                message: localize(ErrorText.storageUnreachable, ["server": server]), kind: .storageUnreachable)
        case .storage(.signInRefused(let server)):
            ErrorViewState(message: localize(ErrorText.storageSignInRefused, ["server": server]), kind: .storage)
        case .storage(.unknownDatabase(let server)):
            ErrorViewState(message: localize(ErrorText.storageUnknownDatabase, ["server": server]), kind: .storage)
        case .storage(.notAFile(let path, let kind)):
            ErrorViewState(message: localize(fileText(kind), ["path": path]), kind: .storage)
        case .storage(let failure): ErrorViewState(message: localize(storageText(failure)), kind: .storage)
        case .cancelled: ErrorViewState(message: localize(ErrorText.cancelled), kind: .cancelled)
        case .archive(let problem): present(problem)
        case .file(let problem): present(problem)
        }
    }

    /// `error` naming what the user typed, where the feature has words for it: "No city named
    /// “Atlantis” was found." rather than "No city by that name was found." `input` is shown
    /// with its control characters as visible stand-ins (``ControlCharacters``).
    public func present(_ error: AppError, about input: String) -> ErrorViewState {
        if case .notFound(let resource) = error, let text = vocabulary.notFoundNamed[resource] {
            return ErrorViewState(message: localize(text, ["input": ControlCharacters.visible(input)]), kind: .notFound)
        }
        return present(error)
    }

    /// A service Daybook cannot reach: the reader's own connection on their machine; through a
    /// server, the server's, which the reader (online, reading the page) cannot mend.
    private func offline() -> String {
        switch localize.vantage {
        case .onTheSameMachine: localize(ErrorText.offline)
        case .throughAServer: localize(ErrorText.serviceUnreachable, ["service": localize(vocabulary.serviceText())])
        }
    }

    private func present(_ problem: ArchiveProblem) -> ErrorViewState {
        func counts(_ value: ArchiveCounts) -> String {
            ArchiveText.counts(value, in: localize.language)
        }
        return switch problem {
        case .malformed(let line, let column):
            ErrorViewState(
                message: localize(ArchiveText.malformed, ["line": "\(line)", "column": "\(column)"]),
                kind: .invalidInput)
        case .truncated(let line, let column):
            ErrorViewState(
                message: localize(ArchiveText.truncated, ["line": "\(line)", "column": "\(column)"]),
                kind: .invalidInput)
        case .notAnArchive: ErrorViewState(message: localize(ArchiveText.notAnArchive), kind: .invalidInput)
        case .newerVersion(let found, let supported):
            ErrorViewState(
                message: localize(ArchiveText.newerVersion, ["found": "\(found)", "supported": "\(supported)"]),
                kind: .invalidInput)
        case .invalidEntry(let line, let field):
            ErrorViewState(
                message: localize(ArchiveText.invalidEntry, ["line": "\(line)", "field": field]), kind: .invalidInput)
        case .invalidText(let line, let column, let failure):
            ErrorViewState(
                message: localize(
                    ArchiveText.invalidText,
                    ["line": "\(line)", "column": "\(column)", "message": ruleMessage(for: failure)]),
                kind: .invalidInput)
        case .timeOutOfRange(let line, let column, let field):
            ErrorViewState(
                message: localize(
                    ArchiveText.timeOutOfRange, ["line": "\(line)", "column": "\(column)", "field": field]),
                kind: .invalidInput)
        case .generationOutOfRange(let line, let column):
            ErrorViewState(
                message: localize(ArchiveText.generationOutOfRange, ["line": "\(line)", "column": "\(column)"]),
                kind: .invalidInput)
        case .duplicateID(let line, let id):
            ErrorViewState(
                message: localize(ArchiveText.duplicateID, ["line": "\(line)", "id": id]), kind: .invalidInput)
        case .countMismatch(let expected, let found):
            ErrorViewState(
                message: localize(ArchiveText.countMismatch, ["expected": counts(expected), "found": counts(found)]),
                kind: .invalidInput)
        case .destinationNotEmpty(let held):
            ErrorViewState(message: localize(ArchiveText.destinationNotEmpty, ["counts": counts(held)]), kind: .usage)
        case .personNotEmpty(let name, let held):
            ErrorViewState(
                message: name.map {
                    localize(ArchiveText.personNotEmpty, ["name": $0, "counts": counts(held)])
                } ?? localize(ArchiveText.householdNotEmpty, ["counts": counts(held)]),
                kind: .usage)
        case .incomplete(let archive, let stored):
            ErrorViewState(
                message: localize(ArchiveText.incomplete, ["archive": counts(archive), "stored": counts(stored)]),
                kind: .storage)
        case .copyDestinationNotEmpty(let destination, let held):
            ErrorViewState(
                message: localize(
                    ArchiveText.copyDestinationNotEmpty, ["destination": destination, "counts": counts(held)]),
                kind: .usage)
        case .copyMismatch(let source, let destination):
            ErrorViewState(
                message: localize(
                    ArchiveText.copyMismatch, ["source": counts(source), "destination": counts(destination)]),
                kind: .storage)
        case .backupUnsupported: ErrorViewState(message: localize(ArchiveText.backupUnsupported), kind: .usage)
        case .destinationExists(let path):
            ErrorViewState(message: localize(ArchiveText.destinationExists, ["path": path]), kind: .usage)
        case .sameDatabase: ErrorViewState(message: localize(ArchiveText.sameDatabase), kind: .usage)
        case .emptySource(let held):
            ErrorViewState(message: localize(ArchiveText.emptySource, ["counts": counts(held)]), kind: .usage)
        case .noDatabase(let path):
            ErrorViewState(message: localize(ArchiveText.noDatabase, ["path": path]), kind: .notFound)
        case .duplicateAccountName(let line, let name):
            ErrorViewState(
                message: localize(ArchiveText.duplicateAccountName, ["line": "\(line)", "name": name]),
                kind: .invalidInput)
        case .accountConflict(let name):
            ErrorViewState(message: localize(ArchiveText.accountConflict, ["name": name]), kind: .usage)
        case .holdsEveryone: ErrorViewState(message: localize(ArchiveText.holdsEveryone), kind: .usage)
        case .holdsOnePerson: ErrorViewState(message: localize(ArchiveText.holdsOnePerson), kind: .usage)
        }
    }

    /// A file that cannot be read is input that cannot be opened (or is not text); one that
    /// cannot be made is an output that cannot be created: sysexits tells them apart.
    private func present(_ problem: FileProblem) -> ErrorViewState {
        let path = problem.path == "-" ? localize(FileText.standardInput) : problem.path
        let message: String
        switch (problem.use, problem.reason) {
        case (_, .isFolder): message = localize(FileText.isFolder, ["path": path])
        case (_, .notUTF8):
            return ErrorViewState(message: localize(FileText.notUTF8, ["path": path]), kind: .invalidInput)
        case (.read, .notFound), (.read, .folderNotFound): message = localize(FileText.notFound, ["path": path])
        case (.read, .permissionDenied), (.read, .readOnlyFileSystem):
            message = localize(FileText.readPermissionDenied, ["path": path])
        case (.read, .system(let code)): message = localize(FileText.readFailed, ["path": path, "code": "\(code)"])
        case (.create, .notFound), (.create, .folderNotFound):
            message = localize(FileText.noFolder, ["path": path, "folder": Self.folder(of: problem.path)])
        case (.create, .permissionDenied): message = localize(FileText.createPermissionDenied, ["path": path])
        case (.create, .readOnlyFileSystem): message = localize(FileText.readOnlyFileSystem, ["path": path])
        case (_, .untrustedLink): message = localize(FileText.untrustedLink, ["path": path])
        case (.create, .system(let code)):
            message = localize(FileText.createFailed, ["path": path, "code": "\(code)"])
        }
        return ErrorViewState(message: message, kind: problem.use == .read ? .notFound : .cannotCreate)
    }

    /// The folder a file's path names: all before its last slash (`.` for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The rule's message; for an entry of a batch (an import's line), prefixed with its number.
    public func message(for failure: ValidationError) -> String {
        let message = ruleMessage(for: failure)
        guard let line = failure.item else { return message }
        return localize(ValidationText.atLine, ["line": "\(line)", "message": message])
    }

    private func ruleMessage(for failure: ValidationError) -> String {
        let field = localize(vocabulary.name(of: failure.field))
        return switch failure.rule {
        case .empty: localize(ValidationText.empty, ["field": field])
        case .tooShort(let minimum): localize(ValidationText.tooShort, ["field": field, "minimum": "\(minimum)"])
        case .tooLong(let maximum): localize(ValidationText.tooLong, ["field": field, "maximum": "\(maximum)"])
        case .malformed: localize(ValidationText.malformed, ["field": field])
        case .ambiguous: localize(ValidationText.ambiguous, ["field": field])
        case .belowMinimum(let minimum):
            localize(ValidationText.belowMinimum, ["field": field, "minimum": "\(minimum)"])
        case .aboveMaximum(let maximum):
            localize(ValidationText.aboveMaximum, ["field": field, "maximum": "\(maximum)"])
        case .controlCharacter: localize(ValidationText.controlCharacter, ["field": field])
        case .oversizedCharacter: localize(ValidationText.oversizedCharacter, ["field": field])
        case .whitespace: localize(ValidationText.whitespace, ["field": field])
        case .privateUseCharacter: localize(ValidationText.privateUseCharacter, ["field": field])
        case .unassignedCharacter: localize(ValidationText.unassignedCharacter, ["field": field])
        case .colon: localize(ValidationText.colon, ["field": field])
        }
    }

    // MARK: - Texts

    private func storageText(_ failure: StorageFailure) -> ErrorText {
        switch failure {
        case .unreadable: ErrorText.storageUnreadable
        case .unavailable: ErrorText.storageUnavailable
        case .unreachable, .signInRefused, .unknownDatabase: ErrorText.storageFailed  // worded above, with the server
        case .foreignSchema: ErrorText.storageForeignSchema
        case .busy: ErrorText.storageBusy
        case .full: ErrorText.storageFull
        case .readOnly: ErrorText.storageReadOnly
        case .newerVersion: ErrorText.storageNewerVersion
        case .corruptRecord: ErrorText.storageCorruptRecord
        case .failed: ErrorText.storageFailed
        case .notAFile: ErrorText.storageFailed  // worded above, with the path
        }
    }

    private func fileText(_ kind: StorageFailure.FileKind) -> ErrorText {
        switch kind {
        case .directory: ErrorText.storageDirectory
        case .pipe: ErrorText.storagePipe
        case .socket: ErrorText.storageSocket
        case .device: ErrorText.storageDevice
        case .kernelFile: ErrorText.storageKernelFile
        }
    }
}
