/**
 * Every analysis of an application, drawn for a credit committee: affordability by month (income
 * vs expenses vs what is affordable), income (scores, strike date, heatmap), balance history with
 * the forecast (one line, the forecast dashed), spend split and top expenses, risk flags, the health score and the statement summary.
 */
import { useMemo } from 'react';
import { formatDate, formatRand, monthName, percent } from '../format.ts';
import type { Analyses, RecurringPayer } from '../types.ts';
import { ChartFigure, type Series } from '../Chart.tsx';
import { ScrollBox, TableHead } from '../ui.tsx';

const randShort = (value: number) => formatRand(value).replace(/,00$/, '');

function Score({ label, value }: { label: string; value: number | null | undefined }) {
  if (value == null) return null;
  const rounded = Math.round(value);
  return (
    <div className="score">
      <span className="score-label" id={`score-${label.replace(/\W+/g, '-')}`}>
        {label}
      </span>
      <meter min={0} max={100} low={40} high={70} optimum={100} value={rounded} aria-labelledby={`score-${label.replace(/\W+/g, '-')}`} />
      <span className="score-value">{rounded} / 100</span>
    </div>
  );
}

function Affordability({ data }: { data: NonNullable<Analyses['affordability']>['affordability'] }) {
  const months = data.monthly_affordability;
  const labels = useMemo(() => months.map((m) => `${monthName(m.year, m.month)}${m.full_month ? '' : ' (part)'}`), [months]);
  const series = useMemo<Series[]>(
    () => [
      { label: 'Primary income', values: months.map((m) => m.primary_income), kind: 'bar', colour: '--chart-1', stack: 'income' },
      { label: 'Other income', values: months.map((m) => m.secondary_income), kind: 'bar', colour: '--chart-2', stack: 'income' },
      { label: 'Non-discretionary spend', values: months.map((m) => m.non_discretionary_expenses), kind: 'bar', colour: '--chart-3', stack: 'spend' },
      { label: 'Discretionary spend', values: months.map((m) => m.discretionary_expenses), kind: 'bar', colour: '--chart-4', stack: 'spend' },
      { label: 'Affordable amount', values: months.map((m) => m.affordability_amount), kind: 'line', colour: '--chart-line' },
    ],
    [months],
  );
  return (
    <section aria-labelledby="affordability">
      <h3 id="affordability">Affordability</h3>
      <p className="headline">
        Average affordable amount over full months: <strong>{formatRand(data.average_full_month_affordability)}</strong>
      </p>
      <ChartFigure
        title="Income, spend and the affordable amount by month"
        summary={`Affordability by month over ${months.length} months; the full-month average is ${formatRand(data.average_full_month_affordability)}.`}
        labels={labels}
        series={series}
        format={randShort}
      />
    </section>
  );
}

function Income({ data }: { data: NonNullable<Analyses['income']>['income_analysis'] }) {
  const heat = data.income_heatmap ?? [];
  const months = [...new Set(heat.map((c) => `${c.year}-${String(c.month).padStart(2, '0')}`))].sort();
  const max = Math.max(1, ...heat.map((c) => c.amount));
  return (
    <section aria-labelledby="income">
      <h3 id="income">Income</h3>
      <dl className="facts">
        <div>
          <dt>Paid</dt>
          <dd>{String(data.income_indicator ?? 'unknown')}</dd>
        </div>
        <div>
          <dt>Debit-order strike day</dt>
          <dd>{data.strike_date ? `the ${data.strike_date}${ordinal(data.strike_date)}` : 'none found'}</dd>
        </div>
        <div>
          <dt>Next pay date</dt>
          <dd>{data.next_pay_date ? formatDate(data.next_pay_date) : 'not predictable'}</dd>
        </div>
      </dl>
      <Score label="Consistency" value={data.consistency_score} />
      <Score label="Regularity" value={data.regularity_score} />
      <Score label="Longevity" value={data.longevity_score} />
      {heat.length > 0 ? (
        <ScrollBox label={'Income heatmap'}>
          <table className="heatmap">
            <caption>Income received by day of the month (darker: more)</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {Array.from({ length: 31 }, (_, i) => (
                  <th scope="col" key={i}>
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((key) => {
                const [year, month] = key.split('-').map(Number) as [number, number];
                return (
                  <tr key={key}>
                    <th scope="row">{monthName(year, month)}</th>
                    {Array.from({ length: 31 }, (_, i) => {
                      const cell = heat.find((c) => c.year === year && c.month === month && c.day === i + 1);
                      const level = cell ? Math.max(1, Math.round((cell.amount / max) * 4)) : 0;
                      return (
                        <td key={i} className={`heat-${level}`}>
                          {cell ? <span className="visually-hidden">{formatRand(cell.amount)}</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
      <RecurringPayers payers={data.recurring_payers ?? []} />
    </section>
  );
}

const CYCLE: Record<RecurringPayer['frequency'], string> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };

/**
 * Regular money in that the labels do not call income (a person's or an unknown payer's): shown
 * for the lender to judge, because a private employer paying by app and a relative's support look
 * alike on a statement. Never in the income figures above.
 */
function RecurringPayers({ payers }: { payers: readonly RecurringPayer[] }) {
  if (payers.length === 0) return <p>No other payer sends money on a regular cycle.</p>;
  return (
    <>
      <p>Regular money in that is not counted as income (a person or an unknown payer): judge it yourself.</p>
      <ScrollBox label={'Regular payers not counted as income'}>
        <table>
          <caption>Regular payers not counted as income</caption>
          <TableHead columns={['Payer', 'Label', 'Cycle', { label: 'Months', num: true }, { label: 'Usual amount', num: true }, { label: 'Total', num: true }, 'Usual day']} />
          <tbody>
            {payers.map((payer) => (
              <tr key={`${payer.payer} ${payer.label}`}>
                <th scope="row">{payer.payer}</th>
                <td>{payer.label}</td>
                <td>{CYCLE[payer.frequency]}</td>
                <td className="num">{payer.months}</td>
                <td className="num">{formatRand(payer.usual_amount)}</td>
                <td className="num">{formatRand(payer.total_amount)}</td>
                <td>{payer.usual_day ? `the ${payer.usual_day}${ordinal(payer.usual_day)}` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

function Liquidity({ data }: { data: NonNullable<Analyses['liquidity']>['liquidity_score'] }) {
  // One time line: the last 90 days as they were, then the 90 days forecast (dashed), the
  // history's last point repeated so the two lines join.
  const history = data.balance_history ?? [];
  const forecast = data.balance_forecast ?? [];
  const labels = useMemo(() => [...history, ...forecast].map((p) => formatDate(p.date)), [history, forecast]);
  const series = useMemo<Series[]>(() => {
    const last = history.length - 1;
    return [
      { label: 'Balance', values: [...history.map((p) => p.balance), ...forecast.map(() => null)], kind: 'line', colour: '--chart-1' },
      { label: 'Forecast balance', values: [...history.map((p, i) => (i === last ? p.balance : null)), ...forecast.map((p) => p.balance)], kind: 'line', colour: '--chart-3', dashed: true },
    ];
  }, [history, forecast]);
  const lowest = forecast.reduce<{ date: string; balance: number } | null>((low, p) => (low === null || p.balance < low.balance ? p : low), null);
  const title =
    history.length > 0 ? `End-of-day balance: the last ${history.length} days and the next ${forecast.length} forecast` : `Forecast end-of-day balance, next ${forecast.length} days`;
  const now = history.at(-1);
  return (
    <section aria-labelledby="liquidity">
      <h3 id="liquidity">Liquidity</h3>
      <Score label="30-day liquidity" value={data['30_day_liquidity_score']} />
      <Score label="60-day liquidity" value={data['60_day_liquidity_score']} />
      <Score label="90-day liquidity" value={data['90_day_liquidity_score']} />
      {forecast.length > 0 && lowest ? (
        <ChartFigure
          title={title}
          summary={`${now ? `The balance was ${formatRand(now.balance)} on ${formatDate(now.date)}. ` : ''}It is forecast for ${forecast.length} days; its lowest is ${formatRand(lowest.balance)} on ${formatDate(lowest.date)}.`}
          labels={labels}
          series={series}
          format={randShort}
        />
      ) : null}
    </section>
  );
}

function Expenses({ data }: { data: NonNullable<Analyses['expenses']>['expenses_insights'] }) {
  const top = data.top_expense_amounts.slice(0, 8);
  const labels = useMemo(() => top.map((t) => t.label), [top]);
  const series = useMemo<Series[]>(() => [{ label: 'Average per month', values: top.map((t) => t.average_monthly_spend), kind: 'bar', colour: '--chart-3' }], [top]);
  return (
    <section aria-labelledby="expenses">
      <h3 id="expenses">Expenses</h3>
      <p className="headline">
        Discretionary {Math.round(data.spend_split.discretionary_spend_percentage ?? 0)} % · non-discretionary {Math.round(data.spend_split.non_discretionary_spend_percentage ?? 0)} % of spend
      </p>
      {top.length > 0 ? <ChartFigure title="Top expenses, average per month" summary={`The largest expense is ${top[0]!.label} at ${formatRand(top[0]!.average_monthly_spend)} a month.`} labels={labels} series={series} format={randShort} /> : null}
    </section>
  );
}

function Risk({ data }: { data: NonNullable<Analyses['risk']>['risk_insights']['risk_insights'] }) {
  const returned = data.returned_debit_orders_insights;
  return (
    <section aria-labelledby="risk">
      <h3 id="risk">Risk flags</h3>
      <dl className="facts">
        <div>
          <dt>Gambling</dt>
          <dd>
            {formatRand(data.gambling_insights.monthly_average_gambling_spend)} a month ({percent(data.gambling_insights.monthly_average_gambling_proportion)} of salary)
          </dd>
        </div>
        <div>
          <dt>Days in overdraft</dt>
          <dd>
            {data.overdraft_insights.total_days_in_overdraft} ({data.overdraft_insights.monthly_average_days_in_overdraft.toFixed(1)} a month)
          </dd>
        </div>
        <div>
          <dt>Returned debit orders</dt>
          <dd>
            {returned.last_month_count} last month · {returned.last_3_months_count} in 3 · {returned.last_6_months_count} in 6 · {returned.last_12_months_count} in 12 months
          </dd>
        </div>
        <div>
          <dt>Cash withdrawals</dt>
          <dd>
            {formatRand(data.atm_and_cash_insights.atm_and_cash_average_amount)} a month ({percent(data.atm_and_cash_insights.average_withdrawal_proportion)} of salary)
          </dd>
        </div>
        <div>
          <dt>SASSA grants</dt>
          <dd>{data.ssi_insights?.monthly_average_ssi ? `${formatRand(data.ssi_insights.monthly_average_ssi)} a month` : 'none'}</dd>
        </div>
        {data.net_saver_spender_insights ? (
          <div>
            <dt>Saver or spender</dt>
            <dd>{data.net_saver_spender_insights.net_saver_spender}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Health({ data }: { data: NonNullable<Analyses['health']>['health_score'] }) {
  return (
    <section aria-labelledby="health">
      <h3 id="health">Financial health</h3>
      <p className="headline">
        Health score <strong>{Math.round(data.final_score)} / 100</strong>
      </p>
      <Score label="Affordability" value={data.affordability_score} />
      <Score label="Income" value={data.income_score} />
      <Score label="Expenses" value={data.expense_score} />
      <Score label="Liquidity and savings" value={data.liquidity_and_savings_score} />
      <Score label="Debt" value={data.debt_score} />
      <Score label="Fees" value={data.fees_score} />
    </section>
  );
}

function Summary({ data }: { data: NonNullable<Analyses['summary']>['statement_summary'] }) {
  return (
    <section aria-labelledby="summary" className="wide">
      <h3 id="summary">Statement summary</h3>
      <ScrollBox label={'Statement summary table'}>
        <table>
          <TableHead columns={['Account', 'Period', 'Opening', 'Closing', 'In', 'Out', 'Lines']} />
          <tbody>
            {data.accounts_summary.map((a) => (
              <tr key={a.account}>
                <th scope="row">
                  {a.bank} {a.account}
                </th>
                <td>
                  {formatDate(a.statement_start_date)} – {formatDate(a.statement_end_date)}
                </td>
                <td className="num">{formatRand(a.opening_balance)}</td>
                <td className="num">{formatRand(a.closing_balance)}</td>
                <td className="num">{formatRand(a.total_credit_amount)}</td>
                <td className="num">{formatRand(a.total_debit_amount)}</td>
                <td className="num">{a.total_transactions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

export function AnalysesView({ analyses }: { analyses: Analyses }) {
  return (
    <div className="analyses">
      {analyses.affordability ? <Affordability data={analyses.affordability.affordability} /> : null}
      {analyses.income ? <Income data={analyses.income.income_analysis} /> : null}
      {analyses.liquidity ? <Liquidity data={analyses.liquidity.liquidity_score} /> : null}
      {analyses.expenses ? <Expenses data={analyses.expenses.expenses_insights} /> : null}
      {analyses.risk ? <Risk data={analyses.risk.risk_insights.risk_insights} /> : null}
      {analyses.health ? <Health data={analyses.health.health_score} /> : null}
      {analyses.summary ? <Summary data={analyses.summary.statement_summary} /> : null}
    </div>
  );
}
