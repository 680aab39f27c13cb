import { describe, expect, it } from 'vitest';
import { storyMachineStates } from './state-coverage';

describe('storyMachineStates', () => {
  it('reads every state a story declares, with the files that declare it', () => {
    const states = storyMachineStates({
      'a.stories.tsx': `export const Open = { parameters: { machineState: ['chat.window.open', 'chat.conversation.idle'] } };`,
      'b.stories.tsx': `export const X = {\n  parameters: {\n    machineState: [\n      'chat.window.open',\n    ],\n  },\n};`,
      'c.stories.tsx': `export const Plain = { name: 'No machine here' };`,
    });
    expect([...states.keys()].sort()).toEqual(['chat.conversation.idle', 'chat.window.open']);
    expect(states.get('chat.window.open')).toEqual(['a.stories.tsx', 'b.stories.tsx']);
  });

  it('finds the declarations of the real stories', () => {
    expect(storyMachineStates().has('chat.conversation.awaitingReply')).toBe(true);
  });
});
