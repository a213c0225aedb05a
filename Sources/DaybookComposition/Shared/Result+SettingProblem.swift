import CoreMetrics
import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation
import Foundation
import Logging

extension Result where Failure == SettingProblem {
    /// The value, or the problem worded in `localizer`'s language.
    public func presented(by localizer: Localizer) throws(ErrorViewState) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let problem): throw problem.present(localizer)
        }
    }
}
