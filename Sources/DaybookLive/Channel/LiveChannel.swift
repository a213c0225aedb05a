import DaybookComposition
import DaybookPresentation
import DaybookWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The live channel: `GET /live` upgraded to a WebSocket, one per open live page, which carries
/// the page's intents to its view model on the server and what the page must change back
/// (``LiveConnection``).
///
/// It is let in exactly as the page is, and no further:
/// - the `Host` is one this server answers, and the `Origin` is this server (a page on another
///   site could otherwise open it with the visitor's cookies);
/// - the visitor has the page's cookies (their id and form token), and sends the form token the
///   page was served with (`token=`), compared in constant time;
/// - the address (`at=`) is a live page; there are connections left for the server, the visitor
///   and the address (``LiveLimits``);
/// - with a password, the visitor is signed in.
/// Anything else is not upgraded (the browser sees the connection fail, and its script keeps
/// the page working without it), but for a page of this visitor's whose session is over (it was
/// loaded while signed in, or before the server asked for a sign-in): its channel is upgraded
/// only to tell it so, in one message that shows nothing of anyone's data, and closed with
/// ``signedOutCloseCode``, so that the page says it before anything is typed into it.
struct LiveChannel: Sendable {
    static let path = "/live"
    /// The close code of a page whose session ended (a private code, as RFC 6455 allows): its
    /// script stops coming back.
    static let signedOutCloseCode: UInt16 = 4401

    let app: WebApp
    /// What the server's open pages share.
    let screens: ServerScreens
    let gate: SignInGate
    let limits: LiveLimits
    let metrics: LiveChannelMetrics
    let registry: LiveRegistry
    let cache = LiveRenderCache()
    let defaultLanguage: Language

    init(
        app: WebApp, screens: ServerScreens, gate: SignInGate, limits: LiveLimits, metrics: LiveChannelMetrics,
        defaultLanguage: Language
    ) {
        self.app = app
        self.screens = screens
        self.gate = gate
        self.limits = limits
        self.metrics = metrics
        registry = LiveRegistry(limits: limits)
        self.defaultLanguage = defaultLanguage
    }

    /// The router that decides the upgrades: `/live` and nothing else.
    func router() -> Router<LiveContext> {
        let router = Router(context: LiveContext.self)
        router.ws(RouterPath(stringLiteral: Self.path)) { request, context in
            await admits(request, context) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            try await serve(inbound, outbound, context)
        }
        return router
    }

    /// The WebSocket settings: the largest frame a page may send, the pings that find a page
    /// gone, a close that waits for the page's answer at most a few seconds (a stopping server
    /// closes every page with 1001 and moves on), and text that must be UTF-8 (else the page is
    /// closed with 1007, as RFC 6455 says).
    var configuration: WebSocketServerConfiguration {
        WebSocketServerConfiguration(
            maxFrameSize: limits.messageBytes, autoPing: .enabled(timePeriod: limits.pingPeriod),
            closeTimeout: .seconds(3), validateUTF8: true)
    }

    // MARK: - Who is let in

    /// What a page is told when its session is over: the guides' words and a sign-in that
    /// brings the visitor back to `address`, in place of the page's flash; its script then stops.
    static func signedOutUpdate(address: String, language: Language) -> LiveUpdate {
        let localize = Localizer(language: language)
        let flash = Flash(
            message: localize(ErrorCategoryText.sessionExpired), tone: .failure,
            action: Flash.Action(
                path: SignInPages.signInPath(next: address), label: localize(SignInText.button), method: .get))
        var update = LiveUpdate()
        update.parts = ["flash-area": Layout.render(flash, formToken: nil).markup]
        update.signedOut = true
        return update
    }

    private struct Admission {
        let visitor: String
        let token: String
        let address: String
        /// The live page it is.
        let page: any LivePageRoute.Type
        let language: Language
        /// Whose data the page shows.
        let person: Person
    }

    /// The visit the request is, or why it is refused (a metrics reason).
    private func admission(_ request: Request, _ context: LiveContext) async -> Result<Admission, Refusal> {
        guard app.hosts.verdict(for: request) == .allowed else { return .failure(.host) }
        guard let origin = request.headers[.origin], app.hosts.isSameOrigin(origin, authority: request.head.authority)
        else { return .failure(.origin) }
        let cookies = request.cookies
        let query = FormQuery(request.uri.query)
        guard let visitor = cookies[SessionMiddleware.userCookie]?.value, VisitorToken.isWellFormed(visitor),
            let token = cookies[SessionMiddleware.csrfCookie]?.value, VisitorToken.isWellFormed(token),
            let sent = query["token"], VisitorToken.matches(sent, token)
        else { return .failure(.session) }
        let language = SessionMiddleware.language(of: request, cookies: cookies, default: defaultLanguage).0
        guard let address = query["at"], address.utf8.count <= 2_048, let page = LivePages.page(at: address) else {
            return .failure(.page)
        }
        guard registry.hasRoom(visitor: visitor, address: context.client) else { return .failure(.limit) }
        guard let mode = try? await gate.mode(language: language),
            case .signedIn(let person) = try? await gate.session(request, mode: mode, language: language)
        else { return .failure(.signIn) }
        return .success(
            Admission(
                visitor: visitor, token: token, address: address, page: page, language: language, person: person))
    }

    private enum Refusal: String, Error {
        case host, origin, session
        case signIn = "signin"
        case page, limit
    }

    /// Whether to upgrade: an admitted page, or one that is only to be told it was signed out
    /// (still counted and logged as refused).
    private func admits(_ request: Request, _ context: LiveContext) async -> Bool {
        switch await admission(request, context) {
        case .success: return true
        case .failure(let refusal):
            metrics.refused(refusal.rawValue)
            context.logger.info("live channel refused", metadata: ["reason": "\(refusal.rawValue)"])
            return refusal == .signIn
        }
    }

    // MARK: - An open page

    private func serve(
        _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter,
        _ context: WebSocketRouterContext<LiveContext>
    ) async throws {
        let logger = context.logger
        // Checked again: the upgrade went ahead, and the request is the same.
        let admitted = await admission(context.request, context.requestContext)
        if case .failure(.signIn) = admitted {
            try await tellSignedOut(outbound, context)
            return
        }
        guard case .success(let admission) = admitted,
            let ticket = registry.admit(visitor: admission.visitor, address: context.requestContext.client)
        else {
            metrics.refused("limit")
            try await outbound.close(.unknown(1013), reason: "try again later")
            return
        }
        let started = ContinuousClock.now
        metrics.opened()
        logger.info("live page opened", metadata: ["page": "\(Self.path(of: admission.address))"])
        defer {
            registry.release(ticket)
            metrics.closed()
            let seconds = (ContinuousClock.now - started).components.seconds
            logger.info(
                "live page closed", metadata: ["page": "\(Self.path(of: admission.address))", "seconds": "\(seconds)"])
        }
        let outbox = LiveOutbox()
        // The view model holds its router weakly, as the guides' do: the connection keeps it.
        let router = await WebLiveRouter(outbox: outbox)
        let visit = LiveVisit(
            address: admission.address, language: admission.language, person: admission.person,
            request: context.request, container: app.container, screens: screens, router: router)
        let made = await MainActor.run { [route = admission.page] () -> Result<any LivePage, SettingProblem> in
            Result { () throws(SettingProblem) in try route.make(for: visit) }
        }
        guard case .success(let page) = made else {
            // Settings the page cannot be made with: the page says so itself, without the channel.
            try await outbound.close(.normalClosure, reason: nil)
            return
        }
        let socket = LiveSocket(
            inbound: inbound, outbound: outbound, connection: context.requestContext.channel, outbox: outbox)
        let environment = LiveEnvironment(
            limits: limits, metrics: metrics, cache: cache, language: admission.language, token: admission.token,
            logger: logger)
        // A page ends as soon as its session does (the account removed, its password changed, the
        // cookie expired; for the household's pages, accounts added), whichever process did it:
        // the page is told so and its connection closes; its script stops coming back, and the
        // next page it loads asks for a sign-in, as any request would.
        let ended = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await Self.run(page, routedBy: router, over: socket, in: environment)
                return false
            }
            group.addTask { [self] in
                guard await sessionEnds(for: admission.person, request: context.request, language: admission.language)
                else { return false }
                logger.info("live page ending: its session ended")
                return true
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        // Told once the page is gone, when nothing else writes to the connection any more.
        if ended { try await tellSignedOut(outbound, context) }
    }

    /// Tells a page whose session is over that it is (``signedOutUpdate(address:language:)``),
    /// then closes its channel with ``signedOutCloseCode``.
    private func tellSignedOut(
        _ outbound: WebSocketOutboundWriter, _ context: WebSocketRouterContext<LiveContext>
    ) async throws {
        let request = context.request
        let address = FormQuery(request.uri.query)["at"].map(SignInPages.safeNext) ?? "/"
        let language = SessionMiddleware.language(of: request, cookies: request.cookies, default: defaultLanguage).0
        try? await outbound.writeTextMessage(Self.signedOutUpdate(address: address, language: language).json())
        try await outbound.close(.unknown(Self.signedOutCloseCode), reason: "signed out")
    }

    /// How often an open page's session is checked again when nothing else says to (its cookie
    /// may expire).
    static let sessionRecheck: Duration = .seconds(300)

    /// Returns once `person`'s session, as `request` carries it, is over: checked when the page
    /// opens, each time the accounts change (any process's change), and every ``sessionRecheck``,
    /// each time reading the database rather than what the server remembers (which may not have
    /// heard of the change yet). `false` when cancelled first.
    private func sessionEnds(for person: Person, request: Request, language: Language) async -> Bool {
        // Subscribed before the first check, so no change between the two goes unseen.
        let changes = app.container.accountChanges()
        let (checks, check) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        func isOver() async -> Bool {
            // A database away for a moment does not end a session: the next check asks again.
            guard let mode = try? await gate.mode(language: language, fresh: true),
                let session = try? await gate.session(request, mode: mode, language: language, fresh: true)
            else { return false }
            guard case .signedIn(let now) = session else { return true }
            return now.key != person.key
        }
        return await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in changes { check.yield() }
            }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.sessionRecheck)
                    check.yield()
                }
            }
            check.yield()
            defer { group.cancelAll() }
            for await _ in checks where await isOver() { return true }
            return false
        }
    }

    private static func run<Page: LivePage>(
        _ page: Page, routedBy router: WebLiveRouter, over socket: LiveSocket, in environment: LiveEnvironment
    ) async throws {
        try await LiveConnection<Page>.run(page: page, routedBy: router, over: socket, in: environment)
    }

    /// The path alone, for the log: a query can hold a search or a city.
    private static func path(of address: String) -> String {
        String(address.split(separator: "?", maxSplits: 1).first ?? "/")
    }
}
