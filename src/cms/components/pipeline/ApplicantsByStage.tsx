'use client'
// The opening's edit view: how many applied for this role, per pipeline stage, each count a link to those applications.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { STAGES, stageLabel, type Stage } from '@/features/pipeline/stages'
import { adminPipelineHref, routes } from '@/lib/routes'

const listHref = (opening: string | number, stage: Stage) =>
  `${routes.admin}/collections/talent-applications?${new URLSearchParams({
    'where[and][0][opening][equals]': String(opening),
    'where[and][1][stage][equals]': stage,
  }).toString()}`

async function countFor(opening: string | number, stage: Stage): Promise<number> {
  const params = new URLSearchParams({ 'where[and][0][opening][equals]': String(opening), 'where[and][1][stage][equals]': stage })
  const response = await fetch(`/cms-api/talent-applications/count?${params.toString()}`, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

export function ApplicantsByStage() {
  const { id } = useDocumentInfo()
  const [counts, setCounts] = useState<number[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!id) return
    Promise.all(STAGES.map((stage) => countFor(id, stage)))
      .then(setCounts)
      .catch(() => setFailed(true))
  }, [id])
  if (!id) return null
  return (
    <section aria-labelledby="applicants-heading" style={{ marginBottom: '1.5rem' }}>
      <h3 id="applicants-heading" style={{ marginBottom: '0.5rem' }}>
        Applicants
      </h3>
      {failed && <p>The applicants could not be counted. Reload the page to try again.</p>}
      {!failed && !counts && <p>Counting applicants…</p>}
      {counts && (
        <>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem', listStyle: 'none', padding: 0, margin: '0 0 0.5rem' }}>
            {STAGES.map((stage, index) => (
              <li key={stage}>
                <a href={listHref(id, stage)}>
                  {stageLabel[stage]}: {counts[index]}
                </a>
              </li>
            ))}
          </ul>
          <a href={adminPipelineHref(id)}>See this role on the pipeline board</a>
        </>
      )}
    </section>
  )
}
