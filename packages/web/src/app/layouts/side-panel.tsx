import type { User } from '@campus/sdk';
import { Avatar, Card, Heading, Inline, Stack, Text, linkClassName } from '@campus/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { themeChoices, useTheme } from '../theme';
import * as css from './side-panel.css';

/** The side panel of spec §1: who is signed in, their settings, and the profile dialog's opener. */
export function SidePanel({ user, profileSettings }: { user: User; profileSettings?: ReactNode }) {
  const { choice, setChoice } = useTheme();
  const themeHeadingId = useId();
  return (
    // An inline panel beside the page (not the kit's SidePanel sheet): spec §1 keeps it in view.
    <Card as="aside" padding="lg" className={css.panel} aria-label="Profile and settings">
      <Stack gap="lg">
        <Inline gap="md" align="center">
          <Avatar name={user.name} src={user.profileImage?.url} size="lg" decorative />
          <Stack gap="xxs" style={{ minInlineSize: 0 }}>
            <Text weight="semibold" truncate>
              {user.name}
            </Text>
            <Text size="sm" tone="muted" truncate>
              {user.email}
            </Text>
            <Text size="xs" tone="muted">
              {user.role.charAt(0).toUpperCase() + user.role.slice(1)}
            </Text>
          </Stack>
        </Inline>
        {profileSettings}
        {/* Named by its heading: a legend inside the Stack would not be the fieldset's legend. */}
        <fieldset className={css.fieldset} aria-labelledby={themeHeadingId}>
          <Stack gap="xs">
            <Heading level={2} size="md" id={themeHeadingId}>
              Theme
            </Heading>
            <div className={css.choices}>
              {themeChoices.map((c) => (
                <label key={c.value} className={css.choice}>
                  <input
                    type="radio"
                    name="theme"
                    value={c.value}
                    checked={choice === c.value}
                    onChange={() => setChoice(c.value)}
                  />
                  {c.label}
                </label>
              ))}
            </div>
          </Stack>
        </fieldset>
        <ul className={css.links}>
          <li>
            <Link className={linkClassName()} href={paths.profile.href()}>
              My profile
            </Link>
          </li>
          <li>
            <Link className={linkClassName()} href={paths.support.href()}>
              Help and support
            </Link>
          </li>
        </ul>
      </Stack>
    </Card>
  );
}
