import {
  BadgeAnchor,
  Button,
  CardHeader,
  CountBadge,
  IconButton,
  Inline,
  linkClassName,
  Popover,
  RelativeTime,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { useSelector } from '@xstate/react';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { paths } from '../../config/paths';
import * as css from './notification-bell.css';
import { notificationMessage } from '../../lib/notification-message';
import {
  selectIsLoading,
  selectIsPanelOpen,
  selectNotifications,
  selectUnreadCount,
  type notificationsMachine,
} from './notifications.machine';

export interface NotificationBellProps {
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** The clock relative times are read against (stories pin it). */
  now?: () => number;
}

/**
 * The bell of the navigation bar: the unread count (9+ above nine) on the button, and a panel with
 * the 10 newest, each with why it reached this person, Mark all as read, Clear all and the way to
 * the notification settings. The kit's non-modal Popover: Escape or a click
 * outside closes it, focus returns to the bell.
 */
export function NotificationBell({ notifications, now = Date.now }: NotificationBellProps) {
  const items = useSelector(notifications, selectNotifications);
  const unread = useSelector(notifications, selectUnreadCount);
  const open = useSelector(notifications, selectIsPanelOpen);
  const loading = useSelector(notifications, selectIsLoading);
  const bellRef = useRef<HTMLButtonElement>(null);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const at = now();

  return (
    <Popover.Root
      open={open}
      // The kit's Popover owns Escape and the outside click; the machine owns the state.
      onOpenChange={(next) => {
        if (next !== open) notifications.send({ type: next ? 'panel.toggle' : 'panel.close' });
      }}
    >
      <BadgeAnchor>
        <Popover.Trigger asChild>
          <IconButton ref={bellRef} label={label} icon={<Bell size={20} aria-hidden />} />
        </Popover.Trigger>
        <CountBadge count={unread} floating data-testid="notification-badge" />
      </BadgeAnchor>
      <Popover.Content
        inline
        align="end"
        showClose={false}
        className={css.panel}
        role="region"
        aria-label="Notifications"
      >
        <Stack gap="sm">
          <CardHeader
            title="Notifications"
            level={2}
            // Nothing to mark or clear on an empty bell, so no actions.
            action={
              items.length > 0 && (
                <Inline gap="xs">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={unread === 0}
                    onClick={() => notifications.send({ type: 'notifications.markAllRead' })}
                  >
                    Mark all as read
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      notifications.send({ type: 'notifications.clear' });
                      // The button goes with the list: focus returns to the bell, not the page.
                      bellRef.current?.focus();
                    }}
                  >
                    Clear all
                  </Button>
                </Inline>
              )
            }
          />
          {items.length === 0 ? (
            <Text tone="muted" size="sm">
              {loading ? 'Loading notifications...' : 'No notifications'}
            </Text>
          ) : (
            <ul className={css.list}>
              {items.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    className={css.item}
                    onClick={() => {
                      notifications.send({ type: 'notification.click', id: item._id });
                      bellRef.current?.focus();
                    }}
                  >
                    <span className={item.read ? css.readDot : css.unreadDot} aria-hidden />
                    <Stack as="span" gap="xxs">
                      <Text as="span" size="sm" weight={item.read ? 'regular' : 'semibold'}>
                        {notificationMessage(item.data)}
                        {!item.read && <span className={visuallyHidden}> (unread)</span>}
                      </Text>
                      <Text as="span" size="xs" tone="muted">
                        {item.reason}
                      </Text>
                      <Text as="span" size="xs" tone="muted">
                        <RelativeTime date={item.timestamp} now={at} />
                      </Text>
                    </Stack>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link
            className={linkClassName()}
            href={paths.notificationSettings.href()}
            onClick={() => notifications.send({ type: 'panel.close' })}
          >
            Notification settings
          </Link>
        </Stack>
      </Popover.Content>
    </Popover.Root>
  );
}
