import { PageLoading, Text } from '@campus/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { TopNav } from '../nav/top-nav';
import { PageBoundary } from '../page-boundary';
import { paths, sidePanelHiddenOn } from '../../config/paths';
import { useLoadedRootActors, useSession } from '../session';
import { useShellWidgets } from '../shell-widgets';
import * as css from './app-layout.css';

// Only a signed-in user has the side panel: not part of a visitor's first load. Its place is kept
// (css.panel) while it loads.
const SidePanel = lazy(() => import('./side-panel').then((m) => ({ default: m.SidePanel })));

/**
 * The shell around every page: skip link, top navigation (with the clock, the bell and the
 * pending-payment button), the side panel (not on the routes spec §2 lists), the page, and the
 * floating chat widget.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const actors = useLoadedRootActors();
  const { user } = useSession();
  const [location] = useLocation();
  const widgets = useShellWidgets(user);
  const showPanel = Boolean(user) && !sidePanelHiddenOn.includes(location);

  return (
    <div className={css.shell}>
      <TopNav
        skipLink={
          <a className={css.skipLink} href="#main">
            Skip to content
          </a>
        }
        user={user}
        // Only a signed-in user can log out, and a session means the actors are there.
        onLogout={() => actors?.auth.send({ type: 'session.logout' })}
        clock={widgets.clock}
        tools={widgets.tools}
      />
      <div className={showPanel ? `${css.body} ${css.bodyWithPanel}` : css.body}>
        {showPanel && user && (
          <div className={css.panel}>
            <Suspense fallback={null}>
              <SidePanel
                user={user}
                // /profile shows the editor itself; one dialog per actor on screen.
                profileSettings={location === paths.profile.path ? null : widgets.profileSettings}
              />
            </Suspense>
          </div>
        )}
        <main id="main" className={css.main} tabIndex={-1}>
          <PageBoundary location={location}>
            <Suspense fallback={<PageLoading label="Loading page…" />}>{children}</Suspense>
          </PageBoundary>
        </main>
      </div>
      <footer className={css.footer}>
        <Text size="sm" tone="muted">
          Campus — mentor-led learning. <Link href={paths.support.href()}>Help and support</Link>
        </Text>
      </footer>
      {widgets.floating}
    </div>
  );
}
