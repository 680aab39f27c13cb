import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import * as css from './admin-layout.css';

const sections = [
  { label: 'Overview', href: paths.admin.href() },
  { label: 'Users', href: paths.adminUsers.href() },
  { label: 'Courses', href: paths.adminCourses.href() },
  { label: 'Instructors and mentors', href: paths.adminMentors.href() },
  { label: 'Students', href: paths.adminStudents.href() },
  { label: 'Programs', href: paths.adminPrograms.href() },
  { label: 'Batches', href: paths.adminBatches.href() },
  { label: 'Mentor load', href: paths.adminMentorLoad.href() },
  { label: 'Radar', href: paths.adminRadar.href() },
  { label: 'Gradebook', href: paths.gradebook.href() },
  { label: 'Certificates', href: paths.adminCertificates.href() },
  { label: 'Background jobs', href: paths.adminJobs.href() },
];

/** Spec §2: the admin routes sit inside an admin layout — a section bar above the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className={css.layout}>
      <nav aria-label="Admin sections">
        <ul className={css.tabs}>
          {sections.map((s) => (
            <li key={s.href}>
              <Link
                className={css.tab}
                href={s.href}
                aria-current={location === s.href ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
