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
import type { Locale } from '@/i18n/locales'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { accountPrivacyLabels, kindLabelKey, kindWordKey, type AccountPrivacyLabels } from './accountPrivacyTexts'
import { fill } from './formTexts'

type Message = { tone: 'success' | 'error'; text: string }

/** Where a request stands, in the member's words. */
function RequestState({ request, labels, locale }: { request: MemberPrivacyRequest; labels?: AccountPrivacyLabels; locale?: Locale }) {
  if (labels) {
    if (request.status === 'closed') return <>{labels.requestClosed}</>
    return request.status === 'answered'
      ? fill(labels.requestAnswered, { date: <BlogDate value={request.answeredAt} locale={locale} /> })
      : fill(labels.requestOpen, { date: <BlogDate value={request.dueOn} locale={locale} /> })
  }
  if (request.status === 'answered')
    return (
      <>
        Answered on <BlogDate value={request.answeredAt} locale={locale} />
      </>
    )
  if (request.status === 'closed') return <>Closed</>
  return (
    <>
      Open: we answer by <BlogDate value={request.dueOn} locale={locale} />
    </>
  )
}

/**
 * `labels`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. `locale`: the
 * dates' language (English when left out).
 */
export function YourPrivacyRequests({
  initial,
  labels,
  locale,
}: {
  initial: MemberPrivacyRequest[]
  labels?: AccountPrivacyLabels
  locale?: Locale
}) {
  const t = (key: keyof AccountPrivacyLabels) => labels?.[key] ?? accountPrivacyLabels[key]
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
      t('requestFailed'),
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
      <form method="post" onSubmit={send} className="space-y-4" noValidate aria-label={t('requestFormLabel')}>
        <PrivacyKindField
          error={fields.kind}
          label={t('requestKind')}
          kindLabel={labels ? (kind) => labels[kindLabelKey(kind)] : undefined}
        />
        <PrivacyDetailsField error={fields.text} label={t('requestDetails')} hint={t('requestHint')} />
        <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
        <button type="submit" className={submitButtonClass} disabled={busy}>
          {busy ? t('requestSending') : t('requestSend')}
        </button>
      </form>
      {requests.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">{t('requestsList')}</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {requests.map((request) => (
              <li key={request.reference} className="flex flex-wrap justify-between gap-2 py-3" data-testid="privacy-request">
                <span className="min-w-0">
                  <span className="font-semibold text-ink">
                    {labels ? labels[kindWordKey(request.kind)] : PRIVACY_KIND_WORDS[request.kind]}
                  </span>{' '}
                  <span className="text-sm text-muted">
                    {labels ? (
                      fill(labels.requestSent, {
                        reference: request.reference,
                        date: <BlogDate value={request.createdAt} locale={locale} />,
                      })
                    ) : (
                      <>
                        {request.reference}, sent <BlogDate value={request.createdAt} locale={locale} />
                      </>
                    )}
                  </span>
                </span>
                <span className="text-sm text-muted">
                  <RequestState request={request} labels={labels} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
