import type { ArrayField } from 'payload'

/** A list of `{text, link}` call-to-action buttons, the spec's shape for hero CTAs and closing buttons. */
export function linkList(name: string, label: string, maxRows = 4): ArrayField {
  return {
    name,
    label,
    type: 'array',
    // Each row reads "Button 01", not a label made from the field's name ("Hero C T A 01").
    labels: { singular: 'Button', plural: 'Buttons' },
    maxRows,
    interfaceName: 'LinkItems',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'text', label: 'Button text', type: 'text', required: true, admin: { width: '50%' } },
          {
            name: 'link',
            type: 'text',
            required: true,
            admin: { width: '50%', description: 'A site path such as /contact, or a full https:// address.' },
          },
        ],
      },
    ],
  }
}
