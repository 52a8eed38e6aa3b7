'use client'
// "Make this a client" on a team-up request's page (docs/decisions/clients.md, "Converting a request"): one click
// creates the client company with the person who wrote as its contact, and keeps the link to the request. A request
// already converted shows its client instead. It sits inside Payload's edit form, so it uses a button, not a form.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { adminDocumentHref } from '@/lib/routes'

import { clientFromRequest, convertRequestToClient } from './clientsApi'
import './clients.css'

export function ConvertToClient() {
  const { id } = useDocumentInfo()
  const [client, setClient] = useState<{ id: number; name: string } | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null)
  const uid = useId()
  useEffect(() => {
    if (!id) return
    clientFromRequest(id)
      .then(setClient)
      .catch(() => setClient(null))
  }, [id])
  if (!id) return null
  const convert = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const done = await convertRequestToClient(id)
      setClient(done.client)
      setMessage({
        tone: 'done',
        text: done.created
          ? `${done.client.name} is now a client company, with this person as its contact.`
          : 'This request was already a client company.',
      })
    } catch (error) {
      setMessage({ tone: 'error', text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="clients-panel" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>Client company</h3>
      {client ? (
        <p>
          Converted into <a href={adminDocumentHref('client-companies', client.id)}>{client.name}</a>.
        </p>
      ) : (
        <>
          <p className="clients-panel__hint">Creates a client company from this request, with the person who wrote as its contact.</p>
          <button type="button" className="clients-panel__button" onClick={convert} disabled={busy || client === undefined}>
            {busy ? 'Converting…' : 'Convert into a client'}
          </button>
        </>
      )}
      <div aria-live="polite">{message && <p className={`clients-panel__${message.tone}`}>{message.text}</p>}</div>
    </section>
  )
}
