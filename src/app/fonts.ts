import localFont from 'next/font/local'

/**
 * Inter (variable weight, Latin) from the @fontsource-variable/inter package, served by next/font/local; a
 * size-adjusted fallback face keeps text from reflowing when the font arrives. Nothing is downloaded at build or run
 * time. Not preloaded, and not named by the styles until the browser has it (layout/WebFont.tsx, docs/benchmarks.md "First
 * paint"): the 48 KB file never competes with a page's first paint for a slow phone's connection.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
})
