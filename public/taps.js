// Taps and typing made before the app is ready (src/lib/kept-tap.ts carries them out once it has
// hydrated): a tap on a control marked data-tap, or Enter in a form whose submit button is
// marked so, is kept (the last one); what is typed into a field marked data-keep is kept by its name. A file of its
// own, not an inline script, so the Content-Security-Policy stays as it is.
;(function () {
  var root = document.documentElement
  var kept = (window.vpKeptTaps = [])
  var values = (window.vpKeptValues = {})
  var early = function () {
    return root.getAttribute('data-hydrated') !== 'true'
  }
  var keep = function (event, target) {
    if (!target || !early()) return
    event.preventDefault()
    kept[0] = target.getAttribute('data-tap')
  }
  document.addEventListener(
    'click',
    function (event) {
      keep(event, event.target instanceof Element ? event.target.closest('[data-tap]') : null)
    },
    true,
  )
  // Enter in a field submits its form: kept like a tap on it, instead of reloading the page
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      keep(event, form instanceof HTMLFormElement ? form.querySelector('[type="submit"][data-tap]') : null)
    },
    true,
  )
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target
      if (early() && field instanceof HTMLInputElement && field.hasAttribute('data-keep'))
        values[field.getAttribute('data-keep')] = field.value
    },
    true,
  )
})()
