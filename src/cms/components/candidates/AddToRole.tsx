'use client'
// "Add to role" on a candidate's page (docs/decisions/talent-pool.md, "Sourcing into roles"): the candidate goes on the
// chosen role's pipeline at Screening; the candidate is e-mailed only when staff tick the box. It sits inside Payload's
// edit form, so it uses a button, not a nested form.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { adminPipelineHref } from '@/lib/routes'

import { addToRole, loadRoles, type RoleChoice } from './poolApi'
import './candidatePool.css'

type Outcome = { tone: 'done' | 'error'; text: string; role?: number }

export function AddToRole() {
  const { id } = useDocumentInfo()
  const merged = useFormFields(([fields]) => Boolean(fields.mergedInto?.value))
  const hasEmail = useFormFields(([fields]) => typeof fields.email?.value === 'string' && fields.email.value.trim() !== '')
  const [roles, setRoles] = useState<RoleChoice[] | null>(null)
  const [role, setRole] = useState('')
  const [notify, setNotify] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const uid = useId()
  useEffect(() => {
    loadRoles()
      .then(setRoles)
      .catch(() => setOutcome({ tone: 'error', text: 'The roles could not be loaded. Reload the page to try again.' }))
  }, [])
  if (!id || merged) return null
  const chosen = roles?.find((entry) => String(entry.id) === role)
  const add = async () => {
    if (!chosen) return setOutcome({ tone: 'error', text: 'Choose the role first.' })
    setBusy(true)
    setOutcome(null)
    try {
      const added = await addToRole(id, chosen.id, notify)
      const mailed = added.notified ? ' We e-mailed the candidate about it.' : ' No e-mail was sent to the candidate.'
      setOutcome({ tone: 'done', text: `Added to ${chosen.title} at Screening.${mailed}`, role: chosen.id })
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="candidate-pool__add" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>Add to a role</h3>
      <p className="candidate-pool__hint">
        Puts this candidate on the role’s pipeline at Screening, without a resume or an application from them.
      </p>
      <div className="candidate-pool__row">
        <div className="candidate-pool__field">
          <label htmlFor={`${uid}-role`}>Role</label>
          <select id={`${uid}-role`} value={role} onChange={(event) => setRole(event.target.value)} disabled={!roles}>
            <option value="">{roles ? 'Choose a role' : 'Loading roles…'}</option>
            {roles?.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <label className="candidate-pool__check">
          <input type="checkbox" checked={notify} disabled={!hasEmail} onChange={(event) => setNotify(event.target.checked)} />
          E-mail the candidate about this role
        </label>
        <button type="button" className="candidate-pool__button" onClick={add} disabled={busy || !roles}>
          {busy ? 'Adding…' : 'Add to role'}
        </button>
      </div>
      {!hasEmail && <p className="candidate-pool__hint">This profile has no e-mail address, so the candidate cannot be e-mailed.</p>}
      <div aria-live="polite">
        {outcome && (
          <p className={outcome.tone === 'error' ? 'candidate-pool__error' : 'candidate-pool__done'}>
            {outcome.text} {outcome.role !== undefined && <a href={adminPipelineHref(outcome.role)}>See the role’s pipeline board</a>}
          </p>
        )}
      </div>
    </section>
  )
}
