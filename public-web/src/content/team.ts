/**
 * Text of the Our Team page (/team). The coordinating team only: the physiotherapists are independent
 * and are introduced to a family after matching, so they are not listed here.
 */
import { REPLY_PROMISE } from '../app/site';
import { SITE_CONFIG, type TeamMemberConfig } from '../site-config';
import { known } from '../site-config-check';
import type { ContentLink, ContentMeta } from './types';

export const TEAM_META: ContentMeta = {
  title: 'Our Team',
  description:
    'Meet the small team that matches families with home physiotherapists, and see how we vet every physiotherapist before we recommend them.',
  keywords: ['Home Physio Finder team', 'vetted physiotherapists', 'HCPC registered', 'DBS checked physiotherapist'],
};

/** A member as the page shows them: `name` is null until the business gives it (the role stands in). */
export type TeamMember = Omit<TeamMemberConfig, 'name'> & { name: string | null };

export interface VettingStep {
  title: string;
  description: string;
}

export const TEAM_CONTENT = {
  hero: {
    eyebrow: 'Our team',
    title: 'The people behind Home Physio Finder',
    subtitle:
      'A small coordinating team who listen to families, check every physiotherapist and make careful introductions.',
  },
  coordinators: {
    heading: 'Our coordinating team',
    intro: `When you use the finder, send us a message or book a call, one of these people will pick it up. ${REPLY_PROMISE}`,
    /** Names, roles and photos come from site-config.ts (placeholders until the business gives them). */
    members: SITE_CONFIG.team.map((member): TeamMember => ({ ...member, name: known(member.name) })),
  },
  vetting: {
    heading: 'How we vet physiotherapists',
    intro:
      'We do not employ the physiotherapists we recommend: they are independent, chartered professionals. Before we introduce any of them to a family, we check:',
    steps: [
      {
        title: 'HCPC registration',
        description:
          'We look up every physiotherapist on the Health and Care Professions Council register ourselves. Registration is a legal requirement to practise as a physiotherapist in the UK.',
      },
      {
        title: 'Enhanced DBS check',
        description:
          'We see a current enhanced Disclosure and Barring Service certificate, as is right for anyone visiting older people alone at home.',
      },
      {
        title: 'CSP membership',
        description:
          'We confirm membership of the Chartered Society of Physiotherapy, the professional body for chartered physiotherapists.',
      },
      {
        title: 'Insurance',
        description: 'We confirm professional indemnity and public liability insurance that covers home visits.',
      },
      {
        title: 'References',
        description: 'We take up professional references and ask about experience of treating older people at home.',
      },
    ] satisfies VettingStep[],
    ongoing:
      'We recheck registration and insurance regularly, and we act on every piece of feedback from families. If anything about a visit worries you, please tell us.',
  },
  whyNoList: {
    heading: 'Why we don’t list individual physiotherapists',
    text: 'Rather than asking you to choose from a long list, we match your parent with one physiotherapist who fits their condition, location and urgency. You receive their details when we make the match, and if it does not feel right we will find someone else.',
  },
  callToAction: {
    heading: 'Let us find the right physiotherapist',
    text: `Tell us about your parent in four short steps. Matching is free. ${REPLY_PROMISE}`,
    primary: { label: 'Find a Physiotherapist', to: '/finder' } satisfies ContentLink,
    secondary: { label: 'Contact Our Team', to: '/contact' } satisfies ContentLink,
  },
};
