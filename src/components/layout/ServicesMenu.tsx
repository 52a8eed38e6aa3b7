'use client'
// The header's Services entry (spec: hovering Services opens a dropdown of the service categories and their
// services), built as the WAI-ARIA disclosure navigation menu: a "Service categories" button shows and hides the
// list under it. Hover opens it (the label as well as the chevron) after OPEN_DELAY_MS and closes it CLOSE_DELAY_MS
// after the pointer leaves both it and the list; a click on the chevron while hovering keeps it open; the keyboard
// (Enter, Space) and touch toggle it; Escape, a click elsewhere or focus leaving it close it. A button and a list need
// no menu library: Radix's navigation menu was 21 KB of every page's first load for this alone (docs/benchmarks.md "First paint").
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'

import { Link } from '@/components/ui/Link'
import type { ServiceMenuEntry } from '@/features/content/queries'
import { categoryHref, subpageHref } from '@/lib/routes'

const OPEN_DELAY_MS = 80
const CLOSE_DELAY_MS = 150

export function ServicesMenu({
  label,
  href,
  active,
  linkClass,
  serviceMenu,
}: {
  label: string
  href: string
  active: boolean
  linkClass: string
  serviceMenu: ServiceMenuEntry[]
}) {
  const [open, setOpen] = useState(false)
  const item = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pointerOver = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  const listId = useId()

  const later = (ms: number, next: boolean) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpen(next), ms)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      if (item.current?.contains(document.activeElement)) button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    pointerOver.current = true
    later(OPEN_DELAY_MS, true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    pointerOver.current = false
    later(CLOSE_DELAY_MS, false)
  }
  const onToggle = (event: MouseEvent) => {
    window.clearTimeout(timer.current)
    // A mouse click while hovering keeps the hover's menu open; Enter, Space (detail 0) and a tap toggle it.
    if (event.detail > 0 && pointerOver.current) setOpen(true)
    else setOpen((wasOpen) => !wasOpen)
  }
  const onBlur = (event: FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget)) setOpen(false)
  }
  const close = () => setOpen(false)

  return (
    <li ref={item} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <div className="flex items-center gap-0.5">
        <Link href={href} className={linkClass} aria-current={active ? 'page' : undefined}>
          {label}
        </Link>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Service categories"
          onClick={onToggle}
          className="group -ml-2 rounded-md p-1 text-slate-600 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <ChevronDown aria-hidden className="size-4 transition group-aria-expanded:rotate-180" />
        </button>
      </div>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full left-1/2 mt-2 w-[44rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        <ul className="grid grid-cols-2 gap-6">
          {serviceMenu.map((category) => (
            <li key={category._id}>
              <Link href={categoryHref(category)} onClick={close} className="font-semibold text-ink hover:text-brand-700">
                {category.name}
              </Link>
              <ul className="mt-2 space-y-1">
                {category.services.map((service) => (
                  <li key={service._id}>
                    <Link href={subpageHref(service.slug)} onClick={close} className="text-sm text-slate-600 hover:text-brand-700">
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
