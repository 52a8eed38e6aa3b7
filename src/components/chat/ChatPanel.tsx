'use client'
// The chat panel, loaded on the first click of the chat button: greetings, quick options, questions answered by
// POST /api/assistant after a typing pause of CHAT_REPLY_DELAY_MS, and the Customer Care hand-off. A non-modal
// dialog, so the page stays usable; Escape or the close button closes it and focus returns to the chat button.
import * as Dialog from '@radix-ui/react-dialog'
import { Send, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { LazyDialogProps } from '@/components/ui/LazyDialogButton'
import { chatText as englishText } from '@/features/assistant/messages'
import type { ContactChannels } from '@/features/content/contactChannels'
import { ASSISTANT_MESSAGE_MAX_LENGTH, type AssistantLocale, type AssistantReply } from '@/features/assistant/types'
import { postJson } from '@/lib/apiClient'
import { htmlLang } from '@/i18n/locales'
import { CHAT_REPLY_DELAY_MS } from '@/lib/constants'
import { assistantApiHref, assistantFeedbackApiHref } from '@/lib/routes'

import { CareForm } from './CareForm'
import { loadChat, newMessage, saveChat, type ChatMessage, type ChatState } from './chatStore'
import { englishChatWords, type ChatWords } from './chatWords'
import { ChatWordsProvider } from './chatWordsContext'
import { MessageLog } from './MessageLog'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The language of the page the chat is on (its `<html lang>`: mr-IN on /mr, hi-IN on /hi), sent with each question. */
function pageLocale(): AssistantLocale {
  const lang = document.documentElement.lang.slice(0, 2)
  return lang === 'mr' || lang === 'hi' ? lang : 'en'
}

async function askAssistant(question: string, session: string | undefined, chatText: ChatWords): Promise<ChatMessage> {
  const locale = pageLocale()
  const result = await postJson<AssistantReply>(assistantApiHref, { message: question, session, locale }, chatText.replyFailed)
  if (result.ok) {
    const { answer, cta, key, page, lang } = result.body
    // An answer in another language than the page's (the site's English text on a Marathi page) says so for screen readers.
    const otherLanguage = lang && lang !== locale ? { lang: htmlLang[lang] } : {}
    return {
      ...newMessage('assistant', answer, cta, key),
      ...(page ? { page } : {}),
      ...(key || page ? { question } : {}),
      ...otherLanguage,
    }
  }
  return newMessage('assistant', result.status === 429 ? result.message : chatText.replyFailed)
}

function startChat(chatText: ChatWords): ChatState {
  const saved = loadChat()
  const greetings = [chatText.greeting1, chatText.greeting2]
  return saved.messages.length ? saved : { ...saved, messages: greetings.map((text) => newMessage('assistant', text)) }
}

const buttonClass =
  'rounded-full border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-50'

/** `words`: the widget's texts on a Marathi or Hindi page (English when left out). */
export default function ChatPanel({
  open,
  onOpenChange,
  opener,
  channels,
  words: chatText = englishChatWords,
}: LazyDialogProps & { channels: ContactChannels; words?: ChatWords }) {
  // The panel mounts on its first opening: a new conversation starts with the assistant's greetings.
  const [chat, setChat] = useState<ChatState>(() => startChat(chatText))
  const [typing, setTyping] = useState(false)
  const [askingEmail, setAskingEmail] = useState(false)
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()

  const append = (message: ChatMessage) => setChat((current) => ({ ...current, messages: [...current.messages, message] }))

  useEffect(() => saveChat(chat), [chat])

  /** One click, no login: the answer's helpful / not helpful count goes up and the buttons give way to a thank-you. */
  async function giveFeedback(message: ChatMessage, helpful: boolean) {
    if (!(message.key || message.page) || message.feedbackNote) return
    const note = (text: string) =>
      setChat((current) => ({
        ...current,
        messages: current.messages.map((item) => (item.id === message.id ? { ...item, feedbackNote: text } : item)),
      }))
    note(chatText.feedbackThanks)
    const result = await postJson<{ msg: string }>(
      assistantFeedbackApiHref,
      {
        ...(message.key ? { key: message.key } : { page: message.page }),
        helpful,
        ...(message.question ? { question: message.question } : {}),
        session: chat.session,
      },
      chatText.replyFailed,
    )
    if (!result.ok) note(result.message)
  }

  /** Shows the visitor's message, the typing indicator for at least CHAT_REPLY_DELAY_MS, then the reply. */
  async function converse(visitorText: string, reply: () => ChatMessage | Promise<ChatMessage>) {
    append(newMessage('visitor', visitorText))
    setTyping(true)
    const [message] = await Promise.all([reply(), pause(CHAT_REPLY_DELAY_MS)])
    append(message)
    setTyping(false)
    return message
  }

  function send(event: FormEvent) {
    event.preventDefault()
    const question = draft.trim()
    if (!question || typing) return
    setDraft('')
    void converse(question, () => askAssistant(question, chat.session, chatText)).then(() => inputRef.current?.focus())
  }

  async function startCustomerCare() {
    await converse(chatText.customerCare, () => newMessage('assistant', chatText.careAsk))
    setAskingEmail(true)
  }

  return (
    <ChatWordsProvider value={chatText}>
      <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <Dialog.Portal>
          <Dialog.Content
            onOpenAutoFocus={(event) => {
              event.preventDefault()
              inputRef.current?.focus()
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              opener.current?.focus()
            }}
            // The chat stays open while the visitor reads or scrolls the page; Escape or the close button closes it.
            onInteractOutside={(event) => event.preventDefault()}
            className="fixed right-4 bottom-20 z-50 flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <Dialog.Title className="font-semibold text-ink">{chatText.title}</Dialog.Title>
              <Dialog.Close className="rounded-md p-1 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500">
                <X aria-hidden className="size-5" />
                <span className="sr-only">{chatText.closeButton}</span>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{chatText.description}</Dialog.Description>

            <MessageLog
              messages={chat.messages}
              typing={typing}
              onNavigate={() => onOpenChange(false)}
              onFeedback={(message, helpful) => void giveFeedback(message, helpful)}
            />

            <div role="group" aria-label={chatText.quickLabel} className="flex flex-wrap gap-2 px-4 pb-2">
              <button
                type="button"
                className={buttonClass}
                disabled={typing}
                onClick={() => void converse(chatText.websiteGuide, () => askAssistant('website guide', chat.session, chatText))}
              >
                {chatText.websiteGuide}
              </button>
              <button type="button" className={buttonClass} disabled={typing || askingEmail} onClick={() => void startCustomerCare()}>
                {chatText.customerCare}
              </button>
              <button
                type="button"
                className={buttonClass}
                disabled={typing}
                onClick={() =>
                  void converse(chatText.faqs, () =>
                    newMessage('assistant', chatText.faqsReply, { text: chatText.faqsCta, link: englishText.faqsCta.link }),
                  )
                }
              >
                {chatText.faqs}
              </button>
            </div>

            {askingEmail ? (
              <CareForm
                messages={chat.messages}
                channels={channels}
                onCancel={() => {
                  setAskingEmail(false)
                  inputRef.current?.focus()
                }}
                onSent={(email, confirmation) => {
                  setAskingEmail(false)
                  setChat((current) => ({
                    supportSentTo: email,
                    messages: [...current.messages, newMessage('visitor', email), newMessage('assistant', confirmation)],
                  }))
                }}
              />
            ) : null}
            <form method="post" onSubmit={send} className={askingEmail ? 'hidden' : 'flex gap-2 border-t border-slate-200 p-3'}>
              <label htmlFor={inputId} className="sr-only">
                {chatText.inputLabel}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
                placeholder={chatText.inputPlaceholder}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-accent-500"
              />
              <button
                type="submit"
                disabled={typing || !draft.trim()}
                className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Send aria-hidden className="size-5" />
                <span className="sr-only">{chatText.send}</span>
              </button>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ChatWordsProvider>
  )
}
