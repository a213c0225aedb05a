import Foundation

/// The data commands' results, in both languages.
public enum ArchiveResultText: LocalizedText, CaseIterable {
    case exported
    case exportedToFile
    case imported
    case skipped
    case skippedWithAccounts
    case renumbered
    case renumberedOne
    case holds
    case personHolds
    case householdHolds
    case backedUp
    case copied
    case copiedMerged
    case copiedMergedKeeping

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.exported, .english): "Exported {counts}."
        case (.exported, .japanese): "{counts}をエクスポートしました。"
        case (.exportedToFile, .english): "Exported {counts} to {file}."
        case (.exportedToFile, .japanese): "{counts}を {file} にエクスポートしました。"
        case (.imported, .english): "Imported {counts}."
        case (.imported, .japanese): "{counts}をインポートしました。"
        case (.skipped, .english): "Kept what was there for {counts} (they were not newer)."
        case (.skipped, .japanese): "{counts}は既存のデータの方が新しいため、既存のデータを残しました。"
        case (.skippedWithAccounts, .english):
            "Kept what was there for {counts}: an account there stays as it is, with its password and tokens; a todo or a profile stays when it is as new or newer."
        case (.skippedWithAccounts, .japanese):
            "{counts}は既存のデータを残しました（既存のアカウントはパスワードやトークンも含めてそのまま、TODOとプロフィールは既存の方が新しいか同じもの）。"
        case (.renumbered, .english):
            "{count} todos are kept under new ids, since someone else here holds the archive's."
        case (.renumbered, .japanese): "TODO {count}件は、アーカイブのIDをほかの人がすでに使っているため、新しいIDで保存しています。"
        case (.renumberedOne, .english):
            "{count} todo is kept under a new id, since someone else here holds the archive's."
        case (.renumberedOne, .japanese): "TODO {count}件は、アーカイブのIDをほかの人がすでに使っているため、新しいIDで保存しています。"
        case (.holds, .english): "The database now holds {counts}."
        case (.holds, .japanese): "データベースには現在{counts}があります。"
        case (.personHolds, .english): "{name}'s data now holds {counts}."
        case (.personHolds, .japanese): "{name}さんのデータには現在{counts}があります。"
        case (.householdHolds, .english): "Your data now holds {counts}."
        case (.householdHolds, .japanese): "あなたのデータには現在{counts}があります。"
        case (.backedUp, .english): "Backed up the database, with {counts}, to {file}."
        case (.backedUp, .japanese): "データベース（{counts}）を {file} にバックアップしました。"
        case (.copied, .english): "Copied {counts} to {destination}, and checked that it holds them."
        case (.copied, .japanese): "{counts}を {destination} にコピーし、コピー先にすべてあることを確認しました。"
        case (.copiedMerged, .english): "Copied {written} to {destination}, and checked that it holds {stored}."
        case (.copiedMerged, .japanese): "{written}を {destination} にコピーし、コピー先が{stored}になったことを確認しました。"
        case (.copiedMergedKeeping, .english):
            "Copied {written} to {destination}, kept what was there for {skipped} (accounts there as they are; todos and profiles as new or newer), and checked that it holds {stored}."
        case (.copiedMergedKeeping, .japanese):
            "{written}を {destination} にコピーし（{skipped}はコピー先のものを残しました。アカウントはそのまま、TODOとプロフィールはコピー先の方が新しいか同じもの）、コピー先が{stored}になったことを確認しました。"
        }
    }
}
