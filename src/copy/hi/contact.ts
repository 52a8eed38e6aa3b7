// /hi/contact: the Contact page in Hindi (docs/decisions/languages.md). The details (mailbox, phone, hours, address)
// come from the CMS's site settings; the message form's texts are in messages/*.json (ContactForm).
import { htmlLang } from '@/i18n/locales'
import { routes } from '@/lib/routes'

import type { LocalizedContact } from '../localized'

export const contactHi: LocalizedContact = {
  title: 'संपर्क करें',
  description: 'भर्ती, ट्रेनिंग, सॉफ़्टवेयर या AI प्रोजेक्ट्स के बारे में हमसे बात करें। फ़ोन करें, ई-मेल करें या मैसेज भेजें; हम 24 घंटे में जवाब देते हैं।',
  eyebrow: 'संपर्क',
  headline: 'आपकी टीम के बारे में, या आपके अगले क़दम के बारे में बात करें',
  intro:
    'चाहे आप स्टार्टअप के लिए भर्ती कर रहे हों, सॉफ़्टवेयर या AI प्रोजेक्ट की योजना बना रहे हों, या अपनी अगली नौकरी ढूँढ रहे हों — हमें थोड़ा बताइए, हमारी टीम का सही व्यक्ति आपको जवाब देगा।',
  detailsHeading: 'सीधे संपर्क करें',
  formHeading: 'हमें मैसेज भेजें',
  formIntro: 'सभी जानकारी भरना ज़रूरी है। हम 24 घंटे में जवाब देते हैं।',
  detailLabels: { email: 'ई-मेल', phone: 'फ़ोन', whatsApp: 'WhatsApp', hours: 'समय', location: 'पता', social: 'हमें फ़ॉलो करें' },
  moreHeading: 'कुछ और ढूँढ रहे हैं?',
  moreLinks: [
    { text: 'अक्सर पूछे जाने वाले सवाल पढ़ें', href: `/hi${routes.faqs}` },
    { text: 'करियर और टैलेंट प्रोग्राम', href: `/hi${routes.careers}` },
    { text: 'हमारी सेवाएँ देखें (अंग्रेज़ी में)', href: routes.services, hrefLang: htmlLang.en },
  ],
  callPrefix: 'फ़ोन करें: ',
  whatsAppText: 'WhatsApp पर चैट करें',
  whatsAppOpens: ' (WhatsApp खुलेगा)',
  hoursNote: 'इन घंटों में मैसेज का जवाब दिया जाता है; रखे गए उम्मीदवारों और एक्टिव क्लाइंट्स के लिए हमारी सपोर्ट लाइन 24/7 खुली रहती है।',
}
