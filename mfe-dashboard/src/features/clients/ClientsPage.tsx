import { useEffect, useRef, useState } from 'react';
import { Button, Notice, PageHeader, PageSkeleton } from '@homewise/platform';
import { DEFAULT_CLIENT_PAGE_SIZE, DEFAULT_CLIENT_SORT, firstClientQueries, type ClientFilter, type ClientSort, type LoanOfficerClient } from '@homewise/contracts';
import { clientsExportUrl } from './api/clients-api';
import { BrandSettings } from './components/BrandSettings';
import { ClientImport } from './components/ClientImport';
import { DigestPreviewDialog, DigestSettingsCard } from './components/DigestPanel';
import { MessagesCard } from './components/MessagesCard';
import { ClientTable } from './components/ClientTable';
import { FirstRunSteps } from './components/FirstRunSteps';
import { OpportunitiesCard } from './components/OpportunitiesCard';
import { PlanCapacity, PlanFullNotice } from './components/PlanCapacity';
import { ShareLinks } from './components/ShareLinks';
import { TurnedAwayNotice } from './components/TurnedAwayNotice';
import { reloadClients, useClients } from './hooks/useClients';
import { useDrawnWhenIdle } from './hooks/useDrawnWhenIdle';
import { useStoredThreshold } from './hooks/useStoredThreshold';
import './clients.css';

const SEARCH_DELAY_MS = 300;

/**
 * Clients (loan officers and admins): refinance opportunities first (the reason to call), the
 * client list, the plan's capacity, the links to share and the branded page's settings.
 */
export function ClientsPage() {
  const [threshold, setThreshold] = useStoredThreshold();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [previewing, setPreviewing] = useState<LoanOfficerClient | null>(null);
  const [sort, setSort] = useState<ClientSort>(DEFAULT_CLIENT_SORT);
  const [offset, setOffset] = useState(0);
  const listTop = useRef<HTMLDivElement>(null);

  // Typing searches once the officer pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setOffset(0);
    }, search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);

  const query = { q, filter, sort, threshold, limit: DEFAULT_CLIENT_PAGE_SIZE, offset };
  const { list, loading, error } = useClients(query);
  const top = useClients(firstClientQueries(threshold).top);
  // What is below the list waits for the first rows to be on screen (useDrawnWhenIdle).
  const restDrawn = useDrawnWhenIdle(list !== null);

  // A page past the end (clients left since): back to the first one, while rendering (React
  // renders again at once, so the empty page is never drawn). Only for the page asked for now.
  if (list && list.clients.length === 0 && list.offset > 0 && list.offset === offset) setOffset(0);

  const reload = reloadClients;
  const showOpportunities = () => {
    setFilter('opportunities');
    setSort('-savings');
    setOffset(0);
    listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const header = <PageHeader title="Clients" subtitle="Homeowners who signed up through your link or you imported, who could save by refinancing now, and what they had of your mail." />;
  if (!list) {
    return (
      <div className="hw-page clients-page">
        {header}
        {error ? (
          <Notice tone="error" title="Your clients could not be loaded" actions={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Notice>
        ) : (
          <PageSkeleton cards={3} label="Loading your clients" />
        )}
      </div>
    );
  }

  return (
    <div className="hw-page clients-page">
      {header}
      <TurnedAwayNotice list={list} onDismissed={reload} />
      {list.clientCount >= list.clientLimit ? <PlanFullNotice plan={list.plan} clientLimit={list.clientLimit} clientCount={list.clientCount} /> : null}
      {list.clientCount === 0 ? <FirstRunSteps referralCode={list.referralCode} /> : null}
      <OpportunitiesCard
        list={list}
        top={top.list?.clients ?? null}
        threshold={threshold}
        onThresholdChange={(fraction) => {
          setThreshold(fraction);
          setOffset(0);
        }}
        onShowAll={showOpportunities}
      />
      <div ref={listTop} className="clients-page__anchor">
        <ClientTable
          list={list}
          loading={loading}
          error={error}
          onRetry={reload}
          search={search}
          onSearchChange={setSearch}
          filter={filter}
          onFilterChange={(next) => {
            setFilter(next);
            setOffset(0);
          }}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setOffset(0);
          }}
          onPageChange={setOffset}
          onPreview={setPreviewing}
          exportHref={clientsExportUrl(query)}
        />
      </div>
      {previewing ? <DigestPreviewDialog client={previewing} onClose={() => setPreviewing(null)} /> : null}
      {restDrawn ? (
        <>
          <MessagesCard />
          <div className="clients-page__grid">
            <ClientImport />
            <DigestSettingsCard />
          </div>
          <div className="clients-page__grid">
            <PlanCapacity list={list} />
            <ShareLinks referralCode={list.referralCode} />
          </div>
          <BrandSettings referralCode={list.referralCode} />
        </>
      ) : null}
    </div>
  );
}
