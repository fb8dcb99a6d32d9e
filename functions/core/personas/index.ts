export * from './generator.ts';
export { sassaPaymentDays, sassaAmount, publicHolidays, isWorkingDay } from './calendar.ts';
export { describe as describeTransaction, BANKS } from './bank-styles.ts';
