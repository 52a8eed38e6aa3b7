// The talent pool's rules that need no database (docs/decisions/talent-pool.md): when two profiles look like one
// person, which value a merge keeps by default, where "came from a resume" marks go, how a sourced application names the
// candidate, and the search address "Find matching candidates" opens.
import { describe, expect, it } from 'vitest'

import { duplicateReasons, normaliseLinkedIn } from '@/features/candidates/duplicateRules'
import { mergedFromResume, resolveChoices } from '@/features/candidates/merge'
import { MERGE_FIELDS, defaultSide } from '@/features/candidates/mergeFields'
import { splitName } from '@/features/candidates/sourcing'
import { adminCandidateMergeHref, adminCandidateSearchHref } from '@/lib/routes'

const field = (key: string) => MERGE_FIELDS.find((entry) => entry.key === key)!

describe('possible duplicates', () => {
  it('match on the e-mail in any case, on the stored phone number, or on name and LinkedIn together', () => {
    const meera = {
      id: 1,
      name: 'Meera Rao',
      email: 'Meera.Rao@Example.in',
      phone: '+919876543210',
      links: { linkedin: 'https://www.linkedin.com/in/meera-rao/' },
    }
    expect(duplicateReasons(meera, { id: 2, name: 'M. Rao', email: 'meera.rao@example.in' })).toEqual(['email'])
    expect(duplicateReasons(meera, { id: 3, name: 'Someone', phone: '+91 98765 43210' })).toEqual(['phone'])
    expect(duplicateReasons(meera, { id: 4, name: ' meera  rao ', links: { linkedin: 'linkedin.com/in/meera-rao' } })).toEqual([
      'name-linkedin',
    ])
    // The same LinkedIn under another name, or the same name alone, is not enough.
    expect(duplicateReasons(meera, { id: 5, name: 'Anita Rao', links: { linkedin: 'linkedin.com/in/meera-rao' } })).toEqual([])
    expect(duplicateReasons(meera, { id: 6, name: 'Meera Rao' })).toEqual([])
    expect(duplicateReasons({ id: 7, name: 'A', email: '' }, { id: 8, name: 'B', email: '' })).toEqual([])
  })

  it('read a LinkedIn address the same whichever way it was written', () => {
    for (const link of [
      'https://in.linkedin.com/in/meera-rao',
      'http://linkedin.com/in/meera-rao/?trk=x',
      'LinkedIn.com/in/Meera-Rao#about',
    ])
      expect(normaliseLinkedIn(link)).toBe('linkedin.com/in/meera-rao')
  })
})

describe('merging two profiles', () => {
  const kept = {
    id: 1,
    name: 'Meera Rao',
    email: null,
    skills: ['React'],
    currentSalary: { amount: null, unit: 'month' },
    fromResume: ['skills'],
  }
  const other = {
    id: 2,
    name: 'Meera R',
    email: 'meera@example.in',
    skills: ['Java'],
    currentSalary: { amount: 50000, unit: 'month' },
    fromResume: ['email', 'skills'],
  }

  it('keeps the kept profile’s value unless it is empty (a salary without an amount is empty)', () => {
    expect(defaultSide(kept, other, field('name'))).toBe('this')
    expect(defaultSide(kept, other, field('email'))).toBe('other')
    expect(defaultSide(kept, other, field('skills'))).toBe('this')
    expect(defaultSide(kept, other, field('currentSalary'))).toBe('other')
    expect(defaultSide(kept, other, field('phone'))).toBe('this')
  })

  it('takes staff’s choices over the defaults and refuses unknown fields or sides', () => {
    const choices = resolveChoices(kept, other, { skills: 'other', email: 'this' })
    expect(choices.ok && choices.value.get(field('skills'))).toBe('other')
    expect(choices.ok && choices.value.get(field('email'))).toBe('this')
    const unknown = resolveChoices(kept, other, { salary: 'other' })
    expect(!unknown.ok && unknown.refusal).toMatchObject({
      status: 400,
      msg: '"salary" is not a field of a candidate that a merge can keep.',
    })
    const wrong = resolveChoices(kept, other, { skills: 'both' })
    expect(!wrong.ok && wrong.refusal.status).toBe(400)
  })

  it('moves the "came from a resume" marks with the values kept', () => {
    const choices = resolveChoices(kept, other, { skills: 'other' })
    expect(choices.ok && mergedFromResume(kept, other, choices.value)?.sort()).toEqual(['email', 'skills'])
    const keepSkills = resolveChoices(kept, other, { skills: 'this', email: 'this' })
    expect(keepSkills.ok && mergedFromResume(kept, other, keepSkills.value)).toEqual(['skills'])
  })
})

describe('sourcing into roles', () => {
  it('names the application after the candidate: the last word is the last name', () => {
    expect(splitName('Meera Rao')).toEqual({ firstName: 'Meera', lastName: 'Rao' })
    expect(splitName('  Sai Kiran  Reddy ')).toEqual({ firstName: 'Sai Kiran', lastName: 'Reddy' })
    expect(splitName('Meera')).toEqual({ firstName: 'Meera', lastName: '' })
  })

  it('opens the candidates’ search with the role’s skills, least years and work mode', () => {
    expect(adminCandidateSearchHref({ skills: ['React', 'Node.js'], minYears: 3, workMode: 'remote' })).toBe(
      '/admin/candidates/search?skills=React%2CNode.js&minYears=3&workMode=remote',
    )
    expect(adminCandidateSearchHref({ skills: [], minYears: null, workMode: null })).toBe('/admin/candidates/search')
    expect(adminCandidateMergeHref(7, 12)).toBe('/admin/candidates/merge?keep=7&other=12')
  })
})
