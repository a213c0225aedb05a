#!/usr/bin/env bash
# Regenerates the screen captures in docs/TerminalApp.md and README.md: drives the terminal app
# (`daybook app`) in tmux, on a private database, with the weather and posts served by the browser
# test's fixture server, and writes each capture between its `<!-- capture: NAME -->` and
# `<!-- /capture -->` markers in those files.
#
#   docs/capture-terminal.sh [DAYBOOK_BINARY]      (default: .build/debug/daybook)
#
# Needs tmux and python3. Nothing outside a temporary folder is touched: the database, the
# configuration folder and tmux's server (a socket of its own) are private to the run, and all of
# them, with the fixture server, are gone when it ends. Ids and the registration time differ from
# run to run; the rest comes out the same.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$(realpath "${1:-$root/.build/debug/daybook}")"
document="$root/docs/TerminalApp.md"
[ -x "$binary" ] || { echo "no daybook binary at $binary (build it, or pass its path)" >&2; exit 64; }
command -v tmux >/dev/null || { echo "tmux is needed" >&2; exit 69; }

work="$(mktemp -d)"
socket="$work/tmux.sock"
fixtures=
cleanup() {
    tmux -S "$socket" kill-server 2>/dev/null || true
    [ -n "$fixtures" ] && kill "$fixtures" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# The recorded Open-Meteo and JSONPlaceholder answers (only Tokyo is recorded).
python3 "$root/Tests/Browser/fixture_server.py" "$work/port" >"$work/fixtures.log" 2>&1 &
fixtures=$!
for _ in $(seq 1 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port="$(cat "$work/port")"

# What every run of the app sees: nothing of the caller's Daybook settings, a fixed size, no colour
# to strip (captures are plain text anyway).
cat >"$work/daybook" <<EOF
#!/usr/bin/env bash
for name in \$(env | sed -n 's/^\(DAYBOOK_[A-Z_]*\)=.*/\1/p'); do unset "\$name"; done
unset OPENWEATHER_API_KEY LC_ALL LC_MESSAGES
export LANG=C.UTF-8 TZ=UTC XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
export DAYBOOK_WEATHER_PROVIDER=open-meteo
export DAYBOOK_OPENMETEO_GEOCODING_URL=http://127.0.0.1:$port DAYBOOK_OPENMETEO_FORECAST_URL=http://127.0.0.1:$port
export DAYBOOK_POSTS_URL="\${CAPTURE_POSTS_URL:-http://127.0.0.1:$port}"
export DAYBOOK_DATABASE="\$CAPTURE_DATABASE"
exec "$binary" "\$@"
EOF
chmod +x "$work/daybook"
mkdir -p "$work/captures"

t() { tmux -u -S "$socket" "$@"; }

# Waits until the screen of session $1 shows the text $2 (at most 15 s).
wait_for() {
    for _ in $(seq 1 150); do
        t capture-pane -p -t "$1" | grep -qF -- "$2" && return 0
        sleep 0.1
    done
    echo "session $1 never showed “$2”; it shows:" >&2
    t capture-pane -p -t "$1" >&2
    exit 1
}

# Saves what session $1 shows as capture $2, without the blank lines at its end.
capture() {
    sleep 0.3  # the last redraw of a burst
    t capture-pane -p -t "$1" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/captures/$2.txt"
}

keys() { t send-keys -t "$1" "${@:2}"; sleep 0.2; }
text() { t send-keys -t "$1" -l "$2"; sleep 0.2; }

# Opens the app in a 100×28 session named $1 on database $2, with the arguments that follow.
open_app() {
    local session="$1" database="$2"
    shift 2
    t new-session -d -s "$session" -x 100 -y 28 \
        "CAPTURE_DATABASE='$database' CAPTURE_POSTS_URL='${CAPTURE_POSTS_URL:-}' $work/daybook app $*; sleep 60"
}

for lang in en ja; do
    if [ "$lang" = en ]; then
        todos=("Buy milk" "Call mum" "Write the weekly report" "牛乳を買う")
        short=H rest=anako
        post_text="Leanne Graham" title_label="Title: " failed="Registration failed" saved="Registered on"
        offline="Error"
    else
        todos=("牛乳を買う" "母に電話する" "週報を書く" "Buy milk")
        short=花 rest=子
        post_text="Leanne Graham" title_label="タイトル: " failed="登録失敗" saved="登録日時"
        offline="エラー"
    fi
    database="$work/$lang.sqlite"
    export CAPTURE_DATABASE="$database"
    for title in "${todos[@]}"; do "$work/daybook" todo add "$title" >/dev/null; done
    done_id="$("$work/daybook" todo list --json | python3 -c \
        "import json, sys; print(next(t['id'] for t in json.load(sys.stdin)['todos'] if t['title'] == sys.argv[1]))" \
        "${todos[1]}")"
    "$work/daybook" todo done "$done_id" >/dev/null

    s="app-$lang"
    open_app "$s" "$database" --city Tokyo --lang "$lang"
    wait_for "$s" "Tokyo, JP"
    wait_for "$s" "sunt aut facere"
    capture "$s" "dashboard-$lang"
    if [ "$lang" = ja ]; then
        # The README's: the dashboard in a window just large enough for it.
        t resize-window -t "$s" -x 80 -y 21
        sleep 0.5
        wait_for "$s" "sunt aut facere"
        capture "$s" "readme-dashboard-$lang"
        t resize-window -t "$s" -x 100 -y 28
    fi

    keys "$s" 2; wait_for "$s" "23:00"; capture "$s" "weather-$lang"
    keys "$s" 3; wait_for "$s" "${todos[2]}"; capture "$s" "todos-$lang"
    keys "$s" Enter; wait_for "$s" "$title_label"; capture "$s" "todo-$lang"
    keys "$s" Escape
    if [ "$lang" = en ]; then
        # Another terminal adds a todo: the list shows it without a key press.
        "$work/daybook" todo add "Added from another terminal" >/dev/null
        wait_for "$s" "Added from another terminal"
        capture "$s" "todos-live-$lang"
        # The README's: the same list in a small window.
        t resize-window -t "$s" -x 80 -y 12
        sleep 0.5
        wait_for "$s" "Added from another terminal"
        capture "$s" "readme-todos-$lang"
        t resize-window -t "$s" -x 100 -y 28
    fi
    keys "$s" 4; wait_for "$s" "$post_text"; capture "$s" "posts-$lang"
    keys "$s" Enter; wait_for "$s" "Sincere@april.biz"; capture "$s" "post-$lang"
    keys "$s" Escape

    # The profile: a name too short, then a good one, each answered by the guide's alert. Closing
    # the first clears the name, as guide 001's OK does: the good one is typed whole.
    keys "$s" 5; wait_for "$s" "0/10"
    keys "$s" Enter; text "$s" "$short"; keys "$s" Enter
    keys "$s" Right; keys "$s" Right; keys "$s" Enter; keys "$s" Enter
    wait_for "$s" "$failed"; capture "$s" "profile-invalid-$lang"
    keys "$s" Escape; keys "$s" Up; keys "$s" Up; keys "$s" Enter
    text "$s" "$short$rest"; keys "$s" Enter; keys "$s" Enter; keys "$s" Enter
    wait_for "$s" "$saved"; capture "$s" "profile-$lang"
    keys "$s" Escape

    # Below the minimum size, the app says so instead of drawing.
    t resize-window -t "$s" -x 30 -y 8
    wait_for "$s" "44×12"; capture "$s" "too-small-$lang"
    t resize-window -t "$s" -x 100 -y 28
    keys "$s" q

    # Guide 004's error alert: the posts service cannot be reached, and nothing is cached.
    CAPTURE_POSTS_URL=http://127.0.0.1:9 open_app "offline-$lang" "$work/offline-$lang.sqlite" --lang "$lang"
    wait_for "offline-$lang" "q "
    keys "offline-$lang" 4; wait_for "offline-$lang" "$offline"; capture "offline-$lang" "offline-$lang"
    keys "offline-$lang" q
done

# Each capture replaces what stands between its markers, here and in the README.
python3 - "$work/captures" "$document" "$root/README.md" <<'PYTHON'
import os
import re
import sys

folder, documents = sys.argv[1], sys.argv[2:]
used = set()


def replace(match):
    name = match.group(1)
    path = os.path.join(folder, name + ".txt")
    if not os.path.exists(path):
        sys.exit(f"no capture named {name} (see the markers in {document})")
    used.add(name)
    with open(path, encoding="utf-8") as handle:
        screen = handle.read().rstrip("\n")
    return f"<!-- capture: {name} -->\n```text\n{screen}\n```\n<!-- /capture -->"


texts = {}
for document in documents:
    with open(document, encoding="utf-8") as handle:
        texts[document] = re.sub(
            r"<!-- capture: ([a-z-]+) -->.*?<!-- /capture -->", replace, handle.read(), flags=re.S)
unused = sorted(name[:-4] for name in os.listdir(folder) if name[:-4] not in used)
if unused:
    sys.exit(f"captures without a place in {' or '.join(documents)}: {', '.join(unused)}")
for document, text in texts.items():
    with open(document, "w", encoding="utf-8") as handle:
        handle.write(text)
print(f"{len(used)} captures written into {', '.join(os.path.relpath(d) for d in documents)}")
PYTHON
