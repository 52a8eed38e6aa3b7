'use client'
// The assistant's floating button on every page. The chat panel's code is fetched on the first click only, so the
// widget adds one small button to a page's first load.
import { MessageCircle } from 'lucide-react'
import dynamic from 'next/dynamic'

import { LazyDialogButton } from '@/components/ui/LazyDialogButton'
import { chatText } from '@/features/assistant/messages'

const ChatPanel = dynamic(() => import('@/components/chat/ChatPanel'), { ssr: false })

export function ChatLauncher() {
  return (
    <LazyDialogButton
      dialog={ChatPanel}
      dialogProps={{}}
      toggles
      label={chatText.openButton}
      icon={<MessageCircle aria-hidden className="size-7" />}
      className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    />
  )
}
