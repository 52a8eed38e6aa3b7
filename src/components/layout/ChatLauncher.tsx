'use client'
// The assistant's floating button on every page. The chat panel's code is fetched on the first click only, so the
// widget adds one small button to a page's first load.
import { MessageCircle } from 'lucide-react'
import { lazy } from 'react'

import { LazyDialogButton } from '@/components/ui/LazyDialogButton'
import { chatText } from '@/features/assistant/messages'
import type { ContactChannels } from '@/features/content/contactChannels'

const ChatPanel = lazy(() => import('@/components/chat/ChatPanel'))

/** `channels`: tap-to-call and WhatsApp, offered in Customer Care next to the e-mail hand-off. */
export function ChatLauncher({ channels }: { channels: ContactChannels }) {
  return (
    <LazyDialogButton
      dialog={ChatPanel}
      dialogProps={{ channels }}
      toggles
      label={chatText.openButton}
      icon={<MessageCircle aria-hidden className="size-7" />}
      className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    />
  )
}
