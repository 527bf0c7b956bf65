import type { ReactNode } from 'react';
import { DocumentPage, type DocumentSection } from '../../shared/DocumentPage';
import { lastUpdated, type LegalTextVersion } from './last-updated';

/** A legal text: its title, "Last Updated" (the day the text last changed), an introduction and its sections. */
export function LegalPage({ title, version, intro, sections }: { title: string; version: LegalTextVersion; intro: ReactNode; sections: readonly DocumentSection[] }) {
  const updated = lastUpdated(version);
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
