/** One structured JSON logger (Powertools) for every function; details of failures go here, never to clients. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'khanya-api', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
