// Finding the vocabulary's skills in a resume's text (docs/decisions/talent-pool.md, "Skills vocabulary"). A skill is
// found by its name or any synonym, as a whole term: "Java" is not found inside "JavaScript", "C" not inside "C++".
// The longest term at a place wins ("React Native" is not also "React"). Short acronyms ("Go", "ML", "CA", "SQL") are
// matched in their own case only, so "go" and "ca" in sentences are not skills; a one-letter skill ("C", "R") only
// in a list ("C, C++, Java").

export type SkillEntry = { name: string; synonyms?: readonly string[] | null }

export type SkillMatcher = { find(text: string): string[] }

/** A term as literal text in a Unicode pattern (where `\-` or `\/` outside a class is an error). */
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A term is matched in its own case when it is an acronym of up to four characters, or any term of two. */
const caseSensitive = (term: string) => term.length <= 2 || (term.length <= 4 && term === term.toUpperCase())

const BEFORE = '(?<![\\p{L}\\p{N}])'
// "C" must not end inside "C++" or "C#", nor ".NET" inside ".NETX".
const AFTER = '(?![\\p{L}\\p{N}+#])'
const LIST_BEFORE = '(?<=[,/|;•(]\\s{0,3})'
const LIST_AFTER = '(?=\\s{0,3}[,/|;•)])'

function alternation(terms: string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(escape)
    .join('|')
}

/** Builds the matcher for a vocabulary once; `find` answers the skills' names in the order first met. */
export function buildSkillMatcher(vocabulary: readonly SkillEntry[]): SkillMatcher {
  const byTerm = new Map<string, string>()
  const exact = new Map<string, string>()
  for (const { name, synonyms } of vocabulary) {
    for (const term of [name, ...(synonyms ?? [])].map((value) => value.trim()).filter(Boolean)) {
      if (caseSensitive(term)) {
        if (!exact.has(term)) exact.set(term, name)
      } else if (!byTerm.has(term.toLowerCase())) byTerm.set(term.toLowerCase(), name)
    }
  }
  const longTerms = [...byTerm.keys()]
  const shortTerms = [...exact.keys()].filter((term) => term.length > 1)
  const letters = [...exact.keys()].filter((term) => term.length === 1)
  const patterns: { regex: RegExp; skillOf: (found: string) => string | undefined }[] = []
  if (longTerms.length)
    patterns.push({
      regex: new RegExp(`${BEFORE}(?:${alternation(longTerms)})${AFTER}`, 'giu'),
      skillOf: (found) => byTerm.get(found.toLowerCase()),
    })
  if (shortTerms.length)
    patterns.push({ regex: new RegExp(`${BEFORE}(?:${alternation(shortTerms)})${AFTER}`, 'gu'), skillOf: (found) => exact.get(found) })
  if (letters.length) {
    const one = alternation(letters)
    patterns.push({
      regex: new RegExp(`(?:${LIST_BEFORE}(?:${one})${AFTER}|${BEFORE}(?:${one})${LIST_AFTER})`, 'gu'),
      skillOf: (found) => exact.get(found),
    })
  }

  return {
    find(text: string) {
      const found: { at: number; name: string }[] = []
      let rest = text
      for (const { regex, skillOf } of patterns) {
        // Each pass blanks what it matched, so a later (shorter) pattern never matches inside a longer term.
        rest = rest.replace(regex, (match: string, ...args: unknown[]) => {
          const at = args.find((arg) => typeof arg === 'number') as number
          const name = skillOf(match)
          if (name) found.push({ at, name })
          return ' '.repeat(match.length)
        })
      }
      const names: string[] = []
      for (const { name } of found.sort((a, b) => a.at - b.at)) if (!names.includes(name)) names.push(name)
      return names
    },
  }
}
