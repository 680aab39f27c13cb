import { MessageLink } from '../../features/messages/message-link';
import { MyStudentsPage } from '../../features/students/my-students-page';

const messageStudent = (student: { _id: string; name: string }) => (
  <MessageLink userId={student._id} name={student.name} />
);

export function MyStudentsRoute() {
  return <MyStudentsPage personAction={messageStudent} />;
}
