'use client'
// The button of /subscribe/confirm: POSTs the signed token from the confirmation e-mail (a GET never subscribes
// anyone, so mail systems that open links cannot confirm on the owner's behalf).
import { useState } from 'react'

import { FormMessage, submitButtonClass } from '@/components/forms/fields'
import { postJson } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

type State = { status: 'idle' | 'sending' } | { status: 'done' | 'failed'; text: string }

export function SubscriptionConfirmForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'idle' })
  if (!token) return <FormMessage tone="error">{messages.subscriptionConfirmInvalid}</FormMessage>
  if (state.status === 'done') return <FormMessage tone="success">{state.text}</FormMessage>

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ status: 'sending' })
    const result = await postJson<{ msg?: string }>(leadApi.confirmSubscription, { token }, messages.subscriptionConfirmFailed)
    setState(
      result.ok ? { status: 'done', text: result.body.msg ?? messages.subscriptionConfirmed } : { status: 'failed', text: result.message },
    )
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <button type="submit" className={submitButtonClass} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? 'Confirming...' : 'Confirm my subscription'}
      </button>
      {state.status === 'failed' && <FormMessage tone="error">{state.text}</FormMessage>}
    </form>
  )
}
