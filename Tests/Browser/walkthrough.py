#!/usr/bin/env python3
"""Walks through every Daybook web feature in headless Chromium, as a person would.

    python walkthrough.py BASE_URL SCREENSHOT_DIR

BASE_URL is a running `daybook serve` (fresh database, remote services pointed at
fixture_server.py), e.g. http://127.0.0.1:8080. Each page is saved as a full-page PNG in
SCREENSHOT_DIR. Then the survey opens every page at phone size (390x844) and desktop size
(1280x800), light and dark, in English and Japanese, and fails on sideways scrolling, a tap target
under 44x44 CSS pixels, a button or link label broken inside a word, a navigation on more than
one line, or an axe-core violation of impact serious or critical; it saves each as
survey-VIEWPORT-SCHEME-LANGUAGE-PAGE.png. Prints one line per step; on the first failure prints what was expected and what
the page showed, saves `failure.png` and `failure.html`, and exits 1.

Environment: CHROMIUM_BINARY (default /usr/bin/chromium), CHROMEDRIVER (default
/usr/bin/chromedriver), WINDOW_SIZE (default 1280x900), DOCS_SCREENSHOTS (a folder: also save
what a phone shows of the todos and a desktop of the dashboard, for the README), WALKTHROUGH_PASSWORD (the
server's DAYBOOK_PASSWORD: the walkthrough then signs in first, with a wrong password and then
the right one, and signs out last), WALKTHROUGH_SCRIPTS (`off`: no page runs a script, as with
JavaScript turned off, through Chromium's `Emulation.setScriptExecutionDisabled`; run.sh walks
through so, and then live.py with scripts on).
"""

import base64
import math
import os
import signal
import sys
import time
import traceback

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

WAIT_SECONDS = 15


class StepFailed(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise StepFailed(message)


def expect_equal(actual, expected, what):
    if actual != expected:
        raise StepFailed(f"{what}: expected {expected!r}, got {actual!r}")


class Walkthrough:
    def __init__(self, base_url, screenshots):
        self.base = base_url.rstrip("/")
        self.screenshots = screenshots
        self.count = 0
        width, height = (int(v) for v in os.environ.get("WINDOW_SIZE", "1280x900").split("x"))
        options = Options()
        options.binary_location = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
        for argument in (
            "--headless=new",
            "--no-sandbox",  # CI runs as root
            "--disable-dev-shm-usage",
            "--disable-gpu",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--lang=en-US",
            f"--window-size={width},{height}",
        ):
            options.add_argument(argument)
        # What a browser set to English sends; the Japanese step switches with the page's own link.
        options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
        service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
        self.driver = webdriver.Chrome(options=options, service=service)
        self.driver.set_page_load_timeout(30)
        self.wait = WebDriverWait(self.driver, WAIT_SECONDS)
        # With WALKTHROUGH_SCRIPTS=off no page runs a script (as with JavaScript turned off), for
        # every page loaded from now on; WebDriver's own scripts, which measure the pages, still run.
        self.scripts_off = os.environ.get("WALKTHROUGH_SCRIPTS") == "off"
        self.set_page_scripts(enabled=not self.scripts_off)
        self._fit_viewport(width, height)

    def set_page_scripts(self, enabled):
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not enabled})

    def _fit_viewport(self, width, height):
        """Makes the page area (not the window) width × height CSS pixels."""
        self.driver.get("about:blank")
        inner = self.driver.execute_script("return [window.innerWidth, window.innerHeight]")
        if inner != [width, height]:
            size = self.driver.get_window_size()
            self.driver.set_window_size(
                size["width"] + width - inner[0], size["height"] + height - inner[1]
            )

    # MARK: - Helpers

    def log(self, text):
        print(f"  ok  {text}", flush=True)

    def find(self, css, within=None):
        """The one element for `css`, waiting for it to appear."""
        try:
            if within is not None:
                return self.wait.until(lambda _: within.find_elements(By.CSS_SELECTOR, css))[0]
            return self.wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, css)))
        except TimeoutException:
            raise StepFailed(
                f"no element matches {css!r} on {self.driver.current_url}" + self.browser_error()
            ) from None

    def all(self, css, within=None):
        return (within or self.driver).find_elements(By.CSS_SELECTOR, css)

    def text(self, css, within=None):
        return self.find(css, within).text.strip()

    def wait_text(self, css, expected, what=None):
        """Waits until the element for `css` reads `expected` (stripped)."""
        try:
            self.wait.until(
                lambda d: any(e.text.strip() == expected for e in d.find_elements(By.CSS_SELECTOR, css))
            )
        except TimeoutException:
            shown = [e.text.strip() for e in self.all(css)]
            raise StepFailed(
                f"{what or css}: expected {expected!r}, the page shows {shown!r} ({self.driver.current_url})"
                + self.browser_error()
            ) from None

    def browser_error(self):
        """When Chromium shows its own error page (the server did not answer), which error."""
        code = self.driver.execute_script(
            "return document.body && document.body.classList.contains('neterror')"
            " ? (document.querySelector('.error-code') || {}).textContent || 'a network error' : null"
        )
        return f"; Chromium shows its error page: {code.strip()} (is the server still running?)" if code else ""

    def wait_loaded(self):
        self.wait.until(lambda d: d.execute_script("return document.readyState") == "complete")

    def navigating(self, action):
        """Runs `action` (a click, Enter) and waits until the next page has loaded."""
        # A mark on the current document: gone once the browser shows a new one. (Chromium answers
        # a staleness check during navigation with a generic error, so no staleness_of here.)
        self.driver.execute_script("window.__daybookWalkthrough = true")
        action()

        def replaced(driver):
            return driver.execute_script(
                "return window.__daybookWalkthrough === undefined && document.readyState === 'complete'"
            )

        try:
            WebDriverWait(self.driver, WAIT_SECONDS, ignored_exceptions=(WebDriverException,)).until(replaced)
        except TimeoutException:
            raise StepFailed(f"the page did not change after the action ({self.driver.current_url})") from None

    def click_to(self, element):
        self.navigating(element.click)

    def open(self, path):
        self.driver.get(self.base + path)
        self.wait_loaded()

    def field_for(self, label_text):
        """The control labelled `label_text`, found through its <label for>, as a person finds it."""
        labels = [l for l in self.all("label[for]") if l.text.strip() == label_text]
        check(labels, f"no label reads {label_text!r} on {self.driver.current_url}")
        return self.driver.find_element(By.ID, labels[0].get_attribute("for"))

    def nav_link(self, text):
        links = [a for a in self.all("header nav[aria-label='Daybook'] ul a") if a.text.strip() == text]
        check(links, f"the navigation has no link {text!r}")
        return links[0]

    def search(self, label, words):
        """Types `words` into the search box labelled `label` and presses Enter, as a person does;
        checks the browser sent the form's spaces as `+` and the box still holds the words."""
        box = self.field_for(label)
        box.clear()
        box.send_keys(words)
        self.navigating(lambda: box.send_keys(Keys.ENTER))
        if " " in words:
            check("+" in self.driver.current_url, f"a form's GET sends spaces as '+': {self.driver.current_url}")
        expect_equal(self.field_for(label).get_attribute("value"), words, f"the {label!r} box after searching")

    def expect_no_alert(self):
        try:
            alert = self.driver.switch_to.alert
            message = alert.text
            alert.dismiss()
            raise StepFailed(f"a JavaScript alert opened: {message!r}")
        except NoAlertPresentException:
            pass

    def page_checks(self, heading):
        """What every page must have: the heading, one h1, a language, labelled controls."""
        self.wait_text("main h1", heading, "the page heading (h1)")
        expect_equal(len(self.all("h1")), 1, "number of h1 elements")
        unlabelled = self.driver.execute_script(
            """
            const bad = [];
            for (const el of document.querySelectorAll('input:not([type=hidden]), select, textarea, button')) {
              const name = (el.getAttribute('aria-label') || '').trim()
                || (el.labels && [...el.labels].map(l => l.textContent).join(' ').trim())
                || (el.tagName === 'BUTTON' ? el.textContent.trim() : '');
              if (!name) bad.push(el.outerHTML.slice(0, 120));
            }
            return bad;
            """
        )
        check(not unlabelled, f"controls without an accessible name: {unlabelled}")
        self.expect_no_alert()

    def screenshot(self, name):
        """A PNG of the whole page, not only the window."""
        metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        content = metrics.get("cssContentSize") or metrics["contentSize"]
        viewport = metrics.get("cssLayoutViewport") or metrics["layoutViewport"]
        width = max(math.ceil(content["width"]), viewport["clientWidth"])
        height = max(math.ceil(content["height"]), viewport["clientHeight"])
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {
                "format": "png",
                "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
            },
        )
        path = os.path.join(self.screenshots, name)
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(shot["data"]))
        self.log(f"screenshot {name} ({width}x{height})")

    # MARK: - Steps

    def sign_in(self):
        self.open("/todos")
        check("/signin?next=" in self.driver.current_url, f"a page should ask for the password first, not show {self.driver.current_url}")
        self.page_checks("Sign in")
        password = self.field_for("Password")
        expect_equal(password.get_attribute("type"), "password", "the password field's type")
        password.send_keys("not the password")
        self.click_to(self.find("main form button[type=submit]"))
        self.wait_text("#flash", "That password is not right.", "the sign-in alert")
        expect_equal(self.find("#flash").get_attribute("role"), "alert", "the sign-in alert's role")
        self.log("sign in: a wrong password is refused with an alert")
        self.screenshot("00-sign-in-refused.png")
        self.field_for("Password").send_keys(os.environ["WALKTHROUGH_PASSWORD"])
        self.click_to(self.find("main form button[type=submit]"))
        check(self.driver.current_url.endswith("/todos"), f"signing in should lead back to /todos, not {self.driver.current_url}")
        self.page_checks("Todos")
        cookie = self.driver.get_cookie("daybook_signin")
        check(cookie is not None, "signing in should set the daybook_signin cookie")
        check(cookie.get("httpOnly") and cookie.get("sameSite") == "Lax", f"the sign-in cookie's flags: {cookie}")
        self.log("sign in: the right password leads back to the page asked for, HttpOnly SameSite=Lax cookie")

    def sign_out(self):
        self.open("/")
        self.click_to(self.find("header form.signout button"))
        self.page_checks("Sign in")
        self.wait_text("#flash", "You have signed out.", "the sign-out message")
        self.open("/todos")
        check("/signin?next=" in self.driver.current_url, "after signing out, pages should ask for the password again")
        self.log("sign out: the password is asked for again")

    def survey_sign_in(self):
        self.survey([("/signin", "sign-in")])

    def dashboard(self):
        self.open("/")
        self.page_checks("Dashboard")
        expect_equal(self.driver.title, "Dashboard · Daybook", "the window title")
        expect_equal(self.find("html").get_attribute("lang"), "en", "<html lang>")
        links = [a.text.strip() for a in self.all("header nav[aria-label='Daybook'] ul a")]
        expect_equal(links, ["Dashboard", "Weather", "Todos", "Posts", "Profile"], "the navigation")
        expect_equal(
            self.find("header nav a[aria-current='page']").text.strip(), "Dashboard", "the current nav item"
        )
        languages = [a.text.strip() for a in self.all("nav.languages a")]
        expect_equal(languages, ["English", "日本語"], "the language switch")
        expect_equal(self.text("nav.languages a[aria-current='true']"), "English", "the current language")
        body = self.text("main")
        check("Open todos: 0" in body, f"the dashboard should say 'Open todos: 0': {body!r}")
        check("No profile registered yet." in body, "the dashboard should say no profile is registered")
        check("Search for a city" in body, "the dashboard should invite a city search")
        expect_equal(len(self.all("main ul.posts li a")), 5, "latest posts on the dashboard")
        self.log("dashboard: heading, navigation, language switch, empty sections")
        self.screenshot("01-dashboard.png")

    def todos(self):
        self.click_to(self.nav_link("Todos"))
        self.page_checks("Todos")
        expect_equal(self.driver.current_url, self.base + "/todos", "the address after clicking Todos")
        self.wait_text("main h2", "Total 0 · open 0 · done 0", "the todo summary")
        self.log("todos: empty list")

        field = self.field_for("New todo")
        expect_equal(field.get_attribute("id"), "new-title", "the New todo field's id")
        field.send_keys("Buy milk")
        self.navigating(lambda: field.send_keys(Keys.ENTER))
        flash = self.text("main p.flash.success[role='status']")
        check(
            flash.startswith("Added “Buy milk”"),
            f"the confirmation should start with 'Added “Buy milk”', got {flash!r}",
        )
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(titles, ["Buy milk"], "the todo rows")
        expect_equal(self.field_for("New todo").get_attribute("value"), "", "the New todo field after adding")
        check("(" not in flash, f"the confirmation should not show the todo's id on the web: {flash!r}")
        check("#todo-" in self.driver.current_url, f"adding should lead to the new row: {self.driver.current_url}")
        check(
            self.driver.execute_script("return document.querySelector('li.todo:target .title')?.textContent") == "Buy milk",
            "the new row should be the page's target, marked",
        )
        self.log(f"todos: added 'Buy milk' ({flash}), the address leads to its row")

        toggle = self.find("button[aria-label='Mark “Buy milk” done']")
        self.click_to(toggle)
        self.wait_text("main p.flash.success[role='status']", "Completed “Buy milk”.", "the confirmation")
        row = self.find("ul.todos li.todo")
        check("done" in row.get_attribute("class").split(), f"the row should have class 'done': {row.get_attribute('class')!r}")
        toggle = self.find("button[aria-label='Mark “Buy milk” open']", row)
        summary = self.text("main h2")
        check("done 1" in summary, f"the summary should say done 1: {summary!r}")
        decoration = self.driver.execute_script(
            "return getComputedStyle(arguments[0]).textDecorationLine", self.find(".title", row)
        )
        expect_equal(decoration, "line-through", "the done title's decoration")
        self.log(f"todos: completed 'Buy milk' ({summary})")

        hostile = "<script>alert(1)</script>"
        field = self.field_for("New todo")
        field.send_keys(hostile)
        self.click_to(self.find("form[action='/todos'][method='post'] button[type='submit']"))
        self.expect_no_alert()
        titles = [t.text for t in self.all("ul.todos li.todo .title")]
        check(hostile in titles, f"the title should show verbatim as text; rows are {titles!r}")
        # The page's one script is the server's own file; the title made none.
        expect_equal(
            [e.get_attribute("src") for e in self.all("script")],
            [self.base + self.find("script[src]").get_attribute("src").removeprefix(self.base)],
            "script elements in the page",
        )
        check(self.find("script[src]").get_attribute("src").startswith(self.base + "/assets/daybook-"), "the script is the server's")
        self.wait_text("main h2", "Total 2 · open 1 · done 1", "the todo summary")
        self.log("todos: '<script>alert(1)</script>' shown as text, no alert, no script element")

        # Rename happens on the todo's own small page, reached from the row's edit link.
        self.click_to(self.find(f"ul.todos a[aria-label='Edit “{hostile}”']"))
        self.page_checks("Edit todo")
        check(self.driver.current_url.endswith("/edit"), f"the edit link should lead to /todos/ID/edit: {self.driver.current_url}")
        title = self.field_for("Title")
        expect_equal(title.get_attribute("value"), hostile, "the Title field on the edit page")
        title.clear()
        title.send_keys("x" * 501)
        self.click_to([b for b in self.all("main form button") if b.text.strip() == "Save"][0])
        self.wait_text("main p.flash.failure[role='alert']", "The title must be at most 500 characters.", "the refusal")
        check(self.driver.current_url.endswith("/edit"), f"a refused rename should stay on the edit page: {self.driver.current_url}")
        expect_equal(self.field_for("Title").get_attribute("value"), "x" * 501, "the Title field after the refusal")
        self.log("todos: the edit page refuses a 501-character title and keeps what was typed")
        self.screenshot("02-todo-edit-refused.png")
        title = self.field_for("Title")
        title.clear()
        title.send_keys("Call mum")
        self.navigating(lambda: title.send_keys(Keys.ENTER))
        expect_equal(self.driver.current_url, self.base + "/todos", "the address after renaming")
        self.wait_text("main p.flash.success[role='status']", "Renamed to “Call mum”.", "the confirmation")
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(sorted(titles), ["Buy milk", "Call mum"], "the todo rows after renaming")
        self.log("todos: renamed to 'Call mum' on its edit page, back on the list")
        self.screenshot("02-todos.png")

        # Two words: the browser sends "Buy+milk", which means "Buy milk".
        self.search("Search todos", "Buy milk")
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(titles, ["Buy milk"], "the todos found for 'Buy milk'")
        self.log("todos: a two-word search finds 'Buy milk' and keeps the words in the box")

        # Delete is one tap: the confirmation offers Undo, a form button that needs no script.
        self.open("/todos")
        self.click_to(self.find("button[aria-label='Delete “Call mum”']"))
        self.wait_text("main .flash.success[role='status'] p", "Deleted “Call mum”.", "the confirmation")
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(titles, ["Buy milk"], "the todo rows after deleting")
        undo = [b for b in self.all("main .flash button") if b.text.strip() == "Undo"]
        check(undo, "the confirmation of a delete should offer Undo")
        self.screenshot("02-todos-deleted.png")
        self.click_to(undo[0])
        self.wait_text("main p.flash.success[role='status']", "Restored “Call mum”.", "the confirmation of the undo")
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(titles, ["Buy milk", "Call mum"], "the todo rows after the undo")
        check("#todo-" in self.driver.current_url, f"the undo should lead to the row: {self.driver.current_url}")
        self.log("todos: 'Call mum' deleted, then back in its place with Undo")

    def profile(self):
        self.click_to(self.nav_link("Profile"))
        self.page_checks("Profile")
        self.wait_text("#status-title + p", "No profile registered yet.", "the profile status")
        self.wait_text("#form-title", "Profile registration", "the form's title, guide 001's")
        checked = [r.get_attribute("value") for r in self.all("input[name='gender']") if r.is_selected()]
        expect_equal(checked, [""], "the gender before one is chosen: Not selected")

        name = self.field_for("Name Required")
        name.send_keys("A")
        female = [l for l in self.all("fieldset label") if l.text.strip() == "Female"]
        check(female, "no 'Female' choice in the Gender group")
        female[0].click()
        register = [b for b in self.all("main form button") if b.text.strip() == "Register"]
        check(register, "no Register button")
        self.click_to(register[0])
        self.wait_text(
            "main [role='alert']",
            "Registration failed: Use 2 to 10 characters for the name",
            "the registration alert",
        )
        expect_equal(self.field_for("Name Required").get_attribute("value"), "A", "the Name field after the rejection")
        checked = [r.get_attribute("value") for r in self.all("input[name='gender']") if r.is_selected()]
        expect_equal(checked, ["female"], "the gender chosen after the rejection")
        self.log("profile: name 'A' rejected, form kept as typed")
        self.screenshot("03-profile-rejected.png")

        name = self.field_for("Name Required")
        name.clear()
        name.send_keys("Hanako")
        gender = self.find("input[name='gender'][value='female']")
        if not gender.is_selected():
            gender.click()
        self.click_to([b for b in self.all("main form button") if b.text.strip() == "Register"][0])
        self.wait_text(
            "main p.flash.success[role='status']", "Registered: Your profile has been saved", "the confirmation"
        )
        details = {
            dt.text.strip(): dd.text.strip()
            for dt, dd in zip(self.all("dl.profile dt"), self.all("dl.profile dd"))
        }
        expect_equal(details.get("Name"), "Hanako", "the profile's Name")
        expect_equal(details.get("Gender"), "Female", "the profile's Gender")
        self.log(f"profile: registered {details}")
        self.screenshot("04-profile-registered.png")

    def weather(self):
        self.click_to(self.nav_link("Weather"))
        self.page_checks("Weather")
        city = self.field_for("City")
        expect_equal(city.get_attribute("id"), "city", "the City field's id")
        city.send_keys("Tokyo")
        self.navigating(lambda: city.send_keys(Keys.ENTER))
        card = self.find("section.card.weather")
        self.wait_text("section.card.weather h2", "Tokyo, JP", "the weather card's heading")
        expect_equal(self.text("p.temperature", card), "29.8℃", "the temperature")
        icon = self.find("svg.icon", card)
        # Decorative: the description beside it says the same, so screen readers skip it.
        expect_equal(icon.get_attribute("aria-hidden"), "true", "the icon is hidden from screen readers")
        check(icon.size["width"] > 0 and icon.size["height"] > 0, "the weather icon is not drawn")
        check(
            icon.get_attribute("data-icon") != "questionmark.circle",
            "the forecast names its condition (WMO code 2), yet the card shows the question mark",
        )
        chart = self.find("figure.chart svg.chart", card)
        check(chart.size["width"] > 100, f"the chart is too small: {chart.size}")
        points = self.find("polyline", chart).get_attribute("points").split()
        expect_equal(len(points), 24, "points on the hourly chart")
        check("00:00" in (chart.get_attribute("aria-label") or ""), "the chart has no text alternative")
        expect_equal(self.text("figure.chart figcaption", card), "Today, hour by hour", "the chart caption")
        check("city=Tokyo" in self.driver.current_url, f"the search should be in the address: {self.driver.current_url}")
        self.log(f"weather: Tokyo, JP 29.8℃, icon '{icon.get_attribute('data-icon')}', chart of {len(points)} hours")
        self.screenshot("05-weather.png")

    def posts(self):
        self.click_to(self.nav_link("Posts"))
        self.page_checks("Posts")
        self.wait_text("main h2", "Page 1 of 5 · 100 posts", "the page label")
        links = self.all("main ul.posts li a")
        expect_equal(len(links), 20, "posts on page 1")
        check(self.all("nav.pager a[rel='next']"), "no Next page link")
        self.log("posts: page 1 of 5, 20 posts")
        self.screenshot("06-posts.png")

        self.search("Search posts", "qui est esse")
        titles = [a.text.strip() for a in self.all("main ul.posts li a")]
        check("qui est esse" in titles, f"a two-word search should find 'qui est esse': {titles!r}")
        self.log(f"posts: a two-word search finds {len(titles)} posts, 'qui est esse' among them")
        self.click_to(self.nav_link("Posts"))
        links = self.all("main ul.posts li a")

        first = links[0]
        title = first.text.strip()
        self.click_to(first)
        self.page_checks(title)
        expect_equal(self.driver.current_url, self.base + "/posts/1", "the address of the first post")
        byline = self.text("main p.muted")
        check("Leanne Graham" in byline, f"the byline should name Leanne Graham: {byline!r}")
        check(self.text("main article"), "the post has no body")
        check([a for a in self.all("main a") if a.text.strip() == "All posts"], "no 'All posts' link")
        self.log(f"post: '{title[:40]}…', {byline}")
        self.screenshot("07-post.png")

    def dashboard_after(self):
        self.click_to(self.nav_link("Dashboard"))
        self.page_checks("Dashboard")
        self.wait_text("main section.card.weather h3", "Tokyo, JP", "the dashboard's weather card")
        expect_equal(self.text("main section.card.weather p.temperature"), "29.8℃", "the dashboard temperature")
        body = self.text("main")
        check("Open todos: 1" in body, f"the dashboard should say 'Open todos: 1': {body!r}")
        details = {
            dt.text.strip(): dd.text.strip()
            for dt, dd in zip(self.all("dl.profile dt"), self.all("dl.profile dd"))
        }
        expect_equal((details.get("Name"), details.get("Gender")), ("Hanako", "Female"), "the dashboard profile")
        self.log("dashboard again: Tokyo weather, Open todos: 1, profile Hanako / Female")
        self.screenshot("08-dashboard-after.png")

    def japanese(self):
        switch = [a for a in self.all("nav.languages a") if a.text.strip() == "日本語"]
        check(switch, "no 日本語 link in the language switch")
        self.click_to(switch[0])
        self.wait.until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja")
        self.page_checks("ダッシュボード")
        expect_equal(self.driver.title, "ダッシュボード · Daybook", "the Japanese window title")
        links = [a.text.strip() for a in self.all("header nav[aria-label='Daybook'] ul a")]
        expect_equal(links, ["ダッシュボード", "天気", "TODO", "投稿", "プロフィール"], "the Japanese navigation")
        expect_equal(self.text("nav.languages a[aria-current='true']"), "日本語", "the current language")
        check("未完了のタスク：1件" in self.text("main"), "the Japanese dashboard should count 1 open todo")
        self.log("日本語: <html lang=ja>, h1 ダッシュボード")
        self.screenshot("09-dashboard-ja.png")

        # The choice is remembered: the next page is Japanese too, then back to English.
        self.click_to(self.nav_link("TODO"))
        self.page_checks("タスク一覧")
        self.find("button[aria-label='「Buy milk」を未完了に戻す']")
        self.log("日本語: the choice is kept on the next page (TODO)")
        self.screenshot("10-todos-ja.png")
        field = self.field_for("新しいタスク")
        expect_equal(field.get_attribute("placeholder"), "タスクを入力", "the 新しいタスク field's placeholder")
        field.send_keys("牛乳 を買う")
        self.navigating(lambda: field.send_keys(Keys.ENTER))
        self.wait_text("main p.flash.success[role='status']", "「牛乳 を買う」を追加しました。", "the Japanese confirmation")
        self.search("タスクを検索", "牛乳 を")
        titles = [t.text.strip() for t in self.all("ul.todos li.todo .title")]
        expect_equal(titles, ["牛乳 を買う"], "the todos found for '牛乳 を'")
        self.click_to(self.find("button[aria-label='「牛乳 を買う」を削除']"))
        self.wait_text("main .flash.success[role='status'] p", "「牛乳 を買う」を削除しました。", "the Japanese confirmation")
        check([b for b in self.all("main .flash button") if b.text.strip() == "元に戻す"], "no 元に戻す (Undo) button")
        self.log("日本語: a two-word search finds '牛乳 を買う'; deleting it offers 元に戻す")
        self.click_to([a for a in self.all("nav.languages a") if a.text.strip() == "English"][0])
        self.wait.until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
        self.page_checks("Todos")
        self.log("English again: <html lang=en>")

    def keyboard(self):
        self.open("/")
        self.page_checks("Dashboard")
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        try:
            self.wait.until(lambda d: d.switch_to.active_element.tag_name.lower() == "a")
        except TimeoutException:
            raise StepFailed("Tab from the page start focused no link") from None
        focused = self.driver.switch_to.active_element
        expect_equal(focused.text.strip(), "Skip to content", "the first element Tab focuses")
        check(focused.get_attribute("href").endswith("#main"), f"the skip link should go to #main: {focused.get_attribute('href')}")
        rect = focused.rect
        check(rect["x"] >= 0 and rect["y"] >= 0 and focused.is_displayed(), f"the focused skip link is off screen: {rect}")
        self.log("keyboard: Tab focuses 'Skip to content' first, and it is visible")
        self.screenshot("11-skip-link-focused.png")
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.wait.until(lambda d: d.current_url.endswith("#main"))
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        focused = self.driver.switch_to.active_element
        inside_main = self.driver.execute_script(
            "return document.getElementById('main').contains(document.activeElement)"
        )
        check(inside_main, f"after the skip link, Tab should move into the main content, not to {focused.text!r}")
        self.log(f"keyboard: after skipping, Tab reaches '{focused.text.strip()[:40]}' in the main content")

    # MARK: - Every page at phone and desktop size, light and dark, English and Japanese

    VIEWPORTS = (("phone", 390, 844), ("desktop", 1280, 800))
    SCHEMES = ("light", "dark")
    LANGUAGES = ("en", "ja")
    # Every interactive element, measured by its own box; a radio button or checkbox by its label's.
    SMALL_TARGETS = """
        const small = [];
        for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')) {
          const target = el.matches('input[type=radio], input[type=checkbox]') ? (el.closest('label') || el) : el;
          const r = target.getBoundingClientRect();
          const style = getComputedStyle(target);
          if (style.display === 'none' || style.visibility === 'hidden' || (r.width === 0 && r.height === 0)) continue;
          if (r.right <= 0 || r.left >= window.innerWidth) continue;  // the skip link, until it is focused
          if (r.width < 43.99 || r.height < 43.99) {
            small.push(`${target.outerHTML.slice(0, 90)} is ${r.width.toFixed(1)}x${r.height.toFixed(1)}`);
          }
        }
        return small;
    """

    # Every button and link whose label wraps other than at a space: "追 / 加", a word cut in two.
    # Each character of the label is measured (a Range's box); a character that starts a new line
    # must follow a space (or a hyphen or slash). Text hidden from sight (a 1px clip) and icons'
    # SVG are not labels anyone reads.
    BROKEN_LABELS = """
        const broken = [];
        const breaksAfter = /[\\s\\-\\/]/;
        for (const el of document.querySelectorAll('a[href], button, .button, summary')) {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0) continue;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let previous = null;
          scan: for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            const shown = parent.getBoundingClientRect();
            if (parent.closest('svg') || shown.width <= 1 || shown.height <= 1) continue;
            const characters = [...node.textContent];
            let offset = 0;
            for (const character of characters) {
              const start = offset;
              offset += character.length;
              if (breaksAfter.test(character)) {
                if (previous) previous.mayBreak = true;
                continue;
              }
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, offset);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              if (previous && rect.top > (previous.top + previous.bottom) / 2 && !previous.mayBreak) {
                const label = el.textContent.trim().replace(/\\s+/g, ' ').slice(0, 40);
                broken.push(`“${label}” (${el.outerHTML.slice(0, 60)}…) breaks before “${character}”`);
                break scan;
              }
              previous = {top: rect.top, bottom: rect.bottom, mayBreak: false};
            }
          }
        }
        return broken;
    """

    def emulate(self, width, height, scheme):
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
        )
        self.driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
        )

    def stop_emulating(self):
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def axe_violations(self):
        """axe-core's violations of impact serious or critical on the page shown."""
        # axe-core is a script of its own: with the pages' scripts off, it is let run for as long as
        # it looks (a page loaded meanwhile would run its scripts; none is).
        if self.scripts_off:
            self.set_page_scripts(enabled=True)
        try:
            axe = Axe(self.driver)
            axe.inject()
            results = axe.run(options="{resultTypes: ['violations']}")
        finally:
            if self.scripts_off:
                self.set_page_scripts(enabled=False)
        return [
            f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in results["violations"]
            if v.get("impact") in ("serious", "critical")
        ]

    def survey_page(self, path, label, viewport, width, height, scheme, language):
        self.open(path)
        where = f"{path} at {width}x{height}, {scheme}, {language}"
        expect_equal(self.find("html").get_attribute("lang"), language, f"<html lang> of {where}")
        wide = self.driver.execute_script(
            "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth"
        )
        check(wide <= 0, f"{where} scrolls sideways by {wide}px")
        small = self.driver.execute_script(self.SMALL_TARGETS)
        check(not small, f"tap targets under 44x44 on {where}: {small}")
        broken = self.driver.execute_script(self.BROKEN_LABELS)
        check(not broken, f"button or link labels broken inside a word on {where}: {broken}")
        tabs = self.driver.execute_script(
            """
            const nav = document.querySelector('header nav.tabs').getBoundingClientRect();
            const tops = [...document.querySelectorAll('header nav.tabs a')].map(a => Math.round(a.getBoundingClientRect().top));
            return {top: nav.top, bottom: nav.bottom, rows: new Set(tops).size};
            """
        )
        expect_equal(tabs["rows"], 1, f"rows of navigation links on {where}")
        if viewport == "phone":
            check(abs(tabs["bottom"] - height) < 1, f"the tab bar should sit at the bottom of the screen on {where}: {tabs}")
        else:
            check(tabs["top"] < 60, f"the navigation should be in the header on {where}: {tabs}")
        violations = self.axe_violations()
        check(not violations, f"axe-core on {where}: {violations}")
        self.screenshot(f"survey-{viewport}-{scheme}-{language}-{label}.png")

    def survey(self, pages):
        """Each page in every combination; ends in English, at the window's own size, light."""
        for viewport, width, height in self.VIEWPORTS:
            for scheme in self.SCHEMES:
                self.emulate(width, height, scheme)
                for language in self.LANGUAGES:
                    self.open(f"{pages[0][0]}{'&' if '?' in pages[0][0] else '?'}lang={language}")
                    for path, label in pages:
                        self.survey_page(path, label, viewport, width, height, scheme, language)
                    self.log(
                        f"survey: {len(pages)} pages at {width}x{height}, {scheme}, {language}: no sideways"
                        " scrolling, tap targets 44x44, no label broken inside a word,"
                        " no serious or critical axe-core violation"
                    )
        self.open("/?lang=en")
        self.stop_emulating()

    def survey_signed_in(self):
        self.open("/todos")
        edit_path = self.find("ul.todos a[href$='/edit']").get_attribute("href").removeprefix(self.base)
        self.survey(
            [
                ("/", "dashboard"),
                ("/weather?city=Tokyo", "weather"),
                ("/todos", "todos"),
                (edit_path, "todo-edit"),
                ("/posts", "posts"),
                ("/posts/1", "post"),
                ("/profile", "profile"),
            ]
        )
        docs = os.environ.get("DOCS_SCREENSHOTS")
        if docs:
            # The window only, as a person first sees it: a phone on the todos, a desktop on the dashboard.
            for name, path, width, height in (
                ("screenshot-phone.png", "/todos", 390, 844),
                ("screenshot-desktop.png", "/", 1280, 800),
            ):
                self.emulate(width, height, "light")
                self.open(path)
                check(self.driver.save_screenshot(os.path.join(docs, name)), f"could not write {name}")
                self.log(f"window screenshot {docs}/{name}")
            self.stop_emulating()

    def run(self):
        signed = os.environ.get("WALKTHROUGH_PASSWORD")
        for step in (
            *((self.sign_in,) if signed else ()),
            self.dashboard,
            self.todos,
            self.profile,
            self.weather,
            self.posts,
            self.dashboard_after,
            self.japanese,
            self.keyboard,
            self.survey_signed_in,
            *((self.sign_out, self.survey_sign_in) if signed else ()),
        ):
            print(f"- {step.__name__.replace('_', ' ')}", flush=True)
            step()

    def save_failure(self):
        try:
            with open(os.path.join(self.screenshots, "failure.html"), "w", encoding="utf-8") as handle:
                handle.write(self.driver.page_source)
            self.driver.save_screenshot(os.path.join(self.screenshots, "failure.png"))
            print(f"  (page at failure: {self.driver.current_url}; saved failure.png and failure.html)")
        except WebDriverException:
            pass

    def quit(self):
        try:
            self.driver.quit()
        except WebDriverException:
            pass


def main():
    if len(sys.argv) != 3:
        print("usage: walkthrough.py BASE_URL SCREENSHOT_DIR", file=sys.stderr)
        return 2
    base_url, screenshots = sys.argv[1], sys.argv[2]
    # Stopped from outside (run.sh's trap, a CI time limit): still quit Chromium and chromedriver.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(screenshots, exist_ok=True)
    started = time.monotonic()
    try:
        walk = Walkthrough(base_url, screenshots)
    except WebDriverException as error:
        print(f"FAIL: could not start Chromium through chromedriver: {error.msg or error}", file=sys.stderr)
        return 1
    try:
        walk.run()
    except StepFailed as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        walk.save_failure()
        return 1
    except Exception:  # a WebDriver error, a timeout: still a failed walkthrough, with its trace
        print("FAIL: the walkthrough stopped on an unexpected error:", file=sys.stderr)
        traceback.print_exc()
        walk.save_failure()
        return 1
    finally:
        walk.quit()
    print(f"Browser walkthrough passed in {time.monotonic() - started:.1f}s; screenshots in {screenshots}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
