import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { displayName, initials, signOut } from '@homewise/platform';
import type { User } from '@homewise/contracts';

/** "My Account" menu: Profile and Sign Out (spec section 2). */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    // Spec section 7: after logout, success or not, the browser goes to "/".
    window.location.assign('/');
  };

  return (
    <div className="shell-account" ref={root}>
      <button
        ref={button}
        type="button"
        className="shell-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="shell-account__avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="shell-account__label">My Account</span>
      </button>
      {open ? (
        <div className="shell-account__menu" id={menuId}>
          <p className="shell-account__name">
            {displayName(user)}
            <span className="shell-account__email">{user.email}</span>
          </p>
          <ul>
            <li>
              <Link to="/Profile" className="shell-account__item" onClick={() => setOpen(false)}>
                Profile
              </Link>
            </li>
            <li>
              <button type="button" className="shell-account__item" onClick={onSignOut} disabled={signingOut}>
                {signingOut ? 'Signing out…' : 'Sign Out'}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
