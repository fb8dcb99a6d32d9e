/**
 * A local WhatsApp Cloud API (Meta's Graph API) for `npm start` and the tests, on the API's own
 * port under /_local/whatsapp: `POST /{phone_number_id}/messages` records the template message
 * and answers its `wamid`; `sendStatus` plays Meta's signed status callback to Khanya, and
 * `verify` its webhook handshake.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signWhatsappBody } from '#core/whatsapp';

export const LOCAL_WHATSAPP_PATH = '/_local/whatsapp';
export const LOCAL_WHATSAPP_APP_SECRET = 'khanya-local-whatsapp-app-secret';
export const LOCAL_WHATSAPP_VERIFY_TOKEN = 'khanya-local-whatsapp-verify-token';

export interface SentWhatsappMessage {
  id: string;
  phoneNumberId: string;
  accessToken: string;
  to: string;
  template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class WhatsappSimulator {
  readonly sent: SentWhatsappMessage[] = [];

  constructor(private readonly options: { callbackUrl: () => string }) {}

  /** Meta's status callback for a message (signed with `secret`, default the app secret). */
  async sendStatus(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', secret = LOCAL_WHATSAPP_APP_SECRET): Promise<{ status: number; body: string }> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '27215550100', phone_number_id: '106540352242922' },
                statuses: [{ id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: '27821234567' }],
              },
            },
          ],
        },
      ],
    });
    const response = await fetch(this.options.callbackUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsappBody(body, secret) }, body });
    return { status: response.status, body: await response.text() };
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return status;
    };
    const match = /^\/([0-9]+)\/messages$/.exec(path.slice(LOCAL_WHATSAPP_PATH.length));
    if ((req.method ?? 'GET').toUpperCase() !== 'POST' || !match) return json(404, { error: { message: 'Unknown path', code: 100 } });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!token) return json(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    const body = JSON.parse((await readBody(req)) || '{}') as { to?: string; type?: string; template?: SentWhatsappMessage['template'] };
    if (body.type !== 'template' || !body.template || !body.to) return json(400, { error: { message: 'Only template messages may start a conversation', code: 131047 } });
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    this.sent.push({ id, phoneNumberId: match[1]!, accessToken: token, to: body.to, template: body.template });
    return json(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] });
  }
}
