import ArgumentParser
import DaybookComposition

/// `--provider` takes the provider's own names, so the flag and `DAYBOOK_WEATHER_PROVIDER` agree.
extension WeatherSettings.Provider: ExpressibleByArgument {}
