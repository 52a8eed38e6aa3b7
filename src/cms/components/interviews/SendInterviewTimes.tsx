'use client'
// "Propose times" on an interview's page (docs/decisions/interviews.md): staff enter up to 10 times as a date, a time
// in India time and a length, and send them; the candidate gets the e-mail with the link to choose one. Sending again
// after a booking offers new times and releases the booking. It sits inside Payload's edit form, so it uses buttons,
// not a nested form.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import { interviewSendEndpoint } from '@/lib/routes'

import { staffFetch } from '../staffView/staffFetch'
import './interviews.css'

type Row = { date: string; time: string; minutes: string }
type Outcome = { tone: 'done' | 'error'; text: string }

const LENGTHS = ['30', '45', '60', '90', '120']
const emptyRow = (): Row => ({ date: '', time: '', minutes: '60' })

export function SendInterviewTimes() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => (typeof fields.status?.value === 'string' ? fields.status.value : 'proposed'))
  const [rows, setRows] = useState<Row[]>([emptyRow()])
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const uid = useId()
  if (!id) return <p className="interview-times__hint">Save the interview first; then propose the times here.</p>

  const change = (index: number, patch: Partial<Row>) => setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const send = async () => {
    const filled = rows.filter((row) => row.date || row.time)
    setBusy(true)
    setOutcome(null)
    try {
      const body = filled.length ? { slots: filled.map((row) => ({ ...row, minutes: Number(row.minutes) })) } : {}
      const sent = await staffFetch<{ sentTo: string; slots: number }>(interviewSendEndpoint(id), {
        method: 'POST',
        body: JSON.stringify(body),
      })
      setOutcome({
        tone: 'done',
        text: `${sent.slots} time${sent.slots === 1 ? '' : 's'} sent to ${sent.sentTo}. Reload the page to see them.`,
      })
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="interview-times" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>Propose times to the candidate</h3>
      <p className="interview-times__hint">
        Times are India time (IST). Leave the rows empty to send the times already saved on this interview.
        {status === 'booked' && ' The interview is booked: sending new times releases the booking and cancels its invitation.'}
      </p>
      {rows.map((row, index) => (
        <fieldset key={index} className="interview-times__row">
          <legend>Time {index + 1}</legend>
          <label>
            Date
            <input type="date" value={row.date} onChange={(event) => change(index, { date: event.target.value })} />
          </label>
          <label>
            Time (IST)
            <input type="time" step={300} value={row.time} onChange={(event) => change(index, { time: event.target.value })} />
          </label>
          <label>
            Length
            <select value={row.minutes} onChange={(event) => change(index, { minutes: event.target.value })}>
              {LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          </label>
          {rows.length > 1 && (
            <button type="button" className="interview-times__link" onClick={() => setRows((all) => all.filter((_, at) => at !== index))}>
              Remove time {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <div className="interview-times__actions">
        {rows.length < 10 && (
          <button type="button" className="interview-times__secondary" onClick={() => setRows((all) => [...all, emptyRow()])}>
            Add another time
          </button>
        )}
        <button type="button" className="interview-times__button" onClick={send} disabled={busy || !hydrated}>
          {busy ? 'Sending…' : 'Send the times to the candidate'}
        </button>
      </div>
      <div aria-live="polite">{outcome && <p className={`interview-times__${outcome.tone}`}>{outcome.text}</p>}</div>
    </section>
  )
}
