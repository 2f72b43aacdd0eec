/** Text of the care philosophy page (/care-philosophy): why families choose us, how we approach care, our values. */
import type { ContentLink, ContentMeta, FeatureCard } from './types';
import { REPLY_PROMISE } from '../app/site';

export const CARE_PHILOSOPHY_META: ContentMeta = {
  title: 'Our Care Philosophy',
  description:
    'How we think about physiotherapy for older people at home: why families choose us, how we approach care, and the four values we share with our partner physiotherapists.',
  keywords: [
    'care philosophy',
    'home physiotherapy approach',
    'family-centred care',
    'physiotherapy for elderly parents',
  ],
};

export const CARE_PHILOSOPHY_CONTENT = {
  hero: {
    eyebrow: 'Our care philosophy',
    title: 'Care that fits your parent’s life, at home',
    subtitle:
      'Physiotherapy works best when it is built around the person: their home, their goals and the family who support them. This is how we think about it.',
  },
  reasons: {
    heading: 'Why families choose us',
    intro: 'What we hear most often from sons and daughters arranging help for a parent.',
    items: [
      {
        title: 'One careful recommendation',
        description:
          'Instead of a long list to work through, we match your parent with one physiotherapist who fits their condition, where they live and how soon they need help.',
      },
      {
        title: 'Checked before we introduce them',
        description:
          'Every physiotherapist we introduce is HCPC-registered and has an enhanced DBS check. We look up the register ourselves, and you can check it too.',
      },
      {
        title: 'Treatment where life happens',
        description:
          'Sessions take place in your parent’s home, so they practise on their own stairs, chairs and kitchen rather than in a clinic.',
      },
      {
        title: 'Free to families',
        description:
          'Our matching costs you nothing. You agree visits and fees with the physiotherapist and pay them directly.',
      },
    ] satisfies FeatureCard[],
  },
  approach: {
    heading: 'Our care approach',
    paragraphs: [
      'We start from what matters to your parent. For one person that is walking to the shops again; for another it is getting in and out of the bath safely, or feeling confident on the stairs at night. A good physiotherapist asks about these goals at the first visit and builds the programme around them.',
      'Home is where most older people want to recover, and it is where the risks are real: the loose rug, the step down to the garden, the chair that is too low. Treating people at home means those problems are seen and solved, not described from memory in a clinic.',
      'Progress comes from what happens between visits as much as during them. Physiotherapists leave simple, written exercises that fit your parent’s day, and show family members how to help safely if your parent would like them to.',
      'Your parent stays in charge. Their wishes about treatment, and about who is involved, come first. Where a parent cannot decide for themselves, decisions are made in their best interests, with the people who know them well.',
      'We are honest about what physiotherapy can and cannot do. If a physiotherapist thinks your parent needs their GP, a specialist or urgent care instead, they will say so.',
    ],
  },
  values: {
    heading: 'The values we share with our physiotherapists',
    intro: 'The same four values guide us and our partner, Estuary Community Physiotherapy.',
    items: [
      {
        title: 'Excellence',
        description:
          'Skilled, evidence-based physiotherapy and careful matching, with registration and checks confirmed before every introduction.',
      },
      {
        title: 'Compassion',
        description:
          'Patience and kindness towards older people and the families who support them, especially at worrying moments such as after a fall or a hospital stay.',
      },
      {
        title: 'Professionalism',
        description:
          'Qualified, registered, insured and accountable: clear about fees, punctual, and straightforward when something is outside their expertise.',
      },
      {
        title: 'Family-Centred',
        description:
          'Families kept informed and involved, with the parent’s agreement, because the person arranging care is usually a son or daughter.',
      },
    ] satisfies FeatureCard[],
  },
  callToAction: {
    heading: 'Find the right physiotherapist for your parent',
    text: `Tell us where your parent lives and what they need. Matching is free. ${REPLY_PROMISE}`,
    primary: { label: 'Find a Physiotherapist', to: '/finder' } satisfies ContentLink,
    secondary: { label: 'Contact Our Team', to: '/contact' } satisfies ContentLink,
  },
};
