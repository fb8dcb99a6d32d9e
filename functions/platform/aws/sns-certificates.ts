/**
 * What the mail webhooks fetch from Amazon SNS: the signing certificate of a notification
 * (cached per URL for the life of the container) and, to confirm a subscription, its
 * SubscribeURL. Callers check the URL is an SNS endpoint first (core/inbound-webhooks.ts
 * isSnsUrl), and so does this adapter, so no other host is ever fetched. Tests replace the
 * fetcher (setSnsFetcher) to sign with their own certificate.
 */
import { isSnsUrl } from '#core/inbound-webhooks';

export type SnsFetcher = (url: string) => Promise<string>;

const FETCH_TIMEOUT_MS = 5000;

const defaultFetcher: SnsFetcher = async (url) => {
  const answer = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  return await answer.text();
};

let fetcher: SnsFetcher = defaultFetcher;
const certificates = new Map<string, Promise<string>>();

/** Tests swap the fetcher (undefined restores the real one); the certificate cache is emptied. */
export function setSnsFetcher(replacement: SnsFetcher | undefined): void {
  fetcher = replacement ?? defaultFetcher;
  certificates.clear();
}

/** The PEM certificate at an SNS SigningCertURL, fetched once per URL; a failed fetch is not cached. */
export function snsSigningCertificate(url: string): Promise<string> {
  if (!isSnsUrl(url, { pem: true })) return Promise.reject(new Error('Not an SNS certificate URL'));
  let pending = certificates.get(url);
  if (!pending) {
    pending = fetcher(url).catch((error: unknown) => {
      certificates.delete(url);
      throw error;
    });
    certificates.set(url, pending);
  }
  return pending;
}

/** Visits a SubscriptionConfirmation's SubscribeURL, which confirms the subscription. */
export async function confirmSnsSubscription(subscribeUrl: string): Promise<void> {
  if (!isSnsUrl(subscribeUrl)) throw new Error('Not an SNS URL');
  await fetcher(subscribeUrl);
}
