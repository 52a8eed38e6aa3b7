import { TextField } from '@/components/forms/fields'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants'

import { fill } from './formTexts'
import { PasswordHint } from './PasswordHint'

/** The password and its confirmation, with the policy's limits and hint (signup, reset and change password). */
export function NewPasswordFields({
  label = 'New password',
  confirmLabel = 'Confirm new password',
  hint,
}: {
  label?: string
  confirmLabel?: string
  /** The policy's sentence in the page's language, with {min} and {max} (English's PasswordHint when left out). */
  hint?: string
}) {
  const limits = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
  }
  return (
    <>
      <TextField
        label={label}
        name="password"
        {...limits}
        hint={hint ? fill(hint, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : <PasswordHint />}
      />
      <TextField label={confirmLabel} name="confirmPassword" {...limits} />
    </>
  )
}
