#!/usr/bin/env bash
# Runs schemathesis against a real `daybook serve` on 127.0.0.1 with a fresh database: every
# documented operation with generated inputs (valid and not), and every check schemathesis has:
# every answer must conform to /api/openapi.json (status, content type, headers, body schema),
# none may be a 5xx, valid inputs must be accepted and invalid ones refused. Then again on a
# database where people have accounts, as one of them, with an API token (Authorization: Bearer),
# as a script or the Todo-Backend spec runner behind a header-adding proxy would call it.
#
#   Tests/OpenAPI/run.sh [path/to/daybook]      (default: .build/debug/daybook)
#
# schemathesis comes from PyPI into a virtualenv under .build (python3-venv from Debian).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
daybook="${1:-$root/.build/debug/daybook}"
venv="$root/.build/openapi-venv"
if [[ ! -x "$venv/bin/schemathesis" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet -r "$root/Tests/OpenAPI/requirements.txt"
fi

work="$(mktemp -d)"
server=
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# Starts `daybook serve` on the SQLite file $1 and sets $base to where it listens.
start() {
    : >"$work/out"
    env -u DAYBOOK_DATABASE_URL HOME="$work" "$daybook" serve --port 0 --database "$1" \
        >"$work/out" 2>"$work/err" &
    server=$!
    base=
    for _ in $(seq 100); do
        base="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/out" || true)"
        [[ -n "$base" ]] && break
        kill -0 "$server" 2>/dev/null || { cat "$work/err" >&2; exit 1; }
        sleep 0.1
    done
    [[ -n "$base" ]] || { echo "openapi: the server did not start" >&2; exit 1; }
}

start "$work/db.sqlite"
"$venv/bin/schemathesis" --no-color run "$base/api/openapi.json" --url "$base" \
    --checks all \
    --max-examples "${OPENAPI_EXAMPLES:-100}" --seed 1
kill "$server"
wait "$server" 2>/dev/null || true
server=

echo "openapi: again, as one of two people, with an API token"
accounts="$work/accounts.sqlite"
for name in hanako taro; do
    printf '%s\n' "$name's long password" | env -u DAYBOOK_DATABASE_URL HOME="$work" "$daybook" user add "$name" \
        --database "$accounts" >/dev/null
done
token="$(env -u DAYBOOK_DATABASE_URL HOME="$work" "$daybook" user token taro --database "$accounts" | tail -n 1)"
start "$accounts"
"$venv/bin/schemathesis" --no-color run "$base/api/openapi.json" --url "$base" \
    --checks all --header "Authorization: Bearer $token" \
    --max-examples "${OPENAPI_EXAMPLES_ACCOUNTS:-30}" --seed 1
