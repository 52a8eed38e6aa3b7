import { TextField } from '@/components/forms/fields'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants'

import { PasswordHint } from './PasswordHint'

/** The password and its confirmation, with the policy's limits and hint (signup, reset and change password). */
export function NewPasswordFields({
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  label?: string
  confirmLabel?: string
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
      <TextField label={label} name="password" {...limits} hint={<PasswordHint />} />
      <TextField label={confirmLabel} name="confirmPassword" {...limits} />
    </>
  )
}
