'use client'
// The client's feedback after an interview (/interview-feedback/[token]): "Move forward" in one click, or "Not a fit"
// with a reason from a short list and optional words.
import { useState } from 'react'

import { FormMessage, SelectField, TextAreaField, submitButtonClass } from '@/components/forms/fields'
import type { FeedbackView } from '@/features/interviews'
import { NOT_A_FIT_REASONS } from '@/features/interviews/options'
import { postJson } from '@/lib/apiClient'
import { interviewApi } from '@/lib/routes'

const FAILED = 'Your feedback could not be sent. Please try again.'

export function FeedbackForm({ token, initial }: { token: string; initial: FeedbackView }) {
  const [view, setView] = useState(initial)
  const [notAFit, setNotAFit] = useState(false)
  const [reason, setReason] = useState('')
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function send(body: Record<string, string>) {
    setSending(true)
    const result = await postJson<FeedbackView>(interviewApi.feedback(token), body, FAILED)
    setSending(false)
    if (result.ok) {
      setView(result.body)
      setOutcome({ tone: 'success', text: result.body.message ?? '' })
    } else setOutcome({ tone: 'error', text: result.message })
  }

  return (
    <div className="space-y-6">
      <div aria-live="polite">{outcome?.text && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}</div>
      {view.given && (
        <p>
          Your feedback: <strong>{view.given.decision}</strong>
          {view.given.reason ? ` (${view.given.reason})` : ''}.
        </p>
      )}
      {!view.ready ? (
        <p>You can give feedback once the interview has taken place.</p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className={submitButtonClass} disabled={sending} onClick={() => void send({ decision: 'move-forward' })}>
              Move forward
            </button>
            <button
              type="button"
              aria-expanded={notAFit}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              onClick={() => setNotAFit((shown) => !shown)}
            >
              Not a fit
            </button>
          </div>
          {notAFit && (
            <form
              method="post"
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault()
                void send({ decision: 'not-a-fit', reason, text })
              }}
            >
              <SelectField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required>
                <option value="">Choose a reason</option>
                {NOT_A_FIT_REASONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label="Anything to add (optional)"
                value={text}
                onChange={(event) => setText(event.target.value)}
                rows={3}
                maxLength={2000}
              />
              <button type="submit" className={submitButtonClass} disabled={sending}>
                Send: not a fit
              </button>
            </form>
          )}
        </div>
      )}
    </div>
  )
}
