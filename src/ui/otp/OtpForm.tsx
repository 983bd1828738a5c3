import '@mantine/core/styles/SegmentedControl.css'
import { Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { OtpChannel, otpMachine } from '../../../machines/otp/otp.machine'
import { displayPhone, formatCountdown } from '../../lib/format'
import { BackButton } from './BackButton'
import { OtpBoxes } from './OtpBoxes'
import { otpFailureText } from './otp-failure-text'

/**
 * Four boxes, the countdown, resend and Verify (SPEC §2 OTP modal, §4 OTP flow); where the server
 * sends codes by WhatsApp too, the channel of the resent code beside resend.
 */
export function OtpForm({ otp }: { otp: ActorRefFrom<typeof otpMachine> }) {
  const { t, i18n } = useLingui()
  const digits = useSelector(otp, (s) => s.context.digits)
  const phone = useSelector(otp, (s) => s.context.phone)
  const secondsLeft = useSelector(otp, (s) => s.context.secondsLeft)
  const error = useSelector(otp, (s) => s.context.error)
  const serverMessage = useSelector(otp, (s) => s.context.serverMessage)
  const canVerify = useSelector(otp, (s) => s.can({ type: 'code.submit' }))
  const canResend = useSelector(otp, (s) => s.can({ type: 'code.resend' }))
  const sentBy = useSelector(otp, (s) => s.context.sentBy)
  const channel = useSelector(otp, (s) => s.context.channel)
  const offersChoice = useSelector(otp, (s) => s.context.channels.length > 1)
  const canChoose = useSelector(otp, (s) => s.can({ type: 'channel.choose', channel: s.context.channel }))
  const channelLabelId = useId()
  const canGoBack = useSelector(otp, (s) => s.can({ type: 'back' }))
  const loading = useSelector(otp, (s) => s.hasTag('loading'))
  const failed = error === 'invalidCode'
  const failure = error ? otpFailureText(error, serverMessage) : null

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        otp.send({ type: 'code.submit' })
      }}
    >
      <Stack gap="md">
        <BackButton onClick={() => otp.send({ type: 'back' })} disabled={!canGoBack} />
        <Text size="sm">
          {sentBy === 'whatsapp' ? (
            <Trans>Enter the 4-digit code we sent by WhatsApp to {displayPhone(phone)}.</Trans>
          ) : (
            <Trans>Enter the 4-digit code we sent by SMS to {displayPhone(phone)}.</Trans>
          )}
        </Text>
        <OtpBoxes
          digits={digits}
          failed={failed}
          disabled={loading}
          onDigit={(index, value) => otp.send({ type: 'digit.change', index, value })}
          onClear={(index) => otp.send({ type: 'digit.clear', index })}
          onPaste={(code) => otp.send({ type: 'code.paste', code })}
        />
        {/* space kept for the message so the dialog does not resize under the pointer */}
        <div aria-live="polite" style={{ minHeight: 22 }}>
          {failed && (
            <Text c="red.4" size="sm" role="alert">
              <Trans>Invalid Code</Trans>
              {failure ? ` — ${i18n._(failure)}` : ''}
            </Text>
          )}
          {!failed && failure && (
            <Text c="red.4" size="sm" role="alert">
              {i18n._(failure)}
            </Text>
          )}
        </div>
        {offersChoice && secondsLeft <= 0 && (
          <Stack gap={4}>
            <Text size="sm" id={channelLabelId}>
              <Trans>Send the new code by</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby={channelLabelId}
              fullWidth
              disabled={!canChoose}
              value={channel}
              onChange={(value) => otp.send({ type: 'channel.choose', channel: value as OtpChannel })}
              data={[
                { value: 'sms', label: t`SMS` },
                { value: 'whatsapp', label: t`WhatsApp` },
              ]}
            />
          </Stack>
        )}
        <Group justify="space-between" align="center">
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>
                Resend code in <span>{formatCountdown(secondsLeft)}</span>
              </Trans>
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={!canResend}
              onClick={() => otp.send({ type: 'code.resend' })}
              aria-disabled={!canResend}
              c={canResend ? undefined : 'dimmed'}
            >
              <Trans>Resend code</Trans>
            </Anchor>
          )}
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!canVerify}
          loading={loading}
          aria-label={t`Verify`}
        >
          <Trans>Verify</Trans>
        </Button>
      </Stack>
    </form>
  )
}
