// The client side's staff calls from the admin (docs/decisions/clients.md): converting a team-up request, publishing a
// requirement as an opening, recording a placement. As the logged-in staff member, refusals as the message to show.
import { staffFetch } from '../staffView/staffFetch'

export type ConvertedClient = { client: { id: number; name: string }; created: boolean }

export const convertRequestToClient = (request: number | string) =>
  staffFetch<ConvertedClient>(`/cms-api/team-up-requests/${encodeURIComponent(String(request))}/convert-to-client`, {
    method: 'POST',
    body: '{}',
  })

/** The client company a team-up request was converted into, if any. */
export async function clientFromRequest(request: number | string): Promise<{ id: number; name: string } | null> {
  const params = new URLSearchParams({ depth: '0', limit: '1', 'where[convertedFrom][equals]': String(request), 'select[name]': 'true' })
  const { docs } = await staffFetch<{ docs: { id: number; name: string }[] }>(`/cms-api/client-companies?${params.toString()}`)
  return docs[0] ?? null
}

export type PillarChoice = { id: number; name: string }

export async function loadPillars(): Promise<PillarChoice[]> {
  const params = new URLSearchParams({ depth: '0', limit: '100', sort: 'name', 'select[name]': 'true' })
  return (await staffFetch<{ docs: PillarChoice[] }>(`/cms-api/categories?${params.toString()}`)).docs
}

export type PublishedOpening = { opening: { id: number; title: string; slug: string; status: string } }

export const publishRequirement = (requirement: number | string, body: { category: number; summary: string }) =>
  staffFetch<PublishedOpening>(`/cms-api/requirements/${encodeURIComponent(String(requirement))}/publish`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
