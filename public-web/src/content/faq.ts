import { MATCHING_PROMISE, URGENT_VISIT_WITHIN } from '../app/site';

/**
 * Frequently asked questions shown on /faq (spec section 3: 16 entries, six categories).
 * Answers are plain text; the FAQ page decides how to lay them out.
 */

export const FAQ_CATEGORIES = [
  'Getting Started',
  'About Physiotherapists',
  'Booking and Treatment',
  'Family Involvement',
  'Practical Questions',
  'Safety and Support',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_IDS = [
  'how-it-works',
  'cost',
  'coverage-areas',
  'qualifications',
  'specialisations',
  'home-visits',
  'booking-process',
  'what-to-expect',
  'session-frequency',
  'family-involvement',
  'progress-updates',
  'equipment-needed',
  'insurance-coverage',
  'emergency-care',
  'safety-measures',
  'concerns-complaints',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'how-it-works',
    category: 'Getting Started',
    question: 'How does Home Physio Finder work?',
    answer: `Tell us your parent’s postcode, the condition they need help with and how soon support is needed. We use that, along with any preferences you share, to match your parent with a chartered physiotherapist who visits people at home in their area. You then contact the physiotherapist directly to arrange the first visit. ${MATCHING_PROMISE}`,
  },
  {
    id: 'cost',
    category: 'Getting Started',
    question: 'How much does it cost?',
    answer:
      'Our matching service is free to families. You pay the physiotherapist directly for their visits, and each physiotherapist sets their own fees. As a guide, an initial home assessment (60-90 minutes) usually costs £90-£200, and a standard 60-minute session £100-£180, depending on the physiotherapist and where your parent lives. Travel is usually included. Ask the physiotherapist to confirm their fees before the first visit.',
  },
  {
    id: 'coverage-areas',
    category: 'Getting Started',
    question: 'Which areas do you cover?',
    answer:
      'The areas we cover depend on where our physiotherapists can travel, and grow as more join us. The quickest way to check a particular address is to enter your parent’s postcode in our finder. If your parent lives outside the areas we cover, you can join our waitlist and we will let you know when we can help there.',
  },
  {
    id: 'qualifications',
    category: 'About Physiotherapists',
    question: 'What qualifications do your physiotherapists have?',
    answer:
      'Every physiotherapist we recommend is registered with the Health and Care Professions Council (HCPC), which is a legal requirement to practise as a physiotherapist in the UK, and has an enhanced DBS check. They are chartered members of the Chartered Society of Physiotherapy (CSP), hold professional indemnity insurance and have experience of treating older people at home. We check the HCPC register ourselves rather than relying on a certificate.',
  },
  {
    id: 'specialisations',
    category: 'About Physiotherapists',
    question: 'Can you find a physiotherapist with a particular specialism?',
    answer:
      'Yes. We match on the condition you tell us about, including stroke recovery, falls prevention, Parkinson’s, multiple sclerosis and other neurological conditions, recovery after surgery, breathing problems, back and joint pain, and getting back on your feet after a hospital stay. If your parent has more than one condition, mention it in the finder so we can look for the right mix of experience.',
  },
  {
    id: 'home-visits',
    category: 'About Physiotherapists',
    question: 'Do all of your physiotherapists visit at home?',
    answer:
      'Yes. Every physiotherapist we work with treats people in their own homes, which means your parent does not have to travel, and exercises can be practised on their own stairs, chairs and bathroom. The physiotherapist brings what they need for the session.',
  },
  {
    id: 'booking-process',
    category: 'Booking and Treatment',
    question: 'How do I book the first appointment?',
    answer: `Once we have matched your parent, you contact the physiotherapist directly (by phone or email) and agree a time for the first visit with them. For non-urgent requests the first appointment is typically within 1-2 weeks; for urgent, non-emergency needs a physiotherapist can usually visit ${URGENT_VISIT_WITHIN}. If you would like help before you decide, you can book a free 15-minute call with our team.`,
  },
  {
    id: 'what-to-expect',
    category: 'Booking and Treatment',
    question: 'What happens at the first visit?',
    answer:
      'The first visit is an assessment and usually lasts 60-90 minutes. The physiotherapist will ask about your parent’s health, medication, recent falls and what they would like to be able to do again. They will look at movement, strength, balance and walking, and at the home itself. Together you agree goals and a plan, and they will usually leave a few simple exercises to start with.',
  },
  {
    id: 'session-frequency',
    category: 'Booking and Treatment',
    question: 'How often will my parent need sessions?',
    answer:
      'Sessions are usually 1-2 times a week at first, becoming less frequent as your parent improves. As a rough guide, a short-term problem may need 4-8 sessions, a longer-standing one 8-12, and recovery from a stroke or a neurological condition 12-20 or more. Some people then keep a monthly visit to stay on track. Your physiotherapist will suggest what fits your parent.',
  },
  {
    id: 'family-involvement',
    category: 'Family Involvement',
    question: 'Can family members be involved in treatment?',
    answer:
      'Yes, and it often helps. With your parent’s agreement you are welcome to be there for the assessment or for sessions, to learn how to help with exercises safely and to ask questions. If you live further away, many physiotherapists are happy to talk by phone or video. Your parent’s own wishes about who is present always come first.',
  },
  {
    id: 'progress-updates',
    category: 'Family Involvement',
    question: 'How will I hear about my parent’s progress?',
    answer:
      'Agree this with the physiotherapist at the start. Many send a short written summary after the assessment and update you after sessions or at review points. Because the physiotherapist is caring for your parent, they will need your parent’s permission to share health details with you, so it is worth asking your parent about this early on.',
  },
  {
    id: 'equipment-needed',
    category: 'Practical Questions',
    question: 'Do we need to buy any equipment?',
    answer:
      'Usually not. The physiotherapist brings what they need, and most exercises use a sturdy chair, a wall or the stairs. If your parent would benefit from something like a walking aid, grab rails or a bath board, the physiotherapist will explain what would help and where to get it; some items are available through your local council or NHS community services.',
  },
  {
    id: 'insurance-coverage',
    category: 'Practical Questions',
    question: 'Will private health insurance pay for home physiotherapy?',
    answer:
      'It may. Some private medical insurance policies cover physiotherapy, often with a GP or specialist referral and only with physiotherapists the insurer recognises, and not all policies cover home visits. Check with the insurer before booking and ask the physiotherapist whether they are recognised by them. Separately, every physiotherapist we recommend holds their own professional indemnity insurance.',
  },
  {
    id: 'emergency-care',
    category: 'Safety and Support',
    question: 'What should I do in an emergency?',
    answer: `We are not an emergency service. If your parent is seriously hurt, has signs of a stroke (face drooping, arm weakness, speech problems), chest pain or difficulty breathing, call 999 straight away. For urgent advice that is not an emergency, call NHS 111. For urgent but non-emergency physiotherapy, choose Urgent in the finder: a physiotherapist can usually visit ${URGENT_VISIT_WITHIN}.`,
  },
  {
    id: 'safety-measures',
    category: 'Safety and Support',
    question: 'How do you make sure physiotherapists are safe to let into the home?',
    answer:
      'Before we recommend anyone we check their entry on the HCPC register, see an enhanced DBS certificate, confirm CSP membership and professional indemnity insurance, and take up references. We repeat the register and insurance checks regularly. If anything about a visit ever worries you or your parent, tell us straight away.',
  },
  {
    id: 'concerns-complaints',
    category: 'Safety and Support',
    question: 'What if we are unhappy with the physiotherapist?',
    answer:
      'Tell us through our contact page. If the match is not right for your parent, we will find another physiotherapist at no cost. Because you arrange and pay for treatment with the physiotherapist directly, a complaint about the treatment itself should also go to them, and they must have a complaints procedure. Concerns about a physiotherapist’s fitness to practise can be raised with the HCPC.',
  },
];
