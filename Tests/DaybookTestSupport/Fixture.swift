import Foundation

/// The recorded real API responses under `Fixtures/` (see `Fixtures/SOURCES.md`).
public enum Fixture {
    /// The bytes of `Fixtures/<path>`, such as `openweather/tokyo_200_metric.json`.
    public static func data(_ path: String) -> Data {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url) else {
            fatalError("no fixture at \(url.path)")
        }
        return data
    }
}
