import { findUnknownPlaceholders } from '#domain/communication-templates';
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
