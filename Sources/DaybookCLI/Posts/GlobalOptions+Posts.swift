import ArgumentParser
import DaybookComposition
import DaybookPresentation

extension GlobalOptions {
    /// The posts controller, and the localizer for messages around it.
    func makePostController() async throws -> (PostController, Localizer) {
        let container = try await makeContainer()
        let controller = try container.makePostController()
        return (controller, container.localizer)
    }
}
