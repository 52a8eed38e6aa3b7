import type { Field } from 'payload'

/** "Consent history of …": the consent log filtered on the document's `email` (cms/components/privacy/ConsentHistoryLink). */
export const consentHistoryField: Field = {
  name: 'consentHistory',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/components/privacy/ConsentHistoryLink#ConsentHistoryLink' } },
}
