/**
 * zod issues → the FastAPI-style 422 body the original API answers:
 * `{"detail": [{"loc": ["body", "first_names"], "msg": "...", "type": "..."}]}`.
 */
import type { z } from 'zod';

export type Location = 'body' | 'query' | 'path' | 'header';

export interface ValidationDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class RequestValidationError extends Error {
  constructor(readonly detail: ValidationDetail[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

function typeOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `${issue.expected}_type`;
    case 'too_small':
      return issue.origin === 'string' ? 'string_too_short' : issue.origin === 'array' ? 'too_short' : 'greater_than_equal';
    case 'too_big':
      return issue.origin === 'string' ? 'string_too_long' : issue.origin === 'array' ? 'too_long' : 'less_than_equal';
    case 'invalid_format':
      return issue.format === 'regex' ? 'string_pattern_mismatch' : `value_error.${issue.format}`;
    case 'invalid_value':
      return issue.values.length === 1 ? 'literal_error' : 'enum';
    case 'unrecognized_keys':
      return 'extra_forbidden';
    default:
      return issue.code;
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * zod does not report the failing input, so whether a field was absent is read from the
 * request itself: an absent field answers FastAPI's "Field required" / missing, whatever
 * check failed on it.
 */
export function toDetail(location: Location, error: z.ZodError, input: unknown): ValidationDetail[] {
  return error.issues.map((issue) => {
    const missing = (issue.code === 'invalid_type' || issue.code === 'custom') && valueAt(input, issue.path) === undefined;
    return {
      loc: [location, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
      msg: missing ? 'Field required' : issue.message,
      type: missing ? 'missing' : typeOf(issue),
    };
  });
}

/** Parses every part of the request and reports all problems together, as FastAPI does. */
export function validateParts(parts: { location: Location; schema: z.ZodType | undefined; value: unknown }[]): unknown[] {
  const detail: ValidationDetail[] = [];
  const values = parts.map(({ location, schema, value }) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    detail.push(...toDetail(location, result.error, value));
    return undefined;
  });
  if (detail.length > 0) throw new RequestValidationError(detail);
  return values;
}
