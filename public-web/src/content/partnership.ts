/** Text of the partnership page (/estuary-partnership). */
import type { ContentLink, ContentMeta, FeatureCard } from './types';
import { MATCHING_PROMISE } from '../app/site';

export const PARTNER_NAME = 'Estuary Community Physiotherapy';

export const PARTNERSHIP_META: ContentMeta = {
  title: 'Our Partnership with Estuary Community Physiotherapy',
  description:
    'Home Physio Finder works in partnership with Estuary Community Physiotherapy, a Leigh-on-Sea based provider of home physiotherapy for older people.',
  keywords: [
    'Estuary Community Physiotherapy',
    'home physiotherapy partnership',
    'community physiotherapy Leigh-on-Sea',
  ],
};

export const PARTNERSHIP_CONTENT = {
  hero: {
    eyebrow: 'Our partnership',
    title: 'Working together with Estuary Community Physiotherapy',
    subtitle:
      'Our partnership with a community physiotherapy provider means families get experienced, home-visiting physiotherapists who share our standards.',
  },
  about: {
    heading: 'About Estuary Community Physiotherapy',
    paragraphs: [
      'Estuary Community Physiotherapy is a community physiotherapy provider based in Leigh-on-Sea, Essex. Its chartered physiotherapists visit people at home, with particular experience of older people, stroke and neurological rehabilitation, falls prevention and recovery after surgery.',
      'Home Physio Finder and Estuary Community Physiotherapy work together so that families who come to us can be matched with physiotherapists whose training, checks and way of working we know well.',
    ],
  },
  benefits: {
    heading: 'What the partnership means for families',
    items: [
      {
        title: 'Experienced physiotherapists',
        description:
          'Chartered, HCPC-registered physiotherapists who are used to treating older people in their own homes.',
      },
      {
        title: 'Faster matching',
        description: MATCHING_PROMISE,
      },
      {
        title: 'Consistent standards',
        description:
          'The same vetting, record-keeping and clinical standards, whichever physiotherapist visits your parent.',
      },
      {
        title: 'Continuity of care',
        description:
          'Your parent usually sees the same physiotherapist each time, with cover arranged if they are away.',
      },
    ] satisfies FeatureCard[],
  },
  whyItWorks: {
    heading: 'Why the partnership works',
    paragraphs: [
      'We focus on what families need before treatment starts: understanding the situation, checking credentials and making a good match. Our partner focuses on what happens in the home: assessment, treatment and progress.',
    ],
    bullets: [
      'Families have one simple place to start, and a named physiotherapist to talk to',
      'Physiotherapists receive clear information about each request, so the first visit is well prepared',
      'Feedback from families reaches both organisations, so problems are put right quickly',
      'Both organisations share the same commitment to older people staying independent at home',
    ],
  },
  coverage: {
    heading: 'Where we work',
    // The counties and boroughs themselves come from the coverage data (CoveredCountyCards), never from this file.
    intro:
      'Physiotherapists travel to people’s homes, so whether we can help depends on the exact address: the areas we cover change as physiotherapists join us. The finder checks your parent’s postcode in seconds.',
    checkLink: { label: 'Check your area', to: '/finder' } satisfies ContentLink,
  },
  expanding: {
    heading: 'Expanding Our Reach',
    text: 'We plan to help families in more areas. If your parent lives outside the areas we currently cover, you can join our waitlist when you check their postcode, and we will email you when we can help there.',
    link: { label: 'Check Your Area', to: '/finder' } satisfies ContentLink,
  },
  quality: {
    heading: 'Quality assurance',
    lists: [
      {
        heading: 'Before a physiotherapist works with us',
        items: [
          'HCPC registration checked on the public register',
          'Enhanced DBS check',
          'Chartered Society of Physiotherapy membership confirmed',
          'Professional indemnity insurance confirmed',
          'Two professional references',
          'Experience of treating older people at home',
        ],
      },
      {
        heading: 'While they work with families',
        items: [
          'Registration and insurance rechecked regularly',
          'Feedback from families reviewed',
          'Concerns followed up promptly',
          'Ongoing professional development',
          'Clear written treatment plans and records',
        ],
      },
    ],
  },
  values: {
    heading: 'Shared values',
    items: [
      { title: 'Excellence', description: 'Skilled, evidence-based physiotherapy and careful matching.' },
      {
        title: 'Compassion',
        description: 'Patience and kindness towards older people and the families who support them.',
      },
      { title: 'Professionalism', description: 'Qualified, registered, insured and accountable, every time.' },
      { title: 'Family-Centred', description: 'Families kept informed and involved, with the parent’s agreement.' },
    ] satisfies FeatureCard[],
  },
  callToAction: {
    heading: 'Find a physiotherapist for your parent',
    text: 'Check your parent’s postcode and tell us what they need. Matching is free.',
    primary: { label: 'Find a Physiotherapist', to: '/finder' } satisfies ContentLink,
    secondary: { label: 'Contact Us', to: '/contact' } satisfies ContentLink,
  },
};
