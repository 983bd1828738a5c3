import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/**
 * Mantine's PasswordInput with its error announced: the inner input gets `aria-invalid` (Mantine 9
 * marks it only `data-invalid`, so a screen reader did not say the field was wrong).
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />
}
