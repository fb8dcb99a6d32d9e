/**
 * The bank's own category of a line, where its export or statement prints one, as evidence for a
 * purchase the engine cannot place.
 *
 * Capitec prints a category on every row of its app export and of its statement since 2021
 * (functions/core/statements/capitec.ts, functions/core/pdf/layouts/capitec.ts). For card
 * purchases it comes from the card network's merchant category code, which the bank has and the
 * description does not: it is what names the long tail of independent shops ("Sukithai
 * Stellenbosch (Card 7316)": Restaurants) that no list of brands reaches.
 *
 * How it is used (labelling/index.ts): only on debits, only where the engine's own answer is
 * Uncategorised, and only for the spending categories below. Why so narrowly: the applicant can
 * recategorise a line in the banking app and the export carries that choice; a category that
 * says income ("Salary", "Other Income") is therefore never evidence of income, and the engine's
 * own reading of a line it can place wins over the app's. Categories not in the table (Fees,
 * Transfer, Cellphone, Digital Payments, Uncategorised, ...) are not used: the engine reads those
 * lines' wording itself, or the category does not decide one label.
 *
 * The category names: every one seen in four public Capitec exports (JaidendT/MindfulMoney data/
 * at 458b4fc, hoogenbj/countary test resources at bcb44e2, TheFlash180/fintrack-pro fixture
 * capitec-real.csv at 54f56e6); compared ignoring case, spacing and "&"/"and".
 */
import type { Label } from '#schemas/labels';

const SPENDING: Readonly<Record<string, Label>> = {
  groceries: 'Groceries',
  restaurants: 'Eating Out',
  takeaways: 'Eating Out',
  pharmacy: 'Health and Medical',
  doctorstherapists: 'Health and Medical',
  fuel: 'Fuel',
  parking: 'Parking',
  vehiclemaintenance: 'Transport',
  alcohol: 'Alcohol',
  goingout: 'Nightlife & Entertainment',
  movies: 'Entertainment',
  activities: 'Entertainment',
  bettinglottery: 'Gambling',
  clothingshoes: 'Clothing',
  personalcare: 'Personal Care',
  childrendependants: 'Children and Dependents',
  onlinestore: 'Online Purchase',
  education: 'Education',
  holiday: 'Holidays and Travel',
  homeimprovements: 'Home and Garden',
  homemaintenance: 'Home and Garden',
  telephone: 'Utilities - Telephone',
};

function categoryKey(category: string): string {
  return category.toLowerCase().replace(/\band\b/g, '').replace(/[^a-z]/g, '');
}

/** The label a debit's bank category names, or null when the category is not spending evidence. */
export function labelOfBankCategory(category: string | null | undefined, amountCents: number): Label | null {
  if (!category || amountCents >= 0) return null;
  return SPENDING[categoryKey(category)] ?? null;
}
