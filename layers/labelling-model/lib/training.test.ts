import { readHeldOut, readTrain } from './corpus.ts';
import { HASH_BITS, toExamples, train, type Example } from './training.ts';

describe('training averages several orders of the lines (lib/training.ts train)', () => {
  const quiet = () => {};
  const lines = readTrain();

  it('gives the mean of the single trainings: two trainings in one order are that order, and the same input the same weights', () => {
    const few = toExamples(lines.filter((_, i) => i % 50 === 0));
    const once = train(few, [7], quiet);
    expect(train(few, [7], quiet)).toEqual(once);
    const twice = train(few, [7, 7], quiet);
    let largest = 0;
    for (let i = 0; i < once.length; i++) largest = Math.max(largest, Math.abs(twice[i]! - once[i]!));
    expect(largest).toBeLessThan(1e-6);
    expect(() => train(few, [], quiet)).toThrow(/at least one seed/);
  }, 60_000);

  // A tenth of the training file keeps each training short. The share of predictions that move is
  // larger than on the whole file (fewer lines, the model's argmax alone, no rules); what carries
  // over is the ratio: bench/labelling-stability.ts, on the whole file and through the whole
  // labeller, finds 168 of 5,829 lines differing between two single orders and 75 between two
  // averages of five.
  it('so that the order the lines happen to come in moves fewer predictions than one order does', () => {
    const examples = toExamples(lines.filter((_, i) => i % 10 === 0));
    const heldOut = toExamples(readHeldOut());
    const predictions = (seeds: number[]) => {
      const W = train(examples, seeds, quiet);
      const labels = W.length / (1 << HASH_BITS);
      return heldOut.map(({ features, allowed }: Example) => {
        let best = -1;
        let bestScore = -Infinity;
        for (const l of allowed) {
          let score = 0;
          for (const f of features) score += W[f * labels + l]!;
          if (score > bestScore) [best, bestScore] = [l, score];
        }
        return best;
      });
    };
    const differing = (a: number[], b: number[]) => a.filter((label, i) => label !== b[i]).length;
    const oneOrder = differing(predictions([7]), predictions([8]));
    const averaged = differing(predictions([7, 8, 9, 10, 11]), predictions([12, 13, 14, 15, 16]));
    expect(oneOrder).toBeGreaterThan(0);
    expect(averaged).toBeLessThan(oneOrder * 0.75);
  }, 120_000);
});
