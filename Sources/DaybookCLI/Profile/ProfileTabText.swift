import DaybookPresentation

/// What the terminal app's Profile tab says beyond the feature's own texts (`ProfileText`): its
/// name in the tab bar, its keys, the form's labels, button and name count.
enum ProfileTabText: LocalizedText, CaseIterable {
    case title
    case keys
    case keysEditing
    case nameLabel
    case genderLabel
    case registerButton
    case nameCount

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.title, .english): "Profile"
        case (.title, .japanese): "プロフィール"
        case (.keys, .english): "↑↓ field · Enter edit/register · ←→ gender"
        case (.keys, .japanese): "↑↓ 項目 · Enter 編集/登録 · ←→ 性別"
        case (.keysEditing, .english): "type the name · Enter/Esc done"
        case (.keysEditing, .japanese): "名前を入力 · Enter/Esc 終了"
        case (.nameLabel, .english): "Name"
        case (.nameLabel, .japanese): "名前"
        case (.genderLabel, .english): "Gender"
        case (.genderLabel, .japanese): "性別"
        case (.registerButton, .english): "[ Register ]"
        case (.registerButton, .japanese): "[ 登録 ]"
        case (.nameCount, .english): "{count}/{limit}"
        case (.nameCount, .japanese): "{count}/{limit}"
        }
    }
}
