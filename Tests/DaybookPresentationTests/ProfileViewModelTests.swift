import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("ProfileViewModel: the guides' registration, with an alert for each outcome", .timeLimit(.minutes(3)))
struct ProfileViewModelTests {
    let store = InMemoryProfileStore()
    let feed = ManualChangeFeed()

    func makeViewModel(language: Language = .english, user: UserID = .local) -> ProfileViewModelImpl {
        let repository = DefaultProfileRepository(store: store)
        let localizer = Localizer(language: language)
        return ProfileViewModelImpl(
            makeController: { view in
                let presenter = ProfilePresenter(
                    view: view, localizer: localizer, timeZone: TimeZone(identifier: "UTC")!)
                return ProfileController(
                    user: user, profile: ProfileInteractor(repository: repository, dates: TestDateSource()),
                    presenter: presenter)
            }, changes: feed, localizer: localizer)
    }

    @Test func eachOutcomeHasItsAlert() async {
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await settled { viewModel.state.status != nil })
        #expect(!viewModel.state.isRegistered && viewModel.state.genders.count == Gender.allCases.count + 1)

        viewModel.nameChanged("A")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .invalidName)
        #expect(viewModel.state.alert?.message == "Use 2 to 10 characters for the name")

        viewModel.nameChanged("Hanako")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .genderNotSelected)

        viewModel.genderSelected(code: "female")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .saved)
        #expect(viewModel.state.isRegistered && !viewModel.state.isSaving)
        viewModel.dismissAlert()
        #expect(viewModel.state.alert == nil)
        viewModel.onDisappear()
    }

    /// Guide 001's picker, in its order, starts on 未選択; choosing it again is no choice.
    @Test func theChoicesAreTheGuidesStartingOnNotSelected() async {
        let viewModel = makeViewModel(language: .japanese)
        #expect(viewModel.state.genders.map(\.label) == ["未選択", "男", "女", "選ばない"])
        #expect(viewModel.state.genders.first?.code == "" && viewModel.state.genderCode == nil)
        viewModel.genderSelected(code: "female")
        #expect(viewModel.state.genderCode == "female")
        viewModel.genderSelected(code: "")
        #expect(viewModel.state.genderCode == nil)
        viewModel.nameChanged("花子")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .genderNotSelected)
    }

    /// As guide 001's OK on the name alert does (`name = ""`): the name is cleared for another
    /// try. Every other alert leaves the form as it was.
    @Test func okOnTheNameAlertClearsTheName() async {
        let viewModel = makeViewModel()
        viewModel.nameChanged("A")
        viewModel.genderSelected(code: "female")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .invalidName && viewModel.state.name == "A")
        viewModel.dismissAlert()
        #expect(viewModel.state.alert == nil && viewModel.state.name.isEmpty)
        #expect(viewModel.state.genderCode == "female")

        viewModel.nameChanged("Hanako")
        viewModel.genderSelected(code: "")
        await viewModel.register()
        #expect(viewModel.state.alert?.outcome == .genderNotSelected)
        viewModel.dismissAlert()
        #expect(viewModel.state.name == "Hanako")
    }

    @Test func theNameCountIsDerivedAsTheRuleCountsIt() {
        let viewModel = makeViewModel()
        viewModel.nameChanged(" 山田花子 ")
        #expect(viewModel.state.nameLength == 4 && !viewModel.state.isNameTooLong && viewModel.state.nameLimit == 10)
        viewModel.nameChanged("abcdefghijk")
        #expect(viewModel.state.isNameTooLong)
    }

    @Test func aSaveElsewhereFillsAnUntouchedFormAndIsFollowed() async {
        let viewModel = makeViewModel(language: .japanese)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.status != nil })
        let other = makeViewModel()
        other.nameChanged("Taro")
        other.genderSelected(code: "male")
        await other.register()
        feed.announce(.profile)
        #expect(await settled { viewModel.state.isRegistered })
        #expect(viewModel.state.name == "Taro" && viewModel.state.genderCode == "male")
        viewModel.onDisappear()
        #expect(await feed.followers(of: .profile, reach: 0))
    }

    @Test func theViewModelIsNotKeptAliveByItsOwnPresenter() async {
        weak var released: ProfileViewModelImpl?
        do {
            let viewModel = makeViewModel()
            released = viewModel
            viewModel.nameChanged("Hanako")
            await viewModel.register()
        }
        #expect(released == nil)
    }
}
