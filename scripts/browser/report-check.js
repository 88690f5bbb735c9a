// Injected last into the HTML report (scripts/check-html-report.sh). After the page loaded,
// checks what a person sees and writes the findings as JSON into a pre element with the id browser-check,
// which the script reads back from Chromium's --dump-dom:
// - each run's sequence diagram and state timeline are drawn: visible, non-empty, with arrows
//   (lines or paths) and text laid out inside them;
// - each screen's wireframe is drawn, and every box is drawn where the engine's frame for it
//   (its data-frame, in points) says: its rendered rectangle, relative to the drawing, is the
//   frame at the report's half scale, within a pixel;
// - the page produced no script error and no console error (capture-errors.js).
window.addEventListener("load", function () {
  var problems = [];
  var counts = { runs: 0, diagrams: 0, arrows: 0, screens: 0, boxes: 0, texts: 0 };
  function visible(element) {
    var box = element.getBoundingClientRect();
    var style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.display !== "none" && style.visibility !== "hidden";
  }
  var runs = document.querySelectorAll("section.run");
  counts.runs = runs.length;
  if (runs.length === 0) problems.push("the report has no run section");
  runs.forEach(function (run) {
    var id = (run.querySelector("h2 .id") || {}).textContent || run.id;
    var headings = Array.prototype.filter.call(run.querySelectorAll("h3"), function (h) {
      return h.textContent === "Sequence diagram" || h.textContent === "State timeline";
    });
    if (headings.length !== 2) problems.push(id + ": missing the sequence diagram or the state timeline heading");
    headings.forEach(function (heading) {
      var holder = heading.nextElementSibling;
      var svg = holder && holder.querySelector("svg");
      if (!svg) { problems.push(id + ": " + heading.textContent + " has no drawing"); return; }
      if (!visible(svg)) { problems.push(id + ": " + heading.textContent + " is not visible"); return; }
      counts.diagrams += 1;
      var shapes = svg.querySelectorAll("line, path, rect");
      var texts = Array.prototype.filter.call(svg.querySelectorAll("text"), function (t) {
        var b = t.getBoundingClientRect(); return b.width > 0 && b.height > 0 && t.textContent.trim() !== "";
      });
      counts.texts += texts.length;
      if (shapes.length === 0) problems.push(id + ": " + heading.textContent + " draws no shapes");
      if (texts.length === 0) problems.push(id + ": " + heading.textContent + " shows no text");
      if (heading.textContent === "Sequence diagram") {
        var arrows = svg.querySelectorAll("line, path");
        counts.arrows += arrows.length;
        if (arrows.length === 0) problems.push(id + ": the sequence diagram has no arrows");
      }
      var outer = svg.getBoundingClientRect();
      texts.forEach(function (t) {
        var b = t.getBoundingClientRect();
        if (b.left < outer.left - 1 || b.top < outer.top - 1 || b.bottom > outer.bottom + 1) {
          problems.push(id + ": text '" + t.textContent.slice(0, 30) + "' is drawn outside the " + heading.textContent);
        }
      });
    });
    run.querySelectorAll("figure.screen").forEach(function (figure) {
      counts.screens += 1;
      var caption = id + " screen " + (figure.getAttribute("data-step") || "?");
      var svg = figure.querySelector("svg");
      if (!svg || !visible(svg)) { problems.push(caption + ": the wireframe is not drawn"); return; }
      var screen = svg.querySelector("rect.screen");
      if (!screen) { problems.push(caption + ": the wireframe has no screen rectangle"); return; }
      var origin = svg.getBoundingClientRect();
      var viewBox = svg.viewBox && svg.viewBox.baseVal;
      var pixelsPerUnit = viewBox && viewBox.width ? origin.width / viewBox.width : 1;
      // Reports draw wireframes at half scale: one point is 0.5 SVG units.
      var pixelsPerPoint = 0.5 * pixelsPerUnit;
      var slack = 0.75;
      svg.querySelectorAll("g.element[data-frame]").forEach(function (element) {
        var numbers = (element.getAttribute("data-frame").match(/-?[0-9.]+/g) || []).map(parseFloat);
        var rect = element.querySelector("rect");
        var name = element.getAttribute("data-name") || "an element";
        if (numbers.length !== 4 || !rect) { problems.push(caption + ": " + name + " has no frame or no box"); return; }
        counts.boxes += 1;
        var drawn = rect.getBoundingClientRect();
        var expected = [numbers[0] * pixelsPerPoint, numbers[1] * pixelsPerPoint, numbers[2] * pixelsPerPoint, numbers[3] * pixelsPerPoint];
        var actual = [drawn.left - origin.left, drawn.top - origin.top, drawn.width, drawn.height];
        // The half-unit stroke widens a box by a quarter unit on each side.
        var stroke = 0.25 * pixelsPerUnit;
        var off = [actual[0] + stroke - expected[0], actual[1] + stroke - expected[1],
                   actual[2] - 2 * stroke - expected[2], actual[3] - 2 * stroke - expected[3]];
        if (off.some(function (d) { return Math.abs(d) > slack; }) || getComputedStyle(rect).display === "none") {
          problems.push(caption + ": " + name + " has the frame (" + numbers.join(", ") + ") but is drawn at (" +
            actual.map(function (v) { return (v / pixelsPerPoint).toFixed(1); }).join(", ") + ") in points");
        }
      });
      if (counts.boxes === 0) problems.push(caption + ": the wireframe draws no boxes");
    });
  });
  (window.__pageErrors || []).forEach(function (message) { problems.push("page: " + message); });
  var result = document.createElement("pre");
  result.id = "browser-check";
  result.textContent = JSON.stringify({ problems: problems, counts: counts });
  document.body.appendChild(result);
});
