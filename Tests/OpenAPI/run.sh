#!/usr/bin/env bash
# Runs schemathesis against a real `daybook serve` on 127.0.0.1 with a fresh database: every
# documented operation with generated inputs (valid and not), and every check schemathesis has:
# every answer must conform to /api/openapi.json (status, content type, headers, body schema),
# none may be a 5xx, valid inputs must be accepted and invalid ones refused.
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
env -u DAYBOOK_DATABASE_URL HOME="$work" "$daybook" serve --port 0 --database "$work/db.sqlite" \
    >"$work/out" 2>"$work/err" &
server=$!
for _ in $(seq 100); do
    base="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/out" || true)"
    [[ -n "$base" ]] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/err" >&2; exit 1; }
    sleep 0.1
done
[[ -n "$base" ]] || { echo "openapi: the server did not start" >&2; exit 1; }

"$venv/bin/schemathesis" --no-color run "$base/api/openapi.json" --url "$base" \
    --checks all \
    --max-examples "${OPENAPI_EXAMPLES:-100}" --seed 1
