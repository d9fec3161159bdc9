// Injected by scripts/browser-test.py into a copy of each page of the rendered book: checks the
// page as Chromium lays it out and writes the findings as JSON into <pre id="wb-check">, which
// the test reads with --dump-dom. Checks: every text of a figure (SVG) inside its box (the rect
// drawn just before it) or else inside its drawing, no "…" in a figure; no code block twice on
// the page; every heading jumped to clear of the sticky bar; Korean text breaking between words only; axe-core's violations when axe is loaded;
// every drawing inside its column and nothing on the page wider than the window (`wide`); on an
// English page, no Hangul outside the language switch (`hangul`).
(function () {
  function report(result) {
    var pre = document.createElement("pre");
    pre.id = "wb-check";
    pre.textContent = JSON.stringify(result);
    document.body.appendChild(pre);
  }
  function run() {
    var result = { clipped: [], ellipsis: [], repeated: [], hidden: [], breaks: [], wide: [], hangul: [], appTexts: 0, axe: null };
    // Every drawing shown fits its column (the box it is in, and the main text column), and the
    // page never scrolls sideways: nothing reaches past the window's right edge except inside a
    // box that scrolls by itself.
    var column = document.querySelector("main") || document.body;
    var columnRight = column.getBoundingClientRect().right, windowWidth = document.documentElement.clientWidth;
    Array.prototype.forEach.call(document.querySelectorAll("svg"), function (svg) {
      var box = svg.getBoundingClientRect();
      if (box.width === 0 || svg.closest(".zoomed")) return;
      var holder = svg.parentElement.getBoundingClientRect();
      if (box.right > holder.right + 1 || box.right > columnRight + 1 || box.right > windowWidth + 1)
        result.wide.push("drawing " + (svg.getAttribute("class") || "svg") + " " + Math.round(box.width) + " px wide ends at " + Math.round(box.right) +
                         " (its box ends at " + Math.round(holder.right) + ", the column at " + Math.round(columnRight) + ", the window at " + windowWidth + ")");
    });
    if (document.documentElement.scrollWidth > windowWidth + 1) {
      var culprits = [];
      Array.prototype.forEach.call(document.querySelectorAll("body *"), function (element) {
        if (culprits.length >= 3 || element.getBoundingClientRect().right <= windowWidth + 1) return;
        for (var up = element.parentElement; up; up = up.parentElement) {
          var overflow = getComputedStyle(up).overflowX;
          if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") return;
        }
        var parentRight = element.parentElement ? element.parentElement.getBoundingClientRect().right : 0;
        if (parentRight > windowWidth + 1 && element.parentElement !== document.body) return; // report the outermost
        culprits.push(element.tagName.toLowerCase() + (element.className && element.className.baseVal === undefined ? "." + element.className : "") + " “" + element.textContent.trim().slice(0, 40) + "”");
      });
      result.wide.push("the page is " + document.documentElement.scrollWidth + " px wide in a " + windowWidth + " px window: " + culprits.join("; "));
    }
    // An English page holds no Hangul outside the language switch (and the hidden words of the page's script).
    if ((document.documentElement.lang || "").slice(0, 2) === "en") {
      var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node && result.hangul.length < 8; node = walker.nextNode()) {
        var parent = node.parentElement;
        if (!parent || parent.closest(".lang-switch, script, style, #wb-check")) continue;
        var found = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+/.exec(node.textContent);
        // The app's own texts, which its checks read, are the app's (a Korean app shows Korean):
        // string literals in code, the storyboard (drawing and compact form), a run's timeline,
        // the app's screens drawn from the simulation (the canvas under a storyboard),
        // and a quoted app text in the prose (inline code that is not a comment). Counted apart.
        var code = parent.closest("code");
        if (found && (parent.closest(".sw-str, svg.storyboard, svg.timeline, svg.screen, details.source, code.language-text")
                      || (code && !code.closest("pre") && code.textContent.trim().indexOf("//") !== 0))) { result.appTexts += 1; continue; }
        if (found) {
          var where = parent.closest("[class]");
          result.hangul.push("“" + node.textContent.trim().slice(0, 60) + "” in " + parent.tagName.toLowerCase() + (where ? " (." + (where.getAttribute("class") || "").split(" ")[0] + ")" : ""));
        }
      }
    }
    // Korean text (the page's or a section's) breaks between words only.
    Array.prototype.forEach.call(document.querySelectorAll("main p:lang(ko), main li:lang(ko), main h1:lang(ko), main h2:lang(ko), main td:lang(ko)"), function (element) {
      var style = getComputedStyle(element).wordBreak;
      if (style !== "keep-all" && result.breaks.length < 5) result.breaks.push(element.tagName.toLowerCase() + " “" + element.textContent.slice(0, 30) + "”: word-break " + style);
    });
    Array.prototype.forEach.call(document.querySelectorAll("svg text"), function (text) {
      var svg = text.ownerSVGElement, label = text.textContent;
      if (svg.getBoundingClientRect().width === 0) return; // the layout for the other width, not shown
      var box = text.getBBox();
      if (!label.trim()) return;
      if (label.indexOf("…") >= 0) result.ellipsis.push(label);
      var previous = text.previousElementSibling, frame;
      if (previous && previous.tagName.toLowerCase() === "rect") {
        frame = { x: previous.x.baseVal.value, y: previous.y.baseVal.value, width: previous.width.baseVal.value, height: previous.height.baseVal.value };
      } else {
        var view = svg.viewBox.baseVal;
        frame = { x: view.x, y: view.y, width: view.width, height: view.height };
      }
      if (box.x < frame.x - 0.5 || box.x + box.width > frame.x + frame.width + 0.5)
        result.clipped.push(label + " (" + Math.round(box.x) + "–" + Math.round(box.x + box.width) + " in " + Math.round(frame.x) + "–" + Math.round(frame.x + frame.width) + ")");
    });
    // The same block (caption and code) twice in one exercise (two exercises may well start
    // from the same file): an exercise runs from its anchor (id="ex-…") to the next one.
    var seen = {}, exercise = "";
    Array.prototype.forEach.call(document.querySelectorAll("[id^='ex-'], pre code"), function (element) {
      if (element.id && element.id.indexOf("ex-") === 0) { exercise = element.id; return; }
      var body = element.textContent.trim(), figure = element.closest("figure"), caption = figure && figure.querySelector("figcaption");
      var key = exercise + "\n" + (caption ? caption.textContent : "") + "\n" + body;
      if (body.split("\n").length < 3) return;
      if (seen[key]) result.repeated.push((exercise ? exercise + ": " : "") + (caption ? caption.textContent : body.split("\n")[0]));
      seen[key] = true;
    });
    var bar = document.querySelector(".topbar");
    var barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
    Array.prototype.forEach.call(document.querySelectorAll("main [id]"), function (target) {
      if (target.closest("svg") || target.offsetParent === null) return;
      target.scrollIntoView();
      var top = target.getBoundingClientRect().top;
      if (top < barBottom - 1) result.hidden.push(target.id + " at " + Math.round(top) + " under a bar ending at " + Math.round(barBottom));
    });
    window.scrollTo(0, 0);
    if (window.axe) {
      axe.run(document, { resultTypes: ["violations"] }).then(function (axeResult) {
        result.axe = axeResult.violations.map(function (v) {
          return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(function (n) { return n.target.join(" "); }) };
        });
        report(result);
      }, function (error) { result.axe = [{ id: "axe-error", impact: "serious", help: String(error), nodes: [] }]; report(result); });
    } else {
      report(result);
    }
  }
  if (document.readyState === "complete") run(); else window.addEventListener("load", run);
})();
