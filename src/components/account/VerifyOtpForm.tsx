'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { safeNextPath } from '@/features/accounts/nextPath'
import { postJson } from '@/lib/apiClient'
import { messages } from '@/lib/messages'
import { accountApi, routes } from '@/lib/routes'
import { setStoredUser, type StoredUser } from '@/lib/sessionClient'
import { localizedPath } from '@/i18n/locales'

import { fill, labelsOf, say, type AccountFormTexts } from './formTexts'

import { useBrowserValue } from '@/components/ui/useBrowserValue'
import { clearPendingSignup, readPendingSignup } from './signupStore'

type Note = { tone: 'success' | 'error'; text: string } | null

export function VerifyOtpForm({ texts }: { texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const signupPage = localizedPath(texts?.locale ?? 'en', routes.signup)
  const router = useRouter()
  const [note, setNote] = useState<Note>(null)
  const [submitting, setSubmitting] = useState(false)
  const [resending, setResending] = useState(false)
  // Once verified, the cleared sign-up data must not send the new member to /signup (which would send them on to /).
  const [verified, setVerified] = useState(false)

  // The sign-up details wait in sessionStorage; without them there is nothing to verify (false on the server).
  const signupMissing = useBrowserValue(() => readPendingSignup() === null, false)
  // The address the code went to, so a typo in it is seen here rather than after waiting for a mail that never comes.
  const email = useBrowserValue(() => readPendingSignup()?.email ?? '', '')
  useEffect(() => {
    if (signupMissing && !verified) router.replace(signupPage)
  }, [signupMissing, verified, router, signupPage])
  const shown: Note = note ?? (signupMissing ? { tone: 'error', text: say(texts, messages.signupDataMissing) } : null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const pending = readPendingSignup()
    if (!pending) return router.replace(signupPage)
    const otp = formText(new FormData(event.currentTarget), 'otp').trim()
    const { next, ...signup } = pending
    setSubmitting(true)
    const response = await postJson<{ user: StoredUser }>(
      accountApi.signupVerifyOtp,
      { ...signup, otp },
      say(texts, messages.otpVerifyFailed),
    )
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    setVerified(true)
    clearPendingSignup()
    setStoredUser(response.body.user)
    setNote({ tone: 'success', text: say(texts, messages.signupSuccess) })
    // On to where the visitor was heading when they signed up (only a path of this site), else home (spec).
    router.push(safeNextPath(next, window.location.origin))
  }

  async function resend() {
    const pending = readPendingSignup()
    if (!pending) return router.replace(signupPage)
    setResending(true)
    const response = await postJson(accountApi.signupRequestOtp, { email: pending.email }, say(texts, messages.otpResendFailed))
    setResending(false)
    setNote(response.ok ? { tone: 'success', text: say(texts, messages.otpResent) } : { tone: 'error', text: response.message })
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      {email && <p className="text-sm text-muted">{fill(label.codeSentTo, { email: <strong className="text-ink">{email}</strong> })}</p>}
      <TextField label={label.oneTimeCode} name="otp" inputMode="numeric" autoComplete="one-time-code" required />
      {shown && <FormMessage tone={shown.tone}>{shown.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.verifying : label.verify}
      </button>
      <button
        type="button"
        onClick={resend}
        disabled={resending}
        className="w-full text-sm font-semibold text-brand-700 underline disabled:opacity-60"
      >
        {resending ? label.resending : label.resendCode}
      </button>
    </form>
  )
}
