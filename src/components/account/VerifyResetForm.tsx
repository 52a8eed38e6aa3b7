'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { RESET_OTP_LENGTH } from '@/lib/constants'
import { routes } from '@/lib/routes'

import { useSessionSnapshot } from './useSessionSnapshot'
import { readResetProgress, readResetProgressRaw, saveResetProgress } from './signupStore'
import { StartOver } from './StartOver'
import { resetOtpProblem } from './validation'

export function VerifyResetForm() {
  const router = useRouter()
  const raw = useSessionSnapshot(readResetProgressRaw, null)
  const [problem, setProblem] = useState<string | null>(null)
  if (raw === null) return null
  const email = raw ? readResetProgress()?.email : undefined
  if (!email) return <StartOver />
  const knownEmail: string = email

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const otp = formText(new FormData(event.currentTarget), 'otp').trim()
    const invalid = resetOtpProblem(otp)
    if (invalid) return setProblem(invalid)
    saveResetProgress({ email: knownEmail, otp })
    router.push(routes.setNewPassword)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        We sent a {RESET_OTP_LENGTH}-digit code to <strong className="text-ink">{email}</strong> if it belongs to an account.
      </p>
      <TextField label="Reset code" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={RESET_OTP_LENGTH} required />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <button type="submit" className={submitButtonClass}>
        Continue
      </button>
    </form>
  )
}
