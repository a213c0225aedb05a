import DaybookPresentation

/// The sign-in page's texts.
package enum SignInText: LocalizedText, CaseIterable {
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
    case firstAccountLabel
    case firstAccountHint
    case firstAccountMade
    case firstAccountTaken
    /// Shown with a form sent after the session ended, filled in again after the sign-in.
    case keptAfterSignIn

    package func text(in language: Language) -> String {
        switch (self, language) {
        case (.firstAccountLabel, .english): "Your name (optional)"
        case (.firstAccountLabel, .japanese): "あなたの名前（任意）"
        case (.firstAccountHint, .english):
            "With a name, you make this Daybook's first account: it keeps every todo and the profile kept here, and its password is the one you type. From then on, everyone signs in with a name and a password of their own (add them with daybook user add). Without a name, you sign in as before."
        case (.firstAccountHint, .japanese):
            "名前を入れると、このDaybookの最初のアカウントを作成します。ここにあるTODOとプロフィールはすべてそのアカウントのものになり、パスワードは入力したものになります。以後は全員が自分の名前とパスワードでサインインします（daybook user add で追加してください）。名前を入れなければ、これまでどおりサインインします。"
        case (.firstAccountMade, .english):
            "Welcome, {name}: this Daybook's first account is yours, with everything kept here. Others now need an account of their own (daybook user add)."
        case (.firstAccountMade, .japanese):
            "{name}さん、ようこそ。このDaybookの最初のアカウントはあなたのもので、ここにあるデータはすべてあなたのものです。ほかの人は自分のアカウントが必要です（daybook user add）。"
        case (.firstAccountTaken, .english):
            "Someone has just made this Daybook's first account: sign in with your own name and password."
        case (.firstAccountTaken, .japanese): "ちょうど別の人がこのDaybookの最初のアカウントを作成しました。自分の名前とパスワードでサインインしてください。"
        case (.keptAfterSignIn, .english):
            "You had been signed out, so what you sent was not saved. It is filled in again below: send it again if you still want it."
        case (.keptAfterSignIn, .japanese): "サインアウトしていたため、送信した内容は保存されていません。下に入力し直してあります。必要ならもう一度送信してください。"
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
