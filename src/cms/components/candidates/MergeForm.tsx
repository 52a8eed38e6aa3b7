'use client'
// The merge screen's choices (docs/decisions/talent-pool.md, "Merging two profiles"): for each field, the kept profile's
// value or the other's (chosen already where the kept one is empty), what moves, and a confirmation before the merge,
// which cannot be undone. After it, the kept profile opens.
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import { adminDocumentHref } from '@/lib/routes'

import { mergeInto } from './poolApi'
import './candidatePool.css'

export type MergeRow = { key: string; label: string; kept: string; other: string; side: 'this' | 'other' }
export type ProfileSummary = { id: number; name: string; href: string; applications: number; resumes: number; timelineEntries: number }

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

const contents = (profile: ProfileSummary) =>
  `${plural(profile.applications, 'application')}, ${plural(profile.resumes, 'resume')}, ${plural(profile.timelineEntries, 'timeline entry', 'timeline entries')}`

function Value({ text }: { text: string }) {
  return text ? <span className="candidate-merge__value">{text}</span> : <span className="candidate-merge__empty">Not given</span>
}

export function MergeForm({
  kept,
  other,
  rows,
  swapHref,
}: {
  kept: ProfileSummary
  other: ProfileSummary
  rows: MergeRow[]
  swapHref: string
}) {
  const [choices, setChoices] = useState<Record<string, 'this' | 'other'>>(() => Object.fromEntries(rows.map((row) => [row.key, row.side])))
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [error, setError] = useState('')
  const fromOther = rows.filter((row) => choices[row.key] === 'other')
  const merge = async () => {
    setBusy(true)
    setError('')
    try {
      await mergeInto(kept.id, other.id, choices)
      window.location.assign(adminDocumentHref('candidates', kept.id))
    } catch (failure) {
      setError((failure as Error).message)
      setConfirming(false)
      setBusy(false)
    }
  }
  return (
    <div className="candidate-merge">
      <h1>Merge two candidate profiles</h1>
      <p>
        <a href={kept.href}>{kept.name}</a> (candidate #{kept.id}) is kept. Everything of <a href={other.href}>{other.name}</a> (candidate #
        {other.id}) moves to it: {contents(other)}. That profile stays, marked as merged, for the record.{' '}
        <a href={swapHref}>Keep the other profile instead</a>
      </p>
      <p className="candidate-pool__hint">
        For each field, choose the value the kept profile ends with. Empty fields take the other profile’s value.
      </p>
      <div className="candidate-merge__fields">
        <div className="candidate-merge__head" aria-hidden="true">
          <span>Field</span>
          <span>Kept profile (#{kept.id})</span>
          <span>Other profile (#{other.id})</span>
        </div>
        {rows.map((row) => (
          <fieldset key={row.key} className="candidate-merge__row">
            <legend>{row.label}</legend>
            {(['this', 'other'] as const).map((side) => (
              <label key={side} className="candidate-merge__choice">
                <input
                  type="radio"
                  name={`merge-${row.key}`}
                  value={side}
                  checked={choices[row.key] === side}
                  onChange={() => setChoices((current) => ({ ...current, [row.key]: side }))}
                />
                <span className="candidate-pool__hidden">{side === 'this' ? `Keep #${kept.id}’s: ` : `Take #${other.id}’s: `}</span>
                <Value text={side === 'this' ? row.kept : row.other} />
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <p role="alert" className="candidate-pool__error">
          {error}
        </p>
      )}
      <Dialog.Root open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <Dialog.Trigger asChild>
          <button type="button" className="candidate-pool__button" disabled={!hydrated}>
            Merge into {kept.name}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="candidate-merge__overlay" />
          <Dialog.Content className="candidate-merge__dialog">
            <Dialog.Title>
              Merge {other.name} into {kept.name}?
            </Dialog.Title>
            <Dialog.Description>
              {contents(other)} move to candidate #{kept.id}.{' '}
              {fromOther.length
                ? `Taken from #${other.id}: ${fromOther.map((row) => row.label).join(', ')}.`
                : `Every field keeps #${kept.id}’s value.`}{' '}
              A merge cannot be undone.
            </Dialog.Description>
            <div className="candidate-merge__actions">
              <button type="button" className="candidate-pool__button" onClick={merge} disabled={busy}>
                {busy ? 'Merging…' : 'Merge'}
              </button>
              <Dialog.Close asChild>
                <button type="button" className="candidate-merge__cancel" disabled={busy}>
                  Cancel
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
