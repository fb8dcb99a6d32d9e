/** The shell every page renders inside (components/shell: the shell workstream's files). */
export { Shell } from '../shell/Shell';
export type { ShellProps, TocItem, Sidebars, SidebarDefinition, SidebarSection, LocationLike, SearchDoc } from '../shell/Shell';
