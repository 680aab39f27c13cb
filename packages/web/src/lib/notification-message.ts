import type { NotificationData } from '@campus/sdk/model';
import { formatDateTime, sameTimeZone, viewerTimeZone } from '@campus/time';

// ICU writes "7:00 PM" with a narrow no-break space, and a server's ICU may differ from the
// browser's in that alone: the written time is looked for with every space read as a plain one.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/**
 * A notification's sentence as the viewer reads it (notifications' times follow the
 * viewer's zone). The server writes the time in the class's or booking's zone and stores the
 * instant and that zone beside the sentence (`at`, `zone`); the kit's one formatter writes the same
 * words here, so that time is found and replaced by the same instant in the viewer's zone. A
 * sentence without one, or whose written time is not found, reads as it was stored.
 */
export function notificationMessage(
  { message, at, zone }: NotificationData,
  viewerZone: string = viewerTimeZone(),
): string {
  if (!at || !zone || sameTimeZone(zone, viewerZone)) return message;
  const written = plainSpaces(formatDateTime(at, { timeZone: zone }));
  const plain = plainSpaces(message);
  const index = plain.indexOf(written);
  if (index < 0) return message;
  const viewers = formatDateTime(at, { timeZone: viewerZone });
  return `${plain.slice(0, index)}${viewers}${plain.slice(index + written.length)}`;
}
