// Demo Skill_Up e-books: three published with several modules each, and one unpublished draft.
import { ebookCourses, ebookModules } from '../db/schema/index';
import { seedCover } from '../lib/covers';
import { readingMinutes } from '../lib/html';
import { passageIndex } from '../modules/chatbot/public';
import { seedId } from './ids';
import type { DemoWorld } from './world';

interface EbookSpec {
  title: string;
  description: string;
  category: string;
  published: boolean;
  author: 'admin' | 'instructor' | 'mentor';
  modules: [title: string, html: string][];
}

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

const EBOOKS: EbookSpec[] = [
  {
    title: 'JavaScript Essentials',
    description:
      'A compact guide to the JavaScript every web developer uses daily: values, functions, objects, arrays and asynchronous code.',
    category: 'Web Development',
    published: true,
    author: 'instructor',
    modules: [
      [
        'Values and variables',
        `<h2>Values and variables</h2>${para(
          'JavaScript has a handful of primitive types: strings, numbers, booleans, null, undefined, bigint and symbol. Everything else is an object.',
          'Declare with <code>const</code> by default and <code>let</code> when a value must change. Avoid <code>var</code>: its function scope surprises people.',
        )}<pre><code>const city = 'Pune';\nlet count = 0;\ncount += 1;</code></pre>`,
      ],
      [
        'Functions and closures',
        `<h2>Functions and closures</h2>${para(
          'Functions are values: pass them to other functions, return them, store them in objects.',
          'A closure is a function that remembers the variables around it when it was created. Counters, memoisation and event handlers all rely on closures.',
        )}<pre><code>function makeCounter() {\n  let n = 0;\n  return () => ++n;\n}</code></pre>`,
      ],
      [
        'Arrays and objects',
        `<h2>Arrays and objects</h2>${para(
          '<code>map</code>, <code>filter</code> and <code>reduce</code> replace most loops and make intent clear.',
          'Spread syntax copies arrays and objects without mutating them, which keeps React state updates predictable.',
        )}<ul><li><code>[...list, item]</code> adds an item</li><li><code>{ ...user, name }</code> changes one field</li></ul>`,
      ],
      [
        'Asynchronous JavaScript',
        `<h2>Promises and async/await</h2>${para(
          'Network calls take time. A promise stands for a value that arrives later; <code>await</code> pauses an async function until it does.',
          'Always handle failure: wrap awaits in <code>try/catch</code> and show the user a helpful message.',
        )}<p>Watch the walkthrough:</p><iframe src="https://www.youtube.com/embed/campus-demo-js-async" width="560" height="315" title="Async JavaScript walkthrough" allowfullscreen></iframe>`,
      ],
    ],
  },
  {
    title: 'Data Structures in Python',
    description:
      'Lists, dictionaries, sets, stacks, queues and trees explained with everyday examples, and the time complexity of each operation.',
    category: 'Programming',
    published: true,
    author: 'mentor',
    modules: [
      [
        'Lists and tuples',
        `<h2>Lists and tuples</h2>${para(
          'A list is an ordered, changeable sequence. Appending is fast (O(1) amortised); inserting at the front is slow (O(n)).',
          'A tuple is an unchangeable sequence, ideal for fixed records such as <code>(latitude, longitude)</code>.',
        )}`,
      ],
      [
        'Dictionaries and sets',
        `<h2>Dictionaries and sets</h2>${para(
          'Dictionaries map keys to values with average O(1) lookups: perfect for counting words or caching results.',
          'Sets keep unique items and answer membership questions quickly.',
        )}<pre><code>from collections import Counter\nCounter('mississippi').most_common(2)</code></pre>`,
      ],
      [
        'Stacks, queues and trees',
        `<h2>Stacks, queues and trees</h2>${para(
          'A stack is last-in-first-out (undo history); a queue is first-in-first-out (a ticket counter). Use <code>collections.deque</code> for both.',
          'Trees model hierarchies such as folders or an organisation chart; binary search trees keep data sorted for fast search.',
        )}`,
      ],
    ],
  },
  {
    title: 'Cracking the Campus Placement Interview',
    description:
      'How placement season works, what recruiters look for, and a four-week plan for aptitude, coding and HR rounds.',
    category: 'Career Skills',
    published: true,
    author: 'admin',
    modules: [
      [
        'How placement season works',
        `<h2>How placement season works</h2>${para(
          'Most drives have an online aptitude test, one or two technical rounds and an HR round. Service companies hire in bulk; product companies hire fewer people with harder rounds.',
        )}<ol><li>Register on the placement portal early.</li><li>Keep your resume to one page.</li><li>Track every application in a spreadsheet.</li></ol>`,
      ],
      [
        'A four-week preparation plan',
        `<h2>A four-week plan</h2>${para(
          'Week 1: aptitude and arrays. Week 2: strings, hashing and recursion. Week 3: trees, graphs and SQL. Week 4: mock interviews and revision.',
          'Solve two problems a day, and explain each solution aloud as if to an interviewer.',
        )}`,
      ],
      [
        'The HR round',
        `<h2>The HR round</h2>${para(
          'Prepare a two-minute introduction, a story about a project you are proud of, and an honest answer about a weakness you are working on.',
          'Research the company. Ask one thoughtful question at the end.',
        )}`,
      ],
    ],
  },
  {
    title: 'Cloud Computing Basics (draft)',
    description:
      'An introduction to cloud service models, regions and pricing, being written for the next Skill_Up release.',
    category: 'Cloud Computing',
    published: false,
    author: 'admin',
    modules: [
      [
        'IaaS, PaaS and SaaS',
        `<h2>IaaS, PaaS and SaaS</h2>${para(
          'Infrastructure as a service rents you machines; platform as a service runs your code; software as a service gives you a finished product such as email.',
        )}`,
      ],
    ],
  },
];

export async function seedEbooks(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  for (const [i, spec] of EBOOKS.entries()) {
    const author =
      spec.author === 'admin'
        ? world.admin
        : spec.author === 'mentor'
          ? world.mentors[1]
          : world.instructor;
    const created = new Date(now.getTime() - (40 - i * 7) * 24 * 60 * 60 * 1000);
    const [row] = await tx
      .insert(ebookCourses)
      .values({
        id: seedId(`ebook:${i}`),
        title: spec.title,
        description: spec.description,
        coverImageUrl: await seedCover(world.storage, `ebook:${i}`, spec.title, 'ebook'),
        category: spec.category,
        authorId: author.id,
        published: spec.published,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: ebookCourses.id });
    if (!row) throw new Error('e-book insert returned no row');
    const modules = await tx
      .insert(ebookModules)
      .values(
        spec.modules.map(([title, content], j) => ({
          id: seedId(`ebook-module:${i}:${j}`),
          ebookCourseId: row.id,
          title,
          content,
          estimatedMinutes: Math.max(readingMinutes(content), 3),
          minutesEstimated: false,
          position: j + 1,
          createdAt: created,
          updatedAt: created,
        })),
      )
      .returning({ id: ebookModules.id });
    for (const m of modules) await passageIndex.ebookModule(tx, m.id);
  }
}
