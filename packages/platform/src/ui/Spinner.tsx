export function Spinner({ size = 'md', label = 'Loading' }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`hw-spinner hw-spinner--${size}`} role={label ? 'status' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} />
  );
}

/** The full-screen spinner shown while the current user loads (spec section 2). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="hw-fullscreen-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
