import DaybookPresentation
import Foundation
import Hummingbird

/// Reads a request body by its `Content-Type`: JSON (the API) with `JSONDecoder`, a form (the
/// pages) with Hummingbird's `URLEncodedFormDecoder`. Whatever cannot be read is a
/// ``WebFailure`` in the visitor's language: 400 for a body that does not parse, 415 for any
/// other media type.
struct WebRequestDecoder: RequestDecoder {
    let language: Language

    func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let localize = Localizer(language: language)
        let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:))
        if mediaType?.isType(.applicationJson) == true {
            let body = try await request.body.collect(upTo: context.maxUploadSize)
            do {
                return try JSONDecoder().decode(T.self, from: Data(buffer: body))
            } catch {
                throw WebFailure(
                    status: .badRequest, message: localize(WebText.malformedJSON, ["detail": Self.detail(of: error)]))
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

    /// Which part of a JSON body was wrong, in the body's own terms (a key name, or "syntax").
    private static func detail(of error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "\(key.stringValue)?"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.codingPath.map(\.stringValue).joined(separator: ".")
        default: "syntax"
        }
    }
}
