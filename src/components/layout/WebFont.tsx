'use client'
// When the site's text switches from the system's faces to its own web fonts (docs/benchmarks.md "First paint"): Inter
// on every page, and Noto Sans Devanagari on the Marathi and Hindi pages (docs/decisions/languages.md "Font"). A page's
// first frame never waits for a font file, and text never jumps under a reader's eyes when one arrives:
// - a visitor whose browser has the file (a `localStorage` note from an earlier page) gets the font from the first
//   frame, through the inline script in the page's head (`fontsIfKnown`);
// - otherwise the page stays in the fallback face; once hydrated the file is fetched, and the font is used from the
//   visitor's next page (a link followed here, or the next page load).
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { DEVANAGARI, type Face, INTER } from './webFonts'

function useFace(face: Face | undefined) {
  const pathname = usePathname()
  const arrivedOn = useRef(pathname)
  const ready = useRef(false)

  useEffect(() => {
    if (!face) return
    // The family next/font named (the first one in the variable, e.g. "inter").
    const family = getComputedStyle(document.documentElement).getPropertyValue(face.variable).split(',')[0]?.trim()
    if (!family) return
    document.fonts.load(`1em ${family}`, face === DEVANAGARI ? 'क' : undefined).then(
      (faces) => {
        if (!faces.length) return
        ready.current = true
        try {
          localStorage.setItem(face.readyKey, '1')
        } catch {
          // Storage refused (private mode): the font from the next link followed, as below.
        }
      },
      () => undefined,
    )
  }, [face])

  useEffect(() => {
    if (!face || pathname === arrivedOn.current || !ready.current || document.getElementById(face.styleId)) return
    const style = document.createElement('style')
    style.id = face.styleId
    style.textContent = face.rule
    document.head.appendChild(style)
  }, [face, pathname])
}

/** `script`: the page is in Marathi or Hindi, so Noto Sans Devanagari is fetched too. */
export function WebFont({ script = false }: { script?: boolean }) {
  useFace(INTER)
  useFace(script ? DEVANAGARI : undefined)
  return null
}
