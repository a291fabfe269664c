import { AppError } from '#access';
import { parseInput } from '#domain/shared';
import { updateOrganizationSettingsSchema } from './organization-settings-input.js';

const ID = '6f1d9a52-8c1e-4d53-9b0a-2c3d4e5f6a7b';
const parse = (input: unknown) => parseInput(updateOrganizationSettingsSchema, input);

function refusal(input: unknown): { field: unknown; message: string } {
  try {
    parse(input);
  } catch (error) {
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return { field: (error as AppError).details?.field, message: (error as AppError).message };
  }
  throw new Error('the input was accepted');
}

describe('the welcome, New Request, aliases, feature flags and general sections', () => {
  it('turns each section into what is stored', () => {
    expect(
      parse({
        welcomeText: '  Hello.\nWelcome!  ',
        newRequest: { recommendedFormIds: [ID], recommendedDocumentIds: [] },
        aliases: [
          { key: 'ADA_COORDINATOR', label: ' Specialist ' },
          { key: 'EMPLOYEE', label: '' },
        ],
        featureFlags: { messagesIncludeFullText: true },
        general: { analyticsTagIds: ['g-abc123', 'AW-1234567', 'UA-12345-1'] },
      }),
    ).toEqual({
      welcomeText: 'Hello.\nWelcome!',
      newRequest: { defaultFormId: null, recommendedFormIds: [ID], recommendedDocumentIds: [] },
      aliases: { ADA_COORDINATOR: 'Specialist' },
      featureFlags: { messagesIncludeFullText: true, autoAssignPhysicians: false },
      general: { analyticsTagIds: ['G-ABC123', 'AW-1234567', 'UA-12345-1'] },
    });
  });

  it('keeps an empty welcome text and an empty alias list (both mean the defaults)', () => {
    expect(parse({ welcomeText: '   ', aliases: [] })).toEqual({ welcomeText: '', aliases: {} });
  });

  it.each<[string, unknown, string, string]>([
    ['an unknown alias', { aliases: [{ key: 'OWNER', label: 'x' }] }, 'aliases.0.key', ''],
    ['a tab in an alias', { aliases: [{ key: 'EMPLOYEE', label: 'a\tb' }] }, 'aliases.0.label', 'U+0009'],
    ['a flag left out', { featureFlags: {} }, 'featureFlags.messagesIncludeFullText', 'true or false'],
    ['an unknown flag', { featureFlags: { messagesIncludeFullText: true, beta: true } }, 'featureFlags', 'beta'],
    ['a tag id twice', { general: { analyticsTagIds: ['G-ABCD1', 'g-abcd1'] } }, 'general.analyticsTagIds.1', 'twice'],
    [
      'a tag id with a space',
      { general: { analyticsTagIds: ['G-AB CD'] } },
      'general.analyticsTagIds.0',
      'Google tag id',
    ],
    [
      'a default form that is no id',
      { newRequest: { defaultFormId: 'x', recommendedFormIds: [], recommendedDocumentIds: [] } },
      'newRequest.defaultFormId',
      'must be an id',
    ],
    [
      'a document twice',
      { newRequest: { recommendedFormIds: [], recommendedDocumentIds: [ID, ID] } },
      'newRequest.recommendedDocumentIds.1',
      'twice',
    ],
  ])('refuses %s, naming the field', (_name, input, field, message) => {
    const answer = refusal(input);
    expect(answer.field).toBe(field);
    expect(answer.message).toContain(message);
  });
});
