import { graphql } from '../../../generated';

/** One employee's FMLA entries, newest first as the api answers them. */
export const FMLA_HOURS_QUERY = graphql(`
  query FmlaHours($userId: ID!) {
    fmlaHoursByUserId(userId: $userId) {
      id
      userId
      fmlaHoursTaken
      workHoursMissed
      createdAt
    }
  }
`);

export const ADD_FMLA_HOURS_MUTATION = graphql(`
  mutation FmlaHoursAdd($userId: ID!, $fmlaHoursTaken: Float!, $workHoursMissed: Float!) {
    addFmlaHours(userId: $userId, fmlaHoursTaken: $fmlaHoursTaken, workHoursMissed: $workHoursMissed) {
      success
      message
      fmlaHours {
        id
      }
    }
  }
`);
