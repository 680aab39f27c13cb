import { MyStudentsPage } from '../../features/students/my-students-page';

export function MyStudentsRoute() {
  return <MyStudentsPage />;
}
