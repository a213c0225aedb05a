import DaybookPresentation

/// The sign-in page's texts.
enum SignInText: LocalizedText, CaseIterable {
    case title
    case passwordLabel
    case nameLabel
    case button
    case wrongPassword
    /// The one answer to an unknown name and to a wrong password alike.
    case wrongNameOrPassword
    case tooManyAttempts
    /// ``tooManyAttempts`` for one second (see ``SignInGate/Wait/message(_:)``).
    case tooManyAttemptsOneSecond
    case signOut
    case signedOut
    case signUpTitle
    case signUpButton
    case signUpLink
    case passwordAgainLabel
    case passwordsDiffer
    case welcome

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Sign in"
        case (.title, .japanese): "サインイン"
        case (.passwordLabel, .english): "Password"
        case (.passwordLabel, .japanese): "パスワード"
        case (.nameLabel, .english): "Name"
        case (.nameLabel, .japanese): "名前"
        case (.button, .english): "Sign in"
        case (.button, .japanese): "サインイン"
        case (.wrongPassword, .english): "That password is not right."
        case (.wrongPassword, .japanese): "パスワードが違います。"
        case (.wrongNameOrPassword, .english): "That name and password do not match an account."
        case (.wrongNameOrPassword, .japanese): "名前またはパスワードが違います。"
        case (.tooManyAttempts, .english): "Too many failed attempts. Try again in {seconds} seconds."
        case (.tooManyAttempts, .japanese): "失敗が続いたため、{seconds}秒後にもう一度お試しください。"
        case (.tooManyAttemptsOneSecond, .english): "Too many failed attempts. Try again in {seconds} second."
        case (.tooManyAttemptsOneSecond, .japanese): "失敗が続いたため、{seconds}秒後にもう一度お試しください。"
        case (.signOut, .english): "Sign out"
        case (.signOut, .japanese): "サインアウト"
        case (.signedOut, .english): "You have signed out."
        case (.signedOut, .japanese): "サインアウトしました。"
        case (.signUpTitle, .english): "Create an account"
        case (.signUpTitle, .japanese): "アカウントを作成"
        case (.signUpButton, .english): "Create the account"
        case (.signUpButton, .japanese): "アカウントを作成する"
        case (.signUpLink, .english): "New here? Create an account"
        case (.signUpLink, .japanese): "はじめての方はアカウントを作成"
        case (.passwordAgainLabel, .english): "Password again"
        case (.passwordAgainLabel, .japanese): "パスワード（確認）"
        case (.passwordsDiffer, .english): "The two passwords differ."
        case (.passwordsDiffer, .japanese): "2つのパスワードが一致しません。"
        case (.welcome, .english): "Welcome, {name}. This list is yours."
        case (.welcome, .japanese): "ようこそ、{name}さん。このリストはあなたのものです。"
        }
    }
}
