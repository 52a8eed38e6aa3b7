'use client'
// The contact message form (spec sections 2 and 4): all four fields required by the browser; on 201
// the form is cleared and the confirmation shows. `texts`: on a Marathi or Hindi page, its labels, messages and the
// browser's checks in that language (docs/decisions/languages.md "The contact form"); left out in English.
import { useId, useRef, useState } from 'react'

import { Honeypot } from '@/components/forms/Honeypot'
import { revealResult } from '@/components/forms/revealResult'
import { translatedValidity } from '@/components/forms/translatedValidity'
import { messagesForFields, useFieldErrors } from '@/components/forms/useFieldErrors'
import { buttonClass } from '@/components/ui/LinkButton'
import { cn } from '@/components/ui/cn'
import { contactFormText } from '@/copy/contact'
import { HONEYPOT_FIELD } from '@/features/leads/formFields'
import { fieldMessagesOf, pageLanguage } from '@/lib/apiClient'
import { INQUIRY_TYPES } from '@/lib/constants'
import { leadTrackingFields } from '@/lib/leadTracking'
import { leadApi } from '@/lib/routes'

import type { ContactFormTexts } from './contactFormTexts'
import { emptyContactMessage, outcomeOfAnswer, outcomeOfNetworkError, type ContactMessage, type ContactOutcome } from './contactSubmission'

const fieldClass =
  'mt-2 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[invalid=true]:border-red-700'

const CONTACT_FIELDS = ['fullName', 'emailAddress', 'inquiryType', 'message'] as const

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

export function ContactForm({ texts }: { texts?: ContactFormTexts } = {}) {
  const label = texts?.labels ?? contactFormText
  const say = (text: string) => texts?.problems[text] ?? text
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage)
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null)
  const id = useId()
  const { formRef, errors, show: showFieldErrors, clear: clearFieldErrors, onFormChange } = useFieldErrors()
  // The status line sits under the button, often below the fold of a short window.
  const statusRef = useRef<HTMLParagraphElement>(null)

  const field = <K extends keyof ContactMessage>(name: K) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  const fieldError = (name: keyof ContactMessage) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    setSubmitting(true)
    setOutcome(null)
    clearFieldErrors()
    try {
      const response = await fetch(leadApi.contact, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': pageLanguage() },
        body: JSON.stringify({ ...values, ...leadTrackingFields(), [HONEYPOT_FIELD]: honeypot ?? '' }),
      })
      const body = response.status === 201 ? null : await readJson(response)
      const atFields = response.status === 400 ? messagesForFields(fieldMessagesOf(body), CONTACT_FIELDS) : null
      const result = outcomeOfAnswer(response.status, body)
      if (result.ok) setValues(emptyContactMessage)
      setOutcome({ ...result, text: say(result.text) })
      // A refused field is explained at the field (which takes focus) as well as in the status line; any other result
      // is brought into view, and the status line's live region announces it.
      if (atFields) showFieldErrors(atFields)
      else revealResult(statusRef.current)
    } catch (error) {
      console.error('Contact form submission failed', error)
      const failed = outcomeOfNetworkError()
      setOutcome({ ...failed, text: say(failed.text) })
      revealResult(statusRef.current)
    } finally {
      setSubmitting(false)
    }
  }

  // On a Marathi or Hindi page the browser's own checks speak the page's language; the English form keeps the browser's.
  const { onInvalid, onInput: clearValidity } = translatedValidity(texts?.validity)

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onFormChange}
      onInvalid={onInvalid}
      onInput={clearValidity}
      className="relative space-y-5"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-fullName`} className="text-sm font-semibold text-ink">
            {label.fullName}
          </label>
          <input type="text" autoComplete="name" {...field('fullName')} className={fieldClass} />
          {fieldError('fullName')}
        </div>
        <div>
          <label htmlFor={`${id}-emailAddress`} className="text-sm font-semibold text-ink">
            {label.emailAddress}
          </label>
          <input type="email" autoComplete="email" {...field('emailAddress')} className={fieldClass} />
          {fieldError('emailAddress')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-inquiryType`} className="text-sm font-semibold text-ink">
          {label.inquiryType}
        </label>
        <select {...field('inquiryType')} className={fieldClass}>
          <option value="" disabled>
            {label.inquiryTypePlaceholder}
          </option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {texts?.inquiryTypes[type] ?? type}
            </option>
          ))}
        </select>
        {fieldError('inquiryType')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          {label.message}
        </label>
        <textarea rows={6} {...field('message')} className={cn(fieldClass, 'resize-y')} />
        {fieldError('message')}
      </div>
      <button type="submit" disabled={submitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {submitting ? label.submitting : label.submit}
      </button>
      <p ref={statusRef} role="status" className={cn('min-h-6 text-base font-medium', outcome?.ok ? 'text-green-700' : 'text-red-700')}>
        {outcome?.text}
      </p>
    </form>
  )
}
