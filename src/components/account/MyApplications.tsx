'use client'
// "My applications" on /account (docs/decisions/openings.md): each application's role, date and stage; an open one can be withdrawn.
// The stage comes in the page's language from the server (the list) and the withdrawal's answer (its Accept-Language).
import { useState } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import { FormMessage } from '@/components/forms/fields'
import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import type { MyApplication } from '@/features/pipeline/candidate'
import { postJson } from '@/lib/apiClient'
import { htmlLang, localePrefix, type Locale } from '@/i18n/locales'
import { jobHref, routes, withdrawApplicationHref } from '@/lib/routes'

const FALLBACK = 'Failed to withdraw the application.'

/** The list's texts on a Marathi or Hindi page ({role} in the two templates); English when left out. */
export type MyApplicationsLabels = {
  locale: Locale
  empty: string
  seeRoles: string
  general: string
  yourGeneral: string
  applied: string
  status: string
  withdraw: string
  withdrawing: string
  withdrawLabel: string
  withdrawConfirm: string
  failed: string
}

const withRole = (template: string, role: string) => template.replace('{role}', role)

export function MyApplications({ initial, labels }: { initial: MyApplication[]; labels?: MyApplicationsLabels }) {
  const prefix = labels ? localePrefix(labels.locale) : ''
  const [applications, setApplications] = useState(initial)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function withdraw(application: MyApplication) {
    const role = application.role ?? labels?.yourGeneral ?? 'your general application'
    const question = labels ? withRole(labels.withdrawConfirm, role) : `Withdraw your application for ${role}? This cannot be undone.`
    if (!window.confirm(question)) return
    setBusy(application.id)
    setMessage(null)
    const result = await postJson<{ stage: string; msg: string }>(withdrawApplicationHref(application.id), {}, labels?.failed ?? FALLBACK)
    setBusy(null)
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.message })
      return
    }
    const { stage, msg } = result.body
    setApplications((list) => list.map((item) => (item.id === application.id ? { ...item, stage, canWithdraw: false } : item)))
    setMessage({ tone: 'success', text: msg })
  }

  if (!applications.length) {
    return (
      <p className="mt-4 text-sm text-muted">
        {labels?.empty ?? 'You have not applied yet.'}{' '}
        <Link href={`${prefix}${routes.jobs}`} className="font-semibold text-brand-700 underline">
          {labels?.seeRoles ?? 'See our open roles'}
        </Link>
      </p>
    )
  }
  return (
    <div className="mt-4 space-y-4">
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
      <ul className="divide-y divide-slate-200">
        {applications.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="my-application">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {application.role && application.roleSlug ? (
                  <Link
                    href={jobHref(application.roleSlug, prefix)}
                    className="underline"
                    lang={labels && application.roleInEnglish !== false ? htmlLang.en : undefined}
                  >
                    {application.role}
                  </Link>
                ) : (
                  (application.role ?? labels?.general ?? 'General application')
                )}
              </p>
              <p className="text-sm text-muted">
                {labels?.applied ?? 'Applied'} <BlogDate value={application.appliedAt} locale={labels?.locale} /> ·{' '}
                {labels?.status ?? 'Status:'} <strong className="text-ink">{application.stage}</strong>
              </p>
            </div>
            {application.canWithdraw && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => withdraw(application)}
                disabled={busy === application.id}
                aria-label={
                  labels
                    ? withRole(labels.withdrawLabel, application.role ?? labels.general)
                    : `Withdraw the application for ${application.role ?? 'General application'}`
                }
              >
                {busy === application.id ? (labels?.withdrawing ?? 'Withdrawing...') : (labels?.withdraw ?? 'Withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
