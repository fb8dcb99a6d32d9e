/**
 * The DynamoDB design, written from the access patterns first. CDK builds the deployed table
 * and the local runtime creates the emulator's table from this one description, so the two
 * cannot differ. No request path uses Scan.
 *
 * One table, generic keys. Entities and keys:
 *
 * | entity                 | pk                       | sk                    | gsi1pk / gsi1sk            |
 * |------------------------|--------------------------|-----------------------|----------------------------|
 * | Organisation           | ORG#<orgId>              | ORG                   | ORGS / orgId (bill run)    |
 * | Slug claim (unique)    | ORGSLUG#<slug>           | ORGSLUG               | -                          |
 * | Staff user             | ORG#<orgId>              | USER#<userId>         | -                          |
 * | E-mail claim (unique)  | USEREMAIL#<email>        | USEREMAIL             | -                          |
 * | API token (listing)    | ORG#<orgId>              | APITOKEN#<tokenId>    | -                          |
 * | API token (auth)       | APITOKENHASH#<sha256>    | APITOKENHASH          | -                          |
 * | Password link          | PWTOKEN#<sha256>         | PWTOKEN               | - (TTL: expiresAt)         |
 * | Console session        | CONSOLESESSION#<sha256>  | CONSOLESESSION        | - (TTL: expiresAt)         |
 * | Login throttle         | LOGINTHROTTLE#<email>    | LOGINTHROTTLE         | - (TTL: expiresAt)         |
 * | Idempotency record     | IDEMPOTENCY#<org>#<key>  | IDEMPOTENCY           | - (TTL: expiresAt)         |
 * | Rate-limit counter     | RATELIMIT#<org>#<window> | RATELIMIT             | - (TTL: expiresAt)         |
 * | Application config     | ORG#<orgId>              | APPCONFIG#<configId>  | ORG#<org>#APPCONFIGS / id  (only while not archived) |
 * | Config name claim      | ORG#<orgId>              | CFGNAME#<lower name>  | -                          |
 * | Applicant              | ORG#<orgId>              | APPLICANT#<id>        | -                          |
 * | Application            | ORG#<orgId>              | APPLICATION#<id>      | ORG#<org>#APPSTATUS#<status> / id |
 * | Proxy id (connect)     | PROXY#<proxyId>          | PROXY                 | -                          |
 * | Personal info conn.    | ORG#<orgId>              | PICONN#<id>           | -                          |
 * | White label            | ORG#<orgId>              | WHITELABEL            | -                          |
 * | Bank connection        | ORG#<orgId>              | BANKCONN#<appId>      | -                          |
 * | Bank analyses          | ORG#<orgId>              | BANKANALYSIS#<appId>  | -                          |
 * | Organisation label rule| ORG#<orgId>              | LABELRULE#<dir>#<key> | -                          |
 * | Billable event         | ORG#<orgId>              | BILLEVENT#<eventId>   | -                          |
 * | Domain event           | ORG#<orgId>              | EVENT#<eventId>       | -                          |
 * | Statement file         | ORG#<orgId>              | STMTFILE#<appId>#<fileId> | -                      |
 * | Statement bytes claim  | ORG#<orgId>              | STMTHASH#<appId>#<sha256> | -                      |
 * | Inbound e-mail claim   | ORG#<orgId>              | MAILCLAIM#<appId>#<claim> | - (TTL: expiresAt)     |
 * | Bank selection (connect)| ORG#<orgId>             | BANKLINK#<appId>#SELECTION | -                     |
 * | Bank link (per bank)   | ORG#<orgId>              | BANKLINK#<appId>#BANK#<bankId> | -                 |
 * | OAuth code claim       | ORG#<orgId>              | BANKCODE#<appId>#<sha256> | - (TTL: expiresAt)     |
 * | Webhook endpoint       | ORG#<orgId>              | WHEP#<endpointId>     | -                          |
 * | Webhook delivery       | ORG#<orgId>              | WHDELIV#<deliveryId>  | ORG#<org>#WHDELIV#<endpointId> / T<created_at>#<deliveryId> |
 * | Bill                   | ORG#<orgId>              | BILL#<billId>         | -                          |
 * | Invoice counter        | ORG#<orgId>              | INVOICESEQ            | -                          |
 * | Prepaid balance        | ORG#<orgId>              | BALANCE               | -                          |
 * | Card                   | ORG#<orgId>              | CARD#<cardId>         | -                          |
 * | Card payment           | ORG#<orgId>              | PAYMENT#<paymentId>   | PAYMENTS#PENDING / <created_at>#<org>#<id> (only while pending) |
 * | Processor reference    | PAYREF#<card or payment id> | PAYREF             | -                          |
 * | Xero connection (Khanya's) | XERO                 | CONNECTION            | -                          |
 * | Xero OAuth state       | XEROSTATE#<sha256>       | XEROSTATE             | - (TTL: expiresAt)         |
 * | Xero contact of an org | ORG#<orgId>              | XEROCONTACT           | -                          |
 * | Xero invoice → bill    | XEROINV#<invoiceId>      | XEROINV               | -                          |
 * | CRM settings           | ORG#<orgId>              | CRMSETTINGS           | -                          |
 * | CRM webhook id → org   | CRMHOOK#<webhookId>      | CRMHOOK               | -                          |
 * | CRM deal claim         | ORG#<orgId>              | CRMDEAL#<dealId>      | -                          |
 * | Application → CRM deal | ORG#<orgId>              | CRMAPP#<appId>        | -                          |
 * | CRM push claim         | ORG#<orgId>              | CRMPUSH#<appId>#<generation> | -                   |
 * | CRM push to retry      | CRMRETRY                 | <orgId>#<appId>#<generation> | -                   |
 * | WhatsApp registration  | ORG#<orgId>              | WHATSAPP              | -                          |
 * | WhatsApp message sent  | WAMSG#<wamid>            | WAMSG                 | -                          |
 * | Account → application  | ACCOUNTREF#<accountId>   | ACCOUNTREF            | -                          |
 * | Relabel draft (operator)| RELABELDRAFT#<userId>   | RELABELDRAFT          | - (TTL: expiresAt)         |
 * | Relabel batch (audit)  | RELABELAUDIT             | <draft at>#<draftId>  | -                       |
 *
 * Transactions are not items: an application's bank data (accounts and every transaction) is
 * one gzip JSON document per accepted upload in S3, and its labelled form one document per
 * analysis run (functions/platform/aws/bank-data-store.ts). Thousands of transactions arrive and
 * are replaced together; one object write costs one request instead of hundreds of batch
 * writes. Every upload and every worker run writes under its own id (never a key another
 * writer can use), and the bank connection item names the current ones (`data_upload_id`,
 * `labelled_run_id`): the conditional write of that item is the only commit point, so a reader
 * sees a complete, accepted document or none, and a refused writer deletes what it wrote.
 *
 * Access patterns served:
 *  1. Get an organisation by id (every authenticated request)  → GetItem ORG#id / ORG
 *  2. Register an organisation with a unique slug and owner e-mail → TransactWrite with
 *     attribute_not_exists on ORGSLUG# and USEREMAIL# claims
 *  3. Log in by e-mail → GetItem USEREMAIL#email → GetItem ORG#org / USER#id
 *  4. Authenticate a session token → GetItem user + org (BatchGet), both must be active
 *  5. Authenticate an API token → GetItem APITOKENHASH#sha256 (+ org)
 *  6. List an organisation's users / API tokens → Query pk=ORG#org, sk begins_with USER# / APITOKEN#
 *     (ids are time-ordered, so sk order is creation order). Every list pages two ways
 *     (repositories/table.ts queryPage): skip/limit reads skip + limit items (skip <= 10,000);
 *     the cursor `starting_after=<id>` is the ExclusiveStartKey {pk: ORG#<caller's org>,
 *     sk: <prefix><id>} (on gsi1 also gsi1pk and gsi1sk = id, or the item's own gsi1sk, read
 *     first, where it is not the id: pattern 30) and reads only the page. A cursor
 *     is only an id and the partition comes from the caller, so it cannot reach another
 *     organisation's items.
 *  7. Revoke an API token → TransactWrite: delete the hash item, mark the listing item revoked
 *  8. Consume a password link once → DeleteItem PWTOKEN#sha256 with a condition, returning the old item
 *  9. Count failed logins per user in a window → UpdateItem ADD on LOGINTHROTTLE#email
 * 10. Replay an idempotent POST → GetItem / conditional PutItem IDEMPOTENCY#org#key
 * 11. Create a config with a unique name, at most one default per organisation → TransactWrite:
 *     name claim (attribute_not_exists), the config, the organisation's default pointer
 *     (condition on its previous value) and the previous default's is_default=false
 * 12. List an organisation's active configs → Query gsi1 pk=ORG#org#APPCONFIGS (sparse: archiving
 *     removes the attribute)
 * 13. Get / list applicants, applications, personal-info connections of an organisation →
 *     GetItem / Query pk=ORG#org, sk begins_with APPLICANT# / APPLICATION# / PICONN# (newest first)
 * 14. List an organisation's applications by status → Query gsi1 pk=ORG#org#APPSTATUS#status
 * 15. The applicant's connect flow finds its application by the unguessable proxy id →
 *     GetItem PROXY#proxyId → GetItem the application
 * 16. Get / update the organisation's white label → GetItem / PutItem ORG#org / WHITELABEL
 * 17. An application's bank connection and its analyses (every bank-data read) → GetItem
 *     BANKCONN#app and BANKANALYSIS#app. Accepting an upload, a relabel or a recrunch is one
 *     TransactWrite: the connection Put conditioned on the `version` the writer read (pointing
 *     at the upload's own S3 document; a second writer that read the same version gets 409
 *     concurrent_update) plus the application's status. Completing an analysis is one
 *     TransactWrite conditioned on requested_generation = G and analysed_generation < G, so of
 *     two runs of one message exactly one commits (its labelled document becomes current).
 * 18. Label with the organisation's own rules → Query pk=ORG#org, sk begins_with LABELRULE#
 * 19. Bill once per use, even when a worker runs twice → Put BILLEVENT#<deterministic id>
 *     with attribute_not_exists in the transaction that completes the analysis
 *     The organisation's billable events (GET /v1/billing/billable_events) → Query pk=ORG#org, sk
 *     begins_with BILLEVENT#, read whole and sorted by time (their ids are derived from what was
 *     billed, not time-ordered; one per analysed application).
 * 20. Count an organisation's requests in a fixed window (every authenticated request) →
 *     UpdateItem ADD count on RATELIMIT#org#<window start, epoch seconds>, returning the new
 *     count. One item per organisation and window: no read-modify-write, no condition, and
 *     the window's start in the key means a new window starts from zero without a reset write.
 *     Its own partition (not ORG#org) so a busy organisation's counter does not share a
 *     partition's throughput with its data.
 * 21. An application's statement files, newest first (the files list, applicant and lender) →
 *     Query pk=ORG#org, sk begins_with STMTFILE#<app># (file ids are time-ordered; read
 *     backwards). One file → GetItem STMTFILE#<app>#<file>. The raw file is in S3 under its own
 *     key (statements/<file id>.<ext>), written before the record, kept even when refused.
 * 22. The same bytes once per application (also two identical uploads at once) → TransactWrite:
 *     Put STMTHASH#<app>#<sha256> (attribute_not_exists, holding the file id) with the file
 *     record; the upload whose claim is refused records its file as failed `duplicate_upload`.
 *     A file that fails for good releases its claim (Delete conditioned on its file id), so the
 *     same bytes can be tried again; a parsed or locked file keeps it.
 * 23. A file's state moves by conditional UpdateItem on (status, attempt): a queued message
 *     names the attempt it is for, so a redelivered or superseded message changes nothing. A
 *     parsed file is committed in the same TransactWrite as the bank connection (pattern 17):
 *     the connection Put conditioned on its version plus the file's Update conditioned on
 *     status = processing and its attempt, so the file is parsed exactly when its transactions
 *     are in the connection; a version conflict re-reads both and merges again.
 * 24. Handle an e-mailed statement once, however often its message is delivered → UpdateItem
 *     MAILCLAIM#<app>#<claim> (claim: hash of the Message-ID, else of the stored object's key;
 *     functions/core/inbound-email.ts) creating it if absent; each attachment handed on is ADDed
 *     to its `accepted` set, and the reply is sent only by the writer whose condition
 *     attribute_not_exists(replied_at) holds.
 * 25. The application's timeline: every step of the applicant's journey is appended to the
 *     application item's `events` with one UpdateItem `SET events = list_append(if_not_exists(events,
 *     []), :new)`: atomic, so events recorded at once never overwrite each other. Opening the link
 *     moves created → connecting and appends `opened` in the same conditional UpdateItem (once).
 * 26. The applicant's bank selection and each automatic bank link (connect flow) → GetItem /
 *     Query pk=ORG#org, sk begins_with BANKLINK#<app>#. The selection is replaced by one
 *     UpdateItem (two selections at once: the last one wins whole). A bank link item holds the
 *     bank's grant (never answered), its pending challenge and the accounts linked; it moves
 *     by conditional writes on its `status` (challenge → fetching → linked), so two answers to
 *     one challenge fetch once.
 * 27. An OAuth code is exchanged at most once per application → Put BANKCODE#<app>#<sha256 of
 *     the code> with attribute_not_exists before the exchange: of two calls with the same code
 *     one exchanges it, the other answers invalid_oauth_code (the bank would refuse, and may
 *     revoke the first grant, on a second exchange).
 * 28. An applicant's applications (the lender's applicant listing) → Query pk=ORG#org, sk
 *     begins_with APPLICATION# with a filter on `applicant`: reads the organisation's application
 *     range (a per-applicant key is the step when an organisation holds many thousands).
 * 29. An organisation's webhook endpoints (every publication lists them) → Query pk=ORG#org, sk
 *     begins_with WHEP#. An endpoint holds its signing secrets (a rotated-out one until its
 *     overlap ends): they must be read to sign, so unlike API tokens they are not hashed; they are
 *     never answered after creation or rotation.
 * 30. Deliver an event once per endpoint, however often it is published → Put WHDELIV#<id> with
 *     attribute_not_exists, the id derived from the event and the endpoint (core/webhooks.ts). A
 *     delivery moves by conditional UpdateItem on the number of attempts made, and takes a short
 *     lease before it sends, so a redelivered message sends nothing twice. The log of one endpoint,
 *     newest first, and a replay since a time → Query gsi1 pk=ORG#org#WHDELIV#<endpoint>, sorted
 *     by gsi1sk = T<created_at>#<id>: when the delivery was created (ISO, milliseconds, UTC), not
 *     the id, whose time is the event's, and an event can be published long after it happened
 *     (application.expired by a later sweep); a replay since t reads gsi1sk >= T<t>, so nothing
 *     created at or after T is missed. The log's cursor is a delivery id: GetItem gives its
 *     gsi1sk for the ExclusiveStartKey. One delivery by id (replay) → GetItem.
 * 31. Every organisation, for the monthly bill run → Query gsi1 pk=ORGS (the organisation item
 *     carries gsi1pk=ORGS from registration). One partition read once a month, never a Scan.
 * 32. One bill per organisation and month, however many bill runs at once → the bill id is
 *     derived from (organisation, period); TransactWrite: Put BILL#<id> attribute_not_exists,
 *     the invoice counter INVOICESEQ stepped from the value read (condition: still that value),
 *     the management fee's BILLEVENT (attribute_not_exists) and the prepaid balance debited
 *     (condition: balance >= amount). A run that loses any condition re-reads; invoice numbers
 *     have no gaps because a number is only taken with its bill. Bills → Query BILL# (few per
 *     year); one bill → GetItem.
 * 33. The prepaid balance → GetItem BALANCE; credited by ADD-like SET with the payment's move,
 *     debited only under `balance_cents >= :amount`, so it never goes negative.
 * 34. Cards → Query CARD#; one card → GetItem. A card links when the processor's notification
 *     names the card's pending checkout (condition), so a replay or a stale checkout does nothing.
 * 35. A card payment (bill or top-up) moves pending → succeeded | failed by a conditional
 *     UpdateItem; the succeeded move credits the bill or the balance in the same transaction,
 *     so the charge's answer and the processor's notification (either first, or both at once)
 *     credit once. A bill being paid by card is held (payment_lock, with an expiry) so two pay
 *     requests at once charge once.
 * 36. A processor notification names only our reference (merchantTransactionId = the card's or
 *     payment's id) → GetItem PAYREF#<id> gives the organisation; then the card or payment.
 * 37. Khanya's one Xero connection → GetItem XERO / CONNECTION (tokens sealed with a key outside
 *     the table). A refresh writes the new tokens conditioned on the `version` read, so two
 *     refreshes at once keep one pair (the loser re-reads and uses the winner's). The OAuth state
 *     is consumed once (DeleteItem with a condition, TTL 10 minutes).
 * 38. Push a bill to Xero once → the bill's `xero_invoice_id` / `xero_payment_id` are set with
 *     attribute_not_exists, under a short sync lease on the bill; an organisation's contact is
 *     put once (attribute_not_exists). Xero's invoice webhook names only Xero's invoice id →
 *     GetItem XEROINV#<id> gives the organisation and the bill.
 * 39. A CRM's request names only the webhook id → GetItem CRMHOOK#<id> gives the organisation,
 *     then its CRMSETTINGS (the webhook secret as a SHA-256 digest; the Zoho credentials sealed).
 * 40. One application per CRM deal, also when the CRM sends the deal twice at once → the
 *     application's TransactWrite also puts CRMDEAL#<deal> and CRMAPP#<app> with
 *     attribute_not_exists; the loser reads the claim and answers the winner's application.
 * 41. The note for an analysis generation is pushed once → Put CRMPUSH#<app>#<gen>
 *     attribute_not_exists before pushing (deleted when the push fails, so it can be retaken); a
 *     failed push is kept under the CRMRETRY partition, which a scheduled job reads whole (few items).
 * 42. A WhatsApp status callback names only Meta's message id → GetItem WAMSG#<wamid> (written when
 *     the invite was sent) gives the organisation and application; each status is SET once
 *     (`statuses.<status>` if_not_exists), so a repeated callback changes nothing.
 * 43. A console reload gets a new access token → GetItem CONSOLESESSION#sha256 (the cookie's
 *     secret, digested); logout → DeleteItem. Console login links reuse the password links'
 *     single-use pattern (8) with purpose `login`.
 * 44. An operator opens any organisation's account by its id (the relabelling pages) → GetItem
 *     ACCOUNTREF#<account id> gives the organisation and application, then pattern 17. Account ids
 *     are derived from the connection and the account number, so they are unique across
 *     organisations. The analysis worker puts the reference of every account it labels before it
 *     commits (idempotent Puts), so an analysed account is always findable; a reference to an
 *     account an upload later replaced is checked against the connection and answers not found.
 * 45. An operator's pending relabels → one item RELABELDRAFT#<user> (replaced by each good upload,
 *     TTL a day). Confirming applies it (pattern 17 per application, with re-reads on a version
 *     conflict; a label equal to the one asked for is no write), then Puts the audit item
 *     RELABELAUDIT / <draft's created_at>#<draft id> with attribute_not_exists and deletes the draft conditioned on
 *     its id: two confirmations at once apply once and audit once. The audit partition is
 *     Khanya's own (operators' work, a few items a day), read newest first.
 * 46. Search an organisation's applications by the applicant's name or e-mail (any case, a
 *     substring) → Query pk=ORG#org, sk begins_with APPLICANT# projected to id, name and e-mail,
 *     matched here; then the application range read once, filtered on those applicants (IN for up
 *     to 100, in memory above). Reads the whole book, so it is slower than a page: an index of
 *     name tokens is the step when books reach hundreds of thousands (BENCHMARKS.md "Console").
 * 47. Card payments still pending long after they were made, across organisations (the settling
 *     job asks Peach about each) → Query gsi1 pk=PAYMENTS#PENDING, gsi1sk < <cutoff, ISO>: the
 *     payment carries the keys from its Put, and the conditional move to succeeded / failed
 *     (pattern 35) REMOVEs them in the same write, so the partition holds only unsettled payments
 *     (those whose charge is in flight, and the few whose answer and notification were lost): one
 *     small partition, read whole, never a Scan. gsi1sk starts with created_at (ISO, fixed width,
 *     UTC), so text order is age order; the index is eventually consistent, so the job re-reads
 *     each payment (GetItem, consistent) before acting, and the move's condition settles it once.
 *     A payment put before pattern 47 existed has no such keys: only Peach's notification settles it.
 *
 * gsi1 holds second access paths (active configs, applications by status, pending payments); its
 * keys are sparse, so an item appears there only while the attribute is set.
 */
export const MAIN_TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export const keys = {
  organisation: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  slugClaim: (slug: string) => ({ pk: `ORGSLUG#${slug}`, sk: 'ORGSLUG' }),
  user: (orgId: string, userId: string) => ({ pk: `ORG#${orgId}`, sk: `USER#${userId}` }),
  usersOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'USER#' }),
  emailClaim: (email: string) => ({ pk: `USEREMAIL#${email}`, sk: 'USEREMAIL' }),
  apiToken: (orgId: string, tokenId: string) => ({ pk: `ORG#${orgId}`, sk: `APITOKEN#${tokenId}` }),
  apiTokensOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'APITOKEN#' }),
  apiTokenHash: (hash: string) => ({ pk: `APITOKENHASH#${hash}`, sk: 'APITOKENHASH' }),
  passwordToken: (hash: string) => ({ pk: `PWTOKEN#${hash}`, sk: 'PWTOKEN' }),
  consoleSession: (hash: string) => ({ pk: `CONSOLESESSION#${hash}`, sk: 'CONSOLESESSION' }),
  loginThrottle: (email: string) => ({ pk: `LOGINTHROTTLE#${email}`, sk: 'LOGINTHROTTLE' }),
  idempotency: (orgId: string, key: string) => ({ pk: `IDEMPOTENCY#${orgId}#${key}`, sk: 'IDEMPOTENCY' }),
  rateLimit: (orgId: string, windowStartsAt: number) => ({ pk: `RATELIMIT#${orgId}#${windowStartsAt}`, sk: 'RATELIMIT' }),
  applicationConfig: (orgId: string, configId: string) => ({ pk: `ORG#${orgId}`, sk: `APPCONFIG#${configId}` }),
  activeApplicationConfigsIndex: (orgId: string) => ({ gsi1pk: `ORG#${orgId}#APPCONFIGS` }),
  configNameClaim: (orgId: string, name: string) => ({ pk: `ORG#${orgId}`, sk: `CFGNAME#${name.trim().toLowerCase()}` }),
  applicant: (orgId: string, applicantId: string) => ({ pk: `ORG#${orgId}`, sk: `APPLICANT#${applicantId}` }),
  applicantsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'APPLICANT#' }),
  application: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, sk: `APPLICATION#${applicationId}` }),
  applicationsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'APPLICATION#' }),
  applicationStatusIndex: (orgId: string, status: string) => ({ gsi1pk: `ORG#${orgId}#APPSTATUS#${status}` }),
  proxy: (proxyId: string) => ({ pk: `PROXY#${proxyId}`, sk: 'PROXY' }),
  personalInfoConnection: (orgId: string, connectionId: string) => ({ pk: `ORG#${orgId}`, sk: `PICONN#${connectionId}` }),
  personalInfoConnectionsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'PICONN#' }),
  whiteLabel: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'WHITELABEL' }),
  bankConnection: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, sk: `BANKCONN#${applicationId}` }),
  bankConnectionsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'BANKCONN#' }),
  bankAnalyses: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, sk: `BANKANALYSIS#${applicationId}` }),
  labelRule: (orgId: string, key: string) => ({ pk: `ORG#${orgId}`, sk: `LABELRULE#${key}` }),
  labelRulesOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'LABELRULE#' }),
  billableEvent: (orgId: string, eventId: string) => ({ pk: `ORG#${orgId}`, sk: `BILLEVENT#${eventId}` }),
  billableEventsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'BILLEVENT#' }),
  domainEvent: (orgId: string, eventId: string) => ({ pk: `ORG#${orgId}`, sk: `EVENT#${eventId}` }),
  statementFile: (orgId: string, applicationId: string, fileId: string) => ({ pk: `ORG#${orgId}`, sk: `STMTFILE#${applicationId}#${fileId}` }),
  statementFilesOf: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `STMTFILE#${applicationId}#` }),
  statementHashClaim: (orgId: string, applicationId: string, sha256: string) => ({ pk: `ORG#${orgId}`, sk: `STMTHASH#${applicationId}#${sha256}` }),
  inboundMailClaim: (orgId: string, applicationId: string, claimId: string) => ({ pk: `ORG#${orgId}`, sk: `MAILCLAIM#${applicationId}#${claimId}` }),
  bankSelection: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, sk: `BANKLINK#${applicationId}#SELECTION` }),
  bankLink: (orgId: string, applicationId: string, bankId: string) => ({ pk: `ORG#${orgId}`, sk: `BANKLINK#${applicationId}#BANK#${bankId}` }),
  bankLinksOf: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `BANKLINK#${applicationId}#BANK#` }),
  oauthCodeClaim: (orgId: string, applicationId: string, codeHash: string) => ({ pk: `ORG#${orgId}`, sk: `BANKCODE#${applicationId}#${codeHash}` }),
  webhookEndpoint: (orgId: string, endpointId: string) => ({ pk: `ORG#${orgId}`, sk: `WHEP#${endpointId}` }),
  webhookEndpointsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'WHEP#' }),
  webhookDelivery: (orgId: string, deliveryId: string) => ({ pk: `ORG#${orgId}`, sk: `WHDELIV#${deliveryId}` }),
  webhookDeliveriesIndex: (orgId: string, endpointId: string) => ({ gsi1pk: `ORG#${orgId}#WHDELIV#${endpointId}` }),
  // The creation time in one fixed-width form (ISO, milliseconds, UTC) so that text order is time
  // order; `T` sorts after the digits that begin the ids deliveries were indexed by before (a
  // persisted local table keeps some): those read as older than every delivery since.
  webhookDeliveryInIndex: (orgId: string, endpointId: string, createdAt: string, deliveryId: string) => ({
    gsi1pk: `ORG#${orgId}#WHDELIV#${endpointId}`,
    gsi1sk: deliveryCreationKey(createdAt, deliveryId),
  }),
  allOrganisationsIndex: () => ({ gsi1pk: 'ORGS' }),
  bill: (orgId: string, billId: string) => ({ pk: `ORG#${orgId}`, sk: `BILL#${billId}` }),
  billsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'BILL#' }),
  invoiceCounter: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'INVOICESEQ' }),
  balance: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'BALANCE' }),
  card: (orgId: string, cardId: string) => ({ pk: `ORG#${orgId}`, sk: `CARD#${cardId}` }),
  cardsOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'CARD#' }),
  payment: (orgId: string, paymentId: string) => ({ pk: `ORG#${orgId}`, sk: `PAYMENT#${paymentId}` }),
  pendingPaymentsIndex: () => ({ gsi1pk: 'PAYMENTS#PENDING' }),
  pendingPaymentInIndex: (orgId: string, paymentId: string, createdAt: string) => ({ gsi1pk: 'PAYMENTS#PENDING', gsi1sk: `${createdAt}#${orgId}#${paymentId}` }),
  processorReference: (reference: string) => ({ pk: `PAYREF#${reference}`, sk: 'PAYREF' }),
  xeroConnection: () => ({ pk: 'XERO', sk: 'CONNECTION' }),
  xeroState: (hash: string) => ({ pk: `XEROSTATE#${hash}`, sk: 'XEROSTATE' }),
  xeroContact: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'XEROCONTACT' }),
  xeroInvoice: (invoiceId: string) => ({ pk: `XEROINV#${invoiceId}`, sk: 'XEROINV' }),
  crmSettings: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'CRMSETTINGS' }),
  crmHook: (webhookId: string) => ({ pk: `CRMHOOK#${webhookId}`, sk: 'CRMHOOK' }),
  crmDeal: (orgId: string, dealId: string) => ({ pk: `ORG#${orgId}`, sk: `CRMDEAL#${dealId}` }),
  crmApplication: (orgId: string, applicationId: string) => ({ pk: `ORG#${orgId}`, sk: `CRMAPP#${applicationId}` }),
  crmPush: (orgId: string, applicationId: string, generation: number) => ({ pk: `ORG#${orgId}`, sk: `CRMPUSH#${applicationId}#${generation}` }),
  crmRetry: (orgId: string, applicationId: string, generation: number) => ({ pk: 'CRMRETRY', sk: `${orgId}#${applicationId}#${generation}` }),
  crmRetries: () => ({ pk: 'CRMRETRY' }),
  whatsappRegistration: (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'WHATSAPP' }),
  whatsappMessage: (messageId: string) => ({ pk: `WAMSG#${messageId}`, sk: 'WAMSG' }),
  accountReference: (accountId: string) => ({ pk: `ACCOUNTREF#${accountId}`, sk: 'ACCOUNTREF' }),
  relabelDraft: (userId: string) => ({ pk: `RELABELDRAFT#${userId}`, sk: 'RELABELDRAFT' }),
  relabelAudit: (draftCreatedAt: string, draftId: string) => ({ pk: 'RELABELAUDIT', sk: `${draftCreatedAt}#${draftId}` }),
};

/**
 * The Khanya Sandbox Bank's own table (functions/sandbox-bank/adapter.ts: oidc-provider's
 * sessions, interactions, codes and tokens). A table of its own, not the main one: the sandbox
 * deploys and can be emptied apart from lender data, and its items expire on `expiresAt`.
 * Keys: `pk` = `${model}:${id}`; the `byGrant` index (keys only) lists a grant's artefacts.
 */
export const SANDBOX_BANK_TABLE = {
  partitionKey: 'pk',
  timeToLiveAttribute: 'expiresAt',
  grantIndex: { indexName: 'byGrant', partitionKey: 'grantId' },
} as const;

/** Where a delivery sits in its endpoint's log (pattern 30): `T<created_at>`, then `#<id>`; with no id, the first place at that time. */
export function deliveryCreationKey(createdAt: string, deliveryId = ''): string {
  return `T${new Date(createdAt).toISOString()}${deliveryId ? `#${deliveryId}` : ''}`;
}
