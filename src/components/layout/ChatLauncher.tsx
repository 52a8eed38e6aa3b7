'use client'
// The assistant's floating button on every page. The chat panel's code is fetched on the first click only, so the
// widget adds one small button to a page's first load.
import { MessageCircle } from 'lucide-react'
import { lazy } from 'react'

import { LazyDialogButton } from '@/components/ui/LazyDialogButton'
import { chatText } from '@/features/assistant/messages'
import type { ContactChannels } from '@/features/content/contactChannels'
import type { ChatWords } from '@/components/chat/chatWords'

const ChatPanel = lazy(() => import('@/components/chat/ChatPanel'))

/**
 * `channels`: tap-to-call and WhatsApp, offered in Customer Care next to the e-mail hand-off. `words`: the widget's texts
 * on a Marathi or Hindi page, from its layout (the English page passes none and its script carries no other language).
 */
export function ChatLauncher({ channels, words }: { channels: ContactChannels; words?: ChatWords }) {
  return (
    <LazyDialogButton
      dialog={ChatPanel}
      dialogProps={words ? { channels, words } : { channels }}
      toggles
      label={words?.openButton ?? chatText.openButton}
      icon={<MessageCircle aria-hidden className="size-7" />}
      className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    />
  )
}
