// The page cache (docs/caching.md) answers If-None-Match with 304 only for the ETag of the page it holds (server/pageCache.mjs).
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { etagMatches } from '../../server/pageCache.mjs'
import { loadScriptsAfterFirstPaint } from '../../server/scriptsAfterFirstPaint.mjs'

describe('the page cache ETag comparison', () => {
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", W/"abc" ', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
  })

  it('does not match another tag, a missing header or a page without a tag', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false)
    expect(etagMatches('abc', '"abc"')).toBe(false)
    expect(etagMatches(undefined, '"abc"')).toBe(false)
    expect(etagMatches('"abc"', undefined)).toBe(false)
    expect(etagMatches('', '"abc"')).toBe(false)
  })
})

/** The inline loader of a transformed page, run with a stand-in document and paint observer; returns what it added. */
function runLoader(html: string, { paints }: { paints: boolean }) {
  const loader = /<script>(\(function addScriptsAfterFirstPaint[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const added: string[] = []
  let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined
  class PaintObserver {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : []
    constructor(callback: typeof report) {
      report = callback
    }
    observe() {}
  }
  const timers: (() => void)[] = []
  const document = {
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  }
  runInNewContext(loader, {
    window: { PerformanceObserver: PaintObserver },
    PerformanceObserver: PaintObserver,
    document,
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  return {
    added,
    paint: (name: string) => report?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect() {} }),
    runTimers: () => timers.splice(0).forEach((callback) => callback()),
  }
}

describe('script chunks after the first paint (the kept copy of a page)', () => {
  const page =
    '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b-1.js" async=""></script>' +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><p>Hero</p>' +
    '<script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/boot.js" async=""></script></body></html>'

  it('takes every async chunk tag out, keeps the rest, and adds one loader at the end of the body', () => {
    const html = loadScriptsAfterFirstPaint(page)
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>')
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>')
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(html).toMatch(
      /<script>\(function addScriptsAfterFirstPaint[\s\S]*\)\(\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/b-1\.js","\/_next\/static\/chunks\/boot\.js"\]\)<\/script><\/body><\/html>$/,
    )
  })

  it('adds the chunks, in their order, only once the first contentful paint is reported', () => {
    const loader = runLoader(loadScriptsAfterFirstPaint(page), { paints: true })
    loader.paint('first-paint')
    expect(loader.added).toEqual([])
    loader.paint('first-contentful-paint')
    expect(loader.added).toEqual([])
    loader.runTimers()
    expect(loader.added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b-1.js', '/_next/static/chunks/boot.js'])
    loader.runTimers()
    expect(loader.added).toHaveLength(3)
  })

  it('adds them at once where the browser cannot report paints, and after the fallback in a tab that never paints', () => {
    expect(runLoader(loadScriptsAfterFirstPaint(page), { paints: false }).added).toHaveLength(3)
    const hidden = runLoader(loadScriptsAfterFirstPaint(page), { paints: true })
    hidden.runTimers()
    expect(hidden.added).toHaveLength(3)
  })

  it('leaves a page without script chunks as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>'
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain)
  })
})
