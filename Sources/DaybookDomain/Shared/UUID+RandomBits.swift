import Foundation

extension UUID {
    /// A version-4 (random) UUID from 128 random bits: all but the six that RFC 9562 fixes.
    public init(randomBits: (UInt64, UInt64)) {
        var bits = (randomBits.0.bigEndian, randomBits.1.bigEndian)
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { output in
            withUnsafeBytes(of: &bits) { output.copyMemory(from: $0) }
            output[6] = output[6] & 0x0F | 0x40  // version 4
            output[8] = output[8] & 0x3F | 0x80  // variant 10
        }
        self.init(uuid: value)
    }
}
