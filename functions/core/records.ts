/**
 * `{ ...base, ...fields }` for the records a loop makes one of per transaction.
 *
 * Why not the spread itself: on Node 20 (V8 11.3: this machine's Node, which runs the local stack,
 * the tests and the benches) every copy a spread makes gets a hidden class of its own, so copying
 * a stored transaction with a spread and adding fields costs about 6 µs a record, as much as
 * labelling the line, and the analyses that read the copies afterwards slow down with it
 * (bench/analyses.ts, 5,896 transactions, session 102: label 65 -> 38 ms, analyseAll 42 -> 29 ms).
 * Object.assign onto a fresh object costs about 0.2 µs and gives every copy one hidden class. On
 * Node 22 (Lambda's runtime) the spread's copies share one class and cost about 0.1 µs: there the
 * two are alike. The answer is the spread's: the same own fields, in the same order, the later
 * value winning.
 *
 * (Object.assign sets where a spread defines, so an own field named `__proto__`, which JSON.parse
 * can make, would set the copy's prototype instead of becoming a field: such a record takes the
 * spread.) Typed as TypeScript types a spread of a generic record, `Base & Fields`: a field both
 * name should keep one type.
 */
export function withFields<Base extends object, Fields extends object>(base: Base, fields: Fields): Base & Fields {
  if (Object.hasOwn(base, '__proto__') || Object.hasOwn(fields, '__proto__')) return { ...base, ...fields };
  return Object.assign({}, base, fields);
}
