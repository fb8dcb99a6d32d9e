/**
 * Gives organisation label rules saved before they kept their description the description they
 * were taught from (functions/platform/services/label-rule-backfill.ts). Runs against the table
 * and bucket the environment names (TABLE_NAME, UPLOADS_BUCKET and an operator's AWS credentials).
 * Safe to run again.
 *
 *   npm run labelling:backfill-rule-descriptions -- <organisation slug>
 *   npm run labelling:backfill-rule-descriptions -- --all
 */
import { allOrganisations, organisationIdBySlug } from '#platform/repositories/organisations';
import { backfillRuleDescriptions } from '#platform/services/label-rule-backfill';

async function main(): Promise<number> {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error('Usage: npm run labelling:backfill-rule-descriptions -- <organisation slug> | --all');
    return 2;
  }
  const organisations = target === '--all' ? (await allOrganisations()).map(({ id, name_slug }) => ({ id, slug: name_slug })) : [];
  if (target !== '--all') {
    const id = await organisationIdBySlug(target);
    if (!id) {
      console.error(`No organisation with the slug ${target}`);
      return 1;
    }
    organisations.push({ id, slug: target });
  }
  let failures = 0;
  for (const { id, slug } of organisations) {
    const report = await backfillRuleDescriptions(id);
    console.log(`${slug} (${id}): ${report.filled} filled, ${report.kept} already kept, ${report.changedMeanwhile} changed meanwhile, ${report.unresolved.length} unresolved, ${report.failed.length} failed`);
    for (const rule of report.unresolved) console.log(`  unresolved: ${rule.direction} ${rule.key} -> ${rule.label} (from transaction ${rule.created_from})`);
    for (const rule of report.failed) console.error(`  failed: ${rule.direction} ${rule.key} -> ${rule.label}: ${rule.error}`);
    failures += report.failed.length;
  }
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
