import { getStatementSummary as operation } from '#schemas/operations/bank-connections';
import { analysisHandler } from './analysis-handler.ts';

export const handler = analysisHandler(operation, 'statement_summary', 'statement_summary');
