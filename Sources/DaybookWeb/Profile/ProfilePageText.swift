import DaybookPresentation

/// The profile page's texts; its link in the navigation.
enum ProfilePageText: LocalizedText, CaseIterable {
    case navigation
    case register
    case statusTitle

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.navigation, .english): "Profile"
        case (.navigation, .japanese): "プロフィール"
        case (.register, .english): "Register"
        case (.register, .japanese): "登録する"
        case (.statusTitle, .english): "Your profile"
        case (.statusTitle, .japanese): "あなたのプロフィール"
        }
    }
}
