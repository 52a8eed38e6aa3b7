'use client'
// "Save this search" and the staff member's saved searches on the candidate search screen (CandidateSearchView):
// Payload's REST API for the `candidate-searches` collection, with the staff member's own access (each sees and
// removes only their own). After a change the screen is read again from the server.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import { adminCandidateSearchHref } from '@/lib/routes'

import { staffFetch } from '../staffView/staffFetch'

const API = '/cms-api/candidate-searches'

export type SavedSearch = { id: number; name: string; query: string }

export function SaveSearchForm({ query, suggestedName }: { query: string; suggestedName: string }) {
  const router = useRouter()
  const [name, setName] = useState(suggestedName.slice(0, 100))
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setStatus({ text: 'Give the search a name.', error: true })
    setBusy(true)
    try {
      await staffFetch(API, { method: 'POST', body: JSON.stringify({ name: name.trim(), query }) })
      setStatus({ text: `Saved as “${name.trim()}”.`, error: false })
      router.refresh()
    } catch (error) {
      setStatus({ text: (error as Error).message, error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form method="post" className="ptw-candidates__save" onSubmit={save} aria-label="Save this search">
      <div className="ptw-filter">
        <label htmlFor="ptw-candidates-save-name">Name of this search</label>
        <input
          id="ptw-candidates-save-name"
          className="ptw-control"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="ptw-candidates__button" disabled={busy || !hydrated}>
        Save this search
      </button>
      <p role="status" className={status?.error ? 'ptw-candidates__error' : undefined}>
        {status?.text ?? ''}
      </p>
    </form>
  )
}

export function SavedSearchList({ searches }: { searches: SavedSearch[] }) {
  const router = useRouter()
  const [status, setStatus] = useState('')
  const hydrated = useHydrated()

  async function remove(search: SavedSearch) {
    try {
      await staffFetch(`${API}/${search.id}`, { method: 'DELETE' })
      setStatus(`Removed “${search.name}”.`)
      router.refresh()
    } catch (error) {
      setStatus((error as Error).message)
    }
  }

  return (
    <section className="ptw-candidates__saved" aria-labelledby="ptw-candidates-saved-title">
      <h2 id="ptw-candidates-saved-title">Your saved searches</h2>
      {searches.length === 0 ? (
        <p>None yet. Search, then use “Save this search” to keep it here.</p>
      ) : (
        <ul>
          {searches.map((search) => (
            <li key={search.id}>
              <a href={adminCandidateSearchHref(search.query)}>{search.name}</a>
              <button
                type="button"
                className="ptw-candidates__remove"
                onClick={() => remove(search)}
                disabled={!hydrated}
                aria-label={`Remove “${search.name}”`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{status}</p>
    </section>
  )
}
