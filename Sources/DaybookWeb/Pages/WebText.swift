import DaybookPresentation

/// The web app's own texts: the frame of every page, and the failures of a request.
enum WebText: LocalizedText, CaseIterable {
    case skipToContent
    case language
    case formExpired
    case unreadableForm
    case notFound
    case tooLarge
    case malformedJSON
    case bodyNotObject
    case bodyFieldRequired
    case bodyFieldText
    case bodyFieldBoolean
    case bodyFieldWholeNumber
    case misdirected
    case badHost
    case methodNotAllowed
    case apiOriginRefused
    case apiUnsupportedMediaType
    case apiUnauthorized
    case apiAccountUnauthorized
    case apiTokenRefused
    case dashboard
    case pagerPrevious
    case pagerNext

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.skipToContent, .english): "Skip to content"
        case (.skipToContent, .japanese): "本文へ移動"
        case (.language, .english): "Language"
        case (.language, .japanese): "言語"
        case (.formExpired, .english): "This form has expired. Reload the page and try again."
        case (.formExpired, .japanese): "フォームの有効期限が切れました。ページを再読み込みしてもう一度お試しください。"
        case (.unreadableForm, .english): "This form could not be read. Reload the page and try again."
        case (.unreadableForm, .japanese): "フォームを読み取れませんでした。ページを再読み込みしてもう一度お試しください。"
        case (.notFound, .english): "There is no such page."
        case (.notFound, .japanese): "そのページはありません。"
        case (.tooLarge, .english): "The request is too large."
        case (.tooLarge, .japanese): "リクエストが大きすぎます。"
        case (.malformedJSON, .english): "The request body is not valid JSON."
        case (.malformedJSON, .japanese): "リクエストの本文が正しいJSONではありません。"
        case (.bodyNotObject, .english): "The request body must be a JSON object, with the todo’s fields as its keys."
        case (.bodyNotObject, .japanese): "リクエストの本文は、ToDo の項目をキーにした JSON オブジェクトにしてください。"
        case (.bodyFieldRequired, .english): "“{field}” is required."
        case (.bodyFieldRequired, .japanese): "「{field}」を指定してください。"
        case (.bodyFieldText, .english): "“{field}” must be a string."
        case (.bodyFieldText, .japanese): "「{field}」は文字列で指定してください。"
        case (.bodyFieldBoolean, .english): "“{field}” must be true or false."
        case (.bodyFieldBoolean, .japanese): "「{field}」は true か false で指定してください。"
        case (.bodyFieldWholeNumber, .english): "“{field}” must be a whole number (without a fraction or quotes)."
        case (.bodyFieldWholeNumber, .japanese): "「{field}」は整数で指定してください（小数や引用符は使えません）。"
        case (.misdirected, .english): "This server does not answer for that host name."
        case (.misdirected, .japanese): "このサーバーはそのホスト名では応答しません。"
        case (.badHost, .english):
            "The request must name exactly one host, in one Host header (or the same host in its target), with a port no larger than 65535."
        case (.badHost, .japanese): "リクエストでは、Host ヘッダー1つ（対象のURLに書く場合も同じホスト）で、ホストを1つだけ指定してください。ポートは65535以下です。"
        case (.methodNotAllowed, .english): "This address does not accept {method} requests."
        case (.methodNotAllowed, .japanese): "このアドレスは {method} リクエストを受け付けません。"
        case (.apiOriginRefused, .english): "This API does not accept requests from pages of other sites."
        case (.apiOriginRefused, .japanese): "このAPIは他のサイトのページからのリクエストを受け付けません。"
        case (.apiUnsupportedMediaType, .english):
            "The request body must be JSON, sent with Content-Type: application/json."
        case (.apiUnsupportedMediaType, .japanese): "リクエストの本文は JSON にして、Content-Type: application/json を付けて送ってください。"
        case (.apiUnauthorized, .english):
            "A password is required: send it with HTTP Basic authentication (any user name)."
        case (.apiUnauthorized, .japanese): "パスワードが必要です。HTTP Basic 認証で送ってください（ユーザー名は任意です）。"
        case (.apiAccountUnauthorized, .english):
            "Sign in: send an API token (Authorization: Bearer TOKEN, from daybook user token NAME), or an account's name and password with HTTP Basic authentication."
        case (.apiAccountUnauthorized, .japanese):
            "認証が必要です。API トークン（Authorization: Bearer トークン。daybook user token 名前 で発行）か、アカウントの名前とパスワードを HTTP Basic 認証で送ってください。"
        case (.apiTokenRefused, .english):
            "That token is not accepted: it was revoked (by daybook user token NAME --revoke, a password change or the account's removal) or never issued. Ask for a new one with daybook user token NAME."
        case (.apiTokenRefused, .japanese):
            "そのトークンは受け付けられません。失効している（daybook user token 名前 --revoke、パスワードの変更、アカウントの削除による）か、発行されたものではありません。daybook user token 名前 で新しく発行してください。"
        case (.dashboard, .english): "Dashboard"
        case (.dashboard, .japanese): "ダッシュボード"
        case (.pagerPrevious, .english): "Previous page"
        case (.pagerPrevious, .japanese): "前のページ"
        case (.pagerNext, .english): "Next page"
        case (.pagerNext, .japanese): "次のページ"
        }
    }
}
