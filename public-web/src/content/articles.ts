/**
 * Guidance articles for /blog and /blog/:slug. Fixed content; the 12 slugs are the routes
 * (spec section 2). Dates follow the spec's article table; read times are computed from the words.
 */
import type { ContentLink, ContentMeta, TextSection } from './types';

export const ARTICLE_SLUGS = [
  'home-physiotherapy-options',
  'first-physio-visit',
  'types-of-physiotherapy',
  'helping-between-sessions',
  'falls-prevention',
  'convincing-parent',
  'post-hospital-care',
  'specialist-physiotherapist',
  'physiotherapy-costs',
  'home-physiotherapy-exercises',
  'chronic-conditions',
  'early-intervention',
] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export function isArticleSlug(value: string): value is ArticleSlug {
  return (ARTICLE_SLUGS as readonly string[]).includes(value);
}

export function articlePath(slug: ArticleSlug): string {
  return `/blog/${slug}`;
}

/** Filter buttons on the blog index, in order. 'All Articles' shows everything. */
export const BLOG_FILTERS = [
  'All Articles',
  'Early Intervention',
  'Getting Started',
  'Understanding Care',
  'Family Support',
  'Falls Prevention',
  'Planning & Costs',
  'Post-Hospital',
  'Specialist Care',
  'Chronic Conditions',
] as const;

export type BlogFilter = (typeof BLOG_FILTERS)[number];
export type ArticleCategory = Exclude<BlogFilter, 'All Articles'>;

export { MEDICAL_REVIEW_LINE } from '../app/site';

export const DEFAULT_AUTHOR = 'Home Physio Finder';

export interface ArticleSection extends TextSection {
  /** Optional links to other pages of this site shown under the section. */
  links?: ContentLink[];
}

export interface ArticleSource {
  /** As a reader would cite it: 'NHS: Falls'. */
  name: string;
  url: string;
}

/** References used by several articles (names as the publishers give them). */
const SOURCE = {
  nhsFalls: { name: 'NHS: Falls', url: 'https://www.nhs.uk/conditions/falls/' },
  nhsPhysio: { name: 'NHS: Physiotherapy', url: 'https://www.nhs.uk/tests-and-treatments/physiotherapy/' },
  niceFalls: {
    name: 'NICE guideline NG249: Falls: assessment and prevention in older people and in people 50 and over at higher risk',
    url: 'https://www.nice.org.uk/guidance/ng249',
  },
  cochraneExercise: {
    name: 'Cochrane review: Exercise for preventing falls in older people living in the community (2019)',
    url: 'https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD012424.pub2/full',
  },
  nhsOlderAdultsActivity: {
    name: 'NHS: Physical activity guidelines for older adults',
    url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-older-adults/',
  },
  hcpcRegister: { name: 'HCPC: Check the register', url: 'https://www.hcpc-uk.org/check-the-register/' },
  cspFindPhysio: {
    name: 'Chartered Society of Physiotherapy: Find a physio',
    url: 'https://www.csp.org.uk/public-patient/find-physio',
  },
  niceIntermediateCare: {
    name: 'NICE guideline NG74: Intermediate care including reablement',
    url: 'https://www.nice.org.uk/guidance/ng74',
  },
  niceTransitions: {
    name: 'NICE guideline NG27: Transition between inpatient hospital settings and community or care home settings for adults with social care needs',
    url: 'https://www.nice.org.uk/guidance/ng27',
  },
  nhsAfterHospital: {
    name: 'NHS: Care after a hospital stay',
    url: 'https://www.nhs.uk/social-care-and-support/care-after-a-hospital-stay/',
  },
  attendanceAllowance: { name: 'GOV.UK: Attendance Allowance', url: 'https://www.gov.uk/attendance-allowance' },
  nhsSightTests: {
    name: 'NHS: Free NHS eye tests and optical vouchers',
    url: 'https://www.nhs.uk/nhs-services/opticians/free-nhs-eye-tests-and-optical-vouchers/',
  },
  nhsWhen999: {
    name: 'NHS: When to call 999',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  nhsWhen111: {
    name: 'NHS: When to use 111',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/',
  },
  nhsStrengthExercises: {
    name: 'NHS: Strength exercises',
    url: 'https://www.nhs.uk/live-well/exercise/strength-and-flexibility-exercises/strength-exercises/',
  },
  nhsBalanceExercises: {
    name: 'NHS: Balance exercises',
    url: 'https://www.nhs.uk/live-well/exercise/strength-and-flexibility-exercises/balance-exercises/',
  },
  nhsSittingExercises: {
    name: 'NHS: Sitting exercises',
    url: 'https://www.nhs.uk/live-well/exercise/strength-and-flexibility-exercises/sitting-exercises/',
  },
  cmoActivity: {
    name: 'UK Chief Medical Officers’ Physical Activity Guidelines (2019)',
    url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-uk-chief-medical-officers-report',
  },
  nhsCarerAssessment: {
    name: 'NHS: Carer’s assessments',
    url: 'https://www.nhs.uk/social-care-and-support/support-and-benefits-for-carers/carer-assessments/',
  },
  nhsNeedsAssessment: {
    name: 'NHS: Getting a needs assessment',
    url: 'https://www.nhs.uk/social-care-and-support/help-from-social-services-and-charities/getting-a-needs-assessment/',
  },
  nhsMentalCapacity: {
    name: 'NHS: Mental Capacity Act',
    url: 'https://www.nhs.uk/social-care-and-support/making-decisions-for-someone-else/mental-capacity-act/',
  },
  niceOsteoarthritis: {
    name: 'NICE guideline NG226: Osteoarthritis in over 16s: diagnosis and management',
    url: 'https://www.nice.org.uk/guidance/ng226',
  },
  niceDiabeticFoot: {
    name: 'NICE guideline NG19: Diabetic foot problems: prevention and management',
    url: 'https://www.nice.org.uk/guidance/ng19',
  },
  niceAcuteCoronary: {
    name: 'NICE guideline NG185: Acute coronary syndromes',
    url: 'https://www.nice.org.uk/guidance/ng185',
  },
  niceHeartFailure: {
    name: 'NICE guideline NG106: Chronic heart failure in adults: diagnosis and management',
    url: 'https://www.nice.org.uk/guidance/ng106',
  },
  niceCopd: {
    name: 'NICE guideline NG115: Chronic obstructive pulmonary disease in over 16s: diagnosis and management',
    url: 'https://www.nice.org.uk/guidance/ng115',
  },
  niceParkinsons: {
    name: 'NICE guideline NG71: Parkinson’s disease in adults',
    url: 'https://www.nice.org.uk/guidance/ng71',
  },
  niceStrokeRehab: {
    name: 'NICE guideline NG236: Stroke rehabilitation in adults',
    url: 'https://www.nice.org.uk/guidance/ng236',
  },
} satisfies Record<string, ArticleSource>;

export interface Article {
  slug: ArticleSlug;
  title: string;
  /** One or two sentences for cards and the meta description. */
  excerpt: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  category: ArticleCategory;
  /** Computed from the words (WORDS_READ_PER_MINUTE), never typed in: see withReadTime. */
  readTimeMinutes: number;
  featured: boolean;
  /** Lead paragraph shown under the heading. */
  summary: string;
  author: string;
  /** Buttons shown in the article's header, where the article has them. */
  heroButtons?: [ContentLink, ContentLink];
  body: ArticleSection[];
  /** Published pages the article's medical and NHS statements rest on, listed under it as plain references. */
  sources?: ArticleSource[];
  related: [ArticleSlug, ArticleSlug];
  keywords: string[];
}

const ARTICLE_TEXTS: Omit<Article, 'readTimeMinutes'>[] = [
  {
    slug: 'early-intervention',
    title: 'Why Early Intervention Matters: Getting Physiotherapy Before a Crisis',
    excerpt:
      'Most families look for a physiotherapist after a fall or a hospital stay. Acting on the early signs of slowing down can keep a parent independent for longer.',
    date: '2025-01-23',
    category: 'Early Intervention',
    featured: true,
    author: 'Home Physio Finder team',
    heroButtons: [
      { label: 'Find a Physiotherapist', to: '/finder' },
      { label: 'Speak to Our Team', to: '/contact' },
    ],
    summary:
      'Physiotherapy is often thought of as something that happens after a fall, an operation or a stroke. But the small changes that come before a crisis, such as a slower walk, a hand on the furniture or a skipped trip to the shops, are exactly when a physiotherapist can do the most good. This guide covers the signs to look for, what you can do this week, and how to get help through the NHS or privately.',
    body: [
      {
        heading: 'What early intervention means',
        paragraphs: [
          'Early intervention simply means getting help when you first notice a change, rather than waiting for something to go wrong. For an older parent, that change is usually gradual: they take the stairs more slowly, they stop going out on their own, or they need two or three attempts to get up from the sofa.',
          'None of these is an emergency, which is why they are easy to put off. But each can be a sign that strength, balance or confidence is slipping, and all three can often be improved with the right exercise and advice. A physiotherapist can assess what is happening and put a plan in place while your parent still has plenty of ability to build on. Signs worth noticing:',
        ],
        bullets: [
          'Holding on to furniture or walls when walking around the house',
          'Difficulty getting up from a chair without pushing hard on the arms',
          'Trips, stumbles or near misses, even without a fall',
          'Walking more slowly, or shuffling',
          'Giving up activities they used to enjoy',
          'Seeming anxious about going out or using the stairs',
        ],
      },
      {
        heading: 'The risks of waiting',
        paragraphs: [
          'Muscles weaken when they are not used. A parent who moves less because they feel unsteady becomes weaker, which makes them less steady, which makes them move even less. Breaking that cycle early is far easier than recovering from the fall or illness it can lead to.',
          'A spell of illness or time in bed, at home or in hospital, can speed the process up, and strength usually takes longer to rebuild than it took to lose. A parent who is stronger beforehand has more in reserve if they do become unwell.',
        ],
      },
      {
        heading: 'Preventing falls before they happen',
        paragraphs: [
          'Falls are common in later life: the NHS says around 1 in 3 adults over 65 who live at home have at least one fall a year. Many falls are linked to things that can be changed, such as weak legs, poor balance, unsuitable footwear, poor lighting, eyesight, or medicines that cause dizziness.',
          'Exercise that challenges strength and balance is one of the best-studied ways of preventing falls. A Cochrane review of trials in older people living in the community found that exercise programmes, mainly balance and functional exercises, reduced the rate of falls by around a quarter. NICE guidance for the NHS (NG249) recommends that older people at higher risk of falling are offered a strength and balance programme. Starting before a serious fall means your parent can exercise more freely, before confidence has been knocked.',
        ],
        links: [
          { label: 'Read our guide to preventing falls at home', to: '/blog/falls-prevention' },
          { label: 'Falls prevention physiotherapy', to: '/services/falls-prevention' },
        ],
      },
      {
        heading: 'The psychological benefits',
        paragraphs: [
          'Worry about falling is common in older people, even in those who have never fallen. It leads many to restrict what they do, which in turn can lead to loneliness and low mood. Getting stronger and practising difficult movements with a professional builds genuine confidence, not just reassurance.',
          'Early physiotherapy also gives your parent a sense of control. It is something they choose to do to stay well, rather than something done to them after a crisis. Many older people find that easier to accept, and it is a better conversation for families to have.',
        ],
      },
      {
        heading: 'What you can do this week',
        paragraphs: [
          'Some useful steps cost nothing and need no appointment. Do them with your parent rather than for them, so the changes feel like theirs.',
        ],
        bullets: [
          'Walk round the home together and look at lighting, loose rugs, cables, the stairs and the route to the toilet at night',
          'Check shoes and slippers: a firm sole and a back that holds the heel are safer than loose slippers',
          'Ask the GP or pharmacist for a medicines review if your parent takes several medicines or feels dizzy',
          'Book a sight test: NHS sight tests are free for people aged 60 and over',
          'Write down what you have noticed, with rough dates, to share with the GP or a physiotherapist',
          'Ask your parent what they would most like to keep doing, whether that is the shops, church, the garden or a grandchild’s visit',
        ],
      },
      {
        heading: 'When to consider it',
        paragraphs: [
          'It is worth considering an assessment if you have noticed any of the signs above, if your parent has had a minor fall or a near miss, if they have recently been unwell and have not bounced back, or if a long-term condition such as arthritis or Parkinson’s is making daily life harder.',
          'A single assessment at home can tell you whether there is a problem worth working on, and what your parent can do about it. If all is well, that is reassuring too. If your parent is reluctant, our guide to talking to a reluctant parent may help.',
        ],
        links: [{ label: 'How to talk to a reluctant parent about physiotherapy', to: '/blog/convincing-parent' }],
      },
      {
        heading: 'Getting help through the NHS',
        paragraphs: [
          'Start with your parent’s GP, and describe what you have seen in plain terms: “She has had two near misses on the stairs this month and has stopped walking to the shop.” The GP can check for causes that need a doctor, such as a medicine side effect, low blood pressure on standing or an infection, and can refer your parent to community physiotherapy, a community rehabilitation team or the local NHS falls service.',
          'In many areas adults can also refer themselves to NHS physiotherapy by phone or online, without seeing the GP first; the GP practice or the local NHS website will say whether this is offered. NHS physiotherapy is free, but waiting times vary between areas, and for ongoing problems it is often offered in a clinic or a group class rather than at home. If your parent cannot get to a clinic, say so when the referral is made.',
        ],
      },
      {
        heading: 'Private physiotherapy at home',
        paragraphs: [
          'You do not need a diagnosis or a GP referral to see a private physiotherapist, and a first visit can usually be arranged within days. Each physiotherapist sets their own fees and you pay them directly: as a guide, an initial home assessment (60-90 minutes) usually costs £90-£200, and a 60-minute session £100-£180. Our matching service is free.',
          'Many families use both routes: they ask the GP for a referral and book a single private assessment in the meantime, so their parent has an exercise plan while they wait. If your parent is seen by both, tell each physiotherapist about the other so the advice fits together.',
        ],
        links: [
          { label: 'NHS and private options compared', to: '/blog/home-physiotherapy-options' },
          { label: 'What home physiotherapy costs', to: '/blog/physiotherapy-costs' },
        ],
      },
      {
        heading: 'What a first assessment looks like',
        paragraphs: [
          'The physiotherapist will ask about your parent’s health, medicines, any falls or near misses, and what they want to be able to do. They will watch your parent get up from a chair, walk, turn and balance, and look at the parts of the home that cause trouble. By the end your parent should have a few exercises to start with, agreed goals and a suggestion of how often to meet. Your parent can stop or rest at any point.',
        ],
        links: [{ label: 'What happens at the first home visit', to: '/blog/first-physio-visit' }],
      },
      {
        heading: 'Checking who you book',
        paragraphs: [
          '“Physiotherapist” is a protected title in the UK: anyone using it must be registered with the Health and Care Professions Council (HCPC). You can check in a minute on the HCPC’s “Check the register” page by searching the physiotherapist’s name or registration number. Every physiotherapist we recommend is HCPC-registered, and we check the register ourselves.',
        ],
      },
      {
        heading: 'When to call the GP, 111 or 999',
        paragraphs: [
          'Early intervention is for gradual changes. A sudden change is different, and needs a doctor before a physiotherapist:',
        ],
        bullets: [
          'Call 999 for signs of a stroke (face drooping, arm weakness, speech problems), chest pain, severe breathlessness, or a fall with a head injury or where your parent cannot get up',
          'Call NHS 111 or the GP the same day if your parent becomes suddenly confused, much less steady over a day or two, newly dizzy or faint',
          'Book a routine GP appointment for slow changes over weeks or months, repeated near misses, or worries about medicines',
        ],
      },
      {
        heading: 'Where we can help',
        paragraphs: [
          'We match families with HCPC-registered physiotherapists who visit at home in the areas we cover. Enter your parent’s postcode in our finder to check whether we cover it; if we do not yet, you can join the waitlist.',
        ],
        links: [{ label: 'Check your parent’s postcode', to: '/finder' }],
      },
    ],
    sources: [
      SOURCE.nhsFalls,
      SOURCE.cochraneExercise,
      SOURCE.niceFalls,
      SOURCE.nhsSightTests,
      SOURCE.nhsPhysio,
      SOURCE.hcpcRegister,
      SOURCE.nhsWhen999,
      SOURCE.nhsWhen111,
    ],
    related: ['falls-prevention', 'convincing-parent'],
    keywords: [
      'early intervention physiotherapy',
      'elderly parent slowing down',
      'prevent falls elderly',
      'home physiotherapy',
    ],
  },
  {
    slug: 'chronic-conditions',
    title: 'Physiotherapy for Chronic Conditions in Later Life',
    excerpt:
      'Arthritis, diabetes, heart and lung conditions are common in later life. Physiotherapy can ease symptoms, keep your parent moving and protect their independence.',
    date: '2025-07-10',
    category: 'Chronic Conditions',
    featured: true,
    author: DEFAULT_AUTHOR,
    heroButtons: [
      { label: 'Find Specialist Support', to: '/finder' },
      { label: 'Get Expert Advice', to: '/contact' },
    ],
    summary:
      'Many older people live with one or more long-term conditions. Physiotherapy will not cure them, but it can help with pain, stiffness, breathlessness, stamina and confidence, and NICE guidance for several of these conditions includes exercise or rehabilitation. Here is how it helps with some of the most common conditions, how to get it on the NHS or privately, and the warning signs to know.',
    body: [
      {
        heading: 'Why physiotherapy fits long-term conditions',
        paragraphs: [
          'A long-term condition tends to chip away at everyday life: a painful knee means fewer walks, fewer walks mean weaker legs, and weaker legs make the stairs harder. A physiotherapist looks at the whole picture, not just the diagnosis, and works on what your parent wants to be able to do.',
          'Treatment is mostly exercise and advice, adjusted to your parent’s conditions and medicines, with hands-on techniques where they help. The aim is to build a routine your parent can keep up on their own, with occasional check-ins, rather than weekly visits for ever.',
        ],
      },
      {
        heading: 'Arthritis',
        paragraphs: [
          'Osteoarthritis is the most common form of arthritis in older people, usually affecting the knees, hips, hands and back. It is tempting to rest painful joints, but NICE guidance (NG226) recommends therapeutic exercise tailored to the person as a core treatment, alongside information and support with weight where that is relevant.',
          'A physiotherapist can design a programme that strengthens the right muscles without flaring pain, suggest ways to pace activity through the day, and advise on walking aids and footwear. For rheumatoid arthritis, the hospital rheumatology team leads treatment; a physiotherapist can help keep joints moving and plan exercise around flare-ups.',
        ],
        bullets: [
          'Strengthening exercises for the muscles around affected joints',
          'Gentle range-of-movement exercises to ease stiffness',
          'Advice on pacing and planning activities',
          'Walking aid and footwear advice',
        ],
      },
      {
        heading: 'Diabetes',
        paragraphs: [
          'Being active is part of managing diabetes, and for older people physiotherapy often focuses on making activity safe and achievable. If your parent takes insulin or tablets that can cause low blood sugar, the physiotherapist may ask about their readings and suggest keeping a snack to hand during exercise.',
          'Diabetes can damage the nerves in the feet (peripheral neuropathy), which reduces feeling and can make balance harder, so falls prevention is often part of the plan. NICE guidance on diabetic foot problems (NG19) recommends regular foot checks by the care team; at home, any cut, blister, swelling or colour change on the feet should be shown to the GP or practice nurse promptly.',
        ],
      },
      {
        heading: 'Heart and lung conditions',
        paragraphs: [
          'After a heart attack or with heart failure, NICE guidance (NG185 and NG106) recommends that people are offered cardiac rehabilitation, which includes exercise. It is arranged by the hospital or the GP and is well worth taking up. A home physiotherapist can support your parent alongside it or afterwards, especially if they find it hard to get to a class.',
          'For chronic obstructive pulmonary disease (COPD), NICE guidance (NG115) recommends pulmonary rehabilitation for people who are limited by breathlessness. Your parent can ask their GP or respiratory nurse for a referral. Physiotherapists also teach breathing control, ways of clearing phlegm and positions that ease breathlessness. Some breathlessness during exercise is expected with COPD; the physiotherapist will show your parent how hard to work and what is too much.',
        ],
        bullets: [
          'Stop and seek advice if exercise brings on chest pain, severe breathlessness or dizziness',
          'Call 999 if chest pain does not settle with rest or usual medication',
        ],
      },
      {
        heading: 'Parkinson’s and other neurological conditions',
        paragraphs: [
          'For Parkinson’s, NICE guidance (NG71) recommends referral early on to a physiotherapist with experience of Parkinson’s, and Parkinson’s-specific physiotherapy for people with balance or movement problems. It works on walking, balance, getting up from chairs and out of bed, and strategies for “freezing”. Your parent’s Parkinson’s nurse or specialist can refer them on the NHS.',
          'Multiple sclerosis, the effects of a past stroke and other neurological conditions also benefit from a physiotherapist who knows them well. Because these conditions change over time, a block of sessions followed by reviews often works better than one long course.',
        ],
        links: [{ label: 'Neurological conditions at home', to: '/services/neurological-conditions' }],
      },
      {
        heading: 'Living with more than one condition',
        paragraphs: [
          'Many older people have several conditions at once, each with its own advice, and the advice can seem to pull in different directions: keep the knee moving, but watch the heart; stay active, but mind the blood sugar. A physiotherapist with experience of older people can put it together into one programme that respects all of it.',
          'Bring a current list of medicines and any recent clinic letters to the first visit. Medicines for blood pressure, sleep, mood and pain can all affect balance, and knowing what your parent takes helps the physiotherapist plan safely and spot anything worth raising with the GP.',
        ],
      },
      {
        heading: 'Quality of life',
        paragraphs: [
          'Living with a long-term condition is tiring, and many people gradually do less. The goal of physiotherapy is not just better numbers but a better life: getting to the shops, managing the garden, playing with grandchildren or simply getting up the stairs without stopping.',
          'A home physiotherapist works on the goals that matter to your parent, in the place they live. They can also spot when something has changed and suggest a visit to the GP. Many people with long-term conditions do well with a block of sessions followed by occasional reviews, so they stay on track without needing weekly visits.',
        ],
        links: [
          { label: 'How to choose a specialist physiotherapist', to: '/blog/specialist-physiotherapist' },
          { label: 'Elderly support physiotherapy', to: '/services/elderly-support' },
        ],
      },
      {
        heading: 'Getting physiotherapy on the NHS',
        paragraphs: ['NHS physiotherapy is free. The route depends on the condition:'],
        bullets: [
          'Joint and back pain: ask the GP for a referral, or check whether your area lets adults refer themselves to NHS physiotherapy by phone or online',
          'COPD and other lung conditions: ask the GP or respiratory nurse about pulmonary rehabilitation',
          'Heart conditions: ask the hospital team or GP about cardiac rehabilitation',
          'Parkinson’s, MS or stroke: ask the specialist nurse, consultant or GP about the community neurology or stroke team',
          'Falls or unsteadiness with any condition: ask the GP about the local NHS falls service',
        ],
      },
      {
        heading: 'Private physiotherapy at home',
        paragraphs: [
          'Waits for NHS services vary between areas, and much NHS physiotherapy for long-term conditions happens in clinics or group classes. A private physiotherapist can visit at home, usually without a referral. Each sets their own fees and you pay them directly: as a guide, an initial home assessment (60-90 minutes) usually costs £90-£200, and a 60-minute session £100-£180. Our matching service is free, and we cover particular areas: enter your parent’s postcode in the finder to check.',
          'Whoever you book, check that they are registered with the Health and Care Professions Council (HCPC), which is a legal requirement for anyone practising as a physiotherapist in the UK. You can search the HCPC register by name or registration number.',
        ],
        links: [
          { label: 'What home physiotherapy costs', to: '/blog/physiotherapy-costs' },
          { label: 'Check your parent’s postcode', to: '/finder' },
        ],
      },
      {
        heading: 'What the first home visit covers',
        paragraphs: [
          'Expect 60-90 minutes. The physiotherapist will ask about each condition, medicines, recent changes, falls and what your parent finds hard, then look at how they move, breathe and balance, and at the home itself. You should finish with agreed goals, a few exercises suited to all of your parent’s conditions, and a plan for how often to meet.',
        ],
        links: [{ label: 'What happens at the first home visit', to: '/blog/first-physio-visit' }],
      },
      {
        heading: 'When to call the GP, 111 or 999',
        paragraphs: ['Long-term conditions can flare up. Know where to turn:'],
        bullets: [
          'Call 999 for chest pain that does not settle, severe breathlessness, signs of a stroke (face drooping, arm weakness, speech problems) or a fall with a serious injury',
          'Call NHS 111 or the GP the same day for breathing that is much worse than usual, new confusion, a hot, swollen joint, or a foot wound that looks infected',
          'Tell the GP at a routine appointment about gradual changes, such as walking less far or more frequent near misses',
        ],
      },
    ],
    sources: [
      SOURCE.niceOsteoarthritis,
      SOURCE.niceDiabeticFoot,
      SOURCE.niceAcuteCoronary,
      SOURCE.niceHeartFailure,
      SOURCE.niceCopd,
      SOURCE.niceParkinsons,
      SOURCE.nhsPhysio,
      SOURCE.hcpcRegister,
      SOURCE.nhsWhen999,
    ],
    related: ['specialist-physiotherapist', 'falls-prevention'],
    keywords: [
      'physiotherapy for arthritis',
      'COPD physiotherapy',
      'diabetes exercise elderly',
      'chronic conditions physiotherapy',
    ],
  },
  {
    slug: 'home-physiotherapy-options',
    title: 'Home Physiotherapy Options for an Elderly Parent: NHS and Private',
    excerpt:
      'Your parent may be able to get physiotherapy at home on the NHS, privately, or both. Here is how each route works and how to decide.',
    date: '2025-01-04',
    category: 'Getting Started',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'If your parent needs physiotherapy but struggles to get to a clinic, there are two main routes: NHS community services and private home physiotherapy. They are not either-or. Many families use both. This guide explains how each works, what to ask for and how to choose.',
    body: [
      {
        heading: 'NHS physiotherapy at home',
        paragraphs: [
          'The NHS does provide physiotherapy at home, mainly through community rehabilitation teams, intermediate care and reablement services, and stroke early supported discharge teams. It is free, and it is usually arranged when your parent leaves hospital or is referred by their GP or another health professional.',
          'Home visits on the NHS are generally for people who are housebound or have just left hospital. Provision varies between areas, and waiting lists for community physiotherapy vary too: waits of several weeks or more are common for non-urgent referrals. Treatment is often time-limited, for example a block of visits after discharge, and the number of sessions depends on local services and your parent’s needs.',
        ],
        bullets: [
          'Ask the hospital discharge team what rehabilitation has been arranged before your parent comes home',
          'Ask the GP about community physiotherapy or falls services if your parent is struggling at home',
          'In many areas you can self-refer to NHS physiotherapy; check your local NHS website',
        ],
      },
      {
        heading: 'Private physiotherapy at home',
        paragraphs: [
          'A private physiotherapist can usually start quickly, often within a few days, and within 24-48 hours for urgent needs. You choose who to see, how often and for how long, and you do not need a referral. Sessions are usually longer and more flexible than on the NHS, and the same physiotherapist sees your parent each time.',
          'The downside is cost. You pay the physiotherapist directly, typically £90-£200 for a 60-90 minute initial assessment and £100-£180 for a 60-minute session in London, usually less in Essex. Some private medical insurance policies will contribute.',
        ],
        links: [{ label: 'Read our guide to physiotherapy costs', to: '/blog/physiotherapy-costs' }],
      },
      {
        heading: 'The NHS routes, one by one',
        paragraphs: ['Which route applies depends on where your parent is now and what has happened:'],
        bullets: [
          'From hospital: before discharge, the ward team should assess what your parent needs at home. That may include intermediate care or reablement, a short period of free support at home (often up to six weeks) from a team that can include physiotherapists and occupational therapists',
          'After a stroke: many areas have an early supported discharge team that continues stroke rehabilitation at home for people well enough to leave hospital sooner, followed by community stroke rehabilitation',
          'From the GP: the GP can refer your parent to community physiotherapy, a community rehabilitation team or a falls service. Say clearly if your parent cannot get to a clinic, as that decides whether a home visit is considered',
          'Self-referral: in many areas adults can refer themselves to NHS physiotherapy by phone or online, usually for clinic appointments. Your local NHS website or GP practice will say whether this is offered',
          'After a fall: if the ambulance service attends a fall, they may refer your parent to a falls service directly; ask them',
        ],
      },
      {
        heading: 'Waiting times, in general terms',
        paragraphs: [
          'There is no single waiting time for NHS physiotherapy: it depends on the area, the service and how urgent the referral is judged to be. Support arranged on discharge from hospital often starts within days; routine referrals to community or outpatient physiotherapy can take weeks or months. If you are told the wait, ask whether your parent’s needs have been marked as urgent, and what to do if things get worse while they wait.',
          'If your parent’s mobility is getting worse quickly, they are falling, or they cannot manage at home, tell the GP. That can change how urgently they are seen, and may bring in other help such as an occupational therapy assessment or equipment.',
        ],
      },
      {
        heading: 'Using both together',
        paragraphs: [
          'Private physiotherapy can fill the gaps: while your parent waits for an NHS appointment, after their NHS sessions end, or alongside them to increase how often they exercise. If your parent is receiving NHS treatment, tell the private physiotherapist so the two plans work together rather than against each other.',
        ],
      },
      {
        heading: 'How to decide',
        paragraphs: [
          'Start by finding out what the NHS can offer and how long it will take. Then think about what matters most: speed, continuity, longer sessions, or keeping costs down. A single private assessment can be a useful way to get a clear picture and an exercise plan while you wait.',
        ],
        bullets: [
          'Speed: how quickly does your parent need help?',
          'Need: is this recovery from one event, or a long-term condition?',
          'Budget: how many sessions can the family afford, and is there insurance?',
          'Preference: would your parent rather see the same person each time?',
        ],
      },
      {
        heading: 'Questions to ask the NHS team',
        paragraphs: ['Whichever route your parent is on, a few questions make the picture clearer:'],
        bullets: [
          'Has a referral been made, to which service, and how will we hear about the first appointment?',
          'Will the sessions be at home or in a clinic, and who should we call if my parent cannot get to a clinic?',
          'How many sessions are planned, and what happens when they end?',
          'Who do we contact if my parent gets worse while waiting?',
        ],
      },
      {
        heading: 'Checking any physiotherapist',
        paragraphs: [
          '“Physiotherapist” is a protected title in the UK, and anyone using it must be registered with the Health and Care Professions Council (HCPC). You can check the register online in a minute. Every physiotherapist we recommend is HCPC registered, has an enhanced DBS check and is insured, and visits people at home in the areas we cover: enter your parent’s postcode in our finder to check whether we cover it.',
        ],
        links: [
          { label: 'Find a home physiotherapist', to: '/finder' },
          { label: 'What happens at the first visit', to: '/blog/first-physio-visit' },
        ],
      },
    ],
    sources: [SOURCE.nhsPhysio, SOURCE.nhsAfterHospital, SOURCE.niceIntermediateCare, SOURCE.nhsFalls],
    related: ['first-physio-visit', 'physiotherapy-costs'],
    keywords: [
      'NHS physiotherapy at home',
      'private home physiotherapy',
      'physio for elderly parent',
      'home physio options',
    ],
  },
  {
    slug: 'types-of-physiotherapy',
    title: 'Types of Physiotherapy Explained: Which Does Your Parent Need?',
    excerpt:
      'Musculoskeletal, neurological, cardiorespiratory and more: a plain guide to the main kinds of physiotherapy and when each helps older people.',
    date: '2025-01-03',
    category: 'Understanding Care',
    featured: false,
    author: DEFAULT_AUTHOR,
    summary:
      'All physiotherapists share the same core training, but many focus on particular areas. Knowing the main types helps you describe what your parent needs, understand which NHS team might see them, and find someone with the right experience. You do not need to get the label exactly right: a good physiotherapist will tell you if someone else would suit your parent better.',
    body: [
      {
        heading: 'What all physiotherapists have in common',
        paragraphs: [
          'Whatever their area, every physiotherapist practising in the UK has completed an approved degree and must be registered with the Health and Care Professions Council (HCPC). “Physiotherapist” is a protected title, so someone who is not registered cannot legally use it. Their core job is the same: assess how your parent moves, explain what is going on, and use exercise, hands-on techniques and advice to improve movement and everyday function.',
          'Specialists have deeper experience of particular conditions, usually built up over years of working in that area and through further training. Many belong to a professional network of the Chartered Society of Physiotherapy (CSP) for their field.',
        ],
      },
      {
        heading: 'Musculoskeletal (MSK) physiotherapy',
        paragraphs: [
          'Musculoskeletal physiotherapy deals with muscles, joints, bones and soft tissue. It is the most common kind, covering back and neck pain, arthritis, shoulder problems and recovery after fractures or joint replacements.',
          'For older people, MSK physiotherapy usually combines exercise to strengthen and loosen the affected area with advice on managing pain and staying active. After a hip or knee replacement it also means following the surgeon’s precautions and building back up to stairs, walking outdoors and getting in and out of a car.',
        ],
        links: [{ label: 'Recovery after surgery at home', to: '/services/post-operative-care' }],
      },
      {
        heading: 'Neurological physiotherapy',
        paragraphs: [
          'Neurological physiotherapy helps people whose movement is affected by a condition of the brain, spinal cord or nerves. In later life that most often means stroke, Parkinson’s, multiple sclerosis, dementia or motor neurone disease.',
          'It focuses on relearning or adapting movement: walking, balance, using an arm and hand, and managing stiffness, tremor or fatigue. Progress can take months, so continuity with one physiotherapist matters. NICE guidance on stroke rehabilitation (NG236) sets out the rehabilitation people should be offered after a stroke, in hospital and afterwards.',
        ],
        links: [
          { label: 'Stroke recovery at home', to: '/services/stroke-recovery' },
          { label: 'Neurological conditions', to: '/services/neurological-conditions' },
        ],
      },
      {
        heading: 'Cardiorespiratory physiotherapy',
        paragraphs: [
          'Cardiorespiratory physiotherapists help people with heart and lung conditions such as COPD, heart failure and recovery after chest infections or heart surgery. They teach breathing techniques, ways of clearing the chest and how to build stamina safely.',
          'On the NHS, much of this is delivered through pulmonary rehabilitation for lung conditions and cardiac rehabilitation for heart conditions, usually as group programmes. A home physiotherapist can help a parent who cannot get to a class, or carry on the work afterwards.',
        ],
      },
      {
        heading: 'Physiotherapy for older people',
        paragraphs: [
          'Some physiotherapists specialise in the needs of older people, often called care of the elderly or older people’s physiotherapy. They are experienced in falls prevention, frailty, getting back on your feet after illness and working with several conditions at once, which is common in later life.',
          'This is often the most useful starting point if your parent has a mix of problems rather than one clear diagnosis. Falls prevention is a large part of this work: NICE guidance (NG249) recommends that older people at higher risk of falling are offered a falls assessment and, where it would help, a strength and balance programme.',
        ],
        links: [
          { label: 'Falls prevention', to: '/services/falls-prevention' },
          { label: 'Elderly support', to: '/services/elderly-support' },
        ],
      },
      {
        heading: 'Other specialisms',
        paragraphs: [
          'Some physiotherapists have further training in particular areas that can matter for older people.',
        ],
        bullets: [
          'Vestibular rehabilitation, for dizziness and balance problems caused by the inner ear',
          'Continence and pelvic health physiotherapy',
          'Amputee rehabilitation',
          'Palliative care physiotherapy, focused on comfort and function',
        ],
      },
      {
        heading: 'Which type does my parent need?',
        paragraphs: [
          'Many older people have more than one thing going on, so the labels overlap. A parent recovering from a hip fracture who also has Parkinson’s needs someone comfortable with both. As a rough guide:',
        ],
        bullets: [
          'Pain, stiffness or recovery after an operation or fracture: musculoskeletal',
          'Stroke, Parkinson’s, MS or another condition of the nervous system: neurological',
          'Breathlessness, COPD or recovery from a chest infection or heart surgery: cardiorespiratory',
          'Falls, frailty, general weakness or several conditions at once: older people’s physiotherapy',
          'Dizziness when turning the head or rolling over in bed: vestibular',
        ],
      },
      {
        heading: 'Which NHS team might see your parent',
        paragraphs: [
          'On the NHS, the type of physiotherapy often comes with a particular team and a particular way in. Knowing the names helps when you ask the GP or the hospital what has been arranged.',
        ],
        bullets: [
          'Outpatient MSK physiotherapy: usually in a clinic, through the GP or, in many areas, by self-referral by phone or online',
          'Community rehabilitation teams: physiotherapists and occupational therapists who can visit people at home, usually through the GP or after a hospital stay',
          'Intermediate care and reablement: short-term support at home after a hospital stay or to avoid one, arranged by the hospital, the GP or the council',
          'Stroke early supported discharge and community stroke teams: rehabilitation at home after a stroke, arranged by the hospital',
          'Falls services: assessment and strength and balance programmes, through the GP, the hospital or sometimes the ambulance service',
          'Pulmonary and cardiac rehabilitation: group programmes for lung and heart conditions, through the GP or the hospital team',
        ],
        links: [{ label: 'NHS and private options compared', to: '/blog/home-physiotherapy-options' }],
      },
      {
        heading: 'Where the treatment happens',
        paragraphs: [
          'Any of these can be delivered in a clinic, in hospital or at home. Home (sometimes called domiciliary) physiotherapy suits people who find travel difficult, and it lets the physiotherapist work with the real stairs, chairs and bathroom your parent uses.',
          'Privately, you can choose a physiotherapist by their experience, and they can visit at home without a referral. Each sets their own fees, which you pay directly: as a guide, an initial home assessment (60-90 minutes) usually costs £90-£200, and a 60-minute session £100-£180.',
        ],
        links: [{ label: 'What home physiotherapy costs', to: '/blog/physiotherapy-costs' }],
      },
      {
        heading: 'What a first home visit involves, whatever the type',
        paragraphs: [
          'The first visit is mainly an assessment. The physiotherapist asks about your parent’s health, medicines, falls and goals, watches how they stand up, walk, turn and balance, and checks the specific problem, such as a stiff shoulder or breathlessness on the stairs. They look at the home, agree goals with your parent and leave a few exercises to start with. If they think a different specialist would help more, a good physiotherapist will say so.',
        ],
        links: [{ label: 'What happens at the first home visit', to: '/blog/first-physio-visit' }],
      },
      {
        heading: 'How to check experience and registration',
        paragraphs: ['Whichever type your parent needs, a few checks help you choose well:'],
        bullets: [
          'Search the physiotherapist’s name or registration number on the HCPC’s “Check the register” page',
          'Ask how often they treat people with your parent’s condition, and whether they visit at home regularly',
          'Ask whether they belong to a CSP professional network for their area, such as one for neurology or for older people',
          'Ask how they will measure progress and when they will review the plan',
        ],
        links: [{ label: 'How to choose a specialist physiotherapist', to: '/blog/specialist-physiotherapist' }],
      },
      {
        heading: 'When a doctor should come first',
        paragraphs: [
          'Physiotherapy is for problems that are understood and settled enough to work on. Call 999 for sudden weakness on one side, a drooping face or slurred speech, chest pain or severe breathlessness. Call NHS 111 or the GP the same day for sudden new dizziness, a hot, swollen joint, or a sudden drop in how well your parent can walk. For gradual changes, a routine GP appointment or a physiotherapy assessment is the right place to start.',
        ],
      },
      {
        heading: 'Let us match the experience for you',
        paragraphs: [
          'You do not need to work out the right type yourself. When you use our finder, tell us the condition and any other health problems, and we will match your parent with a physiotherapist whose experience fits, in the areas we cover. The finder checks your parent’s postcode first.',
        ],
        links: [{ label: 'Find a physiotherapist', to: '/finder' }],
      },
    ],
    sources: [
      SOURCE.hcpcRegister,
      SOURCE.cspFindPhysio,
      SOURCE.nhsPhysio,
      SOURCE.niceStrokeRehab,
      SOURCE.niceFalls,
      SOURCE.niceIntermediateCare,
      SOURCE.nhsWhen999,
    ],
    related: ['specialist-physiotherapist', 'home-physiotherapy-options'],
    keywords: [
      'types of physiotherapy',
      'neurological physiotherapy',
      'MSK physiotherapy',
      'physiotherapy for older people',
    ],
  },
  {
    slug: 'first-physio-visit',
    title: 'What Happens at the First Home Physiotherapy Visit',
    excerpt:
      'What the physiotherapist will ask, what they will look at, how long it takes and how to prepare your parent for the first appointment.',
    date: '2025-01-02',
    category: 'Getting Started',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'Knowing what to expect makes the first visit easier for everyone, especially a parent who is nervous about it. The first appointment is mostly about listening and assessing, and it usually lasts 60-90 minutes.',
    body: [
      {
        heading: 'Before the visit',
        paragraphs: [
          'A little preparation helps the physiotherapist get a full picture quickly. It is also a good chance to talk to your parent about what they would like to get out of it.',
        ],
        bullets: [
          'A list of current medicines, or the packets themselves',
          'Any hospital discharge letters or clinic letters',
          'Walking aids, glasses and hearing aids your parent uses',
          'Comfortable clothes and supportive shoes',
          'A note of any falls or near misses, with when and where they happened',
          'A few goals, such as getting to the shops or managing the stairs',
        ],
      },
      {
        heading: 'Talking it through',
        paragraphs: [
          'The physiotherapist will start with questions: your parent’s health and history, the current problem, pain, sleep, falls, how they manage day to day and who helps them. They will ask what your parent wants to be able to do. This part matters, so let your parent answer for themselves where they can.',
          'They will also ask for your parent’s consent to assess and treat them, and if you are present, whether they are happy for you to be involved and to receive updates.',
        ],
      },
      {
        heading: 'The physical assessment',
        paragraphs: [
          'Next the physiotherapist will look at how your parent moves. This is done gently and at your parent’s pace, and they can stop at any time.',
        ],
        bullets: [
          'Getting up from a chair and sitting down',
          'Walking, turning and using any walking aid',
          'Balance when standing still and moving',
          'Strength and range of movement in the arms and legs',
          'Managing stairs, the bed or the bathroom, where relevant',
        ],
      },
      {
        heading: 'Looking at the home',
        paragraphs: [
          'Because the visit is at home, the physiotherapist can see potential hazards such as loose rugs, poor lighting, a low chair or a bath that is difficult to get into, and suggest simple changes.',
        ],
        links: [{ label: 'About home assessments', to: '/services/home-assessments' }],
      },
      {
        heading: 'Agreeing a plan',
        paragraphs: [
          'By the end of the visit the physiotherapist will explain what they have found in plain language, agree goals with your parent and suggest how often to meet. At first this is usually 1-2 times a week. Most will leave two or three simple exercises to start with, sometimes written down or with pictures.',
          'Ask anything you are unsure about: how many sessions they expect, what the fees are, how to contact them and what to do if your parent feels worse.',
        ],
      },
      {
        heading: 'Checks worth making before the day',
        paragraphs: [
          'Check that the physiotherapist is registered with the Health and Care Professions Council: search their name or registration number on the HCPC’s “Check the register” page. Registration is a legal requirement to practise as a physiotherapist in the UK. Confirm the fee for the first visit, whether travel is included, how to pay and the cancellation terms, so there are no surprises on the day.',
          'Agree who will be there. Many parents like a son or daughter to be present for the first visit, if only to help remember what was said; others prefer to be seen on their own. Either is fine, and your parent’s wishes come first. If you cannot be there, ask whether the physiotherapist can ring you afterwards, with your parent’s agreement.',
        ],
      },
      {
        heading: 'What the physiotherapist writes down',
        paragraphs: [
          'Physiotherapists keep clinical records of what they find and what they agree, as their professional standards require. Your parent is entitled to see their own records. Measurements taken at the first visit, such as how long it takes to stand up from a chair or walk a set distance, are repeated later so that everyone can see whether things are improving.',
          'If the physiotherapist finds something that needs a doctor, such as new weakness, unexplained falls, signs of an infection or pain that does not fit the usual pattern, they will tell your parent and suggest contacting the GP. If anything suggests an emergency, such as sudden weakness on one side, chest pain or severe breathlessness, call 999.',
        ],
      },
      {
        heading: 'If your parent is nervous',
        paragraphs: [
          'It is common for older people to worry that the physiotherapist will push them too hard, or will decide they can no longer live at home. It can help to explain that the visit is about what your parent wants to do, and that nothing will happen without their agreement.',
          'Your parent can stop or rest at any point, ask for a family member to be there, or ask for things to be explained again. If they have hearing or memory difficulties, let the physiotherapist know beforehand so they can allow extra time and write things down.',
        ],
      },
      {
        heading: 'After the visit',
        paragraphs: [
          'Your parent may feel tired after the assessment, which is normal. Encourage them to try the exercises as shown, and write down any questions for next time. Our guide to helping between sessions explains how family members can support progress without taking over.',
          'Some aching in the muscles for a day or two after new exercises is common and usually settles. Pain that is sharp, that lasts, or that stops your parent doing their usual things is not: tell the physiotherapist before the next session so they can change the programme. If the visit raised questions you did not get to ask, it is fine to ring or email the physiotherapist between sessions.',
        ],
        links: [{ label: 'How to help between sessions', to: '/blog/helping-between-sessions' }],
      },
    ],
    sources: [SOURCE.hcpcRegister, SOURCE.nhsPhysio],
    related: ['helping-between-sessions', 'home-physiotherapy-options'],
    keywords: [
      'first physiotherapy appointment',
      'physio assessment at home',
      'what to expect physiotherapy',
      'elderly parent physio',
    ],
  },
  {
    slug: 'helping-between-sessions',
    title: 'How to Help Your Parent Between Physiotherapy Sessions',
    excerpt:
      'Most progress happens between visits. Practical ways to encourage exercise, keep your parent safe and support them without taking over.',
    date: '2024-12-30',
    category: 'Family Support',
    featured: false,
    author: DEFAULT_AUTHOR,
    summary:
      'A physiotherapist might see your parent for an hour or two a week. What happens in the rest of the week often decides how well the plan works. Families can make a big difference, as long as the help is the right kind. This guide covers how to learn the plan, fit exercise into the day, keep it safe, know when to call for help, and look after yourself as well.',
    body: [
      {
        heading: 'Know the plan',
        paragraphs: [
          'Ask the physiotherapist, with your parent’s permission, what the exercises are, how often they should be done and what to watch for. If you can, join part of a session so you see them done correctly. A written or illustrated sheet on the fridge helps everyone remember.',
          'It helps to know the goals as well as the exercises. “Walk to the post box and back by the end of the month” is easier to encourage than “do your leg exercises”, and it tells you what progress looks like.',
        ],
      },
      {
        heading: 'Agree what you will be told',
        paragraphs: [
          'The physiotherapist is treating your parent, not you, so they need your parent’s agreement to share health details with family. Sort this out at the start: who may be told what, by phone or by email, and who the physiotherapist should call if they are worried. If your parent would rather keep some things private, that is their right, and you can still ask the physiotherapist how best to help at home.',
        ],
      },
      {
        heading: 'Help them do it, not do it for them',
        paragraphs: [
          'It is natural to want to help, but doing things for your parent can slow their progress. If the goal is getting up from a chair without help, then waiting while they do it, safely and in their own time, is the help they need. Ask the physiotherapist how much assistance to give for each task, and whether there is anything you should not help with, such as lifting under the arms.',
        ],
      },
      {
        heading: 'Make exercise part of the day',
        paragraphs: [
          'Exercises are easier to keep up when they are linked to something that already happens every day. Use the exercises the physiotherapist has set, not new ones found online, and check with them before adding anything.',
        ],
        bullets: [
          'Do the chair exercises before each meal',
          'Practise standing exercises at the kitchen counter while the kettle boils, if the physiotherapist has set them',
          'Walk to the end of the road and back after lunch',
          'Keep a simple tick chart and celebrate small wins',
        ],
      },
      {
        heading: 'A week that works',
        paragraphs: [
          'UK physical activity guidelines for older adults recommend activities that build strength and balance on at least two days a week, and being active every day in some way. Your parent’s physiotherapist will say what that means for them. A pattern many families find manageable:',
        ],
        bullets: [
          'The physiotherapy visit, with you joining for the last ten minutes if your parent is happy with that',
          'The home exercises on the days the physiotherapist suggests, at the same time each day',
          'A short walk or time on their feet most days, building up as the physiotherapist advises',
          'One thing each week that uses the new strength: a trip to the shop, a visit to a friend, a turn round the garden',
        ],
      },
      {
        heading: 'Keep it safe',
        paragraphs: [
          'Exercise should feel like effort, but it should not be unsafe. Clear the space, use a sturdy chair without wheels, and make sure your parent is wearing supportive shoes rather than slippers.',
          'Some muscle aching for a day or two after new exercise is common. Pain that is sharp, gets worse, or lasts should be reported to the physiotherapist before the next session, so they can change the programme.',
        ],
      },
      {
        heading: 'When to stop and call for help',
        paragraphs: ['Know the difference between a hard day and a warning sign:'],
        bullets: [
          'Call 999 for chest pain, severe breathlessness, signs of a stroke (face drooping, arm weakness, slurred speech), or a fall with a head injury or where your parent cannot get up',
          'Call NHS 111 or the GP the same day for new confusion, a sudden drop in how well your parent can walk, new dizziness or fainting, or a hot, swollen calf',
          'Tell the physiotherapist about pain that lingers, a minor fall or near miss, or anything that makes an exercise harder than it was',
        ],
      },
      {
        heading: 'If your parent falls',
        paragraphs: [
          'Do not rush to lift them. Let them stay still for a moment and check whether they are hurt. If they are injured, have hit their head, are in severe pain or cannot get up, call 999 and keep them warm while you wait. If they are unhurt and feel able, the physiotherapist may already have shown them how to get up using a sturdy chair; let them do it at their own pace. Afterwards, tell the physiotherapist and the GP, even if there was no injury.',
        ],
        links: [{ label: 'Preventing falls at home', to: '/blog/falls-prevention' }],
      },
      {
        heading: 'Encourage, do not nag',
        paragraphs: [
          'Older adults often find exercise tiring and can lose heart when progress is slow. Remind them of what they have already achieved and of the goals they chose. Asking “Shall we do your exercises together?” usually works better than “Have you done your exercises?”',
          'Respect bad days. Fatigue, pain and low mood all vary, and doing a little on a bad day is better than nothing.',
        ],
      },
      {
        heading: 'Small practical things that help',
        paragraphs: [
          'Exercise is only part of the picture. Regular meals, enough to drink, good sleep, pain relief taken as prescribed and a tidy, well-lit home all make it easier and safer to keep moving.',
        ],
        bullets: [
          'Keep walking aids where your parent can reach them, not folded away',
          'Put a chair or perching stool where they tend to get tired, such as by the kitchen counter',
          'Make sure glasses are clean and hearing aids are in before exercising',
          'Plan outings for the time of day your parent has most energy',
        ],
      },
      {
        heading: 'Equipment and adaptations',
        paragraphs: [
          'If the physiotherapist suggests grab rails, a second stair rail, a raised toilet seat or a perching stool, ask where to get them. Some equipment and minor adaptations can come through the local council after a needs assessment, which is free to ask for, and an occupational therapist may visit to advise. Others are easy to buy, but ask the physiotherapist to check the type and height before you do.',
        ],
        links: [{ label: 'About home safety assessments', to: '/services/home-assessments' }],
      },
      {
        heading: 'If you live far away',
        paragraphs: [
          'You can still help. Agree with your parent that the physiotherapist may update you by phone or email, join a session by video if the physiotherapist offers it, and make a short regular call that asks how the exercises are going rather than whether they have been done. A neighbour, friend or other relative who visits can take on the encouraging role in person.',
        ],
      },
      {
        heading: 'Keep the physiotherapist informed',
        paragraphs: [
          'Let the physiotherapist know about anything that changes: a new medicine, a fall, a hospital visit, new pain or a sudden drop in ability. Note what your parent finds easy or hard so sessions can be adjusted.',
        ],
      },
      {
        heading: 'When the sessions end',
        paragraphs: [
          'NHS physiotherapy is usually a set number of sessions, and private treatment should also have an end point agreed with your parent. Before the last session, ask for a written home programme, how to progress it, and what to do if things slip. If your parent needs more help later, they can go back to the GP, use NHS self-referral where it exists, or book a private review. As a guide, a private 60-minute session usually costs £100-£180, paid to the physiotherapist directly.',
        ],
      },
      {
        heading: 'Look after yourself too',
        paragraphs: [
          'Supporting a parent can be demanding, particularly alongside work and your own family. If you provide regular, unpaid care, you can ask your parent’s local council for a free carer’s assessment, which looks at how caring affects you and may lead to practical support. Local carers’ centres and national charities such as Carers UK offer advice and a place to talk.',
        ],
        links: [{ label: 'Gentle exercises your parent can do at home', to: '/blog/home-physiotherapy-exercises' }],
      },
    ],
    sources: [
      SOURCE.cmoActivity,
      SOURCE.nhsOlderAdultsActivity,
      SOURCE.nhsFalls,
      SOURCE.nhsPhysio,
      SOURCE.nhsWhen999,
      SOURCE.nhsWhen111,
      SOURCE.nhsCarerAssessment,
      SOURCE.nhsNeedsAssessment,
    ],
    related: ['home-physiotherapy-exercises', 'first-physio-visit'],
    keywords: [
      'help parent with physio exercises',
      'supporting elderly parent recovery',
      'carer tips physiotherapy',
      'home exercise',
    ],
  },
  {
    slug: 'falls-prevention',
    title: 'Preventing Falls at Home: A Guide for Families',
    excerpt:
      'About one in three people over 65 falls each year. The causes, the changes that make a home safer and how physiotherapy cuts the risk.',
    date: '2024-12-28',
    category: 'Falls Prevention',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'Falls are common in later life, but they are not an inevitable part of ageing. Most falls have causes that can be found and reduced. Here is what families can do, and how a physiotherapist can help.',
    body: [
      {
        heading: 'Why older people fall',
        paragraphs: [
          'There is rarely a single cause. Falls usually come from a combination of things in the person and things in their surroundings.',
        ],
        bullets: [
          'Weak leg muscles and poor balance',
          'Dizziness, including a drop in blood pressure when standing up',
          'Medicines that cause drowsiness or dizziness, especially several together',
          'Poor eyesight, or glasses that need updating',
          'Foot problems and unsuitable footwear',
          'Needing the toilet urgently, particularly at night',
          'Hazards such as rugs, clutter, cables and poor lighting',
        ],
      },
      {
        heading: 'Making the home safer',
        paragraphs: [
          'Older people spend most of their time at home, so that is where many falls happen, and where simple changes help most. Walk round the house with your parent and look at it through their eyes, especially the route from bed to toilet at night.',
        ],
        bullets: [
          'Remove or secure loose rugs and keep floors clear of clutter',
          'Add good lighting on stairs and night lights on the way to the toilet',
          'Fit grab rails by the toilet and bath, and a second stair rail',
          'Keep everyday items within easy reach to avoid climbing or stretching',
          'Wipe up spills straight away and use non-slip mats in the bathroom',
          'Wear well-fitting shoes or slippers with a back and a firm sole',
        ],
        links: [{ label: 'About home safety assessments', to: '/services/home-assessments' }],
      },
      {
        heading: 'Health checks worth asking for',
        paragraphs: [
          'Ask the GP or pharmacist for a medicines review if your parent takes several medicines or has had a fall. Make sure they have a regular eye test; NHS sight tests are free for people aged 60 and over. Mention any dizziness, and let the GP know about any fall, even one without injury, as it may be a sign of something treatable.',
        ],
      },
      {
        heading: 'How physiotherapy helps',
        paragraphs: [
          'Strength and balance exercise is one of the best-proven ways to prevent falls. A large Cochrane review of studies in older people living at home found that exercise programmes, mainly balance and functional exercises, reduced the rate of falls by around a quarter. Programmes such as FaME and Otago work best when they are tailored to the person, progress gradually and are kept up over several months.',
          'A physiotherapist will assess your parent’s balance, strength and walking, check any walking aid, and build a progressive programme for home. Importantly, they will also teach your parent how to get up from the floor, which builds confidence and can prevent a long lie after a fall.',
        ],
        links: [{ label: 'Falls prevention physiotherapy', to: '/services/falls-prevention' }],
      },
      {
        heading: 'What the NHS offers',
        paragraphs: [
          'If your parent has fallen, or is worried about falling, tell their GP. NICE, which sets standards for the NHS in England, recommends that older people who have fallen, or who are at higher risk, are offered a falls risk assessment, and that those who need it are offered a strength and balance programme. Many areas run a community falls service that does exactly this, usually after a referral from the GP, a hospital or the ambulance service.',
          'What is available, and how long the wait is, varies a great deal from one area to another. Some falls services see people at home; many run group classes in a community venue. Ask the GP what your parent’s local service offers. Private physiotherapy at home can be arranged alongside it or while you wait, and a private physiotherapist can share their assessment with the GP if your parent agrees.',
        ],
      },
      {
        heading: 'What a falls assessment at home involves',
        paragraphs: [
          'A physiotherapist’s first visit for falls usually lasts 60-90 minutes. They will ask about any falls or near misses (where, when and what happened), your parent’s health and medicines, their eyesight, feet and footwear, and what they find difficult day to day. Then they watch how your parent moves: getting up from a chair, walking, turning, using the stairs, and standing with their feet close together or one in front of the other.',
          'Simple standard tests, such as timing how long it takes to stand up from a chair and walk a few metres, give a baseline to measure progress against. Because the visit is at home, the physiotherapist can also look at the places your parent actually uses: the height of the bed and chairs, the bathroom, the stairs and the step at the back door.',
          'At the end you should have a clear picture of what is raising your parent’s risk, a short written exercise programme, any changes to the home worth making, and what the physiotherapist suggests next, including anything to raise with the GP.',
        ],
      },
      {
        heading: 'How families can help',
        paragraphs: [
          'Exercise only protects against falls while it is kept up, and most older people find that easier with company and a routine. Agree a regular time with your parent, join in if they would like you to, and notice progress out loud. If you live further away, a weekly phone call that asks how the exercises are going can make a real difference.',
          'Keep a simple note of any falls, trips or dizzy spells, with the date and what happened, to share with the physiotherapist and the GP. Patterns, such as falls at night or soon after taking a medicine, often point to a cause that can be fixed.',
        ],
        links: [{ label: 'How to help between sessions', to: '/blog/helping-between-sessions' }],
      },
      {
        heading: 'If your parent does fall',
        paragraphs: [
          'Your parent should stay still for a moment and check whether they are hurt. If they are injured, or cannot get up, they should call for help and keep warm (pull down a blanket or a cushion if they can reach one) while they wait. If they are not hurt and feel able, they can roll onto their hands and knees, crawl to a sturdy chair and get up slowly using it for support.',
          'Call 999 if your parent has hit their head, cannot get up, is in severe pain, has been on the floor a long time or seems confused. A personal alarm or a fall detector worn on the wrist or around the neck means help can be called even when they cannot reach a phone.',
        ],
      },
      {
        heading: 'Keep active',
        paragraphs: [
          'It can seem safer for a parent to sit still, but inactivity makes falls more likely. UK guidance recommends that older adults do activities that improve strength and balance on at least two days a week. The right exercise, done safely, is protective.',
        ],
        links: [{ label: 'Gentle exercises for home', to: '/blog/home-physiotherapy-exercises' }],
      },
    ],
    sources: [
      SOURCE.nhsFalls,
      SOURCE.niceFalls,
      SOURCE.cochraneExercise,
      SOURCE.nhsOlderAdultsActivity,
      SOURCE.nhsSightTests,
    ],
    related: ['home-physiotherapy-exercises', 'early-intervention'],
    keywords: [
      'falls prevention elderly',
      'prevent falls at home',
      'falls in older people',
      'home safety elderly parent',
    ],
  },
  {
    slug: 'convincing-parent',
    title: 'How to Talk to a Reluctant Parent About Physiotherapy',
    excerpt:
      'Pride, fear and “I don’t want a fuss” are common reasons older people turn down help. How to start the conversation and keep it respectful.',
    date: '2024-12-26',
    category: 'Family Support',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'You can see your parent struggling, but when you mention physiotherapy they say they are fine. This is one of the most common situations families tell us about. Here are approaches that tend to help and some that tend not to, answers to the usual objections, what to do if memory problems make the decision harder, and when you should act whatever they say.',
    body: [
      {
        heading: 'Understand the reluctance',
        paragraphs: [
          'Before trying to persuade, try to understand. Older people turn down help for reasons that make sense to them, and knowing which applies shapes the conversation.',
        ],
        bullets: [
          'Pride, and a wish not to be seen as old or dependent',
          'Fear that accepting help is the first step towards a care home',
          'Worry about cost, or about being a burden',
          'Not wanting a stranger in the house',
          'Doubt that exercise could help at their age',
          'Tiredness, pain or low mood',
        ],
      },
      {
        heading: 'Choose the moment',
        paragraphs: [
          'Pick a calm time, face to face if possible, when neither of you is rushed. Avoid raising it straight after a fall or in front of other people, when your parent may feel embarrassed or cornered. One gentle conversation that plants an idea is often better than one that demands a decision.',
        ],
      },
      {
        heading: 'Start with their goals, not your worries',
        paragraphs: [
          'Rather than “I’m worried you’ll fall”, ask what your parent would like to do more easily. It might be getting to church, the allotment, the shops or a grandchild’s wedding. Physiotherapy then becomes a way to get there, not a sign that something is wrong.',
          'Use their words. If they say “My knees are getting worse”, you might reply “I wonder whether someone could help with that. Would you be willing to try?”',
        ],
      },
      {
        heading: 'Things you might say',
        paragraphs: ['There is no script that always works, but these openings tend to go down better than warnings:'],
        bullets: [
          '“What would you like to be doing by the summer that feels hard at the moment?”',
          '“Would you be willing to see someone once, just to get their view? You can decide after that.”',
          '“It would put my mind at rest, and you would be the one in charge of it.”',
          '“They come to the house, so there is no travelling or waiting room.”',
          '“Lots of people see a physiotherapist to stay well, not because something has gone wrong.”',
        ],
      },
      {
        heading: 'Frame it as staying independent',
        paragraphs: [
          'Many older people fear losing their independence more than anything. Physiotherapy is about protecting it: staying strong enough to keep living at home and doing things for themselves. Home visits also mean no journeys or waiting rooms, which can remove a practical objection.',
        ],
      },
      {
        heading: 'Answers to the usual objections',
        paragraphs: ['Practical worries are often easier to deal with than they sound:'],
        bullets: [
          '“It costs too much”: NHS physiotherapy is free, through the GP or, in many areas, by self-referral. Privately, our matching service is free and each physiotherapist sets their own fees: as a guide, £90-£200 for a first home assessment and £100-£180 for a 60-minute session',
          '“I don’t want a stranger in the house”: every physiotherapist we recommend is HCPC-registered and has an enhanced DBS check, and you or another relative can be there for the first visit',
          '“I’m too old for exercise”: UK physical activity guidelines include strength and balance activities for older adults, and a physiotherapist starts from what your parent can do today, often sitting down',
          '“They’ll put me in a home”: a physiotherapist’s job is to help your parent do more for themselves where they live; nothing happens without your parent’s agreement',
          '“I’m managing fine”: then a single assessment will confirm it, and your parent can say no to anything more',
        ],
        links: [{ label: 'What home physiotherapy costs', to: '/blog/physiotherapy-costs' }],
      },
      {
        heading: 'Offer choices and control',
        paragraphs: [
          'People accept help more readily when they have a say in it. Let your parent choose the day and time, whether you are there, and what they want to work on. Suggest a single assessment as a trial rather than a long course; they can decide afterwards whether to continue.',
        ],
      },
      {
        heading: 'Make the first visit easy',
        paragraphs: [
          'It can help to describe the first visit beforehand, so there are no surprises. It usually lasts 60-90 minutes and is mostly conversation: the physiotherapist asks about health, medicines, any falls and what your parent wants to be able to do, then watches them stand up, walk and balance, at their pace. Your parent can stop, rest or say no to anything. They usually finish with a few simple exercises and a suggestion of what to do next.',
          'Before booking, you can check the physiotherapist’s registration yourself on the HCPC’s “Check the register” page, which may reassure a parent who worries about who is coming.',
        ],
        links: [{ label: 'What happens at the first home visit', to: '/blog/first-physio-visit' }],
      },
      {
        heading: 'Bring in other voices',
        paragraphs: [
          'Sometimes advice is easier to hear from someone else. A GP, practice nurse or trusted friend who has had physiotherapy may carry more weight. Some families find it helps to speak to a physiotherapist first so they can answer their parent’s questions with confidence.',
        ],
        links: [{ label: 'Book a free 15-minute call with our team', to: '/contact' }],
      },
      {
        heading: 'What tends not to work',
        paragraphs: [
          'Ultimatums, arranging visits without telling your parent, and repeating the same arguments usually make people dig in. So does talking about them rather than to them, or bringing it up every time you visit. Brothers and sisters giving different messages can also make it harder, so agree an approach between you first.',
        ],
      },
      {
        heading: 'Respecting their decision',
        paragraphs: [
          'An adult who has mental capacity has the right to make their own decisions, including ones their family disagrees with. If your parent says no, you can leave the door open, make small changes that reduce risk, such as better lighting or a personal alarm, and raise it again later.',
          'Many parents who first say no later agree, often after a minor fall or a difficult week. When that moment comes, it helps to have already found someone suitable.',
        ],
        links: [{ label: 'Why acting early helps', to: '/blog/early-intervention' }],
      },
      {
        heading: 'If memory problems make it harder',
        paragraphs: [
          'Under the Mental Capacity Act 2005 (Scotland and Northern Ireland have their own laws), a person is assumed to be able to make their own decisions unless it is shown that they cannot, and they should be given all practical help to decide for themselves. Capacity is about a particular decision at a particular time, and it can change, for example with an infection.',
          'If you are worried that your parent cannot understand or weigh up the decision, talk to their GP. If your parent cannot make the decision, it must be made in their best interests, involving them as much as possible. If someone holds a lasting power of attorney for health and welfare, they may be able to decide on your parent’s behalf when your parent cannot.',
        ],
      },
      {
        heading: 'When you should act whatever they say',
        paragraphs: [
          'Reluctance about physiotherapy is one thing; an emergency is another. Call 999 if your parent has signs of a stroke (face drooping, arm weakness, speech problems), chest pain, severe breathlessness, or has fallen and is hurt or cannot get up. Call NHS 111 or the GP the same day if they are suddenly confused or much less able than usual, which can be a sign of an infection.',
        ],
      },
      {
        heading: 'Look after yourself',
        paragraphs: [
          'Watching a parent struggle and say no to help is hard. If you provide regular, unpaid care, you can ask your parent’s council for a free carer’s assessment. When your parent is ready, enter their postcode in our finder to check whether we cover their area; we will match them with a physiotherapist who visits at home.',
        ],
        links: [{ label: 'Check your parent’s postcode', to: '/finder' }],
      },
    ],
    sources: [
      SOURCE.nhsMentalCapacity,
      SOURCE.cmoActivity,
      SOURCE.nhsPhysio,
      SOURCE.hcpcRegister,
      SOURCE.nhsWhen999,
      SOURCE.nhsCarerAssessment,
    ],
    related: ['early-intervention', 'first-physio-visit'],
    keywords: [
      'elderly parent refuses help',
      'talk to parent about physiotherapy',
      'reluctant parent',
      'family support',
    ],
  },
  {
    slug: 'post-hospital-care',
    title: 'Coming Home from Hospital: Physiotherapy and Support After Discharge',
    excerpt:
      'The first weeks after discharge are when many older people struggle. What to ask before your parent leaves hospital and how physiotherapy helps recovery.',
    date: '2024-12-24',
    category: 'Post-Hospital',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'Leaving hospital is a relief, but the weeks afterwards can be hard. Many older people come home weaker than they went in, and a setback can lead straight back to hospital. Planning ahead and getting your parent moving safely makes a real difference.',
    body: [
      {
        heading: 'Why the weeks after discharge matter',
        paragraphs: [
          'Illness and time in a hospital bed can quickly reduce muscle strength, stamina and balance in older people. At home your parent faces stairs, a bath and a kitchen that may now feel much harder than before. A significant number of older people are readmitted to hospital within a month of discharge, often after a fall or because they could not cope.',
          'Getting moving early, safely and with the right support helps your parent regain strength and confidence and lowers the chance of a return to hospital.',
        ],
      },
      {
        heading: 'Before your parent leaves hospital',
        paragraphs: [
          'The hospital should involve your parent, and with their agreement, you, in planning their discharge. Useful questions to ask the ward team:',
        ],
        bullets: [
          'What rehabilitation or physiotherapy has been arranged at home, and when will it start?',
          'Is your parent eligible for intermediate care or reablement? In England these are free for up to six weeks',
          'What equipment is needed, such as a frame, commode or raised toilet seat, and who is providing it?',
          'What can your parent safely do, and are there any precautions, for example after hip surgery?',
          'Who should you contact if things are not going well?',
          'Can you have a copy of the discharge summary?',
        ],
      },
      {
        heading: 'NHS support after discharge',
        paragraphs: [
          'Depending on your parent’s needs, NHS community teams or council reablement services may visit to help with mobility and daily tasks. Stroke survivors may get an early supported discharge team. These services are valuable but time-limited, and in some areas there is a wait before they start.',
          'If your parent may need ongoing care, ask about a needs assessment from the local council under the Care Act. If you are caring for them, you can ask for a carer’s assessment too.',
        ],
      },
      {
        heading: 'How private physiotherapy can help',
        paragraphs: [
          'Private home physiotherapy can often begin within 24-48 hours of discharge. Families use it to start rehabilitation while waiting for NHS services, to add more sessions than the NHS can provide, or to continue once NHS input ends. If your parent is receiving NHS rehabilitation, tell both teams so the plans fit together.',
          'The physiotherapist will usually focus first on safe movement around the home: getting in and out of bed, onto the toilet, up and down stairs and walking with an aid. Then they build strength and stamina towards your parent’s own goals.',
        ],
        links: [
          { label: 'Post-operative care at home', to: '/services/post-operative-care' },
          { label: 'Find a physiotherapist', to: '/finder' },
        ],
      },
      {
        heading: 'Intermediate care and reablement',
        paragraphs: [
          'Many older people are offered a short period of free support after leaving hospital, known as intermediate care. It can take place at home or in a community bed, and the home-based kind that focuses on daily activities is often called reablement. It is usually provided by a team that can include physiotherapists, occupational therapists, nurses and care workers, and NICE guidance says it is normally time-limited, often up to six weeks.',
          'Ask the ward team before discharge whether your parent has been assessed for it, who will provide it and when the first visit will be. If your parent has been discharged without a plan and is struggling, contact the GP or the local council’s adult social care team, which can assess your parent’s needs.',
        ],
      },
      {
        heading: 'When private physiotherapy fits alongside the NHS',
        paragraphs: [
          'Private physiotherapy is not a replacement for the NHS team, but it can help in three situations: when there is a wait before NHS rehabilitation starts, when NHS support ends but your parent has not yet got back to where they were, and when your parent needs more frequent sessions than the local service can offer.',
          'It works best when everyone knows about each other. With your parent’s agreement, share the discharge letter with the private physiotherapist, and let the NHS team know that private sessions are happening, so that exercises and advice do not conflict.',
        ],
      },
      {
        heading: 'Preparing the home',
        paragraphs: ['A few changes before your parent arrives home can make the first days much easier.'],
        bullets: [
          'Clear walkways and remove loose rugs',
          'Put a night light on the route to the toilet',
          'Move essentials to waist height',
          'Consider setting up a bed downstairs for the first weeks if stairs are difficult',
          'Stock up on easy meals and make sure medicines are collected',
        ],
      },
      {
        heading: 'The first few days at home',
        paragraphs: [
          'Tiredness is normal after a hospital stay, and it can take weeks to get back to how your parent was before. Little and often works best: short walks around the home every hour or two during the day, sitting out of bed for meals, and getting dressed each morning rather than staying in nightclothes all day.',
          'If you can, be there for the first night or arrange for someone to check in. Make sure your parent can reach a phone, and consider a personal alarm if they live alone.',
        ],
      },
      {
        heading: 'Warning signs to act on',
        paragraphs: [
          'Contact the GP or NHS 111 if your parent becomes more confused, stops eating or drinking, has a high temperature, a hot, red or weeping wound, or a painful, swollen calf. Call 999 for chest pain, severe breathlessness, signs of a stroke or a fall with a serious injury.',
        ],
      },
    ],
    sources: [SOURCE.nhsAfterHospital, SOURCE.niceIntermediateCare, SOURCE.niceTransitions, SOURCE.nhsFalls],
    related: ['home-physiotherapy-options', 'falls-prevention'],
    keywords: ['hospital discharge elderly', 'physiotherapy after hospital', 'reablement', 'coming home from hospital'],
  },
  {
    slug: 'specialist-physiotherapist',
    title: 'How to Choose a Specialist Physiotherapist for Your Parent',
    excerpt:
      'What qualifications to check, what experience to look for and the questions to ask before you choose a physiotherapist for home visits.',
    date: '2024-12-22',
    category: 'Specialist Care',
    featured: false,
    author: DEFAULT_AUTHOR,
    summary:
      'You are inviting someone into your parent’s home to help with something important, so it is worth choosing carefully. Here is what to check and what to ask, whether you find a physiotherapist through us or another way.',
    body: [
      {
        heading: 'The essentials to check',
        paragraphs: ['Some checks are not optional. You can do most of them yourself in a few minutes.'],
        bullets: [
          'HCPC registration: “physiotherapist” is a protected title, and anyone practising as one in the UK must be on the Health and Care Professions Council register. Search the register on the HCPC website by name or registration number',
          'Professional indemnity insurance: ask for confirmation; membership of the Chartered Society of Physiotherapy (CSP) usually includes it',
          'An enhanced DBS check, which is appropriate for anyone working alone with older or vulnerable adults',
          'Experience of home visits: treating someone at home is different from working in a clinic',
        ],
      },
      {
        heading: 'Chartered and specialist',
        paragraphs: [
          'A chartered physiotherapist is a member of the CSP and may use the letters MCSP. It shows commitment to professional standards and ongoing learning.',
          'There is no single protected title for a “specialist”, so ask about experience instead. Physiotherapists who focus on a particular area often belong to a CSP professional network, such as ACPIN for neurological physiotherapy or AGILE for physiotherapy with older people, and take extra training in that area.',
        ],
      },
      {
        heading: 'Matching experience to need',
        paragraphs: ['Think about what your parent needs most and look for someone who treats it regularly.'],
        bullets: [
          'After a stroke: neurological rehabilitation experience, ideally including community stroke work',
          'Parkinson’s or MS: experience with progressive neurological conditions and fatigue',
          'Falls or frailty: experience with older people and strength and balance programmes',
          'After surgery: musculoskeletal or orthopaedic experience and knowledge of surgical precautions',
          'Dementia: patience, clear communication and experience of working with carers',
        ],
        links: [{ label: 'Types of physiotherapy explained', to: '/blog/types-of-physiotherapy' }],
      },
      {
        heading: 'Questions to ask',
        paragraphs: ['A good physiotherapist will welcome questions. Useful ones include:'],
        bullets: [
          'How often do you treat people with my parent’s condition?',
          'What does the first visit involve, and how long does it take?',
          'How will you measure progress, and how often will we review the plan?',
          'How many sessions do you expect my parent to need?',
          'What are your fees, and is travel included?',
          'How will you keep the family informed, with my parent’s consent?',
          'What happens if you are ill or on holiday?',
        ],
      },
      {
        heading: 'The personal fit',
        paragraphs: [
          'Qualifications matter, but so does whether your parent feels comfortable. Some people prefer a physiotherapist of a particular gender, or someone who speaks their first language. It is fine to ask for this. If the relationship is not working after a few sessions, it is also fine to change.',
        ],
      },
      {
        heading: 'How to check HCPC registration yourself',
        paragraphs: [
          'Go to the Health and Care Professions Council’s “Check the register” page, choose physiotherapist as the profession, and search by surname or registration number (physiotherapists’ numbers start with PH). The entry shows whether they are registered now and where they are registered to practise. If someone says they are a physiotherapist but you cannot find them, do not book until they can explain why.',
          'Registration means the physiotherapist has met the HCPC’s standards for training and conduct, and that a family can raise a concern with the HCPC if something goes wrong. It is the minimum, not a mark of specialist skill, which is why the questions below still matter.',
        ],
      },
      {
        heading: 'NHS or private: does it change who you see?',
        paragraphs: [
          'NHS physiotherapists and private physiotherapists hold the same registration, and many people work in both. The differences are in access rather than in qualifications: on the NHS you are usually offered whoever is available in the local team, often in a clinic; privately you can choose someone by their experience, and they can come to your parent’s home.',
          'If your parent is already under an NHS team, for example a community stroke or neurology team, it is worth telling a private physiotherapist about it, and asking your parent’s permission to share information, so that everyone works to the same goals.',
        ],
      },
      {
        heading: 'What the first visit should feel like',
        paragraphs: [
          'A good first visit is unhurried. The physiotherapist should ask what matters to your parent, not just what is wrong, explain what they find in plain words, agree goals with your parent, and give an honest view of how many sessions are likely to help. You should leave knowing what happens next and what it will cost.',
          'Pay attention to how they treat your parent. Do they speak to your parent rather than about them? Do they check consent before examining or moving them? Do they adapt when your parent is tired or in pain? Those things matter as much as any qualification.',
        ],
        links: [{ label: 'What happens at a first physiotherapy visit', to: '/blog/first-physio-visit' }],
      },
      {
        heading: 'Warning signs',
        paragraphs: [
          'Most physiotherapists are careful professionals, but it is worth knowing what should make you pause. Be wary of anyone who:',
        ],
        bullets: [
          'Cannot or will not give you their HCPC registration number',
          'Promises a cure or a guaranteed result',
          'Asks you to pay for a large block of sessions before the first assessment',
          'Does not carry out an assessment before starting treatment',
          'Does not ask your parent what they want, or talks over them',
          'Is vague about fees, cancellations or how to raise a concern',
        ],
      },
      {
        heading: 'How we vet physiotherapists',
        paragraphs: [
          'Before we recommend anyone, we check their HCPC registration ourselves, see an enhanced DBS certificate, confirm CSP membership and insurance, and take up references. We match on condition, location, urgency and any preferences you share, and if the match is not right we will find someone else at no cost.',
        ],
        links: [
          { label: 'Meet our team and how we vet', to: '/team' },
          { label: 'Find a physiotherapist', to: '/finder' },
        ],
      },
    ],
    sources: [SOURCE.hcpcRegister, SOURCE.cspFindPhysio, SOURCE.nhsPhysio],
    related: ['types-of-physiotherapy', 'chronic-conditions'],
    keywords: [
      'choose a physiotherapist',
      'HCPC registered physiotherapist',
      'chartered physiotherapist',
      'specialist physio elderly',
    ],
  },
  {
    slug: 'physiotherapy-costs',
    title: 'How Much Does Home Physiotherapy Cost in London and Essex?',
    excerpt:
      'Typical prices for a home assessment and follow-up sessions, how many sessions people usually need, and ways to help with the cost.',
    date: '2024-12-20',
    category: 'Planning & Costs',
    featured: true,
    author: DEFAULT_AUTHOR,
    summary:
      'Private home physiotherapy is an investment, and it helps to know what to expect before you start. Prices vary by area, by physiotherapist and by how far they travel, so treat the ranges below as a general guide rather than a quote, and always ask the physiotherapist for their own fees before the first visit.',
    body: [
      {
        heading: 'Typical prices',
        paragraphs: [
          'Each physiotherapist sets their own fees, and you pay them directly. Our matching service is free. As a guide:',
        ],
        bullets: [
          'Initial assessment (60-90 minutes): £90-£200',
          'Standard 60-minute session: £100-£180 in London, typically lower in Essex',
          'Travel to your parent’s home: usually included',
        ],
      },
      {
        heading: 'The NHS route first',
        paragraphs: [
          'Physiotherapy on the NHS is free at the point of use. The usual route is through your parent’s GP, who can refer them to the local physiotherapy service; in many areas adults can also refer themselves, by phone or online, without seeing the GP first. After a hospital stay, a short period of free rehabilitation at home, sometimes called intermediate care or reablement, may be arranged before discharge.',
          'The catch is timing and setting. Waiting times for NHS physiotherapy vary widely between areas, from a few weeks to several months for non-urgent problems, and most NHS physiotherapy for ongoing problems happens in a clinic rather than at home. Many families use both: they join the NHS waiting list and pay privately for an assessment and a few home sessions in the meantime.',
        ],
        links: [{ label: 'NHS and private options compared', to: '/blog/home-physiotherapy-options' }],
      },
      {
        heading: 'What affects the price',
        paragraphs: ['Two physiotherapists can quote quite different fees for reasons that are worth understanding:'],
        bullets: [
          'Where your parent lives: fees in central London are usually higher than in towns and rural areas',
          'Travel: most include travel within their usual area, but some add a charge for longer journeys',
          'Experience and specialism: a physiotherapist with advanced training in stroke or Parkinson’s may charge more, and may need fewer sessions',
          'Session length: some offer 45-minute follow-ups as well as full hours',
          'Reports and letters: a written report for a GP, an insurer or a care assessment may be charged separately',
        ],
      },
      {
        heading: 'Checking you are paying a registered professional',
        paragraphs: [
          'Whatever the fee, make sure the person treating your parent is registered with the Health and Care Professions Council (HCPC). It is a legal requirement for anyone calling themselves a physiotherapist in the UK, and you can check their name or registration number on the HCPC’s online register in a minute. Insurers generally only pay for treatment by registered physiotherapists, and usually ask for the registration number on receipts.',
        ],
      },
      {
        heading: 'Why home visits cost more than a clinic',
        paragraphs: [
          'A home visit includes the physiotherapist’s travel time and costs, and usually a longer session than a clinic appointment. For many older people it is the only practical option, and treatment in the real home setting often means better progress per session.',
        ],
      },
      {
        heading: 'How many sessions might be needed?',
        paragraphs: [
          'This depends on your parent’s condition and goals, and the physiotherapist should give you an estimate after the first visit. Sessions are usually 1-2 times a week at first, then less often. As a rough guide:',
        ],
        bullets: [
          'A short-term problem, such as a recent injury: 4-8 sessions',
          'A longer-standing problem, such as arthritis or general weakness: 8-12 sessions',
          'Recovery from a stroke or a neurological condition: 12-20 or more',
          'Ongoing maintenance: often a monthly review',
        ],
      },
      {
        heading: 'Making the most of each session',
        paragraphs: [
          'The more your parent practises between visits, the fewer sessions they are likely to need. Some families choose a block of more frequent visits at the start, then taper off to reviews with a home programme in between.',
        ],
        links: [{ label: 'How to help between sessions', to: '/blog/helping-between-sessions' }],
      },
      {
        heading: 'Help with the cost',
        paragraphs: ['There are several ways to reduce or share the cost.'],
        bullets: [
          'NHS physiotherapy is free, though waits can be 6-12 weeks and home visits are limited; private sessions can fill the gap',
          'Private medical insurance may cover physiotherapy, often with a referral and only with recognised physiotherapists; check home visits are included before booking',
          'Attendance Allowance is a non-means-tested benefit for people over State Pension age who need help because of illness or disability, and it can be spent in whatever way helps them, including private physiotherapy',
          'Some employers’ health schemes and cash plans cover family members; check your own benefits',
        ],
      },
      {
        heading: 'Is it worth it?',
        paragraphs: [
          'Only you can weigh that up, but it helps to think about what physiotherapy is for. For many families the aim is to help a parent stay safely in their own home, avoid a fall or a return to hospital, and need less care in the long run. A few weeks of focused treatment that keeps a parent walking independently can be good value compared with the cost, and the upheaval, of a crisis.',
          'Ask the physiotherapist to set clear goals and review them regularly. If your parent is not making progress, a good physiotherapist will say so and suggest changing the plan rather than continuing indefinitely.',
        ],
      },
      {
        heading: 'Questions to ask about fees',
        paragraphs: ['Before the first visit, ask the physiotherapist:'],
        bullets: [
          'What are your fees for the assessment and for follow-up sessions?',
          'Is travel included, and are there extra charges for evenings or weekends?',
          'Is there a cancellation charge, and how much notice do you need?',
          'How do you take payment, and will you send receipts for insurance?',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'If cost is a concern, a single assessment can still be valuable: it gives you a clear picture of your parent’s needs and an exercise plan, even if you then rely on NHS services. Use our finder to get matched with a physiotherapist near your parent, free of charge.',
        ],
        links: [
          { label: 'Find a physiotherapist', to: '/finder' },
          { label: 'NHS and private options compared', to: '/blog/home-physiotherapy-options' },
        ],
      },
    ],
    sources: [SOURCE.nhsPhysio, SOURCE.niceIntermediateCare, SOURCE.attendanceAllowance, SOURCE.hcpcRegister],
    related: ['home-physiotherapy-options', 'helping-between-sessions'],
    keywords: [
      'home physiotherapy cost',
      'physio prices London',
      'physiotherapy cost Essex',
      'private physio cost elderly',
    ],
  },
  {
    slug: 'home-physiotherapy-exercises',
    title: 'Gentle Exercises Your Parent Can Do at Home',
    excerpt:
      'Simple strength and balance exercises of the kind the NHS publishes for older people, how to do them safely, and when to stop.',
    date: '2024-12-15',
    category: 'Family Support',
    featured: false,
    author: DEFAULT_AUTHOR,
    summary:
      'Regular, gentle exercise helps older people stay strong, steady and independent. The exercises below are the widely published kind, similar to those on the NHS’s strength, balance and sitting exercise pages, and need nothing more than a sturdy chair and a kitchen counter. Check with your parent’s physiotherapist or GP first: they are a starting point, not a replacement for a plan made for your parent.',
    body: [
      {
        heading: 'Check with your parent’s physiotherapist or GP first',
        paragraphs: [
          'Before your parent starts any new exercise, check with their physiotherapist or GP, and ask which of these to do and which to leave out. This matters most if your parent has any of the following:',
        ],
        bullets: [
          'A heart or lung condition, or chest pain or breathlessness on effort',
          'Recent surgery, especially a hip or knee replacement with movement precautions',
          'A recent fall, dizziness or fainting',
          'Osteoporosis or a recent fracture',
          'Diabetes treated with insulin or tablets that can cause low blood sugar',
          'A joint that is hot, swollen or newly painful',
        ],
      },
      {
        heading: 'Setting up safely',
        paragraphs: ['A few minutes of setting up makes every exercise safer:'],
        bullets: [
          'Use a sturdy chair without wheels, placed against a wall',
          'Wear supportive shoes, not slippers or socks',
          'Have something stable to hold, such as a kitchen counter, within easy reach for every standing exercise',
          'Clear the floor of rugs, cables and clutter',
          'Breathe normally and move slowly; do not hold your breath',
          'Keep a glass of water and a phone nearby',
        ],
      },
      {
        heading: 'Strength: sit to stand',
        paragraphs: [
          'Sit towards the front of the chair with feet flat and hip-width apart. Lean forward slightly and stand up, using the arms of the chair if needed. Stand tall, then sit down slowly and with control. This works the leg muscles used for getting up from chairs and the toilet. To make it easier, use a higher chair or a firm cushion; the physiotherapist will say how many to do.',
        ],
      },
      {
        heading: 'Strength: heel raises',
        paragraphs: [
          'Stand facing the kitchen counter, holding it lightly. Slowly rise up onto the balls of the feet, then lower down with control. This works the calf muscles that help with walking and balance. Keep holding on throughout.',
        ],
      },
      {
        heading: 'Strength: seated knee straightening',
        paragraphs: [
          'Sitting tall, straighten one knee so the foot lifts off the floor, hold briefly, then lower slowly. Swap legs. This works the thigh muscles that support the knee, and can be done on days when standing exercise feels like too much.',
        ],
      },
      {
        heading: 'Strength: sideways leg lift',
        paragraphs: [
          'Stand behind the chair or at the counter, holding on. Keeping the body upright and the toes facing forward, lift one leg a little way out to the side, then bring it back. Swap sides. This works the hip muscles that keep you steady when walking. Skip it after a hip replacement unless the physiotherapist has said it is suitable.',
        ],
      },
      {
        heading: 'Balance: supported heel-to-toe stand',
        paragraphs: [
          'Stand at the counter, holding on with both hands. Place one foot directly in front of the other, heel touching toes, and hold for a few seconds. Swap feet. Only loosen the grip when your parent feels completely steady, and always keep the counter within reach.',
        ],
      },
      {
        heading: 'Balance: sideways walking at the counter',
        paragraphs: [
          'Stand side-on to the counter, holding it. Take small, slow steps sideways along it, then come back the other way. Keep looking ahead rather than at the feet. This practises the shifting of weight that walking and turning need.',
        ],
      },
      {
        heading: 'Seated exercises for low-energy days',
        paragraphs: [
          'The NHS’s sitting exercises are designed for people who find standing exercise difficult. They keep joints moving and are a gentle way to warm up:',
        ],
        bullets: [
          'Seated marching: sitting tall, lift one knee then the other, as if marching',
          'Ankle circles: lift one foot slightly and circle the ankle slowly each way',
          'Arm raises: raise both arms out to the side and lower them slowly, as far as is comfortable',
          'Chest stretch: sitting tall, draw the shoulders back to open the chest, then relax',
        ],
      },
      {
        heading: 'How often?',
        paragraphs: [
          'The UK Chief Medical Officers’ guidelines recommend that older adults do activities that improve strength, balance and flexibility on at least two days a week, and some activity every day. How many of each exercise, and how to make them harder over time, is best set by the physiotherapist, who can watch your parent’s technique. A little muscle tiredness afterwards is normal; pain that lasts into the next day means it is time to do less and ask for advice.',
        ],
      },
      {
        heading: 'Otago, FaME and falls programmes',
        paragraphs: [
          'If your parent has fallen or is at higher risk, a structured programme is worth asking about. NICE guidance (NG249) recommends that older people at higher risk of falls are offered a strength and balance programme. The Otago Exercise Programme is a home-based programme set up and progressed by a physiotherapist or trained instructor over several visits; FaME is usually run as a group class. A Cochrane review found that exercise programmes, mainly balance and functional exercises, reduced the rate of falls in older people living in the community by around a quarter.',
          'Ask the GP about the local NHS falls service, or ask a private physiotherapist whether they deliver Otago at home.',
        ],
        links: [
          { label: 'Preventing falls at home', to: '/blog/falls-prevention' },
          { label: 'Falls prevention physiotherapy', to: '/services/falls-prevention' },
        ],
      },
      {
        heading: 'Stop, and get help, if…',
        paragraphs: ['Stop the exercise straight away if your parent feels unwell. Then:'],
        bullets: [
          'Call 999 for chest pain, severe breathlessness, signs of a stroke (face drooping, arm weakness, speech problems), or a fall with a head injury or where your parent cannot get up',
          'Call NHS 111 or the GP for dizziness that does not settle, new pain or swelling in a joint or calf, or feeling faint',
          'Tell the physiotherapist about sharp pain during an exercise, or aching that lasts into the next day',
        ],
      },
      {
        heading: 'How family can help',
        paragraphs: [
          'Doing the exercises together, at a regular time, makes them easier to keep up. Stand nearby for the balance exercises, let your parent do the work, and notice progress out loud. Keep the exercise sheet somewhere visible.',
        ],
        links: [{ label: 'How to help between sessions', to: '/blog/helping-between-sessions' }],
      },
      {
        heading: 'Getting a programme made for your parent',
        paragraphs: [
          'A physiotherapist can check technique, choose the right exercises for your parent’s conditions and add challenge safely as they get stronger. On the NHS, ask the GP for a referral, or check whether your area offers self-referral to physiotherapy. Privately, a physiotherapist can visit at home without a referral: as a guide, an initial home assessment (60-90 minutes) usually costs £90-£200. Check any physiotherapist is on the HCPC register before booking.',
        ],
        links: [
          { label: 'Check your parent’s postcode and find a physiotherapist', to: '/finder' },
          { label: 'What happens at the first home visit', to: '/blog/first-physio-visit' },
        ],
      },
    ],
    sources: [
      SOURCE.nhsStrengthExercises,
      SOURCE.nhsBalanceExercises,
      SOURCE.nhsSittingExercises,
      SOURCE.cmoActivity,
      SOURCE.niceFalls,
      SOURCE.cochraneExercise,
      SOURCE.nhsPhysio,
      SOURCE.hcpcRegister,
      SOURCE.nhsWhen999,
    ],
    related: ['falls-prevention', 'helping-between-sessions'],
    keywords: [
      'exercises for elderly at home',
      'strength and balance exercises',
      'chair exercises older people',
      'gentle exercises',
    ],
  },
];

/** A comfortable reading pace for guidance read carefully (about 200 words a minute). */
export const WORDS_READ_PER_MINUTE = 200;

/** Words a reader reads: the title, summary, every heading, paragraph and bullet. */
export function articleWordCount(article: Omit<Article, 'readTimeMinutes'>): number {
  const texts = [
    article.title,
    article.summary,
    ...article.body.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
  ];
  return texts.reduce((total, text) => total + text.split(/\s+/).filter(Boolean).length, 0);
}

/**
 * Read time from the words, rounded up to a whole minute. Worked out when the module loads, which for the
 * prerendered pages is at build time; the browser gets the same figure from the same text.
 */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_READ_PER_MINUTE));
}

const ARTICLE_LIST: Article[] = ARTICLE_TEXTS.map((article) => ({
  ...article,
  readTimeMinutes: readTimeMinutes(articleWordCount(article)),
}));

export const ARTICLES: Record<ArticleSlug, Article> = Object.fromEntries(
  ARTICLE_LIST.map((article) => [article.slug, article]),
) as Record<ArticleSlug, Article>;

/** All articles, newest first. */
export const ARTICLES_BY_DATE: readonly Article[] = [...ARTICLE_LIST].sort((a, b) =>
  // ISO dates sort as plain strings (localeCompare would load Intl's collation data for nothing).
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);

export function articleMeta(slug: ArticleSlug): ContentMeta {
  const article = ARTICLES[slug];
  return { title: article.title, description: article.excerpt, keywords: article.keywords };
}
