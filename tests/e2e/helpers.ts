import type { APIRequestContext } from '@playwright/test'

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
