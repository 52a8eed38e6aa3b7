// The talent pool search's pure parts (features/candidates/search.ts): reading a search from an address, writing it
// back for a saved search or a link, the words looked for, and which of a candidate's words were found.
import { describe, expect, it } from 'vitest'

import {
  candidateSearchQuery,
  candidateSearchTerms,
  describeCandidateSearch,
  matchedWords,
  parseCandidateSearch,
} from '@/features/candidates/search'
import { adminCandidateSearchHref } from '@/lib/routes'

describe('a search in an address', () => {
  it('reads every field, skills as a comma list or repeated, and writes it back in one order', () => {
    const parsed = parseCandidateSearch(
      new URLSearchParams(
        'q=React%20Pune&skills=React,%20node.js&skills=SQL&minYears=2.5&maxYears=8&location=Baner&maxNoticeDays=30&workMode=remote&stage=interview&tag=referral&owner=mine&appliedWithin=6m&page=3',
      ),
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.search).toEqual({
      q: 'React Pune',
      skills: ['React', 'node.js', 'SQL'],
      minYears: 2.5,
      maxYears: 8,
      location: 'Baner',
      maxNoticeDays: 30,
      workMode: 'remote',
      stage: 'interview',
      tag: 'referral',
      owner: 'mine',
      appliedWithin: '6m',
      page: 3,
    })
    expect(candidateSearchQuery(parsed.search)).toBe(
      'q=React+Pune&skills=React%2Cnode.js%2CSQL&minYears=2.5&maxYears=8&location=Baner&maxNoticeDays=30&workMode=remote&stage=interview&tag=referral&owner=mine&appliedWithin=6m',
    )
    expect(describeCandidateSearch(parsed.search)).toBe(
      '“React Pune” · React, node.js, SQL · 2.5–8 years · Baner · notice ≤ 30 days · Remote within India · at Interview · tag referral · applied: the last 6 months',
    )
  })

  it('keeps a skill once whatever its case, and takes empty fields as no filter', () => {
    const parsed = parseCandidateSearch({ skills: 'React,react,REACT', minYears: '', owner: '', page: '' })
    expect(parsed).toEqual({ ok: true, search: expect.objectContaining({ skills: ['React'], minYears: null, owner: null, page: 1 }) })
  })

  it('refuses values that are not valid with a message', () => {
    expect(parseCandidateSearch({ minYears: '1e3' })).toEqual({
      ok: false,
      message: 'Minimum years of experience must be a number from 0 to 60.',
    })
    expect(parseCandidateSearch({ owner: '0' })).toEqual({ ok: false, message: 'The owner must be a staff member, "mine" or "none".' })
  })

  it('links to the screen filled in, as a role does (skills, experience, work mode)', () => {
    expect(adminCandidateSearchHref({ skills: ['React', 'Node.js'], minYears: 3, workMode: 'hybrid', maxYears: null, page: 1 })).toBe(
      '/admin/candidates/search?skills=React%2CNode.js&minYears=3&workMode=hybrid',
    )
    expect(adminCandidateSearchHref('?q=react')).toBe('/admin/candidates/search?q=react')
    expect(adminCandidateSearchHref()).toBe('/admin/candidates/search')
  })
})

describe('words', () => {
  it('are the letters and digits typed, lower case, each once, eight at most', () => {
    expect(candidateSearchTerms('  Node.js, C++ & React—React ')).toEqual(['node', 'js', 'c', 'react'])
    expect(candidateSearchTerms('मराठी Résumé')).toEqual(['मराठी', 'résumé'])
    expect(candidateSearchTerms('a b c d e f g h i j')).toHaveLength(8)
  })

  it('found: each word of the candidate that a term begins (a single letter only whole), as written, profile first', () => {
    const { matched, excerpt } = matchedWords(
      ['dev', 'k', 'résumé'],
      ['Meera Kulkarni', 'React developer', 'K'],
      ['Worked in DevOps and Kubernetes. Sent a resume.'],
    )
    expect(matched).toEqual(['developer', 'K', 'DevOps', 'resume'])
    expect(excerpt).toBe('Worked in DevOps and Kubernetes. Sent a resume.')
    expect(matchedWords([], ['Meera'], ['text'])).toEqual({ matched: [], excerpt: null })
  })
})
