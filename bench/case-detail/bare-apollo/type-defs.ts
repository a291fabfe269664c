// The least schema that answers the case page's document: the same type and field names as the api's
// schema.gql for what the page selects, enums as strings, nothing else (no guards, no limits, no plugins).
export const typeDefs = `#graphql
  scalar DateTime
  scalar JSONObject

  type Query {
    caseById(caseId: ID!): Case
  }

  type Case {
    id: ID!
    shortId: String!
    title: String!
    status: String!
    visitType: String
    createdAt: DateTime!
    updatedAt: DateTime!
    organizationId: ID!
    isArchived: Boolean!
    archiveReason: String
    isEscalated: Boolean
    escalationCategory: String
    escalationReasons: [String!]
    unacknowledgedCommentCount: Int
    unacknowledgedNoteCount: Int
    submitter: CasePerson
    assignedTo: CasePerson
    assignedBy: CasePerson
    hrRep: CasePerson
    assignees: [CasePerson!]!
    organization: Organization!
    decisions: [CaseDecision!]!
    escalations: [CaseEscalation!]!
    formResponses: [CaseFormResponse!]!
    comments: [CaseComment!]!
    notes: [CaseNote!]!
    activity(last: Int): [CaseActivity!]!
  }

  type CasePerson {
    id: ID!
    fullName: String!
    email: String!
    role: String!
  }

  type Organization {
    id: ID!
    name: String!
    isPartner: Boolean!
  }

  type CaseDecision {
    id: ID!
    isApproved: Boolean!
    isNoDecision: Boolean!
    isIndefinite: Boolean!
    startDate: String
    endDate: String
    decisionText: String!
    category: String
    cost: Float
    visitType: String
    addedById: ID
    hasAttachment: Boolean!
    medicine: String
    dosage: String
    refillCount: Int
    dosingFrequency: String
    treatmentPeriod: String
    pharmacyInstructions: String
    isRefill: Boolean!
    isPriorAuthRequested: Boolean!
    createdAt: DateTime!
  }

  type CaseEscalation {
    id: ID!
    category: String!
    reasons: [String!]!
    createdAt: DateTime!
  }

  type CaseFormResponse {
    id: ID!
    formName: String!
    submittedAt: DateTime
    createdAt: DateTime!
    questions: [Question!]!
    questionResponses: [QuestionResponse!]!
  }

  type Question {
    id: ID!
    index: Int!
    type: String!
    text: String!
    isPHI: Boolean!
  }

  type QuestionResponse {
    questionId: ID!
    response: [String!]!
    fileNames: [String!]!
  }

  type CaseAttachment {
    id: ID!
    fileName: String!
  }

  type CaseComment {
    id: ID!
    text: String!
    createdAt: DateTime!
    isAcknowledged: Boolean!
    acknowledgedAt: DateTime
    possiblyMentionsAttachment: Boolean!
    formIds: [ID!]!
    author: CasePerson
    attachments: [CaseAttachment!]!
  }

  type CaseNote {
    id: ID!
    text: String!
    createdAt: DateTime!
    isAcknowledged: Boolean!
    acknowledgedAt: DateTime
    author: CasePerson
    taggedUsers: [CasePerson!]!
    attachments: [CaseAttachment!]!
  }

  type CaseActivity {
    id: ID!
    type: String!
    createdAt: DateTime!
    payload: JSONObject!
    actor: CasePerson
    subjectUser: CasePerson
  }
`;
