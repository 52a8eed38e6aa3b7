// What a merge of two candidates (docs/decisions/talent-pool.md, "Merging two profiles") compares and copies, one row
// per choice staff make: the label they read, where the value sits in a candidate as Payload reads it, and where it
// is stored (the columns of the `candidates` row, or the rows of a list table), so the merge copies it in SQL.

export type MergeField = {
  key: string
  label: string
  /** The value in a candidate read through Payload (a dot path into groups). */
  path: string
  /** Where "is it empty?" is read, when not the whole value (a salary without an amount is empty whatever its unit). */
  presence?: string
} & (
  | { store: 'columns'; columns: string[] }
  /** A text list (`hasMany` text): rows of `candidates_texts` under this path. */
  | { store: 'texts'; textPath: string }
  /** A choice list (`hasMany` select): the rows of its own table. */
  | { store: 'choices'; table: string }
)

export const MERGE_FIELDS: readonly MergeField[] = [
  { key: 'name', label: 'Name', path: 'name', store: 'columns', columns: ['name'] },
  { key: 'email', label: 'E-mail', path: 'email', store: 'columns', columns: ['email'] },
  { key: 'phone', label: 'Phone', path: 'phone', store: 'columns', columns: ['phone'] },
  { key: 'location', label: 'Location', path: 'location', store: 'columns', columns: ['location'] },
  { key: 'headline', label: 'Headline', path: 'headline', store: 'columns', columns: ['headline'] },
  { key: 'skills', label: 'Skills', path: 'skills', store: 'texts', textPath: 'skills' },
  { key: 'yearsExperience', label: 'Years of experience', path: 'yearsExperience', store: 'columns', columns: ['years_experience'] },
  { key: 'noticeDays', label: 'Notice period (days)', path: 'noticeDays', store: 'columns', columns: ['notice_days'] },
  { key: 'languages', label: 'Languages', path: 'languages', store: 'texts', textPath: 'languages' },
  {
    key: 'currentSalary',
    label: 'Current salary',
    path: 'currentSalary',
    presence: 'currentSalary.amount',
    store: 'columns',
    columns: ['current_salary_amount', 'current_salary_unit'],
  },
  {
    key: 'expectedSalary',
    label: 'Expected salary',
    path: 'expectedSalary',
    presence: 'expectedSalary.amount',
    store: 'columns',
    columns: ['expected_salary_amount', 'expected_salary_unit'],
  },
  { key: 'workModes', label: 'Preferred work modes', path: 'workModes', store: 'choices', table: 'candidates_work_modes' },
  {
    key: 'employmentTypes',
    label: 'Preferred employment types',
    path: 'employmentTypes',
    store: 'choices',
    table: 'candidates_employment_types',
  },
  { key: 'linkedin', label: 'LinkedIn', path: 'links.linkedin', store: 'columns', columns: ['links_linkedin'] },
  { key: 'github', label: 'GitHub', path: 'links.github', store: 'columns', columns: ['links_github'] },
  { key: 'portfolio', label: 'Portfolio', path: 'links.portfolio', store: 'columns', columns: ['links_portfolio'] },
  { key: 'tags', label: 'Tags', path: 'tags', store: 'texts', textPath: 'tags' },
  {
    key: 'source',
    label: 'How they first came',
    path: 'source',
    presence: 'source.kind',
    store: 'columns',
    columns: [
      'source_kind',
      'source_source_page',
      'source_utm_source',
      'source_utm_medium',
      'source_utm_campaign',
      'source_utm_term',
      'source_utm_content',
    ],
  },
  { key: 'member', label: 'Website account', path: 'member', store: 'columns', columns: ['member_id'] },
  { key: 'assignee', label: 'Owner', path: 'assignee', store: 'columns', columns: ['assignee_id'] },
]

export type MergeSide = 'this' | 'other'

/** The value at a dot path of a candidate read through Payload. */
export function valueAt(candidate: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), candidate)
}

/** Nothing there: no value, an empty text or list, or a group whose every part is empty (a salary with no amount). */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') {
    if ('id' in value) return false
    return Object.entries(value).every(([key, part]) => key === 'id' || isEmptyValue(part))
  }
  return false
}

/** The side a field keeps when staff do not choose: the kept profile's value, or the other's where the kept one is empty. */
export function defaultSide(kept: Record<string, unknown>, other: Record<string, unknown>, field: MergeField): MergeSide {
  const at = field.presence ?? field.path
  return isEmptyValue(valueAt(kept, at)) && !isEmptyValue(valueAt(other, at)) ? 'other' : 'this'
}

export const isMergeFieldKey = (key: string) => MERGE_FIELDS.some((field) => field.key === key)
