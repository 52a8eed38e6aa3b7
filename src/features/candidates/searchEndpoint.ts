// GET /cms-api/candidates/search?q=&skills=&minYears=&maxYears=&location=&maxNoticeDays=&workMode=&stage=&tag=&owner=&appliedWithin=&page=
// (docs/decisions/talent-pool.md, "Search"; docs/api.md): one page of the talent pool's search as JSON, for the admin
// and for tests. Staff only: 401 without a login, 403 for a website member; a parameter that is not a valid value is
// a 400 with a message staff can act on. The answer is exactly
// { docs: [{ id, name, headline, skills, yearsExperience, location, matched }], totalDocs, page, totalPages }.
import type { PayloadHandler } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { staffError } from '@/features/leadDesk/staffEndpoint'
import { rejectForeignOrigin } from '@/lib/http'

import { parseCandidateSearch, searchCandidates } from './search'

export const candidateSearchEndpoint: PayloadHandler = async (req) => {
  if (!req.user) return staffError(401, 'Log in to the admin to search candidates.')
  if (!isStaff(req)) return staffError(403, 'Only staff can search candidates.')
  const foreign = rejectForeignOrigin(req as unknown as Request)
  if (foreign) return staffError(403, 'This request did not come from the admin.')
  const parsed = parseCandidateSearch(new URL(req.url ?? '', 'http://localhost').searchParams)
  if (!parsed.ok) return staffError(400, parsed.message)
  const results = await searchCandidates(req.payload, parsed.search, Number(req.user.id))
  return Response.json(
    {
      docs: results.docs.map(({ id, name, headline, skills, yearsExperience, location, matched }) => ({
        id,
        name,
        headline,
        skills,
        yearsExperience,
        location,
        matched,
      })),
      totalDocs: results.totalDocs,
      page: results.page,
      totalPages: results.totalPages,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
