'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { RESET_OTP_LENGTH } from '@/lib/constants'
import { routes } from '@/lib/routes'

import { useBrowserValue } from '@/components/ui/useBrowserValue'
import { readResetProgress, readResetProgressRaw, saveResetProgress } from './signupStore'
import { StartOver } from './StartOver'
import { resetOtpProblem } from './validation'
import { localizedPath } from '@/i18n/locales'

import { fill, labelsOf, say, type AccountFormTexts } from './formTexts'

export function VerifyResetForm({ texts }: { texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const router = useRouter()
  const raw = useBrowserValue(readResetProgressRaw, null)
  const [problem, setProblem] = useState<string | null>(null)
  if (raw === null) return null
  const email = raw ? readResetProgress()?.email : undefined
  if (!email) return <StartOver texts={texts} />
  const knownEmail: string = email

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const otp = formText(new FormData(event.currentTarget), 'otp').trim()
    const invalid = resetOtpProblem(otp)
    if (invalid) return setProblem(say(texts, invalid))
    saveResetProgress({ email: knownEmail, otp })
    router.push(localizedPath(texts?.locale ?? 'en', routes.setNewPassword))
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        {fill(label.resetCodeSentTo, { length: RESET_OTP_LENGTH, email: <strong className="text-ink">{email}</strong> })}
      </p>
      <TextField
        label={label.resetCode}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_OTP_LENGTH}
        required
      />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <button type="submit" className={submitButtonClass}>
        {label.continue}
      </button>
    </form>
  )
}
