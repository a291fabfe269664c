import {
  fillPlaceholders,
  findPlaceholders,
  findUnknownPlaceholders,
  placeholderToken,
  TEMPLATE_PLACEHOLDERS,
  TemplatePlaceholder,
} from './placeholders.js';

describe('template placeholders', () => {
  it('names the eight placeholders of the spec', () => {
    expect(TEMPLATE_PLACEHOLDERS.map(placeholderToken)).toEqual([
      '{{caseId}}',
      '{{assigneeEmail}}',
      '{{assigneeName}}',
      '{{submitterEmail}}',
      '{{submitterName}}',
      '{{submitterPhone}}',
      '{{teamMemberEmail}}',
      '{{teamMemberName}}',
    ]);
  });

  describe('findUnknownPlaceholders', () => {
    it('accepts text with known placeholders, with or without spaces inside the braces', () => {
      expect(findUnknownPlaceholders('Hello {{submitterName}}, case {{ caseId }} is with {{assigneeName}}.')).toEqual(
        [],
      );
    });

    it('accepts text without placeholders and single braces', () => {
      expect(findUnknownPlaceholders('Plain text with {braces} and } stray { ones')).toEqual([]);
    });

    it('names each unknown placeholder once, as written, in order', () => {
      expect(findUnknownPlaceholders('{{caseNumber}} {{ CaseId }} {{caseNumber}} {{}} {{caseId}}')).toEqual([
        '{{caseNumber}}',
        '{{ CaseId }}',
        '{{}}',
      ]);
    });

    it('is case-sensitive', () => {
      expect(findUnknownPlaceholders('{{SUBMITTERNAME}}')).toEqual(['{{SUBMITTERNAME}}']);
    });
  });

  describe('fillPlaceholders', () => {
    it('replaces every occurrence of each known placeholder', () => {
      expect(
        fillPlaceholders('Case {{caseId}} ({{ caseId }}): {{submitterName}} <{{submitterEmail}}>', {
          [TemplatePlaceholder.CASE_ID]: 'C-42',
          [TemplatePlaceholder.SUBMITTER_NAME]: 'Ada Lovelace',
          [TemplatePlaceholder.SUBMITTER_EMAIL]: 'ada@example.com',
        }),
      ).toBe('Case C-42 (C-42): Ada Lovelace <ada@example.com>');
    });

    it('leaves a known placeholder without a value empty and an unknown one as written', () => {
      expect(
        fillPlaceholders('To {{teamMemberName}}{{assigneeName}}: {{other}}', {
          [TemplatePlaceholder.ASSIGNEE_NAME]: null,
        }),
      ).toBe('To : {{other}}');
    });

    it('inserts values literally, even ones that look like replacement patterns or placeholders', () => {
      expect(
        fillPlaceholders('{{submitterName}} / {{caseId}}', {
          [TemplatePlaceholder.SUBMITTER_NAME]: '$& {{caseId}}',
          [TemplatePlaceholder.CASE_ID]: 'C-1',
        }),
      ).toBe('$& {{caseId}} / C-1');
    });
  });

  describe('findPlaceholders', () => {
    it('lists the product’s placeholders a text uses, each once, in order, ignoring unknown ones', () => {
      expect(findPlaceholders('{{ submitterName }} {{caseId}} {{caseNumber}} {{submitterName}} {CaseId}')).toEqual([
        TemplatePlaceholder.SUBMITTER_NAME,
        TemplatePlaceholder.CASE_ID,
      ]);
      expect(findPlaceholders('No placeholders {{CaseId}}')).toEqual([]);
    });
  });
});
