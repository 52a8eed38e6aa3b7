'use client'
// Footer newsletter signup (spec section 4: idle -> submitting "Subscribing..." -> green or red message).
import { useId, useRef, useState } from 'react'

import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox'
import { Honeypot } from '@/components/forms/Honeypot'
import { revealResult } from '@/components/forms/revealResult'
import { HONEYPOT_FIELD } from '@/features/leads/formFields'
import type { Locale } from '@/i18n/locales'
import { leadTrackingFields } from '@/lib/leadTracking'
import { islandMessages } from '@/lib/islandMessages'
import { leadApi } from '@/lib/routes'

import type { NewsletterTexts } from './footerTexts'

type Result = { ok: boolean; text: string } | null

/**
 * `locale` and `texts`: a Marathi or Hindi page's words (the newsletter itself is written in English, its intro says);
 * the sign-up sends `locale`, so the confirmation mail and the pages it links to are in the page's language.
 */
export function NewsletterForm({ locale = 'en', texts }: { locale?: Locale; texts?: NewsletterTexts } = {}) {
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<Result>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const inputId = useId()

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    setSubmitting(true)
    setResult(null)
    try {
      const response = await fetch(leadApi.subscriptions, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The page's language: the confirmation mail and its page are in it.
        body: JSON.stringify({ email, consent, language: locale, ...leadTrackingFields(), [HONEYPOT_FIELD]: honeypot ?? '' }),
      })
      if (!response.ok) throw new Error(`status ${response.status}`)
      setEmail('')
      setConsent(false)
      setResult({ ok: true, text: texts?.newsletterSuccess ?? islandMessages.newsletterSuccess })
      revealResult(statusRef.current)
    } catch (error) {
      console.error('Newsletter subscription failed', error)
      setResult({ ok: false, text: texts?.newsletterFailure ?? islandMessages.newsletterFailure })
      revealResult(statusRef.current)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="relative space-y-2">
      <Honeypot />
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        {texts?.newsletter ?? 'Newsletter'}
      </label>
      <p className="text-sm text-slate-300">{texts?.newsletterIntro ?? 'Hiring notes and career tips, once a month.'}</p>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.in"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-full border border-slate-500 bg-slate-800 px-4 text-sm text-white placeholder:text-slate-400 focus-visible:outline-3 focus-visible:outline-accent-500"
        />
        <button
          type="submit"
          disabled={submitting}
          className="min-h-11 shrink-0 rounded-full bg-accent-500 px-4 text-sm font-semibold text-ink hover:bg-amber-400 focus-visible:outline-3 focus-visible:outline-white disabled:opacity-60"
        >
          {submitting ? (texts?.subscribing ?? 'Subscribing...') : (texts?.subscribe ?? 'Subscribe')}
        </button>
      </div>
      <ConsentCheckbox
        purpose="to e-mail me hiring notes and career tips"
        tone="dark"
        checked={consent}
        onChange={setConsent}
        {...(texts ? { locale, label: texts.newsletterConsent, linkText: texts.privacyLink, afterLink: texts.afterPrivacyLink } : {})}
      />
      <p ref={statusRef} role="status" className={result?.ok ? 'text-sm text-green-400' : 'text-sm text-red-300'}>
        {result?.text}
      </p>
    </form>
  )
}
