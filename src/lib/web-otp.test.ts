// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveSmsCode } from './web-otp'

type Get = (options: { otp?: unknown; signal?: AbortSignal }) => Promise<unknown>

function browserWithWebOtp(get: Get) {
  vi.stubGlobal('OTPCredential', function OTPCredential() {})
  Object.defineProperty(navigator, 'credentials', { value: { get: vi.fn<Get>(get) }, configurable: true })
  return navigator.credentials.get as unknown as ReturnType<typeof vi.fn<Get>>
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'credentials')
})

describe('the code the phone reads from the SMS (WebOTP)', () => {
  it("asks the browser for an SMS code with the step's signal, and answers its code", async () => {
    const get = browserWithWebOtp(async () => ({ type: 'otp', id: '', code: '4821' }))
    const step = new AbortController()
    expect(await receiveSmsCode(step.signal)).toBe('4821')
    expect(get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: step.signal })
  })

  it('answers null where the browser has no WebOTP, without asking anything', async () => {
    expect('OTPCredential' in window).toBe(false)
    expect(await receiveSmsCode(new AbortController().signal)).toBeNull()
  })

  it('answers null, never an error, when the customer declines or the step is left', async () => {
    browserWithWebOtp(() => Promise.reject(new DOMException('declined', 'NotAllowedError')))
    expect(await receiveSmsCode(new AbortController().signal)).toBeNull()
    browserWithWebOtp(
      ({ signal }) =>
        new Promise((_, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const step = new AbortController()
    const read = receiveSmsCode(step.signal)
    step.abort()
    expect(await read).toBeNull()
  })

  it('answers null when the browser gives no code', async () => {
    browserWithWebOtp(async () => null)
    expect(await receiveSmsCode(new AbortController().signal)).toBeNull()
  })
})
