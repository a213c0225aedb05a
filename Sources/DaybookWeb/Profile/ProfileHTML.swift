import DaybookPresentation
import Hummingbird

/// The profile page's parts: the saved profile as a definition list, and guide 001's form (its
/// title, each field marked as required, the gender starting on "not selected").
struct ProfileHTML {
    let localize: Localizer
    let csrfToken: String

    init(localizer: Localizer, csrfToken: String) {
        localize = localizer
        self.csrfToken = csrfToken
    }

    func status(_ status: ProfileStatusViewState) -> HTML {
        """
        <section aria-labelledby="status-title"><h2 id="status-title">\(localize(ProfilePageText.statusTitle))</h2>\
        \(statusBody(status))</section>
        """
    }

    func statusBody(_ status: ProfileStatusViewState) -> HTML {
        switch status {
        case .notRegistered(let message): "<p class=\"muted\">\(message)</p>"
        case .failed(let error): Layout.alert(error.message)
        case .registered(let summary):
            "<dl class=\"profile\">\(summary.lines.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" as HTML })</dl>"
        }
    }

    /// The form; the `invalid` field ("name" or "gender") is marked and described by the alert.
    func form(name: String, genderCode: String?, invalid: String?) -> HTML {
        let marked: HTML = #" aria-invalid="true" aria-describedby="flash""#
        let required: HTML = "<span class=\"required\">\(localize(ProfileText.required))</span>"
        let chosen = genderCode ?? GenderOption.notSelectedCode
        let options: [HTML] = GenderOption.all(localizer: localize).map { option in
            let checked: HTML = option.code == chosen ? " checked" : .empty
            return """
                <label><input type="radio" name="gender" value="\(option.code)"\(checked)> \(option.label)</label>
                """
        }
        return """
            <section aria-labelledby="form-title">
            <h2 id="form-title">\(localize(ProfileText.formTitle))</h2>
            <form method="post" action="/profile">
            <input type="hidden" name="csrf" value="\(csrfToken)">
            <div class="field"><label for="name">\(localize(ProfileText.labelName)) \(required)</label>
            <input type="text" id="name" name="name" value="\(name)" autocomplete="nickname"\(invalid == "name" ? marked : .empty)></div>
            <fieldset\(invalid == "gender" ? marked : .empty)><legend>\(localize(ProfileText.labelGender)) \(required)</legend>\(options)</fieldset>
            <p class="actions"><button type="submit">\(localize(ProfilePageText.register))</button></p>
            </form>
            </section>
            """
    }
}
