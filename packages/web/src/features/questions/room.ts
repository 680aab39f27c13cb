import type { BatchRef } from '@campus/sdk';
import { useEffect } from 'react';

/**
 * Joins a socket room while a screen shows it; answers the function that leaves it. The app passes
 * one built on its socket (app/routes/questions.tsx), which joins again after a reconnection.
 */
export type JoinRoom = (room: string) => () => void;

/** The batch's room (`batch:{monthYear}:{domain}`), where its question space's events go. */
export const batchRoom = (batch: BatchRef) => `batch:${batch.monthYear}:${batch.domain}`;

/** In the batch's room while mounted, so its questions and answers arrive live. */
export function useBatchRoom(joinRoom: JoinRoom | undefined, batch: BatchRef | undefined) {
  const room = batch ? batchRoom(batch) : undefined;
  useEffect(() => (joinRoom && room ? joinRoom(room) : undefined), [joinRoom, room]);
}
