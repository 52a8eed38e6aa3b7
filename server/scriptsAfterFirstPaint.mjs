// The first frame of a page before its scripts (docs/benchmarks.md, "First paint"). Next puts each of a page's
// script chunks in the head as `<script async>`: on a fast connection they arrive while the browser is still styling
// and laying out the page, and run (React, then hydration) before it shows its first frame. Lighthouse's model of a
// slow phone then charges the hero's paint with downloading and running all of them (LCP about 3 s for a page whose
// text is in the HTML). In the copy the page cache keeps, those tags are replaced by one small inline script that adds
// them, in the same order, once the browser reports the first contentful paint. Turbopack's runtime finds the chunks
// by their `src` and loads any that are missing itself, so hydration and client navigation are unchanged.

/** A script chunk tag as React writes Next's (`async=""`, no other attribute). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g

/**
 * Runs in the browser, inlined with its `sources` (a string, so the page is the same whatever compiled this module):
 * adds the chunks once the first contentful paint is reported, or at once where the browser cannot report paints. A
 * tab opened in the background paints nothing until it is shown; after 3 s its scripts load anyway.
 */
const LOADER = [
  '(function addScriptsAfterFirstPaint(sources) {',
  '  var added = false',
  '  function add() {',
  '    if (added) return',
  '    added = true',
  '    sources.forEach(function (src) {',
  "      var script = document.createElement('script')",
  '      script.src = src',
  '      script.async = true',
  '      document.head.appendChild(script)',
  '    })',
  '  }',
  '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []',
  "  if (types.indexOf('paint') === -1) return add()",
  '  new PerformanceObserver(function (list, observer) {',
  "    if (!list.getEntriesByName('first-contentful-paint').length) return",
  '    observer.disconnect()',
  '    setTimeout(add, 0)',
  "  }).observe({ type: 'paint', buffered: true })",
  '  setTimeout(add, 3000)',
  '})',
].join('\n')

/**
 * The page with its script chunks added after the first contentful paint; a page without such chunks unchanged.
 * @param {string} html
 * @returns {string}
 */
export function loadScriptsAfterFirstPaint(html) {
  /** @type {string[]} */
  const sources = []
  const rest = html.replace(CHUNK_SCRIPT, (_tag, src) => {
    sources.push(src)
    return ''
  })
  if (!sources.length) return html
  // The sources match CHUNK_SCRIPT, so they hold no `<` that could close the inline script early.
  const loader = `<script>${LOADER}(${JSON.stringify(sources)})</script>`
  const end = rest.lastIndexOf('</body>')
  return end === -1 ? rest + loader : rest.slice(0, end) + loader + rest.slice(end)
}
