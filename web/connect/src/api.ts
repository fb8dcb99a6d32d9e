/**
 * The applicant API, called with the link's proxy id (no token). The base is the UI's own origin,
 * unless /connect/config.json (written at deploy) names another (`{"apiBase": "https://api…"}`).
 */
import './boot-types.ts';
import { fetchApiBase } from './early.ts';
import type { Bank, ConnectCompleteOut, ConnectionStep, ConnectSession, PersonalInfoIn, StatementFile, StatementUploadOut, UploadMethod } from './types.ts';

/** A failed call: `status` 0 is a network failure; `code` and `message` are the API's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 422's FastAPI-style `detail`: `[{loc: ['body', field], msg}]`. */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

let apiBase: Promise<string> | undefined;

export function loadApiBase(): Promise<string> {
  apiBase ??= window.__khanyaBoot?.apiBase ?? fetchApiBase();
  return apiBase;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const base = await loadApiBase();
  return answer<T>(
    fetch(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

/** The session boot.ts already asked for, once (a retry asks again). */
function earlySession(proxyId: string): Promise<Response> | undefined {
  const early = window.__khanyaBoot?.session;
  if (!early || early.proxyId !== proxyId) return undefined;
  window.__khanyaBoot!.session = undefined;
  return early.response;
}

async function answer<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const error = (parsed ?? {}) as { code?: unknown; message?: unknown; detail?: unknown };
    throw new ApiError(response.status, typeof error.code === 'string' ? error.code : 'http_error', typeof error.message === 'string' ? error.message : '', error.detail);
  }
  return parsed as T;
}

const connect = (proxyId: string, rest = '') => `/v1/connect/${encodeURIComponent(proxyId)}${rest}`;
const files = (proxyId: string, rest = '') => `/v1/in/bank_connections/${encodeURIComponent(proxyId)}${rest}`;

export const api = {
  session: (proxyId: string) => {
    const early = earlySession(proxyId);
    return early ? answer<ConnectSession>(early) : call<ConnectSession>('GET', connect(proxyId));
  },
  accept: (proxyId: string, acceptances: { document_type: string; version: string }[]) =>
    call<ConnectSession>('POST', connect(proxyId, '/legal_acceptances'), { acceptances }),
  personalInfo: (proxyId: string, info: PersonalInfoIn) => call<unknown>('PUT', connect(proxyId, '/personal_info'), info),
  banks: (proxyId: string) => call<Bank[]>('GET', connect(proxyId, '/banks')),
  selectBank: (proxyId: string, bankId: string, method: UploadMethod) =>
    call<unknown>('POST', connect(proxyId, '/banks'), [{ bank_id: bankId, upload_method: method }]),
  step: (proxyId: string) => call<ConnectionStep>('GET', connect(proxyId, '/step')),
  submitStep: (proxyId: string, fields: Record<string, string>) => call<ConnectionStep>('POST', connect(proxyId, '/step'), { fields }),
  oauthCode: (proxyId: string, body: { code: string; code_verifier: string; redirect_uri: string; iss?: string }) =>
    call<{ success: boolean }>('POST', connect(proxyId, '/oauth/code'), body),
  oauthError: (proxyId: string, body: { error: string; error_description?: string }) => call<unknown>('POST', connect(proxyId, '/oauth/error'), body),
  complete: (proxyId: string) => call<ConnectCompleteOut>('POST', connect(proxyId, '/complete')),
  files: (proxyId: string) => call<StatementFile[]>('GET', files(proxyId, '/files')),
  sendPassword: (proxyId: string, fileId: string, password: string) =>
    call<StatementFile>('POST', files(proxyId, `/files/${encodeURIComponent(fileId)}/password`), { password }),

  /** One file per request, so that each shows its own progress (fetch cannot report upload progress). */
  async upload(proxyId: string, file: File, onProgress: (fraction: number) => void): Promise<StatementUploadOut> {
    const base = await loadApiBase();
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${base}${files(proxyId, '/upload_file')}`);
      request.setRequestHeader('accept', 'application/json');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onerror = () => reject(new ApiError(0, 'network_error', ''));
      request.onload = () => {
        let body: { code?: string; message?: string } & Partial<StatementUploadOut>;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = {};
        }
        if (request.status >= 200 && request.status < 300 && body.files) resolve(body as StatementUploadOut);
        else reject(new ApiError(request.status, body.code ?? 'http_error', body.message ?? ''));
      };
      const form = new FormData();
      form.append('files', file, file.name);
      request.send(form);
    });
  },
};
