// Sandbox payment popup: posts the tester's choice, then tells the opener and closes.
;(function () {
  'use strict'
  var form = document.getElementById('snap-form')
  if (!form) return
  var token = form.getAttribute('data-token')
  form.addEventListener('submit', function (event) {
    event.preventDefault()
    var choice = event.submitter ? event.submitter.value : 'close'
    var body = { choice: choice }
    // a checkout that may save the card: the test card chosen and whether to keep it
    var card = form.elements.namedItem('card')
    var save = form.elements.namedItem('save_card')
    if (card) body.card = card.value
    if (save) body.save_card = save.checked
    fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json()
      })
      .then(function (result) {
        if (window.opener) {
          window.opener.postMessage(
            { source: 'vplus-snap', token: token, choice: choice, result: result },
            window.location.origin,
          )
        }
        window.close()
      })
      .catch(function () {
        var note = document.getElementById('snap-note')
        if (note) note.textContent = 'Could not reach the sandbox, try again.'
      })
  })
})()
