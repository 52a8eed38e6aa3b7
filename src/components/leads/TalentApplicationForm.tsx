'use client'
// Talent application (spec section 2): all fields required, resume .pdf/.doc/.docx, thank-you view on success.
import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { FormMessage, TextAreaField, TextField, submitButtonClass } from '@/components/forms/fields'
import { RESUME_EXTENSIONS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'
import { readStoredUser, useIsLoggedIn } from '@/lib/session-client'

export function TalentApplicationForm() {
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    // The server guard sends visitors to /login; this covers a logout in another tab. Storage is read
    // directly because during hydration useIsLoggedIn still reports the server's "logged out".
    if (!readStoredUser()) router.replace(`${routes.login}?next=${encodeURIComponent(routes.joinAsTalent)}`)
  }, [loggedIn, router])

  if (submitted) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
        <CheckCircle2 aria-hidden className="size-14 text-green-700" />
        <p className="text-xl font-semibold text-ink">{messages.talentSuccess}</p>
        <p className="text-muted">We verify applications within 24–48 hours and will e-mail you about next steps.</p>
      </div>
    )
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitting(true)
    setProblem(null)
    try {
      const response = await fetch('/api/JoinTalent', { method: 'POST', body: new FormData(form), credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { error?: string; msg?: string }
      if (response.status !== 201) throw new Error(body.msg || body.error || 'Failed to submit')
      form.reset()
      setSubmitted(true)
    } catch (error) {
      setProblem((error instanceof Error && error.message) || messages.talentFailure)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" name="firstName" autoComplete="given-name" required />
      <TextField label="Last name" name="lastName" autoComplete="family-name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required />
      <div className="sm:col-span-2">
        <TextField label="Location" name="location" autoComplete="address-level2" placeholder="e.g. Kothrud, Pune" required />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="About you" name="anythingElse" required hint="Your skills, the kind of work you want, and anything we should know (for example a career break)." />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Resume" name="file" type="file" accept={RESUME_EXTENSIONS.join(',')} required hint="PDF, DOC or DOCX, max 5MB." />
      </div>
      {problem && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={submitButtonClass} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit application'}
        </button>
      </div>
    </form>
  )
}
