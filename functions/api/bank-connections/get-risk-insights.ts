import { getRiskInsights as operation } from '#schemas/operations/bank-connections';
import { analysisHandler } from './analysis-handler.ts';

export const handler = analysisHandler(operation, 'risk_insights', 'risk_insights');
