'use client'
// "Your privacy requests" on /account (docs/decisions/privacy.md, "Requests from /account"): a signed-in member asks
// for access, correction, erasure, withdrawal, a grievance or a nomination. The session proves the address, so there
// is no code: the request is recorded at once with its due date, a receipt goes by e-mail, and the list below shows
// where each request stands.
import { useState } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { PrivacyDetailsField, PrivacyKindField } from '@/components/privacy/PrivacyRequestFields'
import type { MemberPrivacyRequest } from '@/features/privacy/requests'
import { PRIVACY_KIND_WORDS } from '@/features/privacy/options'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

type Message = { tone: 'success' | 'error'; text: string }

/** Where a request stands, in the member's words. */
function RequestState({ request }: { request: MemberPrivacyRequest }) {
  if (request.status === 'answered')
    return (
      <>
        Answered on <BlogDate value={request.answeredAt} />
      </>
    )
  if (request.status === 'closed') return <>Closed</>
  return (
    <>
      Open: we answer by <BlogDate value={request.dueOn} />
    </>
  )
}

export function YourPrivacyRequests({ initial }: { initial: MemberPrivacyRequest[] }) {
  const [requests, setRequests] = useState(initial)
  const [message, setMessage] = useState<Message | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setBusy(true)
    setMessage(null)
    const response = await postJson<{ msg: string }>(
      accountApi.myPrivacyRequests,
      { kind: formText(data, 'kind'), text: formText(data, 'text') },
      'Your request could not be sent. Please try again.',
    )
    if (!response.ok) {
      setBusy(false)
      setFields(response.fields)
      return setMessage({ tone: 'error', text: response.message })
    }
    setFields({})
    form.reset()
    const list = await fetch(accountApi.myPrivacyRequests, { cache: 'no-store' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ requests: MemberPrivacyRequest[] }>) : null))
      .catch(() => null)
    if (list) setRequests(list.requests)
    setBusy(false)
    setMessage({ tone: 'success', text: response.body.msg })
  }

  return (
    <div className="mt-4 space-y-6">
      <form onSubmit={send} className="space-y-4" noValidate aria-label="Make a privacy request">
        <PrivacyKindField error={fields.kind} />
        <PrivacyDetailsField
          error={fields.text}
          hint="For example what to correct, which data to erase, what went wrong, or whom you nominate."
        />
        <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
        <button type="submit" className={submitButtonClass} disabled={busy}>
          {busy ? 'Sending...' : 'Send my request'}
        </button>
      </form>
      {requests.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">Your requests</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {requests.map((request) => (
              <li key={request.reference} className="flex flex-wrap justify-between gap-2 py-3" data-testid="privacy-request">
                <span className="min-w-0">
                  <span className="font-semibold text-ink">{PRIVACY_KIND_WORDS[request.kind]}</span>{' '}
                  <span className="text-sm text-muted">
                    {request.reference}, sent <BlogDate value={request.createdAt} />
                  </span>
                </span>
                <span className="text-sm text-muted">
                  <RequestState request={request} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
