/**
 * The API reference's sections: every tag an operation uses has a human name (x-displayName,
 * which RapiDoc shows instead of `api_tokens`) and a description, in the order of TAGS, while the
 * tag names themselves stay Beam's (openapi.test.ts checks each operation's tags and operationId).
 */
import { buildOpenApiDocument, TAGS } from './openapi.ts';
import { OPERATIONS } from './operations/index.ts';

const document = buildOpenApiDocument();

describe('OpenAPI tags', () => {
  it('lists every used tag once, with a display name and a description, in the reading order', () => {
    const used = [...new Set(OPERATIONS.flatMap((op) => [...op.tags]))];
    const tags = document.tags ?? [];
    expect(tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of tags) {
      expect(tag).toEqual({ name: tag.name, description: expect.stringMatching(/\S/), 'x-displayName': expect.stringMatching(/^[A-Z]/) });
      expect((tag as Record<string, unknown>)['x-displayName']).not.toMatch(/_/);
    }
    const order = TAGS.map((tag) => tag.name).filter((name) => used.includes(name));
    expect(tags.map((tag) => tag.name)).toEqual(order);
    expect(tags.slice(0, 3).map((tag) => (tag as Record<string, unknown>)['x-displayName'])).toEqual(['Authentication', 'Organisations', 'API tokens']);
  });

});
