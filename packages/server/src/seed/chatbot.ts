// A demo support-assistant conversation for student@campus.test, so the widget has history to restore.
import {
  chatbotMessages,
  chatbotSessions,
  type StoredSearchResult,
  type StoredSuggestion,
} from '../db/schema/index';
import { FAQ } from '../modules/chatbot/public';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const MIN = 60_000;

export async function seedChatbot(world: DemoWorld): Promise<void> {
  const { tx, now, students } = world;
  const student = students[0]!;
  const start = new Date(now.getTime() - 26 * 60 * MIN);
  const join = FAQ.find((f) => f.id === 'join-live-class')!;
  const pay = FAQ.find((f) => f.id === 'pending-payment')!;
  const turns: Array<{
    q: string;
    a: string;
    suggestions: StoredSuggestion[];
    results: StoredSearchResult[];
  }> = [
    {
      q: 'How do I join a live class?',
      a: join.answer,
      suggestions: [
        { text: 'Go to my dashboard', action: 'redirect', url: '/dashboard' },
        { text: 'Browse courses', action: 'redirect', url: '/courses' },
        { text: 'What are my pending tasks?', action: 'suggest' },
      ],
      results: [
        { title: join.question, url: join.url, kind: 'faq', snippet: join.answer.slice(0, 180) },
      ],
    },
    {
      q: 'How do I pay my pending amount?',
      a: pay.answer,
      suggestions: [
        { text: 'Go to my dashboard', action: 'redirect', url: '/dashboard' },
        { text: 'Get Help', action: 'redirect', url: '/support' },
      ],
      results: [
        { title: pay.question, url: pay.url, kind: 'faq', snippet: pay.answer.slice(0, 180) },
      ],
    },
  ];
  const [session] = await tx
    .insert(chatbotSessions)
    .values({
      id: seedId('chatbot-session:0'),
      userId: student.id,
      title: turns[0]!.q,
      messageCount: turns.length * 2,
      createdAt: start,
      lastMessageAt: new Date(start.getTime() + (turns.length - 1) * 3 * MIN),
    })
    .returning();
  for (const [i, turn] of turns.entries()) {
    const at = new Date(start.getTime() + i * 3 * MIN);
    await tx.insert(chatbotMessages).values({
      id: seedId(`chatbot-message:${i}:user`),
      sessionId: session!.id,
      userId: student.id,
      sender: 'user',
      text: turn.q,
      createdAt: at,
    });
    await tx.insert(chatbotMessages).values({
      id: seedId(`chatbot-message:${i}:bot`),
      sessionId: session!.id,
      userId: student.id,
      sender: 'bot',
      text: turn.a,
      suggestions: turn.suggestions,
      searchResults: turn.results,
      createdAt: new Date(at.getTime() + 1000),
    });
  }
}
