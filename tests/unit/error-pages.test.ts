// The error boundaries of pages that read the CMS show the spec's failure texts (section 8) and a retry.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import CategoryError from '@/app/(site)/category/error'
import ServicesError from '@/app/(site)/services/error'

const render = (Component: typeof ServicesError) =>
  renderToStaticMarkup(createElement(Component, { error: new Error('database unavailable'), reset: () => undefined }))

describe('failure states', () => {
  it('services: "Failed to load services. Please try again later." with a retry', () => {
    const html = render(ServicesError)
    expect(html).toMatch(/<div role="alert"><h1[^>]*>Failed to load services/)
    expect(html).toContain('Failed to load services. Please try again later.')
    expect(html).toContain('>Try again</button>')
    expect(html).not.toContain('database unavailable')
  })

  it('category: "Failed to load category data." with a retry', () => {
    const html = render(CategoryError)
    expect(html).toContain('Failed to load category data.')
    expect(html).toContain('>Try again</button>')
  })
})
