/** The API shapes the console reads (schemas/ has the contract; these are the fields used here). */
import type { RecurringPayer } from '../../../schemas/analyses.ts';

export type { RecurringPayer };

export type ApplicationStatus = 'pending' | 'in_progress' | 'completed' | 'expired' | 'failed' | string;

export interface ConnectRow {
  id: string;
  applicant: string;
  config: string;
  created_at: string;
  applicant_name: string | null;
  email: string | null;
  phone_number: string | null;
  id_number: string | null;
  status: ApplicationStatus;
}

export interface ConnectPage {
  data: ConnectRow[];
  count: number;
  has_next: boolean;
  has_prev: boolean;
}

export interface Application {
  id: string;
  applicant: string;
  config: string;
  status: ApplicationStatus;
  type: string;
  connect_url: string;
  expiry: string;
  created_at: string;
  redirect_url: string | null;
  revet_outcome: 'RED' | 'AMBER' | 'GREEN' | null;
}

export interface ApplicationEvent {
  kind: string;
  at: string;
  detail?: Record<string, string | number | boolean>;
}

export interface ApplicationConfig {
  id: string;
  name: string;
  is_default: boolean;
}

export interface Account {
  id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  account_holder_name: string | null;
  balance: number;
  account_type: string | null;
  transaction_count: number;
}

export interface BankConnection {
  id: string;
  status: string;
  accounts: Account[];
  analysed_at: string | null;
}

export interface StatementFile {
  id: string;
  title: string;
  size_unit_concat: string;
  created_at: string;
  status: string;
  message: string | null;
  bank_slug: string | null;
  account_number: string | null;
  statement_start_date: string | null;
  statement_end_date: string | null;
  transaction_count: number | null;
  authenticity: { verdict: 'no_signals' | 'suspicious' | 'tampered'; signals: Array<{ code: string; detail: string; page?: number }> } | null;
}

export interface AffordabilityMonth {
  year: number;
  month: number;
  primary_income: number;
  secondary_income: number;
  non_discretionary_expenses: number;
  discretionary_expenses: number;
  affordability_amount: number;
  full_month: boolean;
}

export interface Analyses {
  affordability?: { affordability: { monthly_affordability: AffordabilityMonth[]; average_full_month_affordability: number } };
  income?: {
    income_analysis: {
      consistency_score?: number | null;
      longevity_score?: number | null;
      regularity_score?: number | null;
      income_indicator?: string | number | null;
      next_pay_date?: string | null;
      strike_date?: number | null;
      income_heatmap?: Array<{ year: number; month: number; day: number; amount: number; count: number }> | null;
      recurring_payers?: RecurringPayer[] | null;
    };
  };
  risk?: {
    risk_insights: {
      risk_insights: {
        gambling_insights: { monthly_average_gambling_spend: number; monthly_average_gambling_proportion: number };
        overdraft_insights: { total_days_in_overdraft: number; monthly_average_days_in_overdraft: number };
        returned_debit_orders_insights: { last_month_count: number; last_3_months_count: number; last_6_months_count: number; last_12_months_count: number };
        atm_and_cash_insights: { atm_and_cash_average_amount: number; average_withdrawal_proportion: number };
        ssi_insights?: { monthly_average_ssi?: number | null } | null;
        net_saver_spender_insights?: { net_saver_spender: string } | null;
      };
    };
  };
  liquidity?: {
    liquidity_score: {
      '30_day_liquidity_score': number;
      '60_day_liquidity_score': number;
      '90_day_liquidity_score': number;
      balance_forecast?: Array<{ date: string; balance: number; forecast?: boolean }> | null;
      balance_history?: Array<{ date: string; balance: number; forecast?: boolean }>;
    };
  };
  expenses?: {
    expenses_insights: {
      top_expense_amounts: Array<{ label: string; amount: number; average_monthly_spend: number; percentage_of_total_spend?: number | null }>;
      spend_split: { discretionary_spend_percentage?: number | null; non_discretionary_spend_percentage?: number | null };
    };
  };
  health?: {
    health_score: {
      affordability_score: number;
      income_score: number;
      expense_score: number;
      liquidity_and_savings_score: number;
      debt_score: number;
      fees_score: number;
      final_score: number;
    };
  };
  summary?: {
    statement_summary: {
      accounts_summary: Array<{
        account: string;
        bank: string;
        statement_start_date: string;
        statement_end_date: string;
        opening_balance: number;
        closing_balance: number;
        total_transactions: number;
        total_credit_amount: number;
        total_debit_amount: number;
      }>;
      account_holder_name: string | null;
    };
  };
}

export interface Transaction {
  id: string;
  description?: string | null;
  reference?: string | null;
  account_number: string;
  datetime: string;
  amount: number;
  label?: string;
  label_confidence?: number;
  label_source?: string;
  balance: number;
}

export interface TransactionPage {
  count: number;
  has_next: boolean;
  has_prev: boolean;
  data: Transaction[];
  next?: string | null;
  available_accounts: Array<{ account_id: string; account_number: string; account_name: string }>;
  review?: { threshold: number; lines: number; lines_below: number; lines_below_share: number; amount_below_share: number };
}
