import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants'

/** The password policy in one sentence (the same rules the server applies). */
export function PasswordHint() {
  return (
    <>
      {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters. Not a commonly used password and not your e-mail name.
    </>
  )
}
