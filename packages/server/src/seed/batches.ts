// Demo batches: the demo students assigned to their mentors (students 0–2 under mentor 0 in the
// full-stack batch, 3–5 under mentor 1 in data engineering) and each batch's video library.
import { batchAssignments, batchVideos } from '../db/schema/index';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const SAMPLE_VIDEO = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';

export async function seedBatches(world: DemoWorld): Promise<void> {
  const { tx, now, admin, mentors, students, batches } = world;
  await tx.insert(batchAssignments).values(
    students.map((s, i) => ({
      id: seedId(`batch-assignment:${s.email}`),
      mentorId: mentors[i < 3 ? 0 : 1].id,
      studentId: s.id,
      ...batches[i < 3 ? 0 : 1],
      assignedBy: admin.id,
      assignedAt: new Date(now.getTime() - 20 * DAY + i * MIN),
    })),
  );
  const videos: Array<[0 | 1, string, string, number, 'admin' | 'mentor']> = [
    [
      0,
      'Kickoff recording: how the web works',
      'Browsers, DNS, HTTP and what happens when you press Enter.',
      84,
      'mentor',
    ],
    [
      0,
      'Week 1 · HTML, CSS and the box model',
      'Semantic markup, flexbox and grid with a responsive landing page.',
      52,
      'admin',
    ],
    [
      0,
      'Week 1 · Modern JavaScript refresher',
      'let/const, arrow functions, destructuring, promises and async/await.',
      47,
      'admin',
    ],
    [
      0,
      'Week 2 · React components, props and state',
      'Build a Swiggy-style menu card list and lift state up.',
      58,
      'mentor',
    ],
    [
      1,
      'Kickoff recording: the data engineering landscape',
      'Warehouses, lakes, batch vs streaming and the tools we will use.',
      76,
      'mentor',
    ],
    [
      1,
      'Week 1 · SQL joins refresher',
      'Inner, left and anti joins on an e-commerce orders dataset.',
      41,
      'admin',
    ],
    [
      1,
      'Week 1 · Data modelling for analytics',
      'Star schemas, fact and dimension tables, slowly changing dimensions.',
      55,
      'admin',
    ],
  ];
  const order = [0, 0];
  await tx.insert(batchVideos).values(
    videos.map(([b, title, description, durationMinutes, by], i) => {
      const at = new Date(now.getTime() - (18 - i) * DAY);
      return {
        id: seedId(`batch-video:${i}`),
        ...batches[b],
        title,
        description,
        // The first video of each batch is a real, freely licensed file (MDN's CC0 sample), so
        // the demo's native player has something to play; the others are links to a video host.
        videoUrl:
          i === 0 || i === 4
            ? SAMPLE_VIDEO
            : `https://videos.example.com/campus/${batches[b].domain}/${title
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '-')
                .replace(/^-|-$/g, '')}`,
        durationMinutes,
        order: order[b]!++,
        addedBy: by === 'admin' ? admin.id : mentors[b].id,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
