'use client'
// The talent pipeline board (docs/decisions/openings.md): a column per stage with its count, a light page of cards per column ("Show
// more" for the next), filters by role and assignee, and two ways to move a card: drag and drop (@dnd-kit/core) or,
// from the keyboard, the card's "Move to…" menu. Every move is Payload's update with the staff member's access. A move
// that mails the candidate an offer or a rejection is confirmed first, with the mail's text shown (and, for a rejection,
// a reason kept in the history); a move to Placed asks for the placement record first (PlacementDialog); after a move,
// focus stays on the moved card. See docs/decisions/openings.md.
import * as Dialog from '@radix-ui/react-dialog'
import {
  DndContext,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useCallback, useEffect, useRef, useState } from 'react'

import { candidateStageMessage } from '@/features/pipeline/stageMail'
import {
  CONFIRMED_STAGES,
  REJECTION_REASONS,
  STAGES,
  isConfirmedStage,
  isStage,
  rejectionNote,
  stageLabel,
  type Stage,
} from '@/features/pipeline/stages'
import { adminDocumentHref, resumeDownloadHref } from '@/lib/routes'

import { loadBoard, loadColumn, moveCard, type Card, type Column, type Filters } from './boardData'
import { PlacementDialog } from './PlacementDialog'
import './pipeline.css'

type Option = { id: number; title?: string; name?: string }

const DAY = 24 * 60 * 60 * 1000

const nameOf = (card: Card) => `${card.firstName} ${card.lastName}`
const cardNameId = (id: number) => `ptw-card-name-${id}`
const cardOf = (data: unknown) => (data as { card?: Card } | undefined)?.card
const stageName = (id: unknown) => (isStage(id) ? stageLabel[id] : 'no stage')

/** What the board's live region says while a card is dragged, in staff words (not dnd-kit's "draggable item card-12"). */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(cardOf(active.data.current)!)}.`,
  onDragOver: ({ active, over }) => `${nameOf(cardOf(active.data.current)!)} is over ${stageName(over?.id)}.`,
  onDragEnd: ({ active, over }) =>
    isStage(over?.id)
      ? `${nameOf(cardOf(active.data.current)!)} dropped on ${stageLabel[over.id]}.`
      : `${nameOf(cardOf(active.data.current)!)} was not moved.`,
  onDragCancel: ({ active }) => `${nameOf(cardOf(active.data.current)!)} was not moved.`,
}
const screenReaderInstructions = { draggable: 'Use the card’s “Move to…” menu to move it from the keyboard.' }

function daysInStage(card: Card): string {
  const since = Date.parse(card.stageChangedAt ?? card.createdAt)
  const days = Math.max(0, Math.floor((Date.now() - since) / DAY))
  return days === 1 ? '1 day in stage' : `${days} days in stage`
}

export function PipelineBoard({ roles, staff, initialRole }: { roles: Option[]; staff: Option[]; initialRole: string }) {
  const [filters, setFilters] = useState<Filters>({ role: initialRole, assignee: '' })
  const [columns, setColumns] = useState<Record<Stage, Column> | null>(null)
  const [notify, setNotify] = useState(true)
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  // A move waiting for confirmation, and the card that gets focus once the board shows where it went.
  const [pending, setPending] = useState<{ card: Card; to: (typeof CONFIRMED_STAGES)[number] } | null>(null)
  const [focusCard, setFocusCard] = useState<number | null>(null)
  // A move to Placed waits for its placement record (docs/decisions/clients.md, "Placements").
  const [placing, setPlacing] = useState<Card | null>(null)
  const roleTitle = useCallback((id: number | null) => roles.find((role) => role.id === id)?.title ?? 'General application', [roles])

  const refresh = useCallback(async (next: Filters) => {
    try {
      setColumns(await loadBoard(next))
    } catch (error) {
      setStatus({ tone: 'error', text: `The board could not be loaded: ${(error as Error).message}` })
    }
  }, [])

  useEffect(() => {
    // Loading the board from the API is the effect's purpose; its answer arrives asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh(filters)
  }, [filters, refresh])

  async function showMore(stage: Stage) {
    if (!columns) return
    const column = columns[stage]
    try {
      const next = await loadColumn(stage, filters, column.page + 1)
      setColumns({ ...columns, [stage]: { ...next, cards: [...column.cards, ...next.cards] } })
    } catch (error) {
      setStatus({ tone: 'error', text: (error as Error).message })
    }
  }

  useEffect(() => {
    if (focusCard === null || !columns) return
    document.getElementById(cardNameId(focusCard))?.focus()
    // Focus moves once, after the board has re-rendered with the card in its new column.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusCard(null)
  }, [columns, focusCard])

  function move(card: Card, to: Stage) {
    if (card.stage === to) return
    if (to === 'placed') setPlacing(card)
    else if (notify && isConfirmedStage(to)) setPending({ card, to })
    else void moveNow(card, to)
  }

  async function moveNow(card: Card, to: Stage, note?: string) {
    const name = nameOf(card)
    setStatus({ tone: 'info', text: `Moving ${name} to ${stageLabel[to]}…` })
    try {
      await moveCard(card.id, to, notify, note)
      setStatus({ tone: 'info', text: `${name} moved to ${stageLabel[to]}.` })
    } catch (error) {
      setStatus({ tone: 'error', text: `${name} was not moved: ${(error as Error).message}` })
      await refresh(filters)
      return
    }
    await refresh(filters)
    // After the refresh: the card is then in its new column (a new element), which takes the focus.
    setFocusCard(card.id)
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  )

  // The column under the finger or pointer wins (columns stack on a phone and the page scrolls while dragging);
  // when the pointer is between columns, the one the card overlaps most.
  const collisionDetection: CollisionDetection = (args) => {
    const under = pointerWithin(args)
    return under.length ? under : rectIntersection(args)
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = active.data.current?.card as Card | undefined
    const to = over?.id
    if (card && isStage(to)) void move(card, to)
  }

  return (
    <div className="ptw-pipeline">
      <h1>Candidate pipeline</h1>
      <p className="ptw-pipeline__intro">
        Drag a card to another column, or use its “Move to…” menu. Every move is kept in the application’s stage history.
      </p>
      <div className="ptw-filters">
        <div className="ptw-filter">
          <label htmlFor="ptw-filter-role">Role</label>
          <select
            id="ptw-filter-role"
            className="ptw-control"
            value={filters.role}
            onChange={(event) => setFilters({ ...filters, role: event.target.value })}
          >
            <option value="">All roles</option>
            <option value="general">General application</option>
            {roles.map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.title}
              </option>
            ))}
          </select>
        </div>
        <div className="ptw-filter">
          <label htmlFor="ptw-filter-assignee">Assignee</label>
          <select
            id="ptw-filter-assignee"
            className="ptw-control"
            value={filters.assignee}
            onChange={(event) => setFilters({ ...filters, assignee: event.target.value })}
          >
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {staff.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <label className="ptw-check">
          <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          Notify the candidate (moves to Interview, Offer, Placed or Rejected)
        </label>
      </div>
      <p className={`ptw-pipeline__status ptw-pipeline__status--${status?.tone ?? 'info'}`} role="status" aria-live="polite">
        {status?.text}
      </p>
      {!columns ? (
        <p>Loading the board…</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions }}
        >
          <div className="ptw-pipeline__columns">
            {STAGES.map((stage) => (
              <StageColumn key={stage} stage={stage} column={columns[stage]} onShowMore={() => showMore(stage)}>
                {columns[stage].cards.map((card) => (
                  <PipelineCard key={card.id} card={card} role={roleTitle(card.opening)} onMove={(to) => move(card, to)} />
                ))}
              </StageColumn>
            ))}
          </div>
        </DndContext>
      )}
      {placing && (
        <PlacementDialog
          application={placing.id}
          name={nameOf(placing)}
          opening={placing.opening}
          notify={notify}
          onCancel={() => {
            setFocusCard(placing.id)
            setPlacing(null)
            setStatus({ tone: 'info', text: `${nameOf(placing)} was not moved.` })
          }}
          onDone={(recorded, client) => {
            const card = placing
            setPlacing(null)
            const filled = recorded.requirementStatus === 'filled' ? ' The requirement is now filled.' : ''
            setStatus({ tone: 'info', text: `${nameOf(card)} moved to Placed with ${client}; the placement is recorded.${filled}` })
            void refresh(filters).then(() => setFocusCard(card.id))
          }}
        />
      )}
      {pending && (
        <ConfirmMove
          card={pending.card}
          to={pending.to}
          role={pending.card.opening === null ? null : roleTitle(pending.card.opening)}
          onCancel={() => {
            setFocusCard(pending.card.id)
            setPending(null)
            setStatus({ tone: 'info', text: `${nameOf(pending.card)} was not moved.` })
          }}
          onConfirm={(note) => {
            setPending(null)
            void moveNow(pending.card, pending.to, note)
          }}
        />
      )}
    </div>
  )
}

/** Confirms a move that mails the candidate an offer or a rejection, showing that mail; a rejection needs a reason. */
function ConfirmMove({
  card,
  to,
  role,
  onCancel,
  onConfirm,
}: {
  card: Card
  to: 'offer' | 'rejected'
  role: string | null
  onCancel: () => void
  onConfirm: (note?: string) => void
}) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  // A confirmation without a reason moves focus to the reason, which then says what is missing.
  const reasonBox = useRef<HTMLSelectElement>(null)
  const name = nameOf(card)
  const mail = candidateStageMessage(to, role)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ptw-dialog__overlay" />
        <Dialog.Content
          className="ptw-dialog"
          aria-describedby="ptw-dialog-mail-intro"
          // Focus goes to the card (in its new column once moved), not back to the Move button of its old place.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title>
            Move {name} to {stageLabel[to]}?
          </Dialog.Title>
          <p id="ptw-dialog-mail-intro">{name} will receive this e-mail:</p>
          <blockquote className="ptw-dialog__mail">
            <p>
              <strong>{mail.subject}</strong>
            </p>
            {mail.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <form
            method="post"
            onSubmit={(event) => {
              event.preventDefault()
              if (to === 'rejected' && !reason) {
                setMissing(true)
                return reasonBox.current?.focus()
              }
              onConfirm(to === 'rejected' ? rejectionNote(reason) : undefined)
            }}
          >
            {to === 'rejected' && (
              <div className="ptw-filter">
                <label htmlFor="ptw-rejection-reason">Reason (kept in the stage history, not sent)</label>
                <select
                  ref={reasonBox}
                  id="ptw-rejection-reason"
                  className="ptw-control"
                  value={reason}
                  aria-invalid={missing}
                  aria-describedby={missing ? 'ptw-rejection-reason-error' : undefined}
                  onChange={(event) => {
                    setReason(event.target.value)
                    setMissing(false)
                  }}
                >
                  <option value="">Choose a reason</option>
                  {REJECTION_REASONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
                {missing && (
                  <p id="ptw-rejection-reason-error" className="ptw-dialog__error">
                    Choose why the application is not taken further.
                  </p>
                )}
              </div>
            )}
            <div className="ptw-dialog__actions">
              <button type="submit" className="ptw-dialog__confirm">
                Move and send the e-mail
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

function StageColumn({
  stage,
  column,
  onShowMore,
  children,
}: {
  stage: Stage
  column: Column
  onShowMore: () => void
  children: React.ReactNode
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage })
  const headingId = `ptw-stage-${stage}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`ptw-pipeline__column${isOver ? ' ptw-pipeline__column--over' : ''}`}
      data-stage={stage}
    >
      <h2 id={headingId}>
        {stageLabel[stage]} <span className="ptw-pipeline__count">{column.total}</span>
      </h2>
      <ul>{children}</ul>
      {column.hasMore && (
        <button type="button" className="ptw-pipeline__more" onClick={onShowMore}>
          Show more ({column.total - column.cards.length} more)
        </button>
      )}
    </section>
  )
}

function PipelineCard({ card, role, onMove }: { card: Card; role: string; onMove: (to: Stage) => void }) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `card-${card.id}`, data: { card } })
  const [target, setTarget] = useState<Stage | ''>('')
  const name = nameOf(card)
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
  const selectId = `ptw-move-${card.id}`
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`ptw-pipeline__card${isDragging ? ' ptw-pipeline__card--dragging' : ''}`}
      data-testid="pipeline-card"
    >
      <div className="ptw-pipeline__handle" {...listeners} aria-hidden="true" title="Drag to another stage">
        ⠿
      </div>
      <div className="ptw-pipeline__body">
        <a id={cardNameId(card.id)} className="ptw-pipeline__name" href={adminDocumentHref('talent-applications', card.id)}>
          {name}
        </a>
        <span>{role}</span>
        <span>{daysInStage(card)}</span>
        {card.source === 'sourced' ? (
          <span>Added from the talent pool</span>
        ) : (
          <a href={resumeDownloadHref(card.id)} download>
            Resume<span className="ptw-visually-hidden"> of {name}</span>
          </a>
        )}
        <form
          method="post"
          className="ptw-pipeline__move"
          onSubmit={(event) => {
            event.preventDefault()
            if (target) onMove(target)
          }}
        >
          <label htmlFor={selectId}>Move to…</label>
          <select
            id={selectId}
            className="ptw-control"
            value={target}
            onChange={(event) => setTarget(isStage(event.target.value) ? event.target.value : '')}
          >
            <option value="">Choose a stage</option>
            {STAGES.filter((stage) => stage !== card.stage).map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel[stage]}
              </option>
            ))}
          </select>
          <button type="submit" disabled={!target} aria-label={`Move ${name}`}>
            Move
          </button>
        </form>
      </div>
    </li>
  )
}
