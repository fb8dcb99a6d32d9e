import { relabelsAccountFile as operation } from '#schemas/operations/pages';
import { requireOperator } from '#platform/services/operators';
import { accountFile } from '#platform/services/relabels';
import { pageHandler } from './page-request.ts';

/** The account's CSV as a download; an account Khanya does not hold answers 404 (JSON, as every stack error). */
export const handler = pageHandler(
  operation,
  async ({ principal, params }) => {
    await requireOperator(principal);
    return { file: await accountFile(params.account_id), contentType: 'text/csv', filename: `relabel-${params.account_id}.csv` };
  },
  { loginFirst: true },
);
