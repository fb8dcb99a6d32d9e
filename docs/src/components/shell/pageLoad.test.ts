import { guardPageLoads, pageDataUrl, retryPageLoad, type PageLoader, type PageLoadFailure, type PageLoadHooks } from './pageLoad';

/** A stand-in for Gatsby's public loader whose answers the test decides. */
function loaderAnswering(answer: (path: string) => Promise<unknown>): PageLoader & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    loadPage: (path: string) => {
      asked.push(path);
      return answer(path);
    },
  };
}

function recordingHooks(booted: boolean): PageLoadHooks & { events: string[]; failures: PageLoadFailure[] } {
  const events: string[] = [];
  const failures: PageLoadFailure[] = [];
  return {
    events,
    failures,
    booted: () => booted,
    onFailure: (failure) => {
      failures.push(failure);
      events.push(`failure:${failure.phase}`);
    },
    onSuccess: () => events.push('success'),
    onNavigationStart: (path) => events.push(`start:${path}`),
    onNavigationEnd: () => events.push('end'),
  };
}

/** Whether a promise settles once everything already queued has run. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const winner = await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), 20))]);
  return winner !== pending;
}

const resources = { page: { path: '/docs/auth' }, json: {} };

describe('guardPageLoads', () => {
  it('passes a successful navigation through, between a start and an end', async () => {
    const loader = loaderAnswering(async () => resources);
    const hooks = recordingHooks(true);
    guardPageLoads(loader, hooks);
    await expect(loader.loadPage('/docs/auth')).resolves.toBe(resources);
    expect(loader.asked).toEqual(['/docs/auth']);
    expect(hooks.events).toEqual(['start:/docs/auth', 'end', 'success']);
  });

  it('keeps a failed navigation on the current page: reports it and never answers Gatsby', async () => {
    const error = new Error('ChunkLoadError');
    const loader = loaderAnswering(async () => ({ status: 'error', error }));
    const hooks = recordingHooks(true);
    guardPageLoads(loader, hooks);
    const answer = loader.loadPage('/docs/auth?x=1');
    expect(await settles(answer)).toBe(false);
    expect(hooks.events).toEqual(['start:/docs/auth?x=1', 'end', 'failure:navigation']);
    expect(hooks.failures).toEqual([{ path: '/docs/auth?x=1', phase: 'navigation', error }]);
  });

  it('treats a missing answer and a rejected load as failures too', async () => {
    const rejection = new Error('network down');
    const loader = loaderAnswering(async (path) => {
      if (path === '/a') return undefined;
      throw rejection;
    });
    const hooks = recordingHooks(true);
    guardPageLoads(loader, hooks);
    expect(await settles(loader.loadPage('/a'))).toBe(false);
    expect(await settles(loader.loadPage('/b'))).toBe(false);
    expect(hooks.failures.map((f) => [f.path, f.error])).toEqual([
      ['/a', undefined],
      ['/b', rejection],
    ]);
  });

  it("keeps Gatsby's handling of a failed first load and reports it as 'boot', without progress events", async () => {
    const failure = { status: 'error' };
    const loader = loaderAnswering(async () => failure);
    const hooks = recordingHooks(false);
    guardPageLoads(loader, hooks);
    await expect(loader.loadPage('/docs')).resolves.toBe(failure);
    expect(hooks.events).toEqual(['failure:boot']);
  });

  it('a first load that rejects answers Gatsby with an error status instead of a rejection', async () => {
    const loader = loaderAnswering(async () => {
      throw new Error('offline');
    });
    guardPageLoads(loader, recordingHooks(false));
    await expect(loader.loadPage('/')).resolves.toMatchObject({ status: 'error' });
  });
});

describe('pageDataUrl', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/docs', '/page-data/docs/page-data.json'],
    ['/docs/', '/page-data/docs/page-data.json'],
    ['/docs/tutorial-basics/byod_walkthrough?tab=ts#step-2', '/page-data/docs/tutorial-basics/byod_walkthrough/page-data.json'],
  ])('%s → %s', (path, url) => expect(pageDataUrl(path)).toBe(url));
});

describe('retryPageLoad', () => {
  const answering = (status: number) => (async () => new Response('{}', { status })) as unknown as typeof fetch;

  it('loads the page in full only when its page data answers', async () => {
    const assigned: string[] = [];
    const requested: string[] = [];
    const fetchImpl = (async (url: string) => {
      requested.push(url);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await expect(retryPageLoad('/docs/auth', { fetchImpl, assign: (url) => assigned.push(url) })).resolves.toBe('reloading');
    expect(requested).toEqual(['/page-data/docs/auth/page-data.json']);
    expect(assigned).toEqual(['/docs/auth']);
  });

  it.each([
    ['an error status', answering(503)],
    ['a network error', (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
  ])('stays put on %s', async (_name, fetchImpl) => {
    const assigned: string[] = [];
    await expect(retryPageLoad('/docs/auth', { fetchImpl, assign: (url) => assigned.push(url) })).resolves.toBe('unavailable');
    expect(assigned).toEqual([]);
  });
});
