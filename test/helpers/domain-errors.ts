import { DomainError } from '#schemas/errors';

/** The catalogue code a synchronous check throws, or undefined when it passes (other errors propagate). */
export function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}
