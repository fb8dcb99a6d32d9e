/**
 * Whether the knowledge base names a merchant (used by evaluate.ts and the tests to report
 * held-out lines whose merchant the rules know vs do not know). Compares normalised phrases.
 */
import { KNOWLEDGE_BASE } from '#core/labelling/knowledge-base';
import { normalise } from '#core/labelling/text';

let phrases: Set<string> | null = null;

export function knowledgeBasePhrases(): Set<string> {
  phrases ??= new Set(KNOWLEDGE_BASE.flatMap((g) => g.phrases.split('|').map((p) => normalise(p))));
  return phrases;
}

export function knowledgeBaseHas(name: string): boolean {
  return knowledgeBasePhrases().has(normalise(name));
}
