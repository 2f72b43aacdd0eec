/** Text of the About page (/about). */
import { COMPANY_LEGAL_LINE } from '../app/site';
import type { ContentLink, ContentMeta, FeatureCard } from './types';
import { REPLY_PROMISE } from '../app/site';

export { COMPANY_LEGAL_LINE };

export const ABOUT_META: ContentMeta = {
  title: 'About Us',
  description:
    'Why we started Home Physio Finder: a free service that helps families find a qualified, vetted physiotherapist who visits an elderly parent at home.',
  keywords: ['about Home Physio Finder', 'home physiotherapy matching', 'physiotherapy for elderly parents'],
};

export const ABOUT_CONTENT = {
  hero: {
    eyebrow: 'About us',
    title: 'Helping families find the right physiotherapist for a parent',
    subtitle:
      'We are a small team that matches families with qualified, vetted physiotherapists who visit older people at home. Our service is free to families.',
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Home Physio Finder was started by a chartered physiotherapist who spent years visiting older people at home. Again and again, the person who had made the arrangements was a son or daughter, often living some distance away, fitting phone calls around work, and unsure who to trust.',
      'Those families were asking the same questions. Is this person properly qualified? Do they have experience with strokes, or Parkinson’s, or falls? Will they actually come to the house? How soon? Finding the answers took days of searching and calls, usually at a stressful moment just after a fall or a hospital stay.',
      'We set up Home Physio Finder to take that work off families. We check physiotherapists before we recommend them, we understand what a parent needs, and we make an introduction quickly, so families can get on with supporting the person they care about.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    paragraphs: [
      'Our mission is to help older people stay safe, active and independent in their own homes, by making it simple for their families to find skilled physiotherapy at home.',
      'We do that by matching each parent with one suitable physiotherapist, based on where they live, their condition, how urgently they need help and any preferences the family shares. Matching is free; families arrange and pay for visits with the physiotherapist directly.',
    ],
  },
  different: {
    heading: 'Why We’re Different',
    items: [
      {
        title: 'A family-centred approach',
        description:
          'We know the person contacting us is usually a son or daughter, not the patient. We explain things plainly, respect your parent’s wishes and keep you involved with their agreement.',
      },
      {
        title: 'Rigorous vetting',
        description:
          'Before we recommend any physiotherapist we check the HCPC register ourselves, see an enhanced DBS certificate, confirm CSP membership and insurance, and take up references.',
      },
      {
        title: 'A home-first philosophy',
        description:
          'Every physiotherapist we work with treats people in their own homes, where recovery can be practised on the stairs, chairs and bathroom your parent actually uses.',
      },
    ] satisfies FeatureCard[],
  },
  values: {
    heading: 'Our Values',
    items: [
      {
        title: 'Compassion',
        description:
          'Arranging care for a parent is often worrying. We listen, we are patient and we treat every family with kindness.',
      },
      {
        title: 'Excellence',
        description:
          'We only recommend physiotherapists we would be happy to send to our own parents, and we keep checking.',
      },
      {
        title: 'Transparency',
        description:
          'We are clear about what we do and do not do, how we use your information, and that you pay the physiotherapist directly.',
      },
      {
        title: 'Continuous improvement',
        description:
          'We ask families for feedback and use it, and we keep our guidance up to date with current good practice.',
      },
    ] satisfies FeatureCard[],
  },
  contact: {
    heading: 'Get in Touch',
    text: `Have a question about us, or about your parent’s situation? Our team is happy to help. ${REPLY_PROMISE}`,
    buttons: [
      { label: 'Contact Our Team', to: '/contact' },
      { label: 'Use Our Finder Tool', to: '/finder' },
    ] satisfies ContentLink[],
    philosophy: { label: 'Read our care philosophy', to: '/care-philosophy' } satisfies ContentLink,
  },
};
