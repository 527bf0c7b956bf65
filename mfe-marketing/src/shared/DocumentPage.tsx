import type { ReactNode } from 'react';
import { PageHeader } from '@homewise/platform';
import { useScrollToHash } from './use-scroll-to-hash';
import './marketing.css';

export interface DocumentSection {
  /** The anchor of the section (`#data-retention`). */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A long static page (How To Use, the legal texts): its title, an "On this page" list of anchors,
 * then one h2 section each. Headings stay in order: h1, h2, then h3 inside a section.
 */
export function DocumentPage({ title, subtitle, meta, intro, sections }: { title: string; subtitle?: ReactNode; meta?: ReactNode; intro?: ReactNode; sections: readonly DocumentSection[] }) {
  // A link from another page to a section (`/PrivacyPolicy#children`).
  useScrollToHash();
  return (
    <article className="mkt-doc">
      <div className="mkt-doc__head">
        <PageHeader title={title} subtitle={subtitle} />
        {meta}
      </div>
      <nav className="mkt-toc" aria-labelledby="mkt-toc-title">
        <h2 id="mkt-toc-title" className="mkt-toc__title">
          On this page
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mkt-doc__body mkt-prose">
        {intro}
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="mkt-doc__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.content}
          </section>
        ))}
      </div>
    </article>
  );
}
