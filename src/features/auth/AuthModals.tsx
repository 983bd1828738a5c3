import { useEffect, useLayoutEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuthActorRef, AuthTag } from '../../../machines/auth/auth.machine'
import { LoginForm } from './LoginForm'
import { OtpForm } from '../../ui/otp/OtpForm'
import { SignUpForm } from './SignUpForm'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { PasswordChangedModal } from '../../ui/PasswordChangedModal'
import { SiteDialog } from '../../ui/steps'

/** The steps the login modal shows, as the machine tags them; no tag means it is closed. */
const MODAL_STEPS = [
  'step:login',
  'step:otp',
  'step:signUp',
  'step:forgotPassword',
] as const satisfies AuthTag[]
type ModalStep = (typeof MODAL_STEPS)[number]

const TITLES: Record<Exclude<ModalStep, 'step:otp'>, MessageDescriptor> = {
  'step:login': msg`Login`,
  'step:signUp': msg`Sign Up`,
  'step:forgotPassword': msg`Forgot Password`,
}

/** The login modal: one container switching login, code, sign-up and forgot password. */
export function AuthModals({ authActor }: { authActor: AuthActorRef }) {
  const { i18n } = useLingui()
  const step = useSelector(authActor, (s) => MODAL_STEPS.find((tag) => s.hasTag(tag)) ?? null)
  const passwordChanged = useSelector(authActor, (s) => s.hasTag('step:passwordChanged'))
  const nextOtp = useSelector(authActor, (s) => s.context.nextOtp)
  const otp = useSelector(authActor, (s) => s.children.otp)
  const passwordForm = useSelector(authActor, (s) => s.children.password)
  const close = () => authActor.send({ type: 'close' })
  // Mantine gives focus back to what had it when a mounted dialog opened. Mounted already open
  // (the shell mounts the modal only once someone may log in, so a page that opens the login for
  // a customer it believed logged in, the TV sign-in, mounts it open), it never saw the opener:
  // kept here from the first render, and focused once the modal closes
  const shown = step !== null || passwordChanged
  // read as it mounts, not as it first renders: a busy stand-in dialog that held the focus has
  // given it back to the opener by then (its layout cleanup runs first in the same commit)
  const opener = useRef<Element | null>(null)
  const shownAtMount = useRef(shown)
  useLayoutEffect(() => {
    if (shownAtMount.current) opener.current = document.activeElement
  }, [])
  useEffect(() => {
    if (shown) return
    const element = opener.current
    opener.current = null
    if (element instanceof HTMLElement) element.focus({ preventScroll: true })
  }, [shown])

  const title =
    step === null
      ? ''
      : i18n._(
          step === 'step:otp'
            ? nextOtp === 'forgot-password'
              ? TITLES['step:forgotPassword']
              : TITLES['step:signUp']
            : TITLES[step],
        )

  return (
    <>
      <SiteDialog
        opened={step !== null}
        onClose={close}
        title={title}
        overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
        returnFocus
      >
        {step === 'step:login' && <LoginForm actor={authActor} />}
        {step === 'step:otp' && otp && <OtpForm otp={otp} />}
        {step === 'step:signUp' && <SignUpForm actor={authActor} />}
        {step === 'step:forgotPassword' && passwordForm && (
          <ForgotPasswordForm form={passwordForm} onBack={() => authActor.send({ type: 'back' })} />
        )}
      </SiteDialog>
      <PasswordChangedModal opened={passwordChanged} onClose={close}>
        <Trans>Your password has been changed. Log in with your new password.</Trans>
      </PasswordChangedModal>
    </>
  )
}
