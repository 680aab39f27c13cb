import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

// Two generation targets from the bundled contract (TOOLING.md: zod is a second entry).
// Everything under src/generated is output: regenerate with `pnpm generate`, never edit.
const input = { target: '../../openapi/dist/openapi.json' };

export default defineConfig({
  campus: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/endpoints',
      schemas: 'src/generated/model',
      client: 'axios-functions',
      clean: true,
      // MSW handlers with faker data; no artificial delay so tests stay fast.
      mock: { type: 'msw', delay: false, useExamples: false },
      override: {
        // Realistic fake data for designers' stories and tests: property names map to faker calls
        // (orval copies these function bodies into the generated mocks, where `faker` is imported).
        mock: {
          properties: {
            '/(^|\\.)(name)$/': () => faker.person.fullName(),
            '/(^|\\.)(email)$/': () => faker.internet.email().toLowerCase(),
            '/(^|\\.)(title)$/': () => faker.lorem.sentence({ min: 2, max: 6 }).replace(/\.$/, ''),
            '/(^|\\.)(description|summary|bio|body|snippet|comment|note)$/': () =>
              faker.lorem.sentences(2).slice(0, 280),
            '/(^|\\.)(message|text|response)$/': () =>
              faker.lorem.sentence({ min: 3, max: 8 }).slice(0, 90),
            '/(^|\\.)(headline)$/': () => faker.person.jobTitle(),
            '/(^|\\.)(phone)$/': () => faker.phone.number({ style: 'international' }),
            '/(^|\\.)(url|videoUrl|meetingLink|linkedinUrl|paymentUrl)$/': () =>
              faker.internet.url(),
            '/(^|\\.)(thumbnailUrl|coverImageUrl|profileImageUrl)$/': () =>
              faker.image.urlPicsumPhotos(),
            '/(^|\\.)(timezone)$/': () =>
              faker.helpers.arrayElement(['Asia/Kolkata', 'Europe/London', 'America/New_York']),
            '/(^|\\.)(price|amount|pendingAmount)$/': () =>
              faker.helpers.arrayElement([0, 499, 4999, 24999, 149999]),
            '/(^|\\.)(category)$/': () =>
              faker.helpers.arrayElement(['Web Development', 'Data', 'Cloud', 'AI & ML', 'Career']),
            '/(^|\\.)(domain)$/': () =>
              faker.helpers.arrayElement(['fullstack', 'data', 'cloud', 'ai-ml']),
            '/(^|\\.)(monthYear)$/': () =>
              faker.helpers.arrayElement(['2026-09', '2026-10', '2026-11']),
            '/(^|\\.)(token)$/': () => faker.string.alphanumeric(64),
            // A certificate's code (faker's fromRegExp keeps the pattern's ^ and $).
            '/(^|\\.)(code)$/': () =>
              faker.string.fromCharacters('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
            // A VAPID public key: base64url of an uncompressed P-256 point, 87 characters.
            '/(^|\\.)(publicKey)$/': () =>
              faker.string.fromCharacters(
                'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
                87,
              ),
            // A range of the wall clock: a mentor's weekly hours, a person's quiet hours (faker's
            // fromRegExp keeps ^ and $ and cannot alternate). Times both patterns accept, never
            // equal (quiet hours refuse start = end).
            '/(^|\\.)(start)$/': () => faker.helpers.arrayElement(['09:00', '10:00', '14:30']),
            '/(^|\\.)(end)$/': () => faker.helpers.arrayElement(['12:00', '18:00', '22:00']),
            // A week's Monday (a calendar day).
            '/(^|\\.)(monday)$/': () =>
              faker.helpers.arrayElement(['2026-11-02', '2026-11-09', '2026-11-16']),
            '/(^|\\.)(daysOff)$/': () =>
              faker.helpers.arrayElements(['2026-12-25', '2026-12-31', '2027-01-01'], {
                min: 0,
                max: 2,
              }),
            '/(^|\\.)(slug|program|programSlug)$/': () =>
              faker.helpers.arrayElement([
                'data-engineer',
                'cloud-developer',
                'fullstack-web-engineer',
                'generative-ai-leader',
              ]),
            '/(^|\\.)(domains)$/': () =>
              faker.helpers.arrayElements(['fullstack', 'data', 'cloud', 'ai-ml'], {
                min: 1,
                max: 2,
              }),
            '/(^|\\.)(expertise|tags|topics|outcomes)$/': () =>
              faker.helpers.arrayElements(
                ['React', 'Node.js', 'SQL', 'Python', 'AWS', 'Interview prep', 'System design'],
                { min: 1, max: 4 },
              ),
            '/(^|\\.)(total)$/': () => faker.number.int({ min: 0, max: 240 }),
            '/(^|\\.)(page)$/': () => 1,
            '/(^|\\.)(pageSize)$/': () => 20,
            '/(^|\\.)(order)$/': () => faker.number.int({ min: 1, max: 12 }),
          },
        },
        // `program` is a user's program slug everywhere but in the learning overview and in a
        // program enrolment (objects).
        operations: {
          getLearningOverview: {
            mock: {
              properties: {
                program: () => ({ slug: 'data-engineer', title: 'Data Engineer' }),
              },
            },
          },
          ...Object.fromEntries(
            ['getWelcome', 'listAdminStudents'].map((operation) => [
              operation,
              {
                mock: {
                  properties: {
                    '/(^|\\.)enrolment\\.program$/': () => ({
                      slug: 'data-engineer',
                      title: 'Data Engineer',
                    }),
                  },
                },
              },
            ]),
          ),
        },
        // Every call goes through the one configured axios instance of the core.
        mutator: { path: 'src/core/http.ts', name: 'campusRequest' },
        header: (info) => [
          'Generated by orval from openapi/dist/openapi.json — do not edit.',
          'Regenerate with `pnpm generate`.',
          ...(info.title ? [info.title] : []),
        ],
      },
    },
  },
  campusZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'src/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
