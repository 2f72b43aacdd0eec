// Jest runs in CommonJS mode; @swc/jest compiles our TypeScript and the ESM-only packages below to CommonJS
// (native ESM Jest cannot load MikroORM's CommonJS Nest adapter next to ESM-only Nest 12).
const esm = [
  '@nestjs',
  '@physio',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  'nodemailer',
  'smtp-server',
  'msgpackr',
  'uid',
  '@standard-schema',
  'toad-cache',
  'set-cookie-parser',
  'postcode',
  // otplib's base32 and HMAC plugins
  '@otplib',
  '@scure',
  '@noble',
];
const transform = {
  '^.+\\.(t|j|mj)s$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  testEnvironment: 'node',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
};
module.exports = {
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.cjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
    },
  ],
};
