#!/usr/bin/env python3
"""The live pages in headless Chromium with their script running: pages that follow every change.

    python live.py BASE_URL SCREENSHOT_DIR [SECOND_SERVER_URL]

BASE_URL is a running `daybook serve` with the fixture server behind it (see run.sh). Two
windows are opened on /todos, and a todo added through the API and through `daybook todo add`
(on the server's own database, DAYBOOK_BINARY and DAYBOOK_DATABASE or DAYBOOK_DATABASE_URL) must
appear in both without a reload. With SECOND_SERVER_URL, another `daybook serve` on the same
PostgreSQL database as BASE_URL, a todo added through it must appear in both too (its
LISTEN/NOTIFY). Then: two words typed into the todo search (no Enter) show the rows that match,
with the address following and the focus staying in the field; toggle, delete and Undo work in
place, without a page load; a slow city typed and then a fast one ends showing the fast one, even
once the slow one's answer has come; a server stopped under an open page (which sees its close
frame) and started again on the same address finds the page back by itself, showing a todo
added meanwhile; and axe-core finds no serious or critical violation on every live page, with
the script running.

Environment: as walkthrough.py (WALKTHROUGH_PASSWORD to sign in first); DAYBOOK_BINARY and
DAYBOOK_DATABASE or DAYBOOK_DATABASE_URL for the command line's todo; FIXTURE_URL, the fixture
server, which says when the slow city was asked for and answered.
"""

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import time
import traceback
import urllib.request

from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from walkthrough import WAIT_SECONDS, StepFailed, Walkthrough, check, expect_equal


def free_port():
    """A port of 127.0.0.1 nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LiveWalk(Walkthrough):
    def __init__(self, base_url, screenshots, second_server):
        super().__init__(base_url, screenshots)
        self.second = second_server.rstrip("/") if second_server else None
        self.windows = []

    # MARK: - Helpers

    def until(self, condition, what):
        """Waits until `condition(driver)` holds, in the window shown; fails naming `what`."""
        try:
            WebDriverWait(self.driver, WAIT_SECONDS, ignored_exceptions=(WebDriverException,)).until(condition)
        except TimeoutException:
            raise StepFailed(f"{what} ({self.driver.current_url})" + self.browser_error()) from None

    def titles(self):
        return [e.text.strip() for e in self.all("ul.todos li .title")]

    def wait_live(self):
        """Waits until the page's script has its channel open (`html.live`)."""
        self.until(
            lambda d: d.execute_script("return document.documentElement.classList.contains('live')"),
            "the page's live channel did not open",
        )

    def mark(self):
        """A mark on the document shown, gone if the page is loaded again."""
        self.driver.execute_script("window.__daybookLive = true")

    def still_marked(self, what):
        check(self.driver.execute_script("return window.__daybookLive === true"), f"{what} loaded the page again")

    def in_each_window(self, check_window):
        for handle in self.windows:
            self.driver.switch_to.window(handle)
            check_window()

    def slow_searches(self):
        """How many slow cities the fixture server was asked for and has answered."""
        with urllib.request.urlopen(os.environ["FIXTURE_URL"] + "/__slow", timeout=10) as response:
            return json.loads(response.read())

    def api_add(self, base, title):
        """POST /api/todos on `base`, with the password as Basic authentication when there is one."""
        request = urllib.request.Request(
            base + "/api/todos", data=json.dumps({"title": title}).encode(), method="POST",
            headers={"Content-Type": "application/json"},
        )
        password = os.environ.get("WALKTHROUGH_PASSWORD")
        if password:
            token = base64.b64encode(f"live:{password}".encode()).decode()
            request.add_header("Authorization", f"Basic {token}")
        with urllib.request.urlopen(request, timeout=10) as response:
            expect_equal(response.status, 201, f"POST /api/todos on {base}")

    def cli_add(self, title):
        binary = os.environ["DAYBOOK_BINARY"]
        where = (
            ["--database-url", os.environ["DAYBOOK_DATABASE_URL"]]
            if os.environ.get("DAYBOOK_DATABASE_URL")
            else ["--database", os.environ["DAYBOOK_DATABASE"]]
        )
        done = subprocess.run(
            [binary, "todo", "add", title, *where], capture_output=True, text=True, timeout=60,
            env={**os.environ, "DAYBOOK_DATABASE_URL": ""} if not os.environ.get("DAYBOOK_DATABASE_URL") else os.environ,
        )
        check(done.returncode == 0, f"daybook todo add exited {done.returncode}: {done.stderr.strip()}")

    # MARK: - Steps

    def two_windows(self):
        self.open("/todos")
        self.page_checks("Todos")
        self.wait_live()
        self.windows = [self.driver.current_window_handle]
        self.driver.switch_to.new_window("window")
        self.open("/todos")
        self.wait_live()
        self.windows.append(self.driver.current_window_handle)
        self.in_each_window(self.mark)
        self.log("two windows on /todos, each with its live channel open")

    def appears_everywhere(self, title, how):
        def shown():
            self.until(lambda d: title in self.titles(), f"{title!r}, added {how}, did not appear")
            self.still_marked(f"showing {title!r}")

        self.in_each_window(shown)
        self.log(f"a todo added {how} appeared in both windows without a reload")

    def changes_from_elsewhere(self):
        self.api_add(self.base, "Added through the API")
        self.appears_everywhere("Added through the API", "through the API")
        self.cli_add("Added by daybook todo add")
        self.appears_everywhere("Added by daybook todo add", "by daybook todo add")
        if self.second:
            self.api_add(self.second, "Added through the second server")
            self.appears_everywhere("Added through the second server", "through another server on PostgreSQL")

    def search_as_typed(self):
        self.driver.switch_to.window(self.windows[0])
        box = self.field_for("Search todos")
        box.click()
        box.send_keys("through api")
        self.until(lambda d: self.titles() == ["Added through the API"], "typing 'through api' did not show the one match")
        check(
            "q=through%20api" in self.driver.current_url,
            f"the address should follow the search: {self.driver.current_url}",
        )
        expect_equal(
            self.driver.execute_script("return document.activeElement && document.activeElement.id"), "q",
            "the focus while the list changed",
        )
        self.still_marked("searching")
        for _ in range(len("through api")):
            box.send_keys("\ue003")  # Backspace
        self.until(lambda d: len(self.titles()) >= 2, "clearing the search did not show the whole list again")
        self.log("todos: two words typed (no Enter) show the match, the address follows, the focus stays")
        self.screenshot("20-live-search.png")

    def search_through_an_ime(self):
        """A Japanese IME composes a word in several steps, each an input event marked as composing:
        none is searched; the word is, once the composition ends. (The composition's events are
        dispatched as an IME sends them; what the page sends is read off its socket.)"""
        self.driver.switch_to.window(self.windows[0])
        self.open("/todos")
        self.wait_live()
        self.mark()
        sent = self.driver.execute_script(
            """
            window.__sent = [];
            const send = WebSocket.prototype.send;
            WebSocket.prototype.send = function (data) { window.__sent.push(JSON.parse(data)); return send.call(this, data); };
            const box = document.getElementById('q');
            box.focus();
            box.dispatchEvent(new CompositionEvent('compositionstart', {bubbles: true, data: ''}));
            for (const text of ['ぎ', 'ぎゅ', 'ぎゅう', '牛', '牛乳']) {
              box.dispatchEvent(new CompositionEvent('compositionupdate', {bubbles: true, data: text}));
              box.value = text;
              box.dispatchEvent(new InputEvent('input', {bubbles: true, isComposing: true, data: text, inputType: 'insertCompositionText'}));
            }
            const whileComposing = window.__sent.filter(m => m.do === 'search').map(m => m.text);
            box.dispatchEvent(new CompositionEvent('compositionend', {bubbles: true, data: '牛乳'}));
            const afterwards = window.__sent.filter(m => m.do === 'search').map(m => m.text);
            return {whileComposing, afterwards};
            """
        )
        expect_equal(sent["whileComposing"], [], "the searches sent while the IME composed")
        expect_equal(sent["afterwards"], ["牛乳"], "the searches sent once the composition ended")
        self.until(lambda d: "q=%E7%89%9B%E4%B9%B3" in d.current_url, "the composed word was not searched")
        self.driver.execute_script(
            "const box = document.getElementById('q'); box.value = '';"
            " box.dispatchEvent(new InputEvent('input', {bubbles: true}));"
        )
        self.until(lambda d: "q=" not in d.current_url, "clearing the search did not show the whole list again")
        self.still_marked("searching through an IME")
        self.log("todos: nothing searched while an IME composes '牛乳', the word searched once it is composed")

    def added_on_a_full_page(self):
        """A todo added on a list longer than a page goes last: the page that holds it is shown, its
        row marked and in view, without a page load; the focus stays in the field."""
        self.driver.switch_to.window(self.windows[0])
        self.open("/todos")
        self.wait_live()
        # Fifty more: whatever was there, the next todo goes past the first page.
        for number in range(50):
            self.api_add(self.base, f"Filler {number + 1}")
        self.open("/todos")
        self.wait_live()
        self.until(lambda d: len(self.titles()) == 50, "the first page did not hold 50 todos")
        self.mark()
        field = self.field_for("New todo")
        field.send_keys("One past the page")
        field.send_keys("\ue007")  # Enter
        self.until(lambda d: "One past the page" in self.titles(), "the new todo was not shown")
        check("page=" in self.driver.current_url, f"the address should name the page: {self.driver.current_url}")
        marked = self.driver.execute_script(
            """
            const row = [...document.querySelectorAll('ul.todos li')].find(li => li.textContent.includes('One past the page'));
            const r = row.getBoundingClientRect();
            return {marked: row.classList.contains('revealed'), visible: r.top >= 0 && r.bottom <= innerHeight,
                    focus: document.activeElement && document.activeElement.id};
            """
        )
        check(marked["marked"], "the new row is not marked")
        check(marked["visible"], "the new row is not in view")
        expect_equal(marked["focus"], "new-title", "the focus after adding")
        self.still_marked("adding on a full page")
        self.screenshot("23-live-added-on-page-2.png")
        self.log(f"todos: a todo added on a full page shown on its page ({self.driver.current_url}), marked, in view")

    def in_place(self):
        self.driver.switch_to.window(self.windows[0])
        self.mark()
        title = "Added through the API"
        row = [li for li in self.all("ul.todos li") if title in li.text][0]
        row.find_element(By.CSS_SELECTOR, "button.check").click()
        self.until(
            lambda d: any("done" in li.get_attribute("class") for li in self.all("ul.todos li") if title in li.text),
            "the check circle did not mark the todo done in place",
        )
        self.driver.switch_to.window(self.windows[1])
        self.until(
            lambda d: any("done" in li.get_attribute("class") for li in self.all("ul.todos li") if title in li.text),
            "the other window did not follow the toggle",
        )
        self.driver.switch_to.window(self.windows[0])
        # Renamed in its row: the edit button opens a field there, Enter saves, Escape cancels.
        row = [li for li in self.all("ul.todos li") if title in li.text][0]
        row.find_element(By.CSS_SELECTOR, "a[data-intent='rename']").click()
        field = self.find("ul.todos li form.rename input[type=text]")
        expect_equal(field.get_attribute("value"), title, "the rename field, at first")
        expect_equal(
            self.driver.execute_script("return document.activeElement === arguments[0]", field), True,
            "the focus when renaming",
        )
        field.send_keys("\ue00c")  # Escape
        self.until(lambda d: not self.all("ul.todos li form.rename"), "Escape did not close the rename field")
        row = [li for li in self.all("ul.todos li") if title in li.text][0]
        row.find_element(By.CSS_SELECTOR, "a[data-intent='rename']").click()
        field = self.find("ul.todos li form.rename input[type=text]")
        field.clear()
        renamed = "Renamed in its row"
        field.send_keys(renamed + "\n")
        self.until(lambda d: renamed in self.titles() and not self.all("form.rename"), "renaming in place did not save")
        expect_equal(
            self.driver.execute_script("return document.activeElement.dataset.intent"), "rename",
            "the focus after renaming (the row's edit button)",
        )
        self.screenshot("22-live-renamed.png")
        title = renamed
        row = [li for li in self.all("ul.todos li") if title in li.text][0]
        row.find_element(By.CSS_SELECTOR, "button.delete").click()
        self.until(lambda d: title not in self.titles(), "deleting did not remove the row in place")
        self.wait_text("#flash p", f"Deleted “{title}”.", "the confirmation")
        self.find("#flash button").click()
        self.until(lambda d: title in self.titles(), "Undo did not put the todo back in place")
        self.still_marked("toggling, deleting and undoing")
        self.log("todos: toggle, rename (Escape, then Enter), delete and Undo in place, followed by the other window")

    def slow_then_fast_city(self):
        self.open("/weather")
        self.wait_live()
        self.mark()
        box = self.field_for("City")
        box.click()
        before = self.slow_searches()
        box.send_keys("Slowtown")
        # Once the slow city's search has reached the service, another city is typed.
        self.until(lambda d: self.slow_searches()["asked"] > before["asked"], "the slow city was never searched")
        box.clear()
        box.send_keys("Osaka")
        self.until(
            lambda d: "Osaka, JP" in (self.find("#weather-result").text or ""),
            "the card did not show the city typed last",
        )
        # The slow answer comes meanwhile; the card stays the newer city's.
        self.until(
            lambda d: self.slow_searches()["answered"] > before["answered"], "the slow city was never answered"
        )
        shown = self.find("#weather-result").text
        check("Osaka, JP" in shown and "Slowtown" not in shown, f"an older answer replaced the newer: {shown!r}")
        check("city=Osaka" in self.driver.current_url, f"the address should follow the city: {self.driver.current_url}")
        self.still_marked("searching a city")
        self.log("weather: a slow city then a fast one ends on the fast one, after the slow answer came")
        self.screenshot("21-live-weather.png")

    def restarted_server(self):
        """A server stopped under an open page, a todo added while it is away, and the server
        started again on the same address: the page comes back by itself and shows the todo."""
        port = free_port()
        server = self.start_own_server(port)
        try:
            self.driver.switch_to.window(self.windows[0])
            self.driver.get(f"http://127.0.0.1:{port}/todos")
            self.wait_loaded()
            self.wait_live()
            self.mark()
            server.send_signal(signal.SIGTERM)
            expect_equal(server.wait(timeout=15), 0, "the server's exit status after SIGTERM")
            self.until(
                lambda d: d.execute_script("return !document.documentElement.classList.contains('live')"),
                "the page did not notice the server had stopped",
            )
            closed = self.driver.execute_script("return document.documentElement.dataset.liveClosed")
            check(
                closed in ("1000", "1001"),
                f"a stopping server closes the page's channel with a close frame (1000 or 1001, not {closed})",
            )
            self.cli_add("Added while the server was away")
            server = self.start_own_server(port)
            self.until(
                lambda d: "Added while the server was away" in self.titles(),
                "after the restart, the page did not come back by itself with the current list",
            )
            self.still_marked("coming back after a restart")
            self.log(f"restart: the page saw the stop's close frame ({closed}), came back by itself, showed the list")
        finally:
            if server.poll() is None:
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=15)

    def start_own_server(self, port):
        """`daybook serve` on the walkthrough's database and services, on `port`."""
        environment = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("DAYBOOK_", "OPENWEATHER_", "LC_"))
        }
        environment.update(
            DAYBOOK_DATABASE=os.environ["DAYBOOK_DATABASE"],
            DAYBOOK_PASSWORD=os.environ.get("WALKTHROUGH_PASSWORD", ""),
            DAYBOOK_OPENMETEO_GEOCODING_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_OPENMETEO_FORECAST_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_POSTS_URL=os.environ["FIXTURE_URL"],
            DAYBOOK_WEATHER_PROVIDER="open-meteo",
            LANG="C.UTF-8",
        )
        server = subprocess.Popen(
            [os.environ["DAYBOOK_BINARY"], "serve", "--port", str(port)], env=environment,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                    if response.status == 200:
                        return server
            except OSError:
                pass
            check(server.poll() is None, "the walkthrough's own server exited at start")
            check(time.monotonic() < deadline, "the walkthrough's own server did not answer within 30s")
            time.sleep(0.1)

    def accessible_with_script(self):
        for path in ("/", "/todos", "/weather?city=Tokyo", "/posts"):
            self.open(path)
            self.wait_live()
            violations = self.axe_violations()
            check(not violations, f"axe-core on {path} with the script running: {violations}")
        self.log("axe-core: no serious or critical violation on the live pages, script running")

    def run(self):
        steps = [
            *((self.sign_in,) if os.environ.get("WALKTHROUGH_PASSWORD") else ()),
            self.two_windows,
            self.changes_from_elsewhere,
        ]
        # LIVE_ONLY=changes: the changes from elsewhere alone (the run on PostgreSQL).
        if os.environ.get("LIVE_ONLY") != "changes":
            steps += [
                self.search_as_typed,
                self.search_through_an_ime,
                self.in_place,
                self.slow_then_fast_city,
                self.restarted_server,
                self.added_on_a_full_page,
                self.accessible_with_script,
            ]
        for step in steps:
            print(f"- {step.__name__.replace('_', ' ')}", flush=True)
            step()


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: live.py BASE_URL SCREENSHOT_DIR [SECOND_SERVER_URL]", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(sys.argv[2], exist_ok=True)
    started = time.monotonic()
    try:
        walk = LiveWalk(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) == 4 else None)
    except WebDriverException as error:
        print(f"FAIL: could not start Chromium through chromedriver: {error.msg or error}", file=sys.stderr)
        return 1
    try:
        walk.run()
    except StepFailed as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        walk.save_failure()
        return 1
    except Exception:
        print("FAIL: the live walkthrough stopped on an unexpected error:", file=sys.stderr)
        traceback.print_exc()
        walk.save_failure()
        return 1
    finally:
        walk.quit()
    print(f"Live pages passed in {time.monotonic() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
