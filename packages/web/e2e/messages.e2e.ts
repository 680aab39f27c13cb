// Private messages end to end: a student and her mentor talk over the real socket, the
// typing indicator shows and clears, the conversation is there after a reload, the bell's note opens
// it, and a student cannot message a mentor of another batch (nor is anyone she already talks to
// offered again under "Start a conversation").
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('private messages', () => {
  it('a student and her mentor exchange messages, see each other typing, and keep them after a reload', async () => {
    const tag = Date.now().toString(36);
    const student = await newPage(browser);
    const mentor = await newPage(browser);
    const sara = await startSession(student.page, demo.student, '/mentor-sync');
    const meera = await startSession(mentor.page, demo.mentor, '/my-students');

    // The student starts from /mentor-sync: "Message Meera Mentor" opens the conversation.
    await student.page.getByRole('link', { name: 'Message Meera Mentor' }).click();
    const studentView = student.page.getByRole('region', {
      name: 'Conversation with Meera Mentor',
    });
    await studentView.waitFor();
    const studentBox = studentView.getByRole('textbox', { name: 'Message Meera Mentor' });
    const question = `Is the API task due Friday? ${tag}`;
    await studentBox.fill(question);
    await studentBox.press('Enter');
    await studentView.getByTestId('private-message').filter({ hasText: question }).waitFor();

    // The mentor's bell shows the note live; it opens the conversation.
    await mentor.page.getByRole('button', { name: /^Notifications/ }).click();
    await mentor.page.getByText(`Sara Student: ${question}`).click();
    await mentor.page.waitForURL(`**/messages/${sara.user._id}`);
    const mentorView = mentor.page.getByRole('region', { name: 'Conversation with Sara Student' });
    await mentorView.getByTestId('private-message').filter({ hasText: question }).waitFor();

    // The mentor types: the student sees "… is typing", which clears when the answer arrives.
    const mentorBox = mentorView.getByRole('textbox', { name: 'Message Sara Student' });
    await mentorBox.pressSequentially('Yes, Friday');
    const typing = studentView.getByText('Meera Mentor is typing…');
    await typing.waitFor();
    const answer = `Yes, Friday 6 pm. ${tag}`;
    await mentorBox.fill(answer);
    await mentorBox.press('Enter');
    await studentView.getByTestId('private-message').filter({ hasText: answer }).waitFor();
    await typing.waitFor({ state: 'hidden' });

    // The mentor reaches the same conversation from /my-students too.
    await mentor.page.goto('/my-students');
    await mentor.page.getByRole('link', { name: 'Message Sara Student' }).first().waitFor();

    // After a reload the whole conversation is still there, in order.
    await student.page.reload();
    const reloaded = student.page.getByRole('region', { name: 'Conversation with Meera Mentor' });
    await reloaded.getByTestId('private-message').filter({ hasText: answer }).waitFor();
    const texts = await reloaded.getByTestId('private-message').allTextContents();
    const q = texts.findIndex((t) => t.includes(question));
    const a = texts.findIndex((t) => t.includes(answer));
    expect(q).toBeGreaterThanOrEqual(0);
    expect(a).toBeGreaterThan(q);

    // The conversation list names Meera with the last message.
    await student.page.goto('/messages');
    const list = student.page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('link', { name: /Meera Mentor/ }).waitFor();
    expect(meera.user.role.toLowerCase()).toBe('mentor');

    await student.context.close();
    await mentor.context.close();
  });

  it('a student cannot message a mentor of another batch', async () => {
    const rohan = await apiLogin('mentor2@campus.test');
    const student = await newPage(browser);
    await startSession(student.page, demo.student, `/messages/${rohan.user._id}`);
    await student.page.getByText('You cannot message this person').waitFor();
    await expect
      .poll(() => student.page.getByRole('textbox', { name: /^Message Rohan/ }).count())
      .toBe(0);
    // Nor is Rohan among the people she may start a conversation with; nor is Meera, whom she
    // already talks to (her conversation is in the list above).
    const people = student.page.getByRole('list', { name: 'People you can message' });
    await people
      .or(student.page.getByText(/^Nobody new to message/))
      .first()
      .waitFor();
    expect(await people.getByRole('link', { name: /Rohan Rao/ }).count()).toBe(0);
    expect(await people.getByRole('link', { name: /Meera Mentor/ }).count()).toBe(0);
    await student.context.close();
  });

  it('an open conversation is axe-clean in both themes and fits 360 px', async () => {
    const meera = await apiLogin(demo.mentor);
    for (const view of [
      { colorScheme: 'light', width: 1280 },
      { colorScheme: 'dark', width: 1280 },
      { colorScheme: 'light', width: 360 },
    ] as const) {
      const student = await newPage(browser, view);
      await startSession(student.page, demo.student, `/messages/${meera.user._id}`);
      const region = student.page.getByRole('region', { name: 'Conversation with Meera Mentor' });
      await region.getByRole('textbox', { name: 'Message Meera Mentor' }).waitFor();
      const result = await new AxeBuilder({ page: student.page }).analyze();
      expect(result.violations.map((v) => `${view.colorScheme} ${view.width}: ${v.id}`)).toEqual(
        [],
      );
      const wide = await student.page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(view.width);
      await student.context.close();
    }
  });
});
