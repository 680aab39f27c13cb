import { FirstContactPage } from '../../features/radar/first-contact-page';

/** /admin/radar — each mentor's time to first contact, inside the admin layout. */
export function AdminRadarRoute() {
  return <FirstContactPage />;
}
