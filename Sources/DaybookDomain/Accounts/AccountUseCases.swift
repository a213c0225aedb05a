import Foundation

/// The accounts' use cases, bundled so a front end takes one value.
public struct AccountUseCases: Sendable {
    public let list: any ListAccountsUseCase
    public let find: any FindAccountUseCase
    public let add: any AddAccountUseCase
    public let remove: any RemoveAccountUseCase
    public let changePassword: any ChangeAccountPasswordUseCase
    public let issueToken: any IssueAPITokenUseCase
    public let revokeTokens: any RevokeAPITokensUseCase
    public let signIn: any SignInUseCase
    public let authenticateToken: any AuthenticateTokenUseCase

    /// The interactors over one repository.
    public init(repository: any AccountRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        list = ListAccountsInteractor(repository: repository)
        find = FindAccountInteractor(repository: repository)
        add = AddAccountInteractor(repository: repository, dates: dates, identifiers: identifiers)
        remove = RemoveAccountInteractor(repository: repository)
        changePassword = ChangeAccountPasswordInteractor(repository: repository)
        issueToken = IssueAPITokenInteractor(repository: repository, dates: dates)
        revokeTokens = RevokeAPITokensInteractor(repository: repository)
        signIn = SignInInteractor(repository: repository)
        authenticateToken = AuthenticateTokenInteractor(repository: repository)
    }
}
