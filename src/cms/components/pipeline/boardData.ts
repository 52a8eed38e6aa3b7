// The board's calls to Payload's REST API (as the logged-in staff member: the same access as the edit view).
import { STAGES, type Stage } from '@/features/pipeline/stages'

const API = '/cms-api/talent-applications'

/** Cards per column and per "Show more": 500 applications stay quick, one light page at a time. */
const PAGE_SIZE = 12

export type Card = {
  id: number
  firstName: string
  lastName: string
  opening: number | null
  stage: Stage
  /** "sourced" when staff added the candidate from the talent pool: no resume came with it. */
  source?: 'applied' | 'sourced' | null
  stageChangedAt: string | null
  createdAt: string
}

export type Filters = { role: string; assignee: string }
export type Column = { cards: Card[]; total: number; page: number; hasMore: boolean }

function query(stage: Stage, filters: Filters, page: number): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), depth: '0', sort: '-stageChangedAt' })
  const where: [string, string][] = [['[stage][equals]', stage]]
  if (filters.role === 'general') where.push(['[opening][exists]', 'false'])
  else if (filters.role) where.push(['[opening][equals]', filters.role])
  if (filters.assignee === 'none') where.push(['[assignee][exists]', 'false'])
  else if (filters.assignee) where.push(['[assignee][equals]', filters.assignee])
  where.forEach(([key, value], index) => params.set(`where[and][${index}]${key}`, value))
  for (const field of ['firstName', 'lastName', 'opening', 'stage', 'source', 'stageChangedAt', 'createdAt'])
    params.set(`select[${field}]`, 'true')
  return `${API}?${params.toString()}`
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { errors?: { message?: string }[] }
  if (!response.ok) throw new Error(body.errors?.[0]?.message || `The server answered ${response.status}.`)
  return body
}

export async function loadColumn(stage: Stage, filters: Filters, page: number): Promise<Column> {
  const response = await fetch(query(stage, filters, page), { credentials: 'same-origin', cache: 'no-store' })
  const body = await readJson<{ docs: Card[]; totalDocs: number; page: number; hasNextPage: boolean }>(response)
  return { cards: body.docs, total: body.totalDocs, page: body.page, hasMore: body.hasNextPage }
}

export async function loadBoard(filters: Filters): Promise<Record<Stage, Column>> {
  const columns = await Promise.all(STAGES.map((stage) => loadColumn(stage, filters, 1)))
  return Object.fromEntries(STAGES.map((stage, index) => [stage, columns[index]])) as Record<Stage, Column>
}

/** Moves one application: Payload's update, so the collection's access rules and the history hook apply. */
export async function moveCard(id: number, stage: Stage, notifyCandidate: boolean, stageNote?: string): Promise<void> {
  const response = await fetch(`${API}/${id}?depth=0`, {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stage, notifyCandidate, ...(stageNote ? { stageNote } : {}) }),
  })
  await readJson(response)
}
