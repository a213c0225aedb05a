import Foundation

/// The recorded services as a `FixtureServer` serves them, path by path, shared by every test
/// that needs a working Open-Meteo or JSONPlaceholder.
public enum FixtureRoutes {
    /// Geocoding and forecast for Tokyo, whatever city is asked for.
    public static var openMeteoTokyo: [String: FixtureServer.Reply] {
        [
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .fixture("openmeteo/forecast_tokyo_current_hourly.json"),
        ]
    }

    /// The feed, its authors, post 1 and its author, and a post that does not exist (999).
    public static var jsonPlaceholder: [String: FixtureServer.Reply] {
        let posts = try! JSONSerialization.jsonObject(with: Fixture.data("jsonplaceholder/posts_all.json")) as! [Any]
        return [
            "/posts": .fixture("jsonplaceholder/posts_all.json"),
            "/users": .fixture("jsonplaceholder/users_all.json"),
            "/posts/1": .init(body: try! JSONSerialization.data(withJSONObject: posts[0])),
            "/users/1": .fixture("jsonplaceholder/users_1.json"),
            "/posts/999": .fixture("jsonplaceholder/not_found_404.json", status: 404),
        ]
    }
}
