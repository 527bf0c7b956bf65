import { useEffect, useId, useRef, useState } from 'react';
import { Button, toast } from '@homewise/platform';

/** Puts text on the clipboard; where the Clipboard API is refused (older browsers, http), selects and copies the field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A link to share, read-only, with a Copy button that says when it worked. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value, field.current)) {
      setCopied(true);
      toast({ title: 'Link Copied', description: `${label} is on your clipboard.`, variant: 'success' });
    } else {
      field.current?.select();
      toast({ title: 'Copy Failed', description: 'Select the link and copy it yourself (Ctrl+C or ⌘C).', variant: 'destructive' });
    }
  };

  return (
    <div className="hw-field clients-copy">
      <label className="hw-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="clients-copy__row">
        <input
          ref={field}
          id={id}
          className="hw-input clients-copy__input"
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button variant="secondary" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {hint ? (
        <p className="hw-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
