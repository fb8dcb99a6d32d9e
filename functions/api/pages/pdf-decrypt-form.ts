import { pdfDecryptForm as operation } from '#schemas/operations/pages';
import { apiHandler, type ApiLambda } from '#platform/http/http';
import { PDF_DECRYPT_PAGE_CSP, pdfDecryptPage } from '#core/pdf/decrypt-page';
import { withAccessTokenCookie } from './page-request.ts';

const page = apiHandler(operation, async () => ({}));

/** The stack authenticates and validates; its empty 200 becomes the HTML page. Errors stay JSON. */
export const handler: ApiLambda = async (event, context) => {
  const request = withAccessTokenCookie(event);
  const response = await page(request, context);
  if (response.statusCode !== 200) return response;
  return {
    ...response,
    headers: {
      ...response.headers,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PDF_DECRYPT_PAGE_CSP,
      'cache-control': 'no-store',
    },
    body: pdfDecryptPage(request.queryStringParameters?.error),
  };
};
