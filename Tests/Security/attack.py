#!/usr/bin/env python3
"""Run a fixed list of attacks against a `daybook` binary and print what happened.

Usage:

    python3 Tests/Security/attack.py /path/to/daybook [--only N,M] [--quick]

Prints a Markdown table to standard output, one row per attack: `| # | attack | result |`.
A result is an observation (status codes, header values, seconds, CPU %, exit codes,
bytes), not a verdict, so the same script can be run against the current build and
against a hardened one and the two tables compared. Progress goes to standard error.

  --only N,M   run only these attacks (numbers from the table)
  --quick      shorten the waits of 6, 7, 8 and 22 to 15 s and skip 18 (held lock)

Every run works in a fresh temporary directory (deleted at the end): HOME and
XDG_DATA_HOME point into it and every command gets `--database <tmp>/db.sqlite`
(or another file in <tmp> for the attacks that must not share that database: 10
poisons the order numbers, 11 adds 20,000 todos, 16 and 17 need their own files).
The weather and posts services are pointed at 127.0.0.1:1 (refused at once), except
in attack 9, so nothing leaves this machine. Servers are started with
`serve --port 0` and every process started here is killed at the end, whatever happens.

Standard library only (Python 3.11). Linux only (/proc, resource limits).
"""

from __future__ import annotations

import argparse
import atexit
import hashlib
import http.client
import json
import os
import re
import resource
import select
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

EVIL = "http://evil.example"
CLK_TCK = os.sysconf("SC_CLK_TCK")


# --------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class Server:
    """One `daybook serve` process."""

    def __init__(self, proc: subprocess.Popen, port: int, url: str, out_path: str, err_path: str):
        self.proc = proc
        self.port = port
        self.url = url
        self.out_path = out_path
        self.err_path = err_path

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stderr_first_line(self) -> str:
        return first_line(read_text(self.err_path))


class Context:
    """Everything one run shares: the binary, the temporary directory, the processes."""

    def __init__(self, binary: str, quick: bool):
        self.binary = binary
        self.quick = quick
        self.tmp = tempfile.mkdtemp(prefix="daybook-attack-")
        self.db = os.path.join(self.tmp, "db.sqlite")
        self.procs: list[subprocess.Popen] = []
        self.lock = threading.Lock()
        self.counter = 0
        self._shared: Server | None = None
        self.shared_deaths: list[int] = []
        os.makedirs(os.path.join(self.tmp, "xdg"), exist_ok=True)

    def path(self, name: str) -> str:
        return os.path.join(self.tmp, name)

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("DAYBOOK_") and k != "OPENWEATHER_API_KEY"}
        env.update({
            "HOME": self.tmp,
            "XDG_DATA_HOME": os.path.join(self.tmp, "xdg"),
            "DAYBOOK_LANG": "en",
            # Keep every outbound call on this machine; port 1 is refused at once.
            "DAYBOOK_POSTS_URL": "http://127.0.0.1:1",
            "DAYBOOK_OPENWEATHER_URL": "http://127.0.0.1:1",
            "DAYBOOK_OPENMETEO_GEOCODING_URL": "http://127.0.0.1:1",
            "DAYBOOK_OPENMETEO_FORECAST_URL": "http://127.0.0.1:1",
            "DAYBOOK_HTTP_TIMEOUT": "5",
        })
        if extra:
            env.update(extra)
        return env

    def next_name(self, prefix: str) -> str:
        with self.lock:
            self.counter += 1
            return os.path.join(self.tmp, f"{prefix}{self.counter}")

    def spawn(self, args: list[str], env_extra=None, preexec_fn=None, name="proc") -> tuple[subprocess.Popen, str, str]:
        base = self.next_name(name)
        out_path, err_path = base + ".out", base + ".err"
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            proc = subprocess.Popen([self.binary, *args], stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    env=self.env(env_extra), cwd=self.tmp, preexec_fn=preexec_fn)
        with self.lock:
            self.procs.append(proc)
        return proc, out_path, err_path

    def shared(self) -> Server:
        """The server on <tmp>/db.sqlite that the quick attacks share (restarted if it died)."""
        with self.lock:
            current = self._shared
        if current is not None and current.alive():
            return current
        if current is None:
            run_cli(self, ["todo", "add", "seed todo", "--database", self.db])
        server = start_server(self, self.db)
        with self.lock:
            self._shared = server
        return server

    def shared_exit_code(self) -> int | None:
        with self.lock:
            current = self._shared
        if current is None:
            return None
        return current.proc.poll()

    def cleanup(self) -> None:
        with self.lock:
            procs = list(self.procs)
        for proc in procs:
            if proc.poll() is None:
                try:
                    proc.kill()
                except ProcessLookupError:
                    pass
        for proc in procs:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        shutil.rmtree(self.tmp, ignore_errors=True)


def read_text(path: str) -> str:
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", "replace")
    except OSError:
        return ""


def first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "(empty)"


SERVING = re.compile(r"serving at (https?://\S+)")


def wait_for_serving_line(proc: subprocess.Popen, out_path: str, timeout: float) -> str | None:
    """The URL from `Daybook is serving at URL`, or None if the process exited or timed out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        match = SERVING.search(read_text(out_path))
        if match:
            return match.group(1)
        if proc.poll() is not None:
            return None
        time.sleep(0.05)
    return None


def start_server(ctx: Context, db: str, args=(), env_extra=None, preexec_fn=None, timeout=20.0) -> Server:
    proc, out_path, err_path = ctx.spawn(["serve", "--port", "0", "--database", db, *args],
                                         env_extra=env_extra, preexec_fn=preexec_fn, name="server")
    url = wait_for_serving_line(proc, out_path, timeout)
    if url is None:
        if proc.poll() is None:
            proc.kill()
        raise RuntimeError(f"server did not start (exit {proc.poll()}): "
                           f"{first_line(read_text(out_path) + read_text(err_path))}")
    port = urllib.parse.urlsplit(url).port
    return Server(proc, port, url, out_path, err_path)


def run_cli(ctx: Context, args: list[str], timeout=60.0, input_bytes: bytes | None = None) -> subprocess.CompletedProcess:
    proc = subprocess.Popen([ctx.binary, *args], stdin=subprocess.PIPE if input_bytes is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ctx.env(), cwd=ctx.tmp)
    with ctx.lock:
        ctx.procs.append(proc)
    try:
        out, err = proc.communicate(input=input_bytes, timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise RuntimeError(f"`daybook {' '.join(args[:2])}` still running after {timeout:.0f} s (killed)")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def stderr_summary(data: bytes) -> str:
    """The first line of standard error, plus the Swift runtime's reason when it crashed."""
    text = data.decode("utf-8", "replace")
    summary = first_line(text)
    reason = re.search(r"(Fatal error[^\n]*|Swift runtime failure[^*\n]*)", text)
    if reason and reason.group(1) not in summary:
        summary += f" … {reason.group(1).strip()}"
    return summary


def describe_exit(code: int) -> str:
    if code < 0:
        try:
            return f"{code} (killed by {signal.Signals(-code).name})"
        except ValueError:
            return f"{code} (killed by signal {-code})"
    return str(code)


def cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat", "rb") as f:
        stat = f.read().decode()
    fields = stat[stat.rindex(")") + 2:].split()
    # After the command name: field 3 is state, so utime (14) and stime (15) are at 11 and 12.
    return int(fields[11]) + int(fields[12])


def cpu_percent(pid: int, seconds: float) -> float:
    """CPU used by the process over `seconds` of wall time, as % of one core."""
    t0, c0 = time.monotonic(), cpu_ticks(pid)
    time.sleep(seconds)
    t1, c1 = time.monotonic(), cpu_ticks(pid)
    return (c1 - c0) / CLK_TCK / (t1 - t0) * 100


def sha256(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except FileNotFoundError:
        return None


class Response:
    def __init__(self, status: int, reason: str, headers: list[tuple[str, str]], body: bytes):
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body

    def header(self, name: str, default: str = "none") -> str:
        values = [v for k, v in self.headers if k.lower() == name.lower()]
        return ", ".join(values) if values else default

    def json(self):
        return json.loads(self.body.decode("utf-8"))


def connect(port: int, timeout: float = 10.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=timeout)


def build_request(method: str, target: str, headers: list[tuple[str, str]], body: bytes = b"") -> bytes:
    lines = [f"{method} {target} HTTP/1.1"] + [f"{k}: {v}" for k, v in headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def read_response(sock: socket.socket, method: str = "GET", buffered: bytes = b"") -> Response:
    """Read one HTTP/1.1 response (Content-Length, chunked or until close)."""
    data = buffered
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"connection closed before a full response head ({len(data)} bytes)")
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    status, reason = int(parts[1]), (parts[2] if len(parts) > 2 else "")
    headers = []
    for line in lines[1:]:
        key, _, value = line.partition(":")
        headers.append((key.strip(), value.strip()))
    response = Response(status, reason, headers, b"")
    if method == "HEAD" or status in (204, 304) or 100 <= status < 200:
        return response
    length = response.header("Content-Length", "")
    if length:
        need = int(length)
        while len(rest) < need:
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
        response.body = rest[:need]
    elif "chunked" in response.header("Transfer-Encoding", "").lower():
        body = b""
        while True:
            while b"\r\n" not in rest:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("connection closed inside a chunked body")
                rest += chunk
            size_line, rest = rest.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            while len(rest) < size + 2:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("connection closed inside a chunk")
                rest += chunk
            body += rest[:size]
            rest = rest[size + 2:]
            if size == 0:
                break
        response.body = body
    else:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
        response.body = rest
    return response


def raw_request(port: int, method: str, target: str, headers=None, body: bytes = b"",
                host: str | None = None, timeout: float = 10.0) -> Response:
    """Send exactly these headers (plus Host, Content-Length and Connection: close)."""
    all_headers = [("Host", host or f"127.0.0.1:{port}")] + list(headers or [])
    if body or method in ("POST", "PUT", "PATCH"):
        all_headers.append(("Content-Length", str(len(body))))
    all_headers.append(("Connection", "close"))
    with connect(port, timeout) as sock:
        sock.sendall(build_request(method, target, all_headers, body))
        return read_response(sock, method)


def http_request(port: int, method: str, path: str, body=None, headers=None, timeout: float = 10.0) -> Response:
    """An ordinary request through http.client (Host: 127.0.0.1:PORT)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
            headers = {"Content-Type": "application/json", **(headers or {})}
        conn.request(method, path, body=body, headers=headers or {})
        resp = conn.getresponse()
        data = resp.read()
        return Response(resp.status, resp.reason, list(resp.getheaders()), data)
    finally:
        conn.close()


def post_todo(port: int, payload: dict, timeout: float = 10.0) -> Response:
    return http_request(port, "POST", "/api/todos", body=payload, timeout=timeout)


def api_titles(port: int) -> list[str]:
    response = http_request(port, "GET", "/api/todos")
    if response.status != 200:
        raise RuntimeError(f"GET /api/todos answered {response.status}")
    return [todo.get("title", "") for todo in response.json()]


def status_of(response: Response) -> str:
    return str(response.status)


def watch_until_closed(sock: socket.socket, limit: float, drip: bytes | None = None,
                       interval: float = 1.0) -> tuple[float | None, bytes]:
    """Wait until the peer closes the connection, sending `drip` every `interval` seconds.

    Returns (seconds until closed or None if still open after `limit`, bytes received)."""
    start = time.monotonic()
    next_drip = start + interval if drip else float("inf")
    received = b""
    sock.setblocking(False)
    try:
        while True:
            now = time.monotonic()
            if now - start >= limit:
                return None, received
            wait = max(0.0, min(next_drip, start + limit) - now)
            readable, _, _ = select.select([sock], [], [], wait)
            if readable:
                try:
                    chunk = sock.recv(65536)
                except (ConnectionResetError, BrokenPipeError):
                    return time.monotonic() - start, received
                except BlockingIOError:
                    chunk = None
                if chunk == b"":
                    return time.monotonic() - start, received
                if chunk:
                    received += chunk
            if drip and time.monotonic() >= next_drip:
                try:
                    sock.send(drip)
                except (ConnectionResetError, BrokenPipeError):
                    return time.monotonic() - start, received
                except BlockingIOError:
                    pass
                next_drip += interval
    finally:
        sock.setblocking(True)


def status_lines(data: bytes) -> str:
    found = re.findall(rb"HTTP/1\.[01] \d{3}[^\r\n]*", data)
    return "; ".join(s.decode("latin-1") for s in found) if found else "none"


def closed_or_open(seconds: float | None, limit: float) -> str:
    return f"closed after {seconds:.1f} s" if seconds is not None else f"still open after {limit:.0f} s"


def healthz(port: int, timeout: float) -> str:
    try:
        return str(http_request(port, "GET", "/healthz", timeout=timeout).status)
    except (socket.timeout, TimeoutError):
        return "timeout"
    except OSError as error:
        return f"{type(error).__name__}"


# --------------------------------------------------------------------------------------
# Attacks
# --------------------------------------------------------------------------------------


def attack_cross_site_post(ctx: Context) -> str:
    srv = ctx.shared()
    response = raw_request(srv.port, "POST", "/api/todos",
                           [("Content-Type", "text/plain"), ("Origin", EVIL)], b'{"title":"pwned"}')
    try:
        exists = "yes" if "pwned" in api_titles(srv.port) else "no"
    except Exception as error:
        exists = f"unknown ({error})"
    return f"status {response.status}; todo 'pwned' exists: {exists}"


def attack_cross_origin_read(ctx: Context) -> str:
    srv = ctx.shared()
    response = raw_request(srv.port, "GET", "/api/todos", [("Origin", EVIL)])
    return f"status {response.status}; Access-Control-Allow-Origin: {response.header('Access-Control-Allow-Origin')}"


def attack_preflight_delete(ctx: Context) -> str:
    srv = ctx.shared()
    response = raw_request(srv.port, "OPTIONS", "/api/todos",
                           [("Origin", EVIL), ("Access-Control-Request-Method", "DELETE")])
    return (f"status {response.status}; ACAO: {response.header('Access-Control-Allow-Origin')}; "
            f"Allow-Methods: {response.header('Access-Control-Allow-Methods')}")


def attack_dns_rebinding(ctx: Context) -> str:
    srv = ctx.shared()
    response = raw_request(srv.port, "GET", "/api/todos", host=f"evil.example:{srv.port}")
    url = "n/a (not a JSON list of todos)"
    try:
        todos = response.json()
        if isinstance(todos, list):
            url = todos[0].get("url", "none") if todos else "n/a (empty list)"
    except ValueError:
        pass
    return f"status {response.status}; url field: {url}"


def attack_idle_connections(ctx: Context) -> str:
    def limit_fds():
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))

    srv = start_server(ctx, ctx.db, preexec_fn=limit_fds)
    sockets: list[socket.socket] = []
    failures = 0
    try:
        for _ in range(1000):
            try:
                sockets.append(socket.create_connection(("127.0.0.1", srv.port), timeout=2))
                failures = 0
            except OSError:
                failures += 1
                if failures >= 3:
                    break
        cpu = cpu_percent(srv.pid, 5)
        server_fds = open_fds(srv.pid)
        during = healthz(srv.port, 5)
        still_open = sum(1 for s in sockets if not peer_closed(s))
    finally:
        for s in sockets:
            s.close()
    time.sleep(1)
    after = healthz(srv.port, 5)
    alive = "running" if srv.alive() else f"exited {describe_exit(srv.proc.returncode)}"
    return (f"opened {len(sockets)}/1000 ({still_open} still open after the wait; server holds {server_fds} fds); "
            f"healthz: {during}, server CPU: {cpu:.0f}%; after closing them: healthz {after}; server {alive}")


def open_fds(pid: int) -> str:
    try:
        return str(len(os.listdir(f"/proc/{pid}/fd")))
    except OSError:
        return "?"


def peer_closed(sock: socket.socket) -> bool:
    try:
        readable, _, _ = select.select([sock], [], [], 0)
        if not readable:
            return False
        sock.setblocking(False)
        try:
            return sock.recv(1, socket.MSG_PEEK) == b""
        finally:
            sock.setblocking(True)
    except (OSError, ValueError):
        return True


def attack_slowloris(ctx: Context) -> str:
    limit = 15 if ctx.quick else 40
    srv = start_server(ctx, ctx.db)
    with connect(srv.port) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        seconds, received = watch_until_closed(sock, limit, drip=b"X", interval=1.0)
    return f"{closed_or_open(seconds, limit)}; response: {status_lines(received)}"


def attack_stalled_body(ctx: Context) -> str:
    limit = 15 if ctx.quick else 60
    srv = start_server(ctx, ctx.db)
    with connect(srv.port) as sock:
        sock.sendall(build_request("POST", "/api/todos", [
            ("Host", f"127.0.0.1:{srv.port}"), ("Content-Type", "application/json"), ("Content-Length", "1000")]))
        seconds, received = watch_until_closed(sock, limit, drip=b" ", interval=2.0)
    return f"{closed_or_open(seconds, limit)}; response: {status_lines(received)}"


def attack_idle_keepalive(ctx: Context) -> str:
    limit = 15 if ctx.quick else 90
    srv = start_server(ctx, ctx.db)
    with connect(srv.port) as sock:
        sock.sendall(build_request("GET", "/healthz", [
            ("Host", f"127.0.0.1:{srv.port}"), ("Connection", "keep-alive")]))
        response = read_response(sock)
        seconds, received = watch_until_closed(sock, limit)
    extra = f"; then received: {status_lines(received)}" if received else ""
    return f"healthz {response.status}, then {closed_or_open(seconds, limit)}{extra}"


def attack_pending_upstream(ctx: Context) -> str:
    blackhole = socket.socket()
    blackhole.bind(("127.0.0.1", 0))
    blackhole.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept_forever():
        blackhole.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = blackhole.accept()
                held.append(conn)
            except (socket.timeout, TimeoutError):
                continue
            except OSError:
                return

    acceptor = threading.Thread(target=accept_forever, daemon=True)
    acceptor.start()
    hole = f"http://127.0.0.1:{blackhole.getsockname()[1]}"
    try:
        srv = start_server(ctx, ctx.db, env_extra={
            "DAYBOOK_OPENMETEO_GEOCODING_URL": hole,
            "DAYBOOK_OPENMETEO_FORECAST_URL": hole,
            "DAYBOOK_HTTP_TIMEOUT": "60",
        })
        time.sleep(1)
        idle = cpu_percent(srv.pid, 5)
        outcome: dict[str, str] = {}

        def lookup():
            try:
                outcome["status"] = str(http_request(srv.port, "GET", "/weather?city=Tokyo", timeout=70).status)
            except Exception as error:  # the server is killed at the end; record what the client saw
                outcome["status"] = type(error).__name__

        client = threading.Thread(target=lookup, daemon=True)
        client.start()
        time.sleep(2)
        busy = cpu_percent(srv.pid, 5)
        pending = "still pending" if "status" not in outcome else f"answered {outcome['status']}"
        srv.proc.kill()
        srv.proc.wait(timeout=5)
        client.join(timeout=5)
        return (f"idle: {idle:.1f}% of a core; {busy:.1f}% of a core while one lookup waits "
                f"(lookup {pending} after 7 s; black hole holds {len(held)} connection(s))")
    finally:
        stop.set()
        blackhole.close()
        for conn in held:
            conn.close()


def attack_order_overflow(ctx: Context) -> str:
    db = ctx.path("order.sqlite")
    srv = start_server(ctx, db)
    response = post_todo(srv.port, {"title": "edge", "order": 9223372036854775807})
    lines = ctx.path("two-lines.txt")
    with open(lines, "w") as f:
        f.write("first imported\nsecond imported\n")
    result = run_cli(ctx, ["todo", "import", lines, "--database", db])
    server = "running" if srv.alive() else f"exited {describe_exit(srv.proc.returncode)}"
    return (f"POST status {response.status}; import exit {describe_exit(result.returncode)}, "
            f"stderr: {stderr_summary(result.stderr)}; server {server}")


def attack_broad_search(ctx: Context) -> str:
    db = ctx.path("big.sqlite")
    lines = ctx.path("twenty-thousand.txt")
    with open(lines, "w") as f:
        for n in range(1, 20001):
            f.write(f"item {n} ".ljust(300, "a") + "\n")
    imported = run_cli(ctx, ["todo", "import", lines, "--database", db], timeout=120)
    if imported.returncode != 0:
        return f"import failed: exit {describe_exit(imported.returncode)}, {first_line(imported.stderr.decode())}"
    srv = start_server(ctx, db)
    start = time.monotonic()
    response = http_request(srv.port, "GET", "/todos?q=a", timeout=120)
    took = time.monotonic() - start
    return f"status {response.status}; {len(response.body):,} bytes in {took:.2f} s"


def attack_control_characters(ctx: Context) -> str:
    srv = ctx.shared()
    response = post_todo(srv.port, {"title": "\u001b]0;pwned\u0007\u001b[2Jhello"})
    listed = run_cli(ctx, ["todo", "list", "--database", ctx.db])
    esc = b"\x1b" in listed.stdout
    return (f"status {response.status}; `todo list` exit {listed.returncode}, "
            f"stdout has a raw ESC byte: {'yes' if esc else 'no'}")


def attack_row_forging(ctx: Context) -> str:
    srv = ctx.shared()
    response = post_todo(srv.port, {"title": "real\n3f2a0000  [x]  1  forged"})
    listed = run_cli(ctx, ["todo", "list", "--database", ctx.db])
    forged = any(line.startswith("3f2a0000") for line in listed.stdout.decode("utf-8", "replace").splitlines())
    return (f"status {response.status}; `todo list` has a line starting 3f2a0000: "
            f"{'yes' if forged else 'no'}")


def attack_combining_marks(ctx: Context) -> str:
    srv = ctx.shared()
    title = "a" + "\u0301" * 5000
    response = post_todo(srv.port, {"title": title})
    try:
        stored = [t for t in api_titles(srv.port) if t.startswith("a\u0301")]
        detail = f"yes ({len(stored[0])} code points)" if stored else "no"
    except Exception as error:
        detail = f"unknown ({error})"
    return f"status {response.status}; stored: {detail}"


def attack_path_redirect(ctx: Context) -> str:
    srv = ctx.shared()
    parts = []
    for target in ("//evil.example/", "//evil.example/todos"):
        response = raw_request(srv.port, "GET", target)
        href = b'href="//evil.example' in response.body
        location = response.header("Location", "")
        parts.append(f"{target} → {response.status}" + (f" (Location: {location})" if location else "")
                     + f", body has href=\"//evil.example: {'yes' if href else 'no'}")
    return "; ".join(parts)


def attack_foreign_database(ctx: Context) -> str:
    path = ctx.path("foreign.sqlite")
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE other(x); INSERT INTO other VALUES (1);")
    conn.commit()
    conn.close()
    before = sha256(path)
    result = run_cli(ctx, ["todo", "list", "--database", path])
    after = sha256(path)
    extras = [s for s in ("-wal", "-shm", "-journal") if os.path.exists(path + s)]
    return (f"exit {describe_exit(result.returncode)}, stderr: {stderr_summary(result.stderr)}; "
            f"sha256 {'changed' if before != after else 'unchanged'}"
            + (f"; files left: {', '.join(extras)}" if extras else ""))


def attack_read_not_rewritten(ctx: Context) -> str:
    db = ctx.path("healthy.sqlite")
    for title in ("one", "two", "three"):
        added = run_cli(ctx, ["todo", "add", title, "--database", db])
        if added.returncode != 0:
            return f"`todo add` failed: exit {added.returncode}"
    time.sleep(1)
    names = ("", "-wal", "-shm")
    before = {s: sha256(db + s) for s in names}
    listed = run_cli(ctx, ["todo", "list", "--database", db])
    after = {s: sha256(db + s) for s in names}

    def describe(suffix: str) -> str:
        b, a = before[suffix], after[suffix]
        if b is None and a is None:
            return "absent"
        if b is None:
            return "appeared"
        if a is None:
            return "disappeared"
        return "changed" if a != b else "unchanged"

    return (f"`todo list` exit {listed.returncode}; main file {describe('')}; "
            f"-wal {describe('-wal')}; -shm {describe('-shm')}")


def attack_busy_database(ctx: Context) -> str:
    if ctx.quick:
        return "skipped (--quick)"
    srv = ctx.shared()
    hold = 15.0
    conn = sqlite3.connect(ctx.db, isolation_level=None, timeout=0)
    outcome: dict[str, object] = {}

    def post():
        start = time.monotonic()
        try:
            outcome["response"] = post_todo(srv.port, {"title": "busy"}, timeout=30)
        except Exception as error:
            outcome["error"] = f"{type(error).__name__}"
        outcome["seconds"] = time.monotonic() - start

    try:
        conn.execute("BEGIN IMMEDIATE")
        client = threading.Thread(target=post, daemon=True)
        client.start()
        client.join(timeout=hold)
        conn.execute("ROLLBACK")
        released = "before" if "seconds" in outcome else "after"
        client.join(timeout=35)
    finally:
        conn.close()
    if "error" in outcome:
        return f"client error {outcome['error']} after {outcome['seconds']:.1f} s"
    response = outcome.get("response")
    if response is None:
        return "no answer after 30 s"
    return (f"status {response.status}; Retry-After: {response.header('Retry-After')}; "
            f"{outcome['seconds']:.1f} s (answered {released} the lock was released at {hold:.0f} s)")


def attack_head_and_unknown(ctx: Context) -> str:
    srv = ctx.shared()
    head_page = http_request(srv.port, "HEAD", "/todos")
    head_api = http_request(srv.port, "HEAD", "/api/todos")
    put = http_request(srv.port, "PUT", "/api/todos", body={"title": "put"})
    return (f"HEAD /todos {head_page.status}; HEAD /api/todos {head_api.status}; "
            f"PUT /api/todos {put.status}, Allow: {put.header('Allow')}, Content-Type: {put.header('Content-Type')}")


def attack_caching_headers(ctx: Context) -> str:
    srv = ctx.shared()
    page = http_request(srv.port, "GET", "/todos")
    html = page.body.decode("utf-8", "replace")
    css = "no stylesheet link found"
    for tag in re.findall(r"<link\b[^>]*>", html):
        if re.search(r'rel="?stylesheet"?', tag):
            match = re.search(r'href="([^"]+)"', tag)
            if match:
                href = match.group(1).replace("&amp;", "&")
                path = urllib.parse.urlsplit(href)
                target = path.path + (f"?{path.query}" if path.query else "")
                sheet = http_request(srv.port, "GET", target)
                css = f"stylesheet {href} → {sheet.status}, Cache-Control: {sheet.header('Cache-Control')}"
                break
    return (f"/todos {page.status}, Cache-Control: {page.header('Cache-Control')}, "
            f"Vary: {page.header('Vary')}; {css}")


def attack_exposure_without_password(ctx: Context) -> str:
    proc, out_path, err_path = ctx.spawn(["serve", "--host", "0.0.0.0", "--port", "0", "--database", ctx.db],
                                         name="public")
    url = wait_for_serving_line(proc, out_path, 5)
    if url is not None or proc.poll() is None:
        proc.kill()
        proc.wait(timeout=5)
        return f"started (listening: {url or 'no serving line yet, still running after 5 s'})"
    output = read_text(out_path) + read_text(err_path)
    return f"refused: exit {describe_exit(proc.returncode)}, {first_line(output)}"


def attack_sigterm_stalled(ctx: Context) -> str:
    limit = 15 if ctx.quick else 30
    srv = start_server(ctx, ctx.db)
    with connect(srv.port) as sock:
        sock.sendall(build_request("POST", "/api/todos", [
            ("Host", f"127.0.0.1:{srv.port}"), ("Content-Type", "application/json"),
            ("Content-Length", "1000")]) + b'{"title":"')
        sock.sendall(b"x" * (10 - len(b'{"title":"')))
        time.sleep(1)
        start = time.monotonic()
        srv.proc.send_signal(signal.SIGTERM)
        try:
            code = srv.proc.wait(timeout=limit)
            return f"exited after {time.monotonic() - start:.1f} s with exit {describe_exit(code)}"
        except subprocess.TimeoutExpired:
            srv.proc.kill()
            srv.proc.wait(timeout=5)
            return f"still running after {limit} s (then SIGKILLed)"


# (number, description, function, time budget in seconds, runs in parallel with the others)
ATTACKS = [
    (1, "Cross-site simple POST (text/plain, Origin evil)", attack_cross_site_post, 30, False),
    (2, "Cross-origin read of /api/todos", attack_cross_origin_read, 30, False),
    (3, "Cross-origin preflight for DELETE", attack_preflight_delete, 30, False),
    (4, "DNS rebinding (Host: evil.example)", attack_dns_rebinding, 30, False),
    (5, "1000 idle connections (server fd limit 1024)", attack_idle_connections, 90, False),
    (6, "Trickled request head (slowloris)", attack_slowloris, 70, True),
    (7, "Stalled body (Content-Length 1000, 1 byte / 2 s)", attack_stalled_body, 90, True),
    (8, "Idle keep-alive connection", attack_idle_keepalive, 120, True),
    (9, "Pending upstream request (black-hole weather service)", attack_pending_upstream, 60, False),
    (10, "Order overflow (order = Int64.max, then import)", attack_order_overflow, 60, False),
    (11, "Broad search: 20,000 × 300-char todos, /todos?q=a", attack_broad_search, 180, False),
    (12, "Control characters in a title", attack_control_characters, 30, False),
    (13, "Row forging with a newline in a title", attack_row_forging, 30, False),
    (14, "One character with 5,000 combining marks", attack_combining_marks, 30, False),
    (15, "Open redirect / link from path (//evil.example/)", attack_path_redirect, 30, False),
    (16, "Foreign database left unchanged", attack_foreign_database, 30, False),
    (17, "Healthy database read not rewritten", attack_read_not_rewritten, 30, False),
    (18, "Busy database (BEGIN IMMEDIATE held 15 s)", attack_busy_database, 60, False),
    (19, "HEAD and unknown methods", attack_head_and_unknown, 30, False),
    (20, "Caching headers", attack_caching_headers, 30, False),
    (21, "Exposure without password (--host 0.0.0.0)", attack_exposure_without_password, 30, False),
    (22, "SIGTERM with a stalled client", attack_sigterm_stalled, 60, False),
]


# --------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------


class Run:
    """One attack running in its own thread, so a hang cannot stop the others."""

    def __init__(self, ctx: Context, number: int, function, budget: float):
        self.number = number
        self.budget = budget
        self.result: str | None = None
        self.started = 0.0
        self.thread = threading.Thread(target=self._run, args=(ctx, function), daemon=True)

    def _run(self, ctx: Context, function) -> None:
        try:
            self.result = function(ctx)
        except Exception as error:
            self.result = f"error: {type(error).__name__}: {error}"
        log(f"[{self.number}] done after {time.monotonic() - self.started:.1f} s")

    def start(self) -> None:
        self.started = time.monotonic()
        log(f"[{self.number}] started")
        self.thread.start()

    def finish(self) -> str:
        remaining = self.budget - (time.monotonic() - self.started)
        self.thread.join(timeout=max(0.0, remaining))
        if self.thread.is_alive():
            self.result = f"error: no result within its budget of {self.budget:.0f} s"
            log(f"[{self.number}] gave up after {self.budget:.0f} s")
        return self.result or "error: no result"


def markdown_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def raise_own_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 4096 if hard == resource.RLIM_INFINITY else min(hard, 4096)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def parse_only(text: str | None) -> set[int] | None:
    if not text:
        return None
    numbers = {int(part) for part in text.split(",") if part.strip()}
    known = {number for number, *_ in ATTACKS}
    unknown = numbers - known
    if unknown:
        raise SystemExit(f"attack.py: no attack numbered {', '.join(map(str, sorted(unknown)))}")
    return numbers


def main() -> int:
    parser = argparse.ArgumentParser(description="Run a fixed list of attacks against a daybook binary.")
    parser.add_argument("binary", help="path to the daybook binary")
    parser.add_argument("--only", help="comma-separated attack numbers, e.g. 1,5,22")
    parser.add_argument("--quick", action="store_true", help="shorter waits; skip the slow attacks")
    args = parser.parse_args()

    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"attack.py: {binary} is not an executable file")
    only = parse_only(args.only)
    raise_own_fd_limit()

    ctx = Context(binary, args.quick)
    atexit.register(ctx.cleanup)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGHUP, lambda *_: sys.exit(129))
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started with SIGINT ignored
    began = time.monotonic()
    results: dict[int, str] = {}
    try:
        selected = [a for a in ATTACKS if only is None or a[0] in only]
        # The slow socket-watching attacks use their own servers and mostly sleep, so they run
        # alongside the others; everything else runs one at a time (CPU figures stay clean).
        background = [Run(ctx, n, f, b) for n, _, f, b, parallel in selected if parallel]
        for run in background:
            run.start()
        for number, _, function, budget, parallel in selected:
            if parallel:
                continue
            run = Run(ctx, number, function, budget)
            deaths_before = ctx.shared_exit_code()
            run.start()
            result = run.finish()
            exit_code = ctx.shared_exit_code()
            if deaths_before is None and exit_code is not None:
                result += f" (shared server exited {describe_exit(exit_code)} during this attack)"
            results[number] = result
        for run in background:
            results[run.number] = run.finish()
    finally:
        ctx.cleanup()

    print("| # | attack | result |")
    print("|---|---|---|")
    for number, description, *_ in selected:
        print(f"| {number} | {markdown_cell(description)} | {markdown_cell(results.get(number, 'error: not run'))} |")
    log(f"total run time: {time.monotonic() - began:.1f} s")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        log("attack.py: interrupted; every process it started was killed")
        sys.exit(130)
