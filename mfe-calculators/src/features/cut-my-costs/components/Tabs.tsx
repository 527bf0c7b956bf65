import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop for the list, arrow keys (and Home/End)
 * move between tabs and select them, each panel labelled by its tab. Only the selected panel is
 * rendered, so a chart in another tab is not drawn (nor downloaded) until its tab is chosen.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: { label: string; tabs: readonly TabDefinition<K>[]; selected: K; onSelect: (key: K) => void }) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    buttons.current[next]?.focus();
  };

  const current = tabs[index];
  return (
    <div className="calc-tabs">
      <div role="tablist" aria-label={label} className="calc-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={i === index ? 0 : -1}
            className="calc-tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0} className="calc-tabs__panel">
        {current.panel}
      </div>
    </div>
  );
}
