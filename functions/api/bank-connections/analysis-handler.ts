/** The seven analysis endpoints differ only in which stored result they answer, and under which key. */
import type { Operation } from '#schemas/operation';
import { apiHandler, type ApiLambda } from '#platform/http/http';
import { analysesOf } from '#platform/services/bank-read';

export function analysisHandler(
  operation: Operation & { request: { params: NonNullable<NonNullable<Operation['request']>['params']> } },
  resultKey: string,
  answerKey: string = resultKey,
): ApiLambda {
  return apiHandler(operation, async ({ principal, params }) => {
    const { connection, results } = await analysesOf(principal.organisationId, (params as { application_id: string }).application_id);
    return { body: { bank_connection: connection.id, [answerKey]: results[resultKey] } as never };
  });
}
