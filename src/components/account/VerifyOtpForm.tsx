'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'
import { setStoredUser, type StoredUser } from '@/lib/session-client'

import { clearPendingSignup, readPendingSignup } from './signupStore'

type Note = { tone: 'success' | 'error'; text: string } | null

export function VerifyOtpForm() {
  const router = useRouter()
  const [note, setNote] = useState<Note>(null)
  const [submitting, setSubmitting] = useState(false)
  const [resending, setResending] = useState(false)

  useEffect(() => {
    if (!readPendingSignup()) {
      setNote({ tone: 'error', text: messages.signupDataMissing })
      router.replace(routes.signup)
    }
  }, [router])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const pending = readPendingSignup()
    if (!pending) return router.replace(routes.signup)
    const otp = String(new FormData(event.currentTarget).get('otp')).trim()
    setSubmitting(true)
    const response = await postJson<{ user: StoredUser }>('/api/users/signup/verify-otp', { ...pending, otp }, messages.otpVerifyFailed)
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    clearPendingSignup()
    setStoredUser(response.body.user)
    setNote({ tone: 'success', text: messages.signupSuccess })
    router.push(routes.home)
  }

  async function resend() {
    const pending = readPendingSignup()
    if (!pending) return router.replace(routes.signup)
    setResending(true)
    const response = await postJson('/api/users/signup/request-otp', { email: pending.email }, messages.otpResendFailed)
    setResending(false)
    setNote(response.ok ? { tone: 'success', text: messages.otpResent } : { tone: 'error', text: response.message })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField label="One-time code" name="otp" inputMode="numeric" autoComplete="one-time-code" required />
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? 'Verifying...' : 'Verify'}
      </button>
      <button type="button" onClick={resend} disabled={resending} className="w-full text-sm font-semibold text-brand-700 underline disabled:opacity-60">
        {resending ? 'Resending...' : 'Resend code'}
      </button>
    </form>
  )
}
