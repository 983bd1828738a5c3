import { useEffect, useRef } from 'react'
import { OwnBoxes } from './OwnBoxes'
import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PurchaseErrorCode } from '../../../machines/purchase/purchase.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { LOOKUP_ERROR_TEXT, lookupSchema } from './schemas'
import { takeKeptTap, takeKeptValue } from '../../lib/kept-tap'

/** The names public/taps.js keeps the lookup's early typing and submit under. */
const KEEP_QUERY = 'purchase-query'
const KEEP_FIND = 'purchase-find'

export function PurchaseErrorText({ code }: { code: PurchaseErrorCode | null }) {
  if (!code) return null
  const text = {
    notFound: <Trans>This Serial Number/Customer ID/Phone Number is unavailable.</Trans>,
    lookupFailed: <Trans>We could not look up your box. Please try again.</Trans>,
    packagesFailed: <Trans>We could not load the add-ons. Please try again.</Trans>,
    tooMany: <Trans>Too many lookups from your connection. Please try again in a few minutes.</Trans>,
    lookupExpired: <Trans>This lookup has expired. Find the box again to buy for it.</Trans>,
    checkoutFailed: <Trans>We could not create your order. Please try again.</Trans>,
  }[code]
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  )
}

interface LookupFormProps {
  initialQuery: string
  loading: boolean
  error: PurchaseErrorCode | null
  onSubmit: (query: string) => void
  /** The flow hears each change (it clears a refusal the customer is correcting). */
  onChange?: (query: string) => void
}

/**
 * The lookup form of /purchase. It holds no flow: the page shows it before the purchase flow's
 * code has loaded (the first submit loads it), and the flow shows it bound to its machine.
 */
export function LookupForm({ initialQuery, loading, error, onSubmit, onChange }: LookupFormProps) {
  const { t } = useLingui()
  const field = useRef<HTMLInputElement>(null)
  // the flow's form replaces the first one after a lookup: a refusal puts the cursor back in
  // the field, where the customer corrects it
  useEffect(() => {
    if (error !== null) field.current?.focus()
  }, [error])
  const form = useSchemaForm({
    schema: lookupSchema,
    initialValues: { query: initialQuery },
    messages: LOOKUP_ERROR_TEXT,
    onValuesChange: ({ query }) => onChange?.(query),
  })
  const submit = form.onSubmit(({ query }) => onSubmit(query))
  // typed (and sent with Enter or Find) on the prerendered page before it was live: kept, not lost
  const kept = useRef({ submit, setFieldValue: form.setFieldValue })
  useEffect(() => {
    kept.current = { submit, setFieldValue: form.setFieldValue }
  })
  useEffect(() => {
    const value = takeKeptValue(KEEP_QUERY)
    if (value !== null) kept.current.setFieldValue('query', value)
    // after the value is in the form's state: the submit reads it
    if (takeKeptTap(KEEP_FIND)) kept.current.submit()
  }, [])
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t`Serial Number / Customer ID / Phone Number`}
          autoComplete="off"
          maxLength={80}
          required
          ref={field}
          data-keep={KEEP_QUERY}
          {...form.getInputProps('query')}
        />
        <PurchaseErrorText code={error} />
        <Button type="submit" size="md" loading={loading} data-tap={KEEP_FIND}>
          <Trans>Find the box</Trans>
        </Button>
        <OwnBoxes disabled={loading} onPick={onSubmit} />
      </Stack>
    </form>
  )
}
