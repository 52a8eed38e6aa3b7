// The web fonts the site's styles name only once the browser has their files (layout/WebFont.tsx, docs/benchmarks.md
// "First paint"), and the inline head script that names them from the first frame for a visitor who already has them.
// A plain module: the server renders the script, the browser's WebFont reads the same faces.

/** A web font the styles name only once the browser has its file. */
export type Face = {
  /** The CSS variable next/font sets to the font's family (its first name is the one to load). */
  variable: string
  /** The `localStorage` key noting that an earlier page fetched the file. */
  readyKey: string
  /** The id of the `<style>` element holding `rule`. */
  styleId: string
  /** The rule that names the font (it overrides a variable globals.css sets to the fallback only). */
  rule: string
}

export const INTER: Face = {
  variable: '--font-inter',
  readyKey: 'interFontReady',
  styleId: 'inter-font',
  rule: ':root{--font-sans:var(--font-inter),ui-sans-serif,system-ui,sans-serif}',
}

/** Named by `body.font-script` (globals.css) after Inter; until then the system's Devanagari face is used. */
export const DEVANAGARI: Face = {
  variable: '--font-devanagari',
  readyKey: 'devanagariFontReady',
  styleId: 'devanagari-font',
  rule: ':root{--font-script:var(--font-devanagari)}',
}

const facesFor = (script: boolean) => (script ? [INTER, DEVANAGARI] : [INTER])

/** The inline head script: each font from the first frame when an earlier page fetched its file. */
export const fontsIfKnown = (script = false) =>
  `try{${JSON.stringify(facesFor(script).map(({ readyKey, styleId, rule }) => [readyKey, styleId, rule]))}.forEach(function(f){if(localStorage.getItem(f[0])&&!document.getElementById(f[1])){var s=document.createElement('style');s.id=f[1];s.textContent=f[2];document.head.appendChild(s)}})}catch(e){}`
