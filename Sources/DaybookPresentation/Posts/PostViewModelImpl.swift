import DaybookDomain
import Foundation
import Observation

/// A post's screen's view model (see ``PostViewModel``), built with its use case and its router.
@MainActor
@Observable
public final class PostViewModelImpl: PostViewModel {
    public private(set) var state: PostScreenState

    @ObservationIgnored private let posts: any PostUseCase
    @ObservationIgnored private weak var router: (any PostRouter)?
    @ObservationIgnored private let presenter: PostPresenter
    @ObservationIgnored private let alerts: AlertPresenter
    @ObservationIgnored private let load = LatestTask()

    public init(id: Int, posts: any PostUseCase, router: any PostRouter, localizer: Localizer) {
        state = PostScreenState(id: id)
        self.posts = posts
        self.router = router
        presenter = PostPresenter(localizer: localizer)
        alerts = AlertPresenter(localizer: localizer, vocabulary: PostText.vocabulary)
    }

    public func onAppear() {
        guard state.detail == nil, !load.isRunning else { return }
        reload(refresh: false)
    }

    public func onDisappear() {
        load.cancel()
        state.isLoading = false
    }

    public func refresh() async {
        reload(refresh: true)
        await load.finish()
    }

    public func close() {
        router?.closePost()
    }

    public func dismissAlert() {
        state.alert = nil
    }

    private func reload(refresh: Bool) {
        let id = state.id
        state.isLoading = true
        load.run { [posts, presenter] () throws(AppError) in
            return presenter.detail(try await posts.show(id: "\(id)", refresh: refresh))
        } apply: { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let detail): state.detail = detail
            case .failure(.cancelled): break
            case .failure(let error): state.alert = alerts.alert(for: error)
            }
        }
    }
}
