/**
 * The docs sidebars, by id. `docs` is shown on every guide page; `tutorial` and `constants` are
 * what the navbar's docSidebar items link to. gatsby-node checks them against site.config.ts
 * (validateSiteConfig): a docSidebar item whose sidebar has no link target fails the build.
 */
import type { SidebarSection, Sidebars } from './components/layout/shell';

const guide: SidebarSection = {
  title: 'Guide',
  href: '/docs',
  items: [
    { label: 'Introduction', href: '/docs' },
    { label: 'Authentication', href: '/docs/auth' },
    { label: 'URLs and environments', href: '/docs/urls' },
    { label: 'Errors', href: '/docs/errors' },
    { label: 'Webhooks', href: '/docs/webhooks' },
    { label: 'Statements', href: '/docs/statements' },
    { label: 'Billing', href: '/docs/billing' },
    { label: 'Re-vetting', href: '/docs/revet' },
    { label: 'Zoho CRM', href: '/docs/zoho-crm' },
    { label: 'WhatsApp', href: '/docs/whatsapp' },
  ],
};

const tutorial: SidebarSection = {
  title: 'Tutorial',
  href: '/docs/category/tutorial',
  items: [
    { label: 'Your own data to affordability', href: '/docs/tutorial-basics/byod_walkthrough' },
    { label: 'The connect link', href: '/docs/tutorial-basics/connect_walkthrough' },
    { label: 'Bank connections', href: '/docs/tutorial-basics/bank_connection' },
    { label: 'Affinity ads', href: '/docs/tutorial-basics/affinity_walkthrough' },
  ],
};

const constants: SidebarSection = {
  title: 'Constants',
  href: '/docs/category/constants',
  items: [
    { label: 'Data points', href: '/docs/constants/data_points' },
    { label: 'Data point args', href: '/docs/constants/data_points_args' },
  ],
};

export const SIDEBARS: Sidebars = {
  docs: [guide, tutorial, constants],
  tutorial: [tutorial],
  constants: [constants],
};
