// Admin view /admin/candidates/search (docs/decisions/talent-pool.md, "Search"): the talent pool's search. Free text
// over name, headline, skills, location, tags, notes and resume texts, the filters, results by relevance then
// recency with the words found highlighted, pages, and the staff member's saved searches. The search is in the
// address (a plain GET form, no script needed), so other screens link to a filled-in search (a role's "Find matching
// candidates") and a saved search is that address. Staff only (StaffView). The reads are features/candidates/search.ts.
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import {
  APPLIED_WITHIN,
  candidateSearchQuery,
  candidateSearchTerms,
  describeCandidateSearch,
  emptyCandidateSearch,
  foldWord,
  parseCandidateSearch,
  searchCandidates,
  type CandidateHit,
  type CandidateResults,
} from '@/features/candidates/search'
import { listStaff } from '@/features/leadDesk/staff'
import { WORK_MODES } from '@/features/openings/options'
import { stageOptions } from '@/features/pipeline/stages'
import { adminCandidateSearchHref, adminDocumentHref, adminViewPaths } from '@/lib/routes'

import { requireStaff, StaffViewFrame } from '../staffView/StaffView'
import { SavedSearchList, SaveSearchForm, type SavedSearch } from './SavedSearches'

import './candidateSearch.css'

type Option = { value: string; label: string }

function Field({ name, label, children, hint }: { name: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="ptw-filter">
      <label htmlFor={`ptw-candidates-${name}`}>{label}</label>
      {children}
      {hint ? (
        <span className="ptw-candidates__hint" id={`ptw-candidates-${name}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  )
}

function Choice({ name, label, value, options }: { name: string; label: string; value: string; options: readonly Option[] }) {
  return (
    <Field name={name} label={label}>
      <select id={`ptw-candidates-${name}`} name={name} className="ptw-control" defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu
const fold = foldWord

/** `text` with every word the search found in `<mark>`. */
function Highlighted({ text, words }: { text: string; words: ReadonlySet<string> }) {
  if (!words.size) return <>{text}</>
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(WORD)) {
    if (!words.has(fold(match[0]))) continue
    const at = match.index ?? 0
    if (at > last) parts.push(text.slice(last, at))
    parts.push(<mark key={at}>{match[0]}</mark>)
    last = at + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}

const years = (value: number) => (value === 1 ? '1 year' : `${value} years`)

function Result({ hit }: { hit: CandidateHit }) {
  const words = new Set(hit.matched.map(fold))
  const details = [hit.yearsExperience !== null ? years(hit.yearsExperience) : null, hit.location].filter(Boolean)
  return (
    <li className="ptw-candidates__result" data-testid="candidate-result">
      <h3>
        <a href={adminDocumentHref('candidates', hit.id)}>
          <Highlighted text={hit.name} words={words} />
        </a>
      </h3>
      {hit.headline ? (
        <p className="ptw-candidates__headline">
          <Highlighted text={hit.headline} words={words} />
        </p>
      ) : null}
      {details.length ? (
        <p className="ptw-candidates__details">
          {hit.yearsExperience !== null ? years(hit.yearsExperience) : null}
          {hit.yearsExperience !== null && hit.location ? ' · ' : null}
          {hit.location ? <Highlighted text={hit.location} words={words} /> : null}
        </p>
      ) : null}
      {hit.skills.length ? (
        <p className="ptw-candidates__skills">
          <span className="ptw-candidates__label">Skills: </span>
          {hit.skills.map((skill, index) => (
            <span key={`${skill}-${index}`}>
              {index ? ', ' : ''}
              <Highlighted text={skill} words={words} />
            </span>
          ))}
        </p>
      ) : null}
      {hit.excerpt ? (
        <p className="ptw-candidates__excerpt">
          <span className="ptw-candidates__label">From a resume or note: </span>
          <Highlighted text={hit.excerpt} words={words} />
        </p>
      ) : null}
      {hit.matched.length ? (
        <p className="ptw-candidates__matched">
          <span className="ptw-candidates__label">Words found: </span>
          {hit.matched.join(', ')}
        </p>
      ) : null}
    </li>
  )
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export async function CandidateSearchView(props: AdminViewServerProps) {
  const user = requireStaff(props, adminViewPaths.candidateSearch)
  const { req } = props.initPageResult
  const params = props.searchParams
  const parsed = parseCandidateSearch(params)
  const search = parsed.ok ? parsed.search : emptyCandidateSearch()
  const staffId = Number(user.id)
  const [results, staff, saved] = await Promise.all([
    parsed.ok ? searchCandidates(req.payload, search, staffId) : Promise.resolve<CandidateResults | null>(null),
    listStaff(req),
    req.payload.find({
      collection: 'candidate-searches',
      where: { owner: { equals: staffId } },
      sort: 'name',
      limit: 100,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  ])
  // The form shows what was typed, also when it was refused.
  const typed = (name: string) => (parsed.ok ? '' : one(params?.[name]))
  const value = {
    q: parsed.ok ? search.q : typed('q'),
    skills: parsed.ok ? search.skills.join(', ') : typed('skills'),
    minYears: parsed.ok ? (search.minYears ?? '') : typed('minYears'),
    maxYears: parsed.ok ? (search.maxYears ?? '') : typed('maxYears'),
    location: parsed.ok ? search.location : typed('location'),
    maxNoticeDays: parsed.ok ? (search.maxNoticeDays ?? '') : typed('maxNoticeDays'),
    tag: parsed.ok ? search.tag : typed('tag'),
  }
  const query = candidateSearchQuery(search)
  const savedSearches: SavedSearch[] = saved.docs.map((doc) => ({ id: doc.id, name: doc.name, query: doc.query ?? '' }))
  const hasWords = candidateSearchTerms(search.q).length > 0

  return (
    <StaffViewFrame {...props}>
      <div className="ptw-candidates">
        <h1>Search candidates</h1>
        <p className="ptw-candidates__intro">
          Find people in the talent pool by any word of their name, headline, skills, location, tags, notes or resumes, and narrow the list
          with the filters. Every word must be found; the start of a word is enough (&ldquo;dev&rdquo; finds &ldquo;developer&rdquo;). The
          best matches come first (a word in the name or skills counts more than one in a resume), then the most recent applications.
        </p>
        <form
          key={`search-${query}`}
          className="ptw-filters ptw-candidates__form"
          method="get"
          action={adminCandidateSearchHref()}
          role="search"
          aria-label="Search candidates"
        >
          <div className="ptw-candidates__words">
            <Field name="q" label="Words">
              <input
                id="ptw-candidates-q"
                name="q"
                type="search"
                className="ptw-control"
                defaultValue={value.q}
                placeholder="e.g. React Pune fintech"
                maxLength={200}
              />
            </Field>
          </div>
          <Field name="skills" label="Skills (all of)" hint="Separate skills with commas.">
            <input
              id="ptw-candidates-skills"
              name="skills"
              className="ptw-control"
              defaultValue={value.skills}
              aria-describedby="ptw-candidates-skills-hint"
              maxLength={500}
            />
          </Field>
          <Field name="minYears" label="Years of experience, at least">
            <input
              id="ptw-candidates-minYears"
              name="minYears"
              type="number"
              min={0}
              max={60}
              step="any"
              inputMode="decimal"
              className="ptw-control ptw-candidates__number"
              defaultValue={value.minYears}
            />
          </Field>
          <Field name="maxYears" label="at most">
            <input
              id="ptw-candidates-maxYears"
              name="maxYears"
              type="number"
              min={0}
              max={60}
              step="any"
              inputMode="decimal"
              className="ptw-control ptw-candidates__number"
              defaultValue={value.maxYears}
            />
          </Field>
          <Field name="location" label="Location">
            <input id="ptw-candidates-location" name="location" className="ptw-control" defaultValue={value.location} maxLength={100} />
          </Field>
          <Field name="maxNoticeDays" label="Notice period, at most (days)">
            <input
              id="ptw-candidates-maxNoticeDays"
              name="maxNoticeDays"
              type="number"
              min={0}
              max={365}
              step={1}
              inputMode="numeric"
              className="ptw-control ptw-candidates__number"
              defaultValue={value.maxNoticeDays}
            />
          </Field>
          <Choice name="workMode" label="Work mode" value={search.workMode ?? ''} options={[{ value: '', label: 'Any' }, ...WORK_MODES]} />
          <Choice
            name="stage"
            label="Stage in any role"
            value={search.stage ?? ''}
            options={[{ value: '', label: 'Any stage' }, ...stageOptions]}
          />
          <Field name="tag" label="Tag">
            <input id="ptw-candidates-tag" name="tag" className="ptw-control" defaultValue={value.tag} maxLength={60} />
          </Field>
          <Choice
            name="owner"
            label="Owner"
            value={search.owner === null ? '' : String(search.owner)}
            options={[
              { value: '', label: 'Anyone' },
              { value: 'mine', label: 'Mine' },
              { value: 'none', label: 'Nobody' },
              ...staff.map((person) => ({ value: String(person.id), label: person.name })),
            ]}
          />
          <Choice
            name="appliedWithin"
            label="Applied within"
            value={search.appliedWithin ?? ''}
            options={[{ value: '', label: 'Any time' }, ...APPLIED_WITHIN.map(({ value, label }) => ({ value, label }))]}
          />
          <button type="submit" className="ptw-candidates__button">
            Search
          </button>
          <Link href={adminCandidateSearchHref()} className="ptw-candidates__clear">
            Clear
          </Link>
        </form>

        {!parsed.ok ? (
          <p className="ptw-candidates__error" role="alert">
            {parsed.message}
          </p>
        ) : null}

        {results ? (
          <section aria-labelledby="ptw-candidates-results-title">
            <h2 id="ptw-candidates-results-title">
              {results.totalDocs === 1 ? '1 candidate' : `${results.totalDocs} candidates`}
              {results.totalPages > 1 ? `, page ${results.page} of ${results.totalPages}` : ''}
            </h2>
            {results.docs.length === 0 ? (
              <p role="status">
                {results.totalDocs > 0 ? 'No candidates on this page.' : 'No candidates match this search. Try fewer words or filters.'}
              </p>
            ) : (
              <ol className="ptw-candidates__results" aria-label={hasWords ? 'Candidates, best match first' : 'Candidates, newest first'}>
                {results.docs.map((hit) => (
                  <Result key={hit.id} hit={hit} />
                ))}
              </ol>
            )}
            {results.totalPages > 1 ? (
              <nav className="ptw-candidates__pages" aria-label="Result pages">
                {results.page > 1 ? (
                  <Link href={adminCandidateSearchHref({ ...addressOf(query), page: results.page - 1 })}>Previous page</Link>
                ) : null}
                <span>
                  Page {Math.min(results.page, results.totalPages)} of {results.totalPages}
                </span>
                {results.page < results.totalPages ? (
                  <Link href={adminCandidateSearchHref({ ...addressOf(query), page: results.page + 1 })}>Next page</Link>
                ) : null}
              </nav>
            ) : null}
          </section>
        ) : null}

        {parsed.ok ? <SaveSearchForm key={`save-${query}`} query={query} suggestedName={describeCandidateSearch(search)} /> : null}
        <SavedSearchList searches={savedSearches} />
      </div>
    </StaffViewFrame>
  )
}

/** A query string as the address builder's fields. */
const addressOf = (query: string) => Object.fromEntries(new URLSearchParams(query))
