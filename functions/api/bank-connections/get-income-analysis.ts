import { getIncomeAnalysis as operation } from '#schemas/operations/bank-connections';
import { analysisHandler } from './analysis-handler.ts';

export const handler = analysisHandler(operation, 'income_analysis', 'income_analysis');
