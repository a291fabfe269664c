import { formLinkUrl, withFormLinks } from './template-forms.js';

describe('form links of a template message', () => {
  it('points at the anonymous form runner of the web app, with or without a trailing slash', () => {
    expect(formLinkUrl('https://app.example.com/', 'tok-1')).toBe(
      'https://app.example.com/anonymous-form/request/tok-1',
    );
    expect(formLinkUrl('http://localhost:5173', 'tok-2')).toBe('http://localhost:5173/anonymous-form/request/tok-2');
  });

  it('adds one line per form after the text, and nothing without forms', () => {
    expect(withFormLinks('Hello', [])).toBe('Hello');
    expect(
      withFormLinks('Hello', [
        { formId: 'a', formName: 'Intake', url: 'https://x/1' },
        { formId: 'b', formName: 'Leave', url: 'https://x/2' },
      ]),
    ).toBe('Hello\n\nIntake: https://x/1\nLeave: https://x/2');
  });
});
