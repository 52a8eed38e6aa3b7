// The docs keep up with the code: every folder a newcomer meets is on the code map, and every setting the code reads
// is in the configuration table (docs/architecture.md, docs/operations.md "Configuration").
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Every file under `dir` whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(relative, keep)
    return keep(entry.name) ? [relative] : []
  })
}

/** Settings of Node.js and Next.js themselves, not the site's. */
const NOT_OURS = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', '__NEXT_PRIVATE_STANDALONE_CONFIG'])

function settingsReadByTheCode(): string[] {
  const names = new Set<string>()
  const sources = [
    ...filesUnder('src', (name) => /\.(ts|tsx)$/.test(name)),
    ...filesUnder('server', (name) => name.endsWith('.mjs')),
    'server.mjs',
  ]
  for (const file of sources) {
    const text = read(file)
    for (const match of text.matchAll(/\b(?:process\.env|environment)\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1])
  }
  // The app's settings schema (src/lib/env.ts): one key per setting.
  const schema = read('src/lib/env.ts')
  const body = schema.slice(schema.indexOf('z.object({'), schema.indexOf('\n})'))
  for (const match of body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1])
  return [...names].filter((name) => !NOT_OURS.has(name)).sort()
}

describe('the docs', () => {
  it('list every setting the code reads in the configuration table and in .env.example', () => {
    const operations = read('docs/operations.md')
    const table = operations.slice(
      operations.indexOf('## Configuration'),
      operations.indexOf('\n## ', operations.indexOf('## Configuration') + 5),
    )
    const example = read('.env.example')
    const settings = settingsReadByTheCode()
    expect(settings.length).toBeGreaterThan(25)
    expect(settings.filter((name) => !table.includes(`\`${name}\``))).toEqual([])
    expect(settings.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([])
  })

  it('name every feature folder, admin component folder and server module on the code map', () => {
    const map = read('docs/architecture.md')
    const folders = (dir: string) =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`)
    const missing = [
      ...folders('src/features').filter((folder) => !map.includes(`${folder}/`)),
      // The admin views are listed on the src/cms/components/ line by their folder names.
      ...folders('src/cms/components').filter(
        (folder) => !map.slice(map.indexOf('src/cms/components/')).includes(`${path.basename(folder)}/`),
      ),
      ...fs
        .readdirSync(path.join(root, 'server'))
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => name.replace('.mjs', ''))
        .filter((module) => !map.includes(module)),
    ]
    expect(missing).toEqual([])
  })
})
