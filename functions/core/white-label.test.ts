import { WHITE_LABEL_DEFAULTS, WhiteLabelOutSchema } from '#schemas/white-label';
import { defaultDisplayName, needsOrganisationNames, whiteLabelOut } from './white-label.ts';

describe('defaultDisplayName', () => {
  it('prefers the legal name, then the company name, then the slug', () => {
    expect(defaultDisplayName({ name_slug: 'demo', company_name: 'Demo Co', legal_name: 'Demo (Pty) Ltd' })).toBe('Demo (Pty) Ltd');
    expect(defaultDisplayName({ name_slug: 'demo', company_name: 'Demo Co', legal_name: null })).toBe('Demo Co');
    expect(defaultDisplayName({ name_slug: 'demo', company_name: '', legal_name: '' })).toBe('demo');
  });
});

describe('whiteLabelOut', () => {
  it('answers Khanya\'s defaults and the default display name for an organisation that set nothing', () => {
    const out = whiteLabelOut(undefined, 'Demo Co', null);
    expect(out).toEqual({ display_name: 'Demo Co', image_url: null, ...WHITE_LABEL_DEFAULTS });
    expect(WhiteLabelOutSchema.parse(out)).toEqual(out);
    expect(needsOrganisationNames(undefined)).toBe(true);
  });

  it('answers what the organisation set over the defaults, and never its internal keys', () => {
    const settings = { display_name: 'Own Name', primary_colour_hex: '#000000', welcome_title: 'Hi', image_key: 'organisations/x/logo.png', image_content_type: 'image/png' };
    const out = whiteLabelOut(settings, 'unused', 'https://signed.example/logo.png');
    expect(out).toEqual({
      display_name: 'Own Name', primary_colour_hex: '#000000', secondary_colour_hex: WHITE_LABEL_DEFAULTS.secondary_colour_hex, image_url: 'https://signed.example/logo.png',
      welcome_title: 'Hi', welcome_description: WHITE_LABEL_DEFAULTS.welcome_description,
    });
    expect(needsOrganisationNames(settings)).toBe(false);
  });
});
