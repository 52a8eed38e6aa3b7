'use client'
// The button of /unsubscribe: POSTs the signed token from the e-mail link (a GET never changes anything, so
// link scanners in mail systems cannot unsubscribe people by accident).
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'done' | 'failed'; text: string }>({ status: 'idle' })
  if (!token) return <FormMessage tone="error">{messages.unsubscribeInvalid}</FormMessage>
  if (state.status === 'done') return <FormMessage tone="success">{state.text}</FormMessage>

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ status: 'sending' })
    const result = await postJson<{ msg?: string }>(leadApi.unsubscribe, { token }, messages.unsubscribeFailed)
    setState(result.ok ? { status: 'done', text: result.body.msg ?? messages.unsubscribeDone } : { status: 'failed', text: result.message })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <button type="submit" className={submitButtonClass} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
      {state.status === 'failed' && <FormMessage tone="error">{state.text}</FormMessage>}
    </form>
  )
}
