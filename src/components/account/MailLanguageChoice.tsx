'use client'
// My account's "Language of our e-mails" (docs/decisions/languages.md "The e-mails' language on My account"): English,
// मराठी, हिंदी, each written in itself; saved to the member's `language` by POST /api/users/me/language.
import { useRef, useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { revealResult } from '@/components/forms/revealResult'
import { htmlLang, localeNames, locales, type Locale } from '@/i18n/locales'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { accountControlLabels, type AccountControlLabels } from './accountControlTexts'

/** `labels`: the texts in the page's language (a Marathi or Hindi page; English keeps its own). */
export function MailLanguageChoice({ initial, labels }: { initial: Locale; labels?: AccountControlLabels }) {
  const text = labels ?? accountControlLabels
  const [language, setLanguage] = useState<Locale>(initial)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setResult(null)
    const answer = await postJson<{ msg: string }>(accountApi.myLanguage, { language }, text.mailLanguageFailed)
    setBusy(false)
    setResult(answer.ok ? { ok: true, text: answer.body.msg } : { ok: false, text: answer.message })
    revealResult(statusRef.current)
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-4 space-y-3">
      <fieldset>
        <legend className="sr-only">{text.mailLanguage}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {locales.map((locale) => (
            <label key={locale} className="flex min-h-11 items-center gap-2 text-sm text-ink" lang={htmlLang[locale]}>
              <input
                type="radio"
                name="mail-language"
                value={locale}
                checked={language === locale}
                onChange={() => setLanguage(locale)}
                className="size-5 accent-brand-700"
              />
              {localeNames[locale]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={submitButtonClass} disabled={busy}>
        {busy ? text.mailLanguageSaving : text.mailLanguageSave}
      </button>
      <div ref={statusRef}>{result && <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>}</div>
    </form>
  )
}
