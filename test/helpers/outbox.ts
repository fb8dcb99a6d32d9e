/** Reads the local mail outbox (.eml files written by the mail port) in tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function decodeParts(eml: string): string {
  // Bodies are base64 per part; decode every base64 block after a blank line.
  const decoded = [...eml.matchAll(/Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g)].map(([, body]) =>
    Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8'),
  );
  return decoded.join('\n');
}

export function mailsTo(address: string): { file: string; raw: string; text: string }[] {
  const folder = process.env.MAIL_OUTBOX_DIR!;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: join(folder, name), raw: readFileSync(join(folder, name), 'utf8') }))
    .filter(({ raw }) => raw.includes(`To: ${address}\r\n`))
    .map((mail) => ({ ...mail, text: decodeParts(mail.raw) }));
}

/** The token of the newest password link sent to an address. */
export function latestLinkToken(address: string): string {
  const mails = mailsTo(address);
  const last = mails[mails.length - 1];
  const token = last && /\?token=([A-Za-z0-9_-]+)/.exec(last.text)?.[1];
  if (!token) throw new Error(`No password link in the outbox for ${address}`);
  return decodeURIComponent(token);
}
