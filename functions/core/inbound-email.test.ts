import { buildEml } from '../../test/helpers/eml.ts';
import {
  inboundClaimId,
  MAX_INBOUND_ATTACHMENTS,
  mayReplyTo,
  parseInboundEmail,
  selectStatementAttachments,
  statementKindOf,
  unreadableEmailReply,
  completedEmailReply,
  type InboundAttachment,
} from './inbound-email.ts';

const DOMAIN = 'in.khanya.example';
const attachment = (filename: string, contentType: string, bytes = 'x', inline = false): InboundAttachment => ({ filename, contentType, bytes: Buffer.from(bytes), inline });

describe('statementKindOf', () => {
  it.each([
    ['statement.pdf', 'application/pdf', 'pdf'],
    ['STATEMENT.PDF', 'application/octet-stream', 'pdf'],
    ['', 'application/pdf; name=x', 'pdf'],
    ['x', 'application/x-pdf', 'pdf'],
    ['history.csv', 'text/csv', 'csv'],
    ['history.CSV', 'application/octet-stream', 'csv'],
    ['history.csv', 'application/vnd.ms-excel', 'csv'],
    ['', 'text/comma-separated-values', 'csv'],
  ])('%s (%s) is %s', (filename, contentType, kind) => {
    expect(statementKindOf({ filename, contentType })).toBe(kind);
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['book.xlsx', 'application/vnd.ms-excel'],
    ['notes.txt', 'text/plain'],
    ['archive.zip', 'application/zip'],
    ['noext', 'application/octet-stream'],
    ['statement.pdf.exe', 'application/octet-stream'],
  ])('%s (%s) is not a statement', (filename, contentType) => {
    expect(statementKindOf({ filename, contentType })).toBeUndefined();
  });
});

describe('selectStatementAttachments', () => {
  it('keeps PDFs and CSVs with their index and a normalised type, names other attachments, leaves out inline images and empty files', () => {
    const selected = selectStatementAttachments([
      attachment('logo.png', 'image/png', 'png', true),
      attachment('Nov.pdf', 'application/octet-stream'),
      attachment('terms.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      attachment('empty.csv', 'text/csv', ''),
      attachment('', 'text/csv'),
    ]);
    expect(selected.statements.map(({ index, filename, contentType }) => [index, filename, contentType])).toEqual([
      [1, 'Nov.pdf', 'application/pdf'],
      [4, 'statement-5.csv', 'text/csv'],
    ]);
    expect(selected.ignored).toEqual(['terms.docx', 'empty.csv']);
    expect(selected.overLimit).toBe(0);
  });

  it(`takes at most ${MAX_INBOUND_ATTACHMENTS} statements`, () => {
    const many = Array.from({ length: MAX_INBOUND_ATTACHMENTS + 3 }, (_, i) => attachment(`s${i}.pdf`, 'application/pdf'));
    const selected = selectStatementAttachments(many);
    expect(selected.statements).toHaveLength(MAX_INBOUND_ATTACHMENTS);
    expect(selected.statements.at(-1)?.filename).toBe(`s${MAX_INBOUND_ATTACHMENTS - 1}.pdf`);
    expect(selected.overLimit).toBe(3);
  });
});

describe('parseInboundEmail', () => {
  it('reads the Message-ID, sender, recipients (also Delivered-To and X-Original-To) and attachments with their bytes', async () => {
    const csv = 'Date,Amount,Balance\n2025/01/02,100.00,200.00\n';
    const email = await parseInboundEmail(
      buildEml({
        from: '"Mokoena, Thandi" <Thandi@Mail.Example>',
        to: 'Statements <STATEMENTS+abc@in.khanya.example>',
        cc: 'a@b.example',
        messageId: '<m-1@mail.example>',
        headers: ['Delivered-To: statements+d@in.khanya.example', 'X-Original-To: statements+x@in.khanya.example', 'Reply-To: replies@mail.example'],
        attachments: [{ filename: 'history.csv', contentType: 'text/csv', content: csv }],
      }),
    );
    expect(email).toMatchObject({
      messageId: '<m-1@mail.example>',
      from: 'thandi@mail.example',
      replyTo: 'replies@mail.example',
      automated: false,
      recipients: {
        to: ['statements+abc@in.khanya.example'],
        cc: ['a@b.example'],
        deliveredTo: ['statements+d@in.khanya.example'],
        xOriginalTo: ['statements+x@in.khanya.example'],
      },
    });
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ filename: 'history.csv', contentType: 'text/csv', inline: false });
    expect(Buffer.from(email.attachments[0]!.bytes).toString('utf8')).toBe(csv);
  });

  it('reads the recipient of the Received headers\' `for <…>` clause (how a Bcc copy stored by SES names its recipient)', async () => {
    const email = await parseInboundEmail(
      buildEml({
        to: 'someone@mail.example',
        headers: ['Received: from mail.example (mail.example [192.0.2.1])\r\n by inbound-smtp.af-south-1.amazonaws.com with SMTP id abc\r\n for STATEMENTS+p@in.khanya.example;\r\n Sun, 22 Nov 2026 08:00:00 +0000 (UTC)'],
      }),
    );
    expect(email.recipients.receivedFor).toEqual(['statements+p@in.khanya.example']);
  });

  it('marks automatic e-mails (Auto-Submitted, bulk precedence) and tolerates a message without Message-ID or attachments', async () => {
    expect((await parseInboundEmail(buildEml({ to: 'x@y.example', headers: ['Auto-Submitted: auto-generated'] }))).automated).toBe(true);
    expect((await parseInboundEmail(buildEml({ to: 'x@y.example', headers: ['Precedence: bulk'] }))).automated).toBe(true);
    const plain = await parseInboundEmail(buildEml({ to: 'x@y.example', messageId: null }));
    expect(plain.messageId).toBeUndefined();
    expect(plain.attachments).toEqual([]);
  });

  it('reads garbage without throwing', async () => {
    const email = await parseInboundEmail(Buffer.from('\u0000\u0001 not an e-mail at all'));
    expect(email.attachments).toEqual([]);
    expect(email.from).toBeUndefined();
  });
});

describe('mayReplyTo', () => {
  const human = { automated: false };
  it('answers people, never robots, daemons, no-reply addresses or our own inbound domain', () => {
    expect(mayReplyTo('thandi@mail.example', human, DOMAIN)).toBe(true);
    expect(mayReplyTo('thandi@mail.example', { automated: true }, DOMAIN)).toBe(false);
    expect(mayReplyTo(undefined, human, DOMAIN)).toBe(false);
    for (const address of ['MAILER-DAEMON@mail.example', 'postmaster@mail.example', 'noreply@bank.example', 'no-reply@bank.example', 'do-not-reply@bank.example', `statements+x@${DOMAIN}`, 'a@sub.in.khanya.example', 'root@localhost']) {
      expect([address, mayReplyTo(address, human, DOMAIN)]).toEqual([address, false]);
    }
  });
});

describe('unreadableEmailReply', () => {
  it('says what we accept, names what we could not read and where to send statements', () => {
    const reply = unreadableEmailReply({ subject: 'My statement', ignored: ['photo.jpg'], address: 'statements+p@in.khanya.example' });
    expect(reply.subject).toBe('Re: My statement');
    expect(reply.text).toContain('photo.jpg');
    expect(reply.text).toMatch(/PDF/);
    expect(reply.text).toMatch(/CSV/);
    expect(reply.text).toContain('statements+p@in.khanya.example');
    expect(unreadableEmailReply({ subject: '', ignored: [], address: 'a@b.example' }).text).toContain('no attachment');
  });
});

describe('completedEmailReply', () => {
  it('says the application is complete, that nothing was added, and that more data needs a new link from the lender', () => {
    const reply = completedEmailReply({ subject: 'My statement', lender: 'Acme Loans' });
    expect(reply.subject).toBe('Re: My statement');
    expect(reply.text).toContain('your application with Acme Loans is already complete');
    expect(reply.text).toContain('nothing in this e-mail was added');
    expect(reply.text).toContain('ask Acme Loans for a new link');
    expect(completedEmailReply({ subject: '', lender: 'Acme Loans' }).subject).toBe('Your e-mail to Khanya');
  });
});

describe('inboundClaimId', () => {
  it('is the same for the same Message-ID whatever the object, and falls back to the object key', () => {
    expect(inboundClaimId('<A@x>', 'ses/1')).toBe(inboundClaimId('<a@X>', 'ses/2'));
    expect(inboundClaimId(undefined, 'ses/1')).not.toBe(inboundClaimId(undefined, 'ses/2'));
    expect(inboundClaimId(undefined, 'ses/1')).toMatch(/^[0-9a-f]{40}$/);
  });
});
