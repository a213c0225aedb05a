#!/usr/bin/env python3
"""A stand-in for Open-Meteo and JSONPlaceholder for the browser walkthrough.

Serves the recorded responses in Tests/DaybookTestSupport/Fixtures by path, the way the Swift
test harness (Tests/DaybookWebTests/WebHarness.swift) does, on 127.0.0.1 and a port the OS
chooses. Standard library only. The geocoding answers with the city asked for (the recorded
Tokyo, renamed), and a city whose name starts with "slow" three seconds late; `/__slow` says how
many of those were asked for and answered.

    python3 fixture_server.py [PORT_FILE]

Prints `Fixture server at http://127.0.0.1:PORT` on stdout once listening and, when PORT_FILE is
given, writes the port number to it (written atomically, so a reader never sees half a number).
Stops on SIGTERM or SIGINT.
"""

import json
import os
import re
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FIXTURES = os.path.normpath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "DaybookTestSupport", "Fixtures")
)


def load_bytes(relative):
    with open(os.path.join(FIXTURES, relative), "rb") as handle:
        return handle.read()


def load_json(relative):
    return json.loads(load_bytes(relative))


POSTS = load_json("jsonplaceholder/posts_all.json")
USERS = load_json("jsonplaceholder/users_all.json")
NOT_FOUND = load_bytes("jsonplaceholder/not_found_404.json")


def forecast_with_condition():
    """The recorded Tokyo forecast, plus the one field its recording did not ask for and the app
    does: the current WMO weather code (2, partly cloudy), so the card shows a condition's icon
    and description instead of the question mark kept for a forecast without one."""
    forecast = load_json("openmeteo/forecast_tokyo_current_hourly.json")
    forecast["current"].setdefault("weather_code", 2)
    forecast["current_units"].setdefault("weather_code", "wmo code")
    return json.dumps(forecast).encode()


# Whole-file replies, byte for byte as recorded (but for the forecast's added weather code).
STATIC = {
    "/v1/search": load_bytes("openmeteo/geocoding_tokyo.json"),
    "/v1/forecast": forecast_with_condition(),
    "/posts": load_bytes("jsonplaceholder/posts_all.json"),
    "/users": load_bytes("jsonplaceholder/users_all.json"),
}

ITEM = re.compile(r"^/(posts|users)/([^/]+)$")

# A city whose name starts with this is answered this many seconds late: what a slow service
# looks like to the live weather page, whose newer search must win.
SLOW_PREFIX = "slow"
SLOW_SECONDS = 3
# How many slow searches were asked for and answered, for a test to wait on (`/__slow`).
SLOW = {"asked": 0, "answered": 0}
SLOW_LOCK = threading.Lock()


def geocoding_for(name):
    """The recorded Tokyo geocoding, named as asked (`Osaka` finds "Osaka, JP"), so a test can
    tell which search an answer is for; the recorded answer itself for Tokyo."""
    found = load_json("openmeteo/geocoding_tokyo.json")
    if name and name.strip().lower() != "tokyo":
        found["results"][0]["name"] = name.strip()
    return json.dumps(found, ensure_ascii=False).encode("utf-8")


def reply_for(path, query=""):
    """(status, body) for a request path and its query."""
    if len(path) > 1:
        path = path.rstrip("/")
    if path == "/v1/search":
        name = (parse_qs(query).get("name") or [""])[0]
        if name.strip().lower().startswith(SLOW_PREFIX):
            with SLOW_LOCK:
                SLOW["asked"] += 1
            time.sleep(SLOW_SECONDS)
            with SLOW_LOCK:
                SLOW["answered"] += 1
        return 200, geocoding_for(name)
    if path == "/__slow":
        with SLOW_LOCK:
            return 200, json.dumps(SLOW).encode()
    if path in STATIC:
        return 200, STATIC[path]
    match = ITEM.match(path)
    if match:
        collection = POSTS if match.group(1) == "posts" else USERS
        for element in collection:
            if str(element.get("id")) == match.group(2):
                return 200, json.dumps(element, ensure_ascii=False).encode("utf-8")
        return 404, NOT_FOUND
    return 404, NOT_FOUND


class Handler(BaseHTTPRequestHandler):
    server_version = "DaybookFixtures/1"
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        address = urlsplit(self.path)
        status, body = reply_for(address.path, address.query)
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_HEAD(self):
        address = urlsplit(self.path)
        status, body = reply_for(address.path, address.query)
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if os.environ.get("FIXTURE_SERVER_VERBOSE"):
            sys.stderr.write("fixture: " + (format % args) + "\n")


def main():
    port_file = sys.argv[1] if len(sys.argv) > 1 else None
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    port = server.server_address[1]

    def stop(*_):
        # shutdown() waits for serve_forever() to return, so it must run on another thread.
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    if port_file:
        temporary = port_file + ".tmp"
        with open(temporary, "w") as handle:
            handle.write(f"{port}\n")
        os.replace(temporary, port_file)
    print(f"Fixture server at http://127.0.0.1:{port}", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
