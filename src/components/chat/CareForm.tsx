'use client'
// Customer Care: the visitor's e-mail address, checked in the browser with the server's rule, then the conversation
// goes to the lead inbox (POST /api/assistant/support).
import { useId, useState, type FormEvent } from 'react'

import { supportRequestSchema } from '@/features/assistant/schemas'
import type { ContactChannels } from '@/features/content/contactChannels'
import { postJson } from '@/lib/apiClient'
import { assistantSupportApiHref } from '@/lib/routes'

import type { ChatMessage } from './chatStore'
import { careConfirmation } from './chatWords'
import { useChatWords } from './chatWordsContext'

const emailSchema = supportRequestSchema.shape.email
const channelLinkClass =
  'inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-accent-500'

export function CareForm({
  messages,
  channels,
  onSent,
  onCancel,
}: {
  messages: ChatMessage[]
  /** Call or WhatsApp, for a visitor who would rather talk now than wait for an e-mail. */
  channels: ContactChannels
  onSent: (email: string, confirmation: string) => void
  onCancel: () => void
}) {
  const chatText = useChatWords()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const inputId = useId()
  const errorId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setError(chatText.careInvalidEmail)
      return
    }
    setError('')
    setSending(true)
    const conversation = messages.map(({ from, text }) => ({ from, text: text.slice(0, 2000) })).slice(-60)
    const result = await postJson<{ msg: string }>(
      assistantSupportApiHref,
      { email: parsed.data, conversation, page: window.location.pathname },
      chatText.careFailed,
    )
    setSending(false)
    if (result.ok) onSent(parsed.data, result.body.msg || careConfirmation(chatText, parsed.data))
    else setError(result.status === 400 || result.status === 429 ? result.message : chatText.careFailed)
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
      <p className="text-sm text-ink">
        {chatText.careTalkNow}{' '}
        <a href={channels.call.href} className={channelLinkClass}>
          {chatText.careCall} {channels.call.number}
        </a>
        {channels.whatsApp && (
          <>
            {' · '}
            <a href={channels.whatsApp.href} target="_blank" rel="noopener noreferrer" className={channelLinkClass}>
              {chatText.careWhatsApp}
            </a>
          </>
        )}
      </p>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {chatText.careEmailLabel}
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        // The field appears because the visitor chose Customer Care: focus moves to it, as to a dialog's first field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-accent-500"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60"
        >
          {sending ? chatText.careSending : chatText.careSubmit}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {chatText.careCancel}
        </button>
      </div>
    </form>
  )
}
