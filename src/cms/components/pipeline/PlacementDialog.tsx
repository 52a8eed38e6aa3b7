'use client'
// "Placed" on the pipeline board asks for the placement record (docs/decisions/clients.md, "Placements"): the client,
// the requirement, the joining date, the salary, our fee (a percentage or a fixed amount in rupees), the invoice status
// and the end of the replacement guarantee (the joining date plus the site setting's days, which staff may change).
// Saving records the placement and moves the card in one step (POST /cms-api/placements/record); cancelling leaves
// the card where it was.
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useRef, useState } from 'react'

import { DEFAULT_REPLACEMENT_GUARANTEE_DAYS, FEE_KINDS, INVOICE_STATUSES } from '@/features/clients/options'
import { SALARY_UNITS } from '@/features/openings/options'

import { staffFetch } from '../staffView/staffFetch'

type Choice = { id: number; name: string }
type RequirementChoice = { id: number; title: string; client: number }
export type RecordedPlacement = { placement: { id: number }; requirementStatus: string | null }

const DAY = 86_400_000
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00.000Z`) + days * DAY).toISOString().slice(0, 10)
const idOf = (value: unknown) =>
  (value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)) ?? null

async function loadChoices(opening: number | null) {
  const clients = staffFetch<{ docs: Choice[] }>('/cms-api/client-companies?depth=0&limit=500&sort=name&select[name]=true')
  const requirements = staffFetch<{ docs: RequirementChoice[] }>(
    '/cms-api/requirements?depth=0&limit=500&sort=title&where[status][in]=open,on-hold&select[title]=true&select[client]=true',
  )
  const settings = staffFetch<{ replacementGuaranteeDays?: number | null }>('/cms-api/globals/site-settings?depth=0')
  // A role published from a requirement names it: that requirement and its client are chosen to start with.
  const fromRole = opening
    ? staffFetch<{ requirement?: unknown }>(`/cms-api/openings/${opening}?depth=0&select[requirement]=true`).catch(() => null)
    : Promise.resolve(null)
  const [clientList, requirementList, siteSettings, role] = await Promise.all([clients, requirements, settings.catch(() => null), fromRole])
  return {
    clients: clientList.docs,
    requirements: requirementList.docs.map((entry) => ({ ...entry, client: idOf(entry.client) ?? 0 })),
    guaranteeDays: siteSettings?.replacementGuaranteeDays ?? DEFAULT_REPLACEMENT_GUARANTEE_DAYS,
    requirement: idOf(role?.requirement),
  }
}

export function PlacementDialog({
  application,
  name,
  opening,
  notify,
  onCancel,
  onDone,
}: {
  application: number
  name: string
  opening: number | null
  notify: boolean
  onCancel: () => void
  onDone: (recorded: RecordedPlacement, client: string) => void
}) {
  const uid = useId()
  const [choices, setChoices] = useState<Awaited<ReturnType<typeof loadChoices>> | null>(null)
  const [client, setClient] = useState('')
  const [requirement, setRequirement] = useState('')
  const [joining, setJoining] = useState('')
  const [guarantee, setGuarantee] = useState('')
  const [guaranteeTouched, setGuaranteeTouched] = useState(false)
  const [salary, setSalary] = useState('')
  const [salaryUnit, setSalaryUnit] = useState('year')
  const [feeKind, setFeeKind] = useState<string>('percent')
  const [feePercent, setFeePercent] = useState('')
  const [feeAmount, setFeeAmount] = useState('')
  const [invoice, setInvoice] = useState('to-invoice')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const firstField = useRef<HTMLSelectElement>(null)

  useEffect(() => {
    loadChoices(opening)
      .then((loaded) => {
        setChoices(loaded)
        const chosen = loaded.requirements.find((entry) => entry.id === loaded.requirement)
        if (chosen) {
          setRequirement(String(chosen.id))
          setClient(String(chosen.client))
        }
      })
      .catch((failure: Error) => setError(`The clients could not be loaded: ${failure.message}`))
  }, [opening])

  const ids = (field: string) => `${uid}-${field}`
  const days = choices?.guaranteeDays ?? DEFAULT_REPLACEMENT_GUARANTEE_DAYS
  const requirementsOfClient = choices?.requirements.filter((entry) => String(entry.client) === client) ?? []
  const number = (text: string) => (text.trim() === '' ? null : Number(text))

  async function save() {
    setError(null)
    if (!client) return setError('Choose the client the candidate joins.')
    if (!joining) return setError('Give the joining date.')
    setBusy(true)
    try {
      const recorded = await staffFetch<RecordedPlacement>('/cms-api/placements/record', {
        method: 'POST',
        body: JSON.stringify({
          application,
          client: Number(client),
          requirement: requirement ? Number(requirement) : null,
          joiningDate: joining,
          guaranteeEnds: guarantee || null,
          salary: { amount: number(salary), unit: salaryUnit },
          fee: { kind: feeKind, percent: feeKind === 'percent' ? number(feePercent) : null, amount: number(feeAmount) },
          invoiceStatus: invoice,
          notifyCandidate: notify,
        }),
      })
      onDone(recorded, choices?.clients.find((entry) => String(entry.id) === client)?.name ?? 'the client')
    } catch (failure) {
      setError((failure as Error).message)
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ptw-dialog__overlay" />
        <Dialog.Content
          className="ptw-dialog"
          aria-describedby={ids('intro')}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            firstField.current?.focus()
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title>Record the placement of {name}</Dialog.Title>
          <p id={ids('intro')}>
            {name} moves to Placed once the placement is saved.
            {notify ? ' The candidate is e-mailed about the move.' : ' No e-mail goes to the candidate.'}
          </p>
          <form
            method="post"
            onSubmit={(event) => {
              event.preventDefault()
              void save()
            }}
            noValidate
          >
            <div className="ptw-filter">
              <label htmlFor={ids('client')}>Client</label>
              <select
                ref={firstField}
                id={ids('client')}
                className="ptw-control"
                value={client}
                required
                disabled={!choices}
                onChange={(event) => {
                  setClient(event.target.value)
                  setRequirement('')
                }}
              >
                <option value="">{choices ? 'Choose the client' : 'Loading clients…'}</option>
                {choices?.clients.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('requirement')}>Requirement (optional)</label>
              <select
                id={ids('requirement')}
                className="ptw-control"
                value={requirement}
                disabled={!client}
                onChange={(event) => setRequirement(event.target.value)}
              >
                <option value="">
                  {client ? (requirementsOfClient.length ? 'None' : 'This client has no open requirement') : 'Choose the client first'}
                </option>
                {requirementsOfClient.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('joining')}>Joining date</label>
              <input
                id={ids('joining')}
                className="ptw-control"
                type="date"
                required
                value={joining}
                onChange={(event) => {
                  setJoining(event.target.value)
                  if (!guaranteeTouched && event.target.value) setGuarantee(plusDays(event.target.value, days))
                }}
              />
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('guarantee')}>Replacement guarantee ends</label>
              <input
                id={ids('guarantee')}
                className="ptw-control"
                type="date"
                value={guarantee}
                aria-describedby={ids('guarantee-hint')}
                onChange={(event) => {
                  setGuarantee(event.target.value)
                  setGuaranteeTouched(true)
                }}
              />
              <p id={ids('guarantee-hint')} className="ptw-dialog__hint">
                {days} days after joining unless you change it.
              </p>
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('salary')}>Salary (₹)</label>
              <input
                id={ids('salary')}
                className="ptw-control"
                type="number"
                min={0}
                inputMode="numeric"
                value={salary}
                onChange={(event) => setSalary(event.target.value)}
              />
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('salary-unit')}>Salary per</label>
              <select
                id={ids('salary-unit')}
                className="ptw-control"
                value={salaryUnit}
                onChange={(event) => setSalaryUnit(event.target.value)}
              >
                {SALARY_UNITS.map((unit) => (
                  <option key={unit.value} value={unit.value}>
                    {unit.label}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="ptw-dialog__choices">
              <legend>Our fee</legend>
              {FEE_KINDS.map((kind) => (
                <label key={kind.value}>
                  <input
                    type="radio"
                    name={ids('fee-kind')}
                    value={kind.value}
                    checked={feeKind === kind.value}
                    onChange={() => setFeeKind(kind.value)}
                  />{' '}
                  {kind.label}
                </label>
              ))}
            </fieldset>
            {feeKind === 'percent' && (
              <div className="ptw-filter">
                <label htmlFor={ids('fee-percent')}>Fee (% of the yearly salary)</label>
                <input
                  id={ids('fee-percent')}
                  className="ptw-control"
                  type="number"
                  min={0}
                  max={100}
                  step="0.1"
                  value={feePercent}
                  onChange={(event) => setFeePercent(event.target.value)}
                />
              </div>
            )}
            <div className="ptw-filter">
              <label htmlFor={ids('fee-amount')}>
                {feeKind === 'percent' ? 'Fee in ₹ (empty: worked out from the salary)' : 'Fee in ₹'}
              </label>
              <input
                id={ids('fee-amount')}
                className="ptw-control"
                type="number"
                min={0}
                inputMode="numeric"
                value={feeAmount}
                onChange={(event) => setFeeAmount(event.target.value)}
              />
            </div>
            <div className="ptw-filter">
              <label htmlFor={ids('invoice')}>Invoice</label>
              <select id={ids('invoice')} className="ptw-control" value={invoice} onChange={(event) => setInvoice(event.target.value)}>
                {INVOICE_STATUSES.map((status) => (
                  <option key={status.value} value={status.value}>
                    {status.label}
                  </option>
                ))}
              </select>
            </div>
            <div aria-live="assertive">{error && <p className="ptw-dialog__error">{error}</p>}</div>
            <div className="ptw-dialog__actions">
              <button type="submit" className="ptw-dialog__confirm" disabled={busy || !choices}>
                {busy ? 'Saving…' : 'Save the placement and move to Placed'}
              </button>
              <Dialog.Close asChild>
                <button type="button">Cancel</button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
