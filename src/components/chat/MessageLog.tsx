'use client'
// The conversation: a live log (new messages are announced by screen readers), each reply's link, and the typing
// indicator. Scrolls to the newest message, without animation for visitors who prefer reduced motion.
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { usePrefersReducedMotion } from '@/components/home/usePrefersReducedMotion'
import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { useChatWords } from './chatWordsContext'
import type { ChatMessage } from './chatStore'

const isExternal = (link: string) => /^(https?:|mailto:|tel:)/.test(link)

type MessageLogProps = {
  messages: ChatMessage[]
  typing: boolean
  onNavigate: () => void
  onFeedback: (message: ChatMessage, helpful: boolean) => void
}

const feedbackButton =
  'inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-ink hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500'

export function MessageLog({ messages, typing, onNavigate, onFeedback }: MessageLogProps) {
  const endRef = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const chatText = useChatWords()
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: reducedMotion ? 'auto' : 'smooth' })
  }, [messages.length, typing, reducedMotion])

  return (
    // A scrolling region the keyboard can reach (and scroll with the arrow keys) when the conversation outgrows it.
    <div
      tabIndex={0}
      role="region"
      aria-label={chatText.historyLabel}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500"
    >
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className="space-y-2">
          {messages.map((message) => (
            <li
              key={message.id}
              lang={message.lang}
              data-from={message.from}
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed',
                message.from === 'visitor' ? 'ml-auto bg-brand-700 text-white' : 'bg-brand-50 text-ink',
              )}
            >
              <span className="sr-only">{message.from === 'visitor' ? 'You: ' : 'Assistant: '}</span>
              {message.text}
              {message.cta &&
                (isExternal(message.cta.link) ? (
                  <a
                    href={message.cta.link}
                    className="mt-2 block font-semibold text-brand-700 underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {message.cta.text}
                  </a>
                ) : (
                  <Link href={message.cta.link} onClick={onNavigate} className="mt-2 block font-semibold text-brand-700 underline">
                    {message.cta.text}
                  </Link>
                ))}
              {(message.key || message.page) &&
                (message.feedbackNote ? (
                  <p className="mt-2 text-xs text-slate-600">{message.feedbackNote}</p>
                ) : (
                  <div role="group" aria-label={chatText.feedbackLabel} className="mt-2 flex items-center gap-2">
                    <button type="button" className={feedbackButton} onClick={() => onFeedback(message, true)}>
                      <ThumbsUp aria-hidden className="size-3.5" />
                      {chatText.helpful}
                    </button>
                    <button type="button" className={feedbackButton} onClick={() => onFeedback(message, false)}>
                      <ThumbsDown aria-hidden className="size-3.5" />
                      {chatText.notHelpful}
                    </button>
                  </div>
                ))}
            </li>
          ))}
        </ol>
      </div>
      {typing && (
        <p role="status" className="mt-2 inline-flex items-center gap-1 rounded-2xl bg-brand-50 px-3 py-2">
          <span className="sr-only">{chatText.typing}</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden
              style={{ animationDelay: `${delay}ms` }}
              className="size-2 rounded-full bg-brand-700 motion-safe:animate-bounce"
            />
          ))}
        </p>
      )}
      <div ref={endRef} />
    </div>
  )
}
