import { getLiquidityScore as operation } from '#schemas/operations/bank-connections';
import { analysisHandler } from './analysis-handler.ts';

export const handler = analysisHandler(operation, 'liquidity_score', 'liquidity_score');
