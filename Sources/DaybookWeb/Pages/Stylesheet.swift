import Hummingbird

/// The site's one stylesheet, served from this server so the content security policy can
/// forbid inline styles. Focus is always visible.
///
/// Its address carries a digest of its content (``FingerprintedAsset``), so it can be cached for
/// good: a changed stylesheet has a new address.
enum Stylesheet {
    static let asset = FingerprintedAsset(
        extension: "css", contentType: "text/css; charset=utf-8", bytes: Array(css.utf8))

    static var path: String { asset.path }

    static func response() -> Response { asset.response() }

    /// Mobile first: the rules outside the media queries are the phone's (360–430 px wide); the
    /// wider screen adds to them. Every control and link is at least 44×44 CSS pixels, both colour
    /// schemes have their own palette with text contrast of at least 4.5:1, and the outcome of a
    /// form is told by an icon and a border as well as by colour.
    static let css = """
        :root {
            color-scheme: light dark;
            --bg: #ffffff; --fg: #1b1b1f; --surface: #f3f4f7; --line: #c4c7cf; --muted: #5a5e66;
            --accent: #0b57d0; --on-accent: #ffffff; --accent-soft: #d3e3fd;
            --ok: #146c2e; --ok-bg: #e6f4ea; --bad: #b3261e; --bad-bg: #fce8e6; --warn: #7a4a00; --warn-bg: #fef3d6;
            --radius: .75rem; --tabbar: 3.75rem;
        }
        @media (prefers-color-scheme: dark) {
            :root {
                --bg: #121316; --fg: #e3e3e8; --surface: #1e2024; --line: #4a4d55; --muted: #b0b4bb;
                --accent: #8ab4f8; --on-accent: #0b1d3a; --accent-soft: #233554;
                --ok: #81c995; --ok-bg: #10281a; --bad: #f28b82; --bad-bg: #3a1713; --warn: #fdd663; --warn-bg: #332a0c;
            }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
            margin: 0; background: var(--bg); color: var(--fg); overflow-wrap: break-word;
            font: 16px/1.5 system-ui, -apple-system, "Hiragino Sans", "Noto Sans JP", "IPAGothic", sans-serif;
            padding-bottom: calc(var(--tabbar) + env(safe-area-inset-bottom) + 1.5rem);
        }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: 1rem 0 .75rem; }
        h2 { font-size: 1.2rem; line-height: 1.3; margin: 1.5rem 0 .5rem; }
        h3 { font-size: 1.05rem; margin: .75rem 0 .25rem; }
        svg.i { width: 1.5rem; height: 1.5rem; flex: none; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
        svg.i .fill { fill: currentColor; stroke: none; }
        svg.i .cut { stroke: var(--bg); stroke-width: 2.4; }
        .skip { position: absolute; left: -999px; top: .5rem; z-index: 20; }
        .skip:focus { left: .5rem; background: var(--bg); padding: .75rem 1rem; border-radius: var(--radius); }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .muted { color: var(--muted); }

        /* The header: brand, languages and sign-out on one line; on a phone the navigation is a tab bar. */
        header.top {
            display: flex; align-items: center; gap: .25rem; min-height: 3.5rem;
            padding: 0 max(.5rem, env(safe-area-inset-right)) 0 max(.5rem, env(safe-area-inset-left));
            background: var(--surface); border-bottom: 1px solid var(--line);
        }
        .brand {
            display: inline-flex; align-items: center; gap: .5rem; min-height: 44px; min-width: 44px;
            margin-right: auto; padding: 0 .25rem; color: var(--fg); font-weight: 700; text-decoration: none;
        }
        .brand img { border-radius: .4rem; }
        nav.languages { display: flex; }
        nav.languages a, header .signout button {
            display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px;
            padding: 0 .5rem; font-size: .875rem; color: var(--fg); text-decoration: none; border-radius: .5rem;
        }
        nav.languages a[aria-current="true"] { font-weight: 700; text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: .3em; }
        form.signout { margin: 0; }
        header .signout button { background: transparent; border: 1px solid var(--line); font-weight: 400; }
        nav.tabs {
            position: fixed; z-index: 10; left: 0; right: 0; bottom: 0;
            background: var(--surface); border-top: 1px solid var(--line); padding-bottom: env(safe-area-inset-bottom);
        }
        nav.tabs ul { display: flex; list-style: none; margin: 0 auto; padding: 0 .25rem; max-width: 36rem; }
        nav.tabs li { flex: 1 1 auto; min-width: 0; }
        nav.tabs a {
            display: flex; flex-direction: column; align-items: center; justify-content: center; gap: .1rem;
            min-height: var(--tabbar); min-width: 44px; padding: .25rem .125rem; border-top: 3px solid transparent;
            color: var(--muted); font-size: .6875rem; line-height: 1.2; text-decoration: none; white-space: nowrap;
        }
        nav.tabs a[aria-current="page"] { color: var(--accent); border-top-color: var(--accent); font-weight: 700; }
        @media (max-width: 23.99rem) { .brand span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); } }

        main { display: block; max-width: 44rem; margin: 0 auto; padding: 0 max(1rem, env(safe-area-inset-left)); }

        /* Alerts: a success has a tick in a circle, a failure a warning sign, and both a border. */
        .flash, .notice {
            display: flex; gap: .75rem; align-items: flex-start; margin: 1rem 0; padding: .75rem 1rem;
            border: 2px solid; border-radius: var(--radius); font-weight: 600; color: var(--fg);
        }
        .flash::before, .notice::before {
            content: ""; flex: none; width: 1.5rem; height: 1.5rem; background: currentColor;
            -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat;
        }
        .flash.success { border-color: var(--ok); background: var(--ok-bg); --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'%3E%3Ccircle cx='12' cy='12' r='9.5'/%3E%3Cpath d='M7.5 12.5l3 3 6-6.5'/%3E%3C/svg%3E"); }
        .flash.failure { border-color: var(--bad); background: var(--bad-bg); --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M12 3 2 20.5h20z'/%3E%3Cpath d='M12 9.5v5M12 17.5v.1'/%3E%3C/svg%3E"); }
        .flash.success::before { color: var(--ok); }
        .flash.failure::before { color: var(--bad); }
        .notice { border-color: var(--warn); background: var(--warn-bg); --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'%3E%3Ccircle cx='12' cy='12' r='9.5'/%3E%3Cpath d='M12 7v5.5l3.5 2'/%3E%3C/svg%3E"); }
        .notice::before { color: var(--warn); }
        /* A flash that offers a button (Undo): the message, then the button, below it when narrow. */
        div.flash { flex-wrap: wrap; }
        .flash > p { flex: 1 1 12rem; min-width: 0; margin: 0; }
        .flash > form, .flash > a.button { flex: none; align-self: center; }

        /* Forms: fields and buttons at least 44 px tall, labels above fields. */
        label { font-weight: 600; }
        input[type=text], input[type=search], input[type=password], select {
            font: inherit; min-height: 44px; width: 100%; padding: .5rem .75rem; color: var(--fg); background: var(--bg);
            border: 1px solid var(--line); border-radius: .6rem;
        }
        button, .button {
            display: inline-flex; align-items: center; justify-content: center; gap: .4rem; min-height: 44px; min-width: 44px;
            padding: .5rem 1rem; font: inherit; font-weight: 600; border-radius: .6rem; cursor: pointer; text-decoration: none;
            color: var(--on-accent); background: var(--accent); border: 1px solid var(--accent);
        }
        /* A label never breaks inside a word ("追 / 加"): the field beside a button gives way instead. */
        button, .button, nav.filters a, nav.pager a, nav.languages a, a.back { white-space: nowrap; }
        .button.quiet, button.quiet { color: var(--accent); background: transparent; border-color: var(--line); }
        button.danger { color: var(--bad); background: transparent; border-color: var(--bad); }
        form { margin: 0; }
        .field { display: grid; gap: .25rem; margin: 0 0 .75rem; }
        .inline-field { display: flex; gap: .5rem; align-items: center; }
        .inline-field input { flex: 1 1 auto; min-width: 0; }
        .inline-field button { flex: none; }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: .75rem 0; }
        fieldset { border: 1px solid var(--line); border-radius: var(--radius); margin: 0 0 .75rem; padding: .25rem .75rem .5rem; }
        legend { font-weight: 600; padding: 0 .25rem; }
        .required { color: var(--bad); font-size: .8125rem; }
        fieldset label { display: flex; align-items: center; gap: .75rem; min-height: 44px; font-weight: 400; }
        input[type=radio] { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--accent); }
        [aria-invalid="true"] { border-color: var(--bad); border-width: 2px; }

        /* Cards: the weather, the dashboard's sections. */
        .card { background: var(--surface); border: 1px solid var(--line); border-radius: 1rem; padding: 1rem; margin: 1rem 0; }
        .card > * { margin: 0; }
        .weather { display: grid; grid-template-columns: auto 1fr; column-gap: 1rem; row-gap: .25rem; align-items: center; }
        .weather > h2, .weather > h3 { grid-column: 1 / -1; margin: 0; }
        .weather svg.icon { grid-row: span 2; width: 4.5rem; height: 4.5rem; }
        .weather .temperature { font-size: 3rem; font-weight: 700; line-height: 1.1; letter-spacing: -.02em; }
        .weather .description { font-size: 1.1rem; }
        .weather .details, .weather .notice, .weather figure { grid-column: 1 / -1; }
        .weather .details { list-style: none; padding: .5rem 0 0; display: grid; gap: .25rem; color: var(--muted); border-top: 1px solid var(--line); }
        figure.chart { margin: .5rem 0 0; }
        figure.chart figcaption { color: var(--muted); font-size: .875rem; }
        /* The chart's view box is a phone's width: drawn wider than 24rem, its labels would pass 15 px. */
        svg.chart { display: block; width: 100%; height: auto; max-width: 24rem; }
        .dashboard { display: grid; gap: 1rem; margin-top: 1rem; }
        .dashboard > section { background: var(--surface); border: 1px solid var(--line); border-radius: 1rem; padding: .25rem 1rem 1rem; min-width: 0; }
        .dashboard > section > h2 { margin: 0; }
        .dashboard > section > h2 a { display: flex; align-items: center; min-height: 44px; text-decoration: none; }
        .dashboard .card { background: var(--bg); margin: .5rem 0 0; }
        .dashboard > section > p, .dashboard > section > dl { margin: .25rem 0 .5rem; }

        /* Lists: todos as rows with a check circle, posts as rows that are links. */
        .todo-forms { display: grid; gap: .75rem; margin-bottom: 1rem; }
        nav.filters { display: flex; gap: 0; border: 1px solid var(--line); border-radius: .6rem; overflow: hidden; width: fit-content; max-width: 100%; }
        nav.filters a { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; padding: 0 1rem; text-decoration: none; color: var(--fg); }
        nav.filters a + a { border-left: 1px solid var(--line); }
        nav.filters a[aria-current="page"] { background: var(--accent); color: var(--on-accent); font-weight: 700; }
        ul.todos, ul.posts { list-style: none; margin: .5rem 0 1rem; padding: 0; background: var(--surface); border: 1px solid var(--line); border-radius: 1rem; overflow: hidden; }
        ul.todos:empty { display: none; }
        ul.todos li { display: flex; align-items: center; gap: .25rem; min-height: 3.5rem; padding: .25rem .5rem; border-top: 1px solid var(--line); }
        ul.todos li:first-child, ul.posts li:first-child { border-top: 0; }
        ul.todos .title { flex: 1 1 auto; min-width: 0; padding: .5rem .25rem; overflow-wrap: anywhere; }
        .done .title { text-decoration: line-through; color: var(--muted); }
        /* The todo just added or put back: the address names its row (#todo-ID), or the live page marks it. */
        ul.todos li:target, ul.todos li.revealed { background: var(--accent-soft); box-shadow: inset 4px 0 0 var(--accent); }
        /* Renaming in the row: the field takes the row, Save and Cancel take the icons' place (below it when narrow). */
        ul.todos li.editing > form:not(.rename), ul.todos li.editing > a.icon { display: none; }
        ul.todos form.rename { flex: 1 1 auto; min-width: 0; display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: .5rem; padding: .25rem 0; }
        ul.todos form.rename input { flex: 1 1 12rem; min-width: 0; }
        ul.todos form.rename .buttons { display: flex; gap: .5rem; flex: none; }
        button.icon, a.icon {
            width: 44px; height: 44px; padding: 0; border: 0; border-radius: 50%; background: transparent; color: var(--accent);
            display: inline-flex; align-items: center; justify-content: center; flex: none;
        }
        button.icon svg.i, a.icon svg.i { width: 1.6rem; height: 1.6rem; }
        .done button.check { color: var(--ok); }
        button.icon.delete { color: var(--bad); }
        ul.posts li { border-top: 1px solid var(--line); }
        ul.posts li a { display: block; min-height: 44px; padding: .75rem 1rem .25rem; font-weight: 600; text-decoration: none; }
        ul.posts li .muted { display: block; padding: 0 1rem .75rem; font-size: .875rem; }
        ul.posts li .post-body { margin: 0; padding: 0 1rem .25rem; overflow: hidden; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; }
        nav.pager { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin: 1rem 0; }
        nav.pager a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1rem; border: 1px solid var(--line); border-radius: .6rem; text-decoration: none; }
        a.back { display: inline-flex; align-items: center; gap: .25rem; min-height: 44px; padding-right: .5rem; text-decoration: none; font-weight: 600; }
        article { max-width: 38rem; }
        dl.profile { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
        dl.profile dt { font-weight: 600; }
        dl.profile dd { margin: 0; }

        /* Wider screens: the navigation joins the header, the dashboard's cards sit side by side. */
        @media (min-width: 48rem) {
            body { padding-bottom: 3rem; }
            header.top { padding: 0 max(1.5rem, calc((100% - 60rem) / 2)); gap: .5rem; }
            .brand { margin-right: .5rem; }
            nav.tabs { position: static; background: none; border: 0; padding: 0; margin-right: auto; }
            nav.tabs ul { padding: 0; gap: .25rem; }
            nav.tabs a {
                flex-direction: row; gap: .4rem; min-height: 44px; padding: 0 .6rem; border-top: 0;
                border-bottom: 3px solid transparent; font-size: .95rem; color: var(--fg);
            }
            nav.tabs a svg.i { width: 1.25rem; height: 1.25rem; }
            nav.tabs a[aria-current="page"] { border-bottom-color: var(--accent); }
            h1 { font-size: 2rem; margin-top: 1.5rem; }
            .dashboard { grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }
            .todo-forms { grid-template-columns: 1fr 1fr; align-items: end; }
        }
        /* The weather page's card, wide enough: the chart beside the reading rather than under it. */
        @media (min-width: 36rem) {
            #weather-result .weather { grid-template-columns: auto 1fr minmax(0, 24rem); }
            #weather-result .weather .details { grid-column: 1 / 3; }
            #weather-result .weather figure { grid-column: 3; grid-row: 2 / span 3; align-self: start; }
        }
        """
}
