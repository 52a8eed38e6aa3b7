// A resume's text (features/candidates/resumeText.ts) from the committed fixtures that scripts/make-resume-fixtures.mjs
// generates, and the checks of a staff upload's files (uploadFiles.ts): never a throw, always a reason.
import fs from 'node:fs'
import path from 'node:path'

import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { extractResumeText, UNREADABLE } from '@/features/candidates/resumeText'
import { resumeFilesOf } from '@/features/candidates/uploadFiles'

import { cfbBytes, docxBytes } from '../fixtures/resumes'

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'resumes', name)))

describe('reading a resume’s text', () => {
  it('reads a PDF', async () => {
    const read = await extractResumeText(fixture('meera-joshi.pdf'))
    expect(read.status).toBe('read')
    if (read.status !== 'read') return
    expect(read.text).toContain('MEERA JOSHI')
    expect(read.text).toContain('Frontend developer with 6 years of experience building web applications')
    expect(read.text).toContain('linkedin.com/in/meera-joshi-dev')
  })

  it('reads a DOCX', async () => {
    const read = await extractResumeText(fixture('arjun-rao.docx'))
    expect(read).toMatchObject({ status: 'read' })
    if (read.status !== 'read') return
    expect(read.text.split('\n')[0]).toBe('Arjun Rao')
    expect(read.text).toContain('Email: arjun.rao@example.in Mobile: 99220 33445')
  })

  it('says why when it cannot: a password, a damaged file, no text, not a resume type, nothing at all', async () => {
    expect(await extractResumeText(fixture('protected.pdf'))).toEqual({ status: 'unreadable', reason: UNREADABLE.encrypted })
    expect(await extractResumeText(fixture('damaged.pdf'))).toEqual({ status: 'unreadable', reason: UNREADABLE.damaged })
    expect(await extractResumeText(docxBytes())).toEqual({ status: 'unreadable', reason: UNREADABLE.noText })
    expect(await extractResumeText(cfbBytes())).toMatchObject({ status: 'unreadable' })
    expect(await extractResumeText(strToU8('Meera Joshi, React developer'))).toEqual({ status: 'unreadable', reason: UNREADABLE.type })
    expect(await extractResumeText(new Uint8Array())).toEqual({ status: 'unreadable', reason: UNREADABLE.noText })
    for (const reason of Object.values(UNREADABLE)) expect(reason.startsWith('text not readable')).toBe(true)
  })
})

describe('the files of a staff upload', () => {
  const pdf = { name: 'meera.pdf', bytes: fixture('meera-joshi.pdf') }

  it('takes resumes and ZIPs of resumes, passing over folders and a Mac’s extra files', async () => {
    const zip = zipSync({ 'cv/a.docx': fixture('arjun-rao.docx'), 'cv/': new Uint8Array(), '__MACOSX/cv/._a.docx': strToU8('x') })
    const files = await resumeFilesOf([pdf, { name: 'batch.zip', bytes: zip }])
    expect(Array.isArray(files) && files.map(({ name, kind }) => [name, kind.ext])).toEqual([
      ['meera.pdf', 'pdf'],
      ['a.docx', 'docx'],
    ])
  })

  it('refuses the whole upload for too many files, a file too large or of the wrong type, or nothing', async () => {
    expect(await resumeFilesOf(Array.from({ length: 201 }, () => pdf))).toEqual({
      status: 400,
      message: 'At most 200 resumes can be added at once; this upload has more.',
    })
    const many: Record<string, Uint8Array> = {}
    for (let index = 0; index < 201; index++) many[`r${index}.pdf`] = pdf.bytes
    expect(await resumeFilesOf([{ name: 'all.zip', bytes: zipSync(many) }])).toEqual({
      status: 400,
      message: 'At most 200 resumes can be added at once; all.zip holds 201.',
    })
    expect(await resumeFilesOf([{ name: 'big.pdf', bytes: new Uint8Array(5_000_001) }])).toEqual({
      status: 413,
      message: 'big.pdf is larger than 5 MB.',
    })
    expect(await resumeFilesOf([{ name: 'notes.txt', bytes: strToU8('hello') }])).toEqual({
      status: 415,
      message: 'notes.txt is not a PDF, DOC or DOCX file. Nothing was added.',
    })
    expect(await resumeFilesOf([{ name: 'broken.zip', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }])).toEqual({
      status: 400,
      message: 'broken.zip could not be opened as a ZIP file.',
    })
    expect(await resumeFilesOf([])).toMatchObject({ status: 400 })
  })
})
