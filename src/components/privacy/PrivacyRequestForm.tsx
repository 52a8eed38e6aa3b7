'use client'
// The privacy request form on /privacy-policy for people without an account (docs/decisions/privacy.md): what they ask
// for and their address, then the e-mailed code that confirms it (the client login's two steps). `texts`: on a Marathi
// or Hindi page, its words and the browser's checks in that language; the API answers in it too (apiClient sends the
// page's Accept-Language).
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { translatedValidity } from '@/components/forms/translatedValidity'
import { PrivacyDetailsField, PrivacyKindField } from '@/components/privacy/PrivacyRequestFields'
import { postJson } from '@/lib/apiClient'
import { fillText } from '@/lib/fillText'
import { privacyApi } from '@/lib/routes'

import { privacyRequestFormLabels, type PrivacyRequestFormTexts } from './privacyRequestFormTexts'

type Message = { tone: 'success' | 'error'; text: string }

export function PrivacyRequestForm({ texts }: { texts?: PrivacyRequestFormTexts } = {}) {
  const label = texts?.labels ?? privacyRequestFormLabels
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
      label.sendFailed,
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
    const response = await postJson<{ msg: string }>(privacyApi.verify, { email, otp }, label.checkFailed)
    setBusy(false)
    if (!response.ok) return setResult({ tone: 'error', text: response.message })
    setDone(true)
    setResult({ tone: 'success', text: response.body.msg })
  }

  if (done) return <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
  if (email === null)
    return (
      // Each step's form has its own key: without them React keeps the first step's input for the code field (the
      // same place in the tree), with the e-mail address still typed in it.
      <form method="post" key="request" onSubmit={send} className="space-y-4" noValidate>
        <PrivacyKindField error={fields.kind} label={texts?.kindField} kindLabel={texts ? (kind) => texts.kinds[kind] : undefined} />
        <TextField label={label.email} name="email" type="email" autoComplete="email" required error={fields.email} />
        <PrivacyDetailsField error={fields.text} hint={label.hint} label={texts?.detailsField} />
        <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
        <button type="submit" className={submitButtonClass} disabled={busy}>
          {busy ? label.sending : label.send}
        </button>
      </form>
    )
  const { onInvalid, onInput } = translatedValidity(texts?.validity)
  return (
    <form method="post" key="confirm" onSubmit={confirm} className="space-y-4" onInvalid={onInvalid} onInput={onInput}>
      <div aria-live="polite">{result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}</div>
      <TextField
        label={label.code}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        hint={fillText(label.codeSentTo, { email: email ?? '' })}
      />
      <button type="submit" className={submitButtonClass} disabled={busy}>
        {busy ? label.checking : label.confirm}
      </button>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-brand-700 underline"
        onClick={() => {
          setEmail(null)
          setResult(null)
        }}
      >
        {label.change}
      </button>
    </form>
  )
}
