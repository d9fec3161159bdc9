import Foundation
import Mustache
import WorkbookCore

/// The site's templates, CSS and JS: the default theme below, each file replaced by the book's
/// `theme/page.mustache`, `theme/index.mustache`, `theme/site.css` or `theme/site.js` when present.
struct Theme {
    var page: MustacheTemplate
    var index: MustacheTemplate
    var css: String
    var js: String

    static func load(from folder: URL) throws -> Theme {
        func text(_ name: String, _ fallback: String) -> (String, String) {
            let url = folder.appendingPathComponent(name)
            if let custom = try? String(contentsOf: url, encoding: .utf8) { return (custom, "theme/" + name) }
            return (fallback, "(default theme) " + name)
        }
        func template(_ name: String, _ fallback: String) throws -> MustacheTemplate {
            let (source, origin) = text(name, fallback)
            do {
                return try MustacheTemplate(string: source)
            } catch {
                throw DiagnosticError([Diagnostic(file: origin, line: nil, column: nil, message: "the template does not parse: \(error)",
                                                  suggestion: "fix the mustache syntax, or remove the file to use the default theme")])
            }
        }
        return Theme(page: try template("page.mustache", defaultPage), index: try template("index.mustache", defaultIndex),
                     css: text("site.css", defaultCSS).0, js: text("site.js", defaultJS).0)
    }

    static let head = #"""
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    {{#instructor}}<meta name="robots" content="noindex">{{/instructor}}
    <link rel="stylesheet" href="{{root}}assets/site.css">
    <script>(function(){try{var q=new URLSearchParams(location.search).get("theme");var t=q||localStorage.getItem("workbook-theme");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t);}catch(e){}})();</script>
    """#

    static let topbar = #"""
    <a class="skip-link" href="#content">{{skipLabel}}</a>
    <div id="site-words" hidden data-copy="{{copyLabel}}" data-copied="{{copiedLabel}}" data-copy-failed="{{copyFailedLabel}}" data-other-language="{{otherLanguageLabel}}" data-zoom-in="{{zoomInLabel}}" data-zoom-fit="{{zoomFitLabel}}"></div>
    <header class="topbar">
    <a class="book-title" href="{{indexHref}}">{{bookTitle}}</a>
    {{#instructor}}<span class="edition-badge">{{editionLabel}}</span>{{/instructor}}
    <form class="search" role="search" action="" method="get"><input type="search" name="q" id="search-input" placeholder="{{searchPlaceholder}}" aria-label="{{searchPlaceholder}}" autocomplete="off"></form>
    <nav class="lang-switch">{{#languages}}<a class="lang-link{{#current}} current{{/current}}" hreflang="{{code}}" lang="{{code}}" data-lang="{{code}}" href="{{href}}">{{name}}</a>{{/languages}}</nav>
    <button type="button" class="theme-toggle" id="theme-toggle" title="{{themeLabel}}" aria-label="{{themeLabel}}">◐</button>
    </header>
    <div id="search-panel" hidden><p id="search-status" data-none="{{noResults}}"></p><ol id="search-results"></ol></div>
    {{#liveReload}}<div id="live-status" hidden></div>{{/liveReload}}
    """#

    static let scripts = #"""
    <script type="application/json" id="lang-map">{{{langMap}}}</script>
    {{#liveReload}}<script>window.WORKBOOK_LIVE = true;</script>{{/liveReload}}
    <script src="{{root}}assets/search-index.js"></script>
    <script src="{{root}}assets/site.js"></script>
    """#

    static let defaultPage = #"""
    <!doctype html>
    <html lang="{{lang}}" data-root="{{root}}">
    <head>
    """# + head + #"""
    <title>{{title}} — {{bookTitle}}</title>
    </head>
    <body{{#instructor}} class="instructor-edition"{{/instructor}}>
    """# + topbar + #"""
    <div class="layout">
    <nav class="sidebar" id="sidebar" aria-label="{{contentsLabel}}">
    <details open><summary>{{contentsLabel}}</summary>
    <ol>{{#sidebar}}<li{{#current}} class="current"{{/current}}><a href="{{href}}"{{#current}} aria-current="page"{{/current}}><span class="sec">{{section}}</span> {{title}}</a></li>{{/sidebar}}</ol>
    <p class="print-link"><a href="{{printHref}}">{{printLabel}}</a></p>
    </details>
    </nav>
    <main id="content">
    {{{content}}}
    {{#editHref}}<p class="edit-link"><a href="{{editHref}}" rel="noopener">{{editLabel}}</a></p>{{/editHref}}<nav class="prevnext">{{#prev}}<a class="prev" rel="prev" href="{{href}}">← {{title}}</a>{{/prev}}{{#next}}<a class="next" rel="next" href="{{href}}">{{title}} →</a>{{/next}}</nav>
    </main>
    </div>
    """# + scripts + #"""
    </body>
    </html>

    """#

    static let defaultIndex = #"""
    <!doctype html>
    <html lang="{{lang}}" data-root="">
    <head>
    """# + head + #"""
    <title>{{bookTitle}}</title>
    </head>
    <body class="index-page{{#instructor}} instructor-edition{{/instructor}}">
    """# + topbar + #"""
    <main id="content" class="index">
    {{#editions}}
    <section class="edition" lang="{{code}}">
    <h2>{{bookTitle}} <small>{{name}}</small></h2>
    <ol class="contents">{{#chapters}}<li><a href="{{href}}"><span class="sec">{{section}}</span> {{title}}</a>
    {{#hasExercises}}<ul class="exercises">{{#exercises}}<li><a href="{{href}}">{{title}}</a></li>{{/exercises}}</ul>{{/hasExercises}}</li>{{/chapters}}</ol>
    </section>
    {{/editions}}
    </main>
    """# + scripts + #"""
    </body>
    </html>

    """#

    static let defaultCSS = #"""
    :root{--bg:#fdfdfc;--fg:#1d1f23;--muted:#5d6470;--line:#d9dce1;--panel:#f3f4f6;--accent:#1a63c9;--code-bg:#f5f6f8;
    --kw:#a626a4;--str:#2f7d32;--num:#b55a00;--cmt:#626977;--type:#0b6e99;--attr:#b5179e;--label:#7a4fb5;--op:#444;--pp:#b55a00;
    --instructor:#b3261e;--instructor-bg:#fdecea;--hint-bg:#fff8e1;color-scheme:light}
    :root[data-theme=dark]{--bg:#15171b;--fg:#e3e5e8;--muted:#9aa1ad;--line:#30343b;--panel:#1e2127;--accent:#7ab4ff;--code-bg:#1b1e23;
    --kw:#d98cf0;--str:#8fd18f;--num:#f0b070;--cmt:#8b93a1;--type:#6fc6e8;--attr:#f08fd0;--label:#c3a6f0;--op:#cfd3da;--pp:#f0b070;
    --instructor:#ff8a80;--instructor-bg:#3a1f1d;--hint-bg:#2b2716;color-scheme:dark}
    @media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#15171b;--fg:#e3e5e8;--muted:#9aa1ad;--line:#30343b;--panel:#1e2127;--accent:#7ab4ff;--code-bg:#1b1e23;
    --kw:#d98cf0;--str:#8fd18f;--num:#f0b070;--cmt:#8b93a1;--type:#6fc6e8;--attr:#f08fd0;--label:#c3a6f0;--op:#cfd3da;--pp:#f0b070;
    --instructor:#ff8a80;--instructor-bg:#3a1f1d;--hint-bg:#2b2716;color-scheme:dark}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.7 system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR","Source Han Sans KR","Nanum Gothic","NanumGothic",sans-serif}
    /* Korean breaks between words, never inside a word; long code names still wrap. */
    :lang(ko){word-break:keep-all;overflow-wrap:break-word}
    :lang(ko) code{word-break:normal;overflow-wrap:anywhere}
    /* A heading jumped to lands below the sticky bar. */
    [id]{scroll-margin-top:4.5em}
    a{color:var(--accent)}
    code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Noto Sans Mono CJK KR",monospace;font-size:.9em}
    :not(pre)>code{background:var(--code-bg);padding:.1em .3em;border-radius:4px}
    .topbar{position:sticky;top:0;z-index:5;display:flex;gap:.8em;align-items:center;flex-wrap:wrap;padding:.5em 1em;background:var(--panel);border-bottom:1px solid var(--line)}
    .book-title{font-weight:700;color:var(--fg);text-decoration:none;margin-right:auto}
    .edition-badge,.instructor-label{color:var(--instructor);font-weight:700}
    .edition-badge{border:2px solid var(--instructor);border-radius:6px;padding:0 .4em}
    .search input{font:inherit;padding:.25em .6em;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);width:12em}
    .lang-switch a{margin:0 .2em;text-decoration:none}.lang-switch a.current{font-weight:700;color:var(--fg)}
    .theme-toggle{font:inherit;background:none;border:1px solid var(--line);border-radius:6px;color:var(--fg);cursor:pointer}
    #search-panel{padding:.5em 1.5em;background:var(--panel);border-bottom:1px solid var(--line);max-height:60vh;overflow:auto}
    #search-results li{margin:.4em 0}#search-results .where{color:var(--muted);font-size:.85em}
    #search-results .search-group{list-style:none;counter-increment:none;margin:1em 0 .2em -1.2em;font-weight:700;color:var(--muted)}
    mark{background:#ffe066;color:#111}
    #live-status{padding:.6em 1.5em;background:var(--instructor-bg);color:var(--instructor);white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.85em}
    #live-status.ok{background:var(--panel);color:var(--muted)}
    .layout{display:grid;grid-template-columns:17em minmax(0,1fr);max-width:78em;margin:0 auto}
    .sidebar{position:sticky;top:3.2em;align-self:start;max-height:calc(100vh - 3.2em);overflow:auto;padding:1em;border-right:1px solid var(--line);font-size:.92em}
    .sidebar summary{font-weight:700;cursor:pointer}.sidebar ol{list-style:none;padding:0;margin:.5em 0}.sidebar li{margin:.3em 0}
    .sidebar a{text-decoration:none;color:var(--fg)}.sidebar li.current a{color:var(--accent);font-weight:700}
    .sec{color:var(--muted);font-variant-numeric:tabular-nums}
    .print-chapter+.print-chapter{break-before:page;border-top:1px solid var(--line);margin-top:3em}.print-link{font-size:.9em}
    ol.contents{list-style:none;padding-left:0}ol.contents .exercises{list-style:disc}
    .skip-link{position:absolute;left:-9999px;top:0}.skip-link:focus{left:1em;top:.4em;z-index:10;background:var(--bg);color:var(--accent);padding:.3em .7em;border:2px solid var(--accent);border-radius:6px}
    main{padding:1em 2em 3em;min-width:0}
    main.index{max-width:52em;margin:0 auto}
    h1,h2,h3{line-height:1.3}h1{font-size:1.9em}
    h1 .anchor,h2 .anchor,h3 .anchor,h4 .anchor{opacity:0;text-decoration:none;font-size:.8em}
    h1:hover .anchor,h2:hover .anchor,h3:hover .anchor,h4:hover .anchor{opacity:.6}
    figure{margin:1em 0}
    figure.code{position:relative;border:1px solid var(--line);border-radius:8px;background:var(--code-bg)}
    figure.code figcaption{padding:.3em .8em;border-bottom:1px solid var(--line);font-size:.85em;color:var(--muted)}
    figure.code pre{margin:0;padding:.8em 1em;overflow-x:auto;line-height:1.5}
    .copy{position:absolute;top:.3em;right:.4em;font:12px system-ui,sans-serif;padding:.15em .5em;border:1px solid var(--line);border-radius:5px;background:var(--bg);color:var(--fg);cursor:pointer;opacity:.75}
    .copy:hover{opacity:1}
    /* The copy button never covers the command it copies. */
    figure.code.command pre{padding-right:4.5em}
    .sw-kw{color:var(--kw)}.sw-str{color:var(--str)}.sw-num{color:var(--num)}.sw-cmt{color:var(--cmt);font-style:italic}.sw-type{color:var(--type)}
    .sw-attr{color:var(--attr)}.sw-label{color:var(--label)}.sw-op{color:var(--op)}.sw-pp{color:var(--pp)}
    .exercise{border:2px solid var(--accent);border-radius:10px;padding:.6em 1.2em;margin:1.5em 0;background:var(--panel)}
    .exercise-title{font-size:1.2em;font-weight:700;margin:.3em 0}.badge{background:var(--accent);color:var(--bg);border-radius:5px;padding:0 .4em;font-size:.8em}
    .exercise-meta,.muted{color:var(--muted)}
    .checks{border-left:4px solid var(--accent);padding:.2em 1em;margin:1em 0}
    .checks-title{font-weight:700;margin:.3em 0}.checks ul{padding-left:1.2em}.points{color:var(--muted);font-size:.9em;white-space:nowrap}
    details.hint{background:var(--hint-bg);border-radius:6px;padding:.3em .8em;margin:.5em 0}details.hint summary{cursor:pointer;font-weight:600}
    details.source summary{cursor:pointer;color:var(--muted)}
    .instructor-only{border:2px dashed var(--instructor);border-radius:8px;padding:.2em .8em;margin:1em 0;background:var(--instructor-bg)}
    .scroll{overflow-x:auto}
    /* Every drawing fits its column (scaled down); the zoom button shows it at full size, in its scroll box. */
    svg.storyboard,svg.timeline{max-width:100%;height:auto;color:var(--fg)}
    .zoomed svg.storyboard,.zoomed svg.timeline{max-width:none}
    .tl-narrow{display:none}
    @media (max-width:600px){.tl-wide{display:none}.tl-narrow{display:block}}
    .storyboard-figure,.trace-figure{position:relative}
    .zoom{float:right;font:12px system-ui,sans-serif;padding:.15em .5em;margin:0 0 .3em .5em;border:1px solid var(--line);border-radius:5px;background:var(--bg);color:var(--fg);cursor:pointer}
    /* Tables and long inline code wrap instead of widening the page. */
    table{max-width:100%}td,th{overflow-wrap:anywhere}
    /* A table wider than a phone scrolls in its own box; so does any code block (one in a list
       item is not in a figure); a heading that is one long API name breaks instead of widening the page. */
    @media (max-width:800px){table{display:block;overflow-x:auto}}
    pre{overflow-x:auto}
    h1,h2,h3,h4,h5,h6{overflow-wrap:anywhere}
    :not(pre)>code{overflow-wrap:anywhere}
    svg.timeline .tl-init{fill:var(--bg)}
    :root{--fail:#b3261e}:root[data-theme=dark]{--fail:#ff8a80}
    @media (prefers-color-scheme:dark){:root:not([data-theme=light]){--fail:#ff8a80}}
    .storyboard-figure figcaption,.trace-figure figcaption{color:var(--muted);font-size:.85em}
    .edit-link{margin-top:2.5em;font-size:.9em}.edit-link a{color:var(--muted)}
    .prevnext{display:flex;justify-content:space-between;gap:1em;margin-top:3em;padding-top:1em;border-top:1px solid var(--line)}
    .prevnext .next{margin-left:auto;text-align:right}
    table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:.3em .6em}
    blockquote{margin:1em 0;padding:.2em 1em;border-left:4px solid var(--line);color:var(--muted)}
    @media (max-width:800px){
    .layout{display:block}
    .sidebar{position:static;max-height:none;border-right:0;border-bottom:1px solid var(--line)}
    main{padding:.8em 1em 2em}
    .search input{width:8em}
    [id]{scroll-margin-top:7em}
    body{font-size:15px}
    }
    @media print{
    .topbar,.sidebar,#search-panel,#live-status,.copy,.prevnext,.anchor,.edit-link{display:none!important}
    .layout{display:block}main{padding:0}
    body{background:#fff;color:#000;font-size:11pt}
    figure.code,.exercise,.checks{break-inside:avoid}
    figure.code pre{white-space:pre-wrap}
    a{color:#000}
    }
    """#

    static let defaultJS = #"""
    (function () {
      "use strict";
      var root = document.documentElement;
      // Theme: the toggle cycles light and dark and remembers the choice.
      var toggle = document.getElementById("theme-toggle");
      if (toggle) toggle.addEventListener("click", function () {
        var dark = root.getAttribute("data-theme") === "dark" ||
          (!root.getAttribute("data-theme") && window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches);
        var next = dark ? "light" : "dark";
        root.setAttribute("data-theme", next);
        try { localStorage.setItem("workbook-theme", next); } catch (e) {}
      });
      // The page's own words for what the script writes (`#site-words`, from the catalog).
      function siteWord(name, fallback) {
        var holder = document.getElementById("site-words");
        return (holder && holder.dataset[name]) || fallback;
      }
      // Copy buttons on code blocks.
      Array.prototype.forEach.call(document.querySelectorAll("figure.code"), function (figure) {
        var button = document.createElement("button");
        // In the page's language; "Copied" only when the clipboard took the text.
        var words = { copy: siteWord("copy", "Copy"), copied: siteWord("copied", "Copied"), failed: siteWord("copyFailed", "Could not copy") };
        button.type = "button"; button.className = "copy"; button.textContent = words.copy;
        button.addEventListener("click", function () {
          var text = figure.querySelector("code").textContent;
          var show = function (word) { return function () { button.textContent = word; setTimeout(function () { button.textContent = words.copy; }, 1200); }; };
          if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(show(words.copied), show(words.failed));
          else show(words.failed)();
        });
        figure.appendChild(button);
      });
      // Drawings are scaled to fit their column; one drawn smaller than its size gets a button
      // that shows it at full size (the box then scrolls sideways) and brings its failing step into view.
      Array.prototype.forEach.call(document.querySelectorAll("figure.storyboard-figure, figure.trace-figure"), function (figure) {
        var drawn = Array.prototype.filter.call(figure.querySelectorAll("svg"), function (svg) { return svg.getBoundingClientRect().width > 0; });
        var shrunk = drawn.some(function (svg) { return svg.getBoundingClientRect().width + 1 < svg.width.baseVal.value; });
        if (!shrunk) return;
        var button = document.createElement("button");
        var words = { zoomIn: siteWord("zoomIn", "Full size"), zoomFit: siteWord("zoomFit", "Fit") };
        button.type = "button"; button.className = "zoom"; button.textContent = words.zoomIn;
        button.setAttribute("aria-pressed", "false");
        button.addEventListener("click", function () {
          var zoomed = figure.classList.toggle("zoomed");
          button.textContent = zoomed ? words.zoomFit : words.zoomIn;
          button.setAttribute("aria-pressed", zoomed ? "true" : "false");
          var failed = zoomed && Array.prototype.filter.call(figure.querySelectorAll(".tl-failed"), function (r) { return r.getBoundingClientRect().width > 0; })[0];
          if (failed) failed.scrollIntoView({ block: "nearest", inline: "nearest" });
        });
        figure.insertBefore(button, figure.firstChild);
      });
      // On a phone the contents start folded (the text no longer starts below them); a tap opens them.
      var contents = document.querySelector("#sidebar details");
      if (contents && window.matchMedia && matchMedia("(max-width: 800px)").matches) contents.open = false;
      // Keyboard: ← and → for the previous and next chapter, / or s to search, Esc to close it.
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var target = event.target, typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
        var box = document.getElementById("search-input"), panel = document.getElementById("search-panel");
        if (event.key === "Escape" && box) { box.value = ""; if (panel) panel.hidden = true; box.blur(); return; }
        if (typing) return;
        if ((event.key === "/" || event.key === "s") && box) { event.preventDefault(); box.focus(); return; }
        var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
        var link = rel && document.querySelector(".prevnext a[rel=" + rel + "]");
        if (link) location.href = link.href;
      });
      // Print: open every fold.
      window.addEventListener("beforeprint", function () {
        Array.prototype.forEach.call(document.querySelectorAll("details"), function (d) { d.open = true; });
      });
      // Language switch: land on the same section of the other language's page.
      var map = {};
      try { map = JSON.parse(document.getElementById("lang-map").textContent); } catch (e) {}
      function currentAnchor() {
        if (location.hash.length > 1) return decodeURIComponent(location.hash.slice(1));
        var best = "";
        Array.prototype.forEach.call(document.querySelectorAll("main h1[id],main h2[id],main h3[id],main h4[id],main section.exercise[id]"), function (el) {
          if (el.getBoundingClientRect().top < 80) best = el.id;
        });
        return best;
      }
      function updateSwitch() {
        var anchor = currentAnchor();
        Array.prototype.forEach.call(document.querySelectorAll(".lang-switch a[data-lang]"), function (a) {
          var table = map[a.getAttribute("data-lang")];
          if (!table) return;
          var target = anchor && table[anchor] !== undefined ? table[anchor] : "";
          a.href = a.href.split("#")[0] + (target ? "#" + target : "");
        });
      }
      updateSwitch();
      window.addEventListener("hashchange", updateSwitch);
      var scrollTimer = null;
      window.addEventListener("scroll", function () { clearTimeout(scrollTimer); scrollTimer = setTimeout(updateSwitch, 120); });
      // Search: Korean by substring (any run of syllables), English by word prefixes.
      var entries = window.WORKBOOK_SEARCH || [];
      var base = root.getAttribute("data-root") || "";
      var input = document.getElementById("search-input");
      var panel = document.getElementById("search-panel");
      var results = document.getElementById("search-results");
      var status = document.getElementById("search-status");
      function normalize(s) { return (s.normalize ? s.normalize("NFC") : s).toLowerCase(); }
      function isWordTerm(term) { return /^[a-z0-9_\-.:()]+$/.test(term); }
      function matchAt(text, term) {
        if (!isWordTerm(term)) return text.indexOf(term);
        var from = 0;
        while (true) {
          var i = text.indexOf(term, from);
          if (i < 0) return -1;
          if (i === 0 || !/[a-z0-9_]/.test(text.charAt(i - 1))) return i;
          from = i + 1;
        }
      }
      function search(query) {
        var terms = normalize(query).split(/\s+/).filter(function (t) { return t.length > 0; });
        if (!terms.length) return [];
        var found = [];
        entries.forEach(function (entry) {
          var text = normalize(entry.h + " " + entry.x), score = 0, first = -1;
          for (var k = 0; k < terms.length; k++) {
            var at = matchAt(text, terms[k]);
            if (at < 0) return;
            if (first < 0 || at < first) first = at;
            score += 1 + (normalize(entry.h).indexOf(terms[k]) >= 0 ? 5 : 0);
          }
          found.push({ entry: entry, score: score, at: first, term: terms[0] });
        });
        // The page's own language first (its best 30), then the other language's, as a second group.
        var lang = (root.getAttribute("lang") || "").slice(0, 2);
        found.sort(function (a, b) { return (a.entry.l === lang ? 0 : 1) - (b.entry.l === lang ? 0 : 1) || b.score - a.score; });
        var own = found.filter(function (hit) { return hit.entry.l === lang; }).slice(0, 30);
        var other = found.filter(function (hit) { return hit.entry.l !== lang; }).slice(0, own.length ? 10 : 30);
        return own.concat(other);
      }
      function snippet(entry, at, length) {
        var text = entry.h + " " + entry.x, start = Math.max(0, at - 40);
        var frag = document.createElement("span");
        frag.appendChild(document.createTextNode((start > 0 ? "…" : "") + text.slice(start, at)));
        var mark = document.createElement("mark"); mark.textContent = text.slice(at, at + length);
        frag.appendChild(mark);
        frag.appendChild(document.createTextNode(text.slice(at + length, at + length + 80) + "…"));
        return frag;
      }
      function show(query) {
        if (!panel) return;
        results.textContent = "";
        if (!query.trim()) { panel.hidden = true; return; }
        panel.hidden = false;
        var found = search(query);
        status.textContent = found.length ? "" : status.getAttribute("data-none");
        var lang = (root.getAttribute("lang") || "").slice(0, 2);
        found.forEach(function (hit, index) {
          if (index > 0 && hit.entry.l !== lang && found[index - 1].entry.l === lang) {
            var group = document.createElement("li"); group.className = "search-group";
            group.textContent = siteWord("otherLanguage", "In the other language");
            results.appendChild(group);
          }
          var li = document.createElement("li"); li.className = "search-hit"; li.setAttribute("data-lang", hit.entry.l);
          var a = document.createElement("a");
          a.href = base + hit.entry.p + (hit.entry.a ? "#" + hit.entry.a : "");
          a.textContent = hit.entry.h;
          var where = document.createElement("span"); where.className = "where"; where.textContent = " — " + hit.entry.t + " (" + hit.entry.l + ")";
          var p = document.createElement("div");
          p.appendChild(snippet(hit.entry, hit.at, hit.term.length));
          li.appendChild(a); li.appendChild(where); li.appendChild(p);
          results.appendChild(li);
        });
      }
      if (input) {
        input.addEventListener("input", function () { show(input.value); });
        var q = new URLSearchParams(location.search).get("q");
        if (q) { input.value = q; show(q); }
      }
      // workbook serve: reload when the site changes; show what validation found.
      if (window.WORKBOOK_LIVE) {
        var version = null;
        var live = document.getElementById("live-status");
        function poll() {
          fetch("/_status", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
            if (version !== null && s.version !== version) { location.reload(); return; }
            version = s.version;
            if (live) {
              live.hidden = !s.message;
              live.textContent = (s.messages && s.messages[document.documentElement.lang]) || s.message || "";
              live.className = s.ok ? "ok" : "";
            }
          }).catch(function () {}).then(function () { setTimeout(poll, 1000); });
        }
        poll();
      }
    })();
    """#
}
