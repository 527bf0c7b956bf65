import { useState, type ReactNode } from 'react';

export interface FallbackImageProps {
  /** The picture's address; blank draws the fallback at once. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Drawn instead when there is no address or it does not load (initials, a name). */
  fallback: ReactNode;
}

/**
 * A picture from an address someone typed (a loan officer's logo or photo): when it does not load
 * — a dead link, not an image — the fallback shows instead of a broken-image icon (issue 18).
 * A new address is tried again.
 */
export function FallbackImage({ src, alt, className, width, height, fallback }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img className={className} src={src} alt={alt} width={width} height={height} onError={() => setFailed(src)} />;
}
