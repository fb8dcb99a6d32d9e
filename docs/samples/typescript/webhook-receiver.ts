/**
 * A webhook receiver you can run: verifies each delivery, answers 200 quickly and handles each
 * event id once (see webhook-verify.ts). Give its URL to POST /v1/webhooks/endpoints.
 *   KHANYA_WEBHOOK_SECRET=whsec_... PORT=8080 npx tsx webhook-receiver.ts
 */
import { createWebhookServer } from './webhook-verify.ts';

const secret = process.env.KHANYA_WEBHOOK_SECRET;
if (!secret) throw new Error('Set KHANYA_WEBHOOK_SECRET to the secret of your webhook endpoint.');
const port = Number(process.env.PORT ?? 8080);

const server = createWebhookServer(secret, (event) => {
  // Do the work after answering: e.g. read the analyses of event.application_id.
  console.log(`${event.type} ${event.id} ${event.application_id ?? '-'} ${JSON.stringify(event.data)}`);
});
server.listen(port, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${port}/`));
