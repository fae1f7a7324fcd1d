// docs/product/states.md: theme 'dark' by default, stored under 'theme'; applied before the first paint.
try {
  var theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark'
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.classList.toggle('light', theme === 'light')
  var bar = document.querySelector('meta[name="theme-color"]')
  if (bar) bar.setAttribute('content', bar.getAttribute('data-' + theme))
} catch (e) {}
