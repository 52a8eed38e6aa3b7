import localFont from 'next/font/local'

/**
 * Noto Sans Devanagari (the Devanagari subset only, in the four weights the pages use) from the
 * @fontsource/noto-sans-devanagari package, served by next/font/local for the Marathi and Hindi pages only: this
 * module is imported by their layout alone, so the English pages' CSS does not name it. Nothing is downloaded at build
 * or run time. `display: 'optional'`, not preloaded: a page's first paint never waits for it and text never reflows when
 * it arrives; a browser that has it by the first paint (or from an earlier page) uses it, others keep the system's
 * Devanagari face for that page (docs/decisions/languages.md "Font"). Latin letters keep Inter (app/fonts.ts).
 */
export const devanagari = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2', weight: '500' },
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2', weight: '600' },
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2', weight: '700' },
  ],
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-devanagari',
  adjustFontFallback: false,
})
