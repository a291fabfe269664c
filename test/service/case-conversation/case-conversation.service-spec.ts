import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import {
  CaseCommentsService,
  CaseConversationModule,
  CaseNotesService,
  COMMENT_DELETE_MESSAGE,
} from '#domain/case-conversation';
import { CaseMessages, CasesService, CaseStatus } from '#domain/cases';
import { CaseActivityType, isVisibleToEmployee } from '#events';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, ILLEGAL_STATE, BAD_USER_INPUT } = ErrorCode;

describe('case conversation area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let comments: CaseCommentsService;
  let notes: CaseNotesService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const unacknowledged = async (caseId: string) => {
    const row = await org.caseRow(caseId);
    return {
      comments: row.unacknowledged_comment_count,
      notes: row.unacknowledged_note_count,
      since: row.earliest_unacknowledged_at,
    };
  };
  const newCase = () => org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });

  beforeAll(async () => {
    service = await createServiceModule([CaseConversationModule]);
    org = await createServiceScratch(service.dataSource, {
      admin: Role.ADMIN,
      worker: Role.CASEWORKER,
      manager: Role.CASEMANAGER,
      employee: Role.USER,
      otherEmployee: Role.USER,
      medical: TpaSubRole.TPAMEDICAL,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, worker: Role.CASEWORKER });
    comments = service.get(CaseCommentsService);
    notes = service.get(CaseNotesService);
  });
  afterAll(() => service?.close());

  describe('comments', () => {
    it('an employee’s comment waits for the team; acknowledging it clears the count', async () => {
      const caseId = await newCase();
      const comment = await comments.add(await as('employee'), caseId, { text: 'Any news?' });
      expect(comment.isAcknowledged).toBe(false);
      expect(await unacknowledged(caseId)).toMatchObject({ comments: 1, notes: 0, since: comment.createdAt });

      const staffComment = await comments.add(await as('worker'), caseId, { text: 'Working on it' });
      expect(staffComment.isAcknowledged).toBe(true);
      expect((await unacknowledged(caseId)).comments).toBe(1);

      const acknowledged = await comments.acknowledge(await as('worker'), comment.id);
      expect(acknowledged).toMatchObject({ isAcknowledged: true, acknowledgedById: org.users.worker });
      expect(await unacknowledged(caseId)).toEqual({ comments: 0, notes: 0, since: null });
      expect(await org.activityTypes(caseId)).toEqual([
        CaseActivityType.ADD_COMMENT,
        CaseActivityType.ADD_COMMENT,
        CaseActivityType.COMMENT_ACKNOWLEDGED,
      ]);
      await expectRefusedWithoutWrites(org, caseId, async () => comments.acknowledge(await as('worker'), comment.id), {
        code: ILLEGAL_STATE,
        message: 'This comment is acknowledged already',
      });
    });

    it('an employee may not acknowledge comments: that is case work', async () => {
      const caseId = await newCase();
      const comment = await comments.add(await as('worker'), caseId, { text: 'Please send the form' });
      const employeeComment = await comments.add(await as('employee'), caseId, { text: 'Sent' });
      expect(comment.isAcknowledged).toBe(true);
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => comments.acknowledge(await as('employee'), employeeComment.id),
        { code: FORBIDDEN, message: CaseMessages.MANAGE },
      );
    });

    it('only the author (or the CV Admin) deletes a comment, with the spec message', async () => {
      const caseId = await newCase();
      const comment = await comments.add(await as('employee'), caseId, { text: 'Wrong case, sorry' });
      await expectRefusedWithoutWrites(org, caseId, async () => comments.delete(await as('worker'), comment.id), {
        code: FORBIDDEN,
        message: COMMENT_DELETE_MESSAGE,
      });
      await comments.delete(await as('employee'), comment.id);
      expect(await comments.listFor({ id: caseId, organizationId: org.id })).toEqual([]);
      // The deleted comment no longer waits for anyone.
      expect((await unacknowledged(caseId)).comments).toBe(0);
    });

    it('another employee, and another organization, cannot comment on the case: NOT_FOUND, nothing written', async () => {
      const caseId = await newCase();
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => comments.add(await as('otherEmployee'), caseId, { text: 'Hello' }),
        { code: NOT_FOUND },
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => comments.add(await service.principal(other.users.admin), caseId, { text: 'Hello' }),
        { code: NOT_FOUND },
      );
      const comment = await comments.add(await as('employee'), caseId, { text: 'Mine' });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => comments.acknowledge(await service.principal(other.users.admin), comment.id),
        { code: NOT_FOUND },
      );
    });

    it('attachments sent with a comment must be the author’s own files on the case', async () => {
      const caseId = await newCase();
      const [{ id: workerFile }] = await service.dataSource.query(
        `INSERT INTO case_attachment (organization_id, case_id, path, file_name, uploaded_by_id)
         VALUES ($1, $2, $3, 'letter.pdf', $4) RETURNING id`,
        [org.id, caseId, `personal/${org.users.worker}/x-letter.pdf`, org.users.worker],
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => comments.add(await as('employee'), caseId, { text: 'Forwarding', attachmentIds: [workerFile] }),
        { code: BAD_USER_INPUT, message: 'attachmentIds: not one of your files on this case' },
      );
      const sent = await comments.add(await as('worker'), caseId, { text: 'Your letter', attachmentIds: [workerFile] });
      expect(sent.attachmentIds).toEqual([workerFile]);
    });

    /** A form with a published version, of an organization or (null) global. */
    const publishedForm = async (organizationId: string | null, options: { isActive?: boolean } = {}) => {
      const linkName = `form-${Math.random().toString(36).slice(2, 10)}`;
      const [form] = await service.dataSource.query(
        `INSERT INTO form (organization_id, name, link_name, is_global, is_active) VALUES ($1, 'Form', $2, $3, $4) RETURNING id`,
        [organizationId, linkName, organizationId === null, options.isActive ?? true],
      );
      const [version] = await service.dataSource.query(
        `INSERT INTO form_version (form_id, organization_id, version_number, link_name, questions)
         VALUES ($1, $2, 1, $3, '[]') RETURNING id`,
        [form.id, organizationId, linkName],
      );
      await service.dataSource.query('UPDATE form SET current_version_id = $1 WHERE id = $2', [version.id, form.id]);
      return form.id as string;
    };

    it('a comment’s forms are forms the case’s organization may use: its own or global, active, published', async () => {
      const caseId = await newCase();
      const own = await publishedForm(org.id);
      const global = await publishedForm(null);
      const sent = await comments.add(await as('worker'), caseId, { text: 'Please fill in', formIds: [own, global] });
      expect(sent.formIds).toEqual([own, global]);

      const [unpublished] = await service.dataSource.query(
        `INSERT INTO form (organization_id, name, link_name) VALUES ($1, 'Draft', $2) RETURNING id`,
        [org.id, `draft-${caseId.slice(0, 8)}`],
      );
      const refused: [string, string][] = [
        ['another organization’s form', await publishedForm(other.id)],
        ['an id of no form', '5a1f7c7e-8d1e-4a59-9d35-3b8b1c2f0a11'],
        ['a disabled form', await publishedForm(org.id, { isActive: false })],
        ['a form never published', unpublished.id],
      ];
      for (const [, formId] of refused) {
        await expectRefusedWithoutWrites(
          org,
          caseId,
          async () => comments.add(await as('worker'), caseId, { text: 'Please fill in', formIds: [own, formId] }),
          { code: BAD_USER_INPUT, message: 'formIds: not a form this organization can send' },
        );
      }
    });
  });

  describe('internal notes', () => {
    it('an employee can neither write nor acknowledge notes, and its timeline leaves them out', async () => {
      const caseId = await newCase();
      const employee = await as('employee');
      await expectRefusedWithoutWrites(org, caseId, () => notes.add(employee, caseId, { text: 'Peek' }), {
        code: FORBIDDEN,
        message: CaseMessages.MANAGE,
      });
      const note = await notes.add(await as('worker'), caseId, {
        text: 'Internal',
        taggedUserIds: [org.users.manager],
      });
      await expectRefusedWithoutWrites(org, caseId, () => notes.acknowledge(employee, note.id), {
        code: FORBIDDEN,
        message: CaseMessages.MANAGE,
      });
      // What the employee's timeline shows of this case: nothing of the note.
      const timeline = await service.get(CasesService).recentActivity({ id: caseId, organizationId: org.id }, 50);
      expect(timeline.map((activity) => activity.type)).toEqual([CaseActivityType.ADD_NOTE]);
      expect(timeline.filter((activity) => isVisibleToEmployee(activity.type))).toEqual([]);
    });

    it('a note that tags people waits for one of them; acknowledging it clears the count', async () => {
      const caseId = await newCase();
      const untagged = await notes.add(await as('worker'), caseId, { text: 'For the file' });
      expect(untagged.isAcknowledged).toBe(true);
      expect((await unacknowledged(caseId)).notes).toBe(0);
      const tagged = await notes.add(await as('worker'), caseId, {
        text: 'Please review',
        taggedUserIds: [org.users.manager, org.users.medical],
      });
      expect(tagged).toMatchObject({ isAcknowledged: false, taggedUserIds: [org.users.manager, org.users.medical] });
      expect(await unacknowledged(caseId)).toMatchObject({ comments: 0, notes: 1, since: tagged.createdAt });
      await notes.acknowledge(await as('manager'), tagged.id);
      expect(await unacknowledged(caseId)).toEqual({ comments: 0, notes: 0, since: null });
    });

    it('only staff who may join a case team can be tagged, never an employee or another organization’s user', async () => {
      const caseId = await newCase();
      const worker = await as('worker');
      const refusal = { code: BAD_USER_INPUT, message: 'taggedUserIds: this user cannot take this part on the case' };
      for (const userId of [org.users.employee, other.users.worker, 'not-a-user']) {
        await expectRefusedWithoutWrites(
          org,
          caseId,
          () => notes.add(worker, caseId, { text: 'Look', taggedUserIds: [userId] }),
          refusal,
        );
      }
    });
  });
});
