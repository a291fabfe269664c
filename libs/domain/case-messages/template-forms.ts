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
 * A single-use link per form the template offers, for the employee to answer it for this case (the
 * anonymous form runner, anonymous-form/request/{token}: it works signed in or not, and adds the answers to
 * this case). Written in the message's transaction, so a refused send leaves no link behind. A form that
 * can no longer be sent (disabled, unpublished, deleted, another organization's) refuses the send.
 */
export async function issueTemplateFormLinks(
  manager: EntityManager,
  caseRecord: CaseEntity,
  formIds: readonly string[],
  createdById: string,
  webPublicUrl: string,
): Promise<SentFormLink[]> {
  const links: SentFormLink[] = [];
  for (const formId of formIds) {
    const form = await manager.findOneBy(FormEntity, { id: formId });
    const usable =
      form?.isActive && form.currentVersionId && (form.isGlobal || form.organizationId === caseRecord.organizationId);
    if (!form || !usable)
      throw badInput(`templateId: the template offers a form that can no longer be sent`, 'templateId');
    const token = await manager.save(
      manager.create(AnonymousFormTokenEntity, {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        formVersionId: form.currentVersionId!,
        createdById,
        expiresAt: new Date(Date.now() + TEMPLATE_FORM_LINK_DAYS * 24 * 60 * 60 * 1000),
      }),
    );
    links.push({ formId, formName: form.name, url: formLinkUrl(webPublicUrl, token.id) });
  }
  return links;
}

export const formLinkUrl = (webPublicUrl: string, tokenId: string): string =>
  `${webPublicUrl.replace(/\/+$/, '')}/anonymous-form/request/${tokenId}`;

/** The message text with one line per form link after it. */
export const withFormLinks = (text: string, links: readonly SentFormLink[]): string =>
  links.length === 0 ? text : `${text}\n\n${links.map((link) => `${link.formName}: ${link.url}`).join('\n')}`;
