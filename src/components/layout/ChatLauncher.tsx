'use client'
// The assistant's floating button on every page. The chat panel's code is fetched on the first click only, so the
// widget adds one small button to a page's first load.
import { MessageCircle } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { chatText } from '@/features/assistant/messages'

const ChatPanel = dynamic(() => import('@/components/chat/ChatPanel'), { ssr: false })

export function ChatLauncher() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen((value) => !value)
        }}
        className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <MessageCircle aria-hidden className="size-7" />
        <span className="sr-only">{chatText.openButton}</span>
      </button>
      {used && <ChatPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  )
}
