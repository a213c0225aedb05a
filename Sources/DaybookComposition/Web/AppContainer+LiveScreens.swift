import DaybookPresentation

extension AppContainer {
    /// The live pages' screens, for a server: see ``LiveScreens``.
    public func makeLiveScreens() -> LiveScreens {
        LiveScreens(container: self)
    }
}
