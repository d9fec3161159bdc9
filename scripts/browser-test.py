#!/usr/bin/env python3
"""Browser test of the rendered book (docs/site.md): headless Chromium opens the learner
edition, takes screenshots of every page in the light and dark themes and on a phone-sized
window, checks every page through the DOM after its scripts ran (browser-check.js and axe-core
added to a copy: figure texts inside their boxes, no code block twice in an exercise, no anchor
target under the sticky bar, no serious accessibility violation), and checks that search finds
a Korean and an English word, that the language switch lands on the same section, and that no
reference solution, hidden check or known mistake is in the learner edition.

With WORKBOOK_BIN set to the workbook binary, `workbook serve` is checked in the browser too: a
chapter broken while it runs shows its error (file:line) on the served page.

Usage: browser-test.py SITE_DIR BOOK_ROOT ARTIFACTS_DIR   (standard library only)
Prints 'N passed, N failed' and exits 1 when a check failed.
"""
import concurrent.futures, glob, html, html.parser, importlib.util, json, threading, os, re, shutil, subprocess, sys, tempfile, time, urllib.request

site, book, artifacts = (os.path.abspath(a) for a in sys.argv[1:4])
os.makedirs(artifacts, exist_ok=True)
chromium = next((c for c in ("chromium", "chromium-browser", "google-chrome") if shutil.which(c)), None)
if not chromium:
    print("error: chromium is not installed (apt-get install chromium)", file=sys.stderr)
    sys.exit(2)
profile = tempfile.mkdtemp(prefix="workbook-chromium-")
base = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
        "--user-data-dir=" + profile, "--virtual-time-budget=4000"]
passed, failed = 0, 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("ok   " + what)
    else:
        failed += 1
        print("FAIL " + what)


def url(page, suffix=""):
    return "file://" + os.path.join(site, page) + suffix


def dump(page, suffix=""):
    result = subprocess.run(base + ["--dump-dom", url(page, suffix)], capture_output=True, text=True, timeout=120)
    return result.stdout


def screenshot(page, suffix, name, size):
    path = os.path.join(artifacts, name)
    if os.path.exists(path):
        os.remove(path)
    subprocess.run(base + ["--window-size=" + size, "--screenshot=" + path, url(page, suffix)],
                   capture_output=True, text=True, timeout=120)
    return path


class Text(html.parser.HTMLParser):
    """The visible text of a DOM dump (scripts and styles left out)."""
    def __init__(self):
        super().__init__()
        self.parts, self.skip = [], 0
    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def visible(dom):
    parser = Text()
    parser.feed(dom)
    return "".join(parser.parts)


chapter = "ko/5-2-3-manual-segue-values.html"
# Every page, except /ko/ and /en/, which only lead to the index (checked below).
pages = sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True)
               if os.path.relpath(p, site) not in ("ko/index.html", "en/index.html"))


def shot_name(page, look):
    return page[:-len(".html")].replace("/", "-") + "-" + look + ".png"


def with_profile(run):
    """Runs `run(base)` with a Chromium profile of this thread's own (Chromium runs at most one per profile)."""
    local = _profiles
    name = threading.current_thread().name
    if name not in local:
        local[name] = tempfile.mkdtemp(prefix="workbook-chromium-")
    return run([a if not a.startswith("--user-data-dir=") else "--user-data-dir=" + local[name] for a in base])


_profiles = {}
# Screenshots of every page in both themes and on a phone, three Chromiums at a time.
looks = (("light", "?theme=light", "1280,1800"), ("dark", "?theme=dark", "1280,1800"), ("phone", "?theme=light", "390,844"))
jobs = [(page, look) for page in pages for look in looks]


def take(job):
    page, (look, suffix, size) = job
    path = os.path.join(artifacts, shot_name(page, look))
    if os.path.exists(path):
        os.remove(path)
    with_profile(lambda b: subprocess.run(b + ["--window-size=" + size, "--screenshot=" + path, url(page, suffix)],
                                          capture_output=True, text=True, timeout=120))
    return path


started = time.time()
with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
    shots = list(pool.map(take, jobs))
small = [p for p in shots if not (os.path.exists(p) and os.path.getsize(p) > 5000)]
check(not small, "%d screenshots: every page (%d) light, dark and on a phone (%.0f s)%s" % (len(shots), len(pages), time.time() - started,
      "".join("\n     missing or empty: " + p for p in small)))
light, dark = (open(os.path.join(artifacts, shot_name(chapter, n)), "rb").read() for n in ("light", "dark"))
check(light != dark, "the dark theme looks different from the light one")

# Every page checked as Chromium lays it out on a phone (browser-check.js in a copy of the page):
# figure texts inside their boxes, no "…", no code block twice, no heading under the bar, and
# axe-core's accessibility rules with no serious or critical violation.
axe_spec = importlib.util.find_spec("axe_playwright_python")
axe = os.path.join(os.path.dirname(axe_spec.origin), "axe.min.js") if axe_spec and axe_spec.origin else None
check(axe is not None and os.path.exists(axe), "axe-core is installed (PyPI's axe-playwright-python ships axe.min.js; scripts/install-deps.sh --browser installs it)")
copy = os.path.join(artifacts, "site-check")
shutil.rmtree(copy, ignore_errors=True)
shutil.copytree(site, copy)
checker = os.path.join(book, "scripts", "browser-check.js")
inject = ("<script src=\"file://%s\"></script>" % axe if axe and os.path.exists(axe) else "") + "<script src=\"file://%s\"></script>" % os.path.abspath(checker)
for page in pages:
    path = os.path.join(copy, page)
    text = open(path, encoding="utf-8").read()
    open(path, "w", encoding="utf-8").write(text.replace("</body>", inject + "</body>") if "</body>" in text else text + inject)


def inspect(page, size="390,844"):
    dom = with_profile(lambda b: subprocess.run(b + ["--window-size=" + size, "--dump-dom", "file://" + os.path.join(copy, page)],
                                                capture_output=True, text=True, timeout=120).stdout)
    found = re.search(r'<pre id="wb-check">(.*?)</pre>', dom, re.S)
    if size == "390,844":
        phone_doms[page] = dom.replace(found.group(0), "") if found else dom
    return page, json.loads(html.unescape(found.group(1))) if found else None


phone_doms = {}  # each page's DOM on a phone, after its scripts ran (the leak check below reads them too)


started = time.time()
with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
    results = list(pool.map(inspect, pages))
# The same pages on a desktop (1280 px): drawings in their column, nothing wider than the window.
with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
    desktop_results = list(pool.map(lambda page: inspect(page, "1280,900"), pages))
problems = {"clipped": [], "ellipsis": [], "repeated": [], "hidden": [], "breaks": [], "wide": [], "hangul": [], "axe": []}
app_texts = {}
for page, result in desktop_results:
    if result is not None:
        problems["wide"] += ["%s at 1280 px: %s" % (page, item) for item in result["wide"]]
        problems["clipped"] += ["%s at 1280 px: %s" % (page, item) for item in result["clipped"]]
for page, result in results:
    if result is None:
        problems["axe"].append(page + ": the check did not run")
        continue
    for kind in ("clipped", "ellipsis", "repeated", "hidden", "breaks"):
        problems[kind] += ["%s: %s" % (page, item) for item in result[kind]]
    problems["wide"] += ["%s at 390 px: %s" % (page, item) for item in result["wide"]]
    problems["hangul"] += ["%s: %s" % (page, item) for item in result["hangul"]]
    app_texts[page] = result.get("appTexts", 0)
    for violation in result["axe"] or []:
        if violation["impact"] in ("serious", "critical"):
            problems["axe"].append("%s: %s (%s) %s" % (page, violation["id"], violation["help"], ", ".join(violation["nodes"])))
print("     (%d pages checked in %.0f s)" % (len(results), time.time() - started))
for kind, what in (("clipped", "no figure text outside its box or drawing"), ("ellipsis", "no figure text cut with …"),
                   ("repeated", "no code block twice on a page"), ("hidden", "no heading jumped to lands under the sticky bar"),
                   ("breaks", "Korean text breaks between words only (word-break: keep-all as laid out)"),
                   ("wide", "no drawing wider than its column and no page wider than the window, at 1280 and 390 px, in both languages"),
                   ("hangul", "English pages hold no Hangul outside the language switch (and the app's own texts)"),
                   ("axe", "axe-core: no serious or critical accessibility violation")):
    if kind == "hangul":
        print("     (Korean app texts on English pages, not counted: string literals, storyboards, timelines, quoted labels: %d in %d pages)"
              % (sum(app_texts.values()), len([p for p in app_texts if app_texts[p]])))
    check(not problems[kind], "every page: " + what + "".join("\n     " + p for p in problems[kind][:15])
          + ("\n     … and %d more" % (len(problems[kind]) - 15) if len(problems[kind]) > 15 else ""))

# The theme really switches: the DOM after the page's script ran carries it.
check('data-theme="dark"' in dump(chapter, "?theme=dark"), "?theme=dark sets the dark theme")

# The page speaks its own language: copy buttons say 복사 on a Korean page, Copy on an English one.
ko_dom = dump(chapter)
check('class="copy">복사</button>' in ko_dom and 'class="copy">Copy</button>' not in ko_dom, "copy buttons are Korean on a Korean page")
en_dom = dump(chapter.replace("ko/", "en/"))
check('class="copy">Copy</button>' in en_dom, "copy buttons are English on an English page")
# Korean breaks between words (word-break: keep-all), and a heading jumped to clears the sticky bar.
css = open(os.path.join(site, "assets", "site.css"), encoding="utf-8").read()
check(":lang(ko){word-break:keep-all" in css.replace(" ", ""), "Korean text breaks between words only")
check("scroll-margin-top" in css, "anchor targets keep clear of the sticky bar")
# A skip link first on every page; the index does not number its chapters twice ("1. 5.1").
check('class="skip-link" href="#content"' in ko_dom and "본문으로 건너뛰기" in ko_dom, "a skip link to the text, in the page's language")
check("ol.contents{list-style:none" in css.replace(" ", ""), "the index numbers its chapters once (by their section numbers)")
# On a phone the contents start folded, so the text starts at the top; on a desktop they are open.
phone = phone_doms[chapter]
check(re.search(r'id="sidebar"[^>]*>\s*<details>', phone) is not None, "on a phone the contents start folded")
desktop = subprocess.run(base + ["--window-size=1280,900", "--dump-dom", url(chapter)], capture_output=True, text=True, timeout=120).stdout
check(re.search(r'id="sidebar"[^>]*>\s*<details open', desktop) is not None, "on a desktop the contents are open")
# One print page per language, linked from every page.
check('href="print.html"' in ko_dom and os.path.exists(os.path.join(site, "ko", "print.html")), "every page links to its language's whole-book print page")
# /ko/ and /en/ lead to the index; a missing page has a 404 page with the way back.
for lang in ("ko", "en"):
    check(os.path.exists(os.path.join(site, lang, "index.html")) and "index.html" in dump(lang + "/index.html"), "/%s/ leads to the index" % lang)
not_found = dump("404.html")
check("책에 없는 페이지입니다" in not_found and "This page is not in the book" in not_found, "404.html says so in both languages")


def luminance(hex_colour):
    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def variables(block):
    return dict(re.findall(r"--([\w-]+):(#[0-9a-fA-F]{6})", block))


light_vars = variables(css.split(":root[data-theme=dark]")[0])
dark_vars = {}
for block in re.findall(r":root\[data-theme=dark\]\{([^}]*)\}", css):
    dark_vars.update(variables(block))
for theme, values in (("light", light_vars), ("dark", dark_vars)):
    for name in ("fg", "muted", "accent", "fail", "instructor"):
        if name in values and "bg" in values:
            ratio = contrast(values[name], values["bg"])
            check(ratio >= 4.5, "%s theme: --%s on the background has contrast %.1f:1 (at least 4.5:1)" % (theme, name, ratio))

# Search, run on load by ?q=.
dom = dump(chapter, "?q=%EC%84%B8%EA%B7%B8%EC%9B%A8%EC%9D%B4")  # 세그웨이
hits = re.findall(r'<li class="search-hit" data-lang="(\w+)">', dom)
check("ko" in hits, "search finds the Korean word 세그웨이 (%d hits)" % len(hits))
dom = dump(chapter, "?q=segue")
hits = re.findall(r'<li class="search-hit" data-lang="(\w+)">', dom)
check("en" in hits, "search finds the English word segue (%d hits)" % len(hits))
check(hits and hits[0] == "ko", "on a Korean page Korean hits come first: %s" % "".join(h[0] for h in hits))
dom = dump(chapter.replace("ko/", "en/"), "?q=segue")
hits = re.findall(r'<li class="search-hit" data-lang="(\w+)">', dom)
first_other = hits.index("ko") if "ko" in hits else len(hits)
check(hits and all(h == "en" for h in hits[:first_other]) and "ko" not in hits[:first_other] and all(h == "ko" for h in hits[first_other:]),
      "on an English page English hits come first, the Korean ones after: %s" % "".join(h[0] for h in hits))
check("ko" not in hits or 'class="search-group"' in dom, "the other language's hits are a group of their own")
dom = dump(chapter, "?q=zzzqqqnothing")
check('class="search-hit"' not in dom, "search finds nothing for a word that is not in the book")

# The language switch lands on the same section.
dom = dump(chapter, "#ex-manual-segue-values")
match = re.search(r'<a class="lang-link"[^>]*data-lang="en"[^>]*href="([^"]+)"', dom)
target = match.group(1) if match else ""
check(target.endswith("en/5-2-3-manual-segue-values.html#ex-manual-segue-values"), "the language switch from the exercise goes to it in English: " + target)
check('id="ex-manual-segue-values"' in dump("en/5-2-3-manual-segue-values.html"), "the English page has that section")
dom = dump("en/5-3-lost-value.html", "#ex-lost-value-vc1-vc2-vc3")
match = re.search(r'<a class="lang-link"[^>]*data-lang="ko"[^>]*href="([^"]+)"', dom)
target = match.group(1) if match else ""
check(target.endswith("ko/5-3-lost-value.html#ex-lost-value-vc1-vc2-vc3"), "and back from English to Korean: " + target)

# No solution, hidden check or mistake in the learner edition, as the browser shows it.
solution_lines, hidden_titles, mistake_lines, starter_lines = set(), set(), set(), set()
# What the authors wrote for learners to read (prose, plain examples, hints): a solution line the
# chapter itself states is the author's choice, not a rendering leak.
authored = ""
for path in glob.glob(os.path.join(book, "Chapters", "*", "*.md")):
    text = open(path, encoding="utf-8").read()
    authored += re.sub(r"```(?:swift [^\n]*(?:file|mistake|alternative)=[^\n]*|checks)\n.*?\n```", "", text, flags=re.S) + "\n"
    for info, body in re.findall(r"```swift ([^\n]*)\n(.*?)\n```", text, re.S):
        lines = [l.strip() for l in body.split("\n")]
        if "alternative=" in info:
            continue  # another correct solution: neither a starter nor the reference's regions
        elif "mistake=" in info:
            mistake_lines.update(l for l in lines if len(l) >= 12)
        elif "file=" in info:
            inside = False
            for line in lines:
                if line.startswith("// BEGIN SOLUTION"):
                    inside = True
                elif line.startswith("// END SOLUTION"):
                    inside = False
                elif inside:
                    solution_lines.add(line)
                else:
                    starter_lines.add(line)
    for block in re.findall(r"```checks\n(.*?)\n```", text, re.S):
        for check_text in re.split(r"\n(?=- id:)", block):
            if re.search(r"visibility:\s*(hidden|after_due)", check_text):
                for title in re.findall(r'(?:ko|en):\s*"([^"]+)"', check_text.split("steps:")[0]):
                    hidden_titles.add(title)
solution_lines = {l for l in solution_lines if len(l) >= 12 and l not in starter_lines and l not in authored and not l.startswith("//")}
mistake_lines = {l for l in mistake_lines if l not in starter_lines and l not in solution_lines and not l.startswith("//") and l not in authored}
check(len(solution_lines) > 0 and len(hidden_titles) > 0, "the book has solutions (%d lines) and hidden checks (%d titles) to look for" % (len(solution_lines), len(hidden_titles)))
leaks = []
for page in sorted(glob.glob(os.path.join(site, "*", "*.html"))):
    relative = os.path.relpath(page, site)
    if relative.startswith("files") or relative not in phone_doms:
        continue
    text = visible(phone_doms[relative])
    leaks += ["%s: solution: %s" % (relative, l) for l in solution_lines if l in text]
    leaks += ["%s: hidden check: %s" % (relative, t) for t in hidden_titles if t in text]
    leaks += ["%s: mistake: %s" % (relative, l) for l in mistake_lines if l in text]
check(not leaks, "no solution, hidden check or mistake on any chapter page" + "".join("\n     " + l for l in leaks[:20]))

# workbook serve: a chapter broken while it runs; the served page shows the error.
binary = os.environ.get("WORKBOOK_BIN")
if binary:
    book_copy = tempfile.mkdtemp(prefix="workbook-serve-book-")
    shutil.copytree(os.path.join(book, "Tests", "Fixtures", "site-book"), book_copy, dirs_exist_ok=True)
    server = subprocess.Popen([binary, "serve", "--root", book_copy, "--port", "0", "--no-validate"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        for _ in range(20):
            line = server.stdout.readline()
            found = re.search(r"127\.0\.0\.1:(\d+)", line)
            if found:
                port = int(found.group(1))
                break
        check(port is not None, "workbook serve starts on 127.0.0.1")
        if port:
            chapter_file = os.path.join(book_copy, "Chapters", "ko", "lost.md")
            with open(chapter_file, "a", encoding="utf-8") as f:
                f.write("\n[broken](#no-such-heading)\n")
            status = {}
            for _ in range(60):
                status = json.load(urllib.request.urlopen("http://127.0.0.1:%d/_status" % port, timeout=5))
                if not status.get("ok", True):
                    break
                time.sleep(0.5)
            page = subprocess.run(base + ["--dump-dom", "http://127.0.0.1:%d/ko/lost.html" % port],
                                  capture_output=True, text=True, timeout=120).stdout
            bar = re.search(r'<div id="live-status"[^>]*>(.*?)</div>', page, re.S)
            shown = bar.group(1) if bar else ""
            check("Chapters/ko/lost.md:" in shown and "hidden" not in (bar.group(0)[:40] if bar else "hidden"),
                  "the served page shows the broken chapter's error: " + shown.replace("\n", " ")[:120])
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(book_copy, ignore_errors=True)

shutil.rmtree(profile, ignore_errors=True)
for folder in _profiles.values():
    shutil.rmtree(folder, ignore_errors=True)
print("screenshots: " + ", ".join(sorted(glob.glob(os.path.join(artifacts, "*.png")))))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
