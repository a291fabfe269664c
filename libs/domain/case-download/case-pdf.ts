import PDFDocument from 'pdfkit';

export interface CasePdfContent {
  title: string;
  shortId: string;
  organizationName: string;
  details: [label: string, value: string][];
  answers: { formName: string; items: [question: string, answer: string][] }[];
  decisions: string[];
  comments: { author: string; at: Date; text: string }[];
  /** Null when the reader may not see internal notes: the section is left out altogether. */
  notes: { author: string; at: Date; text: string }[] | null;
  timeline: { at: Date; text: string }[];
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** The case as one PDF: details, answers, decisions, comments, internal notes (if any) and the timeline. */
export function renderCasePdf(content: CasePdfContent): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${content.shortId} ${content.title}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const heading = (text: string) => document.moveDown().font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
  const body = (text: string) => document.font('Helvetica').fontSize(10).text(text);
  const empty = (items: unknown[] | null) => items !== null && items.length === 0 && body('None.');

  document.font('Helvetica-Bold').fontSize(18).text(content.title);
  body(`${content.shortId} · ${content.organizationName}`);

  heading('Details');
  for (const [label, value] of content.details) body(`${label}: ${value}`);

  heading('Answers');
  empty(content.answers);
  for (const response of content.answers) {
    document.font('Helvetica-Bold').fontSize(11).text(response.formName);
    for (const [question, answer] of response.items) body(`${question}\n    ${answer}`);
  }

  heading('Decisions');
  empty(content.decisions);
  for (const decision of content.decisions) body(decision);

  heading('Comments');
  empty(content.comments);
  for (const comment of content.comments) body(`${when(comment.at)} · ${comment.author}\n${comment.text}\n`);

  if (content.notes !== null) {
    heading('Internal notes (the employee does not see these)');
    empty(content.notes);
    for (const note of content.notes) body(`${when(note.at)} · ${note.author}\n${note.text}\n`);
  }

  heading('Timeline');
  empty(content.timeline);
  for (const entry of content.timeline) body(`${when(entry.at)} · ${entry.text}`);

  document.end();
  return done;
}
