import localFont from 'next/font/local'

/**
 * Noto Sans Devanagari (variable weight, the Devanagari subset only: one 121 KB file for every weight the pages use)
 * from the @fontsource-variable/noto-sans-devanagari package, served by next/font/local for the Marathi and Hindi pages
 * only: this module is imported by their layout alone. Nothing is downloaded at build or run time. Like Inter, not
 * preloaded and not named by the styles until the browser has the file (layout/WebFont.tsx): a page's first paint never
 * waits for it and text never reflows when it arrives; until then the system's Devanagari face is used
 * (docs/decisions/languages.md "Font"). Latin letters keep Inter (app/fonts.ts).
 */
export const devanagari = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  adjustFontFallback: false,
})
