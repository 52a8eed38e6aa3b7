// Which `where` values the SQL adapters can run for a field of a given type. Payload passes query values to the
// database as they come, so a value of the wrong shape for its column (an id "abc", a date "notadate", an enum label
// that does not exist, an operator the adapters lack) fails inside the query and answers 500. These rules say so first.

/** What a queried path holds, as far as the database column is concerned. */
export type QueryFieldKind =
  | { kind: 'id'; hasMany: boolean; linkPart?: boolean } // a numeric record id: own, a relationship's, a polymorphic link's `value`
  | { kind: 'number'; hasMany: boolean }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'choice'; options: string[]; hasMany: boolean } // select/radio: an enum type on PostgreSQL
  | { kind: 'text'; hasMany: boolean }
  | { kind: 'structure' } // array, blocks, group, a block's type: rows or columns, not one value
  | { kind: 'json' } // json and rich text: JSON columns on PostgreSQL, which text matching cannot search
  | { kind: 'unchecked' } // points, joins: Payload queries them its own way

/** Record ids are integer columns (`serial` on PostgreSQL): anything outside them cannot name a document. */
const MAX_RECORD_ID = 2_147_483_647

const LIST_OPERATORS = new Set(['in', 'not_in'])
const ORDER_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const MATCH_OPERATORS = new Set(['like', 'not_like', 'contains'])
/** Operators of MongoDB or of point fields; the SQL adapters have no implementation for them on other fields. */
const UNSUPPORTED_OPERATORS = new Set(['all', 'near', 'within', 'intersects'])

export function isRecordId(value: unknown): boolean {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && Math.abs(id) <= MAX_RECORD_ID
}

/** The adapters read the text "null" as null for ids, numbers and dates, but not inside a list. */
const isNullValue = (field: QueryFieldKind, value: unknown, inList: boolean) =>
  value === null || (value === 'null' && !inList && ['id', 'number', 'date'].includes(field.kind) && !isLinkPart(field))

/** The `value` half of a polymorphic link is compared as one id: no lists, no ranges, no null. */
const isLinkPart = (field: QueryFieldKind) => field.kind === 'id' && field.linkPart === true

function isScalar(value: unknown): value is string | number | boolean | null | Date {
  return ['string', 'number', 'boolean'].includes(typeof value) || value === null || value instanceof Date
}

/** Why one value does not fit the field, or null when it does. */
function scalarProblem(field: QueryFieldKind, value: unknown, inList = false): string | null {
  if (!isScalar(value)) return 'needs a single value'
  if (isNullValue(field, value, inList)) return null
  switch (field.kind) {
    case 'id':
      return isRecordId(value) ? null : 'is not a valid id'
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) ? null : 'is not a number'
    }
    case 'date': {
      if (value === '') return null
      const time = value instanceof Date ? value.getTime() : typeof value === 'boolean' ? NaN : new Date(value as string | number).getTime()
      return Number.isNaN(time) ? 'is not a valid date' : null
    }
    case 'checkbox':
      return typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value)) ? null : 'must be true or false'
    case 'choice':
      return field.options.includes(String(value)) ? null : `must be one of ${field.options.join(', ')}`
    default:
      return null
  }
}

function allowsOperator(field: QueryFieldKind, operator: string): boolean {
  if (isLinkPart(field)) return ['equals', 'not_equals', 'exists'].includes(operator)
  if (operator === 'exists' || operator === 'equals' || operator === 'not_equals') return field.kind !== 'structure'
  if (LIST_OPERATORS.has(operator)) return field.kind !== 'structure'
  switch (field.kind) {
    case 'text':
      return true
    case 'id':
    case 'number':
      // `like` runs as `equals` on these columns; `contains` means "has this element" only for hasMany fields.
      return ORDER_OPERATORS.has(operator) || operator === 'like' || (operator === 'contains' && field.hasMany)
    case 'date':
      return ORDER_OPERATORS.has(operator)
    case 'choice':
      return operator === 'contains' && field.hasMany
    default:
      return false
  }
}

const cannotUse = (operator: string) => `the operator "${operator}" cannot be used on this field`

/** Splits `in` values the way the adapters do: an array as is, a string at its commas. */
function listValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value as unknown[]
  if (typeof value === 'string') return value.split(',').map((part) => part.trim())
  if (typeof value === 'number') return [value]
  return null
}

/**
 * Why `where[path][operator]=value` cannot be run against a field of this kind, or null when it can.
 * The reason completes a sentence that starts with the query path, e.g. `where[id][in]: "abc" is not a valid id`.
 */
export function queryValueProblem(field: QueryFieldKind, operator: string, value: unknown): string | null {
  if (field.kind === 'unchecked' || value === undefined) return null
  if (field.kind === 'json') return MATCH_OPERATORS.has(operator) || UNSUPPORTED_OPERATORS.has(operator) ? cannotUse(operator) : null
  if (UNSUPPORTED_OPERATORS.has(operator) || !allowsOperator(field, operator)) {
    return cannotUse(operator)
  }
  if (operator === 'exists') {
    return typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value)) ? null : 'must be true or false'
  }
  if (field.kind === 'text' && MATCH_OPERATORS.has(operator)) {
    // Matching splits a text into words; only `contains` on a hasMany field takes a list (any of its elements).
    if (Array.isArray(value) && operator === 'contains' && field.hasMany) return null
    return typeof value === 'string' || typeof value === 'number' ? null : 'needs a single text'
  }
  if (LIST_OPERATORS.has(operator)) {
    const values = listValues(value)
    if (!values) return 'needs a list of values'
    for (const each of values) {
      const problem = scalarProblem(field, each, true)
      if (problem) return `"${String(each)}" ${problem}`
    }
    return null
  }
  const problem = scalarProblem(field, value)
  return problem && (isScalar(value) ? `"${String(value)}" ${problem}` : problem)
}
