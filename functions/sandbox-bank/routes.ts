/**
 * The sandbox bank's routes on the API's origin, beside the operation table but not part of the
 * lender API (nor of its OpenAPI): the local server serves them with the operations
 * (local/server.ts), CDK adds them to the HTTP API (cdk/lib/api-stack.ts). Every path under the
 * mount goes to the one handler, which routes inside (app.ts).
 */
import type { Operation } from '#schemas/operation';
import { SANDBOX_BANK_MOUNT } from '#core/sandbox-bank/protocol';

export const SANDBOX_BANK_HANDLER = 'functions/sandbox-bank/handler.ts';

export type SandboxBankRoute = Pick<Operation, 'operationId' | 'method' | 'path' | 'handler'>;

export const SANDBOX_BANK_ROUTES: readonly SandboxBankRoute[] = (['GET', 'POST'] as const).flatMap((method) => [
  { operationId: 'SandboxBank', method, path: SANDBOX_BANK_MOUNT, handler: SANDBOX_BANK_HANDLER },
  { operationId: 'SandboxBank', method, path: `${SANDBOX_BANK_MOUNT}/{proxy+}`, handler: SANDBOX_BANK_HANDLER },
]);
