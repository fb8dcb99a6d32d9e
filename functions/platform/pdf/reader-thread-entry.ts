/**
 * The worker-thread side of reader-thread.ts: reads one PDF per message with the pure reader
 * and answers its result, its StatementFileError (as plain fields: an Error does not survive
 * postMessage with its class), or the unexpected failure. Started only by reader-thread.ts,
 * with V8 heap limits; built as its own file in a Lambda bundle (cdk/constructs/bundling.ts).
 */
import { parentPort } from 'node:worker_threads';
import { StatementFileError } from '#core/pdf/errors';
import { readPdfText, type ReadPdfOptions } from '#core/pdf/read';

export interface ThreadRequest {
  id: number;
  bytes: Uint8Array;
  options: ReadPdfOptions;
}

export type ThreadAnswer =
  | { id: number; ok: Awaited<ReturnType<typeof readPdfText>> }
  | { id: number; refused: { code: StatementFileError['code']; errorType: StatementFileError['errorType']; message: string; detail: StatementFileError['detail'] } }
  | { id: number; failed: string };

const port = parentPort;
if (port) {
  port.on('message', (request: ThreadRequest) => {
    readPdfText(request.bytes, request.options).then(
      (ok) => port.postMessage({ id: request.id, ok } satisfies ThreadAnswer),
      (error: unknown) => {
        if (error instanceof StatementFileError) {
          port.postMessage({ id: request.id, refused: { code: error.code, errorType: error.errorType, message: error.message, detail: error.detail } } satisfies ThreadAnswer);
        } else {
          port.postMessage({ id: request.id, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } satisfies ThreadAnswer);
        }
      },
    );
  });
}
