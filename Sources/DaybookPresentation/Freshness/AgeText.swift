import Foundation

/// "How old", in the coarsest unit that is still honest (see ``AgeFormatter``).
public enum AgeText: LocalizedText, CaseIterable {
    case justNow
    case minutes
    case hours
    case days

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.justNow, .english): "just now"
        case (.justNow, .japanese): "たった今"
        case (.minutes, .english): "{count} min ago"
        case (.minutes, .japanese): "{count}分前"
        case (.hours, .english): "{count} h ago"
        case (.hours, .japanese): "{count}時間前"
        case (.days, .english): "{count} days ago"
        case (.days, .japanese): "{count}日前"
        }
    }
}
