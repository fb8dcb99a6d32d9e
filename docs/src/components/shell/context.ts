import { createContext, useContext } from 'react';
import type { SiteConfig, Sidebars } from './config';
import type { LocationLike, SearchDoc } from './helpers';

export interface ShellContextValue {
  config: SiteConfig;
  location: LocationLike;
  sidebars?: Sidebars;
  searchIndex?: SearchDoc[];
  /** Rendering inside the mobile side menu. */
  mobile: boolean;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell components must be rendered inside <Shell>');
  return value;
}
