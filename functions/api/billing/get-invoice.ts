import Negotiator from 'negotiator';
import { getInvoice as operation } from '#schemas/operations/billing';
import { apiHandler, type ApiEvent, type ApiLambda } from '#platform/http/http';
import { invoice } from '#platform/services/billing';

/** `?format=` decides; otherwise Accept (negotiator), JSON when both rank alike (a browser's `*\/*`). */
function wantsPdf(event: ApiEvent): boolean {
  const format = event.queryStringParameters?.format;
  if (format === 'pdf') return true;
  if (format === 'json') return false;
  const accept = event.headers?.accept;
  return accept !== undefined && new Negotiator({ headers: { accept } }).mediaType(['application/json', 'application/pdf']) === 'application/pdf';
}

const json = apiHandler(operation, async ({ principal, params }) => ({ body: await invoice(principal.organisationId, params.bill_id) }));

/** The stack answers JSON; for a PDF request the successful answer becomes the file itself. Errors stay JSON. */
export const handler: ApiLambda = async (event, context) => {
  const response = await json(event, context);
  const vary = { vary: 'Accept' };
  if (response.statusCode !== 200 || typeof response.body !== 'string' || !wantsPdf(event)) {
    return { ...response, headers: { ...response.headers, ...vary } };
  }
  const { filename, pdf_base64 } = JSON.parse(response.body) as { filename: string; pdf_base64: string };
  return {
    ...response,
    headers: { ...response.headers, ...vary, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"` },
    body: pdf_base64,
    isBase64Encoded: true,
  };
};
