// The two fields every privacy request has, on /account (YourPrivacyRequests) and on /privacy-policy for people
// without an account (PrivacyRequestForm): what the person asks for, and details in their own words.
import { SelectField, TextAreaField } from '@/components/forms/fields'
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@/features/privacy/options'

/** `label`, `kindLabel`: the field's words in the page's language (My account in Marathi or Hindi); English without. */
export function PrivacyKindField({
  error,
  label = 'What are you asking for?',
  kindLabel,
}: {
  error?: string
  label?: string
  kindLabel?: (kind: PrivacyRequestKind) => string
}) {
  return (
    <SelectField label={label} name="kind" required defaultValue="access" error={error}>
      {PRIVACY_REQUEST_KINDS.map(({ label: english, value }) => (
        <option key={value} value={value}>
          {kindLabel ? kindLabel(value) : english}
        </option>
      ))}
    </SelectField>
  )
}

export function PrivacyDetailsField({ error, hint, label = 'Details (optional)' }: { error?: string; hint: string; label?: string }) {
  return <TextAreaField label={label} name="text" maxLength={4000} error={error} hint={hint} />
}
