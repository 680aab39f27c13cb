import { AttendancePage } from '../../features/radar/attendance-page';
import { MessageLink } from '../../features/messages/message-link';
import { AdminLayout } from '../layouts/admin-layout';
import { useSession } from '../session';

const messageStudent = (student: { _id: string; name: string }) => (
  <MessageLink userId={student._id} name={student.name} />
);

/**
 * /radar/attendance — a batch's attendance, with "Message" to each student; an admin's sits under
 * the admin's section bar, as the admin's gradebook does.
 */
export function RadarAttendanceRoute() {
  const { user } = useSession();
  const page = <AttendancePage personAction={messageStudent} />;
  return user?.role.toLowerCase() === 'admin' ? <AdminLayout>{page}</AdminLayout> : page;
}
