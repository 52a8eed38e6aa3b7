'use client'
// On a shortlist's page (docs/decisions/clients.md): pick candidates from the requirement's pipeline, see exactly what
// the client will see (with each candidate's consent, and a button to ask for it by e-mail), and send the shortlist.
// It sits inside Payload's edit form, so it uses buttons, not nested forms.
import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

import type { PipelineEntry, ShortlistPreview } from '@/features/clientArea/staffShortlists'

import { staffDateTime, staffFetch } from '../staffView/staffFetch'
import './shortlistActions.css'

type Outcome = { tone: 'done' | 'error'; text: string }
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

export function ShortlistActions() {
  const { id } = useDocumentInfo()
  const uid = useId()
  const [pipeline, setPipeline] = useState<PipelineEntry[] | null>(null)
  const [picked, setPicked] = useState<number[]>([])
  const [preview, setPreview] = useState<ShortlistPreview | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const base = `/cms-api/shortlists/${id}`

  const load = useCallback(
    () =>
      Promise.all([staffFetch<PipelineEntry[]>(`${base}/pipeline`), staffFetch<ShortlistPreview>(`${base}/preview`)]).then(
        ([entries, view]) => {
          setPipeline(entries)
          setPreview(view)
        },
        (error: Error) => setOutcome({ tone: 'error', text: error.message }),
      ),
    [base],
  )

  useEffect(() => {
    if (id) load().catch(() => undefined)
  }, [id, load])

  if (!id)
    return <p className="shortlist-actions__hint">Save the shortlist first; then you can add candidates from the pipeline and send it.</p>

  const act = async (run: () => Promise<string>, reload = false) => {
    setBusy(true)
    setOutcome(null)
    try {
      const text = await run()
      setOutcome({ tone: 'done', text })
      if (reload) window.location.reload()
      else await load()
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const choices = pipeline?.filter((entry) => !entry.onShortlist) ?? []
  return (
    <div className="shortlist-actions">
      <section aria-labelledby={`${uid}-pipeline`}>
        <h3 id={`${uid}-pipeline`}>Add from the requirement&apos;s pipeline</h3>
        {pipeline === null ? (
          <p className="shortlist-actions__hint">Loading the pipeline…</p>
        ) : choices.length === 0 ? (
          <p className="shortlist-actions__hint">
            Nobody to add: everyone in the pipeline of the requirement&apos;s published opening is on the shortlist already, or the
            requirement is not published. You can still add candidates below.
          </p>
        ) : (
          <fieldset className="shortlist-actions__choices">
            <legend>Candidates in the pipeline</legend>
            {choices.map((entry) => (
              <label key={entry.application}>
                <input
                  type="checkbox"
                  checked={picked.includes(entry.application)}
                  onChange={(event) =>
                    setPicked((list) =>
                      event.target.checked ? [...list, entry.application] : list.filter((each) => each !== entry.application),
                    )
                  }
                />
                {entry.name} <span className="shortlist-actions__hint">({entry.stage})</span>
              </label>
            ))}
            <button
              type="button"
              className="shortlist-actions__button"
              disabled={busy || picked.length === 0}
              onClick={() =>
                act(async () => {
                  const { added } = await staffFetch<{ added: number }>(`${base}/pick`, {
                    method: 'POST',
                    body: JSON.stringify({ applications: picked }),
                  })
                  return `${added} added to the shortlist.`
                }, true)
              }
            >
              Add to shortlist
            </button>
          </fieldset>
        )}
      </section>
      <section aria-labelledby={`${uid}-preview`}>
        <h3 id={`${uid}-preview`}>What the client will see</h3>
        <p className="shortlist-actions__hint">
          Save your changes first: the preview shows the saved shortlist, exactly as the client area will.
        </p>
        {preview && (
          <>
            <p>
              {preview.client} · {preview.requirement} ·{' '}
              {preview.status === 'sent' && preview.sentAt ? `Sent ${staffDateTime(preview.sentAt)}` : 'Not sent yet'}
            </p>
            <p>
              Goes to:{' '}
              {preview.contacts.length
                ? preview.contacts.map((contact) => `${contact.name} (${contact.email})`).join(', ')
                : 'nobody yet: name the reviewing contacts on the requirement'}
            </p>
            <ul className="shortlist-actions__cards">
              {preview.candidates.map((candidate) => (
                <li key={candidate.candidate} className="shortlist-actions__card">
                  <p className="shortlist-actions__name">
                    {candidate.name}{' '}
                    {candidate.name !== candidate.fullName && (
                      <span className="shortlist-actions__hint">({candidate.fullName} to you)</span>
                    )}
                  </p>
                  <dl>
                    <dt>Headline</dt>
                    <dd>{candidate.headline ?? '—'}</dd>
                    <dt>Skills</dt>
                    <dd>{candidate.skills.join(', ') || '—'}</dd>
                    <dt>Experience</dt>
                    <dd>{candidate.yearsExperience === null ? '—' : `${candidate.yearsExperience} years`}</dd>
                    <dt>Notice period</dt>
                    <dd>{candidate.noticeDays === null ? '—' : `${candidate.noticeDays} days`}</dd>
                    <dt>Expected salary</dt>
                    <dd>{candidate.expectedSalary ? rupees.format(candidate.expectedSalary.amount) : 'Not shown'}</dd>
                    <dt>E-mail</dt>
                    <dd>{candidate.email ?? 'Not shown'}</dd>
                    <dt>Phone</dt>
                    <dd>{candidate.phone ?? 'Not shown'}</dd>
                    <dt>Recruiter&apos;s summary</dt>
                    <dd>{candidate.summary ?? '—'}</dd>
                    <dt>Resume</dt>
                    <dd>
                      {candidate.resume ? (
                        <a href={candidate.resume.href} target="_blank" rel="noopener">
                          {candidate.resume.masked ? 'Resume with contact details removed' : 'Resume as sent by the candidate'} (opens in a
                          new tab)
                        </a>
                      ) : (
                        'None'
                      )}
                    </dd>
                    <dt>Consent to share with {preview.client}</dt>
                    <dd>{candidate.consent ? 'Given' : 'Not given yet'}</dd>
                  </dl>
                  {!candidate.consent && (
                    <button
                      type="button"
                      className="shortlist-actions__button shortlist-actions__button--secondary"
                      disabled={busy}
                      onClick={() =>
                        act(
                          async () =>
                            (
                              await staffFetch<{ msg: string }>(`${base}/ask-consent`, {
                                method: 'POST',
                                body: JSON.stringify({ candidate: candidate.candidate }),
                              })
                            ).msg,
                        )
                      }
                    >
                      Ask {candidate.fullName} for consent by e-mail
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby={`${uid}-send`}>
        <h3 id={`${uid}-send`}>Send to the client</h3>
        <button
          type="button"
          className="shortlist-actions__button"
          disabled={busy || !preview?.candidates.length}
          onClick={() => act(async () => (await staffFetch<{ msg: string }>(`${base}/send`, { method: 'POST' })).msg)}
        >
          {preview?.status === 'sent' ? 'Send again' : 'Send shortlist'}
        </button>
      </section>
      <div aria-live="polite">
        {outcome && <p className={outcome.tone === 'error' ? 'shortlist-actions__error' : 'shortlist-actions__done'}>{outcome.text}</p>}
      </div>
    </div>
  )
}
