// After the build, server chunks Turbopack wrote more than once (identical but for the source-map comment) are kept
// once and every route loads that copy (scripts/lib/dedupe-chunks.mjs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dedupeServerChunks } from '../../scripts/lib/dedupe-chunks.mjs'

const big = (marker: string) => `module.exports=[1,r=>{${marker.repeat(70 * 1024)}}];`

describe('server chunk copies', () => {
  it('keeps one copy of identical chunks per folder and points every reference at it', () => {
    const server = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(server, file)), { recursive: true })
      fs.writeFileSync(path.join(server, file), text)
    }
    write('chunks/_a._.js', `${big('x')}\n\n//# sourceMappingURL=_a._.js.map\n`)
    write('chunks/_a._.js.map', '{}')
    write('chunks/_b._.js', `${big('x')}\n\n//# sourceMappingURL=_b._.js.map\n`)
    write('chunks/_b._.js.map', '{}')
    write('chunks/_c._.js', `${big('y')}\n\n//# sourceMappingURL=_c._.js.map\n`)
    write('chunks/ssr/_b._.js', `${big('z')}\n`)
    write('app/page.js', 'R.c("../chunks/ssr/_b._.js")')
    write('chunks/small1.js', 'module.exports=[2,r=>{}];')
    write('chunks/small2.js', 'module.exports=[2,r=>{}];')
    write('app/api/one/route.js', 'R.c("server/chunks/_a._.js")\nR.c("server/chunks/_c._.js")')
    write('app/api/two/route.js', 'R.c("server/chunks/_b._.js")')
    write('app/api/two/route.js.nft.json', '{"files":["../../../chunks/_b._.js"]}')

    expect(dedupeServerChunks(server)).toMatchObject({ removed: 1 })
    expect(fs.existsSync(path.join(server, 'chunks/_b._.js'))).toBe(false)
    expect(fs.existsSync(path.join(server, 'chunks/_b._.js.map'))).toBe(false)
    expect(fs.readFileSync(path.join(server, 'app/api/two/route.js'), 'utf8')).toBe('R.c("server/chunks/_a._.js")')
    expect(fs.readFileSync(path.join(server, 'app/api/two/route.js.nft.json'), 'utf8')).toContain('chunks/_a._.js')
    // Different code, another folder, and small chunks stay as they are.
    for (const kept of ['chunks/_a._.js', 'chunks/_c._.js', 'chunks/ssr/_b._.js', 'chunks/small1.js', 'chunks/small2.js'])
      expect(fs.existsSync(path.join(server, kept))).toBe(true)
    // A chunk of the same name in another folder is not the removed one.
    expect(fs.readFileSync(path.join(server, 'app/page.js'), 'utf8')).toBe('R.c("../chunks/ssr/_b._.js")')
    expect(fs.readFileSync(path.join(server, 'app/api/one/route.js'), 'utf8')).toBe(
      'R.c("server/chunks/_a._.js")\nR.c("server/chunks/_c._.js")',
    )
    fs.rmSync(server, { recursive: true })
  })
})
