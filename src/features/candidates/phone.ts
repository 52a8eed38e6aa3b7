// How a candidate's e-mail and phone are kept, so that one person is found again however they typed them
// (docs/decisions/talent-pool.md, "Matching"): the e-mail in lower case, the phone in E.164 (+919876543210) read by
// libphonenumber-js, numbers without a country code taken as Indian.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** The country a number without "+" or "00" belongs to. */
const DEFAULT_PHONE_COUNTRY = 'IN'

/**
 * The number in E.164, or null when it is not a valid phone number. "98765 43210", "098765-43210", "+91 98765 43210",
 * "0091 9876543210" and "91 98765 43210" are all +919876543210.
 */
export function normalisePhone(input: string | null | undefined): string | null {
  const typed = input?.trim()
  if (!typed || typed.length > 40) return null
  const international = typed.replace(/^00(?=\d)/, '+')
  const parsed = parsePhoneNumberFromString(international, DEFAULT_PHONE_COUNTRY)
  if (parsed?.isValid()) return parsed.number
  // "91 98765 43210": the country code typed without its "+".
  const digits = international.replace(/\D/g, '')
  if (!international.startsWith('+') && digits.length > 10) {
    const withPlus = parsePhoneNumberFromString(`+${digits}`)
    if (withPlus?.isValid()) return withPlus.number
  }
  return null
}

/** The address as it is compared and stored: trimmed, in lower case; null when empty. */
export function normaliseEmail(input: string | null | undefined): string | null {
  const address = input?.trim().toLowerCase()
  return address ? address : null
}
