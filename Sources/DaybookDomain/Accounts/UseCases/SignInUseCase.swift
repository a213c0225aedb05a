import Foundation

/// Who a name and a password belong to, or `nil`: an unknown name and a wrong password give the
/// same answer in the same time, so a sign-in form cannot be used to learn who has an account.
/// Nothing is validated first: a name or password that could never have been set is just wrong.
public protocol SignInUseCase: Sendable {
    func execute(name: String, password: String) async throws(AppError) -> Account?
}

public struct SignInInteractor: SignInUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(name: String, password: String) async throws(AppError) -> Account? {
        try AppError.checkCancellation()
        // A password longer than any that can be set is wrong: it is not hashed as it is (the
        // empty one, which never matches, is checked instead, at the same cost).
        let candidate = password.utf8.count > AccountPassword.maximumBytes ? "" : password
        return try await repository.signIn(nameKey: AccountName.key(of: name), password: candidate)
    }
}
