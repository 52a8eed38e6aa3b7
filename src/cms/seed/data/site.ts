import { defaultSiteSettings } from '@/features/content/siteDefaults'
import type { SiteSettings } from '@/features/content/types'

/** A new site starts with the default company details; staff change them in Site settings. */
export const siteSettings: SiteSettings = defaultSiteSettings
