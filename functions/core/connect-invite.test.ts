import { connectInviteMessage, escapeHtml } from './connect-invite.ts';

const branding = { display_name: 'Demo <Lender> & Co', primary_colour_hex: '#123456', welcome_title: 'Share "statements"', image_url: null };
const input = { name: "O'Brien", link: 'https://connect.example/connect/abc?x=1&y=2', expiry: '2026-03-08T10:00:00.000Z', branding };

describe('connectInviteMessage', () => {
  it('names the lender in the subject and gives the link and expiry in the text', () => {
    const message = connectInviteMessage(input);
    expect(message.subject).toBe('Demo <Lender> & Co: share your bank statements');
    expect(message.text).toContain('Start here: https://connect.example/connect/abc?x=1&y=2');
    expect(message.text).toContain('The link works until Sun, 08 Mar 2026 10:00:00 GMT.');
  });

  it('escapes everything a lender or applicant chose in the HTML', () => {
    const { html } = connectInviteMessage(input);
    expect(html).toContain('<strong>Demo &#60;Lender&#62; &#38; Co</strong>');
    expect(html).toContain('Hello O&#39;Brien,');
    expect(html).toContain('href="https://connect.example/connect/abc?x=1&#38;y=2"');
    expect(html).toContain('Share &#34;statements&#34;');
    expect(html).not.toContain('<Lender>');
  });

  it('shows the logo only when the lender has one', () => {
    expect(connectInviteMessage(input).html).not.toContain('<img');
    expect(connectInviteMessage({ ...input, branding: { ...branding, image_url: 'https://cdn.example/logo.png?a=1&b=2' } }).html).toContain(
      '<img src="https://cdn.example/logo.png?a=1&#38;b=2" alt="Demo &#60;Lender&#62; &#38; Co"',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
