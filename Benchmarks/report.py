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


# Builds measured as steps (BENCH_STEPS), in the order the changes were made, and what each is.
STEP_ORDER = ["before", "logs", "reader"]
STEP_TEXT = {
    "before": "Before (`f2e1067`)",
    "logs": "+ counts sharded on PostgreSQL, log lines cheaper (`083e0e0`)",
    "reader": "+ client key on demand, revision on its own SQLite connection (`f84e298`)",
    "final": "+ no read before a change by id, Host kept, headers made once; on PostgreSQL the add "
             "prepared and NOTIFY after commit (this run's build)",
}


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
        self.faster_than_obvious_targets(html, html_base)
        postgres = []
        for name, label in (("api-10", "`GET /api/todos`, 10 todos"), ("post", "`POST /api/todos`")):
            ours, theirs = self.http(f"pg-daybook-{name}"), self.http(f"pg-baseline-{name}")
            if ours and theirs:
                postgres.append((label, ours, theirs, self.http(f"pg-two-daybook-{name}")))
                ratio = ours["medianRps"] / theirs["medianRps"]
                self.target(f"PostgreSQL: {label} vs. the bare postgres-nio handler", f"{fmt(ratio, 2)}×", "≥ 0.9×",
                            ratio >= 0.9)

        if "live-idle" in self.runs:
            late = self.one("live-latency")
            quiet, held = self.http("live-none-api-10"), self.http("live-held-api-10")
            self.target("Live pages: a write reaching 100 open pages (p99)", f"{fmt(late['ms']['p99'])} ms",
                        "< 1 s (within a second)", late["ms"]["p99"] < 1000)
            live_ratio = held["medianRps"] / quiet["medianRps"]
            self.target("`GET /api/todos` with 100 idle live pages open vs. none", f"{fmt(live_ratio, 2)}×",
                        "≥ 0.9× (unchanged within noise)", live_ratio >= 0.9)

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
            *([f"| Page {imported['lastPage']:,} of 50 todos (the last), 100,000 stored ({imported['lastPageMs']['runs']:.0f} reads; "
               f"the first read after the import, which samples the keys: "
               f"{fmt(imported['lastPageFirstReadMs']['median'], 1)} ms) "
               f"| {fmt(imported['lastPageMs']['median'], 3)} ms | {fmt(imported['lastPageMs']['p90'], 3)} ms "
               f"| {fmt(imported['lastPageMs']['p99'], 3)} ms | (same process) |"] if "lastPageMs" in imported else []),
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
            f"over {process['runs']} runs.",
            *([f"- The build before this work, in the same run: import of {self.one('import-before')['count']:,} todos "
               f"{fmt(self.one('import-before')['importSeconds']['median'] * 1000, 0)} ms (median of "
               f"{self.one('import-before')['importSeconds']['runs']:.0f}); `daybook todo list` "
               f"{fmt(self.one('hyperfine-list-before')['ms']['mean'])} ms; `daybook todo list --json` "
               f"{fmt(self.one('hyperfine-list-json-before')['ms']['mean'])} ms (means of 40 fresh processes). "
               "The absolute targets were set on a faster day of this machine; these say what the same "
               "work took on this one."] if "import-before" in self.runs else []),
            *([f"- Taskwarrior {self.one('hyperfine-task-list')['version']}'s `task list` of 10,000 pending tasks "
               f"as a new process ({self.one('hyperfine-task-list')['lines']:,} lines), its default settings: mean "
               f"{fmt(self.one('hyperfine-task-list')['ms']['mean'])} ms ± "
               f"{fmt(self.one('hyperfine-task-list')['ms']['stddev'])} ms, over "
               f"{self.one('hyperfine-task-list')['runs']} runs."] if "hyperfine-task-list" in self.runs else []),
            *([f"- `daybook todo list --json` as a new process ({self.one('hyperfine-list-json')['lines']:,} lines): "
               f"mean {fmt(self.one('hyperfine-list-json')['ms']['mean'])} ms ± "
               f"{fmt(self.one('hyperfine-list-json')['ms']['stddev'])} ms, "
               f"min {fmt(self.one('hyperfine-list-json')['ms']['min'])} ms."] if "hyperfine-list-json" in self.runs else []),
            "",
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
        for name in sorted(n for n in self.runs if n.startswith(("daybook-", "baseline-", "unmetered-", "quiet-"))
                           and not n.startswith("daybook-html-10-weather")):
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
        self.faster_than_obvious_section()
        self.live_section()
        if postgres:
            self.add(
                "", "## PostgreSQL", "",
                "`daybook serve` with `DAYBOOK_DATABASE_URL` against the bare handler "
                "(`BaselineServer --postgres`: Hummingbird and a `PostgresClient`, no layers; its POST is one "
                "transaction that locks the counts row, places last and inserts, as Daybook's did before schema "
                "v6) and the tutorial's PostgreSQL mode, on a PostgreSQL 15 cluster on the same machine, in "
                "alternating rounds. "
                "\"Two processes\" is the same load, its connections split between two `daybook serve` "
                "processes on the same database.", "",
                "| Endpoint | Daybook req/s | Bare handler req/s | Ratio | Daybook p50 / p99 | Bare p50 / p99 "
                "| Two Daybook processes req/s |",
                "|---|---|---|---|---|---|---|",
            )
            for label, ours, theirs, two in postgres:
                two_text = f"{fmt(two['medianRps'], 0)} ({fmt(two['medianRps'] / ours['medianRps'], 2)}× one)" if two else ""
                self.add(self.row(label, ours, theirs) + f" {two_text} |")
            tutorial = self.http("pg-tutorial-post")
            if tutorial:
                ours = self.http("pg-daybook-post")
                self.add(f"| `POST /api/todos`: the tutorial's PostgreSQL mode (`BaselineServer --tutorial-postgres`: "
                         f"one `INSERT`, nothing counted, no order placed) | {fmt(ours['medianRps'], 0)} "
                         f"| {fmt(tutorial['medianRps'], 0)} | {fmt(ours['medianRps'] / tutorial['medianRps'], 2)}× "
                         f"| {fmt(ours['p50ms'], 2)} / {fmt(ours['p99ms'], 2)} ms "
                         f"| {fmt(tutorial['p50ms'], 2)} / {fmt(tutorial['p99ms'], 2)} ms | |")
            before, two_before = self.http("pg-before-post"), self.http("pg-two-before-post")
            if before and two_before:
                self.add(f"| `POST /api/todos`: Daybook before schema v6 (every add locking one counts row), "
                         f"same rounds | {fmt(before['medianRps'], 0)} | | | {fmt(before['p50ms'], 2)} / "
                         f"{fmt(before['p99ms'], 2)} ms | | {fmt(two_before['medianRps'], 0)} "
                         f"({fmt(two_before['medianRps'] / before['medianRps'], 2)}× one) |")
            for label in self.one("pg-steps")["labels"] if "pg-steps" in self.runs else []:
                step = self.http(f"pg-step-{label}-post")
                ours = self.http("pg-daybook-post")
                if step and ours:
                    self.add(f"| `POST /api/todos`: Daybook at `{label}`, one process, same rounds "
                             f"| {fmt(step['medianRps'], 0)} | | {fmt(ours['medianRps'] / step['medianRps'], 2)}× "
                             f"(this build ÷ `{label}`) | {fmt(step['p50ms'], 2)} / {fmt(step['p99ms'], 2)} ms | | |")
            if "pg-post-check" in self.runs:
                check = self.one("pg-post-check")
                self.add("", f"- After the POST rounds, one process and two at once, Daybook's database held "
                         f"{check['todos']:,} todos, and its counts said {check['counted']:,}; "
                         f"{check['todos'] - check['distinctOrders']:,} of them share an order number with one "
                         "added at the same moment (each still after every todo there was before it).")
            burst_rows = [(prefix, text) for prefix, text in (
                ("pg-waits-daybook-post", "Daybook, one process"),
                ("pg-waits-two-daybook-post", "Daybook, two processes"),
                ("pg-waits-two-before-post", "Daybook before schema v6, two processes"),
                ("pg-waits-baseline-post", "The bare handler (locks one counts row per add)"))
                if any(n.startswith(prefix + "-") for n in self.runs)]
            if burst_rows:
                self.add("", "Who waits during a POST burst: `pg_stat_activity` of the database sampled every 20 ms "
                         "through every round (sessions running a statement; those waiting for a lock, and on what):",
                         "", "| Writers | Samples | Running (mean) | Waiting for a lock (mean) | Samples with a waiter "
                         "| Lock waited on |", "|---|---|---|---|---|---|")
                for prefix, text in burst_rows:
                    w = self.waits(prefix)
                    events = ", ".join(f"`{e}` ({c:,})" for e, c in sorted(w["events"].items(), key=lambda x: -x[1]))
                    self.add(f"| {text} | {w['samples']:,} | {fmt(w['meanActive'], 2)} | {fmt(w['meanWaiting'], 2)} "
                             f"| {fmt(w['share'] * 100, 1)}% | {events or 'none'} |")
            self.add("", "Rates of every round:", "")
            for name in sorted(n for n in self.runs if n.startswith("pg-") and n not in ("pg-post-check", "pg-steps")
                               and not n.startswith("pg-waits-")):
                run = self.http(name)
                self.add(f"- `{name}`: {', '.join(fmt(r, 0) for r in run['rounds'])} req/s; "
                         f"non-2xx answers {run['non2xx']}, socket errors {run['socketErrors']}")
        return "\n".join(self.lines) + "\n"

    def waits(self, prefix):
        """What `pg_stat_activity` showed over every round of a burst: the share of samples in which
        some session of the database waited for a lock, and on what."""
        rounds = [run for name, runs in self.runs.items() if name.startswith(prefix + "-") for run in runs]
        samples = sum(r["samples"] for r in rounds)
        waiting = sum(r["waiting"] for r in rounds)
        events = {}
        for r in rounds:
            for event, count in r["events"].items():
                events[event] = events.get(event, 0) + count
        return {"samples": samples, "waiting": waiting, "share": waiting / samples if samples else 0,
                "meanActive": sum(r["meanActive"] * r["samples"] for r in rounds) / samples if samples else 0,
                "meanWaiting": sum(r["meanWaiting"] * r["samples"] for r in rounds) / samples if samples else 0,
                "events": events}

    def ratio(self, ours, theirs):
        a, b = self.http(ours), self.http(theirs)
        return (a["medianRps"] / b["medianRps"], a, b) if a and b else (None, a, b)

    def faster_than_obvious_targets(self, html, html_base):
        """The targets of "faster than the obvious server" (issue 16)."""
        for label, goal in (("10", 1.0), ("1000", 3.0)):
            ratio, ours, tutorial = self.ratio(f"daybook-api-{label}", f"tutorial-api-{label}")
            if ratio is not None:
                self.target(f"`GET /api/todos`, {label} todos, persisted, vs. the tutorial's in-memory server",
                            f"{fmt(ratio, 2)}× ({fmt(ours['medianRps'], 0)} vs. {fmt(tutorial['medianRps'], 0)} req/s)",
                            f"≥ {goal:g}×", ratio >= goal)
        for label, goal in (("10", 1.0), ("1000", 3.0)):
            ratio, ours, tutorial = self.ratio(f"daybook-mix-{label}", f"tutorial-mix-{label}")
            if ratio is not None:
                self.target(f"9 `GET /api/todos` to 1 `PATCH`, {label} todos, vs. the tutorial's in-memory server",
                            f"{fmt(ratio, 2)}× ({fmt(ours['medianRps'], 0)} vs. {fmt(tutorial['medianRps'], 0)} req/s)",
                            f"≥ {goal:g}×", ratio >= goal)
        ratio, ours, tutorial = self.ratio("pg-daybook-post", "pg-tutorial-post")
        if ratio is not None:
            self.target("PostgreSQL: `POST /api/todos`, 32 clients, vs. the tutorial's PostgreSQL mode",
                        f"{fmt(ratio, 2)}× ({fmt(ours['medianRps'], 0)} vs. {fmt(tutorial['medianRps'], 0)} req/s)",
                        "≥ 1.0×", ratio >= 1.0)
        ratio, two, one = self.ratio("pg-two-daybook-post", "pg-daybook-post")
        if ratio is not None:
            waits = self.waits("pg-waits-two-daybook-post")
            self.target("PostgreSQL: `POST /api/todos`, two `daybook serve` processes vs. one",
                        f"{fmt(ratio, 2)}× ({fmt(two['medianRps'], 0)} vs. {fmt(one['medianRps'], 0)} req/s); "
                        f"a writer waiting on a lock in {fmt(waits['share'] * 100, 1)}% of "
                        f"{waits['samples']:,} samples", "> 1.0×", ratio > 1.0)
        if "instructions-daybook" in self.runs and "instructions-tutorial" in self.runs:
            tutorial = self.one("instructions-tutorial")["instructionsPerRequest"]
            after = self.one("instructions-daybook")["instructionsPerRequest"] / tutorial
            before = (self.one("instructions-step-before")["instructionsPerRequest"] / tutorial
                      if "instructions-step-before" in self.runs else None)
            self.target("Instructions per `GET /api/todos` (10 todos), Daybook ÷ the tutorial's server (callgrind)",
                        (f"before {fmt(before, 2)}×, " if before else "") + f"after {fmt(after, 2)}×",
                        "reported, before and after", before is None or after <= before)
        if "hyperfine-task-list" in self.runs:
            task, ours = self.one("hyperfine-task-list"), self.one("hyperfine-list")
            ratio = task["ms"]["mean"] / ours["ms"]["mean"]
            self.target("`daybook todo list` vs. Taskwarrior's `task list`, 10,000 each, fresh processes (means)",
                        f"{fmt(ratio, 2)}× faster ({fmt(ours['ms']['mean'])} vs. {fmt(task['ms']['mean'])} ms)",
                        "≥ 3× faster", ratio >= 3)
        if html and html_base:
            ratio = html["medianRps"] / html_base["medianRps"]
            self.target("`GET /todos` (HTML, 10 todos) vs. the bare GRDB handler's JSON", f"{fmt(ratio, 2)}×", "≥ 0.9×",
                        ratio >= 0.9)
        ratio, weather, page = self.ratio("daybook-weather", "daybook-html-10-weather-pair")
        if ratio is not None:
            self.target("`GET /weather?city=Tokyo` (cached) vs. the HTML todos page (same rounds)",
                        f"{fmt(ratio, 2)}× ({fmt(weather['medianRps'], 0)} vs. {fmt(page['medianRps'], 0)} req/s)",
                        "≥ 0.8×", ratio >= 0.8)
        imported = self.one("import")
        if "lastPageMs" in imported:
            ratio = imported["lastPageMs"]["median"] / imported["firstPageMs"]["median"]
            self.target(f"Page {imported['lastPage']:,} of {imported['count']:,} todos vs. page 1 (median)",
                        f"{fmt(ratio, 2)}× ({fmt(imported['lastPageMs']['median'], 3)} vs. "
                        f"{fmt(imported['firstPageMs']['median'], 3)} ms)", "≤ 1.5×", ratio <= 1.5)
        if "hyperfine-list-json" in self.runs:
            process = self.one("hyperfine-list-json")
            self.target("`daybook todo list --json`, fresh release process, 10,000 todos (mean)",
                        f"{fmt(process['ms']['mean'])} ms", "< 50 ms", process["ms"]["mean"] < 50)
        if "memory" in self.runs:
            memory = self.one("memory")
            mib = memory["rssKiB"] / 1024
            self.target(f"Resident size of `daybook serve` after {memory['requests']:,} mixed requests",
                        f"{fmt(mib)} MiB (peak {fmt(memory['peakKiB'] / 1024)} MiB)", "< 100 MiB", mib < 100)
        if "instructions-daybook" in self.runs:
            ours = self.one("instructions-daybook")["instructionsPerRequest"]
            self.target("Instructions per `GET /api/todos` (10 todos), callgrind", f"{fmt(ours, 0)}", "reported", True)

    def live_section(self):
        """Live pages (issue 27): memory per page, a write's arrival, the cost to other requests."""
        if "live-idle" not in self.runs:
            return
        idle, late = self.one("live-idle"), self.one("live-latency")
        quiet, held = self.http("live-none-api-10"), self.http("live-held-api-10")
        per_page = (idle["rssAfterKiB"] - idle["rssBeforeKiB"]) / idle["pages"]
        ratio = held["medianRps"] / quiet["medianRps"]
        self.add(
            "", "## Live pages", "",
            "`Benchmarks/live.py` opens live `/todos` pages as the pages' script does (a WebSocket each, "
            "every page a visitor of its own, from 127.0.0.x addresses, 40 pages each); on the server each "
            "is bound to a todo list view model of its own, following the change feed.", "",
            "| What | Measured |", "|---|---|",
            f"| {idle['pages']:,} idle live pages held by one `daybook serve` | opened in "
            f"{fmt(idle['openSeconds'], 2)} s; resident size {fmt(idle['rssBeforeKiB'] / 1024)} MiB before, "
            f"{fmt(idle['rssAfterKiB'] / 1024)} MiB with them open: **{fmt(per_page)} KiB per page** |",
            f"| From a write (`POST /api/todos` sent) to the change (the new count) reaching each of {late['pages']} open pages, "
            f"{late['writes']} writes ({late['samples']:,} arrivals) | median **{fmt(late['ms']['median'])} ms**, "
            f"p90 {fmt(late['ms']['p90'])} ms, p99 **{fmt(late['ms']['p99'])} ms**, max {fmt(late['ms']['max'])} ms |",
            f"| `GET /api/todos` (10 todos) with 100 idle live pages open, against a server with none "
            f"(rounds alternating) | {fmt(held['medianRps'], 0)} against {fmt(quiet['medianRps'], 0)} req/s: "
            f"**{fmt(ratio, 2)}×**; rounds {', '.join(fmt(r, 0) for r in held['rounds'])} against "
            f"{', '.join(fmt(r, 0) for r in quiet['rounds'])} |", "",
            "A write is read once and rendered once for all the pages that show the same list "
            "(`ServerScreens`, `LiveRenderCache`), then sent to each with its own form token; the time measured "
            "includes the write itself, the change feed telling the server, the read, the rendering and "
            "sending it a hundred times, and the pages reading it (on the same two cores).")

    def faster_than_obvious_section(self):
        """The tutorial's server, the steps, memory and instructions."""
        rows = []
        for kind, text in (("api", "`GET /api/todos`"), ("mix", "9 `GET /api/todos` to 1 `PATCH`")):
            for label in ("10", "1000"):
                ratio, ours, tutorial = self.ratio(f"daybook-{kind}-{label}", f"tutorial-{kind}-{label}")
                if ratio is not None:
                    rows.append(self.row(f"{text}, {label} todos", ours, tutorial))
        if not rows:
            return
        self.add(
            "", "## Against the obvious server", "",
            "The server a Swift developer would write first: Hummingbird's todos tutorial as it is published "
            "(`BaselineServer --memory`, `Benchmarks/Sources/BaselineServer/TutorialServer.swift`): an actor "
            "holding a dictionary of `Todo`s (`id`, `title`, `order`, `url`, `completed`: no times), answered "
            "through `BasicRequestContext`'s default `JSONEncoder`, with the tutorial's one middleware, "
            "`LogRequestsMiddleware(.info)` (to a file, as Daybook's log is). Its routes are under `/api/todos` "
            "so the same load reaches both. It holds the same todos in memory and persists nothing; Daybook "
            "reads them from SQLite on every request that its kept answer cannot serve, and writes each `PATCH` "
            "to the database.", "",
            "| Endpoint | Daybook req/s | Tutorial req/s | Ratio | Daybook p50 / p99 | Tutorial p50 / p99 |",
            "|---|---|---|---|---|---|", *rows, "")
        for label in ("10", "1000"):
            if f"bytes-{label}" in self.runs:
                b = self.one(f"bytes-{label}")
                self.add(f"- Bytes, {label} todos: Daybook {b['daybook']:,}, tutorial {b['tutorial']:,} "
                         f"({fmt(b['tutorial'] / b['daybook'] * 100, 0)}% of Daybook's); same todos: {b['sameIds']}. "
                         "The tutorial's todos have no `createdAt` or `updatedAt` (Daybook's have both, to the "
                         "millisecond), its ids are upper case, its keys in the encoder's order and its todos in "
                         "the dictionary's order: less to send, and nothing a client can sort by time.")
        for name in sorted(n for n in self.runs if n.startswith("tutorial-")):
            run = self.http(name)
            self.add(f"- `{name}`: {', '.join(fmt(r, 0) for r in run['rounds'])} req/s; "
                     f"non-2xx answers {run['non2xx']}, socket errors {run['socketErrors']}")

        steps = {n.split("-")[1] for n in self.runs if n.startswith("step-")}
        if steps:
            order = [s for s in STEP_ORDER if s in steps] + [s for s in steps if s not in STEP_ORDER]
            columns = [("api-10", "daybook-api-10", "`GET /api/todos`, 10"),
                       ("api-1000", "daybook-api-1000", "`GET /api/todos`, 1,000"),
                       ("mix-10", "daybook-mix-10", "9:1 `PATCH` mix, 10"),
                       ("html-10", "daybook-html-10", "`GET /todos`"),
                       ("weather", "daybook-weather", "`GET /weather` cached")]
            self.add("", "## What each change bought", "",
                     "Each earlier build, measured in the same rounds as the final one (`BENCH_STEPS`), on a "
                     "database of its own with the same todos. Median req/s; the ratio is to the build before it.",
                     "", "| Build | " + " | ".join(c[2] for c in columns) + " | Instructions / `GET /api/todos` |",
                     "|---|" + "---|" * (len(columns) + 1))
            previous = {}
            labels = order + ["final"]
            for step in labels:
                cells = []
                for key, final_name, _ in columns:
                    run = self.http(final_name if step == "final" else f"step-{step}-{key}")
                    if not run:
                        cells.append("")
                        continue
                    change = f" ({fmt(run['medianRps'] / previous[key], 2)}×)" if key in previous else ""
                    cells.append(f"{fmt(run['medianRps'], 0)}{change}")
                    previous[key] = run["medianRps"]
                name = "instructions-daybook" if step == "final" else f"instructions-step-{step}"
                ins = f"{fmt(self.one(name)['instructionsPerRequest'], 0)}" if name in self.runs else ""
                self.add(f"| {STEP_TEXT.get(step, step)} | " + " | ".join(cells) + f" | {ins} |")
            self.add("", "Rates of every round:", "")
            for name in sorted(n for n in self.runs if n.startswith("step-")):
                run = self.http(name)
                self.add(f"- `{name}`: {', '.join(fmt(r, 0) for r in run['rounds'])} req/s; "
                         f"non-2xx answers {run['non2xx']}, socket errors {run['socketErrors']}")

        if "memory" in self.runs:
            m = self.one("memory")
            self.add("", "## Memory", "",
                     f"`daybook serve` on a copy of the 1,000-todo database, after {m['requests']:,} requests of "
                     f"`Benchmarks/mixed.lua` ({m['rounds']} wrk runs of 5 s, {m['non2xx']:,} non-2xx answers, "
                     f"{m['socketErrors']} socket errors): lists whole and paged, the HTML list, the cached weather "
                     "page, one todo, adds and changes, so kept answers are made and dropped all along. "
                     f"Resident size {fmt(m['rssStartKiB'] / 1024)} MiB after the first lookups, "
                     f"**{fmt(m['rssKiB'] / 1024)} MiB** at the end, peak {fmt(m['peakKiB'] / 1024)} MiB; "
                     f"the database then held {m['todosAfter']:,} todos.")
        names = [("instructions-daybook", "Daybook (`daybook serve`, request log on)"),
                 ("instructions-baseline", "The bare GRDB handler"),
                 ("instructions-tutorial", "The tutorial's in-memory server (request log on)")]
        found = [(self.one(n), label) for n, label in names if n in self.runs]
        if found:
            self.add("", "## Instructions per request", "",
                     "`Benchmarks/instructions.py`: each server runs twice under `valgrind --tool=callgrind`, "
                     "answering 200 and then 1,200 `GET /api/todos` (10 todos) over one kept-alive connection; the "
                     "difference in instructions, over 1,000, is what one request costs, start-up and shut-down "
                     "cancelled out. Every thread is counted. Unlike a rate, this does not move with the machine's "
                     "load.", "", "| Server | Instructions per request | Answer bytes |", "|---|---|---|")
            for result, label in found:
                self.add(f"| {label} | {fmt(result['instructionsPerRequest'], 0)} | {result['bytes']:,} |")

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
