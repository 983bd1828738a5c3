import { Modal } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OtpActorRef } from '../../../machines/auth/auth.machine'
import type { AuthRuntime } from './runtime'
import { LoginForm } from './LoginForm'
import { OtpForm } from './OtpForm'
import { SignUpForm } from './SignUpForm'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { PasswordChangedModal } from './PasswordChangedModal'

type Step = 'closed' | 'login' | 'otp' | 'signUp' | 'forgotPassword' | 'done'

const TITLES: Record<Exclude<Step, 'closed' | 'done' | 'otp'>, MessageDescriptor> = {
  login: msg`Login`,
  signUp: msg`Sign Up`,
  forgotPassword: msg`Forgot Password`,
}

/** The login modal: one container switching login, code, sign-up and forgot password. */
export function AuthModals({ runtime }: { runtime: AuthRuntime }) {
  const { authActor } = runtime
  const { i18n } = useLingui()
  const step = useSelector(authActor, (s): Step => {
    if (s.matches('closed')) return 'closed'
    if (s.matches('login')) return 'login'
    if (s.matches('otp')) return 'otp'
    if (s.matches('signUp') || s.matches('registering')) return 'signUp'
    if (s.matches('forgotPassword') || s.matches('resettingPassword')) return 'forgotPassword'
    if (s.matches('passwordResetDone')) return 'done'
    return 'login' // signing in: the login form shows its spinner
  })
  const nextOtp = useSelector(authActor, (s) => s.context.nextOtp)
  const otp = useSelector(authActor, (s) => s.children.otp as OtpActorRef | undefined)
  const close = () => authActor.send({ type: 'close' })

  const title =
    step === 'otp'
      ? i18n._(nextOtp === 'forgot-password' ? TITLES.forgotPassword : TITLES.signUp)
      : step === 'closed' || step === 'done'
        ? ''
        : i18n._(TITLES[step])

  return (
    <>
      <Modal
        opened={step !== 'closed' && step !== 'done'}
        onClose={close}
        title={title}
        centered
        size={450}
        radius="lg"
        closeButtonProps={{ 'aria-label': i18n._(msg`Close`) }}
        overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
        returnFocus
      >
        {step === 'login' && <LoginForm actor={authActor} />}
        {step === 'otp' && otp && <OtpForm otp={otp} />}
        {step === 'signUp' && <SignUpForm actor={authActor} />}
        {step === 'forgotPassword' && <ForgotPasswordForm actor={authActor} />}
      </Modal>
      <PasswordChangedModal opened={step === 'done'} onClose={close} />
    </>
  )
}
