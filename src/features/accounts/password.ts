// Password policy (a deliberate deviation from the spec's 6-character minimum, see docs/deviations.md): 8–128 characters,
// no composition rules, not a commonly used password, and not containing the e-mail's local part.
import { messages } from '@/lib/messages'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants'

/** The checks that need no word list: length and the e-mail's local part. */
export function passwordShapeProblem(password: string, email?: string): string | null {
  if (!password) return messages.passwordRequired
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort
  if (password.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong
  const localPart = email?.split('@')[0]?.trim().toLowerCase()
  if (localPart && localPart.length >= 3 && password.toLowerCase().includes(localPart)) return messages.passwordContainsEmail
  return null
}

let common: Promise<Set<string>> | undefined

/** The zxcvbn-ts list of commonly used passwords (about 49,000), loaded once and only when first needed. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  )
  return common
}

async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase())
}

/** The whole policy; null when the password is acceptable. */
export async function passwordProblem(password: string, email?: string): Promise<string | null> {
  const shape = passwordShapeProblem(password, email)
  if (shape) return shape
  return (await isCommonPassword(password)) ? messages.passwordCommon : null
}
