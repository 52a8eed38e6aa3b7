import { expect, type APIRequestContext } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

/** Staff edits through Payload's REST API, exactly as the admin panel makes them. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}` }
  return {
    patch: (path: string, data: unknown) => request.patch(`/cms-api${path}`, { data, headers }),
    get: (path: string) => request.get(`/cms-api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/cms-api${path}`, { data, headers }),
    delete: (path: string) => request.delete(`/cms-api${path}`, { headers }),
  }
}

export const fakeMember = { id: '1', email: 'asha@example.in', name: 'Asha' }

let visitors = 0
/** Each lead comes from its own visitor address (the e2e server trusts X-Forwarded-For), so no rate limit is reached. */
const visitor = () => ({ 'x-forwarded-for': `192.0.2.${++visitors}` })

/** Two leads carrying `tag`: a contact message from Asha, then a support request from the chat; the message's id. */
export async function leadsTagged(request: APIRequestContext, tag: string): Promise<number> {
  const contact = await request.post('/api/contact', {
    headers: visitor(),
    data: {
      fullName: `Asha ${tag}`,
      emailAddress: `asha-${tag}@example.in`,
      inquiryType: 'Business Inquiry',
      message: 'We need two testers.',
    },
  })
  expect(contact.status(), await contact.text()).toBe(201)
  const support = await request.post('/api/assistant/support', {
    headers: visitor(),
    data: { email: `care-${tag}@example.in`, conversation: [{ from: 'visitor', text: 'Please call me.' }], page: '/services' },
  })
  expect(support.status(), await support.text()).toBe(201)
  return Number(((await contact.json()) as { id: number | string }).id)
}
