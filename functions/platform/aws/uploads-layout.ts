/**
 * Where things live in the uploads bucket; no SDK here, so the CDK stack reads the same names
 * for its lifecycle rules.
 */

/** Presigned PUTs write here (+ the file's key); completion copies to the file's key (statement-store.ts). */
export const INCOMING_PREFIX = 'incoming/';
/** What stays under incoming/ is a duplicate, or a file refused or never completed: kept this long. */
export const INCOMING_RETENTION_DAYS = 2;
