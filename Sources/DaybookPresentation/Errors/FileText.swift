import Foundation

/// Why a file the user named could not be read or made, in both languages. `{path}` is the
/// file as the user gave it.
public enum FileText: LocalizedText, CaseIterable {
    case notFound
    case isFolder
    case readPermissionDenied
    case notUTF8
    case readFailed
    case noFolder
    case createPermissionDenied
    case readOnlyFileSystem
    case createFailed
    case untrustedLink
    case standardInput

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.notFound, .english): "{path} does not exist."
        case (.notFound, .japanese): "{path} がありません。"
        case (.isFolder, .english): "{path} is a folder, not a file."
        case (.isFolder, .japanese): "{path} はフォルダです。ファイルを指定してください。"
        case (.readPermissionDenied, .english): "{path} cannot be read: permission denied."
        case (.readPermissionDenied, .japanese): "{path} を読み取る権限がありません。"
        case (.notUTF8, .english): "{path} is not UTF-8 text."
        case (.notUTF8, .japanese): "{path} はUTF-8のテキストではありません。"
        case (.readFailed, .english): "{path} cannot be read: the system reported error {code}."
        case (.readFailed, .japanese): "{path} を読み取れません（システムエラー {code}）。"
        case (.noFolder, .english): "{path} cannot be created: there is no folder {folder}."
        case (.noFolder, .japanese): "{path} を作成できません。フォルダ {folder} がありません。"
        case (.createPermissionDenied, .english): "{path} cannot be created: permission denied."
        case (.createPermissionDenied, .japanese): "{path} を作成する権限がありません。"
        case (.readOnlyFileSystem, .english): "{path} cannot be created: the file system is read-only."
        case (.readOnlyFileSystem, .japanese): "{path} を作成できません。ファイルシステムが読み取り専用です。"
        case (.createFailed, .english): "{path} cannot be created: the system reported error {code}."
        case (.createFailed, .japanese): "{path} を作成できません（システムエラー {code}）。"
        case (.untrustedLink, .english):
            "{path} is a symbolic link another user made in a folder everyone may write to: it is not followed. Name the file itself."
        case (.untrustedLink, .japanese):
            "{path} は、誰でも書き込めるフォルダに別のユーザーが作ったシンボリックリンクなので、たどりません。ファイルそのものを指定してください。"
        case (.standardInput, .english): "Standard input"
        case (.standardInput, .japanese): "標準入力"
        }
    }
}
