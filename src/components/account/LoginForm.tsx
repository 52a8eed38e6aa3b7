'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { safeNextPath } from '@/features/accounts/nextPath'
import { postJson } from '@/lib/apiClient'
import { messages } from '@/lib/messages'
import { accountApi } from '@/lib/routes'
import { setStoredUser, type StoredUser } from '@/lib/sessionClient'

import { labelsOf, say, type AccountFormTexts } from './formTexts'

/** `texts`: the page's language and its labels (English when left out). */
export function LoginForm({ texts }: { texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const router = useRouter()
  const next = useSearchParams().get('next')
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    const response = await postJson<{ user: StoredUser }>(
      accountApi.login,
      { email: formText(form, 'email'), password: formText(form, 'password') },
      say(texts, messages.loginFailed),
    )
    setSubmitting(false)
    if (!response.ok) return setResult({ tone: 'error', text: response.message })
    setStoredUser(response.body.user)
    setResult({ tone: 'success', text: say(texts, messages.loginSuccess) })
    // Only a path of this site is followed, never another host.
    router.push(safeNextPath(next, window.location.origin))
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <TextField label={label.email} name="email" type="email" autoComplete="email" required />
      <TextField label={label.password} name="password" type="password" autoComplete="current-password" required />
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.loggingIn : label.login}
      </button>
    </form>
  )
}
