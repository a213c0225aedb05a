import DaybookComposition
import DaybookPostgres
import DaybookPresentation
import Testing

@Suite("Choosing PostgreSQL: --database-url and DAYBOOK_DATABASE_URL")
struct DatabaseURLTests {
    let home = ["HOME": "/home/ada"]

    private func location(_ environment: [String: String], flags: DaybookConfiguration.Flags = .init()) throws
        -> PostgresLocation?
    {
        try DaybookConfiguration.resolve(flags: flags, environment: home.merging(environment) { $1 }).postgres?.get()
    }

    @Test func withoutAURLEverythingStaysOnSQLite() throws {
        #expect(try location([:]) == nil)
        #expect(try location(["DAYBOOK_DATABASE_URL": ""]) == nil, "empty counts as unset")
    }

    @Test func theURLGivesEveryPart() throws {
        let read = try #require(
            try location([
                "DAYBOOK_DATABASE_URL": "postgres://ada:p%40ss%3Aword@db.example:6543/day%20book?sslmode=require"
            ]))
        #expect(read.host == "db.example")
        #expect(read.port == 6543)
        #expect(read.username == "ada")
        #expect(read.password == "p@ss:word")
        #expect(read.database == "day book")
        #expect(read.tls == .require)
        #expect(read.poolSize == PostgresLocation.defaultPoolSize)
        #expect(read.server == "db.example:6543")
    }

    @Test func eachPartIsDecodedOnce() throws {
        let read = try #require(try location(["DAYBOOK_DATABASE_URL": "postgres://a%2541:ab%2541@h/d%2541"]))
        #expect(read.username == "a%41")
        #expect(read.password == "ab%41")
        #expect(read.database == "d%41")
    }

    @Test func portTLSAndPoolHaveDefaultsAndSettings() throws {
        let plain = try #require(try location(["DAYBOOK_DATABASE_URL": "postgresql://ada@[::1]/daybook"]))
        #expect(plain.port == 5432)
        #expect(plain.host == "::1")
        #expect(plain.server == "[::1]:5432")
        #expect(plain.tls == .prefer)
        #expect(plain.password == nil)
        let pooled = try #require(
            try location([
                "DAYBOOK_DATABASE_URL": "postgres://ada@h/d?sslmode=disable", "DAYBOOK_DATABASE_POOL_SIZE": "25",
            ]))
        #expect(pooled.poolSize == 25)
        #expect(pooled.tls == .disable)
    }

    @Test func aFlagBeatsTheVariableAndAPathFlagBeatsTheURLVariable() throws {
        let environment = ["DAYBOOK_DATABASE_URL": "postgres://ada@env-host/d"]
        #expect(try location(environment, flags: .init(databaseURL: "postgres://ada@flag-host/d"))?.host == "flag-host")
        #expect(try location(environment, flags: .init(databasePath: "/tmp/x.sqlite")) == nil)
    }

    @Test(arguments: [
        "mysql://ada:secret@h/d", "postgres://h/d", "postgres://ada:secret@/d", "postgres://ada:secret@h",
        "postgres://ada:secret@h/d/e", "postgres://ada:secret@h/d?sslmode=sometimes", "postgres://ada:secret@h/d?x=1",
        "postgres://ada:secret@h:0/d", "not a url",
    ])
    func anUnusableURLIsRefusedWithoutQuotingIt(url: String) {
        let resolved = DaybookConfiguration.resolve(environment: home.merging(["DAYBOOK_DATABASE_URL": url]) { $1 })
        #expect(resolved.postgres == .failure(.unusableDatabaseURL(name: "DAYBOOK_DATABASE_URL")))
        let message = SettingProblem.unusableDatabaseURL(name: "DAYBOOK_DATABASE_URL")
            .present(Localizer(language: .english)).message
        #expect(!message.contains("secret"))
    }

    @Test func aURLGivenForTheSQLiteFileIsRefusedAndNeverQuoted() {
        for url in ["postgres://ada:secret@h/d", "POSTGRESQL://ada:secret@h/d", "postgres:secret", "file://secret/x"] {
            let flag = DaybookConfiguration.resolve(flags: .init(databasePath: url), environment: home)
            #expect(flag.postgres == .failure(.databaseURLAsPath(name: "--database")), "\(url)")
            let variable = DaybookConfiguration.resolve(environment: home.merging(["DAYBOOK_DATABASE": url]) { $1 })
            #expect(variable.postgres == .failure(.databaseURLAsPath(name: "DAYBOOK_DATABASE")), "\(url)")
        }
        // The URL's own variable beats DAYBOOK_DATABASE, and a URL flag beats any path: no refusal.
        let both = home.merging(["DAYBOOK_DATABASE": "postgres://a@h/d", "DAYBOOK_DATABASE_URL": "postgres://a@h/d"]) {
            $1
        }
        #expect(DaybookConfiguration.resolve(environment: both).postgres?.isFailure == false)
        #expect(
            DaybookConfiguration.resolve(
                flags: .init(databaseURL: "postgres://a@h/d"),
                environment: home.merging(["DAYBOOK_DATABASE": "postgres://x@h/d"]) { $1 }
            ).postgres?.isFailure == false)
        for path in ["/tmp/a:b.sqlite", "notes:2026.sqlite", "C:daybook.sqlite", "~/daybook.sqlite"] {
            #expect(DaybookConfiguration.resolve(flags: .init(databasePath: path), environment: home).postgres == nil)
        }
        for language in Language.allCases {
            let shown = SettingProblem.databaseURLAsPath(name: "--database").present(Localizer(language: language))
            #expect(
                shown.kind == .usage && shown.message.contains("--database-url") && !shown.message.contains("secret"))
        }
    }

    @Test func aPoolSizeOutOfRangeIsRefused() {
        let resolved = DaybookConfiguration.resolve(
            environment: home.merging(["DAYBOOK_DATABASE_URL": "postgres://a@h/d", "DAYBOOK_DATABASE_POOL_SIZE": "0"]) {
                $1
            })
        #expect(resolved.postgres == .failure(.unusable(name: "DAYBOOK_DATABASE_POOL_SIZE", value: "0")))
    }

    @Test func theOperationTimeoutIsASettingOfSecondsAboveZero() throws {
        #expect(try location(["DAYBOOK_DATABASE_URL": "postgres://a@h/d"])?.operationTimeout == .seconds(5))
        let longer = try location(["DAYBOOK_DATABASE_URL": "postgres://a@h/d", "DAYBOOK_DATABASE_TIMEOUT": "1.5"])
        #expect(longer?.operationTimeout == .milliseconds(1_500))
        for bad in ["0", "-1", "soon"] {
            let resolved = DaybookConfiguration.resolve(
                environment: home.merging(["DAYBOOK_DATABASE_URL": "postgres://a@h/d", "DAYBOOK_DATABASE_TIMEOUT": bad])
                {
                    $1
                })
            #expect(resolved.postgres?.isFailure == true, "\(bad)")
        }
    }

    @Test func printingALocationNeverShowsThePassword() throws {
        let read = try #require(try location(["DAYBOOK_DATABASE_URL": "postgres://ada:hunter22@h:5433/d"]))
        #expect("\(read)" == "postgres://ada@h:5433/d")
        #expect(!String(reflecting: read).contains("hunter22"))
        let configuration = DaybookConfiguration.resolve(
            environment: home.merging(["DAYBOOK_DATABASE_URL": "postgres://ada:hunter22@h:5433/d"]) { $1 })
        #expect(!String(reflecting: configuration).contains("hunter22"))
        #expect(!"\(configuration)".contains("hunter22"))
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { true } else { false }
    }
}
