import DaybookDomain
import Foundation

/// The Profile feature's texts: the registration's form and alerts, the summary's labels, the
/// genders. The form's are guide 001's: プロフィール登録, 必須, 未選択 / 男 / 女 / 選ばない.
public enum ProfileText: LocalizedText, CaseIterable {
    case formTitle
    case required
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
    case genderNotSelected
    case genderMale
    case genderFemale
    case genderUnspecified

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.formTitle, .english): "Profile registration"
        case (.formTitle, .japanese): "プロフィール登録"
        case (.required, .english): "Required"
        case (.required, .japanese): "必須"
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
        case (.genderNotSelected, .english): "Not selected"
        case (.genderNotSelected, .japanese): "未選択"
        case (.genderMale, .english): "Male"
        case (.genderMale, .japanese): "男"
        case (.genderFemale, .english): "Female"
        case (.genderFemale, .japanese): "女"
        case (.genderUnspecified, .english): "Prefer not to say"
        case (.genderUnspecified, .japanese): "選ばない"
        }
    }
}

extension ProfileText {
    /// How the Profile feature names what its domain reports, for its ``ErrorPresenter``.
    public static let vocabulary = ErrorVocabulary(fields: [.profileName: ProfileText.fieldName])
}
