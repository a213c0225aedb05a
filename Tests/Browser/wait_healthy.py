#!/usr/bin/env python3
"""Waits up to 10 seconds for URL (a server's /healthz) to answer 200 `ok`; exits 1 if it never does.

    python3 wait_healthy.py URL
"""

import sys
import time
import urllib.request

deadline = time.monotonic() + 10
while True:
    try:
        with urllib.request.urlopen(sys.argv[1], timeout=2) as response:
            if response.status == 200 and response.read().strip() == b"ok":
                sys.exit(0)
    except OSError:
        pass
    if time.monotonic() > deadline:
        sys.exit(1)
    time.sleep(0.1)
