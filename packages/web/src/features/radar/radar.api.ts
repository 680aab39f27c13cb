import {
  listRadar,
  listRadarFirstContact,
  messageRadarStudents,
  type ListRadarFirstContactParams,
  type ListRadarParams,
  type RadarMessageSend,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { radarKeys } from '../../data/radar/keys';

/**
 * One page of the open flags of the mentor's students, the newest first. Paged by cursor: the page
 * shown stays while the next one loads. A flag that opens, changes or clears (the socket's
 * radar_flag_changed) refreshes it (data/changes.ts).
 */
export const radarQuery = (params: ListRadarParams = {}) =>
  queryOptions({
    queryKey: radarKeys.list(params),
    queryFn: () => listRadar(params),
    placeholderData: keepPreviousData,
  });

/** A page of each mentor's time to first contact (admins), by name. */
export const firstContactQuery = (params: ListRadarFirstContactParams = {}) =>
  queryOptions({
    queryKey: radarKeys.firstContact(params),
    queryFn: () => listRadarFirstContact(params),
    placeholderData: keepPreviousData,
  });

/**
 * "Message the students who…": one template, a private message to each. The messages change the
 * conversations and the flags' first contact (the radar and the inbox).
 */
export function useMessageStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RadarMessageSend) => messageRadarStudents(body),
    onSuccess: () => refreshAfter(client, 'message.received'),
  });
}
