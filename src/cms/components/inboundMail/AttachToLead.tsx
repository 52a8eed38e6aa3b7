'use client'
// On an unmatched mail's page (docs/decisions/lead-desk.md, "Replies come back"): find its lead by a name or an
// e-mail address (the sender's, to begin with) and attach the mail there. It sits inside Payload's edit form, so it
// uses buttons, not a nested form.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import { adminDocumentHref } from '@/lib/routes'

import { attachMail, findLeads, type LeadChoice } from './inboundMailApi'
import './inboundMail.css'

export function AttachToLead() {
  const { id } = useDocumentInfo()
  const sender = useFormFields(([fields]) => fields.fromAddress?.value) as string | undefined
  const onLead = useFormFields(([fields]) => ({ collection: fields.leadCollection?.value, id: fields.leadId?.value })) as {
    collection?: string
    id?: number
  }
  const [query, setQuery] = useState<string | null>(null)
  const [choices, setChoices] = useState<LeadChoice[] | null>(null)
  const [error, setError] = useState('')
  const hydrated = useHydrated()
  const [done, setDone] = useState<{ message: string; href: string } | null>(null)
  const searchId = useId()
  const headingId = useId()
  const q = query ?? sender ?? ''

  if (!id) return null
  if (done || (onLead.collection && onLead.id)) {
    const href = done?.href ?? adminDocumentHref(String(onLead.collection), Number(onLead.id))
    return (
      <p className="inbound-mail__answered" role="status">
        {done?.message ?? 'This mail is on a lead\u2019s timeline.'} <a href={href}>Open the lead</a>
      </p>
    )
  }
  const search = async () => {
    setError('')
    try {
      setChoices(await findLeads(q))
    } catch (reason) {
      setError((reason as Error).message)
    }
  }
  const attach = async (choice: LeadChoice) => {
    setError('')
    try {
      const { message } = await attachMail(id, choice)
      setDone({ message, href: adminDocumentHref(choice.leadCollection, choice.leadId) })
    } catch (reason) {
      setError((reason as Error).message)
    }
  }
  return (
    <section className="inbound-mail" aria-labelledby={headingId}>
      <h2 id={headingId} className="inbound-mail__heading">
        Attach to a lead
      </h2>
      <label htmlFor={searchId}>Find the lead by name or e-mail</label>
      <div className="inbound-mail__search">
        <input
          id={searchId}
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void search()
            }
          }}
        />
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={!hydrated} onClick={() => void search()}>
          Find leads
        </button>
      </div>
      {error ? (
        <p className="inbound-mail__error" role="alert">
          {error}
        </p>
      ) : null}
      {choices === null ? null : choices.length === 0 ? (
        <p role="status">No lead has that name or address.</p>
      ) : (
        <ul className="inbound-mail__choices" aria-label="Leads found">
          {choices.map((choice) => (
            <li key={`${choice.leadCollection}-${choice.leadId}`}>
              <span>{choice.label}</span>{' '}
              <button type="button" className="btn btn--style-primary btn--size-small" onClick={() => void attach(choice)}>
                Attach to this lead
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
