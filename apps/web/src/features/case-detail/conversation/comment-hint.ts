/** Spec 000 §5: a text with one of these words, in any letter case, possibly mentions an attachment. */
const MENTIONS_ATTACHMENT = /attachment|attached|document|file/i;

export function possiblyMentionsAttachment(text: string): boolean {
  return MENTIONS_ATTACHMENT.test(text);
}

/** Shown under a comment being written that seems to speak of a file. */
export const ATTACHMENT_HINT =
  'Did you mean to send a file? Choose one of your files below, or upload it under Attachments first.';
