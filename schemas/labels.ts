/**
 * The fixed transaction label set (schemas/reference/labels.csv, exact strings): every
 * transaction gets exactly one of these. `direction` says which sign it applies to; `group`
 * is what the analyses sum over (income, debt, non_discretionary, discretionary, fees, ...).
 * A test keeps this file equal to the CSV.
 */
export const LABELS = [
  { label: 'Salaries and Wages', direction: 'credit', group: 'income', meaning: 'Employment income: salaries, wages, payroll and commission paid by an employer' },
  { label: 'Pension', direction: 'credit', group: 'income', meaning: 'Pension, provident-fund, retirement-annuity and living-annuity payouts (added beyond the original set)' },
  { label: 'Business Income', direction: 'credit', group: 'income', meaning: 'Business takings: card-machine and payment-gateway settlements and payouts to a merchant (added beyond the original set)' },
  { label: 'Social Security Income', direction: 'credit', group: 'income', meaning: 'SASSA grants: old age, child support, disability, foster care, social relief of distress (SRD)' },
  { label: 'UIF', direction: 'either', group: 'income', meaning: 'Unemployment Insurance Fund benefit payments received (credit), or UIF contributions paid (debit)' },
  { label: 'Interest Received', direction: 'credit', group: 'income', meaning: 'Interest and dividends earned' },
  { label: 'Other Income', direction: 'credit', group: 'income', meaning: 'Other recurring income: maintenance received, rental income, bursaries, stipends (added beyond the original set)' },
  { label: 'SARS', direction: 'credit', group: 'other_credit', meaning: 'Tax refunds and other payments received from the revenue service' },
  { label: 'Loan Disbursement', direction: 'credit', group: 'other_credit', meaning: 'Loan, advance or credit-facility payouts into the account' },
  { label: 'Refund', direction: 'credit', group: 'other_credit', meaning: 'Refunds, purchase reversals, cashback and chargebacks' },
  { label: 'Cash Deposit', direction: 'credit', group: 'other_credit', meaning: 'Cash deposited at a branch, ATM or retailer' },
  { label: 'Bank Transfer', direction: 'either', group: 'transfer', meaning: 'Transfers and payments between own accounts or to and from other people, e-wallet and money-send' },
  { label: 'Savings Transfer', direction: 'either', group: 'savings', meaning: 'Transfers into or out of savings and notice-deposit accounts, tax-free savings, stokvels' },
  { label: 'Investments', direction: 'either', group: 'savings', meaning: 'Contributions to or withdrawals from unit trusts, share-trading, retirement annuities and other investments' },
  { label: 'Gambling', direction: 'either', group: 'discretionary', meaning: 'Sports betting, lottery, casinos and online gaming: deposits (debit) and payouts (credit)' },
  { label: 'Rent', direction: 'debit', group: 'non_discretionary', meaning: 'Rent paid for housing' },
  { label: 'Home Loan Repayment', direction: 'debit', group: 'debt', meaning: 'Home-loan (bond) repayments' },
  { label: 'Auto Loan Repayment', direction: 'debit', group: 'debt', meaning: 'Vehicle-finance instalments' },
  { label: 'Credit Card Repayments', direction: 'debit', group: 'debt', meaning: 'Payments towards a credit card' },
  { label: 'General Loan Repayment', direction: 'debit', group: 'debt', meaning: 'Repayments of personal loans, micro-loans and store accounts' },
  { label: 'BNPL', direction: 'debit', group: 'debt', meaning: 'Buy-now-pay-later instalments' },
  { label: 'Debt Review Payment', direction: 'debit', group: 'debt', meaning: 'Payments to a payment distribution agency or debt counsellor under debt review' },
  { label: 'Interest Repayment', direction: 'debit', group: 'fees', meaning: 'Interest charged on overdrafts, debit balances and loans' },
  { label: 'Groceries', direction: 'debit', group: 'non_discretionary', meaning: 'Supermarkets and food stores' },
  { label: 'Fuel', direction: 'debit', group: 'non_discretionary', meaning: 'Fuel stations' },
  { label: 'Transport', direction: 'debit', group: 'non_discretionary', meaning: 'Public transport, minibus taxi, e-hailing rides, tolls, vehicle licence fees' },
  { label: 'Parking', direction: 'debit', group: 'non_discretionary', meaning: 'Parking fees' },
  { label: 'Utilities - Electricity', direction: 'debit', group: 'non_discretionary', meaning: 'Electricity, including prepaid electricity' },
  { label: 'Utilities - Water', direction: 'debit', group: 'non_discretionary', meaning: 'Water, refuse and municipal rates and services' },
  { label: 'Utilities - Telephone', direction: 'debit', group: 'non_discretionary', meaning: 'Cellphone contracts, landlines, home internet and fibre' },
  { label: 'Cellular Data Purchase', direction: 'debit', group: 'non_discretionary', meaning: 'Prepaid airtime and data bundles' },
  { label: 'Education', direction: 'debit', group: 'non_discretionary', meaning: 'School and university fees, study material' },
  { label: 'Children and Dependents', direction: 'debit', group: 'non_discretionary', meaning: 'Creche, aftercare, childcare, maintenance paid' },
  { label: 'Health and Medical', direction: 'debit', group: 'non_discretionary', meaning: 'Pharmacies, doctors, dentists, hospitals' },
  { label: 'Health Insurance', direction: 'debit', group: 'non_discretionary', meaning: 'Medical-aid and hospital-plan contributions' },
  { label: 'Life Insurance', direction: 'debit', group: 'non_discretionary', meaning: 'Life and disability cover premiums' },
  { label: 'Funeral Cover', direction: 'debit', group: 'non_discretionary', meaning: 'Funeral policy and burial-society premiums' },
  { label: 'Auto Insurance', direction: 'debit', group: 'non_discretionary', meaning: 'Vehicle insurance premiums' },
  { label: 'Home Insurance', direction: 'debit', group: 'non_discretionary', meaning: 'Building and household-contents insurance premiums' },
  { label: 'General Insurance', direction: 'debit', group: 'non_discretionary', meaning: 'Other and bundled insurance premiums' },
  { label: 'Tax Payment', direction: 'debit', group: 'non_discretionary', meaning: 'Payments of tax to the revenue service' },
  { label: 'Debit Order', direction: 'debit', group: 'non_discretionary', meaning: 'A debit order whose purpose cannot be identified more precisely' },
  { label: 'Eating Out', direction: 'debit', group: 'discretionary', meaning: 'Restaurants, take-aways and food delivery' },
  { label: 'Coffee', direction: 'debit', group: 'discretionary', meaning: 'Coffee shops' },
  { label: 'Alcohol', direction: 'debit', group: 'discretionary', meaning: 'Liquor stores' },
  { label: 'Nightlife & Entertainment', direction: 'debit', group: 'discretionary', meaning: 'Bars, taverns, clubs and night venues' },
  { label: 'Entertainment', direction: 'debit', group: 'discretionary', meaning: 'Cinema, events, tickets, gaming and hobbies' },
  { label: 'Sport', direction: 'debit', group: 'discretionary', meaning: 'Gyms, sports clubs, sporting goods and events' },
  { label: 'Subscriptions', direction: 'debit', group: 'discretionary', meaning: 'Streaming and digital subscriptions (video, music, pay-TV, app stores, cloud storage)' },
  { label: 'Clothing', direction: 'debit', group: 'discretionary', meaning: 'Clothing and footwear stores' },
  { label: 'Electronics and Appliances', direction: 'debit', group: 'discretionary', meaning: 'Electronics, computers, phones and appliances' },
  { label: 'Home and Garden', direction: 'debit', group: 'discretionary', meaning: 'Hardware, furniture, home-ware and garden stores' },
  { label: 'Online Purchase', direction: 'debit', group: 'discretionary', meaning: 'Purchases from online shops and marketplaces' },
  { label: 'General Purchases', direction: 'debit', group: 'discretionary', meaning: 'Other retail purchases' },
  { label: 'Personal Care', direction: 'debit', group: 'discretionary', meaning: 'Hair, beauty, spa and toiletries' },
  { label: 'Tobacco & Smoking', direction: 'debit', group: 'discretionary', meaning: 'Tobacconists and vape shops' },
  { label: 'Holidays and Travel', direction: 'debit', group: 'discretionary', meaning: 'Flights, accommodation, car hire and travel agents' },
  { label: 'Donation', direction: 'debit', group: 'discretionary', meaning: 'Church, charity and other donations' },
  { label: 'ATM and Cash Withdrawal', direction: 'debit', group: 'cash', meaning: 'Cash withdrawn at an ATM, branch or retailer till' },
  { label: 'Bank Charges and Fees', direction: 'debit', group: 'fees', meaning: 'Account, transaction, card, notification and other bank charges not listed below' },
  { label: 'Cash Deposit Fee', direction: 'debit', group: 'fees', meaning: 'Fees charged for depositing cash' },
  { label: 'Cash Withdrawal Fee', direction: 'debit', group: 'fees', meaning: 'Fees charged for withdrawing cash' },
  { label: 'Overdraft Fee', direction: 'debit', group: 'fees', meaning: 'Overdraft facility and service fees' },
  { label: 'Insufficient Funds Fee', direction: 'debit', group: 'fees', meaning: 'Fees for unpaid or dishonoured debit orders and payments for insufficient funds' },
  { label: 'Transaction Declined Fee', direction: 'debit', group: 'fees', meaning: 'Fees for declined card transactions' },
  { label: 'Spend Limit Exceeded Fee', direction: 'debit', group: 'fees', meaning: 'Fees for exceeding a card or account limit' },
  { label: 'Returned Debit Order', direction: 'either', group: 'risk', meaning: 'A debit order returned unpaid (usually for insufficient funds): the unpaid or returned entry, or its reversal; the fee the bank charges for it is Insufficient Funds Fee' },
  { label: 'Uncategorised', direction: 'either', group: 'other', meaning: 'Nothing above fits' },
] as const;

export type Label = (typeof LABELS)[number]['label'];
export type LabelGroup = (typeof LABELS)[number]['group'];
export type LabelDirection = (typeof LABELS)[number]['direction'];

export const LABEL_NAMES = LABELS.map((entry) => entry.label) as [Label, ...Label[]];
export const LABEL_GROUPS = ['cash', 'debt', 'discretionary', 'fees', 'income', 'non_discretionary', 'other', 'other_credit', 'risk', 'savings', 'transfer'] as const;

const BY_NAME = new Map<string, (typeof LABELS)[number]>(LABELS.map((entry) => [entry.label, entry]));

export function isLabel(value: string): value is Label {
  return BY_NAME.has(value);
}

export function labelGroup(label: string): LabelGroup | undefined {
  return BY_NAME.get(label)?.group;
}

export function labelDirection(label: string): LabelDirection | undefined {
  return BY_NAME.get(label)?.direction;
}
