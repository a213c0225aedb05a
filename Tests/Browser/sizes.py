#!/usr/bin/env python3
"""What fits on a phone and on a desktop, measured in headless Chromium.

    python sizes.py BASE_URL SCREENSHOT_DIR

BASE_URL is a running `daybook serve` with the fixture server behind it (see run.sh). At 360,
390 and 1280 CSS pixels wide, in English and Japanese, it measures the boxes of:

- a todo renamed in its row, with the page's script: the field takes the row's width, Save and
  Cancel take the place of the row's icons (which are hidden), and no field or button reaches
  past the list's card;
- the todo's own edit page, without the script: the field takes the content's width, and no
  field or button reaches past it;
- the weather card's temperature chart: its labels are drawn at 11 to 16 CSS pixels, whatever
  the width; its drawing leaves at most 16 px empty on either side, and it reaches its card's
  edge (on a wide screen it sits beside the reading, rather than under it with a wide margin).

Nothing scrolls sideways. Saves sizes-WIDTH-LANGUAGE-{rename,edit,chart}.png.

Environment: as walkthrough.py (WALKTHROUGH_PASSWORD to sign in first).
"""

import os
import signal
import sys
import time
import traceback

from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from walkthrough import WAIT_SECONDS, StepFailed, Walkthrough, check, expect_equal

WIDTHS = ((360, 740), (390, 844), (1280, 800))
LANGUAGES = ("en", "ja")
TITLE = "Call the dentist about moving Thursday’s appointment to next week"

# The boxes of the elements named, in CSS pixels, and whether each is shown.
BOXES = """
const boxes = {};
for (const [name, element] of Object.entries(arguments[0])) {
  if (!element) { boxes[name] = null; continue; }
  const r = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  boxes[name] = {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width,
    height: r.height, shown: r.width > 0 && r.height > 0 && style.visibility !== 'hidden'};
}
return boxes;
"""


class Sizes(Walkthrough):
    def until(self, condition, what):
        try:
            WebDriverWait(self.driver, WAIT_SECONDS, ignored_exceptions=(WebDriverException,)).until(condition)
        except TimeoutException:
            raise StepFailed(f"{what} ({self.driver.current_url})" + self.browser_error()) from None

    def boxes(self, elements):
        return self.driver.execute_script(BOXES, elements)

    def no_sideways_scrolling(self, where):
        wide = self.driver.execute_script(
            "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth"
        )
        check(wide <= 0, f"{where} scrolls sideways by {wide}px")

    @staticmethod
    def inside(inner, outer, name, where):
        check(inner is not None and inner["shown"], f"{name} is not shown on {where}")
        check(
            inner["left"] >= outer["left"] - 0.5 and inner["right"] <= outer["right"] + 0.5,
            f"{name} reaches past its container on {where}: {inner['left']:.1f}–{inner['right']:.1f}"
            f" outside {outer['left']:.1f}–{outer['right']:.1f}",
        )

    def sign_in_quietly(self):
        password = os.environ.get("WALKTHROUGH_PASSWORD")
        if not password:
            return
        self.open("/signin?next=%2Ftodos")
        if "/signin" not in self.driver.current_url:
            return
        self.field_for("Password").send_keys(password)
        self.click_to(self.find("main form button[type=submit]"))
        check(self.driver.current_url.endswith("/todos"), f"signing in led to {self.driver.current_url}")

    def the_todo(self):
        """The long-titled todo's id, added through the page's form if it is not there yet."""
        self.set_page_scripts(enabled=False)
        self.open("/todos?q=" + "dentist")
        rows = [li for li in self.all("ul.todos li") if TITLE in li.text]
        if not rows:
            field = self.field_for("New todo")
            field.send_keys(TITLE)
            self.navigating(lambda: field.send_keys(Keys.ENTER))
            self.open("/todos?q=dentist")
            rows = [li for li in self.all("ul.todos li") if TITLE in li.text]
        check(rows, f"the todo {TITLE!r} was not added")
        return rows[0].get_attribute("id").removeprefix("todo-")

    # MARK: - Steps

    def rename_in_its_row(self, todo):
        """With the script: the edit button opens the field in the row, which Save and Cancel share
        with nothing else."""
        self.set_page_scripts(enabled=True)
        for width, height in WIDTHS:
            for language in LANGUAGES:
                where = f"/todos at {width}px in {language}, renaming in the row"
                self.emulate(width, height, "light")
                self.open(f"/todos?q=dentist&lang={language}")
                self.until(
                    lambda d: d.execute_script("return document.documentElement.classList.contains('live')"),
                    "the page's live channel did not open",
                )
                # The channel's first message may replace the row (with the same HTML): found again
                # until its edit button has opened the field.
                def opened(driver):
                    row = driver.find_element(By.ID, f"todo-{todo}")
                    if not row.find_elements(By.CSS_SELECTOR, "form.rename"):
                        row.find_element(By.CSS_SELECTOR, "a[data-intent='rename']").click()
                    return row.find_elements(By.CSS_SELECTOR, "form.rename input[type=text]")

                self.until(opened, f"the edit button did not open the field on {where}")
                row = self.find(f"#todo-{todo}")
                field = self.find("form.rename input[type=text]", row)
                expect_equal(field.get_attribute("value"), TITLE, f"the field on {where}")
                buttons = self.all("form.rename button", row)
                expect_equal(len(buttons), 2, f"Save and Cancel on {where}")
                boxes = self.boxes(
                    {
                        "card": self.find("ul.todos"),
                        "row": row,
                        "field": field,
                        "save": buttons[0],
                        "cancel": buttons[1],
                        "check": self.find("button.check", row),
                        "edit": self.find("a[data-intent='rename']", row),
                        "delete": self.find("button.delete", row),
                    }
                )
                for name in ("field", "save", "cancel"):
                    self.inside(boxes[name], boxes["card"], name, where)
                for name in ("check", "edit", "delete"):
                    check(not boxes[name]["shown"], f"the row's {name} icon is still shown while renaming on {where}")
                for name in ("save", "cancel"):
                    check(
                        boxes[name]["width"] >= 44 and boxes[name]["height"] >= 44,
                        f"{name} is smaller than 44×44 on {where}: {boxes[name]}",
                    )
                # The field takes the row's width: all its padding leaves, but for Save and Cancel
                # when they sit beside it (each gap half a rem).
                beside = boxes["save"]["top"] < boxes["field"]["bottom"]
                room = boxes["row"]["width"] - 16
                if beside:
                    room -= boxes["save"]["width"] + boxes["cancel"]["width"] + 16
                check(
                    boxes["field"]["width"] >= room - 4,
                    f"the field is {boxes['field']['width']:.0f}px wide of the {room:.0f}px the row has for it on {where}",
                )
                self.no_sideways_scrolling(where)
                self.screenshot(f"sizes-{width}-{language}-rename.png")
                field.send_keys(Keys.ESCAPE)
                self.until(lambda d: not self.all("form.rename"), f"Escape did not close the field on {where}")
                self.log(
                    f"{where}: the field {boxes['field']['width']:.0f}px of a {boxes['card']['width']:.0f}px card,"
                    f" Save and Cancel {'beside it' if beside else 'below it'}, the icons hidden, nothing past the card"
                )
        self.stop_emulating()

    def edit_page(self, todo):
        """Without the script: the todo's own page."""
        self.set_page_scripts(enabled=False)
        for width, height in WIDTHS:
            for language in LANGUAGES:
                where = f"/todos/ID/edit at {width}px in {language}, without the script"
                self.emulate(width, height, "light")
                self.open(f"/todos/{todo}/edit?lang={language}")
                boxes = self.boxes(
                    {
                        "main": self.find("main"),
                        "field": self.find("#title"),
                        "save": self.find("main form .actions button[type=submit]"),
                        "cancel": self.find("main form .actions a.button"),
                        "delete": self.find("main button.danger"),
                    }
                )
                content = dict(boxes["main"])
                content["left"] += 16
                content["right"] -= 16
                for name in ("field", "save", "cancel", "delete"):
                    self.inside(boxes[name], content, name, where)
                check(
                    boxes["field"]["width"] >= content["right"] - content["left"] - 1,
                    f"the field is {boxes['field']['width']:.0f}px on {where}",
                )
                self.no_sideways_scrolling(where)
                self.screenshot(f"sizes-{width}-{language}-edit.png")
                self.log(f"{where}: the field takes the content's width, nothing past it")
        self.stop_emulating()

    def chart(self):
        self.set_page_scripts(enabled=False)
        for width, height in WIDTHS:
            where = f"/weather?city=Tokyo at {width}px"
            self.emulate(width, height, "light")
            self.open("/weather?city=Tokyo&lang=en")
            measured = self.driver.execute_script(
                """
                const svg = document.querySelector('svg.chart');
                const card = svg.closest('.card');
                const sizes = [...svg.querySelectorAll('text')].map(text =>
                  text.getScreenCTM().a * parseFloat(getComputedStyle(text).fontSize));
                const drawn = [...svg.querySelectorAll('text, polyline')].map(e => e.getBoundingClientRect());
                const box = svg.getBoundingClientRect();
                const outer = card.getBoundingClientRect();
                return {
                  sizes,
                  left: Math.min(...drawn.map(r => r.left)) - box.left,
                  right: box.right - Math.max(...drawn.map(r => r.right)),
                  edge: (outer.right - parseFloat(getComputedStyle(card).paddingRight)) - box.right,
                  width: box.width,
                };
                """
            )
            sizes = measured["sizes"]
            check(sizes, f"no labels in the chart on {where}")
            check(
                all(11 <= size <= 16 for size in sizes),
                f"the chart's labels are drawn at {sorted(set(round(s, 1) for s in sizes))}px on {where} (11–16 wanted)",
            )
            check(
                measured["left"] <= 16 and measured["right"] <= 16,
                f"the {measured['width']:.0f}px chart leaves {measured['left']:.0f}px on its left and"
                f" {measured['right']:.0f}px on its right empty on {where}",
            )
            check(
                abs(measured["edge"]) <= 1,
                f"the chart stops {measured['edge']:.0f}px short of its card's edge on {where}",
            )
            self.no_sideways_scrolling(where)
            self.screenshot(f"sizes-{width}-en-chart.png")
            self.log(
                f"{where}: labels at {min(sizes):.1f}–{max(sizes):.1f}px, empty margins"
                f" {measured['left']:.0f}px and {measured['right']:.0f}px"
            )
        self.stop_emulating()

    def run(self):
        print("- sign in", flush=True)
        self.sign_in_quietly()
        print("- the todo", flush=True)
        todo = self.the_todo()
        for step, arguments in ((self.rename_in_its_row, (todo,)), (self.edit_page, (todo,)), (self.chart, ())):
            print(f"- {step.__name__.replace('_', ' ')}", flush=True)
            step(*arguments)


def main():
    if len(sys.argv) != 3:
        print("usage: sizes.py BASE_URL SCREENSHOT_DIR", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    os.makedirs(sys.argv[2], exist_ok=True)
    started = time.monotonic()
    try:
        walk = Sizes(sys.argv[1], sys.argv[2])
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
        print("FAIL: the sizes walk stopped on an unexpected error:", file=sys.stderr)
        traceback.print_exc()
        walk.save_failure()
        return 1
    finally:
        walk.quit()
    print(f"Sizes passed in {time.monotonic() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
