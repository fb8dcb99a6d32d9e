/**
 * The committed labelling model and the labelling corpus files, read the one way the labelling
 * tests read them (each test file used to carry its own copy of these lines).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '#core/csv';
import { createLabeller, decodeModel, type Labeller, type LabellingModel } from '#core/labelling/index';
import { REVIEW_THRESHOLD } from '#core/labelling/review';
import type { Label } from '#schemas/labels';
import { repoRoot } from '#local/paths';

/** layers/labelling-model: the corpus, the training tools and the committed model. */
export const LABELLING_LAYER = join(repoRoot(), 'layers', 'labelling-model');

/** The committed model file (layers/labelling-model/layer/labelling-model/model.json), as stored. */
export function committedModel(): LabellingModel {
  return JSON.parse(readFileSync(join(LABELLING_LAYER, 'layer', 'labelling-model', 'model.json'), 'utf8')) as LabellingModel;
}

/** A labeller over the committed model and the rules, as production builds it. */
export function committedLabeller(options?: Parameters<typeof createLabeller>[1]): Labeller {
  return createLabeller(decodeModel(committedModel()), options);
}

let shared: Labeller | undefined;

/** The label the committed labeller gives one line (one labeller per test file). */
export function labelOf(description: string, amount_cents: number, reference: string | null = null): Label {
  shared ??= committedLabeller();
  return shared.label({ description, reference, amount_cents }).label;
}

let rulesOnly: Labeller | undefined;

/**
 * The label the rules alone give one line, without the model: what a test of a rule pins. Where a
 * rule's answer is soft the model may override it, and on a line it cannot know (an unknown word, a
 * nickname) its guess moves with every retraining; labelOrReview says how the whole engine must answer.
 */
export function ruleLabelOf(description: string, amount_cents: number, reference: string | null = null): Label {
  rulesOnly ??= committedLabeller({ disableModel: true });
  return rulesOnly.label({ description, reference, amount_cents }).label;
}

/**
 * The committed labeller's label, or 'review' where its confidence is under the review threshold:
 * the promise on a line the engine cannot know is to be right or to say it is unsure, never a
 * confident guess.
 */
export function labelOrReview(description: string, amount_cents: number, reference: string | null = null): Label | 'review' {
  shared ??= committedLabeller();
  const labelled = shared.label({ description, reference, amount_cents });
  return labelled.label_confidence < REVIEW_THRESHOLD ? 'review' : labelled.label;
}

/** The records of a corpus file (layers/labelling-model/corpus/<file>), the header row first. */
export function corpusRecords(file: string): string[][] {
  return parseCsv(readFileSync(join(LABELLING_LAYER, 'corpus', file), 'utf8')).map((r) => r.fields);
}
