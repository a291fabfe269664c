export { IdentityService, type NewIdentity } from './identity.service.js';
export { firebaseApp } from './firebase-app.js';
