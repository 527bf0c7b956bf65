/** One read-only line of the Profile page's cards; with `href`, the value is a link (mail, phone). */
export function Detail({ label, value, href }: { label: string; value: string | null | undefined; href?: string }) {
  return (
    <div className="account-profile__detail">
      <dt>{label}</dt>
      <dd>{value ? href ? <a href={href}>{value}</a> : value : '—'}</dd>
    </div>
  );
}
