import { describe, expect, it } from 'vitest';
import { draftInput, draftIsComplete, EMPTY_DRAFT, usesTeamMember } from './message-draft';

describe('a message draft as the api takes it', () => {
  it('leaves out what is not set, and the subject of a text message', () => {
    expect(draftInput('c-1', { ...EMPTY_DRAFT, text: 'Hi' })).toEqual({ caseId: 'c-1', channel: 'EMAIL', text: 'Hi' });
    expect(
      draftInput('c-1', {
        channel: 'SMS',
        subject: 'Ignored for SMS',
        text: '  ',
        templateId: 't-1',
        teamMemberId: 'u-1',
        attachmentIds: ['f-1'],
        documentIds: ['d-1'],
      }),
    ).toEqual({
      caseId: 'c-1',
      channel: 'SMS',
      templateId: 't-1',
      teamMemberId: 'u-1',
      attachmentIds: ['f-1'],
      documentIds: ['d-1'],
    });
  });

  it('is complete with a text or a template', () => {
    expect(draftIsComplete(EMPTY_DRAFT)).toBe(false);
    expect(draftIsComplete({ ...EMPTY_DRAFT, templateId: 't-1' })).toBe(true);
    expect(draftIsComplete({ ...EMPTY_DRAFT, text: 'x' })).toBe(true);
  });

  it('knows when the text names a team member', () => {
    expect(usesTeamMember('Ask {{ teamMemberName }}')).toBe(true);
    expect(usesTeamMember('Write to {{teamMemberEmail}}')).toBe(true);
    expect(usesTeamMember('Hello {{submitterName}}')).toBe(false);
  });
});
