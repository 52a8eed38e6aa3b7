import { describe, expect, it } from 'vitest'

import { isDefaultBlogListState, normaliseBlogSearch, paginationItems, readBlogListState } from '@/features/content/blogListParams'
import { blogsApiHref, blogsHref, shareHrefs } from '@/lib/routes'

const params = (query: string) => new URLSearchParams(query)

describe('the blog list URL', () => {
  it('holds page, category and search', () => {
    expect(readBlogListState(params('page=2&category=Careers&search=notice%20period'))).toEqual({
      page: 2,
      category: 'Careers',
      search: 'notice period',
    })
    expect(blogsHref({ page: 2, category: 'Careers', search: 'notice period' })).toBe('/blogs?page=2&category=Careers&search=notice+period')
  })

  it('reads a missing or malformed page as page 1 and "All" or nothing as no filter', () => {
    expect(readBlogListState(params(''))).toEqual({ page: 1, category: 'All', search: '' })
    expect(readBlogListState(params('page=abc&category=all')).page).toBe(1)
    expect(readBlogListState(params('category=all')).category).toBe('All')
    expect(isDefaultBlogListState(readBlogListState(params('page=1')))).toBe(true)
    expect(isDefaultBlogListState(readBlogListState(params('search=ai')))).toBe(false)
  })

  it('leaves page 1, All and an empty search out of the address', () => {
    expect(blogsHref({ page: 1, category: 'All', search: '' })).toBe('/blogs')
  })

  it('normalises the search text as the API does', () => {
    expect(normaliseBlogSearch('  hiring   in  pune ')).toBe('hiring in pune')
    expect(normaliseBlogSearch('x'.repeat(500))).toHaveLength(100)
  })

  it('is sent to the API with searchTerm rather than search', () => {
    expect(blogsApiHref({ page: 3, category: 'AI & ML', searchTerm: 'chat bot' })).toBe(
      '/api/blogs?page=3&category=AI+%26+ML&searchTerm=chat+bot',
    )
  })
})

describe('blog pagination', () => {
  it('numbers every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(2, 3)).toEqual([1, 2, 3])
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first, the last and the neighbours of the current page when there are many', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20])
    // A gap of one page is shown as that page rather than as an ellipsis.
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })
})

describe('share links', () => {
  it('carry the encoded page address and title, with no script', () => {
    const links = shareHrefs('https://example.in/blog/a-b', 'Hiring & AI')
    expect(links.linkedIn).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.in%2Fblog%2Fa-b')
    expect(links.x).toBe('https://x.com/intent/tweet?url=https%3A%2F%2Fexample.in%2Fblog%2Fa-b&text=Hiring%20%26%20AI')
    expect(links.whatsApp).toBe('https://wa.me/?text=Hiring%20%26%20AI%20https%3A%2F%2Fexample.in%2Fblog%2Fa-b')
    expect(links.email).toBe('mailto:?subject=Hiring%20%26%20AI&body=Hiring%20%26%20AI%0A%0Ahttps%3A%2F%2Fexample.in%2Fblog%2Fa-b')
  })
})
