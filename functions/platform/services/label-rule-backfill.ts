/**
 * Rules taught before organisation rules kept their description (b6143e8, session 84) hold only
 * the merchant key the engine of their day derived; once the engine derives keys otherwise, such
 * a rule silently stops matching its merchant. This gives each of them the description it was
 * taught from, read back from the transaction it names (`created_from`), so the labeller derives
 * its key again as it does for every newer rule. Run once per organisation after deploying
 * (`npm run labelling:backfill-rule-descriptions`); running it again, or twice at once, changes
 * nothing more.
 */
import { getBankData } from '../aws/bank-data-store.ts';
import { listBankConnections, listLabelRules, setLabelRuleDescription, type LabelRuleItem } from '../repositories/bank-connections.ts';

type RuleNamed = Pick<LabelRuleItem, 'key' | 'label' | 'direction' | 'created_from'>;
export interface RuleBackfillReport {
  /** Rules given their description by this run. */
  filled: number;
  /** Rules that had one when this run read them. */
  kept: number;
  /** Rules another run filled, or that were deleted or taught again, after this run read them. */
  changedMeanwhile: number;
  /** Rules whose transaction could not be told for sure: their stored key keeps serving. */
  unresolved: RuleNamed[];
  /** Rules whose write failed (the run goes on to the next rule): run again. */
  failed: (RuleNamed & { error: string })[];
}

export async function backfillRuleDescriptions(organisationId: string): Promise<RuleBackfillReport> {
  const rules = await listLabelRules(organisationId);
  const bare = rules.filter((rule) => rule.description === undefined);
  const report: RuleBackfillReport = { filled: 0, kept: rules.length - bare.length, changedMeanwhile: 0, unresolved: [], failed: [] };
  if (bare.length === 0) return report;

  // The source is the application whose manual labels still give the rule's transaction the rule's
  // label: a lender's own transaction ids may repeat across applications, its labels do not lie.
  const descriptionsOf = new Map<LabelRuleItem, Set<string>>(bare.map((rule) => [rule, new Set<string>()]));
  for (const connection of await listBankConnections(organisationId)) {
    const taughtHere = bare.filter((rule) => connection.manual_labels[rule.created_from] === rule.label);
    if (taughtHere.length === 0 || connection.data_version === 0) continue;
    const data = await getBankData(organisationId, connection.application, connection);
    // (An id may repeat across the application's accounts: every transaction it names is a candidate.)
    const byId = new Map<string, typeof data.transactions>();
    for (const transaction of data.transactions) {
      const named = byId.get(transaction.id);
      if (named) named.push(transaction);
      else byId.set(transaction.id, [transaction]);
    }
    for (const rule of taughtHere) {
      for (const transaction of byId.get(rule.created_from) ?? []) {
        if ((transaction.amount_cents > 0 ? 'credit' : 'debit') === rule.direction) descriptionsOf.get(rule)?.add(transaction.description);
      }
    }
  }

  for (const [rule, descriptions] of descriptionsOf) {
    const named: RuleNamed = { key: rule.key, label: rule.label, direction: rule.direction, created_from: rule.created_from };
    const [description, ...others] = [...descriptions];
    if (description === undefined || others.length > 0) {
      report.unresolved.push(named);
      continue;
    }
    try {
      if (await setLabelRuleDescription(organisationId, rule, description)) report.filled += 1;
      else report.changedMeanwhile += 1;
    } catch (error) {
      report.failed.push({ ...named, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
