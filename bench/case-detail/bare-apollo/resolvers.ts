// Resolvers of the bare baseline: the same loads in the same order as the api's resolvers, batched per
// request with DataLoader the way the api's loaders batch them, and nothing the api adds around them
// (no identity, no access checks, no Nest).
import DataLoader from 'dataloader';
import type { ApolloServerOptionsWithTypeDefs } from '@apollo/server';
import { GraphQLScalarType, Kind } from 'graphql';
import { mentionsAttachment } from '#integrations';
import type { CaseDetailSql, CaseKey, Row, Table } from './case-detail-sql.js';

const TIMELINE_MAX = 500;

export interface BareContext {
  users: DataLoader<string, Row | null>;
  teams: DataLoader<string, string[]>;
  organizations: DataLoader<string, Row | null>;
  attachments: DataLoader<string, Row | null>;
}

/** One loader per relation per request, as the api's Loaders do. */
export function createContext(sql: CaseDetailSql): BareContext {
  const byId = (table: Table) =>
    new DataLoader<string, Row | null>(async (ids) => {
      const found = new Map((await sql.byIds(table, ids)).map((row) => [row.id as string, row]));
      return ids.map((id) => found.get(id) ?? null);
    });
  return {
    users: byId('app_user'),
    organizations: byId('organization'),
    attachments: byId('case_attachment'),
    teams: new DataLoader<string, string[]>(async (caseIds) => {
      const teams = new Map<string, string[]>();
      for (const { caseId, userId } of await sql.teamsByCaseIds(caseIds)) {
        teams.set(caseId, [...(teams.get(caseId) ?? []), userId]);
      }
      return caseIds.map((id) => teams.get(id) ?? []);
    }),
  };
}

const toPerson = (user: Row | null) =>
  user && {
    id: user.id,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    role: user.role,
  };

const person = (context: BareContext, userId: unknown) =>
  typeof userId === 'string' ? context.users.load(userId).then(toPerson) : null;

/** The item's files that belong to its case, in the order the item lists them. */
async function attachmentsOf(context: BareContext, item: Row) {
  const ids = item.attachmentIds as string[];
  if (ids.length === 0) return [];
  const found = await context.attachments.loadMany(ids);
  return found.filter(
    (attachment) => attachment !== null && !(attachment instanceof Error) && attachment.caseId === item.caseId,
  );
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => new Date(value as string),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

const JSONObject = new GraphQLScalarType({
  name: 'JSONObject',
  serialize: (value) => value,
  parseValue: (value) => value,
});

type Resolver = (parent: Row, args: Record<string, unknown>, context: BareContext) => unknown;

export type BareResolvers = NonNullable<ApolloServerOptionsWithTypeDefs<BareContext>['resolvers']>;

export function createResolvers(sql: CaseDetailSql): BareResolvers {
  const Case: Record<string, Resolver> = {
    submitter: (parent, _args, context) => person(context, parent.submitterId),
    assignedTo: (parent, _args, context) => person(context, parent.assignedToId),
    assignedBy: (parent, _args, context) => person(context, parent.assignedById),
    hrRep: (parent, _args, context) => person(context, parent.hrRepId),
    assignees: async (parent, _args, context) => {
      const team = await context.teams.load(parent.id as string);
      return (await Promise.all(team.map((userId) => person(context, userId)))).filter(Boolean);
    },
    organization: (parent, _args, context) => context.organizations.load(parent.organizationId as string),
    decisions: async (parent) =>
      (await sql.caseItems('case_decision', parent as CaseKey)).map((decision) => ({
        ...decision,
        cost: decision.cost === null ? null : Number(decision.cost),
        hasAttachment: decision.attachmentPath !== null,
      })),
    escalations: (parent) => sql.caseItems('case_escalation', parent as CaseKey),
    formResponses: async (parent) => {
      // Responses, then their versions, then their forms' names: the api's three steps, one after the other.
      const responses = await sql.submittedFormResponses(parent as CaseKey);
      const versionIds = [...new Set(responses.map((response) => response.formVersionId as string))];
      const versions = new Map((await sql.byIds('form_version', versionIds)).map((version) => [version.id, version]));
      const formIds = [...new Set(responses.map((response) => response.formId as string))];
      const formNames = new Map((await sql.byIds('form', formIds)).map((form) => [form.id, form.name]));
      return responses.map((response) => ({
        ...response,
        formName: formNames.get(response.formId) ?? '',
        questions: versions.get(response.formVersionId)?.questions ?? [],
      }));
    },
    comments: async (parent) =>
      (await sql.caseItems('case_comment', parent as CaseKey)).map((comment) => ({
        ...comment,
        possiblyMentionsAttachment:
          (comment.attachmentIds as string[]).length === 0 && mentionsAttachment(comment.text as string),
      })),
    notes: (parent) => sql.caseItems('case_note', parent as CaseKey),
    activity: async (parent, args) => {
      const last = args.last as number | null | undefined;
      const limit = Math.min(Math.max(last ?? TIMELINE_MAX, 1), TIMELINE_MAX);
      return (await sql.recentActivity(parent as CaseKey, limit)).reverse();
    },
  };

  return {
    DateTime,
    JSONObject,
    Query: {
      caseById: (_parent: unknown, args: { caseId: string }) => sql.caseById(args.caseId),
    },
    Case,
    CaseComment: {
      author: (parent: Row, _args: unknown, context: BareContext) => person(context, parent.authorId),
      attachments: (parent: Row, _args: unknown, context: BareContext) => attachmentsOf(context, parent),
    },
    CaseNote: {
      author: (parent: Row, _args: unknown, context: BareContext) => person(context, parent.authorId),
      taggedUsers: async (parent: Row, _args: unknown, context: BareContext) =>
        (await Promise.all((parent.taggedUserIds as string[]).map((id) => person(context, id)))).filter(Boolean),
      attachments: (parent: Row, _args: unknown, context: BareContext) => attachmentsOf(context, parent),
    },
    CaseActivity: {
      actor: (parent: Row, _args: unknown, context: BareContext) => person(context, parent.actorUserId),
      subjectUser: (parent: Row, _args: unknown, context: BareContext) =>
        person(context, (parent.payload as Record<string, unknown>).userId),
    },
  };
}
