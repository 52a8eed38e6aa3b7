'use client'
// "E-mail me roles like these" (docs/decisions/job-alerts.md): on /jobs with the search and filters in the address at
// the moment of sending, on a role's page with the role's service area, type and work mode. Closed until opened (a
// native disclosure); the address is pre-filled for a logged-in member. The answer is the same for every address.
import { useId, useRef, useState } from 'react'

import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox'
import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { Honeypot } from '@/components/forms/Honeypot'
import { revealResult } from '@/components/forms/revealResult'
import { HONEYPOT_FIELD } from '@/features/leads/formFields'
import { normaliseOpeningQuery } from '@/features/openings/filter'
import type { Locale } from '@/i18n/locales'
import { postJson } from '@/lib/apiClient'
import { leadTrackingFields } from '@/lib/leadTracking'
import { leadApi } from '@/lib/routes'
import { readStoredUser } from '@/lib/sessionClient'

import { FrequencyChoice } from './FrequencyChoice'
import { jobAlertLabels, type JobAlertLabels } from './jobAlertTexts'

export type AlertFilters = { searchTerm?: string; pillar?: string; employmentType?: string; workMode?: string }

/** The /jobs address's search and filters, in the API's names. */
function filtersOfAddress(): AlertFilters {
  const query = normaliseOpeningQuery(new URLSearchParams(window.location.search))
  return { searchTerm: query.search, pillar: query.pillar, employmentType: query.type, workMode: query.mode }
}

/**
 * `locale`: the page's language, recorded with the consent (and the alert's mails go out in it); the privacy link leads
 * to the notice in it. `labels`: the form's texts in that language (a Marathi or Hindi page; English keeps its own).
 */
export function JobAlertForm({
  filters,
  intro,
  locale = 'en',
  labels,
}: {
  filters?: AlertFilters
  intro: string
  locale?: Locale
  labels?: JobAlertLabels
}) {
  const text = labels ?? jobAlertLabels
  const FAILED = text.failed
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<string>('weekly')
  const [consent, setConsent] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const statusRef = useRef<HTMLDivElement>(null)
  const frequencyId = useId()

  function onToggle(event: React.SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open && !email) setEmail(readStoredUser()?.email ?? '')
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    setSubmitting(true)
    setResult(null)
    setFieldErrors({})
    const body = {
      email,
      frequency,
      consent,
      language: locale,
      ...(filters ?? filtersOfAddress()),
      ...leadTrackingFields(),
      [HONEYPOT_FIELD]: honeypot ?? '',
    }
    const answer = await postJson<{ msg?: string }>(leadApi.jobAlerts, body, FAILED)
    setSubmitting(false)
    if (answer.ok) {
      setConsent(false)
      setResult({ ok: true, text: answer.body.msg ?? FAILED })
    } else {
      setFieldErrors(answer.fields)
      setResult({ ok: false, text: answer.message })
    }
    revealResult(statusRef.current)
  }

  return (
    <details onToggle={onToggle} className="group rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500">
        {text.summary}
      </summary>
      <form method="post" onSubmit={onSubmit} className="relative mt-4 space-y-4" noValidate>
        <Honeypot />
        <p className="text-sm text-muted">{intro}</p>
        <TextField
          label={text.email}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <FrequencyChoice
          name="frequency"
          value={frequency}
          onChange={setFrequency}
          labels={labels}
          describedBy={fieldErrors.frequency ? `${frequencyId}-error` : undefined}
        >
          {fieldErrors.frequency && (
            <p id={`${frequencyId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {fieldErrors.frequency}
            </p>
          )}
        </FrequencyChoice>
        {labels ? (
          <ConsentCheckbox
            purpose=""
            label={labels.consent}
            linkText={labels.privacyLink}
            afterLink={labels.afterPrivacyLink}
            checked={consent}
            onChange={setConsent}
            locale={locale}
          />
        ) : (
          <ConsentCheckbox
            purpose="to e-mail me new roles that match this search"
            checked={consent}
            onChange={setConsent}
            locale={locale}
          />
        )}
        <button type="submit" className={submitButtonClass} disabled={submitting}>
          {submitting ? text.submitting : text.submit}
        </button>
        <div ref={statusRef}>{result && <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>}</div>
      </form>
    </details>
  )
}
