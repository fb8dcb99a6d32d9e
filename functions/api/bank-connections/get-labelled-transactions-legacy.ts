/**
 * The original API's older path /transactions/{application_id}: the same answer as
 * /v1/bank_connections/{application_id}/transactions/labelled, so the same handler. Its own file
 * so that every row of the operation table has a handler named after it.
 */
export { handler } from './get-labelled-transactions.ts';
