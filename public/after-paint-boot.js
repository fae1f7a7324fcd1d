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
  // Once the screen is on the glass: the first contentful paint's time is when its frame was
  // presented, later than the frame's own tasks (after those alone, the downloads began while
  // the first frame was still on its way). Without paint timing, after the next frame. A hidden
  // page paints nothing: it boots at once. The timer is a net for a page hidden mid-load (no
  // paint is reported then).
  var Observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : null
  if (document.visibilityState === 'hidden') {
    boot()
  } else if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new Observer(function (list, self) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      self.disconnect()
      setTimeout(boot, 0)
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(function () {
      setTimeout(boot, 0)
    })
  }
  setTimeout(boot, 3000)
})()
