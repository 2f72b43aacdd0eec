/**
 * The services overview (/services) and the six service pages (/services/:slug).
 * Counts follow spec section 2 "Service pages"; content.spec.ts checks them.
 */
import type { ContentLink, ContentMeta, FeatureCard, JourneyStep, QuestionAnswer, Statistic } from './types';
import { FALLS_FACTS, sourced } from './claims';
import { REPLY_PROMISE, URGENT_VISIT_PROMISE } from '../app/site';

export const SERVICE_SLUGS = [
  'stroke-recovery',
  'falls-prevention',
  'neurological-conditions',
  'post-operative-care',
  'elderly-support',
  'home-assessments',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

// ---------------------------------------------------------------------------
// Structured pieces (spec section 3, "Static service content")

export interface NeurologicalCondition {
  name: string;
  description: string;
  symptoms: string[];
  treatments: string[];
}

export interface SurgeryType {
  name: string;
  description: string;
  timeline: string;
  focus: string[];
}

export interface RecoveryPhase {
  phase: string;
  timeframe: string;
  goals: string[];
  activities: string[];
}

export interface ElderlyConcern {
  concern: string;
  description: string;
  interventions: string[];
}

export interface RoomAssessment {
  room: string;
  risks: string[];
  solutions: string[];
}

export interface EquipmentCategory {
  category: string;
  items: string[];
  purpose: string;
}

/**
 * One block of a service page. Every page is an ordered list of these, so all six pages
 * share one layout; `id` names the block so tests and anchors can find it.
 */
export type ServiceSection =
  | { kind: 'statistics'; id: string; heading: string; intro?: string; items: Statistic[]; note?: string }
  | { kind: 'cards'; id: string; heading: string; intro?: string; items: FeatureCard[] }
  | { kind: 'list'; id: string; heading: string; intro?: string; items: string[] }
  | { kind: 'neurological'; id: string; heading: string; intro?: string; items: NeurologicalCondition[] }
  | { kind: 'surgeries'; id: string; heading: string; intro?: string; items: SurgeryType[] }
  | { kind: 'phases'; id: string; heading: string; intro?: string; items: RecoveryPhase[] }
  | { kind: 'concerns'; id: string; heading: string; intro?: string; items: ElderlyConcern[] }
  | { kind: 'rooms'; id: string; heading: string; intro?: string; items: RoomAssessment[] }
  | { kind: 'equipment'; id: string; heading: string; intro?: string; items: EquipmentCategory[] }
  | { kind: 'journey'; id: string; heading: string; intro?: string; items: JourneyStep[] }
  | { kind: 'faq'; id: string; heading: string; intro?: string; items: QuestionAnswer[] }
  | { kind: 'panel'; id: string; heading: string; paragraphs: string[]; bullets?: string[] }
  | { kind: 'links'; id: string; heading: string; intro?: string; items: ContentLink[] };

export interface ServicePageContent {
  slug: ServiceSlug;
  /** Short name used on cards and in breadcrumbs. */
  name: string;
  hero: { eyebrow: string; title: string; intro: string };
  sections: ServiceSection[];
  callToAction: { heading: string; text: string; primary: ContentLink; secondary: ContentLink };
  meta: ContentMeta;
}

const FINDER: ContentLink = { label: 'Find a Physiotherapist', to: '/finder' };
const CONTACT: ContentLink = { label: 'Talk to Our Team', to: '/contact' };

// ---------------------------------------------------------------------------
// /services overview

export interface ServiceCard {
  slug: ServiceSlug;
  title: string;
  description: string;
  features: [string, string, string];
}

export const SERVICES_OVERVIEW = {
  hero: {
    title: 'Home physiotherapy services for your parent',
    intro:
      'Chartered, HCPC-registered physiotherapists who visit your parent at home, for recovery after a stroke or an operation, for steadier walking, or for living well with a long-term condition. Matching is free; you arrange and pay for visits with the physiotherapist directly.',
    cta: { label: 'Find a Physiotherapist', to: '/finder' } satisfies ContentLink,
  },
  servicesHeading: 'How a home physiotherapist can help',
  servicesIntro:
    'Choose the area closest to what your parent needs. If you are not sure, the finder will ask a few simple questions and we will do the rest.',
  cards: [
    {
      slug: 'stroke-recovery',
      title: 'Stroke Recovery',
      description: 'Rebuilding movement, balance and confidence after a stroke, at home where it matters most.',
      features: [
        'Walking, balance and arm function',
        'Practice on real stairs and furniture',
        'Family shown how to help safely',
      ],
    },
    {
      slug: 'falls-prevention',
      title: 'Falls Prevention',
      description: 'Finding out why your parent is falling or feels unsteady, and doing something about it.',
      features: ['Strength and balance programme', 'Home hazard check', 'Practice getting up after a fall'],
    },
    {
      slug: 'neurological-conditions',
      title: 'Neurological Conditions',
      description: 'Specialist support for Parkinson’s, multiple sclerosis, dementia and motor neurone disease.',
      features: ['Mobility and posture work', 'Fatigue and energy planning', 'Plans that change as needs change'],
    },
    {
      slug: 'post-operative-care',
      title: 'Post-Operative Care',
      description: 'Getting back on your feet after a hip or knee replacement, heart surgery or another operation.',
      features: [
        'Following the surgeon’s precautions',
        'Gradual strength and stamina work',
        'Help with stairs and transfers',
      ],
    },
    {
      slug: 'elderly-support',
      title: 'Elderly Support',
      description: 'Keeping your parent active, independent and doing the things they enjoy for longer.',
      features: [
        'Gentle strength and mobility',
        'Support after illness or a hospital stay',
        'Confidence in and out of the home',
      ],
    },
    {
      slug: 'home-assessments',
      title: 'Home Assessments',
      description: 'A room-by-room look at the home with practical, affordable changes to make it safer.',
      features: ['Bathroom, kitchen, stairs and living areas', 'Equipment advice', 'A written report you can act on'],
    },
  ] satisfies ServiceCard[],
  whyHomePhysio: {
    heading: 'Why physiotherapy at home?',
    intro:
      'For many older people the hardest part of a clinic appointment is getting there. Treatment at home removes that barrier and often works better, because it happens where your parent actually lives.',
    reasons: [
      {
        title: 'No travel, no waiting rooms',
        description:
          'No taxis, parking or tiring journeys, which matters when your parent is unsteady, in pain or recovering.',
      },
      {
        title: 'Practice where it counts',
        description:
          'Exercises are done on your parent’s own stairs, chair and bed, so progress carries straight into daily life.',
      },
      {
        title: 'Hazards spotted early',
        description:
          'A physiotherapist in the home can see the loose rug, the low chair or the dark landing that a clinic never would.',
      },
      {
        title: 'Family can be part of it',
        description: 'With your parent’s agreement, you can join sessions and learn how to help between visits.',
      },
    ] satisfies FeatureCard[],
  },
  partner: {
    heading: 'Working with Estuary Community Physiotherapy',
    text: 'We work in partnership with Estuary Community Physiotherapy, a community physiotherapy provider based in Leigh-on-Sea, Essex. Their chartered physiotherapists share our standards and help us support families in the areas we cover.',
    link: { label: 'About our partnership', to: '/estuary-partnership' } satisfies ContentLink,
  },
  closing: {
    heading: 'Not sure which service your parent needs?',
    text: 'Tell us a little about your parent and we will suggest the right physiotherapist. It is free, and there is no obligation.',
    primary: { label: 'Find a Physiotherapist', to: '/finder' } satisfies ContentLink,
    secondary: { label: 'Contact Us', to: '/contact' } satisfies ContentLink,
  },
};

export const SERVICES_OVERVIEW_META: ContentMeta = {
  title: 'Home Physiotherapy Services for Elderly Parents',
  description:
    'Stroke recovery, falls prevention, neurological care, post-operative support, elderly support and home assessments from HCPC-registered physiotherapists who visit your parent at home.',
  keywords: [
    'home physiotherapy services',
    'elderly physiotherapy',
    'stroke recovery at home',
    'falls prevention',
    'home physio',
  ],
};

// ---------------------------------------------------------------------------
// The six service pages

const strokeRecovery: ServicePageContent = {
  slug: 'stroke-recovery',
  name: 'Stroke Recovery',
  hero: {
    eyebrow: 'Stroke recovery at home',
    title: 'Stroke rehabilitation for your parent, at home',
    intro:
      'Recovery after a stroke continues long after hospital. A physiotherapist who visits your parent at home can help them walk, balance, use their arm and hand and manage everyday tasks again, working in the rooms and on the stairs they use every day.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why recover at home',
      items: [
        {
          title: 'Familiar surroundings',
          description:
            'Practising in their own home helps your parent relearn the movements they actually need, such as getting out of their own bed or into their own shower.',
        },
        {
          title: 'One-to-one attention',
          description: 'Every session is focused on your parent, at a pace that suits their energy on the day.',
        },
        {
          title: 'Continuity after hospital',
          description:
            'Home visits can pick up when NHS community rehabilitation ends, or run alongside it, so progress does not stall.',
        },
        {
          title: 'Family included',
          description:
            'You can learn how to help with exercises and transfers safely, so practice continues between visits.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'treatment-areas',
      heading: 'What treatment can focus on',
      items: [
        'Walking and mobility, indoors and outdoors',
        'Balance and posture',
        'Arm and hand function',
        'Strength on the weaker side',
        'Muscle stiffness and spasticity',
        'Getting in and out of bed, chairs and the toilet',
        'Stairs and steps',
        'Fatigue, pacing and confidence',
      ],
    },
    {
      kind: 'list',
      id: 'conditions',
      heading: 'Conditions and after-effects we help with',
      items: [
        'Ischaemic stroke',
        'Haemorrhagic stroke',
        'Weakness on one side of the body (hemiparesis)',
        'Spasticity and muscle tightness',
        'Foot drop',
        'Shoulder pain after a stroke',
        'Balance and coordination problems',
        'Post-stroke fatigue',
      ],
    },
    {
      kind: 'journey',
      id: 'journey',
      heading: 'Your parent’s recovery journey',
      items: [
        {
          title: 'Initial Assessment',
          description:
            'A 60-90 minute home visit to understand your parent’s stroke, how they move now and what matters most to them.',
        },
        {
          title: 'Personalised Plan',
          description: 'Clear, realistic goals agreed with your parent and family, with exercises that fit their day.',
        },
        {
          title: 'Active Treatment',
          description: 'Regular visits, usually 1-2 times a week at first, building movement, strength and confidence.',
        },
        {
          title: 'Ongoing Support',
          description:
            'Visits reduce as your parent improves, with a home programme and reviews to keep progress going.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Find a stroke rehabilitation physiotherapist',
    text: `Tell us where your parent lives and what they need. Matching is free. ${REPLY_PROMISE}`,
    primary: FINDER,
    secondary: CONTACT,
  },
  meta: {
    title: 'Stroke Recovery Physiotherapy at Home',
    description:
      'Home stroke rehabilitation for elderly parents from HCPC-registered physiotherapists: walking, balance, arm function and confidence, in your parent’s own home.',
    keywords: [
      'stroke rehabilitation at home',
      'stroke physiotherapy',
      'home physio after stroke',
      'elderly stroke recovery',
    ],
  },
};

const fallsPrevention: ServicePageContent = {
  slug: 'falls-prevention',
  name: 'Falls Prevention',
  hero: {
    eyebrow: 'Falls prevention',
    title: 'Help your parent stay steady on their feet',
    intro:
      'A fall can knock an older person’s confidence as much as their body. A home physiotherapist can find out why your parent is unsteady, build their strength and balance, and help make the home safer.',
  },
  sections: [
    {
      kind: 'statistics',
      id: 'statistics',
      heading: 'Falls in later life',
      // Only the facts with a source are shown (claims.ts), each with it.
      items: sourced(Object.values(FALLS_FACTS)),
      note: 'Figures are a general guide. Your physiotherapist can tell you what to expect for your parent.',
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'What a falls programme can do',
      items: [
        {
          title: 'Fewer falls',
          description: 'Strength and balance exercises done regularly are one of the best-proven ways to reduce falls.',
        },
        {
          title: 'More confidence',
          description: 'Many people stop moving after a fall. Safe practice helps your parent trust their legs again.',
        },
        {
          title: 'A safer home',
          description: 'Hazards are spotted in the rooms your parent actually uses, with simple fixes.',
        },
        {
          title: 'A plan if a fall happens',
          description: 'Your parent learns how to get up safely, or how to stay warm and call for help if they cannot.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'assessment',
      heading: 'What the physiotherapist assesses',
      items: [
        'Falls history: when, where and how',
        'Balance, standing and turning',
        'Walking pattern and walking aids',
        'Leg strength, such as rising from a chair',
        'Dizziness or light-headedness on standing',
        'Feet and footwear',
        'Fear of falling and activity levels',
        'Hazards around the home',
      ],
    },
    {
      kind: 'list',
      id: 'interventions',
      heading: 'How we help reduce the risk',
      items: [
        'A progressive strength and balance programme',
        'Walking practice and gait retraining',
        'Checking and adjusting walking aids',
        'Practising how to get up from the floor',
        'Advice on footwear and foot care',
        'Home safety changes and equipment',
        'Flagging medicines, eyesight or dizziness to the GP',
        'Advice on personal alarms and a plan for getting help',
      ],
    },
    {
      kind: 'journey',
      id: 'journey',
      heading: 'How a falls programme works',
      items: [
        {
          title: 'Risk Assessment',
          description: 'A full home visit looking at your parent’s balance, strength, health and surroundings.',
        },
        {
          title: 'Safety Plan',
          description: 'Practical changes to the home and routine, agreed with your parent and family.',
        },
        {
          title: 'Active Training',
          description:
            'Regular exercise that gets harder as your parent gets stronger, reviewed against the goals you agreed.',
        },
        {
          title: 'Maintenance',
          description: 'A routine your parent can keep up, with occasional reviews to keep them on track.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Worried your parent might fall?',
    text: 'You do not have to wait for a fall to get help. Find a falls prevention physiotherapist near your parent today.',
    primary: FINDER,
    secondary: CONTACT,
  },
  meta: {
    title: 'Falls Prevention Physiotherapy at Home',
    description:
      'Falls risk assessment, strength and balance training and home safety advice for elderly parents, from physiotherapists who visit at home.',
    keywords: ['falls prevention', 'elderly falls', 'balance training at home', 'falls risk assessment'],
  },
};

const neurologicalConditions: ServicePageContent = {
  slug: 'neurological-conditions',
  name: 'Neurological Conditions',
  hero: {
    eyebrow: 'Neurological physiotherapy',
    title: 'Living well with a neurological condition',
    intro:
      'Conditions such as Parkinson’s, multiple sclerosis, dementia and motor neurone disease affect movement in different ways, and needs change over time. A specialist physiotherapist at home can help your parent stay as mobile, safe and independent as possible.',
  },
  sections: [
    {
      kind: 'neurological',
      id: 'conditions',
      heading: 'Conditions we support',
      items: [
        {
          name: 'Parkinson’s Disease',
          description: 'A progressive condition that affects movement, often making steps smaller and turning harder.',
          symptoms: ['Slowness of movement', 'Stiffness', 'Tremor', 'Shuffling steps and freezing', 'Balance problems'],
          treatments: [
            'Large, purposeful movement practice',
            'Cueing strategies for freezing',
            'Balance and falls prevention',
            'Posture and flexibility work',
          ],
        },
        {
          name: 'Multiple Sclerosis',
          description: 'A condition of the brain and spinal cord whose symptoms can vary from day to day.',
          symptoms: ['Fatigue', 'Weakness', 'Muscle spasms and stiffness', 'Balance and coordination problems'],
          treatments: [
            'Energy management and pacing',
            'Strengthening and stretching',
            'Balance training',
            'Walking aid advice',
          ],
        },
        {
          name: 'Dementia Care',
          description: 'Memory and thinking changes can make moving safely harder, and raise the risk of falls.',
          symptoms: [
            'Reduced activity',
            'Unsteady walking',
            'Difficulty following instructions',
            'Higher risk of falls',
          ],
          treatments: [
            'Simple, familiar routines',
            'Gentle strength and balance',
            'Safe walking and transfers',
            'Guidance for family carers',
          ],
        },
        {
          name: 'Motor Neurone Disease',
          description:
            'A progressive condition that weakens muscles; care focuses on comfort, function and planning ahead.',
          symptoms: ['Muscle weakness and wasting', 'Cramps and stiffness', 'Tiredness', 'Breathing difficulties'],
          treatments: [
            'Keeping joints comfortable and mobile',
            'Positioning and posture',
            'Breathing exercises',
            'Equipment planned ahead of need',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why specialist care at home helps',
      items: [
        { title: 'Less tiring', description: 'No journey means your parent has more energy for the session itself.' },
        {
          title: 'Real-life practice',
          description: 'Strategies are practised in the rooms and doorways where difficulties actually happen.',
        },
        { title: 'Adapts as needs change', description: 'The plan is reviewed and adjusted as the condition changes.' },
        {
          title: 'Works with the wider team',
          description:
            'With your parent’s consent, the physiotherapist can share updates with the GP and specialist nurses.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'approach',
      heading: 'Our approach',
      items: [
        'A thorough neurological assessment at home',
        'Goals set around what your parent wants to do',
        'Exercise matched to energy levels',
        'Strategies for freezing, fatigue and stiffness',
        'Falls prevention and home safety',
        'Advice on equipment and adaptations',
        'Involving and guiding family carers',
        'Regular reviews as needs change',
      ],
    },
    {
      kind: 'panel',
      id: 'what-to-expect',
      heading: 'What to Expect',
      paragraphs: [
        'The first visit is an assessment lasting 60-90 minutes. The physiotherapist will ask about your parent’s diagnosis, medicines and daily routine, and look at how they move, balance and manage around the home.',
        'After that, visits are usually once or twice a week at first. For a long-term condition many families then move to regular reviews, so the plan keeps pace with your parent’s needs.',
      ],
      bullets: [
        'Bring a list of current medicines to the first visit',
        'Note when your parent’s symptoms are better or worse during the day',
        'Let the physiotherapist know about any recent falls',
      ],
    },
  ],
  callToAction: {
    heading: 'Find a neurological physiotherapist',
    text: 'We will match your parent with a physiotherapist experienced in their condition. Matching is free.',
    primary: FINDER,
    secondary: CONTACT,
  },
  meta: {
    title: 'Neurological Physiotherapy at Home: Parkinson’s, MS, Dementia',
    description:
      'Home physiotherapy for elderly parents with Parkinson’s, multiple sclerosis, dementia or motor neurone disease, from experienced HCPC-registered physiotherapists.',
    keywords: [
      'Parkinson’s physiotherapy',
      'MS physiotherapy',
      'dementia physiotherapy',
      'neurological physio at home',
    ],
  },
};

const postOperativeCare: ServicePageContent = {
  slug: 'post-operative-care',
  name: 'Post-Operative Care',
  hero: {
    eyebrow: 'Recovery after surgery',
    title: 'Post-operative physiotherapy at home',
    intro:
      'The weeks after an operation make a big difference to how well your parent recovers. A home physiotherapist can help them move safely, follow their surgeon’s advice and rebuild strength without the strain of travelling to appointments.',
  },
  sections: [
    {
      kind: 'surgeries',
      id: 'surgery-types',
      heading: 'Operations we help people recover from',
      intro: 'Timelines are typical ranges; your parent’s surgical team will advise on their own recovery.',
      items: [
        {
          name: 'Joint Replacement',
          description: 'Hip and knee replacements.',
          timeline: '6-12 weeks',
          focus: [
            'Range of movement',
            'Walking with and then without aids',
            'Stairs',
            'Following hip or knee precautions',
          ],
        },
        {
          name: 'Cardiac Surgery',
          description: 'Bypass and valve surgery, alongside any cardiac rehabilitation programme.',
          timeline: '8-12 weeks',
          focus: [
            'Gradually increasing activity',
            'Breathing exercises',
            'Stamina',
            'Protecting the breastbone while it heals',
          ],
        },
        {
          name: 'Spinal Surgery',
          description: 'Operations on the back or neck.',
          timeline: '6-16 weeks',
          focus: ['Safe bending and lifting', 'Core and leg strength', 'Walking tolerance', 'Posture'],
        },
        {
          name: 'General Surgery',
          description: 'Abdominal and other operations that leave people weak and tired.',
          timeline: '4-8 weeks',
          focus: [
            'Getting moving again',
            'Breathing and coughing comfortably',
            'Strength and stamina',
            'Confidence in daily tasks',
          ],
        },
      ],
    },
    {
      kind: 'phases',
      id: 'recovery-phases',
      heading: 'Stages of recovery',
      items: [
        {
          phase: 'Early Recovery',
          timeframe: 'Days 1-7',
          goals: ['Move safely around the home', 'Manage pain and swelling', 'Prevent complications'],
          activities: ['Gentle bed and chair exercises', 'Short, frequent walks', 'Breathing exercises'],
        },
        {
          phase: 'Building Strength',
          timeframe: 'Weeks 1-4',
          goals: ['Improve movement and strength', 'Walk further', 'Manage stairs'],
          activities: ['Progressive exercises', 'Stair practice', 'Balance work'],
        },
        {
          phase: 'Return to Independence',
          timeframe: 'Weeks 4-12',
          goals: ['Return to usual activities', 'Reduce reliance on aids', 'Prevent setbacks'],
          activities: [
            'Functional tasks such as shopping and gardening',
            'Outdoor walking',
            'A long-term home programme',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-home',
      heading: 'Why recover at home',
      items: [
        { title: 'No tiring journeys', description: 'Travelling soon after surgery is hard work and can be painful.' },
        { title: 'Lower risk of infection', description: 'Your parent avoids busy waiting rooms while they heal.' },
        {
          title: 'Practice in the real setting',
          description: 'Stairs, bed, bath and chair are practised exactly as they are at home.',
        },
        {
          title: 'Early warning signs spotted',
          description: 'Regular visits mean problems can be noticed and passed to the GP or surgical team quickly.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'monitoring',
      heading: 'What your physiotherapist keeps an eye on',
      items: [
        'Pain levels and how well pain relief is working',
        'Swelling and range of movement',
        'Signs that need medical attention, such as a hot, swollen calf or a red, weeping wound',
        'Breathing and stamina',
        'Walking, balance and safe use of aids',
        'Whether surgical precautions are being followed',
        'Progress against the goals you agreed',
      ],
    },
  ],
  callToAction: {
    heading: 'Planning for your parent’s discharge?',
    text: `${URGENT_VISIT_PROMISE} Find a physiotherapist near your parent now.`,
    primary: FINDER,
    secondary: CONTACT,
  },
  meta: {
    title: 'Post-Operative Physiotherapy at Home',
    description:
      'Home physiotherapy after hip or knee replacement, cardiac, spinal or general surgery for elderly parents, with clear recovery stages and timelines.',
    keywords: [
      'post-operative physiotherapy',
      'physio after hip replacement',
      'physio after knee replacement',
      'home recovery after surgery',
    ],
  },
};

const elderlySupport: ServicePageContent = {
  slug: 'elderly-support',
  name: 'Elderly Support',
  hero: {
    eyebrow: 'Staying active and independent',
    title: 'Physiotherapy to help your parent live well at home',
    intro:
      'Not every older person needs physiotherapy because of one event. Many simply find that walking, stairs or getting out of a chair have become harder. A home physiotherapist can help your parent keep, or win back, the independence they value.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'approach',
      heading: 'Our approach',
      items: [
        {
          title: 'Led by what matters to them',
          description: 'Goals start with your parent: the walk to the shops, the garden, seeing friends.',
        },
        {
          title: 'Gentle and gradual',
          description: 'Exercise is matched to your parent’s health and built up at a comfortable pace.',
        },
        {
          title: 'Whole-person view',
          description: 'Strength, balance, stamina, pain and confidence are looked at together.',
        },
        {
          title: 'Family in the loop',
          description: 'With your parent’s agreement, you will know the plan and how to help.',
        },
      ],
    },
    {
      kind: 'concerns',
      id: 'concerns',
      heading: 'Common concerns and how physiotherapy helps',
      items: [
        {
          concern: 'Reduced mobility',
          description: 'Walking less far, or finding stairs and steps harder.',
          interventions: ['Leg strengthening', 'Walking practice', 'Walking aid review'],
        },
        {
          concern: 'Joint pain and stiffness',
          description: 'Arthritis or stiffness making everyday movement uncomfortable.',
          interventions: ['Gentle mobility exercises', 'Pain management advice', 'Activity pacing'],
        },
        {
          concern: 'Loss of confidence',
          description: 'Doing less for fear of falling or getting stuck.',
          interventions: ['Graded practice of feared tasks', 'Balance training', 'Getting up from the floor'],
        },
        {
          concern: 'Weakness after illness',
          description: 'Feeling weak after an infection, a hospital stay or a long spell in bed.',
          interventions: ['Reconditioning programme', 'Breathing and stamina work', 'Return to daily routine'],
        },
      ],
    },
    {
      kind: 'list',
      id: 'quality-of-life',
      heading: 'What it can mean day to day',
      items: [
        'Getting in and out of a chair or bed more easily',
        'Managing the stairs',
        'Walking to the shops or the bus stop',
        'Getting in and out of the car',
        'Enjoying the garden again',
        'Taking part in family occasions',
        'More energy through the day',
        'Feeling safer and more confident at home',
      ],
    },
    {
      kind: 'journey',
      id: 'journey',
      heading: 'How it works',
      items: [
        {
          title: 'Home Assessment',
          description: 'The physiotherapist gets to know your parent, their health and their home.',
        },
        { title: 'Shared Goals', description: 'Together you agree what your parent would like to be able to do.' },
        {
          title: 'Regular Sessions',
          description: 'Visits, usually 1-2 times a week at first, with simple exercises in between.',
        },
        {
          title: 'Review and Maintain',
          description: 'Progress is reviewed and a routine put in place to keep it going.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Questions families ask',
      items: [
        {
          question: 'My parent has no particular diagnosis. Can they still have physiotherapy?',
          answer:
            'Yes. Many people see a physiotherapist simply because moving has become harder. No referral or diagnosis is needed for private physiotherapy.',
        },
        {
          question: 'Is it safe if my parent has heart problems or other conditions?',
          answer:
            'The physiotherapist will ask about your parent’s health and medicines at the first visit and adapt exercise to suit. If anything needs checking, they will suggest speaking to the GP first.',
        },
        {
          question: 'How long before we see a difference?',
          answer:
            'It varies from person to person. The physiotherapist measures things like standing up from a chair and walking at the first visit, and repeats them at reviews, so you can all see whether your parent is getting stronger and steadier.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'next-steps',
      heading: 'Next steps',
      intro: 'If you are worried about safety around the house, a home assessment is a good place to start.',
      items: [
        { label: 'Find a Physiotherapist', to: '/finder' },
        { label: 'About Home Assessments', to: '/services/home-assessments' },
        { label: 'Contact Our Team', to: '/contact' },
      ],
    },
  ],
  callToAction: {
    heading: 'Help your parent stay independent',
    text: 'Find a physiotherapist who visits your parent at home. Matching is free.',
    primary: FINDER,
    secondary: CONTACT,
  },
  meta: {
    title: 'Physiotherapy Support for Elderly Parents at Home',
    description:
      'Home physiotherapy to help older people stay mobile, confident and independent: strength, balance, pain and stamina, from HCPC-registered physiotherapists.',
    keywords: [
      'elderly physiotherapy',
      'physio for older people',
      'mobility at home',
      'home physiotherapy for parents',
    ],
  },
};

const homeAssessments: ServicePageContent = {
  slug: 'home-assessments',
  name: 'Home Assessments',
  hero: {
    eyebrow: 'Home safety assessments',
    title: 'A safer home for your parent, room by room',
    intro:
      'Many falls happen at home, where older people spend most of their time. A physiotherapist can walk through your parent’s home with them, watch how they manage, and suggest practical changes, from a grab rail to a better chair height.',
  },
  sections: [
    {
      kind: 'rooms',
      id: 'rooms',
      heading: 'What we look at',
      items: [
        {
          room: 'Bathroom',
          risks: ['Wet, slippery floors', 'Stepping in and out of the bath', 'Low toilet'],
          solutions: ['Non-slip mats', 'Grab rails', 'Bath board or shower seat', 'Raised toilet seat'],
        },
        {
          room: 'Kitchen',
          risks: ['Reaching high cupboards', 'Carrying hot drinks', 'Spills on the floor'],
          solutions: ['Everyday items within easy reach', 'A perching stool', 'A kitchen trolley'],
        },
        {
          room: 'Stairs',
          risks: ['Poor lighting', 'A single or loose handrail', 'Clutter on the steps'],
          solutions: [
            'A second handrail',
            'Brighter lighting with switches at both ends',
            'Contrasting edges on steps',
          ],
        },
        {
          room: 'Living areas',
          risks: ['Loose rugs and trailing cables', 'Low, soft chairs', 'Dim lighting at night'],
          solutions: [
            'Remove or secure rugs',
            'Chair raisers or a firmer chair',
            'Night lights on the route to the toilet',
          ],
        },
      ],
    },
    {
      kind: 'equipment',
      id: 'equipment',
      heading: 'Equipment that can help',
      intro:
        'Some equipment is available through your local council’s adult social care team; the physiotherapist can explain the options.',
      items: [
        {
          category: 'Mobility aids',
          items: ['Walking sticks', 'Walking frames', 'Wheeled walkers'],
          purpose: 'Steadier walking indoors and out',
        },
        {
          category: 'Bathroom aids',
          items: ['Grab rails', 'Shower seats', 'Raised toilet seats'],
          purpose: 'Safer washing and toileting',
        },
        {
          category: 'Bedroom aids',
          items: ['Bed rails and levers', 'Bed raisers', 'Night lights'],
          purpose: 'Easier, safer transfers at night',
        },
        {
          category: 'Safety technology',
          items: ['Personal alarms', 'Fall detectors', 'Key safes'],
          purpose: 'Help arrives quickly if needed',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why a home assessment helps',
      items: [
        { title: 'Prevention first', description: 'Hazards are dealt with before a fall, not after.' },
        {
          title: 'Tailored to your parent',
          description: 'Advice is based on how your parent actually moves, not a generic checklist.',
        },
        {
          title: 'Peace of mind',
          description: 'Families worry less when they know the home has been looked at properly.',
        },
        {
          title: 'Independence for longer',
          description: 'The right changes help your parent keep living in their own home.',
        },
      ],
    },
    {
      kind: 'journey',
      id: 'process',
      heading: 'How a home assessment works',
      items: [
        {
          title: 'Initial Consultation',
          description: 'A conversation about your parent, their health and your concerns.',
        },
        {
          title: 'Comprehensive Survey',
          description: 'A room-by-room visit, watching how your parent manages everyday tasks.',
        },
        { title: 'Detailed Report', description: 'Clear, prioritised recommendations you can act on.' },
        {
          title: 'Implementation Support',
          description: 'Help choosing equipment and a follow-up to check the changes work.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Book a home assessment',
    text: 'Find a physiotherapist who can visit your parent’s home and suggest practical changes.',
    primary: { label: 'Book Assessment', to: '/finder' },
    secondary: CONTACT,
  },
  meta: {
    title: 'Home Safety Assessments for Elderly Parents',
    description:
      'A physiotherapist visits your parent’s home to check the bathroom, kitchen, stairs and living areas and recommend practical changes and equipment.',
    keywords: [
      'home safety assessment',
      'falls risk at home',
      'elderly home adaptations',
      'home assessment physiotherapist',
    ],
  },
};

export const SERVICE_PAGES: Record<ServiceSlug, ServicePageContent> = {
  'stroke-recovery': strokeRecovery,
  'falls-prevention': fallsPrevention,
  'neurological-conditions': neurologicalConditions,
  'post-operative-care': postOperativeCare,
  'elderly-support': elderlySupport,
  'home-assessments': homeAssessments,
};

export function servicePageMeta(slug: ServiceSlug): ContentMeta {
  return SERVICE_PAGES[slug].meta;
}
