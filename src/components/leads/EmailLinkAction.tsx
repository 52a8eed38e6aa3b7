'use client'
// The button of a page that an e-mail link opens (/unsubscribe, /subscribe/confirm): it POSTs the link's signed token.
// Opening the link (a GET) never changes anything, so mail systems that open links cannot act for the owner.
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/apiClient'

type State = { status: 'idle' | 'sending' } | { status: 'done' | 'failed'; text: string }

export type EmailLinkTexts = {
  /** The button, and its label while the request is on its way. */
  button: string
  sending: string
  /** Shown when the link carries no token, when the request fails without a message, and on success without one. */
  invalid: string
  failed: string
  done: string
}

export function EmailLinkAction({ token, endpoint, texts }: { token: string; endpoint: string; texts: EmailLinkTexts }) {
  const [state, setState] = useState<State>({ status: 'idle' })
  if (!token) return <FormMessage tone="error">{texts.invalid}</FormMessage>
  if (state.status === 'done') return <FormMessage tone="success">{state.text}</FormMessage>

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ status: 'sending' })
    const result = await postJson<{ msg?: string }>(endpoint, { token }, texts.failed)
    setState(result.ok ? { status: 'done', text: result.body.msg ?? texts.done } : { status: 'failed', text: result.message })
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <button type="submit" className={submitButtonClass} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? texts.sending : texts.button}
      </button>
      {state.status === 'failed' && <FormMessage tone="error">{state.text}</FormMessage>}
    </form>
  )
}
