#!/usr/bin/env python3
"""Turns the raw results of Benchmarks/run.sh into BENCHMARKS.md. Standard library only.

    report.py RESULTS.jsonl > BENCHMARKS.md     the report
    report.py --parse-wrk WRK_OUTPUT.txt        one wrk run as JSON (used by run.sh)
    report.py --parse-wrk-sum WRK1.txt WRK2.txt two wrk runs at once as one (rates added,
                                                the slower latencies kept)
"""

import json
import re
import statistics
import sys

UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


def milliseconds(text):
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text.strip()).groups()
    return float(number) * UNITS[unit]


def parse_wrk(path):
    text = open(path).read()
    result = {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))}
    for percent in ("50", "75", "90", "99"):
        match = re.search(rf"^\s+{percent}%\s+(\S+)", text, re.M)
        result[f"p{percent}ms"] = milliseconds(match.group(1))
    result["requests"] = int(re.search(r"(\d+) requests in", text).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    result["non2xx"] = int(bad.group(1)) if bad else 0
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    result["socketErrors"] = sum(map(int, errors.groups())) if errors else 0
    return result


def parse_wrk_sum(first, second):
    a, b = parse_wrk(first), parse_wrk(second)
    summed = {key: max(a[key], b[key]) for key in a if key.endswith("ms")}
    for key in ("rps", "requests", "non2xx", "socketErrors"):
        summed[key] = a[key] + b[key]
    return summed


def load(path):
    runs = {}
    for line in open(path):
        if line.strip():
            entry = json.loads(line)
            runs.setdefault(entry["benchmark"], []).append(entry)
    return runs


def fmt(value, digits=1):
    return f"{value:,.{digits}f}"


class Report:
    def __init__(self, runs):
        self.runs = runs
        self.lines = []
        self.targets = []

    def one(self, name):
        return self.runs[name][0]

    def http(self, name):
        """The median round of a wrk pair, and every round's rate."""
        rounds = self.runs.get(name, [])
        if not rounds:
            return None
        ordered = sorted(rounds, key=lambda r: r["rps"])
        median = ordered[len(ordered) // 2]
        return {
            **median,
            "rounds": [r["rps"] for r in rounds],
            "medianRps": statistics.median(r["rps"] for r in rounds),
            "non2xx": sum(r["non2xx"] for r in rounds),
            "socketErrors": sum(r["socketErrors"] for r in rounds),
        }

    def target(self, what, measured, goal, met):
        self.targets.append((what, measured, goal, "met" if met else "**missed**"))

    def add(self, *lines):
        self.lines.extend(lines)

    def build(self):
        machine = self.one("machine")
        settings = self.one("settings")
        grdb, layers = self.one("list-grdb"), self.one("list-layers")
        imported = self.one("import")
        cached, concurrent = self.one("weather-cached"), self.one("weather-concurrent")
        process = self.one("hyperfine-list")

        list_ratio = layers["ms"]["median"] / grdb["ms"]["median"]
        self.target(
            "Cached weather lookup, in process (median; p99)",
            f"{fmt(cached['µs']['median'])} µs; {fmt(cached['µs']['p99'])} µs", "< 50 µs",
            cached["µs"]["median"] < 50)
        self.target(
            "1,000 concurrent lookups of one city: upstream requests",
            f"{concurrent['upstreamRequests']} ({concurrent['answered']} answered)", "exactly 1",
            concurrent["upstreamRequests"] == 1 and concurrent["answered"] == concurrent["lookups"])
        self.target(
            "Import 100,000 todos (median of runs)", f"{fmt(imported['importSeconds']['median'] * 1000, 0)} ms",
            "< 1 s", imported["importSeconds"]["median"] < 1)
        self.target(
            "First page of 50 with 100,000 stored (median; p99)",
            f"{fmt(imported['firstPageMs']['median'], 3)} ms; {fmt(imported['firstPageMs']['p99'], 3)} ms",
            "< 2 ms", imported["firstPageMs"]["median"] < 2)
        self.target(
            "`daybook todo list`, fresh release process, 10,000 todos (mean)",
            f"{fmt(process['ms']['mean'])} ms", "< 50 ms", process["ms"]["mean"] < 50)

        pairs = []
        for label in ("10", "1000"):
            ours, theirs = self.http(f"daybook-api-{label}"), self.http(f"baseline-api-{label}")
            if ours and theirs:
                pairs.append((f"`GET /api/todos`, {label} todos", ours, theirs))
        html, html_base = self.http("daybook-html-10"), self.http("baseline-api-10-html-pair")
        api10 = dict((p[0], p) for p in pairs).get("`GET /api/todos`, 10 todos")
        if api10:
            ratio = api10[1]["medianRps"] / api10[2]["medianRps"]
            self.target("`GET /api/todos` (10 todos) vs. the bare handler", f"{fmt(ratio, 2)}×", "≥ 0.9×", ratio >= 0.9)
        if html and html_base:
            ratio = html["medianRps"] / html_base["medianRps"]
            self.target("`GET /todos` (HTML, 10 todos) vs. the bare handler's JSON", f"{fmt(ratio, 2)}×", "≥ 0.8×",
                        ratio >= 0.8)
        postgres = []
        for name, label in (("api-10", "`GET /api/todos`, 10 todos"), ("post", "`POST /api/todos`")):
            ours, theirs = self.http(f"pg-daybook-{name}"), self.http(f"pg-baseline-{name}")
            if ours and theirs:
                postgres.append((label, ours, theirs, self.http(f"pg-two-daybook-{name}")))
                ratio = ours["medianRps"] / theirs["medianRps"]
                self.target(f"PostgreSQL: {label} vs. the bare postgres-nio handler", f"{fmt(ratio, 2)}×", "≥ 0.9×",
                            ratio >= 0.9)

        self.add(
            "# Daybook benchmarks", "",
            "What Daybook's layers cost, measured against the same work done without them. Written by "
            "`Benchmarks/run.sh` (see `Benchmarks/README.md`); every figure below is from one run of it.", "",
            "## Machine", "",
            f"- CPU: {machine['cpu']}, {machine['cores']} cores; memory {machine['memory']}",
            f"- OS: {machine['os']}",
            f"- {machine['swift']}; release build (`swift build -c release --static-swift-stdlib`)",
            f"- {machine['wrk']}; {machine['hyperfine']}",
            f"- Commit: `{machine['commit']}`", "",
            "The load generator and the servers share the machine's cores, so the HTTP rates are a lower "
            "bound on what the server alone could do; the ratios compare like with like.", "",
            "## Commands", "",
            "```sh", "Benchmarks/run.sh            # everything below, then writes BENCHMARKS.md", "```", "",
            f"HTTP: `wrk --latency -t{settings['threads']} -c{settings['connections']} -d{settings['seconds']}s URL`, "
            f"{settings['rounds']} rounds per endpoint alternating Daybook and the bare handler; the tables give "
            "the median round and every round's rate.", "",
            "## Targets", "",
            "| What | Measured | Target | |", "|---|---|---|---|",
            *[f"| {a} | {b} | {c} | {d} |" for a, b, c, d in self.targets], "",
            "## In process", "",
            "| Benchmark | Median | p90 | p99 | Peak RSS |", "|---|---|---|---|---|",
            f"| List 10,000 todos: GRDB alone, same SQL, into plain structs | {fmt(grdb['ms']['median'], 2)} ms "
            f"| {fmt(grdb['ms']['p90'], 2)} ms | {fmt(grdb['ms']['p99'], 2)} ms | {fmt(grdb['peakRSSMiB'])} MiB |",
            f"| List 10,000 todos: controller → use case → repository → store → presenter | "
            f"{fmt(layers['ms']['median'], 2)} ms | {fmt(layers['ms']['p90'], 2)} ms | {fmt(layers['ms']['p99'], 2)} ms "
            f"| {fmt(layers['peakRSSMiB'])} MiB |",
            f"| Import 100,000 todos (`importLines`, {imported['importSeconds']['runs']:.0f} runs, new database each) "
            f"| {fmt(imported['importSeconds']['median'] * 1000, 0)} ms | {fmt(imported['importSeconds']['p90'] * 1000, 0)} ms "
            f"| {fmt(imported['importSeconds']['p99'] * 1000, 0)} ms | {fmt(imported['peakRSSMiB'])} MiB |",
            f"| First page of 50, 100,000 stored ({imported['firstPageMs']['runs']:.0f} reads) "
            f"| {fmt(imported['firstPageMs']['median'], 3)} ms | {fmt(imported['firstPageMs']['p90'], 3)} ms "
            f"| {fmt(imported['firstPageMs']['p99'], 3)} ms | (same process) |",
            f"| Cached weather lookup, controller to view state ({cached['lookups']:,} lookups) "
            f"| {fmt(cached['µs']['median'])} µs | {fmt(cached['µs']['p90'])} µs | {fmt(cached['µs']['p99'])} µs "
            f"| {fmt(cached['peakRSSMiB'])} MiB |",
            f"| {concurrent['lookups']:,} concurrent lookups, empty cache, provider answering in "
            f"{concurrent['upstreamDelayMs']} ms | {fmt(concurrent['seconds'] * 1000, 0)} ms in all | | "
            f"| {fmt(concurrent['peakRSSMiB'])} MiB |", "",
            f"- Layers ÷ GRDB alone for the 10,000-todo list: **{fmt(list_ratio, 2)}×** "
            f"({layers['rows']:,} rows each). The layered path also checks every row against the domain's rules, "
            "builds entities and view state, counts, and works out the shortest unique id prefix.",
            f"- Upstream requests: {cached['upstreamRequests']} for the cached run (the first lookup), "
            f"{concurrent['upstreamRequests']} for the {concurrent['lookups']:,} concurrent lookups, "
            f"which all got an answer ({concurrent['sources']}).",
            f"- `daybook todo list` as a new process ({process['lines']:,} lines of output): mean "
            f"{fmt(process['ms']['mean'])} ms ± {fmt(process['ms']['stddev'])} ms, min {fmt(process['ms']['min'])} ms, "
            f"over {process['runs']} runs.", "",
            "## HTTP", "",
            "| Endpoint | Daybook req/s | Bare handler req/s | Ratio | Daybook p50 / p99 | Bare p50 / p99 |",
            "|---|---|---|---|---|---|",
        )
        for label, ours, theirs in pairs:
            self.add(self.row(label, ours, theirs))
        if html and html_base:
            self.add(self.row("`GET /todos` (HTML) vs. bare `GET /api/todos`, 10 todos", html, html_base))
        for name, label in (("daybook-post", "`POST /api/todos`"), ("daybook-weather", "`GET /weather?city=Tokyo`, cached")):
            run = self.http(name)
            if run:
                self.add(f"| {label} | {fmt(run['medianRps'], 0)} | | | {fmt(run['p50ms'], 2)} / "
                         f"{fmt(run['p99ms'], 2)} ms | |")
        self.add("", "Rates of every round:", "")
        for name in sorted(n for n in self.runs if n.startswith(("daybook-", "baseline-", "unmetered-", "quiet-"))):
            run = self.http(name)
            self.add(f"- `{name}`: {', '.join(fmt(r, 0) for r in run['rounds'])} req/s; "
                     f"non-2xx answers {run['non2xx']}, socket errors {run['socketErrors']}")
        if "post-count" in self.runs:
            self.add(f"- After the POST run the database held {self.one('post-count')['todos']:,} todos.")
        operated = self.http("daybook-api-10")
        unmetered, quiet = self.http("unmetered-daybook-api-10"), self.http("quiet-daybook-api-10")
        if operated and unmetered and quiet:
            def cost(slower, faster):
                return fmt((1 - slower["medianRps"] / faster["medianRps"]) * 100, 0)
            self.add(f"- Daybook runs as an operator runs it: logging every request at `info` to standard error (a "
                     f"file here) and keeping metrics (`--metrics-port`). In the same rounds, on `GET /api/todos` "
                     f"with 10 todos: {fmt(operated['medianRps'], 0)} req/s; "
                     f"{fmt(unmetered['medianRps'], 0)} with metrics off; {fmt(quiet['medianRps'], 0)} with metrics "
                     f"and logging off (`DAYBOOK_LOG_LEVEL=critical`). The metrics cost {cost(operated, unmetered)}%, "
                     f"the request log {cost(unmetered, quiet)}%, both {cost(operated, quiet)}%.")
        if postgres:
            self.add(
                "", "## PostgreSQL", "",
                "`daybook serve` with `DAYBOOK_DATABASE_URL` against the bare handler "
                "(`BaselineServer --postgres`: Hummingbird and a `PostgresClient`, no layers; its POST is one "
                "transaction that locks the counts row, places last and inserts, as correct under concurrency as "
                "Daybook's) on a PostgreSQL 15 cluster on the same machine, in alternating rounds. "
                "\"Two processes\" is the same load, its connections split between two `daybook serve` "
                "processes on the same database.", "",
                "| Endpoint | Daybook req/s | Bare handler req/s | Ratio | Daybook p50 / p99 | Bare p50 / p99 "
                "| Two Daybook processes req/s |",
                "|---|---|---|---|---|---|---|",
            )
            for label, ours, theirs, two in postgres:
                two_text = f"{fmt(two['medianRps'], 0)} ({fmt(two['medianRps'] / ours['medianRps'], 2)}× one)" if two else ""
                self.add(self.row(label, ours, theirs) + f" {two_text} |")
            if "pg-post-check" in self.runs:
                check = self.one("pg-post-check")
                self.add("", f"- After the POST rounds, one process and two at once, Daybook's database held "
                         f"{check['todos']:,} todos in {check['distinctOrders']:,} distinct orders, and its kept "
                         f"count said {check['counted']:,}.")
            self.add("", "Rates of every round:", "")
            for name in sorted(n for n in self.runs if n.startswith("pg-") and n != "pg-post-check"):
                run = self.http(name)
                self.add(f"- `{name}`: {', '.join(fmt(r, 0) for r in run['rounds'])} req/s; "
                         f"non-2xx answers {run['non2xx']}, socket errors {run['socketErrors']}")
        return "\n".join(self.lines) + "\n"

    @staticmethod
    def row(label, ours, theirs):
        ratio = ours["medianRps"] / theirs["medianRps"]
        return (f"| {label} | {fmt(ours['medianRps'], 0)} | {fmt(theirs['medianRps'], 0)} | {fmt(ratio, 2)}× | "
                f"{fmt(ours['p50ms'], 2)} / {fmt(ours['p99ms'], 2)} ms | {fmt(theirs['p50ms'], 2)} / "
                f"{fmt(theirs['p99ms'], 2)} ms |")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--parse-wrk":
        print(json.dumps(parse_wrk(sys.argv[2])))
    elif len(sys.argv) == 4 and sys.argv[1] == "--parse-wrk-sum":
        print(json.dumps(parse_wrk_sum(sys.argv[2], sys.argv[3])))
    elif len(sys.argv) == 2:
        sys.stdout.write(Report(load(sys.argv[1])).build())
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
