#!/usr/bin/env bash
# The data commands on 100,000 todos, written into BENCHMARKS.md between the `archive` markers
# (Benchmarks/run.sh runs this at its end; it also runs on its own):
#
#   Benchmarks/archive.sh [BENCHMARKS.md] [DAYBOOK_BINARY]
#
# Times and peak resident sizes (GNU time's %e and %M, the median of BENCH_ARCHIVE_RUNS runs,
# default 3) of `daybook data export`, `data import` into an empty SQLite file, `data copy`
# SQLite → PostgreSQL and PostgreSQL → SQLite, and `data export` from PostgreSQL; then the export's
# peak resident size with 1,000,000 todos, which streaming keeps near the 100,000 one's. The
# binary defaults to the release build Benchmarks/run.sh makes. PostgreSQL is a throwaway cluster
# (Tests/Postgres/cluster.sh); BENCH_POSTGRES=0 skips its rows.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="${1:-$root/BENCHMARKS.md}"
daybook="${2:-}"
runs="${BENCH_ARCHIVE_RUNS:-3}"
say() { echo "archive benchmark: $*" >&2; }

if [[ -z "$daybook" ]]; then
    say "building daybook in release mode"
    swift build -c release --static-swift-stdlib --product daybook >/dev/null
    daybook="$(swift build -c release --static-swift-stdlib --show-bin-path)/daybook"
fi
[[ -x /usr/bin/time ]] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }

work="$(mktemp -d "${TMPDIR:-/tmp}/daybook-archive.XXXXXX")"
postgres_dir=
cleanup() {
    [[ -n "$postgres_dir" ]] && "$root/Tests/Postgres/cluster.sh" stop "$postgres_dir" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
clean_env=(env)
for name in $(compgen -e); do
    case "$name" in DAYBOOK_* | OPENWEATHER_* | LC_* | LANGUAGE) clean_env+=(-u "$name") ;; esac
done
mkdir -p "$work/home"
clean_env+=(HOME="$work/home" LANG=C.UTF-8)
rows=()

# measure LABEL PREPARE COMMAND...: PREPARE (a shell snippet) runs before each run, untimed.
measure() {
    local label="$1" prepare="$2"
    shift 2
    local samples=()
    for _ in $(seq "$runs"); do
        bash -c "$prepare"
        /usr/bin/time -f "%e %M" -o "$work/time" "${clean_env[@]}" "$@" >/dev/null 2>"$work/stderr" ||
            { cat "$work/stderr" "$work/time" >&2; say "$label failed"; exit 1; }
        samples+=("$(cat "$work/time")")
    done
    local median
    median="$(printf '%s\n' "${samples[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")"
    rows+=("| $label | ${median% *} s | $(((${median#* } + 512) / 1024)) MiB |")
    say "$label: ${median% *} s, ${median#* } KiB"
}

seed() { # seed COUNT DATABASE
    python3 -c "import sys; print('\n'.join(f'Todo number {n} of the archive benchmark' for n in range(1, int(sys.argv[1]) + 1)))" \
        "$1" >"$work/titles.txt"
    "${clean_env[@]}" "$daybook" todo import "$work/titles.txt" --database "$2" >/dev/null
    "${clean_env[@]}" "$daybook" profile register --name Hanako --gender female --database "$2" >/dev/null
}

say "seeding 100,000 todos"
seed 100000 "$work/source.sqlite"
measure "export, SQLite (100,000 todos)" "rm -f $work/a.json" \
    "$daybook" data export "$work/a.json" --database "$work/source.sqlite"
measure "import into an empty SQLite file" "rm -f $work/b.sqlite*" \
    "$daybook" data import "$work/a.json" --database "$work/b.sqlite"

if [[ "${BENCH_POSTGRES:-1}" != 0 ]]; then
    # Outside $work, which only its owner may enter: the cluster runs as the postgres user.
    postgres_dir="/tmp/daybook-archive-postgres-$$"
    cluster="$("$root/Tests/Postgres/cluster.sh" start "$postgres_dir")" || { say "PostgreSQL did not start"; exit 1; }
    eval "$cluster"
    base="${DAYBOOK_TEST_POSTGRES_URL%/*}"
    unset DAYBOOK_TEST_POSTGRES_URL
    psql -q "$base/daybook" -c "DROP DATABASE IF EXISTS archive_bench" >/dev/null
    measure "copy SQLite → PostgreSQL" \
        "psql -q '$base/daybook' -c 'DROP DATABASE IF EXISTS archive_bench' -c 'CREATE DATABASE archive_bench' >/dev/null" \
        "$daybook" data copy --from "$work/source.sqlite" --to "$base/archive_bench"
    measure "export, PostgreSQL" "rm -f $work/c.json" \
        "$daybook" data export "$work/c.json" --database-url "$base/archive_bench"
    measure "copy PostgreSQL → SQLite" "rm -f $work/d.sqlite*" \
        "$daybook" data copy --from "$base/archive_bench" --to "$work/d.sqlite"
fi

say "seeding 1,000,000 todos"
seed 1000000 "$work/million.sqlite"
measure "export, SQLite (1,000,000 todos)" "rm -f $work/m.json" \
    "$daybook" data export "$work/m.json" --database "$work/million.sqlite"

section="$(
    cat <<MD
<!-- archive:start -->
## Your data: export, import, copy

\`Benchmarks/archive.sh\`: the data commands as a person runs them (a fresh \`daybook\` process each,
release build), on 100,000 todos and one profile; the median of $runs runs. Peak memory is the
process's maximum resident size. The last row is the export with ten times the todos: streaming
keeps its memory near the first row's. Commit $(git -C "$root" rev-parse --short HEAD), $(nproc) cores.

| command | time | peak memory |
|---|---|---|
$(printf '%s\n' "${rows[@]}")
<!-- archive:end -->
MD
)"
python3 - "$output" "$section" <<'PY'
import re, sys
path, section = sys.argv[1], sys.argv[2]
try:
    text = open(path, encoding="utf-8").read()
except FileNotFoundError:
    text = ""
pattern = re.compile(r"<!-- archive:start -->.*?<!-- archive:end -->", re.S)
text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section + "\n"
open(path, "w", encoding="utf-8").write(text)
PY
say "wrote the section into $output"
