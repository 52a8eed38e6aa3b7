// What a resume's text suggests for a candidate's profile (docs/decisions/talent-pool.md, "Resumes read"): e-mail,
// phone, links, years of experience, skills (from the vocabulary), location and notice period. Pure: the background
// job (readResume.ts) stores the result on the candidate, and a recruiter accepts or edits each value; nothing here
// writes a field a person typed.
import { INDIAN_CITIES } from './indianCities'
import { normalisePhone } from './phone'
import type { SkillMatcher } from './skillMatch'

export type ResumeLinks = { linkedin?: string; github?: string; portfolio?: string }

export type ResumeSuggestions = {
  email?: string
  phone?: string
  links?: ResumeLinks
  yearsExperience?: number
  skills?: string[]
  location?: string
  noticeDays?: number
  /** The resume (row of `resumes`) these were read from. */
  fromResume?: number | string
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
// Digits with the separators resumes use; at least 10 digits are checked by the phone library.
const PHONE = /(?:\+|00)?\d[\d\s().-]{8,18}\d/g
const URL_LIKE = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;)<>"']*)?/gi
const PORTFOLIO_HOSTS = /(?:^|\.)(?:behance\.net|dribbble\.com|github\.io|gitlab\.io|vercel\.app|netlify\.app|medium\.com|kaggle\.com)$/i
const NOT_PORTFOLIO =
  /(?:^|\.)(?:linkedin\.com|github\.com|gmail\.com|yahoo\.(?:com|co\.in|in)|outlook\.com|hotmail\.com|rediffmail\.com)$/i

export function suggestEmail(text: string): string | undefined {
  return text.match(EMAIL)?.[0].toLowerCase()
}

/** The first number in the text that is a valid phone number (Indian when it has no country code), as E.164. */
export function suggestPhone(text: string): string | undefined {
  for (const [candidate] of text.matchAll(PHONE)) {
    if (candidate.replace(/\D/g, '').length < 10) continue
    const phone = normalisePhone(candidate)
    if (phone) return phone
  }
  return undefined
}

const https = (found: string) => `https://${found.replace(/^https?:\/\//i, '').replace(/[.]+$/, '')}`

export function suggestLinks(text: string): ResumeLinks | undefined {
  const links: ResumeLinks = {}
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'g'), ' ')
  for (const [found] of withoutEmails.matchAll(URL_LIKE)) {
    const url = https(found)
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      continue
    }
    const host = parsed.hostname.replace(/^www\./i, '').toLowerCase()
    const path = parsed.pathname.replace(/\/+$/, '')
    if (host.endsWith('linkedin.com') && /^\/in\/[^/]+/i.test(path)) links.linkedin ??= `https://www.linkedin.com${path}`
    else if (host === 'github.com' && /^\/[^/]+/.test(path)) links.github ??= `https://github.com/${path.split('/')[1]}`
    else if (!links.portfolio && !NOT_PORTFOLIO.test(host)) {
      // A bare domain is only a portfolio when it was written as a link or is a known portfolio host.
      const written = /^(?:https?:\/\/|www\.)/i.test(found)
      if (written || PORTFOLIO_HOSTS.test(host)) links.portfolio = `https://${host}${path}`
    }
  }
  return Object.keys(links).length ? links : undefined
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const amount = (value: string) => NUMBER_WORDS[value.toLowerCase()] ?? Number(value)
const NUM = '(\\d{1,2}(?:\\.\\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten)'
const YEARS = `${NUM}\\s*\\+?\\s*(?:years?|yrs?)(?:\\s*(?:and\\s*)?(\\d{1,2})\\s*(?:months?|mos?))?`
const EXPERIENCE_AFTER = new RegExp(`${YEARS}\\s+(?:of\\s+)?(?:[\\w/&.-]+\\s+){0,4}?(?:experience|exp\\b)`, 'gi')
const EXPERIENCE_BEFORE = new RegExp(
  `(?:total\\s+|overall\\s+|work\\s+)?(?:experience|exp\\.?)\\s*(?:of|:|-|–)?\\s*(?:about\\s+|over\\s+|around\\s+)?${YEARS}`,
  'gi',
)

/** Total years of experience as the resume states it ("5+ years of experience", "Experience: 3 years 6 months"). */
export function suggestYears(text: string): number | undefined {
  const found: number[] = []
  for (const pattern of [EXPERIENCE_BEFORE, EXPERIENCE_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      const years = amount(match[1]) + (match[2] ? Number(match[2]) / 12 : 0)
      if (Number.isFinite(years) && years > 0 && years <= 60) found.push(Math.round(years * 10) / 10)
    }
  }
  // The total is the largest figure stated (a resume also states years per skill).
  return found.length ? Math.max(...found) : undefined
}

const NOTICE = new RegExp(`notice(?:\\s+period)?\\s*(?:of|is|:|-|–)?\\s*${NUM}\\s*(days?|weeks?|months?)`, 'i')
const IMMEDIATE =
  /\b(?:immediate(?:ly)?\s+(?:joiner|joining|available)|available\s+(?:to\s+join\s+)?immediately|notice(?:\s+period)?\s*(?::|-|–|of|is)?\s*(?:immediate|nil|none|0\b))/i

/** The notice period in days ("Notice period: 2 months" is 60; an immediate joiner 0). */
export function suggestNoticeDays(text: string): number | undefined {
  const match = text.match(NOTICE)
  if (match) {
    const count = amount(match[1])
    const unit = match[2].toLowerCase()
    const days = Math.round(unit.startsWith('month') ? count * 30 : unit.startsWith('week') ? count * 7 : count)
    if (Number.isFinite(days) && days >= 0 && days <= 365) return days
  }
  return IMMEDIATE.test(text) ? 0 : undefined
}

const cityPatterns = INDIAN_CITIES.map(([name, ...aliases]) => ({
  name,
  regex: new RegExp(
    `(?<![\\p{L}])(?:${[name, ...aliases].map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
    'iu',
  ),
}))
const LOCATION_LINE = /^.*\b(?:location|address|based in|residing|lives in|current city|city)\b.*$/gim

function firstCity(text: string): string | undefined {
  let best: { at: number; name: string } | undefined
  for (const { name, regex } of cityPatterns) {
    const at = text.search(regex)
    if (at >= 0 && (!best || at < best.at)) best = { at, name }
  }
  return best?.name
}

/** The candidate's city: from a line that says where they live, else the first Indian city the resume names. */
export function suggestLocation(text: string): string | undefined {
  for (const [line] of text.matchAll(LOCATION_LINE)) {
    const city = firstCity(line)
    if (city) return city
  }
  return firstCity(text)
}

const NOT_A_NAME = /\b(?:resume|résumé|curriculum|vitae|cv|profile|e-?mail|phone|mobile|address|summary|objective|linkedin|github)\b/i

/** The person's name, guessed from the first lines (a staff upload has no form): two to four words, letters only. */
export function guessName(text: string): string | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 8)
  for (const line of lines) {
    if (NOT_A_NAME.test(line)) continue
    const words = line.split(/\s+/)
    if (words.length < 2 || words.length > 4 || !words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word))) continue
    return words.map((word) => (word === word.toUpperCase() && word.length > 2 ? word[0] + word.slice(1).toLowerCase() : word)).join(' ')
  }
  return undefined
}

/** The name a file gives when the text does not: "Meera_Joshi_CV.pdf" is "Meera Joshi". */
export function nameFromFileName(fileName: string): string | undefined {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1 && !/^(?:cv|resume|résumé|updated|final|new|latest|copy)$/i.test(word))
  if (!words.length) return undefined
  return words
    .slice(0, 4)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

// Addresses are not skills: "github.com/meera" is no mention of Git. Bare domains only in lower case, so "ASP.NET" stays.
const ADDRESSES =
  /(?:https?:\/\/|www\.)\S+|[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|dev|me|co|app|io)\/\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|dev|me)\b/g

/** Everything the text suggests. Empty values are left out. */
export function suggestFromText(text: string, skills: SkillMatcher): ResumeSuggestions {
  const suggestions: ResumeSuggestions = {
    email: suggestEmail(text),
    phone: suggestPhone(text),
    links: suggestLinks(text),
    yearsExperience: suggestYears(text),
    skills: skills.find(text.replace(ADDRESSES, ' ')),
    location: suggestLocation(text),
    noticeDays: suggestNoticeDays(text),
  }
  if (!suggestions.skills?.length) delete suggestions.skills
  for (const key of Object.keys(suggestions) as (keyof ResumeSuggestions)[]) if (suggestions[key] === undefined) delete suggestions[key]
  return suggestions
}
