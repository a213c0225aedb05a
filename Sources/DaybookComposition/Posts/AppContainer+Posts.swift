import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookPresentation
import Logging

/// The Posts module: HTTP client → JSONPlaceholder data source → cached repository →
/// interactor → controller.
extension AppContainer {
    /// A controller that speaks `language`, or the configured language when `nil`. Fails when the
    /// posts settings are unusable.
    public func makePostController(language: Language? = nil) throws(SettingProblem) -> PostController {
        let localizer = localizer(for: language)
        return PostController(posts: PostInteractor(repository: try postRepository.get()), localizer: localizer)
    }

    /// The container's one post repository, built when the feature first runs.
    var postRepository: Result<OfflineFirstPostRepository, SettingProblem> {
        shared.value(makePostRepository)
    }

    private func makePostRepository() -> Result<OfflineFirstPostRepository, SettingProblem> {
        configuration.posts.flatMap { settings in
            configuration.proxies.map { proxies in
                OfflineFirstPostRepository(
                    remote: JSONPlaceholderDataSource(
                        baseURL: settings.baseURL,
                        client: EventLoopHTTPClient(
                            timeout: settings.requestTimeout, proxies: proxies, logger: logger,
                            metrics: upstreamMetrics(provider: "jsonplaceholder"))),
                    cache: storage.cache, dates: dates, maximumAge: settings.cacheMaximumAge,
                    onLookup: cacheLookups(feature: "posts"))
            }
        }
    }
}
