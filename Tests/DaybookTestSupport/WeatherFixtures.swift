import DaybookDomain
import Foundation

extension Weather {
    /// A plain weather value for tests that do not care about the details.
    public static func fixture(city: String = "Tokyo", temperature: Double = 12.3) -> Weather {
        Weather(
            city: city, country: "JP", temperature: temperature, condition: .clear, description: "clear sky",
            observedAt: TestDateSource.start, utcOffsetSeconds: 32_400)
    }
}
