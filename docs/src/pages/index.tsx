import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';

const STEPS = [
  { to: '/docs/auth', title: '1. Get an API token', text: 'Log in to your organisation and create a token for your loan system.' },
  { to: '/docs/tutorial-basics/byod_walkthrough', title: '2. Send bank data', text: 'Create a config, an applicant and an application, then push the bank data you already hold.' },
  { to: '/docs/tutorial-basics/byod_walkthrough#6-read-the-affordability-analysis', title: '3. Read the analysis', text: 'Affordability under the National Credit Regulations, income, risk, liquidity and more.' },
];

export default function Landing({ location }: PageProps) {
  return (
    <Layout location={location}>
      <div className="kh-landing">
        <section className="kh-hero" aria-labelledby="hero-title">
          <h1 id="hero-title">Bank data your credit team can lend on</h1>
          <p className="kh-lead">
            Khanya turns a South African applicant&apos;s bank data into labelled transactions and affordability, income, risk,
            liquidity, expense and health analyses, through one REST API. These docs take you from nothing to reading an
            affordability analysis on your own laptop.
          </p>
          <p className="kh-cta">
            <Link className="kh-button" to="/docs">
              Start the guide
            </Link>
            <Link className="kh-button kh-button-secondary" to="/api/">
              API reference
            </Link>
          </p>
        </section>
        <section aria-labelledby="steps-title">
          <h2 id="steps-title">Three steps to your first analysis</h2>
          <ol className="kh-cards">
            {STEPS.map((step) => (
              <li key={step.to}>
                <Link to={step.to}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="run-title">
          <h2 id="run-title">Run the whole product locally</h2>
          <p>
            The API, its database and queues run on your machine with two commands and no AWS account. Every sample in these docs
            runs against it, and a test runs every sample against it on every change.
          </p>
          <pre tabIndex={0}>
            <code>{'npm ci && npm start     # the API on http://localhost:3000, with a demo login and API token'}</code>
          </pre>
        </section>
        <section aria-labelledby="console-title">
          <h2 id="console-title">The console for your credit team</h2>
          <p>
            Your analysts see each application's bank data drawn for a credit committee, relabel transactions and create
            applications in the Khanya console: at <a href="https://console.khanya.example/console/">console.khanya.example/console/</a>,
            and on your machine at <a href="http://localhost:3000/console/">localhost:3000/console/</a> after{' '}
            <code>npm start</code> (it prints a link that logs you in as the demo user).
          </p>
        </section>
        <section aria-labelledby="more-title">
          <h2 id="more-title">What else is here</h2>
          <ul>
            <li>
              <Link to="/docs/errors">Every error</Link> and <Link to="/docs/constants/data_points">every data point</Link>, generated
              from the API contract.
            </li>
            <li>
              <Link to="/docs/tutorial-basics/connect_walkthrough">The connect link</Link>: let the applicant upload their own
              statements.
            </li>
            <li>
              <Link to="/blog">The blog</Link>: changelog and engineering notes.
            </li>
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <SeoHead title="Khanya developer documentation" description="Integrate Khanya, the bank-data API for South African lenders." />;
}
