import Crypto
import Hummingbird

/// The site's one stylesheet, served from this server so the content security policy can
/// forbid inline styles. Focus is always visible.
///
/// Its address carries a digest of its content (`/assets/daybook-1a2b3c4d5e6f7a8b.css`), so it
/// can be cached for good: a changed stylesheet has a new address.
enum Stylesheet {
    static let path = "/assets/daybook-\(fingerprint).css"

    static let fingerprint = SHA256.hash(data: Array(css.utf8)).prefix(8).map { byte in
        String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }.joined()

    static func response() -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=31536000, immutable",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: css))
        )
    }

    static let css = """
        :root { color-scheme: light dark; --accent: #0b57d0; --muted: #5f6368; --ok: #146c2e; --bad: #b3261e; }
        @media (prefers-color-scheme: dark) {
            :root { --accent: #8ab4f8; --muted: #bdc1c6; --ok: #81c995; --bad: #f28b82; }
        }
        * { box-sizing: border-box; }
        body { font: 16px/1.5 system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; margin: 0 auto; max-width: 52rem; padding: 0 1rem 3rem; }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .skip:focus { left: 1rem; top: 1rem; background: Canvas; padding: .5rem; }
        header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 1rem; border-bottom: 1px solid #ccc; padding: .75rem 0; }
        header ul { display: inline-flex; flex-wrap: wrap; gap: 1rem; list-style: none; margin: 0 0 0 1rem; padding: 0; }
        .brand { font-weight: 700; text-decoration: none; }
        [aria-current="page"], [aria-current="true"] { font-weight: 700; text-decoration-thickness: 3px; }
        .languages a { margin-left: .75rem; }
        .flash { padding: .75rem 1rem; border-radius: .5rem; border: 2px solid; }
        .flash.success { border-color: var(--ok); }
        .flash.failure { border-color: var(--bad); }
        form.inline { display: inline; }
        form.signout { display: inline; margin: 0; }
        label { font-weight: 600; }
        input[type=text], input[type=search], select { font: inherit; padding: .35rem .5rem; }
        button { font: inherit; padding: .35rem .8rem; cursor: pointer; }
        form + form { margin-top: .75rem; }
        fieldset { border: 1px solid #ccc; border-radius: .5rem; }
        .card { border: 1px solid #ccc; border-radius: .75rem; padding: 1rem 1.25rem; display: grid; gap: .25rem; }
        .card > * { margin: 0; }
        .card .temperature { font-size: 2.5rem; font-weight: 700; }
        .card svg.icon { width: 4rem; height: 4rem; }
        .notice { color: var(--bad); font-weight: 600; }
        .muted { color: var(--muted); }
        ul.todos, ul.posts { list-style: none; padding: 0; }
        ul.todos li, ul.posts li { border-bottom: 1px solid #ddd; padding: .6rem 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .done .title { text-decoration: line-through; color: var(--muted); }
        .title { flex: 1 1 12rem; }
        svg.chart { width: 100%; height: auto; max-width: 40rem; }
        dl.profile { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
        dl.profile dt { font-weight: 600; }
        """
}
