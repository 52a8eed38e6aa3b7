'use client'
// The phone menu's button. The menu itself (Radix Dialog and its focus and scroll handling) is fetched when a
// visitor first reaches for the button, so it costs nothing on the first load of a page.
import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import type { ServiceMenuEntry } from '@/features/content/queries'

const loadPanel = () => import('./MobileMenuPanel').then((module) => module.MobileMenuPanel)
const MobileMenuPanel = dynamic(loadPanel, { ssr: false })

export function MobileMenu({ serviceMenu }: { serviceMenu: ServiceMenuEntry[] }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="rounded-md p-2 text-ink hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500 lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && <MobileMenuPanel serviceMenu={serviceMenu} open={open} onOpenChange={setOpen} opener={opener} />}
    </>
  )
}
