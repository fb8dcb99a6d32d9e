/**
 * Loan re-vetting end to end: JSON submissions, the CSV template and upload, VET applications,
 * all-or-nothing writes (including the clean-up of a failed large submission) and e-mail failures.
 */
import { setMailPort } from '#platform/aws/mail';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import { getApplicant, getApplication } from '#platform/repositories/applications';
import { getItem } from '#platform/repositories/table';
import { newApplicant as applicantRecord, newApplication as applicationRecord } from '#core/applications';
import { resolveApplicationConfig } from '#platform/services/applications-service';
import { createApplications } from '#platform/repositories/applications';
import { writeAllOrNothing, type PreparedEntry } from '#platform/services/revet-service';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';
import { mailsTo } from '../helpers/outbox.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const REVET = '/v1/applications/applications/revet';
const UPLOAD = '/v1/applications/applications/revet_upload';
const CONNECTIONS = [
  {
    name: 'bank',
    data_points: [
      { name: 'labelled_transactions', input_args: [], output_args: [] },
      { name: 'affordability', input_args: [], output_args: [] },
    ],
  },
];

async function createConfig(org: TestOrganisation, isDefault = true, name = 'Revet'): Promise<string> {
  const answer = await api.json(
    'POST',
    '/v1/application_configs/application_configs',
    { name, is_default: isDefault, connections: CONNECTIONS },
    { token: org.apiToken },
  );
  if (answer.status !== 201) throw new Error(`config failed: ${answer.status} ${answer.text}`);
  return answer.body.id as string;
}

async function lenderWithConfig(): Promise<{ org: TestOrganisation; configId: string }> {
  const org = await registerOrganisation(api, 'revet');
  return { org, configId: await createConfig(org) };
}

/** A unique, valid address per call, so outbox checks see only this test's mail. */
const address = (who: string) => `${who}@${uniqueSlug('revet')}.khanya.example`;

async function listed(org: TestOrganisation) {
  const applications = await api.json('GET', '/v1/applications/applications?limit=100', undefined, { token: org.apiToken });
  const applicants = await api.json('GET', '/v1/applications/applicants?limit=100', undefined, { token: org.apiToken });
  expect(applications.status).toBe(200);
  expect(applicants.status).toBe(200);
  return { applications: applications.body as { id: string; type: string }[], applicants: applicants.body as { id: string }[] };
}

/** multipart/form-data by hand: CRLF line ends, the file part last. */
function multipart(fields: Record<string, string>, file?: { content: string | Buffer; filename?: string; contentType?: string }) {
  const boundary = `----khanya${uniqueSlug('b')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'revet.csv'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(org: TestOrganisation, csv: string | Buffer, fields: Record<string, string> = {}) {
  const form = multipart(fields, { content: csv });
  return api.request('POST', UPLOAD, { body: form.body, token: org.apiToken, headers: { 'content-type': form.contentType, accept: 'application/json' } });
}

describe('POST /v1/applications/applications/revet', () => {
  it('creates an applicant and a REVET application with loan details per entry, and e-mails the email entries', async () => {
    const { org, configId } = await lenderWithConfig();
    const thandi = address('thandi');
    const sipho = address('sipho');
    const answer = await api.json(
      'POST',
      REVET,
      {
        applications: [
          {
            name: 'Thandi Mokoena', email: thandi.toUpperCase(), phone: '+27821234567', installment_value: 1500.5, loan_duration: 24,
            loan_amount: 30000, number_of_installments: 24, effective_interest_rate: 27.5, reason_for_decline: 'Affordability',
          },
          { name: 'Sipho Dlamini', email: sipho, phone: '0831234567', contact_method: 'sms', loan_amount: null },
        ],
      },
      { token: org.apiToken },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.count).toBe(2);
    const [first, second] = answer.body.applications;
    expect(first).toMatchObject({
      type: 'REVET',
      status: 'created',
      config: configId,
      organisation: org.id,
      contact_method: 'email',
      email_sent: true,
      revet_outcome: null,
      loan: {
        installment_value: 1500.5, loan_duration: 24, loan_amount: 30000, number_of_installments: 24,
        effective_interest_rate: 27.5, reason_for_decline: 'Affordability',
      },
      applicant_details: { name: 'Thandi Mokoena', email: thandi, phone: '+27821234567', organisation: org.id, external_reference: null },
    });
    expect(first.applicant).toBe(first.applicant_details.id);
    expect(second).toMatchObject({
      type: 'REVET',
      contact_method: 'sms',
      email_sent: false,
      loan: { installment_value: null, loan_duration: null, loan_amount: null, number_of_installments: null, effective_interest_rate: null, reason_for_decline: null },
      applicant_details: { name: 'Sipho Dlamini', email: sipho, phone: '0831234567' },
    });

    // The invite went to the email entry only, with its connect link.
    const mails = mailsTo(thandi);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(first.connect_url);
    expect(mails[0]!.text).toContain('Hello Thandi Mokoena');
    expect(mailsTo(sipho)).toHaveLength(0);

    // Stored as answered.
    const byId = await api.json('GET', `/v1/applications/applications/${first.id}`, undefined, { token: org.apiToken });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ type: 'REVET', loan: first.loan });
    const applicant = await api.json('GET', `/v1/applications/applicants/${second.applicant}`, undefined, { token: org.apiToken });
    expect(applicant.body).toMatchObject({ name: 'Sipho Dlamini', email: sipho, phone: '0831234567' });
    const { applications, applicants } = await listed(org);
    expect(applications.map((entry) => entry.id).sort()).toEqual([first.id, second.id].sort());
    expect(applicants).toHaveLength(2);
  });

  it('answers 400 invalid_revet_application when an entry lacks an email or a phone, and creates nothing', async () => {
    const { org } = await lenderWithConfig();
    const good = { name: 'Good', email: address('good'), phone: '+27821234567' };
    for (const bad of [
      { name: 'No phone', email: address('nophone') },
      { name: 'Null email', email: null, phone: '+27821234568' },
      { name: 'Blank phone', email: address('blank'), phone: '  ' },
    ]) {
      const answer = await api.json('POST', REVET, { applications: [good, bad] }, { token: org.apiToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error_type: 'code', code: 'invalid_revet_application', message: 'All applications require an email and phone number' });
    }
    // Other malformed fields are schema failures.
    const badEmail = await api.json('POST', REVET, { applications: [{ ...good, email: 'not-an-address' }] }, { token: org.apiToken });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.detail[0].loc).toEqual(['body', 'applications', 0, 'email']);
    const badMethod = await api.json('POST', REVET, { applications: [{ ...good, contact_method: 'pigeon' }] }, { token: org.apiToken });
    expect(badMethod.status).toBe(422);
    const empty = await api.json('POST', REVET, { applications: [] }, { token: org.apiToken });
    expect(empty.status).toBe(422);
    expect(mailsTo(good.email)).toHaveLength(0);
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('answers 400 duplicate_revet_submission when two entries share email and phone', async () => {
    const { org } = await lenderWithConfig();
    const email = address('twin');
    const answer = await api.json(
      'POST',
      REVET,
      {
        applications: [
          { name: 'Twin One', email, phone: '+27 82 123 4567' },
          { name: 'Other', email, phone: '+27829999999' },
          { name: 'Twin Two', email: email.toUpperCase(), phone: '082 123 4567' },
        ],
      },
      { token: org.apiToken },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error_type: 'code', code: 'duplicate_revet_submission', message: 'Email and phone number must be unique for each applicant' });
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('keeps the applications when an e-mail fails, answering 201 with email_sent false', async () => {
    const { org } = await lenderWithConfig();
    setMailPort({ send: async () => Promise.reject(new Error('SES throttled')) });
    let answer;
    try {
      answer = await api.json('POST', REVET, { applications: [{ name: 'Unlucky', email: address('unlucky'), phone: '+27821234567' }] }, { token: org.apiToken });
    } finally {
      setMailPort(undefined);
    }
    expect(answer.status).toBe(201);
    expect(answer.body.applications[0]).toMatchObject({ contact_method: 'email', email_sent: false, type: 'REVET' });
    expect((await listed(org)).applications).toHaveLength(1);
  });

  it('answers 404 for an unknown or foreign config and 400 without a default config', async () => {
    const { org } = await lenderWithConfig();
    const other = await lenderWithConfig();
    const entry = { name: 'Thandi', email: address('cfg'), phone: '+27821234567' };
    for (const configId of ['5eb7cf5a86d9755df3a6c593', other.configId]) {
      const answer = await api.json('POST', REVET, { applications: [entry], application_config_id: configId }, { token: org.apiToken });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error_type: 'code', code: 'application_config_not_found', message: 'Application config not found.' });
    }
    const bare = await registerOrganisation(api, 'revet');
    const noDefault = await api.json('POST', REVET, { applications: [entry] }, { token: bare.apiToken });
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.code).toBe('no_applicationconfigs');
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('uses the named config when given', async () => {
    const { org } = await lenderWithConfig();
    const second = await createConfig(org, false, 'Second');
    const answer = await api.json('POST', REVET, { applications: [{ name: 'A', email: address('named'), phone: '+27821234567' }], application_config_id: second }, { token: org.apiToken });
    expect(answer.status).toBe(201);
    expect(answer.body.applications[0].config).toBe(second);
  });
});

describe('POST /v1/applications/revet (VET)', () => {
  it('creates a VET application for an existing applicant, 404 for an unknown one', async () => {
    const { org, configId } = await lenderWithConfig();
    const applicant = await api.json('POST', '/v1/applications/applicants', { name: 'Lerato' }, { token: org.apiToken });
    const answer = await api.json('POST', '/v1/applications/revet', { applicant_id: applicant.body.id }, { token: org.apiToken });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ applicant: applicant.body.id, type: 'VET', config: configId, status: 'created', loan: null });
    const unknown = await api.json('POST', '/v1/applications/revet', { applicant_id: '5eb7cf5a86d9755df3a6c593' }, { token: org.apiToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('applicant_not_found');
  });
});

describe('GET /v1/applications/get_template', () => {
  it('answers JSON without authentication, and the file itself for Accept: text/csv or ?format=csv', async () => {
    const answer = await api.json('GET', '/v1/applications/get_template');
    expect(answer.status).toBe(200);
    const header = 'name,email,phone,contact_method,installment_value,loan_duration,loan_amount,number_of_installments,effective_interest_rate,reason_for_decline';
    expect(answer.body).toMatchObject({ filename: 'revet_template.csv', content_type: 'text/csv', required_columns: ['name', 'email', 'phone'] });
    expect(answer.body.columns.join(',')).toBe(header);
    const lines = (answer.body.csv as string).split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(3); // header, example, final line end

    const csv = await api.request('GET', '/v1/applications/get_template', { headers: { accept: 'text/csv', 'x-request-id': 'revet-template-csv-1' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="revet_template.csv"');
    expect(csv.headers.get('x-request-id')).toBe('revet-template-csv-1'); // the CSV answer carries the caller's id too
    expect(csv.text).toBe(answer.body.csv);
    const byQuery = await api.request('GET', '/v1/applications/get_template?format=csv');
    expect(byQuery.text).toBe(answer.body.csv);
    const bad = await api.json('GET', '/v1/applications/get_template?format=xlsx');
    expect(bad.status).toBe(422);
  });

  it('negotiates on Accept: q-values, then specificity, then order; JSON on ties and when nothing fits', async () => {
    const cases: [string, 'csv' | 'json'][] = [
      ['text/csv', 'csv'],
      ['text/csv, application/json', 'csv'],
      ['application/json, text/csv', 'json'],
      ['application/json;q=0.5, text/csv', 'csv'],
      ['text/csv;q=0.9, application/json', 'json'],
      ['text/*', 'csv'],
      ['text/csv;q=0.5, */*', 'json'],
      ['text/csv;q=0', 'json'],
      ['*/*', 'json'],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'json'],
      ['image/png', 'json'],
    ];
    for (const [accept, expected] of cases) {
      const answer = await api.request('GET', '/v1/applications/get_template', { headers: { accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toBe('Accept');
      const got = answer.headers.get('content-type')?.startsWith('text/csv') ? 'csv' : 'json';
      expect([accept, got]).toEqual([accept, expected]);
    }
  });

  it('is a file the upload accepts as it is', async () => {
    const { org } = await lenderWithConfig();
    const template = await api.request('GET', '/v1/applications/get_template?format=csv');
    const answer = await upload(org, template.text);
    expect(answer.status).toBe(201);
    expect(answer.body.applications[0]).toMatchObject({ type: 'REVET', loan: { loan_amount: 30000, effective_interest_rate: 27.5 } });
  });
});

describe('POST /v1/applications/applications/revet_upload', () => {
  it('creates every row of a valid file: BOM, CRLF, any header case and order, quoted fields, rand amounts, blank lines', async () => {
    const { org, configId } = await lenderWithConfig();
    const [a, b, c] = [address('csv-a'), address('csv-b'), address('csv-c')];
    const csv =
      '\uFEFF Email , NAME,Phone,Loan Amount,installment_value,loan_duration,contact_method,reason_for_decline\r\n' +
      `${a},"Mokoena, Thandi",+27821234567,"R 30 000.00",1500.50,24,,"Said ""no"",\r\nthen yes"\r\n` +
      '\r\n' +
      `${b},Sipho Dlamini,0831234567,12000,,,SMS,\r\n` +
      `${c},Lerato,+27841234567,R250,  ,6,email,\r\n`;
    const answer = await upload(org, csv, { application_config_id: configId });
    expect(answer.status).toBe(201);
    expect(answer.body.count).toBe(3);
    const [first, second, third] = answer.body.applications;
    expect(first).toMatchObject({
      type: 'REVET',
      config: configId,
      contact_method: 'email',
      email_sent: true,
      loan: { loan_amount: 30000, installment_value: 1500.5, loan_duration: 24, number_of_installments: null, effective_interest_rate: null, reason_for_decline: 'Said "no",\r\nthen yes' },
      applicant_details: { name: 'Mokoena, Thandi', email: a, phone: '+27821234567' },
    });
    expect(second).toMatchObject({ contact_method: 'sms', email_sent: false, loan: { loan_amount: 12000, installment_value: null }, applicant_details: { name: 'Sipho Dlamini' } });
    expect(third).toMatchObject({ contact_method: 'email', email_sent: true, loan: { loan_amount: 250, installment_value: null, loan_duration: 6 } });
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(0);
    expect(mailsTo(c)[0]!.text).toContain(third.connect_url);
    const { applications, applicants } = await listed(org);
    expect(applications).toHaveLength(3);
    expect(applicants).toHaveLength(3);
  });

  it('creates more than one transaction of rows (40 rows, LF line ends, default config)', async () => {
    const { org } = await lenderWithConfig();
    const rows = Array.from({ length: 40 }, (_, index) => `Applicant ${index},bulk${index}@${uniqueSlug('bulk')}.khanya.example,+2782${String(1000000 + index)},sms`);
    const answer = await upload(org, `name,email,phone,contact_method\n${rows.join('\n')}\n`);
    expect(answer.status).toBe(201);
    expect(answer.body.count).toBe(40);
    expect((await listed(org)).applications).toHaveLength(40);
  });

  it('refuses a file with one bad row among good ones: 400 invalid_application_file with details, nothing created', async () => {
    const { org } = await lenderWithConfig();
    const good = address('good');
    const csv =
      'name,email,phone,loan_amount,loan_duration\r\n' +
      `Good One,${good},+27821234567,1000,12\r\n` +
      `Bad Email,not-an-address,+27821234568,1000,12\r\n` +
      `No Phone,${address('nophone')},,1000,12\r\n` +
      `Comma Amount,${address('comma')},+27821234569,"1,5",12\r\n` +
      `Fraction Months,${address('months')},+27821234570,100,1.5\r\n` +
      `Short Row,${address('short')}\r\n` +
      `Good Twin,${good.toUpperCase()},082 123 4567,1000,12\r\n`;
    const answer = await upload(org, csv);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_type: 'code', code: 'invalid_application_file', message: 'Invalid application file' });
    expect(answer.body.details).toEqual([
      { row: 3, column: 'email', problem: expect.any(String) },
      { row: 4, column: 'phone', problem: 'Required' },
      { row: 5, column: 'loan_amount', problem: "Use '.' for decimals and no commas, e.g. 1234.56" },
      { row: 6, column: 'loan_duration', problem: expect.any(String) },
      { row: 7, column: null, problem: 'The row has 2 fields; the header has 5' },
      { row: 8, column: null, problem: 'Same email and phone as row 2' },
    ]);
    expect(mailsTo(good)).toHaveLength(0);
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('refuses malformed files as a whole with a file-level detail', async () => {
    const { org } = await lenderWithConfig();
    const cases: [string | Buffer, { row: number | null; column: string | null; problem: RegExp }][] = [
      ['', { row: null, column: null, problem: /empty/ }],
      ['name,email,phone\r\n', { row: null, column: null, problem: /no data rows/ }],
      ['name,email\r\nA,a@x.khanya.example\r\n', { row: 1, column: 'phone', problem: /Required column missing/ }],
      ['name,email,phone,loan_amout\r\nA,a@x.khanya.example,+27821234567,5\r\n', { row: 1, column: 'loan_amout', problem: /Unknown column/ }],
      ['name,email,phone\r\n"A,a@x.khanya.example,+27821234567\r\n', { row: 2, column: null, problem: /Unterminated quoted field/ }],
      [Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41]), { row: null, column: null, problem: /not valid UTF-8/ }],
      [`name,email,phone\n${Array.from({ length: 1001 }, (_, index) => `A,a${index}@x.khanya.example,+27821234567`).join('\n')}\n`, { row: null, column: null, problem: /at most 1000/ }],
    ];
    for (const [csv, detail] of cases) {
      const answer = await upload(org, csv);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_application_file');
      expect(answer.body.message).toBe('Invalid application file');
      expect(answer.body.details[0]).toEqual({ row: detail.row, column: detail.column, problem: expect.stringMatching(detail.problem) });
    }
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('answers 404 for an unknown or foreign config, 422 for a malformed id or a missing file, 415 for a non-multipart body', async () => {
    const { org } = await lenderWithConfig();
    const other = await lenderWithConfig();
    const csv = `name,email,phone\r\nA,${address('cfg')},+27821234567\r\n`;
    for (const configId of ['5eb7cf5a86d9755df3a6c593', other.configId]) {
      const answer = await upload(org, csv, { application_config_id: configId });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('application_config_not_found');
    }
    const malformedId = await upload(org, csv, { application_config_id: 'nope' });
    expect(malformedId.status).toBe(422);
    expect(malformedId.body.detail[0].loc).toEqual(['body', 'application_config_id']);

    const noFile = multipart({ application_config_id: other.configId });
    const missing = await api.request('POST', UPLOAD, { body: noFile.body, token: org.apiToken, headers: { 'content-type': noFile.contentType } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }]);

    const noBoundary = await api.request('POST', UPLOAD, { body: csv, token: org.apiToken, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(422);
    expect(noBoundary.body.detail[0].type).toBe('multipart_invalid');

    // busboy's limits and errors answer the same 422: too many files, a body cut short.
    const sixFiles = Array.from({ length: 6 }, (_, index) => `--b\r\nContent-Disposition: form-data; name="file${index}"; filename="${index}.csv"\r\n\r\n${csv}\r\n`).join('') + '--b--\r\n';
    const cutShort = `--b\r\nContent-Disposition: form-data; name="file"; filename="revet.csv"\r\n\r\n${csv}`;
    for (const [body, msg] of [
      [sixFiles, 'Malformed multipart/form-data body: More than 5 files'],
      [cutShort, 'Malformed multipart/form-data body: Unexpected end of form'],
    ]) {
      const answer = await api.request('POST', UPLOAD, { body, token: org.apiToken, headers: { 'content-type': 'multipart/form-data; boundary=b' } });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual([{ loc: ['body'], msg, type: 'multipart_invalid' }]);
    }

    const asJson = await api.json('POST', UPLOAD, { file: csv }, { token: org.apiToken });
    expect(asJson.status).toBe(415);
    expect(asJson.body.code).toBe('unsupported_media_type');
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });
  });

  it('refuses tokens without the organisation:api scope and anonymous callers', async () => {
    const { org } = await lenderWithConfig();
    const token = await api.json('POST', '/v1/in/api_tokens/', { name: 'no scope', scopes: ['internal'] }, { token: org.session });
    const answer = await upload({ ...org, apiToken: token.body.bearer_token }, 'name,email,phone\r\n');
    expect(answer.status).toBe(403);
    const anonymous = await api.request('POST', UPLOAD, { body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('all or nothing across transactions', () => {
  it('leaves retrying to the SDK: the shared DynamoDB client allows 5 attempts in standard mode', async () => {
    // The clean-up below no longer loops itself; a transient failure is retried inside dynamo.send.
    expect(await dynamo.config.maxAttempts()).toBe(5);
    expect(dynamo.config.retryMode).toBe('standard');
  });

  it('deletes every chunk already written when a later chunk fails', async () => {
    const { org } = await lenderWithConfig();
    const appConfig = await resolveApplicationConfig(org.id, undefined);
    const entries: PreparedEntry[] = Array.from({ length: 70 }, (_, index) => {
      const newApplicant = applicantRecord(org.id, { name: `Entry ${index}`, email: `e${index}@x.khanya.example`, phone: '+27821234567' });
      const application = applicationRecord({ organisationId: org.id, applicantId: newApplicant.id, appConfig, redirectUrl: undefined, type: 'REVET' });
      return { application, newApplicant };
    });
    let calls = 0;
    const failing = async (chunk: PreparedEntry[]) => {
      calls += 1;
      if (chunk.includes(entries[66]!)) throw new Error('DynamoDB unavailable');
      return createApplications(chunk);
    };
    await expect(writeAllOrNothing(entries, failing)).rejects.toThrow('DynamoDB unavailable');
    expect(calls).toBe(3);
    for (const { application, newApplicant } of entries) {
      expect(await getApplication(org.id, application.id)).toBeUndefined();
      expect(await getApplicant(org.id, newApplicant.id)).toBeUndefined();
      expect(await getItem(keys.proxy(application.proxy_id))).toBeUndefined();
    }
    expect(await listed(org)).toEqual({ applications: [], applicants: [] });

    // The same entries written without a failure all exist.
    const written = await writeAllOrNothing(entries);
    expect(written).toHaveLength(70);
    expect((await listed(org)).applications).toHaveLength(70);
  });
});
