'use client'
// One job alert's controls: how often, and turning it off. A member's /account uses their session
// (/api/job-alerts/mine/{id}); the alert mail's change link its signed token (/api/job-alerts/change, /unsubscribe).
import { useId, useRef, useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { revealResult } from '@/components/forms/revealResult'

import { FrequencyChoice } from './FrequencyChoice'
import { jobAlertLabels, type JobAlertLabels } from './jobAlertTexts'
import type { AlertView } from '@/features/jobAlerts/signup'
import { postJson } from '@/lib/apiClient'
import { leadApi } from '@/lib/routes'

export type AlertControlsView = Pick<
  AlertView,
  'id' | 'frequency' | 'searchTerm' | 'pillar' | 'employmentType' | 'workMode' | 'description'
>

async function turnOffRequest(alert: AlertControlsView, FAILED: string, token?: string) {
  if (token) return postJson<{ msg?: string }>(leadApi.unsubscribeJobAlert, { token }, FAILED)
  try {
    const response = await fetch(`${leadApi.myJobAlerts}/${alert.id}`, { method: 'DELETE', credentials: 'same-origin' })
    const body = (await response.json().catch(() => ({}))) as { msg?: string }
    return response.ok ? { ok: true as const, body } : { ok: false as const, message: body.msg ?? FAILED }
  } catch {
    return { ok: false as const, message: FAILED }
  }
}

/** `labels`: the buttons and choices in the page's language (a Marathi or Hindi page; English keeps its own). */
export function JobAlertControls({ alert, token, labels }: { alert: AlertControlsView; token?: string; labels?: JobAlertLabels }) {
  const text = labels ?? jobAlertLabels
  const FAILED = text.saveFailed
  const [frequency, setFrequency] = useState<string>(alert.frequency)
  const [busy, setBusy] = useState(false)
  const [off, setOff] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const headingId = useId()

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const filters = {
      searchTerm: alert.searchTerm ?? '',
      pillar: alert.pillar ?? '',
      employmentType: alert.employmentType ?? '',
      workMode: alert.workMode ?? '',
    }
    const answer = token
      ? await postJson<{ msg?: string }>(leadApi.changeJobAlert, { token, frequency, ...filters }, FAILED)
      : await postJson<{ msg?: string }>(`${leadApi.myJobAlerts}/${alert.id}`, { frequency, ...filters }, FAILED)
    setBusy(false)
    setResult(answer.ok ? { ok: true, text: answer.body.msg ?? '' } : { ok: false, text: answer.message })
    revealResult(statusRef.current)
  }

  async function turnOff() {
    setBusy(true)
    const answer = await turnOffRequest(alert, FAILED, token)
    setBusy(false)
    if (answer.ok) setOff(true)
    setResult(answer.ok ? { ok: true, text: answer.body.msg ?? '' } : { ok: false, text: answer.message })
    revealResult(statusRef.current)
  }

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {alert.description}
      </h3>
      {!off && (
        <form method="post" onSubmit={save} className="mt-3 space-y-3">
          <FrequencyChoice name={`frequency-${alert.id}`} value={frequency} onChange={setFrequency} labels={labels} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={submitButtonClass} disabled={busy}>
              {text.save}
            </button>
            <button
              type="button"
              onClick={turnOff}
              disabled={busy}
              className="min-h-11 rounded-full border border-red-700 px-5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60"
            >
              {text.turnOff}
            </button>
          </div>
        </form>
      )}
      <div ref={statusRef} className="mt-2">
        {result && <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>}
      </div>
    </article>
  )
}
