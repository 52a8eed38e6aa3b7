'use client'
// The assistant's floating button. The conversation itself arrives with the assistant feature;
// until then the panel greets the visitor and points to the people who can help.
import * as Dialog from '@radix-ui/react-dialog'
import { MessageCircle, X } from 'lucide-react'
import Link from 'next/link'

import { routes } from '@/lib/routes'

export function ChatLauncher() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500">
        <MessageCircle aria-hidden className="size-7" />
        <span className="sr-only">Open chat assistant</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed right-4 bottom-20 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-semibold text-ink">Assistant</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close chat</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-ink">
            Hi! I&apos;m the Pune Talent Works assistant.
          </Dialog.Description>
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-sm text-ink">
            Looking for a team or a role? See the <Link className="text-brand-700 underline" href={routes.faqs}>FAQs</Link> or{' '}
            <Link className="text-brand-700 underline" href={routes.contact}>contact us</Link>.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
