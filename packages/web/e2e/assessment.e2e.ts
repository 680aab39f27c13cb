// Assessment as one chained journey in Chromium against the real server: an
// instructor builds a quiz of five questions (one of each kind the editor offers) with a pass mark of
// 60 % and two attempts; a student takes it, reloads mid-attempt and finds the answers kept, fails
// once, passes the second time and sees the explanations; the course (the quiz its last lesson left)
// shows complete; a certificate is issued, its PDF downloads and names her, and its public page
// verifies it in a fresh browser context without a login. Her mentor then scores a task against a
// three-criterion rubric, she sees the score, and the mentor's gradebook shows the quiz and the task
// and exports a CSV that opens with the right names, her total and plain numbers — and no money.
// Set-up through the API covers only what the line does not name: the course and its lessons, the
// accounts, the batch, the enrolment and the student's hand-in.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { addQuestion, answer } from './support/quiz';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const courseTitle = `Assessed TypeScript ${stamp}`;
const quizTitle = `TypeScript check ${stamp}`;
const taskTitle = `Rubric task ${stamp}`;
const studentName = `Meera Assessed ${stamp}`;
const studentEmail = `meera-${stamp}@example.test`;
const mentorName = `Ravi Mentor ${stamp}`;
const mentorEmail = `ravi-${stamp}@example.test`;
const batch = { monthYear: '2030-07', domain: `assess-${stamp}` };
// A paid course, so what she owes exists — and the gradebook's export must not show it.
const PRICE = 124_999;

const explanations = [
  'const binds a name once.',
  'Objects are not primitives.',
  'They are erased when compiled.',
  'TypeScript, since 2012.',
  'Eight, on every machine.',
];

/** A date-time-local value two days ahead, in the browser's zone (Asia/Kolkata, see newPage). */
function inTwoDays() {
  const d = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

/**
 * The text a PDF shows: every Flate stream inflated, and the strings its text operators (Tj, TJ)
 * draw, hex (<4D65…>) or literal ((Meera)), decoded as WinAnsi (Latin-1 for these names).
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] ? Buffer.from(t[1], 'hex').toString('latin1') : t[2]!);
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}

/** Set-up the line does not name: a paid course (a reading, then the quiz), a mentor, her batch. */
async function setUp() {
  const admin = await apiLogin(demo.admin);
  const instructor = await apiLogin(demo.instructor);
  const created = await api<{ _id: string; modules: { lessons: { _id: string }[] }[] }>(
    '/api/courses',
    {
      token: instructor.token,
      body: {
        title: courseTitle,
        description: 'A reading, then a quiz that decides the certificate.',
        category: 'Web Development',
        level: 'beginner',
        price: PRICE,
        status: 'published',
        modules: [
          {
            title: 'Types',
            lessons: [
              {
                title: 'Why types',
                type: 'article',
                durationMinutes: 5,
                content: '<p>Types catch mistakes before the code runs.</p>',
              },
              { title: quizTitle, type: 'quiz', durationMinutes: 5, content: 'Five questions.' },
            ],
          },
        ],
      },
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  const mentor = await api<{ user: { _id: string } }>('/api/auth/register-mentor', {
    body: { name: mentorName, email: mentorEmail, password: DEMO_PASSWORD, expertise: ['TS'] },
  });
  expect(mentor.status, JSON.stringify(mentor.body)).toBe(201);
  const approved = await api(`/api/users/${mentor.body.user._id}/mentor-status`, {
    method: 'PATCH',
    token: admin.token,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);

  const student = await api<{ user: { _id: string } }>('/api/auth/register', {
    body: { name: studentName, email: studentEmail, password: DEMO_PASSWORD },
  });
  expect(student.status, JSON.stringify(student.body)).toBe(201);
  const assigned = await api('/api/batchassignments/assign', {
    token: admin.token,
    body: { mentorId: mentor.body.user._id, studentIds: [student.body.user._id], ...batch },
  });
  expect(assigned.status).toBe(200);
  const { token } = await apiLogin(studentEmail);
  const enrolled = await api(`/api/courses/${created.body._id}/enroll`, { method: 'POST', token });
  expect(enrolled.status).toBe(201);
  return { courseId: created.body._id, studentToken: token };
}

describe('assessment, end to end', () => {
  it('quiz built and taken (reload, fail, pass), course complete, certificate PDF verified publicly, task scored on a rubric, gradebook and its CSV', async () => {
    const { courseId, studentToken } = await setUp();

    // 1. The instructor builds the quiz in the course editor: settings, then one question per kind.
    const author = await newPage(browser);
    let page = author.page;
    await startSession(page, demo.instructor, `/create-course?course=${courseId}`);
    const quiz = page.getByRole('region', { name: `Quiz: ${quizTitle}` });
    await quiz.getByRole('form', { name: 'Quiz settings' }).waitFor();
    await quiz.getByRole('spinbutton', { name: 'Passing score (%)' }).fill('60');
    await quiz.getByRole('spinbutton', { name: 'Attempts allowed' }).fill('2');
    await quiz
      .getByRole('combobox', { name: 'Show answers and explanations' })
      .selectOption('afterEachAttempt');
    await quiz.getByRole('button', { name: 'Save settings' }).click();
    await quiz.getByText('Settings saved.').waitFor();

    // Every kind the contract's QuizQuestionKind names, in its order.
    const kinds = await quiz
      .getByRole('button', { name: 'Add a question' })
      .click()
      .then(() =>
        page
          .getByRole('form', { name: 'New question' })
          .getByRole('combobox', { name: 'Kind' })
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
      );
    expect(kinds).toEqual(['single', 'multiple', 'trueFalse', 'shortText', 'number']);
    await page
      .getByRole('form', { name: 'New question' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('form', { name: 'New question' }).waitFor({ state: 'detached' });

    await addQuestion(page, 1, async (form) => {
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('Which keyword declares a constant?');
      await form.getByRole('textbox', { name: 'Choice 1' }).fill('var');
      await form.getByRole('textbox', { name: 'Choice 2' }).fill('const');
      await form.getByRole('checkbox', { name: 'Choice 2 is correct' }).check();
      await form.getByRole('textbox', { name: /^Explanation/ }).fill(explanations[0]!);
    });
    await addQuestion(page, 2, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('multiple');
      await form.getByRole('textbox', { name: /^Question/ }).fill('Which are primitive types?');
      await form.getByRole('button', { name: 'Add a choice' }).click();
      await form.getByRole('textbox', { name: 'Choice 1' }).fill('string');
      await form.getByRole('textbox', { name: 'Choice 2' }).fill('number');
      await form.getByRole('textbox', { name: 'Choice 3' }).fill('object');
      await form.getByRole('checkbox', { name: 'Choice 1 is correct' }).check();
      await form.getByRole('checkbox', { name: 'Choice 2 is correct' }).check();
      await form.getByRole('textbox', { name: /^Explanation/ }).fill(explanations[1]!);
    });
    await addQuestion(page, 3, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('trueFalse');
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('TypeScript types exist at run time.');
      await form.getByRole('combobox', { name: 'The statement is' }).selectOption('false');
      await form.getByRole('textbox', { name: /^Explanation/ }).fill(explanations[2]!);
    });
    await addQuestion(page, 4, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('shortText');
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('Name the JavaScript superset by Microsoft.');
      await form.getByRole('textbox', { name: /^Accepted answers/ }).fill('TypeScript\nTS');
      await form.getByRole('textbox', { name: /^Explanation/ }).fill(explanations[3]!);
    });
    await addQuestion(page, 5, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('number');
      await form.getByRole('textbox', { name: /^Question/ }).fill('How many bits are in a byte?');
      await form.getByRole('textbox', { name: /^Correct number/ }).fill('8');
      await form.getByRole('textbox', { name: /^Tolerance/ }).fill('0');
      await form.getByRole('textbox', { name: /^Explanation/ }).fill(explanations[4]!);
    });
    await author.context.close();

    // 2. The student reads the first lesson, then takes the quiz, the last lesson left.
    const learner = await newPage(browser);
    page = learner.page;
    await startSession(page, studentEmail, `/student/learning/${courseId}`);
    await page.getByRole('heading', { level: 2, name: 'Why types', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    const progress = page.getByRole('progressbar', { name: 'Course progress' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('50');
    await page.getByRole('button', { name: 'Next lesson' }).click();
    await page.getByRole('heading', { level: 2, name: quizTitle, exact: true }).waitFor();
    const about = page.getByRole('list', { name: 'About this quiz' });
    await about.getByText('Pass mark: 60 %').waitFor();
    await page.getByRole('button', { name: 'Start the quiz' }).click();

    // First attempt: part-way, a reload keeps what was answered.
    const attempt = page.getByRole('form', { name: /^Attempt/ });
    await attempt.getByRole('radio', { name: 'const', exact: true }).check();
    // Each save sends every answer given so far: the one after the last answer holds both.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/answers') && r.request().method() === 'PUT' && r.ok(),
    );
    await attempt.getByRole('textbox', { name: /superset by Microsoft/ }).fill('TypeScript');
    await saved;
    await page.getByText('All answers saved').waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Attempt 1' }).waitFor();
    expect(await attempt.getByRole('radio', { name: 'const', exact: true }).isChecked()).toBe(true);
    expect(await attempt.getByRole('textbox', { name: /superset by Microsoft/ }).inputValue()).toBe(
      'TypeScript',
    );
    // Two of five right: 40 %, below the pass mark.
    await answer(page, (n) => n === 1 || n === 4);
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Not passed: 40 %').waitFor();
    expect(await page.getByText('You completed this course').count()).toBe(0);

    // Second (and last) attempt: every answer right, with the explanations shown.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('form', { name: 'Attempt 2' }).waitFor();
    await answer(page, () => true);
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Passed with 100 %').waitFor();
    for (const explanation of explanations)
      await page.getByText(`Explanation: ${explanation}`).waitFor();

    // 3. The course shows complete.
    await page.getByText('You completed this course').waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');

    // 4. The certificate: on /profile, its PDF names her, its public page is linked.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Certificates' });
    await section.getByText(courseTitle, { exact: true }).waitFor();
    const publicHref = await section
      .getByRole('link', { name: `Public page of ${courseTitle}` })
      .getAttribute('href');
    expect(publicHref).toMatch(/^\/certificates\/[A-Z2-7]{16}$/);
    const code = publicHref!.split('/').pop()!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download PDF of ${courseTitle}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = pdfText(pdf);
    expect(shown).toContain(studentName);
    expect(shown).toContain(courseTitle);
    expect(shown).toContain(`Verification code: ${code}`);

    // Anyone verifies it: a fresh context, no session.
    const visitor = await newPage(browser);
    await visitor.page.goto(publicHref!);
    await visitor.page
      .getByRole('heading', { level: 1, name: 'Certificate verification' })
      .waitFor();
    await visitor.page.getByText('This certificate is valid').waitFor();
    await visitor.page.getByRole('heading', { level: 2, name: courseTitle }).waitFor();
    await visitor.page.getByText(studentName).waitFor();
    expect(await visitor.page.getByText(studentEmail).count()).toBe(0);
    expect(await visitor.page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await visitor.context.close();

    // 5. Her mentor sets a task scored on a three-criterion rubric.
    const mentoring = await newPage(browser);
    const m = mentoring.page;
    await startSession(m, mentorEmail, '/updates');
    await m.getByRole('tab', { name: 'Tasks' }).click();
    await m.getByLabel(/^Title/).fill(taskTitle);
    await m.getByLabel('Date and time').fill(inTwoDays());
    await m.getByRole('checkbox', { name: new RegExp(`^${studentName} \\(`) }).check();
    await m.getByLabel('Scoring').selectOption('rubric');
    await m.getByRole('button', { name: 'Add a criterion' }).click();
    await m.getByRole('button', { name: 'Add a criterion' }).click();
    const criteria = ['Correctness', 'Code quality', 'Tests'];
    for (const [i, name] of criteria.entries())
      await m.getByLabel(`Criterion ${i + 1} name`).fill(name);
    await m.getByRole('button', { name: 'Set task' }).click();
    await m.getByText(`Task “${taskTitle}” set`).waitFor();

    // She hands it in (the submit form has its own journey in tasks.e2e).
    const mine = await api<{ _id: string; title: string }[]>('/api/tasks/student', {
      token: studentToken,
    });
    const task = mine.body.find((t) => t.title === taskTitle)!;
    expect(task).toBeDefined();
    const sub = await api<{ _id: string }>(`/api/tasks/${task._id}/submit`, {
      token: studentToken,
      body: { text: 'Typed, with tests.' },
    });
    expect(sub.status).toBe(201);

    // The mentor scores each criterion beside the feedback.
    await m.goto(`/mentor-dashboard/review/${task._id}/${sub.body._id}`);
    const level = (criterion: string, name: string) =>
      m
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio', { name })
        .check();
    await level('Correctness', 'Good · 2 points');
    await level('Code quality', 'Needs work · 0 points');
    await level('Tests', 'Good · 2 points');
    await m.getByText('Total: 4 / 6').waitFor();
    await m.getByLabel(/^Feedback/).fill('Clean up the naming.');
    await m.getByRole('button', { name: 'Approve' }).click();
    await m.getByText('Saved: Approved').waitFor();

    // The student sees the score and the rubric with her attempt.
    await page.goto(`/student-dashboard/tasks/${task._id}`);
    await page.getByRole('heading', { name: 'How it is scored' }).waitFor();
    await page.getByText('Score: 4 / 6').waitFor();
    await page.getByText('Code quality: Needs work · 0 / 2').waitFor();
    await learner.context.close();

    // The mentor's gradebook: the quiz and the task, side by side in her row.
    await m.goto('/gradebook');
    await m.getByRole('heading', { name: 'Gradebook', level: 1 }).waitFor();
    const batchValue = `${batch.monthYear}|${batch.domain}`;
    await m.getByLabel('Batch').selectOption(batchValue);
    const table = m.getByRole('table', {
      name: `Gradebook of ${batch.monthYear} · ${batch.domain}`,
    });
    await table.getByRole('columnheader', { name: `${taskTitle} (/6)` }).waitFor();
    await table.getByRole('columnheader', { name: `Quiz: ${quizTitle}`, exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: studentName });
    await row.getByText('Approved · 4 / 6 · 1 attempt').waitFor();
    await row.getByText('100% · passed · 2 attempts').waitFor();

    // The CSV: a byte order mark, the header, her row with her name, her total and the scores as
    // plain numbers with their units beside them; no money.
    const download2 = m.waitForEvent('download');
    await m.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download2).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      [
        'Student',
        'Email',
        'Total',
        'Out of',
        'Total unit',
        'Percent',
        'Percent unit',
        'Final grade',
        `${taskTitle} — status`,
        `${taskTitle} — score`,
        `${taskTitle} — out of`,
        `${taskTitle} — unit`,
        `Quiz: ${quizTitle} — best`,
        `Quiz: ${quizTitle} — unit`,
        `Quiz: ${quizTitle} — attempts`,
      ].join(','),
    );
    // Weight 1 each: 4/6 + 100/100 = 1.67 of 2 → 83.3 % → B. She owes ₹1,24,999: not shown.
    expect(lines[1]).toBe(
      [
        studentName,
        studentEmail,
        '1.67',
        '2',
        'points',
        '83.3',
        '%',
        'B',
        'Approved',
        '4',
        '6',
        'points',
        '100',
        '%',
        '2',
      ].join(','),
    );
    await mentoring.context.close();
    // One person after another, five browser contexts and two quiz attempts: many round trips on a
    // shared machine.
  }, 360_000);
});
