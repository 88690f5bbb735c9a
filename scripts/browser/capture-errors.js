// Injected first into a page under test (scripts/check-html-report.sh): collects every script
// error, unhandled rejection and console.error the page produces, for report-check.js.
window.__pageErrors = [];
window.addEventListener("error", function (event) {
  window.__pageErrors.push("error: " + (event.message || event.type) + " at " + (event.filename || "") + ":" + (event.lineno || 0));
});
window.addEventListener("unhandledrejection", function (event) {
  window.__pageErrors.push("unhandled rejection: " + String(event.reason));
});
(function () {
  var original = console.error;
  console.error = function () {
    window.__pageErrors.push("console.error: " + Array.prototype.join.call(arguments, " "));
    return original.apply(console, arguments);
  };
})();
