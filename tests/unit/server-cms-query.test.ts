// A `where` or `data` given whole as text that is not JSON is refused before Payload (server/cmsQuery.mjs), whose
// parser failed on it with a 500.
import { describe, expect, it } from 'vitest'

import { malformedCmsJson } from '../../server/cmsQuery.mjs'

describe('JSON given whole to /cms-api', () => {
  it('is refused when it is not JSON, naming the parameter', () => {
    expect(malformedCmsJson('/cms-api/openings', '?where={"title":')).toBe('where: not valid JSON.')
    expect(malformedCmsJson('/cms-api/openings', `?depth=0&data=${encodeURIComponent('{oops')}`)).toBe('data: not valid JSON.')
    expect(malformedCmsJson('/cms-api/openings', '?where=not-json')).toBe('where: not valid JSON.')
  })

  it('lets JSON, the bracket form, empty values and other addresses through', () => {
    expect(malformedCmsJson('/cms-api/openings', `?where=${encodeURIComponent('{"title":{"equals":"x"}}')}`)).toBeNull()
    expect(malformedCmsJson('/cms-api/openings', '?where[title][equals]=x')).toBeNull()
    expect(malformedCmsJson('/cms-api/openings', '?where=')).toBeNull()
    expect(malformedCmsJson('/cms-api/openings', '')).toBeNull()
    expect(malformedCmsJson('/api/openings', '?where={')).toBeNull()
  })
})
