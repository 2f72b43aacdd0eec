import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from './site-config';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { companyLegalLine, medicalReviewLine } from './app/site';
import {
  assertSiteConfigReady,
  isPlaceholder,
  known,
  missingAssetFiles,
  placeholder,
  placeholderAsset,
  unsetFields,
} from './site-config-check';

const filled = { tradingName: 'Example', companyNumber: '01234567', team: [{ name: 'Alex Example', photo: null }] };

describe('site configuration placeholders', () => {
  it('names every unset field by its path', () => {
    const config = { companyNumber: placeholder('number'), team: [{ name: 'Alex' }, { name: placeholder('name') }] };
    expect(unsetFields(config)).toEqual(['companyNumber', 'team.1.name']);
    expect(unsetFields(filled)).toEqual([]);
  });

  it('marks a placeholder as such wherever it is shown', () => {
    expect(placeholder('company number')).toBe('[placeholder: company number]');
    expect(isPlaceholder(SITE_CONFIG.companyNumber)).toBe(true);
  });

  it('lets development and test builds through with placeholders, and stops a release build naming them', () => {
    const config = { companyNumber: placeholder('number'), phone: placeholder('phone') };
    expect(() => assertSiteConfigReady(config, {})).not.toThrow();
    expect(() => assertSiteConfigReady(config, { NODE_ENV: 'production' })).not.toThrow();
    expect(() => assertSiteConfigReady(config, { SITE_RELEASE: '1' })).toThrow(
      /still has placeholders.*companyNumber, phone\./,
    );
    expect(() => assertSiteConfigReady(filled, { SITE_RELEASE: '1' })).not.toThrow();
  });
});

describe('portraits', () => {
  const inPublic = (publicPath: string) => existsSync(join(process.cwd(), 'public', publicPath));

  it('counts a stand-in portrait as a placeholder, which a release build refuses', () => {
    const config = { team: [{ name: 'Alex Example', photo: placeholderAsset('portrait-clinical-director.svg') }] };
    expect(unsetFields(config)).toEqual(['team.0.photo']);
    expect(() => assertSiteConfigReady(config, {}, inPublic)).not.toThrow();
    expect(() => assertSiteConfigReady(config, { SITE_RELEASE: '1' }, inPublic)).toThrow(
      /placeholders.*team\.0\.photo/,
    );
    expect(unsetFields(SITE_CONFIG)).toEqual(
      expect.arrayContaining(['team.0.photo', 'team.3.photo', 'physiotherapistPortraits.fallback']),
    );
  });

  it('refuses, in any build, a portrait named in the configuration whose file is not in public/', () => {
    const config = { team: [{ name: 'Alex Example', photo: '/team/alex.jpg' }], logo: '/favicon-32.png' };
    expect(missingAssetFiles(config, inPublic)).toEqual(['team.0.photo: /team/alex.jpg']);
    expect(() => assertSiteConfigReady(config, {}, inPublic)).toThrow(/not in public-web\/public\/: team\.0\.photo/);
    expect(missingAssetFiles(SITE_CONFIG, inPublic)).toEqual([]);
  });
});

describe('the production build', () => {
  const unset = unsetFields(SITE_CONFIG);
  it.skipIf(unset.length === 0)(
    'refuses to build with the placeholders left, naming them',
    () => {
      // Vitest runs from public-web/, where the build runs.
      const build = spawnSync('npx', ['react-router', 'build'], {
        cwd: process.cwd(),
        env: { ...process.env, SITE_RELEASE: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(build.status).not.toBe(0);
      expect(build.stderr + build.stdout).toContain(`public-web/src/site-config.ts: ${unset.join(', ')}.`);
    },
    150_000,
  );
});

describe('what pages show of the configuration', () => {
  it('leaves out what is not given: known() is null for a placeholder, the value once given', () => {
    expect(known(placeholder('contact email address'))).toBeNull();
    expect(known('hello@example.co.uk')).toBe('hello@example.co.uk');
  });

  it('writes the company line from what is known, and no line without the company name', () => {
    const base = {
      tradingName: 'Home Physio Finder',
      companyName: 'Example Ltd',
      companyJurisdiction: 'England and Wales',
      companyNumber: '01234567',
      registeredOffice: '1 High Street, Leigh-on-Sea SS9 1AA',
    };
    expect(companyLegalLine(base)).toBe(
      'Home Physio Finder is a trading name of Example Ltd, registered in England and Wales (company number 01234567). Registered office: 1 High Street, Leigh-on-Sea SS9 1AA.',
    );
    expect(
      companyLegalLine({ ...base, companyNumber: placeholder('number'), registeredOffice: placeholder('office') }),
    ).toBe('Home Physio Finder is a trading name of Example Ltd, registered in England and Wales.');
    expect(companyLegalLine({ ...base, companyName: placeholder('name') })).toBeNull();
  });

  it('names the reviewer once known, and their role until then', () => {
    const role = 'Chartered physiotherapist and director of Home Physio Finder';
    expect(medicalReviewLine({ name: 'Dr Alex Example', role, hcpcNumber: 'PH123456' })).toBe(
      `Medically reviewed by Dr Alex Example, ${role}`,
    );
    expect(medicalReviewLine({ name: placeholder('name'), role, hcpcNumber: placeholder('hcpc') })).toBe(
      'Medically reviewed by a chartered physiotherapist and director of Home Physio Finder',
    );
  });
});
