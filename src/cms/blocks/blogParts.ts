// The blocks of a blog post's body editor: each is one titled part of the post (spec section 2, "Blog post").
import type { Block } from 'payload'

import { blogPartBlocks } from '@/features/content/blogRichText'

const descriptions: Record<(typeof blogPartBlocks)[number]['slug'], string> = {
  expertInsight: 'Shown as a quote box.',
  keyTakeaway: 'Shown as a quote box.',
  conclusion: 'Shown at the end, after a dividing line.',
}

export const blogPartBlockConfigs: Block[] = blogPartBlocks.map(({ slug, label }) => ({
  slug,
  labels: { singular: label, plural: `${label} parts` },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 200,
      label: 'Heading',
      admin: {
        description: `${descriptions[slug]} Starts with "${label}" (added when you leave it out), e.g. "${label}: hire for the first 90 days".`,
      },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      label: 'Text',
      admin: { rows: 6, description: 'Leave a blank line between paragraphs.' },
    },
  ],
}))
