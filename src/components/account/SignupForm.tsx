'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { postJson } from '@/lib/apiClient'
import { MIN_SIGNUP_AGE } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { accountApi, routes } from '@/lib/routes'

import { savePendingSignup } from './signupStore'
import { NewPasswordFields } from './NewPasswordFields'
import { signupFormProblem } from './validation'

/** `next`: where to go once the code is verified (a path of this site; `/` by default). */
export function SignupForm({ next }: { next: string }) {
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
    if (invalid) return setProblem(invalid)
    setProblem(null)
    setSubmitting(true)
    const response = await postJson(accountApi.signupRequestOtp, { email: data.email }, messages.otpSendFailed)
    setSubmitting(false)
    if (!response.ok) return setProblem(response.message)
    savePendingSignup({ ...data, next })
    router.push(routes.verifyOtp)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Full name" name="name" autoComplete="name" required />
      <TextField label="Age" name="age" type="number" inputMode="numeric" min={MIN_SIGNUP_AGE} required />
      <NewPasswordFields label="Password" confirmLabel="Confirm password" />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? 'Sending code...' : 'Sign up'}
      </button>
    </form>
  )
}
