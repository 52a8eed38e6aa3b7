'use client'
// The candidate's booking page's controls (/interview/[token]): one radio per offered time (arrow keys move between
// them, Space or Enter books), a button to book, and once booked, moving to another offered time or cancelling
// (asked twice). Every outcome is announced in a status line that takes the focus.
import { useRef, useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import type { BookingView } from '@/features/interviews'
import { postJson } from '@/lib/apiClient'
import { interviewApi } from '@/lib/routes'

const FAILED = 'Something went wrong. Please try again, or reply to your e-mail and we will help.'

const secondaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60 sm:w-auto'

type Slot = BookingView['slots'][number]

function SlotChoice({
  slots,
  name,
  legend,
  chosen,
  onChoose,
}: {
  slots: Slot[]
  name: string
  legend: string
  chosen: string
  onChoose: (id: string) => void
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{legend}</legend>
      {slots.map((slot) => (
        <div
          key={slot.id}
          className="relative flex min-h-14 items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
        >
          <input
            id={`${name}-${slot.id}`}
            type="radio"
            name={name}
            value={slot.id}
            checked={chosen === slot.id}
            onChange={() => onChoose(slot.id)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          {/* The label covers the whole card (after:inset-0), so a tap anywhere on it chooses the time. */}
          <label htmlFor={`${name}-${slot.id}`} className="cursor-pointer after:absolute after:inset-0">
            <span className="block font-semibold text-slate-900">{slot.when}</span>
            <span className="block text-sm text-slate-700">{slot.length}</span>
          </label>
        </div>
      ))}
    </fieldset>
  )
}

export function BookingForm({ token, initial }: { token: string; initial: BookingView }) {
  const [view, setView] = useState(initial)
  const [chosen, setChosen] = useState('')
  const [sending, setSending] = useState(false)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  const open = view.slots.filter((slot) => !slot.past && slot.id !== view.booked?.id)

  async function send(path: string, body: unknown) {
    setSending(true)
    const result = await postJson<BookingView>(path, body, FAILED)
    setSending(false)
    if (result.ok) {
      setView(result.body)
      setChosen('')
      setConfirmCancel(false)
      setOutcome({ tone: 'success', text: result.body.message ?? '' })
    } else {
      setOutcome({ tone: 'error', text: result.message })
      // The booking may have changed elsewhere (another tab): show it as it now is.
      const fresh = await fetch(interviewApi.view(token), { cache: 'no-store' }).catch(() => null)
      if (fresh?.ok) setView((await fresh.json()) as BookingView)
    }
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  function choose(event: React.FormEvent<HTMLFormElement>, mode: 'book' | 'reschedule') {
    event.preventDefault()
    if (!chosen) {
      setOutcome({ tone: 'error', text: 'Choose one of the times first.' })
      requestAnimationFrame(() => statusRef.current?.focus())
      return
    }
    void send(mode === 'book' ? interviewApi.book(token) : interviewApi.reschedule(token), { slot: chosen })
  }

  return (
    <div className="space-y-8">
      <div ref={statusRef} tabIndex={-1} className="outline-none" aria-live="polite">
        {outcome && outcome.text && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      </div>

      {view.status === 'booked' && view.booked && (
        <section aria-labelledby="booked-heading" className="rounded-xl border border-green-700 bg-green-50 p-5">
          <h2 id="booked-heading" className="text-lg font-semibold text-slate-900">
            Your interview is booked
          </h2>
          <p className="mt-2 text-xl font-semibold text-slate-900">{view.booked.when}</p>
          <p className="text-slate-700">{view.booked.length}</p>
        </section>
      )}

      {view.status === 'proposed' && (
        <form method="post" onSubmit={(event) => choose(event, 'book')} className="space-y-6">
          {open.length ? (
            <SlotChoice slots={open} name="slot" legend="Choose a time (India time, IST)" chosen={chosen} onChoose={setChosen} />
          ) : (
            <p>All the times offered have passed. Please reply to your e-mail and we will offer new ones.</p>
          )}
          {open.length > 0 && (
            <button type="submit" className={submitButtonClass} disabled={sending}>
              {sending ? 'Booking…' : 'Book this time'}
            </button>
          )}
        </form>
      )}

      {view.status === 'booked' && (
        <>
          {open.length > 0 && (
            <form method="post" onSubmit={(event) => choose(event, 'reschedule')} className="space-y-6">
              <SlotChoice slots={open} name="new-slot" legend="Change the time" chosen={chosen} onChoose={setChosen} />
              <button type="submit" className={submitButtonClass} disabled={sending}>
                {sending ? 'Moving…' : 'Move to this time'}
              </button>
            </form>
          )}
          <section aria-labelledby="cancel-heading" className="space-y-3">
            <h2 id="cancel-heading" className="text-lg font-semibold text-slate-900">
              Cannot make it?
            </h2>
            {confirmCancel ? (
              <div className="flex flex-col gap-3 sm:flex-row">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={sending}
                  onClick={() => void send(interviewApi.cancel(token), {})}
                >
                  Yes, cancel the interview
                </button>
                <button type="button" className={secondaryButtonClass} onClick={() => setConfirmCancel(false)}>
                  Keep my interview
                </button>
              </div>
            ) : (
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirmCancel(true)}>
                Cancel the interview
              </button>
            )}
          </section>
        </>
      )}

      {view.status === 'cancelled' && <p>This interview is cancelled. If you would like a new time, please reply to your latest e-mail.</p>}
      {view.status === 'done' && <p>This interview has taken place. Thank you!</p>}
    </div>
  )
}
