import { MessageLink } from '../../features/messages/message-link';
import { RadarPage } from '../../features/radar/radar-page';

const messageStudent = (student: { _id: string; name: string }) => (
  <MessageLink userId={student._id} name={student.name} />
);

/** /radar — the mentor's flagged students, with "Message" to each. */
export function RadarRoute() {
  return <RadarPage personAction={messageStudent} />;
}
