#!/usr/bin/env python3
"""Instructions a server spends per request, counted by valgrind's callgrind: a figure that does
not move with the machine's load, unlike a rate. Standard library only.

    instructions.py NAME PATH COMMAND...     prints one line of JSON

COMMAND (which may start with `env` and its settings) starts the server on port 0 and prints its URL (http://127.0.0.1:PORT) on standard
output or standard error. It is run twice under callgrind, once answering WARM requests for PATH
and once answering WARM + MEASURED, each over one kept-alive connection, then stopped with
SIGTERM; the difference between the two totals, divided by MEASURED, is what one request costs.
Starting, warming up and stopping cancel out. WARM is 200 and MEASURED 1,000 unless
INSTRUCTIONS_WARM and INSTRUCTIONS_MEASURED say otherwise.
"""

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

WARM = int(os.environ.get("INSTRUCTIONS_WARM", 200))
MEASURED = int(os.environ.get("INSTRUCTIONS_MEASURED", 1000))


def environment_and_program(command):
    """`env [-u NAME]... [NAME=VALUE]... PROGRAM ARGS...` read here, so that valgrind runs the
    program itself (it would otherwise count `env`, which then runs the program uninstrumented)."""
    environment = dict(os.environ)
    rest = list(command)
    if rest and rest[0] == "env":
        rest.pop(0)
        while rest:
            if rest[0] == "-u" and len(rest) > 1:
                environment.pop(rest[1], None)
                rest = rest[2:]
            elif "=" in rest[0] and not rest[0].startswith("/"):
                name, value = rest.pop(0).split("=", 1)
                environment[name] = value
            else:
                break
    return environment, rest


def total(command, path, requests, folder):
    out = os.path.join(folder, f"callgrind.{requests}.out")
    log = open(os.path.join(folder, f"server.{requests}.log"), "w+")
    environment, program = environment_and_program(command)
    process = subprocess.Popen(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *program],
        stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment)
    url = None
    deadline = time.time() + 180
    while url is None:
        if process.poll() is not None or time.time() > deadline:
            log.seek(0)
            raise SystemExit(f"instructions.py: the server did not start: {log.read()[-2000:]}")
        log.seek(0)
        match = re.search(r"http://127\.0\.0\.1:(\d+)", log.read())
        if match:
            url = int(match.group(1))
        else:
            time.sleep(0.2)
    connection = http.client.HTTPConnection("127.0.0.1", url, timeout=60)
    size = 0
    for _ in range(requests):
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise SystemExit(f"instructions.py: {path} answered {response.status}")
        size = len(body)
    connection.close()
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=120)
    summary = re.search(r"^(?:summary|totals):\s+(\d+)", open(out).read(), re.M)
    return int(summary.group(1)), size


def main():
    name, path, command = sys.argv[1], sys.argv[2], sys.argv[3:]
    with tempfile.TemporaryDirectory() as folder:
        base, _ = total(command, path, WARM, folder)
        more, size = total(command, path, WARM + MEASURED, folder)
    print(json.dumps({
        "benchmark": name, "path": path, "requests": MEASURED, "bytes": size,
        "instructionsPerRequest": (more - base) / MEASURED,
    }))


if __name__ == "__main__":
    main()
