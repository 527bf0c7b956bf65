import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Busy: disabled, with a spinner; `busyLabel` replaces the text (e.g. "Saving..."). */
  busy?: boolean;
  busyLabel?: ReactNode;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) {
  return `hw-button hw-button--${variant} hw-button--${size}${block ? ' hw-button--block' : ''}`;
}

/** Takes a ref to its `<button>` (the Edit button the focus returns to). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy = false, busyLabel, block, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`${buttonClass({ variant, size, block })}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" label="" /> : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
});
