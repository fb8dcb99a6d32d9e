/**
 * scoreLine is the fast path of the model: per-word and per-word-pair sums kept across lines. It
 * must give the same scores, to the bit, as hashing every feature of the line and predicting
 * (hashFeatures + predict), whatever lines came before it (warm or cold sums, a pair seen in
 * another line, a full cache emptied).
 */
import { decodeModel, predict, scoreLine } from './model.ts';
import { hashFeatures, maxFeatures, normalise } from './text.ts';
import { committedModel, corpusRecords } from '../../../test/helpers/labelling.ts';

const raw = committedModel();

/** Every real-world line (all three splits) and a slice of the generated held-out corpus. */
function corpusLines(): Array<{ text: string; amount: number }> {
  const out: Array<{ text: string; amount: number }> = [];
  for (const file of ['real-world.csv', 'real-world-test.csv', 'real-world-test-2.csv', 'heldout.csv']) {
    const rows = corpusRecords(file);
    const header = rows.shift() ?? [];
    const desc = header.indexOf('description');
    const ref = header.indexOf('reference');
    const amount = header.indexOf('amount_cents');
    rows.slice(0, 1500).forEach((f) => {
      const text = normalise(`${f[desc] ?? ''} ${f[ref] ?? ''}`);
      if (text) out.push({ text, amount: Number(f[amount]) });
    });
  }
  return out;
}

/** Lines whose shapes touch the edges of the word and pair sums: one- and two-letter words, a short last word. */
const EDGE_LINES = [
  'A',
  'AB',
  'A B',
  'A B C',
  'X POS PURCHASE',
  'POS PURCHASE X',
  'POS PURCHASE XY',
  'POS PURCHASE XYZ',
  'AB CD EF GH',
  'MR J SMITH PAYMENT',
  'PAYMENT TO J',
  'ACB DEBIT VEHICLE INSURA',
];

function expectSameAsPredict(model: ReturnType<typeof decodeModel>, text: string, amount: number): void {
  const fast = new Float64Array(model.labels.length);
  const slow = new Float64Array(model.labels.length);
  const fastProb = new Float64Array(1);
  const slowProb = new Float64Array(1);
  const features = new Uint32Array(maxFeatures(text.length));
  const best = scoreLine(model, text, amount, fast, fastProb, text.split(' '));
  const count = hashFeatures(text, amount, model.hashBits, features);
  const want = predict(model, features, count, amount, slow, slowProb);
  expect({ text, amount, best, prob: fastProb[0], scores: [...fast] }).toEqual({ text, amount, best: want, prob: slowProb[0], scores: [...slow] });
}

describe('scoreLine (per-word and per-pair sums) equals hashFeatures + predict', () => {
  const lines = corpusLines();

  it('on corpus lines, cold and then warm, for every sign of the amount', () => {
    // A fresh decode has its own sums: the first pass fills them, the second reads them.
    const model = decodeModel(raw);
    expect(lines.length).toBeGreaterThan(2000);
    for (let pass = 0; pass < 2; pass++) {
      for (const { text, amount } of lines) {
        expectSameAsPredict(model, text, amount);
        expectSameAsPredict(model, text, -amount);
      }
    }
  });

  it('on lines with one- and two-letter words, whose pairs are not kept', () => {
    const model = decodeModel(raw);
    for (const text of EDGE_LINES) for (const amount of [-12345, 0, 6789]) expectSameAsPredict(model, text, amount);
  });

  it('past the pair limit, when the kept sums are emptied and built again', () => {
    const model = decodeModel(raw);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const word = (n: number) => letters[n % 26]! + letters[Math.floor(n / 26) % 26]! + letters[Math.floor(n / 676) % 26]! + letters[Math.floor(n / 17_576) % 26]!;
    // 40,000 distinct pairs (a distinct first word each; more than the 32,768 kept), every 97th
    // checked, then the first ones again.
    for (let n = 0; n < 40_000; n++) {
      const text = `${word(n)} ${word(n * 7 + 3)}`;
      if (n % 97 === 0) expectSameAsPredict(model, text, -n - 1);
      else scoreLine(model, text, -n - 1, new Float64Array(model.labels.length), new Float64Array(1), text.split(' '));
    }
    for (let n = 0; n < 200; n++) expectSameAsPredict(model, `${word(n)} ${word(n * 7 + 3)}`, n + 1);
  });

  it('when a pair seen in one line comes back in another with other neighbours', () => {
    const model = decodeModel(raw);
    // "POS PURCHASE" is summed in the first line and read in the next ones.
    for (const text of ['POS PURCHASE SPAR', 'X POS PURCHASE', 'AB POS PURCHASE CD', 'POS PURCHASE']) expectSameAsPredict(model, text, -5000);
  });
});
