/**
 * Re-vet outcomes: when a re-vet (or vet) application's analysis commits, decide RED / AMBER /
 * GREEN from its affordability against the requested instalment (core/revet-outcome.ts), store it
 * on the application, and tell the lender (`revet.outcome`). The outcome follows the current
 * analysis: a newer generation (a relabel, more statements) decides again, and a changed decision
 * is a new event; an older generation never overwrites a newer one.
 *
 * Repeatable (called again when the analysis message is redelivered): the store is conditional
 * on the generation, and the event's id comes from (application, generation).
 */
import type { AffordabilityAnalysis, RiskInsights } from '#schemas/analyses';
import { revetOutcome } from '#core/revet-outcome';
import { getApplication, recordRevetOutcome } from '../repositories/applications.ts';
import type { AnalysesItem, BankConnectionItem } from '../repositories/bank-connections.ts';
import { nowIso } from '../repositories/table.ts';
import { publishEvent } from './webhooks.ts';

/** `analyses`: this generation's, when the caller read them (undefined: a newer analysis decides). */
export async function decideRevetOutcome(connection: BankConnectionItem, generation: number, analyses: AnalysesItem | undefined): Promise<void> {
  if (!analyses || analyses.generation !== generation) return;
  const application = await getApplication(connection.organisation, connection.application);
  if (!application || application.application_type === 'STANDARD' || !application.loan) return;
  const results = analyses.results as { affordability?: AffordabilityAnalysis; risk_insights?: RiskInsights } | null;
  const decision = revetOutcome({
    terms: application.loan,
    affordability: analyses.enough_history ? (results?.affordability ?? null) : null,
    risk: results?.risk_insights?.risk_insights ?? null,
  });
  if (!decision) return;
  const stored = await recordRevetOutcome(application, generation, decision.outcome, decision.reason_for_decline, nowIso());
  if (!stored) return; // a newer generation's outcome is there
  await publishEvent({
    type: 'revet.outcome',
    organisationId: application.organisation,
    applicationId: application.id,
    at: analyses.computed_at,
    source: `${application.id}|${generation}`,
    data: { outcome: decision.outcome, generation, bank_connection_id: connection.id },
  });
}
