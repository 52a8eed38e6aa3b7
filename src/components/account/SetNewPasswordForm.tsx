'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/apiClient'
import { RESET_REDIRECT_DELAY_MS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { accountApi, routes } from '@/lib/routes'

import { useSessionSnapshot } from './useSessionSnapshot'
import { clearResetProgress, readResetProgress, readResetProgressRaw } from './signupStore'
import { StartOver } from './StartOver'
import { NewPasswordFields } from './NewPasswordFields'
import { readNewPassword } from './validation'

export function SetNewPasswordForm() {
  const router = useRouter()
  const raw = useSessionSnapshot(readResetProgressRaw, null)
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  if (raw === null) return null
  const progress = raw ? readResetProgress() : null
  if (!progress?.email || !progress.otp) return note ? <FormMessage tone={note.tone}>{note.text}</FormMessage> : <StartOver />
  const { email, otp } = progress

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    const { password, confirmPassword, problem: invalid } = await readNewPassword(form, email)
    if (invalid) {
      setSubmitting(false)
      return setNote({ tone: 'error', text: invalid })
    }
    const response = await postJson<{ message: string }>(accountApi.reset, { email, otp, password, confirmPassword }, messages.resetFailed)
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    setNote({ tone: 'success', text: response.body.message })
    clearResetProgress()
    window.setTimeout(() => router.push(routes.login), RESET_REDIRECT_DELAY_MS)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields />
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  )
}
