import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../spinner';
import { button, content, hiddenLabel, spinnerSlot } from './button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * A loading button stays focusable and keeps its width; it ignores clicks and says
   * aria-busy, so a second submit cannot happen while the first is in flight.
   */
  loading?: boolean;
  /** Icon before the label (a lucide-react icon, decorative). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** Class names of the button look, for links that must look like buttons. */
export const buttonClassName = (options: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}) => button(options);

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    iconStart,
    iconEnd,
    className,
    children,
    type = 'button',
    onClick,
    disabled,
    ...rest
  },
  ref,
) {
  const label = (
    <>
      {iconStart}
      {children}
      {iconEnd}
    </>
  );
  return (
    <button
      ref={ref}
      // Default to "button": a kit button inside a form should not submit it by surprise.
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <>
          <span className={hiddenLabel}>{label}</span>
          <span className={spinnerSlot}>
            <Spinner size="sm" />
          </span>
        </>
      ) : (
        <span className={content}>{label}</span>
      )}
    </button>
  );
});
