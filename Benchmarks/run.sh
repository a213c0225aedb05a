#!/usr/bin/env bash
# Every Daybook benchmark in one run, written up as BENCHMARKS.md.
#
#   Benchmarks/run.sh [OUTPUT.md]          (default: BENCHMARKS.md at the package root)
#
# 1. Builds everything in release mode, with the Swift runtime and Foundation linked statically
#    (`--static-swift-stdlib`, as a Linux deployment would: it saves the dynamic linker ~7 ms at
#    every start of `daybook`).
# 2. In process (Benchmarks/Sources/DaybookBenchmarks), each in its own process so each peak
#    resident size is its own: listing 10,000 todos through the layers and through GRDB alone,
#    importing 100,000 todos and reading the first page, cached and concurrent weather lookups.
# 3. `daybook todo list` as a fresh process with 10,000 todos stored, timed by hyperfine, and
#    Taskwarrior's `task list` of 10,000 tasks (Debian's `taskwarrior`) beside it.
# 4. Over HTTP on 127.0.0.1, driven by wrk: `daybook serve` against the bare handler
#    (Benchmarks/Sources/BaselineServer) on the same database and against the server Hummingbird's
#    todos tutorial builds as it is published (`BaselineServer --memory`: an actor with a dictionary,
#    in memory), in alternating rounds: lists alone, and nine lists to one PATCH
#    (Benchmarks/listpatch.lua). Daybook runs as an operator would run it, logging every request at info
#    and keeping metrics (--metrics-port); two more servers, one with metrics off and one with both
#    off, say what each costs. BENCH_STEPS="LABEL=DIR ..." adds earlier builds (DIR holds their
#    `daybook` and `DaybookBenchmarks`) to the same rounds, each on a database it seeds itself, so
#    the report can say what each change bought.
# 4a. Live pages (Benchmarks/live.py): 1,000 idle live pages held by one process (its memory), the
#    time from a write to the change reaching 100 open pages, and GET /api/todos with 100 idle live
#    pages open against a server with none, in alternating rounds. BENCH_LIVE_PAGES,
#    BENCH_LIVE_WRITES (defaults 1000 and 50).
# 4b. Memory: `daybook serve` after 200,000 requests of a mixed load (Benchmarks/mixed.lua).
# 4c. Instructions per request, counted by valgrind's callgrind (Benchmarks/instructions.py):
#    Daybook, the bare handler and the tutorial's server; BENCH_CALLGRIND=0 skips it.
# 5. PostgreSQL: `daybook serve` against the bare Hummingbird + postgres-nio handler on one
#    database (GET and POST /api/todos) and against the tutorial in its PostgreSQL mode
#    (`BaselineServer --tutorial-postgres`, POST), and the same load on one process and on two,
#    with `pg_stat_activity` sampled during each POST burst to show who waits on a lock (the
#    build labelled `before` in BENCH_STEPS too, on a database of its own; and the builds in
#    BENCH_PG_STEPS="LABEL=DIR ...", one process each, in the POST rounds only). On a
#    throwaway cluster (Tests/Postgres/cluster.sh), or on BENCH_POSTGRES_URL (a server whose user
#    may create databases); BENCH_POSTGRES=0 skips it.
# 6. Writes the report (Benchmarks/report.py) from the raw results.
# 7. The data commands (export, import, copy) on 100,000 todos: Benchmarks/archive.sh.
#
# Installs wrk, hyperfine, curl, valgrind and libcurl4-openssl-dev (which a static
# FoundationNetworking links against) with apt-get when they are missing. Tunables (environment):
# BENCH_SECONDS (each wrk round, default 5), BENCH_ROUNDS (rounds per pair, default 3),
# BENCH_CONNECTIONS (default 32), BENCH_THREADS (wrk threads, default 1), BENCH_MIXED_REQUESTS
# (the memory run, default 200000), BENCH_STEPS, BENCH_PG_STEPS, BENCH_POSTGRES, BENCH_CALLGRIND
# (above).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="${1:-$root/BENCHMARKS.md}"
seconds="${BENCH_SECONDS:-5}"
rounds="${BENCH_ROUNDS:-3}"
connections="${BENCH_CONNECTIONS:-32}"
threads="${BENCH_THREADS:-1}"

say() { echo "benchmarks: $*" >&2; }

# The earlier builds to measure in the same rounds: "LABEL=DIR ...".
step_labels=()
step_dirs=()
for step in ${BENCH_STEPS:-}; do
    step_labels+=("${step%%=*}")
    step_dirs+=("${step#*=}")
done
# Earlier builds measured only by the PostgreSQL POST rounds (changes to adds on PostgreSQL):
# "LABEL=DIR ...", each DIR holding a `daybook`.
pg_step_labels=()
pg_step_dirs=()
for step in ${BENCH_PG_STEPS:-}; do
    pg_step_labels+=("${step%%=*}")
    pg_step_dirs+=("${step#*=}")
done

# MARK: Tools.
missing=()
for tool in wrk hyperfine curl python3 valgrind; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
command -v task >/dev/null || missing+=(taskwarrior)
dpkg -s libcurl4-openssl-dev >/dev/null 2>&1 || missing+=(libcurl4-openssl-dev)
if [[ "${BENCH_POSTGRES:-1}" != 0 && -z "${BENCH_POSTGRES_URL:-}" ]]; then
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
fi
if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    sudo_cmd=""
    [[ "$(id -u)" == 0 ]] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# MARK: Build.
say "building in release mode (a clean build takes several minutes)"
build_log="$(mktemp)"
# Product by product: a plain `swift build` would also link dependencies' dynamic library
# products (GRDB-dynamic), which cannot take a static Swift runtime.
for product in daybook DaybookBenchmarks BaselineServer; do
    if ! swift build -c release --static-swift-stdlib --product "$product" >"$build_log" 2>&1; then
        tail -30 "$build_log" >&2
        say "the release build of $product failed"
        exit 1
    fi
done
rm -f "$build_log"
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"

work="$(mktemp -d "${TMPDIR:-/tmp}/daybook-bench.XXXXXX")"
results="$work/results.jsonl"
pids=()
postgres_dir=
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    [[ -n "$postgres_dir" ]] && "$root/Tests/Postgres/cluster.sh" stop "$postgres_dir" || true
    rm -rf "$work"
}
trap cleanup EXIT
: >"$results"

# Nothing from the caller's environment may change the database, language or providers.
clean_env=(env)
for name in $(compgen -e); do
    case "$name" in DAYBOOK_* | OPENWEATHER_* | LC_* | LANGUAGE) clean_env+=(-u "$name") ;; esac
done
mkdir -p "$work/home"
clean_env+=(HOME="$work/home" LANG=C.UTF-8)

record() { # record NAME JSON: one line of results
    python3 -c 'import json,sys; d=json.loads(sys.argv[2]); d.setdefault("benchmark", sys.argv[1]); print(json.dumps(d))' \
        "$1" "$2" >>"$results"
}

# MARK: In process.
bench="$bin/DaybookBenchmarks"
say "in process: seeding 10,000 todos"
"$bench" seed --database "$work/list.sqlite" --count 10000 >>"$results"
say "in process: listing 10,000 todos through GRDB alone, then through the layers"
"$bench" list --database "$work/list.sqlite" --via grdb >>"$results"
"$bench" list --database "$work/list.sqlite" --via layers >>"$results"
say "in process: importing 100,000 todos (5 runs) and reading the first page"
"$bench" import >>"$results"
say "in process: cached weather lookups"
"$bench" weather-cached >>"$results"
say "in process: 1,000 concurrent lookups of one city"
"$bench" weather-concurrent >>"$results"

# MARK: A fresh `daybook todo list` process.
say "hyperfine: daybook todo list with 10,000 todos"
"${clean_env[@]}" "$bin/daybook" todo list --database "$work/list.sqlite" >"$work/list.txt"
list_lines="$(wc -l <"$work/list.txt")"
"${clean_env[@]}" hyperfine --shell=none --warmup 5 --runs 40 --style basic \
    --export-json "$work/hyperfine.json" \
    "$bin/daybook todo list --database $work/list.sqlite" >&2
hyperfine_summary() { # hyperfine_summary JSON LINES
    python3 -c '
import json,sys
r=json.load(open(sys.argv[1]))["results"][0]
print(json.dumps({"lines": int(sys.argv[2]), "ms": {k: r[k]*1000 for k in ("mean","median","min","max","stddev")}, "runs": len(r["times"])}))' \
        "$1" "$2"
}
record hyperfine-list "$(hyperfine_summary "$work/hyperfine.json" "$list_lines")"
say "hyperfine: daybook todo list --json with 10,000 todos"
"${clean_env[@]}" "$bin/daybook" todo list --json --database "$work/list.sqlite" >"$work/list.json"
"${clean_env[@]}" hyperfine --shell=none --warmup 5 --runs 40 --style basic \
    --export-json "$work/hyperfine-json.json" \
    "$bin/daybook todo list --json --database $work/list.sqlite" >&2
record hyperfine-list-json "$(hyperfine_summary "$work/hyperfine-json.json" "$(wc -l <"$work/list.json")")"

# The same list kept by Taskwarrior: 10,000 pending tasks imported at once into a data folder of
# its own, then `task list` as a fresh process, as a user would run it (its default settings, but
# for where its data is and no questions asked).
say "hyperfine: Taskwarrior's task list with 10,000 tasks"
mkdir -p "$work/taskdata"
printf 'data.location=%s\nconfirmation=off\n' "$work/taskdata" >"$work/taskrc"
python3 -c '
import json, uuid
print(json.dumps([{"uuid": str(uuid.UUID(int=n + 1)), "description": f"Todo number {n + 1}", "status": "pending",
                   "entry": "20261126T090000Z"} for n in range(10000)]))' >"$work/tasks.json"
"${clean_env[@]}" TASKRC="$work/taskrc" task import "$work/tasks.json" >/dev/null 2>&1
"${clean_env[@]}" TASKRC="$work/taskrc" task list >"$work/task-list.txt" 2>/dev/null || true
"${clean_env[@]}" TASKRC="$work/taskrc" hyperfine --shell=none --warmup 5 --runs 40 --style basic \
    --export-json "$work/hyperfine-task.json" "task list" >&2
record hyperfine-task-list "$(python3 -c '
import json,sys
r=json.load(open(sys.argv[1]))["results"][0]
print(json.dumps({"lines": int(sys.argv[2]), "version": sys.argv[3],
                  "ms": {k: r[k]*1000 for k in ("mean","median","min","max","stddev")}, "runs": len(r["times"])}))' \
    "$work/hyperfine-task.json" "$(wc -l <"$work/task-list.txt")" "$(task --version 2>/dev/null || echo unknown)")"

# The build labelled `before` in BENCH_STEPS, on the same machine at the same moment: its import
# and its `todo list` as a fresh process, so an absolute target can be read against it.
for i in "${!step_labels[@]}"; do
    [[ "${step_labels[$i]}" == before ]] || continue
    before_dir="${step_dirs[$i]}"
    say "in process: the build before, importing and listing"
    "$before_dir/DaybookBenchmarks" import --runs 3 | python3 -c 'import json,sys; d=json.load(sys.stdin); d["benchmark"]="import-before"; print(json.dumps(d))' >>"$results"
    "$before_dir/DaybookBenchmarks" seed --database "$work/list-before.sqlite" --count 10000 >/dev/null
    "${clean_env[@]}" hyperfine --shell=none --warmup 5 --runs 40 --style basic \
        --export-json "$work/hyperfine-before.json" \
        "$before_dir/daybook todo list --database $work/list-before.sqlite" >&2
    record hyperfine-list-before "$(hyperfine_summary "$work/hyperfine-before.json" 10003)"
    "${clean_env[@]}" hyperfine --shell=none --warmup 5 --runs 40 --style basic \
        --export-json "$work/hyperfine-before-json.json" \
        "$before_dir/daybook todo list --json --database $work/list-before.sqlite" >&2
    record hyperfine-list-json-before "$(hyperfine_summary "$work/hyperfine-before-json.json" 0)"
done

# MARK: HTTP.
# wait_for_line FILE PATTERN PID: the first match of PATTERN in FILE, waiting up to 30 s.
wait_for_line() {
    for _ in $(seq 300); do
        if line="$(grep -m1 -o "$2" "$1" 2>/dev/null)"; then
            echo "$line"
            return
        fi
        kill -0 "$3" 2>/dev/null || { say "server exited at start: $(cat "$1" "$1.err" 2>/dev/null)"; exit 1; }
        sleep 0.1
    done
    say "no '$2' in $1 after 30 s"
    exit 1
}

# start_daybook DATABASE [ENV...]: starts `daybook serve` on a free port, with the request log
# and metrics on (DAYBOOK_METRICS_PORT= turns metrics off); sets $daybook_url, $daybook_pid.
# $daybook_bin names another build's binary (a step).
start_daybook() {
    local database="$1"
    shift
    local log="$work/daybook-$RANDOM.out"
    "${clean_env[@]}" DAYBOOK_DATABASE="$database" DAYBOOK_METRICS_PORT=0 "$@" "${daybook_bin:-$bin/daybook}" serve \
        --port 0 >"$log" 2>"$log.err" </dev/null &
    daybook_pid=$!
    pids+=("$daybook_pid")
    daybook_url="$(wait_for_line "$log" 'http://127.0.0.1:[0-9]*' "$daybook_pid")"
}

start_baseline() {
    local log="$work/baseline-$RANDOM.out"
    "$bin/BaselineServer" --database "$1" --port 0 >"$log" 2>"$log.err" </dev/null &
    baseline_pid=$!
    pids+=("$baseline_pid")
    baseline_url="$(wait_for_line "$log" 'http://127.0.0.1:[0-9]*' "$baseline_pid")"
}

# start_tutorial DATABASE: the tutorial's in-memory server, holding DATABASE's todos; its request
# log goes to a file, as Daybook's does. Sets $tutorial_url, $tutorial_pid.
start_tutorial() {
    local log="$work/tutorial-$RANDOM.out"
    "$bin/BaselineServer" --memory --database "$1" --port 0 >"$log" 2>"$log.err" </dev/null &
    tutorial_pid=$!
    pids+=("$tutorial_pid")
    tutorial_url="$(wait_for_line "$log" 'http://127.0.0.1:[0-9]*' "$tutorial_pid")"
}

# cookies_of URL: the session cookies of a first visit to URL/todos, as one Cookie header value.
cookies_of() {
    curl -sf -o /dev/null -D - "$1/todos" | grep -i '^set-cookie:' |
        sed -E 's/^[Ss]et-[Cc]ookie: ([^;]*).*/\1/' | paste -sd ';' - | sed 's/;/; /g'
}

stop() {
    kill -TERM "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# load NAME URL [wrk options...]: one wrk run, recorded with its round.
load() {
    local name="$1" url="$2"
    shift 2
    local out="$work/wrk-$name-$RANDOM.txt"
    wrk --latency -t"$threads" -c"$connections" -d"${seconds}s" "$@" "$url" >"$out"
    record "$name" "$(python3 "$root/Benchmarks/report.py" --parse-wrk "$out")"
}

# load_script NAME URL SCRIPT [SCRIPT ARGUMENTS...]: one wrk run of a Lua script, recorded.
load_script() {
    local name="$1" url="$2" script="$3"
    shift 3
    local out="$work/wrk-$name-$RANDOM.txt"
    wrk --latency -t"$threads" -c"$connections" -d"${seconds}s" -s "$script" "$url" -- "$@" >"$out"
    record "$name" "$(python3 "$root/Benchmarks/report.py" --parse-wrk "$out")"
}

warm() { wrk -t1 -c"$connections" -d1s "$@" >/dev/null; }

# first_id URL: the id of the first todo URL/api/todos lists.
first_id() {
    curl -sf "$1/api/todos?size=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])'
}

# A pair: Daybook, the bare handler and the tutorial's server on the same todos and path, in
# alternating rounds, with the earlier builds (BENCH_STEPS) in the same rounds.
pair() {
    local label="$1" database="$2"
    start_daybook "$database"
    start_baseline "$database"
    start_tutorial "$database"
    # Same answer from Daybook and the bare handler, but for the port in each todo's url.
    local ours theirs
    ours="$(curl -sf "$daybook_url/api/todos" | sed "s#$daybook_url#BASE#g")"
    theirs="$(curl -sf "$baseline_url/api/todos" | sed "s#$baseline_url#BASE#g")"
    if [[ "$ours" != "$theirs" ]]; then
        say "the baseline's /api/todos differs from Daybook's on $label"
        diff <(echo "$ours" | head -c 600) <(echo "$theirs" | head -c 600) >&2 || true
        exit 1
    fi
    # The tutorial's answer holds the same todos and fields, written its own way: say how close.
    curl -sf "$daybook_url/api/todos" >"$work/ours-$label.json"
    curl -sf "$tutorial_url/api/todos" >"$work/tutorial-$label.json"
    record "bytes-$label" "$(python3 -c '
import json, sys
ours, tutorial = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
a, b = json.loads(ours), json.loads(tutorial)
print(json.dumps({"daybook": len(ours), "tutorial": len(tutorial),
                  "todos": [len(a), len(b)], "sameIds": sorted(t["id"] for t in a) == sorted(t["id"].lower() for t in b)}))' \
        "$work/ours-$label.json" "$work/tutorial-$label.json")"
    warm "$baseline_url/api/todos"
    warm "$tutorial_url/api/todos"
    warm "$daybook_url/api/todos"
    local ours_pid="$daybook_pid" ours_url="$daybook_url" quiet_pid="" quiet_url="" unmetered_pid="" unmetered_url=""
    if [[ "$label" == 10 ]]; then
        # What the metrics and the request log cost: the same server with metrics off, and with
        # both off, in the same rounds.
        start_daybook "$database" DAYBOOK_METRICS_PORT=
        unmetered_pid="$daybook_pid" unmetered_url="$daybook_url"
        start_daybook "$database" DAYBOOK_METRICS_PORT= DAYBOOK_LOG_LEVEL=critical
        quiet_pid="$daybook_pid" quiet_url="$daybook_url"
        warm "$unmetered_url/api/todos"
        warm "$quiet_url/api/todos"
    fi
    # Each earlier build on a database of its own (its schema may be older), seeded by its own
    # benchmark tool with the same todos.
    local step_urls=() step_pids=() i
    for i in "${!step_labels[@]}"; do
        local step_db="$work/step-${step_labels[$i]}-$label.sqlite"
        "${step_dirs[$i]}/DaybookBenchmarks" seed --database "$step_db" --count "$label" >/dev/null
        daybook_bin="${step_dirs[$i]}/daybook" start_daybook "$step_db"
        step_urls+=("$daybook_url")
        step_pids+=("$daybook_pid")
        warm "$daybook_url/api/todos"
    done
    daybook_pid="$ours_pid" daybook_url="$ours_url"
    for round in $(seq "$rounds"); do
        say "wrk: GET /api/todos with $label todos, round $round of $rounds"
        load "baseline-api-$label" "$baseline_url/api/todos"
        load "tutorial-api-$label" "$tutorial_url/api/todos"
        load "daybook-api-$label" "$daybook_url/api/todos"
        [[ -n "$unmetered_url" ]] && load "unmetered-daybook-api-$label" "$unmetered_url/api/todos"
        [[ -n "$quiet_url" ]] && load "quiet-daybook-api-$label" "$quiet_url/api/todos"
        for i in "${!step_urls[@]}"; do load "step-${step_labels[$i]}-api-$label" "${step_urls[$i]}/api/todos"; done
    done
    [[ -n "$unmetered_pid" ]] && stop "$unmetered_pid"
    [[ -n "$quiet_pid" ]] && stop "$quiet_pid"
    # Nine lists to one change (Benchmarks/listpatch.lua), each server completing and reopening
    # the same todo of its own list: every tenth request makes the kept answers stale.
    local todo_id step_ids=()
    todo_id="$(first_id "$daybook_url")"
    for i in "${!step_urls[@]}"; do step_ids+=("$(first_id "${step_urls[$i]}")"); done
    for round in $(seq "$rounds"); do
        say "wrk: 9 GET /api/todos to 1 PATCH with $label todos, round $round of $rounds"
        load_script "tutorial-mix-$label" "$tutorial_url" "$root/Benchmarks/listpatch.lua" "$todo_id"
        load_script "daybook-mix-$label" "$daybook_url" "$root/Benchmarks/listpatch.lua" "$todo_id"
        for i in "${!step_urls[@]}"; do
            load_script "step-${step_labels[$i]}-mix-$label" "${step_urls[$i]}" "$root/Benchmarks/listpatch.lua" \
                "${step_ids[$i]}"
        done
    done
    stop "$tutorial_pid"
    if [[ "$label" == 10 ]]; then
        # A returning visitor: the session cookies of a first visit, sent back each time.
        local cookies step_cookies=()
        cookies="$(cookies_of "$daybook_url")"
        curl -sf -H "Cookie: $cookies" "$daybook_url/todos" | grep -q '<span class="title">Todo number 10' ||
            { say "GET /todos does not show the todos"; exit 1; }
        warm -H "Cookie: $cookies" "$daybook_url/todos"
        for i in "${!step_urls[@]}"; do
            step_cookies+=("$(cookies_of "${step_urls[$i]}")")
            warm -H "Cookie: ${step_cookies[$i]}" "${step_urls[$i]}/todos"
        done
        for round in $(seq "$rounds"); do
            say "wrk: GET /todos (HTML) with 10 todos, round $round of $rounds"
            load "baseline-api-10-html-pair" "$baseline_url/api/todos"
            load "daybook-html-10" "$daybook_url/todos" -H "Cookie: $cookies"
            for i in "${!step_urls[@]}"; do
                load "step-${step_labels[$i]}-html-10" "${step_urls[$i]}/todos" -H "Cookie: ${step_cookies[$i]}"
            done
        done
    fi
    for pid in "${step_pids[@]}"; do stop "$pid"; done
    stop "$daybook_pid"
    stop "$baseline_pid"
}

say "HTTP: seeding databases of 10 and 1,000 todos"
"$bench" seed --database "$work/http-10.sqlite" --count 10 >/dev/null
"$bench" seed --database "$work/http-1000.sqlite" --count 1000 >/dev/null
pair 10 "$work/http-10.sqlite"
pair 1000 "$work/http-1000.sqlite"

# POST /api/todos: every request adds a todo, so it runs on its own copy of the small database.
cp "$work/http-10.sqlite" "$work/http-post.sqlite"
start_daybook "$work/http-post.sqlite"
cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"title":"A todo from wrk"}'
wrk.headers["Content-Type"] = "application/json"
LUA
say "wrk: POST /api/todos"
load "daybook-post" "$daybook_url/api/todos" -s "$work/post.lua"
# The API answers a page of the list; X-Total-Count says how many todos there are in all.
total=$(curl -sf -o /dev/null -D - "$daybook_url/api/todos?size=1" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')
record post-count "{\"todos\": ${total:-0}}"
stop "$daybook_pid"

# GET /weather?city=Tokyo from the cache: one lookup through the fixture server fills it, then
# the fixture server stops, so every measured request is a cache hit or an error wrk counts. Asked
# as a returning visitor (the cookies of a first visit), in rounds alternating with the HTML todo
# list on the same server, which the target compares it with.
python3 "$root/Tests/Browser/fixture_server.py" "$work/fixture.port" >"$work/fixture.log" 2>&1 &
fixture_pid=$!
pids+=("$fixture_pid")
for _ in $(seq 100); do [[ -s "$work/fixture.port" ]] && break; sleep 0.1; done
fixtures="http://127.0.0.1:$(cat "$work/fixture.port")"
weather_env=(DAYBOOK_WEATHER_PROVIDER=open-meteo DAYBOOK_WEATHER_CACHE_SECONDS=3600
    DAYBOOK_OPENMETEO_GEOCODING_URL="$fixtures" DAYBOOK_OPENMETEO_FORECAST_URL="$fixtures")
weather_urls=() weather_pids=() weather_cookies=()
for i in "${!step_labels[@]}"; do
    daybook_bin="${step_dirs[$i]}/daybook" start_daybook "$work/step-${step_labels[$i]}-10.sqlite" "${weather_env[@]}"
    weather_urls+=("$daybook_url")
    weather_pids+=("$daybook_pid")
done
start_daybook "$work/http-10.sqlite" "${weather_env[@]}"
# The fixture server may still be starting: a lookup is tried a few times before giving up, and
# a failure shows what the server and the fixtures said.
first_lookup() {
    local page
    for _ in 1 2 3 4 5; do
        page="$(curl -s -w '\nstatus %{http_code}' "$1/weather?city=Tokyo")"
        grep -q "29.8" <<<"$page" && return 0
        sleep 2
    done
    say "the first weather lookup failed: $(tail -n 1 <<<"$page")"
    tail -n 20 "$work"/daybook-*.out.err "$work"/fixture*.log >&2
    return 1
}
for url in "${weather_urls[@]}" "$daybook_url"; do
    first_lookup "$url" || exit 1
done
stop "$fixture_pid"
curl -sf "$daybook_url/weather?city=Tokyo" | grep -q "29.8" || { say "the cached weather page is wrong"; exit 1; }
cookies="$(cookies_of "$daybook_url")"
warm -H "Cookie: $cookies" "$daybook_url/weather?city=Tokyo"
warm -H "Cookie: $cookies" "$daybook_url/todos"
for i in "${!weather_urls[@]}"; do
    weather_cookies+=("$(cookies_of "${weather_urls[$i]}")")
    warm -H "Cookie: ${weather_cookies[$i]}" "${weather_urls[$i]}/weather?city=Tokyo"
done
for round in $(seq "$rounds"); do
    say "wrk: GET /weather?city=Tokyo from the cache, round $round of $rounds"
    load "daybook-weather" "$daybook_url/weather?city=Tokyo" -H "Cookie: $cookies"
    load "daybook-html-10-weather-pair" "$daybook_url/todos" -H "Cookie: $cookies"
    for i in "${!weather_urls[@]}"; do
        load "step-${step_labels[$i]}-weather" "${weather_urls[$i]}/weather?city=Tokyo" -H "Cookie: ${weather_cookies[$i]}"
    done
done
for pid in "${weather_pids[@]}"; do stop "$pid"; done
stop "$daybook_pid"

rss() { awk -v key="$2" '$1 == key":" { print $2 }' "/proc/$1/status"; }

# MARK: Live pages.
# 1,000 idle live pages (each a WebSocket bound to its own view model) held by one process: its
# resident size before and after. Then the time from a write to the change (its count) reaching each of 100 open
# pages (its new count). Then GET /api/todos with 100 idle live pages open, in rounds alternating with a server
# that has none (Benchmarks/live.py opens the pages; every connection is 127.0.0.x, 40 pages each).
live_pages="${BENCH_LIVE_PAGES:-1000}"
say "live: $live_pages idle live pages on one process"
cp "$work/http-10.sqlite" "$work/live.sqlite"
start_daybook "$work/live.sqlite" DAYBOOK_MAX_CONNECTIONS=$((live_pages * 2))
live_url="$daybook_url" live_pid="$daybook_pid"
curl -sf "$live_url/todos" >/dev/null
rss_before="$(rss "$live_pid" VmRSS)"
# hold_pages URL COUNT NAME: COUNT live pages kept open on URL until release_pages NAME.
hold_pages() {
    mkfifo "$work/$3.fifo"
    python3 "$root/Benchmarks/live.py" hold "$1" "$2" "$work/$3.ready" <"$work/$3.fifo" &
    pids+=("$!")
    eval "exec {hold_$3}>\"\$work/\$3.fifo\""
    for _ in $(seq 600); do [[ -s "$work/$3.ready" ]] && return; sleep 0.1; done
    say "the $2 live pages on $1 did not all open within a minute"
    exit 1
}
release_pages() { eval "exec {hold_$1}>&-"; }
hold_pages "$live_url" "$live_pages" idle
sleep 1
record live-idle "$(python3 -c '
import json, sys
ready = json.load(open(sys.argv[1]))
print(json.dumps({**ready, "rssBeforeKiB": int(sys.argv[2]), "rssAfterKiB": int(sys.argv[3])}))' \
    "$work/idle.ready" "$rss_before" "$(rss "$live_pid" VmRSS)")"
release_pages idle
stop "$live_pid"

say "live: a write reaching 100 open pages (${BENCH_LIVE_WRITES:-50} writes)"
cp "$work/http-10.sqlite" "$work/live-latency.sqlite"
start_daybook "$work/live-latency.sqlite"
python3 "$root/Benchmarks/live.py" latency "$daybook_url" 100 "${BENCH_LIVE_WRITES:-50}" |
    python3 -c 'import json,sys; d=json.load(sys.stdin); d["benchmark"]="live-latency"; print(json.dumps(d))' >>"$results"
stop "$daybook_pid"

cp "$work/http-10.sqlite" "$work/live-quiet.sqlite"
cp "$work/http-10.sqlite" "$work/live-held.sqlite"
start_daybook "$work/live-quiet.sqlite"
quiet_url="$daybook_url" quiet_pid="$daybook_pid"
start_daybook "$work/live-held.sqlite"
held_url="$daybook_url" held_pid="$daybook_pid"
hold_pages "$held_url" 100 held
warm "$quiet_url/api/todos"
warm "$held_url/api/todos"
for round in $(seq "$rounds"); do
    say "wrk: GET /api/todos with and without 100 idle live pages, round $round of $rounds"
    load "live-none-api-10" "$quiet_url/api/todos"
    load "live-held-api-10" "$held_url/api/todos"
done
release_pages held
stop "$quiet_pid"
stop "$held_pid"

# MARK: Memory.
# 200,000 requests of a mixed load (Benchmarks/mixed.lua: lists whole and paged, the HTML list,
# the cached weather page, one todo, adds and changes), then the server's resident size.
say "memory: 200,000 mixed requests"
cp "$work/http-1000.sqlite" "$work/mixed.sqlite"
python3 "$root/Tests/Browser/fixture_server.py" "$work/fixture2.port" >"$work/fixture2.log" 2>&1 &
fixture_pid=$!
pids+=("$fixture_pid")
for _ in $(seq 100); do [[ -s "$work/fixture2.port" ]] && break; sleep 0.1; done
fixtures="http://127.0.0.1:$(cat "$work/fixture2.port")"
start_daybook "$work/mixed.sqlite" DAYBOOK_WEATHER_PROVIDER=open-meteo DAYBOOK_WEATHER_CACHE_SECONDS=3600 \
    DAYBOOK_OPENMETEO_GEOCODING_URL="$fixtures" DAYBOOK_OPENMETEO_FORECAST_URL="$fixtures"
first_lookup "$daybook_url" || exit 1
stop "$fixture_pid"
cookies="$(cookies_of "$daybook_url")"
todo_id="$(curl -sf "$daybook_url/api/todos?size=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')"
rss_start="$(rss "$daybook_pid" VmRSS)"
mixed_requests=0 mixed_rounds=0 mixed_non2xx=0 mixed_errors=0
while ((mixed_requests < ${BENCH_MIXED_REQUESTS:-200000})); do
    out="$work/wrk-mixed-$mixed_rounds.txt"
    wrk --latency -t"$threads" -c"$connections" -d5s -s "$root/Benchmarks/mixed.lua" "$daybook_url" -- "$cookies" "$todo_id" >"$out"
    parsed="$(python3 "$root/Benchmarks/report.py" --parse-wrk "$out")"
    mixed_requests=$((mixed_requests + $(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["requests"])' "$parsed")))
    mixed_non2xx=$((mixed_non2xx + $(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["non2xx"])' "$parsed")))
    mixed_errors=$((mixed_errors + $(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["socketErrors"])' "$parsed")))
    mixed_rounds=$((mixed_rounds + 1))
done
total_after="$(curl -sf -o /dev/null -D - "$daybook_url/api/todos?size=1" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-total-count" { print $2 }')"
record memory "{\"requests\": $mixed_requests, \"rounds\": $mixed_rounds, \"non2xx\": $mixed_non2xx, \"socketErrors\": $mixed_errors, \"rssStartKiB\": $rss_start, \"rssKiB\": $(rss "$daybook_pid" VmRSS), \"peakKiB\": $(rss "$daybook_pid" VmHWM), \"todosAfter\": ${total_after:-0}}"
stop "$daybook_pid"

# MARK: Instructions.
if [[ "${BENCH_CALLGRIND:-1}" != 0 ]]; then
    say "callgrind: instructions per GET /api/todos with 10 todos (each server twice under valgrind)"
    cp "$work/http-10.sqlite" "$work/callgrind.sqlite"
    # Valgrind 3.19 cannot read the toolchain's DWARF 5 debug information: it counts copies
    # without it (the same code, so the same instructions).
    stripped() { strip --strip-debug -o "$work/stripped-$1" "$2" && echo "$work/stripped-$1"; }
    python3 "$root/Benchmarks/instructions.py" instructions-daybook /api/todos \
        env "${clean_env[@]:1}" DAYBOOK_DATABASE="$work/callgrind.sqlite" "$(stripped daybook "$bin/daybook")" \
        serve --port 0 >>"$results"
    baseline_stripped="$(stripped baseline "$bin/BaselineServer")"
    python3 "$root/Benchmarks/instructions.py" instructions-baseline /api/todos \
        "$baseline_stripped" --database "$work/callgrind.sqlite" --port 0 >>"$results"
    python3 "$root/Benchmarks/instructions.py" instructions-tutorial /api/todos \
        "$baseline_stripped" --memory --database "$work/callgrind.sqlite" --port 0 >>"$results"
    for i in "${!step_labels[@]}"; do
        python3 "$root/Benchmarks/instructions.py" "instructions-step-${step_labels[$i]}" /api/todos \
            env "${clean_env[@]:1}" DAYBOOK_DATABASE="$work/step-${step_labels[$i]}-10.sqlite" \
            "$(stripped "step-${step_labels[$i]}" "${step_dirs[$i]}/daybook")" serve --port 0 >>"$results"
    done
fi

# MARK: PostgreSQL.
# load_two NAME URL1 URL2 [wrk options...]: the same load as `load`, its connections split
# between two processes, run at once; recorded as one run (the rates added up).
load_two() {
    local name="$1" first="$2" second="$3"
    shift 3
    local out1="$work/wrk-$name-1-$RANDOM.txt" out2="$work/wrk-$name-2-$RANDOM.txt"
    wrk --latency -t"$threads" -c"$((connections / 2))" -d"${seconds}s" "$@" "$first" >"$out1" &
    local one=$!
    wrk --latency -t"$threads" -c"$((connections / 2))" -d"${seconds}s" "$@" "$second" >"$out2"
    wait "$one"
    record "$name" "$(python3 "$root/Benchmarks/report.py" --parse-wrk-sum "$out1" "$out2")"
}

# start_tutorial_postgres URL: the tutorial in its PostgreSQL mode, in its own table of URL's
# database. Sets $tutorial_url, $tutorial_pid.
start_tutorial_postgres() {
    local log="$work/tutorial-$RANDOM.out"
    "$bin/BaselineServer" --tutorial-postgres "$1" --port 0 >"$log" 2>"$log.err" </dev/null &
    tutorial_pid=$!
    pids+=("$tutorial_pid")
    tutorial_url="$(wait_for_line "$log" 'http://127.0.0.1:[0-9]*' "$tutorial_pid")"
}

# sample_waits DATABASE: until stopped (`stop $sampler_pid`), samples every 20 ms the sessions on
# DATABASE that are running a statement and those of them waiting for a lock (and on what), one
# line per sample in $work/waits-DATABASE.txt. Sets $sampler_pid.
sample_waits() {
    printf '%s\n' "SELECT count(*) FILTER (WHERE state = 'active'), count(*) FILTER (WHERE wait_event_type = 'Lock'),
        coalesce(string_agg(DISTINCT wait_event, '+') FILTER (WHERE wait_event_type = 'Lock'), '-')
        FROM pg_stat_activity WHERE datname = '$1' AND pid <> pg_backend_pid()" '\watch 0.02' |
        psql -XqtA -F ' ' "$postgres_url" >"$work/waits-$1.txt" 2>/dev/null &
    sampler_pid=$!
    pids+=("$sampler_pid")
}

# record_waits NAME DATABASE: what sample_waits saw, as one result.
record_waits() {
    record "$1" "$(python3 -c '
import collections, json, sys
samples = [line.split() for line in open(sys.argv[1]) if line.strip()]
samples = [(int(a), int(w), e) for a, w, e in samples if int(a) > 0]
events = collections.Counter(e for _, w, e in samples if w)
print(json.dumps({"samples": len(samples), "waiting": sum(1 for _, w, _ in samples if w),
                  "meanActive": sum(a for a, _, _ in samples) / max(1, len(samples)),
                  "meanWaiting": sum(w for _, w, _ in samples) / max(1, len(samples)),
                  "events": dict(events.most_common(5))}))' "$work/waits-$2.txt")"
}

start_baseline_postgres() {
    local log="$work/baseline-$RANDOM.out"
    "$bin/BaselineServer" --postgres "$1" --port 0 >"$log" 2>"$log.err" </dev/null &
    baseline_pid=$!
    pids+=("$baseline_pid")
    baseline_url="$(wait_for_line "$log" 'http://127.0.0.1:[0-9]*' "$baseline_pid")"
}

if [[ "${BENCH_POSTGRES:-1}" != 0 ]]; then
    if [[ -n "${BENCH_POSTGRES_URL:-}" ]]; then
        postgres_url="$BENCH_POSTGRES_URL"
    else
        postgres_dir="$work-postgres"
        eval "$("$root/Tests/Postgres/cluster.sh" start "$postgres_dir")"
        postgres_url="$DAYBOOK_TEST_POSTGRES_URL"
        unset DAYBOOK_TEST_POSTGRES_URL
    fi
    # postgres_database NAME: a new database of Daybook's schema (made by `daybook`); prints its URL.
    postgres_database() {
        psql -q "$postgres_url" -c "CREATE DATABASE $1" >/dev/null
        local url="${postgres_url%/*}/$1"
        "${clean_env[@]}" DAYBOOK_DATABASE_URL="$url" "$bin/daybook" todo list >/dev/null
        echo "$url"
    }
    suffix="$RANDOM"
    api_db="$(postgres_database "bench_api_$suffix")"
    say "PostgreSQL: seeding 10 todos"
    for n in $(seq 10); do
        "${clean_env[@]}" DAYBOOK_DATABASE_URL="$api_db" "$bin/daybook" todo add "Todo number $n" >/dev/null
    done
    start_daybook unused DAYBOOK_DATABASE_URL="$api_db"
    first_url="$daybook_url"
    first_pid="$daybook_pid"
    start_baseline_postgres "$api_db"
    ours="$(curl -sf "$first_url/api/todos" | sed "s#$first_url#BASE#g")"
    theirs="$(curl -sf "$baseline_url/api/todos" | sed "s#$baseline_url#BASE#g")"
    if [[ "$ours" != "$theirs" ]]; then
        say "the PostgreSQL baseline's /api/todos differs from Daybook's"
        diff <(echo "$ours" | head -c 600) <(echo "$theirs" | head -c 600) >&2 || true
        exit 1
    fi
    start_daybook unused DAYBOOK_DATABASE_URL="$api_db"
    second_url="$daybook_url"
    second_pid="$daybook_pid"
    warm "$baseline_url/api/todos"
    warm "$first_url/api/todos"
    for round in $(seq "$rounds"); do
        say "wrk: PostgreSQL GET /api/todos, 10 todos, round $round of $rounds"
        load "pg-baseline-api-10" "$baseline_url/api/todos"
        load "pg-daybook-api-10" "$first_url/api/todos"
        load_two "pg-two-daybook-api-10" "$first_url/api/todos" "$second_url/api/todos"
    done
    stop "$first_pid"
    stop "$second_pid"
    stop "$baseline_pid"

    # POST: each side adds to a database of its own: Daybook (one process, then two), the bare
    # handler (whose add locks the one counts row, as Daybook's did before schema v6), the
    # tutorial in its PostgreSQL mode (one INSERT), and the build labelled `before`.
    ours_db="$(postgres_database "bench_post_ours_$suffix")"
    bare_db="$(postgres_database "bench_post_bare_$suffix")"
    psql -q "$postgres_url" -c "CREATE DATABASE bench_post_tutorial_$suffix" >/dev/null
    tutorial_db="${postgres_url%/*}/bench_post_tutorial_$suffix"
    start_daybook unused DAYBOOK_DATABASE_URL="$ours_db"
    first_url="$daybook_url"
    first_pid="$daybook_pid"
    start_daybook unused DAYBOOK_DATABASE_URL="$ours_db"
    second_url="$daybook_url"
    second_pid="$daybook_pid"
    start_baseline_postgres "$bare_db"
    start_tutorial_postgres "$tutorial_db"
    before_url="" before_second_url="" before_pids=()
    for i in "${!step_labels[@]}"; do
        [[ "${step_labels[$i]}" == before ]] || continue
        psql -q "$postgres_url" -c "CREATE DATABASE bench_post_before_$suffix" >/dev/null
        before_db="${postgres_url%/*}/bench_post_before_$suffix"
        "${clean_env[@]}" DAYBOOK_DATABASE_URL="$before_db" "${step_dirs[$i]}/daybook" todo list >/dev/null
        daybook_bin="${step_dirs[$i]}/daybook" start_daybook unused DAYBOOK_DATABASE_URL="$before_db"
        before_url="$daybook_url" before_pids+=("$daybook_pid")
        daybook_bin="${step_dirs[$i]}/daybook" start_daybook unused DAYBOOK_DATABASE_URL="$before_db"
        before_second_url="$daybook_url" before_pids+=("$daybook_pid")
    done
    pg_step_urls=()
    for i in "${!pg_step_labels[@]}"; do
        psql -q "$postgres_url" -c "CREATE DATABASE bench_post_step${i}_$suffix" >/dev/null
        step_db="${postgres_url%/*}/bench_post_step${i}_$suffix"
        "${clean_env[@]}" DAYBOOK_DATABASE_URL="$step_db" "${pg_step_dirs[$i]}/daybook" todo list >/dev/null
        daybook_bin="${pg_step_dirs[$i]}/daybook" start_daybook unused DAYBOOK_DATABASE_URL="$step_db"
        pg_step_urls+=("$daybook_url")
        before_pids+=("$daybook_pid")
    done
    record pg-steps "$(python3 -c 'import json,sys; print(json.dumps({"labels": sys.argv[1:]}))' "${pg_step_labels[@]}")"
    # waited NAME DATABASE COMMAND...: runs the load with pg_stat_activity sampled throughout.
    waited() {
        local name="$1" database="$2"
        shift 2
        sample_waits "$database"
        "$@"
        stop "$sampler_pid"
        record_waits "$name" "$database"
    }
    for round in $(seq "$rounds"); do
        say "wrk: PostgreSQL POST /api/todos, round $round of $rounds"
        waited "pg-waits-baseline-post-$round" "bench_post_bare_$suffix" \
            load "pg-baseline-post" "$baseline_url/api/todos" -s "$work/post.lua"
        load "pg-tutorial-post" "$tutorial_url/api/todos" -s "$work/post.lua"
        waited "pg-waits-daybook-post-$round" "bench_post_ours_$suffix" \
            load "pg-daybook-post" "$first_url/api/todos" -s "$work/post.lua"
        waited "pg-waits-two-daybook-post-$round" "bench_post_ours_$suffix" \
            load_two "pg-two-daybook-post" "$first_url/api/todos" "$second_url/api/todos" -s "$work/post.lua"
        for i in "${!pg_step_urls[@]}"; do
            load "pg-step-${pg_step_labels[$i]}-post" "${pg_step_urls[$i]}/api/todos" -s "$work/post.lua"
        done
        if [[ -n "$before_url" ]]; then
            load "pg-before-post" "$before_url/api/todos" -s "$work/post.lua"
            waited "pg-waits-two-before-post-$round" "bench_post_before_$suffix" \
                load_two "pg-two-before-post" "$before_url/api/todos" "$before_second_url/api/todos" -s "$work/post.lua"
        fi
    done
    # Every add kept and counted, whichever process made it; how many orders two adds shared.
    check="$(psql -tA "$ours_db" -c "SELECT count(*), count(DISTINCT position), (SELECT SUM(total) FROM todo_counts) FROM todo")"
    record pg-post-check "$(python3 -c 'import json,sys; a,b,c=map(int,sys.argv[1].split("|")); print(json.dumps({"todos":a,"distinctOrders":b,"counted":c}))' "$check")"
    stop "$first_pid"
    stop "$second_pid"
    stop "$baseline_pid"
    stop "$tutorial_pid"
    for pid in "${before_pids[@]}"; do stop "$pid"; done
fi

# MARK: Report.
machine="$(python3 - <<'PY'
import json, os, platform, subprocess
def run(*args):
    try:
        return subprocess.run(args, capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return "unknown"
cpu = "unknown"
for line in open("/proc/cpuinfo"):
    if line.startswith("model name"):
        cpu = line.split(":", 1)[1].strip()
        break
memory = "unknown"
for line in open("/proc/meminfo"):
    if line.startswith("MemTotal"):
        memory = f"{int(line.split()[1]) / 1048576:.1f} GiB"
print(json.dumps({
    "cpu": cpu, "cores": os.cpu_count(), "memory": memory,
    "os": run("sh", "-c", ". /etc/os-release && echo $PRETTY_NAME") + ", kernel " + platform.release(),
    "swift": run("swift", "--version").splitlines()[0] if run("swift", "--version") != "unknown" else "unknown",
    "wrk": run("sh", "-c", "wrk --version 2>&1 | head -1"),
    "hyperfine": run("hyperfine", "--version"),
    "commit": run("git", "rev-parse", "--short", "HEAD"),
}))
PY
)"
record machine "$machine"
record settings "{\"seconds\": $seconds, \"rounds\": $rounds, \"connections\": $connections, \"threads\": $threads}"
python3 "$root/Benchmarks/report.py" "$results" >"$output"
# 7. The data commands on 100,000 todos (their own section, kept between markers).
BENCH_POSTGRES="${BENCH_POSTGRES:-1}" "$root/Benchmarks/archive.sh" "$output" "$bin/daybook"
say "wrote $output"
