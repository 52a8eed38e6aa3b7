// What a resume's text suggests for a candidate (features/candidates/suggestions.ts), the skills vocabulary's matching
// with synonyms (skillMatch.ts, the seeded vocabulary), and that a suggestion never replaces a typed value
// (profileSuggestions.ts).
import { describe, expect, it } from 'vitest'

import { seedSkills } from '@/cms/seed/data/skills'
import { acceptSuggestions, keepFromResume, pendingSuggestions, type CandidateProfile } from '@/features/candidates/profileSuggestions'
import { buildSkillMatcher } from '@/features/candidates/skillMatch'
import {
  guessName,
  nameFromFileName,
  suggestFromText,
  suggestLinks,
  suggestLocation,
  suggestNoticeDays,
  suggestPhone,
  suggestYears,
} from '@/features/candidates/suggestions'

const vocabulary = buildSkillMatcher(seedSkills)

const resume = `MEERA JOSHI
Senior Frontend Developer
Kothrud, Pune | Meera.Joshi@Example.in | +91 98220 12345
linkedin.com/in/meera-joshi-dev | github.com/meerajoshi/portfolio-site | https://meera.dev
Frontend developer with 6 years of experience in ReactJS, JS and Node.js. Notice period: 2 months.
Skills: JavaScript, Java, C, C++, Tally ERP 9, SQL Server`

describe('the seeded skills vocabulary', () => {
  it('has at least 300 skills across IT, BPO, finance and operations, each name once', () => {
    expect(seedSkills.length).toBeGreaterThanOrEqual(300)
    for (const area of ['it', 'bpo', 'finance', 'operations'])
      expect(seedSkills.filter((skill) => skill.area === area).length).toBeGreaterThan(40)
    const names = seedSkills.map((skill) => skill.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives every spelling to one skill only', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const { name, synonyms = [] } of seedSkills) {
      for (const term of [name, ...synonyms]) {
        const key = term.toLowerCase()
        if (owner.has(key) && owner.get(key) !== name) clashes.push(`${term}: ${owner.get(key)} and ${name}`)
        owner.set(key, name)
      }
    }
    expect(clashes).toEqual([])
  })
})

describe('skills found in a resume', () => {
  it('reads synonyms as the skill: "JS" is JavaScript, "ReactJS" React, "Tally ERP" Tally', () => {
    expect(vocabulary.find('Worked with JS, ReactJS and Tally ERP 9.')).toEqual(['JavaScript', 'React', 'Tally'])
    expect(vocabulary.find('Expert in Tally ERP')).toEqual(['Tally'])
  })

  it('matches whole terms: "Java" is not found inside "JavaScript", "C" not inside "C++"', () => {
    expect(vocabulary.find('JavaScript developer')).toEqual(['JavaScript'])
    expect(vocabulary.find('Languages: C++, C#')).toEqual(['C++', 'C#'])
    expect(vocabulary.find('Languages: C, C++, Java')).toEqual(['C', 'C++', 'Java'])
  })

  it('takes the longest term at a place: "React Native" is not also React', () => {
    expect(vocabulary.find('Apps in React Native')).toEqual(['React Native'])
  })

  it('matches short acronyms in their own case only, and one-letter skills only in a list', () => {
    expect(vocabulary.find('Ready to go anywhere; ML and Go')).toEqual(['Machine learning', 'Go'])
    expect(vocabulary.find('Meera R. Joshi, grade C student')).toEqual([])
  })

  it('answers each skill once, in the order first met', () => {
    expect(vocabulary.find('React, JS, ReactJS, JavaScript')).toEqual(['React', 'JavaScript'])
  })
})

describe('suggestions from a resume', () => {
  it('suggests e-mail, phone (+91), links, years, skills, city and notice period', () => {
    expect(suggestFromText(resume, vocabulary)).toEqual({
      email: 'meera.joshi@example.in',
      phone: '+919822012345',
      links: {
        linkedin: 'https://www.linkedin.com/in/meera-joshi-dev',
        github: 'https://github.com/meerajoshi',
        portfolio: 'https://meera.dev',
      },
      yearsExperience: 6,
      skills: ['React', 'JavaScript', 'Node.js', 'Java', 'C', 'C++', 'Tally', 'Microsoft SQL Server'],
      location: 'Pune',
      noticeDays: 60,
    })
  })

  it('reads Indian numbers written without +91, and skips dates and years', () => {
    expect(suggestPhone('Worked 2019-2021-2023. Mobile: 099220 33445')).toBe('+919922033445')
    expect(suggestPhone('2015 - 2019, 2019 - 2023')).toBeUndefined()
  })

  it('reads years of experience however a resume writes them', () => {
    expect(suggestYears('5+ years of experience in sales')).toBe(5)
    expect(suggestYears('Total experience: 3 years 6 months')).toBe(3.5)
    expect(suggestYears('Team leader with 4.5 years of experience in voice process; 2 years of Excel experience')).toBe(4.5)
    expect(suggestYears('Fresher, B.Com 2024')).toBeUndefined()
  })

  it('reads the notice period in days; an immediate joiner is 0', () => {
    expect(suggestNoticeDays('Notice period: 30 days')).toBe(30)
    expect(suggestNoticeDays('notice period of 1 month')).toBe(30)
    expect(suggestNoticeDays('Notice: 2 weeks')).toBe(14)
    expect(suggestNoticeDays('Immediate joiner')).toBe(0)
    expect(suggestNoticeDays('No mention')).toBeUndefined()
  })

  it('prefers the line that says where the person lives, and knows old names', () => {
    expect(suggestLocation('Worked at Infosys, Bengaluru\nCurrent location: Navi Mumbai')).toBe('Navi Mumbai')
    expect(suggestLocation('Address: Flat 4, Koregaon Park, Poona')).toBe('Pune')
    expect(suggestLocation('Gurgaon office')).toBe('Gurugram')
  })

  it('ignores e-mail domains as links', () => {
    expect(suggestLinks('Write to me at meera@gmail.com')).toBeUndefined()
  })

  it('guesses the name from the first lines, else from the file name', () => {
    expect(guessName('RESUME\nMEERA JOSHI\nPune')).toBe('Meera Joshi')
    expect(guessName('Arjun Rao\nTeam leader')).toBe('Arjun Rao')
    expect(guessName('curriculum vitae\nexperience: lots')).toBeUndefined()
    expect(nameFromFileName('Meera_Joshi_CV_final.pdf')).toBe('Meera Joshi')
    expect(nameFromFileName('resume.pdf')).toBeUndefined()
  })
})

describe('a suggestion never overwrites what a person typed', () => {
  const typed: CandidateProfile = {
    email: 'meera@her-own.example.in',
    phone: '+919822012345',
    skills: ['Figma'],
    location: null,
    suggestions: { email: 'meera.joshi@example.in', phone: '+919822012345', skills: ['React', 'Figma'], location: 'Pune', fromResume: 7 },
  }

  it('lists only values the profile does not have yet, with what it has now', () => {
    expect(pendingSuggestions(typed)).toEqual([
      { field: 'email', label: 'E-mail', current: 'meera@her-own.example.in', suggested: 'meera.joshi@example.in' },
      { field: 'skills', label: 'Skills', current: ['Figma'], suggested: ['React'] },
      { field: 'location', label: 'Location', current: undefined, suggested: 'Pune' },
    ])
  })

  it('accepting adds suggested skills to the typed ones and marks the fields "from resume"', () => {
    const { data, fromResume } = acceptSuggestions(typed, { skills: ['React'], location: 'Pune' })
    expect(data).toEqual({ skills: ['Figma', 'React'], location: 'Pune' })
    expect(fromResume).toEqual(['skills', 'location'])
  })

  it('an edited value is the recruiter’s own: set, but not marked "from resume"', () => {
    const { data, fromResume } = acceptSuggestions({ ...typed, fromResume: ['location'] }, { location: 'Kothrud, Pune' })
    expect(data).toEqual({ location: 'Kothrud, Pune' })
    expect(fromResume).toEqual([])
  })

  it('dismissed suggestions are no longer pending', () => {
    const { dismissed } = acceptSuggestions(typed, {}, ['email'])
    expect(pendingSuggestions({ ...typed, suggestions: { ...(typed.suggestions as object), dismissed } }).map((one) => one.field)).toEqual([
      'skills',
      'location',
    ])
  })

  it('editing a field by hand takes away its "from resume" mark; other fields keep theirs', () => {
    const previous: CandidateProfile = { ...typed, location: 'Pune', skills: ['Figma', 'React'], fromResume: ['skills', 'location'] }
    expect(keepFromResume(previous, { location: 'Mumbai', skills: ['Figma', 'React'] })).toEqual(['skills'])
    expect(keepFromResume(previous, { skills: ['Figma'] })).toEqual(['location'])
    expect(keepFromResume(previous, { name: 'Meera' } as CandidateProfile)).toEqual(['skills', 'location'])
  })
})
