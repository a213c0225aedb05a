#!/usr/bin/env python3
"""Two people of one household in two browser windows, with the pages' script running.

    python accounts.py BASE_URL SCREENSHOT_DIR

BASE_URL is a running `daybook serve` whose database has the accounts Hanako and Taro, with the
passwords in ACCOUNT_PASSWORD_HANAKO and ACCOUNT_PASSWORD_TARO (see run.sh). Each window signs
in with its name (Taro's first with a wrong password, which the form refuses in the same words
as a name no account has), adds a todo, and sees its own list only; a todo Taro adds does not
appear on Hanako's open page, live or loaded again, and her page's summary is still hers. Then
Taro's account is removed (DAYBOOK_BINARY, DAYBOOK_DATABASE) and his window is sent to sign in.
"""

import os
import subprocess
import sys
import time
import traceback

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys

from live import LiveWalk
from walkthrough import StepFailed, check, expect_equal


class Person(LiveWalk):
    """One browser window (its own cookies), signed in as `name`."""

    def __init__(self, base_url, screenshots, name):
        super().__init__(base_url, screenshots, None)
        self.name = name

    def sign_in_as(self, password, wrong_first=False):
        self.open("/todos")
        check("/signin?next=" in self.driver.current_url, f"{self.name}: a page should ask to sign in first")
        self.page_checks("Sign in")
        if wrong_first:
            self.field_for("Name").send_keys(self.name)
            self.field_for("Password").send_keys("not the password")
            self.click_to(self.find("main form button[type=submit]"))
            self.wait_text("#flash", "That name and password do not match an account.", "the sign-in alert")
            expect_equal(self.field_for("Name").get_attribute("value"), self.name, "the name kept after a failure")
            expect_equal(self.field_for("Password").get_attribute("value"), "", "the password after a failure")
            self.log(f"{self.name}: a wrong password is refused, the name kept, the password not")
            self.screenshot(f"accounts-{self.name.lower()}-refused.png")
            self.field_for("Name").clear()
        self.field_for("Name").send_keys(self.name)
        self.field_for("Password").send_keys(password)
        self.click_to(self.find("main form button[type=submit]"))
        check(self.driver.current_url.endswith("/todos"), f"{self.name}: signing in should lead to /todos")
        self.page_checks("Todos")
        self.wait_live()
        self.log(f"{self.name}: signed in with the name and password, on a live page")

    def add(self, title):
        field = self.field_for("New todo")
        field.send_keys(title)
        field.send_keys(Keys.ENTER)
        self.until(lambda d: title in self.titles(), f"{self.name}: '{title}' should appear on the page")


def remove_account(name):
    subprocess.run(
        [os.environ["DAYBOOK_BINARY"], "user", "remove", name, "--yes"],
        check=True, capture_output=True, timeout=60,
        env={**os.environ, "DAYBOOK_DATABASE": os.environ["DAYBOOK_DATABASE"]},
    )


def walk(hanako, taro):
    print("- two people sign in", flush=True)
    hanako.sign_in_as(os.environ["ACCOUNT_PASSWORD_HANAKO"])
    taro.sign_in_as(os.environ["ACCOUNT_PASSWORD_TARO"], wrong_first=True)

    print("- each sees their own list", flush=True)
    hanako.add("Hanako's milk")
    hanako.mark()
    taro.add("Taro's bread")
    expect_equal(taro.titles(), ["Taro's bread"], "Taro's list")
    # Hanako's page stayed open while Taro added his: a moment for a live update to arrive, were
    # one to come, then her list is still hers alone.
    time.sleep(1.5)
    expect_equal(hanako.titles(), ["Hanako's milk"], "Hanako's open page after Taro's add")
    hanako.wait_text("main h2", "Total 1 · open 1 · done 0", "Hanako's summary")
    hanako.still_marked("Taro's add")
    hanako.open("/todos")
    expect_equal(hanako.titles(), ["Hanako's milk"], "Hanako's list, loaded again")
    hanako.screenshot("accounts-hanako.png")
    taro.screenshot("accounts-taro.png")
    hanako.log("two windows, two lists: neither shows the other's todo")

    print("- a removed account's window is sent to sign in", flush=True)
    remove_account("Taro")
    # The server hears of it from the change feed (SQLite's looks at the file four times a
    # second): a moment, then his window is asked to sign in, at the latest at its next page.
    deadline = time.monotonic() + 5
    while True:
        taro.open("/todos")
        if "/signin" in taro.driver.current_url or time.monotonic() > deadline:
            break
        time.sleep(0.25)
    check("/signin" in taro.driver.current_url, f"Taro's window should be asked to sign in: {taro.driver.current_url}")
    hanako.open("/todos")
    expect_equal(hanako.titles(), ["Hanako's milk"], "Hanako's list after Taro went")
    taro.log("Taro removed: his window is asked to sign in; Hanako's is as it was")


def main():
    if len(sys.argv) != 3:
        print("usage: accounts.py BASE_URL SCREENSHOT_DIR", file=sys.stderr)
        return 2
    base_url, screenshots = sys.argv[1], sys.argv[2]
    os.makedirs(screenshots, exist_ok=True)
    started = time.monotonic()
    windows = []
    try:
        windows = [Person(base_url, screenshots, "Hanako"), Person(base_url, screenshots, "Taro")]
        walk(*windows)
    except StepFailed as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        for window in windows:
            window.save_failure()
        return 1
    except Exception:
        print("FAIL: the accounts walk stopped on an unexpected error:", file=sys.stderr)
        traceback.print_exc()
        return 1
    finally:
        for window in windows:
            try:
                window.quit()
            except WebDriverException:
                pass
    print(f"Accounts walk passed in {time.monotonic() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
