/**
 * Organisation-user permissions and the console tabs they open. The original product names
 * permissions without listing them (SPEC §6), so this list is ours; it is served by
 * `GET /v1/in/organisations/permissions` and documented there.
 */
export const PERMISSIONS = [
  { permission: 'view_applications', ui_display_name: 'View applications', description: 'See applicants, applications and their analyses.', tab: 'applications' },
  { permission: 'manage_applications', ui_display_name: 'Manage applications', description: 'Create applicants and applications, send invites and re-vet past customers.', tab: 'applications' },
  { permission: 'manage_application_configs', ui_display_name: 'Manage application configs', description: 'Create and change what each application collects and analyses.', tab: 'application_configs' },
  { permission: 'view_bank_data', ui_display_name: 'View bank data', description: 'Read labelled transactions and every bank-data analysis.', tab: 'applications' },
  { permission: 'manage_bank_data', ui_display_name: 'Manage bank data', description: 'Upload statements and own data, relabel transactions and re-run analyses.', tab: 'applications' },
  { permission: 'manage_personal_info', ui_display_name: 'Manage personal info', description: 'Prefill and read applicants\' personal information.', tab: 'applications' },
  { permission: 'view_billing', ui_display_name: 'View billing', description: 'See bills, billable events and pricing.', tab: 'billing' },
  { permission: 'manage_billing', ui_display_name: 'Manage billing', description: 'Add cards, pay bills and top up.', tab: 'billing' },
  { permission: 'manage_users', ui_display_name: 'Manage users', description: 'Invite, list and deactivate the organisation\'s staff users.', tab: 'users' },
  { permission: 'manage_api_tokens', ui_display_name: 'Manage API tokens', description: 'Create, list and revoke API tokens.', tab: 'developers' },
  { permission: 'manage_webhooks', ui_display_name: 'Manage webhooks', description: 'Configure webhook endpoints and see deliveries.', tab: 'developers' },
  { permission: 'manage_white_label', ui_display_name: 'Manage white label', description: 'Brand the applicant experience: name, colours, logo and welcome text.', tab: 'settings' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['permission'];
export const PERMISSION_NAMES = PERMISSIONS.map((entry) => entry.permission) as [Permission, ...Permission[]];

const KNOWN = new Set<string>(PERMISSION_NAMES);
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/** Tabs every signed-in user sees, whatever their permissions. */
const ALWAYS_VISIBLE_TABS = ['dashboard', 'profile'] as const;

/** The console tabs a user may open: the always-visible ones plus one per granted area, in a stable order. */
export function validTabsFor(permissions: readonly string[]): string[] {
  const granted = new Set(permissions);
  const tabs: string[] = [...ALWAYS_VISIBLE_TABS];
  for (const entry of PERMISSIONS) {
    if (granted.has(entry.permission) && !tabs.includes(entry.tab)) tabs.push(entry.tab);
  }
  return tabs;
}

/** OAuth2 scopes (SPEC §6): `internal` for console endpoints, `organisation:api` for the API. */
export const SCOPES = {
  internal: 'Allow internal endpoints.',
  'organisation:api': 'Allow API.',
} as const;
export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as [Scope, ...Scope[]];
