import { buttonClass, Link, Notice } from '@homewise/platform';

/** What a calculator shows without a mortgage profile: the spec's words and the way to fix it. */
export function NoProfileNotice({ title, message }: { title?: string; message: string }) {
  return (
    <Notice
      tone="info"
      title={title ?? message}
      actions={
        <Link className={buttonClass()} to="/Onboarding">
          Complete Setup
        </Link>
      }
    >
      {title ? message : null}
    </Notice>
  );
}
