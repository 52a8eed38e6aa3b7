// An application's stage in the candidate's words, per language (docs/decisions/languages.md "The application's
// stage"): the Stages namespace's English is the pipeline's own word for word, and every stage has a Marathi and a
// Hindi word; an answer keeps English as it was and adds the stored value only beside a translated word.
import { describe, expect, it } from 'vitest'

import { STAGES, candidateStageLabel } from '@/features/pipeline/stages'
import { candidateStageIn, stageForReader } from '@/i18n/stageNames'

describe('the candidate’s stage words', () => {
  it('English from the Stages namespace is candidateStageLabel, word for word', () => {
    for (const stage of STAGES) expect(candidateStageIn('en', stage)).toBe(candidateStageLabel[stage])
  })

  it('Marathi and Hindi: each stage in its own words', () => {
    expect(STAGES.map((stage) => candidateStageIn('mr', stage))).toEqual([
      'अर्ज मिळाला',
      'तपासणी सुरू आहे',
      'मुलाखत',
      'ऑफर',
      'नोकरी मिळाली',
      'निवड झाली नाही',
      'अर्ज मागे घेतला',
    ])
    expect(STAGES.map((stage) => candidateStageIn('hi', stage))).toEqual([
      'आवेदन मिला',
      'जाँच चल रही है',
      'इंटरव्यू',
      'ऑफ़र',
      'नौकरी मिल गई',
      'चयन नहीं हुआ',
      'आवेदन वापस लिया',
    ])
  })

  it('an answer: English the word only, as before; Marathi and Hindi the word and the stored value', () => {
    expect(stageForReader('screening', 'en')).toEqual({ stage: 'Being reviewed' })
    expect(stageForReader('screening', 'mr')).toEqual({ stage: 'तपासणी सुरू आहे', stageKey: 'screening' })
    expect(stageForReader('withdrawn', 'hi')).toEqual({ stage: 'आवेदन वापस लिया', stageKey: 'withdrawn' })
  })
})
