import Synchronization

/// Every 64th key of the list order, per filter, so a page deep in a long list starts with a
/// seek instead of stepping over every todo before it.
///
/// `LIMIT 50 OFFSET 99950` walks 99,950 index entries to throw them away: page 2,000 of 100,000
/// todos cost two thousand times page 1. With the samples, a window `offset` rows in starts
/// right after the sample before it (one seek down the list-order index) and steps over fewer
/// than 64 rows. The page links stay numbered.
///
/// Samples are read in the same snapshot as the page and kept with that snapshot's revision; a
/// read at any other revision (after a write, by any process) reads them again, once, by
/// walking the index as the offset did. So a deep page right after a write costs what it did
/// before, and every deep page after it is as cheap as the first.
final class ListKeySamples: Sendable {
    /// A position in the list order: `(position, createdAt, id)` is unique and sorted.
    struct Key: Sendable {
        let position: Int
        let createdAt: Int64
        let id: String
    }

    /// Every how many rows a key is kept.
    static let stride = 64

    /// How many lists (an owner's, under one filter) have their samples kept at most.
    static let capacity = 256

    /// Whose list, under which filter (`nil` all, `true` done, `false` open).
    private struct List: Hashable {
        var owner: String
        var completed: Bool?
    }

    /// Per list: the keys and the revision they were read at.
    private let kept = Mutex<[List: (revision: Int64, keys: [Key])]>([:])

    /// Where a window `offset` rows into `owner`'s list the filter selects begins: after `key`
    /// (`nil`: at the start), `skip` rows further on. `readKeys` reads the key of every
    /// ``stride``-th row, the last of each run of 64, in list order, from the caller's snapshot at
    /// `revision` (the owner's).
    func start(
        offset: Int, owner: String, completed: Bool?, revision: Int64, readKeys: () throws -> [Key]
    ) rethrows -> (after: Key?, skip: Int) {
        let run = offset / Self.stride
        guard run > 0 else { return (nil, offset) }
        let list = List(owner: owner, completed: completed)
        var keys = kept.withLock { $0[list].flatMap { $0.revision == revision ? $0.keys : nil } }
        if keys == nil {
            let read = try readKeys()
            kept.withLock { kept in
                // A slower reader must not put back the keys of an older revision.
                guard (kept[list]?.revision ?? .min) <= revision else { return }
                if kept[list] == nil && kept.count >= Self.capacity { kept.removeAll() }
                kept[list] = (revision, read)
            }
            keys = read
        }
        guard let keys, run <= keys.count else {
            // Past the end of the list: a window there is empty, whatever it skips.
            return (keys?.last, offset)
        }
        return (keys[run - 1], offset - run * Self.stride)
    }
}
