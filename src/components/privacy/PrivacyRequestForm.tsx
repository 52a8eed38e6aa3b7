'use client'
// The privacy request form on /privacy-policy for people without an account (docs/decisions/privacy.md): what they ask
// for and their address, then the e-mailed code that confirms it (the client login's two steps).
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { PrivacyDetailsField, PrivacyKindField } from '@/components/privacy/PrivacyRequestFields'
import { postJson } from '@/lib/apiClient'
import { privacyApi } from '@/lib/routes'

type Message = { tone: 'success' | 'error'; text: string }

export function PrivacyRequestForm() {
  const [email, setEmail] = useState<string | null>(null)
  const [result, setResult] = useState<Message | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const address = formText(form, 'email')
    setBusy(true)
    const response = await postJson<{ msg: string }>(
      privacyApi.request,
      { email: address, kind: formText(form, 'kind'), text: formText(form, 'text') },
      'Your request could not be sent. Please try again.',
    )
    setBusy(false)
    if (!response.ok) {
      setFields(response.fields)
      return setResult({ tone: 'error', text: response.message })
    }
    setFields({})
    setEmail(address)
    setResult({ tone: 'success', text: response.body.msg })
  }

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const otp = formText(new FormData(event.currentTarget), 'otp')
    setBusy(true)
    const response = await postJson<{ msg: string }>(privacyApi.verify, { email, otp }, 'The code could not be checked. Please try again.')
    setBusy(false)
    if (!response.ok) return setResult({ tone: 'error', text: response.message })
    setDone(true)
    setResult({ tone: 'success', text: response.body.msg })
  }

  if (done) return <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
  if (email === null)
    return (
      <form onSubmit={send} className="space-y-4" noValidate>
        <PrivacyKindField error={fields.kind} />
        <TextField label="Your e-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
        <PrivacyDetailsField error={fields.text} hint="For example what to correct, which consent to withdraw, or whom you nominate." />
        <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
        <button type="submit" className={submitButtonClass} disabled={busy}>
          {busy ? 'Sending...' : 'Send me a code'}
        </button>
      </form>
    )
  return (
    <form onSubmit={confirm} className="space-y-4">
      <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
      <TextField
        label="Code from the e-mail"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        hint={`Sent to ${email}.`}
      />
      <button type="submit" className={submitButtonClass} disabled={busy}>
        {busy ? 'Checking...' : 'Confirm my request'}
      </button>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-brand-700 underline"
        onClick={() => {
          setEmail(null)
          setResult(null)
        }}
      >
        Change my request
      </button>
    </form>
  )
}
