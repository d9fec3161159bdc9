import Foundation

/// A self-contained page: the checks, why each failed, and its trace as an SVG timeline.
struct HTMLReport {
    let language: Language

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        var body: [String] = []
        body.append("<h1>\(escape(report.exercise)) — \(escape(report.title.text(language)))</h1>")
        body.append("<p class=score>\(report.score.formattedForTrace) / \(report.maxScore.formattedForTrace)</p>")
        if let compileError = report.compileError(language) {
            body.append("<h2>\(Catalog[language].sharedCompileError)</h2><pre class=compile>\(escape(compileError))</pre>")
        }
        for result in report.checks {
            body.append("<section class=\"check \(result.status.rawValue)\"><h2>\(symbol(result.status)) \(escape(result.id)) <small>\(escape(result.title.text(language)))</small></h2>")
            if result.status != .passed {
                body.append("<pre class=why>\(escape(result.failureText(language)))</pre>")
                if result.status == .failed, let screens = result.screens { body.append(ScreenReportHTML.render(screens, language: language)) }
                if result.status == .failed, !result.trace.isEmpty { body.append(timeline(result.trace, failedStep: result.failedStep)) }
            }
            body.append("</section>")
        }
        return """
        <!doctype html>
        <html lang="\(language.rawValue)"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>\(escape(report.exercise))</title>
        <style>
        body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
        .score{font-size:1.4em}.check{border-left:4px solid #999;padding:.2em 1em;margin:1em 0}
        .passed{border-color:#2a2}.failed{border-color:#c22}.skipped{border-color:#c90}.error{border-color:#a2a}
        pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.6em}.timeline-box{overflow-x:auto}
        svg.timeline{max-width:100%;height:auto}.zoomed svg.timeline{max-width:none}
        .tl-narrow{display:none}@media (max-width:600px){.tl-wide{display:none}.tl-narrow{display:block}body{margin:1em auto}}
        .zoom{font:12px system-ui,sans-serif;margin:.3em 0;cursor:pointer;display:inline-block;text-decoration:underline}
        .zoom-box{display:block}.zoom-toggle{position:absolute;opacity:0}.zoom-toggle:checked~.timeline-box svg.timeline{max-width:none}
        .zoom-toggle:checked~.zoom .zoom-in,.zoom-toggle:not(:checked)~.zoom .zoom-fit{display:none}
        </style></head><body>
        \(body.joined(separator: "\n"))
        </body></html>

        """
    }

    /// The trace drawn as lanes per instance (`TimelineSVG`), the failing step marked, and the
    /// same lines as text below it (folded). `published` already kept the trace's last lines only.
    func timeline(_ lines: [String], failedStep: Int?) -> String {
        let drawing = TimelineSVG(failedStep: failedStep, failedLabel: Catalog[language].htmlReportFailedHere).renderBoth(lines)
        // Full size and back without a script (the report runs none): a checkbox inside a label.
        let zoom = "<span class=zoom><span class=zoom-in>\(escape(Catalog[language].siteZoomIn))</span><span class=zoom-fit>\(escape(Catalog[language].siteZoomFit))</span></span>"
        return "<label class=zoom-box><input type=checkbox class=zoom-toggle>\(zoom)<div class=timeline-box>\(drawing)</div></label>"
            + "<details><summary>\(Catalog[language].htmlReportTimelineAsText)</summary><pre class=trace>\(escape(lines.joined(separator: "\n")))</pre></details>"
    }

    private func symbol(_ status: CheckResult.Status) -> String {
        switch status {
        case .passed: return "✔"
        case .failed: return "✘"
        case .skipped: return "○"
        case .error: return "!"
        }
    }

    /// Every text, in content and in quoted attributes alike.
    private func escape(_ text: String) -> String { InertText.html(text) }
}
