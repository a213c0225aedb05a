#!/usr/bin/env python3
"""The live channel under load: many open pages on one `daybook serve`. Standard library only.

    live.py hold URL COUNT READY_FILE     opens COUNT live /todos pages and keeps them open (idle)
                                          until stdin closes; writes one line of JSON to READY_FILE
                                          once every page has been sent its first rows
    live.py latency URL PAGES WRITES      opens PAGES live /todos pages, then adds WRITES todos
                                          through the API, one at a time, and prints as JSON the
                                          time from each POST being sent to each page being sent
                                          the change (its new count; median, p90, p99, max)

Each page is a visitor of its own (a cookie and form token of its own, as the server only checks
they are well formed and agree), and the pages come from many loopback addresses (127.0.0.2,
127.0.0.3, …, forty pages each), as the server holds at most 48 live pages per address. Every
WebSocket is written out by hand (RFC 6455): the handshake, masked client frames, and the
server's frames read as they come.
"""

import asyncio
import base64
import json
import os
import secrets
import statistics
import sys
import time
import urllib.parse
import urllib.request

PAGES_PER_ADDRESS = 40


class Page:
    """One open /todos page: its connection, and what it has been sent."""

    def __init__(self, index):
        self.index = index
        self.reader = None
        self.writer = None
        self.texts = []
        self.changed = asyncio.Event()

    async def open(self, host, port):
        visitor, token = secrets.token_hex(16), secrets.token_hex(16)
        source = f"127.0.0.{2 + self.index // PAGES_PER_ADDRESS}"
        self.reader, self.writer = await asyncio.open_connection(host, port, local_addr=(source, 0), limit=1 << 24)
        path = "/live?token=" + token + "&at=" + urllib.parse.quote("/todos", safe="")
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\n"
            f"Cookie: daybook_user={visitor}; daybook_csrf={token}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n\r\n"
        )
        self.writer.write(request.encode())
        await self.writer.drain()
        head = await self.reader.readuntil(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError(f"page {self.index} was not upgraded: {head.splitlines()[0]!r}")

    async def read(self):
        """Keeps what the server sends, answering its pings, until the connection ends."""
        message = b""
        try:
            while True:
                first, second = await self.reader.readexactly(2)
                length = second & 0x7F
                if length == 126:
                    length = int.from_bytes(await self.reader.readexactly(2), "big")
                elif length == 127:
                    length = int.from_bytes(await self.reader.readexactly(8), "big")
                payload = await self.reader.readexactly(length)
                opcode = first & 0x0F
                if opcode in (0x0, 0x1):
                    message += payload
                    if first & 0x80:
                        self.texts.append((time.monotonic(), message.decode()))
                        message = b""
                        self.changed.set()
                elif opcode == 0x9:
                    self.send(0xA, payload)
                elif opcode == 0x8:
                    return
        except (asyncio.IncompleteReadError, ConnectionError):
            return

    def send(self, opcode, payload):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
        self.writer.write(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    async def until(self, predicate, timeout=30):
        """Waits until one of the texts sent satisfies `predicate`; the time it arrived."""
        deadline = time.monotonic() + timeout
        while True:
            for arrived, text in self.texts:
                if predicate(text):
                    return arrived
            self.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"page {self.index} was never sent what was waited for")
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except asyncio.TimeoutError:
                pass


async def open_pages(url, count):
    address = urllib.parse.urlsplit(url)
    pages = [Page(index) for index in range(count)]
    started = time.monotonic()
    # A hundred at a time: the server's listen queue is not what is measured.
    for first in range(0, count, 100):
        await asyncio.gather(*(page.open(address.hostname, address.port) for page in pages[first:first + 100]))
    readers = [asyncio.create_task(page.read()) for page in pages]
    await asyncio.gather(*(page.until(lambda text: "todos-rows" in text) for page in pages))
    return pages, readers, time.monotonic() - started


def add_todo(url, title):
    request = urllib.request.Request(
        url + "/api/todos", data=json.dumps({"title": title}).encode(), method="POST",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 201, response.status


async def hold(url, count, ready_file):
    pages, readers, seconds = await open_pages(url, count)
    with open(ready_file + ".tmp", "w") as handle:
        json.dump({"pages": len(pages), "openSeconds": round(seconds, 3)}, handle)
    os.replace(ready_file + ".tmp", ready_file)
    # Until run.sh closes stdin (it has measured what it wanted).
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    for page in pages:
        page.writer.close()
    for reader in readers:
        reader.cancel()


def total(url):
    """How many todos there are (the API's X-Total-Count)."""
    with urllib.request.urlopen(url + "/api/todos?size=1", timeout=30) as response:
        return int(response.headers["X-Total-Count"])


async def latency(url, count, writes):
    pages, readers, _ = await open_pages(url, count)
    loop = asyncio.get_running_loop()
    samples = []
    held = total(url)
    for write in range(writes):
        # Every write changes the pages' summary ("Total 11 · …"), whichever page its row is on.
        held += 1
        summary = f'"todos-summary":"Total {held} '
        sent = time.monotonic()
        await loop.run_in_executor(None, add_todo, url, f"Live benchmark {write}")
        arrivals = await asyncio.gather(*(page.until(lambda text, s=summary: s in text) for page in pages))
        samples += [(arrived - sent) * 1000 for arrived in arrivals]
    for page in pages:
        page.writer.close()
    for reader in readers:
        reader.cancel()
    ordered = sorted(samples)

    def percentile(p):
        return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]

    print(json.dumps({
        "pages": count, "writes": writes, "samples": len(samples),
        "ms": {
            "median": statistics.median(samples), "p90": percentile(90), "p99": percentile(99),
            "max": ordered[-1], "min": ordered[0],
        },
    }))


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "hold":
        asyncio.run(hold(sys.argv[2], int(sys.argv[3]), sys.argv[4]))
    elif len(sys.argv) == 5 and sys.argv[1] == "latency":
        asyncio.run(latency(sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
