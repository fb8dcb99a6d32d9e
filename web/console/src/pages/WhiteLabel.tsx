/**
 * White label: the lender's name, colours, logo and welcome text on the applicant's connect
 * screens, with a live preview of the welcome screen as it is edited. Button text is black or
 * white, whichever contrasts more with the colour (at least 4.58:1 for any colour, so every
 * colour stays readable).
 *
 * A save sends only the fields that differ from what is stored (the API leaves absent fields as
 * they are): a value stored before a rule tightened (a name with a text-direction mark, refused
 * since) would otherwise refuse every save, even of a colour. A refusal is shown on its field.
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

/** The fields the form edits, by their labels (named in the refusal's summary). */
const LABELS = {
  display_name: 'Name shown to applicants',
  primary_colour_hex: 'Brand colour',
  welcome_title: 'Welcome title',
  welcome_description: 'Welcome text',
} as const;
type Editable = keyof typeof LABELS;
const EDITABLE = Object.keys(LABELS) as Editable[];

export function WhiteLabelPage({ canManageIntegrations }: { canManageIntegrations: boolean }) {
  const [form, setForm] = useState<WhiteLabel | null>(null);
  // What the API last answered: a save sends only the fields that differ from it.
  const [stored, setStored] = useState<WhiteLabel | null>(null);
  const [logo, setLogo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState('');

  useEffect(() => {
    api<WhiteLabel>('GET', '/v1/white_label/config')
      .then((answer) => {
        setStored(answer);
        setForm(answer);
      })
      .catch(setError);
  }, []);

  if (!form || !stored) {
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
  const refused = EDITABLE.filter((field) => fieldError(field));
  /** An input's hint and, when the last save refused it, its error: read out with the field. */
  const described = (id: string, field: Editable, hint = false) => {
    const ids = [hint ? `${id}-hint` : '', fieldError(field) ? `${id}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': fieldError(field) ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const colour = HEX.test(form.primary_colour_hex) ? form.primary_colour_hex : '#f2a900';
  const text = textOn(colour);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body: Record<string, string> = {};
    for (const field of EDITABLE) if (form![field] !== stored![field]) body[field] = form![field];
    if (logo) body.image_base64 = logo;
    if (Object.keys(body).length === 0) {
      setSaved('Nothing to save: nothing has changed.');
      return;
    }
    try {
      const answer = await api<WhiteLabel>('PATCH', '/v1/white_label/config', body);
      setStored(answer);
      setForm(answer);
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
      {/* A refused field is named here (read out at once) and its reason shown on the field itself. */}
      <ErrorBox error={refused.length > 0 ? new Error(`Not saved: check ${refused.map((field) => LABELS[field]).join(', ')} below.`) : error} />
      <p role="status" className="notice-line">
        {saved}
      </p>
      <div className="columns">
        <form onSubmit={save}>
          <Field id="wl-name" label="Name shown to applicants" error={fieldError('display_name')}>
            <input id="wl-name" required {...described('wl-name', 'display_name')} value={form.display_name} onChange={(e) => set('display_name')(e.target.value)} />
          </Field>
          <Field id="wl-colour" label="Brand colour" hint="#rrggbb, used for buttons and the top bar." error={fieldError('primary_colour_hex')}>
            <input id="wl-colour" required pattern="#[0-9a-fA-F]{6}" {...described('wl-colour', 'primary_colour_hex', true)} value={form.primary_colour_hex} onChange={(e) => set('primary_colour_hex')(e.target.value)} />
          </Field>
          <Field id="wl-title" label="Welcome title" error={fieldError('welcome_title')}>
            <input id="wl-title" required {...described('wl-title', 'welcome_title')} value={form.welcome_title} onChange={(e) => set('welcome_title')(e.target.value)} />
          </Field>
          <Field id="wl-description" label="Welcome text" error={fieldError('welcome_description')}>
            <input id="wl-description" required {...described('wl-description', 'welcome_description')} value={form.welcome_description} onChange={(e) => set('welcome_description')(e.target.value)} />
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
