/**
 * Privacy policy, terms of service and cookie policy. Rewritten on 22 November 2026 to describe what the
 * site actually does: no third-party trackers, no non-essential cookies, cookieless first-party page counts.
 */
import { COMPANY_LEGAL_LINE, REPLY_WITHIN, URGENT_VISIT_WITHIN } from '../app/site';
import { SITE_CONFIG } from '../site-config';
import { known } from '../site-config-check';
import type { ContentLink, ContentMeta, TextSection } from './types';

export { COMPANY_LEGAL_LINE };

// What is not known yet is left out of the text (a release build refuses to run until it is given).
const companyName = known(SITE_CONFIG.companyName);
const contactEmail = known(SITE_CONFIG.contactEmail);
const registeredOffice = known(SITE_CONFIG.registeredOffice);
const icoRegistrationNumber = known(SITE_CONFIG.icoRegistrationNumber);
const registration = [
  registeredOffice && `Our registered office is ${registeredOffice}.`,
  icoRegistrationNumber &&
    `We are registered with the Information Commissioner’s Office under number ${icoRegistrationNumber}.`,
]
  .filter(Boolean)
  .join(' ');

export const POLICIES_LAST_UPDATED = '22 November 2026';

export interface PolicySection extends TextSection {
  links?: ContentLink[];
  /** The cookies page shows the analytics opt-out switch under this section. */
  showAnalyticsOptOut?: boolean;
}

export interface PolicyDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  /** Sections in order; the terms number theirs 1-14 in the heading. */
  sections: PolicySection[];
  closingLinks: ContentLink[];
  meta: ContentMeta;
}

const CONTACT_LINK: ContentLink = { label: 'Contact us', to: '/contact' };

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro:
    'This policy explains what information we collect when you use Home Physio Finder, why we collect it, who we share it with, how long we keep it and the rights you have. We have tried to write it plainly.',
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        `${companyName ? `${companyName}, trading as Home Physio Finder` : 'Home Physio Finder'} (“we”, “us”) is the controller of the personal information described in this policy. We run a free service that matches families with independent physiotherapists who visit older people at home.`,
        ...(registration ? [registration] : []),
        'Most people who use our service are arranging help for a parent or another relative. When you tell us about your parent, you are sharing information about them as well as about you. Please make sure your parent knows and agrees, or that you are acting in their best interests if they cannot decide for themselves.',
      ],
    },
    {
      heading: '2. Information we collect',
      paragraphs: ['We only collect what you give us and a minimal record of page views.'],
      bullets: [
        'Finder requests: your parent’s postcode, the condition they need help with, how urgently, any additional information you choose to add, and, if you give them, your name, email address and phone number',
        'Health information: the condition and any details you add in the finder or in a message are health information about your parent. We only collect it with your explicit consent, which you give in the finder, and we use it only to find a suitable physiotherapist and to answer you',
        'Messages and consultation requests: your name, email address, optional phone number, subject and message, and for a consultation your preferred time and your parent’s condition',
        'Waitlist: your name, email address, your parent’s postcode and the condition, if you join the waitlist for an area we do not yet cover',
        'Out-of-area searches: when a postcode is outside the areas we cover, we record that postcode, the condition chosen and the time, without your name or contact details, to plan where to expand',
        'Page views: the page viewed and the website that referred you, counted by our own server with no cookies and without keeping anything that identifies you',
      ],
    },
    {
      heading: '3. How we use your information',
      paragraphs: [
        'We use your information to match your parent with a physiotherapist, to reply to your messages and arrange any consultation call, to tell you when we start covering your parent’s area if you joined the waitlist, to keep the service secure, and to understand, using counts only, which pages help families and where demand is.',
        'Under UK data protection law we rely on these lawful bases:',
      ],
      bullets: [
        'Steps you ask us to take: matching your parent and arranging a consultation you request',
        'Explicit consent: for health information about your parent (you can withdraw it at any time, which stops us using it from then on), and for waitlist emails',
        'Legitimate interests: answering enquiries, keeping records of requests in case of later questions or complaints, keeping the service secure, and counting page views and out-of-area searches to improve and plan the service',
        'Legal obligation: where the law requires us to keep or disclose information',
      ],
    },
    {
      heading: '4. Who we share it with',
      paragraphs: [
        'When we match your parent, we share your contact details and the details of your request with the matched physiotherapist only, so that they can contact you and prepare for the first visit. We do not share your contact details with anyone else, and we never sell personal information or use it for advertising.',
        'Companies that host our website and send our emails process information for us under contract, following our instructions, and may not use it for their own purposes. We may also disclose information if the law requires it, for example to a court or regulator.',
      ],
    },
    {
      heading: '5. How we keep it secure',
      paragraphs: [
        'Information is encrypted in transit between your browser and our servers. Only members of our coordinating team who need it to help you can see requests and messages, and we keep the information we hold to what is needed. No method of storing information is perfectly secure, but we take care to protect yours and would tell you and the Information Commissioner’s Office about a serious breach as the law requires.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'Under UK data protection law (the UK GDPR and the Data Protection Act 2018) you have the right to:',
      ],
      bullets: [
        'Access: ask for a copy of the information we hold about you',
        'Rectification: ask us to correct information that is wrong or incomplete',
        'Erasure: ask us to delete your information',
        'Restriction: ask us to limit how we use your information',
        'Objection: object to our use of your information based on legitimate interests',
        'Data portability: ask for information you gave us in a format you can take elsewhere',
      ],
    },
    {
      heading: '7. Cookies and browser storage',
      paragraphs: [
        'We use no third-party trackers and set no non-essential cookies. The site keeps your unfinished finder answers in your browser’s session storage until you close the tab, and, if you turn page counting off, remembers that choice in your browser. Our page-view counting uses no cookie, and you can turn it off on our cookies page.',
      ],
      links: [{ label: 'Read our cookie policy', to: '/cookies' }],
    },
    {
      heading: '8. How long we keep it',
      paragraphs: ['We keep information only as long as we need it:'],
      bullets: [
        'Messages and consultation requests: 2 years',
        'Finder requests: 3 years (a request nobody confirmed, by email or by phone with our team: 1 month)',
        'Raw page-view records and out-of-area search records: 13 months, after which we keep only aggregated counts that cannot identify anyone',
        'Waitlist entries: until you leave the waitlist, which you can do with the one-click link in every email we send',
      ],
    },
    {
      heading: '9. Contact us and complaints',
      paragraphs: [
        `To use any of your rights, withdraw consent or ask about this policy, email ${contactEmail} or use our contact page. We will reply within one month.`,
        'If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at ico.org.uk or on 0303 123 1113.',
      ],
      links: [CONTACT_LINK],
    },
    {
      heading: '10. Changes to this policy',
      paragraphs: [
        'We will update this policy when the way we handle information changes, and show the date of the latest version at the top of this page. If a change significantly affects how we use information you have already given us, we will tell you by email where we can.',
      ],
    },
  ],
  closingLinks: [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Find a Physiotherapist', to: '/finder' },
  ],
  meta: {
    title: 'Privacy Policy',
    description:
      'How Home Physio Finder collects, uses, shares and protects your information and your parent’s, how long we keep it, and your rights under UK data protection law.',
    keywords: ['privacy policy', 'data protection', 'UK GDPR', 'Home Physio Finder'],
  },
};

export const TERMS_OF_SERVICE: PolicyDocument = {
  title: 'Terms of Service',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro:
    'These terms apply when you use the Home Physio Finder website and matching service. Please read them before you use the service; by using it you agree to them.',
  sections: [
    {
      heading: '1. About us',
      paragraphs: [
        [
          COMPANY_LEGAL_LINE,
          contactEmail
            ? `You can contact us at ${contactEmail} or through our contact page.`
            : 'You can contact us through our contact page.',
        ]
          .filter(Boolean)
          .join(' '),
      ],
      links: [CONTACT_LINK],
    },
    {
      heading: '2. What our service is',
      paragraphs: [
        'Home Physio Finder is an introduction service. We match families with independent, HCPC-registered physiotherapists who visit people at home, and pass on contact details so that you and the physiotherapist can arrange treatment.',
        'We do not provide physiotherapy or any other healthcare ourselves, and the physiotherapists we recommend are not our employees.',
      ],
    },
    {
      heading: '3. Using the service',
      paragraphs: [
        'You must be 18 or over to use the service. If you ask us to find a physiotherapist for someone else, you confirm that they know and agree, or that you are acting in their best interests if they cannot decide for themselves.',
      ],
    },
    {
      heading: '4. Our charges',
      paragraphs: ['Our matching service is free to families. We do not take payment from you for treatment.'],
    },
    {
      heading: '5. Your agreement with the physiotherapist',
      paragraphs: [
        'Any treatment is arranged directly between you (or your parent) and the physiotherapist. The contract for treatment is with the physiotherapist, who sets their own fees, cancellation terms and availability, and you pay them directly. Please agree these with the physiotherapist before the first visit.',
      ],
    },
    {
      heading: '6. How we check physiotherapists',
      paragraphs: [
        'Before we recommend a physiotherapist we check their HCPC registration, see an enhanced DBS certificate, confirm CSP membership and professional indemnity insurance, and take up references. We recheck registration and insurance regularly. Each physiotherapist remains responsible for their own clinical decisions and treatment.',
      ],
    },
    {
      heading: '7. Emergencies',
      paragraphs: [
        'Our service is not for emergencies. If someone is seriously ill or injured, or their life is at risk, call 999. For urgent medical advice that is not an emergency, call NHS 111.',
      ],
    },
    {
      heading: '8. Matching and availability',
      paragraphs: [
        `We aim to reply to every request ${REPLY_WITHIN}, and for urgent needs a physiotherapist can usually visit ${URGENT_VISIT_WITHIN}, but we cannot guarantee that a suitable physiotherapist will be available for every request or at a particular time. We work only where a physiotherapist in our network can visit: the finder checks whether we cover a postcode, and families outside the areas we cover can join our waitlist.`,
      ],
    },
    {
      heading: '9. Information you give us',
      paragraphs: [
        'Please give accurate information so that we can make a suitable match. Do not send information that you do not have the right to share. Our privacy policy explains how we handle personal information.',
      ],
      links: [{ label: 'Read our privacy policy', to: '/privacy' }],
    },
    {
      heading: '10. Information on our website',
      paragraphs: [
        'Our guidance articles and service pages give general information only. They are not a substitute for advice from a doctor, physiotherapist or other professional who knows your parent. Always check with a health professional before starting new exercise or treatment.',
      ],
    },
    {
      heading: '11. Our content',
      paragraphs: [
        `The text, design and other content of this website belong to ${companyName ?? 'Home Physio Finder'} or are used with permission. You may view and print pages for your own personal use, but not copy or publish them for commercial purposes without our permission.`,
      ],
    },
    {
      heading: '12. Our responsibility to you',
      paragraphs: [
        'We take reasonable care in checking physiotherapists and making matches. Because treatment is provided by independent physiotherapists under their own agreement with you, we are not responsible for the treatment they provide, within the limits allowed by law.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.',
      ],
    },
    {
      heading: '13. Concerns and changes to these terms',
      paragraphs: [
        'If you are unhappy with our service or with a match, contact us and we will try to put it right, including finding another physiotherapist at no cost. Concerns about a physiotherapist’s treatment should also be raised with the physiotherapist; concerns about their fitness to practise can be raised with the HCPC.',
        'We may update these terms from time to time. The date at the top of this page shows when they last changed.',
      ],
      links: [CONTACT_LINK],
    },
    {
      heading: '14. Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
  ],
  closingLinks: [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Privacy Policy', to: '/privacy' },
  ],
  meta: {
    title: 'Terms of Service',
    description:
      'The terms for using Home Physio Finder, a free introduction service: families contract with and pay the physiotherapist directly.',
    keywords: ['terms of service', 'Home Physio Finder terms', 'introduction service'],
  },
};

export const COOKIE_POLICY: PolicyDocument = {
  title: 'Cookie Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro:
    'In short: we set no non-essential cookies and no third-party cookies, and our page-view counting uses no cookie at all. This page explains the little we do store in your browser and how to control it.',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that websites save in your browser. Browsers also offer similar storage, called session storage and local storage, which stays on your device and is not sent to the website automatically. The law treats them in the same way, so this policy covers both.',
      ],
    },
    {
      heading: 'How we use them',
      paragraphs: [
        'We do not use cookies to track you, to show advertising or to recognise you on other websites. We store only two things in your browser, both described below, and neither is shared with anyone.',
      ],
    },
    {
      heading: 'Essential storage',
      paragraphs: [
        'While you fill in the finder, the answers you have entered so far are kept in your browser’s session storage, so they are not lost if you reload the page or go back a step. Session storage belongs to that browser tab only and is deleted when you close it. This is strictly necessary for the service you asked for, so it does not need consent.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'To see which pages help families, our own server counts page views: it records the page viewed and the website that referred you, if any. It uses no cookie and keeps nothing that identifies you, such as your name, IP address or a device identifier. No third-party analytics service is used.',
        'You can turn this counting off below. Your choice is saved in your browser’s local storage as a single on/off setting, so it lasts until you clear your browser data. If your browser sends a Do Not Track or Global Privacy Control signal, we never count your visits.',
      ],
      showAnalyticsOptOut: true,
    },
    {
      heading: 'Functional cookies',
      paragraphs: ['We do not use functional cookies. The site does not need them to remember preferences.'],
    },
    {
      heading: 'Third-party cookies',
      paragraphs: [
        'There are none. We do not embed social media buttons, advertising, maps, videos or external fonts that could set cookies or track you.',
      ],
    },
    {
      heading: 'Managing storage in your browser',
      paragraphs: [
        'You can see and delete cookies and site data, including session and local storage, in your browser’s settings, usually under Privacy or Site data. You can also block them for any site.',
      ],
    },
    {
      heading: 'If you block or clear storage',
      paragraphs: [
        'The site still works. If session storage is blocked, the finder cannot keep your answers if you reload the page. If local storage is blocked or cleared, we cannot remember that you turned page counting off, so you would need to turn it off again (a Do Not Track or Global Privacy Control setting in your browser works without storage).',
      ],
    },
    {
      heading: 'Data protection',
      paragraphs: ['Our privacy policy explains how we handle personal information and the rights you have.'],
      links: [{ label: 'Read our privacy policy', to: '/privacy' }],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we ever change what we store in your browser, we will update this page first and show the new date at the top. We will ask for your consent before setting any cookie that is not strictly necessary.',
      ],
    },
  ],
  closingLinks: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Contact Us', to: '/contact' },
  ],
  meta: {
    title: 'Cookie Policy',
    description:
      'Home Physio Finder sets no non-essential or third-party cookies. Our page-view counting is cookieless and you can turn it off here.',
    keywords: ['cookie policy', 'no cookies', 'analytics opt-out', 'Home Physio Finder'],
  },
};
