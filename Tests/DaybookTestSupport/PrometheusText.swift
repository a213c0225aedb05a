import Foundation

/// A page in the Prometheus text exposition format (0.0.4), read strictly: what a scraper would
/// refuse is an error here, so a test that reads a page has also checked its format.
///
/// Checked: every line is a comment, a `# HELP`/`# TYPE` line or a sample; names and label
/// names are valid; label values are quoted with only `\\`, `\"` and `\n` escaped; a value is a
/// number, `+Inf`, `-Inf` or `NaN`; a family's `TYPE` comes once, before its samples; a counter
/// is never negative; and a histogram's buckets only grow, up to `+Inf`, which equals its `_count`.
public struct PrometheusText: Sendable {
    public struct Sample: Hashable, Sendable {
        public let name: String
        public let labels: [String: String]
        public let value: Double
    }

    public struct Malformed: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// Each family's type, by name.
    public let types: [String: String]
    public let samples: [Sample]

    public init(parsing text: String) throws(Malformed) {
        var types: [String: String] = [:]
        var samples: [Sample] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
                guard words.count >= 3, words[0] == "#", ["TYPE", "HELP"].contains(words[1]) else { continue }
                let name = String(words[2])
                guard Self.isMetricName(name) else { throw Malformed(line: number, reason: "bad name \(name)") }
                if words[1] == "TYPE" {
                    let type = words.count == 4 ? String(words[3]) : ""
                    guard ["counter", "gauge", "histogram", "summary", "untyped"].contains(type) else {
                        throw Malformed(line: number, reason: "unknown type \(type)")
                    }
                    guard types[name] == nil else { throw Malformed(line: number, reason: "second TYPE for \(name)") }
                    guard !samples.contains(where: { Self.family(of: $0.name, in: types) == name }) else {
                        throw Malformed(line: number, reason: "TYPE for \(name) after its samples")
                    }
                    types[name] = type
                }
                continue
            }
            let sample = try Self.sample(Substring(line), line: number)
            guard let family = Self.family(of: sample.name, in: types) else {
                throw Malformed(line: number, reason: "\(sample.name) has no TYPE before it")
            }
            if types[family] == "counter", sample.value < 0 {
                throw Malformed(line: number, reason: "negative counter \(sample.name)")
            }
            samples.append(sample)
        }
        self.types = types
        self.samples = samples
        try checkHistograms()
    }

    /// The value of the one sample named `name` with exactly these labels.
    public func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
        samples.first { $0.name == name && $0.labels == labels }?.value
    }

    /// The sum of every sample named `name` whose labels include `labels`.
    public func total(_ name: String, where labels: [String: String] = [:]) -> Double {
        samples.filter { sample in
            sample.name == name && labels.allSatisfy { sample.labels[$0.key] == $0.value }
        }.reduce(0) { $0 + $1.value }
    }

    private func checkHistograms() throws(Malformed) {
        for (name, type) in types where type == "histogram" {
            let buckets = samples.filter { $0.name == "\(name)_bucket" }
            let series = Dictionary(grouping: buckets) { $0.labels.filter { $0.key != "le" } }
            for (labels, buckets) in series {
                let bounds = buckets.map { Double($0.labels["le"] ?? "") ?? .nan }
                guard bounds == bounds.sorted(), bounds.last == .infinity else {
                    throw Malformed(line: 0, reason: "\(name)\(labels): buckets out of order or no +Inf")
                }
                let counts = buckets.map(\.value)
                guard counts == counts.sorted() else {
                    throw Malformed(line: 0, reason: "\(name)\(labels): bucket counts go down")
                }
                guard value("\(name)_count", labels) == counts.last, value("\(name)_sum", labels) != nil else {
                    throw Malformed(line: 0, reason: "\(name)\(labels): +Inf bucket is not _count, or no _sum")
                }
            }
        }
    }

    /// The family a sample belongs to: its own name, or a histogram's or summary's whose series it is.
    private static func family(of name: String, in types: [String: String]) -> String? {
        if types[name] != nil { return name }
        for suffix in ["_bucket", "_sum", "_count"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if ["histogram", "summary"].contains(types[base]) { return base }
        }
        return nil
    }

    private static func sample(_ line: Substring, line number: Int) throws(Malformed) -> Sample {
        let nameEnd = line.firstIndex { $0 == "{" || $0 == " " } ?? line.endIndex
        let name = String(line[..<nameEnd])
        guard isMetricName(name) else { throw Malformed(line: number, reason: "bad name \(name)") }
        var rest = line[nameEnd...]
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                guard let equals = rest.firstIndex(of: "=") else { throw Malformed(line: number, reason: "no =") }
                let label = String(rest[..<equals])
                guard isLabelName(label), labels[label] == nil else {
                    throw Malformed(line: number, reason: "bad or repeated label \(label)")
                }
                rest = rest[rest.index(after: equals)...]
                guard rest.first == "\"" else { throw Malformed(line: number, reason: "unquoted value of \(label)") }
                rest = rest.dropFirst()
                var value = ""
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    if character == "\\" {
                        switch rest.first {
                        case "\\": value.append("\\")
                        case "\"": value.append("\"")
                        case "n": value.append("\n")
                        default: throw Malformed(line: number, reason: "bad escape in \(label)")
                        }
                        rest = rest.dropFirst()
                    } else {
                        value.append(character)
                    }
                }
                guard rest.first == "\"" else { throw Malformed(line: number, reason: "unterminated \(label)") }
                rest = rest.dropFirst()
                labels[label] = value
                if rest.first == "," { rest = rest.dropFirst() }
                guard !rest.isEmpty else { throw Malformed(line: number, reason: "unterminated labels") }
            }
            rest = rest.dropFirst()
        }
        let fields = rest.split(separator: " ")
        guard rest.first == " ", (1...2).contains(fields.count), let value = parseValue(fields[0]) else {
            throw Malformed(line: number, reason: "bad value in \(String(line))")
        }
        if fields.count == 2, Int64(fields[1]) == nil { throw Malformed(line: number, reason: "bad timestamp") }
        return Sample(name: name, labels: labels, value: value)
    }

    private static func parseValue(_ text: Substring) -> Double? {
        switch text {
        case "+Inf": .infinity
        case "-Inf": -.infinity
        case "NaN": .nan
        default: text.allSatisfy { $0.isNumber || "+-.eE".contains($0) } ? Double(text) : nil
        }
    }

    private static func isMetricName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" || first == ":" else {
            return false
        }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") }
    }

    private static func isLabelName(_ name: String) -> Bool {
        isMetricName(name) && !name.contains(":")
    }
}
