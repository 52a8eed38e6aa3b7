import { GraduationCap, HeartHandshake, Landmark, Laptop, ShoppingBag, type LucideIcon } from 'lucide-react'

import type { IndustrySlug } from '@/copy/industries'

/** The picture each playbook card shows (decorative). */
export const industryIcons: Record<IndustrySlug, LucideIcon> = {
  'it-saas': Laptop,
  education: GraduationCap,
  'retail-ecommerce': ShoppingBag,
  finance: Landmark,
  'non-profit': HeartHandshake,
}
