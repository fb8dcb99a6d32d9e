import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import type { SearchDoc } from './helpers';
import { searchDocs } from './helpers';
import { useDismiss } from './useDismiss';

export const SEARCH_INDEX_URL = '/search-index.json';

let indexPromise: Promise<SearchDoc[]> | null = null;

/** Loads the build-time index once per page load (same origin: works offline once cached). */
function loadIndex(url: string): Promise<SearchDoc[]> {
  if (!indexPromise) {
    indexPromise = fetch(url, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`Search index request failed with status ${res.status}`);
        return res.json() as Promise<SearchDoc[]>;
      })
      .catch((error: unknown) => {
        indexPromise = null;
        throw error;
      });
  }
  return indexPromise;
}

export interface SearchBoxProps {
  /** Index built at build time; when absent it is fetched from `indexUrl` on first focus. */
  index?: SearchDoc[];
  indexUrl?: string;
  limit?: number;
}

/** Offline search: case-insensitive token matching over the index, as an accessible combobox. */
export function SearchBox({ index, indexUrl = SEARCH_INDEX_URL, limit = 8 }: SearchBoxProps): React.ReactElement {
  const [query, setQuery] = useState('');
  const [docs, setDocs] = useState<SearchDoc[] | undefined>(index);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-results`;

  useEffect(() => setDocs(index), [index]);

  const ensureIndex = (): void => {
    if (docs || index) return;
    setFailed(false);
    loadIndex(indexUrl).then(setDocs, (error: unknown) => {
      // eslint-disable-next-line no-console
      console.warn('[khanya] search index could not be loaded', error);
      setFailed(true);
    });
  };

  const results = useMemo(() => (docs ? searchDocs(docs, query, limit) : []), [docs, query, limit]);

  useEffect(() => setActiveIndex(-1), [query]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef);

  const go = (path: string): void => {
    setOpen(false);
    setQuery('');
    void navigate(path);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((i) => (results.length === 0 ? -1 : (i - 1 + results.length) % results.length));
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex >= 0 ? activeIndex : 0];
      if (chosen) {
        event.preventDefault();
        go(chosen.doc.path);
      }
    } else if (event.key === 'Escape') {
      if (open && query) setOpen(false);
      else setQuery('');
    }
  };

  const showList = open && query.trim().length > 0;
  const activeId = activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined;

  return (
    <div className="k-search" ref={rootRef} role="search">
      <input
        type="search"
        className="k-search__input"
        placeholder="Search"
        aria-label="Search the documentation"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          ensureIndex();
          setOpen(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="k-search__panel" hidden={!showList}>
        <ul id={listId} role="listbox" aria-label="Search results" className="k-search__results">
          {results.map((r, i) => (
            <li
              key={r.doc.path}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className={i === activeIndex ? 'k-search__result k-active' : 'k-search__result'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(r.doc.path)}
            >
              <span className="k-search__title">{r.doc.title}</span>
              <span className="k-search__snippet">{r.snippet}</span>
            </li>
          ))}
        </ul>
        <p className="k-search__status" aria-live="polite">
          {failed
            ? 'Search is unavailable: the index could not be loaded.'
            : !docs
              ? 'Loading the search index…'
              : results.length === 0
                ? `No results for “${query.trim()}”`
                : `${results.length} result${results.length === 1 ? '' : 's'}`}
        </p>
      </div>
    </div>
  );
}
