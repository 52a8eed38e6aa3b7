'use client'
// The talent pipeline board (docs/decisions/openings.md): a column per stage with its count, a light page of cards per column ("Show
// more" for the next), filters by role and assignee, and two ways to move a card: drag and drop (@dnd-kit/core) or,
// from the keyboard, the card's "Move to…" menu. Every move is Payload's update with the staff member's access.
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
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useCallback, useEffect, useState } from 'react'

import { STAGES, isStage, stageLabel, type Stage } from '@/features/pipeline/stages'
import { adminDocumentHref, resumeDownloadHref } from '@/lib/routes'

import { loadBoard, loadColumn, moveCard, type Card, type Column, type Filters } from './boardData'
import './pipeline.css'

type Option = { id: number; title?: string; name?: string }

const DAY = 24 * 60 * 60 * 1000

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

  async function move(card: Card, to: Stage) {
    if (card.stage === to) return
    const name = `${card.firstName} ${card.lastName}`
    setStatus({ tone: 'info', text: `Moving ${name} to ${stageLabel[to]}…` })
    try {
      await moveCard(card.id, to, notify)
      setStatus({ tone: 'info', text: `${name} moved from ${stageLabel[card.stage]} to ${stageLabel[to]}.` })
    } catch (error) {
      setStatus({ tone: 'error', text: `${name} was not moved: ${(error as Error).message}` })
    }
    await refresh(filters)
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
    </div>
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
  const name = `${card.firstName} ${card.lastName}`
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
        <a className="ptw-pipeline__name" href={adminDocumentHref('talent-applications', card.id)}>
          {name}
        </a>
        <span>{role}</span>
        <span>{daysInStage(card)}</span>
        <a href={resumeDownloadHref(card.id)} download>
          Resume<span className="ptw-visually-hidden"> of {name}</span>
        </a>
        <form
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
