/**
 * Integrations (Settings): the Zoho CRM link (which deals become applications, what Khanya writes
 * back, the webhook the CRM calls and its secret, shown once) and the WhatsApp Business number
 * re-vet invites are sent from. Credentials are sent, never shown again: the API answers only
 * whether they are set.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { CrmSettingsOutSchema } from '../../../../schemas/crm.ts';
import type { WhatsappRegistrationOutSchema } from '../../../../schemas/whatsapp.ts';
import { api } from '../api.ts';
import { useConfigChoice } from '../configs.ts';
import { ConfigOptions, ErrorBox, Field, fieldErrorOf, Loading, PageHeading, SecretOnce, StatusLine, useActions } from '../ui.tsx';

// The answers' types come from the contract itself (type-only imports: nothing of zod reaches the bundle).
type CrmSettings = z.infer<typeof CrmSettingsOutSchema>;
type WhatsappRegistration = z.infer<typeof WhatsappRegistrationOutSchema>;

function CrmSection() {
  const [settings, setSettings] = useState<CrmSettings | null>(null);
  const [form, setForm] = useState({ module: '', status_field: '', send_note: true, send_status: false, send_beam_email: true });
  const [zoho, setZoho] = useState({ api_domain: 'https://www.zohoapis.com', accounts_url: 'https://accounts.zoho.com', client_id: '', client_secret: '', refresh_token: '' });
  const [secret, setSecret] = useState<string | null>(null);
  const load = useCallback(async () => {
    const read = await api<CrmSettings>('GET', '/v1/integrations/crm');
    setSettings(read);
    setForm({ module: read.module, status_field: read.status_field, send_note: read.send_note, send_status: read.send_status, send_beam_email: read.send_beam_email });
  }, []);
  const { error, setError, message, run } = useActions(load);
  const { configs, configId, setConfigId } = useConfigChoice(setError);
  useEffect(() => {
    if (settings && configs) setConfigId(settings.application_config_id ?? '');
  }, [settings, configs, setConfigId]);

  const save = (extra: Record<string, unknown>, done: string) =>
    run(async () => {
      const saved = await api<CrmSettings>('PUT', '/v1/integrations/crm', { ...form, application_config_id: configId || null, ...extra });
      if (saved.webhook_secret) setSecret(saved.webhook_secret);
    }, done);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const withZoho = zoho.client_id || zoho.client_secret || zoho.refresh_token;
    if (await save(withZoho ? { zoho } : {}, 'CRM settings saved.')) setZoho({ ...zoho, client_id: '', client_secret: '', refresh_token: '' });
  }

  const fieldError = fieldErrorOf(error);
  return (
    <section aria-labelledby="crm">
      <h2 id="crm">Zoho CRM</h2>
      <p className="muted">A deal your CRM sends to the webhook below becomes an application; Khanya writes the analysis back to the deal.</p>
      <StatusLine message={message} />
      <ErrorBox error={error} />
      {secret ? (
        <SecretOnce id="crm-secret" label="Webhook secret" value={secret} onStored={() => setSecret(null)}>
          The CRM webhook's secret is shown this once: the CRM sends it as the <code>X-Khanya-CRM-Secret</code> header.
        </SecretOnce>
      ) : null}
      {!settings ? (
        <Loading what="the CRM settings" />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Webhook URL</dt>
              <dd className="mono">{settings.webhook_url}</dd>
            </div>
            <div>
              <dt>beamWebhookID</dt>
              <dd className="mono">{settings.beamWebhookID || 'Made when you first save'}</dd>
            </div>
            <div>
              <dt>Zoho</dt>
              <dd>{settings.zoho_connected ? `Connected (${settings.zoho_api_domain ?? 'Zoho'})` : 'Not connected: add your self-client below.'}</dd>
            </div>
          </dl>
          <form onSubmit={submit}>
            <Field id="crm-module" label="Zoho module of the deals" error={fieldError('module')}>
              <input id="crm-module" required value={form.module} onChange={(e) => setForm({ ...form, module: e.target.value })} />
            </Field>
            <Field id="crm-config" label="Config of applications the CRM creates">
              <select id="crm-config" value={configId} onChange={(e) => setConfigId(e.target.value)}>
                <option value="">The organisation's default</option>
                <ConfigOptions configs={configs} />
              </select>
            </Field>
            <fieldset className="checks-group">
              <legend>What Khanya does</legend>
              <label className="check">
                <input type="checkbox" checked={form.send_beam_email} onChange={(e) => setForm({ ...form, send_beam_email: e.target.checked })} /> E-mail the applicant the connect link
              </label>
              <label className="check">
                <input type="checkbox" checked={form.send_note} onChange={(e) => setForm({ ...form, send_note: e.target.checked })} /> Add a note with the analysis to the deal
              </label>
              <label className="check">
                <input type="checkbox" checked={form.send_status} onChange={(e) => setForm({ ...form, send_status: e.target.checked })} /> Set the deal's status field
              </label>
            </fieldset>
            <Field id="crm-status-field" label="The deal's status field" error={fieldError('status_field')}>
              <input id="crm-status-field" required value={form.status_field} onChange={(e) => setForm({ ...form, status_field: e.target.value })} />
            </Field>
            <fieldset className="checks-group">
              <legend>Zoho self-client {settings.zoho_connected ? '(leave empty to keep the one stored)' : ''}</legend>
              <Field id="zoho-api" label="API domain" error={fieldError('api_domain')}>
                <input id="zoho-api" type="url" value={zoho.api_domain} onChange={(e) => setZoho({ ...zoho, api_domain: e.target.value })} />
              </Field>
              <Field id="zoho-accounts" label="Accounts URL" error={fieldError('accounts_url')}>
                <input id="zoho-accounts" type="url" value={zoho.accounts_url} onChange={(e) => setZoho({ ...zoho, accounts_url: e.target.value })} />
              </Field>
              <Field id="zoho-client-id" label="Client id" error={fieldError('client_id')}>
                <input id="zoho-client-id" autoComplete="off" value={zoho.client_id} onChange={(e) => setZoho({ ...zoho, client_id: e.target.value })} />
              </Field>
              <Field id="zoho-client-secret" label="Client secret" error={fieldError('client_secret')}>
                <input id="zoho-client-secret" type="password" autoComplete="off" value={zoho.client_secret} onChange={(e) => setZoho({ ...zoho, client_secret: e.target.value })} />
              </Field>
              <Field id="zoho-refresh" label="Refresh token" error={fieldError('refresh_token')}>
                <input id="zoho-refresh" type="password" autoComplete="off" value={zoho.refresh_token} onChange={(e) => setZoho({ ...zoho, refresh_token: e.target.value })} />
              </Field>
            </fieldset>
            <div className="actions">
              <button className="button primary small" type="submit">
                Save CRM settings
              </button>
              <button type="button" className="button secondary small" onClick={() => void save({ rotate_webhook_secret: true }, 'A new webhook secret was made; the old one no longer works.')}>
                New webhook secret
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

function WhatsappSection() {
  const [registration, setRegistration] = useState<WhatsappRegistration | null>(null);
  const [form, setForm] = useState({ waba_id: '', phone_number: '', phone_number_id: '', display_name: '', access_token: '' });
  const load = useCallback(async () => {
    const read = await api<WhatsappRegistration>('GET', '/v1/integrations/whatsapp');
    setRegistration(read);
    setForm({ waba_id: read.waba_id ?? '', phone_number: read.phone_number ?? '', phone_number_id: read.phone_number_id ?? '', display_name: read.display_name ?? '', access_token: '' });
  }, []);
  const { error, message, run } = useActions(load);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, string> = { waba_id: form.waba_id, phone_number: form.phone_number, phone_number_id: form.phone_number_id, access_token: form.access_token };
    if (form.display_name.trim()) body.display_name = form.display_name;
    await run(() => api('PUT', '/v1/integrations/whatsapp', body), 'WhatsApp number saved: re-vet invites can go by WhatsApp.');
  }

  const fieldError = fieldErrorOf(error);
  return (
    <section aria-labelledby="whatsapp">
      <h2 id="whatsapp">WhatsApp</h2>
      <p className="muted">The WhatsApp Business number re-vet invites are sent from (template <code>khanya_connect_invite</code>).</p>
      <StatusLine message={message} />
      <ErrorBox error={error} />
      {!registration ? (
        <Loading what="the WhatsApp registration" />
      ) : (
        <form onSubmit={submit}>
          <p>{registration.registered ? `Registered: ${registration.phone_number ?? ''}${registration.display_name ? ` (${registration.display_name})` : ''}.` : 'No number registered yet.'}</p>
          <Field id="wa-waba" label="WhatsApp Business Account id" error={fieldError('waba_id')}>
            <input id="wa-waba" required inputMode="numeric" value={form.waba_id} onChange={(e) => setForm({ ...form, waba_id: e.target.value })} />
          </Field>
          <Field id="wa-phone" label="Business phone number" error={fieldError('phone_number')}>
            <input id="wa-phone" required type="tel" value={form.phone_number} onChange={(e) => setForm({ ...form, phone_number: e.target.value })} />
          </Field>
          <Field id="wa-phone-id" label="Phone number id (Cloud API)" error={fieldError('phone_number_id')}>
            <input id="wa-phone-id" required inputMode="numeric" value={form.phone_number_id} onChange={(e) => setForm({ ...form, phone_number_id: e.target.value })} />
          </Field>
          <Field id="wa-name" label="Display name (optional)" error={fieldError('display_name')}>
            <input id="wa-name" value={form.display_name} onChange={(e) => setForm({ ...form, display_name: e.target.value })} />
          </Field>
          <Field id="wa-token" label="Access token" hint={registration.registered ? 'Send it again with any change: it is stored encrypted and never shown.' : 'A system-user token with whatsapp_business_messaging.'} error={fieldError('access_token')}>
            <input id="wa-token" required type="password" autoComplete="off" aria-describedby="wa-token-hint" value={form.access_token} onChange={(e) => setForm({ ...form, access_token: e.target.value })} />
          </Field>
          <button className="button primary small" type="submit">
            Save WhatsApp number
          </button>
        </form>
      )}
    </section>
  );
}

export function IntegrationsPage() {
  return (
    <main id="main">
      <PageHeading>Integrations</PageHeading>
      <CrmSection />
      <WhatsappSection />
    </main>
  );
}
