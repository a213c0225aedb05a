import Foundation

/// How an ``OfflineFirstCache`` turns its values into the bytes a ``CacheStore`` keeps, and back.
///
/// The cache keeps values themselves in memory and converts only at the storage boundary: a value
/// is encoded once when it is saved, and decoded once when storage is read.
public struct CacheCodec<Value>: Sendable {
    public let encode: @Sendable (Value) throws -> Data
    public let decode: @Sendable (Data) throws -> Value

    public init(encode: @escaping @Sendable (Value) throws -> Data, decode: @escaping @Sendable (Data) throws -> Value)
    {
        self.encode = encode
        self.decode = decode
    }

    /// Stores values as JSON through a DTO (dates as milliseconds since 1970): `toDTO` translates
    /// a value for storage, `fromDTO` translates back.
    public static func json<DTO: CacheDTO>(
        _ dto: DTO.Type,
        toDTO: @escaping @Sendable (Value) -> DTO,
        fromDTO: @escaping @Sendable (DTO) throws -> Value
    ) -> CacheCodec {
        CacheCodec(
            encode: { value in
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .millisecondsSince1970
                return try encoder.encode(toDTO(value))
            },
            decode: { data in
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .millisecondsSince1970
                return try fromDTO(decoder.decode(DTO.self, from: data))
            })
    }
}

#if compiler(>=6.2)
    /// What a cache's DTO must be: `Codable`, and (from Swift 6.2, which checks it) a type whose
    /// metatype the codec's `@Sendable` closures may use.
    public typealias CacheDTO = Codable & SendableMetatype
#else
    public typealias CacheDTO = Codable
#endif
