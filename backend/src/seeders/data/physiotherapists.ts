import type { Condition } from '@physio/api-contract';

/**
 * Seed data for chartered physiotherapists who visit families at home.
 *
 * Every person, HCPC number and e-mail address below is fictional. None has a profile page: a made-up web address
 * would give the family a "View Full Profile" button that leads nowhere. Base districts are real postcode
 * districts in the four counties the service covers (London, Essex, Surrey, Buckinghamshire, by postcode area),
 * and `areas` are places within or close to each physiotherapist's travel radius.
 *
 * Deliberate gaps, relied on by tests: 'respiratory' is the rarest specialty (four physiotherapists in all), and
 * in Buckinghamshire only the Milton Keynes physiotherapist (8-mile radius) lists it, so respiratory care in
 * e.g. HP5 (Chesham) has no one nearby.
 */
export interface PhysiotherapistSeed {
  name: string;
  hcpcNumber: string;
  hcpcCheckedOn: string;
  dbsLevel: 'enhanced';
  dbsCheckedOn: string;
  specialties: Condition[];
  baseDistrict: string;
  travelRadiusMiles: number;
  areas: string[];
  qualifications: string[];
  bio: string;
  experienceYears: number;
  weeklyCapacity: number;
  acceptsUrgent: boolean;
  languages: string[];
  sessionPriceMinGbp: number;
  sessionPriceMaxGbp: number;
  profileUrl: string | null;
  contactEmail: string;
}

export const PHYSIOTHERAPIST_SEEDS: PhysiotherapistSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Essex: Southend-on-Sea, Leigh-on-Sea and Benfleet (the partner provider's home ground)
  // ---------------------------------------------------------------------------------------------------------------
  {
    name: 'Claire Pemberton',
    hcpcNumber: 'PH482170',
    hcpcCheckedOn: '2026-10-14',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-03-11',
    specialties: ['falls-prevention', 'elderly-rehab', 'hospital-discharge', 'musculoskeletal'],
    baseDistrict: 'SS9',
    travelRadiusMiles: 8,
    areas: ['Leigh-on-Sea', 'Eastwood', 'Westcliff-on-Sea', 'Hadleigh', 'South Benfleet', 'Rayleigh'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MCSP',
      'HCPC registered',
      'Postural Stability Instructor (Later Life Training)',
      'Otago Exercise Programme leader',
    ],
    bio:
      'Claire has lived in Leigh-on-Sea all her life and spent twelve years running a community falls service before going independent. ' +
      'She starts with a careful look at the home itself, from rugs and stair rails to how your parent gets out of bed at night, then builds a strength and balance programme they can manage on their own between visits. ' +
      'Families often tell her the biggest change is their mum or dad feeling confident enough to walk to the shops again.',
    experienceYears: 18,
    weeklyCapacity: 4,
    acceptsUrgent: true,
    languages: ['English'],
    sessionPriceMinGbp: 75,
    sessionPriceMaxGbp: 95,
    profileUrl: null,
    contactEmail: 'claire.pemberton@physio-mail.example',
  },
  {
    name: 'Tomasz Nowak',
    hcpcNumber: 'PH163042',
    hcpcCheckedOn: '2026-09-02',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-06-19',
    specialties: ['respiratory', 'hospital-discharge', 'elderly-rehab'],
    baseDistrict: 'SS0',
    travelRadiusMiles: 8,
    areas: ['Westcliff-on-Sea', 'Southend-on-Sea', 'Leigh-on-Sea', 'Prittlewell', 'Rochford', 'Thorpe Bay'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Cardiorespiratory Physiotherapy',
      'MCSP',
      'HCPC registered',
      'ACPRC member',
    ],
    bio:
      'Tomasz ran pulmonary rehabilitation classes for people with COPD for nine years and now brings the same programme into the living room. ' +
      'He teaches breathing control and airway clearance that make washing, dressing and the stairs less exhausting, and he is good at spotting early signs of a chest infection so it can be treated before it becomes a hospital stay. ' +
      'He is happy to work in Polish with parents who are more comfortable in their first language.',
    experienceYears: 14,
    weeklyCapacity: 3,
    acceptsUrgent: true,
    languages: ['English', 'Polish'],
    sessionPriceMinGbp: 80,
    sessionPriceMaxGbp: 105,
    profileUrl: null,
    contactEmail: 'tomasz.nowak@physio-mail.example',
  },
  {
    name: 'Sarah Ashworth',
    hcpcNumber: 'PH529080',
    hcpcCheckedOn: '2026-07-21',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-11-05',
    specialties: ['stroke-recovery', 'neurological', 'falls-prevention'],
    baseDistrict: 'SS7',
    travelRadiusMiles: 10,
    areas: ['South Benfleet', 'Thundersley', 'Hadleigh', 'Canvey Island', 'Rayleigh', 'Wickford'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Neurological Physiotherapy',
      'Bobath trained',
      'MCSP',
      'HCPC registered',
    ],
    bio:
      'Sarah spent a decade on a busy NHS stroke unit in south Essex, so she knows how daunting the first weeks at home can be for the whole family. ' +
      'Her sessions focus on the things your parent wants back, whether that is getting in and out of a chair unaided, using an affected arm to make a cup of tea or walking to the end of the garden. ' +
      'She also shows relatives how to help safely between visits without doing too much for them.',
    experienceYears: 16,
    weeklyCapacity: 3,
    acceptsUrgent: true,
    languages: ['English'],
    sessionPriceMinGbp: 85,
    sessionPriceMaxGbp: 110,
    profileUrl: null,
    contactEmail: 'sarah.ashworth@physio-mail.example',
  },
  {
    name: 'Daniel Okonkwo',
    hcpcNumber: 'PH715360',
    hcpcCheckedOn: '2026-08-18',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-08-27',
    specialties: ['post-operative', 'musculoskeletal', 'hospital-discharge'],
    baseDistrict: 'SS1',
    travelRadiusMiles: 8,
    areas: ['Southend-on-Sea', 'Thorpe Bay', 'Shoeburyness', 'Prittlewell', 'Rochford', 'Hockley'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'MSc Advanced Musculoskeletal Practice'],
    bio:
      'Daniel specialises in getting people moving again after hip and knee replacements, fracture repairs and spinal surgery. ' +
      'He visits within a few days of discharge, checks the surgeon’s instructions are being followed, and progresses exercises week by week so recovery does not stall once the hospital follow-up ends. ' +
      'He is patient, practical and good at explaining why each exercise matters.',
    experienceYears: 9,
    weeklyCapacity: 5,
    acceptsUrgent: false,
    languages: ['English'],
    sessionPriceMinGbp: 75,
    sessionPriceMaxGbp: 100,
    profileUrl: null,
    contactEmail: 'daniel.okonkwo@physio-mail.example',
  },
  {
    name: 'Joanne Baxter',
    hcpcNumber: 'PH394810',
    hcpcCheckedOn: '2026-06-30',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-02-14',
    specialties: ['elderly-rehab', 'falls-prevention', 'hospital-discharge'],
    baseDistrict: 'SS2',
    travelRadiusMiles: 7,
    areas: ['Prittlewell', 'Southend-on-Sea', 'Rochford', 'Hockley', 'Eastwood', 'Rayleigh'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AGILE member'],
    bio:
      'Joanne is a generalist in older people’s rehabilitation with more than twenty years in community and intermediate care teams. ' +
      'She is particularly good with parents who have lost confidence after an illness or a spell in hospital, setting small, realistic goals and celebrating each one. ' +
      'She keeps families updated with a short note after every visit.',
    experienceYears: 23,
    weeklyCapacity: 4,
    acceptsUrgent: true,
    languages: ['English'],
    sessionPriceMinGbp: 70,
    sessionPriceMaxGbp: 90,
    profileUrl: null,
    contactEmail: 'joanne.baxter@physio-mail.example',
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Essex: Chelmsford, Colchester, Ilford
  // ---------------------------------------------------------------------------------------------------------------
  {
    name: 'Rhiannon Price',
    hcpcNumber: 'PH841200',
    hcpcCheckedOn: '2026-10-02',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-01-22',
    specialties: ['neurological', 'stroke-recovery', 'elderly-rehab'],
    baseDistrict: 'CM2',
    travelRadiusMiles: 12,
    areas: ['Chelmsford', 'Writtle', 'Ingatestone', 'Billericay', 'Maldon', 'South Woodham Ferrers'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Neurological Physiotherapy',
      'LSVT BIG certified',
      'MCSP',
      'HCPC registered',
    ],
    bio:
      'Rhiannon works with people living with Parkinson’s, multiple sclerosis and the after-effects of stroke, and is certified in LSVT BIG, an intensive programme for Parkinson’s movement. ' +
      'She takes time to understand what a good day looks like for your parent and plans around their energy, medication times and routines. ' +
      'Families value her honesty about what is achievable and her persistence in getting there.',
    experienceYears: 15,
    weeklyCapacity: 3,
    acceptsUrgent: false,
    languages: ['English', 'Welsh'],
    sessionPriceMinGbp: 85,
    sessionPriceMaxGbp: 115,
    profileUrl: null,
    contactEmail: 'rhiannon.price@physio-mail.example',
  },
  {
    name: 'Ricardo Fernandes',
    hcpcNumber: 'PH205718',
    hcpcCheckedOn: '2026-09-16',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2026-02-03',
    specialties: ['musculoskeletal', 'post-operative', 'falls-prevention', 'elderly-rehab'],
    baseDistrict: 'CO3',
    travelRadiusMiles: 14,
    areas: ['Colchester', 'Wivenhoe', 'Great Bentley', 'Manningtree', 'Bures', 'Clacton-on-Sea'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AACP acupuncture accredited'],
    bio:
      'Ricardo helps older people with arthritic knees, stiff shoulders and persistent back pain stay active and independent at home. ' +
      'He combines hands-on treatment with simple exercises that fit around daily life, and he covers the villages around Colchester as well as the town. ' +
      'He speaks Portuguese and is a calm, encouraging presence for anxious patients.',
    experienceYears: 7,
    weeklyCapacity: 5,
    acceptsUrgent: true,
    languages: ['English', 'Portuguese'],
    sessionPriceMinGbp: 70,
    sessionPriceMaxGbp: 95,
    profileUrl: null,
    contactEmail: 'ricardo.fernandes@physio-mail.example',
  },
  {
    name: 'Nisha Patel',
    hcpcNumber: 'PH662730',
    hcpcCheckedOn: '2026-11-04',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-10-09',
    specialties: ['hospital-discharge', 'elderly-rehab', 'falls-prevention', 'stroke-recovery'],
    baseDistrict: 'IG2',
    travelRadiusMiles: 7,
    areas: ['Ilford', 'Gants Hill', 'Barkingside', 'Seven Kings', 'Woodford Green', 'Romford'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AGILE member'],
    bio:
      'Nisha worked in an NHS discharge-to-assess team for eight years, so she is used to arriving on day one with a parent who has just come home and a family unsure what to expect. ' +
      'She checks equipment, sorts out a safe routine for getting to the toilet and the kitchen, and liaises with GPs and carers when something needs changing. ' +
      'She speaks Gujarati and Hindi and is happy to involve the whole family in the plan.',
    experienceYears: 11,
    weeklyCapacity: 6,
    acceptsUrgent: true,
    languages: ['English', 'Gujarati', 'Hindi'],
    sessionPriceMinGbp: 80,
    sessionPriceMaxGbp: 105,
    profileUrl: null,
    contactEmail: 'nisha.patel@physio-mail.example',
  },

  // ---------------------------------------------------------------------------------------------------------------
  // London
  // ---------------------------------------------------------------------------------------------------------------
  {
    name: 'Helen Marchetti',
    hcpcNumber: 'PH309540',
    hcpcCheckedOn: '2026-08-05',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-09-30',
    specialties: ['respiratory', 'hospital-discharge', 'elderly-rehab'],
    baseDistrict: 'SE3',
    travelRadiusMiles: 7,
    areas: ['Blackheath', 'Greenwich', 'Lewisham', 'Lee', 'Eltham', 'Charlton'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Cardiorespiratory Physiotherapy',
      'MCSP',
      'HCPC registered',
      'ACPRC member',
    ],
    bio:
      'Helen led a pulmonary rehabilitation service in south-east London before setting up on her own, and now sees people with COPD, bronchiectasis and lingering breathlessness after pneumonia in their own homes. ' +
      'She teaches pacing and breathing techniques that make everyday tasks less tiring, and helps your parent get the most from inhalers and oxygen. ' +
      'She is calm, thorough and quick to pick up when something is not right.',
    experienceYears: 21,
    weeklyCapacity: 3,
    acceptsUrgent: true,
    languages: ['English', 'Italian'],
    sessionPriceMinGbp: 100,
    sessionPriceMaxGbp: 140,
    profileUrl: null,
    contactEmail: 'helen.marchetti@physio-mail.example',
  },
  {
    name: 'Rachel Feldman',
    hcpcNumber: 'PH118467',
    hcpcCheckedOn: '2026-07-09',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-05-16',
    specialties: ['neurological', 'stroke-recovery', 'falls-prevention'],
    baseDistrict: 'N10',
    travelRadiusMiles: 6,
    areas: ['Muswell Hill', 'Crouch End', 'Highgate', 'East Finchley', 'Hornsey', 'Wood Green'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Neurological Physiotherapy',
      'Bobath trained',
      'LSVT BIG certified',
      'MCSP',
      'HCPC registered',
    ],
    bio:
      'Rachel has worked with people with Parkinson’s, MS and stroke for almost twenty years, latterly in a specialist neurological rehabilitation unit in north London. ' +
      'She is known for her patience with freezing, tremor and fatigue, and for practical tricks that make turning over in bed or getting through a doorway easier. ' +
      'She is happy to coordinate with your parent’s neurologist or Parkinson’s nurse.',
    experienceYears: 19,
    weeklyCapacity: 2,
    acceptsUrgent: false,
    languages: ['English', 'Hebrew'],
    sessionPriceMinGbp: 120,
    sessionPriceMaxGbp: 160,
    profileUrl: null,
    contactEmail: 'rachel.feldman@physio-mail.example',
  },
  {
    name: 'James Whitmore',
    hcpcNumber: 'PH573900',
    hcpcCheckedOn: '2026-10-27',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2026-01-12',
    specialties: ['post-operative', 'musculoskeletal', 'falls-prevention'],
    baseDistrict: 'SW19',
    travelRadiusMiles: 6,
    areas: ['Wimbledon', 'Raynes Park', 'Southfields', 'Putney', 'Tooting', 'Morden'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MSc Sports and Exercise Medicine', 'MCSP', 'HCPC registered'],
    bio:
      'James trained in orthopaedics at a large London teaching hospital and now helps people recover at home after joint replacements and fractures. ' +
      'He sets clear weekly goals, from the first walk around the house to managing the stairs and getting back out to the high street. ' +
      'He explains things plainly and keeps sons and daughters who live further away in the loop by phone or e-mail.',
    experienceYears: 8,
    weeklyCapacity: 5,
    acceptsUrgent: true,
    languages: ['English'],
    sessionPriceMinGbp: 110,
    sessionPriceMaxGbp: 150,
    profileUrl: null,
    contactEmail: 'james.whitmore@physio-mail.example',
  },
  {
    name: 'Imran Qureshi',
    hcpcNumber: 'PH926140',
    hcpcCheckedOn: '2026-06-12',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-04-08',
    specialties: ['elderly-rehab', 'hospital-discharge', 'falls-prevention'],
    baseDistrict: 'E17',
    travelRadiusMiles: 6,
    areas: ['Walthamstow', 'Leyton', 'Leytonstone', 'Chingford', 'Highams Park', 'South Woodford'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AGILE member'],
    bio:
      'Imran is a generalist in older people’s rehabilitation who spent nine years with a community rapid-response team in east London. ' +
      'He is at his best helping someone who has become frail or unsteady get back to their own routine, and he is practical about equipment, grab rails and carers’ schedules. ' +
      'He speaks Urdu and Punjabi and is happy to explain the plan to every generation of the family.',
    experienceYears: 12,
    weeklyCapacity: 5,
    acceptsUrgent: true,
    languages: ['English', 'Urdu', 'Punjabi'],
    sessionPriceMinGbp: 95,
    sessionPriceMaxGbp: 125,
    profileUrl: null,
    contactEmail: 'imran.qureshi@physio-mail.example',
  },
  {
    name: 'Harpreet Sandhu',
    hcpcNumber: 'PH140385',
    hcpcCheckedOn: '2026-09-24',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-07-01',
    specialties: ['stroke-recovery', 'neurological', 'hospital-discharge'],
    baseDistrict: 'W5',
    travelRadiusMiles: 7,
    areas: ['Ealing', 'West Ealing', 'Acton', 'Hanwell', 'Chiswick', 'Brentford'],
    qualifications: ['BSc (Hons) Physiotherapy', 'Bobath trained', 'MCSP', 'HCPC registered', 'ACPIN member'],
    bio:
      'Harpreet has spent fourteen years in stroke rehabilitation, first on a hyper-acute stroke unit and then in an early supported discharge team in west London. ' +
      'She is skilled at retraining walking and arm use, and at helping parents and their families adjust to life after a stroke. ' +
      'She speaks Punjabi and Hindi, and families describe her as warm, direct and endlessly encouraging.',
    experienceYears: 14,
    weeklyCapacity: 3,
    acceptsUrgent: true,
    languages: ['English', 'Punjabi', 'Hindi'],
    sessionPriceMinGbp: 105,
    sessionPriceMaxGbp: 145,
    profileUrl: null,
    contactEmail: 'harpreet.sandhu@physio-mail.example',
  },
  {
    name: 'Eleni Papadopoulos',
    hcpcNumber: 'PH750280',
    hcpcCheckedOn: '2026-08-28',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-12-02',
    specialties: ['musculoskeletal', 'post-operative', 'elderly-rehab'],
    baseDistrict: 'NW3',
    travelRadiusMiles: 5,
    areas: ['Hampstead', 'Belsize Park', 'Kentish Town', 'West Hampstead', 'Swiss Cottage', 'Golders Green'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MSc Advanced Musculoskeletal Practice', 'MCSP', 'HCPC registered'],
    bio:
      'Eleni treats the aches and pains that quietly stop older people doing what they enjoy: arthritic hips and knees, back pain, frozen shoulders and osteoporosis. ' +
      'She pairs gentle hands-on treatment with a short, realistic exercise plan, and always checks that pain relief and footwear are helping rather than hindering. ' +
      'She speaks Greek and is a favourite with parents who like a good chat while they work.',
    experienceYears: 10,
    weeklyCapacity: 4,
    acceptsUrgent: false,
    languages: ['English', 'Greek'],
    sessionPriceMinGbp: 120,
    sessionPriceMaxGbp: 175,
    profileUrl: null,
    contactEmail: 'eleni.papadopoulos@physio-mail.example',
  },
  {
    name: 'Folake Adeyemi',
    hcpcNumber: 'PH238510',
    hcpcCheckedOn: '2026-11-11',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2026-04-20',
    specialties: ['falls-prevention', 'elderly-rehab', 'stroke-recovery', 'hospital-discharge'],
    baseDistrict: 'SE22',
    travelRadiusMiles: 5,
    areas: ['East Dulwich', 'Dulwich', 'Peckham', 'Herne Hill', 'Camberwell', 'Forest Hill'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MCSP',
      'HCPC registered',
      'Postural Stability Instructor (Later Life Training)',
    ],
    bio:
      'Folake ran a falls clinic in south London for six years and now visits people who have had a fall, or are worried about having one, in their own homes. ' +
      'She works on strength, balance and getting up safely from the floor, and gives families a clear list of simple changes around the house. ' +
      'She speaks Yoruba and has a gift for motivating even the most reluctant exerciser.',
    experienceYears: 13,
    weeklyCapacity: 4,
    acceptsUrgent: true,
    languages: ['English', 'Yoruba'],
    sessionPriceMinGbp: 95,
    sessionPriceMaxGbp: 130,
    profileUrl: null,
    contactEmail: 'folake.adeyemi@physio-mail.example',
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Surrey
  // ---------------------------------------------------------------------------------------------------------------
  {
    name: 'Fiona MacLeod',
    hcpcNumber: 'PH819470',
    hcpcCheckedOn: '2026-07-15',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-02-25',
    specialties: ['neurological', 'stroke-recovery', 'falls-prevention'],
    baseDistrict: 'GU1',
    travelRadiusMiles: 12,
    areas: ['Guildford', 'Godalming', 'Woking', 'Shalford', 'Ripley', 'Cranleigh'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Neurological Physiotherapy',
      'Bobath trained',
      'MCSP',
      'HCPC registered',
    ],
    bio:
      'Fiona trained in Glasgow and has specialised in neurological rehabilitation for over twenty years, helping people live well with Parkinson’s, MS and the effects of stroke. ' +
      'She is methodical and kind, and is particularly good at keeping people moving safely as a long-term condition changes. ' +
      'She often works alongside speech and occupational therapists so your parent gets joined-up care.',
    experienceYears: 22,
    weeklyCapacity: 3,
    acceptsUrgent: false,
    languages: ['English'],
    sessionPriceMinGbp: 95,
    sessionPriceMaxGbp: 135,
    profileUrl: null,
    contactEmail: 'fiona.macleod@physio-mail.example',
  },
  {
    name: 'Katarzyna Zielinska',
    hcpcNumber: 'PH107263',
    hcpcCheckedOn: '2026-10-20',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-08-13',
    specialties: ['respiratory', 'hospital-discharge', 'elderly-rehab'],
    baseDistrict: 'RH2',
    travelRadiusMiles: 10,
    areas: ['Reigate', 'Redhill', 'Merstham', 'Banstead', 'Horley', 'Dorking'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MCSP',
      'HCPC registered',
      'ACPRC member',
      'Pulmonary rehabilitation instructor',
    ],
    bio:
      'Katarzyna spent eight years on respiratory wards and in a pulmonary rehabilitation team before moving into home visits. ' +
      'She helps people with COPD, heart failure and post-viral breathlessness build stamina gently, and shows families how to recognise a flare-up early. ' +
      'She speaks Polish and is known for her reassuring manner with anxious patients.',
    experienceYears: 10,
    weeklyCapacity: 4,
    acceptsUrgent: true,
    languages: ['English', 'Polish'],
    sessionPriceMinGbp: 90,
    sessionPriceMaxGbp: 120,
    profileUrl: null,
    contactEmail: 'katarzyna.zielinska@physio-mail.example',
  },
  {
    name: 'Oliver Bennett',
    hcpcNumber: 'PH645020',
    hcpcCheckedOn: '2026-06-03',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-01-29',
    specialties: ['post-operative', 'musculoskeletal', 'falls-prevention'],
    baseDistrict: 'KT12',
    travelRadiusMiles: 9,
    areas: ['Walton-on-Thames', 'Hersham', 'Weybridge', 'Esher', 'Cobham', 'East Molesey'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MSc Advanced Musculoskeletal Practice', 'MCSP', 'HCPC registered'],
    bio:
      'Oliver spent eleven years on orthopaedic wards and in outpatient clinics before he began visiting people at home after hip, knee and shoulder surgery. ' +
      'He is clear about what your parent should be able to do at each stage of recovery, and adjusts the plan quickly when something is holding them back. ' +
      'His unhurried, friendly approach puts nervous patients at ease.',
    experienceYears: 17,
    weeklyCapacity: 4,
    acceptsUrgent: false,
    languages: ['English'],
    sessionPriceMinGbp: 90,
    sessionPriceMaxGbp: 125,
    profileUrl: null,
    contactEmail: 'oliver.bennett@physio-mail.example',
  },
  {
    name: 'Nasreen Ahmed',
    hcpcNumber: 'PH367190',
    hcpcCheckedOn: '2026-09-08',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-11-17',
    specialties: ['elderly-rehab', 'hospital-discharge', 'stroke-recovery', 'falls-prevention'],
    baseDistrict: 'KT18',
    travelRadiusMiles: 10,
    areas: ['Epsom', 'Ewell', 'Ashtead', 'Leatherhead', 'Banstead', 'Sutton'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AGILE member'],
    bio:
      'Nasreen is an all-round elderly rehab physiotherapist who worked in a community hospital and a reablement team before going independent. ' +
      'She helps parents regain strength and routine after a hospital stay or a stroke, and is thoughtful about balancing progress with rest. ' +
      'She speaks Bengali and is happy to talk things through with the wider family.',
    experienceYears: 6,
    weeklyCapacity: 5,
    acceptsUrgent: true,
    languages: ['English', 'Bengali'],
    sessionPriceMinGbp: 85,
    sessionPriceMaxGbp: 115,
    profileUrl: null,
    contactEmail: 'nasreen.ahmed@physio-mail.example',
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Buckinghamshire
  // ---------------------------------------------------------------------------------------------------------------
  {
    name: 'Grace Mensah',
    hcpcNumber: 'PH158230',
    hcpcCheckedOn: '2026-08-12',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-04-07',
    specialties: ['respiratory', 'hospital-discharge', 'elderly-rehab'],
    baseDistrict: 'MK9',
    travelRadiusMiles: 8,
    areas: ['Central Milton Keynes', 'Bletchley', 'Wolverton', 'Newport Pagnell', 'Stony Stratford', 'Woburn Sands'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Cardiorespiratory Physiotherapy',
      'MCSP',
      'HCPC registered',
      'ACPRC member',
    ],
    bio:
      'Grace worked in critical care and pulmonary rehabilitation for ten years and now helps people in and around Milton Keynes breathe and move more easily at home. ' +
      'She is especially experienced with COPD and with recovery after a chest infection or a long hospital stay. ' +
      'Families appreciate her clear explanations and the written plan she leaves after each visit.',
    experienceYears: 12,
    weeklyCapacity: 3,
    acceptsUrgent: true,
    languages: ['English'],
    sessionPriceMinGbp: 80,
    sessionPriceMaxGbp: 110,
    profileUrl: null,
    contactEmail: 'grace.mensah@physio-mail.example',
  },
  {
    name: 'Andrew Sinclair',
    hcpcNumber: 'PH450930',
    hcpcCheckedOn: '2026-10-08',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2024-10-21',
    specialties: ['stroke-recovery', 'neurological', 'falls-prevention'],
    baseDistrict: 'HP20',
    travelRadiusMiles: 12,
    areas: ['Aylesbury', 'Wendover', 'Aston Clinton', 'Haddenham', 'Princes Risborough', 'Tring'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MSc Neurological Physiotherapy',
      'Bobath trained',
      'MCSP',
      'HCPC registered',
    ],
    bio:
      'Andrew has specialised in stroke and neurological rehabilitation for over twenty-five years, much of it in a regional spinal and neuro-rehabilitation centre. ' +
      'He is calm and precise, and very good at helping people relearn how to stand, walk and use their hands after a stroke. ' +
      'He involves family members in each session so progress carries on between visits.',
    experienceYears: 27,
    weeklyCapacity: 2,
    acceptsUrgent: false,
    languages: ['English'],
    sessionPriceMinGbp: 90,
    sessionPriceMaxGbp: 125,
    profileUrl: null,
    contactEmail: 'andrew.sinclair@physio-mail.example',
  },
  {
    name: 'Zainab Malik',
    hcpcNumber: 'PH973420',
    hcpcCheckedOn: '2026-07-01',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2026-06-15',
    specialties: ['musculoskeletal', 'post-operative', 'falls-prevention', 'elderly-rehab'],
    baseDistrict: 'HP13',
    travelRadiusMiles: 10,
    areas: ['High Wycombe', 'Hazlemere', 'Flackwell Heath', 'Marlow', 'Beaconsfield', 'Bourne End'],
    qualifications: ['BSc (Hons) Physiotherapy', 'MCSP', 'HCPC registered', 'AACP acupuncture accredited'],
    bio:
      'Zainab helps older people in and around High Wycombe manage arthritis and back pain and recover well after joint surgery. ' +
      'She is practical and upbeat, builds exercises into daily routines such as making tea or climbing the stairs, and checks in on progress between visits. ' +
      'She speaks Urdu and Punjabi and is glad to explain everything to the whole family.',
    experienceYears: 5,
    weeklyCapacity: 6,
    acceptsUrgent: true,
    languages: ['English', 'Urdu', 'Punjabi'],
    sessionPriceMinGbp: 80,
    sessionPriceMaxGbp: 105,
    profileUrl: null,
    contactEmail: 'zainab.malik@physio-mail.example',
  },
  {
    name: 'Catherine Lloyd',
    hcpcNumber: 'PH284650',
    hcpcCheckedOn: '2026-11-18',
    dbsLevel: 'enhanced',
    dbsCheckedOn: '2025-09-04',
    specialties: ['elderly-rehab', 'falls-prevention', 'hospital-discharge', 'stroke-recovery'],
    baseDistrict: 'HP6',
    travelRadiusMiles: 8,
    areas: ['Amersham', 'Chesham', 'Little Chalfont', 'Chalfont St Giles', 'Great Missenden', 'Chalfont St Peter'],
    qualifications: [
      'BSc (Hons) Physiotherapy',
      'MCSP',
      'HCPC registered',
      'Postural Stability Instructor (Later Life Training)',
    ],
    bio:
      'Catherine spent many years in a Chilterns community rehabilitation team and is a generalist in helping older people stay steady, strong and independent. ' +
      'She is especially good with parents coming home after a fall or an operation, starting with safety and building up to walks in the village. ' +
      'She is gentle but persistent, and always leaves families with a clear plan.',
    experienceYears: 24,
    weeklyCapacity: 3,
    acceptsUrgent: false,
    languages: ['English'],
    sessionPriceMinGbp: 85,
    sessionPriceMaxGbp: 115,
    profileUrl: null,
    contactEmail: 'catherine.lloyd@physio-mail.example',
  },
];
