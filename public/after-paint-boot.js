// Issue 18 (docs/decisions/015): on a page whose first screen the server rendered, the app's
// code runs after the browser has painted that screen, not before it (the module scripts are
// otherwise run as soon as the page is parsed, ahead of its first frame). The server puts this
// file in place of the entry's module script, whose path it gives in data-entry.
;(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry')
  if (!entry) return
  var started = false
  function boot() {
    if (started) return
    started = true
    import(entry)
  }
  // After the next frame; a hidden page (no frames) boots anyway.
  requestAnimationFrame(function () {
    setTimeout(boot, 0)
  })
  setTimeout(boot, 500)
})()
