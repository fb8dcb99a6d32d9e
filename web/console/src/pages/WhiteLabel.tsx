/**
 * White label: the lender's name, colours, logo and welcome text on the applicant's connect
 * screens, with a live preview of the welcome screen as it is edited. Button text is black or
 * white, whichever contrasts more with the colour (at least 4.58:1 for any colour, so every
 * colour stays readable).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api.ts';
import { linkProps } from '../router.ts';
import { ErrorBox, Field, fieldErrorOf, Loading, PageHeading } from '../ui.tsx';

interface WhiteLabel {
  display_name: string;
  primary_colour_hex: string;
  secondary_colour_hex: string | null;
  image_url: string | null;
  welcome_title: string;
  welcome_description: string;
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** The connect UI picks black or white text on the lender's colour, whichever contrasts more. */
export function textOn(hex: string): { colour: '#000000' | '#ffffff'; ratio: number } {
  const l = luminance(hex);
  const black = (l + 0.05) / 0.05;
  const white = 1.05 / (l + 0.05);
  return black >= white ? { colour: '#000000', ratio: black } : { colour: '#ffffff', ratio: white };
}

const HEX = /^#[0-9a-f]{6}$/i;

export function WhiteLabelPage({ canManageIntegrations }: { canManageIntegrations: boolean }) {
  const [form, setForm] = useState<WhiteLabel | null>(null);
  const [logo, setLogo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState('');

  useEffect(() => {
    api<WhiteLabel>('GET', '/v1/white_label/config').then(setForm).catch(setError);
  }, []);

  if (!form) {
    return (
      <main id="main">
        <PageHeading>White label</PageHeading>
        <ErrorBox error={error} />
        {error ? null : <Loading what="your white label" />}
      </main>
    );
  }
  const set = (field: keyof WhiteLabel) => (value: string) => {
    setSaved('');
    setForm({ ...form, [field]: value });
  };
  const fieldError = fieldErrorOf(error);
  const colour = HEX.test(form.primary_colour_hex) ? form.primary_colour_hex : '#f2a900';
  const text = textOn(colour);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const body: Record<string, string> = {
        display_name: form!.display_name,
        primary_colour_hex: form!.primary_colour_hex,
        welcome_title: form!.welcome_title,
        welcome_description: form!.welcome_description,
      };
      if (form!.secondary_colour_hex) body.secondary_colour_hex = form!.secondary_colour_hex;
      if (logo) body.image_base64 = logo;
      setForm(await api<WhiteLabel>('PATCH', '/v1/white_label/config', body));
      setLogo(null);
      setSaved('Saved: applicants see it from their next page.');
    } catch (caught) {
      setError(caught);
    }
  }

  function readLogo(file: File | undefined) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setLogo(String(reader.result));
    reader.readAsDataURL(file);
  }

  return (
    <main id="main">
      <PageHeading>White label</PageHeading>
      {canManageIntegrations ? (
        <p>
          The Zoho CRM link and the WhatsApp number for invites: <a {...linkProps('/settings/integrations')}>Integrations</a>.
        </p>
      ) : null}
      <ErrorBox error={error} />
      <p role="status" className="notice-line">
        {saved}
      </p>
      <div className="columns">
        <form onSubmit={save}>
          <Field id="wl-name" label="Name shown to applicants" error={fieldError('display_name')}>
            <input id="wl-name" required value={form.display_name} onChange={(e) => set('display_name')(e.target.value)} />
          </Field>
          <Field id="wl-colour" label="Brand colour" hint="#rrggbb, used for buttons and the top bar." error={fieldError('primary_colour_hex')}>
            <input id="wl-colour" required pattern="#[0-9a-fA-F]{6}" aria-describedby="wl-colour-hint" value={form.primary_colour_hex} onChange={(e) => set('primary_colour_hex')(e.target.value)} />
          </Field>
          <Field id="wl-title" label="Welcome title" error={fieldError('welcome_title')}>
            <input id="wl-title" required value={form.welcome_title} onChange={(e) => set('welcome_title')(e.target.value)} />
          </Field>
          <Field id="wl-description" label="Welcome text" error={fieldError('welcome_description')}>
            <input id="wl-description" required value={form.welcome_description} onChange={(e) => set('welcome_description')(e.target.value)} />
          </Field>
          <Field id="wl-logo" label="Logo (PNG, JPEG or SVG)">
            <input id="wl-logo" type="file" accept="image/png,image/jpeg,image/svg+xml" onChange={(e) => readLogo(e.target.files?.[0])} />
          </Field>
          <button className="button primary small" type="submit">
            Save
          </button>
        </form>
        <section aria-labelledby="preview">
          <h2 id="preview">Preview of the applicant's first screen</h2>
          <div className="preview" style={{ borderTopColor: colour }}>
            {/* A newly chosen logo is shown (a data: URL); the saved one lives in storage on another origin, which the console never calls. */}
            <div className="preview-top">{logo ? <img src={logo} alt={`${form.display_name} logo`} className="preview-logo" /> : <strong>{form.display_name}{form.image_url ? ' (your saved logo shows here)' : ''}</strong>}</div>
            <p className="preview-title">{form.welcome_title}</p>
            <p>{form.welcome_description}</p>
            <span className="preview-button" style={{ background: colour, color: text.colour }}>
              Get started
            </span>
          </div>
        </section>
      </div>
    </main>
  );
}
