import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The accounts: their store → repository (with bcrypt) → interactors → controller.
extension AppContainer {
    /// The accounts as stored, read afresh at every call.
    var accountRepository: DefaultAccountRepository {
        DefaultAccountRepository(store: storage.accounts, hasher: credentials)
    }

    /// The accounts' use cases over this process's database.
    var accountUseCases: AccountUseCases {
        AccountUseCases(repository: accountRepository, dates: dates, identifiers: identifiers)
    }

    /// A controller answering in `language` (the configured one when `nil`). Cheap: no I/O.
    public func makeAccountController(language: Language? = nil) -> AccountController {
        AccountController(useCases: accountUseCases, localizer: localizer(for: language))
    }
}
