import { addCaseCategorySchema, linkNameFor } from './case-category-input.js';

describe('linkNameFor', () => {
  it.each([
    ['Mental health', 'mental-health'],
    ['  Sign Language / ASL  ', 'sign-language-asl'],
    ['Café à la carte', 'cafe-a-la-carte'],
    ['---Leave---', 'leave'],
    ['***', ''],
    ['日本語', ''],
  ])('%j becomes %j', (name, linkName) => {
    expect(linkNameFor(name)).toBe(linkName);
  });

  it('keeps at most 100 characters and never ends with a dash', () => {
    const linkName = linkNameFor(`${'a'.repeat(99)} b`);
    expect(linkName).toBe('a'.repeat(99));
    expect(linkNameFor('x'.repeat(300))).toHaveLength(100);
  });
});

describe('addCaseCategorySchema', () => {
  it('trims the name and lowercases the link name', () => {
    expect(addCaseCategorySchema.parse({ name: '  Vision ', linkName: ' Low-Vision ' })).toEqual({
      name: 'Vision',
      linkName: 'low-vision',
    });
  });

  it.each([
    [{ name: '' }],
    [{ name: 'x'.repeat(101) }],
    [{ name: 'Line\nbreak' }],
    [{ name: 'Bell\u0007' }],
    [{ name: 'Ok', linkName: 'with space' }],
    [{ name: 'Ok', linkName: 'trailing-' }],
    [{ name: 'Ok', linkName: 'under_score' }],
  ])('refuses %j', (input) => {
    expect(addCaseCategorySchema.safeParse(input).success).toBe(false);
  });
});
