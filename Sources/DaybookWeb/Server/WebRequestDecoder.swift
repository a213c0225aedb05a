import DaybookPresentation
import Foundation
import Hummingbird

/// Reads a request body by its `Content-Type`: JSON (the API) with `JSONDecoder`, a form (the
/// pages) with Hummingbird's `URLEncodedFormDecoder`. Whatever cannot be read is a
/// ``WebFailure`` in the visitor's language: 400 for a body that does not parse, 415 for any
/// other media type.
package struct WebRequestDecoder: RequestDecoder {
    let language: Language

    package func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws
        -> T
    {
        let localize = Localizer(language: language)
        let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:))
        if mediaType?.isType(.applicationJson) == true {
            let body = try await request.body.collect(upTo: context.maxUploadSize)
            do {
                return try JSONDecoder().decode(T.self, from: Data(buffer: body))
            } catch {
                throw WebFailure(status: .badRequest, message: Self.problem(error, localize: localize))
            }
        }
        if mediaType?.isType(.applicationUrlEncoded) == true {
            let body = try await request.body.collect(upTo: context.maxUploadSize)
            do {
                return try URLEncodedFormDecoder().decode(T.self, from: String(buffer: body))
            } catch {
                throw WebFailure(status: .badRequest, message: localize(WebText.unreadableForm))
            }
        }
        throw WebFailure(status: .unsupportedMediaType, message: localize(WebText.unreadableForm))
    }

    /// What was wrong with a JSON body: which field broke which rule (see ``BodyFieldProblem``),
    /// a body that is JSON but not an object, or one that is not JSON at all.
    private static func problem(_ error: any Error, localize: Localizer) -> String {
        if let field = error as? BodyFieldProblem {
            let text: WebText =
                switch field.rule {
                case .required: .bodyFieldRequired
                case .text: .bodyFieldText
                case .boolean: .bodyFieldBoolean
                case .wholeNumber: .bodyFieldWholeNumber
                }
            return localize(text, ["field": field.field])
        }
        if case .typeMismatch(_, let context) = error as? DecodingError, context.codingPath.isEmpty {
            return localize(WebText.bodyNotObject)
        }
        return localize(WebText.malformedJSON)
    }
}
