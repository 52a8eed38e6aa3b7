'use client'
// One shortlisted candidate in the client area, and the client's decision on them (docs/decisions/clients.md).
import { useId, useState } from 'react'

import { FormMessage, SelectField, TextAreaField } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { buttonClass } from '@/components/ui/LinkButton'
import { clientAreaApi } from '@/features/clientArea/routes'
import { CLIENT_REJECTION_REASONS } from '@/features/clients/options'
import type { ClientCandidate } from '@/features/clientArea/view'
import { postJson } from '@/lib/apiClient'

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const salaryUnit: Record<string, string> = { year: 'a year', month: 'a month', hour: 'an hour', day: 'a day' }

const decisionText = (decision: NonNullable<ClientCandidate['decision']>) =>
  decision.decision === 'interview'
    ? 'You asked to interview this candidate.'
    : decision.decision === 'reject'
      ? `You rejected this candidate${decision.reason ? ` (${decision.reason})` : ''}.`
      : 'You asked a question about this candidate.'

type Mode = 'reject' | 'question' | null

export function CandidateCard({ shortlistId, initial }: { shortlistId: number; initial: ClientCandidate }) {
  const [candidate, setCandidate] = useState(initial)
  const [mode, setMode] = useState<Mode>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const headingId = useId()
  const final = candidate.decision?.decision === 'interview' || candidate.decision?.decision === 'reject'

  async function send(decision: 'interview' | 'reject' | 'question', extra: { reason?: string; text?: string } = {}) {
    setBusy(true)
    setResult(null)
    const response = await postJson<{ msg: string; candidate: ClientCandidate }>(
      clientAreaApi.decisions(shortlistId),
      { candidate: candidate.candidate, decision, ...extra },
      'Your decision could not be sent. Please try again.',
    )
    setBusy(false)
    if (!response.ok) {
      setFields(response.fields)
      return setResult({ tone: 'error', text: response.message })
    }
    setFields({})
    setMode(null)
    setCandidate(response.body.candidate)
    setResult({ tone: 'success', text: response.body.msg })
  }

  function submitForm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = formText(form, 'text')
    if (mode === 'reject') void send('reject', { reason: formText(form, 'reason'), text })
    else void send('question', { text })
  }

  const salary = candidate.expectedSalary
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h4 id={headingId} className="text-lg font-semibold text-ink">
        {candidate.name}
      </h4>
      {candidate.headline && <p className="text-muted">{candidate.headline}</p>}
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
        {candidate.skills.length > 0 && (
          <>
            <dt className="font-semibold text-ink">Skills</dt>
            <dd className="text-muted">{candidate.skills.join(', ')}</dd>
          </>
        )}
        <dt className="font-semibold text-ink">Experience</dt>
        <dd className="text-muted">{candidate.yearsExperience === null ? 'Not stated' : `${candidate.yearsExperience} years`}</dd>
        <dt className="font-semibold text-ink">Notice period</dt>
        <dd className="text-muted">
          {candidate.noticeDays === null ? 'Not stated' : candidate.noticeDays === 0 ? 'Can join at once' : `${candidate.noticeDays} days`}
        </dd>
        {salary && (
          <>
            <dt className="font-semibold text-ink">Expected salary</dt>
            <dd className="text-muted">
              {rupees.format(salary.amount)} {salary.unit ? (salaryUnit[salary.unit] ?? `per ${salary.unit}`) : ''}
            </dd>
          </>
        )}
        {candidate.email && (
          <>
            <dt className="font-semibold text-ink">E-mail</dt>
            <dd className="break-all text-muted">{candidate.email}</dd>
          </>
        )}
        {candidate.phone && (
          <>
            <dt className="font-semibold text-ink">Phone</dt>
            <dd className="text-muted">{candidate.phone}</dd>
          </>
        )}
      </dl>
      {candidate.summary && (
        <div className="mt-4">
          <h5 className="text-sm font-semibold text-ink">Recruiter&apos;s summary</h5>
          <p className="mt-1 whitespace-pre-line text-sm text-muted">{candidate.summary}</p>
        </div>
      )}
      {candidate.resume && (
        <p className="mt-4">
          <a className="font-semibold text-brand-700 underline" href={candidate.resume.href} target="_blank" rel="noopener">
            Read the resume (PDF{candidate.resume.masked ? ', contact details removed' : ''})
            <span className="sr-only"> of {candidate.name}, opens in a new tab</span>
          </a>
        </p>
      )}
      <div className="mt-5 space-y-3 border-t border-slate-200 pt-4">
        {candidate.decision && (
          <p className="text-sm font-semibold text-ink">
            {decisionText(candidate.decision)}
            {candidate.decision.text && <span className="block font-normal text-muted">&ldquo;{candidate.decision.text}&rdquo;</span>}
          </p>
        )}
        {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
        {!final && mode === null && (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => void send('interview')}>
              Interview<span className="sr-only"> {candidate.name}</span>
            </button>
            <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => setMode('reject')}>
              Reject<span className="sr-only"> {candidate.name}</span>
            </button>
            <button type="button" className={buttonClass('ghost')} disabled={busy} onClick={() => setMode('question')}>
              Ask a question<span className="sr-only"> about {candidate.name}</span>
            </button>
          </div>
        )}
        {!final && mode !== null && (
          <form method="post" onSubmit={submitForm} className="space-y-3">
            {mode === 'reject' && (
              <SelectField label="Why not this candidate?" name="reason" required defaultValue="" error={fields.reason}>
                <option value="" disabled>
                  Choose a reason
                </option>
                {CLIENT_REJECTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {reason}
                  </option>
                ))}
              </SelectField>
            )}
            <TextAreaField
              label={mode === 'reject' ? 'Anything to add? (optional)' : 'Your question'}
              name="text"
              maxLength={2000}
              required={mode === 'question'}
              error={fields.text}
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass('primary')} disabled={busy}>
                {mode === 'reject' ? 'Reject candidate' : 'Send question'}
              </button>
              <button type="button" className={buttonClass('ghost')} disabled={busy} onClick={() => setMode(null)}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  )
}
