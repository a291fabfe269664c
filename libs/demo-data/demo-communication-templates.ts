import type { DemoOrganizationKey } from './demo-data.js';
import { demoCaseCategoryId } from './demo-case-categories.js';
import { DEMO_FORMS } from './demo-forms.js';

const templateId = (n: number) => `0d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface DemoCommunicationTemplate {
  id: string;
  name: string;
  text: string;
  /** Null: a global template (CV Admin's). */
  organization: DemoOrganizationKey | null;
  /** The demo user (key) a personal template belongs to. */
  owner?: string;
  formIds?: string[];
  /** Categories of the template's organization (any of the catalogue for a global one). */
  caseCategoryIds?: string[];
}

/** One template of each scope, so the templates list shows global, organization and personal ones. */
export const DEMO_COMMUNICATION_TEMPLATES: DemoCommunicationTemplate[] = [
  {
    id: templateId(1),
    name: 'Request received',
    text:
      'Hello {{submitterName}},\n\nWe have received your request (case {{caseId}}). ' +
      '{{assigneeName}} will be in touch soon; you can reach them at {{assigneeEmail}}.',
    organization: null,
  },
  {
    id: templateId(2),
    name: 'More information needed',
    text:
      'Hello {{submitterName}},\n\nTo move case {{caseId}} forward we need a little more information. ' +
      'Please fill in the attached form.',
    organization: 'acme',
    formIds: [DEMO_FORMS[0].id],
    caseCategoryIds: [demoCaseCategoryId('Mobility')],
  },
  {
    id: templateId(3),
    name: 'Provider follow-up',
    text: 'Hi {{submitterName}}, following up on case {{caseId}}: could you confirm your provider visit date?',
    organization: 'acme',
    owner: 'tpaMedical',
  },
];
