'use client'
// "Consent history" on a candidate, a website member or a talent application (docs/decisions/privacy.md, "Consent
// history for staff"): one click to the consent log filtered on the person's e-mail address, newest first.
import { useFormFields } from '@payloadcms/ui'

import { adminConsentHistoryHref } from '@/lib/routes'

export function ConsentHistoryLink() {
  const email = useFormFields(([fields]) => fields.email?.value)
  if (typeof email !== 'string' || !email.trim()) return null
  return (
    <p className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <a href={adminConsentHistoryHref(email)} style={{ fontWeight: 600, textDecoration: 'underline', overflowWrap: 'anywhere' }}>
        Consent history of {email.trim().toLowerCase()}
      </a>
      <br />
      <span style={{ color: 'var(--theme-elevation-600)' }}>Everything this person agreed to or withdrew, newest first.</span>
    </p>
  )
}
