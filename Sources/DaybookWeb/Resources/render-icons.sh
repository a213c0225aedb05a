#!/usr/bin/env bash
# Renders the web app's PNG icons from the two SVGs beside this script, with headless Chromium
# (apt-get install -y chromium). The PNGs are committed and compiled into the server
# (Package.swift: .embedInCode); run this again after changing an SVG.
#
#   icon-192.png, icon-512.png        from icon.svg          (manifest, purpose "any")
#   icon-maskable-512.png             from icon-maskable.svg (manifest, purpose "maskable")
#   apple-touch-icon.png (180×180)    from icon-maskable.svg (iOS rounds the corners itself)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
render() { # SVG SIZE OUTPUT
    cp "$here/$1" "$work/$1"
    printf '<!doctype html><html><body style="margin:0"><img src="%s" width="%s" height="%s" style="display:block"></body></html>' \
        "$1" "$2" "$2" >"$work/page.html"
    chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --default-background-color=00000000 --window-size="$2,$2" --screenshot="$work/out.png" \
        "file://$work/page.html" >/dev/null 2>&1
    python3 - "$work/out.png" "$2" <<'PY'
import struct, sys
with open(sys.argv[1], "rb") as f:
    head = f.read(24)
assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
size = struct.unpack(">II", head[16:24])
assert size == (int(sys.argv[2]),) * 2, f"rendered {size}, wanted {sys.argv[2]}"
PY
    mv "$work/out.png" "$here/$3"
    echo "rendered $3 (${2}x$2) from $1"
}
render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 512 icon-maskable-512.png
render icon-maskable.svg 180 apple-touch-icon.png
