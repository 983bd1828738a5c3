// The sandbox TV (RFC 8628 as a TV box runs it): ask for a code, show it and its QR code, poll
// the token endpoint at the interval the server gives (5 s longer after each slow_down), then
// show whose account the TV is signed in to. Only text is written into the page.
;(function () {
  'use strict'
  var root = document.getElementById('tv')
  if (!root) return
  var client = root.getAttribute('data-client')
  var status = document.getElementById('tv-status')
  var box = document.getElementById('tv-code')
  var restart = document.getElementById('tv-restart')
  var timer = 0

  function say(text) {
    status.textContent = text
  }
  // a TV stands in a living room: the number as the site masks it, 0812****890
  function masked(phone) {
    var local = String(phone).replace(/^\+62/, '0')
    return local.slice(0, 4) + '****' + local.slice(-3)
  }
  function form(fields) {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }
  }
  function stop(text) {
    clearTimeout(timer)
    box.hidden = true
    restart.hidden = false
    say(text)
  }

  function showAccount(token) {
    return fetch('/api/v1/user/myprofile', { headers: { authorization: 'Bearer ' + token } })
      .then(function (res) {
        return res.json()
      })
      .then(function (reply) {
        if (!reply.data) throw new Error('no profile')
        box.hidden = true
        say('Signed in as ' + reply.data.name + ' (' + masked(reply.data.phone) + ')')
        root.setAttribute('data-signed-in', 'true')
      })
  }

  function poll(deviceCode, interval) {
    timer = setTimeout(function () {
      fetch(
        '/oauth/token',
        form({
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: deviceCode,
          client_id: client,
        }),
      )
        .then(function (res) {
          return res.json()
        })
        .then(function (reply) {
          if (reply.access_token) return showAccount(reply.access_token)
          if (reply.error === 'authorization_pending') return poll(deviceCode, interval)
          if (reply.error === 'slow_down') return poll(deviceCode, reply.interval || interval + 5)
          if (reply.error === 'access_denied') return stop('The sign-in was denied.')
          if (reply.error === 'expired_token') return stop('The code has expired.')
          stop('The TV could not sign in.')
        })
        .catch(function () {
          // a dropped connection: try again at the same pace
          poll(deviceCode, interval)
        })
    }, interval * 1000)
  }

  function start() {
    restart.hidden = true
    say('Asking for a code…')
    fetch('/oauth/device_authorization', form({ client_id: client }))
      .then(function (res) {
        return res.json()
      })
      .then(function (reply) {
        if (!reply.user_code) return stop('No code now: ' + (reply.error_description || 'try again later'))
        document.getElementById('tv-uri').textContent = reply.verification_uri
        document.getElementById('tv-user-code').textContent = reply.user_code
        document.getElementById('tv-link').setAttribute('href', reply.verification_uri_complete)
        document
          .getElementById('tv-qr')
          .setAttribute('src', '/sandbox/tv/qr.svg?code=' + encodeURIComponent(reply.user_code))
        box.hidden = false
        say('Waiting for you to approve it…')
        poll(reply.device_code, reply.interval)
      })
      .catch(function () {
        stop('The TV could not reach the server.')
      })
  }

  restart.addEventListener('click', start)
  start()
})()
