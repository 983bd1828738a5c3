// Payment-provider stand-in with the Snap contract: window.snap.pay(token, callbacks).
// Opens the sandbox popup; the popup reports its outcome by postMessage on our own origin.
;(function () {
  'use strict'
  function pay(token, options) {
    var callbacks = options || {}
    var done = false
    var popup = window.open(
      '/sandbox/snap/pay/' + encodeURIComponent(token),
      'vplus-snap',
      'width=600,height=800',
    )
    function finish(name, result) {
      if (done) return
      done = true
      window.removeEventListener('message', onMessage)
      clearInterval(timer)
      if (typeof callbacks[name] === 'function') callbacks[name](result)
    }
    function onMessage(event) {
      if (event.origin !== window.location.origin) return
      var data = event.data
      if (!data || data.source !== 'vplus-snap' || data.token !== token) return
      var name =
        { pay: 'onSuccess', pending: 'onPending', fail: 'onError', close: 'onClose' }[data.choice] ||
        'onClose'
      finish(name, data.result)
    }
    if (!popup) {
      done = true
      if (typeof callbacks.onError === 'function')
        callbacks.onError({ status_code: '500', status_message: 'Popup blocked' })
      return
    }
    window.addEventListener('message', onMessage)
    var timer = setInterval(function () {
      if (popup.closed)
        setTimeout(function () {
          finish('onClose')
        }, 300)
    }, 400)
  }
  window.snap = { pay: pay }
})()
