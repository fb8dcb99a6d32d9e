import { resolveConnectPath } from './connect-static.ts';

describe('resolveConnectPath', () => {
  it('answers index.html for a link and for the OAuth callback, never cached', () => {
    expect(resolveConnectPath('/connect/0b9f1c52-2b1a-4c59-9f55-1f1f3e2d7c11')).toEqual({ file: 'index.html', immutable: false });
    expect(resolveConnectPath('/connect/0b9f1c52-2b1a-4c59-9f55-1f1f3e2d7c11/')).toEqual({ file: 'index.html', immutable: false });
    expect(resolveConnectPath('/connect/oauth/callback')).toEqual({ file: 'index.html', immutable: false });
    expect(resolveConnectPath('/connect/config.json')).toEqual({ file: 'config.json', immutable: false });
  });

  it('answers hashed assets as immutable files, and nothing outside assets/', () => {
    expect(resolveConnectPath('/connect/assets/main-ABC123.js')).toEqual({ file: 'assets/main-ABC123.js', immutable: true });
    expect(resolveConnectPath('/connect/assets/..%2Findex.html')).toBeUndefined();
    expect(resolveConnectPath('/connect/assets/../build-report.json')).toBeUndefined();
    expect(resolveConnectPath('/connect/assets/main-ABC123.js.gz')).toBeUndefined();
    expect(resolveConnectPath('/connect/a/b/c')).toBeUndefined();
    expect(resolveConnectPath('/connect/')).toBeUndefined();
  });
});
