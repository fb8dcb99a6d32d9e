import { withFields } from './records.ts';

describe('withFields', () => {
  it('gives what the spread gives: the same fields in the same order, the later value winning', () => {
    const base = { id: 't1', description: 'POS PURCHASE', reference: null, amount_cents: -1050, label: 'old' };
    const fields = { label: 'Groceries', label_confidence: 0.9, label_source: 'rule' };
    const made = withFields(base, fields);
    expect(made).toStrictEqual({ ...base, ...fields });
    expect(Object.keys(made)).toEqual(Object.keys({ ...base, ...fields }));
    expect(made).not.toBe(base);
    expect(base.label).toBe('old');
  });

  it('keeps a field named __proto__ as a field, as the spread does, and leaves the prototype alone', () => {
    const parsed = JSON.parse('{"id":"t2","__proto__":{"polluted":true}}') as { id: string };
    const made = withFields(parsed, { label: 'Fuel' });
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.hasOwn(made, '__proto__')).toBe(true);
    expect((made as { polluted?: boolean }).polluted).toBeUndefined();
    expect(made).toStrictEqual({ ...parsed, label: 'Fuel' });
    const fromFields = withFields({ id: 't3' }, JSON.parse('{"__proto__":{"polluted":true}}') as object);
    expect(Object.getPrototypeOf(fromFields)).toBe(Object.prototype);
    expect((fromFields as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
