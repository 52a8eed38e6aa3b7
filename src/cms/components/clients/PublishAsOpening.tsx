'use client'
// "Publish as opening" on a requirement's page (docs/decisions/clients.md, "Publishing a requirement"): makes an open
// role on /jobs from the requirement, linked both ways. A confidential requirement's role says "a client kept
// confidential" and never names the client. Once published, the role is linked here instead.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { adminDocumentHref } from '@/lib/routes'

import { loadPillars, publishRequirement, type PillarChoice } from './clientsApi'
import './clients.css'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | undefined))

export function PublishAsOpening() {
  const { id } = useDocumentInfo()
  const linked = useFormFields(([fields]) => idOf(fields.opening?.value))
  const title = useFormFields(([fields]) => (typeof fields.title?.value === 'string' ? fields.title.value : ''))
  const [pillars, setPillars] = useState<PillarChoice[] | null>(null)
  const [pillar, setPillar] = useState('')
  const [summary, setSummary] = useState('')
  const [busy, setBusy] = useState(false)
  const [published, setPublished] = useState<{ id: number; title: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const uid = useId()
  useEffect(() => {
    loadPillars()
      .then(setPillars)
      .catch(() => setError('The pillars could not be loaded. Reload the page to try again.'))
  }, [])
  if (!id) return null
  const opening = published ?? (linked ? { id: linked, title: 'the role' } : null)
  if (opening) {
    return (
      <section className="clients-panel" aria-labelledby={`${uid}-heading`}>
        <h3 id={`${uid}-heading`}>Public opening</h3>
        <p>
          Published as <a href={adminDocumentHref('openings', opening.id)}>{opening.title}</a>.
        </p>
      </section>
    )
  }
  const publish = async () => {
    if (!pillar) return setError('Choose the pillar the role belongs to.')
    setBusy(true)
    setError(null)
    try {
      const done = await publishRequirement(id, { category: Number(pillar), summary })
      setPublished(done.opening)
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="clients-panel" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>Publish as opening</h3>
      <p className="clients-panel__hint">Lists {title ? `“${title}”` : 'this requirement'} on the jobs page. Save your changes first.</p>
      <div className="clients-panel__field">
        <label htmlFor={`${uid}-pillar`}>Pillar</label>
        <select id={`${uid}-pillar`} value={pillar} onChange={(event) => setPillar(event.target.value)} disabled={!pillars}>
          <option value="">{pillars ? 'Choose a pillar' : 'Loading pillars…'}</option>
          {pillars?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="clients-panel__field">
        <label htmlFor={`${uid}-summary`}>Short summary for the role card (optional)</label>
        <textarea id={`${uid}-summary`} rows={3} maxLength={300} value={summary} onChange={(event) => setSummary(event.target.value)} />
      </div>
      <button type="button" className="clients-panel__button" onClick={publish} disabled={busy || !pillars}>
        {busy ? 'Publishing…' : 'Publish as opening'}
      </button>
      <div aria-live="polite">{error && <p className="clients-panel__error">{error}</p>}</div>
    </section>
  )
}
