/**
 * The site's dialog, and the step primitive every flow's view uses: a flow's chart marks what its
 * view shows with tags (`step:<name>` for a step, `error` for a failed call, machines/README.md),
 * and a view asks which of its steps the flow is on (`useStep`), then renders that step: in place
 * (the page's own steps: /purchase, /tv) or in the site's dialog (`StepDialog`: payment's
 * dialogs). A view that shows a plain dialog takes `SiteDialog` alone.
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { Modal, Stack, type ModalProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/**
 * The site's dialog: centred, 450 px wide (PendingDialog, the stand-in shown while a dialog's code
 * loads, has the same place and width), large corners, and a close button named in the page's
 * language. Any Modal prop may be added or overridden.
 */
export function SiteDialog({ children, ...props }: ModalProps) {
  const { t } = useLingui()
  // what had the focus as it opened, read in the commit that opens it (before the browser moves the
  // focus off a control that the opening disables)
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (props.opened && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [props.opened])
  return (
    <Modal centered size={450} radius="lg" closeButtonProps={{ 'aria-label': t`Close` }} {...props}>
      <FocusBack opener={opener} />
      {children}
    </Modal>
  )
}

/**
 * Gives the focus back to the dialog's opener when the dialog's content leaves the page with the
 * focus in it. Mantine gives it back as the dialog starts closing, unless the focus has moved by
 * then: a dialog closed (Escape) before its field took the focus takes it during its exit, and the
 * focus fell to the page's body when the content went.
 */
function FocusBack({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useLayoutEffect(
    () => () => {
      const back = opener.current
      queueMicrotask(() => {
        const active = document.activeElement
        if (back?.isConnected && (active === null || active === document.body))
          back.focus({ preventScroll: true })
      })
    },
    [opener],
  )
  return null
}

/** The tag that shows a step: `error` for the failed-call step, `step:<name>` for the others. */
export const stepTag = (step: string): string => (step === 'error' ? 'error' : `step:${step}`)

/** The first of `steps` (in the order given) whose tag the flow's state carries, else `otherwise`. */
export function useStep<S extends string, O extends string | null = null>(
  actor: AnyActorRef,
  steps: readonly S[],
  otherwise: O = null as O,
): S | O {
  return useSelector(
    actor,
    (snapshot: { hasTag: (tag: string) => boolean }) =>
      steps.find((step) => snapshot.hasTag(stepTag(step))) ?? otherwise,
  )
}

interface StepDialogProps<S extends string> {
  /** The step shown, or none (the dialog closed). */
  step: S | null
  /** The dialog's title for the step shown. */
  title: string
  onClose: () => void
  /** `<testId>-<step>` (or `-none`) marks the body, as the view paths and browser tests read it. */
  testId: string
  /** More of the body's attributes (`data-*`). */
  attributes?: Record<`data-${string}`, string | undefined>
  /** The step's body. */
  children: ReactNode
}

/** The site's dialog showing a flow's step: open while a step is shown, its body the step's. */
export function StepDialog<S extends string>({
  step,
  title,
  onClose,
  testId,
  attributes,
  children,
}: StepDialogProps<S>) {
  return (
    <SiteDialog opened={step !== null} onClose={onClose} title={title}>
      <Stack gap="md" data-testid={`${testId}-${step ?? 'none'}`} {...attributes}>
        {children}
      </Stack>
    </SiteDialog>
  )
}
