// What loadReports answers: the period and the figures of each part.
import type { CandidatesReport } from './candidates'
import type { ChannelFigures } from './channels'
import type { LeadsReport } from './leads'
import type { ReportPeriod } from './period'

export type Reports = { period: ReportPeriod; leads: LeadsReport; candidates: CandidatesReport; channels: ChannelFigures[] }
