/**
 * The shape of one row of the operation table. The same rows drive the API Gateway routes in
 * CDK, the local HTTP bridge, request validation in the middy stack and the OpenAPI document,
 * so a route cannot exist in one place and not the others.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { Permission, Scope } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BodyContentType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

/** What an applicant's route (authorised by the link's proxy id) needs of its link: core/connect-session.ts checkLinkAccess. */
export type LinkAccess = 'read' | 'change' | 'data';

export interface OperationAuth {
  /** The token must carry every one of these scopes. */
  scopes: readonly Scope[];
  /** Organisation-user permission the caller must hold (staff session or API token). */
  permission?: Permission;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path without a trailing slash; `{name}` marks a path parameter. Both slash forms are served. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: string;
  /** `null` for the few public operations (SPEC §6 "Without security"). */
  auth: OperationAuth | null;
  /**
   * An applicant's route (path parameter `proxy_id`): the link is checked before the body is
   * read, so an unknown, expired or completed link answers 404, 410 or 409 whatever the body,
   * and the handler gets the application as `link`.
   */
  link?: LinkAccess;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    bodyContentType?: BodyContentType;
  };
  /**
   * `schema` documents a JSON answer; `contentType` an answer that is not JSON (a server-rendered
   * page, a file), documented as a string or binary body of that type.
   */
  success: { status: number; description: string; schema?: z.ZodType; contentType?: 'text/html' | 'application/pdf' | 'text/csv' | 'text/plain' };
  /** Catalogue errors this operation can answer besides the ones every operation can. */
  errors: readonly ErrorCode[];
  /** Largest accepted request body in bytes (default DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /**
   * Limits of a multipart/form-data body, checked while it is parsed (default: 5 files of at
   * most 10 MiB). A file over maxFileBytes answers 413 `file_too_large`, more than maxFiles
   * files 400 `too_many_files`, each naming the limit.
   */
  multipart?: { maxFiles: number; maxFileBytes: number };
  /**
   * Lambda sizing for heavy operations (bulk uploads): timeout up to API Gateway's 29 s
   * integration limit, and memory. The base construct's defaults apply otherwise.
   */
  lambda?: { timeoutSeconds?: number; memoryMb?: number };
  /**
   * Accepts an `Idempotency-Key` header: a retried request with the same key and body gets the
   * first answer again instead of acting twice. Not for answers that carry a secret (tokens),
   * because the stored answer would keep the secret in plain text.
   */
  idempotent?: boolean;
  /**
   * With `idempotent`: the answer for a retry whose key's first run died mid-way (killed at its
   * timeout) when running again could repeat an outside effect (a card charge that may have been
   * sent). Without it such a retry runs again, as after a 500.
   */
  unknownOutcomeError?: ErrorCode;
  /**
   * Statuses answered with an empty body because the caller's protocol requires it (Xero's
   * webhook: 200 and 401 with empty bodies). Every other answer keeps the catalogue's shape.
   */
  emptyBodyOn?: readonly number[];
  /**
   * Statuses answered with the server-rendered page itself (`text/html`): a browser's form shown
   * again with the reason (the operator login: a wrong password, a refused redirect). The stack's
   * own errors (401 of authentication, 422, 413, ...) keep the catalogue's JSON.
   */
  htmlPageOn?: readonly number[];
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Keeps the literal types of a row so handlers infer their body, query and answer types. */
export function defineOperation<const T extends Operation>(operation: T): T {
  return operation;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
export type RequestBody<O extends Operation> = O['request'] extends { body: infer B } ? Infer<B> : undefined;
export type RequestQuery<O extends Operation> = O['request'] extends { query: infer Q } ? Infer<Q> : undefined;
export type RequestParams<O extends Operation> = O['request'] extends { params: infer P } ? Infer<P> : undefined;
export type SuccessBody<O extends Operation> = O['success'] extends { schema: infer S } ? z.input<S & z.ZodType> : undefined;
