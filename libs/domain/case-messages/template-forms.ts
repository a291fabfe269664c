import type { EntityManager } from 'typeorm';
import { badInput } from '#access';
import type { CaseEntity } from '#domain/cases';
import { AnonymousFormTokenEntity, FormEntity } from '#domain/forms';

/** How long a form link sent in a message stays usable. */
export const TEMPLATE_FORM_LINK_DAYS = 30;

export interface SentFormLink {
  formId: string;
  formName: string;
  url: string;
}

/**
 * The forms a template offers, in its order, each one this case's organization can still send (active,
 * published, its own or global). One that can no longer be sent refuses the message. Reads only.
 */
export async function sendableTemplateForms(
  manager: EntityManager,
  caseRecord: CaseEntity,
  formIds: readonly string[],
): Promise<FormEntity[]> {
  const forms: FormEntity[] = [];
  for (const formId of formIds) {
    const form = await manager.findOneBy(FormEntity, { id: formId });
    const usable =
      form?.isActive && form.currentVersionId && (form.isGlobal || form.organizationId === caseRecord.organizationId);
    if (!form || !usable)
      throw badInput(`templateId: the template offers a form that can no longer be sent`, 'templateId');
    forms.push(form);
  }
  return forms;
}

/**
 * A single-use link for the employee to answer `form` for this case (the anonymous form runner,
 * anonymous-form/request/{token}: it works signed in or not, and adds the answers to this case). Written in
 * the message's transaction, so a refused send leaves no link behind.
 */
export async function issueFormLink(
  manager: EntityManager,
  caseRecord: CaseEntity,
  form: FormEntity,
  createdById: string | null,
  webPublicUrl: string,
): Promise<string> {
  const token = await manager.save(
    manager.create(AnonymousFormTokenEntity, {
      organizationId: caseRecord.organizationId,
      caseId: caseRecord.id,
      formVersionId: form.currentVersionId!,
      createdById,
      expiresAt: new Date(Date.now() + TEMPLATE_FORM_LINK_DAYS * 24 * 60 * 60 * 1000),
    }),
  );
  return formLinkUrl(webPublicUrl, token.id);
}

export const formLinkUrl = (webPublicUrl: string, tokenId: string): string =>
  `${webPublicUrl.replace(/\/+$/, '')}/anonymous-form/request/${tokenId}`;

/** A line "label: url" under the message text. */
export interface MessageLink {
  label: string;
  url: string;
}

/** The message text with one line per link after it. */
export const withLinks = (text: string, links: readonly MessageLink[]): string =>
  links.length === 0 ? text : `${text}\n\n${links.map((link) => `${link.label}: ${link.url}`).join('\n')}`;

/** The message text with one line per form link after it. */
export const withFormLinks = (text: string, links: readonly SentFormLink[]): string =>
  withLinks(
    text,
    links.map((link) => ({ label: link.formName, url: link.url })),
  );
