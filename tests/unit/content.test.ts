import { describe, expect, it } from 'vitest'

import { contactChannels } from '@/features/content/contactChannels'
import { defaultSiteSettings } from '@/features/content/siteDefaults'

import { slugify } from '@/lib/slugify'
import { toLexical } from '@/cms/seed/richText'
import { normaliseBlogQuery } from '@/features/content/blogListParams'
import { richTextToHtml } from '@/features/content/serialize'
import { blogsHref, categoryHref } from '@/lib/routes'

describe('slugs', () => {
  it('are generated from names: lower case, dashes, no accents or symbols', () => {
    expect(slugify('Staffing & Recruitment')).toBe('staffing-and-recruitment')
    expect(slugify('  AI Solutions: 2026 Edition! ')).toBe('ai-solutions-2026-edition')
    expect(slugify('Café Résumé')).toBe('cafe-resume')
  })
})

describe('category links', () => {
  it('use the slug when present, otherwise the identifier', () => {
    expect(categoryHref({ _id: '7', slug: 'consulting' })).toBe('/category/consulting')
    expect(categoryHref({ _id: '7', slug: null })).toBe('/category/7')
    expect(categoryHref({ _id: '7', slug: '' })).toBe('/category/7')
  })
})

describe('blog query parameters', () => {
  it('turn malformed or missing values into a valid first page with no filter', () => {
    expect(normaliseBlogQuery({})).toEqual({ page: 1, category: 'All', searchTerm: '' })
    expect(normaliseBlogQuery({ page: 'abc' }).page).toBe(1)
    expect(normaliseBlogQuery({ page: '-3' }).page).toBe(1)
    expect(normaliseBlogQuery({ page: '3' }).page).toBe(3)
    expect(normaliseBlogQuery({ category: 'all' }).category).toBe('All')
    expect(normaliseBlogQuery({ category: ' Careers ' }).category).toBe('Careers')
    expect(normaliseBlogQuery({ searchTerm: '  remote   work ' }).searchTerm).toBe('remote work')
    expect(normaliseBlogQuery({ searchTerm: 'x'.repeat(500) }).searchTerm).toHaveLength(100)
  })

  it('build /blogs URLs that keep page, category and search', () => {
    expect(blogsHref()).toBe('/blogs')
    expect(blogsHref({ page: 1, category: 'All' })).toBe('/blogs')
    expect(blogsHref({ page: 2, category: 'AI', search: 'hiring' })).toBe('/blogs?page=2&category=AI&search=hiring')
  })
})

describe('rich text', () => {
  it('renders paragraphs, headings and bullet lists to escaped HTML', () => {
    const html = richTextToHtml(toLexical(['Intro <b>not bold</b>', '## Why', '- one', '- two', 'End']))
    expect(html).toContain('<p>Intro &lt;b&gt;not bold&lt;/b&gt;</p>')
    expect(html).toContain('<h2>Why</h2>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/)
    expect(richTextToHtml(null)).toBe('')
  })
})

describe('call and WhatsApp links', () => {
  it('call the phone number; WhatsApp uses its own number, else the phone, and disappears when switched off', () => {
    const settings = { phone: '+91 20 4860 1234', whatsAppNumber: '+91 98220 48601', whatsAppEnabled: true }
    expect(contactChannels(settings)).toEqual({
      call: { number: '+91 20 4860 1234', href: 'tel:+912048601234' },
      whatsApp: { number: '+91 98220 48601', href: 'https://wa.me/919822048601' },
    })
    expect(contactChannels({ ...settings, whatsAppNumber: ' ' }).whatsApp?.href).toBe('https://wa.me/912048601234')
    expect(contactChannels({ ...settings, whatsAppEnabled: false }).whatsApp).toBeNull()
    expect(contactChannels({ ...settings, whatsAppNumber: 'ask us' }).whatsApp).toBeNull()
  })

  it('are on by default for a new site', () => {
    expect(contactChannels(defaultSiteSettings).whatsApp).not.toBeNull()
  })
})
