#!/usr/bin/env python3
"""A page left open when its session ends, in headless Chromium with the page's script.

    python session.py SCREENSHOT_DIR

Starts a `daybook serve` of its own, with a password, on a new database (DAYBOOK_BINARY;
FIXTURE_URL for the remote services), signs in, opens /todos?q=milk, and then makes the first
account with `daybook user add` on that database, as a household does when it moves to accounts:

- the open page says at once that the session ended (the guides' words, as an alert), with a
  sign-in button that comes back to /todos?q=milk, before anything is typed; its live channel
  closes and stays closed;
- a title typed and sent anyway is not lost: the sign-in page asks for the account, and after it
  the list is back at /todos?q=milk with the title in the New todo field, not added until the
  visitor sends it again; sent again, it is added.

Saves session-ended.png, session-sign-in.png and session-kept.png.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.request

from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from live import free_port
from walkthrough import WAIT_SECONDS, StepFailed, Walkthrough, check, expect_equal

PASSWORD = f"household-{os.getpid()}-password"
ACCOUNT = ("Hanako", "Hanako's long password")


class SessionWalk(Walkthrough):
    def __init__(self, screenshots, folder):
        self.folder = folder
        self.database = os.path.join(folder, "session.sqlite")
        port = free_port()
        self.server = self.start_server(port)
        try:
            super().__init__(f"http://127.0.0.1:{port}", screenshots)
        except Exception:
            self.server.kill()
            self.server.wait()
            raise

    def until(self, condition, what):
        try:
            WebDriverWait(self.driver, WAIT_SECONDS, ignored_exceptions=(WebDriverException,)).until(condition)
        except TimeoutException:
            raise StepFailed(f"{what} ({self.driver.current_url})" + self.browser_error()) from None

    def environment(self):
        environment = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("DAYBOOK_", "OPENWEATHER_", "LC_"))
        }
        environment.update(HOME=self.folder, LANG="C.UTF-8", DAYBOOK_DATABASE=self.database)
        return environment

    def start_server(self, port):
        environment = self.environment()
        environment.update(
            DAYBOOK_PASSWORD=PASSWORD,
            DAYBOOK_OPENMETEO_GEOCODING_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_OPENMETEO_FORECAST_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_POSTS_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_WEATHER_PROVIDER="open-meteo",
        )
        log = open(os.path.join(self.folder, "server.log"), "wb")
        server = subprocess.Popen(
            [os.environ["DAYBOOK_BINARY"], "serve", "--port", str(port)], env=environment,
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                    if response.status == 200:
                        return server
            except OSError:
                pass
            check(server.poll() is None, "the session walk's server exited at start")
            check(time.monotonic() < deadline, "the session walk's server did not answer within 30s")
            time.sleep(0.1)

    def stop_server(self):
        if self.server.poll() is None:
            self.server.send_signal(signal.SIGTERM)
            expect_equal(self.server.wait(timeout=15), 0, "the session walk's server's exit status after SIGTERM")

    def add_first_account(self):
        name, password = ACCOUNT
        done = subprocess.run(
            [os.environ["DAYBOOK_BINARY"], "user", "add", name, "--database", self.database],
            input=password + "\n", capture_output=True, text=True, timeout=60, env=self.environment(),
        )
        check(done.returncode == 0, f"daybook user add exited {done.returncode}: {done.stderr.strip()}")

    def titles(self):
        return [e.text.strip() for e in self.all("ul.todos li .title")]

    # MARK: - Steps

    def sign_in(self):
        self.open("/todos?q=milk")
        check("/signin?next=" in self.driver.current_url, f"not asked to sign in: {self.driver.current_url}")
        self.field_for("Password").send_keys(PASSWORD)
        self.click_to(self.find("main form button[type=submit]"))
        check(self.driver.current_url.endswith("/todos?q=milk"), f"signed in to {self.driver.current_url}")
        self.until(
            lambda d: d.execute_script("return document.documentElement.classList.contains('live')"),
            "the page's live channel did not open",
        )
        self.driver.execute_script("window.__daybookSession = true")
        self.log("signed in with the household's password; /todos?q=milk is live")

    def told_at_once(self):
        self.add_first_account()
        self.until(
            lambda d: d.execute_script("return !!document.querySelector('#flash-area .flash.failure[role=alert]')"),
            "the open page did not say its session ended",
        )
        check(self.driver.execute_script("return window.__daybookSession === true"), "the page was loaded again")
        flash = self.find("#flash-area .flash.failure")
        check("session" in flash.text.lower(), f"the notice should say the session ended: {flash.text!r}")
        link = self.find("a.button", flash)
        expect_equal(link.text.strip(), "Sign in", "the notice's button")
        expect_equal(
            link.get_attribute("href"), self.base + "/signin?next=%2Ftodos%3Fq%3Dmilk", "where signing in comes back to"
        )
        self.until(
            lambda d: d.execute_script("return !document.documentElement.classList.contains('live')"),
            "the page's channel is still open",
        )
        expect_equal(
            self.driver.execute_script("return document.documentElement.dataset.liveClosed"), "4401",
            "the code the channel was closed with",
        )
        self.screenshot("session-ended.png")
        self.log(f"the open page said at once: {flash.text.strip()!r}, with a sign-in that comes back")

    def kept_through_the_sign_in(self):
        field = self.field_for("New todo")
        field.send_keys("Buy oat milk")
        self.navigating(lambda: field.send_keys(Keys.ENTER))
        check("/signin?next=%2Ftodos%3Fq%3Dmilk" in self.driver.current_url, f"sent to {self.driver.current_url}")
        self.page_checks("Sign in")
        self.screenshot("session-sign-in.png")
        name, password = ACCOUNT
        self.field_for("Name").send_keys(name)
        self.field_for("Password").send_keys(password)
        self.click_to(self.find("main form button[type=submit]"))
        expect_equal(self.driver.current_url, self.base + "/todos?q=milk", "the page after signing in")
        expect_equal(self.field_for("New todo").get_attribute("value"), "Buy oat milk", "the New todo field")
        check("Buy oat milk" not in self.titles(), "the title was added without being sent again")
        self.find("#flash")
        self.screenshot("session-kept.png")
        self.log(f"after the sign-in: back at /todos?q=milk, the title offered back ({self.text('#flash')!r})")
        self.until(
            lambda d: d.execute_script("return document.documentElement.classList.contains('live')"),
            "the page's live channel did not open after signing in",
        )
        field = self.field_for("New todo")
        field.send_keys(Keys.ENTER)
        self.until(lambda d: "Buy oat milk" in self.titles(), "sending the kept title again did not add it")
        self.log("sent again, the title was added")

    def run(self):
        for step in (self.sign_in, self.told_at_once, self.kept_through_the_sign_in):
            print(f"- {step.__name__.replace('_', ' ')}", flush=True)
            step()
        self.stop_server()


def main():
    if len(sys.argv) != 2:
        print("usage: session.py SCREENSHOT_DIR", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(sys.argv[1], exist_ok=True)
    started = time.monotonic()
    folder = tempfile.mkdtemp(prefix="daybook-session.")
    walk = None
    try:
        walk = SessionWalk(sys.argv[1], folder)
        walk.run()
    except StepFailed as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        if walk:
            walk.save_failure()
        return 1
    except Exception:
        print("FAIL: the session walk stopped on an unexpected error:", file=sys.stderr)
        traceback.print_exc()
        if walk:
            walk.save_failure()
        return 1
    finally:
        if walk:
            walk.quit()
            if walk.server.poll() is None:
                walk.server.kill()
                walk.server.wait()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"Session walk passed in {time.monotonic() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
