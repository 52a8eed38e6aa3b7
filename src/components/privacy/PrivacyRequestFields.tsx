// The two fields every privacy request has, on /account (YourPrivacyRequests) and on /privacy-policy for people
// without an account (PrivacyRequestForm): what the person asks for, and details in their own words.
import { SelectField, TextAreaField } from '@/components/forms/fields'
import { PRIVACY_REQUEST_KINDS } from '@/features/privacy/options'

export function PrivacyKindField({ error }: { error?: string }) {
  return (
    <SelectField label="What are you asking for?" name="kind" required defaultValue="access" error={error}>
      {PRIVACY_REQUEST_KINDS.map(({ label, value }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  )
}

export function PrivacyDetailsField({ error, hint }: { error?: string; hint: string }) {
  return <TextAreaField label="Details (optional)" name="text" maxLength={4000} error={error} hint={hint} />
}
