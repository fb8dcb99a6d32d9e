/**
 * Grants or revokes operator status (Khanya's own staff: the Xero pages) for an organisation, by
 * its slug. Deliberately not an API route: no request can make its own organisation an operator.
 * Runs against the table the environment names (TABLE_NAME and the AWS credentials of an
 * operator; locally `npm start` sets up the demo operator itself).
 *
 *   npm run operator -- grant khanya-finance
 *   npm run operator -- revoke khanya-finance
 */
import { organisationIdBySlug, setOperator } from '#platform/repositories/organisations';

async function main(): Promise<number> {
  const [action, slug] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !slug) {
    console.error('Usage: npm run operator -- grant|revoke <organisation slug>');
    return 2;
  }
  const organisationId = await organisationIdBySlug(slug);
  if (!organisationId) {
    console.error(`No organisation with the slug ${slug}`);
    return 1;
  }
  await setOperator(organisationId, action === 'grant');
  console.log(`${slug} (${organisationId}) is ${action === 'grant' ? 'now' : 'no longer'} an operator organisation`);
  return 0;
}

main().then((code) => process.exit(code));
