// An application's stage as the candidate reads it ("Received", "Being reviewed", …) in each language: the Stages
// namespace of messages/*.json, whose English is the pipeline's own `candidateStageLabel`, word for word
// (tests/unit/language-stages.test.ts). My applications, Your data, the join page and the applications API read it.
// Server only: the three message files never reach a browser bundle from here.
import en from './messages/en.json'
import hi from './messages/hi.json'
import mr from './messages/mr.json'

import { candidateStageLabel, type Stage } from '@/features/pipeline/stages'

import type { Locale } from './locales'

const stageTexts: Record<Locale, Record<Stage, string>> = { en: en.Stages, mr: mr.Stages, hi: hi.Stages }

/** The candidate's word for `stage` in `locale`. */
export const candidateStageIn = (locale: Locale, stage: Stage): string => stageTexts[locale][stage]

/**
 * The stage as an API answer gives it (docs/decisions/languages.md "The application's stage"): in English the
 * candidate's word only, as before; in Marathi or Hindi the word in that language and, beside it, the stored value.
 */
export const stageForReader = (stage: Stage, locale: Locale): { stage: string; stageKey?: Stage } =>
  locale === 'en' ? { stage: candidateStageLabel[stage] } : { stage: candidateStageIn(locale, stage), stageKey: stage }
