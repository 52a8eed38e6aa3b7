'use client'
// The contact message form (spec sections 2 and 4): all four fields required by the browser; on 201
// the form is cleared and the confirmation shows.
import { useId, useState } from 'react'

import { Honeypot } from '@/components/forms/Honeypot'
import { buttonClass } from '@/components/ui/LinkButton'
import { cn } from '@/components/ui/cn'
import { contactFormText } from '@/content/contact'
import { HONEYPOT_FIELD } from '@/features/leads/formFields'
import { INQUIRY_TYPES } from '@/lib/constants'
import { leadTrackingFields } from '@/lib/lead-tracking'
import { leadApi } from '@/lib/routes'

import { emptyContactMessage, outcomeOfAnswer, outcomeOfNetworkError, type ContactMessage, type ContactOutcome } from './contactSubmission'

const fieldClass =
  'mt-2 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500'

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage)
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null)
  const id = useId()

  const field = <K extends keyof ContactMessage>(name: K) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    setSubmitting(true)
    setOutcome(null)
    try {
      const response = await fetch(leadApi.contact, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, ...leadTrackingFields(), [HONEYPOT_FIELD]: honeypot ?? '' }),
      })
      const result = outcomeOfAnswer(response.status, response.status === 201 ? null : await readJson(response))
      if (result.ok) setValues(emptyContactMessage)
      setOutcome(result)
    } catch (error) {
      console.error('Contact form submission failed', error)
      setOutcome(outcomeOfNetworkError())
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="relative space-y-5">
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-fullName`} className="text-sm font-semibold text-ink">
            {contactFormText.fullName}
          </label>
          <input type="text" autoComplete="name" {...field('fullName')} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-emailAddress`} className="text-sm font-semibold text-ink">
            {contactFormText.emailAddress}
          </label>
          <input type="email" autoComplete="email" {...field('emailAddress')} className={fieldClass} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-inquiryType`} className="text-sm font-semibold text-ink">
          {contactFormText.inquiryType}
        </label>
        <select {...field('inquiryType')} className={fieldClass}>
          <option value="" disabled>
            {contactFormText.inquiryTypePlaceholder}
          </option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          {contactFormText.message}
        </label>
        <textarea rows={6} {...field('message')} className={cn(fieldClass, 'resize-y')} />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {submitting ? contactFormText.submitting : contactFormText.submit}
      </button>
      <p role="status" className={cn('min-h-6 text-base font-medium', outcome?.ok ? 'text-green-700' : 'text-red-700')}>
        {outcome?.text}
      </p>
    </form>
  )
}
