#!/usr/bin/env python3
"""Renders the golden screen pictures in headless Chromium and checks that texts sit inside
their views (see screens-browser-test.sh). Usage: screens-browser-test.py GOLDEN_DIR ARTIFACTS_DIR.
Prints one line per picture and 'N passed, N failed'; exits 1 when a check failed.
Standard library only."""
import glob, json, os, re, shutil, subprocess, sys, tempfile

golden, artifacts = (os.path.abspath(a) for a in sys.argv[1:3])
chromium = next((c for c in ("chromium", "chromium-browser", "google-chrome") if shutil.which(c)), None)
if not chromium:
    print("error: chromium is not installed (apt-get install chromium)", file=sys.stderr)
    sys.exit(2)
files = sorted(glob.glob(os.path.join(golden, "*.svg")))
if not files:
    print("error: no golden screens in " + golden, file=sys.stderr)
    sys.exit(2)

# The checker runs in the test page, never in a picture: each picture is checked to hold no script.
CHECK = r"""
<script>
(function(){
  var out = [];
  document.querySelectorAll('figure').forEach(function(figure){
    var name = figure.getAttribute('data-name'), problems = [];
    var svg = figure.querySelector('svg');
    var box = svg.viewBox.baseVal;
    svg.querySelectorAll('g.v').forEach(function(group){
      var frame = group.querySelector(':scope > rect.vb');
      if (!frame) return;
      var fx = frame.x.baseVal.value, fy = frame.y.baseVal.value, fw = frame.width.baseVal.value, fh = frame.height.baseVal.value;
      group.querySelectorAll(':scope > text.t').forEach(function(text){
        var b = text.getBBox();
        if (b.width === 0) { problems.push('empty box for ' + text.textContent); return; }
        var middle = b.y + b.height / 2;
        if (b.x < fx - 1 || b.x + b.width > fx + fw + 1 || middle < fy - 1 || middle > fy + fh + 1)
          problems.push(group.getAttribute('data-kind') + ' "' + text.textContent + '" at ' + [b.x, b.y, b.width, b.height].map(Math.round)
                        + ' outside ' + [fx, fy, fw, fh].map(Math.round));
      });
    });
    svg.querySelectorAll('.navigation-bar text, .tab-bar text, .alert text, .status-bar text').forEach(function(text){
      var b = text.getBBox();
      if (b.x < -1 || b.x + b.width > box.width + 1) problems.push('bar text "' + text.textContent + '" leaves the screen');
    });
    var box2 = svg.querySelectorAll('.alert-box');
    svg.querySelectorAll('.alert text').forEach(function(text){
      var b = text.getBBox(), inside = false;
      box2.forEach(function(r){ var x = r.x.baseVal.value, w = r.width.baseVal.value; if (b.x >= x - 1 && b.x + b.width <= x + w + 1) inside = true; });
      if (!inside) problems.push('alert text "' + text.textContent + '" leaves its box');
    });
    out.push({name: name, texts: svg.querySelectorAll('text').length, problems: problems});
  });
  var pre = document.createElement('pre'); pre.id = 'result'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>
"""

passed, failed = 0, 0
figures = []
for path in files:
    text = open(path, encoding="utf-8").read()
    name = os.path.basename(path)
    lowered = text.lower()
    inert = not any(bad in lowered for bad in ("<script", "<foreignobject", "href=", "javascript:", "<image", "onload=", "onclick="))
    if inert:
        passed += 1
    else:
        failed += 1
        print("FAIL " + name + ": holds a script, a link or an external reference")
    figures.append('<figure data-name="%s" style="display:inline-block;margin:4px">%s</figure>' % (name, text))
page = os.path.join(artifacts, "gallery.html")
with open(page, "w", encoding="utf-8") as handle:
    handle.write('<!doctype html><html><head><meta charset="utf-8"></head><body style="background:#888">'
                 + "".join(figures) + CHECK + "</body></html>")
profile = tempfile.mkdtemp(prefix="workbook-chromium-")
base = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
        "--user-data-dir=" + profile, "--virtual-time-budget=4000"]
dom = subprocess.run(base + ["--dump-dom", "file://" + page], capture_output=True, text=True, timeout=180).stdout
subprocess.run(base + ["--window-size=1600,2400", "--screenshot=" + os.path.join(artifacts, "gallery.png"), "file://" + page],
               capture_output=True, text=True, timeout=180)
shutil.rmtree(profile, ignore_errors=True)
match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
if not match:
    print("FAIL the page's check did not run")
    sys.exit(1)
import html as htmlmodule
for result in json.loads(htmlmodule.unescape(match.group(1))):
    if result["problems"] or result["texts"] == 0:
        failed += 1
        print("FAIL %s: %s" % (result["name"], "; ".join(result["problems"]) or "no text drawn"))
    else:
        passed += 1
        print("ok   %s (%d texts inside their views)" % (result["name"], result["texts"]))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
