/// A form with nothing but its token: a button that acts on what its address names.
struct ButtonForm: SubmittedForm {
    let csrf: String?
}
