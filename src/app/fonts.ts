import localFont from 'next/font/local'

/**
 * Inter (variable weight, Latin) from the @fontsource-variable/inter package, served by next/font/local: the file
 * is preloaded and a size-adjusted fallback face keeps text from reflowing when the font arrives. Nothing is
 * downloaded at build or run time.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
})
