import { graphql } from '../../generated';

/** The signed-in person's saved accessibility preferences (null until they save any). */
export const MY_ACCESSIBILITY_QUERY = graphql(`
  query MyAccessibilityPreferences {
    currentUser {
      id
      userSettings {
        accessibility {
          textSize
          highContrast
          reducedMotion
          readableFont
        }
      }
    }
  }
`);

export const SAVE_ACCESSIBILITY_MUTATION = graphql(`
  mutation SaveAccessibilityPreferences($input: UpdateUserSettingsInput!) {
    updateUserSettings(input: $input) {
      success
      user {
        id
        userSettings {
          accessibility {
            textSize
            highContrast
            reducedMotion
            readableFont
          }
        }
      }
    }
  }
`);
