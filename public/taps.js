// Taps and typing made before the app is ready (src/lib/kept-tap.ts carries them out once it has
// hydrated): a tap on a control marked data-tap, or Enter in a form whose submit button is
// marked so, is kept (the last one); what is typed into a field marked data-keep is kept by its name. A
// stored login is marked on <html>, so the header offers the avatar's place. A file of its own, not
// an inline script, so the Content-Security-Policy stays as it is.
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
  // A stored, unexpired login that names someone (as src/lib/stored-session.ts reads it): the
  // header shows the avatar's place, with the name, instead of Login (src/ui/Navbar.module.css).
  try {
    var claims = JSON.parse(atob(localStorage.getItem('vToken').split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    var name = claims.name && decodeURIComponent(escape(claims.name))
    try {
      name = JSON.parse(localStorage.getItem('user')).name || name
    } catch (e) {}
    if (claims.exp * 1000 > Date.now() && name) {
      root.setAttribute('data-stored-login', '')
      root.style.setProperty('--vp-stored-name', JSON.stringify(String(name)))
    }
  } catch (e) {}
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
