'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { postJson } from '@/lib/apiClient'
import { MIN_SIGNUP_AGE } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { localizedPath } from '@/i18n/locales'
import { accountApi, routes } from '@/lib/routes'

import { labelsOf, say, type AccountFormTexts } from './formTexts'

import { savePendingSignup } from './signupStore'
import { NewPasswordFields } from './NewPasswordFields'
import { signupFormProblem } from './validation'

/** `next`: where to go once the code is verified (a path of this site; `/` by default). */
export function SignupForm({ next, texts }: { next: string; texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const data = {
      email: formText(form, 'email').trim(),
      name: formText(form, 'name').trim(),
      age: Number(form.get('age')),
      password: formText(form, 'password'),
      confirmPassword: formText(form, 'confirmPassword'),
    }
    setSubmitting(true)
    const invalid = await signupFormProblem(data)
    setSubmitting(false)
    if (invalid) return setProblem(say(texts, invalid))
    setProblem(null)
    setSubmitting(true)
    const response = await postJson(accountApi.signupRequestOtp, { email: data.email }, say(texts, messages.otpSendFailed))
    setSubmitting(false)
    if (!response.ok) return setProblem(response.message)
    savePendingSignup({ ...data, next })
    router.push(localizedPath(texts?.locale ?? 'en', routes.verifyOtp))
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <TextField label={label.email} name="email" type="email" autoComplete="email" required />
      <TextField label={label.fullName} name="name" autoComplete="name" required />
      <TextField label={label.age} name="age" type="number" inputMode="numeric" min={MIN_SIGNUP_AGE} required />
      <NewPasswordFields label={label.password} confirmLabel={label.confirmPassword} hint={texts && label.passwordHint} />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.sendingCode : label.signUp}
      </button>
    </form>
  )
}
