// Taps made before the app is ready: a tap on a control marked data-tap, before the app has
// hydrated, is kept (the last one) and carried out by the app once it has (src/lib/kept-tap.ts).
// A file of its own, not an inline script, so the Content-Security-Policy stays as it is.
;(function () {
  var root = document.documentElement
  var kept = (window.vpKeptTaps = [])
  document.addEventListener(
    'click',
    function (event) {
      if (root.getAttribute('data-hydrated') === 'true') return
      var target = event.target instanceof Element ? event.target.closest('[data-tap]') : null
      if (!target) return
      event.preventDefault()
      kept[0] = target.getAttribute('data-tap')
    },
    true,
  )
})()
