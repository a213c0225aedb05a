import Foundation
import Testing

/// docs/Architecture.md draws the targets under `Sources/` and what each depends on; the graph
/// must be the one `Package.swift` declares, frameworks included, so a reader can trust it.
@Suite("The graph in docs/Architecture.md is Package.swift's")
struct ArchitectureGraphTests {
    static let root = DependencyRuleTests.sources.deletingLastPathComponent()

    @Test func everyTargetUnderSourcesIsDrawnWithWhatItDependsOn() throws {
        let manifest = try PackageManifest(
            source: String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8))
        let graph = try ArchitectureGraph(
            markdown: String(contentsOf: Self.root.appendingPathComponent("docs/Architecture.md"), encoding: .utf8),
            under: "## The rings")
        let modules = Set(ModuleReadmeTests.modules)
        #expect(modules.count > 5, "the scan found too few targets to be looking in the right place")
        #expect(Set(graph.targets.keys) == modules, "the graph draws exactly the targets under Sources/")
        for module in modules.sorted() {
            let declared = try #require(manifest.targets[module], "\(module) is not in Package.swift")
            #expect(declared.path == nil, "\(module) is under Sources/ by default")
            #expect(graph.targets[module] == declared.targets, "\(module)'s targets")
            #expect(graph.packages[module] == declared.packages, "\(module)'s packages")
        }
    }

    // MARK: - The readers themselves

    @Test func aManifestsTargetsAndTheHelpersTheyAreMadeWith() throws {
        let manifest = try PackageManifest(
            source: """
                // swift-tools-version: 6.1
                import PackageDescription

                func driver(_ name: String, frameworks: [Target.Dependency]) -> Target {
                    .target(name: name, dependencies: ["Core"] + frameworks)  // the ring's port
                }

                let package = Package(
                    name: "P",
                    products: [.executable(name: "p", targets: ["App"])],
                    dependencies: [.package(url: "https://example.com/a/b", exact: "1.0.0")],
                    targets: [
                        .target(name: "Core"),
                        driver("Store", frameworks: [.product(name: "B", package: "b"), .product(name: "C", package: "b")]),
                        .executableTarget(
                            name: "App",
                            // "Store" in a comment is no dependency.
                            dependencies: ["Core", .target(name: "Store"), .product(name: "D", package: "d-kit")]
                        ),
                        .testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),
                    ]
                )
                """)
        #expect(
            manifest.targets == [
                "Core": .init(name: "Core", path: nil, targets: [], packages: []),
                "Store": .init(name: "Store", path: nil, targets: ["Core"], packages: ["b"]),
                "App": .init(name: "App", path: nil, targets: ["Core", "Store"], packages: ["d-kit"]),
                "AppTests": .init(name: "AppTests", path: "Tests/AppTests", targets: ["App"], packages: []),
            ])
    }

    @Test func aGraphsNodesAndBothKindsOfArrows() throws {
        let graph = try ArchitectureGraph(
            mermaid: """
                graph TD
                    %% a comment
                    App["App (executable: p)"] --> Core[Core] & Store[Store]
                    Store --> Core
                    Store -.-> B[(b)] & C[(c-kit)]
                """)
        #expect(graph.targets == ["App": ["Core", "Store"], "Store": ["Core"], "Core": []])
        #expect(graph.packages == ["App": [], "Store": ["b", "c-kit"], "Core": []])
    }

    @Test func aPlainArrowToAPackageIsRefused() {
        #expect(throws: ArchitectureGraph.Unreadable.self) {
            try ArchitectureGraph(mermaid: "graph TD\n    App[App] --> B[(b)]")
        }
    }
}
