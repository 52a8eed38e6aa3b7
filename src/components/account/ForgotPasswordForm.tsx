'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { postJson } from '@/lib/apiClient'
import { messages } from '@/lib/messages'
import { accountApi, routes } from '@/lib/routes'

import { localizedPath } from '@/i18n/locales'

import { labelsOf, say, type AccountFormTexts } from './formTexts'
import { saveResetProgress } from './signupStore'

export function ForgotPasswordForm({ texts }: { texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = formText(new FormData(event.currentTarget), 'email').trim()
    setSubmitting(true)
    const response = await postJson(accountApi.resetRequest, { email }, say(texts, messages.resetRequestFailed))
    setSubmitting(false)
    if (!response.ok) return setProblem(response.message)
    saveResetProgress({ email })
    router.push(localizedPath(texts?.locale ?? 'en', routes.verifyOtpReset))
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <TextField label={label.email} name="email" type="email" autoComplete="email" required />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.sendingCode : label.sendResetCode}
      </button>
    </form>
  )
}
