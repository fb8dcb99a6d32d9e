import React, { useEffect, useState } from 'react';
import type { AnnouncementBarConfig } from './config';
import { storage, STORAGE_KEYS } from './storage';

/** Dismissible bar; closing remembers its id, so a new id shows again. The head script hides a
 * dismissed bar before hydration (html[data-announcement-dismissed]) to avoid a flash. */
export function AnnouncementBar({ bar }: { bar: AnnouncementBarConfig }): React.ReactElement | null {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const dismissed = storage.get(STORAGE_KEYS.announcementDismissed) === bar.id;
    setClosed(dismissed);
    if (!dismissed) document.documentElement.removeAttribute('data-announcement-dismissed');
  }, [bar.id]);
  if (closed) return null;
  return (
    <aside
      className="k-announcement"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="k-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="k-announcement__close"
          aria-label="Close"
          style={{ color: bar.textColor }}
          onClick={() => {
            storage.set(STORAGE_KEYS.announcementDismissed, bar.id);
            document.documentElement.setAttribute('data-announcement-dismissed', 'true');
            setClosed(true);
          }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true" focusable="false">
            <g stroke="currentColor" strokeWidth="3.1">
              <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
            </g>
          </svg>
        </button>
      ) : null}
    </aside>
  );
}
