/**
 * The business's real details, in one place: the footer, the contact page, the team page, the articles' review
 * line and the policies all read them from here.
 *
 * PLACEHOLDERS: a value written `placeholder('…')` has not been given yet. Development and test builds show it as
 * "[placeholder: …]" so it is plain that it is not real; the production build (`npm run build:release`, which sets
 * SITE_RELEASE=1) refuses to run until every placeholder below is replaced, and names the ones left
 * (see site-config-check.ts). Replace a placeholder with the real value as a plain string.
 *
 * PORTRAITS: a photo is a file in public-web/public/ named here by its path ('/team/clinical-director.jpg').
 * `placeholderAsset('…')` names one of our neutral silhouettes (public/placeholders/): fine for development, refused
 * by the release build like the other placeholders. Every build refuses a path whose file is missing.
 */
import { placeholder, placeholderAsset } from './site-config-check';

export interface TeamMemberConfig {
  name: string;
  role: string;
  /** What this person does for families (about the role, so it stays true whoever holds it). */
  bio: string;
  /** Path of a portrait under public/ (e.g. '/team/clinical-director.jpg'), or null to show no photo. */
  photo: string | null;
  /** Describes the portrait for people who cannot see it. */
  photoAlt: string;
}

export const SITE_CONFIG = {
  /** The name families know us by. */
  tradingName: 'Home Physio Finder',
  /** The limited company behind the trading name, exactly as registered at Companies House. */
  companyName: placeholder('registered company name, e.g. "Example Ltd"'),
  companyNumber: placeholder('Companies House number'),
  /** Where the company is registered: England and Wales, Scotland or Northern Ireland. */
  companyJurisdiction: 'England and Wales',
  registeredOffice: placeholder('registered office address'),
  /** The data protection fee registration with the ICO (the privacy policy quotes it). */
  icoRegistrationNumber: placeholder('ICO registration number'),
  contactEmail: placeholder('contact email address'),
  /** A number families can ring, written as they would dial it (e.g. '01702 123456'). */
  phone: placeholder('contact phone number'),
  /** The chartered physiotherapist who reviews every guidance article. */
  clinicalReviewer: {
    name: placeholder('clinical reviewer full name'),
    role: 'Chartered physiotherapist and director of Home Physio Finder',
    hcpcNumber: placeholder('clinical reviewer HCPC number'),
  },
  team: [
    {
      name: placeholder('Clinical Director name'),
      role: 'Clinical Director',
      bio: 'A chartered physiotherapist who oversees our clinical standards, decides how we vet physiotherapists and reviews every guidance article we publish.',
      photo: placeholderAsset('portrait-clinical-director.svg'),
      photoAlt: 'Portrait of our Clinical Director',
    },
    {
      name: placeholder('Family Coordinator name'),
      role: 'Family Coordinator',
      bio: 'Usually the first person families speak to: talks through your parent’s needs, answers questions and makes sure the match fits.',
      photo: placeholderAsset('portrait-family-coordinator.svg'),
      photoAlt: 'Portrait of our Family Coordinator',
    },
    {
      name: placeholder('Physiotherapist Network Lead name'),
      role: 'Physiotherapist Network Lead',
      bio: 'Recruits and vets the physiotherapists we work with, carries out the regular rechecks and follows up any feedback from families.',
      photo: placeholderAsset('portrait-network-lead.svg'),
      photoAlt: 'Portrait of our Physiotherapist Network Lead',
    },
    {
      name: placeholder('Operations and Privacy Lead name'),
      role: 'Operations and Privacy Lead',
      bio: 'Keeps the service running and looks after how we handle families’ information, including requests under data protection law.',
      photo: placeholderAsset('portrait-operations-lead.svg'),
      photoAlt: 'Portrait of our Operations and Privacy Lead',
    },
  ] satisfies TeamMemberConfig[],
  /**
   * Photos of the physiotherapists, shown on a family's match. `byHcpcNumber` maps a physiotherapist's HCPC number
   * to their portrait ('PH123456': '/physiotherapists/PH123456.jpg'); `fallback` is shown for anyone without one:
   * a real image, or null to show their initials instead.
   */
  physiotherapistPortraits: {
    byHcpcNumber: {} as Record<string, string>,
    fallback: placeholderAsset('portrait-physiotherapist.svg') as string | null,
  },
};

export type SiteConfig = typeof SITE_CONFIG;
