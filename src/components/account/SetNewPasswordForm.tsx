'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/apiClient'
import { RESET_REDIRECT_DELAY_MS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { accountApi, routes } from '@/lib/routes'

import { useBrowserValue } from '@/components/ui/useBrowserValue'
import { clearResetProgress, readResetProgress, readResetProgressRaw } from './signupStore'
import { StartOver } from './StartOver'
import { NewPasswordFields } from './NewPasswordFields'
import { readNewPassword } from './validation'
import { localizedPath } from '@/i18n/locales'

import { labelsOf, say, type AccountFormTexts } from './formTexts'

export function SetNewPasswordForm({ texts }: { texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const router = useRouter()
  const raw = useBrowserValue(readResetProgressRaw, null)
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  if (raw === null) return null
  const progress = raw ? readResetProgress() : null
  if (!progress?.email || !progress.otp) return note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : <StartOver texts={texts} />
  const { email, otp } = progress

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    const { password, confirmPassword, problem: invalid } = await readNewPassword(form, email)
    if (invalid) {
      setSubmitting(false)
      return setNote({ tone: 'error', text: say(texts, invalid) })
    }
    const response = await postJson<{ message: string }>(
      accountApi.reset,
      { email, otp, password, confirmPassword },
      say(texts, messages.resetFailed),
    )
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    setNote({ tone: 'success', text: response.body.message })
    clearResetProgress()
    window.setTimeout(() => router.push(localizedPath(texts?.locale ?? 'en', routes.login)), RESET_REDIRECT_DELAY_MS)
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      {texts ? (
        <NewPasswordFields label={label.newPassword} confirmLabel={label.confirmNewPassword} hint={label.passwordHint} />
      ) : (
        <NewPasswordFields />
      )}
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.saving : label.setNewPassword}
      </button>
    </form>
  )
}
