import { describe, expect, it } from 'vitest'

import { loadingTextFor } from '@/components/layout/loadingText'
import { messages } from '@/lib/messages'

describe('loading text on client-side navigation', () => {
  it('names the category or the blog post being opened', () => {
    expect(loadingTextFor('/category/consulting')).toBe('Loading category...')
    expect(loadingTextFor('/category/12/')).toBe(messages.categoryLoading)
    expect(loadingTextFor('/blog/ai-in-hiring-where-people-decide')).toBe('Loading blog post...')
  })

  it('stays silent for pages that are always ready', () => {
    for (const path of ['/', '/blogs', '/services', '/category', '/blog', '/subpage/mvp-development', '/category/a/b']) {
      expect(loadingTextFor(path)).toBeNull()
    }
  })
})
