// /mr/contact: the Contact page in Marathi (docs/decisions/languages.md). The details (mailbox, phone, hours, address)
// come from the CMS's site settings; the message form's texts are in messages/*.json (ContactForm).
import { htmlLang } from '@/i18n/locales'
import { routes } from '@/lib/routes'

import type { LocalizedContact } from '../localized'

export const contactMr: LocalizedContact = {
  title: 'संपर्क',
  description: 'भरती, प्रशिक्षण, सॉफ्टवेअर किंवा AI प्रोजेक्ट्सबद्दल आमच्याशी बोला. फोन करा, ई-मेल करा किंवा मेसेज पाठवा; आम्ही 24 तासांत उत्तर देतो.',
  eyebrow: 'संपर्क',
  headline: 'तुमच्या टीमबद्दल, किंवा तुमच्या पुढच्या पावलाबद्दल बोलूया',
  intro:
    'स्टार्टअपसाठी भरती करत असाल, सॉफ्टवेअर किंवा AI प्रोजेक्टचे नियोजन करत असाल, किंवा पुढची नोकरी शोधत असाल — आम्हाला थोडक्यात सांगा, आमच्या टीममधील योग्य व्यक्ती तुम्हाला उत्तर देईल.',
  detailsHeading: 'थेट संपर्क',
  formHeading: 'आम्हाला मेसेज पाठवा',
  formIntro: 'सर्व माहिती भरणे आवश्यक आहे. आम्ही 24 तासांत उत्तर देतो.',
  detailLabels: { email: 'ई-मेल', phone: 'फोन', whatsApp: 'WhatsApp', hours: 'वेळ', location: 'पत्ता', social: 'आम्हाला फॉलो करा' },
  moreHeading: 'आणखी काही शोधताय?',
  moreLinks: [
    { text: 'नेहमीचे प्रश्न वाचा', href: `/mr${routes.faqs}` },
    { text: 'करिअर आणि टॅलेंट कार्यक्रम', href: `/mr${routes.careers}` },
    { text: 'आमच्या सेवा पाहा (इंग्रजीत)', href: routes.services, hrefLang: htmlLang.en },
  ],
  callPrefix: 'फोन करा: ',
  whatsAppText: 'WhatsApp वर चॅट करा',
  whatsAppOpens: ' (WhatsApp उघडेल)',
  hoursNote: 'या वेळेत मेसेजना उत्तर दिले जाते; नेमलेल्या उमेदवारांसाठी आणि सक्रिय क्लायंट्ससाठी आमची सपोर्ट लाइन 24/7 सुरू असते.',
}
