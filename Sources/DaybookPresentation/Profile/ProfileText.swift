import DaybookDomain
import Foundation

/// The Profile feature's texts: the registration's alerts, the summary's labels, the genders.
public enum ProfileText: LocalizedText, CaseIterable {
    case fieldName
    case registrationFailed
    case nameRule
    case chooseGender
    case saveFailed
    case registered
    case saved
    case notRegistered
    case labelName
    case labelGender
    case labelRegisteredAt
    case genderMale
    case genderFemale
    case genderUnspecified

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.fieldName, .english): "The name"
        case (.fieldName, .japanese): "名前"
        case (.registrationFailed, .english): "Registration failed"
        case (.registrationFailed, .japanese): "登録失敗"
        case (.nameRule, .english): "Use {minimum} to {maximum} characters for the name"
        case (.nameRule, .japanese): "{minimum}文字以上{maximum}文字以下で登録してください"
        case (.chooseGender, .english): "Choose a gender"
        case (.chooseGender, .japanese): "性別を選択してください"
        case (.saveFailed, .english): "Registration failed. Please try again in an environment with a good connection."
        case (.saveFailed, .japanese): "登録に失敗しました。通信状態が良好な環境で再度お試しください。"
        case (.registered, .english): "Registered"
        case (.registered, .japanese): "登録完了"
        case (.saved, .english): "Your profile has been saved"
        case (.saved, .japanese): "プロフィールを登録しました"
        case (.notRegistered, .english): "No profile registered yet."
        case (.notRegistered, .japanese): "プロフィールは未登録です。"
        case (.labelName, .english): "Name"
        case (.labelName, .japanese): "名前"
        case (.labelGender, .english): "Gender"
        case (.labelGender, .japanese): "性別"
        case (.labelRegisteredAt, .english): "Registered on"
        case (.labelRegisteredAt, .japanese): "登録日時"
        case (.genderMale, .english): "Male"
        case (.genderMale, .japanese): "男性"
        case (.genderFemale, .english): "Female"
        case (.genderFemale, .japanese): "女性"
        case (.genderUnspecified, .english): "Prefer not to say"
        case (.genderUnspecified, .japanese): "回答しない"
        }
    }
}

extension ProfileText {
    /// How the Profile feature names what its domain reports, for its ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(fields: [.profileName: ProfileText.fieldName])
}
