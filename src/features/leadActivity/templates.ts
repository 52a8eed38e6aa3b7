// Which saved replies a lead's reply box offers (docs/decisions/lead-desk.md, "Reply from the admin"): a template is
// for the lead kinds ticked under "For", or for every kind when none is ticked, so a business request is never
// offered the "Interview invitation".
import { LEAD_KINDS, type LeadKindKey } from '@/features/leadDesk/kinds'

/** The "For" choices of a template: the lead kinds, in the kinds table's words. */
export const templateKindOptions = LEAD_KINDS.map((kind) => ({ label: kind.plural, value: kind.key }))

/** Whether a template with these kinds is offered on a lead of `kind` (none ticked: every kind). */
export const isTemplateFor = (kinds: readonly string[] | null | undefined, kind: LeadKindKey): boolean =>
  !kinds?.length || kinds.includes(kind)
