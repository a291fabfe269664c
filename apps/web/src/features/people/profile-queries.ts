import { graphql } from '../../generated';

/** One person's profile with their documents (user-profile/{userId}). */
export const USER_PROFILE_QUERY = graphql(`
  query UserProfile($userId: ID!, $organizationId: ID) {
    userById(userId: $userId, includeDocuments: true, organizationId: $organizationId) {
      ...PersonRow
      secondaryEmail
      directSupervisor
      title
      titleSuffix
      gender
      dob
      address
      city
      state
      postalCode
      country
      hoursWorkedPerWeek
      deletedAt
      documents {
        id
        fileName
        createdAt
        type
      }
    }
  }
`);

/** The cases an employee submitted. */
export const USER_PROFILE_CASES_QUERY = graphql(`
  query UserProfileCases($submitterId: ID!) {
    allCasesBySubmitter(submitterId: $submitterId) {
      id
      shortId
      title
      status
      isArchived
      createdAt
    }
  }
`);

/** An employee's FMLA entries; the api refuses whoever may not read them. */
export const USER_PROFILE_FMLA_QUERY = graphql(`
  query UserProfileFmlaHours($userId: ID!) {
    fmlaHoursByUserId(userId: $userId) {
      id
      fmlaHoursTaken
      workHoursMissed
      createdAt
    }
  }
`);

export const UPDATE_USER_MUTATION = graphql(`
  mutation UserProfileUpdate($userId: ID!, $input: UpdateUserInput!, $organizationId: ID) {
    updateUser(userId: $userId, input: $input, organizationId: $organizationId) {
      success
      message
      user {
        ...PersonRow
        secondaryEmail
        directSupervisor
        title
        titleSuffix
        gender
        dob
        address
        city
        state
        postalCode
        country
        hoursWorkedPerWeek
      }
    }
  }
`);

export const CHANGE_USER_EMAIL_MUTATION = graphql(`
  mutation UserProfileChangeEmail($userId: ID!, $email: String!) {
    changeUserEmail(userId: $userId, email: $email) {
      success
      message
      user {
        id
        email
      }
    }
  }
`);
