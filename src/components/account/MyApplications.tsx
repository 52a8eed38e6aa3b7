'use client'
// "My applications" on /account (docs/decisions/openings.md): each application's role, date and stage; an open one can be withdrawn.
import { useState } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import { FormMessage } from '@/components/forms/fields'
import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import type { MyApplication } from '@/features/pipeline/candidate'
import { postJson } from '@/lib/apiClient'
import { jobHref, routes, withdrawApplicationHref } from '@/lib/routes'

const FALLBACK = 'Failed to withdraw the application.'

export function MyApplications({ initial }: { initial: MyApplication[] }) {
  const [applications, setApplications] = useState(initial)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function withdraw(application: MyApplication) {
    const role = application.role ?? 'your general application'
    if (!window.confirm(`Withdraw your application for ${role}? This cannot be undone.`)) return
    setBusy(application.id)
    setMessage(null)
    const result = await postJson<{ stage: string; msg: string }>(withdrawApplicationHref(application.id), {}, FALLBACK)
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
        You have not applied yet.{' '}
        <Link href={routes.jobs} className="font-semibold text-brand-700 underline">
          See our open roles
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
                  <Link href={jobHref(application.roleSlug)} className="underline">
                    {application.role}
                  </Link>
                ) : (
                  (application.role ?? 'General application')
                )}
              </p>
              <p className="text-sm text-muted">
                Applied <BlogDate value={application.appliedAt} /> · Status: <strong className="text-ink">{application.stage}</strong>
              </p>
            </div>
            {application.canWithdraw && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => withdraw(application)}
                disabled={busy === application.id}
                aria-label={`Withdraw the application for ${application.role ?? 'General application'}`}
              >
                {busy === application.id ? 'Withdrawing...' : 'Withdraw'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
