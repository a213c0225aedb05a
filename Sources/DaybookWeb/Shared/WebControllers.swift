import DaybookComposition
import DaybookPresentation
import Hummingbird

/// One language's controllers. The remote features' are results: unusable settings are an error
/// their pages show, not a server that will not start.
struct WebControllers: Sendable {
    let localizer: Localizer
    let todos: TodoController
    let weather: Result<WeatherController, ErrorViewState>
    let posts: Result<PostController, ErrorViewState>

    init(container: AppContainer, language: Language) {
        localizer = Localizer(language: language)
        todos = container.makeTodoController(language: language)
        weather = Result { () throws(ErrorViewState) in try container.makeWeatherController(language: language) }
        posts = Result { () throws(ErrorViewState) in try container.makePostController(language: language) }
    }
}
