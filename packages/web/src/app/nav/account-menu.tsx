import type { User } from '@campus/sdk';
import { Avatar, Menu, visuallyHidden } from '@campus/ui';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { themeChoices, useTheme } from '../theme';
import * as css from './top-nav.css';

/**
 * Below the desktop width the side panel's contents (who is signed in, the theme, My profile, Help
 * and support), Notification settings and Log out live here, behind the avatar: the header stays
 * one row on a phone and the page starts right under it. Radix gives the menu its keyboard and returns focus to the avatar.
 */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { choice, setChoice } = useTheme();
  const [, navigate] = useLocation();
  return (
    <Menu.Root>
      {/* Named by hidden words, not aria-label: the initials the avatar shows are not part of
          "Account: <name>", which axe's label-content-name-mismatch refuses on a labelled widget. */}
      <Menu.Trigger className={css.accountTrigger}>
        <Avatar name={user.name} src={user.profileImage?.url} size="sm" decorative />
        <span className={visuallyHidden}>Account: {user.name}</span>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Label>
          {user.name}
          <br />
          {user.email}
        </Menu.Label>
        <Menu.Item onSelect={() => navigate(paths.profile.href())}>My profile</Menu.Item>
        <Menu.Item onSelect={() => navigate(paths.notificationSettings.href())}>
          Notification settings
        </Menu.Item>
        <Menu.Item onSelect={() => navigate(paths.support.href())}>Help and support</Menu.Item>
        <Menu.Separator />
        <Menu.Label>Theme</Menu.Label>
        <Menu.RadioGroup
          value={choice}
          onValueChange={(value) => {
            const picked = themeChoices.find((c) => c.value === value);
            if (picked) setChoice(picked.value);
          }}
        >
          {themeChoices.map((c) => (
            <Menu.RadioItem key={c.value} value={c.value}>
              {c.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Separator />
        <Menu.Item tone="danger" onSelect={onLogout}>
          Log out
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
