'use client'
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { clientAreaApi } from '@/features/clientArea/routes'
import { postJson } from '@/lib/apiClient'

/** One click: the candidate agrees to share their profile with the client the link names. */
export function ConsentButton({ token, client }: { token: string; client: string }) {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  if (result?.tone === 'success') return <FormMessage tone="success">{result.text}</FormMessage>
  return (
    <div className="space-y-4">
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
      <button
        type="button"
        className={submitButtonClass}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          const response = await postJson<{ msg: string }>(
            clientAreaApi.consent,
            { token },
            'Your answer could not be saved. Please try again.',
          )
          setBusy(false)
          setResult(response.ok ? { tone: 'success', text: response.body.msg } : { tone: 'error', text: response.message })
        }}
      >
        Yes, share my profile with {client}
      </button>
    </div>
  )
}
