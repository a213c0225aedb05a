import DaybookData
import DaybookDomain
import DaybookPresentation

/// The accounts: their store → repository (with bcrypt) → interactor → controller.
extension AppContainer {
    /// The accounts as stored, read afresh at every call.
    var accountRepository: DefaultAccountRepository {
        DefaultAccountRepository(store: storage.accounts, hasher: credentials)
    }

    /// The accounts' interactor over this process's database.
    var accounts: AccountInteractor {
        AccountInteractor(repository: accountRepository, dates: dates, identifiers: identifiers)
    }

    /// A controller answering in `language` (the configured one when `nil`). Cheap: no I/O.
    public func makeAccountController(language: Language? = nil) -> AccountController {
        AccountController(accounts: accounts, localizer: localizer(for: language))
    }
}
