// The inbox's paging by key and its full-text search (docs/decisions/lead-desk.md, "Inbox paging and search") against
// the real server and database (SQLite, and PostgreSQL with TEST_DB=postgres): every lead exactly once across pages
// while new ones arrive, a phone number in any formatting, a name typed surname first, and the indexes and search
// table the migration creates.
import { describe, expect, inject, it } from 'vitest'

import { bulkContactMessages } from '../fixtures/bulk-leads'
import { teamUpRequest } from '../fixtures/team-up'
import { baseUrl, getJson, rawSql, staffHeaders } from './helpers'
import { postJson } from './leads-helpers'

const uid = () => Math.random().toString(36).slice(2, 10)
const postgres = () => inject('databaseUrl').startsWith('postgres')

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

/** The inbox page at `address` as staff see it: its rows' names, its caption and its page links. */
async function inboxPage(address: string) {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}${address}`, { headers: { authorization } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const rows = [...html.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((match) =>
    match[1]
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '|')
      .replace(/\|+/g, '|'),
  )
  const names = [...html.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>[\s\S]*?<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1])
  const link = (text: string) => {
    const found = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${text}</a>`).exec(html)
    return found ? decode(found[1]) : null
  }
  const caption = /<caption>([\s\S]*?)<\/caption>/.exec(html)?.[1].replace(/<!--[\s\S]*?-->/g, '') ?? ''
  return {
    rows,
    names,
    caption,
    next: link('Next page'),
    previous: link('Previous page'),
    last: link('Last page'),
    first: link('First page'),
  }
}

/** One contact message named `name`, tagged `tag`, received at `createdAt`, straight into the database. */
async function insertContact(name: string, tag: string, createdAt: string) {
  const time = postgres() ? 'CAST(? AS timestamptz)' : '?'
  await rawSql(
    `INSERT INTO contact_messages (full_name, email_address, inquiry_type, message, status, spam, notify_state, created_at, updated_at)
     VALUES (?, ?, 'General', 'Late message', 'new', false, 'sent', ${time}, ${time})`,
    [name, `${tag}-${name.replace(/\W/g, '').toLowerCase()}@example.in`, createdAt, createdAt],
  )
}

describe('the inbox pages', () => {
  it('pages by key: every lead exactly once across pages while new leads arrive', async () => {
    const tag = `page${uid()}`
    // 70 leads: 40 received at one instant (the id orders them), 30 a minute earlier.
    const at = Date.now() - 3600_000
    for (const [count, time, prefix] of [
      [30, new Date(at - 60_000).toISOString(), 'a'],
      [40, new Date(at).toISOString(), 'b'],
    ] as const) {
      const bulk = bulkContactMessages(`${tag}${prefix}`, count, { postgres: postgres(), createdAt: time })
      await rawSql(bulk.sql.replace("'Bulk sender ' || i", `'Bulk sender ${prefix}' || i`), bulk.params)
    }
    // The bulk addresses are `<tag><a|b>-<n>@example.in`: search the e-mail's first word by its start.
    const search = `/admin/inbox?q=${tag}`
    const first = await inboxPage(search)
    expect(first.caption).toBe('70 leads, page 1 of 3')
    expect(first.names).toHaveLength(25)
    expect(first.names[0]).toBe('Bulk sender b40')
    expect(first.previous).toBeNull()

    const seen = new Map<string, number>()
    let page = first
    let late = 0
    for (;;) {
      for (const name of page.names) seen.set(name, (seen.get(name) ?? 0) + 1)
      if (!page.next) break
      // New leads arrive between two page requests: they go on top, and move no lead across the page boundary.
      for (let index = 0; index < 3; index += 1) await insertContact(`Late sender ${tag} ${++late}`, tag, new Date().toISOString())
      page = await inboxPage(page.next)
    }
    const originals = [...seen.entries()].filter(([name]) => name.startsWith('Bulk sender'))
    expect(originals).toHaveLength(70)
    expect(originals.filter(([, times]) => times !== 1)).toEqual([])
    expect([...seen.keys()].filter((name) => name.startsWith('Late sender'))).toEqual([])
    // The last page ends with the oldest lead; its "Previous page" is the 25 leads before it.
    expect(page.names.at(-1)).toBe('Bulk sender a1')
    expect(page.last).toBeNull()

    const total = 70 + late
    const lastPage = await inboxPage(first.last!)
    expect(lastPage.caption).toBe(`${total} leads, page ${Math.ceil(total / 25)} of ${Math.ceil(total / 25)}`)
    expect(lastPage.names).toHaveLength(total % 25 || 25)
    expect(lastPage.names.at(-1)).toBe('Bulk sender a1')
    const before = await inboxPage(lastPage.previous!)
    expect(before.names).toHaveLength(25)
    expect(before.next).not.toBeNull()
    expect((await inboxPage(before.next!)).names).toEqual(lastPage.names)
    // A numbered link shared before paging by key still opens its page.
    const fresh = await inboxPage(search)
    expect((await inboxPage(`${search}&page=2`)).names).toEqual((await inboxPage(fresh.next!)).names)
  })
})

describe('the inbox search', () => {
  it('finds a phone number in any formatting and a name typed surname first', async () => {
    const tag = uid()
    const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    const { body: categories } = await getJson<Parameters<typeof teamUpRequest>[0]>('/api/teamup/categories')
    const created = await postJson('/api/teamup', {
      ...teamUpRequest(categories, { companyName: `Sahyadri ${tag} Tools`, email: `asha-${tag}@${tag}.example.in` }),
      firstName: 'Asha',
      lastName: `Kulkarni${tag}`,
      phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    })
    expect(created.status).toBe(201)

    for (const typed of [
      `${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91-${digits.slice(0, 5)}-${digits.slice(5)}`,
      digits,
      `91${digits}`,
    ]) {
      const found = await inboxPage(`/admin/inbox?q=${encodeURIComponent(typed)}`)
      expect(found.names, typed).toEqual([`Asha Kulkarni${tag}`])
    }
    for (const typed of [
      `Kulkarni${tag} Asha`,
      `asha kulkarni${tag}`,
      `kulkarni${tag}`,
      `${tag.toUpperCase()}`,
      `asha-${tag}@${tag}.example.in`,
    ]) {
      const found = await inboxPage(`/admin/inbox?q=${encodeURIComponent(typed)}`)
      expect(found.names, typed).toEqual([`Asha Kulkarni${tag}`])
    }
    // The company: every word typed must be there.
    expect((await inboxPage(`/admin/inbox?q=${encodeURIComponent(`tools sahyadri ${tag}`)}`)).names).toEqual([`Asha Kulkarni${tag}`])
    expect((await inboxPage(`/admin/inbox?q=${encodeURIComponent(`Kulkarni${tag} Meera`)}`)).names).toEqual([])

    // A changed name is searched by its new words (the search table follows the lead's table).
    await rawSql('UPDATE team_up_requests SET first_name = ? WHERE last_name = ?', ['Ashwini', `Kulkarni${tag}`])
    expect((await inboxPage(`/admin/inbox?q=${encodeURIComponent(`Ashwini Kulkarni${tag}`)}`)).names).toEqual([`Ashwini Kulkarni${tag}`])
  })

  it('has the indexes and the search table the migration creates', async () => {
    const tables = ['contact_messages', 'team_up_requests', 'talent_applications', 'support_requests', 'subscribers']
    const expected = [
      'talent_applications_spam_stage_idx',
      ...tables.flatMap((table) =>
        ['spam_created_idx', 'open_idx', 'open_unanswered_idx', 'open_follow_up_idx'].map((name) => `${table}_${name}`),
      ),
    ]
    const names = postgres()
      ? (await rawSql("SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'")).map((row) => String(row.name))
      : (await rawSql("SELECT name FROM sqlite_master WHERE type = 'index'")).map((row) => String(row.name))
    expect(expected.filter((name) => !names.includes(name))).toEqual([])
    if (postgres()) {
      expect(names).toContain('lead_search_doc_idx')
      const triggers = (
        await rawSql("SELECT DISTINCT trigger_name AS name FROM information_schema.triggers WHERE trigger_name LIKE '%_search'")
      ).map((row) => String(row.name))
      // The lead search's triggers (the talent pool's search has its own beside them, src/migrations/candidateSearch.ts).
      expect(triggers).toEqual(expect.arrayContaining([...tables.map((table) => `${table}_search`), 'openings_title_search']))
    } else {
      const [table] = await rawSql("SELECT sql FROM sqlite_master WHERE name = 'lead_search'")
      expect(String(table.sql)).toContain('fts5')
      const triggers = (await rawSql("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%search%'")).map((row) =>
        String(row.name),
      )
      expect(triggers).toEqual(
        expect.arrayContaining([
          ...tables.flatMap((table) => ['insert', 'update', 'delete'].map((event) => `${table}_search_${event}`)),
          'openings_title_search',
        ]),
      )
    }
  })
})
