'use client'
// "Download your data" (docs/decisions/privacy.md, "Your data"): asks for the ZIP; the link arrives by e-mail.
import { useState } from 'react'

import { FormMessage } from '@/components/forms/fields'
import { buttonClass } from '@/components/ui/LinkButton'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { accountPrivacyLabels, type AccountPrivacyLabels } from './accountPrivacyTexts'

/** `labels`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. */
export function DownloadYourData({ labels = accountPrivacyLabels }: { labels?: AccountPrivacyLabels }) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function ask() {
    setBusy(true)
    setMessage(null)
    const result = await postJson<{ msg: string }>(accountApi.dataExport, {}, labels.downloadFailed)
    setBusy(false)
    setMessage(result.ok ? { tone: 'success', text: result.body.msg } : { tone: 'error', text: result.message })
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-muted">{labels.downloadText}</p>
      <button type="button" className={buttonClass('primary')} onClick={ask} disabled={busy}>
        {busy ? labels.downloadSending : labels.downloadButton}
      </button>
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
    </div>
  )
}
