// Partner popups. Login: hand {token, refreshToken} to the opener on our own origin; the opener
// then sends this window on to the pay page or closes it (SPEC §4 Buy flow), so it stays open.
// Pay: run the payment popup for the created order, then go to the caller's return path.
;(function () {
  'use strict'
  var login = document.getElementById('partner-login-result')
  if (login) {
    if (window.opener) {
      window.opener.postMessage(
        {
          source: 'vplus-partner',
          token: login.getAttribute('data-token'),
          refreshToken: login.getAttribute('data-refresh-token'),
        },
        window.location.origin,
      )
    }
    return
  }
  var order = document.getElementById('partner-order')
  if (!order || !window.snap) return
  function back(status) {
    var target = new URL(order.getAttribute('data-return-path') || '/', window.location.origin)
    // the server sends a path on this site; should one still resolve elsewhere, go home instead
    if (target.origin !== window.location.origin || target.pathname.indexOf('//') === 0)
      target = new URL('/', window.location.origin)
    target.searchParams.set('order_id', order.getAttribute('data-order-id'))
    target.searchParams.set('status', status)
    target.searchParams.set('user_id', order.getAttribute('data-user-id'))
    window.location.assign(target.pathname + target.search)
  }
  var start = document.getElementById('partner-start')
  function run() {
    window.snap.pay(order.getAttribute('data-token'), {
      onSuccess: function () {
        back('success')
      },
      onPending: function () {
        back('pending')
      },
      onError: function () {
        back('failed')
      },
      onClose: function () {
        back('closed')
      },
    })
  }
  if (start) {
    start.addEventListener('click', run)
    start.disabled = false
  }
})()
