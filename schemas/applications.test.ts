import { RedirectUrlSchema } from './applications.ts';

describe('RedirectUrlSchema', () => {
  it("takes a web page or a lender's app by its own scheme, as the original API's format: uri does", () => {
    for (const url of ['https://lender.khanya.example/done', 'http://localhost:3000/done', 'lenderapp://loan/done', 'com.lender.app:/callback', 'intent://done#Intent;scheme=lenderapp;end']) {
      expect([url, RedirectUrlSchema.safeParse(url).success]).toEqual([url, true]);
    }
  });

  it('refuses what a browser would run or read locally instead of leaving for, however it is spelled', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'blob:https://x/1', 'about:blank', 'not a url', '']) {
      const parsed = RedirectUrlSchema.safeParse(url);
      expect([url, parsed.success]).toEqual([url, false]);
    }
    expect(RedirectUrlSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('Must be a web or app URL (not javascript:, data: or file:)');
    expect(RedirectUrlSchema.safeParse(`https://x.example/${'a'.repeat(2100)}`).success).toBe(false);
  });
});
