// Privacy policy and terms of service (spec section 2, "Privacy policy and terms"): plain-English
// policies for an Indian company. Contact details are not written here: the pages take them from the
// CMS's site settings, so a changed phone number or mailbox shows up in the policies too.
import { MIN_SIGNUP_AGE, MARKETING_FIGURES, PAYMENT_METHODS, VERIFICATION_TIME } from '@/lib/constants'

import { joinList } from './text'

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] }

type LegalSection = { id: string; title: string; content: LegalBlock[] }

export type LegalDocument = {
  title: string
  effectiveDate: string
  summary: string
  contactHeading: string
  /** Opening paragraph; names the company as the settings spell it. */
  intro: (company: { legalName: string; companyName: string }) => string
  sections: LegalSection[]
}

// After the Digital Personal Data Protection Act, 2023 received assent (11 August 2023).
const EFFECTIVE_DATE = '1 October 2023'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: EFFECTIVE_DATE,
  summary: 'What personal data we collect, why, who we share it with and the rights you have over it.',
  contactHeading: 'Questions about this policy?',
  intro: ({ legalName, companyName }) =>
    `This policy explains how ${legalName} ("${companyName}", "we", "us"), a staffing, recruitment, consulting, software and AI-services company based in Pune, India, handles personal data when you use our website, join our talent network, request our services or contact us. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000, and the rules made under them.`,
  sections: [
    {
      id: 'data-we-collect',
      title: 'Information we collect',
      content: [
        'We collect only what we need to run our services. Depending on how you use them, this may include:',
        {
          list: [
            'Account details: your name, e-mail address, age (to confirm you are 18 or older) and a password, which we store only in hashed form.',
            'Talent application details: your first and last name, e-mail, phone number, location, the information you choose to share about yourself, and your resume.',
            'Business request details: your company name, your name, phone number, e-mail, the services you are interested in and a description of your needs.',
            'Messages: what you write to us through the contact form, the chat assistant, e-mail or phone, and your newsletter subscription.',
            'Technical data: your IP address, browser type, and the pages you visit, recorded in server logs for security and troubleshooting.',
          ],
        },
        'When we verify candidates or employers, we may also receive information from references, previous employers or verification partners, always with your knowledge.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      content: [
        'We use personal data for specific, stated purposes:',
        {
          list: [
            'to create and secure your account, including sending one-time passwords (OTPs) to your e-mail;',
            'to assess your application, match you with suitable roles, training or micro-internships, and arrange interviews;',
            `to verify candidates and employers, which normally takes ${VERIFICATION_TIME};`,
            'to prepare proposals for businesses, deliver the services agreed and send invoices;',
            'to answer your questions and provide support;',
            'to send our newsletter, only if you have subscribed, with an unsubscribe option in every issue;',
            'to keep our website secure, prevent misuse and meet our legal obligations.',
          ],
        },
        'We rely on your consent where the law requires it, for example when you submit an application, and on legitimate uses permitted by law, such as keeping records we are required to keep. You may withdraw consent at any time; this does not affect processing that already took place.',
      ],
    },
    {
      id: 'sharing',
      title: 'When we share information',
      content: [
        'We do not sell personal data. We share it only in these cases:',
        {
          list: [
            'With prospective employers or clients, when you have applied for or agreed to be considered for a role. We share the profile and resume relevant to that role, not your full record.',
            'With service providers who work for us under written contracts, such as hosting, e-mail delivery and background-verification partners. They may use the data only to provide their service to us.',
            'With authorities, when Indian law or a court order requires it, or to protect the rights and safety of our candidates, clients or staff.',
            'With a buyer or successor, if our business is reorganised or sold, on the condition that this policy continues to protect your data.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect your information',
      content: [
        'We use reasonable security safeguards, including encrypted connections (HTTPS), hashed passwords, session cookies that scripts cannot read, access limited to staff who need it, and regular backups.',
        'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the Digital Personal Data Protection Act, 2023 requires, and take prompt steps to contain it.',
        'Please keep your password private and tell us straight away if you think someone else has used your account.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      content: [
        'We use a small number of strictly necessary cookies and browser storage entries, for example to keep you signed in and to remember that you are logged in across tabs. They do not identify you to other websites.',
        'We do not use advertising cookies, and we do not let advertising networks track you on our website.',
        'You can block or delete cookies in your browser settings. If you block necessary cookies, signing in and some forms will not work.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      content: [
        'We keep personal data only as long as we need it for the purpose it was collected for, or as long as the law requires:',
        {
          list: [
            'Talent profiles and resumes: while your account is active, and for up to two years after your last activity so that we can consider you for new roles, unless you ask us to delete them earlier.',
            'Business requests and contracts: for the period required by Indian tax and company law, generally eight years for accounting records.',
            'Contact and chat messages: up to two years, so that we can follow up on earlier conversations.',
            'Server logs: up to 180 days.',
          ],
        },
        'When data is no longer needed, we delete it or make it anonymous.',
        'You can delete your account at any time on your My account page. We then erase at once your account and everything our website holds under its e-mail address: your newsletter subscription, talent applications and resumes, contact and chat messages, and business requests. We keep none of it for legal reasons. What remains is only what is described above: the contract and invoices of an engagement that became a contract, in our accounting records for the period the law requires, and server logs (which may note that an e-mail was sent to your address) for up to 180 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      content: [
        'Under the Digital Personal Data Protection Act, 2023 you have the right to:',
        {
          list: [
            'get a summary of the personal data we hold about you and how we use it;',
            'have inaccurate or incomplete data corrected and out-of-date data updated;',
            'have your data erased when it is no longer needed or when you withdraw consent, unless the law requires us to keep it;',
            'withdraw consent you have given, as easily as you gave it;',
            'nominate another person to exercise your rights if you die or become unable to do so;',
            'have a grievance addressed, and if you are not satisfied with our response, complain to the Data Protection Board of India.',
          ],
        },
        'To use any of these rights, write to our Grievance Officer at the e-mail address below. We will respond within 30 days.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Links to other websites',
      content: [
        'Our website links to other websites, such as our social media pages and the websites of our clients and partners. We are not responsible for their content or their privacy practices.',
        'Please read the privacy policy of any website you visit before sharing personal data with it.',
      ],
    },
    {
      id: 'minors',
      title: 'Children and users under 18',
      content: [
        `Our website, accounts and talent network are for people aged ${MIN_SIGNUP_AGE} and over. We do not knowingly collect personal data from anyone under ${MIN_SIGNUP_AGE}, and sign-up asks for your age to enforce this.`,
        'If you believe that a person under 18 has given us personal data, please contact us and we will delete it.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'Transfers outside India',
      content: [
        'We store and process personal data mainly in India. Some of our service providers, such as e-mail or cloud hosting providers, may process data in other countries.',
        'We transfer personal data outside India only to countries not restricted by the Government of India under the Digital Personal Data Protection Act, 2023, and only to providers bound by contract to protect it to the standard of this policy.',
      ],
    },
    {
      id: 'updates',
      title: 'Changes to this policy',
      content: [
        'We may update this policy when our services or the law change. The effective date at the top of the page shows when it last changed.',
        'If a change affects how we use data you have already given us, we will tell you by e-mail or on the website before it takes effect and, where the law requires, ask for your consent again.',
      ],
    },
  ],
}

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: EFFECTIVE_DATE,
  summary: 'The rules for using our website and the terms on which we provide staffing, training and technology services.',
  contactHeading: 'Questions about these terms?',
  intro: ({ legalName, companyName }) =>
    `These terms are an agreement between you and ${legalName} ("${companyName}", "we", "us"), a company registered in India with its office in Pune. They apply to our website, your account, our talent network and the services we provide. A signed contract or statement of work for a specific engagement takes precedence over these terms where the two differ.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Accepting these terms',
      content: [
        'By using our website, creating an account or engaging our services, you accept these terms and our Privacy Policy. If you do not accept them, please do not use our services.',
        'We may change these terms from time to time. The effective date at the top shows the latest version; continuing to use our services after a change means you accept it. We will give notice of important changes by e-mail or on the website.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility: 18 years and over',
      content: [
        `You must be at least ${MIN_SIGNUP_AGE} years old and able to enter into a binding contract under Indian law to create an account, join our talent network or engage our services.`,
        'If you act for a business, you confirm that you are authorised to accept these terms on its behalf.',
      ],
    },
    {
      id: 'our-services',
      title: 'Our services',
      content: [
        'We provide staffing and recruitment, training and micro-internships, consulting, software development and AI solutions. The scope, timelines and fees of each engagement are set out in a proposal or contract.',
        `Onboarding time depends on the role and the engagement and ranges from ${MARKETING_FIGURES.onboarding}. Timelines we give are good-faith estimates, not guarantees.`,
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      content: [
        'Give accurate, current information when you sign up and keep it up to date. You are responsible for keeping your password secret and for everything done through your account.',
        'Tell us immediately if you suspect unauthorised use of your account.',
      ],
    },
    {
      id: 'talent-network',
      title: 'Talent network and placements',
      content: [
        `When you apply to our talent network, we review your application and may verify your identity, education and experience; verification normally takes ${VERIFICATION_TIME}.`,
        'Joining the network does not guarantee a placement, an interview or a particular salary. Employers make their own hiring decisions.',
        'You confirm that the information and documents you submit, including your resume, are true and that you have the right to share them.',
      ],
    },
    {
      id: 'client-engagements',
      title: 'Business engagements',
      content: [
        'A proposal from us becomes binding when both parties accept it in writing. The proposal or contract describes the services, deliverables, timelines, fees and any replacement guarantee for placed candidates.',
        'Clients agree to provide a safe, lawful workplace for candidates we place, to treat them fairly, and to tell us promptly about any concern.',
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Fees and payment',
      content: [
        'Fees are set out in your proposal, contract or invoice and are exclusive of GST and other applicable taxes unless stated otherwise.',
        `We accept payment by ${joinList(PAYMENT_METHODS, 'and')}. Subscription plans are billed monthly, for three months, for six months or yearly, as chosen in your contract.`,
        'All fees paid are non-refundable, unless a written contract signed by both parties says otherwise.',
        'Invoices are due on the date shown on them. We may pause work on an engagement while an invoice is overdue, after telling you in writing.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      content: [
        'The content, design, logos and software of our website belong to us or our licensors. You may not copy or reuse them without our written permission.',
        'For software, AI models, designs, documents and other work we create for a client, we retain all intellectual property rights until the fees for that work have been paid in full. On full payment, the rights agreed in the contract pass to the client.',
        'We keep the right to use our general know-how, tools and reusable components that we developed independently of the client’s work.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      content: [
        'When using our website and services, you agree not to:',
        {
          list: [
            'submit false information or apply on behalf of someone else without their permission;',
            'post job listings that are misleading, discriminatory or that ask candidates for money;',
            'try to access accounts, systems or data that you are not authorised to access;',
            'send spam, malware or automated requests that overload our website;',
            'harass, threaten or mistreat our staff, candidates or clients.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      content: [
        'We provide our website and its content "as is". We work hard to keep it accurate but do not promise it is free of errors or always available.',
        'To the extent Indian law allows, we are not liable for indirect or consequential losses, such as lost profits or lost opportunities, and our total liability for any engagement is limited to the fees you paid us for that engagement in the twelve months before the claim.',
        'Nothing in these terms limits liability that cannot be limited by law, including liability for fraud.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      content: [
        'Either party may end an engagement by giving written notice, as set out in its contract. Where the contract is silent, 15 days’ written notice applies.',
        'We may suspend or close an account that breaches these terms, after written notice where it is reasonable to give it. You may close your account at any time by writing to us.',
        'Fees for work done up to the date of termination remain payable, and the sections on fees, intellectual property, liability and governing law continue to apply after termination.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      content: [
        'These terms are governed by the laws of India.',
        'We would always rather resolve a concern by talking it through; please contact us first. Any dispute that cannot be resolved this way is subject to the exclusive jurisdiction of the courts in Pune, Maharashtra.',
      ],
    },
  ],
}
