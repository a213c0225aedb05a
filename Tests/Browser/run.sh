#!/usr/bin/env bash
# End-to-end browser test: serves recorded API responses, starts `daybook serve` on a fresh
# database pointed at them, walks through every page in headless Chromium with the pages' script
# turned off, then through the live pages with it on (two windows following changes from the API
# and the command line; with DAYBOOK_TEST_POSTGRES_URL, also two servers on one PostgreSQL
# database), then stops the servers with SIGTERM and checks they shut down cleanly.
#
#   Tests/Browser/run.sh PATH_TO_DAYBOOK_BINARY SCREENSHOT_DIR
#
# Needs Debian's chromium and chromium-driver, and python3-venv (see Tests/Browser/README.md).
# Environment: PYTHON (the interpreter for the virtualenv; default /usr/bin/python3 if it has
# venv and ensurepip, else python3 on PATH),
# BROWSER_VENV (default .build-browser-venv in the package root), KEEP_LOGS=1 to keep the
# server logs folder, DOCS_SCREENSHOTS=DIR to also save a phone's and a desktop's window for the README
# (screenshot-phone.png, screenshot-desktop.png).
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "usage: $0 PATH_TO_DAYBOOK_BINARY SCREENSHOT_DIR" >&2
    exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
started=$SECONDS

fail() {
    echo "browser test: FAIL: $*" >&2
    exit 1
}

[[ -f "$1" && -x "$1" ]] || fail "no daybook binary at $1 (build it with 'swift build' first)"
daybook="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
mkdir -p "$2"
shots="$(cd "$2" && pwd)"
for tool in /usr/bin/chromium /usr/bin/chromedriver; do
    [[ -x "$tool" ]] || fail "$tool is missing: apt-get install -y chromium chromium-driver"
done

if ! fc-list :lang=ja 2>/dev/null | grep -q .; then
    echo "browser test: note: no Japanese font, the Japanese screenshots will show boxes" \
        "(apt-get install -y fonts-ipafont-gothic)" >&2
fi

# MARK: Python with Selenium, in a virtualenv made once and reused while requirements.txt is unchanged.
# Debian's python3 when python3-venv is installed, else the python3 on PATH (pyenv's, say).
python="${PYTHON:-}"
if [[ -z "$python" ]]; then
    for candidate in /usr/bin/python3 python3; do
        if "$candidate" -c 'import venv, ensurepip' 2>/dev/null; then
            python="$candidate"
            break
        fi
    done
    [[ -n "$python" ]] || fail "no python3 can make a virtualenv: apt-get install -y python3-venv"
fi
venv="${BROWSER_VENV:-$root/.build-browser-venv}"
requirements="$here/requirements.txt"
if ! cmp -s "$requirements" "$venv/.requirements.txt" 2>/dev/null || ! [[ -x "$venv/bin/python" ]]; then
    echo "browser test: making the virtualenv $venv with $python ($("$python" --version 2>&1))"
    rm -rf "$venv"
    "$python" -m venv "$venv" || fail "could not make a virtualenv with $python (apt-get install -y python3-venv)"
    "$venv/bin/pip" install --disable-pip-version-check --no-input --quiet -r "$requirements" ||
        fail "pip could not install $requirements"
    cp "$requirements" "$venv/.requirements.txt"
    echo "browser test: virtualenv ready after $((SECONDS - started))s"
fi
py="$venv/bin/python"
# Selenium Manager must never download a browser or driver: the walkthrough names both paths.
export SE_OFFLINE=true SE_AVOID_STATS=true

# MARK: Processes, all stopped on exit.
work="$(mktemp -d "${TMPDIR:-/tmp}/daybook-browser.XXXXXX")"
fixture_pid=""
server_pid=""
walk_pid=""
# The servers besides the first (two people's; two on PostgreSQL, when there is one), and the
# PostgreSQL database they share.
postgres_pids=()
postgres_database=""
cleanup() {
    local status=$?
    if [[ -n "$walk_pid" ]] && kill -0 "$walk_pid" 2>/dev/null; then
        # SIGTERM lets the walkthrough quit Chromium and chromedriver; SIGKILL if it takes too long.
        kill -TERM "$walk_pid" 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 "$walk_pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$walk_pid" 2>/dev/null || true
        wait "$walk_pid" 2>/dev/null || true
    fi
    if [[ -n "$server_pid" ]] && ! kill -0 "$server_pid" 2>/dev/null; then
        local server_status=0
        wait "$server_pid" 2>/dev/null || server_status=$?
        echo "browser test: daybook serve had already exited, status $server_status" \
            "($( ((server_status > 128)) && kill -l $((server_status - 128)) 2>/dev/null || echo 'no signal'))" >&2
    fi
    for pid in $server_pid "${postgres_pids[@]}" $fixture_pid; do
        if kill -0 "$pid" 2>/dev/null; then
            kill -KILL "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
        fi
    done
    if [[ -n "$postgres_database" ]]; then
        psql "$DAYBOOK_TEST_POSTGRES_URL" -q -c "DROP DATABASE IF EXISTS $postgres_database" >/dev/null 2>&1 || true
    fi
    if [[ $status -ne 0 ]]; then
        for log in server.out server.err accounts.out accounts.err pg-a.out pg-a.err pg-b.out pg-b.err fixture.log; do
            if [[ -s "$work/$log" ]]; then
                echo "--- $log (last 40 lines)" >&2
                tail -n 40 "$work/$log" >&2
            fi
        done
    fi
    if [[ "${KEEP_LOGS:-}" == 1 ]]; then echo "browser test: logs kept in $work"; else rm -rf "$work"; fi
    exit $status
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# MARK: The fixture server.
"$py" "$here/fixture_server.py" "$work/fixture.port" >"$work/fixture.log" 2>&1 &
fixture_pid=$!
for _ in $(seq 100); do
    [[ -s "$work/fixture.port" ]] && break
    kill -0 "$fixture_pid" 2>/dev/null || fail "the fixture server exited at start"
    sleep 0.1
done
[[ -s "$work/fixture.port" ]] || fail "the fixture server did not start within 10s"
fixtures="http://127.0.0.1:$(cat "$work/fixture.port")"
echo "browser test: fixture server at $fixtures"

# MARK: Daybook, in an empty home with a new database, every remote service on the fixtures, and a
# password, so that the walkthrough signs in (and out) as a person would.
mkdir -p "$work/home"
password="walkthrough-$RANDOM-$RANDOM"
# Nothing from the caller's environment may change the language, provider or database.
unset_args=()
for name in $(compgen -e); do
    case "$name" in DAYBOOK_* | OPENWEATHER_* | LC_* | LANGUAGE) unset_args+=(-u "$name") ;; esac
done

# start_server NAME VARIABLE=VALUE...: `daybook serve --port 0` with the walkthrough's settings and
# these, its output in $work/NAME.out and .err; sets started_pid and started_base once /healthz
# answers.
start_server() {
    local name="$1"
    shift
    env "${unset_args[@]}" \
        HOME="$work/home" \
        DAYBOOK_OPENMETEO_GEOCODING_URL="$fixtures" \
        DAYBOOK_OPENMETEO_FORECAST_URL="$fixtures" \
        DAYBOOK_POSTS_URL="$fixtures" \
        DAYBOOK_WEATHER_PROVIDER=open-meteo \
        DAYBOOK_PASSWORD="$password" \
        LANG=C.UTF-8 \
        "$@" \
        "$daybook" serve --port 0 >"$work/$name.out" 2>"$work/$name.err" </dev/null &
    started_pid=$!
    started_base=""
    local line
    for _ in $(seq 300); do
        line="$(grep -m1 -o 'serving at http://[^ ]*' "$work/$name.out" 2>/dev/null || true)"
        if [[ -n "$line" ]]; then
            started_base="${line#serving at }"
            break
        fi
        kill -0 "$started_pid" 2>/dev/null || fail "daybook serve ($name) exited at start"
        sleep 0.1
    done
    [[ -n "$started_base" ]] || fail "daybook serve ($name) printed no address within 30s"
    "$py" "$here/wait_healthy.py" "$started_base/healthz" ||
        fail "$started_base/healthz did not answer 'ok' within 10s"
    echo "browser test: daybook serve ($name) at $started_base (healthz ok)"
}

# stop_server PID NAME: SIGTERM, then exit status 0 within 10 seconds (its live pages closed).
stop_server() {
    local pid="$1" name="$2" stop_started=$EPOCHREALTIME status=0
    kill -TERM "$pid"
    for _ in $(seq 100); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then fail "daybook serve ($name) was still running 10s after SIGTERM"; fi
    wait "$pid" || status=$?
    [[ $status -eq 0 ]] || fail "daybook serve ($name) exited with status $status after SIGTERM (expected 0)"
    echo "browser test: daybook serve ($name) stopped cleanly on SIGTERM" \
        "(exit 0 after $(((${EPOCHREALTIME/./} - ${stop_started/./}) / 1000)) ms)"
}

start_server server DAYBOOK_DATABASE="$work/web.sqlite"
server_pid=$started_pid
base=$started_base

# MARK: The walkthrough.
rm -f "$shots/failure.png" "$shots/failure.html"
walk_started=$SECONDS
# walk SCRIPT ARGUMENTS...: a Python script of this folder, in the background so that a signal to
# this script reaches the trap at once, which stops it; fails when it does.
walk() {
    local script="$1" walk_status=0
    shift
    "$py" "$here/$script" "$@" &
    walk_pid=$!
    wait "$walk_pid" || walk_status=$?
    walk_pid=""
    if [[ $walk_status -ne 0 ]]; then
        if [[ -f "$shots/failure.png" ]]; then
            fail "$script failed (see above; the page is in $shots/failure.png and failure.html)"
        fi
        fail "$script failed (see above)"
    fi
}

# Without the pages' script first: every page works exactly as it does without JavaScript.
WALKTHROUGH_SCRIPTS=off WALKTHROUGH_PASSWORD="$password" walk walkthrough.py "$base" "$shots"
echo "browser test: walkthrough (scripts off) took $((SECONDS - walk_started))s"

# Then the live pages, with their script: changes from the API and from the command line on the
# same SQLite file appear by themselves.
live_started=$SECONDS
WALKTHROUGH_PASSWORD="$password" FIXTURE_URL="$fixtures" DAYBOOK_BINARY="$daybook" \
    DAYBOOK_DATABASE="$work/web.sqlite" walk live.py "$base" "$shots"
echo "browser test: live pages (SQLite) took $((SECONDS - live_started))s"

# What fits at 360, 390 and 1280 px: a todo renamed in its row (with the script), its edit page
# (without), the weather chart's labels.
sizes_started=$SECONDS
WALKTHROUGH_PASSWORD="$password" walk sizes.py "$base" "$shots"
echo "browser test: sizes took $((SECONDS - sizes_started))s"

# Two people of a household: a database with two accounts, two windows, two lists.
accounts_db="$work/accounts.sqlite"
for person in Hanako Taro; do
    printf '%s\n' "$person's long password" |
        env "${unset_args[@]}" HOME="$work/home" LANG=C.UTF-8 "$daybook" user add "$person" \
            --database "$accounts_db" >/dev/null || fail "could not add the account $person"
done
start_server accounts DAYBOOK_DATABASE="$accounts_db"
postgres_pids+=("$started_pid")
accounts_started=$SECONDS
ACCOUNT_PASSWORD_HANAKO="Hanako's long password" ACCOUNT_PASSWORD_TARO="Taro's long password" \
    DAYBOOK_BINARY="$daybook" DAYBOOK_DATABASE="$accounts_db" walk accounts.py "$started_base" "$shots"
echo "browser test: two people in two windows took $((SECONDS - accounts_started))s"
stop_server "${postgres_pids[0]}" accounts
postgres_pids=()

# A page open when its session ends: a server of its own, moved to accounts under the open page.
session_started=$SECONDS
FIXTURE_URL="$fixtures" DAYBOOK_BINARY="$daybook" walk session.py "$shots"
echo "browser test: a page whose session ended took $((SECONDS - session_started))s"

# And two servers on one PostgreSQL database: a change through one appears on the other's pages.
if [[ -n "${DAYBOOK_TEST_POSTGRES_URL:-}" ]]; then
    command -v psql >/dev/null || fail "psql is missing: apt-get install -y postgresql-client"
    postgres_database="daybook_browser_$$"
    psql "$DAYBOOK_TEST_POSTGRES_URL" -q -c "CREATE DATABASE $postgres_database" ||
        fail "could not make a database on the test PostgreSQL server"
    postgres_url="${DAYBOOK_TEST_POSTGRES_URL%/*}/$postgres_database"
    start_server pg-a DAYBOOK_DATABASE_URL="$postgres_url"
    postgres_pids+=("$started_pid")
    first_base=$started_base
    start_server pg-b DAYBOOK_DATABASE_URL="$postgres_url"
    postgres_pids+=("$started_pid")
    second_base=$started_base
    live_started=$SECONDS
    LIVE_ONLY=changes WALKTHROUGH_PASSWORD="$password" FIXTURE_URL="$fixtures" DAYBOOK_BINARY="$daybook" \
        DAYBOOK_DATABASE_URL="$postgres_url" walk live.py "$first_base" "$shots" "$second_base"
    echo "browser test: live pages (two servers on PostgreSQL) took $((SECONDS - live_started))s"
    stop_server "${postgres_pids[1]}" pg-b
    stop_server "${postgres_pids[0]}" pg-a
    postgres_pids=()
elif [[ "${DAYBOOK_REQUIRE_POSTGRES:-}" == 1 ]]; then
    fail "DAYBOOK_REQUIRE_POSTGRES=1 but DAYBOOK_TEST_POSTGRES_URL is not set"
else
    echo "browser test: note: no DAYBOOK_TEST_POSTGRES_URL, the two servers on PostgreSQL were not tried" >&2
fi

# MARK: Graceful shutdown: SIGTERM, then exit status 0 within 10 seconds.
stop_server "$server_pid" server
server_pid=""

kill -TERM "$fixture_pid" 2>/dev/null || true
wait "$fixture_pid" 2>/dev/null || true
fixture_pid=""

echo "browser test: passed in $((SECONDS - started))s; screenshots in $shots"
