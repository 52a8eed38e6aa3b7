// Writes the resume files the talent-pool tests read (tests/fixtures/resumes/): real documents generated here, never
// downloaded. Run it again after changing a text: `node scripts/make-resume-fixtures.mjs`.
//   meera-joshi.pdf        a developer's resume (PDF, made with pdfkit)
//   arjun-rao.docx         a BPO and finance resume (DOCX, made with docx)
//   protected.pdf          a PDF that opens only with a password (pdfkit's encryption)
//   damaged.pdf            a PDF header followed by bytes that are no PDF at all (a broken download)
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import PDFDocument from 'pdfkit'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'tests', 'fixtures', 'resumes')

export const meera = [
  'MEERA JOSHI',
  'Senior Frontend Developer',
  'Kothrud, Pune, Maharashtra | meera.joshi@example.in | +91 98220 12345',
  'linkedin.com/in/meera-joshi-dev | github.com/meerajoshi | https://meera.dev',
  '',
  'SUMMARY',
  'Frontend developer with 6 years of experience building web applications with ReactJS, TypeScript and Node.js.',
  'Notice period: 30 days.',
  '',
  'SKILLS',
  'JS, TypeScript, ReactJS, Redux, Next.js, HTML5, CSS3, Tailwind, Jest, Cypress, Git, Docker, AWS, REST APIs',
  '',
  'EXPERIENCE',
  'Frontend Developer, Finserv Labs, Hinjewadi, Pune (2021 - present)',
  'Built a loan application portal in React and Redux used by 2 lakh customers.',
  'Software Engineer, Bright Apps, Bengaluru (2019 - 2021)',
  'Wrote REST APIs in Express JS and unit tests with Jest.',
  '',
  'EDUCATION',
  'B.E. Computer Engineering, Savitribai Phule Pune University, 2019',
]

export const arjun = [
  'Arjun Rao',
  'Customer Support Team Leader',
  'Email: arjun.rao@example.in   Mobile: 99220 33445',
  'Current location: Navi Mumbai',
  '',
  'Profile',
  'Team leader with 4.5 years of experience in international voice process and back office operations.',
  'Immediate joiner.',
  '',
  'Key skills',
  'Customer service • Voice process • Tally ERP 9 • GST returns • Advanced Excel (VLOOKUP, pivot tables) • MIS reporting • Zendesk',
  '',
  'Work history',
  'Team Leader, Westline BPO, Airoli (2022 - present): led 14 agents on a US banking process, CSAT 92%.',
  'Senior Associate, Nova Accounts, Vashi (2020 - 2022): bank reconciliation, GST returns and accounts payable in Tally.',
  '',
  'Languages: English, Hindi, Marathi',
]

function pdf(lines, options = {}) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Resume', CreationDate: new Date(0) }, ...options })
    const chunks = []
    doc.on('data', (chunk) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    lines.forEach((line, index) => {
      if (index === 0) doc.font('Helvetica-Bold').fontSize(20).text(line)
      else if (line && line === line.toUpperCase()) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(line)
      else
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .text(line || ' ')
    })
    doc.end()
  })
}

function docx(lines) {
  const document = new Document({
    creator: 'make-resume-fixtures',
    sections: [
      {
        children: lines.map((line, index) =>
          index === 0
            ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: line, bold: true })] })
            : new Paragraph({ children: [new TextRun(line)] }),
        ),
      },
    ],
  })
  return Packer.toBuffer(document)
}

/** The same bytes on every run (a linear congruential sequence), so the committed file only changes on purpose. */
function noise(length) {
  const bytes = Buffer.alloc(length)
  let state = 20261127
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648
    bytes[i] = state >>> 16
  }
  return bytes
}

async function main() {
  fs.mkdirSync(target, { recursive: true })
  const meeraPdf = await pdf(meera)
  const files = {
    'meera-joshi.pdf': meeraPdf,
    'arjun-rao.docx': await docx(arjun),
    'protected.pdf': await pdf(meera, { userPassword: 'open-sesame', ownerPassword: 'owner-secret', pdfVersion: '1.7' }),
    'damaged.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), noise(4096)]),
  }
  for (const [name, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(target, name), bytes)
    console.log(`${path.relative(root, path.join(target, name))} (${bytes.length} bytes)`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
