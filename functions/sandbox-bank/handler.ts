/**
 * The sandbox bank's Lambda: one function behind `ANY /sandbox-bank` and `/sandbox-bank/{proxy+}`
 * (routes.ts). serverless-http turns the HTTP API's event into a node request with the raw path,
 * so the bank sees the same URLs as on the local server.
 */
import serverless from 'serverless-http';
import { sandboxBank } from './app.ts';

export const handler = serverless(sandboxBank);
