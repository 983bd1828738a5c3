import { useForm } from '@mantine/form'
import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import { valibotResolver } from 'mantine-form-valibot-resolver'
import { useMemo } from 'react'
import type * as v from 'valibot'

interface SchemaFormOptions<Values extends Record<string, unknown>, Code extends string> {
  /** The form's valibot schema; its messages are codes of `messages`. */
  schema: v.BaseSchema<Values, Values, v.BaseIssue<unknown>>
  initialValues: Values
  /** The text of each message code; fields show it in the current language. */
  messages: Record<Code, MessageDescriptor>
  onValuesChange?: (values: Values, previous: Values) => void
}

/**
 * `useForm` with `valibotResolver`, the way every form here validates: a field's error shows
 * once the field loses focus or the form is submitted, then follows its value as it changes;
 * `getInputProps` gives the error as translated text. Submit with `form.onSubmit`; a button
 * that waits for a valid form uses `form.isValid()`.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Code extends string>({
  schema,
  initialValues,
  messages,
  onValuesChange,
}: SchemaFormOptions<Values, Code>) {
  const { i18n } = useLingui()
  const validate = useMemo(() => valibotResolver(schema), [schema])
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    // the errors showing are revalidated on change (below); Mantine's own clearing would race that
    // revalidation and drop a message that still applies (its setFieldError skips an unchanged error)
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      // the errors showing are recomputed from the new values (confirm follows password too)
      for (const path of Object.keys(form.errors)) form.validateField(path)
      onValuesChange?.(values, previous)
    },
    enhanceGetInputProps: ({ inputProps }) => {
      const code = inputProps.error
      if (typeof code === 'string' && code in messages) return { error: i18n._(messages[code as Code]) }
      return undefined
    },
  })
  return form
}
