'use client'
// "Your consents" on /account (docs/decisions/privacy.md, "Consents"): each purpose with its state and one button that
// gives or withdraws it. Withdrawing is as easy as giving: one click, answered at once, a receipt by e-mail.
import { useState } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import { FormMessage } from '@/components/forms/fields'
import { buttonClass } from '@/components/ui/LinkButton'
import type { ConsentState } from '@/features/privacy/consents'
import type { Locale } from '@/i18n/locales'
import { postJson } from '@/lib/apiClient'
import { fillText } from '@/lib/fillText'
import { accountApi } from '@/lib/routes'

import { purposeLabelKey, type AccountControlLabels } from './accountControlTexts'
import { fill } from './formTexts'

const FALLBACK = 'Your choice could not be saved. Please try again.'

/**
 * `labels`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. `locale`: the
 * dates' language (English when left out).
 */
export function YourConsents({ initial, labels, locale }: { initial: ConsentState[]; labels?: AccountControlLabels; locale?: Locale }) {
  const [states, setStates] = useState(initial)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function change(state: ConsentState) {
    const granted = !state.granted
    setBusy(state.purpose)
    setMessage(null)
    const result = await postJson<{ msg: string; consents: ConsentState[] }>(
      accountApi.myConsents,
      { purpose: state.purpose, granted },
      labels?.consentFailed ?? FALLBACK,
    )
    setBusy(null)
    if (!result.ok) return setMessage({ tone: 'error', text: result.message })
    setStates(result.body.consents)
    setMessage({ tone: 'success', text: result.body.msg })
  }

  return (
    <div className="mt-4 space-y-4">
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
      <ul className="divide-y divide-slate-200">
        {states.map((state) =>
          labels ? (
            <TranslatedConsent
              key={state.purpose}
              state={state}
              labels={labels}
              locale={locale}
              busy={busy === state.purpose}
              onChange={change}
            />
          ) : (
            <li key={state.purpose} className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="consent-purpose">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{state.label}</p>
                <p className="text-sm text-muted">
                  {state.granted === null ? (
                    'Not given'
                  ) : (
                    <>
                      {state.granted ? 'Given' : 'Withdrawn'}
                      {state.at && (
                        <>
                          {' '}
                          on <BlogDate value={state.at} />
                        </>
                      )}
                    </>
                  )}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass(state.granted ? 'secondary' : 'primary')}
                onClick={() => change(state)}
                disabled={busy === state.purpose}
                aria-label={`${state.granted ? 'Withdraw' : 'Give'} consent: ${state.label}`}
              >
                {busy === state.purpose ? 'Saving...' : state.granted ? 'Withdraw' : 'Give consent'}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}

/** One purpose in the page's language (the English row above stays as it was, word for word). */
function TranslatedConsent({
  state,
  labels,
  locale,
  busy,
  onChange,
}: {
  state: ConsentState
  labels: AccountControlLabels
  locale?: Locale
  busy: boolean
  onChange: (state: ConsentState) => void
}) {
  const purpose = labels[purposeLabelKey[state.purpose]]
  const when = <BlogDate value={state.at} locale={locale} />
  const status =
    state.granted === null
      ? labels.consentNotGiven
      : state.at
        ? fill(state.granted ? labels.consentGivenOn : labels.consentWithdrawnOn, { date: when })
        : state.granted
          ? labels.consentGiven
          : labels.consentWithdrawn
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="consent-purpose">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{purpose}</p>
        <p className="text-sm text-muted">{status}</p>
      </div>
      <button
        type="button"
        className={buttonClass(state.granted ? 'secondary' : 'primary')}
        onClick={() => onChange(state)}
        disabled={busy}
        aria-label={fillText(state.granted ? labels.consentWithdrawLabel : labels.consentGiveLabel, { purpose })}
      >
        {busy ? labels.consentSaving : state.granted ? labels.consentWithdraw : labels.consentGive}
      </button>
    </li>
  )
}
