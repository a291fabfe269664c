import { findUnknownPlaceholders } from '#domain/communication-templates';
import { DEMO_CASE_CATEGORIES } from './demo-case-categories.js';
import { DEMO_COMMUNICATION_TEMPLATES } from './demo-communication-templates.js';

describe('demo communication templates', () => {
  it('use only the product’s placeholders', () => {
    for (const template of DEMO_COMMUNICATION_TEMPLATES) {
      expect([template.name, findUnknownPlaceholders(template.text)]).toEqual([template.name, []]);
    }
  });

  it('hold one template of each scope', () => {
    const scopes = DEMO_COMMUNICATION_TEMPLATES.map((t) =>
      t.organization ? (t.owner ? 'USER' : 'ORGANIZATION') : 'GLOBAL',
    );
    expect(scopes.sort()).toEqual(['GLOBAL', 'ORGANIZATION', 'USER']);
  });
});

describe('demo case categories on templates', () => {
  it('are categories the template’s organization uses (any, for a global one)', () => {
    for (const template of DEMO_COMMUNICATION_TEMPLATES) {
      for (const id of template.caseCategoryIds ?? []) {
        const category = DEMO_CASE_CATEGORIES.find((c) => c.id === id);
        expect(category).toBeDefined();
        if (template.organization) expect(category!.organizations).toContain(template.organization);
      }
    }
    expect(DEMO_COMMUNICATION_TEMPLATES.some((t) => (t.caseCategoryIds ?? []).length > 0)).toBe(true);
  });
});
