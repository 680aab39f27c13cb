import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** Extra help only: never the only place information lives (touch users cannot hover). */
  content: ReactNode;
  /** One focusable element (a Button, an IconButton). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Show without hovering (stories). */
  defaultOpen?: boolean;
  delayDuration?: number;
}

/**
 * Shows on hover and on keyboard focus, hides on Escape; the trigger is described by it.
 * Carries its own provider so it works anywhere without setup.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  defaultOpen,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={styles.content}
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
