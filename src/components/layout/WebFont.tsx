'use client'
// When the site's text switches from Inter's size-matched fallback face to Inter (docs/benchmarks.md "First paint"). A page's
// first frame never waits for the 48 KB font file, and text never jumps under a reader's eyes when it arrives:
// - a visitor whose browser has the file (a `localStorage` note from an earlier page) gets Inter from the first frame,
//   through the inline script in the page's head (INTER_IF_KNOWN);
// - otherwise the page stays in the fallback face; once hydrated the file is fetched, and Inter is used from the
//   visitor's next page (a link followed here, or the next page load).
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

const READY_KEY = 'interFontReady'
const STYLE_ID = 'inter-font'
/** Overrides the theme's --font-sans (globals.css), which names only the fallback face. */
const RULE = ':root{--font-sans:var(--font-inter),ui-sans-serif,system-ui,sans-serif}'

/** The inline head script: Inter from the first frame when an earlier page fetched the file. */
export const INTER_IF_KNOWN = `try{if(localStorage.getItem(${JSON.stringify(READY_KEY)})&&!document.getElementById(${JSON.stringify(STYLE_ID)})){var s=document.createElement('style');s.id=${JSON.stringify(STYLE_ID)};s.textContent=${JSON.stringify(RULE)};document.head.appendChild(s)}}catch(e){}`

function switchToInter() {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = RULE
  document.head.appendChild(style)
}

export function WebFont() {
  const pathname = usePathname()
  const arrivedOn = useRef(pathname)
  const ready = useRef(false)

  useEffect(() => {
    // The family next/font named (the first one in --font-inter, e.g. "inter").
    const family = getComputedStyle(document.documentElement).getPropertyValue('--font-inter').split(',')[0]?.trim()
    if (!family) return
    document.fonts.load(`1em ${family}`).then(
      (faces) => {
        if (!faces.length) return
        ready.current = true
        try {
          localStorage.setItem(READY_KEY, '1')
        } catch {
          // Storage refused (private mode): Inter from the next link followed, as below.
        }
      },
      () => undefined,
    )
  }, [])

  useEffect(() => {
    if (pathname !== arrivedOn.current && ready.current) switchToInter()
  }, [pathname])

  return null
}
