'use client'
// The client contacts' login (docs/decisions/clients.md): the e-mail address first, then the e-mailed code.
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { clientAreaApi, clientAreaRoutes } from '@/features/clientArea/routes'
import { postJson } from '@/lib/apiClient'

export function ClientLoginForm() {
  const router = useRouter()
  const [email, setEmail] = useState<string | null>(null)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function requestCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = formText(new FormData(event.currentTarget), 'email')
    setBusy(true)
    const response = await postJson<{ msg: string }>(
      clientAreaApi.requestOtp,
      { email: address },
      'The code could not be sent. Please try again.',
    )
    setBusy(false)
    if (!response.ok) return setResult({ tone: 'error', text: response.message })
    setEmail(address)
    setResult({ tone: 'success', text: response.body.msg })
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const otp = formText(new FormData(event.currentTarget), 'otp')
    setBusy(true)
    const response = await postJson<{ msg: string }>(
      clientAreaApi.verifyOtp,
      { email, otp },
      'The code could not be checked. Please try again.',
    )
    setBusy(false)
    if (!response.ok) return setResult({ tone: 'error', text: response.message })
    setResult({ tone: 'success', text: response.body.msg })
    router.replace(clientAreaRoutes.home)
    router.refresh()
  }

  if (email === null)
    return (
      // A key per step, so the code field is never the e-mail step's input kept by React (PrivacyRequestForm).
      <form method="post" key="request" onSubmit={requestCode} className="space-y-4">
        <TextField label="Work e-mail" name="email" type="email" autoComplete="email" required />
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        <button type="submit" className={submitButtonClass} disabled={busy}>
          {busy ? 'Sending...' : 'Send me a code'}
        </button>
      </form>
    )
  return (
    <form method="post" key="verify" onSubmit={verify} className="space-y-4">
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
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
        {busy ? 'Checking...' : 'Log in'}
      </button>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-brand-700 underline"
        onClick={() => {
          setEmail(null)
          setResult(null)
        }}
      >
        Use another address
      </button>
    </form>
  )
}
