import { createHash } from 'node:crypto';
import { MAX_PAGE_ERROR_LENGTH, PDF_DECRYPT_PAGE_CSP, pdfDecryptPage } from './decrypt-page.ts';

describe('pdfDecryptPage', () => {
  it('is a form posting the file and the password back to /pdf_decrypt/', () => {
    const html = pdfDecryptPage(null, 'token');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<form method="post" action="/pdf_decrypt/" enctype="multipart/form-data">');
    expect(html).toContain('name="file" type="file"');
    expect(html).toContain('name="password" type="password"');
    expect(html).toContain('Khanya');
    expect(html).not.toContain('class="error"');
    expect(html).not.toMatch(/<script/i);
  });

  it('shows the error text escaped and shortened', () => {
    const html = pdfDecryptPage('<script>alert("x")</script> & more', 'token');
    expect(html).toContain('<p class="error" role="alert">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more</p>');
    expect(html).not.toContain('<script>');
    const long = pdfDecryptPage('x'.repeat(5000), 'token');
    expect(long).toContain(`>${'x'.repeat(MAX_PAGE_ERROR_LENGTH)}</p>`);
    expect(long).not.toContain('x'.repeat(MAX_PAGE_ERROR_LENGTH + 1));
  });

  it('allows exactly its own style in the Content-Security-Policy', () => {
    const style = /<style>(.*)<\/style>/.exec(pdfDecryptPage(null, 'token'))![1]!;
    expect(PDF_DECRYPT_PAGE_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(PDF_DECRYPT_PAGE_CSP).toMatch(/^default-src 'none';/);
  });
});
