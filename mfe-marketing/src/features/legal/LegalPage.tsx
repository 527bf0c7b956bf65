import type { ReactNode } from 'react';
import { DocumentPage, type DocumentSection } from '../../shared/DocumentPage';
import { lastUpdated } from './last-updated';

/** A legal text: its title, "Last Updated" (today), an introduction and its sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly DocumentSection[] }) {
  const updated = lastUpdated();
  return (
    <DocumentPage
      title={title}
      meta={
        <p className="mkt-doc__meta">
          Last Updated: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      }
      intro={intro}
      sections={sections}
    />
  );
}
