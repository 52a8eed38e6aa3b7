// Staff forms' action buttons come disabled in the server's HTML (useHydrated): a click before React has hydrated the
// page would be lost, or would submit the form the plain way and reload the page without doing what was asked.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { UploadResumesForm } from '@/cms/components/candidates/UploadResumesForm'
import { useHydrated } from '@/components/ui/useBrowserValue'

describe('staff action buttons before hydration', () => {
  it('useHydrated is false while rendering on the server', () => {
    const Probe = () => createElement('output', null, useHydrated() ? 'hydrated' : 'not yet')
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<output>not yet</output>')
  })

  it('the resume upload form’s "Add candidates" button is disabled in the server’s HTML', () => {
    const html = renderToStaticMarkup(createElement(UploadResumesForm))
    expect(html).toMatch(/<button type="submit"[^>]* disabled="">Add candidates<\/button>/)
  })
})
