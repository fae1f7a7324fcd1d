// Issue 18 (docs/decisions/015): on a page whose first screen the server rendered, the app's
// code loads and runs after the browser has painted that screen, not before it (module scripts
// and their preloads otherwise compete with the first paint, and run ahead of its frame). The
// server puts this file in place of the entry's module script: data-entry is the entry,
// data-preload the chunks it will need, fetched in parallel with it.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var preload = (script.getAttribute('data-preload') || '').split(' ')
  var started = false
  function boot() {
    if (started) return
    started = true
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = preload[i]
      document.head.appendChild(link)
    }
    import(entry)
  }
  // After the next frame; a hidden page (no frames) boots anyway.
  requestAnimationFrame(function () {
    setTimeout(boot, 0)
  })
  setTimeout(boot, 500)
})()
